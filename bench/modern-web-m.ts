/**
 * Rehearsal web M: the Dipartimento di Informatica of a (fictional) Italian university, "Università degli Studi di Valdarno"
 * (`unival.it`), as an archiving crawler would have captured it on Monday 27 April 2020 — week 8 of the secondo semestre of
 * A.A. 2019/2020, all teaching online since 9 March because of COVID-19. Written apart from the crawler (nothing under src/
 * was read), for bench/modern-warc.ts (`--layout m`). Everything lives under the one registrable domain `unival.it`; external
 * links (Microsoft Teams, Telegram, social media, CDNs, SPID) point off-site.
 *
 * Seed: https://www.di.unival.it/it — the department's Drupal 7 site (Bootstrap-Italia-like theme, `Drupal.settings` blobs,
 * 30–60 KB pages), Italian with English twins under `/en/…` for a few pages and the English-taught courses; `?lang=en` 301s to
 * the twin (or to the page itself), `utm_` parameters 301 away, trailing slashes 301, `/node/N` 301s to the alias; a quick-
 * links bar on every page (Moodle, Kiro, Guida, Orario, Esse3, IRIS, TWiki, Redmine, gallery, lab logs, pages, intranet).
 *
 * Vocabulary: insegnamenti, corsi di laurea (L-31 Informatica, LM-18 Informatica, LM-18 Computer Science in English, and the
 * former DiSTI's L-31 Tecnologie Informatiche at Montevarchi), CFU, SSD (INF/01, ING-INF/05, MAT/09), A.A. 2019/2020 /
 * `2019-2020` / `1920` / `2019-20` / `20`, primo/secondo semestre, canali (Corso A/B by surname), lezioni, esercitazioni,
 * laboratorio, appelli, prove intermedie, materiale didattico, lucidi, avvisi, ricevimento, schede insegnamento; U-GOV codes
 * `INF0004` for the department and `012TI` for ex-DiSTI courses, but most URLs name a course only by its Italian title.
 *
 * COURSE HOMES (`courseHomes`: 279 = 252 offerings (course × A.A. × canale, 2014/15 … 2019/20) + 27 other guest Moodle courses):
 *  1. `tilde` (77, 7 of them framesets): teachers' Apache userdirs on http://pages.di.unival.it in four schemes by teacher —
 *     `~rossi/didattica/1920/asd/` (indexes `didattica/` → `1920/`), `~bianchi/prog15/` (2014-16 table/font markup, framesets
 *     with `menu.html`/`main.html` subpages; listed on the teacher's home), flat files `~ferrari/corsi/so-2018-19.html` (an
 *     autoindex `corsi/` and `corsi.html` list them; material in `corsi/so-2018-19/`), and `~gallo/teaching/basi-di-dati/`
 *     (the latest edition) with older ones nested below it at `…/basi-di-dati/2016/`. https 301s to http, `index.html` and
 *     missing slashes 301, links also use `%7E`.
 *  2. `drupal` (49): `www…/it/didattica/insegnamenti/2018-2019/basi-di-dati` (canali `-corso-a`/`-corso-b`), English
 *     `/en/teaching/courses/2019-2020/machine-learning`, 2017/18 on; subpages `avvisi`, `lezioni`, `materiale`, `esami`,
 *     PDFs under `/sites/default/files/didattica/…/lezione03.pdf`; "Edizioni precedenti" and a banner to the newer year.
 *  3. `moodle` (45): guest-access courses `elearning.unival.it/course/view.php?id=2158` — 18 of the department's offerings and
 *     27 courses of other departments/seminars; the ~700 other courses answer 303 → `/login/index.php` → Shibboleth and are not
 *     homes. The category listings mark guest courses ("Questo corso permette l'accesso agli ospiti"); `course/info.php`,
 *     `&section=N` and `mod/…` pages are not homes.
 *  4. `kiro` (39): Ariel-like per-site hosts `https://mrossiasd20.kiro.unival.it/v5/home/Default.aspx` (`/` 302s there;
 *     ASP.NET `__VIEWSTATE`), listed by the Kiro portal `kiro…/portale/elenco.aspx?aa=2019&dip=DI&pag=N`; some teachers'
 *     sites are login-only (302 → `Login.aspx` → SSO) and are not homes, nor are Avvisi/Lezioni/Materiali/Calendario pages.
 *  5. `twiki` (36): TWiki course topics 2014-2017 `twiki.di…/twiki/bin/view/Didattica/AlgoritmiEStruttureDati1516` (listed on
 *     `CorsiAA1516`); `?rev=1.N` revisions, `rdiff`, `oops`, `?skin=print`, `?raw=on` and the `…Lezioni`/`…Esami` topics are not.
 *  6. `disti` (21): the frozen Joomla 1.5 site of the former DiSTI (merged in 2017): `http://www.disti…/index.php?option=
 *     com_content&view=article&id=231&catid=33&Itemid=58` (2014/15-2016/17), reached through year → anno categories with
 *     `limitstart` pagers; the materiale article, `&format=pdf` and `&tmpl=component&print=1` views are not homes.
 *  7. `jekyll` (12): Jekyll sites `https://corsi.di.unival.it/tecnologie-web/` (the latest edition at the course root, earlier
 *     ones at `/tecnologie-web/2018-19/`), sources in Redmine (`projects/corsi-<slug>` README links the site).
 *  23 of the 275 offerings have no public page (a login-only Moodle or Kiro site, or nothing).
 *
 * HUBS (not homes): the "Insegnamenti" landing page and its per-CdS/semester views (`/it/didattica/insegnamenti?cds=L31`),
 * per-year listings (`/it/didattica/insegnamenti/2018-2019`), the paginated "Archivio insegnamenti" (`…/archivio?aa=2017-2018
 * &page=2`), CdS pages with the piano di studi, faculty profiles (`/it/persone/mario.rossi`, "Insegnamenti A.A. 2019/2020" and
 * "Anni precedenti"), the userdir index and teachers' teaching indexes, course news ("Inizio lezioni di …") and course seminars
 * in the events calendar, the Guida dello studente's schede insegnamento ("Pagina web del corso" for ~45%), the Kiro portal,
 * Moodle categories, TWiki year topics, DiSTI categories, the corsi.di index, Redmine READMEs. Links to homes mix `/node/N`,
 * trailing slashes, http, `utm_`, `index.html`, missing slashes, `%7E`, Kiro roots — all redirecting to the home.
 *
 * COURSE-RELATED NON-HOMES: schede insegnamento of every course and year (also `?lang=en` and `/pdf`, and other departments'
 * courses), Esse3 appelli pages per course (`ListaAppelliOfferta.do?…&ad_id=INF0004`; "Prenota" → SSO), the timetable per CdS
 * year and week, course subpages, slides and exercise PDFs, autoindexes of material, Moodle summaries and sections, Kiro
 * calendars and forums, TWiki revisions and diffs, Joomla print/PDF views.
 *
 * NOISE AND TRAPS (most of the ~54,000 records): IRIS (DSpace-CRIS: single-level facets, sorts, rpp, pagers, `mode=full`,
 * BibTeX/RIS/EndNote exports, restricted full texts → SSO, researcher pages; 3 facets → 500); Apache autoindex lab logs
 * (`lab.di…/logs/turing/2019-11/?C=M;O=D`); a Redmine (issue lists with sorts and filters, issues, activity with endless
 * `?from=` pages, revisions, diffs, wiki versions, `/login?back_url=`); the TWiki (six webs, revisions, diffs, edit/attach →
 * SSO); a Gallery 3 (albums, photos with prev/next, originals, tags, a few 500s); the Drupal news with tag pages, a monthly
 * archive and pagers, an endless events calendar (months, days, iCal); the people directory with filters, sorts and pages;
 * the EasyAcademy-like timetable with endless weeks and `_lang` twins; Esse3; Moodle login walls; the Shibboleth IdP (every
 * wall → `SSO?SAMLRequest=…` → `SSO;jsessionid=…?execution=e1s1`); Apache/nginx/IIS/Drupal 404s, http↔https redirects.
 *
 * Breadth-first from the seed (bench/modern-warc.ts, 54,000 records, ~30 s, 65 MB) archives 277 of the 279 homes; the
 * evaluator's BFS finds half of them after 8,661 rows, 90% after 16,961 and the last after 47,851 (no home before row ~600:
 * the shallowest are three links from the seed). `respond` is pure and deterministic (all randomness is `rng(hash(…))` of URLs
 * or stable keys).
 */
import { hash, rng, type Resp } from './modern-web.js';
import { a, bin, esc, hex, html, int, li, moved, pad, pick, slugify, sortParams, textKit, type R } from './web-kit.js';

// =====================================================================================================================
// Hosts, vocabulary, calendar
// =====================================================================================================================

const DOM = 'unival.it';
const H = {
  www: `www.di.${DOM}`,
  diBare: `di.${DOM}`,
  ateneo: `www.${DOM}`,
  bare: DOM,
  pages: `pages.di.${DOM}`,
  corsi: `corsi.di.${DOM}`,
  kiro: `kiro.${DOM}`,
  elearning: `elearning.${DOM}`,
  idp: `idp.${DOM}`,
  guida: `guida.${DOM}`,
  orario: `orario.${DOM}`,
  esse3: `esse3.${DOM}`,
  disti: `www.disti.${DOM}`,
  distiBare: `disti.${DOM}`,
  twiki: `twiki.di.${DOM}`,
  iris: `iris.${DOM}`,
  foto: `foto.di.${DOM}`,
  redmine: `redmine.di.${DOM}`,
  lab: `lab.di.${DOM}`,
  intranet: `intranet.di.${DOM}`,
};
const WWW = `https://${H.www}`;
const ATENEO = `https://${H.ateneo}`;
const PAGES = `http://${H.pages}`;
const CORSI = `https://${H.corsi}`;
const KIRO = `https://${H.kiro}`;
const MOODLE = `https://${H.elearning}`;
const GUIDA = `https://${H.guida}`;
const ORARIO = `https://${H.orario}`;
const ESSE3 = `https://${H.esse3}`;
const DISTI = `http://${H.disti}`;
const TWIKI = `https://${H.twiki}`;
const IRIS = `https://${H.iris}`;
const FOTO = `https://${H.foto}`;
const RED = `https://${H.redmine}`;
const LAB = `http://${H.lab}`;
/** Hosts answering http with a 301 to https. The personal pages, the DiSTI archive and the lab logs are http sites (https 301s to http). */
const HTTPS_ONLY = new Set([H.www, H.diBare, H.ateneo, H.bare, H.corsi, H.kiro, H.elearning, H.idp, H.guida, H.orario, H.esse3, H.twiki, H.iris, H.foto, H.redmine, H.intranet]);
const HTTP_ONLY = new Set([H.pages, H.disti, H.distiBare, H.lab]);

const VOCAB = `il lo la i gli le di a da in con su per tra fra e o ma anche come che non più del della dei delle al alla nel nella
sono è stato sarà corso lezione lezioni esercitazione esercitazioni laboratorio esame esami appello appelli prova intermedia scritta orale
studenti studente docente docenti dipartimento informatica università ateneo ricerca didattica progetto progetti programma materiale
dispense lucidi slide esercizi compito compiti soluzioni voto crediti CFU semestre anno accademico aula orario ricevimento avviso
calendario iscrizione prenotazione piattaforma online distanza modalità telematica emergenza sanitaria lezioni registrate streaming
algoritmi strutture dati sistemi reti basi linguaggi programmazione calcolo logica teoria complessità sicurezza apprendimento
automatico intelligenza artificiale software ingegneria modelli analisi verifica metodi formali grafi alberi liste ordinamento
ricorsione memoria processi thread file system protocolli database query transazioni compilatore parser semantica tipi oggetti
seminario dottorato tesi laurea magistrale triennale convegno workshop gruppo laboratorio finanziamento bando progetto europeo
the of and in for with to is are will be this course lecture exam students notes slides assignment project data learning systems`.split(/\s+/);
const T = textKit(VOCAB);

const NOMI = 'Marco Giulia Alessandro Francesca Andrea Chiara Luca Sara Matteo Elena Giovanni Valentina Stefano Federica Roberto Silvia Paolo Laura Davide Martina Simone Anna Lorenzo Elisa Fabio Alessia Riccardo Paola Claudio Ilaria Massimo Roberta Antonio Cristina Giuseppe Monica Franco Serena Gabriele Veronica Nicola Beatrice Filippo Giorgia Tommaso Camilla Emanuele Arianna Pietro Caterina Leonardo Noemi Salvatore Rosa Vincenzo Teresa Ahmed Wei Ana Dmitri'.split(' ');
const COGNOMI = 'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De Luca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone Longo Gentile Martinelli Vitale Lombardo Serra Coppola De Santis D\'Angelo Marchetti Parisi Villa Conte Ferraro Ferri Fabbri Bianco Marini Grasso Valentini Messina Sala De Angelis Gatti Pellegrini Palumbo Sanna Farina Rizzi Monti Cattaneo Morelli Amato Silvestri Mazza Testa Grassi Pellegrino Carbone Giuliani Benedetti Barone Rossetti Caputo Montanari Guerra Palmieri Bernardi Martino Fiore De Rosa Ferretti Bellini Basile Riva Donati Piras Vitali Battaglia Sartori Neri Costantini Milani Pagano Ruggiero Sorrentino D\'Amico Orlando Damiani Negri'.split(' ');

const DAY = 86400000;
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY);
const dOf = (n: number) => new Date(n * DAY);
const MESE = 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(' ');
const MONTH = 'January February March April May June July August September October November December'.split(' ');
const GIORNO = 'domenica lunedì martedì mercoledì giovedì venerdì sabato'.split(' ');
const fmtIt = (n: number) => { const d = dOf(n); return `${d.getUTCDate()} ${MESE[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };
const fmtNum = (n: number) => { const d = dOf(n); return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`; };
const fmtEn = (n: number) => { const d = dOf(n); return `${MONTH[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`; };
const fmtISO = (n: number) => dOf(n).toISOString().slice(0, 10);
const weekday = (n: number) => dOf(n).getUTCDay();
const mondayOf = (n: number) => n - ((weekday(n) + 6) % 7);
const dmy = (n: number) => { const d = dOf(n); return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`; };
const parseDmy = (s: string) => { const m = /^(\d\d)-(\d\d)-(\d{4})$/.exec(s); return m ? dayOf(+m[3], +m[2], +m[1]) : NaN; };

/** The capture: Monday 27 April 2020, week 7 of the secondo semestre of A.A. 2019/2020, lessons online since 9 March. */
const NOW = dayOf(2020, 4, 27);

/** An academic year ("anno accademico"), 2014/2015 … 2019/2020. */
interface AA { idx: number; y0: number; key: string; label: string; short: string; dash: string; yy: string; sem1: number; sem2: number }
const AAS: AA[] = [2014, 2015, 2016, 2017, 2018, 2019].map((y0, idx) => ({
  idx, y0,
  key: `${y0}-${y0 + 1}`, // 2019-2020
  label: `${y0}/${y0 + 1}`, // 2019/2020
  short: `${pad(y0 % 100)}${pad((y0 + 1) % 100)}`, // 1920
  dash: `${y0}-${pad((y0 + 1) % 100)}`, // 2019-20
  yy: pad((y0 + 1) % 100), // 20
  sem1: mondayOf(dayOf(y0, 9, 30)),
  sem2: mondayOf(dayOf(y0 + 1, 3, 2)),
}));
const CUR = AAS[5];
const aaByKey = new Map(AAS.map((y) => [y.key, y]));
const aaByShort = new Map(AAS.map((y) => [y.short, y]));
const aaByDash = new Map(AAS.map((y) => [y.dash, y]));
const aaByY0 = new Map(AAS.map((y) => [y.y0, y]));

const AULE = ['Aula A', 'Aula B', 'Aula C', 'Aula D', 'Aula E', 'Aula Magna', 'Aula Seminari', 'Aula 1 (Polo Didattico)', 'Aula 2 (Polo Didattico)', 'Aula 3 (Polo Didattico)', 'Aula Gialla', 'Aula Verde', 'Lab. Turing', 'Lab. Von Neumann', 'Lab. Hopper', 'Aula Fibonacci'];

// =====================================================================================================================
// People and courses
// =====================================================================================================================

type Kind = 'drupal' | 'kiro' | 'tilde' | 'moodle' | 'jekyll' | 'disti' | 'twiki' | 'none';
/** Personal page schemes on pages.di: `dir` ~x/didattica/1920/asd/, `yy` ~x/lp16/, `flat` ~x/corsi/so-2018-19.html, `teaching` ~x/teaching/slug/[y0/]. */
type Scheme = 'dir' | 'yy' | 'flat' | 'teaching' | '';
const PREF: Record<string, Kind> = { d: 'drupal', k: 'kiro', t: 'tilde', m: 'moodle', j: 'jekyll', w: 'twiki', n: 'none' };
const RUOLO: Record<string, string> = { PO: 'Professore Ordinario', PA: 'Professore Associato', RU: 'Ricercatore Universitario', RTD: 'Ricercatore a tempo determinato (RTD-B)', RTDA: 'Ricercatore a tempo determinato (RTD-A)' };
const RUOLO_EN: Record<string, string> = { PO: 'Full Professor', PA: 'Associate Professor', RU: 'Assistant Professor (tenured)', RTD: 'Tenure-track Assistant Professor', RTDA: 'Fixed-term Researcher' };

interface Teacher { login: string; first: string; last: string; name: string; ruolo: string; ssd: string; areas: string[]; scheme: Scheme; pref: Kind[]; joined: number; disti: boolean; old: boolean; nid: number }
const TEACHERS: Teacher[] = `rossi|Mario|Rossi|PO|INF/01|algo theory|dir|ddkt|1996|0|1
bianchi|Giulia|Bianchi|PA|INF/01|prog lang|yy|tkdd|2004|0|1
ferrari|Luca|Ferrari|PO|INF/01|os arch|flat|tdd|1995|0|1
esposito|Anna|Esposito|PA|INF/01|db web|teaching|jdm|2010|0|0
colombo|Paolo|Colombo|PO|INF/01|net dist|dir|kkdt|1999|0|1
ricci|Chiara|Ricci|RTD|INF/01|ml ai|teaching|jjdm|2016|0|0
marino|Stefano|Marino|PA|INF/01|se lang|yy|ttdm|2002|0|1
greco|Elena|Greco|PA|INF/01|theory algo|flat|tdw|2006|0|1
bruno|Davide|Bruno|RU|INF/01|arch os net|dir|wdmt|2001|0|1
gallo|Francesca|Gallo|PO|INF/01|db ai|teaching|dkmd|1998|0|0
conti|Roberto|Conti|PA|ING-INF/05|sec net|yy|kkdn|2005|0|1
mancini|Silvia|Mancini|RTD|INF/01|hci web|teaching|jdd|2015|0|0
costa|Andrea|Costa|PA|INF/01|graphics num|dir|tkd|2008|0|1
giordano|Federica|Giordano|RU|MAT/09|math num|flat|mdn|2003|0|0
lombardi|Giovanni|Lombardi|PO|INF/01|lang theory|yy|ttwd|1994|0|1
moretti|Valentina|Moretti|RTDA|INF/01|ml bio|teaching|jmd|2018|0|0
barbieri|Claudio|Barbieri|PA|INF/01|dist sec|dir|kdd|2007|0|1
fontana|Ilaria|Fontana|PA|INF/01|prog se|flat|dmt|2009|0|0
santoro|Massimo|Santoro|RU|INF/01|web db|yy|twt|2000|1|1
mariani|Paola|Mariani|PA|INF/01|net web|dir|kkm|2004|1|1
rinaldi|Fabio|Rinaldi|RU|INF/01|prog graphics|flat|tkd|2002|1|1
caruso|Roberta|Caruso|PA|INF/01|db se|teaching|kdm|2006|1|0
martini|Emanuele|Martini|RTD|INF/01|ai theory|teaching|jdn|2017|0|0
leone|Simone|Leone|PO|ING-INF/05|arch net|dir|dkkn|1997|0|1
vitale|Teresa|Vitale|PA|MAT/01|math theory|flat|dwn|2001|0|1
serra|Lorenzo|Serra|RTDA|INF/01|ml web|teaching|jjd|2019|0|0
gentile|Beatrice|Gentile|RU|INF/01|bio algo|dir|ktd|2005|0|1
longo|Antonio|Longo|PA|INF/01|os prog|yy|ttk|2003|1|1`.split('\n').map((line, i) => {
  const [login, first, last, ruolo, ssd, areas, scheme, pref, joined, disti, old] = line.split('|');
  return { login, first, last, name: `${first} ${last}`, ruolo, ssd, areas: areas.split(' '), scheme: scheme as Scheme, pref: [...pref].map((c) => PREF[c]), joined: Number(joined), disti: disti === '1', old: old === '1', nid: 1200 + i * 17 };
});
const teacherByLogin = new Map(TEACHERS.map((t) => [t.login, t]));
const userSlug = (t: Teacher) => `${t.first}.${t.last}`.toLowerCase().replace(/'/g, '').replace(/\s+/g, '');

type Cds = 'L31' | 'LM18' | 'LM18EN' | 'TI';
interface Course { slug: string; it: string; en: string; abbr: string; code: string; cfu: number; sem: 1 | 2; cds: Cds; anno: number; ssd: string; area: string; lang: 'it' | 'en'; canali: number; from: number; to: number; disti: boolean }
const COURSES: Course[] = `programmazione|Programmazione|Programming|prog|INF0001|12|1|L31|1|INF/01|prog|2
architettura-degli-elaboratori|Architettura degli Elaboratori|Computer Architecture|arch|INF0002|9|1|L31|1|INF/01|arch|1
matematica-discreta-e-logica|Matematica Discreta e Logica|Discrete Mathematics and Logic|mdl|INF0003|9|1|L31|1|MAT/01|math|1
algoritmi-e-strutture-dati|Algoritmi e Strutture Dati|Algorithms and Data Structures|asd|INF0004|12|2|L31|1|INF/01|algo|2
laboratorio-di-programmazione|Laboratorio di Programmazione|Programming Laboratory|labprog|INF0005|6|2|L31|1|INF/01|prog|1
sistemi-operativi|Sistemi Operativi|Operating Systems|so|INF0006|12|1|L31|2|INF/01|os|2
basi-di-dati|Basi di Dati|Databases|bd|INF0007|12|2|L31|2|INF/01|db|1
programmazione-ad-oggetti|Programmazione ad Oggetti|Object-Oriented Programming|poo|INF0008|6|1|L31|2|INF/01|prog|1
linguaggi-di-programmazione|Linguaggi di Programmazione|Programming Languages|lp|INF0009|9|2|L31|2|INF/01|lang|1
reti-di-calcolatori|Reti di Calcolatori|Computer Networks|reti|INF0010|9|2|L31|2|INF/01|net|1
ricerca-operativa|Ricerca Operativa|Operations Research|ro|INF0011|6|1|L31|2|MAT/09|math|1
algoritmica|Algoritmica|Algorithmics|alg|INF0012|6|1|L31|2|INF/01|algo|1
calcolo-numerico|Calcolo Numerico|Numerical Analysis|cn|INF0024|6|1|L31|2|MAT/08|num|1
ingegneria-del-software|Ingegneria del Software|Software Engineering|is|INF0013|9|1|L31|3|INF/01|se|1
linguaggi-formali-e-compilatori|Linguaggi Formali e Compilatori|Formal Languages and Compilers|lfc|INF0014|9|1|L31|3|INF/01|lang|1
calcolabilita-e-complessita|Calcolabilità e Complessità|Computability and Complexity|cc|INF0015|6|2|L31|3|INF/01|theory|1
tecnologie-web|Tecnologie Web|Web Technologies|tw|INF0016|6|2|L31|3|INF/01|web|1
sicurezza-informatica|Sicurezza Informatica|Computer Security|sic|INF0017|6|2|L31|3|ING-INF/05|sec|1
laboratorio-di-reti|Laboratorio di Reti|Networks Laboratory|labreti|INF0018|6|1|L31|3|INF/01|net|1
interazione-uomo-macchina|Interazione Uomo-Macchina|Human-Computer Interaction|ium|INF0019|6|2|L31|3|INF/01|hci|1
programmazione-per-dispositivi-mobili|Programmazione per Dispositivi Mobili|Mobile Programming|pdm|INF0020|6|2|L31|3|INF/01|web|1
intelligenza-artificiale|Intelligenza Artificiale|Artificial Intelligence|ia|INF0021|6|1|L31|3|INF/01|ai|1
grafica-computazionale|Grafica Computazionale|Computer Graphics|gc|INF0022|6|2|L31|3|INF/01|graphics|1
sistemi-informativi|Sistemi Informativi|Information Systems|si|INF0023|6|1|L31|3|INF/01|db|1
algoritmi-avanzati|Algoritmi Avanzati|Advanced Algorithms|algav|INF0101|9|1|LM18|1|INF/01|algo|1
basi-di-dati-ii|Basi di Dati II|Advanced Databases|bd2|INF0102|6|1|LM18|1|INF/01|db|1
sistemi-distribuiti|Sistemi Distribuiti|Distributed Systems|sd|INF0103|9|2|LM18|1|INF/01|dist|1
metodi-formali-per-l-ingegneria-del-software|Metodi Formali per l'Ingegneria del Software|Formal Methods for Software Engineering|mfis|INF0104|6|1|LM18|1|INF/01|se|1
semantica-dei-linguaggi-di-programmazione|Semantica dei Linguaggi di Programmazione|Programming Language Semantics|slp|INF0105|6|2|LM18|1|INF/01|lang|1
crittografia|Crittografia|Cryptography|critto|INF0106|6|2|LM18|1|INF/01|sec|1
reti-wireless-e-mobili|Reti Wireless e Mobili|Wireless and Mobile Networks|rwm|INF0107|6|1|LM18|2|ING-INF/05|net|1
elaborazione-delle-immagini|Elaborazione delle Immagini|Image Processing|ei|INF0108|6|1|LM18|2|INF/01|graphics|1
bioinformatica|Bioinformatica|Bioinformatics|bioinf|INF0109|6|2|LM18|2|INF/01|bio|1
programmazione-concorrente-e-parallela|Programmazione Concorrente e Parallela|Concurrent and Parallel Programming|pcp|INF0110|9|2|LM18|1|INF/01|dist|1
analisi-statica-e-verifica|Analisi Statica e Verifica|Static Analysis and Verification|asv|INF0111|6|2|LM18|2|INF/01|lang|1
sistemi-embedded|Sistemi Embedded|Embedded Systems|emb|INF0112|6|1|LM18|2|ING-INF/05|arch|1
data-mining|Data Mining|Data Mining|dm|INF0113|6|2|LM18|1|INF/01|ml|1
machine-learning|Apprendimento Automatico|Machine Learning|ml|INF0201|9|1|LM18EN|1|INF/01|ml|1
natural-language-processing|Elaborazione del Linguaggio Naturale|Natural Language Processing|nlp|INF0202|6|2|LM18EN|1|INF/01|ai|1
cloud-computing|Cloud Computing|Cloud Computing|cloud|INF0203|6|1|LM18EN|1|INF/01|dist|1
big-data-analytics|Big Data Analytics|Big Data Analytics|bda|INF0204|6|2|LM18EN|1|INF/01|db|1
computer-vision|Visione Artificiale|Computer Vision|cv|INF0205|6|2|LM18EN|2|INF/01|graphics|1
deep-learning|Deep Learning|Deep Learning|dl|INF0206|6|2|LM18EN|2|INF/01|ml|1|2017
information-retrieval|Information Retrieval|Information Retrieval|ir|INF0207|6|1|LM18EN|2|INF/01|web|1
blockchain-and-distributed-ledgers|Blockchain e Registri Distribuiti|Blockchain and Distributed Ledgers|bc|INF0208|6|2|LM18EN|2|INF/01|sec|1|2018
internet-of-things|Internet of Things|Internet of Things|iot|INF0209|6|1|LM18EN|2|ING-INF/05|net|1|2017
fondamenti-di-informatica|Fondamenti di Informatica|Foundations of Computer Science|fi|012TI|9|1|TI|1|INF/01|prog|1|2014|2016
programmazione-web|Programmazione Web|Web Programming|pw|034TI|9|2|TI|2|INF/01|web|1|2014|2016
sistemi-multimediali|Sistemi Multimediali|Multimedia Systems|smm|041TI|6|1|TI|3|INF/01|graphics|1|2014|2016
basi-di-dati-e-web|Basi di Dati e Web|Databases and the Web|bdw|027TI|9|1|TI|2|INF/01|db|1|2014|2016
reti-e-sistemi-distribuiti|Reti e Sistemi Distribuiti|Networks and Distributed Systems|rsd|039TI|9|2|TI|3|INF/01|net|1|2014|2016
laboratorio-di-ingegneria-del-software|Laboratorio di Ingegneria del Software|Software Engineering Laboratory|lis|044TI|6|2|TI|3|INF/01|se|1|2014|2016
statistica-e-analisi-dei-dati|Statistica e Analisi dei Dati|Statistics and Data Analysis|sad|018TI|6|2|TI|1|SECS-S/01|math|1|2014|2016
architetture-e-sistemi-operativi|Architetture e Sistemi Operativi|Architectures and Operating Systems|aso|021TI|9|1|TI|1|INF/01|os|1|2014|2016`.split('\n').map((line) => {
  const [slug, it, en, abbr, code, cfu, sem, cds, anno, ssd, area, canali, from, to] = line.split('|');
  return { slug, it, en, abbr, code, cfu: Number(cfu), sem: Number(sem) as 1 | 2, cds: cds as Cds, anno: Number(anno), ssd, area, lang: cds === 'LM18EN' ? 'en' : 'it', canali: Number(canali), from: from ? Number(from) : 2014, to: to ? Number(to) : 2019, disti: cds === 'TI' } as Course;
});
const courseBySlug = new Map(COURSES.map((c) => [c.slug, c]));
const courseByCode = new Map(COURSES.map((c) => [c.code, c]));
const courseByAbbr = new Map(COURSES.map((c) => [c.abbr, c]));
const CDS_NAME: Record<Cds, string> = { L31: 'Informatica (L-31)', LM18: 'Informatica (LM-18)', LM18EN: 'Computer Science (LM-18, in lingua inglese)', TI: 'Tecnologie Informatiche (L-31, sede di Montevarchi, ex DiSTI)' };
const CDS_CLASS: Record<Cds, string> = { L31: 'L-31', LM18: 'LM-18', LM18EN: 'LM-18', TI: 'L-31' };
const CDS_SLUG: Record<Cds, string> = { L31: 'informatica-l31', LM18: 'informatica-lm18', LM18EN: 'computer-science-lm18', TI: 'tecnologie-informatiche-l31' };
const CDS_CODE: Record<Cds, string> = { L31: 'L31-INF', LM18: 'LM18-INF', LM18EN: 'LM18-CS', TI: 'L31-TI' };
const cdsByCode = new Map((Object.keys(CDS_CODE) as Cds[]).map((k) => [CDS_CODE[k], k]));
const AREA: Record<string, string> = { prog: 'programmazione', algo: 'algoritmi', theory: 'informatica teorica', lang: 'linguaggi di programmazione', arch: 'architetture', os: 'sistemi operativi', net: 'reti', db: 'basi di dati', se: 'ingegneria del software', web: 'tecnologie web', sec: 'sicurezza', ai: 'intelligenza artificiale', ml: 'apprendimento automatico', graphics: 'grafica e visione', hci: 'interazione uomo-macchina', num: 'calcolo numerico', math: 'matematica', bio: 'bioinformatica', dist: 'sistemi distribuiti' };
const LANGS: Record<string, string> = { prog: 'C e Python', algo: 'Python e Java', theory: '', lang: 'OCaml e Java', arch: 'C e assembly RISC-V', os: 'C (POSIX)', net: 'Python e C (socket)', db: 'SQL (PostgreSQL)', se: 'Java e UML', web: 'HTML, CSS, JavaScript e PHP', sec: 'Python e C', ai: 'Python e Prolog', ml: 'Python (scikit-learn, PyTorch)', graphics: 'C++ e OpenGL', hci: 'JavaScript', num: 'Matlab/Octave', math: '', bio: 'Python e R', dist: 'Java e Go' };

/** Other departments' courses on the university Moodle and in the Guida (names only). */
const OTHER_DEPTS: [string, string, string[]][] = [
  ['MAT', 'Matematica e Informatica', ['Analisi Matematica I', 'Geometria', 'Algebra Lineare', 'Analisi Matematica II', 'Probabilità', 'Fisica Matematica', 'Analisi Numerica', 'Topologia', 'Algebra', 'Statistica Matematica']],
  ['FIS', 'Fisica e Astronomia', ['Fisica Generale I', 'Fisica Generale II', 'Meccanica Quantistica', 'Elettromagnetismo', 'Laboratorio di Fisica', 'Astrofisica', 'Fisica dello Stato Solido', 'Termodinamica']],
  ['ECO', 'Scienze Economiche e Aziendali', ['Economia Politica', 'Microeconomia', 'Macroeconomia', 'Statistica', 'Economia Aziendale', 'Matematica Finanziaria', 'Diritto Commerciale', 'Marketing']],
  ['ING', 'Ingegneria dell\'Informazione', ['Fondamenti di Automatica', 'Elettronica Digitale', 'Teoria dei Segnali', 'Campi Elettromagnetici', 'Controlli Automatici', 'Telecomunicazioni', 'Elettrotecnica', 'Misure Elettroniche']],
  ['LET', 'Lettere e Filosofia', ['Letteratura Italiana', 'Storia Medievale', 'Filosofia Teoretica', 'Linguistica Generale', 'Storia dell\'Arte Moderna', 'Glottologia', 'Filologia Romanza', 'Estetica']],
  ['BIO', 'Biologia', ['Biologia Cellulare', 'Genetica', 'Biochimica', 'Chimica Generale', 'Botanica', 'Zoologia', 'Microbiologia', 'Ecologia']],
];

const TOPICS: Record<string, string[]> = {
  prog: ['Introduzione al corso e ambiente di sviluppo', 'Tipi di dato, variabili ed espressioni', 'Istruzioni condizionali e cicli', 'Funzioni e passaggio dei parametri', 'Array e stringhe', 'Puntatori e memoria dinamica', 'Ricorsione', 'Strutture e liste collegate', 'File e input/output', 'Debugging e test', 'Moduli e compilazione separata', 'Esercitazione di preparazione alla prova'],
  algo: ['Complessità asintotica e notazione O', 'Ordinamento: insertion sort e merge sort', 'Quicksort e analisi del caso medio', 'Heap e code con priorità', 'Alberi binari di ricerca', 'Alberi rosso-neri', 'Tabelle hash', 'Visite di grafi (BFS, DFS)', 'Cammini minimi: Dijkstra e Bellman-Ford', 'Alberi di copertura minimi', 'Programmazione dinamica', 'Algoritmi greedy', 'Union-find'],
  theory: ['Automi a stati finiti', 'Espressioni regolari', 'Grammatiche libere dal contesto', 'Macchine di Turing', 'Tesi di Church-Turing', 'Problemi indecidibili', 'Riduzioni', 'Classi P e NP', 'NP-completezza', 'Teorema di Cook-Levin', 'Complessità in spazio'],
  lang: ['Sintassi e semantica', 'Paradigma funzionale: OCaml', 'Tipi e inferenza di tipo', 'Scoping statico e dinamico', 'Chiusure e funzioni di ordine superiore', 'Gestione della memoria e garbage collection', 'Paradigma a oggetti', 'Semantica operazionale', 'Analisi lessicale e sintattica', 'Interpreti e macchine astratte', 'Polimorfismo e generici'],
  arch: ['Rappresentazione dell\'informazione', 'Reti combinatorie', 'Reti sequenziali', 'Il processore RISC-V', 'Linguaggio assembly', 'Pipeline e hazard', 'Gerarchia di memoria e cache', 'Memoria virtuale', 'Input/output e interruzioni', 'Multicore'],
  os: ['Processi e thread', 'Scheduling della CPU', 'Sincronizzazione: semafori e monitor', 'Deadlock', 'Gestione della memoria', 'Paginazione e segmentazione', 'File system', 'Chiamate di sistema POSIX', 'Shell e scripting', 'Virtualizzazione'],
  net: ['Architettura a livelli e modello TCP/IP', 'Livello applicazione: HTTP, DNS, SMTP', 'Programmazione con i socket', 'Livello di trasporto: UDP e TCP', 'Controllo di congestione', 'Livello di rete: IPv4 e IPv6', 'Instradamento', 'Livello di collegamento ed Ethernet', 'Reti wireless', 'Sicurezza nelle reti'],
  db: ['Modello relazionale', 'Algebra relazionale', 'SQL: interrogazioni', 'SQL: viste e vincoli', 'Progettazione concettuale: modello E-R', 'Progettazione logica', 'Normalizzazione', 'Transazioni e controllo di concorrenza', 'Indici e B+-alberi', 'Ottimizzazione delle interrogazioni', 'Basi di dati NoSQL'],
  se: ['Processi di sviluppo del software', 'Analisi dei requisiti', 'UML: diagrammi delle classi', 'UML: diagrammi di sequenza', 'Design pattern', 'Architetture software', 'Test di unità e di integrazione', 'Integrazione continua', 'Controllo di versione con git', 'Metriche e qualità del software'],
  web: ['HTML5 e semantica', 'CSS e layout responsive', 'JavaScript', 'Il DOM e gli eventi', 'HTTP e REST', 'Programmazione lato server', 'Sessioni e cookie', 'Accesso ai dati', 'Framework front-end', 'Sicurezza delle applicazioni web', 'Accessibilità'],
  sec: ['Introduzione alla sicurezza', 'Crittografia simmetrica', 'Crittografia a chiave pubblica', 'Funzioni hash e firme digitali', 'Autenticazione', 'Buffer overflow', 'Vulnerabilità web: XSS e SQL injection', 'Sicurezza delle reti e firewall', 'TLS', 'Analisi forense'],
  ai: ['Agenti intelligenti', 'Ricerca nello spazio degli stati', 'Ricerca euristica: A*', 'Giochi e minimax', 'Soddisfacimento di vincoli', 'Logica proposizionale', 'Logica del primo ordine', 'Pianificazione', 'Ragionamento probabilistico', 'Reti bayesiane'],
  ml: ['Introduction and course logistics', 'Linear regression', 'Logistic regression', 'Model selection and cross-validation', 'Support vector machines', 'Decision trees and ensembles', 'Neural networks', 'Convolutional networks', 'Unsupervised learning: clustering', 'Dimensionality reduction', 'Recurrent networks', 'Fairness and interpretability'],
  graphics: ['Pipeline grafica', 'Trasformazioni geometriche', 'Proiezioni e camera', 'Rasterizzazione', 'Illuminazione e shading', 'Texture mapping', 'Filtri e convoluzione', 'Segmentazione', 'Feature e descrittori', 'Ray tracing'],
  hci: ['Usabilità', 'Progettazione centrata sull\'utente', 'Prototipazione', 'Valutazione euristica', 'Test con utenti', 'Interfacce mobili', 'Accessibilità', 'Visualizzazione dell\'informazione'],
  num: ['Aritmetica floating point', 'Condizionamento e stabilità', 'Sistemi lineari: eliminazione di Gauss', 'Fattorizzazione LU', 'Metodi iterativi', 'Interpolazione polinomiale', 'Minimi quadrati', 'Zeri di funzione', 'Integrazione numerica', 'Programmazione lineare', 'Metodo del simplesso'],
  math: ['Insiemi e relazioni', 'Funzioni', 'Induzione', 'Combinatoria', 'Grafi', 'Logica proposizionale', 'Algebra di Boole', 'Aritmetica modulare', 'Probabilità discreta', 'Variabili aleatorie', 'Statistica descrittiva'],
  bio: ['Introduction to molecular biology', 'Sequence alignment', 'BLAST', 'Phylogenetic trees', 'Hidden Markov models', 'Genome assembly', 'RNA-seq analysis', 'Protein structure', 'Biological networks'],
  dist: ['Modelli di sistema distribuito', 'Tempo e orologi logici', 'Mutua esclusione distribuita', 'Elezione del leader', 'Consenso: Paxos e Raft', 'Replicazione', 'Thread e sincronizzazione', 'Modelli di memoria', 'MapReduce e Spark', 'Microservizi e container'],
};
const TEXTS: Record<string, string[]> = {
  prog: ['B. W. Kernighan, D. M. Ritchie, Il linguaggio C, Pearson', 'A. Bellini, A. Guidi, Linguaggio C. Guida alla programmazione, McGraw-Hill'],
  algo: ['T. H. Cormen et al., Introduzione agli algoritmi e strutture dati, McGraw-Hill', 'C. Demetrescu, I. Finocchi, G. F. Italiano, Algoritmi e strutture dati, McGraw-Hill'],
  theory: ['M. Sipser, Introduzione alla teoria della computazione, Maggioli', 'J. E. Hopcroft, R. Motwani, J. D. Ullman, Automi, linguaggi e calcolabilità, Pearson'],
  lang: ['M. Gabbrielli, S. Martini, Linguaggi di programmazione: principi e paradigmi, McGraw-Hill'],
  arch: ['D. A. Patterson, J. L. Hennessy, Struttura e progetto dei calcolatori, Zanichelli'],
  os: ['A. Silberschatz, P. B. Galvin, G. Gagne, Sistemi operativi, Pearson', 'R. Arpaci-Dusseau, A. Arpaci-Dusseau, Operating Systems: Three Easy Pieces'],
  net: ['J. F. Kurose, K. W. Ross, Reti di calcolatori e Internet, Pearson'],
  db: ['P. Atzeni, S. Ceri, S. Paraboschi, R. Torlone, Basi di dati, McGraw-Hill'],
  se: ['I. Sommerville, Ingegneria del software, Pearson', 'E. Gamma et al., Design Patterns, Addison-Wesley'],
  web: ['Mozilla Developer Network (MDN), documentazione online'],
  sec: ['W. Stallings, L. Brown, Sicurezza dei computer e delle reti, Pearson'],
  ai: ['S. Russell, P. Norvig, Intelligenza artificiale: un approccio moderno, Pearson'],
  ml: ['C. M. Bishop, Pattern Recognition and Machine Learning, Springer', 'I. Goodfellow, Y. Bengio, A. Courville, Deep Learning, MIT Press'],
  graphics: ['R. Szeliski, Computer Vision: Algorithms and Applications, Springer'],
  hci: ['A. Dix et al., Interazione uomo-macchina, McGraw-Hill'],
  num: ['A. Quarteroni, F. Saleri, Calcolo scientifico, Springer'],
  math: ['K. H. Rosen, Matematica discreta, McGraw-Hill'],
  bio: ['N. C. Jones, P. A. Pevzner, An Introduction to Bioinformatics Algorithms, MIT Press'],
  dist: ['M. van Steen, A. S. Tanenbaum, Distributed Systems, 3rd ed.'],
};

const EXT: Record<string, string> = { pdf: 'application/pdf', ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', zip: 'application/zip', gz: 'application/x-gzip', tgz: 'application/x-gzip', jpg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4', ics: 'text/calendar', txt: 'text/plain', log: 'text/plain', c: 'text/plain', py: 'text/plain', java: 'text/plain', sql: 'text/plain', bib: 'application/x-bibtex', csv: 'text/csv', doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', xml: 'application/xml', ps: 'application/postscript' };
const extType = (p: string) => EXT[p.slice(p.lastIndexOf('.') + 1).toLowerCase()];
const BINEXT = /\.(pdf|pptx?|zip|t?gz|jpe?g|png|mp4|docx?|ps)$/i;
const FILE_TEXT = /\.(c|py|java|sql|txt)$/i;

function apache404(path: string, host: string): Resp {
  return { status: 404, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL ${esc(path)} was not found on this server.</p>\n<hr>\n<address>Apache/2.4.18 (Ubuntu) Server at ${host} Port 80</address>\n</body></html>\n` };
}
function nginx404(): Resp {
  return { status: 404, type: 'text/html', body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx/1.14.2</center>\r\n</body>\r\n</html>\r\n' };
}
const err500 = (host: string, what = 'Errore interno del server'): Resp => ({ status: 500, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>500 - ${esc(what)}</title></head><body><h1>${esc(what)}</h1><p>Si è verificato un errore imprevisto. Riprovare più tardi o contattare <a href="mailto:helpdesk@${DOM}">helpdesk@${DOM}</a>.</p><p><small>${host} &middot; ref. ${hex(host + what, 10)}</small></p></body></html>` });
/** The Shibboleth IdP's SSO endpoint, reached from every login wall. */
const sso = (service: string) => `https://${H.idp}/idp/profile/SAML2/Redirect/SSO?SAMLRequest=${hex(service, 40)}&RelayState=${encodeURIComponent(service)}`;
const fsize = (r: R) => (r() < 0.5 ? `${int(r, 12, 980)}K` : `${int(r, 1, 24)}.${int(r, 0, 9)}M`);
const stamp = (n: number, r: R) => `${fmtISO(n)} ${pad(int(r, 7, 22))}:${pad(int(r, 0, 59))}`;

/** An Apache autoindex (fancy indexing) with its `?C=N;O=D` sort links. */
function autoindex(host: string, path: string, entries: [string, number, string][], u: URL): Resp {
  const q = sortParams(u);
  const col = q.C ?? 'N';
  const desc = q.O === 'D';
  const sorted = [...entries].sort((x, y) => (col === 'M' ? x[1] - y[1] : col === 'S' ? x[2].localeCompare(y[2]) : x[0].localeCompare(y[0])));
  if (desc) sorted.reverse();
  const r = rng(hash(host + path));
  const sortLink = (c: string, label: string) => `<a href="?C=${c};O=${col === c && !desc ? 'D' : 'A'}">${label}</a>`;
  const rows = sorted.map(([name, day, size]) => `<tr><td valign="top"><img src="/icons/${name.endsWith('/') ? 'folder' : 'text'}.gif" alt="[${name.endsWith('/') ? 'DIR' : 'TXT'}]"></td><td><a href="${esc(name)}">${esc(name)}</a></td><td align="right">${stamp(day, r)}  </td><td align="right">${name.endsWith('/') ? '-' : size}</td><td>&nbsp;</td></tr>`);
  return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<html>
 <head>
  <title>Index of ${esc(path)}</title>
 </head>
 <body>
<h1>Index of ${esc(path)}</h1>
  <table>
   <tr><th valign="top"><img src="/icons/blank.gif" alt="[ICO]"></th><th>${sortLink('N', 'Name')}</th><th>${sortLink('M', 'Last modified')}</th><th>${sortLink('S', 'Size')}</th><th>${sortLink('D', 'Description')}</th></tr>
   <tr><th colspan="5"><hr></th></tr>
<tr><td valign="top"><img src="/icons/back.gif" alt="[PARENTDIR]"></td><td><a href="${esc(path.replace(/[^/]+\/$/, ''))}">Parent Directory</a></td><td>&nbsp;</td><td align="right">  - </td><td>&nbsp;</td></tr>
${rows.join('\n')}
   <tr><th colspan="5"><hr></th></tr>
</table>
<address>Apache/2.4.18 (Ubuntu) Server at ${host} Port 80</address>
</body></html>`);
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}
const camel = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/'/g, ' ').split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function asset(path: string): Resp {
  if (/\.css(\?|$)/.test(path)) return { status: 200, type: 'text/css', body: `/* ${path} */\nbody{font-family:"Titillium Web",Arial,sans-serif;color:#1c2024}a{color:#003b80}\n${T.chunk('css' + (path.length % 5)).replace(/[{}"]/g, ' ').slice(0, 1200)}` };
  if (/\.js(\?|$)/.test(path)) return { status: 200, type: 'application/javascript', body: `/* ${path} */\n(function($){Drupal.behaviors.unival={attach:function(c,s){}};})(jQuery);` };
  if (BINEXT.test(path) || /\.(ico|svg|gif|woff2?)$/.test(path)) return bin(extType(path) ?? 'application/octet-stream', path);
  return nginx404();
}

// =====================================================================================================================
// Offerings (course × A.A. × canale)
// =====================================================================================================================

interface Off {
  key: string; c: Course; y: AA; f: Teacher; ch: '' | 'A' | 'B'; kind: Kind;
  home: string; nid: number; site: string; moodle: number; article: number; cat: number; item: number; topic: string; latest: boolean; frames: boolean;
  /** Earlier offerings linked from this home ("Edizioni precedenti"). */
  prev: Off[];
  inList: boolean; inProfile: boolean; inGuida: boolean; inNews: boolean; kiroPrivate: boolean; tas: string[];
}
interface MCourse { id: number; name: string; short: string; cat: number; guest: boolean; off?: Off; teacher: string; info: boolean }
interface MCat { id: number; name: string; parent: number; aa?: AA; dept: string; courses: number[]; children: number[] }
interface News { id: number; date: number; title: string; slug: string; tag: string; body: string; off?: Off; en?: string }
interface Ev { id: number; date: number; time: string; title: string; kind: string; room: string; speaker: string; off?: Off }
interface Person { slug: string; name: string; role: string; t?: Teacher; nid: number; email: string; phone: string; room: string }

const chLabel = (o: Off) => (o.ch === 'A' ? 'Corso A (cognomi A-L)' : o.ch === 'B' ? 'Corso B (cognomi M-Z)' : '');
const titleOf = (o: Off) => (o.c.lang === 'en' ? o.c.en : o.c.it) + (o.ch ? ` – ${o.c.lang === 'en' ? `Class ${o.ch}` : `Corso ${o.ch}`}` : '');
const semOf = (o: Off) => (o.c.sem === 1 ? o.y.sem1 : o.y.sem2);
const semLabel = (o: Off, en = o.c.lang === 'en') => (en ? (o.c.sem === 1 ? 'First semester' : 'Second semester') : o.c.sem === 1 ? 'Primo semestre' : 'Secondo semestre');
const ONLINE_FROM = dayOf(2020, 3, 9);

interface Lez { n: number; date: number; time: string; room: string; title: string; slides: boolean; kind: 'lezione' | 'esercitazione' | 'laboratorio' }
function lessonsOf(o: Off): Lez[] {
  const r = rng(hash(`lez:${o.key}`));
  const tops = TOPICS[o.c.area] ?? TOPICS.prog;
  const days = o.c.cfu >= 9 ? [0, 2, 3] : [int(r, 0, 1), int(r, 2, 4)];
  const start = semOf(o);
  const out: Lez[] = [];
  const room = pick(r, AULE);
  let n = 0;
  for (let w = 0; w < 13; w++) {
    for (const d of days) {
      const date = start + w * 7 + d;
      if (o.y === CUR && date > NOW) return out;
      n++;
      const kind = n % 4 === 0 ? (o.c.area === 'prog' || o.c.area === 'net' || o.c.area === 'db' ? 'laboratorio' : 'esercitazione') : 'lezione';
      const online = o.y === CUR && date >= ONLINE_FROM;
      out.push({ n, date, time: pick(r, ['9-11', '11-13', '14-16', '16-18', '9.30-12.30']), room: online ? 'online (Microsoft Teams)' : kind === 'laboratorio' ? pick(r, ['Lab. Turing', 'Lab. Von Neumann', 'Lab. Hopper']) : room, title: kind === 'lezione' ? tops[Math.floor((n * 3) / 4) % tops.length] + (n > tops.length * 1.3 ? ' (parte 2)' : '') : kind === 'esercitazione' ? `Esercitazione ${Math.ceil(n / 4)}` : `Laboratorio ${Math.ceil(n / 4)}`, slides: kind === 'lezione' ? r() < 0.85 : r() < 0.5, kind });
    }
  }
  return out;
}
function appelliOf(o: Off): { date: number; tipo: string; aula: string }[] {
  const r = rng(hash(`app:${o.key}`));
  const end = semOf(o) + 13 * 7;
  const sessions = o.c.sem === 1 ? [dayOf(o.y.y0 + 1, 1, 12), dayOf(o.y.y0 + 1, 2, 2), dayOf(o.y.y0 + 1, 6, 15), dayOf(o.y.y0 + 1, 7, 6), dayOf(o.y.y0 + 1, 9, 7)] : [dayOf(o.y.y0 + 1, 6, 15), dayOf(o.y.y0 + 1, 7, 6), dayOf(o.y.y0 + 1, 9, 7), dayOf(o.y.y0 + 2, 1, 12), dayOf(o.y.y0 + 2, 2, 2)];
  const out = sessions.map((d) => ({ date: d + int(r, 0, 9), tipo: pick(r, ['Scritto', 'Scritto e orale', 'Orale', 'Progetto e orale']), aula: o.y === CUR && d > NOW ? 'da definire (modalità telematica)' : pick(r, AULE) }));
  if (r() < 0.5) out.unshift({ date: end - int(r, 10, 30), tipo: 'Prova intermedia', aula: pick(r, AULE) });
  return out;
}

// =====================================================================================================================
// The web
// =====================================================================================================================

export class ModernWebM {
  readonly seed = `${WWW}/it`;
  readonly www = WWW;
  /** Drupal 7's robots.txt as the department edited it. */
  readonly robots = `#
# robots.txt
#
User-agent: *
Crawl-delay: 5
# CSS, JS, Images
Allow: /misc/*.css$
Allow: /modules/*.css$
Allow: /sites/all/themes/*.css$
# Directories
Disallow: /includes/
Disallow: /misc/
Disallow: /modules/
Disallow: /profiles/
Disallow: /scripts/
Disallow: /themes/
# Paths (clean URLs)
Disallow: /admin/
Disallow: /comment/reply/
Disallow: /filter/tips/
Disallow: /node/add/
Disallow: /search/
Disallow: /user/
Disallow: /it/user/
Disallow: /en/user/
# Paths (no clean URLs)
Disallow: /?q=admin/
Disallow: /?q=user/
Disallow: /*/print/

User-agent: AhrefsBot
Disallow: /
`;
  readonly courseHomes = new Set<string>();

  private offs: Off[] = [];
  private byCourse = new Map<string, Off[]>();
  private byTeacher = new Map<string, Off[]>();
  private byAA = new Map<string, Off[]>();
  private drupalIdx = new Map<string, Off>(); // path → offering
  private nodeIdx = new Map<number, string>(); // Drupal node id → alias
  private kiroIdx = new Map<string, Off>(); // site → offering
  private tildeIdx = new Map<string, Off>(); // ~login path → offering
  private corsiIdx = new Map<string, Off>(); // jekyll base path → offering
  private distiIdx = new Map<number, Off>(); // Joomla article → offering
  private twikiIdx = new Map<string, Off>(); // topic → offering
  private mcourses = new Map<number, MCourse>();
  private mcats = new Map<number, MCat>();
  private persons: Person[] = [];
  private personBySlug = new Map<string, Person>();
  private news: News[] = [];
  private newsBySlug = new Map<string, News>();
  private events: Ev[] = [];
  private eventsByMonth = new Map<string, Ev[]>();

  constructor() {
    this.buildOfferings();
    this.buildMoodle();
    this.buildPersons();
    this.buildNews();
  }

  private buildOfferings() {
    let nid = 4100;
    let article = 212;
    for (const c of COURSES) {
      const fit = (f: Teacher) => (f.areas.includes(c.area) ? 3 : 0) + (f.disti === c.disti ? 1 : 0) + (f.ssd === c.ssd ? 1 : 0);
      const pool = TEACHERS.filter((f) => fit(f) >= 3).sort((x, y) => fit(y) - fit(x) || hash(c.slug + x.login) - hash(c.slug + y.login)).slice(0, 3);
      const teachers = pool.length ? pool : TEACHERS.filter((f) => f.disti === c.disti).slice(0, 2);
      for (const y of AAS) {
        if (y.y0 < c.from || y.y0 > c.to) continue;
        const r = rng(hash(`off:${c.slug}:${y.key}`));
        if (r() > 0.9 && y !== CUR) continue; // not activated that year
        const nch = c.canali > 1 && y.idx >= 2 ? 2 : 1;
        for (let chi = 0; chi < nch; chi++) {
          const k = Math.floor((y.idx + (hash(c.slug) % 3)) / 3) + chi;
          let f = teachers[k % teachers.length];
          if (f.joined > y.y0) f = teachers.find((g) => g.joined <= y.y0) ?? TEACHERS[0];
          const ch = nch > 1 ? (chi ? 'B' : 'A') : '';
          let kind: Kind = pick(r, f.pref);
          if (c.disti) kind = r() < 0.78 ? 'disti' : f.scheme && r() < 0.7 ? 'tilde' : 'none';
          else {
            if (kind === 'twiki' && y.idx >= 3) kind = 'drupal';
            if ((kind === 'drupal' || kind === 'jekyll') && y.idx < 3) kind = r() < 0.55 ? 'twiki' : f.scheme ? 'tilde' : 'none';
            if (kind === 'moodle' && y.idx < 2) kind = r() < 0.5 ? 'twiki' : 'none';
            if (kind === 'kiro' && y.idx < 1) kind = f.scheme ? 'tilde' : 'twiki';
            if (kind === 'tilde' && !f.scheme) kind = y.idx >= 3 ? 'drupal' : 'twiki';
            if (kind === 'moodle' && r() < 0.3) kind = 'none'; // a Moodle course without guest access
          }
          const o: Off = {
            key: `${c.slug}:${y.key}${ch}`, c, y, f, ch, kind, home: '', nid: 0, site: '', moodle: 0, article: 0, cat: 0, item: 0, topic: '', latest: false, frames: false, prev: [],
            inList: false, inProfile: false, inGuida: false, inNews: false, kiroPrivate: kind === 'none' && f.pref.includes('kiro') && y.idx >= 1 && r() < 0.6,
            tas: Array.from({ length: int(r, 0, 3) }, () => `${pick(r, NOMI)} ${pick(r, COGNOMI)}`),
          };
          if (kind === 'drupal') o.nid = nid += int(r, 3, 40);
          if (kind === 'disti') { o.article = article += int(r, 2, 9); o.cat = 30 + y.idx * 4 + c.anno; o.item = 58 + y.idx; }
          this.offs.push(o);
          push(this.byCourse, c.slug, o);
          push(this.byTeacher, f.login, o);
          push(this.byAA, y.key, o);
        }
      }
    }
    // The latest offering of a flat-file/teaching teacher or of a Jekyll course sits at the unversioned address.
    const lastBy = new Map<string, Off>();
    for (const o of this.offs) {
      if (o.kind === 'tilde' && o.f.scheme === 'teaching') lastBy.set(`t:${o.f.login}:${o.c.slug}${o.ch}`, o);
      if (o.kind === 'jekyll') lastBy.set(`j:${o.c.slug}${o.ch}`, o);
    }
    for (const o of lastBy.values()) o.latest = true;
    for (const o of this.offs) {
      const r = rng(hash(`home:${o.key}`));
      const ch = o.ch.toLowerCase();
      const L = o.f.login;
      switch (o.kind) {
        case 'drupal': {
          const p = o.c.lang === 'en' ? `/en/teaching/courses/${o.y.key}/${o.c.slug}${ch ? `-class-${ch}` : ''}` : `/it/didattica/insegnamenti/${o.y.key}/${o.c.slug}${ch ? `-corso-${ch}` : ''}`;
          o.home = WWW + p;
          this.drupalIdx.set(p, o);
          this.nodeIdx.set(o.nid, p);
          break;
        }
        case 'kiro':
          o.site = `${o.f.first[0]}${L}${o.c.abbr}${o.y.yy}${ch}`.toLowerCase();
          o.home = `https://${o.site}.${H.kiro}/v5/home/Default.aspx`;
          this.kiroIdx.set(o.site, o);
          break;
        case 'tilde': {
          let p: string;
          if (o.f.scheme === 'dir') p = `/~${L}/didattica/${o.y.short}/${o.c.abbr}${ch}/`;
          else if (o.f.scheme === 'yy') p = `/~${L}/${o.c.abbr}${ch}${o.y.yy}/`;
          else if (o.f.scheme === 'flat') p = `/~${L}/corsi/${o.c.abbr}${ch}-${o.y.dash}.html`;
          else p = o.latest ? `/~${L}/teaching/${o.c.slug}${ch ? `-${ch}` : ''}/` : `/~${L}/teaching/${o.c.slug}${ch ? `-${ch}` : ''}/${o.y.y0}/`;
          o.frames = o.f.scheme === 'yy' && o.y.idx <= 2 && r() < 0.55;
          o.home = PAGES + p;
          this.tildeIdx.set(p, o);
          break;
        }
        case 'jekyll': {
          const b = `/${o.c.slug}${ch ? `-${ch}` : ''}/${o.latest ? '' : `${o.y.dash}/`}`;
          o.home = CORSI + b;
          this.corsiIdx.set(b, o);
          break;
        }
        case 'disti':
          o.home = `${DISTI}/index.php?option=com_content&view=article&id=${o.article}&catid=${o.cat}&Itemid=${o.item}`;
          this.distiIdx.set(o.article, o);
          break;
        case 'twiki':
          o.topic = `${camel(o.c.it)}${o.ch ? `Corso${o.ch}` : ''}${o.y.short}`;
          o.home = `${TWIKI}/twiki/bin/view/Didattica/${o.topic}`;
          this.twikiIdx.set(o.topic, o);
          break;
        default:
          break;
      }
    }
    for (const list of this.byCourse.values()) {
      for (let i = 0; i < list.length; i++) {
        const o = list[i];
        if (!o.home) continue;
        const earlier = list.slice(0, i).filter((p) => p.home && p.ch === o.ch);
        if (o.kind === 'drupal') o.prev = earlier.filter((p) => p.kind === 'drupal').slice(-1);
        else if (o.kind === 'tilde') o.prev = earlier.filter((p) => p.kind === 'tilde' && p.f === o.f);
        else if (o.kind === 'jekyll') o.prev = earlier.filter((p) => p.kind === 'jekyll');
        else if (o.kind === 'kiro') o.prev = earlier.filter((p) => p.kind === 'kiro' && p.f === o.f).slice(-2);
        else if (o.kind === 'twiki') o.prev = earlier.filter((p) => p.kind === 'twiki').slice(-1);
        o.prev.reverse();
      }
    }
    for (const o of this.offs) {
      const r = rng(hash(`links:${o.key}`));
      if (!o.home) continue;
      o.inList = o.y.idx >= 3 && (o.y === CUR || o.kind === 'drupal' || r() < 0.5);
      o.inProfile = o.y.idx >= 4 ? r() < 0.85 : o.y.idx >= 3 ? r() < 0.35 : false;
      o.inGuida = o.kind !== 'disti' && r() < 0.45;
      o.inNews = o.y.idx >= 2 && r() < 0.2;
      if (o.kind !== 'moodle') this.courseHomes.add(o.home);
    }
  }

  /** The university Moodle: a category per department and A.A.; DI offerings from 2016/17 have a course, most login-only. */
  private buildMoodle() {
    let catId = 3;
    const mkCat = (name: string, parent: number, dept: string, aa?: AA): MCat => {
      const c: MCat = { id: catId++, name, parent, dept, aa, courses: [], children: [] };
      this.mcats.set(c.id, c);
      if (parent) this.mcats.get(parent)!.children.push(c.id);
      return c;
    };
    const root = mkCat('Dipartimento di Informatica', 0, 'DI');
    const diByAA = new Map<string, Map<string, MCat>>();
    for (const y of AAS.slice(2)) {
      const ycat = mkCat(`A.A. ${y.label}`, root.id, 'DI', y);
      const m = new Map<string, MCat>();
      for (const cds of ['L31', 'LM18', 'LM18EN'] as Cds[]) m.set(cds, mkCat(CDS_NAME[cds], ycat.id, 'DI', y));
      m.set('ALTRO', mkCat('Seminari, tirocini e corsi di servizio', ycat.id, 'DI', y));
      diByAA.set(y.key, m);
    }
    const others = OTHER_DEPTS.map(([code, name]) => ({ code, cat: mkCat(`Dipartimento di ${name}`, 0, code) }));
    const otherByAA = new Map<string, MCat>();
    for (const { code, cat } of others) for (const y of AAS.slice(2)) otherByAA.set(`${code}:${y.key}`, mkCat(`A.A. ${y.label}`, cat.id, code, y));
    let id = 1042;
    const add = (mc: Omit<MCourse, 'id'>) => {
      id += 1 + (hash(`mid${id}`) % 13);
      const c: MCourse = { ...mc, id };
      this.mcourses.set(id, c);
      this.mcats.get(mc.cat)!.courses.push(id);
      return c;
    };
    for (const y of AAS.slice(2)) {
      for (const o of this.byAA.get(y.key) ?? []) {
        const r = rng(hash(`moodle:${o.key}`));
        if (o.c.disti || !(o.kind === 'moodle' || r() < 0.7)) continue;
        const cat = diByAA.get(y.key)!.get(o.c.cds)!;
        const guest = o.kind === 'moodle';
        const mc = add({ name: `${titleOf(o)} ${y.label}`, short: `${o.c.abbr.toUpperCase()}${o.ch}-${y.dash}`, cat: cat.id, guest, off: o, teacher: o.f.name, info: r() < 0.4 });
        o.moodle = mc.id;
        if (guest) { o.home = `${MOODLE}/course/view.php?id=${mc.id}`; this.courseHomes.add(o.home); }
      }
      for (let i = 0; i < 8; i++) {
        const r = rng(hash(`mseminar:${y.key}:${i}`));
        add({ name: pick(r, ['Tirocinio curriculare', 'Seminari di orientamento', 'Prova finale (L-31)', 'Tesi di laurea magistrale', 'Corso di recupero OFA – Matematica', 'Inglese B1 per Informatica', 'Sicurezza nei luoghi di lavoro', 'Seminari di dottorato']) + ` ${y.label}${i > 3 ? ` (${i})` : ''}`, short: `DI-SEM${i}-${y.dash}`, cat: diByAA.get(y.key)!.get('ALTRO')!.id, guest: r() < 0.15, teacher: `${pick(r, NOMI)} ${pick(r, COGNOMI)}`, info: false });
      }
      for (const [code, , names] of OTHER_DEPTS) {
        for (let i = 0; i < names.length * 3; i++) {
          const r = rng(hash(`mother:${code}:${y.key}:${i}`));
          const nm = names[i % names.length] + (i >= names.length ? ` (${['Canale 2', 'Mod. B', 'LM', 'Laboratorio'][i % 4]})` : '');
          add({ name: `${nm} ${y.label}`, short: `${code}${pad(i, 3)}-${y.dash}`, cat: otherByAA.get(`${code}:${y.key}`)!.id, guest: r() < 0.035, teacher: `${pick(r, NOMI)} ${pick(r, COGNOMI)}`, info: r() < 0.3 });
        }
      }
    }
    for (const mc of this.mcourses.values()) if (mc.guest) this.courseHomes.add(`${MOODLE}/course/view.php?id=${mc.id}`);
  }

  private buildPersons() {
    for (const t of TEACHERS) {
      const p: Person = { slug: userSlug(t), name: t.name, role: RUOLO[t.ruolo], t, nid: t.nid, email: `${userSlug(t)}@${DOM}`, phone: `+39 055 4${pad(hash(t.login) % 1000, 3)}${pad(hash(t.last) % 1000, 3)}`, room: `Stanza ${int(rng(hash(t.login)), 1, 3)}${pad(hash(t.login) % 60)}` };
      this.persons.push(p);
      this.personBySlug.set(p.slug, p);
    }
    const roles: [string, number][] = [['Dottorando', 70], ['Assegnista di ricerca', 34], ['Personale tecnico-amministrativo', 26], ['Professore a contratto', 18], ['Professore Emerito', 4]];
    for (const [role, n] of roles) {
      for (let i = 0; i < n; i++) {
        const r = rng(hash(`person:${role}:${i}`));
        const name = `${pick(r, NOMI)} ${pick(r, COGNOMI)}`;
        let slug = plain(name).toLowerCase().replace(/'/g, '').replace(/ /g, '.');
        while (this.personBySlug.has(slug)) slug += int(r, 1, 9);
        const p: Person = { slug, name, role, nid: 2200 + this.persons.length * 7, email: `${slug}@${DOM}`, phone: `+39 055 4${pad(int(r, 0, 999999), 6)}`, room: `Stanza ${int(r, 1, 3)}${pad(int(r, 0, 60))}` };
        this.persons.push(p);
        this.personBySlug.set(slug, p);
      }
    }
  }

  private buildNews() {
    const r = rng(hash('news'));
    const from = dayOf(2015, 1, 12);
    const N = 640;
    const TAGS = ['didattica', 'ricerca', 'seminari', 'bandi', 'eventi', 'studenti', 'covid-19', 'lauree'];
    for (let i = 0; i < N; i++) {
      const date = from + Math.floor((i * (NOW - 2 - from)) / N);
      const yr = dOf(date).getUTCFullYear();
      const f = pick(r, TEACHERS);
      const covid = date >= dayOf(2020, 2, 24);
      const k = covid && r() < 0.6 ? 9 : int(r, 0, 8);
      const st = `${pick(r, NOMI)} ${pick(r, COGNOMI)}`;
      const titles = [
        `Seminario: ${pick(r, ['Verifica formale di smart contract', 'Apprendimento federato', 'Algoritmi per grafi dinamici', 'Sicurezza dei sistemi IoT', 'Linguaggi per il quantum computing', 'Reti neurali su grafi', 'Basi di dati a grafo', 'Privacy differenziale'])}`,
        `Bando per ${int(r, 1, 6)} assegni di ricerca – scadenza ${fmtNum(date + 30)}`,
        `Sessione di laurea di ${MESE[dOf(date).getUTCMonth()]} ${yr}: calendario`,
        `${f.name} ${pick(r, ['vince un ERC Consolidator Grant', 'nominato/a Fellow ACM', 'riceve il premio per la didattica', 'coordina il nuovo progetto PRIN', 'nel comitato di programma di ICALP'])}`,
        `Open day dei corsi di laurea in Informatica ${yr}`,
        `Tirocini: nuove convenzioni con ${pick(r, ['Engineering', 'Leonardo', 'Accenture', 'Esselunga', 'Monte dei Paschi', 'Var Group', 'Sorint'])}`,
        `Scuola di dottorato: ammissione al ${30 + yr - 2014}° ciclo`,
        `Il Dipartimento alla ${pick(r, ['Notte dei Ricercatori', 'Settimana della Scienza', 'Olimpiadi di Informatica', 'Code Week'])} ${yr}`,
        `Discussione tesi di dottorato di ${st}`,
        pick(r, ['Didattica a distanza: indicazioni per studenti e docenti', 'Emergenza COVID-19: esami di profitto in modalità telematica', 'Sessioni di laurea telematiche di aprile 2020', 'Chiusura delle sedi del Dipartimento: servizi attivi', 'Ricevimento docenti via Teams', 'Tutorato online per le matricole']),
      ];
      const title = titles[k];
      let slug = slugify(plain(title)).slice(0, 70);
      while (this.newsBySlug.has(`${yr}/${slug}`)) slug += '-0';
      const n: News = { id: 9000 + i * 3, date, title, slug, tag: k === 9 ? 'covid-19' : k === 0 || k === 8 ? 'seminari' : k === 1 || k === 6 ? 'bandi' : k === 2 ? 'lauree' : k === 4 || k === 7 ? 'eventi' : k === 3 ? 'ricerca' : pick(r, TAGS), body: T.para(r, 3) + T.para(r, 2), en: r() < 0.25 ? `News: ${title}` : undefined };
      this.news.push(n);
      this.newsBySlug.set(`${yr}/${slug}`, n);
    }
    for (const o of this.offs) {
      if (!o.inNews) continue;
      const rr = rng(hash(`avviso:${o.key}`));
      const date = semOf(o) - int(rr, 3, 20);
      if (date > NOW) continue;
      const yr = dOf(date).getUTCFullYear();
      const title = pick(rr, [`Inizio lezioni di ${titleOf(o)}`, `${titleOf(o)}: avviso per gli studenti`, `${o.c.it} (A.A. ${o.y.label}): variazione orario`, `Lezioni di ${o.c.it} in modalità telematica`]);
      let slug = slugify(plain(title)).slice(0, 70);
      while (this.newsBySlug.has(`${yr}/${slug}`)) slug += '-1';
      const n: News = { id: 20000 + (hash(o.key) % 50000), date, title, slug, tag: 'didattica', body: `<p>${esc(pick(rr, ['Si comunica che', 'Si avvisano gli studenti che', 'Gli studenti sono pregati di notare che']))} le lezioni di <strong>${esc(titleOf(o))}</strong> (${esc(o.f.name)}) inizieranno il ${fmtIt(semOf(o))}. Tutte le informazioni sono sulla pagina del corso.</p>`, off: o };
      this.news.push(n);
      this.newsBySlug.set(`${yr}/${slug}`, n);
    }
    this.news.sort((x, y) => x.date - y.date || x.id - y.id);
    const er = rng(hash('events'));
    const efrom = dayOf(2015, 9, 1);
    for (let i = 0; i < 820; i++) {
      const date = efrom + Math.floor((i * (dayOf(2020, 7, 20) - efrom)) / 820);
      if (weekday(date) === 0 || weekday(date) === 6) continue;
      const kind = pick(er, ['seminario', 'seminario', 'colloquium', 'dottorato', 'laurea', 'workshop'] as const);
      const sp = `${pick(er, NOMI)} ${pick(er, COGNOMI)}`;
      const ev: Ev = { id: 30000 + i * 5, date, time: pick(er, ['11:00', '14:30', '16:00', '10:00']), kind, room: date >= ONLINE_FROM ? 'Online (Microsoft Teams)' : pick(er, ['Aula Seminari', 'Aula Magna', 'Sala Riunioni (piano 2)', 'Aula Fibonacci']), speaker: sp, title: kind === 'laurea' ? `Sessione di laurea – ${fmtIt(date)}` : kind === 'dottorato' ? `Esame finale di dottorato: ${sp}` : `${kind === 'colloquium' ? 'DI Colloquium' : 'Seminario'}: ${pick(er, ['Graph algorithms at scale', 'Type systems for the masses', 'Learning to rank', 'Verification of concurrent programs', 'Energy-aware networking', 'Explainable AI', 'Process mining', 'Secure multiparty computation', 'Robust image segmentation'])}` };
      this.events.push(ev);
      push(this.eventsByMonth, fmtISO(date).slice(0, 7), ev);
    }
    for (const o of this.offs) {
      const rr = rng(hash(`guest:${o.key}`));
      if (!o.home || o.y.idx < 3 || rr() > 0.07) continue;
      const lz = lessonsOf(o).filter((l) => l.kind === 'lezione');
      if (!lz.length) continue;
      const x = lz[int(rr, Math.floor(lz.length / 2), lz.length - 1)];
      const ev: Ev = { id: 60000 + (hash(o.key) % 9000) * 3, date: x.date, time: x.time.split('-')[0] + ':00', title: `Seminario nell'ambito del corso di ${o.c.it}: ${pick(rr, ['esperienze dall\'industria', 'un caso di studio', 'dalla teoria alla pratica'])}`, kind: 'corso', room: x.room, speaker: `${pick(rr, NOMI)} ${pick(rr, COGNOMI)} (${pick(rr, ['Google', 'Amazon', 'CNR-ISTI', 'Leonardo', 'Engineering', 'ENEA'])})`, off: o };
      if (this.events.some((e) => e.id === ev.id)) continue;
      this.events.push(ev);
      push(this.eventsByMonth, fmtISO(x.date).slice(0, 7), ev);
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
    if (u.protocol === 'http:' && (HTTPS_ONLY.has(host) || host.endsWith(`.${H.kiro}`))) return moved(`https://${host}${u.pathname}${u.search}`);
    // The department's front end strips tracking parameters with a redirect.
    if ((host === H.www || host === H.corsi) && /[?&](utm_[a-z]+|fbclid)=/.test(u.search)) {
      const q = new URLSearchParams(u.search);
      for (const k of [...q.keys()]) if (k.startsWith('utm_') || k === 'fbclid') q.delete(k);
      const rest = q.toString();
      return moved(`https://${host}${u.pathname}${rest ? `?${rest}` : ''}`);
    }
    if (u.protocol === 'https:' && HTTP_ONLY.has(host)) return moved(`http://${host}${u.pathname}${u.search}`);
    if (host.endsWith(`.${H.kiro}`)) return this.kiroSite(u, host.slice(0, -H.kiro.length - 1));
    switch (host) {
      case H.www: return this.wwwHost(u);
      case H.diBare: return moved(`${WWW}${u.pathname}${u.search}`);
      case H.ateneo: return this.ateneoHost(u);
      case H.bare: return moved(`${ATENEO}${u.pathname}${u.search}`);
      case H.pages: return this.pagesHost(u);
      case H.corsi: return this.corsiHost(u);
      case H.kiro: return this.kiroPortal(u);
      case H.elearning: return this.moodleHost(u);
      case H.idp: return this.idpHost(u);
      case H.guida: return this.guidaHost(u);
      case H.orario: return this.orarioHost(u);
      case H.esse3: return this.esse3Host(u);
      case H.disti: return this.distiHost(u);
      case H.distiBare: return moved(`${DISTI}${u.pathname}${u.search}`);
      case H.twiki: return this.twikiHost(u);
      case H.iris: return this.irisHost(u);
      case H.foto: return this.fotoHost(u);
      case H.redmine: return this.redmineHost(u);
      case H.lab: return this.labHost(u);
      case H.intranet: return moved(sso(`https://${H.intranet}${u.pathname}`), 302);
      default: return nginx404();
    }
  }

  // ===================================================================================================================
  // Links to homes, as the hubs write them
  // ===================================================================================================================

  private homeHref(o: Off, salt: string, hub = ''): string {
    const h = o.home;
    const x = hash(o.key + salt) % 100;
    switch (o.kind) {
      case 'drupal':
        if (x < 8) return `${WWW}/node/${o.nid}`;
        if (x < 13) return `${h}/`;
        if (hub && x < 22) return `${h}?utm_source=${hub}&utm_medium=link&utm_campaign=didattica`;
        if (x < 27) return h.replace('https://', 'http://');
        return h;
      case 'kiro':
        if (x < 22) return `https://${o.site}.${H.kiro}/`;
        if (x < 34) return h.replace(/^https:/, 'http:');
        return h;
      case 'tilde':
        if (h.endsWith('/') && x < 36) return `${h}index.html`;
        if (h.endsWith('/') && x < 44) return h.slice(0, -1);
        if (x < 50) return h.replace('/~', '/%7E');
        return h;
      case 'jekyll':
        if (x < 12) return h.slice(0, -1);
        if (x < 22) return `${h}index.html`;
        if (hub && x < 30) return `${h}?utm_source=${hub}`;
        return h;
      case 'moodle':
        return x < 12 ? h.replace(/^https:/, 'http:') : h;
      case 'disti':
        return h;
      case 'twiki':
        return x < 25 ? h.replace(/^https:/, 'http:') : h;
      default:
        return h;
    }
  }
  private moodleHref(id: number) { return `${MOODLE}/course/view.php?id=${id}`; }

  // ===================================================================================================================
  // www.di: the department's Drupal 7 site
  // ===================================================================================================================

  private wwwHost(u: URL): Resp {
    let p: string;
    try { p = decodeURIComponent(u.pathname); } catch { return this.d404(u); }
    if (p === '/robots.txt') return { status: 200, type: 'text/plain', body: this.robots };
    if (p === '/' || p === '/index.php') return moved(`${WWW}/it`, 302);
    if (/^\/(misc|modules|sites\/all)\//.test(p)) return asset(p);
    if (p.startsWith('/sites/default/files/')) {
      if (/\/(lezione|esercitazione|laboratorio)\d+\.pdf$/.test(p) && hash(p) % 41 === 0) return this.d404(u);
      return BINEXT.test(p) || FILE_TEXT.test(p) ? bin(extType(p) ?? 'application/octet-stream', u.href) : this.d404(u);
    }
    let m = /^\/node\/(\d+)$/.exec(p);
    if (m) {
      const pn = this.persons.find((x) => x.nid === Number(m![1]));
      const alias = this.nodeIdx.get(Number(m[1])) ?? (pn ? `/it/persone/${pn.slug}` : undefined);
      return alias ? moved(`${WWW}${alias}`) : this.d404(u);
    }
    if (p === '/user/login' || p === '/user' || p === '/it/user/login') return moved(sso(`${WWW}/user/login`), 302);
    if (p === '/rss.xml') return { status: 200, type: 'application/rss+xml; charset=utf-8', body: `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>Dipartimento di Informatica - Avvisi</title><link>${WWW}/it/avvisi</link>${this.news.slice(-10).map((n) => `<item><title>${esc(n.title)}</title><link>${WWW}${this.newsUrl(n)}</link></item>`).join('')}</channel></rss>` };
    const lang = u.searchParams.get('lang');
    if (lang) return moved(`${WWW}${lang === 'en' ? this.twinOf(p) ?? p : p}`);
    if (p.length > 1 && p.endsWith('/')) return moved(`${WWW}${p.slice(0, -1)}${u.search}`);
    if (p === '/it' || p === '/en') return this.front(u, p === '/en');
    if (p.startsWith('/it/didattica/insegnamenti') || p.startsWith('/en/teaching/courses')) return this.insegnamenti(u, p);
    if (p.startsWith('/it/persone') || p.startsWith('/en/people')) return this.persone(u, p);
    if (p.startsWith('/it/avvisi') || p.startsWith('/en/news')) return this.avvisi(u, p);
    if (p.startsWith('/it/eventi') || p.startsWith('/en/events')) return this.eventi(u, p);
    m = /^\/it\/didattica\/corsi-di-laurea\/([a-z0-9-]+)$/.exec(p) ?? /^\/en\/teaching\/degrees\/([a-z0-9-]+)$/.exec(p);
    if (m) return this.cdsPage(u, m[1], p.startsWith('/en'));
    m = /^\/it\/ricerca\/gruppi\/([a-z0-9-]+)$/.exec(p);
    if (m) return this.gruppo(u, m[1]);
    return this.infoPage(u, p);
  }

  /** The English twin of an Italian path (or the reverse), where the site has one. */
  private twinOf(p: string): string | undefined {
    const pairs: [string, string][] = [['/it', '/en'], ['/it/didattica', '/en/teaching'], ['/it/ricerca', '/en/research'], ['/it/dipartimento', '/en/department'], ['/it/avvisi', '/en/news'], ['/it/eventi', '/en/events'], ['/it/persone', '/en/people'], ['/it/didattica/corsi-di-laurea/computer-science-lm18', '/en/teaching/degrees/computer-science-lm18'], ['/it/dipartimento/contatti', '/en/department/contacts']];
    for (const [i, e] of pairs) { if (p === i) return e; if (p === e) return i; }
    const m = /^\/it\/persone\/([a-z.]+)$/.exec(p);
    if (m && this.personBySlug.get(m[1])?.t) return `/en/people/${m[1]}`;
    return undefined;
  }

  private dpage(u: URL, title: string, content: string, o: { en?: boolean; crumbs?: [string, string][]; side?: string; cls?: string; twin?: string } = {}): Resp {
    const en = !!o.en;
    const r = rng(hash(u.pathname + u.search));
    const L = en ? '/en' : '/it';
    const menu: [string, string, [string, string][]][] = en
      ? [['Department', '/en/department', [['About us', '/en/department'], ['Contacts', '/en/department/contacts']]], ['Teaching', '/en/teaching', [['Degree programmes', '/en/teaching'], ['MSc in Computer Science', '/en/teaching/degrees/computer-science-lm18'], ['Courses', '/en/teaching/courses']]], ['Research', '/en/research', []], ['People', '/en/people', []], ['News', '/en/news', []], ['Events', '/en/events', []]]
      : [['Dipartimento', '/it/dipartimento', [['Presentazione', '/it/dipartimento'], ['Organi', '/it/dipartimento/organi'], ['Sedi e contatti', '/it/dipartimento/contatti'], ['Amministrazione trasparente', '/it/dipartimento/amministrazione-trasparente'], ['Assicurazione della qualità', '/it/dipartimento/qualita']]],
        ['Didattica', '/it/didattica', [['Corsi di laurea', '/it/didattica'], ['Informatica (L-31)', '/it/didattica/corsi-di-laurea/informatica-l31'], ['Informatica (LM-18)', '/it/didattica/corsi-di-laurea/informatica-lm18'], ['Computer Science (LM-18)', '/it/didattica/corsi-di-laurea/computer-science-lm18'], ['Insegnamenti', '/it/didattica/insegnamenti'], ['Orario delle lezioni', '/it/didattica/orario'], ['Calendario appelli', '/it/didattica/appelli'], ['Didattica a distanza', '/it/didattica/didattica-a-distanza'], ['Tesi e prova finale', '/it/didattica/tesi'], ['Tirocini', '/it/didattica/tirocini']]],
        ['Ricerca', '/it/ricerca', [['Gruppi di ricerca', '/it/ricerca'], ['Dottorato', '/it/ricerca/dottorato'], ['Pubblicazioni (IRIS)', `${IRIS}/`]]],
        ['Persone', '/it/persone', [['Docenti', '/it/persone?ruolo=docenti'], ['Personale tecnico-amministrativo', '/it/persone?ruolo=pta'], ['Dottorandi', '/it/persone?ruolo=dottorandi']]],
        ['Avvisi', '/it/avvisi', []], ['Eventi', '/it/eventi', []]];
    const quick: [string, string][] = [['E-learning (Moodle)', `${MOODLE}/`], ['Siti dei corsi (Kiro)', `${KIRO}/`], ['Guida dello studente', `${GUIDA}/`], ['Orario lezioni', `${ORARIO}/`], ['Esse3 – Appelli', `${ESSE3}/ListaAppelliOfferta.do`], ['IRIS', `${IRIS}/`], ['Wiki DI', `${TWIKI}/twiki/bin/view/Main/WebHome`], ['Redmine', `${RED}/projects`], ['Galleria fotografica', `${FOTO}/index.php/`], ['Laboratori', `${LAB}/`], ['Pagine personali', `${PAGES}/`], ['Intranet', `https://${H.intranet}/`]];
    const crumbs: [string, string][] = [[en ? 'Home' : 'Home', L], ...(o.crumbs ?? [])];
    const twin = o.twin ?? this.twinOf(u.pathname) ?? (en ? '/it' : '/en');
    return html(`<!DOCTYPE html>
<html lang="${en ? 'en' : 'it'}" dir="ltr" prefix="content: http://purl.org/rss/1.0/modules/content/ dc: http://purl.org/dc/terms/ og: http://ogp.me/ns#">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="Generator" content="Drupal 7 (http://drupal.org)" />
<link rel="shortlink" href="/node/${hash(u.pathname) % 9000}" />
<link rel="shortcut icon" href="${WWW}/sites/all/themes/unival_di/favicon.ico" type="image/vnd.microsoft.icon" />
<title>${esc(title)} | Dipartimento di Informatica</title>
<link type="text/css" rel="stylesheet" href="${WWW}/sites/default/files/css/css_${hex('css' + (hash(u.pathname) % 3), 20)}.css" media="all" />
<script src="${WWW}/sites/default/files/js/js_${hex('js', 20)}.js"></script>
<script>jQuery.extend(Drupal.settings, {"basePath":"\\/","pathPrefix":"${en ? 'en' : 'it'}\\/","ajaxPageState":{"theme":"unival_di","theme_token":"${hex(u.href, 24)}"},"googleanalytics":{"trackOutbound":1,"trackDownload":1},"menu":[${T.chunk('dmenu')}],"blocks":[${T.chunk('dblk' + (hash(u.pathname) % 6))}]});</script>
</head>
<body class="html ${o.cls ?? 'not-front'} page-node i18n-${en ? 'en' : 'it'}">
<div id="skip-link"><a href="#main-content" class="element-invisible element-focusable">${en ? 'Skip to main content' : 'Salta al contenuto principale'}</a></div>
<div class="it-header-slim-wrapper"><div class="container"><a class="navbar-brand" href="${ATENEO}/it">Università degli Studi di Valdarno</a>
<ul class="quick-links">${quick.map(([l, h]) => li(h, l)).join('')}</ul>
<div class="lang">${a(twin, en ? 'ITA' : 'ENG')}</div> <a class="btn-login" href="/user/login">${en ? 'Log in' : 'Accedi'}</a></div></div>
<div class="it-header-center-wrapper"><div class="container"><a href="${L}"><img src="/sites/all/themes/unival_di/logo.svg" alt=""><span>${en ? 'Department of Computer Science' : 'Dipartimento di Informatica'}</span></a>
<form action="/search/node" method="get"><input type="search" name="keys" placeholder="${en ? 'Search' : 'Cerca'}"></form></div></div>
<nav class="navbar"><ul class="nav">${menu.map(([l, h, sub]) => `<li class="dropdown">${a(h, l)}${sub.length ? `<ul class="dropdown-menu">${sub.map(([sl, sh]) => li(sh, sl)).join('')}</ul>` : ''}</li>`).join('')}</ul></nav>
<div class="container"><nav aria-label="breadcrumb"><ol class="breadcrumb">${crumbs.map(([l, h], i) => (i === crumbs.length - 1 && crumbs.length > 1 ? `<li class="active">${esc(l)}</li>` : `<li>${a(h, l)}</li>`)).join('')}</ol></nav>
<div class="row"><main id="main-content" class="col-lg-8">
<div class="alert alert-warning covid"><strong>${en ? 'COVID-19' : 'Emergenza COVID-19'}:</strong> ${en ? 'all lectures are held online until the end of the semester.' : 'le attività didattiche del secondo semestre si svolgono in modalità telematica.'} ${a(en ? '/it/didattica/didattica-a-distanza' : '/it/didattica/didattica-a-distanza', en ? 'More' : 'Indicazioni')}</div>
<h1 class="page-header">${esc(title)}</h1>
${content}
</main>
<aside class="col-lg-4">${o.side ?? this.side(en)}</aside></div></div>
<footer class="it-footer"><div class="container"><div class="row">
<div class="col"><h4>Dipartimento di Informatica</h4><p>Viale G. B. Morgagni 65 – 50134 Firenze (FI)<br>Tel. +39 055 4237 111 – PEC: di@pec.${DOM}<br>C.F. 80012345678</p></div>
<div class="col"><h4>${en ? 'Links' : 'Collegamenti'}</h4><ul>${li(`${ATENEO}/it`, 'Università degli Studi di Valdarno')}${li(`${ATENEO}/it/albo-ufficiale`, 'Albo ufficiale')}${li(`${DISTI}/`, en ? 'Archive: former DiSTI website' : 'Sito storico del DiSTI (fino al 2016)')}${li('/it/privacy', 'Privacy')}${li('/it/cookie', 'Cookie policy')}${li('/it/accessibilita', en ? 'Accessibility' : 'Dichiarazione di accessibilità')}${li('/rss.xml', 'RSS')}</ul></div>
<div class="col"><h4>Social</h4><ul><li><a href="https://www.facebook.com/DipInformaticaUnival">Facebook</a></li><li><a href="https://twitter.com/DI_Unival">Twitter</a></li><li><a href="https://www.youtube.com/channel/UCdiunival">YouTube</a></li><li><a href="https://www.linkedin.com/school/unival/">LinkedIn</a></li></ul></div>
</div><p class="small">${en ? 'Last update' : 'Ultimo aggiornamento'}: ${fmtNum(NOW - int(r, 0, 300))} &middot; &copy; 2020 Università degli Studi di Valdarno</p></div></footer>
<script>window.__di_state={"page":"${hex(u.pathname + u.search, 16)}","ab":${int(r, 0, 9)},"teasers":[${T.chunk('dteaser' + (hash(u.pathname) % 4))}]};</script>
</body>
</html>`);
  }

  private d404(u: URL): Resp {
    const en = u.pathname.startsWith('/en');
    return { ...this.dpage(u, en ? 'Page not found' : 'Pagina non trovata', `<p>${en ? 'The requested page could not be found.' : 'La pagina richiesta non è stata trovata.'}</p><p>${a(en ? '/en' : '/it', en ? 'Home page' : 'Vai alla home page')}</p>`, { en }), status: 404 };
  }

  private side(en: boolean): string {
    const list = this.news.filter((n) => !en || n.en).slice(-5).reverse();
    const evs = this.events.filter((e) => e.date >= NOW).slice(0, 3);
    return `<section class="block"><h2>${en ? 'News' : 'Ultimi avvisi'}</h2><ul>${list.map((n) => `<li>${a(en ? this.newsEnUrl(n) : this.newsUrl(n), en ? n.en! : n.title)} <small>${fmtNum(n.date)}</small></li>`).join('')}</ul>${a(en ? '/en/news' : '/it/avvisi', en ? 'All news' : 'Tutti gli avvisi')}</section><section class="block"><h2>${en ? 'Events' : 'Prossimi eventi'}</h2><ul>${evs.map((e) => `<li>${a(`/it/eventi/${e.id}`, e.title)} <small>${fmtNum(e.date)} ${e.time}</small></li>`).join('')}</ul>${a('/it/eventi/calendario/' + fmtISO(NOW).slice(0, 7), en ? 'Calendar' : 'Calendario')}</section>`;
  }
  private newsUrl(n: News) { return `/it/avvisi/${dOf(n.date).getUTCFullYear()}/${n.slug}`; }
  private newsEnUrl(n: News) { return `/en/news/${dOf(n.date).getUTCFullYear()}/${n.slug}`; }

  private front(u: URL, en: boolean): Resp {
    const r = rng(hash('front' + en));
    const hl = this.news.filter((n) => (!en || n.en) && n.tag !== 'didattica').slice(-8).reverse();
    const content = `<div class="carousel">${hl.slice(0, 3).map((n) => `<div class="slide"><h3>${a(en ? this.newsEnUrl(n) : this.newsUrl(n), en ? n.en! : n.title)}</h3></div>`).join('')}</div>
<section class="in-evidenza"><h2>${en ? 'Highlights' : 'In evidenza'}</h2><div class="cards">
<div class="card">${a(en ? '/en/teaching' : '/it/didattica', en ? 'Study with us' : 'Studiare Informatica')}<p>${en ? 'BSc and MSc programmes in Computer Science.' : 'Corsi di laurea triennale e magistrale, orari, appelli, insegnamenti.'}</p></div>
<div class="card">${a('/it/didattica/didattica-a-distanza', en ? 'Remote teaching (COVID-19)' : 'Didattica a distanza')}</div>
<div class="card">${a(en ? '/en/research' : '/it/ricerca', en ? 'Research' : 'Ricerca')}</div>
<div class="card">${a('/it/ricerca/dottorato', en ? 'PhD programme' : 'Dottorato in Informatica')}</div></div></section>
<section><h2>${en ? 'News' : 'Avvisi'}</h2><ul class="news">${hl.map((n) => `<li><span class="date">${fmtNum(n.date)}</span> ${a(en ? this.newsEnUrl(n) : this.newsUrl(n), en ? n.en! : n.title)}</li>`).join('')}</ul>${a(en ? '/en/news' : '/it/avvisi', en ? 'All news' : 'Archivio avvisi')}</section>
${T.para(r, 2)}`;
    return this.dpage(u, en ? 'Department of Computer Science' : 'Dipartimento di Informatica', content, { en, cls: 'front', crumbs: [] });
  }

  private infoPage(u: URL, p: string): Resp {
    const en = p.startsWith('/en');
    const r = rng(hash('info' + p));
    const PAGES_IT: Record<string, [string, string]> = {
      '/it/dipartimento': ['Presentazione', `${T.para(r, 4)}${T.para(r, 3)}<p>${a('/it/dipartimento/organi', 'Organi del Dipartimento')} &middot; ${a('/it/dipartimento/storia', 'Storia')} &middot; ${a(DISTI + '/', 'Il DiSTI, confluito nel Dipartimento nel 2017')}</p>`],
      '/it/dipartimento/storia': ['Storia', `${T.para(r, 5)}<p>Dal 1° gennaio 2017 il Dipartimento di Scienze e Tecnologie dell'Informazione (DiSTI) della sede di Montevarchi è confluito nel Dipartimento di Informatica. Il vecchio sito resta consultabile: ${a(DISTI + '/index.php', 'www.disti.unival.it')}.</p>`],
      '/it/dipartimento/organi': ['Organi', `<h2>Direttore</h2><p>${a('/it/persone/' + userSlug(TEACHERS[0]), TEACHERS[0].name)}</p><h2>Giunta</h2><ul>${TEACHERS.slice(1, 8).map((t) => li('/it/persone/' + userSlug(t), t.name)).join('')}</ul>${T.para(r, 2)}`],
      '/it/dipartimento/contatti': ['Sedi e contatti', `<p>Sede: Viale G. B. Morgagni 65, Firenze. Sede di Montevarchi: Via dell'Oleandro 5.</p>${T.para(r, 2)}`],
      '/it/dipartimento/amministrazione-trasparente': ['Amministrazione trasparente', `${T.para(r, 3)}<ul>${li(`${ATENEO}/it/albo-ufficiale`, 'Albo ufficiale di Ateneo')}</ul>`],
      '/it/dipartimento/qualita': ['Assicurazione della qualità', `${T.para(r, 4)}<ul>${['Rapporto di riesame ciclico 2018', 'Scheda di monitoraggio annuale 2019', 'Relazione della Commissione Paritetica 2019'].map((x) => li(`/sites/default/files/qualita/${slugify(x)}.pdf`, x)).join('')}</ul>`],
      '/it/didattica': ['Didattica', `<p>Il Dipartimento di Informatica offre un corso di laurea triennale e un corso di laurea magistrale, con un curriculum interamente in lingua inglese.</p><ul>${(['L31', 'LM18', 'LM18EN'] as Cds[]).map((c) => li(`/it/didattica/corsi-di-laurea/${CDS_SLUG[c]}`, CDS_NAME[c])).join('')}</ul><h2>Per gli studenti</h2><ul>${li('/it/didattica/insegnamenti', 'Insegnamenti A.A. 2019/2020')}${li('/it/didattica/insegnamenti/archivio', 'Archivio insegnamenti degli anni precedenti')}${li('/it/didattica/orario', 'Orario delle lezioni')}${li('/it/didattica/appelli', 'Calendario degli appelli')}${li(`${GUIDA}/${CUR.key}/`, 'Guida dello studente e schede degli insegnamenti')}${li(`${MOODLE}/`, 'Piattaforma e-learning (Moodle)')}${li(`${KIRO}/`, 'Siti dei corsi su Kiro')}${li(`${CORSI}/`, 'Siti web dei corsi (corsi.di)')}${li('/it/didattica/tesi', 'Tesi e prova finale')}${li('/it/didattica/tirocini', 'Tirocini')}${li('/it/didattica/modulistica', 'Modulistica')}</ul>`],
      '/it/didattica/orario': ['Orario delle lezioni', `<p>L'orario delle lezioni è pubblicato sul portale di Ateneo.</p><ul>${(['L31', 'LM18', 'LM18EN'] as Cds[]).flatMap((c) => [1, 2, 3].slice(0, c === 'L31' ? 3 : 2).map((y) => li(`${ORARIO}/Orario/index.php?view=easycourse&_lang=it&anno=2019&corso=${CDS_CODE[c]}&anno2=${y}&date=${dmy(mondayOf(NOW))}`, `${CDS_NAME[c]} – ${y}° anno`))).join('')}</ul>`],
      '/it/didattica/appelli': ['Calendario degli appelli', `<p>Le date degli appelli d'esame sono pubblicate su Esse3. La prenotazione è obbligatoria.</p><ul>${(['L31', 'LM18', 'LM18EN'] as Cds[]).map((c) => li(`${ESSE3}/ListaAppelliOfferta.do?fac_id=10004&cds_id=${CDS_CODE[c]}`, `Appelli – ${CDS_NAME[c]}`)).join('')}</ul><p>${a('/sites/default/files/didattica/calendario-appelli-2019-2020.pdf', 'Calendario sessioni A.A. 2019/2020 (PDF)')}</p>`],
      '/it/didattica/didattica-a-distanza': ['Didattica a distanza', `<p>A partire dal 9 marzo 2020 tutte le lezioni si svolgono in modalità telematica tramite Microsoft Teams; i materiali sono pubblicati sui siti dei singoli insegnamenti e su ${a(`${MOODLE}/`, 'Moodle')}.</p><ul><li><a href="https://teams.microsoft.com/">Microsoft Teams</a></li>${li(`${MOODLE}/course/index.php?categoryid=${this.curCat('L31')}`, 'Insegnamenti del corso di laurea su Moodle')}${li('/it/avvisi/tag/covid-19', 'Avvisi COVID-19')}</ul>${T.para(r, 3)}`],
      '/it/didattica/tesi': ['Tesi e prova finale', `${T.para(r, 4)}<ul>${li('/sites/default/files/didattica/regolamento-prova-finale.pdf', 'Regolamento prova finale (PDF)')}${li('/it/avvisi/tag/lauree', 'Sessioni di laurea')}</ul>`],
      '/it/didattica/tirocini': ['Tirocini', `${T.para(r, 4)}`],
      '/it/didattica/modulistica': ['Modulistica', `<ul>${['Piano di studi individuale', 'Richiesta di tirocinio', 'Riconoscimento crediti', 'Domanda di tesi'].map((x) => li(`/sites/default/files/modulistica/${slugify(x)}.docx`, x)).join('')}</ul>`],
      '/it/ricerca': ['Ricerca', `${T.para(r, 3)}<ul>${GROUPS.map(([s, n]) => li(`/it/ricerca/gruppi/${s}`, n)).join('')}</ul><p>${a(`${IRIS}/`, 'Pubblicazioni del Dipartimento su IRIS')}</p>`],
      '/it/ricerca/dottorato': ['Dottorato di ricerca in Informatica', `${T.para(r, 4)}${li(`${TWIKI}/twiki/bin/view/Dottorato/WebHome`, 'Wiki del dottorato')}`],
      '/it/privacy': ['Informativa privacy', T.para(r, 6)],
      '/it/cookie': ['Cookie policy', T.para(r, 4)],
      '/it/accessibilita': ['Dichiarazione di accessibilità', T.para(r, 4)],
      '/en/department': ['About the Department', `${T.para(r, 4)}`],
      '/en/department/contacts': ['Contacts', `<p>Viale G. B. Morgagni 65, Florence, Italy.</p>`],
      '/en/teaching': ['Teaching', `<p>The Master's degree in Computer Science (LM-18) is taught entirely in English.</p><ul>${li('/en/teaching/degrees/computer-science-lm18', 'MSc in Computer Science')}${li('/en/teaching/courses', 'Courses 2019/2020')}${li(`${GUIDA}/${CUR.key}/cds/${CDS_CODE.LM18EN}?lang=en`, 'Study plan (Student guide)')}</ul>`],
      '/en/research': ['Research', `${T.para(r, 3)}<ul>${GROUPS.map(([s, n]) => li(`/it/ricerca/gruppi/${s}`, n)).join('')}</ul>`],
    };
    const pg = PAGES_IT[p];
    if (!pg) return this.d404(u);
    return this.dpage(u, pg[0], pg[1], { en, crumbs: p.split('/').length > 3 ? [[p.startsWith('/it/didattica') ? 'Didattica' : en ? 'Section' : 'Dipartimento', p.split('/').slice(0, 3).join('/')], [pg[0], p]] : [[pg[0], p]] });
  }
  private curCat(cds: Cds): number {
    for (const c of this.mcats.values()) if (c.aa === CUR && c.dept === 'DI' && c.name === CDS_NAME[cds]) return c.id;
    return 3;
  }

  private gruppo(u: URL, slug: string): Resp {
    const g = GROUPS.find((x) => x[0] === slug);
    if (!g) return this.d404(u);
    const r = rng(hash('grp' + slug));
    const members = TEACHERS.filter((t) => t.areas.some((x) => g[2].includes(x)));
    return this.dpage(u, g[1], `${T.para(r, 3)}<h2>Membri</h2><ul>${members.map((t) => li(`/it/persone/${userSlug(t)}`, t.name)).join('')}</ul><h2>Progetti</h2>${T.para(r, 2)}<p>${a(`${RED}/projects/${slug}`, 'Progetti software del gruppo (Redmine)')} &middot; ${a(`${IRIS}/simple-search?query=${encodeURIComponent(g[1])}`, 'Pubblicazioni')}</p>`, { crumbs: [['Ricerca', '/it/ricerca'], [g[1], u.pathname]] });
  }

  private cdsPage(u: URL, slug: string, en: boolean): Resp {
    const cds = (Object.keys(CDS_SLUG) as Cds[]).find((k) => CDS_SLUG[k] === slug && k !== 'TI');
    if (!cds) return this.d404(u);
    const r = rng(hash('cds' + slug + en));
    const offs = (this.byAA.get(CUR.key) ?? []).filter((o) => o.c.cds === cds);
    const years = cds === 'L31' ? [1, 2, 3] : [1, 2];
    const rows = years.map((y) => `<h3>${en ? `Year ${y}` : `${y}° anno`}</h3><table class="table"><thead><tr><th>${en ? 'Course' : 'Insegnamento'}</th><th>CFU</th><th>SSD</th><th>${en ? 'Semester' : 'Semestre'}</th></tr></thead><tbody>${offs.filter((o) => o.c.anno === y).map((o) => `<tr><td>${esc(titleOf(o))} ${a(`${GUIDA}/${CUR.key}/insegnamenti/${o.c.code}${en ? '?lang=en' : ''}`, en ? '(syllabus)' : '(scheda)')}</td><td>${o.c.cfu}</td><td>${o.c.ssd}</td><td>${o.c.sem}</td></tr>`).join('')}</tbody></table>`).join('');
    return this.dpage(u, CDS_NAME[cds], `<p>${en ? 'Degree class' : 'Classe'}: ${CDS_CLASS[cds]} &middot; ${en ? 'Language' : 'Lingua'}: ${cds === 'LM18EN' ? (en ? 'English' : 'inglese') : 'italiano'}</p>${T.para(r, 3)}<h2>${en ? 'Study plan 2019/2020' : 'Piano di studi A.A. 2019/2020'}</h2>${rows}<p>${a(`/it/didattica/insegnamenti?cds=${cds}`, en ? 'Courses and course websites' : 'Insegnamenti, docenti e siti web dei corsi')} &middot; ${a(`${GUIDA}/${CUR.key}/cds/${CDS_CODE[cds]}`, en ? 'Student guide' : 'Guida dello studente')} &middot; ${a(`${ORARIO}/Orario/index.php?view=easycourse&_lang=it&anno=2019&corso=${CDS_CODE[cds]}&anno2=1&date=${dmy(mondayOf(NOW))}`, en ? 'Timetable' : 'Orario')}</p>`, { en, crumbs: [[en ? 'Teaching' : 'Didattica', en ? '/en/teaching' : '/it/didattica'], [CDS_NAME[cds], u.pathname]] });
  }

  // ---- shared course content ----
  private facts(o: Off, en = o.c.lang === 'en'): [string, string][] {
    return en
      ? [['Lecturer', o.f.name], ['Degree programme', CDS_NAME[o.c.cds]], ['Year', `${o.c.anno}`], ['Semester', semLabel(o, true)], ['Credits (ECTS)', `${o.c.cfu}`], ['SSD', o.c.ssd], ['Code', o.c.code], ['Academic year', o.y.label], ['Language', 'English']]
      : [['Docente', o.f.name + (o.ch ? ` (${chLabel(o)})` : '')], ['Corso di laurea', CDS_NAME[o.c.cds]], ['Anno di corso', `${o.c.anno}°`], ['Periodo', semLabel(o, false)], ['CFU', `${o.c.cfu}`], ['SSD', o.c.ssd], ['Codice', o.c.code], ['Anno accademico', o.y.label], ['Lingua', 'italiano']];
  }
  private avvisiOf(o: Off, en = o.c.lang === 'en'): [number, string][] {
    const r = rng(hash(`avv:${o.key}`));
    const s = semOf(o);
    const out: [number, string][] = [[s - int(r, 2, 9), en ? `Lectures start on ${fmtEn(s)}.` : `Le lezioni inizieranno ${GIORNO[weekday(s)]} ${fmtIt(s)} in ${pick(r, AULE)}.`]];
    if (o.y === CUR && o.c.sem === 2) out.push([ONLINE_FROM - 1, en ? 'From Monday 9 March all lectures are held online on Microsoft Teams. The team code is in the Moodle course.' : 'A causa dell\'emergenza sanitaria, da lunedì 9 marzo le lezioni si svolgono online su Microsoft Teams (codice del team su Moodle). Le lezioni vengono registrate.'], [NOW - int(r, 1, 10), en ? 'The mid-term exam will be held online; details on the exams page.' : 'La prova intermedia si svolgerà in modalità telematica: dettagli nella pagina Esami.']);
    else {
      out.push([s + int(r, 20, 40), en ? 'Assignment 1 published.' : `Pubblicato il testo del ${pick(r, ['primo compito', 'progetto', 'primo esercizio di laboratorio'])}.`]);
      out.push([s + int(r, 60, 80), en ? 'No lecture next Thursday.' : 'La lezione di giovedì prossimo non si terrà; sarà recuperata.']);
      if (r() < 0.6) out.push([s + 13 * 7 + int(r, 30, 60), en ? 'Exam results are available.' : 'Sono disponibili i risultati dell\'appello; visione compiti su appuntamento.']);
    }
    return out.filter(([d]) => d <= NOW).reverse();
  }
  private programma(o: Off): string {
    const tops = TOPICS[o.c.area] ?? TOPICS.prog;
    return `<ul>${tops.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>`;
  }
  private testi(o: Off): string { return `<ul>${(TEXTS[o.c.area] ?? TEXTS.prog).map((t) => `<li>${esc(t)}</li>`).join('')}</ul>`; }
  private esameText(o: Off, en = o.c.lang === 'en'): string {
    const r = rng(hash(`esame:${o.key}`));
    return en ? `<p>Written exam (${int(r, 2, 3)} hours) and ${pick(r, ['an optional oral exam', 'a project discussion', 'a lab assignment'])}.${o.y === CUR ? ' In the current emergency the exam is held online (Teams + Moodle quiz).' : ''}</p>` : `<p>${pick(r, ['Prova scritta e prova orale', 'Prova scritta con esercizi e domande di teoria, seguita da un orale facoltativo', 'Progetto di gruppo e prova orale', 'Due prove intermedie (compitini) oppure scritto completo, e orale'])}. ${o.y === CUR ? 'Durante l\'emergenza COVID-19 gli esami si svolgono in modalità telematica (Teams e quiz Moodle).' : ''}</p>`;
  }
  private lezTable(o: Off, fileBase: string, en = o.c.lang === 'en'): string {
    const lz = lessonsOf(o);
    return `<table class="table table-striped"><thead><tr><th>#</th><th>${en ? 'Date' : 'Data'}</th><th>${en ? 'Topic' : 'Argomento'}</th><th>${en ? 'Room' : 'Aula'}</th><th>${en ? 'Material' : 'Materiale'}</th></tr></thead><tbody>${lz.map((l) => `<tr><td>${l.n}</td><td>${GIORNO[weekday(l.date)].slice(0, 3)} ${fmtNum(l.date)} ${l.time}</td><td>${esc(l.title)}</td><td>${esc(l.room)}</td><td>${l.slides ? a(`${fileBase}${l.kind}${pad(l.n)}.pdf`, en ? 'slides' : l.kind === 'lezione' ? 'lucidi' : 'testo') : ''}</td></tr>`).join('')}</tbody></table>`;
  }
  private appelliTable(o: Off, en = o.c.lang === 'en'): string {
    return `<table class="table"><thead><tr><th>${en ? 'Date' : 'Data'}</th><th>${en ? 'Type' : 'Tipo'}</th><th>${en ? 'Room' : 'Aula'}</th></tr></thead><tbody>${appelliOf(o).map((x) => `<tr><td>${fmtNum(x.date)}</td><td>${esc(x.tipo)}</td><td>${esc(x.aula)}</td></tr>`).join('')}</tbody></table><p>${a(`${ESSE3}/ListaAppelliOfferta.do?fac_id=10004&cds_id=${CDS_CODE[o.c.cds]}&ad_id=${o.c.code}`, en ? 'Sign up on Esse3' : 'Prenotazione su Esse3')}</p>`;
  }
  private scheda(o: Off, en = false) { return `${GUIDA}/${o.y.key}/insegnamenti/${o.c.code}${en ? '?lang=en' : ''}`; }

  // ---- course listings and Drupal course pages ----
  private listRow(o: Off, salt: string, en: boolean): string {
    let name = esc(titleOf(o));
    let site = '';
    if (o.home && (o.inList || o.kind === 'drupal')) {
      if (o.kind === 'drupal') name = a(this.homeHref(o, salt, 'elenco'), titleOf(o));
      else site = a(this.homeHref(o, salt, 'elenco'), o.kind === 'kiro' ? 'Sito Kiro' : o.kind === 'moodle' ? 'Moodle (accesso ospite)' : o.kind === 'jekyll' ? 'Sito del corso' : 'Pagina del docente');
    } else if (o.kiroPrivate) site = a(`https://${`${o.f.first[0]}${o.f.login}${o.c.abbr}${o.y.yy}${o.ch}`.toLowerCase()}.${H.kiro}/`, 'Kiro (riservato)');
    else if (o.moodle) site = a(this.moodleHref(o.moodle), 'Moodle');
    return `<tr><td>${name}</td><td>${a(`/it/persone/${userSlug(o.f)}`, o.f.name)}</td><td>${o.c.anno}</td><td>${o.c.sem}</td><td>${o.c.cfu}</td><td>${site}</td><td>${a(this.scheda(o, en), en ? 'syllabus' : 'scheda')}</td></tr>`;
  }
  private listTable(offs: Off[], salt: string, en: boolean): string {
    return `<table class="table views-table"><thead><tr><th>${en ? 'Course' : 'Insegnamento'}</th><th>${en ? 'Lecturer' : 'Docente'}</th><th>${en ? 'Year' : 'Anno'}</th><th>${en ? 'Sem.' : 'Sem.'}</th><th>CFU</th><th>${en ? 'Website' : 'Sito web'}</th><th></th></tr></thead><tbody>${offs.map((o) => this.listRow(o, salt, en)).join('')}</tbody></table>`;
  }

  private insegnamenti(u: URL, p: string): Resp {
    const en = p.startsWith('/en');
    const parts = p.split('/').filter(Boolean).slice(3); // after /it/didattica/insegnamenti or /en/teaching/courses
    const crumbs: [string, string][] = en ? [['Teaching', '/en/teaching'], ['Courses', '/en/teaching/courses']] : [['Didattica', '/it/didattica'], ['Insegnamenti', '/it/didattica/insegnamenti']];
    if (!parts.length) {
      const cds = u.searchParams.get('cds') ?? '';
      const sem = u.searchParams.get('semestre') ?? '';
      if (!en && !cds && !sem) {
        const r = rng(hash('ins-landing'));
        return this.dpage(u, 'Insegnamenti A.A. 2019/2020', `<p>Selezionare il corso di laurea per visualizzare gli insegnamenti attivati nell'anno accademico 2019/2020, con i docenti e i siti web dei corsi.</p><ul>${(['L31', 'LM18', 'LM18EN'] as Cds[]).map((c) => li(`/it/didattica/insegnamenti?cds=${c}`, CDS_NAME[c])).join('')}</ul>${T.para(r, 1)}<p>${a('/it/didattica/insegnamenti/archivio', 'Archivio insegnamenti degli anni accademici precedenti')} &middot; ${a(`${GUIDA}/${CUR.key}/`, 'Guida dello studente')}</p>`, { crumbs: crumbs.slice(0, 1).concat([['Insegnamenti', u.pathname]]) });
      }
      let offs = (this.byAA.get(CUR.key) ?? []).filter((o) => (en ? o.c.cds === 'LM18EN' : !o.c.disti));
      if (cds) offs = offs.filter((o) => o.c.cds === cds);
      if (sem) offs = offs.filter((o) => String(o.c.sem) === sem);
      offs = [...offs].sort((x, y) => x.c.cds.localeCompare(y.c.cds) || x.c.anno - y.c.anno || x.c.it.localeCompare(y.c.it));
      const base = en ? '/en/teaching/courses' : '/it/didattica/insegnamenti';
      const filt = `<form class="views-exposed-form"><div>${en ? '' : `Corso di laurea: ${['', 'L31', 'LM18', 'LM18EN'].map((c) => a(`${base}?${new URLSearchParams({ ...(c ? { cds: c } : {}), ...(sem ? { semestre: sem } : {}) })}`, c ? CDS_NAME[c as Cds] : 'Tutti')).join(' | ')}`}</div><div>${en ? 'Semester' : 'Semestre'}: ${['', '1', '2'].map((s) => a(`${base}?${new URLSearchParams({ ...(cds ? { cds } : {}), ...(s ? { semestre: s } : {}) })}`, s || (en ? 'All' : 'Tutti'))).join(' | ')}</div></form>`;
      return this.dpage(u, en ? 'Courses 2019/2020' : 'Insegnamenti A.A. 2019/2020', `${filt}${this.listTable(offs, 'cur' + cds + sem, en)}<p>${en ? '' : a('/it/didattica/insegnamenti/archivio', 'Archivio insegnamenti degli anni accademici precedenti')}</p>`, { en, crumbs: crumbs.slice(0, 1).concat([[en ? 'Courses' : 'Insegnamenti', u.pathname]]) });
    }
    if (parts[0] === 'archivio' && parts.length === 1 && !en) {
      const aa = aaByKey.get(u.searchParams.get('aa') ?? '') ?? AAS[4];
      const page = Math.max(0, Number(u.searchParams.get('page') ?? 0) || 0);
      const offs = this.offs.filter((o) => o.y === aa && !o.c.disti).sort((x, y) => plain(x.c.it).localeCompare(plain(y.c.it)));
      const per = 12;
      const slice = offs.slice(page * per, page * per + per);
      const pages = Math.ceil(offs.length / per);
      const pager = pages > 1 ? `<ul class="pager">${page > 0 ? li(`/it/didattica/insegnamenti/archivio?aa=${aa.key}&page=${page - 1}`, '‹ precedente') : ''}${Array.from({ length: pages }, (_, i) => (i === page ? `<li class="current">${i + 1}</li>` : li(`/it/didattica/insegnamenti/archivio?aa=${aa.key}&page=${i}`, String(i + 1)))).join('')}${page < pages - 1 ? li(`/it/didattica/insegnamenti/archivio?aa=${aa.key}&page=${page + 1}`, 'successiva ›') : ''}</ul>` : '';
      const years = AAS.slice(0, 5).map((y) => (y === aa ? `<strong>${y.label}</strong>` : a(`/it/didattica/insegnamenti/archivio?aa=${y.key}`, y.label))).join(' | ');
      const older = aa.idx < 3 ? `<p class="note">Per gli anni accademici precedenti al 2017/2018 le pagine degli insegnamenti si trovano sul ${a(`${TWIKI}/twiki/bin/view/Didattica/WebHome`, 'wiki della didattica')}, sulle pagine personali dei docenti o sul ${a(`${DISTI}/`, 'sito storico del DiSTI')}.</p>` : `<p>${a(`/it/didattica/insegnamenti/${aa.key}`, `Tutti gli insegnamenti dell'A.A. ${aa.label}`)}</p>`;
      return this.dpage(u, `Archivio insegnamenti – A.A. ${aa.label}`, `<p>Anno accademico: ${years}</p>${older}${this.listTable(slice.filter((o) => aa.idx >= 3 || o.kind === 'none' || true), `arch${page}`, false)}${pager}`, { crumbs: crumbs.concat([['Archivio', '/it/didattica/insegnamenti/archivio']]) });
    }
    const aa = aaByKey.get(parts[0]);
    if (!aa) return this.d404(u);
    if (parts.length === 1) {
      if (aa.idx < 3) return this.d404(u);
      const offs = (this.byAA.get(aa.key) ?? []).filter((o) => (en ? o.c.cds === 'LM18EN' : !o.c.disti)).sort((x, y) => x.c.cds.localeCompare(y.c.cds) || x.c.anno - y.c.anno || x.c.it.localeCompare(y.c.it));
      return this.dpage(u, en ? `Courses ${aa.label}` : `Insegnamenti A.A. ${aa.label}`, this.listTable(offs, 'aa' + aa.key, en), { en, crumbs: crumbs.concat([[aa.label, u.pathname]]) });
    }
    const o = this.drupalIdx.get(`/${p.split('/').slice(1, 6).join('/')}`);
    if (!o || parts.length > 3) return this.d404(u);
    return this.drupalCourse(u, o, parts[2] ?? '', crumbs);
  }

  private drupalCourse(u: URL, o: Off, sub: string, crumbs: [string, string][]): Resp {
    const en = o.c.lang === 'en';
    const base = new URL(o.home).pathname;
    const files = `/sites/default/files/didattica/${o.y.key}/${o.c.abbr}${o.ch.toLowerCase()}/`;
    const S = en ? { avvisi: 'news', materiale: 'materials', lezioni: 'lectures', esami: 'exams' } : { avvisi: 'avvisi', materiale: 'materiale', lezioni: 'lezioni', esami: 'esami' };
    const tabs = `<ul class="nav nav-tabs">${li(base, en ? 'Course' : 'Insegnamento')}${li(`${base}/${S.avvisi}`, en ? 'News' : 'Avvisi')}${li(`${base}/${S.lezioni}`, en ? 'Lectures' : 'Registro lezioni')}${li(`${base}/${S.materiale}`, en ? 'Materials' : 'Materiale didattico')}${li(`${base}/${S.esami}`, en ? 'Exams' : 'Esami')}</ul>`;
    const title = `${titleOf(o)} (${o.y.label})`;
    const cr: [string, string][] = crumbs.concat([[o.y.label, en ? `/en/teaching/courses/${o.y.key}` : `/it/didattica/insegnamenti/${o.y.key}`], [titleOf(o), base]]);
    const r = rng(hash(`dc:${o.key}:${sub}`));
    let body: string;
    if (!sub) {
      const prev = o.prev.length ? `<h2>${en ? 'Previous years' : 'Edizioni precedenti'}</h2><ul>${o.prev.map((x) => li(this.homeHref(x, 'prev:' + o.key), `${x.y.label}`)).join('')}</ul>` : '';
      const later = (this.byCourse.get(o.c.slug) ?? []).find((x) => x.kind === 'drupal' && x.ch === o.ch && x.y.idx > o.y.idx);
      body = `${tabs}${later ? `<div class="alert alert-info">${en ? 'This page refers to a past academic year.' : 'Questa pagina si riferisce a un anno accademico passato.'} ${a(later.home, en ? `Go to ${later.y.label}` : `Vai all'A.A. ${later.y.label}`)}</div>` : ''}
<dl class="field-group">${this.facts(o).map(([k, v]) => `<dt>${esc(k)}</dt><dd>${k === 'Docente' || k === 'Lecturer' ? a(`/it/persone/${userSlug(o.f)}`, v) : esc(v)}</dd>`).join('')}</dl>
${o.tas.length ? `<p>${en ? 'Teaching assistants' : 'Esercitatori'}: ${o.tas.map(esc).join(', ')}</p>` : ''}
<h2>${en ? 'Announcements' : 'Avvisi'}</h2><ul>${this.avvisiOf(o).slice(0, 3).map(([d, t]) => `<li><span class="date">${fmtNum(d)}</span> ${esc(t)}</li>`).join('')}</ul>
<h2>${en ? 'Course description' : 'Obiettivi formativi'}</h2>${T.para(r, 3)}
<h2>${en ? 'Syllabus' : 'Programma'}</h2>${this.programma(o)}
<h2>${en ? 'Textbooks' : 'Testi consigliati'}</h2>${this.testi(o)}
<h2>${en ? 'Assessment' : 'Modalità di verifica'}</h2>${this.esameText(o)}
<h2>${en ? 'Timetable and office hours' : 'Orario e ricevimento'}</h2><p>${en ? 'Office hours: by appointment (e-mail).' : `Ricevimento: ${GIORNO[int(r, 1, 5)]} ${pick(r, ['10-12', '14-16', '15-17'])}, ${o.y === CUR ? 'su Teams previo appuntamento' : 'studio del docente'}.`} ${a(`${ORARIO}/Orario/index.php?view=easycourse&_lang=it&anno=${o.y.y0}&corso=${CDS_CODE[o.c.cds]}&anno2=${o.c.anno}&date=${dmy(mondayOf(Math.min(NOW, semOf(o) + 14)))}`, en ? 'Timetable' : 'Orario delle lezioni')}</p>
<h2>${en ? 'Links' : 'Collegamenti'}</h2><ul>${o.moodle ? li(this.moodleHref(o.moodle), en ? 'Moodle course (login required)' : 'Corso su Moodle (accesso con credenziali di Ateneo)') : ''}${o.y === CUR && o.c.sem === 2 ? '<li><a href="https://teams.microsoft.com/l/team/19%3a' + hex(o.key, 24) + '%40thread.tacv2/conversations">Microsoft Teams</a></li>' : ''}${li(this.scheda(o, en), en ? 'Syllabus (Student guide)' : 'Scheda dell\'insegnamento (Guida dello studente)')}</ul>${prev}`;
    } else if (sub === S.avvisi) {
      body = `${tabs}<div class="view-avvisi">${this.avvisiOf(o).map(([d, t]) => `<div class="views-row"><span class="date">${fmtIt(d)}</span><p>${esc(t)}</p></div>`).join('')}</div>`;
    } else if (sub === S.lezioni) {
      body = `${tabs}${o.y === CUR && o.c.sem === 2 ? `<p>${en ? 'Recordings are on Microsoft Stream.' : 'Le registrazioni delle lezioni sono disponibili su Microsoft Stream (accesso con credenziali).'}</p>` : ''}${this.lezTable(o, files)}`;
    } else if (sub === S.materiale) {
      const lz = lessonsOf(o).filter((l) => l.slides);
      body = `${tabs}<p>${en ? 'Slides and exercises.' : 'Lucidi delle lezioni, esercizi e soluzioni.'}</p><table class="table"><tbody>${lz.map((l) => `<tr><td>${a(`${files}${l.kind}${pad(l.n)}.pdf`, `${l.kind === 'lezione' ? (en ? 'Lecture' : 'Lezione') : l.kind === 'esercitazione' ? 'Esercitazione' : 'Laboratorio'} ${l.n}: ${l.title}`)}</td><td>PDF ${fsize(r)}</td></tr>`).join('')}<tr><td>${a(`${files}esercizi-svolti.pdf`, en ? 'Solved exercises' : 'Esercizi svolti')}</td><td>PDF</td></tr><tr><td>${a(`${files}compiti-anni-precedenti.zip`, en ? 'Past exams' : 'Compiti degli anni precedenti')}</td><td>ZIP</td></tr></tbody></table>`;
    } else if (sub === S.esami) {
      body = `${tabs}${this.esameText(o)}${this.appelliTable(o)}<p>${a(`${files}risultati-${fmtISO(appelliOf(o)[0].date)}.pdf`, en ? 'Results' : 'Esiti dell\'ultimo appello')}</p>`;
    } else return this.d404(u);
    return this.dpage(u, sub ? `${title} – ${sub}` : title, body, { en, crumbs: cr });
  }

  // ---- people ----
  private persone(u: URL, p: string): Resp {
    const en = p.startsWith('/en');
    const parts = p.split('/').filter(Boolean).slice(2);
    if (!parts.length) {
      const ruolo = u.searchParams.get('ruolo') ?? '';
      const order = u.searchParams.get('order') === 'desc' ? 'desc' : 'asc';
      const page = Math.max(0, Number(u.searchParams.get('page') ?? 0) || 0);
      const match = (x: Person) => !ruolo || (ruolo === 'docenti' ? !!x.t || x.role.startsWith('Professore') : ruolo === 'pta' ? x.role.startsWith('Personale') : ruolo === 'dottorandi' ? x.role === 'Dottorando' : ruolo === 'assegnisti' ? x.role.startsWith('Assegnista') : false);
      const list = this.persons.filter(match).sort((x, y) => x.name.split(' ').pop()!.localeCompare(y.name.split(' ').pop()!) * (order === 'desc' ? -1 : 1));
      const per = 25;
      const pages = Math.ceil(list.length / per);
      const q = (o: Record<string, string>) => `${p}?${new URLSearchParams({ ...(ruolo ? { ruolo } : {}), ...(order === 'desc' ? { order } : {}), ...o })}`;
      const body = `<p>${['', 'docenti', 'pta', 'dottorandi', 'assegnisti'].map((x) => a(`${p}${x ? `?ruolo=${x}` : ''}`, x || (en ? 'All' : 'Tutti'))).join(' | ')} &middot; ${a(q({ order: order === 'desc' ? 'asc' : 'desc' }), en ? 'Sort' : 'Ordina per cognome')}</p><table class="table"><tbody>${list.slice(page * per, page * per + per).map((x) => `<tr><td>${a(`/it/persone/${x.slug}`, x.name)}</td><td>${esc(en && x.t ? RUOLO_EN[x.t.ruolo] : x.role)}</td><td>${esc(x.email)}</td><td>${esc(x.phone)}</td></tr>`).join('')}</tbody></table>${pages > 1 ? `<ul class="pager">${Array.from({ length: pages }, (_, i) => (i === page ? `<li>${i + 1}</li>` : li(q({ page: String(i) }), String(i + 1)))).join('')}</ul>` : ''}`;
      return this.dpage(u, en ? 'People' : 'Persone', body, { en, crumbs: [[en ? 'People' : 'Persone', p]] });
    }
    const x = this.personBySlug.get(parts[0]);
    if (!x || parts.length > 2 || (en && !x.t)) return this.d404(u);
    const r = rng(hash('p:' + x.slug));
    const t = x.t;
    if (parts[1] === 'pubblicazioni') {
      const items = Array.from({ length: int(r, 6, 18) }, (_, i) => this.irisItem(hash(x.slug) % 3000 + i * 53));
      return this.dpage(u, `${x.name} – Pubblicazioni`, `<ul>${items.map((it) => li(`${IRIS}/handle/11570/${it.handle}`, `${it.authors} (${it.year}). ${it.title}. ${it.venue}`)).join('')}</ul><p>${a(`${IRIS}/cris/rp/rp${pad(hash(x.slug) % 99999, 5)}`, 'Profilo completo su IRIS')}</p>`, { crumbs: [['Persone', '/it/persone'], [x.name, `/it/persone/${x.slug}`]] });
    }
    if (parts[1]) return this.d404(u);
    let teach = '';
    if (t) {
      const offs = this.byTeacher.get(t.login) ?? [];
      const cur = offs.filter((o) => o.y === CUR);
      const past = offs.filter((o) => o.y !== CUR && o.inProfile).reverse();
      const row = (o: Off) => `<li>${o.home ? a(this.homeHref(o, 'prof:' + en), `${titleOf(o)}`) : esc(titleOf(o))} – ${esc(CDS_NAME[o.c.cds])}, ${o.c.cfu} CFU${o.home ? '' : ` (${a(this.scheda(o, en), en ? 'syllabus' : 'scheda')})`}</li>`;
      teach = `<h2>${en ? 'Teaching 2019/2020' : 'Insegnamenti A.A. 2019/2020'}</h2><ul>${cur.map(row).join('') || `<li>${en ? 'None' : 'Nessuno'}</li>`}</ul>${past.length ? `<h3>${en ? 'Previous years' : 'Anni precedenti'}</h3><ul>${past.map((o) => row(o).replace('</li>', ` (${o.y.label})</li>`)).join('')}</ul>` : ''}`;
    }
    const body = `<div class="profile"><img src="/sites/default/files/styles/thumbnail/public/foto/${x.slug}.jpg" alt=""><dl><dt>${en ? 'Role' : 'Qualifica'}</dt><dd>${esc(en && t ? RUOLO_EN[t.ruolo] : x.role)}</dd>${t ? `<dt>SSD</dt><dd>${t.ssd}</dd>` : ''}<dt>E-mail</dt><dd>${esc(x.email)}</dd><dt>${en ? 'Phone' : 'Telefono'}</dt><dd>${esc(x.phone)}</dd><dt>${en ? 'Office' : 'Ufficio'}</dt><dd>${esc(x.room)}</dd></dl></div>
${t && t.scheme ? `<p>${en ? 'Personal page' : 'Pagina personale'}: ${a(`${PAGES}/~${t.login}/`, `${H.pages}/~${t.login}`)}</p>` : ''}
${t ? `<h2>${en ? 'Research interests' : 'Interessi di ricerca'}</h2><p>${t.areas.map((k) => AREA[k]).join(', ')}</p>${T.para(r, 2)}` : T.para(r, 1)}
${teach}
${t || x.role === 'Dottorando' ? `<p>${a(`/it/persone/${x.slug}/pubblicazioni`, en ? 'Publications' : 'Pubblicazioni')} &middot; ${a(`${IRIS}/cris/rp/rp${pad(hash(x.slug) % 99999, 5)}`, 'IRIS')}</p>` : ''}`;
    return this.dpage(u, x.name, body, { en, crumbs: [[en ? 'People' : 'Persone', en ? '/en/people' : '/it/persone'], [x.name, p]] });
  }

  // ---- news ("Avvisi") ----
  private avvisi(u: URL, p: string): Resp {
    const en = p.startsWith('/en');
    const parts = p.split('/').filter(Boolean).slice(2);
    const base = en ? '/en/news' : '/it/avvisi';
    const pool = en ? this.news.filter((n) => n.en) : this.news;
    const listing = (list: News[], title: string, path: string) => {
      const page = Math.max(0, Number(u.searchParams.get('page') ?? 0) || 0);
      const per = 10;
      const sorted = [...list].reverse();
      const pages = Math.ceil(sorted.length / per);
      if (page >= pages && page > 0) return this.d404(u);
      const win = [...new Set([0, page - 2, page - 1, page, page + 1, page + 2, pages - 1])].filter((i) => i >= 0 && i < pages).sort((x, y) => x - y);
      const pager = `<ul class="pager">${page > 0 ? li(`${path}?page=${page - 1}`, '‹') : ''}${win.map((i) => (i === page ? `<li class="current">${i + 1}</li>` : li(`${path}?page=${i}`, String(i + 1)))).join('')}${page < pages - 1 ? li(`${path}?page=${page + 1}`, '›') : ''}</ul>`;
      const months = [...new Set(this.news.map((n) => fmtISO(n.date).slice(0, 7)))].reverse();
      const archive = en ? '' : `<div class="block-views-archive"><h2>Archivio mensile</h2><ul>${months.map((mo) => li(`/it/avvisi/archivio/${mo}`, `${MESE[+mo.slice(5) - 1]} ${mo.slice(0, 4)}`)).join('')}</ul></div>`;
      const tags = en ? '' : `${archive}<p class="tags">${['didattica', 'ricerca', 'seminari', 'bandi', 'eventi', 'studenti', 'covid-19', 'lauree'].map((t) => a(`/it/avvisi/tag/${t}`, t)).join(' ')}</p>`;
      return this.dpage(u, title, `${tags}${sorted.slice(page * per, page * per + per).map((n) => `<div class="views-row"><span class="date">${fmtNum(n.date)}</span> <h3>${a(en ? this.newsEnUrl(n) : this.newsUrl(n), en ? n.en! : n.title)}</h3></div>`).join('')}${pager}`, { en, crumbs: [[en ? 'News' : 'Avvisi', base]] });
    };
    if (!parts.length) return listing(pool, en ? 'News' : 'Avvisi', base);
    if (parts[0] === 'archivio' && parts.length === 2 && !en && /^\d{4}-\d\d$/.test(parts[1])) {
      const list = pool.filter((n) => fmtISO(n.date).startsWith(parts[1]));
      if (!list.length) return this.d404(u);
      return this.dpage(u, `Avvisi – ${MESE[+parts[1].slice(5) - 1]} ${parts[1].slice(0, 4)}`, `<ul>${[...list].reverse().map((n) => `<li>${fmtNum(n.date)} ${a(this.newsUrl(n), n.title)}</li>`).join('')}</ul>`, { crumbs: [['Avvisi', base], ['Archivio', p]] });
    }
    if (parts[0] === 'tag' && parts.length === 2 && !en) return listing(pool.filter((n) => n.tag === parts[1]), `Avvisi: ${parts[1]}`, p);
    const n = parts.length === 2 ? this.newsBySlug.get(`${parts[0]}/${parts[1]}`) : undefined;
    if (!n || (en && !n.en)) return this.d404(u);
    const r = rng(hash('n' + n.id));
    let body = `<p class="date">${fmtIt(n.date)}</p>${n.body}`;
    if (n.off) body += `<p>${a(this.homeHref(n.off, 'news', 'avvisi'), en ? 'Course page' : `Pagina dell'insegnamento ${n.off.c.it}`)}</p>`;
    if (n.tag === 'covid-19') body += `<p>${a('/it/didattica/didattica-a-distanza', 'Didattica a distanza')} &middot; ${a(`${MOODLE}/`, 'Moodle')}</p>`;
    if (n.tag === 'seminari' && r() < 0.5) body += `<p>${a(`${FOTO}/index.php/seminari-${dOf(n.date).getUTCFullYear()}`, 'Foto')}</p>`;
    body += `<p class="tags">Tag: ${a(`/it/avvisi/tag/${n.tag}`, n.tag)}</p>`;
    return this.dpage(u, en ? n.en! : n.title, body, { en, crumbs: [[en ? 'News' : 'Avvisi', base], [en ? n.en! : n.title, p]], twin: n.en ? (en ? this.newsUrl(n) : this.newsEnUrl(n)) : undefined });
  }

  // ---- events and the endless calendar ----
  private eventi(u: URL, p: string): Resp {
    const en = p.startsWith('/en');
    const parts = p.split('/').filter(Boolean).slice(2);
    const crumbs: [string, string][] = [[en ? 'Events' : 'Eventi', en ? '/en/events' : '/it/eventi']];
    if (!parts.length) {
      const page = Math.max(0, Number(u.searchParams.get('page') ?? 0) || 0);
      const up = this.events.filter((e) => e.date >= NOW);
      const past = this.events.filter((e) => e.date < NOW).reverse();
      const per = 15;
      const list = page === 0 ? up.concat(past.slice(0, per)) : past.slice(page * per, page * per + per);
      if (!list.length) return this.d404(u);
      return this.dpage(u, en ? 'Events' : 'Eventi', `<p>${a(`/it/eventi/calendario/${fmtISO(NOW).slice(0, 7)}`, en ? 'Month view' : 'Vista mensile')}</p><ul>${list.map((e) => `<li>${fmtNum(e.date)} ${e.time} – ${a(`/it/eventi/${e.id}`, e.title)}</li>`).join('')}</ul><ul class="pager">${page > 0 ? li(`${p}?page=${page - 1}`, '‹ più recenti') : ''}${li(`${p}?page=${page + 1}`, 'meno recenti ›')}</ul>`, { en, crumbs });
    }
    if (parts[0] === 'calendario' && parts.length === 2) {
      let m = /^(\d{4})-(\d\d)$/.exec(parts[1]);
      if (m) {
        const y = +m[1];
        const mo = +m[2];
        if (mo < 1 || mo > 12 || y < 2000 || y > 2035) return this.d404(u);
        const first = dayOf(y, mo, 1);
        const days = dayOf(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, 1) - first;
        const evs = this.eventsByMonth.get(parts[1]) ?? [];
        const cells: string[] = [];
        for (let i = 0; i < (weekday(first) + 6) % 7; i++) cells.push('<td></td>');
        for (let d = 0; d < days; d++) {
          const ds = evs.filter((e) => e.date === first + d);
          cells.push(`<td>${a(`/it/eventi/calendario/${fmtISO(first + d)}`, String(d + 1))}${ds.map((e) => `<div>${a(`/it/eventi/${e.id}`, e.title)}</div>`).join('')}</td>`);
        }
        const rows: string[] = [];
        for (let i = 0; i < cells.length; i += 7) rows.push(`<tr>${cells.slice(i, i + 7).join('')}</tr>`);
        const prev = mo === 1 ? `${y - 1}-12` : `${y}-${pad(mo - 1)}`;
        const next = mo === 12 ? `${y + 1}-01` : `${y}-${pad(mo + 1)}`;
        return this.dpage(u, `${MESE[mo - 1][0].toUpperCase()}${MESE[mo - 1].slice(1)} ${y}`, `<ul class="pager">${li(`/it/eventi/calendario/${prev}`, '‹ mese precedente')}${li(`/it/eventi/calendario/${next}`, 'mese successivo ›')}</ul><table class="calendar"><thead><tr>${'lun mar mer gio ven sab dom'.split(' ').map((d) => `<th>${d}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`, { crumbs: crumbs.concat([['Calendario', p]]) });
      }
      m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(parts[1]);
      if (m) {
        const d = dayOf(+m[1], +m[2], +m[3]);
        if (Number.isNaN(d) || fmtISO(d) !== parts[1]) return this.d404(u);
        const evs = this.events.filter((e) => e.date === d);
        return this.dpage(u, `Eventi del ${fmtIt(d)}`, `<ul class="pager">${li(`/it/eventi/calendario/${fmtISO(d - 1)}`, '‹ giorno precedente')}${li(`/it/eventi/calendario/${fmtISO(d).slice(0, 7)}`, 'mese')}${li(`/it/eventi/calendario/${fmtISO(d + 1)}`, 'giorno successivo ›')}</ul>${evs.length ? `<ul>${evs.map((e) => `<li>${e.time} ${a(`/it/eventi/${e.id}`, e.title)}</li>`).join('')}</ul>` : '<p>Nessun evento.</p>'}`, { crumbs: crumbs.concat([['Calendario', `/it/eventi/calendario/${fmtISO(d).slice(0, 7)}`]]) });
      }
      return this.d404(u);
    }
    const e = this.events.find((x) => String(x.id) === parts[0]);
    if (!e || parts.length > 2) return this.d404(u);
    if (parts[1] === 'ical') return { status: 200, type: 'text/calendar; charset=utf-8', body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Drupal iCal API//EN\r\nBEGIN:VEVENT\r\nUID:${e.id}@${H.www}\r\nDTSTART:${fmtISO(e.date).replace(/-/g, '')}T${e.time.replace(':', '')}00\r\nSUMMARY:${e.title}\r\nLOCATION:${e.room}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n` };
    if (parts[1]) return this.d404(u);
    const r = rng(hash('ev' + e.id));
    return this.dpage(u, e.title, `<p><strong>${fmtIt(e.date)}, ${e.time}</strong> – ${esc(e.room)}</p><p>${e.kind === 'laurea' ? '' : `Relatore: ${esc(e.speaker)}`}</p>${T.para(r, 3)}${e.off ? `<p>Nell'ambito dell'insegnamento ${a(this.homeHref(e.off, 'ev', 'eventi'), e.off.c.it)}.</p>` : ''}<p>${a(`/it/eventi/${e.id}/ical`, 'Aggiungi al calendario (iCal)')} &middot; ${a(`/it/eventi/calendario/${fmtISO(e.date).slice(0, 7)}`, 'Calendario')}</p>`, { crumbs: crumbs.concat([[e.title, p]]) });
  }

  // ===================================================================================================================
  // www.unival.it: the university portal (a few pages)
  // ===================================================================================================================

  private ateneoHost(u: URL): Resp {
    const p = u.pathname;
    const page = (title: string, body: string) => html(`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>${esc(title)} - Università degli Studi di Valdarno</title><link rel="stylesheet" href="/themes/unival/css/main.css"></head><body><header><a href="/it">Università degli Studi di Valdarno</a><nav><ul>${li('/it/ateneo', 'Ateneo')}${li('/it/didattica', 'Didattica')}${li('/it/ricerca', 'Ricerca')}${li('/it/dipartimenti', 'Dipartimenti')}${li('/it/albo-ufficiale', 'Albo ufficiale')}</ul></nav></header><main><h1>${esc(title)}</h1>${body}</main><footer><p>Università degli Studi di Valdarno – P.zza San Marco 4, Firenze – P.IVA 01234560483</p></footer></body></html>`);
    if (p === '/' ) return moved(`${ATENEO}/it`, 302);
    if (/^\/themes\//.test(p)) return asset(p);
    const r = rng(hash('at' + p));
    switch (p) {
      case '/it': return page('Home', `${T.para(r, 2)}<ul>${li(`${WWW}/it`, 'Dipartimento di Informatica')}${li(`${GUIDA}/`, 'Offerta formativa')}${li(`${MOODLE}/`, 'E-learning')}${li(`${IRIS}/`, 'IRIS – Archivio istituzionale della ricerca')}</ul>`);
      case '/it/ateneo': return page('Ateneo', T.para(r, 4));
      case '/it/didattica': return page('Didattica', `${T.para(r, 2)}<p>${a(`${GUIDA}/`, 'Guida dello studente')} · ${a(`${ESSE3}/Home.do`, 'Esse3')}</p>`);
      case '/it/ricerca': return page('Ricerca', `${T.para(r, 3)}<p>${a(`${IRIS}/`, 'IRIS')}</p>`);
      case '/it/dipartimenti': return page('Dipartimenti', `<ul>${li(`${WWW}/it`, 'Informatica')}${OTHER_DEPTS.map(([c, n]) => `<li>${esc(n)} (${c})</li>`).join('')}</ul>`);
      case '/it/albo-ufficiale': return page('Albo ufficiale', `<p>Consultazione riservata: ${a(sso(`${ATENEO}/it/albo-ufficiale`), 'accedi')}</p>`);
      default: return { ...page('Pagina non trovata', '<p>La pagina richiesta non esiste.</p>'), status: 404 };
    }
  }

  // ===================================================================================================================
  // pages.di: teachers' userdir pages (http, Apache)
  // ===================================================================================================================

  private oldPage(title: string, body: string, bg = '#ffffff'): Resp {
    return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>${esc(title)}</title></head>
<body bgcolor="${bg}" text="#000000" link="#0000cc" vlink="#551a8b">
<table width="760" border="0" cellpadding="4" cellspacing="0" align="center"><tr><td bgcolor="#003366"><font face="Verdana,Arial" color="#ffffff" size="4"><b>${esc(title)}</b></font></td></tr>
<tr><td><font face="Verdana,Arial" size="2">
${body}
</font></td></tr></table>
<hr size="1" noshade><center><font size="1" face="Verdana">Dipartimento di Informatica - Universit&agrave; degli Studi di Valdarno</font></center>
</body></html>`);
  }
  private newPage(title: string, body: string, nav: [string, string][] = []): Resp {
    return html(`<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@4.4.1/dist/css/bootstrap.min.css"></head>
<body><nav class="navbar navbar-expand navbar-light bg-light"><div class="container"><ul class="navbar-nav">${nav.map(([l, h]) => `<li class="nav-item"><a class="nav-link" href="${esc(h)}">${esc(l)}</a></li>`).join('')}</ul></div></nav>
<div class="container my-4"><h1>${esc(title)}</h1>
${body}
</div><footer class="container text-muted small"><hr>Ultimo aggiornamento: ${fmtNum(NOW - (hash(title) % 200))}</footer></body></html>`);
  }

  private pagesHost(u: URL): Resp {
    let p: string;
    try { p = decodeURIComponent(u.pathname); } catch { return apache404(u.pathname, H.pages); }
    if (p !== u.pathname && p.includes('~') && u.pathname.includes('%7E')) return moved(`${PAGES}${p}${u.search}`);
    if (p === '/' || p === '/index.html') {
      const phd = this.persons.filter((x) => x.role === 'Dottorando').filter((x) => hash(x.slug) % 3 === 0);
      return this.oldPage('Pagine personali - Dipartimento di Informatica', `<p>Pagine personali di docenti, ricercatori e dottorandi. Le pagine sono di responsabilit&agrave; dei rispettivi autori.</p><ul>${TEACHERS.filter((t) => t.scheme).map((t) => li(`/~${t.login}/`, `${t.last} ${t.first}`)).join('')}${phd.map((x) => li(`/~${x.slug.split('.').pop()}${hash(x.slug) % 9}/`, x.name)).join('')}</ul><p>${a(`${WWW}/it/persone`, 'Rubrica del Dipartimento')}</p>`);
    }
    if (/^\/icons\//.test(p)) return bin('image/gif', u.href);
    const m = /^\/~([a-z]+\d?)(\/.*)?$/.exec(p);
    if (!m) return apache404(p, H.pages);
    const t = teacherByLogin.get(m[1]);
    const rest = m[2] ?? '';
    if (!rest) return moved(`${PAGES}/~${m[1]}/`);
    if (!t || !t.scheme) {
      // A PhD student's page: a short hand-written page.
      const x = this.persons.find((y) => y.role === 'Dottorando' && `${y.slug.split('.').pop()}${hash(y.slug) % 9}` === m[1]);
      if (!x || rest !== '/') return apache404(p, H.pages);
      const r = rng(hash(x.slug));
      return this.newPage(x.name, `<p>Dottorando in Informatica, ${pick(r, ['XXXIII', 'XXXIV', 'XXXV'])} ciclo.</p>${T.para(r, 2)}<p>${a(`${WWW}/it/persone/${x.slug}`, 'Profilo')} &middot; <a href="https://github.com/${m[1]}">GitHub</a> &middot; ${a(`/~${m[1]}/cv.pdf`, 'CV')}</p>`);
    }
    const L = t.login;
    if (rest.endsWith('/index.html')) return moved(`${PAGES}${p.slice(0, -10)}`);
    if (this.tildeIdx.has(`${p}/`)) return moved(`${PAGES}${p}/`);
    const home = this.tildeIdx.get(p);
    if (home) return this.tildeCourse(u, home, '');
    const offs = (this.byTeacher.get(L) ?? []).filter((o) => o.kind === 'tilde');
    if (rest === '/') return this.tildeIndex(u, t, offs);
    if (rest === '/cv.pdf' || rest === '/foto.jpg') return bin(extType(rest)!, u.href);
    if (rest === '/pubblicazioni.html') {
      const r = rng(hash('pub' + L));
      const items = Array.from({ length: int(r, 8, 20) }, (_, i) => this.irisItem(hash(L) % 2500 + i * 41));
      return this.oldPage(`${t.name} - Pubblicazioni`, `<ol>${items.map((it) => `<li>${esc(it.authors)}. <i>${esc(it.title)}</i>. ${esc(it.venue)}, ${it.year}. ${a(`${IRIS}/handle/11570/${it.handle}`, '[IRIS]')}</li>`).join('')}</ol>`);
    }
    // teaching indexes
    if (t.scheme === 'dir' && rest === '/didattica/') return this.oldPage(`${t.name} - Didattica`, `<ul>${[...new Set(offs.map((o) => o.y))].reverse().map((y) => li(`/~${L}/didattica/${y.short}/`, `A.A. ${y.label}`)).join('')}</ul>`);
    let mm = /^\/didattica\/(\d{4})\/$/.exec(rest);
    if (t.scheme === 'dir' && mm) {
      const y = aaByShort.get(mm[1]);
      const list = offs.filter((o) => o.y === y);
      if (!y || !list.length) return apache404(p, H.pages);
      return this.oldPage(`Didattica A.A. ${y.label}`, `<ul>${list.map((o) => li(this.homeHref(o, 'yidx'), titleOf(o))).join('')}</ul><p>${a(`/~${L}/didattica/`, 'Tutti gli anni')}</p>`);
    }
    if (t.scheme === 'flat' && rest === '/corsi/') {
      const entries: [string, number, string][] = [];
      for (const o of offs) { entries.push([new URL(o.home).pathname.split('/').pop()!, semOf(o) - 10, `${int(rng(hash(o.key)), 3, 40)}K`]); entries.push([`${o.c.abbr}${o.ch.toLowerCase()}-${o.y.dash}/`, semOf(o) + 60, '-']); }
      return autoindex(H.pages, p, entries, u);
    }
    if (t.scheme === 'flat' && rest === '/corsi.html') return this.oldPage(`${t.name} - Corsi`, `<ul>${[...offs].reverse().map((o) => li(this.homeHref(o, 'corsi.html'), `${titleOf(o)} (${o.y.label})`)).join('')}</ul>`);
    if (t.scheme === 'teaching' && rest === '/teaching/') {
      const latest = offs.filter((o) => o.latest);
      return this.newPage(`${t.name} – Teaching`, `<ul>${latest.map((o) => li(this.homeHref(o, 'tidx'), `${titleOf(o)} (${o.y.label})`)).join('')}</ul><p>Older editions are linked from each course page.</p>`, [['Home', `/~${L}/`], ['Teaching', `/~${L}/teaching/`]]);
    }
    // course subpages and material
    mm = /^(\/[^]*\/)([^/]+\/)?([^/]*)$/.exec(p);
    if (t.scheme === 'flat') {
      const fm = /^\/~[a-z]+\/corsi\/([a-z0-9]+-\d{4}-\d\d)\/([^/]*)$/.exec(p);
      const o = fm && this.tildeIdx.get(`/~${L}/corsi/${fm[1]}.html`);
      if (o && fm) {
        if (!fm[2]) return autoindex(H.pages, p, lessonsOf(o).filter((l) => l.slides).map((l) => [`${l.kind}${pad(l.n)}.pdf`, l.date, fsize(rng(hash(o.key + l.n)))] as [string, number, string]).concat([['esercizi.zip', semOf(o) + 40, '212K'], ['compito-' + fmtISO(appelliOf(o)[0].date) + '.pdf', appelliOf(o)[0].date, '88K']]), u);
        return BINEXT.test(fm[2]) ? bin(extType(fm[2]) ?? 'application/octet-stream', u.href) : apache404(p, H.pages);
      }
      return apache404(p, H.pages);
    }
    if (mm) {
      for (const base of [mm[1], mm[1].replace(/[^/]+\/$/, '')]) {
        const o = this.tildeIdx.get(base);
        if (o && o.f === t) return this.tildeCourse(u, o, p.slice(base.length));
      }
    }
    return apache404(p, H.pages);
  }

  private tildeIndex(u: URL, t: Teacher, offs: Off[]): Resp {
    const r = rng(hash('home~' + t.login));
    const L = t.login;
    const didLink = t.scheme === 'dir' ? `/~${L}/didattica/` : t.scheme === 'flat' ? `/~${L}/corsi.html` : t.scheme === 'teaching' ? `/~${L}/teaching/` : '';
    const yyList = t.scheme === 'yy' ? `<h3>Corsi</h3><ul>${[...offs].reverse().map((o, i) => li(this.homeHref(o, 'home~'), `${titleOf(o)} – A.A. ${o.y.label}${i === 0 ? ' <b>(in corso)</b>' : ''}`).replace('&lt;b&gt;(in corso)&lt;/b&gt;', '<b>(in corso)</b>')).join('')}</ul>` : '';
    const body = `<table><tr><td valign="top">${a(`/~${L}/foto.jpg`, '[foto]')}</td><td><b>${esc(t.name)}</b><br>${esc(RUOLO[t.ruolo])} (${t.ssd})<br>Dipartimento di Informatica<br>${esc(userSlug(t))}@${DOM}</td></tr></table>
<p>Interessi di ricerca: ${t.areas.map((k) => AREA[k]).join(', ')}.</p>${T.para(r, 2)}
<ul>${didLink ? li(didLink, t.scheme === 'teaching' ? 'Teaching' : 'Didattica') : ''}${li(`/~${L}/pubblicazioni.html`, 'Pubblicazioni')}${li(`/~${L}/cv.pdf`, 'Curriculum vitae (PDF)')}${li(`${WWW}/it/persone/${userSlug(t)}`, 'Pagina sul sito del Dipartimento')}</ul>${yyList}
${t.scheme === 'flat' ? `<p>Materiale dei corsi: ${a(`/~${L}/corsi/`, 'directory corsi')}</p>` : ''}`;
    return t.old ? this.oldPage(t.name, body) : this.newPage(t.name, body, [['Home', `/~${L}/`]]);
  }

  private tildeCourse(u: URL, o: Off, sub: string): Resp {
    const t = o.f;
    const L = t.login;
    const base = new URL(o.home).pathname;
    const old = t.old && o.y.idx <= 2;
    const en = t.scheme === 'teaching' && (o.c.lang === 'en' || t.areas.includes('ml'));
    const r = rng(hash(`tc:${o.key}:${sub}`));
    const scheme = t.scheme;
    const names = scheme === 'dir' ? ['lezioni.html', 'esercizi.html', 'esami.html', 'materiale/'] : scheme === 'yy' ? ['programma.html', 'lezioni.html', 'esami.html', 'lucidi/'] : scheme === 'teaching' ? ['schedule.html', 'exercises.html', 'exams.html', 'slides/'] : [];
    const matDir = scheme === 'flat' ? base.replace(/\.html$/, '/') : base + names[3];
    const fileBase = matDir;
    const title = `${titleOf(o)} – A.A. ${o.y.label}`;
    const nav: [string, string][] = scheme === 'flat' ? [] : [[en ? 'Home' : 'Home', base], [en ? 'Schedule' : 'Lezioni', base + names[1 - (scheme === 'yy' ? 0 : 1) + (scheme === 'yy' ? 0 : 0)]], [en ? 'Exams' : 'Esami', base + names[2]]];
    if (scheme !== 'flat') nav.splice(1, 1, [en ? 'Schedule' : 'Lezioni', base + (scheme === 'yy' ? names[1] : names[0])]);
    const navHtml = nav.map(([l, h]) => a(h, l)).join(' | ');
    const wrap = (tt: string, body: string) => (old ? this.oldPage(tt, `<p>${navHtml}</p>${body}`, '#fffff0') : this.newPage(tt, body, nav));
    if (!sub) {
      if (o.frames && !u.search) {
        return html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN">\n<html><head><title>${esc(title)}</title></head>\n<frameset cols="200,*" border="0">\n<frame src="menu.html" name="menu">\n<frame src="main.html" name="main">\n<noframes><body><p>Questa pagina usa i frame. ${a('main.html', 'Versione senza frame')} &middot; ${a('menu.html', 'Menu')}</p></body></noframes>\n</frameset></html>`);
      }
      const prev = o.prev.length ? `<h3>${en ? 'Past editions' : 'Edizioni precedenti'}</h3><ul>${o.prev.map((x) => li(this.homeHref(x, 'tprev:' + o.key), x.y.label)).join('')}</ul>` : '';
      const body = `<p>${this.facts(o, en).map(([k, v]) => `<b>${esc(k)}</b>: ${esc(v)}`).join('<br>')}</p>
<h3>${en ? 'News' : 'Avvisi'}</h3><ul>${this.avvisiOf(o, en).map(([d, x]) => `<li>[${fmtNum(d)}] ${esc(x)}</li>`).join('')}</ul>
<h3>${en ? 'Syllabus' : 'Programma del corso'}</h3>${this.programma(o)}
<h3>${en ? 'Textbooks' : 'Testi'}</h3>${this.testi(o)}
<h3>${en ? 'Exam' : 'Esame'}</h3>${this.esameText(o, en)}
${scheme === 'flat' ? `<h3>Lezioni</h3>${this.lezTable(o, fileBase, en)}<p>${a(matDir, 'Tutto il materiale')}</p>` : `<ul>${names.map((n) => li(base + n, n.replace(/\.html$|\/$/, ''))).join('')}</ul>`}
${o.moodle ? `<p>${a(this.moodleHref(o.moodle), 'Moodle')}</p>` : ''}<p>${a(`/~${L}/`, t.name)}</p>${prev}`;
      return wrap(title, body);
    }
    if (o.frames && sub === 'menu.html') return this.oldPage('Menu', `<p>${[['Home', 'main.html'], ...names.map((n) => [n.replace(/\.html$|\/$/, ''), n])].map(([l, h]) => `<a href="${h}" target="main">${esc(l)}</a>`).join('<br>')}</p><p><a href="/~${L}/" target="_top">${esc(t.name)}</a></p>`, '#e0e8f0');
    if (o.frames && sub === 'main.html') return this.oldPage(title, `${this.facts(o).map(([k, v]) => `<b>${esc(k)}</b>: ${esc(v)}`).join('<br>')}<h3>Avvisi</h3><ul>${this.avvisiOf(o).map(([d, x]) => `<li>[${fmtNum(d)}] ${esc(x)}</li>`).join('')}</ul>`);
    if (sub === names[0] || sub === names[1]) {
      if (scheme === 'yy' && sub === 'programma.html') return wrap(`${titleOf(o)} – Programma`, `${this.programma(o)}${T.para(r, 2)}${this.testi(o)}`);
      if (sub === 'lezioni.html' || sub === 'schedule.html') return wrap(`${titleOf(o)} – ${en ? 'Schedule' : 'Diario delle lezioni'}`, this.lezTable(o, fileBase, en));
      return wrap(`${titleOf(o)} – ${en ? 'Exercises' : 'Esercizi'}`, `<ol>${Array.from({ length: int(r, 4, 9) }, (_, i) => `<li>${a(`${fileBase}esercizi${pad(i + 1)}.pdf`, `${en ? 'Problem set' : 'Foglio di esercizi'} ${i + 1}`)}${r() < 0.5 ? ` (${a(`${fileBase}soluzioni${pad(i + 1)}.pdf`, en ? 'solutions' : 'soluzioni')})` : ''}</li>`).join('')}</ol>`);
    }
    if (sub === names[2]) return wrap(`${titleOf(o)} – ${en ? 'Exams' : 'Esami'}`, `${this.esameText(o, en)}${this.appelliTable(o, en)}${r() < 0.6 ? `<p>${a(`${fileBase}risultati.pdf`, en ? 'Results' : 'Risultati')}</p>` : ''}`);
    if (sub === names[3]) return autoindex(H.pages, matDir, lessonsOf(o).filter((l) => l.slides).map((l) => [`${l.kind}${pad(l.n)}.pdf`, l.date, fsize(rng(hash(o.key + l.n)))] as [string, number, string]), u);
    if (sub.startsWith(names[3]) && BINEXT.test(sub)) return bin(extType(sub) ?? 'application/octet-stream', u.href);
    return apache404(u.pathname, H.pages);
  }

  // ===================================================================================================================
  // corsi.di: Jekyll course sites (built from Redmine git repositories)
  // ===================================================================================================================

  private corsiHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/' || p === '/index.html') {
      const latest = this.offs.filter((o) => o.kind === 'jekyll' && o.latest);
      return this.jpage('Siti dei corsi – Dipartimento di Informatica', `<p>Siti web degli insegnamenti generati con Jekyll. Sorgenti su ${a(`${RED}/projects/corsi`, 'Redmine')}.</p><ul>${latest.map((o) => li(this.homeHref(o, 'corsi-idx'), `${titleOf(o)} (${o.y.label})`)).join('')}</ul>`, []);
    }
    if (p.startsWith('/assets/') && !/\/(slides|pdf)\//.test(p)) return asset(p);
    if (p.endsWith('/index.html')) return moved(`${CORSI}${p.slice(0, -10)}`);
    if (this.corsiIdx.has(`${p}/`)) return moved(`${CORSI}${p}/`);
    const segs = p.split('/').filter(Boolean);
    for (const n of [2, 1]) {
      const base = `/${segs.slice(0, n).join('/')}/`;
      const o = this.corsiIdx.get(base);
      if (o && segs.length >= n) return this.jekyllCourse(u, o, base, p.slice(base.length));
    }
    return { ...this.jpage('404 – Pagina non trovata', '<p>Pagina non trovata.</p>', []), status: 404 };
  }
  private jpage(title: string, body: string, nav: [string, string][], site = 'Siti dei corsi'): Resp {
    return html(`<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1">
<!-- Begin Jekyll SEO tag v2.6.1 --><title>${esc(title)}</title><meta name="generator" content="Jekyll v3.8.5" /><!-- End Jekyll SEO tag -->
<link rel="stylesheet" href="/assets/main.css"></head>
<body><header class="site-header" role="banner"><div class="wrapper"><a class="site-title" rel="author" href="${esc(nav[0]?.[1] ?? '/')}">${esc(site)}</a>
<nav class="site-nav"><div class="trigger">${nav.map(([l, h]) => `<a class="page-link" href="${esc(h)}">${esc(l)}</a>`).join('')}</div></nav></div></header>
<main class="page-content" aria-label="Content"><div class="wrapper"><article class="post"><header class="post-header"><h1 class="post-title">${esc(title)}</h1></header><div class="post-content">
${body}
</div></article></div></main>
<footer class="site-footer h-card"><div class="wrapper"><p>Dipartimento di Informatica – Università degli Studi di Valdarno</p></div></footer></body></html>`);
  }
  private jekyllCourse(u: URL, o: Off, base: string, sub: string): Resp {
    const en = o.c.lang === 'en';
    const r = rng(hash(`jk:${o.key}:${sub}`));
    const S = en ? ['lectures/', 'exercises/', 'project/', 'exams/'] : ['lezioni/', 'esercizi/', 'progetto/', 'esami/'];
    const files = `${base}assets/slides/`;
    const nav: [string, string][] = [[titleOf(o), base], [en ? 'Lectures' : 'Lezioni', base + S[0]], [en ? 'Exercises' : 'Esercizi', base + S[1]], [en ? 'Project' : 'Progetto', base + S[2]], [en ? 'Exams' : 'Esami', base + S[3]]];
    const site = `${titleOf(o)} ${o.y.label}`;
    if (!sub) {
      const all = (this.byCourse.get(o.c.slug) ?? []).filter((x) => x.kind === 'jekyll' && x !== o && x.ch === o.ch);
      const body = `<p><strong>${esc(o.f.name)}</strong>${o.tas.length ? ` · ${en ? 'TAs' : 'Esercitatori'}: ${o.tas.map(esc).join(', ')}` : ''}</p>
<p>${this.facts(o).slice(1).map(([k, v]) => `${esc(k)}: ${esc(v)}`).join(' · ')}</p>
<h2>${en ? 'News' : 'Avvisi'}</h2><ul>${this.avvisiOf(o).map(([d, x]) => `<li><time>${fmtISO(d)}</time> ${esc(x)}</li>`).join('')}</ul>
<h2>${en ? 'About' : 'Il corso'}</h2>${T.para(r, 3)}<p>${en ? 'Language' : 'Linguaggio di riferimento'}: ${esc(LANGS[o.c.area] || '—')}</p>
<h2>${en ? 'Communication' : 'Comunicazioni'}</h2><p>${o.y === CUR ? `${en ? 'Lectures are live on' : 'Lezioni in diretta su'} <a href="https://teams.microsoft.com/">Microsoft Teams</a>; ` : ''}${a(`https://t.me/${o.c.abbr}${o.y.yy}_unival`, 'Telegram')}${o.moodle ? ` · ${a(this.moodleHref(o.moodle), 'Moodle')}` : ''}</p>
${all.length ? `<h2>${en ? 'Other editions' : 'Altre edizioni'}</h2><ul>${all.reverse().map((x) => li(this.homeHref(x, 'jk:' + o.key), x.y.label)).join('')}</ul>` : ''}
<p class="rss-subscribe">${a(`${base}feed.xml`, 'RSS')} · ${a(`${RED}/projects/corsi-${o.c.slug}/repository`, en ? 'Source' : 'Sorgenti')}</p>`;
      return this.jpage(site, body, nav, site);
    }
    if (sub === 'feed.xml') return { status: 200, type: 'application/atom+xml', body: `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${esc(site)}</title><link href="${CORSI}${base}"/>${this.avvisiOf(o).map(([d, x]) => `<entry><title>${esc(x.slice(0, 40))}</title><updated>${fmtISO(d)}T09:00:00+02:00</updated></entry>`).join('')}</feed>` };
    if (sub === S[0]) return this.jpage(`${en ? 'Lectures' : 'Lezioni'} – ${site}`, this.lezTable(o, files, en), nav, site);
    if (sub === S[1]) return this.jpage(`${en ? 'Exercises' : 'Esercizi'} – ${site}`, `<ol>${Array.from({ length: int(r, 3, 8) }, (_, i) => `<li>${a(`${base}assets/pdf/esercizi${pad(i + 1)}.pdf`, `${en ? 'Sheet' : 'Scheda'} ${i + 1}`)}</li>`).join('')}</ol>`, nav, site);
    if (sub === S[2]) return this.jpage(`${en ? 'Project' : 'Progetto'} – ${site}`, `${T.para(r, 3)}<p>${a(`${base}assets/pdf/progetto.pdf`, en ? 'Project description' : 'Testo del progetto')}</p>`, nav, site);
    if (sub === S[3]) return this.jpage(`${en ? 'Exams' : 'Esami'} – ${site}`, `${this.esameText(o)}${this.appelliTable(o)}`, nav, site);
    if (/^assets\/(slides|pdf)\/[a-z0-9-]+\.pdf$/.test(sub)) return bin('application/pdf', u.href);
    return { ...this.jpage('404', '<p>Page not found.</p>', nav, site), status: 404 };
  }

  // ===================================================================================================================
  // Kiro: the university's per-course sites (ASP.NET), one host per site
  // ===================================================================================================================

  private kiroOthers(y0: number): { site: string; title: string; dept: string }[] {
    const out: { site: string; title: string; dept: string }[] = [];
    for (const [code, , names] of OTHER_DEPTS) for (let i = 0; i < 5; i++) {
      const r = rng(hash(`ko:${code}:${y0}:${i}`));
      out.push({ site: `${pick(r, NOMI)[0]}${slugify(plain(pick(r, COGNOMI))).replace(/-/g, '')}${slugify(names[(i * 3 + y0) % names.length]).split('-').map((w) => w[0]).join('')}${pad((y0 + 1) % 100)}`.toLowerCase(), title: names[(i * 3 + y0) % names.length], dept: code });
    }
    return out;
  }
  private kiroPortal(u: URL): Resp {
    const p = u.pathname;
    const page = (title: string, body: string) => html(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><head><title>${esc(title)} - Kiro</title><link href="/portale/css/kiro.css" rel="stylesheet" type="text/css" /></head><body><form method="post" action="${esc(p)}" id="aspnetForm"><input type="hidden" name="__VIEWSTATE" value="/wEP${hex(p + u.search, 60)}" /><div id="header"><a href="/">Kiro – siti dei corsi</a> | ${a('/portale/elenco.aspx', 'Elenco siti')} | ${a('/portale/guida.aspx', 'Guida')} | ${a(`https://${H.kiro}/portale/login.aspx`, 'Accedi')}</div><div id="content"><h1>${esc(title)}</h1>${body}</div></form></body></html>`);
    if (p === '/' || p === '/portale/' || p === '/portale/Default.aspx') return page('Kiro', `<p>Kiro ospita i siti web dei corsi dell'Ateneo.</p><ul>${AAS.slice(1).reverse().map((y) => li(`/portale/elenco.aspx?aa=${y.y0}`, `Siti A.A. ${y.label}`)).join('')}</ul>`);
    if (p.startsWith('/portale/css/')) return asset(p);
    if (p === '/portale/guida.aspx') return page('Guida', T.para(rng(1), 4));
    if (p === '/portale/login.aspx') return moved(sso(`${KIRO}/portale/`), 302);
    if (p === '/portale/elenco.aspx') {
      const y = aaByY0.get(Number(u.searchParams.get('aa') ?? CUR.y0)) ?? CUR;
      const dip = u.searchParams.get('dip') ?? '';
      const pag = Math.max(1, Number(u.searchParams.get('pag') ?? 1) || 1);
      const di: { site: string; title: string; dept: string; o?: Off }[] = (this.byAA.get(y.key) ?? []).filter((o) => (o.kind === 'kiro' && o.home) || o.kiroPrivate).map((o) => ({ site: o.kind === 'kiro' ? o.site : `${o.f.first[0]}${o.f.login}${o.c.abbr}${o.y.yy}${o.ch}`.toLowerCase(), title: titleOf(o), dept: 'DI', o }));
      const all = [...di, ...(this.kiroOthers(y.y0) as { site: string; title: string; dept: string; o?: Off }[])].filter((x) => !dip || x.dept === dip).sort((x, z) => x.title.localeCompare(z.title));
      const per = 10;
      const pages = Math.ceil(all.length / per);
      const q = (o: Record<string, string>) => `/portale/elenco.aspx?${new URLSearchParams({ aa: String(y.y0), ...(dip ? { dip } : {}), ...o })}`;
      return page(`Siti A.A. ${y.label}`, `<p>Dipartimento: ${['', 'DI', ...OTHER_DEPTS.map((d) => d[0])].map((d) => a(`/portale/elenco.aspx?${new URLSearchParams({ aa: String(y.y0), ...(d ? { dip: d } : {}) })}`, d || 'tutti')).join(' | ')}</p><table>${all.slice((pag - 1) * per, pag * per).map((x) => `<tr><td>${x.o && x.o.kind === 'kiro' ? a(this.homeHref(x.o, 'kiro-elenco'), x.title) : a(`https://${x.site}.${H.kiro}/`, x.title)}</td><td>${x.dept}</td></tr>`).join('')}</table><p>${Array.from({ length: pages }, (_, i) => (i + 1 === pag ? `<b>${i + 1}</b>` : a(q({ pag: String(i + 1) }), String(i + 1)))).join(' ')}</p>`);
    }
    return { status: 404, type: 'text/html', body: '<html><body><h2>Server Error in \'/\' Application.</h2><p>The resource cannot be found.</p></body></html>' };
  }
  private kiroSite(u: URL, site: string): Resp {
    const p = u.pathname;
    const o = this.kiroIdx.get(site);
    const origin = `https://${site}.${H.kiro}`;
    const priv = !o && (this.offs.some((x) => x.kiroPrivate && `${x.f.first[0]}${x.f.login}${x.c.abbr}${x.y.yy}${x.ch}`.toLowerCase() === site) || AAS.some((y) => this.kiroOthers(y.y0).some((k) => k.site === site)));
    if (!o && !priv) return { status: 404, type: 'text/html', body: '<html><body><h1>Sito non trovato</h1><p>Il sito richiesto non esiste su Kiro.</p></body></html>' };
    if (p === '/' || p === '/v5/' || p === '/v5') return moved(`${origin}/v5/home/Default.aspx`, 302);
    const login = `${origin}/v5/Login.aspx?ReturnUrl=${encodeURIComponent(p + u.search)}`;
    if (p === '/v5/Login.aspx') return html(`<!DOCTYPE html><html><head><title>Accesso - Kiro</title></head><body><h1>Accesso riservato</h1><p>Per accedere a questa area è necessario autenticarsi con le credenziali di Ateneo.</p><p>${a(sso(`${origin}${u.searchParams.get('ReturnUrl') ?? '/'}`), 'Accedi con SSO')}</p><p>${a(`${KIRO}/`, 'Kiro')}</p></body></html>`);
    if (!o || /^\/v5\/(Iscrizioni|frm3\/ThreadView|Partecipanti)/i.test(p)) return moved(login, 302);
    if (p.startsWith('/v5/css/')) return asset(p);
    if (p === '/v5/Materiali/Download.aspx') return bin('application/pdf', u.href);
    const en = o.c.lang === 'en';
    const r = rng(hash(`k:${o.key}:${p}${u.search}`));
    const menu: [string, string][] = [['Home', '/v5/home/Default.aspx'], [en ? 'News' : 'Avvisi', '/v5/Avvisi/Default.aspx'], [en ? 'Lectures' : 'Lezioni', '/v5/Lezioni/Default.aspx'], [en ? 'Materials' : 'Materiali', '/v5/Materiali/Default.aspx'], [en ? 'Forum' : 'Forum', '/v5/frm3/ThreadList.aspx?name=discussioni'], [en ? 'Calendar' : 'Calendario', `/v5/Calendario/Default.aspx?mese=${fmtISO(Math.min(NOW, semOf(o) + 20)).slice(0, 7)}`], [en ? 'Enrolment' : 'Iscrizione al sito', '/v5/Iscrizioni/Default.aspx']];
    const page = (title: string, body: string) => html(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>${esc(title)}</title><link href="/v5/css/kiro5.css" rel="stylesheet" type="text/css" /></head>
<body><form method="post" action="${esc(p + u.search)}" id="aspnetForm"><div><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUK${hex(p + u.search + site, 120)}" /><input type="hidden" name="__EVENTVALIDATION" value="/wEW${hex(site + p, 48)}" /></div>
<div id="kiro-top"><a href="${KIRO}/">Kiro</a> &gt; <span>${esc(titleOf(o))} (${o.y.label})</span> <a href="${esc(login)}">Accedi</a></div>
<div id="kiro-menu"><ul>${menu.map(([l, h]) => li(h, l)).join('')}</ul></div>
<div id="kiro-main"><h2>${esc(title)}</h2>${body}</div>
<div id="kiro-foot">${esc(o.f.name)} – Università degli Studi di Valdarno – ${a(`${WWW}/it/persone/${userSlug(o.f)}`, en ? 'Lecturer' : 'Docente')}</div></form></body></html>`);
    if (/^\/v5\/home\/default\.aspx$/i.test(p)) {
      const prev = o.prev.length ? `<h3>${en ? 'Previous editions' : 'Siti degli anni precedenti'}</h3><ul>${o.prev.map((x) => li(this.homeHref(x, 'kprev:' + o.key), `${titleOf(x)} ${x.y.label}`)).join('')}</ul>` : '';
      return page(`${titleOf(o)} – A.A. ${o.y.label}`, `<table class="kiro-info">${this.facts(o).map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table><h3>${en ? 'Latest news' : 'Ultimi avvisi'}</h3><ul>${this.avvisiOf(o).slice(0, 3).map(([d, x]) => `<li>${fmtNum(d)} – ${esc(x)}</li>`).join('')}</ul>${T.para(r, 2)}<h3>${en ? 'Syllabus' : 'Programma'}</h3>${this.programma(o)}<h3>${en ? 'Exam' : 'Esame'}</h3>${this.esameText(o)}${prev}`);
    }
    if (p === '/v5/Avvisi/Default.aspx') return page(en ? 'News' : 'Avvisi', `<ul>${this.avvisiOf(o).map(([d, x]) => `<li><b>${fmtNum(d)}</b> ${esc(x)}</li>`).join('')}</ul>`);
    if (p === '/v5/Lezioni/Default.aspx') return page(en ? 'Lectures' : 'Lezioni', this.lezTable(o, '/v5/Materiali/Download.aspx?file='));
    if (p === '/v5/Materiali/Default.aspx') return page(en ? 'Materials' : 'Materiali didattici', `<ul>${lessonsOf(o).filter((l) => l.slides).map((l, i) => li(`/v5/Materiali/Download.aspx?id=${1000 + (hash(o.key) % 9000) + i}&file=${l.kind}${pad(l.n)}.pdf`, `${l.kind} ${l.n} – ${l.title}`)).join('')}</ul>`);
    if (p === '/v5/frm3/ThreadList.aspx') return page('Forum', `<table>${Array.from({ length: int(r, 3, 12) }, (_, i) => `<tr><td>${a(`/v5/frm3/ThreadView.aspx?id=${hash(o.key) % 5000 + i}`, pick(r, ['Dubbio sull\'esercizio', 'Orario ricevimento', 'Esame di giugno', 'Errore nelle slide', 'Progetto: consegna', 'Lezione su Teams']))}</td><td>${int(r, 0, 14)} risposte</td></tr>`).join('')}</table>`);
    if (p === '/v5/Calendario/Default.aspx') {
      const mese = u.searchParams.get('mese') ?? '';
      const m = /^(\d{4})-(\d\d)$/.exec(mese);
      if (!m) return page('Calendario', '<p>Mese non valido.</p>');
      const y = +m[1], mo = +m[2];
      const first = dayOf(y, mo, 1);
      const lz = lessonsOf(o).filter((l) => fmtISO(l.date).startsWith(mese));
      const prev = mo === 1 ? `${y - 1}-12` : `${y}-${pad(mo - 1)}`;
      const next = mo === 12 ? `${y + 1}-01` : `${y}-${pad(mo + 1)}`;
      const inRange = (s: string) => s >= fmtISO(semOf(o) - 40).slice(0, 7) && s <= fmtISO(semOf(o) + 200).slice(0, 7);
      return page(`Calendario – ${MESE[mo - 1]} ${y}`, `<p>${inRange(prev) ? a(`/v5/Calendario/Default.aspx?mese=${prev}`, '«') : ''} ${MESE[mo - 1]} ${y} ${inRange(next) ? a(`/v5/Calendario/Default.aspx?mese=${next}`, '»') : ''}</p><ul>${lz.map((l) => `<li>${fmtNum(l.date)} ${l.time}: ${esc(l.title)} (${esc(l.room)})</li>`).join('') || '<li>Nessun evento</li>'}</ul><p>${first}</p>`);
    }
    return { status: 404, type: 'text/html', body: '<html><body><h2>Server Error in \'/\' Application.</h2><p>The resource cannot be found.</p></body></html>' };
  }

  // ===================================================================================================================
  // elearning: the university Moodle (guest access for a few courses, the rest behind the SSO)
  // ===================================================================================================================

  private mpage(u: URL, title: string, body: string, crumbs: [string, string][] = [], guestBanner = false): Resp {
    return html(`<!DOCTYPE html>
<html dir="ltr" lang="it" xml:lang="it"><head><title>${esc(title)}</title><link rel="shortcut icon" href="${MOODLE}/theme/image.php/boost/theme/1585123456/favicon" />
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><meta name="keywords" content="moodle, ${esc(title)}" />
<link rel="stylesheet" type="text/css" href="${MOODLE}/theme/styles.php/boost/1585123456_1/all" />
<script>var M = {}; M.yui = {}; M.cfg = {"wwwroot":"https:\\/\\/${H.elearning}","sesskey":"${hex(u.href, 10)}","themerev":"1585123456","slasharguments":1,"theme":"boost","developerdebug":false};</script>
</head><body id="page-course-view" class="format-topics path-course">
<nav class="fixed-top navbar navbar-light bg-white"><a href="${MOODLE}/" class="navbar-brand">E-learning UniVal</a><div class="usermenu"><span class="login">${guestBanner ? 'Stai accedendo come ospite (' : 'Non sei collegato. ('}<a href="${MOODLE}/login/index.php">Login</a>)</span></div></nav>
<div id="page" class="container-fluid"><header id="page-header"><h1>${esc(title)}</h1><ol class="breadcrumb">${[['Home', `${MOODLE}/`] as [string, string], ...crumbs].map(([l, h]) => `<li class="breadcrumb-item">${a(h, l)}</li>`).join('')}</ol></header>
<div id="page-content"><section id="region-main">${body}</section></div></div>
<footer id="page-footer"><p>${a(`${MOODLE}/admin/tool/dataprivacy/summary.php`, 'Informativa sulla conservazione dei dati')}</p><p>Powered by <a href="https://moodle.org">Moodle</a></p></footer></body></html>`);
  }
  private moodleHost(u: URL): Resp {
    const p = u.pathname;
    const qp = (k: string) => Number(u.searchParams.get(k) ?? NaN);
    if (p.startsWith('/theme/') || p.startsWith('/lib/')) return asset(p.endsWith('all') ? '/x.css' : p);
    if (p === '/login/index.php') return this.mpage(u, 'E-learning UniVal: Login al sito', `<div class="card"><h2>Accedi</h2><p>${a(`${MOODLE}/auth/shibboleth/index.php`, 'Accedi con le credenziali di Ateneo (SSO)')}</p><p>${a(`${MOODLE}/login/forgot_password.php`, 'Hai dimenticato lo username o la password?')}</p><p>Alcuni corsi possono permettere l'accesso agli ospiti.</p></div>`);
    if (p === '/auth/shibboleth/index.php') return moved(sso(`${MOODLE}/auth/shibboleth/index.php`), 302);
    if (p === '/login/forgot_password.php') return this.mpage(u, 'Password dimenticata', `<p>Le credenziali di Ateneo si gestiscono su ${a(`https://${H.idp}/idp/password-reset`, 'questa pagina')}.</p>`);
    if (p === '/admin/tool/dataprivacy/summary.php') return this.mpage(u, 'Informativa sulla conservazione dei dati', T.para(rng(7), 4));
    if (p === '/' || p === '/index.php') {
      const tops = [...this.mcats.values()].filter((c) => !c.parent);
      return this.mpage(u, 'E-learning UniVal', `<div class="frontpage-category-names"><h2>Categorie di corso</h2><ul>${tops.map((c) => li(`${MOODLE}/course/index.php?categoryid=${c.id}`, c.name)).join('')}</ul></div><p>${a(`${MOODLE}/course/search.php`, 'Cerca corsi')}</p>`);
    }
    if (p === '/course/index.php') {
      const cat = this.mcats.get(qp('categoryid'));
      if (!cat) return this.mpage(u, 'Categorie di corso', `<ul>${[...this.mcats.values()].filter((c) => !c.parent).map((c) => li(`${MOODLE}/course/index.php?categoryid=${c.id}`, c.name)).join('')}</ul>`);
      const per = Math.min(100, Number(u.searchParams.get('perpage') ?? 20) || 20);
      const page = Math.max(0, qp('page') || 0);
      const courses = cat.courses.map((id) => this.mcourses.get(id)!);
      const pages = Math.ceil(courses.length / per);
      const crumbs: [string, string][] = [];
      for (let c: MCat | undefined = cat; c; c = this.mcats.get(c.parent)) crumbs.unshift([c.name, `${MOODLE}/course/index.php?categoryid=${c.id}`]);
      const body = `${cat.children.length ? `<div class="subcategories"><ul>${cat.children.map((id) => li(`${MOODLE}/course/index.php?categoryid=${id}`, this.mcats.get(id)!.name)).join('')}</ul></div>` : ''}
<div class="courses">${courses.slice(page * per, page * per + per).map((c) => `<div class="coursebox"><h3 class="coursename">${a(this.moodleHref(c.id), c.name)}</h3>${c.guest ? `<div class="enrolmenticons"><i class="icon fa fa-unlock" title="Questo corso permette l'accesso agli ospiti" aria-label="Questo corso permette l'accesso agli ospiti"></i></div>` : ''}${c.info ? a(`${MOODLE}/course/info.php?id=${c.id}`, 'Sommario') : ''}<ul class="teachers"><li>Docente: ${esc(c.teacher)}</li></ul></div>`).join('')}</div>
${pages > 1 ? `<nav class="pagination">${Array.from({ length: pages }, (_, i) => (i === page ? `<span>${i + 1}</span>` : a(`${MOODLE}/course/index.php?categoryid=${cat.id}&perpage=${per}&page=${i}`, String(i + 1)))).join(' ')} ${per < 100 ? a(`${MOODLE}/course/index.php?categoryid=${cat.id}&perpage=100`, 'Mostra tutti') : ''}</nav>` : ''}`;
      return this.mpage(u, `E-learning UniVal: ${cat.name}`, body, crumbs);
    }
    if (p === '/course/search.php') {
      const q = u.searchParams.get('search') ?? u.searchParams.get('q') ?? '';
      if (!q) return this.mpage(u, 'Cerca corsi', `<form action="/course/search.php"><input name="search"></form><p>Ricerche frequenti: ${['informatica', 'programmazione', 'analisi', 'fisica', 'basi di dati', 'laboratorio'].map((w) => a(`${MOODLE}/course/search.php?search=${encodeURIComponent(w)}`, w)).join(', ')}</p>`);
      const hits = [...this.mcourses.values()].filter((c) => c.name.toLowerCase().includes(q.toLowerCase())).slice(0, 30);
      return this.mpage(u, `Risultati della ricerca: ${q}`, `<ul>${hits.map((c) => li(this.moodleHref(c.id), c.name)).join('')}</ul>`);
    }
    const mc = this.mcourses.get(qp('id'));
    const loginWall = moved(`${MOODLE}/login/index.php`, 303);
    if (p === '/course/info.php') return mc ? this.mpage(u, `Sommario di ${mc.name}`, `<p>Docente: ${esc(mc.teacher)}</p>${T.para(rng(mc.id), 2)}<p>${mc.guest ? 'Questo corso permette l\'accesso agli ospiti.' : 'Iscrizione riservata agli studenti.'} ${a(this.moodleHref(mc.id), 'Vai al corso')}</p>`) : loginWall;
    if (p === '/course/view.php') {
      if (!mc) return this.mpage(u, 'Errore', '<div class="alert alert-danger">Impossibile trovare il record nella tabella course</div>');
      if (!mc.guest) return loginWall;
      return this.moodleCourse(u, mc, qp('section'));
    }
    if (/^\/mod\/(resource|page|forum|url|folder)\/view\.php$/.test(p)) {
      const id = qp('id');
      const c = this.mcourses.get(Math.floor(id / 40));
      if (!c || !c.guest) return loginWall;
      const kind = p.split('/')[2];
      if (kind === 'resource') return moved(`${MOODLE}/pluginfile.php/${id * 3}/mod_resource/content/1/${pick(rng(id), ['lezione', 'esercitazione', 'slide'])}${pad(id % 40)}.pdf`, 303);
      if (kind === 'url') return html(`<html><body><p>Clicca ${a('https://teams.microsoft.com/', 'qui')} per aprire la risorsa.</p></body></html>`);
      return this.mpage(u, `${c.name}: ${kind === 'forum' ? 'Annunci' : 'Pagina'}`, `${kind === 'forum' ? `<table>${Array.from({ length: 5 }, (_, i) => `<tr><td>${a(`${MOODLE}/mod/forum/discuss.php?d=${id * 10 + i}`, pick(rng(id + i), ['Lezione di oggi', 'Esame', 'Materiale aggiornato', 'Link Teams']))}</td></tr>`).join('')}</table>` : T.para(rng(id), 3)}`, [[c.short, this.moodleHref(c.id)]], true);
    }
    if (p.startsWith('/pluginfile.php/')) return bin('application/pdf', u.href);
    return loginWall;
  }
  private moodleCourse(u: URL, mc: MCourse, section: number): Resp {
    const o = mc.off;
    const r = rng(hash(`mc:${mc.id}`));
    const nsec = o ? 6 : int(r, 3, 8);
    const mod = (s: number, i: number) => mc.id * 40 + ((s * 5 + i) % 40);
    const sec = (s: number) => `<li class="section main" id="section-${s}"><h3 class="sectionname">${a(`${this.moodleHref(mc.id)}&section=${s}`, s === 0 ? 'Generale' : o ? `Settimana ${s}: ${(TOPICS[o.c.area] ?? TOPICS.prog)[s % 10]}` : `Argomento ${s}`)}</h3><ul class="section img-text">${s === 0 ? `<li class="activity forum">${a(`${MOODLE}/mod/forum/view.php?id=${mod(0, 0)}`, 'Annunci')}</li><li class="activity url">${a(`${MOODLE}/mod/url/view.php?id=${mod(0, 1)}`, 'Lezioni su Microsoft Teams')}</li>` : Array.from({ length: 3 }, (_, i) => `<li class="activity resource">${a(`${MOODLE}/mod/resource/view.php?id=${mod(s, i)}`, `${['Lucidi', 'Esercizi', 'Registrazione'][i]} ${s}`)}</li>`).join('')}<li class="activity assign">${a(`${MOODLE}/mod/assign/view.php?id=${mod(s, 4)}`, 'Consegna compito')}</li></ul></li>`;
    const title = `Corso: ${mc.name}`;
    const crumbs: [string, string][] = [['Corsi', `${MOODLE}/course/index.php`], [this.mcats.get(mc.cat)!.name, `${MOODLE}/course/index.php?categoryid=${mc.cat}`], [mc.short, this.moodleHref(mc.id)]];
    if (section > 0) return section <= nsec ? this.mpage(u, title, `<ul class="topics">${sec(section)}</ul>`, crumbs, true) : this.mpage(u, 'Errore', '<p>Sezione non valida</p>');
    const intro = o ? `<div class="summary"><p>${esc(titleOf(o))} – ${esc(CDS_NAME[o.c.cds])}, A.A. ${o.y.label}. Docente: ${esc(o.f.name)}.</p>${T.para(r, 2)}<p>${a(this.scheda(o), 'Scheda insegnamento')}</p></div>` : `<div class="summary">${T.para(r, 2)}</div>`;
    return this.mpage(u, title, `<div class="alert alert-info">Stai accedendo come ospite: alcune attività (compiti, quiz) richiedono l'iscrizione.</div>${intro}<ul class="topics">${Array.from({ length: nsec + 1 }, (_, s) => sec(s)).join('')}</ul><p>${a(`${MOODLE}/user/index.php?id=${mc.id}`, 'Partecipanti')} · ${a(`${MOODLE}/grade/report/index.php?id=${mc.id}`, 'Valutazione')}</p>`, crumbs, true);
  }

  // ===================================================================================================================
  // idp: the Shibboleth IdP (every login wall ends here)
  // ===================================================================================================================

  private idpHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/idp/profile/SAML2/Redirect/SSO') {
      if (u.searchParams.get('execution')) return this.idpLogin(u);
      return moved(`https://${H.idp}/idp/profile/SAML2/Redirect/SSO;jsessionid=${hex(u.search, 32).toUpperCase()}?execution=e1s1`, 302);
    }
    if (p.startsWith('/idp/profile/SAML2/Redirect/SSO;jsessionid=')) return this.idpLogin(u);
    if (p === '/idp/password-reset') return html(`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Recupero password</title></head><body><h1>Recupero password</h1><p>Inserire il codice fiscale.</p><form method="post"><input name="cf"></form><p>${a(`${ATENEO}/it`, 'Università degli Studi di Valdarno')}</p></body></html>`);
    if (p === '/idp/css/main.css') return asset(p);
    return { status: 404, type: 'text/html', body: '<html><body><h1>Errore</h1><p>Richiesta non valida.</p></body></html>' };
  }
  private idpLogin(u: URL): Resp {
    return html(`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Università degli Studi di Valdarno - Login</title><link rel="stylesheet" href="/idp/css/main.css"></head><body><div class="wrapper"><div class="container"><header><img src="/idp/images/unival-logo.png" alt="UniVal"></header>
<div class="content"><h2>Accesso con credenziali di Ateneo</h2><form action="${esc(u.pathname + u.search)}" method="post"><label for="username">Nome utente</label><input id="username" name="j_username" type="text"><label for="password">Password</label><input id="password" name="j_password" type="password"><input type="checkbox" name="donotcache" value="1">Non ricordare l'accesso<button type="submit" name="_eventId_proceed">Accedi</button></form>
<ul><li>${a(`https://${H.idp}/idp/password-reset`, 'Password dimenticata?')}</li><li><a href="https://www.spid.gov.it/">Entra con SPID</a></li><li>${a(`${ATENEO}/it`, 'Torna al portale')}</li></ul></div></div></div><!-- conversation ${hex(u.href, 12)} --></body></html>`);
  }

  // ===================================================================================================================
  // guida: the "Guida dello studente" (degree programmes and schede insegnamento, all departments)
  // ===================================================================================================================

  private gpage(title: string, body: string, en = false, twin = ''): Resp {
    return html(`<!DOCTYPE html><html lang="${en ? 'en' : 'it'}"><head><meta charset="utf-8"><title>${esc(title)} – ${en ? 'Student guide' : 'Guida dello studente'}</title><link rel="stylesheet" href="/static/guida.css"></head><body><header><a href="/">${en ? 'Student guide' : 'Guida dello studente'} – Università degli Studi di Valdarno</a>${twin ? ` <a class="lang" href="${esc(twin)}">${en ? 'Italiano' : 'English'}</a>` : ''}</header><main><h1>${esc(title)}</h1>${body}</main><footer>${a(`${ATENEO}/it`, 'UniVal')} · ${a(`${ESSE3}/Home.do`, 'Esse3')}</footer></body></html>`);
  }
  private otherCds(dept: string) { return `${dept === 'MAT' ? 'L35' : dept === 'FIS' ? 'L30' : dept === 'ECO' ? 'L18' : dept === 'ING' ? 'L8' : dept === 'LET' ? 'L10' : 'L13'}-${dept}`; }
  private guidaHost(u: URL): Resp {
    const p = u.pathname;
    const en = u.searchParams.get('lang') === 'en';
    const tw = (path: string) => (en ? path : `${path}?lang=en`);
    if (p.startsWith('/static/')) return asset(p);
    if (p === '/') return this.gpage('Offerta formativa', `<ul>${[...AAS].reverse().map((y) => li(`/${y.key}/`, `A.A. ${y.label}`)).join('')}</ul>`);
    const m = /^\/(\d{4}-\d{4})\/(?:(cds)\/([A-Z0-9-]+)|(insegnamenti)\/([A-Z0-9]+)(\/pdf)?)?$/.exec(p);
    const y = m && aaByKey.get(m[1]);
    if (!m || !y) return { ...this.gpage('Pagina non trovata', '<p>La pagina richiesta non esiste.</p>'), status: 404 };
    if (!m[2] && !m[4]) {
      const dis = (['L31', 'LM18', 'LM18EN', 'TI'] as Cds[]).filter((c) => c !== 'TI' || y.idx <= 2).filter((c) => c !== 'LM18EN' || y.idx >= 1);
      return this.gpage(`Corsi di studio A.A. ${y.label}`, `<h2>Dipartimento di Informatica</h2><ul>${dis.map((c) => li(`/${y.key}/cds/${CDS_CODE[c]}`, CDS_NAME[c])).join('')}</ul>${OTHER_DEPTS.map(([code, name]) => `<h2>Dipartimento di ${esc(name)}</h2><ul>${li(`/${y.key}/cds/${this.otherCds(code)}`, `Corso di laurea – ${name}`)}</ul>`).join('')}`);
    }
    if (m[2]) {
      const cds = cdsByCode.get(m[3]);
      if (cds) {
        const offs = (this.byAA.get(y.key) ?? []).filter((o) => o.c.cds === cds && o.ch !== 'B');
        if (!offs.length) return { ...this.gpage('Pagina non trovata', ''), status: 404 };
        const years = [...new Set(offs.map((o) => o.c.anno))].sort();
        return this.gpage(`${CDS_NAME[cds]} – A.A. ${y.label}`, `<p>Classe ${CDS_CLASS[cds]}. Dipartimento di Informatica. ${a(`${WWW}/it/didattica/corsi-di-laurea/${CDS_SLUG[cds]}`, 'Sito del corso di studio')}</p>${years.map((n) => `<h2>${n}° anno</h2><table>${offs.filter((o) => o.c.anno === n).map((o) => `<tr><td>${o.c.code}</td><td>${a(tw(`/${y.key}/insegnamenti/${o.c.code}`), en ? o.c.en : o.c.it)}</td><td>${o.c.cfu} CFU</td><td>${o.c.ssd}</td></tr>`).join('')}</table>`).join('')}`, en, en ? p : `${p}?lang=en`);
      }
      const dept = OTHER_DEPTS.find(([c]) => this.otherCds(c) === m[3]);
      if (!dept) return { ...this.gpage('Pagina non trovata', ''), status: 404 };
      return this.gpage(`Corso di laurea – ${dept[1]} – A.A. ${y.label}`, `<table>${dept[2].map((n, i) => `<tr><td>${dept[0]}${pad(i + 1, 4)}</td><td>${a(tw(`/${y.key}/insegnamenti/${dept[0]}${pad(i + 1, 4)}`), n)}</td></tr>`).join('')}</table>`, en, en ? p : `${p}?lang=en`);
    }
    const code = m[5];
    if (m[6]) return bin('application/pdf', u.href);
    const r = rng(hash(`g:${y.key}:${code}`));
    const c = courseByCode.get(code);
    if (!c) {
      const dept = OTHER_DEPTS.find(([d]) => code.startsWith(d));
      const n = dept ? dept[2][Number(code.slice(dept[0].length)) - 1] : undefined;
      if (!n) return { ...this.gpage('Insegnamento non trovato', ''), status: 404 };
      return this.gpage(`${n} (${code}) – A.A. ${y.label}`, `<p>Docente: ${esc(`${pick(r, NOMI)} ${pick(r, COGNOMI)}`)} · ${int(r, 6, 12)} CFU</p><h2>${en ? 'Learning outcomes' : 'Obiettivi formativi'}</h2>${T.para(r, 3)}<h2>${en ? 'Contents' : 'Contenuti'}</h2>${T.para(r, 3)}<p>${a(`${p}/pdf`, 'PDF')}</p>`, en, en ? p : `${p}?lang=en`);
    }
    const offs = (this.byAA.get(y.key) ?? []).filter((o) => o.c === c);
    if (!offs.length) return { ...this.gpage('Insegnamento non attivato', `<p>L'insegnamento ${esc(c.it)} non è attivato nell'A.A. ${y.label}.</p>`), status: 404 };
    const o = offs[0];
    const body = `<table class="scheda"><tr><th>${en ? 'Course' : 'Insegnamento'}</th><td>${esc(en ? c.en : c.it)} (${c.code})</td></tr><tr><th>${en ? 'Degree' : 'Corso di studio'}</th><td>${a(`/${y.key}/cds/${CDS_CODE[c.cds]}${en ? '?lang=en' : ''}`, CDS_NAME[c.cds])}</td></tr><tr><th>CFU</th><td>${c.cfu}</td></tr><tr><th>SSD</th><td>${c.ssd}</td></tr><tr><th>${en ? 'Period' : 'Periodo'}</th><td>${semLabel(o, en)}</td></tr>
<tr><th>${en ? 'Lecturer(s)' : 'Docenti'}</th><td>${offs.map((x) => a(`${WWW}/it/persone/${userSlug(x.f)}`, x.f.name + (x.ch ? ` (${x.ch})` : ''))).join(', ')}</td></tr>
${offs.some((x) => x.inGuida && x.home) ? `<tr><th>${en ? 'Course website' : 'Pagina web del corso'}</th><td>${offs.filter((x) => x.inGuida && x.home).map((x) => a(this.homeHref(x, 'guida' + en), x.ch ? `Corso ${x.ch}` : x.home.replace(/^https?:\/\//, '').slice(0, 60))).join(' · ')}</td></tr>` : ''}</table>
<h2>${en ? 'Learning outcomes' : 'Obiettivi formativi'}</h2>${T.para(r, 3)}<h2>${en ? 'Prerequisites' : 'Prerequisiti'}</h2>${T.para(r, 1)}<h2>${en ? 'Contents' : 'Programma'}</h2>${this.programma(o)}<h2>${en ? 'Textbooks' : 'Testi di riferimento'}</h2>${this.testi(o)}<h2>${en ? 'Assessment' : 'Modalità di verifica dell\'apprendimento'}</h2>${this.esameText(o, en)}
<p>${a(`${p}/pdf`, en ? 'Print (PDF)' : 'Stampa scheda (PDF)')} · ${a(`${ESSE3}/ListaAppelliOfferta.do?fac_id=10004&cds_id=${CDS_CODE[c.cds]}&ad_id=${c.code}`, en ? 'Exam dates' : 'Appelli')} · ${AAS.filter((z) => z !== y && (this.byAA.get(z.key) ?? []).some((x) => x.c === c)).map((z) => a(tw(`/${z.key}/insegnamenti/${c.code}`), z.label)).join(' ')}</p>`;
    return this.gpage(`${en ? c.en : c.it} – A.A. ${y.label}`, body, en, en ? p : `${p}?lang=en`);
  }

  // ===================================================================================================================
  // orario: the timetable (EasyAcademy-like, endless weeks)
  // ===================================================================================================================

  private orarioHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/' || p === '/Orario/' || p === '/Orario/index.php' && !u.searchParams.get('view')) {
      return html(`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Orario delle lezioni</title></head><body><h1>Orario delle lezioni – A.A. 2019/2020</h1><ul>${(['L31', 'LM18', 'LM18EN'] as Cds[]).flatMap((c) => (c === 'L31' ? [1, 2, 3] : [1, 2]).map((n) => li(`/Orario/index.php?view=easycourse&_lang=it&anno=2019&corso=${CDS_CODE[c]}&anno2=${n}&date=${dmy(mondayOf(NOW))}`, `${CDS_NAME[c]} – ${n}° anno`))).join('')}</ul><p>Per le aule: ${a('/Orario/index.php?view=rooms&_lang=it', 'occupazione aule')}</p></body></html>`);
    }
    if (p !== '/Orario/index.php') return nginx404();
    const view = u.searchParams.get('view');
    const lang = u.searchParams.get('_lang') === 'en' ? 'en' : 'it';
    if (view === 'rooms') return html(`<html><body><h1>Aule</h1><ul>${AULE.map((x) => li(`/Orario/index.php?view=rooms&_lang=${lang}&area=${encodeURIComponent(x)}&date=${dmy(mondayOf(NOW))}`, x)).join('')}</ul></body></html>`);
    if (view !== 'easycourse') return nginx404();
    const cds = cdsByCode.get(u.searchParams.get('corso') ?? '');
    const y = aaByY0.get(Number(u.searchParams.get('anno')));
    const n = Number(u.searchParams.get('anno2'));
    const mon = mondayOf(parseDmy(u.searchParams.get('date') ?? ''));
    if (!cds || !y || !(n >= 1 && n <= 3) || Number.isNaN(mon)) return html('<html><body><p>Parametri non validi.</p></body></html>');
    const offs = (this.byAA.get(y.key) ?? []).filter((o) => o.c.cds === cds && o.c.anno === n);
    const cells: string[] = [];
    for (const o of offs) for (const l of lessonsOf(o)) if (l.date >= mon && l.date < mon + 7) cells.push(`<tr><td>${GIORNO[weekday(l.date)]} ${fmtNum(l.date)}</td><td>${l.time}</td><td>${esc(titleOf(o))}</td><td>${esc(o.f.name)}</td><td>${esc(l.room)}</td></tr>`);
    const q = (d: number, l = lang, extra = '') => `/Orario/index.php?view=easycourse&_lang=${l}&anno=${y.y0}&corso=${CDS_CODE[cds]}&anno2=${n}&date=${dmy(d)}${extra}`;
    return html(`<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Orario ${esc(CDS_NAME[cds])} – ${n}° anno</title><script>var grid_data=[${T.chunk('orario' + (mon % 5))}];</script></head><body><h1>${esc(CDS_NAME[cds])} – ${n}° anno – settimana dal ${fmtNum(mon)}</h1><p>${a(q(mon - 7), '« settimana precedente')} | ${a(q(mondayOf(NOW)), 'oggi')} | ${a(q(mon + 7), 'settimana successiva »')} | ${a(q(mon, lang === 'it' ? 'en' : 'it'), lang === 'it' ? 'English' : 'Italiano')} | ${a(q(mon, lang, '&ics=1'), 'iCal')}</p><table border="1"><tr><th>Giorno</th><th>Ora</th><th>Insegnamento</th><th>Docente</th><th>Aula</th></tr>${cells.join('') || '<tr><td colspan="5">Nessuna lezione in questa settimana</td></tr>'}</table></body></html>`);
  }

  // ===================================================================================================================
  // esse3: exam sessions ("bacheca appelli") and the student area behind the SSO
  // ===================================================================================================================

  private esse3Host(u: URL): Resp {
    const p = u.pathname;
    const page = (title: string, body: string) => html(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head><title>${esc(title)} - Esse3</title><link rel="stylesheet" href="/esse3/css/esse3.css"></head><body><div id="header"><a href="/Home.do">Esse3 – Università degli Studi di Valdarno</a> | ${a('/auth/Logon.do', 'Login')} | ${a('/ListaAppelliOfferta.do', 'Bacheca appelli')}</div><div id="content"><h1>${esc(title)}</h1>${body}</div></body></html>`);
    if (p.startsWith('/esse3/css/')) return asset(p);
    if (p === '/' || p === '/Home.do') return page('Home', `<p>Servizi online per gli studenti.</p><ul>${li('/ListaAppelliOfferta.do', 'Bacheca appelli d\'esame')}${li('/auth/Logon.do', 'Area riservata')}${li('/Guide/PaginaGuidaCorsi.do', 'Guida corsi')}</ul>`);
    if (p === '/Guide/PaginaGuidaCorsi.do') return moved(`${GUIDA}/`, 302);
    if (p === '/auth/Logon.do' || p.startsWith('/auth/')) return moved(sso(`${ESSE3}${p}`), 302);
    if (p !== '/ListaAppelliOfferta.do') return page('Errore', '<p>Pagina non disponibile.</p>');
    const cds = cdsByCode.get(u.searchParams.get('cds_id') ?? '');
    const ad = u.searchParams.get('ad_id');
    if (!cds) return page('Bacheca appelli', `<ul>${(['L31', 'LM18', 'LM18EN'] as Cds[]).map((c) => li(`/ListaAppelliOfferta.do?fac_id=10004&cds_id=${CDS_CODE[c]}`, CDS_NAME[c])).join('')}</ul>`);
    const offs = (this.byAA.get(CUR.key) ?? []).filter((o) => o.c.cds === cds && o.ch !== 'B');
    if (!ad) return page(`Appelli – ${CDS_NAME[cds]}`, `<table>${offs.map((o) => `<tr><td>${a(`/ListaAppelliOfferta.do?fac_id=10004&cds_id=${CDS_CODE[cds]}&ad_id=${o.c.code}`, `${o.c.code} – ${o.c.it}`)}</td></tr>`).join('')}</table>`);
    const o = offs.find((x) => x.c.code === ad) ?? (this.byCourse.get(courseByCode.get(ad)?.slug ?? '') ?? []).slice(-1)[0];
    if (!o) return page('Appelli', '<p>Nessun appello disponibile.</p>');
    return page(`Appelli – ${o.c.it}`, `<table><tr><th>Data</th><th>Tipo</th><th>Aula</th><th></th></tr>${appelliOf(o).map((x, i) => `<tr><td>${fmtNum(x.date)}</td><td>${esc(x.tipo)}</td><td>${esc(x.aula)}</td><td>${a(`/auth/studente/Appelli/AppelliF.do?APP_ID=${hash(o.key) % 90000 + i}&AD_ID=${o.c.code}`, 'Prenota')}</td></tr>`).join('')}</table>`);
  }

  // ===================================================================================================================
  // www.disti: the frozen Joomla 1.5 site of the former DiSTI (merged into the department in 2017)
  // ===================================================================================================================

  private jmPage(title: string, body: string, item = 1): Resp {
    const menu: [string, string][] = [['Home', 'index.php'], ...AAS.slice(0, 3).map((y) => [`Didattica A.A. ${y.label}`, `index.php?option=com_content&view=category&id=${20 + y.idx}&Itemid=${58 + y.idx}`] as [string, string]), ['Notizie', 'index.php?option=com_content&view=category&id=11&Itemid=52'], ['Personale', 'index.php?option=com_contact&view=category&catid=12&Itemid=70'], ['Dove siamo', 'index.php?option=com_content&view=article&id=5&Itemid=71']];
    return html(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="it-it" lang="it-it"><head><meta http-equiv="content-type" content="text/html; charset=utf-8" /><meta name="generator" content="Joomla! 1.5 - Open Source Content Management" /><title>${esc(title)}</title><link rel="stylesheet" href="/templates/disti/css/template.css" type="text/css" /></head>
<body><div id="banner"><a href="${DISTI}/">DiSTI – Dipartimento di Scienze e Tecnologie dell'Informazione</a><p class="frozen">Questo sito non è più aggiornato: dal 1° gennaio 2017 il DiSTI è confluito nel ${a(`${WWW}/it`, 'Dipartimento di Informatica')}.</p></div>
<table width="100%"><tr><td id="left" valign="top" width="200"><div class="moduletable_menu"><ul class="menu">${menu.map(([l, h], i) => `<li class="item${52 + i}${i === item ? ' active' : ''}">${a(h, l)}</li>`).join('')}</ul></div></td>
<td id="main" valign="top"><h2 class="contentheading">${esc(title)}</h2>${body}</td></tr></table>
<div id="footer">DiSTI – Via dell'Oleandro 5, 52025 Montevarchi (AR) · Powered by Joomla!</div></body></html>`);
  }
  private distiHost(u: URL): Resp {
    const p = u.pathname;
    if (p.startsWith('/templates/')) return asset(p);
    if (p.startsWith('/images/stories/')) return BINEXT.test(p) ? bin(extType(p) ?? 'application/octet-stream', u.href) : apache404(p, H.disti);
    if (p === '/' ) return this.jmPage('Home', this.distiHome());
    if (p !== '/index.php') return apache404(p, H.disti);
    const q = u.searchParams;
    const opt = q.get('option');
    if (!opt) return this.jmPage('Home', this.distiHome());
    const id = Number(q.get('id'));
    const r = rng(hash('jm' + u.search));
    if (opt === 'com_contact') return this.jmPage('Personale', `<table>${TEACHERS.filter((t) => t.disti).map((t) => `<tr><td>${esc(t.name)}</td><td>${esc(RUOLO[t.ruolo])}</td><td>${t.scheme ? a(`${PAGES}/~${t.login}/`, 'pagina personale') : ''}</td></tr>`).join('')}</table>`, 6);
    if (opt !== 'com_content') return { ...this.jmPage('Errore', '<p>404 - Componente non trovato</p>'), status: 404 };
    const view = q.get('view');
    const limitstart = Math.max(0, Number(q.get('limitstart') ?? 0) || 0);
    const offsAll = this.offs.filter((o) => o.kind === 'disti');
    if (view === 'category') {
      if (id === 11) {
        const items = Array.from({ length: 140 }, (_, i) => i);
        const per = 10;
        return this.jmPage('Notizie', `${items.slice(limitstart, limitstart + per).map((i) => `<div class="news">${a(`index.php?option=com_content&view=article&id=${1000 + i}&catid=11&Itemid=52`, this.distiNewsTitle(i))}</div>`).join('')}<div class="pagination">${limitstart > 0 ? a(`index.php?option=com_content&view=category&id=11&Itemid=52&limitstart=${limitstart - per}`, 'Precedente') : ''} ${limitstart + per < items.length ? a(`index.php?option=com_content&view=category&id=11&Itemid=52&limitstart=${limitstart + per}`, 'Successivo') : ''}</div>`, 4);
      }
      const y = AAS.find((z) => z.idx === id - 20 && z.idx <= 2);
      if (y) return this.jmPage(`Didattica A.A. ${y.label}`, `<ul>${[1, 2, 3].map((n) => li(`index.php?option=com_content&view=category&id=${30 + y.idx * 4 + n}&Itemid=${58 + y.idx}`, `${n}° anno`)).join('')}</ul>${T.para(r, 1)}`, 1 + y.idx);
      const yy = AAS.find((z) => z.idx <= 2 && id > 30 + z.idx * 4 && id <= 33 + z.idx * 4);
      if (!yy) return { ...this.jmPage('Errore', '<p>Categoria non trovata</p>'), status: 404 };
      const list = offsAll.filter((o) => o.cat === id);
      const per = 5;
      return this.jmPage(`Didattica A.A. ${yy.label} – ${id - 30 - yy.idx * 4}° anno`, `<table class="category">${list.slice(limitstart, limitstart + per).map((o) => `<tr><td>${a(this.homeHref(o, 'jcat'), `${o.c.code} – ${o.c.it}`)}</td><td>${esc(o.f.name)}</td></tr>`).join('')}</table><div class="pagination">${limitstart > 0 ? a(`index.php?option=com_content&view=category&id=${id}&Itemid=${58 + yy.idx}&limitstart=${limitstart - per}`, 'Precedente') : ''} ${limitstart + per < list.length ? a(`index.php?option=com_content&view=category&id=${id}&Itemid=${58 + yy.idx}&limitstart=${limitstart + per}`, 'Successivo') : ''}</div>`, 1 + yy.idx);
    }
    if (view !== 'article') return { ...this.jmPage('Errore', '<p>404</p>'), status: 404 };
    if (q.get('format') === 'pdf') return bin('application/pdf', u.href);
    const print = q.get('print') === '1';
    if (id >= 1000 && id < 1140) return this.jmPage(this.distiNewsTitle(id - 1000), `<p class="createdate">${fmtIt(dayOf(2013, 9, 1) + (id - 1000) * 8)}</p>${T.para(r, 3)}`, 4);
    if (id === 5) return this.jmPage('Dove siamo', T.para(r, 2), 7);
    const o = this.distiIdx.get(id) ?? this.distiIdx.get(id - 1);
    if (!o) return { ...this.jmPage('Errore', '<p>Articolo non trovato</p>'), status: 404 };
    const files = `/images/stories/didattica/${o.y.short}/${o.c.code.toLowerCase()}/`;
    const tools = `<div class="buttonheading">${a(`index.php?option=com_content&view=article&id=${id}&catid=${o.cat}&Itemid=${o.item}&format=pdf`, 'PDF')} ${a(`index.php?option=com_content&view=article&id=${id}&catid=${o.cat}&Itemid=${o.item}&tmpl=component&print=1&layout=default&page=`, 'Stampa')}</div>`;
    if (id === o.article + 1) {
      return this.jmPage(`${o.c.it} – Materiale didattico`, `${print ? '' : tools}${this.lezTable(o, files)}<p>${a(o.home, 'Torna alla pagina del corso')}</p>`, 1 + o.y.idx);
    }
    const prev = (this.byCourse.get(o.c.slug) ?? []).filter((x) => x.kind === 'disti' && x.y.idx < o.y.idx);
    return this.jmPage(`${o.c.it} (${o.c.code}) – A.A. ${o.y.label}`, `${print ? '' : tools}<p><strong>Docente:</strong> ${esc(o.f.name)}<br><strong>CFU:</strong> ${o.c.cfu} – <strong>SSD:</strong> ${o.c.ssd}<br><strong>Corso di laurea:</strong> ${esc(CDS_NAME.TI)}<br><strong>Periodo:</strong> ${semLabel(o, false)}</p><h3>Avvisi</h3><ul>${this.avvisiOf(o).map(([d, x]) => `<li>${fmtNum(d)}: ${esc(x)}</li>`).join('')}</ul><h3>Programma</h3>${this.programma(o)}<h3>Testi</h3>${this.testi(o)}<h3>Esame</h3>${this.esameText(o)}<p>${a(`index.php?option=com_content&view=article&id=${o.article + 1}&catid=${o.cat}&Itemid=${o.item}`, 'Materiale didattico e diario delle lezioni')}</p>${prev.length ? `<p>Anni precedenti: ${prev.map((x) => a(this.homeHref(x, 'jprev'), x.y.label)).join(', ')}</p>` : ''}`, 1 + o.y.idx);
  }
  private distiHome(): string {
    return `<p>Benvenuti nel sito del Dipartimento di Scienze e Tecnologie dell'Informazione.</p><ul>${Array.from({ length: 6 }, (_, i) => li(`index.php?option=com_content&view=article&id=${1139 - i}&catid=11&Itemid=52`, this.distiNewsTitle(139 - i))).join('')}</ul>`;
  }
  private distiNewsTitle(i: number): string {
    const r = rng(hash('dn' + i));
    return `${pick(r, ['Avviso', 'Seminario', 'Sessione di laurea', 'Orario', 'Bando', 'Comunicazione'])}: ${T.words(r, int(r, 3, 7))}`;
  }

  // ===================================================================================================================
  // twiki: the department wiki (course pages 2014-2017 in web Didattica; revisions, diffs and logins)
  // ===================================================================================================================

  private twikiTopics(web: string): string[] {
    if (web === 'Didattica') {
      const out = ['WebHome', ...AAS.slice(0, 3).map((y) => `CorsiAA${y.short}`)];
      for (const o of this.offs) if (o.kind === 'twiki') out.push(o.topic, `${o.topic}Lezioni`, `${o.topic}Esami`);
      return out;
    }
    if (web === 'Main') return ['WebHome', ...TEACHERS.map((t) => camel(t.name)), ...this.persons.filter((x) => x.role === 'Dottorando').slice(0, 30).map((x) => camel(x.name))];
    const n = { Ricerca: 80, Lab: 70, Sandbox: 30, Dottorato: 40 }[web] ?? 0;
    const out = ['WebHome'];
    for (let i = 0; i < n; i++) { const r = rng(hash(`tw:${web}:${i}`)); out.push(camel(`${pick(r, ['Guida', 'Progetto', 'Seminario', 'Howto', 'Verbale', 'Configurazione', 'Cluster', 'Note', 'Corso', 'Riunione'])} ${T.words(r, 2)}`) + (i % 7 === 0 ? String(2010 + (i % 10)) : '')); }
    return [...new Set(out)];
  }
  private twikiHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/' || p === '/twiki/' || p === '/twiki/bin/view') return moved(`${TWIKI}/twiki/bin/view/Main/WebHome`, 302);
    if (p.startsWith('/twiki/pub/')) return BINEXT.test(p) ? bin(extType(p) ?? 'application/octet-stream', u.href) : p.endsWith('.css') ? asset(p) : apache404(p, H.twiki);
    const m = /^\/twiki\/bin\/(view|rdiff|oops|edit|attach|login|search)\/([A-Z][A-Za-z]+)\/?([A-Za-z0-9]*)$/.exec(p);
    if (!m) return apache404(p, H.twiki);
    const [, script, web, topic0] = m;
    const WEBS = ['Main', 'Didattica', 'Ricerca', 'Lab', 'Dottorato', 'Sandbox'];
    if (!WEBS.includes(web)) return apache404(p, H.twiki);
    const topic = topic0 || 'WebHome';
    if (script === 'edit' || script === 'attach' || script === 'login') return moved(sso(`${TWIKI}/twiki/bin/${script}/${web}/${topic}`), 302);
    const topics = this.twikiTopics(web);
    const q = u.searchParams;
    const page = (title: string, body: string, rev: number, revs: number) => html(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml" xml:lang="it" lang="it"><head><title>${esc(title)} &lt; ${web} &lt; TWiki</title><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><link rel="stylesheet" href="/twiki/pub/TWiki/PatternSkin/style.css" type="text/css" /></head><body class="patternViewPage"><div id="patternTopBar"><a href="/twiki/bin/view/Main/WebHome">TWiki DI</a> &gt; ${a(`/twiki/bin/view/${web}/WebHome`, web)} &gt; ${esc(topic)}</div><div id="patternSideBar"><ul>${WEBS.map((w) => li(`/twiki/bin/view/${w}/WebHome`, w)).join('')}</ul><ul>${li(`/twiki/bin/view/${web}/WebChanges`, 'Changes')}${li(`/twiki/bin/view/${web}/WebIndex`, 'Index')}${li(`/twiki/bin/search/${web}/?search=&scope=topic`, 'Search')}</ul></div><div id="patternMainContents"><div class="patternContent"><div class="patternTopic">${body}</div></div>
<div class="patternTopicActions">${a(`/twiki/bin/edit/${web}/${topic}?t=${1580000000 + (hash(topic) % 9000000)}`, 'Edit')} | ${a(`/twiki/bin/attach/${web}/${topic}`, 'Attach')} | ${a(`/twiki/bin/view/${web}/${topic}?skin=print`, 'Printable')} | ${a(`/twiki/bin/view/${web}/${topic}?raw=on`, 'Raw View')} | ${Array.from({ length: Math.min(4, revs) }, (_, i) => revs - i).map((k) => (k === rev ? `r1.${k}` : a(`/twiki/bin/view/${web}/${topic}?rev=1.${k}`, `r1.${k}`))).join(' &lt; ')} | ${revs > 1 ? a(`/twiki/bin/rdiff/${web}/${topic}?rev1=1.${revs}&rev2=1.${revs - 1}`, 'Diffs') : ''} | ${a(`/twiki/bin/oops/${web}/${topic}?template=oopsmore&param1=1.${revs}&param2=1.${revs}`, 'More topic actions')}</div>
<div class="patternInfo">Topic revision: r1.${rev} - ${fmtNum(dayOf(2012, 1, 1) + (hash(topic + rev) % 2900))} - ${a(`/twiki/bin/view/Main/${camel(pick(rng(hash(topic + rev)), TEACHERS).name)}`, 'autore')}</div></div></body></html>`);
    if (script === 'search') {
      const s = (q.get('search') ?? '').toLowerCase();
      return page('Search', `<p>Risultati per "${esc(s)}":</p><ul>${topics.filter((t) => t.toLowerCase().includes(s)).slice(0, 50).map((t) => li(`/twiki/bin/view/${web}/${t}`, t)).join('')}</ul>`, 1, 1);
    }
    if (topic === 'WebChanges' || topic === 'WebIndex') {
      const list = topic === 'WebIndex' ? [...topics].sort() : [...topics].sort((x, y) => hash(y) - hash(x)).slice(0, 40);
      return page(topic, `<table>${list.map((t) => `<tr><td>${a(`/twiki/bin/view/${web}/${t}`, t)}</td><td>r1.${2 + (hash(web + t) % 14)}</td></tr>`).join('')}</table>`, 1, 1);
    }
    if (!topics.includes(topic)) return { ...page('Topic non esistente', `<p>Il topic ${esc(topic)} non esiste nel web ${web}. ${a(`/twiki/bin/edit/${web}/${topic}?topicparent=${web}.WebHome`, 'Crealo')}</p>`, 1, 1), status: 404 };
    const revs = 2 + (hash(web + topic) % 14);
    const r = rng(hash(`twk:${web}:${topic}`));
    if (script === 'rdiff' || script === 'oops') {
      if (script === 'oops') return page(`${topic} (more)`, `<h2>Revisioni</h2><ul>${Array.from({ length: revs }, (_, i) => revs - i).map((k) => li(`/twiki/bin/view/${web}/${topic}?rev=1.${k}`, `r1.${k}`)).join('')}</ul>`, revs, revs);
      const r1 = Number((q.get('rev1') ?? '').replace('1.', '')) || revs;
      return page(`${topic} (diff)`, `<h2>Differenze r1.${r1} - r1.${r1 - 1}</h2><pre class="diff">${esc(T.words(r, 30))}</pre>${r1 > 2 ? a(`/twiki/bin/rdiff/${web}/${topic}?rev1=1.${r1 - 1}&rev2=1.${r1 - 2}`, '« diff precedente') : ''}`, r1, revs);
    }
    const rev = Number((q.get('rev') ?? '').replace('1.', '')) || revs;
    if (rev > revs || rev < 1) return page(topic, '<p>Revisione non trovata.</p>', revs, revs);
    if (q.get('raw') === 'on') return page(topic, `<textarea readonly>${esc(T.words(r, 60))}</textarea>`, rev, revs);
    let body: string;
    if (web === 'Didattica' && topic === 'WebHome') body = `<h1>Didattica</h1><p>Pagine dei corsi fino all'A.A. 2016/2017. Dal 2017/2018 le pagine degli insegnamenti sono sul ${a(`${WWW}/it/didattica/insegnamenti`, 'sito del Dipartimento')}.</p><ul>${AAS.slice(0, 3).map((y) => li(`/twiki/bin/view/Didattica/CorsiAA${y.short}`, `Corsi A.A. ${y.label}`)).join('')}</ul>`;
    else if (web === 'Didattica' && topic.startsWith('CorsiAA')) {
      const y = aaByShort.get(topic.slice(7));
      body = `<h1>Corsi A.A. ${y?.label}</h1><ul>${this.offs.filter((o) => o.kind === 'twiki' && o.y === y).map((o) => li(this.homeHref(o, 'twidx'), `${titleOf(o)} (${o.f.name})`)).join('')}</ul>`;
    } else if (web === 'Didattica') {
      const o = this.twikiIdx.get(topic) ?? this.twikiIdx.get(topic.replace(/(Lezioni|Esami)$/, ''));
      if (!o) return apache404(p, H.twiki);
      const files = `/twiki/pub/Didattica/${o.topic}/`;
      if (topic.endsWith('Lezioni')) body = `<h1>${esc(o.c.it)} – Diario delle lezioni</h1>${this.lezTable(o, files)}`;
      else if (topic.endsWith('Esami')) body = `<h1>${esc(o.c.it)} – Esami</h1>${this.esameText(o)}${this.appelliTable(o)}`;
      else body = `<h1>${esc(titleOf(o))} – A.A. ${o.y.label}</h1><p>${this.facts(o).map(([k, v]) => `<b>${esc(k)}</b>: ${esc(v)}`).join('<br />')}</p><h2>Avvisi</h2><ul>${this.avvisiOf(o).map(([d, x]) => `<li>${fmtNum(d)} – ${esc(x)}</li>`).join('')}</ul><h2>Programma</h2>${this.programma(o)}<ul>${li(`/twiki/bin/view/Didattica/${o.topic}Lezioni`, 'Diario delle lezioni e lucidi')}${li(`/twiki/bin/view/Didattica/${o.topic}Esami`, 'Esami e risultati')}</ul>${o.prev.length ? `<p>Anni precedenti: ${o.prev.map((x) => a(this.homeHref(x, 'twprev'), x.y.label)).join(', ')}</p>` : ''}`;
      if (rev < revs) body = `<div class="twikiNotice">Questa è una revisione precedente (r1.${rev}).</div>` + body;
    } else if (web === 'Main' && topic !== 'WebHome') {
      const t = TEACHERS.find((x) => camel(x.name) === topic);
      body = `<h1>${esc(topic)}</h1>${t ? `<p>${esc(RUOLO[t.ruolo])}. ${a(`${WWW}/it/persone/${userSlug(t)}`, 'Profilo')}${t.scheme ? ` · ${a(`${PAGES}/~${t.login}/`, 'Home page')}` : ''}</p>` : ''}${T.para(r, 2)}`;
    } else body = `<h1>${esc(topic)}</h1>${T.para(r, 3)}<ul>${topics.filter((x) => x !== topic).filter((x) => hash(x + topic) % 9 === 0).slice(0, 12).map((x) => li(`/twiki/bin/view/${web}/${x}`, x)).join('')}</ul>${r() < 0.3 ? `<p>${a(`/twiki/pub/${web}/${topic}/allegato.pdf`, 'allegato.pdf')}</p>` : ''}`;
    if (q.get('skin') === 'print') return html(`<html><head><title>${esc(topic)}</title></head><body>${body}</body></html>`);
    return page(topic, body, rev, revs);
  }

  // ===================================================================================================================
  // iris: the institutional research repository (DSpace-CRIS: facets, sorts, pagers, exports)
  // ===================================================================================================================

  private irisItem(k: number): { handle: number; title: string; authors: string; year: number; venue: string; type: string; area: string } {
    const r = rng(hash(`iris:${k}`));
    const t = TEACHERS[k % TEACHERS.length];
    const year = 2008 + (k % 13);
    const type = pick(r, ['Articolo su rivista', 'Contributo in atti di convegno', 'Contributo in atti di convegno', 'Capitolo di libro', 'Tesi di dottorato', 'Monografia']);
    return { handle: 200000 + k * 7, title: `${pick(r, ['On', 'Towards', 'A note on', 'Efficient', 'Verified', 'Scalable', 'Learning'])} ${T.words(r, int(r, 3, 6))}`, authors: `${t.last} ${t.first[0]}.; ${pick(r, COGNOMI)} ${pick(r, NOMI)[0]}.`, year, venue: pick(r, ['Theoretical Computer Science', 'Information Sciences', 'Proc. ICALP', 'Proc. ESOP', 'Proc. ECML-PKDD', 'IEEE Trans. on Software Engineering', 'Proc. SAC', 'Journal of Logic and Computation', 'Proc. ITADATA', 'Bioinformatics']), type, area: t.areas[0] };
  }
  private ipage(title: string, body: string): Resp {
    return html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>IRIS UniVal: ${esc(title)}</title><link rel="stylesheet" href="/static/css/bootstrap/bootstrap.min.css"><script>var dspaceCris={"version":"5.10","facets":[${T.chunk('iris')}]};</script></head><body><nav class="navbar"><a href="/">IRIS – Archivio istituzionale della ricerca UniVal</a> ${a('/browse?type=dateissued', 'Anno')} ${a('/browse?type=author', 'Autore')} ${a('/simple-search', 'Ricerca')} ${a('/cris/explore/researcherprofile', 'Ricercatori')} ${a(sso(`${IRIS}/mydspace`), 'Login')}</nav><div class="container"><h1>${esc(title)}</h1>${body}</div><footer>IRIS – Cineca – ${a('/help/privacy.jsp', 'Privacy')}</footer></body></html>`);
  }
  private irisHost(u: URL): Resp {
    const p = u.pathname;
    const q = u.searchParams;
    const N = 6000;
    if (p.startsWith('/static/')) return asset(p);
    if (p === '/help/privacy.jsp') return this.ipage('Privacy', T.para(rng(3), 3));
    if (p === '/' || p === '/home.jsp') return this.ipage('Home', `<form action="/simple-search"><input name="query"></form><h2>Ultimi inserimenti</h2><ul>${Array.from({ length: 20 }, (_, i) => this.irisItem(N - 1 - i * 3)).map((it) => li(`/handle/11570/${it.handle}`, it.title)).join('')}</ul><h2>Sfoglia per anno</h2><p>${Array.from({ length: 13 }, (_, i) => a(`/browse?type=dateissued&year=${2020 - i}`, String(2020 - i))).join(' ')}</p><h2>Sfoglia per tipologia</h2><ul>${['Articolo su rivista', 'Contributo in atti di convegno', 'Capitolo di libro', 'Tesi di dottorato', 'Monografia'].map((t) => li(`/simple-search?query=&filter_field_0=type&filter_type_0=equals&filter_value_0=${encodeURIComponent(t)}`, t)).join('')}</ul>`);
    if (p === '/simple-search') {
      const filters: [string, string][] = [];
      for (let i = 0; i < 4; i++) { const t = q.get(`filter_field_${i}`); const v = q.get(`filter_value_${i}`); if (t && v) filters.push([t, v]); }
      if (filters.length > 2) return err500(H.iris, 'Internal Server Error');
      const query = (q.get('query') ?? '').toLowerCase();
      const sort = q.get('sort_by') ?? 'score';
      const order = q.get('order') ?? 'desc';
      const rpp = Number(q.get('rpp') ?? 10) || 10;
      const start = Math.max(0, Number(q.get('start') ?? 0) || 0);
      const match = (k: number) => { const it = this.irisItem(k); return filters.every(([f, v]) => (f === 'dateIssued' ? String(it.year) === v : f === 'type' ? it.type === v : f === 'author' ? it.authors.startsWith(v) : f === 'area' ? it.area === v : true)) && (!query || (hash(query + k) % 7 === 0)); };
      const hits: number[] = [];
      for (let k = 0; k < N && hits.length < 400; k += 3) if (match(k)) hits.push(k);
      if (sort === 'dc.date.issued_dt') hits.sort((x, y) => (this.irisItem(x).year - this.irisItem(y).year) * (order === 'asc' ? 1 : -1));
      const base = (o: Record<string, string>, drop = -1) => { const s = new URLSearchParams({ query, sort_by: sort, order, rpp: String(rpp), ...o }); filters.forEach(([f, v], i) => { if (i !== drop) { s.set(`filter_field_${i}`, f); s.set(`filter_value_${i}`, v); s.set(`filter_type_${i}`, 'equals'); } }); return `/simple-search?${s}`; };
      const facet = (f: string, vals: string[]) => `<div class="facet"><h4>${f}</h4><ul>${vals.map((v) => li(`${base({})}&filter_field_${filters.length}=${f}&filter_type_${filters.length}=equals&filter_value_${filters.length}=${encodeURIComponent(v)}`, v)).join('')}</ul></div>`;
      const body = `<div class="row"><div class="col-md-3">${filters.map(([f, v], i) => `<p>${esc(f)}: ${esc(v)} ${a(base({}, i), '×')}</p>`).join('')}${filters.length ? '' : facet('dateIssued', ['2020', '2019', '2018', '2017', '2016', '2015']) + facet('type', ['Articolo su rivista', 'Contributo in atti di convegno', 'Capitolo di libro', 'Tesi di dottorato']) + facet('author', TEACHERS.slice(0, 10).map((t) => t.last)) + facet('area', ['algo', 'db', 'ml', 'net', 'se', 'theory'])}</div>
<div class="col-md-9"><p>Ordina per: ${[['score', 'Rilevanza'], ['dc.title_sort', 'Titolo'], ['dc.date.issued_dt', 'Anno']].map(([s, l]) => a(base({ sort_by: s }), l)).join(' ')} · ${a(base({ order: order === 'asc' ? 'desc' : 'asc' }), order === 'asc' ? '↓' : '↑')} · Risultati per pagina: ${[10, 20, 50].map((n) => a(base({ rpp: String(n) }), String(n))).join(' ')}</p><p>Risultati ${start + 1}-${Math.min(hits.length, start + rpp)} di ${hits.length}</p><ul>${hits.slice(start, start + rpp).map((k) => { const it = this.irisItem(k); return li(`/handle/11570/${it.handle}`, `${it.title} (${it.year})`); }).join('')}</ul>
<ul class="pagination">${start > 0 ? li(base({ start: String(Math.max(0, start - rpp)) }), '«') : ''}${start + rpp < hits.length ? li(base({ start: String(start + rpp) }), '»') : ''}</ul></div></div>`;
      return this.ipage('Ricerca', body);
    }
    if (p === '/browse') {
      const type = q.get('type') ?? 'dateissued';
      const start = Math.max(0, Number(q.get('start') ?? 0) || 0);
      if (type === 'author' && !q.get('value')) return this.ipage('Sfoglia per autore', `<ul>${TEACHERS.map((t) => li(`/browse?type=author&value=${encodeURIComponent(`${t.last}, ${t.first}`)}`, `${t.last}, ${t.first}`)).join('')}</ul>`);
      const year = Number(q.get('year') ?? 2020);
      const author = q.get('value') ?? '';
      const list: number[] = [];
      for (let k = 0; k < N && list.length < 300; k++) { const it = this.irisItem(k); if (author ? it.authors.startsWith(author.split(',')[0]) : it.year === year) list.push(k); }
      const s = (st: number) => `/browse?${new URLSearchParams({ type, ...(author ? { value: author } : { year: String(year) }), start: String(st) })}`;
      return this.ipage(author ? `Autore: ${author}` : `Anno ${year}`, `${author ? '' : `<p>${[2020, 2019, 2018, 2017, 2016, 2015, 2014, 2013].map((y) => a(`/browse?type=dateissued&year=${y}`, String(y))).join(' ')}</p>`}<ul>${list.slice(start, start + 20).map((k) => { const it = this.irisItem(k); return li(`/handle/11570/${it.handle}`, it.title); }).join('')}</ul><p>${start > 0 ? a(s(start - 20), '« precedenti') : ''} ${start + 20 < list.length ? a(s(start + 20), 'successivi »') : ''}</p>`);
    }
    if (p === '/cris/explore/researcherprofile') return this.ipage('Ricercatori', `<ul>${TEACHERS.map((t) => li(`/cris/rp/rp${pad(hash(userSlug(t)) % 99999, 5)}`, t.name)).join('')}</ul>`);
    let m = /^\/cris\/rp\/rp(\d{5})$/.exec(p);
    if (m) {
      const x = this.persons.find((y) => pad(hash(y.slug) % 99999, 5) === m![1]);
      if (!x) return { ...this.ipage('Non trovato', ''), status: 404 };
      const pg = Math.max(1, Number(q.get('page') ?? 1) || 1);
      const items = Array.from({ length: 10 }, (_, i) => this.irisItem((hash(x.slug) % 3000) + (pg - 1) * 10 + i));
      return this.ipage(x.name, `<p>${esc(x.role)} – Dipartimento di Informatica</p><ul>${items.map((it) => li(`/handle/11570/${it.handle}`, it.title)).join('')}</ul><p>${pg > 1 ? a(`${p}?open=publications&page=${pg - 1}`, '«') : ''} ${pg < 6 ? a(`${p}?open=publications&page=${pg + 1}`, '»') : ''}</p>`);
    }
    m = /^\/handle\/11570\/(\d+)$/.exec(p);
    if (m) {
      const k = (Number(m[1]) - 200000) / 7;
      if (!Number.isInteger(k) || k < 0 || k >= N) return { ...this.ipage('Non trovato', '<p>Handle non valido</p>'), status: 404 };
      const it = this.irisItem(k);
      const full = q.get('mode') === 'full';
      return this.ipage(it.title, `<table class="itemDisplayTable"><tr><td>Autori</td><td>${esc(it.authors)}</td></tr><tr><td>Anno</td><td>${a(`/browse?type=dateissued&year=${it.year}`, String(it.year))}</td></tr><tr><td>Tipologia</td><td>${esc(it.type)}</td></tr><tr><td>Rivista/Convegno</td><td>${esc(it.venue)}</td></tr>${full ? `<tr><td>dc.identifier.doi</td><td>10.${1000 + (k % 9000)}/${hex('doi' + k, 8)}</td></tr><tr><td>dc.description.abstract</td><td>${T.para(rng(k), 2)}</td></tr>` : ''}</table><p>${a(`/handle/11570/${it.handle}${full ? '' : '?mode=full'}`, full ? 'Visualizza record breve' : 'Visualizza record completo')}</p><p>File: ${a(`/retrieve/handle/11570/${it.handle}/${k % 50}/paper.pdf`, 'paper.pdf')}${k % 3 === 0 ? ' (accesso riservato)' : ''}</p><p>Esporta: ${['bibtex', 'ris', 'endnote'].map((f) => a(`/references?format=${f}&item_id=${it.handle}`, f)).join(' ')}</p>`);
    }
    if (p.startsWith('/retrieve/handle/11570/')) { const h = Number(p.split('/')[4]); return ((h - 200000) / 7) % 3 === 0 ? moved(sso(`${IRIS}${p}`), 302) : bin('application/pdf', u.href); }
    if (p === '/references') return { status: 200, type: 'text/plain; charset=utf-8', body: `% ${q.get('format')}\n@article{iris${q.get('item_id')},\n  title={${T.words(rng(Number(q.get('item_id'))), 5)}},\n  year={2019}\n}\n` };
    return { ...this.ipage('Pagina non trovata', ''), status: 404 };
  }

  // ===================================================================================================================
  // foto: the department's photo gallery (Gallery 3)
  // ===================================================================================================================

  private albums(): { slug: string; title: string; n: number }[] {
    const out: { slug: string; title: string; n: number }[] = [];
    for (let y = 2012; y <= 2020; y++) for (const k of ['lauree', 'open-day', 'seminari', 'convegni', 'notte-dei-ricercatori', 'premiazioni', 'gita-di-dipartimento']) {
      const r = rng(hash(`alb:${k}:${y}`));
      if (y === 2020 && k !== 'lauree' && k !== 'seminari') continue;
      if (r() < 0.25) continue;
      out.push({ slug: `${k}-${y}`, title: `${k.replace(/-/g, ' ')} ${y}`, n: int(r, 18, 110) });
    }
    return out;
  }
  private fotoHost(u: URL): Resp {
    const p = u.pathname;
    const page = (title: string, body: string) => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)} :: Galleria DI</title><link rel="stylesheet" href="/themes/wind/css/screen.css"></head><body><div id="g-header"><a href="/index.php/">Galleria fotografica del Dipartimento di Informatica</a> ${a(`/index.php/login/ajax`, 'Login')}</div><div id="g-content"><h1>${esc(title)}</h1>${body}</div></body></html>`);
    if (p.startsWith('/themes/')) return asset(p);
    if (p.startsWith('/var/')) return /\.jpe?g$/i.test(p) ? bin('image/jpeg', u.href) : nginx404();
    if (p === '/' ) return moved(`${FOTO}/index.php/`, 302);
    if (p === '/index.php/login/ajax') return moved(sso(`${FOTO}/index.php/`), 302);
    const segs = p.replace(/^\/index\.php\/?/, '').split('/').filter(Boolean);
    if (!p.startsWith('/index.php')) return nginx404();
    const albums = this.albums();
    if (!segs.length) return page('Galleria', `<ul class="g-album-grid">${albums.map((al) => li(`/index.php/${al.slug}`, al.title)).join('')}</ul>`);
    if (segs[0] === 'tag' && segs.length === 3) {
      const tag = segs[2];
      const r = rng(hash('tag' + tag));
      return page(`Tag: ${tag}`, `<ul>${Array.from({ length: 24 }, () => { const al = pick(r, albums); const i = int(r, 1, al.n); return li(`/index.php/${al.slug}/IMG_${pad(1000 + i, 4)}`, `IMG_${1000 + i}`); }).join('')}</ul>`);
    }
    const al = albums.find((x) => x.slug === segs[0]);
    if (!al) return nginx404();
    if (segs.length === 1) {
      if (hash(al.slug) % 11 === 0) return err500(H.foto, 'Kohana_Exception');
      const pg = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1);
      const per = 24;
      const pages = Math.ceil(al.n / per);
      return page(al.title, `<ul class="g-thumb-grid">${Array.from({ length: per }, (_, i) => (pg - 1) * per + i + 1).filter((i) => i <= al.n).map((i) => `<li>${a(`/index.php/${al.slug}/IMG_${pad(1000 + i, 4)}`, `IMG_${1000 + i}`)}</li>`).join('')}</ul><div class="g-paginator">${pg > 1 ? a(`/index.php/${al.slug}?page=${pg - 1}`, 'Precedente') : ''} Pagina ${pg} di ${pages} ${pg < pages ? a(`/index.php/${al.slug}?page=${pg + 1}`, 'Successiva') : ''}</div>`);
    }
    const m = /^IMG_(\d{4})$/.exec(segs[1]);
    const i = m ? Number(m[1]) - 1000 : 0;
    if (!m || i < 1 || i > al.n || segs.length > 2) return nginx404();
    const r = rng(hash(p));
    const tags = ['laurea', 'studenti', 'aula-magna', 'premiazione', 'seminario', 'dipartimento'].filter(() => r() < 0.3);
    return page(`IMG_${1000 + i}`, `<img src="/var/resizes/${al.slug}/IMG_${1000 + i}.jpg?m=${1500000000 + i}" alt=""><p>${a(`/var/albums/${al.slug}/IMG_${1000 + i}.jpg?m=${1500000000 + i}`, 'Dimensione originale')}</p><p>${i > 1 ? a(`/index.php/${al.slug}/IMG_${pad(999 + i, 4)}`, '« precedente') : ''} ${a(`/index.php/${al.slug}?page=${Math.ceil(i / 24)}`, al.title)} ${i < al.n ? a(`/index.php/${al.slug}/IMG_${pad(1001 + i, 4)}`, 'successiva »') : ''}</p><p>Tag: ${tags.map((t) => a(`/index.php/tag/${hash(t) % 90}/${t}`, t)).join(', ')}</p>`);
  }

  // ===================================================================================================================
  // redmine: projects, issues, activity (endless backwards), repositories
  // ===================================================================================================================

  private redProjects(): { id: string; name: string; off?: Off }[] {
    const out: { id: string; name: string; off?: Off }[] = [{ id: 'corsi', name: 'Siti dei corsi (Jekyll)' }, { id: 'infrastruttura', name: 'Infrastruttura di rete e laboratori' }, { id: 'sito-web', name: 'Sito web di Dipartimento (Drupal)' }];
    for (const [s, n] of GROUPS) out.push({ id: s, name: n });
    for (const o of this.offs) if (o.kind === 'jekyll' && o.latest) out.push({ id: `corsi-${o.c.slug}${o.ch ? `-${o.ch.toLowerCase()}` : ''}`, name: `Sito del corso: ${titleOf(o)}`, off: o });
    for (let i = 0; i < 16; i++) { const r = rng(hash('rp' + i)); const nm = `${pick(r, ['tool', 'lib', 'framework', 'sim', 'bench', 'parser'])}-${T.words(r, 1)}`; out.push({ id: slugify(plain(nm)) + i, name: nm }); }
    return out;
  }
  private redmineHost(u: URL): Resp {
    const p = u.pathname;
    const page = (title: string, body: string, proj = '') => html(`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>${esc(title)} - Redmine DI</title><link rel="stylesheet" href="/stylesheets/application.css?1580000000"></head><body><div id="top-menu"><ul>${li('/', 'Home')}${li('/projects', 'Progetti')}${li('/help/it/wiki_syntax.html', 'Aiuto')}</ul><a class="login" href="/login?back_url=${encodeURIComponent(RED + p)}">Accedi</a></div><div id="header"><h1>${esc(proj || 'Redmine DI')}</h1>${proj ? `<div id="main-menu"><ul>${['', '/activity', '/issues', '/wiki', '/repository'].map((s) => li(`/projects/${proj}${s}`, s.slice(1) || 'Panoramica')).join('')}</ul></div>` : ''}</div><div id="content"><h2>${esc(title)}</h2>${body}</div><div id="footer">Powered by <a href="https://www.redmine.org/">Redmine</a> &copy; 2006-2019 Jean-Philippe Lang</div></body></html>`);
    if (p.startsWith('/stylesheets/') || p.startsWith('/help/')) return asset(p.endsWith('.html') ? '/x.css' : p);
    if (p === '/login') return page('Accedi', `<p>${a(sso(`${RED}/login`), 'Accedi con le credenziali di Ateneo')}</p>`);
    const projects = this.redProjects();
    if (p === '/' || p === '/projects') return page('Progetti', `<ul>${projects.map((x) => li(`/projects/${x.id}`, x.name)).join('')}</ul>`);
    const m = /^\/projects\/([a-z0-9-]+)(\/.*)?$/.exec(p);
    const im = /^\/issues\/(\d+)$/.exec(p);
    if (im) {
      const n = Number(im[1]);
      const x = projects[n % projects.length];
      if (n > 4000 || n < 1) return { ...page('404', '<p>La pagina che stai cercando non esiste o è stata rimossa.</p>'), status: 404 };
      const r = rng(n);
      return page(`${pick(r, ['Bug', 'Feature', 'Supporto'])} #${n}: ${T.words(r, 5)}`, `<p>Progetto: ${a(`/projects/${x.id}`, x.name)}</p>${T.para(r, 2)}<div id="history">${Array.from({ length: int(r, 0, 5) }, () => `<div class="journal">${T.words(r, 12)}</div>`).join('')}</div>`, x.id);
    }
    if (!m) return { ...page('404', '<p>La pagina che stai cercando non esiste o è stata rimossa.</p>'), status: 404 };
    const x = projects.find((y) => y.id === m[1]);
    if (!x) return { ...page('404', '<p>Progetto non trovato.</p>'), status: 404 };
    const sub = m[2] ?? '';
    const r = rng(hash(`red:${x.id}:${sub}:${u.search}`));
    const pidx = projects.indexOf(x);
    const revs = Array.from({ length: 30 }, (_, i) => hex(`${x.id}:rev${i}`, 40));
    if (!sub) return page(x.name, `${T.para(r, 2)}${x.off ? `<p>Sito pubblicato: ${a(this.homeHref(x.off, 'redmine'), x.off.home)}</p>` : ''}<p>${a(`/projects/${x.id}/issues`, 'Segnalazioni')} · ${a(`/projects/${x.id}/activity`, 'Attività')}</p>`, x.id);
    if (sub === '/issues') {
      const sort = u.searchParams.get('sort') ?? 'id:desc';
      const pg = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1);
      const nums = Array.from({ length: 20 + (pidx % 40) }, (_, i) => pidx + 1 + i * projects.length).filter((n) => n <= 4000);
      const q = (o: Record<string, string>) => `/projects/${x.id}/issues?${new URLSearchParams({ set_filter: '1', status_id: u.searchParams.get('status_id') ?? 'o', sort, ...o })}`;
      return page('Segnalazioni', `<p>${['o', 'c', '*'].map((s) => a(q({ status_id: s }), { o: 'aperte', c: 'chiuse', '*': 'tutte' }[s]!)).join(' | ')}</p><table class="list issues"><tr>${[['id', '#'], ['tracker', 'Tracker'], ['status', 'Stato'], ['subject', 'Oggetto'], ['updated_on', 'Aggiornata']].map(([k, l]) => `<th>${a(q({ sort: `${k}:${sort === `${k}:desc` ? 'asc' : 'desc'}` }), l)}</th>`).join('')}</tr>${nums.slice((pg - 1) * 25, pg * 25).map((n) => `<tr><td>${a(`/issues/${n}`, String(n))}</td><td colspan="4">${esc(T.words(rng(n), 5))}</td></tr>`).join('')}</table><p>${pg > 1 ? a(q({ page: String(pg - 1) }), '« Precedente') : ''} ${pg * 25 < nums.length ? a(q({ page: String(pg + 1) }), 'Successiva »') : ''}</p><p>${a(`/projects/${x.id}/issues.atom`, 'Atom')} ${a(`/projects/${x.id}/issues.csv`, 'CSV')}</p>`, x.id);
    }
    if (sub === '/issues.atom' || sub === '/issues.csv') return { status: 200, type: sub.endsWith('csv') ? 'text/csv' : 'application/atom+xml', body: `# ${x.id}\n${T.words(r, 40)}\n` };
    if (sub === '/activity') {
      const from = Number.isNaN(Date.parse(u.searchParams.get('from') ?? '')) ? NOW : Math.floor(Date.parse(u.searchParams.get('from')!) / DAY);
      if (from < dayOf(2008, 1, 1)) return page('Attività', '<p>Nessun dato da visualizzare</p>', x.id);
      return page('Attività', `<h3>${fmtIt(from - 9)} – ${fmtIt(from)}</h3><dl>${Array.from({ length: int(r, 0, 8) }, () => `<dt>${a(`/projects/${x.id}/repository/revisions/${pick(r, revs)}`, `Revisione ${pick(r, revs).slice(0, 8)}`)}</dt><dd>${esc(T.words(r, 8))}</dd>`).join('')}</dl><p>${a(`/projects/${x.id}/activity?from=${fmtISO(from - 10)}`, '« Precedente')}${from < NOW ? ` | ${a(`/projects/${x.id}/activity?from=${fmtISO(from + 10)}`, 'Successivo »')}` : ''}</p>`, x.id);
    }
    if (sub === '/wiki' || sub.startsWith('/wiki/')) {
      const pages = ['Wiki', 'Installazione', 'FAQ', 'Riunioni', 'Guida_rapida'];
      const w = sub.split('/')[2] ?? 'Wiki';
      if (!pages.includes(w)) return { ...page('404', ''), status: 404 };
      const v = sub.split('/')[3];
      return page(w.replace(/_/g, ' '), `${T.para(r, 2)}<ul>${pages.map((pp) => li(`/projects/${x.id}/wiki/${pp}`, pp)).join('')}</ul><p>${a(`/projects/${x.id}/wiki/${w}/history`, 'Cronologia')}</p>${v === 'history' ? `<ul>${Array.from({ length: 6 }, (_, i) => li(`/projects/${x.id}/wiki/${w}/${6 - i}`, `Versione ${6 - i}`)).join('')}</ul>` : ''}`, x.id);
    }
    if (sub === '/repository') return page('Repository', `<table class="entries">${(x.off ? ['_config.yml', 'index.md', 'lezioni.md', 'esami.md', '_layouts', 'assets', 'README.md'] : ['src', 'test', 'docs', 'README.md', 'Makefile']).map((f) => `<tr><td>${a(`/projects/${x.id}/repository/entry/${f}`, f)}</td></tr>`).join('')}</table><h3>Revisioni</h3><ul>${revs.slice(0, 10).map((h) => li(`/projects/${x.id}/repository/revisions/${h}`, h.slice(0, 8))).join('')}</ul>${a(`/projects/${x.id}/repository/revisions`, 'Tutte le revisioni')}`, x.id);
    if (sub === '/repository/revisions') { const pg = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1); return page('Revisioni', `<ul>${revs.slice((pg - 1) * 10, pg * 10).map((h) => li(`/projects/${x.id}/repository/revisions/${h}`, `${h.slice(0, 8)} ${T.words(rng(hash(h)), 4)}`)).join('')}</ul>${pg < 3 ? a(`/projects/${x.id}/repository/revisions?page=${pg + 1}`, 'Successiva »') : ''}`, x.id); }
    let rm = /^\/repository\/revisions\/([0-9a-f]{40})(\/diff)?$/.exec(sub);
    if (rm) {
      if (!revs.includes(rm[1])) return { ...page('404', ''), status: 404 };
      if (rm[2]) return u.searchParams.get('format') === 'diff' ? { status: 200, type: 'text/x-diff', body: `diff --git a/README.md b/README.md\n+${T.words(r, 10)}\n` } : page(`Diff ${rm[1].slice(0, 8)}`, `<pre>${esc(T.words(r, 50))}</pre>${a(`${p}?format=diff`, 'Unified diff')}`, x.id);
      return page(`Revisione ${rm[1].slice(0, 8)}`, `<p>${esc(T.words(r, 10))}</p>${a(`${p}/diff`, 'Vedi differenze')}`, x.id);
    }
    rm = /^\/repository\/entry\/(.+)$/.exec(sub);
    if (rm) {
      if (rm[1] === 'README.md' && x.off) return page('README.md', `<p>Sorgenti del sito ${a(this.homeHref(x.off, 'readme'), x.off.home)}. Build: <code>bundle exec jekyll build</code>.</p>`, x.id);
      return page(rm[1], `<pre>${esc(T.words(r, 40))}</pre>`, x.id);
    }
    return { ...page('404', ''), status: 404 };
  }

  // ===================================================================================================================
  // lab: Apache autoindex of the teaching labs' logs
  // ===================================================================================================================

  private labHost(u: URL): Resp {
    const p = u.pathname;
    const LABS = ['turing', 'vonneumann', 'hopper', 'fibonacci', 'cluster', 'proxy'];
    if (p.startsWith('/icons/')) return bin('image/gif', u.href);
    if (p === '/') return autoindex(H.lab, '/', [['logs/', NOW - 1, '-'], ['README.txt', dayOf(2016, 10, 3), '1.2K']], u);
    if (p === '/README.txt') return { status: 200, type: 'text/plain', body: 'Log dei laboratori didattici del Dipartimento di Informatica. Conservati per 36 mesi.\n' };
    if (p === '/logs/') return autoindex(H.lab, p, LABS.map((l) => [`${l}/`, NOW - 1, '-']), u);
    const months: string[] = [];
    for (let d = dayOf(2017, 9, 1); d <= NOW; d += 31) months.push(fmtISO(d).slice(0, 7));
    let m = /^\/logs\/([a-z]+)\/$/.exec(p);
    if (m && LABS.includes(m[1])) return autoindex(H.lab, p, months.map((mo) => [`${mo}/`, dayOf(+mo.slice(0, 4), +mo.slice(5), 28), '-']), u);
    m = /^\/logs\/([a-z]+)\/(\d{4}-\d\d)\/([a-z0-9.-]*)$/.exec(p);
    if (!m || !LABS.includes(m[1]) || !months.includes(m[2])) return apache404(p, H.lab);
    const y = +m[2].slice(0, 4);
    const mo = +m[2].slice(5);
    const days = Array.from({ length: 28 }, (_, i) => dayOf(y, mo, i + 1)).filter((d) => d <= NOW && (hash(m![1] + d) % 5 !== 0));
    const files = days.flatMap((d) => [`access-${fmtISO(d).replace(/-/g, '')}.log`, `auth-${fmtISO(d).replace(/-/g, '')}.log`]);
    if (!m[3]) return autoindex(H.lab, p, files.map((f) => [f, dayOf(+f.slice(-12, -8), +f.slice(-8, -6), +f.slice(-6, -4)) + 1, fsize(rng(hash(f)))] as [string, number, string]), u);
    if (!files.includes(m[3])) return apache404(p, H.lab);
    const r = rng(hash(p));
    return { status: 200, type: 'text/plain; charset=utf-8', body: Array.from({ length: 40 }, () => `${pad(int(r, 0, 23))}:${pad(int(r, 0, 59))}:${pad(int(r, 0, 59))} ${m![1]}-pc${pad(int(r, 1, 40))} ${pick(r, ['sshd[1234]: Accepted password for', 'login: session opened for', 'CUPS: job printed by', 'squid: GET http://www.example.com/ by'])} s${int(r, 100000, 999999)}`).join('\n') };
  }
}

const GROUPS: [string, string, string[]][] = [
  ['algoritmi', 'Algoritmi e strutture dati', ['algo', 'theory']],
  ['linguaggi', 'Linguaggi e metodi formali', ['lang', 'se']],
  ['reti-e-sistemi', 'Reti e sistemi distribuiti', ['net', 'dist', 'os', 'arch']],
  ['basi-di-dati', 'Basi di dati e sistemi informativi', ['db', 'web']],
  ['intelligenza-artificiale', 'Intelligenza artificiale e apprendimento automatico', ['ai', 'ml']],
  ['sicurezza', 'Sicurezza informatica', ['sec']],
  ['grafica', 'Grafica, visione e interazione', ['graphics', 'hci']],
  ['bioinformatica', 'Bioinformatica', ['bio']],
];
