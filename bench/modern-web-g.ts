/**
 * Layout G — a held-out rehearsal web, written apart from the crawler: the **School of Computing Science of
 * Northbridge University** (`northbridge.ac.uk`, a UK university) as archived in late June 2020, just after the
 * 2019/20 academic year ended (teaching moved online in March 2020, so lecture recordings and Moodle abound).
 * UK vocabulary throughout: modules (`COMP2011`, renumbered in 2014 from codes like `CS-211`), semesters,
 * academic years `2019/20` · `2019-20` · `1920`, module leaders, coursework, tutorials, labs, Levels 4–7.
 *
 * Seed: `https://www.cs.northbridge.ac.uk/` (the School's TerminalFour site). Every host answers `http://` with a
 * 301 to `https://`; directory-like paths without a trailing slash on the CMS-like hosts 301 to the slashed form.
 *
 * Course homes (`courseHomes`, one per module offering = module × academic year that has a public page of its own):
 * - `cms`     the School CMS: `www.cs…/teaching/modules/comp2011/` (2019/20) and `…/comp2011/2018-19/` (older
 *             years kept), subpages `lectures/`, `coursework/`, `tutorials/`, `assessment/`, `announcements/`, `staff/`;
 * - `legacy`  the retired Plone module finder (2011–2015, old codes): `www.cs…/teaching/module/?code=CS-211&year=2013`,
 *             subpages as `&tab=…` variants;
 * - `pages`   GitLab Pages course sites: `pages.cs…/comp3207/2019-20/` (Hugo, Jekyll and MkDocs themes) with weekly
 *             lecture pages, labs, coursework, schedule, resources; `pages.cs…/comp3207/` redirects to the latest year;
 * - `user`    staff homepages on `users.cs…/~abc123/`, hand-written 2005-style HTML or modern: `teaching/cs211.html`,
 *             `teaching/comp2011/2016-17/`, `comp2011/1920/`; listed on each owner's teaching page;
 * - `wiki`    the School MediaWiki: `wiki.cs…/index.php/COMP2011_2018-19` (+ `/Coursework`, `/Labs` subpages);
 * - `moodle`  guest-access Moodle courses `moodle.northbridge.ac.uk/course/view.php?id=N`; most Moodle courses are
 *             login-walled (303 → /login/index.php → 302 to the SSO at login.northbridge.ac.uk) and are not homes;
 * - `maths`   joint modules taught by Mathematics: `www.maths.northbridge.ac.uk/teaching/math2041/2019-20/`.
 * Hubs linking homes: the School module index by year and level, programme structures, staff profiles
 * (`/people/<slug>/`), the Current students hub, the university Module Catalogue (`modules.northbridge.ac.uk`, entries
 * per module × year, faceted search — entries are not homes), Moodle category listings, the wiki's Category:Modules,
 * staff teaching pages and "other years" links between offerings.
 *
 * Noise and traps: paginated news with tag archives, an endless events calendar, research groups/projects/seminars,
 * a people directory with combinable filters, PhD student pages, a timetable (module × week, room × week, unbounded
 * weeks), a Talis-like reading-list system, Panopto-like recording folders and viewers, exam-paper PDFs, the
 * MediaWiki's machinery (histories with offsets, oldid revisions, diffs, printable, talk/user pages, RecentChanges
 * with days/limit, AllPages), a Piwigo gallery (albums, pages, photos, sizes, slideshow, calendar), IRC logs by day,
 * AWStats reports, a Jenkins, pipermail archives (thread/date/author/subject), a GitLab (trees, blobs, commits,
 * branches — including the source repositories of the Pages course sites), an ePrints repository, the university
 * home, 404s, occasional 500s, redirect chains, the SSO wall and PDF/ZIP/JPEG/ICS/MP4 bodies. Pages of the http era
 * (old staff pages, the Plone finder) and links typed into the catalogue by module leaders use `http://` and sometimes
 * drop the trailing slash, so they reach their targets through one or two 301s. `respond()` is a pure function of the
 * URL (page content seeded by `hash(url)`; structure by a fixed seed).
 *
 * Size (as built): 366 homes — user 105, legacy 65, cms 61, pages 61, wiki 36, moodle 28, maths 10. Archived with
 * `--pages 54000`, a breadth-first crawl reaches half of them after ~15k fetches and 90 % after ~17k; the stragglers
 * (old offerings reachable only through "other years" links and staff pages) come after ~50k.
 */
import { hash, rng, type Resp } from './modern-web.js';

const D = 'northbridge.ac.uk';
const WWW = `https://www.cs.${D}`;
const PAGES = `https://pages.cs.${D}`;
const USERS = `https://users.cs.${D}`;
const WIKI = `https://wiki.cs.${D}`;
const MOODLE = `https://moodle.${D}`;
const LOGIN = `https://login.${D}`;
const MATHS = `https://www.maths.${D}`;
const CAT = `https://modules.${D}`;
const TT = `https://timetable.${D}`;
const RL = `https://readinglists.${D}`;
const PAN = `https://recordings.${D}`;
const GAL = `https://gallery.cs.${D}`;
const IRC = `https://irclogs.cs.${D}`;
const CI = `https://ci.cs.${D}`;
const STATS = `https://stats.cs.${D}`;
const LISTS = `https://lists.cs.${D}`;
const GIT = `https://gitlab.cs.${D}`;
const EPR = `https://eprints.${D}`;
const UNI = `https://www.${D}`;

/** Current academic year (2019/20) and the oldest year any offering page survives from. */
const NOW = 2019;
const OLDEST = 2005;

type R = () => number;
type Fam = 'cms' | 'legacy' | 'pages' | 'user' | 'wiki' | 'moodle' | 'maths' | 'none';

interface Staff {
  name: string;
  title: string;
  slug: string;
  user: string;
  group: string;
  /** Personal page style on users.cs: none, hand-written old HTML, per-year directories, modern. */
  style: 'none' | 'old' | 'dir' | 'modern';
  room: string;
}
interface Mod {
  code: string;
  old: string;
  name: string;
  level: number;
  sem: 1 | 2;
  credits: number;
  lead: Staff;
  from: number;
  to: number;
  /** Family before and from `switchYear`. */
  older: Fam;
  recent: Fam;
  switchYear: number;
  theme: number;
  offs: Off[];
}
interface Off {
  m: Mod;
  y: number;
  fam: Fam;
  home: string | null;
  moodle: number;
  lead: Staff;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pick = <T>(r: R, a: readonly T[]): T => a[Math.floor(r() * a.length)];
const int = (r: R, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const a = (href: string, text: string, cls = '') => `<a href="${esc(href)}"${cls ? ` class="${cls}"` : ''}>${esc(text)}</a>`;
const li = (href: string, text: string) => `<li>${a(href, text)}</li>`;
const ys = (y: number) => `${y}-${String(y + 1).slice(2)}`;
const yslash = (y: number) => `${y}/${String(y + 1).slice(2)}`;
const yshort = (y: number) => `${String(y).slice(2)}${String(y + 1).slice(2)}`;
const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** The university's Matomo snippet and cookie notice, pasted into every central system's template. */
const tracker = (site: number) => `<script>var _paq=window._paq=window._paq||[];_paq.push(['disableCookies']);_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function(){var u="https://analytics.northbridge.ac.uk/";_paq.push(['setTrackerUrl',u+'matomo.php']);_paq.push(['setSiteId','${site}']);var d=document,g=d.createElement('script'),s=d.getElementsByTagName('script')[0];g.async=true;g.src=u+'matomo.js';s.parentNode.insertBefore(g,s);})();</script><noscript><p><img src="https://analytics.northbridge.ac.uk/matomo.php?idsite=${site}&amp;rec=1" style="border:0;" alt=""></p></noscript><div id="nu-cookie" class="nu-cookie" role="dialog" aria-live="polite" hidden><p>This site uses essential cookies only. See the University's privacy notice for details of how we use your data.</p><button type="button" onclick="document.cookie='nu_ck=1;path=/;max-age=31536000';this.parentNode.hidden=true">OK</button></div><script>if(document.cookie.indexOf('nu_ck=1')<0){document.getElementById('nu-cookie').hidden=false;}</script>`;
/** Pages written in the http era keep absolute http:// links (each costs a 301 to https). */
const httpEra = (s: string) => s.replace(/href="https:\/\//g, 'href="http://');
/** A stable hex id (GUIDs, commit SHAs, Talis ids) from a string. */
const hex = (s: string, len = 8) => Array.from({ length: Math.ceil(len / 8) }, (_, i) => hash(`${i}:${s}`).toString(16).padStart(8, '0')).join('').slice(0, len);
const guid = (s: string) => hex(s, 32).replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const html = (body: string, type = 'text/html; charset=utf-8'): Resp => ({ status: 200, type, body });
const moved = (location: string, status = 301): Resp => ({ status, location });
const bin = (type: string, url: string, n: number): Resp => ({ status: 200, type, body: Buffer.from(`%BIN ${type} ${url} ${'x'.repeat(n % 700)}`) });
const pdf = (url: string) => ({ status: 200, type: 'application/pdf', body: Buffer.from(`%PDF-1.5\n% ${url}\n1 0 obj<</Type/Catalog>>endobj\n${'0'.repeat(hash(url) % 900)}\n%%EOF`) });

const FIRST = 'Alice Ben Catherine David Eleanor Fraser Gemma Hamish Isla James Katie Liam Morag Neil Olivia Patrick Rachel Stuart Tom Una Victoria William Yusuf Zara Aisha Bilal Chloe Dmitri Elena Farah Giorgos Hannah Ibrahim Jia Kwame Lucia Mehmet Niamh Oluwaseun Priya Rhys Siobhan Tariq Wen Ruth Gareth Fiona Callum Ewan Mhairi'.split(' ');
const LAST = 'Anderson Barker Campbell Docherty Evans Fletcher Graham Hughes Irvine Jenkins Kerr Lawson MacLeod Nicholson Oakley Pearce Quinn Robertson Sutherland Thomson Urquhart Vaughan Whitfield Young Ahmed Bhatt Chen Dimitriou Esposito Fernandes Gupta Hassan Ivanova Kowalski Li Mensah Nakamura Okonkwo Papadopoulos Rossi Singh Tanaka Wojcik Zhang Baxter Moffat Lindsay Ogilvie Pritchard Ramsay'.split(' ');
const GROUPS = ['Artificial Intelligence', 'Cyber Security', 'Data Science', 'Formal Methods and Theory', 'Human-Computer Interaction', 'Networked Systems', 'Software Engineering', 'Vision and Graphics'];
const WORDS = 'the of and to in a for students module research data systems we will this on with be is as our are by you from learning project school software analysis network security model evaluation design users results approach programming group semester week coursework support online teaching lecture tutorial practical assessment university methods computing applications performance algorithms theory development problem'.split(' ');
const TOPICS = 'Introduction|Overview and Logistics|Complexity and Big-O|Lists and Arrays|Stacks and Queues|Recursion|Sorting|Searching|Hashing|Trees|Balanced Trees|Heaps and Priority Queues|Graphs|Shortest Paths|Spanning Trees|Dynamic Programming|Greedy Algorithms|Concurrency|Processes and Threads|Memory Management|File Systems|Scheduling|Virtual Memory|Transport Layer|Routing|Security Basics|Cryptographic Primitives|Authentication|Linear Regression|Classification|Neural Networks|Clustering|Evaluation|Ethics|Parsing|Type Systems|Code Generation|Optimisation|Testing|Requirements|Design Patterns|Version Control|Revision'.split('|');

function words(r: R, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(WORDS[Math.floor(r() * WORDS.length)]);
  return out.join(' ');
}
function para(r: R, sentences = 3): string {
  const out: string[] = [];
  for (let i = 0; i < sentences; i++) {
    const s = words(r, int(r, 8, 18));
    out.push(s[0].toUpperCase() + s.slice(1) + '.');
  }
  return `<p>${out.join(' ')}</p>`;
}

/** The modules: code, title, level, semester, credits. Level from the first digit (1→4, 2→5, 3→6, 6→7). */
const MODS = `COMP1001 Programming Fundamentals|COMP1002 Object-Oriented Programming|COMP1003 Computer Systems|COMP1004 Mathematics for Computing|COMP1005 Introduction to Programming with Python|COMP1006 Web Technologies|COMP1007 Professional Skills for Computing|COMP1008 Discrete Mathematics and Logic|COMP1009 Databases and Information Systems|COMP1010 Foundations of Computation|COMP1011 Human Factors in Computing|COMP2001 Software Engineering|COMP2004 Operating Systems|COMP2005 Computer Networks|COMP2007 Theory of Computation|COMP2008 Functional Programming|COMP2011 Algorithms and Data Structures|COMP2012 Database Systems|COMP2013 Team Project|COMP2015 Computer Architecture|COMP2016 Web Application Development|COMP2019 Artificial Intelligence|COMP2020 Human-Computer Interaction|COMP2022 Concurrent Programming|COMP2024 Mobile App Development|COMP2026 Computer Graphics|COMP2028 Data Science Fundamentals|COMP2031 Logic and Verification|COMP2035 Programming Languages and Compilers|COMP2041 Numerical Methods|COMP2043 Information Security|COMP3001 Individual Project|COMP3002 Machine Learning|COMP3004 Distributed Systems|COMP3005 Compiler Construction|COMP3007 Computer Vision|COMP3009 Natural Language Processing|COMP3011 Cryptography|COMP3012 Advanced Algorithms|COMP3014 Parallel Programming|COMP3016 Robotics|COMP3018 Information Retrieval|COMP3019 Game Development|COMP3021 Formal Methods|COMP3022 Advanced Databases|COMP3024 Quantum Computing|COMP3026 Computer Security|COMP3028 Embedded Systems and the Internet of Things|COMP3031 Semantic Web Technologies|COMP3033 Bioinformatics|COMP3035 Software Testing|COMP3037 Data Visualisation|COMP3042 Interaction Design|COMP3045 Deep Learning|COMP3207 Cloud Application Development|COMP3208 Social Computing Techniques|COMP3211 Enterprise Systems|COMP3214 Blockchain and Distributed Ledgers|COMP6001 Advanced Software Engineering|COMP6003 Research Methods|COMP6004 Data Mining|COMP6005 Big Data Processing|COMP6007 Machine Learning for Data Science|COMP6009 Statistical Learning|COMP6011 Cyber Security Management|COMP6012 Network Security|COMP6014 Digital Forensics|COMP6016 Advanced Computer Graphics|COMP6018 Reinforcement Learning|COMP6020 Cloud Computing|COMP6021 Computational Intelligence|COMP6023 Human-Centred AI|COMP6025 Text Analytics|COMP6027 Ethical Hacking|COMP6030 MSc Dissertation|COMP6032 Scalable Systems|COMP6034 Advanced Topics in Programming Languages|COMP6036 Secure Software Development|COMP6040 Speech Processing`.split('|');
/** Joint with Mathematics: taught from the Maths host in recent years. */
const JOINT = new Set(['COMP2041', 'COMP3011', 'COMP3024', 'COMP6009']);
const PROGRAMMES = [
  ['bsc-computing-science', 'BSc (Hons) Computing Science', 'G400'],
  ['bsc-software-engineering', 'BSc (Hons) Software Engineering', 'G600'],
  ['meng-computing-science', 'MEng Computing Science', 'G401'],
  ['bsc-computer-science-with-mathematics', 'BSc (Hons) Computer Science with Mathematics', 'GG41'],
  ['msc-advanced-computer-science', 'MSc Advanced Computer Science', 'MSC-ACS'],
  ['msc-data-science', 'MSc Data Science', 'MSC-DS'],
  ['msc-cyber-security', 'MSc Cyber Security', 'MSC-CYB'],
  ['msc-computing-conversion', 'MSc Computing (conversion)', 'MSC-COMP'],
] as const;
const NEWS_TAGS = ['research', 'students', 'awards', 'outreach', 'covid-19', 'industry', 'alumni', 'events', 'athena-swan', 'teaching', 'phd', 'funding'];
const CHANNELS = ['compsoc', 'nu-sysadmin', 'hackspace', 'teaching-help'];
const LISTNAMES = ['cs-announce', 'cs-staff', 'cs-seminars', 'compsoc', 'pgr-students', 'hpc-users', 'teaching-committee', 'ai-group'];
const JOBS = ['nb-website', 'wiki-backup', 'marking-tools', 'autograder', 'hpc-images', 'moodle-sync', 'timetable-export', 'pages-deploy', 'eprints-harvest', 'lab-images', 'research-ci-nlp', 'research-ci-vision'];

export class ModernWebG {
  readonly seed = `${WWW}/`;
  readonly www = WWW;
  readonly courseHomes = new Set<string>();
  readonly staff: Staff[] = [];
  readonly mods: Mod[] = [];
  private readonly offByHome = new Map<string, Off>();
  private readonly modBySlug = new Map<string, Mod>();
  private readonly offByMoodle = new Map<number, Off>();
  private readonly staffByUser = new Map<string, Staff>();
  private readonly staffBySlug = new Map<string, Staff>();

  constructor() {
    const r = rng(hash('northbridge-cs-2020'));
    const used = new Set<string>();
    for (let i = 0; i < 54; i++) {
      let f = pick(r, FIRST), l = pick(r, LAST);
      while (used.has(f + l)) (f = pick(r, FIRST)), (l = pick(r, LAST));
      used.add(f + l);
      const user = `${f[0]}${'abcdefghjklmnprstw'[int(r, 0, 17)]}${l[0]}${int(r, 100, 989)}`.toLowerCase();
      const x = r();
      const s: Staff = {
        name: `${f} ${l}`,
        title: pick(r, ['Dr', 'Dr', 'Dr', 'Professor', 'Dr', 'Mr', 'Ms']),
        slug: slugify(`${f} ${l}`),
        user,
        group: pick(r, GROUPS),
        style: x < 0.18 ? 'none' : x < 0.45 ? 'old' : x < 0.7 ? 'dir' : 'modern',
        room: `${pick(r, ['Turing Building', 'Hadley Building', 'Percy Hall', 'Claremont Tower'])} ${int(r, 1, 5)}.${pad(int(r, 1, 40))}`,
      };
      this.staff.push(s);
      this.staffByUser.set(user, s);
      this.staffBySlug.set(s.slug, s);
    }
    const withPage = this.staff.filter((s) => s.style !== 'none');
    MODS.forEach((line, mi) => {
      const code = line.slice(0, 8);
      const name = line.slice(9);
      const lv = Number(code[4]);
      const level = lv === 6 ? 7 : lv + 3;
      const isNew = code.startsWith('COMP32') || /Deep|Blockchain|Reinforcement|Human-Centred|Quantum|Data Science Fund|Ethical/.test(name);
      const from = isNew ? int(r, 2015, 2018) : r() < 0.7 ? int(r, OLDEST, 2010) : int(r, 2011, 2014);
      const to = r() < 0.1 ? int(r, 2016, 2018) : NOW;
      const x = r();
      let recent: Fam = x < 0.21 ? 'cms' : x < 0.48 ? 'pages' : x < 0.63 ? 'user' : x < 0.74 ? 'wiki' : x < 0.83 ? 'moodle' : 'none';
      const xo = r();
      let older: Fam = xo < 0.3 ? 'legacy' : xo < 0.72 ? 'user' : xo < 0.85 ? 'wiki' : 'none';
      if (JOINT.has(code)) recent = 'maths';
      let switchYear = recent === 'pages' || recent === 'maths' ? int(r, 2016, 2018) : int(r, 2014, 2018);
      if (recent === older) switchYear = 2030;
      const m: Mod = {
        code, name, level, old: `CS-${lv}${code.slice(6)}`, sem: r() < 0.5 ? 1 : 2, credits: code === 'COMP6030' ? 60 : code === 'COMP3001' ? 40 : pick(r, [15, 15, 15, 20, 30]),
        lead: pick(r, this.staff), from, to, older, recent, switchYear, theme: int(r, 0, 2), offs: [],
      };
      if (recent === 'user' || older === 'user') m.lead = pick(r, withPage);
      this.mods.push(m);
      this.modBySlug.set(code.toLowerCase(), m);
      if (from < 2014) this.modBySlug.set(m.old.toLowerCase().replace('-', ''), m);
      let lead = m.lead;
      for (let y = from; y <= to; y++) {
        if (r() < 0.12) lead = pick(r, withPage);
        let fam: Fam = y >= switchYear ? recent : older;
        if (fam === 'legacy' && (y < 2008 || y > 2015)) fam = y > 2015 ? 'none' : 'user';
        if (fam === 'wiki' && y < 2010) fam = 'user';
        if (fam === 'moodle' && y < 2015) fam = 'none';
        if (fam === 'user' && lead.style === 'none') lead = pick(r, withPage);
        const keep = y >= NOW - 1 ? 0.98 : y >= 2016 ? 0.75 : y >= 2012 ? 0.42 : 0.28;
        const o: Off = { m, y, fam, home: null, moodle: y >= 2015 ? 1200 + (y - 2015) * 400 + mi * 4 + 1 + (hash(code + y) % 3) : 0, lead };
        if (fam !== 'none' && r() < keep) o.home = this.homeUrl(o);
        m.offs.push(o);
        if (o.moodle) this.offByMoodle.set(o.moodle, o);
      }
      // Old-style staff pages keep the latest year under the bare name (`teaching/cs211.html`).
      const userOffs = m.offs.filter((o) => o.home && o.fam === 'user' && o.lead.style === 'old');
      const latest = userOffs.at(-1);
      if (latest) latest.home = `${USERS}/~${latest.lead.user}/teaching/${this.slugAt(m, latest.y)}.html`;
      for (const o of m.offs) if (o.home) (this.courseHomes.add(o.home), this.offByHome.set(o.home, o));
    });
  }

  /** Module code as used in year y (the 2014 renumbering). */
  private codeAt(m: Mod, y: number): string {
    return y < 2014 ? m.old : m.code;
  }
  private slugAt(m: Mod, y: number): string {
    return this.codeAt(m, y).toLowerCase().replace('-', '');
  }
  private homeUrl(o: Off): string {
    const { m, y } = o;
    const lc = this.slugAt(m, y);
    switch (o.fam) {
      case 'cms':
        return y === NOW ? `${WWW}/teaching/modules/${lc}/` : `${WWW}/teaching/modules/${lc}/${ys(y)}/`;
      case 'legacy':
        return `${WWW}/teaching/module/?code=${this.codeAt(m, y)}&year=${y}`;
      case 'pages':
        return `${PAGES}/${lc}/${ys(y)}/`;
      case 'wiki':
        return `${WIKI}/index.php/${this.codeAt(m, y)}_${ys(y)}`;
      case 'moodle':
        return `${MOODLE}/course/view.php?id=${o.moodle}`;
      case 'maths':
        return `${MATHS}/teaching/${lc.replace('comp', 'math')}/${ys(y)}/`;
      default: {
        const u = o.lead.user;
        if (o.lead.style === 'old') return `${USERS}/~${u}/teaching/${lc}_${yshort(y)}.html`;
        if (o.lead.style === 'dir') return `${USERS}/~${u}/teaching/${lc}/${ys(y)}/`;
        return y === NOW ? `${USERS}/~${u}/${lc}/` : `${USERS}/~${u}/${lc}/${yshort(y)}/`;
      }
    }
  }
  /** Where the School points for an offering: its home, else the catalogue entry (2015+), else nothing. */
  private offLink(o: Off): string | null {
    return o.home ?? (o.y >= 2015 ? `${CAT}/catalogue/${yshort(o.y)}/${o.m.code}` : null);
  }
  private offsIn(y: number): Off[] {
    const out: Off[] = [];
    for (const m of this.mods) for (const o of m.offs) if (o.y === y) out.push(o);
    return out;
  }
  private taughtBy(s: Staff): Off[] {
    const out: Off[] = [];
    for (const m of this.mods) for (const o of m.offs) if (o.lead === s) out.push(o);
    return out;
  }

  respond(url: string): Resp {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return { status: 400, body: 'Bad Request' };
    }
    if (u.protocol === 'http:') return moved(url.replace(/^http:/, 'https:'));
    if (u.protocol !== 'https:' || !u.hostname.endsWith(D)) return this.notFound(u.origin);
    const origin = u.origin;
    const p = u.pathname;
    const last = p.slice(p.lastIndexOf('/') + 1);
    if ((origin === WWW || origin === PAGES || origin === MATHS) && !p.endsWith('/') && !last.includes('.')) return moved(`${origin}${p}/${u.search}`);
    const r = rng(hash(url));
    const q = u.searchParams;
    switch (origin) {
      case WWW: return this.www_(u, p, q, r);
      case PAGES: return this.pages_(u, p, r);
      case USERS: return this.users_(u, p, r);
      case WIKI: return this.wiki_(u, p, q, r);
      case MOODLE: return this.moodle_(u, p, q, r);
      case LOGIN: return this.login_(u, p, r);
      case MATHS: return this.maths_(u, p, r);
      case CAT: return this.cat_(u, p, q, r);
      case TT: return this.tt_(u, p, q, r);
      case RL: return this.rl_(u, p, r);
      case PAN: return this.pan_(u, p, q, r);
      case GAL: return this.gal_(u, p, q, r);
      case IRC: return this.irc_(u, p, r);
      case CI: return this.ci_(u, p, r);
      case STATS: return this.stats_(u, p, q, r);
      case LISTS: return this.lists_(u, p, r);
      case GIT: return this.git_(u, p, q, r);
      case EPR: return this.epr_(u, p, q, r);
      case UNI: return this.uni_(u, p, r);
      default: return this.notFound(origin);
    }
  }

  private notFound(origin: string, body?: string): Resp {
    return { status: 404, type: 'text/html; charset=utf-8', body: body ?? `<!DOCTYPE html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.29 (Ubuntu) Server at ${origin.replace('https://', '')} Port 443</address></body></html>` };
  }

  // ---------------------------------------------------------------- shells
  /** The School's TerminalFour template (2017 refresh): mega menu, breadcrumb, side navigation, long footer. */
  private cms(title: string, crumbs: [string, string][], main: string, side = '', headTitle?: string): string {
    const nav: [string, [string, string][]][] = [
      ['About', [['/about/', 'About the School'], ['/about/history/', 'Our history'], ['/about/facilities/', 'Facilities'], ['/about/athena-swan/', 'Athena SWAN'], ['/about/jobs/', 'Jobs'], ['/contact/', 'Contact us']]],
      ['Study', [['/study/undergraduate/', 'Undergraduate'], ['/study/postgraduate-taught/', 'Postgraduate taught'], ['/study/phd/', 'PhD study'], ['/study/programmes/', 'All programmes']]],
      ['Research', [['/research/', 'Research overview'], ['/research/groups/', 'Research groups'], ...GROUPS.map((g): [string, string] => [`/research/groups/${slugify(g)}/`, g]), ['/research/projects/', 'Projects'], ['/research/seminars/', 'Seminars'], [`${EPR}/view/divisions/comp/`, 'Publications']]],
      ['People', [['/people/', 'Staff directory'], ['/people/?role=phd', 'PhD students']]],
      ['News & events', [['/news/', 'News'], ['/events/', 'Events'], ['/events/calendar/?month=2020-06', 'Calendar'], ...NEWS_TAGS.slice(0, 6).map((t): [string, string] => [`/news/tag/${t}/`, `News: ${t}`])]],
      ['Current students', [['/current-students/', 'Current students'], ['/current-students/coronavirus/', 'Coronavirus (COVID-19) updates']]],
    ];
    const mega = nav.map(([h, ls]) => `<li class="mega__item"><button class="mega__toggle" aria-expanded="false">${h}</button><ul class="mega__panel">${ls.map(([p, t]) => li(p.startsWith('http') ? p : WWW + p, t)).join('')}</ul></li>`).join('\n');
    const bc = [['/', 'Computing Science'], ...crumbs].map(([p, t]) => `<li>${p ? a(p.startsWith('http') ? p : WWW + p, t) : esc(t)}</li>`).join('');
    return `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(headTitle ?? `${title} | School of Computing Science | Northbridge University`)}</title>
<meta name="generator" content="TerminalFour 8.2"><link rel="stylesheet" href="${WWW}/media/t4/css/main.css?v=2020.3">
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-NB4X2Q');</script>
</head><body class="t4 t4--school">
<a class="skip-link" href="#main-content">Skip to main content</a>
<div class="cookie-banner" id="cookie-banner" hidden><p>We use cookies to give you the best experience on our website. <a href="${UNI}/cookies/">Find out more</a></p><button>Accept</button></div>
<header class="masthead"><a class="masthead__logo" href="${UNI}/"><img src="/media/t4/img/nu-logo.svg" alt="Northbridge University"></a>
<a class="masthead__school" href="${WWW}/">School of Computing Science</a>
<form class="masthead__search" action="${UNI}/search/" method="get"><label for="q">Search</label><input id="q" name="q" type="search" placeholder="Search the site"><input type="hidden" name="site" value="cs"><button>Go</button></form>
<ul class="masthead__utility">${li(`${UNI}/`, 'University home')}${li(`${MOODLE}/`, 'Moodle')}${li(`${UNI}/library/`, 'Library')}${li(`${LOGIN}/idp/profile/SAML2/Redirect/SSO?execution=e1s1`, 'Staff intranet')}</ul></header>
<nav class="mega" aria-label="Main navigation"><ul class="mega__list">
${mega}
</ul></nav>
<nav class="breadcrumb" aria-label="Breadcrumb"><ol>${bc}</ol></nav>
<div class="page"><main id="main-content" class="page__main"><h1>${esc(title)}</h1>
${main}
</main>${side ? `<aside class="page__side">${side}</aside>` : ''}</div>
<footer class="footer"><div class="footer__cols">
<div><h2>School of Computing Science</h2><p>Turing Building, Northbridge University<br>Northbridge NB1 7RU, United Kingdom<br>Tel: +44 (0)1632 960 441<br>Email: <a href="mailto:cs-enquiries@northbridge.ac.uk">cs-enquiries@northbridge.ac.uk</a></p></div>
<div><h2>Useful links</h2><ul>${li(`${WWW}/contact/`, 'Contact and directions')}${li(`${WWW}/about/jobs/`, 'Jobs')}${li(`${UNI}/study/`, 'Study at Northbridge')}${li(`${UNI}/library/`, 'Library')}${li(`${WIKI}/index.php/Main_Page`, 'School wiki')}${li(`${GIT}/explore/projects`, 'School GitLab')}</ul></div>
<div><h2>School services</h2><ul>${li(`${CI}/`, 'Jenkins CI')}${li(`${IRC}/`, 'IRC logs')}${li(`${STATS}/awstats/awstats.pl?config=www`, 'Web statistics')}${li(`${LISTS}/mailman/listinfo`, 'Mailing lists')}${li(`${GAL}/`, 'Photo gallery')}</ul></div>
<div><h2>Legal</h2><ul>${li(`${UNI}/privacy/`, 'Privacy notice')}${li(`${UNI}/accessibility/`, 'Accessibility statement')}${li(`${UNI}/foi/`, 'Freedom of information')}${li(`${UNI}/cookies/`, 'Cookies')}${li(`${UNI}/modern-slavery/`, 'Modern slavery statement')}</ul></div>
<div><h2>Follow us</h2><ul><li><a href="https://twitter.com/NorthbridgeCS">Twitter</a></li><li><a href="https://www.facebook.com/NorthbridgeUniCS">Facebook</a></li><li><a href="https://www.youtube.com/c/NorthbridgeComputing">YouTube</a></li></ul></div>
</div><p class="footer__legal">© Northbridge University 2020. Northbridge University is a registered charity in England and Wales, no. 1151234.</p></footer>
<script src="/media/t4/js/main.min.js?v=2020.3"></script>
<script>document.querySelectorAll('.mega__toggle').forEach(function(b){b.addEventListener('click',function(){var e=b.getAttribute('aria-expanded')==='true';b.setAttribute('aria-expanded',String(!e));});});if(!document.cookie.match(/nu_cookies=1/)){document.getElementById('cookie-banner').hidden=false;}</script>
</body></html>`;
  }
  private sideNav(items: [string, string][]): string {
    return `<nav class="side-nav"><h2>In this section</h2><ul>${items.map(([h, t]) => li(h.startsWith('http') ? h : WWW + h, t)).join('')}</ul></nav>`;
  }
  private generic(title: string, crumbs: [string, string][], r: R, links: [string, string][] = [], side: [string, string][] = []): Resp {
    const body = `${para(r, 4)}${para(r, 3)}${links.length ? `<ul class="link-list">${links.map(([h, t]) => li(h.startsWith('http') ? h : WWW + h, t)).join('')}</ul>` : ''}${para(r, 2)}`;
    return html(this.cms(title, crumbs, body, side.length ? this.sideNav(side) : ''));
  }

  // ---------------------------------------------------------------- people (non-teaching staff, PhD students)
  private _others?: { name: string; slug: string; role: string; group: string; user: string }[];
  private others() {
    if (this._others) return this._others;
    const r = rng(hash('northbridge-others'));
    const out: { name: string; slug: string; role: string; group: string; user: string }[] = [];
    const taken = new Set(this.staff.map((s) => s.slug));
    for (let i = 0; i < 190; i++) {
      const role = i < 45 ? 'research' : i < 68 ? 'professional' : i < 76 ? 'emeritus' : 'phd';
      let name = `${pick(r, FIRST)} ${pick(r, LAST)}`;
      while (taken.has(slugify(name))) name = `${pick(r, FIRST)} ${pick(r, LAST)}`;
      taken.add(slugify(name));
      out.push({ name, slug: slugify(name), role, group: pick(r, GROUPS), user: role === 'phd' ? `p${int(r, 1800000, 1999999)}` : `${name[0]}${name.split(' ')[1][0]}${int(r, 100, 989)}`.toLowerCase() });
    }
    return (this._others = out);
  }

  // ---------------------------------------------------------------- www.cs: the School site
  private newsItem(i: number): { title: string; path: string; date: string; tags: string[] } {
    const r = rng(hash(`news-${i}`));
    const d = new Date(Date.UTC(2020, 5, 24) - i * 2.6 * 86400000);
    const who = pick(r, ['Northbridge researchers', 'School of Computing Science', 'PhD student', 'Final-year students', 'CompSoc team', `${pick(r, FIRST)} ${pick(r, LAST)}`, 'Cyber Security group', 'AI group']);
    const what = pick(r, ['win best paper award at', 'secure £1.2m EPSRC grant for', 'launch new partnership on', 'present work on', 'host hackathon on', 'take part in national study of', 'celebrate success in', 'publish report on']);
    const topic = pick(r, ['explainable AI', 'network security', 'healthcare data', 'quantum software', 'online teaching during lockdown', 'sustainable computing', 'robotics outreach', 'privacy-preserving machine learning', 'the Scottish Cyber Games', 'digital skills in schools', 'COVID-19 contact tracing apps']);
    const title = `${who} ${what} ${topic}`;
    const tags = [pick(r, NEWS_TAGS), pick(r, NEWS_TAGS)].filter((t, k, arr) => arr.indexOf(t) === k);
    return { title, path: `/news/${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${slugify(title).slice(0, 60)}/`, date: d.toISOString().slice(0, 10), tags };
  }
  private home(r: R): Resp {
    const news = Array.from({ length: 10 }, (_, i) => this.newsItem(i));
    const main = `<section class="hero"><h2>Computing Science at Northbridge</h2>${para(r, 2)}${a(`${WWW}/study/`, 'Study with us', 'button')}</section>
<section class="cards"><h2>Study</h2><ul>${PROGRAMMES.slice(0, 6).map(([s, t]) => li(`${WWW}/study/programmes/${s}/`, t)).join('')}</ul></section>
<section class="news"><h2>Latest news</h2><ul>${news.map((n) => `<li>${a(WWW + n.path, n.title)} <time>${n.date}</time></li>`).join('')}</ul>${a(`${WWW}/news/`, 'All news')}</section>
<section class="events"><h2>Events</h2><ul>${[0, 1, 2, 3, 4, 5].map((i) => li(`${WWW}/events/2020/${slugify(`${pick(r, ['Seminar', 'Webinar', 'Virtual open day', 'PhD viva', 'Industry talk'])} ${words(r, 3)}`)}-${700 + i}/`, `${pick(r, ['Seminar', 'Webinar', 'Virtual open day', 'Industry talk'])}: ${words(r, 5)}`)).join('')}</ul>${a(`${WWW}/events/calendar/?month=2020-06`, 'Events calendar')}</section>
<section class="research"><h2>Research</h2><ul>${GROUPS.map((g) => li(`${WWW}/research/groups/${slugify(g)}/`, g)).join('')}</ul></section>
<section class="quick"><h2>Quick links</h2><ul>${li(`${CAT}/`, 'Module Catalogue')}${li(`${TT}/`, 'Timetables')}${li(`${MOODLE}/`, 'Moodle')}${li(`${RL}/`, 'Reading lists')}${li(`${PAN}/Panopto/Pages/Home.aspx`, 'Lecture recordings')}${li(`${GAL}/`, 'Photo gallery')}${li(`${EPR}/view/divisions/comp/`, 'Publications (ePrints)')}${li(`${LISTS}/mailman/listinfo`, 'Mailing lists')}</ul></section>`;
    return html(this.cms('School of Computing Science', [], main, '', 'School of Computing Science | Northbridge University'));
  }

  private www_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    if (p === '/') return this.home(r);
    if (p === '/media/t4/css/main.css') return { status: 200, type: 'text/css', body: `/* T4 main */ body{font-family:Arial,sans-serif}.mega__panel{display:none}${'.x{margin:0}'.repeat(60)}` };
    if (p.startsWith('/media/') && p.endsWith('.pdf')) return r() < 0.04 ? this.notFound(WWW) : pdf(u.href);
    let m: RegExpMatchArray | null;
    if (p === '/teaching/modules/') return this.modIndex(q, r);
    if ((m = p.match(/^\/teaching\/modules\/([a-z0-9]+)\/(?:(\d{4}-\d\d)\/)?(?:(lectures|coursework|tutorials|assessment|announcements|staff|reading)\/)?$/))) return this.cmsModule(m[1], m[2], m[3], r);
    if (p === '/teaching/module/') return this.legacy(q, r);
    if (p === '/people/') return this.peopleDir(q, r);
    if ((m = p.match(/^\/people\/([a-z0-9-]+)\/$/))) return this.profile(m[1], r);
    if (p === '/news/' || (m = p.match(/^\/news\/tag\/([a-z0-9-]+)\/$/))) {
      const tag = m?.[1];
      const n = Number(q.get('page') ?? 1);
      const last = tag ? 14 : 120;
      if (!(n >= 1 && n <= last)) return this.notFound(WWW);
      const items = Array.from({ length: 10 }, (_, k) => this.newsItem((n - 1) * 10 + k + (tag ? (hash(tag) % 50) * 3 : 0)));
      const base = tag ? `${WWW}/news/tag/${tag}/` : `${WWW}/news/`;
      const pager = [1, n - 1, n + 1, last].filter((k, i, arr) => k >= 1 && k <= last && k !== n && arr.indexOf(k) === i).map((k) => a(`${base}?page=${k}`, String(k))).join(' ');
      const main = `${items.map((it) => `<article class="teaser"><h2>${a(WWW + it.path, it.title)}</h2><time>${it.date}</time><p>${words(r, 24)}…</p><p>${it.tags.map((t) => a(`${WWW}/news/tag/${t}/`, t, 'tag')).join(' ')}</p></article>`).join('\n')}<nav class="pager">${pager}</nav>`;
      return html(this.cms(tag ? `News tagged “${tag}”` : n > 1 ? `News – page ${n}` : 'News', [['/news/', 'News']], main, this.sideNav(NEWS_TAGS.map((t) => [`/news/tag/${t}/`, t]))));
    }
    if ((m = p.match(/^\/news\/(\d{4})\/(\d\d)\/([a-z0-9-]+)\/$/))) {
      const main = `<p class="meta">Published ${m[1]}-${m[2]}-${int(r, 10, 28)}</p>${para(r, 4)}${para(r, 5)}<blockquote>${words(r, 20)}</blockquote>${para(r, 3)}<p>Tags: ${[pick(r, NEWS_TAGS), pick(r, NEWS_TAGS)].map((t) => a(`${WWW}/news/tag/${t}/`, t)).join(', ')}</p>`;
      return html(this.cms(m[3].replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()), [['/news/', 'News']], main));
    }
    if (p === '/events/') return html(this.cms('Events', [['/events/', 'Events']], `${para(r, 2)}<ul>${Array.from({ length: 12 }, (_, i) => li(`${WWW}/events/2020/${slugify(words(r, 4))}-${800 + i}/`, `${words(r, 6)}`)).join('')}</ul>${a(`${WWW}/events/calendar/?month=2020-06`, 'Calendar view')} · ${a(`${WWW}/research/seminars/`, 'Research seminars')}`));
    if (p === '/events/calendar/') return this.calendar(q, r);
    if ((m = p.match(/^\/events\/(\d{4})\/([a-z0-9-]+)\/$/))) return html(this.cms(m[2].replace(/-\d+$/, '').replace(/-/g, ' '), [['/events/', 'Events']], `<dl><dt>Date</dt><dd>${m[1]}-${pad(int(r, 1, 12))}-${pad(int(r, 1, 28))}</dd><dt>Venue</dt><dd>${pick(r, ['Online (Zoom)', 'Turing Building LT1', 'Microsoft Teams', 'Percy Hall 2.14'])}</dd></dl>${para(r, 4)}${a(`${WWW}${p}event.ics`, 'Add to calendar')}`));
    if (p.endsWith('/event.ics')) return { status: 200, type: 'text/calendar', body: `BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:${hex(p)}@cs.northbridge.ac.uk\nSUMMARY:${p}\nEND:VEVENT\nEND:VCALENDAR\n` };
    if (p === '/study/programmes/') return this.generic('Our programmes', [['/study/', 'Study'], ['', 'Programmes']], r, PROGRAMMES.map(([s, t]) => [`/study/programmes/${s}/`, t]));
    if ((m = p.match(/^\/study\/programmes\/([a-z-]+)\/$/))) return this.programme(m[1], r);
    if (p === '/research/groups/') return this.generic('Research groups', [['/research/', 'Research']], r, GROUPS.map((g) => [`/research/groups/${slugify(g)}/`, g]));
    if ((m = p.match(/^\/research\/groups\/([a-z-]+)\/(members\/)?$/))) {
      const g = GROUPS.find((x) => slugify(x) === m![1]);
      if (!g) return this.notFound(WWW);
      const members = [...this.staff.filter((s) => s.group === g), ...this.others().filter((o) => o.group === g && o.role !== 'professional')];
      const links: [string, string][] = m[2] ? members.map((s) => [`/people/${s.slug}/`, s.name]) : [[`/research/groups/${m[1]}/members/`, 'Members'], [`/people/?group=${m[1]}`, 'People in this group'], ...Array.from({ length: 8 }, (_, i): [string, string] => [`/research/projects/${slugify(g)}-${i + 1}/`, `Project: ${words(r, 4)}`]), [`${EPR}/view/divisions/comp=2D${m[1].slice(0, 8)}/`, 'Publications'], [`${WIKI}/index.php/${g.replace(/ /g, '_')}_Group`, 'Group wiki']];
      return this.generic(m[2] ? `${g}: members` : g, [['/research/', 'Research'], ['/research/groups/', 'Groups']], r, links, GROUPS.map((x) => [`/research/groups/${slugify(x)}/`, x]));
    }
    if (p === '/research/projects/') return this.generic('Research projects', [['/research/', 'Research']], r, GROUPS.flatMap((g) => Array.from({ length: 8 }, (_, i): [string, string] => [`/research/projects/${slugify(g)}-${i + 1}/`, `${g} project ${i + 1}`])));
    if ((m = p.match(/^\/research\/projects\/([a-z-]+)-(\d+)\/$/))) return this.generic(`${words(r, 3).replace(/^./, (c) => c.toUpperCase())} (${m[1].toUpperCase().slice(0, 6)}-${m[2]})`, [['/research/', 'Research'], ['/research/projects/', 'Projects']], r, [[`/people/${pick(r, this.staff).slug}/`, 'Principal investigator'], [`${GIT}/research/${m[1]}-${m[2]}`, 'Source code'], [`${EPR}/view/projects/${m[1]}-${m[2]}.html`, 'Publications']]);
    if (p === '/research/seminars/') {
      const n = Number(q.get('page') ?? 1);
      if (!(n >= 1 && n <= 40)) return this.notFound(WWW);
      return this.generic(`Research seminars${n > 1 ? ` (page ${n})` : ''}`, [['/research/', 'Research']], r, [...Array.from({ length: 10 }, (_, i): [string, string] => [`/events/${2020 - Math.floor((n * 10 + i) / 40)}/seminar-${slugify(words(r, 3))}-${n * 10 + i}/`, `Seminar: ${words(r, 6)}`]), [`/research/seminars/?page=${n + 1}`, 'Older seminars']]);
    }
    if (p === '/current-students/') return this.generic('Current students', [['/current-students/', 'Current students']], r, [
      ['/teaching/modules/', 'Modules and module websites'], ['/current-students/exam-papers/', 'Past exam papers'], ['/current-students/handbooks/', 'Programme handbooks'], [`${TT}/`, 'Your timetable'], [`${MOODLE}/`, 'Moodle'], [`${RL}/`, 'Reading lists'],
      [`${PAN}/Panopto/Pages/Home.aspx`, 'Lecture recordings (Panopto)'], ['/current-students/coronavirus/', 'COVID-19: teaching and assessment in 2019/20'], ['/current-students/coursework-submission/', 'Coursework submission and deadlines'], ['/current-students/extenuating-circumstances/', 'Extenuating circumstances'], [`${WIKI}/index.php/Lab_machines`, 'Lab machines (wiki)'], [`${CAT}/`, 'Module Catalogue']]);
    if (p === '/current-students/exam-papers/') return this.generic('Past exam papers', [['/current-students/', 'Current students']], r, [2018, 2017, 2016, 2015, 2014].map((y) => [`/current-students/exam-papers/${ys(y)}/`, `Exam papers ${yslash(y)}`]));
    if ((m = p.match(/^\/current-students\/exam-papers\/(\d{4})-\d\d\/$/))) {
      const y = Number(m[1]);
      const offs = this.offsIn(y);
      return html(this.cms(`Past exam papers ${yslash(y)}`, [['/current-students/', 'Current students'], ['/current-students/exam-papers/', 'Exam papers']], `<p>Papers are provided for revision. Solutions are not published.</p><table><tr><th>Module</th><th>Paper</th></tr>${offs.map((o) => `<tr><td>${o.m.code} ${esc(o.m.name)}</td><td>${a(`${WWW}/media/exam-papers/${yshort(y)}/${o.m.code}-${o.m.sem === 1 ? 'Dec' : 'May'}.pdf`, 'PDF')}</td></tr>`).join('')}</table>`));
    }
    if (p === '/current-students/handbooks/') return this.generic('Programme handbooks', [['/current-students/', 'Current students']], r, PROGRAMMES.flatMap(([s, t]) => [2019, 2018, 2017].map((y): [string, string] => [`/media/handbooks/${yshort(y)}/${s}-handbook.pdf`, `${t} handbook ${yslash(y)} (PDF)`])));
    const statics: Record<string, string> = { '/about/': 'About the School', '/about/history/': 'Our history', '/about/facilities/': 'Facilities', '/about/athena-swan/': 'Athena SWAN', '/about/jobs/': 'Jobs', '/contact/': 'Contact us', '/study/': 'Study', '/study/undergraduate/': 'Undergraduate study', '/study/postgraduate-taught/': 'Postgraduate taught study', '/study/phd/': 'PhD study', '/research/': 'Research', '/current-students/coronavirus/': 'Coronavirus (COVID-19): teaching and assessment', '/current-students/coursework-submission/': 'Coursework submission', '/current-students/extenuating-circumstances/': 'Extenuating circumstances' };
    if (statics[p]) return this.generic(statics[p], [['', statics[p]]], r, [[`/study/programmes`, 'Programmes'], ['/research/groups', 'Research groups'], ['/people', 'People'], ['http://www.cs.northbridge.ac.uk/current-students', 'Current students'], [`${UNI}/`, 'Northbridge University']], Object.entries(statics).filter(([k]) => k.split('/')[1] === p.split('/')[1]).map(([k, v]) => [k, v]));
    return this.notFound(WWW);
  }

  private calendar(q: URLSearchParams, r: R): Resp {
    const date = q.get('date');
    const month = q.get('month') ?? date?.slice(0, 7) ?? '2020-06';
    const mm = month.match(/^(\d{4})-(\d\d)$/);
    if (!mm || Number(mm[1]) < 1995 || Number(mm[1]) > 2035) return this.notFound(WWW);
    const y = Number(mm[1]), mo = Number(mm[2]);
    const shift = (k: number) => { const d = new Date(Date.UTC(y, mo - 1 + k, 1)); return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`; };
    const view = q.get('view');
    if (date) {
      const d = new Date(`${date}T00:00:00Z`);
      if (isNaN(+d)) return this.notFound(WWW);
      const day = (k: number) => new Date(+d + k * 86400000).toISOString().slice(0, 10);
      const evs = Array.from({ length: int(r, 0, 3) }, (_, i) => li(`${WWW}/events/${date.slice(0, 4)}/${slugify(words(r, 3))}-${hash(date) % 900 + i}/`, words(r, 6)));
      const main = `<p>${view === 'week' ? 'Week' : 'Day'} view</p><ul>${evs.join('') || '<li>No events.</li>'}</ul><nav>${a(`${WWW}/events/calendar/?date=${day(view === 'week' ? -7 : -1)}${view ? `&view=${view}` : ''}`, 'Previous')} ${a(`${WWW}/events/calendar/?date=${day(view === 'week' ? 7 : 1)}${view ? `&view=${view}` : ''}`, 'Next')} ${a(`${WWW}/events/calendar/?date=${date}&view=${view === 'week' ? 'day' : 'week'}`, view === 'week' ? 'Day view' : 'Week view')} ${a(`${WWW}/events/calendar/?month=${month}`, 'Month view')}</nav>`;
      return html(this.cms(`Events: ${date}`, [['/events/', 'Events'], ['/events/calendar/?month=' + month, 'Calendar']], main));
    }
    const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    const cells = Array.from({ length: days }, (_, i) => `<td>${a(`${WWW}/events/calendar/?date=${month}-${pad(i + 1)}`, String(i + 1))}${r() < 0.15 ? `<br>${a(`${WWW}/events/${y}/${slugify(words(r, 3))}-${(y * 12 + mo + i) % 997}/`, words(r, 3))}` : ''}</td>`);
    const main = `<nav>${a(`${WWW}/events/calendar/?month=${shift(-1)}`, '« Previous month')} ${a(`${WWW}/events/calendar/?month=${shift(1)}`, 'Next month »')} ${a(`${WWW}/events/calendar/?month=${month}&view=list`, 'List')}</nav><table class="calendar"><tr>${cells.join('</tr><tr>')}</tr></table>`;
    return html(this.cms(`Events calendar – ${month}`, [['/events/', 'Events']], main));
  }

  /** The School module index: years, levels, semesters; links module websites where they exist. */
  private modIndex(q: URLSearchParams, r: R): Resp {
    const year = q.get('year');
    const years = Array.from({ length: NOW - 2011 }, (_, i) => NOW - i);
    if (!year) {
      const main = `<p>Each module has an entry in the University ${a(`${CAT}/`, 'Module Catalogue')}; most also have a module website maintained by the module leader (on this site, on GitLab Pages, on the School wiki, on Moodle or on the leader's own pages).</p><ul>${years.map((y) => `<li>${a(`${WWW}/teaching/modules/?year=${ys(y)}`, `Modules ${yslash(y)}`)} (${[4, 5, 6, 7].map((l) => a(`${WWW}/teaching/modules/?level=${l}&year=${ys(y)}`, `Level ${l}`)).join(', ')})</li>`).join('')}</ul><p>Module websites are listed from 2017/18. Earlier module pages are in the ${a(`${WWW}/teaching/module/`, 'archived module finder (2008–2015)')}, on the School wiki or on staff homepages.</p>`;
      return html(this.cms('Modules', [['/current-students/', 'Current students'], ['', 'Modules']], main));
    }
    const y = Number(year.slice(0, 4));
    if (!years.includes(y) || year !== ys(y)) return this.notFound(WWW);
    const level = q.get('level'), sem = q.get('semester');
    const offs = this.offsIn(y).filter((o) => (!level || String(o.m.level) === level) && (!sem || String(o.m.sem) === sem));
    const rows = offs.map((o) => {
      const site = o.home && y >= 2017 ? a(o.home, 'Module website') : '';
      const cat = y >= 2015 ? a(`${CAT}/catalogue/${yshort(y)}/${o.m.code}`, 'Catalogue') : '';
      const vle = o.moodle ? a(`${MOODLE}/course/view.php?id=${o.moodle}`, 'Moodle') : '';
      return `<tr><td>${this.codeAt(o.m, y)}</td><td>${esc(o.m.name)}</td><td>${o.m.level}</td><td>${o.m.sem}</td><td>${o.m.credits}</td><td>${a(`${WWW}/people/${o.lead.slug}/`, o.lead.name)}</td><td>${[site, cat, vle].filter(Boolean).join(' · ')}</td></tr>`;
    });
    const f = (k: string, v: string | null) => { const p = new URLSearchParams(); const lv = k === 'level' ? v : level, sm = k === 'semester' ? v : sem; if (lv) p.set('level', lv); if (sm) p.set('semester', sm); p.set('year', year); return `${WWW}/teaching/modules/?${p.toString()}`; };
    const filters = `<p>Level: ${a(f('level', null), 'All')} ${[4, 5, 6, 7].map((l) => a(f('level', String(l)), String(l))).join(' ')} · Semester: ${a(f('semester', null), 'Both')} ${a(f('semester', '1'), '1')} ${a(f('semester', '2'), '2')}</p>`;
    const main = `${filters}<table class="modules"><thead><tr><th>Code</th><th>Title</th><th>Level</th><th>Sem</th><th>Credits</th><th>Module leader</th><th>Links</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>${para(r, 1)}`;
    return html(this.cms(`Modules ${yslash(y)}${level ? ` – Level ${level}` : ''}${sem ? ` – Semester ${sem}` : ''}`, [['/current-students/', 'Current students'], ['/teaching/modules/', 'Modules'], ['', yslash(y)]], main, this.sideNav(years.map((x) => [`/teaching/modules/?year=${ys(x)}`, yslash(x)]))));
  }

  private otherYears(o: Off): string {
    const other = o.m.offs.filter((x) => x !== o && x.home);
    return other.length ? `<h2>Other years</h2><ul>${other.map((x) => li(x.home!, `${this.codeAt(x.m, x.y)} ${yslash(x.y)}`)).join('')}</ul>` : '';
  }
  private services(o: Off): [string, string][] {
    const { m, y } = o;
    const out: [string, string][] = [];
    if (y >= 2015) out.push([`${CAT}/catalogue/${yshort(y)}/${m.code}`, 'Module Catalogue entry']);
    if (o.moodle) out.push([`${MOODLE}/course/view.php?id=${o.moodle}`, 'Moodle page']);
    if (y >= 2016) out.push([`${RL}/modules/${m.code.toLowerCase()}.html`, 'Reading list'], [`${TT}/module/${m.code}?week=${m.sem === 1 ? 1 : 20}&year=${yshort(y)}`, 'Timetable']);
    if (y >= 2017) out.push([`${PAN}/Panopto/Pages/Sessions/List.aspx?folderID=${guid(m.code + y)}`, 'Lecture recordings']);
    return out;
  }
  private weeks(o: Off): string[] {
    // Topics come in runs of related ones (the list is grouped by area); a year reshuffles a couple of weeks.
    const start = hash(o.m.code) % (TOPICS.length - 10);
    const r = rng(hash(`weeks ${o.m.code} ${o.y}`));
    const run = TOPICS.slice(start + 1, start + 10).filter((t) => t !== 'Introduction' && t !== 'Revision').slice(0, 8);
    if (r() < 0.5) run.splice(int(r, 0, 7), 0, run.splice(int(r, 0, 7), 1)[0]);
    return ['Introduction', ...run, 'Revision'];
  }

  /** School CMS module pages: `/teaching/modules/comp2011/` (2019/20) and `/comp2011/2018-19/`, with subpages. */
  private cmsModule(slug: string, yearStr: string | undefined, sub: string | undefined, r: R): Resp {
    const m = this.modBySlug.get(slug);
    if (!m || m.code.toLowerCase() !== slug) return this.notFound(WWW);
    const y = yearStr ? Number(yearStr.slice(0, 4)) : NOW;
    if (yearStr && yearStr !== ys(y)) return this.notFound(WWW);
    const o = m.offs.find((x) => x.y === y);
    const cmsOffs = m.offs.filter((x) => x.fam === 'cms' && x.home);
    if (!o || o.fam !== 'cms' || !o.home) {
      if (yearStr || sub || !cmsOffs.length) return this.notFound(WWW);
      return html(this.cms(`${m.code} ${m.name}`, [['/teaching/modules/', 'Modules'], ['', m.code]], `<p class="notice">This module is not running in ${yslash(NOW)}.</p>${para(r, 1)}<ul>${cmsOffs.map((x) => li(x.home!, `${m.code} in ${yslash(x.y)}`)).join('')}</ul>`));
    }
    const base = o.home;
    const subs: [string, string][] = [['lectures/', 'Lectures'], ['coursework/', 'Coursework'], ['tutorials/', 'Tutorials and labs'], ['assessment/', 'Assessment'], ['announcements/', 'Announcements'], ['staff/', 'Staff'], ['reading/', 'Reading']];
    const side = this.sideNav([[base, 'Module home'], ...subs.map(([s, t]): [string, string] => [base + s, t])]);
    const crumbs: [string, string][] = [['/teaching/modules/', 'Modules'], [`/teaching/modules/?year=${ys(y)}`, yslash(y)], [base, m.code]];
    const wk = this.weeks(o);
    const media = `${WWW}/media/modules/${slug}/${yshort(y)}`;
    if (sub) {
      const title = { lectures: 'Lectures', coursework: 'Coursework', tutorials: 'Tutorials and labs', assessment: 'Assessment', announcements: 'Announcements', staff: 'Teaching staff', reading: 'Reading' }[sub]!;
      let body = para(r, 2);
      if (sub === 'lectures') body += `<ol>${wk.map((t, i) => `<li>Week ${i + 1}: ${esc(t)} — ${a(`${media}/lecture-${pad(i + 1)}.pdf`, 'slides (PDF)')}${y >= 2017 ? ` · ${a(`${PAN}/Panopto/Pages/Viewer.aspx?id=${guid(`${m.code}${y}-${i}`)}`, 'recording')}` : ''}</li>`).join('')}</ol>`;
      if (sub === 'coursework') body += `<ul>${[1, 2].map((k) => `<li>Coursework ${k} (${k === 1 ? 20 : 30}%): ${a(`${media}/cw${k}-spec.pdf`, 'specification')}, deadline ${int(r, 1, 28)} ${pick(r, ['November', 'December', 'March', 'April'])} ${y + (m.sem === 2 ? 1 : 0)}, 4pm.</li>`).join('')}</ul>`;
      if (sub === 'tutorials') body += `<ol>${wk.slice(1, 9).map((t, i) => `<li>${a(`${media}/tutorial-${i + 1}.pdf`, `Tutorial ${i + 1}: ${t}`)}</li>`).join('')}</ol>`;
      if (sub === 'staff') body += `<ul>${li(`${WWW}/people/${o.lead.slug}/`, `${o.lead.title} ${o.lead.name} (module leader)`)}${li(`${WWW}/people/${pick(r, this.staff).slug}/`, 'Lecturer')}</ul>`;
      if (sub === 'reading' && y >= 2016) body += `<p>${a(`${RL}/modules/${slug}.html`, 'Reading list on Talis Aspire')}</p>`;
      return html(this.cms(`${title} – ${m.code}`, [...crumbs, ['', title]], body, side, `${title} – ${m.code} ${m.name} | School of Computing Science`));
    }
    const head = [`${m.code} ${m.name} ${yslash(y)}`, `${m.code}: ${m.name}`, `${m.name} (${m.code})`][(m.theme + y) % 3];
    const main = `<table class="module-facts"><tr><th>Module leader</th><td>${a(`${WWW}/people/${o.lead.slug}/`, `${o.lead.title} ${o.lead.name}`)}</td></tr><tr><th>Level</th><td>${m.level}</td></tr><tr><th>Credits</th><td>${m.credits}</td></tr><tr><th>Semester</th><td>${m.sem}</td></tr><tr><th>Academic year</th><td>${yslash(y)}</td></tr></table>
${y === NOW ? `<div class="announcement"><h2>Teaching from 23 March 2020</h2><p>All remaining lectures are delivered online as recordings; tutorials run on Microsoft Teams. The exam is replaced by a 24-hour open-book assessment.</p></div>` : ''}
<h2>About this module</h2>${para(r, 3)}<h2>Weekly outline</h2><ol>${wk.map((t) => `<li>${esc(t)}</li>`).join('')}</ol>
<h2>Module materials</h2><ul>${subs.map(([s, t]) => li(base + s, t)).join('')}</ul>
<h2>Links</h2><ul>${this.services(o).map(([h, t]) => li(h, t)).join('')}</ul>${this.otherYears(o)}`;
    return html(this.cms(head, crumbs, main, side, `${head} | Northbridge University`));
  }

  /** The retired Plone "module finder" (2008–2015), kept read-only: `?code=CS-211&year=2013`, tabs as `&tab=`. */
  private legacy(q: URLSearchParams, r: R): Resp {
    const code = q.get('code'), year = q.get('year'), tab = q.get('tab');
    const shell = (title: string, body: string) => html(httpEra(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)} — Department of Computing Science</title>
<meta name="generator" content="Plone - http://plone.org" /><style type="text/css" media="all">@import url(${WWW}/portal_css/Plone%20Default/base-cachekey7741.css);</style></head>
<body class="section-teaching template-module_view"><div id="visual-portal-wrapper"><div id="portal-top"><a id="portal-logo" href="${WWW}/teaching/module/">Department of Computing Science</a>
<ul id="portal-globalnav"><li><a href="${WWW}/teaching/module/">Module finder</a></li><li><a href="${WWW}/teaching/modules/">Current modules</a></li><li><a href="${WWW}/">School home (new site)</a></li></ul></div>
<p class="portalMessage">This is an archived copy of the old departmental website (retired August 2016). Information may be out of date.</p>
<table id="portal-columns"><tr><td id="portal-column-one"><dl class="portlet"><dt>Years</dt>${[2015, 2014, 2013, 2012, 2011, 2010, 2009, 2008].map((y) => `<dd>${a(`${WWW}/teaching/module/?year=${y}`, `${y}/${String(y + 1).slice(2)}`)}</dd>`).join('')}</dl></td>
<td id="portal-column-content"><h1 class="documentFirstHeading">${esc(title)}</h1>${body}</td></tr></table>
<div id="portal-footer"><p>Department of Computing Science, Northbridge University · <a href="mailto:webmaster@cs.northbridge.ac.uk">webmaster</a> · Powered by Plone</p></div></div></body></html>`));
    if (!code) {
      if (!year) {
        const all = this.mods.flatMap((m) => m.offs.filter((o) => o.fam === 'legacy' && o.home)).sort((x, z) => z.y - x.y);
        return shell('Module finder', `<form action="${WWW}/teaching/module/"><input name="code" /><select name="year"><option>2015</option></select><input type="submit" value="Find" /></form>${para(r, 1)}<h2>All module pages</h2><ul>${all.map((o) => li(o.home!, `${this.codeAt(o.m, o.y)} ${o.m.name} (${o.y}/${String(o.y + 1).slice(2)})`)).join('')}</ul>`);
      }
      const y = Number(year);
      const offs = this.offsIn(y).filter((o) => o.fam === 'legacy');
      return shell(`Modules ${y}/${String(y + 1).slice(2)}`, `<ul>${offs.map((o) => li(`${WWW}/teaching/module/?code=${this.codeAt(o.m, y)}&year=${y}`, `${this.codeAt(o.m, y)} ${o.m.name}`)).join('')}</ul>${offs.length ? '' : '<p>No modules found.</p>'}`);
    }
    const m = this.modBySlug.get(code.toLowerCase().replace('-', ''));
    if (!m) return shell('Module not found', `<p>No module with code ${esc(code)}.</p>`);
    const ls = m.offs.filter((o) => o.fam === 'legacy' && o.home);
    if (!year) return shell(`${code} ${m.name}`, `<p>Module pages:</p><ul>${ls.map((o) => li(o.home!, `${o.y}/${String(o.y + 1).slice(2)}`)).join('')}</ul>`);
    const o = ls.find((x) => String(x.y) === year && this.codeAt(m, x.y) === code);
    if (!o) return shell('Module not found', `<p>No module information found for ${esc(code)} in ${esc(year)}.</p>`);
    const tabs = [['', 'Overview'], ['notes', 'Lecture notes'], ['coursework', 'Coursework'], ['tutorials', 'Tutorials'], ['exams', 'Exams']];
    const tabUrl = (t: string) => `${WWW}/teaching/module/?code=${code}${t ? `&tab=${t}` : ''}&year=${year}`;
    const nav = `<ul class="contentViews">${tabs.map(([t, n]) => `<li${t === (tab ?? '') ? ' class="selected"' : ''}>${a(tabUrl(t), n)}</li>`).join('')}</ul>`;
    const wk = this.weeks(o);
    const files = `${WWW}/media/legacy/${code.toLowerCase()}/${year}`;
    if (tab) {
      const t = tabs.find(([x]) => x === tab);
      if (!t) return shell('Module not found', '<p>Unknown view.</p>');
      const body = tab === 'notes' ? `<ul>${wk.map((w, i) => li(`${files}/lect${i + 1}.pdf`, `Lecture ${i + 1}: ${w}`)).join('')}</ul>` : tab === 'coursework' ? `<p>${a(`${files}/assignment1.pdf`, 'Assignment 1')} (due week 6), ${a(`${files}/assignment2.pdf`, 'Assignment 2')} (due week 11)</p>` : tab === 'exams' ? `<p>${a(`${WWW}/media/exam-papers/${code}-${Number(year) - 1}.pdf`, 'Last year\u2019s paper')}</p>` : `<ol>${wk.map((w, i) => `<li>Tutorial ${i + 1}: ${esc(w)}</li>`).join('')}</ol>`;
      return shell(`${t[1]}: ${code}`, `${nav}${body}`);
    }
    const body = `${nav}<dl><dt>Module co-ordinator</dt><dd>${esc(o.lead.name)} (${a(`${USERS}/~${o.lead.user}/`, 'homepage')})</dd><dt>Credits</dt><dd>${m.credits}</dd><dt>Semester</dt><dd>${m.sem}</dd></dl><h2>Synopsis</h2>${para(r, 3)}<h2>Syllabus</h2><ul>${wk.map((w) => `<li>${esc(w)}</li>`).join('')}</ul>${this.otherYears(o)}`;
    return shell(`${code} ${m.name} (${year}/${String(Number(year) + 1).slice(2)})`, body);
  }

  private peopleDir(q: URLSearchParams, r: R): Resp {
    const role = q.get('role'), group = q.get('group'), letter = q.get('letter'), page = Number(q.get('page') ?? 1);
    const all = [...this.staff.map((s) => ({ name: s.name, slug: s.slug, role: 'academic', group: s.group })), ...this.others()];
    const list = all.filter((x) => (role ? x.role === role : x.role === 'academic' || !!group || !!letter) && (!group || slugify(x.group) === group) && (!letter || x.name.split(' ')[1][0] === letter)).sort((x, y) => x.name.split(' ')[1].localeCompare(y.name.split(' ')[1]));
    const per = 25, pages = Math.max(1, Math.ceil(list.length / per));
    if (!(page >= 1 && page <= pages)) return this.notFound(WWW);
    const link = (k: string, v: string | null) => {
      const o: Record<string, string | null> = { group, letter, role, [k]: v };
      if (k !== 'page') delete o.page;
      const s = Object.entries(o).filter(([, x]) => x).map(([x, y]) => `${x}=${encodeURIComponent(y!)}`).join('&');
      return `${WWW}/people/${s ? `?${s}` : ''}`;
    };
    const filters = `<div class="filters"><p>Role: ${['academic', 'research', 'professional', 'phd', 'emeritus'].map((x) => a(link('role', x), x)).join(' ')} ${a(link('role', null), 'any')}</p><p>Group: ${GROUPS.map((g) => a(link('group', slugify(g)), g)).join(' · ')} ${a(link('group', null), 'any')}</p><p>Surname: ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => a(link('letter', c), c)).join(' ')}</p></div>`;
    const rows = list.slice((page - 1) * per, page * per).map((x) => `<li class="person">${a(`${WWW}/people/${x.slug}/`, x.name)} <span>${x.role === 'phd' ? 'PhD student' : x.role} · ${esc(x.group)}</span></li>`);
    const pager = pages > 1 ? `<nav class="pager">${Array.from({ length: pages }, (_, i) => a(link('page', String(i + 1)), String(i + 1))).join(' ')}</nav>` : '';
    return html(this.cms('People', [['/people/', 'People']], `${filters}<ul class="people">${rows.join('') || '<li>No results.</li>'}</ul>${pager}`));
  }

  private profile(slug: string, r: R): Resp {
    const s = this.staffBySlug.get(slug);
    if (!s) {
      const o = this.others().find((x) => x.slug === slug);
      if (!o) return this.notFound(WWW);
      const links: [string, string][] = o.role === 'phd' ? [[`${USERS}/~${o.user}/`, 'Personal page'], [`${WWW}/research/groups/${slugify(o.group)}/`, o.group]] : [[`${WWW}/research/groups/${slugify(o.group)}/`, o.group], [`${EPR}/view/creators/${slugify(o.name)}.html`, 'Publications']];
      return this.generic(o.name, [['/people/', 'People'], ['', o.name]], r, links);
    }
    const cur = this.taughtBy(s).filter((o) => o.y === NOW);
    const teach = cur.map((o) => `<li>${o.m.code} ${o.home ? a(o.home, o.m.name) : esc(o.m.name)}</li>`).join('');
    const main = `<div class="profile"><p class="role">${s.title === 'Professor' ? 'Professor' : pick(r, ['Senior Lecturer', 'Lecturer', 'Reader', 'Senior Lecturer'])}, ${esc(s.group)}</p><p>Room ${esc(s.room)} · <a href="mailto:${s.slug.replace('-', '.')}@northbridge.ac.uk">email</a>${s.style !== 'none' ? ` · ${a(`${USERS}/~${s.user}/`, 'Personal homepage')} · ${a(`${USERS}/~${s.user}/teaching/`, 'Teaching materials')}` : ''}</p>
<h2>Biography</h2>${para(r, 3)}<h2>Research interests</h2>${para(r, 2)}<h2>Teaching</h2><ul>${teach || '<li>No teaching in 2019/20 (research leave).</li>'}</ul>
<h2>Selected publications</h2><ul>${Array.from({ length: 6 }, (_, i) => li(`${EPR}/id/eprint/${(hash(slug) % 9000) + 100 + i * 7}/`, `${words(r, 7)} (${2019 - i})`)).join('')}</ul>${a(`${EPR}/view/creators/${slug}.html`, 'All publications')}</div>`;
    return html(this.cms(`${s.title} ${s.name}`, [['/people/', 'People'], ['', s.name]], main));
  }

  private programme(slug: string, r: R): Resp {
    const p = PROGRAMMES.find(([s]) => s === slug);
    if (!p) return this.notFound(WWW);
    const msc = slug.startsWith('msc');
    const levels = msc ? [7] : slug.startsWith('meng') ? [4, 5, 6, 7] : [4, 5, 6];
    const pr = rng(hash(slug));
    const body = levels.map((l) => `<h2>Level ${l}</h2><ul>${this.mods.filter((m) => m.level === l && m.to === NOW && pr() < 0.6).map((m) => li(`${CAT}/catalogue/${yshort(NOW)}/${m.code}`, `${m.code} ${m.name} (${m.credits} credits)`)).join('')}</ul>`).join('');
    return html(this.cms(p[1], [['/study/', 'Study'], ['/study/programmes/', 'Programmes'], ['', p[1]]], `<p class="ucas">UCAS code ${p[2]} · ${msc ? '1 year full-time' : slug.startsWith('meng') ? '5 years' : '4 years'}</p>${para(r, 3)}<h2>Programme structure ${yslash(NOW)}</h2>${body}<p>${a(`${WWW}/media/programmes/${slug}-specification-${yshort(NOW)}.pdf`, 'Programme specification (PDF)')}</p>`));
  }

  // ---------------------------------------------------------------- pages.cs: GitLab Pages course sites (and other Pages sites)
  private pages_(u: URL, p: string, r: R): Resp {
    const seg = p.split('/').filter(Boolean);
    if (!seg.length) return this.notFound(PAGES, `<!DOCTYPE html><html><head><title>The page you're looking for could not be found (404)</title></head><body><h1>404</h1><p>The page you're looking for could not be found.</p><p>Make sure the address is correct and that the page hasn't moved. <a href="${GIT}/help">Help</a></p></body></html>`);
    const m = this.modBySlug.get(seg[0]);
    if (!m) return this.docsSite(seg, r);
    const ofs = m.offs.filter((o) => o.fam === 'pages' && o.home);
    if (seg.length === 1) return ofs.length ? moved(ofs.at(-1)!.home!, 302) : this.notFound(PAGES);
    const o = ofs.find((x) => ys(x.y) === seg[1]);
    if (!o) return this.notFound(PAGES);
    const rest = seg.slice(2).join('/');
    if (rest.endsWith('.pdf') || rest.endsWith('.zip')) return rest.endsWith('.pdf') ? pdf(u.href) : bin('application/zip', u.href, hash(rest));
    if (rest === 'css/style.css' || rest === 'assets/main.css') return { status: 200, type: 'text/css', body: `/* theme */ body{margin:0;font:16px/1.5 system-ui}${'.c{padding:0}'.repeat(40)}` };
    const base = o.home!;
    const wk = this.weeks(o);
    const code = m.code, y = o.y;
    const nav: [string, string][] = [['', 'Home'], ['schedule/', 'Schedule'], ['lectures/', 'Lectures'], ['labs/', 'Labs'], ['coursework/', 'Coursework'], ['resources/', 'Resources'], ['about/', 'About']];
    const navHtml = nav.map(([h, t]) => li(base + h, t)).join('');
    let title: string, body: string;
    if (rest === '') {
      title = [`${code} ${m.name}`, `Home | ${code} ${m.name}`, `${code} ${m.name} ${yslash(y)}`][m.theme];
      body = `<h1>${esc(m.name)}</h1><p class="lead">${code} · ${yslash(y)} · Semester ${m.sem} · ${m.credits} credits</p>${y === NOW ? '<div class="notice"><strong>Update (20 March):</strong> from week 8 all teaching is online. Lectures are pre-recorded on Panopto; labs run on Teams.</div>' : ''}${para(r, 3)}
<h2>Teaching team</h2><ul>${li(`${WWW}/people/${o.lead.slug}/`, `${o.lead.name} (module leader)`)}<li>Teaching assistants: ${this.others().filter((x) => x.role === 'phd').slice(hash(code) % 80, (hash(code) % 80) + 3).map((x) => a(`${USERS}/~${x.user}/`, x.name)).join(', ')}</li></ul>
<h2>This week</h2><p>${a(`${base}lectures/week-${pad(int(r, 1, 10))}/`, 'Latest lecture')} · ${a(`${base}coursework/`, 'Coursework')} · ${a(`${base}schedule/`, 'Full schedule')}</p>
<h2>Links</h2><ul>${this.services(o).map(([h, t]) => li(h, t)).join('')}${li(`${GIT}/teaching/${seg[0]}-${seg[1]}`, 'Source of this site (GitLab)')}</ul>${this.otherYears(o)}`;
    } else if (rest === 'schedule') {
      title = `Schedule - ${code}`;
      body = `<table><tr><th>Week</th><th>Lecture</th><th>Lab</th><th>Due</th></tr>${wk.map((t, i) => `<tr><td>${i + 1}</td><td>${a(`${base}lectures/week-${pad(i + 1)}/`, t)}</td><td>${i > 0 && i < 9 ? a(`${base}labs/lab-${pad(i)}/`, `Lab ${i}`) : ''}</td><td>${i === 4 ? a(`${base}coursework/cw1/`, 'CW1') : i === 9 ? a(`${base}coursework/cw2/`, 'CW2') : ''}</td></tr>`).join('')}</table>`;
    } else if (rest === 'lectures' || rest === 'labs' || rest === 'coursework') {
      title = `${rest[0].toUpperCase()}${rest.slice(1)} | ${code}`;
      body = `<ul>${rest === 'lectures' ? wk.map((t, i) => li(`${base}lectures/week-${pad(i + 1)}/`, `Week ${i + 1}: ${t}`)).join('') : rest === 'labs' ? wk.slice(1, 9).map((t, i) => li(`${base}labs/lab-${pad(i + 1)}/`, `Lab ${i + 1}: ${t}`)).join('') : [1, 2].map((k) => li(`${base}coursework/cw${k}/`, `Coursework ${k}`)).join('')}</ul>`;
    } else if (/^lectures\/week-\d\d$/.test(rest) || /^labs\/lab-\d\d$/.test(rest) || /^coursework\/cw[12]$/.test(rest)) {
      const n = Number(rest.match(/\d+$/)![0]);
      const t = wk[(n - 1) % 10];
      title = rest.startsWith('lectures') ? `Week ${n}: ${t}` : rest.startsWith('labs') ? `Lab ${n} – ${t} | ${code}` : `Coursework ${n} – ${code}`;
      body = `${para(r, 3)}<ul>${rest.startsWith('lectures') ? `${li(`${base}slides/week-${pad(n)}.pdf`, 'Slides (PDF)')}${y >= 2017 ? li(`${PAN}/Panopto/Pages/Viewer.aspx?id=${guid(`${code}${y}-${n - 1}`)}`, 'Recording') : ''}` : rest.startsWith('labs') ? li(`${base}labs/lab-${pad(n)}.zip`, 'Starter code (zip)') : `${li(`${base}coursework/cw${n}.pdf`, 'Specification (PDF)')}<li>Marking scheme: ${words(r, 8)}</li>`}</ul><p>${n > 1 ? a(`${base}${rest.replace(/\d+$/, (d) => pad(Number(d) - 1, d.length))}/`, '← Previous') : ''} ${a(`${base}${rest.replace(/\d+$/, (d) => pad(Number(d) + 1, d.length))}/`, 'Next →')}</p>`;
      if ((rest.startsWith('lectures') && n > 10) || (rest.startsWith('labs') && n > 8) || (rest.startsWith('coursework') && n > 2)) return this.notFound(PAGES);
    } else if (rest === 'resources' || rest === 'about') {
      title = rest === 'about' ? `About - ${code}` : `Resources | ${code} ${m.name}`;
      body = `${para(r, 3)}<ul>${li(`${base}resources/`, 'Resources')}${li(`${RL}/modules/${m.code.toLowerCase()}.html`, 'Reading list')}${li(`${WIKI}/index.php/Lab_machines`, 'Lab machines')}</ul>`;
    } else return this.notFound(PAGES);
    const shell = [
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="Hugo 0.62.2"><title>${esc(title)}</title><link rel="stylesheet" href="${base}css/style.css"></head><body class="book"><input type="checkbox" class="hidden toggle" id="menu-control"><main class="container flex"><aside class="book-menu"><nav><h2 class="book-brand">${a(base, code)}</h2><ul>${navHtml}</ul></nav></aside><div class="book-page"><article class="markdown">${body}</article><footer class="book-footer">Last modified ${y + 1}-0${int(r, 1, 6)}-1${int(r, 0, 9)} · ${a(`${GIT}/teaching/${seg[0]}-${seg[1]}/-/edit/master/content/${rest || '_index'}.md`, 'Edit this page')}</footer></div></main></body></html>`,
      `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="stylesheet" href="${base}assets/main.css"><!-- Begin Jekyll SEO tag v2.6.1 --><meta property="og:title" content="${esc(title)}"></head><body><header class="site-header"><div class="wrapper">${a(base, `${code} ${m.name}`, 'site-title')}<nav class="site-nav"><div class="trigger">${nav.slice(1).map(([h, t]) => a(base + h, t, 'page-link')).join('')}</div></nav></div></header><main class="page-content"><div class="wrapper">${body}</div></main><footer class="site-footer"><div class="wrapper"><p>${code} · School of Computing Science · Northbridge University</p></div></footer></body></html>`,
      `<!doctype html><html lang="en" class="no-js"><head><meta charset="utf-8"><meta name="generator" content="mkdocs-1.1, mkdocs-material-5.2.2"><title>${esc(title)}</title><link rel="stylesheet" href="${base}assets/main.css"></head><body dir="ltr" data-md-color-primary="indigo"><header class="md-header"><nav class="md-header-nav">${a(base, `${code} ${yslash(y)}`, 'md-header-nav__button md-logo')}<div class="md-search" data-md-component="search"><input type="text" class="md-search__input" placeholder="Search"></div></nav></header><div class="md-container"><nav class="md-tabs"><ul class="md-tabs__list">${nav.map(([h, t]) => `<li class="md-tabs__item">${a(base + h, t, 'md-tabs__link')}</li>`).join('')}</ul></nav><main class="md-main"><div class="md-content"><article class="md-content__inner md-typeset">${body}</article></div></main><footer class="md-footer"><div class="md-footer-copyright">Made with Material for MkDocs</div></footer></div><script>var base_url="${base}";</script></body></html>`,
    ][m.theme];
    return html(shell);
  }

  /** Non-course Pages sites: tool documentation (MkDocs), society and group sites. */
  private docsSite(seg: string[], r: R): Resp {
    const sites = ['nlp/tokenkit', 'vision/calibrate', 'hci/studykit', 'cyber/ctf-2019', 'compsoc/website', 'fm/proofbench', 'sys/nbhpc-docs', 'data/ukweather', 'se/mutator', 'ai/gridworlds'];
    const site = sites.find((s) => seg.join('/').startsWith(s));
    if (!site) return this.notFound(PAGES);
    const base = `${PAGES}/${site}/`;
    const rest = seg.slice(2);
    if (rest.length > 2 || (rest[0] && !/^(api|guide|examples|changelog|writeups|events)$/.test(rest[0])) || (rest[1] && !/^[a-z0-9-]+$/.test(rest[1]))) return this.notFound(PAGES);
    const sections = ['guide', 'api', 'examples', 'changelog'];
    const pagesIn = (s: string) => Array.from({ length: s === 'api' ? 30 : 8 }, (_, i) => `${s === 'api' ? 'module' : 'page'}-${hex(site + s + i, 6)}`);
    const body = rest.length === 0 ? `${para(r, 3)}<ul>${sections.map((s) => li(`${base}${s}/`, s)).join('')}</ul>` : rest.length === 1 ? `<ul>${pagesIn(rest[0]).map((x) => li(`${base}${rest[0]}/${x}/`, x.replace(/-/g, ' '))).join('')}</ul>` : `${para(r, 5)}<pre>${words(r, 30)}</pre><p>${a(`${base}${rest[0]}/`, 'Up')} · ${a(`${GIT}/${site}`, 'Source')}</p>`;
    return html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="mkdocs-1.1"><title>${esc(rest.at(-1) ?? site)} - ${esc(site)}</title></head><body><nav class="md-nav">${sections.map((s) => a(`${base}${s}/`, s)).join(' ')}</nav><main>${body}</main></body></html>`);
  }

  // ---------------------------------------------------------------- users.cs: staff and PhD homepages
  private users_(u: URL, p: string, r: R): Resp {
    if (p === '/') return html(`<html><head><title>Personal pages on users.cs.northbridge.ac.uk</title></head><body><h1>Personal home pages</h1><ul>${this.staff.filter((s) => s.style !== 'none').map((s) => li(`${USERS}/~${s.user}/`, s.name)).join('')}${this.others().filter((o) => o.role === 'phd').map((o) => li(`${USERS}/~${o.user}/`, o.name)).join('')}</ul></body></html>`);
    const mm = p.match(/^\/~([a-z0-9]+)(\/.*)?$/);
    if (!mm) return this.notFound(USERS);
    const s = this.staffByUser.get(mm[1]);
    const rest = mm[2] ?? '';
    if (!rest) return moved(`${USERS}/~${mm[1]}/`);
    if (rest.endsWith('.pdf')) return pdf(u.href);
    if (!s || s.style === 'none') return this.phdPage(mm[1], rest, r);
    const me = `${USERS}/~${s.user}/`;
    const mine = this.taughtBy(s);
    const old = s.style === 'old';
    const page = (title: string, body: string) => html(old
      ? `<HTML>\n<HEAD>\n<TITLE>${esc(title)}</TITLE>\n<META NAME="GENERATOR" CONTENT="Mozilla/4.7 [en] (X11; I; Linux 2.2.14 i686) [Netscape]">\n</HEAD>\n<BODY BGCOLOR="#FFFFFF" TEXT="#000000" LINK="#0000EE" VLINK="#551A8B">\n<TABLE WIDTH="100%"><TR><TD><FONT FACE="Helvetica,Arial" SIZE="+2"><B>${esc(title)}</B></FONT></TD></TR></TABLE>\n<HR>\n${httpEra(body)}\n<HR>\n<ADDRESS><a href="${me}">${esc(s.name)}</a>, ${esc(s.room)}</ADDRESS>\n</BODY>\n</HTML>`
      : `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(title)}</title><style>body{max-width:46em;margin:2em auto;font-family:Georgia,serif}nav a{margin-right:1em}</style></head><body><nav>${a(me, s.name)}${a(`${me}research/`, 'Research')}${a(`${me}teaching/`, 'Teaching')}${a(`${me}publications/`, 'Publications')}</nav><main>${body}</main><footer><p>${esc(s.name)} · School of Computing Science · Northbridge University · ${a(`${WWW}/people/${s.slug}/`, 'Official profile')}</p></footer></body></html>`);
    if (rest === '/') return page(`${s.title} ${s.name}`, `${old ? '<IMG SRC="me.jpg" ALIGN=RIGHT>' : ''}${para(r, 3)}<ul>${li(`${me}teaching/`, 'Teaching')}${li(`${me}research/`, 'Research')}${li(`${me}publications/`, 'Publications')}${li(`${me}cv.pdf`, 'CV (PDF)')}${li(`${WWW}/research/groups/${slugify(s.group)}/`, s.group)}</ul>`);
    if (rest === '/research/' || rest === '/publications/') return page(rest === '/research/' ? 'Research' : 'Publications', `${para(r, 3)}<ol>${Array.from({ length: 12 }, (_, i) => li(`${EPR}/id/eprint/${(hash(s.user) % 9000) + 100 + i * 7}/`, words(r, 8))).join('')}</ol>`);
    if (rest === '/teaching/') {
      const rows = [...mine].reverse().filter((o) => o.home || o.y === NOW).map((o) => `<li>${yslash(o.y)}: ${o.home ? a(o.home, `${this.codeAt(o.m, o.y)} ${o.m.name}`) : `${this.codeAt(o.m, o.y)} ${esc(o.m.name)} (materials on Moodle)`}</li>`);
      return page('Teaching', `<p>Modules I teach or have taught at Northbridge:</p><ul>${rows.join('\n') || '<li>None at present.</li>'}</ul><p>Project students: see ${a(`${WIKI}/index.php/Project_allocation_${ys(NOW)}`, 'the project allocation page')}.</p>`);
    }
    const o = this.offByHome.get(`${USERS}/~${s.user}${rest}`);
    if (o) {
      const { m, y } = o;
      const code = this.codeAt(m, y);
      const stem = rest.replace(/\.html$|\/$/, '');
      const sub = (n: string) => (old ? `${me}teaching/${stem.split('/').pop()}-${n}.html` : `${USERS}/~${s.user}${stem}/${n}.html`);
      const wk = this.weeks(o);
      const title = old ? `${code}: ${m.name} (${yslash(y)})` : s.style === 'dir' ? `${code} ${m.name} — ${yslash(y)}` : `${m.name}`;
      return page(title, `${old ? `<P><B>Lecturer:</B> ${esc(s.name)}<BR><B>Lectures:</B> ${pick(r, ['Mon', 'Tue', 'Wed', 'Thu'])} ${int(r, 9, 16)}:00, ${pick(r, ['LT1', 'LT2', 'Percy 0.12'])}</P>` : `<p>${code} · ${yslash(y)} · Semester ${m.sem}</p>`}${para(r, 2)}
<h2>Lectures</h2><ol>${wk.map((t, i) => `<li>${esc(t)} [${a(old ? `${me}teaching/${stem.split('/').pop()}/lect${i + 1}.pdf` : `${USERS}/~${s.user}${stem}/notes/lect${i + 1}.pdf`, 'pdf')}]</li>`).join('')}</ol>
<h2>Coursework</h2><ul>${li(sub('coursework'), 'Coursework')}${li(sub('exams'), 'Exams and past papers')}</ul>${this.otherYears(o)}<p>${a(`${me}teaching/`, 'Back to teaching')}</p>`);
    }
    const subm = rest.match(/^(.*?)(?:-|\/)(coursework|exams)\.html$/);
    if (subm && [...this.offByHome.keys()].some((k) => k.startsWith(`${USERS}/~${s.user}${subm[1].startsWith('/teaching/') ? subm[1] : subm[1]}`))) return page(`${subm[2] === 'exams' ? 'Exams' : 'Coursework'}`, `${para(r, 3)}<ul>${li(`${me}teaching/${subm[2]}-${int(r, 1, 3)}.pdf`, 'Specification')}</ul>`);
    const dirm = rest.match(/^\/teaching\/([a-z0-9]+)\/$/);
    if (dirm && s.style === 'dir') {
      const list = mine.filter((x) => x.home?.startsWith(`${USERS}/~${s.user}/teaching/${dirm[1]}/`));
      if (!list.length) return this.notFound(USERS);
      return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><html><head><title>Index of /~${s.user}/teaching/${dirm[1]}</title></head><body><h1>Index of /~${s.user}/teaching/${dirm[1]}</h1><table><tr><th>Name</th><th>Last modified</th></tr><tr><td>${a(`${me}teaching/`, 'Parent Directory')}</td></tr>${list.map((x) => `<tr><td>${a(x.home!, `${ys(x.y)}/`)}</td><td>${x.y + 1}-06-0${int(r, 1, 9)} 10:${pad(int(r, 0, 59))}</td></tr>`).join('')}</table><address>Apache/2.4.29 (Ubuntu) Server at users.cs.northbridge.ac.uk Port 443</address></body></html>`);
    }
    return this.notFound(USERS);
  }

  private phdPage(user: string, rest: string, r: R): Resp {
    const o = this.others().find((x) => x.user === user);
    if (!o) return this.notFound(USERS);
    const me = `${USERS}/~${user}/`;
    const ta = this.mods.filter((m) => hash(m.code + user) % 23 === 0).map((m) => m.offs.at(-1)!).filter((x) => x.y === NOW);
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(t)}</title><meta name="generator" content="Jekyll v3.8.5"></head><body><header>${a(me, o.name)} ${a(`${me}blog/`, 'Blog')} ${a(`${me}teaching.html`, 'Teaching')} ${a(`${me}publications.html`, 'Publications')}</header><main>${b}</main><footer>PhD student, ${esc(o.group)}, Northbridge University</footer></body></html>`);
    if (rest === '/') return shell(o.name, `${para(r, 3)}<p>${a(`${WWW}/people/${o.slug}/`, 'School profile')} · ${a(`${me}cv.pdf`, 'CV')}</p>`);
    if (rest === '/publications.html') return shell('Publications', `<ul>${Array.from({ length: 4 }, (_, i) => li(`${EPR}/id/eprint/${(hash(user) % 9000) + 100 + i * 3}/`, words(r, 8))).join('')}</ul>`);
    if (rest === '/teaching.html') return shell('Teaching', `<p>I am a teaching assistant (demonstrator) for:</p><ul>${ta.map((x) => `<li>${x.home ? a(x.home, `${x.m.code} ${x.m.name}`) : `${x.m.code} ${esc(x.m.name)}`} – labs and marking</li>`).join('') || '<li>Nothing this year.</li>'}</ul><p>My tutorial notes: ${a(`${me}notes/tutorial-solutions.html`, 'solutions (password protected)')}</p>`);
    const bm = rest.match(/^\/blog\/(?:page(\d+)\/)?$/);
    const posts = 30 + (hash(user) % 60);
    const post = (i: number) => `${me}blog/${2016 + Math.floor(i / 20)}/${slugify(words(rng(hash(user + i)), 4))}-${i}.html`;
    if (bm) {
      const n = Number(bm[1] ?? 1);
      if (n > Math.ceil(posts / 10)) return this.notFound(USERS);
      return shell(`Blog${n > 1 ? ` – page ${n}` : ''}`, `<ul>${Array.from({ length: 10 }, (_, k) => posts - (n - 1) * 10 - k - 1).filter((i) => i >= 0).map((i) => li(post(i), `Post ${i}`)).join('')}</ul>${a(`${me}blog/page${n + 1}/`, 'Older posts')}`);
    }
    const pm = rest.match(/^\/blog\/\d{4}\/[a-z0-9-]+-(\d+)\.html$/);
    if (pm && Number(pm[1]) < posts) {
      const i = Number(pm[1]);
      return shell(words(r, 5), `${para(r, 5)}<p>${i > 0 ? a(post(i - 1), '« Previous') : ''} ${i + 1 < posts ? a(post(i + 1), 'Next »') : ''}</p>`);
    }
    if (rest === '/notes/tutorial-solutions.html') return { status: 401, type: 'text/html', body: '<h1>401 Unauthorized</h1>' };
    return this.notFound(USERS);
  }

  // ---------------------------------------------------------------- wiki.cs: MediaWiki 1.31 with all its machinery
  private _wikiPages?: Map<string, Off | null>;
  private wikiPages(): Map<string, Off | null> {
    if (this._wikiPages) return this._wikiPages;
    const w = new Map<string, Off | null>();
    for (const t of ['Main_Page', 'Lab_machines', 'Printing', 'VPN', 'HPC_cluster', 'GitLab', 'GitLab_Pages', 'Jenkins', 'Mailing_lists', 'IRC', 'Web_statistics', 'Photo_gallery', 'Teaching', 'Category:Modules', `Project_allocation_${ys(NOW)}`, 'New_starters', 'Coffee_rota', 'Seminar_series', 'Exam_board', 'Online_teaching_2020']) w.set(t, null);
    for (const g of GROUPS) w.set(`${g.replace(/ /g, '_')}_Group`, null);
    const r = rng(hash('wiki-howtos'));
    for (let i = 0; i < 140; i++) w.set(`${pick(r, ['Howto', 'Sysadmin', 'Research', 'Teaching'])}:${pick(r, TOPICS).replace(/ /g, '_')}_${pick(r, ['setup', 'notes', 'FAQ', 'guide', 'checklist', 'policy'])}_${i}`, null);
    for (const s of this.staff) w.set(`User:${s.user}`, null);
    for (const m of this.mods) for (const o of m.offs) if (o.fam === 'wiki' && o.home) for (const sub of ['', '/Coursework', '/Labs', '/Lectures']) w.set(`${this.codeAt(m, o.y)}_${ys(o.y)}${sub}`, sub ? null : o);
    return (this._wikiPages = w);
  }
  private wiki_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    if (p === '/' || p === '/index.php/' ) return moved(`${WIKI}/index.php/Main_Page`);
    if (p.startsWith('/skins/') || p.startsWith('/load.php')) return { status: 200, type: 'text/css', body: '/* MediaWiki skin */ .mw-body{margin-left:11em}' };
    if (!p.startsWith('/index.php')) return this.notFound(WIKI);
    let title = p.startsWith('/index.php/') ? decodeURIComponent(p.slice(11)) : (q.get('title') ?? 'Main_Page');
    title = title.replace(/ /g, '_');
    const W = `${WIKI}/index.php`;
    const t = (x: string) => `${W}?title=${encodeURIComponent(x).replace(/%3A/g, ':').replace(/%2F/g, '/')}`;
    const art = (x: string) => `${W}/${encodeURIComponent(x).replace(/%3A/g, ':').replace(/%2F/g, '/')}`;
    const pages = this.wikiPages();
    const names = [...pages.keys()];
    const revs = (x: string) => 3 + (hash(x) % 30);
    const rid = (x: string, k: number) => 1000 + (hash(x) % 40000) * 3 + k * 53;
    const userOf = (x: string, k: number) => this.staff[hash(x + k) % this.staff.length].user;
    const shell = (head: string, body: string, ttl = title, status = 200): Resp => ({ status, type: 'text/html; charset=UTF-8', body: `<!DOCTYPE html>
<html class="client-nojs" lang="en-GB" dir="ltr"><head><meta charset="UTF-8"/><title>${esc(head)} - NBCS Wiki</title><link rel="stylesheet" href="${WIKI}/load.php?lang=en-gb&amp;modules=skins.vector.styles&amp;only=styles&amp;skin=vector"/><meta name="generator" content="MediaWiki 1.31.7"/><script>document.documentElement.className="client-js";RLCONF={"wgPageName":"${esc(ttl)}","wgNamespaceNumber":0};</script></head>
<body class="mediawiki ltr skin-vector action-view"><div id="content" class="mw-body" role="main"><h1 id="firstHeading" class="firstHeading">${esc(head.replace(/_/g, ' '))}</h1><div id="bodyContent" class="mw-body-content"><div id="siteSub">From NBCS Wiki</div>${body}</div></div>
<div id="mw-head"><div id="p-personal"><ul><li>${a(`${t('Special:UserLogin')}&returnto=${encodeURIComponent(ttl)}`, 'Log in')}</li></ul></div><div id="left-navigation"><ul>${li(art(ttl.replace(/^Talk:/, '')), 'Page')}${li(art(`Talk:${ttl.replace(/^Talk:/, '')}`), 'Discussion')}</ul></div><div id="right-navigation"><ul>${li(art(ttl), 'Read')}${li(`${t(ttl)}&action=edit`, 'View source')}${li(`${t(ttl)}&action=history`, 'View history')}</ul></div></div>
<div id="mw-panel"><div id="p-logo">${a(art('Main_Page'), '')}</div><ul>${li(art('Main_Page'), 'Main page')}${li(art('Special:RecentChanges'), 'Recent changes')}${li(art('Special:Random'), 'Random page')}${li(art('Category:Modules'), 'Modules')}${li(art('Special:AllPages'), 'All pages')}</ul><h3>Tools</h3><ul>${li(art(`Special:WhatLinksHere/${ttl}`), 'What links here')}${li(art(`Special:RecentChangesLinked/${ttl}`), 'Related changes')}${li(`${t(ttl)}&printable=yes`, 'Printable version')}${li(`${t(ttl)}&oldid=${rid(ttl, revs(ttl) - 1)}`, 'Permanent link')}${li(`${t(ttl)}&action=info`, 'Page information')}</ul></div>
<div id="footer"><ul><li>This page was last edited on ${int(r, 1, 28)} ${pick(r, ['January', 'March', 'May', 'June'])} 2020.</li><li>${a(art('NBCS_Wiki:Privacy_policy'), 'Privacy policy')}</li><li>${a(art('NBCS_Wiki:About'), 'About NBCS Wiki')}</li></ul></div></body></html>` });
    if (title === 'Special:Random') return moved(art(names[hash(u.search + p) % names.length]), 302);
    if (title === 'Special:UserLogin') return moved(`${LOGIN}/idp/profile/SAML2/Redirect/SSO?execution=e1s1`, 302);
    if (title === 'Special:RecentChanges') {
      const days = Number(q.get('days') ?? 7), limit = Number(q.get('limit') ?? 50);
      if (![1, 3, 7, 14, 30].includes(days) || ![50, 100, 250, 500].includes(limit)) return shell('Recent changes', '<p>Invalid options.</p>', title, 400);
      const opts = `<p>Show last ${[50, 100, 250, 500].map((l) => a(`${t(title)}&days=${days}&limit=${l}`, String(l))).join(' | ')} changes in last ${[1, 3, 7, 14, 30].map((d) => a(`${t(title)}&days=${d}&limit=${limit}`, String(d))).join(' | ')} days</p>`;
      const rows = Array.from({ length: Math.min(limit, 60) }, () => { const x = pick(r, names); const k = int(r, 1, revs(x) - 1); return `<li>(${a(`${t(x)}&diff=${rid(x, k)}&oldid=${rid(x, k - 1)}`, 'diff')} | ${a(`${t(x)}&action=history`, 'hist')}) ${a(art(x), x.replace(/_/g, ' '))} ‎${a(art(`User:${userOf(x, k)}`), userOf(x, k))}</li>`; });
      return shell('Recent changes', `${opts}<ul class="special">${rows.join('')}</ul>`);
    }
    if (title === 'Special:AllPages') {
      const from = q.get('from') ?? '';
      const sorted = names.filter((x) => !x.startsWith('User:')).sort();
      const i0 = sorted.findIndex((x) => x >= from);
      const chunk = sorted.slice(Math.max(0, i0), Math.max(0, i0) + 60);
      const next = sorted[Math.max(0, i0) + 60];
      return shell('All pages', `<ul class="mw-allpages-chunk">${chunk.map((x) => li(art(x), x.replace(/_/g, ' '))).join('')}</ul>${next ? a(`${t('Special:AllPages')}&from=${encodeURIComponent(next)}`, `Next page (${next})`) : ''}`);
    }
    const sp = title.match(/^Special:(WhatLinksHere|RecentChangesLinked)\/(.+)$/);
    if (sp) return pages.has(sp[2]) ? shell(sp[1] === 'WhatLinksHere' ? `Pages that link to "${sp[2]}"` : 'Related changes', `<ul>${Array.from({ length: 6 }, () => { const x = pick(r, names); return li(art(x), x); }).join('')}</ul>`) : shell('Bad title', '<p>No such page.</p>', title, 404);
    const talk = title.startsWith('Talk:');
    const base = talk ? title.slice(5) : title;
    if (!pages.has(base) || (talk && hash(base) % 3 !== 0)) return shell(title, `<p>There is currently no text in this page. You can ${a(art('Special:Search'), 'search for this page title')} in other pages.</p>`, title, 404);
    const n = revs(title);
    const action = q.get('action');
    if (action === 'history') {
      const limit = Number(q.get('limit') ?? 50), offset = Number(q.get('offset') ?? 0);
      if (![20, 50, 100, 250, 500].includes(limit) || !(offset >= 0 && offset < n)) return shell(title, '<p>Invalid history view.</p>', title, 400);
      const ks = Array.from({ length: n }, (_, i) => n - 1 - i).slice(offset, offset + limit);
      const rows = ks.map((k) => `<li>(${k < n - 1 ? a(`${t(title)}&diff=${rid(title, n - 1)}&oldid=${rid(title, k)}`, 'cur') : 'cur'} | ${k > 0 ? a(`${t(title)}&diff=${rid(title, k)}&oldid=${rid(title, k - 1)}`, 'prev') : 'prev'}) ${a(`${t(title)}&oldid=${rid(title, k)}`, `${10 + (k % 18)}:${pad(k % 60)}, ${1 + (k % 28)} ${['March', 'April', 'May', 'June'][k % 4]} ${2012 + Math.floor((k * 8) / n)}`)} ${a(art(`User:${userOf(title, k)}`), userOf(title, k))}</li>`);
      const nav = `${[20, 50, 100, 250, 500].map((l) => a(`${t(title)}&action=history&limit=${l}`, String(l))).join(' | ')}${offset + limit < n ? ` · ${a(`${t(title)}&action=history&limit=${limit}&offset=${offset + limit}`, 'older ' + limit)}` : ''}`;
      return shell(`${title}: Revision history`, `<p>${nav}</p><ul id="pagehistory">${rows.join('')}</ul>`);
    }
    if (action === 'edit' || action === 'info') return shell(action === 'edit' ? `View source for ${title}` : `Information for "${title}"`, action === 'edit' ? `<p>You do not have permission to edit this page.</p><textarea readonly>${esc(words(r, 60))}</textarea><p>Return to ${a(art(title), title)}.</p>` : `<table><tr><td>Page length</td><td>${int(r, 800, 20000)}</td></tr><tr><td>Number of edits</td><td>${n}</td></tr></table>`);
    if (action) return shell('No such action', '<p>The action specified by the URL is not recognised.</p>', title, 400);
    const oldid = q.get('oldid'), diff = q.get('diff');
    const kOf = (v: string | null) => { if (v === null) return -1; const k = (Number(v) - rid(title, 0)) / 53; return Number.isInteger(k) && k >= 0 && k < n ? k : -2; };
    if (oldid !== null || diff !== null) {
      const ko = kOf(oldid), kd = diff === 'prev' || diff === 'cur' || diff === null ? -1 : kOf(diff);
      if (ko === -2 || kd === -2) return shell('Revision not found', '<p>The revision could not be found.</p>', title, 404);
      if (q.get('direction') && r() < 0.02) return { status: 500, type: 'text/html', body: '<h1>Internal error</h1><p>[XkT7@wiki] Database error</p>' };
      const k = ko >= 0 ? ko : n - 1;
      const note = `<div class="mw-revision">Revision as of ${k}, by ${a(art(`User:${userOf(title, k)}`), userOf(title, k))} (${k > 0 ? a(`${t(title)}&diff=prev&oldid=${rid(title, k)}`, 'diff') : 'diff'}) ${k > 0 ? a(`${t(title)}&direction=prev&oldid=${rid(title, k)}`, '← Older revision') : ''} | ${a(art(title), 'Latest revision')} | ${k < n - 1 ? a(`${t(title)}&direction=next&oldid=${rid(title, k)}`, 'Newer revision →') : ''}</div>`;
      return shell(diff !== null ? `${title}: Difference between revisions` : title, `${note}${diff !== null ? `<table class="diff"><tr><td>−${esc(words(r, 12))}</td><td>+${esc(words(r, 12))}</td></tr></table>` : ''}${para(r, 3)}`);
    }
    const o = pages.get(base) ?? null;
    const printable = q.get('printable') === 'yes';
    if (o && !talk) {
      const { m, y } = o;
      const code = this.codeAt(m, y);
      const wk = this.weeks(o);
      const body = `<table class="infobox"><tr><th colspan="2">${code} ${esc(m.name)}</th></tr><tr><td>Year</td><td>${yslash(y)}</td></tr><tr><td>Leader</td><td>${a(art(`User:${o.lead.user}`), o.lead.name)}</td></tr><tr><td>Semester</td><td>${m.sem}</td></tr></table>${para(r, 2)}<h2>Contents</h2><ul>${['Lectures', 'Labs', 'Coursework'].map((s) => li(art(`${base}/${s}`), s)).join('')}</ul><h2>Schedule</h2><ol>${wk.map((w) => `<li>${esc(w)}</li>`).join('')}</ol><h2>Links</h2><ul>${this.services(o).map(([h, x]) => li(h, x)).join('')}</ul>${this.otherYears(o)}<div class="catlinks">Categories: ${a(art('Category:Modules'), 'Modules')}</div>`;
      return shell(printable ? `${base}` : base.replace(/_/g, ' '), printable ? `<div class="printfooter">Retrieved from "${esc(art(base))}"</div>${body}` : body);
    }
    if (base === 'Category:Modules' || base === 'Teaching') {
      const mods = names.filter((x) => pages.get(x));
      return shell(base, `${para(r, 1)}<ul>${mods.map((x) => li(art(x), x.replace(/_/g, ' '))).join('')}</ul>${base === 'Teaching' ? `<p>See also ${a(`${WWW}/teaching/modules/`, 'the School module index')} and ${a(`${GIT}/teaching`, 'GitLab teaching group')}.</p>` : ''}`);
    }
    const links = Array.from({ length: 8 }, () => pick(r, names));
    const extra: Record<string, string> = { Teaching: 'http://www.cs.northbridge.ac.uk/teaching/modules', Lab_machines: 'http://www.cs.northbridge.ac.uk/current-students', IRC: `http://irclogs.cs.${D}/`, Web_statistics: `${STATS}/awstats/awstats.pl?config=www`, Jenkins: `${CI}/`, Photo_gallery: `${GAL}/`, Mailing_lists: `${LISTS}/mailman/listinfo`, GitLab: `${GIT}/explore/projects`, GitLab_Pages: `${PAGES}/compsoc/website/`, Main_Page: `${USERS}/` };
    return shell(title.replace(/_/g, ' '), `${para(r, 3)}<ul>${links.map((x) => li(art(x), x.replace(/_/g, ' '))).join('')}${extra[base] ? li(extra[base], 'External link') : ''}${base === 'Main_Page' ? [li(art('Teaching'), 'Teaching'), li(art('IRC'), 'IRC'), li(art('Web_statistics'), 'Web statistics'), li(art('Jenkins'), 'Jenkins'), li(art('GitLab_Pages'), 'GitLab Pages')].join('') : ''}</ul>${para(r, 2)}`);
  }

  // ---------------------------------------------------------------- Moodle VLE and the SSO
  private moodle_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const wall = () => moved(`${MOODLE}/login/index.php`, 303);
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html dir="ltr" lang="en"><head><title>${esc(title)}</title><meta name="keywords" content="moodle, ${esc(title)}"><link rel="stylesheet" href="${MOODLE}/theme/styles.php/boost/1592905201_1/all"><script>var M={};M.yui={};M.cfg={"wwwroot":"https:\\/\\/moodle.northbridge.ac.uk","sesskey":"${hex(title, 10)}","theme":"boost"};</script></head><body id="page-course-view" class="format-weeks path-course guest"><nav class="navbar">${a(`${MOODLE}/`, 'NU Moodle', 'navbar-brand')} <span class="login">You are currently using guest access (${a(`${MOODLE}/login/index.php`, 'Log in')})</span></nav><div id="page"><header id="page-header"><h1>${esc(title)}</h1></header><section id="region-main">${body}</section></div><footer id="page-footer">${a(`${MOODLE}/admin/tool/dataprivacy/summary.php`, 'Data retention summary')} · ${a(`${UNI}/it/moodle-help/`, 'Moodle help')}</footer>${tracker(3)}</body></html>`);
    const id = Number(q.get('id'));
    if (p === '/') return shell('Northbridge University Moodle', `<h2>Course categories</h2><ul>${[2019, 2018, 2017, 2016, 2015].map((y) => li(`${MOODLE}/course/index.php?categoryid=${100 + y - 2015}`, `Computing Science ${ys(y)}`)).join('')}${['Mathematics', 'Physics', 'Engineering', 'Business School', 'Psychology', 'Law'].map((s, i) => li(`${MOODLE}/course/index.php?categoryid=${200 + i}`, s)).join('')}</ul>`);
    if (p === '/course/index.php') {
      const c = Number(q.get('categoryid')), page = Number(q.get('page') ?? 0);
      let list: [number, string][];
      if (c >= 100 && c <= 104) list = this.offsIn(2015 + c - 100).filter((o) => o.moodle).map((o) => [o.moodle, `${o.m.code} ${o.m.name} (${ys(o.y)})`]);
      else if (c >= 200 && c <= 205) list = Array.from({ length: 60 }, (_, i) => [9000 + c * 100 + i, `${['MATH', 'PHYS', 'ENGG', 'BUSI', 'PSYC', 'LAWS'][c - 200]}${int(rng(c * 100 + i), 1, 3)}0${pad(i)} ${words(rng(hash(`mc${c}${i}`)), 3)}`]);
      else return shell('Error', '<p>Can not find data record in database table course_categories.</p>');
      if (!(page >= 0 && page * 20 < list.length)) return shell('Error', '<p>Invalid page.</p>');
      const pager = Array.from({ length: Math.ceil(list.length / 20) }, (_, i) => a(`${MOODLE}/course/index.php?categoryid=${c}&page=${i}`, String(i + 1))).join(' ');
      return shell('Course categories', `<ul class="courses">${list.slice(page * 20, page * 20 + 20).map(([i, n]) => `<li>${a(`${MOODLE}/course/view.php?id=${i}`, n)} ${a(`${MOODLE}/course/info.php?id=${i}`, 'Summary')}</li>`).join('')}</ul><p>${pager} ${a(`${MOODLE}/course/index.php?categoryid=${c}&perpage=all`, 'Show all')}</p>`);
    }
    const o = this.offByMoodle.get(id);
    if (p === '/course/info.php') return o ? shell(`Summary of ${o.m.code} ${o.m.name} ${yslash(o.y)}`, `${para(r, 2)}<p>Teacher: ${esc(o.lead.name)}</p><p>${a(`${MOODLE}/course/view.php?id=${id}`, 'Enter this course')}</p>`) : shell('Error', '<p>Invalid course id</p>');
    if (p === '/course/view.php') {
      if (!o || !o.home || o.fam !== 'moodle') return wall();
      const wk = this.weeks(o);
      const sec = q.get('section');
      const secs = wk.map((t, i) => `<li class="section"><h3>${a(`${MOODLE}/course/view.php?id=${id}&section=${i + 1}`, `Week ${i + 1}: ${t}`)}</h3><ul>${li(`${MOODLE}/mod/resource/view.php?id=${id * 100 + i * 3}`, `Lecture ${i + 1} slides`)}${li(`${MOODLE}/mod/page/view.php?id=${id * 100 + i * 3 + 1}`, `Tutorial sheet ${i + 1}`)}${i % 4 === 3 ? li(`${MOODLE}/mod/assign/view.php?id=${id * 100 + i * 3 + 2}`, `Coursework ${Math.ceil(i / 4)} submission`) : ''}</ul></li>`);
      if (sec) { const k = Number(sec); if (!(k >= 1 && k <= 10)) return shell('Error', '<p>Section not found</p>'); return shell(`${o.m.code}: Week ${k}`, `<ul>${secs[k - 1]}</ul>${a(`${MOODLE}/course/view.php?id=${id}`, 'Back to course')}`); }
      const title = [`Course: ${o.m.code} ${o.m.name} ${yslash(o.y)}`, `${o.m.code}-${yshort(o.y)}: ${o.m.name}`, `Course: ${o.m.name} (${ys(o.y)})`][o.m.theme];
      return shell(title, `<div class="course-summary">${para(r, 2)}</div><ul class="topics"><li class="section"><h3>General</h3><ul>${li(`${MOODLE}/mod/forum/view.php?id=${id * 100 + 99}`, 'Announcements')}${li(`${MOODLE}/mod/page/view.php?id=${id * 100 + 98}`, 'Module handbook')}${this.services(o).filter(([h]) => !h.startsWith(MOODLE)).map(([h, x]) => li(h, x)).join('')}</ul></li>${secs.join('')}</ul>${this.otherYears(o)}`);
    }
    if (p === '/mod/page/view.php' || p === '/mod/forum/view.php' || p === '/mod/resource/view.php') {
      const c = this.offByMoodle.get(Math.floor(id / 100));
      if (!c || !c.home || c.fam !== 'moodle') return wall();
      if (p === '/mod/resource/view.php') return moved(`${MOODLE}/pluginfile.php/${id}/mod_resource/content/1/lecture.pdf`, 303);
      return shell(`${c.m.code}: ${p.includes('forum') ? 'Announcements' : words(r, 3)}`, `${para(r, 3)}${p.includes('forum') ? `<ul>${Array.from({ length: 5 }, (_, i) => li(`${MOODLE}/mod/forum/discuss.php?d=${id * 10 + i}`, words(r, 5))).join('')}</ul>` : ''}<p>${a(`${MOODLE}/course/view.php?id=${c.moodle}`, c.m.code)}</p>`);
    }
    if (p.startsWith('/pluginfile.php/')) return pdf(u.href);
    if (p === '/login/index.php') return shell('Northbridge University Moodle: Log in to the site', `<p>${a(`${MOODLE}/auth/saml2/login.php?wants&idp=nu&passive=off`, 'Log in with your Northbridge account')}</p><p>Some courses may allow guest access.</p>`);
    if (p === '/auth/saml2/login.php') return moved(`${LOGIN}/idp/profile/SAML2/Redirect/SSO?execution=e1s1`, 302);
    if (p.startsWith('/theme/')) return { status: 200, type: 'text/css', body: '/* boost */' };
    return wall();
  }
  private login_(u: URL, p: string, r: R): Resp {
    if (!p.startsWith('/idp/')) return this.notFound(LOGIN);
    return html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Northbridge University Login</title></head><body><div class="login-box"><img src="/idp/images/nu.png" alt="Northbridge University"><form method="post" action="/idp/profile/SAML2/Redirect/SSO?execution=e1s2"><label>Username <input name="j_username"></label><label>Password <input type="password" name="j_password"></label><button name="_eventId_proceed">Login</button></form><p>${a(`${UNI}/it/password/`, 'Forgotten your password?')} · ${a(`${UNI}/it/help/`, 'Need help?')}</p></div></body></html>`);
  }

  // ---------------------------------------------------------------- www.maths: joint modules on the Mathematics site
  private maths_(u: URL, p: string, r: R): Resp {
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>${esc(title)} - School of Mathematics - Northbridge University</title></head><body><header>${a(`${MATHS}/`, 'School of Mathematics')} <nav>${a(`${MATHS}/teaching/`, 'Teaching')} ${a(`${MATHS}/seminars/`, 'Seminars')} ${a(`${MATHS}/people/`, 'People')}</nav></header><main><h1>${esc(title)}</h1>${body}</main><footer>${a(`${UNI}/`, 'Northbridge University')}</footer></body></html>`);
    const joint = this.mods.filter((m) => JOINT.has(m.code));
    if (p === '/') return shell('School of Mathematics', `${para(r, 3)}<ul>${li(`${MATHS}/teaching/`, 'Teaching')}${li(`${MATHS}/seminars/`, 'Seminars')}${li(`${WWW}/`, 'Computing Science')}</ul>`);
    if (p === '/teaching/') return shell('Teaching', `<h2>Joint modules with Computing Science</h2><ul>${joint.flatMap((m) => m.offs.filter((o) => o.fam === 'maths' && o.home).map((o) => li(o.home!, `${m.code.replace('COMP', 'MATH')} / ${m.code} ${m.name} (${yslash(o.y)})`))).join('')}</ul><h2>Other modules</h2><ul>${Array.from({ length: 30 }, (_, i) => li(`${CAT}/catalogue/${yshort(NOW)}/MATH${[1, 2, 3][i % 3]}0${pad(i + 10)}`, `MATH${[1, 2, 3][i % 3]}0${pad(i + 10)} ${words(rng(i), 3)}`)).join('')}</ul>`);
    if (p === '/people/') return shell('People', `<ul>${Array.from({ length: 25 }, () => `<li>${pick(r, FIRST)} ${pick(r, LAST)}</li>`).join('')}</ul>`);
    if (p === '/seminars/') {
      const term = u.searchParams.get('term') ?? '2019-20-spring';
      const tm = term.match(/^(\d{4})-\d\d-(autumn|spring)$/);
      if (!tm || Number(tm[1]) < 1990) return this.notFound(MATHS);
      const y = Number(tm[1]);
      const prev = tm[2] === 'spring' ? `${ys(y)}-autumn` : `${ys(y - 1)}-spring`, next = tm[2] === 'autumn' ? `${ys(y)}-spring` : `${ys(y + 1)}-autumn`;
      return shell(`Seminars ${term}`, `<ul>${Array.from({ length: 8 }, () => `<li>${words(r, 7)} — ${pick(r, FIRST)} ${pick(r, LAST)} (${pick(r, ['Oxford', 'Edinburgh', 'Leeds', 'Bristol', 'ETH Zürich'])})</li>`).join('')}</ul><p>${a(`${MATHS}/seminars/?term=${prev}`, 'Previous term')} ${y < 2020 ? a(`${MATHS}/seminars/?term=${next}`, 'Next term') : ''}</p>`);
    }
    const mm = p.match(/^\/teaching\/(math\d{4})\/(\d{4}-\d\d)\/(?:(lectures|problem-sheets|exams)\/)?$/);
    const o = mm ? this.offByHome.get(`${MATHS}/teaching/${mm[1]}/${mm[2]}/`) : undefined;
    if (!mm || !o) return p.endsWith('.pdf') ? pdf(u.href) : this.notFound(MATHS);
    const base = o.home!;
    const code = `${o.m.code.replace('COMP', 'MATH')}`;
    if (mm[3]) return shell(`${code} ${mm[3].replace('-', ' ')}`, `<ol>${this.weeks(o).map((w, i) => li(`${base}${mm[3]}/${mm[3]}-${i + 1}.pdf`, `${mm[3] === 'problem-sheets' ? 'Sheet' : 'Notes'} ${i + 1}: ${w}`)).join('')}</ol>${a(base, 'Module page')}`);
    return shell(`${code}/${o.m.code} ${o.m.name} ${yslash(o.y)}`, `<p>Lecturers: ${pick(r, FIRST)} ${pick(r, LAST)} (Mathematics), ${a(`${WWW}/people/${o.lead.slug}/`, o.lead.name)} (Computing Science)</p>${para(r, 3)}<ul>${li(`${base}lectures/`, 'Lecture notes')}${li(`${base}problem-sheets/`, 'Problem sheets')}${li(`${base}exams/`, 'Exams')}${this.services(o).map(([h, x]) => li(h, x)).join('')}</ul>${this.otherYears(o)}`);
  }

  // ---------------------------------------------------------------- university systems: catalogue, timetable, reading lists, recordings
  private catShell(title: string, body: string): Resp {
    return html(`<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>${esc(title)} | Module Catalogue | Northbridge University</title><link rel="stylesheet" href="${CAT}/static/catalogue.css"></head><body><header class="app-header">${a(`${UNI}/`, 'Northbridge University')} ${a(`${CAT}/`, 'Module Catalogue')}<form action="${CAT}/search"><input name="q"><button>Search</button></form></header><main><h1>${esc(title)}</h1>${body}</main><footer><p>Module information is indicative and may change. ${a(`${UNI}/regulations/`, 'Regulations')} · ${a(`${UNI}/privacy/`, 'Privacy')}</p></footer>${tracker(6)}</body></html>`);
  }
  private catMods(yy: string, school: string): { code: string; name: string; level: number; sem: number; credits: number; home?: string | null }[] {
    const y = 2000 + Number(yy.slice(0, 2));
    if (school === 'COMP') return this.offsIn(y).map((o) => ({ code: o.m.code, name: o.m.name, level: o.m.level, sem: o.m.sem, credits: o.m.credits, home: o.home }));
    return Array.from({ length: 36 }, (_, i) => { const r = rng(hash(school + i)); return { code: `${school}${(i % 3) + 1}0${pad(i + 10)}`, name: `${pick(r, ['Introduction to', 'Advanced', 'Topics in', 'Principles of', 'Foundations of'])} ${pick(r, ['Analysis', 'Mechanics', 'Circuits', 'Marketing', 'Cognition', 'Literature', 'Contract Law', 'Statistics', 'Optics', 'Accounting'])}`, level: (i % 3) + 4, sem: (i % 2) + 1, credits: pick(r, [15, 20, 30]) }; });
  }
  private cat_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const YEARS = ['1920', '1819', '1718', '1617', '1516'];
    const SCHOOLS = ['COMP', 'MATH', 'PHYS', 'ELEC', 'BUSI', 'PSYC', 'ENGL', 'LAWS'];
    if (p === '/static/catalogue.css') return { status: 200, type: 'text/css', body: '/* catalogue */' };
    if (p === '/') return this.catShell('Module Catalogue', `${para(r, 2)}<ul>${YEARS.map((y) => li(`${CAT}/catalogue/${y}/`, `Modules 20${y.slice(0, 2)}/${y.slice(2)}`)).join('')}</ul>${a(`${CAT}/search?year=1920`, 'Search all modules')}`);
    let m: RegExpMatchArray | null;
    if ((m = p.match(/^\/catalogue\/(\d{4})\/$/)) && YEARS.includes(m[1])) {
      const school = q.get('school');
      if (!school) return this.catShell(`Modules 20${m[1].slice(0, 2)}/${m[1].slice(2)}`, `<ul>${SCHOOLS.map((s) => li(`${CAT}/catalogue/${m![1]}/?school=${s}`, s)).join('')}</ul>`);
      if (!SCHOOLS.includes(school)) return this.notFound(CAT);
      return this.catShell(`${school} modules 20${m[1].slice(0, 2)}/${m[1].slice(2)}`, `<ul>${this.catMods(m[1], school).map((x) => li(`${CAT}/catalogue/${m![1]}/${x.code}`, `${x.code} ${x.name}`)).join('')}</ul>`);
    }
    if ((m = p.match(/^\/catalogue\/(\d{4})\/([A-Z]{4}\d{4})$/)) && YEARS.includes(m[1])) {
      const x = this.catMods(m[1], m[2].slice(0, 4)).find((z) => z.code === m![2]);
      if (!x) return this.notFound(CAT);
      const mod = this.modBySlug.get(m[2].toLowerCase());
      const y = 2000 + Number(m[1].slice(0, 2));
      const o = mod?.offs.find((z) => z.y === y);
      const typed = x.home && hash(x.home) % 3 === 0 ? x.home.replace(/^https:/, 'http:').replace(/\/$/, '') : x.home;
      const site = typed && hash(typed) % 5 !== 0 ? `<p><strong>Module website:</strong> ${a(typed, typed)}</p>` : '';
      const body = `<dl class="facts"><dt>Code</dt><dd>${x.code}</dd><dt>Level</dt><dd>${x.level}</dd><dt>Credits</dt><dd>${x.credits} (${x.credits / 2} ECTS)</dd><dt>Semester</dt><dd>${x.sem}</dd>${o ? `<dt>Module leader</dt><dd>${a(`${WWW}/people/${o.lead.slug}/`, o.lead.name)}</dd>` : ''}</dl>${site}<h2>Aims</h2>${para(r, 2)}<h2>Learning outcomes</h2><ol>${Array.from({ length: 4 }, () => `<li>${words(r, 10)}</li>`).join('')}</ol><h2>Assessment</h2><table><tr><td>Coursework</td><td>${pick(r, [30, 40, 50, 100])}%</td></tr><tr><td>Examination</td><td>remainder</td></tr></table><h2>Other years</h2><p>${YEARS.filter((z) => z !== m![1]).map((z) => a(`${CAT}/catalogue/${z}/${x.code}`, `20${z.slice(0, 2)}/${z.slice(2)}`)).join(' · ')}</p><p>${a(`${TT}/module/${x.code}?week=1&year=${m[1]}`, 'Timetable')} · ${a(`${RL}/modules/${x.code.toLowerCase()}.html`, 'Reading list')}</p>`;
      return this.catShell(`${x.code} ${x.name} (20${m[1].slice(0, 2)}/${m[1].slice(2)})`, body);
    }
    if (p === '/search') {
      const f = { credits: q.get('credits'), level: q.get('level'), page: q.get('page'), school: q.get('school'), semester: q.get('semester'), year: q.get('year') ?? '1920' };
      if (!YEARS.includes(f.year)) return this.notFound(CAT);
      const all = (f.school ? [f.school] : SCHOOLS).flatMap((s) => this.catMods(f.year, s)).filter((x) => (!f.level || String(x.level) === f.level) && (!f.semester || String(x.sem) === f.semester) && (!f.credits || String(x.credits) === f.credits));
      const page = Number(f.page ?? 1);
      if (!(page >= 1 && (page - 1) * 25 <= all.length)) return this.notFound(CAT);
      const link = (k: keyof typeof f, v: string | null) => { const o: Record<string, string | null> = { ...f, [k]: v }; if (k !== 'page') o.page = null; return `${CAT}/search?${Object.entries(o).filter(([, z]) => z).map(([a1, b]) => `${a1}=${b}`).join('&')}`; };
      const facet = (k: keyof typeof f, vals: string[]) => `<div class="facet"><h3>${k}</h3>${vals.map((v) => a(link(k, v), v)).join(' ')} ${a(link(k, null), 'any')}</div>`;
      const side = facet('year', YEARS) + facet('school', SCHOOLS) + facet('level', ['4', '5', '6', '7']) + facet('semester', ['1', '2']) + facet('credits', ['15', '20', '30']);
      return this.catShell(`Search results (${all.length})`, `<aside>${side}</aside><ul>${all.slice((page - 1) * 25, page * 25).map((x) => li(`${CAT}/catalogue/${f.year}/${x.code}`, `${x.code} ${x.name}`)).join('')}</ul>${page * 25 < all.length ? a(link('page', String(page + 1)), 'Next') : ''}`);
    }
    return this.notFound(CAT);
  }

  private tt_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(t)} - NU Timetabling</title></head><body><div id="header">${a(`${TT}/`, 'Timetables')} | ${a(`${UNI}/`, 'Northbridge University')}</div><h1>${esc(t)}</h1>${b}<div id="footer">Scientia Syllabus+ web timetables. Data as of 26/06/2020.</div>${tracker(4)}</body></html>`);
    const ROOMS = ['TB-LT1', 'TB-LT2', 'TB-1.05', 'TB-2.10-LAB', 'PH-0.12', 'PH-2.14', 'CT-LAB-A', 'CT-LAB-B', 'ONLINE'];
    if (p === '/') return shell('Module timetables 2019/20', `<ul>${this.offsIn(NOW).map((o) => li(`${TT}/module/${o.m.code}?week=1&year=1920`, `${o.m.code} ${o.m.name}`)).join('')}</ul><h2>Rooms</h2><ul>${ROOMS.map((x) => li(`${TT}/room/${x}?week=1&year=1920`, x)).join('')}</ul>`);
    const week = Number(q.get('week')), year = q.get('year') ?? '';
    const yy = Number(year.slice(0, 2));
    if (!(week >= 1 && week <= 52) || !/^\d{4}$/.test(year) || yy < 15 || yy > 21 || Number(year.slice(2)) !== yy + 1) return shell('Error', '<p>Invalid week or year.</p>');
    const wn = (k: number) => { const w = week + k; const y2 = w < 1 ? yy - 1 : w > 52 ? yy + 1 : yy; return `week=${((w + 51) % 52) + 1}&year=${pad(y2)}${pad(y2 + 1)}`; };
    let m: RegExpMatchArray | null;
    if ((m = p.match(/^\/module\/([A-Z]{4}\d{4})$/))) {
      const rooms = [pick(r, ROOMS), pick(r, ROOMS)];
      return shell(`${m[1]} – week ${week} (${year})`, `<table><tr><th>Day</th><th>Time</th><th>Activity</th><th>Room</th></tr>${rooms.map((x, i) => `<tr><td>${['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][int(r, 0, 4)]}</td><td>${int(r, 9, 17)}:00</td><td>${i ? 'Tutorial' : 'Lecture'}</td><td>${a(`${TT}/room/${x}?week=${week}&year=${year}`, x)}</td></tr>`).join('')}</table><p>${a(`${TT}/module/${m[1]}?${wn(-1)}`, '« Previous week')} ${a(`${TT}/module/${m[1]}?${wn(1)}`, 'Next week »')} ${a(`${TT}/module/${m[1]}.ics?year=${year}`, 'iCal')} ${a(`${CAT}/catalogue/${year}/${m[1]}`, 'Catalogue')}</p>`);
    }
    if ((m = p.match(/^\/room\/([A-Z0-9.-]+)$/)) && ROOMS.includes(m[1])) {
      const mods = Array.from({ length: 6 }, () => pick(r, this.mods).code);
      return shell(`Room ${m[1]} – week ${week}`, `<ul>${mods.map((c) => li(`${TT}/module/${c}?week=${week}&year=${year}`, c)).join('')}</ul><p>${a(`${TT}/room/${m[1]}?${wn(-1)}`, '« Previous week')} ${a(`${TT}/room/${m[1]}?${wn(1)}`, 'Next week »')}</p>`);
    }
    if (p.endsWith('.ics')) return { status: 200, type: 'text/calendar', body: `BEGIN:VCALENDAR\nPRODID:-//Scientia//${p}//EN\nEND:VCALENDAR\n` };
    return this.notFound(TT);
  }

  private rl_(u: URL, p: string, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t)} | Northbridge University Library</title></head><body><header>${a(`${RL}/`, 'Reading Lists @ Northbridge')} ${a(`${UNI}/library/`, 'Library')}</header><main><h1>${esc(t)}</h1>${b}</main><footer>Powered by Talis Aspire</footer>${tracker(5)}</body></html>`);
    if (p === '/') return shell('Reading Lists', `<ul>${li(`${RL}/hierarchy/schools/comp.html`, 'School of Computing Science')}${li(`${RL}/hierarchy/schools/math.html`, 'School of Mathematics')}</ul>`);
    if (p === '/hierarchy/schools/comp.html' || p === '/hierarchy/schools/math.html') return shell('School reading lists', `<ul>${this.mods.filter((m) => p.includes('comp') || JOINT.has(m.code)).map((m) => li(`${RL}/modules/${m.code.toLowerCase()}.html`, `${m.code} ${m.name}`)).join('')}</ul>`);
    let m: RegExpMatchArray | null;
    if ((m = p.match(/^\/modules\/(comp\d{4})\.html$/)) && this.modBySlug.get(m[1])) {
      const mod = this.modBySlug.get(m[1])!;
      return shell(`${mod.code}: ${mod.name}`, `<ul>${mod.offs.filter((o) => o.y >= 2016).map((o) => li(`${RL}/lists/${hex(mod.code + o.y, 8).toUpperCase()}-${hex(mod.code + o.y + 'x', 4).toUpperCase()}.html`, `${mod.name} ${yslash(o.y)}`)).join('')}</ul>`);
    }
    if ((m = p.match(/^\/lists\/([0-9A-F]{8}-[0-9A-F]{4})(\/bibliography)?\.html$/))) return shell(m[2] ? 'Bibliography' : `Reading list ${m[1]}`, `<ol>${Array.from({ length: 18 }, (_, i) => li(`${RL}/items/${hex(m![1] + i, 8).toUpperCase()}-${hex(m![1] + i + 'y', 4).toUpperCase()}.html`, `${words(r, 5)} (${pick(r, ['Essential', 'Recommended', 'Further'])})`)).join('')}</ol>${m[2] ? '' : a(`${RL}/lists/${m[1]}/bibliography.html`, 'Export bibliography')}`);
    if ((m = p.match(/^\/items\/([0-9A-F]{8}-[0-9A-F]{4})\.html$/))) return shell(words(r, 5), `<dl><dt>Author</dt><dd>${pick(r, LAST)}, ${pick(r, FIRST)}</dd><dt>Publisher</dt><dd>${pick(r, ['Pearson', 'MIT Press', "O'Reilly", 'Cambridge University Press'])}</dd></dl><p>${a(`${UNI}/library/catalogue/record/${hex(m[1], 7)}`, 'Check availability')}</p>`);
    return this.notFound(RL);
  }

  private pan_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(t)}</title><script>var Panopto={"appRoot":"${PAN}/Panopto","user":{"isGuest":true}};</script></head><body><div id="headerWrapper">${a(`${PAN}/Panopto/Pages/Home.aspx`, 'Panopto')} ${a(`${PAN}/Panopto/Pages/Auth/Login.aspx`, 'Sign in')}</div><h1>${esc(t)}</h1>${b}<div id="footer">© 2020 Panopto · ${a(`${UNI}/it/help/`, 'Help')} · ${a(`${UNI}/privacy/`, 'Privacy')}</div>${tracker(11)}</body></html>`);
    if (p === '/Panopto/Pages/Auth/Login.aspx') return moved(`${LOGIN}/idp/profile/SAML2/Redirect/SSO?execution=e1s1`, 302);
    const recent = this.mods.flatMap((m) => m.offs.filter((o) => o.y >= 2017));
    if (p === '/Panopto/Pages/Home.aspx') return shell('Panopto – Shared folders', `<ul>${recent.filter((o) => o.y === NOW).map((o) => li(`${PAN}/Panopto/Pages/Sessions/List.aspx?folderID=${guid(o.m.code + o.y)}`, `${o.m.code} ${o.m.name} ${ys(o.y)}`)).join('')}</ul>`);
    if (p === '/Panopto/Pages/Sessions/List.aspx') {
      const f = q.get('folderID');
      const o = recent.find((x) => guid(x.m.code + x.y) === f);
      if (!o) return shell('Folder not found', '<p>You do not have access to this folder.</p>');
      const sort = q.get('sortColumn');
      const ids = Array.from({ length: 10 + (hash(f!) % 12) }, (_, i) => guid(`${o.m.code}${o.y}-${i}`));
      if (sort === '1') ids.reverse();
      return shell(`${o.m.code} ${o.m.name} ${ys(o.y)}`, `<p>Sort: ${['0', '1', '2'].map((s) => a(`${PAN}/Panopto/Pages/Sessions/List.aspx?folderID=${f}&sortColumn=${s}`, ['Date', 'Name', 'Duration'][Number(s)])).join(' ')}</p><ul>${ids.map((id, i) => li(`${PAN}/Panopto/Pages/Viewer.aspx?id=${id}`, `${o.m.code} Lecture ${i + 1}`)).join('')}</ul>`);
    }
    if (p === '/Panopto/Pages/Viewer.aspx' || p === '/Panopto/Pages/Embed.aspx') {
      const id = q.get('id') ?? '';
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return shell('Error', '<p>Session not found.</p>');
      return shell(`Lecture recording ${id.slice(0, 8)}`, `<div id="viewer" data-duration="${int(r, 1200, 3300)}"></div>${p.endsWith('Viewer.aspx') ? a(`${PAN}/Panopto/Pages/Embed.aspx?id=${id}`, 'Embed') : ''} ${a(`${PAN}/Panopto/Podcast/Download/${id}.mp4`, 'Download')}`);
    }
    if (p.startsWith('/Panopto/Podcast/Download/')) return bin('video/mp4', u.href, hash(p));
    return this.notFound(PAN);
  }

  // ---------------------------------------------------------------- School services: gallery, IRC logs, Jenkins, AWStats
  private gal_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const raw = decodeURIComponent(u.search.slice(1)).replace(/=$/, '');
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="Piwigo (aka PWG), see piwigo.org"><title>${esc(t)} | NBCS Photos</title></head><body id="theCategoryPage"><div id="theHeader"><h1>${a(`${GAL}/`, 'NBCS Photos')}</h1></div><div id="menubar"><dl>${a(`${GAL}/index.php?/categories`, 'Albums')} ${a(`${GAL}/tags.php`, 'Tags')} ${a(`${GAL}/index.php?/categories/created-monthly-calendar`, 'Calendar')} ${a(`${GAL}/identification.php`, 'Login')}</dl></div><div id="content"><h2>${esc(t)}</h2>${b}</div><div id="copyright">Powered by ${a('https://piwigo.org', 'Piwigo')} · ${a(`${WWW}/`, 'School of Computing Science')}</div>${tracker(14)}</body></html>`);
    const ALBUMS = 46;
    const album = (n: number) => `${pick(rng(hash(`alb${n}`)), ['Graduation', 'Open day', 'Hackathon', 'Staff away day', 'Christmas party', 'Outreach', 'Conference', 'Building works', 'Summer school'])} ${2008 + (n % 12)}`;
    const photos = (n: number) => 20 + (hash(`alb${n}`) % 90);
    const pid = (n: number, k: number) => n * 1000 + k;
    if (p === '/' || (p === '/index.php' && (raw === '' || raw === '/categories'))) return shell('Home', `<ul class="thumbnailCategories">${Array.from({ length: ALBUMS }, (_, i) => li(`${GAL}/index.php?/category/${i + 1}`, album(i + 1))).join('')}</ul>`);
    let m: RegExpMatchArray | null;
    if (p === '/index.php' && (m = raw.match(/^\/category\/(\d+)(?:\/start-(\d+))?(&slideshow)?$/))) {
      const n = Number(m[1]), start = Number(m[2] ?? 0);
      if (n < 1 || n > ALBUMS || start % 15 || start >= photos(n)) return shell('Error', '<p>Requested album does not exist</p>');
      if (m[3]) return shell(`${album(n)} – slideshow`, `<p>${a(`${GAL}/picture.php?/${pid(n, 0)}/category/${n}&slideshow`, 'Start')}</p>`);
      const nav = Array.from({ length: Math.ceil(photos(n) / 15) }, (_, i) => a(`${GAL}/index.php?/category/${n}${i ? `/start-${i * 15}` : ''}`, String(i + 1))).join(' ');
      return shell(album(n), `<ul id="thumbnails">${Array.from({ length: Math.min(15, photos(n) - start) }, (_, i) => li(`${GAL}/picture.php?/${pid(n, start + i)}/category/${n}`, `IMG_${pid(n, start + i)}.jpg`)).join('')}</ul><div class="navigationBar">${nav}</div>${a(`${GAL}/index.php?/category/${n}&slideshow`, 'Slideshow')}`);
    }
    if (p === '/picture.php' && (m = raw.match(/^\/(\d+)\/category\/(\d+)(&slideshow|&size=(?:medium|large|xlarge|original)|&metadata)?$/))) {
      const id = Number(m[1]), n = Number(m[2]), k = id - n * 1000;
      if (Math.floor(id / 1000) !== n || k < 0 || k >= photos(n)) return shell('Error', '<p>Picture not found</p>');
      const link = (j: number, x = '') => `${GAL}/picture.php?/${pid(n, j)}/category/${n}${x}`;
      return shell(`IMG_${id}`, `<img src="${GAL}/i.php?/upload/${2008 + (n % 12)}/0${1 + (n % 9)}/${hex(String(id), 12)}-me.jpg" alt=""><p>${k > 0 ? a(link(k - 1, m[3] ?? ''), 'Previous') : ''} ${k + 1 < photos(n) ? a(link(k + 1, m[3] ?? ''), 'Next') : ''}</p><p>Size: ${['medium', 'large', 'xlarge', 'original'].map((s) => a(link(k, `&size=${s}`), s)).join(' ')} · ${a(link(k, '&metadata'), 'Show file metadata')} · ${a(link(k, '&slideshow'), 'Slideshow')} · ${a(`${GAL}/action.php?id=${id}&part=e&download`, 'Download')}</p><h3>Comments</h3><p>${words(r, 8)}</p>`);
    }
    if (p === '/action.php' || p === '/i.php') return bin('image/jpeg', u.href, hash(raw));
    if (p === '/tags.php') return shell('Tags', `<ul>${Array.from({ length: 40 }, (_, i) => li(`${GAL}/index.php?/tags/${i + 1}-${slugify(pick(rng(i + 7), ['people', 'campus', 'snow', 'robots', 'lab', 'awards', 'food', 'team', 'visitors', 'students']))}`, `tag ${i + 1}`)).join('')}</ul>`);
    if (p === '/index.php' && (m = raw.match(/^\/tags\/(\d+)-[a-z]+$/))) return shell('Tag', `<ul>${Array.from({ length: 15 }, () => { const n = int(r, 1, ALBUMS); const k = int(r, 0, photos(n) - 1); return li(`${GAL}/picture.php?/${pid(n, k)}/category/${n}`, 'photo'); }).join('')}</ul>`);
    if (p === '/index.php' && (m = raw.match(/^\/categories\/created-monthly-(calendar|list)(?:-(\d{4}))?(?:-(\d\d))?(?:-(\d\d))?$/))) {
      const [, view, y, mo, d] = m;
      const base = `${GAL}/index.php?/categories/created-monthly-${view}`;
      const kids = !y ? Array.from({ length: 13 }, (_, i) => `-${2008 + i}`) : !mo ? Array.from({ length: 12 }, (_, i) => `-${y}-${pad(i + 1)}`) : !d ? Array.from({ length: 28 }, (_, i) => `-${y}-${mo}-${pad(i + 1)}`) : [];
      return shell(`Calendar ${[y, mo, d].filter(Boolean).join('-')}`, `<p>${a(`${GAL}/index.php?/categories/created-monthly-${view === 'list' ? 'calendar' : 'list'}${[y, mo, d].filter(Boolean).map((x) => `-${x}`).join('')}`, view === 'list' ? 'Calendar view' : 'List view')}</p><ul>${kids.map((x) => li(base + x, x.slice(1))).join('')}${d ? Array.from({ length: 6 }, () => { const n = int(r, 1, ALBUMS); return li(`${GAL}/picture.php?/${pid(n, int(r, 0, photos(n) - 1))}/category/${n}`, 'photo'); }).join('') : ''}</ul>`);
    }
    if (p === '/identification.php') return shell('Identification', '<form method="post"><input name="username"><input type="password" name="password"></form>');
    return this.notFound(GAL);
  }

  private irc_(u: URL, p: string, r: R): Resp {
    const shell = (t: string, b: string, type = 'text/html; charset=utf-8') => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(t)}</title></head><body><h1>${esc(t)}</h1>${b}<hr><p>Logs by irssi-logger · ${a(`${IRC}/`, 'all channels')}</p></body></html>`, type);
    if (p === '/') return shell('IRC logs', `<ul>${CHANNELS.map((c) => li(`${IRC}/${c}/`, `#${c}`)).join('')}</ul>`);
    const m = p.match(/^\/([a-z-]+)\/(?:(\d{4})\/(?:(\d\d)\/)?|(\d{4})-(\d\d)-(\d\d)\.(html|txt))?$/);
    if (!m || !CHANNELS.includes(m[1])) return this.notFound(IRC);
    const c = m[1];
    const first = 2007 + (hash(c) % 4);
    if (m[4]) {
      const d = new Date(Date.UTC(Number(m[4]), Number(m[5]) - 1, Number(m[6])));
      if (d.getUTCFullYear() < first || +d > Date.UTC(2020, 5, 25) || d.toISOString().slice(0, 10) !== `${m[4]}-${m[5]}-${m[6]}`) return this.notFound(IRC);
      const day = (k: number) => new Date(+d + k * 86400000).toISOString().slice(0, 10);
      const lines = Array.from({ length: int(r, 5, 60) }, (_, i) => `[${pad(Math.floor(i / 3) % 24)}:${pad(int(r, 0, 59))}] &lt;${pick(r, this.staff).user}&gt; ${esc(words(r, int(r, 3, 14)))}`).join('\n');
      if (m[7] === 'txt') return { status: 200, type: 'text/plain; charset=utf-8', body: lines };
      return shell(`#${c} ${m[4]}-${m[5]}-${m[6]}`, `<p>${a(`${IRC}/${c}/${day(-1)}.html`, '« previous day')} | ${a(`${IRC}/${c}/${m[4]}/${m[5]}/`, 'month')} | ${a(`${IRC}/${c}/${day(1)}.html`, 'next day »')} | ${a(`${IRC}/${c}/${m[4]}-${m[5]}-${m[6]}.txt`, 'raw')}</p><pre>${lines}</pre>`);
    }
    if (m[2] && m[3]) return shell(`#${c} ${m[2]}-${m[3]}`, `<ul>${Array.from({ length: new Date(Date.UTC(Number(m[2]), Number(m[3]), 0)).getUTCDate() }, (_, i) => li(`${IRC}/${c}/${m[2]}-${m[3]}-${pad(i + 1)}.html`, `${m[2]}-${m[3]}-${pad(i + 1)}`)).join('')}</ul>`);
    if (m[2]) return shell(`#${c} ${m[2]}`, `<ul>${Array.from({ length: 12 }, (_, i) => li(`${IRC}/${c}/${m[2]}/${pad(i + 1)}/`, `${m[2]}-${pad(i + 1)}`)).join('')}</ul>`);
    return shell(`#${c}`, `<ul>${Array.from({ length: 2021 - first }, (_, i) => li(`${IRC}/${c}/${2020 - i}/`, String(2020 - i))).join('')}</ul>`);
  }

  private ci_(u: URL, p: string, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(t)} [Jenkins]</title><script src="${CI}/static/b1d0c9e3/scripts/prototype.js"></script></head><body><div id="page-header">${a(`${CI}/`, 'Jenkins')} ${a(`${CI}/login?from=%2F`, 'log in')}</div><div id="side-panel">${a(`${CI}/`, 'Back to Dashboard')} ${a(`${CI}/view/all/builds`, 'Build History')}</div><div id="main-panel"><h1>${esc(t)}</h1>${b}</div><footer>Page generated: 26-Jun-2020 03:${pad(int(r, 0, 59))}:${pad(int(r, 0, 59))} BST · REST API · Jenkins ver. 2.222.4</footer>${tracker(19)}</body></html>`);
    if (p === '/' || p === '/view/all/builds') return shell('Dashboard', `<table>${JOBS.map((j) => `<tr><td>${a(`${CI}/job/${j}/`, j)}</td><td>${a(`${CI}/job/${j}/lastBuild/`, 'last build')}</td></tr>`).join('')}</table>`);
    if (p === '/login') return moved(`${LOGIN}/idp/profile/SAML2/Redirect/SSO?execution=e1s1`, 302);
    const m = p.match(/^\/job\/([a-z0-9-]+)\/(?:(\d+|lastBuild)\/(?:(console|consoleText|changes|testReport)\/?)?)?$/);
    if (!m || !JOBS.includes(m[1])) return this.notFound(CI);
    const last = 200 + (hash(m[1]) % 900);
    const job = `${CI}/job/${m[1]}/`;
    if (!m[2]) return shell(m[1], `<ul>${Array.from({ length: 25 }, (_, i) => li(`${job}${last - i}/`, `#${last - i}`)).join('')}</ul>${a(`${job}${last - 25}/`, 'More builds')}`);
    if (m[2] === 'lastBuild') return moved(`${job}${last}/`, 302);
    const n = Number(m[2]);
    if (n < 1 || n > last) return this.notFound(CI);
    if (m[3] === 'consoleText') return { status: 200, type: 'text/plain', body: `Started by an SCM change\nBuilding in workspace /var/lib/jenkins/workspace/${m[1]}\n${words(r, 200)}\nFinished: ${r() < 0.8 ? 'SUCCESS' : 'FAILURE'}\n` };
    if (m[3] === 'testReport' && r() < 0.05) return { status: 500, type: 'text/html', body: '<h2>HTTP ERROR 500</h2><pre>java.lang.NullPointerException</pre>' };
    const b = `${job}${n}/`;
    return shell(`${m[1]} #${n}${m[3] ? ` ${m[3]}` : ''}`, `${m[3] === 'console' ? `<pre class="console-output">${words(r, 160)}</pre>` : para(r, 1)}<ul>${li(`${b}console`, 'Console Output')}${li(`${b}consoleText`, 'View as plain text')}${li(`${b}changes`, 'Changes')}${li(`${b}testReport/`, 'Test Result')}${n > 1 ? li(`${job}${n - 1}/`, 'Previous Build') : ''}${n < last ? li(`${job}${n + 1}/`, 'Next Build') : ''}</ul>`);
  }

  private stats_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    if (p !== '/awstats/awstats.pl') return p === '/' ? moved(`${STATS}/awstats/awstats.pl?config=www`, 302) : this.notFound(STATS);
    const CONFIGS = ['www', 'wiki', 'users', 'pages', 'gitlab', 'moodle'];
    const config = q.get('config') ?? '', month = q.get('month') ?? '06', year = Number(q.get('year') ?? 2020), output = q.get('output');
    if (!CONFIGS.includes(config) || !/^(0[1-9]|1[0-2])$/.test(month) || year < 2009 || year > 2020 || (output && !['urldetail', 'refererpages', 'keyphrases', 'downloads', 'errors404', 'allhosts'].includes(output))) return html('<b>Error: Bad parameters</b>');
    const base = `${STATS}/awstats/awstats.pl?config=${config}`;
    const body = `<form><b>Reported period:</b> ${Array.from({ length: 12 }, (_, i) => a(`${base}&month=${pad(i + 1)}&year=${year}`, pad(i + 1))).join(' ')} ${[year - 1, year + 1].filter((y) => y >= 2009 && y <= 2020).map((y) => a(`${base}&month=${month}&year=${y}`, String(y))).join(' ')}</form><ul>${['urldetail', 'refererpages', 'keyphrases', 'downloads', 'errors404', 'allhosts'].map((o) => li(`${base}&month=${month}&output=${o}&year=${year}`, o)).join('')}</ul><table>${Array.from({ length: output ? 40 : 12 }, () => `<tr><td>/${esc(words(r, 2).replace(/ /g, '/'))}</td><td>${int(r, 1, 9000)}</td></tr>`).join('')}</table>`;
    return html(`<html><head><meta name="generator" content="AWStats 7.6 (build 20161204)"><title>Statistics for ${config}.cs.northbridge.ac.uk (${year}-${month})${output ? ` - ${output}` : ''}</title></head><body>${body}<p>${CONFIGS.map((c) => a(`${STATS}/awstats/awstats.pl?config=${c}`, c)).join(' ')}</p></body></html>`);
  }

  // ---------------------------------------------------------------- mailing lists, GitLab, ePrints, the university site
  private lists_(u: URL, p: string, r: R): Resp {
    const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    const shell = (t: string, b: string) => html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><HTML><HEAD><TITLE>${esc(t)}</TITLE><META http-equiv="Content-Type" content="text/html; charset=utf-8"></HEAD><BODY BGCOLOR="#ffffff"><h1>${esc(t)}</h1>${b}<hr><p>${a(`${LISTS}/mailman/listinfo`, 'Mailing lists at lists.cs.northbridge.ac.uk')}</p></BODY></HTML>`);
    if (p === '/mailman/listinfo' || p === '/mailman/listinfo/' || p === '/') return shell('lists.cs.northbridge.ac.uk Mailing Lists', `<table>${LISTNAMES.map((l) => `<tr><td>${a(`${LISTS}/mailman/listinfo/${l}`, l)}</td><td>${words(r, 5)}</td></tr>`).join('')}</table>`);
    let m = p.match(/^\/mailman\/listinfo\/([a-z-]+)$/);
    if (m && LISTNAMES.includes(m[1])) return shell(`${m[1]} Info Page`, `${para(r, 2)}<p>To see the collection of prior postings to the list, visit the ${a(`${LISTS}/pipermail/${m[1]}/`, `${m[1]} Archives`)}.</p><form method="post" action="${LISTS}/mailman/subscribe/${m[1]}"><input name="email"></form>`);
    m = p.match(/^\/pipermail\/([a-z-]+)\/(?:(\d{4})-([A-Za-z]+)(?:\/(?:(thread|date|author|subject)\.html|(\d{6})\.html)|\.txt\.gz)?)?$/);
    if (!m || !LISTNAMES.includes(m[1])) return this.notFound(LISTS);
    const l = m[1];
    const first = 2004 + (hash(l) % 8);
    const base = `${LISTS}/pipermail/${l}/`;
    if (!m[2]) {
      const rows: string[] = [];
      for (let y = 2020; y >= first; y--) for (let mo = y === 2020 ? 5 : 11; mo >= 0; mo--) { const ym = `${y}-${MONTHS[mo]}`; rows.push(`<tr><td>${MONTHS[mo]} ${y}:</td><td>${['thread', 'subject', 'author', 'date'].map((v) => a(`${base}${ym}/${v}.html`, `[ ${v[0].toUpperCase()}${v.slice(1)} ]`)).join(' ')}</td><td>${a(`${base}${ym}.txt.gz`, '[ Gzip\u2019d Text ]')}</td></tr>`); }
      return shell(`The ${l} Archives`, `<table>${rows.join('\n')}</table>`);
    }
    const y = Number(m[2]), mo = MONTHS.indexOf(m[3]);
    if (mo < 0 || y < first || y > 2020 || (y === 2020 && mo > 5)) return this.notFound(LISTS);
    if (!m[4] && !m[5]) return bin('application/x-gzip', u.href, y * 12 + mo);
    const n = 3 + (hash(l + y + mo) % 45);
    const id0 = (y - 2000) * 12 * 60 + mo * 60 + (hash(l) % 7);
    const msg = (k: number) => `${base}${m![2]}-${m![3]}/${String(id0 + k).padStart(6, '0')}.html`;
    if (m[4]) {
      const order = Array.from({ length: n }, (_, k) => k);
      if (m[4] === 'author' || m[4] === 'subject') order.sort((x, z) => hash(m![4] + x) - hash(m![4] + z));
      return shell(`The ${l} ${m[2]}-${m[3]} Archive by ${m[4]}`, `<p>Messages sorted by: ${['thread', 'subject', 'author', 'date'].map((v) => a(`${base}${m![2]}-${m![3]}/${v}.html`, `[ ${v} ]`)).join(' ')} ${a(base, '[ Other archives ]')}</p><ul>${order.map((k) => li(msg(k), words(rng(hash(l) + id0 + k), 6))).join('')}</ul>`);
    }
    const k = Number(m[5]) - id0;
    if (!(k >= 0 && k < n)) return this.notFound(LISTS);
    return shell(`[${l}] ${words(rng(hash(l) + id0 + k), 6)}`, `<b>${pick(r, FIRST)} ${pick(r, LAST)}</b><br><i>${m[2]}-${m[3]}</i><p><ul>${k > 0 ? li(msg(k - 1), 'Previous message') : ''}${k + 1 < n ? li(msg(k + 1), 'Next message') : ''}${['date', 'thread', 'subject', 'author'].map((v) => li(`${base}${m![2]}-${m![3]}/${v}.html`, `Messages sorted by: [ ${v} ]`)).join('')}</ul><pre>${esc(words(r, 120))}</pre>`);
  }

  private _projects?: string[];
  private projects(): string[] {
    if (this._projects) return this._projects;
    const out: string[] = [];
    for (const m of this.mods) for (const o of m.offs) if (o.fam === 'pages' && o.home) out.push(`teaching/${m.code.toLowerCase()}-${ys(o.y)}`);
    const r = rng(hash('gitlab'));
    for (let i = 0; i < 70; i++) out.push(`${pick(r, ['research', 'students', 'sysadmin', 'compsoc', 'nlp', 'vision', 'cyber'])}/${pick(r, ['tool', 'lib', 'bench', 'site', 'infra', 'thesis', 'demo', 'bot'])}-${hex(`p${i}`, 5)}`);
    for (const s of ['nlp/tokenkit', 'vision/calibrate', 'hci/studykit', 'cyber/ctf-2019', 'compsoc/website', 'fm/proofbench', 'sys/nbhpc-docs', 'data/ukweather', 'se/mutator', 'ai/gridworlds']) out.push(s);
    return (this._projects = out);
  }
  private git_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html class="" lang="en"><head><meta charset="utf-8"><title>${esc(t)} · GitLab</title><meta content="GitLab" property="og:site_name"><meta name="csrf-token" content="${hex(t, 40)}"><link rel="stylesheet" href="${GIT}/assets/application-${hex('css', 16)}.css"></head><body class="ui-indigo" data-page="projects:show"><header class="navbar">${a(`${GIT}/`, 'GitLab')} ${a(`${GIT}/explore/projects`, 'Projects')} ${a(`${GIT}/explore/groups`, 'Groups')} ${a(`${GIT}/help`, 'Help')} ${a(`${GIT}/users/sign_in?redirect_to_referer=yes`, 'Sign in / Register')}</header><div class="content-wrapper"><h1>${esc(t)}</h1>${b}</div></body></html>`);
    if (p.startsWith('/assets/')) return { status: 200, type: 'text/css', body: '/* gitlab */' };
    if (p === '/users/sign_in' || p === '/help') return shell(p === '/help' ? 'Help' : 'Sign in', `<form method="post" action="${GIT}/users/auth/saml"><button>Northbridge SSO</button></form>`);
    const P = this.projects();
    if (p === '/' || p === '/explore/projects' || p === '/explore/groups') {
      const page = Number(q.get('page') ?? 1), sort = q.get('sort') ?? 'latest_activity_desc';
      if (!(page >= 1 && (page - 1) * 20 < P.length) || !['latest_activity_desc', 'name_asc', 'created_desc', 'stars_desc'].includes(sort)) return this.notFound(GIT);
      const list = sort === 'name_asc' ? [...P].sort() : sort === 'created_desc' ? [...P].reverse() : P;
      return shell('Explore projects', `<p>${['latest_activity_desc', 'name_asc', 'created_desc', 'stars_desc'].map((s) => a(`${GIT}/explore/projects?sort=${s}`, s)).join(' ')}</p><ul>${list.slice((page - 1) * 20, page * 20).map((x) => li(`${GIT}/${x}`, x)).join('')}</ul>${a(`${GIT}/explore/projects?page=${page + 1}&sort=${sort}`, 'Next')}`);
    }
    const seg = p.split('/').filter(Boolean);
    const proj = `${seg[0]}/${seg[1]}`;
    if (seg.length === 1) { const ps = P.filter((x) => x.startsWith(`${seg[0]}/`)); return ps.length ? shell(seg[0], `<ul>${ps.map((x) => li(`${GIT}/${x}`, x)).join('')}</ul>`) : this.notFound(GIT); }
    if (!P.includes(proj)) return moved(`${GIT}/users/sign_in`, 302);
    const B = `${GIT}/${proj}`;
    const files = (dir: string) => dir.split('/').length > 3 ? [] : ['README.md', 'config.toml', dir ? `${slugify(words(rng(hash(proj + dir)), 1))}.md` : 'content', dir ? 'index.md' : 'static', dir ? '' : 'layouts'].filter(Boolean);
    const sha = (k: number) => hex(`${proj}:${k}`, 40);
    const commits = 10 + (hash(proj) % 300);
    const view = seg.slice(2).join('/');
    let m: RegExpMatchArray | null;
    if (seg.length === 2) return shell(proj, `<ul class="nav-links">${li(`${B}/-/tree/master`, 'Files')}${li(`${B}/-/commits/master`, `${commits} Commits`)}${li(`${B}/-/branches`, 'Branches')}${li(`${B}/-/tags`, 'Tags')}${li(`${B}/-/issues`, 'Issues')}${proj.startsWith('teaching/') ? li(`${PAGES}/${seg[1].replace(/-(\d{4}-\d\d)$/, '/$1')}/`, 'Pages') : ''}</ul><article class="readme">${para(r, 3)}</article>`);
    if (view === '-/issues' || view === '-/merge_requests') return moved(`${GIT}/users/sign_in`, 302);
    if (view === '-/branches' || view === '-/tags') return shell(`${view.slice(2)} · ${proj}`, `<ul>${['master', 'develop', `fix-${hex(proj, 4)}`].map((b) => li(`${B}/-/tree/${b}`, b)).join('')}</ul>`);
    if ((m = view.match(/^-\/(tree|blob|raw)\/(master|develop|fix-[0-9a-f]{4})(?:\/(.*))?$/))) {
      if (m[1] === 'raw') return { status: 200, type: 'text/plain; charset=utf-8', body: `# ${m[3]}\n${words(r, 80)}\n` };
      if (m[1] === 'blob') return shell(`${m[3]} · ${m[2]} · ${proj}`, `<pre>${words(r, 90)}</pre>${a(`${B}/-/raw/${m[2]}/${m[3] ?? ''}`, 'Raw')} ${a(`${B}/-/commits/${m[2]}/${m[3] ?? ''}`, 'History')}`);
      const dir = m[3] ?? '';
      return shell(`${dir || 'Files'} · ${proj}`, `<table>${files(dir).map((f) => `<tr><td>${a(`${B}/-/${f.includes('.') ? 'blob' : 'tree'}/${m![2]}/${dir ? `${dir}/` : ''}${f}`, f)}</td><td>${a(`${B}/-/commit/${sha(hash(dir + f) % commits)}`, words(r, 4))}</td></tr>`).join('')}</table>`);
    }
    if ((m = view.match(/^-\/commits\/(master|develop|fix-[0-9a-f]{4})(?:\/.*)?$/))) {
      const page = Number(q.get('page') ?? 1);
      if (!(page >= 1 && (page - 1) * 40 < commits)) return this.notFound(GIT);
      return shell(`Commits · ${proj}`, `<ul>${Array.from({ length: Math.min(40, commits - (page - 1) * 40) }, (_, i) => li(`${B}/-/commit/${sha(commits - (page - 1) * 40 - i - 1)}`, words(r, 5))).join('')}</ul>${a(`${B}/-/commits/${m[1]}?page=${page + 1}`, 'Older')}`);
    }
    if ((m = view.match(/^-\/commit\/([0-9a-f]{40})(\.patch|\.diff)?$/))) {
      if (m[2]) return { status: 200, type: 'text/plain', body: `From ${m[1]}\n${words(r, 60)}\n` };
      return shell(`Commit ${m[1].slice(0, 8)} · ${proj}`, `<p>${words(r, 8)}</p><ul>${li(`${B}/-/commit/${m[1]}.patch`, 'Email patches')}${li(`${B}/-/commit/${m[1]}.diff`, 'Plain diff')}${li(`${B}/-/tree/${m[1]}`, 'Browse files')}</ul><pre>${words(r, 50)}</pre>`);
    }
    return this.notFound(GIT);
  }

  private epr_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml"><head><title>${esc(t)} - Northbridge Research Online</title><meta name="eprints.creators_name" content="${esc(pick(r, LAST))}"></head><body><div class="ep_tm_header">${a(`${EPR}/`, 'Northbridge Research Online')} ${a(`${EPR}/view/`, 'Browse')} ${a(`${EPR}/cgi/users/home`, 'Login')}</div><h1 class="ep_tm_pagetitle">${esc(t)}</h1>${b}<div class="ep_tm_footer">Northbridge Research Online is powered by EPrints 3.4 which is developed by the School of Electronics and Computer Science at the University of Southampton. ${a(`${EPR}/view/year/`, 'Browse by year')} · ${a(`${EPR}/view/divisions/comp/`, 'Browse by school')} · ${a(`${UNI}/privacy/`, 'Privacy')} · ${a(`${UNI}/accessibility/`, 'Accessibility')}</div>${tracker(7)}</body></html>`);
    const item = (id: number) => `${EPR}/id/eprint/${id}/`;
    if (p === '/' || p === '/view/') return shell('Browse', `<ul>${li(`${EPR}/view/year/`, 'Year')}${li(`${EPR}/view/divisions/comp/`, 'School of Computing Science')}${li(`${EPR}/view/divisions/math/`, 'School of Mathematics')}</ul>`);
    if (p === '/cgi/users/home') return moved(`${LOGIN}/idp/profile/SAML2/Redirect/SSO?execution=e1s1`, 302);
    if (p === '/view/year/') return shell('Browse by Year', `<ul>${Array.from({ length: 20 }, (_, i) => li(`${EPR}/view/year/${2020 - i}.html`, String(2020 - i))).join('')}</ul>`);
    let m: RegExpMatchArray | null;
    if ((m = p.match(/^\/view\/(year|divisions\/[a-z0-9=]+|creators|projects)\/(?:([a-z0-9-]+?)(?:\.(type|creators|title))?\.html)?$/))) {
      const key = `${m[1]}/${m[2] ?? ''}`;
      const ids = Array.from({ length: 12 + (hash(key) % 24) }, (_, i) => 100 + ((hash(key) + i * 37) % 9000));
      const groups = m[2] ? ['type', 'creators', 'title'].map((g) => a(`${EPR}/view/${m![1]}/${m![2]}.${g}.html`, g)).join(' | ') : '';
      const sub = !m[2] && m[1].startsWith('divisions') ? Array.from({ length: 12 }, (_, i) => li(`${EPR}/view/${m![1]}/${2020 - i}.html`, String(2020 - i))).join('') : '';
      return shell(`Browse: ${key}`, `<p>Group by: ${groups}</p><ul>${sub}${ids.map((id) => li(item(id), words(rng(id), 8))).join('')}</ul>`);
    }
    if ((m = p.match(/^\/id\/eprint\/(\d+)\/(?:(\d)\/([a-z0-9_.-]+\.pdf))?$/))) {
      const id = Number(m[1]);
      if (id < 100 || id > 9200) return this.notFound(EPR);
      if (m[3]) return r() < 0.3 ? moved(`${EPR}/cgi/users/home`, 302) : pdf(u.href);
      const rr = rng(id);
      return shell(words(rr, 8), `<p>${pick(rr, LAST)}, ${pick(rr, FIRST)[0]}. and ${pick(rr, LAST)}, ${pick(rr, FIRST)[0]}. (${2001 + (id % 20)}) ${words(rr, 8)}. ${pick(rr, ['In: Proceedings of', 'Journal of', 'Technical Report,'])} ${words(rr, 3)}.</p>${para(r, 3)}<p>${a(`${EPR}/id/eprint/${id}/1/${slugify(words(rr, 2))}.pdf`, 'Download (PDF)')} · ${a(`${EPR}/cgi/export/eprint/${id}/BibTeX/nbro-eprint-${id}.bib`, 'BibTeX')} · ${a(`${EPR}/view/year/${2001 + (id % 20)}.html`, String(2001 + (id % 20)))}</p>`);
    }
    if (p.startsWith('/cgi/export/')) return { status: 200, type: 'text/plain', body: `@article{nbro${p.length}, title={${words(r, 6)}}}` };
    return this.notFound(EPR);
  }

  private uni_(u: URL, p: string, r: R): Resp {
    const PAGES_U: Record<string, string> = { '/': 'Northbridge University', '/study/': 'Study', '/research/': 'Research', '/library/': 'Library', '/privacy/': 'Privacy notice', '/accessibility/': 'Accessibility', '/foi/': 'Freedom of information', '/cookies/': 'Cookies', '/modern-slavery/': 'Modern slavery statement', '/regulations/': 'Regulations', '/it/password/': 'Reset your password', '/it/help/': 'IT help', '/it/moodle-help/': 'Moodle help', '/search/': 'Search' };
    const t = PAGES_U[p];
    if (!t) return this.notFound(UNI);
    return html(`<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>${esc(t)} | Northbridge University</title></head><body><header>${a(`${UNI}/`, 'Northbridge University')}<nav>${Object.entries(PAGES_U).slice(1, 5).map(([h, x]) => a(UNI + h, x)).join(' ')}</nav></header><main><h1>${esc(t)}</h1>${para(r, 3)}${p === '/' || p === '/study/' ? `<ul>${li(`${WWW}/`, 'School of Computing Science')}${li(`${MATHS}/`, 'School of Mathematics')}${li(`${CAT}/`, 'Module Catalogue')}${li(`${TT}/`, 'Timetables')}</ul>` : ''}</main><footer>${Object.entries(PAGES_U).slice(4, 9).map(([h, x]) => a(UNI + h, x)).join(' · ')}</footer></body></html>`);
  }
}
