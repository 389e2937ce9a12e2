/**
 * Layout H — a held-out rehearsal web, written apart from the crawler: the **School of Computing of the National
 * University of Eastport** (`eastport.edu.sg`, a Singapore-style English-language university) as archived in mid-January
 * 2020, week 1 of AY2019/20 Semester 2. Vocabulary: modules (`CS2040S`, `CS1101S`, `IS3106`, `CS5340`, `CP3209`),
 * modular credits, lectures, tutorials, labs, recitations, continual assessment, academic years written `AY2019/20`
 * and semesters written every which way (`AY1920S2`, `ay1920s1`, `1920s2`, `Sem 1 2019/2020`, `Semester 2,
 * AY2018/2019`, `Special Term I`, `2019-2020-sem1`).
 *
 * Seed: `https://www.comp.eastport.edu.sg/` (the School's Sitefinity/ASP.NET site). Every `http://` URL answers 301 to
 * `https://` (hand-written class-account and staff pages and the GRO WordPress still link `http://`); on the School
 * host, the university host, the MkDocs Pages hosts and the Sites host a directory path without its trailing slash 301s
 * to the slashed form.
 *
 * Course homes (`courseHomes`, one per module offering = module × semester that has a public page of its own):
 * - `aspx`    the School's ASP.NET module pages addressed by query:
 *             `www.comp…/modules/Module.aspx?code=CS2040S&acadYear=2019-2020&sem=2` (older offerings kept; `&tab=lectures|
 *             tutorials|assessment` views are subpages; links elsewhere reorder the parameters or add `&lang=en` or
 *             `&utm_source=…` — those variants serve the same page with a rel=canonical, only the canonical order is the home);
 * - `cls`     class-account sites `www.comp…/~cs2106/AY1920S2/` (or `/~cs3230/1920s2/`) with `lectures.html`,
 *             `tutorials.html`, `labs/` (an autoindex), `assessment.html`, `forum.html`; `/~cs2106/` is a 302 to the latest
 *             semester or a plain list of semesters (not a home);
 * - `pages`   one static host per offering, `cs3219-ay1920s1.pages.comp…/` (Docusaurus, MkDocs or Jekyll), home at the
 *             host root, subpages `/docs/week-3`, `/schedule`, `/admin`, `/assessment`;
 * - `cm`      public Coursemology courses `coursemology.eastport.edu.sg/courses/1734`; most courses answer 302 →
 *             `/users/sign_in` (→ the ADFS login wall) and are no homes;
 * - `staff`   instructors' own pages under `www.comp…/~tanwl/`: `teaching/cs5340/` (latest offering) with older ones in
 *             `teaching/cs5340/2018-2019-sem1/`, or flat `CS4243-1920.html`; linked from the Teaching section of
 *             `~tanwl/`;
 * - `gsites`  Google-Sites-like pages `sites.eastport.edu.sg/view/cs4248-ay1920s1/home` (`/view/…/lectures` etc. are
 *             subpages; `/view/cs4248-ay1920s1` 301s to its slashed form, which 302s to `/home`).
 * Hubs linking homes: the School's module listing per semester (`ModuleList.aspx`, paginated, linked from
 * `/education/modules/`), degree requirement pages, staff profiles (`/people/profile/12345` and the slug twin
 * `/people/tan-wei-liang/`), the module overview `Module.aspx?code=…`, "other semesters" links between offerings,
 * the Coursemology course list, news items and student exchange pages.
 *
 * Course-related pages that are no homes: an NUSMods-like catalogue (`modules.…/modules/CS2040S/data-structures-and-
 * algorithms`, semester tabs, exam dates, prerequisite trees, workload `2-1-1-3-3`, faceted search), exchange module
 * mappings, a Discourse forum of module reviews (`forum.…/t/cs2040s-module-review-ay1920-sem1/1234`, `?page=2`,
 * `/print`, `/latest`, tags, categories, users), exam timetables, past-year papers on the library portal (PDF behind
 * the login), a tutor recruitment page, Panopto-like recording folders and every course site's subpages.
 *
 * Noise and traps: paginated news with tag archives, an endless events calendar (`?month=2020-01&view=week`), a
 * research publication database with combinable facets, a people directory with combinable filters, a DokuWiki
 * (`doku.php?id=…`, `&rev=`, `&do=diff|revisions|backlink|export_raw`, media manager), a Piwigo gallery, Apache
 * autoindex log listings with `?C=M;O=D` sort links, a GitLab, a Jira, a library OPAC search, the university home,
 * 404s, some 500s, redirect chains, the ADFS login wall, PDF/PPTX/ZIP/MP4 bodies. Pages of the modern sites carry a
 * mega-menu and footer of dozens of links and 30–100 KB of inline JSON or `__VIEWSTATE`. `respond()` is a pure
 * function of the URL (page content seeded by `hash(url)`; structure by a fixed seed).
 *
 * Size (as built): 328 homes — aspx 97, staff 64, cls 61, pages 47, cm 33, gsites 26 — from AY2013/14 to AY2019/20 (91 in
 * the current year). `npx tsx bench/modern-warc.ts --layout h --pages 54000 --archive-only`: 54,000 records (3,621
 * revisits: link variants, profile twins, login walls), 76 MB gzipped, ~50 s; 318 homes archived under their https
 * form, the other 10 only as the 301 of an http:// link from an http-era page (the evaluator folds http onto https, so
 * all 328 count). Evaluator BFS (`warc_crawl_eval.py bfs … --max 60000`): 50 / 90 / 100 % at 10,845 / 16,178 / 31,593 —
 * most homes hang off the School module listing (AY2016/17 on), reached at the end of depth 3 behind the people
 * directory, the publication facets, news, the gallery and the forum; profile-linked current offerings come earlier,
 * pre-2016 offerings later through "other semesters" links, instructors' pages and class accounts.
 */
import { hash, rng, type Resp } from './modern-web.js';
import { a, bin, esc, hex, html, int, li, moved, pad, pick, type R, slugify, sortParams, textKit } from './web-kit.js';

const D = 'eastport.edu.sg';
const WWW = `https://www.comp.${D}`;
const PAGES_SUFFIX = `.pages.comp.${D}`;
const CM = `https://coursemology.${D}`;
const SITES = `https://sites.${D}`;
const MODS = `https://modules.${D}`;
const FORUM = `https://forum.${D}`;
const UNI = `https://www.${D}`;
const GRO = `https://gro.${D}`;
const LIB = `https://libportal.${D}`;
const OPAC = `https://search.lib.${D}`;
const PAN = `https://mediaweb.${D}`;
const SSO = `https://vafs.${D}`;
const RES = `https://research.comp.${D}`;
const WIKI = `https://dokuwiki.comp.${D}`;
const GAL = `https://gallery.comp.${D}`;
const MIRROR = `https://mirror.comp.${D}`;
const GIT = `https://git.comp.${D}`;
const JIRA = `https://jira.comp.${D}`;
const SSO_LOGIN = `${SSO}/adfs/ls/?wa=wsignin1.0&wtrealm=urn%3aeastport%3acomp`;

/** The archive's moment: AY2019/20 Semester 2, week 1. Semesters are keyed y*10+s (s: 1, 2; 3 = Special Term I, 4 = ST II). */
const NOW_Y = 2019;
const NOW_KEY = NOW_Y * 10 + 2;
const OLDEST = 2013;
/** The School's module system (ModuleList.aspx) lists semesters from AY2016/17 on; older offerings survive only as pages. */
const LISTED = 2016;

type Fam = 'aspx' | 'cls' | 'pages' | 'cm' | 'staff' | 'gsites' | 'none';

interface Staff {
  name: string;
  slug: string;
  user: string;
  pid: number;
  title: string;
  area: string;
  dept: 'cs' | 'is';
  /** Personal pages under ~user: none, a teaching/ directory per module, or flat CODE-1920.html files. */
  style: 'none' | 'dir' | 'flat';
}
interface Mod {
  code: string;
  /** The code before a renaming (CS2040 → CS2040S in AY2019/20), with the first year of the new code. */
  oldCode: string | null;
  renamed: number;
  title: string;
  mc: number;
  sems: number[];
  from: number;
  older: Fam;
  recent: Fam;
  switchYear: number;
  /** How the module's class account writes its semesters: AY1920S2 or 1920s2. */
  clsStyle: 0 | 1;
  theme: number;
  lead: Staff;
  offs: Off[];
}
interface Off {
  m: Mod;
  y: number;
  s: number;
  key: number;
  fam: Fam;
  home: string | null;
  lead: Staff;
  /** Coursemology course id (0 = none). */
  cm: number;
}

/** Pages written by hand years ago keep absolute http:// links (each costs a 301 to https). */
const httpEra = (s: string) => s.replace(/href="https:\/\//g, 'href="http://');
const guid = (s: string) => hex(s, 32).replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
const pdf = (url: string): Resp => ({ status: 200, type: 'application/pdf', body: Buffer.from(`%PDF-1.6\n% ${url}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n${'0'.repeat(hash(url) % 1200)}\n%%EOF`) });
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
/** A file body by its extension (the right content type for each). */
function fileResp(url: string): Resp {
  const ext = url.replace(/[?#].*$/, '').split('.').pop()!.toLowerCase();
  if (ext === 'pdf') return pdf(url);
  if (ext === 'pptx') return bin(PPTX, url);
  if (ext === 'zip') return bin('application/zip', url);
  if (ext === 'mp4') return bin('video/mp4', url);
  if (ext === 'jpg' || ext === 'jpeg') return bin('image/jpeg', url);
  if (ext === 'png') return bin('image/png', url);
  if (ext === 'ics') return { status: 200, type: 'text/calendar; charset=utf-8', body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:${hex(url)}@comp.${D}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n` };
  if (ext === 'txt' || ext === 'log' || ext === 'java' || ext === 'py' || ext === 'c') return { status: 200, type: 'text/plain; charset=utf-8', body: `# ${url}\n${'x = x + 1\n'.repeat(20 + (hash(url) % 200))}` };
  if (ext === 'css') return { status: 200, type: 'text/css', body: `body{margin:0;font-family:"Open Sans",Arial,sans-serif}${'.c{padding:0}'.repeat(50)}` };
  if (ext === 'js') return { status: 200, type: 'application/javascript', body: `!function(){"use strict";${'var a=1;'.repeat(80)}}();` };
  return bin('application/octet-stream', url);
}

const ay = (y: number) => `${y}-${y + 1}`;
const ay2 = (y: number) => `${String(y).slice(2)}${String(y + 1).slice(2)}`;
const aySlash = (y: number) => `AY${y}/${String(y + 1).slice(2)}`;
const semName = (s: number) => (s === 1 ? 'Semester 1' : s === 2 ? 'Semester 2' : s === 3 ? 'Special Term I' : 'Special Term II');
/** AY1920S2 / 1920s2 / AY1920ST1 as class accounts write them. */
const clsSem = (y: number, s: number, style: number) => {
  const t = s <= 2 ? `S${s}` : `ST${s - 2}`;
  return style === 0 ? `AY${ay2(y)}${t}` : `${ay2(y)}${t.toLowerCase()}`;
};
/** The many ways a semester is written in running text. */
function semText(y: number, s: number, k: number): string {
  const sn = s <= 2 ? String(s) : s === 3 ? 'ST I' : 'ST II';
  switch (k % 6) {
    case 0: return `${aySlash(y)} ${semName(s)}`;
    case 1: return `${semName(s)}, AY${y}/${y + 1}`;
    case 2: return `Sem ${sn} ${y}/${y + 1}`;
    case 3: return `AY${ay2(y)}${s <= 2 ? `S${s}` : `ST${s - 2}`}`;
    case 4: return `${ay(y)}-sem${s <= 2 ? s : `st${s - 2}`}`;
    default: return `${semName(s)} ${aySlash(y)}`;
  }
}

const SURNAMES = 'Tan Lim Lee Ng Ong Wong Goh Chua Chan Koh Teo Ang Yeo Tay Ho Low Toh Sim Chong Chia Seah Leong Foo Kwek Soh Heng Quek Lau'.split(' ');
const GIVEN = 'Wei Liang Boon Hock Siew Hoon Kian Mei Ling Jun Hao Yong Keng Chee Kok Beng Hwee Xin Yi Zhi Kai Ming Hui Shan Choon Seng Peng Leng'.split(' ');
const OTHERS = ['Ravi Chandran', 'Priya Raman', 'Suresh Kumar', 'Anand Subramaniam', 'Nur Aisyah Rahman', 'Ahmad Faizal Ismail', 'Olivier Blanc', 'Stefan Weber', 'Jonathan Marsh', 'Harish Menon', 'Divya Krishnan', 'Siti Nurhaliza Osman', 'Martin Hendricks', 'Elena Petrova', 'Kenji Watanabe', 'Yusuf Hamid', 'Rebecca Lambert', 'Arjun Pillai', 'Farah Aziz', 'Daniel Brennan'];
const AREAS = ['Algorithms and Theory', 'Artificial Intelligence', 'Computer Security', 'Database Systems', 'Media', 'Parallel and Distributed Computing', 'Programming Languages and Software Engineering', 'Networking and Systems', 'Information Systems', 'Analytics and Operations'];
const WORDS = 'the of and to in a for students module modules research data systems we will this on with be is as our are by you from learning project school software analysis network security model evaluation design users results approach programming semester week tutorial lecture lab assignment quiz midterm recitation singapore computing information students staff graduate undergraduate faculty online platform team support innovation industry'.split(' ');
const { words, para, chunk } = textKit(WORDS);
const TOPICS = 'Admin and Overview|Recursion|Higher-Order Functions|Data Abstraction|Lists and Trees|Sorting|Searching|Hashing|Binary Search Trees|AVL Trees|Heaps|Union-Find|Graph Traversal|Shortest Paths|Minimum Spanning Trees|Dynamic Programming|Greedy Algorithms|Processes|Threads and Synchronisation|Scheduling|Memory Management|Virtual Memory|File Systems|Transport Layer|Routing|Link Layer|Cryptography Basics|Authentication|Web Security|Relational Algebra|SQL|Normalisation|Transactions|Indexing|Query Processing|Search and Heuristics|Constraint Satisfaction|Bayesian Networks|Linear Models|Neural Networks|Convolutional Networks|Unsupervised Learning|Requirements|Design Patterns|Testing|Refactoring|Microservices|Parsing|Type Checking|Code Generation|Recap and Revision'.split('|');
/** Modules: code | title | semesters (1, 2, 3 = Special Term I). */
const MODLIST = `CS1010|Programming Methodology|12|CS1010S|Programming Methodology|123|CS1101S|Programming Methodology|1|CS1231S|Discrete Structures|12|CS2030|Programming Methodology II|123|CS2040S|Data Structures and Algorithms|123|CS2100|Computer Organisation|12|CS2102|Database Systems|12|CS2103T|Software Engineering|12|CS2104|Programming Language Concepts|2|CS2105|Introduction to Computer Networks|12|CS2106|Introduction to Operating Systems|12|CS2107|Introduction to Information Security|12|CS2108|Introduction to Media Computing|2|CS2113T|Software Engineering & Object-Oriented Programming|12|CS3103|Computer Networks Practice|1|CS3210|Parallel Computing|1|CS3216|Software Product Engineering for Digital Markets|1|CS3217|Software Engineering on Modern Application Platforms|2|CS3219|Software Engineering Principles and Patterns|1|CS3223|Database Systems Implementation|2|CS3230|Design and Analysis of Algorithms|12|CS3233|Competitive Programming|2|CS3234|Logic for Proofs and Programs|1|CS3235|Computer Security|1|CS3243|Introduction to Artificial Intelligence|12|CS3244|Machine Learning|12|CS3245|Information Retrieval|2|CS3247|Game Development|2|CS3281|Thematic Systems Project I|1|CS4211|Formal Methods for Software Engineering|1|CS4212|Compiler Design|1|CS4215|Programming Language Implementation|2|CS4223|Multi-core Architectures|1|CS4225|Big Data Systems for Data Science|2|CS4226|Internet Architecture|2|CS4231|Parallel and Distributed Algorithms|1|CS4234|Optimisation Algorithms|1|CS4236|Cryptography Theory and Practice|1|CS4243|Computer Vision and Pattern Recognition|1|CS4246|AI Planning and Decision Making|1|CS4248|Natural Language Processing|12|CS4249|Phenomena and Theories of Human-Computer Interaction|2|CS4269|Fundamentals of Logic in Computer Science|2|CS5214|Design of Optimising Compilers|2|CS5219|Automated Software Validation|2|CS5223|Distributed Systems|2|CS5228|Knowledge Discovery and Data Mining|2|CS5229|Advanced Computer Networks|1|CS5234|Combinatorial and Graph Algorithms|2|CS5237|Computational Geometry and Applications|1|CS5242|Neural Networks and Deep Learning|12|CS5246|Text Processing on the Web|2|CS5260|Neural Networks and Deep Learning II|2|CS5321|Network Security|2|CS5339|Theory and Algorithms for Machine Learning|2|CS5340|Uncertainty Modelling in AI|1|CS6203|Advanced Topics in Database Systems|1|CS6216|Advanced Topics in Software Engineering|2|CS6280|Advanced Topics in Computer Vision|1|IS1103|Ethics in Computing|12|IS2101|Business and Technical Communication|12|IS2102|Enterprise Systems Architecture and Design|2|IS3103|Information Systems Leadership and Communication|12|IS3106|Enterprise Systems Interface Design and Development|1|IS3150|Digital and New Media Marketing|2|IS4100|IT Project Management|12|IS4228|Information Technologies in Financial Services|2|IS4302|Blockchain and Distributed Ledger Technologies|2|BT2101|Decision Making Methods and Tools|1|BT3102|Computational Methods for Business Analytics|2|BT4222|Mining Web Data for Business Insights|2|CP2106|Independent Software Development Project (Orbital)|3|CP3108A|Independent Work|12|CP3200|Student Internship Programme|2|CP3209|Undergraduate Research in Computing I|12|CP3880|Advanced Technology Attachment Programme|12|CP4101|B.Comp. Dissertation|12`.split('|');
const RENAMED: Record<string, [string, number]> = { CS2040S: ['CS2040', 2019], CS1231S: ['CS1231', 2018], CS2113T: ['CS2113', 2017] };
const NEWMODS: Record<string, number> = { CS2030: 2017, IS4302: 2018, CS5260: 2018, CS4225: 2017, BT2101: 2015, BT3102: 2016, BT4222: 2016, CS3281: 2016, CS1010S: 2014, IS1103: 2015 };
const PROGRAMMES = [
  ['bcomp-computer-science', 'Bachelor of Computing (Computer Science)'],
  ['bcomp-information-systems', 'Bachelor of Computing (Information Systems)'],
  ['bcomp-information-security', 'Bachelor of Computing (Information Security)'],
  ['bsc-business-analytics', 'Bachelor of Science (Business Analytics)'],
  ['bcomp-computer-engineering', 'Bachelor of Engineering (Computer Engineering)'],
  ['mcomp-computer-science', 'Master of Computing (Computer Science)'],
  ['mcomp-infosec', 'Master of Computing (Infocomm Security)'],
  ['msc-business-analytics', 'Master of Science in Business Analytics'],
] as const;
const NEWS_TAGS = ['research', 'awards', 'students', 'alumni', 'industry', 'outreach', 'faculty', 'hackathon', 'ai', 'security', 'startups', 'exchange'];
const PARTNERS = [
  ['ethz', 'ETH Zurich', 'Switzerland', 'www.ethz.ch'], ['kth', 'KTH Royal Institute of Technology', 'Sweden', 'www.kth.se'], ['uiuc', 'University of Illinois Urbana-Champaign', 'USA', 'illinois.edu'],
  ['toronto', 'University of Toronto', 'Canada', 'www.utoronto.ca'], ['edinburgh', 'University of Edinburgh', 'UK', 'www.ed.ac.uk'], ['unsw', 'UNSW Sydney', 'Australia', 'www.unsw.edu.au'],
  ['tum', 'Technical University of Munich', 'Germany', 'www.tum.de'], ['kaist', 'KAIST', 'South Korea', 'www.kaist.ac.kr'], ['tokyotech', 'Tokyo Institute of Technology', 'Japan', 'www.titech.ac.jp'],
  ['epfl', 'EPFL', 'Switzerland', 'www.epfl.ch'], ['ucla', 'University of California, Los Angeles', 'USA', 'www.ucla.edu'], ['hku', 'University of Hong Kong', 'Hong Kong', 'www.hku.hk'],
  ['tsinghua', 'Tsinghua University', 'China', 'www.tsinghua.edu.cn'], ['dtu', 'Technical University of Denmark', 'Denmark', 'www.dtu.dk'], ['waterloo', 'University of Waterloo', 'Canada', 'uwaterloo.ca'],
] as const;

/** 30–100 KB of inline state (a Sitefinity menu model, a Rails/Next preloaded store) — varies in size by URL. */
function padding(kind: string, url: string, varName = 'window.__INITIAL_STATE__'): string {
  const kb = 30 + (hash(`pad${url}`) % 71);
  const c = chunk(kind);
  return `<script>${varName}={"route":${JSON.stringify(url)},"build":"${hex(kind, 12)}","items":[${`${c},`.repeat(Math.ceil((kb * 1024) / (c.length + 1)))}{}]};</script>`;
}
/** ASP.NET WebForms hidden state: base64-looking, 30–80 KB. */
function viewState(url: string): string {
  const c = Buffer.from(chunk('viewstate')).toString('base64');
  const kb = 30 + (hash(`vs${url}`) % 51);
  return `<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUK${hex(url, 10)}${c.repeat(Math.ceil((kb * 1024) / c.length))}" /><input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="${hex(url, 8).toUpperCase()}" /><input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="/wEdAA${hex(`ev${url}`, 40)}" />`;
}

export class ModernWebH {
  readonly seed = `${WWW}/`;
  readonly www = WWW;
  /**
   * The www host's robots.txt: Sitefinity's (an ASP.NET CMS), not the Drupal default the harness writes for other
   * layouts — whose `Disallow: /modules/` (Drupal's code directory) would wall off this site's module pages.
   */
  readonly robots = `User-agent: *
Crawl-delay: 10
Disallow: /aspnet_client/
Disallow: /bin/
Disallow: /App_Data/
Disallow: /Sitefinity/
Disallow: /search/
Disallow: /login.aspx
`;
  readonly courseHomes = new Set<string>();
  readonly staff: Staff[] = [];
  readonly mods: Mod[] = [];
  readonly offs: Off[] = [];
  private readonly offByHome = new Map<string, Off>();
  private readonly modByCode = new Map<string, Mod>();
  private readonly staffByUser = new Map<string, Staff>();
  private readonly staffBySlug = new Map<string, Staff>();
  private readonly staffByPid = new Map<number, Staff>();
  private readonly offByCm = new Map<number, Off>();
  private readonly offByPagesHost = new Map<string, Off>();
  private readonly offBySite = new Map<string, Off>();

  constructor() {
    const r = rng(hash('eastport-soc-2020-h'));
    const usedUser = new Set<string>();
    for (let i = 0; i < 64; i++) {
      let name: string, user: string;
      do {
        if (r() < 0.7) {
          const sur = pick(r, SURNAMES), g1 = pick(r, GIVEN), g2 = pick(r, GIVEN);
          name = `${sur} ${g1} ${g2}`;
          user = `${sur}${g1[0]}${g2[0]}`.toLowerCase();
        } else {
          name = pick(r, OTHERS);
          const [f, ...rest] = name.split(' ');
          user = r() < 0.5 ? `${f}${rest.at(-1)![0]}`.toLowerCase() : `${f[0]}${rest.at(-1)}`.toLowerCase();
        }
      } while (usedUser.has(user) || this.staff.some((s) => s.name === name));
      usedUser.add(user);
      const x = r();
      const area = pick(r, AREAS);
      const s: Staff = {
        name, user, slug: slugify(name), pid: 10000 + (hash(name) % 89000), area,
        title: pick(r, ['Associate Professor', 'Assistant Professor', 'Senior Lecturer', 'Lecturer', 'Professor', 'Associate Professor', 'Instructor']),
        dept: /Information Systems|Analytics/.test(area) ? 'is' : 'cs',
        style: x < 0.22 ? 'none' : x < 0.62 ? 'dir' : 'flat',
      };
      this.staff.push(s);
      this.staffByUser.set(user, s);
      this.staffBySlug.set(s.slug, s);
      this.staffByPid.set(s.pid, s);
    }
    const withPage = this.staff.filter((s) => s.style !== 'none');
    for (let i = 0; i < MODLIST.length; i += 3) {
      const code = MODLIST[i], title = MODLIST[i + 1];
      const sems = MODLIST[i + 2].split('').map(Number);
      const x = r(), xo = r();
      let recent: Fam = x < 0.24 ? 'aspx' : x < 0.42 ? 'cls' : x < 0.58 ? 'pages' : x < 0.7 ? 'cm' : x < 0.84 ? 'staff' : x < 0.91 ? 'gsites' : 'none';
      const older: Fam = xo < 0.38 ? 'aspx' : xo < 0.68 ? 'cls' : xo < 0.9 ? 'staff' : 'none';
      if (code.startsWith('CP3880') || code === 'CP3200') recent = 'none';
      const ren = RENAMED[code];
      const m: Mod = {
        code, title, sems, oldCode: ren ? ren[0] : null, renamed: ren ? ren[1] : 0, mc: code === 'CP4101' ? 12 : code.startsWith('CP3880') ? 12 : 4,
        from: NEWMODS[code] ?? (r() < 0.62 ? OLDEST : int(r, 2014, 2016)), older, recent,
        switchYear: recent === older ? 2100 : int(r, 2015, 2018), clsStyle: r() < 0.6 ? 0 : 1, theme: int(r, 0, 2),
        lead: pick(r, recent === 'staff' || older === 'staff' ? withPage : this.staff), offs: [],
      };
      this.mods.push(m);
      this.modByCode.set(code, m);
      if (m.oldCode) this.modByCode.set(m.oldCode, m);
      let lead = m.lead;
      for (let y = m.from; y <= NOW_Y; y++) {
        for (const s of sems) {
          const key = y * 10 + s;
          if (key > NOW_KEY) continue;
          if (r() < 0.15) lead = pick(r, withPage);
          let fam: Fam = y >= m.switchYear ? recent : older;
          if ((fam === 'pages' && y < 2016) || (fam === 'cm' && y < 2015) || (fam === 'gsites' && y < 2017)) fam = older;
          if (s === 3 && fam === 'aspx') fam = 'cls';
          if (fam === 'staff' && lead.style === 'none') lead = pick(r, withPage);
          const keep = y >= NOW_Y ? 0.97 : y === 2018 ? 0.85 : y === 2017 ? 0.62 : y === 2016 ? 0.45 : y === 2015 ? 0.34 : 0.24;
          const o: Off = { m, y, s, key, fam, home: fam !== 'none' && r() < keep ? 'x' : null, lead, cm: 0 };
          m.offs.push(o);
          this.offs.push(o);
        }
      }
    }
    // Coursemology ids grow with time; a course was opened for about half of the offerings since 2015.
    const byTime = [...this.offs].sort((p, q) => p.key - q.key || (hash(p.m.code) % 997) - (hash(q.m.code) % 997));
    let id = 980;
    for (const o of byTime) {
      if (o.y < 2015) continue;
      id += 1 + (hash(`${o.m.code}${o.key}`) % 4);
      if (o.fam === 'cm' || r() < 0.5) (o.cm = id), this.offByCm.set(id, o);
    }
    for (const o of this.offs) if (o.home) o.home = this.homeUrl(o);
    // Staff 'dir' pages: the latest offering of a module by its lecturer sits at teaching/<code>/ itself.
    const latest = new Map<string, Off>();
    for (const o of this.offs) if (o.home && o.fam === 'staff' && o.lead.style === 'dir') latest.set(`${o.lead.user}/${o.m.code}`, o);
    for (const o of latest.values()) o.home = `${WWW}/~${o.lead.user}/teaching/${this.codeAt(o.m, o.y).toLowerCase()}/`;
    for (const o of this.offs) {
      if (!o.home) continue;
      this.courseHomes.add(o.home);
      this.offByHome.set(o.home, o);
      if (o.fam === 'pages') this.offByPagesHost.set(new URL(o.home).host, o);
      if (o.fam === 'gsites') this.offBySite.set(this.siteSlug(o), o);
    }
  }

  private codeAt(m: Mod, y: number): string {
    return m.oldCode && y < m.renamed ? m.oldCode : m.code;
  }
  private siteSlug(o: Off): string {
    return `${this.codeAt(o.m, o.y).toLowerCase()}-ay${ay2(o.y)}${o.s <= 2 ? `s${o.s}` : `st${o.s - 2}`}`;
  }
  private aspxUrl(code: string, y: number, s: number): string {
    return `${WWW}/modules/Module.aspx?code=${code}&acadYear=${ay(y)}&sem=${s}`;
  }
  private homeUrl(o: Off): string {
    const { m, y, s } = o;
    const code = this.codeAt(m, y);
    const lc = code.toLowerCase();
    switch (o.fam) {
      case 'aspx': return this.aspxUrl(code, y, s);
      case 'cls': return `${WWW}/~${lc}/${clsSem(y, s, m.clsStyle)}/`;
      case 'pages': return `https://${this.siteSlug(o)}${PAGES_SUFFIX}/`;
      case 'cm': return `${CM}/courses/${o.cm}`;
      case 'gsites': return `${SITES}/view/${this.siteSlug(o)}/home`;
      default: {
        const u = o.lead.user;
        if (o.lead.style === 'dir') return `${WWW}/~${u}/teaching/${lc}/${ay(y)}-${s <= 2 ? `sem${s}` : `st${s - 2}`}/`;
        return `${WWW}/~${u}/${code}-${ay2(y)}${m.sems.length > 1 ? `s${s}` : ''}.html`;
      }
    }
  }
  private catUrl(m: Mod): string {
    return `${MODS}/modules/${m.code}/${slugify(m.title)}`;
  }
  /** Where a hub points for an offering: its home, else its catalogue entry. */
  private offLink(o: Off): string {
    return o.home ?? this.catUrl(o.m);
  }
  private offsAt(key: number): Off[] {
    return this.offs.filter((o) => o.key === key);
  }
  private taughtBy(s: Staff): Off[] {
    return this.offs.filter((o) => o.lead === s);
  }
  /** "Other semesters" — every sibling offering with a page, newest first. */
  private otherSems(o: Off, k = 0): string {
    const sib = o.m.offs.filter((x) => x !== o && x.home).reverse();
    if (!sib.length) return '';
    return `<div class="other-sems"><h3>Other semesters</h3><ul>${sib.map((x) => li(x.home!, `${this.codeAt(x.m, x.y)} ${semText(x.y, x.s, k + x.s)}`)).join('')}</ul></div>`;
  }
  private weeks(o: Off): string[] {
    const r = rng(hash(`wk${o.m.code}${o.key}`));
    const start = hash(o.m.code) % (TOPICS.length - 14);
    return Array.from({ length: 13 }, (_, i) => (i === 0 ? TOPICS[0] : i === 12 ? 'Recap and Revision' : r() < 0.8 ? TOPICS[start + i] : pick(r, TOPICS)));
  }

  // ================================================================ dispatch
  respond(url: string): Resp {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return { status: 400, body: 'Bad Request' };
    }
    if (u.protocol === 'http:') return moved(url.replace(/^http:/, 'https:'));
    if (u.protocol !== 'https:' || !(u.hostname === D || u.hostname.endsWith(`.${D}`))) return this.notFound(u.origin);
    const origin = u.origin, p = u.pathname, q = u.searchParams;
    const last = p.slice(p.lastIndexOf('/') + 1);
    const slashHost = origin === WWW || origin === SITES || origin === UNI || (origin.endsWith(PAGES_SUFFIX) && this.pagesTheme(u.host) === 1);
    if (slashHost && !p.endsWith('/') && !last.includes('.') && !(origin === SITES && /^\/view\/[^/]+\/[^/]+$/.test(p))) return moved(`${origin}${p}/${u.search}`);
    const r = rng(hash(url));
    if (origin.endsWith(PAGES_SUFFIX)) return this.pages_(u, p, r);
    switch (origin) {
      case WWW: return this.www_(u, p, q, r);
      case CM: return this.cm_(u, p, q, r);
      case SITES: return this.sites_(u, p, r);
      case MODS: return this.mods_(u, p, q, r);
      case FORUM: return this.forum_(u, p, q, r);
      case UNI: return this.uni_(u, p, q, r);
      case GRO: return this.gro_(u, p, q, r);
      case LIB: return this.lib_(u, p, q, r);
      case OPAC: return this.opac_(u, p, q, r);
      case PAN: return this.pan_(u, p, q, r);
      case SSO: return this.sso_(u, p, r);
      case RES: return this.res_(u, p, q, r);
      case WIKI: return this.wiki_(u, p, q, r);
      case GAL: return this.gal_(u, p, q, r);
      case MIRROR: return this.mirror_(u, p, q, r);
      case GIT: return this.git_(u, p, q, r);
      case JIRA: return this.jira_(u, p, q, r);
      default: return this.notFound(origin);
    }
  }

  private notFound(origin: string, body?: string): Resp {
    return { status: 404, type: 'text/html; charset=utf-8', body: body ?? `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.41 (Ubuntu) Server at ${origin.replace('https://', '')} Port 443</address></body></html>` };
  }
  private serverError(): Resp {
    return { status: 500, type: 'text/html; charset=utf-8', body: `<html><head><title>Runtime Error</title></head><body bgcolor="white"><span><h1>Server Error in '/' Application.<hr width=100% size=1 color=silver></h1><h2><i>Runtime Error</i></h2></span><p><b>Description:</b> An application error occurred on the server. The current custom error settings for this application prevent the details of the application error from being viewed remotely (for security reasons).</p></body></html>` };
  }

  // ================================================================ the School site: shells
  private static readonly MENU: [string, [string, string][]][] = [
    ['About', [['/about/', 'About SoC'], ['/about/dean-message/', "Dean's message"], ['/about/history/', 'History'], ['/about/facilities/', 'Facilities'], ['/about/careers/', 'Careers at SoC'], ['/about/contact/', 'Contact us'], ['/about/annual-reports/', 'Annual reports']]],
    ['People', [['/people/', 'Directory'], ['/people/?role=faculty', 'Faculty'], ['/people/?role=research-staff', 'Research staff'], ['/people/?role=admin', 'Professional staff'], ['/people/?role=phd', 'PhD students']]],
    ['Research', [['/research/', 'Research at SoC'], ...AREAS.map((x): [string, string] => [`/research/areas/${slugify(x)}/`, x]), [`${RES}/publications`, 'Publications'], ['/research/labs/', 'Labs and centres'], ['/research/seminars/', 'Seminars']]],
    ['News & Events', [['/news/', 'News'], ...NEWS_TAGS.slice(0, 6).map((t): [string, string] => [`/news/tag/${t}/`, `#${t}`]), ['/events/', 'Events'], ['/events/calendar/?month=2020-01&view=month', 'Calendar']]],
    ['Resources', [[`${WIKI}/doku.php?id=start`, 'SoC Systems wiki'], [`${GAL}/`, 'Photo gallery'], [`${GIT}/explore/projects`, 'SoC GitLab'], [`${JIRA}/secure/Dashboard.jspa`, 'IT help desk (Jira)'], [`${MIRROR}/`, 'Software mirror'], [`${PAN}/Panopto/Pages/Home.aspx`, 'Lecture recordings'], [`${OPAC}/`, 'Library search'], [`${FORUM}/`, 'Student forum']]],
    ['Education', [['/education/undergraduate/', 'Undergraduate'], ['/education/graduate/', 'Graduate'], ['/education/programmes/', 'Degree programmes'], ['/education/modules/', 'Modules offered'], [`${MODS}/`, 'Module catalogue'], [`${CM}/courses`, 'Coursemology'], ['/education/exam-timetable/', 'Examination timetable'], ['/education/exchange/', 'Student exchange'], ['/education/tutor-recruitment/', 'Teaching assistantships'], [`${LIB}/examPapers/`, 'Past-year papers']]],
  ];
  /** The School's Sitefinity template: utility bar, mega-menu, breadcrumb, long footer, 30–100 KB of menu state. */
  private cms(url: string, title: string, crumbs: [string, string][], main: string, side = ''): string {
    const abs = (h: string) => (h.startsWith('http') ? h : WWW + h);
    const mega = ModernWebH.MENU.map(([h, ls]) => `<li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="#" data-toggle="dropdown">${h}</a><div class="dropdown-menu mega"><ul>${ls.map(([p, t]) => li(abs(p), t)).join('')}</ul></div></li>`).join('\n');
    const bc = [['/', 'Home'], ...crumbs].map(([p, t]) => `<li class="breadcrumb-item">${p ? a(abs(p), t) : esc(t)}</li>`).join('');
    return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="Generator" content="Sitefinity 11.2.6933.0 PE">
<title>${esc(title)} - NUE School of Computing</title><link href="${WWW}/ResourcePackages/SoC/assets/dist/css/main.min.css" rel="stylesheet" type="text/css">
<script async src="https://www.googletagmanager.com/gtag/js?id=UA-48120344-1"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','UA-48120344-1');</script>
</head><body class="soc">
<div class="utility-bar"><ul>${li(`${UNI}/`, 'NUE')}${li(`${UNI}/libraries/`, 'Libraries')}${li(`${CM}/`, 'Coursemology')}${li(`${UNI}/it/email/`, 'Webmail')}${li(SSO_LOGIN, 'Staff login')}</ul></div>
<header class="site-header"><a class="brand" href="${WWW}/"><img src="${WWW}/images/default-source/logos/soc-logo.png" alt="NUE Computing"></a>
<form class="search" action="${WWW}/search/" method="get"><input name="q" type="search" placeholder="Search SoC"><button>Search</button></form></header>
<nav class="navbar navbar-expand-lg"><ul class="navbar-nav">
${mega}
</ul></nav>
<nav aria-label="breadcrumb"><ol class="breadcrumb">${bc}</ol></nav>
<div class="container"><div class="row"><main class="col-md-9" id="main"><h1>${esc(title)}</h1>
${main}
</main>${side ? `<aside class="col-md-3 sidebar">${side}</aside>` : ''}</div></div>
<footer class="site-footer"><div class="row">
<div class="col"><h4>School of Computing</h4><p>COM1, 13 Computing Drive<br>National University of Eastport<br>Singapore 117417<br>Tel: (65) 6516 2727</p></div>
<div class="col"><h4>Quick links</h4><ul>${li(`${WWW}/about/contact/`, 'Contact')}${li(`${WWW}/about/careers/`, 'Careers')}${li(`${WWW}/education/modules/`, 'Modules')}${li(`${WWW}/news/`, 'News')}${li(`${WWW}/events/`, 'Events')}${li(`${WWW}/sitemap/`, 'Sitemap')}</ul></div>
<div class="col"><h4>NUE</h4><ul>${li(`${UNI}/`, 'NUE home')}${li(`${UNI}/admissions/`, 'Admissions')}${li(`${UNI}/registrar/`, 'Registrar')}${li(`${UNI}/libraries/`, 'Libraries')}${li(`${GRO}/`, 'Global Relations Office')}</ul></div>
<div class="col"><h4>Legal</h4><ul>${li(`${UNI}/legal/privacy/`, 'Privacy')}${li(`${UNI}/legal/terms-of-use/`, 'Terms of use')}${li(`${UNI}/legal/accessibility/`, 'Accessibility')}${li(`${UNI}/legal/report-vulnerability/`, 'Report vulnerability')}</ul></div>
<div class="col"><h4>Follow us</h4><ul><li><a href="https://www.facebook.com/NUEComputing">Facebook</a></li><li><a href="https://twitter.com/NUEComputing">Twitter</a></li><li><a href="https://www.linkedin.com/school/nue-computing/">LinkedIn</a></li><li><a href="https://www.youtube.com/c/NUEComputing">YouTube</a></li><li><a href="https://www.instagram.com/nuecomputing/">Instagram</a></li></ul></div>
</div><p class="copyright">Copyright © 2020 National University of Eastport. All Rights Reserved.</p></footer>
${padding('sitefinity', url, 'window.SF_MENU_MODEL')}
<script src="${WWW}/ResourcePackages/SoC/assets/dist/js/main.min.js"></script>
</body></html>`;
  }
  private side(items: [string, string][]): string {
    return `<nav class="side-nav"><h4>In this section</h4><ul>${items.map(([h, t]) => li(h.startsWith('http') ? h : WWW + h, t)).join('')}</ul></nav>`;
  }
  private page(url: string, title: string, crumbs: [string, string][], r: R, links: [string, string][] = [], side: [string, string][] = []): Resp {
    const body = `${para(r, 4)}${links.length ? `<ul class="link-list">${links.map(([h, t]) => li(h.startsWith('http') ? h : WWW + h, t)).join('')}</ul>` : ''}${para(r, 3)}`;
    return html(this.cms(url, title, crumbs, body, side.length ? this.side(side) : ''));
  }
  /** The ASP.NET WebForms template of /modules/*.aspx: a slimmer header, a postback form and its view state. */
  private aspx(url: string, title: string, main: string, canonical?: string): string {
    return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)}</title>${canonical ? `<link rel="canonical" href="${esc(canonical)}" />` : ''}
<link href="${WWW}/modules/App_Themes/SoC/modules.css" rel="stylesheet" type="text/css" /></head>
<body><form method="post" action="${esc((canonical ?? url).replace(WWW + '/modules/', './'))}" id="form1">
<div class="aspNetHidden">${viewState(canonical ?? url)}</div>
<div id="header"><a href="${WWW}/"><img src="${WWW}/modules/App_Themes/SoC/logo.gif" alt="School of Computing" /></a>
<ul id="topnav">${li(`${WWW}/`, 'SoC Home')}${li(`${WWW}/education/modules/`, 'Modules')}${li(`${WWW}/modules/ModuleList.aspx?acadYear=${ay(NOW_Y)}&sem=2`, 'Modules this semester')}${li(`${MODS}/`, 'Module catalogue')}${li(`${WWW}/education/exam-timetable/`, 'Exam timetable')}${li(`${CM}/`, 'Coursemology')}${li(`${PAN}/Panopto/Pages/Home.aspx`, 'Webcasts')}${li(`${WWW}/people/`, 'Staff')}</ul></div>
<div id="content"><h1>${esc(title)}</h1>
${main}
</div><div id="footer">© National University of Eastport · School of Computing · ${a(`${UNI}/legal/privacy/`, 'Privacy')} · ${a(`${UNI}/legal/terms-of-use/`, 'Terms of Use')}</div>
<script type="text/javascript">//<![CDATA[
var theForm = document.forms['form1'];function __doPostBack(eventTarget, eventArgument) {if (!theForm.onsubmit || (theForm.onsubmit() != false)) {theForm.__EVENTTARGET.value = eventTarget;theForm.__EVENTARGUMENT.value = eventArgument;theForm.submit();}}
//]]></script></form></body></html>`;
  }

  // ================================================================ the School site: people, news, events, research
  private _others?: { name: string; slug: string; pid: number; role: string; area: string; dept: string }[];
  private others() {
    if (this._others) return this._others;
    const r = rng(hash('eastport-others'));
    const taken = new Set(this.staff.map((s) => s.slug));
    const out: { name: string; slug: string; pid: number; role: string; area: string; dept: string }[] = [];
    for (let i = 0; i < 280; i++) {
      const role = i < 70 ? 'research-staff' : i < 120 ? 'admin' : i < 135 ? 'adjunct' : 'phd';
      let name = '';
      do name = r() < 0.75 ? `${pick(r, SURNAMES)} ${pick(r, GIVEN)} ${pick(r, GIVEN)}` : `${pick(r, OTHERS).split(' ')[0]} ${pick(r, SURNAMES)}`;
      while (taken.has(slugify(name)));
      taken.add(slugify(name));
      const area = pick(r, AREAS);
      out.push({ name, slug: slugify(name), pid: 10000 + (hash(`o${name}`) % 89000), role, area, dept: /Information Systems|Analytics/.test(area) ? 'is' : 'cs' });
    }
    return (this._others = out);
  }
  private everyone() {
    return [...this.staff.map((s) => ({ name: s.name, slug: s.slug, pid: s.pid, role: 'faculty', area: s.area, dept: s.dept })), ...this.others()];
  }
  private newsItem(i: number): { title: string; path: string; date: string; tags: string[]; off: Off | null } {
    const r = rng(hash(`news-${i}`));
    const d = new Date(Date.UTC(2020, 0, 14) - i * 2.7 * 86400000);
    const cur = this.offs.filter((o) => o.home && o.y >= 2018);
    const off = r() < 0.22 ? pick(r, cur) : null;
    const title = off
      ? `${pick(r, ['Students showcase apps built in', 'Record turnout for the', 'Industry partners judge projects from', 'Best teaching award for', 'Hackathon winners from'])} ${this.codeAt(off.m, off.y)} ${off.m.title}`
      : `${pick(r, ['SoC researchers', 'NUE Computing team', 'PhD student', 'SoC alumni', 'Undergraduates', 'Professor', 'Eastport–Tsinghua consortium'])} ${pick(r, ['win best paper award at', 'receive NRF grant for', 'launch lab on', 'present work on', 'host workshop on', 'top global contest in'])} ${pick(r, ['explainable AI', 'smart nation sensing', 'blockchain for trade', 'programming education', 'cyber defence', 'healthcare data', 'autonomous vehicles', 'federated learning', 'quantum software'])}`;
    const tags = [pick(r, NEWS_TAGS), pick(r, NEWS_TAGS)].filter((t, k, arr) => arr.indexOf(t) === k);
    return { title, path: `/news/${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${slugify(title).slice(0, 70)}/`, date: d.toISOString().slice(0, 10), tags, off };
  }
  /** How a news item or newsletter links a home: utm-tagged or with reordered parameters for ASP.NET pages. */
  private variant(o: Off, k: number): string {
    const h = o.home!;
    if (o.fam !== 'aspx') return k % 3 === 0 ? `${h}${h.includes('?') ? '&' : '?'}utm_source=soc-news&utm_medium=web` : h;
    const code = this.codeAt(o.m, o.y);
    switch (k % 4) {
      case 0: return `${h}&utm_source=newsletter&utm_medium=email&utm_campaign=${ay2(o.y)}`;
      case 1: return `${WWW}/modules/Module.aspx?acadYear=${ay(o.y)}&sem=${o.s}&code=${code}`;
      case 2: return `${h}&lang=en`;
      default: return `${WWW}/modules/Module.aspx?sem=${o.s}&code=${code}&acadYear=${ay(o.y)}`;
    }
  }
  private home(url: string, r: R): Resp {
    const news = Array.from({ length: 10 }, (_, i) => this.newsItem(i));
    const main = `<section class="hero carousel">${[0, 1, 2].map((k) => `<div class="slide">${a(`${WWW}${news[k].path}`, news[k].title)}</div>`).join('')}</section>
<section class="news"><h2>Latest news</h2><ul>${news.map((n) => `<li>${a(WWW + n.path, n.title)} <time>${n.date}</time></li>`).join('')}</ul>${a(`${WWW}/news/`, 'More news')}</section>
<section class="events"><h2>Upcoming events</h2><ul>${this.eventsIn(2020, 1).slice(0, 6).map((e) => li(e.url, e.title)).join('')}</ul>${a(`${WWW}/events/calendar/?month=2020-01&view=month`, 'Events calendar')}</section>
<section class="highlights"><h2>Highlights</h2>${para(r, 2)}<ul>${li(`${WWW}/research/`, 'Research at SoC')}${li(`${WWW}/education/undergraduate/`, 'Undergraduate admissions 2020')}${li(`${WWW}/about/annual-reports/`, 'Annual report 2019')}</ul></section>
<section class="research-highlights"><h2>Recent publications</h2><ul>${Array.from({ length: 12 }, (_, i) => li(`${RES}/publications/${100 + ((i * 613) % 8000)}`, words(rng(100 + ((i * 613) % 8000)), 8))).join('')}</ul></section>
<section class="spotlight"><h2>People spotlight</h2><ul>${this.staff.filter((s) => hash(`spot${s.slug}`) % 6 === 0).map((s) => li(`${WWW}/people/${s.slug}/`, s.name)).join('')}</ul></section>
<section class="gallery-strip"><h2>Life at SoC</h2><ul>${[3, 17, 29, 41, 56, 70, 84].map((c) => li(`${GAL}/index.php?/category/${c}`, `Album ${c}`)).join('')}</ul></section>
<section class="seminars"><h2>Seminars this week</h2><ul>${Array.from({ length: 8 }, (_, k) => li(`${WWW}/research/seminars/${4000 - k}/`, words(rng(4000 - k), 6))).join('')}</ul></section>`;
    return html(this.cms(url, 'School of Computing', [], main));
  }
  private peopleDir(url: string, q: URLSearchParams): Resp {
    const role = q.get('role'), area = q.get('area'), dept = q.get('dept'), letter = q.get('letter'), page = Number(q.get('page') ?? 1);
    if (role && area && dept && letter && hash(url) % 8 === 0) return this.serverError();
    const all = this.everyone();
    const list = all.filter((x) => (!role || x.role === role) && (!area || slugify(x.area) === area) && (!dept || x.dept === dept) && (!letter || x.name[0] === letter)).sort((x, y) => x.name.localeCompare(y.name));
    const per = 20, pages = Math.max(1, Math.ceil(list.length / per));
    if (!(page >= 1 && page <= pages)) return this.notFound(WWW);
    const link = (k: string, v: string | null) => {
      const o: Record<string, string | null> = { role, area, dept, letter, [k]: v };
      const s = Object.entries(o).filter(([, x]) => x).map(([x, y]) => `${x}=${encodeURIComponent(y!)}`).join('&');
      return `${WWW}/people/${s ? `?${s}` : ''}`;
    };
    const filters = `<div class="filters"><p>Role: ${['faculty', 'research-staff', 'admin', 'adjunct', 'phd'].map((x) => a(link('role', x), x)).join(' ')}</p><p>Department: ${a(link('dept', 'cs'), 'Computer Science')} ${a(link('dept', 'is'), 'Information Systems and Analytics')}</p><p>Area: ${AREAS.map((x) => a(link('area', slugify(x)), x)).join(' · ')}</p><p>${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => a(link('letter', c), c)).join(' ')}</p></div>`;
    const rows = list.slice((page - 1) * per, page * per).map((x) => `<li class="person">${a(`${WWW}/people/${x.slug}/`, x.name)} <span>${x.role.replace('-', ' ')} · ${esc(x.area)}</span></li>`);
    const pager = pages > 1 ? `<nav class="pager">${Array.from({ length: pages }, (_, i) => a(`${link('page', String(i + 1))}`, String(i + 1))).join(' ')}</nav>` : '';
    return html(this.cms(url, 'People', [['/people/', 'People']], `${filters}<ul class="people">${rows.join('') || '<li>No results.</li>'}</ul>${pager}`));
  }
  /** A profile, under /people/profile/<pid> and its slug twin /people/<slug>/ (same page). */
  private profile(url: string, key: string, r0: R): Resp {
    const s = /^\d+$/.test(key) ? this.staffByPid.get(Number(key)) : this.staffBySlug.get(key);
    const canon = s ? `${WWW}/people/${s.slug}/` : '';
    const r = s ? rng(hash(canon)) : r0;
    if (!s) {
      const o = this.others().find((x) => (/^\d+$/.test(key) ? String(x.pid) === key : x.slug === key));
      if (!o) return this.notFound(WWW);
      const rr = rng(hash(`${WWW}/people/${o.slug}/`));
      return this.page(`${WWW}/people/${o.slug}/`, o.name, [['/people/', 'People'], ['', o.name]], rr, [[`/research/areas/${slugify(o.area)}/`, o.area], [`${RES}/publications?author=${o.slug}`, 'Publications'], [`/people/?role=${o.role}`, `All ${o.role.replace('-', ' ')}`]]);
    }
    const cur = this.taughtBy(s).filter((o) => o.y === NOW_Y);
    const teach = cur.map((o, k) => `<li>${semText(o.y, o.s, 0)}: ${o.home ? a(k % 2 ? this.variant(o, 1) : o.home, `${this.codeAt(o.m, o.y)} ${o.m.title}`) : `${this.codeAt(o.m, o.y)} ${esc(o.m.title)}`}</li>`).join('');
    const main = `<div class="profile"><img src="${WWW}/images/default-source/staff/${s.user}.jpg" alt=""><p class="designation">${esc(s.title)}, Department of ${s.dept === 'cs' ? 'Computer Science' : 'Information Systems and Analytics'}</p><p>Office: COM${int(r, 1, 3)}-${pad(int(r, 1, 3))}-${pad(int(r, 1, 40))} · Email: ${s.user}@comp.${D}${s.style !== 'none' ? ` · ${a(`${WWW}/~${s.user}/`, 'Personal homepage')}` : ''}</p>
<h2>Biography</h2>${para(r, 3)}<h2>Research areas</h2><p>${a(`${WWW}/research/areas/${slugify(s.area)}/`, s.area)}</p><h2>Teaching (${aySlash(NOW_Y)})</h2><ul>${teach || '<li>On sabbatical leave.</li>'}</ul>
<h2>Selected publications</h2><ul>${Array.from({ length: 5 }, (_, i) => li(`${RES}/publications/${(hash(s.slug) % 8000) + 100 + i * 13}`, `${words(r, 7)} (${2019 - i})`)).join('')}</ul>${a(`${RES}/publications?author=${s.slug}`, 'All publications')}</div>`;
    return html(this.cms(canon, s.name, [['/people/', 'People'], ['', s.name]], main));
  }
  private eventsIn(y: number, mo: number): { url: string; title: string; day: number }[] {
    const mi = (y - 2000) * 12 + mo;
    const n = y >= 2012 && (y < 2020 || (y === 2020 && mo <= 6)) ? hash(`ev${mi}`) % 7 : 0;
    return Array.from({ length: n }, (_, k) => {
      const r = rng(hash(`ev${mi}-${k}`));
      const title = `${pick(r, ['Seminar', 'Distinguished Speaker Series', 'SoC Open House', 'Career Talk', 'PhD Oral Defence', 'Hackathon', 'Workshop'])}: ${words(r, 4)}`;
      return { url: `${WWW}/events/${mi * 10 + k}/${slugify(title).slice(0, 50)}/`, title, day: 1 + (hash(`d${mi}${k}`) % 28) };
    });
  }
  private calendar(url: string, q: URLSearchParams): Resp {
    const month = q.get('month') ?? '2020-01', view = q.get('view') ?? 'month', date = q.get('date');
    const mm = month.match(/^(\d{4})-(\d\d)$/);
    if (!mm || !['month', 'week', 'day', 'list'].includes(view)) return this.notFound(WWW);
    const y = Number(mm[1]), mo = Number(mm[2]);
    if (y < 1970 || y > 2099 || mo < 1 || mo > 12) return this.notFound(WWW);
    const ym = (yy: number, mm2: number) => { const d = new Date(Date.UTC(yy, mm2 - 1, 1)); return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`; };
    const cal = (m2: string, v: string, dt?: string) => `${WWW}/events/calendar/?month=${m2}&view=${v}${dt ? `&date=${dt}` : ''}`;
    const evs = this.eventsIn(y, mo);
    let body = `<nav class="cal-nav">${a(cal(ym(y, mo - 1), view), '‹ Prev')} ${a(cal(ym(y, mo + 1), view), 'Next ›')} ${['month', 'week', 'day', 'list'].map((v) => a(cal(month, v), v)).join(' ')}</nav>`;
    if (view === 'month') body += `<table class="cal">${Array.from({ length: 28 }, (_, d) => `<td>${a(cal(month, 'day', `${month}-${pad(d + 1)}`), String(d + 1))}${evs.filter((e) => e.day === d + 1).map((e) => a(e.url, e.title)).join('')}</td>`).join('')}</table>`;
    else if (view === 'week') {
      const d0 = Number(date?.slice(8) ?? 1);
      body += `<p>${a(cal(month, 'week', `${month}-${pad(Math.max(1, d0 - 7))}`), '‹ Previous week')} ${a(cal(d0 + 7 > 28 ? ym(y, mo + 1) : month, 'week', d0 + 7 > 28 ? `${ym(y, mo + 1)}-01` : `${month}-${pad(d0 + 7)}`), 'Next week ›')}</p><ul>${evs.filter((e) => e.day >= d0 && e.day < d0 + 7).map((e) => li(e.url, e.title)).join('') || '<li>No events this week.</li>'}</ul>`;
    } else body += `<ul>${evs.map((e) => li(e.url, `${month}-${pad(e.day)} ${e.title}`)).join('') || '<li>No events.</li>'}</ul>`;
    return html(this.cms(url, `Events calendar – ${month}`, [['/events/', 'Events'], ['', 'Calendar']], body));
  }
  private newsList(url: string, tag: string | undefined, page: number, r: R): Resp {
    const last = tag ? 12 : 58;
    if (!(page >= 1 && page <= last)) return this.notFound(WWW);
    const items = Array.from({ length: 12 }, (_, k) => this.newsItem(tag ? ((page - 1) * 12 + k) * 4 + (hash(tag) % 4) : (page - 1) * 12 + k));
    const base = tag ? `${WWW}/news/tag/${tag}/` : `${WWW}/news/`;
    const pager = [1, page - 2, page - 1, page + 1, page + 2, last].filter((k, i, arr) => k >= 1 && k <= last && k !== page && arr.indexOf(k) === i).map((k) => a(`${base}?page=${k}`, String(k))).join(' ');
    const main = `${items.map((it) => `<article class="news-teaser"><h3>${a(WWW + it.path, it.title)}</h3><time>${it.date}</time><p>${words(r, 22)}…</p><p>${it.tags.map((t) => a(`${WWW}/news/tag/${t}/`, `#${t}`)).join(' ')}</p></article>`).join('\n')}<nav class="pager">${pager}</nav>`;
    return html(this.cms(url, tag ? `News: #${tag}` : 'News', [['/news/', 'News']], main, this.side([...NEWS_TAGS.map((t): [string, string] => [`/news/tag/${t}/`, `#${t}`]), ...[2019, 2018, 2017, 2016].map((y): [string, string] => [`/news/archive/${y}/`, `${y}`])])));
  }
  private _newsByPath?: Map<string, number>;
  private newsIndex(path: string): number | undefined {
    if (!this._newsByPath) {
      this._newsByPath = new Map();
      for (let i = 0; i < 700; i++) this._newsByPath.set(this.newsItem(i).path, i);
    }
    return this._newsByPath.get(path);
  }

  private www_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const url = u.href;
    if (p === '/') return this.home(url, r);
    let m: RegExpMatchArray | null;
    if (p.startsWith('/~')) return this.tilde(u, p, r);
    if (p.startsWith('/modules/')) return this.modulesApp(u, p, q, r);
    if (p.startsWith('/ResourcePackages/') || p.startsWith('/images/') || p.startsWith('/docs/default-source/')) return r() < 0.03 ? this.notFound(WWW) : fileResp(url);
    if (p === '/index.aspx' || p === '/default.aspx') return moved(`${WWW}/`);
    if (p === '/undergrad/modules.html' || p === '/undergrad/modules.htm') return moved(`${WWW}/education/modules`);
    if (p === '/undergrad/' || p === '/ugrad/') return moved(`${WWW}/education/undergraduate`, 302);
    if (p === '/search/') return q.get('q') ? this.serverError() : this.page(url, 'Search', [['', 'Search']], r);
    if (p === '/sitemap/') return this.page(url, 'Sitemap', [['', 'Sitemap']], r, ModernWebH.MENU.flatMap(([, ls]) => ls));
    if (p === '/people/') return this.peopleDir(url, q);
    if ((m = p.match(/^\/people\/profile\/(\d+)\/$/)) || (m = p.match(/^\/people\/([a-z0-9-]+)\/$/))) return this.profile(url, m[1], r);
    if (p === '/news/') return this.newsList(url, undefined, Number(q.get('page') ?? 1), r);
    if ((m = p.match(/^\/news\/tag\/([a-z0-9-]+)\/$/)) && NEWS_TAGS.includes(m[1])) return this.newsList(url, m[1], Number(q.get('page') ?? 1), r);
    if ((m = p.match(/^\/news\/archive\/(\d{4})\/$/))) {
      const y = Number(m[1]);
      if (y < 2015 || y > 2020) return this.notFound(WWW);
      const items = Array.from({ length: 700 }, (_, i) => this.newsItem(i)).filter((n) => n.date.startsWith(String(y)));
      return html(this.cms(url, `News archive ${y}`, [['/news/', 'News'], ['', String(y)]], `<ul>${items.map((n) => `<li>${a(WWW + n.path, n.title)} <time>${n.date}</time></li>`).join('')}</ul>`));
    }
    if (/^\/news\/\d{4}\/\d\d\/[a-z0-9-]+\/$/.test(p)) {
      const i = this.newsIndex(p);
      if (i === undefined) return this.notFound(WWW);
      const n = this.newsItem(i);
      const o = n.off;
      const press = i % 9 === 4 ? `<p>${a(`${UNI}/news/press-releases/${n.path.split('/')[4]}/`, 'Read the NUE press release')}</p>` : '';
      const extra = press + (o ? `<p>The module ${a(this.variant(o, i), `${this.codeAt(o.m, o.y)} ${o.m.title}`)} is offered in ${semText(o.y, o.s, i)}. ${a(`${MODS}/modules/${o.m.code}/${slugify(o.m.title)}`, 'Module details')}.</p>` : '');
      const main = `<p class="meta">${n.date} · ${n.tags.map((t) => a(`${WWW}/news/tag/${t}/`, `#${t}`)).join(' ')}</p>${para(r, 4)}${extra}<blockquote>${words(r, 20)}</blockquote>${para(r, 3)}<h3>More news</h3><ul>${[i + 1, i + 2, i + 5, i + 9, i + 14, i + 20, i + 27, i + 35].filter((k) => k < 700).map((k) => { const x = this.newsItem(k); return li(WWW + x.path, x.title); }).join('')}</ul>`;
      return html(this.cms(url, n.title, [['/news/', 'News'], ['', n.title]], main));
    }
    if (p === '/events/') return html(this.cms(url, 'Events', [['/events/', 'Events']], `${para(r, 2)}<ul>${[...this.eventsIn(2020, 1), ...this.eventsIn(2020, 2), ...this.eventsIn(2019, 12)].map((e) => li(e.url, e.title)).join('')}</ul>${a(`${WWW}/events/calendar/?month=2020-01&view=month`, 'Calendar')} · ${a(`${WWW}/research/seminars/`, 'Seminars')}`));
    if (p === '/events/calendar/') return this.calendar(url, q);
    if ((m = p.match(/^\/events\/(\d+)\/([a-z0-9-]+)\/(event\.ics)?$/))) {
      if (m[3]) return fileResp(url);
      const mi = Math.floor(Number(m[1]) / 10), y = 2000 + Math.floor((mi - 1) / 12), mo = ((mi - 1) % 12) + 1;
      const e = this.eventsIn(y, mo).find((x) => x.url === `${WWW}/events/${m![1]}/${m![2]}/`);
      if (!e) return this.notFound(WWW);
      return html(this.cms(url, e.title, [['/events/', 'Events'], ['', e.title]], `<dl><dt>Date</dt><dd>${y}-${pad(mo)}-${pad(e.day)}</dd><dt>Venue</dt><dd>${pick(r, ['COM1 Seminar Room 1', 'COM2 Level 4 Executive Classroom', 'Zoom', 'i3 Auditorium', 'LT19'])}</dd></dl>${para(r, 4)}${a(`${e.url}event.ics`, 'Add to calendar')} · ${a(`${WWW}/events/calendar/?month=${y}-${pad(mo)}&view=month`, 'Back to calendar')}`));
    }
    if (p === '/research/') return this.page(url, 'Research', [['/research/', 'Research']], r, [...AREAS.map((x): [string, string] => [`/research/areas/${slugify(x)}/`, x]), ['/research/labs/', 'Labs and centres'], ['/research/seminars/', 'Seminars'], [`${RES}/publications`, 'Publications database']]);
    if ((m = p.match(/^\/research\/areas\/([a-z0-9-]+)\/$/))) {
      const area = AREAS.find((x) => slugify(x) === m![1]);
      if (!area) return this.notFound(WWW);
      const ppl = this.everyone().filter((x) => x.area === area && x.role !== 'admin');
      return html(this.cms(url, area, [['/research/', 'Research'], ['', area]], `${para(r, 3)}<h2>People</h2><ul>${ppl.map((x) => li(`${WWW}/people/profile/${x.pid}/`, x.name)).join('')}</ul><h2>Recent publications</h2><ul>${Array.from({ length: 20 }, (_, k) => { const id = 100 + ((hash(area) + k * 389) % 8000); return li(`${RES}/publications/${id}`, words(rng(id), 8)); }).join('')}</ul><p>${a(`${RES}/publications?area=${m[1]}`, `All publications in ${area}`)}</p>`));
    }
    if (p === '/research/labs/' || (m = p.match(/^\/research\/labs\/([a-z0-9-]+)\/$/))) {
      const labs = AREAS.flatMap((x, i) => [`${x.split(' ')[0]} Lab`, `Centre for ${x}`].map((n) => ({ n, i })));
      if (!m) return this.page(url, 'Labs and centres', [['/research/', 'Research'], ['', 'Labs']], r, labs.map(({ n }) => [`/research/labs/${slugify(n)}/`, n]));
      const lab = labs.find(({ n }) => slugify(n) === m![1]);
      if (!lab) return this.notFound(WWW);
      return this.page(url, lab.n, [['/research/', 'Research'], ['/research/labs/', 'Labs'], ['', lab.n]], r, this.everyone().filter((x) => x.area === AREAS[lab.i]).slice(0, 15).map((x) => [`/people/${x.slug}/`, x.name]));
    }
    if (p === '/research/seminars/') {
      const page = Number(q.get('page') ?? 1);
      if (!(page >= 1 && page <= 40)) return this.notFound(WWW);
      return html(this.cms(url, 'Research seminars', [['/research/', 'Research'], ['', 'Seminars']], `<ul>${Array.from({ length: 15 }, (_, k) => { const id = 4000 - (page - 1) * 15 - k; return li(`${WWW}/research/seminars/${id}/`, `${words(rng(id), 6)}`); }).join('')}</ul><nav class="pager">${Array.from({ length: 40 }, (_, k) => (k + 1 === page ? `<span>${k + 1}</span>` : a(`${WWW}/research/seminars/?page=${k + 1}`, String(k + 1)))).join(' ')}</nav>`));
    }
    if ((m = p.match(/^\/research\/seminars\/(\d+)\/$/))) {
      const id = Number(m[1]);
      if (id <= 3400 || id > 4000) return this.notFound(WWW);
      const sp = pick(rng(id), this.everyone());
      return this.page(url, `Seminar: ${words(rng(id), 6)}`, [['/research/seminars/', 'Seminars'], ['', 'Seminar']], r, [[`/people/${sp.slug}/`, `Host: ${sp.name}`], [`/events/calendar/?month=20${pad(10 + (id % 10))}-${pad(1 + (id % 12))}&view=month`, 'In the calendar']]);
    }
    if (p.startsWith('/education/')) return this.education(u, p, q, r);
    const GEN: Record<string, string> = { '/about/': 'About SoC', '/about/dean-message/': "Dean's message", '/about/history/': 'History', '/about/facilities/': 'Facilities', '/about/careers/': 'Careers at SoC', '/about/contact/': 'Contact us', '/about/annual-reports/': 'Annual reports' };
    if (GEN[p]) return this.page(url, GEN[p], [['/about/', 'About'], ['', GEN[p]]], r, p === '/about/annual-reports/' ? [2015, 2016, 2017, 2018, 2019].map((y) => [`/docs/default-source/annual-reports/soc-annual-report-${y}.pdf`, `Annual report ${y}`]) : [], Object.entries(GEN).map(([h, t]) => [h, t]));
    return this.notFound(WWW);
  }

  // ================================================================ the School site: education, listings, ASP.NET module pages
  private education(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const url = u.href;
    const crumbs = (t: string): [string, string][] => [['/education/', 'Education'], ['', t]];
    const edSide: [string, string][] = ModernWebH.MENU.find(([h]) => h === 'Education')![1];
    let m: RegExpMatchArray | null;
    if (p === '/education/') return this.page(url, 'Education', [['', 'Education']], r, edSide);
    if (p === '/education/undergraduate/' || p === '/education/graduate/') {
      const ug = p.includes('under');
      return this.page(url, ug ? 'Undergraduate programmes' : 'Graduate programmes', crumbs(ug ? 'Undergraduate' : 'Graduate'), r, [...PROGRAMMES.filter(([s]) => (s.startsWith('m') ? !ug : ug)).map(([s, t]): [string, string] => [`/education/programmes/${s}/`, t]), ['/education/modules/', 'Modules offered'], [`${UNI}/admissions/`, 'NUE admissions']], edSide);
    }
    if (p === '/education/programmes/') return this.page(url, 'Degree programmes', crumbs('Programmes'), r, PROGRAMMES.map(([s, t]) => [`/education/programmes/${s}/`, t]), edSide);
    if ((m = p.match(/^\/education\/programmes\/([a-z0-9-]+)\/$/))) {
      const prog = PROGRAMMES.find(([s]) => s === m![1]);
      if (!prog) return this.notFound(WWW);
      const pr = rng(hash(prog[0]));
      const master = prog[0].startsWith('m');
      const pool = this.mods.filter((x) => (master ? /^CS[56]|^IS4|^BT4/.test(x.code) : /^(CS[1-4]|IS[1-4]|BT|CP)/.test(x.code)) && pr() < 0.55);
      const cur = (x: Mod) => x.offs.filter((o) => o.y === NOW_Y).at(-1);
      const row = (x: Mod) => { const o = cur(x); return `<tr><td>${a(this.catUrl(x), x.code)}</td><td>${esc(x.title)}</td><td>${x.mc}</td><td>${o?.home ? a(o.home, semText(o.y, o.s, 3)) : 'Not offered'}</td></tr>`; };
      const body = `${para(r, 2)}<h2>Degree requirements (Cohort ${NOW_Y}/${NOW_Y + 1})</h2><table class="table"><tr><th>Module</th><th>Title</th><th>MCs</th><th>This AY</th></tr>${pool.map(row).join('')}</table><p>Unrestricted electives: 32 MCs. ${a(`${WWW}/docs/default-source/programmes/${prog[0]}-requirements-${ay2(NOW_Y)}.pdf`, 'Requirements (PDF)')}</p>`;
      return html(this.cms(url, prog[1], [['/education/', 'Education'], ['/education/programmes/', 'Programmes'], ['', prog[1]]], body, this.side(edSide)));
    }
    if (p === '/education/modules/') {
      const rows: string[] = [];
      for (let y = NOW_Y; y >= LISTED; y--) {
        const cells = [1, 2, 3, 4].filter((s) => this.offsAt(y * 10 + s).length).map((s) => {
          const pages = Math.ceil(this.offsAt(y * 10 + s).length / 30);
          return `${a(`${WWW}/modules/ModuleList.aspx?acadYear=${ay(y)}&sem=${s}`, semName(s))}${pages > 1 ? ` (pages ${Array.from({ length: pages }, (_, i) => a(`${WWW}/modules/ModuleList.aspx?acadYear=${ay(y)}&sem=${s}${i ? `&page=${i + 1}` : ''}`, String(i + 1))).join(' ')})` : ''}`;
        });
        rows.push(`<tr><th>${aySlash(y)}</th><td>${cells.join(' · ')}</td></tr>`);
      }
      const body = `${para(r, 2)}<h2>Modules offered by semester</h2><table class="table">${rows.join('')}</table><p>Listings before ${aySlash(LISTED)} were not migrated to the new module system; please refer to the module catalogue archive.</p><p>Module descriptions, prerequisites and exam dates are in the ${a(`${MODS}/`, 'NUE module catalogue')}. Lecture timetables: ${a(`${MODS}/timetable/sem-2`, 'timetable builder')}.</p>`;
      return html(this.cms(url, 'Modules offered', crumbs('Modules'), body, this.side(edSide)));
    }
    if (p === '/education/exam-timetable/') {
      const y = Number((q.get('acadYear') ?? ay(NOW_Y)).slice(0, 4)), s = Number(q.get('sem') ?? 1);
      if (!(y >= 2015 && y <= NOW_Y && (s === 1 || s === 2)) || y * 10 + s > NOW_KEY) return this.notFound(WWW);
      const offs = this.offsAt(y * 10 + s).sort((x, z) => x.m.code.localeCompare(z.m.code));
      const rows = offs.map((o) => { const rr = rng(hash(`exam${o.m.code}${o.key}`)); return `<tr><td>${a(this.catUrl(o.m), this.codeAt(o.m, o.y))}</td><td>${esc(o.m.title)}</td><td>${pad(int(rr, 20, 30))}-${s === 1 ? 'Nov' : 'Apr'}-${y + s - 1}</td><td>${pick(rr, ['9:00 AM', '1:00 PM', '5:00 PM'])}</td><td>${pick(rr, ['MPSH 1A', 'MPSH 2A', 'COM1 Level 1', 'USC Hall', 'E-Exam (LumiNUE)'])}</td></tr>`; }).join('');
      const other = [];
      for (let yy = NOW_Y; yy >= 2015; yy--) for (const ss of [2, 1]) if (yy * 10 + ss <= NOW_KEY) other.push(a(`${WWW}/education/exam-timetable/?acadYear=${ay(yy)}&sem=${ss}`, semText(yy, ss, 3)));
      return html(this.cms(url, `Examination timetable – ${semText(y, s, 1)}`, crumbs('Exam timetable'), `<p>${other.join(' · ')}</p><table class="table"><tr><th>Module</th><th>Title</th><th>Date</th><th>Time</th><th>Venue</th></tr>${rows}</table>`, this.side(edSide)));
    }
    if (p === '/education/tutor-recruitment/') {
      const offs = this.offsAt(NOW_KEY).sort((x, z) => x.m.code.localeCompare(z.m.code));
      const rows = offs.map((o) => `<tr><td>${a(this.catUrl(o.m), o.m.code)}</td><td>${esc(o.m.title)}</td><td>${esc(o.lead.name)}</td><td>${int(r, 2, 14)}</td><td>${a(`${WWW}/education/tutor-recruitment/apply/?module=${o.m.code}`, 'Apply')}</td></tr>`).join('');
      return html(this.cms(url, `Teaching assistant recruitment – ${semText(NOW_Y, 2, 0)}`, crumbs('Teaching assistantships'), `${para(r, 2)}<p>Tutors are paid S$45 per hour for tutorials and labs. Applicants must have scored at least A- in the module.</p><table class="table"><tr><th>Module</th><th>Title</th><th>Coordinator</th><th>Tutors needed</th><th></th></tr>${rows}</table>`, this.side(edSide)));
    }
    if (p === '/education/tutor-recruitment/apply/') return moved(SSO_LOGIN, 302);
    if (p === '/education/exchange/') return this.page(url, 'Student exchange', crumbs('Student exchange'), r, [[`${GRO}/exchange/`, 'Student Exchange Programme (GRO)'], [`${GRO}/exchange/mappings/`, 'Module mapping database'], ...PARTNERS.slice(0, 8).map(([k, n]): [string, string] => [`${GRO}/exchange/partners/${k}/`, n])], edSide);
    return this.notFound(WWW);
  }

  private moduleList(url: string, q: URLSearchParams, r: R): Resp {
    const y = Number((q.get('acadYear') ?? '').slice(0, 4)), s = Number(q.get('sem') ?? 0), page = Number(q.get('page') ?? 1);
    const offs = y >= LISTED ? this.offsAt(y * 10 + s).sort((x, z) => x.m.code.localeCompare(z.m.code)) : [];
    const per = 30, pages = Math.max(1, Math.ceil(offs.length / per));
    if (!offs.length || !(page >= 1 && page <= pages)) return html(this.aspx(url, 'Modules', `<p class="error">No modules found for the selected semester.</p>${a(`${WWW}/education/modules/`, 'Back')}`));
    const base = `${WWW}/modules/ModuleList.aspx?acadYear=${ay(y)}&sem=${s}`;
    const rows = offs.slice((page - 1) * per, page * per).map((o) => `<tr><td>${a(this.offLink(o), this.codeAt(o.m, o.y))}</td><td>${esc(o.m.title)}</td><td>${o.m.mc}</td><td>${a(`${WWW}/people/profile/${o.lead.pid}/`, o.lead.name)}</td><td>${a(this.catUrl(o.m), 'Info')}</td></tr>`).join('\n');
    const pager = pages > 1 ? `<div class="pager">Page: ${Array.from({ length: pages }, (_, i) => (i + 1 === page ? `<span>${i + 1}</span>` : a(`${base}&page=${i + 1}`, String(i + 1)))).join(' ')}</div>` : '';
    return html(this.aspx(url, `Modules offered in ${semText(y, s, 1)}`, `<p>${words(r, 12)}.</p><table class="grid" id="gvModules"><tr><th>Code</th><th>Title</th><th>MCs</th><th>Coordinator</th><th>Catalogue</th></tr>${rows}</table>${pager}`));
  }
  /** /modules/Module.aspx: an offering (a home when its family is aspx), a module overview, tabs and soft errors. */
  private modulesApp(u: URL, p: string, q: URLSearchParams, r0: R): Resp {
    const url = u.href;
    if (p === '/modules/ModuleList.aspx') return this.moduleList(url, q, r0);
    if (p.startsWith('/modules/App_Themes/')) return fileResp(url);
    if (p !== '/modules/Module.aspx') return this.notFound(WWW);
    const code = q.get('code'), acad = q.get('acadYear'), sem = q.get('sem'), tab = q.get('tab');
    if (!code) return moved(`${WWW}/education/modules/`, 302);
    const m = this.modByCode.get(code.toUpperCase());
    if (!m) return html(this.aspx(url, 'Module not found', `<p class="error">No module with code ${esc(code)}.</p>`));
    if (!acad && !sem) {
      const rows = [...m.offs].reverse().map((o) => `<li>${semText(o.y, o.s, 0)}: ${o.home ? a(o.home, this.codeAt(m, o.y)) : `${this.codeAt(m, o.y)} (no page)`}</li>`).join('');
      return html(this.aspx(url, `${m.code} ${m.title}`, `${para(r0, 2)}<h2>Offerings</h2><ul>${rows}</ul><p>${a(this.catUrl(m), 'Module catalogue entry')}</p>`));
    }
    const y = Number((acad ?? '').slice(0, 4)), s = Number(sem);
    const o = m.offs.find((x) => x.y === y && x.s === s && this.codeAt(m, x.y) === code.toUpperCase());
    if (!o) return html(this.aspx(url, 'No record', `<p class="error">No offering of ${esc(code)} found in the selected semester.</p>`));
    if (o.fam !== 'aspx' || !o.home) return html(this.aspx(url, `${code} ${m.title}`, `<p>Module information for ${semText(y, s, 1)} is not available here.${o.home ? ` Please see the ${a(o.home, 'module website')}.` : ''}</p><p>${a(this.catUrl(m), 'Module catalogue entry')}</p>`));
    const TABS = ['lectures', 'tutorials', 'assessment'];
    if (tab && !TABS.includes(tab)) return this.serverError();
    const canon = tab ? `${o.home}&tab=${tab}` : o.home;
    const r = rng(hash(canon));
    const wk = this.weeks(o);
    const files = `${WWW}/modules/files/${m.code.toLowerCase()}/${ay2(y)}s${s}`;
    const tabs = `<ul class="tabs">${[['', 'Overview'], ...TABS.map((t) => [t, t[0].toUpperCase() + t.slice(1)])].map(([t, n]) => `<li${t === (tab ?? '') ? ' class="active"' : ''}>${a(t ? `${o.home}&tab=${t}` : o.home!, n)}</li>`).join('')}</ul>`;
    const facts = `<table class="facts"><tr><th>Module</th><td>${code} ${esc(m.title)}</td></tr><tr><th>Semester</th><td>${semText(y, s, o.m.theme)}</td></tr><tr><th>Modular credits</th><td>${m.mc}</td></tr><tr><th>Coordinator</th><td>${a(`${WWW}/people/profile/${o.lead.pid}/`, o.lead.name)}</td></tr><tr><th>Workload</th><td>${pick(r, ['2-1-1-3-3', '3-1-0-3-3', '2-1-2-2-3', '2-0-2-3-3'])}</td></tr></table>`;
    let body: string, title: string;
    if (tab === 'lectures') (title = `${code} Lectures`), (body = `<table>${wk.map((t, i) => `<tr><td>Week ${i + 1}</td><td>${esc(t)}</td><td>${a(`${files}/L${pad(i + 1)}.${y >= 2017 ? 'pptx' : 'pdf'}`, 'Slides')}</td><td>${y >= 2016 ? a(`${PAN}/Panopto/Pages/Viewer.aspx?id=${guid(`${m.code}${o.key}${i}`)}`, 'Webcast') : ''}</td></tr>`).join('')}</table>`);
    else if (tab === 'tutorials') (title = `${code} Tutorials`), (body = `<ol>${wk.slice(2, 12).map((t, i) => `<li>${a(`${files}/T${pad(i + 1)}.pdf`, `Tutorial ${i + 1}: ${t}`)} ${i < 8 ? a(`${files}/T${pad(i + 1)}-ans.pdf`, '(answers)') : ''}</li>`).join('')}</ol>`);
    else if (tab === 'assessment') (title = `${code} Assessment`), (body = `<table><tr><th>Component</th><th>Weight</th></tr>${[['Tutorial participation', 5], ['Labs / programming assignments', 20], ['Midterm test', 20], ['Final examination', 55]].map(([c, w]) => `<tr><td>${c}</td><td>${w}%</td></tr>`).join('')}</table>${para(r, 1)}`);
    else {
      title = [`${code} ${m.title} (${semText(y, s, 3)})`, `${code}: ${m.title}`, `Module ${code} – ${semText(y, s, 2)}`][(m.theme + y) % 3];
      const ann = y === NOW_Y && s === 2 ? `<div class="announce"><h3>Announcements</h3><p><b>13 Jan 2020</b> — Welcome to ${code}! Tutorials start in week 3. Please register on ${a(`${CM}/`, 'Coursemology')}.</p></div>` : '';
      body = `${ann}${facts}<h2>${pick(r, ['Synopsis', 'Module description', 'About this module'])}</h2>${para(r, 3)}<h2>Lesson plan</h2><ol>${wk.map((t) => `<li>${esc(t)}</li>`).join('')}</ol><h2>Links</h2><ul>${li(this.catUrl(m), 'Module catalogue')}${li(`${FORUM}/tag/${m.code.toLowerCase()}`, 'Module reviews (student forum)')}${y >= 2016 ? li(`${PAN}/Panopto/Pages/Sessions/List.aspx?folderID=${guid(`folder${m.code}${o.key}`)}`, 'Lecture webcasts') : ''}${li(`${LIB}/examPapers/?code=${m.code}`, 'Past-year papers')}${li(`${WWW}/modules/Module.aspx?code=${code}`, 'All offerings of this module')}</ul>${this.otherSems(o, 1)}`;
    }
    return html(this.aspx(url, title, `${tabs}${body}`, canon));
  }

  // ================================================================ ~accounts on the School host: class accounts and instructors' pages
  private tilde(u: URL, p: string, r: R): Resp {
    const mm = p.match(/^\/~([a-z0-9]+)(\/.*)$/);
    if (!mm) return this.notFound(WWW);
    const acct = mm[1], rest = mm[2];
    if (/\.(pdf|pptx|zip|mp4|py|java|c|txt|jpg|png)$/.test(rest)) return r() < 0.05 ? this.notFound(WWW) : fileResp(u.href);
    const m = this.modByCode.get(acct.toUpperCase());
    if (m) return this.classAccount(u, m, acct, rest, r);
    const s = this.staffByUser.get(acct);
    if (!s || s.style === 'none') return this.notFound(WWW);
    return this.personal(u, s, rest, r);
  }

  private classAccount(u: URL, m: Mod, acct: string, rest: string, r: R): Resp {
    const base = `${WWW}/~${acct}/`;
    const offs = m.offs.filter((o) => o.fam === 'cls' && o.home?.startsWith(base));
    if (!offs.length) return this.notFound(WWW);
    if (rest === '/') {
      if (hash(acct) % 2 === 0) return moved(offs.at(-1)!.home!, 302);
      return html(`<html><head><title>${this.codeAt(m, offs.at(-1)!.y)} class account</title></head><body><h2>${esc(m.title)}</h2><p>Please select a semester:</p><ul>${[...offs].reverse().map((o) => li(o.home!, semText(o.y, o.s, 3))).join('')}</ul><p>Maintained by the ${a(`${WWW}/`, 'School of Computing')}. ${a(`${WWW}/undergrad/modules.html`, 'SoC module listing')}</p></body></html>`);
    }
    const o = offs.find((x) => rest.startsWith(x.home!.slice(base.length - 1)));
    if (!o) return this.notFound(WWW);
    const home = o.home!;
    const sub = rest.slice(home.length - base.length + 1);
    const code = this.codeAt(m, o.y);
    const wk = this.weeks(o);
    const nav: [string, string][] = [['', 'Home'], ['lectures.html', 'Lectures'], ['tutorials.html', 'Tutorials'], ['labs/', 'Labs'], ['assessment.html', 'Assessment'], ['forum.html', 'Forum']];
    if (sub === 'labs/') {
      const sp = sortParams(u);
      if ((sp.C && !'NMSD'.includes(sp.C)) || (sp.O && sp.O !== 'A' && sp.O !== 'D')) return this.notFound(WWW);
      const files = Array.from({ length: 8 }, (_, i) => `lab${i + 1}.${i % 3 === 2 ? 'pdf' : 'zip'}`);
      if (sp.O === 'D') files.reverse();
      return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><html><head><title>Index of /~${acct}${rest}</title></head><body><h1>Index of /~${acct}${rest}</h1><table><tr>${['N', 'M', 'S', 'D'].map((c) => `<th>${a(`${home}labs/?C=${c};O=${sp.C === c && sp.O !== 'D' ? 'D' : 'A'}`, { N: 'Name', M: 'Last modified', S: 'Size', D: 'Description' }[c]!)}</th>`).join('')}</tr><tr><td>${a(home, 'Parent Directory')}</td></tr>${files.map((f) => `<tr><td>${a(`${home}labs/${f}`, f)}</td><td>${o.y + (o.s === 2 ? 1 : 0)}-0${int(r, 1, 9)}-1${int(r, 0, 9)} 14:${pad(int(r, 0, 59))}</td><td>${int(r, 2, 900)}K</td></tr>`).join('')}</table><address>Apache/2.4.41 (Ubuntu) Server at www.comp.${D} Port 443</address></body></html>`);
    }
    let title: string, body: string;
    if (sub === '') {
      title = [`${code} ${m.title}`, `${code} - ${semText(o.y, o.s, 3)}`, `${m.title} (${code}) ${semText(o.y, o.s, 1)}`][m.theme];
      body = `<p>${semText(o.y, o.s, m.theme + 1)} · Lecturer: ${a(`${WWW}/people/profile/${o.lead.pid}/`, o.lead.name)}</p>${o.key === NOW_KEY ? `<div class="alert">Lectures begin on Monday 13 January 2020, ${pick(r, ['LT15', 'LT19', 'i3 Auditorium', 'COM1-0212'])}. Tutorials start in week 3.</div>` : ''}${para(r, 2)}<h3>Schedule</h3><table>${wk.slice(0, 13).map((t, i) => `<tr><td>Week ${i + 1}</td><td>${esc(t)}</td></tr>`).join('')}</table><h3>Resources</h3><ul>${o.cm ? li(`${CM}/courses/${o.cm}`, 'Coursemology (login required)') : ''}${li(`${FORUM}/tag/${m.code.toLowerCase()}`, 'Module reviews')}${li(this.catUrl(m), 'Module catalogue')}${li(base, 'All semesters of this class account')}${li(`${WWW}/undergrad/modules.html`, 'SoC module listing')}</ul>${this.otherSems(o, 2)}`;
    } else if (sub === 'lectures.html') (title = `Lectures - ${code}`), (body = `<ol>${wk.map((t, i) => `<li>${esc(t)} ${a(`${home}lectures/L${pad(i + 1)}.pdf`, '[pdf]')}${o.y >= 2016 ? ` ${a(`${PAN}/Panopto/Pages/Viewer.aspx?id=${guid(`${m.code}${o.key}${i}`)}`, '[webcast]')}` : ''}</li>`).join('')}</ol>`);
    else if (sub === 'tutorials.html') (title = `Tutorials - ${code}`), (body = `<ol>${wk.slice(2, 12).map((t, i) => `<li>${a(`${home}tutorials/T${i + 1}.pdf`, `Tutorial ${i + 1}`)}: ${esc(t)}</li>`).join('')}</ol>`);
    else if (sub === 'assessment.html') (title = `Assessment - ${code}`), (body = `<ul><li>Continual assessment ${int(r, 3, 6)}0%</li><li>Final exam</li></ul>${para(r, 2)}`);
    else if (sub === 'forum.html') (title = `Forum - ${code}`), (body = `<p>Discussion takes place on ${o.cm ? a(`${CM}/courses/${o.cm}/forums`, 'Coursemology') : 'the LMS'} and ${a(`${FORUM}/c/modules/5`, 'the student forum')}.</p>`);
    else return this.notFound(WWW);
    const links = nav.map(([h, t]) => a(home + h, t)).join(m.theme === 0 ? ' | ' : '');
    if (m.theme === 0) return html(httpEra(`<html><head><title>${esc(title)}</title></head><body bgcolor="#ffffff"><table width="100%" bgcolor="#003d7c"><tr><td><font color="white" size="+2">${esc(code)}</font></td></tr></table><p>${links}</p><hr>${body}<hr><font size="-1">Last updated ${o.y + (o.s === 2 ? 1 : 0)}-0${int(r, 1, 6)}-${pad(int(r, 1, 28))}</font></body></html>`));
    if (m.theme === 1) return html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="stylesheet" href="https://maxcdn.bootstrapcdn.com/bootstrap/3.3.7/css/bootstrap.min.css"></head><body><nav class="navbar navbar-inverse"><div class="container"><ul class="nav navbar-nav">${nav.map(([h, t]) => li(home + h, t)).join('')}</ul></div></nav><div class="container"><h1>${esc(title)}</h1>${body}</div></body></html>`);
    return html(`<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><link rel="stylesheet" href="https://www.w3schools.com/w3css/4/w3.css"></head><body><div class="w3-bar w3-indigo">${nav.map(([h, t]) => a(home + h, t, 'w3-bar-item w3-button')).join('')}</div><div class="w3-container"><h2>${esc(title)}</h2>${body}</div></body></html>`);
  }

  private personal(u: URL, s: Staff, rest: string, r: R): Resp {
    const me = `${WWW}/~${s.user}/`;
    const mine = this.taughtBy(s);
    const shell = (title: string, body: string) => html(s.style === 'flat'
      ? httpEra(`<html><head><title>${esc(title)}</title><style>body{font-family:Verdana;max-width:800px}</style></head><body><table><tr><td><img src="${me}photo.jpg" width="120"></td><td><h1>${esc(title)}</h1></td></tr></table><p>${a(me, 'Home')} | ${a(`${me}publications.html`, 'Publications')} | ${a(`${me}students.html`, 'Students')}</p><hr>${body}<hr><p>${esc(s.name)}, School of Computing, NUE · ${a(`${WWW}/~${s.user}`, 'home')}</p></body></html>`)
      : `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="Hugo 0.59.1"><title>${esc(title)}</title></head><body><header><nav>${a(me, s.name)} ${a(`${me}teaching/`, 'Teaching')} ${a(`${me}publications.html`, 'Publications')} ${a(`${me}students.html`, 'Group')}</nav></header><main>${body}</main><footer>${a(`${WWW}/people/${s.slug}/`, 'SoC profile')} · Last updated January 2020</footer></body></html>`);
    const teachList = () => [...mine].reverse().filter((o) => o.home).map((o) => `<li>${semText(o.y, o.s, s.style === 'flat' ? 2 : 5)}: ${a(o.home!, `${this.codeAt(o.m, o.y)} ${o.m.title}`)}</li>`).join('');
    if (rest === '/') return shell(s.name, `<p>${esc(s.title)}, ${esc(s.area)}</p>${para(r, 3)}<h2>Teaching</h2><ul>${teachList() || '<li>No teaching pages.</li>'}</ul><h2>Contact</h2><p>COM2-0${int(r, 2, 4)}-${pad(int(r, 1, 60))} · ${s.user} at comp.${D}</p>`);
    if (rest === '/publications.html') return shell('Publications', `<ol>${Array.from({ length: 15 }, (_, i) => `<li>${words(r, 9)}. ${a(`${me}papers/p${2019 - i}-${i}.pdf`, 'pdf')} ${a(`${RES}/publications/${(hash(s.slug) % 8000) + 100 + i * 13}`, 'record')}</li>`).join('')}</ol>`);
    if (rest === '/students.html') return shell('Students', `<ul>${this.others().filter((x) => x.role === 'phd' && hash(x.slug + s.user) % 12 === 0).map((x) => li(`${WWW}/people/${x.slug}/`, x.name)).join('')}</ul>`);
    if (rest === '/teaching/' && s.style === 'dir') return shell('Teaching', `<ul>${teachList()}</ul>`);
    const o = this.offByHome.get(`${WWW}/~${s.user}${rest}`);
    if (o) {
      const code = this.codeAt(o.m, o.y), wk = this.weeks(o);
      const dir = rest.endsWith('/');
      const sub = (n: string) => (dir ? `${me}${rest.slice(1)}${n}` : `${me}${rest.slice(1).replace(/\.html$/, '')}-${n}`);
      const title = dir ? `${code}: ${o.m.title}` : `${code} ${o.m.title}, ${semText(o.y, o.s, 2)}`;
      return shell(title, `<p><b>${semText(o.y, o.s, dir ? 1 : 5)}</b> · Lectures: ${pick(r, ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} ${int(r, 9, 18)}:00, ${pick(r, ['LT15', 'COM1-0204', 'SR1', 'I3-0336'])}</p>${para(r, 2)}<h3>Schedule</h3><ol>${wk.map((t, i) => `<li>${esc(t)} ${a(sub(`slides/lec${i + 1}.pdf`), 'slides')}</li>`).join('')}</ol><h3>Assignments</h3><ul>${li(sub('assignments.html'), 'Assignments and project')}${li(sub('schedule.html'), 'Consultation hours')}</ul>${this.otherSems(o, 4)}<p>${a(me, 'Back to homepage')}</p>`);
    }
    const sm = rest.match(/^(\/.*?)(?:-|\/)(assignments|schedule)\.html$/);
    if (sm && mine.some((x) => x.home && x.home.startsWith(`${me}${sm[1].slice(1)}`))) return shell(sm[2] === 'schedule' ? 'Consultation' : 'Assignments', `${para(r, 3)}<ul>${li(`${me}${sm[1].slice(1)}${sm[1].endsWith('/') ? '' : '-'}hw${int(r, 1, 4)}.pdf`, 'Homework')}</ul>`);
    return this.notFound(WWW);
  }

  // ================================================================ Pages hosts: one static site per offering (and a few others)
  private static readonly OTHER_PAGES: Record<string, string> = { 'compclub': 'NUE Computing Club', 'hacknue-2020': 'HackNUE 2020', 'soc-coding-guide': 'SoC Coding Style Guide', 'ta-handbook': 'SoC Teaching Assistant Handbook', 'nue-ctf': 'NUE Greyhats CTF writeups', 'orbital-guide': 'Orbital Programme Guide' };
  /** 0 Docusaurus, 1 MkDocs (directory URLs), 2 Jekyll. */
  private pagesTheme(host: string): number {
    const o = this.offByPagesHost.get(host);
    return o ? (o.m.theme + o.y) % 3 : hash(host) % 3;
  }
  private pages_(u: URL, p: string, r: R): Resp {
    const host = u.host, o = this.offByPagesHost.get(host), slug = host.slice(0, -PAGES_SUFFIX.length);
    const other = ModernWebH.OTHER_PAGES[slug];
    const notFound = () => this.notFound(u.origin, `<!DOCTYPE html><html><head><title>The page you're looking for could not be found (404)</title></head><body><h1>404</h1><p>The page you're looking for could not be found.</p><p>Make sure the address is correct and that the page hasn't moved. ${a(`${GIT}/help`, 'Help')}</p></body></html>`);
    if (!o && !other) return notFound();
    if (/\.(pdf|pptx|zip|mp4|css|js|png|jpg)$/.test(p)) return fileResp(u.href);
    const theme = this.pagesTheme(host), base = `https://${host}/`;
    const sl = theme === 1 ? '/' : '';
    const rest = p.replace(/^\/|\/$/g, '');
    if (theme !== 1 && p !== '/' && p.endsWith('/')) return notFound();
    let title: string, body: string;
    let nav: [string, string][];
    if (o) {
      const code = this.codeAt(o.m, o.y), wk = this.weeks(o);
      nav = [['', 'Home'], [`docs/week-1${sl}`, 'Lectures'], [`schedule${sl}`, 'Schedule'], [`assessment${sl}`, 'Assessment'], [`admin${sl}`, 'Admin']];
      const wm = rest.match(/^docs\/week-(\d+)$/);
      if (rest === '') {
        title = [`${code} ${o.m.title} | ${semText(o.y, o.s, 3)}`, `${code} ${semText(o.y, o.s, 0)}`, `${o.m.title}`][theme];
        body = `<h1>${esc(`${code} ${o.m.title}`)}</h1><p class="lead">${semText(o.y, o.s, theme + 2)} · ${o.m.mc} MCs</p>${o.key === NOW_KEY ? '<div class="admonition note"><p>Week 1: lectures start Tuesday 14 Jan. Please form project teams by week 3.</p></div>' : ''}${para(r, 3)}<h2>Teaching team</h2><ul>${li(`${WWW}/people/profile/${o.lead.pid}/`, `${o.lead.name} (lecturer)`)}${this.others().filter((x) => x.role === 'phd' && hash(x.slug + code) % 40 === 0).slice(0, 4).map((x) => `<li>${esc(x.name)} (TA)</li>`).join('')}</ul><h2>Weekly topics</h2><ul>${wk.map((t, i) => li(`${base}docs/week-${i + 1}${sl}`, `Week ${i + 1}: ${t}`)).join('')}</ul><p>${a(`${GIT}/${o.m.code.toLowerCase()}/${slug}`, 'Source on GitLab')}${o.cm ? ` · ${a(`${CM}/courses/${o.cm}`, 'Coursemology')}` : ''}</p>${this.otherSems(o, 5)}`;
      } else if (wm && Number(wm[1]) >= 1 && Number(wm[1]) <= 13) {
        const n = Number(wm[1]);
        title = `Week ${n}: ${wk[n - 1]} | ${code}`;
        body = `<h1>Week ${n}: ${esc(wk[n - 1])}</h1>${para(r, 3)}<ul>${li(`${base}slides/week${n}.pdf`, 'Lecture slides')}${li(`${base}code/week${n}.zip`, 'Code samples')}${o.y >= 2016 ? li(`${PAN}/Panopto/Pages/Viewer.aspx?id=${guid(`${o.m.code}${o.key}${n - 1}`)}`, 'Recording') : ''}</ul><p>${n > 1 ? a(`${base}docs/week-${n - 1}${sl}`, '« Previous') : ''} ${n < 13 ? a(`${base}docs/week-${n + 1}${sl}`, 'Next »') : ''}</p>`;
      } else if (rest === 'schedule') (title = `Schedule | ${code}`), (body = `<table><tr><th>Week</th><th>Topic</th><th>Due</th></tr>${wk.map((t, i) => `<tr><td>${i + 1}</td><td>${a(`${base}docs/week-${i + 1}${sl}`, t)}</td><td>${i % 4 === 3 ? `Milestone ${(i + 1) / 4}` : ''}</td></tr>`).join('')}</table>`);
      else if (rest === 'assessment') (title = `Assessment | ${code}`), (body = `<ul><li>Project: 40%</li><li>Quizzes: 20%</li><li>Final: 40%</li></ul>${para(r, 2)}`);
      else if (rest === 'admin') (title = `Admin info | ${code}`), (body = `${para(r, 3)}<p>Contact: ${a(`${WWW}/people/profile/${o.lead.pid}/`, o.lead.name)}. Forum: ${a(`${FORUM}/tag/${o.m.code.toLowerCase()}`, 'module reviews')}</p>`);
      else return notFound();
    } else {
      nav = [['', 'Home'], [`docs/intro${sl}`, 'Docs'], [`docs/faq${sl}`, 'FAQ']];
      if (!['', 'docs/intro', 'docs/faq', 'docs/contributing'].includes(rest)) return notFound();
      title = `${rest ? rest.split('/').pop() : 'Home'} | ${other}`;
      body = `<h1>${esc(other!)}</h1>${para(r, 4)}${slug === 'ta-handbook' ? `<p>For tutors of ${['CS1101S', 'CS2030', 'CS2040S', 'CS2103T'].map((c) => a(this.catUrl(this.modByCode.get(c)!), c)).join(', ')}: marking guidelines, lab sessions, academic integrity.</p>` : ''}<ul>${li(`${base}docs/contributing${sl}`, 'Contributing')}</ul>`;
    }
    const navHtml = nav.map(([h, t]) => li(base + h, t)).join('');
    if (theme === 0) return html(`<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><meta name="generator" content="Docusaurus v2.0.0-alpha.39"><title>${esc(title)}</title><link rel="stylesheet" href="${base}styles.8d2a1c.css"></head><body><div id="__docusaurus"><nav class="navbar navbar--fixed-top"><div class="navbar__inner"><a class="navbar__brand" href="${base}">${esc(slug.split('-')[0].toUpperCase())}</a><ul class="navbar__items">${navHtml}</ul></div></nav><div class="main-wrapper"><article class="markdown">${body}</article></div><footer class="footer">Copyright © 2020 NUE School of Computing. Built with Docusaurus.</footer></div><script src="${base}runtime~main.3f1b.js"></script></body></html>`);
    if (theme === 1) return html(`<!doctype html><html lang="en" class="no-js"><head><meta charset="utf-8"><meta name="generator" content="mkdocs-1.0.4, mkdocs-material-4.6.0"><title>${esc(title)}</title><link rel="stylesheet" href="${base}assets/stylesheets/application.css"></head><body dir="ltr"><header class="md-header"><nav class="md-header-nav">${a(base, slug, 'md-logo')}</nav></header><div class="md-container"><nav class="md-tabs"><ul class="md-tabs__list">${navHtml}</ul></nav><main class="md-main"><div class="md-content"><article class="md-content__inner md-typeset">${body}</article></div></main><footer class="md-footer">Made with Material for MkDocs</footer></div></body></html>`);
    return html(`<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><!-- Begin Jekyll SEO tag v2.6.1 --><title>${esc(title)}</title><link rel="stylesheet" href="${base}assets/css/style.css"></head><body><header class="page-header"><h1 class="project-name">${esc(slug)}</h1><nav>${nav.map(([h, t]) => a(base + h, t, 'btn')).join(' ')}</nav></header><main class="main-content">${body}<footer class="site-footer">This site is open source. ${a(`${GIT}/explore/projects`, 'Improve this page')}</footer></main></body></html>`);
  }

  // ================================================================ Sites (Google-Sites-like)
  private static readonly OTHER_SITES = ['soc-ta-training', 'nue-hackers', 'comp-club-events', 'nue-ai-society', 'soc-freshmen-orientation-2019'];
  private sites_(u: URL, p: string, r: R): Resp {
    if (p === '/') return moved(SSO_LOGIN, 302);
    const mm = p.match(/^\/view\/([a-z0-9-]+)(?:\/([a-z0-9-]*))?$/);
    if (!mm) return this.notFound(SITES);
    const slug = mm[1], sub = mm[2];
    const o = this.offBySite.get(slug);
    if (!o && !ModernWebH.OTHER_SITES.includes(slug)) return this.notFound(SITES, `<html><head><title>Google Sites</title></head><body><p>The site you requested does not exist or you do not have permission to view it.</p>${a(SSO_LOGIN, 'Sign in')}</body></html>`);
    const base = `${SITES}/view/${slug}/`;
    if (sub === undefined || sub === '') return moved(`${base}home`, 302);
    const pages = o ? ['home', 'lectures', 'assignments', 'schedule', 'staff'] : ['home', 'about', 'events'];
    if (!pages.includes(sub)) return this.notFound(SITES);
    const code = o ? this.codeAt(o.m, o.y) : '';
    let body = para(r, 3);
    if (o && sub === 'home') body = `<h1>${esc(`${code} ${o.m.title}`)}</h1><p>${semText(o.y, o.s, 1)}</p>${para(r, 3)}<p>Lecturer: ${a(`${WWW}/people/profile/${o.lead.pid}/`, o.lead.name)}</p>${this.otherSems(o, 3)}`;
    if (o && sub === 'lectures') body = `<ul>${this.weeks(o).map((t, i) => `<li>Week ${i + 1}: ${esc(t)} ${a(`https://drive.google.com/file/d/${hex(`${slug}${i}`, 28)}/view`, 'slides')}</li>`).join('')}</ul>`;
    if (o && sub === 'staff') body = `<ul>${li(`${WWW}/people/profile/${o.lead.pid}/`, o.lead.name)}</ul>`;
    const title = o ? `${code} ${semText(o.y, o.s, 3)} - ${sub[0].toUpperCase()}${sub.slice(1)}` : `${slug} - ${sub}`;
    return html(`<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta property="og:title" content="${esc(title)}"><title>${esc(title)}</title><link href="https://fonts.googleapis.com/css?family=Google+Sans:400,500" rel="stylesheet"></head><body><div class="zDUgLc"><nav class="JzO0Vc">${pages.map((x) => a(base + x, x[0].toUpperCase() + x.slice(1), x === sub ? 'aJHbb dk90Ob' : 'aJHbb')).join('')}</nav><div class="UtePc">${body}</div><div class="dZA9kd">${a(`${SITES}/view/${slug}/${pages[0]}`, 'Report abuse')} · Page details · ${a(`https://sites.google.com/new`, 'Google Sites')}</div></div>${padding('gsites', u.href, 'window.WIZ_global_data')}</body></html>`);
  }

  // ================================================================ Coursemology and the ADFS wall
  private cmShell(url: string, title: string, body: string): Resp {
    return html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)} - Coursemology</title><meta name="csrf-token" content="${hex(url, 40)}"><link rel="stylesheet" href="${CM}/assets/application-${hex('cmcss', 16)}.css"></head><body><nav class="navbar navbar-default"><a class="navbar-brand" href="${CM}/">Coursemology</a><ul class="nav navbar-nav">${li(`${CM}/courses`, 'Courses')}${li(`${CM}/pages/faq`, 'FAQ')}${li(`${CM}/users/sign_in`, 'Sign in')}</ul></nav><div class="container">${body}</div><footer>${a(`${CM}/pages/terms_of_service`, 'Terms of service')} · ${a(`${CM}/pages/privacy_policy`, 'Privacy')} · Coursemology is developed at NUE School of Computing</footer>${padding('coursemology', url, 'window.__CM_PRELOAD__')}</body></html>`);
  }
  private cmTitle(o: Off): string {
    return `${this.codeAt(o.m, o.y)} ${o.m.title} ${[`AY${o.y}/${String(o.y + 1).slice(2)} Sem ${o.s}`, `(${clsSem(o.y, o.s, 0)})`, `${semText(o.y, o.s, 4)}`][o.m.theme]}`;
  }
  private cm_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const url = u.href;
    if (p.startsWith('/assets/')) return fileResp(`${url}.css`);
    if (p === '/') return this.cmShell(url, 'Home', `<div class="jumbotron"><h1>Coursemology</h1><p>A gamified online education platform.</p>${a(`${CM}/courses`, 'Browse courses', 'btn btn-primary')} ${a(`${CM}/users/sign_up`, 'Sign up', 'btn')}</div>`);
    if (p === '/pages/faq' || p === '/pages/terms_of_service' || p === '/pages/privacy_policy') return this.cmShell(url, p.slice(7).replace(/_/g, ' '), para(r, 5));
    if (p === '/users/sign_in' || p === '/users/sign_up' || p === '/users/password/new') return this.cmShell(url, 'Sign in', `<form action="${CM}/users/sign_in" method="post"><input name="user[email]"><input type="password" name="user[password]"><button>Sign in</button></form>${a(`${CM}/users/auth/saml`, 'Sign in with NUE account')} · ${a(`${CM}/users/password/new`, 'Forgot your password?')} · ${a(`${CM}/users/sign_up`, 'Sign up')}`);
    if (p === '/users/auth/saml') return moved(SSO_LOGIN, 302);
    const ids = [...this.offByCm.keys()].sort((x, z) => z - x);
    if (p === '/courses') {
      const page = Number(q.get('page') ?? 1), per = 24, pages = Math.ceil(ids.length / per);
      if (!(page >= 1 && page <= pages)) return this.notFound(CM);
      const rows = ids.slice((page - 1) * per, page * per).map((id) => { const o = this.offByCm.get(id)!; return `<div class="course-card">${a(`${CM}/courses/${id}`, this.cmTitle(o))}<p>${esc(o.lead.name)}</p></div>`; }).join('');
      return this.cmShell(url, 'Courses', `<h1>All courses</h1>${rows}<ul class="pagination">${[1, page - 1, page + 1, pages].filter((k, i, arr) => k >= 1 && k <= pages && k !== page && arr.indexOf(k) === i).map((k) => li(`${CM}/courses?page=${k}`, String(k))).join('')}</ul>`);
    }
    const mm = p.match(/^\/courses\/(\d+)(?:\/(.*))?$/);
    if (!mm) return this.notFound(CM);
    const id = Number(mm[1]), sub = mm[2] ?? '';
    const o = this.offByCm.get(id);
    if (!o) return this.notFound(CM);
    const pub = o.fam === 'cm' && o.home === `${CM}/courses/${id}`;
    if (!pub) return moved(`${CM}/users/sign_in`, 302);
    const base = `${CM}/courses/${id}`;
    const tabs: [string, string][] = [['', 'Home'], ['/announcements', 'Announcements'], ['/lesson_plan', 'Lesson Plan'], ['/assessments', 'Missions'], ['/leaderboard', 'Leaderboard'], ['/achievements', 'Achievements'], ['/materials/folders', 'Workbin'], ['/forums', 'Forums']];
    const sidebar = `<ul class="course-sidebar">${tabs.map(([h, t]) => li(base + h, t)).join('')}</ul>`;
    const wk = this.weeks(o), title = this.cmTitle(o);
    let body: string;
    if (sub === '') body = `<h1>${esc(title)}</h1><p>${esc(o.lead.name)} · ${semText(o.y, o.s, 0)}</p><h2>Announcements</h2>${Array.from({ length: 3 }, (_, i) => `<div class="announcement"><h4>${words(r, 5)}</h4><p>${words(r, 25)}</p><small>${3 - i} days ago</small></div>`).join('')}<h2>Lesson Plan</h2><ul>${wk.slice(0, 6).map((t, i) => li(`${base}/lesson_plan#week-${i + 1}`, `Week ${i + 1}: ${t}`)).join('')}</ul><h2>Assessments</h2><ul>${['Missions', 'Side Quests', 'Trainings', 'Contests'].map((t, i) => li(`${base}/assessments?category=${700 + (id % 50) * 4 + i}`, t)).join('')}</ul>${this.otherSems(o, 0)}`;
    else if (sub === 'announcements' || sub === 'lesson_plan' || sub === 'leaderboard' || sub === 'achievements') body = `<h1>${sub.replace('_', ' ')}</h1><ul>${wk.map((t, i) => `<li>${sub === 'leaderboard' ? `${i + 1}. ${pick(r, SURNAMES)} ${pick(r, GIVEN)} — level ${20 - i}` : `Week ${i + 1}: ${esc(t)}`}</li>`).join('')}</ul>`;
    else if (sub === 'assessments') {
      const cat = Number(q.get('category') ?? 0), tab = Number(q.get('tab') ?? 0);
      body = `<h1>Missions</h1><ul class="nav nav-tabs">${[0, 1, 2].map((k) => li(`${base}/assessments?category=${cat || 700}&tab=${cat * 3 + k + 1}`, `Tab ${k + 1}`)).join('')}</ul><ul>${wk.slice(1, 8).map((t, i) => li(`${base}/assessments/${id * 20 + i + (tab % 5)}`, `${pick(r, ['Mission', 'Training', 'Side Quest'])}: ${t}`)).join('')}</ul>`;
    } else if (sub === 'materials/folders') body = `<ul>${wk.slice(0, 8).map((t, i) => li(`${base}/materials/folders/${id * 10 + i}/files/L${i + 1}.pdf`, `L${i + 1}.pdf`)).join('')}</ul>`;
    else return moved(`${CM}/users/sign_in`, 302);
    return this.cmShell(url, title, `<div class="row"><div class="col-md-3">${sidebar}</div><div class="col-md-9">${body}</div></div>`);
  }
  private sso_(u: URL, p: string, r: R): Resp {
    if (p !== '/adfs/ls/' && p !== '/adfs/ls') return this.notFound(SSO);
    return html(`<!DOCTYPE html><html><head><title>Sign In</title></head><body><div id="loginArea"><h1>NUE Login</h1><form method="post" id="loginForm" action="${SSO}/adfs/ls/?client-request-id=${hex(u.href, 32)}"><label>NUE ID</label><input id="userNameInput" name="UserName" type="email"><label>Password</label><input id="passwordInput" name="Password" type="password"><span id="submitButton" class="submit">Sign in</span></form><p>${words(r, 8)}</p>${a(`${UNI}/it/password-reset/`, 'Forgot password?')}</div></body></html>`);
  }

  // ================================================================ the module catalogue (NUSMods-like; entries are no homes)
  private modsShell(url: string, title: string, body: string): Resp {
    const nav = [['/today', 'Today'], ['/timetable/sem-2', 'Timetable'], ['/modules', 'Modules'], ['/venues', 'Venues'], ['/settings', 'Settings'], ['/contribute', 'Contribute'], ['/about', 'About']];
    return html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} - NUEMods</title><meta name="description" content="NUEMods is a timetable builder and knowledge platform for NUE students."></head><body><div id="app"><nav class="nav">${a(`${MODS}/`, 'NUEMods', 'brand')}${nav.map(([h, t]) => a(MODS + h, t)).join('')}<form action="${MODS}/modules"><input name="q" placeholder="Search modules"></form></nav><main>${body}</main><footer>${a(`${MODS}/faq`, 'FAQ')} · ${a(`${MODS}/apps`, 'Apps')} · ${a(`${MODS}/api`, 'API')} · AY2019/20 data last updated 14 Jan 2020</footer></div>${padding('nuemods', url, 'window.__NEXT_DATA__')}</body></html>`);
  }
  private mods_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const url = u.href;
    let mm: RegExpMatchArray | null;
    const entry = (m: Mod) => li(this.catUrl(m), `${m.code} ${m.title}`);
    if (p === '/' || p === '/today' || p === '/about' || p === '/faq' || p === '/apps' || p === '/api' || p === '/settings' || p === '/contribute') return this.modsShell(url, p === '/' ? 'Home' : p.slice(1), `${para(r, 2)}<h2>Popular modules</h2><ul>${this.mods.filter((m) => hash(`pop${m.code}`) % 4 === 0).map(entry).join('')}</ul>`);
    if (p === '/modules') {
      const keys = ['sem', 'level', 'dept', 'mc', 'exam'] as const;
      const vals: Record<string, string[]> = { sem: ['1', '2', '3'], level: ['1000', '2000', '3000', '4000', '5000', '6000'], dept: ['cs', 'is', 'bt', 'cp'], mc: ['4', '8', '12'], exam: ['yes', 'no'] };
      const f: Record<string, string | null> = Object.fromEntries(keys.map((k) => [k, q.get(k)]));
      const page = Number(q.get('page') ?? 1);
      const list = this.mods.filter((m) => (!f.sem || m.sems.includes(Number(f.sem))) && (!f.level || m.code.replace(/^[A-Z]+/, '')[0] === f.level[0]) && (!f.dept || m.code.toLowerCase().startsWith(f.dept)) && (!f.mc || String(m.mc) === f.mc) && (!f.exam || (hash(m.code) % 3 === 0 ? 'no' : 'yes') === f.exam));
      const pages = Math.max(1, Math.ceil(list.length / 15));
      if (!(page >= 1 && page <= pages)) return this.notFound(MODS);
      const link = (k: string, v: string | null) => { const o = { ...f, [k]: v }; const s = keys.filter((x) => o[x]).map((x) => `${x}=${o[x]}`).join('&'); return `${MODS}/modules${s ? `?${s}` : ''}`; };
      const facets = keys.map((k) => `<div class="facet"><h4>${k}</h4>${vals[k].map((v) => a(link(k, f[k] === v ? null : v), v)).join(' ')}</div>`).join('');
      return this.modsShell(url, 'Modules', `<aside>${facets}</aside><ul>${list.slice((page - 1) * 15, page * 15).map(entry).join('')}</ul><p>${Array.from({ length: pages }, (_, i) => a(`${link('page', null)}${keys.some((k) => f[k]) ? '&' : '?'}page=${i + 1}`, String(i + 1))).join(' ')}</p>`);
    }
    if ((mm = p.match(/^\/modules\/([A-Z0-9]+)(?:\/([a-z0-9-]*))?$/))) {
      const m = this.modByCode.get(mm[1]);
      if (!m) return this.notFound(MODS);
      if (mm[1] !== m.code || mm[2] !== slugify(m.title)) return moved(this.catUrl(m));
      const rr = rng(hash(this.catUrl(m)));
      const prereq = this.mods.filter((x) => x.code < m.code && x.code[2] < m.code[2] && hash(x.code + m.code) % 9 === 0).slice(0, 4);
      const cur = m.offs.filter((o) => o.y === NOW_Y);
      const sem = Number(q.get('sem') ?? cur[0]?.s ?? m.sems[0]);
      const tabs = m.sems.map((s) => a(`${this.catUrl(m)}?sem=${s}`, semName(s))).join(' ');
      const site = cur.filter((o) => o.home).map((o) => li(o.home!, `Module website (${semText(o.y, o.s, 3)})`)).join('');
      const exam = hash(m.code) % 3 === 0 ? 'No exam' : `${pad(int(rr, 20, 30))}-${sem === 1 ? 'Nov-2019' : 'Apr-2020'} ${pick(rr, ['9:00 AM', '1:00 PM', '5:00 PM'])} · 2 hrs`;
      const body = `<h1>${m.code} ${esc(m.title)}</h1><p>Computer Science · School of Computing · ${m.mc} MCs</p><p>${para(rr, 3)}</p><div class="tabs">${tabs}</div><dl><dt>Exam</dt><dd>${exam}</dd><dt>Workload</dt><dd>${pick(rr, ['2-1-1-3-3', '3-1-0-3-3', '2-1-2-2-3', '2-0-2-3-3', '0-0-0-10-0'])} (lecture-tutorial-lab-project-preparation)</dd><dt>Prerequisites</dt><dd><ul class="prereq-tree">${prereq.map(entry).join('') || '<li>None</li>'}</ul></dd><dt>Preclusions</dt><dd>${m.oldCode ? `${m.oldCode}, ` : ''}${words(rr, 4)}</dd></dl>${site ? `<h2>Links</h2><ul>${site}</ul>` : ''}<h2>Timetable</h2><ul>${['LEC:1', 'TUT:01', 'TUT:05', 'LAB:B02'].map((l) => li(`${MODS}/timetable/sem-${sem}?${m.code}=${l}`, `Add ${l} to timetable`)).join('')}</ul><h2>Reviews</h2><p>${a(`${FORUM}/tag/${m.code.toLowerCase()}`, `Reviews of ${m.code} on the forum`)}</p><h2>Past offerings</h2><ul>${[...new Set(m.offs.filter((o) => o.y < NOW_Y).map((o) => o.y))].reverse().map((y) => li(`${MODS}/archive/${this.codeAt(m, y)}/${ay(y)}`, aySlash(y))).join('')}</ul>`;
      return this.modsShell(url, `${m.code} ${m.title}`, body);
    }
    if ((mm = p.match(/^\/archive\/([A-Z0-9]+)\/(\d{4})-(\d{4})$/))) {
      const m = this.modByCode.get(mm[1]), y = Number(mm[2]);
      const offs = m ? m.offs.filter((o) => o.y === y && this.codeAt(m, y) === mm![1]) : [];
      if (!m || !offs.length) return this.notFound(MODS);
      return this.modsShell(url, `${mm[1]} ${m.title} (${aySlash(y)} archive)`, `<div class="alert">You are viewing archived information for ${aySlash(y)}.</div><h1>${mm[1]} ${esc(m.title)}</h1>${para(r, 3)}<ul>${offs.map((o) => `<li>${semText(o.y, o.s, 0)}${o.home && hash(o.home) % 3 === 0 ? ` — ${a(o.home, 'module website')}` : ''}</li>`).join('')}</ul><p>${a(this.catUrl(m), 'Current information')}</p>`);
    }
    if ((mm = p.match(/^\/timetable\/sem-([1-4])$/))) {
      const mods = [...q.keys()].map((k) => this.modByCode.get(k)).filter((x): x is Mod => !!x);
      if (mods.length > 4 || mods.length !== [...q.keys()].length) return this.notFound(MODS);
      const suggest = this.mods.filter((m) => m.sems.includes(Number(mm![1])) && !mods.includes(m) && hash(`${m.code}${u.search}`) % 9 === 0).slice(0, 5);
      return this.modsShell(url, `Timetable – ${semName(Number(mm[1]))}`, `<table class="timetable">${mods.map((m) => `<tr><td>${a(this.catUrl(m), m.code)}</td><td>${esc(q.get(m.code) ?? '')}</td><td>${a(`${MODS}/venues/${pick(r, ['COM1-0206', 'LT19', 'I3-AUD', 'COM1-B108', 'S16-0436'])}`, 'venue')}</td></tr>`).join('')}</table><h3>Add modules</h3><ul>${suggest.map((m) => li(`${url}${u.search ? '&' : '?'}${m.code}=LEC:1`, m.code)).join('')}</ul>`);
    }
    if (p === '/venues' || (mm = p.match(/^\/venues\/([A-Z0-9-]+)$/))) {
      const VEN = ['COM1-0206', 'COM1-0208', 'COM1-0210', 'COM1-B108', 'COM1-B109', 'COM1-0114', 'COM2-0108', 'LT15', 'LT16', 'LT17', 'LT19', 'I3-AUD', 'I3-0336', 'S16-0436', 'UT-AUD1', 'UT-AUD2', 'MPSH1A', 'MPSH2A', 'SR1', 'SR2'];
      if (!mm) return this.modsShell(url, 'Venues', `<ul>${VEN.map((v) => li(`${MODS}/venues/${v}`, v)).join('')}</ul>`);
      if (!VEN.includes(mm[1])) return this.notFound(MODS);
      return this.modsShell(url, `${mm[1]} - Venues`, `<table>${this.mods.filter((m) => hash(m.code + mm![1]) % 8 === 0).map((m) => `<tr><td>${pick(r, ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} ${int(r, 8, 18)}00</td><td>${a(this.catUrl(m), m.code)}</td></tr>`).join('')}</table>`);
    }
    return this.notFound(MODS);
  }

  // ================================================================ the student forum (Discourse-like): module reviews and chatter
  private _topics?: { id: number; slug: string; title: string; cat: number; tag: string | null; posts: number; off: Off | null }[];
  private topics() {
    if (this._topics) return this._topics;
    const r = rng(hash('forum-topics'));
    const out: { id: number; slug: string; title: string; cat: number; tag: string | null; posts: number; off: Off | null }[] = [];
    let id = 1000;
    for (const o of this.offs) {
      if (o.y < 2016 || r() > 0.55) continue;
      const code = this.codeAt(o.m, o.y);
      const title = `${code} Module Review ${pick(r, [`AY${ay2(o.y)} Sem ${o.s}`, `(${semText(o.y, o.s, 2)})`, `- ${aySlash(o.y)} ${semName(o.s)}`])}`;
      out.push({ id: (id += 1 + int(r, 0, 6)), slug: `${code.toLowerCase()}-module-review-ay${ay2(o.y)}-sem${o.s}`, title, cat: 5, tag: o.m.code.toLowerCase(), posts: int(r, 3, 70), off: o });
    }
    const CATS = [6, 7, 8, 9, 10];
    for (let i = 0; i < 420; i++) {
      const title = `${pick(r, ['Anyone else', 'Help with', 'Looking for', 'Thoughts on', 'Guide to', 'Question about', 'Selling'])} ${words(r, 5)}`;
      out.push({ id: (id += 1 + int(r, 0, 4)), slug: slugify(title).slice(0, 60), title, cat: pick(r, CATS), tag: r() < 0.3 ? pick(r, this.mods).code.toLowerCase() : null, posts: int(r, 1, 45), off: null });
    }
    return (this._topics = out.sort((x, y) => y.id - x.id));
  }
  private forum_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const url = u.href;
    const CATS: Record<number, [string, string]> = { 5: ['modules', 'Module Reviews'], 6: ['general', 'General'], 7: ['internships', 'Internships and Careers'], 8: ['hall-life', 'Hall Life'], 9: ['exchange', 'Student Exchange'], 10: ['marketplace', 'Marketplace'] };
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} - NUE Students Forum</title><meta name="generator" content="Discourse 2.4.0.beta8 - https://github.com/discourse/discourse version 5b0c7e5"></head><body><header class="d-header">${a(`${FORUM}/`, 'NUE Students Forum')} ${a(`${FORUM}/latest`, 'Latest')} ${a(`${FORUM}/top`, 'Top')} ${a(`${FORUM}/categories`, 'Categories')} ${a(`${FORUM}/tags`, 'Tags')} ${a(`${FORUM}/login`, 'Log In')}</header><div id="main-outlet">${body}</div><footer><p>Powered by Discourse, best viewed with JavaScript enabled</p></footer>${padding('discourse', url, 'window.PreloadStore')}</body></html>`);
    const T = this.topics();
    const tlink = (t: (typeof T)[number]) => `<tr><td>${a(`${FORUM}/t/${t.slug}/${t.id}`, t.title)} ${t.tag ? a(`${FORUM}/tag/${t.tag}`, t.tag, 'discourse-tag') : ''}</td><td>${a(`${FORUM}/c/${CATS[t.cat][0]}/${t.cat}`, CATS[t.cat][1])}</td><td>${t.posts}</td></tr>`;
    const list = (title: string, items: typeof T, base: string) => {
      const page = Number(q.get('page') ?? 0), per = 30;
      if (!(page >= 0 && page * per < Math.max(1, items.length))) return this.notFound(FORUM);
      const more = (page + 1) * per < items.length ? a(`${base}${base.includes('?') ? '&' : '?'}page=${page + 1}`, 'More') : '';
      return shell(title, `<table class="topic-list">${items.slice(page * per, (page + 1) * per).map(tlink).join('')}</table>${more}`);
    };
    if (p === '/' || p === '/latest') return list('Latest topics', T, `${FORUM}/latest`);
    if (p === '/top') {
      const period = q.get('period') ?? 'monthly';
      if (!['all', 'yearly', 'quarterly', 'monthly', 'weekly', 'daily'].includes(period)) return this.notFound(FORUM);
      return shell(`Top topics (${period})`, `<p>${['all', 'yearly', 'quarterly', 'monthly', 'weekly', 'daily'].map((x) => a(`${FORUM}/top?period=${x}`, x)).join(' ')}</p><table>${[...T].sort((x, y) => (hash(period + x.id) % 100) - (hash(period + y.id) % 100)).slice(0, 30).map(tlink).join('')}</table>`);
    }
    if (p === '/categories') return shell('Categories', `<ul>${Object.entries(CATS).map(([id, [s, n]]) => li(`${FORUM}/c/${s}/${id}`, n)).join('')}</ul>`);
    if (p === '/tags') return shell('Tags', `<ul>${this.mods.map((m) => li(`${FORUM}/tag/${m.code.toLowerCase()}`, m.code.toLowerCase())).join('')}</ul>`);
    if (p === '/login' || p === '/signup') return moved(SSO_LOGIN, 302);
    let mm: RegExpMatchArray | null;
    if ((mm = p.match(/^\/c\/([a-z-]+)\/(\d+)$/))) {
      const c = CATS[Number(mm[2])];
      if (!c || c[0] !== mm[1]) return this.notFound(FORUM);
      return list(c[1], T.filter((t) => t.cat === Number(mm![2])), `${FORUM}/c/${mm[1]}/${mm[2]}`);
    }
    if ((mm = p.match(/^\/tag\/([a-z0-9]+)$/))) {
      if (!this.modByCode.has(mm[1].toUpperCase())) return this.notFound(FORUM);
      return list(`Topics tagged ${mm[1]}`, T.filter((t) => t.tag === mm![1]), `${FORUM}/tag/${mm[1]}`);
    }
    if ((mm = p.match(/^\/u\/([a-z0-9_]+)(?:\/(summary|activity))?$/))) return shell(`${mm[1]}'s profile`, `<p>${words(r, 10)}</p><ul>${T.filter((t) => hash(t.id + mm![1]) % 60 === 0).slice(0, 10).map((t) => li(`${FORUM}/t/${t.slug}/${t.id}`, t.title)).join('')}</ul>${a(`${FORUM}/u/${mm[1]}/summary`, 'Summary')} ${a(`${FORUM}/u/${mm[1]}/activity`, 'Activity')}`);
    if ((mm = p.match(/^\/t\/([a-z0-9-]+)\/(\d+)(?:\/(print|\d+))?$/))) {
      const t = T.find((x) => x.id === Number(mm![2]));
      if (!t) return this.notFound(FORUM);
      if (t.slug !== mm[1]) return moved(`${FORUM}/t/${t.slug}/${t.id}`);
      if (mm[3] === 'print' && t.posts > 50) return this.serverError();
      const page = Number(q.get('page') ?? 1), pages = Math.ceil(t.posts / 20);
      if (!(page >= 1 && page <= pages) || (mm[3] && mm[3] !== 'print' && Number(mm[3]) > t.posts)) return this.notFound(FORUM);
      const base = `${FORUM}/t/${t.slug}/${t.id}`;
      const o = t.off;
      const posts = Array.from({ length: Math.min(20, t.posts - (page - 1) * 20) }, (_, k) => {
        const n = (page - 1) * 20 + k + 1, user = `${pick(r, SURNAMES).toLowerCase()}_${pick(r, GIVEN).toLowerCase()}${int(r, 1, 99)}`;
        const ref = o && n === 1 ? `<p>Module: ${a(this.catUrl(o.m), o.m.code)}${o.home && hash(t.slug) % 2 ? ` · course site: ${a(o.home, o.home)}` : ''}</p><p>Lecturer: ${esc(o.lead.name)}. Workload: ${pick(r, ['heavy', 'manageable', 'light'])}. Expected grade: ${pick(r, ['A', 'A-', 'B+', 'B'])}. Actual: ${pick(r, ['A', 'B+', 'B', 'B-'])}.</p>` : '';
        return `<article class="post" id="post_${n}"><div class="names">${a(`${FORUM}/u/${user}`, user)}</div>${ref}<p>${words(r, 40)}</p>${a(`${base}/${n}`, `#${n}`)}</article>`;
      }).join('');
      return shell(t.title, `<h1>${esc(t.title)}</h1><p>${a(`${FORUM}/c/${CATS[t.cat][0]}/${t.cat}`, CATS[t.cat][1])} ${t.tag ? a(`${FORUM}/tag/${t.tag}`, t.tag) : ''}</p>${posts}<p>${pages > 1 ? Array.from({ length: pages }, (_, i) => a(`${base}?page=${i + 1}`, String(i + 1))).join(' ') : ''} ${a(`${base}/print`, 'Print')}</p><h3>Suggested topics</h3><table>${T.filter((x) => x.cat === t.cat && x.id !== t.id && hash(`${x.id}/${t.id}`) % 40 === 0).slice(0, 5).map(tlink).join('')}</table>`);
    }
    return this.notFound(FORUM);
  }

  // ================================================================ university home, exchange, library, recordings
  private static readonly UNI_PAGES: Record<string, string> = {
    '/': 'National University of Eastport', '/admissions/': 'Admissions', '/registrar/': 'Office of the Registrar', '/registrar/academic-calendar/': 'Academic calendar', '/registrar/exam-timetable/': 'Examination timetable',
    '/libraries/': 'NUE Libraries', '/it/email/': 'Webmail', '/it/password-reset/': 'Reset your password', '/it/vpn/': 'VPN', '/legal/privacy/': 'Privacy notice', '/legal/terms-of-use/': 'Terms of use',
    '/legal/accessibility/': 'Accessibility', '/legal/report-vulnerability/': 'Report a vulnerability', '/about/': 'About NUE', '/research/': 'Research at NUE', '/campus-life/': 'Campus life', '/news/': 'NUE News', '/careers/': 'Careers',
    '/faculties/arts/': 'Faculty of Arts and Social Sciences', '/faculties/business/': 'Business School', '/faculties/engineering/': 'Faculty of Engineering', '/faculties/science/': 'Faculty of Science', '/faculties/law/': 'Faculty of Law',
    '/faculties/medicine/': 'School of Medicine', '/faculties/design/': 'School of Design and Environment', '/faculties/music/': 'Conservatory of Music', '/faculties/computing/': 'School of Computing', '/alumni/': 'Alumni', '/giving/': 'Giving',
  };
  private uni_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const url = u.href;
    if (p === '/faculties/computing/') return moved(`${WWW}/`);
    if (p === '/search/') return html(`<html><body><form action="${UNI}/search/"><input name="q"></form><p>${esc(q.get('q') ?? '')}</p></body></html>`);
    const t = ModernWebH.UNI_PAGES[p];
    if (!t) return r() < 0.1 ? this.serverError() : this.notFound(UNI);
    const entries = Object.entries(ModernWebH.UNI_PAGES);
    const nav = entries.map(([h, x]) => li(UNI + h, x)).join('');
    const extra = p === '/registrar/exam-timetable/' ? `<p>${a(`${WWW}/education/exam-timetable/`, 'School of Computing exam timetable')}</p>` : p === '/libraries/' ? `<ul>${li(`${OPAC}/`, 'Library search')}${li(`${LIB}/examPapers/`, 'Examination papers')}${li(`${LIB}/`, 'Library portal')}</ul>` : '';
    const off = ['www.instagram.com/nue', 'twitter.com/NUE', 'www.facebook.com/nue.edu', 'www.linkedin.com/school/nue', 'www.youtube.com/user/NUEchannel', 'www.straitstimes.com', 'www.moe.gov.sg', 'www.a-star.edu.sg', 'www.ntu.edu.sg', 'www.smu.edu.sg'].map((h) => li(`https://${h}/`, h)).join('');
    return html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t)} | NUE</title></head><body><header>${a(`${UNI}/`, 'NUE')}<nav class="mega"><ul>${nav}</ul></nav></header><main><h1>${esc(t)}</h1>${para(r, 4)}${extra}</main><footer><ul>${off}</ul><p>© National University of Eastport</p></footer>${padding('uni', url, 'window.drupalSettings')}</body></html>`);
  }

  private gro_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t)} | Global Relations Office</title><meta name="generator" content="WordPress 5.3.2"></head><body class="page"><header>${a(`${GRO}/`, 'Global Relations Office')} ${a(`${GRO}/exchange/`, 'Student Exchange')} ${a(`${GRO}/exchange/partners/`, 'Partner universities')} ${a(`${GRO}/exchange/mappings/`, 'Module mappings')} ${a(`${UNI}/`, 'NUE')}</header><main><h1>${esc(t)}</h1>${b}</main><footer>© NUE Global Relations Office</footer></body></html>`.replace(/href="https:\/\/gro\./g, 'href="http://gro.'));
    if (p === '/' || p === '/exchange/') return shell(p === '/' ? 'Global Relations Office' : 'Student Exchange Programme', `${para(r, 4)}<ul>${li(`${GRO}/exchange/partners/`, 'Partner universities')}${li(`${GRO}/exchange/mappings/`, 'Module mappings')}</ul>`);
    if (p === '/exchange/partners/') return shell('Partner universities', `<ul>${PARTNERS.map(([k, n, c]) => li(`${GRO}/exchange/partners/${k}/`, `${n} (${c})`)).join('')}</ul>`);
    let mm: RegExpMatchArray | null;
    if ((mm = p.match(/^\/exchange\/partners\/([a-z]+)\/$/))) {
      const pt = PARTNERS.find(([k]) => k === mm![1]);
      if (!pt) return this.notFound(GRO);
      return shell(pt[1], `${para(r, 3)}<p>Website: ${a(`https://${pt[3]}/`, pt[3])}</p><ul>${['soc', 'fass', 'eng', 'biz'].map((f) => li(`${GRO}/exchange/mappings/?partner=${pt[0]}&faculty=${f}`, `Module mappings (${f.toUpperCase()})`)).join('')}</ul>`);
    }
    if (p === '/exchange/mappings/') {
      const partner = q.get('partner'), faculty = q.get('faculty'), status = q.get('status'), page = Number(q.get('page') ?? 1);
      const pr = rng(hash(`${partner}|${faculty}`));
      const pool = faculty === 'soc' || !faculty ? this.mods.filter(() => pr() < 0.4) : [];
      const rows = pool.filter((m) => !status || (hash(m.code + partner) % 3 === 0 ? 'pending' : 'approved') === status);
      const pages = Math.max(1, Math.ceil(rows.length / 20));
      if (!(page >= 1 && page <= pages)) return this.notFound(GRO);
      const link = (k: string, v: string) => { const o: Record<string, string | null> = { partner, faculty, status, [k]: v }; return `${GRO}/exchange/mappings/?${Object.entries(o).filter(([, x]) => x).map(([x, y]) => `${x}=${y}`).join('&')}`; };
      const tbl = rows.slice((page - 1) * 20, page * 20).map((m) => {
        const o = m.offs.filter((x) => x.y === NOW_Y && x.home).at(-1);
        return `<tr><td>${(partner ?? 'ethz').toUpperCase()}-${int(pr, 100, 499)}</td><td>${words(pr, 3)}</td><td>${a(this.catUrl(m), m.code)}</td><td>${esc(m.title)}</td><td>${o && hash(m.code) % 4 === 0 ? a(o.fam === 'aspx' ? `${o.home}&lang=en` : o.home!, 'module page') : ''}</td><td>${hash(m.code + partner) % 3 === 0 ? 'Pending' : 'Approved'}</td></tr>`;
      }).join('');
      return shell('Module mappings', `<p>Partner: ${PARTNERS.map(([k]) => a(link('partner', k), k)).join(' ')}</p><p>Faculty: ${['soc', 'fass', 'eng', 'biz'].map((f) => a(link('faculty', f), f)).join(' ')} · Status: ${a(link('status', 'approved'), 'approved')} ${a(link('status', 'pending'), 'pending')}</p><table><tr><th>Partner module</th><th>Title</th><th>NUE module</th><th>NUE title</th><th></th><th>Status</th></tr>${tbl}</table><p>${Array.from({ length: pages }, (_, i) => a(link('page', String(i + 1)), String(i + 1))).join(' ')}</p>`);
    }
    return this.notFound(GRO);
  }

  private lib_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html><head><title>${esc(t)} - NUE Libraries</title></head><body><header>${a(`${LIB}/`, 'NUE Libraries Portal')} ${a(`${OPAC}/`, 'Search')} ${a(`${LIB}/examPapers/`, 'Exam papers')} ${a(SSO_LOGIN, 'Login')}</header><main><h1>${esc(t)}</h1>${b}</main></body></html>`);
    if (p === '/') return shell('Libraries portal', `${para(r, 3)}<ul>${li(`${LIB}/examPapers/`, 'Past-year examination papers')}${li(`${OPAC}/`, 'Catalogue search')}</ul>`);
    if (p.startsWith('/examPapers/files/')) return moved(`${SSO_LOGIN}&wreply=${encodeURIComponent(u.href)}`, 302);
    if (p !== '/examPapers/') return this.notFound(LIB);
    const code = q.get('code');
    if (!code) return shell('Examination papers', `<form action="${LIB}/examPapers/"><input name="code"></form><ul>${this.mods.map((m) => li(`${LIB}/examPapers/?code=${m.code}`, m.code)).join('')}</ul>`);
    const m = this.modByCode.get(code);
    if (!m) return shell('Examination papers', '<p>No papers found.</p>');
    const papers = m.offs.filter((o) => o.y < NOW_Y && o.s <= 2 && hash(`exam${o.m.code}${o.key}`) % 3 !== 0);
    return shell(`Examination papers: ${m.code}`, `<p>${esc(m.title)}</p><table>${papers.map((o) => `<tr><td>${semText(o.y, o.s, 1)}</td><td>${a(`${LIB}/examPapers/files/${this.codeAt(m, o.y)}-${clsSem(o.y, o.s, 0)}.pdf`, 'Download (NUE login)')}</td></tr>`).join('')}</table>`);
  }

  private opac_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html><head><title>${esc(t)} - NUE Library Search</title></head><body><form action="${OPAC}/search"><input name="q"></form>${b}</body></html>`);
    if (p === '/') return shell('Search', `<ul>${['algorithms', 'operating systems', 'machine learning', 'databases', 'singapore history', 'computer networks'].map((t) => li(`${OPAC}/search?q=${encodeURIComponent(t)}`, t)).join('')}</ul>`);
    let mm: RegExpMatchArray | null;
    if ((mm = p.match(/^\/record\/(\d+)$/))) return shell(`Record ${mm[1]}`, `<p>${words(rng(Number(mm[1])), 8)}</p><p>${a(`${OPAC}/search?q=${encodeURIComponent(words(rng(Number(mm[1])), 1))}`, 'More like this')}</p>`);
    if (p !== '/search') return this.notFound(OPAC);
    const qs = q.get('q') ?? '', fmt = q.get('format'), yr = q.get('year'), page = Number(q.get('page') ?? 1);
    if (page > 50) return this.notFound(OPAC);
    const base = (k: string, v: string) => { const o: Record<string, string | null> = { q: qs, format: fmt, year: yr, [k]: v }; return `${OPAC}/search?${Object.entries(o).filter(([, x]) => x).map(([x, y]) => `${x}=${encodeURIComponent(y!)}`).join('&')}`; };
    const recs = Array.from({ length: 10 }, (_, i) => (hash(`${u.search}${i}`) % 900000) + 100000);
    return shell(`Results for ${qs}`, `<p>Format: ${['book', 'ebook', 'journal', 'thesis', 'video'].map((f) => a(base('format', f), f)).join(' ')}</p><p>Year: ${[2019, 2018, 2017, 2016, 2015, 2010, 2005, 2000].map((y) => a(base('year', String(y)), String(y))).join(' ')}</p><ul>${recs.map((id) => li(`${OPAC}/record/${id}`, words(rng(id), 6))).join('')}</ul>${a(base('page', String(page + 1)), 'Next')}`);
  }

  private pan_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html><head><title>${esc(t)}</title></head><body><div id="header">${a(`${PAN}/Panopto/Pages/Home.aspx`, 'Panopto')} ${a(`${PAN}/Panopto/Pages/Auth/Login.aspx`, 'Sign in')}</div>${b}</body></html>`);
    if (p === '/Panopto/Pages/Home.aspx') return shell('Home - Panopto', `<ul>${this.offs.filter((o) => o.y >= 2018 && hash(o.m.code + o.key) % 3 === 0).slice(0, 60).map((o) => li(`${PAN}/Panopto/Pages/Sessions/List.aspx?folderID=${guid(`folder${o.m.code}${o.key}`)}`, `${this.codeAt(o.m, o.y)} ${clsSem(o.y, o.s, 0)}`)).join('')}</ul>`);
    if (p === '/Panopto/Pages/Auth/Login.aspx') return shell('Sign in - Panopto', `<p>${a(SSO_LOGIN, 'Sign in with NUE account')}</p>`);
    if (p === '/Panopto/Pages/Sessions/List.aspx') {
      const f = q.get('folderID') ?? '';
      const o = this.offs.find((x) => x.y >= 2016 && guid(`folder${x.m.code}${x.key}`) === f);
      if (!o) return shell('Panopto', '<p>You do not have access to this folder. Please sign in.</p>');
      return shell(`${this.codeAt(o.m, o.y)} ${clsSem(o.y, o.s, 0)} - Panopto`, `<ul>${this.weeks(o).map((t, i) => li(`${PAN}/Panopto/Pages/Viewer.aspx?id=${guid(`${o.m.code}${o.key}${i}`)}`, `L${i + 1} ${t}`)).join('')}</ul>`);
    }
    if (p === '/Panopto/Pages/Viewer.aspx') return hash(u.search) % 4 === 0 ? shell('Viewer', `<video src="${PAN}/Panopto/Podcast/Download/${q.get('id')}.mp4"></video>${a(`${PAN}/Panopto/Pages/Embed.aspx?id=${q.get('id')}`, 'Embed')} ${a(`${PAN}/Panopto/Podcast/Download/${q.get('id')}.mp4`, 'Download MP4')}`) : moved(`${PAN}/Panopto/Pages/Auth/Login.aspx?ReturnUrl=${encodeURIComponent(u.pathname + u.search)}`, 302);
    if (p === '/Panopto/Pages/Embed.aspx') return shell('Embed', `<video src="${PAN}/Panopto/Podcast/Download/${q.get('id')}.mp4"></video>`);
    if (p.startsWith('/Panopto/Podcast/Download/')) return fileResp(u.href);
    return this.notFound(PAN);
  }

  // ================================================================ research publications (faceted trap), DokuWiki, gallery
  private res_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html><head><title>${esc(t)} - SoC Research Publications</title></head><body><header>${a(`${RES}/publications`, 'Publications')} ${a(`${WWW}/research/`, 'SoC Research')}</header><h1>${esc(t)}</h1>${b}</body></html>`);
    let mm: RegExpMatchArray | null;
    if (p === '/' || p === '/publications') {
      const keys = ['year', 'area', 'type', 'author', 'venue'] as const;
      const f: Record<string, string | null> = Object.fromEntries(keys.map((k) => [k, q.get(k)]));
      const page = Number(q.get('page') ?? 1);
      if (page < 1 || page > 30) return this.notFound(RES);
      const link = (k: string, v: string) => { const o = { ...f, [k]: v }; return `${RES}/publications?${keys.filter((x) => o[x]).map((x) => `${x}=${o[x]}`).join('&')}`; };
      const ids = Array.from({ length: 10 }, (_, i) => 100 + (hash(`${u.search}#${i}`) % 8000));
      const authors = this.staff.filter((s) => hash(s.slug + u.search) % 16 === 0).slice(0, 4);
      const VALS: Record<string, [string, string][]> = {
        year: Array.from({ length: 8 }, (_, i) => [String(2019 - i), String(2019 - i)]), area: AREAS.map((x) => [slugify(x), x]),
        type: ['journal', 'conference', 'thesis', 'techreport'].map((t) => [t, t]), venue: ['icse', 'sigmod', 'neurips', 'cvpr', 'acl', 'ccs'].map((v) => [v, v.toUpperCase()]), author: authors.map((x) => [x.slug, x.name]),
      };
      /** A set facet shows its value and a remove link; an unset one offers its values. */
      const facets = keys.map((k) => `<p>${k}: ${f[k] ? `<b>${esc(f[k]!)}</b> ${a(`${RES}/publications?${keys.filter((x) => x !== k && f[x]).map((x) => `${x}=${f[x]}`).join('&')}`, '×')}` : VALS[k].map(([v, t]) => a(link(k, v), t)).join(' · ')}</p>`).join('');
      return shell('Publications', `${facets}<ol>${ids.map((id) => li(`${RES}/publications/${id}`, words(rng(id), 8))).join('')}</ol>${a(link('page', String(page + 1)), 'Next page')}`);
    }
    if ((mm = p.match(/^\/publications\/(\d+)(\/bibtex|\.pdf)?$/))) {
      const id = Number(mm[1]);
      if (id < 100 || id >= 8100) return this.notFound(RES);
      if (mm[2] === '.pdf') return id % 53 === 0 ? this.serverError() : pdf(u.href);
      if (mm[2]) return { status: 200, type: 'application/x-bibtex', body: `@inproceedings{soc${id},\n  title={${words(rng(id), 8)}},\n  year={${2010 + (id % 10)}}\n}\n` };
      const rr = rng(id), au = pick(rr, this.staff);
      return shell(words(rng(id), 8), `<p>${a(`${WWW}/people/${au.slug}/`, au.name)}, ${pick(rr, SURNAMES)} ${pick(rr, GIVEN)}. ${2010 + (id % 10)}.</p>${para(r, 3)}<p>${a(`${RES}/publications/${id}.pdf`, 'PDF')} · ${a(`${RES}/publications/${id}/bibtex`, 'BibTeX')} · ${a(`${RES}/publications?author=${au.slug}`, `More by ${au.name}`)}</p>`);
    }
    return this.notFound(RES);
  }

  private _wikiIds?: string[];
  private wikiIds(): string[] {
    if (this._wikiIds) return this._wikiIds;
    const r = rng(hash('dokuwiki'));
    const NS = ['start', 'services', 'labs', 'printing', 'vpn', 'email', 'gpu', 'cluster', 'accounts', 'software', 'howto', 'policy', 'teaching', 'wifi'];
    const out = ['start', 'sidebar', 'wiki:syntax', 'wiki:welcome'];
    for (const ns of NS.slice(1)) for (let i = 0; i < 14; i++) out.push(`${ns}:${slugify(words(r, 2)).replace(/-/g, '_')}_${i}`);
    return (this._wikiIds = out);
  }
  private wiki_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const ids = this.wikiIds();
    const shell = (t: string, b: string, id = 'start') => html(`<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>${esc(t)} [SoC Systems Wiki]</title><meta name="generator" content="DokuWiki"/></head><body><div id="dokuwiki__site"><header>${a(`${WIKI}/doku.php?id=start`, 'SoC Systems Wiki')} <form action="${WIKI}/doku.php"><input name="q"><input type="hidden" name="do" value="search"></form><ul>${li(`${WIKI}/doku.php?id=${id}&do=recent`, 'Recent Changes')}${li(`${WIKI}/lib/exe/mediamanager.php?ns=${id.split(':')[0]}`, 'Media Manager')}${li(`${WIKI}/doku.php?id=${id}&do=index`, 'Sitemap')}${li(`${WIKI}/doku.php?id=${id}&do=login`, 'Log In')}</ul></header><div class="page">${b}</div><div class="pageinfo">${id}.txt · Last modified: 2019/12/${int(r, 10, 30)} by sysadmin</div><ul class="page-tools">${['revisions', 'backlink', 'export_raw'].map((d) => li(`${WIKI}/doku.php?id=${id}&do=${d}`, d)).join('')}</ul></div></body></html>`);
    if (p === '/' ) return moved(`${WIKI}/doku.php?id=start`, 302);
    if (p === '/lib/exe/fetch.php') return fileResp(`${u.href}.png`);
    if (p === '/lib/exe/mediamanager.php') {
      const ns = q.get('ns') ?? '', tab = q.get('tab_files') ?? 'files';
      return shell('Media Manager', `<p>${['files', 'upload', 'search'].map((t) => a(`${WIKI}/lib/exe/mediamanager.php?ns=${ns}&tab_files=${t}`, t)).join(' ')}</p><ul>${tab === 'files' ? Array.from({ length: 6 }, (_, i) => li(`${WIKI}/lib/exe/fetch.php?media=${ns}:img${i}.png`, `${ns}:img${i}.png`)).join('') : ''}</ul><p>${[...new Set(ids.map((x) => x.split(':')[0]))].map((n) => a(`${WIKI}/lib/exe/mediamanager.php?ns=${n}`, n)).join(' ')}</p>`);
    }
    if (p !== '/doku.php') return this.notFound(WIKI);
    const id = q.get('id') ?? 'start', d = q.get('do'), rev = q.get('rev');
    if (!ids.includes(id)) return shell('This topic does not exist yet', `<p>You've followed a link to a topic that doesn't exist yet. ${a(`${WIKI}/doku.php?id=${id}&do=edit`, 'Create this page')}</p>`, id);
    const revs = Array.from({ length: 3 + (hash(id) % 12) }, (_, i) => 1577836800 - i * 86400 * (5 + (hash(id + i) % 40)));
    if (d === 'edit' || d === 'login' || d === 'search') return shell('Login', `<p>Permission denied. ${a(SSO_LOGIN, 'Log in')}</p>`, id);
    if (d === 'export_raw') return { status: 200, type: 'text/plain; charset=utf-8', body: `====== ${id} ======\n${words(r, 80)}\n` };
    if (d === 'revisions') return shell(`${id} - Old revisions`, `<ul>${revs.map((t) => `<li>${a(`${WIKI}/doku.php?id=${id}&rev=${t}`, new Date(t * 1000).toISOString().slice(0, 16))} ${a(`${WIKI}/doku.php?id=${id}&rev=${t}&do=diff`, 'diff')}</li>`).join('')}</ul>`, id);
    if (d === 'backlink') return shell(`${id} - Backlinks`, `<ul>${ids.filter((x) => hash(x + id) % 15 === 0).map((x) => li(`${WIKI}/doku.php?id=${x}`, x)).join('')}</ul>`, id);
    if (d === 'index' || d === 'recent') return shell(d === 'index' ? 'Sitemap' : 'Recent changes', `<ul>${(d === 'index' ? ids : ids.filter((x) => hash(`rc${x}`) % 5 === 0)).map((x) => li(`${WIKI}/doku.php?id=${x}`, x)).join('')}</ul>`, id);
    if (d === 'diff' || rev) {
      if (rev && !revs.includes(Number(rev))) return shell(id, '<p>No such revision.</p>', id);
      return shell(`${id}${d === 'diff' ? ' - Diff' : ''}`, `${para(r, 3)}${d === 'diff' ? `<table class="diff"><tr><td>- ${words(r, 8)}</td><td>+ ${words(r, 8)}</td></tr></table>` : ''}`, id);
    }
    const body = `<h1>${esc(id.split(':').pop()!.replace(/_/g, ' '))}</h1>${para(r, 4)}<ul>${ids.filter((x) => hash(`l${x}${id}`) % 20 === 0).map((x) => li(`${WIKI}/doku.php?id=${x}`, x)).join('')}</ul>${id.startsWith('teaching:') ? `<p>Lab setup for ${a(this.catUrl(pick(r, this.mods)), 'a module')}.</p>` : ''}`;
    return shell(id, body, id);
  }

  private gal_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    let s = u.search.slice(1);
    try {
      s = decodeURIComponent(s);
    } catch {
      return this.notFound(GAL);
    }
    const ALB = 90;
    const photos = (c: number) => 8 + (hash(`alb${c}`) % 60);
    const albName = (c: number) => `${pick(rng(c * 7), ['Commencement', 'SoC Open House', 'Hackathon', 'Orientation', 'Industry Night', 'Staff Retreat', 'Research Week', 'CNY Celebration', 'Sports Day'])} ${2008 + (c % 12)}`;
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="Piwigo (aka PWG), see piwigo.org"><title>${esc(t)} | SoC Gallery</title></head><body><div id="theHeader">${a(`${GAL}/`, 'SoC Photo Gallery')}</div><ul class="menu">${li(`${GAL}/index.php?/categories`, 'Albums')}${li(`${GAL}/index.php?/recent_pics`, 'Recent photos')}${li(`${GAL}/index.php?/tags`, 'Tags')}${li(`${GAL}/index.php?/calendar_created-monthly-list`, 'Calendar')}${li(`${GAL}/identification.php`, 'Login')}</ul>${b}</body></html>`);
    const thumbs = (c: number, from: number, n: number) => Array.from({ length: n }, (_, i) => from + i).filter((i) => i < photos(c)).map((i) => li(`${GAL}/picture.php?/${c * 100 + i}/category/${c}`, `photo ${c * 100 + i}`)).join('');
    if (p === '/' || (p === '/index.php' && (s === '/categories' || s === ''))) return shell('Albums', `<ul>${Array.from({ length: ALB }, (_, c) => li(`${GAL}/index.php?/category/${c + 1}`, albName(c + 1))).join('')}</ul>`);
    if (p === '/identification.php') return shell('Identification', `<form method="post"><input name="username"></form>`);
    if (p === '/i.php') return fileResp(`${u.href}.jpg`);
    let mm: RegExpMatchArray | null;
    if (p === '/index.php' && (mm = s.match(/^\/category\/(\d+)(?:\/start-(\d+))?$/))) {
      const c = Number(mm[1]), st = Number(mm[2] ?? 0);
      if (c < 1 || c > ALB || st % 15 || st >= photos(c)) return this.notFound(GAL);
      return shell(albName(c), `<ul class="thumbnails">${thumbs(c, st, 15)}</ul><p>${Array.from({ length: Math.ceil(photos(c) / 15) }, (_, k) => a(`${GAL}/index.php?/category/${c}${k ? `/start-${k * 15}` : ''}`, String(k + 1))).join(' ')}</p>`);
    }
    if (p === '/index.php' && (s === '/recent_pics' || s === '/tags' || (mm = s.match(/^\/tags\/(\d+)-([a-z-]+)$/)) || s.startsWith('/calendar_created'))) {
      const tags = ['students', 'faculty', 'awards', 'com1', 'events', 'graduation', 'alumni', 'lab'];
      if (s === '/tags') return shell('Tags', `<ul>${tags.map((t, i) => li(`${GAL}/index.php?/tags/${i + 1}-${t}`, t)).join('')}</ul>`);
      const cm = s.match(/^\/calendar_created-monthly-list(?:-(\d{4})(?:-(\d\d))?)?$/);
      if (s.startsWith('/calendar_created') && !cm) return this.notFound(GAL);
      const y = Number(cm?.[1] ?? 0);
      if (cm && (y && (y < 2008 || y > 2019))) return this.notFound(GAL);
      const cal = cm ? `<p>${(y ? Array.from({ length: 12 }, (_, k) => a(`${GAL}/index.php?/calendar_created-monthly-list-${y}-${pad(k + 1)}`, String(k + 1))) : Array.from({ length: 12 }, (_, k) => a(`${GAL}/index.php?/calendar_created-monthly-list-${2008 + k}`, String(2008 + k)))).join(' ')}</p>` : '';
      const c = 1 + (hash(s) % ALB);
      return shell('Photos', `${cal}<ul>${thumbs(c, 0, 15)}</ul>`);
    }
    if (p === '/picture.php' && (mm = s.match(/^\/(\d+)\/category\/(\d+)(?:&(slideshow|metadata|map))?=?$/))) {
      const id = Number(mm[1]), c = Number(mm[2]), i = id - c * 100;
      if (c < 1 || c > ALB || i < 0 || i >= photos(c)) return this.notFound(GAL);
      const pic = (k: number) => `${GAL}/picture.php?/${c * 100 + k}/category/${c}`;
      return shell(`photo ${id}`, `<img src="${GAL}/i.php?/upload/20${pad(8 + (c % 12))}/${hex(`p${id}`, 8)}-me.jpg"><p>${i > 0 ? a(pic(i - 1), 'Previous') : ''} ${i + 1 < photos(c) ? a(pic(i + 1), 'Next') : ''} ${a(`${pic(i)}&slideshow=`, 'Slideshow')} ${a(`${pic(i)}&metadata`, 'Metadata')}</p><ul>${['2small', 'xsmall', 'small', 'medium', 'large', 'xlarge'].map((z) => li(`${GAL}/i.php?/upload/20${pad(8 + (c % 12))}/${hex(`p${id}`, 8)}-${z.slice(0, 2)}.jpg`, z)).join('')}</ul>${a(`${GAL}/index.php?/category/${c}`, 'Album')}`);
    }
    return this.notFound(GAL);
  }

  // ================================================================ mirror/log autoindex, GitLab, Jira
  private mirror_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    if (/\.(log|gz|iso|txt)$/.test(p)) return p.endsWith('.log') || p.endsWith('.txt') ? fileResp(u.href.replace(/\?.*$/, '')) : bin('application/octet-stream', u.href);
    const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
    let entries: string[] | null = null;
    if (p === '/') entries = ['ubuntu/', 'centos/', 'pub/', 'logs/', 'software/'];
    else if (p === '/logs/') entries = ['2016/', '2017/', '2018/', '2019/', '2020/', 'README.txt'];
    else if (/^\/logs\/20(1[6-9]|20)\/$/.test(p)) entries = MONTHS.filter((m) => !(p.includes('2020') && m !== '01')).map((m) => `${m}/`);
    else if (/^\/logs\/20(1[6-9]|20)\/(0[1-9]|1[0-2])\/$/.test(p)) entries = Array.from({ length: 28 }, (_, d) => `access-${p.slice(6, 10)}${p.slice(11, 13)}${pad(d + 1)}.log`).concat(['error.log']);
    else if (p === '/ubuntu/' || p === '/centos/') entries = ['dists/', 'pool/', 'ls-lR.gz', 'README.txt'];
    else if (/^\/(ubuntu|centos)\/(dists|pool)\/$/.test(p)) entries = ['bionic/', 'focal/', 'xenial/', 'main/', 'universe/'];
    else if (/^\/(ubuntu|centos)\/(dists|pool)\/(bionic|focal|xenial|main|universe)\/$/.test(p)) entries = Array.from({ length: 12 }, (_, i) => `${hex(p + i, 6)}.gz`);
    else if (p === '/pub/' || p === '/software/') entries = Array.from({ length: 16 }, (_, i) => `${pick(rng(hash(p) + i), ['matlab', 'vscode', 'eclipse', 'jdk', 'python', 'r', 'vmware', 'sqldeveloper'])}-${i}.iso`);
    if (!entries) return this.notFound(MIRROR);
    const { C, O } = sortParams(u);
    if ((C && !'NMSD'.includes(C)) || (O && O !== 'A' && O !== 'D')) return this.notFound(MIRROR);
    if (C === 'N' && O === 'D') entries = [...entries].reverse();
    const head = ['N', 'M', 'S', 'D'].map((c) => `<th>${a(`${MIRROR}${p}?C=${c};O=${C === c && O !== 'D' ? 'D' : 'A'}`, { N: 'Name', M: 'Last modified', S: 'Size', D: 'Description' }[c]!)}</th>`).join('');
    return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><html><head><title>Index of ${p}</title></head><body><h1>Index of ${p}</h1><table><tr>${head}</tr>${p !== '/' ? `<tr><td>${a(`${MIRROR}${p.replace(/[^/]+\/$/, '')}`, 'Parent Directory')}</td></tr>` : ''}${entries.map((e) => `<tr><td>${a(`${MIRROR}${p}${e}`, e)}</td><td>2019-${pad(int(r, 1, 12))}-${pad(int(r, 1, 28))} ${pad(int(r, 0, 23))}:${pad(int(r, 0, 59))}</td><td>${e.endsWith('/') ? '-' : `${int(r, 1, 900)}K`}</td></tr>`).join('')}</table><address>Apache/2.4.41 (Ubuntu) Server at mirror.comp.${D} Port 443</address></body></html>`);
  }

  private _projects?: string[];
  private projects(): string[] {
    if (this._projects) return this._projects;
    const out: string[] = [];
    for (const o of this.offs) if (o.fam === 'pages' && o.home) out.push(`${o.m.code.toLowerCase()}/${this.siteSlug(o)}`);
    const r = rng(hash('gitlab-h'));
    for (let i = 0; i < 60; i++) out.push(`${pick(r, ['socit', 'research', 'students', 'greyhats', 'compclub', 'nlp', 'vision'])}/${pick(r, ['tool', 'lib', 'bench', 'site', 'infra', 'thesis', 'bot', 'grader'])}-${hex(`g${i}`, 5)}`);
    for (const k of Object.keys(ModernWebH.OTHER_PAGES)) out.push(`pages/${k}`);
    return (this._projects = out);
  }
  private git_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t)} · GitLab</title><meta content="GitLab" property="og:site_name"><meta name="csrf-token" content="${hex(t, 40)}"></head><body class="ui-indigo"><header class="navbar">${a(`${GIT}/explore/projects`, 'Projects')} ${a(`${GIT}/explore/groups`, 'Groups')} ${a(`${GIT}/help`, 'Help')} ${a(`${GIT}/users/sign_in`, 'Sign in')}</header><div class="content-wrapper"><h1>${esc(t)}</h1>${b}</div></body></html>`);
    if (p === '/' ) return moved(`${GIT}/explore/projects`, 302);
    if (p === '/users/sign_in' || p === '/help' || p === '/explore/groups') return shell(p.split('/').pop()!, `<p>${a(`${GIT}/users/auth/saml`, 'Sign in with NUE ADFS')}</p>`);
    if (p === '/users/auth/saml') return moved(SSO_LOGIN, 302);
    const P = this.projects();
    if (p === '/explore/projects') {
      const page = Number(q.get('page') ?? 1), sort = q.get('sort') ?? 'latest_activity_desc';
      const SORTS = ['latest_activity_desc', 'name_asc', 'created_desc', 'stars_desc'];
      if (!(page >= 1 && (page - 1) * 20 < P.length) || !SORTS.includes(sort)) return this.notFound(GIT);
      const list = sort === 'name_asc' ? [...P].sort() : sort === 'created_desc' ? [...P].reverse() : sort === 'stars_desc' ? [...P].sort((x, y) => hash(x) - hash(y)) : P;
      return shell('Explore projects', `<p>${SORTS.map((s) => a(`${GIT}/explore/projects?sort=${s}`, s)).join(' ')}</p><ul>${list.slice((page - 1) * 20, page * 20).map((x) => li(`${GIT}/${x}`, x)).join('')}</ul>${a(`${GIT}/explore/projects?page=${page + 1}&sort=${sort}`, 'Next')}`);
    }
    const seg = p.split('/').filter(Boolean);
    if (seg.length === 1) { const ps = P.filter((x) => x.startsWith(`${seg[0]}/`)); return ps.length ? shell(seg[0], `<ul>${ps.map((x) => li(`${GIT}/${x}`, x)).join('')}</ul>`) : this.notFound(GIT); }
    const proj = `${seg[0]}/${seg[1]}`;
    if (!P.includes(proj)) return moved(`${GIT}/users/sign_in`, 302);
    const B = `${GIT}/${proj}`, view = seg.slice(2).join('/');
    const commits = 8 + (hash(proj) % 240), sha = (k: number) => hex(`${proj}:${k}`, 40);
    let mm: RegExpMatchArray | null;
    if (!view) {
      const pagesHost = seg[0] === 'pages' ? `https://${seg[1]}${PAGES_SUFFIX}/` : this.offByPagesHost.has(`${seg[1]}${PAGES_SUFFIX}`) ? `https://${seg[1]}${PAGES_SUFFIX}/` : '';
      return shell(proj, `<ul>${li(`${B}/-/tree/master`, 'Files')}${li(`${B}/-/commits/master`, `${commits} Commits`)}${li(`${B}/-/branches`, 'Branches')}${li(`${B}/-/issues`, 'Issues')}${pagesHost ? li(pagesHost, 'Pages') : ''}</ul><article class="readme">${para(r, 3)}</article>`);
    }
    if (view === '-/issues' || view === '-/merge_requests') return moved(`${GIT}/users/sign_in`, 302);
    if (view === '-/branches') return shell(`Branches · ${proj}`, `<ul>${['master', 'develop', `wip-${hex(proj, 4)}`].map((b) => li(`${B}/-/tree/${b}`, b)).join('')}</ul>`);
    if ((mm = view.match(/^-\/(tree|blob|raw)\/(master|develop|wip-[0-9a-f]{4}|[0-9a-f]{40})(?:\/(.*))?$/))) {
      if (mm[1] === 'raw') return { status: 200, type: 'text/plain; charset=utf-8', body: `# ${mm[3]}\n${words(r, 60)}\n` };
      if (mm[1] === 'blob') return shell(`${mm[3]} · ${proj}`, `<pre>${words(r, 80)}</pre>${a(`${B}/-/raw/${mm[2]}/${mm[3] ?? ''}`, 'Raw')} ${a(`${B}/-/commits/${mm[2]}`, 'History')}`);
      const dir = mm[3] ?? '';
      if (dir.split('/').length > 2) return this.notFound(GIT);
      const files = dir ? ['index.md', 'week-1.md', 'week-2.md', 'assets'] : ['README.md', 'docusaurus.config.js', 'docs', 'static', 'src'];
      return shell(`${dir || 'Files'} · ${proj}`, `<table>${files.map((f) => `<tr><td>${a(`${B}/-/${f.includes('.') ? 'blob' : 'tree'}/${mm![2]}/${dir ? `${dir}/` : ''}${f}`, f)}</td><td>${a(`${B}/-/commit/${sha(hash(dir + f) % commits)}`, words(r, 4))}</td></tr>`).join('')}</table>`);
    }
    if ((mm = view.match(/^-\/commits\/(master|develop|wip-[0-9a-f]{4})$/))) {
      const page = Number(q.get('page') ?? 1);
      if (!(page >= 1 && (page - 1) * 40 < commits)) return this.notFound(GIT);
      return shell(`Commits · ${proj}`, `<ul>${Array.from({ length: Math.min(40, commits - (page - 1) * 40) }, (_, i) => li(`${B}/-/commit/${sha(commits - (page - 1) * 40 - i - 1)}`, words(r, 5))).join('')}</ul>${a(`${B}/-/commits/${mm[1]}?page=${page + 1}`, 'Older')}`);
    }
    if ((mm = view.match(/^-\/commit\/([0-9a-f]{40})(\.patch|\.diff)?$/))) {
      if (mm[2]) return { status: 200, type: 'text/plain', body: `From ${mm[1]}\n${words(r, 50)}\n` };
      return shell(`Commit ${mm[1].slice(0, 8)} · ${proj}`, `<p>${words(r, 8)}</p><ul>${li(`${B}/-/commit/${mm[1]}.patch`, 'Email patches')}${li(`${B}/-/commit/${mm[1]}.diff`, 'Plain diff')}${li(`${B}/-/tree/${mm[1]}`, 'Browse files')}</ul>`);
    }
    return this.notFound(GIT);
  }

  private jira_(u: URL, p: string, q: URLSearchParams, r: R): Resp {
    const N = 2400;
    const shell = (t: string, b: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t)} - SoC IT Jira</title><meta name="application-name" content="JIRA" data-name="jira" data-version="8.5.1"></head><body id="jira" class="aui-layout">${a(`${JIRA}/secure/Dashboard.jspa`, 'Dashboards')} ${a(`${JIRA}/projects/SOCIT/issues/?filter=allopenissues`, 'Issues')} ${a(`${JIRA}/login.jsp`, 'Log In')}<section id="content">${b}</section>${padding('jira', u.href, 'window.WRM._unparsedData')}</body></html>`);
    if (p === '/' || p === '/secure/Dashboard.jspa') return shell('System Dashboard', `<ul>${Array.from({ length: 20 }, (_, i) => li(`${JIRA}/browse/SOCIT-${N - i}`, `SOCIT-${N - i} ${words(rng(N - i), 5)}`)).join('')}</ul>`);
    if (p === '/login.jsp') return moved(SSO_LOGIN, 302);
    let mm: RegExpMatchArray | null;
    if ((mm = p.match(/^\/browse\/SOCIT-(\d+)$/))) {
      const n = Number(mm[1]);
      if (n < 1 || n > N) return this.notFound(JIRA);
      const rr = rng(n);
      return shell(`[SOCIT-${n}] ${words(rr, 5)}`, `<h1>${words(rng(n), 5)}</h1><dl><dt>Status</dt><dd>${pick(rr, ['Open', 'Resolved', 'Closed', 'In Progress'])}</dd><dt>Component</dt><dd>${a(`${JIRA}/issues/?jql=component%3D${pick(rr, ['printing', 'accounts', 'labs', 'network', 'cluster'])}`, 'component')}</dd></dl>${para(r, 3)}<p>${n > 1 ? a(`${JIRA}/browse/SOCIT-${n - 1}`, 'Previous') : ''} ${n < N ? a(`${JIRA}/browse/SOCIT-${n + 1}`, 'Next') : ''}</p>`);
    }
    if (p === '/projects/SOCIT/issues/' || p === '/issues/') {
      const start = Number(q.get('startIndex') ?? 0), filter = q.get('filter') ?? q.get('jql') ?? 'all';
      if (start % 50 || start < 0 || start >= N) return this.notFound(JIRA);
      const ids = Array.from({ length: 50 }, (_, i) => N - ((start + i + hash(filter)) % N));
      const FILTERS = ['allopenissues', 'allissues', 'resolvedrecently', 'addedrecently', 'updatedrecently'];
      return shell('Issues', `<p>${FILTERS.map((f) => a(`${JIRA}/projects/SOCIT/issues/?filter=${f}`, f)).join(' ')}</p><ol>${ids.map((n) => li(`${JIRA}/browse/SOCIT-${n}`, `SOCIT-${n}`)).join('')}</ol>${a(`${JIRA}${p}?${q.get('jql') ? `jql=${encodeURIComponent(filter)}` : `filter=${filter}`}&startIndex=${start + 50}`, 'Next')}`);
    }
    return this.notFound(JIRA);
  }
}
