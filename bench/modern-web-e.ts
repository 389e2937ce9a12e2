/**
 * Layout E: a fifth synthetic *modern* university web, written apart from the crawler (it imports nothing from src/).
 * The Department of Electrical Engineering and Computer Sciences of a large North American public research university
 * ("University of Westbrook", westbrook.edu), archived at the start of March 2020 (Spring 2020 in progress; terms
 * fa18, sp19, su19, fa19, sp20; Berkeley/UIUC-style course numbering: CS 36A, EE 120, EECS 16B, CS 294-162 …).
 *
 * Course homes (one per offering) live in seven URL styles on six kinds of host:
 *  - the instructional host `inst.eecs…/~cs116/sp20/` (or `/~ee120/spring2020/`): Jekyll class sites (calendar-table,
 *    Just-the-Docs or hand-written themes) with calendar/staff/resources/policies/hw/proj subpages, slide PDFs and Apache
 *    autoindex folders; `/~acct/` is a 302 to the latest offering or an autoindex of the term folders;
 *  - own hosts of the ten largest courses `cs111.eecs…/` (current term at the root, earlier one at `/fa19/`);
 *  - public Canvas courses `canvas.westbrook.edu/courses/1487312` (numeric ids); most Canvas courses are private and
 *    answer 302 → /login → CAS (not homes);
 *  - Drupal 8 "course page" nodes on the department site, mostly bare `/node/12345`, some aliased
 *    `/courses/cs-294-162-machine-learning-systems-spring-2020` (special topics, some EE courses);
 *  - instructors' personal sites `people.eecs…/~login/cs294-fa19/`, `/~login/teaching/sp20/ee290o/`,
 *    `/~login/courses/cs238/spring2020/index.html`;
 *  - WordPress lab sites `theory.eecs…/cs294-171-fall-2019/`.
 * They are linked from the department's "Class Websites" view (current term), the catalogue pages (recent terms), the
 * special-topics view (term tabs), the instructional host's class list, faculty profiles (current term), personal
 * teaching pages, GSI profiles, "past semesters" footers of other offerings, news, and the schedule-of-classes app.
 * Course-related pages that are not homes: Drupal catalogue pages, CourseLeaf catalogue (current and archived year),
 * schedule-of-classes lecture and discussion-section pages with a faceted search, HKN course surveys and exam archives,
 * registrar final-exam schedules, GSI/reader job lists, class subpages, Canvas syllabus/modules pages, wiki pages on class
 * accounts, Phabricator tasks and Buildbot autograder builds.
 * Noise and traps: a Drupal 8 site (mega-menu, cookie banner, drupalSettings JSON, a `/user/login?destination=` link on
 * every page, `/node/N` → alias 301s, paged news with tags, a people directory with combinable filter facets and sort),
 * the schedule app's facet permutations and empty combinations, a MediaWiki with histories/oldid/diff/RecentChanges,
 * Phabricator (tasks, query cursors, Diffusion history), Buildbot (builds, step logs, endless waterfall), Mailman 3
 * HyperKitty archives, a Localist campus calendar (endless day/week/month), a Flickr-like gallery with size pages,
 * a legacy www2 host with tech reports and old-URL redirects. Every http:// URL answers 301 to https://.
 */
import { hash, rng, type Resp } from './modern-web.js';

type R = () => number;
type Where = 'inst' | 'own' | 'canvas' | 'private' | 'home' | 'node' | 'lab';
type Kind = 'fac' | 'lec' | 'emer' | 'staff' | 'grad' | 'postdoc';
interface Person { i: number; login: string; name: string; kind: Kind; title: string; area: number; nid: number; site: number; lab: number; offs: Off[]; gsi: Off[]; adv?: Person; showGsi: boolean }
interface Course { subj: string; num: string; title: string; lvl: string; area: number; acct: string; code: string; long: string; own: boolean; nid: number; td: number; theme: number; offs: Off[] }
interface Off { c: Course; t: number; where: Where; url: string; base: string; instr: Person[]; gsis: Person[]; canvas: number; nid: number; nDis: number; nHw: number; nProj: number; k: number; alias?: string }
interface Cls { subj: string; num: string; title: string; t: number; lvl: string; off?: Off; canvas: number; nDis: number; instr: string }
interface News { nid: number; slug?: string; t: number; title: string; tags: string[]; off?: Off; p?: Person }
interface Ev { nid: number; t: number; title: string; speaker: string; slug: string; kind: string }
interface DNode { kind: 'news' | 'event' | 'person' | 'course' | 'cat'; i: number; alias?: string }

const D = 'westbrook.edu';
const WWW = `https://www.eecs.${D}`, WWW2 = `https://www2.eecs.${D}`, INST = `https://inst.eecs.${D}`, PEOPLE = `https://people.eecs.${D}`, CANVAS = `https://canvas.${D}`,
  AUTH = `https://auth.${D}`, CLASSES = `https://classes.${D}`, CATALOG = `https://catalog.${D}`, HKN = `https://hkn.eecs.${D}`, WIKI = `https://wiki.eecs.${D}`,
  PHAB = `https://phab.eecs.${D}`, BUILD = `https://buildbot.eecs.${D}`, LISTS = `https://lists.eecs.${D}`, EVENTS = `https://events.${D}`, PHOTOS = `https://photos.eecs.${D}`,
  REG = `https://registrar.${D}`, UNI = `https://www.${D}`;
const OWN = (acct: string) => `https://${acct}.eecs.${D}`, LABH = (k: string) => `https://${k}.eecs.${D}`;
const HTML = 'text/html; charset=utf-8', DAY = 86400000, NOW = Date.UTC(2020, 2, 1);
const TERMS = [['fa18', 'Fall 2018', 2188, Date.UTC(2018, 7, 22)], ['sp19', 'Spring 2019', 2192, Date.UTC(2019, 0, 22)], ['su19', 'Summer 2019', 2195, Date.UTC(2019, 4, 28)],
  ['fa19', 'Fall 2019', 2198, Date.UTC(2019, 7, 28)], ['sp20', 'Spring 2020', 2202, Date.UTC(2020, 0, 21)]].map(([k, name, code, start]) => ({ k: k as string, name: name as string, code: code as number, start: start as number,
  long: (name as string).toLowerCase().replace(' ', ''), season: (name as string).split(' ')[0].toLowerCase(), y: +(name as string).split(' ')[1] }));
const CUR = 4;
const SUBJ: Record<string, string> = { CS: 'COMPSCI', EE: 'ELENG', EECS: 'EECS' };
const AREAS: [string, string, string][] = [['ai', 'Artificial Intelligence', 'search|planning|probabilistic inference|Bayes nets|reinforcement learning|neural networks|decision trees|kernel methods'],
  ['arc', 'Computer Architecture & Engineering', 'pipelining|caches|virtual memory|RISC-V|out-of-order execution|vector processors|memory consistency|accelerators'], ['bio', 'Biosystems & Computational Biology', 'sequence alignment|phylogenetics|gene expression|imaging|hidden Markov models|genome assembly'],
  ['cir', 'Integrated Circuits', 'MOSFETs|amplifiers|feedback|op-amps|noise|layout|CMOS logic|data converters'], ['com', 'Communications & Networking', 'modulation|channel coding|OFDM|information theory|MIMO|queueing|routing'],
  ['ctl', 'Control, Intelligent Systems & Robotics', 'state space|stability|Lyapunov functions|kinematics|motion planning|optimal control|Kalman filters|MPC'], ['db', 'Database Management Systems', 'relational algebra|SQL|query optimization|transactions|indexing|recovery|MapReduce|NoSQL'],
  ['dev', 'Physical Electronics', 'semiconductors|p-n junctions|Maxwell equations|transmission lines|antennas|photonics|lasers'], ['edu', 'Education', 'abstraction|recursion|higher-order functions|linear algebra|circuits|data visualization|ethics'],
  ['gr', 'Graphics', 'rasterization|ray tracing|shading|geometry processing|animation|image formation|camera models|convolution'], ['hci', 'Human-Computer Interaction', 'prototyping|user studies|interaction design|usability|accessibility|visualization|crowdsourcing'],
  ['os', 'Operating Systems & Networking', 'processes|threads|scheduling|synchronization|file systems|TCP/IP|RPC|consensus|virtualization'], ['pl', 'Programming Systems', 'types|interpreters|parsing|garbage collection|program analysis|testing|refactoring|lambda calculus'],
  ['sci', 'Scientific Computing', 'floating point|linear solvers|eigenvalues|sparse matrices|MPI|GPUs|numerical stability'], ['sec', 'Security', 'buffer overflows|web security|cryptography|authentication|side channels|TLS|malware'],
  ['sig', 'Signal Processing', 'Fourier transforms|sampling|filters|z-transforms|convex optimization|compressed sensing|spectral estimation'], ['thy', 'Theory', 'graph algorithms|dynamic programming|NP-completeness|linear programming|randomized algorithms|reductions|automata'],
  ['mems', 'Micro/Nano Electro Mechanical Systems', 'microfabrication|lithography|etching|sensors|actuators|thin films']];
const ATOP = AREAS.map((x) => x[2].split('|'));
const ai = (k: string) => AREAS.findIndex((x) => x[0] === k);
const COURSES = 'CS|10|The Beauty and Joy of Computing|L|edu;CS|36A|Programming and Abstraction|L|edu;CS|36B|Data Structures|L|pl;CS|36C|Machine Structures|L|arc;CS|70|Discrete Mathematics and Probability Theory|L|thy;CS|88|Computational Structures in Data Science|L|edu;'
  + 'CS|111|Operating Systems and System Programming|U|os;CS|114|Introduction to Computer Networks|U|os;CS|115|Distributed Systems|U|os;CS|116|Computer Security|U|sec;CS|120|Programming Languages and Compilers|U|pl;CS|121|Software Engineering|U|pl;CS|122|Introduction to Database Systems|U|db;'
  + 'CS|130|Efficient Algorithms and Intractable Problems|U|thy;CS|131|Theory of Computation|U|thy;CS|136|Introduction to Artificial Intelligence|U|ai;CS|137|Introduction to Machine Learning|U|ai;CS|138|Deep Neural Networks|U|ai;CS|140|Foundations of Computer Graphics|U|gr;CS|141|Computer Vision|U|gr;'
  + 'CS|142|Natural Language Processing|U|ai;CS|145|User Interface Design and Development|U|hci;CS|147|Mobile and Web Application Development|U|hci;CS|150|Cryptography|U|sec;CS|152|Computer Architecture and Engineering|U|arc;CS|160|Numerical Methods for Scientific Computing|U|sci;'
  + 'CS|162|Algorithms for Computational Biology|U|bio;CS|170|Introduction to Quantum Computing|U|thy;CS|175|Introduction to Robotics|U|ctl;CS|180|Information Retrieval and Web Search|U|db;CS|185|Computer Animation|U|gr;CS|195|Social Implications of Computer Technology|U|edu;'
  + 'CS|210|Advanced Topics in Operating Systems|G|os;CS|213|Advanced Computer Networks|G|os;CS|220|Semantics of Programming Languages|G|pl;CS|224|Advanced Topics in Data Management|G|db;CS|230|Advanced Algorithms|G|thy;CS|231|Computational Complexity|G|thy;CS|237|Statistical Learning Theory|G|ai;'
  + 'CS|238|Deep Reinforcement Learning|G|ai;CS|240|Advanced Computer Graphics|G|gr;CS|241|Advanced Computer Vision|G|gr;CS|250|Advanced Computer Architecture|G|arc;CS|252|Applications of Parallel Computers|G|sci;CS|261|Security in Computer Systems|G|sec;CS|265|Program Analysis and Verification|G|pl;'
  + 'CS|270|Combinatorial Algorithms and Data Structures|G|thy;CS|281|Human-Computer Interaction Research|G|hci;EE|20|Circuits and Devices|L|cir;EE|26|Introduction to Signals and Systems|L|sig;EE|105|Microelectronic Devices and Circuits|U|cir;EE|108|Electromagnetic Fields and Waves|U|dev;'
  + 'EE|110|Linear Systems and Feedback|U|ctl;EE|113|Power Electronics|U|cir;EE|118|Introduction to Optical Engineering|U|dev;EE|120|Signals and Systems|U|sig;EE|121|Digital Communication Systems|U|com;EE|122|Wireless Communication|U|com;EE|123|Digital Signal Processing|U|sig;'
  + 'EE|128|Feedback Control Systems|U|ctl;EE|130|Integrated-Circuit Devices|U|dev;EE|134|Fundamentals of Photovoltaic Devices|U|dev;EE|137|Introduction to Electric Power Systems|U|cir;EE|140|Linear Integrated Circuits|U|cir;EE|142|Integrated Circuits for Communications|U|cir;'
  + 'EE|143|Microfabrication Technology|U|mems;EE|145|Introduction to Biomedical Imaging|U|bio;EE|147|Introduction to MEMS|U|mems;EE|192|Mechatronic Design Laboratory|U|ctl;EE|210|Applied Electromagnetic Theory|G|dev;EE|221|Linear System Theory|G|ctl;EE|222|Nonlinear Systems|G|ctl;'
  + 'EE|223|Stochastic Systems|G|ctl;EE|225|Digital Image Processing|G|sig;EE|227|Convex Optimization|G|sig;EE|229|Information Theory and Coding|G|com;EE|230|Solid State Devices|G|dev;EE|240|Advanced Analog Integrated Circuits|G|cir;EE|241|Advanced Digital Integrated Circuits|G|cir;'
  + 'EE|247|Microsensors and Microactuators|G|mems;EECS|16A|Designing Information Devices and Systems I|L|edu;EECS|16B|Designing Information Devices and Systems II|L|edu;EECS|126|Probability and Random Processes|U|com;EECS|127|Optimization Models in Engineering|U|sig;'
  + 'EECS|149|Introduction to Embedded Systems|U|ctl;EECS|151|Digital Design and Integrated Circuits|U|arc';
const OWNED = ['cs36a', 'cs36b', 'cs70', 'cs111', 'cs116', 'cs122', 'cs136', 'cs137', 'eecs16a', 'eecs16b'];
const SPECIAL = 'Machine Learning Systems|ai;Blockchain and Cryptoeconomics|sec;Theory of Deep Learning|ai;Fairness in Machine Learning|ai;Program Synthesis|pl;Serverless Computing|os;Quantum Algorithms|thy;Computational Photography|gr;Sketching and Streaming Algorithms|thy;'
  + 'Human-Robot Interaction|ctl;Privacy-Preserving Systems|sec;Hardware for Machine Learning|arc;Sum-of-Squares and Proof Complexity|thy;Datacenter Systems|os;Computational Law|edu;Interactive Data Visualization|hci;Probabilistic Programming|pl;Formal Methods for Smart Contracts|pl;'
  + 'Deep Unsupervised Learning|ai;Algorithmic Game Theory|thy;Secure Computation|sec;Geometric Deep Learning|ai;Robot Learning|ctl;Software-Defined Networking|os;Learning Theory|ai;Programming Education at Scale|edu;Agile Hardware Design|arc;Causal Inference|ai;Reading the Genome|bio;Mixed Reality|gr;'
  + 'EE:Silicon Photonics|dev;EE:Optimization-Based Control|ctl;EE:Energy Systems and Control|ctl;EE:Hardware Security|sec;EE:Compressed Sensing|sig;EE:Neuromorphic Computing|cir;EE:Terahertz Circuits|cir;EE:Wireless Sensor Networks|com;EE:Advanced Power Electronics|cir;EE:Bioelectronics|bio;EE:Autonomous Vehicles|ctl;EE:Learning-Enabled Control|ctl';
const LABS: [string, string, string][] = [['theory', 'Theory of Computing Group', 'thy'], ['robotics', 'Robot Learning Lab', 'ctl'], ['systems', 'Systems and Networking Lab', 'os'], ['vision', 'Visual Computing Lab', 'gr'], ['nano', 'Nanodevices Laboratory', 'dev'], ['ailab', 'Westbrook AI Research Lab', 'ai']];
const FIRST = 'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica Thomas Sarah Daniel Karen Matthew Nancy Anthony Lisa Mark Emily Steven Ashley Andrew Kimberly Joshua Michelle Kevin Amanda Brian Melissa Wei Jing Yi Xin Hao Priya Rahul Ananya Arjun Sanjay Deepa Hyun Min-jun Ji-woo Hiroshi Yuki Sofia Mateo Camila Diego Olga Dmitri Fatima Omar Ali Leila Tomás Ines Noah Olivia Ethan Ava Chloe Lucas Zoe Nathan Grace'.split(' ');
const LAST = 'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Chen Wang Zhang Liu Li Yang Huang Zhao Wu Zhou Patel Shah Gupta Kumar Singh Kim Park Choi Tanaka Sato Suzuki Cohen Levy Novak Ivanova Okafor Mensah Haddad Rossi Müller Dubois Silva Costa Jensen Larsen Kowalski'.split(' ');
const BUILDINGS = ['Hollis Hall', 'Corey Hall', 'Wheeler Auditorium', 'Pimentel Hall', 'Dwinelle Hall', 'Etcheverry Hall', 'Valley Life Sciences', 'Evans Hall', 'Lewis Hall', 'Soda Hall', 'Haas Faculty Wing', 'Mulford Hall'];
const VOC = 'students research faculty program undergraduate graduate seminar lab project data systems computing engineering design circuits algorithms theory learning security networks software hardware robotics energy community alumni industry innovation award fellowship funding startup campus online instruction'.split(' ');
const MON = 'January February March April May June July August September October November December'.split(' ');
const DOW = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SLOTS = ['MWF 9:00-10:00 am', 'MWF 10:00-11:00 am', 'MWF 1:00-2:00 pm', 'TuTh 9:30-11:00 am', 'TuTh 11:00 am-12:30 pm', 'TuTh 12:30-2:00 pm', 'TuTh 2:00-3:30 pm', 'TuTh 3:30-5:00 pm', 'MW 5:00-6:30 pm', 'F 2:00-5:00 pm'];
const TAGS = ['Awards', 'Research', 'Students', 'Alumni', 'Teaching', 'Faculty', 'Diversity', 'Industry', 'Startups', 'Outreach', 'COVID-19'];
const LISTS_ = ['eecs-announce', 'eecs-grads', 'eecs-undergrads', 'eecs-colloquium', 'theory-seminar', 'ai-seminar', 'isg-outages', 'eecs-jobs', 'eecs-social', 'women-in-eecs', 'gsi-announce', 'hive-users'];
const ALBUMS = ['Commencement', 'Cal Day Open House', 'Hackathon', 'Research Showcase', 'Faculty Retreat', 'Grad Welcome Picnic', 'Distinguished Alumni Awards', 'Robotics Demo Day'];
const WIKIT = 'Main Page|Class accounts|Instructional labs|Hive machines|Printing|Remote access|SSH keys|Software/Python|Software/Java|Software/MATLAB|Software/Vivado|Software/Cadence|Software/Jupyter|Disk quotas|Email forwarding|VPN|Lab hours|Room 271|Room 273|Room 275|Room 330|Room 341|Linux desktops|Windows desktops|macOS loaners|Course staff guide|Course staff guide/Web sites|Course staff guide/Gradescope|Course staff guide/Autograder|Course staff guide/Webcasts|Course staff guide/Exams|Course staff guide/Online instruction (Spring 2020)|GSI onboarding|Reader onboarding|Zoom|Kaltura|Canvas|Piazza|Okpy|Jupyterhub|GPU cluster|Slurm|Backups|Security incident response|Outage log|FAQ|Contacts|Policies|Acceptable use|Accessibility|Building access|Key cards'.split('|');
const SIZES = ['sq', 's', 'm', 'z', 'l', 'o'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const a = (h: string, t: string, cls = '') => `<a href="${esc(h)}"${cls ? ` class="${cls}"` : ''}>${esc(t)}</a>`;
const ul = (xs: string[], cls = '') => `<ul${cls ? ` class="${cls}"` : ''}>${xs.map((x) => `<li>${x}</li>`).join('')}</ul>`;
const ok = (body: string | Buffer, type = HTML): Resp => ({ status: 200, type, body });
const go = (location: string, status = 301): Resp => ({ status, location });
const NF: Resp = { status: 404, type: HTML, body: '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>' };
function pick<T>(r: R, xs: readonly T[]): T { return xs[Math.floor(r() * xs.length)]; }
function int(r: R, lo: number, hi: number): number { return lo + Math.floor(r() * (hi - lo + 1)); }
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slug = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const words = (r: R, n: number, v: readonly string[] = VOC) => Array.from({ length: n }, () => pick(r, v)).join(' ');
const mdy = (t: number) => { const d = new Date(t); return `${MON[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`; };
const md = (t: number) => { const d = new Date(t); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}`; };
const hex = (n: number, len: number) => { let s = '', x = n >>> 0; while (s.length < len) { x = hash(`${x}:${s.length}`); s += x.toString(16).padStart(8, '0'); } return s.slice(0, len); };
const SENT = ['The department {v} {o}.', 'Our faculty and students {v} {o}.', 'Work on {t} and {t} spans several labs and centers.', 'Please contact the {u} with any questions.', 'Applications for the {y} cohort are due {d}.',
  'Since {d}, the program {v} {o}.', 'The {u} is located in {b}.', 'This effort is supported by the National Science Foundation and industry partners.', 'Students interested in {t} are encouraged to attend.', 'All events are open to the campus community.',
  'Due to COVID-19, in-person events after March 10 may move online.', 'Recordings will be posted on the department YouTube channel.'];
const FILL: Record<string, string[]> = { v: ['offers', 'supports', 'launched', 'hosts', 'coordinates', 'expanded'], o: ['a mentoring program', 'undergraduate research opportunities', 'new interdisciplinary courses', 'industry partnerships', 'outreach to local high schools', 'a peer advising service'],
  u: ['Student Affairs Office', 'Undergraduate Advising Office', 'Graduate Office', 'Instructional Support Group', 'Department Chair\'s Office', 'Faculty Affairs Office'], y: ['2020', '2020-21', 'Fall 2020'], b: BUILDINGS };
function say(r: R, n: number, topics: string[] = ATOP.flat()): string {
  const out: string[] = []; for (let i = 0; i < n; i++) out.push(pick(r, SENT).replace(/\{(\w)\}/g, (_, k: string) => k === 't' ? pick(r, topics) : k === 'd' ? mdy(NOW - int(r, 10, 900) * DAY) : pick(r, FILL[k])));
  return `<p>${out.join(' ')}</p>`;
}
function pdf(seed: string): Resp { const r = rng(hash(seed)); return ok(Buffer.from(`%PDF-1.5\n%\xe2\xe3\xcf\xd3\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n${words(r, 200)}\n%%EOF\n`, 'latin1'), 'application/pdf'); }

export class ModernWebE {
  readonly seed = `${WWW}/`;
  readonly www = WWW;
  readonly courseHomes = new Set<string>();
  private people: Person[] = []; private byLogin = new Map<string, Person>(); private byArea: Person[][] = AREAS.map(() => []);
  private courses: Course[] = []; private byAcct = new Map<string, Course>(); private offs: Off[] = [];
  private nodes = new Map<number, DNode>(); private alias = new Map<string, number>(); private nid = 1200;
  private canvasBy = new Map<number, Off>(); private sites = new Map<string, Off>(); private classes: Cls[] = []; private classBy = new Map<string, Cls>();
  private news: News[] = []; private events: Ev[] = []; private evBy = new Map<string, Ev>();
  private menu = ''; private foot = ''; private blob = '';

  constructor() {
    const r = rng(hash('layout-e/westbrook'));
    const used = new Set<string>();
    const mk = (kind: Kind, area: number): Person => {
      let first = '', last = '', login = ''; do { first = pick(r, FIRST); last = pick(r, LAST); login = slug(kind === 'fac' || kind === 'emer' ? last : first[0] + last).replace(/-/g, ''); } while (used.has(login) && (login += int(r, 2, 9)) && used.has(login)); used.add(login);
      const title = kind === 'fac' ? pick(r, ['Professor', 'Professor', 'Associate Professor', 'Assistant Professor']) : kind === 'lec' ? pick(r, ['Teaching Professor', 'Lecturer', 'Continuing Lecturer', 'Associate Teaching Professor']) : kind === 'emer' ? 'Professor Emeritus'
        : kind === 'staff' ? pick(r, ['Student Services Advisor', 'Graduate Student Affairs Officer', 'Systems Administrator', 'Financial Analyst', 'Web Developer', 'Communications Manager', 'Facilities Coordinator', 'Instructional Support Specialist']) : kind === 'grad' ? pick(r, ['Ph.D. Student', 'Ph.D. Student', 'Ph.D. Candidate', 'M.S. Student']) : 'Postdoctoral Scholar';
      const p: Person = { i: this.people.length, login, name: `${first} ${last}`, kind, title, area, nid: this.nid += int(r, 1, 6), site: -1, lab: -1, offs: [], gsi: [], showGsi: r() < 0.35 };
      p.site = (kind === 'fac' && r() < 0.6) || (kind === 'lec' && r() < 0.45) || (kind === 'grad' && r() < 0.25) || (kind === 'postdoc' && r() < 0.4) ? int(r, 0, 2) : -1;
      p.lab = kind !== 'staff' && kind !== 'emer' ? LABS.findIndex((l) => ai(l[2]) === area) : -1;
      this.people.push(p); this.byLogin.set(login, p); this.nodes.set(p.nid, { kind: 'person', i: p.i }); if (kind === 'fac' || kind === 'lec') this.byArea[area].push(p); return p;
    };
    for (let i = 0; i < 96; i++) mk('fac', i % AREAS.length);
    for (let i = 0; i < 14; i++) mk('lec', pick(r, [ai('edu'), ai('edu'), ai('pl'), ai('thy'), ai('cir'), ai('sig'), ai('arc')]));
    for (let i = 0; i < 18; i++) mk('emer', int(r, 0, AREAS.length - 1));
    for (let i = 0; i < 64; i++) mk('staff', ai('edu'));
    const facs = this.people.filter((p) => p.kind === 'fac');
    for (let i = 0; i < 300; i++) { const g = mk('grad', int(r, 0, AREAS.length - 1)); g.adv = pick(r, this.byArea[g.area].length ? this.byArea[g.area] : facs); }
    for (let i = 0; i < 36; i++) { const g = mk('postdoc', int(r, 0, AREAS.length - 1)); g.adv = pick(r, this.byArea[g.area].length ? this.byArea[g.area] : facs); }
    const grads = this.people.filter((p) => p.kind === 'grad');
    // catalogue
    const addCourse = (subj: string, num: string, title: string, lvl: string, area: number): Course => {
      const acct = `${subj.toLowerCase()}${num.toLowerCase()}`;
      const c: Course = { subj, num, title, lvl, area, acct, code: `${subj} ${num}`, long: `${SUBJ[subj]} ${num}`, own: OWNED.includes(acct), nid: this.nid += int(r, 1, 4), td: r() < 0.8 ? 0 : 1, theme: int(r, 0, 2), offs: [] };
      this.courses.push(c); this.byAcct.set(acct, c); this.nodes.set(c.nid, { kind: 'cat', i: this.courses.length - 1, alias: `/academics/courses/${slug(c.long)}` }); this.alias.set(`/academics/courses/${slug(c.long)}`, c.nid); return c;
    };
    for (const spec of COURSES.split(';')) {
      const [subj, num, title, lvl, ar] = spec.split('|'); const c = addCourse(subj, num, title, lvl, ai(ar));
      const terms = [0, 1, 3, 4].filter(() => lvl === 'L' || r() < (lvl === 'U' ? 0.72 : 0.45)); if (lvl === 'G' && !terms.length) terms.push(pick(r, [0, 1, 3, 4]));
      if ((lvl === 'L' && r() < 0.75) || (lvl === 'U' && r() < 0.12)) terms.splice(2, 0, 2);
      for (const t of terms.sort()) this.addOff(c, t, r);
    }
    let n294 = 100;
    for (const spec of SPECIAL.split(';')) {
      const ee = spec.startsWith('EE:'), [title, ar] = spec.replace('EE:', '').split('|');
      const num = ee ? `290-${String.fromCharCode(65 + int(r, 0, 25))}${r() < 0.3 ? String.fromCharCode(65 + int(r, 0, 25)) : ''}` : `294-${n294 += int(r, 2, 9)}`;
      const c = addCourse(ee ? 'EE' : 'CS', num, title, 'S', ai(ar)); const t0 = pick(r, [0, 1, 3, 4]);
      for (const t of r() < 0.25 && t0 < 3 ? [t0, t0 === 1 ? 3 : t0 + 1] : [t0]) this.addOff(c, t, r);
    }
    // URLs; own hosts: latest own offering at the root
    for (const c of this.courses) {
      const own = c.offs.filter((o) => o.where === 'own'), lastOwn = own.length ? own[own.length - 1] : undefined;
      for (const o of c.offs) {
        const t = TERMS[o.t], td = c.td ? t.long : t.k, p = o.instr[0];
        switch (o.where) {
          case 'inst': o.base = `${INST}/~${c.acct}/${td}/`; o.url = o.base; break;
          case 'own': o.base = o === lastOwn ? `${OWN(c.acct)}/` : `${OWN(c.acct)}/${t.k}/`; o.url = o.base; break;
          case 'canvas': case 'private': o.base = o.url = `${CANVAS}/courses/${o.canvas}`; break;
          case 'node': o.base = o.url = o.alias ? `${WWW}${o.alias}` : `${WWW}/node/${o.nid}`; break;
          case 'lab': o.base = o.url = `${LABH(LABS[p.lab][0])}/${slug(c.code)}-${t.season}-${t.y}/`; break;
          case 'home': o.base = p.site === 0 ? `${PEOPLE}/~${p.login}/${c.acct}-${t.k}/` : p.site === 1 ? `${PEOPLE}/~${p.login}/teaching/${t.k}/${c.acct}/` : `${PEOPLE}/~${p.login}/courses/${c.acct}/${t.long}/`;
            o.url = p.site === 2 ? `${o.base}index.html` : o.base; break;
        }
        if (o.where !== 'private') this.courseHomes.add(o.url);
        if (o.where !== 'canvas' && o.where !== 'private' && o.where !== 'node') this.sites.set(o.base, o);
      }
    }
    // GSIs
    for (const o of this.offs) if (o.c.lvl !== 'S') { o.gsis = Array.from({ length: o.c.lvl === 'L' ? int(r, 4, 9) : o.c.lvl === 'U' ? int(r, 1, 4) : int(r, 0, 1) }, () => pick(r, grads)); for (const g of o.gsis) g.gsi.push(o); }
    // schedule of classes: our lectures plus other departments' classes
    for (const o of this.offs) this.addCls({ subj: SUBJ[o.c.subj], num: o.c.num, title: o.c.title, t: o.t, lvl: o.c.lvl, off: o, canvas: o.canvas, nDis: o.nDis, instr: o.instr.map((p) => p.name).join(', ') });
    const OTHER: [string, string][] = [['MATH', 'Calculus|Multivariable Calculus|Linear Algebra and Differential Equations|Discrete Mathematics|Abstract Algebra|Real Analysis|Numerical Analysis|Complex Analysis|Topology|Probability|Combinatorics|Number Theory'],
      ['STAT', 'Introduction to Statistics|Probability for Data Science|Concepts of Probability|Linear Modelling|Statistical Computing|Time Series|Bayesian Statistics|Modern Statistical Prediction'], ['DATA', 'Foundations of Data Science|Principles and Techniques of Data Science|Data Science Connector|Human Contexts and Ethics of Data'],
      ['PHYSICS', 'Physics for Scientists and Engineers|Electricity and Magnetism|Quantum Mechanics|Statistical Mechanics|Modern Physics'], ['INFO', 'Information Organization|Applied Machine Learning|User Experience Research|Data Visualization|Privacy Engineering'],
      ['IEOR', 'Linear Programming|Stochastic Models|Simulation|Supply Chain Analytics'], ['ECON', 'Introduction to Economics|Intermediate Microeconomics|Econometrics|Game Theory'], ['MCELLBI', 'General Biology|Genetics|Neurobiology|Bioinformatics']];
    let cv = 1600000;
    for (const [subj, ts] of OTHER) ts.split('|').forEach((title, k) => { const num = `${k < 3 ? int(r, 1, 54) : int(r, 100, 199)}${r() < 0.2 ? pick(r, ['A', 'B', 'L']) : ''}`;
      for (const t of [0, 1, 2, 3, 4]) if (r() < (t === 2 ? 0.3 : 0.8)) this.addCls({ subj, num, title, t, lvl: k < 3 ? 'L' : 'U', canvas: r() < 0.85 ? (cv += int(r, 7, 300)) : 0, nDis: int(r, 0, 12), instr: `${pick(r, FIRST)} ${pick(r, LAST)}` }); });
    // news and events
    const nr = rng(hash('layout-e/news')), taught = this.offs.filter((o) => o.where !== 'private');
    for (let i = 0, t = NOW - DAY; i < 950; i++, t -= int(nr, 1, 6) * DAY) {
      const nid = 9000 + 12 * (950 - i) + int(nr, 0, 9), p = pick(nr, facs), k = int(nr, 0, 9), o = nr() < 0.14 ? pick(nr, taught.filter((x) => TERMS[x.t].start <= t && TERMS[x.t].start > t - 150 * DAY)) : undefined;
      const title = o ? [`Record enrollment for ${o.c.code} in ${TERMS[o.t].name}`, `Students in ${o.c.code} showcase final projects`, `${o.instr[0].name} reimagines ${o.c.title}`, `${o.c.code} moves online`][int(nr, 0, o.t === CUR ? 3 : 2)]
        : [`${p.name} wins NSF CAREER award`, `${p.name} elected ACM Fellow`, `${pick(nr, ['Robotics', 'Theory', 'Security', 'Systems', 'Circuits', 'AI'])} researchers receive best paper award at ${pick(nr, ['NeurIPS', 'ISSCC', 'SOSP', 'STOC', 'CHI', 'USENIX Security', 'ICRA', 'SIGMOD'])}`, `Alumna ${pick(nr, FIRST)} ${pick(nr, LAST)} named to Forbes 30 Under 30`,
          `New ${pick(nr, ['center', 'institute', 'lab'])} for ${pick(nr, ATOP.flat())} launches`, `EECS welcomes ${int(nr, 3, 9)} new faculty`, `${pick(nr, FIRST)} ${pick(nr, LAST)} receives Outstanding GSI Award`, `Startup founded by EECS alumni raises Series ${pick(nr, ['A', 'B', 'C'])}`, `Summer outreach camp brings ${int(nr, 40, 300)} high schoolers to campus`, `${p.name} to lead ${pick(nr, ['DARPA', 'NSF', 'DOE'])} project on ${pick(nr, ATOP.flat())}`][k];
      const tags = o ? ['Teaching', ...(o.t === CUR ? ['COVID-19'] : [])] : [[TAGS[0]], [TAGS[0], TAGS[5]], [TAGS[1], TAGS[0]], [TAGS[3]], [TAGS[1]], [TAGS[5]], [TAGS[2], TAGS[4]], [TAGS[8], TAGS[3]], [TAGS[9], TAGS[6]], [TAGS[1], TAGS[7]]][k];
      const s = nr() < 0.6 ? `/news/${new Date(t).getUTCFullYear()}/${slug(title).slice(0, 60)}` : undefined;
      this.news.push({ nid, slug: s, t, title, tags, off: o, p: o ? undefined : p }); this.nodes.set(nid, { kind: 'news', i: i, alias: s }); if (s) this.alias.set(s, nid);
    }
    for (let i = 0, t = NOW + 40 * DAY; i < 620; i++, t -= int(nr, 0, 3) * DAY + int(nr, 1, 20) * 3600000) {
      const kind = pick(nr, ['Colloquium', 'Seminar', 'Seminar', 'Dissertation Talk', 'Info Session', 'Workshop']), ar = int(nr, 0, AREAS.length - 1);
      const title = kind === 'Info Session' ? pick(nr, ['Declaring the CS Major', 'M.Eng. Info Session', 'Summer Research Opportunities', 'GSI Orientation', 'Career Fair Prep']) : `${cap(pick(nr, ATOP[ar]))} ${pick(nr, ['at Scale', 'Revisited', 'for the Real World', 'Without Tears', 'and Its Discontents', 'in Practice'])}`;
      const ev: Ev = { nid: 9001 + 12 * (620 - i) + int(nr, 0, 9) * 2 + 1, t, title, speaker: `${pick(nr, FIRST)} ${pick(nr, LAST)}`, kind, slug: `${slug(kind)}-${slug(title)}-${i}` };
      if (!this.nodes.has(ev.nid)) { this.events.push(ev); this.nodes.set(ev.nid, { kind: 'event', i: this.events.length - 1 }); this.evBy.set(ev.slug, ev); }
    }
    this.chrome();
  }

  private addOff(c: Course, t: number, r: R): void {
    const pool = this.byArea[c.area].filter((p) => c.lvl !== 'L' || p.kind === 'lec' || r() < 0.4), lecs = this.people.filter((p) => p.kind === 'lec');
    const instr = [pick(r, c.lvl === 'L' && r() < 0.5 ? lecs : pool.length ? pool : this.byArea[c.area])]; if (c.lvl === 'L' && r() < 0.5) instr.push(pick(r, pool.length ? pool : lecs));
    const p = instr[0], x = r();
    let where: Where;
    if (c.lvl === 'S') where = x < 0.5 && p.site >= 0 ? 'home' : x < 0.55 && p.lab >= 0 ? 'lab' : x < 0.88 ? 'node' : 'canvas';
    else if (c.own && t >= 3) where = 'own';
    else if (t === 2) where = x < 0.78 ? 'inst' : x < 0.88 ? 'canvas' : 'private';
    else where = x < 0.5 ? 'inst' : x < 0.61 ? 'canvas' : x < 0.73 ? 'private' : x < 0.9 && p.site >= 0 ? 'home' : c.subj === 'EE' && x < 0.95 ? 'node' : 'inst';
    const o: Off = { c, t, where, url: '', base: '', instr, gsis: [], canvas: [1474000, 1477400, 1480600, 1483800, 1487000][t] + this.offs.length * 11 + int(r, 0, 9), nid: 0, nDis: c.lvl === 'L' ? int(r, 8, 24) : c.lvl === 'U' ? int(r, 2, 8) : int(r, 0, 1), nHw: int(r, 4, 11), nProj: c.lvl === 'G' || c.lvl === 'S' ? 1 : int(r, 0, 4), k: c.offs.length };
    if (where === 'node') { o.nid = 30000 + this.offs.length * 17 + int(r, 0, 15); if (r() < 0.3) o.alias = `/courses/${slug(`${c.code} ${c.title} ${TERMS[t].name}`)}`; this.nodes.set(o.nid, { kind: 'course', i: this.offs.length, alias: o.alias }); if (o.alias) this.alias.set(o.alias, o.nid); }
    if (where === 'canvas' || where === 'private') this.canvasBy.set(o.canvas, o);
    this.offs.push(o); c.offs.push(o); for (const q of instr) q.offs.push(o);
  }
  private addCls(c: Cls): void { this.classes.push(c); this.classBy.set(`${TERMS[c.t].y}-${TERMS[c.t].season}-${slug(c.subj)}-${slug(c.num)}`, c); }
  private clsUrl(c: Cls, kind = 'lec', n = 1): string { return `${CLASSES}/content/${TERMS[c.t].y}-${TERMS[c.t].season}-${slug(c.subj)}-${slug(c.num)}-${pad(kind === 'lec' ? n : 100 * (kind === 'dis' ? 1 : 2) + n, 3)}-${kind}-${pad(kind === 'lec' ? n : 100 * (kind === 'dis' ? 1 : 2) + n, 3)}`; }
  private offName(o: Off): string { return `${o.c.code}: ${o.c.title} (${TERMS[o.t].name})`; }
  private offLink(o: Off, text?: string): string { return o.where === 'private' ? `${a(o.url, text ?? this.offName(o))} <span class="note">(bCourses, login required)</span>` : a(o.url, text ?? this.offName(o)); }
  private prof(p: Person): string { return p.kind === 'fac' || p.kind === 'lec' || p.kind === 'emer' ? `${WWW}/people/faculty/${p.login}` : `${WWW}/node/${p.nid}`; }
  private site(p: Person): string { return `${PEOPLE}/~${p.login}/`; }
  private catUrl(c: Course): string { return `${WWW}/academics/courses/${slug(c.long)}`; }

  // ---------------------------------------------------------------- Drupal 8 department site (www.eecs)
  private static readonly STATIC: Record<string, string> = {
    '/about': 'About EECS', '/about/facts': 'Facts and Figures', '/about/diversity': 'Diversity, Equity and Inclusion', '/about/visit': 'Visiting Soda and Cory Halls', '/about/contact': 'Contact Us', '/about/jobs': 'Employment Opportunities', '/about/privacy': 'Privacy Statement', '/about/accessibility': 'Accessibility',
    '/academics': 'Academics', '/academics/undergraduate': 'Undergraduate Programs', '/academics/undergraduate/cs-ba': 'Computer Science B.A.', '/academics/undergraduate/eecs-bs': 'EECS B.S.', '/academics/undergraduate/minor': 'EECS Minor',
    '/academics/graduate': 'Graduate Programs', '/academics/graduate/phd': 'Ph.D. Program', '/academics/graduate/meng': 'Master of Engineering (M.Eng.)', '/academics/graduate/ms': 'M.S. Program', '/academics/advising': 'Advising', '/academics/enrollment': 'Course Enrollment Policies',
    '/academics/course-evaluations': 'Course Evaluations', '/academics/online-instruction': 'Online Instruction (Spring 2020)', '/research': 'Research', '/research/labs': 'Labs and Centers', '/news/newsletter': 'EECS Newsletter',
    '/resources': 'Resources', '/resources/computing': 'Computing Resources', '/resources/rooms': 'Room Reservations', '/resources/instructional': 'Instructional Computing', '/about/giving': 'Support EECS',
  };
  private chrome(): void {
    const M: [string, [string, string][]][] = [
      ['About', [['/about', 'Overview'], ['/about/facts', 'Facts & Figures'], ['/about/diversity', 'Diversity'], ['/about/visit', 'Visit'], ['/about/contact', 'Contact'], ['/about/jobs', 'Jobs'], ['/about/giving', 'Give']]],
      ['Academics', [['/academics/undergraduate', 'Undergraduate'], ['/academics/undergraduate/cs-ba', 'CS Major'], ['/academics/undergraduate/eecs-bs', 'EECS Major'], ['/academics/graduate', 'Graduate'], ['/academics/graduate/phd', 'Ph.D.'], ['/academics/graduate/meng', 'M.Eng.'],
        ['/academics/courses', 'Courses'], ['/academics/courses/websites', 'Class Websites'], ['/academics/courses/special-topics', 'Special Topics'], [`${CLASSES}/`, 'Schedule of Classes'], [`${CATALOG}/courses/compsci/`, 'Course Catalog'], [`${REG}/final-exams/`, 'Final Exam Schedule'],
        ['/academics/course-evaluations', 'Course Evaluations'], ['/academics/gsi-reader', 'GSI & Reader Jobs'], ['/academics/advising', 'Advising'], ['/academics/online-instruction', 'Online Instruction'], [`${HKN}/`, 'HKN Tutoring']]],
      ['Research', [...AREAS.map(([k, n]): [string, string] => [`/research/areas/${k}`, n]), ['/research/labs', 'Labs & Centers'], [`${WWW2}/Pubs/TechRpts/`, 'Technical Reports']]],
      ['People', [['/people/faculty', 'Faculty'], ['/people/lecturers', 'Teaching Faculty'], ['/people/emeriti', 'Emeriti'], ['/people/staff', 'Staff'], ['/people/grad-students', 'Graduate Students'], ['/people/postdocs', 'Postdocs'], ['/people/directory', 'Directory']]],
      ['News & Events', [['/news', 'News'], ['/events', 'Events'], [`${EVENTS}/department/eecs`, 'Campus Calendar'], [`${PHOTOS}/albums`, 'Photo Galleries'], ['/news/newsletter', 'Newsletter']]],
      ['Resources', [[`${INST}/`, 'Instructional Support'], ['/resources/computing', 'Computing'], [`${WIKI}/wiki/Main_Page`, 'ISG Wiki'], [`${PHAB}/`, 'Phabricator'], [`${LISTS}/archives/`, 'Mailing Lists'], [`${CANVAS}/`, 'bCourses (Canvas)'], ['/resources/rooms', 'Room Reservations']]]];
    this.menu = `<nav role="navigation" aria-labelledby="block-eecs-main-menu" id="block-eecs-main-menu" class="mega-menu"><ul class="menu menu--main">${M.map(([h, xs]) => `<li class="menu-item menu-item--expanded"><span>${h}</span><ul class="menu">${xs.map(([u, t]) => `<li class="menu-item">${a(u, t)}</li>`).join('')}</ul></li>`).join('')}</ul></nav>`;
    this.foot = `<footer role="contentinfo"><div class="footer-address">Electrical Engineering and Computer Sciences<br>253 Cory Hall, University of Westbrook<br>Westbrook, CA 94720-1770 · (510) 642-0000</div><ul class="social">${['https://twitter.com/WestbrookEECS', 'https://www.facebook.com/WestbrookEECS', 'https://www.youtube.com/user/WestbrookEECS', 'https://www.linkedin.com/school/westbrook-eecs/'].map((u) => `<li>${a(u, u.split('/')[2])}</li>`).join('')}</ul>${ul([a('/about/accessibility', 'Accessibility'), a(`${UNI}/nondiscrimination`, 'Nondiscrimination'), a('/about/privacy', 'Privacy'), a(`${UNI}/`, 'University of Westbrook'), `<a href="/user/login?destination={DEST}">Log in</a>`])}<p>&copy; 2020 UC Regents-style Board of the University of Westbrook</p></footer>`;
    const br = rng(hash('drupal-settings')), parts: string[] = [];
    for (let len = 0, k = 0; len < 90000; k++) { const s = `"${words(br, 1)}_${k}":{"id":"block-${slug(words(br, 2))}","library":"eecs_theme/${slug(words(br, 1))}","weight":${int(br, -50, 50)}},`; parts.push(s); len += s.length; }
    this.blob = parts.join('');
  }
  private dp(path: string, title: string, crumbs: [string, string][], main: string, nid?: number, side = '', small = false): Resp {
    const r = rng(hash(`dp${path}`)), n = small ? 1500 : 6000 + Math.floor(r() * 22000), off = Math.floor(r() * (this.blob.length - n));
    return ok(`<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="content: http://purl.org/rss/1.0/modules/content/  dc: http://purl.org/dc/terms/  og: http://ogp.me/ns#  schema: http://schema.org/">
<head><meta charset="utf-8" /><script async src="https://www.googletagmanager.com/gtag/js?id=UA-2851023-4"></script><script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("config", "UA-2851023-4", {"groups":"default","anonymize_ip":true});</script>
<meta name="Generator" content="Drupal 8 (https://www.drupal.org)" /><meta name="MobileOptimized" content="width" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />${nid ? `<link rel="shortlink" href="/node/${nid}" />` : ''}<link rel="canonical" href="${esc(path)}" />
<title>${esc(title)} | EECS at Westbrook</title><link rel="stylesheet" media="all" href="/sites/default/files/css/css_${hex(hash(path) % 7, 22)}.css" /></head>
<body class="${nid ? 'path-node page-node-type-page' : 'path-frontpage'}"><a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header role="banner"><div class="uni-bar">${a(`${UNI}/`, 'University of Westbrook')}</div><a href="/" title="Home" rel="home" class="site-logo"><img src="/themes/custom/eecs/logo.svg" alt="Home" /></a><div class="site-name">${a('/', 'Electrical Engineering and Computer Sciences')}</div><form action="/search/node" method="get" id="search-block-form" accept-charset="UTF-8"><input type="search" name="keys" size="15" maxlength="128" /></form></header>
${this.menu}<nav class="breadcrumb" role="navigation"><ol>${[a('/', 'Home'), ...crumbs.map(([u, t]) => a(u, t))].map((x) => `<li>${x}</li>`).join('')}</ol></nav>
<main role="main"><a id="main-content" tabindex="-1"></a><div class="layout-content"><h1 class="page-title"><span>${esc(title)}</span></h1>${main}</div>${side ? `<aside class="layout-sidebar-first" role="complementary">${side}</aside>` : ''}</main>
${this.foot.replace('{DEST}', encodeURIComponent(path))}</div><div id="sliding-popup" class="sliding-popup-bottom"><div class="eu-cookie-compliance-message"><p>We use cookies on this site to enhance your user experience. By clicking any link on this page you are giving your consent for us to set cookies.</p></div><button type="button" class="agree-button">OK, I agree</button> ${a('/about/privacy', 'More info')}</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","scriptPath":null,"pathPrefix":"","currentPath":"${nid ? `node\\/${nid}` : esc(path.slice(1))}","currentPathIsAdmin":false,"isFront":${path === '/'}},"pluralDelimiter":"\\u0003","ajaxPageState":{"theme":"eecs","libraries":{${this.blob.slice(off, off + n)}"_":0}},"eu_cookie_compliance":{"popup_enabled":true,"popup_agreed_enabled":false}}</script>
<script src="/sites/default/files/js/js_${hex(hash(path) % 5, 22)}.js"></script></body></html>`);
  }
  private pager(base: string, pg: number, last: number, sep = '?'): string {
    if (last <= 0) return '';
    const u = (k: number) => `${base}${sep}page=${k}`, lo = Math.max(0, Math.min(pg - 4, last - 8)), hi = Math.min(last, lo + 8);
    return `<nav class="pager" role="navigation"><ul class="pager__items">${pg > 0 ? `<li>${a(u(0), '« First')}</li><li>${a(u(pg - 1), '‹ Previous')}</li>` : ''}${Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).map((k) => `<li>${k === pg ? `<span>${k + 1}</span>` : a(u(k), String(k + 1))}</li>`).join('')}${pg < last ? `<li>${a(u(pg + 1), 'Next ›')}</li><li>${a(u(last), 'Last »')}</li>` : ''}</ul></nav>`;
  }
  private drupal(p: string, q: URLSearchParams, r: R): Resp {
    let m: RegExpExecArray | null;
    const pg = Number(q.get('page') ?? 0); if (!(Number.isInteger(pg) && pg >= 0)) return NF;
    if ((m = /^\/sites\/default\/files\/\d{4}-\d\d\/([a-z0-9-]+)-([a-z]{2}\d\d)-hw(\d)\.pdf$/.exec(p)) && this.offs.some((o) => o.where === 'node' && o.c.acct === m![1] && TERMS[o.t].k === m![2])) return pdf(p);
    if (/\.(css|js)$/.test(p)) return ok(`/* ${p} */ ${words(r, 60)}`, p.endsWith('css') ? 'text/css' : 'application/javascript');
    if (p === '/') {
      const nw = this.news.slice(0, 6), ev = this.events.filter((e) => e.t >= NOW).slice(-5).reverse();
      return this.dp('/', 'Electrical Engineering and Computer Sciences', [], `<div class="hero"><h2>Spring 2020: instruction moves online</h2><p>${a('/academics/online-instruction', 'Information for students, GSIs and instructors')}</p></div><section class="quick-links">${ul([a('/academics/courses/websites', 'Spring 2020 class websites'), a(`${CLASSES}/`, 'Schedule of Classes'), a('/academics/undergraduate/cs-ba', 'Declaring the CS major'), a('/academics/graduate/phd', 'Apply to the Ph.D. program'), a('/about/giving', 'Give to EECS')])}</section><section class="news-teasers"><h2>${a('/news', 'News')}</h2>${ul(nw.map((n) => `${a(this.newsUrl(n), n.title)} <time>${mdy(n.t)}</time>`))}</section><section class="events-teasers"><h2>${a('/events', 'Upcoming Events')}</h2>${ul(ev.map((e) => `${a(`/node/${e.nid}`, `${e.kind}: ${e.title}`)} <time>${mdy(e.t)}</time>`))}</section>${say(r, 3)}`);
    }
    const st = ModernWebE.STATIC[p];
    if (st) {
      const extra: Record<string, string> = { '/research/labs': ul(LABS.map(([k, n]) => a(`${LABH(k)}/`, n))), '/resources/instructional': `<p>${a(`${INST}/`, 'Instructional Support Group')} · ${a(`${INST}/classes.html`, 'Current class web pages')}</p>`,
        '/academics/course-evaluations': `<p>Official course evaluations are administered online at the end of each term. Historical survey results are published by ${a(`${HKN}/coursesurveys/`, 'Eta Kappa Nu (HKN)')}.</p>`,
        '/academics/online-instruction': `<p>Effective March 10, 2020, all lectures and discussions are held online. Check your ${a('/academics/courses/websites', 'class website')} and Piazza for details.</p>${ul([a(`${WIKI}/wiki/Course_staff_guide/Online_instruction_(Spring_2020)`, 'Guide for course staff'), a(`${WIKI}/wiki/Zoom`, 'Zoom at EECS'), a(`${UNI}/coronavirus`, 'Campus COVID-19 information')])}`,
        '/academics/undergraduate/cs-ba': `<h2>Lower-division requirements</h2>${ul(this.courses.filter((c) => c.lvl === 'L' && c.subj !== 'EE').map((c) => a(this.catUrl(c), `${c.code}: ${c.title}`)))}<p>See the ${a(`${CATALOG}/undergraduate/degree-programs/computer-science/`, 'General Catalog')} for upper-division requirements.</p>`,
        '/academics/undergraduate/eecs-bs': `<h2>Required courses</h2>${ul(this.courses.filter((c) => c.lvl === 'L').map((c) => a(this.catUrl(c), `${c.code}: ${c.title}`)))}` };
      return this.dp(p, st, p.split('/').length > 2 ? [[`/${p.split('/')[1]}`, cap(p.split('/')[1])]] : [], `${say(r, int(r, 2, 5))}${extra[p] ?? ''}${say(r, int(r, 1, 4))}`, 101 + 3 * Object.keys(ModernWebE.STATIC).indexOf(p));
    }
    if (p === '/academics/courses') {
      const subj = q.get('subject') ?? 'All', lvl = q.get('level') ?? 'All', LV: Record<string, string> = { All: 'Any', L: 'Lower division', U: 'Upper division', G: 'Graduate', S: 'Special topics' };
      if (!['All', ...Object.values(SUBJ)].includes(subj) || !LV[lvl] || [...q.keys()].some((k) => !['subject', 'level'].includes(k))) return NF;
      const cs = this.courses.filter((c) => (subj === 'All' || SUBJ[c.subj] === subj) && (lvl === 'All' || c.lvl === lvl)), link = (s: string, l: string) => `/academics/courses?subject=${s}&level=${l}`;
      return this.dp(p, 'Courses', [['/academics', 'Academics']], `<form class="views-exposed-form"><div>Subject: ${['All', ...Object.values(SUBJ)].map((s) => s === subj ? `<b>${s}</b>` : a(link(s, lvl), s)).join(' | ')}</div><div>Level: ${Object.keys(LV).map((l) => l === lvl ? `<b>${LV[l]}</b>` : a(link(subj, l), LV[l])).join(' | ')}</div></form>${cs.length ? `<table class="views-table"><thead><tr><th>Course</th><th>Title</th><th>Units</th></tr></thead>${cs.map((c) => `<tr><td>${a(this.catUrl(c), c.long)}</td><td>${esc(c.title)}</td><td>${c.lvl === 'L' ? 4 : c.lvl === 'S' ? '1-4' : pick(r, [3, 4])}</td></tr>`).join('')}</table>` : '<p>No courses match your criteria.</p>'}<p>${a('/academics/courses/websites', 'Class websites for Spring 2020')} · ${a(`${CLASSES}/`, 'Schedule of Classes')}</p>`);
    }
    if (p === '/academics/courses/websites' || p === '/academics/courses/special-topics') {
      const sp = p.endsWith('topics'), code = Number(q.get('term') ?? 2202), t = TERMS.findIndex((x) => x.code === code), tabs = sp ? [0, 1, 3, 4] : [3, 4];
      if (!tabs.includes(t) || [...q.keys()].some((k) => k !== 'term')) return NF;
      const os = this.offs.filter((o) => o.t === t && (!sp || o.c.lvl === 'S'));
      const rows = os.sort((x, y) => x.c.subj.localeCompare(y.c.subj) || x.c.num.localeCompare(y.c.num, 'en', { numeric: true })).map((o) => `<tr><td>${a(this.catUrl(o.c), o.c.code)}</td><td>${esc(o.c.title)}</td><td>${o.instr.map((i) => a(this.prof(i), i.name)).join(', ')}</td><td>${o.where === 'private' ? `${a(o.url, 'bCourses')} (login)` : a(o.url, o.where === 'canvas' ? 'bCourses site' : 'Class website')}</td>${sp ? `<td>${esc(say(rng(o.canvas), 1, ATOP[o.c.area]).replace(/<\/?p>/g, ''))}</td>` : ''}</tr>`).join('');
      return this.dp(p, sp ? `Special Topics Courses: ${TERMS[t].name}` : `Class Websites: ${TERMS[t].name}`, [['/academics', 'Academics'], ['/academics/courses', 'Courses']], `<div class="tabs">${tabs.map((k) => k === t ? `<b>${TERMS[k].name}</b>` : a(`${p}?term=${TERMS[k].code}`, TERMS[k].name)).join(' ')}</div><p>${sp ? 'CS 294 and EE 290 are special topics courses whose content changes every term.' : 'Links are provided by instructors; some courses use bCourses exclusively.'}</p><table class="views-table cols-5"><thead><tr><th>Course</th><th>Title</th><th>Instructors</th><th>Website</th>${sp ? '<th>Description</th>' : ''}</tr></thead><tbody>${rows}</tbody></table>`);
    }
    if (p === '/academics/gsi-reader') return this.dp(p, 'GSI and Reader Positions: Spring 2020', [['/academics', 'Academics']], `<p>Applications for Fall 2020 positions open April 1. Current appointments:</p><table><tr><th>Course</th><th>GSIs</th><th>Readers</th></tr>${this.offs.filter((o) => o.t === CUR && o.c.lvl !== 'S').map((o) => `<tr><td>${a(this.catUrl(o.c), o.c.code)}</td><td>${o.gsis.length}</td><td>${int(r, 0, 6)}</td></tr>`).join('')}</table>`);
    if ((m = /^\/research\/areas\/([a-z]+)$/.exec(p))) {
      const k = ai(m[1]); if (k < 0) return NF;
      return this.dp(p, AREAS[k][1], [['/research', 'Research']], `${say(r, 3, ATOP[k])}<h2>Faculty</h2>${ul(this.byArea[k].map((x) => a(this.prof(x), x.name)))}<h2>Courses</h2>${ul(this.courses.filter((c) => c.area === k && c.lvl !== 'S').map((c) => a(this.catUrl(c), `${c.code}: ${c.title}`)))}<h2>Related news</h2>${ul(this.news.filter((n) => n.p && n.p.area === k).slice(0, 8).map((n) => a(this.newsUrl(n), n.title)))}`);
    }
    if ((m = /^\/people\/(faculty|lecturers|emeriti|staff|grad-students|postdocs)$/.exec(p))) {
      const kind = ({ faculty: 'fac', lecturers: 'lec', emeriti: 'emer', staff: 'staff', 'grad-students': 'grad', postdocs: 'postdoc' } as Record<string, Kind>)[m[1]], ps = this.people.filter((x) => x.kind === kind).sort((x, y) => x.name.split(' ')[1].localeCompare(y.name.split(' ')[1]));
      const last = Math.ceil(ps.length / 24) - 1; if (pg > last || [...q.keys()].some((k) => k !== 'page')) return NF;
      return this.dp(p, { fac: 'Faculty', lec: 'Teaching Faculty', emer: 'Emeriti', staff: 'Staff', grad: 'Graduate Students', postdoc: 'Postdoctoral Scholars' }[kind as string]!, [['/people', 'People']], `<div class="people-grid">${ps.slice(pg * 24, pg * 24 + 24).map((x) => `<div class="person"><img src="/sites/default/files/styles/headshot/public/${x.login}.jpg" alt="">${a(this.prof(x), x.name)}<div>${esc(x.title)}</div>${x.kind !== 'staff' ? `<div>${a(`/research/areas/${AREAS[x.area][0]}`, AREAS[x.area][1])}</div>` : ''}</div>`).join('')}</div>${this.pager(p, pg, last)}`);
    }
    if (p === '/people/directory') return this.directory(q, pg);
    if (p === '/people') return go(`${WWW}/people/faculty`);
    if ((m = /^\/people\/faculty\/([a-z0-9]+)$/.exec(p))) { const x = this.byLogin.get(m[1]); return x && ['fac', 'lec', 'emer'].includes(x.kind) ? this.person(x, r) : NF; }
    if (p === '/news' || (m = /^\/news\/tags\/([a-z0-9-]+)$/.exec(p))) {
      const tag = m ? TAGS.find((t) => slug(t) === m![1]) : undefined; if (m && !tag) return NF;
      const ns = tag ? this.news.filter((n) => n.tags.includes(tag)) : this.news, last = Math.ceil(ns.length / 10) - 1; if (pg > last) return NF;
      return this.dp(p, tag ? `News: ${tag}` : 'News', [['/news', 'News']], `${ns.slice(pg * 10, pg * 10 + 10).map((n) => `<article class="teaser"><h2>${a(this.newsUrl(n), n.title)}</h2><time>${mdy(n.t)}</time> ${n.tags.map((t) => a(`/news/tags/${slug(t)}`, t)).join(' ')}</article>`).join('')}${this.pager(p, pg, last)}`, undefined, `<h3>Tags</h3>${ul(TAGS.map((t) => a(`/news/tags/${slug(t)}`, t)))}${a('/rss.xml', 'RSS')}`);
    }
    if (p === '/events') { const last = Math.ceil(this.events.length / 15) - 1; if (pg > last) return NF;
      return this.dp(p, 'Events', [], `${this.events.slice(pg * 15, pg * 15 + 15).map((e) => `<div class="event">${a(`/node/${e.nid}`, `${e.kind}: ${e.title}`)} <time>${mdy(e.t)}</time> ${esc(e.speaker)}</div>`).join('')}${this.pager(p, pg, last)}<p>${a(`${EVENTS}/department/eecs`, 'See all EECS events on the campus calendar')}</p>`); }
    if (p === '/user/login') { const d = q.get('destination') ?? '/';
      return this.dp(`/user/login?destination=${encodeURIComponent(d)}`, 'Log in', [], `<form class="user-login-form" action="/user/login?destination=${esc(encodeURIComponent(d))}" method="post"><label>Username</label><input name="name"><label>Password</label><input type="password" name="pass"><input type="submit" value="Log in"></form><p>Westbrook users: ${a(`${AUTH}/cas/login?service=${encodeURIComponent(`${WWW}/casservice`)}`, 'Log in with CalNet-style ID')}</p><p>${a('/user/password', 'Reset your password')}</p>`, undefined, '', true); }
    if (p === '/user/password') return this.dp(p, 'Reset your password', [], '<form><input name="name"></form>', undefined, '', true);
    if (p === '/rss.xml') return ok(`<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>EECS News</title>${this.news.slice(0, 10).map((n) => `<item><title>${esc(n.title)}</title><link>${WWW}${this.newsUrl(n)}</link></item>`).join('')}</channel></rss>`, 'application/rss+xml; charset=utf-8');
    if ((m = /^\/node\/(\d+)$/.exec(p)) && +m[1] < 200 && (+m[1] - 101) % 3 === 0 && Object.keys(ModernWebE.STATIC)[(+m[1] - 101) / 3]) return go(`${WWW}${Object.keys(ModernWebE.STATIC)[(+m[1] - 101) / 3]}`);
    if ((m = /^\/node\/(\d+)$/.exec(p))) { const n = this.nodes.get(+m[1]); if (!n) return NF; if (n.alias) return go(`${WWW}${n.alias}`); return this.node(+m[1], n, r); }
    const nid = this.alias.get(p); if (nid !== undefined) return this.node(nid, this.nodes.get(nid)!, r);
    return NF;
  }
  private newsUrl(n: News): string { return n.slug ?? `/node/${n.nid}`; }
  private directory(q: URLSearchParams, pg: number): Resp {
    const TY: [string, Kind | ''][] = [['All', ''], ['1', 'fac'], ['2', 'lec'], ['3', 'emer'], ['4', 'staff'], ['5', 'grad'], ['6', 'postdoc']], TN: Record<string, string> = { All: '- Any -', 1: 'Faculty', 2: 'Teaching Faculty', 3: 'Emeriti', 4: 'Staff', 5: 'Graduate Students', 6: 'Postdocs' };
    const ty = q.get('field_person_type_target_id') ?? 'All', ar = q.get('field_research_area_target_id') ?? 'All', sb = q.get('sort_by') ?? 'field_last_name_value', so = q.get('sort_order') ?? 'ASC';
    const kind = TY.find((x) => x[0] === ty), area = ar === 'All' ? -1 : Number(ar) - 11;
    if (!kind || !(ar === 'All' || (area >= 0 && area < AREAS.length)) || !['field_last_name_value', 'created'].includes(sb) || !['ASC', 'DESC'].includes(so)) return NF;
    const ps = this.people.filter((x) => (!kind[1] || x.kind === kind[1]) && (area < 0 || (x.area === area && x.kind !== 'staff'))).sort((x, y) => (sb === 'created' ? x.nid - y.nid : x.name.split(' ')[1].localeCompare(y.name.split(' ')[1])) * (so === 'ASC' ? 1 : -1));
    const last = Math.max(0, Math.ceil(ps.length / 20) - 1); if (pg > last) return NF;
    const u = (t: string, r: string, b: string, o: string) => `/people/directory?field_person_type_target_id=${t}&field_research_area_target_id=${r}&sort_by=${b}&sort_order=${o}`, cur = u(ty, ar, sb, so);
    return this.dp(pg ? `${cur}&page=${pg}` : cur, 'People Directory', [['/people', 'People']], `<div class="facets"><h3>Role</h3>${ul(TY.map(([k]) => k === ty ? `<b>${TN[k]}</b>` : a(u(k, ar, sb, so), TN[k])))}<h3>Research area</h3>${ul(['All', ...AREAS.map((_, i) => String(i + 11))].map((k) => k === ar ? `<b>${k === 'All' ? '- Any -' : AREAS[+k - 11][1]}</b>` : a(u(ty, k, sb, so), k === 'All' ? '- Any -' : AREAS[+k - 11][1])))}<h3>Sort</h3>${a(u(ty, ar, 'field_last_name_value', so === 'ASC' ? 'DESC' : 'ASC'), `Last name ${so === 'ASC' ? '▼' : '▲'}`)} ${a(u(ty, ar, 'created', 'DESC'), 'Newest')}</div>${ps.length ? `<table class="views-table"><tr><th>Name</th><th>Title</th><th>Email</th></tr>${ps.slice(pg * 20, pg * 20 + 20).map((x) => `<tr><td>${a(this.prof(x), x.name)}</td><td>${esc(x.title)}</td><td>${x.login} [at] eecs.westbrook.edu</td></tr>`).join('')}</table>` : '<div class="view-empty">No people match these filters.</div>'}${this.pager(cur, pg, last, '&')}`);
  }
  private person(x: Person, r: R): Resp {
    const cur = x.offs.filter((o) => o.t === CUR), past = [...new Set(x.offs.map((o) => o.c))], fac = ['fac', 'lec', 'emer'].includes(x.kind);
    const body = `<div class="person-header"><img src="/sites/default/files/styles/headshot/public/${x.login}.jpg" alt="${esc(x.name)}"><div class="title">${esc(x.title)}</div><div>Office: ${int(r, 200, 799)} ${pick(r, ['Soda Hall', 'Cory Hall', 'Sutardja Dai Hall'])}</div><div>Email: ${x.login} [at] eecs.westbrook.edu</div>${x.site >= 0 ? `<div>${a(this.site(x), 'Personal homepage')}</div>` : ''}</div>`
      + (x.kind !== 'staff' ? `<h2>Research areas</h2>${ul([a(`/research/areas/${AREAS[x.area][0]}`, AREAS[x.area][1])])}` : '') + (x.lab >= 0 ? `<p>Member of the ${a(`${LABH(LABS[x.lab][0])}/`, LABS[x.lab][1])}.</p>` : '') + say(r, fac ? 3 : 1, ATOP[x.area])
      + (x.adv ? `<p>Advisor: ${a(this.prof(x.adv), x.adv.name)}</p>` : '') + (cur.length ? `<h2>Teaching Schedule (Spring 2020)</h2>${ul(cur.map((o) => this.offLink(o, `${o.c.code}: ${o.c.title}`)))}` : '')
      + (past.length ? `<h2>Courses taught</h2>${ul(past.map((c) => a(this.catUrl(c), `${c.code}: ${c.title}`)))}` : '') + (x.showGsi && x.gsi.length ? `<h2>Teaching (GSI)</h2>${ul(x.gsi.map((o) => `${o.c.code}, ${TERMS[o.t].name} — ${o.where === 'private' ? 'bCourses' : a(o.url, 'class website')}`))}` : '')
      + (fac && x.kind !== 'lec' ? `<h2>Students</h2>${ul(this.people.filter((g) => g.adv === x).map((g) => a(this.prof(g), g.name)))}<p>${a(`${WWW2}/Pubs/TechRpts/Authors/${x.login}.html`, 'Technical reports')}${x.offs.length ? ` · ${a(`${HKN}/coursesurveys/instructor/${x.login}`, 'HKN course surveys')}` : ''}</p>` : '');
    return this.dp(fac ? `/people/faculty/${x.login}` : `/node/${x.nid}`, x.name, [['/people', 'People'], [fac ? '/people/faculty' : x.kind === 'staff' ? '/people/staff' : '/people/grad-students', fac ? 'Faculty' : x.kind === 'staff' ? 'Staff' : 'Students']], body, x.nid);
  }
  private node(nid: number, n: DNode, r: R): Resp {
    const path = n.alias ?? `/node/${nid}`;
    if (n.kind === 'person') return this.person(this.people[n.i], r);
    if (n.kind === 'news') { const x = this.news[n.i], o = x.off;
      return this.dp(path, x.title, [['/news', 'News']], `<div class="date">${mdy(x.t)}</div>${say(r, 2)}${o ? `<p>${esc(o.c.code)} (${esc(o.c.title)}), taught by ${o.instr.map((i) => a(this.prof(i), i.name)).join(' and ')}, enrolled ${int(r, 80, 1900)} students this term. ${o.where === 'private' ? '' : `See the ${a(o.url, 'class website')} for more.`}</p>` : ''}${x.p ? `<p>${a(this.prof(x.p), x.p.name)} ${pick(r, ['was honored', 'was recognized', 'is leading the effort'])} for work on ${pick(r, ATOP[x.p.area])}.</p>` : ''}${say(r, 3)}<div class="tags">${x.tags.map((t) => a(`/news/tags/${slug(t)}`, t)).join(' ')}</div>`, nid); }
    if (n.kind === 'event') { const e = this.events[n.i], d = new Date(e.t);
      return this.dp(path, `${e.kind}: ${e.title}`, [['/events', 'Events']], `<div class="event-date">${DOW[d.getUTCDay()]}, ${mdy(e.t)}, ${d.getUTCHours() % 12 || 12}:00 ${d.getUTCHours() < 12 ? 'am' : 'pm'}</div><div>Location: ${pick(r, ['306 Soda Hall (HP Auditorium)', '540 Cory Hall', 'Banatao Auditorium, Sutardja Dai Hall', 'Zoom (link sent to list)'])}</div><div>Speaker: ${esc(e.speaker)}, ${pick(r, ['Stanford', 'MIT', 'CMU', 'Google Research', 'Microsoft Research', 'University of Washington', 'ETH Zurich'])}</div><h2>Abstract</h2>${say(r, 3)}<p>${a(`${EVENTS}/event/${e.slug}`, 'Add to calendar')}</p>`, nid); }
    if (n.kind === 'cat') return this.catalogue(this.courses[n.i], nid, r);
    const o = this.offs[n.i], c = o.c, t = TERMS[o.t];
    const wk = Array.from({ length: 14 }, (_, w) => `<tr><td>${w + 1}</td><td>${md(t.start + w * 7 * DAY)}</td><td>${esc(cap(pick(r, ATOP[c.area])))}</td><td>${r() < 0.5 ? a(`https://arxiv.org/abs/${int(r, 1501, 1912)}.${pad(int(r, 1, 9999), 5)}`, 'paper') : esc(pick(r, ['Chapter ' + int(r, 1, 12), 'Lecture notes', 'TBA']))}</td></tr>`).join('');
    return this.dp(path, `${c.code}: ${c.title} (${t.name})`, [['/academics', 'Academics'], ['/academics/courses', 'Courses']], `<div class="field--name-field-instructors">Instructor${o.instr.length > 1 ? 's' : ''}: ${o.instr.map((i) => a(this.prof(i), i.name)).join(', ')}</div><div>Lectures: ${pick(r, SLOTS)}, ${int(r, 100, 699)} ${pick(r, BUILDINGS)}</div><div>Units: ${c.lvl === 'S' ? '1-4' : pick(r, [3, 4])} · CCN ${int(r, 20000, 39999)}</div><h2>Course description</h2>${say(r, 2, ATOP[c.area])}<h2>Logistics</h2><p>Questions: ${a(`https://piazza.com/westbrook/${t.long}/${c.acct}`, 'Piazza')}. Grading: ${int(r, 20, 50)}% problem sets, ${int(r, 20, 40)}% project, remainder participation.</p><h2>Schedule</h2><table><tr><th>Week</th><th>Date</th><th>Topic</th><th>Reading</th></tr>${wk}</table><h2>Handouts</h2>${ul(Array.from({ length: int(r, 1, 4) }, (_, k) => a(`/sites/default/files/${new Date(t.start).toISOString().slice(0, 7)}/${c.acct}-${t.k}-hw${k + 1}.pdf`, `Homework ${k + 1}`)))}<p>See also the ${a(this.catUrl(c), 'catalog entry')}.</p>`, nid);
  }
  private catalogue(c: Course, nid: number, r: R): Resp {
    const rec = c.offs.filter((o) => o.t >= 3), cls = this.classes.filter((x) => x.off && x.off.c === c && x.t >= 3);
    return this.dp(`/academics/courses/${slug(c.long)}`, `${c.long}. ${c.title}`, [['/academics', 'Academics'], ['/academics/courses', 'Courses']], `<div class="field--name-field-units">Units: ${c.lvl === 'S' ? '1-4' : c.lvl === 'L' ? 4 : pick(r, [3, 4])}</div><h2>Catalog Description</h2>${say(r, 2, ATOP[c.area])}<p>Prerequisites: ${c.lvl === 'L' ? 'None' : this.courses.filter((x) => x.lvl === 'L' && x.area === c.area).slice(0, 2).map((x) => x.code).join(' and ') || 'consent of instructor'}.</p>${rec.length ? `<h2>Class websites</h2>${ul(rec.map((o) => `${TERMS[o.t].name}: ${this.offLink(o, o.where === 'canvas' ? 'bCourses' : 'class homepage')}`))}` : ''}${cls.length ? `<h2>Schedule of Classes</h2>${ul(cls.map((x) => a(this.clsUrl(x), `${TERMS[x.t].name} ${x.subj} ${x.num} LEC 001`)))}` : ''}<h2>Related links</h2>${ul([a(`${CATALOG}/search/?P=${encodeURIComponent(c.long)}`, 'General Catalog entry'), a(`${HKN}/coursesurveys/course/${c.subj}/${c.num}`, 'HKN course surveys'), a(`${HKN}/exams/course/${c.subj}/${c.num}`, 'HKN exam archive')])}<p>Area: ${a(`/research/areas/${AREAS[c.area][0]}`, AREAS[c.area][1])}</p>`, nid);
  }

  // ---------------------------------------------------------------- class websites (inst, own hosts, personal sites, lab sites)
  private nLec(o: Off): [number, number] { const n = o.c.lvl === 'L' || o.c.lvl === 'U' ? (o.t === 2 ? 24 : 27) : 14; return [n, o.t === CUR ? Math.floor(((NOW - TERMS[o.t].start) / DAY / 7) * (n / 14)) : n]; }
  private siteHtml(o: Off, rel: string, title: string, main: string): string {
    const c = o.c, t = TERMS[o.t], b = new URL(o.base).pathname, theme = o.where === 'own' ? 1 : o.where === 'inst' ? c.theme : 3;
    const others = c.offs.filter((x) => x !== o && x.where !== 'canvas' && x.where !== 'private' && x.where !== 'node').map((x) => a(x.t < 2 && hash(x.url) % 3 === 0 ? x.url.replace('https:', 'http:') : x.url, TERMS[x.t].name));
    const nav: [string, string][] = o.where === 'lab' ? [['', 'Course Home'], ['schedule/', 'Schedule'], ['readings/', 'Readings']] : o.where === 'home' ? [[o.url.endsWith('index.html') ? 'index.html' : '', 'Home'], ['schedule.html', 'Schedule'], ['readings.html', 'Readings'], ['projects.html', 'Project']]
      : [['', 'Home'], ['calendar/', 'Calendar'], ['staff/', 'Staff'], ['resources/', 'Resources'], ['policies/', 'Policies'], ...(theme === 1 ? [['syllabus/', 'Syllabus'] as [string, string]] : []), ['exams/', 'Exams']];
    const navH = nav.map(([u, n]) => u === rel ? `<b>${n}</b>` : a(`${b}${u}`, n)).join(theme === 2 ? ' | ' : ' ');
    const ext = o.where === 'lab' || o.where === 'home' ? '' : ` ${a(`https://piazza.com/westbrook/${t.long}/${c.acct}`, 'Piazza')} ${a('https://www.gradescope.com/', 'Gradescope')}${c.lvl === 'L' ? ` ${a(`https://oh.${c.acct}.org/`, 'Office Hours Queue')}` : ''}`;
    const foot = `<footer>${others.length ? `<p>Other semesters: ${others.join(' · ')}</p>` : ''}<p>${o.where === 'lab' ? a(`${LABH(LABS[o.instr[0].lab][0])}/`, LABS[o.instr[0].lab][1]) : a(`${WWW}/`, 'EECS at Westbrook')}</p></footer>`;
    if (o.where === 'lab') return `<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>${esc(title)} – ${esc(LABS[o.instr[0].lab][1])}</title><meta name="generator" content="WordPress 5.3.2"><link rel="stylesheet" href="${LABH(LABS[o.instr[0].lab][0])}/wp-content/themes/twentyseventeen/style.css?ver=5.3.2"></head><body class="page-template-default page"><header class="site-header">${a(`${LABH(LABS[o.instr[0].lab][0])}/`, LABS[o.instr[0].lab][1])}</header><nav>${navH}</nav><article class="page"><h1 class="entry-title">${esc(title)}</h1><div class="entry-content">${main}</div></article>${foot}</body></html>`;
    if (theme === 2 || theme === 3) return `<html><head><title>${esc(title)}</title>${theme === 3 ? `<link rel="stylesheet" href="/~${o.instr[0].login}/style.css">` : ''}</head><body bgcolor="#FFFFFF"><table width="100%"><tr><td><h1>${esc(c.code)}: ${esc(c.title)}</h1><h3>${t.name}</h3></td></tr></table><p>${navH}${ext}</p><hr>${main}<hr>${foot}</body></html>`;
    return `<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="${theme === 1 ? 'Jekyll v3.8.6 (just-the-docs)' : 'Jekyll v3.8.5'}"><title>${esc(title)}</title><link rel="stylesheet" href="${b}assets/css/${theme === 1 ? 'just-the-docs-default' : 'style'}.css"><script async src="https://www.googletagmanager.com/gtag/js?id=UA-${hash(c.acct) % 99999999}-1"></script></head><body>${theme === 1 ? `<div class="side-bar"><div class="site-header">${a(b, `${c.code} ${t.name}`, 'site-title')}</div><nav class="site-nav">${navH}</nav></div><div class="main"><div class="main-header">${ext}</div><div class="main-content"><h1>${esc(title.split(' | ')[0])}</h1>` : `<nav class="navbar navbar-expand-lg">${a(b, c.code, 'navbar-brand')} ${navH}${ext}</nav><div class="container"><h1>${esc(c.code)}: ${esc(c.title)}</h1><h2 class="term">${t.name}</h2>`}${main}</div>${theme === 1 ? '</div>' : ''}${foot}</body></html>`;
  }
  private calendar(o: Off, r: R, full: boolean): string {
    const cv = o.where === 'canvas', b = new URL(o.base).pathname, t = TERMS[o.t], [n, done] = this.nLec(o), per = o.t === 2 ? 4 : 2, wk = Math.ceil(n / per), slides = o.where === 'home' ? 'slides/' : 'assets/slides/';
    const rows: string[] = [];
    for (let w = 0; w < wk; w++) {
      const lec = Array.from({ length: per }, (_, k) => w * per + k + 1).filter((x) => x <= n).map((x) => `${esc(cap(pick(r, ATOP[o.c.area])))}${x <= done && !cv ? ` ${a(`${b}${slides}lec${pad(x)}.pdf`, 'slides')}` : ''}`).join('<br>');
      const hw = w > 0 && w % 2 === 1 && (w + 1) / 2 <= o.nHw && (full || w * 2 <= done + 2) ? (o.where === 'home' || cv ? `Problem set ${(w + 1) / 2}` : a(`${b}hw/hw${(w + 1) / 2}/`, `HW ${(w + 1) / 2}`)) : '';
      const dis = o.nDis && w > 0 && w * per <= done && o.where !== 'home' && !cv ? `${a(`${b}disc/disc${pad(w)}.pdf`, `Disc ${w}`)}${w * per + 2 <= done ? ` ${a(`${b}disc/disc${pad(w)}-sol.pdf`, 'sol')}` : ''}` : '';
      rows.push(`<tr><td>${w + 1}</td><td>${md(t.start + w * 7 * DAY)}</td><td>${lec}</td><td>${dis}</td><td>${hw}</td></tr>`);
    }
    return `<table class="calendar"><thead><tr><th>Week</th><th>Date</th><th>Lecture</th><th>Discussion</th><th>Homework</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  }
  private staff(o: Off, r: R): string {
    return `<h2>Instructor${o.instr.length > 1 ? 's' : ''}</h2>${ul(o.instr.map((p) => `${a(p.site >= 0 ? this.site(p) : this.prof(p), p.name)} — OH ${pick(r, ['Mon', 'Tue', 'Wed', 'Thu'])} ${int(r, 1, 4)}-${int(r, 5, 6)}pm, ${int(r, 300, 799)} Soda`))}${o.gsis.length ? `<h2>GSIs</h2>${ul(o.gsis.map((g) => `${g.site >= 0 ? a(this.site(g), g.name) : esc(g.name)}${o.nDis ? ` — Discussion ${int(r, 101, 100 + Math.max(1, o.nDis))}` : ''}`))}` : ''}`;
  }
  private courseSite(o: Off, rel: string, r: R): Resp {
    const c = o.c, t = TERMS[o.t], b = new URL(o.base).pathname, [n, done] = this.nLec(o);
    let m: RegExpExecArray | null;
    const home = rel === '' || (rel === 'index.html' && o.where === 'home');
    if (home) {
      const ann = o.t === CUR ? `<div class="announcement"><b>${md(NOW - 2 * DAY)}:</b> ${pick(r, ['Midterm 1 grades are out.', 'HW 4 deadline extended to Friday.', 'Starting March 10 lectures will be held on Zoom; webcasts remain on the course YouTube channel.'])}</div><div class="announcement"><b>${md(NOW - 9 * DAY)}:</b> Office hours moved to the online queue.</div>` : `<p><i>This is an archived website for ${t.name}.</i></p>`;
      const info = `<p><b>Lectures:</b> ${pick(r, SLOTS)}, ${pick(r, BUILDINGS)}${o.t === CUR ? ' (webcast)' : ''}<br><b>Instructors:</b> ${o.instr.map((p) => a(p.site >= 0 ? this.site(p) : this.prof(p), p.name)).join(', ')}</p>`;
      const title = o.where === 'home' ? `${c.code}: ${c.title}, ${t.name}` : o.where === 'lab' ? `${c.code}: ${c.title} (${t.name})` : c.theme === 1 || o.where === 'own' ? `${c.title} | ${c.code} ${t.name}` : c.theme === 0 ? `${c.code} ${t.name}` : `${c.code} - ${c.title}, ${t.name}`;
      const body = o.where === 'home' || o.where === 'lab' ? `${info}${say(r, 2, ATOP[c.area])}<h2>Schedule</h2>${this.calendar(o, r, o.t < CUR)}<p>Enrollment is limited; ${pick(r, ['email the instructor', 'fill out the application form', 'attend the first lecture'])} if you are interested.</p>`
        : `${ann}${info}${c.theme === 0 || o.where === 'own' ? this.calendar(o, r, o.t < CUR) : `<h2>Welcome to ${esc(c.code)}!</h2>${say(r, 2, ATOP[c.area])}<h2>This week</h2>${ul(Array.from({ length: Math.min(3, done) }, (_, k) => a(`${b}assets/slides/lec${pad(done - k)}.pdf`, `Lecture ${done - k}`)))}`}`;
      return ok(this.siteHtml(o, rel, title, body));
    }
    const page = (ttl: string, body: string) => ok(this.siteHtml(o, rel, `${ttl} | ${c.code} ${t.name}`, body));
    if (/\.css$/.test(rel)) return ok(`body{font-family:sans-serif} /* ${c.acct} */`, 'text/css');
    if ((m = /^(?:assets\/slides|slides)\/lec(\d\d)\.pdf$/.exec(rel)) && +m[1] >= 1 && +m[1] <= done) return pdf(o.url + rel);
    if ((m = /^disc\/disc(\d\d)(-sol)?\.pdf$/.exec(rel)) && +m[1] >= 1 && +m[1] <= 15 && o.nDis) return pdf(o.url + rel);
    if ((m = /^hw\/hw(\d+)(\.pdf|\/)$/.exec(rel)) && +m[1] >= 1 && +m[1] <= o.nHw) return m[2] === '.pdf' ? pdf(o.url + rel) : page(`Homework ${m[1]}`, `<p>Due ${mdy(t.start + (+m[1] * 14 + 5) * DAY)} at 11:59pm on Gradescope.</p>${say(r, 2, ATOP[c.area])}<p>${a(`${b}hw/hw${m[1]}.pdf`, 'PDF')} ${a(`${b}hw/hw${m[1]}.zip`, 'starter files')}</p>`);
    if ((m = /^hw\/hw(\d+)\.zip$/.exec(rel)) && +m[1] <= o.nHw) return ok(Buffer.from(`PK\x03\x04${c.acct}${m[1]}`, 'latin1'), 'application/zip');
    if ((m = /^proj\/proj(\d)\/$/.exec(rel)) && +m[1] >= 1 && +m[1] <= o.nProj) return page(`Project ${m[1]}: ${cap(pick(r, ATOP[c.area]))}`, `${say(r, 4, ATOP[c.area])}<p>${a(`https://github.com/westbrook-${c.acct}/proj${m[1]}-skeleton`, 'Skeleton code')}</p>`);
    if (o.where === 'home') {
      if (rel === 'schedule.html') return page('Schedule', this.calendar(o, r, true));
      if (rel === 'readings.html') return page('Readings', ul(Array.from({ length: int(r, 8, 20) }, () => `${esc(pick(r, LAST))} et al. ${a(`https://arxiv.org/abs/${int(r, 1501, 1912)}.${pad(int(r, 1, 9999), 5)}`, cap(words(r, 6, ATOP[c.area])))}`)));
      if (rel === 'projects.html') return page('Final project', say(r, 3, ATOP[c.area]));
      return NF;
    }
    if (o.where === 'lab') { if (rel === 'schedule/') return page('Schedule', this.calendar(o, r, true)); if (rel === 'readings/') return page('Readings', say(r, 3, ATOP[c.area])); return NF; }
    if (rel === 'calendar/') return page('Calendar', this.calendar(o, r, false));
    if (rel === 'staff/') return page('Course Staff', this.staff(o, r));
    if (rel === 'resources/') return page('Resources', `${ul([a(`${b}assets/slides/`, 'All lecture slides'), a(`${b}exams/`, 'Past exams'), a(`${HKN}/exams/course/${c.subj}/${c.num}`, 'HKN exam archive'), a(`${WIKI}/wiki/Class_accounts/${c.acct}`, 'Class account help'), ...Array.from({ length: o.nProj }, (_, k) => a(`${b}proj/proj${k + 1}/`, `Project ${k + 1}`))])}${say(r, 1)}`);
    if (rel === 'policies/') return page('Course Policies', `<h2>Grading</h2>${say(r, 2)}<h2>Academic honesty</h2><p>Collaboration on homework is allowed; you must write up your own solutions. Cheating on exams results in an F.</p><h2>DSP accommodations</h2><p>Contact the course staff in the first two weeks.</p>`);
    if (rel === 'syllabus/' && (c.theme === 1 || o.where === 'own')) return page('Syllabus', say(r, 5, ATOP[c.area]));
    if (rel === 'exams/') return page('Exams', ul(['mt1', 'mt2', 'final'].flatMap((e) => o.t < CUR || e === 'mt1' ? [a(`${b}exams/${e}.pdf`, `${e.toUpperCase()} blank`), a(`${b}exams/${e}-sol.pdf`, `${e.toUpperCase()} solutions`)] : [])));
    if (/^exams\/(mt1|mt2|final)(-sol)?\.pdf$/.test(rel)) return pdf(o.url + rel);
    if (rel === 'assets/slides/') return autoindex(`${b}assets/slides/`, Array.from({ length: done }, (_, k) => `lec${pad(k + 1)}.pdf`), this.qs, r);
    if (rel === 'assets/slides' || /^(calendar|staff|resources|policies|exams)$/.test(rel)) return go(`${o.base}${rel}/`);
    return NF;
  }
  private inst(p: string, q: string, r: R): Resp {
    if (p === '/') return plain('Instructional Support Group — EECS', `<h1>EECS Instructional Support Group</h1><p>Lab computers, class accounts and class web pages for EECS courses.</p>${ul([a('/classes.html', 'Class web pages (Spring 2020)'), a(`${WIKI}/wiki/Class_accounts`, 'Class accounts'), a(`${WIKI}/wiki/Instructional_labs`, 'Labs and hours'), a(`${WIKI}/wiki/Remote_access`, 'Remote access'), a(`${BUILD}/`, 'Autograder build status'), a(`${PHAB}/`, 'Report a problem (Phabricator)'), a(`${WWW}/`, 'EECS home')])}`);
    if (p === '/classes.html') { const os = this.offs.filter((o) => o.t === CUR && o.c.lvl !== 'S');
      return plain('EECS Class Web Pages — Spring 2020', `<h1>Spring 2020 class web pages</h1><p>Maintained by class staff; send corrections to inst@eecs.</p>${['CS', 'EE', 'EECS'].map((s) => `<h2>${SUBJ[s]}</h2>${ul(os.filter((o) => o.c.subj === s).map((o) => `${esc(o.c.code)} ${o.where === 'inst' || o.where === 'own' ? a(`/~${o.c.acct}/`, o.c.title) : this.offLink(o, o.c.title)}`))}`).join('')}`); }
    let m = /^\/~([a-z0-9-]+)(\/.*)?$/.exec(p); if (!m) return NF;
    const c = this.byAcct.get(m[1]); if (!c) return NF;
    const mine = c.offs.filter((o) => o.where === 'inst'), tops = c.offs.filter((o) => o.where === 'inst' || o.where === 'own');
    if (!tops.length) return NF;
    if (!m[2]) return go(`${INST}/~${c.acct}/`);
    if (m[2] === '/public_html_README.txt' && hash(c.acct) % 2 === 0) return ok(`Class account ${c.acct}: files in public_html are world-readable. See ${WIKI}/wiki/Class_accounts\n`, 'text/plain');
    if (m[2] === '/') return hash(c.acct) % 2 ? go(tops[tops.length - 1].url, 302) : autoindex(`/~${c.acct}/`, [...mine.map((o) => `${new URL(o.base).pathname.split('/')[2]}/`), 'public_html_README.txt'], this.qs, r);
    m = /^\/([a-z0-9]+)(?:\/(.*))?$/.exec(m[2]); if (!m) return NF;
    const o = mine.find((x) => new URL(x.base).pathname.split('/')[2] === m![1]); if (!o) return NF;
    if (m[2] === undefined) return go(o.base);
    return this.courseSite(o, m[2] + (m[2] === 'assets/slides/' ? '' : ''), r);
  }
  // ---------------------------------------------------------------- request routing
  private qs = '';
  respond(raw: string): Resp {
    let u: URL; try { u = new URL(raw); } catch { return NF; }
    const h = u.hostname; if (h !== D && !h.endsWith(`.${D}`)) return NF;
    if (u.protocol === 'http:') return go(`https:${raw.slice(5)}`);
    if (u.protocol !== 'https:') return NF;
    let p = ''; try { p = decodeURIComponent(u.pathname); } catch { return NF; }
    const q = u.searchParams, r = rng(hash(raw)); this.qs = u.search.replace(/^\?/, '');
    try {
      switch (h) {
        case `www.eecs.${D}`: return this.drupal(p, q, r);
        case `inst.eecs.${D}`: return this.inst(p, u.search, r);
        case `people.eecs.${D}`: return this.people_(p, r);
        case `canvas.${D}`: return this.canvas(p, r);
        case `auth.${D}`: return p === '/cas/login' ? plain('Westbrook Central Authentication Service', `<h1>Westbrook Login</h1><form method="post" action="/cas/login${esc(u.search)}"><input name="username"><input type="password" name="password"><input type="submit" value="Sign In"></form><p>${a(`${UNI}/it/password`, 'Forgot your passphrase?')}</p>`) : NF;
        case `classes.${D}`: return this.classesApp(p, q, r);
        case `catalog.${D}`: return this.catalog(p, q, r);
        case `hkn.eecs.${D}`: return this.hkn(p, r);
        case `wiki.eecs.${D}`: return this.wiki(p, q, r);
        case `phab.eecs.${D}`: return this.phab(p, q, r);
        case `buildbot.eecs.${D}`: return this.buildbot(p, q, r);
        case `lists.eecs.${D}`: return this.lists(p, q, r);
        case `events.${D}`: return this.localist(p, q, r);
        case `photos.eecs.${D}`: return this.photos(p, q, r);
        case `www2.eecs.${D}`: return this.www2(p, r);
        case `registrar.${D}`: return this.registrar(p, r);
        case `www.${D}`: return this.uni(p, r);
      }
      const m = /^([a-z0-9]+)\.eecs\.westbrook\.edu$/.exec(h);
      if (m && OWNED.includes(m[1])) return this.ownSite(this.byAcct.get(m[1])!, p, r);
      const li = m ? LABS.findIndex((l) => l[0] === m[1]) : -1;
      if (li >= 0) return this.lab(li, p, q, r);
    } catch (e) { return { status: 500, type: HTML, body: `<h1>Internal Server Error</h1><!-- ${esc(String(e))} -->` }; }
    return NF;
  }
  private ownSite(c: Course, p: string, r: R): Resp {
    const own = c.offs.filter((o) => o.where === 'own'); if (!own.length) return NF;
    const m = /^\/([a-z]{2}\d\d)(\/.*)?$/.exec(p), o = m ? own.find((x) => x.base.endsWith(`/${m[1]}/`)) : undefined;
    if (o && m) return m[2] === undefined ? go(o.base) : this.courseSite(o, m[2].slice(1), r);
    return this.courseSite(own[own.length - 1], p.slice(1), r);
  }
  private people_(p: string, r: R): Resp {
    if (p === '/') return plain('people.eecs.westbrook.edu', `<h1>EECS personal home pages</h1><p>See the ${a(`${WWW}/people/directory`, 'department directory')}.</p>`);
    const m = /^\/~([a-z0-9]+)(\/.*)?$/.exec(p), x = m ? this.byLogin.get(m[1]) : undefined; if (!m || !x || x.site < 0) return NF;
    const rest = m[2]; if (rest === undefined) return go(this.site(x));
    for (const o of x.offs) if (o.where === 'home') { const bp = new URL(o.base).pathname; if (p.startsWith(bp)) return this.courseSite(o, p.slice(bp.length), r); if (`${p}/` === bp) return go(o.base); }
    const shell = (t: string, b: string) => ok(`<html><head><title>${esc(t)}</title><link rel="stylesheet" href="/~${x.login}/style.css"></head><body><div id="nav">${a(`/~${x.login}/`, 'Home')} | ${a(`/~${x.login}/pubs.html`, 'Publications')} | ${x.offs.length || x.gsi.length ? `${a(`/~${x.login}/teaching.html`, 'Teaching')} | ` : ''}${a(`/~${x.login}/cv.pdf`, 'CV')}</div><h1>${esc(t)}</h1>${b}<hr><address>${x.login}@eecs.westbrook.edu · Last modified ${mdy(NOW - int(r, 5, 400) * DAY)}</address></body></html>`);
    const teach = () => `${ul(x.offs.slice().reverse().map((o) => `${esc(o.c.code)}: ${esc(o.c.title)}, ${TERMS[o.t].name} — ${o.where === 'private' ? 'bCourses (enrolled students)' : this.offLink(o, o.where === 'canvas' ? 'bCourses' : 'course page')}`))}${x.gsi.length ? `<h3>As a GSI</h3>${ul(x.gsi.map((o) => `${esc(o.c.code)} (${TERMS[o.t].name}): ${a(`/~${x.login}/${o.c.acct}-${TERMS[o.t].k}-section.html`, 'my section notes')}`))}` : ''}${x.offs.some((o) => o.t < 1) ? `<p>Older: ${[...new Set(x.offs.map((o) => o.c))].map((c) => a(`http://www2.eecs.westbrook.edu/Courses/${SUBJ[c.subj]}${c.num}/`, c.code)).join(', ')}</p>` : ''}`;
    if (rest === '/') return shell(x.name, `<img src="/~${x.login}/photo.jpg" align="right" alt=""><p>${esc(x.title)}, ${a(`${WWW}/`, 'EECS')}, University of Westbrook${x.adv ? ` (advised by ${a(x.adv.site >= 0 ? this.site(x.adv) : this.prof(x.adv), x.adv.name)})` : ''}.</p>${say(r, 2, ATOP[x.area])}${x.lab >= 0 ? `<p>I am part of the ${a(`${LABH(LABS[x.lab][0])}/`, LABS[x.lab][1])}.</p>` : ''}${x.site === 0 && (x.offs.length || x.gsi.length) ? `<h2>Teaching</h2>${teach()}` : ''}<h2>Recent papers</h2>${ul(Array.from({ length: int(r, 2, 6) }, () => `${cap(words(r, 7, ATOP[x.area]))}. <i>${pick(r, ['NeurIPS', 'ICML', 'OSDI', 'PLDI', 'ISSCC', 'STOC', 'CVPR'])} ${int(r, 2015, 2020)}</i>`))}`);
    if (rest === '/teaching.html' && (x.offs.length || x.gsi.length)) return shell(`${x.name}: Teaching`, teach());
    if (rest === '/pubs.html') return shell(`${x.name}: Publications`, ul(Array.from({ length: int(r, 5, 40) }, () => `${cap(words(r, 8, ATOP[x.area]))}. ${pick(r, ['In submission', 'arXiv preprint', 'Proc. ' + pick(r, ['SOSP', 'NSDI', 'ICRA', 'CHI', 'FOCS', 'DAC', 'VLSI Symp.'])])}, ${int(r, 2008, 2020)}. ${a(`https://arxiv.org/abs/${int(r, 1501, 1912)}.${pad(int(r, 1, 9999), 5)}`, '[pdf]')}`)));
    if (rest === '/cv.pdf') return pdf(p);
    if (rest === '/style.css') return ok('body{max-width:50em;margin:auto}', 'text/css');
    const g = /^\/([a-z0-9-]+)-([a-z]{2}\d\d)-section\.html$/.exec(rest), go2 = g ? x.gsi.find((o) => o.c.acct === g[1] && TERMS[o.t].k === g[2]) : undefined;
    if (go2) return shell(`${go2.c.code} Discussion Section — ${TERMS[go2.t].name}`, `<p>Section notes and worksheets for my ${go2.c.code} discussion. The main course page is ${go2.where === 'private' ? 'on bCourses' : a(go2.url, 'here')}.</p>${ul(Array.from({ length: int(r, 3, 12) }, (_, k) => `Week ${k + 2}: ${esc(cap(pick(r, ATOP[go2.c.area])))}`))}`);
    return NF;
  }
  private lab(li: number, p: string, q: URLSearchParams, r: R): Resp {
    const [k, name, ar] = LABS[li], H = LABH(k), mem = this.people.filter((x) => x.lab === li), offs = this.offs.filter((o) => o.instr[0].lab === li && o.c.area === ai(ar));
    const o = this.sites.get(`${H}${p.replace(/^(\/[^/]+\/).*$/, '$1')}`); if (o) return this.courseSite(o, p.slice(new URL(o.base).pathname.length), r);
    const shell = (t: string, b: string) => ok(`<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>${esc(t)} – ${esc(name)}</title><meta name="generator" content="WordPress 5.3.2"><link rel='stylesheet' href='${H}/wp-includes/css/dist/block-library/style.min.css?ver=5.3.2'><link rel="alternate" type="application/rss+xml" href="${H}/feed/"></head><body><header>${a(`${H}/`, name)}<nav>${[['/', 'Home'], ['/people/', 'People'], ['/publications/', 'Publications'], ['/seminar/', 'Seminar'], ['/courses/', 'Courses'], ['/category/news/', 'News']].map(([u, t2]) => a(`${H}${u}`, t2)).join(' ')}</nav></header><main><h1>${esc(t)}</h1>${b}</main><footer>${a(`${WWW}/`, 'EECS at Westbrook')} · ${a(`${H}/wp-login.php`, 'Log in')}</footer></body></html>`);
    const posts = Array.from({ length: 24 }, (_, i) => ({ id: 100 + i * 7 + (hash(k) % 5), t: NOW - i * 23 * DAY, title: `${pick(rng(hash(k + i)), ['New paper at', 'Best paper at', 'Welcome to', 'Talk at'])} ${pick(rng(hash(k + i + 'x')), ['NeurIPS', 'RSS', 'OSDI', 'FOCS', 'CVPR', 'IEDM', 'the lab'])}` }));
    if (p === '/') { const pid = q.get('p'); if (pid) { const x = posts.find((y) => String(y.id) === pid); return x ? shell(x.title, `<p>${mdy(x.t)}</p>${say(r, 3, ATOP[ai(ar)])}`) : NF; } return shell(name, `${say(r, 3, ATOP[ai(ar)])}<h2>News</h2>${ul(posts.slice(0, 5).map((x) => a(`${H}/?p=${x.id}`, x.title)))}`); }
    if (p === '/people/') return shell('People', ul(mem.map((x) => a(x.site >= 0 ? this.site(x) : this.prof(x), `${x.name}, ${x.title}`))));
    if (p === '/publications/') return shell('Publications', ul(Array.from({ length: 40 }, () => `${cap(words(r, 8, ATOP[ai(ar)]))} (${int(r, 2012, 2020)})`)));
    if (p === '/courses/') return shell('Courses', ul(offs.map((x) => this.offLink(x))));
    const sm = /^\/seminar\/(?:([a-z]{2}\d\d)\/)?$/.exec(p);
    if (sm) { const t = sm[1] ? TERMS.findIndex((x) => x.k === sm[1]) : CUR; if (t < 0 || t === 2) return NF;
      return shell(`${name} Seminar — ${TERMS[t].name}`, `<p>${pick(r, ['Mondays', 'Wednesdays', 'Fridays'])} at noon, ${pick(r, BUILDINGS)}. Lunch provided.</p><table>${Array.from({ length: 12 }, (_, w) => `<tr><td>${md(TERMS[t].start + w * 7 * DAY)}</td><td>${esc(`${pick(r, FIRST)} ${pick(r, LAST)}`)}</td><td>${esc(cap(words(r, 5, ATOP[ai(ar)])))}</td></tr>`).join('')}</table><p>Past: ${[0, 1, 3, 4].filter((x) => x !== t).map((x) => a(`${H}/seminar/${TERMS[x].k}/`, TERMS[x].name)).join(' · ')}</p>`); }
    const cm = /^\/category\/news\/(?:page\/(\d+)\/)?$/.exec(p);
    if (cm) { const pg = Number(cm[1] ?? 1); if (pg < 1 || pg > 3) return NF; return shell('News', `${ul(posts.slice((pg - 1) * 8, pg * 8).map((x) => a(`${H}/?p=${x.id}`, x.title)))}${pg < 3 ? a(`${H}/category/news/page/${pg + 1}/`, 'Older posts') : ''}`); }
    if (/\.css$/.test(p)) return ok('/* wp */', 'text/css');
    if (p === '/wp-login.php') return shell('Log In', '<form><input name="log"></form>');
    if (p === '/feed/') return ok(`<?xml version="1.0"?><rss version="2.0"><channel><title>${esc(name)}</title></channel></rss>`, 'application/rss+xml');
    return NF;
  }
  private canvas(p: string, r: R): Resp {
    const LOGIN = `${AUTH}/cas/login?service=${encodeURIComponent(`${CANVAS}/login/cas`)}`;
    if (p === '/' || p === '/login') return go(p === '/' ? `${CANVAS}/login` : `${CANVAS}/login/cas`, 302);
    if (p === '/login/cas') return go(LOGIN, 302);
    const m = /^\/courses\/(\d+)(\/.*)?$/.exec(p); if (!m) return NF;
    const o = this.canvasBy.get(+m[1]); if (!o || o.where !== 'canvas') return go(`${CANVAS}/login`, 302);
    const c = o.c, t = TERMS[o.t], B = `/courses/${o.canvas}`, name = `${SUBJ[c.subj]} ${c.num} - LEC 001`;
    const sub = m[2] ?? '', pages: Record<string, string> = { '': 'Home', '/assignments/syllabus': 'Syllabus', '/modules': 'Modules', '/announcements': 'Announcements', '/pages/course-schedule': 'Course Schedule' };
    if (!(sub in pages)) return go(`${CANVAS}/login`, 302);
    const body = sub === '' ? `<div class="show-content user_content"><h2>Welcome to ${esc(c.code)}: ${esc(c.title)}!</h2><p>Instructor${o.instr.length > 1 ? 's' : ''}: ${o.instr.map((x) => esc(x.name)).join(', ')}. ${pick(r, SLOTS)}.</p>${say(r, 2, ATOP[c.area])}<p>Start with the ${a(`${B}/assignments/syllabus`, 'Syllabus')} and the ${a(`${B}/pages/course-schedule`, 'Course Schedule')}. Lecture recordings are under ${a(`${B}/external_tools/90481`, 'Course Capture')}.</p></div>`
      : sub === '/modules' ? Array.from({ length: 8 }, (_, w) => `<div class="context_module"><h2>Week ${w + 1}: ${esc(cap(pick(r, ATOP[c.area])))}</h2>${ul([a(`${B}/modules/items/${o.canvas * 10 + w}`, `Lecture ${w * 2 + 1} slides`), a(`${B}/modules/items/${o.canvas * 10 + w + 100}`, `Problem set ${w + 1}`)])}</div>`).join('')
        : sub === '/assignments/syllabus' ? `${say(r, 3, ATOP[c.area])}<table class="syllabus">${Array.from({ length: 10 }, (_, k) => `<tr><td>${mdy(t.start + (k * 10 + 9) * DAY)}</td><td>${a(`${B}/assignments/${o.canvas * 3 + k}`, `Problem Set ${k + 1}`)}</td></tr>`).join('')}</table>` : sub === '/announcements' ? ul(Array.from({ length: int(r, 3, 9) }, (_, k) => `${mdy(t.start + k * 9 * DAY)}: ${esc(pick(r, ['Office hours update', 'Midterm logistics', 'Problem set clarification', 'Welcome!', 'Lectures move online']))}`)) : this.calendar(o, r, true);
    return ok(`<!DOCTYPE html><html class="not-ie" lang="en"><head><meta charset="utf-8"><title>${pages[sub] === 'Home' ? esc(name) : `${pages[sub]}: ${esc(name)}`}</title><link rel="stylesheet" href="https://du11hjcvx0uqb.cloudfront.net/dist/brandable_css/new_styles_normal_contrast/bundles/common-1581459936.css"><script>ENV = {"COURSE_ID":"${o.canvas}","current_user_id":null,"context_asset_string":"course_${o.canvas}","PUBLIC_COURSE":true};</script></head><body class="with-left-side course-menu-expanded is-inside-submission-frame"><header id="header">${a('/login', 'Log In')}</header><div id="left-side"><nav><ul id="section-tabs">${[['', 'Home'], ['/announcements', 'Announcements'], ['/assignments/syllabus', 'Syllabus'], ['/modules', 'Modules'], ['/grades', 'Grades'], ['/users', 'People'], ['/external_tools/90481', 'Course Capture']].map(([u, n]) => `<li class="section">${a(`${B}${u}`, n)}</li>`).join('')}</ul></nav></div><div id="content"><h1 class="course-title">${esc(name)}: ${esc(c.title)} (${t.name})</h1>${body}</div><footer>${a('https://www.instructure.com/canvas/', 'Canvas by Instructure')}</footer></body></html>`);
  }

  // ---------------------------------------------------------------- schedule of classes (Drupal 7 app with search_api facets)
  private classesApp(p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="Generator" content="Drupal 7 (http://drupal.org)"><title>${esc(t)} | Class Schedule</title></head><body class="html not-front"><header>${a('/', 'Class Schedule')} ${a(`${UNI}/`, 'University of Westbrook')} ${a(`${REG}/`, 'Office of the Registrar')}</header><main><h1>${esc(t)}</h1>${b}</main><footer>${a(`${REG}/final-exams/`, 'Final exam schedule')} · ${a(`${CATALOG}/`, 'General Catalog')}</footer></body></html>`);
    const F: Record<string, string> = { term: 'im_field_term_name', subject: 'sm_field_subject_area', level: 'sm_field_course_level' }, LV: Record<string, string> = { lower_division: 'L', upper_division: 'U', graduate: 'G' };
    const subjects = [...new Set(this.classes.map((c) => c.subj))];
    const qs = (fs: [string, string][], pg = 0) => `/search/class?${fs.map(([k, v], i) => `f%5B${i}%5D=${F[k]}%3A${encodeURIComponent(v)}`).join('&')}${pg ? `&page=${pg}` : ''}`;
    if (p === '/') return shell('Class Schedule', `<p>Search classes by term, subject and level.</p>${ul(TERMS.slice().reverse().map((t) => a(qs([['term', String(t.code)]]), t.name)))}<h2>Browse by subject (Spring 2020)</h2>${ul(subjects.map((s) => a(qs([['term', '2202'], ['subject', s.toLowerCase()]]), s)))}`);
    if (p === '/search/class') {
      const fs: [string, string][] = []; const pg = Number(q.get('page') ?? 0);
      for (const [k, v] of q) { if (k === 'page') continue; const mm = /^f\[(\d)\]$/.exec(k), kv = /^(\w+):(.+)$/.exec(v), key = kv ? Object.keys(F).find((x) => F[x] === kv[1]) : undefined;
        if (!mm || +mm[1] !== fs.length || !kv || !key || fs.some(([x]) => x === key)) return NF; fs.push([key, kv[2]]); }
      if (!fs.length || !(Number.isInteger(pg) && pg >= 0)) return NF;
      const val = (k: string) => fs.find(([x]) => x === k)?.[1];
      if (val('term') && !TERMS.some((t) => String(t.code) === val('term'))) return NF; if (val('subject') && !subjects.some((s) => s.toLowerCase() === val('subject'))) return NF; if (val('level') && !LV[val('level')!]) return NF;
      const hits = this.classes.filter((c) => (!val('term') || String(TERMS[c.t].code) === val('term')) && (!val('subject') || c.subj.toLowerCase() === val('subject')) && (!val('level') || (c.lvl === 'S' ? 'G' : c.lvl) === LV[val('level')!]));
      const last = Math.max(0, Math.ceil(hits.length / 10) - 1); if (pg > last) return NF;
      const facet = (k: string, vals: [string, string][]) => `<h3>${cap(k)}</h3>${val(k) ? `${a(fs.length > 1 ? qs(fs.filter(([x]) => x !== k)) : '/', `(-) ${val(k)}`)}` : ul(vals.map(([v, n]) => a(qs([...fs, [k, v]]), n)))}`;
      return shell(`Search results (${hits.length})`, `<div class="facets">${facet('term', TERMS.map((t) => [String(t.code), t.name]))}${facet('subject', subjects.map((s) => [s.toLowerCase(), s]))}${facet('level', Object.keys(LV).map((l) => [l, l.replace('_', ' ')]))}</div>${hits.length ? ul(hits.slice(pg * 10, pg * 10 + 10).map((c) => `${a(this.clsUrl(c), `${TERMS[c.t].y} ${cap(TERMS[c.t].season)} ${c.subj} ${c.num} 001 LEC 001`)} ${esc(c.title)} — ${esc(c.instr)}`)) : '<p>Your search yielded no results.</p>'}${last > 0 ? `<p>${pg > 0 ? a(qs(fs, pg - 1), '‹ previous') : ''} Page ${pg + 1} of ${last + 1} ${pg < last ? a(qs(fs, pg + 1), 'next ›') : ''}</p>` : ''}`);
    }
    const m = /^\/content\/(\d{4}-[a-z]+-[a-z]+-[0-9a-z-]+?)-(\d{3})-(lec|dis|lab)-(\d{3})$/.exec(p); const c = m ? this.classBy.get(m[1]) : undefined;
    if (!m || !c || m[2] !== m[4]) return NF;
    const t = TERMS[c.t], n = +m[2], head = `${t.y} ${cap(t.season)} ${c.subj} ${c.num} ${m[2]} ${m[3].toUpperCase()} ${m[2]}`;
    if (m[3] === 'lec') { if (n !== 1) return NF; const o = c.off, home = o ? o.url : c.canvas ? `${CANVAS}/courses/${c.canvas}` : '';
      return shell(head, `<h2>${esc(c.title)}</h2><div>Instructor: ${esc(c.instr)}</div><div>${pick(r, SLOTS)} · ${pick(r, BUILDINGS)}</div><div>Class #: ${int(r, 20000, 39999)} · Enrolled: ${int(r, 10, 800)}/${int(r, 40, 900)} · Waitlist: ${int(r, 0, 120)}</div>${home ? `<div class="class-homepage">Class homepage: ${a(home, home.startsWith(CANVAS) ? 'bCourses' : home)}</div>` : ''}<h3>Associated sections</h3>${ul(Array.from({ length: Math.min(c.nDis, 24) }, (_, k) => a(this.clsUrl(c, c.off && c.off.c.subj === 'EE' && k % 2 ? 'lab' : 'dis', k + 1), `${c.off && c.off.c.subj === 'EE' && k % 2 ? 'LAB' : 'DIS'} ${100 * (c.off && c.off.c.subj === 'EE' && k % 2 ? 2 : 1) + k + 1}`)))}<p>${a(`${CATALOG}/search/?P=${encodeURIComponent(`${c.subj} ${c.num}`)}`, 'Course catalog description')}</p><p>${a(`${REG}/final-exams/${t.long}/`, 'Final exam information')}</p>`); }
    const k = n - (m[3] === 'dis' ? 100 : 200); if (k < 1 || k > Math.min(c.nDis, 24)) return NF;
    return shell(head, `<h2>${esc(c.title)}</h2><div>Discussion/Lab section of ${a(this.clsUrl(c), `${c.subj} ${c.num} LEC 001`)}</div><div>${pick(r, ['M', 'Tu', 'W', 'Th', 'F'])} ${int(r, 8, 18)}:00, ${int(r, 100, 499)} ${pick(r, BUILDINGS)}</div><div>Instructor: ${esc(`${pick(r, FIRST)} ${pick(r, LAST)}`)} (GSI)</div>`);
  }
  // ---------------------------------------------------------------- CourseLeaf catalogue
  private catalog(p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t)} | University of Westbrook General Catalog</title><link rel="stylesheet" href="/css/courseleaf.css"></head><body><header>${a('/', 'General Catalog 2019-20')} ${a('/courses/', 'Courses')} ${a('/undergraduate/degree-programs/', 'Degree Programs')} ${a('/archive/', 'Archive')}</header><div id="content"><h1>${esc(t)}</h1>${b}</div></body></html>`);
    const subjects = [...new Set(this.classes.map((c) => c.subj))];
    const block = (s: string, num: string, title: string, k: number) => `<div class="courseblock"><p class="courseblocktitle">${a(`/search/?P=${encodeURIComponent(`${s} ${num}`)}`, `${s} ${num}`)} ${esc(title)} <span>${k % 3 + 2} Units</span></p><p class="courseblockdesc">${say(rng(hash(s + num)), 1).replace(/<\/?p>/g, '')}</p></div>`;
    const list = (s: string) => s === 'COMPSCI' || s === 'ELENG' || s === 'EECS' ? this.courses.filter((c) => SUBJ[c.subj] === s).map((c, k) => block(s, c.num, c.title, k)) : [...new Map(this.classes.filter((c) => c.subj === s).map((c) => [c.num, c])).values()].map((c, k) => block(s, c.num, c.title, k));
    if (p === '/') return shell('General Catalog 2019-20', ul([a('/courses/', 'Courses A-Z'), a('/undergraduate/degree-programs/', 'Undergraduate degree programs'), a('/archive/', 'Catalog archive')]));
    if (p === '/courses/') return shell('Courses A-Z', ul(subjects.map((s) => a(`/courses/${s.toLowerCase()}/`, s))));
    if (p === '/archive/') return shell('Catalog Archive', ul([a('/archive/2018-19/courses/', '2018-19 General Catalog')]));
    let m = /^\/(?:archive\/2018-19\/)?courses\/([a-z]+)\/$/.exec(p); const s = m ? subjects.find((x) => x.toLowerCase() === m![1]) : undefined;
    if (s) return shell(`${s}${p.startsWith('/archive') ? ' (2018-19)' : ''}`, list(s).join(''));
    if (p === '/archive/2018-19/courses/') return shell('Courses A-Z (2018-19)', ul(subjects.map((x) => a(`/archive/2018-19/courses/${x.toLowerCase()}/`, x))));
    if (p === '/search/') { const P = q.get('P') ?? ''; m = /^([A-Z]+) ([0-9A-Z-]+)$/.exec(P); if (!m) return NF;
      const c = this.courses.find((x) => x.long === P), cl = this.classes.find((x) => `${x.subj} ${x.num}` === P); if (!c && !cl) return NF;
      return shell(P, `${block(m[1], m[2], c ? c.title : cl!.title, hash(P) % 5)}<p>Terms offered: ${[...new Set((c ? c.offs.map((o) => o.t) : [cl!.t]))].map((t) => TERMS[t].name).join(', ')}</p><p>${a(`${CLASSES}/search/class?f%5B0%5D=sm_field_subject_area%3A${m[1].toLowerCase()}`, 'Class schedule')}</p>`); }
    if (p === '/undergraduate/degree-programs/') return shell('Degree Programs', ul([a('/undergraduate/degree-programs/computer-science/', 'Computer Science (BA)'), a('/undergraduate/degree-programs/electrical-engineering-computer-sciences/', 'Electrical Engineering and Computer Sciences (BS)')]));
    if (/^\/undergraduate\/degree-programs\/(computer-science|electrical-engineering-computer-sciences)\/$/.test(p)) return shell(p.includes('electrical') ? 'Electrical Engineering and Computer Sciences' : 'Computer Science', `${say(r, 3)}<h2>Major Requirements</h2>${ul(this.courses.filter((c) => c.lvl === 'L' || (c.lvl === 'U' && r() < 0.3)).map((c) => a(`/search/?P=${encodeURIComponent(c.long)}`, `${c.long} ${c.title}`)))}`);
    if (p === '/css/courseleaf.css') return ok('body{}', 'text/css');
    return NF;
  }
  // ---------------------------------------------------------------- HKN course surveys and exam archive (Rails)
  private hkn(p: string, r: R): Resp {
    const shell = (t: string, b: string) => ok(`<!DOCTYPE html><html><head><title>${esc(t)} - HKN Mu Chapter</title><meta name="csrf-token" content="${hex(hash(p), 44)}"></head><body><div id="nav">${[['/', 'Home'], ['/coursesurveys/', 'Course Surveys'], ['/exams/', 'Exam Archive'], ['/tutoring/', 'Tutoring'], ['/officers/', 'Officers']].map(([u, n]) => a(u, n)).join(' | ')}</div><h1>${esc(t)}</h1>${b}</body></html>`);
    const dept = (d: string) => this.courses.filter((c) => c.subj === d && c.lvl !== 'S');
    if (p === '/') return shell('Eta Kappa Nu, Mu Chapter', `<p>HKN offers free drop-in tutoring in Cory and Soda Halls.</p>${say(r, 2)}`);
    if (p === '/tutoring/') return shell('Tutoring Schedule', `<table>${['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d) => `<tr><td>${d}</td><td>${esc(this.courses.filter((c) => c.lvl === 'L').map((c) => c.code).join(', '))}</td></tr>`).join('')}</table>`);
    if (p === '/officers/') return shell('Officers', ul(Array.from({ length: 14 }, () => esc(`${pick(r, FIRST)} ${pick(r, LAST)}`))));
    if (p === '/coursesurveys/' || p === '/exams/') { const ex = p === '/exams/'; return shell(ex ? 'Exam Archive' : 'Course Surveys', ['CS', 'EE', 'EECS'].map((d) => `<h2>${d}</h2>${ul(dept(d).map((c) => a(`/${ex ? 'exams' : 'coursesurveys'}/course/${d}/${c.num}`, `${c.code} ${c.title}`)))}`).join('') + (ex ? '' : `<p>${a('/coursesurveys/instructors/', 'Browse instructors')}</p>`)); }
    if (p === '/coursesurveys/instructors/') return shell('Instructors', ul(this.people.filter((x) => x.offs.length).map((x) => a(`/coursesurveys/instructor/${x.login}`, x.name))));
    let m = /^\/(coursesurveys|exams)\/course\/(CS|EE|EECS)\/([0-9A-Z-]+)$/.exec(p); const c = m ? this.byAcct.get(`${m[2].toLowerCase()}${m[3].toLowerCase()}`) : undefined;
    if (m && c) { if (m[1] === 'exams') return shell(`${c.code} Exams`, `<table>${c.offs.filter((o) => o.t < CUR).map((o) => `<tr><td>${TERMS[o.t].name}</td><td>${o.instr.map((x) => esc(x.name)).join(', ')}</td><td>${['mt1', 'mt2', 'final'].map((e) => a(`/exams/${c.subj}${c.num}-${TERMS[o.t].k}-${e}.pdf`, e)).join(' ')}</td></tr>`).join('')}</table>`);
      return shell(`${c.code}: ${c.title}`, `<table><tr><th>Semester</th><th>Instructor</th><th>Overall rating</th></tr>${c.offs.filter((o) => o.t < CUR).map((o) => `<tr><td>${TERMS[o.t].name}</td><td>${o.instr.map((x) => a(`/coursesurveys/instructor/${x.login}`, x.name)).join(', ')}</td><td>${a(`/coursesurveys/rating/${o.canvas}`, (4 + r() * 3).toFixed(2))} / 7</td></tr>`).join('')}</table>`); }
    if ((m = /^\/exams\/(CS|EE|EECS)([0-9A-Z-]+?)-([a-z]{2}\d\d)-(mt1|mt2|final)\.pdf$/.exec(p))) return pdf(p);
    if ((m = /^\/coursesurveys\/rating\/(\d+)$/.exec(p))) { const o = this.canvasBy.get(+m[1]) ?? this.offs.find((x) => x.canvas === +m![1]); if (!o || o.t >= CUR) return NF;
      return shell(`${o.c.code} ${TERMS[o.t].name}: ${o.instr[0].name}`, `<table>${['Overall teaching effectiveness', 'Worthwhile course', 'Clarity of lectures', 'Instructor accessibility', 'Workload (hours/week)'].map((qq) => `<tr><td>${qq}</td><td>${(3 + r() * 4).toFixed(2)}</td><td>n=${int(r, 12, 600)}</td></tr>`).join('')}</table><p>${a(`/coursesurveys/course/${o.c.subj}/${o.c.num}`, `All ${o.c.code} surveys`)}</p>`); }
    if ((m = /^\/coursesurveys\/instructor\/([a-z0-9]+)$/.exec(p))) { const x = this.byLogin.get(m[1]); if (!x || !x.offs.length) return NF;
      return shell(x.name, x.offs.every((o) => o.t >= CUR) ? '<p>No survey results are available for this instructor yet.</p>' : ul(x.offs.filter((o) => o.t < CUR).map((o) => `${a(`/coursesurveys/course/${o.c.subj}/${o.c.num}`, o.c.code)} ${TERMS[o.t].name}: ${a(`/coursesurveys/rating/${o.canvas}`, 'ratings')}`))); }
    return NF;
  }

  // ---------------------------------------------------------------- MediaWiki (ISG wiki)
  private wikiTitles: string[] = [];
  private wtitles(): string[] {
    if (!this.wikiTitles.length) this.wikiTitles = [...WIKIT, ...this.courses.filter((c) => c.offs.some((o) => o.where === 'inst' || o.where === 'own')).map((c) => `Class accounts/${c.acct}`), ...Array.from({ length: 160 }, (_, i) => `${pick(rng(i), ['Howto', 'Software', 'Outage', 'Lab', 'Meeting notes', 'Procedure'])}/${cap(words(rng(i * 7 + 3), 2, ATOP.flat().concat(VOC)))} ${i}`)];
    return this.wikiTitles;
  }
  private wiki(p: string, q: URLSearchParams, r: R): Resp {
    const T = this.wtitles(), enc = (t: string) => encodeURIComponent(t.replace(/ /g, '_')).replace(/%2F/g, '/').replace(/%3A/g, ':'), W = (t: string) => `/wiki/${enc(t)}`, I = (t: string, x: string) => `/w/index.php?title=${enc(t)}&${x}`;
    const nrev = (i: number) => 1 + (hash(T[i]) % 22), oid = (i: number, k: number) => 10000 + i * 40 + k, user = (i: number, k: number) => this.people[(hash(`${i}/${k}`) % 64) + 128].login;
    const shell = (t: string, b: string, page?: string) => ok(`<!DOCTYPE html><html class="client-nojs" lang="en" dir="ltr"><head><meta charset="UTF-8"/><title>${esc(t)} - ISG Wiki</title><meta name="generator" content="MediaWiki 1.31.6"/><link rel="stylesheet" href="/w/load.php?lang=en&amp;modules=site.styles&amp;only=styles&amp;skin=vector"/></head><body class="mediawiki ltr skin-vector"><div id="content"><h1 id="firstHeading" class="firstHeading">${esc(t)}</h1><div id="bodyContent">${b}</div></div><div id="mw-navigation"><div id="p-navigation">${ul([a('/wiki/Main_Page', 'Main page'), a('/wiki/Special:RecentChanges', 'Recent changes'), a('/wiki/Special:Random', 'Random page'), a('/wiki/Special:AllPages', 'All pages'), a(`${INST}/`, 'ISG home')])}</div>${page ? `<div id="p-cactions">${ul([a(W(page), 'Page'), a(I(page, 'action=edit'), 'View source'), a(I(page, 'action=history'), 'View history'), a(`/wiki/Special:WhatLinksHere/${enc(page)}`, 'What links here'), a(I(page, 'action=info'), 'Page information')])}</div>` : ''}</div><div id="footer">${a('/wiki/ISG_Wiki:Privacy_policy', 'Privacy policy')} ${a('/wiki/ISG_Wiki:About', 'About ISG Wiki')}</div></body></html>`);
    const find = (t: string | null) => (t === null ? -1 : T.indexOf(t.replace(/_/g, ' ')));
    const content = (i: number, k: number) => { const rr = rng(hash(`${T[i]}#${k}`)), c = /^Class accounts\/(.+)$/.exec(T[i]), co = c ? this.byAcct.get(c[1]) : undefined;
      return `${say(rr, 2 + (k % 3))}${co ? `<p>Class account <code>${co.acct}</code> for ${esc(co.code)} (${a(`${WWW}/academics/courses/${slug(co.long)}`, co.title)}). Web pages are served from ${a(`${INST}/~${co.acct}/`, `inst.eecs.westbrook.edu/~${co.acct}/`)}. ${this.builders().some((x) => x[0] === `${co.acct}-autograder`) ? `Autograder: ${a(`${BUILD}/builders/${co.acct}-autograder`, 'Buildbot')}.` : ''}</p>` : ''}${T[i] === 'Class accounts' ? ul(T.filter((x) => x.startsWith('Class accounts/')).map((x) => a(W(x), x.split('/')[1]))) : ''}${T[i] === 'Main Page' ? ul(WIKIT.slice(1).map((x) => a(W(x), x))) : ul(Array.from({ length: 4 }, () => { const j = int(rr, 0, T.length - 1); return a(W(T[j]), T[j]); }))}<div id="catlinks">${a(`/wiki/Category:${pick(rr, ['Software', 'Labs', 'Course_staff', 'Howto', 'Outages'])}`, 'Category')}</div>`; };
    const title = q.get('title'), i = find(title);
    if (p === '/' || p === '/wiki/') return go(`${WIKI}/wiki/Main_Page`);
    let m = /^\/wiki\/(.+)$/.exec(p);
    if (m) { const t = m[1].replace(/_/g, ' ');
      if (t === 'Special:Random') return go(`${WIKI}${W(T[hash(String(r())) % T.length])}`, 302);
      if (t === 'Special:RecentChanges') return this.wiki('/w/index.php', new URLSearchParams('title=Special:RecentChanges&days=7&limit=50'), r);
      if (t === 'Special:AllPages') return shell('All pages', ul(T.slice().sort().map((x) => a(W(x), x))));
      if (t.startsWith('Special:WhatLinksHere/')) { const j = find(t.slice(22)); return j < 0 ? NF : shell(`Pages that link to "${T[j]}"`, ul(T.filter((_, x) => hash(`${x}-${j}`) % 30 === 0).map((x) => a(W(x), x)))); }
      if (t.startsWith('ISG Wiki:')) return shell(t, say(r, 2));
      if (t.startsWith('Category:')) return shell(t, ul(T.filter((x) => hash(x + t) % 8 === 0).map((x) => a(W(x), x))));
      const j = find(t); if (j < 0) return { status: 404, type: HTML, body: `<html><head><title>${esc(t)} - ISG Wiki</title></head><body><h1>${esc(t)}</h1><p>There is currently no text in this page.</p></body></html>` };
      return shell(T[j], content(j, nrev(j) - 1), T[j]); }
    if (p !== '/w/index.php') return p === '/w/load.php' ? ok('/* resourceloader */', 'text/css') : NF;
    if (title === 'Special:RecentChanges') { const days = Number(q.get('days')), lim = Number(q.get('limit')); if (![1, 3, 7, 14, 30].includes(days) || ![50, 100, 250, 500].includes(lim)) return NF;
      return shell('Recent changes', `<div class="rcoptions">Show last ${[50, 100, 250, 500].map((l) => a(`/w/index.php?title=Special:RecentChanges&days=${days}&limit=${l}`, String(l))).join(' | ')} changes in last ${[1, 3, 7, 14, 30].map((d) => a(`/w/index.php?title=Special:RecentChanges&days=${d}&limit=${lim}`, String(d))).join(' | ')} days</div>${ul(Array.from({ length: Math.min(lim, days * 9) }, (_, k) => { const j = hash(`rc${k}`) % T.length, v = nrev(j) - 1; return `${a(I(T[j], `diff=${oid(j, v)}&oldid=${oid(j, v - 1)}`), 'diff')} | ${a(I(T[j], 'action=history'), 'hist')} . . ${a(W(T[j]), T[j])}; ${a(`/wiki/User:${user(j, v)}`, user(j, v))}`; }))}`); }
    if (i < 0) return NF;
    const act = q.get('action'), oldid = q.get('oldid'), diff = q.get('diff'), n = nrev(i), dk = (x: string | null) => (x === null ? -2 : +x - 10000 - i * 40);
    if (act === 'history' && !oldid && !diff) return shell(`${T[i]}: Revision history`, ul(Array.from({ length: n }, (_, k) => n - 1 - k).map((k) => `(${k < n - 1 ? a(I(T[i], `diff=${oid(i, n - 1)}&oldid=${oid(i, k)}`), 'cur') : 'cur'} | ${k > 0 ? a(I(T[i], `diff=${oid(i, k)}&oldid=${oid(i, k - 1)}`), 'prev') : 'prev'}) ${a(I(T[i], `oldid=${oid(i, k)}`), mdy(NOW - (n - k) * 37 * DAY))} ${a(`/wiki/User:${user(i, k)}`, user(i, k))}`)), T[i]);
    if (act === 'edit' || act === 'info') return shell(act === 'edit' ? `View source for ${T[i]}` : `Information for "${T[i]}"`, act === 'edit' ? `<p>You do not have permission to edit this page.</p><textarea readonly>${esc(content(i, n - 1).replace(/<[^>]+>/g, ''))}</textarea>` : `<table><tr><td>Page ID</td><td>${i + 1}</td></tr><tr><td>Number of edits</td><td>${n}</td></tr></table>`, T[i]);
    if (act) return NF;
    if (diff !== null) { const d = dk(diff), o = dk(oldid); if (!(o >= 0 && d > o && d < n)) return NF;
      return shell(`${T[i]}: Difference between revisions`, `<table class="diff"><tr><td>${a(I(T[i], `oldid=${oid(i, o)}`), `Revision as of ${mdy(NOW - (n - o) * 37 * DAY)}`)}</td><td>${a(I(T[i], `oldid=${oid(i, d)}`), `Revision as of ${mdy(NOW - (n - d) * 37 * DAY)}`)}</td></tr><tr><td><del>${esc(words(r, 12))}</del></td><td><ins>${esc(words(r, 12))}</ins></td></tr></table>${o > 0 ? a(I(T[i], `diff=${oid(i, o)}&oldid=${oid(i, o - 1)}`), '← Older edit') : ''} ${d < n - 1 ? a(I(T[i], `diff=${oid(i, d + 1)}&oldid=${oid(i, d)}`), 'Newer edit →') : ''}${content(i, d)}`, T[i]); }
    if (oldid !== null) { const k = dk(oldid); if (!(k >= 0 && k < n)) return NF;
      return shell(T[i], `<div id="mw-revision-info">Revision as of ${mdy(NOW - (n - k) * 37 * DAY)} by ${a(`/wiki/User:${user(i, k)}`, user(i, k))}</div>${k > 0 ? a(I(T[i], `diff=${oid(i, k)}&oldid=${oid(i, k - 1)}`), '← Older revision') : ''}${k < n - 1 ? ` ${a(I(T[i], `oldid=${oid(i, k + 1)}`), 'Newer revision →')}` : ''}${content(i, k)}`, T[i]); }
    return go(`${WIKI}${W(T[i])}`);
  }
  // ---------------------------------------------------------------- Phabricator
  private shas = new Map<string, [number, number]>();
  private static readonly REPOS: [string, string, number][] = [['INFRA', 'isg-infra', 420], ['OKPY', 'okpy', 380], ['WEB', 'class-web-templates', 210], ['HIVE', 'hive-images', 160], ['GRADE', 'grading-scripts', 260], ['DOCS', 'isg-docs', 140]];
  private phab(p: string, q: URLSearchParams, r: R): Resp {
    const RP = ModernWebE.REPOS, NT = 1900, ND = 640, PROJ = ['Instructional Support', 'Autograder', 'Class Websites', 'Lab Machines', 'Accounts', 'Drupal Site', 'Networking', 'Spring 2020 Online'];
    if (!this.shas.size) RP.forEach(([, , n], ri) => { for (let k = 0; k < n; k++) this.shas.set(hex(hash(RP[ri][1]) + k, 40), [ri, k]); });
    const sha = (ri: number, k: number) => hex(hash(RP[ri][1]) + k, 40), staff = this.people.filter((x) => x.kind === 'staff' || x.kind === 'grad').slice(0, 90);
    const shell = (t: string, b: string) => ok(`<!DOCTYPE html><html><head><meta charset="UTF-8"/><title>${esc(t)}</title><link rel="stylesheet" type="text/css" href="/res/phabricator/e4a2b5c5/rsrc/css/core/core.css"/></head><body class="device-desktop"><div class="phabricator-main-menu">${a('/', 'Phabricator')} ${a('/maniphest/', 'Maniphest')} ${a('/differential/', 'Differential')} ${a('/diffusion/', 'Diffusion')} ${a('/project/', 'Projects')} ${a('/auth/start/?next=%2F', 'Log In')}</div><div class="phui-document"><h1>${esc(t)}</h1>${b}</div></body></html>`);
    const task = (id: number) => { const rr = rng(id * 31), pr = int(rr, 0, PROJ.length - 1), o = pr <= 2 && rr() < 0.6 ? pick(rr, this.offs) : undefined;
      return { pr, o, title: o ? `${o.c.acct}-${TERMS[o.t].k}: ${pick(rr, ['autograder timing out on', 'website deploy failing for', 'increase disk quota for', 'request VM for', 'webcast missing for'])} ${o.c.code}` : cap(words(rr, int(rr, 4, 9), ATOP[pick(rr, [ai('os'), ai('sec'), ai('pl')])].concat(VOC))), author: pick(rr, staff), open: rr() < 0.25 }; };
    let m: RegExpExecArray | null;
    if (p === '/') return shell('Phabricator', `<h2>Recent tasks</h2>${ul(Array.from({ length: 20 }, (_, k) => a(`/T${NT - k}`, `T${NT - k} ${task(NT - k).title}`)))}<p>${a('/maniphest/query/open/', 'All open tasks')}</p>`);
    if ((m = /^\/T(\d+)$/.exec(p)) && +m[1] >= 1 && +m[1] <= NT) { const id = +m[1], t = task(id);
      return shell(`⚓ T${id} ${t.title}`, `<div>${t.open ? 'Open' : 'Closed, Resolved'} · Public · Authored by ${a(`/p/${t.author.login}/`, t.author.login)} · Tags: ${a(`/project/view/${t.pr + 1}/`, PROJ[t.pr])}</div>${say(r, 2)}${t.o && t.o.where !== 'private' ? `<p>Site: ${a(t.o.url, t.o.url)}</p>` : ''}${ul(Array.from({ length: int(r, 0, 4) }, () => { const x = pick(r, staff); return `${a(`/p/${x.login}/`, x.login)} added a comment. ${esc(words(r, 10))}`; }))}${id > 1 ? `<p>Related: ${a(`/T${id - int(r, 1, Math.min(id - 1, 40))}`, 'parent task')}</p>` : ''}`); }
    if ((m = /^\/D(\d+)$/.exec(p)) && +m[1] >= 1 && +m[1] <= ND) { const ri = +m[1] % RP.length, k = (+m[1] * 7) % RP[ri][2];
      return shell(`D${m[1]} ${cap(words(r, 6, VOC))}`, `<p>Repository: ${a(`/source/${RP[ri][1]}/`, RP[ri][1])} · Landed as ${a(`/r${RP[ri][0]}${sha(ri, k)}`, `r${RP[ri][0]}${sha(ri, k).slice(0, 12)}`)}</p>${say(r, 1)}`); }
    if ((m = /^\/maniphest\/query\/(all|open|authored)\/$/.exec(p))) { const ord = q.get('order') ?? 'priority', after = Number(q.get('after') ?? NT + 1); if (!['priority', 'updated', 'created'].includes(ord) || !(after >= 1 && after <= NT + 1)) return NF;
      const ids = Array.from({ length: 100 }, (_, k) => after - 1 - k).filter((x) => x >= 1 && (m![1] !== 'open' || task(x).open));
      return shell(`Query: ${m[1]}`, `<div>Order: ${['priority', 'updated', 'created'].map((o) => a(`${p}?order=${o}`, o)).join(' ')}</div>${ul(ids.map((x) => a(`/T${x}`, `T${x} ${task(x).title}`)))}${after - 100 > 1 ? a(`${p}?order=${ord}&after=${after - 100}`, 'Next Page →') : ''}`); }
    if (p === '/maniphest/') return go(`${PHAB}/maniphest/query/open/`);
    if (p === '/project/') return shell('Projects', ul(PROJ.map((x, k) => a(`/project/view/${k + 1}/`, x))));
    if ((m = /^\/project\/(view|board)\/(\d)\/$/.exec(p)) && +m[2] >= 1 && +m[2] <= PROJ.length) return shell(PROJ[+m[2] - 1], `${m[1] === 'view' ? a(`/project/board/${m[2]}/`, 'Workboard') : ''}${ul(Array.from({ length: 30 }, (_, k) => NT - k * 13 - +m![2]).filter((x) => task(x).pr === +m![2] - 1 || m![1] === 'board').map((x) => a(`/T${x}`, `T${x} ${task(x).title}`)))}`);
    if ((m = /^\/p\/([a-z0-9]+)\/$/.exec(p))) { const x = this.byLogin.get(m[1]); return x ? shell(x.login, `<p>${esc(x.name)}</p>${a(this.prof(x), 'Department profile')}`) : NF; }
    if (p === '/differential/') return shell('Differential', ul(Array.from({ length: 40 }, (_, k) => a(`/D${ND - k}`, `D${ND - k}`))));
    if (p === '/diffusion/') return shell('Repositories', ul(RP.map(([cs, n]) => `${a(`/source/${n}/`, n)} (r${cs})`)));
    if ((m = /^\/source\/([a-z-]+)\/(?:history\/master\/)?$/.exec(p))) { const ri = RP.findIndex((x) => x[1] === m![1]); if (ri < 0) return NF; const off = Number(q.get('offset') ?? 0), n = RP[ri][2]; if (!(off >= 0 && off < n && off % 50 === 0)) return NF;
      return shell(`${RP[ri][1]} history`, `${ul(Array.from({ length: Math.min(50, n - off) }, (_, k) => n - 1 - off - k).map((k) => `${a(`/r${RP[ri][0]}${sha(ri, k)}`, sha(ri, k).slice(0, 12))} ${esc(words(rng(k + ri * 1000), 6))}`))}${off + 50 < n ? a(`/source/${RP[ri][1]}/history/master/?offset=${off + 50}`, 'Older →') : ''}`); }
    if ((m = /^\/r([A-Z]+)([0-9a-f]{40})$/.exec(p))) { const e = this.shas.get(m[2]); if (!e || RP[e[0]][0] !== m[1]) return NF; const [ri, k] = e;
      return shell(`r${m[1]}${m[2].slice(0, 12)}: ${words(rng(k + ri * 1000), 6)}`, `<pre>${esc(words(r, 40))}</pre>${k > 0 ? `<p>Parent: ${a(`/r${m[1]}${sha(ri, k - 1)}`, sha(ri, k - 1).slice(0, 12))}</p>` : ''}<p>${a(`/source/${RP[ri][1]}/history/master/`, 'History')}</p>`); }
    if (p.startsWith('/auth/start/')) return shell('Login', '<form><input name="username"></form>');
    if (p.startsWith('/res/')) return ok('/* css */', 'text/css');
    return NF;
  }

  // ---------------------------------------------------------------- Buildbot 0.8 (autograders, site deploys)
  private builders(): [string, number, number][] {
    const b: [string, number, number][] = this.courses.filter((c) => c.lvl === 'L' || (c.lvl === 'U' && hash(c.acct) % 3 === 0)).map((c) => [`${c.acct}-autograder`, 60 + (hash(c.acct) % 300), 5400]);
    return [...b, ['inst-web-deploy', 500, 3600], ['hive-image-build', 120, 86400], ['eecs-drupal-deploy', 260, 43200], ['okpy-tests', 340, 7200], ['isg-docs', 90, 86400]];
  }
  private buildbot(p: string, q: URLSearchParams, r: R): Resp {
    const B = this.builders(), shell = (t: string, b: string) => ok(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(t)}</title><link href="/default.css" rel="stylesheet" type="text/css"></head><body class="interface"><div class="header">${a('/', 'Home')} - ${a('/waterfall', 'Waterfall')} ${a('/grid', 'Grid')} ${a('/builders', 'Builders')} ${a('/buildslaves', 'Build Slaves')} ${a('/one_line_per_build', 'Recent Builds')}</div><div class="content"><h1>${esc(t)}</h1>${b}</div><div class="footer">${a('http://buildbot.net/', 'Buildbot')}-0.8.14 working for the EECS Instructional Support Group</div></body></html>`);
    const when = (bi: number, n: number) => NOW - (B[bi][1] - n) * B[bi][2] * 1000, res = (bi: number, n: number) => (hash(`${bi}:${n}`) % 9 === 0 ? 'failure' : 'success');
    const blink = (bi: number, n: number) => a(`/builders/${B[bi][0]}/builds/${n}`, `#${n}`), slaves = ['hive1', 'hive2', 'hive7', 'hive12', 'ag-worker-1', 'ag-worker-2', 'deploy-1'];
    let m: RegExpExecArray | null;
    if (p === '/') return shell('EECS ISG Buildbot', ul([a('/waterfall', 'Waterfall display'), a('/builders', 'Builders'), a('/buildslaves', 'Build slaves'), a('/one_line_per_build', 'Recent builds')]));
    if (p === '/default.css') return ok('body{}', 'text/css');
    if (p === '/builders') return shell('Builders', `<table>${B.map(([n, c], bi) => `<tr><td>${a(`/builders/${n}`, n)}</td><td>${blink(bi, c - 1)} ${res(bi, c - 1)}</td></tr>`).join('')}</table>`);
    if (p === '/buildslaves') return shell('Build Slaves', ul(slaves.map((s) => a(`/buildslaves/${s}`, s))));
    if ((m = /^\/buildslaves\/([a-z0-9-]+)$/.exec(p)) && slaves.includes(m[1])) return shell(m[1], ul(B.slice(0, 12).map(([n, c], bi) => `${a(`/builders/${n}`, n)} ${blink(bi, c - 1 - (hash(m![1]) % 5))}`)));
    if (p === '/one_line_per_build' || p === '/grid') return shell('Recent builds', ul(B.flatMap(([n, c], bi) => [c - 1, c - 2].map((k) => `${n} ${blink(bi, k)} ${res(bi, k)}`))));
    if (p === '/waterfall') { const lt = Number(q.get('last_time') ?? NOW / 1000); if (!Number.isInteger(lt) || lt < 1.5e9 || lt > NOW / 1000 || (q.has('last_time') && lt % 3600)) return NF;
      const from = lt * 1000 - 6 * 3600000, rows = B.flatMap(([n, c, iv], bi) => Array.from({ length: 8 }, (_, k) => c - 1 - Math.floor((NOW - lt * 1000) / (iv * 1000)) - k).filter((k) => k >= 0 && when(bi, k) > from && when(bi, k) <= lt * 1000).map((k) => `<td>${a(`/builders/${n}`, n)} ${blink(bi, k)} ${res(bi, k)}</td>`));
      return shell('Waterfall', `<table><tr>${rows.join('</tr><tr>')}</tr></table><p>${a(`/waterfall?last_time=${Math.floor(lt / 3600) * 3600 - 6 * 3600}`, 'next page')}</p>`); }
    const bi = (m = /^\/builders\/([a-z0-9-]+)(\/.*)?$/.exec(p)) ? B.findIndex((x) => x[0] === m![1]) : -1; if (!m || bi < 0) return NF;
    const [bn, cnt] = B[bi];
    if (!m[2]) { const nb = Number(q.get('numbuilds') ?? 20); if (![20, 50, 100, 200].includes(nb)) return NF; return shell(`Builder ${bn}`, `${ul(Array.from({ length: Math.min(nb, cnt) }, (_, k) => cnt - 1 - k).map((k) => `${blink(bi, k)} ${res(bi, k)} ${new Date(when(bi, k)).toISOString().slice(0, 16)}`))}<p>Show ${[20, 50, 100, 200].map((x) => a(`/builders/${bn}?numbuilds=${x}`, String(x))).join(' ')}</p>`); }
    const bm = /^\/builds\/(\d+)(?:\/steps\/([a-z_]+)\/logs\/(stdio|summary))?$/.exec(m[2]); if (!bm || +bm[1] >= cnt) return NF;
    const n = +bm[1], steps = bn.endsWith('autograder') ? ['git', 'install_deps', 'run_tests', 'upload_results'] : ['git', 'build', 'deploy'];
    if (bm[2]) { if (!steps.includes(bm[2])) return NF; return ok(Array.from({ length: int(r, 20, 120) }, (_, k) => `[${new Date(when(bi, n) + k * 1000).toISOString()}] ${bm[2]}: ${words(r, 8, ATOP.flat().concat(VOC))}`).join('\n') + `\nprogram finished with exit code ${res(bi, n) === 'success' ? 0 : 1}\n`, 'text/plain; charset=utf-8'); }
    return shell(`Builder ${bn} Build #${n}`, `<p>Result: ${res(bi, n)} · Slave: ${a(`/buildslaves/${pick(r, slaves)}`, 'worker')} · ${new Date(when(bi, n)).toISOString()}</p><ol>${steps.map((s) => `<li>${s} ${a(`/builders/${bn}/builds/${n}/steps/${s}/logs/stdio`, 'stdio')}</li>`).join('')}</ol><p>${n > 0 ? a(`/builders/${bn}/builds/${n - 1}`, '← previous build') : ''} ${n < cnt - 1 ? a(`/builders/${bn}/builds/${n + 1}`, 'next build →') : ''}</p>`);
  }
  // ---------------------------------------------------------------- Mailman 3 / HyperKitty
  private lists(p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t)} - EECS Mailing Lists</title><link rel="stylesheet" href="/static/hyperkitty/css/hyperkitty-common.css"></head><body><nav>${a('/archives/', 'Mailing lists')} ${a('/postorius/lists/', 'Manage')} ${a('/accounts/login/?next=/archives/', 'Sign In')}</nav><div class="container"><h1>${esc(t)}</h1>${b}</div><footer>Powered by HyperKitty version 1.3.2.</footer></body></html>`);
    const months = Array.from({ length: 24 }, (_, k) => [2018 + Math.floor((3 + k) / 12), ((3 + k) % 12) + 1]);
    const nth = (l: string, y: number, mo: number) => l === 'isg-outages' || l === 'eecs-announce' ? 4 + (hash(`${l}${y}${mo}`) % 14) : 1 + (hash(`${l}${y}${mo}`) % 8), tid = (l: string, y: number, mo: number, k: number) => hex(hash(`${l}/${y}/${mo}/${k}`), 32).toUpperCase().replace(/[0189]/g, (d) => 'QWXZ'['0189'.indexOf(d)]);
    const subj = (l: string, y: number, mo: number, k: number) => { const rr = rng(hash(`${l}/${y}/${mo}/${k}/s`)); return l === 'gsi-announce' ? `[GSI] ${pick(rr, this.courses).code} ${pick(rr, ['needs readers', 'grading party', 'exam proctors needed', 'room change'])}` : l === 'isg-outages' ? `${pick(rr, ['Scheduled maintenance', 'Outage', 'Resolved'])}: ${pick(rr, ['hive machines', 'instructional mail', 'Jupyterhub', 'printers in 273 Soda', 'inst web server', 'Buildbot'])}` : `${cap(words(rr, int(rr, 3, 8), VOC))}`; };
    const base = (l: string) => `/archives/list/${l}@lists.eecs.westbrook.edu/`;
    if (p === '/' || p === '/archives/') return shell('Mailing lists', ul(LISTS_.map((l) => `${a(base(l), l)} — ${esc(cap(l.replace(/-/g, ' ')))}`)));
    if (p.startsWith('/postorius/') || p.startsWith('/accounts/')) return shell('Sign in', '<form><input name="login"></form>');
    if (p.startsWith('/static/')) return ok('/* hk */', 'text/css');
    let m = /^\/archives\/list\/([a-z0-9-]+)@lists\.eecs\.westbrook\.edu\/(.*)$/.exec(p); if (!m || !LISTS_.includes(m[1])) return NF;
    const l = m[1], rest = m[2];
    if (rest === '') return shell(`${l}@lists.eecs.westbrook.edu`, `<div class="months">${months.slice().reverse().map(([y, mo]) => a(`${base(l)}${y}/${mo}/`, `${MON[mo - 1]} ${y}`)).join(' ')}</div><h2>Recent threads</h2>${ul(Array.from({ length: Math.min(6, nth(l, 2020, 2)) }, (_, k) => a(`${base(l)}thread/${tid(l, 2020, 2, k)}/`, subj(l, 2020, 2, k))))}<p>${a(`${base(l)}latest`, 'All threads')}</p>`);
    if (rest === 'latest') { const pg = Number(q.get('page') ?? 1); if (!(pg >= 1 && pg <= 6)) return NF; const [y, mo] = months[24 - pg]; return shell(`${l} latest`, `${ul(Array.from({ length: nth(l, y, mo) }, (_, k) => a(`${base(l)}thread/${tid(l, y, mo, k)}/`, subj(l, y, mo, k))))}${pg < 6 ? a(`${base(l)}latest?page=${pg + 1}`, 'Older') : ''}`); }
    if ((m = /^(\d{4})\/(\d{1,2})\/$/.exec(rest))) { const y = +m[1], mo = +m[2]; if (!months.some(([a1, b1]) => a1 === y && b1 === mo)) return NF; return shell(`${l} — ${MON[mo - 1]} ${y}`, ul(Array.from({ length: nth(l, y, mo) }, (_, k) => a(`${base(l)}thread/${tid(l, y, mo, k)}/`, subj(l, y, mo, k))))); }
    m = /^(thread|message)\/([0-9A-Z]{32})\/$/.exec(rest); if (!m) return NF;
    let hit: [number, number, number] | undefined;
    for (const [y, mo] of months) for (let k = 0; k < nth(l, y, mo); k++) { const t = tid(l, y, mo, k); if (t === m[2] || (m[1] === 'message' && hex(hash(t), 32).toUpperCase() === m[2])) hit = [y, mo, k]; }
    if (!hit) return NF; const [y, mo, k] = hit, t = tid(l, y, mo, k), s = subj(l, y, mo, k), nm = 1 + (hash(t) % 5);
    const link = l === 'gsi-announce' || l === 'eecs-announce' ? (() => { const os = this.offs.filter((o) => o.where !== 'private' && Math.abs(TERMS[o.t].start - Date.UTC(y, mo - 1, 1)) < 120 * DAY); return os.length && hash(t) % 4 === 0 ? `<p>Course page: ${a(os[hash(t) % os.length].url, os[hash(t) % os.length].c.code)}</p>` : ''; })() : '';
    if (m[1] === 'message') return shell(s, `<div class="email-header">From: ${esc(`${pick(r, FIRST)} ${pick(r, LAST)}`)} · ${MON[mo - 1]} ${1 + (k % 28)}, ${y}</div>${say(r, 2)}${link}<p>${a(`${base(l)}thread/${t}/`, 'View thread')}</p>`);
    return shell(s, `${Array.from({ length: nm }, (_, j) => `<div class="email">${j === 0 ? '' : 'Re: '}${esc(s)} ${j === 0 ? a(`${base(l)}message/${hex(hash(t), 32).toUpperCase()}/`, 'permalink') : ''}${say(rng(hash(t) + j), 1)}</div>`).join('')}${link}<p>${a(`${base(l)}${y}/${mo}/`, `${MON[mo - 1]} ${y} archives`)}</p>`);
  }

  // ---------------------------------------------------------------- Localist campus calendar (endless)
  private localist(p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t)} | Westbrook Events</title><link rel="alternate" type="application/rss+xml" href="/calendar.xml"></head><body><header>${a('/calendar', 'Events Calendar')} ${a('/department/eecs', 'EECS')} ${a(`${UNI}/`, 'University of Westbrook')}</header><main><h1>${esc(t)}</h1>${b}</main></body></html>`);
    const day = (t: number) => { const d = new Date(t); return `/calendar/day/${d.getUTCFullYear()}/${d.getUTCMonth() + 1}/${d.getUTCDate()}`; }, on = (t0: number, t1: number) => this.events.filter((e) => e.t >= t0 && e.t < t1);
    const evl = (es: Ev[]) => ul(es.map((e) => `${a(`/event/${e.slug}`, `${e.kind}: ${e.title}`)} — ${mdy(e.t)}`));
    let m: RegExpExecArray | null;
    if (p === '/') return go(`${EVENTS}/calendar`, 302);
    if (p === '/calendar') return this.localist(day(NOW), q, r);
    if ((m = /^\/calendar\/(day|week)\/(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(p)) || (m = /^\/calendar\/(month)\/(\d{4})\/(\d{1,2})$/.exec(p))) {
      const y = +m[2], mo = +m[3], dd = m[4] ? +m[4] : 1, t = Date.UTC(y, mo - 1, dd); if (y < 2000 || y > 2030 || mo < 1 || mo > 12 || new Date(t).getUTCDate() !== dd) return NF;
      const kind = m[1], len = kind === 'day' ? 1 : kind === 'week' ? 7 : new Date(Date.UTC(y, mo, 0)).getUTCDate(), nav = (k: number) => kind === 'month' ? `/calendar/month/${new Date(Date.UTC(y, mo - 1 + k, 1)).getUTCFullYear()}/${new Date(Date.UTC(y, mo - 1 + k, 1)).getUTCMonth() + 1}` : day(t + k * len * DAY).replace('/day/', `/${kind}/`);
      const days = kind === 'month' ? ul(Array.from({ length: len }, (_, k) => a(day(t + k * DAY), String(k + 1)))) : '';
      return shell(`${cap(kind)} of ${mdy(t)}`, `<div class="nav">${a(nav(-1), '‹ Previous')} ${a(nav(1), 'Next ›')} ${a(day(t), 'Day')} ${a(day(t).replace('/day/', '/week/'), 'Week')} ${a(`/calendar/month/${y}/${mo}`, 'Month')}</div>${days}${evl(on(t, t + len * DAY))}${len < 8 ? `<p>${int(r, 0, 25)} other campus events.</p>` : ''}`); }
    if (p === '/department/eecs') { const pg = Number(q.get('page') ?? 1), up = this.events.slice().reverse(), last = Math.ceil(up.length / 20); if (!(pg >= 1 && pg <= last)) return NF;
      return shell('Electrical Engineering and Computer Sciences', `${evl(up.slice((pg - 1) * 20, pg * 20))}${pg < last ? a(`/department/eecs?page=${pg + 1}`, 'More events') : ''}`); }
    if ((m = /^\/event\/([a-z0-9-]+)$/.exec(p))) { const e = this.evBy.get(m[1]); if (!e) return NF;
      return shell(`${e.kind}: ${e.title}`, `<p>${mdy(e.t)} · ${esc(e.speaker)}</p>${say(r, 2)}<p>${a(`${WWW}/node/${e.nid}`, 'Event page at EECS')} · ${a(day(e.t), 'More events this day')} · ${a(`https://www.google.com/calendar/render?action=TEMPLATE&text=${encodeURIComponent(e.title)}`, 'Add to Google Calendar')}</p>`); }
    if (p === '/calendar.xml') return ok('<?xml version="1.0"?><rss version="2.0"><channel><title>Events</title></channel></rss>', 'application/rss+xml');
    return NF;
  }
  // ---------------------------------------------------------------- photo gallery (Flickr-like, with size pages)
  private photos(p: string, q: URLSearchParams, r: R): Resp {
    const albums = Array.from({ length: 30 }, (_, i) => ({ id: `7215770${pad(1234567 + i * 9173, 10)}`, title: `${ALBUMS[i % ALBUMS.length]} ${2019 - Math.floor(i / ALBUMS.length)}`, n: 36 + (hash(`album${i}`) % 110), i }));
    const pid = (al: number, k: number) => 49000000000 + al * 1000 + k, shell = (t: string, b: string) => ok(`<!DOCTYPE html><html lang="en-us"><head><meta charset="utf-8"><title>${esc(t)} | EECS Photos</title><meta property="og:type" content="website"></head><body><div class="global-nav">${a('/albums', 'Albums')} ${a('/photos', 'Photostream')} ${a(`${WWW}/`, 'EECS')}</div><div class="main"><h1>${esc(t)}</h1>${b}</div><footer>${a('/about', 'About')} · All photos © University of Westbrook EECS</footer></body></html>`);
    let m: RegExpExecArray | null;
    if (p === '/' || p === '/photos') return p === '/' ? go(`${PHOTOS}/albums`, 302) : shell('Photostream', ul(albums.slice(0, 6).map((al) => a(`/photos/${pid(al.i, 1)}/in/album-${al.id}/`, al.title))));
    if (p === '/about') return shell('About', say(r, 1));
    if (p === '/albums') return shell('Albums', `<div class="albums">${albums.map((al) => `<div>${a(`/albums/${al.id}`, al.title)} ${al.n} photos</div>`).join('')}</div>`);
    if ((m = /^\/albums\/(\d+)$/.exec(p))) { const al = albums.find((x) => x.id === m![1]); if (!al) return NF; const pg = Number(q.get('page') ?? 1), last = Math.ceil(al.n / 50); if (!(pg >= 1 && pg <= last)) return NF;
      return shell(al.title, `<div class="thumbs">${Array.from({ length: 50 }, (_, k) => (pg - 1) * 50 + k + 1).filter((k) => k <= al.n).map((k) => `<a href="/photos/${pid(al.i, k)}/in/album-${al.id}/"><img src="/img/${pid(al.i, k)}_q.jpg" alt=""></a>`).join('')}</div>${last > 1 ? `<p>${Array.from({ length: last }, (_, k) => k + 1 === pg ? String(pg) : a(`/albums/${al.id}?page=${k + 1}`, String(k + 1))).join(' ')}</p>` : ''}`); }
    if ((m = /^\/photos\/(\d+)\/(?:in\/album-(\d+)\/|sizes\/([a-z]+)\/)$/.exec(p))) { const x = +m[1] - 49000000000, al = albums[Math.floor(x / 1000)], k = x % 1000; if (!al || k < 1 || k > al.n || (m[2] && m[2] !== al.id) || (m[3] && !SIZES.includes(m[3]))) return NF;
      const t = `${al.title} — ${k}`;
      if (m[3]) return shell(`${t} (${m[3]})`, `<img src="/img/${m[1]}_${m[3]}.jpg" alt=""><div class="sizes">${SIZES.map((s) => s === m![3] ? `<b>${s}</b>` : a(`/photos/${m![1]}/sizes/${s}/`, s)).join(' ')}</div><p>${a(`/photos/${m[1]}/in/album-${al.id}/`, 'Back to photo')}</p>`);
      return shell(t, `<img src="/img/${m[1]}_b.jpg" alt="${esc(t)}"><div>${k > 1 ? a(`/photos/${pid(al.i, k - 1)}/in/album-${al.id}/`, '‹ prev') : ''} ${k < al.n ? a(`/photos/${pid(al.i, k + 1)}/in/album-${al.id}/`, 'next ›') : ''}</div><p>${a(`/photos/${m[1]}/sizes/l/`, 'View all sizes')} · ${a(`/albums/${al.id}`, al.title)}</p><p>Taken ${mdy(Date.UTC(2019 - Math.floor(al.i / ALBUMS.length), 4, 18))} · ${int(r, 2, 900)} views</p>`); }
    return NF;
  }
  // ---------------------------------------------------------------- legacy www2 host (tech reports, old URLs)
  private www2(p: string, r: R): Resp {
    const shell = (t: string, b: string) => ok(`<html><head><title>${esc(t)}</title></head><body><table width="100%" bgcolor="#003262"><tr><td>${a(`${WWW}/`, 'EECS')}</td></tr></table><h2>${esc(t)}</h2>${b}</body></html>`);
    const nIn = (y: number) => 40 + (hash(`tr${y}`) % 110), au = (y: number, n: number) => { const rr = rng(y * 1000 + n); return [pick(rr, this.people.filter((x) => x.kind === 'grad' || x.kind === 'postdoc')), pick(rr, this.people.filter((x) => x.kind === 'fac'))]; };
    let m: RegExpExecArray | null;
    if (p === '/' || p === '/index.html') return go(`${WWW}/`);
    if (p === '/Pubs/TechRpts/') return shell('EECS Technical Reports', ul(Array.from({ length: 16 }, (_, k) => 2020 - k).map((y) => a(`/Pubs/TechRpts/${y}/`, `${y} (${nIn(y)} reports)`))));
    if ((m = /^\/Pubs\/TechRpts\/(\d{4})\/$/.exec(p)) && +m[1] >= 2005 && +m[1] <= 2020) { const y = +m[1]; return shell(`Technical Reports ${y}`, ul(Array.from({ length: nIn(y) }, (_, k) => k + 1).reverse().map((n) => `${a(`/Pubs/TechRpts/${y}/EECS-${y}-${n}.html`, `EECS-${y}-${n}`)} ${esc(cap(words(rng(y * 1000 + n), 7, ATOP.flat())))}`))); }
    if ((m = /^\/Pubs\/TechRpts\/(\d{4})\/EECS-\d{4}-(\d+)\.(html|pdf)$/.exec(p)) && +m[1] >= 2005 && +m[1] <= 2020 && +m[2] >= 1 && +m[2] <= nIn(+m[1]) && p.includes(`EECS-${m[1]}-`)) { const y = +m[1], n = +m[2]; if (m[3] === 'pdf') return pdf(p);
      const [s, f] = au(y, n); return shell(`${cap(words(rng(y * 1000 + n), 7, ATOP.flat()))}`, `<p>${a(`/Pubs/TechRpts/Authors/${s.login}.html`, s.name)} and ${a(`/Pubs/TechRpts/Authors/${f.login}.html`, f.name)}</p><p>EECS Department, University of Westbrook, Technical Report No. UCB-style/EECS-${y}-${n}, ${MON[n % 12]} ${y}</p><p>${a(`/Pubs/TechRpts/${y}/EECS-${y}-${n}.pdf`, `http://www2.eecs.westbrook.edu/Pubs/TechRpts/${y}/EECS-${y}-${n}.pdf`)}</p><h3>Abstract</h3>${say(r, 2, ATOP.flat())}`); }
    if ((m = /^\/Pubs\/TechRpts\/Authors\/([a-z0-9]+)\.html$/.exec(p))) { const x = this.byLogin.get(m[1]); if (!x) return NF; const rr = rng(hash(x.login));
      return shell(`Technical reports by ${x.name}`, `${ul(Array.from({ length: int(rr, 1, 8) }, () => { const y = int(rr, 2008, 2020), n = int(rr, 1, nIn(y)); return a(`/Pubs/TechRpts/${y}/EECS-${y}-${n}.html`, `EECS-${y}-${n}`); }))}<p>${a(`/Faculty/Homepages/${x.login}.html`, 'Homepage')}</p>`); }
    if ((m = /^\/Faculty\/Homepages\/([a-z0-9]+)\.html$/.exec(p))) { const x = this.byLogin.get(m[1]); return x ? go(this.prof(x)) : NF; }
    if ((m = /^\/Courses\/(COMPSCI|ELENG|EECS)([0-9A-Z-]+)\/$/.exec(p))) { const c = this.courses.find((x) => SUBJ[x.subj] === m![1] && x.num === m![2]); return c ? go(this.catUrl(c)) : NF; }
    return NF;
  }
  private registrar(p: string, r: R): Resp {
    const shell = (t: string, b: string) => ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t)} | Office of the Registrar</title></head><body><nav>${a('/', 'Registrar')} ${a('/final-exams/', 'Final Exams')} ${a('/calendar/', 'Academic Calendar')} ${a(`${CLASSES}/`, 'Class Schedule')}</nav><h1>${esc(t)}</h1>${b}</body></html>`);
    if (p === '/') return shell('Office of the Registrar', say(r, 2));
    if (p === '/calendar/') return shell('Academic Calendar 2019-20', `<table>${TERMS.map((t) => `<tr><td>${t.name}</td><td>Instruction begins ${mdy(t.start)}</td></tr>`).join('')}</table>`);
    if (p === '/final-exams/') return shell('Final Exam Schedules', ul(TERMS.map((t) => a(`/final-exams/${t.long}/`, t.name))));
    const m = /^\/final-exams\/([a-z]+\d{4})\/$/.exec(p), t = m ? TERMS.findIndex((x) => x.long === m[1]) : -1; if (t < 0) return NF;
    return shell(`Final Exam Schedule: ${TERMS[t].name}`, `<table><tr><th>Class</th><th>Exam group</th><th>Date</th></tr>${this.classes.filter((c) => c.t === t).map((c) => `<tr><td>${esc(`${c.subj} ${c.num}`)}</td><td>${int(r, 1, 22)}</td><td>${mdy(TERMS[t].start + int(r, 110, 118) * DAY)}</td></tr>`).join('')}</table>`);
  }
  private uni(p: string, r: R): Resp {
    const pages: Record<string, string> = { '/': 'University of Westbrook', '/academics': 'Academics', '/admissions': 'Admissions', '/coronavirus': 'Coronavirus (COVID-19) Information', '/nondiscrimination': 'Nondiscrimination Policy', '/it/password': 'Reset Your Passphrase', '/directory': 'Campus Directory' };
    if (!pages[p]) return NF;
    return plain(pages[p], `<div>${Object.keys(pages).map((k) => a(`${UNI}${k}`, pages[k])).join(' · ')}</div><h1>${esc(pages[p])}</h1>${say(r, 3)}${p === '/academics' ? ul([a(`${WWW}/`, 'Electrical Engineering and Computer Sciences'), a(`${CATALOG}/`, 'General Catalog'), a(`${CLASSES}/`, 'Class Schedule'), a(`${CANVAS}/`, 'bCourses')]) : ''}`);
  }

}
function plain(title: string, body: string): Resp { return ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body>${body}</body></html>`); }
function autoindex(path: string, files: string[], query: string, r: R): Resp {
  const mq = /^C=([NMSD]);O=([AD])$/.exec(query); if (query && !mq) return NF;
  const col = mq ? mq[1] : 'N', ord = mq ? mq[2] : 'A', rows = files.map((f, k) => ({ f, t: Date.UTC(2018, 7, 1) + hash(path + f) % 500 * DAY, s: f.endsWith('/') ? 0 : 20000 + (hash(f + path) % 3000000), k }));
  rows.sort((x, y) => (col === 'M' ? x.t - y.t : col === 'S' ? x.s - y.s : x.f.localeCompare(y.f)) * (ord === 'A' ? 1 : -1));
  const h = (c: string, n: string) => `<a href="?C=${c};O=${col === c && ord === 'A' ? 'D' : 'A'}">${n}</a>`;
  void r;
  return ok(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html><head><title>Index of ${esc(path)}</title></head><body><h1>Index of ${esc(path)}</h1><table><tr><th valign="top"><img src="/icons/blank.gif" alt="[ICO]"></th><th>${h('N', 'Name')}</th><th>${h('M', 'Last modified')}</th><th>${h('S', 'Size')}</th><th>${h('D', 'Description')}</th></tr><tr><th colspan="5"><hr></th></tr><tr><td valign="top"><img src="/icons/back.gif" alt="[PARENTDIR]"></td><td><a href="${esc(path.replace(/[^/]+\/$/, ''))}">Parent Directory</a></td><td>&nbsp;</td><td align="right">  - </td><td>&nbsp;</td></tr>${rows.map((x) => `<tr><td valign="top"><img src="/icons/${x.f.endsWith('/') ? 'folder' : 'layout'}.gif" alt="[   ]"></td><td><a href="${esc(x.f)}">${esc(x.f)}</a></td><td align="right">${new Date(x.t).toISOString().slice(0, 16).replace('T', ' ')}  </td><td align="right">${x.s ? `${Math.round(x.s / 1024)}K` : '-'}</td><td>&nbsp;</td></tr>`).join('')}<tr><th colspan="5"><hr></th></tr></table><address>Apache/2.4.29 (Ubuntu) Server at ${esc(path.startsWith('/~') ? 'inst.eecs.westbrook.edu' : 'www')} Port 443</address></body></html>`);
}
