/**
 * Rehearsal web N: the Departement Informatica of a (fictional) Dutch university, the "Universiteit van Zeeland" (`uvz.nl`),
 * as an archiving crawler would have captured it on Friday 8 November 2019 — the first week of kwartiel 2 of collegejaar
 * 2019-2020. Written apart from the crawler (nothing under src/ was read), for bench/modern-warc.ts (`--layout n`).
 * Everything lives under the one registrable domain `uvz.nl`; external links (Piazza, Twitter, LinkedIn, CDNs, DOIs,
 * Jekyll/Sphinx credits) point off-site and are ignored by the harness.
 *
 * Seed: https://www.uvz.nl/informatica — the department's landing page on the university's Hippo CMS (its own robots.txt in
 * `robots`), Dutch with English twins under `/en/computer-science/…`; a top bar (studiegids, roosters, Brightspace, Blackboard
 * archive, webmail, intranet) on every page. The department's own Drupal 8 site is `www.cs.uvz.nl`, which also serves the
 * teachers' Apache userdirs `~login/`.
 *
 * Vocabulary: course codes `4IB30` (bachelor) / `4IM30` (master), recoded in 2017 from `2IL30` / `2IMA10` (pages of 2014-15 to
 * 2016-17 use the old code), ZITI codes `ZT2041`; collegejaar, kwartiel 1–4 (Q1–Q4), EC, hoorcolleges (hc03.pdf), werkcolleges
 * (werkcollege4.pdf), opdrachten, practicum, tentamen/hertentamen, mededelingen, studiegids/ECTS-fiche, rooster, docent,
 * student-assistenten, secties; bachelor pages in Dutch, master courses English-taught; Dutch names with tussenvoegsels.
 *
 * COURSE HOMES (`courseHomes`, 269: one per course × collegejaar with a public page of its own, 2014-2015 … 2019-2020, from
 * 325 offerings of 63 courses; 60 offerings have no public page):
 *  1. `dept` (93): the department site by year, `www.cs…/onderwijs/vakken/2019-2020/4IB10/` (Dutch-taught) and
 *     `www.cs…/en/education/courses/2018-2019/4IM13/` (English-taught), from 2016-2017 on. Subpages `hoorcolleges/`,
 *     `werkcolleges/`, `opdrachten/`, `mededelingen/`, `rooster/`, `tentamen/` (`lectures/`, `tutorials/`, … in English) and
 *     `bestanden/hc03.pdf`; `?lang=en` 302s back; `index.html`, slashless and `utm_` variants 301. The same URL pattern for a
 *     course hosted elsewhere is a stub pointing to the real page (not a home).
 *  2. `user` (97): teachers' userdirs in four schemes by teacher — `~wvisser/onderwijs/2ip20/1415/` (34; the course directory
 *     `~wvisser/onderwijs/2ip20/` lists years), `~esmit/teaching/prog2-2015/` (19), `~svdberg/vakken/4IB12/` (latest; older
 *     editions inside it at `…/4IB12/2015-2016/`, 18) and flat files `~hbakker/4ib15.html` / `~hbakker/2il15-2016.html` (26, documents
 *     in `~hbakker/4ib15/`). 2014-16 pages of old-fashioned teachers in table/font markup; 19 of them framesets (the frameset is
 *     the home, `menu.html` / `main.html` are subpages). Apache: `index.html` answers 200, slashless directories 301.
 *  3. `site` (26): GitLab Pages sites, one project per year — Jekyll (15, `https://4ib50.pages.cs…/compilers-2018/`, `schedule/`,
 *     `lectures/lecture-03/`, `feed.xml`) and Sphinx (11, `https://4im30.pages.cs…/notes-1920/`, `week3.html`, `genindex.html`,
 *     `_sources/`); `index.html` twins answer 200 (so some homes are stored as revisits of their twin).
 *  4. `ziti` (29): the frozen http-only site of the former Zeeuws Instituut voor Technische Informatica, merged into the department
 *     on 1 January 2017: `http://www.ziti…/onderwijs/1516/ZT2041/` (2014-2015 … 2016-2017; `rooster.php`, `materiaal.php`,
 *     `docs/college3.pdf`; `index.php` 301s; https 301s to http).
 *  5. `lms` (24): Blackboard guest courses `blackboard…/webapps/blackboard/execute/courseMain?course_id=_48213_1` (18, to 2018-19;
 *     `launcher?type=Course&id=…` 302s to it), open Brightspace courses `brightspace…/d2l/home/183412` (2, 2019-20), and 4 public
 *     courses of other faculties. The ~390 other LMS courses answer 302 → `/webapps/login/` or `/d2l/login` → ADFS and are not homes.
 *
 * HUBS (not homes): the department's year lists by kwartiel with `?kwartiel=`/`?niveau=` filters (`/onderwijs/vakken/2019-2020/`;
 * only the current year is linked from `/onderwijs/`, the others via the year index and "Andere jaren"), course-level pages
 * listing all editions (`/onderwijs/vakken/4IB30/`), the archive of old course pages by year (`/onderwijs/archief/2015-2016/`),
 * profiles with "Onderwijs" (`/medewerkers/pjansen/`, `/en/people/…`), userdir indexes and teaching indexes, programme pages
 * listing a study year's courses per quartile (`www…/bachelor/informatica/programma/jaar-2`), "Open cursussen", the Blackboard
 * guest catalogue, "Eerdere jaren"/"Other editions" on homes, ECTS-fiches with "Cursuswebsite", news of a course start and
 * guest-lecture events, TWiki `Onderwijs/Vak4IB30` topics, GitLab READMEs of Pages projects, the ZITI year lists and staff
 * pages, the study association's tentamenbank. Links to homes mix http/https, slashless, `index.html`/`index.php` and `utm_`.
 *
 * COURSE-RELATED NON-HOMES: ECTS-fiches (`studiegids…/2019-2020/cursus/4IB30`, `?taal=en`, `/pdf`) with facetted course lists,
 * course subpages and files, frames' `menu.html`/`main.html`, Blackboard content/announcement pages and `bbcswebdav` files,
 * Brightspace content pages, MyTimetable course timetables and iCal, the exam timetable, tentamenbank PDFs, the stub pages.
 *
 * NOISE AND TRAPS (most of the 54,000 records): a Pure research portal (nl/en, type/year facets, sorts, sliding pagers,
 * BibTeX/RIS exports — identical in both languages, hence revisits — persons, organisations); MyTimetable week views with
 * `;jsessionid=` and endless previous/next weeks per student group; news with tag filters and pagers; an endless agenda
 * (`?maand=`, `?week=`) with iCal; a Zenphoto gallery (albums, pages, photos with prev/next, cache images, a few 500s); a TWiki
 * (revisions, rdiffs, histories, edit/attach → login); a GitLab (explore sorts, commit pages, patches, trees and blobs per commit,
 * blame, raw; graphs 500); lab-log autoindexes with `?C=M;O=D` sorts; the frozen ZITI kalender.pl; the study association's
 * WordPress (`?replytocom=`); ADFS login walls (`login…/adfs/ls/?wa=wsignin1.0&wtrealm=…`) for the intranet, webmail, LMSs,
 * GitLab, TWiki; Apache/nginx/CMS 404s, http→https, bare-host and trailing-slash redirects.
 *
 * Breadth-first from the seed (bench/modern-warc.ts, 54,000 records in ~15 s, 45 MB gzipped, ~6,900 revisits) archives all 269
 * homes; the evaluator's BFS finds 50% of them after 12,690 rows, 90% after 23,255 and the last after 48,479. `respond` is
 * pure and deterministic (all randomness is `rng(hash(…))` of URLs or stable keys).
 */
import { hash, rng, type Resp } from './modern-web.js';
import { a, bin, esc, hex, html, int, li, moved, pad, pick, slugify, sortParams, textKit, type R } from './web-kit.js';

// =====================================================================================================================
// Hosts, vocabulary, calendar
// =====================================================================================================================

const DOM = 'uvz.nl';
const H = {
  www: `www.${DOM}`,
  bare: DOM,
  cs: `www.cs.${DOM}`,
  csBare: `cs.${DOM}`,
  gids: `studiegids.${DOM}`,
  rooster: `rooster.${DOM}`,
  bb: `blackboard.${DOM}`,
  bs: `brightspace.${DOM}`,
  ziti: `www.ziti.${DOM}`,
  zitiBare: `ziti.${DOM}`,
  login: `login.${DOM}`,
  pure: `research.${DOM}`,
  foto: `foto.${DOM}`,
  wiki: `wiki.cs.${DOM}`,
  git: `git.cs.${DOM}`,
  lab: `lab.cs.${DOM}`,
  ada: `www.svada.${DOM}`,
  intra: `intranet.${DOM}`,
  mail: `webmail.${DOM}`,
};
const PAGES = `.pages.cs.${DOM}`;
const WWW = `https://${H.www}`;
const CS = `https://${H.cs}`;
const GIDS = `https://${H.gids}`;
const ROOSTER = `https://${H.rooster}`;
const BB = `https://${H.bb}`;
const BS = `https://${H.bs}`;
const ZITI = `http://${H.ziti}`;
const PURE = `https://${H.pure}`;
const FOTO = `https://${H.foto}`;
const WIKI = `https://${H.wiki}`;
const GIT = `https://${H.git}`;
const LAB = `http://${H.lab}`;
const ADA = `https://${H.ada}`;
/** Hosts served on https only (http 301s); the ZITI archive and the lab host are http only, the rest answer both. */
const HTTPS_ONLY = new Set([H.www, H.bare, H.cs, H.csBare, H.gids, H.rooster, H.bb, H.bs, H.login, H.pure, H.foto, H.wiki, H.git, H.ada, H.intra, H.mail]);

const VOCAB = `de het een en van in op te dat voor met is zijn niet worden door bij aan ook als naar om er kan wordt over uit
studenten vak cursus onderwijs onderzoek informatica opleiding tentamen hertentamen opdracht practicum werkcollege hoorcollege
docent begeleiding inschrijving rooster kwartiel collegejaar studiepunten beoordeling cijfer deadline inleveren groep project
verslag presentatie literatuur boek dictaat software algoritmen datastructuren programmeren netwerken beveiliging databases
logica bewijs model systeem analyse ontwerp implementatie evaluatie resultaten universiteit faculteit departement sectie
promotie promovendus hoogleraar samenwerking bedrijfsleven innovatie campus bibliotheek studievereniging nieuws agenda
students course education research computer science programme exam resit assignment lab tutorial lecture teacher schedule
quarter credits grade deadline submission group project report presentation literature software algorithms data structures
networks security databases logic proof model system analysis design implementation evaluation results university faculty
department chair thesis collaboration industry innovation the of and in for with to is are will be this that a an as on by`.split(/\s+/);
const T = textKit(VOCAB);

const VOORN = 'Jan Piet Kees Willem Henk Erik Maarten Bart Joost Sander Thijs Ruud Gerard Frank Marco Jeroen Wouter Bas Koen Niels Lotte Anne Sanne Femke Eline Marieke Iris Karin Marloes Esther Ingrid Judith Sophie Fleur Noor Lieke Tessa Hanneke Mirjam Annelies Ahmed Mehmet Fatima Yasmin Wei Li Priya Rahul Dmitri Olga Carlos Lucia Stefan Mateusz Ioana Georgios'.split(' ');
const ACHTERN = 'Jansen|de Vries|van den Berg|Bakker|Visser|Smit|Meijer|de Boer|Mulder|de Groot|Bos|Vos|Peters|Hendriks|van Leeuwen|Dekker|Brouwer|de Wit|Dijkstra|Smits|de Graaf|van der Meer|van der Linden|Kok|Jacobs|de Haan|Vermeulen|van den Heuvel|van der Veen|van den Broek|de Bruijn|de Jong|Schouten|Willems|Hoekstra|Maas|Verhoeven|Koster|Prins|Kuipers|Evers|Yilmaz|El Amrani|Chen|Wang|Kumar|Petrov|Novak|Popescu|Garcia'.split('|');

const DAY = 86400000;
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY);
const dOf = (n: number) => new Date(n * DAY);
const MAAND = 'januari februari maart april mei juni juli augustus september oktober november december'.split(' ');
const MONTH = 'January February March April May June July August September October November December'.split(' ');
const DAG = 'zondag maandag dinsdag woensdag donderdag vrijdag zaterdag'.split(' ');
const DG = 'zo ma di wo do vr za'.split(' ');
const fmtNl = (n: number) => { const d = dOf(n); return `${d.getUTCDate()} ${MAAND[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };
const fmtEn = (n: number) => { const d = dOf(n); return `${d.getUTCDate()} ${MONTH[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };
const fmtShort = (n: number) => { const d = dOf(n); return `${DG[d.getUTCDay()]} ${d.getUTCDate()}-${d.getUTCMonth() + 1}`; };
const fmtISO = (n: number) => dOf(n).toISOString().slice(0, 10);
const fmtDmy = (n: number) => { const d = dOf(n); return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`; };
const weekday = (n: number) => dOf(n).getUTCDay();
const mondayOnOrAfter = (n: number) => { while (weekday(n) !== 1) n++; return n; };
const mondayOf = (n: number) => n - ((weekday(n) + 6) % 7);
function isoWeek(n: number): [number, number] {
  const th = n + 3 - ((weekday(n) + 6) % 7);
  const y = dOf(th).getUTCFullYear();
  return [y, 1 + Math.floor((th - dayOf(y, 1, 1)) / 7)];
}
const mondayOfWeek = (y: number, w: number) => mondayOf(dayOf(y, 1, 4)) + (w - 1) * 7;
/** The capture: Friday 8 November 2019, the first week of kwartiel 2 of collegejaar 2019-2020. */
const NOW = dayOf(2019, 11, 8);

interface Year { idx: number; y: number; key: string; short: string; yy: string; q: number[]; end: number }
const YEARS: Year[] = [];
for (let y = 2014; y <= 2019; y++) {
  const q1 = mondayOnOrAfter(dayOf(y, 9, 1));
  const q3 = mondayOnOrAfter(dayOf(y + 1, 2, 3));
  YEARS.push({ idx: YEARS.length, y, key: `${y}-${y + 1}`, short: `${pad(y % 100)}${pad((y + 1) % 100)}`, yy: `${pad(y % 100)}-${pad((y + 1) % 100)}`, q: [q1, q1 + 63, q3, q3 + 70], end: dayOf(y + 1, 8, 31) });
}
const CUR = YEARS[5];
const yearByKey = new Map(YEARS.map((y) => [y.key, y]));
const yearByShort = new Map(YEARS.map((y) => [y.short, y]));

const ZALEN = ['Atlas 0.710', 'Atlas 2.215', 'Auditorium 1', 'Auditorium 4', 'Auditorium 11', 'Gemini-Zuid 3A08', 'Gemini-Zuid 3A12', 'Gemini-Noord 0.24', 'MetaForum 7', 'MetaForum 12', 'Flux 1.02', 'Flux 1.10', 'Matrix 1.44', 'Luna 1.050', 'Vertigo 8.16', 'Zwarte Doos', 'PC-zaal Matrix 1.50', 'PC-zaal Atlas 4.400', 'Collegezaal Ceres', 'Neptunus 0.32'];

// =====================================================================================================================
// Sections, teachers, courses
// =====================================================================================================================

/** The sections (leerstoelgroepen) of the department; ES came from the former ZITI institute in 2017. */
const SECTIES: { key: string; nl: string; en: string }[] = [
  { key: 'alg', nl: 'Algoritmiek en Complexiteit', en: 'Algorithms and Complexity' },
  { key: 'se', nl: 'Software Engineering', en: 'Software Engineering' },
  { key: 'fm', nl: 'Formele Methoden', en: 'Formal Methods' },
  { key: 'ds', nl: 'Data Science en Kunstmatige Intelligentie', en: 'Data Science and Artificial Intelligence' },
  { key: 'db', nl: 'Databases en Informatiesystemen', en: 'Databases and Information Systems' },
  { key: 'sec', nl: 'Security', en: 'Security' },
  { key: 'ns', nl: 'Netwerken en Gedistribueerde Systemen', en: 'Networks and Distributed Systems' },
  { key: 'vis', nl: 'Visualisatie en Interactie', en: 'Visualization and Interaction' },
  { key: 'es', nl: 'Embedded Systemen (voorheen ZITI)', en: 'Embedded Systems (formerly ZITI)' },
];
const sectieBy = new Map(SECTIES.map((s) => [s.key, s]));

type Kind = 'dept' | 'user' | 'lms' | 'site' | 'ziti' | 'none';
/** How a teacher lays out course pages in the userdir `www.cs…/~login/`. */
type Scheme = 'onderwijs' | 'teaching' | 'flat' | 'vakken';
type Style = 'old' | 'plain' | 'modern';
interface Teacher { login: string; name: string; short: string; title: string; fn: string; sectie: string; style: Style; scheme: Scheme; userdir: boolean; joined: number; pref: Kind[]; room: string; phone: string; id: number }
const PREF: Record<string, Kind> = { d: 'dept', u: 'user', l: 'lms', n: 'none' };
const FN: Record<string, [string, string]> = { H: ['Hoogleraar', 'Full Professor'], U: ['Universitair hoofddocent', 'Associate Professor'], D: ['Universitair docent', 'Assistant Professor'], T: ['Docent', 'Lecturer'], P: ['Postdoc', 'Postdoctoral researcher'] };
// login|first|last|initials|title|function|sectie|style|scheme|userdir|joined|preferences
const TEACHERS: Teacher[] = `pjansen|Piet|Jansen|P.J.|prof.dr.|H|alg|old|onderwijs|1|1995|uuddn
mdvries|Marieke|de Vries|M.A.|dr.|U|alg|modern|teaching|1|2008|dduln
hbakker|Henk|Bakker|H.|dr.ir.|D|alg|old|flat|1|1999|uudn
svdberg|Sanne|van den Berg|S.|dr.|D|alg|modern|vakken|1|2014|dduun
wvisser|Willem|Visser|W.C.|prof.dr.ir.|H|se|plain|onderwijs|1|2001|ddlun
esmit|Esther|Smit|E.|dr.|U|se|modern|teaching|1|2010|ddlln
jmeijer|Jeroen|Meijer|J.|ir.|T|se|plain|vakken|1|2005|uddln
kdboer|Koen|de Boer|K.H.|dr.|D|se|modern|teaching|1|2016|dduln
bmulder|Bart|Mulder|B.|prof.dr.|H|fm|old|flat|1|1993|uuun
adgroot|Annelies|de Groot|A.M.|dr.|U|fm|plain|onderwijs|1|2004|udlun
tbos|Thijs|Bos|T.|dr.|D|fm|modern|vakken|1|2015|dduln
lvos|Lotte|Vos|L.|dr.|D|ds|modern|teaching|1|2013|ddlun
mpeters|Maarten|Peters|M.J.|prof.dr.|H|ds|plain|onderwijs|1|2002|ddun
wwang|Wei|Wang|W.|dr.|D|ds|modern|teaching|1|2017|ddlln
fhendriks|Femke|Hendriks|F.|dr.|U|ds|plain|vakken|0|2009|ddlln
rvleeuwen|Ruud|van Leeuwen|R.|dr.ir.|U|db|old|flat|1|1997|uudn
idekker|Iris|Dekker|I.|dr.|D|db|modern|teaching|1|2014|ddlun
gbrouwer|Gerard|Brouwer|G.A.|ir.|T|db|plain|onderwijs|0|2000|dlln
edwit|Eline|de Wit|E.|prof.dr.|H|sec|modern|teaching|1|2011|dduln
ndijkstra|Niels|Dijkstra|N.|dr.|D|sec|plain|vakken|1|2012|ddulln
ypopescu|Ioana|Popescu|I.|dr.|D|sec|modern|teaching|1|2018|ddln
fdgraaf|Frank|de Graaf|F.|dr.ir.|U|ns|old|onderwijs|1|1996|uudln
kvdmeer|Karin|van der Meer|K.|dr.|D|ns|plain|flat|1|2006|ddulln
mkumar|Rahul|Kumar|R.|dr.|D|ns|modern|teaching|1|2016|ddlln
sjacobs|Stefan|Jacobs|S.|prof.dr.|H|vis|plain|onderwijs|1|2003|dduun
mdhaan|Mirjam|de Haan|M.|dr.|U|vis|modern|vakken|1|2009|ddlun
bvermeulen|Bas|Vermeulen|B.|ir.|T|vis|plain|flat|0|2007|dlln
ckok|Carlos|Kok Garcia|C.|dr.|D|ds|modern|teaching|1|2019|ddln
jwillems|Joost|Willems|J.|dr.ir.|U|es|old|onderwijs|1|1994|uuln
mhoekstra|Marloes|Hoekstra|M.|dr.|D|es|plain|vakken|1|2008|duln
gprins|Georgios|Prins|G.|dr.|D|es|modern|teaching|1|2012|ddln
dpetrov|Dmitri|Petrov|D.|dr.|P|alg|modern|teaching|1|2017|ddn
lmaas|Lieke|Maas|L.|drs.|T|se|plain|onderwijs|0|2003|dlln
hkuipers|Hanneke|Kuipers|H.|dr.|D|fm|plain|flat|1|2010|uddn
wschouten|Wouter|Schouten|W.|ir.|T|es|old|flat|1|1998|uuln`
  .split('\n')
  .map((line, i) => {
    const [login, first, last, init, title, fn, sectie, style, scheme, ud, joined, pref] = line.split('|');
    const r = rng(hash(`t:${login}`));
    return { login, name: `${first} ${last}`, short: `${title} ${init} (${first}) ${last}`, title, fn, sectie, style: style as Style, scheme: scheme as Scheme, userdir: ud === '1', joined: Number(joined), pref: [...pref].map((c) => PREF[c]), room: `${pick(r, ['MetaForum', 'Gemini-Zuid', 'Atlas', 'Flux'])} ${int(r, 1, 9)}.${pad(int(r, 1, 140), 3)}`, phone: `+31 (0)118 65 ${pad(int(r, 1000, 9999), 4)}`, id: 30000 + i * 37 };
  });
const teacherBy = new Map(TEACHERS.map((t) => [t.login, t]));

interface Course { code: string; nl: string; en: string; ec: number; qs: number[]; level: 'B1' | 'B2' | 'B3' | 'M'; lang: 'nl' | 'en'; sectie: string; area: string; nick: string; old?: string; ziti: boolean }
// code|Dutch title|English title|EC|quartiles|level|language|section|topic area|nickname|code before the 2017 recoding
const COURSES: Course[] = `4IB05|Programmeren 1|Programming 1|5|1|B1|nl|se|prog|prog1|2IP10
4IB06|Programmeren 2|Programming 2|5|2|B1|nl|se|prog|prog2|2IP20
4IB10|Logica en Verzamelingenleer|Logic and Set Theory|5|1|B1|nl|fm|logic|logica|2IT10
4IB12|Discrete Wiskunde|Discrete Mathematics|5|2|B1|nl|alg|theory|discrete|2IT12
4IB15|Datastructuren|Data Structures|5|3|B1|nl|alg|algo|ds|2IL15
4IB18|Computersystemen|Computer Systems|5|3|B1|nl|es|arch|compsys|
4IB20|Webtechnologie|Web Technology|5|4|B1|nl|vis|web|webtech|2IW20
4IB22|Software Engineering Project 1|Software Engineering Project 1|5|4|B1|nl|se|se|sep1|
4IB30|Algoritmen|Algorithms|5|1|B2|nl|alg|algo|algo|2IL30
4IB31|Automaten en Formele Talen|Automata and Formal Languages|5|2|B2|nl|fm|theory|automaten|2IT31
4IB33|Databases|Databases|5|2|B2|nl|db|db|dbs|2ID33
4IB35|Besturingssystemen|Operating Systems|5|1|B2|nl|es|os|os|
4IB37|Computernetwerken|Computer Networks|5|3|B2|nl|ns|net|netwerken|2IC37
4IB38|Functioneel Programmeren|Functional Programming|5|3|B2|nl|fm|prog|fp|2IF38
4IB40|Software Ontwerp|Software Design|5|4|B2|nl|se|se|sod|2IS40
4IB42|Kunstmatige Intelligentie|Artificial Intelligence|5|4|B2|nl|ds|ai|ki|
4IB44|Statistiek voor Informatici|Statistics for Computer Scientists|5|1|B2|nl|ds|stats|stat|
4IB50|Compilerbouw|Compiler Construction|5|1|B3|nl|fm|compilers|compilers|2IF50
4IB52|Gedistribueerde Systemen|Distributed Systems|5|2|B3|en|ns|dist|gedsys|
4IB54|Computergrafiek|Computer Graphics|5|2|B3|en|vis|graphics|graphics|2IV54
4IB55|Security|Security|5|3|B3|nl|sec|security|security|2IC55
4IB57|Machine Learning|Machine Learning|5|3|B3|en|ds|ml|ml|
4IB58|Mens-Machine Interactie|Human-Computer Interaction|5|1|B3|nl|vis|hci|mmi|
4IB60|Software Engineering Project 2|Software Engineering Project 2|10|3-4|B3|nl|se|se|sep2|
4IB62|Complexiteitstheorie|Complexity Theory|5|4|B3|en|alg|theory|complexiteit|
4IM10|Advanced Algorithms|Advanced Algorithms|5|1|M|en|alg|algo|advalg|2IMA10
4IM11|Computational Geometry|Computational Geometry|5|2|M|en|alg|algo|geo|2IMA11
4IM13|Parameterized Algorithms|Parameterized Algorithms|5|3|M|en|alg|theory|param|
4IM20|Software Evolution|Software Evolution|5|1|M|en|se|se|softevo|2IMS20
4IM21|Model-Driven Engineering|Model-Driven Engineering|5|2|M|en|se|se|mde|
4IM23|Software Testing|Software Testing|5|4|M|en|se|se|testing|
4IM25|Process Mining|Process Mining|5|3|M|en|db|db|pm|2IMD25
4IM30|Deep Learning|Deep Learning|5|2|M|en|ds|ml|dl|
4IM31|Natural Language Processing|Natural Language Processing|5|3|M|en|ds|ml|nlp|
4IM32|Data Mining|Data Mining|5|1|M|en|ds|ml|dm|2IMD32
4IM33|Reinforcement Learning|Reinforcement Learning|5|4|M|en|ds|ai|rl|
4IM40|Model Checking|Model Checking|5|1|M|en|fm|logic|mc|2IMF40
4IM41|Program Verification|Program Verification|5|2|M|en|fm|logic|verif|
4IM42|Type Theory|Type Theory|5|3|M|en|fm|logic|types|
4IM50|Cryptography|Cryptography|5|1|M|en|sec|security|crypto|2IMS50
4IM51|Network Security|Network Security|5|2|M|en|sec|security|netsec|
4IM52|Privacy Engineering|Privacy Engineering|5|4|M|en|sec|security|privacy|
4IM55|Cloud Computing|Cloud Computing|5|2|M|en|ns|dist|cloud|
4IM56|Internet of Things|Internet of Things|5|3|M|en|es|embedded|iot|
4IM60|Information Visualization|Information Visualization|5|1|M|en|vis|graphics|infovis|2IMV60
4IM61|Visual Analytics|Visual Analytics|5|3|M|en|vis|graphics|va|
4IM70|Big Data Management|Big Data Management|5|2|M|en|db|db|bdm|
4IM72|Database Systems Internals|Database Systems Internals|5|4|M|en|db|db|dbsi|
4IM80|Real-Time Systems|Real-Time Systems|5|2|M|en|es|embedded|rts|
4IM81|Embedded Systems Design|Embedded Systems Design|5|1|M|en|es|embedded|esd|
4IM90|Seminar Computer Science Education|Seminar Computer Science Education|5|2|M|en|se|se|cse|
ZT1010|Digitale Techniek|Digital Logic Design|5|1|B1|nl|es|arch|digtech|
ZT1022|Programmeren in C|Programming in C|5|2|B1|nl|es|prog|cprog|
ZT2041|Microcontrollers|Microcontrollers|5|3|B2|nl|es|embedded|micro|
ZT2043|Signalen en Systemen|Signals and Systems|5|1|B2|nl|es|signals|signalen|
ZT2050|Regeltechniek|Control Engineering|5|2|B2|nl|es|signals|regel|
ZT3012|Embedded Linux|Embedded Linux|5|4|B3|nl|es|embedded|elinux|
ZT3020|Hardware/Software Co-design|Hardware/Software Co-design|5|1|B3|en|es|embedded|hwsw|
ZT3025|Sensornetwerken|Sensor Networks|5|2|B3|nl|es|net|sensor|
ZT4010|Real-Time Operating Systems|Real-Time Operating Systems|5|3|M|en|es|embedded|rtos|
ZT4015|FPGA Design|FPGA Design|5|4|M|en|es|arch|fpga|
ZT4020|Robotica|Robotics|5|1|M|en|es|embedded|robotica|
ZT4030|Industriële Netwerken|Industrial Networks|5|2|M|en|es|net|indnet|`
  .split('\n')
  .map((line) => {
    const [code, nl, en, ec, qs, level, lang, sectie, area, nick, old] = line.split('|');
    return { code, nl, en, ec: Number(ec), qs: qs.split('-').map(Number), level: level as Course['level'], lang: lang as 'nl' | 'en', sectie, area, nick, old: old || undefined, ziti: code.startsWith('ZT') };
  });
const courseBy = new Map(COURSES.map((c) => [c.code, c]));
/** Courses with a GitLab Pages site of their own (Jekyll or Sphinx), from the given year index on. */
const SITE_FROM: Record<string, [number, 'jekyll' | 'sphinx']> = { '4IB50': [3, 'jekyll'], '4IM30': [3, 'sphinx'], '4IM31': [4, 'sphinx'], '4IB57': [3, 'jekyll'], '4IM23': [3, 'jekyll'], '4IM20': [4, 'jekyll'], '4IB38': [2, 'sphinx'], '4IM55': [4, 'jekyll'], '4IM42': [3, 'sphinx'], '4IM61': [4, 'jekyll'] };

const OPLEIDINGEN: { key: string; nl: string; en: string; kind: 'bachelor' | 'master'; years: number; lang: 'nl' | 'en' }[] = [
  { key: 'informatica', nl: 'Bachelor Informatica', en: 'Bachelor Computer Science', kind: 'bachelor', years: 3, lang: 'nl' },
  { key: 'technische-informatica', nl: 'Bachelor Technische Informatica', en: 'Bachelor Computer Engineering', kind: 'bachelor', years: 3, lang: 'nl' },
  { key: 'computing-science', nl: 'Master Computing Science', en: 'Master Computing Science', kind: 'master', years: 2, lang: 'en' },
  { key: 'data-science', nl: 'Master Data Science and AI', en: 'Master Data Science and AI', kind: 'master', years: 2, lang: 'en' },
  { key: 'cyber-security', nl: 'Master Cyber Security', en: 'Master Cyber Security', kind: 'master', years: 2, lang: 'en' },
  { key: 'embedded-systems', nl: 'Master Embedded Systems', en: 'Master Embedded Systems', kind: 'master', years: 2, lang: 'en' },
];

const TOPICS: Record<string, string[]> = {
  prog: ['Introductie, Python-omgeving', 'Variabelen en expressies', 'Keuzes en herhaling', 'Functies', 'Lijsten en strings', 'Dictionaries', 'Klassen en objecten', 'Overerving', 'Recursie', 'Exceptions', 'Bestanden', 'Testen', 'Herhaling'],
  logic: ['Propositielogica', 'Natuurlijke deductie', 'Predikatenlogica', 'Verzamelingen', 'Relaties en functies', 'Inductie', 'Kripke-structuren', 'LTL en CTL', 'Hoare-logica', 'Invarianten', 'SAT en SMT', 'Herhaling'],
  theory: ['Introductie', 'Telproblemen', 'Grafen', 'Eindige automaten', 'Reguliere talen', 'Contextvrije grammatica\'s', 'Stapelautomaten', 'Turingmachines', 'Beslisbaarheid', 'P en NP', 'Reducties', 'NP-volledigheid', 'Herhaling'],
  algo: ['Introduction and analysis', 'Lists, stacks, queues', 'Sorting', 'Hashing', 'Search trees', 'Balanced trees', 'Heaps', 'Graph traversal', 'Shortest paths', 'Minimum spanning trees', 'Dynamic programming', 'Greedy algorithms', 'Network flow', 'Approximation', 'Review'],
  arch: ['Getalsystemen', 'Booleaanse algebra', 'Combinatorische schakelingen', 'Flipflops', 'Toestandsmachines', 'Processorarchitectuur', 'Assembly', 'Pipelining', 'Caches', 'Herhaling'],
  web: ['HTML en CSS', 'JavaScript', 'DOM', 'HTTP', 'Node.js', 'REST', 'Databases in webapplicaties', 'Beveiliging', 'Toegankelijkheid', 'Herhaling'],
  se: ['Introduction', 'Requirements', 'Scrum', 'UML', 'Design patterns', 'Architecture', 'Testing', 'Continuous integration', 'Refactoring', 'Code review', 'Metrics', 'Presentations'],
  db: ['Introduction', 'Relational model', 'SQL', 'ER modelling', 'Normalisation', 'Transactions', 'Indexing', 'Query processing', 'NoSQL', 'Distributed databases', 'Review'],
  os: ['Processen', 'Threads', 'Scheduling', 'Synchronisatie', 'Deadlock', 'Geheugenbeheer', 'Virtueel geheugen', 'Bestandssystemen', 'I/O', 'Virtualisatie', 'Herhaling'],
  net: ['Introduction', 'Application layer', 'Transport layer', 'TCP congestion control', 'Network layer', 'Routing', 'Link layer', 'Wireless', 'Network management', 'Review'],
  ai: ['Agents', 'Search', 'Heuristics', 'Games', 'Constraints', 'Logic', 'Planning', 'Uncertainty', 'Bayesian networks', 'MDPs', 'Reinforcement learning', 'Review'],
  stats: ['Kansrekening', 'Stochastische variabelen', 'Verdelingen', 'Schatten', 'Betrouwbaarheidsintervallen', 'Toetsen', 'Regressie', 'ANOVA', 'Herhaling'],
  compilers: ['Overview', 'Lexical analysis', 'Parsing', 'LR parsing', 'Abstract syntax', 'Semantic analysis', 'Intermediate code', 'Code generation', 'Register allocation', 'Optimisation', 'Garbage collection', 'Review'],
  dist: ['Introduction', 'Time and clocks', 'Broadcast', 'Consensus', 'Paxos', 'Raft', 'Replication', 'MapReduce', 'Containers', 'Kubernetes', 'Review'],
  graphics: ['Pipeline', 'Transformations', 'Rasterisation', 'Shading', 'Textures', 'Ray tracing', 'Visual encoding', 'Colour', 'Interaction', 'Evaluation', 'Review'],
  security: ['Threat models', 'Symmetric crypto', 'Hash functions', 'Public key', 'Protocols', 'Authentication', 'Web security', 'Software vulnerabilities', 'Network attacks', 'Privacy', 'Review'],
  ml: ['Introduction', 'Linear models', 'Regularisation', 'Trees and ensembles', 'SVMs', 'Neural networks', 'Backpropagation', 'CNNs', 'RNNs', 'Transformers', 'Clustering', 'Review'],
  hci: ['Introductie', 'Gebruikersonderzoek', 'Persona\'s', 'Prototypen', 'Evaluatie', 'Toegankelijkheid', 'Visueel ontwerp', 'Presentaties'],
  embedded: ['Introduction', 'Microcontrollers', 'Interrupts', 'Real-time scheduling', 'RTOS', 'Drivers', 'Buses: I2C, SPI, CAN', 'Power management', 'Project'],
  signals: ['Signalen', 'Systemen', 'Convolutie', 'Fourier', 'Laplace', 'Z-transformatie', 'Filters', 'Regelkringen', 'Stabiliteit', 'Herhaling'],
};
const TOOLS: Record<string, string> = { prog: 'Python 3', logic: 'Coq en LaTeX', theory: '', algo: 'Java', arch: 'Logisim en ARM-assembly', web: 'HTML, CSS, JavaScript', se: 'Java, Git, GitLab CI', db: 'PostgreSQL', os: 'C op Linux', net: 'Wireshark, Python', ai: 'Python', stats: 'R', compilers: 'Java, ANTLR', dist: 'Go', graphics: 'C++, OpenGL', security: 'Python, C', ml: 'Python, PyTorch', hci: 'Figma', embedded: 'C on STM32', signals: 'Matlab' };

// =====================================================================================================================
// Offerings (course × collegejaar)
// =====================================================================================================================

interface Off {
  key: string; c: Course; y: Year; f: Teacher; kind: Kind; tpl: Style; home: string; base: string; host: string; engine: 'jekyll' | 'sphinx' | '';
  lms: number; pub: boolean; latest: boolean; frames: boolean; prev: Off[]; tas: string[];
  inList: boolean; inArchive: boolean; inProfile: boolean; inGids: boolean; inProg: boolean; inAda: boolean; variant: number;
}
const titleOf = (o: Off, en = o.c.lang === 'en') => (en ? o.c.en : o.c.nl);
const lc = (s: string) => s.toLowerCase();
const qName = (c: Course, en: boolean) => c.qs.map((q) => `${en ? 'Q' : 'kwartiel '}${q}`).join(en ? '–' : ' en ');
const codeIn = (o: Off) => (o.y.idx < 3 && o.c.old ? o.c.old : o.c.code);

interface Sess { n: number; kind: 'hc' | 'wc' | 'pr'; date: number; time: string; room: string; topic: string }
function sessionsOf(o: Off): Sess[] {
  const r = rng(hash(`sess:${o.key}`));
  const topics = TOPICS[o.c.area] ?? TOPICS.se;
  const start = o.y.q[o.c.qs[0] - 1];
  const weeks = o.c.qs.length * 8;
  const out: Sess[] = [];
  const hcDay = int(r, 1, 3);
  const wcDay = int(r, 3, 5);
  const hcRoom = pick(r, ZALEN.slice(0, 10));
  let hc = 0;
  let wc = 0;
  for (let w = 0; w < weeks; w++) {
    const mon = start + w * 7 + (o.c.qs.length > 1 && w >= 8 ? (o.y.q[o.c.qs[1] - 1] - start - 56) : 0);
    if (hc < topics.length) out.push({ n: ++hc, kind: 'hc', date: mon + hcDay - 1, time: pick(r, ['08:45', '10:45', '13:45']), room: hcRoom, topic: topics[hc - 1] });
    if (w > 0 && w < weeks - 1) out.push({ n: ++wc, kind: 'wc', date: mon + wcDay - 1, time: pick(r, ['10:45', '13:45', '15:45']), room: pick(r, ZALEN), topic: topics[Math.min(topics.length - 1, wc - 1)] });
  }
  return out;
}
function toetsOf(o: Off): { tentamen: number; her: number } {
  const last = o.c.qs[o.c.qs.length - 1];
  const qEnd = (o.y.q[last - 1] ?? o.y.q[0]) + 56;
  const r = rng(hash(`toets:${o.key}`));
  return { tentamen: qEnd + int(r, 0, 4), her: qEnd + (last === 4 ? 42 : last === 2 ? 70 : 77) + int(r, 0, 4) };
}
interface Work { n: number; title: string; due: number; pdf: string }
function worksOf(o: Off): Work[] {
  const r = rng(hash(`works:${o.key}`));
  const start = o.y.q[o.c.qs[0] - 1];
  const n = int(r, 3, 6);
  const topics = TOPICS[o.c.area] ?? TOPICS.se;
  return Array.from({ length: n }, (_, i) => ({ n: i + 1, title: topics[Math.min(topics.length - 1, 1 + i * 2)], due: start + 11 + i * Math.floor((o.c.qs.length * 56 - 14) / n), pdf: `opdracht${i + 1}.pdf` }));
}

function blurb(o: Off, en: boolean): string {
  const r = rng(hash(`blurb:${o.key}:${en}`));
  const topics = TOPICS[o.c.area] ?? TOPICS.se;
  const t1 = pick(r, topics).toLowerCase();
  const t2 = pick(r, topics).toLowerCase();
  const tool = TOOLS[o.c.area];
  return en
    ? `<p>This ${o.c.level === 'M' ? 'master' : 'bachelor'} course (${o.c.ec} EC, ${qName(o.c, true)}) covers ${esc(t1)} and ${esc(t2)}, among other topics.${tool ? ` Practical work uses ${esc(tool)}.` : ''} The final grade is determined by a written exam and the assignments.</p>`
    : `<p>In dit vak (${o.c.ec} EC, ${qName(o.c, false)}) behandelen we onder meer ${esc(t1)} en ${esc(t2)}.${tool ? ` In het practicum werk je met ${esc(tool)}.` : ''} Het eindcijfer bestaat uit het schriftelijk tentamen en de opdrachten.</p>`;
}

function paperTitle(r: R): string {
  const A = ['Efficient', 'Scalable', 'Verified', 'Robust', 'Interpretable', 'Privacy-preserving', 'Incremental', 'Compositional', 'Energy-aware', 'Probabilistic', 'Parameterized', 'Distributed'];
  const B = ['model checking', 'process discovery', 'graph algorithms', 'neural networks', 'type inference', 'stream processing', 'smart contracts', 'software product lines', 'visual analytics', 'federated learning', 'key exchange', 'mesh networks', 'trajectory clustering', 'code review'];
  const C = ['for embedded systems', 'at scale', 'in practice', 'with guarantees', 'under uncertainty', 'on GPUs', 'for event logs', 'in the cloud', 'revisited', 'a case study'];
  return `${pick(r, A)} ${pick(r, B)} ${pick(r, C)}`;
}

const EXT: Record<string, string> = { pdf: 'application/pdf', zip: 'application/zip', gz: 'application/gzip', tgz: 'application/gzip', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', jpg: 'image/jpeg', png: 'image/png', ics: 'text/calendar', bib: 'application/x-bibtex', ris: 'application/x-research-info-systems', csv: 'text/csv', txt: 'text/plain', log: 'text/plain', ipynb: 'application/json', py: 'text/x-python', java: 'text/x-java', c: 'text/x-c', tex: 'application/x-tex' };
const extType = (p: string) => EXT[p.slice(p.lastIndexOf('.') + 1).toLowerCase()];
const isFile = (p: string) => /\.(pdf|zip|gz|tgz|pptx|docx|jpg|png|ics|bib|ris|csv|txt|log|ipynb|py|java|c|tex)$/i.test(p);
function fileResp(p: string, url: string): Resp {
  const t = extType(p) ?? 'application/octet-stream';
  if (t.startsWith('text/') && t !== 'text/calendar') return { status: 200, type: `${t}; charset=utf-8`, body: `# ${p}\n${T.words(rng(hash(url)), 60)}\n` };
  return bin(t, url);
}
function apache404(path: string, host: string): Resp {
  return { status: 404, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL ${esc(path)} was not found on this server.</p>\n<hr>\n<address>Apache/2.4.29 (Ubuntu) Server at ${host} Port 443</address>\n</body></html>\n` };
}
function nginx404(): Resp {
  return { status: 404, type: 'text/html', body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n' };
}
function err500(what: string): Resp {
  return { status: 500, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>${esc(what)}</p></body></html>` };
}
/** The ADFS sign-in page every login wall ends on. */
const adfs = (service: string) => `https://${H.login}/adfs/ls/?wa=wsignin1.0&wtrealm=${encodeURIComponent(new URL(service).origin + '/')}&wctx=${encodeURIComponent(`rm=0&id=passive&ru=${new URL(service).pathname}`)}`;
const fsize = (r: R) => (r() < 0.5 ? `${int(r, 12, 980)}K` : `${int(r, 1, 24)}.${int(r, 0, 9)}M`);

/** Apache's mod_autoindex listing with the sortable column links `?C=N;O=D`. */
function autoindex(host: string, path: string, entries: [string, number, string][], u: URL): Resp {
  const q = sortParams(u);
  const col = q.C ?? 'N';
  const desc = q.O === 'D';
  const list = entries.slice().sort((x, y) => {
    const v = col === 'M' ? x[1] - y[1] : col === 'S' ? x[2].localeCompare(y[2]) : x[0].localeCompare(y[0]);
    return desc ? -v : v;
  });
  const th = (c: string, l: string) => `<th><a href="?C=${c};O=${col === c && !desc ? 'D' : 'A'}">${l}</a></th>`;
  const rows = list.map(([n, d, s]) => `<tr><td valign="top"><img src="/icons/${n.endsWith('/') ? 'folder' : 'text'}.gif" alt="[${n.endsWith('/') ? 'DIR' : 'TXT'}]"></td><td><a href="${esc(n)}">${esc(n)}</a></td><td align="right">${fmtISO(d)} ${pad(d % 24)}:${pad((d * 7) % 60)}  </td><td align="right">${s}</td><td>&nbsp;</td></tr>`).join('\n');
  return { status: 200, type: 'text/html;charset=UTF-8', body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html>\n <head>\n  <title>Index of ${esc(path)}</title>\n </head>\n <body>\n<h1>Index of ${esc(path)}</h1>\n  <table>\n   <tr>${th('N', 'Name')}${th('M', 'Last modified')}${th('S', 'Size')}${th('D', 'Description')}</tr>\n   <tr><th colspan="5"><hr></th></tr>\n<tr><td valign="top"><img src="/icons/back.gif" alt="[PARENTDIR]"></td><td><a href="../">Parent Directory</a></td><td>&nbsp;</td><td align="right">  - </td><td>&nbsp;</td></tr>\n${rows}\n   <tr><th colspan="5"><hr></th></tr>\n</table>\n<address>Apache/2.4.29 (Ubuntu) Server at ${host} Port 80</address>\n</body></html>\n` };
}
function asset(path: string): Resp {
  if (path.endsWith('.css')) return { status: 200, type: 'text/css', body: `/* ${path} */ body{font-family:"Open Sans",Arial,sans-serif;margin:0}.uvz-header{background:#00326e;color:#fff}a{color:#00659b}` };
  if (path.endsWith('.js')) return { status: 200, type: 'application/javascript', body: `/* ${path} */ (function(){var n=document.querySelector('.menu-toggle');if(n)n.onclick=function(){document.body.classList.toggle('menu-open')}})();` };
  return bin(extType(path) ?? 'application/octet-stream', path);
}
function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}

interface News { id: number; date: number; nl: string; en?: string; slug: string; tag: string; off?: Off; album?: number }
interface Ev { id: number; date: number; time: string; title: string; kind: string; room: string; speaker: string; off?: Off }
interface Person { login: string; name: string; role: string; sectie: string; t?: Teacher; slug: string }

// =====================================================================================================================
// The web
// =====================================================================================================================

export class ModernWebN {
  readonly seed = `${WWW}/informatica`;
  readonly www = WWW;
  /** The university CMS's robots.txt (Hippo-era, with additions for the search and the print views). */
  readonly robots = `# www.uvz.nl
User-agent: *
Disallow: /zoeken
Disallow: /search
Disallow: /_cmsinternal/
Disallow: /binaries/preview/
Disallow: /*?print=1
Disallow: /mijn-uvz/

User-agent: AhrefsBot
Disallow: /

Sitemap: https://www.uvz.nl/sitemap.xml
`;
  readonly courseHomes = new Set<string>();

  private offs: Off[] = [];
  private offsByTeacher = new Map<string, Off[]>();
  private offsByCourse = new Map<string, Off[]>();
  private offsByYear = new Map<string, Off[]>();
  private bases = new Map<string, Off>(); // host + base path → offering
  private lmsById = new Map<number, { id: number; code: string; title: string; y: Year; pub: boolean; off?: Off; fac: string; teacher: string }>();
  private persons: Person[] = [];
  private personBy = new Map<string, Person>();
  private news: News[] = [];
  private newsById = new Map<number, News>();
  private events: Ev[] = [];
  private eventsByMonth = new Map<string, Ev[]>();

  constructor() {
    this.buildOffs();
    this.buildLms();
    this.buildPersons();
    this.buildNews();
  }

  private homeUrl(o: Off): { home: string; base: string; host: string } {
    const L = o.f.login;
    const code = codeIn(o);
    switch (o.kind) {
      case 'dept': {
        const b = o.c.lang === 'en' ? `/en/education/courses/${o.y.key}/${code}/` : `/onderwijs/vakken/${o.y.key}/${code}/`;
        return { home: CS + b, base: b, host: H.cs };
      }
      case 'user': {
        if (o.f.scheme === 'onderwijs') { const b = `/~${L}/onderwijs/${lc(code)}/${o.y.short}/`; return { home: CS + b, base: b, host: H.cs }; }
        if (o.f.scheme === 'teaching') { const b = `/~${L}/teaching/${o.c.nick}-${o.y.y}/`; return { home: CS + b, base: b, host: H.cs }; }
        if (o.f.scheme === 'vakken') { const b = o.latest ? `/~${L}/vakken/${o.c.code}/` : `/~${L}/vakken/${o.c.code}/${o.y.key}/`; return { home: CS + b, base: b, host: H.cs }; }
        const p = o.latest ? `/~${L}/${lc(code)}.html` : `/~${L}/${lc(code)}-${o.y.y}.html`;
        return { home: CS + p, base: p.replace(/\.html$/, '/'), host: H.cs };
      }
      case 'site': {
        const host = `${lc(o.c.code)}${PAGES}`;
        const b = o.engine === 'sphinx' ? `/notes-${o.y.short}/` : `/${o.c.nick}-${o.y.y}/`;
        return { home: `https://${host}${b}`, base: b, host };
      }
      case 'ziti': { const b = `/onderwijs/${o.y.short}/${o.c.code}/`; return { home: ZITI + b, base: b, host: H.ziti }; }
      case 'lms': return o.y.idx === 5
        ? { home: `${BS}/d2l/home/${o.lms}`, base: `/d2l/home/${o.lms}`, host: H.bs }
        : { home: `${BB}/webapps/blackboard/execute/courseMain?course_id=_${o.lms}_1`, base: `_${o.lms}_1`, host: H.bb };
      default: return { home: '', base: '', host: '' };
    }
  }

  private buildOffs() {
    const lmsIds = new Set<number>();
    for (const c of COURSES) {
      const fit = (f: Teacher) => (f.sectie === c.sectie ? 3 : 0) + (hash(`${c.code}:${f.login}`) % 3);
      const pool = TEACHERS.filter((f) => f.sectie === c.sectie).sort((x, y) => fit(y) - fit(x)).slice(0, 3);
      for (const y of YEARS) {
        if (c.ziti && y.idx > 2) continue; // ZITI merged into the department on 1 January 2017
        const r = rng(hash(`off:${c.code}:${y.key}`));
        if (r() > 0.95) continue;
        let k = Math.floor((y.idx + (hash(c.code) % 3)) / 2);
        let f = pool[k % pool.length];
        for (let j = 0; j < pool.length && f.joined > y.y; j++) f = pool[++k % pool.length];
        if (f.joined > y.y) f = TEACHERS.find((g) => g.sectie === c.sectie && g.joined <= y.y) ?? TEACHERS[0];
        let lms = 0;
        if (y.idx >= 1) {
          lms = (y.idx === 5 ? 180000 : 30000 + y.idx * 9000) + (hash(`lms:${c.code}:${y.key}`) % 6000);
          while (lmsIds.has(lms)) lms++;
          lmsIds.add(lms);
        }
        const x = r();
        let kind: Kind;
        let pub = false;
        let engine: Off['engine'] = '';
        const site = SITE_FROM[c.code];
        if (c.ziti) kind = x < 0.86 ? 'ziti' : x < 0.95 && f.userdir ? 'user' : 'none';
        else if (site && y.idx >= site[0]) { kind = 'site'; engine = site[1]; }
        else {
          kind = pick(r, f.pref);
          if (kind === 'dept' && y.idx < 2) kind = f.userdir ? 'user' : 'lms';
          if (kind === 'user' && !f.userdir) kind = y.idx < 2 ? 'lms' : 'dept';
          if (kind === 'lms') { if (lms && r() < (y.idx === 5 ? 0.5 : 0.6)) pub = true; else kind = y.idx >= 2 && r() < 0.75 ? 'dept' : f.userdir && r() < 0.5 ? 'user' : 'none'; }
          if (kind === 'none' && r() < 0.45) kind = y.idx >= 2 ? 'dept' : f.userdir ? 'user' : 'none';
        }
        const tas = Array.from({ length: int(r, 1, 4) }, () => `${pick(r, VOORN)} ${pick(r, ACHTERN)}`);
        this.offs.push({
          key: `${c.code}:${y.key}`, c, y, f, kind, tpl: 'plain', home: '', base: '', host: '', engine, lms, pub, latest: false, frames: false, prev: [], tas,
          inList: false, inArchive: false, inProfile: false, inGids: false, inProg: false, inAda: false, variant: r() * 1000,
        });
      }
    }
    const lastBy = new Map<string, Off>();
    for (const o of this.offs) if (o.kind === 'user' && (o.f.scheme === 'flat' || o.f.scheme === 'vakken')) lastBy.set(`${o.f.login}:${o.c.code}`, o);
    for (const o of lastBy.values()) o.latest = true;
    for (const o of this.offs) {
      const r = rng(hash(`flags:${o.key}`));
      const u = this.homeUrl(o);
      o.home = u.home; o.base = u.base; o.host = u.host;
      o.tpl = o.y.idx < 2 && o.f.style !== 'modern' ? 'old' : o.f.style === 'modern' && o.y.idx < 2 ? 'plain' : o.f.style;
      o.frames = o.kind === 'user' && o.tpl === 'old' && o.y.idx < 3 && o.f.scheme !== 'flat' && r() < 0.55;
      if (o.home) {
        o.inList = o.kind === 'dept' || (o.kind === 'site' ? r() < 0.7 : o.kind === 'user' ? r() < 0.4 : o.kind === 'lms' ? r() < 0.45 : false);
        o.inArchive = o.y.idx < 4 && o.kind !== 'dept' && r() < 0.55;
        o.inProfile = o.y.idx >= 4 && r() < 0.8;
        o.inGids = o.kind !== 'ziti' && r() < 0.5;
        o.inProg = o.y === CUR && r() < 0.5;
        o.inAda = r() < 0.18;
      }
      push(this.offsByTeacher, o.f.login, o);
      push(this.offsByCourse, o.c.code, o);
      push(this.offsByYear, o.y.key, o);
    }
    // "Eerdere jaren" / "Previous editions": a page links the older ones of its own family.
    for (const list of this.offsByCourse.values()) {
      for (let i = 0; i < list.length; i++) {
        const o = list[i];
        if (!o.home) continue;
        const earlier = list.slice(0, i).filter((p) => p.home && p.kind === o.kind);
        o.prev = (o.kind === 'user' ? earlier.filter((p) => p.f === o.f) : o.kind === 'lms' ? [] : o.kind === 'dept' ? earlier.slice(-2) : earlier).reverse();
      }
      const homes = list.filter((o) => o.home);
      if (homes.length) homes[homes.length - 1].inGids = homes[homes.length - 1].kind !== 'ziti';
    }
    for (const o of this.offs) {
      if (!o.home) continue;
      const k = o.host + o.base;
      if (this.bases.has(k)) throw new Error(`duplicate base ${k}`);
      this.bases.set(k, o);
      this.courseHomes.add(o.home);
    }
  }

  /** Blackboard (until 2018-2019) and Brightspace (from 2019-2020): a course for most offerings, guests only where allowed. */
  private buildLms() {
    for (const o of this.offs) if (o.lms) this.lmsById.set(o.lms, { id: o.lms, code: codeIn(o), title: titleOf(o), y: o.y, pub: o.kind === 'lms' && o.pub, off: o, fac: 'Informatica', teacher: o.f.name });
    const OTHER: [string, string, string][] = [['4WB10', 'Calculus', 'Wiskunde'], ['4WB20', 'Lineaire Algebra', 'Wiskunde'], ['4WB31', 'Kansrekening', 'Wiskunde'], ['3NB05', 'Mechanica', 'Natuurkunde'], ['6BK10', 'Organisatiekunde', 'Bedrijfskunde'], ['6BK22', 'Bedrijfseconomie', 'Bedrijfskunde'], ['0LV10', 'Academisch Schrijven', 'Taalcentrum'], ['0LV12', 'Nederlands voor anderstaligen A2', 'Taalcentrum'], ['5EB10', 'Elektrische Netwerken', 'Elektrotechniek'], ['5EB24', 'Signaalverwerking', 'Elektrotechniek'], ['7BM10', 'Duurzame Energie', 'Bouwkunde'], ['0HV20', 'Filosofie van de Techniek', 'USE'], ['0HV30', 'Ethiek en Technologie', 'USE'], ['8BB10', 'Biomedische Modellen', 'Biomedische Technologie']];
    for (const y of YEARS.slice(1)) {
      for (let i = 0; i < 30; i++) {
        const r = rng(hash(`lmso:${y.key}:${i}`));
        let id = (y.idx === 5 ? 186000 : 36000 + y.idx * 9000) + i * 11 + int(r, 0, 9);
        while (this.lmsById.has(id)) id++;
        const [code, title, fac] = OTHER[(i + y.idx * 3) % OTHER.length];
        const pub = r() < 0.05;
        this.lmsById.set(id, { id, code, title: i >= OTHER.length ? `${title} (groep ${i - OTHER.length + 1})` : title, y, pub, fac, teacher: `${pick(r, VOORN)} ${pick(r, ACHTERN)}` });
        if (pub) this.courseHomes.add(y.idx === 5 ? `${BS}/d2l/home/${id}` : `${BB}/webapps/blackboard/execute/courseMain?course_id=_${id}_1`);
      }
    }
  }

  private buildPersons() {
    const used = new Set(TEACHERS.map((t) => t.login));
    for (const t of TEACHERS) { const p: Person = { login: t.login, name: t.name, role: FN[t.fn][0], sectie: t.sectie, t, slug: slugify(t.name) }; this.persons.push(p); this.personBy.set(t.login, p); }
    const roles: [string, number][] = [['Promovendus', 120], ['Postdoc', 30], ['Wetenschappelijk programmeur', 12], ['Secretaresse', 10], ['Studieadviseur', 5], ['Onderwijscoördinator', 4], ['Systeembeheerder', 6], ['Gastmedewerker', 20]];
    for (const [role, n] of roles) {
      for (let i = 0; i < n; i++) {
        const r = rng(hash(`person:${role}:${i}`));
        const fn = pick(r, VOORN);
        const ln = pick(r, ACHTERN);
        let login = lc(fn[0] + ln.replace(/^(van der|van den|van|de|el) /i, (m) => m.split(' ').map((w) => w[0]).join('')).replace(/ /g, '')).slice(0, 10);
        while (used.has(login)) login += int(r, 1, 9);
        used.add(login);
        const p: Person = { login, name: `${fn} ${ln}`, role, sectie: pick(r, SECTIES).key, slug: slugify(`${fn} ${ln}`) };
        if (this.persons.some((q) => q.slug === p.slug)) p.slug += `-${int(r, 2, 9)}`;
        this.persons.push(p);
        this.personBy.set(login, p);
      }
    }
  }

  private buildNews() {
    const r = rng(hash('nieuws'));
    const from = dayOf(2014, 1, 6);
    const N = 640;
    for (let i = 0; i < N; i++) {
      const date = from + Math.floor((i * (NOW - 2 - from)) / N);
      const yy = dOf(date).getUTCFullYear();
      const f = pick(r, TEACHERS);
      const st = `${pick(r, VOORN)} ${pick(r, ACHTERN)}`;
      const topic = paperTitle(r);
      const k = int(r, 0, 9);
      const pair = ([
        [`${f.name} ontvangt ${pick(r, ['Veni-subsidie', 'Vidi-subsidie', 'ERC Starting Grant', 'onderwijsprijs', 'best paper award'])}`, `${f.name} receives ${pick(r, ['a Veni grant', 'a Vidi grant', 'an ERC Starting Grant', 'a teaching award', 'a best paper award'])}`],
        [`Promotie ${st}: ${topic}`, `PhD defence ${st}: ${topic}`],
        [`Studenten Informatica winnen ${pick(r, ['hackathon', 'BAPC', 'CTF-wedstrijd', 'RoboCup-finale'])} ${yy}`, `CS students win ${pick(r, ['hackathon', 'BAPC', 'CTF contest'])} ${yy}`],
        [`Open Dag Informatica ${yy}`, undefined],
        [`Nieuw onderzoeksproject over ${lc(topic)}`, `New research project on ${lc(topic)}`],
        [`Samenwerking met ${pick(r, ['ASML', 'Philips', 'Rabobank', 'KPN', 'Bol.com', 'Thales', 'NXP', 'Zeeland Refinery'])}`, undefined],
        [`Alumnus in beeld: ${st}`, `Alumni in the spotlight: ${st}`],
        [`Uitslag Nationale Studenten Enquête ${yy}`, undefined],
        [`Colloquium: ${topic}`, `Colloquium: ${topic}`],
        [`Departement verhuist naar ${pick(r, ['MetaForum', 'Gemini-Zuid', 'Atlas'])}`, undefined],
      ] as [string, string | undefined][])[k];
      const id = 12000 + i * 13 + int(r, 0, 9);
      const n: News = { id, date, nl: pair[0], en: r() < 0.5 ? pair[1] : undefined, slug: slugify(pair[0]).slice(0, 70), tag: pick(r, ['onderzoek', 'onderwijs', 'studenten', 'promoties', 'samenwerking', 'departement']), album: k === 2 || k === 3 ? int(r, 1, 60) : undefined };
      this.news.push(n);
      this.newsById.set(id, n);
    }
    // Announcements of a course start or change, linking the course site.
    for (const o of this.offs) {
      const rr = rng(hash(`kstart:${o.key}`));
      if (!o.home || o.y.idx < 1 || rr() > 0.22) continue;
      const date = o.y.q[o.c.qs[0] - 1] - int(rr, 3, 12);
      if (date > NOW) continue;
      const en = o.c.lang === 'en';
      const nl = pick(rr, [`Vak ${codeIn(o)} ${o.c.nl} start in ${qName(o.c, false)}`, `Nieuwe opzet voor ${o.c.nl} (${codeIn(o)})`, `Inschrijving ${codeIn(o)} ${o.c.nl} geopend`]);
      const id = 40000 + (hash(o.key) % 20000);
      if (this.newsById.has(id)) continue;
      const n: News = { id, date, nl, en: en ? `${codeIn(o)} ${o.c.en} starts in ${qName(o.c, true)}` : undefined, slug: slugify(nl).slice(0, 70), tag: 'onderwijs', off: o };
      this.news.push(n);
      this.newsById.set(id, n);
    }
    this.news.sort((x, y) => x.date - y.date || x.id - y.id);
    const er = rng(hash('agenda'));
    const efrom = dayOf(2014, 9, 1);
    const EN = 700;
    for (let i = 0; i < EN; i++) {
      const date = efrom + Math.floor((i * (dayOf(2020, 7, 1) - efrom)) / EN);
      if (weekday(date) === 0 || weekday(date) === 6) continue;
      const kind = pick(er, ['promotie', 'colloquium', 'colloquium', 'symposium', 'overig'] as const);
      const sp = `${pick(er, VOORN)} ${pick(er, ACHTERN)}`;
      const title = kind === 'promotie' ? `Promotie ${sp}: ${paperTitle(er)}` : kind === 'colloquium' ? `Colloquium: ${paperTitle(er)}` : kind === 'symposium' ? `Symposium ${paperTitle(er)}` : pick(er, ['Open Dag', 'Meeloopdag', 'Diesviering', 'Masterclass voor scholieren', 'Nieuwjaarsreceptie', 'Bedrijvendag Informatica']);
      const ev: Ev = { id: 9000 + i * 7, date, time: pick(er, ['10:00', '12:30', '14:00', '15:30', '16:00']), title, kind, room: pick(er, ZALEN.slice(0, 10)), speaker: sp };
      this.events.push(ev);
      push(this.eventsByMonth, fmtISO(date).slice(0, 7), ev);
    }
    for (const o of this.offs) {
      const rr = rng(hash(`gast:${o.key}`));
      if (!o.home || o.y.idx < 2 || rr() > 0.12) continue;
      const hc = sessionsOf(o).filter((s) => s.kind === 'hc');
      if (!hc.length) continue;
      const s = hc[int(rr, Math.floor(hc.length / 2), hc.length - 1)];
      const ev: Ev = { id: 15000 + (hash(o.key) % 5000) * 3, date: s.date, time: s.time, title: `Gastcollege in ${codeIn(o)} ${o.c.nl}: ${paperTitle(rr)}`, kind: 'gastcollege', room: s.room, speaker: `${pick(rr, VOORN)} ${pick(rr, ACHTERN)} (${pick(rr, ['ASML', 'Philips Research', 'TNO', 'CWI', 'Google', 'Booking.com', 'Adyen', 'NXP'])})`, off: o };
      if (this.events.some((e) => e.id === ev.id)) continue;
      this.events.push(ev);
      push(this.eventsByMonth, fmtISO(s.date).slice(0, 7), ev);
    }
    this.events.sort((x, y) => x.date - y.date || x.id - y.id);
    for (const l of this.eventsByMonth.values()) l.sort((x, y) => x.date - y.date || x.id - y.id);
  }

  // ===================================================================================================================
  // Dispatch
  // ===================================================================================================================

  respond(url: string): Resp {
    let u: URL;
    try { u = new URL(url); } catch { return nginx404(); }
    const host = u.hostname.toLowerCase();
    if (host !== DOM && !host.endsWith(`.${DOM}`)) return nginx404();
    if (u.protocol === 'http:' && (HTTPS_ONLY.has(host) || host.endsWith(PAGES))) return moved(`https://${host}${u.pathname}${u.search}`);
    if (u.protocol === 'https:' && host === H.ziti) return moved(`http://${host}${u.pathname}${u.search}`);
    // The CMS front ends strip tracking parameters with a redirect.
    if ((host === H.www || host === H.cs) && /[?&](utm_[a-z]+|fbclid|mc_cid)=/.test(u.search)) {
      const q = new URLSearchParams(u.search);
      for (const k of [...q.keys()]) if (k.startsWith('utm_') || k === 'fbclid' || k === 'mc_cid') q.delete(k);
      const rest = q.toString();
      return moved(`https://${host}${u.pathname}${rest ? `?${rest}` : ''}`);
    }
    if (host.endsWith(PAGES)) return this.pagesHost(u, host);
    switch (host) {
      case H.www: return this.wwwHost(u);
      case H.bare: return moved(`${WWW}${u.pathname}${u.search}`);
      case H.cs: return this.csHost(u);
      case H.csBare: return moved(`${CS}${u.pathname}${u.search}`);
      case H.gids: return this.gidsHost(u);
      case H.rooster: return this.roosterHost(u);
      case H.bb: return this.bbHost(u);
      case H.bs: return this.bsHost(u);
      case H.ziti: return this.zitiHost(u);
      case H.zitiBare: return moved(`${ZITI}${u.pathname}${u.search}`);
      case H.login: return this.loginHost(u);
      case H.pure: return this.pureHost(u);
      case H.foto: return this.fotoHost(u);
      case H.wiki: return this.wikiHost(u);
      case H.git: return this.gitHost(u);
      case H.lab: return this.labHost(u);
      case H.ada: return this.adaHost(u);
      case H.intra: case H.mail: return moved(adfs(`https://${host}${u.pathname}`), 302);
      default: return nginx404();
    }
  }

  /** A link to a home as hubs write it: mostly exact, sometimes http, slashless, `index.html` or with tracking parameters. */
  private homeHref(o: Off, salt: string): string {
    const r = rng(hash(`href:${salt}:${o.key}`));
    const x = r();
    const h = o.home;
    if (o.kind === 'lms') return o.y.idx < 5 && x < 0.2 ? `${BB}/webapps/blackboard/execute/launcher?type=Course&id=_${o.lms}_1&url=` : h;
    if (x < 0.1 && o.kind !== 'ziti') return h.replace('https:', 'http:');
    if (h.endsWith('/')) {
      if (x < 0.17) return h.slice(0, -1);
      if (x < 0.22) return `${h}${o.kind === 'ziti' ? 'index.php' : 'index.html'}`;
    }
    if (x < 0.27 && o.kind === 'dept') return `${h}?utm_source=${pick(r, ['nieuwsbrief', 'facebook', 'twitter'])}&utm_medium=${pick(r, ['email', 'social'])}`;
    return h;
  }

  /** Where a course of a year is linked from a list: its home, else its ECTS-fiche in the studiegids. */
  private listHref(o: Off, salt: string): string {
    return o.home ? this.homeHref(o, salt) : this.ficheUrl(o.c.code, o.y);
  }
  private ficheUrl(code: string, y: Year, en = false) { return `${GIDS}/${y.key}/cursus/${code}${en ? '?taal=en' : ''}`; }
  private roosterUrl(o: Off) { return `${ROOSTER}/${o.y.key}/cursus/${codeIn(o)}`; }
  private profileUrl(login: string, en = false) { return `${CS}${en ? '/en/people' : '/medewerkers'}/${login}/`; }
  /** The LMS page of an offering as a link (login-only unless public). */
  private lmsUrl(o: Off) { return o.y.idx === 5 ? `${BS}/d2l/home/${o.lms}` : `${BB}/webapps/blackboard/execute/courseMain?course_id=_${o.lms}_1`; }

  /** The offering whose base a path lies in (the longest base wins: a latest page may hold older editions). */
  private findBase(host: string, path: string): [Off, string] | undefined {
    let best: [Off, string] | undefined;
    for (let i = path.length; i > 0; i--) {
      if (path[i - 1] !== '/') continue;
      const o = this.bases.get(host + path.slice(0, i));
      if (o) { best = [o, path.slice(i)]; break; }
    }
    return best;
  }

  // ===================================================================================================================
  // www.uvz.nl: the university CMS (the department's landing page, programmes, news, agenda, open courses)
  // ===================================================================================================================

  private wpage(u: URL, title: string, content: string, o: { en?: boolean; twin?: string; crumbs?: [string, string][]; side?: string } = {}): Resp {
    const en = !!o.en;
    const r = rng(hash(u.pathname + u.search));
    const top = en
      ? [['Study guide', `${GIDS}/${CUR.key}/?taal=en`], ['Timetables', `${ROOSTER}/`], ['Brightspace', `${BS}/`], ['Research portal', `${PURE}/en/`], ['Webmail', `https://${H.mail}/owa/`], ['Nederlands', o.twin ?? '/informatica']]
      : [['Studiegids', `${GIDS}/`], ['Roosters', `${ROOSTER}/`], ['Brightspace', `${BS}/`], ['Blackboard (archief)', `${BB}/`], ['Webmail', `https://${H.mail}/owa/`], ['Intranet', `https://${H.intra}/`], ['English', o.twin ?? '/en/computer-science']];
    const nav = en
      ? [['Computer Science', '/en/computer-science'], ['News', '/en/computer-science/news'], ['Events', '/en/computer-science/events'], ['Bachelor', '/en/bachelor/computer-science'], ['Master', '/en/master/computing-science']]
      : [['Informatica', '/informatica'], ['Nieuws', '/informatica/nieuws'], ['Agenda', '/informatica/agenda'], ['Bachelor Informatica', '/bachelor/informatica'], ['Bachelor Technische Informatica', '/bachelor/technische-informatica'], ['Masters', '/masters'], ['Departement Informatica', `${CS}/`], ['Contact', '/informatica/contact']];
    const crumbs = (o.crumbs ?? []).map(([h, l]) => `<li>${a(h, l)}</li>`).join('');
    return html(`<!DOCTYPE html>
<html lang="${en ? 'en' : 'nl'}"><head><meta charset="utf-8"><title>${esc(title)} | Universiteit van Zeeland</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="Hippo CMS 12.6">
<link rel="stylesheet" href="/webfiles/1571300000000/css/uvz.css"><link rel="alternate" hreflang="${en ? 'nl' : 'en'}" href="${esc(o.twin ?? (en ? '/informatica' : '/en/computer-science'))}">
<script src="/webfiles/1571300000000/js/uvz.js"></script></head>
<body class="uvz"><div class="topbar"><ul>${top.map(([l, h]) => li(h, l)).join('')}</ul></div>
<header class="uvz-header"><a href="/" class="logo">Universiteit van Zeeland</a><form action="/zoeken"><input name="q" placeholder="${en ? 'Search' : 'Zoeken'}"></form></header>
<nav class="main"><ul>${nav.map(([l, h]) => li(h, l)).join('')}</ul></nav>
<ol class="breadcrumb"><li>${a('/', 'Home')}</li>${crumbs}</ol>
<main><h1>${esc(title)}</h1>${content}</main>
${o.side ? `<aside>${o.side}</aside>` : ''}
<footer><p>${T.words(r, 12)}</p><ul>${li('/over-de-uvz', en ? 'About UvZ' : 'Over de UvZ')}${li('/informatica/contact', 'Contact')}${li('/privacy', 'Privacy')}${li('/cookies', 'Cookies')}${li('/toegankelijkheid', en ? 'Accessibility' : 'Toegankelijkheid')}${li('https://twitter.com/uvz_nl', 'Twitter')}${li('https://www.linkedin.com/school/uvz', 'LinkedIn')}</ul><p>Universiteit van Zeeland · Postbus 1234 · 4330 AA Middelburg</p></footer>
<script>window.dataLayer=window.dataLayer||[];/* ${T.chunk('hippo').slice(0, 600)} */</script></body></html>`);
  }

  private w404(u: URL): Resp {
    const r = this.wpage(u, 'Pagina niet gevonden', `<p>De pagina die u zoekt bestaat niet (meer). Probeer de ${a('/zoeken', 'zoekfunctie')} of ga naar de ${a('/', 'homepage')}.</p>`);
    return { ...r, status: 404 };
  }

  private newsUrl(n: News, en: boolean) { const d = dOf(n.date); return en ? `/en/computer-science/news/${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${slugify(n.en ?? n.nl).slice(0, 70)}-${n.id}` : `/informatica/nieuws/${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${n.slug}-${n.id}`; }
  private evUrl(e: Ev) { return `/informatica/agenda/${e.id}-${slugify(e.title).slice(0, 60)}`; }

  private wwwHost(u: URL): Resp {
    let p: string;
    try { p = decodeURIComponent(u.pathname); } catch { return this.w404(u); }
    if (p === '/robots.txt') return { status: 200, type: 'text/plain', body: this.robots };
    if (p === '/sitemap.xml') return { status: 200, type: 'application/xml', body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${WWW}/</loc></url><url><loc>${WWW}/informatica</loc></url></urlset>` };
    if (p.startsWith('/webfiles/')) return asset(p);
    if (p.startsWith('/binaries/')) return isFile(p) ? fileResp(p, u.href) : this.w404(u);
    if (p.length > 1 && p.endsWith('/')) return moved(`${WWW}${p.slice(0, -1)}${u.search}`);
    if (p === '/login' || p.startsWith('/mijn-uvz')) return moved(adfs(`${WWW}/mijn-uvz`), 302);
    if (p === '/zoeken' || p === '/search') return this.wpage(u, 'Zoeken', `<form action="/zoeken"><input name="q" value="${esc(u.searchParams.get('q') ?? '')}"></form><p>Geen resultaten gevonden.</p>`);
    if (p === '/studiegids') return moved(`${GIDS}/`, 302);
    const en = p === '/en' || p.startsWith('/en/');
    if (p === '/' || p === '/en') return this.wpage(u, en ? 'University of Zeeland' : 'Universiteit van Zeeland', `<p>${en ? 'Welcome to the University of Zeeland.' : 'Welkom bij de Universiteit van Zeeland.'}</p><ul>${li(en ? '/en/computer-science' : '/informatica', en ? 'Computer Science' : 'Informatica')}${li('/wiskunde', 'Wiskunde')}${li('/natuurkunde', 'Natuurkunde')}${li('/bedrijfskunde', 'Bedrijfskunde')}${li('/over-de-uvz', 'Over de UvZ')}</ul>`, { en, twin: en ? '/' : '/en' });
    if (/^\/(wiskunde|natuurkunde|bedrijfskunde|over-de-uvz|privacy|cookies|toegankelijkheid|masters)$/.test(p)) {
      const r = rng(hash(p));
      const extra = p === '/masters' ? `<ul>${OPLEIDINGEN.filter((x) => x.kind === 'master').map((x) => li(`/master/${x.key}`, x.en)).join('')}</ul>` : '';
      return this.wpage(u, p.slice(1).replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()), `${T.para(r, 4)}${extra}${T.para(r, 3)}`);
    }
    if (p === '/informatica' || p === '/en/computer-science') return this.landing(u, en);
    if (p === '/informatica/contact') return this.wpage(u, 'Contact', `<p>Departement Informatica, MetaForum, Campus Middelburg. Onderwijsbureau: ${a('mailto:onderwijs-informatica@uvz.nl', 'onderwijs-informatica@uvz.nl')}.</p>`);
    if (p === '/informatica/nieuws' || p === '/en/computer-science/news') return this.newsList(u, en);
    let m = /^\/(?:informatica\/nieuws|en\/computer-science\/news)\/\d{4}\/\d{2}\/.*-(\d+)$/.exec(p);
    if (m) { const n = this.newsById.get(Number(m[1])); return n && (!en || n.en) ? this.newsItem(u, n, en) : this.w404(u); }
    if (p === '/informatica/agenda' || p === '/en/computer-science/events') return this.agenda(u, en);
    m = /^\/informatica\/agenda\/(\d+)-[a-z0-9-]*(\.ics)?$/.exec(p);
    if (m) {
      const e = this.events.find((x) => x.id === Number(m![1]));
      if (!e) return this.w404(u);
      if (m[2]) return { status: 200, type: 'text/calendar', body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:${e.id}@uvz.nl\r\nDTSTART:${fmtISO(e.date).replace(/-/g, '')}T${e.time.replace(':', '')}00\r\nSUMMARY:${e.title}\r\nLOCATION:${e.room}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n` };
      const r = rng(hash(`ev${e.id}`));
      return this.wpage(u, e.title, `<p class="meta">${DAG[weekday(e.date)]} ${fmtNl(e.date)}, ${e.time} · ${esc(e.room)}</p><p>Spreker: ${esc(e.speaker)}</p>${e.off ? `<p>Dit gastcollege is onderdeel van ${a(this.homeHref(e.off, 'ev'), `${codeIn(e.off)} ${e.off.c.nl}`)}; belangstellenden zijn welkom.</p>` : ''}${T.para(r, 3)}<p>${a(`${p}.ics`, 'Toevoegen aan agenda (iCal)')} · ${a(`/informatica/agenda?maand=${fmtISO(e.date).slice(0, 7)}`, 'Agenda van deze maand')}</p>`, { crumbs: [['/informatica', 'Informatica'], ['/informatica/agenda', 'Agenda']] });
    }
    m = /^(?:\/en)?\/(bachelor|master)\/([a-z-]+)(?:\/(programma|programme)(?:\/(jaar|year)-(\d))?)?$/.exec(p);
    if (m) return this.programme(u, m[1], m[2], !!m[3], m[5] ? Number(m[5]) : 0, en);
    if (p === '/onderwijs/open-cursussen' || p === '/en/education/open-courses') return this.openCourses(u, en);
    return this.w404(u);
  }

  private landing(u: URL, en: boolean): Resp {
    const latest = this.news.filter((n) => !en || n.en).slice(-8).reverse();
    const upcoming = this.events.filter((e) => e.date >= NOW).slice(0, 6);
    const r = rng(hash('landing'));
    const body = en
      ? `<p class="lead">The Department of Computer Science educates about 1,400 students in two bachelor's and four master's programmes and does research in nine sections.</p>
<section><h2>Study</h2><ul>${OPLEIDINGEN.map((x) => li(`/en/${x.kind}/${x.key}`, x.en)).join('')}</ul><p>${a(`${GIDS}/?taal=en`, 'Course descriptions')} · ${a(`${ROOSTER}/`, 'Timetables')} · ${a(`${CS}/en/`, 'Department website')}</p></section>
<section><h2>News</h2><ul>${latest.map((n) => `<li>${fmtEn(n.date)} ${a(this.newsUrl(n, true), n.en!)}</li>`).join('')}</ul>${a('/en/computer-science/news', 'All news')}</section>
<section><h2>Research</h2><p>${a(`${CS}/en/research/`, 'Research sections')} · ${a(`${PURE}/en/organisations/department-of-computer-science/publications/`, 'Publications')}</p></section>`
      : `<p class="lead">Het Departement Informatica verzorgt twee bacheloropleidingen en vier masteropleidingen voor zo'n 1400 studenten en doet onderzoek in negen secties. Sinds 1 januari 2017 maakt ook het voormalige Zeeuws Instituut voor Technische Informatica (ZITI) deel uit van het departement.</p>
<section><h2>Studeren</h2><ul>${OPLEIDINGEN.map((x) => li(`/${x.kind}/${x.key}`, x.nl)).join('')}</ul>
<p>${a(`${GIDS}/`, 'Studiegids')} · ${a(`${ROOSTER}/`, 'Roosters')} · ${a(`${CS}/`, 'Departementssite')} · ${a(`${ADA}/`, 'Studievereniging Ada')}</p></section>
<section><h2>Nieuws</h2><ul>${latest.map((n) => `<li>${fmtNl(n.date)} ${a(this.newsUrl(n, false), n.nl)}</li>`).join('')}</ul>${a('/informatica/nieuws', 'Alle nieuwsberichten')}</section>
<section><h2>Agenda</h2><ul>${upcoming.map((e) => `<li>${fmtShort(e.date)} ${a(this.evUrl(e), e.title)}</li>`).join('')}</ul>${a('/informatica/agenda', 'Volledige agenda')}</section>
<section><h2>Onderzoek</h2><p>${a(`${CS}/onderzoek/`, 'Secties en onderzoeksgroepen')} · ${a(`${PURE}/nl/organisations/departement-informatica/publications/`, 'Publicaties (UvZ Research Portal)')} · ${a(`${CS}/medewerkers/`, 'Medewerkers')}</p></section>
<section><h2>Beeldbank</h2><p>${a(`${FOTO}/`, 'Foto\'s van diesviering, open dagen en promoties')}</p></section>${T.para(r, 2)}`;
    return this.wpage(u, en ? 'Department of Computer Science' : 'Departement Informatica', body, { en, twin: en ? '/informatica' : '/en/computer-science' });
  }

  private pager(base: string, page: number, last: number, extra = ''): string {
    if (last <= 1) return '';
    const link = (n: number, l: string) => a(`${base}?${extra}${extra ? '&' : ''}page=${n}`, l);
    const out: string[] = [];
    if (page > 1) out.push(link(1, '« eerste'), link(page - 1, '‹ vorige'));
    for (let n = Math.max(1, page - 3); n <= Math.min(last, page + 3); n++) out.push(n === page ? `<strong>${n}</strong>` : link(n, String(n)));
    if (page < last) out.push(link(page + 1, 'volgende ›'), link(last, 'laatste »'));
    return `<nav class="pager">${out.join(' ')}</nav>`;
  }

  private newsList(u: URL, en: boolean): Resp {
    const tag = u.searchParams.get('tag') ?? '';
    const page = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1);
    const all = this.news.filter((n) => (!en || n.en) && (!tag || n.tag === tag)).reverse();
    const per = 12;
    const last = Math.max(1, Math.ceil(all.length / per));
    if (page > last) return this.w404(u);
    const items = all.slice((page - 1) * per, page * per);
    const base = en ? '/en/computer-science/news' : '/informatica/nieuws';
    const tags = ['onderzoek', 'onderwijs', 'studenten', 'promoties', 'samenwerking', 'departement'];
    const body = `<ul class="tags">${tags.map((t) => li(`${base}?tag=${t}`, t)).join('')}</ul><ul class="news">${items.map((n) => `<li><span class="date">${en ? fmtEn(n.date) : fmtNl(n.date)}</span> ${a(this.newsUrl(n, en), en ? n.en! : n.nl)} <span class="tag">${a(`${base}?tag=${n.tag}`, n.tag)}</span></li>`).join('')}</ul>${this.pager(base, page, last, tag ? `tag=${tag}` : '')}`;
    return this.wpage(u, en ? 'News' : tag ? `Nieuws: ${tag}` : 'Nieuws', body, { en, twin: en ? '/informatica/nieuws' : '/en/computer-science/news', crumbs: [[en ? '/en/computer-science' : '/informatica', en ? 'Computer Science' : 'Informatica']] });
  }

  private newsItem(u: URL, n: News, en: boolean): Resp {
    const r = rng(hash(`news:${n.id}:${en}`));
    const o = n.off;
    let body = `<p class="meta">${en ? fmtEn(n.date) : fmtNl(n.date)} · ${a(`/informatica/nieuws?tag=${n.tag}`, n.tag)}</p>${T.para(r, 3)}`;
    if (o) body += en
      ? `<p>All information about lectures, assignments and the exam is on the ${a(this.homeHref(o, `news${n.id}`), 'course website')}. Registration is through Osiris; see also the ${a(this.ficheUrl(o.c.code, o.y, true), 'course description')}.</p>`
      : `<p>Alle informatie over colleges, opdrachten en het tentamen staat op de ${a(this.homeHref(o, `news${n.id}`), 'vakwebsite')}. Inschrijven gaat via Osiris; zie ook de ${a(this.ficheUrl(o.c.code, o.y), 'studiegids')} en het ${a(this.roosterUrl(o), 'rooster')}.</p>`;
    if (n.album) body += `<p>${a(`${FOTO}/album/${this.albums()[n.album % this.albums().length].slug}/`, en ? 'Photos' : 'Bekijk de foto\'s')}</p>`;
    body += T.para(r, 2);
    const idx = this.news.indexOf(n);
    const nb = [this.news[idx - 1], this.news[idx + 1]].filter((x) => x && (!en || x.en));
    body += `<ul class="related">${nb.map((x) => li(this.newsUrl(x, en), en ? x.en! : x.nl)).join('')}</ul>`;
    return this.wpage(u, en ? n.en! : n.nl, body, { en, twin: n.en ? this.newsUrl(n, !en) : undefined, crumbs: [[en ? '/en/computer-science/news' : '/informatica/nieuws', en ? 'News' : 'Nieuws']] });
  }

  /** The agenda: month views (`?maand=2019-11`) and week views (`?week=2019-45`), each with previous/next, without end. */
  private agenda(u: URL, en: boolean): Resp {
    const base = en ? '/en/computer-science/events' : '/informatica/agenda';
    const wk = u.searchParams.get('week');
    if (wk) {
      const m = /^(\d{4})-(\d{1,2})$/.exec(wk);
      if (!m) return this.w404(u);
      const mon = mondayOfWeek(Number(m[1]), Number(m[2]));
      const evs = this.events.filter((e) => e.date >= mon && e.date < mon + 7);
      const wl = (d: number) => { const [y, w] = isoWeek(d); return `${base}?week=${y}-${w}`; };
      return this.wpage(u, `${en ? 'Week' : 'Week'} ${m[2]}, ${m[1]}`, `<p>${a(wl(mon - 7), '‹ vorige week')} · ${a(`${base}?maand=${fmtISO(mon).slice(0, 7)}`, 'maand')} · ${a(wl(mon + 7), 'volgende week ›')}</p><ul>${evs.map((e) => `<li>${fmtShort(e.date)} ${e.time} ${a(this.evUrl(e), e.title)}</li>`).join('') || '<li>Geen activiteiten.</li>'}</ul>`, { en });
    }
    const mk = u.searchParams.get('maand') ?? fmtISO(NOW).slice(0, 7);
    const m = /^(\d{4})-(\d{2})$/.exec(mk);
    if (!m) return this.w404(u);
    const y = Number(m[1]);
    const mo = Number(m[2]);
    if (mo < 1 || mo > 12) return this.w404(u);
    const prev = mo === 1 ? `${y - 1}-12` : `${y}-${pad(mo - 1)}`;
    const next = mo === 12 ? `${y + 1}-01` : `${y}-${pad(mo + 1)}`;
    const evs = this.eventsByMonth.get(mk) ?? [];
    const weeks: string[] = [];
    for (let d = mondayOf(dayOf(y, mo, 1)); d < dayOf(y, mo, 28) + 7; d += 7) { const [wy, w] = isoWeek(d); weeks.push(a(`${base}?week=${wy}-${w}`, `wk ${w}`)); }
    return this.wpage(u, `${en ? 'Events' : 'Agenda'} ${en ? MONTH[mo - 1] : MAAND[mo - 1]} ${y}`, `<p>${a(`${base}?maand=${prev}`, '‹ vorige maand')} · ${a(`${base}?maand=${next}`, 'volgende maand ›')}</p><p>${weeks.join(' ')}</p><ul>${evs.map((e) => `<li>${fmtShort(e.date)} ${e.time} ${a(this.evUrl(e), e.title)} <small>${esc(e.room)}</small></li>`).join('') || '<li>Geen activiteiten gevonden.</li>'}</ul>`, { en, twin: en ? '/informatica/agenda' : '/en/computer-science/events' });
  }

  /** Programme pages; the programme per study year lists the courses of 2019-2020 per quartile. */
  private programme(u: URL, kind: string, key: string, prog: boolean, year: number, en: boolean): Resp {
    const op = OPLEIDINGEN.find((x) => x.key === key && x.kind === kind);
    if (!op) return this.w404(u);
    const r = rng(hash(`prog:${key}:${en}`));
    const base = `${en ? '/en' : ''}/${kind}/${key}`;
    const pp = en || op.lang === 'en' ? 'programme' : 'programma';
    const yl = en || op.lang === 'en' ? 'year' : 'jaar';
    if (!prog) return this.wpage(u, en ? op.en : op.nl, `${T.para(r, 3)}<ul>${li(`${base}/${pp}`, en ? 'Curriculum' : 'Opbouw van de opleiding')}${li(`${base}/toelating`, en ? 'Admission' : 'Toelating')}</ul>${T.para(r, 2)}`, { en, twin: en ? `/${kind}/${key}` : `/en/${kind}/${key}` });
    const levels = op.kind === 'master' ? ['M'] : [['B1'], ['B2'], ['B3']][Math.max(0, year - 1)] ?? ['B1'];
    const zitiTrack = key === 'technische-informatica' || key === 'embedded-systems';
    const cur = this.offs.filter((o) => o.y === CUR && levels.includes(o.c.level) && (op.kind === 'bachelor' || (zitiTrack ? ['es', 'ns'].includes(o.c.sectie) : !['es'].includes(o.c.sectie)) || year === 0));
    if (!year && op.kind === 'bachelor') return this.wpage(u, `${en ? 'Curriculum' : 'Opbouw'} ${en ? op.en : op.nl}`, `${T.para(r, 3)}<ul>${Array.from({ length: op.years }, (_, i) => li(`${base}/${pp}/${yl}-${i + 1}`, `${en ? 'Year' : 'Jaar'} ${i + 1}`)).join('')}</ul>`, { en });
    const rows = [1, 2, 3, 4].map((q) => {
      const list = cur.filter((o) => o.c.qs[0] === q);
      return `<h2>${en ? 'Quarter' : 'Kwartiel'} ${q}</h2><table class="courses"><tr><th>Code</th><th>${en ? 'Course' : 'Vak'}</th><th>EC</th><th></th></tr>${list.map((o) => `<tr><td>${o.c.code}</td><td>${a(this.ficheUrl(o.c.code, o.y, en), titleOf(o, en || o.c.lang === 'en'))}</td><td>${o.c.ec}</td><td>${o.inProg && o.home ? a(this.homeHref(o, `prog${key}`), en ? 'course website' : 'vakwebsite') : ''}</td></tr>`).join('')}</table>`;
    }).join('');
    return this.wpage(u, `${en ? op.en : op.nl} – ${en ? 'year' : 'jaar'} ${year || 1} (${CUR.key})`, `<p>${en ? 'Courses in' : 'Vakken in collegejaar'} ${CUR.key}. ${en ? 'The study guide is leading.' : 'De studiegids is leidend.'}</p>${rows}`, { en, twin: en ? `/${kind}/${key}/${pp}/${yl}-${year}` : `/en/${kind}/${key}/programme/year-${year}` });
  }

  private openCourses(u: URL, en: boolean): Resp {
    const pub = [...this.lmsById.values()].filter((x) => x.pub).sort((x, y) => y.y.idx - x.y.idx || x.code.localeCompare(y.code));
    const shown = pub.filter((x) => hash(`oc${x.id}`) % 3 !== 0 || x.y.idx === 5);
    const url = (x: { id: number; y: Year }) => (x.y.idx === 5 ? `${BS}/d2l/home/${x.id}` : `${BB}/webapps/blackboard/execute/courseMain?course_id=_${x.id}_1`);
    const body = `<p>${en ? 'Some courses are open to guests without a UvZ account.' : 'Een aantal cursussen in Brightspace en (tot en met 2018-2019) Blackboard is open voor gasten zonder UvZ-account.'}</p><ul>${shown.map((x) => `<li>${x.y.key} · ${a(url(x), `${x.code} ${x.title}`)} <small>(${esc(x.fac)})</small></li>`).join('')}</ul><p>${a(`${BB}/webapps/portal/execute/viewCatalog?catId=_4_1`, 'Cursuscatalogus Blackboard')}</p>`;
    return this.wpage(u, en ? 'Open courses' : 'Open cursussen', body, { en, twin: en ? '/onderwijs/open-cursussen' : '/en/education/open-courses' });
  }

  // ===================================================================================================================
  // www.cs.uvz.nl: the department's Drupal site (onderwijs, vakwebsites per year, archive, people, sections) and userdirs
  // ===================================================================================================================

  private cpage(u: URL, title: string, content: string, o: { en?: boolean; twin?: string; side?: string; crumbs?: [string, string][]; course?: Off; tabs?: string } = {}): Resp {
    const en = !!o.en;
    const r = rng(hash(`cs:${u.pathname}${u.search}`));
    const nav = en
      ? [['Education', '/en/education/'], ['Research', '/en/research/'], ['People', '/en/people/'], ['Department', `${WWW}/en/computer-science`]]
      : [['Onderwijs', '/onderwijs/'], ['Onderzoek', '/onderzoek/'], ['Medewerkers', '/medewerkers/'], ['Wiki', `${WIKI}/twiki/bin/view/Main/WebHome`], ['GitLab', `${GIT}/explore`], ['Departement', `${WWW}/informatica`]];
    const crumbs = (o.crumbs ?? []).map(([h, l]) => ` › ${a(h, l)}`).join('');
    return html(`<!DOCTYPE html>
<html lang="${en ? 'en' : 'nl'}" dir="ltr"><head><meta charset="utf-8"><meta name="Generator" content="Drupal 8 (https://www.drupal.org)">
<title>${esc(title)} | Departement Informatica</title><link rel="stylesheet" href="/themes/uvz_cs/css/style.css?pz1q3k"><link rel="shortcut icon" href="/themes/uvz_cs/favicon.ico">
${o.twin ? `<link rel="alternate" hreflang="${en ? 'nl' : 'en'}" href="${esc(o.twin)}">` : ''}</head>
<body class="path-${slugify(u.pathname.split('/')[1] || 'front')}"><a href="#main" class="skip">Overslaan en naar de inhoud gaan</a>
<header><div class="site-name"><a href="${en ? '/en/' : '/'}">Departement Informatica</a> <small>${a(`${WWW}/`, 'Universiteit van Zeeland')}</small></div>
<div class="lang">${o.twin ? a(o.twin, en ? 'Nederlands' : 'English') : ''}</div>
<nav><ul class="menu">${nav.map(([l, h]) => li(h, l)).join('')}</ul></nav></header>
<div class="crumbs">${a(en ? '/en/' : '/', 'Home')}${crumbs}</div>
${o.tabs ?? ''}<main id="main"><h1>${esc(title)}</h1>${content}</main>
${o.side ? `<aside class="sidebar">${o.side}</aside>` : ''}
<footer><p>Departement Informatica · MetaForum · Campus Middelburg · ${a('mailto:secretariaat@cs.uvz.nl', 'secretariaat@cs.uvz.nl')}</p><p class="small">${T.words(r, 10)}</p><p>${a('/user/login', 'Inloggen')}</p></footer>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.2.1"></script><script>/* ${T.chunk('drupal').slice(0, 500)} */</script></body></html>`);
  }

  private c404(u: URL): Resp {
    return { ...this.cpage(u, 'Pagina niet gevonden', '<p>De opgevraagde pagina kon niet worden gevonden.</p>'), status: 404 };
  }

  private csHost(u: URL): Resp {
    let p: string;
    try { p = decodeURIComponent(u.pathname); } catch { return this.c404(u); }
    if (p.startsWith('/~')) return this.userdir(u, p);
    if (p === '/robots.txt') return { status: 200, type: 'text/plain', body: 'User-agent: *\nDisallow: /user/\nDisallow: /admin/\nDisallow: /search/\n' };
    if (/^\/(themes|core|sites\/default\/files\/(css|js))\//.test(p)) return asset(p);
    if (p.startsWith('/sites/default/files/')) return isFile(p) ? fileResp(p, u.href) : this.c404(u);
    if (p.startsWith('/user/')) return p === '/user/login' ? moved(adfs(`${CS}/user/login`), 302) : moved(`${CS}/user/login?destination=${encodeURIComponent(p)}`, 302);
    if (p.endsWith('/index.html')) return moved(`${CS}${p.slice(0, -10)}${u.search}`);
    if (u.searchParams.has('lang')) return moved(`${CS}${p}`, 302);
    // Course pages by year (with subpages).
    let m = /^\/(onderwijs\/vakken|en\/education\/courses)\/(\d{4}-\d{4})\/([A-Z0-9]+)(\/.*)?$/.exec(p);
    if (m) {
      const y = yearByKey.get(m[2]);
      if (!y) return this.c404(u);
      if (m[4] === undefined) return moved(`${CS}${p}/${u.search}`);
      const hit = this.findBase(H.cs, `/${m[1]}/${m[2]}/${m[3]}/`);
      if (!hit || hit[0].kind !== 'dept') {
        // A course of that year without a page of its own here: a stub that points elsewhere.
        const o = (this.offsByYear.get(m[2]) ?? []).find((x) => codeIn(x) === m![3]);
        if (!o || m[4] !== '/') return this.c404(u);
        const en = m[1].startsWith('en');
        return this.cpage(u, `${codeIn(o)} ${titleOf(o, en)} (${y.key})`, `<p>${en ? 'This course has no page on the department website.' : 'Dit vak heeft geen eigen pagina op de departementssite.'} ${o.home ? `${en ? 'See' : 'Zie'} ${a(this.homeHref(o, 'stub'), en ? 'the course website' : 'de vakwebsite')}.` : `${en ? 'See the' : 'Zie de'} ${a(this.ficheUrl(o.c.code, o.y, en), 'studiegids')}.`}</p>`, { en });
      }
      return this.deptCourse(u, hit[0], m[4].slice(1));
    }
    if (p.length > 1 && !p.endsWith('/') && !isFile(p)) return moved(`${CS}${p}/${u.search}`);
    const en = p.startsWith('/en/');
    const rest = en ? p.slice(3) : p;
    if (p === '/' || p === '/en/') return this.csHome(u, en);
    if (rest === '/onderwijs/' || rest === '/education/') return this.onderwijs(u, en);
    m = /^\/(?:onderwijs\/vakken|education\/courses)\/(?:(\d{4}-\d{4})\/)?$/.exec(rest);
    if (m) return m[1] ? this.yearList(u, m[1], en) : this.yearIndex(u, en);
    m = /^\/(?:onderwijs\/vakken|education\/courses)\/([0-9A-Z]{5,7})\/$/.exec(rest);
    if (m) return this.courseLevel(u, m[1], en);
    m = /^\/onderwijs\/archief\/(?:(\d{4}-\d{4})\/)?$/.exec(rest);
    if (m && !en) return this.archive(u, m[1]);
    if (rest === '/medewerkers/' || rest === '/people/') return this.directory(u, en);
    m = /^\/(?:medewerkers|people)\/([a-z0-9]+)\/(publicaties\/|publications\/)?$/.exec(rest);
    if (m) return this.profile(u, m[1], en, !!m[2]);
    if (rest === '/onderzoek/' || rest === '/research/') return this.cpage(u, en ? 'Research' : 'Onderzoek', `<ul>${SECTIES.map((s) => li(`${en ? '/en/research' : '/onderzoek'}/${s.key}/`, en ? s.en : s.nl)).join('')}</ul>${T.para(rng(hash('onderzoek')), 3)}`, { en, twin: en ? '/onderzoek/' : '/en/research/' });
    m = /^\/(?:onderzoek|research)\/([a-z]+)\/$/.exec(rest);
    if (m && sectieBy.has(m[1])) return this.sectie(u, m[1], en);
    if (rest === '/over/geschiedenis/' || rest === '/about/history/') return this.cpage(u, en ? 'History' : 'Geschiedenis', `<p>${en ? 'The department was founded in 1986. On 1 January 2017 the Zeeland Institute for Computer Engineering (ZITI) merged into the department; its former website is kept as an archive:' : 'Het departement werd opgericht in 1986. Op 1 januari 2017 ging het Zeeuws Instituut voor Technische Informatica (ZITI) op in het departement; de oude website blijft als archief beschikbaar:'} ${a(`${ZITI}/`, 'www.ziti.uvz.nl')}.</p>${T.para(rng(hash('gesch')), 4)}`, { en, twin: en ? '/over/geschiedenis/' : '/en/about/history/' });
    if (rest === '/search/') return this.cpage(u, 'Zoeken', '<p>Geen resultaten.</p>');
    return this.c404(u);
  }

  private csHome(u: URL, en: boolean): Resp {
    const r = rng(hash(`cshome${en}`));
    const body = en
      ? `<p>${T.words(r, 20)}.</p><ul>${li('/en/education/', 'Education')}${li('/en/research/', 'Research')}${li('/en/people/', 'People')}${li('/en/about/history/', 'History')}${li(`${LAB}/`, 'Lab servers')}</ul>`
      : `<p>Welkom op de site van het Departement Informatica. Hier vind je de vakwebsites, onderwijsinformatie, het archief van oude vakpagina's en de medewerkers.</p><ul>${li('/onderwijs/', 'Onderwijs')}${li('/onderzoek/', 'Onderzoek')}${li('/medewerkers/', 'Medewerkers')}${li('/over/geschiedenis/', 'Geschiedenis van het departement')}${li(`${WIKI}/twiki/bin/view/Main/WebHome`, 'Departementswiki')}${li(`${GIT}/explore`, 'GitLab')}${li(`${LAB}/`, 'Labservers en logs')}${li(`${ADA}/`, 'Studievereniging Ada')}</ul>${T.para(r, 2)}`;
    return this.cpage(u, en ? 'Department of Computer Science' : 'Departement Informatica', body, { en, twin: en ? '/' : '/en/' });
  }

  private onderwijs(u: URL, en: boolean): Resp {
    const years = YEARS.filter((y) => y.idx >= 2).reverse();
    const body = en
      ? `<p>Course websites of English-taught courses: ${a(`/en/education/courses/${CUR.key}/`, CUR.key)} (${a('/en/education/courses/', `${years.length - 1} earlier years`)}).</p><p>${a(`${GIDS}/${CUR.key}/informatica?taal=en`, 'Study guide')} · ${a(`${ROOSTER}/${CUR.key}/`, 'Timetables')} · ${a(`${WWW}/en/education/open-courses`, 'Open courses')}</p>`
      : `<p>Collegejaar ${CUR.key}: kwartiel 2 loopt van ${fmtNl(CUR.q[1])} tot en met ${fmtNl(CUR.q[1] + 60)}. Tentamens kwartiel 1 zijn nagekeken; inzage volgens afspraak met de docent.</p><h2>Vakwebsites</h2><ul>${li(`/onderwijs/vakken/${CUR.key}/`, `Collegejaar ${CUR.key}`)}${li('/onderwijs/vakken/', 'Eerdere jaren')}${li('/onderwijs/archief/', 'Archief (2014-2015 en eerder)')}</ul><h2>Meer</h2><ul>${li(`${GIDS}/${CUR.key}/informatica`, 'Studiegids')}${li(`${ROOSTER}/${CUR.key}/`, 'Roosters')}${li(`${ROOSTER}/${CUR.key}/tentamens`, 'Tentamenrooster')}${li(`${WWW}/onderwijs/open-cursussen`, 'Open cursussen')}${li(`${ADA}/tentamenbank/`, 'Tentamenbank (Ada)')}</ul>`;
    return this.cpage(u, en ? 'Education' : 'Onderwijs', body, { en, twin: en ? '/onderwijs/' : '/en/education/' });
  }

  private yearIndex(u: URL, en: boolean): Resp {
    const ys = YEARS.filter((y) => y.idx >= 2).reverse();
    return this.cpage(u, en ? 'Course websites' : 'Vakwebsites', `<ul>${ys.map((y) => li(`${en ? '/en/education/courses' : '/onderwijs/vakken'}/${y.key}/`, y.key)).join('')}</ul><p>${en ? 'Older years:' : 'Oudere jaren:'} ${a('/onderwijs/archief/', 'archief')}.</p>`, { en, twin: en ? '/onderwijs/vakken/' : '/en/education/courses/' });
  }

  /** The courses of a year by quartile (filterable by quartile and level): a hub, not a home. */
  private yearList(u: URL, key: string, en: boolean): Resp {
    const y = yearByKey.get(key);
    if (!y || y.idx < 2) return y ? moved(`${CS}/onderwijs/archief/${key}/`) : this.c404(u);
    const kw = Number(u.searchParams.get('kwartiel') ?? 0);
    const niv = u.searchParams.get('niveau') ?? '';
    const list = (this.offsByYear.get(key) ?? []).filter((o) => (en ? o.c.lang === 'en' : true) && (!kw || o.c.qs.includes(kw)) && (!niv || (niv === 'master') === (o.c.level === 'M')));
    const base = en ? `/en/education/courses/${key}/` : `/onderwijs/vakken/${key}/`;
    const filt = `<p class="filters">${[0, 1, 2, 3, 4].map((q) => a(`${base}${q || niv ? '?' : ''}${q ? `kwartiel=${q}` : ''}${niv ? `${q ? '&' : ''}niveau=${niv}` : ''}`, q ? `Q${q}` : (en ? 'all' : 'alle'))).join(' ')} | ${['bachelor', 'master'].map((n) => a(`${base}?${kw ? `kwartiel=${kw}&` : ''}niveau=${n}`, n)).join(' ')}</p>`;
    const rows = [1, 2, 3, 4].map((q) => {
      const l = list.filter((o) => o.c.qs[0] === q);
      if (!l.length) return '';
      return `<h2>${en ? 'Quarter' : 'Kwartiel'} ${q}</h2><ul>${l.map((o) => `<li>${codeIn(o)} ${a(o.inList || o.kind === 'dept' ? this.listHref(o, `yl${key}`) : this.ficheUrl(o.c.code, o.y, en), titleOf(o, en))} <small>(${esc(o.f.name)}${o.kind === 'lms' ? ', Blackboard' : o.kind === 'site' ? ', externe site' : ''})</small></li>`).join('')}</ul>`;
    }).join('');
    const other = YEARS.filter((z) => z.idx >= 2 && z !== y).map((z) => a(`${en ? '/en/education/courses' : '/onderwijs/vakken'}/${z.key}/`, z.key)).join(' · ');
    return this.cpage(u, `${en ? 'Course websites' : 'Vakwebsites'} ${key}`, `${filt}${rows}<p>${en ? 'Other years' : 'Andere jaren'}: ${other}</p>`, { en, twin: en ? `/onderwijs/vakken/${key}/` : `/en/education/courses/${key}/`, crumbs: [[en ? '/en/education/' : '/onderwijs/', en ? 'Education' : 'Onderwijs']] });
  }

  /** A course over the years (`/onderwijs/vakken/4IB30/`): lists the editions — a hub, not a home. */
  private courseLevel(u: URL, code: string, en: boolean): Resp {
    const c = courseBy.get(code) ?? COURSES.find((x) => x.old === code);
    if (!c) return this.c404(u);
    if (code !== c.code) return moved(`${CS}${en ? '/en/education/courses' : '/onderwijs/vakken'}/${c.code}/`);
    const list = (this.offsByCourse.get(c.code) ?? []).slice().reverse();
    const r = rng(hash(`cl:${code}`));
    return this.cpage(u, `${c.code} ${en ? c.en : c.nl}`, `<p>${en ? 'Editions of this course:' : 'Edities van dit vak:'}</p><ul>${list.map((o) => `<li>${o.y.key}: ${o.home ? a(this.homeHref(o, 'cl'), `${codeIn(o)} ${titleOf(o, en)}`) : `${codeIn(o)} (${a(this.ficheUrl(c.code, o.y), 'studiegids')})`} – ${esc(o.f.name)}</li>`).join('')}</ul>${T.para(r, 2)}`, { en });
  }

  private archive(u: URL, key?: string): Resp {
    if (!key) return this.cpage(u, 'Archief vakpagina\'s', `<p>Pagina's van vakken uit eerdere jaren, ook die op persoonlijke pagina's, in Blackboard of op de oude ZITI-site.</p><ul>${YEARS.slice(0, 5).reverse().map((y) => li(`/onderwijs/archief/${y.key}/`, y.key)).join('')}</ul>`, { crumbs: [['/onderwijs/', 'Onderwijs']] });
    const y = yearByKey.get(key);
    if (!y || y.idx > 4) return this.c404(u);
    const list = (this.offsByYear.get(key) ?? []).filter((o) => o.home && (o.inArchive || o.kind === 'dept'));
    return this.cpage(u, `Archief ${key}`, `<table><tr><th>Code</th><th>Vak</th><th>Docent</th><th>Waar</th></tr>${list.map((o) => `<tr><td>${codeIn(o)}</td><td>${a(this.homeHref(o, 'arch'), titleOf(o))}</td><td>${a(this.profileUrl(o.f.login), o.f.name)}</td><td>${{ dept: 'departementssite', user: 'persoonlijke pagina', lms: 'Blackboard', site: 'GitLab Pages', ziti: 'ZITI-archief', none: '' }[o.kind]}</td></tr>`).join('')}</table><p>${a('/onderwijs/archief/', 'Alle jaren')}</p>`, { crumbs: [['/onderwijs/', 'Onderwijs'], ['/onderwijs/archief/', 'Archief']] });
  }

  private directory(u: URL, en: boolean): Resp {
    const sectie = u.searchParams.get('sectie') ?? '';
    const sort = u.searchParams.get('sort') ?? 'naam';
    const page = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1);
    let list = this.persons.filter((p) => !sectie || p.sectie === sectie);
    list = list.slice().sort((x, y) => (sort === 'functie' ? x.role.localeCompare(y.role) : 0) || x.name.split(' ').pop()!.localeCompare(y.name.split(' ').pop()!) || x.login.localeCompare(y.login));
    const per = 25;
    const last = Math.max(1, Math.ceil(list.length / per));
    if (page > last) return this.c404(u);
    const base = en ? '/en/people/' : '/medewerkers/';
    const q = (s: string, o: string, pg = 1) => `${base}?${s ? `sectie=${s}&` : ''}sort=${o}${pg > 1 ? `&page=${pg}` : ''}`;
    const body = `<p>${[a(q('', sort), en ? 'all' : 'alle'), ...SECTIES.map((s) => a(q(s.key, sort), en ? s.en : s.nl))].join(' · ')}</p><p>${a(q(sectie, 'naam'), en ? 'sort by name' : 'sorteer op naam')} · ${a(q(sectie, 'functie'), en ? 'sort by position' : 'sorteer op functie')}</p>
<table><tr><th>${en ? 'Name' : 'Naam'}</th><th>${en ? 'Position' : 'Functie'}</th><th>Sectie</th></tr>${list.slice((page - 1) * per, page * per).map((p) => `<tr><td>${p.t ? a(this.profileUrl(p.login, en), p.t.short) : a(`${PURE}/nl/persons/${p.slug}`, p.name)}</td><td>${esc(p.role)}</td><td>${esc(sectieBy.get(p.sectie)!.nl)}</td></tr>`).join('')}</table>
<p>${Array.from({ length: last }, (_, i) => (i + 1 === page ? `<b>${i + 1}</b>` : a(q(sectie, sort, i + 1), String(i + 1)))).join(' ')}</p>`;
    return this.cpage(u, en ? 'People' : 'Medewerkers', body, { en, twin: en ? '/medewerkers/' : '/en/people/' });
  }

  /** A teacher's profile: "Onderwijs" lists the current and last year's courses — some by their home, some by the fiche. */
  private profile(u: URL, login: string, en: boolean, pubs: boolean): Resp {
    const t = teacherBy.get(login);
    if (!t) return this.c404(u);
    const r = rng(hash(`prof:${login}`));
    const base = en ? `/en/people/${login}/` : `/medewerkers/${login}/`;
    if (pubs) {
      const items = Array.from({ length: int(r, 8, 20) }, (_, i) => { const rr = rng(hash(`pp:${login}:${i}`)); const t2 = paperTitle(rr); return `<li>${esc(t2)} (${int(rr, 2008, 2019)}). ${a(`${PURE}/nl/publications/${slugify(t2)}-${hex(`${login}${i}`, 8)}`, 'Research Portal')}</li>`; });
      return this.cpage(u, `${t.short} – ${en ? 'publications' : 'publicaties'}`, `<ul>${items.join('')}</ul>`, { en });
    }
    const offs = (this.offsByTeacher.get(login) ?? []).filter((o) => o.y.idx >= 4).reverse();
    const teach = offs.map((o) => `<li>${o.y.key}: ${o.home && o.inProfile ? a(this.homeHref(o, `prof${en}`), `${codeIn(o)} ${titleOf(o, en)}`) : `${codeIn(o)} ${esc(titleOf(o, en))} (${a(this.ficheUrl(o.c.code, o.y, en), 'studiegids')})`}</li>`).join('');
    const s = sectieBy.get(t.sectie)!;
    const body = `<div class="profile"><p>${esc(FN[t.fn][en ? 1 : 0])}, ${a(`${en ? '/en/research' : '/onderzoek'}/${s.key}/`, en ? s.en : s.nl)}</p><p>${en ? 'Room' : 'Kamer'} ${esc(t.room)} · ${esc(t.phone)} · ${a(`mailto:${t.login}@cs.uvz.nl`, `${t.login}@cs.uvz.nl`)}</p>
${t.userdir ? `<p>${en ? 'Personal homepage' : 'Persoonlijke pagina'}: ${a(`${CS}/~${t.login}/`, `www.cs.uvz.nl/~${t.login}`)}</p>` : ''}
<h2>${en ? 'Teaching' : 'Onderwijs'}</h2><ul>${teach || `<li>${en ? 'No courses this year.' : 'Geen vakken dit jaar.'}</li>`}</ul>
<h2>${en ? 'Research' : 'Onderzoek'}</h2>${T.para(r, 2)}<p>${a(en ? `/en/people/${login}/publications/` : `/medewerkers/${login}/publicaties/`, en ? 'Publications' : 'Publicaties')} · ${a(`${PURE}/nl/persons/${slugify(t.name)}`, 'Research Portal')}</p></div>`;
    return this.cpage(u, t.short, body, { en, twin: en ? `/medewerkers/${login}/` : `/en/people/${login}/`, crumbs: [[en ? '/en/people/' : '/medewerkers/', en ? 'People' : 'Medewerkers']] });
  }

  private sectie(u: URL, key: string, en: boolean): Resp {
    const s = sectieBy.get(key)!;
    const r = rng(hash(`sectie:${key}`));
    const members = this.persons.filter((p) => p.sectie === key);
    const offs = this.offs.filter((o) => o.c.sectie === key && o.y === CUR);
    return this.cpage(u, en ? s.en : s.nl, `${T.para(r, 3)}<h2>${en ? 'Members' : 'Leden'}</h2><ul>${members.map((p) => li(p.t ? this.profileUrl(p.login, en) : `${PURE}/nl/persons/${p.slug}`, p.name)).join('')}</ul><h2>${en ? 'Teaching' : 'Onderwijs'} ${CUR.key}</h2><ul>${offs.map((o) => li(this.ficheUrl(o.c.code, o.y, en), `${o.c.code} ${titleOf(o, en)}`)).join('')}</ul><p>${a(`${PURE}/nl/organisations/${slugify(s.nl)}/publications/`, en ? 'Publications' : 'Publicaties')}</p>`, { en, twin: en ? `/onderzoek/${key}/` : `/en/research/${key}/` });
  }

  // ---- course pages on the department site ----

  private deptSubs(o: Off): [string, string][] {
    const en = o.c.lang === 'en';
    return en
      ? [['lectures/', 'Lectures'], ['tutorials/', 'Tutorials'], ['assignments/', 'Assignments'], ['announcements/', 'Announcements'], ['schedule/', 'Schedule'], ['exam/', 'Exam']]
      : [['hoorcolleges/', 'Hoorcolleges'], ['werkcolleges/', 'Werkcolleges'], ['opdrachten/', 'Opdrachten'], ['mededelingen/', 'Mededelingen'], ['rooster/', 'Rooster'], ['tentamen/', 'Tentamen']];
  }

  private deptCourse(u: URL, o: Off, rel: string): Resp {
    const en = o.c.lang === 'en';
    const files = `${o.base}${en ? 'files' : 'bestanden'}/`;
    if (rel.startsWith(en ? 'files/' : 'bestanden/')) return isFile(rel) ? fileResp(rel, u.href) : this.c404(u);
    const subs = this.deptSubs(o);
    const tabs = `<ul class="tabs">${li(o.base, en ? 'Home' : 'Start')}${subs.map(([h, l]) => li(o.base + h, l)).join('')}</ul>`;
    const title = `${codeIn(o)} ${titleOf(o)} (${o.y.key})`;
    const crumbs: [string, string][] = [[en ? '/en/education/' : '/onderwijs/', en ? 'Education' : 'Onderwijs'], [`${en ? '/en/education/courses' : '/onderwijs/vakken'}/${o.y.key}/`, o.y.key]];
    const sess = sessionsOf(o);
    const { tentamen, her } = toetsOf(o);
    if (rel === '') {
      const r = rng(hash(`dc:${o.key}`));
      const ann = this.announcements(o).slice(0, 3);
      const body = `${blurb(o, en)}
<table class="facts"><tr><th>${en ? 'Lecturer' : 'Docent'}</th><td>${a(this.profileUrl(o.f.login, en), o.f.short)}</td></tr><tr><th>${en ? 'Teaching assistants' : 'Student-assistenten'}</th><td>${o.tas.map(esc).join(', ')}</td></tr><tr><th>EC</th><td>${o.c.ec}</td></tr><tr><th>${en ? 'Quarter' : 'Kwartiel'}</th><td>${qName(o.c, en)} ${o.y.key}</td></tr><tr><th>${en ? 'Exam' : 'Tentamen'}</th><td>${fmtNl(tentamen)} (${en ? 'resit' : 'hertentamen'} ${fmtNl(her)})</td></tr></table>
<h2>${en ? 'Announcements' : 'Mededelingen'}</h2><ul>${ann.map(([d, t]) => `<li>${fmtNl(d)}: ${esc(t)}</li>`).join('')}</ul>${a(`${o.base}${subs[3][0]}`, en ? 'All announcements' : 'Alle mededelingen')}
<h2>${en ? 'Links' : 'Links'}</h2><ul>${li(this.ficheUrl(o.c.code, o.y, en), en ? 'Course description (study guide)' : 'Studiegids (ECTS-fiche)')}${li(this.roosterUrl(o), en ? 'Timetable' : 'Rooster')}${li(this.lmsUrl(o), o.y.idx === 5 ? 'Brightspace (inleveren, cijfers)' : 'Blackboard (inleveren, cijfers)')}${li(`https://${H.ada}/tentamenbank/${o.c.code}/`, en ? 'Old exams' : 'Oude tentamens')}${li(`https://piazza.com/uvz.nl/fall${o.y.y}/${lc(codeIn(o))}`, 'Piazza')}</ul>
${o.prev.length ? `<h2>${en ? 'Previous editions' : 'Eerdere jaren'}</h2><ul>${o.prev.map((p) => li(this.homeHref(p, `prev${o.key}`), `${codeIn(p)} ${p.y.key}`)).join('')}</ul>` : ''}<p>${a(`${en ? '/en/education/courses' : '/onderwijs/vakken'}/${o.c.code}/`, en ? 'All editions of this course' : 'Alle edities van dit vak')}</p>${T.para(r, 1)}`;
      return this.cpage(u, title, body, { en, tabs, crumbs, twin: `${o.base}?lang=${en ? 'nl' : 'en'}` });
    }
    const sub = subs.find(([h]) => h === rel);
    if (!sub) return this.c404(u);
    const k = subs.indexOf(sub);
    let body = '';
    if (k === 0) body = `<table><tr><th>#</th><th>${en ? 'Date' : 'Datum'}</th><th>${en ? 'Topic' : 'Onderwerp'}</th><th>Slides</th></tr>${sess.filter((s) => s.kind === 'hc').map((s) => `<tr><td>${s.n}</td><td>${fmtShort(s.date)}</td><td>${esc(s.topic)}</td><td>${s.date <= NOW ? a(`${files}${en ? 'lecture' : 'hc'}${pad(s.n)}.pdf`, 'pdf') : ''}</td></tr>`).join('')}</table>`;
    else if (k === 1) body = `<ul>${sess.filter((s) => s.kind === 'wc' && s.date <= NOW + 7).map((s) => `<li>${en ? 'Tutorial' : 'Werkcollege'} ${s.n} (${fmtShort(s.date)}): ${a(`${files}${en ? 'tutorial' : 'werkcollege'}${s.n}.pdf`, en ? 'exercises' : 'opgaven')}${s.date < NOW - 7 ? ` · ${a(`${files}${en ? 'tutorial' : 'werkcollege'}${s.n}-${en ? 'solutions' : 'uitwerkingen'}.pdf`, en ? 'solutions' : 'uitwerkingen')}` : ''}</li>`).join('')}</ul>`;
    else if (k === 2) body = `<ul>${worksOf(o).map((w) => `<li>${en ? 'Assignment' : 'Opdracht'} ${w.n}: ${esc(w.title)} – deadline ${fmtNl(w.due)} ${w.due - 14 <= NOW ? a(`${files}${w.pdf}`, 'pdf') : ''}</li>`).join('')}</ul><p>${en ? 'Submit through' : 'Inleveren via'} ${a(this.lmsUrl(o), o.y.idx === 5 ? 'Brightspace' : 'Blackboard')}.</p>`;
    else if (k === 3) body = `<ul>${this.announcements(o).map(([d, t]) => `<li><b>${fmtNl(d)}</b> ${esc(t)}</li>`).join('')}</ul>`;
    else if (k === 4) body = `<table>${sess.map((s) => `<tr><td>${fmtShort(s.date)}</td><td>${s.time}</td><td>${s.kind === 'hc' ? (en ? 'Lecture' : 'Hoorcollege') : en ? 'Tutorial' : 'Werkcollege'}</td><td>${esc(s.room)}</td></tr>`).join('')}</table><p>${a(this.roosterUrl(o), en ? 'Official timetable' : 'Officieel rooster')}</p>`;
    else body = `<p>${en ? 'Written exam' : 'Schriftelijk tentamen'}: ${fmtNl(tentamen)}, ${en ? 'resit' : 'hertentamen'}: ${fmtNl(her)}.</p><p>${a(`${files}${en ? 'sample-exam' : 'oefententamen'}.pdf`, en ? 'Sample exam' : 'Oefententamen')}</p>`;
    return this.cpage(u, `${sub[1]} – ${title}`, body, { en, tabs, crumbs: [...crumbs, [o.base, codeIn(o)]] });
  }

  private announcements(o: Off): [number, string][] {
    const r = rng(hash(`ann:${o.key}`));
    const en = o.c.lang === 'en';
    const start = o.y.q[o.c.qs[0] - 1];
    const out: [number, string][] = [];
    const txt = en
      ? ['Welcome! The first lecture is on Monday.', 'Assignment 1 is online.', 'Room change for the tutorial this week.', 'Grades for assignment 1 are in Brightspace.', 'No lecture next week (holiday).', 'The sample exam has been published.', 'Question hour before the exam.']
      : ['Welkom! Het eerste hoorcollege is maandag.', 'Opdracht 1 staat online.', 'Zaalwijziging voor het werkcollege deze week.', 'Cijfers opdracht 1 staan in Blackboard.', 'Volgende week geen college.', 'Het oefententamen staat online.', 'Vragenuur voor het tentamen.'];
    for (let i = 0; i < txt.length; i++) {
      const d = start - 5 + i * int(r, 5, 9);
      if (d <= NOW) out.push([d, txt[i]]);
    }
    return out.reverse();
  }

  // ---- userdirs on www.cs…/~login/ (Apache: index.html answers 200, slashless directories 301) ----

  private userdir(u: URL, p: string): Resp {
    const m = /^\/~([a-z0-9]+)(\/.*)?$/.exec(p);
    if (!m) return apache404(p, H.cs);
    const t = teacherBy.get(m[1]);
    if (!t || !t.userdir) return apache404(p, H.cs);
    const rest = m[2] ?? '';
    if (rest === '') return moved(`${CS}/~${t.login}/`);
    const L = `/~${t.login}/`;
    const mine = (this.offsByTeacher.get(t.login) ?? []).filter((o) => o.kind === 'user');
    if (rest === '/' || rest === '/index.html') return this.userIndex(t, mine);
    if (rest === '/cv.html' || rest === '/publicaties.html') return this.ushell(t, rest === '/cv.html' ? 'CV' : 'Publicaties', `<p>${T.words(rng(hash(p)), 40)}</p><p>${a(`${PURE}/nl/persons/${slugify(t.name)}`, 'Zie de UvZ Research Portal')}</p>`);
    const idx = { onderwijs: '/onderwijs/', teaching: '/teaching/', vakken: '/vakken/', flat: '' }[t.scheme];
    if (idx && (rest === idx || rest === `${idx}index.html`)) return this.teachIndex(t, mine);
    // A flat page (`~login/4ib30.html`, `~login/2il30-2015.html`).
    if (/^\/[a-z0-9-]+\.html$/.test(rest)) {
      const o = this.bases.get(H.cs + p.replace(/\.html$/, '/'));
      return o ? this.userHome(o) : apache404(p, H.cs);
    }
    const hit = this.findBase(H.cs, p.endsWith('/') || /\.[a-z]+$/i.test(p) ? p : `${p}/`);
    if (hit) {
      const [o, rel] = hit;
      if (!p.endsWith('/') && rel === '') return moved(`${CS}${p}/`);
      if (rel === '' || rel === 'index.html') return o.f.scheme === 'flat' ? apache404(p, H.cs) : this.userHome(o);
      return this.userSub(o, rel, u);
    }
    // The course directory of the `onderwijs` scheme (`~login/onderwijs/4ib30/`) lists its years.
    const cm = /^\/onderwijs\/([a-z0-9]+)\/?$/.exec(rest);
    if (cm && t.scheme === 'onderwijs') {
      const list = mine.filter((o) => lc(codeIn(o)) === cm[1]);
      if (!list.length) return apache404(p, H.cs);
      if (!p.endsWith('/')) return moved(`${CS}${p}/`);
      return this.ushell(t, `${list[0].c.nl}`, `<ul>${list.map((o) => li(o.base, `${o.y.key}`)).join('')}</ul>`);
    }
    return apache404(p, H.cs);
  }

  private ushell(t: Teacher, title: string, body: string, old = t.style === 'old'): Resp {
    if (old) return html(`<HTML><HEAD><TITLE>${esc(title)}</TITLE></HEAD>\n<BODY BGCOLOR="#FFFFFF" LINK="#0000CC" VLINK="#663399">\n<TABLE WIDTH="100%" BORDER=0 CELLPADDING=4><TR><TD BGCOLOR="#003366"><FONT FACE="Arial,Helvetica" COLOR="#FFFFFF" SIZE="+2"><B>${esc(title)}</B></FONT></TD></TR></TABLE>\n<FONT FACE="Arial,Helvetica">${body}</FONT>\n<HR><ADDRESS><A HREF="/~${t.login}/">${esc(t.name)}</A></ADDRESS></BODY></HTML>\n`);
    if (t.style === 'modern') return html(`<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@4.3.1/dist/css/bootstrap.min.css"></head><body><nav class="navbar navbar-light bg-light"><a class="navbar-brand" href="/~${t.login}/">${esc(t.name)}</a><a class="nav-link" href="/~${t.login}/${t.scheme === 'flat' ? '' : `${t.scheme}/`}">Teaching</a><a class="nav-link" href="${PURE}/nl/persons/${slugify(t.name)}">Publications</a></nav><div class="container"><h1>${esc(title)}</h1>${body}</div></body></html>`);
    return html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="stylesheet" href="/~${t.login}/style.css"></head><body><h1>${esc(title)}</h1>${body}<hr><p><a href="/~${t.login}/">${esc(t.name)}</a> · <a href="${CS}/">Departement Informatica</a></p></body></html>`);
  }

  private userIndex(t: Teacher, mine: Off[]): Resp {
    const r = rng(hash(`uidx:${t.login}`));
    const s = sectieBy.get(t.sectie)!;
    let teach = '';
    if (t.scheme === 'flat') {
      const cur = mine.filter((o) => o.latest);
      const old = mine.filter((o) => !o.latest);
      teach = `<h2>Onderwijs</h2><ul>${cur.map((o) => li(this.homeHref(o, 'uidx'), `${codeIn(o)} ${titleOf(o)}`)).join('')}</ul>${old.length ? `<h3>Oude jaargangen</h3><ul>${old.map((o) => li(o.home.replace(CS, ''), `${codeIn(o)} ${titleOf(o)} (${o.y.key})`)).join('')}</ul>` : ''}`;
    } else teach = `<p><a href="${t.scheme}/">${t.scheme === 'teaching' ? 'Teaching' : 'Onderwijs'}</a></p>`;
    return this.ushell(t, t.short, `<p>${esc(FN[t.fn][0])}, sectie ${esc(s.nl)}, ${a(`${CS}/`, 'Departement Informatica')}, Universiteit van Zeeland.</p><p>Kamer ${esc(t.room)}, tel. ${esc(t.phone)}</p>${teach}<h2>Onderzoek</h2>${T.para(r, 2)}<p>${a('cv.html', 'CV')} · ${a('publicaties.html', 'Publicaties')} · ${a(this.profileUrl(t.login), 'Profiel op de departementssite')}</p>`);
  }

  private teachIndex(t: Teacher, mine: Off[]): Resp {
    const en = t.scheme === 'teaching';
    const rows = mine.slice().reverse().map((o) => li(t.scheme === 'onderwijs' && hash(o.key) % 3 === 0 ? `${lc(codeIn(o))}/` : o.home.replace(CS, ''), `${codeIn(o)} ${titleOf(o, en)} (${o.y.key})`)).join('');
    return this.ushell(t, en ? `Teaching – ${t.name}` : `Onderwijs – ${t.name}`, `<ul>${rows}</ul>`);
  }

  private userHome(o: Off): Resp {
    const t = o.f;
    const en = o.c.lang === 'en';
    if (o.frames) return html(`<HTML><HEAD><TITLE>${esc(codeIn(o))} ${esc(titleOf(o))} ${o.y.key}</TITLE></HEAD>\n<FRAMESET COLS="190,*" BORDER=0>\n<FRAME SRC="menu.html" NAME="menu">\n<FRAME SRC="main.html" NAME="main">\n<NOFRAMES><BODY>Deze pagina gebruikt frames. Ga naar de <A HREF="main.html">hoofdpagina</A>.</BODY></NOFRAMES>\n</FRAMESET></HTML>\n`);
    return this.ushell(t, `${codeIn(o)} ${titleOf(o)} ${o.y.key}`, this.userBody(o, en), o.tpl === 'old');
  }

  private userBody(o: Off, en: boolean): string {
    const fb = o.f.scheme === 'flat' ? `${o.base.split('/').slice(-2)[0]}/` : '';
    const sess = sessionsOf(o).filter((s) => s.kind === 'hc');
    const { tentamen, her } = toetsOf(o);
    const prev = o.prev.length ? `<p>${en ? 'Previous years' : 'Vorige jaren'}: ${o.prev.map((p) => a(p.home.replace(CS, ''), p.y.key)).join(' · ')}</p>` : '';
    const slides = sess.map((s) => `<li>${fmtShort(s.date)} ${esc(s.topic)}${s.date <= NOW || o.y !== CUR ? ` [${a(`${fb}${en ? 'lecture' : 'hc'}${pad(s.n)}.pdf`, 'slides')}]` : ''}</li>`).join('');
    const works = worksOf(o).map((w) => `<li>${a(`${fb}${w.pdf}`, `${en ? 'Assignment' : 'Opdracht'} ${w.n}`)}: ${esc(w.title)} (deadline ${fmtDmy(w.due)})</li>`).join('');
    if (o.tpl === 'old') return `<TABLE BORDER=1 CELLPADDING=3><TR><TD><B>Docent</B></TD><TD>${esc(o.f.short)}</TD></TR><TR><TD><B>Kwartiel</B></TD><TD>${qName(o.c, false)}, ${o.y.key}</TD></TR><TR><TD><B>Tentamen</B></TD><TD>${fmtDmy(tentamen)}, hertentamen ${fmtDmy(her)}</TD></TR></TABLE>${blurb(o, en)}<H3>Hoorcolleges</H3><UL>${slides}</UL><H3>Opdrachten</H3><UL>${works}</UL><P>${a(`${fb}rooster.html`, 'Rooster')} | ${a(`${fb}werkcolleges.html`, 'Werkcolleges')} | ${a(this.ficheUrl(o.c.code, o.y), 'Studiegids')}</P>${prev}`;
    return `${blurb(o, en)}<p><b>${en ? 'Lecturer' : 'Docent'}:</b> ${esc(o.f.short)}; <b>TA's:</b> ${o.tas.map(esc).join(', ')}</p><p><b>${en ? 'Exam' : 'Tentamen'}:</b> ${fmtNl(tentamen)} · <b>${en ? 'Resit' : 'Hertentamen'}:</b> ${fmtNl(her)}</p><h2>${en ? 'Lectures' : 'Colleges'}</h2><ol>${slides}</ol><h2>${en ? 'Assignments' : 'Opdrachten'}</h2><ul>${works}</ul><p>${a(`${fb}rooster.html`, en ? 'Schedule' : 'Rooster')} · ${a(`${fb}werkcolleges.html`, en ? 'Tutorials' : 'Werkcolleges')} · ${a(this.ficheUrl(o.c.code, o.y, en), en ? 'Study guide' : 'Studiegids')} · ${a(this.lmsUrl(o), o.y.idx === 5 ? 'Brightspace' : 'Blackboard')}</p>${prev}`;
  }

  private userSub(o: Off, rel: string, u: URL): Resp {
    const en = o.c.lang === 'en';
    if (isFile(rel)) return /^(hc|lecture)\d\d\.pdf$|^opdracht\d\.pdf$|^werkcollege\d+\.pdf$|^oud\/.+\.pdf$/.test(rel) ? fileResp(rel, u.href) : apache404(u.pathname, H.cs);
    const t = o.f;
    const title = `${codeIn(o)} ${o.y.key}`;
    if (o.frames && rel === 'menu.html') return html(`<HTML><BODY BGCOLOR="#CCCCFF"><FONT FACE="Arial" SIZE=2><B>${esc(codeIn(o))}</B><BR><A HREF="main.html" TARGET="main">Start</A><BR><A HREF="rooster.html" TARGET="main">Rooster</A><BR><A HREF="werkcolleges.html" TARGET="main">Werkcolleges</A><BR><A HREF="/~${t.login}/" TARGET="_top">${esc(t.name)}</A></FONT></BODY></HTML>`);
    if (o.frames && rel === 'main.html') return this.ushell(t, `${title} – ${titleOf(o)}`, this.userBody(o, en), true);
    if (rel === 'rooster.html') return this.ushell(t, `Rooster ${title}`, `<table border="1">${sessionsOf(o).map((s) => `<tr><td>${fmtShort(s.date)}</td><td>${s.time}</td><td>${s.kind === 'hc' ? 'HC' : 'WC'}</td><td>${esc(s.room)}</td><td>${esc(s.topic)}</td></tr>`).join('')}</table>`, o.tpl === 'old');
    if (rel === 'werkcolleges.html') return this.ushell(t, `Werkcolleges ${title}`, `<ul>${sessionsOf(o).filter((s) => s.kind === 'wc').map((s) => `<li>${fmtShort(s.date)}: ${a(`werkcollege${s.n}.pdf`, `werkcollege ${s.n}`)}</li>`).join('')}</ul>`, o.tpl === 'old');
    return apache404(u.pathname, H.cs);
  }

  // ===================================================================================================================
  // GitLab Pages course sites: `https://4im30.pages.cs…/notes-1920/` (Sphinx), `https://4ib50.pages.cs…/compilers-2018/` (Jekyll)
  // ===================================================================================================================

  private pagesHost(u: URL, host: string): Resp {
    const p = u.pathname;
    const notFound: Resp = { status: 404, type: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html><head><title>The page you\'re looking for could not be found (404)</title></head><body><h1>404</h1><p>The page you\'re looking for could not be found.</p><p><a href="javascript:history.back()">Go back</a></p></body></html>' };
    const m = /^\/([a-z0-9-]+)(\/.*)?$/.exec(p);
    if (!m) return notFound;
    const o = this.bases.get(`${host}/${m[1]}/`);
    if (!o) return notFound;
    if (m[2] === undefined) return moved(`https://${host}/${m[1]}/`);
    const rel = m[2].slice(1);
    if (/^(assets|_static)\//.test(rel)) return rel.endsWith('.css') || rel.endsWith('.js') ? asset(rel) : isFile(rel) ? fileResp(rel, u.href) : notFound;
    if (/^(_downloads|slides)\//.test(rel)) return isFile(rel) ? fileResp(rel, u.href) : notFound;
    return o.engine === 'sphinx' ? this.sphinx(o, rel, u) ?? notFound : this.jekyll(o, rel, u) ?? notFound;
  }

  private siblings(o: Off): Off[] { return (this.offsByCourse.get(o.c.code) ?? []).filter((x) => x.kind === 'site' && x !== o); }

  private jekyll(o: Off, rel: string, u: URL): Resp | undefined {
    const sess = sessionsOf(o).filter((s) => s.kind === 'hc');
    const nav = [['', 'Home'], ['schedule/', 'Schedule'], ['lectures/', 'Lectures'], ['assignments/', 'Assignments'], ['about/', 'Staff']];
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="Jekyll v3.8.5"><title>${esc(title)} | ${esc(o.c.en)} ${o.y.key}</title><link rel="stylesheet" href="${o.base}assets/main.css"><link type="application/atom+xml" rel="alternate" href="${o.base}feed.xml"></head><body><header class="site-header"><a class="site-title" href="${o.base}">${esc(o.c.code)} ${esc(o.c.en)}</a><nav>${nav.map(([h, l]) => a(o.base + h, l, 'page-link')).join(' ')}</nav></header><main class="page-content"><h1>${esc(title)}</h1>${body}</main><footer class="site-footer"><p>${a(`${GIT}/${lc(o.c.code)}/${o.c.nick}-${o.y.y}`, 'Source on GitLab')} · Built with ${a('https://jekyllrb.com/', 'Jekyll')} and ${a('https://github.com/jekyll/minima', 'minima')}</p></footer></body></html>`);
    if (rel === '' || rel === 'index.html') {
      const sib = this.siblings(o);
      return shell(`${o.c.en}`, `${blurb(o, true)}<p><b>Lecturer:</b> ${a(this.profileUrl(o.f.login, true), o.f.short)} · <b>TAs:</b> ${o.tas.map(esc).join(', ')}</p><h2>News</h2><ul>${this.announcements(o).slice(0, 4).map(([d, t]) => `<li>${fmtEn(d)} – ${esc(t)}</li>`).join('')}</ul><p>Course description: ${a(this.ficheUrl(o.c.code, o.y, true), 'study guide')}. Submissions and grades: ${a(this.lmsUrl(o), o.y.idx === 5 ? 'Brightspace' : 'Blackboard')}.</p>${sib.length ? `<p>Other editions: ${sib.map((s) => a(this.homeHref(s, `sib${o.key}`), s.y.key)).join(' · ')}</p>` : ''}`);
    }
    if (rel === 'feed.xml') return { status: 200, type: 'application/atom+xml', body: `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${esc(o.c.en)}</title>${this.announcements(o).map(([d, t]) => `<entry><title>${esc(t)}</title><updated>${fmtISO(d)}T09:00:00+01:00</updated></entry>`).join('')}</feed>` };
    if (rel === 'schedule/') return shell('Schedule', `<table>${sessionsOf(o).map((s) => `<tr><td>${fmtShort(s.date)}</td><td>${s.time}</td><td>${s.kind === 'hc' ? 'Lecture' : 'Tutorial'}</td><td>${esc(s.topic)}</td><td>${esc(s.room)}</td></tr>`).join('')}</table><p>${a(this.roosterUrl(o), 'Official timetable')}</p>`);
    if (rel === 'lectures/') return shell('Lectures', `<ol>${sess.map((s) => `<li>${a(`${o.base}lectures/lecture-${pad(s.n)}/`, s.topic)} (${fmtShort(s.date)})</li>`).join('')}</ol>`);
    const lm = /^lectures\/lecture-(\d\d)\/$/.exec(rel);
    if (lm) { const s = sess[Number(lm[1]) - 1]; return s ? shell(`Lecture ${s.n}: ${s.topic}`, `${T.para(rng(hash(u.href)), 3)}<p>${a(`${o.base}slides/lecture${lm[1]}.pdf`, 'Slides (pdf)')}</p>`) : undefined; }
    if (rel === 'assignments/') return shell('Assignments', `<ul>${worksOf(o).map((w) => `<li>${esc(w.title)} – due ${fmtEn(w.due)} · ${a(`${o.base}assets/${w.pdf}`, 'pdf')}</li>`).join('')}</ul>`);
    if (rel === 'about/') return shell('Staff', `<p>${a(this.profileUrl(o.f.login, true), o.f.short)}</p><ul>${o.tas.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`);
    return undefined;
  }

  private sphinx(o: Off, rel: string, u: URL): Resp | undefined {
    const sess = sessionsOf(o).filter((s) => s.kind === 'hc');
    const toc = `<div class="toctree-wrapper"><ul>${sess.map((s) => `<li class="toctree-l1"><a class="reference internal" href="week${s.n}.html">Week ${s.n}: ${esc(s.topic)}</a></li>`).join('')}<li class="toctree-l1"><a class="reference internal" href="assignments.html">Assignments</a></li><li class="toctree-l1"><a class="reference internal" href="practical.html">Practical information</a></li></ul></div>`;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)} — ${esc(o.c.en)} ${o.y.key} documentation</title><link rel="stylesheet" href="_static/alabaster.css"><script src="_static/documentation_options.js"></script><link rel="index" title="Index" href="genindex.html"><link rel="search" title="Search" href="search.html"></head><body><div class="document"><div class="body" role="main">${body}</div><div class="sphinxsidebar"><h1 class="logo"><a href="index.html">${esc(o.c.en)}</a></h1>${toc}<div class="searchformwrapper"><form class="search" action="search.html"><input name="q"></form></div></div></div><div class="footer">&copy;${o.y.y + 1}, ${esc(o.f.name)}. Powered by <a href="http://sphinx-doc.org/">Sphinx 2.2.0</a> &amp; <a href="https://github.com/bitprophet/alabaster">Alabaster 0.7.12</a> | <a href="_sources/${title === 'Home' ? 'index' : 'page'}.rst.txt" rel="nofollow">Page source</a></div></body></html>`);
    if (rel === '' || rel === 'index.html') {
      const sib = this.siblings(o);
      return shell('Home', `<h1>${esc(o.c.code)} ${esc(o.c.en)} (${o.y.key})</h1>${blurb(o, true)}<p>Lecturer: ${a(this.profileUrl(o.f.login, true), o.f.short)}. Questions: the course forum in ${a(this.lmsUrl(o), o.y.idx === 5 ? 'Brightspace' : 'Blackboard')}.</p>${toc}${sib.length ? `<p>Notes of other years: ${sib.map((s) => a(this.homeHref(s, `sib${o.key}`), s.y.key)).join(', ')}</p>` : ''}<p>${a(this.ficheUrl(o.c.code, o.y, true), 'Study guide')} · ${a(`${GIT}/${lc(o.c.code)}/notes-${o.y.short}`, 'Sources')}</p>`);
    }
    if (rel === 'genindex.html') return shell('Index', '<h1 id="index">Index</h1>');
    if (rel === 'search.html') return shell('Search', '<h1 id="search-documentation">Search</h1><p>Please activate JavaScript to enable the search functionality.</p>');
    if (rel.startsWith('_sources/')) return { status: 200, type: 'text/plain; charset=utf-8', body: `${o.c.en}\n${'='.repeat(o.c.en.length)}\n\n.. toctree::\n   :maxdepth: 2\n` };
    const wm = /^week(\d+)\.html$/.exec(rel);
    if (wm) { const s = sess[Number(wm[1]) - 1]; return s ? shell(`Week ${s.n}`, `<h1>Week ${s.n}: ${esc(s.topic)}</h1>${T.para(rng(hash(u.href)), 4)}<p><a class="reference download internal" href="_downloads/${hex(`${o.key}${s.n}`, 32)}/week${s.n}.ipynb">notebook</a> · <a class="reference download internal" href="_downloads/${hex(`${o.key}s${s.n}`, 32)}/slides${s.n}.pdf">slides</a></p>`) : undefined; }
    if (rel === 'assignments.html') return shell('Assignments', `<h1>Assignments</h1><ul>${worksOf(o).map((w) => `<li>${esc(w.title)} (due ${fmtEn(w.due)})</li>`).join('')}</ul>`);
    if (rel === 'practical.html') return shell('Practical information', `<h1>Practical information</h1><p>Exam: ${fmtEn(toetsOf(o).tentamen)}. ${a(this.roosterUrl(o), 'Timetable')}.</p>`);
    return undefined;
  }

  // ===================================================================================================================
  // The frozen site of the former ZITI institute (http, PHP; merged into the department on 1 January 2017)
  // ===================================================================================================================

  private zshell(title: string, body: string, left = ''): Resp {
    return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>ZITI - ${esc(title)}</title><link rel="stylesheet" href="/css/ziti.css"></head><body><div id="banner" style="background:#ffd;border:1px solid #cc9;padding:4px">Archief: het ZITI is per 1 januari 2017 opgegaan in het ${a(`${CS}/`, 'Departement Informatica')}. Deze site wordt niet meer bijgewerkt.</div><table width="100%" cellspacing="0"><tr><td colspan="2" class="kop"><a href="/"><img src="/img/ziti-logo.gif" alt="ZITI" border="0"></a> Zeeuws Instituut voor Technische Informatica</td></tr><tr><td width="170" valign="top" class="menu"><a href="/">Home</a><br><a href="/onderwijs/">Onderwijs</a><br><a href="/onderzoek/">Onderzoek</a><br><a href="/medewerkers/">Medewerkers</a><br><a href="/nieuws.php">Nieuws</a><br><a href="/cgi-bin/kalender.pl">Kalender</a><br>${left}</td><td valign="top"><h2>${esc(title)}</h2>${body}</td></tr></table><p class="voet">&copy; 2004-2016 ZITI · laatst gewijzigd 19-12-2016</p></body></html>`);
  }

  private zitiHost(u: URL): Resp {
    const p = u.pathname;
    const z404 = (): Resp => ({ ...this.zshell('Pagina niet gevonden', '<p>Deze pagina bestaat niet.</p>'), status: 404 });
    if (/^\/(css|img)\//.test(p)) return asset(p);
    if (p === '/' || p === '/index.php') {
      const news = this.news.filter((n) => n.date < dayOf(2017, 1, 1)).slice(-6).reverse();
      return this.zshell('Welkom', `<p>Het ZITI verzorgt onderwijs en onderzoek op het gebied van embedded systemen, digitale techniek en industriële netwerken.</p><h3>Nieuws</h3><ul>${news.map((n) => `<li>${fmtDmy(n.date)} ${esc(n.nl)}</li>`).join('')}</ul>`);
    }
    if (p === '/onderwijs' || p === '/onderzoek' || p === '/medewerkers') return moved(`${ZITI}${p}/`);
    if (p === '/onderwijs/' || p === '/onderwijs/index.php') return this.zshell('Onderwijs', `<p>Vakken per collegejaar:</p><ul>${YEARS.slice(0, 3).reverse().map((y) => li(`/onderwijs/${y.short}/`, y.key)).join('')}</ul>`);
    if (p === '/nieuws.php') {
      const pg = Math.max(1, Number(u.searchParams.get('p') ?? 1) || 1);
      const all = this.news.filter((n) => n.date < dayOf(2017, 1, 1) && n.date > dayOf(2014, 6, 1)).reverse();
      const last = Math.ceil(all.length / 20);
      if (pg > last) return z404();
      return this.zshell('Nieuws', `<ul>${all.slice((pg - 1) * 20, pg * 20).map((n) => `<li>${fmtDmy(n.date)} ${esc(n.nl)}</li>`).join('')}</ul><p>${pg > 1 ? a(`/nieuws.php?p=${pg - 1}`, '&lt; nieuwer') : ''} ${pg < last ? a(`/nieuws.php?p=${pg + 1}`, 'ouder &gt;') : ''}</p>`);
    }
    if (p === '/cgi-bin/kalender.pl') {
      const jaar = Number(u.searchParams.get('jaar') ?? 2016);
      const maand = Number(u.searchParams.get('maand') ?? 12);
      if (!(maand >= 1 && maand <= 12) || !(jaar > 1900 && jaar < 3000)) return { status: 500, type: 'text/html', body: '<h1>Software error:</h1><pre>Illegal month</pre>' };
      const pv = maand === 1 ? [jaar - 1, 12] : [jaar, maand - 1];
      const nx = maand === 12 ? [jaar + 1, 1] : [jaar, maand + 1];
      return this.zshell(`Kalender ${MAAND[maand - 1]} ${jaar}`, `<p><a href="/cgi-bin/kalender.pl?jaar=${pv[0]}&amp;maand=${pv[1]}">&lt;&lt;</a> ${MAAND[maand - 1]} ${jaar} <a href="/cgi-bin/kalender.pl?jaar=${nx[0]}&amp;maand=${nx[1]}">&gt;&gt;</a></p><p>Geen activiteiten.</p>`);
    }
    let m = /^\/onderwijs\/(\d{4})\/(?:index\.php)?$/.exec(p);
    if (m) {
      const y = yearByShort.get(m[1]);
      if (!y || y.idx > 2) return z404();
      const list = (this.offsByYear.get(y.key) ?? []).filter((o) => o.c.ziti);
      return this.zshell(`Vakken ${y.key}`, `<table border="1" cellpadding="3"><tr><th>Code</th><th>Vak</th><th>Kw.</th><th>Docent</th></tr>${list.map((o) => `<tr><td>${o.c.code}</td><td>${o.kind === 'ziti' ? a(this.homeHref(o, 'zl'), o.c.nl) : o.home ? a(o.home, `${o.c.nl} (pagina docent)`) : esc(o.c.nl)}</td><td>${o.c.qs.join(',')}</td><td>${a(`/medewerkers/${o.f.login}.php`, o.f.name)}</td></tr>`).join('')}</table>`);
    }
    m = /^\/onderwijs\/(\d{4})\/([A-Z0-9]+)(\/.*)?$/.exec(p);
    if (m) {
      const o = this.bases.get(`${H.ziti}/onderwijs/${m[1]}/${m[2]}/`);
      if (!o) return z404();
      if (m[3] === undefined) return moved(`${ZITI}${p}/`);
      const rel = m[3].slice(1);
      if (rel === 'index.php') return moved(`${ZITI}/onderwijs/${m[1]}/${m[2]}/`);
      const left = `<hr><b>${o.c.code}</b><br>${a(o.base, 'Start')}<br>${a(`${o.base}rooster.php`, 'Rooster')}<br>${a(`${o.base}materiaal.php`, 'Materiaal')}<br>${a(`${o.base}nieuws.php`, 'Mededelingen')}`;
      if (rel === '') return this.zshell(`${o.c.code} ${o.c.nl} (${o.y.key})`, `${blurb(o, false)}<p>Docent: ${a(`/medewerkers/${o.f.login}.php`, o.f.short)}<br>Tentamen: ${fmtDmy(toetsOf(o).tentamen)}</p>${o.prev.length ? `<p>Eerdere jaren: ${o.prev.map((x) => a(x.base, x.y.key)).join(' | ')}</p>` : ''}`, left);
      if (rel === 'rooster.php') return this.zshell(`Rooster ${o.c.code}`, `<table border="1">${sessionsOf(o).map((s) => `<tr><td>${fmtDmy(s.date)}</td><td>${s.time}</td><td>${s.kind.toUpperCase()}</td><td>${esc(s.room)}</td></tr>`).join('')}</table>`, left);
      if (rel === 'materiaal.php') return this.zshell(`Materiaal ${o.c.code}`, `<ul>${sessionsOf(o).filter((s) => s.kind === 'hc').map((s) => li(`${o.base}docs/college${s.n}.pdf`, `College ${s.n}: ${s.topic}`)).join('')}${worksOf(o).map((w) => li(`${o.base}docs/${w.pdf}`, `Practicumopdracht ${w.n}`)).join('')}</ul>`, left);
      if (rel === 'nieuws.php') return this.zshell(`Mededelingen ${o.c.code}`, `<ul>${this.announcements(o).map(([d, t]) => `<li>${fmtDmy(d)} ${esc(t)}</li>`).join('')}</ul>`, left);
      if (rel.startsWith('docs/') && isFile(rel)) return fileResp(rel, u.href);
      return z404();
    }
    if (p === '/medewerkers/') return this.zshell('Medewerkers', `<ul>${TEACHERS.filter((t) => t.sectie === 'es').map((t) => li(`/medewerkers/${t.login}.php`, t.short)).join('')}</ul>`);
    m = /^\/medewerkers\/([a-z]+)\.php$/.exec(p);
    if (m) {
      const t = teacherBy.get(m[1]);
      if (!t || t.sectie !== 'es') return z404();
      const list = (this.offsByTeacher.get(t.login) ?? []).filter((o) => o.y.idx <= 2 && o.home);
      return this.zshell(t.short, `<p>Kamer ${esc(t.room)}</p><h3>Onderwijs</h3><ul>${list.map((o) => li(o.kind === 'ziti' ? o.base : o.home, `${codeIn(o)} ${o.c.nl} (${o.y.key})`)).join('')}</ul>${t.userdir ? `<p>${a(`${CS}/~${t.login}/`, 'Persoonlijke pagina')}</p>` : ''}`);
    }
    if (p === '/onderzoek/') return this.zshell('Onderzoek', `${T.para(rng(hash('zo')), 4)}<p>${a(`${PURE}/nl/organisations/embedded-systemen-voorheen-ziti/publications/`, 'Publicaties')}</p>`);
    return z404();
  }

  // ===================================================================================================================
  // Blackboard Learn (2014-2019, guest access for some courses) and Brightspace (from 2019-2020, a few open courses)
  // ===================================================================================================================

  private bbShell(title: string, body: string, cid?: string, menu = ''): Resp {
    return html(`<!DOCTYPE html><html lang="nl-NL"><head><meta charset="UTF-8"><title>${esc(title)}</title><link rel="stylesheet" href="/common/shared.css?v=3400.9.0"><link rel="stylesheet" href="/branding/themes/uvz/theme.css"></head><body class="ineditmode"><div id="globalNavPageNavArea"><a href="/webapps/portal/execute/tabs/tabAction?tab_tab_group_id=_1_1">Mijn Blackboard</a> <a href="/webapps/portal/execute/viewCatalog?catId=_4_1">Cursuscatalogus</a> <a href="/webapps/login/?action=logout">Afmelden</a></div>${cid ? `<div id="courseMenuPalette"><ul class="courseMenu">${menu}</ul></div>` : ''}<div id="contentPanel"><h1 id="pageTitleHeader">${esc(title)}</h1>${body}</div><script>/* ${T.chunk('bb').slice(0, 400)} */</script></body></html>`);
  }

  private bbLogin(target: string): Resp { return moved(`${BB}/webapps/login/?action=relogin&new_loc=${encodeURIComponent(target)}`, 302); }

  private bbHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    if (p === '/' || p === '/webapps/portal/execute/tabs/tabAction') return this.bbLogin('/webapps/portal/execute/tabs/tabAction?tab_tab_group_id=_1_1');
    if (p === '/webapps/login/') {
      if (q.get('action') === 'logout') return moved(`${BB}/webapps/login/`, 302);
      return this.bbShell('Blackboard Learn – Inloggen', `<p>Blackboard is vanaf collegejaar 2019-2020 vervangen door ${a(`${BS}/`, 'Brightspace')}; cursussen tot en met 2018-2019 blijven hier beschikbaar.</p><p>${a(`${BB}/auth-saml/saml/login?apId=_152_1&redirectUrl=${encodeURIComponent(`${BB}${q.get('new_loc') ?? '/'}`)}`, 'Inloggen met UvZ-account')}</p><p>${a('/webapps/portal/execute/viewCatalog?catId=_4_1', 'Cursuscatalogus (gasten)')}</p>`);
    }
    if (p === '/auth-saml/saml/login') return moved(adfs(`${BB}/auth-saml/saml/SSO`), 302);
    if (/^\/(common|branding)\//.test(p)) return asset(p);
    if (p === '/webapps/portal/execute/viewCatalog') {
      const cat = q.get('catId') ?? '_4_1';
      const term = q.get('term') ?? '';
      const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
      const cats: [string, string][] = [['_4_1', 'Informatica'], ['_5_1', 'Wiskunde'], ['_6_1', 'Overige faculteiten']];
      if (!cats.some(([c]) => c === cat)) return this.bbShell('Fout', '<p>Categorie niet gevonden.</p>');
      const all = [...this.lmsById.values()].filter((x) => x.y.idx <= 4 && (cat === '_4_1' ? x.fac === 'Informatica' : cat === '_5_1' ? x.fac === 'Wiskunde' : x.fac !== 'Informatica' && x.fac !== 'Wiskunde') && (!term || x.y.key === term)).sort((x, y) => y.y.idx - x.y.idx || x.code.localeCompare(y.code) || x.id - y.id);
      const per = 25;
      const last = Math.max(1, Math.ceil(all.length / per));
      if (page > last) return this.bbShell('Cursuscatalogus', '<p>Geen cursussen gevonden.</p>');
      const link = (t: string, pg: number) => `/webapps/portal/execute/viewCatalog?catId=${cat}${t ? `&term=${t}` : ''}${pg > 1 ? `&page=${pg}` : ''}`;
      const body = `<p>${cats.map(([c, l]) => a(`/webapps/portal/execute/viewCatalog?catId=${c}`, l)).join(' | ')}</p><p>${YEARS.slice(1, 5).map((y) => a(link(y.key, 1), y.key)).join(' | ')}</p><table class="catalog"><tr><th>Cursus-ID</th><th>Naam</th><th>Docent</th><th>Gasten</th></tr>${all.slice((page - 1) * per, page * per).map((x) => `<tr><td>${esc(x.code)}-${x.y.key}</td><td>${a(`/webapps/blackboard/execute/launcher?type=Course&id=_${x.id}_1&url=`, x.title)}</td><td>${esc(x.teacher)}</td><td>${x.pub ? 'Ja' : 'Nee'}</td></tr>`).join('')}</table><p>${page > 1 ? a(link(term, page - 1), '« Vorige') : ''} Pagina ${Array.from({ length: last }, (_, i) => (i + 1 === page ? `<b>${page}</b>` : a(link(term, i + 1), String(i + 1)))).join(' ')} van ${last} ${page < last ? a(link(term, page + 1), 'Volgende »') : ''}</p>`;
      return this.bbShell('Cursuscatalogus', body);
    }
    const cidM = /^_(\d+)_1$/.exec(q.get('course_id') ?? q.get('id') ?? '');
    const x = cidM ? this.lmsById.get(Number(cidM[1])) : undefined;
    if (p === '/webapps/blackboard/execute/launcher') return x ? moved(`${BB}/webapps/blackboard/execute/courseMain?course_id=_${x.id}_1`, 302) : this.bbShell('Fout', '<p>Cursus niet gevonden.</p>');
    if (!p.startsWith('/webapps/blackboard/') && !p.startsWith('/bbcswebdav/')) return { status: 404, type: 'text/html', body: '<html><body><h1>Pagina niet gevonden</h1></body></html>' };
    if (p.startsWith('/bbcswebdav/')) return isFile(p) ? fileResp(p, u.href) : this.bbLogin(p);
    if (!x || x.y.idx > 4) return this.bbShell('Fout', '<p>De cursus is niet beschikbaar.</p>');
    if (!x.pub) return this.bbLogin(`${p}${u.search}`);
    const cid = `_${x.id}_1`;
    const o = x.off;
    const menu = [['Startpagina', `/webapps/blackboard/execute/courseMain?course_id=${cid}`], ['Mededelingen', `/webapps/blackboard/execute/announcement?method=search&context=course&course_id=${cid}`], ['Cursusdocumenten', `/webapps/blackboard/content/listContent.jsp?course_id=${cid}&content_id=_${x.id + 1}_1`], ['Opdrachten', `/webapps/blackboard/content/listContent.jsp?course_id=${cid}&content_id=_${x.id + 2}_1`], ['Docenten', `/webapps/blackboard/execute/displayEmail?navItem=cp_staff_info&course_id=${cid}`], ['Discussieforum', `/webapps/discussionboard/do/conference?action=list_forums&course_id=${cid}`], ['Mijn cijfers', `/webapps/bb-mygrades-BBLEARN/myGrades?course_id=${cid}&stream_name=mygrades`]].map(([l, h]) => li(h, l)).join('');
    const title = `${x.code} ${x.title} (${x.y.key})`;
    if (p === '/webapps/blackboard/execute/courseMain') {
      const r = rng(hash(`bbm:${x.id}`));
      return this.bbShell(title, `<div class="guest">U bekijkt deze cursus als gast.</div>${o ? blurb(o, o.c.lang === 'en') : T.para(r, 2)}<p>Docent: ${esc(x.teacher)}</p>${o ? `<p>${a(this.ficheUrl(o.c.code, o.y), 'Studiegids')} · ${a(this.roosterUrl(o), 'Rooster')}</p>` : ''}${T.para(r, 1)}`, cid, menu);
    }
    if (p === '/webapps/blackboard/execute/announcement') return this.bbShell(`Mededelingen – ${title}`, `<ul>${o ? this.announcements(o).map(([d, t]) => `<li><b>${fmtNl(d)}</b> ${esc(t)}</li>`).join('') : '<li>Geen mededelingen.</li>'}</ul>`, cid, menu);
    if (p === '/webapps/blackboard/content/listContent.jsp') {
      const docs = q.get('content_id') === `_${x.id + 1}_1`;
      const items = o ? (docs ? sessionsOf(o).filter((s) => s.kind === 'hc').map((s) => [`hc${pad(s.n)}.pdf`, `Hoorcollege ${s.n}: ${s.topic}`]) : worksOf(o).map((w) => [w.pdf, `Opdracht ${w.n}: ${w.title}`])) : [['syllabus.pdf', 'Syllabus']];
      return this.bbShell(`${docs ? 'Cursusdocumenten' : 'Opdrachten'} – ${title}`, `<ul class="contentList">${items.map(([f, l], i) => `<li>${a(`/bbcswebdav/pid-${x.id * 10 + i}-dt-content-rid-${hash(`${x.id}${f}`) % 9000000}_1/courses/${x.code}-${x.y.key}/${f}`, l)}</li>`).join('')}</ul>`, cid, menu);
    }
    if (p === '/webapps/blackboard/execute/displayEmail') return this.bbShell(`Docenten – ${title}`, `<p>${esc(x.teacher)}${o ? ` · ${a(this.profileUrl(o.f.login), 'profiel')}` : ''}</p>`, cid, menu);
    return this.bbLogin(`${p}${u.search}`);
  }

  private bsHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/' || p === '/d2l/home') return moved(`${BS}/d2l/login`, 302);
    if (p === '/d2l/login') return html(`<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Brightspace – Universiteit van Zeeland</title></head><body><div class="d2l-login-portal"><h1>Brightspace</h1><p>${a(`/d2l/lp/auth/saml/initiate-login?entityId=${encodeURIComponent('https://login.uvz.nl/adfs/services/trust')}&target=${encodeURIComponent(u.searchParams.get('target') ?? '/d2l/home')}`, 'Inloggen met UvZ-account')}</p><p>${a(`${WWW}/onderwijs/open-cursussen`, 'Open cursussen zonder account')}</p><p>${a('https://documentation.brightspace.com/', 'Help')}</p></div></body></html>`);
    if (p === '/d2l/lp/auth/saml/initiate-login') return moved(adfs(`${BS}/d2l/lp/auth/saml/login`), 302);
    const m = /^\/d2l\/(?:home\/(\d+)|le\/content\/(\d+)\/(Home|viewContent\/\d+\/View)|lms\/news\/main\.d2l|le\/calendar\/(\d+)|lms\/dropbox\/user\/folders_list\.d2l|lms\/grades\/my_grades\/main\.d2l)$/.exec(p);
    if (!m) return { status: 404, type: 'text/html', body: '<html><body><h1>Not Found</h1></body></html>' };
    const ou = Number(m[1] ?? m[2] ?? m[4] ?? u.searchParams.get('ou') ?? 0);
    const x = this.lmsById.get(ou);
    const login = moved(`${BS}/d2l/login?sessionExpired=0&target=${encodeURIComponent(`${p}${u.search}`)}`, 302);
    if (!x || x.y.idx !== 5 || !x.pub || m[4] || p.includes('dropbox') || p.includes('grades')) return login;
    const o = x.off;
    const nav = `<nav class="d2l-navigation">${a(`/d2l/home/${ou}`, 'Cursusstartpagina')} ${a(`/d2l/le/content/${ou}/Home`, 'Inhoud')} ${a(`/d2l/lms/news/main.d2l?ou=${ou}`, 'Aankondigingen')} ${a(`/d2l/le/calendar/${ou}`, 'Agenda')} ${a(`/d2l/lms/dropbox/user/folders_list.d2l?ou=${ou}`, 'Opdrachten')} ${a(`/d2l/lms/grades/my_grades/main.d2l?ou=${ou}`, 'Cijfers')}</nav>`;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>${esc(title)}</title><script src="https://s.brightspace.com/lib/bsi/20.19.10-43/unbundled/polymer.js"></script></head><body><d2l-navigation><a href="/d2l/home">Mijn startpagina</a></d2l-navigation>${nav}<main><h1>${esc(title)}</h1>${body}</main></body></html>`);
    const title = `${x.code} ${x.title} (${x.y.key})`;
    if (m[1]) return shell(title, `<div class="d2l-widget"><h2>Open cursus – gastentoegang</h2>${o ? blurb(o, o.c.lang === 'en') : T.para(rng(hash(`bs${ou}`)), 2)}<p>Docent: ${esc(x.teacher)}</p>${o ? `<p>${a(this.ficheUrl(o.c.code, o.y, o.c.lang === 'en'), 'Studiegids')} · ${a(this.roosterUrl(o), 'Rooster')}</p>` : ''}</div><div class="d2l-widget"><h2>Aankondigingen</h2><ul>${o ? this.announcements(o).slice(0, 3).map(([d, t]) => `<li>${fmtNl(d)} ${esc(t)}</li>`).join('') : ''}</ul></div>`);
    if (m[3] === 'Home') return shell(`Inhoud – ${title}`, `<ul>${(o ? sessionsOf(o).filter((s) => s.kind === 'hc' && s.date <= NOW) : []).map((s) => li(`/d2l/le/content/${ou}/viewContent/${ou * 100 + s.n}/View`, `Week ${s.n}: ${s.topic}`)).join('')}</ul>`);
    if (m[3]) return shell(`Inhoud – ${title}`, `${T.para(rng(hash(p)), 3)}<p>${a(`/content/enforced/${ou}-${x.code}_${x.y.short}/week.pdf?ou=${ou}`, 'Slides')}</p>`);
    return shell(`Aankondigingen – ${title}`, `<ul>${o ? this.announcements(o).map(([d, t]) => `<li>${fmtNl(d)} ${esc(t)}</li>`).join('') : ''}</ul>`);
  }

  private loginHost(u: URL): Resp {
    if (u.pathname === '/adfs/ls/' || u.pathname === '/adfs/ls') {
      return html(`<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Aanmelden</title></head><body><div id="loginArea"><form method="post" id="loginForm" action="/adfs/ls/?${esc(u.search.slice(1))}"><h1>Universiteit van Zeeland</h1><p>Meld u aan met uw UvZ-account</p><input id="userNameInput" name="UserName" placeholder="u123456@uvz.nl"><input id="passwordInput" name="Password" type="password"><span id="submitButton">Aanmelden</span></form><p>${a('/adfs/portal/updatepassword/', 'Wachtwoord wijzigen')} · ${a('https://servicedesk.uvz.nl/', 'Servicedesk')}</p></div></body></html>`);
    }
    if (u.pathname === '/adfs/portal/updatepassword/') return html('<!DOCTYPE html><html><head><title>Wachtwoord wijzigen</title></head><body><form><input name="UserName"><input name="OldPassword" type="password"><input name="NewPassword" type="password"></form></body></html>');
    return { status: 404, type: 'text/html', body: '<html><body><h1>404</h1></body></html>' };
  }

  // ===================================================================================================================
  // The study guide (studiegids: course lists with facets, ECTS-fiches) and the timetables (roosters)
  // ===================================================================================================================

  private gshell(title: string, body: string, en: boolean, twin?: string): Resp {
    return html(`<!DOCTYPE html><html lang="${en ? 'en' : 'nl'}"><head><meta charset="utf-8"><title>${esc(title)} – ${en ? 'Study guide' : 'Studiegids'} UvZ</title><link rel="stylesheet" href="/static/gids.css"></head><body><header><a href="/">${en ? 'Study guide' : 'Studiegids'} Universiteit van Zeeland</a> ${twin ? a(twin, en ? 'Nederlands' : 'English') : ''} <form action="/zoeken"><input name="q"></form></header><main><h1>${esc(title)}</h1>${body}</main><footer>${a(`${WWW}/`, 'www.uvz.nl')} · ${a('https://osiris.uvz.nl/osiris_student/', 'OSIRIS Student')} · Gegevens uit OSIRIS, ${fmtNl(NOW - 1)}</footer></body></html>`);
  }

  private gidsHost(u: URL): Resp {
    const p = u.pathname;
    const en = u.searchParams.get('taal') === 'en';
    const g404 = (): Resp => ({ ...this.gshell('Niet gevonden', '<p>Deze pagina bestaat niet.</p>', en), status: 404 });
    if (p.startsWith('/static/')) return asset(p);
    if (p === '/zoeken') return this.gshell('Zoeken', '<p>Voer een zoekterm in.</p>', en);
    if (p === '/') return this.gshell(en ? 'Study guide' : 'Studiegids', `<ul>${YEARS.slice().reverse().map((y) => li(`/${y.key}/`, `${en ? 'Academic year' : 'Collegejaar'} ${y.key}`)).join('')}</ul>`, en);
    let m = /^\/(\d{4}-\d{4})\/$/.exec(p);
    if (m) {
      if (!yearByKey.has(m[1])) return g404();
      return this.gshell(`${en ? 'Study guide' : 'Studiegids'} ${m[1]}`, `<ul>${['informatica', 'wiskunde', 'natuurkunde', 'bedrijfskunde'].map((f) => li(`/${m![1]}/${f}${en ? '?taal=en' : ''}`, f[0].toUpperCase() + f.slice(1))).join('')}</ul>`, en);
    }
    m = /^\/(\d{4}-\d{4})\/(informatica|wiskunde|natuurkunde|bedrijfskunde)$/.exec(p);
    if (m) {
      const y = yearByKey.get(m[1]);
      if (!y) return g404();
      if (m[2] !== 'informatica') return this.gshell(`${m[2]} ${m[1]}`, `${T.para(rng(hash(p)), 3)}<p>${a(`/${m[1]}/`, 'Terug')}</p>`, en);
      const q = u.searchParams;
      const opl = q.get('opleiding') ?? '';
      const kw = Number(q.get('kwartiel') ?? 0);
      const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
      const op = OPLEIDINGEN.find((x) => x.key === opl);
      const offs = (this.offsByYear.get(m[1]) ?? []).filter((o) => (!op || (op.kind === 'master') === (o.c.level === 'M')) && (!kw || o.c.qs.includes(kw)) && (!(op?.key === 'technische-informatica' || op?.key === 'embedded-systems') || ['es', 'ns', 'se'].includes(o.c.sectie)));
      const per = 20;
      const last = Math.max(1, Math.ceil(offs.length / per));
      if (page > last) return g404();
      const qs = (o2: string, k2: number, pg = 1) => { const s = [o2 && `opleiding=${o2}`, k2 && `kwartiel=${k2}`, en && 'taal=en', pg > 1 && `page=${pg}`].filter(Boolean).join('&'); return `/${m![1]}/informatica${s ? `?${s}` : ''}`; };
      const body = `<div class="facets"><h3>${en ? 'Programme' : 'Opleiding'}</h3><ul>${li(qs('', kw), en ? 'All' : 'Alle')}${OPLEIDINGEN.map((x) => li(qs(x.key, kw), en ? x.en : x.nl)).join('')}</ul><h3>${en ? 'Quarter' : 'Kwartiel'}</h3><ul>${[0, 1, 2, 3, 4].map((k) => li(qs(opl, k), k ? `Q${k}` : en ? 'All' : 'Alle')).join('')}</ul></div>
<table class="results"><tr><th>Code</th><th>${en ? 'Course' : 'Cursus'}</th><th>EC</th><th>${en ? 'Quarter' : 'Kwartiel'}</th><th>${en ? 'Language' : 'Taal'}</th></tr>${offs.slice((page - 1) * per, page * per).map((o) => `<tr><td>${codeIn(o)}</td><td>${a(this.ficheUrl(o.c.code, o.y, en).replace(GIDS, ''), titleOf(o, en))}</td><td>${o.c.ec}</td><td>${o.c.qs.join(', ')}</td><td>${o.c.lang === 'en' ? 'Engels' : 'Nederlands'}</td></tr>`).join('')}</table><p>${Array.from({ length: last }, (_, i) => (i + 1 === page ? `<b>${i + 1}</b>` : a(qs(opl, kw, i + 1), String(i + 1)))).join(' ')}</p>`;
      return this.gshell(`${en ? 'Computer Science courses' : 'Cursussen Informatica'} ${m[1]}`, body, en, `${p}${en ? '' : '?taal=en'}`);
    }
    m = /^\/(\d{4}-\d{4})\/cursus\/([A-Z0-9]+)(\/pdf)?$/.exec(p);
    if (m) {
      const y = yearByKey.get(m[1]);
      const o = (this.offsByYear.get(m[1]) ?? []).find((x) => x.c.code === m![2]);
      if (!y || !o) return g404();
      if (m[3]) return bin('application/pdf', u.href);
      return this.fiche(o, en, p);
    }
    return g404();
  }

  /** An ECTS-fiche: course-related, not a home; links the course website for some offerings. */
  private fiche(o: Off, en: boolean, p: string): Resp {
    const r = rng(hash(`fiche:${o.key}`));
    const others = (this.offsByCourse.get(o.c.code) ?? []).filter((x) => x !== o);
    const pre = COURSES.filter((c) => c.level < o.c.level && c.sectie === o.c.sectie && !c.ziti).slice(0, 2);
    const rows: [string, string][] = [
      [en ? 'Course code' : 'Cursuscode', codeIn(o) + (o.c.old && o.y.idx >= 3 ? ` (${en ? 'formerly' : 'voorheen'} ${o.c.old})` : '')],
      ['EC', String(o.c.ec)], [en ? 'Period' : 'Periode', qName(o.c, en)], [en ? 'Language' : 'Voertaal', o.c.lang === 'en' ? (en ? 'English' : 'Engels') : en ? 'Dutch' : 'Nederlands'],
      [en ? 'Coordinator' : 'Coördinator', a(this.profileUrl(o.f.login, en), o.f.short)],
      [en ? 'Teaching methods' : 'Werkvormen', en ? 'Lectures, tutorials, practical' : 'Hoorcollege, werkcollege, practicum'],
      [en ? 'Assessment' : 'Toetsing', en ? 'Written exam (70%), assignments (30%)' : 'Schriftelijk tentamen (70%), opdrachten (30%)'],
      [en ? 'Timetable' : 'Rooster', a(this.roosterUrl(o), en ? 'timetable' : 'rooster')],
    ];
    if (o.home && o.inGids) rows.push([en ? 'Course website' : 'Cursuswebsite', a(this.homeHref(o, 'gids'), o.home.replace(/^https?:\/\//, ''))]);
    else if (o.lms) rows.push([en ? 'Course website' : 'Cursuswebsite', a(this.lmsUrl(o), o.y.idx === 5 ? 'Brightspace' : 'Blackboard')]);
    const body = `<table class="fiche">${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${v}</td></tr>`).join('')}</table><h2>${en ? 'Learning objectives' : 'Leerdoelen'}</h2>${T.para(r, 2)}<h2>${en ? 'Content' : 'Inhoud'}</h2>${blurb(o, en)}${T.para(r, 1)}<h2>${en ? 'Prerequisites' : 'Voorkennis'}</h2><ul>${pre.map((c) => li(this.ficheUrl(c.code, o.y, en).replace(GIDS, ''), `${c.code} ${en ? c.en : c.nl}`)).join('')}</ul><h2>${en ? 'Literature' : 'Literatuur'}</h2><p>${T.words(r, 8)}</p><p>${en ? 'Other years' : 'Andere collegejaren'}: ${others.map((x) => a(this.ficheUrl(x.c.code, x.y, en).replace(GIDS, ''), x.y.key)).join(' · ')} · ${a(`${p}/pdf`, 'PDF')}</p>`;
    return this.gshell(`${codeIn(o)} ${titleOf(o, en)} (${o.y.key})`, body, en, en ? p : `${p}?taal=en`);
  }

  private roosterHost(u: URL): Resp {
    let p = u.pathname;
    p = p.replace(/;jsessionid=[A-Z0-9]+/i, '');
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>${esc(title)} – MyTimetable UvZ</title></head><body><header><a href="/">Roosters</a> · <a href="/${CUR.key}/tentamens">Tentamenrooster</a></header><h1>${esc(title)}</h1>${body}</body></html>`);
    const sid = (s: string) => `;jsessionid=${hex(`sid:${s}`, 32).toUpperCase()}`;
    if (p === '/') return shell('Roosters', `<ul>${YEARS.slice(3).reverse().map((y) => li(`/${y.key}/`, y.key)).join('')}</ul>`);
    let m = /^\/(\d{4}-\d{4})\/$/.exec(p);
    const groups = ['INF-B1', 'INF-B2', 'INF-B3', 'TI-B1', 'TI-B2', 'TI-B3', 'CSC-M1', 'DSAI-M1', 'CYB-M1', 'EMB-M1'];
    if (m) {
      const y = yearByKey.get(m[1]);
      if (!y || y.idx < 3) return { status: 404, type: 'text/html', body: '<h1>Rooster niet beschikbaar</h1>' };
      const [wy, w] = isoWeek(y === CUR ? NOW : y.q[1]);
      return shell(`Roosters ${y.key}`, `<h2>Studentgroepen</h2><ul>${groups.map((g) => li(`/${y.key}/week/${wy}-${w}${sid(g)}?groep=${g}`, g)).join('')}</ul><h2>Cursussen</h2><ul>${(this.offsByYear.get(y.key) ?? []).map((o) => li(`/${y.key}/cursus/${codeIn(o)}`, `${codeIn(o)} ${titleOf(o)}`)).join('')}</ul>`);
    }
    m = /^\/(\d{4}-\d{4})\/cursus\/([A-Z0-9]+)(\.ics)?$/.exec(p);
    if (m) {
      const o = (this.offsByYear.get(m[1]) ?? []).find((x) => codeIn(x) === m![2]);
      if (!o) return { status: 404, type: 'text/html', body: '<h1>Cursus niet gevonden</h1>' };
      const ss = sessionsOf(o);
      if (m[3]) return { status: 200, type: 'text/calendar', body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${ss.map((s) => `BEGIN:VEVENT\r\nDTSTART:${fmtISO(s.date).replace(/-/g, '')}T${s.time.replace(':', '')}00\r\nSUMMARY:${codeIn(o)} ${s.kind.toUpperCase()}\r\nLOCATION:${s.room}\r\nEND:VEVENT\r\n`).join('')}END:VCALENDAR\r\n` };
      const [wy, w] = isoWeek(ss[0]?.date ?? o.y.q[0]);
      return shell(`${codeIn(o)} ${titleOf(o)} (${o.y.key})`, `<table>${ss.map((s) => `<tr><td>${fmtShort(s.date)}</td><td>${s.time}</td><td>${s.kind === 'hc' ? 'Hoorcollege' : 'Werkcollege'}</td><td>${esc(s.room)}</td></tr>`).join('')}</table><p>${a(`/${o.y.key}/cursus/${codeIn(o)}.ics`, 'iCal-export')} · ${a(`/${o.y.key}/week/${wy}-${w}${sid(o.key)}?cursus=${codeIn(o)}`, 'Weekweergave')} · ${a(this.ficheUrl(o.c.code, o.y), 'Studiegids')}</p>`);
    }
    m = /^\/(\d{4}-\d{4})\/week\/(\d{4})-(\d{1,2})$/.exec(p);
    if (m) {
      const y = yearByKey.get(m[1]);
      const wy = Number(m[2]);
      const w = Number(m[3]);
      if (!y || w < 1 || w > 53) return { status: 404, type: 'text/html', body: '<h1>Week niet gevonden</h1>' };
      const groep = u.searchParams.get('groep');
      const cursus = u.searchParams.get('cursus');
      const key = groep ? `groep=${groep}` : cursus ? `cursus=${cursus}` : '';
      const mon = mondayOfWeek(wy, w);
      const [py, pw] = isoWeek(mon - 7);
      const [ny, nw] = isoWeek(mon + 7);
      const co = cursus ? (this.offsByYear.get(y.key) ?? []).find((o) => codeIn(o) === cursus) : undefined;
      const cs = co ? sessionsOf(co) : [];
      const lo = cs.length ? cs[0].date - 14 : 0;
      const hi = cs.length ? cs[cs.length - 1].date + 14 : 0;
      const lvl = groep ? ({ B1: 'B1', B2: 'B2', B3: 'B3', M1: 'M' } as Record<string, string>)[groep.split('-')[1]] : '';
      const ss = (this.offsByYear.get(y.key) ?? []).filter((o) => (cursus ? codeIn(o) === cursus : o.c.level === lvl)).flatMap((o) => sessionsOf(o).filter((s) => s.date >= mon && s.date < mon + 7).map((s) => [o, s] as const));
      return shell(`Week ${w} (${fmtNl(mon)})${groep ? ` – ${groep}` : cursus ? ` – ${cursus}` : ''}`, `<p>${cursus && mon - 7 < lo ? '' : a(`/${y.key}/week/${py}-${pw}${sid(`${key}${py}${pw}`)}?${key}`, '« vorige week')} · ${cursus && mon + 7 > hi ? '' : a(`/${y.key}/week/${ny}-${nw}${sid(`${key}${ny}${nw}`)}?${key}`, 'volgende week »')}</p><table>${ss.map(([o, s]) => `<tr><td>${fmtShort(s.date)}</td><td>${s.time}</td><td>${a(`/${y.key}/cursus/${codeIn(o)}`, codeIn(o))}</td><td>${s.kind.toUpperCase()}</td><td>${esc(s.room)}</td></tr>`).join('') || '<tr><td>Geen activiteiten</td></tr>'}</table>`);
    }
    m = /^\/(\d{4}-\d{4})\/tentamens$/.exec(p);
    if (m) {
      const list = (this.offsByYear.get(m[1]) ?? []).map((o) => [o, toetsOf(o)] as const).sort((x, y) => x[1].tentamen - y[1].tentamen);
      return shell(`Tentamenrooster ${m[1]}`, `<table>${list.map(([o, t]) => `<tr><td>${codeIn(o)}</td><td>${esc(titleOf(o))}</td><td>${fmtDmy(t.tentamen)}</td><td>${fmtDmy(t.her)}</td></tr>`).join('')}</table>`);
    }
    return { status: 404, type: 'text/html', body: '<h1>Niet gevonden</h1>' };
  }

  // ===================================================================================================================
  // Noise: the research portal (Pure), the photo gallery, the TWiki, GitLab, lab logs, the study association
  // ===================================================================================================================

  private _pubs?: { i: number; title: string; year: number; type: string; authors: Person[]; uuid: string; slug: string }[];
  private _pubByUuid?: Map<string, number>;
  private pubs() {
    if (!this._pubs) {
      const TYPES = ['article', 'conference', 'chapter', 'thesis', 'report'];
      this._pubs = Array.from({ length: 2600 }, (_, i) => {
        const r = rng(hash(`pub:${i}`));
        const title = paperTitle(r);
        const h = hex(`pub${i}`, 32);
        const authors = Array.from({ length: int(r, 1, 4) }, () => this.persons[Math.floor(r() * this.persons.length)]);
        return { i, title, year: int(r, 2008, 2019), type: pick(r, TYPES), authors: [...new Set(authors)], uuid: `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`, slug: slugify(title).slice(0, 60) };
      });
      this._pubByUuid = new Map(this._pubs.map((x) => [x.uuid, x.i]));
    }
    return this._pubs;
  }

  private pureHost(u: URL): Resp {
    let p: string;
    try { p = decodeURIComponent(u.pathname); } catch { return nginx404(); }
    const m0 = /^\/(nl|en)(\/.*)?$/.exec(p);
    if (p === '/') return moved(`${PURE}/nl/`, 302);
    if (!m0) return nginx404();
    const L = m0[1];
    const en = L === 'en';
    const rest = m0[2] ?? '/';
    const pubs = this.pubs();
    const pubUrl = (x: (typeof pubs)[number], l = L) => `/${l}/publications/${x.slug}(${x.uuid}).html`;
    const personUrl = (pe: Person, l = L) => `/${l}/persons/${pe.slug}`;
    const shell = (title: string, body: string, twin: string) => html(`<!DOCTYPE html><html lang="${L}"><head><meta charset="utf-8"><title>${esc(title)} — Universiteit van Zeeland Research Portal</title><link rel="stylesheet" href="/pure-portal/css/portal.css"></head><body><header><a href="/${L}/">UvZ Research Portal</a><nav>${a(`/${L}/persons/`, en ? 'Persons' : 'Personen')} ${a(`/${L}/organisations/`, en ? 'Organisations' : 'Organisaties')} ${a(`/${L}/publications/`, en ? 'Research output' : 'Publicaties')} ${a(twin, en ? 'Nederlands' : 'English')}</nav></header><main><h1>${esc(title)}</h1>${body}</main><footer>Powered by Pure, Scopus &amp; Elsevier Fingerprint Engine™ © 2019 Elsevier B.V. ${a(`/${L}/publications/?format=rss`, 'RSS')}</footer></body></html>`);
    const listBody = (list: typeof pubs, base: string, withFacets: boolean) => {
      const q = u.searchParams;
      const page = Math.max(0, Number(q.get('page') ?? 0) || 0);
      const ordering = q.get('ordering') ?? 'publicationYearThenTitle';
      const type = q.get('type') ?? '';
      const year = q.get('year') ?? '';
      let l = list.filter((x) => (!type || x.type === type) && (!year || String(x.year) === year));
      l = l.slice().sort((x, y) => (ordering === 'title' ? x.title.localeCompare(y.title) : y.year - x.year || x.title.localeCompare(y.title)) || x.i - y.i);
      const per = 50;
      const last = Math.max(0, Math.ceil(l.length / per) - 1);
      if (page > last) return undefined;
      const qs = (o: Record<string, string | number>) => { const s = Object.entries({ ordering, type, year, page, ...o }).filter(([k, v]) => v !== '' && !(k === 'page' && v === 0) && !(k === 'ordering' && v === 'publicationYearThenTitle')).map(([k, v]) => `${k}=${v}`).join('&'); return `${base}${s ? `?${s}` : ''}`; };
      const facets = withFacets ? `<div class="facets"><h3>Type</h3><ul>${['article', 'conference', 'chapter', 'thesis', 'report'].map((t) => li(qs({ type: t === type ? '' : t, page: 0, year: '' }), t)).join('')}</ul><h3>${en ? 'Year' : 'Jaar'}</h3><ul>${[2019, 2018, 2017, 2016, 2015, 2014].map((y) => li(qs({ year: String(y) === year ? '' : y, page: 0, type: '' }), String(y))).join('')}</ul><p>${a(qs({ ordering: 'title', page: 0 }), en ? 'Sort by title' : 'Sorteer op titel')} · ${a(qs({ ordering: 'publicationYearThenTitle', page: 0 }), en ? 'Sort by year' : 'Sorteer op jaar')}</p></div>` : '';
      const pager = Array.from({ length: last + 1 }, (_, i) => i).filter((i) => Math.abs(i - page) <= 3 || i === last || i === 0).map((i) => (i === page ? `<b>${i + 1}</b>` : a(qs({ page: i }), String(i + 1)))).join(' ');
      return `${facets}<ul class="list-results">${l.slice(page * per, page * per + per).map((x) => `<li>${a(pubUrl(x), x.title)} <span>${x.authors.map((pe) => esc(pe.name)).join(', ')} · ${x.year} · ${x.type}</span></li>`).join('')}</ul><nav class="pages">${pager}</nav>`;
    };
    if (rest === '/') return shell('Universiteit van Zeeland Research Portal', `<p>${a(`/${L}/publications/`, en ? 'Browse research output' : 'Bladeren door publicaties')}</p>`, `/${en ? 'nl' : 'en'}/`);
    if (rest === '/publications/') {
      if (u.searchParams.get('format') === 'rss') return { status: 200, type: 'application/rss+xml', body: `<?xml version="1.0"?><rss version="2.0"><channel><title>UvZ</title>${pubs.slice(0, 20).map((x) => `<item><title>${esc(x.title)}</title><link>${PURE}${pubUrl(x)}</link></item>`).join('')}</channel></rss>` };
      const b = listBody(pubs, `/${L}/publications/`, true);
      return b ? shell(en ? 'Research output' : 'Publicaties', b, `/${en ? 'nl' : 'en'}/publications/`) : nginx404();
    }
    let m = /^\/publications\/([a-z0-9-]*)\(([0-9a-f-]{36})\)(\.html|\/export\/(bibtex|ris))$/.exec(rest);
    if (m) {
      const i = this._pubByUuid!.get(m[2]);
      if (i === undefined) return nginx404();
      const x = pubs[i];
      if (m[4] === 'bibtex') return { status: 200, type: 'application/x-bibtex; charset=utf-8', body: `@${x.type === 'article' ? 'article' : 'inproceedings'}{${x.uuid.slice(0, 8)},\n  title = "${x.title}",\n  author = "${x.authors.map((pe) => pe.name).join(' and ')}",\n  year = "${x.year}"\n}\n` };
      if (m[4] === 'ris') return { status: 200, type: 'application/x-research-info-systems', body: `TY  - ${x.type === 'article' ? 'JOUR' : 'CONF'}\nTI  - ${x.title}\n${x.authors.map((pe) => `AU  - ${pe.name}`).join('\n')}\nPY  - ${x.year}\nER  - \n` };
      const r = rng(hash(`abs:${i}`));
      const sim = [7, 31, 113].map((k) => pubs[(i + k) % pubs.length]);
      return shell(x.title, `<p class="persons">${x.authors.map((pe) => a(personUrl(pe), pe.name)).join(', ')}</p><p>${a(`/${L}/organisations/${slugify(sectieBy.get(x.authors[0].sectie)!.nl)}/publications/`, sectieBy.get(x.authors[0].sectie)!.nl)}</p><p>${x.type} · ${x.year}</p><h2>Abstract</h2>${T.para(r, 3)}<p>${a(`/${L}/publications/${x.slug}(${x.uuid})/export/bibtex`, 'BibTeX')} · ${a(`/${L}/publications/${x.slug}(${x.uuid})/export/ris`, 'RIS')} · ${a(`https://doi.org/10.${int(r, 1000, 9999)}/${hex(x.uuid, 8)}`, 'DOI')}</p><h3>${en ? 'Similar' : 'Vergelijkbaar'}</h3><ul>${sim.map((y) => li(pubUrl(y), y.title)).join('')}</ul>`, pubUrl(x, en ? 'nl' : 'en'));
    }
    if (rest === '/persons/') {
      const page = Math.max(0, Number(u.searchParams.get('page') ?? 0) || 0);
      const per = 50;
      const list = this.persons.slice().sort((x, y) => x.slug.localeCompare(y.slug));
      const last = Math.ceil(list.length / per) - 1;
      if (page > last) return nginx404();
      return shell(en ? 'Persons' : 'Personen', `<ul>${list.slice(page * per, page * per + per).map((pe) => li(personUrl(pe), pe.name)).join('')}</ul><p>${Array.from({ length: last + 1 }, (_, i) => (i === page ? `<b>${i + 1}</b>` : a(`/${L}/persons/?page=${i}`, String(i + 1)))).join(' ')}</p>`, `/${en ? 'nl' : 'en'}/persons/`);
    }
    m = /^\/persons\/([a-z0-9-]+)(\/publications\/)?$/.exec(rest);
    if (m) {
      const pe = this.persons.find((x) => x.slug === m![1]);
      if (!pe) return nginx404();
      const mine = pubs.filter((x) => x.authors.includes(pe));
      if (m[2]) { const b = listBody(mine, `/${L}/persons/${pe.slug}/publications/`, false); return b ? shell(pe.name, b, `/${en ? 'nl' : 'en'}/persons/${pe.slug}/publications/`) : nginx404(); }
      return shell(pe.name, `<p>${esc(pe.role)} · ${esc(sectieBy.get(pe.sectie)!.nl)}</p>${pe.t ? `<p>${a(this.profileUrl(pe.login), en ? 'Profile page' : 'Profielpagina')}</p>` : ''}<ul>${mine.slice(0, 10).map((x) => li(pubUrl(x), x.title)).join('')}</ul><p>${a(`/${L}/persons/${pe.slug}/publications/`, en ? 'All research output' : 'Alle publicaties')}</p>`, `/${en ? 'nl' : 'en'}/persons/${pe.slug}`);
    }
    if (rest === '/organisations/') return shell(en ? 'Organisations' : 'Organisaties', `<ul>${li(`/${L}/organisations/departement-informatica/publications/`, 'Departement Informatica')}${SECTIES.map((s) => li(`/${L}/organisations/${slugify(s.nl)}/publications/`, s.nl)).join('')}</ul>`, `/${en ? 'nl' : 'en'}/organisations/`);
    m = /^\/organisations\/([a-z0-9-]+)\/publications\/$/.exec(rest);
    if (m) {
      const s = SECTIES.find((x) => slugify(x.nl) === m![1]);
      if (!s && m[1] !== 'departement-informatica' && m[1] !== 'department-of-computer-science') return nginx404();
      const b = listBody(s ? pubs.filter((x) => x.authors[0].sectie === s.key) : pubs, `/${L}/organisations/${m[1]}/publications/`, true);
      return b ? shell(s ? s.nl : 'Departement Informatica', b, `/${en ? 'nl' : 'en'}/organisations/${m[1]}/publications/`) : nginx404();
    }
    if (rest.startsWith('/pure-portal/')) return asset(rest);
    return nginx404();
  }

  private _albums?: { slug: string; title: string; n: number; date: number }[];
  private albums() {
    if (!this._albums) {
      const r = rng(hash('albums'));
      const kinds = ['Diesviering', 'Open Dag', 'Promotie', 'Bedrijvendag', 'Introductieweek', 'Symposium', 'Kerstborrel', 'Hackathon', 'Afstuderen', 'Nieuwjaarsreceptie'];
      this._albums = Array.from({ length: 64 }, (_, i) => {
        const date = dayOf(2012, 1, 15) + Math.floor((i * (NOW - dayOf(2012, 1, 15))) / 64) + int(r, 0, 20);
        const title = `${kinds[i % kinds.length]} ${dOf(date).getUTCFullYear()}${i % 10 === 2 ? ` ${pick(r, VOORN)} ${pick(r, ACHTERN)}` : ''}`;
        return { slug: `${slugify(title)}-${i}`, title, n: int(r, 12, 48), date };
      });
    }
    return this._albums;
  }

  private fotoHost(u: URL): Resp {
    const p = u.pathname;
    const al = this.albums();
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="nl"><head><meta charset="UTF-8"><title>${esc(title)} | Beeldbank UvZ</title><link rel="stylesheet" href="/themes/garland/zen.css"></head><body><div id="header"><a href="/">Beeldbank Universiteit van Zeeland</a> · <a href="/archive/">Archief</a> · <a href="/zp-core/admin.php">Inloggen</a></div><div id="content"><h2>${esc(title)}</h2>${body}</div><div id="credit">Powered by <a href="https://www.zenphoto.org">Zenphoto</a></div></body></html>`);
    if (p.startsWith('/themes/')) return asset(p);
    if (p.startsWith('/cache/') || p.startsWith('/albums/')) return bin('image/jpeg', u.href);
    if (p === '/zp-core/admin.php') return moved(adfs(`${FOTO}/zp-core/admin.php`), 302);
    if (p === '/' || p === '/page/2/' || /^\/page\/\d+\/$/.test(p)) {
      const page = Number(/\/page\/(\d+)\//.exec(p)?.[1] ?? 1);
      const per = 16;
      const last = Math.ceil(al.length / per);
      if (page > last) return nginx404();
      const list = al.slice().reverse().slice((page - 1) * per, page * per);
      return shell('Albums', `<ul class="albums">${list.map((x) => li(`/album/${x.slug}/`, `${x.title} (${x.n})`)).join('')}</ul><p>${Array.from({ length: last }, (_, i) => a(i ? `/page/${i + 1}/` : '/', String(i + 1))).join(' ')}</p>`);
    }
    if (p === '/archive/') {
      const months = [...new Set(al.map((x) => fmtISO(x.date).slice(0, 7)))];
      return shell('Archief', `<ul>${months.map((m) => li(`/archive/${m}/`, m)).join('')}</ul>`);
    }
    let m = /^\/archive\/(\d{4}-\d{2})\/$/.exec(p);
    if (m) return shell(`Archief ${m[1]}`, `<ul>${al.filter((x) => fmtISO(x.date).startsWith(m![1])).map((x) => li(`/album/${x.slug}/`, x.title)).join('')}</ul>`);
    m = /^\/album\/([a-z0-9-]+)\/(?:(\d+)\/)?$/.exec(p);
    if (m) {
      const x = al.find((y) => y.slug === m![1]);
      if (!x) return nginx404();
      const page = Number(m[2] ?? 1);
      const per = 20;
      const last = Math.ceil(x.n / per);
      if (page > last) return nginx404();
      const imgs = Array.from({ length: x.n }, (_, i) => `img_${pad(4000 + (hash(x.slug) % 3000) + i * 3, 4)}`).slice((page - 1) * per, page * per);
      return shell(x.title, `<p>${fmtNl(x.date)}</p><div class="thumbs">${imgs.map((im) => `<a href="/album/${x.slug}/${im}.jpg.php"><img src="/cache/${x.slug}/${im}_100_cw85_ch85_thumb.jpg" alt="${im}"></a>`).join('')}</div><p>${Array.from({ length: last }, (_, i) => a(`/album/${x.slug}/${i ? `${i + 1}/` : ''}`, String(i + 1))).join(' ')}</p><p>${a(`/album/${x.slug}/?slideshow=1`, 'Diavoorstelling')}</p>`);
    }
    m = /^\/album\/([a-z0-9-]+)\/img_(\d{4})\.jpg\.php$/.exec(p);
    if (m) {
      const x = al.find((y) => y.slug === m![1]);
      if (!x) return nginx404();
      const base = 4000 + (hash(x.slug) % 3000);
      const k = (Number(m[2]) - base) / 3;
      if (!(k >= 0 && k < x.n && Number.isInteger(k))) return nginx404();
      const im = (j: number) => `img_${pad(base + j * 3, 4)}`;
      if (hash(p) % 97 === 0) return err500('Zenphoto: fatal error: Allowed memory size exhausted');
      return shell(`${x.title}: ${im(k)}`, `<p>${k > 0 ? a(`/album/${x.slug}/${im(k - 1)}.jpg.php`, '« vorige') : ''} ${a(`/album/${x.slug}/`, x.title)} ${k < x.n - 1 ? a(`/album/${x.slug}/${im(k + 1)}.jpg.php`, 'volgende »') : ''}</p><img src="/cache/${x.slug}/${im(k)}_595.jpg" alt=""><p>${a(`/albums/${x.slug}/${im(k)}.jpg`, 'Origineel')}</p>`);
    }
    return nginx404();
  }

  private _topics?: { web: string; name: string; revs: number; off?: Off }[];
  private topics() {
    if (!this._topics) {
      const out: { web: string; name: string; revs: number; off?: Off }[] = [];
      const r = rng(hash('twiki'));
      for (const pe of this.persons.slice(0, 70)) out.push({ web: 'Main', name: pe.name.replace(/[^A-Za-z]/g, ''), revs: int(r, 1, 8) });
      for (const c of COURSES.filter((x) => !x.ziti)) {
        const homes = (this.offsByCourse.get(c.code) ?? []).filter((o) => o.home);
        out.push({ web: 'Onderwijs', name: `Vak${c.code}`, revs: int(r, 2, 22), off: homes[homes.length - 1] });
      }
      for (const t of ['Printers', 'Eduroam', 'VPN', 'Backup', 'Linuxwerkplekken', 'GPUCluster', 'SlurmGebruik', 'Mailinglijsten', 'Webhosting', 'Userdirs', 'GitLabRunners', 'Licenties', 'Matlab', 'Labzalen', 'Tentamenzalen', 'Roosterwensen', 'Cijferregistratie', 'Plagiaatcontrole', 'Studentassistenten', 'Declaraties', 'Reizen', 'BHV', 'Verhuizing2018', 'ZITIMigratie', 'Brightspace', 'Blackboard', 'NieuweMedewerkers', 'Colloquia', 'Promoties', 'Budget']) out.push({ web: 'Systeem', name: t, revs: int(r, 3, 30) });
      for (let i = 0; i < 12; i++) out.push({ web: 'Sandbox', name: `TestTopic${i}`, revs: int(r, 1, 6) });
      this._topics = out;
    }
    return this._topics;
  }

  private wikiHost(u: URL): Resp {
    const p = u.pathname;
    const shell = (title: string, body: string, web: string) => html(`<!DOCTYPE html><html><head><title>${esc(title)} &lt; ${web} &lt; TWiki</title><link rel="stylesheet" href="/twiki/pub/TWiki/PatternSkin/style.css"></head><body class="patternViewPage"><div id="patternTopBar"><a href="/twiki/bin/view/Main/WebHome">TWiki Departement Informatica</a></div><div id="patternLeftBar"><ul>${['Main', 'Onderwijs', 'Systeem', 'Sandbox'].map((w) => li(`/twiki/bin/view/${w}/WebHome`, w)).join('')}</ul><ul>${li(`/twiki/bin/view/${web}/WebChanges`, 'Changes')}${li(`/twiki/bin/view/${web}/WebIndex`, 'Index')}${li(`/twiki/bin/view/${web}/WebTopicList`, 'Topics')}</ul></div><div id="patternMainContents"><h1>${esc(title)}</h1>${body}</div></body></html>`);
    if (p === '/' || p === '/twiki/' || p === '/twiki/bin/view') return moved(`${WIKI}/twiki/bin/view/Main/WebHome`, 302);
    if (p.startsWith('/twiki/pub/')) return isFile(p) ? fileResp(p, u.href) : asset(p);
    const m = /^\/twiki\/bin\/(view|rdiff|edit|attach|oops|login|viewauth|rename)\/([A-Z][a-z]+)\/([A-Za-z0-9]+)$/.exec(p);
    if (!m) return nginx404();
    const [, act, web, name] = m;
    if (act === 'edit' || act === 'attach' || act === 'login' || act === 'viewauth' || act === 'rename') return act === 'login' ? moved(adfs(`${WIKI}/twiki/bin/login`), 302) : moved(`${WIKI}/twiki/bin/login/${web}/${name}?origurl=${encodeURIComponent(p)}`, 302);
    const topics = this.topics().filter((t) => t.web === web);
    if (!topics.length) return nginx404();
    if (name === 'WebHome' || name === 'WebTopicList' || name === 'WebIndex') return shell(`${web}.${name}`, `<ul>${topics.map((t) => li(`/twiki/bin/view/${web}/${t.name}`, t.name)).join('')}</ul>`, web);
    if (name === 'WebChanges') return shell(`${web}.WebChanges`, `<table>${topics.slice(0, 25).map((t) => `<tr><td>${a(`/twiki/bin/view/${web}/${t.name}`, t.name)}</td><td>${a(`/twiki/bin/rdiff/${web}/${t.name}`, `r1.${t.revs}`)}</td></tr>`).join('')}</table>`, web);
    const t = topics.find((x) => x.name === name);
    if (!t) return { ...shell('Topic does not exist', `<p>The topic ${esc(name)} you are trying to access does not exist yet. ${a(`/twiki/bin/edit/${web}/${name}`, 'Create')}</p>`, web), status: 404 };
    const rev = Number(u.searchParams.get('rev')?.replace(/^1\./, '') ?? t.revs);
    if (!(rev >= 1 && rev <= t.revs)) return shell('Oops', '<p>Revision not found.</p>', web);
    const tools = `<p class="patternToolBar">${a(`/twiki/bin/edit/${web}/${name}?t=${hash(p) % 99999}`, 'Edit')} ${a(`/twiki/bin/attach/${web}/${name}`, 'Attach')} ${a(`/twiki/bin/rdiff/${web}/${name}?type=history`, 'History')} ${a(`/twiki/bin/oops/${web}/${name}?template=oopsmore&param1=${t.revs}&param2=${t.revs}`, 'More topic actions')} r${rev} ${rev > 1 ? a(`/twiki/bin/view/${web}/${name}?rev=${rev - 1}`, `&lt; r${rev - 1}`) : ''}</p>`;
    if (act === 'oops') return shell(`${name} – more actions`, `<ul>${Array.from({ length: t.revs }, (_, i) => li(`/twiki/bin/view/${web}/${name}?rev=${i + 1}`, `r${i + 1}`)).join('')}</ul>`, web);
    if (act === 'rdiff') {
      if (u.searchParams.get('type') === 'history') return shell(`${name} history`, `<ul>${Array.from({ length: t.revs - 1 }, (_, i) => li(`/twiki/bin/rdiff/${web}/${name}?rev1=${i + 2}&rev2=${i + 1}`, `r${i + 2} - r${i + 1}`)).join('')}</ul>`, web);
      const r1 = Number(u.searchParams.get('rev1') ?? t.revs);
      return shell(`Difference ${name}`, `<table class="twikiDiffTable"><tr><td class="twikiDiffDeletedText">${T.words(rng(hash(`${p}${r1}`)), 20)}</td><td class="twikiDiffAddedText">${T.words(rng(hash(`${p}${r1}+`)), 20)}</td></tr></table>`, web);
    }
    const r = rng(hash(`topic:${web}:${name}:${rev}`));
    let body = T.para(r, 3);
    if (t.off && rev === t.revs) body += `<p>Vakwebsite: ${a(this.homeHref(t.off, 'twiki'), t.off.home)}; docent ${a(this.profileUrl(t.off.f.login), t.off.f.name)}. Zie ook ${a(this.ficheUrl(t.off.c.code, t.off.y), 'de studiegids')}.</p>`;
    return shell(`${web}.${name}`, tools + body + `<p class="attachments">${rev > 2 ? a(`/twiki/pub/${web}/${name}/notulen.pdf`, 'notulen.pdf') : ''}</p>`, web);
  }

  private _projects?: { group: string; name: string; commits: number; files: string[]; site?: Off }[];
  private projects() {
    if (!this._projects) {
      const out: { group: string; name: string; commits: number; files: string[]; site?: Off }[] = [];
      for (const o of this.offs) if (o.kind === 'site') out.push({ group: lc(o.c.code), name: o.base.slice(1, -1), commits: 8 + (hash(o.key) % 50), files: o.engine === 'sphinx' ? ['conf.py', 'index.rst', 'Makefile', '.gitlab-ci.yml', 'requirements.txt'] : ['_config.yml', 'index.md', 'Gemfile', '.gitlab-ci.yml', 'schedule.md'], site: o });
      const r = rng(hash('gitlab'));
      const names = ['ltl-checker', 'pm-toolkit', 'graph-bench', 'dsai-utils', 'crypto-lab', 'sensor-fw', 'vis-dashboard', 'rts-sim', 'mde-lang', 'type-infer', 'cloud-bench', 'nlp-corpus', 'iot-gateway', 'fpga-cores', 'thesis-template', 'course-tools', 'autograder', 'lab-setup', 'slurm-config', 'website'];
      for (let i = 0; i < 46; i++) out.push({ group: pick(r, SECTIES).key, name: `${names[i % names.length]}${i >= names.length ? `-${i}` : ''}`, commits: int(r, 5, 140), files: ['README.md', 'LICENSE', 'setup.py', 'src/main.py', 'src/util.py', 'tests/test_main.py', '.gitlab-ci.yml'] });
      this._projects = out;
    }
    return this._projects;
  }

  private gitHost(u: URL): Resp {
    const p = u.pathname;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html class="" lang="en"><head><meta charset="utf-8"><title>${esc(title)} · GitLab</title><meta content="GitLab Community Edition" name="description"><link rel="stylesheet" href="/assets/application-5a7d.css"></head><body class="ui-indigo"><header class="navbar"><a href="/">GitLab</a> <a href="/explore">Explore</a> <a href="/users/sign_in">Sign in</a></header><div class="content-wrapper"><h1>${esc(title)}</h1>${body}</div></body></html>`);
    const signIn = () => moved(`${GIT}/users/sign_in`, 302);
    if (p === '/') return moved(`${GIT}/explore`, 302);
    if (p.startsWith('/assets/')) return asset(p);
    if (p === '/users/sign_in') return shell('Sign in', `<p>${a('/users/auth/saml', 'UvZ-account (SAML)')}</p>`);
    if (p === '/users/auth/saml') return moved(adfs(`${GIT}/users/auth/saml/callback`), 302);
    const projs = this.projects();
    if (p === '/explore' || p === '/explore/projects') {
      const sort = u.searchParams.get('sort') ?? 'latest_activity_desc';
      const page = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1);
      const list = projs.slice().sort((x, y) => (sort === 'name_asc' ? x.name.localeCompare(y.name) : sort === 'created_desc' ? hash(y.name) - hash(x.name) : y.commits - x.commits));
      const per = 20;
      const last = Math.ceil(list.length / per);
      if (page > last) return shell('Explore', '<p>No projects.</p>');
      return shell('Explore projects', `<p>${['latest_activity_desc', 'name_asc', 'created_desc', 'stars_desc'].map((s) => a(`/explore/projects?sort=${s}`, s)).join(' ')}</p><ul>${list.slice((page - 1) * per, page * per).map((x) => li(`/${x.group}/${x.name}`, `${x.group} / ${x.name}`)).join('')}</ul><p>${Array.from({ length: last }, (_, i) => a(`/explore/projects?sort=${sort}&page=${i + 1}`, String(i + 1))).join(' ')}</p>`);
    }
    if (p === '/explore/groups') return shell('Explore groups', `<ul>${[...new Set(projs.map((x) => x.group))].map((g) => li(`/${g}`, g)).join('')}</ul>`);
    let m = /^\/([a-z0-9]+)$/.exec(p);
    if (m) { const l = projs.filter((x) => x.group === m![1]); return l.length ? shell(m[1], `<ul>${l.map((x) => li(`/${x.group}/${x.name}`, x.name)).join('')}</ul>`) : shell('Not found', '<p>404</p>'); }
    m = /^\/([a-z0-9]+)\/([a-z0-9-]+)(?:\/-\/(.*))?$/.exec(p);
    if (!m) return { ...shell('Page Not Found', '<p>The page could not be found or you don\'t have permission to view it.</p>'), status: 404 };
    const x = projs.find((y) => y.group === m![1] && y.name === m![2]);
    if (!x) return { ...shell('Page Not Found', '<p>The page could not be found or you don\'t have permission to view it.</p>'), status: 404 };
    const base = `/${x.group}/${x.name}`;
    const sha = (k: number) => hex(`${base}:${k}`, 40);
    const rest = m[3];
    if (rest === undefined) {
      const readme = x.site ? `<div class="readme"><h2>${esc(x.site.c.en)} ${x.site.y.key}</h2><p>Sources of the course website, published with GitLab Pages at ${a(this.homeHref(x.site, 'git'), x.site.home)}.</p></div>` : `<div class="readme">${T.para(rng(hash(base)), 2)}</div>`;
      return shell(`${x.group} / ${x.name}`, `<p>${a(`${base}/-/commits/master`, `${x.commits} Commits`)} · ${a(`${base}/-/branches`, 'Branches')} · ${a(`${base}/-/tags`, 'Tags')} · ${a(`${base}/-/issues`, 'Issues')} · ${a(`${base}/-/graphs/master`, 'Contributors')}</p><ul>${x.files.map((f) => li(`${base}/-/blob/master/${f}`, f)).join('')}</ul>${readme}`);
    }
    if (rest === 'issues' || rest === 'merge_requests' || rest.startsWith('settings')) return signIn();
    if (rest.startsWith('graphs/')) return err500('Whoops, something went wrong on our end.');
    if (rest === 'branches' || rest === 'tags') return shell(rest, `<ul>${li(`${base}/-/tree/master`, 'master')}</ul>`);
    if (rest === 'commits/master') {
      const page = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1);
      const per = 20;
      const last = Math.ceil(x.commits / per);
      if (page > last) return shell('Commits', '<p>No commits.</p>');
      const ks = Array.from({ length: x.commits }, (_, i) => x.commits - i).slice((page - 1) * per, page * per);
      return shell(`Commits · ${x.name}`, `<ul>${ks.map((k) => li(`${base}/-/commit/${sha(k)}`, T.words(rng(hash(`${base}${k}`)), 5))).join('')}</ul><p>${page > 1 ? a(`${base}/-/commits/master?page=${page - 1}`, 'Prev') : ''} ${page < last ? a(`${base}/-/commits/master?page=${page + 1}`, 'Next') : ''}</p>`);
    }
    let mm = /^commit\/([0-9a-f]{40})(\.patch|\.diff)?$/.exec(rest);
    if (mm) {
      let k = 0;
      for (let i = 1; i <= x.commits; i++) if (sha(i) === mm[1]) k = i;
      if (!k) return shell('Not found', '<p>404</p>');
      if (mm[2]) return { status: 200, type: 'text/plain; charset=utf-8', body: `From ${mm[1]}\nSubject: [PATCH] ${T.words(rng(hash(`${base}${k}`)), 5)}\n---\n` };
      return shell(`Commit ${mm[1].slice(0, 8)}`, `<p>${T.words(rng(hash(`${base}${k}`)), 5)}</p><p>${k > 1 ? `Parent ${a(`${base}/-/commit/${sha(k - 1)}`, sha(k - 1).slice(0, 8))}` : ''} · ${a(`${base}/-/tree/${mm[1]}`, 'Browse files')} · ${a(`${base}/-/commit/${mm[1]}.patch`, 'Email patch')} · ${a(`${base}/-/commit/${mm[1]}.diff`, 'Plain diff')}</p>`);
    }
    mm = /^tree\/([0-9a-f]{40}|master)$/.exec(rest);
    if (mm) return shell(`${x.name} @ ${mm[1].slice(0, 8)}`, `<ul>${x.files.map((f) => li(`${base}/-/blob/${mm![1]}/${f}`, f)).join('')}</ul>`);
    mm = /^(blob|blame|raw)\/([0-9a-f]{40}|master)\/(.+)$/.exec(rest);
    if (mm && x.files.includes(mm[3])) {
      if (mm[1] === 'raw') return { status: 200, type: 'text/plain; charset=utf-8', body: `# ${mm[3]}\n${T.words(rng(hash(p)), 30)}\n` };
      return shell(mm[3], `<p>${a(`${base}/-/raw/${mm[2]}/${mm[3]}`, 'Raw')} · ${a(`${base}/-/blame/${mm[2]}/${mm[3]}`, 'Blame')} · ${a(`${base}/-/commits/master`, 'History')}</p><pre>${esc(T.words(rng(hash(p)), 40))}</pre>`);
    }
    return { ...shell('Page Not Found', '<p>404</p>'), status: 404 };
  }

  private labHost(u: URL): Resp {
    const p = u.pathname;
    const machines = ['atlas', 'gemini', 'luna', 'vega', 'sirius', 'orion', 'lyra', 'draco', 'cygnus', 'pegasus', 'gpu01', 'gpu02'];
    const months: string[] = [];
    for (let y = 2017; y <= 2019; y++) for (let mo = 1; mo <= 12; mo++) if (y < 2019 || mo <= 11) months.push(`${y}-${pad(mo)}`);
    const mdate = (s: string) => dayOf(Number(s.slice(0, 4)), Number(s.slice(5, 7)), 1);
    if (p === '/') return html(`<html><head><title>lab.cs.uvz.nl</title></head><body><h1>Labservers Departement Informatica</h1><ul>${li('/logs/', 'Logs (publiek)')}${li('/status/', 'Status')}${li('/mirror/', 'Mirror')}</ul></body></html>`);
    if (p === '/status/') return html(`<html><body><h1>Status</h1><table>${machines.map((m) => `<tr><td>${m}</td><td>${hash(m) % 7 ? 'up' : 'down'}</td></tr>`).join('')}</table></body></html>`);
    if (p === '/mirror/') return autoindex(H.lab, p, [['ubuntu/', dayOf(2019, 11, 7), '-'], ['debian/', dayOf(2019, 11, 7), '-'], ['README.txt', dayOf(2016, 3, 2), '1.2K']], u);
    if (p === '/logs/') return autoindex(H.lab, p, machines.map((m) => [`${m}/`, NOW - (hash(m) % 5), '-'] as [string, number, string]), u);
    let m = /^\/logs\/([a-z0-9]+)\/$/.exec(p);
    if (m && machines.includes(m[1])) return autoindex(H.lab, p, months.map((mo) => [`${mo}/`, mdate(mo) + 30, '-'] as [string, number, string]), u);
    m = /^\/logs\/([a-z0-9]+)\/(\d{4}-\d{2})\/$/.exec(p);
    if (m && machines.includes(m[1]) && months.includes(m[2])) {
      const d0 = mdate(m[2]);
      const r = rng(hash(p));
      return autoindex(H.lab, p, [1, 8, 15, 22].map((d) => [`syslog-${m![2].replace('-', '')}${pad(d)}.log`, d0 + d, fsize(r)] as [string, number, string]).concat([[`auth-${m[2]}.log`, d0 + 28, fsize(r)]]), u);
    }
    if (/^\/logs\/[a-z0-9]+\/\d{4}-\d{2}\/[a-z]+-[0-9-]+\.log$/.test(p)) return { status: 200, type: 'text/plain', body: `${p}\n${T.words(rng(hash(p)), 50)}\n` };
    if (/^\/(logs|mirror)\/[a-z0-9/-]*$/.test(p) && !p.endsWith('/')) return moved(`${LAB}${p}/`);
    return apache404(p, H.lab);
  }

  private adaHost(u: URL): Resp {
    const p = u.pathname;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>${esc(title)} – Studievereniging Ada</title><meta name="generator" content="WordPress 5.2.4"></head><body><header><a href="/">S.V. Ada</a> <nav>${a('/activiteiten/', 'Activiteiten')} ${a('/tentamenbank/', 'Tentamenbank')} ${a('/commissies/', 'Commissies')} ${a('/boeken/', 'Boekverkoop')} ${a(`${FOTO}/`, 'Foto\'s')} ${a('/wp-login.php', 'Inloggen')}</nav></header><main><h1>${esc(title)}</h1>${body}</main></body></html>`);
    if (p === '/wp-login.php') return moved(adfs(`${ADA}/wp-login.php`), 302);
    if (p === '/') return shell('Welkom', `<p>Studievereniging Ada voor studenten Informatica en Technische Informatica.</p><p>${a('/tentamenbank/', 'Tentamenbank')} · ${a('/activiteiten/', 'Activiteiten')}</p>`);
    if (p === '/commissies/' || p === '/boeken/') return shell(p.slice(1, -1), T.para(rng(hash(p)), 3));
    if (p === '/tentamenbank/') return shell('Tentamenbank', `<p>Oude tentamens per vak (alleen voor leden: uitwerkingen).</p><ul>${COURSES.filter((c) => !c.ziti).map((c) => li(`/tentamenbank/${c.code}/`, `${c.code} ${c.nl}`)).join('')}</ul>`);
    let m = /^\/tentamenbank\/([A-Z0-9]+)\/(.*)$/.exec(p);
    if (m) {
      const c = courseBy.get(m[1]);
      if (!c) return { ...shell('Niet gevonden', '<p>Niets gevonden.</p>'), status: 404 };
      if (m[2]) return isFile(m[2]) ? bin('application/pdf', u.href) : moved(`${ADA}/wp-login.php`, 302);
      const offs = (this.offsByCourse.get(c.code) ?? []);
      const links = offs.filter((o) => o.home && o.inAda);
      return shell(`Tentamens ${c.code} ${c.nl}`, `<ul>${offs.map((o) => li(`/tentamenbank/${c.code}/tentamen-${fmtISO(toetsOf(o).tentamen)}.pdf`, `Tentamen ${fmtDmy(toetsOf(o).tentamen)}`)).join('')}</ul>${links.length ? `<p>Vakwebsite: ${links.map((o) => a(this.homeHref(o, 'ada'), o.y.key)).join(', ')}</p>` : ''}<p>${a(`/tentamenbank/${c.code}/uitwerkingen/`, 'Uitwerkingen (leden)')}</p>`);
    }
    if (p === '/activiteiten/') {
      const page = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1);
      const all = Array.from({ length: 150 }, (_, i) => i).reverse();
      const last = 15;
      if (page > last) return { ...shell('Niet gevonden', ''), status: 404 };
      return shell('Activiteiten', `<ul>${all.slice((page - 1) * 10, page * 10).map((i) => li(`/activiteiten/${1000 + i}/`, `${pick(rng(hash(`ada${i}`)), ['Borrel', 'Lezing', 'LAN-party', 'Excursie', 'Symposium', 'Gala', 'Bedrijfsbezoek'])} #${i}`)).join('')}</ul><p>${page > 1 ? a(`/activiteiten/?page=${page - 1}`, 'Nieuwer') : ''} ${page < last ? a(`/activiteiten/?page=${page + 1}`, 'Ouder') : ''}</p>`);
    }
    m = /^\/activiteiten\/(\d+)\/$/.exec(p);
    if (m && Number(m[1]) >= 1000 && Number(m[1]) < 1150) return shell(`Activiteit ${m[1]}`, `${T.para(rng(hash(p)), 2)}<p>${a(`/activiteiten/${m[1]}/?replytocom=${hash(p) % 900}`, 'Reageer')}</p>`);
    return { ...shell('Pagina niet gevonden', '<p>Oeps.</p>'), status: 404 };
  }
}
