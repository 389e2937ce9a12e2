/**
 * Layout D: a fourth synthetic *modern* university web, written apart from the crawler (it imports nothing from
 * src/). The Fakultät für Informatik of a German technical university ("TU Rheinfeld"), archived in May 2020
 * (Sommersemester 2020, taught online after the first COVID-19 wave). Bilingual throughout: German pages with
 * English twins under other URLs, mixed German/English titles and anchors.
 *
 * Course homes (one per offering; semesters ws1819, ss2019, ws1920, ss2020) live in five places:
 *  - the TYPO3 faculty site www.informatik…: chair sites `/de/lehrstuehle/se/lehre/ss2020/swt1/` or, for courses
 *    taught in English, `/en/chairs/ml/teaching/wise1920/dl/`; the twin in the other language 301s to the home
 *    (TYPO3 language fallback), each chair spells semesters its own way (`ss2020`, `sose20`, `ss-2020`);
 *  - legacy hand-written chair hosts `ps.informatik…/Lehre/WS1920/Compilerbau/` (Apache autoindex for slides);
 *  - GitLab Pages sites `ml.pages.informatik…/dl-ws1920/` (from 2019 on; a chair migrates, older terms stay on TYPO3);
 *  - the public area of ILIAS `ilias…/goto_rhf_crs_1004711.html` (large first-year courses); other ILIAS courses are
 *    members-only and answer 302 → login.php → Shibboleth (not homes: no page);
 *  - seminars on staff personal pages `people.informatik…/~login/teaching/sem-xyz-ss2020/`.
 * Course-related pages that are not homes: LSF catalogue entries (campus…), the module handbook in two languages,
 * per-semester course overviews, offering subpages (slides, exercise sheets, exam, reading), exam schedules,
 * evaluation results, GitLab exercise repos with commits and issues, Confluence tutor spaces, Opencast lecture
 * videos, news about courses. Noise: a GitLab, a Confluence wiki with page versions and diffs, an Indico with an
 * endless category calendar (trap), a publication database with combinable facets (trap), a photo gallery, jobs,
 * an exam-registration system behind Shibboleth. Every http:// URL answers 301 to https://.
 */
import { hash, rng, type Resp } from './modern-web.js';

type R = () => number;
type Lang = 'de' | 'en';
type Style = 'typo3' | 'legacy' | 'pages';
type Where = Style | 'ilias' | 'home';
interface Person { id: number; slug: string; login: string; name: string; title: string; kind: 'prof' | 'wimi' | 'staff'; chair: number; home: boolean; offs: Off[] }
interface Chair { i: number; key: string; de: string; en: string; style: Style; tok: number; prof: Person; team: Person[] }
interface Course { code: string; abbr: string; de: string; en: string; kind: 'V' | 'S' | 'PS' | 'P'; lang: Lang; ch: Chair; ects: number; sws: number; lect: Person; offs: Off[]; intro: boolean }
interface Off { c: Course; sem: string; where: Where; url: string; pub: boolean; lsf: number; crs: number; instr: Person; nEx: number; nLec: number; video: boolean; k: number }
interface News { slug: string; t: number; de: string; en?: string; cat: string; off?: Off; person?: Person }

const D = 'tu-rheinfeld.de';
const WWW = `https://www.informatik.${D}`, UNI = `https://www.${D}`, CAMPUS = `https://campus.${D}`, ILIAS = `https://ilias.${D}`, GIT = `https://git.informatik.${D}`,
  WIKI = `https://wiki.informatik.${D}`, INDICO = `https://indico.${D}`, PUB = `https://pubdb.informatik.${D}`, FOTO = `https://fotos.informatik.${D}`,
  EXAM = `https://pruefung.${D}`, VIDEO = `https://video.${D}`, PEOPLE = `https://people.informatik.${D}`, IDP = `https://idp.${D}/idp/profile/SAML2/Redirect/SSO?execution=e1s1`;
const PAGES = (k: string) => `https://${k}.pages.informatik.${D}`, LEG = (k: string) => `https://${k}.informatik.${D}`;
const HTML = 'text/html; charset=utf-8', DAY = 86400000, NOW = Date.UTC(2020, 4, 14);
const SEMS = ['ws1819', 'ss2019', 'ws1920', 'ss2020'], CUR = 'ss2020';
const SEMID: Record<string, number> = { ws1819: 20182, ss2019: 20191, ws1920: 20192, ss2020: 20201 };
const SEMSTART: Record<string, number> = { ws1819: Date.UTC(2018, 9, 15), ss2019: Date.UTC(2019, 3, 23), ws1920: Date.UTC(2019, 9, 14), ss2020: Date.UTC(2020, 3, 20) };
const TOK = [(s: string) => s, (s: string) => (s[0] === 'w' ? `wise${s.slice(2)}` : `sose${s.slice(4)}`), (s: string) => (s[0] === 'w' ? `ws-20${s.slice(2, 4)}-${s.slice(4)}` : `ss-${s.slice(2)}`)];
const LTOK = (s: string) => (s[0] === 'w' ? s.toUpperCase() : `SS${s.slice(4)}`);
const semName = (s: string, lang: Lang, v = 0): string => { const w = s[0] === 'w', y = w ? `20${s.slice(2, 4)}/${s.slice(4)}` : s.slice(2);
  return lang === 'en' ? `${w ? 'Winter' : 'Summer'} term ${y}` : [w ? 'WS' : 'SS', w ? 'WiSe' : 'SoSe', w ? 'Wintersemester' : 'Sommersemester'][v % 3] + ' ' + y; };

const FIRST = 'Anna Lukas Julia Jonas Lea Felix Laura Maximilian Sarah Tobias Katharina Sebastian Johanna Florian Miriam Philipp Hannah Moritz Lena Simon Carolin David Sophie Matthias Clara Benedikt Theresa Dominik Marie Niklas Ayşe Mehmet Dmitri Olga Wei Chen Priya Arjun Pierre Elena Marco Giulia Tomasz Agnieszka'.split(' ');
const LAST = 'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Krause Meier Lehmann Köhler Herrmann König Walter Huber Kaiser Fuchs Peters Lang Scholz Möller Weiß Jung Hahn Vogel Friedrich Keller Günther Frank Berger Winkler Roth Beck Lorenz Baumann Franke Albrecht Yilmaz Kowalski Nowak Ivanov Zhang Rossi'.split(' ');
const CHAIRS: [string, string, string, Style, number][] = [['se', 'Softwaretechnik', 'Software Engineering', 'typo3', 0], ['ps', 'Programmiersysteme', 'Programming Systems', 'legacy', 0], ['algo', 'Algorithmik', 'Algorithmics', 'pages', 0],
  ['tcs', 'Theoretische Informatik', 'Theoretical Computer Science', 'typo3', 1], ['os', 'Betriebssysteme', 'Operating Systems', 'legacy', 0], ['dbis', 'Datenbanken und Informationssysteme', 'Databases and Information Systems', 'typo3', 2],
  ['net', 'Telematik', 'Networks and Telematics', 'typo3', 0], ['sec', 'IT-Sicherheit', 'IT Security', 'pages', 0], ['ml', 'Maschinelles Lernen', 'Machine Learning', 'pages', 1], ['cv', 'Bildverarbeitung', 'Computer Vision', 'typo3', 1],
  ['hci', 'Mensch-Maschine-Interaktion', 'Human-Computer Interaction', 'typo3', 2], ['ca', 'Rechnerarchitektur', 'Computer Architecture', 'legacy', 0], ['lfm', 'Logik und formale Methoden', 'Logic and Formal Methods', 'typo3', 0]];
// abbr|Deutsch|English|chair|lang|term (w, s) ; '*' = first-year course (ILIAS)
const LECTURES = 'PROG*|Programmieren|Programming|se|de|w;GBI*|Grundbegriffe der Informatik|Foundations of Informatics|tcs|de|w;ALGO1*|Algorithmen I|Algorithms I|algo|de|s;LAI*|Lineare Algebra für Informatiker|Linear Algebra for Computer Scientists|lfm|de|w;HMI*|Höhere Mathematik für Informatiker|Calculus for Computer Scientists|lfm|de|s;RO*|Rechnerorganisation|Computer Organization|ca|de|w;SWT1|Softwaretechnik I|Software Engineering I|se|de|s;SWT2|Softwaretechnik II|Software Engineering II|se|de|w;TGI|Theoretische Grundlagen der Informatik|Theoretical Foundations of Computer Science|tcs|de|w;ALGO2|Algorithmen II|Algorithms II|algo|de|w;BS|Betriebssysteme|Operating Systems|os|de|w;DBS|Datenbanksysteme|Database Systems|dbis|de|s;KD|Kommunikation und Datenhaltung|Communication and Data Management|net|de|s;RN|Rechnernetze|Computer Networks|net|de|w;ITS|IT-Sicherheit|IT Security|sec|de|s;KRYPTO|Kryptographie|Cryptography|sec|en|w;CB|Compilerbau|Compiler Construction|ps|de|w;PP|Programmierparadigmen|Programming Paradigms|ps|de|w;FS|Formale Systeme|Formal Systems|lfm|de|w;CG|Computergrafik|Computer Graphics|cv|de|w;MMI|Mensch-Maschine-Interaktion|Human-Computer Interaction|hci|de|s;ML|Maschinelles Lernen|Machine Learning|ml|en|w;DL|Deep Learning|Deep Learning|ml|en|s;KI|Künstliche Intelligenz|Artificial Intelligence|ml|de|s;BV|Bildverarbeitung|Image Processing|cv|de|s;MUE|Mustererkennung|Pattern Recognition|cv|en|w;VS|Verteilte Systeme|Distributed Systems|os|de|s;PRP|Parallelrechner und Parallelprogrammierung|Parallel Computing|ca|de|s;ES|Echtzeitsysteme|Real-Time Systems|os|de|w;EMB|Eingebettete Systeme|Embedded Systems|ca|en|s;RA|Rechnerarchitektur|Computer Architecture|ca|de|w;GA|Graphenalgorithmen|Graph Algorithms|algo|en|w;ARP|Algorithmen für Routenplanung|Route Planning Algorithms|algo|de|s;RAND|Randomisierte Algorithmen|Randomized Algorithms|algo|en|s;KT|Komplexitätstheorie|Complexity Theory|tcs|de|s;BER|Berechenbarkeit und Logik|Computability and Logic|tcs|de|w;SEM|Semantik von Programmiersprachen|Semantics of Programming Languages|ps|en|s;MDSD|Modellgetriebene Softwareentwicklung|Model-Driven Software Development|se|de|s;SWQ|Softwarequalitätssicherung|Software Quality Assurance|se|de|w;SWA|Softwarearchitektur|Software Architecture|se|en|s;IV|Informationsvisualisierung|Information Visualization|hci|en|w;NLP|Natürlichsprachliche Systeme|Natural Language Processing|ml|en|s;IR|Information Retrieval|Information Retrieval|dbis|en|w;DM|Data Mining|Data Mining|dbis|en|s;BDA|Big Data Analytics|Big Data Analytics|dbis|en|w;CC|Cloud Computing|Cloud Computing|net|en|s;NS|Netzsicherheit|Network Security|sec|de|w;DS|Datenschutz und Privatheit|Privacy Enhancing Technologies|sec|en|s;MC|Mobile Computing|Mobile Computing|net|de|w;IOT|Internet der Dinge|Internet of Things|net|en|s;AV|Automatische Verifikation|Automated Verification|lfm|en|s;BA|Beweisassistenten|Proof Assistants|lfm|en|w;FP|Funktionale Programmierung|Functional Programming|ps|de|s;PA|Programmanalyse|Program Analysis|ps|en|w;QC|Quantencomputing|Quantum Computing|tcs|en|s;CV|Computer Vision|Computer Vision|cv|en|s;MBV|Medizinische Bildverarbeitung|Medical Image Processing|cv|de|w;CGEO|Algorithmische Geometrie|Computational Geometry|algo|de|w;WE|Web Engineering|Web Engineering|se|de|w;GAMES|Spieleentwicklung|Game Development|hci|de|s;VDB|Verteilte Datenbanken|Distributed Databases|dbis|de|s;TV|Transaktionsverwaltung|Transaction Management|dbis|de|w;RL|Reinforcement Learning|Reinforcement Learning|ml|en|w;PM|Probabilistische Modelle|Probabilistic Models|ml|en|s;KS|Kognitive Systeme|Cognitive Systems|hci|de|w;BC|Blockchain-Technologien|Blockchain Technologies|sec|en|w;SWE|Software-Evolution|Software Evolution|se|en|w;ST|Testen von Software|Software Testing|se|de|s;HSCD|Hardware/Software-Codesign|Hardware/Software Co-Design|ca|de|w;EES|Energieeffiziente Systeme|Energy-Efficient Systems|os|en|s;UX|Usability Engineering|Usability Engineering|hci|de|w;SPV|Sprachverarbeitung|Speech Processing|hci|en|w;OPT|Optimierung für Informatiker|Optimization for Computer Scientists|lfm|de|s';
const TOPICS: [string, string][] = [['Aktuelle Themen der Softwaretechnik', 'Current Topics in Software Engineering'], ['Graphen und Netzwerke', 'Graphs and Networks'], ['Sichere Systeme', 'Secure Systems'], ['Maschinelles Lernen in der Praxis', 'Machine Learning in Practice'], ['Datenbanken in der Cloud', 'Databases in the Cloud'], ['Algorithm Engineering', 'Algorithm Engineering'], ['Rechnerarchitektur und Energie', 'Architecture and Energy'], ['Interaktive Systeme', 'Interactive Systems'], ['Formale Verifikation', 'Formal Verification'], ['Bildanalyse', 'Image Analysis'], ['Betriebssystembau', 'Operating System Construction'], ['Programmiersprachen und Übersetzer', 'Languages and Compilers'], ['Netzwerkprotokolle', 'Network Protocols'], ['Theorie verteilter Algorithmen', 'Theory of Distributed Algorithms'], ['Empirische Softwaretechnik', 'Empirical Software Engineering'], ['Privatheit im Netz', 'Online Privacy'], ['Robotik und Wahrnehmung', 'Robotics and Perception'], ['Visual Analytics', 'Visual Analytics'], ['Logik in der Informatik', 'Logic in Computer Science'], ['Parallele Algorithmen', 'Parallel Algorithms']];
const KINDS: Record<string, [string, string]> = { V: ['Vorlesung', 'Lecture'], S: ['Seminar', 'Seminar'], PS: ['Proseminar', 'Proseminar'], P: ['Praktikum', 'Lab course'] };
const VOC = 'Studierende Fakultät Forschung Lehre Vorlesung Übung Projekt Informatik Daten Systeme Software Algorithmen Sicherheit Netz Modelle Lernen Gruppe Lehrstuhl Semester Prüfung Tutorium Kolloquium Team Förderung Kooperation Industrie Campus Labor students research teaching faculty project data systems software security learning'.split(' ');
const SAY: Record<Lang, { c: string[]; g: string[]; v: string[]; o: string[]; t: string[]; w: string[] }> = {
  de: { c: ['Die Vorlesung findet {w} um {h} Uhr im {x} statt', 'Übungsblatt {n} ist online, Abgabe bis zum {d} über ILIAS', 'Die Klausur findet am {d} statt; die Anmeldung erfolgt über das Campus-Portal', 'Die Sprechstunde am {d} entfällt', 'Die Folien werden jeweils vor der Vorlesung hochgeladen', 'Die Tutorien beginnen in der zweiten Vorlesungswoche', 'Bitte melden Sie sich bis zum {d} im ILIAS-Kurs an', 'Behandelt werden unter anderem {t}, {t} und {t}', 'Durch die Übungsblätter kann ein Notenbonus erworben werden', 'Die Aufzeichnung der Vorlesung vom {d} ist verfügbar', 'Die Klausureinsicht findet am {d} statt', 'Vorausgesetzt werden Grundkenntnisse in {t}', 'Fragen zum Übungsbetrieb bitte ins Forum'],
    g: ['Die Fakultät {v} {o}', 'Der Lehrstuhl {v} {o}', 'Im Mittelpunkt stehen {t} und {t}', 'Das Vorhaben wird von der DFG gefördert', 'Weitere Informationen erhalten Sie im Sekretariat', 'Die Veranstaltung richtet sich an Studierende und Beschäftigte', 'Seit {d} {v} das Team {o}'], v: ['forscht an', 'bietet', 'unterstützt', 'entwickelt', 'koordiniert'], o: ['neuen Verfahren', 'Kooperationen mit der Industrie', 'ein Mentoringprogramm', 'Abschlussarbeiten', 'offene Software'],
    t: ['Rekursion', 'Komplexität', 'Entwurfsmuster', 'Graphen', 'Suchbäume', 'Nebenläufigkeit', 'Typsysteme', 'Verifikation', 'Hashing', 'Speicherverwaltung', 'Testen', 'Anforderungsanalyse', 'Protokolle', 'Automaten', 'Optimierung'], w: ['montags', 'dienstags', 'mittwochs', 'donnerstags', 'freitags'] },
  en: { c: ['Lectures take place on {w} at {h} in {x}', 'Exercise sheet {n} is online, due {d} via ILIAS', 'The exam takes place on {d}; register via the campus portal', 'Office hours on {d} are cancelled', 'Slides are uploaded before each lecture', 'Tutorials start in the second week of term', 'Please enrol in the ILIAS course by {d}', 'Topics include {t}, {t} and {t}', 'Solving the exercise sheets earns a grade bonus', 'The recording of the lecture on {d} is available', 'The exam review is on {d}', 'We assume basic knowledge of {t}', 'Please post questions about the exercises in the forum'],
    g: ['The faculty {v} {o}', 'The group {v} {o}', 'We focus on {t} and {t}', 'The project is funded by the DFG', 'Please contact the office for further information', 'The event is open to students and staff', 'Since {d} the team {v} {o}'], v: ['works on', 'offers', 'supports', 'develops', 'coordinates'], o: ['new methods', 'industry collaborations', 'a mentoring programme', 'thesis projects', 'open-source software'],
    t: ['recursion', 'complexity', 'design patterns', 'graphs', 'search trees', 'concurrency', 'type systems', 'verification', 'hashing', 'memory management', 'testing', 'requirements analysis', 'protocols', 'automata', 'optimisation'], w: ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays'] },
};
const ROOMS = ['HS -101', 'Gerthsen-Hörsaal', 'HS 1 (Geb. 50.35)', 'SR 236', 'SR 301', 'Audimax', 'Neuer Hörsaal', 'Raum 148', 'Benz-Hörsaal'];
const WD = { de: 'Mo Di Mi Do Fr'.split(' '), en: 'Mon Tue Wed Thu Fri'.split(' ') };
const MON = { de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '), en: 'January February March April May June July August September October November December'.split(' ') };
const ALBUMS = ['Absolventenfeier', 'Erstsemesterbegrüßung', 'Sommerfest', 'Tag der offenen Tür', 'Girls Day', 'Weihnachtsfeier', 'Hackathon', 'Kolloquium', 'Informatik-Olympiade', 'Exkursion'];
const PUBTYPES = ['article', 'inproceedings', 'techreport', 'phdthesis', 'misc'];
const SPACES: [string, string][] = [['RBG', 'Rechnerbetriebsgruppe'], ['FS', 'Fachschaft Informatik'], ['LEHRE', 'Studiendekanat – Lehrorganisation'], ['PROM', 'Promotion und Doktorandenleben']];
const CATS: [number, string][] = [[2, 'Informatik-Kolloquium'], [3, 'Antrittsvorlesungen'], [4, 'Promotionsvorträge'], [5, 'Workshops und Tagungen'], [6, 'Lehre und Studium'], [7, 'Fachschaft']];

const pick = <T>(r: R, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const int = (r: R, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const a = (href: string, text: string) => `<a href="${href.replace(/&(?!amp;)/g, '&amp;')}">${esc(text)}</a>`;
const ul = (xs: string[]) => `<ul>${xs.map((x) => `<li>${x}</li>`).join('')}</ul>`;
const slugify = (s: string) => s.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/ş/g, 's').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const camel = (s: string) => s.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss').replace(/[^A-Za-z0-9]/g, '');
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
const dmy = (t: number) => { const d = new Date(t); return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`; };
const words = (r: R, n: number, V: readonly string[] = VOC) => Array.from({ length: n }, () => pick(r, V)).join(' ');
const say = (r: R, l: Lang, k: 'c' | 'g', n: number, t0 = NOW) => Array.from({ length: n }, () => pick(r, SAY[l][k]).replace(/\{(\w)\}/g, (_s, x: string) => x === 'd' ? (l === 'de' ? dmy : ymd)(t0 + int(r, 0, 120) * DAY) : x === 'n' ? String(int(r, 1, 12)) : x === 'h' ? pick(r, ['8:00', '9:45', '11:30', '14:00', '15:45']) : x === 'x' ? pick(r, ROOMS) : pick(r, SAY[l][x as 'v'])) + '.').join(' ');
const goals = (r: R, l: Lang) => (l === 'de' ? `<p>Die Studierenden kennen ${pick(r, SAY.de.t)}, ${pick(r, SAY.de.t)} und ${pick(r, SAY.de.t)} und können diese Konzepte auf neue Probleme anwenden.</p>` : `<p>Students know ${pick(r, SAY.en.t)}, ${pick(r, SAY.en.t)} and ${pick(r, SAY.en.t)} and can apply these concepts to new problems.</p>`);
const para = (r: R, n: number, l: Lang = 'de', k: 'c' | 'g' = 'g', t0 = NOW) => Array.from({ length: n }, () => `<p>${say(r, l, k, int(r, 2, 4), t0)}</p>`).join('');
const hex = (n: number, len: number) => { let s = ''; for (let k = 0; s.length < len; k++) s += hash(`${n}/${k}`).toString(16).padStart(8, '0'); return s.slice(0, len); };
const ok = (body: string | Buffer, type = HTML): Resp => ({ status: 200, type, body });
const go = (location: string, status = 302): Resp => ({ status, location, type: HTML, body: `<html><head><title>${status === 301 ? '301 Moved Permanently' : '302 Found'}</title></head><body><p>The document has moved <a href="${esc(location)}">here</a>.</p></body></html>` });
const NF: Resp = { status: 404, type: HTML, body: '<!DOCTYPE html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.38 (Debian) Server</address></body></html>' };
const pdf = (t: string): Resp => ok(Buffer.from(`%PDF-1.5\n%\u00e4\u00f6\u00fc\n1 0 obj << /Title (${t.replace(/[()\\]/g, '')}) /Producer (pdfTeX-1.40.20) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1'), 'application/pdf');
const jpeg = (): Resp => ok(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]), 'image/jpeg');
const plain = (title: string, body: string, lang: Lang = 'de') => ok(`<!DOCTYPE html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body>\n${body}\n</body></html>`);

/** TYPO3 page tree: [de path, en path, de title, en title]. */
const STATIC: [string, string, string, string][] = [['/de/fakultaet/', '/en/faculty/', 'Die Fakultät', 'The Faculty'], ['/de/fakultaet/lehrstuehle/', '/en/faculty/chairs/', 'Lehrstühle und Institute', 'Chairs and Institutes'], ['/de/fakultaet/personen/', '/en/faculty/people/', 'Personen', 'People'], ['/de/fakultaet/stellenangebote/', '/en/faculty/jobs/', 'Stellenangebote', 'Jobs'], ['/de/fakultaet/gremien/', '/en/faculty/committees/', 'Gremien', 'Committees'], ['/de/fakultaet/kontakt/', '/en/faculty/contact/', 'Kontakt und Anfahrt', 'Contact and directions'],
  ['/de/studium/', '/en/study/', 'Studium', 'Study'], ['/de/studium/studiengaenge/', '/en/study/programmes/', 'Studiengänge', 'Degree programmes'], ['/de/studium/lehrveranstaltungen/', '/en/study/courses/', 'Lehrveranstaltungen', 'Courses'], ['/de/studium/modulhandbuch/', '/en/study/module-handbook/', 'Modulhandbuch', 'Module handbook'], ['/de/studium/pruefungen/', '/en/study/exams/', 'Prüfungen', 'Examinations'], ['/de/studium/lehrevaluation/', '/en/study/evaluation/', 'Lehrevaluation', 'Teaching evaluation'], ['/de/studium/fachschaft/', '/en/study/student-council/', 'Fachschaft', 'Student council'], ['/de/studium/corona/', '/en/study/corona/', 'Lehre im Sommersemester 2020 (Corona)', 'Teaching in summer term 2020 (Corona)'],
  ['/de/forschung/', '/en/research/', 'Forschung', 'Research'], ['/de/forschung/projekte/', '/en/research/projects/', 'Forschungsprojekte', 'Research projects'], ['/de/aktuelles/', '/en/news/', 'Aktuelles', 'News'], ['/de/service/rechnerbetrieb/', '/en/service/it/', 'Rechnerbetrieb', 'IT services'],
  ['/de/impressum/', '/en/imprint/', 'Impressum', 'Imprint'], ['/de/datenschutz/', '/en/privacy/', 'Datenschutzerklärung', 'Privacy policy'], ['/de/barrierefreiheit/', '/en/accessibility/', 'Barrierefreiheit', 'Accessibility'], ['/de/sitemap/', '/en/sitemap/', 'Sitemap', 'Sitemap']];
const SUBS: Record<Lang, [string, string][]> = { de: [['vorlesung', 'Vorlesung'], ['uebung', 'Übung'], ['klausur', 'Klausur'], ['literatur', 'Literatur']], en: [['lectures', 'Lectures'], ['exercises', 'Exercises'], ['exam', 'Exam'], ['reading', 'Reading']] };

export class ModernWebD {
  readonly seed = `${WWW}/`;
  readonly www = WWW;
  readonly courseHomes = new Set<string>();
  private chairs: Chair[] = []; private people: Person[] = []; private bySlug = new Map<string, Person>(); private byLogin = new Map<string, Person>();
  private courses: Course[] = []; private byCode = new Map<string, Course>(); private offs: Off[] = [];
  private t3 = new Map<string, Off>(); private leg = new Map<string, Off>(); private pg = new Map<string, Off>(); private hp = new Map<string, Off>();
  private byLsf = new Map<number, Off>(); private byCrs = new Map<number, Off>(); private videos = new Map<string, [Off, number]>();
  private news: News[] = []; private newsBy = new Map<string, number>(); private jobs: { slug: string; de: string; en?: string; ch: Chair; t: number }[] = [];
  private projects: { g: string; name: string; desc: string; off?: Off; commits: number; issues: number; pages?: string }[] = []; private projBy = new Map<string, number>(); private shas = new Map<string, [number, number]>();
  private wiki: { id: number; space: string; title: string; versions: number; off?: Off }[] = []; private wikiBy = new Map<string, number>(); private wikiId = new Map<number, number>();
  private events: { id: number; cat: number; t: number; title: string }[] = [];
  private nPubs = 4200; private menus: Record<Lang, string> = { de: '', en: '' }; private foot: Record<Lang, string> = { de: '', en: '' }; private blob = '';
  private twin = new Map<string, string>();

  constructor() {
    const r = rng(hash('layout-d/tu-rheinfeld'));
    const used = new Set<string>();
    const mk = (kind: Person['kind'], chair: number): Person => {
      let first = '', last = '', slug = ''; do { first = pick(r, FIRST); last = pick(r, LAST); slug = slugify(`${first} ${last}`); } while (used.has(slug)); used.add(slug);
      let login = slugify(last).slice(0, 7) + (kind === 'prof' ? '' : slugify(first)[0]); while (this.byLogin.has(login)) login += int(r, 1, 9);
      const title = kind === 'prof' ? pick(r, ['Prof. Dr.', 'Prof. Dr.-Ing.', 'Jun.-Prof. Dr.']) : kind === 'wimi' ? pick(r, ['M.Sc.', 'M.Sc.', 'Dipl.-Inform.', 'Dr.', 'Dr.-Ing.']) : pick(r, ['', 'Dipl.-Ing. (FH)', 'B.A.']);
      const p: Person = { id: 4000 + this.people.length * 7 + int(r, 0, 6), slug, login, name: `${first} ${last}`, title, kind, chair, home: kind === 'prof' ? r() < 0.6 : kind === 'wimi' ? r() < 0.35 : false, offs: [] };
      this.people.push(p); this.bySlug.set(slug, p); this.byLogin.set(login, p); return p;
    };
    CHAIRS.forEach(([key, de, en, style, tok], i) => { const prof = mk('prof', i); const team = [prof, ...Array.from({ length: int(r, 4, 9) }, () => mk('wimi', i)), mk('staff', i)]; this.chairs.push({ i, key, de, en, style, tok, prof, team }); });
    const chairOf = (k: string) => this.chairs.find((c) => c.key === k)!;
    let code = 100100;
    for (const spec of LECTURES.split(';')) {
      const [ab, de, en, ch, lang, term] = spec.split('|'), intro = ab.endsWith('*'), c = chairOf(ch);
      this.addCourse({ code: `T-INFO-${code += int(r, 3, 40)}`, abbr: ab.replace('*', ''), de, en, kind: 'V', lang: lang as Lang, ch: c, ects: intro ? pick(r, [6, 8, 9]) : pick(r, [3, 4, 5, 6]), sws: intro ? 4 : pick(r, [2, 3, 4]), lect: r() < 0.8 ? c.prof : pick(r, c.team.slice(1, -1)), offs: [], intro }, term === 'w' ? ['ws1819', 'ws1920'] : ['ss2019', 'ss2020'], r);
    }
    for (const c of this.chairs) for (let k = 0, n = int(r, 3, 5); k < n; k++) {
      const [de, en] = TOPICS[(c.i * 3 + k * 7) % TOPICS.length], kind = pick(r, ['S', 'S', 'PS', 'P'] as const), lang: Lang = r() < 0.5 ? 'de' : 'en';
      const abbr = `${kind === 'P' ? 'prak' : kind === 'PS' ? 'pros' : 'sem'}-${c.key}-${slugify(en).split('-').filter((w) => w.length > 2).map((w) => w.slice(0, 3)).join('').slice(0, 9)}`;
      const full: [string, string] = [`${KINDS[kind][0]} ${de}`, `${KINDS[kind][1]}: ${en}`];
      this.addCourse({ code: `T-INFO-${code += int(r, 3, 40)}`, abbr, de: full[0], en: full[1], kind, lang, ch: c, ects: kind === 'P' ? 6 : 3, sws: 2, lect: pick(r, c.team.slice(0, -1)), offs: [], intro: false }, SEMS.filter(() => r() < 0.75), r);
    }
    // news, jobs
    const nr = rng(hash('layout-d/news'));
    for (let i = 0, t = NOW - DAY; i < 900; i++, t -= int(nr, 1, 5) * DAY) {
      const o = nr() < 0.2 ? pick(nr, this.offs.filter((x) => SEMSTART[x.sem] <= t + 60 * DAY)) : undefined, p = pick(nr, this.people.filter((x) => x.kind === 'prof'));
      let de: string, en: string | undefined, cat: string;
      if (o) { const k = int(nr, 0, 3); cat = 'lehre';
        de = [`Klausureinsicht ${o.c.de} (${semName(o.sem, 'de')})`, `${o.c.de}: Vorlesungsbeginn ${o.sem === CUR ? 'online am 20.04.2020' : 'verschoben'}`, `Neue Übungsgruppen für ${o.c.de}`, `Ergebnisse der Klausur ${o.c.de}`][k];
        en = nr() < 0.4 ? [`Exam review: ${o.c.en}`, `${o.c.en}: lectures start ${o.sem === CUR ? 'online on 20 April 2020' : 'later'}`, `New tutorial groups for ${o.c.en}`, `${o.c.en} exam results`][k] : undefined;
      } else { const k = int(nr, 0, 7); cat = ['preise', 'fakultaet', 'forschung', 'preise', 'fakultaet', 'forschung', 'fakultaet', 'studium'][k];
        de = [`${p.title} ${p.name} erhält ERC Starting Grant`, 'Fakultät begrüßt neue Erstsemester', `DFG fördert Sonderforschungsbereich ${pick(nr, ['Invasives Rechnen', 'Sichere Software', 'Lernende Systeme'])}`, `Best Paper Award für ${pick(nr, this.chairs).de}`, `Tag der offenen Tür ${new Date(t).getUTCFullYear()}`, `Neues Rechenzentrum eingeweiht`, `Absolventenfeier ${new Date(t).getUTCFullYear()}`, 'Informationen zum Studienbetrieb'][k] + (k === 1 || k === 7 ? ` ${semName(pick(nr, SEMS), 'de')}` : '');
        en = nr() < 0.45 ? [`${p.name} receives ERC Starting Grant`, 'Faculty welcomes new students', 'DFG funds new collaborative research centre', `Best paper award for ${pick(nr, this.chairs).en}`, 'Open day', 'New data centre opened', 'Graduation ceremony', 'Information on teaching'][k] : undefined; }
      let slug = slugify(de).slice(0, 70); if (this.newsBy.has(slug)) slug += `-${i}`;
      this.newsBy.set(slug, i); this.news.push({ slug, t, de, en, cat, off: o, person: o ? undefined : p });
    }
    for (let i = 0; i < 46; i++) { const ch = pick(nr, this.chairs), en = nr() < 0.5, kind = pick(nr, ['Wissenschaftliche/r Mitarbeiter/in', 'Doktorand/in', 'Studentische Hilfskraft (HiWi)', 'Tutor/in', 'Postdoc']);
      const de = `${kind} am Lehrstuhl ${ch.de}${kind.startsWith('Tutor') ? ` für ${pick(nr, this.courses.filter((c) => c.ch === ch)).de}` : ''}`;
      this.jobs.push({ slug: `${slugify(kind).slice(0, 24)}-${ch.key}-${2019 + (i % 2)}-${pad(1 + (i % 12))}-${i}`, de, en: en ? `${kind.includes('HiWi') ? 'Student assistant' : kind.startsWith('Tutor') ? 'Tutor' : 'Research associate'} (${ch.en})` : undefined, ch, t: NOW - i * 9 * DAY }); }
    // GitLab
    const gr = rng(hash('layout-d/gitlab'));
    const proj = (g: string, name: string, desc: string, off?: Off, pages?: string) => { this.projBy.set(`${g}/${name}`, this.projects.length); this.projects.push({ g, name, desc, off, commits: int(gr, 6, off ? 90 : 220), issues: int(gr, 0, off ? 30 : 60), pages }); };
    for (const o of this.offs) { if (o.where === 'pages') proj(o.c.ch.key, `${o.c.abbr.toLowerCase()}-${o.sem}`, `Website ${o.c.en} (${semName(o.sem, 'en')})`, o, o.url);
      if (o.c.kind === 'V' && o.sem !== 'ws1819' && gr() < 0.4) proj(o.c.ch.key, `${o.c.abbr.toLowerCase()}-${o.sem}-${o.c.lang === 'de' ? 'uebungen' : 'exercises'}`, `${o.c.lang === 'de' ? 'Übungen und Vorlagen' : 'Exercise templates'}: ${o.c.lang === 'de' ? o.c.de : o.c.en}`, o); }
    for (const c of this.chairs) for (let k = 0, n = int(gr, 4, 9); k < n; k++) proj(c.key, `${pick(gr, ['libfast', 'bench', 'toolkit', 'prototype', 'analyzer', 'sim', 'dataset', 'paper', 'thesis'])}-${slugify(pick(gr, VOC))}-${k}`, `Research code of the ${c.en} group`);
    for (const n of ['thesis-template', 'latex-folien', 'ansible-pool', 'ersti-wiki', 'klausurensammlung', 'mattermost-bots']) proj(n === 'ansible-pool' || n === 'mattermost-bots' ? 'rbg' : 'fachschaft', n, cap(words(gr, 4)));
    this.projects.forEach((x, pi) => { for (let n = 0; n < x.commits; n++) this.shas.set(hex(hash(`${x.g}/${x.name}`) + n, 40), [pi, n]); });
    // Confluence
    const wr = rng(hash('layout-d/wiki')); let pid = 3407872;
    const page = (space: string, title: string, off?: Off) => { pid += int(wr, 1, 40); this.wikiBy.set(`${space}/${title.replace(/ /g, '+')}`, this.wiki.length); this.wikiId.set(pid, this.wiki.length); this.wiki.push({ id: pid, space, title, versions: int(wr, 1, 14), off }); };
    for (const [k, n] of SPACES) { page(k, n); for (let i = 0; i < (k === 'RBG' ? 110 : 45); i++) page(k, `${cap(words(wr, int(wr, 2, 4)))} ${i}`); }
    for (const o of this.offs.filter((x) => x.c.intro || (x.c.kind === 'V' && wr() < 0.12))) { const key = `${o.c.abbr}${o.sem.slice(2)}`; SPACES.push([key, `${o.c.de} – Tutorenwiki ${semName(o.sem, 'de')}`]);
      page(key, SPACES[SPACES.length - 1][1], o); for (let w = 1; w <= 12; w++) page(key, `Tutorenbesprechung Woche ${w}`, o); for (let b = 1; b <= 8; b++) page(key, `Übungsblatt ${b} Korrekturhinweise`, o); }
    // Indico
    const er = rng(hash('layout-d/indico'));
    for (let i = 0, t = NOW + 50 * DAY; i < 720; i++, t -= int(er, 1, 5) * DAY) { const cat = i % 9 < 4 ? 2 : i % 9 < 6 ? pick(er, [3, 4, 5]) : i % 9 === 6 ? 6 : i % 9 === 7 ? 7 : 10 + int(er, 0, this.chairs.length - 1);
      const title = cat === 6 ? pick(er, ['Erstsemestereinführung', 'Tag der Lehre', 'Infoveranstaltung Seminarvergabe', 'Masterinfotag', 'Schulung für Tutorinnen und Tutoren']) : cat === 7 ? pick(er, ['Spieleabend', 'Ersti-Fahrt', 'Fachschaftsvollversammlung', 'Grillfest']) : cat >= 10 ? `Oberseminar ${this.chairs[cat - 10].de}: ${cap(words(er, 4))}` : `${cat === 4 ? 'Promotionsvortrag' : cat === 3 ? 'Antrittsvorlesung' : 'Kolloquium'}: ${cap(words(er, 5))}`;
      this.events.push({ id: 1200 + i * 3 + int(er, 0, 2), cat, t, title }); }
    // chrome
    const menu = (l: Lang) => `<nav class="main-nav"><ul>${[['/de/fakultaet/', '/de/fakultaet/lehrstuehle/', '/de/fakultaet/personen/', '/de/fakultaet/stellenangebote/', '/de/fakultaet/gremien/', '/de/fakultaet/kontakt/'], ['/de/studium/', '/de/studium/studiengaenge/', '/de/studium/lehrveranstaltungen/', '/de/studium/modulhandbuch/', '/de/studium/pruefungen/', '/de/studium/lehrevaluation/', '/de/studium/corona/', '/de/studium/fachschaft/'], ['/de/forschung/', '/de/forschung/projekte/'], ['/de/aktuelles/'], ['/de/service/rechnerbetrieb/']]
      .map((grp) => { const [p0, ...rest] = grp.map((p) => STATIC.find((s) => s[0] === p)!); const h = (s: typeof p0) => a(l === 'de' ? s[0] : s[1], l === 'de' ? s[2] : s[3]);
        return `<li class="has-sub">${h(p0)}<ul>${rest.map((s) => `<li>${h(s)}</li>`).join('')}${p0[0] === '/de/fakultaet/' ? this.chairs.map((c) => `<li>${a(l === 'de' ? `/de/lehrstuehle/${c.key}/` : `/en/chairs/${c.key}/`, l === 'de' ? c.de : c.en)}</li>`).join('') : ''}${p0[0] === '/de/studium/' ? `<li>${a(`${CAMPUS}/lsf/`, l === 'de' ? 'Vorlesungsverzeichnis (LSF)' : 'Course catalogue (LSF)')}</li><li>${a(`${ILIAS}/`, 'ILIAS')}</li><li>${a(`${EXAM}/`, l === 'de' ? 'Prüfungsanmeldung' : 'Exam registration')}</li>` : ''}${p0[0] === '/de/forschung/' ? `<li>${a(`${PUB}/`, l === 'de' ? 'Publikationen' : 'Publications')}</li><li>${a(`${INDICO}/category/2/`, l === 'de' ? 'Kolloquium' : 'Colloquium')}</li>` : ''}${p0[0] === '/de/aktuelles/' ? `<li>${a(`${INDICO}/`, l === 'de' ? 'Veranstaltungen' : 'Events')}</li><li>${a(`${FOTO}/`, l === 'de' ? 'Fotogalerie' : 'Photo gallery')}</li>` : ''}${p0[0] === '/de/service/rechnerbetrieb/' ? `<li>${a(`${WIKI}/`, 'Wiki')}</li><li>${a(`${GIT}/explore/projects`, 'GitLab')}</li>` : ''}</ul></li>`; }).join('')}</ul></nav>`;
    this.menus = { de: menu('de'), en: menu('en') };
    for (const l of ['de', 'en'] as Lang[]) this.foot[l] = `<footer><div class="address">${l === 'de' ? 'Fakultät für Informatik · Am Fasanengarten 5 · 76131 Rheinfeld' : 'Faculty of Computer Science · Am Fasanengarten 5 · 76131 Rheinfeld, Germany'}</div>${ul(STATIC.slice(-4).map((s) => a(l === 'de' ? s[0] : s[1], l === 'de' ? s[2] : s[3])).concat([a(`${UNI}/`, 'TU Rheinfeld'), a('https://twitter.com/TUR_Informatik', 'Twitter'), a('https://www.youtube.com/c/TURheinfeld', 'YouTube')]))}<p>&copy; 2020 Technische Universität Rheinfeld</p></footer>`;
    for (const s of STATIC) { this.twin.set(s[0], s[1]); this.twin.set(s[1], s[0]); }
    const br = rng(hash('blob')), parts: string[] = [];
    for (let len = 0, k = 0; len < 120000; k++) { const s = `{"uid":${k},"pid":${Math.floor(br() * 900)},"title":"${words(br, 3)}","doktype":1},`; parts.push(s); len += s.length; }
    this.blob = parts.join('');
  }

  private addCourse(c: Course, sems: string[], r: R): void {
    this.courses.push(c); this.byCode.set(c.abbr.toLowerCase(), c);
    if (sems.length > 1 && r() < 0.12) sems = sems.slice(1); // new in the later year
    else if (sems.length > 1 && r() < 0.06) sems = sems.slice(0, 1); // discontinued
    for (const sem of sems) {
      const ch = c.ch, x = r(), instr = c.kind !== 'V' ? pick(r, ch.team.slice(0, -1)) : c.lect;
      let where: Where = c.intro ? 'ilias' : c.kind !== 'V' && instr.home && x < 0.55 ? 'home' : c.kind === 'V' && x < 0.1 ? 'ilias' : ch.style;
      if (where === 'pages' && (sem === 'ws1819' || (sem === 'ss2019' && x < 0.5))) where = 'typo3';
      const pub = where === 'ilias' && (c.intro ? r() < 0.8 : r() < 0.4), k = c.offs.length, ab = c.abbr.toLowerCase();
      const url = where === 'typo3' ? (c.lang === 'de' ? `${WWW}/de/lehrstuehle/${ch.key}/lehre/${TOK[ch.tok](sem)}/${ab}/` : `${WWW}/en/chairs/${ch.key}/teaching/${TOK[ch.tok](sem)}/${ab}/`)
        : where === 'legacy' ? `${LEG(ch.key)}/Lehre/${LTOK(sem)}/${camel(c.de)}/` : where === 'pages' ? `${PAGES(ch.key)}/${ab}-${sem}/` : where === 'home' ? `${PEOPLE}/~${instr.login}/teaching/${ab}-${sem}/` : '';
      const crs = 1000000 + this.offs.length * 37 + int(r, 0, 30);
      const o: Off = { c, sem, where, url: where === 'ilias' ? `${ILIAS}/goto_rhf_crs_${crs}.html` : url, pub, lsf: 310000 + this.offs.length * 13 + int(r, 0, 12), crs, instr, nEx: int(r, 8, 13), nLec: int(r, 12, 26), video: sem === CUR && r() < 0.6, k };
      c.offs.push(o); this.offs.push(o); instr.offs.push(o); this.byLsf.set(o.lsf, o); this.byCrs.set(crs, o);
      if (where === 'typo3') this.t3.set(`${ch.key}/${TOK[ch.tok](sem)}/${ab}`, o); if (where === 'legacy') this.leg.set(`${ch.key}/${LTOK(sem)}/${camel(c.de)}`, o);
      if (where === 'pages') this.pg.set(`${ch.key}/${ab}-${sem}`, o); if (where === 'home') this.hp.set(`${instr.login}/${ab}-${sem}`, o);
      if (o.video) for (let n = 1; n <= o.nLec; n++) this.videos.set(this.uuid(o, n), [o, n]);
      if (where !== 'ilias' || pub) this.courseHomes.add(o.url);
    }
  }
  private uuid(o: Off, n: number): string { const h = hex(hash(o.url) + n * 7919, 32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`; }
  private title(c: Course, l: Lang): string { return l === 'de' ? c.de : c.en; }
  private offTitle(o: Off, l: Lang): string { return `${this.title(o.c, l)} (${semName(o.sem, l, o.c.ch.tok)})`; }
  /** The link a listing uses for an offering: its home, or its ILIAS permalink (public or not). */
  private offLink(o: Off, l: Lang, text?: string): string { return a(o.url, text ?? this.offTitle(o, l)); }
  private profUrl(p: Person, l: Lang): string { return l === 'de' ? `${WWW}/de/personen/${p.slug}/` : `${WWW}/en/people/${p.slug}/`; }
  private chairUrl(c: Chair, l: Lang, sub = ''): string { return l === 'de' ? `${WWW}/de/lehrstuehle/${c.key}/${sub}` : `${WWW}/en/chairs/${c.key}/${sub}`; }
  private pname(p: Person): string { return `${p.title} ${p.name}`.trim(); }

  respond(raw: string): Resp {
    let u: URL; try { u = new URL(raw); } catch { return NF; }
    const h = u.hostname; if (h !== D && !h.endsWith(`.${D}`)) return NF;
    if (u.protocol === 'http:') return go(`https:${raw.slice(5)}`, 301);
    if (u.protocol !== 'https:') return NF;
    let p = ''; try { p = decodeURIComponent(u.pathname); } catch { return NF; }
    const q = u.searchParams, r = rng(hash(raw));
    try {
      if (h === `www.informatik.${D}`) return this.typo3(p, q, r);
      const m = /^([a-z]+)\.(pages\.)?informatik\.tu-rheinfeld\.de$/.exec(h);
      if (m && m[2]) return this.pagesSite(m[1], p, r);
      if (m && ['ps', 'os', 'ca'].includes(m[1])) return this.legacy(m[1], p, u.search, r);
      switch (h) {
        case `campus.${D}`: return this.lsf(p, q, r);
        case `ilias.${D}`: return this.ilias(p, q, r);
        case `people.informatik.${D}`: return this.homes(p, r);
        case `git.informatik.${D}`: return this.gitlab(p, q, r);
        case `wiki.informatik.${D}`: return this.confluence(p, q, r);
        case `indico.${D}`: return this.indico(p, q, r);
        case `pubdb.informatik.${D}`: return this.pubdb(p, q, r);
        case `fotos.informatik.${D}`: return this.fotos(p, q, r);
        case `pruefung.${D}`: return this.exams(p, r);
        case `video.${D}`: return this.video(p, q);
        case `idp.${D}`: return p === '/idp/profile/SAML2/Redirect/SSO' ? plain('TU Rheinfeld – Anmeldung', `<h1>Single Sign-On</h1><form method="post" action="/idp/profile/SAML2/Redirect/SSO?execution=e1s2"><input name="j_username"><input type="password" name="j_password"></form><p>${a(`${UNI}/it/passwort/`, 'Passwort vergessen?')}</p>`) : NF;
        case `www.${D}`: return this.uni(p, r);
      }
    } catch { return { status: 500, type: HTML, body: '<h1>Internal Server Error</h1>' }; }
    return NF;
  }

  // ---------------------------------------------------------------- TYPO3 faculty site
  private page(l: Lang, path: string, title: string, crumbs: [string, string][], main: string, twin?: string, side = ''): Resp {
    const r = rng(hash('pad' + path)), other = twin ?? this.twin.get(path) ?? (l === 'de' ? '/en/' : '/de/');
    const top = `<!DOCTYPE html>\n<html lang="${l}"><head><meta charset="utf-8"><title>${esc(title)} - ${l === 'de' ? 'Fakultät für Informatik' : 'Faculty of Computer Science'} - TU Rheinfeld</title><meta name="generator" content="TYPO3 CMS"><link rel="stylesheet" href="/typo3conf/ext/tur_template/Resources/Public/Css/main.css?1583310245"><link rel="alternate" hreflang="${l === 'de' ? 'en' : 'de'}" href="${esc(WWW + other)}"></head><body id="p${hash(path) % 9000}">
<header><a class="logo" href="${UNI}/"><img src="/typo3conf/ext/tur_template/Resources/Public/Images/logo.svg" alt="TU Rheinfeld"></a><a class="faculty" href="/${l}/">${l === 'de' ? 'Fakultät für Informatik' : 'Faculty of Computer Science'}</a><div class="lang">${a(other, l === 'de' ? 'English' : 'Deutsch')}</div><form action="/${l}/suche/" method="get"><input name="tx_kesearch_pi1[sword]"></form></header>${this.menus[l]}
<div class="breadcrumb">${[a(`/${l}/`, l === 'de' ? 'Startseite' : 'Home'), ...crumbs.map(([u, t]) => a(u, t))].join(' &gt; ')}</div><main><h1>${esc(title)}</h1>${main}</main>${side ? `<aside>${side}</aside>` : ''}${this.foot[l]}`;
    const n = Math.max(0, 12000 + Math.floor(r() * 40000) - top.length), off = Math.floor(r() * (this.blob.length - n));
    return ok(`${top}<script>var TYPO3_PAGETREE=[${this.blob.slice(off, off + n)}];</script></body></html>`);
  }
  private typo3(p: string, q: URLSearchParams, r: R): Resp {
    if (p === '/') return go(`${WWW}/de/`, 301);
    if (p.startsWith('/typo3conf/')) return p.endsWith('.css') ? ok('body{font-family:"Noto Sans",sans-serif}', 'text/css') : ok('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    if (p.startsWith('/fileadmin/') && p.endsWith('.pdf')) return pdf(p);
    if (!p.endsWith('/')) return /^\/(de|en)\/[a-z0-9/-]+$/.test(p) && this.typo3(p + '/', q, r).status === 200 ? go(`${WWW}${p}/`, 301) : NF;
    const l: Lang = p.startsWith('/en/') ? 'en' : 'de', de = l === 'de'; let m: RegExpExecArray | null;
    if (p === '/de/' || p === '/en/') return this.page(l, p, de ? 'Fakultät für Informatik' : 'Faculty of Computer Science', [], `<div class="teaser">${para(r, 1)}</div><h2>${de ? 'Aktuelles' : 'News'}</h2>${ul(this.news.filter((n) => de || n.en).slice(0, 6).map((n) => this.newsLink(n, l)))}<h2>${de ? 'Veranstaltungen' : 'Events'}</h2>${ul(this.events.filter((e) => e.t > NOW).slice(-5).map((e) => a(`${INDICO}/event/${e.id}/`, e.title)))}<h2>Quicklinks</h2>${ul([a(de ? '/de/studium/corona/' : '/en/study/corona/', de ? 'Corona: Lehrbetrieb im SS 2020' : 'Corona: teaching in summer 2020'), a(de ? `/de/studium/lehrveranstaltungen/${CUR}/` : `/en/study/courses/${CUR}/`, de ? 'Lehrveranstaltungen SS 2020' : 'Courses summer 2020'), a(`${CAMPUS}/lsf/`, 'LSF'), a(`${ILIAS}/`, 'ILIAS')])}`, de ? '/en/' : '/de/');
    const st = STATIC.find((s) => s[de ? 0 : 1] === p);
    if (st) {
      const t = st[de ? 2 : 3]; let x = '';
      if (st[0] === '/de/fakultaet/lehrstuehle/') x = ul(this.chairs.map((c) => `${a(this.chairUrl(c, l), de ? `Lehrstuhl ${c.de}` : `Chair of ${c.en}`)} – ${esc(this.pname(c.prof))}`));
      if (st[0] === '/de/fakultaet/personen/') x = `<table>${[...this.people].sort((x1, y) => x1.name.split(' ').pop()!.localeCompare(y.name.split(' ').pop()!)).map((x1) => `<tr><td>${a(this.profUrl(x1, l), x1.name)}</td><td>${esc(x1.title)}</td><td>${a(this.chairUrl(this.chairs[x1.chair], l), de ? this.chairs[x1.chair].de : this.chairs[x1.chair].en)}</td></tr>`).join('')}</table>`;
      if (st[0] === '/de/fakultaet/stellenangebote/') x = ul(this.jobs.filter((j) => de || j.en).map((j) => `${dmy(j.t)}: ${a(de ? `/de/fakultaet/stellenangebote/${j.slug}/` : `/en/faculty/jobs/${j.slug}/`, de ? j.de : j.en!)}`));
      if (st[0] === '/de/studium/lehrveranstaltungen/') x = ul(SEMS.slice().reverse().map((s) => a(de ? `/de/studium/lehrveranstaltungen/${s}/` : `/en/study/courses/${s}/`, semName(s, l)))) + `<p>${a(`${CAMPUS}/lsf/vvz?sem=${SEMID[CUR]}`, de ? 'Vollständiges Vorlesungsverzeichnis im LSF' : 'Full course catalogue (LSF)')}</p>`;
      if (st[0] === '/de/studium/modulhandbuch/') x = `<table>${this.courses.map((c) => `<tr><td>${c.code}</td><td>${a(de ? `/de/studium/modulhandbuch/${c.code.toLowerCase()}/` : `/en/study/module-handbook/${c.code.toLowerCase()}/`, this.title(c, l))}</td><td>${c.ects} LP</td></tr>`).join('')}</table>`;
      if (st[0] === '/de/studium/pruefungen/') x = `${para(r, 1)}${ul(['ws1920', 'ss2020'].map((s) => a(`${EXAM}/pruefungsplan/${s}/`, `${de ? 'Prüfungsplan' : 'Exam schedule'} ${semName(s, l)}`)))}<p>${a(`${EXAM}/`, de ? 'Zur Prüfungsanmeldung' : 'Exam registration')}</p>`;
      if (st[0] === '/de/studium/lehrevaluation/') x = ul(SEMS.slice(0, 3).map((s) => a(de ? `/de/studium/lehrevaluation/${s}/` : `/en/study/evaluation/${s}/`, `${de ? 'Ergebnisse' : 'Results'} ${semName(s, l)}`)));
      if (st[0] === '/de/aktuelles/') return this.newsList(l, 1);
      if (st[0] === '/de/studium/corona/') x = `${para(r, 2)}${ul(this.offs.filter((o) => o.sem === CUR && o.c.intro).map((o) => this.offLink(o, l)))}`;
      if (st[0] === '/de/forschung/') x = ul([a(`${PUB}/`, de ? 'Publikationsdatenbank' : 'Publication database'), a(`${INDICO}/category/2/`, 'Kolloquium'), ...this.chairs.map((c) => a(this.chairUrl(c, l, de ? 'forschung/' : 'research/'), de ? c.de : c.en))]);
      if (st[0] === '/de/service/rechnerbetrieb/') x = ul([a(`${WIKI}/display/RBG/`, 'RBG-Wiki'), a(`${GIT}/explore/projects`, 'GitLab'), a(`${IDP}`, 'Single Sign-On')]);
      if (st[0] === '/de/studium/fachschaft/') x = ul([a(`${WIKI}/display/FS/`, 'Fachschafts-Wiki'), a(`${GIT}/fachschaft`, 'GitLab'), a(`${INDICO}/category/7/`, de ? 'Veranstaltungen' : 'Events')]);
      if (st[0] === '/de/sitemap/') x = ul(STATIC.map((s) => a(de ? s[0] : s[1], de ? s[2] : s[3])));
      return this.page(l, p, t, [[p, t]], para(r, 2) + x);
    }
    if ((m = /^\/(?:de\/aktuelles\/seite|en\/news\/page)-(\d+)\/$/.exec(p))) return +m[1] > 1 ? this.newsList(l, +m[1]) : NF;
    if ((m = /^\/(?:de\/aktuelles|en\/news)\/detail\/([a-z0-9-]+)\/$/.exec(p))) {
      const i = this.newsBy.get(m[1]), n = i === undefined ? undefined : this.news[i]; if (!n || (!de && !n.en)) return NF;
      const o = n.off, links = o ? [this.offLink(o, l, de ? 'Zur Lehrveranstaltung' : 'Course page'), a(`${CAMPUS}/lsf/veranstaltung?id=${o.lsf}`, 'LSF')] : n.person ? [a(this.profUrl(n.person, l), n.person.name)] : [];
      return this.page(l, p, de ? n.de : n.en!, [[de ? '/de/aktuelles/' : '/en/news/', de ? 'Aktuelles' : 'News']], `<p class="date">${dmy(n.t)} · ${a(de ? `/de/aktuelles/kategorie/${n.cat}/` : `/en/news/`, n.cat)}</p>${para(r, 3, l, o ? 'c' : 'g')}<p>${links.join(' · ')}${n.t < Date.UTC(2017, 0, 1) ? ` · ${a(`/index.php?id=${hash(n.slug) % 2000}`, de ? 'Originalmeldung' : 'Original story')}` : ''}</p>`, n.en ? (de ? `/en/news/detail/${n.slug}/` : `/de/aktuelles/detail/${n.slug}/`) : '/en/news/');
    }
    if ((m = /^\/de\/aktuelles\/kategorie\/([a-z]+)\/$/.exec(p))) { const xs = this.news.filter((n) => n.cat === m![1]); return xs.length ? this.page(l, p, `Kategorie: ${m[1]}`, [['/de/aktuelles/', 'Aktuelles']], ul(xs.slice(0, 40).map((n) => this.newsLink(n, l))) + ul(['2020', '2019', '2018', '2017'].map((y) => a(`/de/aktuelles/archiv/${y}/`, `Archiv ${y}`)))) : NF; }
    if ((m = /^\/de\/aktuelles\/archiv\/(20\d\d)\/(?:(\d\d)\/)?$/.exec(p))) { const xs = this.news.filter((n) => ymd(n.t).startsWith(m![1] + (m![2] ? `-${m![2]}` : ''))); if (!xs.length) return NF;
      return this.page(l, p, `Archiv ${m[2] ? `${MON.de[+m[2] - 1]} ` : ''}${m[1]}`, [['/de/aktuelles/', 'Aktuelles']], m[2] ? ul(xs.map((n) => this.newsLink(n, l))) : ul(Array.from({ length: 12 }, (_, k) => k).filter((k) => xs.some((n) => ymd(n.t).startsWith(`${m![1]}-${pad(k + 1)}`))).map((k) => a(`/de/aktuelles/archiv/${m![1]}/${pad(k + 1)}/`, MON.de[k])))); }
    if ((m = /^\/(?:de\/fakultaet\/stellenangebote|en\/faculty\/jobs)\/([a-z0-9-]+)\/$/.exec(p))) { const j = this.jobs.find((x) => x.slug === m![1]); if (!j || (!de && !j.en)) return NF;
      return this.page(l, p, de ? j.de : j.en!, [[de ? '/de/fakultaet/stellenangebote/' : '/en/faculty/jobs/', de ? 'Stellenangebote' : 'Jobs']], `<p>${de ? 'Veröffentlicht am' : 'Posted'} ${dmy(j.t)} · ${a(this.chairUrl(j.ch, l), de ? j.ch.de : j.ch.en)}</p>${para(r, 4)}<p>${de ? 'Bewerbungsfrist' : 'Deadline'}: ${dmy(j.t + 28 * DAY)} · ${a(`/fileadmin/stellen/${j.slug}.pdf`, 'PDF')}</p>`, j.en ? (de ? `/en/faculty/jobs/${j.slug}/` : `/de/fakultaet/stellenangebote/${j.slug}/`) : undefined); }
    if ((m = /^\/(?:de\/personen|en\/people)\/([a-z0-9-]+)\/$/.exec(p))) { const x = this.bySlug.get(m[1]); if (!x) return NF; const ch = this.chairs[x.chair], cur = x.offs.filter((o) => o.sem === CUR || o.sem === 'ws1920');
      return this.page(l, p, this.pname(x), [[de ? '/de/fakultaet/personen/' : '/en/faculty/people/', de ? 'Personen' : 'People']], `<p>${a(this.chairUrl(ch, l), de ? `Lehrstuhl ${ch.de}` : `Chair of ${ch.en}`)}</p><p>${de ? 'Raum' : 'Room'} ${int(r, 1, 3)}${pad(int(r, 1, 60))}, Geb. 50.34 · +49 721 608-${int(r, 40000, 49999)} · ${x.login}@informatik.${D}</p>${x.kind === 'staff' ? '' : `<p>${de ? 'Sprechstunde' : 'Office hours'}: ${pick(r, WD[l])} ${int(r, 9, 15)}:00</p>`}${x.home ? `<p>${de ? 'Persönliche Webseite' : 'Personal website'}: ${a(`${PEOPLE}/~${x.login}/`, `${PEOPLE}/~${x.login}/`)}</p>` : ''}${cur.length ? `<h2>${de ? 'Lehrveranstaltungen' : 'Teaching'}</h2>${ul(cur.map((o) => this.offLink(o, l)))}` : ''}${x.kind !== 'staff' ? `<p>${a(`${PUB}/author/${x.slug}`, de ? 'Publikationen' : 'Publications')}</p>` : ''}`, de ? `/en/people/${x.slug}/` : `/de/personen/${x.slug}/`); }
    if ((m = /^\/(?:de\/studium\/lehrveranstaltungen|en\/study\/courses)\/(ws1819|ss2019|ws1920|ss2020)\/$/.exec(p))) { const s = m[1];
      return this.page(l, p, `${de ? 'Lehrveranstaltungen' : 'Courses'} ${semName(s, l)}`, [[de ? '/de/studium/lehrveranstaltungen/' : '/en/study/courses/', de ? 'Lehrveranstaltungen' : 'Courses']], this.chairs.map((c) => `<h2>${esc(de ? c.de : c.en)}</h2><table>${this.offs.filter((o) => o.sem === s && o.c.ch === c).map((o) => `<tr><td>${KINDS[o.c.kind][de ? 0 : 1]}</td><td>${a(`${CAMPUS}/lsf/veranstaltung?id=${o.lsf}`, this.title(o.c, l))}</td><td>${esc(o.instr.name)}</td><td>${a(`${WWW}/${l}/${de ? 'studium/modulhandbuch' : 'study/module-handbook'}/${o.c.code.toLowerCase()}/`, o.c.code)}</td><td>${(s === CUR || s === 'ws1920') && hash(o.url + 'ov') % 10 < 3 ? this.offLink(o, l, de ? 'Webseite' : 'Website') : ''}</td></tr>`).join('')}</table>`).join(''), de ? `/en/study/courses/${s}/` : `/de/studium/lehrveranstaltungen/${s}/`); }
    if ((m = /^\/(?:de\/studium\/modulhandbuch|en\/study\/module-handbook)\/(t-info-\d+)\/$/.exec(p))) { const c = this.courses.find((x) => x.code.toLowerCase() === m![1]); if (!c) return NF; const rr = rng(hash(c.code));
      return this.page(l, p, `${c.code}: ${this.title(c, l)}`, [[de ? '/de/studium/modulhandbuch/' : '/en/study/module-handbook/', de ? 'Modulhandbuch' : 'Module handbook']], `<table><tr><th>${de ? 'Verantwortung' : 'Responsible'}</th><td>${a(this.profUrl(c.lect, l), this.pname(c.lect))}</td></tr><tr><th>${de ? 'Leistungspunkte' : 'Credits'}</th><td>${c.ects}</td></tr><tr><th>SWS</th><td>${c.sws}+${c.kind === 'V' ? 2 : 0}</td></tr><tr><th>${de ? 'Turnus' : 'Offered'}</th><td>${c.offs.map((o) => semName(o.sem, l)).join(', ')}</td></tr><tr><th>${de ? 'Sprache' : 'Language'}</th><td>${c.lang === 'de' ? 'Deutsch' : 'Englisch'}</td></tr></table><h2>${de ? 'Lernziele' : 'Learning goals'}</h2>${goals(rr, l)}<h2>${de ? 'Inhalt' : 'Content'}</h2>${ul(Array.from({ length: int(rr, 5, 10) }, () => esc(pick(rr, SAY[l].t))))}<h2>${de ? 'Erfolgskontrolle' : 'Assessment'}</h2><p>${de ? 'Schriftliche Prüfung (Klausur) im Umfang von 120 Minuten' : 'Written exam, 120 minutes'}.</p><p>${a(this.chairUrl(c.ch, l, de ? 'lehre/' : 'teaching/'), de ? 'Lehrangebot des Lehrstuhls' : 'Teaching at the chair')}</p>`, de ? `/en/study/module-handbook/${m[1]}/` : `/de/studium/modulhandbuch/${m[1]}/`); }
    if ((m = /^\/(?:de\/studium\/lehrevaluation|en\/study\/evaluation)\/(ws1819|ss2019|ws1920)\/(?:([a-z0-9-]+)\/)?$/.exec(p))) { const s = m[1], xs = this.offs.filter((o) => o.sem === s && o.c.kind === 'V'), base = de ? `/de/studium/lehrevaluation/${s}/` : `/en/study/evaluation/${s}/`;
      if (!m[2]) return this.page(l, p, `${de ? 'Lehrevaluation' : 'Teaching evaluation'} ${semName(s, l)}`, [[de ? '/de/studium/lehrevaluation/' : '/en/study/evaluation/', de ? 'Lehrevaluation' : 'Evaluation']], ul(xs.map((o) => a(`${base}${o.c.abbr.toLowerCase()}/`, this.title(o.c, l)))));
      const o = xs.find((x) => x.c.abbr.toLowerCase() === m![2]); if (!o) return NF;
      return this.page(l, p, `${de ? 'Evaluationsergebnis' : 'Evaluation results'}: ${this.offTitle(o, l)}`, [[base, semName(s, l)]], `<table>${['Gesamtnote', 'Verständlichkeit', 'Übungsbetrieb', 'Folien', 'Arbeitsaufwand'].map((k) => `<tr><td>${k}</td><td>${(1 + r() * 2.5).toFixed(1)}</td></tr>`).join('')}</table><p>n = ${int(r, 12, 300)}</p><p>${this.offLink(o, l, de ? 'Zur Veranstaltung' : 'Course page')}</p>`); }
    if ((m = /^\/(?:de\/lehrstuehle|en\/chairs)\/([a-z]+)\/(.*)$/.exec(p))) return this.chair(l, m[1], m[2], p, r);
    return NF;
  }
  private newsLink(n: News, l: Lang): string { return `${dmy(n.t)}: ${a(l === 'de' ? `/de/aktuelles/detail/${n.slug}/` : `/en/news/detail/${n.slug}/`, l === 'de' ? n.de : n.en!)}`; }
  private newsList(l: Lang, pg: number): Resp {
    const xs = this.news.filter((n) => l === 'de' || n.en), last = Math.ceil(xs.length / 10), de = l === 'de'; if (pg > last) return NF;
    const url = (k: number) => (k === 1 ? (de ? '/de/aktuelles/' : '/en/news/') : de ? `/de/aktuelles/seite-${k}/` : `/en/news/page-${k}/`);
    return this.page(l, url(pg), de ? 'Aktuelles' : 'News', [[url(1), de ? 'Aktuelles' : 'News']], ul(xs.slice((pg - 1) * 10, pg * 10).map((n) => this.newsLink(n, l))) + `<nav class="pager">${pg > 1 ? a(url(pg - 1), '«') : ''} ${Array.from({ length: 7 }, (_, k) => pg - 3 + k).filter((k) => k >= 1 && k <= last).map((k) => a(url(k), String(k))).join(' ')} ${pg < last ? a(url(pg + 1), '»') : ''}</nav>${de ? ul(['lehre', 'forschung', 'preise', 'fakultaet', 'studium'].map((c) => a(`/de/aktuelles/kategorie/${c}/`, c))) : ''}`, de ? (pg === 1 ? '/en/news/' : `/en/news/page-${pg}/`) : pg === 1 ? '/de/aktuelles/' : `/de/aktuelles/seite-${pg}/`);
  }
  private chair(l: Lang, key: string, rest: string, p: string, r: R): Resp {
    const c = this.chairs.find((x) => x.key === key); if (!c) return NF;
    const de = l === 'de', cn = de ? `Lehrstuhl ${c.de}` : `Chair of ${c.en}`, cr: [string, string][] = [[de ? '/de/fakultaet/lehrstuehle/' : '/en/faculty/chairs/', de ? 'Lehrstühle' : 'Chairs'], [this.chairUrl(c, l), cn]];
    const W: Record<string, [string, string]> = { '': ['', ''], 'team/': ['team/', 'team/'], 'forschung/': ['forschung/', 'research/'], 'publikationen/': ['publikationen/', 'publications/'], 'lehre/': ['lehre/', 'teaching/'], 'abschlussarbeiten/': ['abschlussarbeiten/', 'theses/'], 'kontakt/': ['kontakt/', 'contact/'] };
    const sub = Object.keys(W).find((k) => W[k][de ? 0 : 1] === rest), twinOf = (s: string) => (de ? `/en/chairs/${key}/${s}` : `/de/lehrstuehle/${key}/${s}`);
    const nav = ul(Object.keys(W).filter((k) => k).map((k) => a(this.chairUrl(c, l, W[k][de ? 0 : 1]), { 'team/': 'Team', 'forschung/': de ? 'Forschung' : 'Research', 'publikationen/': de ? 'Publikationen' : 'Publications', 'lehre/': de ? 'Lehre' : 'Teaching', 'abschlussarbeiten/': de ? 'Abschlussarbeiten' : 'Theses', 'kontakt/': de ? 'Kontakt' : 'Contact' }[k]!)));
    const side = `<h2>${esc(cn)}</h2>${nav}${c.style === 'legacy' ? `<p>${a(`${LEG(key)}/`, de ? 'Zur alten Lehrstuhlseite' : 'Old chair website')}</p>` : ''}`;
    if (sub !== undefined) {
      const tw = twinOf(W[sub][de ? 1 : 0]); let x = '';
      if (sub === '') x = `${para(r, 2)}<p>${de ? 'Leitung' : 'Head'}: ${a(this.profUrl(c.prof, l), this.pname(c.prof))}</p><h2>${de ? 'Aktuelles' : 'News'}</h2>${ul(this.news.filter((n) => n.off?.c.ch === c && (de || n.en)).slice(0, 4).map((n) => this.newsLink(n, l)))}`;
      if (sub === 'team/') x = ul(c.team.map((x1) => `${a(this.profUrl(x1, l), this.pname(x1))}${x1.home ? ` (${a(`${PEOPLE}/~${x1.login}/`, 'Homepage')})` : ''}`));
      if (sub === 'forschung/') x = para(r, 4) + ul(this.projects.filter((x1) => x1.g === key && !x1.off).map((x1) => a(`${GIT}/${x1.g}/${x1.name}`, x1.name)));
      if (sub === 'publikationen/') x = `<p>${a(`${PUB}/search?chair=${key}`, de ? 'Alle Publikationen in der Publikationsdatenbank' : 'All publications')}</p>${ul(Array.from({ length: 8 }, () => { const id = int(r, 0, this.nPubs - 1); return a(`${PUB}/pub/${10000 + id}`, this.pubTitle(id)); }))}`;
      if (sub === 'abschlussarbeiten/') x = ul(Array.from({ length: int(r, 4, 12) }, (_, k) => `${pick(r, ['Bachelorarbeit', 'Masterarbeit'])}: ${esc(words(r, 6))} ${k % 3 ? '' : `(${a(`/fileadmin/lehrstuehle/${key}/ausschreibung-${k}.pdf`, 'PDF')})`}`));
      if (sub === 'kontakt/') x = `<p>Sekretariat: ${esc(c.team[c.team.length - 1].name)}, Geb. 50.34</p>`;
      if (sub === 'lehre/') { const cur = this.offs.filter((o) => o.c.ch === c && o.sem === CUR), nxt = this.offs.filter((o) => o.c.ch === c && o.sem === 'ws1920');
        x = `<h2>${semName(CUR, l, c.tok)}</h2>${ul(cur.map((o) => `${KINDS[o.c.kind][de ? 0 : 1]}: ${this.offLink(o, l, this.title(o.c, l))}`))}<h2>${semName('ws1920', l, c.tok)}</h2>${ul(nxt.map((o) => this.offLink(o, l, this.title(o.c, l))))}<h2>${de ? 'Vergangene Semester' : 'Past terms'}</h2>${ul(['ws1819', 'ss2019'].map((s) => a(this.chairUrl(c, l, `${de ? 'lehre' : 'teaching'}/${TOK[c.tok](s)}/`), semName(s, l, c.tok))))}${c.style === 'legacy' ? `<p>${a(`${LEG(key)}/Lehre/`, de ? 'Archiv auf der alten Lehrstuhlseite' : 'Archive on the old website')}</p>` : ''}<p>${a(`${GIT}/${key}`, 'GitLab')}</p>`; }
      return this.page(l, p, sub ? `${{ 'team/': 'Team', 'forschung/': de ? 'Forschung' : 'Research', 'publikationen/': de ? 'Publikationen' : 'Publications', 'lehre/': de ? 'Lehre' : 'Teaching', 'abschlussarbeiten/': de ? 'Abschlussarbeiten' : 'Theses', 'kontakt/': de ? 'Kontakt' : 'Contact' }[sub]} – ${cn}` : cn, sub ? [...cr, [p, sub]] : cr, x, tw, side);
    }
    const m = /^(?:lehre|teaching)\/([a-z0-9-]+)\/(?:([a-z0-9-]+)\/)?(?:([a-z]+)\/)?$/.exec(rest); if (!m || (de ? !rest.startsWith('lehre/') : !rest.startsWith('teaching/'))) return NF;
    const tok = m[1], sem = SEMS.find((s) => TOK[c.tok](s) === tok); if (!sem) return NF;
    if (!m[2]) { const xs = this.offs.filter((o) => o.c.ch === c && o.sem === sem); // semester page of the chair: a listing
      return this.page(l, p, `${de ? 'Lehre' : 'Teaching'} ${semName(sem, l, c.tok)} – ${cn}`, [...cr, [this.chairUrl(c, l, de ? 'lehre/' : 'teaching/'), de ? 'Lehre' : 'Teaching']], ul(xs.map((o) => `${this.offLink(o, l)} – ${esc(o.instr.name)}`)), twinOf(`${de ? 'teaching' : 'lehre'}/${tok}/`), side); }
    const o = this.t3.get(`${key}/${tok}/${m[2]}`); if (!o) return NF;
    const sd = SUBS[l].findIndex(([s]) => s === m[3]); if (m[3] && sd < 0) return NF;
    if (o.c.lang !== l) return go(`${WWW}${o.c.lang === 'de' ? `/de/lehrstuehle/${key}/lehre` : `/en/chairs/${key}/teaching`}/${tok}/${m[2]}/${m[3] ? `${SUBS[o.c.lang][sd][0]}/` : ''}`, 301);
    const body = this.courseBody(o, l, m[3] ? sd : -1, (k) => `${o.url}${k >= 0 ? `${SUBS[l][k][0]}/` : ''}`, (n, kind) => `/fileadmin/lehrstuehle/${key}/lehre/${sem}/${m[2]}/${kind}${pad(n)}.pdf`, r);
    return this.page(l, p, m[3] ? `${SUBS[l][sd][1]} – ${this.offTitle(o, l)}` : this.offTitle(o, l), [...cr, [this.chairUrl(c, l, de ? 'lehre/' : 'teaching/'), de ? 'Lehre' : 'Teaching'], [o.url, this.title(o.c, l)], ...(m[3] ? [[p, SUBS[l][sd][1]] as [string, string]] : [])], body, twinOf(`${de ? 'teaching' : 'lehre'}/${tok}/${m[2]}/${m[3] ? `${SUBS[de ? 'en' : 'de'][sd][0]}/` : ''}`), side);
  }
  /** The body of a course home (sub = -1) or of one of its four subpages, in the course's language. */
  private courseBody(o: Off, l: Lang, sub: number, link: (k: number) => string, file: (n: number, kind: string) => string, r: R): string {
    const de = l === 'de', c = o.c, t0 = SEMSTART[o.sem], rr = rng(hash(o.url)), online = o.sem === CUR;
    const nav = `<nav class="course-nav">${[a(link(-1), de ? 'Übersicht' : 'Overview'), ...SUBS[l].map(([, t], k) => a(link(k), t))].join(' | ')}</nav>`;
    const others = c.offs.filter((x) => x !== o && (x.where !== 'ilias' || x.pub));
    if (sub < 0) return `${nav}<div class="infobox"><p>${KINDS[c.kind][de ? 0 : 1]} · ${c.sws} SWS · ${c.ects} ECTS · ${de ? 'Dozent' : 'Lecturer'}: ${a(this.profUrl(o.instr, l), this.pname(o.instr))}</p><p>${de ? 'Termine' : 'Times'}: ${pick(rr, WD[l])} ${pick(rr, ['8:00', '9:45', '11:30', '14:00', '15:45'])}, ${online ? (de ? 'online (Zoom, Zugangsdaten im ILIAS)' : 'online (Zoom, link in ILIAS)') : pick(rr, ROOMS)}${c.kind === 'V' ? `; ${de ? 'Übung' : 'Exercise'}: ${pick(rr, WD[l])} ${pick(rr, ['11:30', '14:00'])}` : ''}</p></div>
${online ? `<div class="alert">${de ? 'Wegen der Corona-Pandemie findet die Veranstaltung im Sommersemester 2020 ausschließlich online statt.' : 'Due to the pandemic, this course is held online in summer term 2020.'}</div>` : ''}<h2>${de ? 'Aktuelles' : 'Announcements'}</h2>${ul(Array.from({ length: int(rr, 2, 5) }, (_, k) => `${(de ? dmy : ymd)(t0 + k * 9 * DAY)}: ${say(rr, l, 'c', 1, t0 + k * 9 * DAY)}`))}<h2>${de ? 'Inhalt' : 'Syllabus'}</h2>${para(rr, 2, l, 'c', t0)}
<p>${[a(`${ILIAS}/goto_rhf_crs_${o.crs + 500000}.html`, de ? 'ILIAS-Kurs (Abgabe der Übungsblätter)' : 'ILIAS course (submissions)'), a(`${CAMPUS}/lsf/veranstaltung?id=${o.lsf}`, de ? 'Eintrag im Vorlesungsverzeichnis' : 'Course catalogue entry'), a(`${WWW}/${l}/${de ? 'studium/modulhandbuch' : 'study/module-handbook'}/${c.code.toLowerCase()}/`, de ? 'Modulbeschreibung' : 'Module description'), ...(o.video ? [a(`${VIDEO}/engage/ui/index.html?epFrom=${this.uuid(o, 0)}`, de ? 'Vorlesungsaufzeichnungen' : 'Lecture recordings')] : []), ...this.projects.filter((x) => x.off === o && !x.pages).map((x) => a(`${GIT}/${x.g}/${x.name}`, 'GitLab'))].join(' · ')}</p>${others.length ? `<p>${de ? 'Frühere/weitere Semester' : 'Other terms'}: ${others.map((x) => a(x.url, semName(x.sem, l, c.ch.tok))).join(', ')}</p>` : ''}`;
    if (sub === 0) return `${nav}${ul(Array.from({ length: o.nLec }, (_, n) => `${dmy(t0 + n * 3.5 * DAY)} ${de ? 'Vorlesung' : 'Lecture'} ${n + 1}: ${esc(words(r, 3, VOC))} ${a(file(n + 1, de ? 'folien' : 'slides'), 'PDF')}${o.video ? ` ${a(`${VIDEO}/paella/ui/watch.html?id=${this.uuid(o, n + 1)}`, 'Video')}` : ''}`))}`;
    if (sub === 1) return `${nav}${ul(Array.from({ length: o.nEx }, (_, n) => `${de ? 'Übungsblatt' : 'Sheet'} ${n + 1} (${de ? 'Abgabe' : 'due'} ${dmy(t0 + (n + 1) * 7 * DAY)}) ${a(file(n + 1, de ? 'blatt' : 'sheet'), 'PDF')}${t0 + (n + 2) * 7 * DAY < NOW ? ` ${a(file(n + 1, de ? 'loesung' : 'solution'), de ? 'Lösung' : 'Solution')}` : ''}`))}<h2>${de ? 'Tutorien' : 'Tutorials'}</h2>${ul(Array.from({ length: int(r, 2, 9) }, (_, k) => `${de ? 'Tutorium' : 'Tutorial'} ${k + 1}: ${pick(r, WD[l])} ${int(r, 8, 17)}:00, ${online ? 'Zoom' : pick(r, ROOMS)}`))}`;
    if (sub === 2) return `${nav}<p>${de ? 'Die Klausur findet am' : 'The exam takes place on'} ${dmy(t0 + 130 * DAY)} ${de ? 'statt. Anmeldung über das Campus-Portal' : '. Register via the campus portal'} (${a(`${EXAM}/`, EXAM.slice(8))}).</p>${para(r, 1, l, 'c', t0)}${ul([a(file(1, de ? 'probeklausur' : 'mock-exam'), de ? 'Probeklausur' : 'Mock exam')])}`;
    return `${nav}${ul(Array.from({ length: int(r, 3, 8) }, () => `${pick(r, LAST)}, ${pick(r, FIRST)[0]}.: <i>${esc(words(r, 4))}</i>. ${pick(r, ['Springer', 'dpunkt', 'MIT Press', 'Pearson', 'Oldenbourg'])}, ${int(r, 1995, 2019)}.`))}`;
  }

  // ---------------------------------------------------------------- legacy chair hosts (hand-written HTML, Apache)
  private legacy(key: string, p: string, search: string, r: R): Resp {
    const c = this.chairs.find((x) => x.key === key)!, H = LEG(key), mine = this.offs.filter((o) => o.c.ch === c && o.where === 'legacy');
    const shell = (t: string, b: string) => plain(`${t} - ${c.de}`, `<table width="100%"><tr><td valign="top" width="160" bgcolor="#eeeeee">${ul([a(`${H}/`, 'Start'), a(`${H}/Mitarbeiter.html`, 'Mitarbeiter'), a(`${H}/Forschung.html`, 'Forschung'), a(`${H}/Lehre/`, 'Lehre'), a(`${H}/Publikationen.html`, 'Publikationen'), a(`${WWW}/de/lehrstuehle/${key}/`, 'Neue Webseite'), a(`${WWW}/de/`, 'Fakultät')])}</td><td valign="top"><h1>${esc(t)}</h1>${b}</td></tr></table><hr><small>Letzte Änderung: ${dmy(NOW - int(r, 10, 900) * DAY)} · ${a(`mailto:webmaster@${key}.informatik.${D}`, 'Webmaster')}</small>`);
    if (p === '/') return shell(`Lehrstuhl ${c.de}`, `<p>${words(r, 30)}</p><p><b>Diese Seiten werden nicht mehr gepflegt.</b> ${a(`${WWW}/de/lehrstuehle/${key}/`, 'Zur neuen Webseite')}</p>`);
    if (p === '/Mitarbeiter.html') return shell('Mitarbeiter', ul(c.team.map((x) => (x.home ? a(`${PEOPLE}/~${x.login}/`, this.pname(x)) : esc(this.pname(x))))));
    if (p === '/Forschung.html') return shell('Forschung', para(r, 4));
    if (p === '/Publikationen.html') return shell('Publikationen', ul(Array.from({ length: 60 }, (_, k) => { const id = (hash(key) + k * 53) % this.nPubs; return `${esc(this.pubTitle(id))} ${a(`${PUB}/pub/${10000 + id}`, '[pubdb]')} ${a(`${PUB}/pub/${10000 + id}/bibtex`, '[bib]')}`; })));
    if (p === '/Lehre/') return shell('Lehre', SEMS.slice().reverse().map((s) => `<h3>${a(`${H}/Lehre/${LTOK(s)}/`, semName(s, 'de'))}</h3>${ul(mine.filter((o) => o.sem === s).map((o) => a(o.url, o.c.de)))}`).join(''));
    let m = /^\/Lehre\/([A-Z0-9]+)\/(?:([A-Za-z0-9]+)\/(.*))?$/.exec(p); if (!m) return NF;
    const sem = SEMS.find((s) => LTOK(s) === m![1]); if (!sem) return NF;
    if (!m[2]) return shell(`Lehre im ${semName(sem, 'de', 2)}`, ul(mine.filter((o) => o.sem === sem).map((o) => a(o.url, o.c.de))));
    const o = this.leg.get(`${key}/${m[1]}/${m[2]}`); if (!o) return NF;
    const base = o.url, t = `${o.c.de} (${semName(sem, 'de', 2)})`, f = m[3];
    if (f === '') return shell(t, `<p>Dozent: ${esc(this.pname(o.instr))} · ${o.c.sws} SWS · ${o.c.ects} LP</p><p>Vorlesung: ${pick(r, WD.de)} ${pick(r, ['9:45', '11:30', '14:00'])}, ${o.sem === CUR ? 'online' : pick(r, ROOMS)}</p><h3>Neuigkeiten</h3>${ul(Array.from({ length: 3 }, (_, k) => `${dmy(SEMSTART[sem] + k * 11 * DAY)} ${say(r, 'de', 'c', 1, SEMSTART[sem])}`))}<h3>Material</h3>${ul([a(`${base}Folien/`, 'Vorlesungsfolien'), a(`${base}Uebungen.html`, 'Übungsblätter'), a(`${base}Klausur.html`, 'Klausur'), a(`${CAMPUS}/lsf/veranstaltung?id=${o.lsf}`, 'LSF')])}${para(r, 1, 'de', 'c')}`);
    if (f === 'Uebungen.html') return shell(`Übungen: ${t}`, ul(Array.from({ length: o.nEx }, (_, n) => `${a(`${base}Uebungen/blatt${pad(n + 1)}.pdf`, `Blatt ${n + 1}`)} (Abgabe ${dmy(SEMSTART[sem] + (n + 1) * 7 * DAY)})`)) + `<p>${a(base, 'Zurück')}</p>`);
    if (f === 'Klausur.html') return shell(`Klausur: ${t}`, `<p>Termin: ${dmy(SEMSTART[sem] + 130 * DAY)}, ${pick(r, ROOMS)}</p><p>${a(base, 'Zurück')}</p>`);
    if (/^(Folien|Uebungen)\/[a-z0-9]+\.pdf$/.test(f)) return pdf(p);
    if (f === 'Folien/') { const files = Array.from({ length: o.nLec }, (_, n) => `v${pad(n + 1)}.pdf`), sm = /^\?C=([NMSD]);O=([AD])$/.exec(search), col = sm?.[1] ?? 'N', ord = sm?.[2] ?? 'A'; if (search && !sm) return NF;
      const s = (cc: string) => `?C=${cc};O=${cc === col && ord === 'A' ? 'D' : 'A'}`;
      return ok(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><html><head><title>Index of ${esc(p)}</title></head><body><h1>Index of ${esc(p)}</h1><pre>${['N Name', 'M Last modified', 'S Size', 'D Description'].map((x) => a(s(x[0]), x.slice(2))).join('  ')}<hr>${a(base, 'Parent Directory')}\n${(ord === 'D' ? files.reverse() : files).map((x) => `${a(x, x)}  ${ymd(SEMSTART[sem] + int(r, 0, 100) * DAY)} 10:${pad(int(r, 0, 59))}  ${int(r, 200, 4000)}K`).join('\n')}</pre><hr><address>Apache/2.2.22 Server at ${key}.informatik.${D} Port 443</address></body></html>`); }
    return NF;
  }

  // ---------------------------------------------------------------- GitLab Pages course sites (Hugo)
  private pagesSite(key: string, p: string, r: R): Resp {
    const m = /^\/([a-z0-9-]+)\/(?:(schedule|lectures|exercises|exam|team)\/)?$/.exec(p), o = m ? this.pg.get(`${key}/${m[1]}`) : undefined;
    if (/^\/[a-z0-9-]+\/assets\/[a-z0-9-]+\.pdf$/.test(p) && this.pg.has(`${key}/${p.split('/')[1]}`)) return pdf(p);
    if (/^\/[a-z0-9-]+\/css\/theme\.min\.css$/.test(p) && this.pg.has(`${key}/${p.split('/')[1]}`)) return ok('.navbar{display:flex}', 'text/css');
    if (!o || !m) return { status: 404, type: HTML, body: '<!DOCTYPE html><html><head><title>The page you\'re looking for could not be found (404)</title></head><body><h1>404</h1><p>The page you\'re looking for could not be found.</p></body></html>' };
    const l = o.c.lang, de = l === 'de', base = o.url, t0 = SEMSTART[o.sem], sub = m[2] ?? '', rr = rng(hash(o.url));
    const names: Record<string, string> = { '': de ? 'Start' : 'Home', schedule: de ? 'Termine' : 'Schedule', lectures: de ? 'Vorlesungen' : 'Lectures', exercises: de ? 'Übungen' : 'Exercises', exam: de ? 'Klausur' : 'Exam', team: 'Team' };
    const nav = `<nav class="navbar"><a class="brand" href="${base}">${esc(o.c.abbr)} ${semName(o.sem, l, 1)}</a>${Object.keys(names).filter((k) => k).map((k) => a(`${base}${k}/`, names[k])).join('')}</nav>`;
    const shell = (t: string, b: string) => ok(`<!DOCTYPE html>\n<html lang="${l}"><head><meta charset="utf-8"><meta name="generator" content="Hugo 0.68.3"><title>${esc(t)}</title><link rel="stylesheet" href="${base}css/theme.min.css"></head><body>${nav}<div class="container">${b}</div><footer>${a(this.chairUrl(o.c.ch, l), de ? `Lehrstuhl ${o.c.ch.de}` : `Chair of ${o.c.ch.en}`)} · ${a(`${GIT}/${key}/${m[1]}`, 'Source on GitLab')} · ${a(`${WWW}/${l}/${de ? 'impressum' : 'imprint'}/`, de ? 'Impressum' : 'Imprint')}</footer></body></html>`);
    if (sub === '') return shell(this.offTitle(o, l), `<h1>${esc(this.title(o.c, l))}</h1><p class="lead">${semName(o.sem, l)} · ${a(this.profUrl(o.instr, l), this.pname(o.instr))}</p>${o.sem === CUR ? `<div class="alert">${de ? 'Die Vorlesung findet online statt.' : 'Lectures are held online via Zoom.'}</div>` : ''}<h2>${de ? 'Neuigkeiten' : 'News'}</h2>${ul(Array.from({ length: int(rr, 2, 6) }, (_, k) => `${ymd(t0 + k * 8 * DAY)} ${say(rr, l, 'c', 1, t0)}`))}<h2>${de ? 'Organisatorisches' : 'Organisation'}</h2>${para(rr, 2, l, 'c', t0)}<p>${a(`${CAMPUS}/lsf/veranstaltung?id=${o.lsf}`, 'LSF')} · ${a(`${ILIAS}/goto_rhf_crs_${o.crs + 500000}.html`, 'ILIAS')}${o.video ? ` · ${a(`${VIDEO}/engage/ui/index.html?epFrom=${this.uuid(o, 0)}`, 'Videos')}` : ''}</p>`);
    if (sub === 'lectures') return shell(`${names[sub]} – ${o.c.abbr}`, `<table>${Array.from({ length: o.nLec }, (_, n) => `<tr><td>${ymd(t0 + n * 3.5 * DAY)}</td><td>${esc(words(r, 3))}</td><td>${a(`${base}assets/lecture-${pad(n + 1)}.pdf`, 'slides')}</td>${o.video ? `<td>${a(`${VIDEO}/paella/ui/watch.html?id=${this.uuid(o, n + 1)}`, 'video')}</td>` : ''}</tr>`).join('')}</table>`);
    if (sub === 'exercises') return shell(`${names[sub]} – ${o.c.abbr}`, ul(Array.from({ length: o.nEx }, (_, n) => `${a(`${base}assets/sheet-${pad(n + 1)}.pdf`, `${de ? 'Blatt' : 'Sheet'} ${n + 1}`)} (${de ? 'Abgabe' : 'due'} ${ymd(t0 + (n + 1) * 7 * DAY)})`)) + `<p>${de ? 'Abgabe über' : 'Submit via'} ${a(`${ILIAS}/goto_rhf_crs_${o.crs + 500000}.html`, 'ILIAS')}</p>`);
    if (sub === 'schedule') return shell(`${names[sub]} – ${o.c.abbr}`, `<table>${Array.from({ length: 14 }, (_, w) => `<tr><td>${de ? 'Woche' : 'Week'} ${w + 1}</td><td>${ymd(t0 + w * 7 * DAY)}</td><td>${esc(say(r, l, 'c', 1, t0))}</td></tr>`).join('')}</table>`);
    if (sub === 'exam') return shell(`${names[sub]} – ${o.c.abbr}`, `<p>${ymd(t0 + 130 * DAY)} · ${pick(r, ROOMS)}</p>${para(r, 1, l, 'c', t0)}<p>${a(`${EXAM}/`, de ? 'Prüfungsanmeldung' : 'Exam registration')}</p>`);
    return shell(`Team – ${o.c.abbr}`, ul([this.pname(o.instr), ...Array.from({ length: int(r, 1, 4) }, () => this.pname(pick(r, o.c.ch.team)))].map((x) => esc(x))));
  }

  // ---------------------------------------------------------------- personal pages
  private homes(p: string, r: R): Resp {
    const m = /^\/~([a-z0-9]+)(\/.*)?$/.exec(p), x = m ? this.byLogin.get(m[1]) : undefined; if (!m || !x || !x.home) return NF;
    const H = `${PEOPLE}/~${x.login}/`, rest = m[2] ?? ''; if (rest === '') return go(H, 301);
    const shell = (t: string, b: string) => plain(t, `<div id="nav">${[a(H, 'Home'), a(`${H}publications.html`, 'Publications'), a(`${H}teaching.html`, 'Teaching / Lehre'), a(`${H}cv.pdf`, 'CV')].join(' | ')}</div><h1>${esc(t)}</h1>${b}<hr><p>${a(`${WWW}/de/lehrstuehle/${this.chairs[x.chair].key}/`, this.chairs[x.chair].de)} · ${a(`${WWW}/de/`, 'Fakultät für Informatik')}</p>`, 'en');
    if (rest === '/') return shell(this.pname(x), `<p>${x.kind === 'prof' ? 'I am a professor' : 'I am a doctoral researcher'} at the ${esc(this.chairs[x.chair].en)} group. ${words(r, 25)}</p>${x.offs.length ? `<h2>Teaching</h2>${ul(x.offs.filter((o) => o.sem === CUR || o.sem === 'ws1920').map((o) => a(o.url, this.offTitle(o, o.c.lang))))}` : ''}`);
    if (rest === '/cv.pdf') return pdf(`CV ${x.name}`);
    if (rest === '/publications.html') return shell('Publications', ul(Array.from({ length: int(r, 5, 30) }, (_, k) => { const id = (x.id * 31 + k * 97) % this.nPubs; return `${esc(this.pubTitle(id))}. ${a(`${PUB}/pub/${10000 + id}`, 'pubdb')}`; })));
    if (rest === '/teaching.html') return shell('Teaching / Lehre', SEMS.slice().reverse().map((s) => { const xs = x.offs.filter((o) => o.sem === s); return xs.length ? `<h3>${semName(s, 'de')}</h3>${ul(xs.map((o) => a(o.url, this.title(o.c, o.c.lang))))}` : ''; }).join('') || '<p>No teaching this year.</p>');
    const t = /^\/teaching\/([a-z0-9-]+)\/(topics\.html|schedule\.html)?$/.exec(rest), o = t ? this.hp.get(`${x.login}/${t[1]}`) : undefined; if (!o || !t) return NF;
    const de = o.c.lang === 'de';
    if (!t[2]) return shell(this.offTitle(o, o.c.lang), `<p>${KINDS[o.c.kind][de ? 0 : 1]}, ${o.c.ects} ECTS · ${esc(this.pname(x))}</p><p>${de ? 'Vorbesprechung' : 'Kick-off meeting'}: ${dmy(SEMSTART[o.sem] + int(r, 0, 7) * DAY)}, ${o.sem === CUR ? 'Zoom' : pick(r, ROOMS)}</p>${para(r, 2, o.c.lang, 'c', SEMSTART[o.sem])}<p>${a('topics.html', de ? 'Themen' : 'Topics')} · ${a('schedule.html', de ? 'Zeitplan' : 'Schedule')} · ${a(`${CAMPUS}/lsf/veranstaltung?id=${o.lsf}`, 'LSF')}</p>`);
    if (t[2] === 'topics.html') return shell(`${de ? 'Themen' : 'Topics'}: ${this.title(o.c, o.c.lang)}`, ul(Array.from({ length: int(r, 8, 16) }, (_, k) => `${k + 1}. ${esc(words(r, 5))} ${r() < 0.5 ? '(vergeben)' : ''}`)));
    return shell(`${de ? 'Zeitplan' : 'Schedule'}: ${this.title(o.c, o.c.lang)}`, `<table>${Array.from({ length: 8 }, (_, k) => `<tr><td>${dmy(SEMSTART[o.sem] + (k + 2) * 7 * DAY)}</td><td>${esc(say(r, o.c.lang, 'c', 1, SEMSTART[o.sem]))}</td></tr>`).join('')}</table>`);
  }

  // ---------------------------------------------------------------- LSF course catalogue
  private lsf(p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => plain(`${t} - LSF TU Rheinfeld`, `<div class="header">${a(`${CAMPUS}/lsf/`, 'LSF')} | ${a(`${CAMPUS}/lsf/vvz?sem=${SEMID[CUR]}`, 'Vorlesungsverzeichnis')} | ${a(`${CAMPUS}/lsf/login`, 'Anmelden')} | ${a(`${EXAM}/`, 'Prüfungsverwaltung')}</div><h1>${esc(t)}</h1>${b}<div class="footer">HIS LSF · ${a(`${UNI}/impressum/`, 'Impressum')}</div>`);
    if (p === '/' || p === '/lsf') return go(`${CAMPUS}/lsf/`, 301);
    if (p === '/lsf/login') return go(IDP);
    if (p === '/lsf/') return shell('Lehre, Studium, Forschung', ul(SEMS.slice().reverse().map((s) => a(`${CAMPUS}/lsf/vvz?sem=${SEMID[s]}`, `Vorlesungsverzeichnis ${semName(s, 'de')}`))));
    const sem = SEMS.find((s) => String(SEMID[s]) === q.get('sem'));
    const NODES = ['Pflichtveranstaltungen Bachelor', 'Wahlpflicht Bachelor', 'Vertiefungsfächer Master', 'Seminare, Proseminare und Praktika'];
    const nodeOf = (o: Off) => (o.c.kind !== 'V' ? 3 : o.c.intro || ['SWT1', 'TGI', 'BS', 'DBS', 'KD', 'RN'].includes(o.c.abbr) ? 0 : o.c.lang === 'en' ? 2 : 1);
    if (p === '/lsf/vvz' && sem) { const node = q.get('node');
      if (node === null) return shell(`Fakultät für Informatik – ${semName(sem, 'de')}`, ul(NODES.map((n, k) => a(`${CAMPUS}/lsf/vvz?sem=${SEMID[sem]}&node=${k + 1}`, n))));
      const k = Number(node) - 1; if (!(k >= 0 && k < 4)) return NF;
      return shell(`${NODES[k]} – ${semName(sem, 'de')}`, `<table>${this.offs.filter((o) => o.sem === sem && nodeOf(o) === k).map((o) => `<tr><td>${o.c.code.slice(7)}</td><td>${a(`${CAMPUS}/lsf/veranstaltung?id=${o.lsf}`, o.c.de)}</td><td>${KINDS[o.c.kind][0]}</td><td>${a(`${CAMPUS}/lsf/person?id=${o.instr.id}`, o.instr.name)}</td></tr>`).join('')}</table>`); }
    if (p === '/lsf/veranstaltung') { const o = this.byLsf.get(Number(q.get('id'))); if (!o) return NF; const link = hash(o.url + 'lsf') % 10 < 8;
      return shell(`${o.c.de} - ${KINDS[o.c.kind][0]} (${semName(o.sem, 'de')})`, `<table><tr><th>Veranstaltungsnummer</th><td>${o.c.code.slice(7)}</td></tr><tr><th>Semester</th><td>${semName(o.sem, 'de')}</td></tr><tr><th>SWS</th><td>${o.c.sws}</td></tr><tr><th>Sprache</th><td>${o.c.lang === 'de' ? 'Deutsch' : 'Englisch'}</td></tr><tr><th>Verantwortlich</th><td>${a(`${CAMPUS}/lsf/person?id=${o.instr.id}`, this.pname(o.instr))}</td></tr>${link ? `<tr><th>Link</th><td>${a(o.url, o.url)}</td></tr>` : ''}</table><h2>Termine</h2><table><tr><td>${pick(r, WD.de)}</td><td>${pick(r, ['09:45 - 11:15', '11:30 - 13:00', '14:00 - 15:30'])}</td><td>wöch.</td><td>${a(`${CAMPUS}/lsf/raum?id=${1 + (hash(o.url) % ROOMS.length)}`, pick(r, ROOMS))}</td></tr></table><h2>Inhalt</h2>${goals(r, 'de')}<h2>Module</h2><p>${a(`${WWW}/de/studium/modulhandbuch/${o.c.code.toLowerCase()}/`, `${o.c.code} ${o.c.de}`)}</p>`); }
    if (p === '/lsf/person') { const x = this.people.find((y) => y.id === Number(q.get('id'))); if (!x) return NF;
      return shell(this.pname(x), `<p>${a(this.profUrl(x, 'de'), 'Profilseite')}</p>${ul(x.offs.map((o) => a(`${CAMPUS}/lsf/veranstaltung?id=${o.lsf}`, `${o.c.de} (${semName(o.sem, 'de')})`)))}`); }
    if (p === '/lsf/raum') { const k = Number(q.get('id')) - 1; if (!(k >= 0 && k < ROOMS.length)) return NF; return shell(`Raum ${ROOMS[k]}`, `<p>Plätze: ${int(r, 30, 700)}</p>${ul(this.offs.filter((o) => o.sem === CUR && hash(o.url) % ROOMS.length === k).map((o) => a(`${CAMPUS}/lsf/veranstaltung?id=${o.lsf}`, o.c.de)))}`); }
    return NF;
  }

  // ---------------------------------------------------------------- ILIAS
  private ilias(p: string, q: URLSearchParams, r: R): Resp {
    const login = (target: string) => go(`${ILIAS}/login.php?target=${target}&cmd=force_login&lang=de`);
    const shell = (t: string, crumbs: string, b: string) => ok(`<!DOCTYPE html>\n<html lang="de"><head><meta charset="utf-8"><title>ILIAS TU Rheinfeld: ${esc(t)}</title><link rel="stylesheet" href="${ILIAS}/templates/default/delos.css?vers=5-4-11"></head><body><div id="mainmenu">${a(`${ILIAS}/goto_rhf_root_1.html`, 'Magazin')} ${a(`${ILIAS}/login.php?cmd=force_login&lang=de`, 'Anmelden')}</div><div class="breadcrumb">${crumbs}</div><h1>${esc(t)}</h1>${b}<footer>${a(`${ILIAS}/ilias.php?baseClass=ilImprintGUI`, 'Impressum')} · ILIAS 5.4</footer></body></html>`);
    if (p.startsWith('/templates/')) return ok('.il-maincontrols{}', 'text/css');
    if (p === '/' || p === '/index.php') return go(`${ILIAS}/goto_rhf_root_1.html`);
    if (p === '/login.php') return shell('Anmelden', '', `<p>${a(`${ILIAS}/shib_login.php?target=${q.get('target') ?? ''}`, 'Login mit TU-Account (Shibboleth)')}</p><form method="post" action="${ILIAS}/ilias.php?lang=de&cmd=post&baseClass=ilStartUpGUI"><input name="username"><input type="password" name="password"></form>`);
    if (p === '/shib_login.php') return go(IDP);
    if (p === '/ilias.php') return q.get('baseClass') === 'ilImprintGUI' ? shell('Impressum', '', para(r, 2)) : login('root_1');
    if (p === '/goto_rhf_root_1.html') return shell('Magazin', '', ul([a(`${ILIAS}/goto_rhf_cat_100.html`, 'Fakultät für Informatik'), a(`${ILIAS}/goto_rhf_cat_200.html`, 'Fakultät für Mathematik'), a(`${ILIAS}/goto_rhf_cat_300.html`, 'Zentrale Einrichtungen')]));
    let m = /^\/goto_rhf_cat_(\d+)\.html$/.exec(p);
    if (m) { const id = +m[1], cr = `${a(`${ILIAS}/goto_rhf_root_1.html`, 'Magazin')} » ${a(`${ILIAS}/goto_rhf_cat_100.html`, 'Informatik')}`;
      if (id === 100) return shell('Fakultät für Informatik', a(`${ILIAS}/goto_rhf_root_1.html`, 'Magazin'), ul(SEMS.slice().reverse().map((s, k) => a(`${ILIAS}/goto_rhf_cat_${104 - k}.html`, semName(s, 'de')))));
      if (id === 200 || id === 300) return shell(id === 200 ? 'Fakultät für Mathematik' : 'Zentrale Einrichtungen', a(`${ILIAS}/goto_rhf_root_1.html`, 'Magazin'), ul(Array.from({ length: 12 }, (_, k) => a(`${ILIAS}/goto_rhf_crs_${id * 10000 + k * 17}.html`, `${words(rng(id + k), 3)}`))));
      if (id < 101 || id > 104) return NF; const sem = SEMS[id - 101], xs = this.offs.filter((o) => o.sem === sem && (o.where === 'ilias' || hash(o.url + 'il') % 3 === 0));
      return shell(semName(sem, 'de'), cr, `<div class="ilContainerItems">${xs.map((o) => `<div class="il_ContainerListItem">${a(`${ILIAS}/goto_rhf_crs_${o.where === 'ilias' ? o.crs : o.crs + 500000}.html`, o.where === 'ilias' ? `${o.c.de} (${semName(o.sem, 'de')})` : `${o.c.abbr} – Übungsbetrieb ${semName(o.sem, 'de')}`)}${o.where === 'ilias' && !o.pub ? ' <img alt="Zugriff nur für Mitglieder" src="/templates/default/images/icon_lock.svg">' : ''}</div>`).join('')}</div>`); }
    m = /^\/goto_rhf_(crs|fold|file|frm|exc)_(\d+)(_download)?\.html$/.exec(p); if (!m) return NF;
    const id = +m[2], kind = m[1];
    if (kind === 'crs') { const o = this.byCrs.get(id); if (!o) return id >= 2000000 && id < 3100000 ? login(`crs_${id}`) : this.byCrs.has(id - 500000) ? login(`crs_${id}`) : NF;
      if (!o.pub) return login(`crs_${id}`);
      const cr = `${a(`${ILIAS}/goto_rhf_cat_100.html`, 'Informatik')} » ${a(`${ILIAS}/goto_rhf_cat_${101 + SEMS.indexOf(o.sem)}.html`, semName(o.sem, 'de'))}`;
      return shell(this.offTitle(o, 'de'), cr, `<div class="ilTabs">${a(p, 'Inhalt')} ${a(`${ILIAS}/ilias.php?ref_id=${id}&cmdClass=ilinfoscreengui&cmd=showSummary&baseClass=ilRepositoryGUI`, 'Info')} ${a(`${ILIAS}/ilias.php?ref_id=${id}&cmdClass=ilcoursemembershipgui&baseClass=ilRepositoryGUI`, 'Mitglieder')}</div><div class="ilCourseInfo"><p>${de2(o)}</p>${para(r, 1, 'de', 'c')}</div><h2>Inhalt</h2>${ul([a(`${ILIAS}/goto_rhf_fold_${id * 10 + 1}.html`, 'Vorlesungsfolien'), a(`${ILIAS}/goto_rhf_fold_${id * 10 + 2}.html`, 'Übungsblätter'), a(`${ILIAS}/goto_rhf_fold_${id * 10 + 3}.html`, 'Klausur'), a(`${ILIAS}/goto_rhf_frm_${id * 10 + 4}.html`, 'Forum'), a(`${ILIAS}/goto_rhf_exc_${id * 10 + 5}.html`, 'Übungsabgabe')])}${o.video ? `<p>${a(`${VIDEO}/engage/ui/index.html?epFrom=${this.uuid(o, 0)}`, 'Vorlesungsaufzeichnungen (Opencast)')}</p>` : ''}<p>${a(`${CAMPUS}/lsf/veranstaltung?id=${o.lsf}`, 'LSF')}</p>`); }
    const o = this.byCrs.get(Math.floor(id / (kind === 'file' ? 1000 : 10)));
    if (!o || !o.pub) return kind === 'fold' || kind === 'file' ? NF : login(`${kind}_${id}`);
    if (kind === 'frm' || kind === 'exc') return login(`${kind}_${id}`);
    if (kind === 'file') return m[3] ? pdf(p) : NF;
    const f = id % 10; if (f < 1 || f > 3) return NF; const n = f === 1 ? o.nLec : f === 2 ? o.nEx : 2;
    return shell(['Vorlesungsfolien', 'Übungsblätter', 'Klausur'][f - 1], `${a(o.url, o.c.de)}`, ul(Array.from({ length: n }, (_, k) => a(`${ILIAS}/goto_rhf_file_${o.crs * 1000 + f * 100 + k + 1}_download.html`, `${['Folien', 'Blatt', 'Probeklausur'][f - 1]} ${k + 1}.pdf`))));
    function de2(x: Off): string { return `${KINDS[x.c.kind][0]} · ${x.c.sws} SWS · Dozent: ${x.instr.title} ${x.instr.name} · Beginn ${dmy(SEMSTART[x.sem])}`; }
  }

  // ---------------------------------------------------------------- GitLab
  private gitlab(p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, crumbs: string, b: string) => ok(`<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${esc(t)} · GitLab</title><link rel="stylesheet" href="${GIT}/assets/application-4c1e3b.css"></head><body><header class="navbar">${a(`${GIT}/`, 'GitLab')} ${a(`${GIT}/explore/projects`, 'Projects')} ${a(`${GIT}/explore/groups`, 'Groups')} ${a(`${GIT}/users/sign_in`, 'Sign in')}</header><div class="breadcrumbs">${crumbs}</div><div class="content">${b}</div></body></html>`);
    if (p.startsWith('/assets/')) return ok('.navbar{}', 'text/css');
    if (p === '/') return go(`${GIT}/explore/projects`);
    if (p === '/users/sign_in') return shell('Sign in', '', `<p>${a(`${GIT}/users/auth/saml`, 'TU Rheinfeld SSO')}</p><form method="post"><input name="user[login]"><input type="password" name="user[password]"></form>`);
    if (p === '/users/auth/saml') return go(IDP);
    const groups = [...this.chairs.map((c) => c.key), 'fachschaft', 'rbg'];
    if (p === '/explore/groups') return shell('Groups', '', ul(groups.map((g) => a(`${GIT}/${g}`, g))));
    if (p === '/explore/projects') { const pg = Number(q.get('page') ?? 1), last = Math.ceil(this.projects.length / 20); if (!(pg >= 1 && pg <= last) || (q.has('page') && pg === 1)) return NF;
      return shell('Projects', '', ul(this.projects.slice((pg - 1) * 20, pg * 20).map((x) => `${a(`${GIT}/${x.g}/${x.name}`, `${x.g} / ${x.name}`)} – ${esc(x.desc)}`)) + `<p>${pg > 1 ? a(`${GIT}/explore/projects${pg > 2 ? `?page=${pg - 1}` : ''}`, 'Prev') : ''} ${pg < last ? a(`${GIT}/explore/projects?page=${pg + 1}`, 'Next') : ''}</p>`); }
    const m = /^\/([a-z]+)(?:\/([a-z0-9-]+)(\/.*)?)?$/.exec(p); if (!m || !groups.includes(m[1])) return NF;
    if (!m[2]) return shell(m[1], a(`${GIT}/${m[1]}`, m[1]), ul(this.projects.filter((x) => x.g === m[1]).map((x) => `${a(`${GIT}/${x.g}/${x.name}`, x.name)} – ${esc(x.desc)}`)));
    const pi = this.projBy.get(`${m[1]}/${m[2]}`); if (pi === undefined) return NF; const x = this.projects[pi], P = `${GIT}/${x.g}/${x.name}`, rest = m[3] ?? '';
    const crumbs = `${a(`${GIT}/${x.g}`, x.g)} › ${a(P, x.name)}`, side = ul([a(P, 'Project overview'), a(`${P}/-/tree/master`, 'Repository'), a(`${P}/-/commits/master`, 'Commits'), a(`${P}/-/issues`, `Issues ${x.issues}`), a(`${P}/-/merge_requests`, 'Merge Requests'), a(`${P}/-/wikis/home`, 'Wiki')]);
    const sha = (n: number) => hex(hash(`${x.g}/${x.name}`) + n, 40), cmsg = (n: number) => { const rr = rng(hash(P) + n); return x.off ? pick(rr, [`${x.off.c.lang === 'de' ? 'Blatt' : 'Sheet'} ${1 + (n % x.off.nEx)} ${pick(rr, ['hinzugefügt', 'added', 'fix typo', 'Lösung', 'tests'])}`, 'Update README.md', `fix ${words(rr, 2)}`]) : `${pick(rr, ['Add', 'Fix', 'Refactor', 'Update', 'Remove'])} ${words(rr, 3)}`; };
    const files = x.pages ? ['config.toml', 'content/_index.md', 'content/lectures.md', 'content/exercises.md', '.gitlab-ci.yml'] : x.off ? ['README.md', 'blatt01/Main.java', 'blatt01/test/MainTest.java', 'build.gradle', '.gitlab-ci.yml'] : ['README.md', 'src/main.py', 'src/util.py', 'requirements.txt', 'LICENSE'];
    if (rest === '') return shell(`${x.g} / ${x.name}`, crumbs, `${side}<h1>${esc(x.name)}</h1><p>${esc(x.desc)}</p><p>${x.commits} Commits · ${a(`${P}/-/commit/${sha(x.commits - 1)}`, cmsg(x.commits - 1))}</p>${x.pages ? `<p>Pages: ${a(x.pages, x.pages)}</p>` : ''}<h2>README.md</h2><p>${x.off ? `${esc(this.offTitle(x.off, x.off.c.lang))}. ${x.off.where !== 'ilias' || x.off.pub ? a(x.off.url, 'Course website') : ''}` : esc(words(r, 20))}</p>${ul(files.map((f) => a(`${P}/-/blob/master/${f}`, f)))}`);
    if (rest === '/-/merge_requests' || rest === '/-/wikis/home') return go(`${GIT}/users/sign_in`);
    if (rest === '/-/tree/master') return shell(`Files · ${x.name}`, crumbs, side + ul(files.map((f) => a(`${P}/-/blob/master/${f}`, f))));
    let n: RegExpExecArray | null;
    if ((n = /^\/-\/(blob|raw)\/master\/(.+)$/.exec(rest)) && files.includes(n[2])) return n[1] === 'raw' ? ok(`# ${n[2]}\n${words(r, 40)}\n`, 'text/plain; charset=utf-8') : shell(`${n[2]} · ${x.name}`, crumbs, `${side}<pre>${esc(words(r, 60))}</pre>${a(`${P}/-/raw/master/${n[2]}`, 'Open raw')} ${a(`${P}/-/commits/master/${n[2]}`, 'History')}`);
    if ((n = /^\/-\/commits\/master(\/.+)?$/.exec(rest))) { if (n[1] && !files.includes(n[1].slice(1))) return NF; const pg = Number(q.get('page') ?? 1), last = Math.ceil(x.commits / 40); if (!(pg >= 1 && pg <= last)) return NF;
      const ks = Array.from({ length: 40 }, (_, k) => x.commits - 1 - (pg - 1) * 40 - k).filter((k) => k >= 0 && (!n![1] || hash(n![1] + k) % 3 === 0));
      return shell(`Commits · ${x.name}`, crumbs, side + ul(ks.map((k) => `${a(`${P}/-/commit/${sha(k)}`, cmsg(k))} <code>${sha(k).slice(0, 8)}</code>`)) + (pg < last ? a(`${P}/-/commits/master${n[1] ?? ''}?page=${pg + 1}`, 'Older') : '')); }
    if ((n = /^\/-\/commit\/([0-9a-f]{40})$/.exec(rest))) { const e = this.shas.get(n[1]); if (!e || e[0] !== pi) return NF; const k = e[1];
      return shell(`${cmsg(k)} (${n[1].slice(0, 8)}) · Commits · ${x.name}`, crumbs, `${side}<h1>${esc(cmsg(k))}</h1><p>${k > 0 ? `Parent ${a(`${P}/-/commit/${sha(k - 1)}`, sha(k - 1).slice(0, 8))}` : 'Initial commit'}</p><pre>${esc(Array.from({ length: int(r, 3, 30) }, () => `${pick(r, ['+', '-', ' '])} ${words(r, 5)}`).join('\n'))}</pre>${ul(files.filter(() => r() < 0.4).map((f) => a(`${P}/-/blob/master/${f}`, f)))}`); }
    if (rest === '/-/issues') { const st = q.get('state') ?? 'opened'; if (!['opened', 'closed', 'all'].includes(st)) return NF;
      return shell(`Issues · ${x.name}`, crumbs, `${side}<p>${['opened', 'closed', 'all'].map((s) => a(`${P}/-/issues?state=${s}`, s)).join(' ')}</p>${ul(Array.from({ length: x.issues }, (_, k) => x.issues - k).filter((k) => st === 'all' || (st === 'closed') === (hash(P + k) % 3 > 0)).map((k) => a(`${P}/-/issues/${k}`, `#${k} ${cap(words(rng(hash(P) + k * 3), 5))}`)))}`); }
    if ((n = /^\/-\/issues\/(\d+)$/.exec(rest))) { const k = +n[1]; if (k < 1 || k > x.issues) return NF;
      return shell(`${cap(words(rng(hash(P) + k * 3), 5))} (#${k}) · Issues · ${x.name}`, `${crumbs} › ${a(`${P}/-/issues`, 'Issues')}`, `${side}<p>${hash(P + k) % 3 > 0 ? 'Closed' : 'Open'}</p><p>${esc(words(r, 30))}</p>${ul(Array.from({ length: int(r, 0, 5) }, () => esc(words(r, 12))))}${k > 1 ? a(`${P}/-/issues/${k - 1}`, `#${k - 1}`) : ''}`); }
    return NF;
  }

  // ---------------------------------------------------------------- Confluence
  private confluence(p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, space: string, b: string) => ok(`<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${esc(t)} - ${esc(space)} - Wiki Informatik</title></head><body><div id="header">${a(`${WIKI}/dashboard.action`, 'Wiki Informatik')} ${a(`${WIKI}/spacedirectory/view.action`, 'Bereiche')} ${a(`${WIKI}/login.action?os_destination=${encodeURIComponent(p)}`, 'Anmelden')}</div><div id="main">${b}</div><div id="footer">Powered by Atlassian Confluence 6.15.9</div></body></html>`);
    const space = (k: string) => SPACES.find((s) => s[0] === k);
    if (p === '/') return go(`${WIKI}/dashboard.action`);
    if (p === '/login.action') return shell('Anmelden', '', `<form method="post"><input name="os_username"><input type="password" name="os_password"></form><p>${a(`${WIKI}/plugins/servlet/samlsso`, 'SSO')}</p>`);
    if (p === '/plugins/servlet/samlsso') return go(IDP);
    if (p === '/dashboard.action' || p === '/spacedirectory/view.action') return shell('Dashboard', 'Wiki', ul(SPACES.map(([k, n]) => a(`${WIKI}/display/${k}/`, n))));
    let m = /^\/display\/([A-Z0-9]+)\/(.*)$/.exec(p);
    const view = (i: number, version?: number): Resp => { const w = this.wiki[i], s = space(w.space)!, kids = this.wiki.filter((x, j) => x.space === w.space && j !== i && (hash(x.title) % 7 === i % 7 || (i === this.wikiBy.get(`${w.space}/${s[1].replace(/ /g, '+')}`)))).slice(0, 30), rr = rng(hash(w.title) + (version ?? 0));
      return shell(w.title, s[1], `<div class="breadcrumbs">${a(`${WIKI}/display/${w.space}/`, s[1])}</div><h1>${esc(w.title)}</h1>${version ? `<div class="aui-message">Sie sehen eine alte Version dieser Seite (v. ${version}). ${a(`${WIKI}/display/${w.space}/${w.title.replace(/ /g, '+')}`, 'Aktuelle Version anzeigen')}</div>` : ''}<p class="page-metadata">Erstellt von ${esc(pick(rr, this.people).name)}, zuletzt geändert am ${dmy(NOW - int(rr, 1, 700) * DAY)} · ${a(`${WIKI}/pages/viewpreviousversions.action?pageId=${w.id}`, 'Seitenhistorie')} · ${a(`${WIKI}/pages/viewinfo.action?pageId=${w.id}`, 'Seiteninformationen')} · ${a(`${WIKI}/spaces/flyingpdf/pdfpageexport.action?pageId=${w.id}`, 'PDF-Export')}</p>${para(rr, 3, 'de', w.off ? 'c' : 'g')}${w.off && w.off.where !== 'ilias' && hash(w.title) % 2 ? `<p>${a(w.off.url, 'Webseite der Vorlesung')}</p>` : ''}${ul(kids.map((x) => a(`${WIKI}/display/${x.space}/${x.title.replace(/ /g, '+')}`, x.title)))}`); };
    if (m) { if (!space(m[1])) return NF; if (m[2] === '') return go(`${WIKI}/display/${m[1]}/${space(m[1])![1].replace(/ /g, '+')}`); const i = this.wikiBy.get(`${m[1]}/${m[2].replace(/ /g, '+')}`); return i === undefined ? NF : view(i); }
    const id = Number(q.get('pageId')), i = this.wikiId.get(id), old = i === undefined ? this.wikiId.get(Math.floor(id / 100) - 10000000) : undefined;
    if (p === '/pages/viewpage.action') { if (i !== undefined) return view(i); if (old === undefined) return NF; const v = id % 100; return v >= 1 && v < this.wiki[old].versions ? view(old, v) : NF; }
    if (i === undefined) return NF; const w = this.wiki[i], s = space(w.space)!, oldId = (v: number) => (10000000 + w.id) * 100 + v;
    if (p === '/pages/viewpreviousversions.action') return shell(`Seitenhistorie: ${w.title}`, s[1], `<table>${Array.from({ length: w.versions }, (_, k) => w.versions - k).map((v) => `<tr><td>${v === w.versions ? a(`${WIKI}/pages/viewpage.action?pageId=${w.id}`, 'Aktuell (v. ' + v + ')') : a(`${WIKI}/pages/viewpage.action?pageId=${oldId(v)}`, `v. ${v}`)}</td><td>${dmy(NOW - (w.versions - v + 1) * 17 * DAY)}</td><td>${v > 1 ? a(`${WIKI}/pages/diffpagesbyversion.action?pageId=${w.id}&selectedPageVersions=${v}&selectedPageVersions=${v - 1}`, 'Vergleichen') : ''}</td></tr>`).join('')}</table>`);
    if (p === '/pages/diffpagesbyversion.action') { const vs = q.getAll('selectedPageVersions').map(Number); if (vs.length !== 2 || vs[0] !== vs[1] + 1 || vs[1] < 1 || vs[0] > w.versions) return NF; return shell(`Versionen vergleichen: ${w.title}`, s[1], `<p>v. ${vs[1]} → v. ${vs[0]}</p><pre>${esc(words(r, 40))}</pre>`); }
    if (p === '/pages/viewinfo.action') return shell(`Seiteninformationen: ${w.title}`, s[1], `<p>Erstellt: ${dmy(NOW - w.versions * 20 * DAY)}</p><p>${a(`${WIKI}/pages/viewpreviousversions.action?pageId=${w.id}`, 'Seitenhistorie')}</p>`);
    if (p === '/spaces/flyingpdf/pdfpageexport.action') return pdf(w.title);
    return NF;
  }

  // ---------------------------------------------------------------- Indico (endless category calendar)
  private indico(p: string, q: URLSearchParams, r: R): Resp {
    const catName = (c: number) => (c >= 10 ? `Oberseminar ${this.chairs[c - 10]?.de ?? ''}` : CATS.find((x) => x[0] === c)?.[1]);
    const shell = (t: string, b: string) => plain(`${t} · Indico`, `<div class="header">${a(`${INDICO}/`, 'Indico TU Rheinfeld')} ${a(`${INDICO}/login/`, 'Login')}</div><h1>${esc(t)}</h1>${b}`, 'en');
    if (p === '/login/') return go(IDP);
    const allCats = [...CATS.map((c) => c[0]), ...this.chairs.map((c) => 10 + c.i)];
    if (p === '/') return shell('Home', ul(allCats.map((c) => a(`${INDICO}/category/${c}/`, catName(c)!))));
    let m = /^\/category\/(\d+)\/(overview|events\.ics)?$/.exec(p);
    if (m) { const c = +m[1]; if (!catName(c)) return NF; const evs = this.events.filter((e) => e.cat === c);
      if (m[2] === 'events.ics') return ok(`BEGIN:VCALENDAR\nVERSION:2.0\n${evs.slice(0, 20).map((e) => `BEGIN:VEVENT\nUID:${e.id}@indico\nSUMMARY:${e.title}\nEND:VEVENT`).join('\n')}\nEND:VCALENDAR\n`, 'text/calendar');
      if (!m[2]) return shell(catName(c)!, `<p>${a(`${INDICO}/category/${c}/overview?date=${ymd(NOW)}&period=week`, 'Kalenderansicht')} · ${a(`${INDICO}/category/${c}/events.ics`, 'iCal')}</p>${ul(evs.map((e) => `${ymd(e.t)} ${a(`${INDICO}/event/${e.id}/`, e.title)}`))}`);
      const d = Date.parse(`${q.get('date')}T00:00:00Z`), per = q.get('period') ?? 'week', span = per === 'day' ? 1 : per === 'week' ? 7 : per === 'month' ? 30 : 0; if (!(d > 0) || !span) return NF;
      const ov = (t: number, pp = per) => `${INDICO}/category/${c}/overview?date=${ymd(t)}&period=${pp}`;
      return shell(`${catName(c)} – ${ymd(d)}`, `<p>${a(ov(d - span * DAY), '« zurück')} ${['day', 'week', 'month'].map((x) => a(ov(d, x), x)).join(' ')} ${a(ov(d + span * DAY), 'weiter »')}</p>${ul(evs.filter((e) => e.t >= d && e.t < d + span * DAY).map((e) => a(`${INDICO}/event/${e.id}/`, e.title)))}`); }
    m = /^\/event\/(\d+)\/(timetable\/|contributions\/|registration\/|event\.ics)?$/.exec(p); const e = m ? this.events.find((x) => x.id === +m![1]) : undefined; if (!m || !e) return NF;
    const E = `${INDICO}/event/${e.id}/`;
    if (m[2] === 'registration/') return go(`${INDICO}/login/?next=${encodeURIComponent(`/event/${e.id}/registration/`)}`);
    if (m[2] === 'event.ics') return ok(`BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:${e.id}@indico\nSUMMARY:${e.title}\nEND:VEVENT\nEND:VCALENDAR\n`, 'text/calendar');
    const nav = ul([a(E, 'Übersicht'), a(`${E}timetable/`, 'Zeitplan'), a(`${E}contributions/`, 'Beiträge'), a(`${E}registration/`, 'Anmeldung'), a(`${E}event.ics`, 'iCal'), a(`${INDICO}/category/${e.cat}/`, catName(e.cat)!)]);
    if (m[2] === 'timetable/') return shell(`Zeitplan: ${e.title}`, nav + `<table>${Array.from({ length: int(r, 2, 8) }, (_, k) => `<tr><td>${14 + Math.floor(k / 2)}:${k % 2 ? '30' : '00'}</td><td>${esc(words(r, 5))}</td></tr>`).join('')}</table>`);
    if (m[2] === 'contributions/') return shell(`Beiträge: ${e.title}`, nav + ul(Array.from({ length: int(r, 1, 6) }, () => esc(words(r, 6)))));
    return shell(e.title, `${nav}<p>${dmy(e.t)}, ${pick(r, ['16:00', '17:15', '14:00'])} · ${pick(r, ROOMS)}</p><p>${words(r, 40)}</p>`);
  }

  // ---------------------------------------------------------------- publication database (combinable facets: a trap)
  private pubTitle(id: number): string { const r = rng(id * 7 + 1); return `${cap(words(r, int(r, 4, 9), ['efficient', 'scalable', 'verified', 'learning', 'secure', 'adaptive', 'graph', 'neural', 'distributed', 'model', 'checking', 'queries', 'networks', 'software', 'analysis', 'towards', 'robust', 'privacy', 'energy', 'parallel', 'routing', 'interfaces', 'benchmark', 'compilers']))}`; }
  private pub(id: number) { const r = rng(id * 7 + 2); return { year: int(r, 2008, 2020), type: pick(r, PUBTYPES), chair: pick(r, this.chairs), authors: Array.from({ length: int(r, 1, 4) }, () => pick(r, this.people)) }; }
  private pubdb(p: string, q: URLSearchParams, r: R): Resp {
    const shell = (t: string, b: string) => plain(`${t} – Publikationen der Fakultät für Informatik`, `<div class="nav">${a(`${PUB}/`, 'Publikationen')} ${a(`${PUB}/year/2020`, '2020')} ${a(`${PUB}/year/2019`, '2019')} ${a(`${WWW}/de/forschung/`, 'Forschung')}</div><h1>${esc(t)}</h1>${b}`);
    const row = (id: number) => { const x = this.pub(id); return `${x.authors.map((y) => a(`${PUB}/author/${y.slug}`, y.name)).join(', ')}: ${a(`${PUB}/pub/${10000 + id}`, this.pubTitle(id))}. ${x.year}. ${a(`${PUB}/pub/${10000 + id}/bibtex`, 'BibTeX')}`; };
    if (p === '/') { const pg = Number(q.get('page') ?? 1), last = Math.ceil(this.nPubs / 50); if (!(pg >= 1 && pg <= last)) return NF;
      return shell('Alle Publikationen', `<p>Filter: ${[...Array(6)].map((_, k) => a(`${PUB}/search?year=${2020 - k}`, String(2020 - k))).join(' ')} ${PUBTYPES.map((t) => a(`${PUB}/search?type=${t}`, t)).join(' ')}</p>${ul(Array.from({ length: 50 }, (_, k) => (pg - 1) * 50 + k).filter((k) => k < this.nPubs).map(row))}<p>${pg > 1 ? a(`${PUB}/?page=${pg - 1}`, '« zurück') : ''} ${pg < last ? a(`${PUB}/?page=${pg + 1}`, 'weiter »') : ''}</p>`); }
    let m = /^\/pub\/(\d+)(\/bibtex|\.pdf)?$/.exec(p);
    if (m) { const id = +m[1] - 10000; if (!(id >= 0 && id < this.nPubs)) return NF; const x = this.pub(id);
      if (m[2] === '.pdf') return id % 3 ? pdf(this.pubTitle(id)) : go(IDP);
      if (m[2]) return ok(`@${x.type}{tur${id},\n  title = {${this.pubTitle(id)}},\n  author = {${x.authors.map((y) => y.name).join(' and ')}},\n  year = {${x.year}}\n}\n`, 'text/x-bibtex; charset=utf-8');
      return shell(this.pubTitle(id), `<p>${x.authors.map((y) => a(`${PUB}/author/${y.slug}`, y.name)).join(', ')}</p><p>${x.type}, ${a(`${PUB}/year/${x.year}`, String(x.year))}, ${a(`${PUB}/search?chair=${x.chair.key}`, x.chair.de)}</p><h2>Abstract</h2><p>${words(r, 60)}</p><p>${a(`${PUB}/pub/${10000 + id}.pdf`, 'Volltext (PDF)')} · ${a(`${PUB}/pub/${10000 + id}/bibtex`, 'BibTeX')}</p>`); }
    if ((m = /^\/author\/([a-z0-9-]+)$/.exec(p))) { const y = this.bySlug.get(m[1]); if (!y) return NF; return shell(y.name, `<p>${a(this.profUrl(y, 'de'), 'Profil')}</p>${ul(Array.from({ length: this.nPubs }, (_, k) => k).filter((k) => this.pub(k).authors.includes(y)).slice(0, 80).map(row))}`); }
    if ((m = /^\/year\/(\d{4})$/.exec(p))) { const y = +m[1]; if (y < 2008 || y > 2020) return NF; return shell(`Publikationen ${y}`, `<p>${a(`${PUB}/search?year=${y}`, 'Filtern')}</p>${ul(Array.from({ length: this.nPubs }, (_, k) => k).filter((k) => this.pub(k).year === y).slice(0, 120).map(row))}`); }
    if (p === '/search') { const F: Record<string, string[]> = { year: Array.from({ length: 13 }, (_, k) => String(2020 - k)), type: PUBTYPES, chair: this.chairs.map((c) => c.key), lang: ['de', 'en'], oa: ['yes', 'no'] };
      const keys = [...q.keys()]; if (!keys.length || keys.some((k) => k !== 'page' && (!F[k] || !F[k].includes(q.get(k)!))) || new Set(keys).size !== keys.length) return NF;
      const pg = Number(q.get('page') ?? 1); if (!(pg >= 1 && pg <= 5)) return NF;
      const qs = (entries: [string, string][]) => `${PUB}/search?${entries.map(([k, v]) => `${k}=${v}`).join('&')}`, cur = keys.filter((k) => k !== 'page').map((k): [string, string] => [k, q.get(k)!]);
      const hits = Array.from({ length: 20 }, () => int(r, 0, this.nPubs - 1));
      return shell(`Suche: ${cur.map(([k, v]) => `${k}=${v}`).join(', ')}`, `<div class="facets">${Object.keys(F).map((k) => `<h3>${k}</h3>${q.has(k) ? a(cur.length > 1 ? qs(cur.filter(([k2]) => k2 !== k)) : `${PUB}/`, `✕ ${q.get(k)}`) : ul(F[k].map((v) => a(qs([...cur, [k, v]]), v)))}`).join('')}</div>${ul(hits.map(row))}<p>${pg < 5 ? a(qs([...cur, ['page', String(pg + 1)]]), 'weiter »') : ''}</p>`); }
    return NF;
  }

  // ---------------------------------------------------------------- photo gallery
  private fotos(p: string, q: URLSearchParams, r: R): Resp {
    const albums = Array.from({ length: 36 }, (_, i) => ({ slug: `${slugify(ALBUMS[i % ALBUMS.length])}-${2016 + Math.floor(i / ALBUMS.length)}`, name: `${ALBUMS[i % ALBUMS.length]} ${2016 + Math.floor(i / ALBUMS.length)}`, n: 25 + (hash(`alb${i}`) % 70) }));
    const shell = (t: string, b: string) => plain(`${t} | Fotogalerie Informatik`, `<div>${a(`${FOTO}/`, 'Fotogalerie')} · ${a(`${WWW}/de/`, 'Fakultät')}</div><h1>${esc(t)}</h1>${b}`);
    if (p === '/') return shell('Alben', ul(albums.map((x) => a(`${FOTO}/album/${x.slug}/`, `${x.name} (${x.n})`))));
    const m = /^\/(album|image)\/([a-z0-9-]+)\/(?:(\d+)\/|(\d+)_large\.jpg)?$/.exec(p), al = m ? albums.find((x) => x.slug === m[2]) : undefined; if (!m || !al) return NF;
    if (m[1] === 'image') return m[4] && +m[4] >= 1 && +m[4] <= al.n ? jpeg() : NF;
    if (m[3] === undefined) { const pg = Number(q.get('page') ?? 1), last = Math.ceil(al.n / 30); if (!(pg >= 1 && pg <= last)) return NF;
      return shell(al.name, `<div class="thumbs">${Array.from({ length: 30 }, (_, k) => (pg - 1) * 30 + k + 1).filter((k) => k <= al.n).map((k) => `<a href="${FOTO}/album/${al.slug}/${k}/"><img src="${FOTO}/image/${al.slug}/${k}_thumb.jpg" alt="${k}"></a>`).join('')}</div><p>${pg > 1 ? a(`${FOTO}/album/${al.slug}/?page=${pg - 1}`, '«') : ''} ${pg < last ? a(`${FOTO}/album/${al.slug}/?page=${pg + 1}`, '»') : ''}</p>`); }
    const k = +m[3]; if (k < 1 || k > al.n) return NF;
    return shell(`${al.name} – Bild ${k}`, `<p>${a(`${FOTO}/image/${al.slug}/${k}_large.jpg`, 'Originalgröße')}</p><p>${k > 1 ? a(`${FOTO}/album/${al.slug}/${k - 1}/`, '« vorheriges') : ''} ${a(`${FOTO}/album/${al.slug}/`, 'Album')} ${k < al.n ? a(`${FOTO}/album/${al.slug}/${k + 1}/`, 'nächstes »') : ''}</p><p>Foto: ${esc(pick(r, this.people).name)}</p>`);
  }

  // ---------------------------------------------------------------- exam registration (behind SSO) and public exam schedules
  private exams(p: string, r: R): Resp {
    const shell = (t: string, b: string) => plain(`${t} – Campus-Portal`, `<div>${a(`${EXAM}/`, 'Campus-Portal')} ${a(`${EXAM}/anmeldung/`, 'Prüfungsanmeldung')} ${a(`${EXAM}/notenspiegel/`, 'Notenspiegel')}</div><h1>${esc(t)}</h1>${b}`);
    if (p === '/') return shell('Prüfungsverwaltung', `<p>Bitte melden Sie sich mit Ihrem TU-Account an.</p>${ul(['ws1920', 'ss2020'].map((s) => a(`${EXAM}/pruefungsplan/${s}/`, `Prüfungsplan ${semName(s, 'de')}`)))}`);
    const m = /^\/pruefungsplan\/(ws1920|ss2020)\/$/.exec(p);
    if (m) return shell(`Prüfungsplan ${semName(m[1], 'de')}`, `<table><tr><th>Prüfung</th><th>Datum</th><th>Raum</th></tr>${this.offs.filter((o) => o.sem === m[1] && o.c.kind === 'V').map((o) => `<tr><td>${o.c.code} ${esc(o.c.de)}</td><td>${dmy(SEMSTART[o.sem] + int(r, 110, 150) * DAY)}</td><td>${pick(r, ROOMS)}</td></tr>`).join('')}</table><p>${a(`${EXAM}/anmeldung/`, 'Zur Anmeldung')}</p>`);
    return go(IDP);
  }

  // ---------------------------------------------------------------- Opencast lecture recordings
  private video(p: string, q: URLSearchParams): Resp {
    const id = q.get('id') ?? q.get('epFrom') ?? '', e = this.videos.get(id), series = [...this.offs].find((o) => o.video && this.uuid(o, 0) === id);
    if (p === '/paella/ui/watch.html' && e) { const [o, n] = e; return plain(`${o.c.abbr} – ${o.c.lang === 'de' ? 'Vorlesung' : 'Lecture'} ${n} (${ymd(SEMSTART[o.sem] + (n - 1) * 3.5 * DAY)})`, `<div id="player" data-id="${id}"></div><p>${a(`${VIDEO}/engage/ui/index.html?epFrom=${this.uuid(o, 0)}`, 'Serie')}</p>${n > 1 ? a(`${VIDEO}/paella/ui/watch.html?id=${this.uuid(o, n - 1)}`, '« previous') : ''}`, o.c.lang); }
    if (p === '/engage/ui/index.html' && series) return plain(`${this.title(series.c, series.c.lang)} ${semName(series.sem, series.c.lang)} – Opencast`, ul(Array.from({ length: series.nLec }, (_, n) => a(`${VIDEO}/paella/ui/watch.html?id=${this.uuid(series, n + 1)}`, `${series.c.abbr} ${n + 1}`))));
    return NF;
  }

  // ---------------------------------------------------------------- the university's central site
  private uni(p: string, r: R): Resp {
    const pages: Record<string, string> = { '/': 'Technische Universität Rheinfeld', '/corona/': 'Informationen zum Coronavirus', '/studium/': 'Studium', '/fakultaeten/': 'Fakultäten', '/impressum/': 'Impressum', '/datenschutz/': 'Datenschutz', '/it/passwort/': 'Passwort vergessen', '/en/': 'TU Rheinfeld (English)' };
    if (!pages[p]) return NF;
    return plain(pages[p], `<div>${Object.keys(pages).map((k) => a(`${UNI}${k}`, pages[k])).join(' · ')}</div><h1>${esc(pages[p])}</h1><p>${words(r, 40)}</p>${p === '/fakultaeten/' || p === '/' ? ul([a(`${WWW}/de/`, 'Fakultät für Informatik'), a(`${ILIAS}/`, 'ILIAS'), a(`${CAMPUS}/lsf/`, 'LSF')]) : ''}`);
  }
}

function cap(s: string): string { return s.charAt(0).toUpperCase() + s.slice(1); }
