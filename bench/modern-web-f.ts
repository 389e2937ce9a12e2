/**
 * Layout F: a sixth synthetic *modern* university web, written apart from the crawler (it imports nothing from src/).
 * The Department of Computer Science of a mid-size US university ("Lakeshore University", lakeshore.edu), archived in
 * mid-October 2019 (Fall 2019 in progress), with twenty years of accumulated course pages (Spring 2000 – Fall 2019).
 *
 * Course homes (one per offering, the targets) live in five families of URL:
 *  - the department course host `courses.cs…/cs2110/fa2019/` (Bootstrap sites with schedule, assignments, lectures, staff,
 *    syllabus and exam subpages); `courses.cs…/cs2110/` is an index of offerings, `/cs2110/current/` a 302 (not homes);
 *  - legacy faculty pages on the www host (2000–2015): `/~login/courses/CS331/`, `/~login/courses/CS331-F03/`,
 *    `/~login/teaching/cs5800-spring2012.html`, `/~login/CS414/INDEX.HTM`, and `<frameset>` homes;
 *  - public Moodle courses `moodle.lakeshore.edu/course/view.php?id=N` (private ones answer 303 → login → CAS);
 *  - course pages in faculty personal sites `faculty.cs…/jsmith/teaching/cs6120/` (WordPress or Jekyll);
 *  - course blogs on the WordPress multisite `blogs.lakeshore.edu/cs4850-f19/`.
 * Links into them: the department's "Courses" page (current term), the course archive by semester, faculty profiles
 * and personal pages, the course host's indexes, the schedule-of-classes detail pages, "other offerings" links.
 * Course-related non-homes: catalog entries, class-roster pages, syllabus/exam PDFs, course subpages, Moodle sections and
 * activities, TA postings, course evaluation summaries, news posts about courses.
 * Noise and traps: a WordPress department site (mega-menu, 30–100 KB pages with inline JSON, `?p=` shortlinks,
 * category/tag/author/date archives, `?replytocom=`), a people directory with combinable filters, a Trac (wiki versions,
 * diffs, changesets, tickets with query facets, an endless timeline), a photo gallery (albums, photos, sizes, comments),
 * Webalizer usage reports and raw log listings, Mailman/pipermail archives, a DSpace tech-report repository with
 * combinable discovery facets, an endless events calendar, a schedule-of-classes search with combinable facets, 404s,
 * 500s, redirect chains and a CAS login wall. Every http:// URL answers 301 to https://.
 */
import { hash, rng, type Resp } from './modern-web.js';

type R = () => number;
type Style = 'host' | 'leg-a' | 'leg-b' | 'leg-c' | 'frame' | 'moodle' | 'mpriv' | 'fac' | 'blog' | '';
type Kind = 'fac' | 'lec' | 'emer' | 'staff' | 'phd';
interface Term { i: number; k: string; name: string; season: string; y: number; slug: string; roster: string; abbr: string; start: number }
interface Person { i: number; slug: string; login: string; name: string; kind: Kind; area: number; since: number; legacy: boolean; moved: boolean; site: '' | 'wp' | 'jekyll'; offs: Off[]; ta: Off[] }
interface Course { i: number; num: string; old: string; title: string; host: boolean; level: number; area: number; core: boolean; season: string; cands: Person[]; offs: Off[] }
interface Off { i: number; c: Course; t: Term; f: Person; style: Style; url: string; dir: string; mid: number; crn: number; nHw: number; nLec: number; theme: number; tas: Person[]; titleStyle: number; linked: boolean }
interface Post { i: number; id: number; y: number; m: number; d: number; slug: string; title: string; cat: string; tags: string[]; author: Person; off?: Off; person?: Person }

const D = 'lakeshore.edu';
const WWW = `https://www.cs.${D}`, COURSES = `https://courses.cs.${D}`, FAC = `https://faculty.cs.${D}`, MOODLE = `https://moodle.${D}`, BLOGS = `https://blogs.${D}`,
  CATALOG = `https://catalog.${D}`, CLASSES = `https://classes.${D}`, LOGIN = `https://login.${D}`, TRAC = `https://trac.cs.${D}`, PHOTOS = `https://photos.cs.${D}`,
  LISTS = `https://lists.cs.${D}`, TR = `https://techreports.cs.${D}`, EVENTS = `https://events.${D}`, UNI = `https://www.${D}`;
const HTML = 'text/html; charset=utf-8', DAY = 86400000, NOW = Date.UTC(2019, 9, 15);
const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const MON = MONTHS.map((m) => m.slice(0, 3));
const DOW = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');
/** The first Monday on or after `t` (classes start on a Monday). */
const monday = (t: number) => t + ((8 - new Date(t).getUTCDay()) % 7) * DAY;
const TERMS: Term[] = [];
for (let y = 2000; y <= 2019; y++) for (const season of ['Spring', 'Fall']) {
  const s = season === 'Fall' ? 'fa' : 'sp';
  TERMS.push({ i: TERMS.length, k: `${s}${y}`, name: `${season} ${y}`, season, y, slug: `${season.toLowerCase()}-${y}`, roster: `${s.toUpperCase()}${String(y).slice(2)}`,
    abbr: `${season[0]}${String(y).slice(2)}`, start: monday(season === 'Fall' ? Date.UTC(y, 7, 25) : Date.UTC(y, 0, 20)) });
}
const CUR = TERMS.length - 1;
/** The department's course archive starts with Spring 2010. */
const ARCHIVE0 = 20;
const AREAS: [string, string][] = [['ai', 'Artificial Intelligence'], ['systems', 'Systems and Networking'], ['theory', 'Theory of Computing'], ['pl', 'Programming Languages'],
  ['graphics', 'Graphics and Vision'], ['hci', 'Human-Computer Interaction'], ['security', 'Security and Privacy'], ['data', 'Data Science and Databases']];
const COURSE_DATA: [string, string, number][] = [
  ['1110', 'Introduction to Computing Using Python', 3], ['1112', 'Introduction to Computing Using MATLAB', 3], ['2110', 'Object-Oriented Programming and Data Structures', 3],
  ['2800', 'Discrete Structures', 2], ['3110', 'Data Structures and Functional Programming', 3], ['3410', 'Computer System Organization and Programming', 1],
  ['4410', 'Operating Systems', 1], ['4320', 'Introduction to Database Systems', 7], ['4700', 'Foundations of Artificial Intelligence', 0], ['4780', 'Machine Learning for Intelligent Systems', 0],
  ['4820', 'Introduction to Analysis of Algorithms', 2], ['4850', 'Mathematical Foundations for the Information Age', 2], ['4620', 'Introduction to Computer Graphics', 4],
  ['4120', 'Introduction to Compilers', 3], ['4450', 'Introduction to Computer Networks', 1], ['5430', 'System Security', 6], ['5412', 'Distributed Systems', 1],
  ['5300', 'Architecture of Large-Scale Information Systems', 1], ['5150', 'Software Engineering', 3], ['5740', 'Natural Language Processing', 0], ['5670', 'Computer Vision', 4],
  ['6110', 'Advanced Programming Languages', 3], ['6120', 'Advanced Compilers', 3], ['6210', 'Matrix Computations', 2], ['6410', 'Advanced Systems', 1],
  ['6460', 'Performance Evaluation of Computer Systems', 1], ['6780', 'Advanced Machine Learning', 0], ['6820', 'Analysis of Algorithms', 2], ['6840', 'Algorithmic Game Theory', 2],
  ['6860', 'Logics of Programs', 3], ['3300', 'Data-Driven Web Applications', 7], ['3152', 'Introduction to Computer Game Architecture', 4], ['3420', 'Embedded Systems', 1],
  ['2043', 'UNIX Tools and Scripting', 1], ['2024', 'C++ Programming', 3], ['3220', 'Introduction to Scientific Computing', 2], ['4300', 'Language and Information', 0],
  ['5220', 'Computational Biology', 7], ['5540', 'Web Information Retrieval', 7], ['6740', 'Advanced Topics in Machine Learning', 0], ['6670', 'Human-Robot Interaction', 5],
  ['4152', 'Advanced Topics in Computer Game Design', 4], ['4670', 'Interactive Computer Graphics', 4], ['5830', 'Applied Cryptography', 6], ['4740', 'Introduction to Natural Language Processing', 0],
  ['5780', 'Empirical Methods in Machine Learning', 0], ['6830', 'Cryptography', 6], ['5160', 'Interactive Systems Design', 5], ['3758', 'Design for Usability', 5],
];
const FIRST = 'Ada Alan Grace Edsger Barbara Donald John Frances Leslie Radia Shafi Silvio Judea Yann Geoffrey Fei Daphne Andrew Michael Tim Ken Dennis Bjarne Guido Anders Margaret Katherine Dorothy Joan Karen Sophie Lynn Maria Priya Wei Chen Hiroshi Olga Ivan Amir Leila Omar Fatima Robert Susan David Laura Kevin Nina Paul Rachel Sanjay Tomas Elena Marcus Julia Victor Hannah'.split(' ');
const LAST = 'Lovelace Turing Hopper Dijkstra Liskov Knuth McCarthy Allen Lamport Perlman Goldwasser Micali Pearl Hinton Koller Stonebraker Cerf Diffie Rivest Wirth Thompson Ritchie Hamilton Johnson Clarke Jones Wilson Conway Garcia Patel Zhang Wang Tanaka Petrova Ivanov Haddad Nasser Rahman Okafor Schmidt Novak Kowalski Murphy Brennan Fischer Larsen Moreau Rossi Silva Nguyen Kim Park Chowdhury Mensah Adeyemi Lindqvist Horvath Duarte Kaplan Weiss'.split(' ');
const W = 'the a of and to in we this that is for on with by as from are will be each an it students course lecture problem set algorithm data structure proof program function type memory process thread graph tree list array hash table recursion induction complexity model learning network protocol security query index compiler parser grammar semantics invariant loop proof theorem lemma exam quiz homework project deadline office hours section discussion reading chapter slides notes grading policy late days collaboration research paper system design evaluation results experiment department faculty university award grant seminar talk campus community alumni'.split(' ');
const TAGS = 'awards research undergraduate graduate alumni hackathon diversity nsf career colloquium robotics machine-learning security theory systems hci graphics outreach women-in-computing startups teaching internships commencement faculty-news student-news acm icpc'.split(' ');
const CATS = ['news', 'awards', 'student-news', 'events', 'research-highlights'];

const pick = <T>(r: R, a: readonly T[]): T => a[Math.floor(r() * a.length)];
const ri = (r: R, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pad2 = (n: number) => String(n).padStart(2, '0');
const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const nice = (ms: number) => { const d = new Date(ms); return `${DOW[d.getUTCDay()]} ${MON[d.getUTCMonth()]} ${d.getUTCDate()}`; };
function words(r: R, n: number): string { const o: string[] = []; for (let i = 0; i < n; i++) o.push(W[Math.floor(r() * W.length)]); return o.join(' '); }
function sent(r: R, n = ri(r, 8, 18)): string { const s = words(r, n); return `${s[0].toUpperCase()}${s.slice(1)}.`; }
function para(r: R, n = 3): string { const o: string[] = []; for (let i = 0; i < n; i++) o.push(sent(r)); return `<p>${o.join(' ')}</p>`; }
const ok = (body: string | Buffer, type = HTML): Resp => ({ status: 200, type, body });
const moved = (location: string, status = 301): Resp => ({ status, location });
const a = (href: string, text: string) => `<a href="${href.replace(/&(?!amp;)/g, '&amp;')}">${text}</a>`;
const NOT_FOUND = (url: string): Resp => ({ status: 404, type: HTML, body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL ${esc(new URL(url).pathname)} was not found on this server.</p><hr><address>Apache/2.4.29 (Ubuntu) Server at ${new URL(url).host} Port 443</address></body></html>` });
const ERR500: Resp = { status: 500, type: HTML, body: '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>The server encountered an internal error or misconfiguration and was unable to complete your request.</p></body></html>' };
const PDF = (r: R, title: string): Resp => ok(Buffer.from(`%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<</Title (${title})>>endobj\n${words(r, 200)}\n%%EOF\n`, 'latin1'), 'application/pdf');
const cas = (service: string) => `${LOGIN}/cas/login?service=${encodeURIComponent(service)}`;
const EMOJI = `window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/12.0.0-1\\/72x72\\/","ext":".png","svgUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/12.0.0-1\\/svg\\/","svgExt":".svg","source":{"concatemoji":"https:\\/\\/www.cs.lakeshore.edu\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=5.2.4"}};
!function(a,b,c){function d(a,b){var c=String.fromCharCode;l.clearRect(0,0,k.width,k.height),l.fillText(c.apply(this,a),0,0);var d=k.toDataURL();l.clearRect(0,0,k.width,k.height),l.fillText(c.apply(this,b),0,0);var e=k.toDataURL();return d===e}function e(a){var b;if(!l||!l.fillText)return!1;switch(l.textBaseline="top",l.font="600 32px Arial",a){case"flag":return!(b=d([55356,56826,55356,56819],[55356,56826,8203,55356,56819]))&&(b=d([55356,57332,56128,56423,56128,56418,56128,56421,56128,56430,56128,56423,56128,56447],[55356,57332,8203,56128,56423,8203,56128,56418,8203,56128,56421,8203,56128,56430,8203,56128,56423,8203,56128,56447]),!b);case"emoji":return b=d([55357,56424,55356,57342,8205,55358,56605,8205,55357,56424,55356,57340],[55357,56424,55356,57342,8203,55358,56605,8203,55357,56424,55356,57340]),!b}return!1}}(window,document,window._wpemojiSettings);`;

export class ModernWebF {
  readonly seed = `${WWW}/`;
  readonly www = WWW;
  readonly courseHomes = new Set<string>();
  readonly people: Person[] = [];
  readonly faculty: Person[] = [];
  readonly courses: Course[] = [];
  readonly offs: Off[] = [];
  readonly posts: Post[] = [];
  private readonly bySlug = new Map<string, Person>();
  private readonly byLogin = new Map<string, Person>();
  private readonly byNum = new Map<string, Course>();
  private readonly hostOff = new Map<string, Off>();
  private readonly legacyDir = new Map<string, Off>();
  private readonly legacyHome = new Map<string, Off>();
  private readonly moodleOff = new Map<number, Off>();
  private readonly facOff = new Map<string, Off>();
  private readonly blogOff = new Map<string, Off>();
  private readonly postByPath = new Map<string, Post>();
  private readonly postById = new Map<number, Post>();
  private readonly menu: string;

  constructor() {
    const r = rng(hash('layout-f/people'));
    const used = new Set<string>();
    const kinds: [Kind, number][] = [['fac', 40], ['lec', 6], ['emer', 5], ['staff', 28], ['phd', 150]];
    for (const [kind, n] of kinds) for (let k = 0; k < n; k++) {
      let first = '', last = '', slug = '';
      do { first = pick(r, FIRST); last = pick(r, LAST); slug = slugify(`${first} ${last}`); } while (used.has(slug));
      used.add(slug);
      let login = (first[0] + last).toLowerCase().replace(/[^a-z]/g, '');
      while (this.byLogin.has(login)) login += String(ri(r, 2, 9));
      const since = kind === 'emer' ? ri(r, 1975, 1995) : kind === 'fac' ? (r() < 0.5 ? ri(r, 1988, 2008) : ri(r, 2009, 2018)) : kind === 'lec' ? ri(r, 2000, 2015) : ri(r, 2012, 2019);
      const teach = kind === 'fac' || kind === 'lec' || kind === 'emer';
      const p: Person = { i: this.people.length, slug, login, name: `${first} ${last}`, kind, area: ri(r, 0, 7), since,
        legacy: teach && since < 2011 && r() < 0.8, moved: false, site: teach && since > 2003 && r() < 0.55 ? (r() < 0.5 ? 'wp' : 'jekyll') : '', offs: [], ta: [] };
      p.moved = p.legacy && !!p.site && r() < 0.3;
      this.people.push(p);
      this.bySlug.set(slug, p);
      this.byLogin.set(login, p);
      if (teach) this.faculty.push(p);
    }
    const phds = this.people.filter((p) => p.kind === 'phd');
    const rc = rng(hash('layout-f/courses'));
    COURSE_DATA.forEach(([num, title, area], i) => {
      const level = Number(num[0]);
      let old = `${num[0]}${num.slice(1, 3).replace(/^0/, '1')}`;
      while (this.courses.some((x) => x.old === old)) old = String(Number(old) + 1);
      const inArea = this.faculty.filter((f) => f.area === area);
      const cands: Person[] = [];
      for (let k = 0; k < 3; k++) cands.push(inArea.length && rc() < 0.75 ? pick(rc, inArea) : pick(rc, this.faculty));
      const c: Course = { i, num, old, title, host: i < 26 && (i < 12 || rc() < 0.7), level, area, core: i < 11, season: rc() < 0.5 ? 'Fall' : 'Spring', cands, offs: [] };
      this.courses.push(c);
      this.byNum.set(num, c);
    });
    const ro = rng(hash('layout-f/offerings'));
    let blogs = 0;
    for (const t of TERMS) for (const c of this.courses) {
      const p = c.core ? 0.85 : c.season === t.season ? 0.5 : 0.12;
      if (ro() > p * (t.y < 2005 ? 0.6 : 1)) continue;
      let elig = c.cands.filter((f) => f.since <= t.y && !(f.kind === 'emer' && t.y > 2012));
      if (!elig.length) elig = this.faculty.filter((f) => f.since <= t.y && f.kind !== 'emer');
      if (!elig.length) elig = this.faculty;
      const f = pick(ro, elig);
      const x = ro();
      let style: Style = '';
      if (t.y >= 2016 && (c.host ? x > 0.85 : x < 0.3)) style = ro() < 0.6 ? 'moodle' : 'mpriv';
      else if (t.y >= 2014 && c.host) style = x < 0.92 ? 'host' : '';
      else if (t.y >= 2017 && c.level >= 3 && x < 0.5 && blogs < 9) { style = 'blog'; blogs++; }
      else if (f.site && t.y >= 2010 && x < 0.55) style = 'fac';
      else if (f.legacy && t.y <= 2015 && x < 0.3) { const y = ro(); style = y < 0.45 ? 'leg-a' : y < 0.7 ? 'leg-b' : y < 0.85 ? 'leg-c' : 'frame'; }
      const off: Off = { i: this.offs.length, c, t, f, style, url: '', dir: '', mid: 0, crn: 10000 + ro() * 80000 | 0, nHw: ri(ro, 3, 10), nLec: ri(ro, 18, 28), theme: ri(ro, 0, 2),
        tas: c.level <= 4 && t.y >= 2012 ? Array.from({ length: ri(ro, 1, 5) }, () => pick(ro, phds)) : [], titleStyle: ri(ro, 0, 5), linked: ro() < 0.8 };
      this.offs.push(off);
      c.offs.push(off);
      f.offs.push(off);
      for (const ta of off.tas) ta.ta.push(off);
    }
    // URLs
    const legCount = new Map<string, number>();
    for (const o of this.offs) if (o.style === 'leg-a' || o.style === 'frame') legCount.set(`${o.f.login}/${o.c.num}`, (legCount.get(`${o.f.login}/${o.c.num}`) ?? 0) + 1);
    const legSeen = new Map<string, number>();
    const facSeen = new Set<string>();
    let mid = 2100;
    for (const o of [...this.offs].reverse()) {
      const code = o.t.y < 2008 ? `CS${o.c.old}` : `CS${o.c.num}`;
      switch (o.style) {
        case 'host': o.dir = `${COURSES}/cs${o.c.num}/${o.t.k}/`; o.url = o.dir; this.hostOff.set(`cs${o.c.num}/${o.t.k}`, o); break;
        case 'leg-a': case 'frame': {
          const key = `${o.f.login}/${o.c.num}`;
          const n = legSeen.get(key) ?? 0;
          legSeen.set(key, n + 1);
          o.dir = `courses/${code}${n === 0 && legCount.get(key) === 1 ? '' : `-${o.t.abbr}`}/`;
          o.url = `${WWW}/~${o.f.login}/${o.dir}`;
          break;
        }
        case 'leg-b': { const n = code.slice(2).toLowerCase(); o.dir = `teaching/cs${n}-${o.t.slug.replace('-', '')}/`; o.url = `${WWW}/~${o.f.login}/teaching/cs${n}-${o.t.slug.replace('-', '')}.html`; break; }
        case 'leg-c': o.dir = `${code}${o.t.abbr}/`; o.url = `${WWW}/~${o.f.login}/${o.dir}INDEX.HTM`; break;
        case 'moodle': case 'mpriv': o.mid = mid += 3 + (o.i % 7); o.url = `${MOODLE}/course/view.php?id=${o.mid}`; this.moodleOff.set(o.mid, o); break;
        case 'fac': {
          const k = `${o.f.login}/cs${o.c.num}`;
          o.dir = `${o.f.login}/teaching/cs${o.c.num}${facSeen.has(k) ? `-${o.t.k}` : ''}/`;
          facSeen.add(k);
          o.url = `${FAC}/${o.dir}`;
          this.facOff.set(o.dir, o);
          break;
        }
        case 'blog': o.dir = `cs${o.c.num}-${o.t.k[0]}${o.t.k.slice(-2)}`; o.url = `${BLOGS}/${o.dir}/`; this.blogOff.set(o.dir, o); break;
        default: break;
      }
      if (o.url && (this.courseHomes.has(o.url) || this.legacyHome.has(o.url))) { o.style = ''; o.url = ''; o.dir = ''; continue; }
      if (o.style.startsWith('leg') || o.style === 'frame') { this.legacyDir.set(`${o.f.login}/${o.dir}`, o); this.legacyHome.set(o.url, o); }
      if (o.url && o.style !== 'mpriv') this.courseHomes.add(o.url);
    }
    // news posts
    const rp = rng(hash('layout-f/posts'));
    const homed = this.offs.filter((o) => this.isHome(o) && o.t.y >= 2009);
    for (let i = 0; i < 720; i++) {
      const when = Date.UTC(2009, 0, 1) + Math.floor((i / 720) * (NOW - Date.UTC(2009, 0, 1))) + ri(rp, 0, 3) * DAY;
      const d = new Date(when);
      const kind = rp();
      const person = pick(rp, this.people.filter((p) => p.kind !== 'staff'));
      let title: string, cat = 'news', off: Off | undefined;
      if (kind < 0.12) { off = pick(rp, homed); title = `CS ${off.c.num} students ${pick(rp, ['win hackathon', 'present projects at showcase', 'build apps for local nonprofits', 'take top prizes at BigRed//Hacks', 'demo robots at open house'])}`; cat = 'student-news'; }
      else if (kind < 0.3) { title = `${person.name} receives ${pick(rp, ['NSF CAREER award', 'Sloan Research Fellowship', 'best paper award', 'teaching award', 'Google Faculty Research Award', 'ACM Distinguished Member'])}`; cat = 'awards'; }
      else if (kind < 0.45) { title = `Colloquium: ${sent(rp, 5).slice(0, -1)}`; cat = 'events'; }
      else if (kind < 0.6) { title = `Research highlight: ${words(rp, ri(rp, 3, 6))}`; cat = 'research-highlights'; }
      else title = `${pick(rp, ['Department welcomes', 'Alumni spotlight:', 'In memoriam:', 'Congratulations to', 'Q&A with'])} ${person.name}`;
      const slug = slugify(title).slice(0, 60) + (i % 9 === 0 ? `-${i}` : '');
      const p: Post = { i, id: 1000 + i * 7 + (i % 5), y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), slug, title, cat, tags: [pick(rp, TAGS), pick(rp, TAGS)].filter((x, k, arr) => arr.indexOf(x) === k), author: pick(rp, this.people.filter((q) => q.kind === 'staff' || q.kind === 'fac')), off, person };
      if (this.postByPath.has(`${p.y}/${pad2(p.m)}/${slug}`)) continue;
      this.posts.push(p);
      this.postByPath.set(`${p.y}/${pad2(p.m)}/${slug}`, p);
      this.postById.set(p.id, p);
    }
    this.posts.reverse();
    this.menu = this.megaMenu();
  }

  private isHome(o: Off): boolean { return !!o.url && o.style !== 'mpriv'; }
  private postUrl(p: Post) { return `${WWW}/${p.y}/${pad2(p.m)}/${p.slug}/`; }
  private profile(p: Person) { return `${WWW}/people/${p.slug}/`; }
  private personal(p: Person): string | undefined {
    if (p.site) return `${FAC}/${p.login}/`;
    if (p.legacy) return `${p.i % 3 === 0 ? 'http://www.cs.lakeshore.edu' : WWW}/~${p.login}/`;
    return undefined;
  }
  /** How a course home is linked from elsewhere: mostly https, old pages sometimes http. */
  private homeLink(o: Off, old = false) { return old && o.url.startsWith(WWW) ? o.url.replace('https://', 'http://') : o.url; }
  private code(o: Off) { return o.t.y < 2008 ? `CS ${o.c.old}` : `CS ${o.c.num}`; }

  // ---------------------------------------------------------------- WordPress department site
  private megaMenu(): string {
    const cols: [string, [string, string][]][] = [
      ['About', [['/about/', 'About the Department'], ['/about/history/', 'History'], ['/about/diversity/', 'Diversity & Inclusion'], ['/about/visit/', 'Visit Us'], ['/about/contact/', 'Contact'], ['/about/jobs/', 'Faculty Positions'], ['/about/advisory-board/', 'Advisory Board']]],
      ['People', [['/people/', 'Directory'], ['/people/?role=faculty', 'Faculty'], ['/people/?role=lecturer', 'Lecturers'], ['/people/?role=staff', 'Staff'], ['/people/?role=phd', 'PhD Students'], ['/people/emeriti/', 'Emeriti']]],
      ['Academics', [['/academics/undergraduate/', 'Undergraduate Program'], ['/academics/masters/', 'M.S. Program'], ['/academics/phd/', 'Ph.D. Program'], ['/academics/courses/', 'Courses (Fall 2019)'],
        ['/academics/course-archive/', 'Course Archive'], ['/academics/ta-positions/', 'TA Positions'], ['/academics/course-evaluations/', 'Course Evaluations'], ['/academics/exam-archive/', 'Exam Archive'],
        [`${COURSES}/`, 'Course Websites'], [`${CATALOG}/index.php?catoid=31`, 'Courses of Study'], [`${CLASSES}/`, 'Class Roster'], [`${MOODLE}/`, 'Moodle']]],
      ['Research', [['/research/', 'Research Overview'], ...AREAS.map(([k, n]): [string, string] => [`/research/areas/${k}/`, n]), ['/research/labs/', 'Labs & Groups'], [`${TR}/`, 'Technical Reports']]],
      ['News & Events', [['/category/news/', 'News'], ['/category/awards/', 'Awards'], ['/category/student-news/', 'Student News'], ['/category/events/', 'Colloquia'], [`${EVENTS}/calendar/month/2019-10/`, 'Calendar'], [`${PHOTOS}/`, 'Photo Gallery'], ['/newsletter/', 'Newsletter']]],
      ['Resources', [['/resources/computing/', 'Computing Facilities'], [`${TRAC}/`, 'Trac (CSUG Lab)'], [`${LISTS}/mailman/listinfo`, 'Mailing Lists'], ['/resources/room-reservations/', 'Room Reservations'], ['/usage/', 'Web Statistics'], [`${BLOGS}/`, 'Lakeshore Blogs'], ['/wp-login.php', 'Intranet Login']]],
    ];
    return `<nav id="mega-menu" class="mega-menu" aria-label="Main">${cols.map(([h, ls]) => `<div class="mega-col"><h3>${h}</h3><ul>${ls.map(([u, t]) => `<li class="menu-item">${a(u.startsWith('http') ? u : WWW + u, esc(t))}</li>`).join('')}</ul></div>`).join('')}</nav>`;
  }

  private wp(url: string, title: string, main: string, opts: { body?: string; side?: string; id?: number } = {}): Resp {
    const r = rng(hash(`layout-f/wp-pad ${url}`));
    const id = opts.id ?? (hash(url) % 9000) + 100;
    const idx: string[] = [];
    const n = ri(r, 250, 1100);
    for (let i = 0; i < n; i++) idx.push(`{"id":${ri(r, 100, 9999)},"t":"${words(r, ri(r, 2, 6))}","x":"${words(r, ri(r, 3, 9))}"}`);
    const body = `<!DOCTYPE html>
<html lang="en-US" class="no-js"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} &#8211; Department of Computer Science | Lakeshore University</title>
<link rel='dns-prefetch' href='//fonts.googleapis.com' /><link rel='stylesheet' id='wp-block-library-css' href='${WWW}/wp-includes/css/dist/block-library/style.min.css?ver=5.2.4' type='text/css' media='all' />
<link rel='stylesheet' id='lakeshore-cs-style-css' href='${WWW}/wp-content/themes/lakeshore-cs/style.css?ver=3.1.7' type='text/css' media='all' />
<link rel="alternate" type="application/rss+xml" title="Lakeshore CS &raquo; Feed" href="${WWW}/feed/" />
<link rel="https://api.w.org/" href="${WWW}/wp-json/" /><link rel="shortlink" href="${WWW}/?p=${id}" />
<script type="text/javascript">${EMOJI}</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"CollegeOrUniversity","name":"Lakeshore University Department of Computer Science","url":"${WWW}/","parentOrganization":{"@type":"CollegeOrUniversity","name":"Lakeshore University","url":"${UNI}/"}}</script>
</head><body class="${opts.body ?? 'page-template-default page'} page-id-${id}">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div class="utility-bar">${a(`${UNI}/`, 'Lakeshore University')} | ${a(`${UNI}/directory/`, 'Directory')} | ${a(`${UNI}/maps/`, 'Maps')} | <a href="https://give.lakeshore.edu/cs">Give</a></div>
<header class="site-header"><a class="logo" href="${WWW}/"><img src="${WWW}/wp-content/uploads/2017/06/cs-logo.svg" alt="Lakeshore Computer Science"></a>
<form role="search" method="get" class="search-form" action="${WWW}/"><input type="search" name="s" placeholder="Search"></form></header>
${this.menu}
<div id="content" class="site-content"><main id="main" class="site-main">
<h1 class="entry-title">${esc(title)}</h1>
${main}
</main>${opts.side ? `<aside class="sidebar">${opts.side}</aside>` : ''}</div>
<footer class="site-footer"><div class="footer-cols"><p>Department of Computer Science<br>Lakeshore University<br>410 Harbor Hall, Lakeshore, MI 49999</p>
<ul>${a(`${WWW}/about/contact/`, 'Contact')} ${a(`${WWW}/sitemap/`, 'Site Map')} ${a(`${UNI}/privacy/`, 'Privacy')} ${a(`${UNI}/accessibility/`, 'Web Accessibility')} ${a(`${WWW}/feed/`, 'RSS')}</ul>
<ul class="social"><li><a href="https://twitter.com/LakeshoreCS">Twitter</a></li><li><a href="https://www.facebook.com/LakeshoreCS">Facebook</a></li><li><a href="https://www.youtube.com/c/LakeshoreCS">YouTube</a></li></ul>
<p>&copy; 2019 Lakeshore University. Powered by WordPress.</p></div></footer>
<script type='text/javascript'>/* <![CDATA[ */ var lakeshoreSearch = {"ajaxurl":"https:\\/\\/www.cs.lakeshore.edu\\/wp-admin\\/admin-ajax.php","nonce":"${(hash(url) >>> 4).toString(16)}","index":[${idx.join(',')}]}; /* ]]> */</script>
<script type='text/javascript' src='${WWW}/wp-includes/js/wp-embed.min.js?ver=5.2.4'></script>
<script>(function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){(i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)})(window,document,'script','https://www.google-analytics.com/analytics.js','ga');ga('create','UA-1234567-8','auto');ga('send','pageview');</script>
</body></html>`;
    return ok(body);
  }

  private pager(base: string, page: number, pages: number): string {
    const o: string[] = [];
    if (page > 1) o.push(a(page === 2 ? base : `${base}page/${page - 1}/`, '&laquo; Newer'));
    for (let k = Math.max(1, page - 2); k <= Math.min(pages, page + 2); k++) o.push(k === page ? `<span class="current">${k}</span>` : a(k === 1 ? base : `${base}page/${k}/`, String(k)));
    if (page < pages) o.push(a(`${base}page/${page + 1}/`, 'Older &raquo;'), a(`${base}page/${pages}/`, String(pages)));
    return `<nav class="pagination">${o.join(' ')}</nav>`;
  }

  private postList(url: string, title: string, list: Post[], base: string, page: number): Resp {
    const per = 10, pages = Math.max(1, Math.ceil(list.length / per));
    if (page > pages || page < 1) return this.wp(url, 'Page not found', '<p>It looks like nothing was found at this location.</p>');
    const items = list.slice((page - 1) * per, page * per).map((p) => `<article class="post-${p.id}"><h2>${a(this.postUrl(p), esc(p.title))}</h2><p class="meta">${MONTHS[p.m - 1]} ${p.d}, ${p.y} by ${a(`${WWW}/author/${p.author.login}/`, p.author.name)} in ${a(`${WWW}/category/${p.cat}/`, p.cat)}</p>${para(rng(p.id), 1)}</article>`).join('\n');
    return this.wp(url, page > 1 ? `${title} – Page ${page}` : title, items + this.pager(base, page, pages), { body: 'archive' });
  }

  private post(url: string, p: Post, reply?: string): Resp {
    const r = rng(hash(`post ${p.id}`));
    const idx = this.posts.indexOf(p);
    const prev = this.posts[idx + 1], next = this.posts[idx - 1];
    let body = `<p class="meta">Posted ${MONTHS[p.m - 1]} ${p.d}, ${p.y} by ${a(`${WWW}/author/${p.author.login}/`, p.author.name)}</p>${para(r, 4)}`;
    if (p.off) body += `<p>The students took ${a(p.off.url, `CS ${p.off.c.num}`)} (${esc(p.off.c.title)}) with ${a(this.profile(p.off.f), p.off.f.name)} in ${p.off.t.name}. ${sent(r)}</p>`;
    if (p.person && p.cat !== 'events') body += `<p>${a(this.profile(p.person), p.person.name)} ${sent(r)}</p>`;
    body += para(r, 3) + `<p class="tags">Tags: ${p.tags.map((t) => a(`${WWW}/tag/${t}/`, t)).join(', ')} | Category: ${a(`${WWW}/category/${p.cat}/`, p.cat)}</p>`;
    body += `<nav class="post-nav">${prev ? a(this.postUrl(prev), `&larr; ${esc(prev.title)}`) : ''} ${next ? a(this.postUrl(next), `${esc(next.title)} &rarr;`) : ''}</nav>`;
    const nc = p.i % 4;
    if (nc) body += `<section id="comments"><h3>${nc} Responses</h3>${Array.from({ length: nc }, (_, k) => `<div class="comment" id="comment-${p.id * 10 + k}"><p>${sent(r)}</p><a class="comment-reply-link" href="${this.postUrl(p)}?replytocom=${p.id * 10 + k}#respond">Reply</a></div>`).join('')}</section>`;
    body += `<div id="respond"><h3>${reply ? `Reply to comment ${reply}` : 'Leave a Reply'}</h3><p>${a(`${WWW}/wp-login.php?redirect_to=${encodeURIComponent(this.postUrl(p))}`, 'Log in')} to post a comment.</p></div>`;
    return this.wp(url, p.title, body, { id: p.id, body: 'single single-post' });
  }

  private peopleDir(url: string, q: URLSearchParams): Resp {
    const role = q.get('role') ?? '', area = q.get('area') ?? '', sort = q.get('sort') ?? 'last', page = Number(q.get('page') ?? '1');
    const roleKind: Record<string, Kind> = { faculty: 'fac', lecturer: 'lec', staff: 'staff', phd: 'phd', emeriti: 'emer' };
    if ((role && !roleKind[role]) || (area && !AREAS.some(([k]) => k === area)) || !['last', 'first', 'area', 'title'].includes(sort) || !(page >= 1)) return this.wp(url, 'Page not found', '<p>Nothing found.</p>');
    if (page > 9) return ERR500;
    let list = this.people.filter((p) => (!role || p.kind === roleKind[role]) && (!area || AREAS[p.area][0] === area));
    list = [...list].sort((x, y) => (sort === 'first' ? x.name.localeCompare(y.name) : sort === 'area' ? x.area - y.area : sort === 'title' ? x.kind.localeCompare(y.kind) : x.name.split(' ')[1].localeCompare(y.name.split(' ')[1])));
    const per = 60, pages = Math.max(1, Math.ceil(list.length / per));
    const link = (k: string, v: string) => { const n = new URLSearchParams(q); n.delete(k); n.delete('page'); if (v) n.set(k, v); const s = n.toString(); return `${WWW}/people/${s ? `?${s}` : ''}`; };
    const facets = `<div class="facets"><h4>Role</h4>${['', ...Object.keys(roleKind)].map((v) => a(link('role', v), v || 'All')).join(' ')}<h4>Research area</h4>${['', ...AREAS.map(([k]) => k)].map((v) => a(link('area', v), v || 'Any')).join(' ')}<h4>Sort by</h4>${['last', 'first', 'area', 'title'].map((v) => a(link('sort', v), v)).join(' ')}</div>`;
    const rows = list.slice((page - 1) * per, page * per).map((p) => `<li class="person">${a(this.profile(p), p.name)} <span>${{ fac: 'Professor', lec: 'Senior Lecturer', emer: 'Professor Emeritus', staff: 'Staff', phd: 'PhD Student' }[p.kind]}</span> <span class="area">${AREAS[p.area][1]}</span></li>`).join('');
    const pg = pages > 1 ? `<nav>${Array.from({ length: pages }, (_, k) => a(`${link('page', '')}${link('page', '').includes('?') ? '&' : '?'}page=${k + 1}`, String(k + 1))).join(' ')}</nav>` : '';
    return this.wp(url, 'People', `${facets}<ul class="people">${rows}</ul>${pg}`, { body: 'page-people' });
  }

  private profilePage(url: string, p: Person): Resp {
    const r = rng(hash(`profile ${p.slug}`));
    let body = `<div class="profile"><img src="${WWW}/wp-content/uploads/people/${p.slug}.jpg" alt="${esc(p.name)}"><p>${a(`mailto:${p.login}@cs.lakeshore.edu`, `${p.login}@cs.lakeshore.edu`)} | ${ri(r, 100, 499)} Harbor Hall</p>`;
    body += `<p>Research area: ${a(`${WWW}/research/areas/${AREAS[p.area][0]}/`, AREAS[p.area][1])}</p>${para(r, 3)}`;
    const site = this.personal(p);
    if (site) body += `<p>Personal website: ${a(site, site.replace(/^https?:\/\//, ''))}</p>`;
    if (p.kind !== 'staff' && p.kind !== 'phd') {
      const recent = p.offs.filter((o) => o.t.y >= 2016 && o.style !== '');
      const teaching = recent.map((o) => `<li>${o.style === 'mpriv' ? `CS ${o.c.num}: ${esc(o.c.title)} (${o.t.name}, ${a(o.url, 'Moodle')})` : a(o.url, `CS ${o.c.num}: ${esc(o.c.title)}`) + ` (${o.t.name})`}</li>`);
      const other = [...new Set(p.offs.filter((o) => o.t.y < 2016).map((o) => o.c))].slice(0, 8).map((c) => `<li>${a(`${CATALOG}/preview_course.php?catoid=31&coid=${12000 + c.i * 13}`, `CS ${c.num} ${esc(c.title)}`)}</li>`);
      body += `<h2>Teaching</h2><ul>${teaching.join('')}</ul>${other.length ? `<h3>Other courses</h3><ul>${other.join('')}</ul>` : ''}`;
      body += `<h2>Selected Technical Reports</h2><p>${a(`${TR}/browse?type=author&value=${encodeURIComponent(p.name.split(' ').reverse().join(', '))}`, 'Technical reports by ' + p.name)}</p>`;
    }
    if (p.kind === 'phd') {
      body += `<p>Advisor: ${a(this.profile(this.faculty[p.i % 40]), this.faculty[p.i % 40].name)}</p>`;
      if (p.ta.length) body += `<h2>Teaching Assistant</h2><ul>${p.ta.slice(-4).map((o) => `<li>${this.isHome(o) ? a(o.url, `CS ${o.c.num} ${o.t.name}`) : `CS ${o.c.num} ${o.t.name}`}</li>`).join('')}</ul>`;
    }
    const mine = this.posts.filter((q) => q.person === p).slice(0, 3);
    if (mine.length) body += `<h2>In the News</h2><ul>${mine.map((q) => `<li>${a(this.postUrl(q), esc(q.title))}</li>`).join('')}</ul>`;
    return this.wp(url, p.name, body + '</div>', { body: 'single-people' });
  }

  private offRow(o: Off, old: boolean): string {
    const r = rng(o.i + 77);
    const label = r() < 0.5 ? `${this.code(o)}: ${esc(o.c.title)}` : esc(o.c.title);
    const link = this.isHome(o) && (o.linked || o.t.i === CUR) ? a(this.homeLink(o, old && r() < 0.5), label) : o.style === 'mpriv' ? `${label} (${a(o.url, 'Moodle')})` : label;
    return `<tr><td>${this.code(o)}</td><td>${link}</td><td>${a(this.profile(o.f), o.f.name)}</td><td>${a(`${CATALOG}/preview_course.php?catoid=31&coid=${12000 + o.c.i * 13}`, 'catalog')}</td></tr>`;
  }

  private wwwSite(url: string, u: URL): Resp {
    const path = u.pathname, q = u.searchParams;
    if (path === '/' && q.has('p')) { const p = this.postById.get(Number(q.get('p'))); return p ? moved(this.postUrl(p)) : moved(`${WWW}/`); }
    if (path === '/' && q.has('s')) return this.wp(url, `Search Results for “${q.get('s') ?? ''}”`, '<p>Sorry, but nothing matched your search terms.</p>');
    if (path === '/' && u.search === '') {
      const cur = this.offs.filter((o) => o.t.i === CUR && this.isHome(o)).slice(0, 6);
      return this.wp(url, 'Computer Science at Lakeshore', `<section class="hero"><h2>Welcome</h2>${para(rng(1), 3)}</section><section class="news"><h2>Latest News</h2><ul>${this.posts.slice(0, 10).map((p) => `<li>${a(this.postUrl(p), esc(p.title))}</li>`).join('')}</ul>${a(`${WWW}/category/news/`, 'More news')}</section><section><h2>This semester</h2><ul>${cur.map((o) => `<li>${a(o.url, `CS ${o.c.num}: ${esc(o.c.title)}`)}</li>`).join('')}</ul>${a(`${WWW}/academics/courses/`, 'All Fall 2019 courses')}</section><section><h2>Upcoming events</h2>${a(`${EVENTS}/calendar/month/2019-10/`, 'October 2019 calendar')}</section>`, { body: 'home page' });
    }
    if (path.startsWith('/~')) return this.legacy(url, u);
    if (path.startsWith('/wp-content/') || path.startsWith('/wp-includes/')) {
      if (path.endsWith('.css')) return ok(`/* Theme Name: Lakeshore CS */ body{font-family:"Source Sans Pro",sans-serif} .mega-menu{display:flex}`, 'text/css');
      if (path.endsWith('.js')) return ok(`!function(){"use strict";}();`, 'application/javascript');
      if (path.endsWith('.pdf')) return PDF(rng(hash(path)), path.split('/').pop() ?? '');
      if (/\.(jpg|png|svg)$/.test(path)) return ok(Buffer.from(`\xff\xd8\xff\xe0${path}`, 'latin1'), 'image/jpeg');
      return NOT_FOUND(url);
    }
    if (path === '/wp-json/') return ok(`{"name":"Lakeshore CS","url":"${WWW}","namespaces":["oembed/1.0","wp/v2"]}`, 'application/json');
    if (path === '/wp-login.php' || path === '/wp-admin/') return moved(cas(`${WWW}/wp-admin/`), 302);
    if (path === '/feed/' || /\/feed\/$/.test(path)) return ok(`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Lakeshore CS</title>${this.posts.slice(0, 10).map((p) => `<item><title>${esc(p.title)}</title><link>${this.postUrl(p)}</link></item>`).join('')}</channel></rss>`, 'application/rss+xml; charset=UTF-8');
    // redirect chains
    if (path === '/courses/' || path === '/courses') return moved(`${WWW}/academics/courses`);
    if (path === '/academics/courses') return moved(`${WWW}/academics/courses/`);
    if (path === '/index.php' && q.has('page_id')) return moved(`${WWW}/?p=${q.get('page_id')}`);
    let m = path.match(/^\/faculty\/([a-z]+)\/?$/);
    if (m) { const p = this.byLogin.get(m[1]); return p ? moved(`${WWW}/people/${p.slug}`) : NOT_FOUND(url); }
    m = path.match(/^\/people\/([a-z0-9-]+)$/);
    if (m && this.bySlug.has(m[1])) return moved(`${WWW}/people/${m[1]}/`);
    if (path === '/people/') return this.peopleDir(url, q);
    if (path === '/people/emeriti/') return this.wp(url, 'Emeriti', `<ul>${this.people.filter((p) => p.kind === 'emer').map((p) => `<li>${a(this.profile(p), p.name)}</li>`).join('')}</ul>`);
    m = path.match(/^\/people\/([a-z0-9-]+)\/$/);
    if (m) { const p = this.bySlug.get(m[1]); return p ? this.profilePage(url, p) : this.wp(url, 'Page not found', '<p>Nothing found.</p>'); }
    if (path === '/academics/courses/') {
      const cur = this.offs.filter((o) => o.t.i === CUR).sort((x, y) => x.c.num.localeCompare(y.c.num));
      const li = cur.map((o, k) => {
        const label = k % 3 === 0 ? esc(o.c.title) : `CS ${o.c.num}: ${esc(o.c.title)}`;
        return `<li>${this.isHome(o) ? a(o.url, label) : o.style === 'mpriv' ? `${label} &mdash; ${a(o.url, 'Moodle (login required)')}` : label} &mdash; ${a(this.profile(o.f), o.f.name)}</li>`;
      });
      return this.wp(url, 'Courses: Fall 2019', `<p>Course websites for the current semester. For earlier semesters see the ${a(`${WWW}/academics/course-archive/`, 'course archive')}. Enrollment: ${a(`${CLASSES}/browse/roster/FA19/subject/CS/`, 'Class Roster')}.</p><ul class="course-list">${li.join('')}</ul>`);
    }
    if (path === '/academics/course-archive/') return this.wp(url, 'Course Archive', `<p>The archive starts with Spring 2010; for earlier courses see the instructors' home pages.</p><ul>${TERMS.slice(ARCHIVE0, CUR).reverse().map((t) => `<li>${a(`${WWW}/academics/course-archive/${t.slug}/`, t.name)}</li>`).join('')}</ul>`);
    m = path.match(/^\/academics\/course-archive\/(spring|fall)-(\d{4})\/$/);
    if (m) {
      const t = TERMS.find((x) => x.slug === `${m![1]}-${m![2]}`);
      if (!t || t.i === CUR || t.i < ARCHIVE0) return this.wp(url, 'Page not found', '<p>Nothing found.</p>');
      const list = this.offs.filter((o) => o.t === t).sort((x, y) => x.c.num.localeCompare(y.c.num));
      return this.wp(url, `Course Archive: ${t.name}`, `<table class="archive"><tr><th>Course</th><th>Title / website</th><th>Instructor</th><th></th></tr>${list.map((o) => this.offRow(o, t.y < 2012)).join('')}</table><p>${t.i > ARCHIVE0 ? a(`${WWW}/academics/course-archive/${TERMS[t.i - 1].slug}/`, `&laquo; ${TERMS[t.i - 1].name}`) : ''} ${t.i < CUR - 1 ? a(`${WWW}/academics/course-archive/${TERMS[t.i + 1].slug}/`, `${TERMS[t.i + 1].name} &raquo;`) : ''}</p>`);
    }
    if (path === '/academics/ta-positions/') return this.wp(url, 'TA Positions', `<p>Applications for Spring 2020 TA positions are open.</p><ul>${this.offs.filter((o) => o.t.i >= CUR - 1 && o.c.level <= 4).map((o) => `<li>${a(`${WWW}/academics/ta-positions/cs${o.c.num}-${o.t.slug}/`, `CS ${o.c.num} ${o.t.name}`)}</li>`).join('')}</ul>`);
    m = path.match(/^\/academics\/ta-positions\/cs(\d{4})-(spring|fall)-(\d{4})\/$/);
    if (m) { const o = this.offs.find((x) => x.c.num === m![1] && x.t.slug === `${m![2]}-${m![3]}`); return o ? this.wp(url, `TA Position: CS ${o.c.num} (${o.t.name})`, `<p>The course staff of CS ${o.c.num} ${esc(o.c.title)} is hiring ${ri(rng(o.i), 2, 12)} TAs.</p>${para(rng(o.i), 3)}<p>Contact ${a(this.profile(o.f), o.f.name)}. ${a(`${WWW}/wp-login.php?redirect_to=%2Fapply%2F`, 'Apply (login)')}</p>`) : NOT_FOUND(url); }
    if (path === '/academics/course-evaluations/') return this.wp(url, 'Course Evaluations', `<ul>${TERMS.slice(CUR - 7).reverse().map((t) => `<li>${a(`${WWW}/academics/course-evaluations/${t.slug}/`, t.name)}</li>`).join('')}</ul>`);
    m = path.match(/^\/academics\/course-evaluations\/((?:spring|fall)-\d{4})\/(?:cs(\d{4})\/)?$/);
    if (m) {
      const t = TERMS.find((x) => x.slug === m![1]);
      if (!t || t.i < CUR - 7) return NOT_FOUND(url);
      if (!m[2]) return this.wp(url, `Course Evaluations: ${t.name}`, `<ul>${this.offs.filter((o) => o.t === t).map((o) => `<li>${a(`${WWW}/academics/course-evaluations/${t.slug}/cs${o.c.num}/`, `CS ${o.c.num} ${esc(o.c.title)}`)}</li>`).join('')}</ul>`);
      const o = this.offs.find((x) => x.t === t && x.c.num === m![2]);
      if (!o) return NOT_FOUND(url);
      const r = rng(o.i * 31);
      return this.wp(url, `Evaluation Summary: CS ${o.c.num}, ${t.name}`, `<table><tr><th>Question</th><th>Mean</th></tr>${['Overall course', 'Instructor', 'Workload', 'Organization', 'Assignments'].map((x) => `<tr><td>${x}</td><td>${(3 + r() * 2).toFixed(2)}</td></tr>`).join('')}</table><p>Instructor: ${a(this.profile(o.f), o.f.name)}. Responses: ${ri(r, 20, 300)}.</p>`);
    }
    if (path === '/academics/exam-archive/') return this.wp(url, 'Exam Archive', `<p>Past exams provided by instructors.</p><ul>${this.offs.filter((o) => o.t.y >= 2012 && o.c.level <= 4 && o.i % 3 === 0).map((o) => `<li>CS ${o.c.num} ${o.t.name}: ${a(`${WWW}/wp-content/uploads/exams/cs${o.c.num}-${o.t.k}-prelim.pdf`, 'prelim')} ${a(`${WWW}/wp-content/uploads/exams/cs${o.c.num}-${o.t.k}-final.pdf`, 'final')}</li>`).join('')}</ul>`);
    // news archives
    const listRoute = (base: string, list: Post[], title: string, rest: string) => { const pm = rest.match(/^(?:page\/(\d+)\/)?$/); return pm ? this.postList(url, title, list, base, Number(pm[1] ?? '1')) : undefined; };
    m = path.match(/^\/category\/([a-z-]+)\/(.*)$/);
    if (m && (m[1] === 'news' || CATS.includes(m[1]))) { const res = listRoute(`${WWW}/category/${m[1]}/`, m[1] === 'news' ? this.posts : this.posts.filter((p) => p.cat === m![1]), `Category: ${m[1]}`, m[2]); if (res) return res; }
    m = path.match(/^\/tag\/([a-z-]+)\/(.*)$/);
    if (m && TAGS.includes(m[1])) { const res = listRoute(`${WWW}/tag/${m[1]}/`, this.posts.filter((p) => p.tags.includes(m![1])), `Tag: ${m[1]}`, m[2]); if (res) return res; }
    m = path.match(/^\/author\/([a-z0-9]+)\/(.*)$/);
    if (m && this.byLogin.has(m[1])) { const pr = this.byLogin.get(m[1])!; const res = listRoute(`${WWW}/author/${m[1]}/`, this.posts.filter((p) => p.author === pr), `Author: ${pr.name}`, m[2]); if (res) return res; }
    m = path.match(/^\/(\d{4})\/(?:(\d{2})\/)?(.*)$/);
    if (m) {
      const y = Number(m[1]);
      if (m[2] && m[3] && !m[3].startsWith('page/')) {
        const p = this.postByPath.get(`${m[1]}/${m[2]}/${m[3].replace(/\/$/, '')}`);
        if (p && m[3].endsWith('/')) return this.post(url, p, q.get('replytocom') ?? undefined);
        if (p) return moved(this.postUrl(p));
        return this.wp(url, 'Page not found', '<p>It looks like nothing was found at this location.</p>');
      }
      const list = this.posts.filter((p) => p.y === y && (!m![2] || p.m === Number(m![2])));
      if (list.length) { const res = listRoute(`${WWW}/${m[1]}/${m[2] ? `${m[2]}/` : ''}`, list, m[2] ? `${MONTHS[Number(m[2]) - 1]} ${y}` : `${y}`, m[3]); if (res) return res; }
    }
    if (path === '/newsletter/') return this.wp(url, 'Newsletter', `<ul>${[2015, 2016, 2017, 2018, 2019].map((y) => `<li>${a(`${WWW}/wp-content/uploads/${y}/05/newsletter-${y}.pdf`, `Spring ${y} newsletter (PDF)`)}</li>`).join('')}</ul>`);
    if (path === '/usage/' || path.startsWith('/usage/')) return this.usage(url, path);
    if (path === '/logs/' || path.startsWith('/logs/')) return this.logs(url, path, q);
    if (path === '/sitemap/') return this.wp(url, 'Site Map', `<ul>${['/about/', '/people/', '/academics/courses/', '/academics/course-archive/', '/research/', '/category/news/', '/resources/computing/'].map((p) => `<li>${a(WWW + p, p)}</li>`).join('')}${this.posts.slice(0, 40).map((p) => `<li>${a(`${WWW}/?p=${p.id}`, esc(p.title))}</li>`).join('')}</ul>`);
    m = path.match(/^\/research\/areas\/([a-z]+)\/$/);
    if (m) { const k = AREAS.findIndex(([x]) => x === m![1]); if (k >= 0) return this.wp(url, AREAS[k][1], `${para(rng(k), 4)}<h2>Faculty</h2><ul>${this.faculty.filter((f) => f.area === k).map((f) => `<li>${a(this.profile(f), f.name)}</li>`).join('')}</ul><p>${a(`${WWW}/people/?area=${m[1]}`, 'All people in this area')} | ${a(`${WWW}/tag/${pick(rng(k), TAGS)}/`, 'Related news')}</p>`); }
    const STATIC: Record<string, string> = { '/about/': 'About the Department', '/about/history/': 'History', '/about/diversity/': 'Diversity &amp; Inclusion', '/about/visit/': 'Visit Us', '/about/contact/': 'Contact', '/about/jobs/': 'Faculty Positions', '/about/advisory-board/': 'Advisory Board',
      '/academics/undergraduate/': 'Undergraduate Program', '/academics/masters/': 'M.S. Program', '/academics/phd/': 'Ph.D. Program', '/research/': 'Research', '/research/labs/': 'Labs &amp; Groups', '/resources/computing/': 'Computing Facilities', '/resources/room-reservations/': 'Room Reservations' };
    if (STATIC[path]) {
      const r = rng(hash(path));
      let extra = '';
      if (path === '/academics/undergraduate/') extra = `<p>Required courses: ${this.courses.filter((c) => c.core).map((c) => a(`${CATALOG}/preview_course.php?catoid=31&coid=${12000 + c.i * 13}`, `CS ${c.num}`)).join(', ')}.</p><p>${a(`${WWW}/wp-content/uploads/2019/08/cs-major-checklist-2019.pdf`, 'Major checklist (PDF)')}</p>`;
      if (path === '/resources/computing/') extra = `<p>Web server statistics: ${a(`${WWW}/usage/`, 'Webalizer')}; raw logs (department only): ${a(`${WWW}/logs/`, '/logs/')}; lab wiki: ${a(`${TRAC}/wiki/WikiStart`, 'Trac')}.</p>`;
      if (path === '/resources/room-reservations/') extra = `<p>${a(`${WWW}/wp-login.php?redirect_to=%2Freservations%2F`, 'Reserve a room (login required)')}</p>`;
      if (path === '/about/history/') extra = `<p>Our old department site: ${a('http://www.cs.lakeshore.edu/department/index.html', 'archived home page')}.</p>`;
      return this.wp(url, STATIC[path].replace('&amp;', '&'), para(r, 5) + extra + para(r, 4));
    }
    if (path === '/department/index.html') return moved(`${WWW}/about/`);
    if (path === '/department/people.html') return moved(`${WWW}/faculty/`);
    if (path === '/faculty/') return moved(`${WWW}/people/?role=faculty`);
    return { ...this.wp(url, 'Page not found', '<p>It looks like nothing was found at this location. Maybe try a search?</p>', { body: 'error404' }), status: 404 };
  }

  // ---------------------------------------------------------------- course content shared by the styles
  private schedRows(o: Off, r: R, lecHref: (k: number) => string | undefined): string {
    const rows: string[] = [];
    let hw = 1;
    for (let k = 1; k <= o.nLec; k++) {
      const when = o.t.start + Math.floor((k - 1) / 2) * 7 * DAY + (k % 2 ? 0 : 2 * DAY);
      const href = lecHref(k);
      const topic = `${words(r, ri(r, 2, 4))}`;
      const due = k % 3 === 0 && hw <= o.nHw ? `HW${hw++} due` : k === Math.floor(o.nLec / 2) ? '<b>Prelim exam</b> (in class)' : k % 5 === 0 ? `Quiz ${k / 5}` : '';
      rows.push(`<tr><td>${k}</td><td>${nice(when)}</td><td>${href ? a(href, topic) : topic}</td><td>${due}</td></tr>`);
    }
    rows.push(`<tr><td></td><td>${nice(o.t.start + 15 * 7 * DAY)}</td><td><b>Final exam</b></td><td></td></tr>`);
    return `<table class="table table-striped schedule"><thead><tr><th>#</th><th>Date</th><th>Topic</th><th>Due</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  }
  private hwList(o: Off, href: (k: number) => string): string {
    return `<ul class="assignments">${Array.from({ length: o.nHw }, (_, k) => `<li>${a(href(k + 1), `Assignment ${k + 1}`)} &mdash; due ${nice(o.t.start + (k + 1) * 10 * DAY)}, 11:59pm</li>`).join('')}</ul>`;
  }
  private siblings(o: Off, self: string): string {
    const others = o.c.offs.filter((x) => x !== o && this.isHome(x)).slice(-6).map((x) => `<li>${a(this.homeLink(x), `${x.t.name}`)}</li>`);
    const byInstr = o.f.offs.filter((x) => x.c !== o.c && this.isHome(x) && x.t.y >= o.t.y - 4).slice(-3).map((x) => `<li>${a(x.url, `CS ${x.c.num} ${esc(x.c.title)} (${x.t.name})`)}</li>`);
    return `${others.length ? `<h4>Other offerings</h4><ul>${others.join('')}</ul>` : ''}${byInstr.length && self ? `<h4>Other courses by ${esc(o.f.name)}</h4><ul>${byInstr.join('')}</ul>` : ''}`;
  }
  private homeTitle(o: Off): string {
    const n = `CS ${o.c.num}`;
    switch (o.titleStyle) {
      case 0: return `${n} &#8211; ${o.t.name}`;
      case 1: return esc(o.c.title);
      case 2: return `${n}: ${esc(o.c.title)} (${o.t.name})`;
      case 3: return `Welcome to ${n}!`;
      case 4: return `${n} | ${o.t.name}`;
      default: return `${n.replace(' ', '')} ${esc(o.c.title)}`;
    }
  }

  // ---------------------------------------------------------------- courses.cs host (Bootstrap)
  private hostPage(o: Off, title: string, main: string, active: string): Resp {
    const nav = [['', 'Home'], ['schedule.html', 'Schedule'], ['assignments.html', 'Assignments'], ['lectures.html', 'Lectures'], ['exams.html', 'Exams'], ['staff.html', 'Staff'], ['syllabus.html', 'Syllabus'], ['resources.html', 'Resources']];
    return ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/css/bootstrap.min.css"><link rel="stylesheet" href="${COURSES}/static/course-${o.theme}.css"></head>
<body><nav class="navbar navbar-expand-lg navbar-dark bg-${['primary', 'dark', 'info'][o.theme]}"><a class="navbar-brand" href="${o.url}">CS ${o.c.num}</a><ul class="navbar-nav">${nav.map(([h, t]) => `<li class="nav-item${h === active ? ' active' : ''}"><a class="nav-link" href="${o.url}${h}">${t}</a></li>`).join('')}<li class="nav-item"><a class="nav-link" href="https://piazza.com/lakeshore/${o.t.k}/cs${o.c.num}">Piazza</a></li><li class="nav-item"><a class="nav-link" href="https://www.gradescope.com/courses/${o.crn}">Gradescope</a></li></ul></nav>
<div class="container">${main}<footer class="text-muted"><hr>${a(`${COURSES}/cs${o.c.num}/`, `All offerings of CS ${o.c.num}`)} &middot; ${a(`${WWW}/`, 'Department of Computer Science')} &middot; ${a(`${COURSES}/`, 'Course websites')}</footer></div></body></html>`);
  }
  private courseHost(url: string, u: URL): Resp {
    const path = u.pathname;
    if (path === '/') return ok(`<!DOCTYPE html><html><head><title>Course Websites - Lakeshore CS</title></head><body><h1>Course websites</h1><ul>${this.courses.filter((c) => c.offs.some((o) => o.style === 'host')).map((c) => `<li>${a(`${COURSES}/cs${c.num}/`, `CS ${c.num} ${esc(c.title)}`)}</li>`).join('')}</ul><p>${a(`${WWW}/academics/course-archive/`, 'Older courses')}</p></body></html>`);
    if (path.startsWith('/static/')) return ok('body{margin:0}', 'text/css');
    let m = path.match(/^\/cs(\d{4})\/(current\/)?$/);
    if (m) {
      const c = this.byNum.get(m[1]);
      const list = c?.offs.filter((o) => o.style === 'host') ?? [];
      if (!c || !list.length) return NOT_FOUND(url);
      if (m[2]) return moved(list[list.length - 1].url, 302);
      const older = c.offs.filter((o) => this.isHome(o) && o.style !== 'host' && o.t.y >= 2010).slice(-8);
      return ok(`<!DOCTYPE html><html><head><title>CS ${c.num}: ${esc(c.title)} - offerings</title></head><body><h1>CS ${c.num}: ${esc(c.title)}</h1><p>${a(`${CATALOG}/preview_course.php?catoid=31&coid=${12000 + c.i * 13}`, 'Catalog description')}</p><h2>Offerings</h2><ul>${list.reverse().map((o) => `<li>${a(o.url, o.t.name)} &mdash; ${esc(o.f.name)}</li>`).join('')}</ul>${older.length ? `<h2>Before this site</h2><ul>${older.map((o) => `<li>${a(this.homeLink(o, true), o.t.name)}</li>`).join('')}</ul>` : ''}<p>${a(`${COURSES}/cs${c.num}/current/`, 'Current offering')}</p></body></html>`);
    }
    m = path.match(/^\/cs(\d{4})\/([a-z]{2}\d{4})(\/.*)?$/);
    if (!m) return NOT_FOUND(url);
    const o = this.hostOff.get(`cs${m[1]}/${m[2]}`);
    if (!o) return NOT_FOUND(url);
    const rest = m[3] ?? '';
    if (rest === '') return moved(o.url);
    const r = rng(hash(url));
    const sub = rest.slice(1);
    const lec = (k: number) => `${o.url}lectures/lec${pad2(k)}.pdf`;
    switch (sub) {
      case '': {
        const ann = `<div class="alert alert-info"><b>Announcements</b><ul><li>${sent(r)}</li><li>${a(`${o.url}assignments/a${Math.min(2, o.nHw)}.html`, `Assignment ${Math.min(2, o.nHw)}`)} is out. ${sent(r)}</li><li>The prelim is on ${nice(o.t.start + 7 * 7 * DAY)}.</li></ul></div>`;
        const intro = `<div class="jumbotron"><h1>CS ${o.c.num}: ${esc(o.c.title)}</h1><p class="lead">${o.t.name} &middot; ${['MWF 10:10–11:00', 'TR 1:25–2:40', 'MW 2:55–4:10'][o.theme]} &middot; ${['Harbor Hall 155', 'Olin 255', 'Statler Auditorium'][o.i % 3]}</p><p>Instructor: ${a(this.profile(o.f), o.f.name)}</p></div>`;
        const body = o.theme === 0 ? `${intro}${ann}${para(r, 2)}<h2>Schedule</h2>${this.schedRows(o, r, lec)}` : o.theme === 1 ? `${intro}${ann}<h2>Assignments</h2>${this.hwList(o, (k) => `${o.url}assignments/a${k}.html`)}${para(r, 2)}` : `${intro}${para(r, 3)}${ann}<p>See the ${a(`${o.url}syllabus.html`, 'syllabus')} for course policies.</p>`;
        return this.hostPage(o, this.homeTitle(o), body + this.siblings(o, url), '');
      }
      case 'schedule.html': return this.hostPage(o, `Schedule - CS ${o.c.num} ${o.t.name}`, `<h1>Schedule</h1>${this.schedRows(o, r, lec)}`, sub);
      case 'assignments.html': return this.hostPage(o, `Assignments - CS ${o.c.num}`, `<h1>Assignments</h1>${this.hwList(o, (k) => `${o.url}assignments/a${k}.html`)}<p>Late policy: ${sent(r)}</p>`, sub);
      case 'lectures.html': return this.hostPage(o, `Lectures - CS ${o.c.num}`, `<h1>Lecture notes</h1><ol>${Array.from({ length: o.nLec }, (_, k) => `<li>${a(lec(k + 1), words(r, 3))} ${k % 4 === 0 ? a(`${o.url}lectures/lec${pad2(k + 1)}.html`, '(notes)') : ''}</li>`).join('')}</ol>`, sub);
      case 'exams.html': return this.hostPage(o, `Exams - CS ${o.c.num}`, `<h1>Exams</h1><ul><li>Prelim: ${nice(o.t.start + 49 * DAY)} ${a(`${o.url}exams/prelim.pdf`, 'exam')} ${a(`${o.url}exams/prelim-solutions.pdf`, 'solutions')}</li><li>Final: ${nice(o.t.start + 105 * DAY)}</li><li>${a(`${WWW}/academics/exam-archive/`, 'Older exams')}</li></ul>`, sub);
      case 'staff.html': return this.hostPage(o, `Staff - CS ${o.c.num}`, `<h1>Course staff</h1><ul><li>${a(this.profile(o.f), o.f.name)} (instructor)</li>${o.tas.map((t) => `<li>${a(this.profile(t), t.name)} (TA)</li>`).join('')}</ul><h2>Office hours</h2>${para(r, 2)}`, sub);
      case 'syllabus.html': return this.hostPage(o, `Syllabus - CS ${o.c.num}`, `<h1>Syllabus</h1>${para(r, 4)}<h2>Grading</h2><ul><li>Assignments 40%</li><li>Quizzes 10%</li><li>Prelim 20%</li><li>Final 30%</li></ul><p>${a(`${o.url}syllabus.pdf`, 'PDF version')}</p>`, sub);
      case 'resources.html': return this.hostPage(o, `Resources - CS ${o.c.num}`, `<h1>Resources</h1>${para(r, 3)}<ul><li>${a(`${TRAC}/wiki/CourseInfrastructure`, 'Course infrastructure wiki')}</li><li>${a(`${LISTS}/pipermail/cs${o.c.num}-l/`, 'Mailing list archive')}</li></ul>`, sub);
      default: break;
    }
    m = sub.match(/^assignments\/a(\d+)\.html$/);
    if (m && Number(m[1]) <= o.nHw) return this.hostPage(o, `Assignment ${m[1]} - CS ${o.c.num}`, `<h1>Assignment ${m[1]}</h1><p>Due ${nice(o.t.start + Number(m[1]) * 10 * DAY)}</p>${para(r, 5)}<p>${a(`${o.url}assignments/a${m[1]}.zip`, 'Release code')}</p>`, 'assignments.html');
    m = sub.match(/^lectures\/lec(\d\d)\.html$/);
    if (m && Number(m[1]) <= o.nLec) return this.hostPage(o, `Lecture ${Number(m[1])} notes`, `<h1>Lecture ${Number(m[1])}</h1>${para(r, 6)}<pre>${words(r, 40)}</pre>`, 'lectures.html');
    if (/^(lectures\/lec\d\d|exams\/prelim(-solutions)?|syllabus)\.pdf$/.test(sub)) return PDF(r, sub);
    if (/^assignments\/a\d+\.zip$/.test(sub)) return ok(Buffer.from(`PK\x03\x04${sub}`, 'latin1'), 'application/zip');
    return NOT_FOUND(url);
  }

  // ---------------------------------------------------------------- legacy ~login pages on www (hand-written, 2000–2015)
  private oldPage(title: string, body: string, bg = '#FFFFFF'): Resp {
    return ok(`<HTML>\n<HEAD>\n<TITLE>${title}</TITLE>\n<META NAME="GENERATOR" CONTENT="Mozilla/4.7 [en] (WinNT; I) [Netscape]">\n</HEAD>\n<BODY BGCOLOR="${bg}" TEXT="#000000" LINK="#0000EE" VLINK="#551A8B">\n${body}\n<HR>\n<ADDRESS>Last modified: ${pick(rng(hash(title)), MON)} ${ri(rng(hash(title)), 1, 28)} ${ri(rng(hash(title + 'y')), 2000, 2015)}</ADDRESS>\n</BODY>\n</HTML>\n`, 'text/html; charset=iso-8859-1');
  }
  private legacy(url: string, u: URL): Resp {
    const m = u.pathname.match(/^\/~([a-z0-9]+)\/(.*)$/);
    if (!m) { const p = this.byLogin.get(u.pathname.slice(2)); return p?.legacy ? moved(`${WWW}/~${p.login}/`) : NOT_FOUND(url); }
    const p = this.byLogin.get(m[1]);
    if (!p || !p.legacy) return NOT_FOUND(url);
    const rest = m[2];
    const r = rng(hash(url));
    const mine = p.offs.filter((o) => this.legacyDir.has(`${p.login}/${o.dir}`));
    if (rest === '' || rest === 'index.html') {
      if (p.moved && rest === '') return moved(`${FAC}/${p.login}/`);
      const list = [...mine].reverse().map((o) => `<LI>${a(this.homeLink(o, r() < 0.4).replace(`${WWW}/~${p.login}/`, ''), `${this.code(o)} ${esc(o.c.title)}`)}, ${o.t.name}</LI>`);
      const later = p.offs.filter((o) => this.isHome(o) && !this.legacyDir.has(`${p.login}/${o.dir}`) && o.t.y >= 2010).slice(-5).map((o) => `<LI>${a(o.url, `CS ${o.c.num}`)} (${o.t.name})</LI>`);
      return this.oldPage(`${p.name}'s Home Page`, `<TABLE WIDTH="100%" BORDER=0><TR><TD VALIGN=TOP><IMG SRC="me.jpg" WIDTH=120></TD><TD><H1>${p.name}</H1>Professor of Computer Science<BR>Lakeshore University<BR>${a(`mailto:${p.login}@cs.lakeshore.edu`, `${p.login}@cs.lakeshore.edu`)}</TD></TR></TABLE>
<H2>Teaching</H2><UL>${list.join('\n')}${later.join('\n')}</UL>
<H2>Research</H2>${para(r, 2)}<UL><LI>${a('papers/', 'Papers')}</LI><LI>${a('cv.pdf', 'Curriculum Vitae')}</LI><LI>${a('students.html', 'Students')}</LI><LI>${a('http://www.cs.lakeshore.edu/research/old-projects.html', 'Old project page')}</LI></UL>
<P>${a(`${WWW}/people/${p.slug}/`, 'Department profile')} | ${a('http://www.cs.lakeshore.edu/', 'CS Department')}</P>`);
    }
    if (rest === 'students.html') return this.oldPage(`${p.name}: Students`, `<H1>Students</H1><UL>${this.people.filter((s) => s.kind === 'phd' && this.faculty[s.i % 40] === p).map((s) => `<LI>${a(this.profile(s), s.name)}</LI>`).join('')}</UL><A HREF="./">Back</A>`);
    if (rest === 'papers/') return this.oldPage(`Papers`, `<H1>Papers</H1><OL>${Array.from({ length: ri(r, 4, 14) }, (_, k) => `<LI>${esc(sent(r, 7))} ${a(`paper${k + 1}.ps.gz`, '[ps.gz]')} ${a(`paper${k + 1}.pdf`, '[pdf]')}</LI>`).join('')}</OL>`);
    if (/^(papers\/paper\d+\.pdf|cv\.pdf)$/.test(rest)) return PDF(r, rest);
    if (/^papers\/paper\d+\.ps\.gz$/.test(rest)) return ok(Buffer.from(`\x1f\x8b\x08\x00${rest}`, 'latin1'), 'application/x-gzip');
    const home = this.legacyHome.get(`${WWW}${u.pathname}`);
    if (home) return this.legacyHomePage(home, r);
    // subpages: find the course directory
    const segs = rest.split('/');
    for (let k = segs.length - 1; k >= 1; k--) {
      const dir = `${segs.slice(0, k).join('/')}/`;
      const o = this.legacyDir.get(`${p.login}/${dir}`);
      if (o) return this.legacySub(url, o, segs.slice(k).join('/'), r);
    }
    return NOT_FOUND(url);
  }
  private legacyLinks(o: Off): [string, string][] {
    const up = o.style === 'leg-c';
    const f = (s: string) => (up ? s.toUpperCase() : s);
    return [[f('syllabus.html'), 'Syllabus'], [f('schedule.html'), 'Lecture Schedule'], [f('hw.html'), 'Homework'], [f('exams.html'), 'Exams'], [f('grades.html'), 'Grades']];
  }
  private legacyHomePage(o: Off, r: R): Resp {
    const pre = o.style === 'leg-b' ? o.dir.slice('teaching/'.length) : '';
    const links = this.legacyLinks(o).map(([h, t]) => `<LI>${a(pre + h, t)}</LI>`).join('');
    const code = this.code(o).replace(' ', '');
    if (o.style === 'frame') return ok(`<HTML><HEAD><TITLE>${this.code(o)}: ${esc(o.c.title)}</TITLE></HEAD>\n<FRAMESET COLS="180,*" BORDER=0>\n<FRAME SRC="menu.html" NAME="menu">\n<FRAME SRC="main.html" NAME="main">\n<NOFRAMES><BODY>This course page uses frames. ${a('menu.html', 'Menu')} | ${a('main.html', 'Main page')}</BODY></NOFRAMES>\n</FRAMESET></HTML>\n`, 'text/html; charset=iso-8859-1');
    const title = o.style === 'leg-c' ? `WELCOME TO ${this.code(o)}` : o.style === 'leg-b' ? (o.i % 3 === 0 ? 'Syllabus' : `CS ${o.c.num}, ${o.t.name}`) : o.i % 2 ? `${code} Home Page` : `${this.code(o)} - ${o.t.name}`;
    const sched = this.schedRows(o, r, (k) => (k % 3 === 1 ? `${pre}${o.style === 'leg-c' ? 'NOTES' : 'notes'}/lec${k}.${o.t.y < 2006 ? 'ps' : 'pdf'}` : undefined)).replace('table table-striped schedule', 'schedule" BORDER="1" CELLPADDING="3');
    const body = `<CENTER><H1>${this.code(o)}: ${esc(o.c.title)}</H1><H3>${o.t.name}</H3></CENTER>
<TABLE BORDER=0 CELLPADDING=4><TR><TD VALIGN=TOP BGCOLOR="#DDDDFF"><UL>${links}</UL></TD><TD VALIGN=TOP>
<P><B>Instructor:</B> ${a(`../${o.style === 'leg-a' ? '../' : ''}`, esc(o.f.name))}<BR><B>Lectures:</B> ${['MWF 10:10', 'TR 11:40', 'MW 1:25'][o.i % 3]}, ${['Upson B17', 'Phillips 101', 'Hollister 110'][o.i % 3]}</P>
<H2>Announcements</H2><UL><LI>${sent(r)}</LI><LI>Homework ${ri(r, 1, o.nHw)} is due ${nice(o.t.start + 40 * DAY)}.</LI></UL>
<H2>Schedule</H2>${sched}</TD></TR></TABLE>`;
    return this.oldPage(title, body, o.style === 'leg-c' ? '#FFFFCC' : '#FFFFFF');
  }
  private legacySub(url: string, o: Off, sub: string, r: R): Resp {
    const up = o.style === 'leg-c';
    const s = up ? sub.toLowerCase() : sub;
    const back = o.style === 'leg-b' ? `../${o.url.split('/').pop()}` : up ? 'INDEX.HTM' : './';
    const nav = `<P>${a(back, 'Course home')}</P>`;
    if (o.style === 'frame' && s === 'menu.html') return this.oldPage('Menu', `<UL>${this.legacyLinks(o).map(([h, t]) => `<LI><A HREF="${h}" TARGET="main">${t}</A></LI>`).join('')}<LI>${a('main.html', 'Home')}</LI></UL>`, '#CCCCFF');
    if (o.style === 'frame' && s === 'main.html') return this.oldPage(`${this.code(o)}`, `<H1>${this.code(o)}: ${esc(o.c.title)}</H1><H3>${o.t.name}</H3>${para(r, 3)}<H2>Schedule</H2>${this.schedRows(o, r, () => undefined)}`);
    if (s === 'syllabus.html') return this.oldPage(`${this.code(o)} Syllabus`, `<H1>Syllabus</H1>${para(r, 5)}${nav}`);
    if (s === 'schedule.html') return this.oldPage(`${this.code(o)} Schedule`, `<H1>Lecture Schedule</H1>${this.schedRows(o, r, () => undefined)}${nav}`);
    if (s === 'hw.html') return this.oldPage(`${this.code(o)} Homework`, `<H1>Homework</H1><OL>${Array.from({ length: o.nHw }, (_, k) => `<LI>${a(up ? `HW${k + 1}.HTM` : `hw${k + 1}.html`, `Homework ${k + 1}`)} (due ${nice(o.t.start + (k + 1) * 10 * DAY)})</LI>`).join('')}</OL>${nav}`);
    if (s === 'exams.html') return this.oldPage(`${this.code(o)} Exams`, `<H1>Exams</H1><UL><LI>${a(up ? 'PRELIM.PDF' : 'prelim.pdf', 'Prelim')}</LI><LI>${a(up ? 'FINAL.PDF' : 'final.pdf', 'Final')} ${a('final-sol.pdf', 'solutions')}</LI></UL>${nav}`);
    if (s === 'grades.html') return o.i % 4 === 0 ? { status: 403, type: HTML, body: '<HTML><HEAD><TITLE>403 Forbidden</TITLE></HEAD><BODY><H1>Forbidden</H1></BODY></HTML>' } : this.oldPage('Grades', `<PRE>${Array.from({ length: 30 }, () => `${ri(r, 1000, 9999)}  ${ri(r, 40, 100)}`).join('\n')}</PRE>`);
    let m = s.match(/^hw(\d+)\.(html|htm)$/);
    if (m && Number(m[1]) <= o.nHw) return this.oldPage(`${this.code(o)} Homework ${m[1]}`, `<H1>Homework ${m[1]}</H1><P>Due ${nice(o.t.start + Number(m[1]) * 10 * DAY)}.</P><OL>${Array.from({ length: ri(r, 3, 7) }, () => `<LI>${sent(r, 20)}</LI>`).join('')}</OL>${nav}`);
    m = s.match(/^notes\/lec\d+\.(ps|pdf)$/);
    if (m || /^(prelim|final|final-sol)\.pdf$/.test(s)) return m?.[1] === 'ps' ? ok(`%!PS-Adobe-2.0\n%%Title: ${sub}\n${words(r, 100)}\nshowpage\n`, 'application/postscript') : PDF(r, sub);
    return NOT_FOUND(url);
  }

  // ---------------------------------------------------------------- Webalizer reports and raw logs
  private usage(url: string, path: string): Resp {
    const months: string[] = [];
    for (let y = 2004; y <= 2019; y++) for (let mo = 1; mo <= 12; mo++) if (y < 2019 || mo <= 10) months.push(`${y}${pad2(mo)}`);
    const page = (title: string, body: string) => ok(`<HTML><HEAD><TITLE>${title}</TITLE></HEAD><BODY BGCOLOR="#E8E8E8"><H2>${title}</H2><SMALL>Generated ${ymd(NOW)} 04:02 EDT by Webalizer Version 2.23</SMALL><HR>${body}<HR><P>${a('index.html', 'Summary')} ${a(`${WWW}/logs/`, 'Raw logs')}</P></BODY></HTML>`);
    if (path === '/usage/' || path === '/usage/index.html') return page('Usage Statistics for www.cs.lakeshore.edu', `<TABLE BORDER=1><TR><TH>Month</TH><TH>Hits</TH><TH>Visits</TH></TR>${[...months].reverse().map((mo) => `<TR><TD>${a(`usage_${mo}.html`, `${MON[Number(mo.slice(4)) - 1]} ${mo.slice(0, 4)}`)}</TD><TD>${hash(mo) % 900000}</TD><TD>${hash(mo + 'v') % 90000}</TD></TR>`).join('')}</TABLE>`);
    const m = path.match(/^\/usage\/(usage|url|ref|site|agent|ctry|search)_(\d{6})\.html$/);
    if (!m || !months.includes(m[2])) return NOT_FOUND(url);
    const r = rng(hash(path));
    const mo = m[2];
    if (m[1] === 'usage') return page(`Usage Statistics for www.cs.lakeshore.edu - ${MONTHS[Number(mo.slice(4)) - 1]} ${mo.slice(0, 4)}`, `<P>${['url', 'ref', 'site', 'agent', 'ctry', 'search'].map((k) => a(`${k}_${mo}.html`, `[${k}]`)).join(' ')}</P><IMG SRC="daily_usage_${mo}.png"><TABLE BORDER=1>${Array.from({ length: 28 }, (_, d) => `<TR><TD>${d + 1}</TD><TD>${ri(r, 1000, 30000)}</TD><TD>${ri(r, 100, 3000)}</TD></TR>`).join('')}</TABLE>`);
    const rows = Array.from({ length: 40 }, (_, k) => {
      if (m[1] === 'url') { const o = this.offs[ri(r, 0, this.offs.length - 1)]; return `<TR><TD>${k + 1}</TD><TD>${ri(r, 10, 9000)}</TD><TD>${o.url.startsWith(WWW) ? o.url.replace(WWW, '') : `/~${o.f.login}/`}</TD></TR>`; }
      return `<TR><TD>${k + 1}</TD><TD>${ri(r, 10, 9000)}</TD><TD>${m[1] === 'agent' ? pick(r, ['Mozilla/5.0 (Windows NT 10.0)', 'Googlebot/2.1', 'msnbot/2.0b', 'Mozilla/4.0 (compatible; MSIE 6.0)']) : words(r, 2)}</TD></TR>`;
    });
    return page(`Top ${m[1]} for ${MONTHS[Number(mo.slice(4)) - 1]} ${mo.slice(0, 4)}`, `<TABLE BORDER=1>${rows.join('')}</TABLE><P>${a(`usage_${mo}.html`, 'Back')}</P>`);
  }
  private logs(url: string, path: string, q: URLSearchParams): Resp {
    const days: string[] = [];
    for (let t = Date.UTC(2018, 0, 1); t <= NOW; t += DAY) days.push(ymd(t));
    if (path === '/logs/') {
      const c = q.get('C') ?? 'N', o = q.get('O') ?? 'A';
      const list = [...days].flatMap((d) => [`access.log.${d}`, `error.log.${d}`]);
      if (o === 'D') list.reverse();
      const sort = ['N', 'M', 'S', 'D'].map((k) => a(`?C=${k};O=${c === k && o === 'A' ? 'D' : 'A'}`, { N: 'Name', M: 'Last modified', S: 'Size', D: 'Description' }[k]!)).join(' ');
      return ok(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><html><head><title>Index of /logs</title></head><body><h1>Index of /logs</h1><pre>${sort}<hr>${a('/', 'Parent Directory')}\n${list.map((f) => `${a(f, f)}  ${f.slice(-10)} 04:00  ${(hash(f) % 900) + 20}K`).join('\n')}</pre></body></html>`);
    }
    const m = path.match(/^\/logs\/(access|error)\.log\.(\d{4}-\d{2}-\d{2})$/);
    if (!m || !days.includes(m[2])) return NOT_FOUND(url);
    const r = rng(hash(path));
    const lines = Array.from({ length: 60 }, () => m[1] === 'access' ? `10.${ri(r, 0, 255)}.${ri(r, 0, 255)}.${ri(r, 0, 255)} - - [${m[2]}:${pad2(ri(r, 0, 23))}:${pad2(ri(r, 0, 59))}:00 -0400] "GET /${pick(r, ['', 'people/', 'academics/courses/', '~' + pick(r, this.faculty).login + '/', 'wp-login.php'])} HTTP/1.1" ${pick(r, [200, 200, 200, 304, 404, 301])} ${ri(r, 200, 90000)}` : `[${m[2]} ${pad2(ri(r, 0, 23))}:00:00] [error] [client 10.0.0.${ri(r, 1, 254)}] File does not exist: /var/www/html/${words(r, 1)}`);
    return ok(lines.join('\n') + '\n', 'text/plain');
  }

  // ---------------------------------------------------------------- Moodle
  private moodlePage(title: string, crumbs: string, main: string): Resp {
    return ok(`<!DOCTYPE html><html dir="ltr" lang="en" xml:lang="en"><head><title>${title}</title><link rel="shortcut icon" href="${MOODLE}/theme/image.php/boost/theme/1568000000/favicon"><script>//<![CDATA[
var M = {}; M.yui = {}; M.cfg = {"wwwroot":"https:\\/\\/moodle.lakeshore.edu","sesskey":"x${hash(title).toString(36)}","themerev":"1568000000","theme":"boost","developerdebug":false};
//]]></script></head><body id="page-course-view" class="format-weeks path-course"><nav class="navbar"><a href="${MOODLE}/" class="navbar-brand">Lakeshore Moodle</a> <span class="login">You are not logged in. (${a(`${MOODLE}/login/index.php`, 'Log in')})</span></nav>
<div id="page-header"><h1>${title}</h1><ol class="breadcrumb">${a(`${MOODLE}/`, 'Home')} / ${a(`${MOODLE}/course/index.php`, 'Courses')} ${crumbs}</ol></div><div id="region-main">${main}</div>
<footer>${a(`${MOODLE}/admin/tool/dataprivacy/summary.php`, 'Data retention summary')} ${a('https://download.moodle.org/mobile?version=2018051703&amp;lang=en&amp;iosappid=633359593&amp;androidappid=com.moodle.moodlemobile', 'Get the mobile app')}</footer></body></html>`);
  }
  private moodle(url: string, u: URL): Resp {
    const path = u.pathname, q = u.searchParams;
    const terms = TERMS.filter((t) => t.y >= 2016);
    const cat = (t: Term) => 10 + t.i;
    if (path === '/' || path === '/course/index.php' && !q.has('categoryid')) return this.moodlePage('Lakeshore Moodle', '', `<h2>Course categories</h2><ul>${[...terms].reverse().map((t) => `<li>${a(`${MOODLE}/course/index.php?categoryid=${cat(t)}`, `Computer Science / ${t.name}`)}</li>`).join('')}</ul><p>${a(`${MOODLE}/course/search.php`, 'Search courses')}</p>`);
    if (path === '/course/index.php') {
      const t = terms.find((x) => cat(x) === Number(q.get('categoryid')));
      if (!t) return moved(`${MOODLE}/course/index.php`, 303);
      const list = this.offs.filter((o) => o.t === t && o.mid);
      const perpage = q.get('perpage') === 'all' ? 999 : 20, page = Number(q.get('page') ?? '0');
      const shown = list.slice(page * perpage, (page + 1) * perpage);
      const more = (page + 1) * perpage < list.length ? a(`${MOODLE}/course/index.php?categoryid=${cat(t)}&page=${page + 1}`, 'Next') : '';
      return this.moodlePage(`Courses: ${t.name}`, `/ ${t.name}`, `<ul class="courses">${shown.map((o) => `<li class="coursebox">${a(o.url, `CS ${o.c.num} ${esc(o.c.title)} (${o.t.roster})`)}<div class="teachers">Teacher: ${esc(o.f.name)}</div></li>`).join('')}</ul>${more} ${a(`${MOODLE}/course/index.php?categoryid=${cat(t)}&perpage=all`, 'Show all')}`);
    }
    if (path === '/course/search.php') return this.moodlePage('Search courses', '', `<form action="${MOODLE}/course/search.php"><input name="search"></form>`);
    if (path === '/login/index.php') return this.moodlePage('Lakeshore Moodle: Log in to the site', '', `<p>Lakeshore users: ${a(cas(`${MOODLE}/login/index.php?authCAS=CAS`), 'Log in with NetID')}</p><p>${a(`${MOODLE}/login/forgot_password.php`, 'Forgotten your username or password?')}</p><p>Some courses may allow guest access.</p>`);
    if (path === '/login/forgot_password.php') return moved(cas(`${MOODLE}/login/index.php`), 302);
    const id = Number(q.get('id'));
    if (path === '/course/view.php') {
      const o = this.moodleOff.get(id);
      if (!o || o.style === 'mpriv') return moved(`${MOODLE}/login/index.php`, 303);
      const r = rng(hash(`moodle ${id}`));
      const section = q.get('section');
      const weeks = Array.from({ length: 14 }, (_, k) => k + 1);
      const act = (k: number, j: number) => { const cm = id * 100 + k * 5 + j; const kind = ['resource', 'assign', 'forum', 'quiz', 'url'][j]; return `<li class="activity ${kind}">${a(`${MOODLE}/mod/${kind}/view.php?id=${cm}`, `${{ resource: 'Lecture slides', assign: 'Homework', forum: 'Discussion', quiz: 'Quiz', url: 'Reading' }[kind]} ${k}`)}</li>`; };
      const sec = (k: number) => `<li class="section" id="section-${k}"><h3>${a(`${MOODLE}/course/view.php?id=${id}&section=${k}`, `${nice(o.t.start + (k - 1) * 7 * DAY)} - ${nice(o.t.start + (k - 1) * 7 * DAY + 6 * DAY)}`)}</h3><ul>${[0, 1, 2, 3, 4].filter((j) => (k + j) % 3 !== 0).map((j) => act(k, j)).join('')}</ul></li>`;
      const short = `CS${o.c.num}-${o.t.roster}`;
      if (section !== null) { const k = Number(section); return k >= 1 && k <= 14 ? this.moodlePage(`${short}: Week ${k}`, `/ ${a(o.url, short)} / Week ${k}`, `<ul class="topics">${sec(k)}</ul>${k < 14 ? a(`${MOODLE}/course/view.php?id=${id}&section=${k + 1}`, 'Next week') : ''}`) : moved(o.url, 303); }
      return this.moodlePage(`Course: ${short} ${esc(o.c.title)}`, `/ ${short}`, `<div class="summary"><p>Welcome to CS ${o.c.num}, ${esc(o.c.title)}, ${o.t.name}. Instructor: ${esc(o.f.name)}.</p>${para(r, 2)}</div><ul class="weeks"><li class="section" id="section-0">${a(`${MOODLE}/mod/forum/view.php?id=${id * 100}`, 'Announcements')} ${a(`${MOODLE}/mod/resource/view.php?id=${id * 100 + 99}`, 'Syllabus')}</li>${weeks.map(sec).join('')}</ul><aside>${a(`${MOODLE}/user/index.php?id=${id}`, 'Participants')} ${a(`${MOODLE}/grade/report/index.php?id=${id}`, 'Grades')} ${a(`${MOODLE}/calendar/view.php?view=upcoming&course=${id}`, 'Upcoming events')}</aside>`);
    }
    const mm = path.match(/^\/mod\/(resource|assign|forum|quiz|url)\/view\.php$/);
    if (mm) {
      const o = this.moodleOff.get(Math.floor(id / 100));
      if (!o || o.style === 'mpriv' || mm[1] === 'quiz' || mm[1] === 'assign' && id % 2) return moved(`${MOODLE}/login/index.php`, 303);
      const r = rng(id);
      if (mm[1] === 'resource') return PDF(r, `resource ${id}`);
      if (mm[1] === 'url') return moved(`https://www.youtube.com/watch?v=${id.toString(36)}`, 303);
      if (mm[1] === 'forum') return this.moodlePage(`Forum ${id}`, `/ ${a(o.url, `CS${o.c.num}`)}`, `<table>${Array.from({ length: ri(r, 2, 8) }, (_, k) => `<tr><td>${a(`${MOODLE}/mod/forum/discuss.php?d=${id * 10 + k}`, esc(sent(r, 5)))}</td></tr>`).join('')}</table>`);
      return this.moodlePage(`Homework ${id % 100}`, `/ ${a(o.url, `CS${o.c.num}`)}`, `<p>Due: ${nice(o.t.start + (id % 100) * 3 * DAY)}</p>${para(r, 2)}<p>You must log in to submit.</p>`);
    }
    if (path === '/mod/forum/discuss.php') { const o = this.moodleOff.get(Math.floor(Number(q.get('d')) / 1000)); return o && o.style === 'moodle' ? this.moodlePage('Discussion', `/ ${a(o.url, `CS${o.c.num}`)}`, para(rng(Number(q.get('d'))), 3)) : moved(`${MOODLE}/login/index.php`, 303); }
    if (['/user/index.php', '/grade/report/index.php', '/calendar/view.php', '/admin/tool/dataprivacy/summary.php'].includes(path)) return moved(`${MOODLE}/login/index.php`, 303);
    return NOT_FOUND(url);
  }

  // ---------------------------------------------------------------- faculty personal sites (WordPress or Jekyll)
  private facPage(p: Person, title: string, main: string): Resp {
    const nav = [['', 'Home'], ['research/', 'Research'], ['publications/', 'Publications'], ['teaching/', 'Teaching'], ['students/', 'Group'], ['blog/', 'Blog']];
    const links = nav.map(([h, t]) => `<li>${a(`${FAC}/${p.login}/${h}`, t)}</li>`).join('');
    if (p.site === 'jekyll') return ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="Jekyll v3.8.5"><title>${title}</title><link rel="stylesheet" href="${FAC}/${p.login}/assets/main.css"><link rel="alternate" type="application/rss+xml" href="${FAC}/${p.login}/feed.xml"></head><body><header class="site-header"><a class="site-title" href="${FAC}/${p.login}/">${p.name}</a><nav class="site-nav"><ul>${links}</ul></nav></header><main class="page-content"><div class="wrapper">${main}</div></main><footer class="site-footer">${a(`${WWW}/people/${p.slug}/`, 'Lakeshore CS profile')} &middot; <a href="https://github.com/${p.login}">GitHub</a></footer></body></html>`);
    return ok(`<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>${title} | ${p.name}</title><link rel='stylesheet' href='${FAC}/${p.login}/wp-content/themes/twentyseventeen/style.css?ver=5.2.3' type='text/css' /><link rel="alternate" type="application/rss+xml" href="${FAC}/${p.login}/feed/"></head><body class="page"><header><h1 class="site-title">${a(`${FAC}/${p.login}/`, p.name)}</h1><p class="site-description">Professor, Computer Science, Lakeshore University</p><nav><ul class="menu">${links}</ul></nav></header><div class="site-content">${main}</div><footer>Proudly powered by WordPress | ${a(`${WWW}/people/${p.slug}/`, 'Department profile')}</footer></body></html>`);
  }
  private faculty_(url: string, u: URL): Resp {
    const path = u.pathname;
    if (path === '/') return ok(`<!DOCTYPE html><html><head><title>faculty.cs.lakeshore.edu</title></head><body><h1>Faculty web sites</h1><ul>${this.faculty.filter((f) => f.site).map((f) => `<li>${a(`${FAC}/${f.login}/`, f.name)}</li>`).join('')}</ul></body></html>`);
    const m = path.match(/^\/([a-z0-9]+)\/(.*)$/);
    const p = m ? this.byLogin.get(m[1]) : undefined;
    if (!m || !p || !p.site) return NOT_FOUND(url);
    const rest = m[2];
    const r = rng(hash(url));
    if (rest === '') return this.facPage(p, p.name, `<img src="${FAC}/${p.login}/assets/me.jpg"><p>I am a ${p.kind === 'lec' ? 'senior lecturer' : 'professor'} in the ${a(`${WWW}/`, 'Department of Computer Science')} at Lakeshore University. ${sent(r)}</p>${para(r, 2)}<h2>News</h2><ul>${Array.from({ length: 4 }, () => `<li>${sent(r, 9)}</li>`).join('')}</ul><p>Teaching this term: ${p.offs.filter((o) => o.t.i === CUR && this.isHome(o)).map((o) => a(o.url, `CS ${o.c.num}`)).join(', ') || 'on leave'}</p>`);
    if (rest === 'teaching/') {
      const mine = p.offs.filter((o) => this.isHome(o)).reverse();
      return this.facPage(p, 'Teaching', `<h1>Teaching</h1><ul>${mine.map((o) => `<li>${a(this.homeLink(o), `CS ${o.c.num}: ${esc(o.c.title)}`)}, ${o.t.name}</li>`).join('')}</ul>`);
    }
    if (rest === 'research/') return this.facPage(p, 'Research', para(r, 5));
    if (rest === 'publications/') return this.facPage(p, 'Publications', `<ol>${Array.from({ length: ri(r, 5, 20) }, (_, k) => `<li>${esc(sent(r, 8))} ${a(`${FAC}/${p.login}/papers/p${k}.pdf`, '[pdf]')}</li>`).join('')}</ol>`);
    if (rest === 'students/') return this.facPage(p, 'Group', `<ul>${this.people.filter((s) => s.kind === 'phd' && this.faculty[s.i % 40] === p).map((s) => `<li>${a(this.profile(s), s.name)}</li>`).join('')}</ul>`);
    const posts = Array.from({ length: 6 + (p.i % 8) }, (_, k) => { const t = NOW - (k * 53 + p.i) * DAY; const d = new Date(t); return { path: `blog/${d.getUTCFullYear()}/${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())}/${slugify(words(rng(p.i * 100 + k), 4))}/`, title: words(rng(p.i * 100 + k), 4), d: ymd(t) }; });
    if (rest === 'blog/') return this.facPage(p, 'Blog', `<ul>${posts.map((b) => `<li>${b.d}: ${a(`${FAC}/${p.login}/${b.path}`, b.title)}</li>`).join('')}</ul>`);
    const bp = posts.find((b) => b.path === rest);
    if (bp) return this.facPage(p, bp.title, `<article><h1>${bp.title}</h1><time>${bp.d}</time>${para(r, 5)}</article>`);
    if (/^papers\/p\d+\.pdf$/.test(rest)) return PDF(r, rest);
    if (/(assets\/main\.css|style\.css)$/.test(rest)) return ok('body{}', 'text/css');
    if (rest === 'feed.xml' || rest === 'feed/') return ok(`<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${p.name}</title></feed>`, 'application/atom+xml');
    // course pages
    const seg = rest.match(/^(teaching\/[a-z0-9-]+\/)(.*)$/);
    const o = seg ? this.facOff.get(`${p.login}/${seg[1]}`) : undefined;
    if (!o || !seg) return NOT_FOUND(url);
    const sub = seg[2];
    const cnav = `<p class="course-nav">${a(o.url, 'Overview')} | ${a(`${o.url}schedule/`, 'Schedule')} | ${a(`${o.url}readings/`, 'Readings')} | ${a(`${o.url}projects/`, 'Projects')}</p>`;
    if (sub === '') {
      const title = o.titleStyle === 3 ? `Welcome to CS ${o.c.num}!` : o.titleStyle === 1 ? 'Syllabus' : `CS ${o.c.num}: ${esc(o.c.title)} (${o.t.name})`;
      return this.facPage(p, title, `<h1>CS ${o.c.num}: ${esc(o.c.title)}</h1><p><b>${o.t.name}</b> &middot; Instructor: ${esc(p.name)} &middot; ${o.tas.length ? `TAs: ${o.tas.map((t) => a(this.profile(t), t.name)).join(', ')}` : ''}</p>${cnav}${para(r, 3)}<h2>Schedule</h2>${this.schedRows(o, r, (k) => (k % 4 === 0 ? `${o.url}lectures/${k}/` : undefined))}<h2>Grading</h2><ul><li>Paper responses 20%</li><li>Homework ${o.nHw}× 30%</li><li>Final project 50%</li></ul>${this.siblings(o, url)}`);
    }
    if (sub === 'schedule/') return this.facPage(p, `Schedule - CS ${o.c.num}`, cnav + this.schedRows(o, r, (k) => (k % 4 === 0 ? `${o.url}lectures/${k}/` : undefined)));
    if (sub === 'readings/') return this.facPage(p, `Readings - CS ${o.c.num}`, `${cnav}<ol>${Array.from({ length: 12 }, () => `<li>${esc(sent(r, 7))}</li>`).join('')}</ol>`);
    if (sub === 'projects/') return this.facPage(p, `Projects - CS ${o.c.num}`, `${cnav}${para(r, 4)}<p>${a(`${o.url}projects/proposal-template.pdf`, 'Proposal template')}</p>`);
    if (sub === 'projects/proposal-template.pdf') return PDF(r, sub);
    const lm = sub.match(/^lectures\/(\d+)\/$/);
    if (lm && Number(lm[1]) <= o.nLec && Number(lm[1]) % 4 === 0) return this.facPage(p, `Lecture ${lm[1]} - CS ${o.c.num}`, `${cnav}<h1>Lecture ${lm[1]}</h1>${para(r, 6)}`);
    return NOT_FOUND(url);
  }

  // ---------------------------------------------------------------- WordPress multisite blogs
  private blogs(url: string, u: URL): Resp {
    const path = u.pathname;
    const page = (site: string, title: string, main: string) => ok(`<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>${title}</title><link rel='stylesheet' href='${BLOGS}/wp-content/themes/twentysixteen/style.css?ver=5.2.4' /><link rel="alternate" type="application/rss+xml" href="${BLOGS}/${site}/feed/"></head><body><header>${a(`${BLOGS}/${site}/`, site)}</header><main>${main}</main><footer>${a(`${BLOGS}/`, 'Lakeshore Blogs')} | ${a(`${BLOGS}/wp-login.php`, 'Log in')}</footer></body></html>`);
    if (path === '/') return ok(`<!DOCTYPE html><html><head><title>Lakeshore Blogs</title></head><body><h1>Lakeshore Blogs</h1><ul>${[...this.blogOff.keys(), 'women-in-cs', 'cs-grad-life', 'acm-chapter'].map((s) => `<li>${a(`${BLOGS}/${s}/`, s)}</li>`).join('')}</ul></body></html>`);
    if (path === '/wp-login.php') return moved(cas(`${BLOGS}/wp-admin/`), 302);
    const m = path.match(/^\/([a-z0-9-]+)\/(.*)$/);
    if (!m) return NOT_FOUND(url);
    const site = m[1], rest = m[2];
    const o = this.blogOff.get(site);
    if (!o && !['women-in-cs', 'cs-grad-life', 'acm-chapter'].includes(site)) return NOT_FOUND(url);
    const start = o ? o.t.start : Date.UTC(2017, 0, 10);
    const posts = Array.from({ length: o ? 12 : 25 }, (_, k) => { const t = start + k * (o ? 8 : 30) * DAY; const d = new Date(t); const title = k === 0 && o ? `Welcome to CS ${o.c.num}` : o ? `Week ${k + 1}: ${words(rng(hash(site) + k), 3)}` : words(rng(hash(site) + k), 5); return { t, title, path: `${d.getUTCFullYear()}/${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())}/${slugify(title)}/` }; }).filter((x) => x.t <= NOW).reverse();
    const r = rng(hash(url));
    const list = (ps: typeof posts) => `<ul>${ps.map((x) => `<li>${a(`${BLOGS}/${site}/${x.path}`, esc(x.title))} <small>${ymd(x.t)}</small></li>`).join('')}</ul>`;
    const menu = o ? `<nav>${a(`${BLOGS}/${site}/syllabus/`, 'Syllabus')} | ${a(`${BLOGS}/${site}/schedule/`, 'Schedule')} | ${a(`${BLOGS}/${site}/category/announcements/`, 'Announcements')}</nav>` : '';
    if (rest === '') return page(site, o ? `CS ${o.c.num} ${o.t.name} &#8211; ${esc(o.c.title)}` : `${site} &#8211; Lakeshore Blogs`, `${menu}${o ? `<p>Course blog for CS ${o.c.num} (${o.t.name}), taught by ${a(this.profile(o.f), o.f.name)}.</p>` : ''}${list(posts.slice(0, 8))}${posts.length > 8 ? a(`${BLOGS}/${site}/page/2/`, 'Older posts') : ''}`);
    if (rest === 'page/2/') return page(site, `${site} &#8211; Page 2`, list(posts.slice(8)));
    if (o && rest === 'syllabus/') return page(site, `Syllabus &#8211; CS ${o.c.num}`, `${menu}${para(r, 5)}`);
    if (o && rest === 'schedule/') return page(site, `Schedule &#8211; CS ${o.c.num}`, `${menu}${this.schedRows(o, r, () => undefined)}`);
    if (rest === 'category/announcements/') return page(site, 'Announcements', list(posts.filter((_, k) => k % 2 === 0)));
    if (rest === 'feed/') return ok(`<?xml version="1.0"?><rss version="2.0"><channel><title>${site}</title></channel></rss>`, 'application/rss+xml');
    const bp = posts.find((x) => x.path === rest);
    if (bp) return page(site, `${esc(bp.title)} &#8211; ${site}`, `${menu}<article><h1>${esc(bp.title)}</h1>${para(r, 4)}</article>`);
    return NOT_FOUND(url);
  }

  // ---------------------------------------------------------------- catalog (Acalog) and class roster
  private catalog(url: string, u: URL): Resp {
    const path = u.pathname, q = u.searchParams, catoid = Number(q.get('catoid'));
    const year = catoid - 31 + 2019;
    const page = (title: string, main: string) => ok(`<!DOCTYPE html><html><head><title>${title} - Lakeshore University - Acalog ACMS&trade;</title></head><body><div id="acalog-header">${a(`${CATALOG}/index.php?catoid=${catoid || 31}`, `${year || 2019}-${(year || 2019) + 1} Courses of Study`)} | <select>${[27, 28, 29, 30, 31].map((c) => `<option value="${c}">${c - 31 + 2019}-${c - 30 + 2019}</option>`).join('')}</select> ${[27, 28, 29, 30, 31].map((c) => a(`${CATALOG}/index.php?catoid=${c}`, `[${c - 31 + 2019}]`)).join(' ')}</div>${main}<div id="footer">${a(`${CATALOG}/misc/catalog_list.php?catoid=${catoid || 31}`, 'Catalog archive')}</div></body></html>`);
    if (path === '/' ) return moved(`${CATALOG}/index.php?catoid=31`, 302);
    if (catoid < 27 || catoid > 31) return NOT_FOUND(url);
    if (path === '/index.php') return page('Courses of Study', `<p>${a(`${CATALOG}/content.php?catoid=${catoid}&navoid=${800 + catoid}`, 'Computer Science (CS) courses')}</p>${para(rng(catoid), 2)}`);
    if (path === '/misc/catalog_list.php') return page('Catalog archive', `<ul>${[27, 28, 29, 30, 31].map((c) => `<li>${a(`${CATALOG}/index.php?catoid=${c}`, `${c - 31 + 2019}-${c - 30 + 2019}`)}</li>`).join('')}</ul>`);
    if (path === '/content.php' && Number(q.get('navoid')) === 800 + catoid) return page('Computer Science (CS)', `<ul>${this.courses.filter((c) => c.offs.some((o) => o.t.y <= year + 1)).map((c) => `<li>${a(`${CATALOG}/preview_course_nopop.php?catoid=${catoid}&coid=${12000 + c.i * 13}`, `CS ${c.num} - ${esc(c.title)}`)}</li>`).join('')}</ul>`);
    const coid = Number(q.get('coid'));
    const c = this.courses.find((x) => 12000 + x.i * 13 === coid);
    if ((path === '/preview_course_nopop.php' || path === '/preview_course.php') && c) {
      const r = rng(coid * 7 + catoid);
      return page(`CS ${c.num} - ${c.title}`, `<h1>CS ${c.num} - ${esc(c.title)}</h1><p>(${c.level === 6 ? 3 : 4} credits) ${c.core ? 'Fall, Spring' : c.season}.</p>${para(r, 3)}<p>Prerequisite: ${c.i > 3 ? `CS ${this.courses[c.i % 4].num}` : 'none'}.</p><p>Outcomes: ${words(r, 20)}</p>${catoid === 31 && c.offs.some((o) => o.style === 'host') ? `<p>Course website: ${a(`${COURSES}/cs${c.num}/`, `${COURSES.replace('https://', '')}/cs${c.num}/`)}</p>` : ''}<p>${a(`${CATALOG}/preview_course.php?catoid=${catoid}&coid=${coid}&print`, 'Print-Friendly Page')} ${a(`${CATALOG}/content.php?catoid=${catoid}&navoid=${800 + catoid}`, 'Back to CS courses')}</p>`);
    }
    return NOT_FOUND(url);
  }
  private classes(url: string, u: URL): Resp {
    const path = u.pathname, q = u.searchParams;
    const terms = TERMS.filter((t) => t.y >= 2014);
    const page = (title: string, main: string) => ok(`<!DOCTYPE html><html><head><title>${title} | Class Roster | Lakeshore University</title><script>window.__ROSTER__=${JSON.stringify({ terms: terms.map((t) => t.roster), build: '2019.10.1' })}</script></head><body><header>${a(`${CLASSES}/`, 'Class Roster')} ${terms.slice(-4).map((t) => a(`${CLASSES}/browse/roster/${t.roster}/`, t.name)).join(' ')}</header>${main}<footer>${a(`${UNI}/registrar/`, 'Office of the Registrar')}</footer></body></html>`);
    if (path === '/') return page('Class Roster', `<ul>${[...terms].reverse().map((t) => `<li>${a(`${CLASSES}/browse/roster/${t.roster}/`, t.name)}</li>`).join('')}</ul>`);
    const m = path.match(/^\/(browse|search)\/roster\/([A-Z]{2}\d\d)\/(.*)$/);
    const t = m && terms.find((x) => x.roster === m[2]);
    if (!m || !t) return NOT_FOUND(url);
    const offs = this.offs.filter((o) => o.t === t);
    const rest = m[3];
    if (m[1] === 'browse' && rest === '') return page(t.name, `<ul>${['CS', 'ECE', 'INFO', 'MATH', 'ORIE'].map((s) => `<li>${a(`${CLASSES}/browse/roster/${t.roster}/subject/${s}/`, s)}</li>`).join('')}</ul>`);
    const sm = rest.match(/^subject\/([A-Z]+)\/$/);
    if (m[1] === 'browse' && sm) return page(`${sm[1]} ${t.name}`, sm[1] !== 'CS' ? '<p>No classes found.</p>' : `${this.facets(t, new URLSearchParams('subject=CS'))}<ul>${offs.map((o) => `<li>${a(`${CLASSES}/browse/roster/${t.roster}/class/CS/${o.c.num}/`, `CS ${o.c.num} ${esc(o.c.title)}`)}</li>`).join('')}</ul>`);
    const cm = rest.match(/^class\/CS\/(\d{4})\/(books\/)?$/);
    if (m[1] === 'browse' && cm) {
      const o = offs.find((x) => x.c.num === cm[1]);
      if (!o) return NOT_FOUND(url);
      if (cm[2]) return page(`Textbooks: CS ${o.c.num}`, `<p>${esc(sent(rng(o.i), 6))}</p>${a(`${CLASSES}/browse/roster/${t.roster}/class/CS/${o.c.num}/`, 'Back')}`);
      return page(`CS ${o.c.num} ${o.c.title}`, `<h1>CS ${o.c.num} ${esc(o.c.title)}</h1><p>Class Number ${o.crn} &middot; LEC 001 &middot; ${['MWF 10:10AM', 'TR 1:25PM', 'MW 2:55PM'][o.theme]} &middot; Instructor: ${a(this.profile(o.f), o.f.name)}</p><p>${a(`${CATALOG}/preview_course.php?catoid=31&coid=${12000 + o.c.i * 13}`, 'Course description')} | ${a(`${CLASSES}/browse/roster/${t.roster}/class/CS/${o.c.num}/books/`, 'Textbooks')}${this.isHome(o) && o.i % 5 !== 0 ? ` | ${a(o.url, 'Class website')}` : ''}</p>`);
    }
    if (m[1] === 'search' && rest === '') {
      const list = offs.filter((o) => (!q.get('level') || o.c.num[0] === q.get('level')![0]) && (!q.get('days') || ['MWF', 'TR', 'MW'][o.theme] === q.get('days')) && (!q.get('inst') || o.f.login === q.get('inst')));
      return page(`Search: ${t.name}`, `${this.facets(t, q)}<p>${list.length} classes</p><ul>${list.map((o) => `<li>${a(`${CLASSES}/browse/roster/${t.roster}/class/CS/${o.c.num}/`, `CS ${o.c.num}`)}</li>`).join('')}</ul>`);
    }
    return NOT_FOUND(url);
  }
  private facets(t: Term, q: URLSearchParams): string {
    const link = (k: string, v: string) => { const n = new URLSearchParams(q); if (n.get(k) === v) n.delete(k); else n.set(k, v); return `${CLASSES}/search/roster/${t.roster}/?${n.toString()}`; };
    const insts = [...new Set(this.offs.filter((o) => o.t === t).map((o) => o.f.login))].slice(0, 6);
    return `<aside class="facets"><h4>Level</h4>${['1000', '2000', '3000', '4000', '5000', '6000'].map((v) => a(link('level', v), v)).join(' ')}<h4>Days</h4>${['MWF', 'TR', 'MW'].map((v) => a(link('days', v), v)).join(' ')}<h4>Open seats</h4>${a(link('open', 'Y'), 'Open only')}<h4>Instructor</h4>${insts.map((v) => a(link('inst', v), v)).join(' ')}<h4>Sort</h4>${['num', 'title', 'time'].map((v) => a(link('sort', v), v)).join(' ')}</aside>`;
  }

  // ---------------------------------------------------------------- Trac
  private trac(url: string, u: URL): Resp {
    const path = u.pathname, q = u.searchParams;
    const WIKI = Array.from({ length: 140 }, (_, k) => (k === 0 ? 'WikiStart' : k === 1 ? 'CourseInfrastructure' : words(rng(k * 17), 2).split(' ').map((w) => w[0].toUpperCase() + w.slice(1)).join('') + (k > 20 ? k : '')));
    const page = (title: string, main: string) => ok(`<!DOCTYPE html><html><head><title>${title} – CSUG Lab Trac</title><link rel="search" href="${TRAC}/search"><link rel="help" href="${TRAC}/wiki/TracGuide"></head><body><div id="mainnav">${a(`${TRAC}/wiki`, 'Wiki')} ${a(`${TRAC}/timeline`, 'Timeline')} ${a(`${TRAC}/roadmap`, 'Roadmap')} ${a(`${TRAC}/browser`, 'Browse Source')} ${a(`${TRAC}/report`, 'View Tickets')} ${a(`${TRAC}/login`, 'Login')}</div><div id="content">${main}</div><div id="footer">Powered by Trac 1.0.13</div></body></html>`);
    if (path === '/' || path === '/wiki') return moved(`${TRAC}/wiki/WikiStart`, 302);
    if (path === '/login') return moved(cas(`${TRAC}/login`), 302);
    if (path === '/roadmap') return page('Roadmap', `<ul>${Array.from({ length: 8 }, (_, k) => `<li>${a(`${TRAC}/milestone/${2012 + k}`, `Milestone ${2012 + k}`)}</li>`).join('')}</ul>`);
    let m = path.match(/^\/milestone\/(\d{4})$/);
    if (m && +m[1] >= 2012 && +m[1] < 2020) return page(`Milestone ${m[1]}`, `<p>${a(`${TRAC}/query?milestone=${m[1]}&status=closed`, 'Closed tickets')} ${a(`${TRAC}/query?milestone=${m[1]}&status=!closed`, 'Active tickets')}</p>`);
    m = path.match(/^\/wiki\/([A-Za-z0-9]+)$/);
    if (m) {
      const k = WIKI.indexOf(m[1]);
      if (k < 0) return page(m[1], `<p>The page ${m[1]} does not exist. You can create it here.</p>`);
      const nv = 2 + (hash(m[1]) % 14);
      const r = rng(hash(url));
      const action = q.get('action'), version = Number(q.get('version') ?? nv);
      if (action === 'history') return page(`${m[1]} (history)`, `<table>${Array.from({ length: nv }, (_, v) => `<tr><td>${a(`${TRAC}/wiki/${m![1]}?version=${nv - v}`, `@${nv - v}`)}</td><td>${v < nv - 1 ? a(`${TRAC}/wiki/${m![1]}?action=diff&version=${nv - v}`, 'diff') : ''}</td><td>${ymd(NOW - v * 40 * DAY)}</td></tr>`).join('')}</table>`);
      if (action === 'diff') return version % 11 === 7 ? ERR500 : version >= 2 && version <= nv ? page(`${m[1]} (diff)`, `<p>${a(`${TRAC}/wiki/${m[1]}?action=diff&version=${version - 1}`, 'Previous change')} ${version < nv ? a(`${TRAC}/wiki/${m[1]}?action=diff&version=${version + 1}`, 'Next change') : ''}</p><pre>- ${words(r, 20)}\n+ ${words(r, 20)}</pre>`) : NOT_FOUND(url);
      if (q.get('format') === 'txt') return ok(words(r, 200), 'text/plain');
      if (!(version >= 1 && version <= nv)) return NOT_FOUND(url);
      const links = Array.from({ length: 6 }, () => WIKI[ri(r, 0, WIKI.length - 1)]);
      const index = m[1] === 'WikiStart' ? `<h2>All pages</h2><ul>${WIKI.slice(1).map((l) => `<li>${a(`${TRAC}/wiki/${l}`, l)}</li>`).join('')}</ul><p>${a(`${TRAC}/timeline?from=${ymd(NOW)}&daysback=14`, 'Recent changes')}</p>` : '';
      const extra = index + (m[1] === 'CourseInfrastructure' ? `<ul>${this.offs.filter((o) => o.style === 'host' && o.t.i >= CUR - 1).map((o) => `<li>${a(o.url, `CS ${o.c.num}`)} autograder</li>`).join('')}</ul>` : '');
      return page(m[1], `<p>${a(`${TRAC}/wiki/${m[1]}?action=history`, 'Page history')} | ${a(`${TRAC}/wiki/${m[1]}?format=txt`, 'Plain text')}${version < nv ? ` | Version ${version} | ${a(`${TRAC}/wiki/${m[1]}?version=${version + 1}`, 'Next version')}` : ''} ${version > 1 ? a(`${TRAC}/wiki/${m[1]}?version=${version - 1}`, 'Previous version') : ''}</p>${para(r, 4)}<ul>${links.map((l) => `<li>${a(`${TRAC}/wiki/${l}`, l)}</li>`).join('')}</ul>${extra}<p>Last modified in ${a(`${TRAC}/changeset/${(hash(m[1]) % 4000) + 100}`, `[${(hash(m[1]) % 4000) + 100}]`)}</p>`);
    }
    m = path.match(/^\/changeset\/(\d+)$/);
    if (m && +m[1] >= 1 && +m[1] <= 4200) { const n = +m[1], r = rng(n); return page(`Changeset ${n}`, `<p>${sent(r)}</p><p>${n > 1 ? a(`${TRAC}/changeset/${n - 1}`, 'Previous changeset') : ''} ${n < 4200 ? a(`${TRAC}/changeset/${n + 1}`, 'Next changeset') : ''}</p><ul><li>${a(`${TRAC}/browser/trunk/${words(r, 1)}.py?rev=${n}`, 'modified file')}</li><li>${a(`${TRAC}/ticket/${(n % 800) + 1}`, `#${(n % 800) + 1}`)}</li></ul>`); }
    m = path.match(/^\/ticket\/(\d+)$/);
    if (m && +m[1] >= 1 && +m[1] <= 800) { const n = +m[1], r = rng(n * 3); return page(`#${n} (${sent(r, 5)})`, `<p>Reported by ${pick(r, this.people).login}. Status: ${pick(r, ['new', 'assigned', 'closed'])}</p>${para(r, 2)}<p>${a(`${TRAC}/query?owner=${pick(r, this.faculty).login}&status=!closed`, 'Owner tickets')} ${a(`${TRAC}/query?component=${pick(r, ['lab', 'printing', 'accounts', 'courses'])}`, 'Component')}</p>`); }
    if (path === '/query') {
      const link = (k: string, v: string) => { const n = new URLSearchParams(q); n.set(k, v); return `${TRAC}/query?${n.toString()}`; };
      const r = rng(hash(url));
      return page('Custom Query', `<p>${['status', 'owner', 'component', 'order', 'milestone'].map((k) => ['a', 'b'].map((x) => a(link(k, k === 'order' ? pick(r, ['id', 'priority', 'time']) : k === 'owner' ? pick(r, this.faculty).login : k === 'component' ? pick(r, ['lab', 'printing', 'accounts', 'courses']) : k === 'milestone' ? String(ri(r, 2012, 2019)) : pick(r, ['new', 'closed', '!closed'])), `${k}:${x}`)).join(' ')).join(' | ')}</p><ul>${Array.from({ length: 10 }, () => { const n = ri(r, 1, 800); return `<li>${a(`${TRAC}/ticket/${n}`, `#${n}`)}</li>`; }).join('')}</ul>`);
    }
    if (path === '/report') return page('Reports', `<ul>${Array.from({ length: 8 }, (_, k) => `<li>${a(`${TRAC}/report/${k + 1}`, `{${k + 1}} Report`)}</li>`).join('')}</ul>`);
    m = path.match(/^\/report\/([1-8])$/);
    if (m) { const r = rng(+m[1]); return page(`Report ${m[1]}`, `<ul>${Array.from({ length: 30 }, () => { const n = ri(r, 1, 800); return `<li>${a(`${TRAC}/ticket/${n}`, `#${n}`)}</li>`; }).join('')}</ul>`); }
    if (path === '/timeline') {
      const from = q.get('from') ?? ymd(NOW), back = Number(q.get('daysback') ?? '14');
      const t = Date.parse(`${from}T00:00:00Z`);
      if (Number.isNaN(t)) return ERR500;
      const r = rng(hash(url));
      return page('Timeline', `<p>${a(`${TRAC}/timeline?from=${ymd(t - (back + 1) * DAY)}&daysback=${back}`, 'Previous Period')} ${t < NOW ? a(`${TRAC}/timeline?from=${ymd(t + (back + 1) * DAY)}&daysback=${back}`, 'Next Period') : ''}</p><dl>${Array.from({ length: 8 }, () => { const n = ri(r, 1, 4200); return `<dt>${a(`${TRAC}/changeset/${n}`, `Changeset [${n}]`)}</dt><dd>${sent(r, 6)}</dd>`; }).join('')}</dl>`);
    }
    if (path === '/browser' || path.startsWith('/browser/')) {
      const rev = Number(q.get('rev') ?? '4200');
      if (!(rev >= 1 && rev <= 4200)) return NOT_FOUND(url);
      const r = rng(hash(url));
      return page(`${path} @ ${rev}`, `<ul>${['admin', 'autograder', 'printing', 'accounts'].map((d) => `<li>${a(`${TRAC}/browser/trunk/${d}?rev=${rev}`, d)}</li>`).join('')}</ul><p>${a(`${TRAC}/log${path.slice(8) || '/'}?rev=${rev}`, 'Revision log')}</p><pre>${words(r, 30)}</pre>`);
    }
    m = path.match(/^\/log(\/.*)$/);
    if (m) { const rev = Number(q.get('rev') ?? '4200'); if (!(rev > 0 && rev <= 4200)) return NOT_FOUND(url); return page(`Log ${m[1]}`, `<ul>${Array.from({ length: 10 }, (_, k) => `<li>${a(`${TRAC}/changeset/${Math.max(1, rev - k * 3)}`, `[${Math.max(1, rev - k * 3)}]`)}</li>`).join('')}</ul>${rev > 30 ? a(`${TRAC}/log${m[1]}?rev=${rev - 30}`, 'Older revisions') : ''}`); }
    if (path === '/search') return page('Search', '<form><input name="q"></form>');
    return NOT_FOUND(url);
  }

  // ---------------------------------------------------------------- photo gallery
  private photos(url: string, u: URL): Resp {
    const path = u.pathname, q = u.searchParams;
    const ALB = 45;
    const album = (k: number) => ({ slug: `${2008 + (k % 12)}-${slugify(words(rng(k + 500), 2))}-${k}`, n: 20 + (hash(`alb${k}`) % 100), first: k * 1000 });
    const page = (title: string, main: string) => ok(`<!DOCTYPE html><html><head><title>${title} - Lakeshore CS Photos</title></head><body><header>${a(`${PHOTOS}/`, 'Photo Gallery')} | ${a(`${WWW}/`, 'Computer Science')}</header>${main}</body></html>`);
    if (path === '/') return page('Albums', `<ul>${Array.from({ length: ALB }, (_, k) => `<li>${a(`${PHOTOS}/album/${album(k).slug}/`, album(k).slug)}</li>`).join('')}</ul>`);
    let m = path.match(/^\/album\/([a-z0-9-]+)-(\d+)\/$/);
    if (m) {
      const k = +m[2];
      if (k >= ALB || album(k).slug !== `${m[1]}-${m[2]}`) return NOT_FOUND(url);
      const al = album(k), pg = Number(q.get('page') ?? '1'), per = 30, pages = Math.ceil(al.n / per);
      if (!(pg >= 1 && pg <= pages)) return NOT_FOUND(url);
      return page(al.slug, `<div class="thumbs">${Array.from({ length: Math.min(per, al.n - (pg - 1) * per) }, (_, j) => `<a href="${PHOTOS}/photo/${al.first + (pg - 1) * per + j}/"><img src="${PHOTOS}/thumbs/${al.first + (pg - 1) * per + j}.jpg"></a>`).join('')}</div><p>${Array.from({ length: pages }, (_, j) => a(`${PHOTOS}/album/${al.slug}/?page=${j + 1}`, String(j + 1))).join(' ')}</p>`);
    }
    m = path.match(/^\/photo\/(\d+)\/(.*)$/);
    if (m) {
      const id = +m[1], k = Math.floor(id / 1000), al = k < ALB ? album(k) : undefined;
      if (!al || id % 1000 >= al.n) return NOT_FOUND(url);
      const base = `${PHOTOS}/photo/${id}/`;
      const r = rng(id);
      if (m[2] === '') return page(`Photo ${id}`, `<img src="${PHOTOS}/img/${id}_m.jpg"><p>${sent(r, 6)}</p><p>${id % 1000 > 0 ? a(`${PHOTOS}/photo/${id - 1}/`, 'Previous') : ''} ${id % 1000 < al.n - 1 ? a(`${PHOTOS}/photo/${id + 1}/`, 'Next') : ''} ${a(`${PHOTOS}/album/${al.slug}/`, 'Album')}</p><p>Sizes: ${['sq', 's', 'm', 'l', 'o'].map((s) => a(`${base}sizes/${s}/`, s)).join(' ')} | ${a(`${base}comments/`, 'Comments')} | ${a(`${base}download/`, 'Download')}</p>`);
      const sm = m[2].match(/^sizes\/(sq|s|m|l|o)\/$/);
      if (sm) return page(`Photo ${id} (${sm[1]})`, `<img src="${PHOTOS}/img/${id}_${sm[1]}.jpg"><p>${['sq', 's', 'm', 'l', 'o'].map((s) => a(`${base}sizes/${s}/`, s)).join(' ')} ${a(base, 'Back to photo')}</p>`);
      if (m[2] === 'comments/') return page(`Comments on photo ${id}`, `<ol>${Array.from({ length: id % 4 }, () => `<li>${sent(r, 8)}</li>`).join('')}</ol>${a(base, 'Back')}`);
      if (m[2] === 'download/') return ok(Buffer.from(`\xff\xd8\xff\xe0 photo ${id}`, 'latin1'), 'image/jpeg');
    }
    return NOT_FOUND(url);
  }

  // ---------------------------------------------------------------- Mailman / pipermail
  private lists(url: string, u: URL): Resp {
    const path = u.pathname;
    const LISTS_ = ['cs-grads', 'colloquium', 'csug-announce', 'theory-seminar', 'systems-lunch', 'ai-seminar', ...this.courses.filter((c) => c.host).slice(0, 3).map((c) => `cs${c.num}-l`)];
    const months = (l: string) => { const o: [number, number][] = []; const y0 = l.endsWith('-l') ? 2015 : 2003 + (hash(l) % 6); for (let y = y0; y <= 2019; y++) for (let mo = 0; mo < 12; mo++) if (y < 2019 || mo <= 9) o.push([y, mo]); return o; };
    const page = (title: string, main: string) => ok(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2//EN"><HTML><HEAD><TITLE>${title}</TITLE></HEAD><BODY BGCOLOR="#ffffff">${main}<HR><ADDRESS>Generated by Pipermail 0.09 (Mailman edition)</ADDRESS></BODY></HTML>`);
    if (path === '/' || path === '/mailman/listinfo') return page('Mailing lists on lists.cs.lakeshore.edu', `<TABLE>${LISTS_.map((l) => `<TR><TD>${a(`${LISTS}/mailman/listinfo/${l}`, l)}</TD><TD>${a(`${LISTS}/pipermail/${l}/`, 'archives')}</TD></TR>`).join('')}</TABLE>`);
    let m = path.match(/^\/mailman\/listinfo\/([a-z0-9-]+)$/);
    if (m && LISTS_.includes(m[1])) return page(`${m[1]} Info Page`, `<P>To see the collection of prior postings to the list, visit the ${a(`${LISTS}/pipermail/${m[1]}/`, `${m[1]} Archives`)}.</P><FORM METHOD=POST ACTION="${LISTS}/mailman/subscribe/${m[1]}"></FORM>`);
    m = path.match(/^\/pipermail\/([a-z0-9-]+)\/(.*)$/);
    if (!m || !LISTS_.includes(m[1])) return NOT_FOUND(url);
    const l = m[1], rest = m[2], ms = months(l);
    const nMsg = (y: number, mo: number) => 2 + (hash(`${l}${y}${mo}`) % 14);
    const offset = (y: number, mo: number) => { let s = 0; for (const [yy, mm] of ms) { if (yy === y && mm === mo) return s; s += nMsg(yy, mm); } return s; };
    if (rest === '') return page(`The ${l} Archives`, `<TABLE BORDER=3><TR><TD>Archive</TD><TD>View by:</TD><TD>Downloadable version</TD></TR>${[...ms].reverse().map(([y, mo]) => `<TR><TD>${MONTHS[mo]} ${y}:</TD><TD>${['thread', 'subject', 'author', 'date'].map((v) => a(`${y}-${MONTHS[mo]}/${v}.html`, `[ ${v[0].toUpperCase() + v.slice(1)} ]`)).join(' ')}</TD><TD>${a(`${y}-${MONTHS[mo]}.txt.gz`, '[ Gzip\'d Text ]')}</TD></TR>`).join('')}</TABLE>`);
    m = rest.match(/^(\d{4})-([A-Za-z]+)(\.txt\.gz|\/(thread|subject|author|date)\.html|\/(\d{6})\.html)$/);
    const mo = m ? MONTHS.indexOf(m[2]) : -1;
    if (!m || mo < 0 || !ms.some(([y, x]) => y === +m![1] && x === mo)) return NOT_FOUND(url);
    const y = +m[1], n = nMsg(y, mo), first = offset(y, mo);
    const r = rng(hash(url));
    if (m[3] === '.txt.gz') return ok(Buffer.from(`\x1f\x8b\x08\x00${l}${y}${mo}`, 'latin1'), 'application/x-gzip');
    if (m[4]) return page(`The ${l} ${MONTHS[mo]} ${y} Archive by ${m[4]}`, `<H1>${MONTHS[mo]} ${y} Archives by ${m[4]}</H1><UL>${['thread', 'subject', 'author', 'date'].filter((v) => v !== m![4]).map((v) => `<LI>${a(`${v}.html`, `[ ${v} ]`)}</LI>`).join('')}<LI>${a('../', 'Other months')}</LI></UL><UL>${Array.from({ length: n }, (_, k) => `<LI>${a(`${String(first + k).padStart(6, '0')}.html`, `[${l}] ${esc(sent(rng(hash(l) + first + k), 5))}`)}</LI>`).join('')}</UL>`);
    const id = +m[5]!;
    if (id < first || id >= first + n) return NOT_FOUND(url);
    const prev = id > first ? a(`${String(id - 1).padStart(6, '0')}.html`, 'Previous message') : '', next = id < first + n - 1 ? a(`${String(id + 1).padStart(6, '0')}.html`, 'Next message') : '';
    const cur = l.endsWith('-l') ? this.offs.find((o) => `cs${o.c.num}-l` === l && o.t.y === y && this.isHome(o)) : undefined;
    return page(`[${l}] ${esc(sent(rng(hash(l) + id), 5))}`, `<H1>[${l}] ${esc(sent(rng(hash(l) + id), 5))}</H1><B>${pick(r, this.people).name}</B> <I>${nice(Date.UTC(y, mo, 1 + (id % 27)))} ${y}</I><P><UL><LI>${prev}</LI><LI>${next}</LI><LI>${a('date.html#' + id, 'date')} ${a('thread.html#' + id, 'thread')} ${a('subject.html#' + id, 'subject')} ${a('author.html#' + id, 'author')}</LI></UL><HR><PRE>${words(r, 80)}${cur && id % 3 === 0 ? `\n\nCourse web page: ${a(cur.url, cur.url)}` : ''}</PRE>`);
  }

  // ---------------------------------------------------------------- DSpace tech reports
  private techreports(url: string, u: URL): Resp {
    const path = u.pathname, q = u.searchParams;
    const N = 520;
    const item = (k: number) => { const r = rng(k * 101 + 7); const au = [pick(r, this.faculty), pick(r, this.people)]; return { h: 10000 + k, y: 1995 + Math.floor((k / N) * 25), title: sent(r, 7).slice(0, -1), au, no: `TR${1995 + Math.floor((k / N) * 25)}-${String(k % 40).padStart(3, '0')}` }; };
    const auName = (p: Person) => p.name.split(' ').reverse().join(', ');
    const page = (title: string, main: string) => ok(`<!DOCTYPE html><html><head><title>${title} | eCommons@Lakeshore CS</title><meta name="Generator" content="DSpace 6.3"></head><body><div id="ds-header">${a(`${TR}/`, 'Technical Reports')} ${a(`${TR}/browse?type=dateissued`, 'By Issue Date')} ${a(`${TR}/browse?type=author`, 'Authors')} ${a(`${TR}/browse?type=title`, 'Titles')} ${a(`${TR}/discover`, 'Search')} ${a(`${TR}/login`, 'Login')}</div>${main}</body></html>`);
    const discover = (qq: URLSearchParams) => { const n = new URLSearchParams(qq); return `${TR}/discover?${n.toString()}`; };
    if (path === '/') return page('Technical Reports', `<ul>${Array.from({ length: 10 }, (_, k) => { const it = item(N - 1 - k); return `<li>${a(`${TR}/handle/1813/${it.h}`, esc(it.title))}</li>`; }).join('')}</ul>`);
    if (path === '/login') return moved(cas(`${TR}/login`), 302);
    let m = path.match(/^\/handle\/1813\/(\d+)$/);
    if (m && +m[1] >= 10000 && +m[1] < 10000 + N) {
      const it = item(+m[1] - 10000);
      return page(it.title, `<h1>${esc(it.title)}</h1><p>${it.no}. ${it.y}.</p><p>Authors: ${it.au.map((p) => a(`${TR}/browse?type=author&value=${encodeURIComponent(auName(p))}`, auName(p))).join('; ')}</p>${para(rng(it.h), 3)}<p>${a(`${TR}/bitstream/handle/1813/${it.h}/${it.no}.pdf?sequence=1`, `${it.no}.pdf`)} | ${q.get('show') === 'full' ? a(`${TR}/handle/1813/${it.h}`, 'Show simple item record') : a(`${TR}/handle/1813/${it.h}?show=full`, 'Show full item record')}</p>`);
    }
    m = path.match(/^\/bitstream\/handle\/1813\/(\d+)\/(TR[\d-]+)\.pdf$/);
    if (m) return PDF(rng(+m[1]), m[2]);
    if (path === '/browse') {
      const type = q.get('type'), value = q.get('value'), year = q.get('year'), off = Number(q.get('offset') ?? '0');
      const all = Array.from({ length: N }, (_, k) => item(k));
      if (type === 'author' && !value) return page('Browsing by Author', `<ul>${this.faculty.map((p) => `<li>${a(`${TR}/browse?type=author&value=${encodeURIComponent(auName(p))}`, auName(p))}</li>`).join('')}</ul>`);
      let list = all;
      if (type === 'author') list = all.filter((it) => it.au.some((p) => auName(p) === value));
      else if (type === 'dateissued') list = year ? all.filter((it) => it.y === Number(year)) : [...all].reverse();
      else if (type === 'title') list = [...all].sort((x, y) => x.title.localeCompare(y.title));
      else return NOT_FOUND(url);
      const shown = list.slice(off, off + 20);
      const n = new URLSearchParams(q); n.set('offset', String(off + 20));
      const years = type === 'dateissued' ? `<p>${Array.from({ length: 25 }, (_, k) => a(`${TR}/browse?type=dateissued&year=${1995 + k}`, String(1995 + k))).join(' ')}</p>` : '';
      return page(`Browsing by ${type}`, `${years}<ul>${shown.map((it) => `<li>${a(`${TR}/handle/1813/${it.h}`, esc(it.title))}</li>`).join('')}</ul>${off + 20 < list.length ? a(`${TR}/browse?${n.toString()}`, 'Next Page') : ''}`);
    }
    if (path === '/discover') {
      const r = rng(hash(url));
      const k = [...q.keys()].filter((x) => x.startsWith('filtertype_')).length;
      const add = (type: string, val: string) => { const n = new URLSearchParams(q); n.set(`filtertype_${k}`, type); n.set(`filter_relational_operator_${k}`, 'equals'); n.set(`filter_${k}`, val); return discover(n); };
      const facets = `<div class="facets"><h4>Author</h4>${Array.from({ length: 6 }, () => { const p = pick(r, this.faculty); return a(add('author', auName(p)), auName(p)); }).join(' ')}<h4>Date issued</h4>${['1995 - 1999', '2000 - 2004', '2005 - 2009', '2010 - 2014', '2015 - 2019'].map((v) => a(add('dateIssued', `[${v.replace(' - ', ' TO ')}]`), v)).join(' ')}<h4>Subject</h4>${AREAS.slice(0, 5).map(([, n]) => a(add('subject', n), n)).join(' ')}</div>`;
      return k > 6 ? ERR500 : page('Search', `${facets}<ul>${Array.from({ length: 10 }, () => { const it = item(ri(r, 0, N - 1)); return `<li>${a(`${TR}/handle/1813/${it.h}`, esc(it.title))}</li>`; }).join('')}</ul>`);
    }
    return NOT_FOUND(url);
  }

  // ---------------------------------------------------------------- events calendar (endless)
  private events(url: string, u: URL): Resp {
    const path = u.pathname;
    const ev = (k: number) => { const r = rng(k * 13 + 1); return { id: 40000 + k, t: Date.UTC(2016, 0, 10) + k * 4 * DAY, title: `${pick(r, ['CS Colloquium', 'Theory Seminar', 'AI Seminar', 'Systems Lunch', 'PhD Defense'])}: ${sent(r, 5).slice(0, -1)}`, speaker: pick(r, this.people) }; };
    const NEV = Math.floor((Date.UTC(2020, 5, 1) - Date.UTC(2016, 0, 10)) / (4 * DAY));
    const onDay = (t: number) => { const k = Math.round((t - Date.UTC(2016, 0, 10)) / (4 * DAY)); return k >= 0 && k < NEV && ev(k).t === t ? [ev(k)] : []; };
    const page = (title: string, main: string) => ok(`<!DOCTYPE html><html><head><title>${title} | Lakeshore Events</title></head><body><header>${a(`${EVENTS}/`, 'Events')} ${a(`${EVENTS}/calendar/month/2019-10/`, 'This month')}</header>${main}</body></html>`);
    if (path === '/') return moved(`${EVENTS}/calendar/month/2019-10/`, 302);
    let m = path.match(/^\/calendar\/month\/(\d{4})-(\d{2})\/$/);
    if (m) {
      const y = +m[1], mo = +m[2] - 1;
      if (mo < 0 || mo > 11 || y < 1900 || y > 2200) return NOT_FOUND(url);
      const prev = new Date(Date.UTC(y, mo - 1, 1)), next = new Date(Date.UTC(y, mo + 1, 1));
      const days = new Date(Date.UTC(y, mo + 1, 0)).getUTCDate();
      const cells = Array.from({ length: days }, (_, d) => { const t = Date.UTC(y, mo, d + 1); return `<td>${a(`${EVENTS}/calendar/day/${ymd(t)}/`, String(d + 1))}${onDay(t).map((e) => `<br>${a(`${EVENTS}/event/${e.id}/`, esc(e.title))}`).join('')}</td>`; });
      return page(`${MONTHS[mo]} ${y}`, `<p>${a(`${EVENTS}/calendar/month/${prev.getUTCFullYear()}-${pad2(prev.getUTCMonth() + 1)}/`, '&laquo; Previous month')} ${a(`${EVENTS}/calendar/month/${next.getUTCFullYear()}-${pad2(next.getUTCMonth() + 1)}/`, 'Next month &raquo;')}</p><table><tr>${cells.join('')}</tr></table>`);
    }
    m = path.match(/^\/calendar\/day\/(\d{4}-\d{2}-\d{2})\/$/);
    if (m) {
      const t = Date.parse(`${m[1]}T00:00:00Z`);
      if (Number.isNaN(t) || ymd(t) !== m[1]) return NOT_FOUND(url);
      return page(m[1], `<p>${a(`${EVENTS}/calendar/day/${ymd(t - DAY)}/`, 'Previous day')} ${a(`${EVENTS}/calendar/day/${ymd(t + DAY)}/`, 'Next day')} ${a(`${EVENTS}/calendar/month/${m[1].slice(0, 7)}/`, 'Month')}</p>${onDay(t).map((e) => a(`${EVENTS}/event/${e.id}/`, esc(e.title))).join('') || '<p>No events.</p>'}`);
    }
    m = path.match(/^\/event\/(\d+)\/(ical\/)?$/);
    if (m && +m[1] >= 40000 && +m[1] < 40000 + NEV) {
      const e = ev(+m[1] - 40000);
      if (m[2]) return ok(`BEGIN:VCALENDAR\nSUMMARY:${e.title}\nEND:VCALENDAR\n`, 'text/calendar');
      return page(e.title, `<h1>${esc(e.title)}</h1><p>${new Date(e.t).toUTCString()} &middot; Harbor Hall 110</p><p>Speaker: ${a(this.profile(e.speaker), e.speaker.name)}</p>${para(rng(e.id), 3)}<p>${a(`${EVENTS}/event/${e.id}/ical/`, 'Add to calendar')} ${a(`${EVENTS}/calendar/day/${ymd(e.t)}/`, 'Day view')}</p>`);
    }
    return NOT_FOUND(url);
  }

  // ---------------------------------------------------------------- dispatch
  respond(url: string): Resp {
    let u: URL;
    try { u = new URL(url); } catch { return { status: 400, type: HTML, body: 'Bad Request' }; }
    if (u.protocol === 'http:') return moved(url.replace(/^http:/, 'https:'));
    const host = `https://${u.host}`;
    switch (host) {
      case WWW: return this.wwwSite(url, u);
      case COURSES: return this.courseHost(url, u);
      case FAC: return this.faculty_(url, u);
      case MOODLE: return this.moodle(url, u);
      case BLOGS: return this.blogs(url, u);
      case CATALOG: return this.catalog(url, u);
      case CLASSES: return this.classes(url, u);
      case TRAC: return this.trac(url, u);
      case PHOTOS: return this.photos(url, u);
      case LISTS: return this.lists(url, u);
      case TR: return this.techreports(url, u);
      case EVENTS: return this.events(url, u);
      case LOGIN:
        if (u.pathname === '/cas/login') return ok(`<!DOCTYPE html><html><head><title>Lakeshore University Login</title></head><body><h1>NetID Login</h1><form method="post" action="/cas/login"><input name="username"><input type="password" name="password"></form><p>${a(`${LOGIN}/help/`, 'Need help?')}</p></body></html>`);
        if (u.pathname === '/help/') return ok(`<!DOCTYPE html><html><head><title>Login help</title></head><body><p>Contact the IT Service Desk.</p><p>${a(`${UNI}/`, 'Lakeshore University')}</p></body></html>`);
        return NOT_FOUND(url);
      case UNI: return u.pathname === '/' ? ok(`<!DOCTYPE html><html><head><title>Lakeshore University</title></head><body><h1>Lakeshore University</h1><p>${a(`${WWW}/`, 'Computer Science')} ${a(`${UNI}/directory/`, 'Directory')}</p></body></html>`) : NOT_FOUND(url);
      default: return NOT_FOUND(url);
    }
  }
}
