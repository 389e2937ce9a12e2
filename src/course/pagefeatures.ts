/**
 * Page features for the page classifier (the crawler's critic, issue 4 item 5).
 *
 * One pass over a PageTree collects five text zones — title, URL, headings, anchor texts, body — and
 * counts words of small hand-made lexicon groups in each (course, assignments, lectures, exams, schedule,
 * term, personal home page, research, department). Lexicon groups, not a learned vocabulary, because the
 * critic is trained on 1997 WebKB pages but must judge modern course webs: the words that mark a course page
 * ("syllabus", "homework", "lecture", "midterm", "office hours") survived the decades, site quirks did not.
 * Beside the words: course-number patterns ("CS 414", "10-605", "6.034"), dates, weekdays, class-time
 * patterns, numbered items ("HW 3", "Lecture 12"), first-person density, and page structure (links,
 * document links, tables, lists). Only tags, text and hrefs are read, so static and rendered trees give the
 * same vector.
 */
import type { PageNode, PageTree } from '../page/tree.js';
import type { HeadingClassifier } from './classifier.js';
import { classifyHeadings } from './extract.js';
import { detectHeadings } from './headings.js';

/** Lexicon groups; a token (or a two-word phrase written with a space) counts for every group it is in. */
const LEXICON: Record<string, string[]> = {
  course: [
    'course', 'courses', 'class', 'classes', 'syllabus', 'curriculum', 'prerequisite', 'prerequisites',
    'prereq', 'prereqs', 'instructor', 'instructors', 'enrollment', 'enrolment', 'credit', 'credits',
    'textbook', 'textbooks', 'grading', 'grade', 'grades', 'teaching assistant', 'teaching assistants',
    'ta', 'tas', 'office hours', 'recitation', 'recitations', 'section', 'sections', 'students',
    'curso', 'disciplina', 'ementa', 'cours', 'programme', 'kurs', 'vorlesung', 'μάθημα',
  ],
  assignments: [
    'homework', 'homeworks', 'hw', 'assignment', 'assignments', 'problem set', 'problem sets', 'pset',
    'psets', 'exercise', 'exercises', 'lab', 'labs', 'due', 'handin', 'submit', 'submission',
    'programming assignment', 'project', 'projects', 'tarefa', 'tarefas', 'lista', 'listas', 'entrega',
    'devoir', 'devoirs', 'übung', 'ασκήσεις',
  ],
  lectures: [
    'lecture', 'lectures', 'notes', 'slides', 'handout', 'handouts', 'reading', 'readings', 'topics',
    'topic', 'chapter', 'chapters', 'aula', 'aulas', 'leçon', 'διάλεξη', 'tutorial', 'tutorials',
  ],
  exams: [
    'exam', 'exams', 'midterm', 'midterms', 'final', 'finals', 'quiz', 'quizzes', 'test', 'tests',
    'prova', 'provas', 'examen', 'examens', 'prüfung', 'εξετάσεις', 'solutions', 'solution',
  ],
  schedule: [
    'schedule', 'calendar', 'week', 'weeks', 'announcements', 'announcement', 'cronograma', 'semana',
    'agenda', 'calendrier', 'deadline', 'deadlines', 'date', 'dates', 'monday', 'tuesday', 'wednesday',
    'thursday', 'friday',
  ],
  term: ['fall', 'spring', 'winter', 'summer', 'autumn', 'semester', 'quarter', 'term', 'semestre'],
  personal: [
    'my', 'me', 'i', 'resume', 'vita', 'cv', 'curriculum vitae', 'hobbies',
    'interests', 'research interests', 'biography', 'bio', 'advisor', 'phd', 'ph', 'graduate student',
    'married', 'wife', 'family', 'friends', 'personal', 'favorite', 'born', 'photo', 'picture',
  ],
  research: [
    'research', 'publications', 'publication', 'papers', 'paper', 'group', 'laboratory', 'members',
    'funding', 'grant', 'nsf', 'darpa', 'arpa', 'technical report', 'technical reports', 'proceedings',
    'conference', 'journal', 'collaborators', 'sponsors', 'software', 'demo', 'system', 'systems',
  ],
  // Words that name one part of a course site (WebKB files these pages under "other", not "course").
  subpage: [
    'information', 'info', 'handouts', 'handout', 'materials', 'material', 'notes', 'staff', 'grading',
    'grades', 'requirements', 'format', 'announcements', 'solutions', 'description', 'overview', 'policies',
    'policy', 'tas', 'office hours', 'reading list', 'readings', 'assignments', 'homework', 'homeworks',
    'lectures', 'lecture notes', 'schedule', 'exams', 'exam', 'final', 'midterm', 'program', 'project',
    'projects', 'labs', 'lab', 'slides', 'faq', 'resources', 'links', 'software', 'topics', 'calendar',
    'syllabus', 'outline',
  ],
  // Marks a site's entry page — a course's as much as a person's, so a group of its own.
  home: ['home page', 'homepage', 'home', 'main page', 'welcome', 'index'],
  department: [
    'department', 'faculty', 'staff', 'admissions', 'admission', 'graduate program', 'undergraduate',
    'colloquium', 'colloquia', 'news', 'events', 'directory', 'people', 'contact', 'secretary',
    'administrative', 'university', 'college', 'school',
  ],
};

export const LEXICON_GROUPS = Object.keys(LEXICON);

/**
 * What a course home page states about the course (instructor, office hours, TAs, meeting time and room,
 * prerequisites, textbook, grading, credits); a part of the site usually states one of these, not several.
 */
const HOME_INFO: RegExp[] = [
  /\b(?:instructors?|lecturers?|professor|prof\.|taught by|faculty)\b/i,
  /\boffice hours?\b|\boffice:/i,
  /\b(?:teaching assistants?|TAs?|TFs?|graders?)\b/,
  /\b(?:meets?|meeting times?|lectures? (?:are|is|will be) (?:held|given)|class times?|time and place|lecture times?|MWF|TTh|TuTh)\b|\b\d{1,2}:\d{2}\s*(?:-|–|to)\s*\d{1,2}:\d{2}/i,
  /\b(?:room|hall|bldg|building|auditorium|location)\b/i,
  /\bprereq(?:uisite)?s?\b/i,
  /\b(?:textbooks?|required text|texts?:|course text|reading list)\b/i,
  /\bgrad(?:ing|es?)\b/i,
  /\b(?:credits?|units?|hours? credit)\b/i,
  /\b(?:fall|spring|winter|summer|autumn)\s+(?:semester|quarter|term|'?\d{2,4})\b/i,
];
/** Words that name a part of a course site or its content, checked in the title beside the course number. */
const PART_GROUPS = ['subpage', 'assignments', 'lectures', 'exams', 'schedule'].map((g) => Object.keys(LEXICON).indexOf(g));
/** Single words (≥ 4 letters) of the part groups, looked for inside run-together file names. */
const PART_WORDS = PART_GROUPS.flatMap((g) => LEXICON[LEXICON_GROUPS[g]]).filter((w) => /^[a-z]{4,}$/.test(w) && !['date', 'dates', 'week', 'weeks', 'topic', 'topics', 'test', 'tests', 'final', 'finals'].includes(w));
/** Title words that are not the course's name: numbers, terms, course, home. */
const TITLE_NEUTRAL = new Set(['course', 'class', 'home', 'page', 'homepage', 'fall', 'spring', 'winter', 'summer', 'autumn', 'semester', 'quarter', 'term', 'the', 'of', 'and', 'for', 'to', 'in', 'a', 'an', 'on', 'web', 'www', 'welcome', 'section']);
const SUBPAGE = LEXICON_GROUPS.indexOf('subpage');
const ZONES = ['title', 'url', 'head', 'anchor', 'body'] as const;
type Zone = (typeof ZONES)[number];

const WORD_GROUPS = new Map<string, number[]>();
const PHRASE_GROUPS = new Map<string, number[]>();
LEXICON_GROUPS.forEach((g, gi) => {
  for (const w of LEXICON[g]) {
    const m = w.includes(' ') ? PHRASE_GROUPS : WORD_GROUPS;
    const list = m.get(w) ?? [];
    if (!list.includes(gi)) list.push(gi);
    m.set(w, list);
  }
});

const TOKEN = /[\p{L}\p{N}]+/gu;
/**
 * Course numbers: "CS 414", "CSCI 1470", "EE312", "MAT0321", "10-605", "6.034", "15-316", "CmpSci 191a",
 * "C343", "G22.2270", "198:205".
 */
const COURSE_NO =
  /\b(?:(?:[A-Z]{2,5}|CmpSci|CompSci|CptSci|CSci|Comp)\s?-?\d{2,4}[A-Za-z]{0,2}|[A-Z]\d{3}|[A-Z]\d{2}\.\d{3,4}|\d{3}:\d{3}|\d{2}-\d{3}|\d{1,2}\.\d{3}[A-Z]?)\b/g;
/** The same in a URL path, where case is gone: "cs414", "csci1470", "15-316", "6.034". */
const COURSE_NO_URL = /(?:^|[/_.~-])(?:[a-z]{1,7}[-_]?\d{3,4}[a-z]{0,2}|[a-z]{1,5}_\d{1,2}|\d{3}[a-z]?|\d{2}[a-z]:?\d{3}|[a-z]?\d{2}\.\d{3,4}|\d{2}-\d{3}|\d{1,2}\.\d{3}j?)(?=$|[/_.#?-])/gi;
/** Course numbers in mixed case ("Cmpt 330", "CpSc 462", "Csc114") and Iowa's "22C:123". */
const COURSE_NO_CI = /\b(?:(?:cmpt|cpsc|cps|csc|cis|cse|ece|eecs|csci|comp|cmsc|ics|cs|ee)\s?-?\d{2,4}[a-z]{0,2}|\d{2}[a-z]:?\d{3})\b/gi;
/** Course numbers in `s` (both patterns, each place counted once). */
function courseNos(s: string): number {
  const at = new Set<number>();
  for (const re of [COURSE_NO, COURSE_NO_CI]) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(s))) at.add(m.index);
  }
  return at.size;
}
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE = new RegExp(`\\b(?:${MONTH}\\s+\\d{1,2}\\b|\\d{1,2}\\s+${MONTH}|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?\\b|\\d{4}-\\d{2}-\\d{2})`, 'gi');
const WEEKDAY = /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|monday|tuesday|wednesday|thursday|friday|segunda|terça|quarta|quinta|sexta|lundi|mardi|mercredi|jeudi|vendredi)\b/gi;
/** Class meeting patterns: "MWF 10:10", "TTh 2:00-3:30", "TR 11am". */
const MEETING = /\b(?:MWF|MW|WF|TTh|TuTh|TR|MTWF?|M\/W\/F|T\/Th)\b|\b\d{1,2}:\d{2}\s*(?:-|–|to)\s*\d{1,2}:\d{2}/g;
/** Numbered course items: "HW 3", "Homework #2", "Lecture 12", "Problem Set 4", "Quiz 1", "Week 5", "Lab 2". */
const NUMBERED =
  /\b(?:hw|homework|assignment|assn|problem\s+set|pset|ps|project|lab|lecture|lec|class|quiz|exam|midterm|week|chapter|unit|module|lista|aula|semana|prova|tarefa|tutorial|recitation|section)\s*#?\s*\d{1,2}\b/gi;
const DOC_EXT = /\.(?:pdf|ps|ps\.gz|ps\.z|ppt|pptx|doc|docx|tex|dvi|txt|zip|tar|gz|ipynb|py|java|c|cpp|m|r)(?:$|[?#])/i;
const FIRST_PERSON = new Set(['i', 'my', 'me', 'mine', 'myself']);
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th', 'dt', 'caption', 'summary', 'legend']);
/** Inline emphasis that 1990s pages (and card titles) use as headings when the text is short. */
const EMPH_TAGS = new Set(['b', 'strong', 'big', 'font', 'u']);
const SKIP_TEXT = new Set(['script', 'style', 'noscript', 'template']);

/** Names of the page features (read from tags, text and hrefs), in order. */
export const PAGE_FEATURE_NAMES: readonly string[] = [
  ...ZONES.flatMap((z) => LEXICON_GROUPS.map((g) => `${z}.${g}`)),
  'title.courseNo', 'url.courseNo', 'head.courseNo', 'body.courseNo',
  'url.tilde', 'url.depth', 'url.indexLike', 'url.hasYear', 'urlLast.subpage', 'urlLast.courseNo',
  'links.below.log', 'links.up', 'anchor.back',
  'title.year', 'body.year', 'body.dates', 'body.weekdays', 'body.meeting', 'body.numbered', 'head.numbered',
  'body.firstPerson', 'body.logWords', 'head.count', 'links.log', 'links.docFrac', 'links.mailto',
  'links.offsiteFrac', 'links.textFrac', 'tables', 'tableRows.log', 'listItems.log', 'images',
  'forms', 'pre', 'title.words',
  // Course home page vs a part of a course site (WebKB's `course` is the home page; parts are `other`).
  'title.courseNamed', 'title.partShare', 'urlLast.sameAsDir', 'url.belowCourseDir', 'url.fileIsPart',
  'body.homeInfo', 'anchor.parts', 'links.upCourse',
];

/**
 * What the heading classifier (./extract.ts `classifyHeadings` over ./headings.ts `detectHeadings`, the shipped
 * models/headings.json) makes of the page's headings: counts of headings typed lectures / assignments / quizzes
 * (the type records are built with, then the prior-corrected section label), the highest probability of each
 * typed label, typed schedule-table column headers, the typed share of all headings, and how many of the three
 * types occur. A course site's pages carry typed sections and schedule tables; a person's or a project's do not.
 */
export const HEADING_FEATURE_NAMES: readonly string[] = [
  'hc.count', 'hc.lectures', 'hc.assignments', 'hc.quizzes', 'hc.label.lectures', 'hc.label.assignments',
  'hc.label.quizzes', 'hc.max.lectures', 'hc.max.assignments', 'hc.max.quizzes', 'hc.colTyped', 'hc.typedShare',
  'hc.kinds',
];

/** Names of the feature vector's entries, in order: the page features, then the heading-classifier features. */
export const FEATURE_NAMES: readonly string[] = [...PAGE_FEATURE_NAMES, ...HEADING_FEATURE_NAMES];

export interface PageFeatures {
  /** Values aligned with FEATURE_NAMES (or PAGE_FEATURE_NAMES when the heading features were not asked for). */
  values: number[];
}

export interface PageFeatureOptions {
  /** Append the heading-classifier features (default true; a version-2 model reads the page features only). */
  headings?: boolean;
  /** Heading classifier (default the shipped models/headings.json). */
  headingClassifier?: HeadingClassifier;
}

const TYPED = ['lectures', 'assignments', 'quizzes'] as const;

/** The heading-classifier features of a page (aligned with HEADING_FEATURE_NAMES). */
export function headingClassFeatures(tree: PageTree, classifier?: HeadingClassifier): number[] {
  const typed = classifyHeadings(tree, detectHeadings(tree), classifier ? { classifier } : {});
  const byType = [0, 0, 0];
  const byLabel = [0, 0, 0];
  const max = [0, 0, 0];
  let colTyped = 0;
  for (const t of typed) {
    const a = TYPED.indexOf(t.type as (typeof TYPED)[number]);
    const label = t.label ?? t.type;
    const b = TYPED.indexOf(label as (typeof TYPED)[number]);
    if (a >= 0) byType[a]++;
    if (b >= 0) {
      byLabel[b]++;
      max[b] = Math.max(max[b], t.score);
    }
    if (t.heading.kind === 'colheader' && a >= 0) colTyped++;
  }
  const nTyped = byType[0] + byType[1] + byType[2];
  const grid = (x: number) => Math.round(x * 20) / 20;
  return [
    log1p(typed.length),
    ...byType.map(log1p),
    ...byLabel.map(log1p),
    ...max.map(grid),
    log1p(colTyped),
    typed.length ? grid(nTyped / typed.length) : 0,
    byType.filter((c) => c > 0).length,
  ];
}

interface Zones {
  title: string[];
  url: string[];
  head: string[];
  anchor: string[];
  body: string[];
}

/** Lower-case word tokens (Unicode letters and digits). */
export function tokens(s: string): string[] {
  return s.toLowerCase().match(TOKEN) ?? [];
}

function groupCounts(toks: string[]): number[] {
  const c = new Array<number>(LEXICON_GROUPS.length).fill(0);
  for (let i = 0; i < toks.length; i++) {
    const w = WORD_GROUPS.get(toks[i]);
    if (w) for (const g of w) c[g]++;
    if (i + 1 < toks.length) {
      const p = PHRASE_GROUPS.get(`${toks[i]} ${toks[i + 1]}`);
      if (p) for (const g of p) c[g]++;
    }
  }
  return c;
}

function count(re: RegExp, s: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(s)) n++;
  return n;
}

function hostOf(u: string | undefined): string | undefined {
  if (!u) return undefined;
  try {
    return new URL(u).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/** Text of a subtree without script/style (static trees drop them already; rendered ones may not). */
function nodeText(n: PageNode, out: string[]): void {
  if (n.kind === 'text') {
    out.push(n.text);
    return;
  }
  if (SKIP_TEXT.has(n.tag)) return;
  for (const c of n.children) nodeText(c, out);
}

function textIn(n: PageNode): string {
  const parts: string[] = [];
  nodeText(n, parts);
  return parts.join(' ').replace(/[\s\u00a0]+/g, ' ').trim();
}

// Values are kept on a coarse grid: the forest's CART trees try a split between every two distinct values,
// so fewer distinct values train much faster, and nothing finer than this is signal.
const log1p = (x: number) => Math.round(Math.log1p(x) * 10) / 10;
const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : 0);
/** Occurrences per 100 words (floor of 50 words so tiny pages do not explode), to 0.1. */
const density = (n: number, words: number) => Math.round(((n * 100) / Math.max(words, 50)) * 10) / 10;

/** Extract the page-classifier feature vector of a page. */
export function pageFeatures(tree: PageTree, opts: PageFeatureOptions = {}): PageFeatures {
  const headTexts: string[] = [];
  const anchorTexts: string[] = [];
  const bodyParts: string[] = [];
  let links = 0;
  let docLinks = 0;
  let mailto = 0;
  let offsite = 0;
  let linkChars = 0;
  let tables = 0;
  let rows = 0;
  let items = 0;
  let images = 0;
  let forms = 0;
  let pre = 0;
  let below = 0;
  let up = 0;
  let back = 0;
  let partAnchors = 0;
  let upCourse = 0;
  const host = hostOf(tree.url);
  // The page's directory: a course home page links down into it, a part of a course site links back up.
  const dir = tree.url ? tree.url.replace(/[?#].*$/, '').replace(/[^/]*$/, '') : undefined;
  const parentDir = dir ? dir.replace(/[^/]*\/$/, '') : undefined;

  const visit = (n: PageNode): void => {
    if (n.kind === 'text') {
      bodyParts.push(n.text);
      return;
    }
    if (SKIP_TEXT.has(n.tag) || n.tag === 'head') return;
    switch (n.tag) {
      case 'a': {
        const href = n.href ?? n.attrs.href;
        if (href !== undefined) {
          links++;
          const t = textIn(n);
          anchorTexts.push(t);
          linkChars += t.length;
          if (/^mailto:/i.test(href)) mailto++;
          else {
            if (/^(?:home|back|return|up|top)\b|\b(?:home ?page|back to|return to|up to)\b/i.test(t)) back++;
            // A short link text that names a part of a course site ("Assignments", "Syllabus", "Staff").
            const at = tokens(t);
            if (at.length > 0 && at.length <= 3 && PART_GROUPS.some((g) => groupCounts(at)[g] > 0)) partAnchors++;
            // A link back to the course ("CS 211", "CS211 home") or to the index of the directory above.
            if (at.length > 0 && at.length <= 4 && (courseNos(t) > 0 || /^(?:course )?home(?: page)?$/i.test(t)) && /^(?:\.\.\/|\.\/?$|index\.\w+$|\/)/i.test(n.attrs.href ?? '')) upCourse++;
            if (dir && parentDir) {
              const h = href.replace(/[?#].*$/, '');
              if (h.startsWith(dir) && h.length > dir.length && !/\/(?:index|default|home)\.\w+$/i.test(h)) below++;
              else if (h === parentDir || (h.startsWith(parentDir) && !h.startsWith(dir) && /^[^/]*$/.test(h.slice(parentDir.length)) && /^(?:index|default|home)?(?:\.\w+)?$/i.test(h.slice(parentDir.length)))) up++;
            }
            if (DOC_EXT.test(href)) docLinks++;
            const h = hostOf(href);
            if (h && host && h !== host) offsite++;
          }
        }
        break;
      }
      case 'table':
        tables++;
        break;
      case 'tr':
        rows++;
        break;
      case 'li':
      case 'dd':
        items++;
        break;
      case 'img':
        images++;
        break;
      case 'form':
        forms++;
        break;
      case 'pre':
        pre++;
        break;
    }
    if (HEADING_TAGS.has(n.tag)) {
      const t = textIn(n);
      if (t) headTexts.push(t);
    } else if (EMPH_TAGS.has(n.tag) && !(n.parent && EMPH_TAGS.has(n.parent.tag))) {
      const t = textIn(n);
      if (t && t.split(' ').length <= 8) headTexts.push(t);
    }
    for (const c of n.children) visit(c);
  };
  visit(tree.root);

  const title = tree.title ?? '';
  const body = bodyParts.join(' ').replace(/[\s\u00a0]+/g, ' ');
  let urlPath = '';
  if (tree.url) {
    try {
      const u = new URL(tree.url);
      urlPath = decodeURIComponent(u.pathname);
    } catch {
      urlPath = tree.url;
    }
  }
  const zones: Zones = {
    title: tokens(title),
    // URL words split camel-case and digits ("HomeworkSolutions", "hw3") so "homework" / "hw" are seen.
    url: tokens(urlPath.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([a-zA-Z])(\d)/g, '$1 $2')),
    head: tokens(headTexts.join(' ')),
    anchor: tokens(anchorTexts.join(' ')),
    body: tokens(body),
  };
  const values: number[] = [];
  for (const z of ZONES) {
    const c = groupCounts(zones[z]);
    // Body counts are densities per 100 words (long pages must not win by length); other zones raw counts.
    for (const v of c) values.push(z === 'body' ? density(v, zones.body.length) : v);
  }
  const bodyWords = Math.max(zones.body.length, 1);
  const headJoined = headTexts.join(' \n ');
  const firstPerson = zones.body.reduce((s, t) => s + (FIRST_PERSON.has(t) ? 1 : 0), 0);
  const urlSegs = urlPath.split('/').filter(Boolean);
  const last = urlSegs[urlSegs.length - 1] ?? '';
  // URL shape: the deepest segment naming a course ("cs211", "CS410", "462.html") and what follows it.
  const segBase = (x: string) => x.replace(/\.\w+$/, '').toLowerCase();
  const indexLike = urlPath === '' || urlPath.endsWith('/') || /^(index|default|home|main|welcome)\.\w+$/i.test(last);
  const dirSegs = indexLike && !urlPath.endsWith('/') ? urlSegs.slice(0, -1) : urlSegs;
  let courseSeg = -1;
  dirSegs.forEach((sg, i) => {
    if (count(COURSE_NO_URL, `/${segBase(sg)}`) > 0) courseSeg = i;
  });
  const belowCourse = courseSeg < 0 ? -1 : dirSegs.length - 1 - courseSeg;
  const lastBase = segBase(last);
  const sameAsDir = !indexLike && urlSegs.length >= 2 && lastBase.length > 0 && segBase(urlSegs[urlSegs.length - 2]).replace(/[^a-z0-9]/g, '') === lastBase.replace(/[^a-z0-9]/g, '') ? 1 : 0;
  const lastTokens = tokens(lastBase.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ').replace(/([a-z])(\d)/g, '$1 $2'));
  const lastGroups = groupCounts(lastTokens);
  // also inside run-together file names ("coursestaff.html", "courseinfo.html", "hwsolutions.html")
  const glued = lastBase.replace(/[^a-z]/g, '');
  const fileIsPart = !indexLike && (PART_GROUPS.some((g) => lastGroups[g] > 0) || PART_WORDS.some((w) => glued.includes(w))) ? 1 : 0;
  // Title: the course number with the course's name, or the number with the name of a part of the site.
  const titleNoNum = title.replace(COURSE_NO, ' ').replace(COURSE_NO_CI, ' ').replace(/\b\d+\b/g, ' ');
  const tt = tokens(titleNoNum).filter((w) => !TITLE_NEUTRAL.has(w));
  const partWords = tt.filter((w) => PART_GROUPS.some((g) => groupCounts([w])[g] > 0)).length;
  const partShare = tt.length ? Math.round((partWords / tt.length) * 100) / 100 : 0;
  const courseNamed = courseNos(title) > 0 && partWords === 0 ? 1 : 0;
  const homeInfo = HOME_INFO.reduce((a, re) => a + (re.test(body) ? 1 : 0), 0);
  values.push(
    courseNos(title),
    count(COURSE_NO_URL, urlPath),
    courseNos(headJoined),
    density(courseNos(body), bodyWords),
    /(^|\/)~/.test(urlPath) ? 1 : 0,
    urlSegs.length,
    urlPath === '' || urlPath.endsWith('/') || /^(index|default|home|main)\.\w+$/i.test(last) ? 1 : 0,
    /(?:19|20)\d\d|(?:fall|spring|winter|summer|autumn|[fsw])-?\d\d\b/i.test(urlPath) ? 1 : 0,
    groupCounts(tokens(last.replace(/\.\w+$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ')))[SUBPAGE],
    count(COURSE_NO_URL, `/${last.replace(/\.\w+$/, '')}`) > 0 ? 1 : 0,
    log1p(below),
    up,
    back,
    /\b(?:19|20)\d\d\b/.test(title) ? 1 : 0,
    density(count(/\b(?:19|20)\d\d\b/g, body), bodyWords),
    density(count(DATE, body), bodyWords),
    density(count(WEEKDAY, body), bodyWords),
    count(MEETING, body),
    density(count(NUMBERED, body), bodyWords),
    count(NUMBERED, headJoined),
    density(firstPerson, bodyWords),
    log1p(zones.body.length),
    headTexts.length,
    log1p(links),
    ratio(docLinks, links),
    mailto,
    ratio(offsite, links),
    ratio(linkChars, body.length),
    tables,
    log1p(rows),
    log1p(items),
    images,
    forms,
    pre,
    zones.title.length,
    courseNamed,
    partShare,
    sameAsDir,
    belowCourse,
    fileIsPart,
    homeInfo,
    log1p(partAnchors),
    upCourse,
  );
  if (opts.headings ?? true) values.push(...headingClassFeatures(tree, opts.headingClassifier));
  return { values };
}
