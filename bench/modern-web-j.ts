/**
 * Rehearsal web J: the Department of Computer Science and Engineering of a (fictional) Indian Institute of Technology,
 * "IIT Vindhya" (`iitv.ac.in`), as an archiving crawler would have captured it in February 2020 — week 6 of the Spring
 * (even) semester 2019-20. Written apart from the crawler (nothing under src/ was read), for bench/modern-warc.ts
 * (`--layout j`). Everything lives under the one registrable domain `iitv.ac.in`; external links (Piazza, Gradescope,
 * YouTube, GitHub, Google Drive, CDNs) point off-site and are ignored by the harness.
 *
 * Seed: https://www.cse.iitv.ac.in/ — a Joomla 3 site (query URLs `index.php?option=com_content&view=article&id=…&Itemid=…`,
 * Joomla's default robots.txt plus local lines), with a quick-links top bar (gallery, publications, theses, lists, wiki,
 * videos, events, library) before a mega menu (About, People, Academics, Research, News & Events, Facilities, Students).
 *
 * Vocabulary: course numbers `CS 101`, `CS213`, `CS 224M`, PG `CS 6xx/7xx`, cross-listed `EE 309`, `MA 214`, and the
 * pre-2016 curriculum's `CSL373`/`CSP301` codes on 2014-16 pages; terms "Autumn 2019" / "Spring 2020", "odd/even semester
 * 2019-20", "I/II Semester 2015-16", "Jul-Nov 2019"; slots 1–15, Quiz 1/2, Midsem, Endsem, tutorial sheets, labs, DX grade,
 * audit, 80% attendance, Moodle/Piazza/Gradescope, TAs with IIT-style roll numbers.
 *
 * COURSE HOMES (`courseHomes`, ~285 offerings from Autumn 2014 to Spring 2020; one per course × term with a public page):
 *  1. Faculty pages on the department host (~135), hand-written, in four URL schemes by instructor:
 *     `www.cse…/~amehta/courses/cs317-autumn2019/`, `www.cse…/~rkumar/teaching/cs213/2019/` (linked as `…/index.html`,
 *     which 301s to the directory), `www.cse…/~sbansal/os/` (latest offering; older ones at `~sbansal/os/2018/`), flat
 *     files `www.cse…/~pdey/cs601.html` (older: `~pdey/cs601-2017.html`). Templates: font-tag/table pages (pre-2016 and
 *     old-fashioned instructors), framesets (some 2014-16 pages: the frameset URL is the home, `main.html` a subpage),
 *     plain CSS pages, Bootstrap 4 pages (2018+).
 *  2. The department's course tree (~60): `www.cse…/courses/2019-20/spring/cs224/` (2016-17 onwards, department template)
 *     and the frozen old site `www.cse…/old/courses/CSL374-2015-16-II.html` (2014-16).
 *  3. One host per popular course (~25): `cs101.cse…/2020-spring/`, `cs419.cse…/2020/`, `cs293…`, `cs699…`, `cs747…`
 *     (MkDocs-material from 2018, Jekyll before); the host root 302s to the current offering, which is the home.
 *  4. Guest-access Moodle courses (~35): `moodle.iitv.ac.in/course/view.php?id=1734` (Boost theme, 30–40 KB); about half
 *     belong to other departments (`ME307`, `PH417`) — public course homes on the same site, so labelled too. The other
 *     ~1,260 Moodle courses of all departments 303 to `/login/index.php` and are not homes.
 *  5. TA-maintained sites on `sites.cse…` (~30): Google-Sites-like (`/cs215-autumn2017/` 302 → `/cs215-autumn2017/home`,
 *     the home; JS-heavy, little text) and GitHub-Pages/Jekyll-like (`/cs387-2019/`).
 *
 * HUBS (not homes) linking homes — each home has at least one, many have several, some old ones only one:
 *  - "Courses offered in Spring 2020" (Joomla article, in the Academics menu; "Course page" for ~40% of offerings, Moodle
 *    links for others); past lists via Course Archive → per-year category blog → semester article; 2014-16 lists on /old/.
 *  - Faculty list → profile (`com_people&view=profile&id=…`; homepage link sometimes via index.html or http://) →
 *    `~user/` (this year's courses) → `~user/teaching.html` (all courses, some with Moodle links only).
 *  - `/courses/` → course indexes `/courses/cs224/` (offerings hosted by the department, course host link) and Apache
 *    autoindex term directories `/courses/2019-20/spring/`.
 *  - "Previous offerings" on newer homes (the only link to some old pages), PhD students' `~user/` pages (TA duties),
 *    the Students' Association's course reviews and resources (WordPress, `csa.cse…`), the Academic Office's
 *    courses-running tables (`acad…/running/2019-20/even/CS.html`), the SysLab wiki's Course_lab_setup page, start-of-term
 *    mails in the pipermail archive, and Moodle's category listings (`course/index.php?categoryid=…&perpage=20&page=N`).
 *  Links use http://, missing trailing slashes, index.html and `utm_` variants (the department's servers 301 these).
 *
 * COURSE-RELATED NON-HOMES: course subpages (lectures.html, assignments.html, exams.html, labs/ autoindex, MkDocs
 * lectures/ labs/labNN/, Google-Sites pages, Jekyll posts, Moodle sections/forums/assignments), slides/notes/handouts as
 * PDF/PPT/PS/ZIP/tar.gz/ipynb; the Courses of Study catalogue (`acad…/courses_of_study/CS213.html`, `CSL373.html`, print
 * views), programme structures, slot-wise timetable (JSP with `;jsessionid=`), midsem/endsem schedules, feedback
 * summaries (detailed reports behind CAS), course indexes and semester lists, question-paper autoindexes on the library
 * host (recent PDFs behind CAS), the lecture-video portal (`video…/course/CS347`, `watch?v=CS347-L07`), login-walled
 * Moodle courses.
 *
 * NOISE AND TRAPS (most of the ~54,000 archived records): Joomla news/seminar blogs with print/email/lang=hi/lang=en
 * variants and RSS; an endless JEvents calendar (month/week/day); people directory with batch/area filters; a faceted
 * publications database (two facets deep, sorts, a 500 on sort=citations) with BibTeX and PDFs; a DSpace repository with
 * browse-by facets, starts_with letters, order toggles, ?mode=full; a Coppermine gallery (albums, meta albums, slideshow and
 * full-size variants, JPEGs, ratepic → login, ecard → 500); a MediaWiki (histories, oldid, diffs, Special: pages, talk,
 * login-returnto); pipermail archives by thread/subject/author/date plus .txt.gz; Redmine (issues, sorts, endless
 * activity, gantt 500, login walls); Apache autoindex lab logs with ?C=M;O=D sorts; Moodle's endless calendar, profiles
 * and login walls, `?lang=hi`; a hostel mess-menu chain, a placement site with PHPSESSID in every link, CAS logins,
 * redirect chains (http→https, cse.iitv.ac.in → www), Apache/nginx/CMS-style 404s.
 *
 * Breadth-first from the seed, 54,000 records reach ~99% of the homes; half of them come after ~19,000 records and 90%
 * after ~37,000. `respond` is pure and deterministic (all randomness is `rng(hash(…))` of URLs or stable keys).
 */
import { hash, rng, type Resp } from './modern-web.js';
import { a, bin, esc, hex, html, int, li, moved, pad, pick, slugify, sortParams, textKit, type R } from './web-kit.js';

// =====================================================================================================================
// Vocabulary, names, calendar
// =====================================================================================================================

const DOM = 'iitv.ac.in';
const H = {
  www: `www.cse.${DOM}`,
  bare: `cse.${DOM}`,
  sites: `sites.cse.${DOM}`,
  wiki: `wiki.cse.${DOM}`,
  lists: `lists.cse.${DOM}`,
  redmine: `redmine.cse.${DOM}`,
  pubs: `pubs.cse.${DOM}`,
  csa: `csa.cse.${DOM}`,
  moodle: `moodle.${DOM}`,
  acad: `acad.${DOM}`,
  login: `login.${DOM}`,
  gallery: `gallery.${DOM}`,
  dspace: `dspace.${DOM}`,
  library: `library.${DOM}`,
  video: `video.${DOM}`,
  hostels: `hostels.${DOM}`,
  placement: `placement.${DOM}`,
  inst: `www.${DOM}`,
};
const WWW = `https://${H.www}`;
const MOODLE = `https://${H.moodle}`;
const ACAD = `https://${H.acad}`;
const SITES = `https://${H.sites}`;
const CSA = `https://${H.csa}`;
/** Hosts that answer http with a 301 to https (the others are served on both, and linked with http://). */
const HTTPS_ONLY = new Set([H.www, H.bare, H.sites, H.moodle, H.acad, H.login, H.csa, H.inst, H.pubs, H.redmine, H.wiki, H.dspace, H.video]);

const VOCAB = `students course semester department institute laboratory research computer science engineering systems data
faculty project programme undergraduate postgraduate doctoral campus hostel mess committee council placement seminar talk
workshop algorithm network security learning machine theory graph compiler kernel processor memory cluster server dataset
model analysis design implementation evaluation performance approach results paper conference journal registration deadline
notice circular office academic section convocation festival cultural technical club society alumni industry funding grant
sponsored scheme fellowship scholarship admission interview examination schedule timetable slot venue lecture hall auditorium
library computing facility LDAP account password mail proxy wifi printer quota backup storage disk GPU node queue job
submission policy guidelines rules attendance grade credit audit minor honours dual degree thesis defence synopsis colloquium
supervisor member external examiner report progress annual review fee allotment rebate medical leave vacation internship
summer winter school outreach online video recording notes slides tutorial sheet assignment quiz midsem endsem demo viva
marks grading moderation feedback instructor teaching assistant office hours portal login announcement update important
please note kindly all concerned are requested to the of and in for on with by from at as is are will be has been this that
these an a to which who their our we it its also further regarding the the of of and and to in`.split(/\s+/);
const T = textKit(VOCAB);

const FIRST = 'Aarav Aditi Akash Ananya Arjun Bhavna Chetan Deepika Divya Gaurav Ishaan Jyoti Kunal Kavya Manish Meera Nikhil Neha Pranav Priya Rahul Riya Rohan Sakshi Saurabh Shreya Siddharth Sneha Tanvi Utkarsh Varun Vidya Yash Zoya Abhishek Harsh Ishita Kriti Mohit Pallavi Ritika Sameer Tushar Ankita Dhruv Gayatri Keshav Lavanya Omkar Parth Swati Vivek Anirudh Bhargavi Chinmay Madhuri Nandini Prateek Raghav Sanjana'.split(' ');
const LAST = 'Sharma Verma Gupta Agarwal Iyer Nair Menon Reddy Rao Patil Deshpande Kulkarni Joshi Mishra Pandey Tiwari Banerjee Chatterjee Mukherjee Das Ghosh Sen Bose Singh Yadav Chauhan Jain Mehta Shah Desai Pillai Krishnan Subramanian Naidu Bhat Hegde Kapoor Khanna Malhotra Saxena Dubey Tripathi Kamath Shetty Gowda Bhattacharya Roy Thakur'.split(' ');

const DAY = 86400000;
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY);
const dOf = (n: number) => new Date(n * DAY);
const MON = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const MONTH = 'January February March April May June July August September October November December'.split(' ');
const WD = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');
const WDAY = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
const fmtA = (n: number) => { const d = dOf(n); return `${d.getUTCDate()} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };
const fmtB = (n: number) => { const d = dOf(n); return `${MON[d.getUTCMonth()]} ${d.getUTCDate()}`; };
const fmtC = (n: number) => { const d = dOf(n); return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`; };
const fmtD = (n: number) => { const d = dOf(n); return `${WD[d.getUTCDay()]}, ${d.getUTCDate()} ${MON[d.getUTCMonth()]}`; };
const fmtISO = (n: number) => dOf(n).toISOString().slice(0, 10);
const NOW = dayOf(2020, 2, 14);
const weekday = (n: number) => dOf(n).getUTCDay();
const mondayOnOrAfter = (n: number) => { while (weekday(n) !== 1) n++; return n; };

interface Term { key: string; idx: number; season: 'autumn' | 'spring'; year: number; ay: string; sem: 'odd' | 'even'; semNo: 'I' | 'II'; label: string; months: string; start: number }
const TERMS: Term[] = [];
for (let y = 2014; y <= 2019; y++) {
  const ay = `${y}-${pad((y + 1) % 100)}`;
  TERMS.push({ key: `autumn${y}`, idx: TERMS.length, season: 'autumn', year: y, ay, sem: 'odd', semNo: 'I', label: `Autumn ${y}`, months: `Jul-Nov ${y}`, start: mondayOnOrAfter(dayOf(y, 7, 20)) });
  TERMS.push({ key: `spring${y + 1}`, idx: TERMS.length, season: 'spring', year: y + 1, ay, sem: 'even', semNo: 'II', label: `Spring ${y + 1}`, months: `Jan-Apr ${y + 1}`, start: dayOf(y + 1, 1, 2) });
}
const CUR = TERMS[11];
const termByKey = new Map(TERMS.map((t) => [t.key, t]));

// Slots (IIT-style): days of the week and times.
const SLOTS: [string, number[]][] = [
  ['', []],
  ['Mon 8:30, Tue 9:30, Thu 10:30', [1, 2, 4]],
  ['Mon 9:30, Tue 10:30, Thu 11:30', [1, 2, 4]],
  ['Mon 10:35, Tue 11:35, Thu 8:30', [1, 2, 4]],
  ['Mon 11:35, Tue 8:30, Thu 9:30', [1, 2, 4]],
  ['Wed 9:30, Fri 9:30', [3, 5]],
  ['Wed 11:05, Fri 11:05', [3, 5]],
  ['Wed 8:30, Fri 8:30', [3, 5]],
  ['Mon 14:00, Thu 14:00', [1, 4]],
  ['Mon 15:30, Thu 15:30', [1, 4]],
  ['Tue 14:00, Fri 14:00', [2, 5]],
  ['Tue 15:30, Fri 15:30', [2, 5]],
  ['Wed 14:00-17:00', [3]],
  ['Wed 17:30, Fri 17:30', [3, 5]],
  ['Tue 17:30, Fri 17:30', [2, 5]],
  ['Mon 17:30, Thu 17:30', [1, 4]],
];
const VENUES = ['LH 101', 'LH 102', 'LH 201', 'LH 202', 'LH 301', 'LT 001', 'LT 002', 'CSE 107', 'CSE 109', 'CSE 202', 'CC 101', 'CC 105 (lab)', 'SIC 301', 'MEMS 101'];

// =====================================================================================================================
// Faculty, courses, lecture topics
// =====================================================================================================================

type Kind = 'fac' | 'tree' | 'legacy' | 'host' | 'gsite' | 'ghpages' | 'moodle' | 'none';
type Scheme = 'courses' | 'teaching' | 'topic' | 'flat';
interface Fac { id: number; login: string; name: string; desig: string; area: string; style: 'old' | 'plain' | 'boot'; scheme: Scheme; teachPage: boolean; joined: number; pref: Kind[]; phone: string; office: string }
const PREF: Record<string, Kind> = { f: 'fac', t: 'tree', g: 'gsite', p: 'ghpages', m: 'moodle', n: 'none' };
const FAC: Fac[] = `sbansal|Sudhir Bansal|Professor|systems|plain|topic|1|2008|ffffffn
rkumar|Rajesh Kumar|Professor|algo|old|teaching|1|2002|ffftn
pdey|Paramita Dey|Associate Professor|theory|plain|flat|1|2011|fffpn
amehta|Anil Mehta|Professor|db|boot|courses|1|2006|fftmn
kraman|Kavitha Raman|Assistant Professor|ml|boot|courses|1|2016|ffgpm
vsharma|Vikram Sharma|Professor|net|plain|courses|0|2004|tttttn
nayyar|Neha Ayyar|Associate Professor|graphics|boot|topic|1|2012|fftgn
sgupta|Sandeep Gupta|Professor|arch|old|teaching|0|1999|fffttn
mrao|Madhavi Rao|Associate Professor|fm|plain|flat|1|2010|fftmn
achakrabarti|Arnab Chakrabarti|Assistant Professor|theory|boot|courses|1|2015|fftp
hiyer|Harish Iyer|Professor|nlp|plain|teaching|1|2005|ftmn
pjoshi|Pooja Joshi|Assistant Professor|security|boot|topic|0|2017|ffgg
dnair|Deepak Nair|Associate Professor|systems|plain|courses|1|2009|fttn
skulkarni|Shweta Kulkarni|Assistant Professor|se|boot|courses|1|2018|ggpf
abhat|Ashwin Bhat|Professor|compilers|old|topic|1|2001|fftn
rsen|Ritwik Sen|Associate Professor|vision|plain|teaching|1|2013|ffgmn
tpillai|Tara Pillai|Assistant Professor|ml|boot|flat|0|2016|ffmp
mchatterjee|Moumita Chatterjee|Professor|algo|plain|courses|1|2007|fttt
gsingh|Gurpreet Singh|Associate Professor|net|plain|teaching|0|2012|tttmn
vreddy|Venkat Reddy|Professor|systems|old|courses|1|2000|fftn
lmenon|Lakshmi Menon|Associate Professor|theory|plain|flat|1|2014|ffpn
ksrinivasan|Karthik Srinivasan|Assistant Professor|ml|boot|topic|1|2017|ffgp
abanerjee|Amitava Banerjee|Professor|arch|plain|teaching|1|2003|fttn
ptiwari|Prashant Tiwari|Assistant Professor|pl|boot|courses|0|2016|ffpg
nagarwal|Nikhil Agarwal|Associate Professor|opt|plain|flat|1|2011|ffmn
rmishra|Rashmi Mishra|Assistant Professor|db|boot|courses|1|2017|fftm
ddas|Debasis Das|Professor (Emeritus)|arch|old|flat|0|1988|fnn
hshah|Hemant Shah|Associate Professor|security|plain|courses|1|2010|ftgn
ypandey|Yogesh Pandey|Assistant Professor|systems|boot|teaching|1|2018|ffgm
sbhattacharya|Sutapa Bhattacharya|Professor|theory|old|teaching|1|2004|fftn
mkhanna|Manish Khanna|Associate Professor|graphics|plain|courses|0|2013|fttn
rverma|Ritu Verma|Assistant Professor|ai|boot|topic|1|2019|ffg`
  .split('\n')
  .map((line, i) => {
    const [login, name, desig, area, style, scheme, teach, joined, pref] = line.split('|');
    return { id: 41 + i, login, name, desig, area, style: style as Fac['style'], scheme: scheme as Scheme, teachPage: teach === '1', joined: Number(joined), pref: [...pref].map((c) => PREF[c]), phone: `+91-7662-28${pad(4000 + ((i * 37) % 900), 4)}`, office: `CSE ${100 + ((i * 13) % 220)}` };
  });
const facByLogin = new Map(FAC.map((f) => [f.login, f]));
/** Which course areas a faculty member's research area lets them teach. */
const TEACHES: Record<string, string[]> = {
  systems: ['systems', 'prog', 'se'], algo: ['algo', 'theory', 'prog'], theory: ['theory', 'algo'], db: ['db', 'prog'], ml: ['ml', 'ai', 'opt'],
  net: ['net', 'systems'], graphics: ['graphics', 'vision'], arch: ['arch', 'systems'], fm: ['fm', 'theory', 'pl'], nlp: ['nlp', 'ml', 'ai'],
  security: ['security', 'net', 'theory'], se: ['se', 'prog'], compilers: ['compilers', 'pl', 'prog'], vision: ['vision', 'ml', 'graphics'],
  pl: ['pl', 'compilers', 'prog'], opt: ['opt', 'ml', 'numerics'], ai: ['ai', 'ml'],
};

interface Course { code: string; dept: string; num: string; title: string; area: string; season: 'a' | 's' | 'b'; old: string; short: string; level: 'u' | 'p'; core: boolean; ltp: string; credits: number; lab: boolean }
const COURSES: Course[] = `CS101|Computer Programming and Utilization|prog|b|CSL101|cpu|u|1
CS152|Abstractions and Paradigms in Programming|pl|s|CSL102|app|u|1
CS154|Abstractions and Paradigms in Programming Lab|pl|s||applab|u|1
CS207|Discrete Structures|theory|a|CSL105|discrete|u|1
CS213|Data Structures and Algorithms|algo|a|CSL201|dsa|u|1
CS293|Data Structures and Algorithms Lab|algo|a|CSP201|dsalab|u|1
CS215|Data Analysis and Interpretation|ml|a||dai|u|1
CS218|Design and Analysis of Algorithms|algo|s|CSL356|daa|u|1
CS224|Computer Networks|net|s|CSL374|networks|u|1
CS224M|Computer Networks (Minor)|net|a||cn-minor|u|0
CS226|Digital Logic Design|arch|a|CSL211|dld|u|1
CS230|Computer Architecture|arch|s|CSL311|arch|u|1
CS251|Software Systems Lab|se|a|CSP301|ssl|u|1
CS302|Implementation of Programming Languages|compilers|s|CSL302|ipl|u|1
CS310|Automata Theory|theory|s|CSL705|automata|u|1
CS317|Database and Information Systems|db|a|CSL332|dbis|u|1
CS333|Operating Systems Lab|systems|a|CSP373|oslab|u|1
CS337|Artificial Intelligence and Machine Learning|ai|a|CSL333|aiml|u|1
CS347|Operating Systems|systems|a|CSL373|os|u|1
CS378|Computer Networks Lab|net|s|CSP374|netlab|u|1
CS387|Database and Information Systems Lab|db|s|CSP332|dblab|u|1
CS419|Introduction to Machine Learning|ml|s|CSL341|ml|u|0
CS416|Introduction to Blockchains|security|s||blockchain|u|0
CS423|Parallel Computing|systems|a|CSL862|parallel|u|0
CS433|Automated Reasoning|fm|s||ar|u|0
CS435|Linear Optimization|opt|a||linopt|u|0
CS444|Software Engineering|se|s|CSL740|se|u|0
CS475|Computer Graphics|graphics|a|CSL781|graphics|u|0
EE309|Microprocessors|arch|a||micro|u|0
MA214|Introduction to Numerical Analysis|numerics|s||numerical|u|0
CS601|Algorithms and Complexity|theory|a|CSL758|algcomp|p|0
CS602|Applied Algorithms|algo|s|CSL851|appalgo|p|0
CS603|Geometric Algorithms|algo|s||geom|p|0
CS604|Combinatorics|theory|a||comb|p|0
CS606|Introduction to Cryptography|security|a|CSL759|crypto|p|0
CS613|Design and Engineering of Computer Systems|systems|a||decs|p|0
CS615|Formal Specification and Verification of Programs|fm|s||fsv|p|0
CS620|Approximation Algorithms|theory|s||approx|p|0
CS626|Speech, Natural Language Processing and the Web|nlp|a|CSL772|nlp|p|0
CS631|Implementation Techniques for Relational Database Systems|db|s|CSL771|dbimpl|p|0
CS635|Information Retrieval and Mining for Hypertext and the Web|ml|a||irweb|p|0
CS663|Fundamentals of Digital Image Processing|vision|a|CSL783|dip|p|0
CS675|Computer Security|security|s|CSL859|security|p|0
CS683|Advanced Computer Architecture|arch|s|CSL718|aca|p|0
CS684|Embedded Systems|arch|a|CSL812|embedded|p|0
CS689|Human Computer Interaction|se|s||hci|p|0
CS695|Virtualization and Cloud Computing|systems|s||cloud|p|0
CS699|Software Lab|se|a||swlab|p|0
CS701|Construction of Compilers|compilers|a|CSL728|compilers|p|0
CS706|Program Analysis|pl|s||pa|p|0
CS709|Convex Optimization|opt|s||convex|p|0
CS719|Distributed Systems|systems|a|CSL860|distsys|p|0
CS725|Foundations of Machine Learning|ml|a|CSL864|fml|p|0
CS726|Advanced Machine Learning|ml|s||aml|p|0
CS735|Network Security|security|a||netsec|p|0
CS736|Medical Image Computing|vision|s||mic|p|0
CS742|Parallel Programming|systems|s||parprog|p|0
CS747|Foundations of Intelligent and Learning Agents|ai|a||fila|p|0
CS748|Advances in Intelligent and Learning Agents|ai|s||aila|p|0
CS751|Advanced Computer Networks|net|s|CSL858|acn|p|0
CS754|Advanced Image Processing|vision|s||aip|p|0
CS763|Computer Vision|vision|s|CSL865|cv|p|0
CS766|Analysis of Concurrent Programs|fm|a||acp|p|0
CS768|Learning with Graphs|ml|a||graphs|p|0
CS771|Logic for Computer Science|fm|s||logic|p|0
CS772|Deep Learning for Natural Language Processing|nlp|s||dlnlp|p|0
CS774|Optimization Techniques|opt|a||opttech|p|0
CS781|Formal Methods in Machine Learning|fm|s||fmml|p|0
CS785|Quantum Computing|theory|a||quantum|p|0`
  .split('\n')
  .map((line) => {
    const [code, title, area, season, old, short, level, core] = line.split('|');
    const m = /^([A-Z]+)(\d+[A-Z]?)$/.exec(code)!;
    const lab = /Lab$/.test(title) || code === 'CS699';
    const h = hash(code);
    const ltp = lab ? '0-0-3' : level === 'p' ? pick(rng(h), ['3-0-0', '3-0-0', '2-0-2', '3-0-2']) : pick(rng(h), ['3-0-0', '3-1-0', '2-1-0', '3-0-2']);
    const credits = lab ? 4 : level === 'p' ? 6 : 6 + (ltp === '3-1-0' ? 2 : 0);
    return { code, dept: m[1], num: m[2], title, area, season: season as Course['season'], old, short, level: level as 'u' | 'p', core: core === '1', ltp, credits, lab };
  });
const courseByCode = new Map(COURSES.map((c) => [c.code, c]));
/** Courses with a host of their own (`cs101.cse…`), from the given year. */
const HOSTED: Record<string, number> = { CS101: 2015, CS293: 2016, CS419: 2017, CS699: 2016, CS747: 2017 };

const TOPICS: Record<string, string[]> = {
  prog: ['Introduction and course logistics', 'Computers, programs and algorithms', 'Variables, data types and expressions', 'Conditional execution', 'Loops: while and for', 'Nested loops', 'Functions and parameter passing', 'Recursion', 'Arrays', 'Character strings', 'Searching and sorting', 'Pointers and memory', 'Structures and classes', 'Dynamic memory allocation', 'Linked lists', 'The standard library: vector and map', 'File input and output', 'Numerical methods: roots and integration', 'Simulation and random numbers', 'Object-oriented programming', 'Templates', 'Debugging and testing', 'Version control with git', 'Shell scripting', 'Review'],
  algo: ['Introduction, asymptotic notation', 'Recurrences and the master theorem', 'Insertion sort and merge sort', 'Quicksort and randomization', 'Lower bound for comparison sorting', 'Linear-time sorting', 'Stacks and queues', 'Hashing', 'Open addressing', 'Binary search trees', 'AVL trees', 'Red-black trees', 'B-trees', 'Heaps and priority queues', 'Union-find', 'Graph representations', 'BFS and DFS', 'Topological sort and SCCs', 'Minimum spanning trees', 'Shortest paths: Dijkstra', 'Bellman-Ford and Floyd-Warshall', 'Greedy algorithms', 'Dynamic programming', 'Network flows', 'String matching', 'Amortized analysis', 'NP-completeness', 'Approximation algorithms'],
  theory: ['Introduction, mathematical preliminaries', 'Propositional logic', 'Proof techniques and induction', 'Sets, relations and functions', 'Counting and the pigeonhole principle', 'Recurrences and generating functions', 'Graphs and trees', 'Finite automata', 'Regular expressions', 'The pumping lemma', 'Context-free grammars', 'Pushdown automata', 'Turing machines', 'Decidability', 'Reductions', 'Complexity classes P and NP', 'NP-completeness', 'Space complexity', 'Randomized complexity', 'Interactive proofs', 'The probabilistic method', 'Lattices and Boolean algebra', 'Groups and fields', 'Review'],
  systems: ['Introduction to operating systems', 'Processes and the process API', 'Limited direct execution', 'CPU scheduling', 'Multi-level feedback queue', 'Address spaces', 'Segmentation', 'Paging and TLBs', 'Page replacement', 'Threads and locks', 'Condition variables and semaphores', 'Concurrency bugs and deadlock', 'I/O devices and disks', 'RAID', 'File system implementation', 'Crash consistency and journaling', 'Log-structured file systems', 'Virtual machines', 'xv6: boot and system calls', 'xv6: scheduling', 'xv6: file system', 'Distributed file systems: NFS', 'Containers and namespaces', 'Performance measurement'],
  net: ['Introduction and the layered architecture', 'Application layer: HTTP and DNS', 'Socket programming', 'Transport layer: UDP', 'Reliable data transfer', 'TCP: connection management', 'TCP congestion control', 'IP addressing', 'Routing: link state and distance vector', 'OSPF', 'BGP', 'Link layer and error detection', 'Multiple access protocols', 'Ethernet and switching', 'Wireless LANs', 'Software-defined networking', 'Data center networks', 'Network security basics', 'Queueing theory basics', 'Network measurement', 'Video streaming and CDNs', 'Review'],
  arch: ['Introduction and performance metrics', 'Number representation', 'Boolean algebra and logic gates', 'Combinational circuits', 'Latches and flip-flops', 'Finite state machines', 'Instruction set architecture', 'MIPS assembly programming', 'Single-cycle datapath', 'Multi-cycle datapath', 'Pipelining', 'Pipeline hazards', 'Branch prediction', 'Caches', 'Cache performance', 'Virtual memory', 'Out-of-order execution', 'Superscalar processors', 'Cache coherence', 'Memory consistency', 'GPUs', 'I/O and interrupts'],
  db: ['Introduction to database systems', 'The relational model', 'Relational algebra', 'SQL: basic queries', 'SQL: nested queries and aggregation', 'SQL: views, constraints, triggers', 'Entity-relationship model', 'Functional dependencies', 'Normalization: BCNF and 3NF', 'Storage and file structures', 'B+-tree indices', 'Hash indices', 'Query processing', 'Query optimization', 'Transactions', 'Concurrency control', 'Recovery', 'Distributed databases', 'NoSQL and key-value stores', 'Application development with JDBC', 'Data warehousing', 'Review'],
  ml: ['Introduction and course logistics', 'Linear regression', 'Bias-variance tradeoff', 'Regularization', 'Logistic regression', 'Probability review', 'Maximum likelihood and MAP', 'Naive Bayes', 'Perceptron', 'Support vector machines', 'Kernels', 'Decision trees', 'Bagging and boosting', 'Neural networks', 'Backpropagation', 'Convolutional networks', 'k-means clustering', 'Gaussian mixtures and EM', 'Principal component analysis', 'PAC learning', 'VC dimension', 'Reinforcement learning basics', 'Fairness and interpretability', 'Review'],
  ai: ['What is AI?', 'Uninformed search', 'Informed search: A*', 'Local search', 'Adversarial search', 'Constraint satisfaction', 'Propositional logic and SAT', 'First-order logic', 'Planning', 'Probabilistic reasoning', 'Bayesian networks', 'Markov decision processes', 'Value and policy iteration', 'Multi-armed bandits', 'Q-learning', 'Policy gradients', 'Learning from demonstrations', 'Game theory basics', 'Review'],
  nlp: ['Introduction: NLP and the web', 'Morphology', 'Part-of-speech tagging', 'Hidden Markov models', 'Parsing: constituency', 'Parsing: dependency', 'Word embeddings', 'Language models', 'Recurrent networks', 'Sequence-to-sequence models', 'Attention and transformers', 'Machine translation', 'Sentiment analysis', 'Named entity recognition', 'Question answering', 'Indian language NLP', 'Speech recognition', 'Review'],
  vision: ['Image formation', 'Filtering and convolution', 'Edge detection', 'Fourier transform', 'Image restoration', 'Image compression', 'Feature detection', 'Image alignment', 'Camera calibration', 'Stereo', 'Optical flow', 'Segmentation', 'Object recognition', 'CNNs for vision', 'Medical imaging basics', 'Tomographic reconstruction', 'Wavelets', 'Sparse representations', 'Review'],
  graphics: ['Introduction and the graphics pipeline', 'Raster graphics', 'Transformations', 'Hierarchical modeling', 'Viewing and projection', 'Clipping', 'Hidden surface removal', 'Shading and lighting', 'Texture mapping', 'Curves', 'Surfaces', 'Ray tracing', 'Global illumination', 'Animation: keyframing', 'Physics-based animation', 'OpenGL and shaders', 'Review'],
  security: ['Introduction: threats and policies', 'Classical ciphers', 'Perfect secrecy', 'Block ciphers', 'Modes of operation', 'Hash functions and MACs', 'Public-key cryptography: RSA', 'Diffie-Hellman', 'Digital signatures', 'Authentication protocols', 'Access control', 'Memory safety and buffer overflows', 'Web security', 'Network attacks', 'Firewalls and IDS', 'Consensus and blockchains', 'Smart contracts', 'Privacy', 'Review'],
  compilers: ['Overview of compilation', 'Lexical analysis', 'Regular expressions to DFA', 'Top-down parsing', 'LR parsing', 'Syntax-directed translation', 'Type checking', 'Intermediate representations', 'Runtime environments', 'Code generation', 'Register allocation', 'Data-flow analysis', 'SSA form', 'Loop optimizations', 'Garbage collection', 'LLVM', 'Review'],
  pl: ['Introduction: paradigms', 'Functional programming in Racket', 'Recursion and higher-order functions', 'Lists and trees', 'Lambda calculus', 'Types', 'Type inference', 'Closures and environments', 'Objects and classes', 'Logic programming in Prolog', 'Unification', 'Concurrency', 'Program analysis overview', 'Abstract interpretation', 'Pointer analysis', 'Review'],
  fm: ['Introduction: why formal methods', 'Propositional logic', 'SAT solving', 'First-order logic', 'SMT solvers', 'Hoare logic', 'Weakest preconditions', 'Loop invariants', 'Model checking: CTL', 'LTL', 'Automata on infinite words', 'Abstraction', 'Concurrent programs', 'Verification of neural networks', 'Review'],
  opt: ['Introduction to optimization', 'Convex sets', 'Convex functions', 'Linear programming', 'The simplex method', 'Duality', 'Gradient descent', 'Newton methods', 'Constrained optimization: KKT', 'Interior point methods', 'Stochastic gradient descent', 'Integer programming', 'Review'],
  se: ['Course overview', 'Unix shell and tools', 'Git and collaborative development', 'Build systems: make', 'Python scripting', 'Web development: HTML, CSS, JS', 'Databases from Python', 'Testing and test-driven development', 'Design patterns', 'Requirements and UML', 'Agile processes', 'Usability evaluation', 'Continuous integration', 'Documentation with LaTeX', 'Profiling and debugging', 'Project demos'],
  numerics: ['Floating point arithmetic', 'Roots of equations', 'Interpolation', 'Numerical differentiation', 'Numerical integration', 'Linear systems: Gaussian elimination', 'LU decomposition', 'Iterative methods', 'Eigenvalue problems', 'Ordinary differential equations', 'Runge-Kutta methods', 'Review'],
};

/** Other departments of the institute (Moodle categories, the catalogue, question papers, videos). */
const DEPTS: [string, string, string][] = [
  ['AE', 'Aerospace Engineering', 'Aerodynamics;Flight Mechanics;Aircraft Structures;Propulsion;Space Dynamics;Control Theory;Gas Dynamics;Experimental Methods'],
  ['BB', 'Biosciences and Bioengineering', 'Biochemistry;Cell Biology;Genetics;Molecular Biology;Bioinformatics;Biophysics;Immunology;Microbiology'],
  ['CE', 'Civil Engineering', 'Solid Mechanics;Structural Analysis;Fluid Mechanics;Geotechnical Engineering;Transportation Engineering;Surveying;Hydrology;Concrete Design'],
  ['CH', 'Chemical Engineering', 'Thermodynamics;Heat Transfer;Mass Transfer;Reaction Engineering;Process Control;Transport Phenomena;Separation Processes;Process Design'],
  ['CY', 'Chemistry', 'Physical Chemistry;Organic Chemistry;Inorganic Chemistry;Spectroscopy;Quantum Chemistry;Chemistry Lab'],
  ['CS', 'Computer Science and Engineering', ''],
  ['EE', 'Electrical Engineering', 'Network Theory;Signals and Systems;Analog Circuits;Digital Systems;Electromagnetic Waves;Control Systems;Power Electronics;Communication Systems;Probability and Random Processes;VLSI Design'],
  ['ES', 'Earth Sciences', 'Geology;Mineralogy;Geophysics;Remote Sensing;Hydrogeology'],
  ['HS', 'Humanities and Social Sciences', 'Economics;Psychology;Philosophy;Literature and Society;Sociology;Introduction to Linguistics'],
  ['MA', 'Mathematics', 'Calculus;Linear Algebra;Differential Equations;Complex Analysis;Probability and Statistics;Real Analysis;Algebra;Numerical Analysis'],
  ['ME', 'Mechanical Engineering', 'Engineering Mechanics;Thermodynamics;Manufacturing Processes;Machine Design;Fluid Machinery;Kinematics of Machines;Heat Transfer;Engineering Drawing'],
  ['MM', 'Metallurgical Engineering and Materials Science', 'Materials Science;Physical Metallurgy;Phase Transformations;Mechanical Behaviour of Materials;Corrosion'],
  ['PH', 'Physics', 'Classical Mechanics;Quantum Mechanics;Electromagnetism;Statistical Physics;Optics;Solid State Physics;Physics Lab'],
];

// =====================================================================================================================
// Offerings, students
// =====================================================================================================================

interface Person { name: string; login: string; roll: string; batch: number; type: 'phd' | 'mtech' | 'staff'; area: string; advisor?: Fac; home: boolean; idx: number }
interface Off {
  key: string; c: Course; t: Term; f: Fac; kind: Kind; tpl: string; home: string; base: string; host: string;
  slot: number; venue: string; tas: Person[]; moodle: number; oldc: boolean; latest: boolean;
  inSem: boolean; inTeach: boolean; inCsa: boolean; inAcad: boolean; inIdx: boolean; frames: boolean; prev: Off[]; link: number;
}
/** A Moodle course (any department): guest-access ones are course homes. */
interface MCourse { id: number; dept: string; code: string; title: string; t: Term; guest: boolean; off?: Off; inst: string; cat: number; fmt: 'weeks' | 'topics' | 'onesection' }

const codeOf = (o: Off) => (o.oldc ? o.c.old : o.c.code);
const dispOf = (o: Off) => { const code = codeOf(o); return code.replace(/^([A-Z]+)(\d)/, '$1 $2'); };
const lc = (s: string) => s.toLowerCase();

interface Lec { n: number; date: number; topic: string; past: boolean; slides: boolean; notes: boolean; video: boolean }
function lecturesOf(o: Off): Lec[] {
  const r = rng(hash(`lec:${o.key}`));
  const days = SLOTS[o.slot][1].length ? SLOTS[o.slot][1] : [1, 4];
  const topics = TOPICS[o.c.area] ?? TOPICS.prog;
  const total = int(r, 24, 36);
  const out: Lec[] = [];
  for (let d = o.t.start; out.length < total && d < o.t.start + 130; d++) {
    if (!days.includes(weekday(d))) continue;
    if (d >= o.t.start + 49 && d < o.t.start + 56) continue; // midsem week
    const i = out.length;
    const ti = Math.floor((i * topics.length) / total);
    const prevTi = i ? Math.floor(((i - 1) * topics.length) / total) : -1;
    out.push({ n: i + 1, date: d, topic: topics[ti] + (ti === prevTi ? ' (contd.)' : ''), past: d <= NOW, slides: r() < 0.8, notes: r() < 0.35, video: r() < 0.3 });
  }
  return out;
}
interface Work { kind: string; n: number; title: string; out: number; due: number; file: string }
function worksOf(o: Off): Work[] {
  const r = rng(hash(`work:${o.key}`));
  const s = o.t.start;
  const out: Work[] = [];
  const theory = ['theory', 'algo', 'fm', 'opt', 'numerics'].includes(o.c.area);
  const na = o.c.lab ? 0 : int(r, 3, 6);
  for (let i = 1; i <= na; i++) out.push({ kind: 'Assignment', n: i, title: `Assignment ${i}${r() < 0.5 ? ': ' + pick(r, TOPICS[o.c.area] ?? TOPICS.prog) : ''}`, out: s + 7 + i * 16, due: s + 21 + i * 16, file: `assignments/a${i}.pdf` });
  if (theory) for (let i = 1; i <= 8; i++) out.push({ kind: 'Tutorial', n: i, title: `Tutorial sheet ${i}`, out: s + i * 7 + 3, due: s + i * 7 + 8, file: `tutorials/tut${i}.pdf` });
  if (o.c.lab || ['prog', 'se', 'systems', 'net'].includes(o.c.area)) for (let i = 1; i <= (o.c.lab ? 11 : 6); i++) out.push({ kind: 'Lab', n: i, title: `Lab ${i}${r() < 0.6 ? ': ' + pick(r, TOPICS[o.c.area] ?? TOPICS.prog) : ''}`, out: s + i * 7 + 1, due: s + i * 7 + 6, file: `labs/lab${pad(i)}.pdf` });
  return out.sort((x, y) => x.out - y.out);
}
/** The next day on or after `d` on which the offering's slot meets (quizzes are held in the lecture slot). */
function slotDay(o: Off, d: number): number {
  const days = SLOTS[o.slot][1].length ? SLOTS[o.slot][1] : [1, 4];
  while (!days.includes(weekday(d))) d++;
  return d;
}
/** A weekday (exams are not held on Sundays). */
const notSunday = (d: number) => (weekday(d) === 0 ? d + 1 : d);
function examsOf(o: Off): [string, number, string][] {
  const s = o.t.start;
  const sp = o.t.season === 'spring';
  const r = rng(hash(`ex:${o.key}`));
  return [
    ['Quiz 1', slotDay(o, s + 30 + int(r, 0, 4)), '10%'],
    ['Midsem', notSunday((sp ? s + 52 : s + 51) + int(r, 0, 5)), o.c.lab ? '20%' : '25-30%'],
    ['Quiz 2', slotDay(o, s + 80 + int(r, 0, 6)), '10%'],
    ['Endsem', notSunday((sp ? s + 113 : s + 118) + int(r, 0, 6)), o.c.lab ? '30%' : '35-40%'],
  ];
}
const LANGS: Record<string, string> = { prog: 'C++', algo: 'C++', systems: 'C (on xv6 and Linux)', net: 'C and Python (ns-3, Mininet)', db: 'SQL and Java', ml: 'Python (NumPy, PyTorch)', ai: 'Python', nlp: 'Python (PyTorch)', vision: 'Python and MATLAB', graphics: 'C++ and OpenGL', compilers: 'C++ (flex, bison, LLVM)', pl: 'Racket and Prolog', se: 'Python, bash and git', security: 'C and Python', arch: 'Verilog and MIPS assembly', fm: 'Z3 and Coq', opt: 'Python (CVXPY)', numerics: 'Python', theory: '' };
/** One or two sentences of a course description, from templates. */
function blurb(o: Off): string {
  const r = rng(hash(`blurb:${o.key}`));
  const lang = LANGS[o.c.area] ?? '';
  const out = [
    lang ? `There will be ${pick(r, ['regular', 'four or five', 'weekly', 'substantial'])} programming assignments in ${lang}.` : `There will be weekly tutorials; tutorial sheets will be posted on this page.`,
    pick(r, [
      'Attendance in the tutorials is compulsory.',
      'Students are expected to read the relevant chapters before each lecture.',
      `The course is ${o.c.level === 'p' ? 'open to M.Tech, PhD and interested B.Tech students' : `a ${o.c.core ? 'core course for second- and third-year B.Tech students' : 'departmental elective'}`}.`,
      'Lecture slides are only an outline; please take your own notes.',
      `Prerequisites: ${o.c.level === 'p' ? 'an undergraduate course in algorithms, or consent of the instructor' : 'CS 101 or equivalent'}.`,
      'There will be a course project in groups of two or three, with a demo at the end of the semester.',
    ]),
  ];
  return out.join(' ');
}

// =====================================================================================================================
// Small shared bits of markup
// =====================================================================================================================

const ext = (path: string) => {
  if (path.endsWith('.tar.gz') || path.endsWith('.gz')) return 'application/x-gzip';
  const e = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return ({ pdf: 'application/pdf', ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ps: 'application/postscript', zip: 'application/zip', ipynb: 'application/x-ipynb+json', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', txt: 'text/plain', css: 'text/css', js: 'application/javascript', json: 'application/json', xml: 'application/xml' } as Record<string, string>)[e];
};
const BINEXT = /\.(pdf|ppt|pptx|ps|zip|gz|ipynb|jpg|jpeg|JPG|png|mp4|docx)$/;

function apache404(path: string, host = H.www): Resp {
  return { status: 404, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL ${esc(path)} was not found on this server.</p>\n<hr>\n<address>Apache/2.4.29 (Ubuntu) Server at ${host} Port 443</address>\n</body></html>\n` };
}
function nginx404(): Resp {
  return { status: 404, type: 'text/html', body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx/1.14.0 (Ubuntu)</center>\r\n</body>\r\n</html>\r\n' };
}
const err500 = (what = 'Internal Server Error'): Resp => ({ status: 500, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html><head><title>500 ${what}</title></head><body><h1>${what}</h1><p>The server encountered an internal error or misconfiguration and was unable to complete your request.</p><p>Please contact the server administrator at webmaster@cse.${DOM} and inform them of the time this error occurred.</p><hr><address>Apache/2.4.29 (Ubuntu)</address></body></html>` });
const casLogin = (service: string) => `https://${H.login}/cas/login?service=${encodeURIComponent(service)}`;

/** An Apache autoindex listing (fancy indexing), with its sort links. */
function autoindex(path: string, entries: [string, number, string][], u: URL, host = H.www): Resp {
  const sp = sortParams(u);
  const C = sp.C ?? 'N';
  const O = sp.O ?? 'A';
  const sorted = [...entries];
  const cmp: Record<string, (x: [string, number, string], y: [string, number, string]) => number> = { N: (x, y) => x[0].localeCompare(y[0]), M: (x, y) => x[1] - y[1], S: (x, y) => x[2].localeCompare(y[2]), D: (x, y) => x[0].length - y[0].length };
  sorted.sort(cmp[C] ?? cmp.N);
  if (O === 'D') sorted.reverse();
  const col = (c: string, label: string) => `<a href="?C=${c};O=${C === c && O === 'A' ? 'D' : 'A'}">${label}</a>`;
  const rows = sorted.map(([name, d, size]) => `<tr><td valign="top"><img src="/icons/${name.endsWith('/') ? 'folder' : name.endsWith('.pdf') ? 'layout' : 'compressed'}.gif" alt="[${name.endsWith('/') ? 'DIR' : '   '}]"></td><td><a href="${esc(name)}">${esc(name.length > 23 ? name.slice(0, 20) + '..>' : name)}</a></td><td align="right">${fmtISO(d)} ${pad(8 + (hash(name) % 12))}:${pad(hash(name + 'm') % 60)}  </td><td align="right">${size}</td><td>&nbsp;</td></tr>`).join('\n');
  return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<html>
 <head>
  <title>Index of ${esc(path)}</title>
 </head>
 <body>
<h1>Index of ${esc(path)}</h1>
  <table>
   <tr><th valign="top"><img src="/icons/blank.gif" alt="[ICO]"></th><th>${col('N', 'Name')}</th><th>${col('M', 'Last modified')}</th><th>${col('S', 'Size')}</th><th>${col('D', 'Description')}</th></tr>
   <tr><th colspan="5"><hr></th></tr>
<tr><td valign="top"><img src="/icons/back.gif" alt="[PARENTDIR]"></td><td><a href="${path.replace(/[^/]+\/$/, '')}">Parent Directory</a></td><td>&nbsp;</td><td align="right">  - </td><td>&nbsp;</td></tr>
${rows}
   <tr><th colspan="5"><hr></th></tr>
</table>
<address>Apache/2.4.29 (Ubuntu) Server at ${host} Port 443</address>
</body></html>
`);
}
const fsize = (r: R) => (r() < 0.5 ? `${int(r, 12, 980)}K` : `${int(r, 1, 24)}.${int(r, 0, 9)}M`);

const AREA_NAMES: Record<string, string> = { systems: 'Computer Systems', algo: 'Algorithms', theory: 'Theoretical Computer Science', db: 'Databases', ml: 'Machine Learning', net: 'Computer Networks', graphics: 'Computer Graphics', arch: 'Computer Architecture', fm: 'Formal Methods', nlp: 'Natural Language Processing', security: 'Security and Privacy', se: 'Software Engineering and HCI', compilers: 'Compilers', vision: 'Computer Vision and Image Processing', pl: 'Programming Languages', opt: 'Optimization', ai: 'Artificial Intelligence' };

// =====================================================================================================================
// News, seminars and events (the Joomla site)
// =====================================================================================================================

interface NewsItem { id: number; date: number; title: string; cat: 'news' | 'seminar'; speaker?: string; affil?: string; venue?: string; fac?: Fac; album?: number }
interface Ev { id: number; date: number; title: string; item: NewsItem }
const AWARDS = ['the Swarnajayanti Fellowship', 'the INSA Medal for Young Scientists', 'a Google Faculty Research Award', 'the Shanti Swarup Bhatnagar Prize', 'the IBM Faculty Award', 'the Best Paper Award at COMSNETS', 'the Best Paper Award at ICVGIP', 'the VASVIK Award', 'the Abdul Kalam Technology Innovation Fellowship', 'an Excellence in Teaching Award'];
const CONFS = ['SIGCOMM', 'OSDI', 'NeurIPS', 'ICML', 'ACL', 'EMNLP', 'CVPR', 'FOCS', 'STOC', 'SODA', 'VLDB', 'SIGMOD', 'PLDI', 'POPL', 'CAV', 'USENIX Security', 'EuroSys', 'ICSE', 'FSE', 'AAAI', 'IJCAI', 'NSDI'];
const AFFILS = ['IISc Bangalore', 'TIFR Mumbai', 'Microsoft Research India', 'Google Research', 'IBM Research', 'ETH Zurich', 'EPFL', 'University of Toronto', 'Carnegie Mellon University', 'MIT', 'Stanford University', 'NUS Singapore', 'Max Planck Institute for Software Systems', 'Adobe Research', 'TCS Research', 'Chennai Mathematical Institute', 'IIIT Hyderabad', 'University of Cambridge'];
const STOPICS = ['Scalable graph analytics on modern hardware', 'Verified compilation for smart contracts', 'Robustness of deep neural networks', 'Fair allocation of indivisible goods', 'Programmable data planes', 'Low-resource machine translation for Indian languages', 'Sublinear algorithms for massive graphs', 'Secure multi-party computation in practice', 'Learning-augmented algorithms', 'Persistent memory file systems', 'Differential privacy for census data', 'Quantum algorithms for optimization', 'Explainable AI in healthcare', 'Energy-efficient data centres', 'Formal verification of distributed protocols', 'Causal inference from observational data', 'Crowdsourcing and human computation', 'Computational social choice'];

const TA = ['Scalable', 'Efficient', 'Robust', 'Provably Correct', 'Energy-Aware', 'Learning-Based', 'Distributed', 'Incremental', 'Privacy-Preserving', 'Approximate', 'Fast', 'Verified', 'Adaptive', 'Fair', 'Low-Latency'];
const TB = ['Graph Analytics', 'Query Optimization', 'Program Synthesis', 'Congestion Control', 'Image Segmentation', 'Code Generation', 'Scheduling', 'Caching', 'Model Checking', 'Entity Resolution', 'Load Balancing', 'Speech Recognition', 'Transfer Learning', 'Streaming Algorithms', 'Memory Allocation', 'Test Generation', 'Named Entity Recognition'];
const TC = ['Heterogeneous Clusters', 'Indian Languages', 'Data Center Networks', 'Smart Contracts', 'Persistent Memory', 'Edge Devices', 'Large Graphs', 'Medical Images', 'Concurrent Programs', 'Wireless Networks', 'Social Networks', 'GPU Kernels', 'Relational Databases', 'Neural Networks', 'Mobile Apps', 'Low-Resource Settings'];
const TD = ['Complexity', 'Hardness', 'Power', 'Limits', 'Robustness', 'Expressiveness'];
const TE = ['Reinforcement Learning', 'SMT Solvers', 'Randomization', 'Sketches', 'Attention', 'Static Analysis', 'Lattices', 'Bandits'];
/** A plausible research title. */
function paperTitle(r: R): string {
  switch (int(r, 0, 4)) {
    case 0: return `${pick(r, TA)} ${pick(r, TB)} for ${pick(r, TC)}`;
    case 1: return `Towards ${pick(r, TA)} ${pick(r, TB)} in ${pick(r, TC)}`;
    case 2: return `On the ${pick(r, TD)} of ${pick(r, TB)}`;
    case 3: return `${pick(r, TB)} with ${pick(r, TE)}: ${pick(r, ['A Case Study', 'Theory and Practice', 'An Empirical Study', 'New Bounds', 'A Survey'])}`;
    default: return `${pick(r, TA)} ${pick(r, TB)} using ${pick(r, TE)}`;
  }
}
const ISSUE_THING = ['NFS mount', 'LDAP login', 'Printer cse2', 'GPU node gpu03', 'Moodle plugin', 'Website menu', 'Slurm queue', 'Backup job', 'Wi-Fi in CSE 107', 'Autograder', 'Jupyter hub', 'Mailing list archive', 'Lab image ubuntu18-cs', 'Proxy PAC file', 'SSL certificate'];
const ISSUE_PROB = ['hangs after reboot', 'fails for new users', 'is very slow', 'returns 500 error', 'not working since morning', 'needs upgrade', 'out of disk space', 'times out', 'shows wrong timezone', 'crashes intermittently', 'request for access', 'to be migrated'];
/** A few sentences on someone's research, from templates. */
function researchBlurb(area: string, r: R): string {
  const A = AREA_NAMES[area] ?? area;
  return [
    `My research is in ${A.toLowerCase()}, in particular ${pick(r, TB).toLowerCase()} and ${pick(r, TB).toLowerCase()} for ${pick(r, TC).toLowerCase()}.`,
    pick(r, [`Our group builds systems and proves things about them.`, `We are funded by ${pick(r, ['DST-SERB', 'MeitY', 'Intel', 'Google', 'TCS Research', 'DRDO'])}.`, `I also work on problems motivated by ${pick(r, ['Indian languages', 'healthcare', 'agriculture', 'e-governance', 'education'])}.`]),
    pick(r, [`Prospective PhD students should apply through the institute's admission process; I do not respond to individual emails about admissions.`, `Current projects: ${pick(r, TB)} with ${pick(r, TE)}; ${pick(r, TA)} ${pick(r, TB)}.`, `B.Tech students interested in projects (BTP/RnD) may write to me with their CV.`]),
  ].join(' ');
}
const REVIEW = ['The lectures were clear and well organised.', 'Assignments take a lot of time; start early.', 'Quizzes were tougher than the midsem.', 'The professor is very approachable in office hours.', 'Slides are enough for the exams, but the textbook helps.', 'Grading was fair and the TAs were responsive on Piazza.', 'Attendance is taken in every class.', 'The project was the best part of the course.', 'Heavy course but you learn a lot.', 'Do the tutorial problems yourself; the endsem is similar.', 'Labs were graded by an autograder, so read the specs carefully.', 'Not much coding; mostly proofs.'];
const CAPTIONS = ['Inauguration', 'Prize distribution', 'Robotics competition', 'Hackathon finals', 'Guest lecture', 'Cultural night', 'Team photo', 'Audience', 'Procession', 'Degree distribution', 'Group photo', 'Campus view', 'Coding contest', 'Quiz finals', 'Poster session', 'Closing ceremony'];

function buildNews(): NewsItem[] {
  const out: NewsItem[] = [];
  const r = rng(hash('news-items'));
  const from = dayOf(2014, 1, 6);
  const N = 640;
  const S = 300;
  for (let i = 0; i < N; i++) {
    const date = from + Math.floor((i * (NOW - 2 - from)) / N);
    const y = dOf(date).getUTCFullYear();
    const f = pick(r, FAC);
    const st = `${pick(r, FIRST)} ${pick(r, LAST)}`;
    const k = int(r, 0, 13);
    const title = [
      `Prof. ${f.name} receives ${pick(r, AWARDS)}`,
      `CSE team wins ${pick(r, ['gold', 'silver', 'bronze'])} at Inter-IIT Tech Meet ${y}`,
      `${st} (PhD scholar) awarded the ${pick(r, ['Google PhD Fellowship', 'TCS Research Scholarship', 'Prime Minister\'s Research Fellowship', 'Microsoft Research India PhD Fellowship'])}`,
      `Workshop on ${pick(r, STOPICS)}`,
      `GIAN course on ${pick(r, STOPICS)} by Prof. ${pick(r, FIRST)} ${pick(r, LAST)} (${pick(r, AFFILS)})`,
      `M.Tech (CSE) admissions ${y}: list of shortlisted candidates`,
      `PhD admissions ${pick(r, ['July', 'December'])} ${y}: interview schedule`,
      `Paper by ${f.name}'s group accepted at ${pick(r, CONFS)} ${y}`,
      `Summer internship opportunities ${y} (SRIP)`,
      `Convocation ${y}: CSE medal winners`,
      `Vindhyotsav ${y}: CSE events and results`,
      `New faculty member: ${pick(r, ['Dr.', 'Prof.'])} ${pick(r, FIRST)} ${pick(r, LAST)} joins the department`,
      `Notice: change of slot for ${pick(r, COURSES).code.replace(/(\d)/, ' $1')}`,
      `CSE Open House ${y}: registrations open`,
    ][k];
    out.push({ id: 1000 + i, date, title, cat: 'news', fac: k === 0 || k === 7 ? f : undefined, album: k === 9 || k === 10 ? int(r, 1, 36) : undefined });
  }
  for (let i = 0; i < S; i++) {
    const date = from + Math.floor((i * (NOW + 20 - from)) / S);
    out.push({ id: 3000 + i, date, title: `Talk: ${pick(r, STOPICS)}`, cat: 'seminar', speaker: `${pick(r, ['Prof.', 'Dr.'])} ${pick(r, FIRST)} ${pick(r, LAST)}`, affil: pick(r, AFFILS), venue: pick(r, ['CSE 109 (Seminar Hall)', 'CSE 202', 'LT 001', 'Kanwal Rekhi Auditorium']) });
  }
  return out;
}
function buildEvents(news: NewsItem[]): Map<string, Ev[]> {
  const m = new Map<string, Ev[]>();
  for (const n of news) {
    if (n.cat !== 'seminar' && !/^Workshop|^GIAN|Open House/.test(n.title)) continue;
    const d = n.cat === 'seminar' ? n.date : n.date + 12;
    const key = fmtISO(d).slice(0, 7);
    const l = m.get(key) ?? [];
    l.push({ id: 500 + n.id, date: d, title: n.title, item: n });
    m.set(key, l);
  }
  return m;
}

// =====================================================================================================================
// Joomla (the department site)
// =====================================================================================================================

const J = {
  art: (id: number, item: number) => `/index.php?option=com_content&view=article&id=${id}&Itemid=${item}`,
  blog: (cat: number, item: number, start = 0) => `/index.php?option=com_content&view=category&layout=blog&id=${cat}&Itemid=${item}${start ? `&limitstart=${start}` : ''}`,
  profile: (id: number) => `/index.php?option=com_people&view=profile&id=${id}&Itemid=103`,
  list: (type: string, batch = 0, area = '', start = 0) => `/index.php?option=com_people&view=list&type=${type}${batch ? `&batch=${batch}` : ''}${area ? `&area=${area}` : ''}${start ? `&limitstart=${start}` : ''}&Itemid=${type === 'staff' ? 104 : type === 'phd' ? 105 : 107}`,
  month: (y: number, m: number) => `/index.php?option=com_jevents&task=month.calendar&year=${y}&month=${pad(m)}&day=01&Itemid=131`,
  week: (n: number) => { const d = dOf(n); return `/index.php?option=com_jevents&task=week.listevents&year=${d.getUTCFullYear()}&month=${pad(d.getUTCMonth() + 1)}&day=${pad(d.getUTCDate())}&Itemid=131`; },
  day: (n: number) => { const d = dOf(n); return `/index.php?option=com_jevents&task=day.listevents&year=${d.getUTCFullYear()}&month=${pad(d.getUTCMonth() + 1)}&day=${pad(d.getUTCDate())}&Itemid=131`; },
  ev: (e: Ev) => { const d = dOf(e.date); return `/index.php?option=com_jevents&task=icalrepeat.detail&evid=${e.id}&Itemid=131&year=${d.getUTCFullYear()}&month=${pad(d.getUTCMonth() + 1)}&day=${pad(d.getUTCDate())}&title=${slugify(e.title).slice(0, 40)}&uid=${hex(`uid${e.id}`, 32)}`; },
  sem: (t: Term) => J.art(300 + t.idx, t === CUR ? 113 : 114),
};
const STATIC_ART: Record<number, [string, number]> = {
  2: ['About the Department', 102], 3: ["Head's Message", 102], 4: ['Vision and Mission', 102], 5: ['Contact Us', 102], 6: ['How to Reach', 102],
  10: ['Faculty', 103], 11: ['Adjunct and Visiting Faculty', 103], 14: ['Alumni', 106],
  20: ['Academic Programmes', 111], 21: ['B.Tech in Computer Science and Engineering', 111], 22: ['Dual Degree (B.Tech + M.Tech)', 111], 23: ['M.Tech in Computer Science and Engineering', 111], 24: ['PhD Programme', 111], 25: ['Minor in Computer Science and Engineering', 111],
  30: ['Research Areas', 120], 31: ['Labs and Research Groups', 121], 33: ['Sponsored Research Projects', 123],
  40: ['Computing Facilities', 140], 45: ['Student Activities', 150], 59: ['Course Archive', 114], 60: ['Courses', 112],
};
const MENU: [string, string, [string, string][]][] = [
  ['Home', '/index.php', []],
  ['About', J.art(2, 102), [['About the Department', J.art(2, 102)], ["Head's Message", J.art(3, 102)], ['Vision and Mission', J.art(4, 102)], ['Contact Us', J.art(5, 102)], ['How to Reach', J.art(6, 102)]]],
  ['People', J.art(10, 103), [['Faculty', J.art(10, 103)], ['Adjunct and Visiting Faculty', J.art(11, 103)], ['Staff', J.list('staff')], ['PhD Scholars', J.list('phd')], ['M.Tech Students', J.list('mtech')], ['Alumni', J.art(14, 106)]]],
  ['Academics', J.art(20, 111), [['Programmes', J.art(20, 111)], ['B.Tech', J.art(21, 111)], ['Dual Degree', J.art(22, 111)], ['M.Tech', J.art(23, 111)], ['PhD', J.art(24, 111)], ['Minor in CSE', J.art(25, 111)], ['Courses', J.art(60, 112)], ['Courses this Semester', J.sem(CUR)], ['Course Archive', J.art(59, 114)], ['Time Table', `${ACAD}/timetable/`], ['Exam Schedule', `${ACAD}/exams/`], ['Academic Calendar', `${ACAD}/calendar/`], ['Courses of Study', `${ACAD}/courses_of_study/`]]],
  ['Research', J.art(30, 120), [['Research Areas', J.art(30, 120)], ['Labs and Groups', J.art(31, 121)], ['Publications', `https://${H.pubs}/`], ['Theses', `https://${H.dspace}/jspui/`], ['Sponsored Projects', J.art(33, 123)]]],
  ['News &amp; Events', J.blog(8, 130), [['News', J.blog(8, 130)], ['Events Calendar', J.month(2020, 2)], ['Seminars', J.blog(9, 133)], ['Photo Gallery', `http://${H.gallery}/`]]],
  ['Facilities', J.art(40, 140), [['Computing Facilities', J.art(40, 140)], ['SysLab Wiki', `https://${H.wiki}/wiki/Main_Page`], ['Mailing Lists', `http://${H.lists}/mailman/listinfo`], ['Issue Tracker', `https://${H.redmine}/projects`], ['Lab Logs', '/lablogs/'], ['Library', `http://${H.library}/`], ['Lecture Videos', `https://${H.video}/`]]],
  ['Students', J.art(45, 150), [["CSE Students' Association", `${CSA}/`], ['Hostels', `http://${H.hostels}/`], ['Placements', `http://${H.placement}/`], ['Moodle', `${MOODLE}/`]]],
];
const MENU_HTML = `<nav class="navbar navbar-default t3-mainnav"><div class="container"><div class="t3-navbar navbar-collapse collapse"><div class="t3-megamenu" data-responsive="true"><ul itemscope itemtype="http://www.schema.org/SiteNavigationElement" class="nav navbar-nav level0">${MENU.map(([label, href, sub], i) =>
  `<li itemprop="name" class="${sub.length ? 'dropdown mega' : ''}" data-id="${101 + i}" data-level="1"><a itemprop="url" class="${sub.length ? 'dropdown-toggle' : ''}" href="${href.replace(/&(?!amp;)/g, '&amp;')}" data-target="#" ${sub.length ? 'data-toggle="dropdown"' : ''}>${label}${sub.length ? '<em class="caret"></em>' : ''}</a>${sub.length ? `<div class="nav-child dropdown-menu mega-dropdown-menu"><div class="mega-dropdown-inner"><div class="row"><div class="col-xs-12 mega-col-nav" data-width="12"><div class="mega-inner"><ul itemscope itemtype="http://www.schema.org/SiteNavigationElement" class="mega-nav level1">${sub.map(([l, h]) => `<li itemprop="name"><a itemprop="url" href="${h.replace(/&(?!amp;)/g, '&amp;')}">${esc(l)}</a></li>`).join('')}</ul></div></div></div></div></div>` : ''}</li>`).join('')}</ul></div></div></div></nav>`;
const TOPBAR = [['Webmail', `https://${H.login}/cas/login?service=https%3A%2F%2Fmail.${DOM}%2F`], ['Photo Gallery', `http://${H.gallery}/`], ['Publications', `https://${H.pubs}/`], ['Theses', `https://${H.dspace}/jspui/`], ['Mailing Lists', `http://${H.lists}/mailman/listinfo`], ['SysLab Wiki', `https://${H.wiki}/wiki/Main_Page`], ['Lecture Videos', `https://${H.video}/`], ['Events', J.month(2020, 2)], ['Library', `http://${H.library}/`], ['Intranet', `https://${H.login}/cas/login?service=https%3A%2F%2Fwww.cse.${DOM}%2Fintranet%2F`]].map(([l, h]) => `<li>${a(h, l)}</li>`).join('');
const FOOTER_HTML = `<footer id="t3-footer" class="wrap t3-footer"><div class="container"><div class="row"><div class="col-sm-3"><h3>Department of Computer Science and Engineering</h3><p>Indian Institute of Technology Vindhya<br>Rewa Road, Rewa 486 001, Madhya Pradesh, India<br>Phone: +91-7662-284000 | Fax: +91-7662-284001<br>Email: office@cse.${DOM}</p></div><div class="col-sm-3"><h3>Quick Links</h3><ul>${[['IIT Vindhya', `https://${H.inst}/`], ['Academic Office', `${ACAD}/`], ['Moodle', `${MOODLE}/`], ['Library', `http://${H.library}/`], ['Webmail', `https://${H.login}/cas/login?service=https%3A%2F%2Fmail.${DOM}%2F`], ['Hostels', `http://${H.hostels}/`], ['Placements', `http://${H.placement}/`]].map(([l, h]) => li(h, l)).join('')}</ul></div><div class="col-sm-3"><h3>Information</h3><ul>${[['RTI', `https://${H.inst}/rti`], ['Tenders', `https://${H.inst}/tenders`], ['Anti-Ragging', `https://${H.inst}/anti-ragging`], ['Sitemap', '/index.php?option=com_xmap&view=html&id=1&Itemid=199'], ['Login', '/index.php?option=com_users&view=login&Itemid=198']].map(([l, h]) => li(h, l)).join('')}</ul></div><div class="col-sm-3"><h3>Follow us</h3><ul><li><a href="https://www.facebook.com/cse.iitvindhya">Facebook</a></li><li><a href="https://twitter.com/cse_iitv">Twitter</a></li><li><a href="https://www.youtube.com/channel/UCq2_iitvcse">YouTube</a></li></ul></div></div><div class="copyright"><small>Copyright &#169; 2020 Department of CSE, IIT Vindhya. All Rights Reserved. Designed and maintained by the Departmental Web Team. Last updated: 12 February 2020.</small></div></div></footer>`;

/** Static assets: a few stylesheets and scripts (linked from `<link href>`). */
function asset(path: string): Resp {
  if (path.endsWith('.css')) return { status: 200, type: 'text/css', body: `/* ${path} */\nbody{font-family:"Open Sans",Arial,sans-serif;font-size:14px;color:#333}a{color:#1a5799}.t3-mainnav{background:#7b1113}.t3-footer{background:#222;color:#ccc}\n${T.chunk('css' + path.length).replace(/[{}"]/g, ' ').slice(0, 1200)}` };
  if (path.endsWith('.js')) return { status: 200, type: 'application/javascript', body: `/* ${path} */\n!function(e){"use strict";var t={};e.fn.extend({});}(jQuery);` };
  if (BINEXT.test(path)) return bin(ext(path)!, path);
  if (path.endsWith('.ico')) return bin('image/x-icon', path);
  return apache404(path);
}

// =====================================================================================================================
// The web
// =====================================================================================================================

export class ModernWebJ {
  readonly seed = `${WWW}/`;
  readonly www = WWW;
  readonly robots = `# If the Joomla site is installed within a folder
# eg www.example.com/joomla/ then the robots.txt file
# MUST be moved to the site root
# eg www.example.com/robots.txt
# AND the joomla folder name MUST be prefixed to all of the
# paths.
# eg the Disallow rule for the /administrator/ folder MUST
# be changed to read
# Disallow: /joomla/administrator/
#
# For more information about the robots.txt standard, see:
# https://www.robotstxt.org/orig.html

User-agent: *
Disallow: /administrator/
Disallow: /bin/
Disallow: /cache/
Disallow: /cli/
Disallow: /components/
Disallow: /includes/
Disallow: /installation/
Disallow: /language/
Disallow: /layouts/
Disallow: /libraries/
Disallow: /logs/
Disallow: /modules/
Disallow: /plugins/
Disallow: /tmp/
# local additions (webmaster, 2018-03)
Disallow: /index.php?option=com_search
Disallow: /index.php?option=com_mailto
Disallow: /internal/
Disallow: /~*/private/
`;
  readonly courseHomes = new Set<string>();

  private offs: Off[] = [];
  private offsByFac = new Map<string, Off[]>();
  private offsByCourse = new Map<string, Off[]>();
  private offsByTerm = new Map<string, Off[]>();
  private bases = new Map<string, Off>(); // host + base path → offering
  private homePaths = new Map<string, Off>(); // host + path of a home → offering
  private people: Person[] = [];
  private personByLogin = new Map<string, Person>();
  private taOf = new Map<Person, Off[]>();
  private mcourses: MCourse[] = [];
  private mById = new Map<number, MCourse>();
  private mByCat = new Map<number, MCourse[]>();

  constructor() {
    this.buildPeople();
    this.buildOfferings();
    this.buildMoodle();
    this.buildNoise();
  }

  private buildPeople() {
    const used = new Set(FAC.map((f) => f.login));
    const mk = (type: Person['type'], n: number) => {
      for (let i = 0; i < n; i++) {
        const r = rng(hash(`person:${type}:${i}`));
        const fn = pick(r, FIRST);
        const ln = pick(r, LAST);
        const batch = type === 'staff' ? 0 : type === 'phd' ? int(r, 2013, 2019) : int(r, 2018, 2019);
        let login = type === 'phd' ? `${lc(fn)}${lc(ln[0])}` : type === 'mtech' ? `${lc(fn[0])}${lc(ln)}` : `${lc(fn)}.${lc(ln)}`;
        while (used.has(login)) login += int(r, 1, 9);
        used.add(login);
        const adv = pick(r, FAC);
        const p: Person = { name: `${fn} ${ln}`, login, roll: type === 'staff' ? `S${pad(i + 101, 4)}` : `${batch % 100}${type === 'phd' ? '405' : '305'}${pad(int(r, 1, 60), 4)}`, batch, type, area: adv.area, advisor: type === 'staff' ? undefined : adv, home: type === 'phd' && r() < 0.45, idx: this.people.length };
        this.people.push(p);
        this.personByLogin.set(login, p);
      }
    };
    mk('phd', 150);
    mk('mtech', 110);
    mk('staff', 36);
  }

  private homeUrl(o: Off): { home: string; base: string; host: string } {
    const code = lc(codeOf(o));
    const f = o.f.login;
    const yk = o.c.season === 'b' ? o.t.key : String(o.t.year);
    switch (o.kind) {
      case 'fac': {
        if (o.f.scheme === 'courses') { const b = `/~${f}/courses/${code}-${o.t.season}${o.t.year}/`; return { home: WWW + b, base: b, host: H.www }; }
        if (o.f.scheme === 'teaching') { const b = `/~${f}/teaching/${code}/${yk}/`; return { home: WWW + b, base: b, host: H.www }; }
        if (o.f.scheme === 'topic') { const b = o.latest ? `/~${f}/${o.c.short}/` : `/~${f}/${o.c.short}/${yk}/`; return { home: WWW + b, base: b, host: H.www }; }
        const p = o.latest ? `/~${f}/${code}.html` : `/~${f}/${code}-${yk}.html`;
        return { home: WWW + p, base: p.replace(/\.html$/, '/'), host: H.www };
      }
      case 'tree': { const b = `/courses/${o.t.ay}/${o.t.season}/${code}/`; return { home: WWW + b, base: b, host: H.www }; }
      case 'legacy': { const p = `/old/courses/${codeOf(o)}-${o.t.ay}-${o.t.semNo}.html`; return { home: WWW + p, base: p.replace(/\.html$/, '/'), host: H.www }; }
      case 'host': { const host = `${lc(o.c.code)}.cse.${DOM}`; const b = o.c.season === 'b' ? `/${o.t.year}-${o.t.season}/` : `/${o.t.year}/`; return { home: `https://${host}${b}`, base: b, host }; }
      case 'gsite': { const b = `/${code}-${o.t.season}${o.t.year}/`; return { home: `${SITES}${b}home`, base: b, host: H.sites }; }
      case 'ghpages': { const b = `/${code}-${o.t.year}/`; return { home: `${SITES}${b}`, base: b, host: H.sites }; }
      default: return { home: '', base: '', host: '' };
    }
  }

  private buildOfferings() {
    const phds = this.people.filter((p) => p.type !== 'staff');
    for (const c of COURSES) {
      const teachers = FAC.filter((f) => (TEACHES[f.area] ?? []).includes(c.area)).sort((x, y) => hash(c.code + x.login) - hash(c.code + y.login));
      const pool = (teachers.length ? teachers : FAC).slice(0, 3);
      for (const t of TERMS) {
        if (!(c.season === 'b' || (c.season === 'a') === (t.season === 'autumn'))) continue;
        const oldc = t.idx < 4;
        if (oldc && !c.old) continue;
        const r = rng(hash(`off:${c.code}:${t.key}`));
        const p = c.core ? 1 : c.level === 'u' ? 0.88 : 0.92;
        if (r() > p) continue;
        let k = Math.floor((t.year - 2014 + (hash(c.code) % 3)) / 2) + (c.season === 'b' && t.season === 'spring' ? 1 : 0);
        let f = pool[k % pool.length];
        for (let j = 0; j < pool.length && f.joined > t.year; j++) f = pool[++k % pool.length];
        if (f.joined > t.year) f = FAC.find((g) => g.joined <= t.year && (TEACHES[g.area] ?? []).includes(c.area)) ?? FAC[0];
        let kind: Kind;
        if (HOSTED[c.code] && t.year >= HOSTED[c.code] && !(t.year === HOSTED[c.code] && t.season === 'spring' && c.season === 'b')) kind = 'host';
        else if (oldc) { const x = r(); kind = f.login === 'ddas' || x < 0.55 ? 'fac' : x < 0.82 ? 'legacy' : 'none'; }
        else kind = pick(r, f.pref);
        const tas = Array.from({ length: int(r, 2, 5) }, () => phds[Math.floor(r() * phds.length)]).filter((p) => p.batch <= t.year);
        const o: Off = {
          key: `${c.code}:${t.key}`, c, t, f, kind, tpl: '', home: '', base: '', host: '', slot: int(r, 1, 15), venue: pick(r, VENUES), tas, moodle: 0, oldc, latest: false,
          inSem: false, inTeach: false, inCsa: false, inAcad: false, inIdx: false, frames: false, prev: [], link: r() * 1000,
        };
        this.offs.push(o);
      }
    }
    // The latest offering of a course by a faculty member owns the unversioned URL (topic and flat schemes).
    const lastBy = new Map<string, Off>();
    for (const o of this.offs) if (o.kind === 'fac') lastBy.set(`${o.f.login}:${o.c.code}`, o);
    for (const o of lastBy.values()) o.latest = true;
    for (const o of this.offs) {
      const r = rng(hash(`links:${o.key}`));
      const u = this.homeUrl(o);
      o.home = u.home; o.base = u.base; o.host = u.host;
      if (o.kind === 'fac') o.tpl = o.t.idx < 4 || o.f.style === 'old' ? 'old' : o.f.style === 'boot' && o.t.idx >= 7 ? 'boot' : 'plain';
      if (o.kind === 'fac' && o.tpl === 'old' && o.f.scheme !== 'flat' && o.t.idx < 6 && r() < 0.4) o.frames = true;
      if (o.kind === 'fac' && o.f.scheme === 'flat') o.tpl = 'flat';
      if (o.kind === 'moodle') {
        o.inSem = r() < 0.3;
        o.inTeach = o.f.teachPage && r() < 0.4;
        o.inCsa = o.t.idx < 11 && r() < 0.15;
        o.inAcad = r() < 0.2;
      } else if (o.kind !== 'none') {
        o.inSem = o.kind === 'gsite' || o.kind === 'ghpages' ? r() < 0.75 : r() < 0.42;
        o.inTeach = o.f.teachPage && (o.kind === 'gsite' || o.kind === 'ghpages' ? r() < 0.5 : true);
        o.inCsa = o.t.idx < 11 && r() < 0.14;
        o.inAcad = o.t.idx >= 6 && r() < 0.3;
        o.inIdx = o.kind === 'tree' || o.kind === 'legacy' || o.kind === 'host' || r() < 0.12;
      }
      push(this.offsByFac, o.f.login, o);
      push(this.offsByCourse, o.c.code, o);
      push(this.offsByTerm, o.t.key, o);
    }
    // Previous offerings, as linked from a newer home.
    for (const list of this.offsByCourse.values()) {
      for (let i = 0; i < list.length; i++) {
        const o = list[i];
        if (!o.home) continue;
        const earlier = list.slice(0, i).filter((p) => p.home && p.kind !== 'moodle');
        if (o.kind === 'fac') o.prev = earlier.filter((p) => p.f === o.f && p.kind === 'fac');
        else if (o.kind === 'tree' || o.kind === 'legacy') o.prev = earlier.filter((p) => p.kind === 'tree' || p.kind === 'legacy');
        else if (o.kind === 'host') o.prev = earlier.filter((p) => p.kind === 'host');
        else if (o.kind === 'gsite' || o.kind === 'ghpages') o.prev = earlier.filter((p) => p.f === o.f).slice(-1);
        o.prev.reverse();
      }
    }
    for (const o of this.offs) {
      if (!o.home) continue;
      if (this.bases.has(o.host + o.base)) throw new Error(`duplicate base ${o.host}${o.base}`);
      this.bases.set(o.host + o.base, o);
      this.homePaths.set(o.host + new URL(o.home).pathname, o);
      for (const p of o.tas) push(this.taOf, p, o);
    }
    for (const p of this.people) if (!this.taOf.has(p)) this.taOf.set(p, []);
  }

  private buildMoodle() {
    let id = 1012;
    for (const t of TERMS.slice(4)) {
      DEPTS.forEach(([dc, , titles], di) => {
        const cat = 200 + di * 20 + t.idx;
        if (dc === 'CS') {
          for (const o of this.offsByTerm.get(t.key) ?? []) {
            const r = rng(hash(`moodle:${o.key}`));
            if (o.kind !== 'moodle' && r() > 0.8) continue;
            const m: MCourse = { id: id++, dept: dc, code: o.c.code, title: o.c.title, t, guest: o.kind === 'moodle', off: o, inst: o.f.name, cat, fmt: pick(r, ['weeks', 'topics', 'topics', 'onesection']) };
            o.moodle = m.id;
            if (m.guest) { o.home = `${MOODLE}/course/view.php?id=${m.id}`; o.host = H.moodle; }
            this.addM(m);
          }
          return;
        }
        const list = titles.split(';');
        const r = rng(hash(`mdept:${dc}:${t.key}`));
        const n = int(r, 8, 15);
        for (let i = 0; i < n; i++) {
          const title = list[(i + t.idx) % list.length] + (i >= list.length ? ' II' : '');
          const num = (t.season === 'autumn' ? 101 : 102) + ((i * 97 + hash(dc)) % 6) * 100 + i * 2;
          this.addM({ id: id++, dept: dc, code: `${dc}${num}`, title, t, guest: r() < 0.012, inst: `${pick(r, ['Prof.', 'Dr.'])} ${pick(r, FIRST)} ${pick(r, LAST)}`, cat, fmt: pick(r, ['weeks', 'topics']) });
        }
      });
    }
  }
  private addM(m: MCourse) {
    this.mcourses.push(m);
    this.mById.set(m.id, m);
    push(this.mByCat, m.cat, m);
  }

  private buildNoise() {
    for (const o of this.offs) if (o.home) this.courseHomes.add(o.home);
    for (const m of this.mcourses) if (m.guest && !m.off) this.courseHomes.add(`${MOODLE}/course/view.php?id=${m.id}`);
    // Every home has at least one hub: where none links it, the semester list does.
    const linked = new Set<Off>();
    for (const o of this.offs) for (const p of o.prev) linked.add(p);
    for (const o of this.offs) if (o.home && o.kind !== 'moodle' && !o.inSem && !o.inTeach && !o.inIdx && !linked.has(o) && !(o.t.idx >= 10)) o.inSem = true;
    this.news = buildNews();
    this.events = buildEvents(this.news);
  }
  private news: NewsItem[] = [];
  private events = new Map<string, Ev[]>();

  // ===================================================================================================================
  // Dispatch
  // ===================================================================================================================

  respond(url: string): Resp {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return nginx404();
    }
    const host = u.hostname.toLowerCase();
    if (host !== DOM && !host.endsWith(`.${DOM}`)) return nginx404();
    if (u.protocol === 'http:' && HTTPS_ONLY.has(host)) return moved(`https://${host}${u.pathname}${u.search}`);
    // The department's web servers strip tracking parameters with a redirect (nginx rewrite, 2019).
    if ((host === H.www || /^cs\d+\.cse\./.test(host)) && /[?&]utm_/.test(u.search)) {
      const q = new URLSearchParams(u.search);
      for (const k of [...q.keys()]) if (k.startsWith('utm_')) q.delete(k);
      const rest = q.toString();
      return moved(`https://${host}${u.pathname}${rest ? `?${rest}` : ''}`);
    }
    if (/^cs\d+\.cse\./.test(host)) {
      if (u.protocol === 'http:') return moved(`https://${host}${u.pathname}${u.search}`);
      return this.courseHost(host, u);
    }
    switch (host) {
      case H.www: return this.wwwHost(u);
      case H.bare: return moved(`${WWW}${u.pathname}${u.search}`);
      case H.sites: return this.sitesHost(u);
      case H.moodle: return this.moodleHost(u);
      case H.acad: return this.acadHost(u);
      case H.csa: return this.csaHost(u);
      case H.gallery: return this.galleryHost(u);
      case H.wiki: return this.wikiHost(u);
      case H.lists: return this.listsHost(u);
      case H.redmine: return this.redmineHost(u);
      case H.pubs: return this.pubsHost(u);
      case H.dspace: return this.dspaceHost(u);
      case H.library: return this.libraryHost(u);
      case H.video: return this.videoHost(u);
      case H.hostels: return this.hostelsHost(u);
      case H.placement: return this.placementHost(u);
      case H.login: return this.loginHost(u);
      case H.inst: return this.instHost(u);
      case DOM: return moved(`https://${H.inst}${u.pathname}${u.search}`);
      default: return nginx404();
    }
  }

  // ===================================================================================================================
  // www.cse: Joomla, userdirs, course trees, the old site, lab logs
  // ===================================================================================================================

  private wwwHost(u: URL): Resp {
    const p = decodeURIComponent(u.pathname);
    if (p === '/' || p === '/index.php') return this.joomla(u);
    if (p === '/robots.txt') return { status: 200, type: 'text/plain', body: this.robots };
    if (p.endsWith('/index.html')) return moved(`${WWW}${p.slice(0, -10)}${u.search}`);
    const last = p.slice(p.lastIndexOf('/') + 1);
    if (!p.endsWith('/') && !last.includes('.') && p.length > 1) {
      const d = this.wwwHost(new URL(`${WWW}${p}/`));
      return d.status === 200 ? moved(`${WWW}${p}/${u.search}`) : apache404(p);
    }
    if (/\.(css|js)$/.test(p)) return asset(p);
    if (p.startsWith('/~')) return this.userdir(u, p);
    if (p.startsWith('/courses/')) return this.treePath(u, p);
    if (p.startsWith('/old/')) return this.oldSite(u, p);
    if (p.startsWith('/lablogs/')) return this.lablogs(u, p);
    if (/^\/(templates|media|images)\//.test(p)) return asset(p);
    if (p === '/administrator/') return html(`<!DOCTYPE html><html><head><title>CSE IIT Vindhya - Administration</title></head><body><form action="/administrator/index.php" method="post"><input name="username"><input type="password" name="passwd"><button>Log in</button></form></body></html>`);
    return apache404(p);
  }

  private jpage(u: URL, title: string, content: string, o: { crumbs?: [string, string][]; side?: string; lang?: boolean; tools?: boolean } = {}): Resp {
    const q = u.searchParams;
    const hi = q.get('lang') === 'hi';
    if (q.get('tmpl') === 'component') {
      return html(`<!DOCTYPE html><html lang="${hi ? 'hi-in' : 'en-gb'}" dir="ltr"><head><meta charset="utf-8"><title>${esc(title)} - CSE, IIT Vindhya</title><link href="/templates/iitvcse/css/print.css" rel="stylesheet"></head><body class="contentpane modal"><div id="system-message-container"></div><div class="item-page"><h2>${esc(title)}</h2>${content}</div><p class="buttonheading"><a href="#" onclick="window.print();return false;">Print</a></p></body></html>`);
    }
    const r = rng(hash(u.href));
    const base = (() => { const c = new URLSearchParams(q); c.delete('lang'); const s = c.toString(); return s ? `/index.php?${s}&` : '/index.php?'; })();
    const langLinks = o.lang ? `<a href="${esc(base)}lang=en">English</a> | <a href="${esc(base)}lang=hi">&#2361;&#2367;&#2344;&#2381;&#2342;&#2368;</a>` : `<a href="/index.php?lang=en">English</a> | <a href="/index.php?lang=hi">&#2361;&#2367;&#2344;&#2381;&#2342;&#2368;</a>`;
    const crumbs = [['Home', '/index.php'], ...(o.crumbs ?? [])] as [string, string][];
    const tools = o.tools ? `<div class="article-tools clearfix"><ul class="actions"><li class="print-icon"><a href="${esc(u.pathname + u.search)}&amp;tmpl=component&amp;print=1" title="Print article" rel="nofollow">Print</a></li><li class="email-icon"><a href="/index.php?option=com_mailto&amp;tmpl=component&amp;template=iitvcse&amp;link=${hex(u.href, 40)}" title="Email this link to a friend" rel="nofollow">Email</a></li></ul><dl class="article-info"><dd class="hits">Hits: ${int(r, 120, 48000)}</dd></dl></div>` : '';
    const latest = this.news.filter((n) => n.cat === 'news').slice(-5).reverse();
    const side = o.side ?? `<div class="t3-module module"><h3 class="module-title">Latest News</h3><ul class="latestnews">${latest.map((n) => li(J.art(n.id, 130), n.title)).join('')}</ul><a class="readmore" href="${J.blog(8, 130)}">More news</a></div><div class="t3-module module"><h3 class="module-title">Announcements</h3><ul>${[['Notice: Midsem examination schedule, Spring 2020', '/images/notices/midsem-spring2020.pdf'], ['TA allotment for Spring 2020 (revised)', '/images/notices/ta-allotment-spring2020.pdf'], ['Call for PhD admissions, July 2020', '/images/notices/phd-admissions-2020.pdf'], ['Slot change for CS 419 and CS 709', '/images/notices/slot-change-feb2020.pdf'], ['Lab access rules (updated)', '/images/notices/lab-access-rules.pdf']].map(([l, h]) => li(h, l)).join('')}</ul></div>`;
    return html(`<!DOCTYPE html>
<html prefix="og: http://ogp.me/ns#" lang="${hi ? 'hi-in' : 'en-gb'}" dir="ltr" class="com_content view-article itemid-${q.get('Itemid') ?? 101} j39 mm-hover">
<head>
<meta charset="utf-8">
<meta name="keywords" content="IIT Vindhya, CSE, Computer Science, Engineering, B.Tech, M.Tech, PhD">
<meta name="description" content="Department of Computer Science and Engineering, Indian Institute of Technology Vindhya">
<meta name="generator" content="Joomla! - Open Source Content Management">
<title>${esc(title)} - Department of CSE, IIT Vindhya</title>
<link href="/templates/iitvcse/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">
<link href="/templates/iitvcse/css/bootstrap.css" rel="stylesheet">
<link href="/templates/iitvcse/css/template.css" rel="stylesheet">
<link href="/media/jui/css/chosen.css?3f1a2c9b" rel="stylesheet">
<script src="/media/jui/js/jquery.min.js?3f1a2c9b"></script>
<script src="/media/jui/js/jquery-noconflict.js?3f1a2c9b"></script>
<script src="/media/system/js/caption.js?3f1a2c9b"></script>
<script src="/templates/iitvcse/js/script.js"></script>
<script type="application/json" class="joomla-script-options new">{"csrf.token":"${hex(u.href + 'csrf', 32)}","system.paths":{"root":"","base":""},"system.keepalive":{"interval":840000,"uri":"\\/index.php?option=com_ajax&format=json"},"t3":[${T.chunk('joomla-a')},${T.chunk('joomla-b')}]}</script>
<script>jQuery(window).on('load',  function() { new JCaption('img.caption'); }); jQuery(function($){ initTooltips(); $("body").on("subform-row-add", initTooltips); function initTooltips (event, container) { container = container || document;$(container).find(".hasTooltip").tooltip({"html": true,"container": "body"});} });</script>
<script>var T3JSVars = {"baseUrl":"","template":"iitvcse","params":{"devmode":0,"themermode":1},"megamenu":[${T.chunk('joomla-c')}]};</script>
</head>
<body>
<div class="t3-wrapper">
<div id="t3-topbar" class="t3-topbar"><div class="container"><ul class="quick-links">${TOPBAR}</ul></div></div>
<header id="t3-header" class="container t3-header"><div class="row"><div class="col-xs-12 col-sm-8 logo"><div class="logo-image"><a href="/index.php" title="CSE IIT Vindhya"><img class="logo-img" src="/images/logo-cse.png" alt="IIT Vindhya"><span>Department of Computer Science and Engineering<br><small>&#2360;&#2306;&#2327;&#2339;&#2325; &#2357;&#2367;&#2332;&#2381;&#2334;&#2366;&#2344; &#2319;&#2357;&#2306; &#2309;&#2349;&#2367;&#2351;&#2366;&#2306;&#2340;&#2381;&#2352;&#2367;&#2325;&#2368; &#2357;&#2367;&#2349;&#2366;&#2327; | Indian Institute of Technology Vindhya</small></span></a></div></div><div class="col-xs-12 col-sm-4"><div class="head-search"><form action="/index.php" method="post" class="form-inline"><input name="searchword" maxlength="200" class="inputbox search-query" type="search" placeholder="Search ..."><input type="hidden" name="task" value="search"><input type="hidden" name="option" value="com_search"><input type="hidden" name="Itemid" value="101"></form></div><div class="mod-languages">${langLinks}</div></div></div></header>
${MENU_HTML}
<div id="t3-mainbody" class="container t3-mainbody"><div class="row">
<div id="t3-content" class="t3-content col-xs-12 col-sm-8 col-md-9">
<ol class="breadcrumb">${crumbs.map(([l, h], i) => (i === crumbs.length - 1 ? `<li class="active"><span>${esc(l)}</span></li>` : `<li>${a(h, l)}<span class="divider"></span></li>`)).join('')}</ol>
<div id="system-message-container"></div>
<div class="item-page clearfix"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div>${tools}<section class="article-content clearfix" itemprop="articleBody">
${content}
</section></div>
</div>
<div class="t3-sidebar t3-sidebar-right col-xs-12 col-sm-4 col-md-3">${side}</div>
</div></div>
${FOOTER_HTML}
</div>
</body>
</html>`);
  }

  private j404(u: URL, what = 'Article not found'): Resp {
    const r = this.jpage(u, `404 - ${what}`, `<p>The requested page can't be found.</p><p>An error has occurred while processing your request. You may not be able to visit this page because of:</p><ul><li>an <strong>out-of-date bookmark/favourite</strong></li><li>a <strong>mistyped address</strong></li><li>you have <strong>no access</strong> to this page</li><li>The requested resource was not found.</li></ul><p>Please try one of the following pages: <a href="/index.php" title="Go to the Home Page">Home Page</a></p>`);
    return { ...r, status: 404 };
  }

  private joomla(u: URL): Resp {
    const q = u.searchParams;
    const opt = q.get('option');
    if (!opt) {
      if ([...q.keys()].every((k) => k === 'lang')) return this.jHome(u);
      return this.j404(u);
    }
    const id = Number(q.get('id') ?? 0);
    const view = q.get('view');
    if (opt === 'com_content') {
      if (view === 'article') {
        if (STATIC_ART[id]) return this.jpage(u, STATIC_ART[id][0], this.jStatic(id, u), { crumbs: [[STATIC_ART[id][0], '']], lang: true, tools: true });
        if (id >= 304 && id <= 311) { const t = TERMS[id - 300]; return this.jpage(u, `Courses offered in ${t.label} (${t.sem === 'odd' ? 'Odd' : 'Even'} Semester ${t.ay})`, this.semList(t, u), { crumbs: [['Academics', J.art(20, 111)], [`Courses ${t.label}`, '']], lang: true, tools: true }); }
        const n = this.news.find((x) => x.id === id);
        if (n) return this.jNews(u, n);
        return this.j404(u);
      }
      if (view === 'category' && id >= 20 && id <= 23 && !q.get('limitstart')) {
        const ay = ['2019-20', '2018-19', '2017-18', '2016-17'][id - 20];
        const ts = TERMS.filter((t) => t.ay === ay && t.idx >= 4).reverse();
        const r = rng(hash(`ayblog${ay}`));
        return this.jpage(u, `Courses ${ay}`, ts.map((t) => `<div class="items-row"><div class="item"><h2>${a(J.sem(t), `Courses offered in ${t.label}`)}</h2><dl class="article-info"><dd class="published">Published: ${fmtA(t.start - 9)}</dd></dl><p>List of courses offered by the department in the ${t.sem} semester of ${t.ay} (${t.months}), with instructors, slots and links to course pages.</p>${T.para(r, 1)}<p class="readmore">${a(J.sem(t), 'Read more ...')}</p></div></div>`).join(''), { crumbs: [['Course Archive', J.art(59, 114)], [ay, '']] });
      }
      if (view === 'category' && (id === 8 || id === 9)) {
        if (q.get('format') === 'feed') return { status: 200, type: 'application/rss+xml; charset=utf-8', body: `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>${id === 8 ? 'News' : 'Seminars'}</title>${this.news.filter((x) => x.cat === (id === 8 ? 'news' : 'seminar')).slice(-10).map((x) => `<item><title>${esc(x.title)}</title><link>${WWW}${J.art(x.id, 130)}</link></item>`).join('')}</channel></rss>` };
        return this.jBlog(u, id);
      }
      if (view === 'featured') return this.jHome(u);
      return this.j404(u);
    }
    if (opt === 'com_jevents') return this.jEvents(u);
    if (opt === 'com_people') return this.jPeople(u);
    if (opt === 'com_users') return this.jpage(u, view === 'reset' ? 'Password Reset' : view === 'remind' ? 'Username Reminder' : 'Login', `<form action="/index.php?option=com_users&amp;task=user.login" method="post" class="form-validate form-horizontal well"><fieldset><div class="control-group"><label>Username</label><input type="text" name="username"></div><div class="control-group"><label>Password</label><input type="password" name="password"></div><button type="submit" class="btn btn-primary">Log in</button></fieldset></form><ul class="nav nav-tabs nav-stacked"><li><a href="/index.php?option=com_users&amp;view=reset&amp;Itemid=198">Forgot your password?</a></li><li><a href="/index.php?option=com_users&amp;view=remind&amp;Itemid=198">Forgot your username?</a></li></ul><p>Faculty and staff may log in with their LDAP credentials.</p>`);
    if (opt === 'com_mailto') return html(`<!DOCTYPE html><html><head><title>Email this link to a friend</title></head><body class="contentpane"><div id="mailto-window"><h2>Email this link to a friend.</h2><form action="/index.php" method="post"><label>Email to</label><input type="email" name="mailto"><label>Sender</label><input name="sender"><label>Your Email</label><input name="from"><label>Subject</label><input name="subject"><button>Send</button><button onclick="window.close();return false;">Cancel</button></form></div></body></html>`);
    if (opt === 'com_xmap') return this.jpage(u, 'Sitemap', `<ul>${MENU.map(([l, h, sub]) => `<li>${a(h, l.replace('&amp;', '&'))}<ul>${sub.map(([sl, sh]) => li(sh, sl)).join('')}</ul></li>`).join('')}</ul>`);
    return this.j404(u, 'Component not found');
  }

  private jHome(u: URL): Resp {
    const r = rng(hash(u.href));
    const news = this.news.filter((n) => n.cat === 'news').slice(-6).reverse();
    const upcoming = this.news.filter((n) => n.cat === 'seminar' && n.date >= NOW).slice(0, 3);
    const body = `<div class="slideshow"><img src="/images/slides/cse-building.jpg" alt="CSE building"><img src="/images/slides/vindhyotsav.jpg" alt="Vindhyotsav"></div>
<div class="welcome"><h3>Welcome to the Department of Computer Science and Engineering</h3>${T.para(r, 4)}<p>The department offers ${a(J.art(21, 111), 'B.Tech')}, ${a(J.art(22, 111), 'Dual Degree')}, ${a(J.art(23, 111), 'M.Tech')} and ${a(J.art(24, 111), 'PhD')} programmes. See the ${a(J.sem(CUR), 'courses offered this semester')}.</p></div>
<div class="row"><div class="col-sm-6"><h3>News</h3><ul>${news.map((n) => `<li>${a(J.art(n.id, 130), n.title)} <small>${fmtA(n.date)}</small></li>`).join('')}</ul><a href="${J.blog(8, 130)}">All news &raquo;</a></div>
<div class="col-sm-6"><h3>Upcoming Talks</h3><ul>${upcoming.map((n) => `<li>${a(J.art(n.id, 133), n.title)}<br><small>${n.speaker}, ${n.affil} &mdash; ${fmtA(n.date)}</small></li>`).join('')}</ul><a href="${J.month(2020, 2)}">Events calendar &raquo;</a></div></div>`;
    return this.jpage(u, 'Home', body, { lang: true });
  }

  private jNews(u: URL, n: NewsItem): Resp {
    const r = rng(hash(`news${n.id}`));
    let body = `<dl class="article-info muted"><dd class="published"><time datetime="${fmtISO(n.date)}T09:30:00+05:30">Published: ${fmtA(n.date)}</time></dd><dd class="createdby">Written by CSE Office</dd></dl>`;
    if (n.cat === 'seminar') body += `<table class="table"><tr><th>Speaker</th><td>${esc(n.speaker!)} (${esc(n.affil!)})</td></tr><tr><th>Date &amp; Time</th><td>${fmtA(n.date)}, ${pick(r, ['11:00', '15:30', '16:00', '17:30'])}</td></tr><tr><th>Venue</th><td>${esc(n.venue!)}</td></tr></table><h4>Abstract</h4>${T.para(r, 5)}<h4>Bio</h4>${T.para(r, 3)}<p>All are welcome. Tea/coffee will be served before the talk.</p>`;
    else {
      body += T.para(r, 4) + T.para(r, 3);
      if (n.fac) body += `<p>See ${a(J.profile(n.fac.id), `${n.fac.name}'s profile`)} for more details.</p>`;
      if (n.album) body += `<p>Photographs: ${a(`http://${H.gallery}/thumbnails.php?album=${n.album}`, 'photo gallery')}</p>`;
      if (r() < 0.3) body += `<p>Attachment: ${a(`/images/news/notice-${n.id}.pdf`, 'Notice (PDF)')}</p>`;
    }
    const cat = n.cat === 'news' ? 130 : 133;
    return this.jpage(u, n.title, body, { crumbs: [[n.cat === 'news' ? 'News' : 'Seminars', J.blog(n.cat === 'news' ? 8 : 9, cat)], [n.title, '']], lang: true, tools: true });
  }

  private jBlog(u: URL, cat: number): Resp {
    const items = this.news.filter((x) => x.cat === (cat === 8 ? 'news' : 'seminar') && x.date <= NOW + 30).reverse();
    const start = Number(u.searchParams.get('limitstart') ?? 0);
    const per = 10;
    if (start % per || start >= items.length) return this.j404(u, 'Category not found');
    const item = cat === 8 ? 130 : 133;
    const r = rng(hash(u.href));
    const page = items.slice(start, start + per).map((n) => `<div class="items-row"><div class="item"><h2 itemprop="name">${a(J.art(n.id, item), n.title)}</h2><dl class="article-info"><dd class="published">Published: ${fmtA(n.date)}</dd></dl>${T.para(r, 2)}<p class="readmore">${a(J.art(n.id, item), 'Read more ...')}</p></div></div>`).join('');
    const pages = Math.ceil(items.length / per);
    const cur = start / per;
    const nums: number[] = [];
    for (let i = Math.max(0, cur - 4); i < Math.min(pages, cur + 6); i++) nums.push(i);
    const pag = `<div class="pagination"><ul>${cur > 0 ? li(J.blog(cat, item), 'Start') + li(J.blog(cat, item, (cur - 1) * per), 'Prev') : ''}${nums.map((i) => (i === cur ? `<li class="active"><span>${i + 1}</span></li>` : li(J.blog(cat, item, i * per), String(i + 1)))).join('')}${cur < pages - 1 ? li(J.blog(cat, item, (cur + 1) * per), 'Next') + li(J.blog(cat, item, (pages - 1) * per), 'End') : ''}</ul><p class="counter">Page ${cur + 1} of ${pages}</p></div><p><a href="${J.blog(cat, item)}&amp;format=feed&amp;type=rss">RSS feed</a></p>`;
    return this.jpage(u, cat === 8 ? 'News' : 'Seminars', page + pag, { crumbs: [[cat === 8 ? 'News' : 'Seminars', '']] });
  }

  private jEvents(u: URL): Resp {
    const q = u.searchParams;
    const task = q.get('task') ?? 'month.calendar';
    const y = Number(q.get('year') ?? 2020);
    const m = Number(q.get('month') ?? 2);
    const d = Number(q.get('day') ?? 1);
    if (!(y >= 1970 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) return this.j404(u, 'Invalid date');
    const cur = dayOf(y, m, d);
    const evs = (k: number) => (this.events.get(fmtISO(k).slice(0, 7)) ?? []).filter((e) => e.date === k);
    const evLink = (e: Ev) => `<a class="cal_titlelink" href="${esc(J.ev(e))}">${esc(e.title)}</a>`;
    if (task === 'month.calendar') {
      const first = dayOf(y, m, 1);
      const next = dayOf(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1);
      let grid = '<tr>';
      for (let k = 0; k < (weekday(first) + 6) % 7; k++) grid += '<td class="cal_td_daysnoevents">&nbsp;</td>';
      for (let k = first; k < next; k++) {
        if (weekday(k) === 1) grid += `</tr><tr><td class="cal_td_weeklink"><a href="${esc(J.week(k))}">&raquo;</a></td>`;
        grid += `<td class="cal_td_days${evs(k).length ? 'withevents' : 'noevents'}"><a class="cal_daylink" href="${esc(J.day(k))}">${dOf(k).getUTCDate()}</a>${evs(k).map(evLink).join('')}</td>`;
      }
      grid += '</tr>';
      const pm = m === 1 ? [y - 1, 12] : [y, m - 1];
      const nm = m === 12 ? [y + 1, 1] : [y, m + 1];
      const body = `<div id="jevents_body"><table class="cal_top_day_names"><tr><td class="cal_arrow"><a href="${esc(J.month(pm[0], pm[1]))}" title="Previous month">&laquo;</a></td><td class="cal_month">${MONTH[m - 1]} ${y}</td><td class="cal_arrow"><a href="${esc(J.month(nm[0], nm[1]))}" title="Next month">&raquo;</a></td></tr></table><table class="cal_table"><tr>${['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((x) => `<th>${x}</th>`).join('')}</tr>${grid}</table></div>`;
      return this.jpage(u, `Events Calendar - ${MONTH[m - 1]} ${y}`, body, { crumbs: [['Events Calendar', '']] });
    }
    if (task === 'week.listevents') {
      const mon = cur - ((weekday(cur) + 6) % 7);
      let body = `<div class="jev_toprow"><a href="${esc(J.week(mon - 7))}">&laquo; Previous week</a> | <a href="${esc(J.month(y, m))}">Month</a> | <a href="${esc(J.week(mon + 7))}">Next week &raquo;</a></div><ul class="ev_ul">`;
      for (let k = mon; k < mon + 7; k++) body += `<li class="ev_td_li"><a href="${esc(J.day(k))}">${WDAY[weekday(k)]} ${fmtA(k)}</a>${evs(k).map((e) => `<br>${evLink(e)}`).join('') || ' &mdash; No events'}</li>`;
      return this.jpage(u, `Events for the week of ${fmtA(mon)}`, `${body}</ul>`, { crumbs: [['Events Calendar', J.month(y, m)], ['Week', '']] });
    }
    if (task === 'day.listevents') {
      const body = `<div class="jev_toprow"><a href="${esc(J.day(cur - 1))}">&laquo; ${fmtA(cur - 1)}</a> | <a href="${esc(J.month(y, m))}">Month</a> | <a href="${esc(J.day(cur + 1))}">${fmtA(cur + 1)} &raquo;</a></div>${evs(cur).map((e) => `<div class="ev_td_li">${evLink(e)}</div>`).join('') || '<p>No events</p>'}`;
      return this.jpage(u, `Events for ${WDAY[weekday(cur)]}, ${fmtA(cur)}`, body, { crumbs: [['Events Calendar', J.month(y, m)], ['Day', '']] });
    }
    if (task === 'icalrepeat.detail') {
      const id = Number(q.get('evid'));
      const e = [...this.events.values()].flat().find((x) => x.id === id);
      if (!e) return this.j404(u, 'Event not found');
      const r = rng(hash(`ev${id}`));
      const n = e.item;
      const body = `<table class="contentpaneopen"><tr><td class="contentheading">${esc(e.title)}</td></tr><tr><td>${WDAY[weekday(e.date)]}, ${fmtA(e.date)}${n.speaker ? `<br>Speaker: ${esc(n.speaker)} (${esc(n.affil!)})<br>Venue: ${esc(n.venue!)}` : ''}</td></tr><tr><td>${T.para(r, 3)}</td></tr></table><p><a href="/index.php?option=com_jevents&amp;task=icals.export&amp;format=ical&amp;evid=${id}">Export to iCal</a> | <a href="${esc(J.month(dOf(e.date).getUTCFullYear(), dOf(e.date).getUTCMonth() + 1))}">Back to calendar</a> | ${a(J.art(n.id, n.cat === 'news' ? 130 : 133), 'Details')}</p>`;
      return this.jpage(u, e.title, body, { crumbs: [['Events Calendar', J.month(y, m)], [e.title, '']] });
    }
    if (task === 'icals.export') return { status: 200, type: 'text/calendar', body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//JEvents 3.4//EN\r\nBEGIN:VEVENT\r\nUID:${hex(u.href, 32)}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n` };
    return this.j404(u, 'Task not found');
  }

  private jPeople(u: URL): Resp {
    const q = u.searchParams;
    const view = q.get('view');
    const id = Number(q.get('id') ?? 0);
    if (view === 'profile') {
      const f = FAC.find((x) => x.id === id);
      if (f) return this.jpage(u, `${f.desig.startsWith('Professor') ? 'Prof.' : 'Dr.'} ${f.name}`, this.facProfile(f), { crumbs: [['Faculty', J.art(10, 103)], [f.name, '']] });
      const p = this.people[id - 1000];
      if (!p) return this.j404(u, 'Person not found');
      const r = rng(hash(`prof${id}`));
      const body = `<div class="person-profile"><img src="/images/people/${p.login}.jpg" alt="${esc(p.name)}" width="150"><table class="table"><tr><th>Name</th><td>${esc(p.name)}</td></tr>${p.type !== 'staff' ? `<tr><th>Roll No.</th><td>${p.roll}</td></tr><tr><th>Programme</th><td>${p.type === 'phd' ? 'PhD' : 'M.Tech'} (joined ${p.batch})</td></tr><tr><th>Advisor</th><td>${a(J.profile(p.advisor!.id), p.advisor!.name)}</td></tr><tr><th>Research area</th><td>${esc(AREA_NAMES[p.area] ?? p.area)}</td></tr>` : `<tr><th>Designation</th><td>${pick(r, ['Junior Technical Superintendent', 'Technical Officer', 'Junior Assistant', 'Senior Assistant', 'Lab Assistant', 'System Administrator'])}</td></tr>`}<tr><th>Email</th><td>${p.login} [at] cse.${DOM}</td></tr>${p.home ? `<tr><th>Homepage</th><td>${a(`${WWW}/~${p.login}/`, `${WWW}/~${p.login}/`)}</td></tr>` : ''}</table></div>`;
      return this.jpage(u, p.name, body, { crumbs: [[p.type === 'phd' ? 'PhD Scholars' : p.type === 'mtech' ? 'M.Tech Students' : 'Staff', J.list(p.type)], [p.name, '']] });
    }
    if (view !== 'list') return this.j404(u);
    const type = q.get('type') as Person['type'];
    if (!['phd', 'mtech', 'staff'].includes(type)) return this.j404(u);
    const batch = Number(q.get('batch') ?? 0);
    const area = q.get('area') ?? '';
    const start = Number(q.get('limitstart') ?? 0);
    const all = this.people.filter((p) => p.type === type && (!batch || p.batch === batch) && (!area || p.area === area));
    if (start % 20 || (start && start >= all.length)) return this.j404(u);
    const batches = type === 'staff' ? [] : [...new Set(this.people.filter((p) => p.type === type).map((p) => p.batch))].sort();
    const areas = type === 'staff' ? [] : Object.keys(AREA_NAMES).filter((k) => this.people.some((p) => p.type === type && p.area === k));
    const filters = type === 'staff' ? '' : `<div class="filters"><strong>Batch:</strong> ${batch ? a(J.list(type, 0, area), 'All') : batches.map((b) => a(J.list(type, b, area), String(b))).join(' | ')}<br><strong>Area:</strong> ${area ? a(J.list(type, batch, ''), 'All') : areas.map((k) => a(J.list(type, batch, k), AREA_NAMES[k])).join(' | ')}</div>`;
    const rows = all.slice(start, start + 20).map((p) => `<tr><td>${a(J.profile(1000 + p.idx), p.name)}</td><td>${p.type === 'staff' ? '' : p.roll}</td><td>${p.batch || ''}</td><td>${p.advisor ? esc(p.advisor.name) : ''}</td><td>${p.login} [at] cse.${DOM}</td></tr>`).join('');
    const pages = Math.ceil(all.length / 20);
    const pag = pages > 1 ? `<div class="pagination"><ul>${Array.from({ length: pages }, (_, i) => (i * 20 === start ? `<li class="active"><span>${i + 1}</span></li>` : li(J.list(type, batch, area, i * 20), String(i + 1)))).join('')}</ul></div>` : '';
    const title = type === 'phd' ? 'PhD Scholars' : type === 'mtech' ? 'M.Tech Students' : 'Staff';
    return this.jpage(u, title, `${filters}<table class="table table-striped"><thead><tr><th>Name</th><th>Roll No.</th><th>Batch</th><th>Advisor</th><th>Email</th></tr></thead><tbody>${rows}</tbody></table>${pag}`, { crumbs: [['People', J.art(10, 103)], [title, '']] });
  }

  private facProfile(f: Fac): string {
    const r = rng(hash(`facprof${f.login}`));
    const cur = (this.offsByFac.get(f.login) ?? []).filter((o) => o.t === CUR);
    const x = r();
    const homeLink = x < 0.78 ? `${WWW}/~${f.login}/` : x < 0.88 ? `${WWW}/~${f.login}/index.html` : `http://${H.www}/~${f.login}/`;
    const students = this.people.filter((p) => p.advisor === f && p.type === 'phd').slice(0, 8);
    return `<div class="faculty-profile"><div class="row"><div class="col-sm-3"><img src="/images/faculty/${f.login}.jpg" alt="${esc(f.name)}" class="img-thumbnail"></div><div class="col-sm-9"><h3>${esc(f.name)}</h3><p>${esc(f.desig)}<br>Department of Computer Science and Engineering</p><p><strong>Email:</strong> ${f.login} [at] cse.${DOM}<br><strong>Phone:</strong> ${f.phone}<br><strong>Office:</strong> ${f.office}<br><strong>Homepage:</strong> <a href="${homeLink}">${esc(homeLink)}</a></p></div></div>
<h4>Research Interests</h4><p>${esc(AREA_NAMES[f.area] ?? f.area)}; ${T.words(r, 6)}.</p>
<h4>Courses (${CUR.label})</h4><ul>${cur.map((o) => `<li>${dispOf(o)}: ${esc(o.c.title)}</li>`).join('') || '<li>On sabbatical / no course this semester</li>'}</ul>
<h4>Selected Publications</h4><ul>${Array.from({ length: 5 }, () => { const pid = int(r, 1, 1200); return `<li>${esc(paperTitle(r))}. <em>${pick(r, CONFS)}</em>. ${a(`https://${H.pubs}/paper.php?id=${pid}`, '[details]')}</li>`; }).join('')}</ul>
<h4>PhD Students</h4><ul>${students.map((p) => li(J.profile(1000 + p.idx), p.name)).join('') || '<li>None currently</li>'}</ul></div>`;
  }

  private jStatic(id: number, u: URL): string {
    const r = rng(hash(`art${id}`));
    switch (id) {
      case 10:
        return `<p>The department has ${FAC.length} faculty members working across the breadth of computer science.</p><div class="faculty-list row">${FAC.map((f, i) => `<div class="col-sm-6 faculty"><img src="/images/faculty/${f.login}.jpg" alt="" width="90"><h4>${a(J.profile(f.id), `${f.desig.startsWith('Professor') ? 'Prof.' : 'Dr.'} ${f.name}`)}</h4><p>${esc(f.desig)}<br>${esc(AREA_NAMES[f.area] ?? f.area)}<br>${f.login} [at] cse.${DOM} | ${f.phone}${i % 5 === 0 ? `<br><a href="${WWW}/~${f.login}/">Homepage</a>` : ''}</p></div>`).join('')}</div>`;
      case 11:
        return `<ul>${Array.from({ length: 8 }, () => `<li>${pick(r, ['Prof.', 'Dr.'])} ${pick(r, FIRST)} ${pick(r, LAST)}, ${pick(r, AFFILS)} (${pick(r, ['Adjunct', 'Visiting'])} Faculty)</li>`).join('')}</ul>`;
      case 20:
        return `${T.para(r, 3)}<ul>${[21, 22, 23, 24, 25].map((k) => li(J.art(k, 111), STATIC_ART[k][0])).join('')}</ul><p>Curriculum details: ${a(`${ACAD}/programmes/`, 'Academic Office: programme structures')}</p>`;
      case 21: case 22: case 23: case 24: case 25: {
        const prog = ['BTech-CSE', 'DD-CSE', 'MTech-CSE', 'PhD-CSE', 'Minor-CSE'][id - 21];
        return `${T.para(r, 4)}<p>Programme structure: ${a(`${ACAD}/programmes/${prog}.html`, `${STATIC_ART[id][0]} (Academic Office)`)}</p><p>List of courses: ${a(J.art(60, 112), 'Courses')}</p>${T.para(r, 2)}`;
      }
      case 30:
        return Object.entries(AREA_NAMES).map(([k, v]) => `<h3>${esc(v)}</h3>${T.para(r, 2)}<p>Faculty: ${FAC.filter((f) => f.area === k).map((f) => a(J.profile(f.id), f.name)).join(', ')}</p>`).join('');
      case 31:
        return ['Systems Lab (SysLab)', 'Networks Lab', 'Theory Group', 'Machine Learning Lab', 'Vision and Graphics Lab', 'Formal Methods Lab', 'Database Lab', 'Security Lab'].map((l) => `<h3>${l}</h3>${T.para(r, 2)}`).join('') + `<p>The systems lab maintains a ${a(`https://${H.wiki}/wiki/Main_Page`, 'wiki')} and ${a('/lablogs/', 'machine logs')}.</p>`;
      case 33:
        return `<table class="table"><tr><th>Title</th><th>Sponsor</th><th>PI</th><th>Duration</th><th>Amount (Rs. lakh)</th></tr>${Array.from({ length: 30 }, () => `<tr><td>${esc(pick(r, STOPICS))}</td><td>${pick(r, ['DST-SERB', 'MeitY', 'DRDO', 'ISRO', 'Intel', 'Google', 'TCS', 'Microsoft Research'])}</td><td>${a(J.profile(pick(r, FAC).id), pick(r, FAC).name)}</td><td>${int(r, 2014, 2019)}-${int(r, 2020, 2023)}</td><td>${int(r, 8, 480)}</td></tr>`).join('')}</table>`;
      case 40:
        return `${T.para(r, 3)}<ul><li>${a(`https://${H.wiki}/wiki/Main_Page`, 'SysLab Wiki')} (documentation, how-tos)</li><li>${a(`https://${H.redmine}/projects`, 'Issue tracker')}</li><li>${a(`http://${H.lists}/mailman/listinfo`, 'Mailing lists')}</li><li>${a('/lablogs/', 'Lab machine logs')}</li><li>${a(`${MOODLE}/`, 'Moodle')}</li></ul>`;
      case 45:
        return `${T.para(r, 3)}<ul><li>${a(`${CSA}/`, "CSE Students' Association")}</li><li>${a(`http://${H.hostels}/`, 'Hostels')}</li><li>${a(`http://${H.gallery}/`, 'Photo Gallery')}</li><li>${a(`http://${H.placement}/`, 'Training and Placement Cell')}</li></ul>`;
      case 59:
        return `<p>Lists of courses offered in previous academic years, with links to course pages where available.</p><ul>${['2019-20', '2018-19', '2017-18', '2016-17'].map((y, k) => li(J.blog(20 + k, 114), `Academic year ${y}`)).join('')}<li>${a('/old/courses.html', '2014-15 and 2015-16 (old website)')}</li></ul>`;
      case 60:
        return `<p>Courses offered by the department (2016 curriculum). For the complete syllabus see the ${a(`${ACAD}/courses_of_study/CS.html`, 'Courses of Study')}. Course web pages of the current and previous semesters are listed at ${a('/courses/', 'Course Web Pages')}.</p><table class="table table-bordered table-condensed"><thead><tr><th>Course No.</th><th>Course Name</th><th>L-T-P</th><th>Credits</th><th>Type</th></tr></thead><tbody>${COURSES.map((c) => `<tr><td>${a(`${ACAD}/courses_of_study/${c.code}.html`, `${c.dept} ${c.num}`)}</td><td>${esc(c.title)}</td><td>${c.ltp}</td><td>${c.credits}</td><td>${c.level === 'p' ? 'PG' : c.core ? 'UG Core' : 'UG Elective'}</td></tr>`).join('')}</tbody></table>`;
      default:
        return T.para(r, 4) + T.para(r, 3) + (id === 5 ? `<p>Office: CSE Building, IIT Vindhya, Rewa 486 001. Phone: +91-7662-284000. Email: office@cse.${DOM}</p>` : '') + (u.searchParams.get('lang') === 'hi' ? '<p>&#2361;&#2367;&#2344;&#2381;&#2342;&#2368; &#2360;&#2306;&#2360;&#2381;&#2325;&#2352;&#2339; &#2358;&#2368;&#2328;&#2381;&#2352; &#2313;&#2346;&#2354;&#2348;&#2381;&#2343; &#2361;&#2379;&#2327;&#2366;&#2404;</p>' : '');
    }
  }

  /** A homes's link as a hub writes it: usually exact, sometimes http://, without the slash, with index.html or with utm_ tags. */
  private homeHref(o: Off, salt: string, hub = ''): string {
    const h = o.home;
    if (o.kind === 'gsite') return hash(o.key + salt) % 5 < 3 ? `${SITES}${o.base}` : h;
    const x = hash(o.key + salt) % 100;
    if (x < 10) return h.replace(/^https:/, 'http:');
    if (h.endsWith('/') && o.kind !== 'ghpages' && x < 17) return h.slice(0, -1);
    if (h.endsWith('/') && o.kind !== 'ghpages' && x < 24) return `${h}index.html`;
    if (hub && (o.kind === 'host' || o.kind === 'tree') && x < 30) return `${h}?utm_source=${hub}&utm_medium=web`;
    return h;
  }

  private semList(t: Term, u: URL): string {
    const offs = (this.offsByTerm.get(t.key) ?? []).slice().sort((x, y) => x.c.code.localeCompare(y.c.code));
    const groups: [string, Off[]][] = [
      ['B.Tech Core Courses', offs.filter((o) => o.c.level === 'u' && o.c.core)],
      ['B.Tech Electives and Minor Courses', offs.filter((o) => o.c.level === 'u' && !o.c.core)],
      ['PG Courses (M.Tech / PhD)', offs.filter((o) => o.c.level === 'p')],
    ];
    const r = rng(hash(`sem${t.key}`));
    const row = (o: Off) => {
      const links: string[] = [];
      if (o.inSem && o.home) links.push(a(this.homeHref(o, 'sem'), 'Course page'));
      if (o.moodle && o.kind !== 'moodle') links.push(a(`${MOODLE}/course/view.php?id=${o.moodle}`, 'Moodle'));
      return `<tr><td>${o.c.dept} ${o.c.num}</td><td>${esc(o.c.title)}</td><td>${a(J.profile(o.f.id), `${o.f.name}`)}</td><td>${o.slot}</td><td>${o.venue}</td><td>${links.join(' | ') || '&mdash;'}</td></tr>`;
    };
    return `<p>Last updated on ${fmtA(t.start - int(r, 3, 12))}. Slot timings are given in the ${a(`${ACAD}/timetable/`, 'institute time table')}. Course pages are maintained by the respective instructors; students should also check Moodle for announcements.</p>${groups.map(([h, l]) => `<h3>${h}</h3><table class="table table-bordered table-striped"><thead><tr><th>Course No.</th><th>Course Name</th><th>Instructor(s)</th><th>Slot</th><th>Venue</th><th>Links</th></tr></thead><tbody>${l.map(row).join('')}</tbody></table>`).join('')}<p>Lists for previous semesters are in the ${a(J.art(59, 114), 'Course Archive')}. Department-hosted course pages: ${a('/courses/', 'Course Web Pages')}.</p>`;
  }
  // ---- userdirs ----

  private userdir(u: URL, p: string): Resp {
    const m = /^\/~([a-z0-9.]+)(\/.*)?$/.exec(p);
    if (!m) return apache404(p);
    const login = m[1];
    const rest = m[2] ?? '';
    const o = this.homePaths.get(H.www + p);
    if (o) return this.renderHome(o, u);
    const fb = this.findBase(H.www, p);
    if (fb) return this.courseSite(fb[0], fb[1], u);
    const f = facByLogin.get(login);
    const st = this.personByLogin.get(login);
    if (f) {
      if (rest === '/') return this.facHome(f);
      if (rest === '/teaching.html' && f.teachPage) return this.facTeaching(f);
      if (rest === '/pubs.html') return this.facPubs(f);
      if (rest === '/students.html') return this.facStudents(f);
      if (/^\/(cv\.pdf|photo\.jpg|papers\/[a-z0-9-]+\.pdf)$/.test(rest)) return bin(ext(rest)!, u.href);
      if (rest.startsWith('/private/')) return { status: 403, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1><p>You don't have permission to access ${esc(p)} on this server.</p></body></html>` };
    } else if (st && st.home) {
      if (rest === '/') return this.studentHome(st);
      if (rest === '/cv.pdf' || rest === '/photo.jpg') return bin(ext(rest)!, u.href);
    }
    return apache404(p);
  }

  private findBase(host: string, path: string): [Off, string] | undefined {
    let i = path.lastIndexOf('/');
    while (i > 0) {
      const o = this.bases.get(host + path.slice(0, i + 1));
      if (o) return [o, path.slice(i + 1)];
      i = path.lastIndexOf('/', i - 1);
    }
    return undefined;
  }

  private facShell(f: Fac, title: string, body: string): Resp {
    if (f.style === 'old') return html(`<html>\n<head>\n<title>${esc(title)}</title>\n<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">\n</head>\n<body bgcolor="#FFFFFF" text="#000000" link="#0000CC" vlink="#551A8B">\n${body}\n<hr>\n<font size="-1"><a href="/~${f.login}/">Home</a> | <a href="${WWW}/">CSE, IIT Vindhya</a></font>\n</body>\n</html>\n`);
    if (f.style === 'plain') return html(`<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${esc(title)}</title>\n<link rel="stylesheet" href="/~${f.login}/style.css">\n</head>\n<body>\n<div id="page">\n<div id="menu"><a href="/~${f.login}/">Home</a> &middot; ${f.teachPage ? `<a href="/~${f.login}/teaching.html">Teaching</a> &middot; ` : ''}<a href="/~${f.login}/pubs.html">Publications</a> &middot; <a href="/~${f.login}/students.html">Students</a> &middot; <a href="/~${f.login}/cv.pdf">CV</a></div>\n${body}\n<div id="footer">Department of Computer Science and Engineering, IIT Vindhya &middot; <a href="http://${H.www}/">Department home</a></div>\n</div>\n</body>\n</html>\n`);
    return html(`<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">\n<link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/css/bootstrap.min.css" integrity="sha384-ggOyR0iXCbMQv3Xipma34MD+dH/1fQ784/j6cY/iJTQUOhcWr7x9JvoRxT2MZw1T" crossorigin="anonymous">\n<link rel="stylesheet" href="/~${f.login}/css/main.css">\n<title>${esc(title)}</title>\n</head>\n<body>\n<nav class="navbar navbar-expand-md navbar-light bg-light"><div class="container"><a class="navbar-brand" href="/~${f.login}/">${esc(f.name)}</a><ul class="navbar-nav ml-auto"><li class="nav-item"><a class="nav-link" href="/~${f.login}/#research">Research</a></li>${f.teachPage ? `<li class="nav-item"><a class="nav-link" href="/~${f.login}/teaching.html">Teaching</a></li>` : ''}<li class="nav-item"><a class="nav-link" href="/~${f.login}/pubs.html">Publications</a></li><li class="nav-item"><a class="nav-link" href="/~${f.login}/students.html">Group</a></li></ul></div></nav>\n<div class="container mt-4">\n${body}\n</div>\n<footer class="container text-muted small mt-5 mb-3">&copy; ${esc(f.name)} &middot; <a href="${WWW}/">CSE, IIT Vindhya</a></footer>\n<script src="https://code.jquery.com/jquery-3.3.1.slim.min.js"></script>\n<script src="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/js/bootstrap.min.js"></script>\n</body>\n</html>\n`);
  }

  private facHome(f: Fac): Resp {
    const r = rng(hash(`fachome${f.login}`));
    const offs = this.offsByFac.get(f.login) ?? [];
    const current = offs.filter((o) => o.t.idx >= 10).reverse();
    const courseLi = (o: Off) => `<li>${o.home ? a(this.homeHref(o, 'fachome'), `${dispOf(o)}: ${o.c.title}`) : `${dispOf(o)}: ${esc(o.c.title)}`} (${o.t.label})</li>`;
    const teach = `<h3${f.style === 'boot' ? ' id="teaching"' : ''}>Teaching</h3><ul>${current.map(courseLi).join('') || '<li>No courses this year.</li>'}</ul>${f.teachPage ? `<p><a href="teaching.html">Courses taught earlier</a></p>` : ''}`;
    const contact = `${esc(f.desig)}<br>Department of Computer Science and Engineering<br>Indian Institute of Technology Vindhya<br>Rewa 486 001, India<br>Office: ${f.office} &middot; Phone: ${f.phone}<br>Email: ${f.login} AT cse DOT iitv DOT ac DOT in`;
    const research = `<h3${f.style === 'boot' ? ' id="research"' : ''}>Research Interests</h3><p>${esc(AREA_NAMES[f.area] ?? f.area)}.</p><p>${researchBlurb(f.area, r)}</p>`;
    let body: string;
    if (f.style === 'old') body = `<table width="100%"><tr><td width="140"><a href="photo.jpg"><img src="photo.jpg" width="120" alt="photo"></a></td><td><font face="Arial" size="5"><b>${esc(f.name)}</b></font><br>${contact}</td></tr></table>\n<hr>\n${research}\n${teach}\n<h3>Publications</h3><p>See the <a href="pubs.html">list of publications</a>. Students: <a href="students.html">current and former students</a>. <a href="cv.pdf">CV</a>.</p>`;
    else if (f.style === 'plain') body = `<h1>${esc(f.name)}</h1><img src="photo.jpg" alt="" class="photo"><p>${contact}</p>${research}${teach}<h3>Recent news</h3><ul>${Array.from({ length: 3 }, () => `<li>Paper "${paperTitle(r)}" accepted at ${pick(r, CONFS)} ${int(r, 2018, 2020)}.</li>`).join('')}</ul>`;
    else body = `<div class="row"><div class="col-md-3"><img src="photo.jpg" class="img-fluid rounded" alt=""></div><div class="col-md-9"><h1>${esc(f.name)}</h1><p>${contact}</p></div></div>${research}${teach}<h3>Group</h3><p>I am looking for motivated PhD and M.Tech students. See <a href="students.html">my group</a>.</p>`;
    return this.facShell(f, f.name, body);
  }

  private facTeaching(f: Fac): Resp {
    const offs = (this.offsByFac.get(f.login) ?? []).slice().reverse();
    const r = rng(hash(`teach${f.login}`));
    const item = (o: Off) => {
      const name = `${dispOf(o)}: ${o.c.title}`;
      if (o.home && o.inTeach) return `${a(this.homeHref(o, 'teach'), name)}${o.kind === 'gsite' ? ' (course site maintained by TAs)' : o.kind === 'moodle' ? ' (Moodle, guest access)' : ''}`;
      if (o.moodle && o.kind !== 'moodle' && r() < 0.4) return `${esc(name)} (${a(`${MOODLE}/course/view.php?id=${o.moodle}`, 'Moodle')})`;
      return `${esc(name)}`;
    };
    let body: string;
    if (f.style === 'old') {
      body = `<font face="Arial" size="4"><b>Courses taught</b></font><br><br>\n${TERMS.slice().reverse().map((t) => { const l = offs.filter((o) => o.t === t); return l.length ? `<b>${t.label} (${t.semNo} Sem ${t.ay})</b><ul>${l.map((o) => `<li>${item(o)}</li>`).join('')}</ul>` : ''; }).join('\n')}`;
    } else {
      body = `<h1>Teaching</h1><table class="${f.style === 'boot' ? 'table table-sm' : 'teaching'}"><tr><th>Semester</th><th>Course</th></tr>${offs.map((o) => `<tr><td>${o.t.label}</td><td>${item(o)}</td></tr>`).join('')}</table><p>${T.words(r, 12)}.</p>`;
    }
    return this.facShell(f, `${f.name}: Teaching`, body);
  }

  private facPubs(f: Fac): Resp {
    const r = rng(hash(`pubs${f.login}`));
    const n = int(r, 15, 45);
    const items = Array.from({ length: n }, (_, i) => {
      const t = paperTitle(r);
      const y = 2020 - Math.floor((i * 18) / n);
      return `<li>${esc(f.name)}, ${pick(r, FIRST)} ${pick(r, LAST)}${r() < 0.5 ? `, ${pick(r, FIRST)} ${pick(r, LAST)}` : ''}. <b>${esc(t)}</b>. In <i>${pick(r, CONFS)} ${y}</i>. ${r() < 0.7 ? a(`papers/${slugify(t).slice(0, 30)}.pdf`, '[pdf]') : ''} ${r() < 0.4 ? `<a href="https://doi.org/10.1145/${int(r, 3000000, 3400000)}.${int(r, 3000000, 3400000)}">[doi]</a>` : ''}</li>`;
    });
    return this.facShell(f, `${f.name}: Publications`, `<h2>Publications</h2><p>See also the ${a(`https://${H.pubs}/index.php?author=${f.id}`, 'department publication database')}.</p><ol>${items.join('\n')}</ol>`);
  }

  private facStudents(f: Fac): Resp {
    const st = this.people.filter((p) => p.advisor === f);
    return this.facShell(f, `${f.name}: Students`, `<h2>Students</h2><ul>${st.map((p) => `<li>${p.home ? a(`${WWW}/~${p.login}/`, p.name) : esc(p.name)} (${p.type === 'phd' ? 'PhD' : 'M.Tech'}, ${p.batch})</li>`).join('') || '<li>None</li>'}</ul>`);
  }

  private studentHome(p: Person): Resp {
    const r = rng(hash(`st${p.login}`));
    const ta = this.taOf.get(p) ?? [];
    const tas = ta.map((o) => `<li>${o.home && hash(p.login + o.key) % 100 < 35 ? a(this.homeHref(o, 'ta'), `${dispOf(o)} ${o.c.title}`) : `${dispOf(o)} ${esc(o.c.title)}`}, ${o.t.label} (instructor: ${esc(o.f.name)})</li>`).join('');
    return html(`<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${esc(p.name)}</title><link rel="stylesheet" href="/~${p.login}/style.css"></head><body><h1>${esc(p.name)}</h1><p>PhD student, Department of Computer Science and Engineering, IIT Vindhya. Advisor: <a href="/~${p.advisor!.login}/">${esc(p.advisor!.name)}</a>.</p><h2>Research</h2><p>${researchBlurb(p.area, r)}</p>${tas ? `<h2>Teaching assistantships</h2><ul>${tas}</ul>` : ''}<p><a href="cv.pdf">CV</a> &middot; <a href="https://github.com/${p.login}">GitHub</a> &middot; <a href="https://scholar.google.com/citations?user=${hex(p.login, 12)}">Google Scholar</a></p></body></html>`);
  }

  // ---- /courses/: the department's course tree ----

  private treePath(u: URL, p: string): Resp {
    const o = this.homePaths.get(H.www + p);
    if (o) return this.renderHome(o, u);
    if (p === '/courses/') return this.coursesIndex();
    if (p.startsWith('/courses/assets/')) return asset(p);
    let m = /^\/courses\/([a-z]{2}\d{3}m?)\/$/.exec(p);
    if (m) { const c = courseByCode.get(m[1].toUpperCase()); return c ? this.courseIndex(c) : apache404(p); }
    m = /^\/courses\/(\d{4}-\d{2})\/$/.exec(p);
    if (m) {
      const ts = TERMS.filter((t) => t.ay === m![1] && t.idx >= 4);
      if (!ts.length) return apache404(p);
      return autoindex(p, ts.map((t) => [`${t.season}/`, t.start - 10, '-']), u);
    }
    m = /^\/courses\/(\d{4}-\d{2})\/(autumn|spring)\/$/.exec(p);
    if (m) {
      const t = TERMS.find((x) => x.ay === m![1] && x.season === m![2] && x.idx >= 4);
      if (!t) return apache404(p);
      return autoindex(p, (this.offsByTerm.get(t.key) ?? []).filter((o) => o.kind === 'tree').map((o) => [`${lc(o.c.code)}/`, t.start - int(rng(hash(o.key)), 1, 20), '-']), u);
    }
    const fb = this.findBase(H.www, p);
    if (fb) return this.courseSite(fb[0], fb[1], u);
    return apache404(p);
  }

  private treeShell(title: string, crumbs: string, body: string): Resp {
    return html(`<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${esc(title)} | CSE, IIT Vindhya</title>\n<link rel="stylesheet" href="/courses/assets/course.css">\n</head>\n<body>\n<div class="dept-banner"><a href="/"><img src="/images/logo-cse.png" alt=""> Department of Computer Science and Engineering, IIT Vindhya</a></div>\n<div class="crumbs"><a href="/courses/">Course Web Pages</a>${crumbs}</div>\n<div class="page">\n${body}\n</div>\n<div class="footer">Course pages are maintained by the course instructors. Problems? Write to webmaster@cse.${DOM}.</div>\n</body>\n</html>\n`);
  }

  private coursesIndex(): Resp {
    const years = [...new Set(TERMS.slice(4).map((t) => t.ay))].reverse();
    const body = `<h1>Course Web Pages</h1><p>Course pages hosted on the department web server, by course and by semester. Many instructors keep their course pages on their personal homepages; see the ${a(J.art(59, 114), 'semester-wise course lists')} for links.</p>
<h2>By semester</h2><ul>${years.map((y) => `<li><a href="/courses/${y}/">${y}</a>: <a href="/courses/${y}/autumn/">Autumn</a> | <a href="/courses/${y}/spring/">Spring</a></li>`).join('')}<li><a href="/old/courses/">2014-15 and 2015-16 (old website)</a></li></ul>
<h2>By course</h2><table class="courses"><tr><th>Course</th><th>Title</th></tr>${COURSES.map((c) => `<tr><td><a href="/courses/${lc(c.code)}/">${c.dept} ${c.num}</a></td><td>${esc(c.title)}</td></tr>`).join('')}</table>`;
    return this.treeShell('Course Web Pages', '', body);
  }

  private courseIndex(c: Course): Resp {
    const offs = (this.offsByCourse.get(c.code) ?? []).slice().reverse();
    const listed = offs.filter((o) => o.home && o.inIdx && o.kind !== 'host');
    const host = HOSTED[c.code] ? `<p>Course website: <a href="https://${lc(c.code)}.cse.${DOM}/">https://${lc(c.code)}.cse.${DOM}/</a> (current and previous offerings).</p>` : '';
    const body = `<h1>${c.dept} ${c.num}: ${esc(c.title)}</h1><p>${c.level === 'p' ? 'Postgraduate course' : c.core ? 'B.Tech core course' : 'B.Tech elective'}, ${c.credits} credits (L-T-P: ${c.ltp}). Syllabus: ${a(`${ACAD}/courses_of_study/${c.code}.html`, 'Courses of Study entry')}.${c.old ? ` Before 2016 this course was numbered ${c.old}.` : ''}</p>${host}
<h2>Course pages by semester</h2>${listed.length ? `<ul>${listed.map((o) => `<li>${a(this.homeHref(o, 'cidx'), `${o.t.label}`)} &mdash; ${esc(o.f.name)}${o.kind === 'fac' ? ' (instructor\'s page)' : ''}</li>`).join('')}</ul>` : '<p>No course pages are hosted here for this course. Please see the instructor\'s homepage.</p>'}
<h2>Offerings</h2><table><tr><th>Semester</th><th>Instructor</th></tr>${offs.map((o) => `<tr><td>${o.t.label}</td><td>${a(`/~${o.f.login}/`, o.f.name)}</td></tr>`).join('')}</table>`;
    return this.treeShell(`${c.dept} ${c.num} ${c.title}`, ` &raquo; ${c.dept} ${c.num}`, body);
  }

  // ---- /old/: the pre-2016 site ----

  private oldSite(u: URL, p: string): Resp {
    const o = this.homePaths.get(H.www + p);
    if (o) return this.renderHome(o, u);
    const shell = (title: string, body: string) => html(`<html><head><title>${esc(title)}</title><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><link rel="stylesheet" href="/old/style.css" type="text/css"></head><body bgcolor="#ffffff" topmargin="0" leftmargin="0"><table width="100%" cellpadding="0" cellspacing="0"><tr bgcolor="#660000"><td><img src="/old/images/banner.gif" alt="CSE IITV"></td></tr><tr><td bgcolor="#eeeeee"><a href="/old/">Home</a> | <a href="/old/people.html">People</a> | <a href="/old/courses.html">Courses</a> | <a href="/old/news.html">News</a> | <a href="/">New website</a></td></tr></table><table width="100%"><tr><td valign="top">${body}</td></tr></table><p align="center"><font size="1">This is an archived copy of the old department website (2008-2016). It is no longer updated.</font></p></body></html>`);
    if (p === '/old/') return shell('CSE IIT Vindhya (old website)', `<h2>Department of Computer Science and Engineering</h2>${T.para(rng(hash(p)), 3)}<ul><li><a href="courses.html">Courses</a></li><li><a href="people.html">People</a></li><li><a href="news.html">News archive</a></li></ul>`);
    const yr = /^\/old\/courses-(2014-15|2015-16)\.html$/.exec(p);
    if (yr) {
      const ts = TERMS.filter((t) => t.ay === yr[1]);
      return shell(`Courses ${yr[1]}`, ts.map((t) => `<h3>${t.semNo === 'I' ? 'I' : 'II'} Semester ${t.ay}</h3><table border="1" cellpadding="3" cellspacing="0"><tr bgcolor="#dddddd"><th>Course</th><th>Title</th><th>Instructor</th><th>Slot</th></tr>${(this.offsByTerm.get(t.key) ?? []).map((o) => `<tr><td>${o.inSem && o.home ? a(this.homeHref(o, 'old'), codeOf(o)) : codeOf(o)}</td><td>${esc(o.c.title)}</td><td>${esc(o.f.name)}</td><td>${String.fromCharCode(64 + (o.slot % 12) + 1)}</td></tr>`).join('')}</table>`).join(''));
    }
    if (p === '/old/courses.html') return shell('Courses', `<ul><li><a href="courses-2015-16.html">2015-16</a></li><li><a href="courses-2014-15.html">2014-15</a></li><li><a href="courses/">Course pages (directory)</a></li></ul>`);
    if (p === '/old/courses/') return autoindex(p, this.offs.filter((o) => o.kind === 'legacy').map((o) => [o.home.slice(o.home.lastIndexOf('/') + 1), o.t.start, `${int(rng(hash(o.key)), 6, 40)}K`]), u);
    if (p === '/old/people.html') return shell('People', `<ul>${FAC.filter((f) => f.joined < 2016).map((f) => `<li><a href="http://${H.bare}/~${f.login}/">${esc(f.name)}</a></li>`).join('')}</ul>`);
    if (p === '/old/news.html') return shell('News', `<ul>${this.news.filter((n) => n.date < dayOf(2016, 6, 1)).slice(-40).map((n) => `<li>${fmtA(n.date)}: ${esc(n.title)}</li>`).join('')}</ul>`);
    if (p.endsWith('.css') || p.startsWith('/old/images/')) return asset(p);
    const fb = this.findBase(H.www, p);
    if (fb) return this.courseSite(fb[0], fb[1], u);
    return apache404(p);
  }

  // ---- /lablogs/: machine logs (Apache autoindex) ----

  private lablogs(u: URL, p: string): Resp {
    const MACH = ['lab1-gw', 'lab2-gw', 'nfs1', 'ldap1', 'gpu01', 'gpu02', 'gpu03'];
    const parts = p.split('/').filter(Boolean).slice(1);
    const r = rng(hash(p));
    if (parts.length === 0) return autoindex(p, MACH.map((m) => [`${m}/`, NOW - int(r, 0, 3), '-']), u);
    const m = parts[0];
    if (!MACH.includes(m)) return apache404(p);
    const first = m.startsWith('gpu') ? 2017 : 2016;
    if (parts.length === 1) return autoindex(p, [...Array.from({ length: 2020 - first + 1 }, (_, i) => [`${first + i}/`, dayOf(first + i, 12, 31), '-'] as [string, number, string]), ['README.txt', dayOf(first, 1, 5), '1.2K']], u);
    if (parts.length === 2 && parts[1] === 'README.txt') return { status: 200, type: 'text/plain', body: 'Logs rotated weekly by logrotate; older logs on tape. Contact syslab@cse.' };
    const y = Number(parts[1]);
    if (!(y >= first && y <= 2020)) return apache404(p);
    if (parts.length === 2) { if (!p.endsWith('/')) return apache404(p); const n = y === 2020 ? 2 : 12; return autoindex(p, Array.from({ length: n }, (_, i) => [`${pad(i + 1)}/`, dayOf(y, i + 1, 28), '-']), u); }
    const mo = Number(parts[2]);
    if (!(mo >= 1 && mo <= (y === 2020 ? 2 : 12))) return apache404(p);
    const files: [string, number, string][] = [];
    for (let d = 1; d <= 28; d += 7) files.push([`syslog-${y}${pad(mo)}${pad(d)}.gz`, dayOf(y, mo, d + 6), fsize(r)]);
    files.push([`auth.log-${y}${pad(mo)}.gz`, dayOf(y, mo, 28), fsize(r)], [`kern.log-${y}${pad(mo)}.gz`, dayOf(y, mo, 28), fsize(r)]);
    if (parts.length === 3) return p.endsWith('/') ? autoindex(p, files, u) : apache404(p);
    if (parts.length === 4 && files.some((f) => f[0] === parts[3])) return bin('application/x-gzip', u.href);
    return apache404(p);
  }
  // ===================================================================================================================
  // Course sites: homes and their subpages
  // ===================================================================================================================

  private titleOf(o: Off, salt: string): string {
    const r = rng(hash(o.key + salt));
    const d = dispOf(o);
    const c = codeOf(o);
    const t = o.c.title;
    const L = o.t.label;
    if (o.oldc) return pick(r, [`${c}: ${t}, ${o.t.semNo} Semester ${o.t.ay}`, `${c} ${t}`, `${c} Home Page`, `${t} (${c}) - ${o.t.semNo} Sem ${o.t.ay}`]);
    return pick(r, [`${d}: ${t} (${L})`, `${d} - ${t}`, `${t}, ${L}`, `${c} ${t} | ${L}`, `${d} ${o.t.ay} ${o.t.sem === 'odd' ? 'Odd' : 'Even'} Semester`, `Home - ${c}`, `${t}`, `${c} ${L}`, `Welcome to ${d}!`]);
  }

  private facts(o: Off): [string, string][] {
    const r = rng(hash(`facts${o.key}`));
    const out: [string, string][] = [
      ['Instructor', `${a(`/~${o.f.login}/`, o.f.name)} (${o.f.office}, ${o.f.login}@cse.${DOM})`],
      ['Teaching Assistants', o.tas.map((p) => `${esc(p.name)}${r() < 0.5 ? ` (${p.login}@cse)` : ''}`).join(', ') || 'TBA'],
      ['Lectures', `Slot ${o.slot}: ${SLOTS[o.slot][0]}, ${o.venue}`],
      ['Office hours', `${pick(r, ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} ${pick(r, ['15:00-16:00', '16:00-17:00', '17:30-18:30'])}, ${o.f.office}, or by appointment`],
      ['Credits', `${o.c.credits} (${o.c.ltp})`],
    ];
    if (r() < 0.5) out.push(['Prerequisites', o.c.level === 'p' ? 'Undergraduate courses in algorithms and discrete mathematics, or consent of the instructor' : `${pick(r, ['CS 101', 'CS 213', 'CS 207', 'MA 106'])} or equivalent`]);
    return out;
  }

  private policy(o: Off): string {
    const r = rng(hash(`pol${o.key}`));
    const ex = examsOf(o);
    const weights = o.c.lab ? ['Lab submissions: 50%', 'Lab quizzes: 20%', 'Endsem lab exam: 30%'] : [`Quizzes (2): ${ex[0][2]} each`, `Midsem: ${ex[1][2]}`, `Endsem: ${ex[3][2]}`, `Assignments${r() < 0.5 ? ' and project' : ''}: ${int(r, 15, 25)}%`];
    return `<ul>${weights.map((w) => `<li>${w}</li>`).join('')}</ul><p>Attendance: as per institute rules, students with less than 80% attendance may be awarded a <b>DX</b> grade. ${r() < 0.6 ? 'Students auditing the course must attend at least 80% of the lectures and score at least 40% in the quizzes to get an AU grade.' : 'Audit is not permitted for this course.'} ${r() < 0.5 ? 'Copying or plagiarism in any form will be dealt with severely (an FR grade and a report to the Disciplinary Action Committee).' : 'Late submissions: 10% penalty per day, up to three days.'}</p>`;
  }

  private announcements(o: Off): [number, string][] {
    const r = rng(hash(`ann${o.key}`));
    const s = o.t.start;
    const ex = examsOf(o);
    const all: [number, string][] = [
      [s - 3, `Welcome to ${dispOf(o)}! The first lecture is on ${fmtD(slotDay(o, s))} in ${o.venue}.`],
      [s + 6, `Please register on ${pick(r, ['Piazza', 'Moodle', 'Piazza and Gradescope'])} using your institute email id.`],
      [s + 20, `Assignment 1 has been released; the deadline is ${fmtD(s + 37)}, 23:59.`],
      [ex[0][1] - 5, `Quiz 1 will be held on ${fmtD(ex[0][1])} during the lecture slot. Syllabus: everything covered till ${fmtD(ex[0][1] - 3)}.`],
      [ex[1][1] - 6, `Midsem: ${fmtD(ex[1][1])}, ${pick(r, ['8:30-10:30', '14:00-16:00', '17:30-19:30'])}, ${pick(r, ['LH 101-102', 'LT 001', 'LH 301'])}. One A4 sheet of handwritten notes allowed.`],
      [ex[1][1] + 12, 'Midsem answer scripts will be shown in the tutorial slot. Queries only till Friday.'],
      [ex[2][1] - 4, `Quiz 2 on ${fmtD(ex[2][1])}.`],
      [ex[3][1] - 8, `Endsem: ${fmtD(ex[3][1])}. Seating arrangement will be posted on the notice board.`],
      [ex[3][1] + 10, 'Grades have been uploaded to ASC. Answer script viewing on Monday, 10:00, CSE 107.'],
    ];
    return all.filter(([d]) => d <= NOW && r() < 0.85).reverse();
  }

  private lecRows(o: Off, style: 'table' | 'list' | 'old' | 'md', pre = ''): string {
    const L = lecturesOf(o);
    const ext = o.oldc && hash(o.key) % 2 ? 'ppt' : 'pdf';
    const mat = (l: Lec) => l.past ? [l.slides ? a(`${pre}slides/lec${pad(l.n)}.${ext}`, 'slides') : '', l.notes ? a(`${pre}notes/lec${pad(l.n)}.pdf`, 'notes') : '', l.video ? a(`https://www.youtube.com/watch?v=${hex(o.key + l.n, 11)}`, 'video') : ''].filter(Boolean) : [];
    const shown = L.filter((l) => l.past || l.date < NOW + 21);
    if (style === 'list') return `<ol class="lectures">${shown.map((l) => `<li>${fmtB(l.date)}: ${esc(l.past ? l.topic : l.topic + ' (tentative)')} ${mat(l).map((m) => `[${m}]`).join(' ')}</li>`).join('')}</ol>`;
    if (style === 'md') return `<table><thead><tr><th>#</th><th>Date</th><th>Topic</th><th>Material</th></tr></thead><tbody>${shown.map((l) => `<tr><td>${l.n}</td><td>${fmtD(l.date)}</td><td>${esc(l.topic)}</td><td>${mat(l).join(' &middot; ')}</td></tr>`).join('')}</tbody></table>`;
    if (style === 'old') return `<table border="1" cellspacing="0" cellpadding="3"><tr bgcolor="#CCCCCC"><th>No.</th><th>Date</th><th>Topic</th><th>Slides</th></tr>${shown.map((l) => `<tr><td>${l.n}</td><td>${fmtC(l.date)}</td><td>${esc(l.topic)}</td><td>${mat(l).join(', ') || '&nbsp;'}</td></tr>`).join('')}</table>`;
    return `<table class="table table-striped lectures"><thead><tr><th>Lecture</th><th>Date</th><th>Topic</th><th>Material</th></tr></thead><tbody>${shown.map((l) => `<tr><td>Lecture ${l.n}</td><td>${fmtD(l.date)}</td><td>${esc(l.topic)}</td><td>${mat(l).map((m) => `[${m}]`).join(' ')}</td></tr>`).join('')}</tbody></table>`;
  }

  private workRows(o: Off, pre = '', style: 'table' | 'list' = 'table'): string {
    const W = worksOf(o).filter((w) => w.out <= NOW);
    const ps = o.oldc && hash(o.key + 'ps') % 3 === 0;
    const file = (w: Work) => (ps && w.kind === 'Assignment' ? w.file.replace('.pdf', '.ps') : w.file);
    if (!W.length) return '<p>No assignments yet.</p>';
    if (style === 'list') return `<ul>${W.map((w) => `<li>${a(pre + file(w), w.title)} &mdash; out ${fmtB(w.out)}, due ${fmtB(w.due)}${w.kind === 'Lab' && hash(o.key + w.n) % 3 === 0 ? ` (${a(`${pre}labs/lab${pad(w.n)}.tar.gz`, 'starter code')})` : ''}</li>`).join('')}</ul>`;
    return `<table class="table assignments"><thead><tr><th>Item</th><th>Released</th><th>Due</th><th>Submission</th></tr></thead><tbody>${W.map((w) => `<tr><td>${a(pre + file(w), w.title)}</td><td>${fmtD(w.out)}</td><td>${fmtD(w.due)} 23:59</td><td>${w.kind === 'Tutorial' ? 'Discussed in tutorial' : o.moodle ? 'Moodle' : 'Gradescope'}</td></tr>`).join('')}</tbody></table>`;
  }

  private examRows(o: Off, pre = ''): string {
    return `<ul>${examsOf(o).map(([n, d, w]) => `<li><b>${n}</b>: ${fmtD(d)}${d < NOW ? (hash(o.key + n) % 3 === 0 ? ` &mdash; ${a(`${pre}${lc(n).replace(' ', '')}-sol.pdf`, 'solutions')}` : '') : ''} (${w})</li>`).join('')}</ul>`;
  }

  private prevList(o: Off, label = 'Previous offerings'): string {
    if (!o.prev.length) return '';
    return `<h3>${label}</h3><ul>${o.prev.map((p) => `<li>${a(this.homeHref(p, 'prev'), `${p.t.label}`)}${p.f !== o.f ? ` (${esc(p.f.name)})` : ''}</li>`).join('')}</ul>`;
  }

  private extLinks(o: Off): string {
    const r = rng(hash(`ext${o.key}`));
    const l: string[] = [];
    if (o.t.idx >= 6 && r() < 0.6) l.push(a(`https://piazza.com/iitv.ac.in/${o.t.season}${o.t.year}/${lc(o.c.code)}`, 'Piazza'));
    if (o.t.idx >= 8 && r() < 0.4) l.push(a(`https://www.gradescope.com/courses/${int(r, 60000, 99999)}`, 'Gradescope'));
    if (o.moodle && o.kind !== 'moodle') l.push(a(`${MOODLE}/course/view.php?id=${o.moodle}`, 'Moodle'));
    if (r() < 0.3) l.push(a(`${ACAD}/courses_of_study/${o.c.code}.html`, 'Syllabus (Courses of Study)'));
    return l.join(' | ');
  }

  private about(o: Off): string {
    const r = rng(hash(`about${o.key}`));
    const tops = TOPICS[o.c.area] ?? TOPICS.prog;
    void r;
    return `<p>This course covers ${tops.slice(1, 6).map((x) => x.replace(/^[A-Z](?![A-Z])/, (ch) => ch.toLowerCase())).join(', ')} and ${tops[7 % tops.length].replace(/^[A-Z](?![A-Z])/, (ch) => ch.toLowerCase())}. ${blurb(o)}</p>`;
  }

  private renderHome(o: Off, u: URL): Resp {
    if (o.kind === 'gsite') return this.gsitePage(o, 'home');
    if (o.kind === 'ghpages') return this.ghHome(o);
    if (o.kind === 'host') return this.hostHome(o);
    if (o.kind === 'tree') return this.treeHome(o);
    if (o.kind === 'legacy') return this.legacyHome(o);
    if (o.tpl === 'flat') return this.flatHome(o);
    if (o.frames) return html(`<html>\n<head>\n<title>${esc(this.titleOf(o, 't'))}</title>\n</head>\n<frameset cols="190,*" frameborder="0" border="0">\n<frame src="menu.html" name="menu" scrolling="auto">\n<frame src="main.html" name="main">\n<noframes>\n<body>This page uses frames. Go to the <a href="main.html">course information</a> or the <a href="menu.html">menu</a>.</body>\n</noframes>\n</frameset>\n</html>\n`);
    if (o.tpl === 'old') return this.oldHome(o);
    if (o.tpl === 'boot') return this.bootHome(o);
    return this.plainHome(o);
    void u;
  }

  private oldHome(o: Off): Resp {
    const r = rng(hash(`oldh${o.key}`));
    const anns = this.announcements(o).slice(0, 5);
    return html(`<html>\n<head>\n<title>${esc(this.titleOf(o, 't'))}</title>\n<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">\n</head>\n<body bgcolor="#FFFFFF" text="#000000" link="#0000EE" vlink="#551A8B">\n<center><font face="Times New Roman" size="+2"><b>${dispOf(o)}: ${esc(o.c.title)}</b></font><br>\n<font size="+1">${o.t.semNo} Semester ${o.t.ay} (${o.t.months})</font></center>\n<hr noshade>\n<table border="0" cellpadding="3">${this.facts(o).map(([k, v]) => `<tr><td valign="top"><b>${k}:</b></td><td>${v}</td></tr>`).join('')}</table>\n${anns.length ? `<h3><font color="#800000">Announcements</font></h3>\n<ul>${anns.map(([d, t]) => `<li><font color="red">[${fmtC(d)}]</font> ${esc(t)}</li>`).join('')}</ul>` : ''}\n<h3><font color="#800000">Lectures</font></h3>\n${this.lecRows(o, 'old')}\n<h3><font color="#800000">Assignments and Tutorials</font></h3>\n${this.workRows(o, '', 'list')}\n<h3><font color="#800000">Examinations</font></h3>\n${this.examRows(o)}\n<h3><font color="#800000">Evaluation</font></h3>\n${this.policy(o)}\n<h3><font color="#800000">Books</font></h3>\n<ol><li>${esc(T.words(r, 6))}, ${pick(r, ['Pearson', 'PHI', 'McGraw Hill', 'MIT Press', 'Cambridge University Press'])}.</li><li>${esc(T.words(r, 5))}, ${pick(r, ['Addison-Wesley', 'Springer', 'Wiley'])}.</li></ol>\n${this.prevList(o, 'Earlier offerings')}\n${this.extLinks(o)}\n<hr>\n<font size="-1">Last modified: ${fmtA(Math.min(NOW, o.t.start + int(r, 20, 130)))}</font>\n</body>\n</html>\n`);
  }

  private plainShell(o: Off, title: string, body: string, nav: [string, string][]): Resp {
    return html(`<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${esc(title)}</title>\n<link rel="stylesheet" href="/~${o.f.login}/course.css">\n</head>\n<body>\n<div id="header"><h1>${dispOf(o)}: ${esc(o.c.title)}</h1><h2>${o.t.label}</h2></div>\n<div id="nav">${nav.map(([h, l]) => a(h, l)).join(' | ')}</div>\n<div id="content">\n${body}\n</div>\n<div id="footer">${a(`/~${o.f.login}/`, o.f.name)} &middot; Department of CSE, IIT Vindhya</div>\n</body>\n</html>\n`);
  }
  private plainNav(o: Off): [string, string][] {
    const nav: [string, string][] = [['./', 'Home'], ['lectures.html', 'Lectures'], ['assignments.html', 'Assignments'], ['resources.html', 'Resources']];
    if (worksOf(o).some((w) => w.kind === 'Lab')) nav.push(['labs/', 'Labs']);
    return nav;
  }

  private plainHome(o: Off): Resp {
    const anns = this.announcements(o);
    const body = `<h3>Announcements</h3><ul>${anns.slice(0, 6).map(([d, t]) => `<li><b>${fmtB(d)}:</b> ${esc(t)}</li>`).join('') || '<li>None yet.</li>'}</ul>
<h3>About the course</h3>${this.about(o)}
<h3>Course information</h3><table class="info">${this.facts(o).map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>
<h3>Examinations</h3>${this.examRows(o)}
<h3>Grading policy</h3>${this.policy(o)}
<p>${this.extLinks(o)}</p>
${this.prevList(o)}`;
    return this.plainShell(o, this.titleOf(o, 't'), body, this.plainNav(o));
  }

  private bootShell(o: Off, title: string, body: string, active: string): Resp {
    const nav: [string, string][] = [['./', 'Home'], ['lectures.html', 'Lectures'], ['assignments.html', 'Assignments'], ['exams.html', 'Exams'], ['resources.html', 'Resources']];
    if (worksOf(o).some((w) => w.kind === 'Lab')) nav.splice(3, 0, ['labs/', 'Labs']);
    return html(`<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">\n<link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.4.1/css/bootstrap.min.css">\n<link rel="stylesheet" href="https://use.fontawesome.com/releases/v5.8.1/css/all.css">\n<title>${esc(title)}</title>\n</head>\n<body>\n<nav class="navbar navbar-expand-lg navbar-dark bg-primary"><div class="container"><a class="navbar-brand" href="./">${dispOf(o)}</a><button class="navbar-toggler" type="button" data-toggle="collapse" data-target="#nav"><span class="navbar-toggler-icon"></span></button><div class="collapse navbar-collapse" id="nav"><ul class="navbar-nav ml-auto">${nav.map(([h, l]) => `<li class="nav-item${l === active ? ' active' : ''}"><a class="nav-link" href="${h}">${l}</a></li>`).join('')}</ul></div></div></nav>\n<main class="container my-4">\n${body}\n</main>\n<footer class="footer bg-light py-3"><div class="container text-muted small">${dispOf(o)} &middot; ${o.t.label} &middot; ${a(`/~${o.f.login}/`, o.f.name)} &middot; IIT Vindhya</div></footer>\n<script src="https://code.jquery.com/jquery-3.4.1.slim.min.js"></script>\n<script src="https://cdn.jsdelivr.net/npm/popper.js@1.16.0/dist/umd/popper.min.js"></script>\n<script src="https://stackpath.bootstrapcdn.com/bootstrap/4.4.1/js/bootstrap.min.js"></script>\n</body>\n</html>\n`);
  }

  private bootHome(o: Off): Resp {
    const anns = this.announcements(o);
    const upcoming = [...worksOf(o).filter((w) => w.due >= NOW - 3 && w.out <= NOW).map((w) => [w.due, `${w.title} due`] as [number, string]), ...examsOf(o).filter(([, d]) => d >= NOW).map(([n, d]) => [d, n] as [number, string])].sort((x, y) => x[0] - y[0]).slice(0, 4);
    const body = `<div class="jumbotron py-4"><h1 class="display-5">${esc(o.c.title)}</h1><p class="lead">${dispOf(o)} &middot; ${o.t.label} (${o.t.months}) &middot; Slot ${o.slot}, ${o.venue}</p></div>
<div class="row"><div class="col-md-8"><h3>Announcements</h3>${anns.slice(0, 6).map(([d, t]) => `<div class="alert alert-secondary"><strong>${fmtB(d)}</strong> ${esc(t)}</div>`).join('') || '<p>None yet.</p>'}
<h3>About</h3>${this.about(o)}<h3>Grading</h3>${this.policy(o)}${this.prevList(o)}</div>
<div class="col-md-4"><div class="card mb-3"><div class="card-header">Logistics</div><ul class="list-group list-group-flush">${this.facts(o).map(([k, v]) => `<li class="list-group-item"><strong>${k}:</strong> ${v}</li>`).join('')}</ul></div>
${upcoming.length ? `<div class="card mb-3"><div class="card-header">Upcoming</div><ul class="list-group list-group-flush">${upcoming.map(([d, t]) => `<li class="list-group-item">${fmtD(d)}: ${esc(t)}</li>`).join('')}</ul></div>` : ''}<p>${this.extLinks(o)}</p></div></div>`;
    return this.bootShell(o, this.titleOf(o, 't'), body, 'Home');
  }

  private flatHome(o: Off): Resp {
    const pre = `${o.base.split('/').filter(Boolean).pop()}/`;
    const anns = this.announcements(o).slice(0, 4);
    const old = o.f.style === 'old' || o.oldc;
    const body = `${old ? `<center><h2>${dispOf(o)}: ${esc(o.c.title)}</h2><h3>${o.t.label}</h3></center><hr>` : `<h1>${dispOf(o)}: ${esc(o.c.title)}</h1><p class="term">${o.t.label} (${o.t.sem === 'odd' ? 'odd' : 'even'} semester ${o.t.ay})</p>`}
<p>${this.facts(o).map(([k, v]) => `<b>${k}:</b> ${v}`).join('<br>\n')}</p>
${anns.length ? `<h3>News</h3><ul>${anns.map(([d, t]) => `<li>${fmtB(d)}: ${esc(t)}</li>`).join('')}</ul>` : ''}
<h3>Syllabus</h3>${this.about(o)}<p>${a(`${pre}syllabus.pdf`, 'Detailed syllabus (PDF)')}</p>
<h3>Lectures</h3>${this.lecRows(o, old ? 'old' : 'list', pre)}
<h3>Homework</h3>${this.workRows(o, pre, 'list')}
<h3>Exams</h3>${this.examRows(o, pre)}
<h3>Evaluation</h3>${this.policy(o)}
${this.prevList(o, 'This course in earlier years')}
<p>${this.extLinks(o)}</p>`;
    return this.facShell(o.f, this.titleOf(o, 't'), body);
  }

  private treeHome(o: Off): Resp {
    const anns = this.announcements(o);
    const body = `<div class="sidebar"><ul><li><a href="./">Home</a></li><li><a href="lectures.html">Lecture schedule</a></li><li><a href="assignments.html">Assignments</a></li><li><a href="resources.html">Resources</a></li>${worksOf(o).some((w) => w.kind === 'Lab') ? '<li><a href="labs/">Labs</a></li>' : ''}</ul></div>
<div class="main"><h1>${dispOf(o)}: ${esc(o.c.title)}</h1><p class="term">${o.t.label} (${o.t.months}) &middot; Slot ${o.slot} &middot; ${o.venue}</p>
<h2>Announcements</h2><ul>${anns.slice(0, 5).map(([d, t]) => `<li><span class="date">${fmtA(d)}</span> ${esc(t)}</li>`).join('') || '<li>No announcements.</li>'}</ul>
<h2>Course details</h2><dl>${this.facts(o).map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>
<h2>Syllabus</h2>${this.about(o)}<p>${a('syllabus.pdf', 'Course handout (PDF)')}</p>
<h2>Evaluation</h2>${this.policy(o)}
<h2>Exams</h2>${this.examRows(o)}
<p>${this.extLinks(o)}</p>${this.prevList(o)}</div>`;
    return this.treeShell(this.titleOf(o, 't'), ` &raquo; <a href="/courses/${o.t.ay}/">${o.t.ay}</a> &raquo; <a href="/courses/${o.t.ay}/${o.t.season}/">${o.t.season === 'autumn' ? 'Autumn' : 'Spring'}</a> &raquo; ${dispOf(o)}`, body);
  }

  private legacyHome(o: Off): Resp {
    const pre = `${o.base.split('/').filter(Boolean).pop()}/`;
    return html(`<html><head><title>${esc(this.titleOf(o, 't'))}</title><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><link rel="stylesheet" href="/old/style.css" type="text/css"></head><body bgcolor="#ffffff"><table width="100%" cellpadding="0" cellspacing="0"><tr bgcolor="#660000"><td><img src="/old/images/banner.gif" alt="CSE IITV"></td></tr></table>
<h2>${codeOf(o)}: ${esc(o.c.title)}</h2><h4>${o.t.semNo} Semester ${o.t.ay}</h4>
<table border="0">${this.facts(o).map(([k, v]) => `<tr><td><b>${k}</b></td><td>${v}</td></tr>`).join('')}</table>
<h3>Lecture Plan</h3>${this.lecRows(o, 'old', pre)}
<h3>Assignments</h3>${this.workRows(o, pre, 'list')}
<h3>Evaluation</h3>${this.policy(o)}
${this.prevList(o, 'Previous years')}
<p><a href="/old/courses/">All course pages</a> | <a href="/old/">CSE Home</a></p></body></html>`);
  }

  /** A course site's subpage (rel is the path below its base: `lectures.html`, `slides/lec07.pdf`, `labs/`). */
  private courseSite(o: Off, rel: string, u: URL): Resp {
    const flatish = o.tpl === 'flat' || o.kind === 'legacy';
    if (rel === '' && !flatish) return this.renderHome(o, u);
    if (o.kind === 'host') return this.hostSub(o, rel, u);
    if (o.kind === 'ghpages') return this.ghSub(o, rel, u);
    if (o.kind === 'gsite') return this.gsitePage(o, rel);
    const file = this.courseFile(o, rel, u);
    if (file) return file;
    if (flatish) return apache404(u.pathname);
    const hasLabs = worksOf(o).some((w) => w.kind === 'Lab');
    if (rel === 'labs/' && hasLabs) {
      const W = worksOf(o).filter((w) => w.kind === 'Lab' && w.out <= NOW);
      return autoindex(u.pathname, W.flatMap((w) => [[`lab${pad(w.n)}.pdf`, w.out, `${60 + (w.n * 37) % 300}K`], [`lab${pad(w.n)}.tar.gz`, w.out, `${8 + (w.n * 11) % 90}K`]] as [string, number, string][]), u);
    }
    if (o.frames) {
      if (rel === 'menu.html') return html(`<html><body bgcolor="#003366" link="#FFFFFF" vlink="#CCCCCC"><font face="Arial" color="#FFFFFF"><b>${codeOf(o)}</b></font><br><br><a href="main.html" target="main">Home</a><br><a href="main.html#lectures" target="main">Lectures</a><br><a href="main.html#assignments" target="main">Assignments</a><br><a href="/~${o.f.login}/" target="_top">Instructor</a></body></html>`);
      if (rel === 'main.html') return this.oldHome(o);
    }
    if (o.tpl === 'old' && !o.frames) return apache404(u.pathname);
    const title = (s: string) => `${s} - ${dispOf(o)} ${o.t.label}`;
    const wrap = (label: string, body: string) => (o.kind === 'tree' ? this.treeShell(title(label), ` &raquo; <a href="/courses/${o.t.ay}/${o.t.season}/">${o.t.label}</a> &raquo; <a href="./">${dispOf(o)}</a> &raquo; ${label}`, `<div class="main"><h1>${label}</h1>${body}</div>`) : o.tpl === 'boot' ? this.bootShell(o, title(label), `<h2>${label}</h2>${body}`, label) : this.plainShell(o, title(label), `<h3>${label}</h3>${body}`, this.plainNav(o)));
    const r = rng(hash(u.pathname));
    switch (rel) {
      case 'lectures.html': return wrap('Lectures', this.lecRows(o, 'table'));
      case 'assignments.html': return wrap('Assignments', this.workRows(o));
      case 'exams.html': if (o.tpl !== 'boot') break; return wrap('Exams', `${this.examRows(o)}<h4>Question papers from earlier years</h4><ul>${[1, 2, 3].map((k) => li(`http://${H.library}/qp/${TERMS[Math.max(0, o.t.idx - 2 * k)].ay}/${o.t.sem}/endsem/`, `Endsem ${TERMS[Math.max(0, o.t.idx - 2 * k)].ay}`)).join('')}</ul>`);
      case 'resources.html': return wrap('Resources', `<h4>Textbooks</h4><ol><li>${esc(T.words(r, 6))} (${pick(r, ['Pearson', 'PHI', 'McGraw Hill', 'MIT Press'])})</li><li>${esc(T.words(r, 5))} (${pick(r, ['Springer', 'Wiley', 'O\'Reilly'])})</li></ol><h4>Other material</h4><ul><li>${a(`https://${H.video}/course/${o.c.code}`, 'Lecture recordings (video portal)')}</li><li>${a('syllabus.pdf', 'Course handout')}</li><li><a href="https://www.youtube.com/playlist?list=PL${hex(o.key, 16)}">YouTube playlist</a></li>${r() < 0.4 ? `<li>${a(`https://${H.wiki}/wiki/Course_lab_setup`, 'Lab machine setup (SysLab wiki)')}</li>` : ''}</ul>${T.para(r, 2)}`);
    }
    return apache404(u.pathname);
  }

  /** A course's downloadable files (slides, notes, assignments, handouts), if `rel` names one that exists. */
  private courseFile(o: Off, rel0: string, u: URL): Resp | undefined {
    const rel = rel0.replace(/^assets\//, '');
    let m = /^(slides|notes)\/lec(\d\d)\.(pdf|pptx?)$/.exec(rel);
    if (m) return Number(m[2]) >= 1 && Number(m[2]) <= 36 ? bin(ext(rel)!, u.href) : apache404(u.pathname);
    m = /^(assignments|tutorials|labs|notebooks)\/(a|tut|lab)(\d+)\.(pdf|ps|tar\.gz|zip|ipynb)$/.exec(rel);
    if (m) return Number(m[3]) >= 1 && Number(m[3]) <= 12 ? bin(ext(rel)!, u.href) : apache404(u.pathname);
    if (/^(syllabus|handout|quiz1-sol|quiz2-sol|midsem-sol|endsem-sol|project)\.pdf$/.test(rel)) return bin('application/pdf', u.href);
    return undefined;
  }

  // ---- course hosts: cs101.cse… (MkDocs since 2018, Jekyll before) ----

  private courseHost(host: string, u: URL): Resp {
    const code = host.split('.')[0].toUpperCase();
    const offs = (this.offsByCourse.get(code) ?? []).filter((o) => o.kind === 'host');
    if (!offs.length) return nginx404();
    const p = u.pathname;
    if (p === '/') return moved(offs[offs.length - 1].home, 302);
    if (p === '/robots.txt') return { status: 200, type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' };
    if (p.endsWith('/index.html')) return moved(`https://${host}${p.slice(0, -10)}`);
    const seg = p.split('/')[1];
    const o = offs.find((x) => x.base === `/${seg}/`);
    if (!o) return nginx404();
    if (p === `/${seg}`) return moved(`https://${host}/${seg}/`);
    return this.hostSub(o, p.slice(o.base.length), u);
  }

  private hostShell(o: Off, title: string, body: string, depth: number): Resp {
    const up = '../'.repeat(depth);
    const nav: [string, string][] = [['', 'Home'], ['lectures/', 'Lectures'], ['labs/', 'Labs'], ['assignments/', 'Assignments'], ['exams/', 'Exams'], ['resources/', 'Resources']];
    if (o.t.year <= 2017) {
      return html(`<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><link rel="stylesheet" href="${up}css/main.css"><link rel="alternate" type="application/rss+xml" title="${dispOf(o)}" href="${up}feed.xml"></head><body><header class="site-header"><div class="wrapper"><a class="site-title" href="${up || './'}">${dispOf(o)} ${o.t.label}</a><nav class="site-nav">${nav.slice(1).map(([h, l]) => `<a class="page-link" href="${up}${h}">${l}</a>`).join('')}</nav></div></header><div class="page-content"><div class="wrapper">${body}</div></div><footer class="site-footer"><div class="wrapper">${dispOf(o)}, IIT Vindhya &middot; <a href="https://github.com/cse-iitv/${lc(o.c.code)}-${o.t.year}">source</a></div></footer></body></html>`);
    }
    return html(`<!doctype html>\n<html lang="en" class="no-js">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width,initial-scale=1">\n<meta name="generator" content="mkdocs-1.0.4, mkdocs-material-4.6.0">\n<link rel="shortcut icon" href="${up}assets/images/favicon.png">\n<title>${esc(title)}</title>\n<link rel="stylesheet" href="${up}assets/stylesheets/application.750b69bd.css">\n<link rel="stylesheet" href="${up}assets/stylesheets/application-palette.224b79ff.css">\n<script src="${up}assets/javascripts/modernizr.86422ebf.js"></script>\n<link href="https://fonts.gstatic.com" rel="preconnect" crossorigin>\n<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto:300,400,400i,700%7CRoboto+Mono&display=fallback">\n</head>\n<body dir="ltr" data-md-color-primary="indigo" data-md-color-accent="indigo">\n<svg class="md-svg"><defs></defs></svg>\n<input class="md-toggle" data-md-toggle="drawer" type="checkbox" id="__drawer" autocomplete="off">\n<input class="md-toggle" data-md-toggle="search" type="checkbox" id="__search" autocomplete="off">\n<label class="md-overlay" data-md-component="overlay" for="__drawer"></label>\n<header class="md-header" data-md-component="header"><nav class="md-header-nav md-grid"><div class="md-flex"><div class="md-flex__cell md-flex__cell--shrink"><a href="${up || './'}" title="${dispOf(o)}" class="md-header-nav__button md-logo"><i class="md-icon">school</i></a></div><div class="md-flex__cell md-flex__cell--stretch"><div class="md-flex__ellipsis md-header-nav__title" data-md-component="title"><span class="md-header-nav__topic">${dispOf(o)} ${o.t.label}</span><span class="md-header-nav__topic">${esc(title)}</span></div></div></div></nav></header>\n<div class="md-container"><main class="md-main" role="main"><div class="md-main__inner md-grid" data-md-component="container">\n<div class="md-sidebar md-sidebar--primary" data-md-component="navigation"><div class="md-sidebar__scrollwrap"><div class="md-sidebar__inner"><nav class="md-nav md-nav--primary" data-md-level="0"><label class="md-nav__title md-nav__title--site" for="__drawer">${dispOf(o)}</label><ul class="md-nav__list" data-md-scrollfix>${nav.map(([h, l]) => `<li class="md-nav__item"><a href="${up}${h || './'}" class="md-nav__link">${l}</a></li>`).join('')}</ul></nav></div></div></div>\n<div class="md-content"><article class="md-content__inner md-typeset">\n${body}\n</article></div>\n</div></main>\n<footer class="md-footer"><div class="md-footer-meta md-typeset"><div class="md-footer-meta__inner md-grid"><div class="md-footer-copyright">${dispOf(o)}, Department of CSE, IIT Vindhya &middot; Made with <a href="https://www.mkdocs.org">MkDocs</a> and <a href="https://squidfunk.github.io/mkdocs-material/">Material for MkDocs</a></div></div></div></footer>\n</div>\n<script src="${up}assets/javascripts/application.808e90bb.js"></script>\n<script>app.initialize({version:"1.0.4",url:{base:"${up || '.'}"}})</script>\n<script src="${up}search/main.js"></script>\n</body>\n</html>\n`);
  }

  private hostHome(o: Off): Resp {
    const anns = this.announcements(o);
    const body = `<h1 id="${slugify(o.c.code)}">${dispOf(o)}: ${esc(o.c.title)}</h1>
<p><strong>${o.t.label}</strong> &middot; ${o.t.months} &middot; Slot ${o.slot} (${SLOTS[o.slot][0]}) &middot; ${o.venue}</p>
${anns.length ? `<div class="admonition note"><p class="admonition-title">Latest</p><ul>${anns.slice(0, 4).map(([d, t]) => `<li><strong>${fmtB(d)}</strong>: ${esc(t)}</li>`).join('')}</ul></div>` : ''}
<h2 id="about">About</h2>${this.about(o)}
<h2 id="people">People</h2><ul>${this.facts(o).slice(0, 2).map(([k, v]) => `<li><strong>${k}</strong>: ${v}</li>`).join('')}</ul>
<h2 id="schedule">Lectures and labs</h2><p>Lectures: ${SLOTS[o.slot][0]}. Labs: ${pick(rng(hash(o.key)), ['Mon', 'Tue', 'Wed', 'Thu'])} 14:00-17:00 in the Software Lab (CC 105). See ${a('lectures/', 'Lectures')} and ${a('labs/', 'Labs')}.</p>
<h2 id="evaluation">Evaluation</h2>${this.policy(o)}
<p>${this.extLinks(o)}</p>
${this.prevList(o)}`;
    return this.hostShell(o, this.titleOf(o, 'h'), body, 0);
  }

  private hostSub(o: Off, rel: string, u: URL): Resp {
    if (rel === '') return this.hostHome(o);
    const file = this.courseFile(o, rel, u);
    if (file) return file;
    if (/^(assets|css|search)\//.test(rel)) return rel.endsWith('.json') ? { status: 200, type: 'application/json', body: '{"config":{},"docs":[]}' } : asset(rel.startsWith('/') ? rel : `/${rel}`);
    if (rel === 'feed.xml') return { status: 200, type: 'application/xml', body: `<?xml version="1.0"?><rss version="2.0"><channel><title>${dispOf(o)}</title></channel></rss>` };
    const W = worksOf(o).filter((w) => w.out <= NOW);
    switch (rel) {
      case 'lectures/': return this.hostShell(o, 'Lectures', `<h1>Lectures</h1>${this.lecRows(o, 'md', '../')}`, 1);
      case 'labs/': return this.hostShell(o, 'Labs', `<h1>Labs</h1><ul>${W.filter((w) => w.kind === 'Lab').map((w) => `<li>${a(`lab${pad(w.n)}/`, w.title)} (due ${fmtD(w.due)})</li>`).join('') || '<li>Lab 1 will be released in week 2.</li>'}</ul>`, 1);
      case 'assignments/': return this.hostShell(o, 'Assignments', `<h1>Assignments</h1>${this.workRows(o, '../')}`, 1);
      case 'exams/': return this.hostShell(o, 'Exams', `<h1>Exams</h1>${this.examRows(o, '../')}`, 1);
      case 'resources/': return this.hostShell(o, 'Resources', `<h1>Resources</h1><ul><li><a href="https://docs.python.org/3/">Python documentation</a></li><li><a href="https://en.cppreference.com/">cppreference</a></li><li>${a(`https://${H.video}/course/${o.c.code}`, 'Recorded lectures')}</li></ul>`, 1);
    }
    const m = /^labs\/lab(\d\d)\/$/.exec(rel);
    if (m && W.some((w) => w.kind === 'Lab' && w.n === Number(m[1]))) {
      const r = rng(hash(u.pathname));
      return this.hostShell(o, `Lab ${Number(m[1])}`, `<h1>Lab ${Number(m[1])}</h1>${T.para(r, 3)}<ol>${Array.from({ length: int(r, 3, 6) }, () => `<li>${T.words(r, 14)}.</li>`).join('')}</ol><p>Starter code: ${a(`../lab${m[1]}.zip`, `lab${m[1]}.zip`)} &middot; Notebook: ${a(`../../notebooks/lab${m[1]}.ipynb`, `lab${m[1]}.ipynb`)}</p>`, 2);
    }
    return nginx404();
  }

  // ---- sites.cse…: Google-Sites-like and GitHub-Pages-like course sites ----

  private sitesHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/') return moved(casLogin(`${SITES}/`), 302);
    const seg = p.split('/')[1];
    const o = this.bases.get(`${H.sites}/${seg}/`);
    if (!o) return { ...nginx404() };
    if (p === `/${seg}`) return moved(`${SITES}/${seg}/`);
    const rel = p.slice(seg.length + 2);
    if (o.kind === 'gsite') {
      if (rel === '') return moved(`${SITES}/${seg}/home`, 302);
      if (rel.startsWith('_/rsrc/')) return asset(`/${rel}`);
      return this.gsitePage(o, rel);
    }
    if (rel === '') return this.ghHome(o);
    return this.ghSub(o, rel, u);
  }

  private gsitePage(o: Off, page: string): Resp {
    const PAGES = ['home', 'lectures', 'labs', 'assignments', 'resources', 'announcements'];
    if (!PAGES.includes(page)) return { status: 404, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html><head><title>Page not found</title></head><body><p>The page you have requested cannot be found.</p><a href="/${o.base.split('/')[1]}/home">Go to site home</a></body></html>` };
    const b = o.base;
    const r = rng(hash(o.key + page));
    const W = worksOf(o).filter((w) => w.out <= NOW);
    let content = '';
    if (page === 'home') content = `<p class="CDt4Ke zfr3Q">Welcome to ${dispOf(o)} (${esc(o.c.title)}), ${o.t.label}.</p><p class="CDt4Ke zfr3Q">Instructor: ${esc(o.f.name)}. Lectures: ${SLOTS[o.slot][0]}, ${o.venue}.</p><p class="CDt4Ke zfr3Q">All announcements will be made on Piazza. Please enrol there.</p>`;
    else if (page === 'lectures') content = lecturesOf(o).filter((l) => l.past).map((l) => `<p class="CDt4Ke zfr3Q">Lecture ${l.n} (${fmtB(l.date)}): ${esc(l.topic)} &mdash; <a href="https://drive.google.com/file/d/${hex(o.key + l.n, 28)}/view">slides</a></p>`).join('');
    else if (page === 'labs' || page === 'assignments') content = W.filter((w) => (page === 'labs' ? w.kind === 'Lab' : w.kind !== 'Lab')).map((w) => `<p class="CDt4Ke zfr3Q">${esc(w.title)} &mdash; due ${fmtD(w.due)} &mdash; <a href="https://drive.google.com/file/d/${hex(o.key + w.title, 28)}/view">handout</a></p>`).join('') || '<p class="CDt4Ke zfr3Q">Nothing yet.</p>';
    else if (page === 'announcements') content = this.announcements(o).map(([d, t]) => `<p class="CDt4Ke zfr3Q"><b>${fmtB(d)}</b>: ${esc(t)}</p>`).join('');
    else content = `<p class="CDt4Ke zfr3Q">${T.words(r, 12)}.</p><p class="CDt4Ke zfr3Q"><a href="https://www.youtube.com/playlist?list=PL${hex(o.key, 16)}">Video playlist</a></p>`;
    const prev = page === 'home' && o.prev.length ? `<p class="CDt4Ke zfr3Q">Previous offering: ${a(this.homeHref(o.prev[0], 'gs'), o.prev[0].t.label)}</p>` : '';
    const title = `${dispOf(o)} ${o.t.label} - ${page[0].toUpperCase() + page.slice(1)}`;
    return html(`<!DOCTYPE html><html lang="en-US" itemscope itemtype="http://schema.org/WebPage"><head><meta charset="utf-8"><script nonce="${hex(o.key + page, 22)}">var DOCS_timing={}; DOCS_timing['sl']=new Date().getTime();</script><script nonce="${hex(o.key, 22)}">_docs_flag_initialData={"docs-ails":"docs_warm","docs-fwds":"docs_sdf","docs-crs":"docs_crs_nfd","docs-shdn":0,"docs-tfh":"","info_params":{},"uls":"","docs-ucd":"","docs-etiff":true,"docs-cmfi":${T.chunk('gsite-a')}};</script><meta name="viewport" content="width=device-width, initial-scale=1"><meta property="og:title" content="${esc(title)}"><meta property="og:type" content="website"><title>${esc(title)}</title><link href="${b}_/rsrc/1581234567000/css/site.css" rel="stylesheet" nonce="x"><style nonce="x">.Zjiec{color:rgba(255,255,255,1);font-family:'Lato',sans-serif;font-size:22pt;font-weight:300}.CDt4Ke{margin:0;padding-top:12pt}.zfr3Q{font-family:'Lato',sans-serif;font-size:11pt;color:#212121}</style><script nonce="x">${T.chunk('gsite-b')}</script><script nonce="x">AF_initDataCallback({key: 'ds:0', isError: false, hash: '1', data:[${T.chunk('gsite-c')}]});</script></head><body><div jscontroller="pc62j" jsmodel="iTeaXe" jsaction="rcuQ6b:WYd;GvneHb:og1FDd;vbaUQc:uAM5ec;"><div class="Xpil1b" id="atIdViewHeader"><div class="BbxBP"><a class="Zjiec" href="${b}home">${dispOf(o)} ${o.t.label}</a><nav><ul class="JzO0Vc">${PAGES.map((x) => `<li><a class="aJHbb" href="${b}${x}"${x === page ? ' aria-selected="true"' : ''}>${x[0].toUpperCase() + x.slice(1)}</a></li>`).join('')}</ul></nav></div></div><div role="main" tabindex="-1" class="UtePc RCETm"><section class="yaqOZd"><div class="mYVXT"><div class="LS81yb VICjCf" tabindex="-1"><div class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd jXK9ad D2fZ2 OjCsFc wHaque GNzUNc"><div class="tyJCtd mGzaTb baZpAe">${content}${prev}</div></div></div></div></section></div><div class="dZA9kd ynRLnc" data-last-updated="true"><div class="WIdY2d M9vuGd">Page updated ${fmtA(Math.min(NOW, o.t.start + 40))}</div><div class="Rb6Tob"><span>Report abuse</span></div></div></div><script nonce="x">${T.chunk('gsite-d')}</script></body></html>`);
  }

  private ghShell(o: Off, title: string, body: string): Resp {
    const b = o.base;
    return html(`<!DOCTYPE html>\n<html lang="en"><head>\n<meta charset="utf-8">\n<meta http-equiv="X-UA-Compatible" content="IE=edge">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<!-- Begin Jekyll SEO tag v2.6.1 -->\n<title>${esc(title)}</title>\n<meta name="generator" content="Jekyll v3.8.5">\n<meta property="og:title" content="${esc(title)}">\n<link rel="canonical" href="${SITES}${b}">\n<!-- End Jekyll SEO tag -->\n<link rel="stylesheet" href="${b}assets/main.css">\n<link type="application/atom+xml" rel="alternate" href="${b}feed.xml" title="${dispOf(o)}">\n</head>\n<body><header class="site-header" role="banner"><div class="wrapper"><a class="site-title" rel="author" href="${b}">${dispOf(o)} &middot; ${o.t.label}</a><nav class="site-nav"><div class="trigger"><a class="page-link" href="${b}lectures/">Lectures</a><a class="page-link" href="${b}assignments/">Assignments</a><a class="page-link" href="${b}resources/">Resources</a></div></nav></div></header>\n<main class="page-content" aria-label="Content"><div class="wrapper">\n${body}\n</div></main>\n<footer class="site-footer h-card"><div class="wrapper"><p>${esc(o.c.title)} &middot; IIT Vindhya &middot; <a href="https://github.com/cse-iitv/${lc(codeOf(o))}-${o.t.year}">GitHub</a></p></div></footer>\n</body></html>\n`);
  }

  private ghPosts(o: Off): [number, string, string][] {
    return this.announcements(o).map(([d, t]) => { const s = slugify(t.split(/[.:;!]/)[0]).slice(0, 40); const x = dOf(d); return [d, t, `${o.base}${x.getUTCFullYear()}/${pad(x.getUTCMonth() + 1)}/${pad(x.getUTCDate())}/${s}.html`]; });
  }

  private ghHome(o: Off): Resp {
    const posts = this.ghPosts(o);
    const body = `<div class="home"><h1 class="page-heading">${esc(o.c.title)}</h1>${this.about(o)}<p>${this.facts(o).slice(0, 3).map(([k, v]) => `<strong>${k}:</strong> ${v}`).join('<br>')}</p><h2 class="post-list-heading">Announcements</h2><ul class="post-list">${posts.map(([d, t, h]) => `<li><span class="post-meta">${fmtB(d)}, ${dOf(d).getUTCFullYear()}</span><h3><a class="post-link" href="${h}">${esc(t.split(/[.!]/)[0])}</a></h3></li>`).join('')}</ul><p class="rss-subscribe">subscribe <a href="${o.base}feed.xml">via RSS</a></p>${this.prevList(o)}</div>`;
    return this.ghShell(o, `${dispOf(o)} | ${o.c.title}`, body);
  }

  private ghSub(o: Off, rel: string, u: URL): Resp {
    const file = this.courseFile(o, rel, u);
    if (file) return file;
    if (rel === 'assets/main.css') return asset('/main.css');
    if (rel === 'feed.xml') return { status: 200, type: 'application/atom+xml', body: `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${dispOf(o)}</title></feed>` };
    if (rel === 'lectures/') return this.ghShell(o, `Lectures | ${dispOf(o)}`, `<h1>Lectures</h1>${this.lecRows(o, 'md', `${o.base}assets/`)}`);
    if (rel === 'assignments/') return this.ghShell(o, `Assignments | ${dispOf(o)}`, `<h1>Assignments</h1>${this.workRows(o, `${o.base}assets/`)}`);
    if (rel === 'resources/') return this.ghShell(o, `Resources | ${dispOf(o)}`, `<h1>Resources</h1><ul><li><a href="https://www.postgresql.org/docs/">PostgreSQL docs</a></li><li><a href="https://git-scm.com/book">Pro Git</a></li></ul>`);
    const post = this.ghPosts(o).find(([, , h]) => h === u.pathname);
    if (post) return this.ghShell(o, `${post[1].split(/[.!]/)[0]} | ${dispOf(o)}`, `<article class="post"><header class="post-header"><h1 class="post-title">${esc(post[1].split(/[.!]/)[0])}</h1><p class="post-meta">${fmtA(post[0])}</p></header><div class="post-content">${esc(post[1])}</div></article>`);
    return { status: 404, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html><head><title>Page not found</title></head><body><h1>404</h1><p><strong>File not found</strong></p><p>The site configured at this address does not contain the requested file.</p></body></html>` };
  }
  // ===================================================================================================================
  // Moodle (institute-wide): guest-access courses are homes, the rest redirect to the login page
  // ===================================================================================================================

  private mLogin(): Resp {
    return { status: 303, location: `${MOODLE}/login/index.php`, type: 'text/html; charset=utf-8', body: '' };
  }

  private mShell(u: URL, title: string, body: string, o: { course?: MCourse; lang?: boolean; crumbs?: [string, string][]; bodyId?: string } = {}): Resp {
    const hi = u.searchParams.get('lang') === 'hi';
    const c = o.course;
    const self = (() => { const q = new URLSearchParams(u.search); q.delete('lang'); const s = q.toString(); return `${MOODLE}${u.pathname}${s ? `?${s}&` : '?'}`; })();
    const langMenu = o.lang ? `<li class="dropdown nav-item"><a class="dropdown-toggle nav-link" id="drop-down-lang" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false" href="#">${hi ? '&#2361;&#2367;&#2306;&#2342;&#2368; (hi)' : 'English (en)'}</a><div class="dropdown-menu" role="menu" aria-labelledby="drop-down-lang"><a class="dropdown-item" role="menuitem" href="${esc(self)}lang=en" title="English (en)">English (en)</a><a class="dropdown-item" role="menuitem" href="${esc(self)}lang=hi" title="Hindi (hi)">&#2361;&#2367;&#2306;&#2342;&#2368; (hi)</a></div></li>` : '';
    const crumbs: [string, string][] = [['Home', `${MOODLE}/`], ...(o.crumbs ?? [])];
    const courseNav = c ? `<nav class="list-group" aria-label="${esc(c.code)}"><a class="list-group-item list-group-item-action" href="${MOODLE}/course/view.php?id=${c.id}" data-key="coursehome"><div class="ml-0"><div class="media"><span class="media-left"><i class="icon fa fa-graduation-cap fa-fw"></i></span><span class="media-body font-weight-bold">${esc(c.code)}-${c.t.year}</span></div></div></a><a class="list-group-item list-group-item-action" href="${MOODLE}/user/index.php?id=${c.id}" data-key="participants">Participants</a><a class="list-group-item list-group-item-action" href="${MOODLE}/badges/view.php?type=2&amp;id=${c.id}" data-key="badgesview">Badges</a><a class="list-group-item list-group-item-action" href="${MOODLE}/grade/report/index.php?id=${c.id}" data-key="grades">Grades</a><a class="list-group-item list-group-item-action" href="${MOODLE}/blog/index.php?courseid=${c.id}" data-key="blogs">Blog entries</a></nav>` : '';
    return html(`<!DOCTYPE html>
<html dir="ltr" lang="${hi ? 'hi' : 'en'}" xml:lang="${hi ? 'hi' : 'en'}">
<head>
<title>${esc(title)}</title>
<link rel="shortcut icon" href="${MOODLE}/theme/image.php/boost/theme/1581003512/favicon">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="keywords" content="moodle, ${esc(title)}">
<link rel="stylesheet" type="text/css" href="${MOODLE}/theme/yui_combo.php?rollup/3.17.2/yui-moodlesimple-min.css">
<script id="firstthemesheet" type="text/css">/** Required in order to fix style inclusion problems in IE with YUI **/</script>
<link rel="stylesheet" type="text/css" href="${MOODLE}/theme/styles.php/boost/1581003512_1/all">
<script>
//<![CDATA[
var M = {}; M.yui = {};
M.pageloadstarttime = new Date();
M.cfg = {"wwwroot":"https:\\/\\/moodle.${DOM}","sesskey":"${hex(u.href + 'sk', 10)}","themerev":"1581003512","slasharguments":1,"theme":"boost","iconsystemmodule":"core\\/icon_system_fontawesome","jsrev":"1581003512","admin":"admin","svgicons":true,"usertimezone":"Asia\\/Kolkata","contextid":${c ? 40000 + c.id : 1},"langrev":1581003512,"templaterev":"1581003512"};
var yui1ConfigFn = function(me) {if(/-skin|reset|fonts|grids|base/.test(me.name)){me.type='css';me.path=me.path.replace(/\\.js/,'.css');me.path=me.path.replace(/\\/yui2-skin/,'/assets/skins/sam/yui2-skin')}};
YUI_config = {"debug":false,"base":"https:\\/\\/moodle.${DOM}\\/lib\\/yuilib\\/3.17.2\\/","comboBase":"https:\\/\\/moodle.${DOM}\\/theme\\/yui_combo.php?","combine":true,"filter":null,"insertBefore":"firstthemesheet","groups":{"yui2":{"base":"https:\\/\\/moodle.${DOM}\\/lib\\/yuilib\\/2in3\\/2.9.0\\/build\\/","comboBase":"https:\\/\\/moodle.${DOM}\\/theme\\/yui_combo.php?","combine":true,"ext":false,"root":"2in3\\/2.9.0\\/build\\/","patterns":{"yui2-":{"group":"yui2","configFn":yui1ConfigFn}}},"moodle":{"name":"moodle","base":"https:\\/\\/moodle.${DOM}\\/theme\\/yui_combo.php?m\\/1581003512\\/","combine":true,"comboBase":"https:\\/\\/moodle.${DOM}\\/theme\\/yui_combo.php?","ext":false,"root":"m\\/1581003512\\/","patterns":{"moodle-":{"group":"moodle","configFn":yui1ConfigFn}},"filter":null,"modules":[${T.chunk('moodle-a')},${T.chunk('moodle-b')},${T.chunk('moodle-c')},${T.chunk('moodle-d')}]}},"modules":{"core_filepicker":{"name":"core_filepicker","fullpath":"https:\\/\\/moodle.${DOM}\\/lib\\/javascript.php\\/1581003512\\/repository\\/filepicker.js"}}};
M.yui.loader = {modules: {}};
//]]>
</script>
<script src="${MOODLE}/lib/javascript.php/1581003512/lib/babel-polyfill/polyfill.min.js"></script>
<script src="${MOODLE}/lib/javascript.php/1581003512/lib/polyfills/polyfill.js"></script>
<script src="${MOODLE}/theme/yui_combo.php?rollup/3.17.2/yui-moodlesimple-min.js"></script>
<script src="${MOODLE}/lib/javascript.php/1581003512/lib/javascript-static.js"></script>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
</head>
<body id="${o.bodyId ?? 'page-site-index'}" class="${c ? `format-${c.fmt === 'onesection' ? 'topics' : c.fmt} path-course path-course-view course-${c.id} context-${40000 + c.id} category-${c.cat}` : 'pagelayout-frontpage'} chrome dir-ltr lang-${hi ? 'hi' : 'en'} yui-skin-sam yui3-skin-sam moodle-iitv-ac-in drawer-open-left">
<div id="page-wrapper">
<div><a class="sr-only sr-only-focusable" href="#maincontent">Skip to main content</a></div>
<nav class="fixed-top navbar navbar-light bg-white navbar-expand moodle-has-zindex" aria-label="Site navigation">
<div data-region="drawer-toggle" class="d-inline-block mr-3"><button aria-expanded="true" aria-controls="nav-drawer" type="button" class="btn nav-link float-sm-left mr-1 btn-light bg-gray" data-action="toggle-drawer" data-side="left" data-preference="drawer-open-nav"><i class="icon fa fa-bars fa-fw " aria-hidden="true"></i><span class="sr-only">Side panel</span></button></div>
<a href="${MOODLE}" class="navbar-brand aabtn has-logo"><span class="logo d-none d-sm-inline"><img src="${MOODLE}/pluginfile.php/1/core_admin/logocompact/0x70/1581003512/iitv-logo.png" alt="IITV Moodle"></span><span class="site-name d-none d-md-inline">IITV Moodle</span></a>
<ul class="navbar-nav d-none d-md-flex">${langMenu}</ul>
<ul class="nav navbar-nav ml-auto"><li class="nav-item"><div class="popover-region collapsed"></div></li></ul>
<div id="usernavigation" class="navbar-nav my-1 ml-auto"><div class="d-flex align-items-stretch usermenu-container"><div class="usermenu"><span class="login">${c ? 'You are currently using guest access' : 'You are not logged in.'} (<a href="${MOODLE}/login/index.php">Log in</a>)</span></div></div></div>
</nav>
<div id="page" class="container-fluid">
<header id="page-header" class="row"><div class="col-12 pt-3 pb-3"><div class="card"><div class="card-body"><div class="d-flex"><div class="mr-auto"><div class="page-context-header"><div class="page-header-headings"><h1>${esc(c ? `${c.code}: ${c.title} (${c.t.ay} ${c.t.sem === 'odd' ? 'Odd' : 'Even'})` : title)}</h1></div></div></div></div><div class="d-flex flex-wrap"><div id="page-navbar"><nav role="navigation" aria-label="Navigation bar"><ol class="breadcrumb">${crumbs.map(([l, h]) => `<li class="breadcrumb-item">${h ? a(h, l) : esc(l)}</li>`).join('')}</ol></nav></div></div></div></div></div></header>
<div id="page-content" class="d-flex flex-wrap"><div id="region-main-box" class="col-12"><section id="region-main" aria-label="Content">
<span class="notifications" id="user-notifications"></span>
<div role="main"><span id="maincontent"></span>
${body}
</div>
</section></div></div>
</div>
<div id="nav-drawer" data-region="drawer" class="d-print-none moodle-has-zindex" aria-hidden="false" tabindex="-1">
${courseNav}
<nav class="list-group" aria-label="Site"><a class="list-group-item list-group-item-action" href="${MOODLE}/" data-key="home">Site home</a><a class="list-group-item list-group-item-action" href="${MOODLE}/calendar/view.php?view=month" data-key="calendar">Calendar</a><a class="list-group-item list-group-item-action" href="${MOODLE}/course/index.php" data-key="courses">Courses</a></nav>
</div>
<footer id="page-footer" class="py-3 bg-dark text-light"><div class="container"><div id="course-footer"></div>
<div class="logininfo">${c ? 'You are currently using guest access' : 'You are not logged in.'} (<a href="${MOODLE}/login/index.php">Log in</a>)</div>
<div class="tool_usertours-resettourcontainer"></div>
<div class="homelink"><a href="${MOODLE}/">Home</a></div>
<div class="tool_dataprivacy"><a href="${MOODLE}/admin/tool/dataprivacy/summary.php">Data retention summary</a></div><a href="https://download.moodle.org/mobile?version=2019052004&amp;lang=en&amp;iosappid=633359593&amp;androidappid=com.moodle.moodlemobile">Get the mobile app</a>
<div>Moodle@IITV is maintained by the Computer Centre. For problems write to moodle-help@${DOM}.</div>
</div></footer>
</div>
<script>
//<![CDATA[
var require = {baseUrl : 'https://moodle.${DOM}/lib/requirejs.php/1581003512/', enforceDefine: true, skipDataMain: true, waitSeconds : 0, paths: { jquery: 'https://moodle.${DOM}/lib/javascript.php/1581003512/lib/jquery/jquery-3.2.1.min', jqueryui: 'https://moodle.${DOM}/lib/javascript.php/1581003512/lib/jquery/ui-1.12.1/jquery-ui.min', jqueryprivate: 'https://moodle.${DOM}/lib/javascript.php/1581003512/lib/requirejs/jquery-private' }, map: { '*': { jquery: 'jqueryprivate' }, jqueryprivate: { jquery: 'jquery' } } };
M.str = {"moodle":{"lastmodified":"Last modified","name":"Name","error":"Error","info":"Information","yes":"Yes","no":"No","cancel":"Cancel","confirm":"Confirm","areyousure":"Are you sure?","closebuttontitle":"Close","unknownerror":"Unknown error"},"repository":{"type":"Type","size":"Size","invalidjson":"Invalid JSON string","nofilesattached":"No files attached","filepicker":"File picker","cannotdownload":"Cannot download this file"}};
require(['core/first'], function() { require(['theme_boost/loader']); require(['theme_boost/drawer'], function(mod) { mod.init(); }); ;M.util.js_pending('core/notification'); require(['core/notification'], function(amd) {amd.init(${c ? 40000 + c.id : 1}, []); M.util.js_complete('core/notification');}); });
//]]>
</script>
</body>
</html>`);
  }

  private moodleHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const id = Number(q.get('id') ?? 0);
    switch (p) {
      case '/': case '/index.php': return this.mFront(u);
      case '/login/index.php': return this.mShell(u, 'IITV Moodle: Log in to the site', `<div class="card"><div class="card-block"><h2 class="card-header text-center">IITV Moodle</h2><div class="card-body"><form class="mt-3" action="${MOODLE}/login/index.php" method="post" id="login"><input type="hidden" name="logintoken" value="${hex('lt', 32)}"><div class="form-group"><label for="username" class="sr-only">Username</label><input type="text" name="username" id="username" class="form-control" placeholder="LDAP username"></div><div class="form-group"><input type="password" name="password" id="password" class="form-control" placeholder="Password"></div><button type="submit" class="btn btn-primary btn-block mt-3" id="loginbtn">Log in</button></form><div class="forgetpass mt-3"><p><a href="${MOODLE}/login/forgot_password.php">Forgotten your username or password?</a></p></div><div class="mt-3">Cookies must be enabled in your browser <a class="btn btn-link p-0" role="button" href="${MOODLE}/help.php?component=core&amp;identifier=cookiesenabled&amp;lang=en">?</a></div><div class="mt-2"><p>Some courses may allow guest access</p><form action="${MOODLE}/login/index.php" method="post" id="guestlogin"><input type="hidden" name="username" value="guest"><input type="hidden" name="password" value="guest"><button class="btn btn-secondary btn-block" type="submit">Log in as a guest</button></form></div></div></div></div>`, { lang: true, bodyId: 'page-login-index' });
      case '/login/forgot_password.php': return this.mShell(u, 'Forgotten password', `<p>To reset your password, submit your username or your email address below.</p><form method="post"><input name="username"><input name="email"><button>Search</button></form>`);
      case '/help.php': return html(`<!DOCTYPE html><html><head><title>Help</title></head><body><p>This site uses one session cookie, usually called MoodleSession. You must allow this cookie in your browser.</p></body></html>`);
      case '/admin/tool/dataprivacy/summary.php': return this.mShell(u, 'Data retention summary', `<h2>Data retention summary</h2><table class="generaltable"><tr><th>Purpose</th><th>Retention period</th></tr><tr><td>Teaching and assessment</td><td>7 years</td></tr><tr><td>Site logs</td><td>1 year</td></tr></table>`);
      case '/course/index.php': return this.mCategory(u);
      case '/course/view.php': {
        const m = this.mById.get(id);
        if (!m || [...q.keys()].some((k) => !['id', 'section'].includes(k))) return this.mError(u);
        if (!m.guest) return this.mLogin();
        const section = q.get('section');
        if (section !== null) return this.mCourse(u, m, Number(section));
        return this.mCourse(u, m);
      }
      case '/calendar/view.php': return this.mCalendar(u);
      case '/user/profile.php': case '/user/view.php': case '/user/index.php': case '/badges/view.php': case '/grade/report/index.php': case '/mod/quiz/view.php': case '/message/index.php': return this.mLogin();
      case '/blog/index.php': return { status: 500, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html><head><title>Error</title></head><body><div class="errorbox"><p class="errormessage">Error reading from database</p><p class="errorcode"><a href="https://docs.moodle.org/37/en/error/moodle/dmlreadexception">More information about this error</a></p></div></body></html>` };
      case '/mod/forum/view.php': case '/mod/forum/discuss.php': case '/mod/resource/view.php': case '/mod/url/view.php': case '/mod/assign/view.php': case '/mod/page/view.php': return this.mModule(u, p);
    }
    if (p.startsWith('/theme/') || p.startsWith('/lib/')) return asset(p.includes('styles.php') || p.endsWith('.css') ? `${p}.css` : p);
    if (p.startsWith('/pluginfile.php/')) return BINEXT.test(p) ? bin(ext(p)!, u.href) : this.mError(u);
    return this.mError(u);
  }

  private mError(u: URL): Resp {
    const r = this.mShell(u, 'Error', `<div class="box errorbox alert alert-danger p-y-1"><p class="errormessage">Can't find data record in database table course.</p><p class="errorcode"><a href="https://docs.moodle.org/37/en/error/moodle/invalidrecord">More information about this error</a></p></div><div class="continuebutton"><a href="${MOODLE}/">Continue</a></div>`);
    return { ...r, status: 404 };
  }

  private mFront(u: URL): Resp {
    const r = rng(hash('mfront'));
    const avail = Array.from({ length: 14 }, () => this.mcourses[this.mcourses.length - 1 - Math.floor(r() * 700)]);
    const body = `<div class="box py-3 generalbox sitetopic"><div class="no-overflow"><p>Welcome to <b>IITV Moodle</b>, the learning management system of IIT Vindhya. Log in with your LDAP username and password. Some courses allow guest access.</p></div></div>
<a class="skip-block skip" href="#skipavailablecourses">Skip available courses</a><div id="frontpage-available-course-list"><h2>Available courses</h2><div class="courses frontpage-course-list-all">${avail.map((m) => `<div class="coursebox clearfix" data-courseid="${m.id}" data-type="1"><div class="info"><h3 class="coursename"><a class="aalink" href="${MOODLE}/course/view.php?id=${m.id}">${esc(m.code)}-${m.t.year}: ${esc(m.title)}</a></h3><div class="moreinfo"></div>${m.guest ? '<div class="enrolmenticons"><i class="icon fa fa-unlock-alt fa-fw" title="Guest access"></i></div>' : ''}</div><div class="content"><ul class="teachers"><li>Teacher: <a href="${MOODLE}/user/profile.php?id=${5000 + (hash(m.inst) % 3000)}">${esc(m.inst)}</a></li></ul><div class="coursecat">Category: <a href="${MOODLE}/course/index.php?categoryid=${m.cat}">${m.t.ay} ${m.t.sem === 'odd' ? 'Odd' : 'Even'} Semester</a></div></div></div>`).join('')}</div></div>
<h2>Site announcements</h2><div class="forumpost">${this.news.filter((n) => n.cat === 'news').slice(-3).map((n) => `<p><b>${fmtA(n.date)}</b>: Moodle will be unavailable on ${fmtD(n.date + 3)} from 22:00 to 23:30 for maintenance.</p>`).join('')}</div>
<h2>Course categories</h2><ul class="category-list">${DEPTS.map(([dc, dn], di) => `<li>${a(`${MOODLE}/course/index.php?categoryid=${10 + di}`, `${dn} (${dc})`)}</li>`).join('')}</ul>`;
    return this.mShell(u, 'IITV Moodle', body, { lang: true });
  }

  private mCategory(u: URL): Resp {
    const q = u.searchParams;
    const cat = Number(q.get('categoryid') ?? 0);
    if (!cat) return this.mShell(u, 'IITV Moodle: Courses', `<div class="course_category_tree clearfix category-browse category-browse-0"><div class="content"><div class="subcategories">${DEPTS.map(([dc, dn], di) => `<div class="category" data-categoryid="${10 + di}" data-depth="1"><div class="info"><h3 class="categoryname aabtn"><a href="${MOODLE}/course/index.php?categoryid=${10 + di}">${esc(dn)} (${dc})</a></h3></div></div>`).join('')}</div></div></div><p>${a(`${MOODLE}/course/search.php`, 'Search courses')}</p>`, { lang: true, crumbs: [['Courses', '']] });
    if (cat >= 10 && cat < 10 + DEPTS.length) {
      const di = cat - 10;
      const terms = TERMS.slice(4).reverse();
      return this.mShell(u, `IITV Moodle: Courses: ${DEPTS[di][1]}`, `<div class="categorypicker"><label>Course categories:</label> ${DEPTS[di][1]}</div><div class="subcategories">${terms.map((t) => `<div class="category" data-categoryid="${200 + di * 20 + t.idx}"><h3 class="categoryname"><a href="${MOODLE}/course/index.php?categoryid=${200 + di * 20 + t.idx}">${t.ay} ${t.sem === 'odd' ? 'Odd' : 'Even'} Semester</a> <span class="numberofcourse">(${(this.mByCat.get(200 + di * 20 + t.idx) ?? []).length})</span></h3></div>`).join('')}</div>`, { lang: true, crumbs: [['Courses', `${MOODLE}/course/index.php`], [DEPTS[di][1], '']] });
    }
    const list = this.mByCat.get(cat);
    if (!list) return this.mError(u);
    const di = Math.floor((cat - 200) / 20);
    const t = TERMS[(cat - 200) % 20];
    const perpage = q.get('perpage') === 'all' ? 1000 : 20;
    const page = Number(q.get('page') ?? 0);
    if (page * perpage >= list.length && page) return this.mError(u);
    const shown = list.slice(page * perpage, page * perpage + perpage);
    const pages = Math.ceil(list.length / 20);
    const paging = perpage === 20 && pages > 1 ? `<nav aria-label="Page" class="pagination pagination-centered justify-content-center"><ul class="mt-1 pagination">${Array.from({ length: pages }, (_, i) => (i === page ? `<li class="page-item active"><span class="page-link">${i + 1}</span></li>` : `<li class="page-item"><a href="${MOODLE}/course/index.php?categoryid=${cat}&amp;browse=courses&amp;perpage=20&amp;page=${i}" class="page-link">${i + 1}</a></li>`)).join('')}</ul></nav><div class="paging paging-morelink"><a href="${MOODLE}/course/index.php?categoryid=${cat}&amp;browse=courses&amp;perpage=all&amp;page=0">Show all ${list.length}</a></div>` : '';
    const body = `<div class="course_category_tree clearfix category-browse category-browse-${cat}"><div class="content"><div class="courses category-browse-${cat}">${paging}${shown.map((m, i) => `<div class="coursebox clearfix ${i % 2 ? 'even' : 'odd'}" data-courseid="${m.id}" data-type="1"><div class="info"><h3 class="coursename"><a class="aalink" href="${MOODLE}/course/view.php?id=${m.id}">${esc(m.code)}-${m.t.year}: ${esc(m.title)}</a></h3><div class="moreinfo"></div>${m.guest ? '<div class="enrolmenticons"><i class="icon fa fa-unlock-alt fa-fw" title="Guest access" aria-label="Guest access"></i></div>' : '<div class="enrolmenticons"><i class="icon fa fa-sign-in fa-fw" title="Self enrolment"></i></div>'}</div><div class="content"><ul class="teachers"><li>Teacher: <a href="${MOODLE}/user/profile.php?id=${5000 + (hash(m.inst) % 3000)}">${esc(m.inst)}</a></li></ul></div></div>`).join('')}${paging}</div></div></div>`;
    return this.mShell(u, `IITV Moodle: Courses: ${DEPTS[di][0]}: ${t.ay} ${t.sem}`, body, { lang: true, crumbs: [['Courses', `${MOODLE}/course/index.php`], [DEPTS[di][1], `${MOODLE}/course/index.php?categoryid=${10 + di}`], [`${t.ay} ${t.sem === 'odd' ? 'Odd' : 'Even'}`, '']] });
  }

  /** A guest course's module list: `cm = course id × 40 + k`. */
  private mModules(m: MCourse): { cm: number; type: string; name: string; week: number }[] {
    const r = rng(hash(`mmods${m.id}`));
    const out = [
      { cm: m.id * 40, type: 'forum', name: 'Announcements', week: 0 },
      { cm: m.id * 40 + 1, type: 'resource', name: 'Course handout', week: 0 },
      { cm: m.id * 40 + 2, type: 'url', name: pick(r, ['Piazza', 'Course Piazza page', 'Gradescope']), week: 0 },
    ];
    const weeks = m.t === CUR ? 6 : int(r, 10, 14);
    let k = 3;
    for (let w = 1; w <= weeks && k < 40; w++) {
      out.push({ cm: m.id * 40 + k++, type: 'resource', name: `Lecture slides: week ${w}`, week: w });
      if (r() < 0.35 && k < 40) out.push({ cm: m.id * 40 + k++, type: 'assign', name: `Assignment ${Math.ceil(w / 3)}`, week: w });
      if (r() < 0.25 && k < 40) out.push({ cm: m.id * 40 + k++, type: 'quiz', name: `Quiz ${Math.ceil(w / 5)}`, week: w });
      if (r() < 0.2 && k < 40) out.push({ cm: m.id * 40 + k++, type: 'page', name: `Reading for week ${w}`, week: w });
    }
    return out;
  }

  private mCourse(u: URL, m: MCourse, only?: number): Resp {
    const mods = this.mModules(m);
    const weeks = Math.max(...mods.map((x) => x.week));
    if (only !== undefined && !(only >= 1 && only <= weeks && m.fmt === 'onesection')) return this.mError(u);
    const r = rng(hash(`mc${m.id}`));
    const modHtml = (x: { cm: number; type: string; name: string }) => `<li class="activity ${x.type} modtype_${x.type}" id="module-${x.cm}"><div><div class="mod-indent-outer"><div class="mod-indent"></div><div><div class="activityinstance"><a class="aalink" onclick="" href="${MOODLE}/mod/${x.type}/view.php?id=${x.cm}"><img src="${MOODLE}/theme/image.php/boost/${x.type}/1581003512/icon" class="iconlarge activityicon" alt="" role="presentation"><span class="instancename">${esc(x.name)}<span class="accesshide "> ${x.type === 'resource' ? 'File' : x.type === 'assign' ? 'Assignment' : x.type === 'url' ? 'URL' : x.type[0].toUpperCase() + x.type.slice(1)}</span></span></a></div></div></div></div></li>`;
    const wkName = (w: number) => (m.fmt === 'weeks' ? `${fmtA(m.t.start + (w - 1) * 7).slice(0, -5)} - ${fmtA(m.t.start + w * 7 - 1).slice(0, -5)}` : `Topic ${w}: ${(TOPICS[m.off?.c.area ?? 'prog'] ?? TOPICS.prog)[(w * 2) % 12]}`);
    const sec = (w: number) => `<li id="section-${w}" class="section main clearfix" role="region" aria-label="${w ? esc(wkName(w)) : 'General'}"><div class="left side"></div><div class="right side"></div><div class="content"><h3 class="sectionname"><span><a href="${MOODLE}/course/view.php?id=${m.id}#section-${w}">${w ? esc(wkName(w)) : 'General'}</a></span></h3><div class="summary">${w === 0 ? `<div class="no-overflow"><p><b>${esc(m.code)}: ${esc(m.title)}</b>, ${m.t.label} (${m.t.ay} ${m.t.sem} semester).</p><p>Instructor: ${esc(m.inst)}.${m.off ? ` Lectures in Slot ${m.off.slot} (${SLOTS[m.off.slot][0]}), ${m.off.venue}.` : ''}</p><p>${m.off ? blurb(m.off) : pick(r, ['All course material will be posted here.', 'Please check this page regularly for announcements.', 'Slides and assignments will be uploaded here after each class.'])}</p><p>Evaluation: Quizzes 20%, Midsem 30%, Endsem 40%, Assignments 10%. Attendance below 80% may lead to a DX grade.</p></div>` : ''}</div><ul class="section img-text">${mods.filter((x) => x.week === w).map(modHtml).join('')}</ul></div></li>`;
    let body: string;
    if (only !== undefined) body = `<div class="single-section"><div class="section-navigation navigationtitle">${only > 1 ? `<span class="mdl-left"><a href="${MOODLE}/course/view.php?id=${m.id}&amp;section=${only - 1}">&#9668; ${esc(wkName(only - 1))}</a></span>` : ''}${only < weeks ? `<span class="mdl-right"><a href="${MOODLE}/course/view.php?id=${m.id}&amp;section=${only + 1}">${esc(wkName(only + 1))} &#9658;</a></span>` : ''}</div><ul class="topics">${sec(only)}</ul></div>`;
    else if (m.fmt === 'onesection') body = `<div class="course-content"><ul class="topics">${sec(0)}</ul><table class="section-summary"><tr><th>Section</th><th>Activities</th></tr>${Array.from({ length: weeks }, (_, i) => `<tr><td><a href="${MOODLE}/course/view.php?id=${m.id}&amp;section=${i + 1}">${esc(wkName(i + 1))}</a></td><td>${mods.filter((x) => x.week === i + 1).length}</td></tr>`).join('')}</table></div>`;
    else body = `<div class="course-content"><ul class="${m.fmt}">${Array.from({ length: weeks + 1 }, (_, w) => sec(w)).join('')}</ul></div><aside class="block block_calendar_upcoming"><h5>Upcoming events</h5><a href="${MOODLE}/calendar/view.php?view=upcoming&amp;course=${m.id}">Go to calendar...</a></aside>`;
    return this.mShell(u, `Course: ${m.code}: ${m.title}${only ? ` - ${wkName(only)}` : ''}`, body, { course: m, crumbs: [['Courses', `${MOODLE}/course/index.php`], [m.dept, `${MOODLE}/course/index.php?categoryid=${10 + DEPTS.findIndex((d) => d[0] === m.dept)}`], [`${m.t.ay} ${m.t.sem === 'odd' ? 'Odd' : 'Even'}`, `${MOODLE}/course/index.php?categoryid=${m.cat}`], [`${m.code}-${m.t.year}`, '']], bodyId: 'page-course-view-topics' });
  }

  private mModule(u: URL, p: string): Resp {
    const q = u.searchParams;
    if (p === '/mod/forum/discuss.php') {
      const d = Number(q.get('d'));
      const m = this.mById.get(Math.floor(d / 20));
      if (!m || !m.guest || d % 20 >= 8) return this.mError(u);
      const r = rng(hash(`disc${d}`));
      return this.mShell(u, `${m.code}: Announcements`, `<h3 class="discussionname">${esc(T.words(r, 5))}</h3><div class="forumpost"><div class="author">by ${esc(m.inst)} - ${fmtD(m.t.start + (d % 20) * 9)}</div><div class="posting">${T.para(r, 2)}</div></div><p><a href="${MOODLE}/mod/forum/view.php?id=${m.id * 40}">Back to Announcements</a></p>`, { course: m });
    }
    const cm = Number(q.get('id'));
    const m = this.mById.get(Math.floor(cm / 40));
    const x = m && m.guest ? this.mModules(m).find((y) => y.cm === cm && p === `/mod/${y.type}/view.php`) : undefined;
    if (!m || !x) return m && !m.guest ? this.mLogin() : this.mError(u);
    const r = rng(hash(`mod${cm}`));
    if (x.type === 'resource') return { status: 303, location: `${MOODLE}/pluginfile.php/${50000 + cm}/mod_resource/content/1/${slugify(x.name)}.pdf` };
    if (x.type === 'url') return { status: 303, location: x.name.includes('Gradescope') ? 'https://www.gradescope.com/' : `https://piazza.com/iitv.ac.in/${m.t.season}${m.t.year}/${lc(m.code)}` };
    if (x.type === 'forum') return this.mShell(u, `${m.code}: Announcements`, `<h2>Announcements</h2><p>General news and announcements</p><table class="forumheaderlist table table-striped"><thead><tr><th>Discussion</th><th>Started by</th><th>Replies</th></tr></thead><tbody>${Array.from({ length: 8 }, (_, i) => `<tr><td><a href="${MOODLE}/mod/forum/discuss.php?d=${m.id * 20 + i}">${esc(T.words(rng(hash(`disc${m.id * 20 + i}`)), 5))}</a></td><td>${esc(m.inst)}</td><td>0</td></tr>`).join('')}</tbody></table>`, { course: m });
    if (x.type === 'assign') return this.mShell(u, `${m.code}: ${x.name}`, `<h2>${esc(x.name)}</h2><div class="box py-3 generalbox boxaligncenter">${T.para(r, 2)}</div><div class="submissionstatustable"><h3>Submission status</h3><table class="generaltable"><tr><th>Due date</th><td>${fmtD(m.t.start + x.week * 7 + 6)}, 11:59 PM</td></tr><tr><th>Submission status</th><td>Guests can't submit. Please log in.</td></tr></table></div>`, { course: m });
    return this.mShell(u, `${m.code}: ${x.name}`, `<h2>${esc(x.name)}</h2>${T.para(r, 3)}<ul>${Array.from({ length: 3 }, () => `<li>${T.words(r, 8)}</li>`).join('')}</ul>`, { course: m });
  }

  private mEvents?: Map<number, string[]>;
  private mCalendar(u: URL): Resp {
    const q = u.searchParams;
    const view = q.get('view') ?? 'month';
    const IST = 19800;
    const time = q.has('time') ? Number(q.get('time')) : Date.UTC(2020, 1, 14) / 1000 - IST;
    if (!Number.isFinite(time) || time < 0 || time > 4102444800) return this.mError(u);
    const dn = Math.floor((time + IST) / 86400);
    const d = dOf(dn);
    const ts = (n: number) => n * 86400 - IST;
    if (!this.mEvents) {
      this.mEvents = new Map();
      for (const m of this.mcourses) if (m.guest && m.off) for (const [e, x] of examsOf(m.off)) push(this.mEvents, x, `${m.code} ${e}`);
    }
    const evs = (n: number) => this.mEvents!.get(n) ?? [];
    if (view === 'upcoming') return this.mShell(u, 'Calendar: Upcoming events', `<h2>Upcoming events</h2><p>There are no upcoming events</p><p><a href="${MOODLE}/calendar/view.php?view=month">Full calendar</a></p>`, { bodyId: 'page-calendar-view' });
    if (view === 'day') {
      const body = `<div class="calendarwrapper"><div class="header"><a class="arrow_link previous" href="${MOODLE}/calendar/view.php?view=day&amp;time=${ts(dn - 1)}" title="${fmtD(dn - 1)}">&#9668; ${WDAY[weekday(dn - 1)]}</a><h2 class="current">${WDAY[weekday(dn)]}, ${fmtA(dn)}</h2><a class="arrow_link next" href="${MOODLE}/calendar/view.php?view=day&amp;time=${ts(dn + 1)}">${WDAY[weekday(dn + 1)]} &#9658;</a></div><div class="eventlist">${evs(dn).map((e) => `<div class="event"><h3>${esc(e)}</h3></div>`).join('') || '<span class="calendar-information calendar-no-results">There are no events for this day</span>'}</div><p><a href="${MOODLE}/calendar/view.php?view=month&amp;time=${ts(dn)}">Month</a></p></div>`;
      return this.mShell(u, `Calendar: Day view: ${fmtA(dn)}`, body, { bodyId: 'page-calendar-view' });
    }
    const y = d.getUTCFullYear();
    const mo = d.getUTCMonth();
    const first = dayOf(y, mo + 1, 1);
    const next = dayOf(mo === 11 ? y + 1 : y, mo === 11 ? 1 : mo + 2, 1);
    const prev = dayOf(mo === 0 ? y - 1 : y, mo === 0 ? 12 : mo, 1);
    let cells = '';
    for (let k = first; k < next; k++) cells += `<td class="day text-sm-center text-md-left" data-day="${k - first + 1}"><a href="${MOODLE}/calendar/view.php?view=day&amp;time=${ts(k)}" class="aalink day" aria-label="No events">${k - first + 1}</a>${evs(k).map((e) => `<div class="event">${esc(e)}</div>`).join('')}</td>${weekday(k) === 0 ? '</tr><tr>' : ''}`;
    const body = `<div class="calendarwrapper"><div class="header"><a class="arrow_link previous" href="${MOODLE}/calendar/view.php?view=month&amp;time=${ts(prev)}" title="${MONTH[dOf(prev).getUTCMonth()]}">&#9668; ${MONTH[dOf(prev).getUTCMonth()]}</a><h2 class="current">${MONTH[mo]} ${y}</h2><a class="arrow_link next" href="${MOODLE}/calendar/view.php?view=month&amp;time=${ts(next)}">${MONTH[dOf(next).getUTCMonth()]} &#9658;</a></div><table class="minicalendar calendartable"><thead><tr>${'Mon Tue Wed Thu Fri Sat Sun'.split(' ').map((x) => `<th>${x}</th>`).join('')}</tr></thead><tbody><tr>${cells}</tr></tbody></table><p><a href="${MOODLE}/calendar/view.php?view=upcoming&amp;course=1">Upcoming events</a> | <a href="${MOODLE}/calendar/export.php">Export calendar</a></p></div>`;
    return this.mShell(u, `Calendar: ${MONTH[mo]} ${y}`, body, { bodyId: 'page-calendar-view' });
  }
  // ===================================================================================================================
  // acad.iitv: Courses of Study, programmes, running courses, timetable (session ids), exams, feedback
  // ===================================================================================================================

  private acadShell(title: string, body: string, print = false): Resp {
    if (print) return html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="stylesheet" href="/css/print.css"></head><body onload="window.print()"><h2>${esc(title)}</h2>${body}</body></html>`);
    return html(`<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Academic Office, IIT Vindhya</title><link rel="stylesheet" href="/css/acad.css"></head><body><div id="top"><img src="/images/iitv-logo.png" alt=""> <b>Academic Office</b>, Indian Institute of Technology Vindhya</div><div id="menu"><a href="/">Home</a> | <a href="/courses_of_study/">Courses of Study</a> | <a href="/programmes/">Programmes</a> | <a href="/running/">Courses Running</a> | <a href="/timetable/">Time Table</a> | <a href="/exams/">Examinations</a> | <a href="/calendar/">Academic Calendar</a> | <a href="/feedback/">Course Feedback</a></div><div id="content"><h2>${esc(title)}</h2>\n${body}\n</div><div id="foot">Dean (Academic Affairs), IIT Vindhya &middot; acadoffice@${DOM} &middot; Last updated ${fmtA(NOW - 3)}</div></body></html>`);
  }

  /** The catalogue: the department's courses, the 2008-curriculum codes, and other departments' courses. */
  private catalog(dc: string): { code: string; title: string; old?: boolean }[] {
    if (dc === 'CS') return [...COURSES.filter((c) => c.dept === 'CS').map((c) => ({ code: c.code, title: c.title })), ...COURSES.filter((c) => c.old).map((c) => ({ code: c.old, title: c.title, old: true }))];
    const d = DEPTS.find((x) => x[0] === dc);
    if (!d) return [];
    const titles = d[2].split(';');
    return titles.flatMap((t, i) => [{ code: `${dc}${101 + i * 100 - (i > 4 ? 400 : 0) + i}`, title: t }, { code: `${dc}${601 + i * 2}`, title: `Advanced ${t}` }]);
  }

  private acadHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const print = q.get('print') === '1';
    const r = rng(hash(p));
    if (p === '/') return this.acadShell('Academic Office', `${T.para(r, 2)}<ul><li>${a('/courses_of_study/', 'Courses of Study (all departments)')}</li><li>${a('/programmes/', 'Programme structures')}</li><li>${a('/running/', 'Courses running this semester')}</li><li>${a('/timetable/', 'Slot-wise time table, Spring 2020')}</li><li>${a('/exams/', 'Midsem and Endsem schedules')}</li><li>${a('/calendar/', 'Academic calendar 2019-20')}</li><li>${a('/feedback/summary/', 'Course feedback summaries')}</li><li>${a('/rules/ug-rules.pdf', 'UG rules and regulations (PDF)')}</li><li>${a('/rules/pg-rules.pdf', 'PG rules and regulations (PDF)')}</li></ul>`);
    if (/\.(css|png|jpg)$/.test(p)) return asset(p);
    if (/\.pdf$/.test(p) && /^\/(rules|calendar|exams)\//.test(p)) return bin('application/pdf', u.href);
    if (p === '/courses_of_study/') return this.acadShell('Courses of Study', `<p>Course contents as approved by the Senate. Select a department:</p><ul>${DEPTS.map(([dc, dn]) => li(`/courses_of_study/${dc}.html`, `${dn} (${dc})`)).join('')}</ul>`);
    let m = /^\/courses_of_study\/([A-Z]{2})\.html$/.exec(p);
    if (m) {
      const cat = this.catalog(m[1]);
      if (!cat.length) return apache404(p, H.acad);
      const cur = cat.filter((c) => !c.old);
      const old = cat.filter((c) => c.old);
      return this.acadShell(`Courses of Study: ${DEPTS.find((x) => x[0] === m![1])![1]}`, `<table border="1" cellpadding="4"><tr><th>Code</th><th>Title</th></tr>${cur.map((c) => `<tr><td>${a(`/courses_of_study/${c.code}.html`, c.code)}</td><td>${esc(c.title)}</td></tr>`).join('')}</table>${old.length ? `<h3>Courses of the 2008 curriculum (discontinued)</h3><table border="1" cellpadding="4">${old.map((c) => `<tr><td>${a(`/courses_of_study/${c.code}.html`, c.code)}</td><td>${esc(c.title)}</td></tr>`).join('')}</table>` : ''}`, print);
    }
    m = /^\/courses_of_study\/([A-Z]{2,3}\d{3}[A-Z]?)\.html$/.exec(p);
    if (m) {
      const code = m[1];
      const dc = code.slice(0, 2) === 'CS' && code[2] === 'P' ? 'CS' : code.startsWith('CSL') ? 'CS' : code.slice(0, 2);
      const entry = this.catalog(dc).find((c) => c.code === code) ?? (courseByCode.get(code) ? { code, title: courseByCode.get(code)!.title } : undefined);
      if (!entry) return apache404(p, H.acad);
      const c = courseByCode.get(code) ?? COURSES.find((x) => x.old === code);
      const tops = TOPICS[c?.area ?? 'prog'] ?? TOPICS.prog;
      const body = `<table class="cos"><tr><th>Course Code</th><td>${code.replace(/^([A-Z]+)/, '$1 ')}</td></tr><tr><th>Title</th><td>${esc(entry.title)}</td></tr><tr><th>L-T-P-C</th><td>${c ? `${c.ltp}-${c.credits}` : '3-0-0-6'}</td></tr><tr><th>Offered by</th><td>${esc(DEPTS.find((x) => x[0] === dc)?.[1] ?? '')}</td></tr>${entry.old ? `<tr><th>Status</th><td>Discontinued from July 2016; replaced by ${a(`/courses_of_study/${c!.code}.html`, c!.code)}</td></tr>` : ''}<tr><th>Prerequisites</th><td>${c?.level === 'p' ? 'None (consent of instructor)' : 'CS 101'}</td></tr></table><h4>Contents</h4><p>${tops.slice(0, 14).join('; ')}.</p><h4>Texts and references</h4><ol><li>${esc(T.words(r, 6))} (${pick(r, ['Pearson', 'PHI', 'McGraw Hill', 'MIT Press'])})</li><li>${esc(T.words(r, 5))} (${pick(r, ['Springer', 'Wiley', 'Cambridge University Press'])})</li></ol><p>${a(`${p}?print=1`, 'Print view')} | ${a(`/courses_of_study/${dc}.html`, 'Back to department list')}</p>`;
      return this.acadShell(`${code}: ${entry.title}`, body, print);
    }
    if (p === '/programmes/') return this.acadShell('Programme Structures', `<ul>${['BTech-CSE', 'DD-CSE', 'MTech-CSE', 'PhD-CSE', 'Minor-CSE', 'BTech-EE', 'BTech-ME', 'BTech-CE', 'BTech-CH', 'MSc-MA', 'MSc-PH'].map((x) => li(`/programmes/${x}.html`, x.replace('-', ' '))).join('')}</ul>`);
    m = /^\/programmes\/([A-Za-z]+)-([A-Z]{2,3})\.html$/.exec(p);
    if (m) {
      const dc = m[2] === 'CSE' ? 'CS' : m[2];
      const cat = this.catalog(dc).filter((c) => !c.old);
      if (!cat.length) return apache404(p, H.acad);
      const sems = m[1] === 'PhD' ? 2 : m[1] === 'MTech' ? 4 : m[1] === 'Minor' ? 1 : 8;
      const body = Array.from({ length: sems }, (_, s) => `<h4>Semester ${s + 1}</h4><table border="1" cellpadding="3"><tr><th>Course</th><th>Title</th><th>Credits</th></tr>${cat.slice((s * 5) % cat.length, ((s * 5) % cat.length) + 5).map((c) => `<tr><td>${a(`/courses_of_study/${c.code}.html`, c.code)}</td><td>${esc(c.title)}</td><td>${int(r, 4, 8)}</td></tr>`).join('')}<tr><td colspan="3">Electives: ${int(r, 0, 2)}</td></tr></table>`).join('') + `<p>${a(`${p}?print=1`, 'Print view')}</p>`;
      return this.acadShell(`Programme structure: ${m[1]} (${m[2]})`, body, print);
    }
    if (p === '/running/') return this.acadShell('Courses Running', `<ul>${TERMS.slice(4).reverse().map((t) => li(`/running/${t.ay}/${t.sem}/`, `${t.ay} ${t.sem === 'odd' ? 'Odd (Autumn)' : 'Even (Spring)'} semester`)).join('')}</ul>`);
    m = /^\/running\/(\d{4}-\d{2})\/(odd|even)\/(?:([A-Z]{2})\.html)?$/.exec(p);
    if (m) {
      const t = TERMS.find((x) => x.ay === m![1] && x.sem === m![2] && x.idx >= 4);
      if (!t) return apache404(p, H.acad);
      if (!m[3]) return this.acadShell(`Courses running: ${t.ay} ${t.sem} semester`, `<ul>${DEPTS.map(([dc, dn]) => li(`/running/${t.ay}/${t.sem}/${dc}.html`, dn)).join('')}</ul>`);
      const di = DEPTS.findIndex((x) => x[0] === m![3]);
      if (di < 0) return apache404(p, H.acad);
      if (m[3] === 'CS') {
        const offs = this.offsByTerm.get(t.key) ?? [];
        return this.acadShell(`Courses running ${t.ay} ${t.sem}: Computer Science and Engineering`, `<table border="1" cellpadding="3"><tr><th>Code</th><th>Title</th><th>Instructor</th><th>Slot</th><th>Registered</th><th>Website</th></tr>${offs.map((o) => `<tr><td>${a(`/courses_of_study/${o.c.code}.html`, o.c.code)}</td><td>${esc(o.c.title)}</td><td>${esc(o.f.name)}</td><td>${o.slot}</td><td>${int(rng(hash(o.key + 'reg')), 12, 180)}</td><td>${o.inAcad && o.home ? a(this.homeHref(o, 'acad'), 'link') : ''}</td></tr>`).join('')}</table>`);
      }
      const list = this.mByCat.get(200 + di * 20 + t.idx) ?? [];
      return this.acadShell(`Courses running ${t.ay} ${t.sem}: ${DEPTS[di][1]}`, `<table border="1" cellpadding="3"><tr><th>Code</th><th>Title</th><th>Instructor</th><th>Slot</th></tr>${list.map((c) => `<tr><td>${c.code}</td><td>${esc(c.title)}</td><td>${esc(c.inst)}</td><td>${(hash(c.code) % 15) + 1}</td></tr>`).join('')}</table>`);
    }
    if (p === '/timetable/' || p.startsWith('/timetable/')) return this.timetable(u, p);
    if (p === '/exams/') return this.acadShell('Examinations', `<ul>${TERMS.slice(4).reverse().flatMap((t) => [li(`/exams/midsem-${t.ay}-${t.sem}.html`, `Midsem schedule ${t.ay} ${t.sem}`), li(`/exams/endsem-${t.ay}-${t.sem}.html`, `Endsem schedule ${t.ay} ${t.sem}`), li(`/exams/endsem-${t.ay}-${t.sem}.pdf`, `(PDF)`)]).join('')}</ul>`);
    m = /^\/exams\/(midsem|endsem)-(\d{4}-\d{2})-(odd|even)\.html$/.exec(p);
    if (m) {
      const t = TERMS.find((x) => x.ay === m![2] && x.sem === m![3] && x.idx >= 4);
      if (!t) return apache404(p, H.acad);
      const rows = [...(this.offsByTerm.get(t.key) ?? []).map((o) => [o.c.code, o.c.title, examsOf(o)[m![1] === 'midsem' ? 1 : 3][1]] as [string, string, number]), ...DEPTS.flatMap((_, di) => (this.mByCat.get(200 + di * 20 + t.idx) ?? []).filter((c) => c.dept !== 'CS').map((c) => [c.code, c.title, t.start + (m![1] === 'midsem' ? 52 : 118) + (hash(c.code) % 8)] as [string, string, number]))].sort((x, y) => x[2] - y[2] || x[0].localeCompare(y[0]));
      return this.acadShell(`${m[1] === 'midsem' ? 'Midsem' : 'Endsem'} examination schedule, ${t.ay} ${t.sem} semester`, `<table border="1" cellpadding="3"><tr><th>Date</th><th>Session</th><th>Course</th><th>Title</th></tr>${rows.map(([c, ti, d]) => `<tr><td>${fmtD(d)}</td><td>${['8:30-10:30', '11:00-13:00', '14:00-16:00', '17:30-19:30'][hash(c) % 4]}</td><td>${c}</td><td>${esc(ti)}</td></tr>`).join('')}</table>`);
    }
    if (p === '/calendar/') return this.acadShell('Academic Calendar', `<ul>${['2019-20', '2018-19', '2017-18', '2016-17'].map((y) => li(`/calendar/academic-calendar-${y}.pdf`, `Academic calendar ${y}`)).join('')}</ul><p>Spring 2020: classes begin 2 January; Midsem 22-29 February; last day of classes 17 April; Endsem 22 April - 2 May.</p>`);
    if (p === '/feedback/' || p.startsWith('/feedback/detailed/')) return moved(casLogin(`${ACAD}${p}`), 302);
    if (p === '/feedback/summary/') return this.acadShell('Course Feedback Summaries', `<p>Summaries of end-semester course feedback. Detailed reports are available to instructors ${a('/feedback/', 'after login')}.</p><ul>${TERMS.slice(4, 11).reverse().map((t) => li(`/feedback/summary/${t.ay}-${t.sem}.html`, `${t.ay} ${t.sem} semester`)).join('')}</ul>`);
    m = /^\/feedback\/summary\/(\d{4}-\d{2})-(odd|even)(?:\.html|\/([A-Z]{2}\d{3}[A-Z]?)\.html)$/.exec(p);
    if (m) {
      const t = TERMS.find((x) => x.ay === m![1] && x.sem === m![2] && x.idx >= 4 && x.idx < 11);
      if (!t) return apache404(p, H.acad);
      const offs = this.offsByTerm.get(t.key) ?? [];
      if (!m[3]) return this.acadShell(`Course feedback summary, ${t.ay} ${t.sem}`, `<table border="1" cellpadding="3"><tr><th>Course</th><th>Instructor</th><th>Responses</th><th>Overall (out of 5)</th></tr>${offs.map((o) => { const rr = rng(hash(o.key + 'fb')); return `<tr><td>${a(`/feedback/summary/${t.ay}-${t.sem}/${o.c.code}.html`, o.c.code)}</td><td>${esc(o.f.name)}</td><td>${int(rr, 10, 150)}</td><td>${(3 + rr() * 2).toFixed(2)}</td></tr>`; }).join('')}</table>`);
      const o = offs.find((x) => x.c.code === m![3]);
      if (!o) return apache404(p, H.acad);
      const rr = rng(hash(o.key + 'fbd'));
      return this.acadShell(`Feedback: ${o.c.code} ${o.c.title} (${t.label})`, `<table border="1" cellpadding="3">${['The course objectives were clear', 'The instructor was well prepared', 'Lectures were audible and clear', 'Assignments helped in learning', 'Evaluation was fair', 'Course material (slides, notes) was useful', 'TAs were helpful', 'Overall rating'].map((x) => `<tr><td>${x}</td><td>${(2.8 + rr() * 2.2).toFixed(2)}</td></tr>`).join('')}</table><h4>Selected comments</h4><ul>${Array.from({ length: 5 }, () => `<li>${T.words(rr, 14)}.</li>`).join('')}</ul>`);
    }
    return apache404(p, H.acad);
  }

  private timetable(u: URL, p: string): Resp {
    const sm = /;jsessionid=([0-9A-F]{32})/.exec(p);
    const path = p.replace(/;jsessionid=[0-9A-F]{32}/, '');
    const q = u.searchParams;
    const sem = q.get('sem') ?? '2019-20-even';
    const t = TERMS.find((x) => `${x.ay}-${x.sem}` === sem && x.idx >= 8);
    if (!t) return apache404(p, H.acad);
    const sid = sm ? sm[1] : hex(`${path}?${u.search}`, 32).toUpperCase();
    const L = (page: string, qs: string) => `/timetable/${page};jsessionid=${sid}?${qs}`;
    const offs = this.offsByTerm.get(t.key) ?? [];
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="stylesheet" href="/css/tt.css"></head><body><h2>${esc(title)}</h2><p><a href="${L('slots.jsp', `sem=${sem}`)}">All slots</a> | <a href="${L('rooms.jsp', `sem=${sem}`)}">Rooms</a> | Semester: ${TERMS.slice(8).map((x) => a(L('slots.jsp', `sem=${x.ay}-${x.sem}`), x.label)).join(' ')}</p>${body}<p><small>Time Table Information System v2.1 &middot; Academic Office</small></p></body></html>`);
    if (path === '/timetable/' || path === '/timetable/slots.jsp') return shell(`Slot-wise time table: ${t.label}`, `<table border="1" cellpadding="3"><tr><th>Slot</th><th>Timings</th><th>Courses</th></tr>${SLOTS.slice(1).map(([tm], i) => `<tr><td>${a(L('slot.jsp', `slot=${i + 1}&sem=${sem}`), String(i + 1))}</td><td>${tm}</td><td>${offs.filter((o) => o.slot === i + 1).length}</td></tr>`).join('')}</table>`);
    if (path === '/timetable/slot.jsp') {
      const s = Number(q.get('slot'));
      if (!(s >= 1 && s <= 15)) return apache404(p, H.acad);
      return shell(`Slot ${s} (${SLOTS[s][0]}): ${t.label}`, `<table border="1" cellpadding="3"><tr><th>Course</th><th>Title</th><th>Instructor</th><th>Room</th></tr>${offs.filter((o) => o.slot === s).map((o) => `<tr><td>${a(`${ACAD}/courses_of_study/${o.c.code}.html`, o.c.code)}</td><td>${esc(o.c.title)}</td><td>${esc(o.f.name)}</td><td>${a(L('room.jsp', `room=${o.venue.replace(/ .*/, '').toLowerCase()}${o.venue.replace(/\D/g, '')}&sem=${sem}`), o.venue)}</td></tr>`).join('')}</table>`);
    }
    if (path === '/timetable/rooms.jsp') return shell(`Rooms: ${t.label}`, `<ul>${VENUES.map((v) => li(L('room.jsp', `room=${v.replace(/ .*/, '').toLowerCase()}${v.replace(/\D/g, '')}&sem=${sem}`), v)).join('')}</ul>`);
    if (path === '/timetable/room.jsp') {
      const room = q.get('room') ?? '';
      const v = VENUES.find((x) => `${x.replace(/ .*/, '').toLowerCase()}${x.replace(/\D/g, '')}` === room);
      if (!v) return apache404(p, H.acad);
      return shell(`Room ${v}: ${t.label}`, `<table border="1" cellpadding="3"><tr><th>Slot</th><th>Course</th></tr>${offs.filter((o) => o.venue === v).map((o) => `<tr><td>${o.slot}</td><td>${o.c.code} ${esc(o.c.title)}</td></tr>`).join('')}</table>`);
    }
    return apache404(p, H.acad);
  }
  // ===================================================================================================================
  // csa.cse: the students' association (WordPress): course reviews and resources link past course pages
  // ===================================================================================================================

  private csaPosts(): { id: number; date: number; title: string; slug: string; cat: string; tags: string[]; author: string }[] {
    if (this._csaPosts) return this._csaPosts;
    const r = rng(hash('csa-posts'));
    const from = dayOf(2016, 8, 1);
    const N = 150;
    const cats = ['events', 'announcements', 'academics', 'placements', 'alumni-talks', 'hackathons'];
    const authors = ['csa-admin', 'gensec', 'web-team', 'acad-rep'];
    const tags = ['freshers', 'orientation', 'hackathon', 'talk', 'workshop', 'internship', 'course-registration', 'elections', 'sports', 'fest', 'alumni', 'gre', 'placement'];
    this._csaPosts = Array.from({ length: N }, (_, i) => {
      const date = from + Math.floor((i * (NOW - from)) / N);
      const title = pick(r, [`Freshers' orientation ${dOf(date).getUTCFullYear()}`, `CSA elections: results`, `Alumni talk: ${pick(r, STOPICS)}`, `Hackathon ${dOf(date).getUTCFullYear()}: winners`, `Course registration tips for ${pick(r, ['Autumn', 'Spring'])} ${dOf(date).getUTCFullYear()}`, `Internship experiences: ${pick(r, ['Google', 'Microsoft', 'Goldman Sachs', 'Adobe', 'Samsung R&D', 'Qualcomm'])}`, `Workshop on ${pick(r, ['git', 'LaTeX', 'competitive programming', 'Linux', 'Docker', 'ML with PyTorch'])}`, `Minutes of the general body meeting`]);
      return { id: 100 + i * 7, date, title, slug: slugify(title).slice(0, 50), cat: pick(r, cats), tags: [pick(r, tags), pick(r, tags)].filter((x, j, l) => l.indexOf(x) === j), author: pick(r, authors) };
    });
    return this._csaPosts;
  }
  private _csaPosts?: { id: number; date: number; title: string; slug: string; cat: string; tags: string[]; author: string }[];

  private csaShell(u: URL, title: string, body: string, o: { postId?: number } = {}): Resp {
    const posts = this.csaPosts();
    const months = [...new Set(posts.map((p) => fmtISO(p.date).slice(0, 7)))].reverse();
    return html(`<!DOCTYPE html>\n<html lang="en-US">\n<head>\n<meta charset="UTF-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<link rel="profile" href="https://gmpg.org/xfn/11">\n<title>${esc(title)} &#8211; CSE Students&#039; Association</title>\n<link rel='dns-prefetch' href='//fonts.googleapis.com' />\n<link rel="alternate" type="application/rss+xml" title="CSE Students&#039; Association &raquo; Feed" href="${CSA}/feed/" />\n<link rel='stylesheet' id='wp-block-library-css' href='${CSA}/wp-includes/css/dist/block-library/style.min.css?ver=5.3.2' type='text/css' media='all' />\n<link rel='stylesheet' id='twentyseventeen-style-css' href='${CSA}/wp-content/themes/twentyseventeen/style.css?ver=5.3.2' type='text/css' media='all' />\n<link rel='https://api.w.org/' href='${CSA}/wp-json/' />\n<link rel="EditURI" type="application/rsd+xml" title="RSD" href="${CSA}/xmlrpc.php?rsd" />\n<link rel="wlwmanifest" type="application/wlwmanifest+xml" href="${CSA}/wp-includes/wlwmanifest.xml" />\n<meta name="generator" content="WordPress 5.3.2" />\n${o.postId ? `<link rel='shortlink' href='${CSA}/?p=${o.postId}' />\n` : ''}<script type="text/javascript">window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/12.0.0-1\\/72x72\\/","ext":".png","svgUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/12.0.0-1\\/svg\\/","svgExt":".svg","source":{"concatemoji":"https:\\/\\/csa.cse.${DOM}\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=5.3.2"}};${T.chunk('wp-a')}</script>\n</head>\n<body class="home blog hfeed has-header-image has-sidebar colors-light">\n<div id="page" class="site"><header id="masthead" class="site-header" role="banner"><div class="site-branding"><h1 class="site-title"><a href="${CSA}/" rel="home">CSE Students&#039; Association</a></h1><p class="site-description">Department of CSE, IIT Vindhya</p></div>\n<nav id="site-navigation" class="main-navigation" role="navigation" aria-label="Top Menu"><ul id="top-menu" class="menu">${[['Home', '/'], ['About', '/about/'], ['Council', '/council/'], ['Events', '/category/events/'], ['Course Reviews', '/course-reviews/'], ['Resources', '/resources/'], ['Blog', '/blog/'], ['Contact', '/contact/']].map(([l, h]) => `<li class="menu-item"><a href="${CSA}${h}">${l}</a></li>`).join('')}</ul></nav></header>\n<div class="site-content-contain"><div id="content" class="site-content"><div class="wrap"><div id="primary" class="content-area"><main id="main" class="site-main" role="main">\n${body}\n</main></div>\n<aside id="secondary" class="widget-area" role="complementary"><section class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul>${posts.slice(-5).reverse().map((p) => li(this.csaPostUrl(p), p.title)).join('')}</ul></section><section class="widget widget_archive"><h2 class="widget-title">Archives</h2><ul>${months.slice(0, 12).map((m) => li(`${CSA}/${m.replace('-', '/')}/`, `${MONTH[Number(m.slice(5)) - 1]} ${m.slice(0, 4)}`)).join('')}</ul></section><section class="widget widget_categories"><h2 class="widget-title">Categories</h2><ul>${['events', 'announcements', 'academics', 'placements', 'alumni-talks', 'hackathons'].map((c) => li(`${CSA}/category/${c}/`, c.replace('-', ' '))).join('')}</ul></section><section class="widget widget_meta"><h2 class="widget-title">Meta</h2><ul><li><a href="${CSA}/wp-login.php">Log in</a></li><li><a href="${CSA}/feed/">Entries feed</a></li><li><a href="${CSA}/comments/feed/">Comments feed</a></li><li><a href="https://wordpress.org/">WordPress.org</a></li></ul></section></aside>\n</div></div>\n<footer id="colophon" class="site-footer" role="contentinfo"><div class="wrap"><div class="site-info"><a href="${WWW}/">Department of CSE</a> &middot; <a href="https://wordpress.org/" class="imprint">Proudly powered by WordPress</a></div></div></footer></div></div>\n<script type='text/javascript' src='${CSA}/wp-includes/js/wp-embed.min.js?ver=5.3.2'></script>\n</body>\n</html>\n`);
  }
  private csaPostUrl(p: { date: number; slug: string }) { const d = dOf(p.date); return `${CSA}/${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${p.slug}/`; }

  private csaList(u: URL, title: string, list: { id: number; date: number; title: string; slug: string }[], base: string): Resp {
    const m = /\/page\/(\d+)\/$/.exec(u.pathname);
    const page = m ? Number(m[1]) : 1;
    const per = 10;
    const sorted = list.slice().reverse();
    if (page < 1 || (page - 1) * per >= sorted.length) return this.csa404(u);
    const r = rng(hash(u.pathname));
    const items = sorted.slice((page - 1) * per, page * per).map((p) => `<article id="post-${p.id}" class="post type-post status-publish format-standard hentry"><header class="entry-header"><div class="entry-meta"><span class="posted-on"><a href="${this.csaPostUrl(p)}" rel="bookmark"><time class="entry-date published">${MONTH[dOf(p.date).getUTCMonth()]} ${dOf(p.date).getUTCDate()}, ${dOf(p.date).getUTCFullYear()}</time></a></span></div><h2 class="entry-title"><a href="${this.csaPostUrl(p)}" rel="bookmark">${esc(p.title)}</a></h2></header><div class="entry-content">${T.para(r, 2)}<p><a href="${this.csaPostUrl(p)}" class="more-link">Continue reading<span class="screen-reader-text"> &#8220;${esc(p.title)}&#8221;</span></a></p></div></article>`).join('');
    const nav = `<nav class="navigation pagination" role="navigation"><div class="nav-links">${page > 1 ? `<a class="prev page-numbers" href="${base}${page === 2 ? '' : `page/${page - 1}/`}">Previous page</a>` : ''}${(page - 1) * per + per < sorted.length ? `<a class="next page-numbers" href="${base}page/${page + 1}/">Next page</a>` : ''}</div></nav>`;
    return this.csaShell(u, title, `<header class="page-header"><h1 class="page-title">${esc(title)}</h1></header>${items}${nav}`);
  }
  private csa404(u: URL): Resp { return { ...this.csaShell(u, 'Page not found', `<section class="error-404 not-found"><header class="page-header"><h1 class="page-title">Oops! That page can&rsquo;t be found.</h1></header><div class="page-content"><p>It looks like nothing was found at this location. Maybe try a search?</p></div></section>`), status: 404 }; }

  private csaHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const posts = this.csaPosts();
    if (p.startsWith('/wp-content/') || p.startsWith('/wp-includes/')) return p.endsWith('.xml') ? { status: 200, type: 'application/xml', body: '<?xml version="1.0"?><manifest/>' } : asset(p);
    if (p.startsWith('/wp-json/')) return { status: 200, type: 'application/json; charset=UTF-8', body: `{"name":"CSE Students' Association","description":"Department of CSE, IIT Vindhya","url":"${CSA}","namespaces":["oembed\\/1.0","wp\\/v2"]}` };
    if (p === '/xmlrpc.php') return { status: 200, type: 'text/xml', body: '<?xml version="1.0" encoding="UTF-8"?><rsd version="1.0"><service><engineName>WordPress</engineName></service></rsd>' };
    if (p === '/wp-login.php') return html(`<!DOCTYPE html><html><head><title>Log In &lsaquo; CSE Students&#039; Association &#8212; WordPress</title></head><body class="login"><div id="login"><form name="loginform" id="loginform" action="${CSA}/wp-login.php" method="post"><p><label>Username or Email Address<input type="text" name="log"></label></p><p><label>Password<input type="password" name="pwd"></label></p><p class="submit"><input type="submit" value="Log In"></p></form><p id="nav"><a href="${CSA}/wp-login.php?action=lostpassword">Lost your password?</a></p><p id="backtoblog"><a href="${CSA}/">&larr; Back to CSE Students&#039; Association</a></p></div></body></html>`);
    if (p.endsWith('/feed/')) return { status: 200, type: 'application/rss+xml; charset=UTF-8', body: `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>CSE Students' Association</title><link>${CSA}</link></channel></rss>` };
    if (p === '/' && q.has('p')) { const post = posts.find((x) => x.id === Number(q.get('p'))); return post ? moved(this.csaPostUrl(post)) : this.csa404(u); }
    if (p === '/' || /^\/page\/\d+\/$/.test(p)) return this.csaList(u, 'CSE Students\' Association', posts, `${CSA}/`);
    if (p === '/blog/' || /^\/blog\/page\/\d+\/$/.test(p)) return this.csaList(u, 'Blog', posts, `${CSA}/blog/`);
    let m = /^\/category\/([a-z-]+)\/(?:page\/\d+\/)?$/.exec(p);
    if (m) return this.csaList(u, `Category: ${m[1]}`, posts.filter((x) => x.cat === m![1]), `${CSA}/category/${m[1]}/`);
    m = /^\/tag\/([a-z-]+)\/(?:page\/\d+\/)?$/.exec(p);
    if (m) return this.csaList(u, `Tag: ${m[1]}`, posts.filter((x) => x.tags.includes(m![1])), `${CSA}/tag/${m[1]}/`);
    m = /^\/author\/([a-z-]+)\/(?:page\/\d+\/)?$/.exec(p);
    if (m) return this.csaList(u, `Author: ${m[1]}`, posts.filter((x) => x.author === m![1]), `${CSA}/author/${m[1]}/`);
    m = /^\/(\d{4})\/(\d{2})\/(?:page\/\d+\/)?$/.exec(p);
    if (m) return this.csaList(u, `Month: ${MONTH[Number(m[2]) - 1]} ${m[1]}`, posts.filter((x) => fmtISO(x.date).startsWith(`${m![1]}-${m![2]}`)), `${CSA}/${m[1]}/${m[2]}/`);
    m = /^\/(\d{4})\/(\d{2})\/([a-z0-9-]+)\/$/.exec(p);
    if (m) {
      const i = posts.findIndex((x) => this.csaPostUrl(x) === `${CSA}${p}`);
      if (i < 0) return this.csa404(u);
      const post = posts[i];
      const r = rng(hash(`csapost${post.id}`));
      const comments = Array.from({ length: int(r, 0, 4) }, (_, k) => ({ id: post.id * 10 + k, who: `${pick(r, FIRST)} ${pick(r, LAST)}`, text: T.words(r, 15) }));
      const body = `<article id="post-${post.id}" class="post"><header class="entry-header"><div class="entry-meta"><span class="posted-on">Posted on <time>${fmtA(post.date)}</time></span> <span class="byline">by <a href="${CSA}/author/${post.author}/">${post.author}</a></span></div><h1 class="entry-title">${esc(post.title)}</h1></header><div class="entry-content">${T.para(r, 4)}${T.para(r, 3)}</div><footer class="entry-footer"><span class="cat-links">Posted in <a href="${CSA}/category/${post.cat}/" rel="category tag">${post.cat}</a></span> <span class="tags-links">Tagged ${post.tags.map((t) => `<a href="${CSA}/tag/${t}/" rel="tag">${t}</a>`).join(', ')}</span></footer></article><nav class="navigation post-navigation">${i > 0 ? `<div class="nav-previous"><a href="${this.csaPostUrl(posts[i - 1])}" rel="prev">${esc(posts[i - 1].title)}</a></div>` : ''}${i < posts.length - 1 ? `<div class="nav-next"><a href="${this.csaPostUrl(posts[i + 1])}" rel="next">${esc(posts[i + 1].title)}</a></div>` : ''}</nav><div id="comments" class="comments-area">${comments.length ? `<h2 class="comments-title">${comments.length} Replies to &ldquo;${esc(post.title)}&rdquo;</h2><ol class="comment-list">${comments.map((c) => `<li id="comment-${c.id}" class="comment"><article class="comment-body"><footer class="comment-meta"><b class="fn">${esc(c.who)}</b></footer><div class="comment-content"><p>${esc(c.text)}</p></div><div class="reply"><a rel='nofollow' class='comment-reply-link' href='${this.csaPostUrl(post)}?replytocom=${c.id}#respond'>Reply</a></div></article></li>`).join('')}</ol>` : ''}<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3><p class="must-log-in">You must be <a href="${CSA}/wp-login.php?redirect_to=${encodeURIComponent(this.csaPostUrl(post))}">logged in</a> to post a comment.</p></div></div>`;
      return this.csaShell(u, post.title, body, { postId: post.id });
    }
    if (p === '/course-reviews/') {
      const codes = COURSES.filter((c) => (this.offsByCourse.get(c.code) ?? []).length);
      return this.csaShell(u, 'Course Reviews', `<h1>Course Reviews</h1><p>Reviews of CSE courses written by students, collected by the academic representatives. Please be honest and constructive. Reviews are moderated.</p><ul>${codes.map((c) => li(`${CSA}/course-reviews/${lc(c.code)}/`, `${c.dept} ${c.num}: ${c.title}`)).join('')}</ul>`);
    }
    m = /^\/course-reviews\/([a-z]{2}\d{3}m?)\/$/.exec(p);
    if (m) {
      const c = courseByCode.get(m[1].toUpperCase());
      const offs = c ? (this.offsByCourse.get(c.code) ?? []).filter((o) => o.t.idx < 11).reverse() : [];
      if (!c || !offs.length) return this.csa404(u);
      const r = rng(hash(p));
      const reviews = offs.map((o, k) => `<div class="review" id="review-${hash(o.key) % 100000}"><h3>${o.t.label} &mdash; ${esc(o.f.name)}</h3>${o.inCsa && o.home ? `<p>Course website: ${a(this.homeHref(o, 'csa', 'csa'), this.homeHref(o, 'csa', 'csa'))}</p>` : ''}<p><b>Difficulty:</b> ${int(r, 2, 5)}/5 &middot; <b>Workload:</b> ${pick(r, ['light', 'moderate', 'heavy', 'very heavy'])} &middot; <b>Grading:</b> ${pick(r, ['lenient', 'fair', 'strict'])}</p><p>${[pick(r, REVIEW), pick(r, REVIEW), pick(r, REVIEW)].filter((x, j, l) => l.indexOf(x) === j).join(' ')}</p><p><a rel="nofollow" class="comment-reply-link" href="${CSA}${p}?replytocom=${hash(o.key) % 100000}#respond">Reply</a></p></div>${k === 3 ? `<p>${T.words(r, 10)}.</p>` : ''}`).join('');
      return this.csaShell(u, `Course Review: ${c.dept} ${c.num}`, `<h1>${c.dept} ${c.num}: ${esc(c.title)}</h1><p>${a(`${ACAD}/courses_of_study/${c.code}.html`, 'Official syllabus')} &middot; ${a(`${CSA}/resources/#${lc(c.code)}`, 'Resources')}</p>${reviews}`);
    }
    if (p === '/resources/') {
      const rows = COURSES.map((c) => {
        const l = (this.offsByCourse.get(c.code) ?? []).filter((o) => o.inCsa && o.home).reverse();
        return `<h3 id="${lc(c.code)}">${c.dept} ${c.num}: ${esc(c.title)}</h3><ul>${l.map((o) => li(this.homeHref(o, 'res', 'csa'), `Course page, ${o.t.label} (${o.f.name})`)).join('')}<li><a href="https://drive.google.com/drive/folders/${hex(c.code, 28)}">Notes and past papers (Google Drive)</a></li></ul>`;
      }).join('');
      return this.csaShell(u, 'Resources', `<h1>Course Resources</h1><p>Links to course websites of previous years, notes and question papers, maintained by the academic representatives. For question papers see also the ${a(`http://${H.library}/qp/`, 'library archive')}.</p>${rows}`);
    }
    if (['/about/', '/council/', '/contact/'].includes(p)) return this.csaShell(u, p.slice(1, -1), `<h1>${p.slice(1, 2).toUpperCase()}${p.slice(2, -1)}</h1>${T.para(rng(hash(p)), 4)}`);
    return this.csa404(u);
  }

  // ===================================================================================================================
  // gallery.iitv (Coppermine, http)
  // ===================================================================================================================

  private albums(): { id: number; cat: number; title: string; first: number; n: number; dir: string }[] {
    if (this._albums) return this._albums;
    const CATS = ['Vindhyotsav (Tech Fest)', 'Convocation', 'Department Events', 'Sports Meet', 'Campus', 'Abhivyakti (Cultural Fest)'];
    const out: { id: number; cat: number; title: string; first: number; n: number; dir: string }[] = [];
    let pid = 1001;
    for (let c = 0; c < CATS.length; c++)
      for (let y = 2015; y <= 2019; y++) {
        if (c === 4 && y % 2) continue;
        const n = 22 + (hash(`alb${c}${y}`) % 30);
        out.push({ id: out.length + 1, cat: c + 1, title: `${CATS[c].replace(/ \(.*/, '')} ${y}`, first: pid, n, dir: `userpics/${10000 + c}/${slugify(CATS[c]).slice(0, 12)}-${y}` });
        pid += n;
      }
    this._albums = out;
    return out;
  }
  private _albums?: { id: number; cat: number; title: string; first: number; n: number; dir: string }[];

  private galleryHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const A = this.albums();
    const CATS = ['', 'Vindhyotsav (Tech Fest)', 'Convocation', 'Department Events', 'Sports Meet', 'Campus', 'Abhivyakti (Cultural Fest)'];
    const G = `http://${H.gallery}`;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en" dir="ltr"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>IIT Vindhya Photo Gallery - ${esc(title)}</title><link rel="stylesheet" href="${G}/themes/water_drop/style.css" type="text/css" /><script type="text/javascript" src="${G}/js/jquery-1.3.2.js"></script><script type="text/javascript">var js_vars = {"site_url":"http:\\/\\/${H.gallery}","debug":false,"icon_dir":"images\\/icons\\/","lang_close":"Close","icon_close_path":"images\\/icons\\/close.png","lang":[${T.chunk('cpg-a')},${T.chunk('cpg-b')}]};</script></head><body><div id="cpg_logo_block_outer"><div class="cpg_logo_block_inner"><div id="cpg_logo_block_logo"><a href="${G}/index.php"><img src="${G}/themes/water_drop/images/coppermine-logo.png" border="0" alt="" /></a></div><div id="cpg_logo_block_name"><h1>IIT Vindhya Photo Gallery</h1><h3>Events, fests and campus life</h3></div></div></div><div id="cpg_header_block_outer"><div class="cpg_header_block_inner"><div id="main_menu"><ul><li><a href="${G}/index.php" title="Go to the album list">Album list</a></li><li><a href="${G}/thumbnails.php?album=lastup" title="Display most recent uploads">Last uploads</a></li><li><a href="${G}/thumbnails.php?album=topn" title="Display most viewed items">Most viewed</a></li><li><a href="${G}/thumbnails.php?album=toprated" title="Display top rated items">Top rated</a></li><li><a href="${G}/login.php?referer=index.php" title="Log me in">Login</a></li></ul></div></div></div><div id="cpg_main_block_outer"><div class="cpg_main_block_inner">${body}</div></div><div class="footer" align="center" style="padding:10px;display:block;visibility:visible; font-family: Verdana,Arial,sans-serif;">Powered by <a href="http://coppermine-gallery.net/" title="Coppermine Photo Gallery" rel="external">Coppermine Photo Gallery</a></div></body></html>`);
    const photo = (pid: number) => { const al = A.find((x) => pid >= x.first && pid < x.first + x.n); return al ? { al, file: `IMG_${pad(2000 + ((pid * 7919) % 7000), 4)}.JPG` } : undefined; };
    if (p === '/' || p === '/index.php') {
      const cat = Number(q.get('cat') ?? 0);
      if (!cat) return shell('Home', `<table class="maintable"><tr><td class="tableh1">Category</td><td class="tableh1">Albums</td><td class="tableh1">Files</td></tr>${CATS.slice(1).map((c, i) => `<tr><td class="catrow"><span class="catlink"><a href="${G}/index.php?cat=${i + 1}">${esc(c)}</a></span></td><td>${A.filter((x) => x.cat === i + 1).length}</td><td>${A.filter((x) => x.cat === i + 1).reduce((s, x) => s + x.n, 0)}</td></tr>`).join('')}</table><h2>Last additions</h2>${A.slice(-1).map((al) => Array.from({ length: 6 }, (_, k) => `<a href="${G}/displayimage.php?album=lastup&amp;cat=0&amp;pid=${al.first + al.n - 1 - k}#top_display_media"><img src="${G}/albums/${al.dir}/thumb_x.jpg" alt="" /></a>`).join('')).join('')}`);
      if (cat < 1 || cat >= CATS.length) return shell('Error', '<div class="cpg_message_error">The selected album/file does not exist!</div>');
      return shell(CATS[cat], `<table class="maintable">${A.filter((x) => x.cat === cat).map((al) => `<tr><td><span class="alblink"><a href="${G}/thumbnails.php?album=${al.id}">${esc(al.title)}</a></span><p>${al.n} files</p></td></tr>`).join('')}</table><p><a href="${G}/thumbnails.php?album=lastup&amp;cat=${cat}">Last uploads</a> | <a href="${G}/thumbnails.php?album=topn&amp;cat=${cat}">Most viewed</a></p>`);
    }
    if (p === '/thumbnails.php') {
      const album = q.get('album') ?? '';
      const page = Number(q.get('page') ?? 1);
      if (['lastup', 'topn', 'toprated'].includes(album)) {
        const cat = Number(q.get('cat') ?? 0);
        const pool = A.filter((x) => !cat || x.cat === cat);
        if (!pool.length) return shell('Error', '<div class="cpg_message_error">The selected album/file does not exist!</div>');
        const r = rng(hash(`${album}${cat}`));
        const pids = Array.from({ length: 12 }, () => { const al = pick(r, pool); return al.first + Math.floor(r() * al.n); });
        return shell(album, `<table class="maintable"><tr>${pids.map((x) => `<td class="thumbnails"><a href="${G}/displayimage.php?album=${album}&amp;cat=${cat}&amp;pid=${x}#top_display_media"><img src="${G}/albums/x/thumb_${x}.jpg" class="image thumbnail" alt="" /></a></td>`).join('')}</tr></table>`);
      }
      const al = A.find((x) => x.id === Number(album));
      const pages = al ? Math.ceil(al.n / 20) : 0;
      if (!al || page < 1 || page > pages) return shell('Error', '<div class="cpg_message_error">The selected album/file does not exist!</div>');
      const pids = Array.from({ length: Math.min(20, al.n - (page - 1) * 20) }, (_, k) => al.first + (page - 1) * 20 + k);
      return shell(al.title, `<h2>${esc(al.title)}</h2><table class="maintable"><tr>${pids.map((x, k) => `<td class="thumbnails"><a href="${G}/displayimage.php?album=${al.id}&amp;pid=${x}#top_display_media"><img src="${G}/albums/${al.dir}/thumb_${photo(x)!.file}" class="image thumbnail" alt="" /></a></td>${k % 5 === 4 ? '</tr><tr>' : ''}`).join('')}</tr></table><div class="navmenu">${Array.from({ length: pages }, (_, k) => (k + 1 === page ? `<b>${k + 1}</b>` : a(`${G}/thumbnails.php?album=${al.id}&page=${k + 1}`, String(k + 1)))).join(' ')}</div><p><a href="${G}/index.php?cat=${al.cat}">${esc(CATS[al.cat])}</a></p>`);
    }
    if (p === '/displayimage.php') {
      const pid = Number(q.get('pid'));
      const ph = photo(pid);
      if (!ph) return shell('Error', '<div class="cpg_message_error">The selected album/file does not exist!</div>');
      const full = q.get('fullsize') === '1';
      const img = `${G}/albums/${ph.al.dir}/${full ? '' : 'normal_'}${ph.file}`;
      if (full) return html(`<!DOCTYPE html><html><head><title>${ph.file}</title></head><body><a href="javascript: window.close()"><img src="${img}" alt="${ph.file}" title="${ph.file}" /></a><p><a href="${img}">${ph.file}</a></p></body></html>`);
      const album = q.get('album') ?? String(ph.al.id);
      const cat = q.get('cat');
      const L = (x: number) => `${G}/displayimage.php?album=${album}${cat !== null ? `&cat=${cat}` : ''}&pid=${x}#top_display_media`;
      const r = rng(hash(`ph${pid}`));
      const meta = album === String(ph.al.id);
      return shell(ph.file, `<a name="top_display_media"></a><table class="maintable"><tr><td class="navmenu"><a href="${G}/thumbnails.php?album=${ph.al.id}&amp;page=${Math.floor((pid - ph.al.first) / 20) + 1}" title="Return to the thumbnail page">Thumbnails</a></td><td class="navmenu"><a href="${G}/displayimage.php?album=${ph.al.id}&amp;pid=${pid}&amp;slideshow=5000#top_display_media" title="Slideshow">Slideshow</a></td>${meta && pid > ph.al.first ? `<td class="navmenu"><a href="${esc(L(pid - 1))}" title="See previous file">&lt;</a></td>` : ''}${meta && pid < ph.al.first + ph.al.n - 1 ? `<td class="navmenu"><a href="${esc(L(pid + 1))}" title="See next file">&gt;</a></td>` : ''}</tr></table><table class="maintable"><tr><td class="display_media"><a href="${G}/displayimage.php?pid=${pid}&amp;fullsize=1" target="_blank"><img src="${img}" class="image" border="0" alt="${ph.file}" /></a></td></tr><tr><td>${esc(ph.al.title)}: ${pick(r, CAPTIONS)}${r() < 0.4 ? ` (day ${int(r, 1, 3)})` : ''}</td></tr></table><table class="maintable"><tr><td><a href="${G}/ratepic.php?pic=${pid}&amp;rate=5">Rate this file</a> | <a href="${G}/ecard.php?album=${ph.al.id}&amp;pid=${pid}">Send as e-card</a></td></tr><tr><td>Filesize: ${int(r, 800, 4800)} KiB &middot; Dimensions: 4000 x 3000 &middot; Date added: ${fmtA(dayOf(Number(ph.al.title.slice(-4)), int(r, 1, 12), int(r, 1, 28)))} &middot; Displayed: ${int(r, 12, 2400)} times</td></tr></table>`);
    }
    if (p === '/ecard.php') return err500();
    if (p === '/ratepic.php') return moved(`${G}/login.php?referer=${encodeURIComponent(`displayimage.php?pid=${q.get('pic')}`)}`, 302);
    if (p === '/login.php') return shell('Login', `<form action="${G}/login.php" method="post"><table class="maintable"><tr><td>Username</td><td><input name="username"></td></tr><tr><td>Password</td><td><input type="password" name="password"></td></tr></table><input type="submit" value="Login"></form><a href="${G}/forgot_passwd.php">I forgot my password</a>`);
    if (p === '/forgot_passwd.php') return shell('Forgot password', '<form><input name="email"></form>');
    if (p.startsWith('/albums/') || p.startsWith('/themes/') || p.startsWith('/js/')) return BINEXT.test(p) ? bin('image/jpeg', u.href) : asset(p);
    return apache404(p, H.gallery);
  }
  // ===================================================================================================================
  // wiki.cse: the systems lab's MediaWiki
  // ===================================================================================================================

  private wikiPages(): { title: string; revs: number[]; talk: boolean; cat: string; users: string[] }[] {
    if (this._wiki) return this._wiki;
    const base = ['Main_Page', 'Lab_machines', 'NFS', 'LDAP', 'LDAP_migration_2018', 'Printing', 'Printer_queue_cse2', 'GPU_cluster', 'Slurm', 'Slurm_FAQ', 'Backup_policy', 'Course_lab_setup', 'Proxy_settings', 'WiFi', 'VPN', 'Mail', 'Mailing_lists', 'Webserver', 'Userdir_pages', 'Disk_quota', 'SSH_keys', 'Jupyter_hub', 'Docker', 'Virtual_machines', 'Moodle_integration', 'Autograder', 'Redmine', 'Lab_booking', 'Software_requests', 'MATLAB_licences', 'Network_map', 'Power_shutdown_procedure', 'UPS', 'Server_room', 'Tape_backup', 'New_user_checklist', 'Leaving_user_checklist', 'Exam_mode_for_labs', 'Safe_exam_browser', 'Lab_images'];
    const hosts = ['lab1-gw', 'lab2-gw', 'nfs1', 'nfs2', 'ldap1', 'gpu01', 'gpu02', 'gpu03', 'gpu04', 'web1', 'mail1', 'moodle1', 'backup1', 'jupyter1'];
    const titles = [...base, ...hosts.map((h) => `Machines/${h}`), ...Array.from({ length: 40 }, (_, i) => `Lab_machines/lab${1 + (i % 2)}-pc${pad(1 + Math.floor(i / 2) * 3)}`), ...Array.from({ length: 30 }, (_, i) => `Howto/${['Install_CUDA', 'Reset_password', 'Mount_home', 'Use_tmux', 'Submit_jobs', 'Use_conda', 'Print_from_laptop', 'Configure_git', 'Port_forwarding', 'Use_rsync'][i % 10]}${i >= 10 ? `_(${['Ubuntu_18.04', 'CentOS_7'][Math.floor(i / 10) - 1]})` : ''}`)];
    const users = ['Admin', 'Ksubramanian', 'Ravi.syslab', 'Meera.syslab', 'Tpatil', 'Sysbot'];
    const events: [number, number, number][] = [];
    const drafts = titles.map((title, pi) => {
      const r = rng(hash(`wiki${title}`));
      const n = int(r, 2, 10);
      const created = dayOf(2014, 6, 1) + int(r, 0, 1500);
      for (let k = 0; k < n; k++) events.push([created + Math.floor((k * (NOW - created)) / n) + int(r, 0, 20), pi, k]);
      return { title, revs: new Array<number>(n), talk: r() < 0.25, cat: pick(r, ['Infrastructure', 'How-to', 'Machines', 'Policies', 'Labs']), users: Array.from({ length: n }, () => pick(r, users)) };
    });
    events.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    let rev = 1200;
    for (const [d, pi, k] of events) { rev += 1 + (hash(`rv${pi}:${k}`) % 7); drafts[pi].revs[k] = rev; this.revDates.set(rev, Math.min(d, NOW)); }
    this._wiki = drafts;
    return this._wiki;
  }
  private _wiki?: { title: string; revs: number[]; talk: boolean; cat: string; users: string[] }[];
  private revDates = new Map<number, number>();

  private wikiHost(u: URL): Resp {
    this.wikiPages();
    const revDate = (rv: number) => this.revDates.get(rv) ?? NOW - 400;
    const W = `https://${H.wiki}`;
    const pages = this.wikiPages();
    const p = decodeURIComponent(u.pathname);
    const q = u.searchParams;
    if (p === '/') return moved(`${W}/wiki/Main_Page`);
    if (p.startsWith('/skins/') || p.startsWith('/load.php')) return asset(`${p}.css`);
    const wl = (t: string) => `${W}/wiki/${encodeURI(t)}`;
    const ix = (qs: string) => `${W}/w/index.php?${qs}`;
    const shell = (title: string, body: string, t?: string, o: { ns?: string; oldid?: number } = {}) => html(`<!DOCTYPE html>\n<html class="client-nojs" lang="en" dir="ltr">\n<head>\n<meta charset="UTF-8"/>\n<title>${esc(title.replace(/_/g, ' '))} - SysLab Wiki</title>\n<script>document.documentElement.className="client-js";RLCONF={"wgCanonicalNamespace":"${o.ns ?? ''}","wgPageName":"${esc(t ?? title)}","wgTitle":"${esc((t ?? title).replace(/_/g, ' '))}","wgCurRevisionId":${o.oldid ?? 0},"wgRevisionId":${o.oldid ?? 0},"wgIsArticle":true,"wgUserName":null,"wgUserGroups":["*"],"wgPageContentLanguage":"en","wgRelevantPageName":"${esc(t ?? title)}","wgIsProbablyEditable":false,"wgRestrictionEdit":[],"wgRestrictionMove":[]};RLSTATE={"site.styles":"ready","noscript":"ready","user.styles":"ready","user":"ready","user.options":"loading","skins.vector.styles.legacy":"ready"};RLPAGEMODULES=["site","mediawiki.page.startup","mediawiki.page.ready","skins.vector.legacy.js"];</script>\n<script>(RLQ=window.RLQ||[]).push(function(){mw.config.set({"wgBackendResponseTime":${hash(title) % 400},"wgHostname":"web1","wgMessages":[${T.chunk('mw-a')},${T.chunk('mw-b')},${T.chunk('mw-c')}]});});</script>\n<link rel="stylesheet" href="/load.php?lang=en&amp;modules=skins.vector.styles.legacy&amp;only=styles&amp;skin=vector"/>\n<meta name="generator" content="MediaWiki 1.31.5"/>\n<link rel="shortcut icon" href="/favicon.ico"/>\n<link rel="search" type="application/opensearchdescription+xml" href="/w/opensearch_desc.php" title="SysLab Wiki (en)"/>\n<link rel="alternate" type="application/atom+xml" title="SysLab Wiki Atom feed" href="/w/index.php?title=Special:RecentChanges&amp;feed=atom"/>\n</head>\n<body class="mediawiki ltr sitedir-ltr mw-hide-empty-elt ns-0 ns-subject page-${esc((t ?? title).replace(/[^A-Za-z0-9_]/g, '_'))} rootpage-${esc((t ?? title).split('/')[0])} skin-vector action-view">\n<div id="mw-page-base" class="noprint"></div><div id="mw-head-base" class="noprint"></div>\n<div id="content" class="mw-body" role="main"><a id="top"></a><h1 id="firstHeading" class="firstHeading" lang="en">${esc(title.replace(/_/g, ' '))}</h1><div id="bodyContent" class="mw-body-content"><div id="siteSub" class="noprint">From SysLab Wiki</div>${o.oldid ? `<div id="mw-revision-info">Revision as of ${fmtA(revDate(o.oldid))} by ${a(wl('User:Admin'), 'Admin')} (${a(wl(`User_talk:Admin`), 'talk')})</div>` : ''}<div id="mw-content-text" lang="en" dir="ltr" class="mw-content-ltr"><div class="mw-parser-output">${body}</div></div></div></div>\n<div id="mw-navigation"><div id="mw-head"><div id="p-personal" role="navigation"><ul><li id="pt-login"><a href="${ix(`title=Special:UserLogin&returnto=${encodeURIComponent(t ?? 'Main_Page')}`)}" title="You are encouraged to log in; however, it is not mandatory [o]" accesskey="o">Log in</a></li></ul></div>${t ? `<div id="left-navigation"><div id="p-namespaces" role="navigation" class="vectorTabs"><ul><li id="ca-nstab-main" class="selected"><span><a href="${wl(t)}">Page</a></span></li><li id="ca-talk"><span><a href="${wl(`Talk:${t}`)}" rel="discussion">Discussion</a></span></li></ul></div></div><div id="right-navigation"><div id="p-views" role="navigation" class="vectorTabs"><ul><li id="ca-view" class="collapsible selected"><span><a href="${wl(t)}">Read</a></span></li><li id="ca-viewsource" class="collapsible"><span><a href="${ix(`title=${encodeURIComponent(t)}&action=edit`)}" accesskey="e">View source</a></span></li><li id="ca-history" class="collapsible"><span><a href="${ix(`title=${encodeURIComponent(t)}&action=history`)}" accesskey="h">View history</a></span></li></ul></div></div>` : ''}</div>\n<div id="mw-panel"><div id="p-logo" role="banner"><a class="mw-wiki-logo" href="${wl('Main_Page')}" title="Visit the main page"></a></div><div class="portal" role="navigation" id="p-navigation"><h3>Navigation</h3><div class="body"><ul><li id="n-mainpage-description"><a href="${wl('Main_Page')}">Main page</a></li><li id="n-recentchanges"><a href="${wl('Special:RecentChanges')}">Recent changes</a></li><li id="n-randompage"><a href="${wl('Special:Random')}">Random page</a></li><li><a href="${wl('Special:AllPages')}">All pages</a></li><li><a href="${wl('Special:Categories')}">Categories</a></li></ul></div></div>${t ? `<div class="portal" role="navigation" id="p-tb"><h3>Tools</h3><div class="body"><ul><li id="t-whatlinkshere"><a href="${wl(`Special:WhatLinksHere/${t}`)}">What links here</a></li><li id="t-recentchangeslinked"><a href="${wl(`Special:RecentChangesLinked/${t}`)}" rel="nofollow">Related changes</a></li><li id="t-specialpages"><a href="${wl('Special:SpecialPages')}">Special pages</a></li><li id="t-print"><a href="${ix(`title=${encodeURIComponent(t)}&printable=yes`)}" rel="alternate">Printable version</a></li><li id="t-info"><a href="${ix(`title=${encodeURIComponent(t)}&action=info`)}">Page information</a></li></ul></div></div>` : ''}</div></div>\n<div id="footer" role="contentinfo"><ul id="footer-info"><li id="footer-info-lastmod"> This page was last edited on ${fmtA(revDate(pages.find((x) => x.title === (t ?? title))?.revs.slice(-1)[0] ?? 9000))}.</li></ul><ul id="footer-places"><li><a href="${wl('SysLab_Wiki:About')}">About SysLab Wiki</a></li><li><a href="${wl('SysLab_Wiki:General_disclaimer')}">Disclaimers</a></li></ul></div>\n</body>\n</html>\n`);
    const notFound = (t: string) => ({ ...shell(t, `<div class="noarticletext"><p>There is currently no text in this page. You can <a href="${wl('Special:Search')}">search for this page title</a> in other pages, or <a rel="nofollow" href="${wl(`Special:Log/${t}`)}">search the related logs</a>.</p></div>`), status: 404 });
    const content = (pg: { title: string; cat: string }, rev = 0) => {
      const r = rng(hash(`wc${pg.title}${rev}`));
      const others = Array.from({ length: 6 }, () => pick(r, pages).title);
      let extra = '';
      if (pg.title === 'Course_lab_setup') extra = `<h2><span class="mw-headline" id="Courses">Courses using the labs</span></h2><ul>${this.offs.filter((o) => o.home && o.c.lab && o.t.idx >= 8 && o.kind !== 'moodle').map((o) => `<li><a rel="nofollow" class="external text" href="${esc(this.homeHref(o, 'wiki'))}">${dispOf(o)} ${esc(o.c.title)} (${o.t.label})</a>: ${pick(r, ['lab1', 'lab2', 'lab1 and lab2'])}, image <code>${pick(r, ['ubuntu18-cs', 'ubuntu18-dev', 'exam-mode'])}</code></li>`).join('')}</ul>`;
      if (pg.title === 'Main_Page') extra = `<p>Welcome to the wiki of the <b>Systems Lab</b>, Department of CSE, IIT Vindhya. Documentation for users of departmental computing facilities.</p><ul>${pages.slice(1, 30).map((x) => `<li>${a(wl(x.title), x.title.replace(/_/g, ' '))}</li>`).join('')}</ul>`;
      return `${extra}<div id="toc" class="toc"><div class="toctitle"><h2>Contents</h2></div><ul><li class="toclevel-1"><a href="#Overview"><span class="tocnumber">1</span> <span class="toctext">Overview</span></a></li><li class="toclevel-1"><a href="#Details"><span class="tocnumber">2</span> <span class="toctext">Details</span></a></li></ul></div><h2><span class="mw-headline" id="Overview">Overview</span></h2>${T.para(r, 3)}<pre>$ ssh ${pick(r, ['lab1-gw', 'gpu01', 'nfs1'])}.cse.${DOM}\n$ ${pick(r, ['sudo systemctl restart nfs-server', 'squeue -u $USER', 'ldapsearch -x uid=$USER', 'lpq -P cse2'])}</pre><h2><span class="mw-headline" id="Details">Details</span></h2>${T.para(r, 2)}<p>See also: ${others.map((x) => a(wl(x), x.replace(/_/g, ' '))).join(', ')}.</p><div id="catlinks" class="catlinks"><div id="mw-normal-catlinks" class="mw-normal-catlinks"><a href="${wl('Special:Categories')}" title="Special:Categories">Category</a>: <ul><li><a href="${wl(`Category:${pg.cat}`)}" title="Category:${pg.cat}">${pg.cat}</a></li></ul></div></div>`;
    };
    if (p.startsWith('/wiki/')) {
      const t = p.slice(6);
      const pg = pages.find((x) => x.title === t);
      if (pg) return shell(t, content(pg), t);
      if (t.startsWith('Talk:')) { const b = pages.find((x) => x.title === t.slice(5)); return b && b.talk ? shell(t, `<p>${T.words(rng(hash(t)), 30)}. --~~~~</p>`, t, { ns: 'Talk' }) : notFound(t); }
      if (t.startsWith('Category:')) return shell(t, `<h2>Pages in category "${esc(t.slice(9))}"</h2><ul>${pages.filter((x) => x.cat === t.slice(9)).map((x) => li(wl(x.title), x.title.replace(/_/g, ' '))).join('')}</ul>`, undefined, { ns: 'Category' });
      if (t.startsWith('User:')) return shell(t, `<p>${esc(t.slice(5))} is a member of the SysLab team.</p><p>${a(wl(`Special:Contributions/${t.slice(5)}`), 'Contributions')}</p>`, undefined, { ns: 'User' });
      if (t.startsWith('Special:Contributions/')) { const us = t.slice(22); return shell(t, `<ul>${pages.flatMap((x) => x.revs.filter((_, k) => x.users[k] === us).map((rv) => `<li>${a(ix(`title=${encodeURIComponent(x.title)}&oldid=${rv}`), fmtA(revDate(rv)))} ${a(ix(`title=${encodeURIComponent(x.title)}&diff=prev&oldid=${rv}`), 'diff')} ${a(wl(x.title), x.title.replace(/_/g, ' '))}</li>`)).slice(0, 50).join('')}</ul>`); }
      if (t === 'Special:RecentChanges') return shell(t, `<ul class="special">${pages.flatMap((x) => x.revs.map((rv, k) => [rv, x, k] as [number, typeof x, number])).sort((x, y) => y[0] - x[0]).slice(0, 60).map(([rv, x, k]) => `<li>(${a(ix(`title=${encodeURIComponent(x.title)}&curid=${pages.indexOf(x) + 1}&diff=${rv}&oldid=${x.revs[k - 1] ?? rv}`), 'diff')} | ${a(ix(`title=${encodeURIComponent(x.title)}&curid=${pages.indexOf(x) + 1}&action=history`), 'hist')}) . . ${a(wl(x.title), x.title.replace(/_/g, ' '))}; ${a(wl(`User:${x.users[k]}`), x.users[k])}</li>`).join('')}</ul>`);
      if (t === 'Special:AllPages') return shell(t, `<ul class="mw-allpages-chunk">${pages.map((x) => li(wl(x.title), x.title.replace(/_/g, ' '))).join('')}</ul>`);
      if (t === 'Special:Categories') return shell(t, `<ul>${['Infrastructure', 'How-to', 'Machines', 'Policies', 'Labs'].map((c) => li(wl(`Category:${c}`), c)).join('')}</ul>`);
      if (t === 'Special:SpecialPages') return shell(t, `<ul>${['RecentChanges', 'AllPages', 'Categories', 'Random'].map((c) => li(wl(`Special:${c}`), c)).join('')}</ul>`);
      if (t === 'Special:Random') return moved(wl(pages[hash(u.href) % pages.length].title), 302);
      if (t.startsWith('Special:WhatLinksHere/') || t.startsWith('Special:RecentChangesLinked/')) {
        const target = t.slice(t.indexOf('/') + 1);
        if (!pages.some((x) => x.title === target)) return notFound(t);
        const r = rng(hash(t));
        return shell(t, `<ul>${Array.from({ length: 5 }, () => pick(r, pages)).map((x) => li(wl(x.title), x.title.replace(/_/g, ' '))).join('')}</ul>`);
      }
      return notFound(t);
    }
    if (p === '/w/index.php') {
      const t = q.get('title') ?? '';
      if (t === 'Special:UserLogin') return shell('Log in', `<form name="userlogin" method="post" action="/w/index.php?title=Special:UserLogin&amp;action=submitlogin&amp;type=login"><label>Username</label><input name="wpName"><label>Password</label><input type="password" name="wpPassword"><button>Log in</button></form><p>Accounts are created by the SysLab staff. Use your LDAP login.</p>`);
      if (t === 'Special:RecentChanges' && q.get('feed')) return { status: 200, type: 'application/atom+xml', body: '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>SysLab Wiki - Recent changes</title></feed>' };
      const pg = pages.find((x) => x.title === t);
      if (!pg) return notFound(t);
      const action = q.get('action');
      if (action === 'history') return shell(`${t}: Revision history`, `<ul id="pagehistory">${pg.revs.slice().reverse().map((rv, k, l) => `<li>(${k ? a(ix(`title=${encodeURIComponent(t)}&diff=${pg.revs[pg.revs.length - 1]}&oldid=${rv}`), 'cur') : 'cur'} | ${k < l.length - 1 ? a(ix(`title=${encodeURIComponent(t)}&diff=${rv}&oldid=${l[k + 1]}`), 'prev') : 'prev'}) ${a(ix(`title=${encodeURIComponent(t)}&oldid=${rv}`), fmtA(revDate(rv)))} ${a(wl(`User:${pg.users[pg.revs.length - 1 - k]}`), pg.users[pg.revs.length - 1 - k])}</li>`).join('')}</ul>`, t);
      if (action === 'edit') return shell(`View source for ${t}`, `<p>You do not have permission to edit this page, for the following reason:</p><div class="permissions-errors"><p>The action you have requested is limited to users in the group: <a href="${wl('SysLab_Wiki:Users')}">Users</a>.</p></div><textarea readonly rows="25">${esc(T.words(rng(hash(t)), 80))}</textarea>`, t);
      if (action === 'info') return shell(`Information for "${t}"`, `<table class="wikitable"><tr><td>Display title</td><td>${esc(t)}</td></tr><tr><td>Page ID</td><td>${pages.indexOf(pg) + 1}</td></tr><tr><td>Number of edits</td><td>${pg.revs.length}</td></tr></table>`, t);
      if (action === 'raw') return { status: 200, type: 'text/x-wiki', body: T.words(rng(hash(t)), 60) };
      if (q.get('printable') === 'yes') return shell(t, content(pg), t);
      const oldid = Number(q.get('oldid') ?? 0);
      const diff = q.get('diff');
      if (oldid && !pg.revs.includes(oldid)) return shell('Error', '<p>The revision #' + oldid + ' of the page named "' + esc(t) + '" does not exist.</p>');
      if (diff) return shell(`${t}: Difference between revisions`, `<table class="diff"><tr><td class="diff-otitle">${a(ix(`title=${encodeURIComponent(t)}&oldid=${oldid}`), `Revision as of ${oldid}`)}</td><td class="diff-ntitle">${diff === 'prev' ? 'Previous' : a(ix(`title=${encodeURIComponent(t)}&oldid=${diff}`), `Revision ${diff}`)}</td></tr><tr><td class="diff-deletedline">${esc(T.words(rng(hash(u.href)), 20))}</td><td class="diff-addedline">${esc(T.words(rng(hash(u.href + 'n')), 22))}</td></tr></table>${content(pg, oldid)}`, t, { oldid });
      if (oldid) return shell(t, content(pg, oldid), t, { oldid });
      return shell(t, content(pg), t);
    }
    return notFound(p);
  }

  // ===================================================================================================================
  // lists.cse: Mailman 2 / pipermail (http)
  // ===================================================================================================================

  private listArchive(list: string): { month: string; first: number; n: number }[] {
    const k = `la:${list}`;
    const hit = this._lists.get(k);
    if (hit) return hit;
    const out: { month: string; first: number; n: number }[] = [];
    let id = 0;
    for (let y = 2015; y <= 2020; y++)
      for (let m = 1; m <= 12; m++) {
        if (y === 2020 && m > 2) break;
        const n = 4 + (hash(`${list}${y}${m}`) % (list === 'cse-students' ? 30 : 14));
        out.push({ month: `${y}-${MONTH[m - 1]}`, first: id, n });
        id += n;
      }
    this._lists.set(k, out);
    return out;
  }
  private _lists = new Map<string, { month: string; first: number; n: number }[]>();

  private listsHost(u: URL): Resp {
    const L = `http://${H.lists}`;
    const p = u.pathname;
    const LISTS: [string, string, boolean][] = [['cse-students', 'All CSE students', true], ['cse-announce', 'Department announcements', true], ['cse-seminars', 'Seminar announcements', true], ['syslab-users', 'Users of SysLab machines', true], ['cse-faculty', 'CSE faculty', false], ['cse-staff', 'CSE staff', false]];
    const shell = (title: string, body: string) => html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<HTML>\n<HEAD>\n<TITLE>${esc(title)}</TITLE>\n<META http-equiv="Content-Type" content="text/html; charset=us-ascii">\n</HEAD>\n<BODY BGCOLOR="#ffffff">\n${body}\n<hr><address><a href="${L}/mailman/listinfo">Mailman</a> at lists.cse.${DOM}</address>\n</BODY>\n</HTML>\n`);
    if (p === '/') return moved(`${L}/mailman/listinfo`, 302);
    if (p === '/mailman/listinfo') return shell('lists.cse Mailing Lists', `<h2>lists.cse.${DOM} Mailing Lists</h2><p>Below is a listing of all the public mailing lists on lists.cse.${DOM}. Click on a list name to get more information about the list, or to subscribe, unsubscribe, and change the preferences on your subscription.</p><table>${LISTS.filter((x) => x[2]).map(([n, d]) => `<tr><td><a href="listinfo/${n}"><strong>${n}</strong></a></td><td>${d}</td></tr>`).join('')}</table><p>To visit the general information page for an unadvertised list, open a URL similar to this one, but with a '/' and the list name appended.</p>`);
    let m = /^\/mailman\/(listinfo|options|admin|private)\/([a-z-]+)\/?$/.exec(p);
    if (m) {
      const l = LISTS.find((x) => x[0] === m![2]);
      if (!l) return shell('Error', `<h2>No such list <em>${esc(m[2])}</em></h2>`);
      if (m[1] === 'listinfo') return shell(`${l[0]} Info Page`, `<h1>${l[0]} -- ${l[1]}</h1><p>To see the collection of prior postings to the list, visit the ${l[2] ? `<a href="${L}/pipermail/${l[0]}/">${l[0]} Archives</a>` : `<a href="${L}/mailman/private/${l[0]}/">${l[0]} Archives</a> (private)`}.</p><form method="POST" action="../subscribe/${l[0]}"><p>Your email address: <input type="text" name="email"></p><input type="Submit" name="email-button" value="Subscribe"></form><p><a href="../options/${l[0]}">Unsubscribe or edit options</a> | <a href="../admin/${l[0]}">Administrative interface</a></p>`);
      return shell(`${l[0]} ${m[1] === 'admin' ? 'Administrator' : m[1] === 'private' ? 'Private Archives' : 'member options'} Authentication`, `<form method="post"><p>${m[1] === 'private' ? 'Email address' : 'List administrator password'}: <input type="password" name="password"></p><input type="submit" value="Let me in..."></form>`);
    }
    m = /^\/pipermail\/([a-z-]+)\/(.*)$/.exec(p);
    if (!m) return apache404(p, H.lists);
    const l = LISTS.find((x) => x[0] === m![1] && x[2]);
    if (!l) return apache404(p, H.lists);
    const arch = this.listArchive(l[0]);
    const rest = m[2];
    if (rest === '') return shell(`The ${l[0]} Archives`, `<h1>The ${l[0]} Archives</h1><p>You can get more information about this list <a href="${L}/mailman/listinfo/${l[0]}">here</a>.</p><table border=3><tr><td>Archive</td><td>View by:</td><td>Downloadable version</td></tr>${arch.slice().reverse().map((x) => `<tr><td>${x.month.replace('-', ' ')}:</td><td><a href="${x.month}/thread.html">[ Thread ]</a> <a href="${x.month}/subject.html">[ Subject ]</a> <a href="${x.month}/author.html">[ Author ]</a> <a href="${x.month}/date.html">[ Date ]</a></td><td><a href="${x.month}.txt.gz">[ Gzip'd Text ${int(rng(hash(x.month)), 2, 60)} KB ]</a></td></tr>`).join('')}</table>`);
    m = /^(\d{4}-[A-Z][a-z]+)(\.txt\.gz|\/(thread|subject|author|date)\.html|\/(\d{6})\.html)$/.exec(rest);
    if (!m) return apache404(p, H.lists);
    const mo = arch.find((x) => x.month === m![1]);
    if (!mo) return apache404(p, H.lists);
    if (m[2] === '.txt.gz') return bin('application/x-gzip', u.href);
    const coursePagesMsg = (id: number) => id === mo.first && ['cse-students', 'cse-announce'].includes(l[0]) && /-(January|July|August)$/.test(mo.month);
    const msg = (id: number) => { const r = rng(hash(`${l[0]}msg${id}`)); return { subj: coursePagesMsg(id) ? 'Course pages for the semester' : l[0] === 'cse-seminars' ? `[Talk] ${pick(r, STOPICS)}` : l[0] === 'syslab-users' ? `[syslab] ${pick(r, ['NFS downtime', 'GPU queue full', 'lab2 printer jammed', 'scheduled power shutdown', 'new CUDA version on gpu03', 'quota increased'])}` : pick(r, ['Course registration reminder', 'Slot change', 'TA duties', 'Convocation rehearsal', 'Midsem schedule', 'Lost and found', 'Hackathon registrations', 'Library timings during exams']), from: `${pick(r, FIRST)} ${pick(r, LAST)}`, day: Math.min(28, 1 + Math.floor(((id - mo.first) * 28) / mo.n)) }; };
    if (m[3]) {
      const ids = Array.from({ length: mo.n }, (_, k) => mo.first + k);
      return shell(`The ${l[0]} ${m[1]} Archive by ${m[3]}`, `<h1>${m[1].replace('-', ' ')} Archives by ${m[3]}</h1><ul><li> <b>Messages sorted by:</b> ${['thread', 'subject', 'author', 'date'].filter((x) => x !== m![3]).map((x) => `<a href="${x}.html">[ ${x} ]</a>`).join(' ')}</li><li><b><a href="${L}/mailman/listinfo/${l[0]}">More info on this list...</a></b></li></ul><p><b>Starting:</b> <i>${m[1]}</i><br><b>Messages:</b> ${mo.n}</p><ul>${ids.map((id) => { const x = msg(id); return `<li><a href="${pad(id, 6)}.html">${esc(x.subj)}</a><a name="${id}">&nbsp;</a><i>${esc(x.from)}</i></li>`; }).join('\n')}</ul>`);
    }
    const id = Number(m[4]);
    if (id < mo.first || id >= mo.first + mo.n) return apache404(p, H.lists);
    const x = msg(id);
    const r = rng(hash(`${l[0]}body${id}`));
    let body = `<p>${esc(T.words(r, 40))}.</p><p>${esc(T.words(r, 25))}.</p>`;
    if (coursePagesMsg(id)) {
      const yy = Number(m[1].slice(0, 4));
      const mi = MONTH.indexOf(m[1].slice(5));
      const t = TERMS.find((tt) => tt.year === yy && (tt.season === 'spring' ? mi <= 1 : mi === 6 || mi === 7));
      const offs = t ? (this.offsByTerm.get(t.key) ?? []).filter((o) => o.home && hash(o.key + 'ml') % 3 === 0) : [];
      if (offs.length) body += `<p>Course pages for ${t!.label} that we know of:</p><pre>${offs.map((o) => `${dispOf(o).padEnd(8)} <a href="${esc(this.homeHref(o, 'ml'))}">${esc(this.homeHref(o, 'ml'))}</a>`).join('\n')}</pre>`;
    }
    const prevId = id > 0 ? id - 1 : -1;
    const prevMo = arch.find((y) => prevId >= y.first && prevId < y.first + y.n);
    const nextMo = arch.find((y) => id + 1 >= y.first && id + 1 < y.first + y.n);
    return shell(`[${l[0]}] ${x.subj}`, `<h1>[${l[0]}] ${esc(x.subj)}</h1><b>${esc(x.from)}</b> <a href="mailto:${l[0]}%40lists.cse.${DOM}?Subject=${encodeURIComponent(`Re: [${l[0]}] ${x.subj}`)}" title="[${l[0]}] ${esc(x.subj)}">${l[0]} at lists.cse.${DOM}</a><br><i>${m[1]} ${x.day}</i><p><ul>${prevMo ? `<li>Previous message: <a href="${prevMo === mo ? '' : `../${prevMo.month}/`}${pad(prevId, 6)}.html">[${l[0]}] ${esc(msg(prevId).subj)}</a></li>` : ''}${nextMo ? `<li>Next message: <a href="${nextMo === mo ? '' : `../${nextMo.month}/`}${pad(id + 1, 6)}.html">[${l[0]}] ${esc(msg(id + 1).subj)}</a></li>` : ''}<li><b>Messages sorted by:</b> <a href="date.html#${id}">[ date ]</a> <a href="thread.html#${id}">[ thread ]</a> <a href="subject.html#${id}">[ subject ]</a> <a href="author.html#${id}">[ author ]</a></li></ul><hr><!--beginarticle-->${body}<!--endarticle--><hr><p><ul><li><a href="${L}/mailman/listinfo/${l[0]}">More information about the ${l[0]} mailing list</a></li></ul>`);
  }
  // ===================================================================================================================
  // redmine.cse: issue tracker
  // ===================================================================================================================

  private redmineHost(u: URL): Resp {
    const issueSubject = (id: number) => { const r = rng(hash(`subj${id}`)); return `${pick(r, ISSUE_THING)} ${pick(r, ISSUE_PROB)}`; };
    const R0 = `https://${H.redmine}`;
    const p = u.pathname;
    const q = u.searchParams;
    const PROJ = ['syslab-infra', 'website', 'moodle-support', 'lab-machines', 'gpu-cluster', 'cs101-autograder', 'accounts', 'printing', 'network', 'placement-portal', 'wiki', 'backup'];
    const issuesOf = (pi: number) => { const n = 30 + (hash(PROJ[pi]) % 70); const first = PROJ.slice(0, pi).reduce((s, x) => s + 30 + (hash(x) % 70), 1); return { first, n }; };
    const shell = (title: string, body: string, proj?: string) => html(`<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8" />\n<title>${esc(title)} - CSE Redmine</title>\n<meta name="csrf-param" content="authenticity_token" />\n<meta name="csrf-token" content="${hex(u.href, 40)}" />\n<link rel='shortcut icon' href='/favicon.ico?1560000000' />\n<link rel="stylesheet" media="all" href="/stylesheets/application.css?1560000000" />\n<script src="/javascripts/jquery-2.2.4-ui-1.11.0-ujs-5.2.3.js?1560000000"></script>\n</head>\n<body class="controller-${proj ? 'projects' : 'welcome'} action-show">\n<div id="wrapper"><div id="top-menu"><div id="account"><ul><li><a class="login" href="/login">Sign in</a></li></ul></div><ul><li><a class="home" href="/">Home</a></li><li><a class="projects" href="/projects">Projects</a></li><li><a class="help" href="https://www.redmine.org/guide">Help</a></li></ul></div>\n<div id="header"><h1>${esc(proj ?? 'CSE Redmine')}</h1>${proj ? `<div id="main-menu" class="tabs"><ul><li><a class="overview" href="/projects/${proj}">Overview</a></li><li><a class="activity" href="/projects/${proj}/activity">Activity</a></li><li><a class="roadmap" href="/projects/${proj}/roadmap">Roadmap</a></li><li><a class="issues" href="/projects/${proj}/issues">Issues</a></li><li><a class="gantt" href="/projects/${proj}/issues/gantt">Gantt</a></li><li><a class="wiki" href="/projects/${proj}/wiki">Wiki</a></li><li><a class="repository" href="/projects/${proj}/repository">Repository</a></li></ul></div>` : ''}</div>\n<div id="main"><div id="content">\n${body}\n</div></div>\n<div id="footer">Powered by <a href="https://www.redmine.org/">Redmine</a> &copy; 2006-2019 Jean-Philippe Lang</div></div>\n</body>\n</html>\n`);
    if (p === '/') return moved(`${R0}/projects`, 302);
    if (p.startsWith('/stylesheets/') || p.startsWith('/javascripts/') || p === '/favicon.ico') return asset(p);
    if (p === '/login') return shell('Sign in', `<div id="login-form"><form action="/login" method="post"><input type="hidden" name="back_url" value="${esc(q.get('back_url') ?? '')}"><label for="username">Login</label><input type="text" name="username" id="username"><label for="password">Password</label><input type="password" name="password" id="password"><input type="submit" name="login" value="Login" id="login-submit"></form><p>Use your CSE LDAP account.</p></div>`);
    if (p === '/projects') return shell('Projects', `<h2>Projects</h2><ul class="projects root">${PROJ.map((x) => `<li class="root"><div class="root"><a class="project root leaf" href="/projects/${x}">${x}</a><div class="wiki description"><p>${T.words(rng(hash(x)), 10)}</p></div></div></li>`).join('')}</ul><p><a href="/activity">Overall activity</a></p>`);
    if (p === '/activity') return shell('Overall activity', `<p>${PROJ.map((x) => a(`/projects/${x}/activity`, x)).join(' | ')}</p>`);
    let m = /^\/projects\/([a-z0-9-]+)(\/.*)?$/.exec(p);
    if (m) {
      const pi = PROJ.indexOf(m[1]);
      if (pi < 0) return { ...shell('404', '<h2>404</h2><p id="errorExplanation">The page you were trying to access doesn\'t exist or has been removed.</p>'), status: 404 };
      const proj = m[1];
      const { first, n } = issuesOf(pi);
      const rest = m[2] ?? '';
      if (rest === '') return shell(proj, `<h2>Overview</h2><div class="wiki">${T.para(rng(hash(proj)), 2)}</div><div class="issues box"><h3>Issue tracking</h3><ul><li><a href="/projects/${proj}/issues?set_filter=1&amp;tracker_id=1">Bug</a>: ${int(rng(hash(proj + 'b')), 0, 12)} open</li><li><a href="/projects/${proj}/issues?set_filter=1&amp;tracker_id=2">Feature</a>: ${int(rng(hash(proj + 'f')), 0, 8)} open</li></ul><p><a href="/projects/${proj}/issues">View all issues</a> | <a href="/projects/${proj}/issues/calendar">Calendar</a> | <a href="/projects/${proj}/issues/gantt">Gantt</a></p></div>`, proj);
      if (rest === '/issues') {
        const page = Number(q.get('page') ?? 1);
        const tracker = q.get('tracker_id');
        const sort = q.get('sort');
        const list = Array.from({ length: n }, (_, k) => first + n - 1 - k).filter((id) => !tracker || (hash(`iss${id}`) % 2) + 1 === Number(tracker));
        const pages = Math.ceil(list.length / 25);
        if (page < 1 || page > Math.max(1, pages)) return { ...shell('404', '<h2>404</h2>'), status: 404 };
        const base = `/projects/${proj}/issues?${tracker ? `set_filter=1&tracker_id=${tracker}&` : ''}${sort ? `sort=${encodeURIComponent(sort)}&` : ''}`;
        return shell(`Issues - ${proj}`, `<h2>Issues</h2>${page === 1 && !sort ? `<p>Sort: <a href="/projects/${proj}/issues?sort=id%3Adesc">#</a> | <a href="/projects/${proj}/issues?sort=priority%3Adesc%2Cid%3Adesc">Priority</a> | <a href="/projects/${proj}/issues?sort=updated_on%3Adesc%2Cid%3Adesc">Updated</a></p>` : ''}<table class="list issues"><thead><tr><th>#</th><th>Tracker</th><th>Status</th><th>Subject</th></tr></thead><tbody>${list.slice((page - 1) * 25, page * 25).map((id) => `<tr id="issue-${id}" class="hascontextmenu"><td class="id"><a href="/issues/${id}">${id}</a></td><td>${hash(`iss${id}`) % 2 ? 'Feature' : 'Bug'}</td><td>${pick(rng(hash(`st${id}`)), ['New', 'In Progress', 'Resolved', 'Closed', 'Closed'])}</td><td class="subject"><a href="/issues/${id}">${esc(issueSubject(id))}</a></td></tr>`).join('')}</tbody></table><span class="pagination"><ul class="pages">${Array.from({ length: pages }, (_, k) => (k + 1 === page ? `<li class="current"><span>${k + 1}</span></li>` : `<li><a href="${esc(base)}page=${k + 1}">${k + 1}</a></li>`)).join('')}</ul></span><p class="other-formats">Also available in: <a class="atom" href="/projects/${proj}/issues.atom">Atom</a> | <a class="csv" href="/projects/${proj}/issues.csv">CSV</a></p>`, proj);
      }
      if (rest === '/issues.atom' || rest === '/issues.csv') return { status: 200, type: rest.endsWith('atom') ? 'application/atom+xml' : 'text/csv', body: '#,Subject\n' };
      if (rest === '/issues/gantt') return err500();
      if (rest === '/issues/calendar' || rest === '/wiki' || rest === '/repository') return moved(`${R0}/login?back_url=${encodeURIComponent(`${R0}${p}`)}`, 302);
      if (rest === '/roadmap') return shell(`Roadmap - ${proj}`, `<p class="nodata">No data to display</p>`, proj);
      if (rest === '/activity') {
        const from = q.get('from') ? dayOf(Number(q.get('from')!.slice(0, 4)), Number(q.get('from')!.slice(5, 7)), Number(q.get('from')!.slice(8, 10))) : NOW;
        if (!Number.isFinite(from) || from > NOW + 1) return { ...shell('404', '<h2>404</h2>'), status: 404 };
        const r = rng(hash(u.href));
        const items = Array.from({ length: from > dayOf(2015, 6, 1) ? int(r, 0, 8) : 0 }, () => { const id = first + Math.floor(r() * n); return `<dt class="issue"><a href="/issues/${id}">Issue #${id}: ${esc(issueSubject(id))}</a></dt><dd><span class="description">${esc(T.words(r, 12))}</span></dd>`; });
        return shell(`Activity - ${proj}`, `<h2>Activity</h2><p class="subtitle">From ${fmtISO(from - 10)} to ${fmtISO(from)}</p><div id="activity"><dl>${items.join('')}</dl></div><ul class="pager"><li class="previous"><a href="/projects/${proj}/activity?from=${fmtISO(from - 11)}" title="From ${fmtISO(from - 21)} to ${fmtISO(from - 11)}">&laquo; Previous</a></li>${from < NOW ? `<li class="next"><a href="/projects/${proj}/activity?from=${fmtISO(from + 11)}">Next &raquo;</a></li>` : ''}</ul>`, proj);
      }
      return { ...shell('404', '<h2>404</h2>'), status: 404 };
    }
    m = /^\/issues\/(\d+)$/.exec(p);
    if (m) {
      const id = Number(m[1]);
      const pi = PROJ.findIndex((_, k) => { const { first, n } = issuesOf(k); return id >= first && id < first + n; });
      if (pi < 0) return { ...shell('404', '<h2>404</h2>'), status: 404 };
      const r = rng(hash(`is${id}`));
      return shell(`${hash(`iss${id}`) % 2 ? 'Feature' : 'Bug'} #${id}: ${issueSubject(id)}`, `<h2>${hash(`iss${id}`) % 2 ? 'Feature' : 'Bug'} #${id}</h2><div class="issue"><h3>${esc(issueSubject(id))}</h3><p class="author">Added by <a class="user active" href="/users/${int(r, 3, 40)}">${pick(r, FIRST)} ${pick(r, LAST)}</a> ${int(r, 2, 40)} months ago.</p><div class="description"><div class="wiki">${T.para(r, 2)}</div></div></div><div id="history"><h3>History</h3>${Array.from({ length: int(r, 0, 4) }, (_, k) => `<div class="journal" id="change-${id * 10 + k}"><h4><a href="#note-${k + 1}">#${k + 1}</a> Updated by ${pick(r, FIRST)}</h4><p>${T.words(r, 12)}</p></div>`).join('')}</div><p><a href="/projects/${PROJ[pi]}/issues">Back to issues</a></p>`, PROJ[pi]);
    }
    if (/^\/users\/\d+$/.test(p)) return moved(`${R0}/login?back_url=${encodeURIComponent(`${R0}${p}`)}`, 302);
    return { ...shell('404', '<h2>404</h2>'), status: 404 };
  }

  // ===================================================================================================================
  // pubs.cse: faceted publication database
  // ===================================================================================================================

  private papers(): { id: number; year: number; type: string; area: string; authors: number[]; title: string; venue: string }[] {
    if (this._papers) return this._papers;
    const TYPES = ['journal', 'conference', 'workshop', 'chapter', 'techreport'];
    this._papers = Array.from({ length: 1200 }, (_, i) => {
      const r = rng(hash(`paper${i + 1}`));
      const f = pick(r, FAC);
      const co = r() < 0.3 ? [pick(r, FAC).id] : [];
      return { id: i + 1, year: Math.max(2000, Math.min(2020, 2020 - Math.floor(Math.pow(r(), 1.5) * 21))), type: TYPES[Math.floor(Math.pow(r(), 2) * 5)], area: f.area, authors: [f.id, ...co.filter((x) => x !== f.id)], title: paperTitle(r), venue: pick(r, CONFS) };
    });
    return this._papers;
  }
  private _papers?: { id: number; year: number; type: string; area: string; authors: number[]; title: string; venue: string }[];

  private pubsHost(u: URL): Resp {
    const P = `https://${H.pubs}`;
    const p = u.pathname;
    const q = u.searchParams;
    const all = this.papers();
    const shell = (title: string, body: string) => html(`<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${esc(title)} | CSE Publications</title><link rel="stylesheet" href="/css/pubs.css"><script src="/js/pubs.js"></script><script>var FACETS=[${T.chunk('pubs-a')},${T.chunk('pubs-b')}];</script></head><body><div class="hdr"><a href="/">CSE Publications Database</a> &middot; Department of Computer Science and Engineering, IIT Vindhya &middot; <a href="${WWW}/">Department home</a></div><div class="main">${body}</div><div class="ftr">Data entered by faculty members; contact pubs-admin@cse.${DOM} for corrections.</div></body></html>`);
    if (p.startsWith('/css/') || p.startsWith('/js/')) return asset(p);
    if (p === '/' || p === '/index.php') {
      const F: Record<string, string> = {};
      for (const k of ['year', 'type', 'area', 'author']) { const v = q.get(k); if (v) F[k] = v; }
      for (const k of q.keys()) if (!['year', 'type', 'area', 'author', 'page', 'sort'].includes(k)) return { ...shell('Bad request', '<p>Unknown parameter.</p>'), status: 400 };
      const sort = q.get('sort') ?? 'year';
      if (sort === 'citations') return err500('Database error: unknown column citations');
      if (!['year', 'title', 'venue'].includes(sort)) return { ...shell('Bad request', '<p>Invalid sort.</p>'), status: 400 };
      const list = all.filter((x) => (!F.year || String(x.year) === F.year) && (!F.type || x.type === F.type) && (!F.area || x.area === F.area) && (!F.author || x.authors.includes(Number(F.author))));
      const page = Number(q.get('page') ?? 1);
      const pages = Math.max(1, Math.ceil(list.length / 25));
      if (!(page >= 1 && page <= pages)) return { ...shell('Not found', '<p>No such page.</p>'), status: 404 };
      const qs = (o: Record<string, string | number | undefined>) => { const s = Object.entries({ ...F, ...o }).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&'); return `/index.php${s ? `?${s}` : ''}`; };
      const nF = Object.keys(F).length;
      const cnt = new Map<string, number>();
      const bump = (key: string) => cnt.set(key, (cnt.get(key) ?? 0) + 1);
      for (const x of list) { bump(`year:${x.year}`); bump(`type:${x.type}`); bump(`area:${x.area}`); for (const au of x.authors) bump(`author:${au}`); }
      const facet = (k: string, label: string, vals: [string, string][]) => (F[k] ? `<p><b>${label}:</b> ${esc(vals.find((v) => v[0] === F[k])?.[1] ?? F[k])} ${a(qs({ [k]: undefined, page: undefined }), '[x]')}</p>` : nF < 2 ? `<h4>${label}</h4><ul>${vals.map(([v, l]) => { const c = cnt.get(`${k}:${v}`) ?? 0; return c ? `<li>${a(qs({ [k]: v, page: undefined, sort: undefined }), `${l} (${c})`)}</li>` : ''; }).join('')}</ul>` : '');
      const years = Array.from({ length: 21 }, (_, i) => [String(2020 - i), String(2020 - i)] as [string, string]);
      const side = facet('year', 'Year', years) + facet('type', 'Type', ['journal', 'conference', 'workshop', 'chapter', 'techreport'].map((x) => [x, x] as [string, string])) + facet('area', 'Area', Object.entries(AREA_NAMES)) + (F.year && F.author === undefined ? '' : facet('author', 'Faculty', FAC.map((f) => [String(f.id), f.name] as [string, string])));
      const sorted = list.slice().sort((x, y) => (sort === 'title' ? x.title.localeCompare(y.title) : sort === 'venue' ? x.venue.localeCompare(y.venue) : y.year - x.year || x.id - y.id));
      const rows = sorted.slice((page - 1) * 25, page * 25).map((x) => `<li>${x.authors.map((id) => esc(FAC.find((f) => f.id === id)!.name)).join(', ')}. <a href="/paper.php?id=${x.id}">${esc(x.title)}</a>. <i>${x.venue} ${x.year}</i>. [${x.type}]</li>`).join('');
      const pag = pages > 1 ? `<div class="pages">${Array.from({ length: pages }, (_, k) => (k + 1 === page ? `<b>${k + 1}</b>` : a(qs({ page: k + 1 }), String(k + 1)))).join(' ')}</div>` : '';
      const sorts = nF === 0 ? `<p>Sort by: ${['year', 'title', 'venue', 'citations'].map((s) => a(qs({ sort: s === 'year' ? undefined : s, page: undefined }), s)).join(' | ')}</p>` : '';
      return shell('Publications', `<div class="side">${side}</div><div class="list"><h2>Publications (${list.length})</h2>${sorts}<ol start="${(page - 1) * 25 + 1}">${rows}</ol>${pag}<p>${a(`/export.php?format=bibtex${Object.entries(F).map(([k, v]) => `&${k}=${v}`).join('')}`, 'Export as BibTeX')}</p></div>`);
    }
    const id = Number(q.get('id') ?? 0);
    const x = all[id - 1];
    if (p === '/paper.php') {
      if (!x) return { ...shell('Not found', '<p>No such paper.</p>'), status: 404 };
      const r = rng(hash(`pp${id}`));
      return shell(x.title, `<h2>${esc(x.title)}</h2><p>${x.authors.map((aid) => a(`/index.php?author=${aid}`, FAC.find((f) => f.id === aid)!.name)).join(', ')}</p><p><i>${x.venue}</i>, ${a(`/index.php?year=${x.year}`, String(x.year))} &middot; ${a(`/index.php?type=${x.type}`, x.type)} &middot; ${a(`/index.php?area=${x.area}`, AREA_NAMES[x.area] ?? x.area)}</p><h4>Abstract</h4>${T.para(r, 4)}<p>${a(`/files/${id}.pdf`, 'PDF')} | ${a(`/bibtex.php?id=${id}`, 'BibTeX')} | <a href="https://doi.org/10.1145/${3000000 + id}">DOI</a></p><h4>Related</h4><ul>${[1, 2, 3].map((k) => { const y = all[(id + k * 97) % all.length]; return li(`/paper.php?id=${y.id}`, y.title); }).join('')}</ul>`);
    }
    if (p === '/bibtex.php' || p === '/export.php') return x || p === '/export.php' ? { status: 200, type: 'text/plain; charset=utf-8', body: x ? `@inproceedings{iitv${id},\n  title={${x.title}},\n  booktitle={${x.venue}},\n  year={${x.year}}\n}\n` : '% export\n' } : { ...shell('Not found', ''), status: 404 };
    const fm = /^\/files\/(\d+)\.pdf$/.exec(p);
    if (fm && all[Number(fm[1]) - 1]) return bin('application/pdf', u.href);
    return { ...shell('Not found', '<p>Not found.</p>'), status: 404 };
  }
  // ===================================================================================================================
  // dspace.iitv: theses repository
  // ===================================================================================================================

  private theses(): { h: number; coll: number; year: number; author: string; advisor: Fac; title: string; subject: string }[] {
    if (this._theses) return this._theses;
    const SUBJ = ['Machine learning', 'Computer networks', 'Algorithms', 'Operating systems', 'Databases', 'Computer vision', 'Natural language processing', 'Formal verification', 'Security', 'Computer architecture', 'Graphics', 'Optimization'];
    this._theses = Array.from({ length: 420 }, (_, i) => {
      const r = rng(hash(`thesis${i}`));
      return { h: 100 + i, coll: r() < 0.35 ? 2 : r() < 0.85 ? 3 : 4, year: int(r, 2009, 2019), author: `${pick(r, LAST)}, ${pick(r, FIRST)}`, advisor: pick(r, FAC), title: paperTitle(r), subject: pick(r, SUBJ) };
    });
    return this._theses;
  }
  private _theses?: { h: number; coll: number; year: number; author: string; advisor: Fac; title: string; subject: string }[];

  private dspaceHost(u: URL): Resp {
    const D = `https://${H.dspace}`;
    const p = u.pathname;
    const q = u.searchParams;
    const all = this.theses();
    const COLL: Record<number, string> = { 1: 'Computer Science and Engineering', 2: 'PhD Theses', 3: 'M.Tech Dissertations', 4: 'Technical Reports' };
    const shell = (title: string, body: string) => html(`<!DOCTYPE html>\n<html>\n<head>\n<title>VidyaNidhi @ IIT Vindhya: ${esc(title)}</title>\n<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n<meta name="Generator" content="DSpace 6.3" />\n<link rel="stylesheet" href="/jspui/static/css/jquery-ui-1.10.3.custom/redmond/jquery-ui-1.10.3.custom.css" type="text/css" />\n<link rel="stylesheet" href="/jspui/static/css/bootstrap/bootstrap.min.css" type="text/css" />\n<link rel="search" type="application/opensearchdescription+xml" href="/jspui/open-search/description.xml" title="DSpace"/>\n<script type='text/javascript' src="/jspui/static/js/jquery/jquery-1.10.2.min.js"></script>\n<script type='text/javascript' src='/jspui/static/js/holder.js'></script>\n<script type="text/javascript">var JSPUI = {"locale":"en","choices":[${T.chunk('dspace-a')},${T.chunk('dspace-b')},${T.chunk('dspace-c')}]};</script>\n</head>\n<body class="undernavigation"><a class="sr-only" href="#content">Skip navigation</a>\n<header class="navbar navbar-inverse navbar-fixed-top"><div class="container"><a class="navbar-brand" href="/jspui/"><img height="25" src="/jspui/image/dspace-logo-only.png" alt="DSpace logo" /></a><nav class="collapse navbar-collapse bs-navbar-collapse" role="navigation"><ul class="nav navbar-nav"><li class=""><a href="/jspui/">Home</a></li><li class="dropdown"><a href="#" class="dropdown-toggle" data-toggle="dropdown">Browse</a><ul class="dropdown-menu"><li><a href="/jspui/community-list">Communities &amp; Collections</a></li><li><a href="/jspui/browse?type=dateissued">Issue Date</a></li><li><a href="/jspui/browse?type=author">Author</a></li><li><a href="/jspui/browse?type=title">Title</a></li><li><a href="/jspui/browse?type=subject">Subject</a></li></ul></li></ul><div class="nav navbar-nav navbar-right"><ul class="nav navbar-nav navbar-right"><li class="dropdown"><a href="/jspui/mydspace">Sign on to:</a></li></ul></div></nav></div></header>\n<main id="content" role="main"><div class="container">\n${body}\n</div></main>\n<footer class="navbar navbar-inverse navbar-bottom"><div id="designedby" class="container text-muted"><a href="http://www.dspace.org/">DSpace Software</a> Copyright&nbsp;&copy;&nbsp;2002-2013&nbsp; <a href="http://www.duraspace.org/">Duraspace</a> - <a href="/jspui/feedback">Feedback</a></div></footer>\n</body>\n</html>\n`);
    const itemLi = (x: { h: number; title: string; author: string; year: number }) => `<tr><td headers="t1">${x.year}</td><td headers="t2"><a href="/jspui/handle/123456789/${x.h}">${esc(x.title)}</a></td><td headers="t3"><a href="/jspui/browse?type=author&amp;value=${encodeURIComponent(x.author)}">${esc(x.author)}</a></td></tr>`;
    if (p === '/') return moved(`${D}/jspui/`, 302);
    if (p.startsWith('/jspui/static/') || p.startsWith('/jspui/image/') || p.endsWith('.xml')) return asset(p);
    if (p === '/jspui/' || p === '/jspui/community-list') return shell('Home', `<div class="jumbotron"><h1>VidyaNidhi</h1><p>The institutional repository of IIT Vindhya: theses, dissertations and technical reports.</p></div><h3>Communities in DSpace</h3><ul><li><a href="/jspui/handle/123456789/1">${COLL[1]}</a> <span class="badge">${all.length}</span><ul>${[2, 3, 4].map((c) => li(`/jspui/handle/123456789/${c}`, COLL[c])).join('')}</ul></li></ul><h3>Recent Submissions</h3><table class="table">${all.slice(-5).map(itemLi).join('')}</table><form method="get" action="/jspui/simple-search"><input type="text" name="query"><input type="submit" value="Go"></form><p><a href="/jspui/password-login">Login</a></p>`);
    if (p === '/jspui/password-login' || p === '/jspui/mydspace') return shell('Log In', `<form method="post" action="/jspui/password-login"><label>E-mail Address:</label><input type="text" name="login_email"><label>Password:</label><input type="password" name="login_password"><input type="submit" value="Log In"></form>`);
    if (p === '/jspui/feedback') return shell('Feedback', '<form><textarea name="feedback"></textarea></form>');
    let m = /^\/jspui\/handle\/123456789\/(\d+)(\/browse)?$/.exec(p);
    if (m && !m[2]) {
      const h = Number(m[1]);
      if (COLL[h]) return shell(COLL[h], `<h2>${COLL[h]}</h2>${h === 1 ? `<ul>${[2, 3, 4].map((c) => li(`/jspui/handle/123456789/${c}`, COLL[c])).join('')}</ul>` : ''}<p>Browse: ${['dateissued', 'author', 'title', 'subject'].map((t) => a(`/jspui/handle/123456789/${h}/browse?type=${t}`, t)).join(' | ')}</p><h3>Recent submissions</h3><table class="table">${all.filter((x) => h === 1 || x.coll === h).slice(-10).map(itemLi).join('')}</table>`);
      const x = all.find((y) => y.h === h);
      if (!x) return { ...shell('Invalid Identifier', '<h1>Invalid Identifier</h1><p>The identifier 123456789/' + h + ' does not correspond to a valid Handle in DSpace.</p>'), status: 404 };
      const r = rng(hash(`th${h}`));
      const full = q.get('mode') === 'full';
      const file = `${slugify(x.author.split(',')[0])}_${x.year}.pdf`;
      return shell(x.title, `<table class="table itemDisplayTable"><tr><td class="metadataFieldLabel">Title:&nbsp;</td><td class="metadataFieldValue">${esc(x.title)}</td></tr><tr><td>Authors:&nbsp;</td><td><a class="author" href="/jspui/browse?type=author&amp;value=${encodeURIComponent(x.author)}">${esc(x.author)}</a></td></tr><tr><td>Advisor:&nbsp;</td><td>${esc(x.advisor.name)}</td></tr><tr><td>Keywords:&nbsp;</td><td><a href="/jspui/browse?type=subject&amp;value=${encodeURIComponent(x.subject)}">${esc(x.subject)}</a></td></tr><tr><td>Issue Date:&nbsp;</td><td>${x.year}</td></tr><tr><td>Abstract:&nbsp;</td><td>${T.para(r, 3)}</td></tr>${full ? `<tr><td>dc.identifier.uri</td><td>http://hdl.handle.net/123456789/${h}</td></tr><tr><td>dc.type</td><td>${COLL[x.coll]}</td></tr><tr><td>dc.date.accessioned</td><td>${x.year + 1}-0${int(r, 1, 9)}-1${int(r, 0, 9)}T10:1${int(r, 0, 9)}:00Z</td></tr>` : ''}<tr><td>Appears in Collections:</td><td><a href="/jspui/handle/123456789/${x.coll}">${COLL[x.coll]}</a></td></tr></table><div class="panel panel-info"><div class="panel-heading">Files in This Item:</div><table class="table panel-body"><tr><td><a target="_blank" href="/jspui/bitstream/123456789/${h}/1/${file}">${file}</a></td><td>${int(r, 1, 12)}.${int(r, 0, 9)} MB</td><td>Adobe PDF</td><td><a href="/jspui/bitstream/123456789/${h}/1/${file}">View/Open</a></td></tr></table></div><a class="btn btn-default" href="/jspui/handle/123456789/${h}${full ? '' : '?mode=full'}">${full ? 'Show simple item record' : 'Show full item record'}</a>`);
    }
    if (p.startsWith('/jspui/bitstream/123456789/')) return bin('application/pdf', u.href);
    if (p === '/jspui/browse' || (m && m[2])) {
      const scope = m ? Number(m[1]) : 0;
      if (scope && !COLL[scope]) return { ...shell('Error', '<p>Invalid scope</p>'), status: 404 };
      const type = q.get('type') ?? '';
      if (!['dateissued', 'author', 'title', 'subject'].includes(type)) return { ...shell('Error', '<p>Invalid browse type</p>'), status: 400 };
      const base = scope ? `/jspui/handle/123456789/${scope}/browse` : '/jspui/browse';
      const pool = all.filter((x) => !scope || scope === 1 || x.coll === scope);
      const value = q.get('value');
      const offset = Number(q.get('offset') ?? 0);
      const order = q.get('order') ?? 'ASC';
      const sw = q.get('starts_with');
      if (offset % 20 || order !== 'ASC' && order !== 'DESC') return { ...shell('Error', '<p>Bad request</p>'), status: 400 };
      if ((type === 'author' || type === 'subject') && !value) {
        const vals = [...new Set(pool.map((x) => (type === 'author' ? x.author : x.subject)))].sort().filter((v) => !sw || v.startsWith(sw));
        if (offset && offset >= vals.length) return { ...shell('Error', '<p>Bad offset</p>'), status: 400 };
        return shell(`Browsing by ${type}`, `<h2>Browsing by ${type === 'author' ? 'Author' : 'Subject'}</h2>${type === 'author' && !sw && !offset ? `<p>Jump to: ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => a(`${base}?type=author&starts_with=${c}`, c)).join(' ')}</p>` : ''}<ul>${vals.slice(offset, offset + 20).map((v) => li(`${base}?type=${type}&value=${encodeURIComponent(v)}`, v)).join('')}</ul>${offset + 20 < vals.length ? a(`${base}?type=${type}${sw ? `&starts_with=${sw}` : ''}&offset=${offset + 20}`, 'next >') : ''}`);
      }
      let list = pool.filter((x) => !value || (type === 'author' ? x.author === value : x.subject === value));
      if (sw && type === 'title') list = list.filter((x) => x.title.startsWith(sw));
      list = list.slice().sort((x, y) => (type === 'title' ? x.title.localeCompare(y.title) : x.year - y.year || x.h - y.h));
      if (order === 'DESC') list.reverse();
      if (offset && offset >= list.length) return { ...shell('Error', '<p>Bad offset</p>'), status: 400 };
      const qsb = `${base}?type=${type}${value ? `&value=${encodeURIComponent(value)}` : ''}${sw ? `&starts_with=${sw}` : ''}`;
      return shell(`Browsing by ${type}`, `<h2>Browsing "${scope ? COLL[scope] : 'DSpace'}" by ${type}${value ? ` ${esc(value)}` : ''}</h2>${!value && !sw && !offset && type === 'title' ? `<p>Jump to: ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => a(`${base}?type=title&starts_with=${c}`, c)).join(' ')}</p>` : ''}${!offset && !sw ? `<p>Order: ${a(`${qsb}&sort_by=2&order=${order === 'ASC' ? 'DESC' : 'ASC'}&rpp=20&etal=-1&null=`, order === 'ASC' ? 'descending' : 'ascending')}</p>` : ''}<table class="table">${list.slice(offset, offset + 20).map(itemLi).join('')}</table>${offset + 20 < list.length ? a(`${qsb}${order === 'DESC' ? '&sort_by=2&order=DESC&rpp=20&etal=-1&null=' : ''}&offset=${offset + 20}`, 'next >') : ''}`);
    }
    if (p === '/jspui/simple-search') {
      const r = rng(hash(u.href));
      return shell('Search', `<p>Search produced ${int(r, 0, 40)} results.</p><ul>${Array.from({ length: 5 }, () => { const x = pick(r, all); return li(`/jspui/handle/123456789/${x.h}`, x.title); }).join('')}</ul>`);
    }
    return { ...shell('Page not found', '<h1>Page not found</h1>'), status: 404 };
  }

  // ===================================================================================================================
  // library.iitv: question-paper archive (autoindex; recent years behind CAS), new arrivals
  // ===================================================================================================================

  private libraryHost(u: URL): Resp {
    const LB = `http://${H.library}`;
    const p = u.pathname;
    const q = u.searchParams;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)} - Central Library, IIT Vindhya</title><link rel="stylesheet" href="/css/lib.css"></head><body><div id="h"><b>Central Library</b>, IIT Vindhya</div><div id="nav"><a href="/">Home</a> | <a href="/eresources.html">E-resources</a> | <a href="/qp/">Question papers</a> | <a href="/new-arrivals.php">New arrivals</a> | <a href="/timings.html">Timings</a> | <a href="/rules.pdf">Rules</a></div><div id="c"><h2>${esc(title)}</h2>${body}</div></body></html>`);
    if (p === '/') return shell('Central Library', `${T.para(rng(hash('lib')), 3)}<ul><li><a href="/qp/">Previous years' question papers</a></li><li><a href="/eresources.html">E-journals and databases</a></li><li><a href="/new-arrivals.php">New arrivals</a></li></ul>`);
    if (p === '/css/lib.css') return asset(p);
    if (p === '/rules.pdf') return bin('application/pdf', u.href);
    if (p === '/timings.html') return shell('Timings', '<p>Monday-Saturday 8:00-24:00; Sundays and holidays 10:00-17:00. Reading hall open 24x7 during examinations.</p>');
    if (p === '/eresources.html') return shell('E-resources', `<ul>${['IEEE Xplore', 'ACM Digital Library', 'SpringerLink', 'ScienceDirect', 'JSTOR', 'Web of Science', 'Scopus', 'MathSciNet'].map((x) => `<li><a href="https://www.${slugify(x).replace(/-/g, '')}.org/">${x}</a> (campus IP access)</li>`).join('')}</ul>`);
    if (p === '/new-arrivals.php') {
      const mo = q.get('month') ?? '2020-02';
      const mm = /^(\d{4})-(\d{2})$/.exec(mo);
      if (!mm || Number(mm[1]) < 2015 || mo > '2020-02') return { ...shell('Not found', ''), status: 404 };
      const y = Number(mm[1]);
      const m = Number(mm[2]);
      const prev = m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
      const next = m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
      const r = rng(hash(mo));
      return shell(`New arrivals: ${MONTH[m - 1]} ${y}`, `<ol>${Array.from({ length: 15 }, () => `<li>${esc(T.words(r, 6))} / ${pick(r, FIRST)} ${pick(r, LAST)}. ${pick(r, ['Springer', 'Pearson', 'Wiley', 'CRC Press'])}, ${y}.</li>`).join('')}</ol><p>${prev >= '2015-01' ? a(`/new-arrivals.php?month=${prev}`, '< previous month') : ''} ${next <= '2020-02' ? a(`/new-arrivals.php?month=${next}`, 'next month >') : ''}</p>`);
    }
    if (!p.startsWith('/qp/')) return apache404(p, H.library);
    const parts = p.split('/').filter(Boolean).slice(1);
    const AYS = ['2012-13', '2013-14', '2014-15', '2015-16', '2016-17', '2017-18', '2018-19', '2019-20'];
    const r = rng(hash(p));
    if (!parts.length) return autoindex(p, AYS.map((x) => [`${x}/`, dayOf(Number(x.slice(0, 4)) + 1, 6, 1), '-']), u, H.library);
    const ay = parts[0];
    if (!AYS.includes(ay)) return apache404(p, H.library);
    const y0 = Number(ay.slice(0, 4));
    if (parts.length === 1) return autoindex(p, [['odd/', dayOf(y0, 12, 10), '-'], ...(ay === '2019-20' ? [] : [['even/', dayOf(y0 + 1, 5, 20), '-'] as [string, number, string]])], u, H.library);
    const sem = parts[1];
    if (!['odd', 'even'].includes(sem) || (ay === '2019-20' && sem === 'even')) return apache404(p, H.library);
    if (parts.length === 2) return autoindex(p, [['midsem/', dayOf(sem === 'odd' ? y0 : y0 + 1, sem === 'odd' ? 9 : 3, 5), '-'], ['endsem/', dayOf(sem === 'odd' ? y0 : y0 + 1, sem === 'odd' ? 11 : 5, 5), '-']], u, H.library);
    const exam = parts[2];
    if (!['midsem', 'endsem'].includes(exam)) return apache404(p, H.library);
    const t = TERMS.find((x) => x.ay === ay && x.sem === sem);
    const codes = [...(t ? (this.offsByTerm.get(t.key) ?? []).map((o) => codeOf(o)) : COURSES.filter((c) => c.old && (c.season === 'b' || (c.season === 'a') === (sem === 'odd'))).map((c) => c.old)), ...DEPTS.filter((d) => d[0] !== 'CS').slice(0, 6).flatMap(([dc], k) => [`${dc}${(sem === 'odd' ? 101 : 102) + k * 100}`, `${dc}${(sem === 'odd' ? 203 : 204) + k}`])];
    const files = codes.map((c) => `${c}_${exam === 'midsem' ? 'Midsem' : 'Endsem'}_${ay}.pdf`);
    if (parts.length === 3) return p.endsWith('/') ? autoindex(p, files.map((f) => [f, dayOf(sem === 'odd' ? y0 : y0 + 1, sem === 'odd' ? 12 : 6, 1), `${int(r, 90, 900)}K`]), u, H.library) : apache404(p, H.library);
    if (parts.length === 4 && files.includes(parts[3])) return y0 >= 2018 ? moved(casLogin(`${LB}${p}`), 302) : bin('application/pdf', u.href);
    return apache404(p, H.library);
  }

  // ===================================================================================================================
  // video.iitv: lecture recordings (per-lecture pages; not course homes)
  // ===================================================================================================================

  private videoCourses(): { code: string; title: string; dept: string; term: string; inst: string; n: number }[] {
    if (this._videos) return this._videos;
    const out: { code: string; title: string; dept: string; term: string; inst: string; n: number }[] = [];
    for (const c of COURSES) {
      if (hash(`vid${c.code}`) % 5 >= 2) continue;
      const offs = (this.offsByCourse.get(c.code) ?? []).filter((o) => o.t.idx >= 4 && o.t.idx < 11);
      if (!offs.length) continue;
      const o = offs[hash(c.code) % offs.length];
      out.push({ code: c.code, title: c.title, dept: 'CSE', term: o.t.label, inst: o.f.name, n: 22 + (hash(c.code) % 16) });
    }
    for (const [dc, dn, titles] of DEPTS) if (['EE', 'MA', 'PH', 'ME'].includes(dc)) titles.split(';').slice(0, 3).forEach((t, i) => out.push({ code: `${dc}${101 + i * 100}`, title: t, dept: dc, term: 'Autumn 2018', inst: `Prof. ${FIRST[(hash(dc) + i) % FIRST.length]} ${LAST[(hash(dn) + i) % LAST.length]}`, n: 20 + i * 4 }));
    this._videos = out;
    return out;
  }
  private _videos?: { code: string; title: string; dept: string; term: string; inst: string; n: number }[];

  private videoHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const V = this.videoCourses();
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | IITV Lecture Videos</title><link rel="stylesheet" href="/static/css/portal.css"><link rel="stylesheet" href="/static/css/video-js.min.css"><script src="/static/js/video.min.js"></script><script>window.__PORTAL__=${`{"cdn":"https://video.${DOM}/media","items":[${T.chunk('video-a')}]}`};</script></head><body><header><a href="/">IITV Lecture Videos</a> <nav><a href="/">Departments</a> <a href="/recent">Recently added</a> <a href="https://${H.login}/cas/login?service=${encodeURIComponent(`https://${H.video}/upload`)}">Upload (staff)</a></nav></header><main>${body}</main><footer>Recorded by the Centre for Educational Technology, IIT Vindhya. For personal study only.</footer></body></html>`);
    if (p.startsWith('/static/')) return asset(p);
    if (p === '/') return shell('Departments', `<ul>${[...new Set(V.map((x) => x.dept))].map((d) => li(`/dept/${d}`, d)).join('')}</ul>`);
    if (p === '/recent') return shell('Recently added', `<ul>${V.slice(-8).map((c) => li(`/watch?v=${c.code}-L${pad(c.n)}`, `${c.code} Lecture ${c.n}`)).join('')}</ul>`);
    let m = /^\/dept\/([A-Z]+)$/.exec(p);
    if (m) { const l = V.filter((x) => x.dept === m![1]); return l.length ? shell(m[1], `<ul>${l.map((c) => li(`/course/${c.code}`, `${c.code.replace(/(\d)/, ' $1')}: ${c.title}`)).join('')}</ul>`) : { ...shell('Not found', '<p>Not found</p>'), status: 404 }; }
    m = /^\/course\/([A-Z]{2}\d{3}[A-Z]?)$/.exec(p);
    if (m) {
      const c = V.find((x) => x.code === m![1]);
      if (!c) return { ...shell('Course not found', '<p>No recordings are available for this course.</p>'), status: 404 };
      const topics = TOPICS[courseByCode.get(c.code)?.area ?? 'prog'] ?? TOPICS.prog;
      const desc = q.get('sort') !== 'oldest';
      const ids = Array.from({ length: c.n }, (_, i) => i + 1);
      if (desc) ids.reverse();
      return shell(`Lecture recordings: ${c.code}`, `<h1>Lecture recordings: ${c.code.replace(/(\d)/, ' $1')} ${esc(c.title)}</h1><p>Recorded in ${c.term} (${esc(c.inst)}). These videos are for reference; for the current offering, see the course page.</p><p>Sort: ${a(`/course/${c.code}`, 'newest first')} | ${a(`/course/${c.code}?sort=oldest`, 'oldest first')}</p><ol>${ids.map((i) => `<li>${a(`/watch?v=${c.code}-L${pad(i)}`, `Lecture ${i}: ${topics[Math.floor(((i - 1) * topics.length) / c.n)]}`)}</li>`).join('')}</ol>`);
    }
    if (p === '/watch') {
      const v = q.get('v') ?? '';
      const mm = /^([A-Z]{2}\d{3}[A-Z]?)-L(\d\d)$/.exec(v);
      const c = mm ? V.find((x) => x.code === mm[1]) : undefined;
      const n = mm ? Number(mm[2]) : 0;
      if (!c || n < 1 || n > c.n) return { ...shell('Video not found', '<p>Video not found.</p>'), status: 404 };
      const topics = TOPICS[courseByCode.get(c.code)?.area ?? 'prog'] ?? TOPICS.prog;
      const r = rng(hash(v));
      return shell(`${c.code} Lecture ${n}`, `<h1>${c.code.replace(/(\d)/, ' $1')} Lecture ${n}: ${esc(topics[Math.floor(((n - 1) * topics.length) / c.n)])}</h1><video id="player" class="video-js" controls preload="none" data-setup="{}"><source src="/media/${v}.mp4" type="video/mp4"></video><p>Duration ${int(r, 48, 58)}:${pad(int(r, 0, 59))} &middot; ${int(r, 40, 4000)} views</p><p>${n > 1 ? a(`/watch?v=${c.code}-L${pad(n - 1)}`, '< Previous lecture') : ''} | ${a(`/course/${c.code}`, 'All lectures')} | ${n < c.n ? a(`/watch?v=${c.code}-L${pad(n + 1)}`, 'Next lecture >') : ''}</p><p>${a(`/download/${v}.mp4`, 'Download (MP4)')}</p>`);
    }
    if (/^\/download\/[A-Z0-9]+-L\d\d\.mp4$/.test(p)) return bin('video/mp4', u.href);
    return { ...shell('Not found', '<p>Not found.</p>'), status: 404 };
  }

  // ===================================================================================================================
  // hostels, placement (PHP session ids), CAS, the institute site
  // ===================================================================================================================

  private hostelsHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)} - Hostel Coordination Unit, IIT Vindhya</title><link rel="stylesheet" href="/style.css"></head><body><div id="top"><a href="/">Hostel Coordination Unit</a> | <a href="/mess.php">Mess menu</a> | <a href="/notices/">Notices</a> | <a href="https://${H.login}/cas/login?service=${encodeURIComponent(`http://${H.hostels}/complaints/`)}">Complaints</a></div><h2>${esc(title)}</h2>${body}</body></html>`);
    const week = (s: string | null) => { const m = /^(\d{4})-W(\d{2})$/.exec(s ?? '2020-W07'); return m ? Number(m[1]) * 53 + Number(m[2]) : -1; };
    const wk = (n: number) => `${Math.floor(n / 53)}-W${pad(n % 53 || 1)}`;
    if (p === '/style.css') return asset(p);
    if (p === '/') return shell('Hostels', `<ul>${Array.from({ length: 14 }, (_, i) => li(`/hostel.php?id=${i + 1}`, `Hostel ${i + 1}`)).join('')}</ul><p><a href="/mess.php">This week's mess menu</a></p>`);
    if (p === '/hostel.php') {
      const id = Number(q.get('id'));
      if (!(id >= 1 && id <= 14)) return { ...shell('Not found', ''), status: 404 };
      const r = rng(hash(`h${id}`));
      return shell(`Hostel ${id}`, `<p>Warden: ${pick(r, ['Prof.', 'Dr.'])} ${pick(r, FIRST)} ${pick(r, LAST)}. Capacity: ${int(r, 300, 900)}.</p>${T.para(r, 2)}<p><a href="/mess.php?hostel=${id}">Mess menu</a> | <a href="http://${H.gallery}/index.php?cat=5">Photos</a></p>`);
    }
    if (p === '/mess.php') {
      const w = week(q.get('week'));
      const h = q.get('hostel');
      if (w < 2016 * 53 + 1 || w > 2020 * 53 + 7 || (h && !(Number(h) >= 1 && Number(h) <= 14))) return { ...shell('Not found', ''), status: 404 };
      const r = rng(hash(u.href));
      const L = (n: number) => `/mess.php?${h ? `hostel=${h}&` : ''}week=${wk(n)}`;
      return shell(`Mess menu ${h ? `(Hostel ${h}) ` : ''}week ${wk(w)}`, `<table border="1"><tr><th>Day</th><th>Breakfast</th><th>Lunch</th><th>Dinner</th></tr>${WDAY.map((d) => `<tr><td>${d}</td><td>${pick(r, ['Poha', 'Idli sambar', 'Aloo paratha', 'Upma', 'Bread omelette'])}</td><td>${pick(r, ['Rajma chawal', 'Dal tadka, rice', 'Chole bhature', 'Veg biryani'])}</td><td>${pick(r, ['Paneer butter masala', 'Mix veg, roti', 'Egg curry', 'Kadhi pakoda'])}</td></tr>`).join('')}</table><p>${w > 2016 * 53 + 1 ? a(L(w - 1), '< previous week') : ''} ${w < 2020 * 53 + 7 ? a(L(w + 1), 'next week >') : ''}</p>`);
    }
    if (p === '/notices/') return shell('Notices', `<ul>${Array.from({ length: 25 }, (_, i) => li(`/notices/notice-${2020 - Math.floor(i / 6)}-${pad(12 - (i % 6) * 2)}.pdf`, `Notice ${i + 1}`)).join('')}</ul>`);
    if (/^\/notices\/notice-\d{4}-\d{2}\.pdf$/.test(p)) return bin('application/pdf', u.href);
    return apache404(p, H.hostels);
  }

  private placementHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const sid = q.get('PHPSESSID') ?? hex(`sess${p}${u.search}`, 26);
    const L = (path: string, qs = '') => `${path}?${qs ? `${qs}&` : ''}PHPSESSID=${sid}`;
    const AYS = ['2014-15', '2015-16', '2016-17', '2017-18', '2018-19', '2019-20'];
    const BR = ['CSE', 'EE', 'ME', 'CE', 'CH', 'AE', 'MM', 'EP'];
    const shell = (title: string, body: string) => html(`<html><head><title>${esc(title)} :: Training and Placement Cell, IIT Vindhya</title><link rel="stylesheet" href="/tpc.css"></head><body><table width="100%"><tr><td><b>Training &amp; Placement Cell</b></td></tr><tr><td><a href="${L('/index.php')}">Home</a> | <a href="${L('/stats.php')}">Statistics</a> | <a href="${L('/companies.php')}">Recruiters</a> | <a href="${L('/contact.php')}">Contact</a> | <a href="${L('/students/login.php')}">Student login</a></td></tr></table><h3>${esc(title)}</h3>${body}</body></html>`);
    if (p === '/tpc.css') return asset(p);
    if (p === '/' || p === '/index.php') return shell('Welcome', `${T.para(rng(hash('tpc')), 3)}<p>Placement season 2019-20: ${a(L('/stats.php', 'year=2019-20'), 'current statistics')}</p>`);
    if (p === '/contact.php') return shell('Contact', `<p>Professor-in-charge, TPC: Prof. ${FIRST[3]} ${LAST[7]}. Email: tpc@${DOM}</p>`);
    if (p === '/students/login.php') return moved(casLogin(`http://${H.placement}/students/`), 302);
    if (p === '/stats.php') {
      const y = q.get('year') ?? '2019-20';
      const b = q.get('branch');
      if (!AYS.includes(y) || (b && !BR.includes(b))) return shell('Error', '<p>Invalid selection</p>');
      const r = rng(hash(`${y}${b}`));
      return shell(`Placement statistics ${y}${b ? ` (${b})` : ''}`, `<p>Year: ${AYS.map((x) => a(L('/stats.php', `year=${x}`), x)).join(' | ')}</p><table border="1"><tr><th>Branch</th><th>Registered</th><th>Placed</th><th>Median CTC (LPA)</th></tr>${(b ? [b] : BR).map((x) => `<tr><td>${b ? x : a(L('/stats.php', `year=${y}&branch=${x}`), x)}</td><td>${int(r, 40, 160)}</td><td>${int(r, 30, 140)}</td><td>${int(r, 8, 30)}.${int(r, 0, 9)}</td></tr>`).join('')}</table>`);
    }
    if (p === '/companies.php') {
      const page = Number(q.get('page') ?? 1);
      if (!(page >= 1 && page <= 9)) return shell('Error', '<p>Invalid page</p>');
      return shell('Recruiters', `<ul>${Array.from({ length: 20 }, (_, i) => { const id = (page - 1) * 20 + i + 1; return li(L('/company.php', `id=${id}`), `Company ${id}: ${pick(rng(hash(`co${id}`)), ['Google', 'Microsoft', 'Amazon', 'Adobe', 'Goldman Sachs', 'Texas Instruments', 'Qualcomm', 'Samsung', 'Flipkart', 'Uber', 'DE Shaw', 'Tower Research', 'Oracle', 'Cisco', 'Intel', 'Nvidia', 'TCS', 'Infosys'])} (${['Bengaluru', 'Hyderabad', 'Pune', 'Gurugram', 'Mumbai'][id % 5]})`); }).join('')}</ul><p>${Array.from({ length: 9 }, (_, k) => (k + 1 === page ? `<b>${k + 1}</b>` : a(L('/companies.php', `page=${k + 1}`), String(k + 1)))).join(' ')}</p>`);
    }
    if (p === '/company.php') {
      const id = Number(q.get('id'));
      if (!(id >= 1 && id <= 180)) return shell('Error', '<p>No such company</p>');
      return shell(`Company ${id}`, `${T.para(rng(hash(`cod${id}`)), 2)}<p>${a(L('/companies.php', `page=${Math.ceil(id / 20)}`), 'Back to list')}</p>`);
    }
    return apache404(p, H.placement);
  }

  private loginHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/cas/login') return html(`<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>CAS - Central Authentication Service</title><link rel="stylesheet" href="/cas/css/cas.css"></head><body id="cas"><div id="container"><header><h1>IIT Vindhya Single Sign-On</h1></header><div id="content"><form method="post" id="fm1"><h2>Enter your LDAP username and password</h2><section class="row"><label for="username">Username:</label><input id="username" name="username" type="text" autocomplete="off"></section><section class="row"><label for="password">Password:</label><input type="password" id="password" name="password" autocomplete="off"></section><input type="hidden" name="execution" value="${hex(u.href, 40)}"><input type="hidden" name="_eventId" value="submit"><input class="btn-submit" name="submit" type="submit" value="LOGIN"></form><p><a href="/pwm/public/forgottenpassword">Forgot your password?</a></p><p>For security reasons, please log out and exit your web browser when you are done accessing services that require authentication!</p></div></div></body></html>`);
    if (p === '/cas/css/cas.css') return asset(p);
    if (p === '/pwm/public/forgottenpassword') return html('<!DOCTYPE html><html><head><title>Forgotten Password</title></head><body><form><input name="username"><button>Search</button></form></body></html>');
    return nginx404();
  }

  private instHost(u: URL): Resp {
    const p = u.pathname;
    const I = `https://${H.inst}`;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | IIT Vindhya</title><link rel="stylesheet" href="/sites/all/themes/iitv/css/style.css"></head><body><header><a href="/"><img src="/sites/all/themes/iitv/logo.png" alt="IIT Vindhya"></a><nav><a href="/about">About</a> <a href="/academics">Academics</a> <a href="/departments">Departments</a> <a href="/admissions">Admissions</a> <a href="/news">News</a> <a href="/tenders">Tenders</a> <a href="/rti">RTI</a></nav></header><main><h1>${esc(title)}</h1>${body}</main><footer>Indian Institute of Technology Vindhya, Rewa 486 001 &middot; <a href="/anti-ragging">Anti-ragging</a> &middot; <a href="/contact">Contact</a></footer></body></html>`);
    const r = rng(hash(p + u.search));
    if (p.startsWith('/sites/')) return BINEXT.test(p) ? bin(ext(p)!, u.href) : asset(p);
    if (p === '/') return shell('Indian Institute of Technology Vindhya', `${T.para(r, 3)}<p><a href="/departments">Departments</a> | <a href="${ACAD}/">Academic Office</a> | <a href="${MOODLE}/">Moodle</a></p>`);
    if (p === '/departments') return shell('Departments', `<ul>${DEPTS.map(([dc, dn]) => (dc === 'CS' ? li(`${WWW}/`, dn) : `<li>${esc(dn)}</li>`)).join('')}</ul>`);
    if (p === '/academics') return moved(`${ACAD}/`, 302);
    if (['/about', '/admissions', '/rti', '/anti-ragging', '/contact'].includes(p)) return shell(p.slice(1), T.para(r, 4) + T.para(r, 2));
    if (p === '/tenders') return shell('Tenders', `<ul>${Array.from({ length: 30 }, (_, i) => li(`/sites/default/files/tenders/tender-${2020 - Math.floor(i / 10)}-${pad(i + 1, 3)}.pdf`, `Tender ${i + 1}: ${T.words(r, 5)}`)).join('')}</ul>`);
    if (p === '/news') {
      const page = Number(u.searchParams.get('page') ?? 0);
      if (!(page >= 0 && page < 25)) return { ...shell('Page not found', ''), status: 404 };
      return shell('News', `<ul>${Array.from({ length: 10 }, () => `<li>${esc(T.words(r, 8))}</li>`).join('')}</ul><p>${page > 0 ? a(`/news?page=${page - 1}`, '< newer') : ''} ${page < 24 ? a(`/news?page=${page + 1}`, 'older >') : ''}</p>`);
    }
    return { ...shell('Page not found', '<p>The requested page could not be found.</p>'), status: 404 };
    void I;
  }
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}
