/**
 * Layout B: a second synthetic *modern* (2019–2020) university CS web, designed independently of the crawler
 * (it imports nothing from src/). Modelled on a large quarter-system CSE department (UW/CMU/Berkeley style):
 *
 * - www.cse.state.example.edu: a Drupal-style CMS (≈ 63-link mega-menu + footer on every page, inline JSON
 *   settings padding each page to 30–120 KB): people lists and numeric profiles (/people/profile/1234), research
 *   areas, a course catalogue (/education/courses/cse331/) and a "Course webs" page (current quarter only), paged
 *   news (old items still carry absolute http:// links), colloquia, an endless events calendar, a session-id
 *   time-schedule trap, a search page with paging/sort links, a Piwigo gallery (/gallery/) and a DokuWiki (/wiki/);
 * - courses.cse…: department course webs /cse331/20wi/ (+ per-course archive /cse331/) with calendar, lectures
 *   (PDFs), homework, exams, staff, resources, syllabus;
 * - homes.cse…: userdirs /~login/ (pubs, cv.pdf, teaching.html) and course webs kept on the instructor's host;
 * - sites.state.example.edu: a WordPress multisite with capstone/course sites and some non-course blogs;
 * - lists.cse…: Mailman + pipermail archives; ci.cse…: a Jenkins for autograders with numbered builds;
 * - a few university hosts (www., my., canvas., idp., lib., giving.) with redirects to a single sign-on page.
 * Every http:// URL answers 301 to its https:// twin. `courseHomes` holds every course-offering home (https).
 */

import { hash, rng, type Resp } from './modern-web.js';

export type { Resp };

const WORDS = 'we students faculty research course quarter lab project systems data model learning design software hardware network security theory algorithm proof paper talk seminar award team student grant robot vision language user interface study community program teaching graduate undergraduate industry startup open source cluster compute storage performance privacy fairness health accessibility campus building allen center seattle spring winter autumn summer'.split(' ');
const CW = 'homework lecture section slides due midterm final exam office hours quiz project solutions grading regrade late days submission posted released deadline review session recursion invariants testing specification debugging reading lab handout starter code autograder style guide collaboration policy participation topics syllabus textbook design implementation analysis correctness'.split(' ');
const words = (r: () => number, n: number, V = WORDS): string => Array.from({ length: n }, () => V[Math.floor(r() * V.length)]).join(' ');
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const int = (r: () => number, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const a = (href: string, text: string): string => `<a href="${esc(href)}">${esc(text)}</a>`;
const ul = (xs: string[]): string => `<ul>${xs.map((x) => `<li>${x}</li>`).join('')}</ul>`;
const para = (r: () => number, n: number): string => Array.from({ length: n }, () => `<p>${cap(words(r, int(r, 20, 60)))}.</p>`).join('');
const slugify = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
const D = 'state.example.edu';
const WWW = `https://www.cse.${D}`, CRS = `https://courses.cse.${D}`, HOMES = `https://homes.cse.${D}`, SITES = `https://sites.${D}`;
const LISTS = `https://lists.cse.${D}`, CI = `https://ci.cse.${D}`, UNI = `https://www.${D}`, IDP = `https://idp.${D}/idp/profile/SAML2/Redirect/SSO?execution=e1s1`;
const HTML = 'text/html; charset=utf-8';
const ok = (body: string | Buffer, type = HTML): Resp => ({ status: 200, type, body });
const moved = (location: string, status = 301): Resp => ({ status, location });
const err = (code: number, msg: string): Resp => ({ status: code, type: HTML, body: `<!DOCTYPE html><html><head><title>${code} ${msg}</title></head><body><h1>${msg}</h1><p>The server could not complete your request.</p><hr><address>Apache/2.4.29 (Ubuntu) Server</address></body></html>` });
const NF = (): Resp => err(404, 'Not Found');
const pdf = (t: string): Resp => ok(Buffer.from(`%PDF-1.5\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n% ${t}\ntrailer <</Root 1 0 R>>\n%%EOF\n`, 'latin1'), 'application/pdf');
const jpeg = (): Resp => ok(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]), 'image/jpeg');
const DAY = 86400000;
const MON = 'January February March April May June July August September October November December'.split(' ');
const iso = (t: number): string => new Date(t).toISOString().slice(0, 10);
const nice = (t: number): string => { const d = new Date(t); return `${MON[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}, ${d.getUTCFullYear()}`; };
const QS = ['19sp', '19au', '20wi', '20sp'], CUR = '20sp';
const QN: Record<string, string> = { wi: 'Winter', sp: 'Spring', su: 'Summer', au: 'Autumn' };
const qName = (q: string): string => `${QN[q.slice(2)]} 20${q.slice(0, 2)}`;
const qStart = (q: string): number => Date.UTC(2000 + +q.slice(0, 2), { wi: 0, sp: 2, su: 5, au: 8 }[q.slice(2) as 'wi'], { wi: 6, sp: 30, su: 22, au: 25 }[q.slice(2) as 'wi']);
const FIRST = 'Aisha Ben Carlos Dana Elena Farid Grace Hao Isabel Jamal Kenji Laura Mateo Nadia Owen Priya Quinn Rosa Sanjay Tara Uma Victor Wen Ximena Yusuf Zoe Anika Brian Chloe Dmitri Emma Felix Hana Ian Julia Kai Leah Marcus Noor Oscar'.split(' ');
const LAST = 'Abrams Bhatt Castillo Dubois Eriksen Fujita Gupta Holloway Iyer Jensen Kowalski Lindqvist Moreno Nakamura Okonkwo Park Quintero Rasmussen Schwartz Tanaka Umarov Vasquez Whitaker Xu Yamamoto Zhou Albright Brennan Chandra Delgado Feldman Goldberg Hernandez Kim Lee Mehta Novak Olsen Patel Reyes Singh Torres Wang'.split(' ');
const AREAS: [string, string][] = [['ai', 'Artificial Intelligence'], ['systems', 'Computer Systems'], ['theory', 'Theory of Computation'], ['plse', 'Programming Languages & Software Engineering'], ['hci', 'Human-Computer Interaction'], ['graphics', 'Graphics & Vision'], ['data', 'Data Science & Databases'], ['security', 'Security & Privacy'], ['robotics', 'Robotics'], ['architecture', 'Computer Architecture'], ['networking', 'Networking'], ['ubicomp', 'Ubiquitous Computing'], ['compbio', 'Computational Biology'], ['education', 'Computing Education']];
const COURSES = '120:Computer Science Principles;121:Introduction to Computer Programming I;122:Introduction to Computer Programming II;123:Introduction to Computer Programming III;199:Exploring Computing;142:Computer Programming I;143:Computer Programming II;154:Web Programming;160:Data Programming;163:Intermediate Programming;180:Introduction to Data Science;190:Seminar for New Majors;311:Foundations of Computing I;312:Foundations of Computing II;331:Software Design and Implementation;332:Data Structures and Parallelism;333:Systems Programming;340:Interaction Programming;341:Programming Languages;344:Introduction to Data Management;351:The Hardware/Software Interface;369:Introduction to Digital Design;371:Design of Digital Circuits and Systems;373:Data Structures and Algorithms;374:Intermediate Programming Concepts and Tools;390:Special Topics in Computing;391:Software Tools;401:Software Development for Data Science;402:Design and Implementation of Domain-Specific Languages;403:Software Engineering;410:Computer Systems;412:Introduction to Data Visualization;413:Programming Languages and their Implementation;414:Introduction to Database Systems;415:Computational Biology;416:Data Science for Social Good;417:Machine Learning Systems;419:Computational Social Science;421:Introduction to Algorithms;422:Advanced Algorithms;426:Cryptography;427:Computational Geometry;428:Computational Biology Capstone;431:Introduction to Theory of Computation;440:Introduction to HCI;442:Data Visualization;444:Database Systems Internals;445:Privacy Engineering;446:Machine Learning;447:Natural Language Processing;451:Operating Systems;452:Distributed Systems;453:Introduction to Accessibility;454:Advanced Systems Programming;455:Computer Vision;456:Introduction to Reinforcement Learning;457:Computer Graphics;458:Computer Animation;460:Animation Capstone;461:Introduction to Computer-Communication Networks;464:Advanced Topics in Digital Animation;466:Software for Embedded Systems;467:Advanced Digital Design;469:Computer Architecture I;470:Computer Architecture II;473:Introduction to Artificial Intelligence;474:Introduction to Embedded Systems;478:Autonomous Robotics;480:Computer Ethics Seminar;481:Capstone Software Design;482:Accessibility Capstone;484:Computer Security;486:Quantum Computing;487:Computational Molecular Biology;488:Hardware Capstone;490:Special Topics in Computer Science;492:Problem Solving Seminar;493:Computer Science Education Seminar;501:Implementation of Programming Languages;502:Programming Languages Seminar;503:Software Engineering;505:Principles of Programming Languages;507:Computer-Aided Reasoning for Software;510:Human-Computer Interaction;512:Advanced Data Visualization;515:Statistical Methods in Computer Science;517:Natural Language Processing;521:Design and Analysis of Algorithms I;522:Design and Analysis of Algorithms II;525:Randomized Algorithms;531:Computability and Complexity;533:Computational Complexity;541:Computer Architecture;544:Principles of Database Systems;546:Machine Learning;547:Machine Learning for Big Data;548:Computer Systems Architecture;550:Quantum Algorithms;551:Operating Systems;552:Distributed and Parallel Systems;557:Computer Graphics;561:Computer Communication and Networks;564:Computer Security and Privacy;571:Robotics;573:Artificial Intelligence;576:Computer Vision;579:Intelligent Control through Learning;582:Ethics in Artificial Intelligence;585:Advanced Computer Vision;590:Special Topics in Computer Science;599:Special Topics in Computer Science';
const CAPSTONE = new Set(['428', '460', '481', '482', '488']);
const ROOMS = ['KNE 120', 'GUG 220', 'CSE2 G20', 'CSE2 G10', 'ECE 125', 'MGH 389', 'BAG 131', 'CSE 403', 'SAV 260', 'LOW 101'];
const LISTNAMES = ['cse-announce', 'grads', 'ugrads', 'tas', 'theory-seminar', 'ai-seminar', 'systems-lunch', 'plse', 'hci-group', 'colloquium', 'cse-jobs', 'cse-social', 'support-notices'];
const WIKI_NS = ['support', 'grad', 'ugrad', 'labs', 'sysadmin', 'seminars', 'projects', 'howto', 'policies', 'hardware'];
const WP_OTHER: [string, string][] = [['cse-women', 'Women in Computing at State'], ['hcilab', 'State HCI Lab'], ['gradcouncil', 'CSE Graduate Student Council'], ['robotics-club', 'State Robotics Club'], ['cse-ambassadors', 'CSE Student Ambassadors'], ['dub', 'dub: Design Use Build']];
const WP_COURSE_POSTS = ['Welcome to CSE #!', 'Team formation survey', 'Project pitches', 'Milestone 1: proposals due', 'Guest lecture: industry panel', 'Weekly standups start', 'Milestone 2 feedback', 'Usability testing week', 'Beta release checklist', 'Demo day logistics', 'Final showcase schedule', 'Poster printing reminder', 'Course evaluations', 'Thank you and congratulations!'];
const NEWS_BASE = Date.UTC(2020, 4, 20), N_NEWS = 2400, N_EV = 320, EV_BASE = Date.UTC(2020, 5, 5);
type Kind = 'faculty' | 'grad' | 'staff';
interface Person { id: number; login: string; first: string; last: string; kind: Kind; title: string; area: number; home: boolean; teaching: boolean; offs: Off[]; ta: Off[]; advisor?: Person }
interface Course { num: string; title: string; grad: boolean; pool: Person[]; prereq: string[]; off: Off[] }
interface Off { c: Course; q: string; where: 'dept' | 'home' | 'wp'; instr: Person; tas: Person[]; url: string; dir: string; rel: string; nHw: number; nLec: number; inDesc: boolean }
interface WpPost { t: number; slug: string; title: string; cat: string; tags: string[]; author: Person; comments: number; path: string }
const MENU: [string, [string, string][]][] = [
  ['About', [['/about/', 'About State CSE'], ['/about/history/', 'History'], ['/about/facts/', 'Facts & Figures'], ['/about/visit/', 'Visit Us'], ['/about/contact/', 'Contact'], ['/about/jobs/', 'Employment'], ['/about/diversity/', 'Diversity & Inclusion'], ['/about/annual-report/', 'Annual Report']]],
  ['People', [['/people/', 'Directory'], ['/people/faculty/', 'Faculty'], ['/people/grad-students/', 'Graduate Students'], ['/people/staff/', 'Staff'], ['/people/awards/', 'Awards & Honors']]],
  ['Research', [['/research/', 'Research Overview'], ...AREAS.map(([s, n]): [string, string] => [`/research/areas/${s}/`, n]), ['/research/labs/', 'Labs & Groups']]],
  ['Education', [['/education/', 'Education Overview'], ['/education/courses/', 'Course Catalogue'], ['/education/course-webs/', 'Course Webs'], ['/education/time-schedule/', 'Time Schedule'], ['/education/undergrad/', 'Undergraduate Programs'], ['/education/grad/', 'Ph.D. Program'], ['/education/masters/', 'Professional Masters'], ['/education/advising/', 'Advising']]],
  ['News & Events', [['/news/', 'News'], ['/events/', 'Events & Colloquia'], ['/events/calendar/', 'Calendar'], ['/news/newsletter/', 'Newsletter']]],
  ['Resources', [['/support/', 'Computing Support'], ['/support/accounts/', 'Accounts'], ['/support/printing/', 'Printing'], ['/support/status/', 'System Status'], ['/wiki/doku.php?id=start', 'Support Wiki'], ['/gallery/', 'Photo Gallery'], [`${LISTS}/mailman/listinfo`, 'Mailing Lists'], [`${CI}/`, 'Autograder CI'], ['/intranet/', 'Intranet']]],
];
const FOOTER: [string, string][] = [[`${UNI}/`, 'State University'], [`https://my.${D}/`, 'MyState'], [`https://canvas.${D}/`, 'Canvas'], [`https://lib.${D}/`, 'Libraries'], [`https://giving.${D}/cse`, 'Give to CSE'], ['/sitemap/', 'Sitemap'], ['/search?q=courses', 'Search'], ['/accessibility/', 'Accessibility'], ['/privacy/', 'Privacy'], ['https://twitter.com/statecse', 'Twitter'], ['https://www.facebook.com/statecse', 'Facebook'], ['https://www.youtube.com/c/statecse', 'YouTube'], ['https://www.linkedin.com/school/statecse', 'LinkedIn'], ['https://www.instagram.com/statecse', 'Instagram']];
const STATIC: Record<string, string> = { '/about/': 'About State CSE', '/about/history/': 'History', '/about/facts/': 'Facts & Figures', '/about/visit/': 'Visit Us', '/about/contact/': 'Contact', '/about/jobs/': 'Employment', '/about/diversity/': 'Diversity & Inclusion', '/about/annual-report/': 'Annual Report', '/people/': 'Directory', '/people/awards/': 'Awards & Honors', '/research/': 'Research', '/research/labs/': 'Labs & Groups', '/education/': 'Education', '/education/undergrad/': 'Undergraduate Programs', '/education/grad/': 'Ph.D. Program', '/education/masters/': 'Professional Masters', '/education/advising/': 'Advising', '/news/newsletter/': 'Newsletter', '/support/': 'Computing Support', '/support/accounts/': 'Accounts', '/support/printing/': 'Printing', '/sitemap/': 'Sitemap', '/accessibility/': 'Accessibility', '/privacy/': 'Privacy' };
export class ModernWebB {
  readonly seed = `${WWW}/`;
  readonly www = WWW;
  readonly courseHomes = new Set<string>();
  private fac: Person[] = []; private grads: Person[] = []; private staff: Person[] = [];
  private byId = new Map<number, Person>(); private byLogin = new Map<string, Person>();
  private courses: Course[] = []; private byNum = new Map<string, Course>();
  private offs: Off[] = []; private byDir = new Map<string, Off>();
  private wp = new Map<string, { slug: string; name: string; off?: Off }>();
  private wikiIds: string[] = []; private wikiNs = new Map<string, string[]>();
  private lists = new Map<string, { counts: number[]; cum: number[] }>();
  private albums: { cid: number; name: string; first: number; n: number; t: number }[] = [];
  private jobs = new Map<string, { last: number; keep: number; c?: Course }>();
  private menu: string; private footer: string; private blob: string;
  constructor() {
    const r = rng(hash('layout-b/state.example.edu'));
    const mk = (kind: Kind, n: number, out: Person[]): void => {
      for (let i = 0; i < n; i++) {
        let id = 0; do id = 1000 + Math.floor(r() * 9000); while (this.byId.has(id));
        const first = pick(r, FIRST), last = pick(r, LAST);
        const base = (kind === 'faculty' ? last : first[0] + last).toLowerCase().replace(/[^a-z]/g, '');
        let login = base; for (let k = 2; this.byLogin.has(login); k++) login = base + k;
        const title = kind === 'faculty' ? pick(r, ['Professor', 'Associate Professor', 'Assistant Professor', 'Teaching Professor', 'Associate Teaching Professor', 'Lecturer']) : kind === 'grad' ? 'Ph.D. Student' : pick(r, ['Academic Advisor', 'Research Scientist', 'Systems Administrator', 'Program Coordinator', 'Communications Specialist', 'Research Engineer']);
        const p: Person = { id, login, first, last, kind, title, area: Math.floor(r() * AREAS.length), home: kind === 'faculty' || r() < (kind === 'grad' ? 0.7 : 0.15), teaching: false, offs: [], ta: [] };
        out.push(p); this.byId.set(id, p); this.byLogin.set(login, p);
      }
    };
    mk('faculty', 85, this.fac); mk('grad', 420, this.grads); mk('staff', 55, this.staff);
    for (const g of this.grads) g.advisor = pick(r, this.fac);
    const taken = new Set<string>();
    for (const spec of COURSES.split(';')) {
      const [num, title] = spec.split(':');
      const c: Course = { num, title, grad: +num >= 500, pool: [], prereq: [], off: [] };
      for (let k = int(r, 1, 3); k > 0; k--) c.pool.push(pick(r, this.fac));
      for (let k = int(r, 0, 2); k > 0 && this.courses.length; k--) c.prereq.push(pick(r, this.courses).num);
      this.courses.push(c); this.byNum.set(num, c);
      const special = /^(390|490|590|599)$/.test(num), x = r();
      const n = special ? 3 : c.grad ? (x < 0.2 ? 1 : x < 0.6 ? 2 : 3) : x < 0.04 ? 1 : x < 0.2 ? 2 : 3;
      const qs = [...QS].sort((p, q) => hash(num + p) - hash(num + q)).slice(0, n).sort((p, q) => QS.indexOf(p) - QS.indexOf(q));
      for (const q of qs) {
        const instr = pick(r, c.pool), y = r();
        const where = CAPSTONE.has(num) ? (y < 0.75 ? 'wp' : 'dept') : special || c.grad ? (y < 0.5 ? 'home' : y < 0.63 ? 'wp' : 'dept') : y < 0.15 ? 'home' : y < 0.3 ? 'wp' : 'dept';
        const style = hash(instr.login + num + q) % 3, rel = where !== 'home' ? '' : style === 0 && !taken.has(`${instr.login}/cse${num}/`) ? `cse${num}/` : style === 2 ? `courses/${q}/cse${num}/` : `teaching/cse${num}-${q}/`;
        taken.add(`${instr.login}/${rel}`);
        const url = where === 'dept' ? `${CRS}/cse${num}/${q}/` : where === 'wp' ? `${SITES}/${CAPSTONE.has(num) ? `cse-${num}-capstone-${q}` : `cse${num}-${q}`}/` : `${HOMES}/~${instr.login}/${rel}${rel.startsWith('teaching/') ? 'index.html' : ''}`;
        const tas = Array.from({ length: c.grad ? int(r, 0, 2) : int(r, 2, 7) }, () => pick(r, this.grads));
        const o: Off = { c, q, where, instr, tas, url, dir: url.replace(/index\.html$/, ''), rel, nHw: int(r, 4, 9), nLec: int(r, 14, 28), inDesc: where !== 'wp' || r() < 0.6 };
        c.off.push(o); this.offs.push(o); this.byDir.set(o.dir, o); instr.offs.push(o);
        for (const t of tas) t.ta.push(o);
        if (where === 'wp') this.wp.set(url.slice(SITES.length + 1, -1), { slug: url.slice(SITES.length + 1, -1), name: `CSE ${num}: ${c.title} (${qName(q)})`, off: o });
        if (where === 'home' || !o.inDesc || r() < 0.45) instr.teaching = true;
        this.courseHomes.add(new URL(url).href);
      }
    }
    for (const [slug, name] of WP_OTHER) this.wp.set(slug, { slug, name });
    for (const ns of WIKI_NS) this.wikiNs.set(ns, ['start', ...Array.from({ length: int(r, 25, 55) }, (_, i) => `${slugify(words(r, 2)).replace(/-/g, '_')}_${i}`)].map((p) => `${ns}:${p}`));
    const cw: string[] = ['courses:start'];
    for (const c of this.courses) if (r() < 0.4) cw.push(...['start', 'ta-notes', 'setup', 'grading', 'faq', 'autograder', 'section-notes'].filter(() => r() < 0.5).map((p) => `courses:cse${c.num}:${p}`));
    this.wikiNs.set('courses', cw);
    this.wikiIds = ['start', 'wiki:syntax', 'wiki:welcome', ...[...this.wikiNs.values()].flat()];
    for (const l of LISTNAMES) { // message counts per month, 2013-January .. 2020-May; pipermail numbers messages per list
      const busy = r() * 50, counts = Array.from({ length: 89 }, () => Math.floor(r() * busy)), cum = [0];
      for (const n of counts) cum.push(cum[cum.length - 1] + n);
      this.lists.set(l, { counts, cum });
    }
    let first = 1000;
    for (let i = 0; i < 34; i++) {
      const n = int(r, 15, 80), t = Date.UTC(2014 + (i % 7), int(r, 0, 11), int(r, 1, 28));
      const name = `${pick(r, ['Commencement', 'Research Showcase', 'Grad Visit Days', 'Hackathon', 'Holiday Party', 'Open House', 'Robotics Demo Day', 'Capstone Fair', 'Building Dedication', 'Women in Computing Day'])} ${new Date(t).getUTCFullYear()}`;
      this.albums.push({ cid: 3 + i * 2, name, first, n, t }); first += n;
    }
    for (const num of ['142', '143', '163', '331', '332', '333', '341', '344', '351', '373', '401', '444', '451', '473']) this.jobs.set(`cse${num}-autograder`, { last: int(r, 400, 2400), keep: int(r, 150, 350), c: this.byNum.get(num) });
    for (const j of ['website-deploy', 'wiki-backup', 'gradescope-sync', 'lab-images']) this.jobs.set(j, { last: int(r, 80, 900), keep: 30 });
    this.menu = `<nav class="navbar" aria-label="Main"><a class="brand" href="/">State CSE</a><ul class="menu">${MENU.map(([h, xs]) => `<li class="dropdown"><span>${h}</span>${ul(xs.map(([u, t]) => a(u, t)))}</li>`).join('')}</ul><form action="/search" method="get"><input type="search" name="q"></form></nav>`;
    this.footer = `<footer class="site-footer">${ul(FOOTER.map(([u, t]) => a(u, t)))}<p>&copy; 2020 State University, Department of Computer Science &amp; Engineering</p></footer>`;
    const br = rng(hash('blob')), parts: string[] = [];
    for (let len = 0, k = 0; len < 180000; k++) { const s = `{"nid":${k},"path":"/node/${Math.floor(br() * 90000)}","label":"${words(br, 4)}","weight":${Math.floor(br() * 50)}},`; parts.push(s); len += s.length; }
    this.blob = parts.join('');
  }

  /** Answers any URL deterministically from the URL alone (404 for unknown). */
  respond(raw: string): Resp {
    let u: URL;
    try { u = new URL(raw); } catch { return NF(); }
    const h = u.hostname;
    if (h !== D && !h.endsWith('.' + D)) return NF(); // nothing outside the registrable domain
    if (u.protocol === 'http:') return moved('https:' + u.href.slice(5));
    if (u.protocol !== 'https:') return NF();
    switch (h) {
      case `www.cse.${D}`: return this.wwwSite(u);
      case `courses.cse.${D}`: return this.coursesSite(u);
      case `homes.cse.${D}`: return this.homesSite(u);
      case `sites.${D}`: return this.wpSite(u);
      case `lists.cse.${D}`: return this.listsSite(u);
      case `ci.cse.${D}`: return this.ciSite(u);
      case `my.${D}`: case `canvas.${D}`: return moved(IDP, 302);
      case `idp.${D}`: return u.pathname === '/idp/profile/SAML2/Redirect/SSO' ? ok(`<!DOCTYPE html><html><head><title>State NetID Login</title></head><body><form method="post"><input name="j_username"><input name="j_password" type="password"></form><p>${a(`${UNI}/`, 'State University')}</p></body></html>`) : NF();
      case `www.${D}`: case `lib.${D}`: case `giving.${D}`:
        if (!['/', '/cse', '/maps/'].includes(u.pathname)) return NF();
        return ok(`<!DOCTYPE html><html><head><title>State University${u.pathname === '/maps/' ? ' Campus Maps' : ''}</title></head><body><h1>State University</h1><p>${a(`${UNI}/`, 'Home')} | ${a(`${WWW}/`, 'Computer Science & Engineering')} | ${a(`${SITES}/`, 'State Sites')} | ${a(`${UNI}/maps/`, 'Maps')}</p></body></html>`);
    }
    return NF();
  }

  // ---------------------------------------------------------------- department CMS (www)
  private cms(path: string, title: string, main: string): Resp {
    const r = rng(hash('pad' + path));
    const top = `<!DOCTYPE html>\n<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>${esc(title)} | State CSE</title><link rel="canonical" href="${esc(WWW + path)}"><link rel="stylesheet" href="/themes/custom/statecse/css/style.css?q9v2k1"><link rel="icon" href="/themes/custom/statecse/favicon.ico"><script async src="https://www.googletagmanager.com/gtag/js?id=UA-4711815-1"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','UA-4711815-1');</script></head><body class="${slugify(path) || 'front'}"><a href="#main-content" class="skip">Skip to main content</a><header>${this.menu}</header><main id="main-content"><h1>${esc(title)}</h1>${main}</main>${this.footer}`;
    const pad = Math.max(0, 30000 + Math.floor(r() * 90000) - top.length), off = Math.floor(r() * (this.blob.length - pad));
    return ok(`${top}<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"currentPath":"${esc(path)}"},"menu":[${this.blob.slice(off, off + pad)}]}</script></body></html>`);
  }
  private prof = (p: Person, abs = false): string => a(`${abs ? 'http://www.cse.' + D : ''}/people/profile/${p.id}`, `${p.first} ${p.last}`);
  private homeUrl = (p: Person): string => `${HOMES}/~${p.login}/`;
  private name = (p: Person): string => `${p.first} ${p.last}`;
  private wwwSite(u: URL): Resp {
    const path = u.pathname, page = this.wwwPage(u);
    if (page) return page;
    if (!path.endsWith('/') && !/\.\w+$/.test(path) && this.wwwPage(new URL(path + '/', WWW))) return moved(WWW + path + '/' + u.search);
    return NF();
  }
  private wwwPage(u: URL): Resp | null {
    const p = u.pathname, q = u.searchParams, full = p + u.search;
    let m: RegExpExecArray | null;
    if ((m = /^\/~([a-z0-9]+)(\/.*)?$/.exec(p))) return moved(`${HOMES}/~${m[1]}${m[2] ?? '/'}`);
    if (p.startsWith('/gallery/')) return this.gallery(u);
    if (p.startsWith('/wiki/')) return this.wiki(u);
    if (p.startsWith('/themes/custom/statecse/')) return p.endsWith('.css') ? ok('body{font-family:"Open Sans",sans-serif}', 'text/css') : ok(Buffer.from([0, 0, 1, 0]), 'image/x-icon');
    if (p === '/intranet/') return moved(`${WWW}/intranet/login/?destination=/intranet/`, 302);
    if (p === '/intranet/login/') return moved(`${WWW}/intranet/`, 302);
    if (/\.pdf$/.test(p) && /^\/(news\/newsletter|about\/annual-report)\//.test(p)) return pdf(p);
    if ((m = /^\/support\/status\/logs\/(uptime|backup)-2020-0([1-5])\.log$/.exec(p))) {
      const r = rng(hash(p));
      return ok(Array.from({ length: 400 }, (_, i) => `2020-0${m![2]}-${String(1 + (i % 28)).padStart(2, '0')} ${String(i % 24).padStart(2, '0')}:00:01 ${pick(r, ['attu1', 'attu2', 'recycle', 'nfs3', 'gitlab'])} ${m![1]} ${pick(r, ['OK', 'OK', 'OK', 'WARN load 4.2', 'FAIL timeout'])}`).join('\n'), 'text/plain; charset=utf-8');
    }
    const r = rng(hash(full));
    if (p === '/') {
      return this.cms('/', 'Computer Science & Engineering', `<section class="hero"><p>${cap(words(r, 30))}.</p>${a('/education/undergrad/', 'Apply to the major')}</section><h2>News</h2>${ul(Array.from({ length: 6 }, (_, i) => this.newsLink(i)))}${a('/news/', 'More news')}<h2>Upcoming events</h2>${ul(Array.from({ length: 4 }, (_, i) => this.evLink(i)))}<h2>Spotlight</h2>${ul([a('/education/course-webs/', 'Spring 2020 course webs'), a(`${SITES}/cse-women/`, 'Women in Computing'), a('/research/labs/', 'Our labs')])}`);
    }
    if (STATIC[p]) {
      let extra = '';
      if (p === '/people/') extra = ul([a('/people/faculty/', 'Faculty'), a('/people/grad-students/', 'Graduate students'), a('/people/staff/', 'Staff')]);
      if (p === '/people/awards/') extra = ul(Array.from({ length: 12 }, () => `${this.prof(pick(r, this.fac))}: ${pick(r, ['ACM Fellow', 'NSF CAREER Award', 'Sloan Research Fellowship', 'Best Paper Award', 'Distinguished Teaching Award'])}`));
      if (p === '/research/') extra = ul(AREAS.map(([s, n]) => a(`/research/areas/${s}/`, n)));
      if (p === '/research/labs/') extra = ul([...WP_OTHER.slice(1, 3), ['dub', 'dub']].map(([s, n]) => a(`${SITES}/${s}/`, n)).concat(a('https://robotics.example.org/', 'Robotics consortium')));
      if (p === '/education/undergrad/') extra = ul([a('/education/courses/', 'Course catalogue'), a('/education/course-webs', 'Course webs'), ...WP_OTHER.filter(([s]) => s !== 'hcilab').map(([s, n]) => a(`${SITES}/${s}/`, n))]);
      if (p === '/education/') extra = ul(MENU[3][1].map(([h, t]) => a(h, t)));
      if (p === '/news/newsletter/') extra = ul(['2018-autumn', '2019-spring', '2019-autumn', '2020-spring'].map((s) => a(`/news/newsletter/mosaic-${s}.pdf`, `MOSAIC ${s}`)));
      if (p === '/about/annual-report/') extra = a('/about/annual-report/state-cse-annual-report-2019.pdf', 'Annual report 2019 (PDF)');
      if (p === '/about/jobs/') extra = ul([a('/jobs/postings.html', 'Old job board'), a(`${LISTS}/pipermail/cse-jobs/`, 'cse-jobs archive')]);
      if (p === '/sitemap/') extra = ul(MENU.flatMap(([, xs]) => xs.map(([h, t]) => a(h, t))));
      if (p.startsWith('/support/')) extra = ul(Array.from({ length: 5 }, () => { const id = pick(r, this.wikiNs.get('support')!); return a(`/wiki/doku.php?id=${id}`, id); }));
      return this.cms(full, STATIC[p], para(r, 4) + extra);
    }
    if (p === '/support/status/') return this.cms(p, 'System Status', para(r, 2) + ul(['uptime', 'backup'].flatMap((k) => [1, 2, 3, 4, 5].map((mo) => a(`/support/status/logs/${k}-2020-0${mo}.log`, `${k} log 2020-0${mo}`)))));
    // people
    const group = ({ '/people/faculty/': this.fac, '/people/grad-students/': this.grads, '/people/staff/': this.staff } as Record<string, Person[] | undefined>)[p];
    if (group) return this.cms(p, STATIC[p] ?? ({ '/people/faculty/': 'Faculty', '/people/grad-students/': 'Graduate Students', '/people/staff/': 'Staff' } as Record<string, string>)[p], `<table>${[...group].sort((x, y) => x.last.localeCompare(y.last)).map((x) => `<tr><td>${a(`/people/profile/${x.id}`, `${x.last}, ${x.first}`)}</td><td>${esc(x.title)}</td><td>${x.kind === 'staff' ? '' : a(`/research/areas/${AREAS[x.area][0]}/`, AREAS[x.area][1])}</td><td>${x.login}@cse.${D}</td></tr>`).join('')}</table>`);
    if ((m = /^\/people\/profile\/(\d+)$/.exec(p))) {
      const x = this.byId.get(+m[1]);
      if (!x) return null;
      const v = x.id % 10, hp = v < 7 ? this.homeUrl(x) : v === 7 ? `http://homes.cse.${D}/~${x.login}/` : `${HOMES}/~${x.login}`;
      const courses = [...new Set(x.offs.map((o) => o.c))];
      return this.cms(p, this.name(x), `<p class="title">${esc(x.title)}</p><p>Office: CSE2 ${int(r, 100, 399)} · ${x.login}@cse.${D}</p>${x.kind === 'staff' ? '' : `<p>Research area: ${a(`/research/areas/${AREAS[x.area][0]}/`, AREAS[x.area][1])}</p>`}${x.home ? `<p>Homepage: ${a(hp, hp)}</p>` : ''}${x.advisor ? `<p>Advisor: ${this.prof(x.advisor)}</p>` : ''}${courses.length ? `<h2>Courses</h2>${ul(courses.map((c) => a(`/education/courses/cse${c.num}/`, `CSE ${c.num}: ${c.title}`)))}` : ''}<h2>Bio</h2>${para(r, 2)}`);
    }
    if ((m = /^\/research\/areas\/([a-z]+)\/$/.exec(p))) {
      const k = AREAS.findIndex(([s]) => s === m![1]);
      if (k < 0) return null;
      return this.cms(p, AREAS[k][1], para(r, 2) + `<h2>Faculty</h2>${ul(this.fac.filter((x) => x.area === k).map((x) => this.prof(x)))}<h2>Students</h2>${ul(this.grads.filter((x) => x.area === k).map((x) => this.prof(x)))}`);
    }
    // education
    if (p === '/education/courses/') return this.cms(p, 'Course Catalogue', ['1', '3', '4', '5'].map((l) => `<h2>${l}00-level courses</h2>${ul(this.courses.filter((c) => c.num[0] === l).map((c) => a(`/education/courses/cse${c.num}/`, `CSE ${c.num} ${c.title}`)))}`).join(''));
    if ((m = /^\/education\/courses\/cse(\d{3})\/$/.exec(p))) {
      const c = this.byNum.get(m[1]);
      if (!c) return null;
      const dept = c.off.some((o) => o.where === 'dept'), wp = c.off.filter((o) => o.where === 'wp' && o.inDesc);
      return this.cms(p, `CSE ${c.num}: ${c.title}`, `<p><strong>Credits:</strong> ${c.grad ? 3 : int(r, 3, 5)}</p><p>${esc(c.title)}. Covers ${words(r, 3, CW)}, ${words(r, 3)}, and ${words(r, 3)}. ${cap(words(r, 20))}. Offered: ${pick(r, ['AWSp', 'A', 'W', 'Sp', 'jointly with ESE'])}.</p><p><strong>Prerequisites:</strong> ${c.prereq.length ? c.prereq.map((n) => a(`/education/courses/cse${n}/`, `CSE ${n}`)).join(', ') : 'none'}</p><h2>Course webs</h2>${dept ? `<p>${a(`${CRS}/cse${c.num}/`, 'Current and past course webs')}</p>` : '<p>No department course web.</p>'}${wp.map((o) => `<p>${a(o.url, `Course website (${qName(o.q)})`)}</p>`).join('')}<h2>Recent instructors</h2>${ul([...new Set(c.off.map((o) => o.instr))].map((x) => this.prof(x)))}<p>${a(`/education/time-schedule/?quarter=${CUR}`, 'Time schedule')}</p>`);
    }
    if (p === '/education/course-webs/') return this.cms(p, `Course Webs: ${qName(CUR)}`, `<p>Course webs for the current quarter. Past quarters are linked from each course's ${a('/education/courses/', 'catalogue page')}.</p>${ul(this.offs.filter((o) => o.q === CUR && o.where === 'dept').map((o) => a(o.url, `CSE ${o.c.num}: ${o.c.title}`)))}`);
    if (p === '/education/time-schedule/') {
      const qq = q.get('quarter') ?? CUR, sid = q.get('sid');
      if (!QS.includes(qq)) return null;
      if (!sid || !/^[0-9a-f]{8}$/.test(sid)) return moved(`${WWW}/education/time-schedule/?quarter=${qq}&sid=${hash(full).toString(16).padStart(8, '0')}`, 302);
      if (qq === '19sp') return err(500, 'Internal Server Error');
      const next = hash(sid).toString(16).padStart(8, '0');
      return this.cms(full, `Time Schedule: ${qName(qq)}`, `<p>${QS.map((x) => a(`/education/time-schedule/?quarter=${x}&sid=${next}`, qName(x))).join(' | ')}</p><table>${this.offs.filter((o) => o.q === qq).map((o) => `<tr><td>${a(`/education/courses/cse${o.c.num}/`, `CSE ${o.c.num}`)}</td><td>A</td><td>${pick(r, ['MWF 9:30-10:20', 'TTh 10:00-11:20', 'MWF 1:30-2:20', 'TTh 3:00-4:20'])}</td><td>${pick(r, ROOMS)}</td><td>${esc(this.name(o.instr))}</td></tr>`).join('')}</table>`);
    }
    // news, events, calendar
    if (p === '/news/') {
      const n = q.has('page') ? Number(q.get('page')) : 0, last = Math.ceil(N_NEWS / 12) - 1;
      if (!Number.isInteger(n) || n < 0 || n > last || (q.has('page') && n === 0)) return null;
      const pg = (k: number, t: string): string => a(k ? `/news/?page=${k}` : '/news/', t);
      return this.cms(full, 'News', ul(Array.from({ length: 12 }, (_, i) => n * 12 + i).filter((i) => i < N_NEWS).map((i) => this.newsLink(i))) + `<aside>Archive: ${Array.from({ length: 14 }, (_, k) => a(`/news/archive/${2020 - k}/`, String(2020 - k))).join(' ')}</aside><nav class="pager">${pg(0, '« First')} ${n > 0 ? pg(n - 1, '‹ Previous') : ''} ${Array.from({ length: 9 }, (_, i) => n - 4 + i).filter((k) => k >= 0 && k <= last).map((k) => pg(k, String(k + 1))).join(' ')} ${n < last ? pg(n + 1, 'Next ›') : ''} ${pg(last, 'Last »')}</nav>`);
    }
    if ((m = /^\/news\/archive\/(20[01]\d|2020)\/$/.exec(p)) && +m[1] >= 2007) {
      const lo = Math.max(0, Math.ceil((NEWS_BASE - Date.UTC(+m[1] + 1, 0, 1) + 1) / (2 * DAY))), hi = Math.min(N_NEWS - 1, Math.floor((NEWS_BASE - Date.UTC(+m[1], 0, 1)) / (2 * DAY)));
      return this.cms(p, `News archive: ${m[1]}`, ul(Array.from({ length: hi - lo + 1 }, (_, k) => this.newsLink(lo + k))));
    }
    if ((m = /^\/news\/(\d{4})\/(\d\d)\/(\d\d)\/([a-z0-9-]+)$/.exec(p))) {
      const i = (NEWS_BASE - Date.UTC(+m[1], +m[2] - 1, +m[3])) / (2 * DAY);
      if (!Number.isInteger(i) || i < 0 || i >= N_NEWS) return null;
      const n = this.news(i);
      if (n.path !== p) return null;
      const links: string[] = [];
      if (n.person) links.push(this.prof(n.person, n.old), a(n.old ? `http://homes.cse.${D}/~${n.person.login}/` : this.homeUrl(n.person), 'personal page'));
      if (n.course) {
        links.push(a(`/education/courses/cse${n.course.num}/`, `CSE ${n.course.num}`));
        const o = n.course.off.find((x) => x.where !== 'home');
        if (o && n.r() < 0.4) links.push(a(o.url, `CSE ${n.course.num} course web`));
      }
      if (n.old && n.r() < 0.06) links.push(a(`/old/news/${i}.html`, 'original story'));
      return this.cms(p, n.title, `<p class="date">${nice(n.t)}</p>${para(n.r, 3)}<p>${links.join(' · ')}</p><h2>Related news</h2>${ul([i + 1, i + 7, i + 30].filter((k) => k < N_NEWS).map((k) => this.newsLink(k)))}`);
    }
    if (p === '/events/') {
      const n = q.has('page') ? Number(q.get('page')) : 0, last = Math.ceil(N_EV / 10) - 1;
      if (!Number.isInteger(n) || n < 0 || n > last || (q.has('page') && n === 0)) return null;
      return this.cms(full, 'Events & Colloquia', ul(Array.from({ length: 10 }, (_, i) => n * 10 + i).filter((i) => i < N_EV).map((i) => this.evLink(i))) + `<nav class="pager">${n > 0 ? a(n > 1 ? `/events/?page=${n - 1}` : '/events/', '‹ Previous') : ''} ${n < last ? a(`/events/?page=${n + 1}`, 'Next ›') : ''}</nav>`);
    }
    if ((m = /^\/events\/colloquia\/(\d+)(\/ical)?$/.exec(p))) {
      const i = +m[1] - 5000;
      if (i < 0 || i >= N_EV) return null;
      if (m[2]) return i % 7 === 0 ? err(500, 'Internal Server Error') : ok(`BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:${m[1]}@cse.${D}\nDTSTART:${iso(EV_BASE - i * 3 * DAY).replace(/-/g, '')}T203000Z\nEND:VEVENT\nEND:VCALENDAR\n`, 'text/calendar');
      const t = EV_BASE - i * 3 * DAY, d = iso(t);
      return this.cms(p, this.evTitle(i), `<p>${nice(t)}, 3:30 pm, ${pick(r, ROOMS)}</p>${para(r, 2)}<p>${a(`/events/calendar/day/${d}/`, 'View day')} · ${a(`/events/colloquia/${m[1]}/ical`, 'Add to calendar')} · ${a(`https://www.youtube.com/watch?v=${hash(d).toString(36)}`, 'Video')}</p>`);
    }
    if (p === '/events/calendar/') return moved(`${WWW}/events/calendar/2020/05/`, 302);
    if ((m = /^\/events\/calendar\/(\d{4})\/(\d\d)\/$/.exec(p)) || (m = /^\/events\/calendar\/day\/(\d{4})-(\d\d)-(\d\d)\/$/.exec(p))) {
      const y = +m[1], mo = +m[2] - 1, day = m[3] ? +m[3] : 0, t = Date.UTC(y, mo, day || 1);
      if (y < 1000 || y > 9999 || mo > 11 || iso(t) !== `${m[1]}-${m[2]}-${String(day || 1).padStart(2, '0')}`) return null;
      const end = day ? t + DAY : Date.UTC(y, mo + 1, 1), evs: number[] = [];
      for (let i = Math.max(0, Math.ceil((EV_BASE - end + 1) / (3 * DAY))); i < N_EV && EV_BASE - i * 3 * DAY >= t; i++) evs.push(i);
      const mon = (tt: number): string => `/events/calendar/${iso(tt).slice(0, 7).replace('-', '/')}/`;
      const nav = day ? `${a(`/events/calendar/day/${iso(t - DAY)}/`, '‹ Previous day')} ${a(mon(t), 'Month')} ${a(`/events/calendar/day/${iso(t + DAY)}/`, 'Next day ›')}` : `${a(mon(Date.UTC(y, mo - 1, 1)), '‹ Previous month')} ${a('/events/calendar/2020/05/', 'Today')} ${a(mon(end), 'Next month ›')}`;
      const days = day ? '' : `<table class="month"><tr>${Array.from({ length: Math.round((end - t) / DAY) }, (_, k) => `<td>${a(`/events/calendar/day/${iso(t + k * DAY)}/`, String(k + 1))}</td>`).join('')}</tr></table>`;
      return this.cms(p, `Calendar: ${day ? nice(t) : `${MON[mo]} ${y}`}`, `<nav>${nav}</nav>${days}${ul(evs.map((i) => this.evLink(i)))}`);
    }
    if (p === '/search') {
      const qq = q.get('q'), n = Number(q.get('page') ?? 0), sort = q.get('sort') ?? 'relevance';
      if (!qq || !Number.isInteger(n) || n < 0 || n > 49 || !['relevance', 'date'].includes(sort)) return null;
      const s = (k: number, so: string, qs = qq): string => `/search?q=${encodeURIComponent(qs).replace(/%20/g, '+')}${k ? `&page=${k}` : ''}${so !== 'relevance' ? `&sort=${so}` : ''}`;
      return this.cms(full, `Search results for “${qq}”`, `<p>Sort by: ${a(s(n, 'relevance'), 'Relevance')} | ${a(s(n, 'date'), 'Date')}</p>${ul(Array.from({ length: 10 }, () => (r() < 0.5 ? this.newsLink(Math.floor(r() * N_NEWS)) : this.prof(pick(r, this.fac)))))}<p>${n > 0 ? a(s(n - 1, sort), 'Previous') : ''} ${n < 49 ? a(s(n + 1, sort), 'Next') : ''}</p><p>Popular: ${['cse 142', 'advising', 'capstone'].map((x) => a(s(0, 'relevance', x), x)).join(', ')}</p>`);
    }
    return null;
  }
  private news(i: number): { t: number; title: string; path: string; old: boolean; person?: Person; course?: Course; r: () => number } {
    const r = rng(hash('news' + i)), t = NEWS_BASE - i * 2 * DAY, y = new Date(t).getUTCFullYear();
    let title: string, person: Person | undefined, course: Course | undefined;
    if (r() < 0.16) {
      course = pick(r, this.courses);
      title = pick(r, [CAPSTONE.has(course.num) ? `CSE ${course.num} capstone teams demo robots` : `CSE ${course.num} adds new projects`, `Students in CSE ${course.num} build apps for local nonprofits`, `CSE ${course.num} gets a makeover for ${y}`, `Record enrollment in CSE ${course.num}`, `CSE ${course.num} students present posters at research night`]);
    } else {
      person = pick(r, this.fac);
      title = pick(r, [`${this.name(person)} wins NSF CAREER award`, `${this.name(person)} named ACM Fellow`, `${this.name(person)}'s team earns best paper`, `Alumni spotlight: ${pick(r, FIRST)} ${pick(r, LAST)}`, `${this.name(person)} receives teaching award`, `${this.name(person)} receives Sloan Research Fellowship`, `Grad student ${pick(r, FIRST)} ${pick(r, LAST)} wins Microsoft Research fellowship`, `State CSE hosts ${pick(r, ['Hour of Code', 'regional ICPC contest', 'high school outreach day', 'DubHacks'])} ${y}`, `Research Night ${y} showcases student projects`, `${this.name(person)} elected to the National Academy of Engineering`]);
    }
    const d = iso(t).split('-');
    return { t, title, path: `/news/${d[0]}/${d[1]}/${d[2]}/${slugify(title)}`, old: y < 2015, person, course, r };
  }
  private newsLink = (i: number): string => { const n = this.news(i); return `${a(n.path, n.title)} <span class="date">${nice(n.t)}</span>`; };
  private evTitle = (i: number): string => { const r = rng(hash('ev' + i)); return `${pick(r, ['Colloquium', 'Distinguished Lecture', 'Theory Seminar', 'Ph.D. Defense'])}: ${cap(words(r, 5))}`; };
  private evLink = (i: number): string => `${a(`/events/colloquia/${5000 + i}`, this.evTitle(i))} <span class="date">${nice(EV_BASE - i * 3 * DAY)}</span>`;

  // ---------------------------------------------------------------- Piwigo gallery (www /gallery/)
  private gallery(u: URL): Resp | null {
    const p = u.pathname.slice('/gallery/'.length);
    let s: string;
    try { s = decodeURIComponent(u.search.slice(1)); } catch { return null; }
    const r = rng(hash(p + s));
    const album = (pid: number) => this.albums.find((x) => pid >= x.first && pid < x.first + x.n);
    const thumb = (pid: number, cid: number): string => `<a href="picture.php?/${pid}/category/${cid}"><img src="_data/i/upload/${pid}-th.jpg" alt="${pid}"></a>`;
    const shell = (title: string, body: string): Resp => ok(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)} | State CSE Photos</title><link rel="stylesheet" href="themes/bootstrap_darkroom/theme.css"><link rel="alternate" type="application/rss+xml" href="feed.php"></head><body><nav>${[['index.php', 'Home'], ['index.php?/most_visited', 'Most visited'], ['index.php?/recent_pics', 'Recent photos'], ['index.php?/tags', 'Tags'], ['about.php', 'About'], ['identification.php', 'Login']].map(([h, t]) => a(h, t)).join(' ')}</nav><h1>${esc(title)}</h1>${body}<footer>Powered by ${a('https://piwigo.org', 'Piwigo')}</footer></body></html>`);
    let m: RegExpExecArray | null;
    if (p === 'themes/bootstrap_darkroom/theme.css') return ok('body{background:#222}', 'text/css');
    if (p === 'feed.php') return ok('<?xml version="1.0"?><rss version="2.0"><channel><title>State CSE Photos</title></channel></rss>', 'application/rss+xml');
    if (p === 'about.php' || p === 'identification.php') return shell(p === 'about.php' ? 'About' : 'Identification', para(r, 1));
    if (p === 'i.php' && /^\/upload\/[\w/-]+\.jpg$/.test(s)) return jpeg();
    if (p === 'action.php' && /^id=\d+&part=e&download$/.test(s)) return jpeg();
    if ((p === '' || p === 'index.php') && s === '') return shell('Albums', ul(this.albums.map((x) => `${a(`index.php?/category/${x.cid}`, x.name)} (${x.n} photos)`)));
    if (p === 'index.php' && (s === '/most_visited' || s === '/recent_pics')) return shell(s === '/recent_pics' ? 'Recent photos' : 'Most visited', Array.from({ length: 15 }, () => { const x = pick(r, this.albums); return thumb(x.first + Math.floor(r() * x.n), x.cid); }).join(''));
    if (p === 'index.php' && s === '/tags') return shell('Tags', ul(Array.from({ length: 24 }, (_, k) => a(`index.php?/tags/${k + 1}-${slugify(WORDS[k * 2])}`, WORDS[k * 2]))));
    if (p === 'index.php' && (m = /^\/tags\/(\d+)-([a-z-]+)$/.exec(s)) && +m[1] >= 1 && +m[1] <= 24 && m[2] === slugify(WORDS[(+m[1] - 1) * 2])) return shell(`Tag: ${m[2]}`, Array.from({ length: 15 }, () => { const x = pick(r, this.albums); return thumb(x.first + Math.floor(r() * x.n), x.cid); }).join(''));
    if (p === 'index.php' && (m = /^\/category\/(\d+)(?:\/start-(\d+))?(?:&image_order=(\d))?$/.exec(s))) {
      const x = this.albums.find((y) => y.cid === +m![1]), st = m[2] ? +m[2] : 0;
      if (!x || st % 15 || st >= x.n || (m[2] && st === 0) || (m[3] && (m[2] || +m[3] > 4))) return null;
      const pages = Array.from({ length: Math.ceil(x.n / 15) }, (_, k) => a(k ? `index.php?/category/${x.cid}/start-${k * 15}` : `index.php?/category/${x.cid}`, String(k + 1)));
      return shell(x.name, `<p>Sort order: ${[0, 1, 2, 3, 4].map((k) => a(`index.php?/category/${x.cid}&image_order=${k}`, ['Default', 'Photo title', 'Date created', 'Date posted', 'Visits'][k])).join(' ')}</p><div class="thumbs">${Array.from({ length: Math.min(15, x.n - st) }, (_, k) => thumb(x.first + st + k, x.cid)).join('')}</div><nav>${pages.join(' ')}</nav>`);
    }
    if (p === 'picture.php' && (m = /^\/(\d+)\/category\/(\d+)(&slideshow=)?$/.exec(s))) {
      const pid = +m[1], x = album(pid);
      if (!x || x.cid !== +m[2]) return null;
      const k = pid - x.first, up = Math.floor(k / 15) * 15, day = iso(x.t).replace(/-/g, '/'), file = `${iso(x.t).replace(/-/g, '')}1${String(k).padStart(5, '0')}-${hash('p' + pid).toString(16).slice(0, 8)}`;
      return shell(`${x.name} — ${k + 1}`, `<img src="_data/i/upload/${day}/${file}-me.jpg" alt=""><p>${k > 0 ? a(`picture.php?/${pid - 1}/category/${x.cid}`, '‹ Previous') : ''} ${a(up ? `index.php?/category/${x.cid}/start-${up}` : `index.php?/category/${x.cid}`, 'Thumbnails')} ${k < x.n - 1 ? a(`picture.php?/${pid + 1}/category/${x.cid}`, 'Next ›') : ''}</p><p>${m[3] ? '' : a(`picture.php?/${pid}/category/${x.cid}&slideshow=`, 'Slideshow')} ${a(`action.php?id=${pid}&part=e&download`, 'Download')}</p><p>Sizes: ${['sm', 'me', 'la', 'xl'].map((z) => a(`i.php?/upload/${day}/${file}-${z}.jpg`, z)).join(' ')}</p>`);
    }
    return null;
  }

  // ---------------------------------------------------------------- DokuWiki (www /wiki/)
  private wiki(u: URL): Resp | null {
    const p = u.pathname, q = u.searchParams;
    if (p === '/wiki/') return moved(`${WWW}/wiki/doku.php?id=start`, 302);
    if (p === '/wiki/lib/exe/fetch.php') return /^[a-z_]+:[\w-]+\.pdf$/.test(q.get('media') ?? '') ? pdf(q.get('media')!) : null;
    if (p === '/wiki/lib/exe/css.php') return ok('div.dokuwiki{color:#333}', 'text/css');
    if (p !== '/wiki/doku.php') return null;
    const id = q.get('id') ?? 'start', act = q.get('do') ?? '', rev = q.get('rev'), r = rng(hash(id));
    if (!this.wikiIds.includes(id)) return err(404, 'This topic does not exist yet');
    const ns = id.includes(':') ? id.split(':')[0] : '', revs: number[] = [];
    for (let t = Date.UTC(2020, 4, 1) - Math.floor(r() * 200) * DAY, k = int(r, 1, 12); k > 0; k--, t -= int(r, 1, 300) * DAY) revs.push(t / 1000);
    const W = (i: string, extra = ''): string => `/wiki/doku.php?id=${i}${extra}`;
    const shell = (title: string, body: string): Resp => ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} [State CSE Support Wiki]</title><link rel="stylesheet" href="/wiki/lib/exe/css.php?t=dokuwiki&tseed=5e0c1f"><link rel="edit" href="${esc(W(id, '&do=edit'))}"></head><body><div class="dokuwiki"><header>${a(W('start'), 'State CSE Support Wiki')} ${a(W(id, '&do=recent'), 'Recent Changes')} ${a(W(id, '&do=media&ns=' + ns), 'Media Manager')} ${a(W(id, '&do=index'), 'Sitemap')} ${a(W(id, '&do=login&sectok='), 'Log In')}</header><main>${body}</main><div class="pagetools">${a(W(id, '&do=edit'), 'Show pagesource')} ${a(W(id, '&do=revisions'), 'Old revisions')} ${a(W(id, '&do=backlink'), 'Backlinks')} <a href="#dokuwiki__top">Back to top</a></div><footer>${id}.txt · Last modified: ${iso(revs[0] * 1000)}</footer></div></body></html>`);
    const related = (): string[] => { const rr = rng(hash(id + 'links')), pool = this.wikiNs.get(ns) ?? this.wikiIds; return Array.from({ length: int(rr, 3, 7) }, () => pick(rr, rr() < 0.8 ? pool : this.wikiIds)); };
    if (act === '' && rev === null) {
      const c = /^courses:cse(\d{3}):/.exec(id), o = c ? this.byNum.get(c[1])?.off.find((x) => x.where === 'dept') : undefined;
      const extra = id === 'start' ? ul([...this.wikiNs.keys()].map((n) => a(W(`${n}:start`), n))) : id.endsWith(':start') ? ul((this.wikiNs.get(ns) ?? []).map((x) => a(W(x), x))) : '';
      return shell(id, `<h1>${esc(id.split(':').pop()!.replace(/_/g, ' '))}</h1>${para(r, 3)}${extra}${ul(related().map((x) => a(W(x), x)))}${o && r() < 0.6 ? `<p>Course web: ${a(o.url, o.url)}</p>` : ''}${r() < 0.15 ? a(W(`${ns || 'wiki'}:todo_${id.length}`), 'todo (missing page)') : ''}${r() < 0.3 ? `<p>${a(`/wiki/lib/exe/fetch.php?media=${ns || 'wiki'}:${slugify(words(r, 2))}.pdf`, 'attachment')}</p>` : ''}`);
    }
    if (rev !== null) {
      if (!revs.includes(+rev) || (act !== '' && act !== 'diff')) return null;
      return shell(`${id} (old revision)`, act === 'diff' ? `<table class="diff"><tr><td>${words(r, 20)}</td><td>${words(r, 20)}</td></tr></table>` : `<p>This is an old revision of the document!</p>${para(r, 2)}`);
    }
    switch (act) {
      case 'revisions': return shell(`${id} - Old revisions`, ul(revs.map((t) => `${new Date(t * 1000).toISOString().slice(0, 16).replace('T', ' ')} ${a(W(id, `&rev=${t}&do=diff`), 'diff')} ${a(W(id, `&rev=${t}`), id)}`)));
      case 'edit': return shell(`${id} - Show pagesource`, `<textarea readonly>====== ${id} ======\n${words(r, 80)}</textarea>`);
      case 'backlink': return shell(`${id} - Backlinks`, ul(related().slice(0, 3).map((x) => a(W(x), x))));
      case 'recent': return shell('Recent Changes', ul(Array.from({ length: 20 }, (_, k) => this.wikiIds[(hash(id) + k * 37) % this.wikiIds.length]).map((x) => a(W(x), x))));
      case 'index': return shell('Sitemap', ul([...this.wikiNs.keys()].map((n) => a(W(`${n}:start`), n))));
      case 'media': return q.get('ns') === ns ? shell('Media Manager', ul(Array.from({ length: hash(ns) % 5 }, (_, k) => a(`/wiki/lib/exe/fetch.php?media=${ns || 'wiki'}:file_${k}.pdf`, `file_${k}.pdf`)))) : null;
      case 'login': return shell('Log In', '<form method="post"><input name="u"><input name="p" type="password"></form>');
    }
    return null;
  }

  // ---------------------------------------------------------------- department course webs
  private coursesSite(u: URL): Resp {
    const p = u.pathname;
    let m: RegExpExecArray | null;
    if (p === '/') return moved(`${WWW}/education/course-webs/`, 302);
    if (p === '/css/course.css') return ok('body{max-width:60em;margin:auto}', 'text/css');
    if ((m = /^\/cse(\d{3})(\/?)$/.exec(p))) {
      const c = this.byNum.get(m[1]), offs = c ? c.off.filter((o) => o.where === 'dept') : [];
      if (!c || !offs.length) return NF();
      if (!m[2]) return moved(`${CRS}${p}/`);
      return ok(`<!DOCTYPE html><html><head><title>CSE ${c.num} Course Webs</title><link rel="stylesheet" href="/css/course.css"></head><body><h1>CSE ${c.num}: ${esc(c.title)}</h1><h2>Course webs</h2>${ul(offs.reverse().map((o) => a(`${o.q}/`, qName(o.q))))}<p>${a(`${WWW}/education/courses/cse${c.num}/`, 'Catalogue description')}</p></body></html>`);
    }
    if ((m = /^\/cse(\d{3})\/(\d\d(?:wi|sp|su|au))(\/.*)?$/.exec(p))) {
      const o = this.byDir.get(`${CRS}/cse${m[1]}/${m[2]}/`);
      if (!o) return NF();
      if (!m[3]) return moved(o.dir);
      return this.deptCourse(o, m[3].slice(1)) ?? NF();
    }
    return NF();
  }
  private announce = (r: () => number, t: number, k: number, hw: string): string => pick(r, [`${hw} is out; it is due ${nice(t + 8 * DAY)} at 11:59 pm.`, `Solutions to ${hw} are posted, and grades are on Gradescope.`, `Office hours today are moved to CSE2 ${150 + k * 7}.`, `Review session on ${nice(t + 3 * DAY)} in ${ROOMS[k % ROOMS.length]}.`, `Lecture ${k * 2} slides and recording are posted.`, `Regrade requests for ${hw} close on Friday.`]);
  private lecTitle = (o: Off, k: number): string => cap(words(rng(hash(o.url + 'L' + k)), 3, CW));
  private deptCourse(o: Off, sub: string): Resp | null {
    const base = new URL(o.dir).pathname, c = o.c, r = rng(hash(o.url + sub)), code = `CSE ${c.num} ${o.q}`;
    const nav = [['', 'Home'], ['calendar.html', 'Calendar'], ['lectures.html', 'Lectures'], ['homework.html', 'Homework'], ['exams.html', 'Exams'], ['staff.html', 'Staff'], ['resources.html', 'Resources'], ['syllabus.html', 'Syllabus']].map(([h, t]) => a(base + h, t)).join(' ');
    const ext = `${a(`https://edstem.org/us/courses/${hash(o.url) % 9000}/discussion/`, 'Ed Discussion')} ${a(`https://www.gradescope.com/courses/${hash(o.url) % 90000}`, 'Gradescope')} ${a(`https://canvas.${D}/courses/${1300000 + (hash(o.url) % 90000)}`, 'Canvas')}`;
    const page = (t: string, body: string): Resp => ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t)}</title><link rel="stylesheet" href="/css/course.css"></head><body><header><div class="course">${code}</div><nav>${nav} | ${ext}</nav></header><main>${body}</main><footer>${a(`${WWW}/`, 'State CSE')} · ${a(`${WWW}/education/courses/cse${c.num}/`, `About CSE ${c.num}`)} · Questions? ${o.instr.login}@cse.${D}</footer></body></html>`);
    const hw = (k: number): string => a(`${base}hw/hw${k}.html`, `HW${k}`), lec = (k: number): string => a(`${base}lectures/lec${String(k).padStart(2, '0')}.pdf`, `Lecture ${k}: ${this.lecTitle(o, k)}`);
    const staff = (x: Person): string => (x.home ? a(this.homeUrl(x), this.name(x)) : esc(this.name(x)));
    const t0 = qStart(o.q);
    let m: RegExpExecArray | null;
    switch (sub) {
      case '': {
        const past = c.off.filter((x) => x !== o && x.where === 'dept' && r() < 0.6), room = pick(r, ROOMS);
        return page(`${code}: ${c.title}`, `<h1>CSE ${c.num}: ${esc(c.title)}</h1><h2>${qName(o.q)}</h2><table><tr><th>Lectures</th><td>${pick(r, ['MWF 9:30-10:20', 'MWF 11:30-12:20', 'TTh 10:00-11:20', 'MWF 2:30-3:20'])}, ${a(`${UNI}/maps/?l=${room.split(' ')[0]}`, room)}</td></tr><tr><th>Sections</th><td>Thursdays, see ${a(base + 'calendar.html', 'calendar')}</td></tr><tr><th>Instructor</th><td>${staff(o.instr)}</td></tr><tr><th>TAs</th><td>${o.tas.map(staff).join(', ') || 'none'}</td></tr></table><h2>Announcements</h2>${ul(Array.from({ length: int(r, 3, 8) }, (_, k) => `<strong>${nice(t0 + (60 - k * 7) * DAY)}</strong>: ${this.announce(r, t0 + (60 - k * 7) * DAY, Math.max(1, o.nHw - k), hw(Math.max(1, o.nHw - k)))}`).concat(`<strong>${nice(t0)}</strong>: Welcome to CSE ${c.num}! Please sign up for Ed and fill out the intro survey.`))}${past.length ? `<p>Past offerings: ${past.map((x) => a(`../${x.q}/`, qName(x.q))).join(', ')}</p>` : ''}<p>Course email list: cse${c.num}a_${o.q}@${D}</p>`);
      }
      case 'calendar.html': return page(`${code} Calendar`, `<table>${Array.from({ length: 10 }, (_, w) => `<tr><th>Week ${w + 1}</th><td>${[0, 1, 2].map((k) => w * 3 + k + 1).filter((k) => k <= o.nLec).map(lec).join('<br>')}</td><td>${w % 2 === 1 && (w + 1) / 2 <= o.nHw ? `${hw((w + 1) / 2)} due` : ''}</td></tr>`).join('')}</table>`);
      case 'lectures.html': return page(`${code} Lectures`, ul(Array.from({ length: o.nLec }, (_, k) => lec(k + 1))) + `<p>Recordings on ${a(`https://canvas.${D}/courses/${1300000 + (hash(o.url) % 90000)}/external_tools/1`, 'Panopto')}</p>`);
      case 'homework.html': return page(`${code} Homework`, ul(Array.from({ length: o.nHw }, (_, k) => `${hw(k + 1)}: ${cap(words(r, 3, CW))}, due ${nice(t0 + (k + 1) * 8 * DAY)}`)));
      case 'exams.html': return page(`${code} Exams`, c.grad ? '<p>There are no exams in this course; see the project.</p>' : ul(['midterm', 'midterm-sol', 'final', 'final-sol', 'practice-midterm'].map((x) => a(`${base}exams/${x}.pdf`, x))));
      case 'staff.html': return page(`${code} Staff`, `<h2>Instructor</h2><p>${staff(o.instr)}</p><h2>Teaching assistants</h2>${ul(o.tas.map(staff))}<h2>Office hours</h2><p>${words(r, 20)}</p>`);
      case 'resources.html': return page(`${code} Resources`, ul([a(`${WWW}/wiki/doku.php?id=support:start`, 'CSE support wiki'), a('https://docs.oracle.com/en/java/javase/11/docs/api/', 'Java 11 API'), a(`${WWW}/support/accounts/`, 'Getting a CSE account'), a(`${CI}/`, 'Autograder status')]));
      case 'syllabus.html': return page(`${code} Syllabus`, `<h1>Syllabus</h1><p>Grading: homework ${int(r, 40, 60)}%, midterm ${int(r, 15, 25)}%, final exam ${int(r, 20, 30)}%.</p><p>Late policy: ${int(r, 3, 6)} late days per quarter.</p><p>Collaboration: ${words(r, 25, CW)}.</p>`);
    }
    if ((m = /^hw\/hw(\d)\.html$/.exec(sub)) && +m[1] >= 1 && +m[1] <= o.nHw) return page(`${code} Homework ${m[1]}`, `<h1>Homework ${m[1]}: ${cap(words(r, 3, CW))}</h1><p>Due ${nice(t0 + +m[1] * 8 * DAY)} at 11:59 pm via ${a(`https://www.gradescope.com/courses/${hash(o.url) % 90000}`, 'Gradescope')}.</p>${para(r, 4)}<p>${a(`${base}hw/hw${m[1]}-starter.zip`, 'Starter code')}</p>`);
    if ((m = /^hw\/hw(\d)-starter\.zip$/.exec(sub)) && +m[1] <= o.nHw) return ok(Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'latin1'), 'application/zip');
    if (((m = /^lectures\/lec(\d\d)\.pdf$/.exec(sub)) && +m[1] >= 1 && +m[1] <= o.nLec) || (!c.grad && /^exams\/(practice-)?(midterm|final)(-sol)?\.pdf$/.test(sub))) return pdf(`${code} ${sub}`);
    return null;
  }

  // ---------------------------------------------------------------- userdirs + personal course webs
  private homesSite(u: URL): Resp {
    const m = /^\/~([a-z0-9]+)(\/.*)?$/.exec(u.pathname);
    if (u.pathname === '/') return moved(`${WWW}/people/`, 302);
    const x = m ? this.byLogin.get(m[1]) : undefined;
    if (!m || !x || !x.home) return NF();
    if (!m[2]) return moved(this.homeUrl(x));
    const rest = m[2].slice(1), r = rng(hash(x.login + rest)), me = `/~${x.login}/`;
    const page = (t: string, body: string): Resp => ok(`<html><head><title>${esc(t)}</title></head><body bgcolor="#ffffff">${body}<hr><address>${x.login}@cse.${D}</address></body></html>`);
    for (const o of x.offs) if (o.where === 'home') {
      if (rest === o.rel.slice(0, -1)) return moved(o.dir);
      if (rest.startsWith(o.rel)) return this.homeCourse(o, rest.slice(o.rel.length)) ?? NF();
    }
    const cur = [...x.offs, ...x.ta].filter((o) => o.q === CUR);
    if (rest === '') {
      if (x.kind !== 'faculty') return page(this.name(x), `<h1>${esc(this.name(x))}</h1><p>${x.kind === 'grad' ? `Ph.D. student in ${a(`${WWW}/`, 'State CSE')}${x.advisor ? `, advised by ${a(`/~${x.advisor.login}/`, this.name(x.advisor))}` : ''}` : esc(x.title)}.</p><p>${words(r, 25)}</p>${x.ta.length && r() < 0.6 ? `<h2>Teaching</h2>${ul(x.ta.map((o) => `TA, ${a(o.url, `CSE ${o.c.num} (${qName(o.q)})`)}`))}` : ''}<p>${a('cv.pdf', 'CV')} · ${a(`${WWW}/people/profile/${x.id}`, 'Department profile')}${r() < 0.3 ? ` · ${a(`http://www.cse.${D}/`, 'State CSE')}` : ''}</p>`);
      const students = this.grads.filter((g) => g.advisor === x && g.home);
      return page(this.name(x), `<table><tr><td><img src="me.jpg" alt=""></td><td><h1>${esc(this.name(x))}</h1><p>${esc(x.title)}<br>${a(`${x.id % 3 ? WWW : 'http://www.cse.' + D}/people/profile/${x.id}`, 'Computer Science & Engineering')}<br>State University</p></td></tr></table><h2>Research</h2><p>${words(r, 40)}</p>${cur.length ? `<h2>This quarter</h2>${ul(cur.map((o) => a(o.url, `CSE ${o.c.num}: ${o.c.title}`)))}` : ''}<h2>Links</h2>${ul([a('pubs.html', 'Publications'), a('cv.pdf', 'CV (PDF)'), ...(x.teaching ? [a('teaching.html', 'Teaching')] : []), ...(r() < 0.3 ? [a(`${SITES}/hcilab/`, 'Lab blog')] : [])])}${students.length ? `<h2>Students</h2>${ul(students.map((g) => a(`/~${g.login}/`, this.name(g))))}` : ''}`);
    }
    if (rest === 'cv.pdf' || (x.kind === 'faculty' && /^papers\/[a-z0-9-]+\.pdf$/.test(rest))) return pdf(me + rest);
    if (x.kind === 'faculty' && rest === 'pubs.html') return page(`${this.name(x)}: Publications`, ul(Array.from({ length: int(r, 5, 20) }, (_, k) => { const t = cap(words(r, 6)); return `${a(`papers/${slugify(t)}-${k}.pdf`, t)}. ${pick(r, ['CHI', 'SOSP', 'OSDI', 'PLDI', 'STOC', 'NeurIPS', 'SIGMOD', 'ICRA'])} ${2020 - (k >> 1)}.`; })));
    if (x.kind === 'faculty' && x.teaching && rest === 'teaching.html') {
      const rows = [...x.offs].sort((p, q) => QS.indexOf(q.q) - QS.indexOf(p.q)).map((o) => `${qName(o.q)}: ${a(o.q === '19sp' && o.where === 'dept' ? o.url.replace('https:', 'http:') : o.url, `CSE ${o.c.num}: ${o.c.title}`)}`);
      const old = [...new Set(x.offs.map((o) => o.c))].filter(() => r() < 0.3).map((c) => `Autumn 2017: ${a(`${CRS}/cse${c.num}/17au/`, `CSE ${c.num}`)}`);
      return page(`${this.name(x)}: Teaching`, `<h1>Teaching</h1>${ul(rows.concat(old))}<p>${a('./', 'Back')}</p>`);
    }
    return NF();
  }
  private homeCourse(o: Off, sub: string): Resp | null {
    const c = o.c, r = rng(hash(o.url + sub)), t = `CSE ${c.num}: ${c.title} (${qName(o.q)})`;
    const page = (h: string, body: string): Resp => ok(`<html><head><title>${esc(h)}</title></head><body><h2>${esc(t)}</h2><p>${[['schedule.html', 'Schedule'], ['readings.html', 'Readings'], ['assignments.html', 'Assignments']].map(([x, y]) => a(x, y)).join(' | ')}</p>${body}<hr><p>${a(`/~${o.instr.login}/`, this.name(o.instr))}</p></body></html>`);
    let m: RegExpExecArray | null;
    if (sub === '' || sub === 'index.html') return page(t, `<p><b>Instructor:</b> ${a(`/~${o.instr.login}/`, this.name(o.instr))}, office hours ${pick(r, ['Mon 2-3', 'Wed 4-5', 'by appointment'])}<br><b>Meets:</b> ${pick(r, ['TTh 1:30-2:50', 'MW 3:00-4:20'])}, ${pick(r, ROOMS)}<br><b>Discussion:</b> ${a(`https://piazza.com/state/${o.q}/cse${c.num}`, 'Piazza')}</p><h3>Announcements</h3>${ul(Array.from({ length: int(r, 2, 5) }, (_, k) => `${nice(qStart(o.q) + (50 - 9 * k) * DAY)}: ${this.announce(r, qStart(o.q) + (50 - 9 * k) * DAY, k + 1, `Problem set ${k + 1}`)}`))}<h3>Overview</h3><p>This course covers ${esc(c.title.toLowerCase())}: ${words(r, 12, CW)}. Grading: problem sets 50%, project 40%, participation 10%.</p>`);
    if (sub === 'schedule.html') return page(`${t} schedule`, `<table>${Array.from({ length: o.nLec >> 1 }, (_, k) => `<tr><td>${nice(qStart(o.q) + k * 3 * DAY)}</td><td>${cap(words(r, 4))}</td><td>${a(`slides/${String(k + 1).padStart(2, '0')}.pdf`, 'slides')}</td></tr>`).join('')}</table>`);
    if (sub === 'readings.html') return page(`${t} readings`, ul(Array.from({ length: 12 }, () => `${cap(words(r, 6))}. ${a(`https://doi.org/10.1145/${int(r, 1000000, 3400000)}`, 'ACM DL')}`)));
    if (sub === 'assignments.html') return page(`${t} assignments`, ul(Array.from({ length: Math.min(o.nHw, 5) }, (_, k) => a(`hw${k + 1}.pdf`, `Problem set ${k + 1}`))));
    if (((m = /^slides\/(\d\d)\.pdf$/.exec(sub)) && +m[1] >= 1 && +m[1] <= o.nLec >> 1) || ((m = /^hw(\d)\.pdf$/.exec(sub)) && +m[1] >= 1 && +m[1] <= Math.min(o.nHw, 5))) return pdf(t + sub);
    return null;
  }

  // ---------------------------------------------------------------- WordPress multisite
  private wpSite(u: URL): Resp {
    const p = u.pathname;
    if (p === '/') return ok(`<!DOCTYPE html><html><head><title>State Sites</title></head><body><h1>State Sites</h1><p>WordPress for State University.</p>${ul(WP_OTHER.map(([s, n]) => a(`/${s}/`, n)))}<p>${a('/wp-signup.php', 'Create a site')}</p></body></html>`);
    if (p === '/wp-signup.php') return moved(`${SITES}/wp-login.php?redirect_to=${encodeURIComponent(SITES + '/wp-signup.php')}`, 302);
    if (p === '/wp-login.php') return ok('<!DOCTYPE html><html><head><title>Log In ‹ State Sites</title></head><body><form method="post"><input name="log"><input name="pwd" type="password"></form></body></html>');
    if (p.startsWith('/wp-includes/')) return ok('.wp-block{margin:0}', 'text/css');
    const m = /^\/([a-z0-9-]+)(\/.*)?$/.exec(p), site = m ? this.wp.get(m[1]) : undefined;
    if (!m || !site) return NF();
    if (!m[2]) return moved(`${SITES}/${site.slug}/`);
    const rest = m[2].slice(1), root = `/${site.slug}/`, o = site.off, sr = rng(hash(site.slug));
    const cats = o ? ['announcements', 'assignments', 'lectures', 'projects'] : ['news', 'events', 'research', 'uncategorized'];
    const pages = o ? ['schedule', 'assignments', 'staff', 'syllabus'] : ['about', 'people', 'join'];
    const t0 = o ? qStart(o.q) : Date.UTC(2017, 0, 1), span = o ? 75 : 1200, posts: WpPost[] = [];
    for (let i = 0, n = int(sr, 4, o ? 14 : 25); i < n; i++) {
      const t = t0 + Math.floor(sr() * span) * DAY, title = o ? WP_COURSE_POSTS[(i + (hash(site.slug) % 5)) % WP_COURSE_POSTS.length].replace('#', o.c.num) : `${cap(words(sr, 4))} ${2017 + (i % 4)}`, d = iso(t).split('-');
      posts.push({ t, title, slug: slugify(title), cat: pick(sr, cats), tags: [pick(sr, WORDS), pick(sr, WORDS)], author: o && sr() < 0.7 ? o.instr : pick(sr, this.grads), comments: int(sr, 0, 4), path: `${root}${d[0]}/${d[1]}/${d[2]}/${slugify(title)}/` });
    }
    posts.sort((x, y) => y.t - x.t);
    const months = [...new Set(posts.map((x) => iso(x.t).slice(0, 7)))];
    const shell = (title: string, body: string): Resp => ok(`<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>${esc(title)}${title === site.name ? '' : ` – ${esc(site.name)}`}</title><link rel="stylesheet" href="${SITES}/wp-includes/css/dist/block-library/style.min.css?ver=5.3.2"><link rel="alternate" type="application/rss+xml" title="${esc(site.name)} » Feed" href="${SITES}${root}feed/"><link rel="https://api.w.org/" href="${SITES}${root}wp-json/"></head><body class="home blog"><header><p class="site-title">${a(root, site.name)}</p><nav>${pages.map((x) => a(`${root}${x}/`, cap(x))).join(' ')}</nav></header><main>${body}</main><aside><h2>Recent Posts</h2>${ul(posts.slice(0, 5).map((x) => a(x.path, x.title)))}<h2>Archives</h2>${ul(months.map((x) => a(`${root}${x.replace('-', '/')}/`, `${MON[+x.slice(5) - 1]} ${x.slice(0, 4)}`)))}<h2>Categories</h2>${ul([...new Set(posts.map((x) => x.cat))].map((x) => a(`${root}category/${x}/`, cap(x))))}<h2>Meta</h2>${ul([a(`${root}wp-login.php`, 'Log in'), a(`${root}feed/`, 'Entries feed'), a(`${root}comments/feed/`, 'Comments feed'), a('https://wordpress.org/', 'WordPress.org')])}</aside><footer>${o && o.c.off.length > 1 ? `Other offerings: ${o.c.off.filter((x) => x !== o && x.where === 'wp').map((x) => a(x.url, qName(x.q))).join(' ')} · ` : ''}Proudly powered by WordPress</footer></body></html>`);
    const listBody = (xs: WpPost[], pagePath?: string): string | null => {
      const pg = Number(/page\/(\d+)\/$/.exec(rest)?.[1] ?? 1), sl = xs.slice((pg - 1) * 10, pg * 10);
      if (!sl.length) return null;
      return sl.map((x) => `<article><h2>${a(x.path, x.title)}</h2><p class="meta">${nice(x.t)} by ${a(`${root}author/${x.author.login}/`, this.name(x.author))} in ${a(`${root}category/${x.cat}/`, x.cat)}</p><p>${words(rng(hash(x.path)), 30)}</p>${a(x.path + '#respond', 'Leave a comment')}</article>`).join('') + (pagePath && xs.length > pg * 10 ? a(`${pagePath}page/${pg + 1}/`, 'Older posts') : '') + (pg > 1 && pagePath ? a(pg === 2 ? pagePath : `${pagePath}page/${pg - 1}/`, 'Newer posts') : '');
    };
    const list = (title: string, xs: WpPost[], pagePath?: string): Resp => { const b = listBody(xs, pagePath); return b === null ? NF() : shell(title, b); };
    let mm: RegExpExecArray | null;
    if (rest === '' || /^page\/\d+\/$/.test(rest)) {
      if (rest === '' && o) return shell(site.name, `<div class="intro"><h1>${esc(site.name)}</h1><p>Instructor: ${a(`${HOMES}/~${o.instr.login}/`, this.name(o.instr))}. Lectures ${pick(sr, ['MW 10:30-12:20', 'TTh 1:30-3:20'])}, ${pick(sr, ROOMS)}. Project teams, milestones and demos are posted below.</p><p>${a(`https://www.gradescope.com/courses/${hash(site.slug) % 90000}`, 'Gradescope')} · ${a(`https://canvas.${D}/courses/${1300000 + (hash(site.slug) % 90000)}`, 'Canvas')}</p></div>${listBody(posts, root) ?? ''}`);
      return list(site.name, posts, root);
    }
    if (pages.includes(rest.slice(0, -1))) return shell(cap(rest.slice(0, -1)), para(sr, 3) + (o && rest === 'staff/' ? ul(o.tas.map((x) => (x.home ? a(`${HOMES}/~${x.login}/`, this.name(x)) : this.name(x)))) : ''));
    if (rest === 'feed/' || rest === 'comments/feed/' || /^\d{4}\/\d\d\/\d\d\/[a-z0-9-]+\/feed\/$/.test(rest)) return ok(`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${esc(site.name)}</title><link>${SITES}${root}</link></channel></rss>`, 'application/rss+xml; charset=UTF-8');
    if (rest === 'wp-json/') return ok(JSON.stringify({ name: site.name, url: SITES + root, namespaces: ['wp/v2'] }), 'application/json');
    if (rest === 'wp-login.php') return moved(`${SITES}/wp-login.php?redirect_to=${encodeURIComponent(SITES + root + 'wp-admin/')}`, 302);
    if ((mm = /^category\/([a-z]+)\/(page\/\d+\/)?$/.exec(rest))) return list(`Category: ${mm[1]}`, posts.filter((x) => x.cat === mm![1]), `${root}category/${mm[1]}/`);
    if ((mm = /^author\/([a-z0-9]+)\/(page\/\d+\/)?$/.exec(rest))) return list(`Author: ${mm[1]}`, posts.filter((x) => x.author.login === mm![1]), `${root}author/${mm[1]}/`);
    if ((mm = /^(\d{4})\/(\d\d)\/(page\/\d+\/)?$/.exec(rest))) return list(`Month: ${MON[+mm[2] - 1]} ${mm[1]}`, posts.filter((x) => iso(x.t).startsWith(`${mm![1]}-${mm![2]}`)), `${root}${mm[1]}/${mm[2]}/`);
    const post = posts.find((x) => x.path === root + rest);
    if (post) {
      const pr = rng(hash(post.path));
      return shell(post.title, `<article><h1>${esc(post.title)}</h1><p class="meta">${nice(post.t)} by ${a(`${root}author/${post.author.login}/`, this.name(post.author))}</p>${para(pr, 3)}<p>Tags: ${post.tags.map((g) => a(`${root}tag/${g}/`, g)).join(', ')}</p></article><section id="comments">${Array.from({ length: post.comments }, (_, k) => `<div class="comment" id="comment-${hash(post.path) % 900 + k}"><p>${words(pr, 12)}</p>${a(`${post.path}?replytocom=${hash(post.path) % 900 + k}#respond`, 'Reply')}</div>`).join('')}<div id="respond"><form action="${SITES}/wp-comments-post.php" method="post"></form></div></section>`);
    }
    if ((mm = /^tag\/([a-z-]+)\/$/.exec(rest))) return list(`Tag: ${mm[1]}`, posts.filter((x) => x.tags.includes(mm![1])));
    return NF();
  }

  // ---------------------------------------------------------------- Mailman / pipermail
  private listsSite(u: URL): Resp {
    const p = u.pathname;
    let m: RegExpExecArray | null;
    const monthKey = (k: number): string => `${2013 + Math.floor(k / 12)}-${MON[k % 12]}`;
    const page = (t: string, body: string): Resp => ok(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><HTML><HEAD><TITLE>${esc(t)}</TITLE></HEAD><BODY BGCOLOR="#ffffff">${body}<hr><address>Delivered by Mailman version 2.1.29</address></BODY></HTML>`);
    if (p === '/') return moved(`${LISTS}/mailman/listinfo`, 302);
    if (p === '/mailman/listinfo' || p === '/mailman/listinfo/') return page('lists.cse Mailing Lists', `<h1>Mailing lists on lists.cse.${D}</h1><table>${LISTNAMES.map((l) => `<tr><td>${a(`/mailman/listinfo/${l}`, l)}</td><td>${esc(cap(words(rng(hash(l)), 5)))}</td></tr>`).join('')}</table><p>${a('/mailman/admin', 'List administration')}</p>`);
    if (p === '/mailman/admin') return page('Admin', '<form method="post"><input name="adminpw" type="password"></form>');
    if ((m = /^\/mailman\/listinfo\/([a-z-]+)$/.exec(p)) && this.lists.has(m[1])) return page(`${m[1]} Info Page`, `<h1>${m[1]}</h1><p>To see the collection of prior postings to the list, visit the ${a(`/pipermail/${m[1]}/`, `${m[1]} Archives`)}.</p><form method="post" action="/mailman/subscribe/${m[1]}"></form>`);
    if (!(m = /^\/pipermail\/([a-z-]+)(\/.*)?$/.exec(p)) || !this.lists.has(m[1])) return NF();
    const name = m[1], L = this.lists.get(name)!, rest = m[2] ?? '';
    if (rest === '') return moved(`${LISTS}/pipermail/${name}/`);
    if (rest === '/') return page(`The ${name} Archives`, `<h1>The ${name} Archives</h1><p>${a(`/mailman/listinfo/${name}`, 'More info on this list...')}</p><table>${L.counts.map((n, k) => n ? `<tr><td>${monthKey(k)}:</td><td>[ ${['thread', 'subject', 'author', 'date'].map((v) => a(`${monthKey(k)}/${v}.html`, v === 'thread' ? 'Thread' : v === 'date' ? 'Date' : cap(v))).join(' ] [ ')} ]</td><td>${a(`${monthKey(k)}.txt.gz`, `Gzip'd Text ${n * 2} KB`)}</td></tr>` : '').reverse().join('')}</table>`);
    if (!(m = /^\/(\d{4})-([A-Z][a-z]+)(\/.*|\.txt\.gz)$/.exec(rest))) return NF();
    const k = (+m[1] - 2013) * 12 + MON.indexOf(m[2]);
    if (MON.indexOf(m[2]) < 0 || k < 0 || k >= 89 || !L.counts[k]) return NF();
    if (m[3] === '.txt.gz') return ok(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'application/x-gzip');
    const msgs = Array.from({ length: L.counts[k] }, (_, i) => L.cum[k] + i), sub = m[3].slice(1);
    const msg = (n: number): { subject: string; author: string; r: () => number } => {
      const r = rng(hash(name + n)), c = pick(r, this.courses), who = pick(r, [...this.fac, ...this.grads, ...this.staff]);
      const subject = r() < 0.25 ? pick(r, [`CSE ${c.num} TA openings for ${qName(pick(r, QS))}`, `CSE ${c.num} added section`, `Reminder: CSE ${c.num} final review session`]) : `${r() < 0.4 ? 'Re: ' : ''}[${name}] ${cap(words(r, 5))}`;
      return { subject, author: this.name(who), r };
    };
    const fname = (n: number): string => `${String(n).padStart(6, '0')}.html`;
    if (['thread.html', 'subject.html', 'author.html', 'date.html'].includes(sub)) {
      const rows = msgs.map((n) => ({ n, ...msg(n) }));
      if (sub === 'subject.html') rows.sort((x, y) => x.subject.replace(/^Re: /, '').localeCompare(y.subject.replace(/^Re: /, '')));
      if (sub === 'author.html') rows.sort((x, y) => x.author.localeCompare(y.author));
      return page(`The ${name} ${m[1]}-${m[2]} Archive by ${sub.slice(0, -5)}`, `<h1>${m[2]} ${m[1]} Archives by ${sub.slice(0, -5)}</h1><p>${a(`/pipermail/${name}/`, 'Other months')}</p>${ul(rows.map((x) => `${a(fname(x.n), x.subject)} <i>${esc(x.author)}</i>`))}`);
    }
    const mn = /^(\d{6})\.html$/.exec(sub), n = mn ? +mn[1] : -1;
    if (!mn || n < msgs[0] || n > msgs[msgs.length - 1]) return NF();
    const x = msg(n), r = x.r, link = r() < 0.12 ? pick(r, this.offs.filter((o) => o.where !== 'home')).url : r() < 0.1 ? `${WWW}/wiki/doku.php?id=${pick(r, this.wikiIds)}` : '';
    return page(`[${name}] ${x.subject}`, `<h1>[${name}] ${esc(x.subject)}</h1><b>${esc(x.author)}</b><br><i>${new Date(Date.UTC(+m[1], MON.indexOf(m[2]), 1 + (n % 28))).toUTCString()}</i><ul><li>Previous message: ${n > msgs[0] ? a(fname(n - 1), msg(n - 1).subject) : ''}</li><li>Next message: ${n < msgs[msgs.length - 1] ? a(fname(n + 1), msg(n + 1).subject) : ''}</li><li><b>Messages sorted by:</b> ${['date', 'thread', 'subject', 'author'].map((v) => a(`${v}.html#${n}`, `[ ${v} ]`)).join(' ')}</li></ul><hr><pre>${words(r, 60)}\n${link ? `\n<a href="${esc(link)}">${esc(link)}</a>\n` : ''}</pre><hr><p>More information about the ${name} mailing list: ${a(`${LISTS}/mailman/listinfo/${name}`, `${LISTS}/mailman/listinfo/${name}`)}</p>`);
  }

  // ---------------------------------------------------------------- Jenkins (autograders)
  private ciSite(u: URL): Resp {
    const p = u.pathname;
    const page = (t: string, crumbs: string, side: string, body: string): Resp => ok(`<!DOCTYPE html><html><head><title>${esc(t)} [Jenkins]</title><link rel="stylesheet" href="/static/8c9e2f1a/css/style.css"></head><body><div id="header">${a('/', 'Jenkins')} ${a(`/login?from=${encodeURIComponent(p)}`, 'log in')}</div><div id="breadcrumbs">${crumbs}</div><div id="side-panel">${side}</div><div id="main-panel">${body}</div><footer>Page generated: ${new Date(Date.UTC(2020, 4, 20)).toUTCString()} · ${a('https://jenkins.io/', 'Jenkins ver. 2.204.2')}</footer></body></html>`);
    if (p.startsWith('/static/')) return ok('#header{background:#000}', 'text/css');
    if (p === '/login') return page('Sign in', '', '', '<form method="post" action="j_acegi_security_check"><input name="j_username"><input name="j_password" type="password"></form>');
    if (p === '/') return page('Dashboard', a('/', 'Jenkins'), ul([a('/view/all/builds', 'Build History'), a('/computer/', 'Build Executor Status')]), `<table>${[...this.jobs].map(([j, x]) => `<tr><td>${a(`/job/${j}/`, j)}</td><td>${a(`/job/${j}/lastSuccessfulBuild/`, 'Last success')}</td><td>${a(`/job/${j}/lastFailedBuild/`, 'Last failure')}</td><td>#${x.last}</td></tr>`).join('')}</table>`);
    if (p === '/computer/') return page('Nodes', a('/', 'Jenkins'), '', ul(['master', 'grader-1', 'grader-2', 'grader-3'].map((n) => `${n}: idle`)));
    if (p === '/view/all/builds') return page('Build History', a('/', 'Jenkins'), '', ul([...this.jobs].flatMap(([j, x]) => [0, 1, 2].map((k) => a(`/job/${j}/${x.last - k}/`, `${j} #${x.last - k}`)))));
    const m = /^\/job\/([a-z0-9-]+)(\/.*)?$/.exec(p), job = m ? this.jobs.get(m[1]) : undefined;
    if (!m || !job) return NF();
    const j = m[1], rest = m[2] ?? '', J = `/job/${j}/`, crumbs = `${a('/', 'Jenkins')} » ${a(J, j)}`, lo = job.last - job.keep + 1;
    const st = (n: number): string => (hash(j + n) % 6 === 0 ? 'FAILURE' : hash(j + n) % 11 === 0 ? 'UNSTABLE' : 'SUCCESS');
    if (rest === '') return moved(`${CI}${J}`, 302);
    if (rest === '/') return page(j, crumbs, ul([a(`${J}changes`, 'Changes'), a(`${J}ws/`, 'Workspace'), a(`${J}buildTimeTrend`, 'Trend'), a(`${J}rssAll`, 'RSS for all')]), `<h1>Project ${j}</h1>${job.c ? `<p>Autograder for CSE ${job.c.num}. ${a(`${WWW}/education/courses/cse${job.c.num}/`, 'Course description')}</p>` : ''}<h2>Build History</h2>${ul(Array.from({ length: 25 }, (_, k) => job.last - k).map((n) => `${a(`${J}${n}/`, `#${n}`)} ${st(n)}`))}<p>${a(`${J}lastBuild/`, 'Last build')} ${a(`${J}lastSuccessfulBuild/`, 'Last successful build')} ${a(`${J}lastFailedBuild/`, 'Last failed build')}</p>`);
    if (rest === '/buildTimeTrend') return page(`${j} Trend`, crumbs, '', `<table>${Array.from({ length: 50 }, (_, k) => job.last - k).map((n) => `<tr><td>${a(`${J}${n}/`, `#${n}`)}</td><td>${(hash(j + n) % 400) / 10} s</td></tr>`).join('')}</table>`);
    if (rest === '/changes') return page(`${j} Changes`, crumbs, '', ul(Array.from({ length: 10 }, (_, k) => job.last - k).map((n) => `${a(`${J}${n}/changes`, `#${n}`)}: ${words(rng(hash(j + n)), 6)}`)));
    if (rest === '/rssAll') return ok(`<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${j} all builds</title></feed>`, 'application/atom+xml');
    if (rest === '/ws/') return { ...page('Access Denied', crumbs, '', `<p>Access Denied. ${a(`/login?from=${encodeURIComponent(p)}`, 'log in')}</p>`), status: 403 };
    const lb = /^\/(lastBuild|lastSuccessfulBuild|lastFailedBuild)\/$/.exec(rest);
    if (lb) { let n = job.last; while (n > lo && (lb[1] === 'lastSuccessfulBuild' ? st(n) !== 'SUCCESS' : lb[1] === 'lastFailedBuild' ? st(n) !== 'FAILURE' : false)) n--; return moved(`${CI}${J}${n}/`, 302); }
    const b = /^\/(\d+)\/(console|consoleText|changes|testReport\/)?$/.exec(rest), n = b ? +b[1] : 0;
    if (!b || n < lo || n > job.last || (b[2] === 'testReport/' && !job.c)) return NF();
    const r = rng(hash(j + n)), B = `${J}${n}/`, bc = `${crumbs} » ${a(B, `#${n}`)}`;
    const side = ul([a(B, 'Status'), a(`${B}changes`, 'Changes'), a(`${B}console`, 'Console Output'), ...(job.c ? [a(`${B}testReport/`, 'Test Result')] : []), ...(n > lo ? [a(`${J}${n - 1}/`, 'Previous Build')] : []), ...(n < job.last ? [a(`${J}${n + 1}/`, 'Next Build')] : [])]);
    const log = Array.from({ length: int(r, 30, 120) }, (_, k) => `[${k}] ${pick(r, ['+ ./gradle test', '> Task :compileJava', 'Tests run: 42, Failures: 0', 'Cloning repository', `Submission ${hash(j + n + k).toString(16)} graded`])}`).join('\n');
    switch (b[2]) {
      case 'consoleText': return ok(log + `\nFinished: ${st(n)}\n`, 'text/plain; charset=utf-8');
      case 'console': return page(`${j} #${n} Console`, bc, side, `<pre>${esc(log)}</pre><p>${a(`${B}consoleText`, 'View as plain text')}</p>`);
      case 'changes': return page(`${j} #${n} Changes`, bc, side, ul(Array.from({ length: int(r, 0, 3) }, () => `${words(r, 6)} (${hash(words(r, 2)).toString(16)})`)));
      case 'testReport/': return page(`${j} #${n} Test Results`, bc, side, `<p>${int(r, 0, 5)} failures</p>${ul(Array.from({ length: 8 }, () => `${cap(words(r, 2)).replace(/ /g, '')}Test`))}`);
    }
    return page(`${j} #${n}`, bc, side, `<h1>Build #${n} (${nice(Date.UTC(2020, 4, 20) - (job.last - n) * DAY / 4)})</h1><p>Status: ${st(n)}</p><p>Started by an SCM change</p>`);
  }
}