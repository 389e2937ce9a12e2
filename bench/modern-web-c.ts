/**
 * Rehearsal web, layout C: the School of Computing of a UK/Australian-style university ("Northbridge"),
 * crawled in late February 2020 (UK Semester 2 week 6, AU Term 1 week 2, AU Semester 1 week 0).
 *
 * Course homes (one per module offering) live in five places, as after a merger of two schools:
 *  - Edinburgh-style module sites `www.comp…/teaching/courses/inf2-ads/2019-20/`, listed on the school's course list
 *    (via /teaching/) and reached from the Degree Programme Tables (DRPS) descriptors through http→https and
 *    yearless→current-year redirects;
 *  - UNSW-style WebCMS sites `webcms.comp…/COMP1511/19T3/` (per-term listings) and class-account sites
 *    `cgi.comp…/~cs2041/19T2/` (handbook "course website" links redirect to the latest term);
 *  - Melbourne-style public Moodle course pages `moodle…/course/view.php?id=N`, found mainly through the category
 *    tree (Faculty → School → teaching period → paginated listing; a few news items and list posts link them too);
 *    most other Moodle links (participants, grades, assignments, quizzes, some resources) 303 to the login page;
 *  - postgraduate modules (`CS-M12`, `COMP9417`) only on staff personal homepages (school profile or Pure profile →
 *    homepage → its Teaching page or section).
 * Distractors: DRPS/handbook descriptors, past exam papers, research-group seminar series, news, an endless events
 * calendar, a Gallery3 photo gallery, a MediaWiki with histories/diffs, pipermail archives, daily status reports with
 * text logs, a Pure research portal, CompSoc (course reviews, IRC logs) and a Scientia-like timetable tool (a trap).
 */
import { hash, rng, type Resp } from './modern-web.js';

type R = () => number;
type Route = 'inf' | 'cms' | 'mdl' | 'cgi' | 'per';
interface Person { name: string; slug: string; user: string; grp: number; kind: 'staff' | 'phd' | 'ps'; title: string; hp: number; sup: number }
interface Mod { code: string; title: string; route: Route; offs: string[]; ids: number[]; org: number; level: number; credits: number; sem: number }
interface Item { title: string; t: number; slug: string; mod: number }

const DOM = 'northbridge.ac.uk';
const W = `https://www.comp.${DOM}`, UNI = `https://www.${DOM}`, DRPS = `https://www.drps.${DOM}`, HB = `https://handbook.${DOM}`,
  MDL = `https://moodle.${DOM}`, CMS = `https://webcms.comp.${DOM}`, CGI = `https://cgi.comp.${DOM}`, HP = `https://homepages.comp.${DOM}`,
  WIKI = `https://wiki.comp.${DOM}`, GAL = `https://gallery.comp.${DOM}`, LISTS = `https://lists.comp.${DOM}`, STAT = `https://status.comp.${DOM}`,
  PURE = `https://research.${DOM}`, EXAM = `https://exampapers.${DOM}`, TT = `https://timetables.${DOM}`, SOC = `https://compsoc.${DOM}`, IDP = `https://idp.${DOM}`;
const LOGIN = `${MDL}/login/index.php`;
const DAY = 86400000, NOW = Date.UTC(2020, 1, 24);

const FIRST = 'Alasdair Fiona Iain Morag Callum Eilidh Rhys Siobhan Niamh Declan Priya Arjun Mei Wen Hamish Catriona Lachlan Bronwyn Kirsty Duncan Ewan Isla Oliver Charlotte Harry Amelia George Sophie Thomas Emily Jack Olivia Lukas Anna Matteo Giulia Pierre Camille Jan Katarzyna Sven Ingrid Dimitris Eleni Tomas Marta Rahul Ananya Kenji Yuki Chloe Liam Mateusz Zofia Aisling Cormac Ruairidh Hannah Ben Freya'.split(' ');
const LAST = "MacLeod Campbell Stewart Robertson Fraser Murray Henderson Sutherland Ross Kerr Gillespie McAllister Baird Ferguson Nicholson Whitfield Ashworth Pemberton Thornton Hargreaves Kowalski Nowak Rossi Bianchi Dubois Lefevre Schmidt Muller Jensen Larsen Papadopoulos Nikolaidis Novak Svoboda Sharma Iyer Tanaka Nakamura Chen Liu Nguyen Tran O'Brien Byrne Walsh Doyle Kelly Quinn Taylor Evans Davies Hughes Price Morgan Lloyd Jenkins Okonkwo Adeyemi".split(' ');
const TITLES = ['Programming Fundamentals', 'Data Structures and Algorithms', 'Object-Oriented Programming', 'Computer Systems', 'Discrete Mathematics', 'Database Systems', 'Operating Systems', 'Computer Networks', 'Software Engineering', 'Compiling Techniques', 'Machine Learning', 'Artificial Intelligence', 'Natural Language Processing', 'Computer Vision', 'Computer Graphics', 'Human-Computer Interaction', 'Computer Security', 'Applied Cryptography', 'Distributed Systems', 'Parallel Programming', 'Functional Programming', 'Formal Languages and Automata', 'Logic and Proof', 'Computational Complexity', 'Information Retrieval', 'Data Mining', 'Robotics: Science and Systems', 'Reinforcement Learning', 'Probabilistic Modelling and Reasoning', 'Algorithmic Game Theory', 'Quantum Computing', 'Embedded Systems', 'Computer Architecture', 'Web Application Development', 'Cloud Computing', 'Blockchains and Distributed Ledgers', 'Advanced Databases', 'Software Testing', 'Secure Programming', 'Network Security', 'Introduction to Data Science', 'Neural Computation', 'Speech Processing', 'Text Technologies for Data Science', 'Computer Design', 'Introduction to Theoretical Computer Science', 'Reasoning and Agents', 'Processing Formal and Natural Languages', 'Elements of Programming Languages', 'Types and Semantics for Programming Languages', 'Advanced Topics in Machine Learning', 'Visualisation', 'Systems Design Project', 'Professional Issues', 'Extreme Computing', 'Image and Vision Computing', 'Cognitive Modelling', 'Bioinformatics', 'Computational Cognitive Science', 'Information Theory', 'Numerical Methods', 'Mobile Application Development', 'Game Design and Development', 'Software Architecture', 'Design and Analysis of Parallel Algorithms', 'Performance Modelling', 'Randomised Algorithms', 'Concurrent Programming', 'Usable Security and Privacy', 'Digital Forensics'];
const TOPICS = 'Introduction and course overview|Abstraction and specification|Recursion and induction|Asymptotic analysis|Sorting and searching|Hash tables|Trees and balanced search trees|Graphs and graph search|Shortest paths|Dynamic programming|Greedy algorithms|Concurrency and synchronisation|Memory management|File systems|Virtualisation|Transport protocols|Routing|Query optimisation|Transactions and recovery|Type checking|Code generation|Register allocation|Linear models|Decision trees|Neural networks|Probabilistic inference|Clustering|Evaluation and ethics|Threat modelling|Symmetric cryptography|Public-key cryptography|Consensus|Testing and debugging|Requirements and design|Revision and exam preparation|Guest lecture: industry practice'.split('|');
const GROUPS: [string, string][] = [['inac', 'Institute for Neural and Adaptive Computation'], ['fcl', 'Foundations of Computation Laboratory'], ['icsa', 'Institute for Computing Systems Architecture'], ['ltg', 'Language Technology Group'], ['irp', 'Institute of Robotics and Perception'], ['spg', 'Security and Privacy Group'], ['dbg', 'Database Group'], ['hci', 'Human-Computer Interaction Lab'], ['seg', 'Software Engineering Group'], ['qcg', 'Quantum Computing Group'], ['vcg', 'Visual Computing Group'], ['dsc', 'Data Science Centre']];
const VOC = 'students module coursework tutorial lecture school programme research undergraduate semester week assessment feedback deadline group project staff seminar centre colleagues software data systems learning security network theory algorithm design analysis model evaluation report submission timetable office support university campus building room teaching laboratory funding council partnership industry innovation award society community wellbeing'.split(' ');
const MON = 'January February March April May June July August September October November December'.split(' ');
const WDAY = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
const ROOMS = ['Hopkins Building LT2', 'Forum G.07', 'Keel Theatre', 'Appleby Lecture Theatre 4', 'Bayes Centre 5.02', 'Murchison House G.10', 'Mathews Theatre A', 'Quadrangle Building 1042'];
const WIKI_TOP = 'Printing|Remote access|VPN|Email|Lab machines|GPU cluster|Software installation|Account expiry|Disk quotas|Backups|SSH keys|JupyterHub|Teaching lab booking|AFS home directories|Slurm|Condor|Web hosting|Git server|Wireless (eduroam)|Password reset|MATLAB|Python environments|Docker|Exam accounts|Coursework submission|Desktop support|Mailing lists|Personal web pages|Visitor accounts|Linux desktop|Windows desktop|Research data storage|OpenStack|Video conferencing|Poster printing|Lockers'.split('|');
const WIKI_Q = ['', ' for students', ' for staff', ' FAQ', ' on Linux', ' on Windows', ' on macOS', ' troubleshooting', ' (2019 update)', ' policy', ' quick start', ' advanced'];
const ALBUM_BASE = ['Graduation-Summer', 'Graduation-Winter', 'Open-Day-October', 'Open-Day-June', 'Christmas-Party', 'Hackathon', 'Staff-Away-Day', 'Robot-Football', 'PhD-Poster-Day', 'Outreach-Summer-School', 'Industry-Day', 'Inaugural-Lectures'];
const LISTS_DEF: [string, string][] = [['cs-announce', 'School-wide announcements'], ['teaching-announce', 'Teaching Office announcements to students'], ['seminars', 'Research seminar announcements'], ['phd-students', 'Research student discussion'], ['compsoc', 'CompSoc members list']];
const SERVICES = ['backup', 'mail', 'dns', 'ldap', 'afs', 'slurm'];
const DEPTS = ['COMP', 'MATH', 'PHYS', 'ENGI', 'BUSI', 'LING'];

const pick = <T>(r: R, a: readonly T[]): T => a[Math.floor(r() * a.length)];
const int = (r: R, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const slugify = (s: string) => s.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const a = (href: string, text: string, cls = '') => `<a href="${href.replace(/&(?!amp;)/g, '&amp;')}"${cls ? ` class="${cls}"` : ''}>${esc(text)}</a>`;
const li = (xs: string[]) => `<ul>${xs.map((x) => `<li>${x}</li>`).join('\n')}</ul>`;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
const longDate = (t: number) => { const d = new Date(t); return `${WDAY[d.getUTCDay()]} ${d.getUTCDate()} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };
const abbr = (t: string) => t.split(/[\s:-]+/).filter((w) => !/^(and|of|for|to|the|in)$/i.test(w) && w).map((w) => w[0].toUpperCase()).join('');
const SUBJ = ['The School', 'The course team', 'This module', 'The Teaching Office', 'The research group', 'The project', 'Each tutorial group', 'The University', 'The department', 'The committee', 'The student panel'];
const VERB = ['introduces', 'supports', 'develops', 'explores', 'provides', 'reviews', 'covers', 'brings together', 'welcomes', 'discusses', 'builds on', 'will publish'];
const TAIL = ['in Semester 2', 'for all undergraduate students', 'across the School', 'this week', 'with industry partners', 'before the coursework deadline', 'in the Forum building', 'as part of the programme', 'over the coming weeks', 'for the 2019-20 session'];
function prose(r: R, n: number): string {
  let out = '';
  for (let s = 0; s < n; s++) out += `${pick(r, SUBJ)} ${pick(r, VERB)} ${r() < 0.5 ? 'the ' : 'new '}${pick(r, VOC)} ${pick(r, VOC)} and ${pick(r, VOC)} ${pick(r, TAIL)}${r() < 0.4 ? `, with ${pick(r, VOC)} ${pick(r, VOC)} from the ${pick(r, VOC)} office` : ''}. `;
  return out.trim();
}
const NF: Resp = { status: 404, type: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.29 (Ubuntu) Server</address></body></html>' };
const html = (body: string, status = 200): Resp => ({ status, type: 'text/html; charset=utf-8', body });
const go = (location: string, status = 302): Resp => ({ status, location, type: 'text/html; charset=utf-8', body: `<html><body><p>This page has moved.</p></body></html>` });
const pdf = (t: string): Resp => ({ status: 200, type: 'application/pdf', body: Buffer.from(`%PDF-1.5\n%\u00e2\u00e3\n1 0 obj << /Title (${t}) /Producer (pdfTeX-1.40.20) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1') });
const text = (s: string, type = 'text/plain; charset=utf-8'): Resp => ({ status: 200, type, body: s });
const START: Record<string, number> = { '2018-19': Date.UTC(2018, 8, 17), '2019-20': Date.UTC(2019, 8, 16), '19T1': Date.UTC(2019, 1, 18), '19T2': Date.UTC(2019, 5, 3), '19T3': Date.UTC(2019, 8, 16), '20T1': Date.UTC(2020, 1, 17), '2019 Semester 1': Date.UTC(2019, 2, 4), '2019 Semester 2': Date.UTC(2019, 6, 29), '2020 Semester 1': Date.UTC(2020, 2, 2) };
const MDL_CAT: Record<string, number> = { '2019 Semester 1': 31, '2019 Semester 2': 32, '2020 Semester 1': 33 };

export class ModernWebC {
  readonly seed = `${W}/`;
  readonly www = W;
  readonly courseHomes = new Set<string>();
  private staff: Person[] = []; private phd: Person[] = []; private ps: Person[] = [];
  private people = new Map<string, Person>(); private users = new Map<string, Person>();
  private mods: Mod[] = []; private key = new Map<string, Mod>(); private mdlId = new Map<number, [Mod, number]>();
  private news: Item[] = []; private newsKey = new Map<string, number>(); private events: Item[] = []; private evKey = new Map<string, number>();
  private evByDay = new Map<string, number[]>(); private posts: Item[] = []; private postKey = new Map<string, number>();
  private wikiT: string[] = []; private wikiIdx = new Map<string, number>();
  private albums: { name: string; n: number; base: number }[] = []; private albumIdx = new Map<string, number>();
  private listCum: number[][] = []; private months: string[] = [];
  private chromeHead = ''; private chromeFoot = ''; private settings = ''; private boiler = ''; private wikiRL = '';

  constructor() {
    const r = rng(hash('northbridge/people')); const used = new Set<string>();
    const mk = (kind: Person['kind'], i: number): Person => {
      let first = '', last = '', slug = ''; do { first = pick(r, FIRST); last = pick(r, LAST); slug = slugify(`${first} ${last}`); } while (used.has(slug)); used.add(slug);
      let user = kind === 'phd' ? `s${1600000 + int(r, 0, 399999)}` : (first[0] + last).toLowerCase().replace(/[^a-z]/g, '');
      const x = r(); const hp = kind === 'ps' ? 0 : kind === 'phd' ? (x < 0.5 ? 1 : 0) : x < 0.5 ? 1 : x < 0.68 ? 2 : x < 0.74 ? 3 : 0; if (hp === 2) user = `z${3000000 + int(r, 0, 2999999)}`;
      while (this.users.has(user)) user += String(int(r, 1, 9));
      const title = kind === 'staff' ? pick(r, ['Professor', 'Reader', 'Senior Lecturer', 'Senior Lecturer', 'Lecturer', 'Lecturer', 'Lecturer', 'Teaching Fellow', 'Research Fellow']) : kind === 'phd' ? 'PhD student' : pick(r, ['Teaching Office Administrator', 'Computing Officer', 'School Administrator', 'Research Grants Officer', 'Student Support Officer']);
      const p: Person = { name: `${first} ${last}`, slug, user, grp: i % GROUPS.length, kind, title, hp, sup: int(r, 0, 109) };
      this.people.set(`${kind}/${slug}`, p); this.users.set(user, p); return p;
    };
    for (let i = 0; i < 110; i++) this.staff.push(mk('staff', i)); for (let i = 0; i < 260; i++) this.phd.push(mk('phd', i)); for (let i = 0; i < 40; i++) this.ps.push(mk('ps', i));

    const mr = rng(hash('northbridge/modules')); const codes = new Set<string>();
    const uniq = (f: () => string) => { let c = f(); while (codes.has(c)) c = f(); codes.add(c); return c; };
    const subset = (opts: string[], p: number) => { const s = opts.filter(() => mr() < p); return s.length ? s : [opts[opts.length - 1]]; };
    let ti = 0;
    const add = (route: Route, n: number, code: (t: string, lvl: number) => string, offs: () => string[], org?: (i: number) => number) => {
      for (let i = 0; i < n; i++) {
        const title = TITLES[(ti++ * 17) % TITLES.length], level = int(mr, 1, 4);
        this.mods.push({ code: uniq(() => code(title, level)), title, route, offs: offs(), ids: [], org: org ? org(i) : int(mr, 0, 109), level, credits: pick(mr, [10, 15, 20, 20, 12.5]), sem: int(mr, 1, 2) });
      }
    };
    add('inf', 42, (t, l) => `INF${l}-${abbr(t)}${codes.has(`INF${l}-${abbr(t)}`) ? String.fromCharCode(65 + int(mr, 0, 25)) : ''}`, () => (mr() < 0.85 ? ['2018-19', '2019-20'] : ['2019-20']));
    add('cms', 36, (_t, l) => `COMP${pick(mr, [1, 2, 3, 4, 6, 9])}${int(mr, 100, 999)}`, () => subset(['19T1', '19T2', '19T3', '20T1'], 0.62));
    add('mdl', 30, () => `${pick(mr, ['COMP', 'COMP', 'SWEN', 'INFO'])}${pick(mr, [1, 2, 3, 9])}00${pad(int(mr, 1, 99))}`, () => subset(['2019 Semester 1', '2019 Semester 2', '2020 Semester 1'], 0.66));
    add('cgi', 18, (_t, l) => `COMP${l}${int(mr, 0, 9)}${int(mr, 1, 5)}1`, () => subset(['19T1', '19T2', '19T3'], 0.5));
    const hpStaff = this.staff.map((p, i) => (p.hp === 1 || p.hp === 2 ? i : -1)).filter((i) => i >= 0).slice(0, 32);
    for (const si of hpStaff) { const z = this.staff[si].hp === 2;
      add('per', 1, () => (z ? `COMP9${int(mr, 0, 8)}${int(mr, 10, 99)}` : mr() < 0.7 ? `CS-M${pad(int(mr, 1, 59))}` : `CS-${int(mr, 3, 4)}${int(mr, 10, 99)}`),
        () => (z ? subset(['19T1', '19T2', '19T3', '20T1'], 0.4) : mr() < 0.4 ? ['2018-19', '2019-20'] : ['2019-20']), () => si);
    }
    let mid = 2114; for (const m of this.mods) {
      for (let k = 0; k < m.offs.length; k++) {
        if (m.route === 'mdl') { mid += int(mr, 1, 9); m.ids.push(mid); this.mdlId.set(mid, [m, k]); }
        this.courseHomes.add(this.home(m, k));
      }
      const p = this.staff[m.org];
      this.key.set(m.route === 'inf' ? `inf/${m.code.toLowerCase()}` : m.route === 'cgi' ? `cgi/cs${m.code.slice(4)}` : m.route === 'per' ? `per/${p.user}/${p.hp === 2 ? m.code : m.code.toLowerCase()}` : `${m.route}/${m.code}`, m);
    }

    const nr = rng(hash('northbridge/news'));
    const newsT = [(n: string) => `${n} awarded EPSRC fellowship`, () => `School students win ${pick(nr, ['HackTheBurgh', 'GovHack', 'UniHack', 'HackCambridge'])} prize`, () => `New ${pick(nr, TITLES)} laboratory opens`, (n: string) => `PhD student ${n} wins best paper award`, () => `Record attendance at ${pick(nr, MON)} open day`, () => 'Athena SWAN Silver award renewed', () => 'Industrial action: update on teaching arrangements', (n: string) => `Professor ${n} elected Fellow of the Royal Society of Edinburgh`, () => `${pick(nr, TITLES)} research featured on BBC Radio Scotland`, () => `School signs partnership with ${pick(nr, ['Skyscanner', 'Atlassian', 'ARM', 'Canva', 'Rolls-Royce'])}`];
    for (let i = 0, t = NOW - 3 * DAY; i < 620; i++, t -= int(nr, 1, 4) * DAY) { const mod = nr() < 0.06 ? int(nr, 0, 125) : -1; // inf, cms, mdl and cgi modules only (personal ones come last)
      const title = mod >= 0 ? `${this.mods[mod].code} students showcase ${pick(nr, ['projects', 'research', 'games', 'apps'])} at ${pick(nr, ['industry day', 'the Scottish Parliament', 'TechCrunch'])}` : pick(nr, newsT)(pick(nr, this.staff).name);
      let slug = slugify(title); const d = new Date(t); const k0 = `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/`;
      if (this.newsKey.has(k0 + slug)) slug += `-${i}`; this.newsKey.set(k0 + slug, i); this.news.push({ title, t, slug: k0 + slug, mod });
    }
    for (let i = 0, t = NOW + 60 * DAY; i < 320; i++, t -= int(nr, 1, 5) * DAY) {
      const title = pick(nr, ['Inaugural lecture: ', 'Distinguished lecture: ', 'Industry talk: ', 'Workshop: ', 'Careers fair: ', 'Public lecture: ']) + pick(nr, TITLES) + ' ' + pick(nr, ['today', 'in practice', 'and society', 'at scale', 'revisited']);
      const slug = `${slugify(title)}-${ymd(t)}`; this.events.push({ title, t, slug, mod: -1 }); this.evKey.set(slug, i);
      const dk = ymd(t); this.evByDay.set(dk, [...(this.evByDay.get(dk) ?? []), i]);
    }
    for (let i = 0, t = NOW - 2 * DAY; i < 160; i++, t -= int(nr, 2, 9) * DAY) {
      const title = pick(nr, ['Recap: ', 'Announcing ', 'Photos from ', 'Sign-ups open for ', 'Thanks to sponsors of ']) + pick(nr, ['the freshers BBQ', 'HackNorth 2019', 'the games night', 'the CTF team', 'the AGM', 'the ceilidh', 'our Arm workshop', 'the mentoring scheme']);
      const d = new Date(t); const slug = `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${slugify(title)}-${i}`; this.posts.push({ title, t, slug, mod: -1 }); this.postKey.set(slug, i);
    }
    for (let i = 0; i < 300; i++) { const t = (WIKI_TOP[i % WIKI_TOP.length] + WIKI_Q[Math.floor(i / WIKI_TOP.length)]).replace(/ /g, '_'); this.wikiT.push(t); this.wikiIdx.set(t, i); }
    for (let y = 2016; y <= 2019; y++) for (const b of ALBUM_BASE) {
      const name = `${b}-${y}`; this.albumIdx.set(name, this.albums.length); this.albums.push({ name, n: 50 + (hash(name) % 110), base: 1000 + (hash(name) % 8000) });
    }
    for (let y = 2017, m = 8; y < 2020 || m < 2; m++) { if (m === 12) { m = 0; y++; } this.months.push(`${y}-${MON[m]}`); if (y === 2020 && m === 1) break; }
    for (const [name] of LISTS_DEF) { let c = 0; this.listCum.push(this.months.map((mo) => (c += 4 + (hash(name + mo) % (name === 'compsoc' ? 40 : 22))))); }

    const menu: [string, [string, string][]][] = [
      ['About', [[`${W}/about/`, 'About the School'], [`${W}/about/contact/`, 'Contact and directions'], [`${W}/about/jobs/`, 'Jobs'], [`${W}/about/athena-swan/`, 'Athena SWAN and equality'], [`${W}/about/facilities/`, 'Buildings and facilities'], [`${W}/about/history/`, 'History of the School']]],
      ['Study', [[`${W}/study/undergraduate/`, 'Undergraduate'], [`${W}/study/postgraduate-taught/`, 'MSc programmes'], [`${W}/study/postgraduate-research/`, 'PhD study'], [`${W}/study/open-days/`, 'Open days and visits'], [`${W}/study/scholarships/`, 'Scholarships and funding'], [`${DRPS}/`, 'Degree Programme Tables'], [`${HB}/`, 'Course handbook']]],
      ['Current students', [[`${W}/current-students/`, 'Current students'], [`${W}/teaching/`, 'Teaching and courses'], [`${TT}/`, 'Timetables'], [`${UNI}/registry/exams/`, 'Exam timetables'], [`${EXAM}/`, 'Past exam papers'], [`${MDL}/`, 'Moodle'], [`${W}/current-students/teaching-office/`, 'Teaching Office'], [`${W}/current-students/support/`, 'Student support and wellbeing']]],
      ['Research', [[`${W}/research/`, 'Research overview'], [`${W}/research/groups/`, 'Research groups and institutes'], [`${W}/research/seminars/`, 'Seminars and talks'], [`${PURE}/en/`, 'Research Explorer'], [`${W}/research/impact/`, 'Impact case studies']]],
      ['People', [[`${W}/people/staff/`, 'Academic staff'], [`${W}/people/research-students/`, 'Research students'], [`${W}/people/professional-services/`, 'Professional services staff'], [`${W}/people/visitors/`, 'Visitors']]],
      ['News and events', [[`${W}/news/`, 'News'], [`${W}/events/`, 'Events'], [`${W}/events/calendar/2020/02/`, 'Calendar'], [`${GAL}/index.php/`, 'Photo gallery'], [`${LISTS}/mailman/listinfo`, 'Mailing lists']]],
      ['Computing', [[`${WIKI}/index.php/Main_Page`, 'Computing support wiki'], [`${STAT}/`, 'Service status'], [`${W}/computing/accounts/`, 'Accounts'], [`${SOC}/`, 'CompSoc (student society)']]],
    ];
    const mr2 = rng(7); this.settings = JSON.stringify({ path: { baseUrl: '/', scriptPath: null, pathPrefix: '', currentPath: 'node' }, ajaxPageState: { theme: 'northbridge', libraries: Array.from({ length: 260 }, (_, i) => `northbridge/lib-${i}-${Math.floor(mr2() * 1e6).toString(36)}`).join(',') }, eu_cookie_compliance: { popup_enabled: true, popup_html_info: '<div class="eu-cookie-compliance-banner">We use cookies to give you the best experience on our website.</div>'.repeat(6) }, google_analytics: { trackOutbound: true, trackMailto: true, trackDownload: true, trackDownloadExtensions: '7z|aac|arc|arj|asf|asx|avi|bin|csv|doc(x|m)?|dot(x|m)?|exe|flv|gif|gz|gzip|hqx|jar|jpe?g|js|mp(2|3|4|e?g)|mov(ie)?|msi|msp|pdf|phps|png|ppt(x|m)?|pot(x|m)?|pps(x|m)?|ppam|sld(x|m)?|thmx|qtm?|ra(m|r)?|sea|sit|tar|tgz|torrent|txt|wav|wma|wmv|wpd|xls(x|m)?|xlt(x|m)?|xlam|xml|z|zip' }, megamenu: menu.map(([h, l]) => ({ h, n: l.length, w: Array.from({ length: 30 }, () => Math.floor(mr2() * 1e9).toString(16)) })) });
    const mods = Array.from({ length: 160 }, (_, i) => `"mod${i}_${Math.floor(mr2() * 1e8).toString(36)}":{"requires":["base","node","event-custom","io-base","json-parse"],"path":"lib/yui/${Math.floor(mr2() * 1e8).toString(36)}/min.js"}`).join(',');
    this.boiler = `<script>//<![CDATA[
var M = {}; M.yui = {}; M.pageloadstarttime = new Date();
YUI_config = {"base":"${MDL}/lib/yuilib/3.17.2/","comboBase":"${MDL}/theme/yui_combo.php?","combine":true,"filter":null,"insertBefore":"firstthemesheet","groups":{"moodle":{"name":"moodle","base":"${MDL}/theme/yui_combo.php?m/1581001234/","combine":true,"modules":{${mods}}}}};
//]]></script>`;
    this.wikiRL = `<script>document.documentElement.className="client-js";RLCONF={"wgBreakFrames":false,"wgSeparatorTransformTable":["",""],"wgDigitTransformTable":["",""],"wgDefaultDateFormat":"dmy","wgMonthNames":${JSON.stringify(['', ...MON])},"wgRequestId":"XlPq","wgCanonicalNamespace":"","wgNamespaceNumber":0,"wgIsArticle":true,"wgAction":"view","wgUserName":null,"wgUserGroups":["*"],"wgRelevantPageIsProbablyEditable":false,"wgVisualEditor":{"pageLanguageCode":"en-gb"}};RLSTATE={"site.styles":"ready","noscript":"ready","user.styles":"ready","mediawiki.legacy.shared":"ready","skins.vector.styles":"ready"};RLPAGEMODULES=${JSON.stringify(Array.from({ length: 60 }, (_, i) => `ext.module${i}.${Math.floor(mr2() * 1e6).toString(36)}`))};</script>`;
    this.chromeHead = `<header class="site-header"><div class="uni-bar"><a href="${UNI}/"><img src="${W}/themes/northbridge/logo.svg" alt="University of Northbridge"></a><ul class="utility">${[a(`${UNI}/`, 'University home'), a(`${MDL}/`, 'Moodle'), a(`${UNI}/intranet/`, 'Staff intranet'), a(`${W}/about/contact/`, 'Contact')].map((x) => `<li>${x}</li>`).join('')}</ul></div>
<div class="school-bar"><a class="school-name" href="${W}/">School of Computing</a><form action="${UNI}/search" method="get"><input name="q" placeholder="Search"></form></div>
<nav class="mega-menu" aria-label="Main">${menu.map(([h, l]) => `<div class="mega-col"><h2>${h}</h2><ul>${l.map(([u, t]) => `<li>${a(u, t)}<span class="desc">${esc(prose(rng(hash(u)), 1))}</span></li>`).join('')}</ul></div>`).join('\n')}</nav></header>`;
    this.chromeFoot = `<footer class="site-footer"><div class="footer-cols"><div><h3>School of Computing</h3><p>Hopkins Building, 10 Crichton Street, Northbridge NB8 9AB, United Kingdom<br>Tel: +44 (0)131 650 2690</p></div><div><h3>Follow us</h3><ul><li><a href="https://twitter.com/NorthbridgeComp">Twitter</a></li><li><a href="https://www.facebook.com/NorthbridgeComputing">Facebook</a></li><li><a href="https://www.youtube.com/NorthbridgeComputing">YouTube</a></li></ul></div>
<div><h3>University</h3>${li([a(`${UNI}/privacy/`, 'Privacy and cookies'), a(`${UNI}/accessibility/`, 'Website accessibility'), a(`${UNI}/about/freedom-of-information/`, 'Freedom of information'), a(`${UNI}/about/modern-slavery/`, 'Modern slavery statement'), a(`${UNI}/search/`, 'A-Z search')])}</div></div>
<p class="legal">The University of Northbridge is a charitable body, registered in Scotland, with registration number SC005336. &copy; 2020 University of Northbridge.</p></footer>`;
  }

  private home(m: Mod, k: number): string {
    const o = m.offs[k], p = this.staff[m.org]; switch (m.route) {
      case 'inf': return `${W}/teaching/courses/${m.code.toLowerCase()}/${o}/`;
      case 'cms': return `${CMS}/${m.code}/${o}/`;
      case 'mdl': return `${MDL}/course/view.php?id=${m.ids[k]}`;
      case 'cgi': return `${CGI}/~cs${m.code.slice(4)}/${o}/`;
      default: return p.hp === 2 ? `${HP}/~${p.user}/${m.code}/${o}/` : `${HP}/~${p.user}/teaching/${m.code.toLowerCase()}/${o}/`;
    }
  }
  private offName(o: string): string { return /^\d\dT\d$/.test(o) ? `Term ${o[3]}, 20${o.slice(0, 2)}` : o.includes('Semester') ? o.replace(/(\d+) (Semester \d)/, '$2, $1') : o; }
  private weeks(m: Mod, o: string): { n: number; t: number; topic: string }[] {
    const r = rng(hash(m.code)), n = /T\d/.test(o) ? 10 : 11, pool = TOPICS.slice(1, 34).map((t) => [r(), t] as const).sort((x, y) => x[0] - y[0]).map(([, t]) => t);
    return Array.from({ length: n }, (_, i) => ({ n: i + 1, t: START[o] + i * 7 * DAY + (i >= 5 && !/T\d/.test(o) ? 7 * DAY : 0), topic: i === 0 ? `Introduction to ${m.title.replace(/^Introduction to /, '').toLowerCase()}` : i === n - 1 ? TOPICS[34] : pool[i] }));
  }
  private prof(p: Person): string { return `${W}/people/${p.kind === 'staff' ? 'staff' : p.kind === 'phd' ? 'research-students' : 'professional-services'}/${p.slug}.html`; }

  private cms(title: string, crumbs: [string, string][], main: string, side = ''): string {
    return `<!DOCTYPE html>\n<html lang="en-GB" dir="ltr"><head><meta charset="utf-8"><title>${title === 'School of Computing' ? 'Home' : esc(title)} | School of Computing</title><meta name="viewport" content="width=device-width, initial-scale=1.0"><link rel="stylesheet" href="${W}/themes/northbridge/css/style.css"><link rel="icon" href="${W}/themes/northbridge/favicon.ico"><script type="application/json" data-drupal-selector="drupal-settings-json">${this.settings}</script></head>
<body class="path-node page-node-type-page">${this.chromeHead}<div class="breadcrumb">${[a(`${W}/`, 'Home'), ...crumbs.map(([u, t]) => a(u, t))].join(' &rsaquo; ')}</div>
<main class="layout-content"><h1 class="page-title">${esc(title)}</h1>${main}</main>${side ? `<aside class="sidebar">${side}</aside>` : ''}${this.chromeFoot}</body></html>`;
  }
  private plain(title: string, body: string, css = ''): string { return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${esc(title)}</title>${css}</head><body>\n${body}\n</body></html>`; }

  respond(url: string): Resp {
    let u: URL; try { u = new URL(url); } catch { return NF; } const host = u.hostname;
    if (host !== DOM && !host.endsWith(`.${DOM}`)) return NF;
    if (u.protocol === 'http:') return go(url.replace(/^http:/, 'https:'), 301);
    const r = rng(hash(url)), q = u.searchParams; try { let p = ''; try { p = decodeURIComponent(u.pathname); } catch { return NF; }
      switch (host) {
        case `www.comp.${DOM}`: return this.school(p, q, r);
        case `webcms.comp.${DOM}`: return this.webcms(p, q, r);
        case `cgi.comp.${DOM}`: return this.cgi(p, r);
        case `homepages.comp.${DOM}`: return this.homepages(p, r);
        case `moodle.${DOM}`: return this.moodle(p, q, r);
        case `www.drps.${DOM}`: case `handbook.${DOM}`: return this.catalogue(host, p, r);
        case `wiki.comp.${DOM}`: return this.wiki(p, q, r);
        case `gallery.comp.${DOM}`: return this.gallery(p, q, r);
        case `lists.comp.${DOM}`: return this.lists(p, r);
        case `status.comp.${DOM}`: return this.status(p, r);
        case `research.${DOM}`: return this.pure(p, q, r);
        case `exampapers.${DOM}`: return this.exams(p, r);
        case `timetables.${DOM}`: return this.timetable(p, q, r);
        case `compsoc.${DOM}`: return this.compsoc(p, r);
        case `www.${DOM}`: return this.uni(p, r);
        case `idp.${DOM}`: return p === '/idp/profile/SAML2/Redirect/SSO' ? html(this.plain('Northbridge Login', `<h1>University of Northbridge login</h1><form method="post"><input name="j_username"><input type="password" name="j_password"></form><p>${a(`${UNI}/it/passwords/`, 'Forgotten your password?')}</p>`)) : NF;
      }
    } catch { return { status: 500, type: 'text/html', body: '<h1>Internal Server Error</h1>' }; }
    return NF;
  }

  // ---------------------------------------------------------------- www.comp: the school's Drupal site
  private school(p: string, q: URLSearchParams, r: R): Resp {
    let m: RegExpMatchArray | null;
    if (p === '/') {
      const latest = this.news.slice(0, 8).map((n) => `<div class="teaser"><h3>${a(`${W}/news/${n.slug}`, n.title)}</h3><p>${longDate(n.t)}</p></div>`).join('');
      const ev = this.events.filter((e) => e.t >= NOW).slice(-6).map((e) => `<li>${a(`${W}/events/${e.slug}`, e.title)} <span>${longDate(e.t)}</span></li>`).join('');
      return html(this.cms('School of Computing', [], `<div class="hero"><p>One of the largest computing schools in Europe, with over 500 academic and research staff and 2,000 students.</p></div><section><h2>Latest news</h2>${latest}<p>${a(`${W}/news/`, 'More news')}</p></section><section><h2>Upcoming events</h2><ul>${ev}</ul></section><section><h2>Coronavirus (COVID-19)</h2><p>${prose(r, 2)} ${a(`${UNI}/news/coronavirus/`, 'University guidance')}</p></section>`));
    }
    if (p.startsWith('/themes/')) return p.endsWith('.css') ? text('body{font-family:Arial}', 'text/css') : p.endsWith('.svg') ? text('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml') : p.endsWith('.ico') ? { status: 200, type: 'image/x-icon', body: Buffer.alloc(64) } : NF;
    if ((m = p.match(/^\/~([a-z0-9]+)\/?$/))) return this.users.get(m[1])?.hp ? go(`${HP}/~${m[1]}/`, 301) : NF;
    if (p === '/teaching/') return html(this.cms('Teaching', [], `<p>${prose(r, 3)}</p><h2>Courses</h2>${li([a(`${W}/teaching/courses/`, 'Course list 2019-20 (Informatics courses)'), a(`${W}/teaching/courses/archive/2018-19/`, 'Course list 2018-19'), a(`${W}/teaching/class-accounts/`, 'Class account web pages (COMP courses)'), a(`${CMS}/`, 'WebCMS course websites'), a(`${MDL}/`, 'Moodle (MSc and joint-campus subjects)'), a(`${HB}/`, 'Course handbook'), a(`${DRPS}/19-20/dpt/drps_comp.htm`, 'Course descriptors (DRPS)')])}<h2>Policies and support</h2>${li(['regulations', 'marking-scheme', 'academic-misconduct', 'feedback', 'personal-tutors', 'extensions'].map((s) => a(`${W}/teaching/${s}/`, s.replace(/-/g, ' '))))}<h2>Timetables and exams</h2>${li([a(`${TT}/sws/showtimetable.aspx?year=1920&dept=COMP&week=24&view=list`, 'This week\'s teaching timetable'), a(`${UNI}/registry/exams/timetable/2019-20/may-2020.html`, 'Exam timetable, May 2020'), a(`${EXAM}/`, 'Past exam papers')])}`));
    if ((m = p.match(/^\/teaching\/courses\/(?:archive\/(2018-19)\/)?$/))) { const y = m[1] ?? '2019-20';
      const rows = this.mods.filter((x) => x.route === 'inf' && x.offs.includes(y)).map((x) => `<tr><td>${x.code}</td><td>${a(this.home(x, x.offs.indexOf(y)), x.title)}</td><td>${x.level + 7}</td><td>${x.credits}</td><td>Semester ${x.sem}</td><td>${a(this.prof(this.staff[x.org]), this.staff[x.org].name)}</td><td>${a(`${DRPS}/${y.slice(2)}/dpt/cx${this.infr(x)}.htm`, 'DRPS')}</td></tr>`).join('\n');
      return html(this.cms(`Course list ${y}`, [[`${W}/teaching/`, 'Teaching']], `<p>Courses offered by the School in ${y}. Year 1 and 2 courses are coded INF1 and INF2.</p><table class="courses"><thead><tr><th>Code</th><th>Course</th><th>SCQF level</th><th>Credits</th><th>Period</th><th>Organiser</th><th>Descriptor</th></tr></thead><tbody>${rows}</tbody></table><p>${y === '2019-20' ? a(`${W}/teaching/courses/archive/2018-19/`, 'Previous year') : a(`${W}/teaching/courses/`, 'Current year')}</p>`));
    }
    if ((m = p.match(/^\/teaching\/courses\/([a-z0-9-]+)\/?$/))) { const x = this.key.get(`inf/${m[1]}`); return x ? go(this.home(x, x.offs.length - 1)) : NF; }
    if ((m = p.match(/^\/teaching\/courses\/([a-z0-9-]+)\/(2018-19|2019-20)\/(.*)$/))) return this.infCourse(m[1], m[2], m[3], r);
    if (p === '/teaching/class-accounts/') return html(this.cms('Class account web pages', [[`${W}/teaching/`, 'Teaching']], `<p>Some COMP courses keep their material on their class account (<code>~csNNNN</code>) rather than WebCMS.</p>${li(this.mods.filter((x) => x.route === 'cgi').map((x) => `${x.code} ${esc(x.title)}: ${x.offs.map((o, k) => a(this.home(x, k), o)).join(', ')}`))}`));
    if (p === '/people/staff/' || p === '/people/research-students/' || p === '/people/professional-services/') {
      const list = p.includes('staff/') ? this.staff : p.includes('research') ? this.phd : this.ps;
      const rows = [...list].sort((x, y) => x.name.split(' ')[1].localeCompare(y.name.split(' ')[1])).map((x) => `<tr><td>${a(this.prof(x), x.name)}</td><td>${x.title}</td><td>${x.kind === 'phd' ? a(this.prof(this.staff[x.sup]), this.staff[x.sup].name) : ''}</td><td>${x.kind === 'ps' ? 'Teaching Office' : a(`${W}/research/groups/${GROUPS[x.grp][0]}/`, GROUPS[x.grp][1])}</td><td>${x.user}@${DOM}</td></tr>`).join('\n');
      return html(this.cms(p.includes('staff/') ? 'Academic staff' : p.includes('research') ? 'Research students' : 'Professional services staff', [[`${W}/people/`, 'People']], `<table class="people"><tbody>${rows}</tbody></table>`));
    }
    if ((m = p.match(/^\/people\/(staff|research-students|professional-services)\/([a-z0-9-]+)\.html$/))) {
      const x = this.people.get(`${m[1] === 'staff' ? 'staff' : m[1] === 'research-students' ? 'phd' : 'ps'}/${m[2]}`);
      if (!x) return NF;
      const hpLink = x.hp ? `<p>Personal homepage: ${a(x.kind === 'phd' ? `${HP}/${x.user}/` : r() < 0.85 ? `${HP}/~${x.user}/` : `${W}/~${x.user}/`, 'personal web page')}</p>` : '';
      const teach = this.mods.filter((y) => y.org === this.staff.indexOf(x) && y.route !== 'per').map((y) => `${y.code} ${esc(y.title)} (${y.route === 'inf' ? a(`${DRPS}/19-20/dpt/cx${this.infr(y)}.htm`, 'descriptor') : a(`${HB}/2019/undergraduate/courses/${y.code}`, 'handbook')})`);
      const body = `<div class="profile"><img src="${W}/sites/default/files/people/${x.slug}.jpg" alt=""><p class="position">${x.title}${x.kind === 'phd' ? `, supervised by ${a(this.prof(this.staff[x.sup]), this.staff[x.sup].name)}` : ''}</p><p>Room ${int(r, 1, 6)}.${pad(int(r, 1, 40))}, ${pick(r, ROOMS).split(' ')[0]} Building · ${x.user}@${DOM} · +44 131 650 ${int(r, 1000, 9999)}</p>${hpLink}
${x.kind !== 'ps' ? `<h2>Research interests</h2><p>${prose(r, 4)}</p><p>Member of the ${a(`${W}/research/groups/${GROUPS[x.grp][0]}/`, GROUPS[x.grp][1])}.</p>` : `<h2>Role</h2><p>${prose(r, 2)}</p>`}${teach.length ? `<h2>Teaching</h2>${li(teach)}` : ''}${x.kind === 'staff' ? `<h2>Publications</h2><p>${a(`${PURE}/en/persons/${x.slug}`, 'Publications in Research Explorer')}</p>` : ''}</div>`;
      return html(this.cms(x.name, [[`${W}/people/`, 'People']], body));
    }
    if (p === '/research/groups/') return html(this.cms('Research groups and institutes', [[`${W}/research/`, 'Research']], li(GROUPS.map(([g, n]) => `${a(`${W}/research/groups/${g}/`, n)}: ${prose(r, 1)}`))));
    if ((m = p.match(/^\/research\/groups\/([a-z]+)\/(members\/|seminars\/|reading-group\/)?$/))) {
      const gi = GROUPS.findIndex(([g]) => g === m![1]); if (gi < 0) return NF; const [g, n] = GROUPS[gi], base = `${W}/research/groups/${g}/`;
      const nav = `<p>${[a(base, 'Overview'), a(base + 'members/', 'Members'), a(base + 'seminars/', 'Seminars'), a(base + 'reading-group/', 'Reading group')].join(' | ')}</p>`;
      const body = m[2] === 'members/' ? li([...this.staff, ...this.phd].filter((x) => x.grp === gi).map((x) => `${a(this.prof(x), x.name)}, ${x.title}`)) : m[2] === 'seminars/' ? li(['2015-16', '2016-17', '2017-18', '2018-19', '2019-20'].map((y) => a(`${base}seminars/${y}/`, `${g.toUpperCase()} Seminar ${y}`))) : m[2] === 'reading-group/' ? `<p>${prose(r, 3)}</p>${li(Array.from({ length: 12 }, (_, i) => `Week ${i + 1}: ${esc(pick(r, TOPICS))} (led by ${esc(pick(r, this.phd).name)})`))}` : `<p>${prose(r, 6)}</p><h2>Projects</h2>${li(Array.from({ length: 5 }, () => esc(pick(r, TITLES) + ' for ' + pick(r, VOC))))}`;
      return html(this.cms(m[2] ? `${n}: ${m[2].replace(/[-/]/g, ' ').trim()}` : n, [[`${W}/research/`, 'Research'], [`${W}/research/groups/`, 'Groups']], nav + body));
    }
    if ((m = p.match(/^\/research\/groups\/([a-z]+)\/seminars\/(20\d\d-\d\d)\/(?:talk-(\d+)\.(html|ics))?$/))) {
      const g = GROUPS.find(([x]) => x === m![1]); const y = m[2], n = 18 + (hash(m[1] + y) % 14);
      if (!g || !['2015-16', '2016-17', '2017-18', '2018-19', '2019-20'].includes(y)) return NF;
      const base = `${W}/research/groups/${g[0]}/seminars/${y}/`, t0 = Date.UTC(+y.slice(0, 4), 8, 20);
      const talk = (i: number) => { const tr = rng(hash(base + i)); return { title: `${pick(tr, TOPICS)}: ${pick(tr, TITLES).toLowerCase()} ${pick(tr, ['revisited', 'at scale', 'in the wild', 'with guarantees'])}`, who: `${pick(tr, FIRST)} ${pick(tr, LAST)}`, aff: pick(tr, ['University of Glasgow', 'KTH', 'TU Delft', 'UCL', 'Monash University', 'ETH Zurich', 'Google DeepMind', 'Inria']), t: t0 + i * 7 * DAY + 4 * DAY }; };
      if (!m[3]) return html(this.cms(`${g[0].toUpperCase()} Seminar ${y}`, [[`${W}/research/groups/${g[0]}/`, g[1]], [`${W}/research/groups/${g[0]}/seminars/`, 'Seminars']], `<p>Fridays 11:00, ${ROOMS[4]}, unless noted. Organised by ${esc(pick(r, this.staff).name)}.</p><table>${Array.from({ length: n }, (_, i) => { const t = talk(i + 1); return `<tr><td>${longDate(t.t)}</td><td>${esc(t.who)} (${t.aff})</td><td>${a(`${base}talk-${i + 1}.html`, t.title)}</td></tr>`; }).join('\n')}</table>`));
      const i = +m[3]; if (i < 1 || i > n) return NF; const t = talk(i);
      if (m[4] === 'ics') return text(`BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nSUMMARY:${t.title}\nDTSTART:${ymd(t.t).replace(/-/g, '')}T110000Z\nLOCATION:${ROOMS[4]}\nEND:VEVENT\nEND:VCALENDAR\n`, 'text/calendar');
      return html(this.cms(`${g[0].toUpperCase()} Seminar ${y}: talk ${i}`, [[`${W}/research/groups/${g[0]}/`, g[1]], [base, `Seminar ${y}`]], `<h2>${esc(t.title)}</h2><p><strong>Speaker:</strong> ${esc(t.who)}, ${t.aff}<br><strong>Date:</strong> ${longDate(t.t)}, 11:00–12:00<br><strong>Venue:</strong> ${ROOMS[4]}</p><h3>Abstract</h3><p>${prose(r, 6)}</p><h3>Bio</h3><p>${prose(r, 2)}</p><p>${[i > 1 ? a(`${base}talk-${i - 1}.html`, '« Previous talk') : '', i < n ? a(`${base}talk-${i + 1}.html`, 'Next talk »') : '', a(`${base}talk-${i}.ics`, 'Add to calendar')].filter(Boolean).join(' | ')}</p>`));
    }
    if (p === '/research/seminars/') return html(this.cms('Seminars and talks', [[`${W}/research/`, 'Research']], li(GROUPS.map(([g, n]) => a(`${W}/research/groups/${g}/seminars/2019-20/`, `${g.toUpperCase()} Seminar 2019-20 (${n})`)))));
    if (p === '/news/') {
      const pg = +(q.get('page') ?? 0), per = 15, last = Math.ceil(this.news.length / per) - 1; if (!(pg >= 0 && pg <= last)) return NF;
      const items = this.news.slice(pg * per, pg * per + per).map((n) => `<article>${a(`${W}/news/${n.slug}`, n.title)}<p class="date">${longDate(n.t)}</p><p>${prose(rng(n.t), 2)}</p></article>`).join('\n');
      const pager = [0, pg - 1, ...Array.from({ length: 9 }, (_, i) => pg - 4 + i), pg + 1, last].filter((x, i, s) => x >= 0 && x <= last && s.indexOf(x) === i).map((x) => a(x ? `${W}/news/?page=${x}` : `${W}/news/`, String(x + 1)));
      return html(this.cms('News', [], `${items}<nav class="pager">${pager.join(' ')}</nav>`));
    }
    if ((m = p.match(/^\/news\/(\d{4}\/\d\d\/[a-z0-9-]+)$/))) {
      const i = this.newsKey.get(m[1]); if (i === undefined) return NF; const n = this.news[i];
      const x = n.mod >= 0 ? this.mods[n.mod] : null;
      const extra = x ? `<p>The projects were developed in ${a(this.home(x, x.offs.length - 1), `${x.code} ${x.title}`)}, taught by ${a(this.prof(this.staff[x.org]), this.staff[x.org].name)}.</p>` : r() < 0.03 ? `<p>See also ${a(`${W}/news/2017/03/${slugify(prose(r, 1)).slice(0, 40)}`, 'our earlier story')}.</p>` : '';
      return html(this.cms(n.title, [[`${W}/news/`, 'News']], `<p class="date">${longDate(n.t)}</p><img src="${W}/sites/default/files/news/${i}.jpg" alt=""><p>${prose(r, 5)}</p>${extra}<p>${prose(r, 4)}</p><h2>Related news</h2>${li([this.news[(i + 1) % this.news.length], this.news[(i + 7) % this.news.length]].map((z) => a(`${W}/news/${z.slug}`, z.title)))}`));
    }
    if (p === '/events/') return html(this.cms('Events', [], li(this.events.filter((e) => e.t >= NOW - 30 * DAY).map((e) => `${a(`${W}/events/${e.slug}`, e.title)} — ${longDate(e.t)}`)) + `<p>${a(`${W}/events/calendar/2020/02/`, 'Calendar view')}</p>`));
    if ((m = p.match(/^\/events\/([a-z0-9-]+)$/))) {
      const i = this.evKey.get(m[1]); if (i === undefined) return NF; const e = this.events[i]; const d = new Date(e.t);
      return html(this.cms(e.title, [[`${W}/events/`, 'Events']], `<p>${longDate(e.t)}, ${int(r, 12, 17)}:00, ${pick(r, ROOMS)}</p><p>${prose(r, 5)}</p><p>${a(`${W}/events/calendar/${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/`, 'See the day in the calendar')}</p>`));
    }
    if ((m = p.match(/^\/events\/calendar\/(\d{4})\/(\d\d)\/(?:(\d\d)\/)?$/))) { const y = +m[1], mo = +m[2] - 1; if (mo > 11) return NF;
      const dm = (t: number) => { const d = new Date(t); return `${W}/events/calendar/${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/`; };
      if (m[3]) {
        const t = Date.UTC(y, mo, +m[3]); if (new Date(t).getUTCMonth() !== mo) return NF;
        const evs = (this.evByDay.get(ymd(t)) ?? []).map((i) => a(`${W}/events/${this.events[i].slug}`, this.events[i].title));
        return html(this.cms(`Events on ${longDate(t)}`, [[`${W}/events/`, 'Events'], [dm(t), `${MON[mo]} ${y}`]], `${evs.length ? li(evs) : '<p>No events.</p>'}<p>${a(dm(t - DAY) + pad(new Date(t - DAY).getUTCDate()) + '/', '« Previous day')} | ${a(dm(t + DAY) + pad(new Date(t + DAY).getUTCDate()) + '/', 'Next day »')}</p>`));
      }
      const t = Date.UTC(y, mo, 1), nd = new Date(Date.UTC(y, mo + 1, 0)).getUTCDate();
      const cells = Array.from({ length: nd }, (_, i) => `<td>${a(`${dm(t)}${pad(i + 1)}/`, String(i + 1))}${(this.evByDay.get(ymd(t + i * DAY)) ?? []).map((k) => `<br>${a(`${W}/events/${this.events[k].slug}`, this.events[k].title)}`).join('')}</td>`);
      return html(this.cms(`Calendar: ${MON[mo]} ${y}`, [[`${W}/events/`, 'Events']], `<p>${a(dm(t - DAY), '« Previous month')} | ${a(dm(t + 32 * DAY), 'Next month »')}</p><table class="calendar"><tr>${cells.join('')}</tr></table>`));
    }
    const STATIC: Record<string, string> = { '/about/': 'About the School', '/study/': 'Study with us', '/computing/': 'Computing facilities', '/about/contact/': 'Contact and directions', '/about/jobs/': 'Jobs', '/about/athena-swan/': 'Athena SWAN and equality', '/about/facilities/': 'Buildings and facilities', '/about/history/': 'History of the School', '/study/undergraduate/': 'Undergraduate study', '/study/postgraduate-taught/': 'MSc programmes', '/study/postgraduate-research/': 'PhD study', '/study/open-days/': 'Open days', '/study/scholarships/': 'Scholarships', '/current-students/': 'Current students', '/current-students/teaching-office/': 'Teaching Office', '/current-students/support/': 'Student support', '/research/': 'Research', '/research/impact/': 'Impact case studies', '/people/': 'People', '/people/visitors/': 'Visitors', '/computing/accounts/': 'Computing accounts', '/teaching/regulations/': 'Regulations', '/teaching/marking-scheme/': 'Common marking scheme', '/teaching/academic-misconduct/': 'Academic misconduct', '/teaching/feedback/': 'Feedback', '/teaching/personal-tutors/': 'Personal tutors', '/teaching/extensions/': 'Extensions and special circumstances' };
    const st = STATIC[p]; if (!st) return NF;
    const links: Record<string, string[]> = {
      '/current-students/': [a(`${W}/teaching/`, 'Teaching and courses'), a(`${CMS}/`, 'WebCMS'), a(`${MDL}/`, 'Moodle'), a(`${TT}/`, 'Timetables'), a(`${LISTS}/pipermail/teaching-announce/`, 'Teaching Office announcements archive'), a(`${WIKI}/index.php/Coursework_submission`, 'Submitting coursework'), a(`${SOC}/`, 'CompSoc')],
      '/people/': [a(`${W}/people/staff/`, 'Academic staff'), a(`${W}/people/research-students/`, 'Research students'), a(`${W}/people/professional-services/`, 'Professional services')],
      '/research/': [a(`${W}/research/groups/`, 'Groups and institutes'), a(`${W}/research/seminars/`, 'Seminars'), a(`${PURE}/en/publications/`, 'Publications')],
      '/study/undergraduate/': ['BSc Computer Science', 'MInf Informatics', 'BSc Artificial Intelligence', 'BEng Software Engineering'].map((n) => a(`${DRPS}/19-20/dpt/ut${slugify(n).replace(/-/g, '')}.htm`, n)).concat(a(`${HB}/2019/undergraduate/`, 'Handbook 2019 (COMP courses)')),
      '/study/postgraduate-taught/': ['MSc Advanced Computer Science', 'MSc Data Science', 'MSc Cyber Security'].map((n) => a(`${DRPS}/19-20/dpt/pt${slugify(n).replace(/-/g, '')}.htm`, n)).concat(a(`${HB}/2019/postgraduate/`, 'Handbook 2019 (postgraduate)')),
      '/about/jobs/': [a(`${UNI}/jobs/vacancies/`, 'University vacancies')],
    };
    return html(this.cms(st, p.split('/').length > 3 ? [[`${W}/${p.split('/')[1]}/`, p.split('/')[1].replace(/-/g, ' ')]] : [], `<p>${prose(r, 5)}</p>${links[p] ? li(links[p]) : ''}<p>${prose(r, 4)}</p>`));
  }
  private infr(x: Mod): string { return `infr${pad(x.level + 7)}${pad(hash(x.code) % 1000, 3)}`; }

  private infCourse(slug: string, y: string, sub: string, r: R): Resp {
    const x = this.key.get(`inf/${slug}`); const k = x ? x.offs.indexOf(y) : -1; if (!x || k < 0) return NF;
    const base = this.home(x, k), org = this.staff[x.org], ws = this.weeks(x, y), lec = this.staff[(x.org + 7) % 110];
    let mm: RegExpMatchArray | null;
    if ((mm = sub.match(/^(slides\/lec|tutorials\/tut)(\d\d)\.pdf$/))) return +mm[2] >= 1 && +mm[2] <= ws.length * 2 ? pdf(`${x.code} ${mm[1]} ${mm[2]}`) : NF;
    const nav = `<nav class="course-nav">${[a(base, 'Home'), ...['lectures', 'tutorials', 'labs', 'coursework', 'exam', 'resources'].map((s) => a(`${base}${s}.html`, s[0].toUpperCase() + s.slice(1))), '<a href="https://piazza.com/northbridge.ac.uk/spring2020">Piazza</a>', ...x.offs.filter((o) => o !== y).map((o) => a(this.home(x, x.offs.indexOf(o)), `${o} version`))].join(' | ')}</nav>`;
    const title = `${x.title} (${x.code}) ${y}`, crumbs: [string, string][] = [[`${W}/teaching/`, 'Teaching'], [`${W}/teaching/courses/`, 'Courses']];
    if (!sub) {
      const sched = ws.map((w) => `<tr><td>${w.n}</td><td>${new Date(w.t).getUTCDate()} ${MON[new Date(w.t).getUTCMonth()].slice(0, 3)}</td><td>${esc(w.topic)}</td><td>${a(`${base}slides/lec${pad(w.n * 2 - 1)}.pdf`, 'L' + (w.n * 2 - 1))} ${a(`${base}slides/lec${pad(w.n * 2)}.pdf`, 'L' + w.n * 2)}</td><td>${w.n > 2 ? a(`${base}tutorials/tut${pad(w.n - 2)}.pdf`, `Tutorial ${w.n - 2}`) : ''}</td></tr>`).join('\n');
      const body = `${nav}<p class="meta">${y} · Semester ${x.sem} · SCQF level ${x.level + 7} · ${x.credits} credits</p><h2>Announcements</h2>${li(Array.from({ length: 3 }, (_, i) => `<strong>${longDate(Math.min(NOW - 2 * DAY, ws[0].t + (6 - i * 2) * 7 * DAY + i * DAY))}</strong>: ${prose(r, 1)}`))}
<h2>Course staff</h2><ul><li>Course organiser: ${a(this.prof(org), org.name)}</li><li>Lecturer: ${a(this.prof(lec), lec.name)}</li><li>Teaching assistant: ${esc(pick(r, this.phd).name)}</li><li>Course secretary: Teaching Office (${a(`${W}/current-students/teaching-office/`, 'contact')})</li></ul>
<h2>Lectures, tutorials and labs</h2><p>Lectures: ${pick(r, ['Monday and Thursday', 'Tuesday and Friday', 'Wednesday and Friday'])} ${((h) => `${h}:10–${h + 1}:00`)(int(r, 9, 15))}, ${pick(r, ROOMS)}. Tutorials start in week 3; groups are allocated by the Teaching Office. Lab sessions run weekly in the Forum labs.</p>
<h2>Assessment</h2><ul><li>${a(`${base}cw1.html`, 'Coursework 1')} (${int(r, 10, 20)}%), due 16:00 ${longDate(ws[4].t + 3 * DAY)}</li><li>${a(`${base}cw2.html`, 'Coursework 2')} (${int(r, 15, 25)}%), due 16:00 ${longDate(ws[8].t + 3 * DAY)}</li><li>${a(`${base}exam.html`, 'Written examination')} (${x.sem === 1 ? 'December' : 'May'} diet)</li></ul>
<h2>Weekly schedule</h2><table class="schedule"><thead><tr><th>Week</th><th>Starting</th><th>Topic</th><th>Slides</th><th>Tutorial</th></tr></thead><tbody>${sched}</tbody></table>
<h2>Resources</h2><ul><li>Course descriptor: ${a(`${DRPS}/${y.slice(2)}/dpt/cx${this.infr(x)}.htm`, 'DRPS')}</li><li>${a(`${EXAM}/browse/comp/${x.code}/`, 'Past exam papers')}</li><li>${a(`${TT}/sws/module.aspx?year=${y.slice(2, 4)}${y.slice(5)}&code=${x.code}&week=all`, 'Timetable')}</li><li>Recommended reading: ${esc(pick(r, LAST))}, <em>${esc(x.title)}</em>, ${int(r, 2, 5)}th edition.</li></ul>`;
      return html(this.cms(title, crumbs, body));
    }
    const SUBS: Record<string, string> = { 'lectures.html': 'Lectures', 'tutorials.html': 'Tutorials', 'labs.html': 'Labs', 'coursework.html': 'Coursework', 'cw1.html': 'Coursework 1', 'cw2.html': 'Coursework 2', 'exam.html': 'Exam information', 'resources.html': 'Resources' };
    if (!SUBS[sub]) return NF;
    const body = sub === 'lectures.html' ? li(ws.flatMap((w) => [1, 2].map((j) => `Week ${w.n}: ${esc(w.topic)} (${j}/2) ${a(`${base}slides/lec${pad(w.n * 2 - 2 + j)}.pdf`, 'slides')}`))) : sub === 'coursework.html' ? li([a(`${base}cw1.html`, 'Coursework 1'), a(`${base}cw2.html`, 'Coursework 2')]) : `<p>${prose(r, 8)}</p>`;
    return html(this.cms(`${x.code} ${SUBS[sub]}`, [...crumbs, [base, x.code]], nav + body));
  }

  // ---------------------------------------------------------------- WebCMS and class accounts (AU-style terms)
  private webcms(p: string, q: URLSearchParams, r: R): Resp {
    const page = (t: string, side: string, main: string) => html(this.plain(`${t} | WebCMS3`, `<div class="navbar">${a(`${CMS}/`, 'WebCMS3')} ${a(`${CMS}/courses/?term=19T3`, 'Courses')} ${a(`${CMS}/login`, 'Log in')}</div><div class="row"><div class="sidebar">${side}</div><div class="content">${main}</div></div><footer>School of Computing, UNSW-style WebCMS 3.0.4 · ${a(`${W}/`, 'School home')}</footer>`, `<link rel="stylesheet" href="${CMS}/static/css/webcms3.css">`));
    const list = (t: string) => li(this.mods.filter((x) => x.route === 'cms' && x.offs.includes(t)).map((x) => `${a(this.home(x, x.offs.indexOf(t)), `${x.code} ${t}`)}: ${esc(x.title)}`));
    if (p === '/') return page('Current courses', li(['19T1', '19T2', '19T3'].map((t) => a(`${CMS}/courses/?term=${t}`, `Courses in ${t}`))), `<h1>Courses in 20T1</h1>${list('20T1')}`);
    if (p === '/courses/') { const t = q.get('term') ?? ''; return /^(19T[123]|20T1)$/.test(t) ? page(`Courses ${t}`, '', `<h1>Courses in ${t}</h1>${list(t)}`) : NF; }
    if (p === '/login') return page('Log in', '', '<form method="post"><input name="zid"><input type="password" name="password"></form>');
    if (p.startsWith('/static/')) return p.endsWith('.pdf') ? pdf(p) : p.endsWith('.css') ? text('.sidebar{float:left}', 'text/css') : NF;
    const m = p.match(/^\/(COMP\d{4})\/(?:(\d\dT\d)\/(.*))?$/); if (!m) return NF; const x = this.key.get(`cms/${m[1]}`); if (!x) return NF; if (!m[2]) return go(this.home(x, x.offs.length - 1)); const k = x.offs.indexOf(m[2]); if (k < 0) return NF;
    const base = this.home(x, k), sub = m[3], ws = this.weeks(x, m[2]), rid = 100000 + (hash(base) % 800000), lic = this.staff[x.org];
    const side = `<h4>${x.code} ${m[2]}</h4>${li([a(base, 'Course home'), a(`${base}outline`, 'Course outline'), a(`${base}notices`, 'Notices'), a(`${base}timetable`, 'Timetable'), a(`${base}resources/lectures`, 'Lectures'), a(`${base}resources/tutorials`, 'Tutorials'), a(`${base}resources/labs`, 'Labs'), a(`${base}resources/assignments`, 'Assignments'), a(`${base}forums`, 'Forums'), a(`${base}staff`, 'Course staff')])}`;
    const title = `${x.code} ${x.title} - ${m[2]}`;
    if (!sub) return page(title, side, `<h1>${esc(x.title)}</h1><p>${this.offName(m[2])} · 6 units of credit</p><h2>Notices</h2>${Array.from({ length: 4 }, (_, i) => `<div class="notice"><h4>${a(`${base}notices/${rid + i}`, pick(r, ['Week ' + (i + 1) + ' update', 'Assignment 1 released', 'Lab marking', 'Help sessions', 'Exam information']))}</h4><small>Posted by ${esc(lic.name)} ${longDate(Math.min(NOW, START[m[2]] + (9 - i) * 7 * DAY))}</small><p>${prose(r, 2)}</p></div>`).join('')}
<h2>Course summary</h2><p>Lecturer in charge: ${esc(lic.name)} (${lic.user}@${DOM}). Course admin: ${esc(pick(r, this.phd).name)}. Lectures ${pick(r, ['Tue 14-16, Thu 10-12', 'Mon 16-18, Wed 11-13'])} in ${pick(r, ROOMS)}; tut-labs from week 1.</p><table><tr><th>Week</th><th>Lectures</th><th>Tut-lab</th></tr>${ws.map((w) => `<tr><td>${w.n}</td><td>${a(`${base}resources/${rid + 10 + w.n}`, w.topic)}</td><td>${w.n === 6 ? 'Flexibility week' : a(`${base}resources/${rid + 30 + w.n}`, `Tut-lab ${w.n}`)}</td></tr>`).join('')}</table><p>Assessment: assignment 1 (15%), assignment 2 (25%), weekly labs (10%), final exam (50%).</p>`);
    let mm: RegExpMatchArray | null;
    if (sub === 'forums') return go(`${CMS}/login?next=${encodeURIComponent(`/${x.code}/${m[2]}/forums`)}`);
    if ((mm = sub.match(/^(?:notices\/|resources\/)(\d+)$/))) { const id = +mm[1] - rid; if (id < 0 || id > 45) return NF;
      return page(title, side, `<h2>${sub.startsWith('notices') ? 'Notice' : id > 30 ? `Tut-lab ${id - 30}` : id > 10 ? `Lecture week ${id - 10}` : 'Resource'}</h2><p>${prose(r, 4)}</p>${sub.startsWith('resources') ? a(`${CMS}/static/uploads/course/${x.code}/${m[2]}/${(hash(sub) >>> 8).toString(16)}/${id > 30 ? 'tutlab' : 'week'}${pad(id % 20)}.pdf`, 'Download PDF') : ''}`);
    }
    const S: Record<string, string> = { outline: 'Course outline', notices: 'Notices', timetable: 'Timetable', 'resources/lectures': 'Lectures', 'resources/tutorials': 'Tutorials', 'resources/labs': 'Labs', 'resources/assignments': 'Assignments', staff: 'Course staff' };
    if (!S[sub]) return NF;
    const body = sub === 'resources/lectures' ? li(ws.map((w) => a(`${base}resources/${rid + 10 + w.n}`, `Week ${w.n}: ${w.topic}`))) : sub === 'resources/tutorials' || sub === 'resources/labs' ? li(ws.map((w) => a(`${base}resources/${rid + 30 + w.n}`, `Week ${w.n}`))) : sub === 'notices' ? li(Array.from({ length: 10 }, (_, i) => a(`${base}notices/${rid + i}`, `Notice ${i + 1}`))) : sub === 'resources/assignments' ? li([a(`${base}resources/${rid + 8}`, 'Assignment 1 specification'), a(`${base}resources/${rid + 9}`, 'Assignment 2 specification')]) : `<p>${prose(r, 8)}</p>`;
    return page(`${S[sub]} - ${title}`, side, `<h1>${S[sub]}</h1>${body}`);
  }

  private cgi(p: string, r: R): Resp {
    const m = p.match(/^\/~cs(\d{4})\/(?:(\d\dT\d)\/(.*))?$/); if (!m) return p === '/' ? html(this.plain('cgi.comp', `<p>${a(`${W}/`, 'School of Computing')}</p>`)) : NF;
    const x = this.key.get(`cgi/cs${m[1]}`); if (!x) return NF; if (!m[2]) return go(this.home(x, x.offs.length - 1)); const k = x.offs.indexOf(m[2]); if (k < 0) return NF;
    const base = this.home(x, k), sub = m[3], ws = this.weeks(x, m[2]);
    const side = `<div id="sidebar">${li([a(base, x.code + ' ' + m[2]), a(`${base}outline/`, 'Course Outline'), a(`${base}lec/`, 'Lectures'), a(`${base}tut/`, 'Tutorials'), a(`${base}lab/`, 'Labs'), a(`${base}assignments/ass1/`, 'Assignment 1'), a(`${base}assignments/ass2/`, 'Assignment 2'), a(`${base}exam/`, 'Exam'), a(`${CMS}/`, 'WebCMS')])}</div>`;
    const pg = (t: string, b: string) => html(this.plain(t, `<div class="banner"><h1>${x.code} ${esc(x.title)}</h1><p>${this.offName(m[2])}</p></div>${side}<div id="main">${b}</div>`, `<link rel="stylesheet" href="${base}course.css">`));
    let mm: RegExpMatchArray | null;
    if (!sub) return pg(`${x.code} ${x.title} ${m[2]}`, `<h2>Course information</h2><p>Lecturer: ${esc(this.staff[x.org].name)}. Lectures ${pick(r, ['Tue 12-14 and Thu 13-15', 'Mon 9-11 and Wed 14-16'])}, ${pick(r, ROOMS)}. Tut-labs start week 1.</p><h2>Lecture topics</h2><table>${ws.map((w) => `<tr><td>Week ${w.n}</td><td>${esc(w.topic)}</td><td>${a(`${base}lec/${pad(w.n)}/`, 'notes')}</td><td>${a(`${base}tut/${pad(w.n)}/`, 'tut')}</td><td>${a(`${base}lab/${pad(w.n)}/`, 'lab')}</td></tr>`).join('')}</table><h2>Assessment</h2><ul><li>Labs 15%</li><li>${a(`${base}assignments/ass1/`, 'Assignment 1')} 15%</li><li>${a(`${base}assignments/ass2/`, 'Assignment 2')} 20%</li><li>${a(`${base}exam/`, 'Final exam')} 50%</li></ul>`);
    if ((mm = sub.match(/^(lec|tut|lab)\/(?:(\d\d)\/(?:code\/([a-z_]+\.(?:c|sh|py)))?)?$/))) {
      if (!mm[2]) return pg(`${mm[1]} index`, li(ws.map((w) => a(`${base}${mm![1]}/${pad(w.n)}/`, `Week ${w.n}: ${w.topic}`))));
      if (+mm[2] < 1 || +mm[2] > ws.length) return NF;
      const files = ['hello.c', 'count_words.sh', 'linked_list.c', 'scrape.py'].slice(0, 1 + (+mm[2] % 4));
      if (mm[3]) return files.includes(mm[3]) ? text(`# ${x.code} ${m[2]} week ${mm[2]}\n# ${mm[3]}\n${prose(r, 2)}\n`) : NF;
      return pg(`${x.code} ${mm[1]} week ${mm[2]}`, `<p>${prose(r, 5)}</p>${mm[1] === 'lec' ? li(files.map((f) => a(`${base}lec/${mm![2]}/code/${f}`, f))) : ''}`);
    }
    return ['outline/', 'assignments/ass1/', 'assignments/ass2/', 'exam/'].includes(sub) ? pg(`${x.code} ${sub.replace(/\//g, ' ')}`, `<p>${prose(r, 9)}</p>`) : sub === 'course.css' ? text('#sidebar{float:left}', 'text/css') : NF;
  }

  // ---------------------------------------------------------------- personal homepages (staff and students)
  private homepages(p: string, r: R): Resp {
    let m = p.match(/^\/(s\d{7})\/$/); if (m) { const s = this.users.get(m[1]); if (!s || !s.hp) return NF;
      const tut = this.mods.filter((x) => x.route === 'inf' || x.route === 'cms')[hash(s.user) % 78];
      return html(this.plain(s.name, `<h1>${esc(s.name)}</h1><p>PhD student in the ${a(`${W}/research/groups/${GROUPS[s.grp][0]}/`, GROUPS[s.grp][1])}, supervised by ${a(this.prof(this.staff[s.sup]), this.staff[s.sup].name)}.</p><p>${prose(r, 4)}</p>${tut && r() < 0.4 ? `<h2>Tutoring</h2><p>In 2019-20 I tutor ${a(this.home(tut, tut.offs.length - 1), tut.code)}.</p>` : ''}<p>${a(`${W}/people/research-students/${s.slug}.html`, 'School profile')}</p>`));
    }
    m = p.match(/^\/~([a-z0-9]+)\/(.*)$/); if (!m) return NF;
    const s = this.users.get(m[1]); if (!s || s.kind !== 'staff' || (s.hp !== 1 && s.hp !== 2)) return NF;
    const si = this.staff.indexOf(s), mine = this.mods.filter((x) => x.org === si && x.route === 'per'), orgd = this.mods.filter((x) => x.org === si && x.route === 'inf');
    const me = `${HP}/~${s.user}/`, sub = m[2];
    const own = mine.flatMap((x) => x.offs.map((o, k) => `${a(this.home(x, k), `${x.code} ${x.title}`)} (${this.offName(o)})`));
    if (!sub) return html(this.plain(s.name, `<h1>${esc(s.name)}</h1><img src="${me}me.jpg" alt=""><p>${s.title}, School of Computing, University of Northbridge.<br>Office: ${pick(r, ROOMS)}</p><p>${prose(r, 3)}</p><ul><li>${a(`${me}publications.html`, 'Publications')}</li><li>${s.hp === 1 ? a(`${me}teaching/`, 'Teaching') : 'Teaching: see below'}</li><li>${a(`${me}students.html`, 'Students and prospective students')}</li><li>${a(`${me}cv.pdf`, 'CV (PDF)')}</li></ul>${(s.hp === 2 || hash(s.user) % 3 === 0) && own.length ? `<h2>Teaching</h2>${li(own)}` : ''}<hr><p>${a(this.prof(s), 'School profile')}</p>`));
    if (sub === 'cv.pdf') return pdf(`CV ${s.name}`);
    if (sub === 'publications.html' || sub === 'students.html') return html(this.plain(`${s.name}: ${sub.split('.')[0]}`, `<h1>${sub === 'students.html' ? 'Students' : 'Publications'}</h1>${li(Array.from({ length: 12 }, () => esc(prose(r, 1))))}<p>${a(me, 'Home')}</p>`));
    if (sub === 'teaching/' && s.hp === 1) return html(this.plain(`${s.name}: Teaching`, `<h1>Teaching</h1>${own.length ? `<h2>Current and recent modules</h2>${li(own)}` : ''}${orgd.length ? `<h2>Undergraduate courses I organise</h2>${li(orgd.map((x) => a(this.home(x, x.offs.length - 1), `${x.code} ${x.title}`)))}` : ''}<h2>Past teaching</h2><p>${prose(r, 2)}</p><p>${a(me, 'Home')}</p>`));
    const mm = sub.match(s.hp === 2 ? /^(COMP\d{4})\/(\d\dT\d)\/(.*)$/ : /^teaching\/([a-z0-9-]+)\/(20\d\d-\d\d)\/(.*)$/); if (!mm) return NF;
    const x = this.key.get(`per/${s.user}/${mm[1]}`); const k = x ? x.offs.indexOf(mm[2]) : -1; if (!x || k < 0) return NF;
    const base = this.home(x, k), ws = this.weeks(x, mm[2]), rest = mm[3];
    if (/^notes\/week\d\d\.pdf$/.test(rest)) return pdf(`${x.code} ${rest}`);
    const head = `<h1>${x.code}: ${esc(x.title)}</h1><h3>${this.offName(mm[2])}${s.hp === 1 ? `, Term ${x.sem}` : ''}</h3><p>${[a(base, 'Home'), a(`${base}lectures.html`, 'Lecture notes'), a(`${base}coursework.html`, 'Coursework'), a(me, s.name)].join(' · ')}</p>`;
    if (!rest) return html(this.plain(`${x.code} ${x.title} ${mm[2]}`, `${head}<p><b>Lecturer:</b> ${esc(s.name)} (${s.user}@${DOM})<br><b>Lectures:</b> ${pick(r, ['Mondays', 'Tuesdays', 'Thursdays'])} ${((h) => `${h}:00–${h + 2}:00`)(int(r, 10, 16))}, ${pick(r, ROOMS)}<br><b>Labs:</b> ${pick(r, ['Wednesdays', 'Fridays'])} 14:00, Linux lab 3</p><h2>Aims</h2><p>${prose(r, 3)}</p><h2>Assessment</h2><p>Coursework 30% (see ${a(`${base}coursework.html`, 'coursework page')}), examination 70%.</p><h2>Schedule</h2><ol>${ws.map((w) => `<li>${esc(w.topic)} — ${a(`${base}notes/week${pad(w.n)}.pdf`, 'notes')}</li>`).join('')}</ol><p>Announcements are made by email to the class list; last updated ${longDate(NOW - int(r, 2, 40) * DAY)}.</p>`));
    if (rest === 'lectures.html' || rest === 'coursework.html') return html(this.plain(`${x.code} ${rest}`, `${head}<p>${prose(r, 6)}</p>`));
    return NF;
  }

  // ---------------------------------------------------------------- Moodle (public guest view of some course pages)
  private moodle(p: string, q: URLSearchParams, r: R): Resp {
    const nums = (k: string) => { const v = q.get(k); return v !== null && /^\d+$/.test(v) ? +v : -1; };
    const cfg = `<script>M.cfg = {"wwwroot":"${MDL}","sesskey":"","themerev":"1581001234","slasharguments":1,"theme":"boost","iconsystemmodule":"core\\/icon_system_fontawesome","jsrev":"1581001234","admin":"admin","svgicons":true,"usertimezone":"Europe\\/London","contextid":${int(r, 2, 90000)}};var yui1ConfigFn = function(me) {if(/-skin|reset|fonts|grids|base/.test(me.name)){me.type='css';me.path=me.path.replace(/\\.js/,'.css');me.path=me.path.replace(/\\/yui2-skin/,'/assets/skins/sam/yui2-skin')}};${'M.util.js_pending("core/first");'.repeat(40)}</script>`;
    const drawer = `<div id="nav-drawer"><nav class="list-group">${li([a(`${MDL}/`, 'Site home'), a(`${MDL}/course/index.php`, 'All courses'), a(LOGIN, 'Calendar (log in)'), a(`${MDL}/admin/tool/dataprivacy/summary.php`, 'Data retention summary')])}</nav></div>`;
    const page = (t: string, crumbs: string[], main: string) => html(this.plain(t, `${this.boiler}${cfg}${drawer}<nav class="navbar">${a(`${MDL}/`, 'Northbridge Moodle')} ${a(`${MDL}/course/index.php`, 'Courses')} ${a(LOGIN, 'Log in')}</nav><div id="page-navbar"><ol class="breadcrumb">${[a(`${MDL}/`, 'Home'), ...crumbs].map((c) => `<li>${c}</li>`).join('')}</ol></div><div id="region-main">${main}</div><footer>You are currently using guest access (${a(LOGIN, 'Log in')}) · ${a(`${MDL}/admin/tool/dataprivacy/summary.php`, 'Data retention summary')}</footer>`));
    const cats: Record<number, [string, number]> = { 1: ['Faculty of Engineering', 0], 2: ['Faculty of Science', 0], 3: ['Business School', 0], 12: ['School of Computing', 1], 13: ['School of Electrical Engineering', 1], 31: ['2019 Semester 1', 12], 32: ['2019 Semester 2', 12], 33: ['2020 Semester 1', 12], 34: ['Community and support', 12] };
    const catLink = (id: number) => a(`${MDL}/course/index.php?categoryid=${id}`, cats[id][0]);
    const crumb = (id: number): string[] => (id ? [...crumb(cats[id][1]), catLink(id)] : []);
    if (p === '/' || p === '/index.php') return page('Northbridge Moodle', [], `<h2>Site announcements</h2>${Array.from({ length: 3 }, () => `<p>${prose(r, 2)}</p>`).join('')}<h2>Course categories</h2>${li([1, 2, 3].map(catLink))}<p>${a(`${MDL}/course/index.php`, 'All courses')}</p>`);
    if (p === '/login/index.php') return page('Log in to the site', [], `<form action="${LOGIN}" method="post"><input name="username"><input type="password" name="password"></form><p>${a(`${MDL}/login/forgot_password.php`, 'Forgotten your username or password?')}</p>`);
    if (p === '/login/forgot_password.php' || p === '/admin/tool/dataprivacy/summary.php') return page('Moodle', [], `<p>${prose(r, 3)}</p>`);
    if (p === '/course/index.php') {
      const id = q.has('categoryid') ? nums('categoryid') : 0; if (id && !cats[id]) return NF;
      const subs = Object.entries(cats).filter(([, [, par]]) => par === id).map(([k]) => catLink(+k));
      let courses: [number, string][] = [];
      if (MDL_CAT[cats[id]?.[0] ?? ''] === id) courses = this.mods.filter((x) => x.route === 'mdl').flatMap((x) => x.offs.map((o, k): [number, string] => [x.ids[k], o === cats[id][0] ? `${x.code} ${x.title} (${this.offName(o)})` : ''])).filter(([, t]) => t);
      else if (id === 34) courses = [[2101, 'School of Computing Student Hub'], [2102, 'PhD Students Noticeboard'], [2103, 'Computing Teaching Assistants']];
      else if (id === 13 || id === 2 || id === 3) courses = Array.from({ length: 14 }, (_, i) => [9000 + id * 100 + i, `${['ELEC', 'MATH', 'ACCT'][id % 3]}${int(rng(id * 31 + i), 10000, 99999)} ${pick(rng(id * 7 + i), ['Circuits', 'Analysis', 'Accounting', 'Statistics', 'Signals', 'Marketing'])} (2019 Semester ${1 + (i % 2)})`]);
      const per = 20, pg = Math.max(0, nums('page')), last = Math.max(0, Math.ceil(courses.length / per) - 1); if (pg > last) return NF;
      const shown = courses.slice(pg * per, pg * per + per).map(([cid, t]) => `<div class="coursebox">${a(`${MDL}/course/view.php?id=${cid}`, t)}<div class="teachers">Teacher: ${a(`${MDL}/user/view.php?id=${cid * 3 + 7}&course=${cid}`, pick(r, this.staff).name)}</div><div class="summary">${prose(r, 1)}</div></div>`).join('\n');
      const pager = last ? `<nav class="paging">${Array.from({ length: last + 1 }, (_, i) => a(`${MDL}/course/index.php?categoryid=${id}${i ? `&perpage=${per}&page=${i}` : ''}`, String(i + 1))).join(' ')}</nav>` : '';
      return page(id ? cats[id][0] : 'Course categories', id ? crumb(id) : [], `${subs.length ? `<h3>Subcategories</h3>${li(subs)}` : ''}${shown}${pager}`);
    }
    if (p === '/course/view.php') { const id = nums('id'), ent = this.mdlId.get(id);
      if (!ent) return id >= 2101 && id <= 2103 ? page('Community', crumb(34), `<h1>${id === 2101 ? 'School of Computing Student Hub' : id === 2102 ? 'PhD Students Noticeboard' : 'Computing Teaching Assistants'}</h1><p>${prose(r, 5)}</p>${li([a(`${MDL}/mod/forum/view.php?id=${id * 40}`, 'Notices')])}`) : id >= 9000 && id < 11000 ? go(LOGIN, 303) : NF;
      const [x, k] = ent, o = x.offs[k], ws = this.weeks(x, o), home = this.home(x, k), sec = q.has('section') ? nums('section') : -1;
      if (sec > ws.length) return NF; const cm = (w: number, j: number) => id * 100 + w * 5 + j;
      const section = (w: { n: number; t: number; topic: string }) => `<li class="section"><h3>${a(`${home}&section=${w.n}`, `Week ${w.n}: ${w.topic}`)}</h3><ul>${[a(`${MDL}/mod/resource/view.php?id=${cm(w.n, 0)}`, `Lecture ${w.n} slides`), a(`${MDL}/mod/page/view.php?id=${cm(w.n, 1)}`, `Workshop ${w.n} instructions`), w.n % 3 === 0 ? a(`${MDL}/mod/quiz/view.php?id=${cm(w.n, 2)}`, `Quiz ${w.n / 3}`) : '', w.n === 4 || w.n === 8 ? a(`${MDL}/mod/assign/view.php?id=${cm(w.n, 3)}`, `Project ${w.n / 4} submission`) : ''].filter(Boolean).map((z) => `<li class="activity">${z}</li>`).join('')}</ul></li>`;
      const head = `<h1>${x.code} ${esc(x.title)} (${this.offName(o)})</h1>`;
      const gen = `<li class="section"><h3>General</h3><ul><li class="activity">${a(`${MDL}/mod/forum/view.php?id=${cm(0, 0)}`, 'Announcements')}</li><li class="activity">${a(`${MDL}/mod/page/view.php?id=${cm(0, 1)}`, 'Subject overview and assessment')}</li><li class="activity">${a(`${MDL}/mod/resource/view.php?id=${cm(0, 2)}`, 'Subject guide (PDF)')}</li><li class="activity">${a(`${MDL}/mod/forum/view.php?id=${cm(0, 3)}`, 'Discussion board')}</li></ul><p>Coordinator: ${a(`${MDL}/user/view.php?id=${x.org + 500}&course=${id}`, this.staff[x.org].name)}. Lectures ${pick(r, ['Mon 11:00 and Wed 11:00', 'Tue 13:15 and Thu 13:15'])}, ${pick(r, ROOMS)}. Workshops from week 2. Assessment: two projects (20% + 20%), quizzes (10%), 2-hour end-of-semester exam (50%).</p></li>`;
      const blocks = `<aside>${li([a(`${MDL}/user/index.php?id=${id}`, 'Participants'), a(`${MDL}/grade/report/index.php?id=${id}`, 'Grades'), a(`${MDL}/calendar/view.php?view=upcoming&course=${id}`, 'Upcoming events'), a(`${MDL}/course/info.php?id=${id}`, 'Course summary')])}</aside>`;
      return page(`Course: ${x.code} ${x.title}`, [...crumb(MDL_CAT[o]), a(home, x.code)], head + (sec >= 0 ? `<ul class="topics">${sec === 0 ? gen : section(ws[sec - 1])}</ul>${a(home, 'Back to course')}` : `<ul class="topics">${gen}${ws.map(section).join('')}</ul>`) + blocks);
    }
    if (p === '/course/info.php') { const e = this.mdlId.get(nums('id')); return e ? page('Course summary', [], `<h2>${e[0].code} ${esc(e[0].title)}</h2><p>${prose(r, 4)}</p>`) : NF; }
    if (/^\/(user\/(view|index)|grade\/report\/index|mod\/(assign|quiz)\/view)\.php$/.test(p)) return go(LOGIN, 303);
    if (/^\/mod\/(resource|page|forum)\/view\.php$/.test(p) || p === '/mod/forum/discuss.php') {
      const id = nums(p.endsWith('discuss.php') ? 'd' : 'id'), cid = Math.floor(id / (p.endsWith('discuss.php') ? 1000 : 100)), e = this.mdlId.get(cid);
      if (!e) return p.endsWith('forum/view.php') && [84040, 84080, 84120].includes(id) ? page('Notices', [], `<p>${prose(r, 3)}</p>`) : NF;
      const home = this.home(e[0], e[1]), crumbs = [a(home, e[0].code)];
      if (p.includes('resource')) return r() < 0.3 ? go(LOGIN, 303) : go(`${MDL}/pluginfile.php/${cid * 7}/mod_resource/content/1/${e[0].code}_${id % 100}.pdf`, 303);
      if (p.includes('page')) return page(`${e[0].code}: page`, crumbs, `<p>${prose(r, 7)}</p>`);
      if (p.endsWith('discuss.php')) return page(`${e[0].code}: discussion`, crumbs, `<div class="forumpost"><p>${prose(r, 4)}</p></div>${a(`${MDL}/mod/forum/view.php?id=${cid * 100}`, 'Announcements')}`);
      return id % 100 === 3 ? go(LOGIN, 303) : page(`${e[0].code}: Announcements`, crumbs, li(Array.from({ length: 8 }, (_, i) => a(`${MDL}/mod/forum/discuss.php?d=${cid * 1000 + i}`, pick(r, ['Welcome', 'Project 1 released', 'Lecture recordings', 'Quiz 1 reminder', 'Consultation hours', 'Exam information']) + ` (${i + 1})`))));
    }
    if (p.startsWith('/pluginfile.php/')) return pdf(p);
    if (p === '/calendar/view.php') {
      const cid = nums('course'), e = this.mdlId.get(cid); if (!e) return NF;
      const t = q.has('time') ? nums('time') * 1000 : Date.UTC(2020, 1, 1), d = new Date(t), m0 = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      const ml = (tt: number) => a(`${MDL}/calendar/view.php?view=month&course=${cid}&time=${tt / 1000}`, `${MON[new Date(tt).getUTCMonth()]} ${new Date(tt).getUTCFullYear()}`);
      return page('Calendar', [a(this.home(e[0], e[1]), e[0].code)], `<h2>${q.get('view') === 'upcoming' ? 'Upcoming events' : `${MON[d.getUTCMonth()]} ${d.getUTCFullYear()}`}</h2><p>${ml(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1))} | ${ml(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))}</p><p>${m0 >= Date.UTC(2019, 1, 1) && m0 <= Date.UTC(2020, 6, 1) ? prose(r, 2) : 'There are no events this month.'}</p>`);
    }
    return NF;
  }

  // ---------------------------------------------------------------- DRPS (Edinburgh-style) and handbook (AU-style)
  private catalogue(host: string, p: string, r: R): Resp {
    let m: RegExpMatchArray | null;
    const infs = this.mods.filter((x) => x.route === 'inf'), others = this.mods.filter((x) => x.route === 'cms' || x.route === 'cgi' || x.route === 'mdl');
    if (host.startsWith('www.drps')) {
      const shell = (t: string, b: string) => html(this.plain(`${t} - DRPS`, `<div id="header">${a(`${DRPS}/`, 'Degree Regulations & Programmes of Study')}</div><h1>${esc(t)}</h1>${b}<div id="footer">${a(`${UNI}/`, 'University of Northbridge')} · ${a(`${DRPS}/19-20/dpt/drps_comp.htm`, 'School of Computing courses')}</div>`));
      if (p === '/') return shell('Degree Regulations & Programmes of Study', li(['19-20', '18-19'].map((y) => a(`${DRPS}/${y}/dpt/drps_comp.htm`, `20${y.replace('-', '/')}: School of Computing`))));
      if ((m = p.match(/^\/(19-20|18-19)\/dpt\/drps_comp\.htm$/))) { const y = `20${m[1]}`; return shell(`${y.replace('-', '/')} Courses: School of Computing`, `<table>${infs.filter((x) => x.offs.includes(y)).map((x) => `<tr><td>${a(`${DRPS}/${m![1]}/dpt/cx${this.infr(x)}.htm`, x.title)}</td><td>${this.infr(x).toUpperCase()}</td><td>SCQF ${x.level + 7}</td><td>Semester ${x.sem}</td></tr>`).join('\n')}</table>`); }
      if ((m = p.match(/^\/(19-20|18-19)\/dpt\/(ut|pt)([a-z]+)\.htm$/))) return shell(`Programme: ${m[3]}`, `<p>${prose(r, 3)}</p>${[1, 2, 3, 4].map((yr) => `<h3>Year ${yr}</h3><table>${infs.filter((x) => x.level === yr).map((x) => `<tr><td>${a(`${DRPS}/${m![1]}/dpt/cx${this.infr(x)}.htm`, x.title)}</td><td>${r() < 0.5 ? 'Compulsory' : 'Option'}</td><td>${x.credits}</td></tr>`).join('')}</table>`).join('')}`);
      if ((m = p.match(/^\/(19-20|18-19)\/dpt\/cx(infr\d{5})\.htm$/))) {
        const y = `20${m[1]}`, x = infs.find((z) => this.infr(z) === m![2]); if (!x || !x.offs.includes(y)) return NF;
        const url = y === '2019-20' ? `http://www.comp.${DOM}/teaching/courses/${x.code.toLowerCase()}` : this.home(x, x.offs.indexOf(y));
        return shell(`Undergraduate Course: ${x.title} (${this.infr(x).toUpperCase()})`, `<table class="sitstablegrid"><tr><th>School</th><td>School of Computing</td><th>College</th><td>College of Science and Engineering</td></tr><tr><th>Credit level (Normal year taken)</th><td>SCQF Level ${x.level + 7} (Year ${x.level} Undergraduate)</td><th>Availability</th><td>Available to all students</td></tr><tr><th>SCQF Credits</th><td>${x.credits}</td><th>ECTS Credits</th><td>${x.credits / 2}</td></tr><tr><th>Summary</th><td colspan="3">${prose(r, 4)}</td></tr><tr><th>Course description</th><td colspan="3">${prose(r, 6)}</td></tr><tr><th>Assessment</th><td colspan="3">Written Exam 70 %, Coursework 30 %, Practical Exam 0 %</td></tr><tr><th>Course organiser</th><td>${a(this.prof(this.staff[x.org]), this.staff[x.org].name)}</td><th>Course secretary</th><td>${esc(pick(r, this.ps).name)}</td></tr><tr><th>Additional information</th><td colspan="3">Course URL: ${a(url, url)}<br>Keywords: ${x.code}, ${esc(x.title.toLowerCase())}</td></tr></table><p>${a(`${EXAM}/browse/comp/${x.code}/`, 'Past papers')}</p>`);
      }
      return NF;
    }
    const shell = (t: string, b: string) => html(this.plain(`${t} - Handbook`, `<header>${a(`${HB}/`, 'Northbridge Handbook')} ${a(`${HB}/2020/undergraduate/`, '2020')} ${a(`${HB}/2019/undergraduate/`, '2019')}</header><main><h1>${esc(t)}</h1>${b}</main>`));
    if (p === '/') return shell('Handbook', li(['2019', '2020'].flatMap((y) => ['undergraduate', 'postgraduate'].map((c) => a(`${HB}/${y}/${c}/`, `${y} ${c}`)))));
    if ((m = p.match(/^\/(2019|2020)\/(undergraduate|postgraduate)\/$/))) return shell(`${m[1]} ${m[2]} courses`, li(others.filter((x) => (m![2] === 'postgraduate') === /^[A-Z]+9/.test(x.code)).map((x) => a(`${HB}/${m![1]}/${m![2]}/courses/${x.code}`, `${x.code} ${x.title}`))));
    if ((m = p.match(/^\/(2019|2020)\/(undergraduate|postgraduate)\/courses\/([A-Z]+\d+)$/))) {
      const x = others.find((z) => z.code === m![3]); if (!x) return NF;
      const offs = x.offs.filter((o) => o.includes(m![1].slice(2) + 'T') || o.startsWith(m![1]));
      const site = x.route === 'cgi' ? `<p>Course website: ${a(`${CGI}/~cs${x.code.slice(4)}/`, `${CGI}/~cs${x.code.slice(4)}/`)}</p>` : x.route === 'cms' && offs.length ? `<p>${a(`${CMS}/${x.code}/${offs[offs.length - 1]}/outline`, 'Course outline')}</p>` : x.route === 'mdl' ? '<p>Subject materials are delivered through the LMS (Moodle).</p>' : '';
      return shell(`${x.code} ${x.title}`, `<div class="attrs"><p>Units of credit: 6 · Campus: Kensington · Faculty of Engineering · Offering terms: ${offs.map((o) => this.offName(o)).join(', ') || 'Not offered in ' + m[1]}</p></div><h2>Overview</h2><p>${prose(r, 6)}</p><h2>Conditions for enrolment</h2><p>Prerequisite: ${esc(pick(r, others).code)}</p>${site}<p>${a(`${TT}/sws/module.aspx?year=1920&code=${x.code}&week=all`, 'Class timetable')}</p>`);
    }
    return NF;
  }

  // ---------------------------------------------------------------- MediaWiki (computing support)
  private wiki(p: string, q: URLSearchParams, r: R): Resp {
    if (p === '/') return go(`${WIKI}/index.php/Main_Page`, 301);
    const L = (t: string, text: string) => a(`${WIKI}/index.php/${t}`, text);
    const Q = (t: string, qs: string, text: string) => a(`${WIKI}/index.php?title=${encodeURIComponent(t)}&${qs}`, text);
    const shell = (t: string, tabs: string, body: string) => html(this.plain(`${t.replace(/_/g, ' ')} - Computing Help`, `${this.wikiRL}<div id="mw-head">${tabs}</div><div id="mw-panel">${li([L('Main_Page', 'Main page'), L('Special:RecentChanges', 'Recent changes'), L('Special:AllPages', 'All pages'), L('Special:Random', 'Random page'), a(`${STAT}/`, 'Service status'), a(`${W}/`, 'School of Computing')])}</div><div id="content"><h1 id="firstHeading">${esc(t.replace(/_/g, ' '))}</h1>${body}</div><div id="footer">This page is maintained by Computing Support. Content is available under the School IT regulations. ${L('Computing_Help:Privacy_policy', 'Privacy policy')} <img src="${WIKI}/resources/assets/poweredby_mediawiki_88x31.png" alt="Powered by MediaWiki"></div><script>(RLQ=window.RLQ||[]).push(function(){mw.config.set({"wgPageParseReport":{"limitreport":{"cputime":"0.0${int(r, 10, 99)}","walltime":"0.0${int(r, 10, 99)}","ppvisitednodes":{"value":${int(r, 10, 900)},"limit":1000000}}}});});</script>`));
    const revs = (i: number) => Array.from({ length: 3 + (hash(this.wikiT[i]) % 10) }, (_, k) => 10000 + i * 20 + k);
    const tabs = (t: string) => [L(t, 'Page'), L(`Talk:${t}`, 'Discussion'), Q(t, 'action=edit', 'View source'), Q(t, 'action=history', 'View history')].join(' ');
    const title = p.startsWith('/index.php/') ? p.slice(11) : p === '/index.php' ? q.get('title') ?? '' : '';
    if (title === 'Main_Page') return shell('Main_Page', '', `<p>Welcome to Computing Help, the support wiki for the School of Computing.</p>${li(this.wikiT.slice(0, WIKI_TOP.length).map((t) => L(t, t.replace(/_/g, ' '))))}`);
    if (title === 'Special:RecentChanges') {
      const days = +(q.get('days') ?? 7), limit = +(q.get('limit') ?? 50); if (![1, 3, 7, 14, 30].includes(days) || ![50, 100, 250].includes(limit)) return NF;
      const opts = [1, 3, 7, 14, 30].map((d) => Q('Special:RecentChanges', `days=${d}&limit=${limit}`, `${d} days`)).concat([50, 100, 250].map((l) => Q('Special:RecentChanges', `days=${days}&limit=${l}`, `${l} changes`)));
      const ch = Array.from({ length: Math.min(limit, days * 6) }, (_, k) => { const i = (days * 37 + k * 13) % this.wikiT.length, rv = revs(i); return `${Q(this.wikiT[i], `diff=${rv[rv.length - 1]}&oldid=${rv[rv.length - 2]}`, 'diff')} | ${Q(this.wikiT[i], 'action=history', 'hist')} . . ${L(this.wikiT[i], this.wikiT[i].replace(/_/g, ' '))}`; });
      return shell('Recent changes', '', `<p>${opts.join(' | ')}</p>${li(ch)}`);
    }
    if (title === 'Special:AllPages') { const from = q.get('from') ?? ''; const list = this.wikiT.filter((t) => t >= from).sort().slice(0, 100); return shell('All pages', '', li(list.map((t) => L(t, t.replace(/_/g, ' ')))) + (list.length === 100 ? Q('Special:AllPages', `from=${encodeURIComponent(list[99])}`, 'Next page') : '')); }
    if (title === 'Special:Random') return go(`${WIKI}/index.php/${this.wikiT[hash(String(NOW)) % this.wikiT.length]}`);
    if (title.startsWith('Special:WhatLinksHere/')) return this.wikiIdx.has(title.slice(22)) ? shell(title, '', li(Array.from({ length: 5 }, (_, k) => { const t = this.wikiT[(this.wikiIdx.get(title.slice(22))! * 7 + k * 11) % this.wikiT.length]; return L(t, t); }))) : NF;
    if (title.startsWith('Category:')) { const c = WIKI_TOP.findIndex((t) => t.replace(/ /g, '_') === title.slice(9)); return c < 0 ? NF : shell(title, '', li(this.wikiT.filter((_, i) => i % WIKI_TOP.length === c).map((t) => L(t, t.replace(/_/g, ' '))))); }
    if (title === 'Computing_Help:Privacy_policy') return shell(title, '', `<p>${prose(r, 4)}</p>`);
    const talk = title.startsWith('Talk:'), base = talk ? title.slice(5) : title, i = this.wikiIdx.get(base); if (i === undefined) return NF;
    const rv = revs(i), action = q.get('action'), oldid = q.has('oldid') ? +q.get('oldid')! : 0, diff = q.get('diff');
    if (talk) return shell(title, tabs(base), `<p>${prose(r, 3)} ~~ ${esc(pick(r, this.staff).user)}</p>`);
    const content = () => { const rr = rng(hash(base)); return `<p>${prose(rr, 4)}</p><h2>See also</h2>${li(Array.from({ length: 5 }, () => { const t = pick(rr, this.wikiT); return L(t, t.replace(/_/g, ' ')); }))}<p>${rr() < 0.06 ? Q(`${base}/Old`, 'action=edit&redlink=1', 'Older instructions') : ''}</p><div class="catlinks">Category: ${L(`Category:${WIKI_TOP[i % WIKI_TOP.length].replace(/ /g, '_')}`, WIKI_TOP[i % WIKI_TOP.length])}</div>`; };
    if (action === 'history') return shell(`${base}: Revision history`, tabs(base), li([...rv].reverse().map((id, k, arr) => `${k < arr.length - 1 ? Q(base, `diff=${id}&oldid=${arr[k + 1]}`, 'prev') : 'prev'} . . ${Q(base, `oldid=${id}`, new Date(NOW - (id % 20) * 23 * DAY).toISOString().slice(0, 16).replace('T', ' '))} <span class="mw-userlink">${this.staff[id % 110].user}</span>`)));
    if (action === 'edit') return shell(`View source for ${base}`, tabs(base), `<p>You do not have permission to edit this page.</p><textarea readonly>${esc(prose(r, 5))}</textarea>`);
    if (action === 'info') return shell(`Information for ${base}`, tabs(base), `<table><tr><td>Page length</td><td>${int(r, 800, 9000)} bytes</td></tr><tr><td>Number of edits</td><td>${rv.length}</td></tr></table>`);
    if (diff !== null || oldid) {
      const id = diff && /^\d+$/.test(diff) ? +diff : oldid; const k = rv.indexOf(id); if (k < 0 || (diff && oldid && !rv.includes(oldid))) return NF;
      return shell(`${base} (${diff ? 'Difference between revisions' : 'revision'})`, tabs(base), `<p>Revision as of ${new Date(NOW - (id % 20) * 23 * DAY).toISOString().slice(0, 10)}${k > 0 ? ' · ' + Q(base, `oldid=${rv[k - 1]}`, '← Older revision') : ''}${k < rv.length - 1 ? ' · ' + Q(base, `oldid=${rv[k + 1]}`, 'Newer revision →') : ''}${k > 0 && !diff ? ' · ' + Q(base, `diff=prev&oldid=${id}`, '(diff)') : ''}</p>${diff ? `<table class="diff"><tr><td>${prose(r, 2)}</td><td>${prose(r, 2)}</td></tr></table>` : ''}${content()}`);
    }
    if (action === null && [...q.keys()].every((k) => k === 'title' || k === 'printable')) return shell(base, tabs(base), content() + `<p>${L(`Special:WhatLinksHere/${base}`, 'What links here')} · ${Q(base, `oldid=${rv[rv.length - 1]}`, 'Permanent link')} · ${Q(base, 'action=info', 'Page information')} · ${Q(base, 'printable=yes', 'Printable version')}</p>`);
    return NF;
  }

  // ---------------------------------------------------------------- Gallery3 photo albums
  private gallery(p: string, q: URLSearchParams, r: R): Resp {
    if (p === '/') return go(`${GAL}/index.php/`, 301);
    const shell = (t: string, b: string) => html(this.plain(`${t} :: School of Computing Gallery`, `<div id="g-header">${a(`${GAL}/index.php/`, 'Gallery')} ${a(`${W}/`, 'School of Computing')}</div><div id="g-content">${b}</div><div id="g-footer">Powered by Gallery v3</div>`));
    if (p === '/index.php/') return shell('Gallery', `<ul class="g-album-grid">${this.albums.map((al) => `<li>${a(`${GAL}/index.php/${al.name}`, al.name.replace(/-/g, ' '))} (${al.n} photos)</li>`).join('')}</ul>`);
    let m = p.match(/^\/var\/(albums|resizes|thumbs)\/([A-Za-z0-9-]+)\/DSC_(\d+)\.jpg$/);
    if (m) return { status: 200, type: 'image/jpeg', body: Buffer.from(`\xff\xd8\xff\xe0JFIF${m[3]}`, 'latin1') };
    if (p.startsWith('/index.php/tag/')) return shell('Tag', `<p>${prose(r, 1)}</p>`);
    m = p.match(/^\/index\.php\/([A-Za-z0-9-]+)(?:\/DSC_(\d+))?$/); if (!m) return NF;
    const ai = this.albumIdx.get(m[1]); if (ai === undefined) return NF; const al = this.albums[ai], per = 24;
    const ph = (k: number) => `${GAL}/index.php/${al.name}/DSC_${al.base + k}`;
    if (!m[2]) {
      const pg = +(q.get('page') ?? 1), pages = Math.ceil(al.n / per); if (!(pg >= 1 && pg <= pages)) return NF;
      return shell(al.name.replace(/-/g, ' '), `<ul class="g-thumbs">${Array.from({ length: Math.min(per, al.n - (pg - 1) * per) }, (_, i) => `<li>${a(ph((pg - 1) * per + i), `DSC_${al.base + (pg - 1) * per + i}`)}<img src="${GAL}/var/thumbs/${al.name}/DSC_${al.base + (pg - 1) * per + i}.jpg"></li>`).join('')}</ul><div class="g-paginator">${Array.from({ length: pages }, (_, i) => a(`${GAL}/index.php/${al.name}${i ? `?page=${i + 1}` : ''}`, String(i + 1))).join(' ')}</div>`);
    }
    const k = +m[2] - al.base; if (k < 0 || k >= al.n) return NF;
    return shell(`DSC_${m[2]}`, `<p>${[k > 0 ? a(ph(k - 1), '« Previous') : '', `Photo ${k + 1} of ${al.n}`, k < al.n - 1 ? a(ph(k + 1), 'Next »') : ''].join(' ')}</p><img src="${GAL}/var/resizes/${al.name}/DSC_${m[2]}.jpg?m=${1560000000 + k}"><p>${a(`${GAL}/var/albums/${al.name}/DSC_${m[2]}.jpg?m=${1560000000 + k}`, 'Full size')} · ${a(`${GAL}/index.php/${al.name}${k >= per ? `?page=${Math.floor(k / per) + 1}` : ''}`, 'Back to album')} · ${r() < 0.2 ? a(`${GAL}/index.php/tag/${int(r, 1, 30)}/${pick(r, ['graduation', 'robots', 'students', 'staff', 'building'])}`, 'tag') : ''}</p>`);
  }

  // ---------------------------------------------------------------- Mailman/pipermail archives
  private lists(p: string, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2//EN">\n<HTML><HEAD><TITLE>${esc(t)}</TITLE></HEAD><BODY BGCOLOR="#ffffff">${b}</BODY></HTML>`);
    if (p === '/mailman/listinfo' || p === '/mailman/listinfo/') return shell('lists.comp Mailing Lists', `<table>${LISTS_DEF.map(([n, d]) => `<tr><td>${a(`${LISTS}/mailman/listinfo/${n}`, n)}</td><td>${d}</td><td>${a(`${LISTS}/pipermail/${n}/`, 'archives')}</td></tr>`).join('')}</table>`);
    let m = p.match(/^\/mailman\/listinfo\/([a-z-]+)$/); if (m) return LISTS_DEF.some(([n]) => n === m![1]) ? shell(m[1], `<p>To see the collection of prior postings to the list, visit the ${a(`${LISTS}/pipermail/${m[1]}/`, `${m[1]} Archives`)}.</p><form method="post"><input name="email"></form>`) : NF;
    m = p.match(/^\/pipermail\/([a-z-]+)\/(?:(\d{4}-[A-Za-z]+)(?:\/(thread|date|author|subject)\.html|\/(\d{6})\.html|\.txt\.gz))?$/); if (!m) return NF;
    const li0 = LISTS_DEF.findIndex(([n]) => n === m![1]); if (li0 < 0) return NF;
    const name = m[1], cum = this.listCum[li0], base = `${LISTS}/pipermail/${name}/`;
    if (!m[2]) return shell(`The ${name} Archives`, `<h1>The ${name} Archives</h1><table border="3">${[...this.months].reverse().map((mo) => `<tr><td>${mo.replace('-', ' ')}:</td><td>${['thread', 'subject', 'author', 'date'].map((v) => a(`${base}${mo}/${v}.html`, `[ ${v[0].toUpperCase() + v.slice(1)} ]`)).join(' ')}</td><td>${a(`${base}${mo}.txt.gz`, '[ Gzip\'d Text ]')}</td></tr>`).join('')}</table>`);
    const mi = this.months.indexOf(m[2]); if (mi < 0) return NF;
    const lo = mi ? cum[mi - 1] : 0, hi = cum[mi];
    if (p.endsWith('.gz')) return { status: 200, type: 'application/x-gzip', body: Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]) };
    const taught = this.mods.slice(0, 126), subj = (n: number) => { const rr = rng(hash(name + n)); const x = pick(rr, taught); return name === 'teaching-announce' ? `[teaching-announce] ${x.code}: ${pick(rr, ['room change', 'tutorial groups', 'coursework deadline', 'class test', 'lecture cancelled (industrial action)'])}` : `[${name}] ${pick(rr, TOPICS)} ${pick(rr, ['- reminder', 'today', '(updated)', ''])}`; };
    if (m[3]) return shell(`The ${name} ${m[2]} Archive by ${m[3]}`, `<h1>${m[2]} Archives by ${m[3]}</h1><ul>${Array.from({ length: hi - lo }, (_, i) => `<li>${a(`${base}${m![2]}/${pad(lo + i, 6)}.html`, subj(lo + i))}</li>`).join('')}</ul><p>${a(base, 'More info on this list...')}</p>`);
    const n = +m[4]; if (n < lo || n >= hi) return NF;
    const monthOf = (k: number) => this.months[cum.findIndex((c) => k < c)];
    const x = pick(rng(hash(name + n)), taught);
    const link = name === 'teaching-announce' && r() < 0.3 ? `<p>Details on the course page: ${a(this.home(x, x.offs.length - 1), this.home(x, x.offs.length - 1))}</p>` : '';
    return shell(subj(n), `<H1>${esc(subj(n))}</H1><B>${esc(pick(r, [...this.staff, ...this.ps]).name)}</B> <I>${longDate(Date.UTC(2017, 8 + mi, int(r, 1, 28)))}</I><P><UL><LI>Previous message: ${n > 0 ? a(`${base}${monthOf(n - 1)}/${pad(n - 1, 6)}.html`, subj(n - 1)) : ''}</LI><LI>Next message: ${n + 1 < cum[cum.length - 1] ? a(`${base}${monthOf(n + 1)}/${pad(n + 1, 6)}.html`, subj(n + 1)) : ''}</LI><LI><B>Messages sorted by:</B> ${['date', 'thread', 'subject', 'author'].map((v) => a(`${base}${m![2]}/${v}.html`, `[ ${v} ]`)).join(' ')}</LI></UL><HR><PRE>${esc(prose(r, 5))}</PRE>${link}<HR><P>${a(`${LISTS}/mailman/listinfo/${name}`, `More information about the ${name} mailing list`)}</P>`);
  }

  // ---------------------------------------------------------------- service status: daily reports with text logs
  private status(p: string, r: R): Resp {
    const first = Date.UTC(2018, 0, 1), last = NOW - DAY;
    const shell = (t: string, b: string) => html(this.plain(`${t} - Computing Service Status`, `<h1>${esc(t)}</h1>${b}<p>${a(`${STAT}/`, 'Status home')} · ${a(`${STAT}/reports/`, 'Report archive')} · ${a(`${WIKI}/index.php/Main_Page`, 'Computing Help')}</p>`));
    if (p === '/') return shell('Service status', `<table>${SERVICES.map((s) => `<tr><td>${s}</td><td>${r() < 0.9 ? 'Operational' : 'Degraded'}</td></tr>`).join('')}</table>${a(`${STAT}/reports/${ymd(last)}.html`, 'Latest daily report')}`);
    if (p === '/reports/') { const ms: string[] = []; for (let t = first; t <= last; t = Date.UTC(new Date(t).getUTCFullYear(), new Date(t).getUTCMonth() + 1, 1)) ms.push(ymd(t).slice(0, 7)); return shell('Daily reports', li(ms.reverse().map((x) => a(`${STAT}/reports/${x.replace('-', '/')}/`, x)))); }
    let m = p.match(/^\/reports\/(\d{4})\/(\d\d)\/$/);
    if (m) { const t0 = Date.UTC(+m[1], +m[2] - 1, 1); if (t0 < first || t0 > last) return NF; const days: string[] = []; for (let t = t0; t <= last && new Date(t).getUTCMonth() === +m[2] - 1; t += DAY) days.push(ymd(t)); return shell(`Reports ${m[1]}-${m[2]}`, li(days.map((d) => a(`${STAT}/reports/${d}.html`, d)))); }
    m = p.match(/^\/(reports|logs)\/(\d{4}-\d\d-\d\d)(?:\.html|\/([a-z]+)\.log)$/); if (!m) return NF;
    const t = Date.parse(m[2] + 'T00:00:00Z'); if (!(t >= first && t <= last)) return NF;
    if (m[1] === 'logs') return SERVICES.includes(m[3] ?? '') ? text(Array.from({ length: 40 }, (_, i) => `${m![2]} ${pad(Math.floor(i / 2))}:${pad(int(r, 0, 59))}:${pad(int(r, 0, 59))} ${m![3]}[${int(r, 1000, 30000)}]: ${pick(r, ['OK', 'job completed', 'retrying', 'WARNING: latency', 'connection reset', 'snapshot created'])} ${pick(r, VOC)}`).join('\n') + '\n') : NF;
    if (m[3] !== undefined || !p.endsWith('.html')) return NF;
    return shell(`Daily report ${m[2]}`, `<table>${SERVICES.map((s) => `<tr><td>${s}</td><td>${r() < 0.93 ? 'OK' : 'INCIDENT'}</td><td>${a(`${STAT}/logs/${m![2]}/${s}.log`, 'log')}</td></tr>`).join('')}</table><p>${t > first ? a(`${STAT}/reports/${ymd(t - DAY)}.html`, '« previous day') : ''} ${t < last ? a(`${STAT}/reports/${ymd(t + DAY)}.html`, 'next day »') : ''}</p>`);
  }

  // ---------------------------------------------------------------- Pure research portal
  private pure(p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(this.plain(`${t} — University of Northbridge Research Explorer`, `<header>${a(`${PURE}/en/`, 'Research Explorer')} ${a(`${PURE}/en/persons/`, 'Profiles')} ${a(`${PURE}/en/publications/`, 'Research output')}</header><main><h1>${esc(t)}</h1>${b}</main>`));
    const pub = (si: number, k: number) => { const rr = rng(si * 31 + k); const t = `${pick(rr, TOPICS)} for ${pick(rr, TITLES).toLowerCase()}`; return { t, url: `${PURE}/en/publications/${slugify(t)}-${1000 + si * 20 + k}`, y: int(rr, 2012, 2020) }; };
    const npub = (si: number) => 6 + (si % 9);
    if (p === '/en/') return shell('Research Explorer', li([a(`${PURE}/en/persons/`, 'Profiles'), a(`${PURE}/en/publications/`, 'Research output')]));
    if (p === '/en/persons/') return shell('Profiles', li(this.staff.map((s) => a(`${PURE}/en/persons/${s.slug}`, s.name))));
    if (p === '/en/publications/') {
      const pg = +(q.get('page') ?? 0); if (!(pg >= 0 && pg < 22)) return NF;
      return shell('Research output', li(Array.from({ length: 50 }, (_, i) => { const si = (pg * 50 + i) % 110, k = Math.floor((pg * 50 + i) / 110) % npub(si); const x = pub(si, k); return a(x.url, x.t); })) + a(`${PURE}/en/publications/?page=${pg + 1}`, 'Next'));
    }
    let m = p.match(/^\/en\/persons\/([a-z0-9-]+)$/);
    if (m) { const s = this.people.get(`staff/${m[1]}`); if (!s) return NF; const si = this.staff.indexOf(s); return shell(s.name, `<p>${s.title}, School of Computing · ${a(this.prof(s), 'School profile')}${s.hp ? ` · ${a(`${HP}/~${s.user}/`, 'Personal website')}` : ''}</p><h2>Research output</h2>${li(Array.from({ length: npub(si) }, (_, k) => { const x = pub(si, k); return `${a(x.url, x.t)} (${x.y})`; }))}`); }
    m = p.match(/^\/en\/publications\/[a-z0-9-]+-(\d+)(\/export\/bibtex)?$/); if (!m) return NF;
    const id = +m[1] - 1000, si = Math.floor(id / 20), k = id % 20; if (si < 0 || si >= 110 || k >= npub(si)) return NF;
    const x = pub(si, k); if (p !== new URL(x.url).pathname + (m[2] ?? '')) return NF;
    if (m[2]) return (si * 20 + k) % 97 === 5 ? { status: 500, type: 'text/html', body: '<h1>500 - Internal server error</h1>' } : text(`@inproceedings{${this.staff[si].slug}${x.y},\n  title={${x.t}},\n  author={${this.staff[si].name}},\n  year={${x.y}}\n}\n`, 'application/x-bibtex');
    return shell(x.t, `<p>${a(`${PURE}/en/persons/${this.staff[si].slug}`, this.staff[si].name)}, ${esc(pick(r, this.phd).name)}</p><p>Research output: Contribution to conference › Paper › peer-review, ${x.y}</p><h2>Abstract</h2><p>${prose(r, 5)}</p><p>${a(`${x.url}/export/bibtex`, 'Export: BibTeX')}</p>`);
  }

  // ---------------------------------------------------------------- past exam papers (per module per year; not homes)
  private exams(p: string, r: R): Resp {
    const all = this.mods.filter((x) => x.route !== 'mdl');
    const shell = (t: string, b: string) => html(this.plain(`${t} | Exam Papers Online`, `<header>${a(`${EXAM}/`, 'Exam Papers Online')} · ${a(`${UNI}/library/`, 'Library')}</header><h1>${esc(t)}</h1>${b}<footer>Papers are provided for personal study only.</footer>`));
    if (p === '/') return shell('Exam Papers Online', `<form action="${EXAM}/search" method="get"><input name="q"></form>${li([a(`${EXAM}/browse/comp/`, 'School of Computing'), a(`${EXAM}/browse/maths/`, 'School of Mathematics')])}`);
    if (p === '/browse/maths/') return html('<h1>Service Unavailable</h1>', 500);
    if (p === '/browse/comp/') return shell('School of Computing', `<table>${all.map((x) => `<tr><td>${a(`${EXAM}/browse/comp/${x.code}/`, x.code)}</td><td>${esc(x.title)}</td></tr>`).join('')}</table>`);
    let m = p.match(/^\/browse\/comp\/([A-Z0-9-]+)\/$/);
    if (m) { const x = all.find((z) => z.code === m![1]); if (!x) return NF; return shell(`${x.code} ${x.title}: past papers`, `<p>${a(`${UNI}/registry/exams/`, 'Exam timetables')}</p>${[2019, 2018, 2017, 2016, 2015].map((y) => `<h2>${y}</h2>${li(['May', 'August'].map((d) => a(`${EXAM}/papers/${y}/${x.code}-${y}-${d}.pdf`, `${x.code} ${d} ${y}${d === 'August' ? ' (resit)' : ''}`)))}`).join('')}`); }
    m = p.match(/^\/papers\/(\d{4})\/([A-Z0-9-]+)-(\d{4})-(May|August)\.pdf$/);
    return m && m[1] === m[3] && all.some((z) => z.code === m![2]) ? pdf(p) : NF;
  }

  // ---------------------------------------------------------------- Scientia-like timetable (endless query-string trap)
  private timetable(p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(this.plain(`${t} - Web Timetables`, `<div class="banner">${a(`${TT}/`, 'Web Timetables')}</div>${b}`));
    if (p === '/') return shell('Web Timetables', li(DEPTS.map((d) => a(`${TT}/sws/showtimetable.aspx?year=1920&dept=${d}&week=24&view=list`, `${d} this week`))));
    const y = q.get('year') ?? '', wk = q.get('week') ?? ''; if (!/^\d{4}$/.test(y) || +y.slice(2) !== (+y.slice(0, 2) + 1) % 100) return NF;
    const nextY = (d: number) => `${pad((+y.slice(0, 2) + d + 100) % 100)}${pad((+y.slice(2) + d + 100) % 100)}`;
    const wkl = (w: number, f: (y: string, w: number) => string) => (w < 1 ? f(nextY(-1), 52) : w > 52 ? f(nextY(1), 1) : f(y, w));
    if (p === '/sws/showtimetable.aspx') {
      const dept = q.get('dept') ?? '', view = q.get('view') ?? ''; const w = +wk;
      if (!DEPTS.includes(dept) || !['list', 'grid', 'day'].includes(view) || !(w >= 1 && w <= 52)) return NF;
      const u = (yy: string, ww: number, d = dept, v = view) => `${TT}/sws/showtimetable.aspx?year=${yy}&dept=${d}&week=${ww}&view=${v}`;
      const codes = dept === 'COMP' ? this.mods.filter((x) => x.route !== 'per').slice((w * 7) % 100, ((w * 7) % 100) + 8).map((x) => x.code) : Array.from({ length: 6 }, (_, i) => `${dept}${10000 + ((w * 13 + i * 101) % 9000)}`);
      return shell(`${dept} week ${w} ${y}`, `<p>${wkl(w - 1, (yy, ww) => a(u(yy, ww), '« Previous week'))} | ${wkl(w + 1, (yy, ww) => a(u(yy, ww), 'Next week »'))}</p><p>${['list', 'grid', 'day'].map((v) => a(u(y, w, dept, v), v)).join(' ')} · ${DEPTS.map((d) => a(u(y, w, d), d)).join(' ')}</p><table>${codes.map((c) => `<tr><td>${a(`${TT}/sws/module.aspx?year=${y}&code=${c}&week=${w}`, c)}</td><td>${pick(r, WDAY.slice(1, 6))} ${int(r, 9, 17)}:00</td><td>${pick(r, ROOMS)}</td></tr>`).join('')}</table>`);
    }
    if (p === '/sws/module.aspx') {
      const code = q.get('code') ?? ''; if (!/^[A-Z0-9-]{5,10}$/.test(code)) return NF;
      const u = (yy: string, ww: number | string) => `${TT}/sws/module.aspx?year=${yy}&code=${code}&week=${ww}`;
      if (wk === 'all') return shell(`${code} all weeks`, li(Array.from({ length: 52 }, (_, i) => i % 4 === 0 ? a(u(y, i + 1), `Week ${i + 1}`) : `Week ${i + 1}`)));
      const w = +wk; if (!(w >= 1 && w <= 52)) return NF;
      return shell(`${code} week ${w}`, `<p>${wkl(w - 1, (yy, ww) => a(u(yy, ww), '« Previous week'))} | ${wkl(w + 1, (yy, ww) => a(u(yy, ww), 'Next week »'))} | ${a(u(y, 'all'), 'All weeks')}</p><table><tr><td>Lecture</td><td>${pick(r, WDAY.slice(1, 6))} ${int(r, 9, 17)}:00</td><td>${pick(r, ROOMS)}</td></tr></table>`);
    }
    return NF;
  }

  // ---------------------------------------------------------------- CompSoc (student society)
  private compsoc(p: string, r: R): Resp {
    const shell = (t: string, b: string) => html(this.plain(`${t} | CompSoc`, `<nav>${[a(`${SOC}/`, 'CompSoc'), a(`${SOC}/blog/`, 'Blog'), a(`${SOC}/events/`, 'Events'), a(`${SOC}/reviews/`, 'Course reviews'), a(`${SOC}/irc/`, 'IRC logs'), a(`${SOC}/committee/`, 'Committee'), a(`${SOC}/sponsors/`, 'Sponsors')].join(' ')}</nav><h1>${esc(t)}</h1>${b}<footer>Northbridge University Computing Society · ${a(`${W}/`, 'School of Computing')}</footer>`));
    const rev = this.mods.filter((x) => x.route === 'inf' || x.route === 'cms' || x.route === 'cgi');
    if (p === '/') return shell('CompSoc', li(this.posts.slice(0, 6).map((x) => a(`${SOC}/blog/${x.slug}/`, x.title))));
    if (p === '/events/' || p === '/committee/' || p === '/sponsors/') return shell(p.slice(1, -1), `<p>${prose(r, 6)}</p>`);
    let m = p.match(/^\/blog\/(?:page\/(\d+)\/)?$/);
    if (m) { const pg = +(m[1] ?? 1), last = Math.ceil(this.posts.length / 10); if (pg < 1 || pg > last) return NF; return shell(`Blog${pg > 1 ? ` – page ${pg}` : ''}`, li(this.posts.slice((pg - 1) * 10, pg * 10).map((x) => a(`${SOC}/blog/${x.slug}/`, x.title))) + `<p>${pg > 1 ? a(`${SOC}/blog/page/${pg - 1}/`, 'Newer posts') : ''} ${pg < last ? a(`${SOC}/blog/page/${pg + 1}/`, 'Older posts') : ''}</p>`); }
    if ((m = p.match(/^\/blog\/(\d{4}\/\d\d\/[a-z0-9-]+)\/$/))) { const i = this.postKey.get(m[1]); return i === undefined ? NF : shell(this.posts[i].title, `<p>${longDate(this.posts[i].t)}</p><p>${prose(r, 6)}</p>`); }
    if (p === '/reviews/') return shell('Course reviews', `<p>Student-written reviews of courses. Not official!</p>${li(rev.map((x) => a(`${SOC}/reviews/${x.code.toLowerCase()}/`, `${x.code} ${x.title}`)))}`);
    if ((m = p.match(/^\/reviews\/([a-z0-9-]+)\/$/))) { const x = rev.find((z) => z.code.toLowerCase() === m![1]); return x ? shell(`${x.code} ${x.title} — reviews`, `${Array.from({ length: int(r, 2, 6) }, () => `<blockquote>${prose(r, 2)} <cite>${pick(r, ['2017-18', '2018-19', '19T2', '19T3'])}, ${int(r, 2, 5)}/5</cite></blockquote>`).join('')}<p>Official course page: ${a(this.home(x, x.offs.length - 1), this.home(x, x.offs.length - 1))}</p>`) : NF; }
    const first = Date.UTC(2018, 8, 1);
    if (p === '/irc/') { const ms: string[] = []; for (let t = first; t < NOW; t = Date.UTC(new Date(t).getUTCFullYear(), new Date(t).getUTCMonth() + 1, 1)) ms.push(ymd(t).slice(0, 7)); return shell('#compsoc logs', li(ms.map((x) => a(`${SOC}/irc/${x}/`, x)))); }
    if ((m = p.match(/^\/irc\/(\d{4}-\d\d)\/$/))) { const t0 = Date.parse(`${m[1]}-01T00:00:00Z`); if (!(t0 >= first && t0 < NOW)) return NF; const d: string[] = []; for (let t = t0; t < NOW && ymd(t).startsWith(m[1]); t += DAY) d.push(ymd(t)); return shell(`#compsoc ${m[1]}`, li(d.map((x) => a(`${SOC}/irc/${x}.html`, x)))); }
    if ((m = p.match(/^\/irc\/(\d{4}-\d\d-\d\d)\.html$/))) { const t = Date.parse(`${m[1]}T00:00:00Z`); if (!(t >= first && t < NOW)) return NF; return shell(`#compsoc ${m[1]}`, `<pre>${Array.from({ length: int(r, 20, 90) }, (_, i) => `[${pad(Math.floor(i / 4))}:${pad(int(r, 0, 59))}] &lt;${pick(r, this.phd).user}&gt; ${prose(r, 1)}`).join('\n')}</pre><p>${t > first ? a(`${SOC}/irc/${ymd(t - DAY)}.html`, 'prev') : ''} ${t + DAY < NOW ? a(`${SOC}/irc/${ymd(t + DAY)}.html`, 'next') : ''}</p>`); }
    return NF;
  }

  // ---------------------------------------------------------------- central university site
  private uni(p: string, r: R): Resp {
    const shell = (t: string, b: string) => html(this.plain(`${t} | The University of Northbridge`, `<header>${a(`${UNI}/`, 'The University of Northbridge')} ${['study', 'research', 'about', 'news'].map((s) => a(`${UNI}/${s}/`, s)).join(' ')}</header><main><h1>${esc(t)}</h1>${b}</main><footer>${['privacy', 'accessibility', 'contact'].map((s) => a(`${UNI}/${s}/`, s)).join(' ')}</footer>`));
    if (p === '/intranet/') return go(`${IDP}/idp/profile/SAML2/Redirect/SSO?execution=e1s1`);
    if (p === '/search' || p === '/search/') return html('<h1>500 Internal Server Error</h1><p>The search service is unavailable.</p>', 500);
    if (p === '/registry/exams/') return shell('Examinations', li(['december-2019', 'may-2020', 'august-2020'].map((d) => a(`${UNI}/registry/exams/timetable/2019-20/${d}.html`, `Exam timetable ${d.replace('-', ' ')}`))));
    const m = p.match(/^\/registry\/exams\/timetable\/2019-20\/(december-2019|may-2020|august-2020)\.html$/);
    if (m) return shell(`Examination timetable: ${m[1].replace('-', ' ')}`, `<table><tr><th>Course code</th><th>Course</th><th>Date</th><th>Time</th><th>Venue</th></tr>${this.mods.filter((x) => x.route === 'inf' && (m![1] === 'december-2019' ? x.sem === 1 : true)).map((x) => `<tr><td>${x.code}</td><td>${esc(x.title)}</td><td>${longDate(Date.UTC(2019, 11, 9) + int(r, 0, 12) * DAY)}</td><td>${pick(r, ['09:30', '14:30'])}</td><td>${pick(r, ['Sports Hall', 'Adam House', 'Pollock Halls'])}</td></tr>`).join('')}</table><p>${a(`${EXAM}/`, 'Past papers')}</p>`);
    const known = ['/', '/study/', '/research/', '/about/', '/news/', '/privacy/', '/accessibility/', '/contact/', '/about/freedom-of-information/', '/about/modern-slavery/', '/news/coronavirus/', '/jobs/vacancies/', '/library/', '/it/passwords/'];
    return known.includes(p) ? shell(p === '/' ? 'The University of Northbridge' : p.split('/').filter(Boolean).pop()!.replace(/-/g, ' '), `<p>${prose(r, 6)}</p>${p === '/' ? li([a(`${W}/`, 'School of Computing'), a(`${UNI}/registry/exams/`, 'Exams'), a(`${MDL}/`, 'Moodle')]) : ''}`) : NF;
  }
}
