/**
 * Layout I — a held-out rehearsal web, written apart from the crawler: the **Department of Computer Science, University
 * of Northbridge** (`northbridge.ca`, a Canadian university) as archived in February 2020, week 6 of the Winter 2020 term.
 * Vocabulary: term codes `20201` (Winter 2020), `20199` (Fall 2019), `20195` (Summer 2019); course codes with a campus
 * suffix (`CSC148H1` downtown, `CSC209H5` Westmere, `CSCB09H3` Eastdale; graduate `CSC2515H`; the cross-listed
 * `STA414H1`) and a section letter in running text (`CSC263H1 S`); sections `L0101` (before Fall 2018) and `LEC0201`;
 * lectures, tutorials, practicals, problem sets, term tests, exams, TAs, office hours, Piazza and MarkUs links.
 *
 * Seed: `https://web.cs.northbridge.ca/` (the Department's Drupal 8 site; its own robots.txt in `robots`: Drupal 8's
 * defaults plus `/cgi-bin/`, users' `private/` directories and `/search`). Every `http://` URL answers 301 to `https://`; the legacy
 * host `www.cs…` 301s its old paths (`/undergrad/`, `/people/`, …) to the new site, so old `http://www.cs…` links are
 * two-hop redirect chains; on the Drupal site a trailing slash 301s to the slashless path. Quercus lives on
 * `q.northbridge.ca` (the harness and the evaluator keep to one registrable domain, so not a separate `utnb.ca`).
 *
 * Course homes (`courseHomes`, one per course offering = course × term with a public page of its own, Winter 2015 to
 * Winter 2020):
 * - `teach`    class accounts on the teaching-labs host: `www.teach.cs…/~csc263h/winter/` (the latest offering of each
 *              season in 2019–20: `/winter/`, `/fall/`, `/summer/`) and archived `…/~csc263h/2018-09/`; subpages
 *              `lectures.html`, `tests.html`, `office-hours.html`, `assignments/a1/handout.html`, `labs/` (an Apache
 *              autoindex with `?C=M;O=D` links), `syllabus.pdf`; `/~csc263h/` is a plain list of terms or a 302 to
 *              the latest (not a home); the host's front page lists only this term's accounts;
 * - `sub`      one static host per offering, `csc263-w20.cs…/` (also `csc209h5-f19.cs…`, `cscb63-w19.cs…`), home at the
 *              host root; Just-the-Docs sites with clean URLs (`/schedule`, `/psets/ps1`, `/syllabus`) or Hugo sites
 *              with directory URLs (slashless → 301);
 * - `jb`       the same hosts built with Jupyter Book: `/` 302s to the home `/intro.html`; chapters `lectures/week03.html`,
 *              `_sources/…ipynb|md`, `genindex.html`, `search.html?q=…&check_keywords=yes&area=default` whose results
 *              link `…html?highlight=…`;
 * - `instr`    instructors' own pages under `www.cs…/~jlee/`, with no course code in the URL: `~jlee/teaching/datastructures/`
 *              (latest offering; older ones in `…/datastructures/w19/`) on Hugo-Academic sites, or flat `~mkhan/algo2020.html`
 *              (`algo2019f.html` for Fall) on hand-written pages; linked from `~user/` with title-only anchors ("Data
 *              Structures and Analysis (Winter 2020)"); the code appears only in the page body;
 * - `quercus`  public Canvas courses `q.northbridge.ca/courses/81537` (subpages `/assignments/syllabus`, `/modules`,
 *              `/pages/course-team`; `/files`, `/grades`, module items → login); the other Quercus shells (about 140,
 *              linked from course pages) 302 → `/login` → `/login/saml` → the weblogin page and are no homes;
 * - `wiki`     MediaWiki pages of graduate courses `wiki.cs…/index.php/CSC2515_Winter_2020` (plus `?title=…` twins with
 *              rel=canonical, `&oldid=`, `&diff=…&oldid=…`, `&action=history|info`, `&action=edit` → login,
 *              `&printable=yes`, `Special:WhatLinksHere/…`, `Special:RecentChangesLinked/…`, `Special:RecentChanges?
 *              days=…&limit=…`, `Talk:` pages, `Category:Winter_2020`).
 * Hubs linking homes: the term listings `web.cs…/undergrad/courses?term=20201&level=200&campus=dt&page=1` (a Drupal view
 * with combinable exposed filters, 12 a page, Fall 2016 on; the current term is in the mega-menu, the rest behind
 * `/undergrad/courses` at the end of the menu), per-course overview and `/past-offerings` pages (all the way back),
 * faculty profiles `/people/faculty/jane-lee` (this year's teaching, some links with `utm_` parameters) linking the
 * instructor's `~user/` pages, the graduate course list `/graduate/courses?year=2019-20`, the timetable app
 * `timetable.northbridge.ca/?term=20201&dept=CSC&page=2&sid=…` (sort links, session-id variants, section pages
 * `?term=…&course=CSC263H1&sid=…` with "Course website" links; last five terms, other departments without websites),
 * the Quercus public-course index `/search/all_courses?page=N`, wiki categories, "Other offerings" lists on every home,
 * news items and course mailing lists (links to homes, some `http://` or with `utm_` parameters).
 *
 * Course-related pages that are no homes: the Academic Calendar (`calendar.northbridge.ca/course/csc148h1`, print twins,
 * prerequisites, exclusions, breadth requirements, programs, graduate entries), course evaluations with facets and PDF
 * reports (`evals.northbridge.ca/results?term=20189&campus=H1&page=2`), GitLab repositories of the course sites, MarkUs
 * instances behind a login (`markus.teach.cs…/csc263-2020-01`), syllabus and handout PDFs and every course site's subpages.
 *
 * Noise and traps: news with a Drupal pager and tag archives, an endless events calendar (`?month=2020-02&view=week|
 * list|day&day=…`, prev/next forever), seminars, a people directory with combinable filters (role × campus × area ×
 * letter, some 500s), a publication database with combinable facets, photo albums (prev/next, size variants), the
 * MediaWiki's revisions and special pages, HyperKitty list archives (`lists.cs…/hyperkitty/list/…/thread/…/`, monthly
 * archives, `latest?page=`), a GitLab (tree/blob/raw/blame/commits/commit pages, `.patch`/`.diff`), Apache autoindex
 * mirrors and logs with `?C=M;O=D` sort links, the university host, 404s, some 500s, redirect chains, login walls, and
 * PDF/PPTX/ZIP/JPEG/ipynb bodies with their content types. Drupal, Canvas, Sphinx and timetable pages carry 5–90 KB of
 * inline JSON state; Drupal pages a mega-menu and footer of about 80 links. `respond()` is a pure function of the URL
 * (page content seeded by `hash(url)`; structure by a fixed seed).
 *
 * Size (as built): 324 homes — instr 83 (37 `teaching/` directories, 46 flat files), teach 77, sub 73, wiki 57,
 * quercus 23, jb 11 — from 75 courses and 566 offerings (homes by campus: downtown 161, Westmere 47, Eastdale 46,
 * graduate 70; by year: 49 in Winter 2020, 89 in 2019–20, 24 from 2015). `npx tsx bench/modern-warc.ts --layout i --pages 54000 --archive-only`:
 * 54,000 records (6,778 revisits: login walls, list sign-in pages, repeated bodies), 72 MB gzipped, ~21 s, 130 hosts;
 * all 324 homes archived. Evaluator BFS (`warc_crawl_eval.py bfs … --max 60000`): 50 / 90 / 100 % at 10,661 / 23,829 /
 * 47,544 — the current term's listing, the graduate list, the wiki category and the front page of the teaching host
 * give homes at depth 2–3 (261 of them, the last near 12,600 fetches, behind the people directory, news, the
 * gallery, the wiki and the list archives); older offerings on listing pages 2+, past-offerings pages and instructors'
 * pages sit at depth 4, behind the publication facets, the directory's filter combinations, photo pages and threads.
 */
import { hash, rng, type Resp } from './modern-web.js';
import { a, bin, esc, hex, html, int, li, moved, pad, pick, type R, slugify, sortParams, textKit } from './web-kit.js';

const D = 'northbridge.ca';
/** The Department's Drupal 8 site (the seed). */
const WEB = `https://web.cs.${D}`;
/** The legacy department host: instructors' `~user` pages, old URLs that 301 to the new site. */
const CS = `https://www.cs.${D}`;
/** The teaching-labs host with class accounts `~csc148h/`. */
const TEACH = `https://www.teach.cs.${D}`;
/** Per-offering course hosts: `csc263-w20.cs.northbridge.ca`. */
const SUB_SUFFIX = `.cs.${D}`;
/** Quercus (Canvas); under the department's registrable domain so one site holds it. */
const Q = `https://q.${D}`;
const SSO = `https://weblogin.${D}`;
const WIKI = `https://wiki.cs.${D}`;
const TT = `https://timetable.${D}`;
const CAL = `https://calendar.${D}`;
const EVALS = `https://evals.${D}`;
const LISTS = `https://lists.cs.${D}`;
const GIT = `https://gitlab.cs.${D}`;
const PUBS = `https://pubs.cs.${D}`;
const PHOTOS = `https://photos.cs.${D}`;
const MIRROR = `https://mirror.cs.${D}`;
const UNI = `https://www.${D}`;
const MARKUS = `https://markus.teach.cs.${D}`;
const SSO_LOGIN = `${SSO}/idp/profile/SAML2/Redirect/SSO?execution=e1s1`;

/** The archive's moment: Winter 2020 (term code 20201), week 6. Terms are keyed y*10+m, m ∈ {1 Winter, 5 Summer, 9 Fall}. */
const NOW = 20201;
const NOW_Y = 2020;
const OLDEST = 2015;
/** The department site's course listings (Drupal views) start with Fall 2016; older offerings survive only as pages. */
const LISTED = 20169;
/** The timetable app keeps the last five terms. */
const TT_FROM = 20189;
/** Quercus replaced Blackboard in Fall 2018. */
const QUERCUS_FROM = 20189;

type Fam = 'teach' | 'sub' | 'jb' | 'instr' | 'quercus' | 'wiki' | 'none';
type Campus = 'H1' | 'H5' | 'H3' | 'G';

interface Prof {
  name: string;
  slug: string;
  user: string;
  title: string;
  area: string;
  campus: Campus;
  /** Own pages under www.cs…/~user/: none, a teaching/ directory per course, or flat `algo2020.html` files. */
  style: 'none' | 'dir' | 'flat';
}
interface Course {
  /** Full code as the calendar writes it: CSC148H1, CSCB09H3, CSC2515H (grad), STA414H1. */
  code: string;
  /** Lower-case code without the campus suffix: csc148, cscb09, csc2515. */
  short: string;
  /** Host/account stem: csc148 (H1), csc209h5 (H5), cscb09 (H3), csc2515. */
  stem: string;
  campus: Campus;
  title: string;
  /** A nickname from the title (instructors' URLs carry no code): datastructures, ml, algo. */
  nick: string;
  /** Months offered: 1 Winter, 5 Summer, 9 Fall. */
  months: number[];
  from: number;
  level: number;
  older: Fam;
  recent: Fam;
  switchYear: number;
  theme: number;
  lead: Prof;
  offs: Off[];
}
interface Off {
  c: Course;
  y: number;
  m: number;
  key: number;
  fam: Fam;
  home: string | null;
  lead: Prof;
  /** Quercus course id (0 = none). */
  qid: number;
  sections: string[];
}

const pdf = (url: string): Resp => ({ status: 200, type: 'application/pdf', body: Buffer.from(`%PDF-1.5\n% ${url}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n${'0'.repeat(hash(url) % 1500)}\n%%EOF`) });
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
/** A file body by its extension, with the right content type. */
function fileResp(url: string): Resp {
  const ext = url.replace(/[?#].*$/, '').split('.').pop()!.toLowerCase();
  if (ext === 'pdf') return pdf(url);
  if (ext === 'pptx') return bin(PPTX, url);
  if (ext === 'zip') return bin('application/zip', url);
  if (ext === 'gz' || ext === 'tgz') return bin('application/gzip', url);
  if (ext === 'mp4') return bin('video/mp4', url);
  if (ext === 'jpg' || ext === 'jpeg') return bin('image/jpeg', url);
  if (ext === 'png') return bin('image/png', url);
  if (ext === 'ipynb') return { status: 200, type: 'application/x-ipynb+json', body: `{"cells":[{"cell_type":"markdown","source":["# ${url}"]}],"nbformat":4,"nbformat_minor":2}` };
  if (ext === 'ics') return { status: 200, type: 'text/calendar; charset=utf-8', body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:${hex(url)}@cs.${D}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n` };
  if (['txt', 'log', 'py', 'java', 'c', 'h', 'md', 'rst', 'sql'].includes(ext)) return { status: 200, type: 'text/plain; charset=utf-8', body: `# ${url}\n${'x = x + 1\n'.repeat(20 + (hash(url) % 200))}` };
  if (ext === 'css') return { status: 200, type: 'text/css', body: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif}${'.c{padding:0}'.repeat(50)}` };
  if (ext === 'js') return { status: 200, type: 'application/javascript', body: `!function(){"use strict";${'var a=1;'.repeat(80)}}();` };
  return bin('application/octet-stream', url);
}

// ---- terms ----
const SEASON: Record<number, string> = { 1: 'Winter', 5: 'Summer', 9: 'Fall' };
const termName = (key: number) => `${SEASON[key % 10]} ${Math.floor(key / 10)}`;
/** w20, f19, s19 */
const termShort = (key: number) => `${SEASON[key % 10][0].toLowerCase()}${String(Math.floor(key / 10)).slice(2)}`;
/** 2019-09 */
const termYm = (key: number) => `${Math.floor(key / 10)}-${pad(key % 10)}`;
/** Every term from Winter 2015 to now, oldest first. */
const ALL_TERMS: number[] = [];
for (let y = OLDEST; y <= NOW_Y; y++) for (const m of [1, 5, 9]) if (y * 10 + m <= NOW) ALL_TERMS.push(y * 10 + m);
/** How running text writes a term. */
function termText(key: number, k: number): string {
  const y = Math.floor(key / 10), s = SEASON[key % 10];
  switch (k % 5) {
    case 0: return `${s} ${y}`;
    case 1: return `${s} Term ${y}`;
    case 2: return `${s} ${y} (${key})`;
    case 3: return `${s.slice(0, 1)}${String(y).slice(2)}`;
    default: return `${y} ${s} session`;
  }
}

const FIRST = 'Jane Michael Sarah David Emily Daniel Laura Andrew Rachel James Olivia Kevin Priya Arjun Mei Wei Hiroshi Yuki Fatima Omar Leila Tomasz Anna Sofia Lucas Marie Pierre Chloé Ahmed Nadia Rahul Aisha Diego Elena Ivan Katarzyna Min-Jun Ji-woo Samuel Grace'.split(' ');
const LAST = 'Lee Khan Chen Wang Patel Singh Nguyen Kim Smith Brown Tremblay Gagnon Roy Côté Bouchard Wilson MacDonald Campbell Anderson Zhang Liu Li Martin Thompson Kaur Gill Ahmed Ali Rossi Kowalski Novak Ivanova Hassan Dubois Fraser Murphy OConnor Sato Tanaka Park'.split(' ');
const AREAS = ['Artificial Intelligence', 'Machine Learning', 'Computer Vision', 'Natural Language Processing', 'Systems and Networks', 'Theory of Computation', 'Software Engineering', 'Human-Computer Interaction', 'Databases and Data Management', 'Computer Graphics', 'Programming Languages', 'Scientific Computing', 'Computer Science Education', 'Security and Privacy'];
const WORDS = 'the of and to in a for students course research data systems we will this on with be is as our are by you from learning project department software analysis network security model evaluation design users results approach programming term week tutorial lecture practical assignment problem set test exam marking office hours TA piazza markus submission deadline canada northbridge computing graduate undergraduate faculty online lab team support'.split(' ');
const { words, para, chunk } = textKit(WORDS);
const TOPICS = 'Course overview|Python review|Object-oriented programming|Abstract data types|Stacks and queues|Linked lists|Recursion|Trees|Binary search trees|Balanced trees|Heaps and priority queues|Hashing|Amortized analysis|Graphs|Graph search|Shortest paths|Minimum spanning trees|Greedy algorithms|Dynamic programming|Network flows|NP-completeness|Processes and threads|Synchronization|Scheduling|Virtual memory|File systems|C and Unix|Shell programming|System calls|Sockets|Relational model|SQL|Database design|Transactions|Regression|Classification|Neural networks|Backpropagation|Convolutional networks|Recurrent networks|Probabilistic models|Unsupervised learning|Reinforcement learning|Requirements|Agile development|Testing|Design patterns|Parsing|Type systems|Code generation|Review for the final exam'.split('|');
/** Courses: code | title | months (1 Winter, 5 Summer, 9 Fall). Grad codes end in H without campus digit. */
const COURSES = `CSC108H1|Introduction to Computer Programming|159|CSC148H1|Introduction to Computer Science|159|CSC165H1|Mathematical Expression and Reasoning for Computer Science|19|CSC207H1|Software Design|159|CSC209H1|Software Tools and Systems Programming|159|CSC236H1|Introduction to the Theory of Computation|19|CSC258H1|Computer Organization|19|CSC263H1|Data Structures and Analysis|159|CSC301H1|Introduction to Software Engineering|19|CSC309H1|Programming on the Web|159|CSC311H1|Introduction to Machine Learning|19|CSC318H1|The Design of Interactive Computational Media|19|CSC324H1|Principles of Programming Languages|19|CSC336H1|Numerical Methods|9|CSC343H1|Introduction to Databases|159|CSC367H1|Parallel Programming|1|CSC369H1|Operating Systems|19|CSC373H1|Algorithm Design, Analysis and Complexity|159|CSC384H1|Introduction to Artificial Intelligence|19|CSC401H1|Natural Language Computing|1|CSC411H1|Machine Learning and Data Mining|19|CSC412H1|Probabilistic Learning and Reasoning|1|CSC413H1|Neural Networks and Deep Learning|1|CSC418H1|Computer Graphics|9|CSC420H1|Introduction to Image Understanding|9|CSC428H1|Human-Computer Interaction|1|CSC443H1|Database System Technology|1|CSC458H1|Computer Networking Systems|9|CSC463H1|Computational Complexity and Computability|1|CSC469H1|Operating Systems Design and Implementation|1|CSC488H1|Compilers and Interpreters|1|CSC490H1|Capstone Design Project|19|STA414H1|Statistical Methods for Machine Learning II|1|CSC108H5|Introduction to Computer Programming|19|CSC148H5|Introduction to Computer Science|159|CSC207H5|Software Design|19|CSC209H5|Software Tools and Systems Programming|19|CSC263H5|Data Structures and Analysis|19|CSC309H5|Programming on the Web|1|CSC343H5|Introduction to Databases|9|CSC369H5|Operating Systems|1|CSC384H5|Introduction to Artificial Intelligence|9|CSCA08H3|Introduction to Computer Science I|9|CSCA48H3|Introduction to Computer Science II|15|CSCB07H3|Software Design|19|CSCB09H3|Software Tools and Systems Programming|15|CSCB36H3|Introduction to the Theory of Computation|9|CSCB63H3|Design and Analysis of Data Structures|15|CSCC01H3|Introduction to Software Engineering|19|CSCC43H3|Introduction to Databases|9|CSCC69H3|Operating Systems|1|CSCC73H3|Algorithm Design and Analysis|9|CSCD01H3|Engineering Large Software Systems|1|CSCD27H3|Computer and Network Security|9|CSC2125H|Topics in Software Engineering|9|CSC2206H|Computer Systems Modelling|1|CSC2221H|Introduction to Distributed Computing|9|CSC2227H|Topics in the Design and Implementation of Operating Systems|1|CSC2231H|Topics in Computer Systems|9|CSC2305H|Numerical Methods for Optimization Problems|1|CSC2412H|Algorithms for Private Data Analysis|9|CSC2420H|Algorithm Design, Analysis and Theory|9|CSC2426H|Fundamentals of Cryptography|1|CSC2503H|Foundations of Computer Vision|9|CSC2508H|Advanced Data Management Systems|1|CSC2511H|Natural Language Computing|1|CSC2515H|Introduction to Machine Learning|19|CSC2516H|Neural Networks and Deep Learning|1|CSC2521H|Topics in Computer Graphics|9|CSC2529H|Computational Imaging|9|CSC2541H|Topics in Machine Learning|19|CSC2547H|Learning to Search|9|CSC2552H|Topics in Computational Social Science|1|CSC2604H|Topics in Human-Computer Interaction|9|CSC2701H|Communication Skills for Computer Scientists|19`.split('|');
/** Courses that appeared (or took their code) after 2015. */
const NEWCOURSES: Record<string, number> = { CSC311H1: 2019, CSC413H1: 2020, CSC2547H: 2018, CSC2552H: 2017, CSC2529H: 2019, CSC2412H: 2018, STA414H1: 2016 };
/** Courses retired before now. */
const RETIRED: Record<string, number> = { CSC411H1: 2019 };
const STOP = new Set(['introduction', 'to', 'and', 'of', 'the', 'for', 'in', 'on', 'i', 'ii', 'topics', 'a', 'with']);
function nickOf(title: string): string {
  const w = title.toLowerCase().replace(/[^a-z ]/g, ' ').split(/\s+/).filter((x) => x && !STOP.has(x));
  return w.length === 1 ? w[0] : w.slice(0, 2).join('');
}

/** 25–90 KB of inline state (drupalSettings, a Canvas ENV, a React store), varying in size by URL. */
function padding(kind: string, url: string, varName: string, lo = 25, span = 66): string {
  const kb = lo + (hash(`pad${url}`) % span);
  const c = chunk(kind);
  return `<script>${varName}={"path":${JSON.stringify(url)},"build":"${hex(kind, 12)}","items":[${`${c},`.repeat(Math.ceil((kb * 1024) / (c.length + 1)))}{}]};</script>`;
}

export class ModernWebI {
  readonly seed = `${WEB}/`;
  readonly www = WEB;
  /** The department site's robots.txt: Drupal 8's default plus the department's own lines. */
  readonly robots = `#
# robots.txt — web.cs.${D}
User-agent: *
Crawl-delay: 5
# Directories
Disallow: /core/
Disallow: /profiles/
Disallow: /cgi-bin/
Disallow: /~*/private/
# Files
Disallow: /README.txt
Disallow: /web.config
# Paths (clean URLs)
Disallow: /admin/
Disallow: /comment/reply/
Disallow: /filter/tips
Disallow: /node/add/
Disallow: /search
Disallow: /user/register/
Disallow: /user/password/
Disallow: /user/login/
Disallow: /user/logout/
# Paths (no clean URLs)
Disallow: /index.php/admin/
Disallow: /index.php/search/
`;
  readonly courseHomes = new Set<string>();
  readonly profs: Prof[] = [];
  readonly courses: Course[] = [];
  readonly offs: Off[] = [];
  private readonly offByHome = new Map<string, Off>();
  private readonly courseByCode = new Map<string, Course>();
  private readonly courseByStem = new Map<string, Course>();
  private readonly profByUser = new Map<string, Prof>();
  private readonly profBySlug = new Map<string, Prof>();
  private readonly offByQid = new Map<number, Off>();
  private readonly offByHost = new Map<string, Off>();
  private readonly offByWiki = new Map<string, Off>();

  constructor() {
    const r = rng(hash('northbridge-dcs-2020-i'));
    const usedUser = new Set<string>();
    const campuses: Campus[] = ['H1', 'H1', 'H1', 'H1', 'H5', 'H3'];
    for (let i = 0; i < 72; i++) {
      let f: string, l: string, user: string;
      do {
        f = pick(r, FIRST);
        l = pick(r, LAST);
        user = r() < 0.7 ? `${f[0]}${l}`.toLowerCase().replace(/[^a-z]/g, '') : `${f}`.toLowerCase().replace(/[^a-z]/g, '');
      } while (usedUser.has(user) || this.profs.some((p) => p.name === `${f} ${l}`));
      usedUser.add(user);
      const x = r();
      const p: Prof = {
        name: `${f} ${l}`, slug: slugify(`${f} ${l}`), user, area: pick(r, AREAS), campus: pick(r, campuses),
        title: pick(r, ['Professor', 'Associate Professor', 'Assistant Professor', 'Associate Professor, Teaching Stream', 'Assistant Professor, Teaching Stream', 'Professor', 'Sessional Lecturer']),
        style: x < 0.25 ? 'none' : x < 0.62 ? 'dir' : 'flat',
      };
      this.profs.push(p);
      this.profByUser.set(user, p);
      this.profBySlug.set(p.slug, p);
    }
    const withPage = this.profs.filter((p) => p.style !== 'none');
    for (let i = 0; i < COURSES.length; i += 3) {
      const code = COURSES[i], title = COURSES[i + 1];
      const months = COURSES[i + 2].split('').map(Number);
      const campus: Campus = /H$/.test(code) ? 'G' : (code.slice(-2) as Campus);
      const short = code.replace(/H\d?$/, '').toLowerCase();
      const stem = campus === 'H5' ? `${short}h5` : short;
      const num = short.replace(/^[a-z]+/, '');
      const level = campus === 'H3' ? ({ a: 100, b: 200, c: 300, d: 400 } as Record<string, number>)[short[3]] : campus === 'G' ? 2000 : Number(num[0]) * 100;
      const x = r(), xo = r();
      let recent: Fam, older: Fam;
      if (campus === 'G') {
        recent = x < 0.6 ? 'wiki' : x < 0.8 ? 'instr' : x < 0.92 ? 'sub' : 'none';
        older = xo < 0.65 ? 'wiki' : xo < 0.9 ? 'instr' : 'none';
      } else if (campus === 'H1') {
        recent = x < 0.28 ? 'teach' : x < 0.44 ? 'sub' : x < 0.6 ? 'jb' : x < 0.76 ? 'quercus' : x < 0.92 ? 'instr' : 'none';
        older = xo < 0.55 ? 'teach' : xo < 0.85 ? 'instr' : 'none';
      } else {
        recent = x < 0.35 ? 'sub' : x < 0.6 ? 'quercus' : x < 0.85 ? 'instr' : 'none';
        older = xo < 0.6 ? 'instr' : xo < 0.8 ? 'sub' : 'none';
      }
      const c: Course = {
        code, short, stem, campus, title, nick: nickOf(title), months, level,
        from: NEWCOURSES[code] ?? (r() < 0.7 ? OLDEST : int(r, 2016, 2017)), older, recent,
        switchYear: recent === older ? 2100 : int(r, 2016, 2019), theme: int(r, 0, 2),
        lead: pick(r, recent === 'instr' || older === 'instr' ? withPage : this.profs), offs: [],
      };
      this.courses.push(c);
      this.courseByCode.set(code, c);
      this.courseByStem.set(stem, c);
      let lead = c.lead;
      const until = RETIRED[code] ?? 2100;
      for (let y = c.from; y <= NOW_Y; y++) {
        for (const m of months) {
          const key = y * 10 + m;
          if (key > NOW || y * 10 + m >= until * 10 + 9) continue;
          if (r() < 0.18) lead = pick(r, withPage);
          let fam: Fam = y >= c.switchYear ? recent : older;
          if ((fam === 'sub' && y < 2016) || (fam === 'jb' && key < 20189) || (fam === 'quercus' && key < QUERCUS_FROM)) fam = older === fam ? 'teach' : older;
          if (fam === 'teach' && campus !== 'H1') fam = 'instr';
          if (m === 5 && (fam === 'wiki' || fam === 'jb')) fam = 'instr';
          if (fam === 'instr' && lead.style === 'none') lead = pick(r, withPage);
          const keep = y >= 2020 ? 0.97 : y === 2019 ? 0.9 : y === 2018 ? 0.75 : y === 2017 ? 0.55 : y === 2016 ? 0.42 : 0.3;
          const nsec = m === 5 ? 1 : level <= 200 && campus !== 'G' ? int(r, 2, 6) : int(r, 1, 2);
          const sections = Array.from({ length: nsec }, (_, k) => `${key >= 20189 ? 'LEC' : 'L'}${pad(k + 1)}01`);
          const o: Off = { c, y, m, key, fam, home: fam !== 'none' && r() < keep ? 'x' : null, lead, qid: 0, sections };
          c.offs.push(o);
          this.offs.push(o);
        }
      }
    }
    // Quercus ids grow with time; a shell exists for most offerings since Fall 2018 (public only for the quercus family).
    const byTime = [...this.offs].sort((p, q) => p.key - q.key || (hash(p.c.code) % 997) - (hash(q.c.code) % 997));
    let id = 38000;
    for (const o of byTime) {
      if (o.key < QUERCUS_FROM) continue;
      id += 3 + (hash(`${o.c.code}${o.key}`) % 400);
      if (o.fam === 'quercus' || r() < 0.7) (o.qid = id), this.offByQid.set(id, o);
    }
    for (const o of this.offs) if (o.home) o.home = this.homeUrl(o);
    // Instructors' 'dir' pages: the latest offering of a course by its instructor sits at teaching/<nick>/ itself.
    const latest = new Map<string, Off>();
    for (const o of this.offs) if (o.home && o.fam === 'instr' && o.lead.style === 'dir') latest.set(`${o.lead.user}/${o.c.nick}`, o);
    for (const o of latest.values()) o.home = `${CS}/~${o.lead.user}/teaching/${o.c.nick}/`;
    // Teaching-host accounts: the latest offering of each season is /winter/, /summer/ or /fall/ (2019–20 only).
    const season = new Map<string, Off>();
    for (const o of this.offs) if (o.home && o.fam === 'teach' && o.key >= 20195) season.set(`${o.c.stem}/${o.m}`, o);
    for (const o of season.values()) o.home = `${TEACH}/~${o.c.stem}h/${SEASON[o.m].toLowerCase()}/`;
    for (const o of this.offs) {
      if (!o.home) continue;
      if (this.offByHome.has(o.home)) {
        o.home = null;
        continue;
      }
      this.courseHomes.add(o.home);
      this.offByHome.set(o.home, o);
      if (o.fam === 'sub' || o.fam === 'jb') this.offByHost.set(new URL(o.home).host, o);
      if (o.fam === 'wiki') this.offByWiki.set(this.wikiTitle(o), o);
    }
  }

  // ================================================================ naming
  private subHost(o: Off): string {
    return `${o.c.stem}-${termShort(o.key)}${SUB_SUFFIX}`;
  }
  private wikiTitle(o: Off): string {
    return `${o.c.code.replace(/H$/, '')}_${SEASON[o.m]}_${o.y}`;
  }
  private homeUrl(o: Off): string {
    const { c } = o;
    switch (o.fam) {
      case 'teach': return `${TEACH}/~${c.stem}h/${termYm(o.key)}/`;
      case 'sub': return `https://${this.subHost(o)}/`;
      case 'jb': return `https://${this.subHost(o)}/intro.html`;
      case 'quercus': return `${Q}/courses/${o.qid}`;
      case 'wiki': return `${WIKI}/index.php/${this.wikiTitle(o)}`;
      default: {
        const u = o.lead.user;
        if (o.lead.style === 'dir') return `${CS}/~${u}/teaching/${c.nick}/${termShort(o.key)}/`;
        const n4 = c.nick.length > 6 ? c.nick.slice(0, 4) : c.nick;
        return `${CS}/~${u}/${n4}${o.y}${o.m === 9 ? 'f' : o.m === 5 ? 's' : ''}.html`;
      }
    }
  }
  /** The Academic Calendar entry of a course (not a home). */
  private calUrl(c: Course): string {
    return c.campus === 'G' ? `${CAL}/graduate/course/${c.short}h` : `${CAL}/course/${c.code.toLowerCase()}`;
  }
  /** Where a hub points for an offering: its home, else its calendar entry. */
  private offLink(o: Off): string {
    return o.home ?? this.calUrl(o.c);
  }
  private offsAt(key: number): Off[] {
    return this.offs.filter((o) => o.key === key);
  }
  private taughtBy(p: Prof): Off[] {
    return this.offs.filter((o) => o.lead === p);
  }
  private weeks(o: Off): string[] {
    const r = rng(hash(`wk${o.c.code}${o.key}`));
    const start = hash(o.c.code) % (TOPICS.length - 14);
    return Array.from({ length: 12 }, (_, i) => (i === 0 ? TOPICS[0] : i === 11 ? TOPICS.at(-1)! : r() < 0.8 ? TOPICS[start + i] : pick(r, TOPICS)));
  }
  /** "Other offerings" — every sibling offering with a page, newest first. */
  private otherOffs(o: Off, k = 0): string {
    const sib = o.c.offs.filter((x) => x !== o && x.home).reverse();
    if (!sib.length) return '';
    return `<div class="other-offerings"><h3>Other offerings</h3><ul>${sib.map((x) => li(x.home!, `${x.c.code} ${termText(x.key, k)}`)).join('')}</ul></div>`;
  }

  // ================================================================ dispatch
  respond(url: string): Resp {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return { status: 400, body: 'Bad Request' };
    }
    if (!(u.hostname === D || u.hostname.endsWith(`.${D}`))) return this.notFound(u.origin);
    if (u.protocol === 'http:') return moved(url.replace(/^http:/, 'https:'));
    if (u.protocol !== 'https:') return this.notFound(u.origin);
    const origin = u.origin, p = u.pathname, q = u.searchParams;
    const r = rng(hash(url));
    switch (origin) {
      case WEB: return this.web_(u, p, q, r);
      case TEACH: return this.teach_(u, p, q, r);
      case CS: return this.cs_(u, p, r);
      case TT: return this.tt_(u, p, q, r);
      case CAL: return this.cal_(u, p, q, r);
      case EVALS: return this.evals_(u, p, q, r);
      case Q: return this.q_(u, p, q, r);
      case SSO: return this.sso_(u, p, r);
      case WIKI: return this.wiki_(u, p, q, r);
      case LISTS: return this.lists_(u, p, q, r);
      case GIT: return this.git_(u, p, q, r);
      case PUBS: return this.pubs_(u, p, q, r);
      case PHOTOS: return this.photos_(u, p, q, r);
      case MIRROR: return this.mirror_(u, p, r);
      case UNI: return this.uni_(u, p, r);
      case MARKUS: return this.markus_(u, p, r);
      default: break;
    }
    if (origin.endsWith(SUB_SUFFIX) && /^https:\/\/[a-z0-9]+-[wsf]\d\d\.cs\./.test(origin)) return this.sub_(u, p, q, r);
    return this.notFound(origin);
  }

  private notFound(origin: string, body?: string): Resp {
    return { status: 404, type: 'text/html; charset=utf-8', body: body ?? `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.29 (Ubuntu) Server at ${origin.replace(/^https?:\/\//, '')} Port 443</address></body></html>` };
  }
  private serverError(): Resp {
    return { status: 500, type: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html><head><title>Error</title></head><body><h1>The website encountered an unexpected error. Please try again later.</h1></body></html>' };
  }

  // ================================================================ the department site (Drupal 8): chrome
  private static readonly MENU: [string, [string, string][]][] = [
    ['About', [['/about', 'About the Department'], ['/about/chairs-message', "Chair's message"], ['/about/history', 'History'], ['/about/facts', 'Facts and figures'], ['/about/equity-diversity-inclusion', 'Equity, diversity and inclusion'], ['/about/visit', 'Visit us'], ['/about/jobs', 'Employment'], ['/contact', 'Contact']]],
    ['Graduate', [['/graduate', 'Graduate studies'], ['/graduate/programs', 'MSc and PhD programs'], ['/graduate/courses', 'Graduate courses'], ['/graduate/mscac', 'MScAC professional master'], ['/graduate/admissions', 'Admissions'], [`${WIKI}/index.php/Main_Page`, 'Department wiki']]],
    ['Research', [['/research', 'Research areas'], ...AREAS.slice(0, 8).map((x): [string, string] => [`/research/${slugify(x)}`, x]), [`${PUBS}/`, 'Publications'], ['/research/labs', 'Labs and groups']]],
    ['People', [['/people/faculty', 'Faculty'], ['/people/directory', 'Directory'], ['/people/directory?role=staff', 'Staff'], ['/people/directory?role=grad', 'Graduate students'], ['/people/emeriti', 'Emeriti']]],
    ['News & Events', [['/news', 'News'], ['/news/tag/awards', 'Awards'], ['/news/tag/research', 'Research news'], ['/events', 'Events'], ['/events/calendar?month=2020-02', 'Calendar'], ['/events/seminars', 'Seminars'], [`${PHOTOS}/`, 'Photo galleries']]],
    ['Resources', [[`${TEACH}/`, 'Teaching labs'], [`${Q}/`, 'Quercus'], [`${LISTS}/hyperkitty/`, 'Mailing lists'], [`${GIT}/explore/projects`, 'GitLab'], [`${MIRROR}/`, 'Mirror and logs'], [`${WIKI}/index.php/Main_Page`, 'Wiki'], ['/resources/computing', 'Computing services'], ['/resources/room-booking', 'Room booking']]],
    ['Undergraduate', [['/undergrad', 'Undergraduate studies'], ['/undergrad/programs', 'Programs of study'], ['/undergrad/courses', 'Course offerings'], [`/undergrad/courses?term=${NOW}`, `Courses ${termName(NOW)}`], [TT + '/', 'Timetable'], [`${CAL}/`, 'Academic Calendar'], ['/undergrad/advising', 'Advising'], ['/undergrad/teaching-labs', 'Teaching labs'], [`${EVALS}/`, 'Course evaluations']]],
  ];
  private abs(h: string): string {
    return h.startsWith('http') ? h : WEB + h;
  }
  /** The Drupal 8 theme: utility bar, mega-menu, breadcrumb, sidebar, long footer, drupalSettings. */
  private cms(url: string, title: string, crumbs: [string, string][], main: string, side = ''): string {
    const mega = ModernWebI.MENU.map(([h, ls]) => `<li class="menu-item menu-item--expanded"><span>${esc(h)}</span><ul class="menu mega-menu">${ls.map(([p, t]) => li(this.abs(p), t)).join('')}</ul></li>`).join('\n');
    const bc = [['/', 'Home'], ...crumbs].map(([p, t]) => `<li>${p ? a(this.abs(p), t) : esc(t)}</li>`).join('');
    return `<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="Generator" content="Drupal 8 (https://www.drupal.org)"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${esc(title)} | Department of Computer Science, University of Northbridge</title>
<link rel="stylesheet" media="all" href="${WEB}/sites/default/files/css/css_${hex('css', 20)}.css">
<script async src="https://www.googletagmanager.com/gtag/js?id=UA-2783311-4"></script>
</head><body class="path-${esc(slugify(new URL(url).pathname) || 'frontpage')}">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="utility"><ul>${li(`${UNI}/`, 'University of Northbridge')}${li(`${Q}/`, 'Quercus')}${li(`${UNI}/acorn`, 'ACORN')}${li(`${UNI}/library`, 'Libraries')}${li(`${UNI}/maps`, 'Maps')}</ul></div>
<header role="banner"><a href="${WEB}/" rel="home" class="site-logo">Computer Science · University of Northbridge</a>
<form action="${WEB}/search" method="get"><input type="search" name="keys"><input type="submit" value="Search"></form></header>
<nav role="navigation" class="main-menu"><ul class="menu">
${mega}
</ul></nav>
<nav class="breadcrumb"><ol>${bc}</ol></nav>
<main role="main"><a id="main-content" tabindex="-1"></a><div class="layout-content"><h1 class="page-title">${esc(title)}</h1>
${main}
</div>${side ? `<aside class="layout-sidebar-second">${side}</aside>` : ''}</main>
<footer role="contentinfo"><div class="footer-cols">
<div><h2>Department of Computer Science</h2><p>Bahen Centre for Information Technology<br>40 St. Clair Street, Room 4283<br>Northbridge, ON  M5S 2E4<br>Tel: 416-978-0000</p></div>
<div><h2>Quick links</h2><ul>${li(`${WEB}/undergrad/courses`, 'Course offerings')}${li(`${TT}/`, 'Timetable')}${li(`${WEB}/people/faculty`, 'Faculty')}${li(`${WEB}/news`, 'News')}${li(`${WEB}/events`, 'Events')}${li(`${WEB}/sitemap`, 'Sitemap')}</ul></div>
<div><h2>University</h2><ul>${li(`${UNI}/`, 'University of Northbridge')}${li(`${UNI}/admissions`, 'Admissions')}${li(`${UNI}/privacy`, 'Privacy')}${li(`${UNI}/accessibility`, 'Accessibility')}${li(`${UNI}/terms`, 'Terms of use')}</ul></div>
<div><h2>Connect</h2><ul><li><a href="https://twitter.com/northbridgecs">Twitter</a></li><li><a href="https://www.facebook.com/northbridgecs">Facebook</a></li><li><a href="https://www.linkedin.com/school/northbridge-cs/">LinkedIn</a></li><li><a href="https://www.youtube.com/c/NorthbridgeCS">YouTube</a></li><li><a href="https://www.instagram.com/northbridgecs/">Instagram</a></li></ul></div>
</div><p class="copyright">© 2020 University of Northbridge. All rights reserved.</p></footer>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","currentPath":${JSON.stringify(new URL(url).pathname)}},"ajaxPageState":{"theme":"dcs_theme"}}</script>
${padding('drupal', url, 'window.dcsMenuState')}
</body></html>`;
  }
  private side(items: [string, string][]): string {
    return `<nav class="sidebar-menu"><h2>In this section</h2><ul>${items.map(([h, t]) => li(this.abs(h), t)).join('')}</ul></nav>`;
  }
  private page(url: string, title: string, crumbs: [string, string][], r: R, links: [string, string][] = [], side: [string, string][] = []): Resp {
    const body = `${para(r, 4)}${links.length ? `<ul class="link-list">${links.map(([h, t]) => li(this.abs(h), t)).join('')}</ul>` : ''}${para(r, 3)}`;
    return html(this.cms(url, title, crumbs, body, side.length ? this.side(side) : ''));
  }

  // ================================================================ the department site: people, news, events
  private _others?: { name: string; slug: string; role: string; area: string; campus: Campus }[];
  /** Staff, graduate students, postdocs and emeriti of the directory (faculty are `profs`). */
  private others() {
    if (this._others) return this._others;
    const r = rng(hash('northbridge-others'));
    const taken = new Set(this.profs.map((p) => p.slug));
    const out: { name: string; slug: string; role: string; area: string; campus: Campus }[] = [];
    for (let i = 0; i < 460; i++) {
      const role = i < 80 ? 'staff' : i < 130 ? 'postdoc' : i < 150 ? 'emeriti' : i < 170 ? 'adjunct' : 'grad';
      let name = '';
      do name = `${pick(r, FIRST)} ${pick(r, LAST)}`;
      while (taken.has(slugify(name)));
      taken.add(slugify(name));
      out.push({ name, slug: slugify(name), role, area: pick(r, AREAS), campus: pick(r, ['H1', 'H1', 'H1', 'H5', 'H3'] as Campus[]) });
    }
    return (this._others = out);
  }
  private everyone() {
    return [...this.profs.map((p) => ({ name: p.name, slug: p.slug, role: 'faculty', area: p.area, campus: p.campus })), ...this.others()];
  }
  private static readonly TAGS = ['research', 'awards', 'students', 'alumni', 'teaching', 'outreach', 'faculty', 'ai', 'systems', 'theory', 'hci', 'industry', 'convocation', 'women-in-cs'];
  private newsItem(i: number): { title: string; path: string; date: string; tags: string[]; off: Off | null } {
    const r = rng(hash(`news-${i}`));
    const d = new Date(Date.UTC(2020, 1, 10) - i * 2.3 * 86400000);
    const cur = this.offs.filter((o) => o.home && o.key >= 20189);
    const off = r() < 0.2 ? pick(r, cur) : null;
    const title = off
      ? `${pick(r, ['Students in', 'Record enrolment in', 'Industry partners visit', 'Teaching award for', 'Showcase: projects from'])} ${off.c.code.slice(0, 6)} ${off.c.title}`
      : `${pick(r, ['Northbridge CS researchers', 'PhD student', 'Alumna', 'Undergraduate team', 'Professor', 'Department'])} ${pick(r, ['wins best paper award at', 'receives NSERC grant for', 'launches new lab on', 'named CIFAR chair in', 'hosts workshop on', 'takes first place in'])} ${pick(r, ['machine learning fairness', 'quantum algorithms', 'programming education', 'privacy-preserving analytics', 'robotics', 'computational biology', 'human–AI interaction', 'compiler verification', 'climate informatics'])}`;
    const tags = [pick(r, ModernWebI.TAGS), pick(r, ModernWebI.TAGS)].filter((t, k, arr) => arr.indexOf(t) === k);
    return { title, path: `/news/${slugify(title).slice(0, 80)}-${i}`, date: d.toISOString().slice(0, 10), tags, off };
  }
  /** How news and newsletters link a course home: with campaign parameters half of the time. */
  private variant(o: Off, k: number): string {
    const h = o.home!;
    if (k % 2) return h;
    const sep = h.includes('?') ? '&' : '?';
    return k % 4 === 0 ? `${h}${sep}utm_source=dcs-news&utm_medium=web&utm_campaign=${termShort(o.key)}` : `${h}${sep}utm_source=newsletter&utm_medium=email`;
  }
  private eventsIn(y: number, mo: number): { url: string; title: string; day: number }[] {
    const mi = (y - 2000) * 12 + mo;
    const n = y >= 2010 && (y < 2020 || (y === 2020 && mo <= 6)) ? hash(`ev${mi}`) % 8 : 0;
    return Array.from({ length: n }, (_, k) => {
      const r = rng(hash(`ev${mi}-${k}`));
      const title = `${pick(r, ['Colloquium', 'Distinguished Lecture', 'Theory Seminar', 'ML Reading Group', 'Thesis Defence', 'Hackathon', 'Info Session', 'Women in CS Mixer'])}: ${words(r, 4)}`;
      return { url: `${WEB}/events/${mi * 10 + k}/${slugify(title).slice(0, 50)}`, title, day: 1 + (hash(`d${mi}${k}`) % 28) };
    });
  }

  private web_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const url = u.href;
    if (p !== '/' && p.endsWith('/')) return moved(`${WEB}${p.replace(/\/+$/, '')}${u.search}`);
    if (p === '/') return this.home(url, r);
    let m: RegExpMatchArray | null;
    if (p.startsWith('/sites/default/files/') || p.startsWith('/core/') || p.startsWith('/themes/')) return r() < 0.04 ? this.notFound(WEB) : fileResp(url);
    if ((m = p.match(/^\/node\/(\d+)$/))) {
      const n = Number(m[1]);
      if (n < 1000 || n >= 1900) return this.notFound(WEB);
      return moved(`${WEB}${this.newsItem(n - 1000).path}`);
    }
    if (p === '/undergrad/courses') return q.get('term') ? this.listing(u, q, r) : this.courseIndex(url, r);
    if ((m = p.match(/^\/undergrad\/courses\/([a-z0-9]+)(\/past-offerings)?$/))) return this.courseOverview(url, m[1], !!m[2], r);
    if (p === '/graduate/courses') return this.gradCourses(url, q, r);
    if (p === '/people/faculty') return html(this.cms(url, 'Faculty', [['/people/faculty', 'People'], ['', 'Faculty']], `<ul class="faculty-grid">${[...this.profs].sort((x, z) => x.name.split(' ').pop()!.localeCompare(z.name.split(' ').pop()!)).map((x) => `<li>${a(`${WEB}/people/faculty/${x.slug}`, x.name)}<br><span>${esc(x.title)} · ${esc(x.area)}</span></li>`).join('')}</ul>`));
    if ((m = p.match(/^\/people\/faculty\/([a-z0-9-]+)$/))) return this.profile(url, m[1], r);
    if (p === '/people/directory') return this.directory(url, q);
    if ((m = p.match(/^\/people\/directory\/([a-z0-9-]+)$/))) {
      const o = this.others().find((x) => x.slug === m![1]);
      if (!o) return this.notFound(WEB);
      return this.page(url, o.name, [['/people/directory', 'Directory'], ['', o.name]], r, [[`/research/${slugify(o.area)}`, o.area], [`${PUBS}/?author=${o.slug}`, 'Publications'], [`/people/directory?role=${o.role}`, `All ${o.role}`]]);
    }
    if (p === '/people/emeriti') return this.page(url, 'Emeriti', [['/people/faculty', 'People'], ['', 'Emeriti']], r, this.others().filter((x) => x.role === 'emeriti').map((x) => [`/people/directory/${x.slug}`, x.name]));
    if (p === '/news') return this.newsList(url, undefined, Number(q.get('page') ?? 0), r);
    if ((m = p.match(/^\/news\/tag\/([a-z-]+)$/)) && ModernWebI.TAGS.includes(m[1])) return this.newsList(url, m[1], Number(q.get('page') ?? 0), r);
    if ((m = p.match(/^\/news\/[a-z0-9-]+-(\d+)$/))) {
      const i = Number(m[1]);
      if (i >= 900 || this.newsItem(i).path !== p) return this.notFound(WEB);
      const n = this.newsItem(i), o = n.off;
      const extra = o ? `<p>${a(this.variant(o, i), `${o.c.code} ${o.c.title}`)} is offered in ${termText(o.key, i)}. Course description in the ${a(this.calUrl(o.c), 'Academic Calendar')}.</p>` : '';
      const main = `<p class="meta">${n.date} · ${n.tags.map((t) => a(`${WEB}/news/tag/${t}`, t)).join(' ')}</p>${para(r, 4)}${extra}<blockquote>${words(r, 20)}</blockquote>${para(r, 3)}<h3>Related news</h3><ul>${[i + 1, i + 3, i + 7, i + 12, i + 20, i + 33].filter((k) => k < 900).map((k) => { const x = this.newsItem(k); return li(WEB + x.path, x.title); }).join('')}</ul>`;
      return html(this.cms(url, n.title, [['/news', 'News'], ['', n.title]], main));
    }
    if (p === '/events') return html(this.cms(url, 'Events', [['', 'Events']], `${para(r, 2)}<ul>${[...this.eventsIn(2020, 2), ...this.eventsIn(2020, 3), ...this.eventsIn(2020, 1)].map((e) => li(e.url, e.title)).join('')}</ul>${a(`${WEB}/events/calendar?month=2020-02`, 'Calendar')} · ${a(`${WEB}/events/seminars`, 'Seminars')}`));
    if (p === '/events/calendar') return this.calendar(url, q);
    if ((m = p.match(/^\/events\/(\d+)\/([a-z0-9-]+)(\/ical)?$/))) {
      const mi = Math.floor(Number(m[1]) / 10), y = 2000 + Math.floor((mi - 1) / 12), mo = ((mi - 1) % 12) + 1;
      const e = this.eventsIn(y, mo).find((x) => x.url === `${WEB}/events/${m![1]}/${m![2]}`);
      if (!e) return this.notFound(WEB);
      if (m[3]) return fileResp(`${url}.ics`);
      return html(this.cms(url, e.title, [['/events', 'Events'], ['', e.title]], `<dl><dt>Date</dt><dd>${y}-${pad(mo)}-${pad(e.day)}</dd><dt>Location</dt><dd>${pick(r, ['BA 1170', 'BA 1210', 'BA 3200', 'Myhal 150', 'DH 2080', 'Zoom'])}</dd></dl>${para(r, 4)}${a(`${e.url}/ical`, 'Add to calendar')} · ${a(`${WEB}/events/calendar?month=${y}-${pad(mo)}`, 'Back to calendar')}`));
    }
    if (p === '/events/seminars') {
      const page = Number(q.get('page') ?? 0);
      if (!(page >= 0 && page < 45)) return this.notFound(WEB);
      return html(this.cms(url, 'Seminars', [['/events', 'Events'], ['', 'Seminars']], `<ul>${Array.from({ length: 15 }, (_, k) => { const id = 5000 - page * 15 - k; return li(`${WEB}/events/seminars/${id}`, words(rng(id), 6)); }).join('')}</ul><nav class="pager">${[0, page - 1, page + 1, 44].filter((k, i, arr) => k >= 0 && k < 45 && k !== page && arr.indexOf(k) === i).map((k) => a(`${WEB}/events/seminars?page=${k}`, String(k + 1))).join(' ')}</nav>`));
    }
    if ((m = p.match(/^\/events\/seminars\/(\d+)$/))) {
      const id = Number(m[1]);
      if (id <= 4325 || id > 5000) return this.notFound(WEB);
      const host = pick(rng(id), this.profs);
      return this.page(url, `Seminar: ${words(rng(id), 6)}`, [['/events/seminars', 'Seminars'], ['', 'Seminar']], r, [[`/people/faculty/${host.slug}`, `Host: ${host.name}`], [`/events/calendar?month=20${pad(10 + (id % 10))}-${pad(1 + (id % 12))}`, 'Calendar']]);
    }
    if (p === '/research') return this.page(url, 'Research', [['', 'Research']], r, [...AREAS.map((x): [string, string] => [`/research/${slugify(x)}`, x]), ['/research/labs', 'Labs and groups'], [`${PUBS}/`, 'Publications database']]);
    if ((m = p.match(/^\/research\/([a-z0-9-]+)$/)) && AREAS.some((x) => slugify(x) === m![1])) {
      const area = AREAS.find((x) => slugify(x) === m![1])!;
      const ppl = this.everyone().filter((x) => x.area === area && x.role !== 'staff');
      return html(this.cms(url, area, [['/research', 'Research'], ['', area]], `${para(r, 3)}<h2>People</h2><ul>${ppl.map((x) => li(x.role === 'faculty' ? `${WEB}/people/faculty/${x.slug}` : `${WEB}/people/directory/${x.slug}`, x.name)).join('')}</ul><h2>Recent publications</h2><ul>${Array.from({ length: 15 }, (_, k) => { const id = 1000 + ((hash(area) + k * 577) % 5000); return li(`${PUBS}/publication/${id}`, words(rng(id), 8)); }).join('')}</ul><p>${a(`${PUBS}/?area=${m[1]}`, `All publications in ${area}`)}</p>`));
    }
    if (p === '/research/labs' || (m = p.match(/^\/research\/labs\/([a-z0-9-]+)$/))) {
      const labs = AREAS.map((x, i) => ({ n: `${x} Group`, i }));
      if (!m) return this.page(url, 'Labs and groups', [['/research', 'Research'], ['', 'Labs']], r, labs.map(({ n }) => [`/research/labs/${slugify(n)}`, n]));
      const lab = labs.find(({ n }) => slugify(n) === m![1]);
      if (!lab) return this.notFound(WEB);
      return this.page(url, lab.n, [['/research', 'Research'], ['/research/labs', 'Labs'], ['', lab.n]], r, this.everyone().filter((x) => x.area === AREAS[lab.i]).slice(0, 20).map((x) => [x.role === 'faculty' ? `/people/faculty/${x.slug}` : `/people/directory/${x.slug}`, x.name]));
    }
    if (p === '/undergrad/teaching-labs') return this.page(url, 'Teaching labs', [['/undergrad', 'Undergraduate'], ['', 'Teaching labs']], r, [[`${TEACH}/`, 'Teaching labs web server'], [`${Q}/search/all_courses`, 'Public course pages on Quercus'], [`${MARKUS}/`, 'MarkUs'], ['/resources/computing', 'Computing accounts'], [`${MIRROR}/logs/`, 'Web server logs']]);
    if (p === '/search' || p === '/user/login') return q.get('keys') && hash(url) % 3 === 0 ? this.serverError() : this.page(url, p === '/search' ? 'Search' : 'Log in', [['', 'Search']], r);
    if (p === '/resources/room-booking') return moved(`${SSO_LOGIN}&service=${encodeURIComponent(url)}`, 302);
    if (p === '/sitemap') return this.page(url, 'Sitemap', [['', 'Sitemap']], r, ModernWebI.MENU.flatMap(([, ls]) => ls));
    const GEN: Record<string, string> = {
      '/about': 'About the Department', '/about/chairs-message': "Chair's message", '/about/history': 'History', '/about/facts': 'Facts and figures', '/about/equity-diversity-inclusion': 'Equity, diversity and inclusion', '/about/visit': 'Visit us', '/about/jobs': 'Employment', '/contact': 'Contact',
      '/undergrad': 'Undergraduate studies', '/undergrad/programs': 'Programs of study', '/undergrad/advising': 'Advising', '/graduate': 'Graduate studies', '/graduate/programs': 'MSc and PhD programs', '/graduate/mscac': 'Master of Science in Applied Computing', '/graduate/admissions': 'Graduate admissions',
      '/resources/computing': 'Computing services',
    };
    if (GEN[p]) {
      const sec = p.split('/')[1];
      const links: [string, string][] = p === '/undergrad' ? [['/undergrad/courses', 'Course offerings'], ...ALL_TERMS.filter((t) => t >= 20189).reverse().map((t): [string, string] => [`/undergrad/courses?term=${t}`, termName(t)]), [`${CAL}/`, 'Academic Calendar'], [`${TT}/?term=${NOW}&dept=CSC`, 'Timetable']]
        : p === '/graduate' ? [['/graduate/courses', 'Graduate courses'], [`${WIKI}/index.php/Category:Graduate_courses`, 'Course wiki pages'], [`${CAL}/graduate`, 'Graduate calendar']]
        : p === '/undergrad/programs' ? ['Computer Science Specialist', 'Computer Science Major', 'Computer Science Minor', 'Data Science Specialist', 'Bioinformatics Specialist'].map((t): [string, string] => [`${CAL}/program/${slugify(t)}`, t])
        : [];
      return this.page(url, GEN[p], [[`/${sec}`, sec[0].toUpperCase() + sec.slice(1)], ['', GEN[p]]], r, links, Object.entries(GEN).filter(([h]) => h.startsWith(`/${sec}`)).map(([h, t]) => [h, t]));
    }
    return this.notFound(WEB);
  }

  private home(url: string, r: R): Resp {
    const news = Array.from({ length: 8 }, (_, i) => this.newsItem(i));
    const main = `<section class="hero">${[0, 1, 2].map((k) => `<div class="slide">${a(WEB + news[k].path, news[k].title)}</div>`).join('')}</section>
<section class="news"><h2>News</h2><ul>${news.map((n) => `<li>${a(WEB + n.path, n.title)} <time>${n.date}</time></li>`).join('')}</ul>${a(`${WEB}/news`, 'All news')}</section>
<section class="events"><h2>Upcoming events</h2><ul>${this.eventsIn(2020, 2).slice(0, 6).map((e) => li(e.url, e.title)).join('')}</ul>${a(`${WEB}/events/calendar?month=2020-02`, 'Events calendar')}</section>
<section class="study"><h2>Study with us</h2>${para(r, 2)}<ul>${li(`${WEB}/undergrad/programs`, 'Undergraduate programs')}${li(`${WEB}/graduate/programs`, 'Graduate programs')}${li(`${WEB}/graduate/mscac`, 'MScAC')}</ul></section>
<section class="spotlight"><h2>Faculty spotlight</h2><ul>${this.profs.filter((x) => hash(`spot${x.slug}`) % 7 === 0).map((x) => li(`${WEB}/people/faculty/${x.slug}`, x.name)).join('')}</ul></section>
<section class="gallery"><h2>Life in the department</h2><ul>${[4, 11, 19, 27, 36, 52].map((c) => li(`${PHOTOS}/album/${c}`, `Album ${c}`)).join('')}</ul></section>`;
    return html(this.cms(url, 'Department of Computer Science', [], main));
  }

  private newsList(url: string, tag: string | undefined, page: number, r: R): Resp {
    const last = tag ? 15 : 74;
    if (!(page >= 0 && page <= last)) return this.notFound(WEB);
    const idx = Array.from({ length: 12 }, (_, k) => (tag ? (page * 12 + k) * 5 + (hash(tag) % 5) : page * 12 + k)).filter((i) => i < 900);
    const base = tag ? `${WEB}/news/tag/${tag}` : `${WEB}/news`;
    const pager = [0, page - 2, page - 1, page + 1, page + 2, last].filter((k, i, arr) => k >= 0 && k <= last && k !== page && arr.indexOf(k) === i).map((k) => a(`${base}?page=${k}`, String(k + 1))).join(' ');
    const main = `${idx.map((i) => { const it = this.newsItem(i); return `<article class="node--type-news"><h3>${a(WEB + it.path, it.title)}</h3><time>${it.date}</time><p>${words(r, 22)}…</p><p>${it.tags.map((t) => a(`${WEB}/news/tag/${t}`, t)).join(' ')}</p></article>`; }).join('\n')}<nav class="pager">${pager}</nav>`;
    return html(this.cms(url, tag ? `News tagged ${tag}` : 'News', [['/news', 'News']], main, this.side(ModernWebI.TAGS.map((t): [string, string] => [`/news/tag/${t}`, t]))));
  }

  private calendar(url: string, q: URLSearchParams): Resp {
    const month = q.get('month') ?? '2020-02', view = q.get('view') ?? 'month';
    const mm = month.match(/^(\d{4})-(\d\d)$/);
    if (!mm || !['month', 'week', 'day', 'list'].includes(view)) return this.notFound(WEB);
    const y = Number(mm[1]), mo = Number(mm[2]);
    if (y < 1970 || y > 2099 || mo < 1 || mo > 12) return this.notFound(WEB);
    const ym = (yy: number, m2: number) => { const d = new Date(Date.UTC(yy, m2 - 1, 1)); return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`; };
    const cal = (m2: string, v: string, day?: number) => `${WEB}/events/calendar?month=${m2}${v !== 'month' ? `&view=${v}` : ''}${day ? `&day=${day}` : ''}`;
    const evs = this.eventsIn(y, mo);
    let body = `<nav class="cal-nav">${a(cal(ym(y, mo - 1), view), '‹ Previous')} ${a(cal(ym(y, mo + 1), view), 'Next ›')} ${['month', 'week', 'list'].map((v) => a(cal(month, v), v)).join(' ')}</nav>`;
    if (view === 'month') body += `<table class="calendar">${Array.from({ length: 28 }, (_, d) => `<td>${a(cal(month, 'day', d + 1), String(d + 1))}${evs.filter((e) => e.day === d + 1).map((e) => a(e.url, e.title)).join('')}</td>`).join('')}</table>`;
    else body += `<ul>${evs.map((e) => li(e.url, `${month}-${pad(e.day)} ${e.title}`)).join('') || '<li>No events.</li>'}</ul>`;
    return html(this.cms(url, `Events: ${month}`, [['/events', 'Events'], ['', 'Calendar']], body));
  }

  /** The people directory: role × area × campus × letter, each combination its own URL, 20 a page. */
  private directory(url: string, q: URLSearchParams): Resp {
    const role = q.get('role'), area = q.get('area'), campus = q.get('campus'), letter = q.get('letter'), page = Number(q.get('page') ?? 0);
    if (role && area && campus && letter && hash(url) % 9 === 0) return this.serverError();
    const list = this.everyone().filter((x) => (!role || x.role === role) && (!area || slugify(x.area) === area) && (!campus || x.campus.toLowerCase() === campus) && (!letter || x.name.split(' ').pop()![0] === letter)).sort((x, z) => x.name.split(' ').pop()!.localeCompare(z.name.split(' ').pop()!));
    const per = 20, pages = Math.max(1, Math.ceil(list.length / per));
    if (!(page >= 0 && page < pages)) return this.notFound(WEB);
    const link = (k: string, v: string | null) => {
      const o: Record<string, string | null> = { role, area, campus, letter, [k]: v };
      const s = Object.entries(o).filter(([, x]) => x).map(([x, y]) => `${x}=${encodeURIComponent(y!)}`).join('&');
      return `${WEB}/people/directory${s ? `?${s}` : ''}`;
    };
    const filters = `<div class="filters"><p>Role: ${['faculty', 'staff', 'grad', 'postdoc', 'adjunct', 'emeriti'].map((x) => a(link('role', x), x)).join(' ')}</p><p>Campus: ${['h1', 'h5', 'h3'].map((x) => a(link('campus', x), x.toUpperCase())).join(' ')}</p><p>Area: ${AREAS.map((x) => a(link('area', slugify(x)), x)).join(' · ')}</p><p>${'ABCDEGHIKLMNOPRSTWZ'.split('').map((c) => a(link('letter', c), c)).join(' ')}</p></div>`;
    const rows = list.slice(page * per, (page + 1) * per).map((x) => `<li>${a(x.role === 'faculty' ? `${WEB}/people/faculty/${x.slug}` : `${WEB}/people/directory/${x.slug}`, x.name)} <span>${x.role} · ${esc(x.area)}</span></li>`);
    const pager = pages > 1 ? `<nav class="pager">${Array.from({ length: pages }, (_, i) => a(link('page', i ? String(i) : null), String(i + 1))).join(' ')}</nav>` : '';
    return html(this.cms(url, 'Directory', [['/people/faculty', 'People'], ['', 'Directory']], `${filters}<ul class="directory">${rows.join('') || '<li>No results.</li>'}</ul>${pager}`));
  }

  /** A faculty profile: research, the personal page, this year's teaching (some links with campaign parameters). */
  private profile(url: string, slug: string, r: R): Resp {
    const s = this.profBySlug.get(slug);
    if (!s) return this.notFound(WEB);
    const cur = this.taughtBy(s).filter((o) => o.key >= 20199);
    const teach = cur.map((o, k) => `<li>${termName(o.key)}: ${o.home ? a(k % 3 === 1 ? this.variant(o, 0) : o.home, `${o.c.code} ${o.c.title}`) : `${o.c.code} ${esc(o.c.title)}`}</li>`).join('');
    const main = `<div class="person"><img src="${WEB}/sites/default/files/styles/portrait/public/people/${s.user}.jpg" alt=""><p class="position">${esc(s.title)}</p><p>Office: ${pick(r, ['BA', 'SF', 'PT', 'DH', 'IC'])} ${int(r, 2000, 5299)} · Email: ${s.user}@cs.${D}${s.style !== 'none' ? ` · ${a(`${CS}/~${s.user}/`, 'Personal website')}` : ''}</p>
<h2>Research interests</h2><p>${a(`${WEB}/research/${slugify(s.area)}`, s.area)}</p>${para(r, 3)}<h2>Teaching ${termName(20199)} – ${termName(NOW)}</h2><ul>${teach || '<li>On research leave.</li>'}</ul>
<h2>Selected publications</h2><ul>${Array.from({ length: 5 }, (_, i) => { const id = 1000 + ((hash(s.slug) + i * 131) % 5000); return li(`${PUBS}/publication/${id}`, `${words(rng(id), 7)} (${2019 - i})`); }).join('')}</ul>${a(`${PUBS}/?author=${s.slug}`, 'All publications')}</div>`;
    return html(this.cms(url, s.name, [['/people/faculty', 'Faculty'], ['', s.name]], main));
  }

  /** /graduate/courses?year=2019-20: the graduate courses of an academic year (wiki pages, instructors' pages). */
  private gradCourses(url: string, q: URLSearchParams, r: R): Resp {
    const yr = q.get('year') ?? '2019-20';
    const mm = yr.match(/^(\d{4})-(\d\d)$/);
    const y = mm ? Number(mm[1]) : 0;
    if (!mm || y < OLDEST - 1 || y > 2019 || Number(mm[2]) !== (y + 1) % 100) return this.notFound(WEB);
    const offs = this.offs.filter((o) => o.c.campus === 'G' && ((o.y === y && o.m === 9) || (o.y === y + 1 && o.m !== 9))).sort((x, z) => x.key - z.key || x.c.code.localeCompare(z.c.code));
    const years = Array.from({ length: 2019 - OLDEST + 2 }, (_, i) => 2019 - i).map((yy) => a(`${WEB}/graduate/courses?year=${yy}-${pad((yy + 1) % 100)}`, `${yy}–${pad((yy + 1) % 100)}`)).join(' · ');
    const rows = offs.map((o) => `<tr><td>${a(this.offLink(o), o.c.code.replace(/H$/, ''))}</td><td>${esc(o.c.title)}</td><td>${termName(o.key)}</td><td>${a(`${WEB}/people/faculty/${o.lead.slug}`, o.lead.name)}</td></tr>`).join('');
    return html(this.cms(url, `Graduate courses ${y}–${y + 1}`, [['/graduate', 'Graduate'], ['', 'Courses']], `<p>${years}</p>${para(r, 1)}<table class="views-table"><tr><th>Course</th><th>Title</th><th>Term</th><th>Instructor</th></tr>${rows}</table>`));
  }

  /** /undergrad/courses: every undergraduate course with its overview page, and the term selector. */
  private courseIndex(url: string, r: R): Resp {
    const ug = this.courses.filter((c) => c.campus !== 'G');
    const terms = ALL_TERMS.filter((t) => t >= LISTED).reverse();
    const body = `${para(r, 2)}<h2>Offerings by term</h2><ul class="term-select">${terms.map((t) => li(`${WEB}/undergrad/courses?term=${t}`, termName(t))).join('')}</ul><h2>All courses</h2><table class="views-table"><tr><th>Course</th><th>Title</th><th>Campus</th></tr>${ug.map((c) => `<tr><td>${a(`${WEB}/undergrad/courses/${c.code.toLowerCase()}`, c.code)}</td><td>${esc(c.title)}</td><td>${c.campus}</td></tr>`).join('')}</table>`;
    return html(this.cms(url, 'Course offerings', [['/undergrad', 'Undergraduate'], ['', 'Courses']], body));
  }

  /** A term's offerings as a Drupal view with exposed filters (level, campus) and a pager. */
  private listing(u: URL, q: URLSearchParams, r: R): Resp {
    const url = u.href;
    const term = Number(q.get('term')), level = q.get('level'), campus = q.get('campus'), page = Number(q.get('page') ?? 0);
    if (!ALL_TERMS.includes(term)) return html(this.cms(url, 'Course offerings', [['/undergrad/courses', 'Courses']], '<p>No courses match your criteria.</p>'));
    const CAMPUS: Record<string, Campus> = { dt: 'H1', wm: 'H5', ed: 'H3' };
    const offs = term >= LISTED ? this.offsAt(term).filter((o) => o.c.campus !== 'G' && (!level || String(o.c.level) === level) && (!campus || CAMPUS[campus] === o.c.campus)).sort((x, z) => x.c.code.localeCompare(z.c.code)) : [];
    const per = 12, pages = Math.max(1, Math.ceil(offs.length / per));
    if (!(page >= 0 && page < pages)) return this.notFound(WEB);
    const link = (k: string, v: string | null) => {
      const o: Record<string, string | null> = { term: String(term), level, campus, [k]: v };
      return `${WEB}/undergrad/courses?${Object.entries(o).filter(([, x]) => x).map(([x, y]) => `${x}=${y}`).join('&')}`;
    };
    const facets = `<form class="views-exposed-form"><p>Level: ${['100', '200', '300', '400'].map((l) => a(link('level', l), `${l}-level`)).join(' ')}</p><p>Campus: ${Object.entries({ dt: 'Downtown', wm: 'Westmere', ed: 'Eastdale' }).map(([k, n]) => a(link('campus', k), n)).join(' ')}</p></form>`;
    const rows = offs.slice(page * per, (page + 1) * per).map((o) => `<tr><td>${a(this.offLink(o), o.c.code)}</td><td>${esc(o.c.title)}</td><td>${o.sections.join(', ')}</td><td>${a(`${WEB}/people/faculty/${o.lead.slug}`, o.lead.name)}</td><td>${a(this.calUrl(o.c), 'Calendar')}</td></tr>`).join('\n');
    const pager = pages > 1 ? `<nav class="pager"><ul>${Array.from({ length: pages }, (_, i) => (i === page ? `<li class="is-active">${i + 1}</li>` : li(`${link('page', null)}&page=${i}`, String(i + 1)))).join('')}</ul></nav>` : '';
    const body = `${facets}${offs.length ? `<table class="views-table"><tr><th>Course</th><th>Title</th><th>Sections</th><th>Instructor</th><th></th></tr>${rows}</table>` : '<p>No courses match your criteria.</p>'}${pager}${para(r, 1)}`;
    return html(this.cms(url, `Course offerings: ${termName(term)}`, [['/undergrad', 'Undergraduate'], ['/undergrad/courses', 'Courses'], ['', termName(term)]], body));
  }

  /** /undergrad/courses/csc148h1 and its past-offerings page. */
  private courseOverview(url: string, key: string, past: boolean, r: R): Resp {
    const c = this.courseByCode.get(key.toUpperCase());
    if (!c || c.campus === 'G') return this.notFound(WEB);
    const crumbs: [string, string][] = [['/undergrad', 'Undergraduate'], ['/undergrad/courses', 'Courses'], ['', c.code]];
    const base = `${WEB}/undergrad/courses/${c.code.toLowerCase()}`;
    if (past) {
      const rows = [...c.offs].reverse().filter((o) => o.key < NOW).map((o) => `<li>${termName(o.key)}: ${o.home ? a(o.home, `${c.code} course page`) : 'no course page'} — ${esc(o.lead.name)}</li>`).join('');
      return html(this.cms(url, `${c.code}: past offerings`, crumbs, `<ul>${rows || '<li>None.</li>'}</ul><p>${a(base, 'Back to course')}</p>`));
    }
    const cur = c.offs.filter((o) => o.key >= 20199);
    const body = `<p class="lead">${esc(c.title)}</p>${para(r, 3)}<h2>Current offerings</h2><ul>${cur.map((o) => li(this.offLink(o), `${termName(o.key)} (${o.lead.name})`)).join('') || '<li>Not offered this year.</li>'}</ul><p>${a(this.calUrl(c), 'Academic Calendar entry')} · ${a(`${base}/past-offerings`, 'Past offerings')}</p>`;
    return html(this.cms(url, `${c.code}: ${c.title}`, crumbs, body));
  }

  // ================================================================ teaching-labs host: class accounts ~csc148h/
  private teach_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const url = u.href;
    if (p === '/' || p === '/index.html') {
      // The front page lists this term's course pages only; older terms are reached through each account's list.
      const cur = this.offs.filter((o) => o.fam === 'teach' && o.home && o.key === NOW);
      return html(`<html><head><title>Teaching Labs — Course web pages</title></head><body><h1>Department of Computer Science Teaching Labs</h1><h2>Course web pages, ${termName(NOW)}</h2><ul>${cur.map((o) => li(`${TEACH}/~${o.c.stem}h/`, `${o.c.code.slice(0, 6)}H`)).join('')}</ul><p>${a(`${WEB}/undergrad/teaching-labs`, 'About the teaching labs')} · ${a(`${TEACH}/usage/`, 'Lab usage')} · ${a(`${MARKUS}/`, 'MarkUs')}</p></body></html>`);
    }
    if (p.startsWith('/usage/')) return this.autoindex(u, TEACH, p, p === '/usage/' ? ['2017/', '2018/', '2019/', '2020/'] : /^\/usage\/20(1[7-9]|20)\/$/.test(p) ? Array.from({ length: 12 }, (_, i) => `lab-usage-${p.slice(7, 11)}-${pad(i + 1)}.log`) : null, r);
    const mm = p.match(/^\/~([a-z0-9]+)h(\/.*)?$/);
    if (!mm) return this.notFound(TEACH);
    const c = this.courseByStem.get(mm[1]);
    const rest = mm[2] ?? '';
    if (!c) return this.notFound(TEACH);
    const base = `${TEACH}/~${c.stem}h/`;
    const offs = c.offs.filter((o) => o.fam === 'teach' && o.home?.startsWith(base));
    if (!offs.length) return this.notFound(TEACH);
    if (rest === '') return moved(base);
    if (rest === '/') {
      if (hash(c.stem) % 3 === 0) return moved(offs.at(-1)!.home!, 302);
      return html(`<html><head><title>${c.code.slice(0, 6)}H</title></head><body><h2>${c.code.slice(0, 6)}H: ${esc(c.title)}</h2><p>Course pages by term:</p><ul>${[...offs].reverse().map((o) => li(o.home!, termName(o.key))).join('')}</ul><p>${a(this.calUrl(c), 'Calendar description')}</p></body></html>`);
    }
    const o = offs.find((x) => rest.startsWith(x.home!.slice(base.length - 1)));
    if (!o) return this.notFound(TEACH);
    const home = o.home!;
    const sub = rest.slice(home.length - base.length + 1);
    const code = `${c.code}${o.m === 9 ? 'F' : o.m === 1 ? 'S' : 'Y'}`.replace(/(\d)([FSY])$/, '$1 $2');
    const wk = this.weeks(o);
    if (/\.(pdf|zip|py|pptx|ipynb|sql|c|h|txt)$/.test(sub)) return r() < 0.04 ? this.notFound(TEACH) : fileResp(url);
    if (sub === 'labs/' || /^labs\/lab\d\d\/$/.test(sub)) {
      const files = sub === 'labs/' ? Array.from({ length: 10 }, (_, i) => (i % 3 === 2 ? `lab${pad(i + 1)}/` : `lab${pad(i + 1)}.pdf`)) : ['handout.pdf', 'starter.zip', 'solution.py'];
      return this.autoindex(u, TEACH, `/~${c.stem}h${rest}`, files, r);
    }
    const nav: [string, string][] = [['', 'Home'], ['lectures.html', 'Lectures'], ['assignments/', 'Assignments'], ['labs/', 'Labs'], ['tests.html', 'Tests'], ['office-hours.html', 'Office hours'], ['syllabus.pdf', 'Course information sheet']];
    let title: string, body: string;
    const am = sub.match(/^assignments\/(a[1-4])\/(handout|faq)\.html$/);
    if (sub === '') {
      title = [`${code}: ${c.title} (${termName(o.key)})`, `${c.code.slice(0, 6)} ${termText(o.key, 3)}`, `${c.title} — ${code}`][c.theme];
      body = `<p>${termText(o.key, c.theme)} · ${o.sections.join(', ')} · Instructor${o.sections.length > 1 ? 's' : ''}: ${a(`${WEB}/people/faculty/${o.lead.slug}`, o.lead.name)}${o.sections.length > 1 ? ' and others' : ''}</p>${o.key === NOW ? `<div class="announce"><b>Feb 10:</b> Term test 1 is on ${pick(r, ['Feb 12', 'Feb 14', 'Feb 26'])} during tutorial. Assignment 2 is out — see ${a(`${home}assignments/a2/handout.html`, 'the handout')}.</div>` : ''}${para(r, 2)}<h3>Weekly schedule</h3><table>${wk.map((t, i) => `<tr><td>Week ${i + 1}</td><td>${esc(t)}</td><td>${i % 2 ? `Tutorial ${i}` : `Lab ${i + 1}`}</td></tr>`).join('')}</table><h3>Links</h3><ul>${li(`https://piazza.com/northbridge.ca/${SEASON[o.m].toLowerCase()}${o.y}/${c.short}`, 'Piazza discussion board')}${o.key >= 20169 ? li(`${MARKUS}/${c.short}-${o.y}-${pad(o.m)}`, 'MarkUs (assignment submission)') : ''}${o.qid ? li(`${Q}/courses/${o.qid}`, 'Quercus') : ''}${li(base, 'All terms')}</ul>${this.otherOffs(o, 2)}`;
    } else if (sub === 'lectures.html') (title = `Lectures — ${code}`), (body = `<ol>${wk.map((t, i) => `<li>${esc(t)}: ${a(`${home}lectures/w${i + 1}.pdf`, 'slides')} ${a(`${home}lectures/w${i + 1}-annotated.pdf`, 'annotated')} ${i % 3 === 0 ? a(`${home}lectures/w${i + 1}.py`, 'code') : ''}</li>`).join('')}</ol>`);
    else if (sub === 'tests.html') (title = `Term tests and exam — ${code}`), (body = `${para(r, 2)}<ul>${[o.y - 1, o.y - 2, o.y - 3].map((y) => li(`${home}tests/tt1-${y}.pdf`, `Term test 1, ${y}`)).join('')}${li(`${home}tests/final-aid-sheet.pdf`, 'Final exam aid sheet')}</ul>`);
    else if (sub === 'office-hours.html') (title = `Office hours — ${code}`), (body = `<table>${['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d) => `<tr><td>${d}</td><td>${int(r, 10, 16)}:00</td><td>BA ${int(r, 2200, 3290)}</td><td>TA</td></tr>`).join('')}</table>`);
    else if (sub === 'assignments/') (title = `Assignments — ${code}`), (body = `<ul>${['a1', 'a2', 'a3'].map((x) => li(`${home}assignments/${x}/handout.html`, `Assignment ${x[1]}`)).join('')}</ul><p>Submit on ${o.key >= 20169 ? a(`${MARKUS}/${c.short}-${o.y}-${pad(o.m)}`, 'MarkUs') : 'CDF'}.</p>`);
    else if (am) (title = `${am[1].toUpperCase()} ${am[2] === 'faq' ? 'FAQ' : 'handout'} — ${code}`), (body = `${para(r, 4)}<ul>${li(`${home}assignments/${am[1]}/starter.zip`, 'Starter code')}${li(`${home}assignments/${am[1]}/${am[2] === 'faq' ? 'handout' : 'faq'}.html`, am[2] === 'faq' ? 'Handout' : 'FAQ')}</ul>`);
    else return this.notFound(TEACH);
    const links = nav.map(([h, t]) => a(home + h, t));
    if (c.theme === 0) return html(`<html><head><title>${esc(title)}</title></head><body bgcolor="#ffffff"><table width="100%" bgcolor="#002a5c"><tr><td><font color="white" size="+2">${esc(code)}</font></td></tr></table><p>${links.join(' | ')}</p><hr>${body}<hr><font size="-1">Last modified ${termYm(o.key)}-${pad(int(r, 1, 28))}</font></body></html>`);
    if (c.theme === 1) return html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/css/bootstrap.min.css"></head><body><nav class="navbar navbar-expand-lg navbar-dark bg-primary"><ul class="navbar-nav">${links.map((x) => `<li class="nav-item">${x}</li>`).join('')}</ul></nav><div class="container"><h1>${esc(title)}</h1>${body}</div></body></html>`);
    return html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="stylesheet" href="${home}style.css"></head><body><div id="sidebar"><h3>${esc(code)}</h3><ul>${links.map((x) => `<li>${x}</li>`).join('')}</ul></div><div id="main"><h1>${esc(title)}</h1>${body}</div></body></html>`);
  }
  /** An Apache autoindex listing with its `?C=M;O=D` sort links. */
  private autoindex(u: URL, origin: string, p: string, entries: string[] | null, r: R): Resp {
    if (!entries) return this.notFound(origin);
    if (!p.endsWith('/')) return fileResp(u.href);
    const { C, O } = sortParams(u);
    if ((C && !'NMSD'.includes(C)) || (O && O !== 'A' && O !== 'D')) return this.notFound(origin);
    const list = O === 'D' ? [...entries].reverse() : entries;
    const head = ['N', 'M', 'S', 'D'].map((c) => `<th>${a(`${origin}${p}?C=${c};O=${C === c && O !== 'D' ? 'D' : 'A'}`, { N: 'Name', M: 'Last modified', S: 'Size', D: 'Description' }[c]!)}</th>`).join('');
    return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><html><head><title>Index of ${esc(p)}</title></head><body><h1>Index of ${esc(p)}</h1><table><tr>${head}</tr><tr><td>${a(`${origin}${p.replace(/[^/]+\/$/, '')}`, 'Parent Directory')}</td></tr>${list.map((e) => `<tr><td>${a(`${origin}${p}${e}`, e)}</td><td>20${int(r, 15, 20)}-${pad(int(r, 1, 12))}-${pad(int(r, 1, 28))} ${pad(int(r, 0, 23))}:${pad(int(r, 0, 59))}</td><td>${e.endsWith('/') ? '-' : `${int(r, 1, 900)}K`}</td></tr>`).join('')}</table><address>Apache/2.4.29 (Ubuntu) Server at ${origin.replace('https://', '')} Port 443</address></body></html>`);
  }
  /** MarkUs: every course instance is behind its login page. */
  private markus_(u: URL, p: string, r: R): Resp {
    if (p === '/') return html(`<html><head><title>MarkUs</title></head><body><h1>MarkUs</h1><p>Select your course from Quercus or your course website.</p>${a(SSO_LOGIN, 'Log in')}</body></html>`);
    const mm = p.match(/^\/([a-z0-9]+-\d{4}-\d\d)(\/.*)?$/);
    if (!mm) return this.notFound(MARKUS);
    if (!mm[2]) return moved(`${MARKUS}/${mm[1]}/`);
    if (mm[2] !== '/') return moved(`${MARKUS}/${mm[1]}/`, 302);
    return html(`<!DOCTYPE html><html><head><title>MarkUs — ${esc(mm[1])}</title></head><body><form action="${MARKUS}/${mm[1]}/main/login" method="post"><label>User name</label><input name="user_login"><label>Password</label><input type="password" name="user_password"><button>Log in</button></form><p>${words(r, 8)}</p>${a(SSO_LOGIN, 'Log in with UNBID')}</body></html>`);
  }

  // ================================================================ per-offering course hosts: static sites and Jupyter Books
  private sub_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const o = this.offByHost.get(u.host);
    const nf = () => this.notFound(u.origin, `<!DOCTYPE html><html><head><title>404 Not Found</title></head><body><h1>404</h1><p>Page not found. ${a(`https://${u.host}/`, 'Home')}</p></body></html>`);
    if (!o) return nf();
    const base = `https://${u.host}/`;
    const code = o.c.campus === 'H5' ? o.c.code : o.c.code.replace(/H\d?$/, '');
    if (/\.(pdf|zip|py|ipynb|png|css|js|md|tex)$/.test(p) && !p.startsWith('/_sources/')) return r() < 0.04 ? nf() : fileResp(u.href);
    const wk = this.weeks(o);
    if (o.fam === 'jb') return this.jbook(u, p, q, r, o, base, code, wk, nf);
    // Static sites: theme 0 serves clean URLs (`/schedule`), theme 1 (Hugo) directory URLs (`/schedule/`, slashless → 301).
    const hugo = (o.c.theme + o.y) % 2 === 1;
    const sl = hugo ? '/' : '';
    if (hugo && p !== '/' && !p.endsWith('/')) return moved(`${base}${p.slice(1)}/`);
    const rest = p.replace(/^\/|\/$/g, '');
    const PS = ['ps1', 'ps2', 'ps3', 'ps4'];
    let title: string, body: string;
    const nav: [string, string][] = [['', 'Home'], [`schedule${sl}`, 'Schedule'], [`psets${sl}`, 'Problem sets'], [`syllabus${sl}`, 'Syllabus'], [`staff${sl}`, 'Course team'], [`tutorials${sl}`, 'Tutorials']];
    const pm = rest.match(/^psets\/(ps[1-4])$/);
    if (rest === '') {
      title = [`${code} ${termText(o.key, 0)}`, `${code}: ${o.c.title}`, `${o.c.title} | ${code} ${termShort(o.key).toUpperCase()}`][o.c.theme];
      body = `<h1>${esc(`${code}: ${o.c.title}`)}</h1><p class="lead">${termText(o.key, o.c.theme + 1)} · ${o.sections.join(' / ')}</p>${o.key === NOW ? `<div class="alert">Problem Set 2 is due ${pick(r, ['Feb 13', 'Feb 20', 'Feb 27'])} at 11:59 p.m. on ${a(`${MARKUS}/${o.c.short}-${o.y}-${pad(o.m)}`, 'MarkUs')}. The midterm is in week 7.</div>` : ''}${para(r, 3)}<h2>Announcements</h2><ul>${wk.slice(0, 4).map((t, i) => `<li>Week ${i + 1}: ${esc(t)} — ${words(r, 8)}</li>`).join('')}</ul><p>${a(`https://piazza.com/northbridge.ca/${SEASON[o.m].toLowerCase()}${o.y}/${o.c.short}`, 'Piazza')} · ${a(`${GIT}/${o.c.stem}/${o.c.stem}-${termShort(o.key)}`, 'Source')}${o.qid ? ` · ${a(`${Q}/courses/${o.qid}`, 'Quercus')}` : ''}</p>${this.otherOffs(o, 3)}`;
    } else if (rest === 'schedule') (title = `Schedule | ${code}`), (body = `<table><tr><th>Week</th><th>Topic</th><th>Readings</th><th>Due</th></tr>${wk.map((t, i) => `<tr><td>${i + 1}</td><td>${esc(t)} ${a(`${base}slides/week${pad(i + 1)}.pdf`, 'slides')}</td><td>${a(`${base}notes/week${pad(i + 1)}.pdf`, 'notes')}</td><td>${i % 3 === 2 ? a(`${base}psets/ps${(i + 1) / 3}${sl}`, `PS${(i + 1) / 3}`) : ''}</td></tr>`).join('')}</table>`);
    else if (rest === 'psets') (title = `Problem sets | ${code}`), (body = `<ul>${PS.map((x) => li(`${base}psets/${x}${sl}`, `Problem Set ${x[2]}`)).join('')}</ul>`);
    else if (pm) (title = `Problem Set ${pm[1][2]} | ${code}`), (body = `${para(r, 3)}<p>${a(`${base}psets/${pm[1]}.pdf`, 'PDF')} · ${a(`${base}psets/${pm[1]}.tex`, 'LaTeX template')} · Submit on ${a(`${MARKUS}/${o.c.short}-${o.y}-${pad(o.m)}`, 'MarkUs')}</p>`);
    else if (rest === 'syllabus') (title = `Syllabus | ${code}`), (body = `${para(r, 4)}<table>${[['Problem sets', 40], ['Midterm', 20], ['Final exam', 40]].map(([x, w]) => `<tr><td>${x}</td><td>${w}%</td></tr>`).join('')}</table><p>${a(`${base}syllabus.pdf`, 'Course information sheet (PDF)')}</p>`);
    else if (rest === 'staff') (title = `Course team | ${code}`), (body = `<ul>${li(`${WEB}/people/faculty/${o.lead.slug}`, `${o.lead.name} (instructor)`)}${this.others().filter((x) => x.role === 'grad' && hash(x.slug + u.host) % 45 === 0).slice(0, 6).map((x) => `<li>${esc(x.name)} (TA)</li>`).join('')}</ul>`);
    else if (rest === 'tutorials') (title = `Tutorials | ${code}`), (body = `<ol>${wk.slice(1, 11).map((t, i) => `<li>${esc(t)} ${a(`${base}tutorials/tut${pad(i + 1)}.pdf`, 'worksheet')}</li>`).join('')}</ol>`);
    else return nf();
    const navHtml = nav.map(([h, t]) => li(base + h, t)).join('');
    if (hugo) return html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="Hugo 0.59.1"><title>${esc(title)}</title><link rel="stylesheet" href="${base}css/theme.css"></head><body><nav class="sidebar"><h2>${esc(code)}</h2><ul>${navHtml}</ul></nav><main>${rest ? `<h1>${esc(title)}</h1>` : ''}${body}</main><footer>Built with Hugo · © ${o.y} ${esc(o.lead.name)}</footer></body></html>`);
    return html(`<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><!-- Begin Jekyll SEO tag v2.6.1 --><title>${esc(title)}</title><link rel="stylesheet" href="${base}assets/css/just-the-docs-default.css"></head><body><div class="side-bar"><a href="${base}" class="site-title">${esc(code)}</a><ul class="nav-list">${navHtml}</ul></div><div class="main-content">${rest ? `<h1>${esc(title)}</h1>` : ''}${body}<footer>This site uses ${a('https://github.com/pmarsceill/just-the-docs', 'Just the Docs')}.</footer></div></body></html>`);
  }
  /** A Jupyter Book (Sphinx): `/` → intro.html; chapters, `_sources/`, genindex, search with `?q=`, `?highlight=` links. */
  private jbook(u: URL, p: string, q: URLSearchParams, r: R, o: Off, base: string, code: string, wk: string[], nf: () => Resp): Resp {
    if (p === '/' || p === '/index.html') return moved(`${base}intro.html`, 302);
    const chapters = wk.map((t, i) => ({ path: `lectures/week${pad(i + 1)}.html`, title: t }));
    const pages = [{ path: 'intro.html', title: `${code}: ${o.c.title}` }, { path: 'syllabus.html', title: 'Syllabus' }, ...chapters, ...['ps1', 'ps2', 'ps3'].map((x) => ({ path: `psets/${x}.html`, title: `Problem set ${x[2]}` }))];
    const rest = p.slice(1);
    if (rest.startsWith('_sources/')) {
      const src = rest.slice('_sources/'.length).replace(/\.(ipynb|md)$/, '.html');
      return pages.some((x) => x.path === src) ? { status: 200, type: 'text/plain; charset=utf-8', body: `# ${src}\n\n${words(r, 120)}\n` } : nf();
    }
    const toc = `<nav class="bd-links"><p class="caption">${esc(code)} ${termName(o.key)}</p><ul>${pages.map((x) => li(`${base}${x.path}`, x.title)).join('')}</ul></nav>`;
    const shell = (title: string, body: string, src?: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} — ${esc(code)}</title><link rel="stylesheet" href="${base}_static/sphinx-book-theme.css"><link rel="index" title="Index" href="${base}genindex.html"><link rel="search" title="Search" href="${base}search.html"></head><body><div class="container-xl"><div class="row"><div class="col-12 col-md-3 bd-sidebar">${a(base + 'intro.html', code, 'navbar-brand')}<form class="bd-search" action="${base}search.html" method="get"><input type="search" name="q" placeholder="Search this book..."></form>${toc}<p>${a(`${base}genindex.html`, 'Index')}</p></div><main class="col-12 col-md-9 bd-content">${src ? `<div class="topbar">${a(`${base}_sources/${src}`, 'Download source')} ${a(`${GIT}/${o.c.stem}/${o.c.stem}-${termShort(o.key)}`, 'Repository')}</div>` : ''}${body}</main></div></div><footer>By ${esc(o.lead.name)} · © Copyright ${o.y}. Powered by Jupyter Book.</footer>${padding('sphinx', u.href, 'DOCUMENTATION_OPTIONS', 5, 15)}</body></html>`);
    if (rest === 'genindex.html') return shell('Index', `<h1>Index</h1><table>${TOPICS.filter((t) => hash(t + u.host) % 4 === 0).map((t) => `<tr><td>${a(`${base}${pick(r, chapters).path}#${slugify(t)}`, t)}</td></tr>`).join('')}</table>`);
    if (rest === 'search.html') {
      const term = q.get('q');
      const pop = ['recursion', 'big-oh', 'induction', 'hashing', 'graphs', 'midterm'];
      if (!term) return shell('Search', `<h1>Search</h1><p>Common searches: ${pop.map((x) => a(`${base}search.html?q=${x}&check_keywords=yes&area=default`, x)).join(' · ')}</p>`);
      const hits = pages.filter((x) => hash(x.path + term) % 3 === 0);
      return shell(`Search: ${term}`, `<h1>Search results</h1><ul>${hits.map((x) => li(`${base}${x.path}?highlight=${encodeURIComponent(term)}`, x.title)).join('')}</ul>`);
    }
    const pg = pages.find((x) => x.path === rest);
    if (!pg) return nf();
    const i = pages.indexOf(pg);
    const src = `${rest.replace(/\.html$/, '')}.${i >= 2 && i < 2 + chapters.length ? 'ipynb' : 'md'}`;
    const prevNext = `<div class="prev-next">${i > 0 ? a(`${base}${pages[i - 1].path}`, `← ${pages[i - 1].title}`) : ''} ${i + 1 < pages.length ? a(`${base}${pages[i + 1].path}`, `${pages[i + 1].title} →`) : ''}</div>`;
    if (rest === 'intro.html') return shell(`${code}: ${o.c.title}`, `<h1>${esc(`${o.c.code} ${o.c.title}`)}</h1><p>${termText(o.key, 2)} · ${o.sections.join(', ')} · ${a(`${WEB}/people/faculty/${o.lead.slug}`, o.lead.name)}</p>${para(r, 3)}${this.otherOffs(o, 0)}${prevNext}`, src);
    return shell(pg.title, `<h1>${esc(pg.title)}</h1>${para(r, 4)}<div class="cell"><pre>${words(r, 20)}</pre></div>${prevNext}`, src);
  }

  // ================================================================ the legacy host www.cs…: old URLs and instructors' ~user pages
  private cs_(u: URL, p: string, r: R): Resp {
    if (p === '/' || p === '/index.html') return moved(`${WEB}/`);
    const OLD: Record<string, string> = { '/undergrad': '/undergrad', '/undergrad/courses.html': '/undergrad/courses', '/grad': '/graduate', '/grad/courses.html': '/graduate/courses', '/people': '/people/faculty', '/people/faculty.html': '/people/faculty', '/news': '/news', '/research': '/research', '/contact.html': '/contact' };
    const op = p.replace(/\/$/, '');
    if (OLD[op]) return moved(`${WEB}${OLD[op]}`);
    const mm = p.match(/^\/~([a-z]+)(\/.*)?$/);
    if (!mm) return this.notFound(CS);
    const s = this.profByUser.get(mm[1]);
    if (!s || s.style === 'none') return this.notFound(CS);
    if (!mm[2]) return moved(`${CS}/~${s.user}/`);
    return this.personal(u, s, mm[2], r);
  }
  /** How an instructor names a course on their own pages: title and term only, never the code. */
  private anchor(o: Off, k: number): string {
    return [`${o.c.title} (${termName(o.key)})`, `${o.c.title}, ${termText(o.key, 1)}`, `${termName(o.key)}: ${o.c.title}`][k % 3];
  }
  private personal(u: URL, s: Prof, rest: string, r: R): Resp {
    const me = `${CS}/~${s.user}/`;
    const mine = this.taughtBy(s);
    const flat = s.style === 'flat';
    const shell = (title: string, body: string) => html(flat
      ? `<html><head><title>${esc(title)}</title></head><body bgcolor="#ffffff" link="#0000cc"><table width="100%"><tr><td><h1>${esc(title)}</h1></td><td align="right"><img src="${me}me.jpg" width="110"></td></tr></table><p>${a(me, 'Home')} | ${a(`${me}papers.html`, 'Papers')} | ${a(`${me}students.html`, 'Students')} | ${a(`${me}cv.pdf`, 'CV')}</p><hr>${body}<hr><address>${esc(s.name)}, Dept. of Computer Science, ${a(`http://www.cs.${D}/`, 'University of Northbridge')} · ${a(`http://www.cs.${D}/people/`, 'People')}</address></body></html>`
      : `<!DOCTYPE html><html lang="en-us"><head><meta charset="utf-8"><meta name="generator" content="Hugo 0.62.2"><meta name="generator" content="Academic 4.6.3"><title>${esc(title)} | ${esc(s.name)}</title></head><body><nav class="navbar">${a(me, s.name)} ${a(`${me}#about`, 'Home')} ${a(`${me}publication/`, 'Publications')} ${a(`${me}teaching/`, 'Teaching')} ${a(`${me}students.html`, 'Group')}</nav><div class="container">${body}</div><footer>© 2020 ${esc(s.name)} · Powered by the Academic theme for Hugo. ${a(`${WEB}/people/faculty/${s.slug}`, 'Department profile')}</footer></body></html>`);
    const teachList = () => [...mine].reverse().filter((o) => o.home).map((o, k) => li(o.home!, this.anchor(o, k + s.user.length))).join('');
    if (rest === '/') return shell(s.name, `<p>${esc(s.title)}, Department of Computer Science, University of Northbridge.</p>${para(r, 3)}<h2>Research</h2><p>${esc(s.area)}. ${a(`${PUBS}/?author=${s.slug}`, 'Publications')}</p><h2>Teaching</h2><ul>${teachList() || '<li>Not teaching this year.</li>'}</ul><h2>Contact</h2><p>${pick(r, ['BA', 'SF', 'PT'])} ${int(r, 2000, 5299)} · ${s.user} at cs.${D}</p>`);
    if (rest === '/papers.html' || rest === '/publication/') return shell('Publications', `<ol>${Array.from({ length: 14 }, (_, i) => { const id = 1000 + ((hash(s.slug) + i * 131) % 5000); return `<li>${words(rng(id), 9)}. ${a(`${me}papers/${2019 - (i >> 1)}-${hex(`${s.user}${i}`, 4)}.pdf`, 'pdf')} ${a(`${PUBS}/publication/${id}`, 'record')}</li>`; }).join('')}</ol>`);
    if (rest === '/students.html') return shell('Students', `<ul>${this.others().filter((x) => x.role === 'grad' && hash(x.slug + s.user) % 14 === 0).map((x) => li(`${WEB}/people/directory/${x.slug}`, x.name)).join('')}</ul>`);
    if (rest === '/teaching/' && !flat) return shell('Teaching', `<ul>${teachList()}</ul>`);
    if (/\.(pdf|pptx|zip|py|ipynb|jpg)$/.test(rest)) return r() < 0.05 ? this.notFound(CS) : fileResp(u.href);
    if (rest.startsWith('/private/')) return this.notFound(CS);
    // a home, or a subpage of one
    let o = this.offByHome.get(`${CS}/~${s.user}${rest}`);
    let sub = '';
    if (!o && !flat) {
      const dm = rest.match(/^(\/teaching\/[a-z]+\/(?:[wsf]\d\d\/)?)([a-z]+\.html)$/);
      if (dm) (o = this.offByHome.get(`${CS}/~${s.user}${dm[1]}`)), (sub = dm[2]);
    }
    if (!o && flat) {
      const fm = rest.match(/^\/([a-z]+\d{4}[fs]?)_(schedule|assignments)\.html$/);
      if (fm) (o = this.offByHome.get(`${CS}/~${s.user}/${fm[1]}.html`)), (sub = fm[2]);
    }
    if (!o) return this.notFound(CS);
    const home = o.home!, wk = this.weeks(o);
    const subUrl = (n: string) => (flat ? home.replace(/\.html$/, `_${n}.html`) : `${home}${n}.html`);
    if (sub) return shell(`${sub.replace('.html', '')} — ${o.c.title}`, `${para(r, 3)}<ol>${wk.map((t, i) => `<li>${esc(t)} ${a(flat ? `${me}${o!.c.nick}/hw${i}.pdf` : `${home}hw${i}.pdf`, 'handout')}</li>`).join('')}</ol><p>${a(home, 'Back')}</p>`);
    const title = [`${o.c.title} — ${termName(o.key)}`, `${o.c.title}`, `${termText(o.key, 1)}: ${o.c.title}`][(o.c.theme + o.y) % 3];
    return shell(title, `<p><b>${o.c.code}${o.m === 1 ? ' S' : o.m === 9 ? ' F' : ' Y'}</b>, ${o.sections.join(', ')} · ${termName(o.key)} · Lectures ${pick(r, ['MWF 10', 'TR 1-3', 'M 6-9pm', 'W 3-5'])} in ${pick(r, ['BA 1130', 'MP 102', 'SS 2102', 'SF 1101', 'AH 100'])}</p>${para(r, 2)}<h3>Schedule</h3><ol>${wk.map((t, i) => `<li>${esc(t)} ${a(flat ? `${me}${o!.c.nick}/lec${i + 1}.pdf` : `${home}slides/lec${i + 1}.pdf`, 'slides')}</li>`).join('')}</ol><ul>${li(subUrl('schedule'), 'Office hours and tutorials')}${li(subUrl('assignments'), 'Problem sets')}${o.qid ? li(`${Q}/courses/${o.qid}`, 'Quercus (for enrolled students)') : ''}${li(`https://piazza.com/northbridge.ca/${SEASON[o.m].toLowerCase()}${o.y}/${o.c.short}`, 'Piazza')}</ul>${this.otherOffs(o, 1)}<p>${a(me, 'Back to my homepage')}</p>`);
  }

  // ================================================================ the timetable app (course sections, course-website links)
  private static readonly OTHER_DEPTS: Record<string, string> = { MAT: 'Mathematics', STA: 'Statistical Sciences', ECE: 'Electrical and Computer Engineering', PHY: 'Physics', LIN: 'Linguistics', PSY: 'Psychology' };
  private deptCourses(dept: string): { code: string; title: string; off: Off | null }[] {
    if (dept === 'CSC') return [];
    const r = rng(hash(`dept${dept}`));
    return Array.from({ length: 40 }, (_, i) => ({ code: `${dept}${100 + ((i * 37 + int(r, 0, 9)) % 400)}H1`, title: words(r, 3).replace(/^./, (x) => x.toUpperCase()), off: null }));
  }
  private tt_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const url = u.href;
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(t)} — Timetable — University of Northbridge</title><link rel="stylesheet" href="${TT}/static/css/main.${hex('tt', 8)}.css"></head><body><div id="root"><header>${a(`${TT}/`, 'Timetable')} ${a(`${UNI}/acorn`, 'ACORN')} ${a(`${CAL}/`, 'Calendar')}</header>${b}</div>${padding('timetable', url, 'window.__TT_STATE__', 10, 30)}</body></html>`);
    if (p.startsWith('/static/')) return fileResp(url);
    if (p !== '/') return this.notFound(TT);
    const term = Number(q.get('term') ?? 0), dept = q.get('dept'), course = q.get('course'), page = Number(q.get('page') ?? 1), sort = q.get('sort') ?? 'code';
    const terms = ALL_TERMS.filter((t) => t >= TT_FROM);
    const depts = ['CSC', ...Object.keys(ModernWebI.OTHER_DEPTS)];
    if (!term) return shell('Select a session', `<ul>${terms.reverse().flatMap((t) => depts.map((d) => li(`${TT}/?term=${t}&dept=${d}`, `${termName(t)} — ${d}`))).join('')}</ul>`);
    if (!terms.includes(term) || (dept && !depts.includes(dept))) return shell('No results', '<p>No courses found for this session.</p>');
    const sid = hex(`sid${dept}${page}${sort}`, 16);
    const rows = dept === 'CSC' || course ? this.offsAt(term).filter((o) => o.c.campus !== 'G' || o.c.code.startsWith('CSC')).map((o) => ({ code: o.c.code, title: o.c.title, off: o as Off | null })) : this.deptCourses(dept ?? 'MAT');
    if (course) {
      const row = rows.find((x) => x.code === course);
      if (!row?.off) return shell('Not found', '<p>This course is not offered in the selected session.</p>');
      const o = row.off;
      const secs = o.sections.map((s) => `<tr><td>${s}</td><td>${pick(r, ['MO', 'TU', 'WE', 'TH', 'FR'])} ${int(r, 9, 18)}:00-${int(r, 10, 20)}:00</td><td>${pick(r, ['BA 1130', 'MP 102', 'SS 2102', 'SF 1101', 'AH 100', 'IB 110', 'HW 215'])}</td><td>${esc(o.lead.name)}</td><td>${int(r, 40, 300)}</td></tr>`).join('');
      return shell(`${o.c.code} ${o.c.title}`, `<h1>${o.c.code}: ${esc(o.c.title)}</h1><p>${termName(o.key)} · ${o.m === 9 ? 'F' : o.m === 1 ? 'S' : 'Y'}</p><table><tr><th>Section</th><th>Time</th><th>Location</th><th>Instructor</th><th>Enrolment</th></tr>${secs}</table><p>${o.home ? a(o.home, 'Course website') : 'No course website.'} · ${a(this.calUrl(o.c), 'Calendar entry')} · ${a(`${TT}/?term=${term}&dept=CSC`, 'Back to list')}</p>`);
    }
    const sorted = [...rows].sort((x, z) => (sort === 'title' ? x.title.localeCompare(z.title) : x.code.localeCompare(z.code)));
    const per = 10, pages = Math.max(1, Math.ceil(sorted.length / per));
    if (!(page >= 1 && page <= pages) || !['code', 'title'].includes(sort)) return shell('No results', '<p>No courses found.</p>');
    const base = `${TT}/?term=${term}&dept=${dept}`;
    const body = `<p>Sort: ${a(`${base}&sort=code`, 'code')} ${a(`${base}&sort=title`, 'title')}</p><table>${sorted.slice((page - 1) * per, page * per).map((x) => `<tr><td>${x.off ? a(`${TT}/?term=${term}&course=${x.code}&sid=${sid}`, x.code) : esc(x.code)}</td><td>${esc(x.title)}</td><td>${x.off?.home && hash(x.off.home) % 2 ? a(x.off.home, 'website') : ''}</td></tr>`).join('')}</table><p>${Array.from({ length: pages }, (_, i) => a(`${base}${sort !== 'code' ? `&sort=${sort}` : ''}&page=${i + 1}&sid=${sid}`, String(i + 1))).join(' ')}</p>`;
    return shell(`${termName(term)} ${dept}`, body);
  }

  // ================================================================ the Academic Calendar (course entries are not homes)
  private cal_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const url = u.href;
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t)} | Academic Calendar 2019-2020</title></head><body><header>${a(`${CAL}/`, 'Academic Calendar 2019-2020')} ${a(`${CAL}/courses`, 'Courses')} ${a(`${CAL}/programs`, 'Programs')} ${a(`${CAL}/search`, 'Search')} ${a(`${CAL}/archive`, 'Previous calendars')}</header><main><h1>${esc(t)}</h1>${b}</main><footer>${a(`${UNI}/`, 'University of Northbridge')} · ${a(`${UNI}/privacy`, 'Privacy')}</footer></body></html>`);
    const entry = (c: Course) => li(this.calUrl(c), `${c.code} - ${c.title}`);
    const PROGS = ['computer-science-specialist', 'computer-science-major', 'computer-science-minor', 'data-science-specialist', 'bioinformatics-specialist'];
    if (p === '/' || p === '/courses') {
      const level = q.get('level'), page = Number(q.get('page') ?? 0);
      const list = this.courses.filter((c) => c.campus !== 'G' && (!level || String(c.level) === level));
      if (page < 0 || page * 20 >= Math.max(1, list.length)) return this.notFound(CAL);
      return shell('Courses', `<p>Level: ${['100', '200', '300', '400'].map((l) => a(`${CAL}/courses?level=${l}`, l)).join(' ')}</p><ul>${list.slice(page * 20, page * 20 + 20).map(entry).join('')}</ul><p>${Array.from({ length: Math.ceil(list.length / 20) }, (_, i) => a(`${CAL}/courses?${level ? `level=${level}&` : ''}page=${i}`, String(i + 1))).join(' ')}</p><p>${a(`${CAL}/graduate`, 'Graduate courses')}</p>`);
    }
    if (p === '/graduate') return shell('Graduate courses', `<ul>${this.courses.filter((c) => c.campus === 'G').map(entry).join('')}</ul>`);
    if (p === '/programs') return shell('Programs', `<ul>${PROGS.map((x) => li(`${CAL}/program/${x}`, x.replace(/-/g, ' '))).join('')}</ul>`);
    if (p === '/search' || p === '/archive') return shell(p.slice(1), `${para(r, 2)}<ul>${[2015, 2016, 2017, 2018].map((y) => li(`${CAL}/archive/${y}-${y + 1}`, `Calendar ${y}-${y + 1}`)).join('')}</ul>`);
    let mm: RegExpMatchArray | null;
    if ((mm = p.match(/^\/archive\/(\d{4})-(\d{4})$/))) return Number(mm[1]) >= 2015 && Number(mm[1]) <= 2018 ? fileResp(`${url}.pdf`) : this.notFound(CAL);
    if ((mm = p.match(/^\/program\/([a-z-]+)$/)) && PROGS.includes(mm[1])) return shell(mm[1].replace(/-/g, ' '), `${para(r, 3)}<h2>First year</h2><ul>${this.courses.filter((c) => c.level <= 100 + (hash(mm![1]) % 3) * 100 && c.campus === 'H1').map(entry).join('')}</ul>`);
    if ((mm = p.match(/^\/(print\/)?(graduate\/)?course\/([a-z0-9]+)$/))) {
      const c = this.courses.find((x) => this.calUrl(x) === `${CAL}/${mm![2] ?? ''}course/${mm![3]}`);
      if (!c) return this.notFound(CAL);
      const rr = rng(hash(this.calUrl(c)));
      const pre = this.courses.filter((x) => x.campus === c.campus && x.level < c.level && hash(x.code + c.code) % 5 === 0).slice(0, 3);
      const excl = this.courses.filter((x) => x !== c && x.title === c.title);
      const body = `<p class="hours">${pick(rr, ['24L/12T', '36L/12T', '24L/12P', '36L', '24S'])}</p>${para(rr, 3)}<dl><dt>Prerequisite</dt><dd>${pre.map((x) => a(this.calUrl(x), x.code)).join(', ') || 'None'}</dd><dt>Exclusion</dt><dd>${excl.map((x) => a(this.calUrl(x), x.code)).join(', ') || 'None'}</dd><dt>Breadth Requirements</dt><dd>The Physical and Mathematical Universes (5)</dd><dt>Distribution Requirements</dt><dd>Science</dd></dl>${mm[1] ? '' : `<p>${a(`${CAL}/print/${mm[2] ?? ''}course/${mm[3]}`, 'Print')} · ${a(`${TT}/?term=${NOW}&course=${c.code}`, 'Timetable')}</p>`}`;
      return shell(`${c.code}: ${c.title}`, body);
    }
    return this.notFound(CAL);
  }

  // ================================================================ course evaluations (results are not homes)
  private evals_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html><head><title>${esc(t)} - Course Evaluations</title></head><body><header>${a(`${EVALS}/`, 'Course Evaluation Results')} ${a(`${EVALS}/about`, 'About')} ${a(SSO_LOGIN, 'Log in')}</header><h1>${esc(t)}</h1>${b}</body></html>`);
    if (p === '/about') return shell('About', para(r, 4));
    if (p === '/' || p === '/results') {
      const term = Number(q.get('term') ?? NOW - 2), campus = q.get('campus'), page = Number(q.get('page') ?? 1);
      const terms = ALL_TERMS.filter((t) => t >= 20169 && t < NOW);
      if (!terms.includes(term)) return shell('Results', '<p>No results for this term.</p>');
      const list = this.offsAt(term).filter((o) => o.c.campus !== 'G' && (!campus || o.c.campus === campus));
      const pages = Math.max(1, Math.ceil(list.length / 15));
      if (!(page >= 1 && page <= pages)) return shell('Results', '<p>No results.</p>');
      const link = (k: string, v: string) => { const o: Record<string, string | null> = { term: String(term), campus, [k]: v }; return `${EVALS}/results?${Object.entries(o).filter(([, x]) => x).map(([x, y]) => `${x}=${y}`).join('&')}`; };
      return shell(`Results ${termName(term)}`, `<p>${terms.map((t) => a(link('term', String(t)), termShort(t))).join(' ')}</p><p>${['H1', 'H5', 'H3'].map((c) => a(link('campus', c), c)).join(' ')}</p><table>${list.slice((page - 1) * 15, page * 15).map((o) => `<tr><td>${a(`${EVALS}/report/${hex(`${o.c.code}${o.key}`, 10)}`, `${o.c.code} ${o.sections[0]}`)}</td><td>${esc(o.lead.name)}</td><td>${(3 + (hash(o.c.code + o.key) % 20) / 10).toFixed(1)}</td></tr>`).join('')}</table><p>${Array.from({ length: pages }, (_, i) => a(link('page', String(i + 1)), String(i + 1))).join(' ')}</p>`);
    }
    const mm = p.match(/^\/report\/([0-9a-f]{10})(\.pdf)?$/);
    if (!mm) return this.notFound(EVALS);
    const o = this.offs.find((x) => hex(`${x.c.code}${x.key}`, 10) === mm[1]);
    if (!o) return this.notFound(EVALS);
    if (mm[2]) return pdf(u.href);
    return shell(`${o.c.code} ${termName(o.key)} — ${o.lead.name}`, `<table>${['Intellectually stimulating', 'Deeper understanding', 'Course atmosphere', 'Assessments', 'Overall quality of learning'].map((x) => `<tr><td>${x}</td><td>${(3 + (hash(x + o.c.code) % 20) / 10).toFixed(1)}</td></tr>`).join('')}</table><p>${a(`${EVALS}/report/${mm[1]}.pdf`, 'PDF')} · ${a(this.calUrl(o.c), 'Course description')}</p>`);
  }

  // ================================================================ Quercus (Canvas): public courses among login-walled ones
  private qShell(url: string, title: string, body: string, course?: Off): Resp {
    const nav = course ? `<nav id="section-tabs">${[['', 'Home'], ['/announcements', 'Announcements'], ['/assignments/syllabus', 'Syllabus'], ['/modules', 'Modules'], ['/files', 'Files'], ['/grades', 'Grades']].map(([h, t]) => a(`${Q}/courses/${course.qid}${h}`, t)).join('')}</nav>` : '';
    return html(`<!DOCTYPE html><html class="" dir="ltr" lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="stylesheet" href="${Q}/dist/brandable_css/new_styles_normal_contrast/bundles/common-${hex('qcss', 10)}.css"></head><body class="context-course_${course?.qid ?? 0}"><header id="header">${a(`${Q}/`, 'Dashboard')} ${a(`${Q}/courses`, 'Courses')} ${a(`${Q}/login/saml`, 'Log in')}</header><div id="wrapper">${nav}<div id="content">${body}</div></div>${padding('canvas', url, 'ENV', 15, 40)}</body></html>`);
  }
  private q_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const url = u.href;
    const login = moved(`${Q}/login`, 302);
    if (p === '/' || p === '/courses' || p === '/calendar') return login;
    if (p === '/login') return moved(`${Q}/login/saml`, 302);
    if (p === '/login/saml') return moved(SSO_LOGIN, 302);
    if (p.startsWith('/dist/')) return fileResp(`${url.replace(/\?.*$/, '')}`);
    if (p === '/search/all_courses') {
      const pub = this.offs.filter((o) => o.fam === 'quercus' && o.home).sort((x, z) => z.qid - x.qid);
      const page = Number(q.get('page') ?? 1), pages = Math.ceil(pub.length / 12);
      if (!(page >= 1 && page <= pages)) return this.qShell(url, 'Browse courses', '<p>No courses found.</p>');
      return this.qShell(url, 'Browse courses', `<h1>Public courses</h1><ul class="course_list">${pub.slice((page - 1) * 12, page * 12).map((o) => li(o.home!, `${o.c.code} ${o.sections[0]} ${termName(o.key)}`)).join('')}</ul><p>${Array.from({ length: pages }, (_, i) => a(`${Q}/search/all_courses?page=${i + 1}`, String(i + 1))).join(' ')}</p>`);
    }
    const mm = p.match(/^\/courses\/(\d+)(?:\/(.*))?$/);
    if (!mm) return this.notFound(Q);
    const o = this.offByQid.get(Number(mm[1]));
    if (!o) return this.notFound(Q);
    if (!(o.fam === 'quercus' && o.home === `${Q}/courses/${o.qid}`)) return login;
    const sub = mm[2] ?? '';
    const title = `${o.c.code} ${o.sections.length > 1 ? 'LEC' : o.sections[0]} ${termShort(o.key).toUpperCase()}: ${o.c.title}`;
    const base = `${Q}/courses/${o.qid}`;
    const wk = this.weeks(o);
    if (sub === '') return this.qShell(url, title, `<h1>${esc(title)}</h1><div class="user_content"><p>Welcome to ${o.c.code}! ${para(r, 2)}</p><h2>Course information</h2><ul>${li(`${base}/assignments/syllabus`, 'Syllabus')}${li(`${base}/modules`, 'Weekly modules')}${li(`${base}/pages/course-team`, 'Instructor and TAs')}${li(`https://piazza.com/northbridge.ca/${SEASON[o.m].toLowerCase()}${o.y}/${o.c.short}`, 'Piazza')}${li(`https://markus.teach.cs.${D}/${o.c.short}-${o.y}-${pad(o.m)}`, 'MarkUs')}</ul></div>${this.otherOffs(o, 0)}`, o);
    if (sub === 'assignments/syllabus') return this.qShell(url, `Course Syllabus: ${title}`, `<h1>Course Syllabus</h1>${para(r, 3)}<table>${['Problem sets (4)', 'Term test', 'Final exam'].map((x, i) => `<tr><td>${x}</td><td>${[30, 25, 45][i]}%</td></tr>`).join('')}</table>${a(`${base}/files/${o.qid * 10 + 1}/download`, 'Syllabus (PDF)')}`, o);
    if (sub === 'modules') return this.qShell(url, `Modules: ${title}`, `<ul>${wk.map((t, i) => li(`${base}/modules/items/${o.qid * 20 + i}`, `Week ${i + 1}: ${t}`)).join('')}</ul>`, o);
    if (sub === 'pages/course-team' || sub === 'announcements') return this.qShell(url, `${sub}: ${title}`, para(r, 4), o);
    if (/^files\/\d+\/download$/.test(sub)) return pdf(url);
    return login;
  }
  private sso_(u: URL, p: string, r: R): Resp {
    if (p !== '/idp/profile/SAML2/Redirect/SSO') return this.notFound(SSO);
    return html(`<!DOCTYPE html><html><head><title>UNB weblogin</title></head><body><h1>University of Northbridge weblogin</h1><form method="post" action="${SSO}/idp/profile/SAML2/Redirect/SSO?execution=e1s2"><label>UNBID</label><input name="j_username"><label>Password</label><input type="password" name="j_password"><button name="_eventId_proceed">Log in</button></form><p>${words(r, 10)}</p>${a(`${UNI}/password-reset`, 'Forgot your password?')}</body></html>`);
  }

  // ================================================================ the department MediaWiki (grad course pages are homes)
  private _wikiArticles?: string[];
  private wikiArticles(): string[] {
    if (this._wikiArticles) return this._wikiArticles;
    const r = rng(hash('mediawiki-i'));
    const topics = ['Printing', 'VPN', 'GPU_cluster', 'Slurm', 'Accounts', 'Email', 'Teaching_labs', 'Jupyter_hub', 'Backups', 'Wireless', 'Thesis_template', 'Reading_group', 'Seminar_schedule', 'Onboarding', 'Software', 'Conda', 'Docker', 'Storage', 'SSH', 'Web_pages'];
    const out: string[] = ['Main_Page'];
    for (const t of topics) for (let i = 0; i < 8; i++) out.push(i ? `${t}/${words(r, 2).replace(/ /g, '_').replace(/^./, (x) => x.toUpperCase())}_${i}` : t);
    return (this._wikiArticles = out);
  }
  private wiki_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const W = `${WIKI}/index.php`;
    if (p === '/' || p === '/wiki' || p === '/wiki/') return moved(`${W}/Main_Page`);
    if (p.startsWith('/images/') || p.startsWith('/skins/')) return fileResp(u.href);
    let title = q.get('title');
    if (p.startsWith('/index.php/')) {
      try {
        title = decodeURIComponent(p.slice('/index.php/'.length));
      } catch {
        return this.notFound(WIKI);
      }
    } else if (p !== '/index.php' || !title) return this.notFound(WIKI);
    const action = q.get('action'), oldid = q.get('oldid'), diff = q.get('diff');
    const arts = this.wikiArticles();
    const gradOffs = [...this.offByWiki.values()];
    const courseOf = (t: string) => this.offByWiki.get(t);
    const overview = (t: string) => this.courses.find((c) => c.campus === 'G' && c.code.replace(/H$/, '') === t);
    const link = (t: string, text = t.replace(/_/g, ' ')) => a(`${W}/${t}`, text);
    const shell = (t: string, body: string, page = t, canonical = '') => html(`<!DOCTYPE html><html class="client-nojs" lang="en" dir="ltr"><head><meta charset="UTF-8"/><title>${esc(t.replace(/_/g, ' '))} - DCS Wiki</title><meta name="generator" content="MediaWiki 1.31.5"/>${canonical ? `<link rel="canonical" href="${esc(canonical)}"/>` : ''}</head><body class="mediawiki skin-vector"><div id="content"><h1 id="firstHeading">${esc(t.replace(/_/g, ' '))}</h1><div id="bodyContent">${body}</div></div><div id="mw-navigation"><div id="p-navigation"><ul>${li(`${W}/Main_Page`, 'Main page')}${li(`${W}/Special:RecentChanges`, 'Recent changes')}${li(`${W}/Special:Random`, 'Random page')}${li(`${W}/Category:Graduate_courses`, 'Graduate courses')}${li(`${W}/Help:Contents`, 'Help')}</ul></div>${page.startsWith('Special:') ? '' : `<div id="p-cactions"><ul>${li(`${W}/${page}`, 'Page')}${li(`${W}/${page.startsWith('Talk:') ? page.slice(5) : `Talk:${page}`}`, 'Discussion')}${li(`${W}?title=${page}&action=edit`, 'Edit')}${li(`${W}?title=${page}&action=history`, 'View history')}</ul></div><div id="p-tb"><ul>${li(`${W}/Special:WhatLinksHere/${page}`, 'What links here')}${li(`${W}/Special:RecentChangesLinked/${page}`, 'Related changes')}${li(`${W}?title=${page}&printable=yes`, 'Printable version')}${li(`${W}?title=${page}&oldid=${this.revs(page)[0]}`, 'Permanent link')}${li(`${W}?title=${page}&action=info`, 'Page information')}</ul></div>`}<div id="p-personal">${a(`${W}?title=Special:UserLogin&returnto=${page}`, 'Log in')}</div></div><div id="footer">${a(`${W}/DCS_Wiki:Privacy_policy`, 'Privacy policy')} ${a(`${W}/DCS_Wiki:About`, 'About DCS Wiki')}</div></body></html>`);
    if (action === 'edit' || action === 'submit' || title === 'Special:UserLogin') return title === 'Special:UserLogin' ? shell('Log in', `<form><input name="wpName"><input type="password" name="wpPassword"></form>${a(SSO_LOGIN, 'Log in with UNBID')}`, 'Special:UserLogin') : moved(`${W}?title=Special:UserLogin&returnto=${encodeURIComponent(title)}`, 302);
    if (title === 'Special:Random') return moved(`${W}/${arts[hash(u.href) % arts.length]}`, 302);
    if (title === 'Special:RecentChanges') {
      const days = Number(q.get('days') ?? 7), limit = Number(q.get('limit') ?? 50);
      if (![1, 3, 7, 14, 30].includes(days) || ![50, 100, 250, 500].includes(limit)) return shell('Recent changes', '<p>Invalid options.</p>', title);
      const opts = `<p>Show last ${[50, 100, 250, 500].map((l) => a(`${W}?title=Special:RecentChanges&days=${days}&limit=${l}`, String(l))).join(' | ')} changes in last ${[1, 3, 7, 14, 30].map((d) => a(`${W}?title=Special:RecentChanges&days=${d}&limit=${limit}`, String(d))).join(' | ')} days</p>`;
      const pages = [...arts, ...gradOffs.map((o) => this.wikiTitle(o))].filter((t) => hash(`rc${days}${t}`) % 9 === 0).slice(0, Math.min(limit, 40));
      return shell('Recent changes', `${opts}<ul>${pages.map((t) => `<li>(${a(`${W}?title=${t}&diff=${this.revs(t)[0]}&oldid=${this.revs(t)[1]}`, 'diff')} | ${a(`${W}?title=${t}&action=history`, 'hist')}) ${link(t)}</li>`).join('')}</ul>`, title);
    }
    if (title.startsWith('Special:WhatLinksHere/') || title.startsWith('Special:RecentChangesLinked/')) {
      const t = title.slice(title.indexOf('/') + 1);
      return shell(title, `<ul>${[...arts, 'Category:Graduate_courses'].filter((x) => hash(x + t) % 25 === 0).map((x) => li(`${W}/${x}`, x)).join('')}</ul>`, title);
    }
    if (title === 'Special:AllPages') return shell(title, `<ul>${arts.map((x) => li(`${W}/${x}`, x)).join('')}</ul>`, title);
    if (title === 'Category:Graduate_courses') return shell(title, `<p>Pages in this category:</p><ul>${this.courses.filter((c) => c.campus === 'G').map((c) => li(`${W}/${c.code.replace(/H$/, '')}`, c.code.replace(/H$/, ''))).join('')}</ul>`, title);
    const tcat = title.match(/^Category:(Winter|Summer|Fall)_(\d{4})$/);
    if (tcat) return shell(title, `<ul>${gradOffs.filter((o) => SEASON[o.m] === tcat[1] && o.y === Number(tcat[2])).map((o) => li(o.home!, this.wikiTitle(o).replace(/_/g, ' '))).join('') || '<li>No pages.</li>'}</ul>`, title);
    const talk = title.startsWith('Talk:');
    const base = talk ? title.slice(5) : title;
    const o = courseOf(base), ov = overview(base);
    if (!o && !ov && !arts.includes(base) && !title.startsWith('Help:') && !title.startsWith('DCS_Wiki:')) return { status: 404, type: 'text/html; charset=utf-8', body: `<html><head><title>${esc(title)} - DCS Wiki</title></head><body><p>There is currently no text in this page. You can ${a(`${W}/Special:WhatLinksHere/${title}`, 'search for this page title')} in other pages, or ${a(`${W}?title=${title}&action=edit`, 'create this page')}.</p></body></html>` };
    const revs = this.revs(base);
    if (action === 'history') return shell(`${title}: Revision history`, `<ul>${revs.map((id, i) => `<li>(${i ? a(`${W}?title=${title}&diff=${revs[0]}&oldid=${id}`, 'cur') : 'cur'} | ${i + 1 < revs.length ? a(`${W}?title=${title}&diff=${id}&oldid=${revs[i + 1]}`, 'prev') : 'prev'}) ${a(`${W}?title=${title}&oldid=${id}`, `revision ${id}`)}</li>`).join('')}</ul>`, title);
    if (action === 'info') return shell(`Information for "${title}"`, `<table><tr><td>Page ID</td><td>${hash(title) % 9000}</td></tr><tr><td>Number of edits</td><td>${revs.length}</td></tr></table>`, title);
    if (action) return shell(title, '<p>No such action.</p>', title);
    if ((oldid && !revs.includes(Number(oldid))) || (diff && !revs.includes(Number(diff)))) return shell(title, '<p>The revision could not be found.</p>', title);
    const note = oldid || diff || q.get('printable') ? `<div class="mw-revision">${diff ? `<table class="diff"><tr><td>− ${words(r, 9)}</td><td>+ ${words(r, 9)}</td></tr></table>` : `Revision as of ${oldid ?? revs[0]}`}</div>` : '';
    let body: string;
    if (talk) body = `${para(r, 2)}<p>— ${link(`User:${pick(r, this.profs).user}`, 'signature')}</p>`;
    else if (o) {
      const wk = this.weeks(o);
      body = `<p><b>${o.c.code}: ${esc(o.c.title)}</b>, ${termName(o.key)}. Instructor: ${a(`${WEB}/people/faculty/${o.lead.slug}`, o.lead.name)}. ${link(base.split('_')[0], 'All offerings')}.</p>${para(r, 2)}<h2>Schedule</h2><table class="wikitable">${wk.map((t, i) => `<tr><td>Week ${i + 1}</td><td>${esc(t)}</td><td>${a(`${WIKI}/images/${hex(base + i, 1)}/${hex(base + i, 2)}/${base}_lec${i + 1}.pdf`, 'slides')}</td></tr>`).join('')}</table><h2>Evaluation</h2><ul><li>Paper presentations 20%</li><li>Project proposal 10%</li><li>Final project 70%</li></ul>${this.otherOffs(o, 0)}<p>${link(`Category:${SEASON[o.m]}_${o.y}`, `Category: ${SEASON[o.m]} ${o.y}`)} · ${link('Category:Graduate_courses', 'Category: Graduate courses')}</p>`;
    } else if (ov) body = `<p><b>${esc(ov.title)}</b>. ${a(this.calUrl(ov), 'Calendar entry')}.</p><h2>Offerings</h2><ul>${[...ov.offs].reverse().map((x) => `<li>${termName(x.key)}: ${x.home ? a(x.home, x.fam === 'wiki' ? this.wikiTitle(x).replace(/_/g, ' ') : 'course page') : esc(x.lead.name)}</li>`).join('')}</ul>`;
    else body = `${para(r, 4)}<ul>${arts.filter((x) => hash(`l${x}${base}`) % 24 === 0).map((x) => li(`${W}/${x}`, x.replace(/_/g, ' '))).join('')}</ul>`;
    const canonical = oldid || diff || q.get('title') ? `${W}/${title}` : '';
    return shell(title, note + body, title, canonical);
  }
  private revs(t: string): number[] {
    const n = 2 + (hash(t) % 8);
    const top = 48000 - (hash(`top${t}`) % 9000);
    return Array.from({ length: n }, (_, i) => top - i * (1 + (hash(`${t}${i}`) % 700)));
  }

  // ================================================================ mailing lists (HyperKitty)
  private _lists?: { name: string; desc: string; off: Off | null; threads: number }[];
  private lists() {
    if (this._lists) return this._lists;
    const out: { name: string; desc: string; off: Off | null; threads: number }[] = [];
    for (const n of ['dcs-announce', 'grad-students', 'faculty', 'seminars', 'theory-group', 'ml-reading', 'systems-group', 'hci-lab', 'undergrad-news', 'teaching-labs', 'jobs', 'social', 'sysadmin', 'gpu-users', 'colloquium']) out.push({ name: n, desc: `${n.replace(/-/g, ' ')} mailing list`, off: null, threads: 20 + (hash(n) % 140) });
    for (const o of this.offs) if (o.home && o.key >= 20179 && o.fam !== 'quercus' && hash(`list${o.home}`) % 3 === 0) out.push({ name: `${o.c.short}-${termShort(o.key)}`, desc: `${o.c.code} ${termName(o.key)} announcements`, off: o, threads: 6 + (hash(o.home) % 30) });
    return (this._lists = out);
  }
  private lists_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const H = `${LISTS}/hyperkitty`;
    const L = this.lists();
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t)} - lists.cs.${D}</title><link rel="stylesheet" href="${LISTS}/static/hyperkitty/css/hyperkitty-common.css"></head><body><nav class="navbar">${a(`${H}/`, 'HyperKitty')} ${a(`${LISTS}/postorius/lists/`, 'Postorius')} ${a(`${LISTS}/accounts/login/?next=${encodeURIComponent(u.pathname)}`, 'Sign In')} ${a(`${H}/search?q=`, 'Search')}</nav><div class="container">${b}</div><footer>Powered by ${a(`${H}/`, 'HyperKitty')} version 1.3.2.</footer></body></html>`);
    if (p === '/' || p === '/mailman/listinfo') return moved(`${H}/`, 302);
    if (p.startsWith('/static/')) return fileResp(u.href);
    if (p === '/accounts/login/' || p === `${'/hyperkitty'}/search`) return shell('Sign in', `<p>${a(SSO_LOGIN, 'Sign in with UNBID')}</p>`);
    let mm: RegExpMatchArray | null;
    if ((mm = p.match(/^\/mailman\/listinfo\/([a-z0-9-]+)$/))) return moved(`${LISTS}/postorius/lists/${mm[1]}.cs.${D}/`);
    if (p === '/postorius/lists/') return shell('Lists', `<ul>${L.map((l) => li(`${LISTS}/postorius/lists/${l.name}.cs.${D}/`, l.name)).join('')}</ul>`);
    if ((mm = p.match(/^\/postorius\/lists\/([a-z0-9-]+)\.cs\.northbridge\.ca\/$/))) {
      const l = L.find((x) => x.name === mm![1]);
      return l ? shell(l.name, `<p>${esc(l.desc)}</p>${a(`${H}/list/${l.name}@cs.${D}/`, 'Archives')} · ${a(`${LISTS}/accounts/login/?next=/postorius/lists/${l.name}.cs.${D}/`, 'Subscribe')}`) : this.notFound(LISTS);
    }
    if (p === '/hyperkitty/') return shell('Available lists', `<table>${L.map((l) => `<tr><td>${a(`${H}/list/${l.name}@cs.${D}/`, l.name)}</td><td>${esc(l.desc)}</td><td>${l.threads} threads</td></tr>`).join('')}</table>`);
    mm = p.match(/^\/hyperkitty\/list\/([a-z0-9-]+)@cs\.northbridge\.ca\/(.*)$/);
    if (!mm) return this.notFound(LISTS);
    const l = L.find((x) => x.name === mm![1]);
    if (!l) return this.notFound(LISTS);
    const base = `${H}/list/${l.name}@cs.${D}/`;
    const rest = mm[2];
    const tid = (i: number) => hex(`${l.name}#${i}`, 32).toUpperCase().replace(/[0-9]/g, (d) => 'ABCDEFGHIJ'[Number(d)]).slice(0, 32);
    const tdate = (i: number) => new Date(Date.UTC(2020, 1, 20) - (i * 97 + (hash(l.name) % 90)) * 3600000 * 6);
    const tlist = (ids: number[]) => `<ul class="threads">${ids.map((i) => `<li>${a(`${base}thread/${tid(i)}/`, `${words(rng(hash(l.name) + i), 6)}`)} <small>${tdate(i).toISOString().slice(0, 10)}</small></li>`).join('')}</ul>`;
    const months = [...new Set(Array.from({ length: l.threads }, (_, i) => tdate(i).toISOString().slice(0, 7)))];
    const side = `<div class="archives"><h4>Archives</h4><ul>${months.map((m) => li(`${base}${m.slice(0, 4)}/${Number(m.slice(5))}/`, m)).join('')}</ul></div>`;
    if (rest === '' || rest === 'latest') {
      const page = Number(q.get('page') ?? 1), pages = Math.ceil(l.threads / 10);
      if (!(page >= 1 && page <= pages)) return this.notFound(LISTS);
      const ids = Array.from({ length: 10 }, (_, k) => (page - 1) * 10 + k).filter((i) => i < l.threads);
      return shell(l.name, `<h1>${esc(l.desc)}</h1>${side}${a(`${base}latest`, 'Recent')} ${a(`${base}?sort=active`, 'Most active')}${tlist(ids)}<p>${Array.from({ length: pages }, (_, i) => a(`${base}latest?page=${i + 1}`, String(i + 1))).join(' ')}</p>`);
    }
    if ((mm = rest.match(/^(\d{4})\/(\d{1,2})\/$/))) {
      const key = `${mm[1]}-${pad(Number(mm[2]))}`;
      const ids = Array.from({ length: l.threads }, (_, i) => i).filter((i) => tdate(i).toISOString().startsWith(key));
      return shell(`${l.name} ${key}`, `${side}${tlist(ids)}`);
    }
    if ((mm = rest.match(/^(thread|message)\/([A-Z]{32})\/$/))) {
      const i = Array.from({ length: l.threads }, (_, k) => k).find((k) => tid(k) === mm![2]);
      if (i === undefined) return this.notFound(LISTS);
      const rr = rng(hash(l.name) + i);
      const o = l.off;
      const body = `<h1>${esc(words(rr, 6))}</h1><div class="email">${para(r, 3)}${o && i % 2 === 0 ? `<p>The course website is at ${a(i % 4 === 0 ? o.home!.replace('https://', 'http://') : o.home!, o.home!)} — please read the syllabus.</p>` : ''}<p>-- <br>${esc(pick(rr, this.profs).name)}</p></div><p>${i > 0 ? a(`${base}thread/${tid(i - 1)}/`, 'Newer thread') : ''} ${i + 1 < l.threads ? a(`${base}thread/${tid(i + 1)}/`, 'Older thread') : ''} ${a(`${base}message/${tid(i)}/`, 'Permalink')} ${a(`${LISTS}/accounts/login/?next=/hyperkitty/list/${l.name}@cs.${D}/`, 'Sign in to reply')}</p>`;
      return shell(words(rng(hash(l.name) + i), 6), `${side}${body}`);
    }
    if (rest === 'export/' + `${l.name}@cs.${D}.mbox.gz`) return bin('application/gzip', u.href);
    return this.notFound(LISTS);
  }

  // ================================================================ GitLab (course-site repositories among many)
  private _projects?: string[];
  private projects(): string[] {
    if (this._projects) return this._projects;
    const out: string[] = [];
    for (const o of this.offs) if ((o.fam === 'sub' || o.fam === 'jb') && o.home) out.push(`${o.c.stem}/${o.c.stem}-${termShort(o.key)}`);
    const r = rng(hash('gitlab-i'));
    for (let i = 0; i < 90; i++) out.push(`${pick(r, ['dcs-it', 'ml-group', 'systems', 'theory', 'hci', 'students', 'markus', 'autotesting', 'vision', 'nlp'])}/${pick(r, ['tool', 'lib', 'bench', 'site', 'infra', 'thesis', 'bot', 'grader', 'paper', 'dataset'])}-${hex(`g${i}`, 5)}`);
    return (this._projects = out);
  }
  private git_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t)} · GitLab</title><meta content="GitLab" property="og:site_name"><meta name="csrf-token" content="${hex(t, 40)}"></head><body class="ui-indigo"><header class="navbar">${a(`${GIT}/explore/projects`, 'Projects')} ${a(`${GIT}/explore/groups`, 'Groups')} ${a(`${GIT}/explore/snippets`, 'Snippets')} ${a(`${GIT}/help`, 'Help')} ${a(`${GIT}/users/sign_in`, 'Sign in')}</header><div class="content-wrapper"><h1>${esc(t)}</h1>${b}</div></body></html>`);
    if (p === '/') return moved(`${GIT}/explore/projects`, 302);
    if (p === '/users/sign_in' || p === '/help' || p === '/explore/groups' || p === '/explore/snippets') return shell(p.split('/').pop()!, `<p>${a(`${GIT}/users/auth/saml`, 'Sign in with UNBID')}</p>`);
    if (p === '/users/auth/saml') return moved(SSO_LOGIN, 302);
    const P = this.projects();
    if (p === '/explore/projects') {
      const page = Number(q.get('page') ?? 1), sort = q.get('sort') ?? 'latest_activity_desc';
      const SORTS = ['latest_activity_desc', 'name_asc', 'created_desc', 'stars_desc'];
      if (!(page >= 1 && (page - 1) * 20 < P.length) || !SORTS.includes(sort)) return this.notFound(GIT);
      const list = sort === 'name_asc' ? [...P].sort() : sort === 'created_desc' ? [...P].reverse() : sort === 'stars_desc' ? [...P].sort((x, y) => hash(x) - hash(y)) : P;
      return shell('Explore projects', `<p>${SORTS.map((s) => a(`${GIT}/explore/projects?sort=${s}`, s)).join(' ')}</p><ul>${list.slice((page - 1) * 20, page * 20).map((x) => li(`${GIT}/${x}`, x)).join('')}</ul>${(page * 20 < P.length) ? a(`${GIT}/explore/projects?page=${page + 1}&sort=${sort}`, 'Next') : ''}`);
    }
    const seg = p.split('/').filter(Boolean);
    if (seg.length === 1) { const ps = P.filter((x) => x.startsWith(`${seg[0]}/`)); return ps.length ? shell(seg[0], `<ul>${ps.map((x) => li(`${GIT}/${x}`, x)).join('')}</ul>`) : this.notFound(GIT); }
    const proj = `${seg[0]}/${seg[1]}`;
    if (!P.includes(proj)) return moved(`${GIT}/users/sign_in`, 302);
    const B = `${GIT}/${proj}`, view = seg.slice(2).join('/');
    const commits = 10 + (hash(proj) % 200), sha = (k: number) => hex(`${proj}:${k}`, 40);
    let mm: RegExpMatchArray | null;
    if (!view) {
      const site = this.offByHost.get(`${seg[1]}${SUB_SUFFIX}`);
      return shell(proj, `<ul>${li(`${B}/-/tree/master`, 'Files')}${li(`${B}/-/commits/master`, `${commits} Commits`)}${li(`${B}/-/branches`, 'Branches')}${li(`${B}/-/tags`, 'Tags')}${li(`${B}/-/issues`, 'Issues')}</ul>${site ? `<p>Deployed to ${a(`https://${seg[1]}${SUB_SUFFIX}/`, `${seg[1]}${SUB_SUFFIX}`)}</p>` : ''}<article class="readme">${para(r, 3)}</article>`);
    }
    if (view === '-/issues' || view === '-/merge_requests' || view === '-/tags') return moved(`${GIT}/users/sign_in`, 302);
    if (view === '-/branches') return shell(`Branches · ${proj}`, `<ul>${['master', 'gh-pages', `draft-${hex(proj, 4)}`].map((b) => li(`${B}/-/tree/${b}`, b)).join('')}</ul>`);
    if ((mm = view.match(/^-\/(tree|blob|raw)\/(master|gh-pages|draft-[0-9a-f]{4}|[0-9a-f]{40})(?:\/(.*))?$/))) {
      if (mm[1] === 'raw') return { status: 200, type: 'text/plain; charset=utf-8', body: `# ${mm[3]}\n${words(r, 60)}\n` };
      if (mm[1] === 'blob') return shell(`${mm[3]} · ${proj}`, `<pre>${words(r, 80)}</pre>${a(`${B}/-/raw/${mm[2]}/${mm[3] ?? ''}`, 'Raw')} ${a(`${B}/-/blame/${mm[2]}/${mm[3] ?? ''}`, 'Blame')} ${a(`${B}/-/commits/${mm[2]}/${mm[3] ?? ''}`, 'History')}`);
      const dir = mm[3] ?? '';
      if (dir.split('/').length > 2) return this.notFound(GIT);
      const files = dir ? ['index.md', 'lecture-01.md', 'lecture-02.md', 'ps1.tex', 'images'] : ['README.md', '_config.yml', '_toc.yml', 'content', 'assets', 'Makefile'];
      return shell(`${dir || 'Files'} · ${proj}`, `<table>${files.map((f) => `<tr><td>${a(`${B}/-/${f.includes('.') || f === 'Makefile' ? 'blob' : 'tree'}/${mm![2]}/${dir ? `${dir}/` : ''}${f}`, f)}</td><td>${a(`${B}/-/commit/${sha(hash(dir + f) % commits)}`, words(r, 4))}</td></tr>`).join('')}</table>`);
    }
    if ((mm = view.match(/^-\/(commits|blame)\/(master|gh-pages|draft-[0-9a-f]{4}|[0-9a-f]{40})(\/.*)?$/))) {
      if (mm[1] === 'blame' || mm[3]) return shell(`${mm[1]} · ${proj}`, `<pre>${words(r, 40)}</pre>`);
      const page = Number(q.get('page') ?? 1);
      if (!(page >= 1 && (page - 1) * 40 < commits)) return this.notFound(GIT);
      return shell(`Commits · ${proj}`, `<ul>${Array.from({ length: Math.min(40, commits - (page - 1) * 40) }, (_, i) => li(`${B}/-/commit/${sha(commits - (page - 1) * 40 - i - 1)}`, words(r, 5))).join('')}</ul>${page * 40 < commits ? a(`${B}/-/commits/${mm[2]}?page=${page + 1}`, 'Older') : ''}`);
    }
    if ((mm = view.match(/^-\/commit\/([0-9a-f]{40})(\.patch|\.diff)?$/))) {
      if (mm[2]) return { status: 200, type: 'text/plain', body: `From ${mm[1]}\n${words(r, 50)}\n` };
      return shell(`Commit ${mm[1].slice(0, 8)} · ${proj}`, `<p>${words(r, 8)}</p><ul>${li(`${B}/-/commit/${mm[1]}.patch`, 'Email patches')}${li(`${B}/-/commit/${mm[1]}.diff`, 'Plain diff')}${li(`${B}/-/tree/${mm[1]}`, 'Browse files')}</ul>`);
    }
    return this.notFound(GIT);
  }

  // ================================================================ publications database (combinable facets)
  private pubs_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html><head><title>${esc(t)} — DCS Publications</title></head><body><header>${a(`${PUBS}/`, 'DCS Publications')} ${a(`${WEB}/research`, 'Research')} ${a(`${PUBS}/export.bib`, 'Export BibTeX')}</header><h1>${esc(t)}</h1>${b}</body></html>`);
    if (p === '/export.bib') return { status: 200, type: 'application/x-bibtex', body: `@misc{dcs,\n title={${words(r, 6)}}\n}\n` };
    let mm: RegExpMatchArray | null;
    if (p === '/') {
      const keys = ['year', 'area', 'type', 'author', 'venue'] as const;
      const f: Record<string, string | null> = Object.fromEntries(keys.map((k) => [k, q.get(k)]));
      const page = Number(q.get('page') ?? 1);
      if (page < 1 || page > 25) return this.notFound(PUBS);
      const link = (k: string, v: string) => { const o = { ...f, [k]: v }; return `${PUBS}/?${keys.filter((x) => o[x]).map((x) => `${x}=${o[x]}`).join('&')}${k !== 'page' && page > 1 ? '' : ''}`; };
      const ids = Array.from({ length: 10 }, (_, i) => 1000 + (hash(`${u.search}#${i}`) % 5000));
      const authors = this.profs.filter((s) => hash(s.slug + u.search) % 18 === 0).slice(0, 4);
      const VALS: Record<string, [string, string][]> = {
        year: Array.from({ length: 6 }, (_, i) => [String(2019 - i), String(2019 - i)]), area: AREAS.slice(0, 8).map((x) => [slugify(x), x]),
        type: ['article', 'inproceedings', 'phdthesis', 'techreport'].map((t) => [t, t]), venue: ['neurips', 'cvpr', 'sosp', 'stoc', 'chi', 'acl'].map((v) => [v, v.toUpperCase()]), author: authors.map((x) => [x.slug, x.name]),
      };
      const facets = keys.map((k) => `<p>${k}: ${f[k] ? `<b>${esc(f[k]!)}</b> ${a(`${PUBS}/?${keys.filter((x) => x !== k && f[x]).map((x) => `${x}=${f[x]}`).join('&')}`, '×')}` : VALS[k].map(([v, t]) => a(link(k, v), t)).join(' · ')}</p>`).join('');
      return shell('Publications', `${facets}<ol>${ids.map((id) => li(`${PUBS}/publication/${id}`, words(rng(id), 8))).join('')}</ol>${a(link('page', String(page + 1)), 'Next page')}`);
    }
    if ((mm = p.match(/^\/publication\/(\d+)(\/bibtex|\.pdf)?$/))) {
      const id = Number(mm[1]);
      if (id < 1000 || id >= 6000) return this.notFound(PUBS);
      if (mm[2] === '.pdf') return id % 41 === 0 ? this.serverError() : pdf(u.href);
      if (mm[2]) return { status: 200, type: 'application/x-bibtex', body: `@inproceedings{dcs${id},\n  title={${words(rng(id), 8)}},\n  year={${2010 + (id % 10)}}\n}\n` };
      const rr = rng(id), au = pick(rr, this.profs);
      return shell(words(rng(id), 8), `<p>${a(`${WEB}/people/faculty/${au.slug}`, au.name)}, ${pick(rr, FIRST)} ${pick(rr, LAST)}. ${2010 + (id % 10)}.</p>${para(r, 3)}<p>${a(`${PUBS}/publication/${id}.pdf`, 'PDF')} · ${a(`${PUBS}/publication/${id}/bibtex`, 'BibTeX')} · ${a(`${PUBS}/?author=${au.slug}`, `More by ${au.name}`)}</p>`);
    }
    return this.notFound(PUBS);
  }

  // ================================================================ photo galleries
  private photos_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const ALB = 70;
    const n = (c: number) => 10 + (hash(`alb${c}`) % 70);
    const name = (c: number) => `${pick(rng(c * 13), ['Convocation', 'Orientation Week', 'Research Night', 'Hackathon', 'Holiday Party', 'Alumni Reception', 'Grad Visit Day', 'Open House', 'Awards Ceremony'])} ${2009 + (c % 11)}`;
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html><head><title>${esc(t)} | DCS Photos</title></head><body><header>${a(`${PHOTOS}/`, 'DCS Photo Galleries')} ${a(`${PHOTOS}/tags`, 'Tags')} ${a(`${WEB}/`, 'Department home')}</header>${b}</body></html>`);
    const thumbs = (c: number, from: number) => Array.from({ length: 20 }, (_, i) => from + i).filter((i) => i < n(c)).map((i) => li(`${PHOTOS}/photo/${c * 1000 + i}`, `IMG_${c * 1000 + i}`)).join('');
    let mm: RegExpMatchArray | null;
    if (p === '/') return shell('Albums', `<ul>${Array.from({ length: ALB }, (_, c) => li(`${PHOTOS}/album/${c + 1}`, name(c + 1))).join('')}</ul>`);
    if (p === '/tags') return shell('Tags', `<ul>${['people', 'building', 'awards', 'students', 'food', 'robots', 'snow', 'talks'].map((t) => li(`${PHOTOS}/tag/${t}`, t)).join('')}</ul>`);
    if ((mm = p.match(/^\/tag\/([a-z]+)$/))) { const c = 1 + (hash(mm[1]) % ALB); return shell(mm[1], `<ul>${thumbs(c, 0)}</ul>`); }
    if ((mm = p.match(/^\/album\/(\d+)$/))) {
      const c = Number(mm[1]), page = Number(q.get('page') ?? 1);
      if (c < 1 || c > ALB || page < 1 || (page - 1) * 20 >= n(c)) return this.notFound(PHOTOS);
      return shell(name(c), `<ul class="thumbs">${thumbs(c, (page - 1) * 20)}</ul><p>${Array.from({ length: Math.ceil(n(c) / 20) }, (_, k) => a(`${PHOTOS}/album/${c}${k ? `?page=${k + 1}` : ''}`, String(k + 1))).join(' ')}</p>`);
    }
    if ((mm = p.match(/^\/photo\/(\d+)(?:\/sizes\/(s|m|l|o))?(\.jpg)?$/))) {
      const id = Number(mm[1]), c = Math.floor(id / 1000), i = id % 1000;
      if (c < 1 || c > ALB || i >= n(c)) return this.notFound(PHOTOS);
      if (mm[3]) return fileResp(`${u.href}`);
      const ph = (k: number) => `${PHOTOS}/photo/${c * 1000 + k}`;
      return shell(`IMG_${id}`, `<img src="${ph(i)}.jpg"><p>${i > 0 ? a(ph(i - 1), '« Previous') : ''} ${i + 1 < n(c) ? a(ph(i + 1), 'Next »') : ''}</p><p>Sizes: ${['m', 'l'].map((z) => a(`${ph(i)}/sizes/${z}`, z)).join(' ')} · ${a(`${ph(i)}.jpg`, 'Download')}</p>${a(`${PHOTOS}/album/${c}`, name(c))}`);
    }
    return this.notFound(PHOTOS);
  }

  // ================================================================ mirror and web logs (Apache autoindex)
  private mirror_(u: URL, p: string, r: R): Resp {
    if (/\.(log|gz|iso|txt)$/.test(p)) return p.endsWith('.gz') || p.endsWith('.iso') ? bin('application/octet-stream', u.href) : fileResp(u.href.replace(/\?.*$/, ''));
    let entries: string[] | null = null;
    if (p === '/') entries = ['debian/', 'ubuntu/', 'CRAN/', 'logs/', 'software/'];
    else if (p === '/logs/') entries = ['2016/', '2017/', '2018/', '2019/', '2020/', 'README.txt'];
    else if (/^\/logs\/20(1[6-9]|20)\/$/.test(p)) entries = Array.from({ length: 12 }, (_, i) => pad(i + 1)).filter((m) => !(p.includes('2020') && Number(m) > 2)).map((m) => `${m}/`);
    else if (/^\/logs\/20(1[6-9]|20)\/(0[1-9]|1[0-2])\/$/.test(p)) entries = Array.from({ length: 28 }, (_, d) => `access.log-${p.slice(6, 10)}${p.slice(11, 13)}${pad(d + 1)}.gz`).concat(['error.log']);
    else if (/^\/(debian|ubuntu)\/$/.test(p)) entries = ['dists/', 'pool/', 'ls-lR.gz', 'README.txt'];
    else if (/^\/(debian|ubuntu)\/(dists|pool)\/$/.test(p)) entries = ['bionic/', 'buster/', 'focal/', 'main/', 'contrib/'];
    else if (/^\/(debian|ubuntu)\/(dists|pool)\/(bionic|buster|focal|main|contrib)\/$/.test(p)) entries = Array.from({ length: 10 }, (_, i) => `${hex(p + i, 6)}.gz`);
    else if (p === '/CRAN/' || p === '/software/') entries = Array.from({ length: 14 }, (_, i) => `${pick(rng(hash(p) + i), ['matlab', 'rstudio', 'pycharm', 'jdk', 'anaconda', 'racket', 'vmware', 'logisim'])}-${i}.iso`);
    if (!entries) return this.notFound(MIRROR);
    const { C, O } = sortParams(u);
    if ((C && !'NMSD'.includes(C)) || (O && O !== 'A' && O !== 'D')) return this.notFound(MIRROR);
    if (O === 'D') entries = [...entries].reverse();
    const head = ['N', 'M', 'S', 'D'].map((c) => `<th>${a(`${MIRROR}${p}?C=${c};O=${C === c && O !== 'D' ? 'D' : 'A'}`, { N: 'Name', M: 'Last modified', S: 'Size', D: 'Description' }[c]!)}</th>`).join('');
    return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><html><head><title>Index of ${p}</title></head><body><h1>Index of ${p}</h1><table><tr>${head}</tr>${p !== '/' ? `<tr><td>${a(`${MIRROR}${p.replace(/[^/]+\/$/, '')}`, 'Parent Directory')}</td></tr>` : ''}${entries.map((e) => `<tr><td>${a(`${MIRROR}${p}${e}`, e)}</td><td>2019-${pad(int(r, 1, 12))}-${pad(int(r, 1, 28))} ${pad(int(r, 0, 23))}:${pad(int(r, 0, 59))}</td><td>${e.endsWith('/') ? '-' : `${int(r, 1, 900)}K`}</td></tr>`).join('')}</table><address>Apache/2.4.29 (Ubuntu) Server at mirror.cs.${D} Port 443</address></body></html>`);
  }

  // ================================================================ the university host (a few pages; the rest 404)
  private uni_(u: URL, p: string, r: R): Resp {
    const PAGES: Record<string, string> = { '/': 'University of Northbridge', '/admissions': 'Admissions', '/privacy': 'Privacy', '/accessibility': 'Accessibility', '/terms': 'Terms of use', '/library': 'Libraries', '/maps': 'Campus maps', '/password-reset': 'Reset your UNBID password' };
    if (p === '/acorn') return moved(SSO_LOGIN, 302);
    if (!PAGES[p]) return this.notFound(UNI);
    return html(`<!DOCTYPE html><html lang="en"><head><title>${PAGES[p]} | University of Northbridge</title></head><body><header>${Object.entries(PAGES).map(([h, t]) => a(`${UNI}${h}`, t)).join(' ')}</header><h1>${PAGES[p]}</h1>${para(r, 4)}${p === '/' ? `<p>${a(`${WEB}/`, 'Department of Computer Science')} · ${a(`${CAL}/`, 'Academic Calendar')} · ${a(`${TT}/`, 'Timetable')}</p>` : ''}${padding('uni', u.href, 'window.__UNB__', 10, 30)}</body></html>`);
  }
}
