/**
 * Rehearsal web P: the (fictional) Paul and Margaret Allen-Voss School of Computer Science & Engineering of the University of
 * Elliott Bay (`uelliott.edu`), a large US public research university on the quarter system, as an archiving crawler would have
 * captured it on Friday 17 April 2020 — week 3 of spring quarter 2020, the first quarter taught entirely on Zoom. Written apart
 * from the crawler (nothing under src/ was read), for bench/modern-warc.ts (`--layout p`). Everything lives under the one
 * registrable domain `uelliott.edu`; off-site links (Ed, Piazza, Gradescope, Panopto, Zoom, DOIs, arXiv, CDNs) are ignored.
 *
 * Seed: https://www.cs.uelliott.edu/ — the school's Drupal 8 landing page (its own robots.txt in `robots`): utility bar, main
 * menu (About, News, Events, People, Research, Education, Support), photo strip of recent gallery albums, news, upcoming events,
 * recorded talks, research areas, a COVID-19 box and quick links (directory, wiki, Jenkins, logs, GitLab, webmail, time schedule,
 * evaluations).
 *
 * Vocabulary: English; course codes `CSE 142` … `CSE 484`, capstones `CSE 481C/N/V/I/S`, graduate `CSE 5xx`, seminars `CSE 599x`,
 * PMP `CSE P 546` (`csep546` in URLs); quarter codes `20sp`, `19au`, `19wi`, `18su` (some faculty write `sp19`), time-schedule
 * quarters `SPR2020`; lectures `lectures/lec05.pdf`, `homework/hw3.html`, sections, exams, staff and office hours, Ed/Piazza/
 * Gradescope/Panopto/Zoom, "All lectures will be on Zoom" announcements in spring 2020, S/NS grading, take-home finals.
 *
 * COURSE HOMES (`courseHomes`, 293: one per course × quarter with a public page of its own, winter 2014 … spring 2020, from 745
 * offerings of 63 courses and 27 faculty seminars; 65 quarters are "moved to Canvas" stubs, 167 login-only Canvas courses, 220
 * have no public page):
 *  1. `crs` (213): the course host by quarter, `courses.cs…/courses/cse332/20sp/` — hand-written table/font pages of 2014-16 (12)
 *     and framesets (14; the frameset is the home, `menu.html`/`main.html` are subpages, linked from `<noframes>`), plain pages
 *     (135) and Bootstrap pages (52) with `calendar.html`, `homework/hw3.html`, `sections/`, `exams/`, `lectures/lec05.pdf`,
 *     `staff.html`, `syllabus.html`, `resources.html`. 27 homes are the `…/index.html` form (their `/` twin answers 200 with the
 *     same payload, a revisit); the others answer under `index.html` too. Slashless 301s, `utm_` variants 301, http 301s to https.
 *  2. `pmp` (25): Professional Master's webs on another path, quarter first: `courses.cs…/pmp/20wi/csep546/` (`/pmp/20wi/` lists them).
 *  3. `pages` (15): GitLab Pages capstone sites from 2017, one host per course and a directory per quarter, Jekyll/Just-the-Docs:
 *     `https://cse481c.pages.cs…/19sp/` (`calendar/`, `assignments/a2/`, `projects/`, `team/`, `feed.xml`; the host root 404s),
 *     each with its GitLab project (`gitlab.cs…/courses/cse481c-19sp`, commits, trees, blobs).
 *  4. `canvas` (6): public Canvas courses `canvas…/courses/1113600` (syllabus, modules, announcements and pages answer; files and
 *     grades 302 to SSO); ~570 other Canvas courses (this school's login-only quarters and 400 of other departments) 302 to
 *     the IdP (`idp…/idp/profile/SAML2/Redirect/SSO?SAMLRequest=…`, one identical login page: revisits).
 *  5. `fac` (34): CSE 599 seminars on faculty pages in three schemes — `homes.cs…/~mlindqvist/teaching/cse599w-18sp/` (8),
 *     `~sbrennan/courses/serverless-computing/` for the latest and `…-sp18/` for older ones (12, no code in the URL) and flat files
 *     `~hperkins/wi17-spectral-graph-theory.html` with documents in `~hperkins/wi17-spectral-graph-theory/slides/` (14; the directory 403s).
 *
 * HUBS (not homes): course directories `courses.cs…/courses/cse332/` listing every quarter (web, stub or Canvas), the Apache index
 * `/courses/` (`?C=M;O=D` sorts) linked from the remote-learning page and the Course Webs page, "Course Webs" for the current
 * quarter (and `?quarter=20wi`/`19au`), the PMP index, the catalog (`/education/courses`, `?level=` filters) and its entries
 * (`/education/courses/cse332`, course descriptions — NOT homes), the university's crscat page, the time schedule by quarter
 * (`timeschedule…/SPR2020/cse.html`, `?filter=open&level=4`), faculty profiles (this year's courses), faculty home pages and their
 * teaching pages, course evaluations (`evals.cs…/19au/cse451.html`), course news items and capstone demo days.
 *
 * COURSE-RELATED NON-HOMES: subpages and files of every web, frames' `menu.html`/`main.html`, `index.html` twins, the "moved to
 * Canvas" stubs at a web's own address, catalog entries, TA wiki pages (`wiki.cs…/wiki/CSE_451/TA_Guide`, `CSE_332/Spring_2019`)
 * with all their `oldid=` revisions and diffs, class mailing-list archives (`cse332a_19au`), Jenkins autograder jobs, evaluations.
 *
 * NOISE AND TRAPS (most of the 54,000 records): a Piwigo gallery (159 albums, 6,034 photos; album pages with `start-N` pagers
 * and six `image_order` sorts, photo pages with seven `picture_derivative` sizes, slideshow, metadata, download, favorites → login,
 * tags, monthly calendars); a MediaWiki (236 pages, 6,475 revisions; histories with limit/offset, `oldid=`, `diff=…&oldid=…`,
 * `action=info|edit|raw`, printable, Special:RecentChanges with days/limit, WhatLinksHere, Contributions); lab-log autoindexes
 * (`http://logs.cs…/attu/2019/04/`, four sort keys × two orders, text logs); Jenkins (builds, console, consoleText, changes, test
 * reports, lastBuild 302s); Mailman 2 / pipermail for 186 lists (thread/date/subject/author views, messages, `.txt.gz`); an
 * endless events calendar (`?month=` any month, grid/list, week views); colloquium videos; news with tag filters and pagers; a
 * faceted people directory (role × area × A–Z × sort × page); tech reports by year and area; eight Hugo lab sites; SSO walls
 * (intranet, webmail, MyUE, Canvas, GitLab, Mailman admin); Apache, nginx, Drupal and Jenkins 404s.
 *
 * Breadth-first from the seed (bench/modern-warc.ts, 54,000 records in ~20 s, 63 MB gzipped, ~4,300 revisits, 34 hosts) archives
 * all 293 homes; the evaluator's BFS finds 50% of them after 24,793 fetches, 90% after 25,023 and the last after 38,968 (the
 * course directories are reached late, through the remote-learning page and the wiki's course pages). `respond` is pure and
 * deterministic (all randomness is `rng(hash(…))` of URLs or stable keys).
 */
import { hash, rng, type Resp } from './modern-web.js';
import { a, bin, esc, hex, html, int, li, moved, pad, pick, slugify, sortParams, textKit, type R } from './web-kit.js';

// =====================================================================================================================
// Hosts, vocabulary, calendar
// =====================================================================================================================

const DOM = 'uelliott.edu';
const H = {
  www: `www.cs.${DOM}`,
  csBare: `cs.${DOM}`,
  uni: `www.${DOM}`,
  uniBare: DOM,
  courses: `courses.cs.${DOM}`,
  homes: `homes.cs.${DOM}`,
  gitlab: `gitlab.cs.${DOM}`,
  canvas: `canvas.${DOM}`,
  idp: `idp.${DOM}`,
  sched: `timeschedule.${DOM}`,
  photos: `photos.cs.${DOM}`,
  wiki: `wiki.cs.${DOM}`,
  logs: `logs.cs.${DOM}`,
  ci: `ci.cs.${DOM}`,
  lists: `mailman.cs.${DOM}`,
  video: `video.cs.${DOM}`,
  evals: `evals.cs.${DOM}`,
  mail: `mail.cs.${DOM}`,
};
const PAGES = `.pages.cs.${DOM}`;
const WWW = `https://${H.www}`;
const UNI = `https://${H.uni}`;
const CRS = `https://${H.courses}`;
const HOMES = `https://${H.homes}`;
const GL = `https://${H.gitlab}`;
const CANVAS = `https://${H.canvas}`;
const IDP = `https://${H.idp}`;
const SCHED = `https://${H.sched}`;
const PHOTOS = `https://${H.photos}`;
const WIKI = `https://${H.wiki}`;
const LOGS = `http://${H.logs}`;
const CI = `https://${H.ci}`;
const LISTS = `https://${H.lists}`;
const VIDEO = `https://${H.video}`;
const EVALS = `https://${H.evals}`;

/** Research lab sites, one host each. */
const LABS: { host: string; name: string; long: string; area: string }[] = [
  { host: `sampl.cs.${DOM}`, name: 'SAMPL', long: 'Systems, Architectures, Machine learning and Programming Languages', area: 'systems' },
  { host: `grail.cs.${DOM}`, name: 'GRAIL', long: 'Graphics and Imaging Laboratory', area: 'graphics' },
  { host: `theory.cs.${DOM}`, name: 'Theory Group', long: 'Theory of Computation', area: 'theory' },
  { host: `plse.cs.${DOM}`, name: 'PLSE', long: 'Programming Languages and Software Engineering', area: 'pl' },
  { host: `db.cs.${DOM}`, name: 'Database Group', long: 'Data Management and Data Science', area: 'data' },
  { host: `sec.cs.${DOM}`, name: 'Security and Privacy Research Lab', long: 'Security and Privacy', area: 'security' },
  { host: `robotics.cs.${DOM}`, name: 'Robot Learning Lab', long: 'Robotics and Controls', area: 'robotics' },
  { host: `nlp.cs.${DOM}`, name: 'Elliott Bay NLP', long: 'Natural Language Processing', area: 'nlp' },
];
const labByHost = new Map(LABS.map((l) => [l.host, l]));

/** Hosts served over plain http only (the log server); all others 301 http → https. */
const HTTP_ONLY = new Set([H.logs]);

const VOCAB = `the of and to in for a is on that with as by this we are be will from at an or can our it which students
course lecture section homework assignment project exam midterm final quiz staff office hours grading rubric submission deadline
late days collaboration policy textbook readings slides recording panopto zoom discussion forum gradescope canvas schedule calendar
algorithm data structure complexity proof induction recursion graph tree heap hash table sorting search dynamic programming greedy
network protocol packet router transport kernel process thread scheduler memory virtual paging file system concurrency lock
compiler parser type checker optimization register allocation language semantics interpreter functional object oriented
database query relational transaction index join optimizer storage distributed consensus replication fault tolerance
machine learning model training regression classification neural network gradient descent feature dataset evaluation
vision image camera graphics rendering geometry robot sensor control planning perception security attack crypto privacy
research paper seminar talk colloquium faculty professor student undergraduate graduate professional master program
university school computer science engineering department lab group award grant industry partner alumni community
quarter autumn winter spring summer week remote online support wiki account printer cluster server backup`.split(/\s+/);
const T = textKit(VOCAB);

const FIRST = 'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica Thomas Sarah Daniel Karen Matthew Nancy Anthony Lisa Mark Emily Steven Hannah Paul Ashley Andrew Kimberly Joshua Megan Kevin Rachel Brian Amanda Ryan Laura Jacob Nicole Eric Samantha Wei Ying Jun Mei Hao Xin Priya Anjali Rahul Arjun Deepak Sneha Hiroshi Yuki Min-jun Seo-yeon Carlos Sofia Diego Lucia Mateo Valeria Omar Layla Ahmed Fatima Tariq Noor Ivan Olga Dmitri Anya Kwame Ama Chidi Ngozi Liam Noah Ethan Ava Zoe Maya'.split(' ');
const LAST = 'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Chen Wang Li Zhang Liu Yang Huang Zhao Wu Zhou Kim Park Choi Patel Shah Gupta Singh Kumar Rao Iyer Tanaka Sato Suzuki Nakamura Okafor Mensah Haddad Nasser Petrov Ivanova Kowalski Novak Schmidt Mueller Rossi Bianchi Dubois Larsen Olsen Berg'.split(' ');
const person = (r: R) => `${pick(r, FIRST)} ${pick(r, LAST)}`;

const DAY = 86400000;
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY);
const dOf = (n: number) => new Date(n * DAY);
const MONTH = 'January February March April May June July August September October November December'.split(' ');
const MON = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const WDAY = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
const WD = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');
const weekday = (n: number) => dOf(n).getUTCDay();
const fmtLong = (n: number) => { const d = dOf(n); return `${MONTH[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`; };
const fmtShort = (n: number) => { const d = dOf(n); return `${WD[d.getUTCDay()]} ${MON[d.getUTCMonth()]} ${d.getUTCDate()}`; };
const fmtMd = (n: number) => { const d = dOf(n); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}`; };
const fmtISO = (n: number) => dOf(n).toISOString().slice(0, 10);
const mondayOnOrAfter = (n: number) => { while (weekday(n) !== 1) n++; return n; };
/** The capture: Friday 17 April 2020, week 3 of spring quarter 2020 (the first quarter taught entirely on Zoom). */
const NOW = dayOf(2020, 4, 17);

type Season = 'wi' | 'sp' | 'su' | 'au';
const SEASON_NAME: Record<Season, string> = { wi: 'Winter', sp: 'Spring', su: 'Summer', au: 'Autumn' };
const SEASON_TS: Record<Season, string> = { wi: 'WIN', sp: 'SPR', su: 'SUM', au: 'AUT' };
interface Qtr { idx: number; key: string; season: Season; y: number; name: string; ts: string; start: number; weeks: number; ay: string }
const QTRS: Qtr[] = [];
for (let y = 2014; y <= 2020; y++) {
  for (const s of ['wi', 'sp', 'su', 'au'] as Season[]) {
    if (y === 2020 && (s === 'su' || s === 'au')) continue;
    const start = s === 'wi' ? mondayOnOrAfter(dayOf(y, 1, 3)) : s === 'sp' ? mondayOnOrAfter(dayOf(y, 3, 26)) : s === 'su' ? mondayOnOrAfter(dayOf(y, 6, 19)) : mondayOnOrAfter(dayOf(y, 9, 23)) + 2;
    const ay = s === 'au' ? `${y}-${pad((y + 1) % 100)}` : `${y - 1}-${pad(y % 100)}`;
    QTRS.push({ idx: QTRS.length, key: `${pad(y % 100)}${s}`, season: s, y, name: `${SEASON_NAME[s]} ${y}`, ts: `${SEASON_TS[s]}${y}`, start, weeks: s === 'su' ? 9 : 10, ay });
  }
}
const CUR = QTRS[QTRS.length - 1];
const qtrByKey = new Map(QTRS.map((q) => [q.key, q]));
const qtrByTs = new Map(QTRS.map((q) => [q.ts, q]));
/** "sp19" style (some faculty write quarter then year). */
const qRev = (q: Qtr) => `${q.season}${pad(q.y % 100)}`;

const ROOMS = ['ALN 101', 'ALN 105', 'GRV G20', 'GRV 174', 'KVP 130', 'KVP 201', 'BAG 131', 'BAG 154', 'JHN 102', 'JHN 075', 'MGH 389', 'MEB 238', 'SMI 120', 'SAV 260', 'THO 101', 'CSE2 G10', 'CSE2 G04', 'CSE2 G01', 'OUG 136', 'LOW 216'];
const LAB_ROOMS = ['ALN 002', 'ALN 003', 'ALN 006', 'CSE2 150', 'CSE2 152'];

// =====================================================================================================================
// Faculty, courses, offerings
// =====================================================================================================================

type Style = 'old' | 'plain' | 'modern';
/** How a faculty member's homes.cs page lists seminars: `~l/teaching/cse599x-19au/`, `~l/courses/slug-2019/`, `~l/sp19-slug.html`. */
type FScheme = 'code' | 'slug' | 'flat';
interface Fac { login: string; name: string; rank: string; area: string; style: Style; scheme: FScheme; since: number; office: string; seminars: string[] }
const AREAS: Record<string, string> = {
  theory: 'Theory of Computation', systems: 'Computer Systems', pl: 'Programming Languages and Software Engineering', data: 'Data Science and Databases',
  ml: 'Machine Learning', ai: 'Artificial Intelligence', nlp: 'Natural Language Processing', graphics: 'Graphics, Vision and Games', hci: 'Human-Computer Interaction',
  arch: 'Computer Architecture and Embedded Systems', security: 'Security and Privacy', networks: 'Networking', robotics: 'Robotics', edu: 'Computing Education',
};
const RANK: Record<string, string> = { P: 'Professor', A: 'Associate Professor', S: 'Assistant Professor', T: 'Teaching Professor', L: 'Lecturer', E: 'Professor Emeritus' };
// login|first last|rank|area|style|scheme|since|seminar topics (cse599 titles, `;`-separated)
const FACULTY: Fac[] = `hperkins|Harold Perkins|P|theory|old|flat|1992|Pseudorandomness;Spectral Graph Theory
mlindqvist|Margit Lindqvist|P|theory|plain|code|2003|Sublinear Algorithms;Proofs, Beliefs and Algorithms
rokafor|Richard Okafor|S|theory|modern|slug|2017|Online Learning and Bandits
tnakamura|Takeshi Nakamura|P|systems|plain|code|1999|Datacenter Systems;Persistent Memory
sbrennan|Siobhan Brennan|A|systems|modern|slug|2011|Serverless Computing;Operating Systems for Accelerators
dwexler|David Wexler|P|pl|old|flat|1990|Program Synthesis;Verified Software
cmartinez|Carmen Martinez|A|pl|modern|code|2012|Probabilistic Programming;Type Systems in Practice
jholloway|James Holloway|P|pl|plain|slug|2002|Software Engineering Research Methods
akrishnan|Anjali Krishnan|P|data|modern|code|2008|Data Systems for Machine Learning;Provenance and Data Cleaning
pmoreau|Pierre Moreau|S|data|modern|slug|2018|Learned Database Systems
lzhang|Lin Zhang|A|ml|modern|code|2013|Deep Reinforcement Learning;Robustness in Machine Learning
ebaptiste|Elena Baptiste|P|ml|plain|slug|2004|Interpretable Machine Learning;Optimization for ML
kowusu|Kwame Owusu|S|ai|modern|code|2016|AI for Social Good
rhartmann|Ruth Hartmann|P|nlp|plain|code|2001|Computational Semantics;Language Grounding
ysato|Yuki Sato|A|nlp|modern|slug|2014|Large Language Models;Multilingual NLP
gfontaine|Gabriel Fontaine|P|graphics|old|flat|1995|Computational Photography;Geometry Processing
nreyes|Natalia Reyes|A|graphics|modern|code|2012|Neural Rendering
bcooper|Beth Cooper|P|hci|plain|slug|2005|Accessibility Research;Design of Interactive Systems
amensah|Ama Mensah|S|hci|modern|code|2019|Human-AI Interaction
wfischer|Werner Fischer|P|arch|old|flat|1994|Approximate Computing;Hardware Security
sdeshmukh|Sanjay Deshmukh|A|arch|modern|code|2010|Molecular Programming and DNA Storage
mgoldberg|Miriam Goldberg|P|security|plain|code|2000|Usable Security;Security of Cyber-Physical Systems
tkowalski|Tomasz Kowalski|S|security|modern|slug|2017|Applied Cryptography
jonuoha|Joy Onuoha|A|networks|modern|code|2011|Internet Measurement;Networked Systems for Developing Regions
pgrant|Peter Grant|P|networks|old|flat|1991|Wireless Networks
hlindgren|Hanna Lindgren|A|robotics|modern|slug|2013|Robot Learning;Manipulation
cbanerjee|Chitra Banerjee|S|robotics|modern|code|2018|Motion Planning
mwhitaker|Marcus Whitaker|T|edu|plain|code|2006|
sorozco|Sofia Orozco|T|edu|modern|code|2012|
kjensen|Kristin Jensen|T|edu|modern|code|2014|
dlevy|Daniel Levy|L|edu|old|code|1998|
rpham|Ryan Pham|L|edu|modern|code|2016|
abernard|Alice Bernard|T|systems|plain|code|2009|
jsilva|Joao Silva|L|data|modern|code|2015|
ewright|Emily Wright|T|theory|plain|code|2010|
hkim|Hyun Kim|L|arch|modern|code|2017|
nolsen|Nils Olsen|E|theory|old|flat|1975|`
  .split('\n').map((line) => {
    const [login, name, rank, area, style, scheme, since, sem] = line.split('|');
    const r = rng(hash(`fac:${login}`));
    return { login, name, rank: RANK[rank], area, style: style as Style, scheme: scheme as FScheme, since: Number(since), office: `CSE ${int(r, 2, 6)}${pad(int(r, 1, 99))}`, seminars: sem ? sem.split(';') : [] };
  });
const facBy = new Map(FACULTY.map((f) => [f.login, f]));

type Host = 'crs' | 'pmp' | 'pages' | 'canvas' | 'fac';
interface Course { code: string; title: string; seasons: string; area: string; credits: number; level: 'intro' | 'core' | 'upper' | 'cap' | 'grad' | 'pmp'; pub: number; desc: string }
// code|title|seasons offered (a w s u)|area|credits|probability a quarter has a public course web
const COURSES: Course[] = `cse142|Computer Programming I|awsu|edu|4|0.55
cse143|Computer Programming II|awsu|edu|5|0.5
cse154|Web Programming|aws|edu|5|0.35
cse160|Data Programming|aws|data|4|0.3
cse163|Intermediate Data Programming|aws|data|4|0.35
cse311|Foundations of Computing I|aws|theory|4|0.45
cse312|Foundations of Computing II|aws|theory|4|0.4
cse331|Software Design and Implementation|aws|pl|4|0.4
cse332|Data Structures and Parallelism|awsu|theory|4|0.45
cse333|Systems Programming|aws|systems|4|0.45
cse341|Programming Languages|aws|pl|4|0.4
cse344|Introduction to Data Management|aws|data|4|0.35
cse351|The Hardware/Software Interface|awsu|arch|4|0.45
cse369|Introduction to Digital Design|aws|arch|4|0.25
cse373|Data Structures and Algorithms|awsu|edu|4|0.35
cse401|Introduction to Compiler Construction|aw|pl|4|0.35
cse403|Software Engineering|as|pl|4|0.3
cse421|Introduction to Algorithms|aws|theory|3|0.35
cse431|Introduction to Theory of Computation|as|theory|3|0.3
cse440|Introduction to HCI: User Interface Design, Prototyping and Evaluation|aw|hci|5|0.3
cse442|Data Visualization|ws|hci|4|0.3
cse444|Database Systems Internals|s|data|4|0.4
cse446|Machine Learning|aws|ml|4|0.3
cse447|Natural Language Processing|w|nlp|4|0.35
cse451|Introduction to Operating Systems|aws|systems|4|0.4
cse452|Introduction to Distributed Systems|aws|systems|4|0.35
cse455|Computer Vision|ws|graphics|4|0.3
cse457|Computer Graphics|as|graphics|4|0.35
cse461|Introduction to Computer Communication Networks|aws|networks|4|0.35
cse469|Computer Architecture I|s|arch|4|0.3
cse473|Introduction to Artificial Intelligence|aws|ai|3|0.3
cse474|Introduction to Embedded Systems|aw|arch|4|0.3
cse478|Autonomous Robotics|s|robotics|4|0.35
cse484|Computer Security|aws|security|4|0.3
cse481c|Robotics Capstone|s|robotics|5|0.85
cse481n|Natural Language Processing Capstone|s|nlp|5|0.85
cse481v|Virtual Reality Capstone|s|graphics|5|0.85
cse481i|Game Design Capstone|w|graphics|5|0.8
cse481s|Security Capstone|w|security|5|0.8
cse501|Implementation of Programming Languages|s|pl|4|0.3
cse505|Principles of Programming Languages|a|pl|4|0.3
cse517|Natural Language Processing|w|nlp|4|0.3
cse521|Design and Analysis of Algorithms|w|theory|4|0.35
cse544|Principles of Database Systems|s|data|4|0.3
cse546|Machine Learning|a|ml|4|0.3
cse551|Operating Systems|a|systems|4|0.25
cse552|Distributed and Parallel Systems|w|systems|4|0.25
cse561|Computer Communication and Networks|a|networks|4|0.25
cse573|Artificial Intelligence|w|ai|4|0.25
csep501|Compiler Construction|w|pl|4|0.45
csep505|Programming Languages|a|pl|4|0.4
csep517|Natural Language Processing|s|nlp|4|0.4
csep521|Applied Algorithms|w|theory|4|0.4
csep524|Parallel Computation|s|systems|4|0.35
csep544|Principles of Database Systems|w|data|4|0.4
csep546|Data Mining and Machine Learning|s|ml|4|0.45
csep551|Operating Systems|a|systems|4|0.35
csep552|Distributed Systems|s|systems|4|0.35
csep561|Network Systems|a|networks|4|0.35
csep564|Computer Security|w|security|4|0.4
csep573|Applications of Artificial Intelligence|a|ai|4|0.4
csep576|Computer Vision|s|graphics|4|0.35
csep590|Special Topics: Molecular Programming|a|arch|4|0.25`
  .split('\n').map((line) => {
    const [code, title, seasons, area, credits, pub] = line.split('|');
    const n = Number(code.replace(/\D/g, '').slice(0, 3));
    const level = code.startsWith('csep') ? 'pmp' : code.startsWith('cse481') ? 'cap' : n >= 500 ? 'grad' : n < 200 ? 'intro' : n < 400 ? 'core' : 'upper';
    const r = rng(hash(`desc:${code}`));
    const desc = `${title}. ${T.words(r, 14).replace(/^./, (c) => c.toUpperCase())}; ${T.words(r, 12)}. ${level === 'intro' ? 'No prior programming experience is assumed.' : `Prerequisite: ${pick(r, ['CSE 143', 'CSE 311', 'CSE 332', 'CSE 351', 'CSE 312; MATH 126', 'CSE 332 and CSE 333', 'graduate standing', 'enrollment in the PMP'])}.`}`;
    return { code, title, seasons, area, credits: Number(credits), level, pub: Number(pub), desc };
  });
const courseBy = new Map(COURSES.map((c) => [c.code, c]));
/** "CSE 332", "CSE 481 C", "CSE P 546". */
const codeName = (code: string) => code.startsWith('csep') ? `CSE P ${code.slice(4)}` : code.startsWith('cse481') ? `CSE 481${code.slice(6).toUpperCase()}` : code.startsWith('cse599') ? `CSE 599${code.slice(6).toUpperCase()}` : `CSE ${code.slice(3)}`;

type Tpl = 'old' | 'frames' | 'plain' | 'modern' | 'jekyll' | 'canvas' | 'seminar';
/** Non-home quarters: a "moved to Canvas" stub on the course host, a login-only Canvas course, or nothing public. */
type Status = 'home' | 'stub' | 'locked' | 'none';
interface Off {
  key: string; c: Course; q: Qtr; f: Fac; co: Fac | undefined; status: Status; host: Host; tpl: Tpl;
  home: string; base: string; hostname: string; canvasId: number; idx: boolean; title: string; code: string; slug: string;
  tas: string[]; hws: number; lecs: number; sections: number; variant: number;
}
const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => { const l = m.get(k); if (l) l.push(v); else m.set(k, [v]); };

interface News { id: number; date: number; title: string; slug: string; tag: string; off?: Off; album?: number; body: number }
interface Ev { id: number; date: number; time: string; title: string; kind: string; room: string; speaker: string; video?: number }
interface Album { id: number; title: string; parent: number; photos: number[]; date: number; children: number[] }
interface Photo { id: number; album: number; file: string; date: number; title: string; w: number; h: number; by: string }
interface WikiPage { title: string; ns: string; revs: number[]; off?: Off; cat: string; users: string[] }
interface ListDef { name: string; desc: string; from: number; to: number; perMonth: number; off?: Off }
interface Job { name: string; builds: number; kind: string; off?: Off }

/** A course code as written in text: "CSE 332". */
const cname = (o: Off) => codeName(o.code);
const SEASON_LETTER: Record<Season, string> = { wi: 'w', sp: 's', su: 'u', au: 'a' };

function apache404(path: string): Resp {
  return { status: 404, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL ${esc(path)} was not found on this server.</p>\n<hr>\n<address>Apache/2.4.29 (Ubuntu) Server Port 443</address>\n</body></html>\n` };
}
function nginx404(): Resp {
  return { status: 404, type: 'text/html', body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx/1.14.0 (Ubuntu)</center>\r\n</body>\r\n</html>\r\n' };
}
/** The SAML single sign-on wall every protected resource 302s to. */
const sso = (target: string) => `${IDP}/idp/profile/SAML2/Redirect/SSO?SAMLRequest=${hex(`saml:${target}`, 24)}&RelayState=${encodeURIComponent(target)}`;
const txt = (body: string): Resp => ({ status: 200, type: 'text/plain; charset=utf-8', body });
const css = (): Resp => ({ status: 200, type: 'text/css', body: 'body{font-family:"Open Sans",Helvetica,Arial,sans-serif;margin:0}a{color:#4b2e83}.container{max-width:1140px;margin:auto}' });
const paperTitle = (r: R) => `${pick(r, ['Towards', 'Scaling', 'Verifying', 'Learning', 'Rethinking', 'Efficient', 'Practical', 'Robust', 'Understanding', 'Automating'])} ${pick(r, ['Distributed', 'Neural', 'Probabilistic', 'Secure', 'Approximate', 'Interactive', 'Accessible', 'Verified', 'Energy-Efficient', 'Private'])} ${pick(r, ['Program Synthesis', 'Query Optimization', 'Storage Systems', 'Language Models', 'Robot Manipulation', 'Graph Algorithms', 'Network Telemetry', 'Rendering', 'Type Inference', 'Data Cleaning', 'Accelerators', 'Consensus Protocols', 'User Interfaces'])}`;

export class ModernWebP {
  readonly seed = `${WWW}/`;
  readonly www = WWW;
  /** The school's Drupal 8 robots.txt (core default plus the school's own additions). */
  readonly robots = `#
# robots.txt — www.cs.${DOM}
#
User-agent: *
Crawl-delay: 5
# CSS, JS, Images
Allow: /core/*.css$
Allow: /core/*.js$
Allow: /profiles/*.css$
# Directories
Disallow: /core/
Disallow: /profiles/
# Files
Disallow: /README.txt
Disallow: /web.config
# Paths (clean URLs)
Disallow: /admin/
Disallow: /comment/reply/
Disallow: /filter/tips
Disallow: /node/add/
Disallow: /search/
Disallow: /user/register/
Disallow: /user/password/
Disallow: /user/login/
Disallow: /user/logout/
# School additions
Disallow: /intranet/
Disallow: /people/directory/export

Sitemap: ${WWW}/sitemap.xml
`;
  readonly courseHomes = new Set<string>();

  private offs: Off[] = [];
  private offsByCourse = new Map<string, Off[]>();
  private offsByQtr = new Map<string, Off[]>();
  private offsByFac = new Map<string, Off[]>();
  private bases = new Map<string, Off>();
  private canvasById = new Map<number, Off | { id: number; title: string; pub: false }>();
  private news: News[] = [];
  private newsById = new Map<number, News>();
  private events: Ev[] = [];
  private eventsById = new Map<number, Ev>();
  private eventsByMonth = new Map<string, Ev[]>();
  private albums: Album[] = [];
  private albumById = new Map<number, Album>();
  private photos: Photo[] = [];
  private wiki = new Map<string, WikiPage>();
  private wikiTitles: string[] = [];
  private revs = new Map<number, { page: string; i: number; user: string; date: number; size: number; comment: string }>();
  private lists: ListDef[] = [];
  private jobs: Job[] = [];
  private people: { login: string; name: string; role: string; area: string; fac?: Fac }[] = [];

  constructor() {
    this.buildOffs();
    this.buildNews();
    this.buildGallery();
    this.buildWiki();
    this.buildLists();
  }

  private buildOffs() {
    let canvasNext = 1104000;
    for (const c of COURSES) {
      const pool = FACULTY.filter((f) => f.rank !== RANK.E && (f.area === c.area || ((c.level === 'intro' || c.level === 'core') && f.area === 'edu' && hash(`${c.code}${f.login}`) % 3 === 0)));
      const ordered = pool.sort((x, y) => (hash(`${c.code}:${x.login}`) % 97) - (hash(`${c.code}:${y.login}`) % 97));
      for (const q of QTRS) {
        if (!c.seasons.includes(SEASON_LETTER[q.season])) continue;
        if (c.level === 'cap' && q.y < 2015) continue;
        const r = rng(hash(`off:${c.code}:${q.key}`));
        if (r() > 0.9) continue;
        const cands = ordered.filter((f) => f.since <= q.y);
        const f = cands.length ? cands[Math.floor((q.idx / 3 + (hash(c.code) % 5)) % cands.length)] : FACULTY[0];
        const co = (c.level === 'intro' || c.level === 'cap') && r() < 0.4 ? pick(r, FACULTY.filter((g) => g !== f && g.since <= q.y && g.rank !== RANK.E)) : undefined;
        const x = r();
        const pub = c.pub * (c.level === 'cap' ? 1 : 0.9);
        let status: Status = x < pub ? 'home' : q.y >= 2017 && x < pub + 0.22 ? 'stub' : q.y >= 2016 && x < pub + 0.5 ? 'locked' : 'none';
        let host: Host = c.level === 'pmp' ? 'pmp' : c.level === 'cap' && q.y >= 2017 ? 'pages' : 'crs';
        if (status === 'home' && host === 'crs' && q.y >= 2017 && r() < 0.06) host = 'canvas';
        if (status === 'stub' && host !== 'crs') status = 'locked';
        const canvasId = q.y >= 2016 ? (canvasNext += int(r, 40, 900)) : 0;
        if (status === 'locked' && !canvasId) status = 'none';
        let tpl: Tpl = host === 'pages' ? 'jekyll' : host === 'canvas' ? 'canvas' : f.style === 'old' && q.y <= 2016 ? (r() < 0.35 ? 'frames' : 'old') : q.y <= 2016 || f.style === 'old' ? 'plain' : f.style;
        if (host === 'pmp' && tpl === 'frames') tpl = 'old';
        const tas = Array.from({ length: c.level === 'intro' ? int(r, 8, 16) : c.level === 'pmp' || c.level === 'grad' ? int(r, 1, 3) : int(r, 3, 8) }, () => person(r));
        const o: Off = {
          key: `${c.code}:${q.key}`, c, q, f, co, status, host, tpl, home: '', base: '', hostname: '', canvasId, idx: false, title: c.title, code: c.code, slug: '',
          tas, hws: int(r, 4, 8), lecs: int(r, 22, 28), sections: c.level === 'intro' || c.level === 'core' ? int(r, 8, 10) : 0, variant: r(),
        };
        o.idx = host === 'crs' && r() < 0.14;
        this.offs.push(o);
      }
    }
    // Graduate seminars (CSE 599) on faculty pages; the letter suffix is the seminar's.
    for (const f of FACULTY) {
      f.seminars.forEach((title, si) => {
        for (const q of QTRS) {
          if (q.season === 'su' || q.y < Math.max(2014, f.since)) continue;
          const r = rng(hash(`sem:${f.login}:${si}:${q.key}`));
          if (r() > 0.065) continue;
          const letter = 'abcdefghjkmnprstuvwxyz'[hash(`${f.login}${si}`) % 22];
          const c: Course = { code: `cse599${letter}`, title: `Special Topics: ${title}`, seasons: 'aws', area: f.area, credits: 3, level: 'grad', pub: 1, desc: '' };
          const o: Off = {
            key: `${c.code}:${q.key}:${f.login}`, c, q, f, co: undefined, status: r() < 0.9 ? 'home' : 'none', host: 'fac', tpl: 'seminar', home: '', base: '', hostname: H.homes, canvasId: 0, idx: false,
            title, code: c.code, slug: slugify(title).replace(/-and-|-for-|-of-|-in-/g, '-').split('-').slice(0, 3).join('-'), tas: [], hws: 0, lecs: int(r, 8, 10), sections: 0, variant: r(),
          };
          this.offs.push(o);
        }
      });
    }
    // Base paths and homes.
    const semLatest = new Map<string, Off>();
    for (const o of this.offs) if (o.host === 'fac' && o.f.scheme === 'slug' && o.status === 'home') semLatest.set(`${o.f.login}:${o.slug}`, o);
    for (const o of this.offs) {
      const L = o.f.login;
      switch (o.host) {
        case 'crs': o.hostname = H.courses; o.base = `/courses/${o.code}/${o.q.key}/`; o.home = CRS + o.base + (o.idx ? 'index.html' : ''); break;
        case 'pmp': o.hostname = H.courses; o.base = `/pmp/${o.q.key}/${o.code}/`; o.home = CRS + o.base; break;
        case 'pages': o.hostname = `${o.code}${PAGES}`; o.base = `/${o.q.key}/`; o.home = `https://${o.hostname}${o.base}`; break;
        case 'canvas': o.hostname = H.canvas; o.base = `/courses/${o.canvasId}/`; o.home = `${CANVAS}/courses/${o.canvasId}`; break;
        case 'fac':
          if (o.f.scheme === 'code') o.base = `/~${L}/teaching/${o.code}-${o.q.key}/`;
          else if (o.f.scheme === 'slug') o.base = semLatest.get(`${L}:${o.slug}`) === o ? `/~${L}/courses/${o.slug}/` : `/~${L}/courses/${o.slug}-${qRev(o.q)}/`;
          else o.base = `/~${L}/${qRev(o.q)}-${o.slug}/`;
          o.home = HOMES + (o.f.scheme === 'flat' ? o.base.replace(/\/$/, '.html') : o.base);
          break;
      }
      if (o.status !== 'home' && o.host !== 'crs') o.home = '';
      if (o.status === 'locked' || o.status === 'none') o.home = '';
      if (o.status === 'stub') o.home = '';
    }
    for (const o of this.offs) {
      if (o.status === 'home' || o.status === 'stub') {
        const k = o.hostname + o.base;
        if (this.bases.has(k)) { o.status = 'none'; o.home = ''; continue; }
        this.bases.set(k, o);
      }
      if (o.status === 'home') this.courseHomes.add(o.home);
      if (o.canvasId) this.canvasById.set(o.canvasId, o);
      push(this.offsByCourse, o.code, o);
      push(this.offsByQtr, o.q.key, o);
      push(this.offsByFac, o.f.login, o);
      if (o.co) push(this.offsByFac, o.co.login, o);
    }
    // Canvas courses of other departments (all login-only).
    for (let i = 0; i < 400; i++) {
      const r = rng(hash(`canvas-other:${i}`));
      const id = 1100000 + int(r, 0, 180000);
      if (!this.canvasById.has(id)) this.canvasById.set(id, { id, title: `${pick(r, ['MATH', 'STAT', 'EE', 'INFO', 'PHYS', 'CHEM', 'ENGL', 'BIOL', 'ECON', 'AMATH'])} ${int(r, 100, 599)} ${pick(r, ['A', 'B', 'AA', 'AB'])}`, pub: false });
    }
    // People: faculty, staff, students.
    for (const f of FACULTY) this.people.push({ login: f.login, name: f.name, role: f.rank === RANK.E ? 'Emeritus' : f.rank.includes('Teaching') || f.rank === 'Lecturer' ? 'Teaching Faculty' : 'Faculty', area: f.area, fac: f });
    const used = new Set(FACULTY.map((f) => f.login));
    const roles: [string, number][] = [['PhD Student', 420], ['Postdoc', 45], ['Research Scientist', 25], ['Staff', 90], ['Affiliate Faculty', 60], ['Adjunct Faculty', 40]];
    for (const [role, n] of roles) {
      for (let i = 0; i < n; i++) {
        const r = rng(hash(`person:${role}:${i}`));
        const name = person(r);
        let login = (name.split(' ')[0][0] + name.split(' ')[1]).toLowerCase().replace(/[^a-z]/g, '');
        while (used.has(login)) login += int(r, 1, 9);
        used.add(login);
        this.people.push({ login, name, role, area: pick(r, Object.keys(AREAS)) });
      }
    }
  }

  private buildNews() {
    const r = rng(hash('news'));
    const from = dayOf(2013, 9, 3);
    const N = 900;
    for (let i = 0; i < N; i++) {
      const date = from + Math.floor((i * (NOW - 1 - from)) / N);
      const f = pick(r, FACULTY);
      const st = person(r);
      const yy = dOf(date).getUTCFullYear();
      const k = int(r, 0, 9);
      const title = [
        `${f.name} receives ${pick(r, ['NSF CAREER Award', 'Sloan Research Fellowship', 'ACM Fellowship', 'best paper award at SOSP', 'best paper award at CHI', 'Distinguished Teaching Award', 'test-of-time award'])}`,
        `Allen-Voss School students win ${pick(r, ['the ICPC regional', 'DubHacks', 'a Husky Hackathon', 'CRA Outstanding Undergraduate Researcher honors'])} ${yy}`,
        `Welcome to our new faculty: ${person(r)} and ${person(r)}`,
        `${st} defends thesis on ${paperTitle(r).toLowerCase()}`,
        `Research spotlight: ${paperTitle(r)}`,
        `${pick(r, ['Microsoft', 'Amazon', 'Google', 'Boeing', 'Tableau', 'Zillow'])} gift supports ${pick(r, ['undergraduate research', 'the new CSE2 building', 'diversity programs', 'the robotics lab'])}`,
        `Alumni profile: ${st}`,
        `${yy} Research Showcase and Open House`,
        `Colloquium recap: ${paperTitle(r)}`,
        `Allen-Voss School ranked among top ${pick(r, ['five', 'ten'])} in ${pick(r, ['systems', 'AI', 'theory', 'HCI', 'robotics'])}`,
      ][k];
      const id = 2000 + i * 7 + int(r, 0, 6);
      const n: News = { id, date, title, slug: slugify(title).slice(0, 80), tag: pick(r, ['research', 'awards', 'students', 'faculty', 'alumni', 'diversity', 'industry', 'events']), album: k === 1 || k === 7 ? int(r, 1, 140) : undefined, body: int(r, 3, 6) };
      this.news.push(n);
      this.newsById.set(id, n);
    }
    // News items about a course (a new course, a capstone demo day, the move to Zoom).
    for (const o of this.offs) {
      const rr = rng(hash(`cnews:${o.key}`));
      if (o.status !== 'home' || o.q.y < 2016 || rr() > (o.c.level === 'cap' ? 0.7 : 0.06)) continue;
      const date = o.c.level === 'cap' ? o.q.start + 7 * o.q.weeks + 4 : o.q.start - int(rr, 5, 20);
      if (date > NOW) continue;
      const title = o.c.level === 'cap' ? `${cname(o)} ${o.c.title} demo day: ${o.q.name} projects` : pick(rr, [`New this quarter: ${cname(o)} ${o.title}`, `${o.f.name} redesigns ${cname(o)} for ${o.q.name}`, `${cname(o)} goes remote: what students need to know`]);
      const id = 30000 + (hash(o.key) % 9000) * 3;
      if (this.newsById.has(id)) continue;
      const n: News = { id, date, title, slug: slugify(title).slice(0, 80), tag: 'education', off: o, body: 3 };
      this.news.push(n);
      this.newsById.set(id, n);
    }
    this.news.sort((x, y) => x.date - y.date || x.id - y.id);
    const er = rng(hash('events'));
    const efrom = dayOf(2013, 9, 1);
    const EN = 1500;
    for (let i = 0; i < EN; i++) {
      const date = efrom + Math.floor((i * (dayOf(2020, 8, 31) - efrom)) / EN);
      if (weekday(date) === 0 || weekday(date) === 6) continue;
      const kind = pick(er, ['Colloquium', 'Colloquium', 'Distinguished Lecture', 'Thesis Defense', 'Theory Seminar', 'Systems Lunch', 'Career Fair', 'Social', 'Workshop']);
      const sp = person(er);
      const title = kind === 'Career Fair' ? `${pick(er, ['Autumn', 'Winter'])} Career Fair` : kind === 'Social' ? pick(er, ['Friday Social', 'Holiday Party', 'Grad Student Welcome', 'Undergrad Town Hall']) : `${kind}: ${paperTitle(er)}`;
      const ev: Ev = { id: 5000 + i * 3, date, time: pick(er, ['10:30 am', '12:00 pm', '1:30 pm', '3:30 pm', '4:00 pm']), title, kind, room: date >= dayOf(2020, 3, 16) ? 'Zoom' : pick(er, ['CSE2 G10', 'CSE 691', 'CSE 305', 'Gates Commons (CSE 691)', 'CSE 403', 'HUB Ballroom']), speaker: sp };
      if ((kind === 'Colloquium' || kind === 'Distinguished Lecture') && date < NOW) ev.video = 700 + i;
      this.events.push(ev);
      this.eventsById.set(ev.id, ev);
      push(this.eventsByMonth, fmtISO(date).slice(0, 7), ev);
    }
  }

  private buildGallery() {
    const r = rng(hash('gallery'));
    const topics = ['Commencement', 'Research Showcase', 'Open House', 'Holiday Party', 'Grad Visit Days', 'DubHacks', 'Capstone Demo Day', 'Robotics Lab', 'CSE2 Construction', 'CSE2 Opening', 'Faculty Retreat', 'Summer BBQ', 'Women in Computing Luncheon', 'Alumni Reunion', 'Hackathon', 'Industry Affiliates Meeting', 'Dawg Daze', 'Lab Tours', 'Awards Ceremony', 'Tech Talks'];
    let pid = 1000;
    // Top-level albums by year, sub-albums per event.
    for (let y = 2008; y <= 2020; y++) {
      const top: Album = { id: this.albums.length + 1, title: `${y}`, parent: 0, photos: [], date: dayOf(y, 1, 1), children: [] };
      this.albums.push(top);
      this.albumById.set(top.id, top);
      const n = y === 2020 ? 3 : int(r, 10, 14);
      for (let i = 0; i < n; i++) {
        const t = pick(r, topics);
        const date = dayOf(y, int(r, 1, y === 2020 ? 3 : 12), int(r, 1, 28));
        const al: Album = { id: this.albums.length + 1, title: `${t} ${y}`, parent: top.id, photos: [], date, children: [] };
        this.albums.push(al);
        this.albumById.set(al.id, al);
        top.children.push(al.id);
        const k = int(r, 12, 70);
        const by = person(r);
        for (let j = 0; j < k; j++) {
          const ph: Photo = { id: pid, album: al.id, file: `${fmtISO(date).replace(/-/g, '')}-${hex(`ph${pid}`, 8)}`, date, title: r() < 0.3 ? `${t} ${j + 1}` : `IMG_${int(r, 1000, 9999)}`, w: pick(r, [4000, 5184, 6000, 3024]), h: pick(r, [2667, 3456, 4000, 4032]), by };
          pid += int(r, 1, 3);
          this.photos.push(ph);
          al.photos.push(ph.id);
        }
      }
    }
  }
  private photoById(id: number): Photo | undefined {
    let lo = 0;
    let hi = this.photos.length - 1;
    while (lo <= hi) { const m = (lo + hi) >> 1; const p = this.photos[m]; if (p.id === id) return p; if (p.id < id) lo = m + 1; else hi = m - 1; }
    return undefined;
  }

  private buildWiki() {
    const r = rng(hash('wiki'));
    const users = ['Sysadmin', 'Jdoe', 'Support-bot', 'Mwhitaker', 'Abernard', 'Tnakamura', 'Labstaff', 'Kjensen', 'Rpham', 'Hkim', ...Array.from({ length: 30 }, () => pick(r, FIRST) + pick(r, LAST).slice(0, 3))];
    const topics = ['Printing', 'VPN', 'Wireless', 'Linux_Workstations', 'Windows_Lab', 'Attu', 'Recycle_Bin', 'GitLab', 'GitLab_Runners', 'Jupyter_Hub', 'GPU_Cluster', 'Slurm', 'Backups', 'Home_Directories', 'Mail_Forwarding', 'Mailing_Lists', 'Account_Requests', 'Password_Reset', 'Two-Factor_Authentication', 'SSH_Keys', 'Web_Pages', 'Course_Web_Hosting', 'Zoom', 'Panopto', 'Poll_Everywhere', 'Room_Reservations', 'Conference_Rooms', 'Loaner_Laptops', 'Software_Licenses', 'MATLAB', 'Docker', 'Kubernetes', 'Virtual_Machines', 'Storage_Quotas', 'Tape_Archive', 'Network_Ports', 'Badge_Access', 'Building_Maintenance', 'Shipping_and_Receiving', 'Travel_Reimbursement', 'Onboarding', 'Offboarding', 'TA_Onboarding', 'Grading_Tools', 'Gradescope', 'Canvas_Integration', 'Ed_Discussion', 'Autograder', 'Exam_Proctoring', 'Remote_Teaching', 'Lab_Machines_Inventory', 'DNS', 'DHCP', 'Firewall', 'Nagios', 'Monitoring', 'Incident_Reports', 'Maintenance_Windows', 'Outages_2019', 'Outages_2020', 'Security_Patches', 'Ubuntu_18.04_Upgrade', 'CentOS_7', 'Wiki_Syntax', 'Style_Guide'];
    const add = (title: string, cat: string, n: number, off?: Off) => {
      const revs: number[] = [];
      const rr = rng(hash(`wp:${title}`));
      for (let i = 0; i < n; i++) revs.push(40000 + (hash(`${title}:${i}`) % 900000));
      revs.sort((x, y) => x - y);
      for (let i = 1; i < revs.length; i++) if (revs[i] <= revs[i - 1]) revs[i] = revs[i - 1] + 1;
      const wp: WikiPage = { title, ns: '', revs: revs.filter((v) => !this.revs.has(v)), off, cat, users: [pick(rr, users), pick(rr, users), pick(rr, users)] };
      wp.revs.forEach((id, i) => {
        const date = dayOf(2012, 1, 1) + Math.floor(((id - 40000) / 900000) * (NOW - dayOf(2012, 1, 1)));
        this.revs.set(id, { page: title, i, user: pick(rr, wp.users), date, size: 800 + int(rr, 0, 300) * (i + 1), comment: pick(rr, ['', 'typo', 'update', 'clarify', 'add section', 'remove outdated info', 'revert vandalism', 'new instructions for 2020', 'links']) });
      });
      this.wiki.set(title, wp);
      this.wikiTitles.push(title);
    };
    add('Main_Page', 'Help', 24);
    for (const t of topics) add(t, pick(r, ['Help', 'Systems', 'Teaching', 'Facilities', 'Policies']), int(r, 4, 60));
    // TA wikis: a course's grading notes and setup pages, revised every quarter (course-like, never homes).
    for (const c of COURSES.filter((x) => x.level !== 'pmp' && x.level !== 'grad')) {
      const offs = (this.offsByCourse.get(c.code) ?? []).filter((o) => o.q.y >= 2016);
      if (!offs.length || hash(`taw:${c.code}`) % 3 === 0) continue;
      add(`${codeName(c.code).replace(/ /g, '_')}`, 'Courses', int(r, 10, 50), offs[offs.length - 1]);
      add(`${codeName(c.code).replace(/ /g, '_')}/TA_Guide`, 'Courses', int(r, 15, 80), offs[offs.length - 1]);
      for (const o of offs.slice(-3)) add(`${codeName(c.code).replace(/ /g, '_')}/${o.q.name.replace(/ /g, '_')}`, 'Courses', int(r, 5, 40), o);
    }
    for (const u of users.slice(0, 20)) add(`User:${u}`, 'Users', int(r, 1, 8));
  }

  private buildLists() {
    const r = rng(hash('lists'));
    const gen: [string, string, number][] = [['cse-announce', 'School-wide announcements', 6], ['grads', 'Graduate students', 14], ['ugrad-advising', 'Undergraduate advising announcements', 5], ['theory-seminar', 'Theory seminar announcements', 3], ['systems-lunch', 'Systems lunch', 4], ['colloquia', 'Colloquium announcements', 4], ['support-outages', 'Outage notices', 3], ['robotics-lab', 'Robotics lab list', 8], ['plse-talks', 'PLSE talks', 3], ['jobs-talk', 'Job postings for students', 9]];
    for (const [name, desc, per] of gen) this.lists.push({ name, desc, from: dayOf(2012, 1, 1), to: NOW, perMonth: per });
    for (const o of this.offs) {
      if (o.status !== 'home' || o.q.y < 2015 || o.host === 'fac' || hash(`ml:${o.key}`) % 4 === 0) continue;
      const n = `${o.code}a_${o.q.key}`;
      this.lists.push({ name: n, desc: `${cname(o)} ${o.q.name} class list`, from: o.q.start - 7, to: Math.min(NOW, o.q.start + 7 * 11), perMonth: int(r, 6, 14), off: o });
    }
    const jobs: [string, number, string][] = [['attu-image', 140, 'infra'], ['gitlab-backup', 220, 'infra'], ['website-deploy', 480, 'web'], ['wiki-backup', 160, 'infra'], ['photos-thumbnails', 90, 'web'], ['print-quota-sync', 300, 'infra'], ['lab-imaging-win10', 60, 'infra'], ['ldap-sync', 350, 'infra']];
    for (const [name, builds, kind] of jobs) this.jobs.push({ name, builds, kind });
    for (const o of this.offs) if (o.status === 'home' && o.q.y >= 2018 && ['cse331', 'cse333', 'cse351', 'cse451', 'cse452', 'cse401', 'cse344', 'cse143'].includes(o.code)) this.jobs.push({ name: `${o.code}-${o.q.key}-autograder`, builds: int(r, 40, 160), kind: 'course', off: o });
  }

  // ===================================================================================================================
  // Dispatch
  // ===================================================================================================================

  respond(url: string): Resp {
    let u: URL;
    try { u = new URL(url); } catch { return nginx404(); }
    const host = u.hostname.toLowerCase();
    if (host !== DOM && !host.endsWith(`.${DOM}`)) return nginx404();
    const labHost = labByHost.get(host);
    if (u.protocol === 'http:' && !HTTP_ONLY.has(host)) return moved(`https://${host}${u.pathname}${u.search}`);
    if (u.protocol === 'https:' && HTTP_ONLY.has(host)) return moved(`http://${host}${u.pathname}${u.search}`);
    if ((host === H.www || host === H.courses || host === H.uni) && /[?&](utm_[a-z]+|fbclid)=/.test(u.search)) {
      const q = new URLSearchParams(u.search);
      for (const k of [...q.keys()]) if (k.startsWith('utm_') || k === 'fbclid') q.delete(k);
      const rest = q.toString();
      return moved(`https://${host}${u.pathname}${rest ? `?${rest}` : ''}`);
    }
    if (host.endsWith(PAGES)) return this.pagesHost(u, host);
    if (labHost) return this.labSite(u, labHost);
    switch (host) {
      case H.www: return this.wwwHost(u);
      case H.csBare: return moved(`${WWW}${u.pathname}${u.search}`);
      case H.uni: return this.uniHost(u);
      case H.uniBare: return moved(`${UNI}${u.pathname}${u.search}`);
      case H.courses: return this.coursesHost(u);
      case H.homes: return this.homesHost(u);
      case H.gitlab: return this.gitlabHost(u);
      case H.canvas: return this.canvasHost(u);
      case H.idp: return this.idpHost(u);
      case H.sched: return this.schedHost(u);
      case H.photos: return this.photosHost(u);
      case H.wiki: return this.wikiHost(u);
      case H.logs: return this.logsHost(u);
      case H.ci: return this.ciHost(u);
      case H.lists: return this.listsHost(u);
      case H.video: return this.videoHost(u);
      case H.evals: return this.evalsHost(u);
      case H.mail: return moved(sso(`https://${host}${u.pathname}`), 302);
      default: return nginx404();
    }
  }

  /** A link to a home as pages write it: mostly exact, sometimes http, slashless, the `index.html`/`/` twin or with `utm_` tags. */
  private homeHref(o: Off, salt: string): string {
    if (o.status === 'stub') return CRS + o.base;
    if (o.status !== 'home') return o.canvasId ? `${CANVAS}/courses/${o.canvasId}` : `${WWW}/education/courses/${o.c.level === 'grad' && o.host === 'fac' ? '' : o.code}`;
    const r = rng(hash(`href:${salt}:${o.key}`));
    const x = r();
    const h = o.home;
    if (o.host === 'canvas') return x < 0.3 ? `${h}/` : h;
    if (x < 0.08) return h.replace('https:', 'http:');
    if (h.endsWith('/')) {
      if (x < 0.14) return h.slice(0, -1);
      if (x < 0.18 && o.host !== 'pages') return `${h}index.html`;
    } else if (o.idx && x < 0.2) return CRS + o.base;
    if (x < 0.22 && o.hostname === H.courses) return `${h}?utm_source=${pick(r, ['newsletter', 'twitter', 'facebook'])}&utm_medium=${pick(r, ['email', 'social'])}`;
    return h;
  }
  private dirUrl(code: string) { return code.startsWith('csep') ? `${CRS}/courses/${code}/` : `${CRS}/courses/${code}/`; }
  private profileUrl(login: string) { return facBy.has(login) ? `${WWW}/people/faculty/${login}` : `${WWW}/people/${login}`; }

  /** The offering whose base a path lies in. */
  private findBase(host: string, path: string): [Off, string] | undefined {
    for (let i = path.length; i > 0; i--) {
      if (path[i - 1] !== '/') continue;
      const o = this.bases.get(host + path.slice(0, i));
      if (o) return [o, path.slice(i)];
    }
    return undefined;
  }

  // ===================================================================================================================
  // www.cs: the school's Drupal 8 site
  // ===================================================================================================================

  private page(u: URL, title: string, content: string, o: { crumbs?: [string, string][]; side?: string; status?: number } = {}): Resp {
    const r = rng(hash(u.pathname + u.search));
    const nav: [string, string][] = [['About', '/about'], ['News', '/news'], ['Events', '/events'], ['People', '/people'], ['Research', '/research'], ['Education', '/education'], ['Support', '/support']];
    const util: [string, string][] = [['UE Home', `${UNI}/`], ['MyUE', `${UNI}/myue`], ['Directories', '/people/directory'], ['Calendar', '/events/calendar'], ['Intranet', '/intranet'], ['Give', `${UNI}/giving/cse`]];
    const crumbs = (o.crumbs ?? []).map(([h, l]) => `<li class="breadcrumb-item">${a(h, l)}</li>`).join('');
    const body = `<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><title>${esc(title)} | Allen-Voss School of Computer Science &amp; Engineering</title>
<meta name="Generator" content="Drupal 8 (https://www.drupal.org)"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="canonical" href="${esc(WWW + u.pathname)}"><link rel="stylesheet" href="/sites/default/files/css/css_${hex(`css${title.length % 3}`, 22)}.css">
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.2.1"></script></head>
<body class="path-${esc(u.pathname.split('/')[1] || 'frontpage')}"><a href="#main-content" class="visually-hidden focusable">Skip to main content</a>
<div class="ue-bar"><ul>${util.map(([l, h]) => li(h, l)).join('')}</ul></div>
<header><a href="/" class="site-logo">Paul and Margaret Allen-Voss School of Computer Science &amp; Engineering</a>
<form action="/search/node" method="get"><input type="search" name="keys" placeholder="Search"></form></header>
<nav class="main-menu"><ul>${nav.map(([l, h]) => li(h, l)).join('')}</ul></nav>
<ol class="breadcrumb"><li class="breadcrumb-item">${a('/', 'Home')}</li>${crumbs}</ol>
<main id="main-content"><h1 class="page-title">${esc(title)}</h1>${content}</main>
${o.side ? `<aside class="sidebar">${o.side}</aside>` : ''}
<footer><div class="row"><p>Allen-Voss School of Computer Science &amp; Engineering<br>Box 352350 · 185 E Stevens Way NE · Elliott Bay, WA 98195-2350</p>
<ul>${li('/about/contact', 'Contact us')}${li('/about/jobs', 'Employment')}${li('/about/accessibility', 'Accessibility')}${li('/about/privacy', 'Privacy')}${li('https://twitter.com/uecse', 'Twitter')}${li('https://www.facebook.com/uecse', 'Facebook')}${li('https://www.youtube.com/user/uecse', 'YouTube')}</ul>
<p class="small">${T.words(r, 10)}</p><p>&copy; 2020 University of Elliott Bay</p></div></footer>
<script>var drupalSettings={"path":{"baseUrl":"\\/"},"ajaxPageState":{"libraries":"${T.chunk('drupal').slice(0, 500).replace(/"/g, "'")}"}};</script></body></html>`;
    return { status: o.status ?? 200, type: 'text/html; charset=UTF-8', body };
  }
  private w404(u: URL): Resp { return this.page(u, 'Page not found', `<p>The requested page "${esc(u.pathname)}" could not be found.</p><p>${a('/', 'Return to the home page')} or ${a('/search/node', 'search the site')}.</p>`, { status: 404 }); }

  private newsUrl(n: News) { return `/news/${n.id}/${n.slug}`; }
  private evUrl(e: Ev) { return `/events/${e.id}`; }

  private wwwHost(u: URL): Resp {
    let p: string;
    try { p = decodeURIComponent(u.pathname); } catch { return this.w404(u); }
    if (p === '/robots.txt') return txt(this.robots);
    if (p === '/sitemap.xml') return { status: 200, type: 'application/xml', body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${['/', '/about', '/news', '/events', '/people', '/research', '/education', '/education/course-webs'].map((x) => `<url><loc>${WWW}${x}</loc></url>`).join('')}</urlset>` };
    if (p.startsWith('/sites/default/files/')) return /\.(pdf|jpg|png|pptx|zip)$/.test(p) ? bin(p.endsWith('.pdf') ? 'application/pdf' : p.endsWith('.zip') ? 'application/zip' : p.endsWith('.pptx') ? 'application/vnd.openxmlformats-officedocument.presentationml.presentation' : 'image/jpeg', u.href) : p.endsWith('.css') ? css() : this.w404(u);
    if (p.startsWith('/core/')) return { status: 200, type: 'application/javascript', body: '/*! jQuery v3.2.1 */' };
    if (p.length > 1 && p.endsWith('/')) return moved(`${WWW}${p.slice(0, -1)}${u.search}`);
    if (p === '/index.html' || p === '/index.php' || p === '/home') return moved(`${WWW}/`);
    if (p.startsWith('/intranet') || p === '/user/login' || p.startsWith('/node/add') || p.startsWith('/admin')) return moved(sso(WWW + p), 302);
    if (p === '/search/node') return this.page(u, 'Search', `<form action="/search/node"><input name="keys" value="${esc(u.searchParams.get('keys') ?? '')}"></form><p>Your search yielded no results.</p>`);
    if (p === '/') return this.landing(u);
    if (p === '/about' || /^\/about\/(contact|jobs|accessibility|privacy|diversity|visit|building|history|leadership|facts)$/.test(p)) return this.about(u, p);
    if (p === '/news') return this.newsList(u);
    let m = /^\/news\/(\d+)\/[a-z0-9-]*$/.exec(p);
    if (m) { const n = this.newsById.get(Number(m[1])); return n ? this.newsItem(u, n) : this.w404(u); }
    if (p === '/events') return this.eventsHome(u);
    if (p === '/events/calendar') return this.calMonth(u);
    if (p === '/events/calendar/week') return this.calWeek(u);
    if (p === '/events/colloquia') return this.colloquia(u);
    m = /^\/events\/(\d+)(\/ical)?$/.exec(p);
    if (m) { const e = this.eventsById.get(Number(m[1])); if (!e) return this.w404(u); return m[2] ? { status: 200, type: 'text/calendar; charset=utf-8', body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Drupal//EN\r\nBEGIN:VEVENT\r\nUID:event-${e.id}@cs.${DOM}\r\nDTSTART:${fmtISO(e.date).replace(/-/g, '')}\r\nSUMMARY:${e.title}\r\nLOCATION:${e.room}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n` } : this.eventPage(u, e); }
    if (p === '/people') return this.peopleHome(u);
    if (p === '/people/directory') return this.directory(u);
    m = /^\/people\/(faculty|teaching-faculty|staff|phd-students|postdocs|emeriti)$/.exec(p);
    if (m) return this.peopleList(u, m[1]);
    m = /^\/people\/faculty\/([a-z0-9]+)$/.exec(p);
    if (m) { const f = facBy.get(m[1]); return f ? this.facProfile(u, f) : this.w404(u); }
    m = /^\/people\/([a-z0-9]+)$/.exec(p);
    if (m) { const pe = this.people.find((x) => x.login === m![1] && !x.fac); return pe ? this.page(u, pe.name, `<p class="role">${esc(pe.role)} · ${esc(AREAS[pe.area])}</p><p>Email: ${esc(pe.login)}@cs.${DOM}</p>${T.para(rng(hash(pe.login)), 2)}<p>${a(`/people/directory?role=${encodeURIComponent(pe.role)}`, `All ${pe.role}s`)} · ${a(`/research/areas/${pe.area}`, AREAS[pe.area])}</p>`, { crumbs: [['/people', 'People']] }) : this.w404(u); }
    if (p === '/research') return this.researchHome(u);
    m = /^\/research\/areas\/([a-z]+)$/.exec(p);
    if (m) return AREAS[m[1]] ? this.area(u, m[1]) : this.w404(u);
    if (p === '/research/labs') return this.page(u, 'Research Labs and Groups', `<ul>${LABS.map((l) => `<li>${a(`https://${l.host}/`, l.name)} — ${esc(l.long)}</li>`).join('')}</ul>`, { crumbs: [['/research', 'Research']] });
    if (p === '/research/tech-reports') return this.trList(u);
    m = /^\/research\/tech-reports\/(UE-CSE-(\d\d)-(\d\d)-(\d\d))$/.exec(p);
    if (m) return this.trPage(u, m[1]);
    if (p === '/education') return this.education(u);
    if (p === '/education/course-webs') return this.courseWebs(u);
    if (p === '/education/courses') return this.catalog(u);
    m = /^\/education\/courses\/([a-z0-9]+)$/.exec(p);
    if (m) return this.catalogEntry(u, m[1]);
    if (p === '/education/pmp') return this.pmpPage(u);
    if (/^\/education\/(ugrad|grad|advising|bs-ms|direct-admission|course-evaluations|remote-learning)$/.test(p)) return this.eduStatic(u, p);
    if (p === '/support') return this.page(u, 'Computing Support', `<p>Support documentation lives on the ${a(`${WIKI}/wiki/Main_Page`, 'support wiki')}. Outage notices go to the ${a(`${LISTS}/mailman/listinfo/support-outages`, 'support-outages')} list; build and imaging status is on ${a(`${CI}/`, 'Jenkins')}; lab logs are at ${a(`${LOGS}/`, 'logs.cs')}.</p><ul>${['Printing', 'VPN', 'Zoom', 'Panopto', 'Remote_Teaching', 'GPU_Cluster', 'Course_Web_Hosting', 'Account_Requests'].map((t) => li(`${WIKI}/wiki/${t}`, t.replace(/_/g, ' '))).join('')}</ul><p>Contact: support@cs.${DOM}</p>`);
    return this.w404(u);
  }

  private landing(u: URL): Resp {
    const latest = this.news.filter((n) => n.date <= NOW).slice(-10).reverse();
    const upcoming = this.events.filter((e) => e.date >= NOW).slice(0, 8);
    const talks = this.events.filter((e) => e.video).slice(-6).reverse();
    const recentAlbums = this.albums.filter((al) => al.parent).slice(-16).reverse();
    const r = rng(hash('landing'));
    const body = `<div class="hero"><p class="lead">Remote instruction continues through Spring quarter 2020. All lectures will be on Zoom and recorded to Panopto.</p></div>
<section class="photos"><h2>Life at the School</h2><ul class="photo-strip">${recentAlbums.map((al) => li(`${PHOTOS}/index.php?/category/${al.id}`, al.title)).join('')}</ul>${a(`${PHOTOS}/index.php?/recent_pics`, 'Recent photos')} · ${a(`${PHOTOS}/`, 'Photo galleries')}</section>
<section class="news"><h2>News</h2><ul>${latest.map((n) => `<li><span class="date">${fmtLong(n.date)}</span> ${a(this.newsUrl(n), n.title)}</li>`).join('')}</ul>${a('/news', 'More news')}</section>
<section class="covid"><h2>COVID-19 updates</h2><p>See ${a('/education/remote-learning', 'remote learning information for students and instructors')} and the ${a(`${UNI}/coronavirus`, 'university\'s COVID-19 page')}.</p></section>
<section class="events"><h2>Upcoming events</h2><ul>${upcoming.map((e) => `<li>${fmtShort(e.date)}, ${e.time}: ${a(this.evUrl(e), e.title)}</li>`).join('')}</ul>${a('/events/calendar', 'Full calendar')} · ${a('/events/colloquia', 'Colloquium series')}</section>
<section class="videos"><h2>Recent talks</h2><ul>${talks.map((e) => li(`${VIDEO}/watch?v=${hex(`v${e.video}`, 11)}`, e.title)).join('')}</ul>${a(`${VIDEO}/`, 'Video archive')}</section>
<section class="research"><h2>Research</h2><ul>${Object.entries(AREAS).map(([k, v]) => li(`/research/areas/${k}`, v)).join('')}</ul><p>${a('/research/labs', 'Labs and groups')} · ${a('/research/tech-reports', 'Technical reports')}</p></section>
<section class="quick"><h2>Quick links</h2><ul>${li('/people/directory', 'People directory')}${li(`${WIKI}/wiki/Main_Page`, 'Support wiki')}${li(`${CI}/`, 'Build status')}${li(`${LOGS}/`, 'Lab logs')}${li(`${GL}/explore`, 'GitLab')}${li(`https://${H.mail}/`, 'Webmail')}${li('/education', 'Education')}${li(`${SCHED}/`, 'Time schedule')}${li(`${EVALS}/`, 'Course evaluations')}</ul></section>${T.para(r, 2)}`;
    return this.page(u, 'Allen-Voss School of Computer Science & Engineering', body);
  }

  private about(u: URL, p: string): Resp {
    const r = rng(hash(p));
    const sub = ['contact', 'jobs', 'accessibility', 'privacy', 'diversity', 'visit', 'building', 'history', 'leadership', 'facts'];
    const title = p === '/about' ? 'About the School' : p.slice(7).replace(/^./, (c) => c.toUpperCase());
    return this.page(u, title, `${T.para(r, 4)}${T.para(r, 3)}${p === '/about/building' ? `<p>${a(`${PHOTOS}/index.php?/category/${this.albums.find((al) => al.title.startsWith('CSE2 Opening'))?.id ?? 1}`, 'Photos of the CSE2 opening')}</p>` : ''}`, { crumbs: [['/about', 'About']], side: `<ul>${sub.map((s) => li(`/about/${s}`, s.replace(/^./, (c) => c.toUpperCase()))).join('')}</ul>` });
  }

  private pager(base: string, page: number, last: number, extra = ''): string {
    if (last <= 1) return '';
    const link = (n: number, l: string) => a(`${base}?${extra}${extra ? '&' : ''}page=${n}`, l);
    const out: string[] = [];
    if (page > 0) out.push(link(0, '« first'), link(page - 1, '‹ previous'));
    for (let n = Math.max(0, page - 4); n <= Math.min(last - 1, page + 4); n++) out.push(n === page ? `<strong>${n + 1}</strong>` : link(n, String(n + 1)));
    if (page < last - 1) out.push(link(page + 1, 'next ›'), link(last - 1, 'last »'));
    return `<nav class="pager">${out.join(' ')}</nav>`;
  }

  private newsList(u: URL): Resp {
    const tag = u.searchParams.get('tag') ?? '';
    const page = Math.max(0, Number(u.searchParams.get('page') ?? 0) || 0);
    const all = this.news.filter((n) => n.date <= NOW && (!tag || n.tag === tag)).reverse();
    const per = 15;
    const last = Math.ceil(all.length / per);
    if (page >= last && page > 0) return this.w404(u);
    const items = all.slice(page * per, page * per + per);
    const tags = ['research', 'awards', 'students', 'faculty', 'alumni', 'diversity', 'industry', 'events', 'education'];
    return this.page(u, tag ? `News: ${tag}` : 'News', `<ul class="news-list">${items.map((n) => `<li><span>${fmtLong(n.date)}</span> ${a(this.newsUrl(n), n.title)}</li>`).join('')}</ul>${this.pager('/news', page, last, tag ? `tag=${tag}` : '')}`, { side: `<h2>Topics</h2><ul>${tags.map((t) => li(`/news?tag=${t}`, t)).join('')}</ul>`, crumbs: [['/news', 'News']] });
  }

  private newsItem(u: URL, n: News): Resp {
    const r = rng(hash(`news${n.id}`));
    const o = n.off;
    let body = `<p class="date">${fmtLong(n.date)}</p>`;
    for (let i = 0; i < n.body; i++) body += T.para(r, int(r, 2, 4));
    if (o) body += o.c.level === 'cap' ? `<p>Teams in ${esc(cname(o))} presented their projects to faculty and industry judges. See the ${a(this.homeHref(o, 'news'), 'course website')} for the project pages and videos.</p>` : `<p>${esc(cname(o))} (${esc(o.title)}) is taught by ${a(this.profileUrl(o.f.login), o.f.name)} in ${o.q.name}. More information on the ${a(this.homeHref(o, 'news'), `${cname(o)} course web`)}.</p>`;
    if (n.album) body += `<p>${a(`${PHOTOS}/index.php?/category/${n.album}`, 'Photo gallery')}</p>`;
    const i = this.news.indexOf(n);
    const prev = this.news[i - 1];
    const next = this.news[i + 1];
    body += `<nav>${prev ? a(this.newsUrl(prev), `‹ ${prev.title}`) : ''} ${next && next.date <= NOW ? a(this.newsUrl(next), `${next.title} ›`) : ''}</nav><p>Tags: ${a(`/news?tag=${n.tag}`, n.tag)}</p>`;
    return this.page(u, n.title, body, { crumbs: [['/news', 'News']] });
  }

  private eventsHome(u: URL): Resp {
    const upcoming = this.events.filter((e) => e.date >= NOW).slice(0, 20);
    return this.page(u, 'Events', `<ul>${upcoming.map((e) => `<li>${fmtShort(e.date)} ${e.time} — ${a(this.evUrl(e), e.title)} (${esc(e.room)})</li>`).join('')}</ul><p>${a('/events/calendar', 'Month view')} · ${a(`/events/calendar/week?date=${fmtISO(NOW - 5)}`, 'Week view')} · ${a('/events/colloquia', 'Colloquia')}</p>`, { crumbs: [['/events', 'Events']] });
  }

  /** The endless month calendar: any `?month=YYYY-MM` answers, with previous/next links. */
  private calMonth(u: URL): Resp {
    const mq = u.searchParams.get('month') ?? fmtISO(NOW).slice(0, 7);
    const m = /^(\d{4})-(\d{2})$/.exec(mq);
    if (!m) return this.w404(u);
    const y = Number(m[1]);
    const mo = Number(m[2]);
    if (mo < 1 || mo > 12 || y < 1900 || y > 2200) return this.w404(u);
    const view = u.searchParams.get('view') === 'list' ? 'list' : 'grid';
    const prev = mo === 1 ? `${y - 1}-12` : `${y}-${pad(mo - 1)}`;
    const next = mo === 12 ? `${y + 1}-01` : `${y}-${pad(mo + 1)}`;
    const evs = this.eventsByMonth.get(mq) ?? [];
    const first = dayOf(y, mo, 1);
    const days = dayOf(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, 1) - first;
    let grid = '<table class="calendar"><tr>' + WD.map((d) => `<th>${d}</th>`).join('') + '</tr><tr>' + '<td></td>'.repeat(weekday(first));
    for (let d = 0; d < days; d++) {
      const day = first + d;
      if (weekday(day) === 0 && d) grid += '</tr><tr>';
      const es = evs.filter((e) => e.date === day);
      grid += `<td>${a(`/events/calendar/week?date=${fmtISO(day)}`, String(d + 1))}${es.map((e) => `<div>${a(this.evUrl(e), e.title)}</div>`).join('')}</td>`;
    }
    grid += '</tr></table>';
    const list = `<ul>${evs.map((e) => `<li>${fmtShort(e.date)} ${a(this.evUrl(e), e.title)}</li>`).join('')}</ul>`;
    return this.page(u, `Events: ${MONTH[mo - 1]} ${y}`, `<nav>${a(`/events/calendar?month=${prev}${view === 'list' ? '&view=list' : ''}`, '‹ Previous month')} ${a(`/events/calendar?month=${next}${view === 'list' ? '&view=list' : ''}`, 'Next month ›')} ${a(`/events/calendar?month=${mq}&view=${view === 'list' ? 'grid' : 'list'}`, view === 'list' ? 'Grid' : 'List')}</nav>${view === 'list' ? list || '<p>No events.</p>' : grid}`, { crumbs: [['/events', 'Events']] });
  }

  private calWeek(u: URL): Resp {
    const dq = u.searchParams.get('date') ?? fmtISO(NOW);
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dq);
    if (!m) return this.w404(u);
    const d0 = dayOf(Number(m[1]), Number(m[2]), Number(m[3]));
    const start = d0 - weekday(d0);
    const rows: string[] = [];
    for (let d = start; d < start + 7; d++) {
      const es = (this.eventsByMonth.get(fmtISO(d).slice(0, 7)) ?? []).filter((e) => e.date === d);
      rows.push(`<tr><th>${fmtShort(d)}</th><td>${es.map((e) => `${e.time} ${a(this.evUrl(e), e.title)}`).join('<br>') || '—'}</td></tr>`);
    }
    return this.page(u, `Week of ${fmtLong(start)}`, `<nav>${a(`/events/calendar/week?date=${fmtISO(start - 7)}`, '‹ Previous week')} ${a(`/events/calendar/week?date=${fmtISO(start + 7)}`, 'Next week ›')} ${a(`/events/calendar?month=${fmtISO(start).slice(0, 7)}`, 'Month')}</nav><table>${rows.join('')}</table>`, { crumbs: [['/events', 'Events']] });
  }

  private eventPage(u: URL, e: Ev): Resp {
    const r = rng(hash(`ev${e.id}`));
    return this.page(u, e.title, `<p class="when">${WDAY[weekday(e.date)]}, ${fmtLong(e.date)}, ${e.time}</p><p class="where">${esc(e.room)}</p>${e.kind.includes('Colloq') || e.kind.includes('Lecture') || e.kind.includes('Defense') ? `<p>Speaker: ${esc(e.speaker)}, ${pick(r, ['Stanford', 'MIT', 'CMU', 'Berkeley', 'Microsoft Research', 'Google Brain', 'Princeton', 'Cornell', 'University of Elliott Bay'])}</p><h2>Abstract</h2>${T.para(r, 4)}<h2>Bio</h2>${T.para(r, 2)}` : T.para(r, 2)}${e.video ? `<p>${a(`${VIDEO}/watch?v=${hex(`v${e.video}`, 11)}`, 'Watch the recording')}</p>` : ''}<p>${a(`/events/${e.id}/ical`, 'Add to calendar')} · ${a(`/events/calendar?month=${fmtISO(e.date).slice(0, 7)}`, 'Month calendar')}</p>`, { crumbs: [['/events', 'Events']] });
  }

  private colloquia(u: URL): Resp {
    const ay = u.searchParams.get('year') ?? '2019-20';
    const m = /^(\d{4})-(\d\d)$/.exec(ay);
    if (!m) return this.w404(u);
    const y = Number(m[1]);
    const evs = this.events.filter((e) => (e.kind === 'Colloquium' || e.kind === 'Distinguished Lecture') && e.date >= dayOf(y, 9, 1) && e.date < dayOf(y + 1, 9, 1));
    const years = Array.from({ length: 7 }, (_, i) => `${2013 + i}-${pad((14 + i) % 100)}`);
    return this.page(u, `Colloquium Series ${ay}`, `<ul>${evs.map((e) => `<li>${fmtLong(e.date)}: ${a(this.evUrl(e), e.title)} — ${esc(e.speaker)}${e.video ? ` [${a(`${VIDEO}/watch?v=${hex(`v${e.video}`, 11)}`, 'video')}]` : ''}</li>`).join('')}</ul>`, { side: `<ul>${years.map((x) => li(`/events/colloquia?year=${x}`, x)).join('')}</ul>`, crumbs: [['/events', 'Events']] });
  }

  private peopleHome(u: URL): Resp {
    return this.page(u, 'People', `<ul>${li('/people/faculty', 'Faculty')}${li('/people/teaching-faculty', 'Teaching Faculty')}${li('/people/emeriti', 'Emeriti')}${li('/people/postdocs', 'Postdocs and Research Scientists')}${li('/people/phd-students', 'Ph.D. Students')}${li('/people/staff', 'Staff')}${li('/people/directory', 'Full directory')}</ul>`, { crumbs: [['/people', 'People']] });
  }

  private peopleList(u: URL, kind: string): Resp {
    const sel = kind === 'faculty' ? this.people.filter((p) => p.role === 'Faculty') : kind === 'teaching-faculty' ? this.people.filter((p) => p.role === 'Teaching Faculty') : kind === 'emeriti' ? this.people.filter((p) => p.role === 'Emeritus')
      : kind === 'staff' ? this.people.filter((p) => p.role === 'Staff') : kind === 'postdocs' ? this.people.filter((p) => p.role === 'Postdoc' || p.role === 'Research Scientist') : this.people.filter((p) => p.role === 'PhD Student');
    return this.page(u, kind.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()), `<div class="people-grid">${sel.map((p) => `<div class="person">${a(this.profileUrl(p.login), p.name)}<br><span>${esc(p.fac ? p.fac.rank : p.role)}</span><br><span>${esc(AREAS[p.area])}</span>${p.fac ? `<br>${a(`${HOMES}/~${p.login}/`, 'Home page')}` : ''}</div>`).join('')}</div>`, { crumbs: [['/people', 'People']] });
  }

  /** The faceted people directory: role × area × sort × page, each combination a page. */
  private directory(u: URL): Resp {
    const role = u.searchParams.get('role') ?? '';
    const area = u.searchParams.get('area') ?? '';
    const sort = u.searchParams.get('sort') === 'first' ? 'first' : 'last';
    const letter = /^[A-Z]$/.test(u.searchParams.get('letter') ?? '') ? u.searchParams.get('letter')! : '';
    const page = Math.max(0, Number(u.searchParams.get('page') ?? 0) || 0);
    const roles = ['Faculty', 'Teaching Faculty', 'PhD Student', 'Postdoc', 'Research Scientist', 'Staff', 'Affiliate Faculty', 'Adjunct Faculty', 'Emeritus'];
    let sel = this.people.filter((p) => (!role || p.role === role) && (!area || p.area === area) && (!letter || p.name.split(' ').pop()!.startsWith(letter)));
    sel = [...sel].sort((x, y) => (sort === 'first' ? x.name.localeCompare(y.name) : x.name.split(' ').pop()!.localeCompare(y.name.split(' ').pop()!)) || x.login.localeCompare(y.login));
    const per = 25;
    const last = Math.max(1, Math.ceil(sel.length / per));
    if (page >= last && page > 0) return this.w404(u);
    const q = (o: Record<string, string>) => { const s = new URLSearchParams({ ...(role ? { role } : {}), ...(area ? { area } : {}), ...(letter ? { letter } : {}), ...(sort !== 'last' ? { sort } : {}), ...o }); for (const [k, v] of [...s]) if (!v) s.delete(k); const t = s.toString(); return `/people/directory${t ? `?${t}` : ''}`; };
    const facets = `<h2>Role</h2><ul>${roles.map((x) => li(q({ role: x, page: '', letter: '' }), x)).join('')}</ul><h2>Research area</h2><ul>${Object.entries(AREAS).map(([k, v]) => li(q({ area: k, page: '', letter: '' }), v)).join('')}</ul>${role || area ? '' : `<p>${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((l) => a(q({ letter: l, page: '' }), l)).join(' ')}</p>`}<p>Sort: ${a(q({ sort: 'last', page: '' }), 'Last name')} | ${a(q({ sort: 'first', page: '' }), 'First name')}</p>`;
    const rows = sel.slice(page * per, page * per + per).map((p) => `<tr><td>${a(this.profileUrl(p.login), p.name)}</td><td>${esc(p.role)}</td><td>${esc(AREAS[p.area])}</td><td>${esc(p.login)}@cs.${DOM}</td></tr>`).join('');
    const pages: string[] = [];
    for (let n = 0; n < last; n++) pages.push(n === page ? `<strong>${n + 1}</strong>` : a(q({ page: String(n) }), String(n + 1)));
    return this.page(u, 'Directory', `<table class="directory"><tr><th>Name</th><th>Role</th><th>Area</th><th>Email</th></tr>${rows}</table><nav class="pager">${pages.join(' ')}</nav>`, { side: facets, crumbs: [['/people', 'People']] });
  }

  private facProfile(u: URL, f: Fac): Resp {
    const r = rng(hash(`prof:${f.login}`));
    const mine = (this.offsByFac.get(f.login) ?? []).filter((o) => o.q.idx >= CUR.idx - 3 && o.status !== 'none' && o.host !== 'fac');
    const codes = [...new Set((this.offsByFac.get(f.login) ?? []).filter((o) => o.host !== 'fac').map((o) => o.code))];
    const lab = LABS.find((l) => l.area === f.area);
    const body = `<div class="profile"><p class="rank">${esc(f.rank)}</p><p>Office: ${esc(f.office)} · Email: ${esc(f.login)}@cs.${DOM}</p><p>${a(`${HOMES}/~${f.login}/`, 'Personal home page')}</p>
<h2>Research</h2>${T.para(r, 3)}<p>Area: ${a(`/research/areas/${f.area}`, AREAS[f.area])}${lab ? ` · Lab: ${a(`https://${lab.host}/`, lab.name)}` : ''}</p>
<h2>Teaching</h2>${mine.length ? `<ul>${mine.map((o) => `<li>${o.q.name}: ${a(this.homeHref(o, 'profile'), `${cname(o)} ${o.title}`)}</li>`).join('')}</ul>` : '<p>Not teaching this academic year.</p>'}
${codes.length ? `<p>Courses taught: ${codes.map((c) => a(`/education/courses/${c}`, codeName(c))).join(', ')}</p>` : ''}
<h2>Selected publications</h2><ul>${Array.from({ length: int(r, 3, 6) }, () => `<li>${esc(paperTitle(r))}. ${pick(r, ['SOSP', 'OSDI', 'PLDI', 'POPL', 'STOC', 'FOCS', 'SIGMOD', 'VLDB', 'NeurIPS', 'ICML', 'ACL', 'CHI', 'SIGGRAPH', 'CCS', 'NSDI', 'ICRA'])} ${int(r, 2012, 2020)}. ${a(`https://doi.org/10.1145/${int(r, 3000000, 3400000)}`, 'DOI')}</li>`).join('')}</ul></div>`;
    return this.page(u, f.name, body, { crumbs: [['/people', 'People'], ['/people/faculty', 'Faculty']] });
  }

  private researchHome(u: URL): Resp {
    return this.page(u, 'Research', `${T.para(rng(hash('research')), 3)}<h2>Areas</h2><ul>${Object.entries(AREAS).map(([k, v]) => li(`/research/areas/${k}`, v)).join('')}</ul><h2>Labs</h2><ul>${LABS.map((l) => li(`https://${l.host}/`, l.name)).join('')}</ul><p>${a('/research/tech-reports', 'Technical reports')}</p>`, { crumbs: [['/research', 'Research']] });
  }

  private area(u: URL, k: string): Resp {
    const r = rng(hash(`area:${k}`));
    const fs = FACULTY.filter((f) => f.area === k);
    const labs = LABS.filter((l) => l.area === k);
    return this.page(u, AREAS[k], `${T.para(r, 3)}<h2>Faculty</h2><ul>${fs.map((f) => li(this.profileUrl(f.login), f.name)).join('')}</ul>${labs.length ? `<h2>Labs</h2><ul>${labs.map((l) => li(`https://${l.host}/`, l.name)).join('')}</ul>` : ''}<p>${a(`/research/tech-reports?area=${k}`, 'Technical reports in this area')} · ${a(`/people/directory?area=${k}`, 'People in this area')}</p>`, { crumbs: [['/research', 'Research']] });
  }

  private trs(year: number): { id: string; title: string; area: string; authors: string; date: number }[] {
    const r = rng(hash(`tr:${year}`));
    const n = year === 2020 ? 9 : int(r, 22, 40);
    const out = [];
    for (let i = 0; i < n; i++) {
      const mo = 1 + Math.floor((i * (year === 2020 ? 4 : 12)) / n);
      out.push({ id: `UE-CSE-${pad(year % 100)}-${pad(mo)}-${pad(i + 1)}`, title: paperTitle(r), area: pick(r, Object.keys(AREAS)), authors: `${person(r)}, ${person(r)} and ${pick(r, FACULTY).name}`, date: dayOf(year, mo, int(r, 1, 28)) });
    }
    return out;
  }

  private trList(u: URL): Resp {
    const year = Number(u.searchParams.get('year') ?? 2020);
    const area = u.searchParams.get('area') ?? '';
    const page = Math.max(0, Number(u.searchParams.get('page') ?? 0) || 0);
    if (!(year >= 1995 && year <= 2020)) return this.w404(u);
    const sel = this.trs(year).filter((t) => !area || t.area === area);
    const per = 10;
    const last = Math.max(1, Math.ceil(sel.length / per));
    const extra = `year=${year}${area ? `&area=${area}` : ''}`;
    const years = Array.from({ length: 26 }, (_, i) => 2020 - i);
    return this.page(u, `Technical Reports ${year}`, `<ul class="trs">${sel.slice(page * per, page * per + per).map((t) => `<li>${a(`/research/tech-reports/${t.id}`, t.id)}: ${esc(t.title)}. ${esc(t.authors)}. [${a(`/sites/default/files/tr/${t.id}.pdf`, 'PDF')}]</li>`).join('')}</ul>${this.pager('/research/tech-reports', page, last, extra)}`,
      { side: `<h2>Year</h2><ul>${years.map((y) => li(`/research/tech-reports?year=${y}${area ? `&area=${area}` : ''}`, String(y))).join('')}</ul><h2>Area</h2><ul>${Object.entries(AREAS).map(([k, v]) => li(`/research/tech-reports?year=${year}&area=${k}`, v)).join('')}</ul>`, crumbs: [['/research', 'Research']] });
  }

  private trPage(u: URL, id: string): Resp {
    const yy = Number(id.slice(7, 9));
    const t = this.trs(yy > 90 ? 1900 + yy : 2000 + yy).find((x) => x.id === id);
    if (!t) return this.w404(u);
    const r = rng(hash(id));
    return this.page(u, t.title, `<p>${esc(t.id)} · ${fmtLong(t.date)}</p><p>Authors: ${esc(t.authors)}</p><h2>Abstract</h2>${T.para(r, 5)}<p>${a(`/sites/default/files/tr/${t.id}.pdf`, 'Download PDF')} · ${a(`/research/tech-reports?year=${dOf(t.date).getUTCFullYear()}`, 'All reports of this year')}</p>`, { crumbs: [['/research', 'Research'], ['/research/tech-reports', 'Technical reports']] });
  }

  private education(u: URL): Resp {
    return this.page(u, 'Education', `<p>The School offers B.S. degrees in Computer Science and Computer Engineering, a combined B.S./M.S., the Professional Master's Program (PMP) for working engineers, and the Ph.D.</p>
<ul>${li('/education/remote-learning', 'Spring 2020: remote learning information')}${li('/education/course-webs', 'Course webs, this quarter')}${li('/education/courses', 'Course catalog')}${li(`${SCHED}/${CUR.ts}/cse.html`, `Time schedule, ${CUR.name}`)}${li('/education/pmp', 'Professional Master\'s Program')}${li('/education/ugrad', 'Undergraduate programs')}${li('/education/grad', 'Graduate programs')}${li('/education/advising', 'Advising')}${li('/education/course-evaluations', 'Course evaluations')}${li(`${CRS}/`, 'Course web server')}</ul>`, { crumbs: [['/education', 'Education']] });
  }

  private eduStatic(u: URL, p: string): Resp {
    const r = rng(hash(p));
    const extra = p === '/education/course-evaluations' ? `<p>Course evaluation results are published at ${a(`${EVALS}/`, 'evals.cs')} (UE NetID not required for summaries).</p>`
      : p === '/education/remote-learning' ? `<p>All Spring 2020 lectures will be on Zoom and recorded to Panopto. Check your ${a('/education/course-webs', 'course web')} and Ed/Canvas for details; office hours are held on Zoom. Exams will be take-home.</p><p>Materials from earlier quarters remain available in the ${a(`${CRS}/courses/`, 'course web archive')}.</p>` : '';
    return this.page(u, p.slice(11).replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()), `${extra}${T.para(r, 4)}${T.para(r, 3)}`, { crumbs: [['/education', 'Education']] });
  }

  /** "Course Webs": this quarter's offerings (and, by `?quarter=`, the last two), each linking its web. */
  private courseWebs(u: URL): Resp {
    const qk = u.searchParams.get('quarter') ?? CUR.key;
    const q = qtrByKey.get(qk);
    if (!q || q.idx < CUR.idx - 2) return this.w404(u);
    const offs = (this.offsByQtr.get(q.key) ?? []).filter((o) => o.host !== 'fac').sort((x, y) => x.code.localeCompare(y.code));
    const row = (o: Off) => `<tr><td>${esc(cname(o))}</td><td>${esc(o.title)}</td><td>${esc(o.f.name)}</td><td>${o.status === 'home' || o.status === 'stub' ? a(this.homeHref(o, 'webs'), 'course web') : o.status === 'locked' ? `${a(`${CANVAS}/courses/${o.canvasId}`, 'Canvas')} (UE NetID)` : '—'}</td></tr>`;
    const others = QTRS.slice(-3).map((x) => x === q ? `<strong>${x.name}</strong>` : a(x === CUR ? '/education/course-webs' : `/education/course-webs?quarter=${x.key}`, x.name)).join(' | ');
    return this.page(u, `Course Webs: ${q.name}`, `<p>${others}</p><table class="course-webs"><tr><th>Course</th><th>Title</th><th>Instructor</th><th>Web</th></tr>${offs.filter((o) => o.c.level !== 'pmp').map(row).join('')}</table><h2>Professional Master's Program</h2><table>${offs.filter((o) => o.c.level === 'pmp').map(row).join('')}</table><p>Older quarters: ${a(`${CRS}/courses/`, 'course web archive')}.</p>`, { crumbs: [['/education', 'Education']] });
  }

  private catalog(u: URL): Resp {
    const lvl = u.searchParams.get('level') ?? '';
    const sel = COURSES.filter((c) => !lvl || (lvl === 'P' ? c.level === 'pmp' : c.code.slice(3, 4) === lvl && c.level !== 'pmp'));
    return this.page(u, 'Course Catalog', `<p>Filter: ${['', '1', '3', '4', '5', 'P'].map((l) => a(l ? `/education/courses?level=${l}` : '/education/courses', l ? (l === 'P' ? 'PMP' : `${l}00-level`) : 'All')).join(' | ')}</p><dl>${sel.map((c) => `<dt>${a(`/education/courses/${c.code}`, `${codeName(c.code)}: ${c.title}`)}</dt><dd>${esc(c.desc.slice(0, 140))}…</dd>`).join('')}</dl>`, { crumbs: [['/education', 'Education']] });
  }

  private catalogEntry(u: URL, code: string): Resp {
    const c = courseBy.get(code);
    if (!c) return this.w404(u);
    const offs = this.offsByCourse.get(code) ?? [];
    const cur = offs.find((o) => o.q === CUR);
    const r = rng(hash(`cat:${code}`));
    return this.page(u, `${codeName(code)}: ${c.title}`, `<p class="credits">${c.credits} credits</p><p>${esc(c.desc)}</p>${T.para(r, 2)}
<h2>Offered</h2><p>${c.seasons.split('').map((s) => ({ a: 'Autumn', w: 'Winter', s: 'Spring', u: 'Summer' })[s]).join(', ')}</p>
${cur && (cur.status === 'home' || cur.status === 'stub') ? `<p>${a(this.homeHref(cur, 'catalog'), `${CUR.name} course web`)}</p>` : ''}<p>${a(this.dirUrl(code), 'Course webs from past quarters')} · ${a(`${SCHED}/${CUR.ts}/cse.html#${code}`, 'Time schedule')} · ${a(`${EVALS}/course/${code}`, 'Course evaluations')}</p>`, { crumbs: [['/education', 'Education'], ['/education/courses', 'Course catalog']] });
  }

  private pmpPage(u: URL): Resp {
    const cur = (this.offsByQtr.get(CUR.key) ?? []).filter((o) => o.c.level === 'pmp');
    return this.page(u, "Professional Master's Program", `${T.para(rng(hash('pmp')), 3)}<p>Classes meet one evening a week; in ${CUR.name} all PMP lectures are on Zoom.</p><h2>${CUR.name} courses</h2><ul>${cur.map((o) => `<li>${o.status === 'home' ? a(this.homeHref(o, 'pmp'), `${cname(o)} ${o.title}`) : esc(`${cname(o)} ${o.title}`)}</li>`).join('')}</ul><p>${a(`${CRS}/pmp/`, 'PMP course webs by quarter')}</p>`, { crumbs: [['/education', 'Education']] });
  }

  // ===================================================================================================================
  // www: the university (catalog extract, a few pages)
  // ===================================================================================================================

  private uniHost(u: URL): Resp {
    const p = u.pathname;
    const wrap = (title: string, body: string, status = 200): Resp => ({ status, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html lang="en"><head><title>${esc(title)} | University of Elliott Bay</title></head><body><header>${a('/', 'University of Elliott Bay')}</header><nav>${a('/students', 'Students')} ${a('/myue', 'MyUE')} ${a(`${SCHED}/`, 'Time Schedule')} ${a('/students/crscat/', 'Course Catalog')}</nav><main><h1>${esc(title)}</h1>${body}</main><footer>© 2020 University of Elliott Bay · Elliott Bay, WA</footer></body></html>` });
    if (p === '/') return wrap('University of Elliott Bay', `<p>${a(`${WWW}/`, 'Allen-Voss School of Computer Science & Engineering')}</p><p>${a('/coronavirus', 'COVID-19 information')}</p>`);
    if (p === '/myue' || p.startsWith('/giving')) return moved(sso(UNI + p), 302);
    if (p === '/coronavirus' || p === '/students') return wrap(p === '/students' ? 'Students' : 'COVID-19', T.para(rng(hash(p)), 4));
    if (p === '/students/crscat/' || p === '/students/crscat') return p.endsWith('/') ? wrap('Course Descriptions', `<ul>${li('/students/crscat/cse.html', 'Computer Science & Engineering')}${li('/students/crscat/math.html', 'Mathematics')}</ul>`) : moved(`${UNI}/students/crscat/`);
    if (p === '/students/crscat/cse.html') return wrap('Computer Science & Engineering', COURSES.map((c) => `<p><a name="${c.code}"></a><b>${esc(codeName(c.code))} ${esc(c.title)} (${c.credits})</b> ${esc(c.desc)} ${a(`${WWW}/education/courses/${c.code}`, 'View course details')}</p>`).join(''));
    if (p === '/students/crscat/math.html') return wrap('Mathematics', T.para(rng(hash(p)), 8));
    return wrap('Not found', '<p>Page not found.</p>', 404);
  }

  // ===================================================================================================================
  // courses.cs: per-course directories, per-quarter course webs, PMP webs, stubs
  // ===================================================================================================================

  private coursesHost(u: URL): Resp {
    let p: string;
    try { p = decodeURIComponent(u.pathname); } catch { return apache404(u.pathname); }
    if (p === '/robots.txt') return txt('User-agent: *\nDisallow: /cgi-bin/\nDisallow: /courses/*/private/\n');
    if (p === '/' || p === '/index.html') return html(`<html><head><title>Allen-Voss School Course Webs</title></head><body><h1>Course Webs</h1><p>This server hosts the course webs of the Allen-Voss School of Computer Science &amp; Engineering.</p><ul>${li(`${WWW}/education/course-webs`, `${CUR.name} course webs`)}${li('/courses/', 'All course directories')}${li('/pmp/', 'Professional Master\'s Program course webs')}${li(`${WIKI}/wiki/Course_Web_Hosting`, 'How to publish a course web (staff)')}</ul></body></html>`);
    if (p === '/courses') return moved(`${CRS}/courses/`);
    if (p === '/courses/') return this.courseIndex(u);
    let m = /^\/courses\/([a-z0-9]+)$/.exec(p);
    if (m && this.offsByCourse.has(m[1])) return moved(`${CRS}/courses/${m[1]}/`);
    m = /^\/courses\/([a-z0-9]+)\/(index\.html)?$/.exec(p);
    if (m) return this.offsByCourse.has(m[1]) && !m[1].startsWith('cse599') ? this.courseDir(u, m[1]) : apache404(p);
    if (p === '/pmp') return moved(`${CRS}/pmp/`);
    if (p === '/pmp/') return this.pmpIndex();
    m = /^\/pmp\/(\d\d(?:wi|sp|su|au))(\/?)$/.exec(p);
    if (m) return !qtrByKey.has(m[1]) ? apache404(p) : m[2] ? this.pmpQuarter(m[1]) : moved(`${CRS}/pmp/${m[1]}/`);
    const f = this.findBase(H.courses, p.endsWith('/') || /\.[a-z0-9]+$/i.test(p.split('/').pop()!) ? p : `${p}/`);
    if (f) {
      const [o, rest] = f;
      if (`${p}/` === o.base) return moved(CRS + o.base);
      return o.status === 'stub' ? (rest === '' || rest === 'index.html' ? this.stub(o) : apache404(p)) : this.offPage(o, rest, u);
    }
    return apache404(p);
  }

  /** Apache autoindex of `/courses/`, with the usual sort links (each a page). */
  private courseIndex(u: URL): Resp {
    const s = sortParams(u);
    const codes = [...this.offsByCourse.keys()].filter((c) => !c.startsWith('cse599')).sort();
    const rows = codes.map((c) => { const r = rng(hash(`ci:${c}`)); return { name: `${c}/`, date: `${fmtISO(NOW - int(r, 0, 400))} ${pad(int(r, 0, 23))}:${pad(int(r, 0, 59))}` }; });
    if (s.C === 'M') rows.sort((x, y) => x.date.localeCompare(y.date));
    if (s.O === 'D') rows.reverse();
    return html(this.autoindex('/courses/', rows.map((x) => [x.name, x.date, '-'])));
  }

  private autoindex(path: string, rows: [string, string, string][], parent = true): string {
    const sorts = ['N', 'M', 'S', 'D'].map((c) => `<th><a href="?C=${c};O=${c === 'N' ? 'D' : 'A'}">${({ N: 'Name', M: 'Last modified', S: 'Size', D: 'Description' } as Record<string, string>)[c]}</a></th>`).join('');
    return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html>\n <head>\n  <title>Index of ${esc(path)}</title>\n </head>\n <body>\n<h1>Index of ${esc(path)}</h1>\n  <table>\n   <tr><th valign="top"><img src="/icons/blank.gif" alt="[ICO]"></th>${sorts}</tr>\n   <tr><th colspan="5"><hr></th></tr>\n${parent ? '<tr><td valign="top"><img src="/icons/back.gif" alt="[PARENTDIR]"></td><td><a href="../">Parent Directory</a></td><td>&nbsp;</td><td align="right">  - </td><td>&nbsp;</td></tr>\n' : ''}${rows.map(([n, d, sz]) => `<tr><td valign="top"><img src="/icons/${n.endsWith('/') ? 'folder' : 'text'}.gif" alt="[${n.endsWith('/') ? 'DIR' : 'TXT'}]"></td><td><a href="${esc(n)}">${esc(n)}</a></td><td align="right">${d}  </td><td align="right">${sz}</td><td>&nbsp;</td></tr>`).join('\n')}\n   <tr><th colspan="5"><hr></th></tr>\n</table>\n<address>Apache/2.4.29 (Ubuntu) Server</address>\n</body></html>\n`;
  }

  /** The course directory: every quarter of a course, linking its web, its stub or its Canvas course. */
  private courseDir(u: URL, code: string): Resp {
    const offs = [...(this.offsByCourse.get(code) ?? [])].reverse();
    const c = courseBy.get(code)!;
    const items = offs.filter((o) => o.status !== 'none').map((o) => {
      const label = `${o.q.name}${o.f ? ` (${o.f.name}${o.co ? ` and ${o.co.name}` : ''})` : ''}`;
      if (o.status === 'locked') return `<li>${esc(label)} — ${a(`${CANVAS}/courses/${o.canvasId}`, 'Canvas')} (UE NetID required)</li>`;
      return `<li>${a(o.status === 'home' ? o.home : this.homeHref(o, 'dir'), label)}${o.host === 'pages' ? ' [GitLab Pages]' : o.host === 'canvas' ? ' [public Canvas]' : ''}</li>`;
    });
    const r = rng(hash(`dir:${code}`));
    return html(`<!DOCTYPE html><html><head><title>${esc(codeName(code))}: ${esc(c.title)}</title><link rel="stylesheet" href="/css/courses.css"></head><body>
<div class="header">${a(`${WWW}/`, 'Allen-Voss School of CSE')} / ${a('/courses/', 'Course Webs')}</div><h1>${esc(codeName(code))}: ${esc(c.title)}</h1>
<p>${esc(c.desc)}</p><p>${a(`${WWW}/education/courses/${code}`, 'Catalog description')}</p>
<h2>Course webs by quarter</h2><ul>${items.join('') || '<li>No course webs are public.</li>'}</ul><p class="small">${T.words(r, 8)}. Course webs before Winter 2014 were retired during the move to CSE2.</p></body></html>`);
  }

  private pmpIndex(): Resp {
    const qs = QTRS.filter((q) => (this.offsByQtr.get(q.key) ?? []).some((o) => o.host === 'pmp' && o.status === 'home')).reverse();
    return html(`<html><head><title>PMP Course Webs</title></head><body><h1>Professional Master's Program: Course Webs</h1><ul>${qs.map((q) => li(`/pmp/${q.key}/`, q.name)).join('')}</ul><p>${a(`${WWW}/education/pmp`, 'About the PMP')}</p></body></html>`);
  }

  private pmpQuarter(key: string): Resp {
    const q = qtrByKey.get(key)!;
    const offs = (this.offsByQtr.get(key) ?? []).filter((o) => o.c.level === 'pmp');
    return html(`<html><head><title>PMP ${q.name}</title></head><body><h1>PMP Course Webs: ${q.name}</h1><table border="1"><tr><th>Course</th><th>Instructor</th><th>Evening</th></tr>${offs.map((o) => `<tr><td>${o.status === 'home' ? a(this.homeHref(o, 'pmpq'), `${cname(o)} ${o.title}`) : esc(`${cname(o)} ${o.title}`)}</td><td>${esc(o.f.name)}</td><td>${pick(rng(hash(o.key)), ['Mon', 'Tue', 'Wed', 'Thu'])} 6:30-9:20 pm</td></tr>`).join('')}</table><p>${a('/pmp/', 'All quarters')}</p></body></html>`);
  }

  /** "This quarter's page moved to Canvas": a 200 page at the course web's address (not a home). */
  private stub(o: Off): Resp {
    return html(`<!DOCTYPE html><html><head><title>${esc(cname(o))} ${o.q.name}</title></head><body><h1>${esc(cname(o))}: ${esc(o.title)}, ${o.q.name}</h1>
<p>The course web for ${o.q.name} has moved to Canvas: ${a(`${CANVAS}/courses/${o.canvasId}`, `${cname(o)} on Canvas`)} (UE NetID required). Discussion is on ${a(`https://edstem.org/us/courses/${hash(o.key) % 9000}/discussion/`, 'Ed')}.</p>
<p>Instructor: ${a(this.profileUrl(o.f.login), o.f.name)}. ${a(`/courses/${o.code}/`, 'Other quarters')}</p></body></html>`);
  }

  // ===================================================================================================================
  // Course webs (all hosts): homes and their subpages
  // ===================================================================================================================

  private sessions(o: Off): { n: number; date: number; topic: string }[] {
    const r = rng(hash(`sess:${o.key}`));
    const mwf = o.c.credits >= 4 && o.c.level !== 'pmp' && o.host !== 'fac';
    const days = o.c.level === 'pmp' || o.host === 'fac' ? [pick(r, [1, 2, 3, 4])] : mwf ? [1, 3, 5] : [2, 4];
    const out: { n: number; date: number; topic: string }[] = [];
    let n = 1;
    for (let w = 0; w < o.q.weeks && n <= o.lecs; w++) for (const d of days) {
      if (n > o.lecs) break;
      const date = o.q.start + w * 7 + (d - 1);
      const t = T.words(r, int(r, 2, 4));
      out.push({ n, date, topic: t.replace(/^./, (c) => c.toUpperCase()) });
      n++;
    }
    return out;
  }

  private offLinks(o: Off) {
    const h = hash(o.key);
    return {
      ed: `https://edstem.org/us/courses/${h % 9000 + 100}/discussion/`,
      piazza: `https://piazza.com/ue/${SEASON_NAME[o.q.season].toLowerCase()}${o.q.y}/${o.code}`,
      gs: `https://www.gradescope.com/courses/${h % 200000 + 20000}`,
      panopto: `https://ue.hosted.panopto.com/Panopto/Pages/Sessions/List.aspx?folderID=${hex(`pan${o.key}`, 8)}-${hex(`pan2${o.key}`, 4)}`,
      zoom: `https://ue.zoom.us/j/${9000000000 + (h % 999999999)}`,
    };
  }

  private offPage(o: Off, rest: string, u: URL): Resp {
    const path = u.pathname;
    if (rest === '' || rest === 'index.html' || (o.host === 'fac' && o.f.scheme === 'flat' && rest === '__home')) {
      if (o.tpl === 'frames') return html(this.frameset(o));
      return html(this.home(o));
    }
    const r = rng(hash(`${o.key}:${rest}`));
    let m = /^lectures\/lec(\d\d)\.(pdf|pptx)$/.exec(rest);
    if (m) return Number(m[1]) >= 1 && Number(m[1]) <= o.lecs ? bin(m[2] === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.presentationml.presentation', u.href) : apache404(path);
    m = /^(?:homework|assignments)\/hw(\d)\.(pdf|zip)$/.exec(rest);
    if (m) return Number(m[1]) <= o.hws ? bin(m[2] === 'pdf' ? 'application/pdf' : 'application/zip', u.href) : apache404(path);
    m = /^sections\/sec(\d\d)\.pdf$/.exec(rest);
    if (m) return Number(m[1]) <= o.sections ? bin('application/pdf', u.href) : apache404(path);
    if (/^exams\/(midterm|final|practice-midterm|practice-final|midterm-sol|final-sol)\.pdf$/.test(rest)) return bin('application/pdf', u.href);
    if (/^slides\/week\d+\.pdf$/.test(rest) && o.host === 'fac') return bin('application/pdf', u.href);
    if (/^(css|assets)\//.test(rest)) return rest.endsWith('.css') ? css() : rest.endsWith('.js') ? { status: 200, type: 'application/javascript', body: '/* course web */' } : apache404(path);
    if (o.tpl === 'frames' && (rest === 'menu.html' || rest === 'main.html')) return html(rest === 'menu.html' ? this.framesMenu(o) : this.home(o, true));
    if (o.tpl === 'jekyll') {
      if (rest === 'feed.xml') return { status: 200, type: 'application/atom+xml', body: `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${esc(cname(o))} ${o.q.name}</title><link href="https://${o.hostname}${o.base}"/><updated>${fmtISO(Math.min(NOW, o.q.start + 60))}T00:00:00Z</updated></feed>` };
      if (/^(calendar|team|projects|assignments)\/$/.test(rest)) return html(this.sub(o, rest.slice(0, -1), r));
      if (/^assignments\/a\d\/$/.test(rest)) return html(this.sub(o, rest.slice(0, -1), r));
      if (/^(calendar|team|projects|assignments)$/.test(rest)) return moved(`https://${o.hostname}${o.base}${rest}/`);
      return nginx404();
    }
    if (o.host === 'fac') return /^(project|readings)\.html$/.test(rest) ? html(this.sub(o, rest, r)) : apache404(path);
    if (/^(calendar|syllabus|staff|resources|announcements|schedule|policies)\.html$/.test(rest)) return html(this.sub(o, rest.replace('.html', ''), r));
    if (/^(homework|sections|exams|lectures)\/(index\.html)?$/.test(rest)) return html(this.sub(o, rest.split('/')[0], r));
    if (/^(homework|sections|exams|lectures)$/.test(rest)) return moved(`${u.origin}${o.base}${rest}/`);
    m = /^homework\/hw(\d)\.html$/.exec(rest);
    if (m && Number(m[1]) >= 1 && Number(m[1]) <= o.hws) return html(this.sub(o, `hw${m[1]}`, r));
    return apache404(path);
  }

  private wrap(o: Off, title: string, body: string, r: R): string {
    const head = `${esc(cname(o))} ${o.q.name}${o.c.level === 'pmp' ? ' (PMP)' : ''}`;
    const b = o.base;
    if (o.tpl === 'old' || o.tpl === 'frames') {
      return `<html><head><title>${head}: ${esc(title)}</title></head><body bgcolor="#ffffff" link="#330099" vlink="#663399"><table width="100%" cellpadding="4"><tr><td bgcolor="#4b2e83"><font color="#ffffff" face="Arial,Helvetica" size="+2"><b>${head}</b></font></td></tr></table>
<font face="Arial,Helvetica"><p><a href="${b}">Home</a> | <a href="${b}schedule.html">Schedule</a> | <a href="${b}homework/">Homework</a> | <a href="${b}exams/">Exams</a> | <a href="${b}staff.html">Staff</a></p><h2>${esc(title)}</h2>${body}<hr><address>${esc(o.f.name)} / ${o.f.login}@cs.${DOM}<br>Last modified: ${fmtLong(o.q.start + int(r, 0, 60))}</address></font></body></html>`;
    }
    if (o.tpl === 'jekyll') {
      return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | ${head}</title><meta name="generator" content="Jekyll v3.8.5"><link rel="stylesheet" href="${b}assets/css/just-the-docs.css"><link rel="alternate" type="application/atom+xml" href="${b}feed.xml"></head>
<body><div class="side-bar"><a href="${b}" class="site-title">${head}</a><nav><ul>${li(`${b}calendar/`, 'Calendar')}${li(`${b}assignments/`, 'Assignments')}${li(`${b}projects/`, 'Projects')}${li(`${b}team/`, 'Staff')}${li(`${GL}/courses/${o.code}-${o.q.key}`, 'Source on GitLab')}</ul></nav></div>
<div class="main-content"><h1>${esc(title)}</h1>${body}</div><footer>This site uses <a href="https://jekyllrb.com">Jekyll</a> and Just the Docs. ${T.words(r, 6)}</footer></body></html>`;
    }
    if (o.tpl === 'canvas') return this.canvasShell(o, title, body);
    if (o.tpl === 'seminar') {
      return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="stylesheet" href="/~${o.f.login}/style.css"></head><body><div class="wrap"><p>${a(`/~${o.f.login}/`, o.f.name)} / ${a(o.f.scheme === 'code' ? `/~${o.f.login}/teaching/` : `/~${o.f.login}/teaching.html`, 'Teaching')}</p><h1>${esc(title)}</h1>${body}</div></body></html>`;
    }
    const nav: [string, string][] = [['Home', b], ['Calendar', `${b}calendar.html`], ['Homework', `${b}homework/`], ...(o.sections ? [['Sections', `${b}sections/`] as [string, string]] : []), ['Exams', `${b}exams/`], ['Staff', `${b}staff.html`], ['Syllabus', `${b}syllabus.html`], ['Resources', `${b}resources.html`]];
    if (o.tpl === 'plain') return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${head}: ${esc(title)}</title><link rel="stylesheet" href="${b}css/style.css"></head><body><div id="header"><h1>${head}: ${esc(o.title)}</h1><p>${nav.map(([l, h]) => a(h, l)).join(' | ')}</p></div><div id="content"><h2>${esc(title)}</h2>${body}</div><div id="footer">${a(`${CRS}/courses/${o.code}/`, 'Other quarters')} · ${a(`${WWW}/`, 'Allen-Voss School of CSE')}</div></body></html>`;
    return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)} — ${head}</title><link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.4.1/css/bootstrap.min.css"><link rel="stylesheet" href="${b}css/course.css"></head>
<body><nav class="navbar navbar-expand-md navbar-dark" style="background:#4b2e83"><a class="navbar-brand" href="${b}">${head}</a><ul class="navbar-nav">${nav.slice(1).map(([l, h]) => `<li class="nav-item">${a(h, l, 'nav-link')}</li>`).join('')}</ul></nav>
<div class="container"><h1>${esc(title)}</h1>${body}</div><footer class="container small"><hr>${a(`${CRS}/courses/${o.code}/`, 'Past quarters')} · ${a(`${WWW}/`, 'Allen-Voss School')} · ${a(`${WWW}/about/accessibility`, 'Accessibility')}</footer><script src="https://code.jquery.com/jquery-3.4.1.slim.min.js"></script></body></html>`;
  }

  private announcements(o: Off, r: R, n: number): string {
    const out: string[] = [];
    if (o.q === CUR) out.push(`<li><b>${fmtShort(o.q.start - 3)}</b>: Welcome to ${esc(cname(o))}! All lectures will be on Zoom (${a(this.offLinks(o).zoom, 'link')}) and recorded to ${a(this.offLinks(o).panopto, 'Panopto')}. Office hours are on Zoom too; see the ${a(`${o.base}staff.html`, 'staff page')}.</li>`);
    if (o.q.key === '20wi') out.push(`<li><b>Mar 13</b>: The final exam is cancelled and replaced by a take-home assignment, following the university's COVID-19 guidance.</li>`);
    for (let i = 0; i < n; i++) out.push(`<li><b>${fmtShort(o.q.start + int(r, 1, 60))}</b>: ${esc(T.words(r, int(r, 8, 16)).replace(/^./, (c) => c.toUpperCase()))}.</li>`);
    return `<ul class="announcements">${out.join('')}</ul>`;
  }

  /** A course web's home page. */
  private home(o: Off, framesMain = false): string {
    const r = rng(hash(`home:${o.key}`));
    const b = o.base;
    const L = this.offLinks(o);
    const ss = this.sessions(o);
    const instr = `${a(this.profileUrl(o.f.login), o.f.name)}${o.co ? ` and ${a(this.profileUrl(o.co.login), o.co.name)}` : ''}`;
    const upto = o.q === CUR ? ss.filter((s) => s.date <= NOW) : ss.slice(0, 4);
    const lec = upto.slice(-4).map((s) => `<li>${fmtShort(s.date)}: ${esc(s.topic)} [${a(`${b}lectures/lec${pad(s.n)}.pdf`, 'slides')}]</li>`).join('');
    const hws = Array.from({ length: Math.min(o.hws, o.q === CUR ? 2 : o.hws) }, (_, i) => li(`${b}homework/hw${i + 1}.html`, `Homework ${i + 1}`)).join('');
    if (o.tpl === 'seminar') {
      const weeks = Array.from({ length: o.lecs }, (_, i) => `<tr><td>${fmtMd(ss[i]?.date ?? o.q.start + i * 7)}</td><td>${esc(paperTitle(r))}</td><td>${a(`https://doi.org/10.1145/${int(r, 3000000, 3400000)}`, 'paper')}${r() < 0.5 ? ` · ${a(`${b}slides/week${i + 1}.pdf`, 'slides')}` : ''}</td><td>${esc(person(r))}</td></tr>`).join('');
      return this.wrap(o, `${cname(o)}: ${o.title} (${o.q.name})`, `<p>Graduate seminar, ${o.c.credits} credits. ${o.q === CUR ? 'Meetings are on Zoom this quarter.' : `Meets ${pick(r, ['Tuesdays', 'Wednesdays', 'Fridays'])} ${pick(r, ['1:30', '3:30', '10:30'])} in ${pick(r, ['CSE 403', 'CSE2 271', 'CSE 303'])}.`} Instructor: ${instr}.</p>${T.para(r, 2)}<h2>Schedule</h2><table border="1"><tr><th>Date</th><th>Topic</th><th>Reading</th><th>Presenter</th></tr>${weeks}</table><h2>Requirements</h2>${T.para(r, 2)}<p>${a(`${b}project.html`, 'Course project')} · ${a(`${b}readings.html`, 'Additional readings')}</p>`, r);
    }
    if (o.tpl === 'canvas') return this.canvasHome(o, r);
    if (o.tpl === 'jekyll') {
      return this.wrap(o, `${o.title}`, `<p>${esc(cname(o))}, ${o.q.name}. Instructors: ${instr}. ${o.q === CUR ? 'Lectures and team meetings are on Zoom this quarter.' : `Lab: ${pick(r, LAB_ROOMS)}.`}</p>${this.announcements(o, r, 2)}
<h2>This week</h2><ul>${lec}</ul><h2>Quick links</h2><ul>${li(L.ed, 'Ed discussion board')}${li(L.gs, 'Gradescope')}${li(`${b}calendar/`, 'Full calendar')}${li(`${b}assignments/`, 'Assignments')}${li(`${b}projects/`, 'Team projects')}</ul>${T.para(r, 2)}`, r);
    }
    if (o.tpl === 'old' || o.tpl === 'frames') {
      return this.wrap(o, `${o.title}${framesMain ? '' : ''}`, `<table border="0" cellpadding="3"><tr><td><b>Instructor:</b></td><td>${instr}, ${esc(o.f.office)}</td></tr><tr><td><b>Lectures:</b></td><td>${ss.length && weekday(ss[0].date) === 1 ? 'MWF' : 'TTh'} ${pick(r, ['9:30', '10:30', '11:30', '1:30'])}, ${pick(r, ROOMS)}</td></tr><tr><td><b>TAs:</b></td><td>${o.tas.map(esc).join(', ')}</td></tr></table>
<h3>Announcements</h3>${this.announcements(o, r, 3)}<h3>Handouts</h3><ul>${li(`${b}syllabus.html`, 'Course information and policies')}${li(`${b}schedule.html`, 'Lecture schedule and slides')}${hws}${li(`${b}exams/`, 'Old exams')}</ul>
<p>Mailing list: ${a(`${LISTS}/mailman/listinfo/${o.code}a_${o.q.key}`, `${o.code}a`)}. ${framesMain ? '' : `Previous offerings: ${a(`/courses/${o.code}/`, 'course directory')}.`}</p>`, r);
    }
    const intro = `<p class="lead">${esc(cname(o))}, ${o.q.name} · ${o.c.credits} credits · ${instr}</p>`;
    const logistics = `<table class="table table-sm"><tr><th>Lectures</th><td>${o.q === CUR ? `Zoom (${a(L.zoom, 'meeting link')}); recordings on ${a(L.panopto, 'Panopto')}` : `${ss.length && weekday(ss[0].date) === 1 ? 'MWF' : 'TTh'} ${pick(r, ['9:30', '10:30', '11:30', '12:30', '1:30', '2:30'])}, ${pick(r, ROOMS)}`}</td></tr>${o.sections ? `<tr><th>Sections</th><td>Thursdays; see ${a(`${b}sections/`, 'sections')}</td></tr>` : ''}<tr><th>Discussion</th><td>${o.q.y >= 2019 ? a(L.ed, 'Ed') : a(L.piazza, 'Piazza')}</td></tr><tr><th>Submissions</th><td>${a(L.gs, 'Gradescope')}</td></tr>${o.canvasId ? `<tr><th>Grades</th><td>${a(`${CANVAS}/courses/${o.canvasId}`, 'Canvas')}</td></tr>` : ''}</table>`;
    return this.wrap(o, o.title, `${intro}${logistics}<h2>Announcements</h2>${this.announcements(o, r, o.tpl === 'modern' ? 3 : 2)}
<h2>Recent lectures</h2><ul>${lec}</ul><p>${a(`${b}calendar.html`, 'Full calendar')}</p><h2>Homework</h2><ul>${hws}</ul>${o.c.level === 'pmp' ? `<p>PMP students: lectures are also streamed live; see ${a(`${WWW}/education/pmp`, 'PMP information')}.</p>` : ''}${T.para(r, 1)}`, r);
  }

  private frameset(o: Off): string {
    return `<html><head><title>${esc(cname(o))} ${o.q.name}</title></head><frameset cols="190,*" border="0"><frame src="${o.base}menu.html" name="menu"><frame src="${o.base}main.html" name="main"><noframes><body><p>This page uses frames. ${a(`${o.base}menu.html`, 'Menu')} · ${a(`${o.base}main.html`, 'Course information')}</p></body></noframes></frameset></html>`;
  }
  private framesMenu(o: Off): string {
    const b = o.base;
    return `<html><head><title>menu</title></head><body bgcolor="#e8e3f3"><font face="Arial" size="-1"><b>${esc(cname(o))}</b><br>${o.q.name}<p>${[['main.html', 'Home'], ['schedule.html', 'Schedule'], ['homework/', 'Homework'], ['exams/', 'Exams'], ['staff.html', 'Staff'], ['syllabus.html', 'Policies']].map(([h, l]) => `<a href="${b}${h}" target="main">${l}</a><br>`).join('')}</p><p><a href="/courses/${o.code}/" target="_top">Other quarters</a></p></font></body></html>`;
  }

  /** A course web's subpage (never a home). */
  private sub(o: Off, kind: string, r: R): string {
    const b = o.base;
    const ss = this.sessions(o);
    const L = this.offLinks(o);
    let title = kind.replace(/^./, (c) => c.toUpperCase());
    let body = '';
    switch (kind) {
      case 'calendar': case 'schedule': {
        title = 'Calendar';
        const hwAt = new Map<number, number>();
        for (let i = 1; i <= o.hws; i++) hwAt.set(Math.min(ss.length - 1, Math.floor((i * ss.length) / (o.hws + 1))), i);
        body = `<table class="table calendar"><tr><th>#</th><th>Date</th><th>Topic</th><th>Materials</th><th>Due</th></tr>${ss.map((s, i) => `<tr><td>${s.n}</td><td>${fmtShort(s.date)}</td><td>${esc(s.topic)}</td><td>${s.date <= NOW ? `${a(`${b}lectures/lec${pad(s.n)}.pdf`, 'pdf')}${o.variant > 0.6 ? ` ${a(`${b}lectures/lec${pad(s.n)}.pptx`, 'pptx')}` : ''}` : ''}</td><td>${hwAt.has(i) ? a(o.tpl === 'jekyll' ? `${b}assignments/a${hwAt.get(i)}/` : `${b}homework/hw${hwAt.get(i)}.html`, `HW${hwAt.get(i)}`) : ''}</td></tr>`).join('')}</table>`;
        break;
      }
      case 'syllabus': case 'policies':
        body = `${T.para(r, 3)}<h3>Grading</h3><ul><li>Homework: ${pick(r, ['40%', '45%', '50%'])}</li><li>Midterm: ${pick(r, ['20%', '25%'])}</li><li>Final: ${pick(r, ['25%', '30%'])}</li></ul><h3>Late policy</h3>${T.para(r, 2)}<h3>Collaboration</h3>${T.para(r, 2)}${o.q === CUR ? '<p>Spring 2020: all courses are graded S/NS by default; exams are take-home.</p>' : ''}`;
        break;
      case 'staff': case 'team':
        title = 'Staff';
        body = `<h3>Instructor</h3><p>${a(this.profileUrl(o.f.login), o.f.name)} — office hours ${pick(r, ['Mon', 'Tue', 'Wed'])} ${pick(r, ['1:30', '2:30', '3:30'])}, ${o.q === CUR ? 'Zoom' : esc(o.f.office)}</p><h3>Teaching assistants</h3><ul>${o.tas.map((t) => `<li>${esc(t)} — ${pick(r, WD.slice(1, 6))} ${int(r, 9, 16)}:30, ${o.q === CUR ? 'Zoom' : pick(r, LAB_ROOMS)}</li>`).join('')}</ul>`;
        break;
      case 'resources':
        body = `<ul>${li(L.ed, 'Ed')}${li(L.gs, 'Gradescope')}${li(L.panopto, 'Lecture recordings (Panopto)')}${li(`${WIKI}/wiki/Linux_Workstations`, 'Using the lab machines')}${li(`${WIKI}/wiki/GitLab`, 'GitLab for course projects')}${li('https://docs.oracle.com/javase/8/docs/api/', 'Java API')}${li('https://en.cppreference.com/', 'C/C++ reference')}</ul>${T.para(r, 2)}`;
        break;
      case 'announcements': body = this.announcements(o, r, 6); break;
      case 'homework': case 'assignments':
        body = `<ul>${Array.from({ length: o.hws }, (_, i) => `<li>${a(o.tpl === 'jekyll' ? `${b}assignments/a${i + 1}/` : `${b}homework/hw${i + 1}.html`, `Homework ${i + 1}`)} — ${a(`${b}homework/hw${i + 1}.pdf`, 'pdf')}${o.variant > 0.5 ? ` · ${a(`${b}homework/hw${i + 1}.zip`, 'starter code')}` : ''}</li>`).join('')}</ul>`;
        break;
      case 'sections':
        body = `<ul>${Array.from({ length: o.sections }, (_, i) => `<li>Section ${i + 1}: ${a(`${b}sections/sec${pad(i + 1)}.pdf`, 'handout')}</li>`).join('')}</ul><p>Section times: ${o.tas.slice(0, 6).map((t, i) => `${String.fromCharCode(65 + i)}${String.fromCharCode(65 + i)} ${esc(t)}`).join('; ')}</p>`;
        break;
      case 'exams':
        body = `<ul>${li(`${b}exams/practice-midterm.pdf`, 'Practice midterm')}${li(`${b}exams/midterm.pdf`, 'Midterm')}${li(`${b}exams/midterm-sol.pdf`, 'Midterm solutions')}${o.q === CUR ? '' : li(`${b}exams/final.pdf`, 'Final')}</ul>${T.para(r, 1)}`;
        break;
      case 'lectures':
        body = `<ol>${ss.filter((s) => s.date <= NOW).map((s) => `<li>${esc(s.topic)}: ${a(`${b}lectures/lec${pad(s.n)}.pdf`, `lec${pad(s.n)}.pdf`)}</li>`).join('')}</ol>`;
        break;
      case 'projects': body = `<ul>${Array.from({ length: int(r, 6, 12) }, () => `<li><b>${esc(paperTitle(r))}</b> — ${esc(person(r))}, ${esc(person(r))}, ${esc(person(r))}</li>`).join('')}</ul>`; break;
      case 'project': case 'readings': body = `${T.para(r, 3)}<ul>${Array.from({ length: 6 }, () => li(`https://arxiv.org/abs/${int(r, 1501, 2004)}.${int(r, 10000, 19999)}`, paperTitle(r))).join('')}</ul>`; break;
      default: {
        const n = Number(kind.replace(/\D/g, ''));
        title = `Homework ${n}`;
        body = `<p>Due: ${fmtShort(o.q.start + n * 7 + 4)} at 11:59 pm, on ${a(L.gs, 'Gradescope')}.</p>${T.para(r, 3)}<ol>${Array.from({ length: int(r, 3, 6) }, () => `<li>${esc(T.words(r, 14))}.</li>`).join('')}</ol><p>${a(`${b}homework/hw${n}.pdf`, 'PDF version')}${o.variant > 0.5 ? ` · ${a(`${b}homework/hw${n}.zip`, 'Starter code')}` : ''}</p>`;
      }
    }
    return this.wrap(o, title, body, r);
  }

  // ===================================================================================================================
  // Canvas (public courses among SSO-walled ones), the IdP
  // ===================================================================================================================

  private canvasShell(o: Off, title: string, body: string): string {
    const b = `/courses/${o.canvasId}`;
    return `<!DOCTYPE html><html class="no-js" lang="en"><head><meta charset="utf-8"><title>${esc(title)}: ${esc(cname(o))} ${o.q.name}</title><link rel="stylesheet" href="/dist/brandable_css/new_styles_normal_contrast/bundles/common-${hex('cv', 10)}.css"></head>
<body class="with-left-side course-menu-expanded"><header id="header"><a href="/" class="ic-app-header__logomark">Dashboard</a><a href="/login/saml">Log in</a></header>
<div id="left-side"><nav><ul id="section-tabs">${li(b, 'Home')}${li(`${b}/announcements`, 'Announcements')}${li(`${b}/assignments/syllabus`, 'Syllabus')}${li(`${b}/modules`, 'Modules')}${li(`${b}/files`, 'Files')}${li(`${b}/grades`, 'Grades')}${li(`${b}/external_tools/${int(rng(hash(o.key)), 100, 999)}`, 'Panopto Recordings')}</ul></nav></div>
<div id="content"><h1>${esc(title)}</h1>${body}</div><script>ENV = {"COURSE_ID":"${o.canvasId}","current_user_id":null,"PUBLIC_COURSE":true};</script></body></html>`;
  }

  private canvasHome(o: Off, r: R): string {
    const L = this.offLinks(o);
    return this.canvasShell(o, `${cname(o)} ${o.q.name}: ${o.title}`, `<div class="show-content user_content"><p>Welcome to ${esc(cname(o))}! This course site is public. Instructor: ${a(this.profileUrl(o.f.login), o.f.name)}.</p>${this.announcements(o, r, 2)}<h3>Getting started</h3><ul>${li(`/courses/${o.canvasId}/assignments/syllabus`, 'Syllabus')}${li(`/courses/${o.canvasId}/modules`, 'Weekly modules')}${li(`/courses/${o.canvasId}/pages/course-calendar`, 'Course calendar')}${li(L.ed, 'Ed discussion')}${li(L.gs, 'Gradescope')}</ul>${T.para(r, 2)}</div>`);
  }

  private canvasHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/' || p === '/login' || p === '/login/saml' || p === '/courses') return moved(sso(`${CANVAS}${p}`), 302);
    const m = /^\/courses\/(\d+)(\/.*)?$/.exec(p);
    if (!m) return { status: 404, type: 'text/html', body: '<html><body><h1>Page Not Found</h1><p>Oops, we couldn\'t find that page.</p></body></html>' };
    const c = this.canvasById.get(Number(m[1]));
    if (!c) return { status: 404, type: 'text/html', body: '<html><body><h1>Page Not Found</h1></body></html>' };
    const o = 'c' in c ? c : undefined;
    if (!o || o.host !== 'canvas' || o.status !== 'home') return moved(sso(CANVAS + p), 302);
    const rest = m[2] ?? '';
    if (rest === '/') return moved(`${CANVAS}/courses/${o.canvasId}`);
    if (rest === '') return html(this.canvasHome(o, rng(hash(`home:${o.key}`))));
    const r = rng(hash(`cv:${o.key}${rest}`));
    if (rest === '/assignments/syllabus') return html(this.canvasShell(o, 'Syllabus', `${T.para(r, 4)}<table>${this.sessions(o).slice(0, 10).map((s) => `<tr><td>${fmtShort(s.date)}</td><td>${esc(s.topic)}</td></tr>`).join('')}</table>`));
    if (rest === '/modules') return html(this.canvasShell(o, 'Modules', Array.from({ length: o.q.weeks }, (_, w) => `<h3>Week ${w + 1}</h3><ul>${li(`/courses/${o.canvasId}/pages/week-${w + 1}-overview`, `Week ${w + 1} overview`)}${li(`/courses/${o.canvasId}/files/${90000 + w}`, `Lecture slides, week ${w + 1}`)}</ul>`).join('')));
    if (rest === '/announcements') return html(this.canvasShell(o, 'Announcements', this.announcements(o, r, 5)));
    if (/^\/pages\/(course-calendar|week-\d+-overview)$/.test(rest)) return html(this.canvasShell(o, rest.slice(7).replace(/-/g, ' '), T.para(r, 3)));
    return moved(sso(CANVAS + p), 302);
  }

  private idpHost(u: URL): Resp {
    if (u.pathname.startsWith('/idp/profile/SAML2/Redirect/SSO') || u.pathname === '/idp/') {
      return html(`<!DOCTYPE html><html><head><title>UE NetID sign-in</title></head><body><div class="login"><h1>UE NetID</h1><form method="post" action="/idp/profile/SAML2/Redirect/SSO?execution=e1s1"><label>UE NetID <input name="j_username"></label><label>Password <input type="password" name="j_password"></label><button>Sign in</button></form><p>${a(`${UNI}/`, 'University of Elliott Bay')} · <a href="https://itconnect.uelliott.edu/security/netid/">Forgot your password?</a></p></div></body></html>`);
    }
    return nginx404();
  }

  // ===================================================================================================================
  // homes.cs: faculty and student home pages, seminar webs
  // ===================================================================================================================

  private homesHost(u: URL): Resp {
    let p: string;
    try { p = decodeURIComponent(u.pathname); } catch { return apache404(u.pathname); }
    if (p === '/') return html(`<html><head><title>homes.cs</title></head><body><h1>Personal home pages</h1><ul>${FACULTY.map((f) => li(`/~${f.login}/`, f.name)).join('')}${this.people.filter((x) => x.role === 'PhD Student' && hash(x.login) % 4 === 0).map((x) => li(`/~${x.login}/`, x.name)).join('')}</ul></body></html>`);
    const m = /^\/~([a-z0-9]+)(\/.*)?$/.exec(p);
    if (!m) return apache404(p);
    const login = m[1];
    const rest = m[2] ?? '';
    const f = facBy.get(login);
    const st = f ? undefined : this.people.find((x) => x.login === login && x.role === 'PhD Student' && hash(x.login) % 4 === 0);
    if (!f && !st) return apache404(p);
    if (rest === '') return moved(`${HOMES}/~${login}/`);
    if (st) {
      const r = rng(hash(`st:${login}`));
      if (rest === '/' || rest === '/index.html') return html(`<html><head><title>${esc(st.name)}</title></head><body><h1>${esc(st.name)}</h1><p>Ph.D. student in ${a(`${WWW}/research/areas/${st.area}`, AREAS[st.area])}, advised by ${a(`/~${pick(r, FACULTY).login}/`, 'my advisor')}.</p>${T.para(r, 2)}<p>${a(`/~${login}/cv.pdf`, 'CV')} · ${a(`/~${login}/papers/`, 'Papers')}</p><p>I was a TA for ${pick(r, COURSES).title}.</p></body></html>`);
      if (rest === '/cv.pdf') return bin('application/pdf', u.href);
      if (rest === '/papers/') return html(this.autoindex(`/~${login}/papers/`, Array.from({ length: int(r, 1, 6) }, (_, i) => [`paper${i + 1}.pdf`, `${fmtISO(NOW - int(r, 30, 900))} 10:00`, `${int(r, 200, 900)}K`])));
      if (/^\/papers\/paper\d\.pdf$/.test(rest)) return bin('application/pdf', u.href);
      return apache404(p);
    }
    const fac = f!;
    const r = rng(hash(`hp:${login}`));
    const mine = (this.offsByFac.get(login) ?? []);
    const sems = mine.filter((o) => o.host === 'fac' && o.status === 'home').reverse();
    const others = mine.filter((o) => o.host !== 'fac' && o.status === 'home').reverse();
    const teachUrl = fac.scheme === 'code' ? `/~${login}/teaching/` : `/~${login}/teaching.html`;
    if (rest === '/' || rest === '/index.html') {
      const old = fac.style === 'old';
      const body = `<h1>${esc(fac.name)}</h1><p>${esc(fac.rank)}, ${a(`${WWW}/`, 'Allen-Voss School of Computer Science &amp; Engineering')}<br>Office: ${esc(fac.office)} · ${fac.login}@cs.${DOM}</p>${T.para(r, 2)}
<h2>Teaching</h2><ul>${sems.slice(0, 2).map((o) => li(this.homeHref(o, 'hp'), `${cname(o)}: ${o.title} (${o.q.name})`)).join('')}${li(teachUrl, 'All teaching')}</ul><h2>Links</h2><ul>${li(`/~${login}/papers/`, 'Papers')}${li(`/~${login}/cv.pdf`, 'CV')}${li(`${WWW}/people/faculty/${login}`, 'School profile')}${li(`/~${login}/students.html`, 'Students')}</ul>`;
      return html(old ? `<html><head><title>${esc(fac.name)}</title></head><body bgcolor="white"><table><tr><td valign="top">${body}</td></tr></table><hr><i>Last updated ${fmtLong(NOW - int(r, 100, 1400))}</i></body></html>` : `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(fac.name)}</title><link rel="stylesheet" href="/~${login}/style.css"></head><body><div class="wrap">${body}</div></body></html>`);
    }
    if (rest === '/style.css') return css();
    if (rest === '/cv.pdf') return bin('application/pdf', u.href);
    if (rest === '/students.html') return html(`<html><head><title>Students of ${esc(fac.name)}</title></head><body><h1>Current and former students</h1><ul>${this.people.filter((x) => x.role === 'PhD Student' && x.area === fac.area).slice(0, 12).map((x) => li(hash(x.login) % 4 === 0 ? `/~${x.login}/` : `${WWW}/people/${x.login}`, x.name)).join('')}</ul></body></html>`);
    if (rest === '/papers/') return html(this.autoindex(`/~${login}/papers/`, Array.from({ length: int(r, 8, 30) }, (_, i) => [`${slugify(paperTitle(rng(hash(`${login}${i}`)))).slice(0, 30)}.pdf`, `${fmtISO(NOW - int(r, 30, 3000))} 12:00`, `${int(r, 200, 2000)}K`])));
    if (/^\/papers\/[a-z0-9-]+\.pdf$/.test(rest)) return bin('application/pdf', u.href);
    if (`/~${login}${rest}` === teachUrl || (fac.scheme === 'code' && rest === '/teaching/index.html')) {
      return html(`<html><head><title>Teaching — ${esc(fac.name)}</title></head><body><h1>Teaching</h1><h2>Graduate seminars</h2><ul>${sems.map((o) => li(o.home, `${cname(o)}: ${o.title}, ${o.q.name}`)).join('') || '<li>None recently.</li>'}</ul><h2>Courses</h2><ul>${others.map((o) => li(this.homeHref(o, 'teach'), `${cname(o)} ${o.title}, ${o.q.name}`)).join('')}</ul><p>${a(`/~${login}/`, 'Home')}</p></body></html>`);
    }
    if (rest === '/teaching' && fac.scheme === 'code') return moved(`${HOMES}/~${login}/teaching/`);
    // Seminar webs: flat `.html` homes with a document directory beside them, or directories.
    const fm = /^(\/~[a-z0-9]+\/[a-z]{2}\d\d-[a-z0-9-]+)\.html$/.exec(p);
    if (fm) { const o = this.bases.get(H.homes + fm[1] + '/'); if (o && o.f.scheme === 'flat') return this.offPage(o, '__home', u); }
    const fb = this.findBase(H.homes, p.endsWith('/') || /\.[a-z0-9]+$/i.test(p) ? p : `${p}/`);
    if (fb) {
      const [o, rr] = fb;
      if (`${p}/` === o.base) return moved(HOMES + o.base);
      if (o.f.scheme === 'flat' && (rr === '' || rr === 'index.html')) return { status: 403, type: 'text/html', body: `<html><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1><p>You don't have permission to access ${esc(p)} on this server.</p></body></html>` };
      return this.offPage(o, rr, u);
    }
    return apache404(p);
  }

  // ===================================================================================================================
  // GitLab Pages course sites and the GitLab
  // ===================================================================================================================

  private pagesHost(u: URL, host: string): Resp {
    const p = u.pathname;
    const f = this.findBase(host, p.endsWith('/') || /\.[a-z0-9]+$/i.test(p) ? p : `${p}/`);
    if (!f) return nginx404();
    const [o, rest] = f;
    if (`${p}/` === o.base) return moved(`https://${host}${o.base}`);
    return this.offPage(o, rest, u);
  }

  private gitlabHost(u: URL): Resp {
    const p = u.pathname;
    const projects = this.offs.filter((o) => o.host === 'pages' && o.status === 'home');
    const wrap = (title: string, body: string) => html(`<!DOCTYPE html><html class="" lang="en"><head><meta charset="utf-8"><title>${esc(title)} · GitLab</title><meta content="GitLab" property="og:site_name"></head><body class="ui-indigo"><header class="navbar">${a('/explore', 'GitLab')} ${a('/users/sign_in', 'Sign in / Register')}</header><div class="content-wrapper"><h1>${esc(title)}</h1>${body}</div></body></html>`);
    if (p === '/' || p === '/users/sign_in') return p === '/' ? moved(`${GL}/users/sign_in`, 302) : wrap('Sign in', '<form action="/users/auth/saml" method="post"><button>UE NetID</button></form>');
    if (p === '/explore' || p === '/explore/projects') {
      const sort = u.searchParams.get('sort') ?? 'latest_activity_desc';
      const page = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1);
      const sorted = [...projects].sort((x, y) => (sort === 'name_asc' ? x.key.localeCompare(y.key) : sort === 'name_desc' ? y.key.localeCompare(x.key) : y.q.idx - x.q.idx || x.key.localeCompare(y.key)));
      const per = 20;
      const sorts = ['latest_activity_desc', 'name_asc', 'name_desc', 'created_desc', 'stars_desc'];
      return wrap('Explore projects', `<p>${sorts.map((s) => a(`/explore/projects?sort=${s}`, s)).join(' · ')}</p><ul>${sorted.slice((page - 1) * per, page * per).map((o) => li(`/courses/${o.code}-${o.q.key}`, `courses / ${o.code}-${o.q.key}`)).join('')}</ul>${page * per < sorted.length ? a(`/explore/projects?sort=${sort}&page=${page + 1}`, 'Next') : ''}`);
    }
    if (p === '/courses') return wrap('courses', `<ul>${projects.map((o) => li(`/courses/${o.code}-${o.q.key}`, `${o.code}-${o.q.key}`)).join('')}</ul>`);
    const m = /^\/courses\/(cse481[a-z])-(\d\d[a-z]{2})(\/-\/(commits\/master|tree\/master|commit\/([0-9a-f]{40})|blob\/master\/([a-z_.\/]+)))?$/.exec(p);
    if (!m) return moved(`${GL}/users/sign_in`, 302);
    const o = this.bases.get(`${m[1]}${PAGES}/${m[2]}/`);
    if (!o) return moved(`${GL}/users/sign_in`, 302);
    const proj = `/courses/${m[1]}-${m[2]}`;
    const r = rng(hash(`gl:${p}`));
    const commits = Array.from({ length: 30 }, (_, i) => ({ sha: hex(`${o.key}:c${i}`, 40), msg: pick(rng(hash(`${o.key}:m${i}`)), ['Update calendar', 'Add lecture slides', 'Fix typo in assignment', 'Post project specs', 'Update staff office hours', 'Add Zoom links', 'Merge branch \'hw-updates\'']) }));
    const files = ['_config.yml', 'index.md', 'calendar.md', 'assignments.md', 'team.md', 'Gemfile', '.gitlab-ci.yml'];
    if (!m[3]) return wrap(`courses / ${m[1]}-${m[2]}`, `<p>Course website for ${esc(cname(o))} ${o.q.name}: ${a(o.home, o.home)}</p><ul>${li(`${proj}/-/tree/master`, 'Files')}${li(`${proj}/-/commits/master`, `${commits.length} Commits`)}</ul><div class="readme"><h2>README.md</h2><p>Jekyll source of the ${esc(cname(o))} course web. Pushing to master deploys to GitLab Pages.</p></div>`);
    if (m[4] === 'commits/master') return wrap('Commits', `<ul>${commits.map((c) => li(`${proj}/-/commit/${c.sha}`, `${c.msg} (${c.sha.slice(0, 8)})`)).join('')}</ul>`);
    if (m[4] === 'tree/master') return wrap('Files', `<ul>${files.map((f) => li(`${proj}/-/blob/master/${f}`, f)).join('')}</ul>`);
    if (m[5]) { const c = commits.find((x) => x.sha === m[5]); return c ? wrap(c.msg, `<pre>${esc(T.words(r, 30))}</pre><p>${files.slice(0, 3).map((f) => a(`${proj}/-/blob/master/${f}`, f)).join(' ')}</p>`) : nginx404(); }
    if (m[6] && files.includes(m[6])) return wrap(m[6], `<pre>${esc(T.words(r, 40))}</pre>`);
    return nginx404();
  }

  // ===================================================================================================================
  // Time schedule (with filter variants) and course evaluations
  // ===================================================================================================================

  private schedHost(u: URL): Resp {
    const p = u.pathname;
    const wrap = (t: string, b: string, status = 200): Resp => ({ status, type: 'text/html; charset=utf-8', body: `<html><head><title>${esc(t)}</title></head><body bgcolor="#ffffff"><h1>${esc(t)}</h1>${b}<hr><p>${a(`${UNI}/`, 'University of Elliott Bay')} · Office of the Registrar</p></body></html>` });
    if (p === '/' || p === '/index.html') return wrap('Time Schedule', `<ul>${[...QTRS].reverse().map((q) => li(`/${q.ts}/`, q.name)).join('')}</ul>`);
    let m = /^\/([A-Z]{3}\d{4})\/$/.exec(p);
    if (m) { const q = qtrByTs.get(m[1]); return q ? wrap(`${q.name} Time Schedule`, `<ul>${li(`/${q.ts}/cse.html`, 'Computer Science & Engineering (CSE)')}${['amath', 'ee', 'info', 'math', 'stat', 'phys', 'hcde'].map((d) => li(`/${q.ts}/${d}.html`, d.toUpperCase())).join('')}</ul>`) : wrap('Not found', '', 404); }
    m = /^\/([A-Z]{3}\d{4})\/([a-z]+)\.html$/.exec(p);
    if (!m) return wrap('Not found', '', 404);
    const q = qtrByTs.get(m[1]);
    if (!q) return wrap('Not found', '', 404);
    if (m[2] !== 'cse') return wrap(`${q.name}: ${m[2].toUpperCase()}`, `<pre>${T.words(rng(hash(p)), 200)}</pre>`);
    const filter = u.searchParams.get('filter') ?? '';
    const level = u.searchParams.get('level') ?? '';
    const offs = (this.offsByQtr.get(q.key) ?? []).filter((o) => o.host !== 'fac' || o.status === 'home').filter((o) => !level || o.code.replace(/\D/g, '')[0] === level);
    const rows = offs.map((o) => {
      const r = rng(hash(`ts:${o.key}`));
      const open = r() < 0.4;
      if (filter === 'open' && !open) return '';
      const web = q.idx >= CUR.idx - 1 && (o.status === 'home' || o.status === 'stub') ? ` ${a(this.homeHref(o, 'ts'), 'course web')}` : '';
      return `<tr><td><a name="${o.code}"></a>${a(`${WWW}/education/courses/${o.host === 'fac' ? '' : o.code}`, cname(o))}</td><td>${esc(o.title)}</td><td>${int(r, 10000, 29999)}</td><td>A</td><td>${pick(r, ['MWF', 'TTh', 'MW', 'W'])}</td><td>${pick(r, ['930-1020', '1030-1120', '130-220', '1030-1150', '630-920P'])}</td><td>${q === CUR ? 'REMOTE' : pick(r, ROOMS)}</td><td>${esc(o.f.name)}</td><td>${open ? 'Open' : 'Closed'} ${int(r, 20, 400)}/${int(r, 20, 400)}</td><td>${web}</td></tr>`;
    }).join('');
    const base = `/${q.ts}/cse.html`;
    return wrap(`${q.name}: Computer Science & Engineering`, `<p>Show: ${a(base, 'all')} | ${a(`${base}?filter=open`, 'open sections')} | ${['1', '3', '4', '5'].map((l) => a(`${base}?level=${l}${filter ? `&filter=${filter}` : ''}`, `${l}00-level`)).join(' | ')}</p><table border="1"><tr><th>Course</th><th>Title</th><th>SLN</th><th>Sect</th><th>Days</th><th>Time</th><th>Room</th><th>Instructor</th><th>Status</th><th></th></tr>${rows}</table><p>${a('/', 'Other quarters')}</p>`);
  }

  private evalsHost(u: URL): Resp {
    const p = u.pathname;
    const wrap = (t: string, b: string, status = 200): Resp => ({ status, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html><head><title>${esc(t)} — CSE Course Evaluations</title></head><body><header>${a('/', 'CSE Course Evaluations')} · ${a(`${WWW}/education`, 'Education')}</header><h1>${esc(t)}</h1>${b}</body></html>` });
    const evald = (q: Qtr) => (this.offsByQtr.get(q.key) ?? []).filter((o) => o.status !== 'none' && q.idx < CUR.idx && hash(`ev:${o.key}`) % 5 !== 0);
    if (p === '/') return wrap('Course evaluation summaries', `<ul>${QTRS.slice(0, -1).reverse().map((q) => li(`/${q.key}/`, q.name)).join('')}</ul>`);
    let m = /^\/(\d\d[a-z]{2})\/$/.exec(p);
    if (m) { const q = qtrByKey.get(m[1]); return q && q !== CUR ? wrap(q.name, `<ul>${evald(q).map((o) => li(`/${q.key}/${o.code}${o.host === 'fac' ? `-${o.f.login}` : ''}.html`, `${cname(o)} ${o.title} — ${o.f.name}`)).join('')}</ul>`) : wrap('Not found', '', 404); }
    m = /^\/(\d\d[a-z]{2})\/([a-z0-9]+?)(?:-([a-z]+))?\.html$/.exec(p);
    if (m) {
      const q = qtrByKey.get(m[1]);
      const o = q && evald(q).find((x) => x.code === m![2] && (!m![3] || x.f.login === m![3]));
      if (!o) return wrap('Not found', '', 404);
      const r = rng(hash(`eval:${o.key}`));
      const items = ['The course as a whole', 'The course content', "Instructor's contribution", "Instructor's effectiveness in teaching", 'Amount learned', 'Grading techniques'];
      return wrap(`${cname(o)} ${o.q.name}: ${o.title}`, `<p>Instructor: ${esc(o.f.name)} · ${int(r, 8, 300)} of ${int(r, 300, 600)} surveyed</p><table border="1">${items.map((it) => `<tr><td>${it}</td><td>${(3 + r() * 2).toFixed(2)}</td></tr>`).join('')}</table>${o.status === 'home' && r() < 0.5 ? `<p>Course web: ${a(this.homeHref(o, 'eval'), o.home)}</p>` : ''}<p>${a(`/course/${o.code}`, `All evaluations of ${cname(o)}`)}</p>`);
    }
    m = /^\/course\/([a-z0-9]+)$/.exec(p);
    if (m && this.offsByCourse.has(m[1])) return wrap(`Evaluations: ${codeName(m[1])}`, `<ul>${(this.offsByCourse.get(m[1]) ?? []).filter((o) => o.q !== CUR && o.status !== 'none' && hash(`ev:${o.key}`) % 5 !== 0).map((o) => li(`/${o.q.key}/${o.code}.html`, `${o.q.name} — ${o.f.name}`)).join('')}</ul>`);
    return wrap('Not found', '', 404);
  }

  // ===================================================================================================================
  // Piwigo photo gallery: albums, pages, photos with size variants, slideshow, metadata, tags, calendars
  // ===================================================================================================================

  private photosHost(u: URL): Resp {
    const p = u.pathname;
    const q = decodeURIComponent(u.search.replace(/^\?/, ''));
    const wrap = (t: string, b: string): Resp => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="Piwigo (aka PWG), see piwigo.org"><title>${esc(t)} | CSE Photos</title><link rel="stylesheet" href="themes/bootstrap_darkroom/css/style.css"></head><body><nav>${a('index.php?/categories', 'Home')} · ${a('index.php?/recent_pics', 'Recent photos')} · ${a('index.php?/most_visited', 'Most visited')} · ${a('tags.php', 'Tags')} · ${a('index.php?/categories/posted-monthly-list', 'Calendar')} · ${a('identification.php', 'Login')}</nav><h1>${esc(t)}</h1>${b}<footer>Powered by Piwigo</footer></body></html>`);
    const thumbs = (ids: number[], ctx: string) => `<ul class="thumbnails">${ids.map((id) => { const ph = this.photoById(id)!; return `<li><a href="picture.php?/${id}/${ctx}"><img src="i.php?/upload/${fmtISO(ph.date).replace(/-/g, '/')}/${ph.file}-th.jpg" alt="${esc(ph.title)}"></a></li>`; }).join('')}</ul>`;
    if (p === '/i.php' || p === '/action.php' || p.startsWith('/upload/') || p.startsWith('/_data/')) return bin('image/jpeg', u.href);
    if (p.startsWith('/themes/')) return css();
    if (p === '/identification.php' || p === '/register.php') return wrap('Identification', '<form method="post"><input name="username"><input type="password" name="password"><button>Login</button></form>');
    if (p === '/tags.php') return wrap('Tags', `<ul>${['commencement', 'robots', 'cse2', 'students', 'faculty', 'awards', 'hackathon', 'alumni', 'party', 'research'].map((t, i) => li(`index.php?/tags/${i + 1}-${t}`, t)).join('')}</ul>`);
    if (p !== '/' && p !== '/index.php' && p !== '/picture.php') return nginx404();
    if (p === '/picture.php') {
      const m = /^\/(\d+)\/(category\/(\d+)|tags\/(\d+)-[a-z0-9]+|recent_pics|most_visited)(?:&(slideshow=[a-z0-9+]*|metadata|picture_derivative=(?:square|thumb|small|medium|large|xlarge|xxlarge)|action=(?:add_to_favorites|rate)))?$/.exec(q);
      if (!m) return wrap('Not found', '<p>Invalid picture.</p>');
      const ph = this.photoById(Number(m[1]));
      if (!ph) return wrap('Not found', '<p>Invalid picture.</p>');
      if (m[5]?.startsWith('action')) return moved(`${PHOTOS}/identification.php`, 302);
      const al = this.albumById.get(ph.album)!;
      const ctx = m[2];
      const list = m[3] ? (this.albumById.get(Number(m[3]))?.photos ?? al.photos) : al.photos;
      const i = list.indexOf(ph.id);
      const prev = list[i - 1];
      const next = list[i + 1];
      const img = `i.php?/upload/${fmtISO(ph.date).replace(/-/g, '/')}/${ph.file}-${m[5]?.startsWith('picture_derivative') ? m[5].slice(19, 21) : 'me'}.jpg`;
      const sizes = ['square', 'thumb', 'small', 'medium', 'large', 'xlarge', 'xxlarge'].map((s) => a(`picture.php?/${ph.id}/${ctx}&picture_derivative=${s}`, s)).join(' ');
      const r = rng(hash(`pc${ph.id}`));
      const comments = r() < 0.2 ? `<h3>Comments</h3><ul>${Array.from({ length: int(r, 1, 3) }, () => `<li><b>${esc(person(r))}</b>: ${esc(T.words(r, 9))}</li>`).join('')}</ul>` : '';
      return wrap(`${ph.title} | ${al.title}`, `<nav>${prev ? a(`picture.php?/${prev}/${ctx}`, '‹ Previous') : ''} ${a(`index.php?/category/${al.id}`, 'Up')} ${next ? a(`picture.php?/${next}/${ctx}`, 'Next ›') : ''} ${a(`picture.php?/${ph.id}/${ctx}&slideshow=`, 'Slideshow')} ${a(`picture.php?/${ph.id}/${ctx}&metadata`, 'Show file metadata')} ${a(`action.php?id=${ph.id}&part=e&download`, 'Download')} ${a(`picture.php?/${ph.id}/${ctx}&action=add_to_favorites`, 'Add to favorites')}</nav>
<p><img src="${img}" alt="${esc(ph.title)}"></p><p>Sizes: ${sizes}</p><dl><dt>Author</dt><dd>${esc(ph.by)}</dd><dt>Created on</dt><dd>${a(`index.php?/created-monthly-list-${fmtISO(ph.date).slice(0, 7).replace('-', '-')}`, fmtLong(ph.date))}</dd><dt>Dimensions</dt><dd>${ph.w}*${ph.h}</dd><dt>Albums</dt><dd>${a(`index.php?/category/${al.id}`, al.title)}</dd>${m[5] === 'metadata' ? `<dt>Camera</dt><dd>Canon EOS ${pick(r, ['5D Mark III', '80D', 'R'])}</dd><dt>Exposure</dt><dd>1/${int(r, 30, 500)}</dd>` : ''}</dl>${comments}${m[5]?.startsWith('slideshow') ? `<p>${next ? a(`picture.php?/${next}/${ctx}&slideshow=`, 'Next') : ''} ${a(`picture.php?/${ph.id}/${ctx}&slideshow=+repeat`, 'Repeat')} ${a(`picture.php?/${ph.id}/${ctx}&slideshow=+period-4`, 'Slower')}</p>` : ''}`);
    }
    if (q === '' || q === '/categories') {
      const tops = this.albums.filter((al) => !al.parent).reverse();
      return wrap('CSE Photos', `<ul class="albums">${tops.map((al) => li(`index.php?/category/${al.id}`, `${al.title} (${al.children.length} albums)`)).join('')}</ul>`);
    }
    let m = /^\/category\/(\d+)(?:\/start-(\d+))?(?:&image_order=(\d))?$/.exec(q);
    if (m) {
      const al = this.albumById.get(Number(m[1]));
      if (!al) return wrap('Not found', '<p>Requested album does not exist.</p>');
      const start = Number(m[2] ?? 0);
      const order = m[3] ?? '';
      let ids = [...al.photos];
      if (order === '1') ids.reverse();
      if (order === '2') ids.sort((x, y) => (hash(`v${x}`) % 1000) - (hash(`v${y}`) % 1000));
      if (order === '3') ids.sort((x, y) => this.photoById(x)!.title.localeCompare(this.photoById(y)!.title));
      const per = 15;
      const pages: string[] = [];
      for (let s = 0; s < ids.length; s += per) pages.push(s === start ? `<b>${s / per + 1}</b>` : a(`index.php?/category/${al.id}${s ? `/start-${s}` : ''}${order ? `&image_order=${order}` : ''}`, String(s / per + 1)));
      const orders = ['Default', 'Date created, new → old', 'Visits, high → low', 'Photo title, A → Z', 'Rating score', 'File name'].map((l, i) => a(`index.php?/category/${al.id}&image_order=${i}`, l)).join(' | ');
      const parent = al.parent ? a(`index.php?/category/${al.parent}`, this.albumById.get(al.parent)!.title) : '';
      return wrap(al.title, `<p>${parent}</p>${al.children.length ? `<ul class="albums">${al.children.map((c) => li(`index.php?/category/${c}`, this.albumById.get(c)!.title)).join('')}</ul>` : ''}${ids.length ? `<p>Sort order: ${orders}</p>${thumbs(ids.slice(start, start + per), `category/${al.id}`)}<nav>${pages.join(' ')}</nav>` : ''}`);
    }
    m = /^\/tags\/(\d+)-([a-z0-9]+)(?:\/start-(\d+))?$/.exec(q);
    if (m) {
      const tid = Number(m[1]);
      const ids = this.photos.filter((ph) => hash(`tag${ph.id}`) % 10 === tid - 1 && hash(`tag2${ph.id}`) % 8 === 0).map((ph) => ph.id);
      const start = Number(m[3] ?? 0);
      const pages: string[] = [];
      for (let s = 0; s < ids.length; s += 30) pages.push(a(`index.php?/tags/${tid}-${m[2]}${s ? `/start-${s}` : ''}`, String(s / 30 + 1)));
      return wrap(`Tag ${m[2]}`, `${thumbs(ids.slice(start, start + 30), `tags/${tid}-${m[2]}`)}<nav>${pages.join(' ')}</nav>`);
    }
    if (q === '/recent_pics' || q === '/most_visited') {
      const ids = q === '/recent_pics' ? this.photos.slice(-60).map((x) => x.id) : this.photos.filter((ph) => hash(`mv${ph.id}`) % 60 === 0).map((x) => x.id);
      return wrap(q === '/recent_pics' ? 'Recent photos' : 'Most visited', thumbs(ids, q.slice(1)));
    }
    m = /^\/(?:categories\/)?(?:posted|created)-monthly-list(?:-(\d{4})(?:-(\d\d))?)?$/.exec(q);
    if (m) {
      const y = m[1] ? Number(m[1]) : 0;
      if (!y) return wrap('Calendar', `<ul>${Array.from({ length: 13 }, (_, i) => li(`index.php?/categories/posted-monthly-list-${2008 + i}`, String(2008 + i))).join('')}</ul>`);
      if (!m[2]) return wrap(`Calendar ${y}`, `<ul>${Array.from({ length: 12 }, (_, i) => li(`index.php?/categories/posted-monthly-list-${y}-${pad(i + 1)}`, MONTH[i])).join('')}</ul>`);
      const ids = this.photos.filter((ph) => fmtISO(ph.date).slice(0, 7) === `${y}-${m![2]}`).slice(0, 60).map((x) => x.id);
      return wrap(`Calendar ${MONTH[Number(m[2]) - 1]} ${y}`, ids.length ? thumbs(ids, 'recent_pics') : '<p>No photos.</p>');
    }
    return wrap('Not found', '<p>Unknown request.</p>');
  }

  // ===================================================================================================================
  // MediaWiki: support and TA wiki, with histories, revisions, diffs and special pages
  // ===================================================================================================================

  private wikiHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const link = (t: string) => `/wiki/${t}`;
    const wrap = (title: string, body: string, page?: string, status = 200): Resp => {
      const tabs = page ? `<div id="p-views">${a(link(page), 'Read')} ${a(`/index.php?title=${page}&action=edit`, 'View source')} ${a(`/index.php?title=${page}&action=history`, 'View history')}</div><div id="p-cactions">${a(`/wiki/Special:WhatLinksHere/${page}`, 'What links here')} ${a(`/index.php?title=${page}&printable=yes`, 'Printable version')} ${a(`/index.php?title=${page}&action=info`, 'Page information')}</div>` : '';
      return { status, type: 'text/html; charset=UTF-8', body: `<!DOCTYPE html><html class="client-nojs" lang="en" dir="ltr"><head><meta charset="UTF-8"><title>${esc(title.replace(/_/g, ' '))} - CSE Support Wiki</title><meta name="generator" content="MediaWiki 1.31.7"><link rel="stylesheet" href="/load.php?lang=en&amp;modules=skins.vector.styles&amp;only=styles&amp;skin=vector"></head><body class="mediawiki skin-vector"><div id="content"><h1 id="firstHeading">${esc(title.replace(/_/g, ' '))}</h1>${tabs}<div id="mw-content-text">${body}</div></div><div id="mw-panel"><ul>${li(link('Main_Page'), 'Main page')}${li('/wiki/Special:RecentChanges', 'Recent changes')}${li('/wiki/Special:AllPages', 'All pages')}${li('/wiki/Category:Courses', 'Course pages')}${li('/wiki/Special:Random', 'Random page')}</ul><p>${a('/index.php?title=Special:UserLogin', 'Log in')}</p></div><div id="footer">This page was last edited on ${fmtLong(NOW - (hash(title) % 300))}. Content is available under CC BY-SA 4.0.</div></body></html>` };
    };
    const content = (wp: WikiPage, revIdx: number): string => {
      const r = rng(hash(`wc:${wp.title}:${revIdx}`));
      const o = wp.off;
      let body = '';
      const paras = 2 + Math.min(6, Math.floor(revIdx / 3));
      for (let i = 0; i < paras; i++) body += (i % 2 ? `<h2>${esc(T.words(r, 3))}</h2>` : '') + T.para(r, int(r, 2, 4));
      if (o) body = `<p>Notes for the course staff of ${esc(cname(o))} (${esc(o.c.title)}). The public course web is ${o.status === 'home' ? a(this.homeHref(o, `wiki${revIdx}`), o.home) : 'on Canvas'}; grading happens on Gradescope; discussion on Ed.</p><h2>Grading</h2><ul><li>Homework is graded within one week.</li><li>Regrade requests go through Gradescope.</li><li>Late days: ${int(r, 3, 6)} per quarter.</li></ul><h2>Sections</h2>${T.para(r, 2)}${body}<p>${a(`${CRS}/courses/${o.code}/`, 'Past course webs')} · ${a('/wiki/Category:Courses', 'Category:Courses')}</p>`;
      else {
        const rel = Array.from({ length: 4 }, () => pick(r, this.wikiTitles));
        body += `<p>See also: ${rel.map((t) => a(link(t), t.replace(/_/g, ' '))).join(', ')}</p>`;
      }
      if (wp.title === 'Main_Page') body += `<ul>${this.wikiTitles.filter((t) => !t.startsWith('User:') && !t.includes('/')).map((t) => li(link(t), t.replace(/_/g, ' '))).join('')}</ul>`;
      return body;
    };
    let title = '';
    if (p.startsWith('/wiki/')) { try { title = decodeURIComponent(p.slice(6)); } catch { return wrap('Bad title', '', undefined, 400); } }
    else if (p === '/index.php') title = sp.get('title') ?? 'Main_Page';
    else if (p === '/' ) return moved(`${WIKI}/wiki/Main_Page`);
    else if (p === '/load.php') return css();
    else return nginx404();
    title = title.replace(/ /g, '_');
    if (title === 'Special:UserLogin' || sp.get('action') === 'edit' && !this.wiki.has(title)) return wrap('Log in', '<form method="post"><input name="wpName"><input type="password" name="wpPassword"><button>Log in</button></form><p>Log in with your CSE account.</p>');
    if (title === 'Special:Random') return moved(`${WIKI}/wiki/${this.wikiTitles[hash(u.search) % this.wikiTitles.length]}`, 302);
    if (title === 'Special:AllPages') return wrap('All pages', `<ul>${[...this.wikiTitles].sort().map((t) => li(link(t), t.replace(/_/g, ' '))).join('')}</ul>`);
    if (title === 'Category:Courses' || title === 'Category:Help' || title === 'Category:Systems' || title === 'Category:Teaching' || title === 'Category:Facilities' || title === 'Category:Policies' || title === 'Category:Users') {
      const cat = title.slice(9);
      return wrap(title, `<ul>${this.wikiTitles.filter((t) => this.wiki.get(t)!.cat === cat).map((t) => li(link(t), t.replace(/_/g, ' '))).join('')}</ul>`);
    }
    if (title === 'Special:RecentChanges') {
      const days = Math.min(90, Math.max(1, Number(sp.get('days') ?? 7) || 7));
      const limit = Math.min(500, Math.max(50, Number(sp.get('limit') ?? 50) || 50));
      const all = [...this.revs.entries()].filter(([, v]) => v.date >= NOW - days).sort((x, y) => y[0] - x[0]).slice(0, limit);
      const opts = `<p>Show last ${[50, 100, 250, 500].map((l) => a(`/index.php?title=Special:RecentChanges&days=${days}&limit=${l}`, String(l))).join(' | ')} changes in last ${[1, 3, 7, 14, 30, 90].map((d) => a(`/index.php?title=Special:RecentChanges&days=${d}&limit=${limit}`, String(d))).join(' | ')} days</p>`;
      return wrap('Recent changes', `${opts}<ul>${all.map(([id, v]) => { const wp = this.wiki.get(v.page)!; const prev = wp.revs[v.i - 1]; return `<li>(${prev ? a(`/index.php?title=${v.page}&diff=${id}&oldid=${prev}`, 'diff') : 'diff'} | ${a(`/index.php?title=${v.page}&action=history`, 'hist')}) ${a(link(v.page), v.page.replace(/_/g, ' '))}; ${fmtISO(v.date)} . . ${a(`/wiki/User:${v.user}`, v.user)} (${a(`/wiki/Special:Contributions/${v.user}`, 'contribs')}) <i>${esc(v.comment)}</i></li>`; }).join('')}</ul>`);
    }
    let m = /^Special:(WhatLinksHere|Contributions)\/(.+)$/.exec(title);
    if (m) {
      if (m[1] === 'WhatLinksHere') return wrap(`Pages that link to "${m[2]}"`, `<ul>${this.wikiTitles.filter((t) => hash(`${t}>${m![2]}`) % 9 === 0).slice(0, 30).map((t) => li(link(t), t)).join('')}</ul>`);
      const mine = [...this.revs.entries()].filter(([, v]) => v.user === m![2]).sort((x, y) => y[0] - x[0]).slice(0, 50);
      return wrap(`User contributions for ${m[2]}`, `<ul>${mine.map(([id, v]) => `<li>${a(`/index.php?title=${v.page}&oldid=${id}`, fmtISO(v.date))} ${a(link(v.page), v.page)} <i>${esc(v.comment)}</i></li>`).join('')}</ul>`);
    }
    const wp = this.wiki.get(title);
    if (!wp) return wrap(title, `<p>There is currently no text in this page. You can ${a('/wiki/Special:AllPages', 'search for this page title')} in other pages.</p>`, undefined, 404);
    const action = sp.get('action') ?? '';
    const lastIdx = wp.revs.length - 1;
    if (action === 'history') {
      const limit = Math.min(500, Number(sp.get('limit') ?? 20) || 20);
      const offset = Number(sp.get('offset') ?? 0) || 0;
      const revs = [...wp.revs].reverse().slice(offset, offset + limit);
      const rows = revs.map((id) => { const v = this.revs.get(id)!; const prev = wp.revs[v.i - 1]; return `<li>(${v.i < lastIdx ? a(`/index.php?title=${title}&diff=${wp.revs[lastIdx]}&oldid=${id}`, 'cur') : 'cur'} | ${prev ? a(`/index.php?title=${title}&diff=${id}&oldid=${prev}`, 'prev') : 'prev'}) ${a(`/index.php?title=${title}&oldid=${id}`, `${fmtISO(v.date)}`)} ${a(`/wiki/User:${v.user}`, v.user)} . . (${v.size} bytes) <i>${esc(v.comment)}</i></li>`; }).join('');
      const nav = [20, 50, 100, 250, 500].map((l) => a(`/index.php?title=${title}&action=history&limit=${l}`, String(l))).join(' | ');
      return wrap(`${title}: Revision history`, `<p>View (newer ${limit} | ${offset + limit < wp.revs.length ? a(`/index.php?title=${title}&action=history&offset=${offset + limit}&limit=${limit}`, `older ${limit}`) : `older ${limit}`}) (${nav})</p><ul id="pagehistory">${rows}</ul>`, title);
    }
    if (action === 'info') return wrap(`Information for "${title}"`, `<table><tr><td>Number of edits</td><td>${wp.revs.length}</td></tr><tr><td>Page creator</td><td>${a(`/wiki/User:${wp.users[0]}`, wp.users[0])}</td></tr><tr><td>Latest editor</td><td>${a(`/wiki/User:${wp.users[1]}`, wp.users[1])}</td></tr></table>`, title);
    if (action === 'edit') return wrap(`View source for ${title}`, `<p>You do not have permission to edit this page.</p><textarea readonly>${esc(T.words(rng(hash(title)), 80))}</textarea>`, title);
    if (action === 'raw') return txt(T.words(rng(hash(title)), 120));
    const diff = sp.get('diff');
    const oldid = sp.get('oldid');
    if (diff) {
      const d = this.revs.get(Number(diff));
      const o2 = oldid ? this.revs.get(Number(oldid)) : undefined;
      if (!d || d.page !== title) return wrap('Bad revision', '<p>The revision could not be found.</p>', title, 404);
      const r = rng(hash(`diff${diff}:${oldid}`));
      const prev = wp.revs[d.i - 1];
      const next = wp.revs[d.i + 1];
      return wrap(`${title}: Difference between revisions`, `<table class="diff"><tr><td>${o2 ? a(`/index.php?title=${title}&oldid=${oldid}`, `Revision as of ${fmtISO(o2.date)}`) : ''}${prev ? ` ${a(`/index.php?title=${title}&diff=prev&oldid=${prev}`, '← Older edit')}` : ''}</td><td>${a(`/index.php?title=${title}&oldid=${diff}`, `Revision as of ${fmtISO(d.date)}`)}${next ? ` ${a(`/index.php?title=${title}&diff=${next}&oldid=${diff}`, 'Newer edit →')}` : ''}</td></tr><tr><td class="diff-deletedline">${esc(T.words(r, 25))}</td><td class="diff-addedline">${esc(T.words(r, 25))}</td></tr></table>${content(wp, d.i)}`, title);
    }
    if (oldid) {
      const v = this.revs.get(Number(oldid));
      if (!v || v.page !== title) return wrap('Bad revision', '<p>The revision could not be found.</p>', title, 404);
      const prev = wp.revs[v.i - 1];
      const next = wp.revs[v.i + 1];
      return wrap(title, `<div class="mw-revision">Revision as of ${fmtISO(v.date)} by ${a(`/wiki/User:${v.user}`, v.user)} (${prev ? a(`/index.php?title=${title}&diff=prev&oldid=${oldid}`, 'diff') : 'diff'}) ${prev ? a(`/index.php?title=${title}&oldid=${prev}`, '← Older revision') : ''} | ${a(link(title), 'Latest revision')} | ${next ? a(`/index.php?title=${title}&oldid=${next}`, 'Newer revision →') : ''}</div>${content(wp, v.i)}`, title);
    }
    if (sp.get('printable') === 'yes') return wrap(title, content(wp, lastIdx), title);
    return wrap(title, content(wp, lastIdx), title);
  }

  // ===================================================================================================================
  // Lab logs (autoindex), Jenkins, Mailman, video, lab sites
  // ===================================================================================================================

  private logsHost(u: URL): Resp {
    const p = u.pathname;
    const s = sortParams(u);
    const machines = ['attu', 'lab-linux', 'printers', 'web', 'gitlab', 'gpu-cluster', 'vpn'];
    const sortRows = (rows: [string, string, string][]) => { const x = [...rows]; if (s.C === 'M') x.sort((a1, b1) => a1[1].localeCompare(b1[1])); if (s.C === 'S') x.sort((a1, b1) => a1[2].localeCompare(b1[2])); if (s.O === 'D') x.reverse(); return x; };
    if (p === '/') return html(this.autoindex('/', sortRows(machines.map((m) => [`${m}/`, '2020-04-17 00:05', '-'])), false));
    let m = /^\/([a-z-]+)\/$/.exec(p);
    if (m && machines.includes(m[1])) return html(this.autoindex(p, sortRows([2016, 2017, 2018, 2019, 2020].map((y) => [`${y}/`, `${y === 2020 ? '2020-04-17' : `${y}-12-31`} 23:59`, '-']))));
    m = /^\/([a-z-]+)\/(\d{4})\/$/.exec(p);
    if (m && machines.includes(m[1]) && Number(m[2]) >= 2016 && Number(m[2]) <= 2020) return html(this.autoindex(p, sortRows(Array.from({ length: Number(m[2]) === 2020 ? 4 : 12 }, (_, i) => [`${pad(i + 1)}/`, `${m![2]}-${pad(i + 1)}-28 23:59`, '-']))));
    m = /^\/([a-z-]+)\/(\d{4})\/(\d\d)\/$/.exec(p);
    if (m && machines.includes(m[1])) {
      const y = Number(m[2]);
      const mo = Number(m[3]);
      if (y < 2016 || y > 2020 || mo < 1 || mo > 12 || dayOf(y, mo, 1) > NOW) return apache404(p);
      const days = Math.min(dayOf(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, 1), NOW + 1) - dayOf(y, mo, 1);
      return html(this.autoindex(p, sortRows(Array.from({ length: days }, (_, d) => [`${m![1]}-${y}-${pad(mo)}-${pad(d + 1)}.log`, `${y}-${pad(mo)}-${pad(d + 1)} 23:59`, `${(hash(`${p}${d}`) % 900) + 20}K`]))));
    }
    m = /^\/([a-z-]+)\/(\d{4})\/(\d\d)\/[a-z-]+-\d{4}-\d\d-\d\d\.log$/.exec(p);
    if (m && machines.includes(m[1])) {
      const r = rng(hash(p));
      const lines: string[] = [];
      for (let i = 0; i < 40; i++) lines.push(`${p.slice(-14, -4)}T${pad(int(r, 0, 23))}:${pad(int(r, 0, 59))}:${pad(int(r, 0, 59))} ${m[1]}${int(r, 1, 9)} ${pick(r, ['sshd', 'cron', 'kernel', 'cupsd', 'nginx', 'slurmd', 'openvpn'])}[${int(r, 100, 30000)}]: ${T.words(r, 8)}`);
      return txt(lines.join('\n') + '\n');
    }
    return apache404(p);
  }

  private ciHost(u: URL): Resp {
    const p = u.pathname;
    const wrap = (t: string, b: string): Resp => html(`<!DOCTYPE html><html><head><title>${esc(t)} [Jenkins]</title></head><body><div id="header">${a('/', 'Jenkins')} ${a(`/login?from=${encodeURIComponent(p)}`, 'log in')}</div><div id="main-panel"><h1>${esc(t)}</h1>${b}</div><footer>Jenkins ver. 2.204.1</footer></body></html>`);
    if (p === '/login') return wrap('Sign in', '<form method="post" action="j_acegi_security_check"><input name="j_username"><input type="password" name="j_password"></form>');
    if (p === '/') return wrap('Dashboard', `<table>${this.jobs.map((j) => `<tr><td>${a(`/job/${j.name}/`, j.name)}</td><td>#${j.builds}</td></tr>`).join('')}</table>`);
    const m = /^\/job\/([a-z0-9-]+)\/(?:(\d+|lastBuild|lastSuccessfulBuild)\/(console|consoleText|changes|testReport\/)?)?$/.exec(p);
    if (!m) return { status: 404, type: 'text/html', body: '<html><body><h2>HTTP ERROR 404</h2><p>Not Found</p></body></html>' };
    const j = this.jobs.find((x) => x.name === m[1]);
    if (!j) return { status: 404, type: 'text/html', body: '<html><body><h2>HTTP ERROR 404</h2><p>Not Found</p></body></html>' };
    if (!m[2]) return wrap(j.name, `${j.off ? `<p>Autograder for ${a(this.homeHref(j.off, 'ci'), `${cname(j.off)} ${j.off.q.name}`)}.</p>` : ''}<h2>Build History</h2><ul>${Array.from({ length: Math.min(25, j.builds) }, (_, i) => j.builds - i).map((n) => li(`/job/${j.name}/${n}/`, `#${n}`)).join('')}</ul><p>${a(`/job/${j.name}/lastBuild/`, 'Last build')} · ${a(`/job/${j.name}/lastSuccessfulBuild/`, 'Last successful build')}</p>`);
    if (m[2] === 'lastBuild' || m[2] === 'lastSuccessfulBuild') return moved(`${CI}/job/${j.name}/${j.builds - (m[2] === 'lastBuild' ? 0 : 1)}/${m[3] ?? ''}`, 302);
    const n = Number(m[2]);
    if (n < 1 || n > j.builds) return { status: 404, type: 'text/html', body: '<html><body><h2>HTTP ERROR 404</h2></body></html>' };
    const r = rng(hash(`${j.name}#${n}`));
    const log = Array.from({ length: 30 }, (_, i) => `[${pad(int(r, 0, 59))}:${pad(i)}] ${T.words(r, 7)}`).join('\n') + `\nFinished: ${r() < 0.85 ? 'SUCCESS' : 'FAILURE'}\n`;
    if (m[3] === 'consoleText') return txt(log);
    if (m[3] === 'console') return wrap(`${j.name} #${n} Console Output`, `<pre>${esc(log)}</pre>${a(`/job/${j.name}/${n}/consoleText`, 'View as plain text')}`);
    if (m[3] === 'changes') return wrap(`${j.name} #${n} Changes`, `<ol>${Array.from({ length: int(r, 0, 4) }, () => `<li>${esc(T.words(r, 6))} (${hex(`${n}${r()}`, 8)})</li>`).join('')}</ol>`);
    if (m[3] === 'testReport/') return wrap(`${j.name} #${n} Test Results`, `<p>${int(r, 0, 5)} failures, ${int(r, 20, 300)} tests</p>`);
    return wrap(`${j.name} #${n}`, `<ul>${li(`/job/${j.name}/${n}/console`, 'Console Output')}${li(`/job/${j.name}/${n}/changes`, 'Changes')}${li(`/job/${j.name}/${n}/testReport/`, 'Test Result')}</ul><p>${n > 1 ? a(`/job/${j.name}/${n - 1}/`, 'Previous Build') : ''} ${n < j.builds ? a(`/job/${j.name}/${n + 1}/`, 'Next Build') : ''}</p>`);
  }

  private listMonths(l: ListDef): string[] {
    const out: string[] = [];
    let d = dOf(l.from);
    const end = dOf(l.to);
    let y = d.getUTCFullYear();
    let m = d.getUTCMonth();
    while (y < end.getUTCFullYear() || (y === end.getUTCFullYear() && m <= end.getUTCMonth())) { out.push(`${y}-${MONTH[m]}`); m++; if (m === 12) { m = 0; y++; } }
    void d; d = end;
    return out;
  }
  private listMsgs(l: ListDef, month: string): { n: number; subj: string; from: string; day: number; reply: boolean }[] {
    const r = rng(hash(`lm:${l.name}:${month}`));
    const [y, mn] = month.split('-');
    const mo = MONTH.indexOf(mn);
    const count = Math.max(1, Math.round(l.perMonth * (0.5 + r())));
    const base = (hash(`${l.name}:${month}`) % 50) * 10;
    const subjects = l.off ? ['HW question', 'Section room change', 'Midterm logistics', 'Office hours moved to Zoom', 'Grades posted', 'Lecture recording missing', 'Project partners', 'Course web updated'] : ['Reminder', 'Talk today', 'Outage tonight', 'Lunch', 'Job opening', 'Seminar schedule', 'Reading group', 'Building access'];
    return Array.from({ length: count }, (_, i) => ({ n: base + i, subj: `${pick(r, subjects)}${r() < 0.4 ? ` (${T.words(r, 2)})` : ''}`, from: person(r), day: dayOf(Number(y), mo + 1, int(r, 1, 28)), reply: r() < 0.5 }));
  }

  private listsHost(u: URL): Resp {
    const p = u.pathname;
    const wrap = (t: string, b: string): Resp => html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head><title>${esc(t)}</title></head><body bgcolor="#ffffff">${b}<hr><address>Delivered by Mailman version 2.1.29</address></body></html>`);
    if (p === '/' || p === '/mailman/listinfo' || p === '/mailman/listinfo/') return wrap(`mailman.cs.${DOM} Mailing Lists`, `<h1>Mailing lists</h1><table>${this.lists.map((l) => `<tr><td>${a(`/mailman/listinfo/${l.name}`, l.name)}</td><td>${esc(l.desc)}</td></tr>`).join('')}</table>`);
    let m = /^\/mailman\/(listinfo|admin|options|roster)\/([a-z0-9_]+)$/.exec(p);
    if (m) {
      const l = this.lists.find((x) => x.name === m![2]);
      if (!l) return wrap('No such list', `<p>No such list <em>${esc(m[2])}</em></p>`);
      if (m[1] !== 'listinfo') return moved(sso(LISTS + p), 302);
      return wrap(`${l.name} Info Page`, `<h1>${esc(l.name)} -- ${esc(l.desc)}</h1><p>To see the collection of prior postings to the list, visit the ${a(`/pipermail/${l.name}/`, `${l.name} Archives`)}.</p>${l.off ? `<p>Class list for ${a(this.homeHref(l.off, 'mm'), `${cname(l.off)} ${l.off.q.name}`)}. Students are subscribed automatically.</p>` : ''}<form method="post" action="/mailman/subscribe/${l.name}"><input name="email"></form><p>${a(`/mailman/roster/${l.name}`, 'Subscriber list')} · ${a(`/mailman/admin/${l.name}`, 'Administrative interface')}</p>`);
    }
    m = /^\/pipermail\/([a-z0-9_]+)\/(?:(\d{4}-[A-Z][a-z]+)\/(?:(thread|date|subject|author)\.html|(\d{6})\.html)|(\d{4}-[A-Z][a-z]+)\.txt\.gz)?$/.exec(p);
    if (!m) return apache404(p);
    const l = this.lists.find((x) => x.name === m![1]);
    if (!l) return apache404(p);
    const months = this.listMonths(l);
    if (m[5]) return months.includes(m[5]) ? bin('application/x-gzip', u.href) : apache404(p);
    if (!m[2]) return wrap(`The ${l.name} Archives`, `<h1>The ${esc(l.name)} Archives</h1><p>${a(`/mailman/listinfo/${l.name}`, `More info on this list`)}</p><table border="3"><tr><td>Archive</td><td>View by:</td><td>Downloadable version</td></tr>${[...months].reverse().map((mo) => `<tr><td>${mo.replace('-', ' ')}:</td><td>${a(`${mo}/thread.html`, '[ Thread ]')} ${a(`${mo}/subject.html`, '[ Subject ]')} ${a(`${mo}/author.html`, '[ Author ]')} ${a(`${mo}/date.html`, '[ Date ]')}</td><td>${a(`${mo}.txt.gz`, '[ Gzip\'d Text ]')}</td></tr>`).join('')}</table>`);
    if (!months.includes(m[2])) return apache404(p);
    const msgs = this.listMsgs(l, m[2]);
    if (m[3]) {
      const sorted = [...msgs];
      if (m[3] === 'subject') sorted.sort((x, y) => x.subj.localeCompare(y.subj));
      if (m[3] === 'author') sorted.sort((x, y) => x.from.localeCompare(y.from));
      if (m[3] === 'date') sorted.sort((x, y) => x.day - y.day);
      return wrap(`The ${l.name} ${m[2]} Archive by ${m[3]}`, `<h1>${esc(m[2])} Archives by ${m[3]}</h1><p>${['thread', 'subject', 'author', 'date'].filter((x) => x !== m![3]).map((x) => a(`${x}.html`, `[ ${x} ]`)).join(' ')} ${a('../', '[ Other months ]')}</p><ul>${sorted.map((x) => `<li>${a(`${pad(x.n, 6)}.html`, `[${l.name}] ${x.subj}`)} <i>${esc(x.from)}</i></li>`).join('')}</ul>`);
    }
    const n = Number(m[4]);
    const i = msgs.findIndex((x) => x.n === n);
    if (i < 0) return apache404(p);
    const x = msgs[i];
    const r = rng(hash(`msg:${l.name}:${m[2]}:${n}`));
    return wrap(`[${l.name}] ${x.subj}`, `<h1>[${esc(l.name)}] ${esc(x.subj)}</h1><b>${esc(x.from)}</b><br><i>${WD[weekday(x.day)]} ${fmtLong(x.day)}</i><p><ul><li>Previous message: ${msgs[i - 1] ? a(`${pad(msgs[i - 1].n, 6)}.html`, msgs[i - 1].subj) : '—'}</li><li>Next message: ${msgs[i + 1] ? a(`${pad(msgs[i + 1].n, 6)}.html`, msgs[i + 1].subj) : '—'}</li><li><b>Messages sorted by:</b> ${a('date.html', '[ date ]')} ${a('thread.html', '[ thread ]')} ${a('subject.html', '[ subject ]')} ${a('author.html', '[ author ]')}</li></ul><hr><pre>${esc(T.words(r, int(r, 30, 90)))}
${l.off && r() < 0.3 ? `\nSee the course web: ${l.off.home}\n` : ''}</pre>${l.off && r() < 0.3 ? `<p>${a(this.homeHref(l.off, `msg${n}`), l.off.home)}</p>` : ''}<hr>${a(`/mailman/listinfo/${l.name}`, `More information about the ${l.name} mailing list`)}`);
  }

  private videoHost(u: URL): Resp {
    const p = u.pathname;
    const vids = this.events.filter((e) => e.video);
    const wrap = (t: string, b: string): Resp => html(`<!DOCTYPE html><html><head><title>${esc(t)} — CSE Video</title></head><body><header>${a('/', 'CSE Video')} · ${a('/channel/colloquium', 'Colloquia')} · ${a('/channel/distinguished', 'Distinguished Lectures')}</header><h1>${esc(t)}</h1>${b}</body></html>`);
    if (p === '/') return wrap('CSE Video Archive', `<ul>${vids.slice(-24).reverse().map((e) => li(`/watch?v=${hex(`v${e.video}`, 11)}`, e.title)).join('')}</ul><p>${a('/channel/colloquium', 'All colloquia')}</p>`);
    let m = /^\/channel\/(colloquium|distinguished)$/.exec(p);
    if (m) {
      const sel = vids.filter((e) => (m![1] === 'colloquium') === (e.kind === 'Colloquium')).reverse();
      const page = Math.max(0, Number(u.searchParams.get('page') ?? 0) || 0);
      const per = 24;
      return wrap(m[1], `<ul>${sel.slice(page * per, page * per + per).map((e) => li(`/watch?v=${hex(`v${e.video}`, 11)}`, `${fmtLong(e.date)}: ${e.title}`)).join('')}</ul>${(page + 1) * per < sel.length ? a(`/channel/${m[1]}?page=${page + 1}`, 'Older') : ''}`);
    }
    if (p === '/watch') {
      const v = u.searchParams.get('v') ?? '';
      const i = vids.findIndex((e) => hex(`v${e.video}`, 11) === v);
      if (i < 0) return wrap('Video unavailable', '<p>This video is unavailable.</p>');
      const e = vids[i];
      const rel = [vids[i - 1], vids[i + 1], vids[(i * 7 + 3) % vids.length], vids[(i * 13 + 5) % vids.length]].filter(Boolean);
      return wrap(e.title, `<video controls src="/media/${v}.mp4"></video><p>${esc(e.speaker)} · ${fmtLong(e.date)}</p>${T.para(rng(hash(v)), 2)}<p>${a(`${WWW}${this.evUrl(e)}`, 'Event page')} · ${a(`/media/${v}.mp4`, 'Download MP4')}</p><h2>Related</h2><ul>${rel.map((x) => li(`/watch?v=${hex(`v${x.video}`, 11)}`, x.title)).join('')}</ul>`);
    }
    if (/^\/media\/[a-f0-9]{11}\.mp4$/.test(p)) return bin('video/mp4', u.href);
    return nginx404();
  }

  private labSite(u: URL, lab: { host: string; name: string; long: string; area: string }): Resp {
    const p = u.pathname;
    const r0 = rng(hash(`lab:${lab.host}`));
    const members = FACULTY.filter((f) => f.area === lab.area);
    const students = this.people.filter((x) => x.area === lab.area && (x.role === 'PhD Student' || x.role === 'Postdoc')).slice(0, 20);
    const pubs = Array.from({ length: 60 }, (_, i) => { const r = rng(hash(`${lab.host}pub${i}`)); return { slug: `${slugify(paperTitle(r)).slice(0, 40)}-${i}`, title: paperTitle(r), year: 2020 - Math.floor(i / 8), venue: pick(r, ['OSDI', 'PLDI', 'NeurIPS', 'CHI', 'ICRA', 'ACL', 'SIGMOD', 'CCS', 'SIGGRAPH']) }; });
    const wrap = (t: string, b: string): Resp => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(t)} | ${esc(lab.name)}</title><meta name="generator" content="Hugo 0.62.2"></head><body><nav>${a('/', lab.name)} ${a('/people/', 'People')} ${a('/publications/', 'Publications')} ${a('/projects/', 'Projects')} ${a('/news/', 'News')} ${a(`${WWW}/`, 'Allen-Voss School')}</nav><h1>${esc(t)}</h1>${b}</body></html>`);
    if (p === '/') return wrap(lab.name, `<p>${esc(lab.long)} at the ${a(`${WWW}/research/areas/${lab.area}`, 'Allen-Voss School')}.</p>${T.para(r0, 3)}`);
    if (p === '/people/') return wrap('People', `<h2>Faculty</h2><ul>${members.map((f) => li(`${HOMES}/~${f.login}/`, f.name)).join('')}</ul><h2>Students and postdocs</h2><ul>${students.map((x) => li(`${WWW}/people/${x.login}`, x.name)).join('')}</ul>`);
    if (p === '/publications/') {
      const y = Number(u.searchParams.get('year') ?? 0);
      return wrap('Publications', `<p>${Array.from({ length: 8 }, (_, i) => a(`/publications/?year=${2020 - i}`, String(2020 - i))).join(' ')}</p><ul>${pubs.filter((x) => !y || x.year === y).map((x) => `<li>${a(`/publications/${x.slug}/`, x.title)} ${x.venue} ${x.year} [${a(`/papers/${x.slug}.pdf`, 'pdf')}]</li>`).join('')}</ul>`);
    }
    let m = /^\/publications\/([a-z0-9-]+)\/$/.exec(p);
    if (m) { const x = pubs.find((q) => q.slug === m![1]); return x ? wrap(x.title, `<p>${x.venue} ${x.year}</p>${T.para(rng(hash(x.slug)), 4)}<p>${a(`/papers/${x.slug}.pdf`, 'PDF')} · ${a(`/publications/${x.slug}/bib.txt`, 'BibTeX')}</p>`) : nginx404(); }
    m = /^\/publications\/([a-z0-9-]+)\/bib\.txt$/.exec(p);
    if (m) return txt(`@inproceedings{${m[1]},\n  title={${m[1]}},\n}\n`);
    if (/^\/papers\/[a-z0-9-]+\.pdf$/.test(p)) return bin('application/pdf', u.href);
    if (p === '/projects/') return wrap('Projects', `<ul>${Array.from({ length: 8 }, (_, i) => li(`/projects/p${i + 1}/`, paperTitle(rng(hash(`${lab.host}pr${i}`))))).join('')}</ul>`);
    m = /^\/projects\/p(\d)\/$/.exec(p);
    if (m) return wrap(paperTitle(rng(hash(`${lab.host}pr${Number(m[1]) - 1}`))), T.para(rng(hash(p)), 4));
    if (p === '/news/') return wrap('News', `<ul>${this.news.filter((n) => hash(`${lab.host}${n.id}`) % 12 === 0).slice(-20).map((n) => li(`${WWW}${this.newsUrl(n)}`, n.title)).join('')}</ul>`);
    if (!p.endsWith('/') && !/\.[a-z]+$/.test(p)) return moved(`https://${lab.host}${p}/`);
    return nginx404();
  }
}
