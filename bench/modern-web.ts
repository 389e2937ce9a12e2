/**
 * A synthetic *modern* university web (2019–2020 style) for the crawl scale bench: every page is generated
 * on request from its URL (deterministic, nothing stored), so tens of thousands of URLs cost no disk.
 *
 * What it holds (sizes at the defaults, ≈ 55,000 distinct URLs before the endless parts):
 * - a department site: every page carries a mega-menu (≈ 60 links) and a footer, pages are 50–150 KB
 *   with inline scripts and JSON blobs (analytics, menus, "__NEXT_DATA__"-like state);
 * - a people directory (faculty / PhD students / staff lists, ≈ 420 person pages; faculty pages have a
 *   "Teaching" section linking their course sites, some students TA);
 * - a course catalogue (one description page per course) and course sites on a courses host, one site per
 *   course and term, each with schedule / assignments / lectures / syllabus / staff subpages — the course
 *   site's home is the target (`isCourseHome`);
 * - a photo gallery (albums × photos, each photo page with prev/next, size variants and a comments page);
 * - a MediaWiki (articles, `?oldid=` revisions, `action=history|edit|info`, `diff=`, `Special:` pages,
 *   talk and user pages, category pages);
 * - Apache-style log directories (sort links `?C=M;O=D`, hundreds of `.log` text files per month);
 * - an events calendar with endless next/previous month and day links, and paged news;
 * - pathological pages: a body of 3 MB, binary bodies under text/html and under octet-stream, tag soup,
 *   deeply nested markup (20,000 open elements), a page with 8,000 links, invalid bytes, 404/500s and
 *   redirects (`/x` → `/x/`).
 *
 * It is synthetic: it measures cost, growth and trap behaviour at 20,000+ fetches, not accuracy.
 */

export interface ModernWebOptions {
  /** Registrable domain (all hosts are under it: one site). */
  domain?: string;
  faculty?: number;
  students?: number;
  staff?: number;
  /** Courses in the catalogue; each has course sites for `terms` terms. */
  courses?: number;
  terms?: number;
  albums?: number;
  photosPerAlbum?: number;
  wikiPages?: number;
  revisionsPerPage?: number;
  logMonths?: number;
  logsPerMonth?: number;
  newsItems?: number;
}

export interface Resp {
  status: number;
  type?: string;
  body?: string | Buffer;
  location?: string;
}

const DEFAULTS: Required<ModernWebOptions> = {
  domain: 'univ.example.edu',
  faculty: 60,
  students: 300,
  staff: 60,
  courses: 150,
  terms: 2,
  albums: 60,
  photosPerAlbum: 120,
  wikiPages: 1200,
  revisionsPerPage: 8,
  logMonths: 24,
  logsPerMonth: 60,
  newsItems: 1500,
};

/** FNV-1a of a string → 32-bit seed. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = 'Ada Alan Grace Edsger Barbara Donald John Frances Leslie Radia Shafi Silvio Judea Yann Geoffrey Fei Daphne Andrew Michael Tim Vint Whitfield Ron Adi Len Niklaus Ken Dennis Bjarne Guido Anders Margaret Katherine Dorothy Hedy Joan Karen Sophie Lynn Maria Priya Wei Chen Hiroshi Olga Ivan Amir Leila Omar Fatima'.split(' ');
const LAST = 'Lovelace Turing Hopper Dijkstra Liskov Knuth McCarthy Allen Lamport Perlman Goldwasser Micali Pearl LeCun Hinton Li Koller Ng Stonebraker Berners-Lee Cerf Diffie Rivest Shamir Adleman Wirth Thompson Ritchie Stroustrup Rossum Hejlsberg Hamilton Johnson Vaughan Lamarr Clarke Jones Wilson Conway Garcia Patel Zhang Wang Tanaka Petrova Ivanov Haddad Nasser Rahman Okafor'.split(' ');
const TOPICS = 'Programming Data Structures Algorithms Operating Systems Computer Networks Databases Machine Learning Artificial Intelligence Computer Graphics Compilers Security Cryptography Distributed Systems Computer Architecture Software Engineering Human-Computer Interaction Computer Vision Natural Language Processing Robotics Theory of Computation Parallel Computing Programming Languages Information Retrieval Quantum Computing Formal Methods Embedded Systems Cloud Computing Data Mining Bioinformatics Game Design'.split(/ (?=[A-Z])/);
const TERMS = ['fall2019', 'spring2020', 'fall2020', 'spring2019'];
const TERM_NAME: Record<string, string> = { fall2019: 'Fall 2019', spring2020: 'Spring 2020', fall2020: 'Fall 2020', spring2019: 'Spring 2019' };
const WORDS = 'the of and research students program faculty department university computer science lab center news event seminar talk award grant project paper conference campus community undergraduate graduate admission alumni support diversity innovation data systems learning theory security health impact future world team collaboration'.split(' ');

function words(r: () => number, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(WORDS[Math.floor(r() * WORDS.length)]);
  return out.join(' ');
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface Person {
  slug: string;
  name: string;
  kind: 'faculty' | 'student' | 'staff';
}

export interface Course {
  /** e.g. `cs101` */
  code: string;
  num: number;
  title: string;
  instructor: number;
  /** Student indices that TA it. */
  tas: number[];
}

/** The web: `respond(url)` answers any URL; `courseHomes` are the target pages. */
export class ModernWeb {
  readonly o: Required<ModernWebOptions>;
  readonly people: Person[] = [];
  readonly courses: Course[] = [];
  readonly www: string;
  readonly coursesHost: string;
  readonly wiki: string;
  readonly photos: string;
  readonly seed: string;
  /** Canonical URLs of course-site home pages (one per course and term). */
  readonly courseHomes = new Set<string>();
  private readonly bySlug = new Map<string, number>();
  private readonly teaching = new Map<number, number[]>();
  private readonly taOf = new Map<number, number[]>();

  constructor(opts: ModernWebOptions = {}) {
    this.o = { ...DEFAULTS, ...opts };
    const d = this.o.domain;
    this.www = `http://www.cs.${d}`;
    this.coursesHost = `http://courses.cs.${d}`;
    this.wiki = `http://wiki.cs.${d}`;
    this.photos = `http://photos.${d}`;
    this.seed = `${this.www}/`;
    const r = rng(7);
    const used = new Set<string>();
    const add = (kind: Person['kind'], n: number) => {
      for (let i = 0; i < n; i++) {
        const f = FIRST[Math.floor(r() * FIRST.length)];
        const l = LAST[Math.floor(r() * LAST.length)];
        let slug = `${f}-${l}`.toLowerCase();
        for (let k = 2; used.has(slug); k++) slug = `${f}-${l}-${k}`.toLowerCase();
        used.add(slug);
        this.bySlug.set(slug, this.people.length);
        this.people.push({ slug, name: `${f} ${l}`, kind });
      }
    };
    add('faculty', this.o.faculty);
    add('student', this.o.students);
    add('staff', this.o.staff);
    const nums = new Set<number>();
    for (let i = 0; i < this.o.courses; i++) {
      let num: number;
      do num = 100 + Math.floor(r() * 800);
      while (nums.has(num));
      nums.add(num);
      const instructor = Math.floor(r() * this.o.faculty);
      const tas = [this.o.faculty + Math.floor(r() * this.o.students)];
      if (r() < 0.5) tas.push(this.o.faculty + Math.floor(r() * this.o.students));
      const c: Course = { code: `cs${num}`, num, title: TOPICS[i % TOPICS.length] + (i >= TOPICS.length ? ` ${['II', 'III', 'Seminar', 'Advanced Topics', 'Practicum'][Math.floor(i / TOPICS.length - 1) % 5]}` : ''), instructor, tas };
      this.courses.push(c);
      (this.teaching.get(instructor) ?? this.teaching.set(instructor, []).get(instructor)!).push(i);
      for (const t of tas) (this.taOf.get(t) ?? this.taOf.set(t, []).get(t)!).push(i);
      for (const term of TERMS.slice(0, this.o.terms)) this.courseHomes.add(this.courseSite(c, term));
    }
  }

  courseSite(c: Course, term: string): string {
    return `${this.coursesHost}/${term}/${c.code}/`;
  }

  // ---- page chrome: a modern CMS page (mega-menu, footer, scripts, JSON state): 50–150 KB ----

  private menu(): string {
    const sections: [string, [string, string][]][] = [
      ['About', [['Welcome', '/about/'], ['Leadership', '/about/leadership/'], ['Facts and Figures', '/about/facts/'], ['Diversity and Inclusion', '/about/diversity/'], ['Visit Us', '/about/visit/'], ['Jobs', '/about/jobs/'], ['Contact', '/contact/']]],
      ['Academics', [['Undergraduate Program', '/academics/undergraduate/'], ['Graduate Program', '/academics/graduate/'], ['Course Catalog', '/academics/courses/'], ['Course Websites', `${this.coursesHost}/`], ['Advising', '/academics/advising/'], ['Academic Calendar', '/events/calendar/2019/10/']]],
      ['People', [['Faculty', '/people/faculty/'], ['PhD Students', '/people/phd-students/'], ['Staff', '/people/staff/'], ['Directory', '/people/']]],
      ['Research', [['Research Areas', '/research/'], ['Labs and Groups', '/research/labs/'], ['Publications', '/research/publications/'], ['Technical Reports', '/research/reports/']]],
      ['News & Events', [['News', '/news/'], ['Events', '/events/'], ['Seminars', '/events/seminars/'], ['Calendar', '/events/calendar/2019/10/'], ['Photo Gallery', `${this.photos}/`], ['Newsletter', '/news/newsletter/']]],
      ['Resources', [['Department Wiki', `${this.wiki}/wiki/Main_Page`], ['Computing Facilities', `${this.wiki}/wiki/Computing_Facilities`], ['Server Logs', '/logs/'], ['Intranet', '/intranet/'], ['Room Booking', '/rooms/book?room=1&date=2019-10-01'], ['Give', '/give/']]],
    ];
    const abs = (h: string) => (h.startsWith('http') ? h : `${this.www}${h}`);
    return `<header class="site-header"><nav class="mega-menu" aria-label="Main"><ul>${sections
      .map(([s, items]) => `<li class="menu-item has-children"><a href="${abs(items[0][1])}">${esc(s)}</a><ul class="sub-menu">${items.map(([t, h]) => `<li><a href="${abs(h)}">${esc(t)}</a></li>`).join('')}</ul></li>`)
      .join('')}</ul></nav><form action="${this.www}/search" method="get"><input name="q"><button>Search</button></form>
<a class="login" href="${this.www}/login?returnUrl=%2F">Log in</a> <a href="https://twitter.com/example">Twitter</a> <a href="https://www.facebook.com/example">Facebook</a></header>`;
  }

  private footer(): string {
    return `<footer><ul>${['Privacy', 'Accessibility', 'Non-discrimination', 'Emergency', 'Site map'].map((t) => `<li><a href="${this.www}/policies/${t.toLowerCase().replace(/\W+/g, '-')}/">${t}</a></li>`).join('')}</ul>
<p>© 2020 University. All rights reserved.</p></footer>`;
  }

  /** Inline scripts and JSON state blobs: pads a page to 50–150 KB like a modern CMS page. */
  private scripts(url: string): string {
    const r = rng(hash(url) ^ 0x9e3779b9);
    const target = 50_000 + Math.floor(r() * 100_000);
    const items: string[] = [];
    let size = 0;
    for (let i = 0; size < target; i++) {
      const it = `{"id":${i},"slug":"item-${Math.floor(r() * 1e6)}","title":"${words(r, 6)}","href":"/node/${Math.floor(r() * 1e5)}","weight":${(r() * 100).toFixed(3)},"tags":["${words(r, 1)}","${words(r, 1)}"]}`;
      items.push(it);
      size += it.length;
    }
    return `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','UA-000000-1');</script>
<script type="application/json" id="__NEXT_DATA__">{"props":{"pageProps":{"nodes":[${items.join(',')}]}},"page":"${esc(url)}"}</script>
<script>(function(){var m=document.querySelectorAll('.menu-item');for(var i=0;i<m.length;i++){m[i].addEventListener('mouseenter',function(){this.classList.add('open')})}})();</script>`;
  }

  private page(url: string, title: string, main: string, opts: { chrome?: boolean; pad?: boolean } = {}): Resp {
    const chrome = opts.chrome !== false;
    const body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><link rel="stylesheet" href="${this.www}/themes/custom/css/style.css?v=3.2"><link rel="canonical" href="${esc(url)}">
</head><body class="page">${chrome ? this.menu() : ''}<main id="main-content">${main}</main>${chrome ? this.footer() : ''}${opts.pad === false ? '' : this.scripts(url)}</body></html>`;
    return { status: 200, type: 'text/html; charset=utf-8', body };
  }

  private personUrl(i: number): string {
    return `${this.www}/people/${this.people[i].slug}/`;
  }

  // ---- the router ----

  respond(raw: string): Resp {
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      return { status: 400 };
    }
    const origin = u.origin;
    const p = u.pathname;
    const q = u.searchParams;
    if (p === '/robots.txt') return { status: 404 };
    if (origin === this.www) return this.wwwPage(u, p, q);
    if (origin === this.coursesHost) return this.coursePage(u, p);
    if (origin === this.wiki) return this.wikiPage(u, p, q);
    if (origin === this.photos) return this.photoPage(u, p, q);
    return { status: 404 };
  }

  private notFound(url: string): Resp {
    return { ...this.page(url, 'Page not found', '<h1>Page not found</h1><p>The requested page could not be found.</p>', { pad: false }), status: 404 };
  }

  private wwwPage(u: URL, p: string, q: URLSearchParams): Resp {
    const url = u.href;
    // Directory URLs without the slash redirect (every CMS does); catalog entries are pages (`/academics/courses/cs-229`).
    if (/^\/(people|academics|research|news|events|about|logs)(\/[^./]+)*$/.test(p) && !p.endsWith('/') && !/^\/academics\/courses\/cs-\d+$/.test(p) && this.wwwPage(new URL(`${u.origin}${p}/`), `${p}/`, new URLSearchParams()).status === 200)
      return { status: 301, location: `${u.origin}${p}/${u.search}` };
    if (p === '/') {
      const r = rng(1);
      const news = Array.from({ length: 6 }, (_, i) => `<article><h3><a href="${this.www}/news/${2020 - (i % 2)}/${words(r, 3).replace(/ /g, '-')}-${i}">${words(r, 8)}</a></h3><p>${words(r, 30)}</p></article>`).join('');
      return this.page(url, 'Department of Computer Science | University', `<h1>Computer Science</h1><section class="hero"><p>${words(r, 40)}</p></section><section><h2>News</h2>${news}<a href="${this.www}/news/">More news</a></section><section><h2>Upcoming events</h2><a href="${this.www}/events/">All events</a></section>`);
    }
    if (p === '/people/') return this.page(url, 'People | Computer Science', `<h1>People</h1><ul><li><a href="${this.www}/people/faculty/">Faculty</a></li><li><a href="${this.www}/people/phd-students/">PhD Students</a></li><li><a href="${this.www}/people/staff/">Staff</a></li></ul><form action="${this.www}/people/" method="get"><input name="search"></form>${this.alphaIndex()}`);
    const lists: Record<string, Person['kind']> = { '/people/faculty/': 'faculty', '/people/phd-students/': 'student', '/people/staff/': 'staff' };
    if (lists[p]) {
      const kind = lists[p];
      const title = { faculty: 'Faculty', student: 'PhD Students', staff: 'Staff' }[kind];
      const rows = this.people.map((x, i) => [x, i] as const).filter(([x]) => x.kind === kind);
      return this.page(url, `${title} | Computer Science`, `<h1>${title}</h1><div class="view-people">${rows.map(([x, i]) => `<div class="person-card"><a href="${this.personUrl(i)}"><img src="${this.www}/sites/default/files/styles/thumb/${x.slug}.jpg" alt="${esc(x.name)}"></a><h3><a href="${this.personUrl(i)}">${esc(x.name)}</a></h3><p>${kind === 'faculty' ? 'Professor' : kind === 'student' ? 'PhD Student' : 'Staff'}</p></div>`).join('')}</div>`);
    }
    const person = /^\/people\/([a-z-]+\d*)\/$/.exec(p);
    if (person && this.bySlug.has(person[1])) return this.personPage(url, this.bySlug.get(person[1])!);
    const vcard = /^\/people\/([a-z-]+\d*)\/vcard$/.exec(p);
    if (vcard) return { status: 200, type: 'text/vcard', body: `BEGIN:VCARD\nFN:${vcard[1]}\nEND:VCARD\n` };
    if (p === '/academics/courses/') {
      const r = rng(3);
      return this.page(url, 'Course Catalog | Computer Science', `<h1>Course Catalog</h1><p>${words(r, 30)}</p><table class="courses"><thead><tr><th>Number</th><th>Title</th><th>Credits</th></tr></thead><tbody>${this.courses
        .map((c) => `<tr><td><a href="${this.www}/academics/courses/cs-${c.num}">CS ${c.num}</a></td><td>${esc(c.title)}</td><td>3</td></tr>`)
        .join('')}</tbody></table><p><a href="${this.coursesHost}/">Course websites by term</a></p>`);
    }
    const cat = /^\/academics\/courses\/cs-(\d+)$/.exec(p);
    if (cat) {
      const c = this.courses.find((x) => x.num === Number(cat[1]));
      if (!c) return this.notFound(url);
      const r = rng(hash(url));
      return this.page(url, `CS ${c.num}: ${c.title} | Course Catalog`, `<h1>CS ${c.num}: ${esc(c.title)}</h1><p>${words(r, 60)}</p><p>Prerequisites: CS ${100 + (c.num % 50)}.</p><h2>Course websites</h2><ul>${TERMS.slice(0, this.o.terms).map((t) => `<li><a href="${this.courseSite(c, t)}">${TERM_NAME[t]}</a></li>`).join('')}</ul>`);
    }
    if (p === '/news/' || p === '/events/' || p === '/events/seminars/') {
      // Paged lists: ?page=N, 20 items a page.
      const page = Math.max(0, Number(q.get('page') ?? 0) | 0);
      const per = 20;
      const n = this.o.newsItems;
      if (page * per >= n) return this.notFound(url);
      const r = rng(hash(url));
      const items = Array.from({ length: Math.min(per, n - page * per) }, (_, i) => {
        const k = page * per + i;
        return `<article class="teaser"><h3><a href="${this.www}${p}${2020 - (k % 3)}/${words(rng(k), 3).replace(/ /g, '-')}-${k}">${words(r, 8)}</a></h3><time>${1 + (k % 28)} Oct ${2020 - (k % 3)}</time><p>${words(r, 25)}</p></article>`;
      }).join('');
      return this.page(url, `${p.includes('news') ? 'News' : 'Events'} | Computer Science`, `<h1>${p.includes('news') ? 'News' : 'Events'}</h1>${items}<nav class="pager"><a href="${this.www}${p}?page=0">First</a> ${page > 0 ? `<a href="${this.www}${p}?page=${page - 1}">‹ Previous</a>` : ''} <a href="${this.www}${p}?page=${page + 1}">Next ›</a> <a href="${this.www}${p}?page=${Math.floor((n - 1) / per)}">Last</a></nav>`);
    }
    const article = /^\/(news|events|events\/seminars)\/(\d{4})\/([a-z-]+)-(\d+)$/.exec(p);
    if (article) {
      const r = rng(hash(url));
      const k = Number(article[4]);
      return this.page(url, `${words(r, 6)} | News`, `<article><h1>${words(r, 8)}</h1><p>${words(r, 200)}</p><p>Share: <a href="${this.www}${p}?share=twitter">Twitter</a> <a href="${this.www}${p}?share=email">Email</a> <a href="${this.www}${p}/print">Print</a></p><p>Related: ${[1, 2, 3].map((d) => `<a href="${this.www}/${article[1]}/${article[2]}/${words(rng(k + d), 3).replace(/ /g, '-')}-${k + d}">${words(r, 5)}</a>`).join(' ')}</p></article>`);
    }
    if (/^\/(news|events|events\/seminars)\/\d{4}\/[a-z-]+-\d+\/print$/.test(p)) return this.page(url, 'Print', `<p>${words(rng(hash(url)), 200)}</p>`, { chrome: false, pad: false });
    // Endless calendar: /events/calendar/YYYY/MM/ with next/prev month and day views with next/prev day.
    const calM = /^\/events\/calendar\/(\d{4})\/(\d{1,2})\/$/.exec(p);
    const calD = /^\/events\/calendar\/(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(p);
    if (calM || calD) {
      const y = Number((calM ?? calD)![1]);
      const m = Number((calM ?? calD)![2]);
      const next = m === 12 ? [y + 1, 1] : [y, m + 1];
      const prev = m === 1 ? [y - 1, 12] : [y, m - 1];
      const days = Array.from({ length: 28 }, (_, d) => `<td><a href="${this.www}/events/calendar/${y}/${m}/${d + 1}">${d + 1}</a></td>`).join('');
      const dayNav = calD ? `<a href="${this.www}/events/calendar/${y}/${m}/${Number(calD[3]) + 1}">Next day</a> <a href="${this.www}/events/calendar/${y}/${m}/${Number(calD[3]) - 1}">Previous day</a>` : '';
      return this.page(url, `Calendar ${y}-${m} | Events`, `<h1>Calendar</h1><a href="${this.www}/events/calendar/${prev[0]}/${prev[1]}/">‹ ${prev[0]}-${prev[1]}</a> <a href="${this.www}/events/calendar/${next[0]}/${next[1]}/">${next[0]}-${next[1]} ›</a> ${dayNav}<table><tr>${days}</tr></table><a href="${this.www}/events/calendar.ics?month=${y}-${m}">iCal</a>`);
    }
    if (p === '/logs/') return this.listing(url, Array.from({ length: this.o.logMonths }, (_, i) => `${2018 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}/`), q);
    const logDir = /^\/logs\/(\d{4})-(\d{2})\/$/.exec(p);
    if (logDir) return this.listing(url, Array.from({ length: this.o.logsPerMonth }, (_, i) => `access-${logDir[1]}${logDir[2]}${String(1 + (i % 28)).padStart(2, '0')}-${i}.log`), q);
    if (/^\/logs\/\d{4}-\d{2}\/access-[\d-]+\.log$/.test(p)) {
      const r = rng(hash(url));
      const lines = Array.from({ length: 300 }, () => `10.0.${Math.floor(r() * 255)}.${Math.floor(r() * 255)} - - [01/Oct/2019:12:00:00 +0000] "GET /people/${this.people[Math.floor(r() * this.people.length)].slug}/ HTTP/1.1" 200 ${Math.floor(r() * 1e5)} "-" "Mozilla/5.0"`);
      return { status: 200, type: 'text/plain', body: lines.join('\n') };
    }
    if (p === '/research/' || p === '/research/labs/' || p === '/research/publications/' || p === '/research/reports/' || p.startsWith('/about/') || p.startsWith('/academics/') || p.startsWith('/policies/') || p === '/contact/' || p === '/give/') {
      const r = rng(hash(url));
      // Plain CMS pages; the publications page links thousands of PDFs and a few bibtex/export query links.
      const extra =
        p === '/research/publications/'
          ? Array.from({ length: 600 }, (_, i) => `<li>${words(r, 10)}. <a href="${this.www}/sites/default/files/pubs/paper-${i}.pdf">PDF</a> <a href="${this.www}/research/publications/export?id=${i}&format=bibtex">BibTeX</a></li>`).join('')
          : '';
      return this.page(url, `${words(r, 3)} | Computer Science`, `<h1>${words(r, 4)}</h1><p>${words(r, 150)}</p><ul>${extra}</ul>`);
    }
    if (p === '/research/publications/export') return { status: 200, type: 'application/x-bibtex', body: '@article{x, title={y}}' };
    // Pathological pages (linked from the intranet page).
    if (p === '/intranet/') {
      return this.page(url, 'Intranet | Computer Science', `<h1>Intranet</h1><ul>${[
        ['Huge report', '/intranet/huge-report'],
        ['Download', '/intranet/download?id=1'],
        ['Binary page', '/intranet/binary-page'],
        ['Tag soup', '/intranet/soup'],
        ['Nested', '/intranet/nested'],
        ['All links', '/intranet/all-links'],
        ['Bad bytes', '/intranet/bad-bytes'],
        ['Server error', '/intranet/error'],
        ['Moved', '/intranet/moved'],
        ['Login required', '/login?returnUrl=%2Fintranet%2F'],
      ]
        .map(([t, h]) => `<li><a href="${this.www}${h}">${t}</a></li>`)
        .join('')}</ul>`);
    }
    if (p === '/intranet/huge-report') return { status: 200, type: 'text/html', body: `<html><body><table>${'<tr><td>row</td><td>data data data data</td></tr>'.repeat(70_000)}</table></body></html>` };
    if (p === '/intranet/download') return { status: 200, type: 'application/octet-stream', body: Buffer.alloc(200_000, 7) };
    if (p === '/intranet/binary-page') {
      const r = rng(5);
      return { status: 200, type: 'text/html', body: Buffer.from(Array.from({ length: 100_000 }, () => Math.floor(r() * 256))) };
    }
    if (p === '/intranet/soup') return { status: 200, type: 'text/html', body: `<html><head><title>Soup<body><table><tr><td><a href="/intranet/soup2">x<p><b><i></table></td><div <a href=/people/ "unterminated ${'<font><center>'.repeat(3000)} <script>var x = "</script" ; <a href=${'../'.repeat(50)}x>deep</a><!-- unterminated comment` };
    if (p === '/intranet/soup2') return { status: 200, type: 'text/html', body: '<<<>>><a href="javascript:void(0)">j</a><a href="data:text/html,x">d</a><a href="mailto:a@b">m</a><a href="http://[::1">bad</a><a href="http://www.cs.univ.example.edu:99999/">port</a>' };
    if (p === '/intranet/nested') return { status: 200, type: 'text/html', body: `<html><body>${'<div><span>'.repeat(10_000)}deep<a href="/people/">people</a>${'</span></div>'.repeat(10_000)}</body></html>` };
    if (p === '/intranet/all-links') return this.page(url, 'All nodes', `<ul>${Array.from({ length: 8000 }, (_, i) => `<li><a href="${this.www}/node/${i}">Node ${i}</a></li>`).join('')}</ul>`, { pad: false });
    if (p === '/intranet/bad-bytes') return { status: 200, type: 'text/html; charset=utf-8', body: Buffer.concat([Buffer.from('<html><head><title>Bad \xff\xfe bytes</title></head><body>'), Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x28, 0x8c, 0xbc]), Buffer.from('<a href="/people/faculty/">Faculty</a></body></html>')]) };
    if (p === '/intranet/error') return { status: 500, type: 'text/html', body: 'Internal Server Error' };
    if (p === '/intranet/moved') return { status: 302, location: `${this.www}/intranet/moved2` };
    if (p === '/intranet/moved2') return { status: 302, location: `${this.www}/intranet/moved` };
    if (/^\/node\/\d+$/.test(p)) {
      const r = rng(hash(url));
      return this.page(url, `${words(r, 4)} | Computer Science`, `<h1>${words(r, 5)}</h1><p>${words(r, 80)}</p>`);
    }
    if (p === '/login') return this.page(url, 'Log in', '<form method="post"><input name="user"><input type="password" name="pass"></form>', { pad: false });
    if (p === '/search') return this.page(url, `Search results for ${q.get('q') ?? ''}`, '<p>No results.</p>');
    if (p === '/rooms/book') {
      // A booking widget: every date links the next date and the other rooms (a query-string trap).
      const room = Number(q.get('room') ?? 1);
      const date = new Date(`${q.get('date') ?? '2019-10-01'}T00:00:00Z`);
      if (Number.isNaN(date.getTime())) return this.notFound(url);
      const next = new Date(date.getTime() + 86400000).toISOString().slice(0, 10);
      return this.page(url, `Book room ${room}`, `<a href="${this.www}/rooms/book?room=${room}&date=${next}">Next day</a> ${[1, 2, 3, 4, 5].map((k) => `<a href="${this.www}/rooms/book?room=${k}&date=${q.get('date')}">Room ${k}</a>`).join(' ')}`);
    }
    return this.notFound(url);
  }

  private alphaIndex(): string {
    return `<nav class="alpha">${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => `<a href="${this.www}/people/?letter=${c}">${c}</a>`).join(' ')}</nav>`;
  }

  /** Apache mod_autoindex listing with its sort links (`?C=N;O=D`). */
  private listing(url: string, entries: string[], q: URLSearchParams): Resp {
    const base = url.replace(/[?#].*$/, '');
    const sorts = ['N', 'M', 'S', 'D'].map((c) => `<a href="${base}?C=${c};O=${q.get('O') === 'A' ? 'D' : 'A'}">${{ N: 'Name', M: 'Last modified', S: 'Size', D: 'Description' }[c]}</a>`).join(' ');
    const body = `<html><head><title>Index of ${new URL(base).pathname}</title></head><body><h1>Index of ${new URL(base).pathname}</h1><pre>${sorts}<hr><a href="${base.replace(/[^/]*\/$/, '')}">Parent Directory</a>
${entries.map((e) => `<a href="${base}${e}">${e}</a>   2019-10-01 12:00  1.2M`).join('\n')}</pre></body></html>`;
    return { status: 200, type: 'text/html', body };
  }

  private personPage(url: string, i: number): Resp {
    const x = this.people[i];
    const r = rng(hash(url));
    const teach = (this.teaching.get(i) ?? []).map((k) => this.courses[k]);
    const ta = (this.taOf.get(i) ?? []).map((k) => this.courses[k]);
    const courseLinks = (cs: Course[]) =>
      cs.map((c) => `<li>CS ${c.num} ${esc(c.title)}: ${TERMS.slice(0, this.o.terms).map((t) => `<a href="${this.courseSite(c, t)}">${TERM_NAME[t]}</a>`).join(', ')}</li>`).join('');
    const teaching = teach.length ? `<h2>Teaching</h2><ul>${courseLinks(teach)}</ul>` : '';
    const taing = ta.length ? `<h2>Teaching assistant</h2><ul>${courseLinks(ta)}</ul>` : '';
    const pubs = x.kind !== 'staff' ? `<h2>Selected publications</h2><ol>${Array.from({ length: 8 }, (_, k) => `<li>${words(r, 12)}. <a href="${this.www}/sites/default/files/${x.slug}/paper${k}.pdf">[pdf]</a></li>`).join('')}</ol>` : '';
    return this.page(
      url,
      `${x.name} | Computer Science`,
      `<div class="profile"><img src="${this.www}/sites/default/files/styles/large/${x.slug}.jpg" alt="${esc(x.name)}"><h1>${esc(x.name)}</h1><p>${x.kind === 'faculty' ? 'Associate Professor' : x.kind === 'student' ? 'PhD Student' : 'Administrator'}</p>
<p><a href="mailto:${x.slug}@example.edu">Email</a> · <a href="${this.www}/people/${x.slug}/vcard">vCard</a> · <a href="${this.wiki}/wiki/User:${x.slug}">Wiki user page</a></p>
<h2>Biography</h2><p>${words(r, 80)}</p>${teaching}${taing}${pubs}</div>`,
    );
  }

  private coursePage(u: URL, p: string): Resp {
    const url = u.href;
    if (p === '/') {
      return this.page(url, 'Course Websites | Computer Science', `<h1>Course websites</h1>${TERMS.slice(0, this.o.terms).map((t) => `<h2><a href="${this.coursesHost}/${t}/">${TERM_NAME[t]}</a></h2>`).join('')}`);
    }
    const term = /^\/([a-z]+\d{4})\/$/.exec(p);
    if (term && TERMS.slice(0, this.o.terms).includes(term[1])) {
      // A term index: half of the term's courses are listed (the rest are reached from people's pages).
      const listed = this.courses.filter((c) => c.num % 2 === 0);
      return this.page(url, `${TERM_NAME[term[1]]} courses`, `<h1>${TERM_NAME[term[1]]}</h1><ul>${listed.map((c) => `<li><a href="${this.courseSite(c, term[1])}">CS ${c.num}: ${esc(c.title)}</a></li>`).join('')}</ul>`);
    }
    const m = /^\/([a-z]+\d{4})\/(cs\d+)(\/.*)?$/.exec(p);
    if (!m) return this.notFound(url);
    const c = this.courses.find((x) => x.code === m[2]);
    if (!c || !TERMS.slice(0, this.o.terms).includes(m[1])) return this.notFound(url);
    const rest = m[3] ?? '';
    if (rest === '') return { status: 301, location: `${url}/` };
    const home = this.courseSite(c, m[1]);
    const name = `CS ${c.num}: ${c.title}`;
    const nav = `<nav class="course-nav"><a href="${home}">Home</a> <a href="${home}schedule.html">Schedule</a> <a href="${home}assignments.html">Assignments</a> <a href="${home}lectures/">Lectures</a> <a href="${home}syllabus.html">Syllabus</a> <a href="${home}staff.html">Staff</a> <a href="https://piazza.com/example/${c.code}">Piazza</a> <a href="https://canvas.example.edu/courses/${c.num}">Canvas</a></nav>`;
    // Course sites are small static sites (no CMS chrome), as instructors make them.
    const site = (title: string, main: string) => this.page(url, title, `${nav}${main}`, { chrome: false, pad: false });
    const r = rng(hash(url));
    const inst = this.people[c.instructor];
    if (rest === '/') {
      return site(`${name} (${TERM_NAME[m[1]]})`, `<h1>${esc(name)}</h1><h2>${TERM_NAME[m[1]]}</h2><p>Instructor: <a href="${this.personUrl(c.instructor)}">${esc(inst.name)}</a>. Lectures Tuesday and Thursday 10:00–11:15. Office hours Monday 2–4pm.</p>
<p>${words(r, 40)}</p><h2>Announcements</h2><ul><li>Homework 1 is out, due Sep 12.</li><li>Midterm exam on Oct 15 in class.</li></ul>
<h2>Course information</h2><p>Prerequisites: CS ${100 + (c.num % 50)}. Textbook: ${words(r, 4)}. Grading: homework 40%, midterm 25%, final exam 35%.</p>
<p>Other offerings: ${TERMS.slice(0, this.o.terms).filter((t) => t !== m[1]).map((t) => `<a href="${this.courseSite(c, t)}">${TERM_NAME[t]}</a>`).join(' ')}</p>`);
    }
    if (rest === '/schedule.html') {
      const rows = Array.from({ length: 28 }, (_, k) => `<tr><td>${['Sep', 'Oct', 'Nov', 'Dec'][Math.floor(k / 8)]} ${1 + ((k * 3) % 28)}</td><td>Lecture ${k + 1}: ${words(r, 4)}</td><td><a href="${home}lectures/lec${k + 1}.pdf">slides</a></td><td>${k % 4 === 0 ? `<a href="${home}hw/hw${k / 4 + 1}.html">HW ${k / 4 + 1}</a> out` : ''}</td></tr>`).join('');
      return site(`Schedule — ${name}`, `<h1>Schedule</h1><table><tr><th>Date</th><th>Topic</th><th>Slides</th><th>Assignments</th></tr>${rows}</table>`);
    }
    if (rest === '/assignments.html') return site(`Assignments — ${name}`, `<h1>Assignments</h1><ul>${Array.from({ length: 7 }, (_, k) => `<li><a href="${home}hw/hw${k + 1}.html">Homework ${k + 1}</a> due ${['Sep', 'Oct', 'Nov'][k % 3]} ${5 + k}</li>`).join('')}</ul>`);
    if (rest === '/lectures/') return site(`Lectures — ${name}`, `<h1>Lecture notes</h1><ol>${Array.from({ length: 28 }, (_, k) => `<li><a href="${home}lectures/lec${k + 1}.pdf">Lecture ${k + 1}</a></li>`).join('')}</ol>`);
    if (rest === '/syllabus.html' || rest === '/staff.html') return site(`${rest === '/staff.html' ? 'Staff' : 'Syllabus'} — ${name}`, `<h1>${rest === '/staff.html' ? 'Course staff' : 'Syllabus'}</h1><p>${words(r, 120)}</p>${c.tas.map((t) => `<a href="${this.personUrl(t)}">${esc(this.people[t].name)}</a>`).join(', ')}`);
    const hw = /^\/hw\/hw(\d+)\.html$/.exec(rest);
    if (hw) return site(`Homework ${hw[1]} — ${name}`, `<h1>Homework ${hw[1]}</h1><p>Due ${['Sep', 'Oct', 'Nov'][Number(hw[1]) % 3]} ${5 + Number(hw[1])}.</p><p>${words(r, 150)}</p><a href="${home}hw/hw${hw[1]}-solutions.pdf">Solutions</a>`);
    return this.notFound(url);
  }

  private wikiPage(u: URL, p: string, q: URLSearchParams): Resp {
    const url = u.href;
    const n = this.o.wikiPages;
    // Article titles are words only (`Seminar_data_lab_news`): the index is spelled in words, digits of base
    // WORDS.length. A number at the end (`Seminar_data_478`) read as a course code (`data 478`), so every
    // article looked like a course page to the critic: real wikis name pages with words.
    const digits = Math.max(1, Math.ceil(Math.log(Math.max(2, n)) / Math.log(WORDS.length)));
    const spell = (k: number) => Array.from({ length: digits }, (_, i) => WORDS[Math.floor(k / WORDS.length ** (digits - 1 - i)) % WORDS.length]).join('_');
    const titleOf = (k: number) => `${words(rng(k * 7 + 1), 2).replace(/ /g, '_')}_${spell(k)}`.replace(/^./, (c) => c.toUpperCase());
    const indexOf = (t: string) => {
      const parts = t.split('_').slice(-digits);
      const k = parts.length === digits && parts.every((w) => WORDS.includes(w)) ? parts.reduce((a, w) => a * WORDS.length + WORDS.indexOf(w), 0) : -1;
      return k >= 0 && k < n && titleOf(k) === t ? k : t === 'Main_Page' ? -2 : t === 'Computing_Facilities' ? -3 : -1;
    };
    const w = (t: string, extra = '') => `${this.wiki}/index.php?title=${encodeURIComponent(t)}${extra}`;
    const art = (t: string) => `${this.wiki}/wiki/${t}`;
    // Every wiki page carries MediaWiki's chrome: tools, history, edit, special pages, recent changes.
    const chrome = (t: string) => `<div id="mw-head"><ul><li><a href="${art(t)}">Page</a></li><li><a href="${art(`Talk:${t}`)}">Discussion</a></li><li><a href="${w(t, '&action=edit')}">Edit</a></li><li><a href="${w(t, '&action=history')}">View history</a></li></ul></div>
<div id="mw-panel"><a href="${art('Main_Page')}">Main page</a> <a href="${art('Special:RecentChanges')}">Recent changes</a> <a href="${art('Special:Random')}">Random page</a> <a href="${art('Special:AllPages')}">All pages</a>
<a href="${art(`Special:WhatLinksHere/${t}`)}">What links here</a> <a href="${art(`Special:RecentChangesLinked/${t}`)}">Related changes</a> <a href="${art('Special:SpecialPages')}">Special pages</a> <a href="${w(t, '&printable=yes')}">Printable version</a> <a href="${w(t, '&oldid=1&action=info')}">Page information</a>
<a href="${this.wiki}/index.php?title=Special:UserLogin&returnto=${encodeURIComponent(t)}">Log in</a></div>`;
    const mw = (t: string, title: string, main: string) => this.page(url, `${title} - CS Wiki`, `${chrome(t)}<div id="content"><h1>${esc(title.replace(/_/g, ' '))}</h1>${main}</div>`, { chrome: false });
    const article = (k: number, t: string) => {
      const r = rng(k + 11);
      const links = Array.from({ length: 12 }, () => Math.floor(r() * n)).map((j) => `<a href="${art(titleOf(j))}">${titleOf(j).replace(/_/g, ' ')}</a>`).join(', ');
      return `<p>${words(r, 120)}</p><p>See also: ${links}</p><div class="catlinks"><a href="${art(`Category:${words(rng(k % 40), 1)}`)}">Category</a></div>`;
    };
    const wp = /^\/wiki\/(.+)$/.exec(p);
    const title = wp ? decodeURIComponent(wp[1]) : p === '/index.php' ? (q.get('title') ?? '') : '';
    if (!title) return p === '/' ? { status: 301, location: art('Main_Page') } : this.notFound(url);
    if (title === 'Special:AllPages') {
      const from = Math.max(0, Number(q.get('from') ?? 0) | 0);
      return mw(title, 'All pages', `<ul>${Array.from({ length: Math.min(300, Math.max(0, n - from)) }, (_, i) => `<li><a href="${art(titleOf(from + i))}">${titleOf(from + i)}</a></li>`).join('')}</ul>${from + 300 < n ? `<a href="${art('Special:AllPages')}?from=${from + 300}">Next page</a>` : ''}`);
    }
    if (title === 'Special:RecentChanges') {
      const r = rng(99);
      return mw(title, 'Recent changes', `<ul>${Array.from({ length: 100 }, (_, i) => {
        const k = Math.floor(r() * n);
        const rev = 1 + Math.floor(r() * this.o.revisionsPerPage);
        return `<li>(<a href="${w(titleOf(k), `&diff=${k * 100 + rev}&oldid=${k * 100 + rev - 1}`)}">diff</a> | <a href="${w(titleOf(k), '&action=history')}">hist</a>) <a href="${art(titleOf(k))}">${titleOf(k)}</a> <a href="${art(`User:${this.people[i % this.people.length].slug}`)}">user</a></li>`;
      }).join('')}</ul><a href="${art('Special:RecentChanges')}?days=30&limit=500">Show 500</a>`);
    }
    if (title.startsWith('Special:')) return mw(title, title, `<p>${words(rng(hash(title)), 40)}</p>`);
    const k0 = title.replace(/^(Talk|User|User_talk|Category):/, '');
    if (title.startsWith('User:') || title.startsWith('Category:')) return mw(title, title, `<p>${words(rng(hash(title)), 50)}</p>`);
    const k = indexOf(k0);
    if (k === -1) return { ...mw(title, title, '<p>There is currently no text in this page.</p>'), status: 404 };
    if (title.startsWith('Talk:')) return mw(title, title, `<p>${words(rng(hash(title)), 60)}</p>`);
    if (k === -2 || k === -3) {
      const r = rng(k + 100);
      return mw(title, title, `<p>${words(r, 60)}</p><ul>${Array.from({ length: 40 }, () => Math.floor(r() * n)).map((j) => `<li><a href="${art(titleOf(j))}">${titleOf(j).replace(/_/g, ' ')}</a></li>`).join('')}</ul>`);
    }
    const action = q.get('action');
    if (action === 'history') {
      return mw(title, `${title}: Revision history`, `<ul>${Array.from({ length: this.o.revisionsPerPage }, (_, i) => {
        const rev = k * 100 + this.o.revisionsPerPage - i;
        return `<li>(<a href="${w(title, `&diff=${rev}&oldid=${rev - 1}`)}">prev</a> | <a href="${w(title, `&diff=cur&oldid=${rev}`)}">cur</a>) <a href="${w(title, `&oldid=${rev}`)}">12:00, ${1 + i} October 2019</a> <a href="${art(`User:${this.people[(k + i) % this.people.length].slug}`)}">${this.people[(k + i) % this.people.length].name}</a></li>`;
      }).join('')}</ul><a href="${w(title, '&action=history&offset=&limit=500')}">500</a> <a href="${w(title, '&action=history&feed=atom')}">Atom</a>`);
    }
    if (action === 'edit' || action === 'info') return mw(title, `${action === 'edit' ? 'Editing' : 'Information for'} ${title}`, `<textarea>${words(rng(k), 200)}</textarea>`);
    if (q.has('oldid') || q.has('diff')) {
      return mw(title, `${title} (revision)`, `<div class="mw-revision">Revision as of 12:00, 1 October 2019 by <a href="${art(`User:${this.people[k % this.people.length].slug}`)}">user</a> (<a href="${w(title, `&diff=prev&oldid=${q.get('oldid')}`)}">diff</a>) <a href="${w(title, `&direction=prev&oldid=${q.get('oldid')}`)}">← Older revision</a> | <a href="${w(title, `&direction=next&oldid=${q.get('oldid')}`)}">Newer revision →</a></div>${article(k, title)}`);
    }
    return mw(title, title, article(k, title));
  }

  private photoPage(u: URL, p: string, q: URLSearchParams): Resp {
    const url = u.href;
    const A = this.o.albums;
    const P = this.o.photosPerAlbum;
    const album = (a: number) => `${this.photos}/albums/${2015 + (a % 6)}/album-${a}/`;
    if (p === '/') return this.page(url, 'Photo Gallery', `<h1>Photo gallery</h1><div class="albums">${Array.from({ length: A }, (_, a) => `<a href="${album(a)}"><img src="${this.photos}/thumbs/album-${a}.jpg" alt="Album ${a}">${words(rng(a), 4)}</a>`).join('')}</div>`);
    const am = /^\/albums\/(\d{4})\/album-(\d+)\/$/.exec(p);
    if (am) {
      const a = Number(am[2]);
      if (a >= A) return this.notFound(url);
      const page = Math.max(0, Number(q.get('page') ?? 0) | 0);
      const per = 40;
      const photos = Array.from({ length: Math.max(0, Math.min(per, P - page * per)) }, (_, i) => page * per + i);
      return this.page(url, `${words(rng(a), 4)} | Photo Gallery`, `<h1>Album ${a}</h1><div class="grid">${photos.map((i) => `<a href="${album(a)}photo-${i}"><img src="${this.photos}/thumbs/${a}-${i}.jpg" alt="IMG_${1000 + i}.JPG"></a>`).join('')}</div><a href="${album(a)}?page=${page + 1}">Next page</a> <a href="${album(a)}slideshow?start=0">Slideshow</a>`);
    }
    const pm = /^\/albums\/(\d{4})\/album-(\d+)\/(photo-(\d+)|slideshow)(\/comments)?$/.exec(p);
    if (pm) {
      const a = Number(pm[2]);
      const i = pm[4] !== undefined ? Number(pm[4]) : Number(q.get('start') ?? 0);
      if (a >= A || i < 0 || i >= P) return this.notFound(url);
      const size = q.get('size') ?? 'medium';
      return this.page(url, `IMG_${1000 + i}.JPG | Album ${a}`, `<figure><img src="${this.photos}/img/${a}/${i}-${size}.jpg" alt="IMG_${1000 + i}.JPG"><figcaption>${words(rng(a * 1000 + i), 8)}</figcaption></figure>
<a href="${album(a)}photo-${Math.max(0, i - 1)}">‹ Previous</a> <a href="${album(a)}photo-${(i + 1) % P}">Next ›</a> <a href="${album(a)}">Back to album</a>
${['small', 'medium', 'large', 'original'].map((s) => `<a href="${album(a)}photo-${i}?size=${s}">${s}</a>`).join(' ')} <a href="${album(a)}photo-${i}/comments">Comments</a> <a href="${this.photos}/download.php?id=${a * 1000 + i}">Download</a>`);
    }
    if (p === '/download.php') return { status: 200, type: 'image/jpeg', body: Buffer.alloc(50_000, 0xff) };
    return this.notFound(url);
  }
}
