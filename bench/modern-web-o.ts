/**
 * Rehearsal web O: the Departamento de Informática y Sistemas (DIS) and the Escuela Técnica Superior de Ingeniería Informática
 * (ETSINF) of a (fictional) Spanish university, the "Universidad de Almenara" (`ualmenara.es`), as an archiving crawler would have
 * captured it on Wednesday 18 March 2020 — segundo cuatrimestre of curso 2019-2020, the first week of docencia no presencial after
 * the university suspended face-to-face teaching on 13 March (COVID-19). Written apart from the crawler (nothing under src/ was
 * read), for bench/modern-warc.ts (`--layout o`). Everything lives under the one registrable domain `ualmenara.es`; external
 * links (Teams, Twitter, Bootstrap CDN) point off-site and are ignored by the harness.
 *
 * Seed: https://www.ualmenara.es/es/etsinf — the ETSINF's page on the university's Liferay portal (its own robots.txt in `robots`),
 * with Valencian (`/va/…`) and English (`/en/…`) twins, a COVID-19 banner and a top bar (intranet, correo, PoliformaT archive, Aula
 * Virtual, guía docente, horarios, OpenCourseWare, RiuAL). The department's Drupal 7 site is `www.dis.ualmenara.es`, which also
 * serves the teachers' Apache userdirs `~login/`; newer personal pages live on `personales.ualmenara.es/login/`.
 *
 * Vocabulary: Spanish (some Valencian and English), course codes `11566` with siglas `SO`, `EDA`, `ISW` (Grado en Ingeniería
 * Informática), `34502` DLE etc. (English-taught Máster en Ingeniería Informática / Máster en Ciencia de Datos), EUI codes `2535`
 * `SO1` (I.T. Informática de Gestión/Sistemas, extinguished 2016); curso académico, cuatrimestre A/B, créditos ECTS, temario, tema3.pdf,
 * prácticas, boletines, exámenes (ordinaria/recuperación), avisos, profesorado, tutorías, guía docente, grupos 2A/2B; teachers with
 * two surnames (`jgarcia` José García Ferrer) in áreas LSI/CCIA/ATC/EIO with categories CU/TU/TEU/CD/AD/AS.
 *
 * COURSE HOMES (`courseHomes`, 271: one per asignatura × curso with a public page of its own, 2014-2015 … 2019-2020, from 299
 * editions of 62 asignaturas — 39 have no public page — plus 11 public LMS courses of other schools):
 *  1. `dept` (83): the department's Drupal by curso from 2016-2017, `www.dis…/docencia/asignaturas/2019-2020/11566-sistemas-operativos/`
 *     (English-taught: `/en/teaching/courses/2019-2020/34502-deep-learning/`), tabs `temario/`, `practicas/`, `boletines/`,
 *     `evaluacion/`, `calendario/`, `avisos/` (+ `avisos/N/`), `profesorado/`, files under `/sites/default/files/asignaturas/…/tema3.pdf`;
 *     spring-2020 pages lead with the COVID avisos. `index.html`, slashless and `utm_` variants 301; `/va/docencia/assignatures/…` 302s.
 *     The same URL for an asignatura hosted elsewhere (or only in the Aula Virtual) is a stub pointing there (not a home).
 *  2. `user` (100): teachers' pages in three schemes — `www.dis…/~jgarcia/docencia/eda/1415/` (47, 24 of them 2014-17 framesets whose
 *     `menu.html`/`principal.html` are subpages; `~login/docencia/eda/` lists years), flat files `www.dis…/~pgomez/prg1920.html` (21,
 *     documents in `~pgomez/prg1920/`) and `personales…/mlopez/asignaturas/bda/2018-2019/` (32); 2014-16 pages of old-style teachers in
 *     table/font markup. "Moved to the Aula Virtual" stubs (14) sit where a teacher's later editions would be.
 *  3. `lms` (25 + 11): public PoliformaT (Sakai) sites `poliformat…/portal/site/GRA_11560_2016` (18, 2014-2017, listed per curso under
 *     "Sitios públicos") and guest Aula Virtual (Moodle 3.5) courses `aulavirtual…/course/view.php?id=4612` (7, from 2017-18), plus 11
 *     public courses of other schools; the ~380 other LMS courses 302/303 to CAS and are not homes.
 *  4. `pages` (17): Jekyll course sites on GitLab Pages, one project per curso, `https://csd.pages.dis…/curso-1920/` (`temario/`,
 *     `practicas/p2/`, `calendario/`, `avisos/`, `feed.xml`, `index.html` twin).
 *  5. `eui` (21): the frozen http-only PHP site of the former Escuela Universitaria de Informática, merged into the ETSINF in September
 *     2016: `http://www.eui…/asignaturas/1516/so1/` (`temario.php`, `practicas.php`, `docs/tema3.pdf`; `index.php` 301s).
 *  6. `ocw` (14): OpenCourseWare (Plone/eduCommons) editions, `ocw…/ensenanzas-tecnicas/estructuras-de-datos-y-algoritmos-2015`
 *     (`programa`, `materiales-de-clase/tema-3`, `ejercicios`, …; a trailing slash 301s).
 *
 * HUBS (not homes): the department's curso lists with `?cuatrimestre=`/`?titulacion=`/`?orden=` filters (es/va/en), the year index,
 * per-asignatura edition lists (`/docencia/asignatura/11566/`), the staff directory (`?area=`, `?letra=`) and profiles with "Docencia"
 * (es/va/en), "Páginas personales del profesorado", userdir and `personales` indexes, plan de estudios per curso on www (some rows
 * link the course page), the EUI's `asignaturas.php?curso=1516`, OCW's `ensenanzas-tecnicas/informatica`, PoliformaT's public sites and
 * Moodle categories, guía docente fichas with "Página web de la asignatura", course-start news, GitLab READMEs of Pages projects, the
 * Delegación's exam pages and its (unofficial) COVID list. Links to homes mix http/https, slashless, `index.html` and `utm_`.
 *
 * COURSE-RELATED NON-HOMES: guía docente fichas (`guiadocente…/guia/2019-2020/asignatura/11566`, `?idioma=va|en`, `/pdf`) and its
 * faceted search (curso × titulación × cuatrimestre × idioma × page), course subpages and files, frames' menus, stubs, PoliformaT tools
 * and `/access/content/…` files, Moodle sections/resources/forums, timetables per asignatura, the exam calendar, news about a course.
 *
 * NOISE AND TRAPS (most of the 54,000 records): Liferay news in three languages with category/year facets and pagers, an endless
 * agenda (`?mes=`, `?semana=`, `?tipo=`) with iCal; RiuAL (DSpace 6: discover facets that stack, sorts, rpp, browse by date/author/
 * title, items with `?show=full` and bitstreams); horarios with `;jsessionid=` in the path and endless weeks per grupo; a Piwigo gallery
 * (80 albums, photos with prev/next and size variants); a MediaWiki (histories, oldids, diffs, recent changes with day/limit variants;
 * edit → CAS); a GitLab (explore sorts, commit lists, commits, trees and blobs per commit, blame 500s); a Redmine (issue sorts/filters,
 * endless activity); Mailman/pipermail (8 lists × 75 months × 4 views + messages); lab-log autoindexes with `?C=M;O=D`; the frozen EUI's
 * endless calendar.php and news pager; the Delegación de Alumnos' WordPress (`?replytocom=`, pagers); CAS walls
 * (`cas…/cas/login?service=…`) for intranet, correo, Moodle, PoliformaT, GitLab, wiki edits; Apache/nginx/CMS 404s and redirects.
 *
 * Breadth-first from the seed (bench/modern-warc.ts, 54,000 records from 31 hosts in ~16 s, 39 MB gzipped, 236 revisits) archives
 * all 271 homes; the evaluator's BFS finds 50% of them after 26,741 fetches, 90% after 28,925 and the last after 28,998 (nearly all
 * homes sit four links from the seed, behind ~13,500 pages of gallery, pipermail, RiuAL, news and wiki at depth ≤3). `respond` is pure
 * and deterministic (all randomness is `rng(hash(…))` of URLs or stable keys).
 */
import { hash, rng, type Resp } from './modern-web.js';
import { a, bin, esc, hex, html, int, li, moved, pad, pick, slugify, sortParams, textKit, type R } from './web-kit.js';

// =====================================================================================================================
// Hosts, vocabulary, calendar
// =====================================================================================================================

const DOM = 'ualmenara.es';
const H = {
  www: `www.${DOM}`,
  bare: DOM,
  dis: `www.dis.${DOM}`,
  disBare: `dis.${DOM}`,
  pers: `personales.${DOM}`,
  guia: `guiadocente.${DOM}`,
  poli: `poliformat.${DOM}`,
  aula: `aulavirtual.${DOM}`,
  eui: `www.eui.${DOM}`,
  ocw: `ocw.${DOM}`,
  cas: `cas.${DOM}`,
  repo: `repositorio.${DOM}`,
  hor: `horarios.${DOM}`,
  fotos: `fotos.${DOM}`,
  wiki: `wiki.dis.${DOM}`,
  git: `gitlab.dis.${DOM}`,
  redmine: `redmine.dis.${DOM}`,
  listas: `listas.${DOM}`,
  lab: `lab.dis.${DOM}`,
  da: `www.daetsinf.${DOM}`,
  intra: `intranet.${DOM}`,
  mail: `correo.${DOM}`,
};
const PAGES = `.pages.dis.${DOM}`;
const WWW = `https://${H.www}`;
const DIS = `https://${H.dis}`;
const PERS = `https://${H.pers}`;
const GUIA = `https://${H.guia}`;
const POLI = `https://${H.poli}`;
const AULA = `https://${H.aula}`;
const EUI = `http://${H.eui}`;
const OCW = `https://${H.ocw}`;
const CAS = `https://${H.cas}`;
const REPO = `https://${H.repo}`;
const HOR = `https://${H.hor}`;
const FOTOS = `https://${H.fotos}`;
const WIKI = `https://${H.wiki}`;
const GIT = `https://${H.git}`;
const RM = `https://${H.redmine}`;
const LISTAS = `https://${H.listas}`;
const LAB = `http://${H.lab}`;
const DA = `https://${H.da}`;
/** Hosts served on https only (http 301s); the frozen EUI site and the lab host are http only; personales answers both. */
const HTTPS_ONLY = new Set([H.www, H.bare, H.dis, H.disBare, H.guia, H.poli, H.aula, H.ocw, H.cas, H.repo, H.hor, H.fotos, H.wiki, H.git, H.redmine, H.listas, H.da, H.intra, H.mail]);

const VOCAB = `de la el en y a los las del se por con para un una que es su al como más o sobre este esta entre desde también
estudiantes asignatura docencia curso cuatrimestre profesorado alumnado examen prácticas teoría laboratorio grupo evaluación
calificación entrega memoria proyecto trabajo seminario tutoría horario aula matrícula créditos titulación grado máster
escuela departamento universidad investigación programación algoritmos datos sistemas redes seguridad software hardware
inteligencia artificial aprendizaje automático computadores información gestión desarrollo diseño análisis modelo red
congreso artículo revista tesis doctoral defensa premio convocatoria beca ayuda proyecto financiación empresa convenio
jornada conferencia charla taller concurso hackathon estudiantes egresados empleo prácticas-en-empresa movilidad Erasmus
campus biblioteca servicio informática comunicación noticia actividad presentación resultados innovación tecnología
i el la dels les per amb una que és curs assignatura professorat alumnat examen pràctiques universitat escola departament
students course teaching research university school department computer science lab exam project results the of and to in`.split(/\s+/);
const T = textKit(VOCAB);

const NOMBRES = 'José Antonio Manuel Francisco Juan David Javier Carlos Miguel Rafael Pedro Pablo Sergio Vicente Jorge Alberto Enrique Ramón Joaquín Salvador María Carmen Ana Isabel Laura Cristina Marta Elena Pilar Lucía Rosa Nuria Silvia Amparo Inmaculada Begoña Consuelo Jordi Vicent Josep Núria Montserrat Alejandro Daniel Adrián Irene Paula Andrea Claudia Hugo Álvaro'.split(' ');
const APELLIDOS = 'García Martínez López Sánchez González Pérez Rodríguez Fernández Gómez Ruiz Navarro Ferrer Soler Ortega Moreno Jiménez Vidal Castillo Romero Torres Blasco Sanchis Llorens Martí Puig Ribera Monzó Cabrera Alonso Domínguez Gil Serrano Molina Marín Iborra Peris Albert Climent Escrivá Bataller Tormo Mas Beltrán Esteve Segarra'.split(' ');
const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/·/g, '');
const slug = (s: string) => slugify(ascii(s));
const lc = (s: string) => s.toLowerCase();

const DAY = 86400000;
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY);
const dOf = (n: number) => new Date(n * DAY);
const MES = 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ');
const MES_VA = 'gener febrer març abril maig juny juliol agost setembre octubre novembre desembre'.split(' ');
const MONTH = 'January February March April May June July August September October November December'.split(' ');
const DIA = 'domingo lunes martes miércoles jueves viernes sábado'.split(' ');
const fmtEs = (n: number) => { const d = dOf(n); return `${d.getUTCDate()} de ${MES[d.getUTCMonth()]} de ${d.getUTCFullYear()}`; };
const fmtVa = (n: number) => { const d = dOf(n); return `${d.getUTCDate()} de ${MES_VA[d.getUTCMonth()]} de ${d.getUTCFullYear()}`; };
const fmtEn = (n: number) => { const d = dOf(n); return `${d.getUTCDate()} ${MONTH[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };
const fmtDmy = (n: number) => { const d = dOf(n); return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`; };
const fmtISO = (n: number) => dOf(n).toISOString().slice(0, 10);
const weekday = (n: number) => dOf(n).getUTCDay();
const mondayOnOrAfter = (n: number) => { while (weekday(n) !== 1) n++; return n; };
const mondayOf = (n: number) => n - ((weekday(n) + 6) % 7);
function isoWeek(n: number): [number, number] {
  const th = n + 3 - ((weekday(n) + 6) % 7);
  const y = dOf(th).getUTCFullYear();
  return [y, 1 + Math.floor((th - dayOf(y, 1, 1)) / 7)];
}
const mondayOfWeek = (y: number, w: number) => mondayOf(dayOf(y, 1, 4)) + (w - 1) * 7;
/** The capture: Wednesday 18 March 2020, the first week of docencia no presencial (classes suspended from 13 March). */
const NOW = dayOf(2020, 3, 18);
const COVID = dayOf(2020, 3, 12);

interface Year { idx: number; y: number; key: string; short: string; yy: string; a: number; b: number }
const YEARS: Year[] = [];
for (let y = 2014; y <= 2019; y++) YEARS.push({ idx: YEARS.length, y, key: `${y}-${y + 1}`, short: `${pad(y % 100)}${pad((y + 1) % 100)}`, yy: `${pad(y % 100)}-${pad((y + 1) % 100)}`, a: mondayOnOrAfter(dayOf(y, 9, 7)), b: mondayOnOrAfter(dayOf(y + 1, 1, 31)) });
const CUR = YEARS[5];
const yearByKey = new Map(YEARS.map((y) => [y.key, y]));
const yearByShort = new Map(YEARS.map((y) => [y.short, y]));

const AULAS = ['1G 0.1', '1G 0.2', '1G 1.3', '1G 2.4', '1E 0.5', '1E 1.1', 'Aula 1.5 (1B)', 'Aula 2.2 (1B)', 'Salón de Actos ETSINF', 'Lab. 0S02', 'Lab. 0S04', 'Lab. 1L05', 'Lab. 2L03', 'Lab. 2S11', 'Aula Magna', 'Sala de Grados DIS'];

// =====================================================================================================================
// Áreas, profesorado, asignaturas
// =====================================================================================================================

const AREAS: { key: string; es: string; va: string; en: string }[] = [
  { key: 'lsi', es: 'Lenguajes y Sistemas Informáticos', va: 'Llenguatges i Sistemes Informàtics', en: 'Computer Languages and Systems' },
  { key: 'ccia', es: 'Ciencia de la Computación e Inteligencia Artificial', va: 'Ciència de la Computació i Intel·ligència Artificial', en: 'Computer Science and Artificial Intelligence' },
  { key: 'atc', es: 'Arquitectura y Tecnología de Computadores', va: 'Arquitectura i Tecnologia de Computadors', en: 'Computer Architecture and Technology' },
  { key: 'eio', es: 'Estadística e Investigación Operativa', va: 'Estadística i Investigació Operativa', en: 'Statistics and Operations Research' },
];
const areaBy = new Map(AREAS.map((x) => [x.key, x]));

type Kind = 'dept' | 'user' | 'lms' | 'pages' | 'eui' | 'ocw' | 'none';
/** How a teacher lays out course pages: `~login/docencia/so/1516/`, `personales…/login/asignaturas/so/2018-2019/`, flat `~login/so1516.html`. */
type Scheme = 'docencia' | 'personal' | 'flat';
type Style = 'old' | 'plain' | 'modern';
interface Teacher { login: string; nombre: string; name: string; cat: string; area: string; style: Style; scheme: Scheme; userdir: boolean; joined: number; pref: Kind[]; despacho: string; ext: string; id: number }
const PREF: Record<string, Kind> = { d: 'dept', u: 'user', l: 'lms', n: 'none' };
const CAT: Record<string, [string, string]> = { CU: ['Catedrático/a de Universidad', 'Full Professor'], TU: ['Profesor/a Titular de Universidad', 'Associate Professor'], TEU: ['Profesor/a Titular de Escuela Universitaria', 'Lecturer'], CD: ['Profesor/a Contratado/a Doctor/a', 'Assistant Professor (tenured)'], AD: ['Profesor/a Ayudante Doctor/a', 'Assistant Professor'], AS: ['Profesor/a Asociado/a', 'Adjunct Lecturer'] };
// login|nombre|apellidos|categoría|área|estilo|esquema|userdir|incorporación|preferencias
const TEACHERS: Teacher[] = `jgarcia|José|García Ferrer|CU|lsi|old|docencia|1|1990|uudn
mlopez|María|López Navarro|TU|lsi|modern|personal|1|2005|ddlun
asanchis|Antonio|Sanchis Llorens|TU|lsi|plain|docencia|1|1998|dduln
cmarti|Cristina|Martí Soler|CD|lsi|modern|personal|1|2011|ddlln
pgomez|Pedro|Gómez Ribera|TEU|lsi|old|flat|1|1988|uuln
lperis|Laura|Peris Climent|AD|lsi|modern|personal|1|2016|ddln
vblasco|Vicente|Blasco Tormo|TU|lsi|plain|flat|1|1996|udln
efernandez|Elena|Fernández Mas|CD|lsi|modern|docencia|0|2012|ddlln
fnavarro|Francisco|Navarro Puig|CU|ccia|old|docencia|1|1991|uudn
imoreno|Inmaculada|Moreno Segarra|TU|ccia|plain|personal|1|2002|ddlun
jcastillo|Javier|Castillo Monzó|TU|ccia|modern|personal|1|2007|ddlln
asoler|Amparo|Soler Esteve|CD|ccia|plain|docencia|1|2009|duln
dromero|David|Romero Gil|AD|ccia|modern|personal|1|2017|ddln
rtorres|Rafael|Torres Albert|TEU|ccia|old|flat|1|1992|uuln
ncabrera|Nuria|Cabrera Iborra|TU|ccia|modern|personal|1|2010|dduln
sjimenez|Sergio|Jiménez Bataller|CD|ccia|plain|docencia|0|2013|ddlln
mmartinez|Miguel|Martínez Escrivá|CU|atc|old|docencia|1|1989|uudln
bortega|Begoña|Ortega Vidal|TU|atc|plain|flat|1|1999|udlln
jpuig|Jordi|Puig Sanchis|TU|atc|modern|personal|1|2006|ddlun
cdominguez|Carmen|Domínguez Marín|CD|atc|plain|docencia|1|2008|duln
aalonso|Alberto|Alonso Beltrán|AD|atc|modern|personal|1|2015|ddln
rruiz|Rosa|Ruiz Serrano|TEU|atc|old|flat|1|1993|uuln
vmolina|Vicent|Molina Ferrer|TU|atc|plain|docencia|1|2001|ddlun
sgonzalez|Silvia|González Tormo|CD|atc|modern|personal|0|2014|ddlln
jrodriguez|Joaquín|Rodríguez Llorens|TU|eio|plain|docencia|1|2000|ddln
pperez|Pilar|Pérez Gil|AS|lsi|plain|flat|1|2010|duln
esanchez|Enrique|Sánchez Climent|AS|atc|plain|docencia|0|2012|dlln
lvidal|Lucía|Vidal Esteve|AD|ccia|modern|personal|1|2018|ddln`
  .split('\n')
  .map((line, i) => {
    const [login, nombre, apellidos, cat, area, style, scheme, ud, joined, pref] = line.split('|');
    const r = rng(hash(`t:${login}`));
    return { login, nombre, name: `${nombre} ${apellidos}`, cat, area, style: style as Style, scheme: scheme as Scheme, userdir: ud === '1', joined: Number(joined), pref: [...pref].map((c) => PREF[c]), despacho: `${pick(r, ['1G', '1F', '1E'])}-${int(r, 1, 3)}-${pad(int(r, 1, 40))}`, ext: `7${pad(int(r, 3000, 3999), 4)}`, id: 1200 + i * 17 };
  });
const teacherBy = new Map(TEACHERS.map((t) => [t.login, t]));

interface Course { code: string; abbr: string; es: string; va: string; en: string; ects: number; level: string; cuat: 'A' | 'B'; area: string; topic: string; lang: 'es' | 'en'; tit: string; eui: boolean }
// código|siglas|castellano|valenciano|inglés|ECTS|curso|cuatrimestre|área|tema|idioma|titulación
const COURSES: Course[] = `11556|FPR|Fundamentos de Programación|Fonaments de Programació|Programming Fundamentals|6|1|A|lsi|prog|es|gii
11557|FCO|Fundamentos de Computadores|Fonaments de Computadors|Computer Fundamentals|6|1|A|atc|arch|es|gii
11558|MAD|Matemática Discreta|Matemàtica Discreta|Discrete Mathematics|6|1|A|ccia|theory|es|gii
11560|PRG|Programación|Programació|Programming|6|1|B|lsi|prog|es|gii
11561|ETC|Estructura de Computadores|Estructura de Computadors|Computer Structure|6|1|B|atc|arch|es|gii
11562|EST|Estadística|Estadística|Statistics|6|2|A|eio|stats|es|gii
11563|EDA|Estructuras de Datos y Algoritmos|Estructures de Dades i Algorismes|Data Structures and Algorithms|6|2|A|lsi|algo|es|gii
11564|TAL|Teoría de Autómatas y Lenguajes Formales|Teoria d'Autòmats i Llenguatges Formals|Automata Theory and Formal Languages|6|2|A|ccia|theory|es|gii
11566|SO|Sistemas Operativos|Sistemes Operatius|Operating Systems|6|2|A|atc|os|es|gii
11565|BDA|Bases de Datos|Bases de Dades|Databases|6|2|B|lsi|db|es|gii
11567|RED|Redes de Computadores|Xarxes de Computadors|Computer Networks|6|2|B|atc|net|es|gii
11568|CNU|Computación Numérica|Computació Numèrica|Numerical Computing|6|2|B|ccia|num|es|gii
11569|ISW|Ingeniería del Software|Enginyeria del Programari|Software Engineering|6|2|B|lsi|se|es|gii
11596|LTP|Lenguajes, Tecnologías y Paradigmas de la Programación|Llenguatges, Tecnologies i Paradigmes de la Programació|Programming Languages, Technologies and Paradigms|6|2|B|lsi|prog|es|gii
11570|ADA|Análisis y Diseño de Algoritmos|Anàlisi i Disseny d'Algorismes|Algorithm Analysis and Design|6|3|A|lsi|algo|es|gii
11571|SIN|Sistemas Inteligentes|Sistemes Intel·ligents|Intelligent Systems|6|3|A|ccia|ai|es|gii
11572|CSD|Concurrencia y Sistemas Distribuidos|Concurrència i Sistemes Distribuïts|Concurrency and Distributed Systems|6|3|A|atc|dist|es|gii
11581|DEW|Desarrollo Web|Desenvolupament Web|Web Development|4.5|3|A|lsi|web|es|gii
11583|SAR|Sistemas de Almacenamiento y Recuperación de Información|Sistemes d'Emmagatzematge i Recuperació d'Informació|Information Storage and Retrieval Systems|4.5|3|A|lsi|db|es|gii
11584|TSR|Tecnologías de los Sistemas de Información en la Red|Tecnologies dels Sistemes d'Informació en la Xarxa|Networked Information Systems Technologies|4.5|3|A|atc|dist|es|gii
11586|PSW|Proceso del Software|Procés del Programari|Software Process|4.5|3|A|lsi|se|es|gii
11573|LPP|Lenguajes de Programación y Procesadores de Lenguajes|Llenguatges de Programació i Processadors de Llenguatges|Programming Languages and Language Processors|6|3|B|lsi|compilers|es|gii
11574|IPC|Interfaces Persona Computador|Interfícies Persona Computador|Human-Computer Interfaces|6|3|B|lsi|hci|es|gii
11575|AIC|Arquitectura e Ingeniería de Computadores|Arquitectura i Enginyeria de Computadors|Computer Architecture and Engineering|6|3|B|atc|arch|es|gii
11576|GPR|Gestión de Proyectos|Gestió de Projectes|Project Management|4.5|3|B|lsi|se|es|gii
11580|PER|Percepción|Percepció|Perception|4.5|3|B|ccia|ml|es|gii
11585|ASO|Administración de Sistemas Operativos|Administració de Sistemes Operatius|Operating Systems Administration|4.5|3|B|atc|os|es|gii
11587|DDS|Diseño de Software|Disseny de Programari|Software Design|4.5|3|B|lsi|se|es|gii
11577|CMP|Compiladores|Compiladors|Compilers|4.5|4|A|lsi|compilers|es|gii
11578|SSI|Seguridad en Sistemas Informáticos|Seguretat en Sistemes Informàtics|Computer Systems Security|4.5|4|A|atc|security|es|gii
11579|APR|Aprendizaje Automático|Aprenentatge Automàtic|Machine Learning|4.5|4|A|ccia|ml|es|gii
11582|GCO|Gráficos por Computador|Gràfics per Computador|Computer Graphics|4.5|4|A|ccia|graphics|es|gii
11591|SEM|Sistemas Empotrados|Sistemes Encastats|Embedded Systems|4.5|4|A|atc|embedded|es|gii
11588|SMA|Sistemas Multiagente|Sistemes Multiagent|Multi-Agent Systems|4.5|4|B|ccia|ai|es|gii
11589|VPC|Visión por Computador|Visió per Computador|Computer Vision|4.5|4|B|ccia|ml|es|gii
11590|CRI|Criptografía|Criptografia|Cryptography|4.5|4|B|ccia|security|es|gii
11594|CCN|Computación en la Nube|Computació en el Núvol|Cloud Computing|4.5|4|B|atc|dist|es|gii
34500|AAL|Advanced Algorithms|Algorismes Avançats|Advanced Algorithms|4.5|M|A|lsi|algo|en|muiinf
34501|CBD|Cloud Computing and Big Data|Computació en el Núvol i Big Data|Cloud Computing and Big Data|4.5|M|A|atc|dist|en|mucd
34502|DLE|Deep Learning|Aprenentatge Profund|Deep Learning|4.5|M|B|ccia|ml|en|mucd
34503|NLP|Natural Language Processing|Processament del Llenguatge Natural|Natural Language Processing|4.5|M|B|ccia|ml|en|mucd
34504|ANS|Advanced Network Security|Seguretat Avançada en Xarxes|Advanced Network Security|4.5|M|A|atc|security|en|muiinf
34505|FMV|Formal Methods and Verification|Mètodes Formals i Verificació|Formal Methods and Verification|4.5|M|B|lsi|logic|en|muiinf
34506|DMI|Data Mining|Mineria de Dades|Data Mining|4.5|M|A|ccia|ml|en|mucd
34507|HPC|High Performance Computing|Computació d'Altes Prestacions|High Performance Computing|4.5|M|B|atc|arch|en|muiinf
34508|GSI|Gestión de Sistemas de Información|Gestió de Sistemes d'Informació|Information Systems Management|4.5|M|A|lsi|se|es|muiinf
34509|DPT|Dirección y Gestión de Proyectos TIC|Direcció i Gestió de Projectes TIC|ICT Project Management|4.5|M|B|lsi|se|es|muiinf
34510|ROB|Robotics|Robòtica|Robotics|4.5|M|B|ccia|ai|en|muiinf
34511|IOT|Internet of Things|Internet de les Coses|Internet of Things|4.5|M|A|atc|embedded|en|muiinf
2531|MTP|Metodología y Tecnología de la Programación|||9|1|A|lsi|prog|es|itig
2532|ESD|Estructuras de Datos|||6|2|A|lsi|algo|es|itig
2535|SO1|Sistemas Operativos I|||6|2|A|atc|os|es|itis
2536|SO2|Sistemas Operativos II|||6|2|B|atc|os|es|itis
2540|BD1|Bases de Datos I|||6|2|B|lsi|db|es|itig
2541|BD2|Bases de Datos II|||6|3|A|lsi|db|es|itig
2544|IS1|Ingeniería del Software I|||6|2|B|lsi|se|es|itig
2545|IS2|Ingeniería del Software II|||6|3|A|lsi|se|es|itig
2550|RCO|Redes de Computadores|||6|3|A|atc|net|es|itis
2552|ARQ|Arquitectura de Computadores|||6|2|B|atc|arch|es|itis
2555|IAR|Inteligencia Artificial|||6|3|B|ccia|ai|es|itig
2558|PLG|Procesadores de Lenguaje|||6|3|B|lsi|compilers|es|itis
2560|CAG|Curso de Adaptación al Grado: Proyecto Informático|||12|3|B|lsi|se|es|cag`
  .split('\n')
  .map((line) => {
    const [code, abbr, es, va, en, ects, level, cuat, area, topic, lang, tit] = line.split('|');
    return { code, abbr, es, va: va || es, en: en || es, ects: Number(ects), level, cuat: cuat as 'A' | 'B', area, topic, lang: lang as 'es' | 'en', tit, eui: code.length === 4 };
  });
const courseBy = new Map(COURSES.map((c) => [c.code, c]));
/** Courses with a GitLab Pages site of their own, from the given year index on. */
const PAGES_FROM: Record<string, number> = { '11572': 3, '11581': 3, '11584': 4, '11573': 3, '34501': 3, '34502': 4, '11577': 4, '11594': 4 };
/** OpenCourseWare editions (the course's own public site that year). */
const OCW_AT: Record<string, number[]> = { '11563': [1], '11566': [0], '11564': [2], '11565': [1], '11571': [2], '11567': [0], '11569': [3], '11579': [2], '11562': [1], '11558': [0], '11582': [3], '11590': [2], '11596': [1], '11570': [3], '11568': [2] };

const TITS: { key: string; es: string; va: string; en: string; kind: 'grado' | 'master'; slug: string; years: number }[] = [
  { key: 'gii', es: 'Grado en Ingeniería Informática', va: 'Grau en Enginyeria Informàtica', en: 'Bachelor\'s Degree in Computer Engineering', kind: 'grado', slug: 'grado-ingenieria-informatica', years: 4 },
  { key: 'gcd', es: 'Grado en Ciencia de Datos', va: 'Grau en Ciència de Dades', en: 'Bachelor\'s Degree in Data Science', kind: 'grado', slug: 'grado-ciencia-datos', years: 2 },
  { key: 'muiinf', es: 'Máster Universitario en Ingeniería Informática', va: 'Màster Universitari en Enginyeria Informàtica', en: 'Master\'s Degree in Computer Engineering', kind: 'master', slug: 'master-ingenieria-informatica', years: 2 },
  { key: 'mucd', es: 'Máster Universitario en Ciencia de Datos', va: 'Màster Universitari en Ciència de Dades', en: 'Master\'s Degree in Data Science', kind: 'master', slug: 'master-ciencia-datos', years: 1 },
];

const TOPICS: Record<string, string[]> = {
  prog: ['Introducción a la programación', 'Tipos de datos y expresiones', 'Estructuras de control', 'Métodos y parámetros', 'Arrays', 'Clases y objetos', 'Herencia y polimorfismo', 'Recursividad', 'Excepciones', 'Ficheros', 'Análisis de costes', 'Pruebas'],
  arch: ['Representación de la información', 'Álgebra de Boole', 'Circuitos combinacionales', 'Circuitos secuenciales', 'El procesador', 'Lenguaje ensamblador MIPS', 'Segmentación', 'Jerarquía de memoria', 'Entrada/salida', 'Multiprocesadores'],
  theory: ['Lógica proposicional', 'Conjuntos y relaciones', 'Inducción', 'Combinatoria', 'Grafos', 'Autómatas finitos', 'Expresiones regulares', 'Gramáticas incontextuales', 'Autómatas de pila', 'Máquinas de Turing', 'Decidibilidad'],
  stats: ['Estadística descriptiva', 'Probabilidad', 'Variables aleatorias', 'Distribuciones', 'Inferencia', 'Intervalos de confianza', 'Contrastes de hipótesis', 'Regresión', 'ANOVA'],
  algo: ['Análisis de algoritmos', 'Divide y vencerás', 'Ordenación', 'Tablas de dispersión', 'Árboles binarios de búsqueda', 'Montículos', 'Grafos: recorridos', 'Caminos mínimos', 'Árbol de expansión mínimo', 'Programación dinámica', 'Algoritmos voraces', 'Vuelta atrás', 'Ramificación y poda'],
  os: ['Introducción a los sistemas operativos', 'Procesos', 'Hilos', 'Planificación', 'Sincronización', 'Interbloqueos', 'Gestión de memoria', 'Memoria virtual', 'Sistemas de ficheros', 'Entrada/salida', 'Shell y administración'],
  db: ['Introducción', 'Modelo relacional', 'Álgebra relacional', 'SQL', 'Diseño conceptual E/R', 'Normalización', 'Transacciones', 'Índices', 'Procesamiento de consultas', 'NoSQL'],
  net: ['Introducción a las redes', 'Nivel de aplicación', 'Nivel de transporte: UDP y TCP', 'Control de congestión', 'Nivel de red: IP', 'Encaminamiento', 'Nivel de enlace', 'Redes inalámbricas', 'Seguridad en redes'],
  num: ['Errores y aritmética en coma flotante', 'Ecuaciones no lineales', 'Sistemas lineales', 'Interpolación', 'Integración numérica', 'Ecuaciones diferenciales', 'Mínimos cuadrados'],
  se: ['Introducción a la ingeniería del software', 'Requisitos', 'Modelado UML', 'Metodologías ágiles: Scrum', 'Patrones de diseño', 'Arquitectura del software', 'Pruebas', 'Integración continua', 'Gestión de la configuración', 'Calidad y métricas'],
  ai: ['Agentes inteligentes', 'Búsqueda no informada', 'Búsqueda heurística', 'Juegos', 'Satisfacción de restricciones', 'Lógica y representación', 'Sistemas basados en reglas', 'Planificación', 'Razonamiento con incertidumbre', 'Sistemas multiagente'],
  dist: ['Introducción', 'Concurrencia y monitores', 'Java y concurrencia', 'Modelos de sistemas distribuidos', 'Sincronización de relojes', 'Exclusión mutua distribuida', 'Consenso', 'Replicación', 'ZeroMQ y Node.js', 'Contenedores y despliegue'],
  web: ['HTML5 y CSS', 'JavaScript', 'HTTP y REST', 'Servlets y JSP', 'Node.js y Express', 'Frameworks de cliente', 'Seguridad web', 'Despliegue'],
  compilers: ['Introducción', 'Análisis léxico', 'Análisis sintáctico descendente', 'Análisis sintáctico ascendente', 'Análisis semántico', 'Código intermedio', 'Generación de código', 'Optimización', 'Entornos de ejecución'],
  hci: ['Introducción a la IPC', 'Factores humanos', 'Diseño centrado en el usuario', 'Prototipado', 'Evaluación de la usabilidad', 'Accesibilidad', 'Interfaces en JavaFX', 'Interfaces móviles'],
  ml: ['Introduction', 'Bayes decision theory', 'Linear models', 'Perceptron and SVMs', 'Decision trees and ensembles', 'Neural networks', 'Convolutional networks', 'Recurrent networks', 'Clustering', 'Dimensionality reduction', 'Evaluation'],
  security: ['Introducción a la seguridad', 'Criptografía simétrica', 'Funciones hash', 'Criptografía de clave pública', 'Autenticación', 'Seguridad en redes', 'Seguridad web', 'Malware', 'Análisis forense'],
  graphics: ['Introducción a OpenGL', 'Transformaciones', 'Cámara y proyecciones', 'Rasterización', 'Iluminación', 'Texturas', 'Shaders', 'Trazado de rayos'],
  embedded: ['Microcontroladores', 'E/S y periféricos', 'Interrupciones', 'Buses I2C y SPI', 'Sistemas de tiempo real', 'FreeRTOS', 'Consumo energético', 'Proyecto'],
  logic: ['Introduction', 'Propositional logic and SAT', 'First-order logic', 'Hoare logic', 'Model checking', 'Temporal logics', 'Abstract interpretation', 'Theorem proving'],
};
const TOOLS: Record<string, string> = { prog: 'Java y BlueJ', arch: 'MIPS/MARS y Logisim', theory: '', stats: 'R y Statgraphics', algo: 'Java', os: 'C sobre Linux', db: 'Oracle y PostgreSQL', net: 'Wireshark y Python', num: 'Matlab', se: 'Java, Git y Jenkins', ai: 'CLIPS y Python', dist: 'Java y Node.js', web: 'JavaScript y Node.js', compilers: 'Flex, Bison y C', hci: 'JavaFX', ml: 'Python, scikit-learn and PyTorch', security: 'Kali Linux', graphics: 'C++ y OpenGL', embedded: 'C sobre STM32', logic: 'Coq and NuSMV' };

// =====================================================================================================================
// Ediciones (asignatura × curso académico)
// =====================================================================================================================

interface Off {
  key: string; c: Course; y: Year; f: Teacher; f2?: Teacher; kind: Kind; tpl: Style; home: string; base: string; host: string;
  lms: number; pub: boolean; frames: boolean; prev: Off[]; grupos: string[]; moved?: Kind;
  inList: boolean; inProfile: boolean; inGuia: boolean; inPlan: boolean; inDa: boolean; inNews: boolean;
}
const titleOf = (o: Off, lang: 'es' | 'va' | 'en' = o.c.lang) => (lang === 'en' ? o.c.en : lang === 'va' ? o.c.va : o.c.es);
const cuatName = (c: Course, en = false) => (en ? (c.cuat === 'A' ? 'Fall semester' : 'Spring semester') : c.cuat === 'A' ? 'primer cuatrimestre (A)' : 'segundo cuatrimestre (B)');
const nivel = (c: Course) => (c.level === 'M' ? 'Máster' : `${c.level}º curso`);

interface Sess { n: number; kind: 'T' | 'L'; date: number; time: string; aula: string; topic: string; online: boolean }
function sessionsOf(o: Off): Sess[] {
  const r = rng(hash(`sess:${o.key}`));
  const topics = TOPICS[o.c.topic] ?? TOPICS.se;
  const start = o.c.cuat === 'A' ? o.y.a : o.y.b;
  const out: Sess[] = [];
  const td = int(r, 1, 3);
  const ld = int(r, 2, 5);
  const aula = pick(r, AULAS.slice(0, 9));
  let t = 0;
  let l = 0;
  for (let w = 0; w < 15; w++) {
    const mon = start + w * 7 + (o.c.cuat === 'A' && w >= 15 ? 14 : 0);
    if (t < topics.length) { const d = mon + td - 1; out.push({ n: ++t, kind: 'T', date: d, time: pick(r, ['8:30', '10:30', '12:30', '15:00']), aula, topic: topics[t - 1], online: o.y === CUR && d >= COVID }); }
    if (w % 2 === 1 && l < 6) { const d = mon + ld - 1; out.push({ n: ++l, kind: 'L', date: d, time: pick(r, ['10:30', '15:00', '17:30']), aula: pick(r, AULAS.slice(9, 14)), topic: topics[Math.min(topics.length - 1, l * 2 - 1)], online: o.y === CUR && d >= COVID }); }
  }
  return out;
}
function examsOf(o: Off): { ord: number; rec: number } {
  const r = rng(hash(`exam:${o.key}`));
  return o.c.cuat === 'A' ? { ord: o.y.b - int(r, 8, 15), rec: dayOf(o.y.y + 1, 6, int(r, 15, 26)) } : { ord: dayOf(o.y.y + 1, 6, int(r, 1, 12)), rec: dayOf(o.y.y + 1, 7, int(r, 1, 10)) };
}
interface Prac { n: number; title: string; due: number }
function practicasOf(o: Off): Prac[] {
  const r = rng(hash(`prac:${o.key}`));
  const topics = TOPICS[o.c.topic] ?? TOPICS.se;
  const start = o.c.cuat === 'A' ? o.y.a : o.y.b;
  const n = int(r, 3, 6);
  return Array.from({ length: n }, (_, i) => ({ n: i + 1, title: topics[Math.min(topics.length - 1, 1 + i * 2)], due: start + 18 + i * Math.floor(90 / n) }));
}
/** Avisos of an edition, newest first; the spring 2020 ones carry the COVID-19 announcements of 12–17 March. */
function avisosOf(o: Off): [number, string][] {
  const r = rng(hash(`avisos:${o.key}`));
  const en = o.c.lang === 'en';
  const start = o.c.cuat === 'A' ? o.y.a : o.y.b;
  const base = en
    ? ['Welcome! The first lecture is on Monday; lab groups are published in the Aula Virtual.', 'Lab session 1 materials are online.', 'Assignment 1 has been published.', 'Room change for this week\'s lab session.', 'Marks for assignment 1 are available.', 'No lecture next week (public holiday).', 'A sample exam has been published.', 'Office hours before the exam: see the schedule.']
    : ['Bienvenidos: la primera clase de teoría es el lunes; los grupos de prácticas están publicados.', 'Publicado el boletín de ejercicios del tema 1.', 'Disponible el enunciado de la práctica 1.', 'Cambio de aula para la sesión de prácticas de esta semana.', 'Publicadas las notas de la práctica 1.', 'No hay clase la próxima semana por festividad (Fallas / fiesta local).', 'Publicado un examen de años anteriores resuelto.', 'Tutorías adicionales antes del examen: consultad el horario.'];
  const out: [number, string][] = [];
  for (let i = 0; i < base.length; i++) {
    const d = start - 3 + i * int(r, 6, 11);
    if (d <= NOW) out.push([d, base[i]]);
  }
  if (o.y === CUR && (o.c.cuat === 'B' || r() < 0.3)) {
    const covid = en
      ? [[COVID, 'IMPORTANT: following the university\'s decision, face-to-face teaching is suspended from Friday 13 March 2020.'], [COVID + 3, 'Lectures continue online through Microsoft Teams at the usual timetable; recordings will be posted in the Aula Virtual.'], [COVID + 5, 'Lab sessions will be done remotely. Deadlines are extended by one week. Office hours by e-mail or Teams.']]
      : [[COVID, 'IMPORTANTE: siguiendo las instrucciones del Rectorado, se suspende la docencia presencial a partir del viernes 13 de marzo de 2020.'], [COVID + 3, 'Docencia no presencial: las clases de teoría se impartirán en línea por Microsoft Teams en el horario habitual y se publicarán los vídeos (Polimedia) en la Aula Virtual.'], [COVID + 4, 'Las prácticas se realizarán en remoto (acceso por VPN a los laboratorios). Se amplían una semana los plazos de entrega.'], [COVID + 5, 'Tutorías: únicamente por correo electrónico o videoconferencia hasta nuevo aviso. La evaluación podrá adaptarse; se informará en cuanto haya instrucciones de la ETSINF.']];
    for (const [d, t] of covid) if ((d as number) <= NOW) out.push([d as number, t as string]);
  }
  return out.sort((x, y) => y[0] - x[0]);
}
function blurb(o: Off, lang: 'es' | 'va' | 'en' = o.c.lang): string {
  const r = rng(hash(`blurb:${o.key}:${lang}`));
  const topics = TOPICS[o.c.topic] ?? TOPICS.se;
  const t1 = lc(pick(r, topics));
  const t2 = lc(pick(r, topics));
  const tool = TOOLS[o.c.topic];
  if (lang === 'en') return `<p>This ${o.c.level === 'M' ? 'master\'s' : 'bachelor\'s'} course (${o.c.ects} ECTS, ${cuatName(o.c, true)} ${o.y.key}) covers ${esc(t1)} and ${esc(t2)}, among other topics.${tool ? ` Lab sessions use ${esc(tool)}.` : ''} The final mark combines a written exam, lab work and assignments.</p>`;
  if (lang === 'va') return `<p>Aquesta assignatura (${o.c.ects} ECTS, ${o.c.cuat === 'A' ? 'primer' : 'segon'} quadrimestre) tracta, entre altres temes, ${esc(t1)} i ${esc(t2)}.${tool ? ` A les pràctiques s'utilitza ${esc(tool)}.` : ''}</p>`;
  return `<p>La asignatura (${o.c.ects} créditos ECTS, ${cuatName(o.c)}, ${nivel(o.c)}) aborda, entre otros contenidos, ${esc(t1)} y ${esc(t2)}.${tool ? ` Las prácticas se realizan con ${esc(tool)}.` : ''} La evaluación combina pruebas escritas, prácticas de laboratorio y trabajos.</p>`;
}
function paperTitle(r: R): string {
  const A = ['Un enfoque', 'Análisis', 'Evaluación', 'Diseño e implementación', 'Optimización', 'Modelado', 'Verificación', 'Aprendizaje profundo'];
  const B = ['de sistemas multiagente', 'de redes vehiculares', 'de algoritmos de planificación', 'para la traducción automática', 'de arquitecturas multinúcleo', 'de servicios en la nube', 'para el reconocimiento de escritura', 'de procesos de software', 'de sistemas de recomendación', 'para la detección de intrusiones'];
  const C = ['en entornos distribuidos', 'basado en modelos', 'a gran escala', 'con restricciones de tiempo real', 'mediante técnicas de IA', 'para la Industria 4.0', 'en dispositivos IoT', ''];
  return `${pick(r, A)} ${pick(r, B)} ${pick(r, C)}`.trim();
}

const EXT: Record<string, string> = { pdf: 'application/pdf', zip: 'application/zip', gz: 'application/gzip', tgz: 'application/gzip', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ppt: 'application/vnd.ms-powerpoint', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', doc: 'application/msword', jpg: 'image/jpeg', png: 'image/png', ics: 'text/calendar', bib: 'application/x-bibtex', csv: 'text/csv', txt: 'text/plain', log: 'text/plain', java: 'text/x-java', c: 'text/x-c', py: 'text/x-python', mp4: 'video/mp4', xml: 'application/xml' };
const extType = (p: string) => EXT[p.slice(p.lastIndexOf('.') + 1).toLowerCase()];
const isFile = (p: string) => /\.(pdf|zip|gz|tgz|pptx|ppt|docx|doc|jpg|png|ics|bib|csv|txt|log|java|c|py|mp4)$/i.test(p);
function fileResp(p: string, url: string): Resp {
  const t = extType(p) ?? 'application/octet-stream';
  if (t.startsWith('text/') && t !== 'text/calendar') return { status: 200, type: `${t}; charset=utf-8`, body: `// ${p}\n${T.words(rng(hash(url)), 60)}\n` };
  return bin(t, url);
}
function apache404(path: string, host: string, port = 443): Resp {
  return { status: 404, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL ${esc(path)} was not found on this server.</p>\n<hr>\n<address>Apache/2.4.18 (Ubuntu) Server at ${host} Port ${port}</address>\n</body></html>\n` };
}
function nginx404(): Resp {
  return { status: 404, type: 'text/html', body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body bgcolor="white">\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx/1.14.0</center>\r\n</body>\r\n</html>\r\n' };
}
function err500(what: string): Resp {
  return { status: 500, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>${esc(what)}</p></body></html>` };
}
/** The CAS login every wall ends on. */
const casLogin = (service: string) => `${CAS}/cas/login?service=${encodeURIComponent(service)}`;
const fsize = (r: R) => (r() < 0.5 ? `${int(r, 12, 980)}K` : `${int(r, 1, 24)}.${int(r, 0, 9)}M`);
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
  return { status: 200, type: 'text/html;charset=UTF-8', body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html>\n <head>\n  <title>Index of ${esc(path)}</title>\n </head>\n <body>\n<h1>Index of ${esc(path)}</h1>\n  <table>\n   <tr>${th('N', 'Name')}${th('M', 'Last modified')}${th('S', 'Size')}${th('D', 'Description')}</tr>\n   <tr><th colspan="5"><hr></th></tr>\n<tr><td valign="top"><img src="/icons/back.gif" alt="[PARENTDIR]"></td><td><a href="../">Parent Directory</a></td><td>&nbsp;</td><td align="right">  - </td><td>&nbsp;</td></tr>\n${rows}\n   <tr><th colspan="5"><hr></th></tr>\n</table>\n<address>Apache/2.4.18 (Ubuntu) Server at ${host} Port 80</address>\n</body></html>\n` };
}
function asset(path: string): Resp {
  if (path.endsWith('.css')) return { status: 200, type: 'text/css', body: `/* ${path} */ body{font-family:"Open Sans",Arial,sans-serif;margin:0}.ual-header{background:#a10b2a;color:#fff}a{color:#a10b2a}` };
  if (path.endsWith('.js')) return { status: 200, type: 'application/javascript', body: `/* ${path} */ (function(){var n=document.querySelector('.menu-toggle');if(n)n.onclick=function(){document.body.classList.toggle('menu-open')}})();` };
  return bin(extType(path) ?? 'application/octet-stream', path);
}
function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}
/** A minimal HTML document (for the smaller hosts). */
const doc = (title: string, body: string, head = '', lang = 'es') => html(`<!DOCTYPE html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title>${head}</head>\n<body>${body}</body></html>`);

type Lang = 'es' | 'va' | 'en';
interface News { id: number; date: number; es: string; va?: string; en?: string; slug: string; cat: string; off?: Off; album?: number; covid?: boolean }
interface Ev { id: number; date: number; time: string; title: string; kind: string; lugar: string; ponente: string; off?: Off }
interface Person { login: string; name: string; role: string; area: string; t?: Teacher }

// =====================================================================================================================
// La web
// =====================================================================================================================

export class ModernWebO {
  readonly seed = `${WWW}/es/etsinf`;
  readonly www = WWW;
  /** Liferay's robots.txt as the university had it. */
  readonly robots = `User-agent: *
Disallow: /c/
Disallow: /group/
Disallow: /web/guest/buscar
Disallow: /*?p_p_id=
Disallow: /*&p_p_lifecycle=1
Disallow: /documents/*?version=

User-agent: SemrushBot
Disallow: /

Sitemap: https://www.ualmenara.es/sitemap.xml
`;
  readonly courseHomes = new Set<string>();

  private offs: Off[] = [];
  private offsByTeacher = new Map<string, Off[]>();
  private offsByCourse = new Map<string, Off[]>();
  private offsByYear = new Map<string, Off[]>();
  private bases = new Map<string, Off>();
  private stubs = new Map<string, Off>(); // host + path of a "moved" stub → the offering it points to
  private moodle = new Map<number, { id: number; code: string; title: string; y: Year; guest: boolean; off?: Off; cat: string; prof: string }>();
  private sakai = new Map<string, { site: string; code: string; title: string; y: Year; pub: boolean; off?: Off; prof: string }>();
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
    const ab = lc(o.c.abbr);
    switch (o.kind) {
      case 'dept': {
        const b = o.c.lang === 'en' ? `/en/teaching/courses/${o.y.key}/${o.c.code}-${slug(o.c.en)}/` : `/docencia/asignaturas/${o.y.key}/${o.c.code}-${slug(o.c.es)}/`;
        return { home: DIS + b, base: b, host: H.dis };
      }
      case 'user': {
        if (o.f.scheme === 'docencia') { const b = `/~${L}/docencia/${ab}/${o.y.short}/`; return { home: DIS + b, base: b, host: H.dis }; }
        if (o.f.scheme === 'personal') { const b = `/${L}/asignaturas/${ab}/${o.y.key}/`; return { home: PERS + b, base: b, host: H.pers }; }
        const p = `/~${L}/${ab}${o.y.short}.html`;
        return { home: DIS + p, base: p.replace(/\.html$/, '/'), host: H.dis };
      }
      case 'pages': { const host = `${ab}${PAGES}`; const b = `/curso-${o.y.short}/`; return { home: `https://${host}${b}`, base: b, host }; }
      case 'eui': { const b = `/asignaturas/${o.y.short}/${ab}/`; return { home: EUI + b, base: b, host: H.eui }; }
      case 'ocw': { const b = `/ensenanzas-tecnicas/${slug(o.c.es)}-${o.y.y}`; return { home: OCW + b, base: b, host: H.ocw }; }
      case 'lms': return o.y.idx < 3
        ? { home: `${POLI}/portal/site/GRA_${o.c.code}_${o.y.y}`, base: `GRA_${o.c.code}_${o.y.y}`, host: H.poli }
        : { home: `${AULA}/course/view.php?id=${o.lms}`, base: String(o.lms), host: H.aula };
      default: return { home: '', base: '', host: '' };
    }
  }

  private buildOffs() {
    const ids = new Set<number>();
    for (const c of COURSES) {
      const fit = (f: Teacher) => (f.area === c.area ? 3 : 0) + (hash(`${c.code}:${f.login}`) % 3);
      const pool = TEACHERS.filter((f) => f.area === c.area || (c.area === 'eio' && f.area === 'ccia')).sort((x, y) => fit(y) - fit(x)).slice(0, 3);
      for (const y of YEARS) {
        if (c.eui && y.idx > 1) continue; // the EUI merged into the ETSINF in September 2016
        const r = rng(hash(`off:${c.code}:${y.key}`));
        if (r() > 0.95) continue;
        let k = Math.floor((y.idx + (hash(c.code) % 3)) / 2);
        let f = pool[k % pool.length];
        for (let j = 0; j < pool.length && f.joined > y.y; j++) f = pool[++k % pool.length];
        const f2 = r() < 0.6 ? pool[(k + 1) % pool.length] : undefined;
        let lms = 0;
        if (y.idx >= 3) {
          lms = 1800 + y.idx * 900 + (hash(`m:${c.code}:${y.key}`) % 800);
          while (ids.has(lms)) lms++;
          ids.add(lms);
        }
        let kind: Kind;
        let pub = false;
        let mv: Kind | undefined;
        if (c.eui) kind = r() < 0.86 ? 'eui' : 'none';
        else if (OCW_AT[c.code]?.includes(y.idx)) kind = 'ocw';
        else if (PAGES_FROM[c.code] !== undefined && y.idx >= PAGES_FROM[c.code]) kind = 'pages';
        else {
          kind = pick(r, f.pref);
          if (kind === 'dept' && y.idx < 2) kind = f.userdir ? 'user' : 'lms';
          if (kind === 'user' && !f.userdir) kind = y.idx < 2 ? 'lms' : 'dept';
          if (kind === 'lms') { if (r() < 0.55) pub = true; else { kind = y.idx >= 2 && r() < 0.7 ? 'dept' : f.userdir && r() < 0.5 ? 'user' : 'none'; if (kind !== 'user') mv = 'lms'; } }
          if (kind === 'none' && r() < 0.4) kind = y.idx >= 2 ? 'dept' : f.userdir ? 'user' : 'none';
        }
        const grupos = Array.from({ length: c.level === 'M' ? 1 : int(r, 2, 4) }, (_, i) => `${c.level === 'M' ? 'M' : c.level}${String.fromCharCode(65 + i)}`);
        this.offs.push({ key: `${c.code}:${y.key}`, c, y, f, f2: f2 !== f ? f2 : undefined, kind, tpl: 'plain', home: '', base: '', host: '', lms, pub, frames: false, prev: [], grupos, moved: mv, inList: false, inProfile: false, inGuia: false, inPlan: false, inDa: false, inNews: false });
      }
    }
    for (const o of this.offs) {
      const r = rng(hash(`flags:${o.key}`));
      const u = this.homeUrl(o);
      o.home = u.home; o.base = u.base; o.host = u.host;
      o.tpl = o.y.idx < 2 && o.f.style !== 'modern' ? 'old' : o.f.style === 'modern' && o.y.idx < 2 ? 'plain' : o.f.style;
      o.frames = o.kind === 'user' && o.tpl === 'old' && o.y.idx < 3 && o.f.scheme === 'docencia' && r() < 0.6;
      if (o.home) {
        o.inList = o.kind === 'dept' || o.kind === 'pages' || ( o.kind === 'user' ? r() < 0.45 : o.kind === 'lms' ? r() < 0.4 : o.kind === 'ocw' ? r() < 0.3 : false);
        o.inProfile = o.y.idx >= 4 && r() < 0.8;
        o.inGuia = o.kind !== 'eui' && r() < 0.45;
        o.inPlan = o.y === CUR && r() < 0.4;
        o.inDa = r() < 0.07;
      }
      push(this.offsByTeacher, o.f.login, o);
      push(this.offsByCourse, o.c.code, o);
      push(this.offsByYear, o.y.key, o);
    }
    for (const list of this.offsByCourse.values()) {
      for (let i = 0; i < list.length; i++) {
        const o = list[i];
        if (!o.home) continue;
        const earlier = list.slice(0, i).filter((p) => p.home && p.kind === o.kind);
        o.prev = (o.kind === 'user' ? earlier.filter((p) => p.f === o.f) : o.kind === 'lms' ? [] : o.kind === 'dept' ? earlier.slice(-2) : earlier).reverse();
      }
      const homes = list.filter((o) => o.home && o.kind !== 'eui');
      if (homes.length) homes[homes.length - 1].inGuia = true;
    }
    for (const o of this.offs) {
      if (!o.home) continue;
      const k = o.host + o.base;
      if (this.bases.has(k)) throw new Error(`duplicate base ${k}`);
      this.bases.set(k, o);
      this.courseHomes.add(o.home);
    }
    // "Moved" stubs: where a teacher's userdir page of a course went to the Aula Virtual / the department site.
    for (const o of this.offs) {
      if (o.kind === 'user' || !o.f.userdir || o.y.idx < 2 || o.f.scheme === 'personal') continue;
      const had = (this.offsByCourse.get(o.c.code) ?? []).some((p) => p.kind === 'user' && p.f === o.f && p.y.idx < o.y.idx);
      if (!had) continue;
      const ab = lc(o.c.abbr);
      const p = o.f.scheme === 'docencia' ? `/~${o.f.login}/docencia/${ab}/${o.y.short}/` : `/~${o.f.login}/${ab}${o.y.short}.html`;
      this.stubs.set(H.dis + p, o);
    }
  }

  private buildLms() {
    const OTHER: [string, string, string][] = [['11001', 'Cálculo', 'ETSII'], ['11002', 'Física', 'ETSII'], ['12203', 'Álgebra Lineal', 'ETSIT'], ['12210', 'Empresa', 'ADE'], ['13050', 'Inglés B2', 'Centro de Lenguas'], ['13051', 'Valencià C1', 'Centre de Llengües'], ['14020', 'Expresión Gráfica', 'ETSID'], ['14025', 'Química', 'ETSIAMN'], ['15010', 'Ética y Deontología Profesional', 'ETSINF'], ['15012', 'Competencias Transversales', 'ETSINF'], ['16001', 'Seminario de Investigación', 'Escuela de Doctorado'], ['16007', 'Curso 0 de Matemáticas', 'ICE']];
    for (const o of this.offs) {
      if (o.lms) this.moodle.set(o.lms, { id: o.lms, code: o.c.code, title: titleOf(o, 'es'), y: o.y, guest: o.kind === 'lms' && o.pub, off: o, cat: `ETSINF / ${o.c.level === 'M' ? 'Máster' : 'Grado'} / ${o.y.key}`, prof: o.f.name });
      else if (o.y.idx < 3 && !o.c.eui) { const site = `GRA_${o.c.code}_${o.y.y}`; this.sakai.set(site, { site, code: o.c.code, title: o.c.es, y: o.y, pub: o.kind === 'lms' && o.pub, off: o, prof: o.f.name }); }
    }
    for (const y of YEARS) {
      for (let i = 0; i < 24; i++) {
        const r = rng(hash(`lmso:${y.key}:${i}`));
        const [code, title, cat] = OTHER[(i + y.idx * 5) % OTHER.length];
        const prof = `${pick(r, NOMBRES)} ${pick(r, APELLIDOS)} ${pick(r, APELLIDOS)}`;
        const pub = r() < 0.06;
        const t = i >= OTHER.length ? `${title} (grupo ${i - OTHER.length + 1})` : title;
        if (y.idx >= 3) {
          let id = 1800 + y.idx * 900 + 800 + i * 3 + int(r, 0, 2);
          while (this.moodle.has(id)) id++;
          this.moodle.set(id, { id, code, title: t, y, guest: pub, cat: `${cat} / ${y.key}`, prof });
          if (pub) this.courseHomes.add(`${AULA}/course/view.php?id=${id}`);
        } else {
          const site = `GRA_${code}_${y.y}${i >= OTHER.length ? `_G${i - OTHER.length + 1}` : ''}`;
          if (this.sakai.has(site)) continue;
          this.sakai.set(site, { site, code, title: t, y, pub, prof });
          if (pub) this.courseHomes.add(`${POLI}/portal/site/${site}`);
        }
      }
    }
  }

  private buildPersons() {
    const used = new Set(TEACHERS.map((t) => t.login));
    for (const t of TEACHERS) { const p: Person = { login: t.login, name: t.name, role: CAT[t.cat][0], area: t.area, t }; this.persons.push(p); this.personBy.set(t.login, p); }
    const roles: [string, number][] = [['Investigador/a predoctoral (FPU/FPI)', 70], ['Investigador/a postdoctoral', 18], ['Técnico/a de laboratorio', 8], ['Personal de administración y servicios', 10], ['Profesor/a asociado/a', 24], ['Profesor/a emérito/a', 4], ['Investigador/a visitante', 12]];
    for (const [role, n] of roles) {
      for (let i = 0; i < n; i++) {
        const r = rng(hash(`person:${role}:${i}`));
        const nom = pick(r, NOMBRES);
        const ap1 = pick(r, APELLIDOS);
        let login = lc(ascii(nom[0] + ap1)).slice(0, 10);
        while (used.has(login)) login += int(r, 1, 9);
        used.add(login);
        const p: Person = { login, name: `${nom} ${ap1} ${pick(r, APELLIDOS)}`, role, area: pick(r, AREAS).key };
        this.persons.push(p);
        this.personBy.set(login, p);
      }
    }
  }

  private buildNews() {
    const r = rng(hash('noticias'));
    const from = dayOf(2014, 1, 13);
    const N = 760;
    for (let i = 0; i < N; i++) {
      const date = from + Math.floor((i * (NOW - 1 - from)) / N);
      const yy = dOf(date).getUTCFullYear();
      const f = pick(r, TEACHERS);
      const st = `${pick(r, NOMBRES)} ${pick(r, APELLIDOS)} ${pick(r, APELLIDOS)}`;
      const topic = paperTitle(r);
      const k = int(r, 0, 9);
      const trip = ([
        [`${f.name} recibe ${pick(r, ['el Premio Nacional de Informática', 'una ERC Starting Grant', 'el premio a la excelencia docente', 'un best paper award'])}`, `${f.name} rep ${pick(r, ['el Premi Nacional d\'Informàtica', 'una ERC Starting Grant', 'el premi a l\'excel·lència docent'])}`, `${f.name} receives ${pick(r, ['the National Computing Award', 'an ERC Starting Grant', 'a teaching excellence award'])}`],
        [`Lectura de tesis doctoral: ${st}`, `Lectura de tesi doctoral: ${st}`, undefined],
        [`Estudiantes de la ETSINF ganan ${pick(r, ['el SWERC', 'el Hackathon Almenara', 'la CTF nacional', 'el AdaByron'])} ${yy}`, `Estudiants de l'ETSINF guanyen ${pick(r, ['el SWERC', 'l\'Hackathon Almenara', 'la CTF nacional'])} ${yy}`, `ETSINF students win ${pick(r, ['SWERC', 'the Almenara Hackathon', 'the national CTF'])} ${yy}`],
        [`Jornada de Puertas Abiertas ETSINF ${yy}`, `Jornada de Portes Obertes ETSINF ${yy}`, undefined],
        [`Nuevo proyecto de investigación: ${topic}`, undefined, `New research project: ${topic}`],
        [`Convenio con ${pick(r, ['Mercadona', 'Ford España', 'Indra', 'Telefónica', 'Everis', 'Santander Tecnología', 'Lanzadera', 'Stadler'])} para prácticas en empresa`, undefined, undefined],
        [`Foro de Empleo ETSINF ${yy}`, `Fòrum d'Ocupació ETSINF ${yy}`, `ETSINF Job Fair ${yy}`],
        [`Abierto el plazo de matrícula del ${pick(r, ['Grado en Ingeniería Informática', 'Máster en Ingeniería Informática', 'Máster en Ciencia de Datos'])}`, `Obert el termini de matrícula`, undefined],
        [`Seminario: ${topic}`, `Seminari: ${topic}`, `Seminar: ${topic}`],
        [`Convocatoria de movilidad Erasmus+ ${yy}-${yy + 1}`, `Convocatòria de mobilitat Erasmus+ ${yy}-${yy + 1}`, `Erasmus+ mobility call ${yy}-${yy + 1}`],
      ] as [string, string | undefined, string | undefined][])[k];
      const id = 20400 + i * 11 + int(r, 0, 9);
      const n: News = { id, date, es: trip[0], va: trip[1], en: r() < 0.6 ? trip[2] : undefined, slug: slug(trip[0]).slice(0, 80), cat: pick(r, ['investigacion', 'docencia', 'estudiantes', 'empresa', 'internacional', 'institucional']), album: k === 2 || k === 3 || k === 6 ? int(r, 1, 80) : undefined };
      this.news.push(n);
      this.newsById.set(id, n);
    }
    const covid: [number, string, string, string][] = [
      [COVID - 3, 'Recomendaciones ante el coronavirus (COVID-19)', 'Recomanacions davant el coronavirus (COVID-19)', 'Recommendations regarding the coronavirus (COVID-19)'],
      [COVID, 'Suspensión de la actividad docente presencial a partir del 13 de marzo', 'Suspensió de l\'activitat docent presencial a partir del 13 de març', 'Face-to-face teaching suspended from 13 March'],
      [COVID + 1, 'Instrucciones para la docencia no presencial en la ETSINF', 'Instruccions per a la docència no presencial a l\'ETSINF', 'Instructions for online teaching at ETSINF'],
      [COVID + 3, 'Cierre de los edificios y laboratorios del campus: acceso remoto por VPN', 'Tancament dels edificis i laboratoris: accés remot per VPN', 'Campus buildings and labs closed: remote access through VPN'],
      [COVID + 5, 'Aplazada la Jornada de Puertas Abiertas y el Foro de Empleo', 'Ajornades la Jornada de Portes Obertes i el Fòrum d\'Ocupació', undefined as unknown as string],
    ];
    covid.forEach(([d, es, va, en], i) => {
      const id = 29900 + i;
      const n: News = { id, date: d, es, va, en, slug: slug(es).slice(0, 80), cat: 'institucional', covid: true };
      this.news.push(n);
      this.newsById.set(id, n);
    });
    for (const o of this.offs) {
      const rr = rng(hash(`nstart:${o.key}`));
      if (!o.home || o.y.idx < 1 || rr() > 0.2) continue;
      const date = (o.c.cuat === 'A' ? o.y.a : o.y.b) - int(rr, 3, 12);
      if (date > NOW) continue;
      const es = pick(rr, [`Comienza la asignatura ${o.c.es} (${o.c.abbr})`, `Nueva edición de ${o.c.es} en el curso ${o.y.key}`, `${o.c.es}: información para el primer día de clase`]);
      const id = 40000 + (hash(o.key) % 20000);
      if (this.newsById.has(id)) continue;
      const n: News = { id, date, es, en: o.c.lang === 'en' ? `${o.c.en} starts: first-day information` : undefined, slug: slug(es).slice(0, 80), cat: 'docencia', off: o };
      o.inNews = true;
      this.news.push(n);
      this.newsById.set(id, n);
    }
    this.news.sort((x, y) => x.date - y.date || x.id - y.id);
    const er = rng(hash('agenda'));
    const efrom = dayOf(2014, 9, 1);
    const EN = 760;
    for (let i = 0; i < EN; i++) {
      const date = efrom + Math.floor((i * (dayOf(2020, 7, 15) - efrom)) / EN);
      if (weekday(date) === 0 || weekday(date) === 6) continue;
      const kind = pick(er, ['tesis', 'seminario', 'seminario', 'jornada', 'otros'] as const);
      const sp = `${pick(er, NOMBRES)} ${pick(er, APELLIDOS)} ${pick(er, APELLIDOS)}`;
      const title = kind === 'tesis' ? `Lectura de tesis: ${paperTitle(er)} (${sp})` : kind === 'seminario' ? `Seminario DIS: ${paperTitle(er)}` : kind === 'jornada' ? `Jornada ${pick(er, ['de Innovación Docente', 'de Investigación del DIS', 'Women in Tech', 'Ciberseguridad', 'de Software Libre'])}` : pick(er, ['Acto de graduación ETSINF', 'Foro de Empleo', 'Jornada de Puertas Abiertas', 'Semana de la Ciencia', 'Bienvenida a estudiantes de nuevo ingreso', 'Entrega de premios TFG']);
      const ev: Ev = { id: 7000 + i * 7, date, time: pick(er, ['10:00', '11:30', '12:00', '16:00', '17:30']), title, kind, lugar: pick(er, AULAS.slice(8, 16)), ponente: sp };
      this.events.push(ev);
      push(this.eventsByMonth, fmtISO(date).slice(0, 7), ev);
    }
    this.events.sort((x, y) => x.date - y.date || x.id - y.id);
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
    if (u.protocol === 'https:' && (host === H.eui || host === H.lab)) return moved(`http://${host}${u.pathname}${u.search}`);
    if ((host === H.www || host === H.dis) && /[?&](utm_[a-z]+|fbclid)=/.test(u.search)) {
      const q = new URLSearchParams(u.search);
      for (const k of [...q.keys()]) if (k.startsWith('utm_') || k === 'fbclid') q.delete(k);
      const rest = q.toString();
      return moved(`https://${host}${u.pathname}${rest ? `?${rest}` : ''}`);
    }
    if (host.endsWith(PAGES)) return this.pagesHost(u, host);
    switch (host) {
      case H.www: return this.wwwHost(u);
      case H.bare: return moved(`${WWW}${u.pathname}${u.search}`);
      case H.dis: return this.disHost(u);
      case H.disBare: return moved(`${DIS}${u.pathname}${u.search}`);
      case H.pers: return this.persHost(u);
      case H.guia: return this.guiaHost(u);
      case H.poli: return this.poliHost(u);
      case H.aula: return this.aulaHost(u);
      case H.eui: return this.euiHost(u);
      case H.ocw: return this.ocwHost(u);
      case H.cas: return this.casHost(u);
      case H.repo: return this.repoHost(u);
      case H.hor: return this.horHost(u);
      case H.fotos: return this.fotosHost(u);
      case H.wiki: return this.wikiHost(u);
      case H.git: return this.gitHost(u);
      case H.redmine: return this.redmineHost(u);
      case H.listas: return this.listasHost(u);
      case H.lab: return this.labHost(u);
      case H.da: return this.daHost(u);
      case H.intra: case H.mail: return moved(casLogin(`https://${host}${u.pathname}`), 302);
      default: return nginx404();
    }
  }

  /** A link to a home as hubs write it: mostly exact, sometimes http, slashless, `index.html` or with tracking parameters. */
  private homeHref(o: Off, salt: string): string {
    const r = rng(hash(`href:${salt}:${o.key}`));
    const x = r();
    const h = o.home;
    if (o.kind === 'lms') return o.y.idx >= 3 && x < 0.15 ? `${AULA}/course/view.php?id=${o.lms}&lang=es` : h;
    if (o.kind === 'ocw') return x < 0.2 ? `${h}/` : h;
    if (x < 0.1 && o.kind !== 'eui') return h.replace('https:', 'http:');
    if (h.endsWith('/')) {
      if (x < 0.17) return h.slice(0, -1);
      if (x < 0.22) return `${h}${o.kind === 'eui' ? 'index.php' : 'index.html'}`;
    }
    if (x < 0.27 && o.kind === 'dept') return `${h}?utm_source=${pick(r, ['newsletter', 'facebook', 'twitter'])}&utm_medium=${pick(r, ['email', 'social'])}`;
    return h;
  }
  private guiaUrl(code: string, y: Year, lang: Lang = 'es') { return `${GUIA}/guia/${y.key}/asignatura/${code}${lang === 'es' ? '' : `?idioma=${lang}`}`; }
  private listHref(o: Off, salt: string, exact = false) { return o.home && o.inList ? (exact ? o.home : this.homeHref(o, salt)) : this.guiaUrl(o.c.code, o.y); }
  private horUrl(o: Off) { return `${HOR}/horarios/asignatura/${o.c.code}?curso=${o.y.key}`; }
  private profileUrl(login: string, lang: Lang = 'es') { return `${DIS}${lang === 'en' ? '/en/people' : lang === 'va' ? '/va/personal' : '/personal'}/${login}/`; }
  private lmsUrl(o: Off) { return o.y.idx >= 3 ? `${AULA}/course/view.php?id=${o.lms}` : `${POLI}/portal/site/GRA_${o.c.code}_${o.y.y}`; }
  private findBase(host: string, path: string): [Off, string] | undefined {
    for (let i = path.length; i > 0; i--) {
      if (path[i - 1] !== '/') continue;
      const o = this.bases.get(host + path.slice(0, i));
      if (o) return [o, path.slice(i)];
    }
    return undefined;
  }

  // ===================================================================================================================
  // www.ualmenara.es: the university's Liferay portal (the ETSINF pages in es/va/en, news, agenda, studies, exams)
  // ===================================================================================================================

  private wpage(u: URL, title: string, content: string, o: { lang?: Lang; twins?: Partial<Record<Lang, string>>; crumbs?: [string, string][]; side?: string } = {}): Resp {
    const lang = o.lang ?? 'es';
    const r = rng(hash(u.pathname + u.search));
    const L = `/${lang}`;
    const tw = o.twins ?? {};
    const langs = (['es', 'va', 'en'] as Lang[]).filter((l) => l !== lang).map((l) => a(tw[l] ?? `/${l}/etsinf`, { es: 'Castellano', va: 'Valencià', en: 'English' }[l])).join(' | ');
    const top = [['Intranet', `https://${H.intra}/`], ['Correo', `https://${H.mail}/`], ['PoliformaT (archivo)', `${POLI}/portal`], ['Aula Virtual', `${AULA}/`], ['Guía docente', `${GUIA}/`], ['Horarios', `${HOR}/`], ['OpenCourseWare', `${OCW}/`], ['RiuAL', `${REPO}/`]];
    const nav = lang === 'en'
      ? [['ETSINF', '/en/etsinf'], ['News', '/en/etsinf/news'], ['Events', '/en/etsinf/events'], ['Studies', '/en/studies'], ['Department DIS', `${DIS}/en/`]]
      : lang === 'va'
        ? [['ETSINF', '/va/etsinf'], ['Notícies', '/va/etsinf/noticies'], ['Agenda', '/va/etsinf/agenda'], ['Estudis', '/va/estudis'], ['Departament DIS', `${DIS}/va/`]]
        : [['ETSINF', '/es/etsinf'], ['Noticias', '/es/etsinf/noticias'], ['Agenda', '/es/etsinf/agenda'], ['Estudios', '/es/estudios'], ['Calendario de exámenes', `/es/etsinf/calendario-examenes/${CUR.key}`], ['Departamento DIS', `${DIS}/`], ['Galería', `${FOTOS}/`], ['Delegación de Alumnos', `${DA}/`]];
    const crumbs = (o.crumbs ?? []).map(([h, l]) => `<li>${a(h, l)}</li>`).join('');
    return html(`<!DOCTYPE html>
<html class="ltr" dir="ltr" lang="${lang === 'va' ? 'ca-ES' : lang === 'en' ? 'en-GB' : 'es-ES'}"><head><meta charset="utf-8"><title>${esc(title)} - Universidad de Almenara</title>
<meta name="viewport" content="initial-scale=1.0, width=device-width"><link href="/o/ual-theme/images/favicon.ico" rel="icon">
<link class="lfr-css-file" href="/o/ual-theme/css/main.css?browserId=other&amp;themeId=ualtheme_WAR_ualtheme&amp;languageId=es_ES&amp;t=1583920000000" rel="stylesheet">
<script src="/o/frontend-js-web/liferay/available_languages.jsp?browserId=other&amp;colorSchemeId=01&amp;languageId=es_ES&amp;t=1583920000000"></script></head>
<body class="controls-visible yui3-skin-sam guest-site signed-out public-page site"><div class="ual-top"><ul>${top.map(([l, h]) => li(h, l)).join('')}</ul><div class="idiomas">${langs}</div></div>
<header class="ual-header"><a href="${L}" class="logo">Universidad de Almenara</a><form action="/web/guest/buscar"><input name="q"></form></header>
<nav class="main"><ul>${nav.map(([l, h]) => li(h, l)).join('')}</ul></nav>
<ol class="breadcrumb"><li>${a(L, 'Inicio')}</li>${crumbs}</ol>
<div class="covid-banner"><strong>COVID-19:</strong> ${a('/es/etsinf/noticias/-/noticia/29901/suspension-de-la-actividad-docente-presencial-a-partir-del-13-de-marzo', lang === 'en' ? 'Face-to-face teaching suspended' : lang === 'va' ? 'Suspesa la docència presencial' : 'Suspendida la docencia presencial')}</div>
<main class="portlet-layout"><h1>${esc(title)}</h1>${content}</main>
${o.side ? `<aside>${o.side}</aside>` : ''}
<footer><p>${T.words(r, 12)}</p><ul>${li(`${L}/etsinf/contacto`, 'Contacto')}${li('/es/aviso-legal', 'Aviso legal')}${li('/es/privacidad', 'Privacidad')}${li('/es/accesibilidad', 'Accesibilidad')}${li('https://twitter.com/etsinf_ual', 'Twitter')}${li('https://www.instagram.com/etsinf_ual', 'Instagram')}</ul><p>Universidad de Almenara · Camí de la Universitat s/n · 12590 Almenara (Castelló)</p></footer>
<script>Liferay.Portlet.runtimePortletIds=[];/* ${T.chunk('liferay').slice(0, 600)} */</script></body></html>`);
  }

  private w404(u: URL): Resp { return { ...this.wpage(u, 'Página no encontrada', `<p>Lo sentimos, la página solicitada no existe. ${a('/es/etsinf', 'Volver al inicio')}</p>`), status: 404 }; }
  private newsUrl(n: News, lang: Lang) {
    const base = lang === 'en' ? '/en/etsinf/news' : lang === 'va' ? '/va/etsinf/noticies' : '/es/etsinf/noticias';
    const t = lang === 'en' ? n.en ?? n.es : lang === 'va' ? n.va ?? n.es : n.es;
    return `${base}/-/noticia/${n.id}/${slug(t).slice(0, 80)}`;
  }
  private newsTitle(n: News, lang: Lang) { return lang === 'en' ? n.en : lang === 'va' ? n.va : n.es; }
  private evUrl(e: Ev) { return `/es/etsinf/agenda/-/evento/${e.id}/${slug(e.title).slice(0, 60)}`; }

  private wwwHost(u: URL): Resp {
    let p: string;
    try { p = decodeURIComponent(u.pathname); } catch { return this.w404(u); }
    if (p === '/robots.txt') return { status: 200, type: 'text/plain', body: this.robots };
    if (p === '/sitemap.xml') return { status: 200, type: 'application/xml', body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${WWW}/es</loc></url><url><loc>${WWW}/es/etsinf</loc></url></urlset>` };
    if (p.startsWith('/o/') || p.startsWith('/combo')) return asset(p);
    if (p.startsWith('/documents/')) return isFile(p) ? fileResp(p, u.href) : this.w404(u);
    if (p.startsWith('/c/') || p.startsWith('/group/')) return moved(casLogin(`${WWW}${p}`), 302);
    if (p.length > 1 && p.endsWith('/')) return moved(`${WWW}${p.slice(0, -1)}${u.search}`);
    if (p === '/') return moved(`${WWW}/es`, 302);
    if (p === '/web/guest/buscar') return this.wpage(u, 'Buscador', `<p>No se han encontrado resultados.</p>`);
    const m0 = /^\/(es|va|en)(\/.*)?$/.exec(p);
    if (!m0) return this.w404(u);
    const lang = m0[1] as Lang;
    const rest = m0[2] ?? '';
    const E = { es: 'etsinf', va: 'etsinf', en: 'etsinf' }[lang];
    if (rest === '') return this.wpage(u, lang === 'en' ? 'Universidad de Almenara' : 'Universidad de Almenara', `<p>${lang === 'va' ? 'Benvinguts a la Universitat d\'Almenara.' : lang === 'en' ? 'Welcome to the University of Almenara.' : 'Bienvenidos a la Universidad de Almenara.'}</p><ul>${li(`/${lang}/etsinf`, 'ETSINF')}${li(`/${lang}/etsii`, 'ETSII')}${li(`/${lang}/etsit`, 'ETSIT')}${li(`/${lang}/estudios`, lang === 'en' ? 'Studies' : 'Estudios')}${li(`/${lang}/investigacion`, lang === 'en' ? 'Research' : 'Investigación')}</ul>`, { lang, twins: { es: '/es', va: '/va', en: '/en' } });
    if (/^\/(etsii|etsit|investigacion|universidad)$/.test(rest) || ['/es/aviso-legal', '/es/privacidad', '/es/accesibilidad'].includes(p)) { const r = rng(hash(p)); return this.wpage(u, rest.slice(1).replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()), `${T.para(r, 4)}${T.para(r, 3)}`, { lang }); }
    if (rest === `/${E}`) return this.landing(u, lang);
    const news = lang === 'en' ? '/etsinf/news' : lang === 'va' ? '/etsinf/noticies' : '/etsinf/noticias';
    if (rest === news) return this.newsList(u, lang);
    let m = new RegExp(`^${news}/-/noticia/(\\d+)/[a-z0-9-]*$`).exec(rest);
    if (m) { const n = this.newsById.get(Number(m[1])); return n && this.newsTitle(n, lang) ? this.newsItem(u, n, lang) : this.w404(u); }
    const ag = lang === 'en' ? '/etsinf/events' : '/etsinf/agenda';
    if (rest === ag) return this.agenda(u, lang);
    m = /^\/etsinf\/agenda\/-\/evento\/(\d+)\/[a-z0-9-]*(\.ics)?$/.exec(rest);
    if (m && lang === 'es') {
      const e = this.events.find((x) => x.id === Number(m![1]));
      if (!e) return this.w404(u);
      if (m[2]) return { status: 200, type: 'text/calendar', body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:${e.id}@ualmenara.es\r\nDTSTART:${fmtISO(e.date).replace(/-/g, '')}T${e.time.replace(':', '').padStart(4, '0')}00\r\nSUMMARY:${e.title}\r\nLOCATION:${e.lugar}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n` };
      const r = rng(hash(`ev${e.id}`));
      return this.wpage(u, e.title, `<p class="meta">${DIA[weekday(e.date)]}, ${fmtEs(e.date)}, ${e.time} h · ${esc(e.lugar)}</p><p>Ponente: ${esc(e.ponente)}</p>${T.para(r, 3)}<p>${a(`${p}.ics`, 'Añadir al calendario (iCal)')} · ${a(`/es/etsinf/agenda?mes=${fmtISO(e.date).slice(0, 7)}`, 'Agenda del mes')}</p>`, { crumbs: [['/es/etsinf', 'ETSINF'], ['/es/etsinf/agenda', 'Agenda']] });
    }
    if (rest === '/estudios' || rest === '/estudis' || rest === '/studies') return this.wpage(u, lang === 'en' ? 'Studies' : 'Estudios', `<ul>${TITS.map((t) => li(`/${lang}/estudios/${t.kind}/${t.slug}`, lang === 'en' ? t.en : lang === 'va' ? t.va : t.es)).join('')}</ul>`, { lang });
    m = /^\/estudios\/(grado|master)\/([a-z-]+)(\/plan-de-estudios)?$/.exec(rest);
    if (m) return this.titulacion(u, lang, m[2], !!m[3]);
    m = /^\/etsinf\/calendario-examenes\/(\d{4}-\d{4})$/.exec(rest);
    if (m && lang === 'es' && yearByKey.has(m[1])) return this.examCalendar(u, yearByKey.get(m[1])!);
    m = /^\/etsinf\/(la-escuela|secretaria|movilidad|practicas-en-empresa|contacto|normativa|covid-19|trabajo-fin-de-grado|biblioteca)$/.exec(rest);
    if (m) return this.static(u, lang, m[1]);
    return this.w404(u);
  }

  private static(u: URL, lang: Lang, key: string): Resp {
    const r = rng(hash(`st:${key}:${lang}`));
    let extra = '';
    if (key === 'covid-19') extra = `<ul>${this.news.filter((n) => n.covid).map((n) => li(this.newsUrl(n, 'es'), n.es)).join('')}</ul><p>Docencia no presencial: cada asignatura informará a través de la ${a(`${AULA}/`, 'Aula Virtual')} o de su página web. ${a(`${DIS}/docencia/`, 'Docencia del DIS')}.</p>`;
    if (key === 'trabajo-fin-de-grado') extra = `<p>Los TFG defendidos se publican en ${a(`${REPO}/handle/10251/2`, 'RiuAL')}.</p>`;
    if (key === 'biblioteca') extra = `<p>${a(`${DA}/examenes/`, 'Exámenes de cursos anteriores (Delegación de Alumnos)')} · ${a(`${OCW}/`, 'OpenCourseWare')}</p>`;
    return this.wpage(u, key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()), `${T.para(r, 4)}${extra}${T.para(r, 2)}`, { lang, crumbs: [[`/${lang}/etsinf`, 'ETSINF']], twins: { es: `/es/etsinf/${key}`, va: `/va/etsinf/${key}`, en: `/en/etsinf/${key}` } });
  }

  private landing(u: URL, lang: Lang): Resp {
    const latest = this.news.filter((n) => this.newsTitle(n, lang)).slice(-10).reverse();
    const upcoming = this.events.filter((e) => e.date >= NOW - 20).slice(0, 8);
    const r = rng(hash(`landing:${lang}`));
    const news = lang === 'en' ? 'news' : lang === 'va' ? 'noticies' : 'noticias';
    const intro = lang === 'en'
      ? '<p class="lead">The School of Computer Engineering (ETSINF) and the Department of Computer Systems and Computation (DIS) teach the Bachelor\'s Degrees in Computer Engineering and Data Science and two master\'s degrees. Since 2016 the former Escuela Universitaria de Informática is part of the ETSINF.</p>'
      : lang === 'va'
        ? '<p class="lead">L\'Escola Tècnica Superior d\'Enginyeria Informàtica (ETSINF) i el Departament d\'Informàtica i Sistemes (DIS) imparteixen el Grau en Enginyeria Informàtica, el Grau en Ciència de Dades i dos màsters.</p>'
        : '<p class="lead">La Escuela Técnica Superior de Ingeniería Informática (ETSINF) y el Departamento de Informática y Sistemas (DIS) imparten el Grado en Ingeniería Informática, el Grado en Ciencia de Datos, el Máster en Ingeniería Informática y el Máster en Ciencia de Datos. Desde septiembre de 2016 la antigua Escuela Universitaria de Informática (EUI) forma parte de la ETSINF.</p>';
    const body = `${intro}
<div class="alert"><strong>${lang === 'en' ? 'COVID-19: online teaching from 13 March 2020.' : 'COVID-19: docencia no presencial desde el 13 de marzo de 2020.'}</strong> ${a(`/${lang}/etsinf/covid-19`, lang === 'en' ? 'More information' : 'Más información')}</div>
<section><h2>${lang === 'en' ? 'Studies' : 'Estudios'}</h2><ul>${TITS.map((t) => li(`/${lang}/estudios/${t.kind}/${t.slug}`, lang === 'en' ? t.en : lang === 'va' ? t.va : t.es)).join('')}</ul>
<p>${a(`${GUIA}/`, lang === 'en' ? 'Course guides' : 'Guía docente')} · ${a(`${HOR}/`, 'Horarios')} · ${a(`/es/etsinf/calendario-examenes/${CUR.key}`, 'Calendario de exámenes')} · ${a(`${DIS}/`, 'Departamento de Informática y Sistemas')} · ${a(`${OCW}/`, 'OpenCourseWare')} · ${a(`${AULA}/`, 'Aula Virtual')}</p></section>
<section><h2>${lang === 'en' ? 'News' : lang === 'va' ? 'Notícies' : 'Noticias'}</h2><ul>${latest.map((n) => `<li>${fmtDmy(n.date)} ${a(this.newsUrl(n, lang), this.newsTitle(n, lang)!)}</li>`).join('')}</ul>${a(`/${lang}/etsinf/${news}`, lang === 'en' ? 'All news' : 'Todas las noticias')}</section>
<section><h2>Agenda</h2><ul>${upcoming.map((e) => `<li>${fmtDmy(e.date)} ${a(this.evUrl(e), e.title)}</li>`).join('')}</ul>${a('/es/etsinf/agenda', 'Agenda completa')}</section>
<section><h2>${lang === 'en' ? 'School' : 'Escuela'}</h2><ul>${['la-escuela', 'secretaria', 'movilidad', 'practicas-en-empresa', 'trabajo-fin-de-grado', 'normativa', 'biblioteca', 'contacto'].map((k) => li(`/${lang}/etsinf/${k}`, k.replace(/-/g, ' '))).join('')}</ul></section>
<section><h2>${lang === 'en' ? 'Research' : 'Investigación'}</h2><p>${a(`${REPO}/`, 'RiuAL – Repositorio institucional')} · ${a(`${REPO}/handle/10251/3`, 'Tesis doctorales')} · ${a(`${DIS}/investigacion/`, 'Grupos de investigación del DIS')}</p></section>
<section><h2>${lang === 'en' ? 'Campus life' : 'Vida en el campus'}</h2><p>${a(`${FOTOS}/`, 'Galería de fotos')} · ${a(`${DA}/`, 'Delegación de Alumnos ETSINF')} · ${a(`${LISTAS}/mailman/listinfo`, 'Listas de correo')}</p></section>${T.para(r, 2)}`;
    return this.wpage(u, lang === 'en' ? 'School of Computer Engineering (ETSINF)' : lang === 'va' ? 'Escola Tècnica Superior d\'Enginyeria Informàtica' : 'Escuela Técnica Superior de Ingeniería Informática', body, { lang, twins: { es: '/es/etsinf', va: '/va/etsinf', en: '/en/etsinf' } });
  }

  private pager(base: string, page: number, last: number, extra = '', key = 'pagina'): string {
    if (last <= 1) return '';
    const link = (n: number, l: string) => a(`${base}?${extra}${extra ? '&' : ''}${key}=${n}`, l);
    const out: string[] = [];
    if (page > 1) out.push(link(1, '« primera'), link(page - 1, '‹ anterior'));
    for (let n = Math.max(1, page - 4); n <= Math.min(last, page + 4); n++) out.push(n === page ? `<strong>${n}</strong>` : link(n, String(n)));
    if (page < last) out.push(link(page + 1, 'siguiente ›'), link(last, 'última »'));
    return `<nav class="pager">${out.join(' ')}</nav>`;
  }

  private newsList(u: URL, lang: Lang): Resp {
    const cat = u.searchParams.get('categoria') ?? '';
    const year = u.searchParams.get('anyo') ?? '';
    const page = Math.max(1, Number(u.searchParams.get('pagina') ?? 1) || 1);
    const all = this.news.filter((n) => this.newsTitle(n, lang) && (!cat || n.cat === cat) && (!year || fmtISO(n.date).startsWith(year))).reverse();
    const per = 12;
    const last = Math.max(1, Math.ceil(all.length / per));
    if (page > last) return this.w404(u);
    const items = all.slice((page - 1) * per, page * per);
    const base = u.pathname;
    const cats = ['investigacion', 'docencia', 'estudiantes', 'empresa', 'internacional', 'institucional'];
    const years = [2014, 2015, 2016, 2017, 2018, 2019, 2020];
    const extra = [cat ? `categoria=${cat}` : '', year ? `anyo=${year}` : ''].filter(Boolean).join('&');
    const body = `<div class="facets"><ul>${cats.map((c) => li(`${base}?categoria=${c}${year ? `&anyo=${year}` : ''}`, c)).join('')}</ul><ul>${years.map((y) => li(`${base}?anyo=${y}${cat ? `&categoria=${cat}` : ''}`, String(y))).join('')}</ul></div><ul class="news">${items.map((n) => `<li><span class="date">${fmtDmy(n.date)}</span> ${a(this.newsUrl(n, lang), this.newsTitle(n, lang)!)} <span class="cat">${esc(n.cat)}</span></li>`).join('')}</ul>${this.pager(base, page, last, extra)}`;
    return this.wpage(u, lang === 'en' ? 'News' : lang === 'va' ? 'Notícies' : 'Noticias', body, { lang, twins: { es: '/es/etsinf/noticias', va: '/va/etsinf/noticies', en: '/en/etsinf/news' }, crumbs: [[`/${lang}/etsinf`, 'ETSINF']] });
  }

  private newsItem(u: URL, n: News, lang: Lang): Resp {
    const r = rng(hash(`news:${n.id}:${lang}`));
    const o = n.off;
    let body = `<p class="meta">${fmtDmy(n.date)} · ${a(`${u.pathname.replace(/\/-\/noticia\/.*$/, '')}?categoria=${n.cat}`, n.cat)}</p>${T.para(r, 3)}`;
    if (n.covid) body += `<p>Siguiendo las indicaciones de las autoridades sanitarias y de la Conselleria, la Universidad suspende la actividad docente presencial. Las asignaturas continuarán en modalidad no presencial a través de la ${a(`${AULA}/`, 'Aula Virtual')}, de Microsoft Teams y de sus páginas web; el profesorado informará en cada asignatura. ${a('/es/etsinf/covid-19', 'Información actualizada')}.</p>`;
    if (o && hash(`nl${n.id}`) % 3 === 0) body += `<p>Toda la información (temario, prácticas, calendario y evaluación) está en la ${a(this.homeHref(o, `news${n.id}`), 'página de la asignatura')}. Consulta también la ${a(this.guiaUrl(o.c.code, o.y), 'guía docente')} y el ${a(this.horUrl(o), 'horario')}.</p>`;
    else if (o) body += `<p>Consulta la ${a(this.guiaUrl(o.c.code, o.y), 'guía docente')} y el ${a(this.horUrl(o), 'horario')}. El material se publicará en la web de la asignatura y en la Aula Virtual.</p>`;
    if (n.album) body += `<p>${a(`${FOTOS}/index.php?/category/${n.album}`, 'Ver las fotos')}</p>`;
    body += T.para(r, 2);
    const idx = this.news.indexOf(n);
    const nb = [this.news[idx - 1], this.news[idx + 1], this.news[idx + 2]].filter((x) => x && this.newsTitle(x, lang));
    body += `<h3>${lang === 'en' ? 'Related' : 'Noticias relacionadas'}</h3><ul class="related">${nb.map((x) => li(this.newsUrl(x, lang), this.newsTitle(x, lang)!)).join('')}</ul>`;
    const twins: Partial<Record<Lang, string>> = {};
    for (const l of ['es', 'va', 'en'] as Lang[]) if (this.newsTitle(n, l)) twins[l] = this.newsUrl(n, l);
    return this.wpage(u, this.newsTitle(n, lang)!, body, { lang, twins, crumbs: [[`/${lang}/etsinf`, 'ETSINF']] });
  }

  /** The agenda: month views (`?mes=2020-03`) and week views (`?semana=2020-12`), each with previous/next, without end. */
  private agenda(u: URL, lang: Lang): Resp {
    const base = u.pathname;
    const wk = u.searchParams.get('semana');
    const cat = u.searchParams.get('tipo');
    const evf = (e: Ev) => !cat || e.kind === cat;
    if (wk) {
      const m = /^(\d{4})-(\d{1,2})$/.exec(wk);
      if (!m) return this.w404(u);
      const mon = mondayOfWeek(Number(m[1]), Number(m[2]));
      const evs = this.events.filter((e) => e.date >= mon && e.date < mon + 7 && evf(e));
      const wl = (d: number) => { const [y, w] = isoWeek(d); return `${base}?semana=${y}-${w}${cat ? `&tipo=${cat}` : ''}`; };
      return this.wpage(u, `Agenda: semana ${m[2]} de ${m[1]}`, `<p>${a(wl(mon - 7), '‹ semana anterior')} · ${a(`${base}?mes=${fmtISO(mon).slice(0, 7)}`, 'mes')} · ${a(wl(mon + 7), 'semana siguiente ›')}</p><ul>${evs.map((e) => `<li>${fmtDmy(e.date)} ${e.time} ${a(this.evUrl(e), e.title)}</li>`).join('') || '<li>No hay actividades.</li>'}</ul>`, { lang });
    }
    const mk = u.searchParams.get('mes') ?? fmtISO(NOW).slice(0, 7);
    const m = /^(\d{4})-(\d{2})$/.exec(mk);
    if (!m) return this.w404(u);
    const y = Number(m[1]);
    const mo = Number(m[2]);
    if (mo < 1 || mo > 12) return this.w404(u);
    const prev = mo === 1 ? `${y - 1}-12` : `${y}-${pad(mo - 1)}`;
    const next = mo === 12 ? `${y + 1}-01` : `${y}-${pad(mo + 1)}`;
    const c = cat ? `&tipo=${cat}` : '';
    const evs = (this.eventsByMonth.get(mk) ?? []).filter(evf);
    const weeks: string[] = [];
    for (let d = mondayOf(dayOf(y, mo, 1)); d < dayOf(y, mo, 28) + 7; d += 7) { const [wy, w] = isoWeek(d); weeks.push(a(`${base}?semana=${wy}-${w}${c}`, `sem. ${w}`)); }
    const tipos = ['tesis', 'seminario', 'jornada', 'otros'].map((t) => a(`${base}?mes=${mk}&tipo=${t}`, t)).join(' · ');
    return this.wpage(u, `Agenda: ${(lang === 'va' ? MES_VA : MES)[mo - 1]} ${y}`, `<p>${a(`${base}?mes=${prev}${c}`, '‹ mes anterior')} · ${a(`${base}?mes=${next}${c}`, 'mes siguiente ›')}</p><p>${tipos}</p><p>${weeks.join(' ')}</p><ul>${evs.map((e) => `<li>${fmtDmy(e.date)} ${e.time} ${a(this.evUrl(e), e.title)} <small>${esc(e.lugar)}</small></li>`).join('') || '<li>No hay actividades programadas.</li>'}</ul>`, { lang, twins: { es: '/es/etsinf/agenda', va: '/va/etsinf/agenda', en: '/en/etsinf/events' } });
  }

  /** A degree's page and its plan de estudios (by curso, with links to the guía docente and, for some, the course page). */
  private titulacion(u: URL, lang: Lang, key: string, plan: boolean): Resp {
    const t = TITS.find((x) => x.slug === key);
    if (!t) return this.w404(u);
    const r = rng(hash(`tit:${key}:${lang}`));
    const name = lang === 'en' ? t.en : lang === 'va' ? t.va : t.es;
    const base = `/${lang}/estudios/${t.kind}/${t.slug}`;
    if (!plan) return this.wpage(u, name, `${T.para(r, 3)}<ul>${li(`${base}/plan-de-estudios`, lang === 'en' ? 'Curriculum' : 'Plan de estudios')}${li(`${GUIA}/guia/${CUR.key}/titulacion/${t.key}`, 'Guía docente')}${li(`${HOR}/horarios/titulacion/${t.key}`, 'Horarios')}</ul>${T.para(r, 2)}`, { lang, twins: { es: `/es/estudios/${t.kind}/${t.slug}`, va: `/va/estudios/${t.kind}/${t.slug}`, en: `/en/estudios/${t.kind}/${t.slug}` } });
    const curso = Number(u.searchParams.get('curso') ?? 0);
    const levels = !curso ? [] : t.kind === 'master' ? ['M'] : [String(curso)];
    if (!levels.length) return this.wpage(u, `Plan de estudios – ${name}`, `${T.para(r, 2)}<ul>${Array.from({ length: t.years }, (_, i) => li(`${base}/plan-de-estudios?curso=${i + 1}`, `${i + 1}º curso`)).join('')}</ul>`, { lang });
    const tits = t.key === 'gcd' ? ['gii'] : t.key === 'gii' ? ['gii'] : [t.key];
    const cur = this.offs.filter((o) => o.y === CUR && tits.includes(o.c.tit) && levels.includes(o.c.level) && (t.key !== 'gcd' || ['stats', 'ml', 'db', 'num', 'algo'].includes(o.c.topic)));
    const rows = ['A', 'B'].map((q) => `<h2>${q === 'A' ? 'Primer cuatrimestre' : 'Segundo cuatrimestre'}</h2><table class="plan"><tr><th>Código</th><th>Asignatura</th><th>ECTS</th><th></th></tr>${cur.filter((o) => o.c.cuat === q).map((o) => `<tr><td>${o.c.code}</td><td>${a(this.guiaUrl(o.c.code, o.y, lang), titleOf(o, lang))}</td><td>${o.c.ects}</td><td>${o.inPlan && o.home ? a(this.homeHref(o, `plan${key}`), lang === 'en' ? 'course website' : 'web de la asignatura') : ''}</td></tr>`).join('')}</table>`).join('');
    return this.wpage(u, `${name} – ${t.kind === 'master' ? '' : `${curso}º curso `}(${CUR.key})`, rows, { lang });
  }

  private examCalendar(u: URL, y: Year): Resp {
    const offs = (this.offsByYear.get(y.key) ?? []).filter((o) => !o.c.eui).sort((p, q) => examsOf(p).ord - examsOf(q).ord);
    const rows = offs.map((o) => { const e = examsOf(o); return `<tr><td>${o.c.code}</td><td>${esc(o.c.es)}</td><td>${fmtDmy(e.ord)}</td><td>${fmtDmy(e.rec)}</td><td>${o.grupos.join(' ')}</td></tr>`; }).join('');
    const years = YEARS.map((x) => a(`/es/etsinf/calendario-examenes/${x.key}`, x.key)).join(' · ');
    return this.wpage(u, `Calendario de exámenes ${y.key}`, `<p>${years}</p>${y === CUR ? '<p class="alert">Las fechas de las pruebas del segundo cuatrimestre pueden modificarse por la situación sanitaria.</p>' : ''}<table><tr><th>Código</th><th>Asignatura</th><th>Ordinaria</th><th>Recuperación</th><th>Grupos</th></tr>${rows}</table><p>${a(`${DA}/examenes/`, 'Exámenes de cursos anteriores (Delegación de Alumnos)')}</p>`, { crumbs: [['/es/etsinf', 'ETSINF']] });
  }

  // ===================================================================================================================
  // www.dis.ualmenara.es: the department's Drupal 7 site (docencia by curso, course pages, personal, research) and userdirs
  // ===================================================================================================================

  private dpage(u: URL, title: string, content: string, o: { lang?: Lang; twin?: [Lang, string][]; tabs?: string; crumbs?: [string, string][]; side?: string } = {}): Resp {
    const lang = o.lang ?? 'es';
    const r = rng(hash(`dis:${u.pathname}${u.search}`));
    const P = lang === 'es' ? '' : `/${lang}`;
    const nav = lang === 'en'
      ? [['Teaching', '/en/teaching/'], ['People', '/en/people/'], ['Research', '/investigacion/'], ['ETSINF', `${WWW}/en/etsinf`]]
      : [['Docencia', `${P}/docencia/`], ['Personal', `${P}/personal/`], ['Investigación', '/investigacion/'], ['Wiki', `${WIKI}/index.php/Portada`], ['GitLab', `${GIT}/explore/projects`], ['Redmine', `${RM}/projects`], ['Listas', `${LISTAS}/mailman/listinfo`], ['Laboratorios', `${LAB}/`], ['ETSINF', `${WWW}/es/etsinf`]];
    const crumbs = (o.crumbs ?? []).map(([h, l]) => ` » ${a(h, l)}`).join('');
    return html(`<!DOCTYPE html>
<html lang="${lang === 'va' ? 'ca' : lang}" dir="ltr"><head><meta charset="utf-8"><meta name="Generator" content="Drupal 7 (http://drupal.org)">
<title>${esc(title)} | DIS - Departamento de Informática y Sistemas</title><link rel="stylesheet" href="/sites/all/themes/dis/css/style.css?q6x1v2">
${(o.twin ?? []).map(([l, h]) => `<link rel="alternate" hreflang="${l}" href="${esc(h)}">`).join('')}</head>
<body class="html not-front"><div id="skip-link"><a href="#main-content">Pasar al contenido principal</a></div>
<header><div class="site-name"><a href="${P || '/'}">Departamento de Informática y Sistemas</a> <small>${a(`${WWW}/es`, 'Universidad de Almenara')}</small></div>
<div class="lang">${(o.twin ?? []).map(([l, h]) => a(h, { es: 'Castellano', va: 'Valencià', en: 'English' }[l])).join(' | ')}</div>
<nav><ul class="menu">${nav.map(([l, h]) => li(h, l)).join('')}</ul></nav></header>
<div class="breadcrumb">${a(P || '/', 'Inicio')}${crumbs}</div>
${o.tabs ?? ''}<div id="main-content"><h1 class="title">${esc(title)}</h1>${content}</div>
${o.side ? `<div class="region-sidebar">${o.side}</div>` : ''}
<footer><p>DIS · Edificio 1G · Camí de la Universitat s/n · ${a('mailto:dis@ualmenara.es', 'dis@ualmenara.es')}</p><p class="small">${T.words(r, 10)}</p><p>${a('/user/login', 'Acceso')}</p></footer>
<script src="/misc/jquery.js?v=1.4.4"></script><script>jQuery.extend(Drupal.settings,{"basePath":"\\/"});/* ${T.chunk('drupal7').slice(0, 500)} */</script></body></html>`);
  }
  private d404(u: URL): Resp { return { ...this.dpage(u, 'Página no encontrada', '<p>No se ha encontrado la página solicitada.</p>'), status: 404 }; }

  private disHost(u: URL): Resp {
    let p: string;
    try { p = decodeURIComponent(u.pathname); } catch { return this.d404(u); }
    if (p.startsWith('/~')) return this.userdir(u, p);
    if (p === '/robots.txt') return { status: 200, type: 'text/plain', body: 'User-agent: *\nCrawl-delay: 10\nDisallow: /user/\nDisallow: /admin/\nDisallow: /search/\n' };
    if (/^\/(misc|modules|sites\/all)\//.test(p)) return asset(p);
    if (p.startsWith('/sites/default/files/')) return isFile(p) ? fileResp(p, u.href) : this.d404(u);
    if (p.startsWith('/user')) return p === '/user/login' ? moved(casLogin(`${DIS}/user/login`), 302) : moved(`${DIS}/user/login?destination=${encodeURIComponent(p.slice(1))}`, 302);
    if (p.endsWith('/index.html')) return moved(`${DIS}${p.slice(0, -10)}${u.search}`);
    if (p.startsWith('/node/')) { const n = Number(p.slice(6)); return n > 0 && n < 4000 ? moved(`${DIS}/docencia/`, 301) : this.d404(u); }
    // Course pages per curso (with subpages and files).
    let m = /^\/(docencia\/asignaturas|en\/teaching\/courses|va\/docencia\/assignatures)\/(\d{4}-\d{4})\/(\d{4,5})-([a-z0-9-]+)(\/.*)?$/.exec(p);
    if (m) {
      const y = yearByKey.get(m[2]);
      if (!y) return this.d404(u);
      if (m[5] === undefined) return moved(`${DIS}${p}/${u.search}`);
      if (m[1].startsWith('va')) {
        const o = (this.offsByYear.get(m[2]) ?? []).find((x) => x.c.code === m![3]);
        if (!o || m[5] !== '/') return this.d404(u);
        return o.kind === 'dept' ? moved(o.home, 302) : this.d404(u);
      }
      const hit = this.findBase(H.dis, p.endsWith('/') || isFile(p) ? p : `${p}/`);
      if (!hit || hit[0].kind !== 'dept') {
        const o = (this.offsByYear.get(m[2]) ?? []).find((x) => x.c.code === m![3]);
        if (!o || m[5] !== '/') return this.d404(u);
        const en = m[1].startsWith('en');
        const where = o.home ? `${en ? 'The course materials are published at' : 'El material de la asignatura se publica en'} ${a(this.homeHref(o, 'stub'), o.kind === 'lms' ? 'la Aula Virtual / PoliformaT' : en ? 'the course website' : 'la web de la asignatura')}.` : o.moved === 'lms' || o.y.idx >= 3 ? `${en ? 'All materials are in the Aula Virtual (login required):' : 'Todo el material está en la Aula Virtual (acceso con usuario UAL):'} ${a(this.lmsUrl(o), 'Aula Virtual')}.` : `${en ? 'See the' : 'Consulta la'} ${a(this.guiaUrl(o.c.code, o.y), 'guía docente')}.`;
        return this.dpage(u, `${o.c.code} ${titleOf(o, en ? 'en' : 'es')} (${y.key})`, `<p>${en ? 'This course has no page of its own on the department website this year.' : 'Esta asignatura no tiene página propia en la web del departamento este curso.'} ${where}</p>`, { lang: en ? 'en' : 'es' });
      }
      return this.deptCourse(u, hit[0], hit[1]);
    }
    if (p.length > 1 && !p.endsWith('/') && !isFile(p)) return moved(`${DIS}${p}/${u.search}`);
    const lang: Lang = p.startsWith('/en/') ? 'en' : p.startsWith('/va/') ? 'va' : 'es';
    const rest = lang === 'es' ? p : p.slice(3);
    if (rest === '/') return this.disHome(u, lang);
    if (rest === '/docencia/' || rest === '/teaching/') return this.docencia(u, lang);
    m = /^\/(?:docencia\/asignaturas|teaching\/courses|docencia\/assignatures)\/(?:(\d{4}-\d{4})\/)?$/.exec(rest);
    if (m) return m[1] ? (yearByKey.has(m[1]) ? this.yearList(u, yearByKey.get(m[1])!, lang) : this.d404(u)) : this.yearIndex(u, lang);
    m = /^\/docencia\/asignatura\/(\d{4,5})\/$/.exec(rest);
    if (m && lang === 'es') return this.courseAll(u, m[1]);
    if (rest === '/personal/paginas/' && lang === 'es') return this.dpage(u, 'Páginas personales del profesorado', `<ul>${TEACHERS.filter((t) => t.userdir).map((t) => li(t.scheme === 'personal' ? `${PERS}/${t.login}/asignaturas/` : t.scheme === 'docencia' ? `/~${t.login}/docencia/` : `/~${t.login}/`, t.name)).join('')}</ul>`);
    if (rest === '/personal/' || rest === '/people/') return this.directory(u, lang);
    m = /^\/(?:personal|people)\/([a-z0-9]+)\/(publicaciones\/)?$/.exec(rest);
    if (m) return this.profile(u, m[1], lang, !!m[2]);
    if (rest === '/investigacion/') return this.dpage(u, 'Investigación', `<ul>${AREAS.map((x) => li(`/investigacion/${x.key}/`, x.es)).join('')}</ul><p>${a(`${REPO}/handle/10251/1`, 'Publicaciones en RiuAL')} · ${a(`${WIKI}/index.php/Grupos_de_investigaci%C3%B3n`, 'Wiki de grupos')}</p>${T.para(rng(hash('inv')), 3)}`);
    m = /^\/investigacion\/([a-z]+)\/$/.exec(rest);
    if (m && areaBy.has(m[1])) {
      const ar = areaBy.get(m[1])!;
      const ppl = this.persons.filter((x) => x.area === ar.key);
      return this.dpage(u, ar.es, `${T.para(rng(hash(ar.key)), 3)}<h2>Miembros</h2><ul>${ppl.map((x) => li(this.profileUrl(x.login), x.name)).join('')}</ul>`);
    }
    if (rest === '/docencia/eui/' && lang === 'es') return this.dpage(u, 'Antigua EUI', `<p>La Escuela Universitaria de Informática se integró en la ETSINF en septiembre de 2016. Su web se conserva como archivo: ${a(`${EUI}/`, 'www.eui.ualmenara.es')} (${YEARS.slice(0, 2).map((y) => a(`${EUI}/asignaturas.php?curso=${y.short}`, `asignaturas ${y.key}`)).join(', ')}).</p>`);
    return this.d404(u);
  }

  private disHome(u: URL, lang: Lang): Resp {
    const r = rng(hash(`dishome${lang}`));
    const P = lang === 'es' ? '' : `/${lang}`;
    const covid = this.news.filter((n) => n.covid);
    const body = `${T.para(r, 2)}<div class="alert">${lang === 'en' ? 'Online teaching from 13 March 2020: check each course page and the Aula Virtual.' : 'Docencia no presencial desde el 13 de marzo de 2020: consulta la página de cada asignatura y la Aula Virtual.'}</div><ul>${covid.map((n) => li(`${WWW}${this.newsUrl(n, 'es')}`, n.es)).join('')}</ul>
<h2>${lang === 'en' ? 'Teaching' : 'Docencia'}</h2><ul>${li(`${P}/docencia/`, lang === 'en' ? 'Courses' : 'Asignaturas')}${li(`${GUIA}/`, 'Guía docente')}${li(`${OCW}/`, 'OpenCourseWare')}${li('/docencia/eui/', 'Antigua EUI')}</ul>
<h2>${lang === 'en' ? 'People' : 'Personal'}</h2><ul>${li(`${P}/${lang === 'en' ? 'people' : 'personal'}/`, lang === 'en' ? 'Directory' : 'Directorio')}${li('/personal/paginas/', 'Páginas personales')}${li('/investigacion/', 'Áreas y grupos de investigación')}</ul>
<h2>Servicios</h2><ul>${li(`${WIKI}/index.php/Portada`, 'Wiki del departamento')}${li(`${GIT}/explore/projects`, 'GitLab')}${li(`${RM}/projects`, 'Redmine')}${li(`${LISTAS}/mailman/listinfo`, 'Listas de correo')}${li(`${LAB}/`, 'Logs de laboratorios')}${li(`${HOR}/`, 'Horarios')}</ul>${T.para(r, 2)}`;
    return this.dpage(u, lang === 'en' ? 'Department of Computer Systems' : 'Departamento de Informática y Sistemas', body, { lang, twin: [['es', '/'], ['va', '/va/'], ['en', '/en/']] });
  }

  private docencia(u: URL, lang: Lang): Resp {
    const r = rng(hash(`doc${lang}`));
    const L = lang === 'en' ? '/en/teaching/courses' : lang === 'va' ? '/va/docencia/assignatures' : '/docencia/asignaturas';
    const body = `${T.para(r, 2)}<ul>${li(`${L}/${CUR.key}/`, `${lang === 'en' ? 'Courses' : 'Asignaturas'} ${CUR.key}`)}${li(`${L}/${CUR.key}/?cuatrimestre=B`, lang === 'en' ? 'Spring semester' : 'Segundo cuatrimestre')}${li(`${L}/`, lang === 'en' ? 'Previous years' : 'Cursos anteriores')}${YEARS.slice(0, 5).reverse().map((y) => li(`${L}/${y.key}/`, y.key)).join('')}${li('/personal/paginas/', 'Páginas personales del profesorado')}${li(`${GUIA}/`, 'Guía docente')}${li(`${WWW}/es/etsinf/calendario-examenes/${CUR.key}`, 'Calendario de exámenes')}${li(`${HOR}/`, 'Horarios')}</ul>${T.para(r, 2)}`;
    return this.dpage(u, lang === 'en' ? 'Teaching' : 'Docencia', body, { lang, twin: [['es', '/docencia/'], ['va', '/va/docencia/'], ['en', '/en/teaching/']] });
  }

  private yearIndex(u: URL, lang: Lang): Resp {
    const L = u.pathname;
    return this.dpage(u, lang === 'en' ? 'Courses by academic year' : 'Asignaturas por curso académico', `<ul>${YEARS.slice().reverse().map((y) => li(`${L}${y.key}/`, y.key)).join('')}</ul><p>${a('/docencia/eui/', 'Asignaturas de la antigua EUI (2014-2016)')}</p>`, { lang });
  }

  /** The list of a curso's courses with filters by cuatrimestre, titulación and order (a faceted hub). */
  private yearList(u: URL, y: Year, lang: Lang): Resp {
    const cuat = u.searchParams.get('cuatrimestre') ?? '';
    const tit = u.searchParams.get('titulacion') ?? '';
    const orden = u.searchParams.get('orden') ?? 'codigo';
    const list = (this.offsByYear.get(y.key) ?? []).filter((o) => !o.c.eui && (!cuat || o.c.cuat === cuat) && (!tit || o.c.tit === tit)).sort((p, q) => (orden === 'nombre' ? p.c.es.localeCompare(q.c.es) : orden === 'curso' ? p.c.level.localeCompare(q.c.level) : p.c.code.localeCompare(q.c.code)));
    const L = u.pathname;
    const q = (k: string, v: string) => { const s = new URLSearchParams(u.search); if (v) s.set(k, v); else s.delete(k); const t = s.toString(); return t ? `${L}?${t}` : L; };
    const f = `<div class="filters">${['', 'A', 'B'].map((c) => a(q('cuatrimestre', c), c || 'Todos')).join(' ')} | ${['', 'gii', 'muiinf', 'mucd'].map((t) => a(q('titulacion', t), t || 'Todas')).join(' ')} | ${['codigo', 'nombre', 'curso'].map((t) => a(q('orden', t), t)).join(' ')}</div>`;
    const rows = list.map((o) => `<tr><td>${o.c.code}</td><td>${a(this.listHref(o, `yl${lang}`, !cuat && !tit && lang === 'es'), titleOf(o, lang === 'va' ? 'va' : lang === 'en' ? 'en' : 'es'))}</td><td>${o.c.abbr}</td><td>${o.c.level}</td><td>${o.c.cuat}</td><td>${esc(o.f.name)}</td><td>${a(this.guiaUrl(o.c.code, y, lang), 'guía')}</td></tr>`).join('');
    const years = YEARS.map((x) => a(L.replace(/\d{4}-\d{4}/, x.key), x.key)).join(' · ');
    return this.dpage(u, `${lang === 'en' ? 'Courses' : 'Asignaturas'} ${y.key}`, `<p>${years}</p>${f}<table class="views-table"><tr><th>Código</th><th>Asignatura</th><th>Siglas</th><th>Curso</th><th>Cuatr.</th><th>Coordinador/a</th><th></th></tr>${rows}</table>`, { lang, twin: [['es', `/docencia/asignaturas/${y.key}/`], ['va', `/va/docencia/assignatures/${y.key}/`], ['en', `/en/teaching/courses/${y.key}/`]] });
  }

  private courseAll(u: URL, code: string): Resp {
    const c = courseBy.get(code);
    if (!c) return this.d404(u);
    const list = this.offsByCourse.get(code) ?? [];
    return this.dpage(u, `${c.code} ${c.es}`, `<p>Ediciones de la asignatura:</p><ul>${list.slice().reverse().map((o) => li(this.listHref(o, 'all'), `${o.y.key} (${o.f.name})`)).join('')}</ul>`);
  }

  private directory(u: URL, lang: Lang): Resp {
    const area = u.searchParams.get('area') ?? '';
    const letra = u.searchParams.get('letra') ?? '';
    const ppl = this.persons.filter((x) => (!area || x.area === area) && (!letra || ascii(x.name.split(' ').slice(-2)[0])[0] === letra));
    const L = u.pathname;
    const f = `<p>${AREAS.map((x) => a(`${L}?area=${x.key}`, x.es)).join(' · ')}</p><p>${'ABCDEFGHIJLMNOPRSTV'.split('').map((c) => a(`${L}?letra=${c}${area ? `&area=${area}` : ''}`, c)).join(' ')}</p>`;
    return this.dpage(u, lang === 'en' ? 'People' : 'Personal', `${f}<table>${ppl.map((x) => `<tr><td>${a(this.profileUrl(x.login, lang), x.name)}</td><td>${esc(x.role)}</td><td>${esc(areaBy.get(x.area)!.es)}</td></tr>`).join('')}</table>`, { lang });
  }

  private profile(u: URL, login: string, lang: Lang, pubs: boolean): Resp {
    const x = this.personBy.get(login);
    if (!x) return this.d404(u);
    const r = rng(hash(`prof:${login}`));
    const t = x.t;
    if (pubs) return this.dpage(u, `${lang === 'en' ? 'Publications' : 'Publicaciones'} – ${x.name}`, `<ol>${Array.from({ length: int(r, 5, 20) }, () => `<li>${esc(paperTitle(r))}. ${int(r, 2010, 2020)}.</li>`).join('')}</ol><p>${a(`${REPO}/discover?filtertype=author&filter_relational_operator=equals&filter=${encodeURIComponent(x.name)}`, 'RiuAL')}</p>`, { lang });
    let body = `<p>${esc(x.role)} · ${esc(areaBy.get(x.area)!.es)}</p>`;
    if (t) {
      const mine = (this.offsByTeacher.get(t.login) ?? []).filter((o) => o.home && o.inProfile).sort((p, q) => q.y.idx - p.y.idx);
      body += `<p>Despacho ${esc(t.despacho)} · Ext. ${t.ext} · ${a(`mailto:${t.login}@dis.ualmenara.es`, `${t.login}@dis.ualmenara.es`)}</p>`;
      body += `<h2>${lang === 'en' ? 'Teaching' : 'Docencia'}</h2><ul>${mine.map((o) => li(this.homeHref(o, `prof${lang}`), `${o.c.code} ${titleOf(o, lang === 'en' ? 'en' : 'es')} (${o.y.key})`)).join('')}</ul>`;
      body += `<h2>Tutorías</h2><p>${pick(r, ['Lunes', 'Martes', 'Miércoles'])} de ${pick(r, ['10:00 a 12:00', '12:00 a 14:00', '15:00 a 17:00'])} y ${pick(r, ['jueves', 'viernes'])} de ${pick(r, ['10:00 a 11:00', '16:00 a 18:00'])}. <strong>Desde el 13/03/2020 únicamente por correo electrónico o Teams.</strong></p>`;
      if (t.userdir) body += `<p>${a(t.scheme === 'personal' ? `${PERS}/${t.login}/` : `/~${t.login}/`, lang === 'en' ? 'Personal page' : 'Página personal')}</p>`;
    }
    body += `${T.para(r, 2)}<p>${a(`${u.pathname}publicaciones/`, lang === 'en' ? 'Publications' : 'Publicaciones')}</p>`;
    return this.dpage(u, x.name, body, { lang, twin: [['es', this.profileUrl(login, 'es')], ['va', this.profileUrl(login, 'va')], ['en', this.profileUrl(login, 'en')]], crumbs: [[lang === 'en' ? '/en/people/' : '/personal/', 'Personal']] });
  }

  private deptTabs(o: Off): [string, string][] {
    return o.c.lang === 'en'
      ? [['syllabus/', 'Syllabus'], ['labs/', 'Labs'], ['exercises/', 'Exercises'], ['assessment/', 'Assessment'], ['schedule/', 'Schedule'], ['announcements/', 'Announcements'], ['staff/', 'Staff']]
      : [['temario/', 'Temario'], ['practicas/', 'Prácticas'], ['boletines/', 'Boletines'], ['evaluacion/', 'Evaluación'], ['calendario/', 'Calendario'], ['avisos/', 'Avisos'], ['profesorado/', 'Profesorado']];
  }

  private deptCourse(u: URL, o: Off, rel: string): Resp {
    const en = o.c.lang === 'en';
    const files = `/sites/default/files/asignaturas/${o.y.key}/${lc(o.c.abbr)}/`;
    const tabs = this.deptTabs(o);
    const tabHtml = `<ul class="tabs primary">${li(o.base, en ? 'Home' : 'Presentación')}${tabs.map(([h, l]) => li(o.base + h, l)).join('')}</ul>`;
    const title = `${o.c.code} ${titleOf(o)} (${o.y.key})`;
    const L: Lang = en ? 'en' : 'es';
    const crumbs: [string, string][] = [[en ? '/en/teaching/' : '/docencia/', en ? 'Teaching' : 'Docencia'], [`${en ? '/en/teaching/courses' : '/docencia/asignaturas'}/${o.y.key}/`, o.y.key]];
    const sess = sessionsOf(o);
    const ex = examsOf(o);
    const avisos = avisosOf(o);
    const tk = rel.match(/^avisos\/(\d+)\/$/);
    if (rel === '') {
      const r = rng(hash(`dc:${o.key}`));
      const body = `${avisos.length && avisos[0][0] >= COVID ? `<div class="messages warning">${esc(avisos.find((x) => x[0] === COVID)?.[1] ?? avisos[0][1])}</div>` : ''}${blurb(o)}
<table class="ficha"><tr><th>${en ? 'Code' : 'Código'}</th><td>${o.c.code} (${o.c.abbr})</td></tr><tr><th>${en ? 'Degree' : 'Titulación'}</th><td>${esc(TITS.find((t) => t.key === o.c.tit)?.[L] ?? o.c.tit)}</td></tr><tr><th>ECTS</th><td>${o.c.ects}</td></tr><tr><th>${en ? 'Semester' : 'Cuatrimestre'}</th><td>${cuatName(o.c, en)}</td></tr><tr><th>${en ? 'Coordinator' : 'Coordinador/a'}</th><td>${a(this.profileUrl(o.f.login, L), o.f.name)}</td></tr>${o.f2 ? `<tr><th>${en ? 'Lecturers' : 'Profesorado'}</th><td>${a(this.profileUrl(o.f2.login, L), o.f2.name)}</td></tr>` : ''}<tr><th>${en ? 'Groups' : 'Grupos'}</th><td>${o.grupos.join(', ')}</td></tr><tr><th>${en ? 'Exams' : 'Exámenes'}</th><td>${fmtDmy(ex.ord)} · ${en ? 'resit' : 'recuperación'} ${fmtDmy(ex.rec)}</td></tr></table>
<h2>${en ? 'Announcements' : 'Últimos avisos'}</h2><ul>${avisos.slice(0, 4).map(([d, t], i) => `<li>${fmtDmy(d)}: ${a(`${o.base}avisos/${avisos.length - i}/`, t.slice(0, 90))}</li>`).join('')}</ul>
<h2>${en ? 'Links' : 'Enlaces'}</h2><ul>${li(this.guiaUrl(o.c.code, o.y, L), en ? 'Course guide' : 'Guía docente')}${li(this.horUrl(o), en ? 'Timetable' : 'Horario')}${li(this.lmsUrl(o), o.y.idx >= 3 ? 'Aula Virtual (entregas y notas)' : 'PoliformaT (entregas y notas)')}${li(`${DA}/examenes/${slug(o.c.es)}/`, en ? 'Past exams (student association)' : 'Exámenes de otros años (Delegación)')}${o.y === CUR ? li('https://teams.microsoft.com/l/team/19%3a' + hex(o.key, 24), 'Microsoft Teams') : ''}</ul>
${o.prev.length ? `<h2>${en ? 'Previous years' : 'Cursos anteriores'}</h2><ul>${o.prev.map((p) => li(this.homeHref(p, `prev${o.key}`), p.y.key)).join('')}</ul>` : ''}<p>${a(`/docencia/asignatura/${o.c.code}/`, en ? 'All editions' : 'Todas las ediciones')}</p>${T.para(r, 1)}`;
      return this.dpage(u, title, body, { lang: L, tabs: tabHtml, crumbs });
    }
    if (rel.startsWith('files/') || isFile(rel)) return isFile(rel) ? fileResp(rel, u.href) : this.d404(u);
    if (tk) {
      const k = avisos.length - Number(tk[1]);
      if (k < 0 || k >= avisos.length) return this.d404(u);
      const [d, t] = avisos[k];
      return this.dpage(u, `${en ? 'Announcement' : 'Aviso'}: ${t.slice(0, 60)}`, `<p class="date">${fmtEs(d)}</p><p>${esc(t)}</p><p>${a(`${o.base}avisos/`, en ? 'All announcements' : 'Todos los avisos')}</p>`, { lang: L, tabs: tabHtml, crumbs: [...crumbs, [o.base, o.c.abbr]] });
    }
    const sub = tabs.find(([h]) => h === rel);
    if (!sub) return this.d404(u);
    const k = tabs.indexOf(sub);
    let body = '';
    if (k === 0) body = `<ol>${(TOPICS[o.c.topic] ?? TOPICS.se).map((t, i) => `<li>${esc(t)} ${a(`${DIS}${files}tema${i + 1}.pdf`, `tema${i + 1}.pdf`)}</li>`).join('')}</ol><h3>${en ? 'Bibliography' : 'Bibliografía'}</h3>${T.para(rng(hash(`bib${o.key}`)), 2)}`;
    else if (k === 1) body = `<ul>${practicasOf(o).map((w) => `<li>${en ? 'Lab' : 'Práctica'} ${w.n}: ${esc(w.title)} – ${en ? 'due' : 'entrega'} ${fmtDmy(w.due)} ${a(`${DIS}${files}practica${w.n}.pdf`, 'pdf')}</li>`).join('')}</ul><p>${en ? 'Submit via' : 'Entregas en'} ${a(this.lmsUrl(o), o.y.idx >= 3 ? 'Aula Virtual' : 'PoliformaT')}.</p>`;
    else if (k === 2) body = `<ul>${Array.from({ length: 6 }, (_, i) => `<li>${a(`${DIS}${files}boletin${i + 1}.pdf`, `${en ? 'Exercise sheet' : 'Boletín'} ${i + 1}`)}${i < 4 ? ` · ${a(`${DIS}${files}boletin${i + 1}-soluciones.pdf`, en ? 'solutions' : 'soluciones')}` : ''}</li>`).join('')}</ul>`;
    else if (k === 3) body = `<p>${en ? 'Written exam 50%, labs 30%, assignments 20%.' : 'Examen escrito 50 %, prácticas 30 %, trabajos y boletines 20 %. Es necesario obtener un 4 en el examen.'}</p>${o.y === CUR ? `<p class="warning">${en ? 'The assessment may be adapted to online teaching (COVID-19).' : 'La evaluación podrá adaptarse a la docencia no presencial (COVID-19); se comunicará por la Aula Virtual.'}</p>` : ''}<p>${a(`${DIS}${files}examen-${o.c.cuat === 'A' ? 'enero' : 'junio'}-${o.y.y}.pdf`, en ? 'Last exam' : 'Examen del curso anterior')}</p>`;
    else if (k === 4) body = `<table>${sess.map((s) => `<tr><td>${fmtDmy(s.date)}</td><td>${s.time}</td><td>${s.kind === 'T' ? (en ? 'Lecture' : 'Teoría') : en ? 'Lab' : 'Laboratorio'}</td><td>${esc(s.topic)}</td><td>${s.online ? 'en línea (Teams)' : esc(s.aula)}</td></tr>`).join('')}</table><p>${a(this.horUrl(o), en ? 'Official timetable' : 'Horario oficial')}</p>`;
    else if (k === 5) body = `<ul>${avisos.map(([d, t], i) => `<li><b>${fmtDmy(d)}</b> ${a(`${o.base}avisos/${avisos.length - i}/`, t)}</li>`).join('')}</ul>`;
    else body = `<ul>${[o.f, o.f2].filter((x): x is Teacher => !!x).map((t) => `<li>${a(this.profileUrl(t.login, L), t.name)} – ${en ? 'office' : 'despacho'} ${esc(t.despacho)}, ${en ? 'office hours by appointment' : 'tutorías con cita previa'}</li>`).join('')}</ul>`;
    return this.dpage(u, `${sub[1]} – ${title}`, body, { lang: L, tabs: tabHtml, crumbs: [...crumbs, [o.base, o.c.abbr]] });
  }

  // ---- userdirs on www.dis…/~login/ (Apache: index.html answers 200, slashless directories 301) and personales… ----

  private ushell(t: Teacher, title: string, body: string, old = t.style === 'old'): Resp {
    const home = t.scheme === 'personal' ? `${PERS}/${t.login}/` : `/~${t.login}/`;
    if (old) return html(`<HTML><HEAD><TITLE>${esc(title)}</TITLE><META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-1"></HEAD>\n<BODY BGCOLOR="#FFFFFF" LINK="#000099" VLINK="#660066">\n<TABLE WIDTH="100%" BORDER=0 CELLPADDING=4><TR><TD BGCOLOR="#990000"><FONT FACE="Verdana,Arial" COLOR="#FFFFFF" SIZE="+2"><B>${esc(title)}</B></FONT></TD></TR></TABLE>\n<FONT FACE="Verdana,Arial" SIZE=2>${body}</FONT>\n<HR><ADDRESS><A HREF="${home}">${esc(t.name)}</A> - DIS - Universidad de Almenara</ADDRESS></BODY></HTML>\n`);
    if (t.style === 'modern') return html(`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.4.1/css/bootstrap.min.css"></head><body><nav class="navbar navbar-expand navbar-dark bg-dark"><a class="navbar-brand" href="${home}">${esc(t.name)}</a><a class="nav-link" href="${home}${t.scheme === 'personal' ? 'asignaturas/' : 'docencia/'}">Docencia</a><a class="nav-link" href="${this.profileUrl(t.login)}">DIS</a></nav><div class="container"><h1>${esc(title)}</h1>${body}</div></body></html>`);
    return html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="stylesheet" href="${home}estilo.css"></head><body><h1>${esc(title)}</h1>${body}<hr><p><a href="${home}">${esc(t.name)}</a> · <a href="${DIS}/">DIS</a></p></body></html>`);
  }

  private userdir(u: URL, p: string): Resp {
    const m = /^\/~([a-z0-9]+)(\/.*)?$/.exec(p);
    if (!m) return apache404(p, H.dis);
    const t = teacherBy.get(m[1]);
    if (!t || !t.userdir || t.scheme === 'personal') return apache404(p, H.dis);
    const rest = m[2] ?? '';
    if (rest === '') return moved(`${DIS}/~${t.login}/`);
    const mine = (this.offsByTeacher.get(t.login) ?? []).filter((o) => o.kind === 'user');
    if (rest === '/' || rest === '/index.html') return this.userIndex(t, mine);
    if (rest === '/cv.html' || rest === '/publicaciones.html') return this.ushell(t, rest === '/cv.html' ? 'Curriculum vitae' : 'Publicaciones', `<p>${T.words(rng(hash(p)), 40)}</p><p>${a(`${REPO}/discover?filtertype=author&filter_relational_operator=equals&filter=${encodeURIComponent(t.name)}`, 'Ver en RiuAL')}</p>`);
    const stub = this.stubs.get(H.dis + p);
    if (stub) return this.ushell(t, `${stub.c.es} ${stub.y.key}`, `<p><b>Atención:</b> a partir del curso ${stub.y.key} esta página ya no se actualiza. Todo el material de la asignatura (transparencias, boletines, prácticas y avisos) está en ${stub.home ? a(this.homeHref(stub, 'ustub'), stub.kind === 'lms' ? 'la Aula Virtual' : 'la nueva web de la asignatura') : a(this.lmsUrl(stub), 'la Aula Virtual')}.</p>`, t.style === 'old');
    if (t.scheme === 'docencia' && (rest === '/docencia/' || rest === '/docencia/index.html')) return this.teachIndex(t, mine);
    if (/^\/[a-z0-9]+\.html$/.test(rest)) {
      const o = this.bases.get(H.dis + p.replace(/\.html$/, '/'));
      return o ? this.userHome(o) : apache404(p, H.dis);
    }
    const hit = this.findBase(H.dis, p.endsWith('/') || /\.[a-z]+$/i.test(p) ? p : `${p}/`);
    if (hit) {
      const [o, rel] = hit;
      if (!p.endsWith('/') && rel === '') return moved(`${DIS}${p}/`);
      if (rel === '' || rel === 'index.html') return t.scheme === 'flat' ? apache404(p, H.dis) : this.userHome(o);
      return this.userSub(o, rel, u);
    }
    const cm = /^\/docencia\/([a-z0-9]+)\/?$/.exec(rest);
    if (cm && t.scheme === 'docencia') {
      const list = mine.filter((o) => lc(o.c.abbr) === cm[1]);
      if (!list.length) return apache404(p, H.dis);
      if (!p.endsWith('/')) return moved(`${DIS}${p}/`);
      const stubs = [...this.stubs.values()].filter((s) => s.f === t && lc(s.c.abbr) === cm[1]);
      return this.ushell(t, list[0].c.es, `<ul>${list.map((o) => li(`${o.y.short}/`, o.y.key)).join('')}${stubs.map((s) => li(`${s.y.short}/`, `${s.y.key} (Aula Virtual)`)).join('')}</ul>`);
    }
    return apache404(p, H.dis);
  }

  private userIndex(t: Teacher, mine: Off[]): Resp {
    const r = rng(hash(`uidx:${t.login}`));
    let teach = '';
    if (t.scheme === 'flat') {
      const stubs = [...this.stubs.values()].filter((s) => s.f === t);
      teach = `<h2>Docencia</h2><ul>${mine.slice().reverse().map((o) => li(o.home.replace(DIS, ''), `${o.c.es} (${o.y.key})`)).join('')}${stubs.map((s) => li(`${lc(s.c.abbr)}${s.y.short}.html`, `${s.c.es} (${s.y.key})`)).join('')}</ul>`;
    } else teach = `<p><a href="docencia/">Docencia</a></p>`;
    return this.ushell(t, t.name, `<p>${esc(CAT[t.cat][0])}, área de ${esc(areaBy.get(t.area)!.es)}, ${a(`${DIS}/`, 'Departamento de Informática y Sistemas')}.</p><p>Despacho ${esc(t.despacho)}, ext. ${t.ext}</p>${teach}<h2>Investigación</h2>${T.para(r, 2)}<p>${a('cv.html', 'CV')} · ${a('publicaciones.html', 'Publicaciones')} · ${a(this.profileUrl(t.login), 'Ficha en el DIS')}</p>`);
  }

  private teachIndex(t: Teacher, mine: Off[]): Resp {
    const stubs = [...this.stubs.values()].filter((s) => s.f === t);
    const dirs = [...new Set(mine.map((o) => lc(o.c.abbr)))].map((d) => li(`${d}/`, d.toUpperCase())).join('');
    const rows = mine.slice().reverse().map((o) => li(o.home.replace(DIS, ''), `${o.c.abbr} – ${o.c.es} (${o.y.key})`)).join('') + dirs;
    return this.ushell(t, `Docencia – ${t.name}`, `<ul>${rows}${stubs.map((s) => li(`${lc(s.c.abbr)}/${s.y.short}/`, `${s.c.abbr} – ${s.c.es} (${s.y.key})`)).join('')}</ul>`);
  }

  private userHome(o: Off): Resp {
    if (o.frames) return html(`<HTML><HEAD><TITLE>${esc(o.c.es)} ${o.y.key}</TITLE></HEAD>\n<FRAMESET COLS="200,*" BORDER=0>\n<FRAME SRC="menu.html" NAME="menu">\n<FRAME SRC="principal.html" NAME="principal">\n<NOFRAMES><BODY>Esta página usa marcos. Vaya a la <A HREF="principal.html">página principal</A>.</BODY></NOFRAMES>\n</FRAMESET></HTML>\n`);
    return this.ushell(o.f, `${o.c.es} (${o.c.abbr}) – curso ${o.y.key}`, this.userBody(o), o.tpl === 'old');
  }

  private userBody(o: Off): string {
    const en = o.c.lang === 'en';
    const fb = o.f.scheme === 'flat' ? `${o.base.split('/').slice(-2)[0]}/` : '';
    const sess = sessionsOf(o).filter((s) => s.kind === 'T');
    const ex = examsOf(o);
    const avisos = avisosOf(o).slice(0, 5);
    const prev = o.prev.length ? `<p>${en ? 'Previous years' : 'Cursos anteriores'}: ${o.prev.map((p) => a(p.home.replace(DIS, '').replace(PERS, ''), p.y.key)).join(' · ')}</p>` : '';
    const slides = sess.map((s) => `<li>Tema ${s.n}: ${esc(s.topic)}${s.date <= NOW || o.y !== CUR ? ` [${a(`${fb}transparencias/tema${s.n}.pdf`, 'pdf')}]` : ''}</li>`).join('');
    const pr = practicasOf(o).map((w) => `<li>${a(`${fb}practicas/practica${w.n}.pdf`, `${en ? 'Lab' : 'Práctica'} ${w.n}`)}: ${esc(w.title)} (${en ? 'due' : 'entrega'} ${fmtDmy(w.due)})</li>`).join('');
    const av = avisos.length ? `<h3>${en ? 'News' : 'Avisos'}</h3><ul>${avisos.map(([d, t]) => `<li><b>${fmtDmy(d)}</b> ${esc(t)}</li>`).join('')}</ul>` : '';
    if (o.tpl === 'old') return `<TABLE BORDER=1 CELLPADDING=3><TR><TD><B>Profesor</B></TD><TD>${esc(o.f.name)}</TD></TR><TR><TD><B>Grupos</B></TD><TD>${o.grupos.join(', ')}</TD></TR><TR><TD><B>Cuatrimestre</B></TD><TD>${o.c.cuat}, ${o.y.key}</TD></TR><TR><TD><B>Examen</B></TD><TD>${fmtDmy(ex.ord)} (recuperación ${fmtDmy(ex.rec)})</TD></TR><TR><TD><B>Tutorías</B></TD><TD>${esc(o.f.despacho)}, L y X 12-14h</TD></TR></TABLE>${blurb(o)}${av}<H3>Temario y transparencias</H3><OL>${slides}</OL><H3>Prácticas</H3><UL>${pr}</UL><P>${a(`${fb}boletines.html`, 'Boletines de ejercicios')} | ${a(`${fb}examenes.html`, 'Exámenes')} | ${a(this.guiaUrl(o.c.code, o.y), 'Guía docente')}</P>${prev}`;
    return `${blurb(o)}<p><b>${en ? 'Lecturer' : 'Profesorado'}:</b> ${esc(o.f.name)}${o.f2 ? `, ${esc(o.f2.name)}` : ''} · <b>${en ? 'Groups' : 'Grupos'}:</b> ${o.grupos.join(', ')}</p><p><b>${en ? 'Exam' : 'Examen'}:</b> ${fmtEs(ex.ord)} · <b>${en ? 'Resit' : 'Recuperación'}:</b> ${fmtEs(ex.rec)}</p>${av}<h2>${en ? 'Syllabus and slides' : 'Temario y transparencias'}</h2><ol>${slides}</ol><h2>${en ? 'Labs' : 'Prácticas'}</h2><ul>${pr}</ul><p>${a(`${fb}boletines.html`, en ? 'Exercises' : 'Boletines')} · ${a(`${fb}examenes.html`, en ? 'Exams' : 'Exámenes')} · ${a(this.guiaUrl(o.c.code, o.y), 'Guía docente')} · ${a(this.lmsUrl(o), o.y.idx >= 3 ? 'Aula Virtual' : 'PoliformaT')}</p>${prev}`;
  }

  private userSub(o: Off, rel: string, u: URL): Resp {
    const host = o.host;
    if (isFile(rel)) return /^(transparencias\/tema\d+|practicas\/practica\d|boletines\/boletin\d+|examenes\/[a-z0-9-]+)\.pdf$/.test(rel) ? fileResp(rel, u.href) : apache404(u.pathname, host);
    const t = o.f;
    const title = `${o.c.abbr} ${o.y.key}`;
    if (o.frames && rel === 'menu.html') return html(`<HTML><BODY BGCOLOR="#FFEECC"><FONT FACE="Verdana" SIZE=2><B>${esc(o.c.abbr)}</B><BR><A HREF="principal.html" TARGET="principal">Inicio</A><BR><A HREF="boletines.html" TARGET="principal">Boletines</A><BR><A HREF="examenes.html" TARGET="principal">Exámenes</A><BR><A HREF="/~${t.login}/" TARGET="_top">${esc(t.name)}</A></FONT></BODY></HTML>`);
    if (o.frames && rel === 'principal.html') return this.ushell(t, `${o.c.es} – ${o.y.key}`, this.userBody(o), true);
    if (rel === 'boletines.html') return this.ushell(t, `Boletines ${title}`, `<ul>${Array.from({ length: 5 }, (_, i) => li(`boletines/boletin${i + 1}.pdf`, `Boletín ${i + 1}`)).join('')}</ul>`, o.tpl === 'old');
    if (rel === 'examenes.html') return this.ushell(t, `Exámenes ${title}`, `<ul>${YEARS.filter((y) => y.idx < o.y.idx).map((y) => li(`examenes/${o.c.cuat === 'A' ? 'enero' : 'junio'}-${y.y + 1}.pdf`, `Examen ${o.c.cuat === 'A' ? 'enero' : 'junio'} ${y.y + 1}`)).join('')}</ul>`, o.tpl === 'old');
    return apache404(u.pathname, host);
  }

  private persHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/') return doc('Páginas personales - Universidad de Almenara', `<h1>Páginas personales</h1><ul>${TEACHERS.filter((t) => t.scheme === 'personal' && t.userdir).map((t) => li(`/${t.login}/`, t.name)).join('')}</ul>`);
    const m = /^\/([a-z0-9]+)(\/.*)?$/.exec(p);
    const t = m ? teacherBy.get(m[1]) : undefined;
    if (!m || !t || t.scheme !== 'personal' || !t.userdir) return apache404(p, H.pers);
    const rest = m[2] ?? '';
    if (rest === '') return moved(`${PERS}/${t.login}/`);
    const mine = (this.offsByTeacher.get(t.login) ?? []).filter((o) => o.kind === 'user');
    if (rest === '/' || rest === '/index.html') return this.ushell(t, t.name, `<p>${esc(CAT[t.cat][0])} · ${esc(areaBy.get(t.area)!.es)}</p>${T.para(rng(hash(`pers${t.login}`)), 2)}<p>${a('asignaturas/', 'Asignaturas')} · ${a('investigacion.html', 'Investigación')} · ${a(this.profileUrl(t.login), 'Ficha DIS')}</p>`);
    if (rest === '/investigacion.html') return this.ushell(t, 'Investigación', T.para(rng(hash(p)), 4));
    if (rest === '/asignaturas/') return this.ushell(t, 'Asignaturas', `<ul>${mine.slice().reverse().map((o) => li(`${lc(o.c.abbr)}/${o.y.key}/`, `${o.c.es} ${o.y.key}`)).join('')}</ul>`);
    const cm = /^\/asignaturas\/([a-z0-9]+)\/$/.exec(rest);
    if (cm) { const list = mine.filter((o) => lc(o.c.abbr) === cm[1]); return list.length ? this.ushell(t, list[0].c.es, `<ul>${list.map((o) => li(`${o.y.key}/`, o.y.key)).join('')}</ul>`) : apache404(p, H.pers); }
    const hit = this.findBase(H.pers, p.endsWith('/') || /\.[a-z]+$/i.test(p) ? p : `${p}/`);
    if (hit) {
      const [o, rel] = hit;
      if (!p.endsWith('/') && rel === '') return moved(`${PERS}${p}/`);
      if (rel === '' || rel === 'index.html') return this.userHome(o);
      return this.userSub(o, rel, u);
    }
    return apache404(p, H.pers);
  }

  // ---- GitLab Pages course sites: `https://csd.pages.dis…/curso-1920/` ----

  private pagesHost(u: URL, host: string): Resp {
    const p = u.pathname;
    const notFound: Resp = { status: 404, type: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html><head><title>The page you\'re looking for could not be found (404)</title></head><body><h1>404</h1><p>The page you\'re looking for could not be found.</p></body></html>' };
    const m = /^\/([a-z0-9-]+)(\/.*)?$/.exec(p);
    if (!m) return notFound;
    const o = this.bases.get(`${host}/${m[1]}/`);
    if (!o) return notFound;
    if (m[2] === undefined) return moved(`https://${host}/${m[1]}/`);
    const rel = m[2].slice(1);
    if (rel.startsWith('assets/')) return rel.endsWith('.css') || rel.endsWith('.js') ? asset(rel) : isFile(rel) ? fileResp(rel, u.href) : notFound;
    if (rel.startsWith('slides/') || rel.startsWith('files/')) return isFile(rel) ? fileResp(rel, u.href) : notFound;
    const en = o.c.lang === 'en';
    const sibs = (this.offsByCourse.get(o.c.code) ?? []).filter((x) => x.kind === 'pages' && x !== o);
    const nav = [['', en ? 'Home' : 'Inicio'], ['temario/', en ? 'Syllabus' : 'Temario'], ['practicas/', en ? 'Labs' : 'Prácticas'], ['calendario/', en ? 'Calendar' : 'Calendario'], ['avisos/', en ? 'News' : 'Avisos'], ['evaluacion/', en ? 'Assessment' : 'Evaluación']];
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="${en ? 'en' : 'es'}"><head><meta charset="utf-8"><meta name="generator" content="Jekyll v3.8.5"><title>${esc(title)} | ${esc(o.c.abbr)} ${o.y.key}</title><link rel="stylesheet" href="${o.base}assets/main.css"><link rel="alternate" type="application/rss+xml" href="${o.base}feed.xml"></head><body><header class="site-header"><a class="site-title" href="${o.base}">${esc(o.c.es)} (${o.c.abbr}) · ${o.y.key}</a><nav>${nav.map(([h, l]) => a(o.base + h, l)).join(' ')}</nav></header><main class="page-content"><h1>${esc(title)}</h1>${body}</main><footer>${sibs.length ? `${en ? 'Other years' : 'Otros cursos'}: ${sibs.map((s) => a(s.home, s.y.key)).join(' · ')} · ` : ''}${a(`${GIT}/${lc(o.c.abbr)}/curso-${o.y.short}`, 'GitLab')} · Powered by Jekyll</footer></body></html>`);
    const avisos = avisosOf(o);
    if (rel === '' || rel === 'index.html') return shell(en ? 'Home' : 'Inicio', `${blurb(o)}<p><b>${en ? 'Lecturers' : 'Profesorado'}:</b> ${a(this.profileUrl(o.f.login), o.f.name)}${o.f2 ? `, ${a(this.profileUrl(o.f2.login), o.f2.name)}` : ''}</p><h2>${en ? 'News' : 'Avisos'}</h2><ul>${avisos.slice(0, 5).map(([d, t]) => `<li>${fmtDmy(d)} – ${esc(t)}</li>`).join('')}</ul><p>${a(this.guiaUrl(o.c.code, o.y), 'Guía docente')} · ${a(this.lmsUrl(o), 'Aula Virtual')}</p>`);
    if (rel === 'feed.xml') return { status: 200, type: 'application/xml', body: `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${esc(o.c.abbr)}</title>${avisos.map(([d, t]) => `<entry><title>${esc(t)}</title><updated>${fmtISO(d)}</updated></entry>`).join('')}</feed>` };
    if (rel === 'temario/') return shell('Temario', `<ol>${(TOPICS[o.c.topic] ?? TOPICS.se).map((t, i) => `<li>${esc(t)} – ${a(`${o.base}slides/tema${pad(i + 1)}.pdf`, 'transparencias')}</li>`).join('')}</ol>`);
    if (rel === 'practicas/') return shell('Prácticas', `<ul>${practicasOf(o).map((w) => `<li>${a(`${o.base}practicas/p${w.n}/`, `Práctica ${w.n}: ${w.title}`)} – ${fmtDmy(w.due)}</li>`).join('')}</ul>`);
    const pm = /^practicas\/p(\d)\/$/.exec(rel);
    if (pm && Number(pm[1]) <= practicasOf(o).length) return shell(`Práctica ${pm[1]}`, `${T.para(rng(hash(u.href)), 3)}<p>${a(`${o.base}files/p${pm[1]}.zip`, 'Código de partida')} · ${a(`${GIT}/${lc(o.c.abbr)}/p${pm[1]}-${o.y.short}`, 'Repositorio')}</p>`);
    if (rel === 'calendario/') return shell('Calendario', `<table>${sessionsOf(o).map((s) => `<tr><td>${fmtDmy(s.date)}</td><td>${s.kind}</td><td>${esc(s.topic)}</td><td>${s.online ? 'Teams' : esc(s.aula)}</td></tr>`).join('')}</table>`);
    if (rel === 'avisos/') return shell('Avisos', `<ul>${avisos.map(([d, t]) => `<li>${fmtDmy(d)} – ${esc(t)}</li>`).join('')}</ul>`);
    if (rel === 'evaluacion/') return shell('Evaluación', `<p>Dos exámenes parciales (60 %) y prácticas (40 %).</p>`);
    return notFound;
  }

  // ---- the frozen site of the former Escuela Universitaria de Informática (http only, PHP, 2014-2016) ----

  private euiHost(u: URL): Resp {
    const p = u.pathname;
    const shell = (title: string, body: string, left = '') => html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>${esc(title)} - EUI</title><link rel="stylesheet" href="/css/eui.css"></head><body><table width="100%"><tr><td colspan="2" class="cab"><a href="/">Escuela Universitaria de Informática</a> · Universidad de Almenara</td></tr><tr><td valign="top" width="180" class="menu">${left || `<a href="/asignaturas.php">Asignaturas</a><br><a href="/profesorado.php">Profesorado</a><br><a href="/noticias.php">Noticias</a><br><a href="/calendario.php">Calendario</a>`}</td><td valign="top"><h1>${esc(title)}</h1>${body}</td></tr></table><p class="pie">Esta web se mantiene como archivo desde septiembre de 2016. ${a(`${WWW}/es/etsinf`, 'ETSINF')}</p></body></html>`);
    if (p.startsWith('/css/')) return asset(p);
    if (p === '/' || p === '/index.php') return shell('Inicio', `<p>La EUI se ha integrado en la ETSINF. Los estudios de Ingeniería Técnica en Informática de Gestión y de Sistemas se extinguieron en 2015-2016.</p><ul>${li('/asignaturas.php', 'Asignaturas')}${li('/noticias.php', 'Noticias')}</ul>`);
    if (p === '/asignaturas.php') {
      const y = yearByShort.get(u.searchParams.get('curso') ?? '') ?? YEARS[1];
      const list = (this.offsByYear.get(y.key) ?? []).filter((o) => o.c.eui);
      return shell(`Asignaturas ${y.key}`, `<p>${YEARS.slice(0, 2).map((x) => a(`/asignaturas.php?curso=${x.short}`, x.key)).join(' | ')}</p><table border="1">${list.map((o) => `<tr><td>${o.c.code}</td><td>${o.home ? a(o.base, o.c.es) : esc(o.c.es)}${o.home && hash(o.key) % 4 === 0 ? ` (${a(`${o.base}index.php`, 'versión imprimible')})` : ''}</td><td>${o.c.tit.toUpperCase()}</td><td>${esc(o.f.name)}</td></tr>`).join('')}</table>`);
    }
    if (p === '/profesorado.php') return shell('Profesorado', `<ul>${TEACHERS.filter((t) => t.joined < 2014).map((t) => `<li>${esc(t.name)}${t.userdir && t.scheme !== 'personal' ? ` (${a(`${DIS}/~${t.login}/`, 'web')})` : ''}</li>`).join('')}</ul>`);
    if (p === '/noticias.php') {
      const page = Math.max(1, Number(u.searchParams.get('pag') ?? 1) || 1);
      if (page > 30) return shell('Noticias', '<p>No hay más noticias.</p>');
      const r = rng(hash(`euin${page}`));
      return shell('Noticias', `<ul>${Array.from({ length: 10 }, (_, i) => `<li>${fmtDmy(dayOf(2016, 7, 1) - (page * 10 + i) * 6)} ${esc(T.words(r, 8))}</li>`).join('')}</ul><p>${page > 1 ? a(`/noticias.php?pag=${page - 1}`, '« anteriores') : ''} ${a(`/noticias.php?pag=${page + 1}`, 'siguientes »')}</p>`);
    }
    if (p === '/calendario.php') {
      const mk = u.searchParams.get('mes') ?? '2016-06';
      const mm = /^(\d{4})-(\d{2})$/.exec(mk);
      if (!mm) return shell('Calendario', '<p>Mes incorrecto.</p>');
      const yy = Number(mm[1]); const mo = Number(mm[2]);
      const prev = mo === 1 ? `${yy - 1}-12` : `${yy}-${pad(mo - 1)}`;
      const next = mo === 12 ? `${yy + 1}-01` : `${yy}-${pad(mo + 1)}`;
      return shell(`Calendario ${MES[(mo + 11) % 12]} ${yy}`, `<p>${a(`/calendario.php?mes=${prev}`, '«')} ${a(`/calendario.php?mes=${next}`, '»')}</p><p>Sin eventos.</p>`);
    }
    const m = /^\/asignaturas\/(\d{4})\/([a-z0-9]+)(\/.*)?$/.exec(p);
    if (m) {
      const o = this.bases.get(`${H.eui}/asignaturas/${m[1]}/${m[2]}/`);
      if (!o) return apache404(p, H.eui, 80);
      if (m[3] === undefined) return moved(`${EUI}${p}/`);
      const rel = m[3].slice(1);
      if (rel === 'index.php') return moved(`${EUI}${o.base}`);
      const left = `<b>${esc(o.c.abbr)}</b><br>${a(o.base, 'Presentación')}<br>${a(`${o.base}temario.php`, 'Temario')}<br>${a(`${o.base}practicas.php`, 'Prácticas')}<br>${a(`${o.base}examenes.php`, 'Exámenes')}<br>${a(`${o.base}avisos.php`, 'Avisos')}<br><br>${a('/asignaturas.php', '« Asignaturas')}`;
      const ex = examsOf(o);
      if (rel === '') return shell(`${o.c.es} (${o.c.code}) – ${o.y.key}`, `${blurb(o)}<p><b>Profesor:</b> ${esc(o.f.name)}${o.f2 ? `, ${esc(o.f2.name)}` : ''}<br><b>Titulación:</b> ${o.c.tit === 'itig' ? 'I.T. Informática de Gestión' : o.c.tit === 'itis' ? 'I.T. Informática de Sistemas' : 'Curso de Adaptación al Grado'}<br><b>Examen:</b> ${fmtDmy(ex.ord)} · ${fmtDmy(ex.rec)}</p><h3>Avisos</h3><ul>${avisosOf(o).slice(0, 3).map(([d, t]) => `<li>${fmtDmy(d)} ${esc(t)}</li>`).join('')}</ul>`, left);
      if (rel === 'temario.php') return shell(`Temario ${o.c.abbr}`, `<ol>${(TOPICS[o.c.topic] ?? TOPICS.se).map((t, i) => `<li>${esc(t)} ${a(`docs/tema${i + 1}.pdf`, '[pdf]')}</li>`).join('')}</ol>`, left);
      if (rel === 'practicas.php') return shell(`Prácticas ${o.c.abbr}`, `<ul>${practicasOf(o).map((w) => `<li>${a(`docs/practica${w.n}.pdf`, `Práctica ${w.n}`)}: ${esc(w.title)}</li>`).join('')}</ul>`, left);
      if (rel === 'examenes.php') return shell(`Exámenes ${o.c.abbr}`, `<ul>${li(`docs/examen-${o.y.y + 1}.pdf`, `Examen ${o.y.y + 1}`)}${li(`docs/examen-${o.y.y}.pdf`, `Examen ${o.y.y}`)}</ul>`, left);
      if (rel === 'avisos.php') return shell(`Avisos ${o.c.abbr}`, `<ul>${avisosOf(o).map(([d, t]) => `<li>${fmtDmy(d)} ${esc(t)}</li>`).join('')}</ul>`, left);
      if (/^docs\/[a-z0-9-]+\.pdf$/.test(rel)) return fileResp(rel, u.href);
      return apache404(p, H.eui, 80);
    }
    return apache404(p, H.eui, 80);
  }

  // ---- OpenCourseWare (Plone/eduCommons): `ocw…/ensenanzas-tecnicas/estructuras-de-datos-y-algoritmos-2015` ----

  private ocwHost(u: URL): Resp {
    if (u.pathname.length > 1 && u.pathname.endsWith('/')) return moved(`${OCW}${u.pathname.slice(0, -1)}${u.search}`);
    const p = u.pathname;
    const shell = (title: string, body: string, portlet = '') => html(`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><meta name="generator" content="Plone - http://plone.org"><title>${esc(title)} — OCW Universidad de Almenara</title><link rel="stylesheet" href="${OCW}/portal_css/educommons.css"></head><body><div id="portal-header"><a href="${OCW}/">OpenCourseWare · Universidad de Almenara</a></div><div id="portal-globalnav">${a(`${OCW}/ensenanzas-tecnicas`, 'Enseñanzas técnicas')} ${a(`${OCW}/ciencias-sociales`, 'Ciencias sociales')} ${a(`${OCW}/search`, 'Buscar')}</div><div id="portal-column-one">${portlet}</div><div id="content"><h1 class="documentFirstHeading">${esc(title)}</h1>${body}</div><div id="portal-footer">Licencia Creative Commons BY-NC-SA 3.0</div></body></html>`);
    if (p.startsWith('/portal_css')) return asset(p);
    const ocws = this.offs.filter((o) => o.kind === 'ocw');
    if (p === '/') return shell('OpenCourseWare', `<p>Materiales docentes en abierto de la Universidad de Almenara.</p><ul>${li(`${OCW}/ensenanzas-tecnicas`, 'Enseñanzas técnicas')}${li(`${OCW}/ciencias-sociales`, 'Ciencias sociales')}</ul>`);
    if (p === '/ciencias-sociales') return shell('Ciencias sociales', `<ul>${['Economía de la Empresa', 'Derecho Administrativo', 'Sociología'].map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`);
    if (p === '/search') return shell('Buscar', '<p>Introduzca un término de búsqueda.</p>');
    if (p === '/ensenanzas-tecnicas') return shell('Enseñanzas técnicas', `<ul>${['informatica', 'industriales', 'telecomunicacion', 'agronomos'].map((x) => li(`${OCW}/ensenanzas-tecnicas/${x}`, x)).join('')}</ul>`);
    if (/^\/ensenanzas-tecnicas\/(industriales|telecomunicacion|agronomos)$/.test(p)) return shell(p.split('/')[2], T.para(rng(hash(p)), 3));
    if (p === '/ensenanzas-tecnicas/informatica') {
      const orden = u.searchParams.get('sort_on');
      const list = ocws.slice().sort((x, y) => (orden === 'modified' ? y.y.y - x.y.y : x.c.es.localeCompare(y.c.es)));
      return shell('Enseñanzas técnicas', `<p>${a('?sort_on=modified', 'Ordenar por fecha')} · ${a('?sort_on=title', 'por título')}</p><ul>${list.map((o) => li(o.home, `${o.c.es} (OCW ${o.y.y + 1})`)).join('')}</ul>`);
    }
    const m = /^(\/ensenanzas-tecnicas\/[a-z0-9-]+-\d{4})(\/.*)?$/.exec(p);
    if (!m) return { ...shell('No se encuentra la página', '<p>Lo sentimos, la página no existe.</p>'), status: 404 };
    const o = this.bases.get(H.ocw + m[1]);
    if (!o) return { ...shell('No se encuentra la página', '<p>Lo sentimos, la página no existe.</p>'), status: 404 };
    const rel = (m[2] ?? '').slice(1);
    const secs: [string, string][] = [['programa', 'Programa'], ['materiales-de-clase', 'Materiales de clase'], ['ejercicios', 'Ejercicios'], ['evaluaciones', 'Evaluaciones'], ['bibliografia', 'Bibliografía'], ['guia-de-aprendizaje', 'Guía de aprendizaje']];
    const portlet = `<dl class="portlet"><dt>${esc(o.c.es)}</dt>${[['', 'Inicio'], ...secs].map(([h, l]) => `<dd>${a(`${o.home}${h ? `/${h}` : ''}`, l)}</dd>`).join('')}</dl>`;
    const topics = TOPICS[o.c.topic] ?? TOPICS.se;
    if (rel === '') return shell(o.c.es, `<p class="documentDescription">Curso OCW de la asignatura ${esc(o.c.es)} (${o.c.code}), ${nivel(o.c)} del Grado en Ingeniería Informática, curso ${o.y.key}.</p>${blurb(o)}<p><b>Profesorado:</b> ${esc(o.f.name)}${o.f2 ? `, ${esc(o.f2.name)}` : ''}</p><ul>${secs.map(([h, l]) => li(`${o.home}/${h}`, l)).join('')}</ul>`, portlet);
    const sec = secs.find(([h]) => rel === h || rel.startsWith(`${h}/`));
    if (!sec) return { ...shell('No se encuentra la página', '<p>Lo sentimos.</p>'), status: 404 };
    const sub = rel.slice(sec[0].length + 1);
    if (sec[0] === 'materiales-de-clase' && sub) {
      const tm = /^tema-(\d+)(\/tema\d+\.pdf)?$/.exec(sub);
      if (!tm || Number(tm[1]) > topics.length) return { ...shell('No se encuentra la página', ''), status: 404 };
      if (tm[2]) return fileResp(tm[2], u.href);
      return shell(`Tema ${tm[1]}: ${topics[Number(tm[1]) - 1]}`, `${T.para(rng(hash(u.href)), 3)}<p>${a(`${o.home}/materiales-de-clase/tema-${tm[1]}/tema${tm[1]}.pdf`, `tema${tm[1]}.pdf`)}</p>`, portlet);
    }
    if (sub) return { ...shell('No se encuentra la página', ''), status: 404 };
    if (sec[0] === 'materiales-de-clase') return shell('Materiales de clase', `<ul>${topics.map((t, i) => li(`${o.home}/materiales-de-clase/tema-${i + 1}`, `Tema ${i + 1}: ${t}`)).join('')}</ul>`, portlet);
    return shell(sec[1], T.para(rng(hash(u.href)), 4), portlet);
  }

  // ---- PoliformaT (Sakai, 2014-2017) and the Aula Virtual (Moodle 3.5, from 2017-18); CAS ----

  private poliHost(u: URL): Resp {
    const p = u.pathname;
    const shell = (title: string, body: string, tools = '') => html(`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>PoliformaT : ${esc(title)}</title><link href="/library/skin/morpheus-default/tool.css" rel="stylesheet"></head><body class="Mrphs-portalBody"><header class="Mrphs-topHeader"><a href="/portal">PoliformaT</a> <span>Archivo de cursos 2014-2017 (solo lectura)</span> ${a(casLogin(`${POLI}/portal/login`), 'Acceder')}</header><nav class="Mrphs-toolsNav">${tools}</nav><main class="Mrphs-pageColumns"><h1>${esc(title)}</h1>${body}</main></body></html>`);
    if (p.startsWith('/library/')) return asset(p);
    if (p === '/' ) return moved(`${POLI}/portal`, 302);
    if (p === '/portal' || p === '/portal/') return shell('Bienvenida', `<p>PoliformaT ha sido sustituido por la ${a(`${AULA}/`, 'Aula Virtual')} en el curso 2017-2018. Los sitios públicos siguen accesibles:</p><p>${a('/portal/site/!gateway/page/publicos', 'Sitios públicos')}</p>`);
    if (p === '/portal/login' || p === '/portal/relogin') return moved(casLogin(`${POLI}/portal/login`), 302);
    if (p === '/portal/site/!gateway/page/publicos') {
      const yk = u.searchParams.get('curso');
      if (!yk) return shell('Sitios públicos', `<ul>${YEARS.slice(0, 3).map((y) => li(`/portal/site/!gateway/page/publicos?curso=${y.key}`, `Curso ${y.key}`)).join('')}</ul>`);
      const pubs = [...this.sakai.values()].filter((s) => s.pub && s.y.key === yk);
      return shell(`Sitios públicos ${yk}`, `<ul>${pubs.map((s) => li(`/portal/site/${s.site}`, `${s.code} ${s.title} (${s.y.key})`)).join('')}</ul>`);
    }
    const m = /^\/(portal\/site|access\/content\/group)\/([A-Za-z0-9_]+)(\/.*)?$/.exec(p);
    if (!m) return { status: 404, type: 'text/html', body: '<html><body><h1>Not Found</h1></body></html>' };
    const s = this.sakai.get(m[2]);
    if (!s) return shell('Sitio no disponible', '<p>El sitio no existe o no tiene permisos para acceder.</p>');
    if (!s.pub) return moved(casLogin(`${POLI}${p}`), 302);
    const tools = [['Inicio', ''], ['Anuncios', '/tool/anuncios'], ['Recursos', '/tool/recursos'], ['Programa', '/tool/programa'], ['Calendario', '/tool/calendario']].map(([l, h]) => a(`/portal/site/${s.site}${h}`, l)).join(' ');
    const rest = m[3] ?? '';
    const o = s.off;
    if (m[1] === 'access/content/group') return isFile(rest) ? fileResp(rest, u.href) : shell('Recursos', '<p>Directorio.</p>', tools);
    if (rest === '') return shell(`${s.code} ${s.title} ${s.y.key}`, `${o ? blurb(o) : T.para(rng(hash(s.site)), 2)}<p>Profesor/a: ${esc(s.prof)}</p>${o ? `<h2>Anuncios recientes</h2><ul>${avisosOf(o).slice(0, 3).map(([d, t]) => `<li>${fmtDmy(d)} ${esc(t)}</li>`).join('')}</ul>` : ''}`, tools);
    if (rest === '/tool/anuncios') return shell('Anuncios', `<ul>${o ? avisosOf(o).map(([d, t]) => `<li>${fmtDmy(d)} ${esc(t)}</li>`).join('') : ''}</ul>`, tools);
    if (rest === '/tool/recursos') return shell('Recursos', `<ul>${(o ? TOPICS[o.c.topic] ?? TOPICS.se : ['Material']).map((t, i) => li(`/access/content/group/${s.site}/Teoria/tema${i + 1}.pdf`, `Teoria/tema${i + 1}.pdf – ${t}`)).join('')}${li(`/access/content/group/${s.site}/Practicas/enunciados.zip`, 'Practicas/enunciados.zip')}</ul>`, tools);
    if (rest === '/tool/programa') return shell('Programa', o ? `<ol>${(TOPICS[o.c.topic] ?? TOPICS.se).map((t) => `<li>${esc(t)}</li>`).join('')}</ol>` : '', tools);
    if (rest === '/tool/calendario') return shell('Calendario', o ? `<ul>${sessionsOf(o).map((x) => `<li>${fmtDmy(x.date)} ${x.kind} ${esc(x.topic)}</li>`).join('')}</ul>` : '', tools);
    return shell('Herramienta no disponible', '<p>No disponible.</p>', tools);
  }

  private aulaHost(u: URL): Resp {
    const p = u.pathname;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html dir="ltr" lang="es" xml:lang="es"><head><title>${esc(title)}</title><meta name="generator" content="Moodle 3.5"><link rel="stylesheet" href="${AULA}/theme/styles.php/boost/1583000000_1/all"></head><body id="page-course-view" class="format-topics"><nav class="navbar"><a href="${AULA}/">Aula Virtual UAL</a> <span>Está accediendo como invitado (${a(casLogin(`${AULA}/login/index.php`), 'Acceder')})</span></nav><div id="page"><h1>${esc(title)}</h1>${body}</div><footer>${a(`${AULA}/course/index.php`, 'Cursos')}</footer></body></html>`);
    if (p.startsWith('/theme/') || p.startsWith('/lib/')) return asset(p);
    if (p === '/' || p === '/index.php') return shell('Aula Virtual', `<p>Bienvenido a la Aula Virtual de la Universidad de Almenara. Docencia no presencial: consulte las instrucciones de su centro.</p><p>${a('/course/index.php', 'Todos los cursos')}</p>`);
    if (p === '/login/index.php' || p.startsWith('/my') || p.startsWith('/user/') || p.startsWith('/mod/assign') || p.startsWith('/grade/')) return moved(casLogin(`${AULA}/login/index.php`), 303);
    if (p === '/course/index.php') {
      const cat = u.searchParams.get('categoryid');
      const cats = [...new Set([...this.moodle.values()].map((x) => x.cat))].sort();
      if (!cat) return shell('Categorías de cursos', `<ul>${cats.map((c, i) => li(`/course/index.php?categoryid=${i + 1}`, c)).join('')}</ul>`);
      const c = cats[Number(cat) - 1];
      if (!c) return shell('Categoría no válida', '');
      const page = Math.max(0, Number(u.searchParams.get('page') ?? 0) || 0);
      const list = [...this.moodle.values()].filter((x) => x.cat === c).sort((x, y) => x.id - y.id);
      const per = 100;
      const shown = list.slice(page * per, page * per + per);
      return shell(c, `<ul>${shown.map((x) => `<li>${a(`/course/view.php?id=${x.id}`, `${x.code} ${x.title}`)}${x.guest ? ' <i title="Acceso de invitados">🔓</i>' : ''} – ${esc(x.prof)}</li>`).join('')}</ul>${list.length > per ? `<p>${Array.from({ length: Math.ceil(list.length / per) }, (_, i) => a(`/course/index.php?categoryid=${cat}&page=${i}&perpage=${per}`, String(i + 1))).join(' ')}</p>` : ''}`);
    }
    const id = Number(u.searchParams.get('id') ?? 0);
    if (p === '/course/view.php') {
      const x = this.moodle.get(id);
      if (!x) return shell('Error', '<p>No se puede encontrar el registro de datos en la tabla course de la base de datos.</p>');
      if (!x.guest) return moved(casLogin(`${AULA}/course/view.php?id=${id}`), 303);
      if (u.searchParams.has('lang') || u.searchParams.has('section')) {
        if (u.searchParams.has('lang')) return moved(`${AULA}/course/view.php?id=${id}`, 303);
      }
      const o = x.off;
      const sec = Number(u.searchParams.get('section') ?? -1);
      const topics = o ? TOPICS[o.c.topic] ?? TOPICS.se : ['Presentación', 'Materiales', 'Evaluación'];
      if (sec >= 0) return sec < topics.length ? shell(`${x.title}: Tema ${sec + 1}`, `<h2>${esc(topics[sec])}</h2><ul>${li(`/mod/resource/view.php?id=${id * 100 + sec}`, `Transparencias tema ${sec + 1}`)}${li(`/mod/page/view.php?id=${id * 100 + 50 + sec}`, `Boletín ${sec + 1}`)}</ul>`) : shell('Sección no válida', '');
      const av = o ? avisosOf(o).slice(0, 4) : [];
      return shell(`${x.code} ${x.title} (${x.y.key})`, `${o ? blurb(o) : T.para(rng(hash(`mc${id}`)), 2)}<p>Profesorado: ${esc(x.prof)}</p><div class="forum">${a(`/mod/forum/view.php?id=${id * 100 + 99}`, 'Avisos')}<ul>${av.map(([d, t]) => `<li>${fmtDmy(d)} ${esc(t)}</li>`).join('')}</ul></div><ol class="topics">${topics.map((t, i) => `<li>${a(`/course/view.php?id=${id}&section=${i}`, t)}: ${a(`/mod/resource/view.php?id=${id * 100 + i}`, `Transparencias tema ${i + 1}`)} · ${a(`/mod/page/view.php?id=${id * 100 + 50 + i}`, `Boletín ${i + 1}`)}</li>`).join('')}</ol>${o?.y === CUR ? `<p>${a(`/mod/url/view.php?id=${id * 100 + 98}`, 'Sesiones en Microsoft Teams')}</p>` : ''}`);
    }
    const mm = /^\/mod\/(resource|page|forum|url)\/view\.php$/.exec(p);
    if (mm) {
      const x = this.moodle.get(Math.floor(id / 100));
      if (!x) return shell('Error', '<p>Módulo de curso incorrecto.</p>');
      if (!x.guest) return moved(casLogin(`${AULA}${p}?id=${id}`), 303);
      if (mm[1] === 'resource') return moved(`${AULA}/pluginfile.php/${id * 7}/mod_resource/content/1/tema${(id % 100) + 1}.pdf`, 303);
      if (mm[1] === 'url') return moved('https://teams.microsoft.com/', 303);
      if (mm[1] === 'forum') return shell('Avisos', `<ul>${x.off ? avisosOf(x.off).map(([d, t]) => `<li>${fmtDmy(d)} ${esc(t)}</li>`).join('') : ''}</ul>`);
      return shell(`Boletín ${(id % 50) + 1}`, T.para(rng(hash(u.href)), 3));
    }
    if (p.startsWith('/pluginfile.php/')) return isFile(p) ? fileResp(p, u.href) : shell('Error', '');
    return { status: 404, type: 'text/html', body: '<html><body><h1>404</h1></body></html>' };
  }

  private casHost(u: URL): Resp {
    if (u.pathname === '/cas/login') return doc('Servicio de Autenticación Central - Universidad de Almenara', `<div id="login"><h2>Introduzca su usuario y contraseña</h2><form method="post" action="/cas/login;jsessionid=${hex(u.search, 32).toUpperCase()}?${esc(u.search.slice(1))}"><input name="username"><input name="password" type="password"><input type="hidden" name="lt" value="LT-${hash(u.search) % 99999}-${hex(u.search, 20)}"><input type="submit" value="ACCEDER"></form><p>${a('/cas/ayuda', '¿Ha olvidado su contraseña?')}</p></div>`);
    if (u.pathname === '/cas/ayuda') return doc('Ayuda', '<p>Contacte con el CAU: cau@ualmenara.es</p>');
    return nginx404();
  }

  // ---- The guía docente: fichas per asignatura × curso in es/va/en (NOT homes), PDF, faceted search ----

  private gpage(title: string, body: string, lang: Lang = 'es'): Resp {
    return html(`<!DOCTYPE html><html lang="${lang === 'va' ? 'ca' : lang}"><head><meta charset="utf-8"><title>${esc(title)} - Guía docente UAL</title><link rel="stylesheet" href="/static/guia.css"></head><body><header><a href="/">Guía docente · Universidad de Almenara</a> ${a('/guia/buscar', 'Buscar')} ${a(`${WWW}/es/estudios`, 'Estudios')}</header><main><h1>${esc(title)}</h1>${body}</main><footer>Vicerrectorado de Estudios · ${T.words(rng(hash(title)), 6)}</footer></body></html>`);
  }

  private guiaHost(u: URL): Resp {
    const p = u.pathname;
    if (p.startsWith('/static/')) return asset(p);
    if (p === '/') return this.gpage('Guía docente', `<ul>${YEARS.slice().reverse().map((y) => li(`/guia/${y.key}/`, `Curso ${y.key}`)).join('')}</ul><p>${a('/guia/buscar', 'Buscador de asignaturas')}</p>`);
    if (p === '/guia/buscar') return this.guiaSearch(u);
    let m = /^\/guia\/(\d{4}-\d{4})\/$/.exec(p);
    if (m && yearByKey.has(m[1])) return this.gpage(`Curso ${m[1]}`, `<ul>${TITS.map((t) => li(`/guia/${m![1]}/titulacion/${t.key}`, t.es)).join('')}</ul>`);
    m = /^\/guia\/(\d{4}-\d{4})\/titulacion\/([a-z]+)$/.exec(p);
    if (m && yearByKey.has(m[1])) {
      const y = yearByKey.get(m[1])!;
      const tits = m[2] === 'gcd' ? ['gii'] : [m[2]];
      const list = (this.offsByYear.get(y.key) ?? []).filter((o) => tits.includes(o.c.tit));
      return this.gpage(`${TITS.find((t) => t.key === m![2])?.es ?? m[2]} ${y.key}`, `<table>${list.map((o) => `<tr><td>${o.c.code}</td><td>${a(this.guiaUrl(o.c.code, y), o.c.es)}</td><td>${o.c.level}</td><td>${o.c.cuat}</td></tr>`).join('')}</table>`);
    }
    m = /^\/guia\/(\d{4}-\d{4})\/asignatura\/(\d{4,5})(\/pdf)?$/.exec(p);
    if (m && yearByKey.has(m[1])) {
      const y = yearByKey.get(m[1])!;
      const o = (this.offsByYear.get(y.key) ?? []).find((x) => x.c.code === m![2]);
      if (!o) return { ...this.gpage('Asignatura no encontrada', '<p>No existe la asignatura en este curso.</p>'), status: 404 };
      const lang = (u.searchParams.get('idioma') ?? 'es') as Lang;
      if (!['es', 'va', 'en'].includes(lang)) return moved(`${GUIA}${p}`, 302);
      if (m[3]) return bin('application/pdf', `${GUIA}${p}`); // the same PDF in every language (revisits)
      const r = rng(hash(`guia:${o.key}`));
      const topics = TOPICS[o.c.topic] ?? TOPICS.se;
      const L = lang === 'en' ? ['Course guide', 'Lecturers', 'Contents', 'Assessment', 'Course website'] : lang === 'va' ? ['Guia docent', 'Professorat', 'Continguts', 'Avaluació', 'Pàgina web de l\'assignatura'] : ['Guía docente', 'Profesorado', 'Contenidos', 'Evaluación', 'Página web de la asignatura'];
      const body = `<p>${L[0]} ${y.key} · ${o.c.code} · ${o.c.ects} ECTS · ${nivel(o.c)} · ${o.c.cuat}</p><p>${(['es', 'va', 'en'] as Lang[]).map((l) => a(this.guiaUrl(o.c.code, y, l), l.toUpperCase())).join(' | ')} · ${a(`/guia/${y.key}/asignatura/${o.c.code}/pdf`, 'PDF')}</p>
<h2>${L[1]}</h2><ul>${[o.f, o.f2].filter((x): x is Teacher => !!x).map((t) => li(this.profileUrl(t.login), t.name)).join('')}</ul>
<h2>${L[2]}</h2><ol>${topics.map((t) => `<li>${esc(t)}</li>`).join('')}</ol><h2>${L[3]}</h2>${T.para(r, 2)}<h2>Bibliografía</h2>${T.para(r, 1)}
${o.inGuia && o.home ? `<p><b>${L[4]}:</b> ${a(this.homeHref(o, `guia${lang}`), o.home.replace(/^https?:\/\//, ''))}</p>` : ''}<p>${a(`/guia/${y.key}/titulacion/${o.c.tit}`, '« Volver')}</p>`;
      return this.gpage(`${o.c.code} ${titleOf(o, lang)}`, body, lang);
    }
    return { ...this.gpage('No encontrado', '<p>Página no encontrada.</p>'), status: 404 };
  }

  /** Faceted search: curso × titulación × cuatrimestre × idioma × page (an explosion of near-duplicate hubs). */
  private guiaSearch(u: URL): Resp {
    const q = u.searchParams;
    const curso = q.get('curso') ?? CUR.key;
    const tit = q.get('titulacion') ?? '';
    const cuat = q.get('cuatrimestre') ?? '';
    const idioma = q.get('idioma') ?? '';
    const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
    const y = yearByKey.get(curso);
    if (!y) return this.gpage('Búsqueda', '<p>Curso no válido.</p>');
    const list = (this.offsByYear.get(y.key) ?? []).filter((o) => (!tit || o.c.tit === tit) && (!cuat || o.c.cuat === cuat) && (!idioma || o.c.lang === idioma));
    const per = 10;
    const last = Math.max(1, Math.ceil(list.length / per));
    const link = (k: string, v: string) => { const s = new URLSearchParams(u.search); if (v) s.set(k, v); else s.delete(k); s.delete('page'); return `/guia/buscar?${s.toString()}`; };
    const facets = `<div class="facets"><p>Curso: ${YEARS.map((x) => a(link('curso', x.key), x.key)).join(' ')}</p><p>Titulación: ${['', 'gii', 'muiinf', 'mucd', 'itig', 'itis'].map((t) => a(link('titulacion', t), t || 'todas')).join(' ')}</p><p>Cuatrimestre: ${['', 'A', 'B'].map((t) => a(link('cuatrimestre', t), t || 'todos')).join(' ')}</p><p>Idioma: ${['', 'es', 'en'].map((t) => a(link('idioma', t), t || 'todos')).join(' ')}</p></div>`;
    const s = new URLSearchParams(u.search);
    s.delete('page');
    const pager = last > 1 ? `<p>${Array.from({ length: last }, (_, i) => a(`/guia/buscar?${s.toString()}${s.toString() ? '&' : ''}page=${i + 1}`, String(i + 1))).join(' ')}</p>` : '';
    return this.gpage(`Búsqueda de asignaturas (${list.length})`, `${facets}<ul>${list.slice((page - 1) * per, page * per).map((o) => li(this.guiaUrl(o.c.code, y), `${o.c.code} ${o.c.es}`)).join('')}</ul>${pager}`);
  }

  // ===================================================================================================================
  // Noise: RiuAL (DSpace), horarios, gallery, wiki, GitLab, Redmine, Mailman, lab logs, the Delegación de Alumnos
  // ===================================================================================================================

  private _items?: { id: number; title: string; year: number; type: string; authors: string[]; coll: number }[];
  private items() {
    if (!this._items) {
      const r = rng(hash('riual'));
      const types = ['Artículo', 'Comunicación en congreso', 'Tesis doctoral', 'Trabajo Fin de Grado', 'Trabajo Fin de Máster', 'Capítulo de libro', 'Informe técnico'];
      this._items = Array.from({ length: 2600 }, (_, i) => {
        const type = pick(r, types);
        const n = int(r, 1, 4);
        const authors = Array.from({ length: n }, () => (r() < 0.4 ? pick(r, TEACHERS).name : `${pick(r, APELLIDOS)} ${pick(r, APELLIDOS)}, ${pick(r, NOMBRES)}`));
        return { id: 40000 + i * 3 + int(r, 0, 2), title: paperTitle(r), year: int(r, 2005, 2020), type, authors, coll: type === 'Tesis doctoral' ? 3 : type.startsWith('Trabajo Fin') ? 2 : 1 };
      });
    }
    return this._items;
  }

  private repoHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>${esc(title)} | RiuAL</title><link rel="stylesheet" href="/themes/Mirage2/styles/main.css"></head><body><header><a href="/">RiuAL · Repositorio Institucional de la Universidad de Almenara</a></header><div class="sidebar"><h3>Listar</h3><ul>${li('/browse?type=dateissued', 'Fecha de publicación')}${li('/browse?type=author', 'Autores')}${li('/browse?type=title', 'Títulos')}${li('/browse?type=subject', 'Materias')}</ul>${a('/password-login', 'Acceder')}</div><main><h1>${esc(title)}</h1>${body}</main><footer>DSpace 6.3</footer></body></html>`);
    if (p.startsWith('/themes/')) return asset(p);
    if (p === '/password-login' || p === '/login') return moved(casLogin(`${REPO}/shibboleth-login`), 302);
    const items = this.items();
    const row = (it: (typeof items)[number]) => `<li>${a(`/handle/10251/${it.id}`, it.title)} – ${esc(it.authors.join('; '))} (${it.year}) <span class="type">${esc(it.type)}</span></li>`;
    const colls = ['', 'Producción científica DIS', 'Trabajos académicos ETSINF', 'Tesis doctorales'];
    if (p === '/') return shell('RiuAL', `<ul>${colls.slice(1).map((c, i) => li(`/handle/10251/${i + 1}`, c)).join('')}</ul><h2>Envíos recientes</h2><ul>${items.slice(-10).map(row).join('')}</ul><p>${a('/discover', 'Búsqueda avanzada')}</p><h2>Por año</h2><p>${Array.from({ length: 16 }, (_, i) => a(`/browse?type=dateissued&year=${2005 + i}`, String(2005 + i))).join(' ')}</p>`);
    if (p === '/discover' || /^\/handle\/10251\/[123]\/discover$/.test(p)) {
      const fs = ['author', 'dateIssued', 'type', 'subject'];
      const filters: [string, string][] = [];
      for (const k of q.getAll('filtertype')) filters.push([k, '']);
      q.getAll('filter').forEach((v, i) => { if (filters[i]) filters[i][1] = v; });
      const coll = Number(/^\/handle\/10251\/(\d)/.exec(p)?.[1] ?? 0);
      let list = items.filter((it) => !coll || it.coll === coll);
      for (const [k, v] of filters) list = list.filter((it) => (k === 'author' ? it.authors.includes(v) : k === 'dateIssued' ? String(it.year) === v : k === 'type' ? it.type === v : hash(it.title + v) % 4 === 0));
      const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
      const rpp = Number(q.get('rpp') ?? 10) || 10;
      const sort = q.get('sort_by') ?? 'score';
      const base = new URLSearchParams(u.search);
      base.delete('page');
      const add = (k: string, v: string) => { const s = new URLSearchParams(base); s.append('filtertype', k); s.append('filter_relational_operator', 'equals'); s.append('filter', v); return `${p}?${s.toString()}`; };
      const facet = (k: string, vals: string[]) => `<h4>${k}</h4><ul>${vals.map((v) => li(add(k, v), v)).join('')}</ul>`;
      const sub = list.slice(0, 200);
      const facets = facet('author', [...new Set(sub.flatMap((it) => it.authors))].slice(0, 8)) + facet('dateIssued', [...new Set(sub.map((it) => String(it.year)))].slice(0, 6)) + facet('type', [...new Set(sub.map((it) => it.type))].slice(0, 5)) + facet('subject', ['Informática', 'Inteligencia artificial', 'Redes', 'Ingeniería del software'].slice(0, 2 + (filters.length % 3)));
      const sorts = ['score', 'dc.title_sort', 'dc.date.issued_dt'].map((s) => a(`${p}?${new URLSearchParams([...base.entries()].filter(([k]) => k !== 'sort_by').concat([['sort_by', s]])).toString()}`, s)).join(' · ');
      const last = Math.ceil(list.length / rpp);
      const pg = (n: number) => `${p}?${base.toString()}${base.toString() ? '&' : ''}page=${n}`;
      return shell(`Búsqueda (${list.length} resultados)`, `<div>${fs.length ? facets : ''}</div><p>Ordenar: ${sorts} · ${[10, 20, 50].map((n) => a(`${p}?${new URLSearchParams([...base.entries()].filter(([k]) => k !== 'rpp').concat([['rpp', String(n)]])).toString()}`, `${n}`)).join(' ')}</p><ul>${list.slice((page - 1) * rpp, page * rpp).map(row).join('')}</ul><p>${page > 1 ? a(pg(page - 1), '« anterior') : ''} ${page < last ? a(pg(page + 1), 'siguiente »') : ''}</p>`);
    }
    if (p === '/browse' && q.get('type') === 'dateissued' && q.get('year')) {
      const yr = Number(q.get('year'));
      return shell(`Publicaciones de ${yr}`, `<ul>${items.filter((it) => it.year === yr).map(row).join('')}</ul>`);
    }
    if (p === '/browse') {
      const type = q.get('type') ?? 'dateissued';
      const off = Math.max(0, Number(q.get('offset') ?? 0) || 0);
      const sorted = type === 'title' ? items.slice().sort((x, y) => x.title.localeCompare(y.title)) : items.slice().sort((x, y) => y.year - x.year || y.id - x.id);
      const per = 20;
      if (type === 'author' || type === 'subject') {
        const vals = type === 'author' ? [...new Set(items.flatMap((it) => it.authors))].sort() : ['Informática', 'Inteligencia artificial', 'Redes', 'Ingeniería del software', 'Bases de datos', 'Seguridad'];
        return shell(`Listar por ${type}`, `<ul>${vals.slice(off, off + per).map((v) => li(`/browse?type=${type}&value=${encodeURIComponent(v)}`, v)).join('')}</ul><p>${off > 0 ? a(`/browse?type=${type}&offset=${off - per}`, '« anterior') : ''} ${off + per < vals.length ? a(`/browse?type=${type}&offset=${off + per}`, 'siguiente »') : ''}</p>`);
      }
      return shell(`Listar por ${type}`, `<p>${['ASC', 'DESC'].map((o) => a(`/browse?type=${type}&order=${o}&offset=${off}`, o)).join(' ')}</p><ul>${sorted.slice(off, off + per).map(row).join('')}</ul><p>${off > 0 ? a(`/browse?type=${type}&offset=${off - per}`, '« anterior') : ''} ${off + per < sorted.length ? a(`/browse?type=${type}&offset=${off + per}`, 'siguiente »') : ''}</p>`);
    }
    let m = /^\/handle\/10251\/(\d+)$/.exec(p);
    if (m) {
      const id = Number(m[1]);
      if (id >= 1 && id <= 3) return shell(colls[id], `<p>${a(`/handle/10251/${id}/discover`, 'Buscar en esta colección')} · ${a(`/handle/10251/${id}/browse?type=dateissued`, 'Listar')}</p><ul>${items.filter((it) => it.coll === id).slice(-20).map(row).join('')}</ul>`);
      const it = items.find((x) => x.id === id);
      if (!it) return { ...shell('Ítem no encontrado', ''), status: 404 };
      const full = q.get('show') === 'full';
      const r = rng(hash(`item${id}`));
      return shell(it.title, `<p>${esc(it.authors.join('; '))}</p><p>${esc(it.type)} · ${it.year}</p>${full ? `<table>${['dc.contributor.author', 'dc.date.issued', 'dc.identifier.uri', 'dc.language.iso', 'dc.subject', 'dc.type'].map((k) => `<tr><td>${k}</td><td>${esc(T.words(r, 3))}</td></tr>`).join('')}</table>` : T.para(r, 2)}<p>${a(`/bitstream/handle/10251/${id}/${slug(it.title).slice(0, 40)}.pdf?sequence=1&isAllowed=y`, 'Descargar PDF')} · ${a(full ? `/handle/10251/${id}` : `/handle/10251/${id}?show=full`, full ? 'Registro sencillo' : 'Mostrar el registro completo')} · ${it.authors.map((x) => a(`/discover?filtertype=author&filter_relational_operator=equals&filter=${encodeURIComponent(x)}`, x)).join(' ')}</p>`);
    }
    m = /^\/handle\/10251\/([123])\/browse$/.exec(p);
    if (m) return moved(`${REPO}/browse?type=${q.get('type') ?? 'dateissued'}`, 302);
    if (p.startsWith('/bitstream/')) return bin('application/pdf', u.href);
    return { ...shell('Página no encontrada', ''), status: 404 };
  }

  /** Timetables: per titulación group and week, with a session id in the path and endless previous/next weeks. */
  private horHost(u: URL): Resp {
    const p = u.pathname;
    const sid = /;jsessionid=([A-F0-9]+)/.exec(p)?.[1] ?? hex(`${p}${u.search}`, 16).toUpperCase();
    const path = p.replace(/;jsessionid=[A-F0-9]+/, '');
    const J = `;jsessionid=${sid}`;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)} - Horarios UAL</title></head><body><div class="cab">${a(`/horarios${J}`, 'Horarios')} · ${a(`${WWW}/es/etsinf`, 'ETSINF')}</div><h1>${esc(title)}</h1>${body}</body></html>`);
    const grupos = ['1A', '1B', '1C', '1D', '2A', '2B', '2C', '3A', '3B', '3C', '4A', '4B', 'MA', 'MB'];
    if (path === '/' || path === '/horarios') return shell('Horarios ETSINF', `<ul>${TITS.map((t) => li(`/horarios/titulacion/${t.key}${J}`, t.es)).join('')}</ul>`);
    let m = /^\/horarios\/titulacion\/([a-z]+)$/.exec(path);
    if (m) return shell(`Horarios ${m[1]}`, `<ul>${grupos.filter((g) => (m![1].startsWith('m') ? g.startsWith('M') : !g.startsWith('M'))).map((g) => li(`/horarios/grupo/${m![1].toUpperCase()}-${g}${J}?semana=${isoWeek(NOW).join('-')}`, `Grupo ${g}`)).join('')}</ul>`);
    m = /^\/horarios\/grupo\/([A-Z]+-[A-Z0-9]+)$/.exec(path);
    if (m) {
      const wk = /^(\d{4})-(\d{1,2})$/.exec(u.searchParams.get('semana') ?? '');
      if (!wk) return moved(`${HOR}/horarios/grupo/${m[1]}${J}?semana=${isoWeek(NOW).join('-')}`, 302);
      const mon = mondayOfWeek(Number(wk[1]), Number(wk[2]));
      const wl = (d: number) => `/horarios/grupo/${m![1]}${J}?semana=${isoWeek(d).join('-')}`;
      const lvl = m[1].split('-')[1][0];
      const offs = this.offs.filter((o) => o.y === CUR && o.c.level === (lvl === 'M' ? 'M' : lvl) && !o.c.eui).slice(0, 6);
      const r = rng(hash(`${m[1]}${mon}`));
      const rows = [0, 1, 2, 3, 4].map((d) => `<tr><th>${DIA[(d + 1) % 7]} ${fmtDmy(mon + d)}</th>${offs.filter(() => r() < 0.5).map((o) => `<td>${a(`/horarios/asignatura/${o.c.code}${J}?curso=${CUR.key}`, o.c.abbr)} ${mon + d >= COVID && mon + d < dayOf(2020, 7, 1) ? '(no presencial)' : esc(pick(r, AULAS))}</td>`).join('')}</tr>`).join('');
      return shell(`Grupo ${m[1]} – semana ${wk[2]}/${wk[1]}`, `<p>${a(wl(mon - 7), '« semana anterior')} · ${a(wl(mon + 7), 'semana siguiente »')} · ${a(`${wl(mon)}&formato=ics`, 'iCal')}</p><table>${rows}</table>`);
    }
    m = /^\/horarios\/asignatura\/(\d{4,5})$/.exec(path);
    if (m) {
      const o = (this.offsByCourse.get(m[1]) ?? []).find((x) => x.y.key === (u.searchParams.get('curso') ?? CUR.key));
      if (!o) return shell('Asignatura no encontrada', '');
      return shell(`Horario ${o.c.code} ${o.c.es} ${o.y.key}`, `<table>${sessionsOf(o).map((s) => `<tr><td>${fmtDmy(s.date)}</td><td>${s.time}</td><td>${s.kind === 'T' ? 'Teoría' : 'Laboratorio'}</td><td>${s.online ? 'No presencial' : esc(s.aula)}</td></tr>`).join('')}</table><p>${a(this.guiaUrl(o.c.code, o.y), 'Guía docente')}</p>`);
    }
    return shell('Error', '<p>Sesión caducada o página no encontrada.</p>');
  }

  private _albums?: { id: number; title: string; n: number; date: number }[];
  private albums() {
    if (!this._albums) {
      const r = rng(hash('fotos'));
      const kinds = ['Acto de graduación ETSINF', 'Jornada de Puertas Abiertas', 'Foro de Empleo', 'Hackathon Almenara', 'Semana de la Ciencia', 'Lectura de tesis', 'Fiesta de San Isidoro', 'Bienvenida nuevo ingreso', 'Congreso JISBD', 'Visita de institutos'];
      this._albums = Array.from({ length: 80 }, (_, i) => { const date = dayOf(2014, 1, 1) + Math.floor(i * 2250 / 80); return { id: i + 1, title: `${kinds[i % kinds.length]} ${dOf(date).getUTCFullYear()}`, n: int(r, 40, 110), date }; });
    }
    return this._albums;
  }

  /** A Piwigo gallery: categories with pages, photos with prev/next and size variants. */
  private fotosHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.search.slice(1);
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><meta name="generator" content="Piwigo (aka PWG), see piwigo.org"><title>${esc(title)} | Galería ETSINF</title></head><body><div id="theHeader"><a href="/">Galería de la ETSINF</a></div><div id="menubar">${a('/index.php?/categories', 'Álbumes')} ${a('/index.php?/most_visited', 'Más vistas')} ${a('/index.php?/recent_pics', 'Recientes')} ${a('/identification.php', 'Identificación')}</div><div id="content"><h2>${esc(title)}</h2>${body}</div></body></html>`);
    const albums = this.albums();
    if (p === '/identification.php') return moved(casLogin(`${FOTOS}/identification.php`), 302);
    if (p.startsWith('/_data/') || p.startsWith('/i.php')) return bin('image/jpeg', u.href);
    if (p === '/' || (p === '/index.php' && (q === '' || q === '/categories'))) return shell('Álbumes', `<ul class="thumbnailCategories">${albums.slice().reverse().map((al) => `<li>${a(`/index.php?/category/${al.id}`, al.title)} <img src="/_data/i/galleries/${al.id}/cover-th.jpg" alt=""> (${al.n} fotos)</li>`).join('')}</ul>`);
    if (p === '/index.php' && (q === '/most_visited' || q === '/recent_pics')) {
      const r = rng(hash(q));
      return shell(q === '/most_visited' ? 'Más vistas' : 'Recientes', `<ul>${Array.from({ length: 30 }, () => { const al = pick(r, albums); const n = int(r, 1, al.n); return li(`/picture.php?/${al.id * 1000 + n}/category/${al.id}`, `${al.title} ${n}`); }).join('')}</ul>`);
    }
    let m = /^\/category\/(\d+)(?:\/start-(\d+))?$/.exec(q);
    if (p === '/index.php' && m) {
      const al = albums[Number(m[1]) - 1];
      if (!al) return shell('Álbum inexistente', '');
      const start = Number(m[2] ?? 0);
      const per = 100;
      const thumbs = Array.from({ length: Math.min(per, al.n - start) }, (_, i) => start + i + 1).map((n) => `<li>${a(`/picture.php?/${al.id * 1000 + n}/category/${al.id}`, `IMG_${pad(n, 4)}`)}<img src="/_data/i/galleries/${al.id}/IMG_${pad(n, 4)}-th.jpg" alt=""></li>`).join('');
      const pages = Array.from({ length: Math.ceil(al.n / per) }, (_, i) => (i * per === start ? `<b>${i + 1}</b>` : a(`/index.php?/category/${al.id}${i ? `/start-${i * per}` : ''}`, String(i + 1)))).join(' ');
      return shell(al.title, `<p>${fmtEs(al.date)}</p><ul class="thumbnails">${thumbs}</ul><p class="navigationBar">${pages}</p><p>${a(`/index.php?/category/${al.id}&slideshow=`, 'Diaporama')}</p>`);
    }
    m = /^\/(\d+)\/category\/(\d+)$/.exec(q);
    if (p === '/picture.php' && m) {
      const id = Number(m[1]);
      const al = albums[Number(m[2]) - 1];
      const n = id - (al?.id ?? 0) * 1000;
      if (!al || n < 1 || n > al.n) return shell('Imagen inexistente', '');
      const pl = (k: number) => `/picture.php?/${al.id * 1000 + k}/category/${al.id}`;
      return shell(`${al.title} – IMG_${pad(n, 4)}`, `<img src="/_data/i/galleries/${al.id}/IMG_${pad(n, 4)}-me.jpg" alt=""><p>${n > 1 ? a(pl(n - 1), '‹ anterior') : ''} ${a(`/index.php?/category/${al.id}`, 'álbum')} ${n < al.n ? a(pl(n + 1), 'siguiente ›') : ''}</p><p>${['small', 'medium', 'large', 'xlarge'].map((s) => a(`/i.php?/galleries/${al.id}/IMG_${pad(n, 4)}-${s[0]}${s[1]}.jpg`, s)).join(' ')} · ${a(`/action.php?id=${id}&part=e&download`, 'descargar')}</p>`);
    }
    if (p === '/action.php') return moved(casLogin(`${FOTOS}/action.php`), 302);
    return shell('Página no encontrada', '');
  }

  private _wiki?: { title: string; revs: number }[];
  private wikiPages() {
    if (!this._wiki) {
      const r = rng(hash('wiki'));
      const A = ['Servidor', 'Laboratorio', 'Cluster', 'Impresora', 'VPN', 'Proyecto', 'Seminario', 'Grupo', 'Instalación', 'Guía', 'Procedimiento', 'Acta', 'Reunión', 'Política'];
      const B = ['kahan', 'turing', 'knuth', 'lovelace', 'docencia', 'investigación', 'becarios', 'doctorado', 'copias de seguridad', 'correo', 'Moodle', 'GPU', 'LDAP', 'Docker', 'Slurm', 'TFG', 'presupuestos', 'calidad'];
      const seen = new Set<string>();
      this._wiki = [];
      while (this._wiki.length < 520) {
        const t = `${pick(r, A)} ${pick(r, B)}${r() < 0.4 ? ` ${int(r, 2014, 2020)}` : ''}`;
        if (seen.has(t)) continue;
        seen.add(t);
        this._wiki.push({ title: t, revs: int(r, 2, 14) });
      }
      this._wiki.push({ title: 'Grupos de investigación', revs: 9 }, { title: 'Portada', revs: 30 });
    }
    return this._wiki;
  }

  /** A MediaWiki: pages, histories, old revisions and diffs, Special pages; edit → login. */
  private wikiHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const pages = this.wikiPages();
    const wl = (t: string) => `/index.php/${encodeURIComponent(t.replace(/ /g, '_'))}`;
    const shell = (title: string, body: string, t?: string) => html(`<!DOCTYPE html><html lang="es" dir="ltr"><head><meta charset="UTF-8"><title>${esc(title)} - Wiki DIS</title><meta name="generator" content="MediaWiki 1.31.1"><link rel="stylesheet" href="/load.php?lang=es&amp;modules=skins.vector.styles&amp;only=styles&amp;skin=vector"></head><body class="mediawiki skin-vector"><div id="p-personal">${a(`/index.php?title=Especial:Entrar${t ? `&returnto=${encodeURIComponent(t)}` : ''}`, 'Acceder')}</div>${t ? `<div id="p-views">${a(wl(t), 'Leer')} ${a(`/index.php?title=${encodeURIComponent(t.replace(/ /g, '_'))}&action=edit`, 'Editar')} ${a(`/index.php?title=${encodeURIComponent(t.replace(/ /g, '_'))}&action=history`, 'Ver historial')}</div>` : ''}<div id="content"><h1>${esc(title)}</h1>${body}</div><div id="mw-panel">${a(wl('Portada'), 'Portada')} ${a('/index.php/Especial:CambiosRecientes', 'Cambios recientes')} ${a('/index.php/Especial:Todas', 'Todas las páginas')} ${a('/index.php/Especial:Aleatoria', 'Página aleatoria')}</div></body></html>`);
    if (p.startsWith('/load.php') || p.startsWith('/skins/')) return asset(`${p}.css`);
    if (p === '/' ) return moved(`${WIKI}${wl('Portada')}`);
    if (p === '/index.php' && q.get('title')) {
      const t = q.get('title')!.replace(/_/g, ' ');
      if (t.startsWith('Especial:Entrar')) return moved(casLogin(`${WIKI}/index.php?title=Especial:Entrar`), 302);
      const pg = pages.find((x) => x.title === t);
      if (!pg) return { ...shell(t, '<p>No hay texto en esta página.</p>'), status: 404 };
      const action = q.get('action');
      if (action === 'edit' || action === 'raw') return moved(casLogin(`${WIKI}/index.php?title=${encodeURIComponent(q.get('title')!)}&action=edit`), 302);
      const base = `/index.php?title=${encodeURIComponent(pg.title.replace(/ /g, '_'))}`;
      const rid = (k: number) => (hash(pg.title) % 9000) * 20 + k;
      if (action === 'history') return shell(`${pg.title}: Historial de revisiones`, `<ul>${Array.from({ length: pg.revs }, (_, k) => pg.revs - k).map((k) => `<li>(${a(`${base}&diff=${rid(k)}&oldid=${rid(k - 1)}`, 'dif')}) ${a(`${base}&oldid=${rid(k)}`, fmtDmy(dayOf(2012, 1, 1) + rid(k) % 2900))} ${esc(pick(rng(hash(`${pg.title}${k}`)), TEACHERS).login)}</li>`).join('')}</ul>`, pg.title);
      const oldid = Number(q.get('oldid') ?? 0);
      const diff = q.get('diff');
      if (oldid || diff) return shell(`${pg.title}${diff ? ' (diferencias)' : ''}`, `<p>Revisión ${oldid}</p>${diff ? `<table class="diff"><tr><td>${esc(T.words(rng(hash(u.search)), 20))}</td><td>${esc(T.words(rng(hash(`${u.search}b`)), 20))}</td></tr></table>` : ''}${T.para(rng(hash(u.search)), 3)}<p>${a(`${base}&oldid=${oldid - 1}&direction=prev`, '← Revisión anterior')} | ${a(`${base}&oldid=${oldid + 1}&direction=next`, 'Revisión siguiente →')}</p>`, pg.title);
      return moved(`${WIKI}${wl(pg.title)}`);
    }
    const m = /^\/index\.php\/(.+)$/.exec(p);
    if (!m) return nginx404();
    const t = decodeURIComponent(m[1]).replace(/_/g, ' ');
    if (t === 'Especial:CambiosRecientes') {
      const days = Number(q.get('days') ?? 7);
      const limit = Number(q.get('limit') ?? 50);
      const r = rng(hash(`rc${days}${limit}`));
      return shell('Cambios recientes', `<p>${[1, 3, 7, 14, 30].map((d) => a(`/index.php/Especial:CambiosRecientes?days=${d}&limit=${limit}`, `${d} días`)).join(' | ')} · ${[50, 100, 250, 500].map((l) => a(`/index.php/Especial:CambiosRecientes?days=${days}&limit=${l}`, String(l))).join(' | ')}</p><ul>${Array.from({ length: Math.min(60, limit) }, () => { const pg = pick(r, pages); return li(wl(pg.title), pg.title); }).join('')}</ul>`);
    }
    if (t === 'Especial:Todas') {
      const from = q.get('from') ?? '';
      const sorted = pages.map((x) => x.title).sort();
      const start = from ? sorted.findIndex((x) => x >= from) : 0;
      const chunk = sorted.slice(Math.max(0, start), Math.max(0, start) + 60);
      const next = sorted[Math.max(0, start) + 60];
      return shell('Todas las páginas', `<ul>${chunk.map((x) => li(wl(x), x)).join('')}</ul>${next ? a(`/index.php/Especial:Todas?from=${encodeURIComponent(next)}`, `Página siguiente (${next})`) : ''}`);
    }
    if (t === 'Especial:Aleatoria') return moved(`${WIKI}${wl(pick(rng(hash(u.href)), pages).title)}`, 302);
    const pg = pages.find((x) => x.title === t);
    if (!pg) return { ...shell(t, '<p>No hay texto en esta página.</p>'), status: 404 };
    const r = rng(hash(`w:${t}`));
    const links = Array.from({ length: 6 }, () => pick(r, pages).title);
    let extra = '';
    if (t === 'Portada') extra = `<ul>${pages.map((x) => li(wl(x.title), x.title)).join('')}</ul>`;
    if (t === 'Grupos de investigación') extra = `<ul>${AREAS.map((x) => li(`${DIS}/investigacion/${x.key}/`, x.es)).join('')}</ul>`;
    return shell(t, `${T.para(r, 3)}<ul>${links.map((x) => li(wl(x), x)).join('')}</ul>${extra}${T.para(r, 2)}<p>Categorías: ${a('/index.php/Categor%C3%ADa:Laboratorios', 'Laboratorios')}</p>`, t);
  }

  private _projects?: { group: string; name: string; commits: number; files: string[] }[];
  private projects() {
    if (!this._projects) {
      const r = rng(hash('gitlab'));
      const out: { group: string; name: string; commits: number; files: string[] }[] = [];
      for (const o of this.offs.filter((x) => x.kind === 'pages')) out.push({ group: lc(o.c.abbr), name: `curso-${o.y.short}`, commits: int(r, 20, 60), files: ['_config.yml', 'index.md', 'temario.md', 'practicas.md', 'Gemfile', '.gitlab-ci.yml'] });
      const names = ['tfg-plantilla', 'practicas-so', 'cluster-scripts', 'jisbd-web', 'corrector-automatico', 'dis-drupal-theme', 'moodle-plugins', 'bot-telegram', 'parser-lpp', 'simulador-mips', 'visor-grafos', 'red-neuronal-demo', 'docker-lab', 'ldap-tools', 'api-horarios'];
      for (const n of names) out.push({ group: pick(r, ['dis', 'labs', 'docencia', 'investigacion']), name: n, commits: int(r, 15, 90), files: ['README.md', 'src/main.c', 'src/util.c', 'Makefile', 'LICENSE', 'docs/manual.md'] });
      this._projects = out;
    }
    return this._projects;
  }

  /** A GitLab: explore with sorts and pages, project pages, commit lists, commits, trees and blobs per commit; most else → login. */
  private gitHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · GitLab</title><link rel="stylesheet" href="/assets/application-1f3a.css"></head><body><header class="navbar-gitlab">${a('/explore/projects', 'Projects')} ${a('/explore/groups', 'Groups')} ${a('/users/sign_in', 'Sign in')}</header><div class="content"><h1>${esc(title)}</h1>${body}</div></body></html>`);
    if (p.startsWith('/assets/')) return asset(p);
    if (p === '/users/sign_in' || p.startsWith('/users/auth')) return moved(casLogin(`${GIT}/users/auth/cas3/callback`), 302);
    if (p === '/' ) return moved(`${GIT}/explore/projects`, 302);
    const projs = this.projects();
    if (p === '/explore/projects' || p === '/explore/projects/starred' || p === '/explore/groups') {
      const sort = q.get('sort') ?? 'latest_activity_desc';
      const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
      const list = projs.slice().sort((x, y) => (sort === 'name_asc' ? x.name.localeCompare(y.name) : sort === 'created_desc' ? y.commits - x.commits : hash(x.name + sort) - hash(y.name + sort)));
      const per = 10;
      return shell('Explore projects', `<p>${['latest_activity_desc', 'name_asc', 'created_desc', 'stars_desc'].map((s) => a(`${p}?sort=${s}`, s)).join(' · ')}</p><ul>${list.slice((page - 1) * per, page * per).map((x) => li(`/${x.group}/${x.name}`, `${x.group} / ${x.name}`)).join('')}</ul><p>${Array.from({ length: Math.ceil(list.length / per) }, (_, i) => a(`${p}?page=${i + 1}&sort=${sort}`, String(i + 1))).join(' ')}</p>`);
    }
    const m = /^\/([a-z0-9-]+)\/([a-z0-9-]+)(?:\/-)?(\/.*)?$/.exec(p);
    if (!m) return { ...shell('Not found', ''), status: 404 };
    const pr = projs.find((x) => x.group === m[1] && x.name === m[2]);
    if (!pr) return moved(`${GIT}/users/sign_in`, 302);
    const base = `/${pr.group}/${pr.name}`;
    const sha = (k: number) => hex(`${base}:${k}`, 40);
    const rest = m[3] ?? '';
    if (rest === '') {
      const site = this.offs.find((o) => o.kind === 'pages' && lc(o.c.abbr) === pr.group && `curso-${o.y.short}` === pr.name);
      return shell(`${pr.group} / ${pr.name}`, `<p>${pr.commits} commits · ${a(`${base}/commits/master`, 'Commits')} · ${a(`${base}/tree/master`, 'Files')} · ${a(`${base}/issues`, 'Issues')} · ${a(`${base}/pipelines`, 'CI/CD')}</p><div class="readme"><h2>README</h2>${site ? `<p>Web de la asignatura ${esc(site.c.es)} (${site.y.key}) publicada con GitLab Pages en ${a(site.home, site.home)}.</p>` : T.para(rng(hash(base)), 2)}</div>`);
    }
    if (rest === '/issues' || rest === '/pipelines' || rest === '/merge_requests') return moved(`${GIT}/users/sign_in`, 302);
    if (rest.startsWith('/commits/')) {
      const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
      const per = 20;
      const ks = Array.from({ length: pr.commits }, (_, i) => pr.commits - i).slice((page - 1) * per, page * per);
      return shell(`Commits · ${pr.name}`, `<ul>${ks.map((k) => li(`${base}/commit/${sha(k)}`, `${T.words(rng(hash(`${base}${k}`)), 5)} (${sha(k).slice(0, 8)})`)).join('')}</ul><p>${page > 1 ? a(`${base}/commits/master?page=${page - 1}`, 'Prev') : ''} ${page * per < pr.commits ? a(`${base}/commits/master?page=${page + 1}`, 'Next') : ''}</p>`);
    }
    const cm = /^\/(commit|tree|blob|raw|blame)\/([0-9a-f]{40}|master)(\/.*)?$/.exec(rest);
    if (cm) {
      const k = cm[2] === 'master' ? pr.commits : Array.from({ length: pr.commits }, (_, i) => i + 1).find((i) => sha(i) === cm[2]);
      if (!k) return { ...shell('Not found', ''), status: 404 };
      const ref = cm[2];
      if (cm[1] === 'commit') {
        if (u.search.includes('view=parallel') || rest.endsWith('.patch')) return { status: 200, type: 'text/plain; charset=utf-8', body: `From ${sha(k)}\n${T.words(rng(hash(rest)), 40)}\n` };
        return shell(`Commit ${sha(k).slice(0, 8)}`, `<p>${esc(T.words(rng(hash(`${base}${k}`)), 8))}</p><p>${k > 1 ? a(`${base}/commit/${sha(k - 1)}`, `parent ${sha(k - 1).slice(0, 8)}`) : ''} · ${a(`${base}/tree/${sha(k)}`, 'Browse files')} · ${a(`${base}/commit/${sha(k)}?view=parallel`, 'Side-by-side')}</p><ul>${pr.files.filter((f) => hash(f + k) % 3 === 0).map((f) => li(`${base}/blob/${sha(k)}/${f}`, f)).join('')}</ul>`);
      }
      const file = (cm[3] ?? '').slice(1);
      if (cm[1] === 'tree') return shell(`${pr.name} @ ${ref.slice(0, 8)}`, `<ul>${pr.files.map((f) => li(`${base}/blob/${ref}/${f}`, f)).join('')}</ul>`);
      if (!pr.files.includes(file)) return { ...shell('Not found', ''), status: 404 };
      if (cm[1] === 'raw') return { status: 200, type: 'text/plain; charset=utf-8', body: `${file}\n${T.words(rng(hash(rest)), 50)}\n` };
      if (cm[1] === 'blame') return err500('Blame timed out');
      return shell(file, `<pre>${esc(T.words(rng(hash(rest)), 80))}</pre><p>${a(`${base}/raw/${ref}/${file}`, 'Raw')} · ${a(`${base}/blame/${ref}/${file}`, 'Blame')} · ${a(`${base}/commits/master`, 'History')}</p>`);
    }
    return { ...shell('Not found', ''), status: 404 };
  }

  /** A Redmine for the department's IT services: projects, issues with sorts and filters, activity by date. */
  private redmineHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>${esc(title)} - Redmine DIS</title></head><body><div id="top-menu">${a('/projects', 'Proyectos')} ${a('/login', 'Iniciar sesión')}</div><div id="content"><h2>${esc(title)}</h2>${body}</div></body></html>`);
    const projs = ['sistemas', 'laboratorios', 'web-dis', 'aula-virtual-soporte', 'cluster'];
    if (p === '/login' || p === '/my/page') return moved(casLogin(`${RM}/login`), 302);
    if (p === '/' || p === '/projects') return shell('Proyectos', `<ul>${projs.map((x) => li(`/projects/${x}`, x)).join('')}</ul>`);
    let m = /^\/projects\/([a-z-]+)(\/issues|\/activity)?$/.exec(p);
    if (m && projs.includes(m[1])) {
      if (!m[2]) return shell(m[1], `<p>${a(`/projects/${m[1]}/issues`, 'Peticiones')} · ${a(`/projects/${m[1]}/activity`, 'Actividad')}</p>`);
      if (m[2] === '/activity') {
        const from = q.get('from') ?? fmtISO(NOW);
        const d = Math.floor(Date.parse(from) / DAY);
        if (!Number.isFinite(d)) return shell('Actividad', '');
        return shell(`Actividad hasta ${from}`, `<p>${T.words(rng(hash(p + from)), 20)}</p><p>${a(`/projects/${m[1]}/activity?from=${fmtISO(d - 10)}`, '« Anterior')}${d < NOW ? ` ${a(`/projects/${m[1]}/activity?from=${fmtISO(d + 10)}`, 'Siguiente »')}` : ''}</p>`);
      }
      const sort = q.get('sort') ?? 'id:desc';
      const status = q.get('status_id') ?? 'o';
      const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
      const n = 60 + (hash(m[1]) % 80);
      const ids = Array.from({ length: n }, (_, i) => 1000 + (hash(m![1]) % 50) * 200 + i).filter((i) => status === '*' || (status === 'c') === (i % 3 === 0));
      if (sort.endsWith('asc')) ids.reverse();
      const per = 25;
      const link = (k: string, v: string) => { const s = new URLSearchParams(u.search); s.set(k, v); s.delete('page'); return `${p}?${s.toString()}`; };
      return shell('Peticiones', `<p>${['id:desc', 'id:asc', 'priority:desc', 'updated_on:desc'].map((s) => a(link('sort', s), s)).join(' ')} | ${['o', 'c', '*'].map((s) => a(link('status_id', s), s)).join(' ')}</p><ul>${ids.slice((page - 1) * per, page * per).map((i) => li(`/issues/${i}`, `#${i} ${T.words(rng(hash(`is${i}`)), 5)}`)).join('')}</ul><p>${Array.from({ length: Math.ceil(ids.length / per) }, (_, i) => a(`${link('sort', sort)}&page=${i + 1}`, String(i + 1))).join(' ')}</p>`);
    }
    m = /^\/issues\/(\d+)$/.exec(p);
    if (m) return shell(`Petición #${m[1]}`, `${T.para(rng(hash(p)), 2)}<p>${a(`/issues/${Number(m[1]) - 1}`, '« anterior')} ${a(`/issues/${Number(m[1]) + 1}`, 'siguiente »')}</p>`);
    return { ...shell('404', ''), status: 404 };
  }

  /** Mailman 2 with pipermail archives: months × thread/date/author/subject views and messages. */
  private listasHost(u: URL): Resp {
    const p = u.pathname;
    const lists = ['dis-todos', 'dis-pdi', 'etsinf-alumnos', 'seminarios-dis', 'becarios-dis', 'cluster-users', 'gii-delegados', 'tfg-avisos'];
    const months: [number, number][] = [];
    for (let y = 2014; y <= 2020; y++) for (let m = 1; m <= 12; m++) if (y < 2020 || m <= 3) months.push([y, m]);
    const MON = 'January February March April May June July August September October November December'.split(' ');
    if (p === '/' || p === '/mailman/listinfo') return doc('Listas de correo', `<h1>Listas de correo en listas.ualmenara.es</h1><table>${lists.map((l) => `<tr><td>${a(`/mailman/listinfo/${l}`, l)}</td><td>${a(`/pipermail/${l}/`, 'archivo')}</td></tr>`).join('')}</table>`);
    let m = /^\/mailman\/listinfo\/([a-z-]+)$/.exec(p);
    if (m && lists.includes(m[1])) return doc(`${m[1]} Info Page`, `<h1>${m[1]}</h1><p>${a(`/pipermail/${m[1]}/`, `Archivo de ${m[1]}`)}</p><form method="post" action="/mailman/subscribe/${m[1]}"><input name="email"></form><p>${a(`/mailman/admin/${m[1]}`, 'Administración')}</p>`);
    if (/^\/mailman\/(admin|private|options)\//.test(p)) return moved(casLogin(`${LISTAS}${p}`), 302);
    m = /^\/pipermail\/([a-z-]+)\/(?:(\d{4})-([A-Za-z]+)\/(thread|date|author|subject|\d{6})\.html|(\d{4})-([A-Za-z]+)\.txt\.gz)?$/.exec(p);
    if (!m || !lists.includes(m[1])) return apache404(p, H.listas);
    const L = m[1];
    if (m[5]) return bin('application/gzip', u.href);
    if (!m[2]) return doc(`The ${L} Archives`, `<h1>The ${L} Archives</h1><table>${months.slice().reverse().map(([y, mo]) => `<tr><td>${MON[mo - 1]} ${y}:</td><td>${['thread', 'subject', 'author', 'date'].map((v) => a(`${y}-${MON[mo - 1]}/${v}.html`, `[ ${v} ]`)).join(' ')}</td><td>${a(`${y}-${MON[mo - 1]}.txt.gz`, '[ Gzip\'d Text ]')}</td></tr>`).join('')}</table>`);
    const y = Number(m[2]);
    const mo = MON.indexOf(m[3]) + 1;
    if (!mo || !months.some(([a1, b1]) => a1 === y && b1 === mo)) return apache404(p, H.listas);
    const n = 4 + (hash(`${L}${y}${mo}`) % 22);
    const first = (hash(L) % 900) * 1000 + (y - 2014) * 12 * 30 + (mo - 1) * 30;
    const r = rng(hash(`${L}${y}${mo}`));
    const msgs = Array.from({ length: n }, (_, i) => ({ id: first + i, subj: `[${L}] ${y === 2020 && mo === 3 && i < 6 ? pick(r, ['Docencia no presencial', 'Cierre de laboratorios', 'Teletrabajo PAS', 'Acceso VPN']) : T.words(r, 5)}`, from: `${pick(r, NOMBRES)} ${pick(r, APELLIDOS)}` }));
    if (/^\d{6}$/.test(m[4])) {
      const id = Number(m[4]);
      const k = id - first;
      if (k < 0 || k >= n) return apache404(p, H.listas);
      const x = msgs[k];
      return doc(x.subj, `<h1>${esc(x.subj)}</h1><b>${esc(x.from)}</b><p><i>${fmtDmy(dayOf(y, mo, 1 + (k % 27)))}</i></p><ul>${k > 0 ? li(`${pad(id - 1, 6)}.html`, 'Mensaje anterior') : ''}${k < n - 1 ? li(`${pad(id + 1, 6)}.html`, 'Mensaje siguiente') : ''}${['thread', 'date', 'subject', 'author'].map((v) => li(`${v}.html`, `[ ${v} ]`)).join('')}</ul><pre>${esc(T.words(r, 80))}</pre>`);
    }
    const order = m[4] === 'author' ? msgs.slice().sort((a1, b1) => a1.from.localeCompare(b1.from)) : m[4] === 'subject' ? msgs.slice().sort((a1, b1) => a1.subj.localeCompare(b1.subj)) : msgs;
    return doc(`The ${L} ${m[3]} ${y} Archive by ${m[4]}`, `<h1>${m[3]} ${y} Archives by ${m[4]}</h1><ul>${['thread', 'subject', 'author', 'date'].map((v) => li(`${v}.html`, `[ ${v} ]`)).join('')}</ul><ul>${order.map((x) => li(`${pad(x.id, 6)}.html`, `${x.subj} – ${x.from}`)).join('')}</ul><p>${a(`/pipermail/${L}/`, 'Más info sobre esta lista')}</p>`);
  }

  /** Lab logs: autoindexes of machines × months × days with sortable columns. */
  private labHost(u: URL): Resp {
    const p = u.pathname;
    const labs = ['0S02', '0S04', '1L05', '2L03', '2S11', 'cluster'];
    const months: string[] = [];
    for (let y = 2018; y <= 2020; y++) for (let m = 1; m <= 12; m++) if (y < 2020 || m <= 3) months.push(`${y}-${pad(m)}`);
    if (p === '/') return autoindex(H.lab, '/', [['logs/', dayOf(2020, 3, 17), '-'], ['imagenes/', dayOf(2019, 9, 2), '-'], ['README.txt', dayOf(2016, 2, 1), '1.2K']], u);
    if (p === '/README.txt') return { status: 200, type: 'text/plain', body: 'Logs de arranque y uso de los laboratorios docentes del DIS. Contacto: tecnicos@dis.ualmenara.es\n' };
    if (p === '/imagenes/') return autoindex(H.lab, p, ['ubuntu-18.04-lab.img.gz', 'windows10-lab.wim', 'kali-2019.4.iso'].map((f, i) => [f, dayOf(2019, 9, 1) + i, `${4 + i}.1G`] as [string, number, string]), u);
    if (p === '/logs/') return autoindex(H.lab, p, labs.map((l) => [`${l}/`, dayOf(2020, 3, 17), '-'] as [string, number, string]), u);
    let m = /^\/logs\/([0-9A-Za-z]+)\/$/.exec(p);
    if (m && labs.includes(m[1])) return autoindex(H.lab, p, months.map((mo) => [`${mo}/`, dayOf(Number(mo.slice(0, 4)), Number(mo.slice(5)), 28), '-'] as [string, number, string]), u);
    m = /^\/logs\/([0-9A-Za-z]+)\/(\d{4})-(\d{2})\/$/.exec(p);
    if (m && labs.includes(m[1]) && months.includes(`${m[2]}-${m[3]}`)) {
      const y = Number(m[2]); const mo = Number(m[3]);
      const days = Array.from({ length: 28 }, (_, i) => dayOf(y, mo, i + 1)).filter((d) => weekday(d) > 0 && weekday(d) < 6 && d <= NOW);
      const r = rng(hash(p));
      return autoindex(H.lab, p, days.map((d) => [`${fmtISO(d)}.log`, d, fsize(r)] as [string, number, string]), u);
    }
    if (/^\/logs\/[0-9A-Za-z]+\/\d{4}-\d{2}\/\d{4}-\d{2}-\d{2}\.log$/.test(p)) return { status: 200, type: 'text/plain', body: `${p}\n${T.words(rng(hash(p)), 40)}\n` };
    if (p.startsWith('/imagenes/')) return bin('application/octet-stream', p);
    if (p.length > 1 && !p.endsWith('/') && !p.includes('.')) return moved(`${LAB}${p}/`);
    return apache404(p, H.lab, 80);
  }

  /** The Delegación de Alumnos' WordPress: posts with replytocom, category/date archives, and an exam archive by asignatura. */
  private daHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const shell = (title: string, body: string) => html(`<!DOCTYPE html><html lang="es-ES"><head><meta charset="UTF-8"><title>${esc(title)} – Delegación de Alumnos ETSINF</title><meta name="generator" content="WordPress 5.3.2"><link rel="stylesheet" href="/wp-content/themes/twentyseventeen/style.css?ver=5.3.2"></head><body><header><a href="/">Delegación de Alumnos ETSINF</a><nav>${a('/examenes/', 'Exámenes')} ${a('/category/noticias/', 'Noticias')} ${a('/representantes/', 'Representantes')} ${a('/wp-login.php', 'Acceder')}</nav></header><main><h1>${esc(title)}</h1>${body}</main><footer>${T.words(rng(hash(title)), 8)}</footer></body></html>`);
    if (p.startsWith('/wp-content/') || p.startsWith('/wp-includes/')) return asset(p);
    if (p === '/wp-login.php' || p.startsWith('/wp-admin')) return moved(casLogin(`${DA}/wp-login.php`), 302);
    const posts = Array.from({ length: 180 }, (_, i) => ({ id: 100 + i * 7, date: dayOf(2015, 9, 1) + i * floorDiv(NOW - dayOf(2015, 9, 1), 180), title: T.words(rng(hash(`dap${i}`)), 6) }));
    if (p === '/' || p === '/category/noticias/' || /^\/(category\/noticias\/)?page\/\d+\/$/.test(p)) {
      const page = Number(/page\/(\d+)/.exec(p)?.[1] ?? 1);
      const per = 10;
      const list = posts.slice().reverse().slice((page - 1) * per, page * per);
      if (!list.length) return { ...shell('No encontrado', ''), status: 404 };
      const basep = p.startsWith('/category') ? '/category/noticias/' : '/';
      return shell('Delegación de Alumnos', `${page === 1 ? `<p><b>COVID-19:</b> ${a('/2020/03/docencia-no-presencial-que-sabemos-999/', 'Docencia no presencial: lo que sabemos')}</p>` : ''}<ul>${list.map((x) => li(`/${fmtISO(x.date).slice(0, 7).replace('-', '/')}/${slug(x.title)}-${x.id}/`, x.title)).join('')}</ul><p>${page > 1 ? a(`${basep}page/${page - 1}/`, '« Entradas más recientes') : ''} ${a(`${basep}page/${page + 1}/`, 'Entradas anteriores »')}</p>`);
    }
    if (p === '/covid-asignaturas/') {
      const list = this.offs.filter((o) => o.y === CUR && o.home && o.c.cuat === 'B' && o.inDa);
      return shell('COVID-19: qué hace cada asignatura', `<p>Información recopilada por los delegados (no oficial).</p><ul>${list.map((o) => li(this.homeHref(o, 'dacovid'), `${o.c.abbr} – ${o.c.es}`)).join('')}</ul>`);
    }
    if (p === '/2020/03/docencia-no-presencial-que-sabemos-999/') return shell('Docencia no presencial: lo que sabemos', `${T.para(rng(hash(p)), 2)}<p>Recopilamos las instrucciones de cada asignatura en ${a('/covid-asignaturas/', 'esta página')}.</p>`);
    if (p === '/representantes/') return shell('Representantes', T.para(rng(hash(p)), 4));
    let m = /^\/(\d{4})\/(\d{2})\/[a-z0-9-]+-(\d+)\/$/.exec(p);
    if (m) {
      const x = posts.find((y) => y.id === Number(m![3]));
      if (!x) return { ...shell('No encontrado', ''), status: 404 };
      const rc = q.get('replytocom');
      return shell(x.title, `${T.para(rng(hash(p)), 3)}<h3>Comentarios</h3><ol>${Array.from({ length: 4 }, (_, i) => `<li>${esc(T.words(rng(hash(`${p}${i}`)), 10))} ${a(`${p}?replytocom=${x.id * 10 + i}#respond`, 'Responder')}</li>`).join('')}</ol>${rc ? '<form id="respond"><textarea></textarea></form>' : ''}`);
    }
    if (p === '/examenes/') {
      const cs = COURSES.filter((c) => !c.eui);
      return shell('Archivo de exámenes', `<p>Exámenes de años anteriores aportados por estudiantes. ¡Colabora enviando los tuyos!</p><ul>${cs.map((c) => li(`/examenes/${slug(c.es)}/`, `${c.abbr} – ${c.es}`)).join('')}</ul>`);
    }
    m = /^\/examenes\/([a-z0-9-]+)\/$/.exec(p);
    if (m) {
      const c = COURSES.find((x) => !x.eui && slug(x.es) === m![1]);
      if (!c) return { ...shell('No encontrado', ''), status: 404 };
      const offs = (this.offsByCourse.get(c.code) ?? []).filter((o) => o.home && o.inDa);
      return shell(`Exámenes de ${c.es}`, `<ul>${YEARS.map((y) => `<li>${y.key}: ${a(`/wp-content/uploads/examenes/${c.abbr.toLowerCase()}-${y.y + 1}-ordinaria.pdf`, 'ordinaria')} · ${a(`/wp-content/uploads/examenes/${c.abbr.toLowerCase()}-${y.y + 1}-recuperacion.pdf`, 'recuperación')}</li>`).join('')}</ul>${offs.length ? `<p>Web de la asignatura: ${offs.map((o) => a(this.homeHref(o, 'da'), o.y.key)).join(' · ')}</p>` : ''}<p>${a(this.guiaUrl(c.code, CUR), 'Guía docente')}</p>`);
    }
    return { ...shell('No encontrado', '<p>Vaya, parece que no hay nada aquí.</p>'), status: 404 };
  }
}

function floorDiv(a1: number, b1: number) { return Math.floor(a1 / b1); }
