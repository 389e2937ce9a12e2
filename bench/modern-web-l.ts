/**
 * Rehearsal web L: the School of Electrical Engineering and Computer Science (EECS) of a (fictional) Swedish technical
 * university, "Nordtek – Nordiska tekniska högskolan" (`nordtek.se`), as an archiving crawler would have captured it on
 * Monday 27 January 2020 — week 2 of period 3 of the spring term (VT20). Written apart from the crawler (nothing under
 * src/ was read), for bench/modern-warc.ts (`--layout l`). Everything lives under the one registrable domain `nordtek.se`;
 * external links (Ladok, Piazza, social media, CDNs) point off-site and are ignored by the harness.
 *
 * Seed: https://www.nordtek.se/eecs — the school's page on the university CMS (Polopoly-like paths, news and events as
 * `…/slug-1.612345`), Swedish with English twins under `/en/…` (`/eecs/aktuellt/nyheter` ↔ `/en/eecs/news`) or `?l=en`
 * (catalogue, memos, profiles); a tools bar (Canvas, the course and programme directory, TimeEdit, the staff directory,
 * DiVA, the picture bank, the EECS wiki, GitLab, the student union, the intranet) on every page; its own robots.txt.
 *
 * Vocabulary: course codes `DD1337`, `ID2203`, `IK2213`, `EP1100`; högskolepoäng (`7,5 hp` / `7.5 credits`), periods P1–P4,
 * HT19/VT20 (`ht-2019`, `ht19`, `HT2019`, start term `20192`), anmälningskod (application code, 5 digits), kursomgång,
 * kursansvarig, examinator, kurs-PM, kursplan, föreläsningar (F1…), övningar (Ö1…), laborationer (L1…), kontrollskrivning,
 * tentamen/omtentamen, kursanalys, LEQ; programmes CDATE, CINTE, TCSCM, TMAIM…; Swedish names and logins (`kallen`, `jhedin`).
 *
 * COURSE HOMES (`courseHomes`: 323 rounds (course × term) with a public page of their own, HT2014 … VT2020):
 *  1. The central course web, "Social" (98): `www…/social/course/DD1352/subgroup/ht-2019-50561/` (one subgroup per
 *     round, named by term and application code). Not homes: the course-level index `/social/course/DD1337/` (the three
 *     latest rounds, the rest on `/subgroups/`), round subpages (`page/forelasning-3-…/`, `news/`, `calendar/`), files
 *     (`/social/files/<hex>/F03.pdf`); `members/` and `/social/user/…` are behind SSO; `?l=en` 302s back to the page.
 *  2. Teachers' pages on people.nordtek.se (80), Apache userdirs in four schemes by teacher: `~mlundq/courses/dd1310-ht16/`,
 *     `~elinh/teaching/dd2421/ht15/` (listed on `~elinh/teaching/`), `~jhedin/kurser/tilda18/` (nickname + year), flat files
 *     `~ofalk/dd1320.html` (latest) and `~ofalk/dd1320-vt15.html`; 2014-16 pages in font/table markup, 8 of them framesets
 *     (the frameset is the home, `start.html`/`meny.html` are subpages). http 301s to https, `index.html` to the directory.
 *  3. Course sites built from GitLab with Hugo (59): `courses.eecs…/id2203/vt20/`; `/id2203/` 302s to the current round;
 *     sources at `gitlab…/courses/id2203-vt20` (README links the site).
 *  4. The frozen site of the former ICT school, merged into EECS in 2018 (59): `http://www.ict…/courses/IK2213/2016/`
 *     (per-year directories, 2014-2017; `index.shtml` and `ict.nordtek.se` 301 to it; served on http).
 *  5. Public Canvas rooms (27): `canvas…/courses/16934` — 11 of the school's rounds from 2018 on and 16 of other schools
 *     (SF1624, ME1003…), found through Canvas' public course index `/search/all_courses?page=N`. The 270 other rooms
 *     answer 302 → `/login` → `/login/saml` → the SAML IdP and are not homes.
 *  83 of the 390 rounds have no public page (a private Canvas room or nothing).
 *
 * HUBS (not homes): course lists per term and period (`/eecs/utbildning/kurser/vt20/p3`, English twins), the course and
 * programme directory (kursplan pages `/student/kurser/kurs/DD2380?startterm=20182&l=en` with the round's "Kursens
 * webbplats", department course lists, programme plans per year `program/CDATE/20182/arskurs2`, a faceted course search),
 * kurs-PM pages (`/kurs-pm/DD1337/HT2019-60614`), profiles (`/profile/kallen`, "Undervisning"), teachers' userdir index
 * and teaching pages, "Tidigare kursomgångar" links on homes, "Kursstart" news items and guest-lecture events linking the
 * course web, the student union's course guide (`nts…/datasektionen/kurser/DD1337/`), Sympa welcome mails
 * (`sympa…/sympa/arc/dd1361-ht19/2019-10/msg00000.html`), the ICT archive's course and period lists, GitLab READMEs,
 * the Canvas course index. Links to homes mix http/https, bare host, missing slash, `index.html`, `?l=en` and `utm_`
 * variants (www and the course sites 301 the tracking parameters away).
 *
 * COURSE-RELATED NON-HOMES: kursplan pages and PDFs, kurs-PM, course development pages (`/kursinfo/DD1337/kursutveckling`,
 * kursanalys PDFs, LEQ reports behind SSO), round subpages, slides and lab PDFs, Canvas modules/syllabus/announcements
 * (assignments, files and grades behind the login), the exam archive (`nts…/datasektionen/tentor/DD1337/tenta-….pdf`),
 * TimeEdit schedules per round.
 *
 * NOISE AND TRAPS (most of the ~54,000 records): DiVA (records, single-level facets, sorts, sliding pagers, BibTeX
 * exports, full texts; a `dswid` window id in every link); TimeEdit (`ri.html;jsessionid=…` week views with endless
 * previous/next weeks, 4-week views, room objects, iCal/CSV); a Piwigo picture bank (albums, photos with prev/next, size
 * variants, slideshows); a Confluence (spaces, page versions, diffs, attachments, info, edit → login); a GitLab (explore
 * sorts, commit lists, commits, trees, blobs, blame, raw; graphs 500); the EECS news with tag filters, sliding pagers,
 * `?print=true` and English twins; an endless events calendar (months, days) with iCal; the staff directory with
 * filters, sorts and pages; the student union's WordPress (`?replytocom=`, `?share=`); Sympa archives; Apache autoindex
 * lab logs (`labs.eecs…/logs/gul/2019-11/?C=M;O=D`); SAML login walls (`login…/idp/profile/SAML2/Redirect/SSO?…`), the
 * intranet, Apache/nginx/CMS 404s and 500s, http→https and bare-host redirects.
 *
 * Breadth-first from the seed (bench/modern-warc.ts, 54,000 records, ~25 s) archives 317 of the 323 homes (318 counting
 * an http/https pair once); 10% of them are reached by row ~4,900, half after ~20,700 rows, 90% after ~40,100 and the
 * last at ~52,000. `respond` is pure and deterministic (all randomness is `rng(hash(…))` of URLs or stable keys).
 */
import { hash, rng, type Resp } from './modern-web.js';
import { a, bin, esc, hex, html, int, li, moved, pad, pick, slugify, sortParams, textKit, type R } from './web-kit.js';

// =====================================================================================================================
// Hosts, vocabulary, calendar
// =====================================================================================================================

const DOM = 'nordtek.se';
const H = {
  www: `www.${DOM}`,
  bare: DOM,
  canvas: `canvas.${DOM}`,
  people: `people.${DOM}`,
  courses: `courses.eecs.${DOM}`,
  ict: `www.ict.${DOM}`,
  ictBare: `ict.${DOM}`,
  login: `login.${DOM}`,
  schema: `schema.${DOM}`,
  diva: `diva.${DOM}`,
  bilder: `bilder.${DOM}`,
  wiki: `wiki.eecs.${DOM}`,
  gitlab: `gitlab.${DOM}`,
  labs: `labs.eecs.${DOM}`,
  nts: `nts.${DOM}`,
  sympa: `sympa.${DOM}`,
  intra: `intra.${DOM}`,
};
const WWW = `https://${H.www}`;
const CANVAS = `https://${H.canvas}`;
const PEOPLE = `https://${H.people}`;
const CSITE = `https://${H.courses}`;
const ICT = `http://${H.ict}`;
const NTS = `https://${H.nts}`;
const SCHEMA = `https://${H.schema}`;
const DIVA = `https://${H.diva}`;
const WIKI = `https://${H.wiki}`;
const GIT = `https://${H.gitlab}`;
const SYMPA = `https://${H.sympa}`;
/** Hosts that answer http with a 301 to https; the people host, the ICT archive, the gallery and the lab logs are served on both. */
const HTTPS_ONLY = new Set([H.www, H.bare, H.canvas, H.courses, H.login, H.schema, H.diva, H.wiki, H.gitlab, H.nts, H.sympa, H.intra]);

const VOCAB = `och att det som en på är för med till av den om inte har de ett vi kan ska eller från studenter kursen skolan
forskning utbildning examen tentamen laboration övning föreläsning projekt anmälan period termin program institution avdelning
datavetenskap elektroteknik datorsystem nätverk säkerhet algoritmer programmering maskininlärning robotik reglerteknik signaler
kommunikation system data modeller analys metod resultat seminarium disputation doktorand handledare lärare examinator kursansvarig
schema lokal sal anmälningskod kursplan kursomgång högskolepoäng betyg rapport inlämning deadline bonus kontrollskrivning omtenta
campus bibliotek studentkåren sektionen mottagning nyheter evenemang samverkan näringsliv innovation hållbarhet digitalisering
students course school research education exam lab lecture project period term programme department division computer science
electrical engineering systems network security algorithms programming learning robotics control signals communication data
models analysis method results seminar thesis supervisor teacher examiner schedule room credits grade report submission
deadline campus library union news events collaboration industry innovation sustainability the of and in for with to is are
will be this that a an as on by from at our we it its also new all more about during`.split(/\s+/);
const T = textKit(VOCAB);

const FIRST = 'Anna Erik Karin Lars Maria Johan Eva Anders Sara Per Lena Mikael Emma Magnus Ingrid Fredrik Sofia Henrik Elin Olof Kristina Gunnar Malin Jonas Ulrika Stefan Åsa Björn Helena Niklas Linnea Oskar Märta Gustav Ida Tobias Hanna Pontus Cecilia Viktor Ebba Sten Dmitry Mei Ahmed Pierre Giulia Rahul Jun Yuki Carlos Katarzyna Amir Leila Wei Arvid Elsa Hugo Alva Nils Klara Axel Saga'.split(' ');
const LAST = 'Lindqvist Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson Pettersson Jonsson Jansson Hansson Bengtsson Lindberg Lindström Lundgren Berg Holm Sandberg Forsberg Sjöberg Wallin Engström Danielsson Håkansson Lundqvist Björk Bergström Ek Nyström Hedlund Åberg Sundberg Blom Falk Strand Kvist Petrov Zhang Haddad Dubois Rossi Sharma Chen Tanaka García Nowak Öberg Virtanen'.split(' ');

const DAY = 86400000;
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY);
const dOf = (n: number) => new Date(n * DAY);
const MAN = 'jan feb mar apr maj jun jul aug sep okt nov dec'.split(' ');
const MANAD = 'januari februari mars april maj juni juli augusti september oktober november december'.split(' ');
const MONTH = 'January February March April May June July August September October November December'.split(' ');
const VD = 'sön mån tis ons tor fre lör'.split(' ');
const VDAG = 'söndag måndag tisdag onsdag torsdag fredag lördag'.split(' ');
const fmtSv = (n: number) => { const d = dOf(n); return `${d.getUTCDate()} ${MAN[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };
const fmtSvL = (n: number) => { const d = dOf(n); return `${d.getUTCDate()} ${MANAD[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };
const fmtEn = (n: number) => { const d = dOf(n); return `${d.getUTCDate()} ${MONTH[d.getUTCMonth()].slice(0, 3)} ${d.getUTCFullYear()}`; };
const fmtDay = (n: number) => { const d = dOf(n); return `${VD[d.getUTCDay()]} ${d.getUTCDate()}/${d.getUTCMonth() + 1}`; };
const fmtDayEn = (n: number) => { const d = dOf(n); return `${'Sun Mon Tue Wed Thu Fri Sat'.split(' ')[d.getUTCDay()]} ${d.getUTCDate()} ${MONTH[d.getUTCMonth()].slice(0, 3)}`; };
const fmtISO = (n: number) => dOf(n).toISOString().slice(0, 10);
const ymd = (n: number) => fmtISO(n).replace(/-/g, '');
const weekday = (n: number) => dOf(n).getUTCDay();
const mondayOnOrAfter = (n: number) => { while (weekday(n) !== 1) n++; return n; };
const mondayOf = (n: number) => n - ((weekday(n) + 6) % 7);
/** ISO week number. */
function isoWeek(n: number): number {
  const d = dOf(n + 3 - ((weekday(n) + 6) % 7));
  const jan4 = new Date(Date.UTC(d.getUTCFullYear(), 0, 4));
  return 1 + Math.round((d.getTime() - jan4.getTime()) / DAY / 7 - ((jan4.getUTCDay() + 6) % 7 - 3) / 7);
}
/** The archive was made on Monday 27 January 2020, week 2 of period 3. */
const NOW = dayOf(2020, 1, 27);

interface Term { key: string; idx: number; ht: boolean; year: number; short: string; sv: string; en: string; code: string; start: number; mid: number; end: number }
const TERMS: Term[] = [];
for (let y = 2014; y <= 2019; y++) {
  const hs = mondayOnOrAfter(dayOf(y, 8, 26));
  TERMS.push({ key: `HT${y}`, idx: TERMS.length, ht: true, year: y, short: `ht${y % 100}`, sv: `HT ${y}`, en: `Autumn ${y}`, code: `${y}2`, start: hs, mid: hs + 63, end: dayOf(y + 1, 1, 14) });
  const vs = mondayOnOrAfter(dayOf(y + 1, 1, 14));
  TERMS.push({ key: `VT${y + 1}`, idx: TERMS.length, ht: false, year: y + 1, short: `vt${(y + 1) % 100}`, sv: `VT ${y + 1}`, en: `Spring ${y + 1}`, code: `${y + 1}1`, start: vs, mid: vs + 63, end: dayOf(y + 1, 6, 5) });
}
const CUR = TERMS[11];
const PREVT = TERMS[10];
const termByKey = new Map(TERMS.map((t) => [t.key, t]));
const termByShort = new Map(TERMS.map((t) => [t.short, t]));

const ROOMS = ['F1', 'F2', 'E1', 'E2', 'E3', 'D1', 'D2', 'D3', 'Q1', 'Q2', 'B1', 'B2', 'K1', 'K2', 'V1', 'L1', 'M1', 'Sal C (Electrum)', 'Sal B (Electrum)', 'Ka-Sal C', 'Spelhallen', 'Sporthallen', 'Gul (Lab)', 'Grön (Lab)', 'Röd (Lab)', 'Orange (Lab)', 'Brun (Lab)', 'Ateljé'];

// =====================================================================================================================
// Departments, teachers, courses
// =====================================================================================================================

/** Divisions (avdelningar) of the school, with their org codes in the directory. */
const DEPTS: { key: string; org: string; sv: string; en: string; ict: boolean }[] = [
  { key: 'CST', org: 'JHS', sv: 'Teoretisk datalogi', en: 'Theoretical Computer Science', ict: false },
  { key: 'RPL', org: 'JHK', sv: 'Robotik, perception och lärande', en: 'Robotics, Perception and Learning', ict: false },
  { key: 'MID', org: 'JHM', sv: 'Medieteknik och interaktionsdesign', en: 'Media Technology and Interaction Design', ict: false },
  { key: 'TMH', org: 'JHT', sv: 'Tal, musik och hörsel', en: 'Speech, Music and Hearing', ict: false },
  { key: 'SCS', org: 'JHD', sv: 'Programvaruteknik och datorsystem', en: 'Software and Computer Systems', ict: true },
  { key: 'COS', org: 'JHC', sv: 'Kommunikationssystem', en: 'Communication Systems', ict: true },
  { key: 'EES', org: 'JHE', sv: 'Elektronik och inbyggda system', en: 'Electronics and Embedded Systems', ict: true },
  { key: 'DCS', org: 'JHR', sv: 'Reglerteknik', en: 'Decision and Control Systems', ict: false },
  { key: 'EPE', org: 'JHP', sv: 'Elkraftteknik', en: 'Electric Power and Energy Systems', ict: false },
];
const deptByKey = new Map(DEPTS.map((d) => [d.key, d]));

type Kind = 'social' | 'canvas' | 'people' | 'site' | 'ict' | 'none';
/** How a teacher names course pages on people.nordtek.se. */
type Scheme = 'courses' | 'teaching' | 'kurser' | 'flat';
type Style = 'old' | 'plain' | 'modern';
interface Teacher { id: number; login: string; name: string; title: string; dept: string; style: Style; scheme: Scheme; people: boolean; joined: number; pref: Kind[]; phone: string; room: string; areas: string[] }
const PREF: Record<string, Kind> = { s: 'social', c: 'canvas', p: 'people', w: 'site', n: 'none' };
const TITLES: Record<string, string> = { P: 'Professor', D: 'Docent, universitetslektor', L: 'Universitetslektor', B: 'Biträdande lektor', A: 'Universitetsadjunkt', F: 'Forskare' };
// login|name|title|dept|style|scheme|has people page|joined|kind preferences|areas
const TEACHERS: Teacher[] = `kallen|Karin Allén|P|CST|plain|flat|1|2001|ppsswn|algo theory
jhedin|Johan Hedin|L|CST|old|kurser|1|1998|ppssn|prog algo
mlundq|Maria Lundqvist|D|CST|modern|courses|1|2008|sswwcn|prog se
perk|Per Karlsson|A|CST|plain|kurser|1|2004|sssppn|prog
lenaw|Lena Wallin|P|CST|modern|teaching|1|2006|wwscn|theory security
ofalk|Olof Falk|D|CST|old|flat|1|1996|pppsn|theory algo
sberg|Sara Berg|B|CST|modern|courses|1|2016|wwccn|se
mnystr|Mikael Nyström|L|CST|plain|teaching|1|2010|ssccpn|se data
tanaka|Yuki Tanaka|B|CST|modern|courses|1|2017|wwpcn|ml theory
gstrand|Gunnar Strand|P|CST|old|flat|1|1990|pppn|graphics
evasj|Eva Sjöberg|D|CST|plain|teaching|1|2005|sscpn|graphics ml
anderse|Anders Ek|L|CST|plain|courses|0|2009|sssccn|db prog
hbjork|Henrik Björk|P|RPL|modern|courses|1|2003|wwssn|robotics ai
elinh|Elin Hedlund|D|RPL|modern|teaching|1|2011|sswcn|ml vision
dpetrov|Dmitry Petrov|B|RPL|modern|courses|1|2018|wwcn|ml robotics
mzhang|Mei Zhang|L|RPL|plain|flat|1|2012|ppssn|vision ai
jonasl|Jonas Larsson|P|RPL|plain|courses|1|2002|sspwn|ai robotics
ahaddad|Ahmed Haddad|F|RPL|modern|courses|0|2016|ccsn|ml
ulrikag|Ulrika Gustafsson|D|MID|modern|teaching|1|2007|wwscn|hci graphics
stefanb|Stefan Bengtsson|L|MID|plain|kurser|1|2000|pssn|hci
pdubois|Pierre Dubois|B|MID|modern|courses|1|2017|wwccn|hci graphics
ingridh|Ingrid Håkansson|P|TMH|plain|teaching|1|1999|ppssn|speech
niklasj|Niklas Jonsson|L|TMH|modern|courses|1|2013|swwcn|speech data
arossi|Giulia Rossi|B|TMH|modern|courses|0|2018|cwn|data speech
bjornl|Björn Lindström|P|SCS|plain|teaching|1|2004|wwssn|dist
rsharma|Rahul Sharma|D|SCS|modern|courses|1|2011|wwcpn|dist data
hansso|Helena Hansson|L|SCS|old|flat|1|1997|ppsn|prog algo
viktore|Viktor Engström|L|SCS|plain|courses|1|2008|sscpn|os prog
cecilia|Cecilia Öberg|A|SCS|plain|kurser|0|2006|sscn|se db
wchen|Wei Chen|B|SCS|modern|courses|1|2016|wwcn|data ml
matsh|Magnus Holm|P|COS|old|flat|1|1994|ppsn|net
knowak|Katarzyna Nowak|D|COS|modern|teaching|1|2010|wwscn|net security
pontusa|Pontus Åberg|L|COS|plain|courses|1|2009|sppcn|net
amirk|Amir Kvist|B|COS|modern|courses|1|2018|wcn|net se
sundb|Sten Sundberg|L|EES|old|kurser|1|1995|ppsn|arch embedded
linneaf|Linnea Forsberg|D|EES|plain|teaching|1|2009|sswcn|arch embedded signals
jgarcia|Carlos García|B|EES|modern|courses|1|2017|wccn|embedded
oskarp|Oskar Persson|P|DCS|plain|teaching|1|2003|ssppn|control
elsan|Elsa Nilsson|L|DCS|modern|courses|0|2014|sccn|control signals
gustafl|Gustav Lindberg|P|EPE|old|flat|1|1992|pssn|power
idalund|Ida Lundgren|L|EPE|plain|courses|1|2012|sscn|power signals
junv|Jun Virtanen|F|CST|modern|courses|1|2019|wcn|security data`
  .split('\n')
  .map((line, i) => {
    const [login, name, title, dept, style, scheme, people, joined, pref, areas] = line.split('|');
    return { id: 2000 + i * 17, login, name, title: TITLES[title], dept, style: style as Style, scheme: scheme as Scheme, people: people === '1', joined: Number(joined), pref: [...pref].map((c) => PREF[c]), phone: `+46 8 790 ${pad(6000 + ((i * 173) % 3900), 4)}`, room: `${pick(rng(hash(login)), ['Lindstedtsvägen 3', 'Lindstedtsvägen 5', 'Osquldas väg 10', 'Kistagången 16', 'Teknikringen 33', 'Malvinas väg 10'])}, rum ${int(rng(hash(login + 'r')), 1, 7)}${pad(int(rng(hash(login + 'q')), 1, 60), 2)}`, areas: areas.split(' ') };
  });
const teacherByLogin = new Map(TEACHERS.map((t) => [t.login, t]));

interface Course { code: string; sv: string; en: string; hp: string; per: string; ht: boolean; level: 'G1' | 'G2' | 'A'; lang: 'sv' | 'en'; dept: string; area: string; nick: string; ictOrigin: boolean; prog: string[] }
// code|Swedish title|English title|credits|period|level|teaching language|division|area|nickname
const COURSES: Course[] = `DD1337|Programmering|Programming|7.5|P1|G1|sv|CST|prog|inda
DD1338|Algoritmer och datastrukturer|Algorithms and Data Structures|7.5|P2|G1|sv|CST|algo|algdat
DD1310|Programmeringsteknik|Programming Techniques|6.0|P1-P2|G1|sv|CST|prog|prgi
DD1320|Tillämpad datalogi|Applied Computer Science|6.0|P3|G1|sv|CST|algo|tilda
DD1351|Logik för dataloger|Logic for Computer Scientists|7.5|P1|G1|sv|CST|theory|logik
DD1352|Algoritmer, datastrukturer och komplexitet|Algorithms, Data Structures and Complexity|9.0|P1|G2|sv|CST|algo|adk
DD1354|Modeller och simulering|Models and Simulation|6.0|P4|G2|sv|CST|graphics|mos
DD1361|Programmeringsparadigm|Programming Paradigms|7.5|P2|G1|sv|CST|prog|prgm
DD1368|Databasteknik|Database Technology|6.0|P3|G2|sv|CST|db|dbtek
DD1385|Programutvecklingsteknik|Software Development Technology|7.5|P3-P4|G2|sv|CST|se|pvt
DD1396|Parallellprogrammering i introduktion|Introduction to Parallel Programming|7.5|P2|G2|sv|CST|dist|parprog
DD1390|Programutvecklingsprojekt|Software Development Project|7.5|P4|G2|sv|CST|se|pvk
DD2350|Algoritmer, datastrukturer och komplexitet|Algorithms, Data Structures and Complexity|9.0|P1|A|sv|CST|algo|adk2
DD2380|Artificiell intelligens|Artificial Intelligence|6.0|P1-P2|A|en|RPL|ai|ai
DD2410|Introduktion till robotik|Introduction to Robotics|7.5|P1|A|en|RPL|robotics|robotics
DD2419|Projektkurs i robotik och autonoma system|Project Course in Robotics and Autonomous Systems|9.0|P3-P4|A|en|RPL|robotics|ras
DD2421|Maskininlärning|Machine Learning|7.5|P2|A|en|RPL|ml|ml
DD2423|Bildanalys och datorseende|Image Analysis and Computer Vision|7.5|P1|A|en|RPL|vision|bik
DD2424|Djupinlärning i datavetenskap|Deep Learning in Data Science|7.5|P4|A|en|RPL|ml|dl
DD2434|Maskininlärning, avancerad kurs|Machine Learning, Advanced Course|7.5|P2|A|en|CST|ml|advml
DD2437|Artificiella neuronnät och djupa arkitekturer|Artificial Neural Networks and Deep Architectures|7.5|P3|A|en|CST|ml|ann
DD2440|Avancerade algoritmer|Advanced Algorithms|9.0|P1-P2|A|en|CST|theory|avalg
DD2445|Komplexitetsteori|Complexity Theory|7.5|P3-P4|A|en|CST|theory|komplex
DD2448|Kryptografins grunder|Foundations of Cryptography|7.5|P3|A|en|CST|security|krypto
DD2395|Datorsäkerhet|Computer Security|6.0|P1|A|en|CST|security|dsak
DD2372|Automater och språk|Automata and Languages|6.0|P2|A|en|CST|theory|automater
DD2418|Språkteknologi|Language Engineering|6.0|P2|A|en|TMH|speech|sprakt
DD2476|Sökmotorer och informationshämtningssystem|Search Engines and Information Retrieval Systems|9.0|P4|A|en|TMH|data|search
DD2480|Programvaruutvecklingens grunder|Software Engineering Fundamentals|7.5|P1|A|en|CST|se|sef
DD2482|Automatiserad programvarutestning och DevOps|Automated Software Testing and DevOps|7.5|P4|A|en|CST|se|devops
DD2459|Programvarutillförlitlighet|Software Reliability|7.5|P4|A|en|CST|se|swrel
DD2457|Programsemantik och analys|Program Semantics and Analysis|6.0|P1|A|en|CST|theory|semantik
DD2257|Visualisering|Visualization|7.5|P4|A|en|CST|graphics|vis
DD2258|Datorgrafik|Computer Graphics|7.5|P2|A|en|CST|graphics|grafik
DH1620|Människa-datorinteraktion, introduktionskurs|Human-Computer Interaction, Introductory Course|6.0|P3|G2|sv|MID|hci|mdi
DH2642|Interaktionsprogrammering och den dynamiska webben|Interaction Programming and the Dynamic Web|7.5|P3|A|en|MID|hci|iprog
DH2320|Introduktion till visualisering och datorgrafik|Introduction to Visualization and Computer Graphics|7.5|P1|A|en|MID|graphics|ivis
DH2628|Informationsvisualisering|Information Visualization|7.5|P2|A|en|MID|hci|infovis
DT2119|Tal- och talarigenkänning|Speech and Speaker Recognition|7.5|P4|A|en|TMH|speech|speech
DT2112|Talteknologi|Speech Technology|7.5|P3|A|en|TMH|speech|talteknik
ID1018|Programmering I|Programming I|7.5|P1|G1|sv|SCS|prog|prog1
ID1019|Programmering II|Programming II|7.5|P3|G1|sv|SCS|prog|prog2
ID1020|Algoritmer och datastrukturer|Algorithms and Data Structures|7.5|P2|G1|sv|SCS|algo|algo
ID1206|Operativsystem|Operating Systems|7.5|P2|G2|sv|SCS|os|os
ID1212|Nätverksprogrammering|Network Programming|7.5|P3|G2|sv|SCS|net|natprog
ID1354|Internetapplikationer|Internet Applications|7.5|P4|G2|sv|SCS|se|iapp
ID2201|Distribuerade system, grundkurs|Distributed Systems, Basic Course|7.5|P1|A|en|SCS|dist|ds
ID2203|Distribuerade system, avancerad kurs|Distributed Systems, Advanced Course|7.5|P3|A|en|SCS|dist|dsadv
ID2207|Moderna metoder inom programvaruutveckling|Modern Methods in Software Engineering|7.5|P1|A|en|SCS|se|mmse
ID2209|Distribuerad artificiell intelligens och intelligenta agenter|Distributed Artificial Intelligence and Intelligent Agents|7.5|P2|A|en|SCS|ai|daiia
ID2221|Dataintensiv databehandling|Data-Intensive Computing|7.5|P2|A|en|SCS|data|dic
ID2222|Datautvinning|Data Mining|7.5|P2|A|en|SCS|data|dm
ID2223|Skalbar maskininlärning och djupinlärning|Scalable Machine Learning and Deep Learning|7.5|P2|A|en|SCS|ml|scalableml
ID2210|Distribuerad databehandling, peer-to-peer och GRID|Distributed Computing, Peer-to-Peer and GRIDS|7.5|P4|A|en|SCS|dist|p2p
IK1203|Nätverk och kommunikation|Networks and Communication|7.5|P3|G1|sv|COS|net|natkom
IK1552|Internetworking|Internetworking|7.5|P1|G2|en|COS|net|inet
IK2213|Nätverkstjänster och internetbaserade applikationer|Network Services and Internet-based Applications|7.5|P3|A|en|COS|net|nsiba
IK2215|Avancerad internetworking|Advanced Internetworking|7.5|P2|A|en|COS|net|advinet
IK2218|Protokoll och principer för internet|Protocols and Principles of the Internet|7.5|P1|A|en|COS|net|ppi
IK2220|Mjukvarudefinierade nätverk och nätverksvirtualisering|Software Defined Networking and Network Virtualization|7.5|P4|A|en|COS|net|sdn
IS1200|Datorteknik|Computer Hardware Engineering|7.5|P3|G1|sv|EES|arch|dtek
IS1500|Datorteknik och komponenter|Computer Organization and Components|9.0|P3-P4|G1|sv|EES|arch|dtekk
IL2206|Inbyggda system|Embedded Systems|7.5|P1|A|en|EES|embedded|es
IL2212|Inbyggd programvara|Embedded Software|7.5|P3|A|en|EES|embedded|esw
II1305|Projekt inom informations- och kommunikationsteknik|Project in Information and Communication Technology|7.5|P4|G1|sv|SCS|se|projekt
II2202|Forskningsmetodik och vetenskapligt skrivande|Research Methodology and Scientific Writing|7.5|P1-P2|A|en|COS|se|rm
IV1350|Objektorienterad design|Object Oriented Design|7.5|P3|G2|sv|SCS|se|ood
IV1351|Datalagring|Data Storage Paradigms|7.5|P2|G2|sv|SCS|db|datalagring
EP1100|Introduktion till elektroteknik|Introduction to Electrical Engineering|7.5|P1|G1|sv|EPE|power|elintro
EI1110|Elkretsanalys|Electric Circuit Analysis|7.5|P2|G1|sv|EPE|power|ekretsar
EL1000|Reglerteknik, allmän kurs|Automatic Control, General Course|6.0|P3|G2|sv|DCS|control|reglert
EL2520|Reglerteknik, fortsättningskurs|Control Theory and Practice, Advanced Course|7.5|P4|A|en|DCS|control|ctp
EP2200|Kösystem och teletrafiksystem|Queuing Theory and Teletraffic Systems|7.5|P2|A|en|COS|net|queue
EQ1270|Stokastiska signaler|Stochastic Signals|7.5|P3|G2|sv|EES|signals|stoksig`
  .split('\n')
  .map((line) => {
    const [code, sv, en, hp, per, level, lang, dept, area, nick] = line.split('|');
    const ictOrigin = /^(ID|IK|IS|IL|II|IV)/.test(code);
    const h = hash(code);
    const prog = level === 'A'
      ? [['TCSCM', 'TMAIM', 'TEBSM', 'TCOMM', 'TSCRM'][h % 5], ['TIVNM', 'TINNM', 'TMAIM'][(h >>> 3) % 3]]
      : [['CDATE', 'CINTE', 'CMETE', 'CELTE', 'TIDAB'][h % 5], ['CDATE', 'CINTE', 'TCOMK'][(h >>> 3) % 3]];
    return { code, sv, en, hp, per, ht: per.startsWith('P1') || per.startsWith('P2'), level: level as Course['level'], lang: lang as 'sv' | 'en', dept, area, nick, ictOrigin, prog: [...new Set(prog)] };
  });
const courseByCode = new Map(COURSES.map((c) => [c.code, c]));
/** Courses with a site of their own on courses.eecs…, from the given term index on (GitLab Pages, Hugo). */
const SITE_FROM: Record<string, number> = { ID2203: 6, DD2482: 8, DD2480: 6, ID2221: 6, DH2642: 8, DD2424: 7, ID2223: 6, DD2380: 8 };

const PROGRAMMES: [string, string, string, number][] = [
  ['CDATE', 'Civilingenjörsutbildning i datateknik', 'Degree Programme in Computer Science and Engineering', 5],
  ['CINTE', 'Civilingenjörsutbildning i informationsteknik', 'Degree Programme in Information and Communication Technology', 5],
  ['CMETE', 'Civilingenjörsutbildning i medieteknik', 'Degree Programme in Media Technology', 5],
  ['CELTE', 'Civilingenjörsutbildning i elektroteknik', 'Degree Programme in Electrical Engineering', 5],
  ['TIDAB', 'Högskoleingenjörsutbildning i datateknik', 'Degree Programme in Computer Engineering', 3],
  ['TCOMK', 'Kandidatprogram, informations- och kommunikationsteknik', "Bachelor's Programme in Information and Communication Technology", 3],
  ['TCSCM', 'Masterprogram, datalogi', "Master's Programme, Computer Science", 2],
  ['TMAIM', 'Masterprogram, maskininlärning', "Master's Programme, Machine Learning", 2],
  ['TEBSM', 'Masterprogram, inbyggda system', "Master's Programme, Embedded Systems", 2],
  ['TCOMM', 'Masterprogram, kommunikationssystem', "Master's Programme, Communication Systems", 2],
  ['TSCRM', 'Masterprogram, systemteknik och robotik', "Master's Programme, Systems, Control and Robotics", 2],
  ['TIVNM', 'Masterprogram, interaktiva medier', "Master's Programme, Interactive Media Technology", 2],
  ['TINNM', 'Masterprogram, innovativ uppfinningsteknik', "Master's Programme, ICT Innovation", 2],
];

const TOPICS: Record<string, string[]> = {
  prog: ['Kursintroduktion och verktyg', 'Variabler, typer och uttryck', 'Villkor och loopar', 'Metoder och parametrar', 'Arrayer och listor', 'Klasser och objekt', 'Inkapsling', 'Arv och gränssnitt', 'Undantag', 'Rekursion', 'Samlingar: List, Set, Map', 'Generiska typer', 'Testning med JUnit', 'Filer och strömmar', 'Trådar', 'Git och kodgranskning', 'Repetition'],
  algo: ['Introduktion, komplexitetsanalys', 'Listor, stackar och köer', 'Sökning och binärsökning', 'Sortering: insättning, merge sort', 'Quicksort', 'Hashtabeller', 'Binära sökträd', 'Balanserade träd', 'Prioritetsköer och heapar', 'Grafer: representation', 'Bredden först och djupet först', 'Kortaste vägar', 'Minsta uppspännande träd', 'Dynamisk programmering', 'Girig algoritmer', 'Flöden i nätverk', 'NP-fullständighet', 'Approximationsalgoritmer', 'Repetition'],
  theory: ['Introduction and preliminaries', 'Propositional logic', 'Natural deduction', 'Predicate logic', 'Finite automata', 'Regular languages', 'Context-free grammars', 'Pushdown automata', 'Turing machines', 'Decidability', 'Reductions', 'P and NP', 'NP-completeness', 'Randomized algorithms', 'Approximation and inapproximability', 'PCP theorem overview', 'Interactive proofs', 'Review'],
  ml: ['Introduction and course logistics', 'Nearest neighbours', 'Decision trees', 'Probability and Bayesian learning', 'Linear regression', 'Regularization', 'Support vector machines', 'Kernel methods', 'Ensemble methods: bagging and boosting', 'Neural networks', 'Backpropagation', 'Convolutional networks', 'Recurrent networks', 'Unsupervised learning: clustering', 'Gaussian mixtures and EM', 'Dimensionality reduction', 'Variational inference', 'Review'],
  ai: ['Intelligent agents', 'Uninformed search', 'Heuristic search', 'Adversarial search and games', 'Constraint satisfaction', 'Logic and knowledge representation', 'Planning', 'Uncertainty and Bayesian networks', 'Hidden Markov models', 'Markov decision processes', 'Reinforcement learning', 'Multi-agent systems', 'Ethics of AI', 'Review'],
  vision: ['Image formation', 'Filtering', 'Edge detection', 'Fourier analysis', 'Feature detection', 'Image matching', 'Camera models', 'Stereo', 'Motion and optical flow', 'Segmentation', 'Recognition', 'Deep learning for vision', 'Review'],
  robotics: ['Introduction to robotics', 'Kinematics', 'Dynamics', 'Sensors', 'Localization', 'Kalman filters', 'Particle filters', 'Mapping and SLAM', 'Path planning', 'Motion control', 'Manipulation', 'ROS tutorial', 'Project kick-off', 'Review'],
  graphics: ['The graphics pipeline', 'Transformations', 'Projections', 'Rasterization', 'Shading and lighting', 'Texture mapping', 'Ray tracing', 'Global illumination', 'Curves and surfaces', 'Animation', 'Physically based simulation', 'Volume visualization', 'Review'],
  hci: ['Introduction to HCI', 'User research', 'Personas and scenarios', 'Prototyping', 'Usability evaluation', 'Interaction design patterns', 'Web technologies: HTML, CSS, JavaScript', 'React and component architecture', 'State management', 'Accessibility', 'Visualization principles', 'Project presentations'],
  speech: ['Speech production and perception', 'Signal processing for speech', 'Feature extraction: MFCC', 'Hidden Markov models', 'Gaussian mixture models', 'Deep neural network acoustic models', 'Language models', 'Speaker recognition', 'Speech synthesis', 'Dialogue systems', 'Review'],
  se: ['Course introduction', 'Requirements', 'Agile methods and Scrum', 'Version control and code review', 'Design principles', 'Design patterns', 'Testing', 'Continuous integration', 'Refactoring', 'Software architecture', 'DevOps and deployment', 'Project presentations'],
  security: ['Introduction and threat models', 'Symmetric ciphers', 'Block cipher modes', 'Hash functions and MACs', 'Public-key cryptography', 'Digital signatures', 'Key exchange', 'Authentication', 'Access control', 'Software vulnerabilities', 'Web security', 'Network security', 'Privacy', 'Review'],
  dist: ['Introduction to distributed systems', 'Models of distributed computation', 'Time and clocks', 'Broadcast abstractions', 'Failure detectors', 'Consensus', 'Paxos', 'Raft', 'Replication', 'Shared memory emulation', 'Byzantine fault tolerance', 'Distributed hash tables', 'Review'],
  net: ['Introduction and the Internet architecture', 'Application layer', 'Transport: UDP and TCP', 'TCP congestion control', 'IP and addressing', 'Routing: OSPF and BGP', 'IPv6', 'Link layer', 'Wireless networks', 'Software-defined networking', 'Network measurement', 'Queueing models', 'Review'],
  db: ['Introduction to databases', 'The relational model', 'SQL', 'ER modelling', 'Normalization', 'Transactions', 'Indexes', 'Query processing', 'NoSQL', 'Review'],
  data: ['Introduction to data-intensive computing', 'MapReduce', 'Spark', 'Spark SQL', 'Stream processing', 'Graph processing', 'Similarity search and LSH', 'Frequent itemsets', 'Clustering large data', 'Recommender systems', 'Information retrieval', 'Review'],
  arch: ['Kursintroduktion', 'Talsystem och binär aritmetik', 'C-programmering', 'Pekare och minne', 'Assemblerprogrammering (MIPS)', 'Processorns uppbyggnad', 'Pipelining', 'Cacheminnen', 'In- och utmatning', 'Avbrott', 'Repetition'],
  embedded: ['Introduction to embedded systems', 'Real-time operating systems', 'Scheduling', 'Concurrency and synchronization', 'Hardware/software co-design', 'FPGA and Nios II', 'Models of computation', 'Timing analysis', 'Project'],
  control: ['Introduktion till reglerteknik', 'Modellering', 'Linjärisering', 'Överföringsfunktioner', 'Stabilitet', 'PID-reglering', 'Frekvensanalys', 'Bodediagram', 'Tillståndsmodeller', 'Observatörer', 'Repetition'],
  power: ['Elektriska storheter', 'Kirchhoffs lagar', 'Nodanalys', 'Thévenin och Norton', 'Kondensatorer och spolar', 'Växelström', 'Effekt', 'Trefas', 'Transformatorer', 'Repetition'],
  signals: ['Sannolikhetslära', 'Stokastiska variabler', 'Stokastiska processer', 'Stationäritet', 'Spektraltäthet', 'Linjära system med stokastisk insignal', 'Estimering', 'Wienerfilter', 'Repetition'],
  os: ['Processer', 'Systemanrop', 'Schemaläggning', 'Minneshantering', 'Virtuellt minne', 'Trådar', 'Synkronisering', 'Filsystem', 'I/O', 'Virtualisering', 'Repetition'],
};
const LANGS: Record<string, string> = { prog: 'Java', algo: 'Java och Python', theory: '', ml: 'Python (NumPy, PyTorch)', ai: 'Python or Java', vision: 'Python and OpenCV', robotics: 'ROS and Python', graphics: 'C++ and OpenGL', hci: 'JavaScript (React)', speech: 'Python', se: 'Java and git', security: 'C and Python', dist: 'Scala (Kompics)', net: 'Python and C', db: 'SQL (PostgreSQL)', data: 'Scala and Spark', arch: 'C och MIPS-assembler', embedded: 'C on Nios II', control: 'Matlab och Simulink', power: 'Matlab', signals: 'Matlab', os: 'C' };

// =====================================================================================================================
// Course rounds (kursomgångar)
// =====================================================================================================================

interface Off {
  key: string; c: Course; t: Term; f: Teacher; kind: Kind; tpl: Style; home: string; base: string; host: string;
  app: number; canvas: number; canvasPublic: boolean; latest: boolean; frames: boolean; slug: string;
  inPeriod: boolean; inCat: boolean; inProfile: boolean; inPeopleIdx: boolean; inUnion: boolean; inMail: boolean; prev: Off[]; tas: string[]; link: number;
}
const dispOf = (o: Off) => o.c.code;
/** Credits as written in the page's language (7,5 hp / 7.5 credits). */
const hpOf = (c: Course, en: boolean) => (en ? `${c.hp} credits` : `${c.hp.replace('.', ',')} hp`);
const titleOf = (o: Off, en = o.c.lang === 'en') => (en ? o.c.en : o.c.sv);
const lc = (s: string) => s.toLowerCase();
/** The periods a round runs in (`P1-P2` → [1, 2]). */
const periodsOf = (c: Course) => c.per.replace(/P/g, '').split('-').map(Number);
const periodStart = (t: Term, p: number) => (p === 1 || p === 3 ? t.start : t.mid);
const periodEnd = (t: Term, p: number) => (p === 1 || p === 3 ? t.mid - 4 : t.ht ? t.end - 1 : t.end - 10);

interface Lec { n: number; kind: 'F' | 'Ö' | 'L'; date: number; time: string; room: string; topic: string; slides: boolean }
function sessionsOf(o: Off): Lec[] {
  const r = rng(hash(`lec:${o.key}`));
  const ps = periodsOf(o.c);
  const from = periodStart(o.t, ps[0]);
  const to = periodEnd(o.t, ps[ps.length - 1]);
  const topics = TOPICS[o.c.area] ?? TOPICS.prog;
  const days = [int(r, 1, 2), int(r, 3, 5)];
  const out: Lec[] = [];
  let nf = 0, no = 0, nl = 0;
  for (let d = from; d < to - 6; d++) {
    const wd = weekday(d);
    if (days.includes(wd)) {
      nf++;
      out.push({ n: nf, kind: 'F', date: d, time: pick(r, ['08-10', '10-12', '13-15', '15-17']), room: pick(r, ROOMS.slice(0, 17)), topic: '', slides: r() < 0.75 });
    } else if (wd === ((days[1] % 5) + 1) && r() < 0.6) {
      if (o.c.level !== 'A' && r() < 0.6) { no++; out.push({ n: no, kind: 'Ö', date: d, time: pick(r, ['10-12', '13-15']), room: pick(r, ROOMS.slice(6, 17)), topic: `Övning ${no}`, slides: r() < 0.3 }); }
      else if (['prog', 'algo', 'arch', 'os', 'net', 'control', 'power', 'robotics', 'embedded'].includes(o.c.area)) { nl++; out.push({ n: nl, kind: 'L', date: d, time: pick(r, ['13-17', '15-19', '08-12']), room: pick(r, ROOMS.slice(21, 27)), topic: `${o.c.lang === 'en' ? 'Lab' : 'Laboration'} ${nl}`, slides: false }); }
    }
  }
  // Topics follow the lecture plan: spread over all lectures, the last one a review.
  const lecs = out.filter((x) => x.kind === 'F');
  lecs.forEach((x, i) => { x.topic = i === lecs.length - 1 ? topics[topics.length - 1] : topics[Math.floor((i * (topics.length - 1)) / Math.max(1, lecs.length - 1))]; });
  return out;
}
interface Work { n: number; title: string; due: number; kind: 'lab' | 'hw' | 'ks' | 'proj' }
function worksOf(o: Off): Work[] {
  const r = rng(hash(`work:${o.key}`));
  const ps = periodsOf(o.c);
  const from = periodStart(o.t, ps[0]);
  const to = periodEnd(o.t, ps[ps.length - 1]);
  const en = o.c.lang === 'en';
  const n = int(r, 3, 6);
  const out: Work[] = [];
  for (let i = 1; i <= n; i++) {
    const due = from + Math.floor(((to - from) * i) / (n + 1)) + int(r, 0, 3);
    const k = ['prog', 'algo', 'arch', 'os', 'net', 'embedded'].includes(o.c.area) ? 'lab' : o.c.area === 'theory' ? 'hw' : pick(r, ['hw', 'lab', 'proj'] as const);
    const label = k === 'lab' ? (en ? `Lab ${i}` : `Laboration ${i}`) : k === 'hw' ? (en ? `Homework ${i}` : `Inlämningsuppgift ${i}`) : (en ? `Assignment ${i}` : `Uppgift ${i}`);
    const tl = TOPICS[o.c.area] ?? TOPICS.prog;
    out.push({ n: i, title: `${label}${r() < 0.55 ? `: ${tl[Math.min(tl.length - 2, 1 + Math.floor(((i - 1) * (tl.length - 2)) / n))]}` : ''}`, due, kind: k });
  }
  if (o.c.level !== 'A' && r() < 0.5) out.push({ n: 1, title: 'Kontrollskrivning (KS)', due: from + 24, kind: 'ks' });
  if (o.c.level === 'A' && r() < 0.6) out.push({ n: 1, title: 'Project', due: to - 2, kind: 'proj' });
  return out.sort((x, y) => x.due - y.due);
}
function examOf(o: Off): { exam: number; re: number } {
  const ps = periodsOf(o.c);
  const e = periodEnd(o.t, ps[ps.length - 1]);
  const r = rng(hash(`ex:${o.key}`));
  let exam = e + int(r, -3, 3);
  while (weekday(exam) === 0 || weekday(exam) === 6) exam++;
  let re = o.t.ht ? dayOf(o.t.year + 1, 4, int(r, 6, 20)) : dayOf(o.t.year, 8, int(r, 17, 28));
  while (weekday(re) === 0 || weekday(re) === 6) re++;
  return { exam, re };
}
function blurb(o: Off, en: boolean): string {
  const r = rng(hash(`blurb:${o.key}:${en}`));
  const lang = LANGS[o.c.area] ?? '';
  if (en) return [
    `${o.c.en} is a ${o.c.hp} credit course given in period ${o.c.per.replace('P', '').replace('-P', '–')} of the ${o.t.ht ? 'autumn' : 'spring'} term.`,
    lang ? `The assignments are done in ${lang}.` : 'There are weekly problem sets; solutions are presented at the exercise sessions.',
    pick(r, ['Attendance at the lab sessions is compulsory.', 'Bonus points from the homework carry over to the exam.', 'Register for the exam in Ladok no later than three weeks before the exam.', 'The course is given in English.', 'There is a project in groups of three to four students.', 'All communication about the course happens in Canvas and on this page.']),
  ].join(' ');
  return [
    `Kursen ${o.c.sv} (${hpOf(o.c, false)}) ges i period ${o.c.per.replace('P', '').replace('-P', '–')} under ${o.t.ht ? 'hösttermin' : 'vårtermin'}en.`,
    lang ? `Laborationerna görs i ${lang}.` : 'Övningarna bygger på veckovisa uppgifter som redovisas på övningstillfällena.',
    pick(r, ['Laborationerna redovisas muntligt för en assistent.', 'Bonuspoäng från kontrollskrivningen räknas på tentamen.', 'Anmälan till tentamen görs i Ladok senast tre veckor före tentamen.', 'Närvaro på laborationerna är obligatorisk.', 'Projektet görs i grupper om tre till fyra studenter.', 'Kursen har ett gemensamt forum i Canvas.']),
  ].join(' ');
}

// =====================================================================================================================
// Shared markup
// =====================================================================================================================

const EXT: Record<string, string> = { pdf: 'application/pdf', ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ps: 'application/postscript', zip: 'application/zip', gz: 'application/x-gzip', ipynb: 'application/x-ipynb+json', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4', ics: 'text/calendar', m: 'text/plain', txt: 'text/plain', bib: 'application/x-bibtex', ris: 'application/x-research-info-systems', csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
const extType = (p: string) => EXT[p.slice(p.lastIndexOf('.') + 1).toLowerCase()];
const BINEXT = /\.(pdf|pptx?|ps|zip|gz|ipynb|jpe?g|png|mp4|xlsx|docx)$/i;

function apache404(path: string, host: string): Resp {
  return { status: 404, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL ${esc(path)} was not found on this server.</p>\n<hr>\n<address>Apache/2.4.18 (Ubuntu) Server at ${host} Port 443</address>\n</body></html>\n` };
}
function nginx404(): Resp {
  return { status: 404, type: 'text/html', body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body bgcolor="white">\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n' };
}
const err500 = (host: string): Resp => ({ status: 500, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><title>Ett fel har uppstått</title></head><body><h1>Ett fel har uppstått / An error occurred</h1><p>Tjänsten är tillfälligt otillgänglig. Försök igen senare.</p><p>The service is temporarily unavailable. Please try again later.</p><p><small>Ref: ${hex(host + 'err', 12)} &middot; ${host}</small></p></body></html>` });
/** The SAML single sign-on redirect every login wall ends in. */
const sso = (service: string) => `https://${H.login}/idp/profile/SAML2/Redirect/SSO?SAMLRequest=${hex(service, 48)}&RelayState=${encodeURIComponent(service)}`;
const fsize = (r: R) => (r() < 0.5 ? `${int(r, 12, 980)}K` : `${int(r, 1, 24)}.${int(r, 0, 9)}M`);

/** An Apache autoindex listing (fancy indexing), with its sort links. */
function autoindex(host: string, path: string, entries: [string, number, string][], u: URL): Resp {
  const sp = sortParams(u);
  const C = sp.C ?? 'N';
  const O = sp.O ?? 'A';
  const sorted = [...entries];
  const cmp: Record<string, (x: [string, number, string], y: [string, number, string]) => number> = { N: (x, y) => x[0].localeCompare(y[0]), M: (x, y) => x[1] - y[1], S: (x, y) => x[2].localeCompare(y[2]), D: (x, y) => x[0].length - y[0].length };
  sorted.sort(cmp[C] ?? cmp.N);
  if (O === 'D') sorted.reverse();
  const col = (c: string, label: string) => `<a href="?C=${c};O=${C === c && O === 'A' ? 'D' : 'A'}">${label}</a>`;
  const rows = sorted.map(([name, d, size]) => `<tr><td valign="top"><img src="/icons/${name.endsWith('/') ? 'folder' : /\.(pdf|ps)$/.test(name) ? 'layout' : /\.(txt|log)$/.test(name) ? 'text' : 'compressed'}.gif" alt="[${name.endsWith('/') ? 'DIR' : '   '}]"></td><td><a href="${esc(name)}">${esc(name.length > 23 ? name.slice(0, 20) + '..>' : name)}</a></td><td align="right">${fmtISO(d)} ${pad(8 + (hash(name) % 12))}:${pad(hash(name + 'm') % 60)}  </td><td align="right">${size}</td><td>&nbsp;</td></tr>`).join('\n');
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
<tr><td valign="top"><img src="/icons/back.gif" alt="[PARENTDIR]"></td><td><a href="${esc(path.replace(/[^/]+\/$/, ''))}">Parent Directory</a></td><td>&nbsp;</td><td align="right">  - </td><td>&nbsp;</td></tr>
${rows}
   <tr><th colspan="5"><hr></th></tr>
</table>
<address>Apache/2.4.18 (Ubuntu) Server at ${host} Port 80</address>
</body></html>
`);
}

const AREA_SV: Record<string, string> = { prog: 'programmering', algo: 'algoritmer och datastrukturer', theory: 'teoretisk datalogi', ml: 'maskininlärning', ai: 'artificiell intelligens', vision: 'datorseende', robotics: 'robotik', graphics: 'datorgrafik och visualisering', hci: 'människa-datorinteraktion', speech: 'talteknologi', se: 'programvaruteknik', security: 'datorsäkerhet och kryptografi', dist: 'distribuerade system', net: 'kommunikationsnät', db: 'databaser', data: 'dataintensiva system', arch: 'datorteknik', embedded: 'inbyggda system', control: 'reglerteknik', power: 'elkraftteknik', signals: 'signalbehandling', os: 'operativsystem' };
const AREA_EN: Record<string, string> = { prog: 'programming', algo: 'algorithms and data structures', theory: 'theoretical computer science', ml: 'machine learning', ai: 'artificial intelligence', vision: 'computer vision', robotics: 'robotics', graphics: 'computer graphics and visualization', hci: 'human-computer interaction', speech: 'speech technology', se: 'software engineering', security: 'computer security and cryptography', dist: 'distributed systems', net: 'communication networks', db: 'databases', data: 'data-intensive systems', arch: 'computer engineering', embedded: 'embedded systems', control: 'automatic control', power: 'electric power engineering', signals: 'signal processing', os: 'operating systems' };
const TA_ = ['Scalable', 'Robust', 'Efficient', 'Verified', 'Distributed', 'Privacy-Preserving', 'Learning-Based', 'Energy-Efficient', 'Adaptive', 'Secure', 'Interpretable', 'Real-Time'];
const TB_ = ['Consensus Protocols', 'Graph Neural Networks', 'Motion Planning', 'Speech Synthesis', 'Stream Processing', 'Program Repair', 'Visual Localization', 'Congestion Control', 'Lattice Cryptography', 'Model Predictive Control', 'Interaction Techniques', 'Test Generation', 'Power Grid Estimation', 'Federated Learning'];
const TC_ = ['Edge Devices', 'Autonomous Vehicles', 'Cloud Data Centers', 'Industrial IoT', 'Social Robots', 'Smart Grids', 'Wireless Networks', 'Large Codebases', 'Swedish Speech', 'Mobile Apps', 'Multi-Core Processors', 'Public Transport Data'];
function paperTitle(r: R): string {
  switch (int(r, 0, 3)) {
    case 0: return `${pick(r, TA_)} ${pick(r, TB_)} for ${pick(r, TC_)}`;
    case 1: return `Towards ${pick(r, TA_)} ${pick(r, TB_)}`;
    case 2: return `On ${pick(r, TB_)} in ${pick(r, TC_)}`;
    default: return `${pick(r, TB_)}: ${pick(r, ['A Survey', 'An Empirical Study', 'Theory and Practice', 'Lessons Learned', 'A Case Study'])}`;
  }
}
/** DiVA holds a fixed pool of records (diva2:1100000 + 97k). */
const DIVA_POOL = 2000;
const divaPid = (k: number) => 1100000 + 97 * k;
const CONFS = ['ICML', 'NeurIPS', 'ICRA', 'IROS', 'CVPR', 'Interspeech', 'CHI', 'ICSE', 'FSE', 'PODC', 'DISC', 'SIGCOMM', 'INFOCOM', 'CRYPTO', 'EUROCRYPT', 'STOC', 'FOCS', 'SODA', 'CDC', 'IFAC', 'DATE', 'EuroSys', 'VLDB', 'ACL'];

// =====================================================================================================================
// Other people (directory), news, events
// =====================================================================================================================

interface Person { login: string; name: string; role: string; dept: string; idx: number; advisor?: Teacher; page: boolean }
interface News { id: number; date: number; sv: string; en?: string; slug: string; tag: string; off?: Off; album?: number }
interface Ev { id: number; date: number; time: string; title: string; kind: 'disp' | 'sem' | 'lic' | 'other' | 'guest'; room: string; speaker: string; off?: Off }

// =====================================================================================================================
// The web
// =====================================================================================================================

export class ModernWebL {
  readonly seed = `${WWW}/eecs`;
  readonly www = WWW;
  /** The CMS's robots.txt (Polopoly-era, with the school's additions). */
  readonly robots = `# robots.txt for www.nordtek.se
User-agent: *
Disallow: /search
Disallow: /sok
Disallow: /polopoly_fs/preview/
Disallow: /cm/
Disallow: /social/user/
Disallow: /social/group/*/members/
Disallow: /student/kurser/sok?*&page=
Disallow: /*?print=true

User-agent: SemrushBot
Disallow: /

Sitemap: https://www.nordtek.se/sitemap.xml
`;
  readonly courseHomes = new Set<string>();

  private offs: Off[] = [];
  private offsByTeacher = new Map<string, Off[]>();
  private offsByCourse = new Map<string, Off[]>();
  private offsByTerm = new Map<string, Off[]>();
  private homeIdx = new Map<string, Off>(); // host + path of a home → round
  private bases = new Map<string, Off>(); // host + base path → round
  private socialByApp = new Map<string, Off>(); // code + subgroup → round
  private canvasById = new Map<number, { id: number; code: string; title: string; t: Term; pub: boolean; off?: Off; school: string; teacher: string }>();
  private canvasPublic: number[] = [];
  private persons: Person[] = [];
  private personByLogin = new Map<string, Person>();
  private news: News[] = [];
  private newsById = new Map<number, News>();
  private events: Ev[] = [];
  private eventsByMonth = new Map<string, Ev[]>();

  constructor() {
    this.buildRounds();
    this.buildCanvas();
    this.buildPersons();
    this.buildNews();
  }

  private homeUrl(o: Off): { home: string; base: string; host: string } {
    const code = lc(o.c.code);
    const L = o.f.login;
    switch (o.kind) {
      case 'social': { const b = `/social/course/${o.c.code}/subgroup/${o.t.ht ? 'ht' : 'vt'}-${o.t.year}-${o.app}/`; return { home: WWW + b, base: b, host: H.www }; }
      case 'people': {
        if (o.f.scheme === 'courses') { const b = `/~${L}/courses/${code}-${o.t.short}/`; return { home: PEOPLE + b, base: b, host: H.people }; }
        if (o.f.scheme === 'teaching') { const b = `/~${L}/teaching/${code}/${o.t.short}/`; return { home: PEOPLE + b, base: b, host: H.people }; }
        if (o.f.scheme === 'kurser') { const b = `/~${L}/kurser/${o.c.nick}${pad(o.t.year % 100)}/`; return { home: PEOPLE + b, base: b, host: H.people }; }
        const p = o.latest ? `/~${L}/${code}.html` : `/~${L}/${code}-${o.t.short}.html`;
        return { home: PEOPLE + p, base: p.replace(/\.html$/, '/'), host: H.people };
      }
      case 'site': { const b = `/${code}/${o.t.short}/`; return { home: CSITE + b, base: b, host: H.courses }; }
      case 'ict': { const b = `/courses/${o.c.code}/${o.t.year}/`; return { home: ICT + b, base: b, host: H.ict }; }
      case 'canvas': return { home: `${CANVAS}/courses/${o.canvas}`, base: `/courses/${o.canvas}/`, host: H.canvas };
      default: return { home: '', base: '', host: '' };
    }
  }

  private buildRounds() {
    const apps = new Set<number>();
    const canvasIds = new Set<number>();
    for (const c of COURSES) {
      const byFit = (f: Teacher) => (f.dept === c.dept ? 2 : 0) + (f.areas.includes(c.area) ? 3 : 0);
      const pool = TEACHERS.filter((f) => byFit(f) >= 3).sort((x, y) => byFit(y) - byFit(x) || hash(c.code + x.login) - hash(c.code + y.login)).slice(0, 3);
      const teachers = pool.length ? pool : TEACHERS.filter((f) => f.dept === c.dept);
      for (const t of TERMS) {
        if (t.ht !== c.ht) continue;
        const r = rng(hash(`round:${c.code}:${t.key}`));
        if (r() > 0.86) continue; // not given that year
        let k = Math.floor((t.year - 2014 + (hash(c.code) % 4)) / 3);
        let f = teachers[k % teachers.length];
        for (let j = 0; j < teachers.length && f.joined > t.year; j++) f = teachers[++k % teachers.length];
        if (f.joined > t.year) f = TEACHERS.find((g) => g.joined <= t.year && g.dept === c.dept) ?? TEACHERS[0];
        let app = 50000 + (hash(`app:${c.code}:${t.key}`) % 49000);
        while (apps.has(app)) app++;
        apps.add(app);
        let canvas = 0;
        if (t.idx >= 7 && r() < (t.idx === 7 ? 0.3 : 0.93)) {
          const base = [0, 0, 0, 0, 0, 0, 0, 2100, 4300, 7600, 10900, 14200][t.idx];
          canvas = base + (hash(`cv:${c.code}:${t.key}`) % 3000);
          while (canvasIds.has(canvas)) canvas++;
          canvasIds.add(canvas);
        }
        let kind: Kind;
        let canvasPublic = false;
        const x = r();
        if (SITE_FROM[c.code] !== undefined && t.idx >= SITE_FROM[c.code]) kind = 'site';
        else if (c.ictOrigin && t.idx < 7) kind = x < 0.66 ? 'ict' : x < 0.82 && f.people ? 'people' : x < 0.9 ? 'social' : 'none';
        else {
          kind = pick(r, f.pref);
          if (kind === 'canvas' && !canvas) kind = 'social';
          if (kind === 'site') kind = t.idx < 6 ? (f.people ? 'people' : 'social') : 'site';
          if (kind === 'people' && !f.people) kind = 'social';
          if (kind === 'canvas') { if (r() < 0.62) canvasPublic = true; else kind = 'none'; }
        }
        if (kind === 'site' && SITE_FROM[c.code] === undefined && t.idx < 6) kind = 'social';
        const tas = Array.from({ length: int(r, 1, 4) }, () => `${pick(r, FIRST)} ${pick(r, LAST)}`);
        this.offs.push({
          key: `${c.code}:${t.key}`, c, t, f, kind, tpl: 'plain', home: '', base: '', host: '', app, canvas, canvasPublic, latest: false, frames: false, slug: '',
          inPeriod: false, inCat: false, inProfile: false, inPeopleIdx: false, inUnion: false, inMail: false, prev: [], tas, link: r() * 1000,
        });
      }
    }
    const lastBy = new Map<string, Off>();
    for (const o of this.offs) if (o.kind === 'people' && o.f.scheme === 'flat') lastBy.set(`${o.f.login}:${o.c.code}`, o);
    for (const o of lastBy.values()) o.latest = true;
    for (const o of this.offs) {
      const r = rng(hash(`links:${o.key}`));
      const u = this.homeUrl(o);
      o.home = u.home; o.base = u.base; o.host = u.host;
      o.tpl = o.t.idx < 4 && o.f.style !== 'modern' ? 'old' : o.f.style === 'modern' && o.t.idx < 3 ? 'plain' : o.f.style;
      o.tpl = o.t.idx < 4 && o.f.style !== 'modern' ? 'old' : o.f.style === 'modern' && o.t.idx < 3 ? 'plain' : o.f.style;
      o.frames = o.kind === 'people' && o.f.scheme !== 'flat' && o.tpl === 'old' && o.t.idx < 6 && r() < 0.6;
      if (o.home) {
        o.inPeriod = o.kind === 'ict' ? false : o.kind === 'people' ? r() < 0.22 : r() < 0.36;
        o.inCat = o.t.idx >= 10;
        o.inProfile = o.t.idx >= 9 && r() < 0.8;
        o.inPeopleIdx = o.kind === 'people' || (o.f.people && r() < 0.35);
        o.inUnion = r() < 0.14;
        o.inMail = o.t.idx >= 4 && r() < 0.22;
      }
      push(this.offsByTeacher, o.f.login, o);
      push(this.offsByCourse, o.c.code, o);
      push(this.offsByTerm, o.t.key, o);
    }
    // "Tidigare kursomgångar": a newer page links the older ones of its own family.
    for (const list of this.offsByCourse.values()) {
      for (let i = 0; i < list.length; i++) {
        const o = list[i];
        if (!o.home) continue;
        const earlier = list.slice(0, i).filter((p) => p.home);
        if (o.kind === 'people') o.prev = earlier.filter((p) => p.f === o.f && p.kind === 'people');
        else if (o.kind === 'site') o.prev = earlier.filter((p) => p.kind === 'site');
        else if (o.kind === 'ict') o.prev = earlier.filter((p) => p.kind === 'ict').slice(-2);
        else if (o.kind === 'social') o.prev = earlier.filter((p) => p.kind === 'social').slice(-1);
        o.prev.reverse();
      }
      const homes = list.filter((o) => o.home);
      const latest = homes[homes.length - 1];
      if (latest) latest.inCat = true;
    }
    for (const o of this.offs) {
      if (!o.home) continue;
      if (this.bases.has(o.host + o.base)) throw new Error(`duplicate base ${o.host}${o.base}`);
      this.bases.set(o.host + o.base, o);
      this.homeIdx.set(o.host + new URL(o.home).pathname, o);
      if (o.kind === 'social') this.socialByApp.set(`${o.c.code}:${o.base.split('/')[5]}`, o);
      this.courseHomes.add(o.home);
    }
  }

  /** Canvas: a room for most rounds from 2018 (login only, unless the teacher made it public), and other schools' rooms. */
  private buildCanvas() {
    for (const o of this.offs) {
      if (!o.canvas) continue;
      this.canvasById.set(o.canvas, { id: o.canvas, code: o.c.code, title: o.c.lang === 'en' ? o.c.en : o.c.sv, t: o.t, pub: o.canvasPublic, off: o, school: 'EECS', teacher: o.f.name });
    }
    const OTHER: [string, string, string][] = [['SF1625', 'Envariabelanalys', 'SCI'], ['SF1624', 'Algebra och geometri', 'SCI'], ['SF1901', 'Sannolikhetsteori och statistik', 'SCI'], ['SK1104', 'Klassisk fysik', 'SCI'], ['ME1003', 'Industriell ekonomi, grundkurs', 'ITM'], ['MF1016', 'Grundläggande elektroteknik', 'ITM'], ['AI1128', 'Samhällsplanering', 'ABE'], ['KD1080', 'Allmän kemi', 'CBH'], ['LS1130', 'Svenska som främmande språk', 'ITM'], ['ML1000', 'Hållbar utveckling', 'ITM'], ['SF1918', 'Sannolikhetsteori och statistik', 'SCI'], ['HL1010', 'Medicinsk teknik, introduktion', 'CBH'], ['AF1301', 'Byggnadsmaterial', 'ABE'], ['MJ1112', 'Tillämpad termodynamik', 'ITM'], ['DM1578', 'Programmering för medieteknik', 'EECS']];
    for (const t of TERMS.slice(7)) {
      const base = [0, 0, 0, 0, 0, 0, 0, 2100, 4300, 7600, 10900, 14200][t.idx];
      for (let i = 0; i < 34; i++) {
        const r = rng(hash(`cvo:${t.key}:${i}`));
        let id = base + 3000 + i * 7 + int(r, 0, 6);
        while (this.canvasById.has(id)) id++;
        const [code, title, school] = OTHER[(i + t.idx * 5) % OTHER.length];
        const pub = r() < 0.07;
        this.canvasById.set(id, { id, code: i >= OTHER.length ? `${code}` : code, title: i >= OTHER.length ? `${title} (${pick(r, ['CDATE', 'CMEDT', 'CTFYS', 'CELTE', 'CMAST', 'TIDAB'])})` : title, t, pub, school, teacher: `${pick(r, FIRST)} ${pick(r, LAST)}` });
        if (pub) this.courseHomes.add(`${CANVAS}/courses/${id}`);
      }
    }
    this.canvasPublic = [...this.canvasById.values()].filter((c) => c.pub).map((c) => c.id).sort((x, y) => y - x);
  }

  private buildPersons() {
    const used = new Set(TEACHERS.map((t) => t.login));
    const roles: [string, number][] = [['Doktorand', 190], ['Postdoktor', 40], ['Forskningsingenjör', 25], ['Administratör', 30], ['Studievägledare', 8], ['Utbildningsadministratör', 14], ['IT-tekniker', 10]];
    for (const [role, n] of roles) {
      for (let i = 0; i < n; i++) {
        const r = rng(hash(`person:${role}:${i}`));
        const fn = pick(r, FIRST);
        const ln = pick(r, LAST);
        let login = lc(`${fn.slice(0, 3)}${ln.slice(0, 3)}`).replace(/[åä]/g, 'a').replace(/ö/g, 'o');
        while (used.has(login)) login += int(r, 1, 9);
        used.add(login);
        const dept = pick(r, DEPTS).key;
        const adv = role === 'Doktorand' ? pick(r, TEACHERS.filter((t) => t.dept === dept).concat(TEACHERS.slice(0, 1))) : undefined;
        const p: Person = { login, name: `${fn} ${ln}`, role, dept, idx: this.persons.length, advisor: adv, page: role === 'Doktorand' || role === 'Postdoktor' ? r() < 0.3 : false };
        this.persons.push(p);
        this.personByLogin.set(login, p);
      }
    }
  }

  private buildNews() {
    const r = rng(hash('news'));
    const from = dayOf(2014, 1, 8);
    const N = 720;
    for (let i = 0; i < N; i++) {
      const date = from + Math.floor((i * (NOW - 3 - from)) / N);
      const y = dOf(date).getUTCFullYear();
      const f = pick(r, TEACHERS);
      const k = int(r, 0, 11);
      const st = `${pick(r, FIRST)} ${pick(r, LAST)}`;
      const topic = pick(r, TB_);
      const pair: [string, string | undefined] = [
        [`${f.name} får ${pick(r, ['ERC Starting Grant', 'anslag från Vetenskapsrådet', 'WASP-anslag', 'pris för bästa artikel på ' + pick(r, CONFS), 'Wallenbergstipendium', 'pedagogiskt pris'])}`, `${f.name} receives ${pick(r, ['an ERC Starting Grant', 'a Swedish Research Council grant', 'WASP funding', 'a best paper award', 'a teaching award'])}`],
        [`Ny forskning om ${lc(topic)}`, `New research on ${lc(topic)}`],
        [`Disputation: ${st} om ${lc(topic)}`, undefined],
        [`Studenter från EECS vann ${pick(r, ['hackathon', 'Nordic Collegiate Programming Contest', 'robottävling', 'designpris'])} ${y}`, `EECS students win ${pick(r, ['hackathon', 'NCPC', 'robot competition', 'design award'])} ${y}`],
        [`Välkommen till EECS: nya doktorander ${y}`, undefined],
        [`Öppet hus för gymnasieelever ${y}`, undefined],
        [`Samarbete med ${pick(r, ['Ericsson', 'Scania', 'Spotify', 'ABB', 'Saab', 'Volvo Cars', 'Klarna', 'King'])} om ${lc(topic)}`, `Collaboration with industry on ${lc(topic)}`],
        [`Nytt masterprogram i ${pick(r, ['maskininlärning', 'inbyggda system', 'cybersäkerhet', 'interaktiva medier'])}`, `New master's programme launched`],
        [`Skolchefen om ${pick(r, ['digitalisering', 'hållbarhet', 'jämställdhet', 'utbildningens kvalitet'])}`, undefined],
        [`Alumn i fokus: ${st}`, `Alumni spotlight: ${st}`],
        [`Kursutvärdering ${y}: resultat och åtgärder`, undefined],
        [`${pick(r, ['Workshop', 'Sommarskola', 'Konferens'])} om ${lc(topic)} på campus`, `${pick(r, ['Workshop', 'Summer school', 'Conference'])} on ${lc(topic)}`],
      ][k] as [string, string | undefined];
      const id = 600000 + i * 311 + int(r, 0, 300);
      const n: News = { id, date, sv: pair[0], en: r() < 0.55 ? pair[1] : undefined, slug: slugify(pair[0].replace(/[åä]/gi, 'a').replace(/ö/gi, 'o')).slice(0, 60), tag: pick(r, ['forskning', 'utbildning', 'samverkan', 'skolan', 'student']), album: k === 3 || k === 5 || k === 11 ? int(r, 1, 44) : undefined };
      this.news.push(n);
      this.newsById.set(id, n);
    }
    // "Kursstart" notices for some rounds, with a link to the course web.
    for (const o of this.offs) {
      const rr = rng(hash(`kursstart:${o.key}`));
      if (!o.home || o.t.idx < 2 || rr() > 0.26) continue;
      const date = periodStart(o.t, periodsOf(o.c)[0]) - int(rr, 4, 12);
      if (date > NOW) continue;
      const sv = `Kursstart: ${o.c.code} ${o.c.sv}, ${o.t.sv}`;
      const n: News = { id: 800000 + (hash(o.key) % 190000), date, sv, en: o.c.lang === 'en' ? `Course start: ${o.c.code} ${o.c.en}, ${o.t.en}` : undefined, slug: slugify(sv.replace(/[åä]/gi, 'a').replace(/ö/gi, 'o')).slice(0, 60), tag: 'utbildning', off: o };
      if (this.newsById.has(n.id)) continue;
      this.news.push(n);
      this.newsById.set(n.id, n);
    }
    this.news.sort((x, y) => x.date - y.date || x.id - y.id);
    const er = rng(hash('events'));
    const efrom = dayOf(2015, 1, 12);
    const EN = 900;
    for (let i = 0; i < EN; i++) {
      const date = efrom + Math.floor((i * (dayOf(2020, 6, 10) - efrom)) / EN);
      if (weekday(date) === 0 || weekday(date) === 6) continue;
      const kind = pick(er, ['disp', 'sem', 'sem', 'lic', 'other'] as const);
      const sp = `${pick(er, FIRST)} ${pick(er, LAST)}`;
      const title = kind === 'disp' ? `Disputation: ${paperTitle(er)}` : kind === 'lic' ? `Licentiatseminarium: ${paperTitle(er)}` : kind === 'sem' ? `Seminarium: ${paperTitle(er)}` : pick(er, ['Öppet hus', 'Exjobbsmässa', 'Pedagogisk lunch', 'Skolans julfika', 'Informationsmöte om utlandsstudier', 'Arbetsmarknadsdag']);
      const ev: Ev = { id: 700000 + i * 97, date, time: pick(er, ['10:00', '13:00', '14:00', '15:15']), title, kind, room: pick(er, ROOMS.slice(0, 17)), speaker: sp };
      this.events.push(ev);
      push(this.eventsByMonth, fmtISO(date).slice(0, 7), ev);
    }
    // Guest lectures in courses, announced in the calendar with a link to the course web.
    for (const o of this.offs) {
      const rr = rng(hash(`guest:${o.key}`));
      if (!o.home || o.t.idx < 3 || rr() > 0.16) continue;
      const lec = sessionsOf(o).filter((x) => x.kind === 'F');
      if (!lec.length) continue;
      const x = lec[int(rr, Math.floor(lec.length / 2), lec.length - 1)];
      const ev: Ev = { id: 790000 + (hash(o.key) % 9000) * 3, date: x.date, time: `${x.time.slice(0, 2)}:15`, title: `Gästföreläsning i ${o.c.code}: ${paperTitle(rr)}`, kind: 'guest', room: x.room, speaker: `${pick(rr, FIRST)} ${pick(rr, LAST)} (${pick(rr, ['Ericsson', 'Spotify', 'Scania', 'Saab', 'ABB', 'Google', 'Microsoft Research', 'RISE', 'KI'])})`, off: o };
      if (this.events.some((e) => e.id === ev.id)) continue;
      this.events.push(ev);
      push(this.eventsByMonth, fmtISO(x.date).slice(0, 7), ev);
    }
    this.events.sort((x, y) => x.date - y.date || x.id - y.id);
    for (const l of this.eventsByMonth.values()) l.sort((x, y) => x.date - y.date || x.id - y.id);
  }

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
    if (u.protocol === 'http:' && (HTTPS_ONLY.has(host) || host === H.people)) return moved(`https://${host}${u.pathname}${u.search}`);
    // The web front ends strip tracking parameters with a redirect.
    if ((host === H.www || host === H.courses) && /[?&](utm_[a-z]+|fbclid)=/.test(u.search)) {
      const q = new URLSearchParams(u.search);
      for (const k of [...q.keys()]) if (k.startsWith('utm_') || k === 'fbclid') q.delete(k);
      const rest = q.toString();
      return moved(`https://${host}${u.pathname}${rest ? `?${rest}` : ''}`);
    }
    switch (host) {
      case H.www: return this.wwwHost(u);
      case H.bare: return moved(`${WWW}${u.pathname}${u.search}`);
      case H.canvas: return this.canvasHost(u);
      case H.people: return this.peopleHost(u);
      case H.courses: return this.coursesHost(u);
      case H.ict: return this.ictHost(u);
      case H.ictBare: return moved(`${ICT}${u.pathname}${u.search}`);
      case H.login: return this.loginHost(u);
      case H.schema: return this.schemaHost(u);
      case H.diva: return this.divaHost(u);
      case H.bilder: return this.bilderHost(u);
      case H.wiki: return this.wikiHost(u);
      case H.gitlab: return this.gitlabHost(u);
      case H.labs: return this.labsHost(u);
      case H.nts: return this.ntsHost(u);
      case H.sympa: return this.sympaHost(u);
      case H.intra: return moved(sso(`https://${H.intra}${u.pathname}`), 302);
      default: return nginx404();
    }
  }

  // ===================================================================================================================
  // www: the CMS (school site, news, calendar), the catalogue, course memos, the course web ("social"), the directory
  // ===================================================================================================================

  private wwwHost(u: URL): Resp {
    let p: string;
    try { p = decodeURIComponent(u.pathname); } catch { return this.w404(u); }
    if (p === '/robots.txt') return { status: 200, type: 'text/plain', body: this.robots };
    if (p === '/sitemap.xml') return { status: 200, type: 'application/xml', body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${WWW}/</loc></url><url><loc>${WWW}/eecs</loc></url></urlset>` };
    if (/^\/(css|js|img|fonts)\//.test(p)) return asset(p);
    if (p.startsWith('/polopoly_fs/')) return /\.(pdf|jpg|png|docx|xlsx)$/i.test(p) ? bin(extType(p) ?? 'application/octet-stream', u.href) : this.w404(u);
    if (p.startsWith('/social/static/')) return asset(p);
    if (p.startsWith('/social/')) return this.social(u, p);
    if (p.startsWith('/student/kurser')) return this.catalogue(u, p);
    if (p.startsWith('/kurs-pm/')) return this.kursPm(u, p);
    if (p.startsWith('/kursinfo/')) return this.kursinfo(u, p);
    let m = /^\/kurswebb\/([A-Z]{2}\d{4})\/?$/.exec(p);
    if (m) {
      const homes = (this.offsByCourse.get(m[1]) ?? []).filter((o) => o.home);
      return homes.length ? moved(homes[homes.length - 1].home, 302) : moved(`${WWW}/student/kurser/kurs/${m[1]}`, 302);
    }
    if (p === '/directory' || p.startsWith('/directory/')) return this.directory(u, p);
    m = /^\/profile\/([a-z0-9]+)(\/publications)?\/?$/.exec(p);
    if (m) return this.profile(u, m[1], !!m[2]);
    if (p.length > 1 && p.endsWith('/') && !p.startsWith('/social/')) return moved(`${WWW}${p.slice(0, -1)}${u.search}`);
    const en = p === '/en' || p.startsWith('/en/');
    const rest = en ? p.slice(3) || '/' : p;
    if (rest === '/') return this.rootPage(u, en);
    if (/^\/(abe|cbh|itm|sci)$/.test(rest)) return this.otherSchool(u, rest.slice(1), en);
    if (/^\/(utbildning|forskning|samverkan|om|education|research|collaboration|about)$/.test(rest)) return this.instPage(u, rest.slice(1), en);
    const om = /^\/om\/(cookies|tillganglighet|personuppgifter|press|it-support)$/.exec(rest);
    if (om) { const r = rng(hash(`om${om[1]}${en}`)); return this.wpage(u, { cookies: 'Cookies', tillganglighet: en ? 'Accessibility' : 'Tillgänglighet', personuppgifter: en ? 'Personal data (GDPR)' : 'Personuppgifter (GDPR)', press: en ? 'Press' : 'Press', 'it-support': 'IT-support' }[om[1]]!, `${T.para(r, 4)}${T.para(r, 3)}`, { en, nav: '', twin: en ? `/om/${om[1]}` : `/en/om/${om[1]}` }); }
    if (rest === '/eecs' || rest.startsWith('/eecs/')) return this.school(u, rest.slice(5), en);
    if (p === '/login' || p === '/sok' || p === '/search') return p === '/login' ? moved(sso(`${WWW}/`), 302) : this.wpage(u, en ? 'Search' : 'Sök', `<form action="/sok"><input name="q" value="${esc(u.searchParams.get('q') ?? '')}"><button>Sök</button></form><p>Inga träffar.</p>`, { en });
    return this.w404(u);
  }

  /** Links of the school menu (sv, en), shown on every school page. */
  private schoolNav(en: boolean, active: string): string {
    const items: [string, string][] = en
      ? [['About the school', '/en/eecs/about'], ['Organisation', '/en/eecs/about/organisation'], ['Education', '/en/eecs/education'], ['Research', '/en/eecs/research'], ['News', '/en/eecs/news'], ['Calendar', '/en/eecs/calendar'], ['Vacancies', '/en/eecs/about/vacancies'], ['Contact', '/en/eecs/about/contact']]
      : [['Om skolan', '/eecs/om'], ['Organisation', '/eecs/om/organisation'], ['Utbildning', '/eecs/utbildning'], ['Program', '/eecs/utbildning/program'], ['Tentamen', '/eecs/utbildning/tentamen'], ['Kursutvärdering', '/eecs/utbildning/kursutvardering'], ['Examensarbete', '/eecs/utbildning/exjobb'], ['Forskning', '/eecs/forskning'], ['Nyheter', '/eecs/aktuellt/nyheter'], ['Kalender', '/eecs/kalender'], ['Lediga jobb', '/eecs/om/lediga-jobb'], ['Kontakt', '/eecs/om/kontakt']];
    return `<nav class="school-nav" aria-label="${en ? 'School menu' : 'Skolans meny'}"><h2><a href="${en ? '/en/eecs' : '/eecs'}">${en ? 'School of Electrical Engineering and Computer Science (EECS)' : 'Skolan för elektroteknik och datavetenskap (EECS)'}</a></h2><ul>${items.map(([l, h]) => `<li${h === active ? ' class="active"' : ''}>${a(h, l)}</li>`).join('')}</ul></nav>`;
  }

  private wpage(u: URL, title: string, content: string, o: { en?: boolean; twin?: string; crumbs?: [string, string][]; nav?: string; side?: string; print?: boolean } = {}): Resp {
    const en = !!o.en;
    const r = rng(hash(u.pathname + u.search));
    if (o.print) return html(`<!DOCTYPE html><html lang="${en ? 'en' : 'sv'}"><head><meta charset="utf-8"><title>${esc(title)} | Nordtek</title><link rel="stylesheet" href="/css/print.css"></head><body class="print"><img src="/img/logo-print.png" alt="Nordtek"><h1>${esc(title)}</h1>${content}<p class="url">${esc(u.origin + u.pathname)}</p><script>window.print();</script></body></html>`);
    const tools: [string, string][] = en
      ? [['Canvas', `${CANVAS}/`], ['Course and programme directory', '/student/kurser?l=en'], ['Schedule', `${SCHEMA}/web/public01/`], ['Staff directory', '/directory'], ['Publications (DiVA)', `${DIVA}/smash/search.jsf`], ['Student union', `${NTS}/`]]
      : [['Canvas', `${CANVAS}/`], ['Kurs- och programkatalogen', '/student/kurser'], ['Schema', `${SCHEMA}/web/public01/`], ['Personalkatalog', '/directory'], ['Publikationer (DiVA)', `${DIVA}/smash/search.jsf`], ['Bildbank', `https://${H.bilder}/`], ['EECS-wikin', `${WIKI}/`], ['GitLab', `${GIT}/explore`], ['Studentkåren', `${NTS}/`], ['Intranät', `https://${H.intra}/`]];
    const main: [string, string][] = en ? [['Education', '/en/education'], ['Research', '/en/research'], ['Collaboration', '/en/collaboration'], ['About Nordtek', '/en/about']] : [['Utbildning', '/utbildning'], ['Forskning', '/forskning'], ['Samverkan', '/samverkan'], ['Om Nordtek', '/om']];
    const crumbs: [string, string][] = [[en ? 'Nordtek' : 'Nordtek', en ? '/en' : '/'], ...(o.crumbs ?? [])];
    const twin = o.twin ?? (en ? '/' : '/en');
    return html(`<!DOCTYPE html>
<html lang="${en ? 'en' : 'sv'}" class="no-js">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} | Nordtek</title>
<meta name="description" content="${esc(en ? 'Nordtek - Nordic Institute of Technology' : 'Nordtek - Nordiska tekniska högskolan')}">
<link rel="alternate" hreflang="${en ? 'sv' : 'en'}" href="${esc(twin)}">
<link rel="stylesheet" href="/css/nordtek-2019.css?v=4.18.2">
<link rel="icon" href="/img/favicon.ico">
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-N7T3K');</script>
<script>window.__NT_CONFIG__={"lang":"${en ? 'en' : 'sv'}","node":"1.${hash(u.pathname) % 999999}","site":"eecs","menu":[${T.chunk('menu-a')}],"teasers":[${T.chunk('teaser-' + (hash(u.pathname) % 7))}]};</script>
</head>
<body class="${en ? 'lang-en' : 'lang-sv'}">
<a class="skip" href="#main">${en ? 'Skip to main content' : 'Till innehållet på sidan'}</a>
<header class="nt-header"><div class="container"><a class="logo" href="${en ? '/en' : '/'}"><img src="/img/nordtek-logo.svg" alt="Nordtek" width="64"></a>
<ul class="tools">${tools.map(([l, h]) => li(h, l)).join('')}<li class="lang">${a(twin, en ? 'Svenska' : 'English')}</li><li>${a('/login', en ? 'Log in' : 'Logga in')}</li></ul>
<form class="search" action="/sok"><label for="q">${en ? 'Search' : 'Sök'}</label><input id="q" name="q" placeholder="${en ? 'Search nordtek.se' : 'Sök på nordtek.se'}"><button>${en ? 'Search' : 'Sök'}</button></form>
<nav class="main-menu"><ul>${main.map(([l, h]) => li(h, l)).join('')}</ul></nav></div></header>
<div class="container page">
<ol class="breadcrumbs">${crumbs.map(([l, h], i) => (i === crumbs.length - 1 && crumbs.length > 1 ? `<li>${esc(l)}</li>` : `<li>${a(h, l)}</li>`)).join('')}</ol>
<div class="row">
<aside class="col-md-3">${o.nav ?? this.schoolNav(en, '')}</aside>
<main id="main" class="col-md-6"><h1>${esc(title)}</h1>
${content}
<p class="updated">${en ? 'Page responsible' : 'Sidansvarig'}: ${pick(r, ['webb@eecs.nordtek.se', 'kommunikation@eecs.nordtek.se', 'utbildning@eecs.nordtek.se'])} &middot; ${en ? 'Belongs to' : 'Tillhör'}: ${en ? 'School of Electrical Engineering and Computer Science' : 'Skolan för elektroteknik och datavetenskap'} &middot; ${en ? 'Last changed' : 'Senast ändrad'}: ${fmtSv(NOW - int(r, 2, 400))}</p>
</main>
<aside class="col-md-3 side">${o.side ?? this.sideNews(en)}</aside>
</div></div>
<footer class="nt-footer"><div class="container"><div class="row">
<div class="col-md-4"><h2>Nordtek</h2><p>${en ? 'Nordic Institute of Technology' : 'Nordiska tekniska högskolan'}<br>SE-100 44 Stockholm<br>${en ? 'Phone' : 'Telefon'}: +46 8 790 60 00<br>${en ? 'Corporate ID' : 'Organisationsnummer'}: 202100-3054</p></div>
<div class="col-md-4"><h2>${en ? 'About the website' : 'Om webbplatsen'}</h2><ul>${(en ? [['Cookies', '/en/om/cookies'], ['Accessibility', '/en/om/tillganglighet'], ['Personal data', '/en/om/personuppgifter'], ['Press', '/en/om/press']] : [['Cookies', '/om/cookies'], ['Tillgänglighet', '/om/tillganglighet'], ['Personuppgifter', '/om/personuppgifter'], ['Press', '/om/press'], ['Lediga jobb', '/eecs/om/lediga-jobb']]).map(([l, h]) => li(h, l)).join('')}</ul></div>
<div class="col-md-4"><h2>${en ? 'Follow Nordtek' : 'Följ Nordtek'}</h2><ul><li><a href="https://www.facebook.com/nordtek">Facebook</a></li><li><a href="https://twitter.com/nordtek">Twitter</a></li><li><a href="https://www.linkedin.com/school/nordtek/">LinkedIn</a></li><li><a href="https://www.instagram.com/nordtek/">Instagram</a></li><li><a href="https://www.youtube.com/user/nordtekvideo">YouTube</a></li></ul></div>
</div><p class="copy">&copy; Nordtek 2020</p></div></footer>
<div id="cookie-banner" hidden><p>${en ? 'Nordtek uses cookies.' : 'Nordtek använder kakor (cookies).'} <a href="${en ? '/en/om/cookies' : '/om/cookies'}">${en ? 'Read more' : 'Läs mer'}</a> <button>OK</button></p></div>
<script src="/js/nordtek-2019.min.js?v=4.18.2"></script>
<script>window.__NT_STATE__={"session":"${hex(u.href, 16)}","ab":${int(r, 0, 9)},"blocks":[${T.chunk('blocks-' + (hash(u.pathname) % 5))}]};</script>
</body>
</html>`);
  }

  private w404(u: URL): Resp {
    const en = u.pathname.startsWith('/en');
    return { ...this.wpage(u, en ? 'Page not found' : 'Sidan kunde inte hittas', `<p>${en ? 'The page you are looking for may have been moved or removed.' : 'Sidan du söker kan ha flyttats eller tagits bort.'}</p><p>${a(en ? '/en' : '/', en ? 'Go to the start page' : 'Till startsidan')}</p>`, { en }), status: 404 };
  }

  private sideNews(en: boolean): string {
    const list = this.news.filter((n) => !en || n.en).slice(-5).reverse();
    const evs = this.events.filter((e) => e.date >= NOW).slice(0, 3);
    return `<section class="teaser"><h2>${en ? 'News' : 'Nyheter'}</h2><ul>${list.map((n) => `<li>${a(this.newsUrl(n, en), en ? n.en! : n.sv)} <small>${fmtSv(n.date)}</small></li>`).join('')}</ul>${a(en ? '/en/eecs/news' : '/eecs/aktuellt/nyheter', en ? 'More news' : 'Fler nyheter')}</section><section class="teaser"><h2>${en ? 'Calendar' : 'Kalender'}</h2><ul>${evs.map((e) => `<li>${a(this.evUrl(e), e.title)} <small>${fmtDay(e.date)} ${e.time}</small></li>`).join('')}</ul>${a(en ? '/en/eecs/calendar' : '/eecs/kalender', en ? 'Full calendar' : 'Hela kalendern')}</section>`;
  }
  private newsUrl(n: News, en: boolean) { return en ? `/en/eecs/news/${slugify(n.en ?? n.sv).slice(0, 60)}-1.${n.id}` : `/eecs/aktuellt/nyheter/${n.slug}-1.${n.id}`; }
  private evUrl(e: Ev) { return `/eecs/kalender/${slugify(e.title.replace(/[åä]/gi, 'a').replace(/ö/gi, 'o')).slice(0, 50)}-1.${e.id}`; }

  private rootPage(u: URL, en: boolean): Resp {
    const r = rng(hash(`root${en}`));
    const schools: [string, string, string][] = [['abe', 'Arkitektur och samhällsbyggnad', 'Architecture and the Built Environment'], ['cbh', 'Kemi, bioteknologi och hälsa', 'Engineering Sciences in Chemistry, Biotechnology and Health'], ['eecs', 'Elektroteknik och datavetenskap', 'Electrical Engineering and Computer Science'], ['itm', 'Industriell teknik och management', 'Industrial Engineering and Management'], ['sci', 'Teknikvetenskap', 'Engineering Sciences']];
    return this.wpage(u, en ? 'Nordtek – Nordic Institute of Technology' : 'Nordtek – Nordiska tekniska högskolan', `<p class="lead">${T.para(r, 2)}</p><h2>${en ? 'Schools' : 'Skolor'}</h2><ul>${schools.map(([k, sv, e]) => li(`${en ? '/en' : ''}/${k}`, en ? `School of ${e}` : `Skolan för ${lc(sv)}`)).join('')}</ul>`, { en, twin: en ? '/' : '/en', nav: '' });
  }
  private otherSchool(u: URL, k: string, en: boolean): Resp {
    const r = rng(hash(`school${k}${en}`));
    return this.wpage(u, `${k.toUpperCase()}`, `${T.para(r, 3)}${T.para(r, 2)}<p>${a(en ? '/en/education' : '/utbildning', en ? 'Education at Nordtek' : 'Utbildning på Nordtek')} &middot; ${a('/student/kurser', en ? 'Course directory' : 'Kurs- och programkatalogen')}</p>`, { en, twin: en ? `/${k}` : `/en/${k}`, nav: '' });
  }
  private instPage(u: URL, k: string, en: boolean): Resp {
    const r = rng(hash(`inst${k}${en}`));
    const links: [string, string][] = [['/student/kurser', en ? 'Course and programme directory' : 'Kurs- och programkatalogen'], [en ? '/en/eecs' : '/eecs', 'EECS'], [`${CANVAS}/`, 'Canvas'], [`${NTS}/`, en ? 'Student union' : 'Studentkåren']];
    return this.wpage(u, { utbildning: 'Utbildning', forskning: 'Forskning', samverkan: 'Samverkan', om: 'Om Nordtek', education: 'Education', research: 'Research', collaboration: 'Collaboration', about: 'About Nordtek' }[k] ?? k, `${T.para(r, 4)}<ul>${links.map(([h, l]) => li(h, l)).join('')}</ul>${T.para(r, 3)}`, { en, nav: '' });
  }

  // ---- the school (/eecs…, /en/eecs…) ----

  private school(u: URL, sub: string, en: boolean): Resp {
    const q = u.searchParams;
    const base = en ? '/en/eecs' : '/eecs';
    const crumbs: [string, string][] = [['EECS', base]];
    const r = rng(hash(`sch:${sub}:${en}`));
    if (sub === '') return this.schoolHome(u, en);
    // Swedish and English paths of the same pages.
    const SV2EN: Record<string, string> = { '/om': '/about', '/om/organisation': '/about/organisation', '/om/kontakt': '/about/contact', '/om/lediga-jobb': '/about/vacancies', '/utbildning': '/education', '/utbildning/kurser': '/education/courses', '/forskning': '/research', '/aktuellt/nyheter': '/news', '/kalender': '/calendar' };
    const EN2SV = Object.fromEntries(Object.entries(SV2EN).map(([k, v]) => [v, k]));
    const sv = en ? EN2SV[sub] ?? sub.replace(/^\/education\/courses/, '/utbildning/kurser').replace(/^\/news/, '/aktuellt/nyheter').replace(/^\/calendar/, '/kalender').replace(/^\/about\/organisation/, '/om/organisation').replace(/^\/research/, '/forskning') : sub;
    const twin = en ? `/eecs${sv}` : `/en/eecs${SV2EN[sub] ?? sub.replace(/^\/utbildning\/kurser/, '/education/courses').replace(/^\/aktuellt\/nyheter/, '/news').replace(/^\/kalender/, '/calendar').replace(/^\/om\/organisation/, '/about/organisation').replace(/^\/forskning/, '/research')}`;
    const page = (title: string, body: string, active = '', side?: string) => this.wpage(u, title, body, { en, twin, crumbs: [...crumbs, [title, '']], nav: this.schoolNav(en, active), side });
    if (sv === '/om') return page(en ? 'About the school' : 'Om skolan', `${T.para(r, 4)}<p>${en ? 'The school was formed on 1 January 2018 when the former schools of Computer Science and Communication (CSC), Electrical Engineering (EES) and Information and Communication Technology (ICT) merged.' : 'Skolan bildades den 1 januari 2018 genom en sammanslagning av skolorna för datavetenskap och kommunikation (CSC), elektro- och systemteknik (EES) och informations- och kommunikationsteknik (ICT).'} ${a(`${ICT}/`, en ? 'The archived ICT website' : 'ICT-skolans arkiverade webbplats')}.</p>${T.para(r, 3)}<ul>${li(`${base}${en ? '/about/organisation' : '/om/organisation'}`, en ? 'Organisation' : 'Organisation')}${li(`${base}${en ? '/about/contact' : '/om/kontakt'}`, en ? 'Contact' : 'Kontakt')}${li(`${base}/om/ledning`, en ? 'Management' : 'Ledning')}${li(`${base}/om/historia`, en ? 'History' : 'Historia')}</ul>`, `${base}${en ? '/about' : '/om'}`);
    if (sv === '/om/organisation') return page('Organisation', `<p>${en ? 'The school has the following departments and divisions.' : 'Skolan består av följande avdelningar.'}</p><ul>${DEPTS.map((d) => `<li>${a(`${base}/om/organisation/${slugify(d.en)}`, en ? d.en : d.sv)} (${a(`/directory/j/${lc(d.org)}`, d.org)})</li>`).join('')}</ul>${T.para(r, 2)}`, `${base}${en ? '/about/organisation' : '/om/organisation'}`);
    let m = /^\/om\/organisation\/([a-z-]+)$/.exec(sv);
    if (m) {
      const d = DEPTS.find((x) => slugify(x.en) === m![1]);
      if (!d) return this.w404(u);
      const staff = TEACHERS.filter((t) => t.dept === d.key);
      const courses = COURSES.filter((c) => c.dept === d.key);
      return page(en ? d.en : d.sv, `${T.para(r, 3)}<h2>${en ? 'Faculty' : 'Lärare'}</h2><ul>${staff.map((t) => li(`/profile/${t.login}`, `${t.name}, ${lc(t.title)}`)).join('')}</ul><p>${a(`/directory/j/${lc(d.org)}`, en ? 'All staff' : 'All personal')}</p><h2>${en ? 'Courses' : 'Kurser'}</h2><ul>${courses.map((c) => `<li>${a(`/student/kurser/kurs/${c.code}${en ? '?l=en' : ''}`, `${c.code} ${en ? c.en : c.sv}`)}</li>`).join('')}</ul><h2>${en ? 'Research groups' : 'Forskargrupper'}</h2><ul>${this.groups().filter((g) => g.dept === d.key).map((g) => li(`${base}${en ? '/research' : '/forskning'}/${g.slug}`, g.name)).join('')}</ul>`, `${base}${en ? '/about/organisation' : '/om/organisation'}`);
    }
    if (sv === '/om/kontakt' || sv === '/om/ledning' || sv === '/om/historia' || sv === '/om/miljo') return page({ '/om/kontakt': en ? 'Contact' : 'Kontakt', '/om/ledning': en ? 'Management' : 'Ledning', '/om/historia': en ? 'History' : 'Historia', '/om/miljo': 'Miljö' }[sv]!, `${T.para(r, 3)}<p>${en ? 'Visiting address' : 'Besöksadress'}: Lindstedtsvägen 3, Stockholm. ${en ? 'Student office' : 'Studentexpeditionen'}: Osquldas väg 10, ${en ? 'open' : 'öppet'} 11-13.</p><p>${en ? 'Mailing lists' : 'E-postlistor'}: ${a(`${SYMPA}/sympa/info/eecs-all`, 'eecs-all')}, ${a(`${SYMPA}/sympa/info/eecs-seminarier`, 'eecs-seminarier')}.</p>${T.para(r, 2)}`);
    if (sv === '/om/lediga-jobb') {
      const jobs = Array.from({ length: 24 }, (_, i) => { const jr = rng(hash(`job${i}`)); return { id: 2001 + i * 13, title: `${pick(jr, ['Doktorand', 'Postdoktor', 'Biträdande lektor', 'Forskningsingenjör', 'Universitetslektor', 'Amanuens'])} inom ${pick(jr, Object.values(AREA_SV))}` }; });
      return page(en ? 'Vacancies' : 'Lediga jobb', `<ul>${jobs.map((j) => li(`${base}/om/lediga-jobb/${j.id}`, j.title)).join('')}</ul><p>${a('https://www.varbi.com/', 'Varbi')}</p>`, `${base}${en ? '/about/vacancies' : '/om/lediga-jobb'}`);
    }
    m = /^\/om\/lediga-jobb\/(\d+)$/.exec(sv);
    if (m) { const id = Number(m[1]); if ((id - 2001) % 13 || id < 2001 || id > 2001 + 23 * 13) return this.w404(u); return page(`${en ? 'Vacancy' : 'Ledigt jobb'} ${id}`, `${T.para(r, 5)}${T.para(r, 4)}<p>${en ? 'Apply by' : 'Sista ansökningsdag'}: ${fmtSv(NOW + int(r, 5, 40))}</p>`); }
    if (sv === '/utbildning') return page(en ? 'Education' : 'Utbildning', `${T.para(r, 3)}<ul>${li(`${base}${en ? '/education/courses' : '/utbildning/kurser'}`, en ? 'Courses by period' : 'Kurser per period')}${li('/eecs/utbildning/program', en ? 'Programmes' : 'Program')}${li('/student/kurser', en ? 'Course and programme directory' : 'Kurs- och programkatalogen')}${li('/eecs/utbildning/tentamen', en ? 'Exams' : 'Tentamen')}${li('/eecs/utbildning/kursutvardering', en ? 'Course evaluations' : 'Kursutvärdering')}${li('/eecs/utbildning/exjobb', en ? 'Degree projects' : 'Examensarbete')}${li(`${CANVAS}/search/all_courses`, en ? 'Public course rooms in Canvas' : 'Öppna kursrum i Canvas')}${li(`${CSITE}/`, en ? 'Course sites (GitLab Pages)' : 'Kurssajter (GitLab Pages)')}</ul>${T.para(r, 2)}`, `${base}${en ? '/education' : '/utbildning'}`);
    if (sv === '/utbildning/kurser') return page(en ? 'Courses by period' : 'Kurser per period', this.termsIndex(en), `${base}${en ? '/education/courses' : '/utbildning/kurser'}`);
    m = /^\/utbildning\/kurser\/((?:ht|vt)\d\d)(?:\/p([1-4]))?$/.exec(sv);
    if (m) {
      const t = termByShort.get(m[1]);
      if (!t) return this.w404(u);
      if (!m[2]) return page(`${en ? 'Courses' : 'Kurser'} ${en ? t.en : t.sv}`, `<ul>${(t.ht ? [1, 2] : [3, 4]).map((p) => li(`${base}${en ? '/education/courses' : '/utbildning/kurser'}/${t.short}/p${p}`, `${en ? 'Period' : 'Period'} ${p}`)).join('')}</ul>${this.periodTable(t, 0, en)}`, `${base}${en ? '/education/courses' : '/utbildning/kurser'}`);
      const p = Number(m[2]);
      if (t.ht !== (p <= 2)) return this.w404(u);
      return page(`${en ? 'Courses' : 'Kurser'} ${en ? t.en : t.sv}, period ${p}`, this.periodTable(t, p, en), `${base}${en ? '/education/courses' : '/utbildning/kurser'}`);
    }
    if (sv === '/utbildning/program') return page(en ? 'Programmes' : 'Program', `<p>${en ? 'Programmes given by the school' : 'Program som ges av skolan'}:</p><ul>${PROGRAMMES.map(([c, s, e]) => li(`/student/kurser/program/${c}${en ? '?l=en' : ''}`, `${en ? e : s} (${c})`)).join('')}</ul>`);
    if (sv === '/utbildning/tentamen') return page(en ? 'Exams' : 'Tentamen', `${T.para(r, 3)}<p>${en ? 'Old exams are collected by the student chapter' : 'Gamla tentor samlas av sektionerna'}: ${a(`${NTS}/datasektionen/tentor/`, 'Tentaarkivet')}.</p><p>${a(`${SCHEMA}/web/public01/ri.html?h=t&sid=3&objects=tentamen.${CUR.code}&p=${ymd(mondayOf(NOW))}.x,${ymd(mondayOf(NOW) + 6)}.x`, en ? 'Exam schedule' : 'Tentamensschema')}</p>${T.para(r, 2)}`, '/eecs/utbildning/tentamen');
    if (sv === '/utbildning/kursutvardering') return page(en ? 'Course evaluations' : 'Kursutvärdering', `${T.para(r, 3)}<ul>${COURSES.filter((_, i) => i % 3 === 0).map((c) => li(`/kursinfo/${c.code}/kursutveckling`, `${c.code} ${c.sv}`)).join('')}</ul>`, '/eecs/utbildning/kursutvardering');
    if (sv === '/utbildning/exjobb') return page(en ? 'Degree projects' : 'Examensarbete', `${T.para(r, 4)}<p>${a(`${WIKI}/display/EXJOBB/Examensarbete+EECS`, en ? 'Degree project handbook (wiki)' : 'Exjobbshandboken (wiki)')}</p><p>${a(`${DIVA}/smash/search.jsf?aq=[[{"categoryId":"11000"}]]&sf=all&noOfRows=50&sortOrder=dateIssued_sort_desc`, en ? 'Degree projects in DiVA' : 'Examensarbeten i DiVA')}</p>`, '/eecs/utbildning/exjobb');
    if (sv === '/forskning') return page(en ? 'Research' : 'Forskning', `${T.para(r, 3)}<ul>${this.groups().map((g) => li(`${base}${en ? '/research' : '/forskning'}/${g.slug}`, g.name)).join('')}</ul>`, `${base}${en ? '/research' : '/forskning'}`);
    m = /^\/forskning\/([a-z0-9-]+)$/.exec(sv);
    if (m) {
      const g = this.groups().find((x) => x.slug === m![1]);
      if (!g) return this.w404(u);
      const mem = TEACHERS.filter((t) => t.dept === g.dept);
      const phd = this.persons.filter((p) => p.dept === g.dept && p.role === 'Doktorand').slice(0, 12);
      return page(g.name, `${T.para(r, 4)}<h2>${en ? 'Members' : 'Medlemmar'}</h2><ul>${mem.map((t) => li(`/profile/${t.login}`, t.name)).join('')}${phd.map((p) => li(`/profile/${p.login}`, p.name)).join('')}</ul><h2>${en ? 'Publications' : 'Publikationer'}</h2><p>${a(`${DIVA}/smash/search.jsf?aq2=[[{"organisationId":"${g.org}"}]]&sf=all&sortOrder=dateIssued_sort_desc&noOfRows=50`, 'DiVA')}</p>${T.para(r, 3)}`);
    }
    if (sv === '/aktuellt' ) return moved(`${WWW}${base}${en ? '/news' : '/aktuellt/nyheter'}`);
    if (sv === '/aktuellt/nyheter') return this.newsList(u, en, twin);
    if (sv === '/aktuellt/nyheter.rss') return { status: 200, type: 'application/rss+xml; charset=utf-8', body: `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>EECS</title>${this.news.filter((n) => !en || n.en).slice(-15).map((n) => `<item><title>${esc(en ? n.en! : n.sv)}</title><link>${WWW}${this.newsUrl(n, en)}</link></item>`).join('')}</channel></rss>` };
    m = /^\/aktuellt\/nyheter\/([a-z0-9-]+)-1\.(\d+)$/.exec(sv);
    if (m) {
      const n = this.newsById.get(Number(m[2]));
      if (!n || (en && !n.en)) return this.w404(u);
      return this.newsItem(u, n, en);
    }
    if (sv === '/kalender') return this.calendar(u, en, twin);
    m = /^\/kalender\/dag\/(\d{4})-(\d\d)-(\d\d)$/.exec(sv);
    if (m) return this.calDay(u, dayOf(Number(m[1]), Number(m[2]), Number(m[3])), en);
    m = /^\/kalender\/[a-z0-9-]+-1\.(\d+)$/.exec(sv);
    if (m) {
      const e = this.events.find((x) => x.id === Number(m![1]));
      if (!e) return this.w404(u);
      return page(e.title, `<dl><dt>${en ? 'Time' : 'Tid'}</dt><dd>${VDAG[weekday(e.date)]} ${fmtSvL(e.date)} kl ${e.time}</dd><dt>${en ? 'Location' : 'Plats'}</dt><dd>${e.room}</dd><dt>${en ? 'Speaker' : 'Föreläsare'}</dt><dd>${e.speaker}</dd></dl>${e.off ? `<p>${en ? 'Part of the course' : 'Ingår i kursen'} ${a(this.homeHref(e.off, 'kalender', 'kalender'), `${e.off.c.code} ${e.off.c.lang === 'en' ? e.off.c.en : e.off.c.sv}`)}. ${en ? 'Open to all.' : 'Öppen för alla.'}</p>` : ''}${T.para(r, 3)}<p>${a(`/eecs/kalender?month=${fmtISO(e.date).slice(0, 7)}`, en ? 'Back to calendar' : 'Tillbaka till kalendern')} &middot; ${a(`/eecs/kalender/${e.id}.ics`, en ? 'Add to calendar' : 'Lägg till i kalender')}${e.kind === 'disp' ? ` &middot; ${a(`${DIVA}/smash/record.jsf?pid=diva2:${divaPid(e.id % DIVA_POOL)}`, 'DiVA')}` : ''}</p>`);
    }
    m = /^\/kalender\/(\d+)\.ics$/.exec(sv);
    if (m) return { status: 200, type: 'text/calendar', body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:${m[1]}@nordtek.se\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n` };
    if (q.get('p') || q.get('tag')) return this.w404(u);
    return this.w404(u);
  }

  private schoolHome(u: URL, en: boolean): Resp {
    const r = rng(hash(`schoolhome${en}`));
    const list = this.news.filter((n) => !en || n.en).slice(-8).reverse();
    const cur = CUR;
    const body = `<div class="hero"><img src="/img/eecs/hero-${en ? 'en' : 'sv'}.jpg" alt=""><p class="lead">${en ? 'The School of Electrical Engineering and Computer Science (EECS) is one of the five schools of Nordtek, with about 450 staff and 4,000 students.' : 'Skolan för elektroteknik och datavetenskap (EECS) är en av Nordteks fem skolor med cirka 450 medarbetare och 4 000 studenter.'}</p></div>
${T.para(r, 3)}
<div class="row"><div class="col"><h2>${en ? 'For students' : 'För studenter'}</h2><ul>
${li(`${en ? '/en/eecs/education/courses' : '/eecs/utbildning/kurser'}/${cur.short}/p3`, en ? `Courses in period 3, ${cur.en}` : `Kurser i period 3, ${cur.sv}`)}
${li('/student/kurser', en ? 'Course and programme directory' : 'Kurs- och programkatalogen')}
${li(`${SCHEMA}/web/public01/`, en ? 'Schedule (TimeEdit)' : 'Schema (TimeEdit)')}
${li(`${NTS}/`, en ? 'Student union' : 'Studentkåren')}</ul></div>
<div class="col"><h2>${en ? 'News' : 'Nyheter'}</h2><ul>${list.map((n) => `<li>${a(this.newsUrl(n, en), en ? n.en! : n.sv)} <small>${fmtSv(n.date)}</small></li>`).join('')}</ul>${a(en ? '/en/eecs/news' : '/eecs/aktuellt/nyheter', en ? 'All news' : 'Alla nyheter')}</div></div>
${T.para(r, 2)}`;
    return this.wpage(u, en ? 'School of Electrical Engineering and Computer Science' : 'Skolan för elektroteknik och datavetenskap', body, { en, twin: en ? '/eecs' : '/en/eecs', crumbs: [['EECS', '']], nav: this.schoolNav(en, en ? '/en/eecs' : '/eecs') });
  }

  private _groups?: { slug: string; name: string; dept: string; org: string }[];
  private groups() {
    if (!this._groups) {
      const G: [string, string][] = [['CST', 'Theoretical Computer Science'], ['CST', 'Software Engineering'], ['CST', 'Computational Science and Technology'], ['RPL', 'Robotics, Perception and Learning'], ['RPL', 'Computer Vision'], ['MID', 'Interaction Design'], ['MID', 'Visualization'], ['TMH', 'Speech Communication and Technology'], ['TMH', 'Language Technology'], ['SCS', 'Distributed Computing'], ['SCS', 'Software and Computer Systems'], ['COS', 'Network Systems'], ['COS', 'Radio Systems'], ['EES', 'Electronics and Embedded Systems'], ['DCS', 'Automatic Control'], ['DCS', 'Information Science and Engineering'], ['EPE', 'Electric Power and Energy Systems']];
      this._groups = G.map(([d, n]) => ({ slug: slugify(n), name: n, dept: d, org: deptByKey.get(d)!.org }));
    }
    return this._groups;
  }

  private newsList(u: URL, en: boolean, twin: string): Resp {
    const q = u.searchParams;
    const tag = q.get('tag') ?? '';
    const page = Math.max(1, Number(q.get('p') ?? 1) || 1);
    const all = this.news.filter((n) => (!en || n.en) && (!tag || n.tag === tag)).reverse();
    const per = 12;
    const pages = Math.max(1, Math.ceil(all.length / per));
    if (page > pages) return this.w404(u);
    const base = en ? '/en/eecs/news' : '/eecs/aktuellt/nyheter';
    const qs = (pp: number, t = tag) => { const s = new URLSearchParams(); if (t) s.set('tag', t); if (pp > 1) s.set('p', String(pp)); const x = s.toString(); return x ? `${base}?${x}` : base; };
    const items = all.slice((page - 1) * per, page * per).map((n) => `<article class="news-item"><h2>${a(this.newsUrl(n, en), en ? n.en! : n.sv)}</h2><p class="date">${fmtSvL(n.date)}</p><p>${T.words(rng(hash(`nt${n.id}`)), 26)}.</p></article>`).join('');
    const tags = ['forskning', 'utbildning', 'samverkan', 'skolan', 'student'].map((t) => a(qs(1, t), t)).join(' ');
    const pager = `<nav class="pager">${page > 1 ? a(qs(page - 1), en ? '« Previous' : '« Föregående') : ''} ${Array.from({ length: Math.min(pages, 9) }, (_, i) => { const pp = Math.min(Math.max(1, page - 4), Math.max(1, pages - 8)) + i; return pp === page ? `<strong>${pp}</strong>` : a(qs(pp), String(pp)); }).join(' ')} ${page < pages ? a(qs(page + 1), en ? 'Next »' : 'Nästa »') : ''}</nav>`;
    return this.wpage(u, en ? 'News' : 'Nyheter', `<p class="tags">${tags}</p>${items}${pager}<p>${a(`${base}.rss`, 'RSS')}</p>`, { en, twin, crumbs: [['EECS', en ? '/en/eecs' : '/eecs'], [en ? 'News' : 'Nyheter', '']], nav: this.schoolNav(en, base) });
  }

  private newsItem(u: URL, n: News, en: boolean): Resp {
    const r = rng(hash(`news${n.id}${en}`));
    const print = u.searchParams.get('print') === 'true';
    const share = `${WWW}${this.newsUrl(n, en)}`;
    const teachers = TEACHERS.filter((t) => (en ? n.en ?? '' : n.sv).includes(t.name));
    const o = n.off;
    const start = o ? `<p class="lead">${en ? `The course ${o.c.code} ${o.c.en} starts on ${fmtEn(periodStart(o.t, periodsOf(o.c)[0]))}. All information is published on ${a(this.homeHref(o, 'news', 'nyhet'), 'the course web')}.` : `Kursen ${o.c.code} ${o.c.sv} startar ${fmtSvL(periodStart(o.t, periodsOf(o.c)[0]))}. All information finns på ${a(this.homeHref(o, 'news', 'nyhet'), 'kurswebben')}.`} ${en ? 'Course responsible' : 'Kursansvarig'}: ${a(`/profile/${o.f.login}`, o.f.name)}.</p>` : '';
    const body = `<p class="date">${en ? 'Published' : 'Publicerad'} ${fmtSvL(n.date)}</p>${start}<p class="lead">${T.words(r, 30)}.</p>${T.para(r, 4)}${T.para(r, 3)}${teachers.map((t) => `<p>${a(`/profile/${t.login}`, t.name)}</p>`).join('')}${n.album ? `<p>${a(`https://${H.bilder}/index.php?/category/${n.album}`, en ? 'Photos from the event' : 'Bilder från evenemanget')}</p>` : ''}${T.para(r, 2)}
<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(share)}">Facebook</a> <a href="https://twitter.com/intent/tweet?url=${encodeURIComponent(share)}">Twitter</a> <a href="https://www.linkedin.com/shareArticle?url=${encodeURIComponent(share)}">LinkedIn</a> <a href="mailto:?subject=${encodeURIComponent(n.sv)}&amp;body=${encodeURIComponent(share)}">${en ? 'E-mail' : 'E-post'}</a> ${a(`${this.newsUrl(n, en)}?print=true`, en ? 'Print' : 'Skriv ut')}</div>
<p>${a(`${en ? '/en/eecs/news' : '/eecs/aktuellt/nyheter'}?tag=${n.tag}`, `#${n.tag}`)}</p>`;
    return this.wpage(u, en ? n.en! : n.sv, body, { en, twin: n.en ? this.newsUrl(n, !en) : en ? '/eecs' : '/en/eecs', crumbs: [['EECS', en ? '/en/eecs' : '/eecs'], [en ? 'News' : 'Nyheter', en ? '/en/eecs/news' : '/eecs/aktuellt/nyheter'], [en ? n.en! : n.sv, '']], print });
  }

  private calendar(u: URL, en: boolean, twin: string): Resp {
    const m = /^(\d{4})-(\d\d)$/.exec(u.searchParams.get('month') ?? '2020-01');
    if (!m) return this.w404(u);
    const y = Number(m[1]);
    const mo = Number(m[2]);
    if (mo < 1 || mo > 12 || y < 1990 || y > 2099) return this.w404(u);
    const first = dayOf(y, mo, 1);
    const last = dayOf(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, 1);
    const key = `${y}-${pad(mo)}`;
    const evs = this.eventsByMonth.get(key) ?? [];
    const base = en ? '/en/eecs/calendar' : '/eecs/kalender';
    const prev = mo === 1 ? `${y - 1}-12` : `${y}-${pad(mo - 1)}`;
    const next = mo === 12 ? `${y + 1}-01` : `${y}-${pad(mo + 1)}`;
    const cells: string[] = [];
    for (let d = first; d < last; d++) cells.push(`<td>${a(`/eecs/kalender/dag/${fmtISO(d)}`, String(dOf(d).getUTCDate()))}${evs.filter((e) => e.date === d).map((e) => `<br>${a(this.evUrl(e), e.title.slice(0, 30))}`).join('')}</td>${weekday(d) === 0 ? '</tr><tr>' : ''}`);
    const body = `<nav class="cal-nav">${a(`${base}?month=${prev}`, en ? '« Previous month' : '« Föregående månad')} <strong>${en ? MONTH[mo - 1] : MANAD[mo - 1]} ${y}</strong> ${a(`${base}?month=${next}`, en ? 'Next month »' : 'Nästa månad »')}</nav><table class="calendar"><tr>${cells.join('')}</tr></table><h2>${en ? 'Events' : 'Evenemang'}</h2><ul>${evs.map((e) => `<li>${fmtDay(e.date)} ${e.time} ${a(this.evUrl(e), e.title)} (${e.room})</li>`).join('') || `<li>${en ? 'No events' : 'Inga evenemang'}</li>`}</ul><p>${a(`${base}?month=${key}&format=ics`, 'iCal')}</p>`;
    if (u.searchParams.get('format') === 'ics') return { status: 200, type: 'text/calendar', body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-CALNAME:EECS ${key}\r\nEND:VCALENDAR\r\n` };
    return this.wpage(u, `${en ? 'Calendar' : 'Kalender'} ${key}`, body, { en, twin: `${twin}?month=${key}`, crumbs: [['EECS', en ? '/en/eecs' : '/eecs'], [en ? 'Calendar' : 'Kalender', '']], nav: this.schoolNav(en, base) });
  }
  private calDay(u: URL, d: number, en: boolean): Resp {
    if (!(d > dayOf(1990, 1, 1) && d < dayOf(2099, 1, 1))) return this.w404(u);
    const evs = (this.eventsByMonth.get(fmtISO(d).slice(0, 7)) ?? []).filter((e) => e.date === d);
    return this.wpage(u, `${VDAG[weekday(d)]} ${fmtSvL(d)}`, `<nav>${a(`/eecs/kalender/dag/${fmtISO(d - 1)}`, '« Föregående dag')} ${a(`/eecs/kalender/dag/${fmtISO(d + 1)}`, 'Nästa dag »')} ${a(`/eecs/kalender?month=${fmtISO(d).slice(0, 7)}`, 'Månad')}</nav><ul>${evs.map((e) => `<li>${e.time} ${a(this.evUrl(e), e.title)}</li>`).join('') || '<li>Inga evenemang denna dag.</li>'}</ul>`, { en, crumbs: [['EECS', '/eecs'], ['Kalender', '/eecs/kalender'], [fmtISO(d), '']] });
  }

  /** A link to a round's home as some hub writes it: http, a bare host, a missing slash, index.html, `?l=en`, `utm_`. */
  private homeHref(o: Off, salt: string, hub = ''): string {
    const h = o.home;
    const x = hash(o.key + salt) % 100;
    switch (o.kind) {
      case 'social':
        if (x < 7) return h.replace(`//${H.www}/`, `//${H.bare}/`);
        if (x < 14) return h.slice(0, -1);
        if (x < 19) return `${h}?l=en`;
        if (hub && x < 26) return `${h}?utm_source=${hub}&utm_medium=web`;
        return h;
      case 'people':
        if (x < 38) return h.replace(/^https:/, 'http:');
        if (h.endsWith('/') && x < 48) return `${h}index.html`;
        if (h.endsWith('/') && x < 54) return h.slice(0, -1);
        return h;
      case 'site':
        if (x < 12) return h.slice(0, -1);
        if (x < 20) return `${h}index.html`;
        if (hub && x < 30) return `${h}?utm_source=${hub}`;
        return h;
      case 'ict':
        if (x < 12) return h.replace(`//${H.ict}/`, `//${H.ictBare}/`);
        if (x < 30) return `${h}index.shtml`;
        if (x < 36) return h.slice(0, -1);
        return h;
      case 'canvas':
        return x < 10 ? h.replace(/^https:/, 'http:') : h;
      default:
        return h;
    }
  }
  private memoUrl(o: Off) { return `/kurs-pm/${o.c.code}/${o.t.key}-${o.app}`; }
  private schemaUrl(o: Off) { const ps = periodStart(o.t, periodsOf(o.c)[0]); const w = mondayOf(NOW >= ps && NOW <= o.t.end ? NOW : ps + 14); return `${SCHEMA}/web/public01/ri.html?h=t&sid=3&p=${ymd(w)}.x,${ymd(w + 6)}.x&objects=${o.app}.5&ox=0&types=0&fe=0`; }

  private termsIndex(en: boolean): string {
    const base = en ? '/en/eecs/education/courses' : '/eecs/utbildning/kurser';
    const rows = TERMS.slice().reverse().map((t) => `<li>${a(`${base}/${t.short}`, en ? t.en : t.sv)}${t.idx < 7 ? ` <em>(${en ? 'archive, former schools CSC/EES' : 'arkiv, tidigare CSC/EES-skolan'})</em>` : ''}</li>`);
    return `<p>${en ? 'Courses given by the school, per term and period. Course web pages are maintained by the teachers; most courses also have a room in Canvas.' : 'Kurser som ges av skolan, per termin och period. Kurswebbarna sköts av lärarna; de flesta kurser har även ett kursrum i Canvas.'}</p><ul>${rows.join('')}</ul><p>${en ? 'Courses given by the former ICT school before 2018 are listed on the' : 'Kurser som gavs av ICT-skolan före 2018 finns på'} ${a(`${ICT}/education/courses/`, en ? 'archived ICT website' : 'ICT-skolans arkiverade webbplats')}.</p>`;
  }

  private periodTable(t: Term, p: number, en: boolean): string {
    const list = (this.offsByTerm.get(t.key) ?? []).filter((o) => !p || periodsOf(o.c).includes(p)).filter((o) => !(o.kind === 'ict' || (o.c.ictOrigin && t.idx < 7))).sort((x, y) => x.c.code.localeCompare(y.c.code));
    const r = rng(hash(`ptab${t.key}${p}${en}`));
    const row = (o: Off) => {
      const links: string[] = [];
      if (o.inPeriod && o.home) links.push(a(this.homeHref(o, `per${en}`, 'kurslista'), en ? 'Course web' : 'Kurswebb'));
      if (o.canvas && !o.canvasPublic) links.push(a(`${CANVAS}/courses/${o.canvas}`, 'Canvas'));
      if (o.t.idx >= 8) links.push(a(this.memoUrl(o), en ? 'Course memo' : 'Kurs-PM'));
      if (o.t.idx >= 9) links.push(a(this.schemaUrl(o), en ? 'Schedule' : 'Schema'));
      return `<tr><td>${a(`/student/kurser/kurs/${o.c.code}${en ? '?l=en' : ''}`, o.c.code)}</td><td>${esc(en ? o.c.en : o.c.sv)}</td><td>${o.c.hp.replace('.', en ? '.' : ',')}</td><td>${o.c.per}</td><td>${a(`/profile/${o.f.login}`, o.f.name)}</td><td>${links.join(' &middot; ') || '&ndash;'}</td></tr>`;
    };
    return `<p>${en ? 'Updated' : 'Uppdaterad'} ${fmtSv(t.start - int(r, 5, 20))}. ${en ? 'Register for courses in Ladok; see the course memo for literature and examination.' : 'Registrera dig på kursen i Ladok; se kurs-PM för litteratur och examination.'}</p><table class="table courses"><thead><tr><th>${en ? 'Code' : 'Kurskod'}</th><th>${en ? 'Course' : 'Kursnamn'}</th><th>${en ? 'Credits' : 'hp'}</th><th>${en ? 'Period' : 'Period'}</th><th>${en ? 'Course responsible' : 'Kursansvarig'}</th><th>${en ? 'Links' : 'Länkar'}</th></tr></thead><tbody>${list.map(row).join('')}</tbody></table>`;
  }

  // ---- the course and programme directory (kurs- och programkatalogen) ----

  private catalogue(u: URL, p: string): Resp {
    const q = u.searchParams;
    const en = q.get('l') === 'en';
    const L = en ? '?l=en' : '';
    const nav = `<nav class="school-nav"><h2>${a(`/student/kurser${L}`, en ? 'Course and programme directory' : 'Kurs- och programkatalogen')}</h2><ul>${li(`/student/kurser/org/JH${L}`, en ? 'Courses by school' : 'Kurser per skola')}${li(`/student/kurser/program${L}`, en ? 'Programmes' : 'Program')}${li(`/student/kurser/sok${L}`, en ? 'Search courses' : 'Sök kurs')}</ul></nav>`;
    const page = (title: string, body: string, crumbs: [string, string][] = []) => this.wpage(u, title, body, { en, twin: en ? u.pathname + (u.search.replace(/[?&]l=en/, '').replace(/^&/, '?') || '') : `${u.pathname}${u.search ? `${u.search}&l=en` : '?l=en'}`, crumbs: [[en ? 'Course directory' : 'Kurs- och programkatalogen', `/student/kurser${L}`], ...crumbs], nav });
    const r = rng(hash(u.pathname + u.search));
    if (p === '/student/kurser' || p === '/student/kurser/') return page(en ? 'Course and programme directory' : 'Kurs- och programkatalogen', `<p>${en ? 'Find syllabi for all courses and programmes at Nordtek.' : 'Här hittar du kursplaner och utbildningsplaner för alla kurser och program på Nordtek.'}</p><form action="/student/kurser/sok"><input name="q"><button>${en ? 'Search' : 'Sök'}</button></form><ul>${li(`/student/kurser/org/JH${L}`, 'EECS')}${['A', 'C', 'M', 'S'].map((o) => li(`/student/kurser/org/${o}${L}`, { A: 'ABE', C: 'CBH', M: 'ITM', S: 'SCI' }[o]!)).join('')}${li(`/student/kurser/program${L}`, en ? 'Programmes' : 'Program')}</ul>${T.para(r, 2)}`);
    let m = /^\/student\/kurser\/org\/([A-Z]+)$/.exec(p);
    if (m) {
      const org = m[1];
      if (org === 'JH') return page('EECS', `<ul>${DEPTS.map((d) => li(`/student/kurser/org/${d.org}${L}`, `${d.org} ${en ? d.en : d.sv}`)).join('')}</ul>`, [['EECS', '']]);
      const d = DEPTS.find((x) => x.org === org);
      if (d) { const cs = COURSES.filter((c) => c.dept === d.key); return page(`${d.org} ${en ? d.en : d.sv}`, `<table class="table"><tr><th>${en ? 'Code' : 'Kod'}</th><th>${en ? 'Name' : 'Benämning'}</th><th>${en ? 'Credits' : 'Omfattning'}</th><th>${en ? 'Level' : 'Utbildningsnivå'}</th></tr>${cs.map((c) => `<tr><td>${a(`/student/kurser/kurs/${c.code}${L}`, c.code)}</td><td>${esc(en ? c.en : c.sv)}</td><td>${hpOf(c, false)}</td><td>${c.level === 'A' ? (en ? 'Second cycle' : 'Avancerad nivå') : en ? 'First cycle' : 'Grundnivå'}</td></tr>`).join('')}</table>`, [['EECS', `/student/kurser/org/JH${L}`], [d.org, '']]); }
      if (['A', 'C', 'M', 'S'].includes(org)) return page(org, `${T.para(r, 2)}<p>${en ? 'No courses listed for this organisation in the archive.' : 'Inga kurser att visa.'}</p>`);
      return this.w404(u);
    }
    m = /^\/student\/kurser\/kurs\/kursplan\/([A-Z]{2}\d{4})-(\d{5})\.pdf$/.exec(p);
    if (m) return courseByCode.has(m[1]) ? bin('application/pdf', u.href) : this.w404(u);
    m = /^\/student\/kurser\/kurs\/([A-Z]{2}\d{4})$/.exec(p);
    if (m) {
      const c = courseByCode.get(m[1]);
      if (!c) return this.w404(u);
      return page(`${c.code} ${en ? c.en : c.sv} ${c.hp.replace('.', en ? '.' : ',')} ${en ? 'credits' : 'hp'}`, this.coursePage(c, en, q.get('startterm') ?? ''), [[c.code, '']]);
    }
    if (p === '/student/kurser/program') return page(en ? 'Programmes' : 'Program', `<ul>${PROGRAMMES.map(([c, s, e]) => li(`/student/kurser/program/${c}${L}`, `${c} ${en ? e : s}`)).join('')}</ul>`);
    m = /^\/student\/kurser\/program\/([A-Z]{5})(?:\/(\d{5})\/arskurs(\d))?$/.exec(p);
    if (m) {
      const pr = PROGRAMMES.find((x) => x[0] === m![1]);
      if (!pr) return this.w404(u);
      if (!m[2]) return page(`${pr[0]} ${en ? pr[2] : pr[1]}`, `${T.para(r, 3)}<h2>${en ? 'Programme syllabus' : 'Utbildningsplan'}</h2><ul>${[2019, 2018, 2017, 2016].map((y) => `<li>${en ? 'Start' : 'Antagna'} ${en ? 'autumn' : 'HT'} ${y}: ${Array.from({ length: pr[3] }, (_, i) => a(`/student/kurser/program/${pr[0]}/${y}2/arskurs${i + 1}${L}`, `${en ? 'year' : 'årskurs'} ${i + 1}`)).join(', ')}</li>`).join('')}</ul>`, [[pr[0], '']]);
      const yr = Number(m[3]);
      const sy = Number(m[2].slice(0, 4));
      if (yr < 1 || yr > pr[3] || sy < 2016 || sy > 2019 || m[2][4] !== '2') return this.w404(u);
      const master = pr[3] === 2;
      const cs = COURSES.filter((c) => c.prog.includes(pr[0]) || (master ? c.level === 'A' && hash(c.code + pr[0]) % 4 === 0 : c.level !== 'A' && hash(c.code + pr[0]) % 3 === 0)).filter((c) => (master ? (yr === 1) === (hash(c.code) % 3 !== 0) : c.level === 'G1' ? yr <= 2 : c.level === 'G2' ? yr >= 2 && yr <= 3 : yr >= 4));
      const group = (label: string, l: Course[]) => `<h3>${label}</h3><table class="table"><tr><th>${en ? 'Code' : 'Kod'}</th><th>${en ? 'Name' : 'Benämning'}</th><th>hp</th><th>${en ? 'Period' : 'Period'}</th></tr>${l.map((c) => `<tr><td>${a(`/student/kurser/kurs/${c.code}${L}`, c.code)}</td><td>${esc(en ? c.en : c.sv)}</td><td>${c.hp}</td><td>${c.per}</td></tr>`).join('')}</table>`;
      return page(`${pr[0]} ${en ? 'year' : 'årskurs'} ${yr}, ${en ? 'start' : 'antagna'} ${sy}`, `<p>${en ? pr[2] : pr[1]}</p>${group(en ? 'Mandatory courses' : 'Obligatoriska kurser', cs.filter((c) => hash(c.code + pr[0] + yr) % 3 !== 0))}${group(en ? 'Conditionally elective courses' : 'Villkorligt valfria kurser', cs.filter((c) => hash(c.code + pr[0] + yr) % 3 === 0))}${T.para(r, 2)}`, [[pr[0], `/student/kurser/program/${pr[0]}${L}`], [`${en ? 'Year' : 'Årskurs'} ${yr}`, '']]);
    }
    if (p === '/student/kurser/sok') return this.courseSearch(u, en, page);
    return this.w404(u);
  }

  private courseSearch(u: URL, en: boolean, page: (title: string, body: string, crumbs?: [string, string][]) => Resp): Resp {
    const q = u.searchParams;
    const f = { dept: q.get('dept') ?? '', level: q.get('level') ?? '', period: q.get('period') ?? '', lang: q.get('lang') ?? '' };
    const text = (q.get('q') ?? '').toLowerCase();
    const pg = Math.max(1, Number(q.get('page') ?? 1) || 1);
    const hits = COURSES.filter((c) => (!f.dept || deptByKey.get(c.dept)!.org === f.dept) && (!f.level || c.level === f.level) && (!f.period || c.per.includes(f.period)) && (!f.lang || c.lang === f.lang) && (!text || `${c.code} ${c.sv} ${c.en}`.toLowerCase().includes(text)));
    const per = 10;
    const pages = Math.max(1, Math.ceil(hits.length / per));
    if (pg > pages) return this.w404(u);
    // The search form writes its parameters in a fixed order; a chosen facet shows only its value and a remove link.
    const link = (k: string, v: string) => { const cur: Record<string, string> = { q: text, ...f, l: en ? 'en' : '' }; cur[k] = v; const s = new URLSearchParams(); for (const key of ['q', 'dept', 'level', 'period', 'lang', 'l']) if (cur[key]) s.set(key, cur[key]); return `/student/kurser/sok?${s.toString()}`; };
    const facet = (k: keyof typeof f, label: string, vals: [string, string][]) => `<div class="facet"><h3>${label}</h3><ul>${f[k] ? `<li><strong>${esc(vals.find(([v]) => v === f[k])?.[1] ?? f[k])}</strong> ${a(link(k, ''), '×')}</li>` : vals.map(([v, l]) => `<li>${a(link(k, v), l)}</li>`).join('')}</ul></div>`;
    const facets = facet('dept', en ? 'Department' : 'Avdelning', DEPTS.map((d) => [d.org, d.org])) + facet('level', en ? 'Level' : 'Nivå', [['G1', 'G1'], ['G2', 'G2'], ['A', en ? 'Advanced' : 'Avancerad']]) + facet('period', 'Period', [['P1', 'P1'], ['P2', 'P2'], ['P3', 'P3'], ['P4', 'P4']]) + facet('lang', en ? 'Language' : 'Språk', [['sv', en ? 'Swedish' : 'Svenska'], ['en', en ? 'English' : 'Engelska']]);
    const pager = pages > 1 ? `<nav class="pager">${Array.from({ length: pages }, (_, i) => (i + 1 === pg ? `<strong>${i + 1}</strong>` : a(`${link('q', text)}&page=${i + 1}`, String(i + 1)))).join(' ')}</nav>` : '';
    return page(en ? 'Search courses' : 'Sök kurs', `<form action="/student/kurser/sok"><input name="q" value="${esc(text)}"><button>${en ? 'Search' : 'Sök'}</button></form><div class="row"><div class="col-md-4">${facets}</div><div class="col-md-8"><p>${hits.length} ${en ? 'hits' : 'träffar'}</p><ol>${hits.slice((pg - 1) * per, pg * per).map((c) => `<li>${a(`/student/kurser/kurs/${c.code}${en ? '?l=en' : ''}`, `${c.code} ${en ? c.en : c.sv}`)}, ${c.hp} hp, ${c.per}</li>`).join('')}</ol>${pager}</div></div>`, [[en ? 'Search' : 'Sök', '']]);
  }

  private coursePage(c: Course, en: boolean, startterm: string): string {
    const rounds = this.offsByCourse.get(c.code) ?? [];
    const r = rng(hash(`kursplan:${c.code}:${en}`));
    const L = en ? '&l=en' : '';
    const shown = rounds.filter((o) => o.t.idx >= 8);
    const sel = shown.find((o) => o.t.code === startterm) ?? shown[shown.length - 1];
    const tabs = shown.map((o) => (o === sel ? `<strong>${en ? o.t.en : o.t.sv}</strong>` : a(`/student/kurser/kurs/${c.code}?startterm=${o.t.code}${L}`, en ? o.t.en : o.t.sv))).join(' | ');
    const roundInfo = sel ? `<section class="round"><h2>${en ? 'Course offering' : 'Kursomgång'} ${en ? sel.t.en : sel.t.sv} (${en ? 'application code' : 'anmälningskod'} ${sel.app})</h2><dl>
<dt>${en ? 'Start date' : 'Startdatum'}</dt><dd>${fmtISO(periodStart(sel.t, periodsOf(c)[0]))}</dd><dt>${en ? 'Periods' : 'Perioder'}</dt><dd>${c.per.replace('-', '–')} (${hpOf(c, en)})</dd><dt>${en ? 'Language of instruction' : 'Undervisningsspråk'}</dt><dd>${c.lang === 'en' ? (en ? 'English' : 'Engelska') : en ? 'Swedish' : 'Svenska'}</dd>
<dt>${en ? 'Course responsible' : 'Kursansvarig'}</dt><dd>${a(`/profile/${sel.f.login}`, sel.f.name)}</dd><dt>${en ? 'Teachers' : 'Lärare'}</dt><dd>${sel.tas.map(esc).join(', ')}</dd><dt>${en ? 'Examiner' : 'Examinator'}</dt><dd>${a(`/profile/${sel.f.login}`, sel.f.name)}</dd>
<dt>${en ? 'Course memo' : 'Kurs-PM'}</dt><dd>${a(this.memoUrl(sel), `${en ? 'Course memo' : 'Kurs-PM'} ${c.code} ${en ? sel.t.en : sel.t.sv}`)}</dd>
<dt>${en ? 'Schedule' : 'Schema'}</dt><dd>${a(this.schemaUrl(sel), en ? 'Schedule in TimeEdit' : 'Schema i TimeEdit')}</dd>
${sel.home && (sel.inCat || sel.t.idx >= 10) ? `<dt>${en ? 'Course web' : 'Kursens webbplats'}</dt><dd>${a(this.homeHref(sel, `cat${en}`, 'kurskatalog'), sel.kind === 'canvas' ? `Canvas: ${c.code} ${en ? sel.t.en : sel.t.sv}` : `${c.code} ${en ? sel.t.en : sel.t.sv}`)}</dd>` : ''}
${sel.canvas && !sel.canvasPublic ? `<dt>Canvas</dt><dd>${a(`${CANVAS}/courses/${sel.canvas}`, `${en ? 'Course room in Canvas (login required)' : 'Kursrum i Canvas (inloggning krävs)'}`)}</dd>` : ''}
</dl></section>` : `<p>${en ? 'The course is not offered in the coming terms.' : 'Kursen ges inte kommande terminer.'}</p>`;
    const homes = rounds.filter((o) => o.home && o.inCat && o !== sel);
    const lastHome = homes[homes.length - 1];
    const social = rounds.some((o) => o.kind === 'social');
    const exam = c.level === 'A' ? [['LAB1', en ? 'Laboratory work' : 'Laborationer', '3.0'], ['TEN1', en ? 'Written exam' : 'Tentamen', String(Number(c.hp) - 3)]] : [['LAB1', en ? 'Laboratory work' : 'Laborationer', '3.0'], ['KON1', en ? 'Partial exam' : 'Kontrollskrivning', '1.5'], ['TEN1', en ? 'Written exam' : 'Tentamen', String(Number(c.hp) - 4.5)]];
    return `<div class="course-header"><p>${en ? 'Choose semester and course offering' : 'Välj termin och kursomgång'}: ${tabs || '&ndash;'}</p></div>${roundInfo}
${lastHome ? `<p>${lastHome.t.idx > (sel?.t.idx ?? -1) ? (en ? 'Latest course web' : 'Senaste kurswebb') : en ? 'Previous course web' : 'Tidigare kurswebb'}: ${a(this.homeHref(lastHome, `catlast${en}`), `${c.code} ${en ? lastHome.t.en : lastHome.t.sv}`)}</p>` : ''}
<section class="syllabus"><h2>${en ? 'Course syllabus' : 'Kursplan'} ${c.code} (${en ? 'Autumn' : 'HT'} 2019–)</h2>
<h3>${en ? 'Content and learning outcomes' : 'Innehåll och lärandemål'}</h3><p>${en ? `The course gives a broad introduction to ${AREA_EN[c.area]}.` : `Kursen ger en bred introduktion till ${AREA_SV[c.area]}.`} ${T.words(r, 40)}.</p><ul>${(TOPICS[c.area] ?? []).slice(0, 8).map((t) => `<li>${esc(t)}</li>`).join('')}</ul>
<h3>${en ? 'Intended learning outcomes' : 'Lärandemål'}</h3><p>${en ? 'After passing the course, the student should be able to' : 'Efter godkänd kurs ska studenten kunna'}</p><ul>${Array.from({ length: 4 }, () => `<li>${T.words(r, 12)}</li>`).join('')}</ul>
<h3>${en ? 'Eligibility' : 'Behörighet'}</h3><p>${c.level === 'A' ? (en ? 'Completed degree project on the first cycle and documented proficiency in English B.' : 'Avklarad kandidatexamen samt engelska B.') : en ? 'Basic requirements.' : 'Grundläggande behörighet.'}</p>
<h3>${en ? 'Examination' : 'Examination'}</h3><ul>${exam.map(([k, l, hp]) => `<li>${k} &ndash; ${l}, ${en ? Number(hp).toFixed(1) : Number(hp).toFixed(1).replace('.', ',')} ${en ? 'credits' : 'hp'}, ${en ? 'grading scale' : 'betygsskala'}: ${k === 'TEN1' ? 'A, B, C, D, E, FX, F' : 'P, F'}</li>`).join('')}</ul>
<p>${en ? 'Examiner' : 'Examinator'}: ${sel ? a(`/profile/${sel.f.login}`, sel.f.name) : '&ndash;'}</p>
<p>${a(`/student/kurser/kurs/kursplan/${c.code}-20192.pdf`, en ? 'Course syllabus as PDF' : 'Kursplan som PDF')} &middot; ${a(`/kursinfo/${c.code}/kursutveckling${en ? '?l=en' : ''}`, en ? 'Course development and history' : 'Kursutveckling och historik')}${social ? ` &middot; ${a(`/social/course/${c.code}/`, en ? 'Course web (all offerings)' : 'Kurswebb (alla kursomgångar)')}` : ''}</p></section>
<section class="other"><h3>${en ? 'Main field of study' : 'Huvudområde'}</h3><p>${c.dept === 'EPE' || c.dept === 'DCS' || c.area === 'signals' ? (en ? 'Electrical Engineering' : 'Elektroteknik') : en ? 'Computer Science and Engineering' : 'Datalogi och datateknik'}</p><h3>${en ? 'Education cycle' : 'Utbildningsnivå'}</h3><p>${c.level === 'A' ? (en ? 'Second cycle' : 'Avancerad nivå') : en ? 'First cycle' : 'Grundnivå'}</p><h3>${en ? 'Programmes' : 'Ingår i program'}</h3><ul>${c.prog.map((x) => li(`/student/kurser/program/${x}${en ? '?l=en' : ''}`, x)).join('')}</ul></section>`;
  }

  // ---- course memos (kurs-PM) and course development (kursutveckling) ----

  private kursPm(u: URL, p: string): Resp {
    const en = u.searchParams.get('l') === 'en';
    let m = /^\/kurs-pm\/([A-Z]{2}\d{4})\/?$/.exec(p);
    if (m) {
      const l = (this.offsByCourse.get(m[1]) ?? []).filter((o) => o.t.idx >= 8);
      return l.length ? moved(`${WWW}${this.memoUrl(l[l.length - 1])}`, 302) : this.w404(u);
    }
    m = /^\/kurs-pm\/([A-Z]{2}\d{4})\/(HT|VT)(\d{4})-(\d{5})$/.exec(p);
    if (!m) return this.w404(u);
    const o = (this.offsByCourse.get(m[1]) ?? []).find((x) => x.t.key === `${m![2]}${m![3]}` && x.app === Number(m![4]));
    if (!o || o.t.idx < 8) return this.w404(u);
    const r = rng(hash(`pm${o.key}${en}`));
    const s = sessionsOf(o);
    const w = worksOf(o);
    const ex = examOf(o);
    const body = `<p class="lead">${en ? 'Course memo' : 'Kurs-PM'} ${o.c.code} ${en ? o.c.en : o.c.sv}, ${en ? o.t.en : o.t.sv}, ${o.c.per}</p>
<h2>${en ? 'Contacts' : 'Kontaktpersoner'}</h2><p>${en ? 'Examiner and course responsible' : 'Examinator och kursansvarig'}: ${a(`/profile/${o.f.login}`, o.f.name)}. ${en ? 'Teaching assistants' : 'Assistenter'}: ${o.tas.map(esc).join(', ')}.</p>
<h2>${en ? 'Course web and Canvas' : 'Kurswebb och Canvas'}</h2><p>${o.home ? `${en ? 'All information is published on' : 'All information publiceras på'} ${a(this.homeHref(o, `pm${en}`, 'kurs-pm'), en ? 'the course web' : 'kurswebben')}.` : o.canvas ? `${en ? 'All information is published in' : 'All information publiceras i'} ${a(`${CANVAS}/courses/${o.canvas}`, 'Canvas')}.` : ''}</p>
<h2>${en ? 'Detailed plan' : 'Detaljplanering'}</h2><table class="table"><tr><th>${en ? 'Activity' : 'Moment'}</th><th>${en ? 'Date' : 'Datum'}</th><th>${en ? 'Content' : 'Innehåll'}</th></tr>${s.slice(0, 30).map((x) => `<tr><td>${x.kind}${x.n}</td><td>${fmtDay(x.date)}</td><td>${esc(x.topic)}</td></tr>`).join('')}</table>
<h2>${en ? 'Examination' : 'Examination'}</h2><ul>${w.map((x) => `<li>${esc(x.title)} &ndash; ${fmtSv(x.due)}</li>`).join('')}<li>${en ? 'Exam' : 'Tentamen'} ${fmtSv(ex.exam)}, ${en ? 're-exam' : 'omtentamen'} ${fmtSv(ex.re)}</li></ul>
<h2>${en ? 'Literature' : 'Kurslitteratur'}</h2><p>${T.words(r, 14)}.</p>${T.para(r, 2)}<p>${a(`/kurs-pm/${o.c.code}/arkiv`, en ? 'Earlier course memos' : 'Tidigare kurs-PM')}</p>`;
    return this.wpage(u, `${en ? 'Course memo' : 'Kurs-PM'} ${o.c.code} ${en ? o.t.en : o.t.sv}`, body, { en, twin: en ? p : `${p}?l=en`, crumbs: [[o.c.code, `/student/kurser/kurs/${o.c.code}`], ['Kurs-PM', '']], nav: '' });
  }

  private kursinfo(u: URL, p: string): Resp {
    const en = u.searchParams.get('l') === 'en';
    let m = /^\/kursinfo\/([A-Z]{2}\d{4})\/?$/.exec(p);
    if (m) return courseByCode.has(m[1]) ? moved(`${WWW}/student/kurser/kurs/${m[1]}`) : this.w404(u);
    m = /^\/kursinfo\/kursutveckling\/([A-Z]{2}\d{4})-(HT|VT)(\d{4})\.pdf$/.exec(p);
    if (m) return bin('application/pdf', u.href);
    m = /^\/kursinfo\/([A-Z]{2}\d{4})\/kursutveckling$/.exec(p);
    if (!m) return this.w404(u);
    const c = courseByCode.get(m[1]);
    if (!c) return this.w404(u);
    const rounds = (this.offsByCourse.get(c.code) ?? []).slice().reverse();
    const rows = rounds.map((o) => { const r = rng(hash(`kv${o.key}`)); const reg = int(r, 25, 320); return `<tr><td>${en ? o.t.en : o.t.sv}</td><td>${esc(o.f.name)}</td><td>${reg}</td><td>${int(r, 55, 95)} %</td><td>${o.t.idx <= 10 ? a(`/kursinfo/kursutveckling/${c.code}-${o.t.key}.pdf`, en ? 'Course analysis' : 'Kursanalys') : '&ndash;'}</td><td>${o.t.idx >= 6 && o.t.idx <= 10 ? a(`https://${H.intra}/leq/${c.code}/${o.t.key}`, en ? 'LEQ report' : 'LEQ-rapport') : '&ndash;'}</td></tr>`; }).join('');
    return this.wpage(u, `${en ? 'Course development' : 'Kursutveckling'} ${c.code}`, `<p>${en ? 'Course analyses and changes made to the course, per offering.' : 'Kursanalyser och genomförda förändringar, per kursomgång.'}</p><table class="table"><tr><th>${en ? 'Offering' : 'Kursomgång'}</th><th>${en ? 'Examiner' : 'Examinator'}</th><th>${en ? 'Registered' : 'Registrerade'}</th><th>${en ? 'Completion' : 'Prestationsgrad'}</th><th></th><th></th></tr>${rows}</table>${T.para(rng(hash(`kvp${c.code}`)), 3)}<p>${a(`/student/kurser/kurs/${c.code}${en ? '?l=en' : ''}`, en ? 'Course syllabus' : 'Kursplan')}</p>`, { en, twin: en ? p : `${p}?l=en`, crumbs: [[c.code, `/student/kurser/kurs/${c.code}`], [en ? 'Course development' : 'Kursutveckling', '']], nav: '' });
  }

  // ---- the directory and profiles ----

  private directory(u: URL, p: string): Resp {
    const q = u.searchParams;
    const en = q.get('l') === 'en';
    if (p === '/directory' || p === '/directory/') return this.wpage(u, en ? 'Staff directory' : 'Personalkatalog', `<form action="/directory/search"><input name="q"><button>${en ? 'Search' : 'Sök'}</button></form><h2>EECS</h2><ul>${li('/directory/j/jh', 'JH Skolan för elektroteknik och datavetenskap')}${DEPTS.map((d) => `<li style="margin-left:1em">${a(`/directory/j/${lc(d.org)}`, `${d.org} ${en ? d.en : d.sv}`)}</li>`).join('')}</ul>`, { en, nav: '' });
    if (p === '/directory/search') return this.wpage(u, en ? 'Search result' : 'Sökresultat', `<p>${en ? 'Enter at least three characters.' : 'Ange minst tre tecken.'}</p>`, { en, nav: '' });
    const m = /^\/directory\/j\/(jh[a-z]?)$/.exec(p);
    if (!m) return this.w404(u);
    if (m[1] === 'jh') return this.wpage(u, 'JH EECS', `<ul>${DEPTS.map((d) => li(`/directory/j/${lc(d.org)}`, `${d.org} ${en ? d.en : d.sv}`)).join('')}</ul><p>${en ? 'School office' : 'Skolans kansli'}: ${this.persons.filter((x) => x.role.startsWith('Utbildningsadm')).slice(0, 6).map((x) => a(`/profile/${x.login}`, x.name)).join(', ')}</p>`, { en, nav: '' });
    const d = DEPTS.find((x) => lc(x.org) === m[1]);
    if (!d) return this.w404(u);
    const filter = q.get('filter') ?? 'alla';
    const sort = q.get('sort') ?? 'namn';
    const pg = Math.max(1, Number(q.get('page') ?? 1) || 1);
    type Row = { login: string; name: string; role: string };
    let rows: Row[] = [...TEACHERS.filter((t) => t.dept === d.key).map((t) => ({ login: t.login, name: t.name, role: t.title })), ...this.persons.filter((x) => x.dept === d.key).map((x) => ({ login: x.login, name: x.name, role: x.role }))];
    const F: Record<string, (x: Row) => boolean> = { alla: () => true, larare: (x) => /lektor|Professor|adjunkt/i.test(x.role), forskare: (x) => /Forskare|Postdoktor|Forskningsing/.test(x.role), doktorander: (x) => x.role === 'Doktorand', administration: (x) => /Admin|vägledare|IT-/.test(x.role) };
    if (!F[filter]) return this.w404(u);
    rows = rows.filter(F[filter]).sort((x, y) => (sort === 'titel' ? x.role.localeCompare(y.role) : 0) || x.name.localeCompare(y.name));
    const per = 25;
    const pages = Math.max(1, Math.ceil(rows.length / per));
    if (pg > pages) return this.w404(u);
    const link = (k: string, v: string) => { const s = new URLSearchParams(u.search); if (k !== 'page') s.delete('page'); s.set(k, v); return `/directory/j/${m[1]}?${s.toString()}`; };
    const body = `<p>${Object.keys(F).map((k) => (k === filter ? `<strong>${k}</strong>` : a(link('filter', k), k))).join(' | ')}</p><p>${en ? 'Sort by' : 'Sortera på'}: ${a(link('sort', 'namn'), en ? 'name' : 'namn')} | ${a(link('sort', 'titel'), en ? 'title' : 'titel')}</p><table class="table">${rows.slice((pg - 1) * per, pg * per).map((x) => `<tr><td>${a(`/profile/${x.login}`, x.name)}</td><td>${esc(x.role)}</td><td>${x.login}@nordtek.se</td></tr>`).join('')}</table>${pages > 1 ? `<nav class="pager">${Array.from({ length: pages }, (_, i) => (i + 1 === pg ? `<strong>${i + 1}</strong>` : a(link('page', String(i + 1)), String(i + 1)))).join(' ')}</nav>` : ''}`;
    return this.wpage(u, `${d.org} ${en ? d.en : d.sv}`, body, { en, nav: '', crumbs: [[en ? 'Directory' : 'Personalkatalog', '/directory'], [d.org, '']] });
  }

  private profile(u: URL, login: string, pubs: boolean): Resp {
    const en = u.searchParams.get('l') === 'en';
    const t = teacherByLogin.get(login);
    const pe = this.personByLogin.get(login);
    if (!t && !pe) return this.w404(u);
    const r = rng(hash(`prof${login}${en}`));
    const name = t ? t.name : pe!.name;
    if (pubs) {
      const items = Array.from({ length: int(r, 8, 30) }, (_, i) => `<li>${esc(name)}, ${pick(r, FIRST)} ${pick(r, LAST)}. "${esc(paperTitle(r))}". ${pick(r, CONFS)} ${2019 - Math.floor(i / 3)}. ${a(`${DIVA}/smash/record.jsf?pid=diva2:${divaPid(hash(login + i) % DIVA_POOL)}`, 'DiVA')}</li>`);
      return this.wpage(u, `${name}: ${en ? 'Publications' : 'Publikationer'}`, `<ol>${items.join('')}</ol>`, { en, nav: '', crumbs: [[name, `/profile/${login}`], [en ? 'Publications' : 'Publikationer', '']] });
    }
    let body: string;
    if (t) {
      const offs = this.offsByTeacher.get(t.login) ?? [];
      const courses = [...new Set(offs.map((o) => o.c))];
      const cur = offs.filter((o) => o.t.idx >= 9).reverse();
      body = `<div class="profile-head"><img src="/img/profile/${login}.jpg" alt="" width="120"><p><strong>${esc(t.title)}</strong><br>${esc(en ? deptByKey.get(t.dept)!.en : deptByKey.get(t.dept)!.sv)}<br>${t.login}@nordtek.se<br>${t.phone}<br>${esc(t.room)}</p></div>
<h2>${en ? 'About me' : 'Om mig'}</h2><p>${en ? `My research is in ${t.areas.map((x) => AREA_EN[x]).join(' and ')}.` : `Jag forskar inom ${t.areas.map((x) => AREA_SV[x]).join(' och ')}.`} ${T.words(r, 30)}.</p>${t.people ? `<p>${en ? 'Personal homepage' : 'Personlig webbsida'}: ${a(`${hash(login) % 3 ? 'https' : 'http'}://${H.people}/~${login}/`, `people.nordtek.se/~${login}`)}</p>` : ''}
<h2>${en ? 'Teaching' : 'Undervisning'}</h2><h3>${en ? 'Courses' : 'Kurser'}</h3><ul>${courses.map((c) => `<li>${a(`/student/kurser/kurs/${c.code}${en ? '?l=en' : ''}`, `${c.code} ${en ? c.en : c.sv}, ${hpOf(c, en)}`)}${offs.some((o) => o.c === c && o.kind === 'social') ? ` (${a(`/social/course/${c.code}/`, en ? 'course web' : 'kurswebb')})` : ''}</li>`).join('')}</ul>
${cur.length ? `<h3>${en ? 'Current course offerings' : 'Aktuella kursomgångar'}</h3><ul>${cur.map((o) => `<li>${o.home && o.inProfile ? a(this.homeHref(o, `prof${en}`, 'profil'), `${o.c.code} ${en ? o.t.en : o.t.sv}`) : `${o.c.code} ${en ? o.t.en : o.t.sv}`}</li>`).join('')}</ul>` : ''}
<h2>${en ? 'Publications' : 'Publikationer'}</h2><p>${a(`/profile/${login}/publications`, en ? 'Publications in DiVA' : 'Publikationer i DiVA')}</p>`;
    } else {
      const x = pe!;
      body = `<p><strong>${esc(x.role)}</strong><br>${esc(en ? deptByKey.get(x.dept)!.en : deptByKey.get(x.dept)!.sv)}<br>${x.login}@nordtek.se</p>${x.advisor ? `<p>${en ? 'Supervisor' : 'Handledare'}: ${a(`/profile/${x.advisor.login}`, x.advisor.name)}</p>` : ''}<p>${T.words(r, 24)}.</p>${x.page ? `<p>${a(`${PEOPLE}/~${x.login}/`, en ? 'Homepage' : 'Hemsida')}</p>` : ''}${x.role === 'Doktorand' || x.role === 'Postdoktor' ? `<p>${a(`/profile/${login}/publications`, en ? 'Publications' : 'Publikationer')}</p>` : ''}`;
    }
    return this.wpage(u, name, body, { en, twin: en ? `/profile/${login}` : `/profile/${login}?l=en`, nav: '', crumbs: [[en ? 'Directory' : 'Personalkatalog', '/directory'], [name, '']] });
  }

  // ===================================================================================================================
  // Round content shared by all families
  // ===================================================================================================================

  private announcements(o: Off, en = o.c.lang === 'en'): [number, string][] {
    const r = rng(hash(`ann:${o.key}`));
    const s = o.t.start;
    const w = worksOf(o);
    const ex = examOf(o);
    const ps = periodsOf(o.c);
    const ps0 = periodStart(o.t, ps[0]);
    const out: [number, string][] = [
      [ps0 - int(r, 5, 12), en ? `Welcome to ${o.c.code}! The first lecture is on ${fmtEn(mondayOnOrAfter(ps0))}. Register in Ladok and join the Canvas room.` : `Välkommen till ${o.c.code}! Första föreläsningen är ${fmtSvL(mondayOnOrAfter(ps0))}. Registrera dig i Ladok.`],
      ...w.filter((x) => x.kind !== 'ks').slice(0, 4).map((x) => [x.due - int(r, 10, 16), en ? `${x.title} is published, deadline ${fmtEn(x.due)}.` : `${x.title} är publicerad, deadline ${fmtSv(x.due)}.`] as [number, string]),
      [s + int(r, 15, 40), en ? `Room change: the lecture on ${VDAG[int(r, 1, 5)].replace(/dag$/, 'day')} is moved to ${pick(r, ROOMS.slice(0, 17))}.` : `Lokalbyte: föreläsningen på ${VDAG[int(r, 1, 5)]} flyttas till ${pick(r, ROOMS.slice(0, 17))}.`],
      [ex.exam - int(r, 18, 25), en ? `Remember to register for the exam on ${fmtEn(ex.exam)} in Ladok.` : `Glöm inte att anmäla dig till tentamen ${fmtSv(ex.exam)} i Ladok.`],
      [ex.exam + int(r, 12, 20), en ? 'Exam results are now reported in Ladok. Exam review on request.' : 'Tentamensresultaten finns nu i Ladok. Tentagranskning efter överenskommelse.'],
    ];
    return out.filter(([d]) => d <= NOW).sort((x, y) => y[0] - x[0]);
  }
  private facts(o: Off, en = o.c.lang === 'en'): [string, string][] {
    const out: [string, string][] = [
      [en ? 'Credits' : 'Omfattning', hpOf(o.c, en)],
      [en ? 'Period' : 'Period', `${en ? o.t.en : o.t.sv}, ${o.c.per.replace('-', '–')}`],
      [en ? 'Course responsible and examiner' : 'Kursansvarig och examinator', `${esc(o.f.name)} (${o.f.login}@nordtek.se)`],
      [en ? 'Teaching assistants' : 'Assistenter', o.tas.map(esc).join(', ')],
    ];
    if (o.t.idx >= 4) out.push([en ? 'Application code' : 'Anmälningskod', String(o.app)]);
    if (o.canvas && o.kind !== 'canvas') out.push(['Canvas', a(`${CANVAS}/courses/${o.canvas}`, en ? 'Course room (login)' : 'Kursrum (inloggning)')]);
    return out;
  }
  private lecTable(o: Off, fileBase: string, en = o.c.lang === 'en'): string {
    const s = sessionsOf(o);
    return `<table class="schedule"><thead><tr><th>${en ? 'Date' : 'Datum'}</th><th>${en ? 'Time' : 'Tid'}</th><th>${en ? 'Room' : 'Sal'}</th><th>${en ? 'Activity' : 'Moment'}</th><th>${en ? 'Content' : 'Innehåll'}</th><th></th></tr></thead><tbody>${s.map((x) => `<tr><td>${en ? fmtDayEn(x.date) : fmtDay(x.date)}</td><td>${x.time}</td><td>${x.room}</td><td>${x.kind}${x.n}</td><td>${esc(x.topic)}</td><td>${x.slides && x.date <= NOW && fileBase ? a(`${fileBase}${x.kind === 'Ö' ? 'O' : x.kind}${pad(x.n)}.pdf`, en ? 'slides' : 'bilder') : ''}</td></tr>`).join('')}</tbody></table>`;
  }
  private workList(o: Off, fileBase: string, en = o.c.lang === 'en'): string {
    return `<ul>${worksOf(o).map((w) => `<li>${w.due - 14 <= NOW && fileBase && w.kind !== 'ks' ? a(`${fileBase}${w.kind}${w.n}.pdf`, w.title) : esc(w.title)} &ndash; ${en ? 'due' : 'deadline'} ${en ? fmtEn(w.due) : fmtSv(w.due)}</li>`).join('')}</ul>`;
  }
  private examText(o: Off, en = o.c.lang === 'en'): string {
    const ex = examOf(o);
    return en ? `<p>Written exam ${fmtEn(ex.exam)}, 08:00–13:00. Re-exam ${fmtEn(ex.re)}. Register in Ladok at the latest three weeks before. Bonus points from the homework are valid for one year.</p>` : `<p>Tentamen ${fmtSvL(ex.exam)} kl 8–13. Omtentamen ${fmtSvL(ex.re)}. Anmälan i Ladok senast tre veckor innan. Bonuspoäng gäller i ett år.</p>`;
  }
  private prevLinks(o: Off, label?: string): string {
    if (!o.prev.length) return '';
    const en = o.c.lang === 'en';
    return `<h3>${label ?? (en ? 'Previous offerings' : 'Tidigare kursomgångar')}</h3><ul>${o.prev.map((p) => li(this.homeHref(p, `prev:${o.key}`), `${p.c.code} ${en ? p.t.en : p.t.sv}`)).join('')}</ul>`;
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

  // ===================================================================================================================
  // The course web ("Social"): /social/course/DD1337/ and its rounds (subgroups)
  // ===================================================================================================================

  private social(u: URL, p: string): Resp {
    const q = u.searchParams;
    if (q.has('l')) return moved(`${WWW}${p}`, 302); // the language is stored in a cookie
    let m = /^\/social\/files\/([0-9a-f]{24})\/([\w.-]+)$/.exec(p);
    if (m) return BINEXT.test(m[2]) ? bin(extType(m[2]) ?? 'application/pdf', u.href) : this.w404(u);
    if (p === '/social/' || p === '/social' || /^\/social\/(user|group|home|search)\b/.test(p)) return moved(sso(`${WWW}${p}`), 302);
    m = /^\/social\/course\/([A-Z]{2}\d{4})(\/.*)?$/.exec(p);
    if (!m) return this.w404(u);
    const c = courseByCode.get(m[1]);
    if (!c) return this.w404(u);
    const rest = m[2] ?? '';
    if (!rest.endsWith('/')) return rest === '' || !/\.\w+$/.test(rest) ? moved(`${WWW}${p}/`) : this.w404(u);
    if (rest === '/') return this.socialCourse(u, c);
    if (rest === '/news/') return this.socialCourseNews(u, c);
    if (rest === '/subgroups/') return this.socialCourse(u, c);
    if (/^\/(members|settings|admin)\/$/.test(rest)) return moved(sso(`${WWW}${p}`), 302);
    m = /^\/subgroup\/((?:ht|vt)-\d{4}-\d{5})\/(.*)$/.exec(rest);
    if (!m) return this.w404(u);
    const o = this.socialByApp.get(`${c.code}:${m[1]}`);
    if (!o) return this.w404(u);
    const sub = m[2];
    if (sub === '') return this.socialHome(o);
    if (/^(members|settings|files)\/$/.test(sub)) return moved(sso(`${WWW}${p}`), 302);
    if (sub === 'news/') return this.socialShell(o, `${o.c.lang === 'en' ? 'News' : 'Nyheter'}`, `<ul class="feed">${this.announcements(o).map(([d, t]) => `<li><span class="date">${fmtSv(d)}</span> ${esc(t)}</li>`).join('')}</ul>`, 'news/');
    if (sub === 'calendar/') return this.socialShell(o, `${o.c.lang === 'en' ? 'Calendar' : 'Kalender'}`, this.lecTable(o, `/social/files/${hex(o.key, 24)}/`), 'calendar/');
    const pages = this.socialPages(o);
    m = /^page\/([a-z0-9-]+)\/$/.exec(sub);
    if (m) {
      const pg = pages.find((x) => x[0] === m![1]);
      if (!pg) return this.w404(u);
      return this.socialShell(o, pg[1], pg[2](), `page/${pg[0]}/`);
    }
    return this.w404(u);
  }

  private socialPages(o: Off): [string, string, () => string][] {
    const en = o.c.lang === 'en';
    const fb = `/social/files/${hex(o.key, 24)}/`;
    const out: [string, string, () => string][] = [
      [en ? 'lectures' : 'forelasningar', en ? 'Lectures' : 'Föreläsningar', () => this.lecTable(o, fb)],
      [en ? 'assignments' : 'laborationer', en ? 'Assignments' : 'Laborationer', () => `${this.workList(o, fb)}<p>${en ? 'Assignments are presented orally to a teaching assistant. Book a slot in the queue system.' : 'Laborationerna redovisas muntligt för en assistent. Boka tid i kösystemet.'}</p>`],
      [en ? 'exam' : 'tentamen', en ? 'Exam' : 'Tentamen', () => `${this.examText(o)}<p>${a(`${NTS}/datasektionen/tentor/${o.c.code}/`, en ? 'Old exams (student chapter archive)' : 'Gamla tentor (Datasektionens tentaarkiv)')}</p>`],
      ['kurs-pm', 'Kurs-PM', () => (o.t.idx >= 8 ? `<p>${a(this.memoUrl(o), `Kurs-PM ${o.c.code} ${o.t.sv}`)}</p>` : `<p>${a(`${fb}kurs-pm-${lc(o.c.code)}-${o.t.short}.pdf`, `Kurs-PM (PDF)`)}</p>`) + blurb(o, en)],
    ];
    for (const x of sessionsOf(o).filter((s) => s.kind === 'F' && s.slides && s.date <= NOW).slice(0, 14)) {
      out.push([`${en ? 'lecture' : 'forelasning'}-${x.n}-${slugify(x.topic.replace(/[åä]/gi, 'a').replace(/ö/gi, 'o')).slice(0, 30)}`, `F${x.n}: ${x.topic}`, () => { const r = rng(hash(`${o.key}F${x.n}`)); return `<p>${fmtDay(x.date)} ${x.time}, ${x.room}</p>${T.para(r, 2)}<p>${a(`${fb}F${pad(x.n)}.pdf`, en ? 'Slides (PDF)' : 'Föreläsningsbilder (PDF)')}</p><p>${en ? 'Reading' : 'Läsanvisningar'}: ${T.words(r, 8)}.</p>`; }]);
    }
    return out;
  }

  private socialFrame(title: string, body: string, nav: string, crumbs: [string, string][], en: boolean): Resp {
    const r = rng(hash(title));
    return html(`<!DOCTYPE html>
<html lang="${en ? 'en' : 'sv'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} | Nordtek</title>
<link rel="stylesheet" href="/social/static/css/social.css?v=2.41">
<script src="/social/static/js/social.min.js?v=2.41"></script>
<script>window.SOCIAL={"user":null,"lang":"${en ? 'en' : 'sv'}","csrf":"${hex(title, 32)}","feeds":[${T.chunk('social-' + (hash(title) % 4))}]};</script>
</head>
<body class="social">
<header class="nt-header"><div class="container"><a class="logo" href="/"><img src="/img/nordtek-logo.svg" alt="Nordtek" width="48"></a><ul class="tools">${li('/student/kurser', en ? 'Course directory' : 'Kurs- och programkatalogen')}${li(`${CANVAS}/`, 'Canvas')}${li(`${SCHEMA}/web/public01/`, en ? 'Schedule' : 'Schema')}${li('/social/home/', en ? 'My pages' : 'Personliga menyn')}${li('?l=en', 'English')}${li('/login', en ? 'Log in' : 'Logga in')}</ul></div></header>
<div class="container"><ol class="breadcrumbs">${crumbs.map(([l, h]) => `<li>${h ? a(h, l) : esc(l)}</li>`).join('')}</ol>
<div class="row"><aside class="col-md-3 social-nav">${nav}</aside><main class="col-md-9"><h1>${esc(title)}</h1>
${body}
<p class="meta">${en ? 'Teachers and students on the course can post in the course feed after logging in.' : 'Lärare och studenter på kursen kan skriva i flödet efter inloggning.'} ${T.words(r, 10)}.</p><aside class="help"><h2>${en ? 'About the course web' : 'Om kurswebben'}</h2><p>${en ? 'The course web collects news, schedule and pages for each course offering. Course memos are published in the course directory; assignments are handed in through Canvas.' : 'Kurswebben samlar nyheter, schema och sidor för varje kursomgång. Kurs-PM publiceras i kurskatalogen; inlämningar görs i Canvas.'}</p>${T.para(r, 2)}</aside></main></div></div>
<script>window.SOCIAL_I18N={"sv":[${T.chunk('social-i18n-sv')}],"en":[${T.chunk('social-i18n-en')}]};</script>
<footer class="nt-footer"><div class="container"><p>Nordtek, SE-100 44 Stockholm &middot; ${a('/om/personuppgifter', en ? 'Personal data' : 'Personuppgifter')} &middot; ${a('/om/cookies', 'Cookies')} &middot; ${a('mailto:social@nordtek.se', en ? 'Contact' : 'Kontakt')}</p></div></footer>
</body>
</html>`);
  }

  private socialCourse(u: URL, c: Course): Resp {
    const rounds = (this.offsByCourse.get(c.code) ?? []).slice().reverse();
    const en = c.lang === 'en';
    const socials = rounds.filter((o) => o.kind === 'social');
    const r = rng(hash(`sc${c.code}`));
    const item = (o: Off) => `<li>${o.kind === 'social' ? a(o.base, `${en ? o.t.en : o.t.sv} (${o.c.per}, ${o.app})`) : `${en ? o.t.en : o.t.sv} &ndash; ${o.kind === 'canvas' || (o.canvas && o.kind === 'none') ? (en ? 'this offering uses Canvas' : 'kursomgången använder Canvas') : o.kind === 'none' ? (en ? 'no course web' : 'ingen kurswebb') : a(this.homeHref(o, 'socialidx'), en ? 'course web elsewhere' : 'extern kurswebb')}`}</li>`;
    const nav = `<h2>${c.code}</h2><ul>${li(`/social/course/${c.code}/`, en ? 'Overview' : 'Översikt')}${li(`/social/course/${c.code}/news/`, en ? 'News' : 'Nyheter')}${li(`/student/kurser/kurs/${c.code}`, en ? 'Course information' : 'Kursinformation')}${li(`/kurs-pm/${c.code}`, 'Kurs-PM')}${li(`/social/course/${c.code}/members/`, en ? 'Members' : 'Medlemmar')}</ul><h3>${en ? 'Offerings' : 'Kursomgångar'}</h3><ul>${socials.slice(0, 2).map((o) => li(o.base, en ? o.t.en : o.t.sv)).join('')}</ul>`;
    const all = u.pathname.endsWith('/subgroups/');
    const body = `<p>${en ? `Course web for ${c.code} ${c.en}, ${c.hp} credits.` : `Kurswebb för ${c.code} ${c.sv}, ${hpOf(c, false)}.`} ${en ? 'Choose an offering below; each offering has its own pages, news and calendar.' : 'Välj kursomgång nedan; varje kursomgång har egna sidor, nyheter och kalender.'}</p><h2>${en ? 'Course offerings' : 'Kursomgångar'}</h2><ul>${(all ? rounds : rounds.slice(0, 3)).map(item).join('')}</ul>${all ? '' : `<p>${a(`/social/course/${c.code}/subgroups/`, en ? 'All offerings' : 'Alla kursomgångar')}</p>`}<h2>${en ? 'Latest in the course feed' : 'Senaste i flödet'}</h2><ul class="feed">${socials.slice(0, 2).flatMap((o) => this.announcements(o).slice(0, 3).map(([d, t]) => `<li><span class="date">${fmtSv(d)}</span> ${esc(t)} <small>(${o.t.sv})</small></li>`)).join('')}</ul>${T.para(r, 2)}`;
    return this.socialFrame(`${c.code} ${en ? c.en : c.sv}${all ? (en ? ': all offerings' : ': alla kursomgångar') : ''}`, body, nav, [['Nordtek', '/'], [en ? 'Course web' : 'Kurswebb', ''], [c.code, '']], en);
  }
  private socialCourseNews(u: URL, c: Course): Resp {
    const en = c.lang === 'en';
    const socials = (this.offsByCourse.get(c.code) ?? []).filter((o) => o.kind === 'social').reverse();
    const items = socials.flatMap((o) => this.announcements(o).map(([d, t]) => [d, t, o] as [number, string, Off]));
    void u;
    return this.socialFrame(`${c.code}: ${en ? 'News' : 'Nyheter'}`, `<ul class="feed">${items.map(([d, t, o]) => `<li><span class="date">${fmtSv(d)}</span> ${esc(t)} ${a(o.base + 'news/', o.t.sv)}</li>`).join('')}</ul>`, `<ul>${li(`/social/course/${c.code}/`, en ? 'Overview' : 'Översikt')}</ul>`, [['Nordtek', '/'], [c.code, `/social/course/${c.code}/`], [en ? 'News' : 'Nyheter', '']], en);
  }

  private socialShell(o: Off, title: string, body: string, active: string): Resp {
    const en = o.c.lang === 'en';
    const pages = this.socialPages(o);
    const nav = `<h2>${a(`/social/course/${o.c.code}/`, o.c.code)}</h2><p class="round">${en ? o.t.en : o.t.sv} (${o.app})</p><ul>${[['', en ? 'Overview' : 'Översikt'], ['news/', en ? 'News' : 'Nyheter'], ['calendar/', en ? 'Calendar' : 'Kalender'], ['members/', en ? 'Members' : 'Medlemmar'], ['files/', en ? 'Files' : 'Filer']].map(([h, l]) => `<li${h === active ? ' class="active"' : ''}>${a(o.base + h, l)}</li>`).join('')}</ul><h3>${en ? 'Pages' : 'Sidor'}</h3><ul>${pages.slice(0, 4).map(([s, l]) => li(`${o.base}page/${s}/`, l)).join('')}</ul>`;
    return this.socialFrame(`${title} - ${o.c.code} ${en ? o.t.en : o.t.sv}`, body, nav, [['Nordtek', '/'], [o.c.code, `/social/course/${o.c.code}/`], [o.t.sv, o.base], [title, '']], en);
  }

  private socialHome(o: Off): Resp {
    const en = o.c.lang === 'en';
    const pages = this.socialPages(o);
    const anns = this.announcements(o);
    const nav = `<h2>${a(`/social/course/${o.c.code}/`, o.c.code)}</h2><p class="round">${en ? o.t.en : o.t.sv} (${o.app})</p><ul>${[['', en ? 'Overview' : 'Översikt'], ['news/', en ? 'News' : 'Nyheter'], ['calendar/', en ? 'Calendar' : 'Kalender'], ['members/', en ? 'Members' : 'Medlemmar']].map(([h, l]) => li(o.base + h, l)).join('')}</ul><h3>${en ? 'Pages' : 'Sidor'}</h3><ul>${pages.map(([s, l]) => li(`${o.base}page/${s}/`, l)).join('')}</ul>`;
    const body = `<p class="lead">${blurb(o, en)}</p>
<div class="row"><div class="col-md-7"><h2>${en ? 'News' : 'Nyheter'}</h2><ul class="feed">${anns.slice(0, 8).map(([d, t]) => `<li><span class="date">${fmtSv(d)}</span> <strong>${esc(o.f.name)}</strong>: ${esc(t)}</li>`).join('') || `<li>${en ? 'No news yet.' : 'Inga nyheter ännu.'}</li>`}</ul></div>
<div class="col-md-5"><h2>${en ? 'Course information' : 'Kursinformation'}</h2><dl>${this.facts(o).map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl><p>${a(`/student/kurser/kurs/${o.c.code}`, en ? 'Syllabus' : 'Kursplan')} &middot; ${o.t.idx >= 8 ? a(this.memoUrl(o), 'Kurs-PM') : a(`${o.base}page/kurs-pm/`, 'Kurs-PM')} &middot; ${o.t.idx >= 9 ? a(this.schemaUrl(o), en ? 'Schedule' : 'Schema') : a(`${o.base}calendar/`, en ? 'Schedule' : 'Schema')}</p></div></div>
<h2>${en ? 'Upcoming' : 'Kommande'}</h2><ul>${sessionsOf(o).filter((x) => x.date >= NOW).slice(0, 5).map((x) => `<li>${fmtDay(x.date)} ${x.time} ${x.kind}${x.n} ${esc(x.topic)}, ${x.room}</li>`).join('') || `<li>${en ? 'The course has ended.' : 'Kursen är avslutad.'}</li>`}</ul>
<h2>${en ? 'Examination' : 'Examination'}</h2>${this.examText(o)}
${this.prevLinks(o)}`;
    return this.socialFrame(`${o.c.code} ${en ? o.c.en : o.c.sv} ${en ? o.t.en : o.t.sv}`, body, nav, [['Nordtek', '/'], [o.c.code, `/social/course/${o.c.code}/`], [en ? o.t.en : o.t.sv, '']], en);
  }

  // ===================================================================================================================
  // Canvas: public course rooms among login-only ones, and the public course index
  // ===================================================================================================================

  private canvasFrame(u: URL, title: string, body: string, cid: number, active: string): Resp {
    const cv = this.canvasById.get(cid);
    const nav: [string, string][] = cid ? [['', 'Home'], ['announcements', 'Announcements'], ['modules', 'Modules'], ['assignments/syllabus', 'Syllabus'], ['assignments', 'Assignments'], ['discussion_topics', 'Discussions'], ['files', 'Files'], ['grades', 'Grades'], ['external_tools/412', 'Zoom']] : [];
    return html(`<!DOCTYPE html>
<html class="not-logged-in" dir="ltr" lang="${cv && cv.off?.c.lang === 'sv' ? 'sv-SE' : 'en-GB'}">
<head>
<meta charset="utf-8">
<title>${esc(title)}</title>
<link rel="stylesheet" media="all" href="https://du11hjcvx0uqb.cloudfront.net/dist/brandable_css/new_styles_normal_contrast/bundles/common-1579203424.css">
<link rel="stylesheet" href="https://instructure-uploads-eu.s3.eu-west-1.amazonaws.com/account_1/attachments/3/nordtek-canvas.css">
<script>INST = {"environment":"production","allowMediaComments":true,"kalturaSettings":{"hide_rte_button":true}};
ENV = {"ASSET_HOST":"https://du11hjcvx0uqb.cloudfront.net","active_brand_config_json_url":"https://du11hjcvx0uqb.cloudfront.net/brand_configs/${hex('brand', 32)}.json","current_user_id":null,"current_user":{},"current_user_roles":["user"],"domain_root_account_id":"1","context_asset_string":"${cid ? `course_${cid}` : 'account_1'}","LOCALE":"${cv && cv.off?.c.lang === 'sv' ? 'sv-SE' : 'en-GB'}","TIMEZONE":"Europe/Stockholm","COURSE_ID":"${cid || ''}","SETTINGS":{"open_registration":false,"collapse_global_nav":false},"FEATURES":{"new_user_tutorial":true,"responsive_awareness":false,"files_dnd":true,"unpublished_courses":true,"rce_enhancements":false},"page_view_update_url":"/page_views/${hex(u.href, 32)}?page_view_token=${hex(u.href + 'tok', 64)}","bundles":[${T.chunk('canvas-a')},${T.chunk('canvas-b')},${T.chunk('canvas-c')}]};</script>
<script src="https://du11hjcvx0uqb.cloudfront.net/dist/webpack-production/vendor-1579203424.js" defer></script>
</head>
<body class="context-${cid ? `course_${cid}` : 'account_1'} lato-font-not-loaded-yet ${cid ? 'with-left-side course-menu-expanded' : ''} with-right-side">
<div id="flash_message_holder"></div>
<div id="application" class="ic-app">
<header id="header" class="ic-app-header no-print"><div class="ic-app-header__main-navigation"><div class="ic-app-header__logomark-container"><a href="/" class="ic-app-header__logomark"><span class="screenreader-only">Dashboard</span></a></div><ul id="menu" class="ic-app-header__menu-list"><li class="ic-app-header__menu-list-item">${a('/login', 'Login')}</li><li class="ic-app-header__menu-list-item">${a('/search/all_courses', 'Browse courses')}</li><li class="ic-app-header__menu-list-item"><a href="https://community.canvaslms.com/docs/DOC-10461">Help</a></li></ul></div></header>
<div id="wrapper" class="ic-Layout-wrapper">
<div class="ic-app-nav-toggle-and-crumbs no-print"><nav id="breadcrumbs" role="navigation" aria-label="breadcrumbs"><ul><li class="home"><a href="/"><span class="ellipsible">My Dashboard</span></a></li>${cv ? `<li>${a(`/courses/${cid}`, `${cv.code} ${cv.t.key}`)}</li>` : ''}<li><span class="ellipsible">${esc(title)}</span></li></ul></nav></div>
<div id="main" class="ic-Layout-columns">
${cid ? `<div class="ic-app-course-menu ic-sticky-on list-view" id="left-side"><nav role="navigation" aria-label="Courses Navigation Menu"><ul id="section-tabs">${nav.map(([h, l]) => `<li class="section"><a href="/courses/${cid}${h ? '/' + h : ''}" class="${h === active ? 'active ' : ''}${h.replace(/\W/g, '_')}">${l}</a></li>`).join('')}</ul></nav></div>` : ''}
<div id="not_right_side" class="ic-app-main-content"><div id="content-wrapper" class="ic-Layout-contentWrapper"><div id="content" class="ic-Layout-contentMain" role="main">
${body}
</div></div></div></div></div></div>
<div id="nav-tray-portal" style="position: relative; z-index: 99;"></div>
<script>window.bundles = ["course", "navigation_header"]; window.deferredBundles = ["wiki_page_show"]; ENV.WIKI_RIGHTS = {"read": true}; ENV.page_data = [${T.chunk('canvas-d')}];</script>
</body>
</html>`);
  }

  private canvasHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/' || p === '/courses' || p === '/calendar' || p === '/conversations' || p === '/profile') return moved(`${CANVAS}/login`, 302);
    if (p === '/login') return moved(`${CANVAS}/login/saml`, 302);
    if (p === '/login/saml') return moved(sso(`${CANVAS}/login/saml`), 302);
    if (p === '/search/all_courses' || p === '/search/all_courses/') {
      const q = u.searchParams;
      const pg = Math.max(1, Number(q.get('page') ?? 1) || 1);
      const text = (q.get('search') ?? '').toUpperCase();
      const list = this.canvasPublic.map((id) => this.canvasById.get(id)!).filter((c) => !text || c.code.startsWith(text) || c.title.toUpperCase().includes(text));
      const per = 12;
      const pages = Math.max(1, Math.ceil(list.length / per));
      if (pg > pages) return this.canvasFrame(u, 'Browse courses', '<p>No courses found.</p>', 0, '');
      const cards = list.slice((pg - 1) * per, pg * per).map((c) => `<div class="ic-DashboardCard"><div class="ic-DashboardCard__header"><h3>${a(`/courses/${c.id}`, `${c.code} ${c.title}`)}</h3><p>${c.t.en} &middot; ${c.school}</p></div><div class="course_summary">${esc(c.teacher)}</div><a class="Button" href="/enroll/${hex(`enroll${c.id}`, 6).toUpperCase()}">Join this course</a></div>`).join('');
      const link = (n: number) => `/search/all_courses?${text ? `search=${encodeURIComponent(text)}&` : ''}page=${n}`;
      const pager = `<div class="pagination">${pg > 1 ? a(link(pg - 1), '« Previous') : ''} ${Array.from({ length: pages }, (_, i) => (i + 1 === pg ? `<span class="current">${i + 1}</span>` : a(link(i + 1), String(i + 1)))).join(' ')} ${pg < pages ? a(link(pg + 1), 'Next »') : ''}</div>`;
      return this.canvasFrame(u, 'Browse courses', `<h1>Browse courses</h1><form action="/search/all_courses"><input name="search" value="${esc(text)}" placeholder="Search courses"><button>Search</button></form><p>${['DD', 'ID', 'IK', 'DH', 'EL', 'SF'].map((x) => a(`/search/all_courses?search=${x}`, x)).join(' ')}</p><div id="course_summaries">${cards}</div>${pager}`, 0, '');
    }
    if (/^\/enroll\//.test(p) || /^\/(users|accounts|api)\b/.test(p)) return moved(`${CANVAS}/login`, 302);
    const m = /^\/courses\/(\d+)(?:\/(.*))?$/.exec(p);
    if (!m) return { ...this.canvasFrame(u, 'Page Not Found', '<h1>Page Not Found</h1><p>Oops, we couldn\'t find that page.</p>', 0, ''), status: 404 };
    const cid = Number(m[1]);
    const cv = this.canvasById.get(cid);
    if (!cv) return { ...this.canvasFrame(u, 'Page Not Found', '<h1>Page Not Found</h1><p>Oops, we couldn\'t find that page.</p>', 0, ''), status: 404 };
    if (!cv.pub) return moved(`${CANVAS}/login`, 302);
    const sub = (m[2] ?? '').replace(/\/$/, '');
    const o = cv.off;
    const en = !o || o.c.lang === 'en';
    const r = rng(hash(`cvs${cid}${sub}`));
    const modules = (o ? sessionsOf(o).filter((x) => x.kind === 'F') : Array.from({ length: 12 }, (_, i) => ({ n: i + 1, topic: `${pick(rng(hash(`cvm${cid}${i}`)), ['Föreläsning', 'Övning', 'Seminarium', 'Laboration', 'Inlämning'])} ${i + 1}`, date: cv.t.start + i * 7 }))).slice(0, 16);
    if (sub === '') {
      const anns = o ? this.announcements(o) : [];
      const body = `<div class="show-content user_content clearfix enhanced"><h1 class="page-title">${esc(cv.code)} ${esc(cv.title)} ${cv.t.en}</h1>
${o ? `<p>${blurb(o, en)}</p>` : T.para(r, 3)}
<h2>${en ? 'Course information' : 'Kursinformation'}</h2><table class="ic-Table">${(o ? this.facts(o) : [['Teacher', esc(cv.teacher)]]).map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>
${anns.length ? `<h2>${en ? 'Recent announcements' : 'Senaste meddelanden'}</h2><ul>${anns.slice(0, 4).map(([d, t]) => `<li><strong>${fmtEn(d)}</strong> ${esc(t)}</li>`).join('')}</ul>` : ''}
<h2>${en ? 'Modules' : 'Moduler'}</h2><ul>${modules.map((x) => li(`/courses/${cid}/modules/items/${cid * 10 + x.n}`, `${en ? 'Week' : 'Vecka'} ${isoWeek(x.date)}: ${x.topic}`)).join('')}</ul>
<p>${a(`/courses/${cid}/assignments/syllabus`, en ? 'Syllabus' : 'Kursöversikt')}${courseByCode.has(cv.code) ? ` &middot; ${a(`${WWW}/student/kurser/kurs/${cv.code}`, en ? 'Course syllabus in the course directory' : 'Kursplan i kurskatalogen')}` : ''}${o && o.t.idx >= 8 ? ` &middot; ${a(WWW + this.memoUrl(o), 'Kurs-PM')}` : ''}</p>
${o ? this.prevLinks(o) : ''}</div>`;
      return this.canvasFrame(u, `${cv.code} ${cv.title}`, body, cid, '');
    }
    if (sub === 'modules') return this.canvasFrame(u, `Modules: ${cv.code}`, `<div id="context_modules">${modules.map((x) => `<div class="context_module"><h2>${en ? 'Week' : 'Vecka'} ${isoWeek(x.date)}</h2><ul><li>${a(`/courses/${cid}/modules/items/${cid * 10 + x.n}`, x.topic)}</li><li>${a(`/courses/${cid}/files/${cid * 100 + x.n}/download`, `F${pad(x.n)}.pdf`)}</li></ul></div>`).join('')}</div>`, cid, 'modules');
    let mm = /^modules\/items\/(\d+)$/.exec(sub);
    if (mm) { const n = Number(mm[1]) - cid * 10; if (n < 1 || n > 16) return { ...this.canvasFrame(u, 'Page Not Found', '<h1>Page Not Found</h1>', cid, ''), status: 404 }; return this.canvasFrame(u, `${cv.code}: ${modules[n - 1]?.topic ?? 'Module item'}`, `${T.para(r, 3)}<p>${a(`/courses/${cid}/modules/items/${cid * 10 + n + 1}`, 'Next »')}</p>`, cid, 'modules'); }
    if (sub === 'assignments/syllabus') return this.canvasFrame(u, `Course Syllabus: ${cv.code}`, `<div id="course_syllabus">${o ? `${blurb(o, en)}${this.examText(o)}${this.workList(o, '')}` : T.para(r, 4)}</div>`, cid, 'assignments/syllabus');
    if (sub === 'announcements') return this.canvasFrame(u, `Announcements: ${cv.code}`, `<ul class="ic-announcement-row">${(o ? this.announcements(o) : []).map(([d, t]) => `<li><h3>${esc(t.slice(0, 50))}</h3><p>${fmtEn(d)}</p><p>${esc(t)}</p></li>`).join('') || '<li>No announcements</li>'}</ul>`, cid, 'announcements');
    mm = /^files\/(\d+)\/download$/.exec(sub);
    if (mm) return moved(`${CANVAS}/login`, 302);
    return moved(`${CANVAS}/login`, 302);
  }

  // ===================================================================================================================
  // people.nordtek.se: personal pages (Apache userdir)
  // ===================================================================================================================

  private peopleHost(u: URL): Resp {
    let p: string;
    try { p = decodeURIComponent(u.pathname); } catch { return apache404(u.pathname, H.people); }
    if (p === '/') return moved(`${WWW}/directory`, 302);
    if (p.endsWith('/index.html')) return moved(`${PEOPLE}${p.slice(0, -10)}`);
    const m = /^\/~([a-z0-9]+)(\/.*)?$/.exec(p);
    if (!m) return apache404(p, H.people);
    const login = m[1];
    const rest = m[2] ?? '';
    if (rest === '') return moved(`${PEOPLE}/~${login}/`);
    const t = teacherByLogin.get(login);
    const pe = this.personByLogin.get(login);
    if (!t?.people && !pe?.page) return apache404(p, H.people);
    const o = this.homeIdx.get(H.people + p);
    if (o) return this.peopleHome(o);
    const fb = this.findBase(H.people, p);
    if (fb) return this.peopleSub(fb[0], fb[1], u);
    const last = p.slice(p.lastIndexOf('/') + 1);
    if (!p.endsWith('/') && !last.includes('.')) {
      if (this.bases.has(`${H.people}${p}/`) || this.homeIdx.has(`${H.people}${p}/`) || p === `/~${login}/teaching`) return moved(`${PEOPLE}${p}/`);
      return apache404(p, H.people);
    }
    if (/\.(css|js)$/.test(p)) return asset(p);
    if (rest.startsWith('/private/')) return { status: 403, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1><p>You don't have permission to access ${esc(p)} on this server.</p></body></html>` };
    if (t) {
      if (rest === '/') return this.teacherPage(t);
      if (rest === '/publications.html') return this.teacherPubs(t);
      if ((rest === '/teaching/' || rest === '/teaching.html') && t.scheme === 'teaching') return this.teacherTeaching(t);
      if (/^\/(cv\.pdf|photo\.jpg|papers\/[a-z0-9-]+\.pdf)$/.test(rest)) return bin(extType(rest)!, u.href);
    } else if (pe) {
      if (rest === '/') return this.studentPage(pe);
      if (rest === '/cv.pdf') return bin('application/pdf', u.href);
    }
    return apache404(p, H.people);
  }

  private pshell(t: Teacher, title: string, body: string): Resp {
    const L = `/~${t.login}/`;
    if (t.style === 'old') return html(`<html>\n<head>\n<title>${esc(title)}</title>\n<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">\n</head>\n<body bgcolor="#FFFFFF" text="#000000" link="#0000CC" vlink="#551A8B">\n${body}\n<hr>\n<font size="-1"><a href="${L}">${esc(t.name)}</a> | <a href="${WWW}/eecs">EECS, Nordtek</a></font>\n</body>\n</html>\n`);
    if (t.style === 'plain') return html(`<!DOCTYPE html>\n<html lang="sv">\n<head>\n<meta charset="utf-8">\n<title>${esc(title)}</title>\n<link rel="stylesheet" href="${L}style.css">\n</head>\n<body>\n<div id="meny"><a href="${L}">Hem</a> &middot; ${t.scheme === 'teaching' ? `<a href="${L}teaching/">Undervisning</a> &middot; ` : ''}<a href="${L}publications.html">Publikationer</a> &middot; <a href="${L}cv.pdf">CV</a></div>\n<div id="innehall">\n${body}\n</div>\n<div id="fot">${esc(t.name)}, ${esc(deptByKey.get(t.dept)!.sv)}, Nordtek &middot; ${t.login}@nordtek.se</div>\n</body>\n</html>\n`);
    return html(`<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">\n<link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/css/bootstrap.min.css" crossorigin="anonymous">\n<link rel="stylesheet" href="${L}css/site.css">\n<title>${esc(title)}</title>\n</head>\n<body>\n<nav class="navbar navbar-expand-md navbar-light bg-light"><div class="container"><a class="navbar-brand" href="${L}">${esc(t.name)}</a><ul class="navbar-nav"><li class="nav-item"><a class="nav-link" href="${L}#research">Research</a></li><li class="nav-item"><a class="nav-link" href="${L}${t.scheme === 'teaching' ? 'teaching/' : '#teaching'}">Teaching</a></li><li class="nav-item"><a class="nav-link" href="${L}publications.html">Publications</a></li></ul></div></nav>\n<main class="container my-4">\n${body}\n</main>\n<footer class="container text-muted small border-top pt-2">Last updated ${fmtEn(NOW - (hash(t.login) % 90))}</footer>\n<script src="https://code.jquery.com/jquery-3.3.1.slim.min.js"></script>\n</body>\n</html>\n`);
  }

  private teacherPage(t: Teacher): Resp {
    const r = rng(hash(`tp${t.login}`));
    const offs = (this.offsByTeacher.get(t.login) ?? []).slice().reverse();
    const shown = offs.filter((o) => o.home && o.inPeopleIdx && (t.scheme !== 'teaching' || o.t.idx >= 9));
    const item = (o: Off) => `<li>${a(o.kind === 'people' ? o.home.replace(PEOPLE, '') : this.homeHref(o, `tp${t.login}`), `${o.c.code} ${titleOf(o)}`)} (${o.c.lang === 'en' ? o.t.en : o.t.sv})</li>`;
    const teach = `<h2 id="teaching">${t.style === 'modern' ? 'Teaching' : 'Undervisning'}</h2><ul>${shown.map(item).join('') || '<li>&ndash;</li>'}</ul>${t.scheme === 'teaching' ? `<p><a href="teaching/">${t.style === 'modern' ? 'All courses' : 'Alla kurser'}</a></p>` : ''}`;
    const contact = `${esc(t.title)}<br>${esc(deptByKey.get(t.dept)!.sv)}<br>Skolan för elektroteknik och datavetenskap, Nordtek<br>${esc(t.room)}<br>${t.phone}<br>${t.login}@nordtek.se`;
    const research = `<h2 id="research">${t.style === 'modern' ? 'Research' : 'Forskning'}</h2><p>${t.style === 'modern' ? `I work on ${t.areas.map((x) => AREA_EN[x]).join(' and ')}.` : `Jag forskar inom ${t.areas.map((x) => AREA_SV[x]).join(' och ')}.`} ${T.words(r, 30)}.</p>`;
    let body: string;
    if (t.style === 'old') body = `<table width="100%"><tr><td width="130"><img src="photo.jpg" width="120" alt=""></td><td><font face="Helvetica" size="5"><b>${esc(t.name)}</b></font><br>${contact}</td></tr></table>\n<hr>\n${research}\n${teach}\n<p><a href="publications.html">Publikationer</a> | <a href="cv.pdf">CV</a> | <a href="${WWW}/profile/${t.login}">Profil på nordtek.se</a></p>`;
    else if (t.style === 'plain') body = `<h1>${esc(t.name)}</h1><img src="photo.jpg" alt="" class="foto"><p>${contact}</p>${research}${teach}<h2>Nyheter</h2><ul>${Array.from({ length: 3 }, () => `<li>Artikel "${esc(paperTitle(r))}" accepterad till ${pick(r, CONFS)} ${int(r, 2018, 2020)}.</li>`).join('')}</ul>`;
    else body = `<div class="row"><div class="col-md-3"><img src="photo.jpg" class="img-fluid rounded" alt=""></div><div class="col-md-9"><h1>${esc(t.name)}</h1><p>${contact}</p></div></div>${research}${teach}<h2>Students</h2><p>I am looking for MSc thesis students. ${T.words(r, 10)}.</p>`;
    return this.pshell(t, t.name, body);
  }
  private teacherTeaching(t: Teacher): Resp {
    const offs = (this.offsByTeacher.get(t.login) ?? []).slice().reverse();
    const rows = offs.map((o) => `<tr><td>${o.c.lang === 'en' ? o.t.en : o.t.sv}</td><td>${o.home && o.inPeopleIdx ? a(o.kind === 'people' ? o.home.replace(`${PEOPLE}/~${t.login}/teaching/`, '') : this.homeHref(o, `tt${t.login}`), `${o.c.code} ${titleOf(o)}`) : `${o.c.code} ${esc(titleOf(o))}`}</td></tr>`).join('');
    return this.pshell(t, `${t.name}: ${t.style === 'modern' ? 'Teaching' : 'Undervisning'}`, `<h1>${t.style === 'modern' ? 'Teaching' : 'Undervisning'}</h1><table class="table">${rows}</table><p>${T.words(rng(hash(`tt${t.login}`)), 14)}.</p>`);
  }
  private teacherPubs(t: Teacher): Resp {
    const r = rng(hash(`pubs${t.login}`));
    const n = int(r, 12, 40);
    const items = Array.from({ length: n }, (_, i) => { const ti = paperTitle(r); return `<li>${esc(t.name)}, ${pick(r, FIRST)} ${pick(r, LAST)}. <b>${esc(ti)}</b>. ${pick(r, CONFS)} ${2020 - Math.floor((i * 15) / n)}. ${r() < 0.6 ? a(`papers/${slugify(ti).slice(0, 30)}.pdf`, '[pdf]') : ''} ${r() < 0.5 ? a(`${DIVA}/smash/record.jsf?pid=diva2:${divaPid(hash(t.login + i) % DIVA_POOL)}`, '[DiVA]') : ''}</li>`; });
    return this.pshell(t, `${t.name}: Publications`, `<h2>Publications</h2><ol>${items.join('\n')}</ol>`);
  }
  private studentPage(pe: Person): Resp {
    const r = rng(hash(`st${pe.login}`));
    const tas = this.offs.filter((o) => o.home && o.tas.includes(pe.name)).slice(-4);
    const ta = this.offs.filter((o) => o.home && o.f === pe.advisor && o.t.idx >= 6 && hash(pe.login + o.key) % 5 === 0).slice(-3);
    const list = [...new Set([...tas, ...ta])];
    return html(`<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${esc(pe.name)}</title><link rel="stylesheet" href="/~${pe.login}/style.css"></head><body><h1>${esc(pe.name)}</h1><p>${esc(pe.role)} at ${esc(deptByKey.get(pe.dept)!.en)}, Nordtek.${pe.advisor ? ` Supervisor: <a href="/~${pe.advisor.login}/">${esc(pe.advisor.name)}</a>.` : ''}</p><h2>Research</h2><p>${T.words(r, 40)}.</p>${list.length ? `<h2>Teaching assistant</h2><ul>${list.map((o) => li(this.homeHref(o, `st${pe.login}`), `${o.c.code} ${o.c.en}, ${o.t.en}`)).join('')}</ul>` : ''}<p><a href="cv.pdf">CV</a> &middot; <a href="https://github.com/${pe.login}">GitHub</a> &middot; <a href="https://scholar.google.com/citations?user=${hex(pe.login, 12)}">Google Scholar</a></p></body></html>`);
  }

  /** A people-hosted round: frames, old, plain or modern, as a directory or a flat file. */
  private peopleHome(o: Off): Resp {
    const en = o.c.lang === 'en';
    const flat = o.f.scheme === 'flat';
    const fb = flat ? `${o.base.split('/').filter(Boolean).pop()}/` : '';
    if (o.frames) return html(`<html>\n<head>\n<title>${esc(o.c.code)} ${esc(titleOf(o))} ${o.t.sv}</title>\n</head>\n<frameset cols="180,*" frameborder="0" border="0">\n<frame src="meny.html" name="meny" scrolling="auto">\n<frame src="start.html" name="huvud">\n<noframes>\n<body>Denna sida använder ramar. Gå till <a href="start.html">kursinformationen</a> eller <a href="meny.html">menyn</a>.</body>\n</noframes>\n</frameset>\n</html>\n`);
    if (o.tpl === 'old') return this.pshell(o.f, `${o.c.code} ${titleOf(o)} ${o.t.sv}`, this.oldRoundBody(o, fb));
    const anns = this.announcements(o);
    const nav: [string, string][] = flat ? [[`${fb}schema.html`, en ? 'Schedule' : 'Schema'], [`${fb}labbar.html`, en ? 'Assignments' : 'Laborationer']] : [['schedule.html', en ? 'Schedule' : 'Schema'], ['labs.html', en ? 'Assignments' : 'Laborationer'], ['exam.html', en ? 'Exam' : 'Tentamen'], ['slides/', en ? 'Slides' : 'Föreläsningsbilder']];
    const body = `<h1>${o.c.code} ${esc(titleOf(o))}</h1><p class="term">${en ? o.t.en : o.t.sv}, ${o.c.per} &middot; ${hpOf(o.c, en)}</p>
<p>${nav.map(([h, l]) => a(h, l)).join(' | ')}</p>
<h2>${en ? 'News' : 'Nyheter'}</h2><ul>${anns.slice(0, 6).map(([d, t]) => `<li><b>${en ? fmtEn(d) : fmtSv(d)}</b> ${esc(t)}</li>`).join('') || `<li>${en ? 'None yet.' : 'Inga ännu.'}</li>`}</ul>
<h2>${en ? 'About the course' : 'Om kursen'}</h2><p>${blurb(o, en)}</p>
<h2>${en ? 'Course information' : 'Kursinformation'}</h2><table class="table">${this.facts(o).map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>
<h2>${en ? 'Lectures and exercises' : 'Föreläsningar och övningar'}</h2>${this.lecTable(o, flat ? fb : 'slides/')}
<h2>${en ? 'Assignments' : 'Laborationer och uppgifter'}</h2>${this.workList(o, flat ? fb : 'uppg/')}
<h2>${en ? 'Exam' : 'Tentamen'}</h2>${this.examText(o)}
<p>${a(`${WWW}/student/kurser/kurs/${o.c.code}`, en ? 'Syllabus' : 'Kursplan')}${o.t.idx >= 8 ? ` &middot; ${a(WWW + this.memoUrl(o), 'Kurs-PM')}` : ''}</p>
${this.prevLinks(o)}`;
    return this.pshell(o.f, `${o.c.code} ${titleOf(o)} ${o.t.sv}`, body);
  }
  private oldRoundBody(o: Off, fb: string): string {
    const en = o.c.lang === 'en';
    const anns = this.announcements(o);
    return `<center><font face="Helvetica" size="+2"><b>${o.c.code} ${esc(titleOf(o))}</b></font><br><font size="+1">${o.t.sv}, ${o.c.per}</font></center>\n<hr noshade>\n<table border="0" cellpadding="3">${this.facts(o).map(([k, v]) => `<tr><td valign="top"><b>${k}:</b></td><td>${v}</td></tr>`).join('')}</table>\n${anns.length ? `<h3><font color="#800000">${en ? 'News' : 'Senaste nytt'}</font></h3>\n<ul>${anns.slice(0, 5).map(([d, t]) => `<li><font color="red">[${fmtISO(d)}]</font> ${esc(t)}</li>`).join('')}</ul>` : ''}\n<h3>${en ? 'Lectures' : 'Föreläsningar'}</h3>\n${this.lecTable(o, fb || 'f/')}\n<h3>${en ? 'Assignments' : 'Laborationer'}</h3>${this.workList(o, fb || 'lab/')}\n<h3>${en ? 'Exam' : 'Tentamen'}</h3>${this.examText(o)}\n${this.prevLinks(o, en ? 'Earlier years' : 'Tidigare år')}`;
  }
  private peopleSub(o: Off, rel: string, u: URL): Resp {
    const en = o.c.lang === 'en';
    if (BINEXT.test(rel)) return /^(slides\/|f\/|lab\/|uppg\/)?(F|L|O|lab|hw|proj|Ö)?\w*\.(pdf|ps|zip|gz|pptx?)$/.test(rel) ? bin(extType(rel) ?? 'application/pdf', u.href) : apache404(u.pathname, H.people);
    const title = (s: string) => `${s} - ${o.c.code} ${o.t.sv}`;
    if (o.frames && rel === 'meny.html') return html(`<html><body bgcolor="#003366" link="#FFFFFF" vlink="#CCCCCC"><font face="Arial" color="#FFFFFF"><b>${o.c.code}</b><br>${o.t.sv}</font><br><br><a href="start.html" target="huvud">Start</a><br><a href="schema.html" target="huvud">Schema</a><br><a href="labbar.html" target="huvud">Labbar</a><br><a href="tenta.html" target="huvud">Tenta</a><br><a href="/~${o.f.login}/" target="_top">${esc(o.f.name)}</a></body></html>`);
    if (o.frames && rel === 'start.html') return this.pshell(o.f, title('Start'), this.oldRoundBody(o, 'f/'));
    const flat = o.f.scheme === 'flat';
    const wrap = (label: string, body: string) => this.pshell(o.f, title(label), `<h2>${label}</h2>${body}<p>${a(flat ? `../${o.home.split('/').pop()}` : './', en ? 'Back to the course page' : 'Tillbaka till kurssidan')}</p>`);
    switch (rel) {
      case 'schedule.html': case 'schema.html': return wrap(en ? 'Schedule' : 'Schema', this.lecTable(o, flat ? '' : o.frames ? 'f/' : 'slides/'));
      case 'labs.html': case 'labbar.html': return wrap(en ? 'Assignments' : 'Laborationer', this.workList(o, flat ? '' : o.frames ? 'lab/' : 'uppg/'));
      case 'exam.html': case 'tenta.html': return wrap(en ? 'Exam' : 'Tentamen', `${this.examText(o)}<p>${a(`${NTS}/datasektionen/tentor/${o.c.code}/`, en ? 'Old exams' : 'Gamla tentor')}</p>`);
      case 'slides/': if (flat || o.frames || o.tpl === 'old') break; return autoindex(H.people, u.pathname, sessionsOf(o).filter((x) => x.slides && x.date <= NOW).map((x) => [`${x.kind === 'Ö' ? 'O' : x.kind}${pad(x.n)}.pdf`, x.date, fsize(rng(hash(o.key + x.n)))] as [string, number, string]), u);
    }
    return apache404(u.pathname, H.people);
  }

  // ===================================================================================================================
  // courses.eecs.nordtek.se: course sites built from GitLab (Hugo)
  // ===================================================================================================================

  private coursesHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/') {
      const sites = this.offs.filter((o) => o.kind === 'site');
      const codes = [...new Set(sites.map((o) => o.c.code))];
      return this.siteShell(undefined, 'EECS course sites', `<p>Course sites published from ${a(`${GIT}/courses`, 'gitlab.nordtek.se/courses')} with GitLab Pages.</p><ul>${codes.map((c) => `<li>${a(`/${lc(c)}/`, `${c} ${courseByCode.get(c)!.en}`)}</li>`).join('')}</ul>`);
    }
    if (/\.(css|js|woff2?)$/.test(p)) return asset(p);
    if (p.endsWith('/index.html')) return moved(`${CSITE}${p.slice(0, -10)}`);
    let m = /^\/([a-z]{2}\d{4})\/?$/.exec(p);
    if (m) {
      const l = this.offs.filter((o) => o.kind === 'site' && lc(o.c.code) === m![1]);
      return l.length ? moved(l[l.length - 1].home, 302) : nginx404();
    }
    const o = this.homeIdx.get(H.courses + p);
    if (o) return this.siteHome(o);
    m = /^\/([a-z]{2}\d{4})\/((?:ht|vt)\d\d)$/.exec(p);
    if (m && this.bases.has(`${H.courses}${p}/`)) return moved(`${CSITE}${p}/`);
    const fb = this.findBase(H.courses, p);
    if (fb) return this.siteSub(fb[0], fb[1], u);
    return nginx404();
  }
  private siteShell(o: Off | undefined, title: string, body: string, depth = 0): Resp {
    const up = depth ? '../'.repeat(depth) : './';
    const menu = o ? `<nav class="book-menu"><h2><a href="${up}">${o.c.code} ${esc(o.c.en)}</a></h2><p>${o.t.en}</p><ul>${[['', 'Home'], ['schedule/', 'Schedule'], ['lectures/', 'Lectures'], ['labs/', 'Labs'], ['project/', 'Project'], ['posts/', 'News'], ['faq/', 'FAQ']].map(([h, l]) => li(up + h, l)).join('')}</ul><p>${a(`${GIT}/courses/${lc(o.c.code)}-${o.t.short}`, 'Source on GitLab')}</p></nav>` : '';
    return html(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="generator" content="Hugo 0.62.2">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/css/book.min.${hex('book', 12)}.css">
<link rel="alternate" type="application/rss+xml" href="${up}index.xml" title="${esc(title)}">
<script defer src="/js/search.min.${hex('search', 12)}.js"></script>
<script>window.__HUGO__=${JSON.stringify({ page: title.slice(0, 40) })};</script>
</head>
<body>
<main class="container flex">
<aside class="book-menu">${menu}</aside>
<div class="book-page"><article class="markdown">
${body}
</article>
<footer class="book-footer"><div class="flex justify-between"><a href="${o ? `${GIT}/courses/${lc(o.c.code)}-${o.t.short}/-/edit/master/content/_index.md` : GIT}">Edit this page</a><span>Last modified ${fmtEn(NOW - (hash(title) % 60))}</span></div></footer>
</div>
</main>
<script>var searchIndex=[${T.chunk('hugo-' + (hash(title) % 3))},${T.chunk('hugo-x' + (hash(title) % 4))},${T.chunk('hugo-y')}];</script>
<script>(function(){var t=localStorage.getItem('theme');if(t)document.documentElement.setAttribute('data-theme',t);document.querySelectorAll('pre code').forEach(function(b){b.classList.add('hljs')});})();</script>
</body>
</html>`);
  }
  private siteHome(o: Off): Resp {
    const anns = this.announcements(o, true);
    const up = sessionsOf(o).filter((x) => x.date >= NOW).slice(0, 4);
    const body = `<h1>${o.c.code} ${esc(o.c.en)}</h1><p><strong>${o.t.en}, ${o.c.per}, ${o.c.hp} credits</strong></p>
<p>${blurb(o, true)}</p>
${up.length ? `<h2>Next up</h2><ul>${up.map((x) => `<li>${fmtDay(x.date)} ${x.time} &mdash; ${x.kind}${x.n} ${esc(x.topic)} (${x.room})</li>`).join('')}</ul>` : ''}
<h2>News</h2><ul>${anns.slice(0, 6).map(([d, t], i) => `<li>${fmtISO(d)} ${a(`posts/${fmtISO(d)}-${i}/`, t.slice(0, 60))}</li>`).join('') || '<li>Nothing yet.</li>'}</ul>
<h2>Staff</h2><table>${this.facts(o, true).map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>
<h2>Examination</h2>${this.examText(o, true)}
<p>${a(`${WWW}/student/kurser/kurs/${o.c.code}?l=en`, 'Course syllabus')}${o.t.idx >= 8 ? ` &middot; ${a(`${WWW}${this.memoUrl(o)}?l=en`, 'Course memo')}` : ''} &middot; <a href="https://piazza.com/nordtek.se/spring2020/${lc(o.c.code)}">Piazza</a></p>
${this.prevLinks(o)}`;
    return this.siteShell(o, `${o.c.code} ${o.c.en} (${o.t.en})`, body);
  }
  private siteSub(o: Off, rel: string, u: URL): Resp {
    if (/^slides\/[FLO]\d\d\.pdf$/.test(rel) || /^labs\/lab\d\.(pdf|zip)$/.test(rel) || /^(project|labs)\/[\w-]+\.(pdf|zip|ipynb)$/.test(rel)) return bin(extType(rel)!, u.href);
    if (rel === 'index.xml') return { status: 200, type: 'application/rss+xml', body: `<?xml version="1.0"?><rss version="2.0"><channel><title>${o.c.code}</title></channel></rss>` };
    const sl = rel.endsWith('/') ? rel : '';
    if (!sl && !rel.includes('.')) return moved(`${CSITE}${u.pathname}/`);
    const depth = sl.split('/').filter(Boolean).length;
    const r = rng(hash(u.pathname));
    const w = (title: string, body: string) => this.siteShell(o, `${title} | ${o.c.code} ${o.t.en}`, `<h1>${title}</h1>${body}`, depth);
    switch (sl) {
      case 'schedule/': return w('Schedule', this.lecTable(o, '../slides/', true));
      case 'lectures/': return w('Lectures', `<ol>${sessionsOf(o).filter((x) => x.kind === 'F').map((x) => `<li>${esc(x.topic)}${x.slides && x.date <= NOW ? ` &mdash; ${a(`../slides/F${pad(x.n)}.pdf`, 'slides')}` : ''}</li>`).join('')}</ol>`);
      case 'labs/': return w('Labs', `${this.workList(o, '', true)}<p>Submit via ${a(`${GIT}/courses/${lc(o.c.code)}-${o.t.short}`, 'GitLab')}. ${T.words(r, 16)}.</p>`);
      case 'project/': return w('Project', `${T.para(r, 3)}<p>${a('../project/template.zip', 'Project template')}</p>`);
      case 'faq/': return w('FAQ', `${T.para(r, 2)}${T.para(r, 2)}`);
      case 'posts/': return w('News', `<ul>${this.announcements(o, true).map(([d, t], i) => li(`${fmtISO(d)}-${i}/`, t.slice(0, 60))).join('')}</ul>`);
    }
    const m = /^posts\/(\d{4}-\d\d-\d\d)-(\d+)\/$/.exec(sl);
    if (m) { const x = this.announcements(o, true)[Number(m[2])]; if (!x || fmtISO(x[0]) !== m[1]) return nginx404(); return w(x[1].slice(0, 60), `<p>${esc(x[1])}</p>${T.para(r, 2)}`); }
    return nginx404();
  }

  // ===================================================================================================================
  // www.ict.nordtek.se: the archived site of the former ICT school (2014–2017)
  // ===================================================================================================================

  private ictShell(title: string, body: string, left = ''): Resp {
    return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html lang="sv">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>${esc(title)} - ICT-skolan, Nordtek</title>
<link rel="stylesheet" type="text/css" href="/css/ict-2012.css">
<script type="text/javascript" src="/js/jquery-1.7.2.min.js"></script>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-8']); _gaq.push(['_trackPageview']); var ictMenu = [${T.chunk('ict-menu')}];</script>
</head>
<body>
<div class="archive-banner">Detta är en arkiverad webbplats. ICT-skolan ingår sedan 1 januari 2018 i ${a(`${WWW}/eecs`, 'skolan för elektroteknik och datavetenskap (EECS)')}. Innehållet uppdateras inte.</div>
<table width="960" cellpadding="0" cellspacing="0" align="center"><tr><td colspan="2" class="top"><a href="/"><img src="/img/ict-logo.gif" alt="Nordtek ICT" border="0"></a> <span class="topmenu">${a('/education/', 'Utbildning')} | ${a('/research/', 'Forskning')} | ${a('/aktuellt/', 'Aktuellt')} | ${a('/about/staff/', 'Personal')} | ${a('/en/', 'English')}</span></td></tr>
<tr><td width="190" valign="top" class="left">${left || `<ul>${li('/education/courses/', 'Kurser')}${li('/education/period/', 'Kurser per period')}${li('/education/programmes.shtml', 'Program')}${li('/aktuellt/', 'Nyheter')}</ul>`}<div class="news"><b>Nyheter</b><ul>${this.news.filter((n) => n.id % 3 === 0 && n.date < dayOf(2018, 1, 1)).slice(-6).map((n) => `<li><small>${fmtISO(n.date)}</small><br>${a(`/aktuellt/nyheter/${dOf(n.date).getUTCFullYear()}/${n.id}.shtml`, n.sv)}</li>`).join('')}</ul></div><p class="small">Kista &ndash; Sveriges IT-centrum. ICT-skolan hade cirka 2 000 studenter på kandidat-, master- och forskarnivå.</p></td><td valign="top" class="main">
${body}
<p class="small">${T.words(rng(hash(title)), 40)}.</p>
</td></tr><tr><td colspan="2" class="bottom">ICT-skolan, Nordtek, Kistagången 16, 164 40 Kista &middot; ${a('mailto:webmaster@ict.nordtek.se', 'webmaster@ict.nordtek.se')}</td></tr></table>
</body>
</html>`);
  }
  private ictHost(u: URL): Resp {
    const p = u.pathname;
    if (/\.(css|js|gif|png|jpg)$/.test(p)) return /\.(css|js)$/.test(p) ? asset(p) : bin(extType(p) ?? 'image/gif', u.href);
    if (p.endsWith('/index.shtml')) return moved(`${ICT}${p.slice(0, -11)}`);
    const r = rng(hash(`ict${p}`));
    const ictRounds = this.offs.filter((o) => o.kind === 'ict');
    const ictCourses = COURSES.filter((c) => c.ictOrigin);
    if (p === '/' || p === '/en/') return this.ictShell('Startsida', `<h1>ICT-skolan</h1>${T.para(r, 3)}<h2>Genvägar</h2><ul>${li('/education/courses/', 'Kurser som ges av ICT-skolan')}${li('/education/period/', 'Kurser per period')}${li('/aktuellt/', 'Nyhetsarkiv')}${li('/about/staff/', 'Personal')}</ul>${T.para(r, 2)}`);
    if (p === '/education/' || p === '/research/' || p === '/education/programmes.shtml') return this.ictShell('Utbildning', `${T.para(r, 4)}<ul>${li('/education/courses/', 'Kurser')}${li('/education/period/', 'Kurser per period')}</ul>`);
    if (p === '/education/courses/') return this.ictShell('Kurser', `<h1>Kurser</h1><table>${ictCourses.map((c) => `<tr><td>${a(`/courses/${c.code}/`, c.code)}</td><td>${esc(c.sv)}</td><td>${hpOf(c, false)}</td></tr>`).join('')}</table>`);
    if (p === '/education/period/') return this.ictShell('Kurser per period', `<ul>${TERMS.slice(0, 7).map((t) => `<li>${t.sv}: ${(t.ht ? [1, 2] : [3, 4]).map((n) => a(`/education/period/${t.year}/p${n}.shtml`, `period ${n}`)).join(', ')}</li>`).join('')}</ul>`);
    let m = /^\/education\/period\/(\d{4})\/p([1-4])\.shtml$/.exec(p);
    if (m) {
      const n = Number(m[2]);
      const t = TERMS.find((x) => x.year === Number(m![1]) && x.ht === n <= 2 && x.idx < 7);
      if (!t) return apache404(p, H.ict);
      const l = this.offs.filter((o) => o.t === t && o.c.ictOrigin && periodsOf(o.c).includes(n));
      return this.ictShell(`Kurser ${t.sv} period ${n}`, `<h1>Kurser ${t.sv}, period ${n}</h1><table border="1" cellpadding="4">${l.map((o) => `<tr><td>${o.c.code}</td><td>${esc(o.c.sv)}</td><td>${esc(o.f.name)}</td><td>${o.kind === 'ict' && hash(o.key + 'ip') % 3 ? a(this.homeHref(o, 'ictper'), 'Kurswebb') : o.kind === 'people' ? a(this.homeHref(o, 'ictper'), 'Kurswebb') : '&ndash;'}</td></tr>`).join('')}</table>`);
    }
    if (p === '/about/staff/') return this.ictShell('Personal', `<ul>${TEACHERS.filter((t) => deptByKey.get(t.dept)!.ict).map((t) => `<li>${esc(t.name)}, ${esc(t.title)}${t.people ? ` &ndash; ${a(`http://${H.people}/~${t.login}/`, 'hemsida')}` : ''}</li>`).join('')}</ul>`);
    if (p === '/aktuellt/') return this.ictShell('Nyhetsarkiv', `<ul>${[2014, 2015, 2016, 2017].map((y) => li(`/aktuellt/nyheter/${y}/`, String(y))).join('')}</ul>`);
    m = /^\/aktuellt\/nyheter\/(201[4-7])\/(?:(\d+)\.shtml)?$/.exec(p);
    if (m) {
      const y = Number(m[1]);
      const items = this.news.filter((n) => dOf(n.date).getUTCFullYear() === y && n.id % 3 === 0);
      if (!m[2]) return this.ictShell(`Nyheter ${y}`, `<ul>${items.map((n) => `<li>${fmtISO(n.date)} ${a(`/aktuellt/nyheter/${y}/${n.id}.shtml`, n.sv)}</li>`).join('')}</ul>`);
      const n = items.find((x) => x.id === Number(m![2]));
      return n ? this.ictShell(n.sv, `<h1>${esc(n.sv)}</h1><p>${fmtSvL(n.date)}</p>${T.para(rng(hash(`ictn${n.id}`)), 4)}`) : apache404(p, H.ict);
    }
    m = /^\/courses\/([A-Z]{2}\d{4})\/$/.exec(p);
    if (m) {
      const c = courseByCode.get(m[1]);
      if (!c || !c.ictOrigin) return apache404(p, H.ict);
      const l = ictRounds.filter((o) => o.c === c).reverse();
      return this.ictShell(`${c.code} ${c.sv}`, `<h1>${c.code} ${esc(c.sv)}</h1><p>${hpOf(c, false)}, ${c.per}. ${a(`${WWW}/student/kurser/kurs/${c.code}`, 'Kursplan i kurskatalogen')}.</p><h2>Kursomgångar</h2><ul>${l.map((o) => li(o.base, `${o.t.sv}`)).join('') || '<li>Inga kurswebbar arkiverade.</li>'}</ul>`);
    }
    m = /^\/courses\/([A-Z]{2}\d{4})$/.exec(p);
    if (m) return moved(`${ICT}${p}/`);
    const o = this.homeIdx.get(H.ict + p);
    if (o) return this.ictHome(o);
    m = /^\/courses\/([A-Z]{2}\d{4})\/(\d{4})$/.exec(p);
    if (m && this.bases.has(`${H.ict}${p}/`)) return moved(`${ICT}${p}/`);
    const fb = this.findBase(H.ict, p);
    if (fb) return this.ictSub(fb[0], fb[1], u);
    return apache404(p, H.ict);
  }
  private ictLeft(o: Off) { return `<ul><li><b>${o.c.code}</b></li>${[['./', 'Startsida'], ['schedule.shtml', 'Schema'], ['labs.shtml', 'Laborationer'], ['exam.shtml', 'Tentamen'], ['literature.shtml', 'Litteratur'], ['news.shtml', 'Nyheter']].map(([h, l]) => li(h, l)).join('')}<li>${a(`/courses/${o.c.code}/`, 'Alla kursomgångar')}</li></ul>`; }
  private ictHome(o: Off): Resp {
    const en = o.c.lang === 'en';
    const anns = this.announcements(o);
    return this.ictShell(`${o.c.code} ${titleOf(o)} ${o.t.year}`, `<h1>${o.c.code} ${esc(titleOf(o))}, ${hpOf(o.c, en)}</h1><h2>${en ? o.t.en : o.t.sv}</h2>
<p>${blurb(o, en)}</p>
<table class="info">${this.facts(o).map(([k, v]) => `<tr><th align="left">${k}</th><td>${v}</td></tr>`).join('')}</table>
<h3>${en ? 'News' : 'Nyheter'}</h3><ul>${anns.slice(0, 5).map(([d, t]) => `<li>${fmtISO(d)}: ${esc(t)}</li>`).join('')}</ul>
<h3>${en ? 'Lecture plan' : 'Föreläsningsplan'}</h3>${this.lecTable(o, 'slides/')}
${this.prevLinks(o, en ? 'Earlier years' : 'Tidigare år')}`, this.ictLeft(o));
  }
  private ictSub(o: Off, rel: string, u: URL): Resp {
    if (/^slides\/[FLO]\d\d\.pdf$/.test(rel) || /^(labs|lab)\/[\w-]+\.(pdf|zip|tar\.gz)$/.test(rel)) return bin(extType(rel) ?? 'application/pdf', u.href);
    const en = o.c.lang === 'en';
    const w = (t: string, b: string) => this.ictShell(`${t} - ${o.c.code} ${o.t.year}`, `<h1>${t}</h1>${b}`, this.ictLeft(o));
    switch (rel) {
      case 'schedule.shtml': return w(en ? 'Schedule' : 'Schema', this.lecTable(o, 'slides/'));
      case 'labs.shtml': return w(en ? 'Labs' : 'Laborationer', this.workList(o, 'labs/'));
      case 'exam.shtml': return w(en ? 'Exam' : 'Tentamen', this.examText(o));
      case 'literature.shtml': return w(en ? 'Literature' : 'Litteratur', T.para(rng(hash(u.pathname)), 2));
      case 'news.shtml': return w(en ? 'News' : 'Nyheter', `<ul>${this.announcements(o).map(([d, t]) => `<li>${fmtISO(d)}: ${esc(t)}</li>`).join('')}</ul>`);
    }
    return apache404(u.pathname, H.ict);
  }

  // ===================================================================================================================
  // login.nordtek.se: the SAML identity provider
  // ===================================================================================================================

  private loginHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/' ) return moved(`${WWW}/`, 302);
    if (p.startsWith('/idp/')) {
      if (u.searchParams.has('SAMLRequest')) return moved(`https://${H.login}/idp/profile/SAML2/Redirect/SSO?execution=e1s1`, 302);
      return html(`<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><title>Logga in - Nordtek</title><link rel="stylesheet" href="/idp/css/nordtek.css"></head><body><div class="wrapper"><img src="/idp/images/nordtek-logo.png" alt="Nordtek"><h1>Logga in med ditt Nordtek-konto</h1><form action="/idp/profile/SAML2/Redirect/SSO?execution=e1s2" method="post"><label for="username">Användarnamn</label><input id="username" name="j_username"><label for="password">Lösenord</label><input id="password" type="password" name="j_password"><button type="submit" name="_eventId_proceed">Logga in</button></form><ul><li><a href="https://${H.login}/idp/forgot">Glömt lösenordet?</a></li><li><a href="${WWW}/om/it-support">IT-support</a></li></ul></div></body></html>`);
    }
    return nginx404();
  }

  // ===================================================================================================================
  // schema.nordtek.se: TimeEdit, endless week navigation
  // ===================================================================================================================

  private _rooms?: Map<string, [number, string, string][]>;
  /** Sessions per room in the current and previous term (for the room schedules). */
  private roomSessions(): Map<string, [number, string, string][]> {
    if (!this._rooms) {
      this._rooms = new Map();
      for (const o of this.offs) if (o.t.idx >= 10) for (const s of sessionsOf(o)) push(this._rooms, s.room, [s.date, s.time, `${o.c.code} ${s.kind}${s.n}`]);
    }
    return this._rooms;
  }
  private schemaHost(u: URL): Resp {
    const p = u.pathname.replace(/;jsessionid=[0-9A-F]+/i, '');
    const q = u.searchParams;
    const sid = `;jsessionid=${hex(`te:${q.get('objects') ?? q.get('types') ?? p}`, 16).toUpperCase()}`;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><title>${esc(title)} - TimeEdit</title><link rel="stylesheet" href="/static/css/te-web.css?v=20190912"><script src="/static/js/te-web.js?v=20190912"></script><script>var TE={"sid":"3","objects":[${T.chunk('te')}]};</script></head><body class="te"><div class="header"><a href="/web/public01/">Nordtek &ndash; Schema</a> <a href="/web/public01/${sid}?lang=en">English</a></div>${body}<div class="footer">TimeEdit &copy; 2020</div><script>TE.reservations=[${T.chunk('te-b')},${T.chunk('te-c')}];</script></body></html>`);
    if (p === '/' || p === '/web/' || p === '/web') return moved(`${SCHEMA}/web/public01/`, 302);
    if (p === '/web/public01/') return shell('Schema', `<h1>Sök schema</h1><ul>${li(`/web/public01/objects.html?fr=t&types=5&sid=3`, 'Kurser')}${li(`/web/public01/objects.html?fr=t&types=4&sid=3`, 'Lokaler')}${li(`/web/public01/objects.html?fr=t&types=3&sid=3`, 'Program och klasser')}</ul>`);
    if (p === '/web/public01/objects.html') {
      const ty = q.get('types');
      const pg = Math.max(0, Number(q.get('start') ?? 0) || 0);
      const w = mondayOf(NOW);
      const range = `p=${ymd(w)}.x,${ymd(w + 6)}.x`;
      let items: [string, string][] = [];
      if (ty === '5') items = this.offs.filter((o) => o.t.idx >= 10).map((o) => [`${o.app}.5`, `${o.c.code} ${o.c.sv} (${o.t.sv}, ${o.app})`]);
      else if (ty === '4') items = ROOMS.map((r, i) => [`${100 + i}.4`, r]);
      else if (ty === '3') items = PROGRAMMES.flatMap(([c, , , n]) => Array.from({ length: n }, (_, i) => [`${c}${i + 1}.3`, `${c}${i + 1}`] as [string, string]));
      else return nginx404();
      const per = 25;
      const body = `<h1>Objekt</h1><ul>${items.slice(pg, pg + per).map(([id, l]) => li(`/web/public01/ri.html${sid}?h=t&sid=3&${range}&objects=${id}&ox=0&types=0&fe=0`, l)).join('')}</ul>${pg + per < items.length ? a(`/web/public01/objects.html?fr=t&types=${ty}&sid=3&start=${pg + per}`, 'Nästa') : ''}`;
      return shell('Objekt', body);
    }
    if (p === '/web/public01/ri.html' || p === '/web/public01/ri.ics' || p === '/web/public01/ri.csv') {
      if (p !== '/web/public01/ri.html') return { status: 200, type: p.endsWith('ics') ? 'text/calendar' : 'text/csv', body: `BEGIN:VCALENDAR\r\nX-WR-CALNAME:${q.get('objects') ?? ''}\r\nEND:VCALENDAR\r\n` };
      const pm = /^(\d{4})(\d\d)(\d\d)\.x,(\d{4})(\d\d)(\d\d)\.x$/.exec(q.get('p') ?? '');
      const obj = q.get('objects') ?? '';
      if (!pm || !obj) return err500(H.schema);
      const from = dayOf(Number(pm[1]), Number(pm[2]), Number(pm[3]));
      const to = dayOf(Number(pm[4]), Number(pm[5]), Number(pm[6]));
      if (!(to >= from && to - from < 40)) return err500(H.schema);
      const len = to - from + 1;
      const link = (f: number, t: number) => `/web/public01/ri.html${sid}?h=t&sid=3&p=${ymd(f)}.x,${ymd(t)}.x&objects=${obj}&ox=0&types=0&fe=0`;
      let rows: [number, string, string, string][] = [];
      const om = /^(\d+)\.(\d)$/.exec(obj);
      if (om && om[2] === '5') {
        const o = this.offs.find((x) => x.app === Number(om[1]));
        if (o) rows = sessionsOf(o).filter((s) => s.date >= from && s.date <= to).map((s) => [s.date, s.time, `${o.c.code} ${s.kind === 'F' ? 'Föreläsning' : s.kind === 'Ö' ? 'Övning' : 'Laboration'} ${s.n}`, s.room]);
      } else if (om && om[2] === '4') {
        const room = ROOMS[Number(om[1]) - 100];
        if (room) rows = (this.roomSessions().get(room) ?? []).filter(([d]) => d >= from && d <= to).map(([d, t, w]) => [d, t, w, room]);
      }
      rows.sort((x, y) => x[0] - y[0] || x[1].localeCompare(y[1]));
      const body = `<div class="nav">${a(link(from - len, to - len), '« Föregående')} ${a(link(mondayOf(NOW), mondayOf(NOW) + 6), 'Idag')} ${a(link(from + len, to + len), 'Nästa »')} | ${a(link(from, from + 6), 'Vecka')} ${a(link(from, from + 27), '4 veckor')} | ${a(`/web/public01/ri.ics?h=t&sid=3&p=${ymd(from)}.x,${ymd(to)}.x&objects=${obj}`, 'iCal')} ${a(`/web/public01/ri.csv?h=t&sid=3&p=${ymd(from)}.x,${ymd(to)}.x&objects=${obj}`, 'CSV')}</div><h1>${esc(obj)}: v ${isoWeek(from)}${len > 7 ? `–${isoWeek(to)}` : ''}, ${fmtISO(from)} – ${fmtISO(to)}</h1><table class="restable">${rows.map(([d, t, w, room]) => `<tr><td>${fmtDay(d)}</td><td>${t}</td><td>${esc(w)}</td><td>${a(`/web/public01/ri.html${sid}?h=t&sid=3&p=${ymd(mondayOf(d))}.x,${ymd(mondayOf(d) + 6)}.x&objects=${100 + Math.max(0, ROOMS.indexOf(room))}.4&ox=0&types=0&fe=0`, room)}</td></tr>`).join('') || '<tr><td>Inga bokningar</td></tr>'}</table>`;
      return shell(`Schema ${obj}`, body);
    }
    if (p.startsWith('/static/')) return asset(p);
    return nginx404();
  }

  // ===================================================================================================================
  // diva.nordtek.se: the publication archive (faceted search, records, exports)
  // ===================================================================================================================

  private divaRecord(pid: number) {
    const r = rng(hash(`diva${pid}`));
    const year = int(r, 2008, 2020);
    const type = pick(r, ['Artikel i tidskrift', 'Konferensbidrag', 'Doktorsavhandling', 'Licentiatavhandling', 'Studentuppsats (Examensarbete)', 'Rapport', 'Kapitel i bok']);
    const f = pick(r, TEACHERS);
    return { pid, year, type, title: paperTitle(r), authors: [f.name, `${pick(r, FIRST)} ${pick(r, LAST)}`, ...(r() < 0.5 ? [`${pick(r, FIRST)} ${pick(r, LAST)}`] : [])], org: deptByKey.get(f.dept)!, venue: pick(r, CONFS), login: f.login };
  }
  private divaHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const dswid = `&dswid=${1000 + (hash(p) % 9000)}`;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><title>${esc(title)} - DiVA</title><link rel="stylesheet" href="/smash/resources/css/diva.css?v=3.5.1"><script src="/smash/javax.faces.resource/jsf.js.xhtml?ln=javax.faces"></script><script>var DIVA={"portal":"nordtek","state":"${hex(u.href, 40)}","facets":[${T.chunk('diva')}]};</script></head><body><div id="header"><a href="/smash/search.jsf?searchType=SIMPLE${dswid}">DiVA &ndash; Nordtek</a> <a href="/smash/search.jsf?searchType=RESEARCH${dswid}">Avancerad sökning</a> <a href="/smash/login.jsf">Logga in</a> <a href="?language=en${dswid}">English</a></div><div id="content">${body}</div><div id="footer"><p>DiVA &ndash; Digitala Vetenskapliga Arkivet. Nordteks publikationsdatabas drivs av biblioteket.</p></div><script>var divaFacesState=[${T.chunk('diva-b')},${T.chunk('diva-c')}];</script></body></html>`);
    if (p === '/' || p === '/smash' || p === '/smash/') return moved(`${DIVA}/smash/search.jsf`, 302);
    if (p === '/smash/login.jsf') return moved(sso(`${DIVA}/smash/login.jsf`), 302);
    let m = /^\/smash\/get\/diva2:(\d+)\/FULLTEXT0\d\.pdf$/.exec(p);
    if (m) return bin('application/pdf', u.href);
    if (p === '/smash/export.jsf') return { status: 200, type: q.get('format') === 'ris' ? 'application/x-research-info-systems' : 'application/x-bibtex', body: `@article{diva2:${q.get('pid') ?? ''},\n  title={${esc(this.divaRecord(Number((q.get('pid') ?? '').replace(/\D/g, '')) || 1).title)}}\n}\n` };
    if (p === '/smash/record.jsf') {
      m = /^diva2:(\d+)$/.exec(q.get('pid') ?? '');
      if (!m) return err500(H.diva);
      const pid = Number(m[1]);
      if (pid < 1100000 || (pid - 1100000) % 97 || (pid - 1100000) / 97 >= DIVA_POOL) return shell('Posten finns inte', '<p>Posten finns inte.</p>');
      const d = this.divaRecord(pid);
      const r = rng(hash(`dr${pid}`));
      const formats = ['bibtex'];
      return shell(d.title, `<h1>${esc(d.title)}</h1><p>${d.authors.map((x, i) => (i === 0 ? a(`${WWW}/profile/${d.login}`, x) : esc(x))).join('; ')}</p><dl><dt>Publikationstyp</dt><dd>${d.type}</dd><dt>År</dt><dd>${d.year}</dd><dt>Organisation</dt><dd>${a(`/smash/search.jsf?aq2=[[{"organisationId":"${d.org.org}"}]]&sf=all${dswid}`, d.org.sv)}</dd><dt>Publicerad i</dt><dd>${d.venue} ${d.year}</dd></dl><h2>Abstract</h2><p>${T.words(r, 80)}.</p><p>${r() < 0.6 ? a(`/smash/get/diva2:${pid}/FULLTEXT01.pdf`, 'Fulltext (pdf)') : ''}</p><p>Exportera: ${formats.map((f) => a(`/smash/export.jsf?format=${f}&pid=diva2:${pid}${dswid}`, f)).join(' ')}</p><h3>Relaterade</h3><ul>${Array.from({ length: 3 }, () => { const x = divaPid(int(r, 0, DIVA_POOL - 1)); return li(`/smash/record.jsf?pid=diva2:${x}${dswid}`, this.divaRecord(x).title); }).join('')}</ul>`);
    }
    if (p === '/smash/search.jsf') {
      const sort = q.get('sortOrder') ?? 'relevance_sort_desc';
      const rows = Math.min(100, Number(q.get('noOfRows') ?? 50) || 50);
      const pg = Math.max(0, Number(q.get('p') ?? 0) || 0);
      const yf = q.get('af') ?? '';
      const aq2 = q.get('aq2') ?? '';
      const key = `${aq2}|${yf}|${q.get('aq') ?? ''}`;
      const total = key === '||' ? DIVA_POOL : 60 + (hash(key) % 700);
      if (pg * rows >= total || pg > 60) return shell('Sökresultat', '<p>Inga fler träffar.</p>');
      const base = (over: Record<string, string>) => { const s = new URLSearchParams(u.search); s.delete('dswid'); for (const [k, v] of Object.entries(over)) { if (v) s.set(k, v); else s.delete(k); } return `/smash/search.jsf?${s.toString()}${dswid}`; };
      // The hits of a filter are a fixed subset of the records; sorting and paging only reorder and window them.
      const off = hash(`ds${key}`) % DIVA_POOL;
      const step = key === '||' ? 1 : 1 + (hash(`st${key}`) % 5);
      const order = Array.from({ length: total }, (_, i) => divaPid((off + i * step) % DIVA_POOL));
      if (sort !== 'relevance_sort_desc') order.sort((x, y) => hash(`${sort}${x}`) - hash(`${sort}${y}`));
      const hits = order.slice(pg * rows, pg * rows + rows);
      const years = [2020, 2019, 2018, 2017, 2016, 2015, 2014];
      const facets = key !== '||' ? `<div class="facets"><p>Filter: ${esc(key.replace(/\|/g, ' '))} ${a(`/smash/search.jsf?searchType=SIMPLE&sf=all${dswid}`, 'Ta bort filter')}</p></div>` : `<div class="facets"><h3>År</h3><ul>${years.map((y) => li(base({ af: `["year:${y}"]`, p: '' }), String(y))).join('')}</ul><h3>Organisation</h3><ul>${DEPTS.map((d) => li(base({ aq2: `[[{"organisationId":"${d.org}"}]]`, p: '' }), d.sv)).join('')}</ul><h3>Publikationstyp</h3><ul>${['article', 'conferencePaper', 'thesis', 'studentThesis', 'report'].map((t) => li(base({ aq: `[[{"publicationTypeCode":["${t}"]}]]`, p: '' }), t)).join('')}</ul></div>`;
      const sorts = ['relevance_sort_desc', 'dateIssued_sort_desc', 'title_sort_asc'].map((s) => (s === sort ? `<strong>${s}</strong>` : a(base({ sortOrder: s, p: '' }), s))).join(' | ');
      const pager = `${pg > 0 ? a(base({ p: String(pg - 1) }), '« Föregående') : ''} ${Array.from({ length: Math.ceil(total / rows) }, (_, i) => i).filter((i) => Math.abs(i - pg) <= 2).map((i) => (i === pg ? `<strong>${i + 1}</strong>` : a(base({ p: String(i) }), String(i + 1)))).join(' ')} ${(pg + 1) * rows < total ? a(base({ p: String(pg + 1) }), 'Nästa »') : ''}`;
      return shell('Sökresultat', `<p>${total} träffar. Sortera: ${sorts}</p>${facets}<ol start="${pg * rows + 1}">${hits.map((pid) => { const d = this.divaRecord(pid); return `<li>${a(`/smash/record.jsf?pid=diva2:${pid}${dswid}`, d.title)}<br><small>${esc(d.authors.join('; '))} (${d.year}) ${d.type}</small></li>`; }).join('')}</ol><p>${pager}</p>`);
    }
    if (p.startsWith('/smash/resources/') || p.startsWith('/smash/javax.faces.resource/')) return asset(p.endsWith('.xhtml') ? `${p}.js` : p);
    return nginx404();
  }

  // ===================================================================================================================
  // bilder.nordtek.se: a Piwigo photo gallery
  // ===================================================================================================================

  private albums(): { id: number; title: string; n: number; date: number }[] {
    if (!this._albums) {
      this._albums = Array.from({ length: 44 }, (_, i) => { const r = rng(hash(`album${i}`)); return { id: i + 1, title: `${pick(r, ['Öppet hus', 'Mottagningen', 'Examenshögtid', 'Robotics Day', 'Hackathon', 'Julfest', 'Disputationsfest', 'Exjobbsmässan', 'Doktorandkonferens', 'Campus Kista', 'Campus Valhallavägen', 'Forskningens dag'])} ${2014 + (i % 7)}`, n: int(r, 12, 60), date: dayOf(2014 + (i % 7), int(r, 1, 12), int(r, 1, 28)) }; });
    }
    return this._albums;
  }
  private _albums?: { id: number; title: string; n: number; date: number }[];
  private bilderHost(u: URL): Resp {
    const raw = u.search.slice(1);
    const p = u.pathname;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><title>${esc(title)} | Nordteks bildbank</title><link rel="stylesheet" href="/themes/bootstrap_darkroom/css/style.css"><script src="/themes/default/js/jquery.min.js"></script></head><body><nav>${a('/', 'Bildbank')} ${a('/index.php?/categories', 'Album')} ${a('/tags.php', 'Taggar')} ${a('/index.php?/most_visited', 'Mest visade')} ${a('/index.php?/recent_pics', 'Senaste bilderna')} ${a('/identification.php', 'Logga in')}</nav>${body}<footer>Powered by Piwigo</footer><script>var piwigo=[${T.chunk('piwigo-a')}];</script></body></html>`);
    const albums = this.albums();
    if (/^\/(themes|plugins)\//.test(p)) return asset(p);
    if (p === '/identification.php') return html('<!DOCTYPE html><html><head><title>Logga in</title></head><body><form method="post"><input name="username"><input type="password" name="password"></form></body></html>');
    if (p === '/i.php') return bin('image/jpeg', u.href);
    if (p === '/tags.php') return shell('Taggar', `<ul>${['campus', 'studenter', 'forskning', 'robot', 'examen', 'fest', 'labb', 'kista'].map((t, i) => li(`/index.php?/tags/${i + 1}-${t}`, t)).join('')}</ul>`);
    if (p === '/' || (p === '/index.php' && (raw === '' || raw === '/categories'))) return shell('Bildbank', `<ul class="albums">${albums.map((x) => `<li>${a(`/index.php?/category/${x.id}`, x.title)} (${x.n})</li>`).join('')}</ul>`);
    if (p === '/index.php') {
      let m = /^\/category\/(\d+)(?:\/start-(\d+))?$/.exec(raw);
      if (m) {
        const al = albums[Number(m[1]) - 1];
        if (!al) return shell('Fel', '<p>Albumet finns inte.</p>');
        const start = Number(m[2] ?? 0);
        const per = 15;
        const ids = Array.from({ length: al.n }, (_, i) => al.id * 1000 + i);
        const pager = Array.from({ length: Math.ceil(al.n / per) }, (_, i) => (i * per === start ? `<b>${i + 1}</b>` : a(`/index.php?/category/${al.id}${i ? `/start-${i * per}` : ''}`, String(i + 1)))).join(' ');
        return shell(al.title, `<h1>${esc(al.title)}</h1><ul class="thumbs">${ids.slice(start, start + per).map((id) => `<li>${a(`/picture.php?/${id}/category/${al.id}`, `IMG_${id}`)}<img src="/i.php?/upload/${al.id}/${id}-th.jpg" alt=""></li>`).join('')}</ul><p>${pager}</p><p>${a(`/index.php?/category/${al.id}&display=flat`, 'Visa alla')} ${a(`/index.php?/category/${al.id}/posted-monthly-list`, 'Kalender')}</p>`);
      }
      m = /^\/tags\/(\d+)-[a-z]+$/.exec(raw);
      if (m) { const r = rng(hash(raw)); return shell('Tagg', `<ul>${Array.from({ length: 30 }, () => { const al = pick(r, albums); const id = al.id * 1000 + int(r, 0, al.n - 1); return li(`/picture.php?/${id}/category/${al.id}`, `IMG_${id}`); }).join('')}</ul>`); }
      if (raw === '/most_visited' || raw === '/recent_pics') { const r = rng(hash(raw)); return shell('Bilder', `<ul>${Array.from({ length: 30 }, () => { const al = pick(r, albums); const id = al.id * 1000 + int(r, 0, al.n - 1); return li(`/picture.php?/${id}/category/${al.id}`, `IMG_${id}`); }).join('')}</ul>`); }
      return shell('Bildbank', `<p>${T.words(rng(hash(raw)), 10)}</p>`);
    }
    if (p === '/picture.php') {
      const m = /^\/(\d+)\/category\/(\d+)(?:&(slideshow|metadata)=?.*)?$/.exec(raw);
      if (!m) return shell('Fel', '<p>Bilden finns inte.</p>');
      const id = Number(m[1]);
      const al = albums[Number(m[2]) - 1];
      if (!al || Math.floor(id / 1000) !== al.id || id % 1000 >= al.n) return shell('Fel', '<p>Bilden finns inte.</p>');
      const i = id % 1000;
      const nav = `${i > 0 ? a(`/picture.php?/${id - 1}/category/${al.id}`, '« Föregående') : ''} ${a(`/index.php?/category/${al.id}`, 'Tillbaka till albumet')} ${i < al.n - 1 ? a(`/picture.php?/${id + 1}/category/${al.id}`, 'Nästa »') : ''}`;
      const sizes = ['me', 'xx'].map((s) => a(`/i.php?/upload/${al.id}/${id}-${s}.jpg`, s)).join(' ');
      return shell(`IMG_${id}`, `<div>${nav}</div><img src="/i.php?/upload/${al.id}/${id}-me.jpg" alt=""><p>Storlekar: ${sizes}</p><p>${a(`/picture.php?/${id}/category/${al.id}&slideshow=`, 'Bildspel')}</p><table class="exif">${['Kamera: Canon EOS 5D Mark IV', `Datum: ${fmtISO(al.date)}`, `Exponering: 1/${int(rng(hash(`ex${id}`)), 60, 500)} s`, `Bländare: f/${int(rng(hash(`f${id}`)), 2, 11)}`, 'Brännvidd: 50 mm', 'ISO: 800'].map((x) => `<tr><td>${x}</td></tr>`).join('')}</table><script>var piwigoState=[${T.chunk('piwigo')}];</script><p>Fotograf: ${pick(rng(hash(`ph${id}`)), ['Nordtek kommunikation', 'Studentkåren', 'EECS'])}. ${fmtSv(al.date)}</p>`);
    }
    if (p === '/action.php') return bin('image/jpeg', u.href);
    return nginx404();
  }

  // ===================================================================================================================
  // wiki.eecs.nordtek.se: Confluence (pages, versions, diffs, attachments, login walls)
  // ===================================================================================================================

  private _wiki?: { id: number; space: string; title: string; versions: number; att: number }[];
  private wikiPages() {
    if (!this._wiki) {
      const spaces: [string, string[]][] = [['EECS', ['Home', 'Nyanställd på EECS', 'Resor och utlägg', 'Rumsbokning', 'Skrivare', 'Konferensrum', 'Sammanträden', 'Arbetsmiljö', 'Lokaler Kista', 'Lokaler Valhallavägen']], ['SYS', ['Home', 'Linux-datorer', 'VPN', 'Eduroam', 'AFS och hemkataloger', 'GPU-klustret', 'Slurm', 'Backup', 'Mejl', 'GitLab-runners', 'Docker', 'Licenser', 'Matlab', 'LaTeX', 'Labbsalar', 'Kontot på people.nordtek.se']], ['EXJOBB', ['Home', 'Examensarbete EECS', 'Mallar', 'Opponering', 'Presentation', 'Betygskriterier', 'DiVA-publicering']], ['LAB', ['Home', 'Labbsal Gul', 'Labbsal Grön', 'Labbsal Röd', 'Labbsal Orange', 'Utrustning', 'Lån av robotar', 'FPGA-kort']], ['TA', ['Home', 'Assistentguide', 'Rättning', 'Kösystemet', 'Canvas för assistenter', 'Lönerapportering']]];
      const out: { id: number; space: string; title: string; versions: number; att: number }[] = [];
      let id = 4980736;
      for (const [s, titles] of spaces) {
        const r = rng(hash(`space${s}`));
        const extra = Array.from({ length: int(r, 30, 70) }, () => `${pick(r, ['Instruktion', 'Protokoll', 'Rutin', 'Anteckningar', 'FAQ', 'Checklista', 'Möte'])} ${pick(r, ['labb', 'kurs', 'server', 'projekt', 'grupp', 'budget'])} ${int(r, 2014, 2020)}-${pad(int(r, 1, 12))}`);
        for (const t of [...new Set([...titles, ...extra])]) { id += int(r, 3, 400); out.push({ id, space: s, title: t, versions: int(r, 1, 8), att: r() < 0.4 ? int(r, 1, 6) : 0 }); }
      }
      this._wiki = out;
    }
    return this._wiki;
  }
  private wikiHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const pages = this.wikiPages();
    const byId = (id: number) => pages.find((x) => x.id === id);
    const disp = (x: { space: string; title: string }) => `/display/${x.space}/${encodeURIComponent(x.title).replace(/%20/g, '+')}`;
    const shell = (title: string, body: string, x?: { id: number; space: string }) => html(`<!DOCTYPE html><html><head><meta charset="UTF-8"><title>${esc(title)} - EECS Wiki</title><link rel="stylesheet" href="/s/${hex('conf', 10)}/7.2.1/_/download/batch/_super/batch.css"><script>AJS.Meta.set("page-id","${x?.id ?? ''}");AJS.params=[${T.chunk('conf')}];</script></head><body class="theme-default aui-layout aui-theme-default"><header id="header">${a('/', 'EECS Wiki')} ${a('/spacedirectory/view.action', 'Spaces')} ${a('/dashboard.action', 'Dashboard')} ${a(`/login.action?os_destination=${encodeURIComponent(p + u.search)}`, 'Log in')}</header><div id="main">${x ? `<nav class="space-nav">${pages.filter((y) => y.space === x.space).slice(0, 20).map((y) => a(disp(y), y.title)).join(' · ')}</nav>` : ''}<h1 id="title-text">${esc(title)}</h1>${body}</div><script>WRM._unparsedData=[${T.chunk('conf-b')},${T.chunk('conf-c')}];</script></body></html>`);
    if (p === '/' || p === '/dashboard.action') return shell('Dashboard', `<ul>${['EECS', 'SYS', 'EXJOBB', 'LAB', 'TA'].map((s) => li(`/display/${s}`, s)).join('')}</ul>`);
    if (p.startsWith('/s/')) return asset(p);
    if (p === '/login.action') return shell('Log in', '<form method="post"><input name="os_username"><input type="password" name="os_password"><button>Log in</button></form>');
    if (p === '/spacedirectory/view.action') return shell('Spaces', `<ul>${['EECS', 'SYS', 'EXJOBB', 'LAB', 'TA'].map((s) => li(`/spaces/viewspace.action?key=${s}`, s)).join('')}</ul>`);
    if (p === '/spaces/viewspace.action') { const s = q.get('key') ?? ''; return moved(`${WIKI}/display/${s}`, 302); }
    let m = /^\/display\/([A-Z]+)\/?$/.exec(p);
    if (m) { const home = pages.find((x) => x.space === m![1] && x.title === 'Home'); return home ? this.wikiPage(u, home, shell, disp) : { ...shell('Page Not Found', '<p>Page not found.</p>'), status: 404 }; }
    m = /^\/display\/([A-Z]+)\/(.+)$/.exec(p);
    if (m) {
      let title: string;
      try { title = decodeURIComponent(m[2].replace(/\+/g, ' ')); } catch { return { ...shell('Page Not Found', '<p>Page not found.</p>'), status: 404 }; }
      const x = pages.find((y) => y.space === m![1] && y.title === title);
      return x ? this.wikiPage(u, x, shell, disp) : { ...shell('Page Not Found', '<p>Page not found.</p>'), status: 404 };
    }
    const id = Number(q.get('pageId') ?? 0);
    const x = byId(id);
    if (p.startsWith('/download/attachments/')) return bin(extType(p) ?? 'application/octet-stream', u.href);
    if (/^\/pages\/(editpage|createpage|copypage|removepage)\.action$/.test(p) || p.startsWith('/plugins/')) return moved(`${WIKI}/login.action?os_destination=${encodeURIComponent(p + u.search)}`, 302);
    if (!x) return { ...shell('Page Not Found', '<p>Page not found.</p>'), status: 404 };
    if (p === '/pages/viewpage.action') { const v = Number(q.get('pageVersion') ?? x.versions); return v >= 1 && v <= x.versions ? this.wikiPage(u, x, shell, disp, v) : { ...shell('Not found', '<p>Version not found.</p>'), status: 404 }; }
    if (p === '/pages/viewpreviousversions.action') return shell(`Page History: ${x.title}`, `<table class="tableview">${Array.from({ length: x.versions }, (_, i) => x.versions - i).map((v) => `<tr><td>${a(`/pages/viewpage.action?pageId=${x.id}&pageVersion=${v}`, `v. ${v}`)}</td><td>${fmtSv(NOW - (x.versions - v) * 41 - (x.id % 30))}</td><td>${pick(rng(hash(`wu${x.id}${v}`)), TEACHERS).name}</td><td>${v > 1 ? a(`/pages/diffpagesbyversion.action?pageId=${x.id}&selectedPageVersions=${v - 1}&selectedPageVersions=${v}`, 'Compare with previous') : ''}</td></tr>`).join('')}</table>`, x);
    if (p === '/pages/diffpagesbyversion.action') { const vs = q.getAll('selectedPageVersions').map(Number); return shell(`Compare versions: ${x.title}`, `<p>Comparing v. ${vs.join(' and v. ')}</p><div class="diff"><ins>${T.words(rng(hash(u.search)), 20)}</ins> <del>${T.words(rng(hash(u.search + 'd')), 12)}</del></div>`, x); }
    if (p === '/pages/viewpageattachments.action') return shell(`Attachments: ${x.title}`, `<ul>${Array.from({ length: x.att }, (_, i) => li(`/download/attachments/${x.id}/${slugify(x.title)}-${i + 1}.pdf?version=1&modificationDate=${1500000000000 + x.id}&api=v2`, `${slugify(x.title)}-${i + 1}.pdf`)).join('') || '<li>No attachments</li>'}</ul>`, x);
    if (p === '/pages/viewinfo.action') return shell(`Page information: ${x.title}`, `<p>Created by ${pick(rng(hash(`wc${x.id}`)), TEACHERS).name}. ${x.versions} versions.</p><p>${a(`/pages/viewpreviousversions.action?pageId=${x.id}`, 'Page history')}</p>`, x);
    return { ...shell('Page Not Found', '<p>Page not found.</p>'), status: 404 };
  }
  private wikiPage(u: URL, x: { id: number; space: string; title: string; versions: number; att: number }, shell: (t: string, b: string, x?: { id: number; space: string }) => Resp, disp: (x: { space: string; title: string }) => string, v = x.versions): Resp {
    const r = rng(hash(`wp${x.id}${v}`));
    const pages = this.wikiPages().filter((y) => y.space === x.space);
    const kids = pages.filter((y) => hash(y.title) % 7 === x.id % 7 && y !== x).slice(0, 6);
    const extra = x.space === 'TA' && x.title === 'Canvas för assistenter' ? `<p>${a(`${CANVAS}/search/all_courses`, 'Öppna kursrum')}</p>`
      : x.space === 'SYS' && x.title === 'Kontot på people.nordtek.se' ? `<p>Exempel: ${TEACHERS.filter((t) => t.people).slice(0, 3).map((t) => a(`http://${H.people}/~${t.login}/`, `~${t.login}`)).join(', ')}</p>`
      : x.space === 'SYS' && x.title === 'Mejl' ? `<p>E-postlistor för kurser och grupper finns på ${a(`${SYMPA}/sympa/lists`, 'sympa.nordtek.se')}. Kurslistor skapas automatiskt (<code>dd1337-ht19</code>).</p>`
      : (x.space === 'LAB' || x.space === 'SYS') && x.title === 'Home' ? `<p>Loggar från labbsalarna: ${a(`http://${H.labs}/logs/`, 'labs.eecs.nordtek.se/logs/')} &middot; Labbavbilder: ${a(`http://${H.labs}/pub/images/`, 'pub/images')}</p>`
      : '';
    void u;
    return shell(x.title, `<div class="page-metadata">${v < x.versions ? `<strong>Old version ${v}</strong> · ${a(disp(x), 'View current')}` : `Created by ${pick(r, TEACHERS).name}, last modified ${fmtSv(NOW - (x.id % 300))}`} · ${a(`/pages/viewpreviousversions.action?pageId=${x.id}`, 'Page history')} · ${a(`/pages/viewinfo.action?pageId=${x.id}`, 'Page information')}${x.att ? ` · ${a(`/pages/viewpageattachments.action?pageId=${x.id}`, 'Attachments')}` : ''} · ${a(`/pages/editpage.action?pageId=${x.id}`, 'Edit')}</div><div class="wiki-content">${T.para(r, 4)}${T.para(r, 3)}${extra}<h2>Underliggande sidor</h2><ul>${kids.map((y) => li(disp(y), y.title)).join('')}</ul></div>`, x);
  }

  // ===================================================================================================================
  // gitlab.nordtek.se: projects, commits, trees, blobs, blame, raw
  // ===================================================================================================================

  private _projects?: { path: string; name: string; commits: number; files: string[]; site?: Off }[];
  private projects() {
    if (!this._projects) {
      const out: { path: string; name: string; commits: number; files: string[]; site?: Off }[] = [];
      for (const o of this.offs.filter((x) => x.kind === 'site')) out.push({ path: `courses/${lc(o.c.code)}-${o.t.short}`, name: `${o.c.code} ${o.t.en}`, commits: 40 + (hash(o.key) % 260), files: ['README.md', 'config.toml', 'content/_index.md', 'content/schedule.md', 'content/labs/_index.md', '.gitlab-ci.yml'], site: o });
      const r = rng(hash('gitprojects'));
      const groups = ['tcs', 'rpl', 'scs', 'sys', 'mid', 'tmh'];
      for (let i = 0; i < 30; i++) {
        const g = pick(r, groups);
        const name = `${pick(r, ['kompics', 'ros-nav', 'speechtools', 'labtools', 'grader', 'queue-system', 'tex-templates', 'dataset-loader', 'sim', 'infra', 'ansible', 'thesis-template', 'bench', 'vis-lib', 'paxos-impl', 'sdn-lab'])}${r() < 0.5 ? '-' + int(r, 1, 9) : ''}`;
        if (out.some((x) => x.path === `${g}/${name}`)) continue;
        out.push({ path: `${g}/${name}`, name, commits: int(r, 30, 500), files: ['README.md', 'LICENSE', 'src/main.py', 'src/util.py', 'tests/test_main.py', 'docs/index.md', 'Makefile'] });
      }
      this._projects = out;
    }
    return this._projects;
  }
  private gitlabHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const projects = this.projects();
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html class="" lang="en"><head><meta charset="utf-8"><title>${esc(title)} · GitLab</title><link rel="stylesheet" href="/assets/application-${hex('gl', 64)}.css"><script>gon={"api_version":"v4","relative_url_root":"","gitlab_url":"${GIT}","revision":"12.6.4","sprite_icons":"/assets/icons.svg"};window.gl=window.gl||{};gl.startup=[${T.chunk('gitlab')}];</script></head><body class="ui-indigo"><header class="navbar navbar-gitlab">${a('/explore', 'Explore')} ${a('/help', 'Help')} ${a('/users/sign_in', 'Sign in')}</header><div class="content-wrapper">${body}</div><script>gl.vueState=[${T.chunk('gitlab-b')},${T.chunk('gitlab-c')}];</script></body></html>`);
    if (p === '/') return moved(`${GIT}/explore`, 302);
    if (p === '/users/sign_in') return shell('Sign in', '<form method="post"><input name="user[login]"><input type="password" name="user[password]"></form><p><a href="/users/auth/saml">Nordtek login</a></p>');
    if (p === '/users/auth/saml') return moved(sso(`${GIT}/users/auth/saml/callback`), 302);
    if (p === '/help') return shell('Help', `<p>GitLab Community Edition 12.6.4</p>${T.para(rng(hash('glhelp')), 3)}`);
    if (p === '/explore' || p === '/explore/projects') {
      const pg = Math.max(1, Number(q.get('page') ?? 1) || 1);
      const sort = q.get('sort') ?? 'latest_activity_desc';
      const per = 20;
      const list = projects.slice().sort((x, y) => (sort === 'name_asc' ? x.path.localeCompare(y.path) : hash(x.path + sort) - hash(y.path + sort)));
      if ((pg - 1) * per >= list.length) return shell('Explore', '<p>No projects.</p>');
      return shell('Explore projects', `<p>${['latest_activity_desc', 'name_asc', 'created_desc', 'stars_desc'].map((s) => a(`/explore/projects?sort=${s}`, s)).join(' · ')}</p><ul class="projects-list">${list.slice((pg - 1) * per, pg * per).map((x) => li(`/${x.path}`, x.path)).join('')}</ul><p>${pg > 1 ? a(`/explore/projects?page=${pg - 1}&sort=${sort}`, 'Prev') : ''} ${pg * per < list.length ? a(`/explore/projects?page=${pg + 1}&sort=${sort}`, 'Next') : ''}</p>`);
    }
    const gm = /^\/([a-z]+)\/?$/.exec(p);
    if (gm) { const l = projects.filter((x) => x.path.startsWith(gm[1] + '/')); return l.length ? shell(gm[1], `<h1>${gm[1]}</h1><ul>${l.map((x) => li(`/${x.path}`, x.name)).join('')}</ul>`) : { ...shell('Not Found', '<h1>404</h1>'), status: 404 }; }
    const m = /^\/([a-z]+\/[a-z0-9.-]+)(?:\/-\/(.*))?$/.exec(p);
    if (!m) return { ...shell('Not Found', '<h1>404</h1><p>Page Not Found</p>'), status: 404 };
    const pr = projects.find((x) => x.path === m[1]);
    if (!pr) return moved(`${GIT}/users/sign_in`, 302);
    const sha = (n: number) => hex(`${pr.path}#${n}`, 40);
    const rest = m[2] ?? '';
    const nav = `<nav class="project-nav">${[['', 'Project'], ['-/tree/master', 'Repository'], ['-/commits/master', 'Commits'], ['-/branches', 'Branches'], ['-/tags', 'Tags'], ['-/issues', 'Issues'], ['-/graphs/master', 'Graph']].map(([h, l]) => a(`/${pr.path}${h ? '/' + h : ''}`, l)).join(' ')}</nav>`;
    const r = rng(hash(p + u.search));
    if (rest === '') {
      const readme = pr.site ? `<h2>${pr.site.c.code} ${esc(pr.site.c.en)} (${pr.site.t.en})</h2><p>Source of the course website. Published with GitLab Pages at ${a(this.homeHref(pr.site, 'gitlab'), pr.site.home)}.</p><p>Run <code>hugo server</code> to preview.</p>` : `<h2>${esc(pr.name)}</h2>${T.para(r, 2)}`;
      return shell(pr.path, `${nav}<h1>${esc(pr.path)}</h1><p>${pr.commits} Commits · ${a(`/${pr.path}/-/commit/${sha(pr.commits)}`, sha(pr.commits).slice(0, 8))}</p><ul>${pr.files.map((f) => li(`/${pr.path}/-/blob/master/${f}`, f)).join('')}</ul><div class="readme">${readme}</div>`);
    }
    let mm = /^commits\/master$/.exec(rest);
    if (mm) {
      const pg = Math.max(1, Number(q.get('page') ?? 1) || 1);
      const per = 20;
      const top = pr.commits - (pg - 1) * per;
      if (top <= 0) return shell('Commits', `${nav}<p>No more commits.</p>`);
      return shell(`Commits · ${pr.path}`, `${nav}<ul class="commit-list">${Array.from({ length: Math.min(per, top) }, (_, i) => top - i).map((n) => `<li>${a(`/${pr.path}/-/commit/${sha(n)}`, `${pick(rng(hash(`${pr.path}c${n}`)), ['Fix', 'Update', 'Add', 'Refactor', 'Remove', 'Merge branch'])} ${T.words(rng(hash(`${pr.path}m${n}`)), 4)}`)} <code>${sha(n).slice(0, 8)}</code></li>`).join('')}</ul><p>${pg > 1 ? a(`/${pr.path}/-/commits/master?page=${pg - 1}`, 'Prev') : ''} ${top > per ? a(`/${pr.path}/-/commits/master?page=${pg + 1}`, 'Next') : ''}</p>`);
    }
    mm = /^commit\/([0-9a-f]{40})$/.exec(rest);
    if (mm) {
      const s = mm[1];
      return shell(`Commit ${s.slice(0, 8)}`, `${nav}<h1>Commit ${s.slice(0, 8)}</h1><p>${T.words(r, 8)}</p><p>${a(`/${pr.path}/-/tree/${s}`, 'Browse files')}</p><pre class="diff">${esc(T.words(r, 90))}</pre><ul>${pr.files.filter((_, i) => ((hash(s) >>> i) & 3) === 0).map((f) => `<li>${a(`/${pr.path}/-/blob/${s}/${f}`, f)}</li>`).join('')}</ul>`);
    }
    mm = /^commit\/([0-9a-f]{40})\.(patch|diff)$/.exec(rest);
    if (mm) return { status: 200, type: 'text/plain', body: `From ${mm[1]}\n${T.words(r, 40)}\n` };
    mm = /^(tree|blob|blame|raw)\/([0-9a-f]{40}|master)(?:\/(.*))?$/.exec(rest);
    if (mm) {
      const [, kind, ref, file = ''] = mm;
      if (kind === 'tree') return shell(`${pr.path} · ${ref.slice(0, 8)}`, `${nav}<ul>${pr.files.filter((f) => f.startsWith(file)).map((f) => li(`/${pr.path}/-/blob/${ref}/${f}`, f)).join('')}</ul>`);
      if (!pr.files.includes(file)) return { ...shell('Not Found', '<h1>404</h1>'), status: 404 };
      if (kind === 'raw') return { status: 200, type: 'text/plain; charset=utf-8', body: `# ${file}\n${T.words(r, 120)}\n` };
      return shell(`${file} · ${ref.slice(0, 8)}`, `${nav}<p>${a(`/${pr.path}/-/raw/${ref}/${file}`, 'Raw')} · ${a(`/${pr.path}/-/${kind === 'blob' ? 'blame' : 'blob'}/${ref}/${file}`, kind === 'blob' ? 'Blame' : 'Normal view')} · ${a(`/${pr.path}/-/commits/master/${file}`, 'History')}</p><pre>${esc(T.words(r, 160))}</pre>`);
    }
    mm = /^commits\/master\/(.+)$/.exec(rest);
    if (mm) return shell(`History of ${mm[1]}`, `${nav}<ul>${Array.from({ length: 12 }, (_, i) => { const n = Math.max(1, pr.commits - i * 7 - (hash(mm![1]) % 5)); return li(`/${pr.path}/-/commit/${sha(n)}`, sha(n).slice(0, 8)); }).join('')}</ul>`);
    if (rest === 'branches' || rest === 'tags') return shell(rest, `${nav}<ul>${Array.from({ length: 4 }, (_, i) => li(`/${pr.path}/-/tree/${sha(pr.commits - i * 11)}`, rest === 'tags' ? `v${i + 1}.0` : ['master', 'develop', 'feature/x', 'fix/ci'][i])).join('')}</ul>`);
    if (rest.startsWith('graphs/')) return err500(H.gitlab);
    return moved(`${GIT}/users/sign_in`, 302);
  }

  // ===================================================================================================================
  // labs.eecs.nordtek.se: Apache autoindex of lab machine logs
  // ===================================================================================================================

  private labsHost(u: URL): Resp {
    const p = u.pathname;
    const labs = ['gul', 'gron', 'rod', 'orange', 'brun', 'vit', 'spel', 'ka-309'];
    const months: string[] = [];
    for (let y = 2018; y <= 2020; y++) for (let m = 1; m <= 12; m++) if (dayOf(y, m, 1) <= NOW) months.push(`${y}-${pad(m)}`);
    if (p === '/') return autoindex(H.labs, '/', [['logs/', NOW - 1, '-'], ['pub/', NOW - 300, '-']], u);
    if (p === '/pub/') return autoindex(H.labs, p, [['images/', NOW - 300, '-'], ['README.txt', NOW - 700, '1.2K']], u);
    if (p === '/pub/images/') return autoindex(H.labs, p, ['ubuntu18-lab.img.gz', 'ubuntu18-lab.img.gz.sha256', 'ros-melodic.img.gz'].map((f, i) => [f, NOW - 200 - i * 30, i === 1 ? '92' : `${2 + i}.1G`] as [string, number, string]), u);
    if (p === '/logs/') return autoindex(H.labs, p, labs.map((l, i) => [`${l}/`, NOW - i, '-'] as [string, number, string]), u);
    let m = /^\/logs\/([a-z0-9-]+)\/$/.exec(p);
    if (m && labs.includes(m[1])) return autoindex(H.labs, p, months.map((mo) => [`${mo}/`, dayOf(Number(mo.slice(0, 4)), Number(mo.slice(5)), 28), '-'] as [string, number, string]), u);
    m = /^\/logs\/([a-z0-9-]+)\/(\d{4}-\d\d)\/$/.exec(p);
    if (m && labs.includes(m[1]) && months.includes(m[2])) {
      const r = rng(hash(p));
      const n = int(r, 8, 30);
      const d0 = dayOf(Number(m[2].slice(0, 4)), Number(m[2].slice(5)), 1);
      return autoindex(H.labs, p, Array.from({ length: n }, (_, i) => [`${m![1]}-${pad(int(r, 1, 40))}-${fmtISO(d0 + (i % 28))}.log`, d0 + (i % 28), `${int(r, 2, 400)}K`] as [string, number, string]), u);
    }
    m = /^\/logs\/([a-z0-9-]+)\/(\d{4}-\d\d)\/[\w.-]+\.log$/.exec(p);
    if (m && labs.includes(m[1])) { const r = rng(hash(p)); return { status: 200, type: 'text/plain', body: Array.from({ length: 60 }, () => `${m![2]}-${pad(int(r, 1, 28))} ${pad(int(r, 7, 22))}:${pad(int(r, 0, 59))}:${pad(int(r, 0, 59))} ${pick(r, ['login', 'logout', 'session opened', 'session closed', 'cron', 'kernel: usb 1-1', 'sshd', 'lightdm'])} user=${pick(r, ['u1', 'u2', 'root', 'lab'])}${int(r, 100, 999)}`).join('\n') }; }
    if (p === '/pub/README.txt') return { status: 200, type: 'text/plain', body: 'Lab images for the EECS computer labs.\n' };
    if (/\.(img\.gz|sha256)$/.test(p)) return bin('application/octet-stream', u.href);
    if (p === '/icons/' || /^\/icons\/[\w.]+$/.test(p)) return bin('image/gif', u.href);
    if (!p.endsWith('/') && !p.includes('.')) return moved(`http://${H.labs}${p}/`);
    return apache404(p, H.labs);
  }

  // ===================================================================================================================
  // nts.nordtek.se: the student union (WordPress) and the CS chapter's course guide and exam archive
  // ===================================================================================================================

  private ntsPosts() {
    if (!this._nts) {
      const r = rng(hash('ntsposts'));
      this._nts = Array.from({ length: 260 }, (_, i) => { const date = dayOf(2015, 1, 10) + Math.floor((i * (NOW - dayOf(2015, 1, 10))) / 260); const title = `${pick(r, ['Kårval', 'Mottagningen', 'Pub', 'Sittning', 'Arbetsmarknadsdag', 'Studiebevakning', 'Fullmäktige', 'Nolleperioden', 'Valberedningen söker', 'Utlandsstudier', 'Nya studentrepresentanter', 'Kursutvärderingar'])} ${dOf(date).getUTCFullYear()}${r() < 0.5 ? ': ' + T.words(r, 3) : ''}`; return { id: 1000 + i * 7, date, title, slug: slugify(title.replace(/[åä]/gi, 'a').replace(/ö/gi, 'o')).slice(0, 50), cat: pick(r, ['nyheter', 'evenemang', 'utbildning', 'karen']) }; });
    }
    return this._nts;
  }
  private _nts?: { id: number; date: number; title: string; slug: string; cat: string }[];
  private ntsHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    if (q.has('replytocom') || q.has('share')) return this.ntsShell('Kommentar', `<p>${T.words(rng(hash(u.search)), 20)}</p>`);
    const posts = this.ntsPosts();
    const postUrl = (x: { date: number; slug: string }) => `/${dOf(x.date).getUTCFullYear()}/${pad(dOf(x.date).getUTCMonth() + 1)}/${x.slug}/`;
    if (/^\/wp-(content|includes)\//.test(p)) return asset(p);
    if (p === '/wp-login.php' || p === '/wp-admin/') return html('<!DOCTYPE html><html><head><title>Logga in</title></head><body><form method="post"><input name="log"><input type="password" name="pwd"></form></body></html>');
    if (p.startsWith('/datasektionen')) return this.dsekt(u, p);
    if (p === '/feed/' || p.endsWith('/feed/')) return { status: 200, type: 'application/rss+xml; charset=UTF-8', body: `<?xml version="1.0"?><rss version="2.0"><channel><title>NTS</title></channel></rss>` };
    let m = /^\/(?:(?:category\/([a-z]+))\/)?(?:page\/(\d+)\/)?$/.exec(p);
    if (m) {
      const l = posts.filter((x) => !m![1] || x.cat === m![1]).slice().reverse();
      const pg = Number(m[2] ?? 1);
      const per = 10;
      if ((pg - 1) * per >= l.length) return { ...this.ntsShell('Sidan hittades inte', '<p>Hoppsan!</p>'), status: 404 };
      const base = m[1] ? `/category/${m[1]}/` : '/';
      return this.ntsShell(m[1] ? `Kategori: ${m[1]}` : 'Nordteks studentkår', `${pg === 1 && !m[1] ? `<div class="hero"><p>Välkommen till Nordteks studentkår! Sektionernas sidor: ${a('/datasektionen/', 'Datasektionen')}, ${a('/sektioner/', 'alla sektioner')}.</p></div>` : ''}${l.slice((pg - 1) * per, pg * per).map((x) => `<article><h2>${a(postUrl(x), x.title)}</h2><p class="meta">${fmtSvL(x.date)} · ${a(`/category/${x.cat}/`, x.cat)}</p><p>${T.words(rng(hash(`ntsx${x.id}`)), 30)}… ${a(postUrl(x), 'Läs mer')}</p></article>`).join('')}<nav>${pg > 1 ? a(`${base}${pg > 2 ? `page/${pg - 1}/` : ''}`, '« Nyare') : ''} ${pg * per < l.length ? a(`${base}page/${pg + 1}/`, 'Äldre »') : ''}</nav>`);
    }
    m = /^\/(\d{4})\/(\d\d)\/([a-z0-9-]+)\/$/.exec(p);
    if (m) {
      const x = posts.find((y) => y.slug === m![3] && postUrl(y) === p);
      if (!x) return { ...this.ntsShell('Sidan hittades inte', '<p>Hoppsan!</p>'), status: 404 };
      const r = rng(hash(`ntsp${x.id}`));
      return this.ntsShell(x.title, `<p class="meta">${fmtSvL(x.date)}</p>${T.para(r, 4)}${T.para(r, 3)}<div class="comments">${Array.from({ length: int(r, 0, 4) }, (_, i) => `<div class="comment"><p>${T.words(r, 14)}</p>${a(`${p}?replytocom=${x.id * 10 + i}#respond`, 'Svara')}</div>`).join('')}</div><p>${a(`${p}?share=facebook`, 'Dela på Facebook')} ${a(`${p}?share=twitter`, 'Dela på Twitter')}</p>`);
    }
    if (p === '/sektioner/') return this.ntsShell('Sektioner', `<ul>${[['datasektionen', 'Datasektionen'], ['elektro', 'Elektrosektionen'], ['medieteknik', 'Medieteknik'], ['ict', 'ICT-sektionen']].map(([s, n]) => li(s === 'datasektionen' ? '/datasektionen/' : `/sektioner/${s}/`, n)).join('')}</ul>`);
    if (/^\/sektioner\/[a-z]+\/$/.test(p)) return this.ntsShell('Sektion', `${T.para(rng(hash(p)), 3)}`);
    return { ...this.ntsShell('Sidan hittades inte', '<p>Hoppsan! Sidan kunde inte hittas.</p>'), status: 404 };
  }
  private ntsShell(title: string, body: string, chapter = false): Resp {
    const menu = chapter ? [['/datasektionen/', 'Datasektionen'], ['/datasektionen/kurser/', 'Kursguiden'], ['/datasektionen/tentor/', 'Tentaarkivet'], ['/datasektionen/studienamnden/', 'Studienämnden'], ['/', 'Kåren']] : [['/', 'Start'], ['/category/nyheter/', 'Nyheter'], ['/category/evenemang/', 'Evenemang'], ['/sektioner/', 'Sektioner'], ['/datasektionen/', 'Datasektionen']];
    return html(`<!DOCTYPE html>
<html lang="sv-SE">
<head>
<meta charset="UTF-8">
<title>${esc(title)} &#8211; ${chapter ? 'Datasektionen' : 'Nordteks studentkår'}</title>
<link rel='stylesheet' id='nts-style-css' href='/wp-content/themes/nts2018/style.css?ver=5.3.2' type='text/css' media='all'>
<script type='text/javascript' src='/wp-includes/js/jquery/jquery.js?ver=1.12.4-wp'></script>
<script>var wpData={"ajaxurl":"\\/wp-admin\\/admin-ajax.php","nonce":"${hex(title, 10)}","blocks":[${T.chunk('wp')}]};</script>
</head>
<body class="${chapter ? 'chapter' : 'home'}">
<header class="site-header"><a href="/" class="logo">NTS</a><nav><ul>${menu.map(([h, l]) => li(h, l)).join('')}</ul></nav></header>
<main class="site-main"><h1>${esc(title)}</h1>
${body}
</main>
<aside class="widget-area"><section class="widget"><h2>Senaste inläggen</h2><ul>${this.ntsPosts().slice(-6).reverse().map((x) => li(`/${dOf(x.date).getUTCFullYear()}/${pad(dOf(x.date).getUTCMonth() + 1)}/${x.slug}/`, x.title)).join('')}</ul></section><section class="widget"><h2>Kategorier</h2><ul>${['nyheter', 'evenemang', 'utbildning', 'karen'].map((c) => li(`/category/${c}/`, c)).join('')}</ul></section><section class="widget"><h2>Om kåren</h2><p>Nordteks studentkår företräder studenterna på Nordtek och driver studiebevakning, mottagning och kårhuset. ${T.words(rng(hash('ntsw' + title)), 30)}.</p></section></aside>
<footer class="site-footer"><p>Nordteks studentkår · Drottning Kristinas väg 15 · ${a('mailto:info@nts.nordtek.se', 'info@nts.nordtek.se')} · ${a(`${WWW}/`, 'nordtek.se')}</p></footer>
</body>
</html>`);
  }
  private dsekt(u: URL, p: string): Resp {
    const r = rng(hash(`ds${p}`));
    const cs = COURSES.filter((c) => c.dept !== 'EPE');
    if (p === '/datasektionen' ) return moved(`${NTS}/datasektionen/`);
    if (p === '/datasektionen/') return this.ntsShell('Datasektionen', `${T.para(r, 3)}<ul>${li('/datasektionen/kurser/', 'Kursguiden: recensioner och tips om kurser')}${li('/datasektionen/tentor/', 'Tentaarkivet')}${li('/datasektionen/studienamnden/', 'Studienämnden')}</ul>`, true);
    if (p === '/datasektionen/studienamnden/') return this.ntsShell('Studienämnden', `${T.para(r, 4)}<p>${a(`${WWW}/eecs/utbildning/kursutvardering`, 'Kursutvärderingar på EECS')}</p>`, true);
    if (p === '/datasektionen/kurser/') return this.ntsShell('Kursguiden', `<table>${cs.map((c) => `<tr><td>${a(`/datasektionen/kurser/${c.code}/`, c.code)}</td><td>${esc(c.sv)}</td></tr>`).join('')}</table>`, true);
    if (p === '/datasektionen/tentor/') return this.ntsShell('Tentaarkivet', `<ul>${cs.map((c) => li(`/datasektionen/tentor/${c.code}/`, `${c.code} ${c.sv}`)).join('')}</ul>`, true);
    let m = /^\/datasektionen\/kurser\/([A-Z]{2}\d{4})\/$/.exec(p);
    if (m) {
      const c = courseByCode.get(m[1]);
      if (!c) return { ...this.ntsShell('Hittades inte', '<p>Kursen finns inte.</p>', true), status: 404 };
      const rounds = (this.offsByCourse.get(c.code) ?? []).slice().reverse();
      const reviews = Array.from({ length: int(r, 2, 7) }, () => `<blockquote><p>${pick(r, ['Bra föreläsningar men tunga labbar.', 'Börja tidigt med labbarna!', 'Tentan liknar gamla tentor.', 'Rolig kurs, mycket programmering.', 'Otydlig kursinformation i början.', 'Bästa kursen hittills.', 'Lagom svår, bra övningar.', 'Kursen kräver mer tid än 7,5 hp.'])}</p><footer>${pick(r, ['D17', 'D18', 'D16', 'CINTE17', 'Master-student'])}</footer></blockquote>`).join('');
      return this.ntsShell(`${c.code} ${c.sv}`, `<p>${a(`${WWW}/student/kurser/kurs/${c.code}`, 'Kursplan')} · ${a(`/datasektionen/tentor/${c.code}/`, 'Gamla tentor')}</p><h2>Kurswebbar</h2><ul>${rounds.map((o) => `<li>${o.t.sv}: ${o.home && o.inUnion ? a(this.homeHref(o, 'dsekt'), 'kurswebb') : o.canvas ? 'Canvas' : '&ndash;'} (${esc(o.f.name)})</li>`).join('')}</ul><h2>Recensioner</h2>${reviews}`, true);
    }
    m = /^\/datasektionen\/tentor\/([A-Z]{2}\d{4})\/(?:([\w-]+\.pdf))?$/.exec(p);
    if (m) {
      const c = courseByCode.get(m[1]);
      if (!c) return { ...this.ntsShell('Hittades inte', '<p>Kursen finns inte.</p>', true), status: 404 };
      const exams = (this.offsByCourse.get(c.code) ?? []).filter((o) => o.t.idx <= 10).flatMap((o) => { const e = examOf(o); return [`tenta-${fmtISO(e.exam)}.pdf`, `losning-${fmtISO(e.exam)}.pdf`, `omtenta-${fmtISO(e.re)}.pdf`]; });
      if (m[2]) return exams.includes(m[2]) ? bin('application/pdf', u.href) : { ...this.ntsShell('Hittades inte', '<p>Filen finns inte.</p>', true), status: 404 };
      return this.ntsShell(`Tentor ${c.code}`, `<ul>${exams.map((f) => li(f, f)).join('')}</ul><p>Saknas en tenta? Mejla studienämnden.</p>`, true);
    }
    return { ...this.ntsShell('Hittades inte', '<p>Sidan finns inte.</p>', true), status: 404 };
  }

  // ===================================================================================================================
  // sympa.nordtek.se: mailing list archives (course lists welcome their students with a link to the course web)
  // ===================================================================================================================

  private _lists?: Map<string, { name: string; off?: Off; months: string[] }>;
  private lists() {
    if (!this._lists) {
      this._lists = new Map();
      for (const o of this.offs) if (o.inMail) {
        const s = periodStart(o.t, periodsOf(o.c)[0]);
        const months = [fmtISO(s - 10).slice(0, 7), fmtISO(s + 25).slice(0, 7), fmtISO(o.t.ht ? o.t.end - 20 : o.t.end - 30).slice(0, 7)].filter((mo, i, arr) => arr.indexOf(mo) === i && mo <= fmtISO(NOW).slice(0, 7));
        this._lists.set(`${lc(o.c.code)}-${o.t.short}`, { name: `${lc(o.c.code)}-${o.t.short}`, off: o, months });
      }
      for (const n of ['eecs-seminarier', 'eecs-doktorander', 'eecs-all', 'tcs-seminar', 'rpl-reading-group', 'sys-announce', 'gpu-users', 'exjobb-eecs']) {
        const months: string[] = [];
        for (let y = 2015; y <= 2020; y++) for (let mo = 1; mo <= 12; mo++) if (dayOf(y, mo, 1) <= NOW) months.push(`${y}-${pad(mo)}`);
        this._lists.set(n, { name: n, months });
      }
    }
    return this._lists;
  }
  private sympaHost(u: URL): Resp {
    const p = u.pathname;
    const lists = this.lists();
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="sv"><head><meta charset="UTF-8"><title>${esc(title)}</title><link rel="stylesheet" href="/static-sympa/css/style.css"></head><body><div id="header">${a('/sympa', 'Nordteks e-postlistor')} ${a('/sympa/lists', 'Listor')} ${a('/sympa/login', 'Logga in')}</div><div id="content">${body}</div><div id="footer">Powered by Sympa 6.2</div><script>var sympa=[${T.chunk('sympa')}];</script></body></html>`);
    if (p === '/' || p === '/sympa') return shell('Sympa', `<p>Välkommen till Nordteks listserver.</p><p>${a('/sympa/lists', 'Visa alla listor')}</p>`);
    if (p === '/sympa/login' || /^\/sympa\/(subscribe|signoff|review)\//.test(p)) return moved(sso(`${SYMPA}${p}`), 302);
    if (p === '/sympa/lists') return shell('Listor', `<ul>${[...lists.values()].map((l) => li(`/sympa/info/${l.name}`, l.name)).join('')}</ul>`);
    let m = /^\/sympa\/info\/([\w-]+)$/.exec(p);
    if (m) { const l = lists.get(m[1]); return l ? shell(l.name, `<p>${l.off ? `Kurslista för ${l.off.c.code} ${l.off.t.sv}.` : 'Informationslista.'}</p><p>${a(`/sympa/arc/${l.name}`, 'Arkiv')} · ${a(`/sympa/subscribe/${l.name}`, 'Prenumerera')}</p>`) : nginx404(); }
    m = /^\/sympa\/arc\/([\w-]+)\/?$/.exec(p);
    if (m) { const l = lists.get(m[1]); return l ? shell(`Arkiv ${l.name}`, `<ul>${l.months.slice().reverse().map((mo) => li(`/sympa/arc/${l.name}/${mo}/`, mo)).join('')}</ul>`) : nginx404(); }
    m = /^\/sympa\/arc\/([\w-]+)\/(\d{4}-\d\d)\/(?:(thrd1\.html|mail1\.html)|msg(\d{5})\.html)?$/.exec(p);
    if (!m) return nginx404();
    const l = lists.get(m[1]);
    if (!l || !l.months.includes(m[2])) return nginx404();
    const r = rng(hash(`arc${l.name}${m[2]}`));
    const n = l.off ? int(r, 1, 4) : int(r, 4, 26);
    const subj = Array.from({ length: n }, (_, i) => (l.off && i === 0 && m![2] === l.months[0] ? `Välkommen till ${l.off.c.code} ${l.off.t.sv}` : l.off ? pick(r, ['Ändrad lokal', 'Labbtider', 'Påminnelse om deadline', 'Tentaanmälan', 'Resultat']) : `${pick(r, ['Seminarium', 'Disputation', 'Driftstörning', 'Inbjudan', 'Re: Fråga om', 'Påminnelse'])} ${T.words(r, 3)}`));
    if (!m[4]) {
      const view = m[3] ?? 'mail1.html';
      return shell(`${l.name} ${m[2]}`, `<p>${a(`/sympa/arc/${l.name}/${m[2]}/thrd1.html`, 'Tråd')} · ${a(`/sympa/arc/${l.name}/${m[2]}/mail1.html`, 'Datum')} · ${a(`/sympa/arc/${l.name}`, 'Arkiv')}</p><ul>${(view === 'thrd1.html' ? subj.map((s, i) => [s, i] as [string, number]).sort((x, y) => x[0].localeCompare(y[0])) : subj.map((s, i) => [s, i] as [string, number])).map(([s, i]) => li(`/sympa/arc/${l.name}/${m![2]}/msg${pad(i, 5)}.html`, s)).join('')}</ul>`);
    }
    const i = Number(m[4]);
    if (i >= n) return nginx404();
    const o = l.off;
    const body = o && i === 0 && m[2] === l.months[0]
      ? `<p>Hej!</p><p>${o.c.lang === 'en' ? `Welcome to ${o.c.code} ${o.c.en}. All course information is on the course web:` : `Välkommen till ${o.c.code} ${o.c.sv}. All information om kursen finns på kurswebben:`} ${a(this.homeHref(o, 'sympa'), this.homeHref(o, 'sympa'))}</p><p>${T.words(r, 24)}.</p><p>/${esc(o.f.name)}</p>`
      : `<p>${T.words(r, 50)}.</p>`;
    return shell(subj[i], `<p>${i > 0 ? a(`msg${pad(i - 1, 5)}.html`, '« Föregående') : ''} ${a(`mail1.html`, 'Index')} ${i < n - 1 ? a(`msg${pad(i + 1, 5)}.html`, 'Nästa »') : ''}</p><h1>${esc(subj[i])}</h1><p>Från: ${esc(o ? o.f.name : pick(r, TEACHERS).name)} &lt;${o ? o.f.login : 'noreply'}@nordtek.se&gt;<br>Datum: ${m[2]}-${pad(int(r, 1, 28))}</p>${body}`);
  }
}

/** Static assets: a few stylesheets and scripts (linked from `<link href>`). */
function asset(path: string): Resp {
  if (/\.css$/.test(path)) return { status: 200, type: 'text/css', body: `/* ${path} */\nbody{font-family:"Open Sans",Arial,sans-serif;font-size:15px;color:#212121}a{color:#1954a6}.nt-header{background:#1954a6}\n${T.chunk('css' + (path.length % 5)).replace(/[{}"]/g, ' ').slice(0, 1400)}` };
  if (/\.js$/.test(path)) return { status: 200, type: 'application/javascript', body: `/* ${path} */\n!function(e){"use strict";var t={};e.NT=t}(window);` };
  if (BINEXT.test(path) || /\.(ico|svg|gif|woff2?)$/.test(path)) return bin(extType(path) ?? 'application/octet-stream', path);
  return nginx404();
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}
