/**
 * A link-score prior from cues that hold on any university web (no host names, no site paths), blended
 * with the learned link score:
 *
 * - anchor text or URL naming courses (course, class, teaching, current, a semester) or shaped like a
 *   course number (`CS414`, `CS 414`, `15-381`, `6.034`) → high;
 * - links from a course LISTING page (several course-number anchors) to course-numbered targets → higher;
 * - links from a page the critic judged a course HOME page into that course's own directory (its
 *   assignments, syllabus, staff, notes…) → low: WebKB's `course` is the home page, its subpages are not
 *   targets;
 * - sub-page words alone (homework, solutions, exams…) → somewhat low anywhere.
 */
import { GUEST_KEY, undatedPath, type LinkInstance } from './features.js';
import { dirOf, isBelow, isNonPageUrl, queryDelta } from './url.js';
import { titleParts, wordsRegExp } from './words.js';

/** Course-number shape in free text (anchor) or a path with `/`, `_`, `-` as separators. */
export const COURSE_CODE = /(^|[^a-z0-9])([a-z]{2,5}\s?-?\d{2,4}[a-z]?|\d{2}-\d{3}|\d{1,2}\.\d{3})(?![0-9])/i;
const COURSE_WORDS =
  /\b(courses?|class(es)?|teaching|current|semesters?|fall|spring|summer|autumn|winter|f9\d|s9\d|syllabi)\b|講義|授業|担当科目|開講科目|前期|後期|春学期|秋学期|课程|教学|강의|수업|교과목|학기|(?<!\p{L})(курс\p{L}*|учебн\p{L}* курс\p{L}*|дисциплин\p{L}*|преподавание|лекци\p{L}*|семестр\p{L}*|спецкурс\p{L}*|przedmiot\p{L}*|zajęcia|dydaktyka|wykład\p{L}*|semestr(u|ze|y|ów)?)(?!\p{L})/iu;
/**
 * The same cue among link features (stems: `courses` → `course`, `classes` → `classe`, `spring` → `spr`). The
 * stems of `course(s)`, `classes` and `spring` are left out: in the URL they mark a whole site's course tree
 * (every `/Info/Courses/…` link on WebKB Cornell, dead terms' lists on Texas), and adding them moved Cornell's
 * 90% mark from 364 to 385 fetches (8 seeds); in an anchor the words above catch them.
 */
const COURSE_KEYS = /^[au]:(class|teach|current|semester|fall|summer|autumn|winter|syllabi|kougi|kogi|jugyou?|jyugyou?)$/;
/**
 * A learning platform named in an anchor (`Moodle`, `Canvas`, `Blackboard Learn`, `VLE`): where a modern
 * university keeps its course sites, the era's equivalent of a `Courses` link. Anchor only (a host name is
 * site-specific); a platform behind its login page costs a fetch or two and is walled off (yield.ts).
 */
const LMS_WORDS = /\b(moodle|canvas|blackboard|sakai|brightspace|d2l|desire2learn|schoology|ilias|manaba|webclass|learning management system|lms|vle|virtual learning environment)\b/i;
/**
 * An anchor naming a course's site or a list of them (`Class Websites`, `CS class web pages`, `Course Home Pages`,
 * `Course website (Spring 2019)`): on every web measured, 1997 and modern, it led to a course list or a course's
 * home, while `Courses` alone as often leads to a catalogue or a degree's requirements.
 */
const COURSE_SITE_WORDS = wordsRegExp(
  '(course|class|module|lecture)(e?s)?\\s?(web\\s?sites?|web\\s?pages?|home\\s?pages?|pages|sites)' +
    '|(kurs|veranstaltungs|lehrveranstaltungs|vorlesungs)(web)?seiten?|sites? (web )?des cours|sitios? (web )?de(l| las?) (curso|asignatura)s?|pagin[ae] (web )?de[il] cors[oi]' +
    // a term's offerings (`Course offerings`, `Courses Winter 2020`, `Classes offered in the spring`): a list of a term's courses
    '|(course|class|module)\\s?offerings?|(courses|classes|modules)\\s(offered\\s)?((in|for)\\s)?(the\\s)?(fall|winter|spring|summer|autumn)',
  'iu',
);

/** What a course's own pages are called: not new courses. */
const SUBPAGE_WORDS =
  /\b(assignments?|homeworks?|hw\d*|syllabus|handouts?|lectures?|lecture notes|notes|exercises?|solutions?|sols?|exams?|midterms?|finals?|staff|grades?|grading|schedule|readings?|problem sets?|ps\d+|quiz(zes)?|projects?|labs?\d*|slides|announcements?|faq|policies|outline|calendar|topics?|resources|programs?|examples?|discussions?|sections?|recitations?|coursework|tutorials|practicals)\b/i;

/**
 * What a course's own pages are called in French, Swedish, Spanish, Portuguese, Italian and Dutch (`TD-TP`, `Annales`,
 * `Corrigés`, `Föreläsningar`, `Tentor`, `Apuntes`, `Listas de exercícios`, `Cronograma`, `Trabalhos`, `Esercitazioni`,
 * `Avvisi`, `Hoorcolleges`, `Rooster`): read between letters of any script, as `\b` cannot around `é` or `ö`.
 */
const FOREIGN_SUBPAGE_WORDS =
  /(?<![a-zà-ÿ])(td|tp|travaux (dirig|pratiq)[a-zé]*|annales|examens|partiels|corrig[ée]s|exercices|devoirs|polycopi[ée]s?|supports? de cours|emploi du temps|f[öo]rel[äa]sningar|[öo]vningar|laborationer|labbar|tentamen|tentor|inl[äa]mningsuppgifter|tareas|apuntes|ex[áa]menes|pr[áa]cticas|diapositivas|aulas|listas( de exerc[íi]cios)?|exerc[íi]cios|cronograma|provas|trabalhos|notas|avisos|material did[áa]tico|crit[ée]rios? de avalia[çc][ãa]o|lezioni|esercitazioni|avvisi|materiale didattico|esami|appelli|lucidi|dispense|(registro|diario) (delle )?lezioni|hoorcolleges|werkcolleges|rooster|mededelingen|opdrachten|tentamens|huiswerk|kadai|shiryou?|siryou?)(?![a-zà-ÿ])/i;

/**
 * A course's own pages in Japanese, Chinese and Korean (materials, slides, assignments, reports, exercises and
 * their answers, quizzes and exams, grades, notices, the schedule): no boundary to look for between their letters.
 */
const CJK_SUBPAGE_WORDS = /講義資料|授業資料|資料|スライド|課題|レポート|演習問題|解答|小テスト|試験|成績|お知らせ|掲示板|日程|予定|课件|讲义|作业|考试|成绩|通知|과제|강의자료|자료|시험|성적|공지/;

/**
 * A course's own pages in Russian and Polish (homework, assignments, lectures, seminars, materials, slides, grades and
 * statements, exams and tests, the schedule, reading, notices), by stem: the words inflect.
 */
const SLAVIC_SUBPAGE_WORDS =
  /(?<!\p{L})(wykłady|ćwiczenia|zadania|listy zadań|materiały|ogłoszenia|oceny|wyniki|terminy|literatura|slajdy|zaliczenie|kolokwium|egzamin|домашн\p{L}* задани\p{L}*|задани[яей]\p{L}*|дз|лекции|семинары|материалы|слайды|презентации|оценки|ведомост\p{L}*|экзамен\p{L}*|контрольн\p{L}*|расписание|литература|объявления|решения|лабораторн\p{L}* работ\p{L}*)(?!\p{L})/iu;

/** Whether `t` names a course's own page (a subpage word of any language above). */
function subpageWord(t: string): boolean {
  return SUBPAGE_WORDS.test(t) || FOREIGN_SUBPAGE_WORDS.test(t) || CJK_SUBPAGE_WORDS.test(t) || SLAVIC_SUBPAGE_WORDS.test(t);
}

/**
 * A course named by its topics (`Special Topics in Computing`, `CS395T: Topics in Networks`, `Selected Topics`):
 * the course itself, not its `Topics` page. Left out before the subpage words are read.
 */
const TOPICS_COURSE = /\b((special|selected|advanced|current|recent|emerging)\s+topics?|topics?\s+(in|on|of|for))\b/giu;

/**
 * A course named by its project (`CS-213 Team Project (2009/10)`, `COMP3001 Individual Project`, `Senior Design
 * Project`, `Software Development Project`, `IT Project Management`): UK final-year and group project modules, US
 * capstones, project courses. Left out as topics courses are.
 */
const PROJECT_COURSE =
  /\b(individual|independent|team|group|final[- ]year|third[- ]year|honours|honors|msc|bsc|capstone|senior|design|research|masters?|development|engineering|industry|industrial)\s+projects?\b|\bprojects?\s+management\b/giu;

/** Whether a title or a path's last name names a course's own page rather than the course (topics courses left out). */
function namesSubpage(text: string): boolean {
  const t = text.replace(TOPICS_COURSE, ' ').replace(PROJECT_COURSE, ' ');
  return subpageWord(t) || WRITTEN_SUBPAGE_WORDS.test(t);
}

/**
 * A course's pages that courses.jsonl writes as its subpages, not the crawl's subpage words: `Assessment | CS4248`
 * (layouts G and H wrote a course site's `assessment/` page as a home of its own when its home was missed). The
 * crawl's link prior is left as it was.
 */
const WRITTEN_SUBPAGE_WORDS = /\bassessments?\b/i;
/**
 * A course site's page by its path's last name alone (`…/comp2008/2019-20/about/`, `…/admin`, a Google Sites course's
 * `…/avaliação`, `…/internet-of-things/materials`: layout M wrote two such pages as homes), as written: a whole name only
 * (`Avaliação de Desempenho` is a course).
 */
const WRITTEN_SUBPAGE_NAME = /^(about|assessments?|admin|overview|contact|info|(course )?materials?|avalia[çc][ãa]o|crit[ée]rios de avalia[çc][ãa]o|bibliografia)$/iu;

/**
 * A title naming a list of courses (`Course list 2019-20`, `Courses`, `Modules`), not one course: a listing
 * whatever its rows look like (module codes such as `INF4-PF` have no course number's shape).
 */
const COURSE_LIST_TITLE = wordsRegExp(
  'courses|modules|classes|course (list|listing|index|offerings?|directory|overview)' +
    // in the critic's other languages (a German faculty's `Lehrveranstaltungen SS 2020` was taken for a course)
    '|lehrveranstaltungen|vorlesungsverzeichnis|lehrangebot|kursangebot|liste des cours|enseignements|asignaturas|disciplinas|corsi|insegnamenti|vakken|cursussen' +
    // Japanese, Chinese, Korean: a list of classes, lectures or subjects, the courses one teaches
    '|(授業|講義|科目|开设课程|课程|課程|강의|교과목|과목)\\s?(一覧|リスト|列表|目录|목록)|担当(授業|講義|科目)|開講科目|开设课程|개설\\s?(과목|강좌)' +
    // Russian: courses, disciplines, lecture courses, special courses, a list of courses, the courses taught
    '|курсы|учебные курсы|дисциплины|учебные дисциплины|курсы лекций|спецкурсы|список курсов|читаемые курсы|преподаваемые дисциплины' +
    // Polish: subjects, a list of subjects, the classes one teaches
    '|przedmioty|lista przedmiotów|wykaz przedmiotów|prowadzone zajęcia|zajęcia dydaktyczne',
  'iu',
);

/**
 * A title that is a term's teaching and nothing else (`Teaching Winter term 2018/19 – Chair of Computer Vision`,
 * `Lehre SS 2019 | …`): a group's list of its courses. Its first part only: `Teaching Assistants` or a
 * course named `Teaching Methods` says something else.
 */
const TEACHING_TITLE = /^(teaching|lehre|lehrangebot)(\s+(in\s+)?(the\s+)?((winter|summer|spring|fall|autumn|sommer|ws|ss|wise|sose)(semester)?\s*(term|semester)?)?[\s\d/-]*)?$/iu;

/** Whether a page's title names a list of courses (and no course number of its own; a year is not one). */
export function namesCourseList(title: string): boolean {
  const first = (titleParts(title)[0] ?? '').trim();
  return (COURSE_LIST_TITLE.test(title) || TEACHING_TITLE.test(first)) && !COURSE_CODE.test(title.replace(/\b(19|20)\d\d([-/]\d\d(\d\d)?)?\b/g, ' '));
}

/** Photo galleries, image and video pages (a modern web has thousands, each with prev/next and size links): words and camera file names, of any era. */
const MEDIA_WORDS = /\b(photos?|photo ?gallery|galler(y|ies)|albums?|slide ?shows?|pictures?|pics|images?|thumbnails?|thumbs|videos?|media|img[ _-]?\d+|dsc[ _-]?\d+|p\d{6,})\b/i;

const MEDIA_NUMBER = /\b(photos?|pics?|pictures?|images?|img|dsc[nf]?|videos?|albums?|slides?|thumbs?)[ _-]?\d+/gi;

/**
 * People lists are hubs of hubs: faculty list → a professor's page → the courses she teaches (on both dev
 * webs 13 / 33 of the course pages are reached only that way). Words, not site paths.
 */
const FACULTY_WORDS = /\b(faculty|professors?|profs?|instructors?|lecturers?|teaching staff)\b/i;
/** Lists of people in Russian and Polish: the teachers, the staff (`Преподаватели`, `Сотрудники кафедры`, `Pracownicy`, `Kadra naukowa`). */
const SLAVIC_FACULTY = /^\s*(преподаватели|сотрудники|профессорско-преподавательский состав|преподавательский состав|персонал|pracownicy|kadra( naukowa| dydaktyczna)?|nauczyciele akademiccy)(\s|$)/iu;
const SLAVIC_PEOPLE = /^\s*(студенты|аспиранты|выпускники|участники|персональные страницы|doktoranci|studenci|strony domowe)(\s|$)/iu;
const PEOPLE_WORDS = /\b(people|personal( pages?)?|home ?pages|homepages|persons|members|(graduate |grad |ph\.? ?d\.? )?students?|grads|researchers|directory)\b/i;

/**
 * Lists of people in Japanese, Chinese and Korean, by the head noun their names end with (`教員一覧`, `教員紹介`,
 * `教員`, `师资队伍`, `교수진`; `メンバー`, `研究者一覧`, `学生`): `教員公募` (faculty recruiting) is about something else.
 */
const CJK_FACULTY = /(^|[\s(（])(教員|教職員|教授陣|スタッフ|师资|教师|教師|교수진|교수)(一覧|紹介|名簿|リスト|情報|队伍|名录|列表|名錄|소개|목록)?[\s)）]*$/u;
const CJK_PEOPLE = /(^|[\s(（])(メンバー|構成員|研究者|学生|在学生|成员|人员|구성원|연구원)(一覧|紹介|名簿|リスト|情報|列表|목록)?[\s)）]*$/u;

/** Words that end the name of a list of people: the people themselves, or the list (`Faculty Directory`, `Personal Pages`). */
const LIST_HEAD = /^(faculty|professors?|profs?|instructors?|lecturers?|staff|people|persons|personnel|members|researchers|students?|grads|list(ing)?s?|director(y|ies)|pages|homepages|index|roster|profiles|bios)$/i;

/**
 * Whether a phrase names a list of people: a people word, and the phrase's head noun (its last word, before
 * any `of`/`at`/`in` and trailing years) is one of the people or a list. `Faculty Recruiting 1996-97` and
 * `Student Organizations` mention people but are about something else ('mention').
 */
export function namesPeople(text: string): 'faculty' | 'people' | 'mention' | undefined {
  if (CJK_FACULTY.test(text)) return 'faculty';
  if (CJK_PEOPLE.test(text)) return 'people';
  if (SLAVIC_FACULTY.test(text)) return 'faculty';
  if (SLAVIC_PEOPLE.test(text)) return 'people';
  let mention = false;
  for (const [i, seg] of text.split(/\s[-|–—:]\s|[:|()]/).entries()) {
    // After the first part, "Faculty of …" names the unit a page belongs to (every page of a German faculty's
    // site ends `- Faculty of Computer Science - TU …`), not a list of its faculty.
    if (i > 0 && /^\W*faculty\s+of\b/i.test(seg)) {
      mention = true;
      continue;
    }
    const phrase = seg.split(/\b(?:of|at|in|for|from|on|by)\b/i)[0];
    const faculty = FACULTY_WORDS.test(phrase);
    if (!faculty && !PEOPLE_WORDS.test(phrase)) continue;
    const head = phrase.match(/[a-z]+/gi)?.pop() ?? '';
    if (!LIST_HEAD.test(head)) {
      mention = true;
      continue;
    }
    return faculty ? 'faculty' : 'people';
  }
  return mention ? 'mention' : undefined;
}

/** What kind of people list a page is, from its title, its URL's last segments and the anchor that led to it: faculty, other people, or none. */
export function peopleListKind(title: string, url: string, anchor = ''): 'faculty' | 'people' | undefined {
  const tail = pathOf(url).split('/').slice(-2).join(' ').replace(/[_.-]+/g, ' ').replace(/ (s?html?|php|aspx?)$/i, '');
  if (COURSE_WORDS.test(title)) return undefined;
  const kinds = [namesPeople(title), namesPeople(tail), namesPeople(anchor)];
  // A title about something else that mentions people (`The grads Archives`: a mailing list's) outweighs a
  // generic people word in its URL or anchor (`pipermail/grads/`); a faculty one still counts (`Faculty
  // Research Interests` at `faculty-list.html` lists the faculty).
  if (kinds[0] === 'mention' && !kinds.includes('faculty')) return undefined;
  if (kinds.includes('faculty')) return 'faculty';
  if (kinds.includes('people')) return 'people';
  return undefined;
}

export interface PriorContext {
  /** The critic judged the source page a course home page. */
  srcCourseHome: boolean;
  /** Directory of the source page (`…/`). */
  srcDir: string;
  /** The source page links to many course-number anchors: a course listing. */
  srcListing: boolean;
  /** The source page is a course page (home or one of its subpages). */
  srcCourse?: boolean;
  /** The source page's URL (its course number, if any). */
  srcUrl?: string;
  /** The source page is a list of people (a faculty list, a students list): its links lead to people's pages. */
  srcPeople?: 'faculty' | 'people';
}

/** Season names and their term-code letters, each to one season (autumn is fall). */
const SEASONS: [RegExp, string][] = [
  // Swedish terms: hösttermin `HT19`, vårtermin `VT20` (`ht-2014`, `vt15`).
  [/^(fall|autumn|fa|au|f|ht)$/, 'fall'],
  [/^(spring|sp|s|vt)$/, 'spring'],
  [/^(summer|su|u)$/, 'summer'],
  [/^(winter|wi|w)$/, 'winter'],
];
const season = (t: string) => SEASONS.find(([re]) => re.test(t))?.[1];
const YEAR = /^((19|20)\d\d|\d\d)$/;

/**
 * `year` and `next` are a whole segment's year and semester (`2019-2/`, `2018.1/`, `2019-s2.html`): not a date
 * (`2019-2-15`), nor the end of a slug (`…-hackathon-2019-2/`: WordPress numbers a repeated slug so).
 */
function yearSemester(path: string, year: string, next: string): boolean {
  if (!/^s?[1-3]$/.test(next)) return false;
  return new RegExp(`(^|/)${year}[-_.]${next}(/|\\.[a-z]{2,5}$|$)`).test(path);
}

/**
 * The term a URL's path names, as a key (`fall 95` for `Fall-95/`, `f95`, `95F`, `fall1995`; `winter 20` for
 * `20wi`; '' for none): a term code, or a season word with the year beside it, or a season word alone. Two
 * offerings of one course differ in it. `Current/` names no term: it is whichever term is on.
 */
export function termsOf(url: string): string {
  const path = pathOf(url).toLowerCase();
  const tokens = path.split(/[^a-z0-9]+/).filter(Boolean);
  // A term by the month it starts, in one segment (`~csc148h/2018-09/`, `2019_01`); not a day's date (`2018-09-14`).
  const months = new Set(path.match(/(?<![0-9])(?:19|20)\d\d[-_](?:0[1-9]|1[0-2])(?![-_.]?[0-9])/g)?.map((m) => m.replace('_', '-')));
  const out = new Set<string>();
  let ayAt = -9;
  tokens.forEach((t, i) => {
    // an academic year (UK module pages by year): `2014-15`, `2014_15`, `1415`, `1920`, `2015-2016`
    if (/^\d{4}$/.test(t)) {
      const next = tokens[i + 1];
      if (next !== undefined && /^\d\d$/.test(next) && (Number(t.slice(2)) + 1) % 100 === Number(next)) out.add(`ay ${t.slice(2)}`);
      else if (next !== undefined && /^(19|20)\d\d$/.test(t) && Number(next) === Number(t) + 1) out.add(`ay ${t.slice(2)}`);
      else if ((Number(t.slice(0, 2)) + 1) % 100 === Number(t.slice(2))) out.add(`ay ${t.slice(0, 2)}`);
      else if (next !== undefined && months.has(`${t}-${next}`)) {
        out.add(`m ${t.slice(2)}-${next}`);
        return;
      } else if (next !== undefined && /^(19|20)\d\d$/.test(t) && yearSemester(path, t, next)) {
        // a calendar year and its semester (Brazil, Japan, Korea, Russia): `2019-2`, `2019.2`, `2019_1`, `2019-s2`
        out.add(`y ${t.slice(2)} s${next.replace(/^s/, '')}`);
        return;
      } else return;
      ayAt = i;
      return;
    }
    // an academic year and its semester in one (Singapore, Hong Kong): `AY1920S2`, `ay1415s1`, `1920s2`, `AY1819ST1`
    const ay = /^(?:ay)?(\d\d)(\d\d)(?:(s|st|sem)(\d))?$/.exec(t);
    if (ay && (ay[3] || t.startsWith('ay')) && (Number(ay[1]) + 1) % 100 === Number(ay[2])) {
      out.add(`ay ${ay[1]}`);
      if (ay[3]) out.add(`${ay[3] === 'st' ? 'st' : 's'}${ay[4]}`);
      return;
    }
    // a calendar year and its semester in one: `2019s2`, `2019sem1` (after the academic year's `1920s2`)
    const ys = /^((?:19|20)\d\d)(?:s|sem)([1-3])$/.exec(t);
    if (ys) {
      out.add(`y ${ys[1].slice(2)} s${ys[2]}`);
      return;
    }
    // the semester after an academic year (`2015-2016-sem1`, `2019-20/s2`)
    const sem = /^(s|st|sem|semester)(\d)$/.exec(t);
    if (sem && i - ayAt <= 2) {
      out.add(`${sem[1] === 'st' ? 'st' : 's'}${sem[2]}`);
      return;
    }
    // a term code: `20wi`, `96F`, `sp20`, `f96`, `fall2019`
    const m = /^(\d\d|\d{4})([a-z]{1,6})$/.exec(t);
    const r = m ? undefined : /^([a-z]{1,6})(\d\d|\d{4})$/.exec(t);
    const [num, word] = m ? [m[1], m[2]] : r ? [r[2], r[1]] : [];
    if (num && word) {
      const s = season(word);
      if (s && YEAR.test(num)) out.add(`${s} ${num.slice(-2)}`);
      return;
    }
    const s = t.length > 2 || t === 'ht' || t === 'vt' ? season(t) : undefined;
    if (!s) return;
    const y = [tokens[i + 1], tokens[i - 1]].find((x) => x !== undefined && YEAR.test(x));
    out.add(y ? `${s} ${y.slice(-2)}` : s);
  });
  return [...out].sort().join(' ');
}

/**
 * Terms' offerings a page links below its own directory (`cse410/` → `cse410/19sp/`, `19au/`, `20wi/`): a page
 * that links two or more is the index of a course's offerings, not one offering's home, and the offerings are
 * course homes of their own, not its subpages.
 */
export function offeringsBelow(links: LinkInstance[], pageUrl: string): number {
  const own = termsOf(pageUrl);
  // A page of one term's offering links the other terms' as its peers (a wiki's `COMP2004_2016-17` its `…_2017-18`
  // beside it): only an offering's own subtree could hold offerings below it.
  const path = pageUrl.replace(/[?#].*$/, '');
  const dir = own ? (path.endsWith('/') ? path : `${path}/`) : path.replace(/[^/]*$/, '');
  const seen = new Set<string>();
  for (const l of links) {
    // An offering is a page: `vt15/f/F01.pdf` is a lecture's slides (Swedish `F1`–`F15`), not Fall 2001's course.
    const t = isBelow(l.url, dir) && !isNonPageUrl(l.url) ? termsOf(l.url) || termsOfRefinement(l.url, pageUrl) : '';
    if (t && t !== own) seen.add(t);
  }
  return seen.size;
}

/** A query parameter naming a semester by its number (`sem=2`, `semester=1`). */
const SEMESTER_KEY = /^(sem|semester)$/i;

/**
 * The term a link adds to its page's own query (`Module.aspx?code=CS2030` → `…?code=CS2030&acadYear=2019-2020&sem=2`
 * names `ay 19 s2`), read as `termsOf` reads a path; '' for any other link. A page addressed by query lists its
 * offerings as refinements of itself, not below its directory (layout H: seven module overviews written as homes).
 */
function termsOfRefinement(linkUrl: string, pageUrl: string): string {
  const d = queryDelta(linkUrl, pageUrl);
  // A refinement keeps every argument of the page and adds keys of its own (another `code=` is another page).
  if (!d || d.dropped.length || !d.added.length) return '';
  const mine = new URL(pageUrl).searchParams;
  if (d.added.some(([k]) => mine.has(k))) return '';
  const added = d.added.map(([k, v]) => (SEMESTER_KEY.test(k) ? `sem${v}` : v));
  return termsOf(`${new URL(linkUrl).origin}/${added.map(encodeURIComponent).join('/')}/`);
}

/**
 * Pages of its own a page links below its directory, neither another term's offering nor an alias of one
 * (`current/`, `latest/`) nor the directory itself (`?C=M;O=D`, `index.html`): a module's page that keeps its past
 * years below it (`comp2022/2016-17/`, `2017-18/`) and its own `lectures/`, `coursework/`, `assessment/` is this
 * year's offering, not an index of offerings (layout G wrote eleven such homes as lists, and their subpages as
 * homes).
 */
export function ownPagesBelow(links: LinkInstance[], pageUrl: string): number {
  const path = pageUrl.replace(/[?#].*$/, '');
  const dir = dirOf(pageUrl);
  const seen = new Set<string>();
  for (const l of links) {
    const p = l.url.replace(/[?#].*$/, '');
    if (!isBelow(p, dir) || p === path) continue;
    const first = p.slice(dir.length).split('/')[0];
    if (termsOf(l.url) || OFFERING_ALIAS.test(first) || /^(index|default|home)\.[a-z]{2,5}$/i.test(first)) continue;
    seen.add(first.replace(/\.[a-z0-9]{1,5}$/i, '').toLowerCase());
  }
  return seen.size;
}

const OFFERING_ALIAS = /^(current|latest|now|this[-_]?(year|term|semester)|next|archives?|past|previous|older|old|all)(\.[a-z]{2,5})?$/i;

/**
 * Whether `u` is the page of a term-named directory (or file) right below `dir` (`cse501/19au/` below
 * `cse501/`) naming another term than `dir` does: another offering of the course whose page owns `dir`, not
 * that page's own subpage. A course's page listing a single offering is no list (`offeringsBelow`), yet its
 * offering is a home.
 */
export function offeringUnder(u: string, dir: string, grouped = false): boolean {
  if (!u.startsWith(dir)) return false;
  // The offering's own page only: below it lie its subpages (WebKB Cornell: `cs718/fall1995/ddhung/`, a
  // student's project in the course's term).
  // `grouped`: or one level further, below a segment that names no term (a course web's rounds,
  // `course/DD2421/subgroup/ht-2014-90282/`; layout L wrote 13 rounds as their course page's subpages). The
  // grouping segment is optional and lazy: `19au/index.html` is the offering `19au/`, not `index.html` below it.
  const m = /^(?:([^/?#]+)\/)??([^/?#]+)\/?(?:(?:index|default|home)\.[a-z]{2,5})?$/i.exec(u.slice(dir.length));
  const group = m?.[1];
  if (!m || (group !== undefined && (!grouped || termsOf(`https://x/${group}/`) !== ''))) return false;
  const t = termsOf(`https://x/${m[2]}/`);
  // A grouped one names its year (a blog's `tag/winter/` is no offering).
  return t !== '' && t !== termsOf(dir) && (group === undefined || /\d/.test(t));
}

/** Course numbers (digits) in a URL path: `…/CS631/projects.html` → {631}. */
export function courseNumbers(url: string): Set<string> {
  const out = new Set<string>();
  const re = /(?:^|[^a-z0-9])[a-z]{0,5}[\s-]?(\d{3,4})[a-z]?(?![0-9])/gi;
  for (const m of pathOf(url).matchAll(re)) out.add(m[1]);
  return out;
}

/**
 * A course's own numbered item (`Disc 12`, `HW 10`, `Lecture 14`, `Week 11`, `Sheet 10`): a number's shape, not a
 * course code's. A course home linking its discussions 10–13 was taken for a list of courses and its pages for
 * homes (layout E: 300 subpages of 40 course sites).
 */
const ITEM_WORDS =
  'disc(ussion)?s?|dis|hw|homeworks?|labs?|lec(ture)?s?|weeks?|proj(ect)?s?|quiz(zes)?|exams?|midterms?|sec(tion)?s?|ch(apter)?s?|problems?|psets?|assignments?|tut(orial)?s?|parts?|units?|sol(ution)?s?|sheets?|exercises?|days?|sessions?|modules?|lessons?|topics?|readings?|rec(itation)?s?|slides?|notes|blatt|übung|uebung|vorlesung' +
  // French, Swedish, Spanish: a lecture (`CM 10`), a tutorial or lab (`TD 3`, `TP 2`), a session, a sheet, an exercise
  '|cm|td|tp|s[ée]ances?|semaines?|chapitres?|devoirs?|projets?|partiels?|examens?|feuilles?|fiches?|exercices?|le[çc]ons?|f[öo]rel[äa]sning(ar)?|[öo]vning(ar)?|uppgift(er)?|laboration(er)?|clases?|tareas?|pr[áa]cticas?' +
  // Italian and Dutch (layouts M, N): `Lezione 3`, `Esercitazione 4`, `Settimana 2`, `hc03`, `Werkcollege 4`, `Opdracht 2`
  '|lezion[ei]|esercitazion[ei]|eserciz[io]|settiman[ae]|capitol[oi]|compit[oi]|hc|wc|hoorcolleges?|werkcolleges?|opdracht(en)?|deeltoets(en)?|hoofdstuk(ken)?';
const NUMBERED_ITEM = new RegExp(`(^|[^a-z])(${ITEM_WORDS})\\s?-?\\d+`, 'gi');

/**
 * A date or a term in an anchor (`Mon Aug 29 - Sun Sep 4`, `May 2019`, `Fall 2016`, `fa19`, `WS 2019`): a month's or a
 * season's name then a number, a course code's shape. A Moodle course's week sections, linked by their dates, made it
 * a list of 13 courses, and a course site's links to its other terms (`Fall 2015`, `Fall 2018`) one of 3: neither
 * was taken for a course home, and a Moodle course's week sections, no longer its own, became 130 false homes.
 */
const DATE_OR_TERM =
  /(^|[^a-z])((jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s?(\d{1,2}(st|nd|rd|th)?|(19|20)\d\d)(?![0-9])|(fall|spring|summer|winter|autumn|term|semester)\s?-?(19|20)\d\d|(fa|sp|su|wi|au|ss|ws)\s?-?(19|20)?\d\d(?![0-9]))/gi;

/**
 * Months and terms in the languages of layout D and K and their neighbours (`mars 2020`, `février 2019`, `juin 2019`,
 * `Oktober 2019`, `semestre 2019`, `HT19` / `VT 2020`): a French department's news archive (`mars 2020`, `février 2020`,
 * …) made each of its course pages a list of five courses.
 */
const FOREIGN_DATE_OR_TERM = new RegExp(
  `(^|[^a-zà-ÿ])((janvier|janv|f[ée]vrier|f[ée]vr|mars|avril|avr|mai|juin|juillet|juil|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|d[ée]c|januar|j[äa]nner|februar|m[äa]rz|maerz|juni|juli|oktober|okt|dezember|dez|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|dezembro|januari|februari|maart|mei|augustus|maj|augusti)\\.?\\s?(\\d{1,2}|(19|20)\\d\\d)|(automne|printemps|[ée]t[ée]|hiver|semestre|wintersemester|sommersemester|wise|sose|oto[ñn]o|primavera|invierno|verano|h[öo]st|v[åa]r|h[öo]sttermin|v[åa]rtermin)\\s?-?(19|20)\\d\\d|(ht|vt)\\s?-?(19|20)?\\d\\d)(?![0-9])`,
  'gi',
);

/**
 * A year after a lower-case or capitalised word (`Nuit de l'Info 2018`, `Open Day 2020`) and the pandemic's name
 * (`COVID-19`): an event's or a news item's name, not a course code (`COMP 2012`, `CS 2110` are upper case).
 */
const WORD_YEAR = /(^|[^A-Za-z])([A-Z]?[a-z]+\s(199\d|20[0-2]\d|2030)|covid-?19|sars-cov-?2)(?![0-9])/gi;

/** An anchor without what only looks like a course number in it: dates, terms, event years. */
function undated(anchor: string): string {
  return anchor.replace(DATE_OR_TERM, ' ').replace(FOREIGN_DATE_OR_TERM, ' ').replace(WORD_YEAR, (m, pre: string, w: string) => (/^(covid|sars)/i.test(w) || !/^[A-Z]{2,}/.test(w) ? `${pre} ` : m));
}

/** A text without its course's own numbered items (`HW 10`), dates, terms and event years: what may name course codes. */
function codeText(text: string): string {
  return undated(text.replace(NUMBERED_ITEM, ' '));
}

/** An anchor's course number, its course's own numbered items (`HW 10`), dates and terms (`Aug 29`, `Fall 2016`) left out. */
function anchorCode(anchor: string): RegExpExecArray | null {
  return COURSE_CODE.exec(codeText(anchor));
}

/** Every course code in a text (`matchAll` copies it, so one is shared). */
const COURSE_CODES = new RegExp(COURSE_CODE.source, 'gi');

/**
 * A Moodle activity's or resource's page (`/mod/page/view.php?id=213428`, `/mod/assign/view.php`): one of a course's
 * pages, never its home (the software's URL shape, on every Moodle site).
 */
const MOODLE_ACTIVITY = /\/mod\/(page|resource|assign|quiz|forum|url|folder|book|lesson|wiki|glossary|choice|feedback|workshop|scorm|lti|data|chat|survey|label|h5pactivity|hsuforum|turnitintooltwo)\/view\.php$/i;

/**
 * A title part that is a course's numbered item (`Week 10`, `Lecture 3`, `Homework 2`): spelled out, one or two
 * digits — a class schedule's `LEC 001` is a section of the course, written as its home.
 */
const NUMBERED_ITEM_TITLE =
  /^(weeks?|woche|semaine|semana|settimana|lectures?|homeworks?|hw|labs?|assignments?|tutorials?|sessions?|topics?|chapters?|quiz(zes)?|exams?|problem sets?|psets?|readings?|sheets?|exercises?|recitations?|übung|übungsblatt|vorlesung)\s?-?\d{1,2}$/i;

/** A title that is a page path (`講義/2018/数値計算法/課題 - 情報工学科Wiki`): its last name. */
const WIKI_PATH_TITLE = /^(?:[^\s/|]+\/)+([^/|]+?)(?:\s[-|–—]\s|$)/u;

/** A title's parts, split at its separators and colons (`COMP3004: Week 10` → `COMP3004`, `Week 10`). */
function titleSegments(title: string): string[] {
  return titleParts(title).flatMap((p) => p.split(/:\s+/)).map((t) => t.trim()).filter(Boolean);
}

/** A whole name that is a course's numbered item (`proj2`, `week 3`, `hw10`). */
const NUMBERED_ITEM_NAME = new RegExp(`^(${ITEM_WORDS})\\s?-?\\d+$`, 'i');

/** The number of a course code match (`CS 516` → `516`, `INF2011L` → `2011`). */
function codeNumber(m: RegExpExecArray | null): string | undefined {
  return (m && /(\d{2,4})[a-z]?$/i.exec(m[2].replace(/\s+/g, ''))?.[1]) ?? undefined;
}

/**
 * Whether a title names one course by its code (`VLIN505 - Analyse numérique - Département d'Informatique`): the
 * page is that course's, whatever other courses it links (a SPIP article's `Dans la même rubrique` sidebar lists the
 * year's seven other modules; a WordPress page's news widget names others).
 */
export function namesOneCourse(title: string): boolean {
  const numbers = new Set<string>();
  for (const m of codeText(title).matchAll(COURSE_CODES)) {
    const n = codeNumber(m as RegExpExecArray);
    if (n) numbers.add(n);
  }
  return numbers.size === 1;
}

/**
 * Distinct course numbers named by a page's anchors other than the page's own (`CS516` lectures on CS516's page do
 * not count): a list of courses names several. The page's own are named by its URL or its title (a CMS addresses it
 * `spip.php?article230`, titled `VLIN505 - Analyse numérique`).
 */
export function otherCourseNumbers(links: LinkInstance[], pageUrl: string, title = ''): number {
  const own = courseNumbers(pageUrl);
  const t = codeNumber(anchorCode(title));
  if (t) own.add(t);
  const seen = new Set<string>();
  for (const l of links) {
    const n = codeNumber(anchorCode(l.anchor));
    if (n && !own.has(n)) seen.add(n);
  }
  return seen.size;
}

/**
 * Course-number anchors on a page: a listing has several. Dates and terms do not count; a course's numbered items
 * still do here (a page linking `HW 1`…`HW 9` raises its course-numbered links' prior, as it did before dates were
 * told apart: only the listing test above leaves them out).
 */
export function codeAnchorCount(links: LinkInstance[]): number {
  let n = 0;
  for (const l of links) if (COURSE_CODE.test(undated(l.anchor))) n++;
  return n;
}

function pathOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return url;
  }
}

/** Prior course-link score in [0, 1]. */
export function linkPrior(l: LinkInstance, ctx: PriorContext): number {
  const path = pathOf(l.url);
  const pathWords = path.replace(/[/_.~-]+/g, ' ');
  // `photo-45`, `IMG_1234`, `album-12` have a course number's shape: numbered media, not courses.
  const code = COURSE_CODE.test(l.anchor.replace(MEDIA_NUMBER, ' ')) || COURSE_CODE.test(undatedPath(path).replace(/[/_~]+/g, ' ').replace(/\.[a-z]+$/i, '').replace(MEDIA_NUMBER, ' '));
  const words = COURSE_WORDS.test(l.anchor) || LMS_WORDS.test(l.anchor) || l.keys.some((k) => COURSE_KEYS.test(k));
  const sub = subpageWord(l.anchor) || subpageWord(path.split('/').pop() ?? '') || subpageWord(pathWords.split(' ').slice(-2).join(' '));
  const below = l.url.startsWith(ctx.srcDir) && ctx.srcDir.length > 8;
  if (ctx.srcCourseHome && below) return code && !sub ? 0.3 : 0.03;
  if (ctx.srcCourse && ctx.srcUrl && code) {
    // From a course's pages to pages named by the same course number: its students' projects, mirrors, not a new course.
    // A link to another term's offering of the course (`cse331/20wi/` from `cse331/19au/`) is another course
    // page. A page naming no term may be the same offering's (WebKB: `mhr/681/681.html` → `Fall-95/CS681/19.html`).
    const mine = courseNumbers(ctx.srcUrl);
    if ([...courseNumbers(l.url)].some((n) => mine.has(n))) {
      const [to, from] = [termsOf(l.url), termsOf(ctx.srcUrl)];
      if (!to || !from || to === from) return 0.05;
    }
  }
  let s = 0.15;
  if (words) s += 0.3;
  if (COURSE_SITE_WORDS.test(l.anchor)) s += 0.25;
  if (code) s += 0.4;
  if (ctx.srcListing && code) s += 0.2;
  // A learning platform's course marked open to visitors, among its walled ones (layout J: 34 guest Moodle courses
  // among 1,260 in 117 category listings).
  if (l.keys.includes(GUEST_KEY)) s += 0.25;
  let peopleList = false;
  if (!words && !code && !ctx.srcCourse) {
    // A link to a people list (hubs of hubs), or from one to a person's page (a hub).
    const last = (path.split('/').filter(Boolean).pop() ?? '').replace(/\.[a-z]+$/i, '').replace(/[_.-]+/g, ' ');
    // The anchor names the list; an empty or unhelpful one leaves it to the URL (`faculty-list.html`).
    const a = namesPeople(l.anchor);
    const kind = a === 'faculty' || a === 'people' ? a : (namesPeople(last) ?? a);
    peopleList = kind === 'faculty' || kind === 'people';
    if (ctx.srcPeople === 'faculty' || kind === 'faculty') s += 0.25;
    else if (kind === 'people') s += 0.2;
    else if (ctx.srcPeople === 'people' || kind === 'mention') s += 0.1;
  }
  // `Faculty/Staff Directory` is a people list, not a course's staff page.
  if (sub && !peopleList) s *= code ? 0.7 : 0.4;
  if (!code && !words && MEDIA_WORDS.test(`${l.anchor} ${pathWords.split(' ').slice(-3).join(' ')}`)) s *= 0.4;
  return Math.max(0, Math.min(1, s));
}

/**
 * Whether a page judged a course page is a course's home rather than one of its subpages. `asWritten`, the reading
 * of courses.jsonl (the crawl's own learning keeps the plain one, see crawler.ts): a title or directory naming a
 * course by its topics (`Special Topics in Computing`) is no subpage, nor is a page its URL names after a course
 * (`~ada/teaching/cs1110-spring2011.html`, `…/teaching/cs4740-fa2013/`) whose title names no course: a one-page
 * course is often titled `Syllabus` (layout F: 10 of 295 homes).
 */
export function looksLikeSubpage(url: string, title: string, asWritten = false): boolean {
  const sub = asWritten ? namesSubpage : subpageWord;
  // A wiki's subpage is titled by its page's path (PukiWiki's `講義/2018/数値計算法/課題`, MediaWiki's `CSE332/Homework`):
  // its last name says what it is, whatever course words its parents hold.
  const wikiPath = WIKI_PATH_TITLE.exec(title.trim());
  if (wikiPath && sub(wikiPath[1])) return true;
  // A directory's own name (`…/sem-cv-intsys/exam/`), not the empty segment after its slash.
  const last = (pathOf(url).split('/').filter(Boolean).pop() ?? '').replace(/\.[a-z]+$/i, '').replace(/[_.-]+/g, ' ');
  if (sub(last) || (asWritten && WRITTEN_SUBPAGE_NAME.test(last))) return true;
  // A course's numbered item by its path's last name (`…/proj/proj2/`, `…/week3/`) or by a part of its title
  // (`COMP3004: Week 10`, a Moodle course's section): one of its pages. So is a learning platform's activity.
  if (asWritten && (NUMBERED_ITEM_NAME.test(last) || titleSegments(title).slice(1).some((t) => NUMBERED_ITEM_TITLE.test(t)))) return true;
  if (asWritten && MOODLE_ACTIVITY.test(pathOf(url))) return true;
  // A term's page by its path's last name (`…/is4100/2015-2016-sem1/`, `~leongky/CS3281-1718.html`, `cse331/20wi/`)
  // is an offering's, whatever its title's words (`IS4100: IT Project Management`, `CS3281 Thematic Systems Project I`);
  // as written only, as for a topics course (the crawl's learning keeps the plain reading).
  if (asWritten && last && termsOf(`https://x/${last.replace(/\s+/g, '-')}/`) !== '') return false;
  // Named after a course by its URL, the page is that course's unless its title names a course's part itself
  // (`CS 261 Discussion Section`: a TA's section).
  if (asWritten && COURSE_CODE.test(last.replace(DATE_OR_TERM, ' ')) && !COURSE_CODE.test(title)) return false;
  return sub(title) && !COURSE_WORDS.test(title) && !/\bhome\s?page\b/i.test(title);
}
