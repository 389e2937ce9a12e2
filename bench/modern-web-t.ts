/**
 * Rehearsal web T: Uniwersytet Wiślano-Kaszubski (UWK, fictional, `uwk-example.edu.pl`; `.edu.pl` is a public suffix, so every
 * host below is one registrable domain) — its Instytut Informatyki with five zakłady — as an archiving crawler would have captured
 * it on Friday 22 November 2019: semestr zimowy 2019/2020, week 8 (winter semester from the first Monday of October, letni from
 * late February; 1 and 11 November are days off). Written apart from the crawler (nothing under src/ or test/ was read), for
 * bench/modern-warc.ts (`--layout t`). Off-site links are absent; all hosts are under the one domain.
 *
 * Seed: https://ii.uwk-example.edu.pl/ — the institute's Drupal 7 site (its own robots.txt in `robots`; `www.ii…` 301s to it): menu
 * (Instytut, Pracownicy, Dydaktyka, Aktualności, Wydarzenia, Rekrutacja, English), the latest news, the current semester's course
 * list and six current courses, links to USOSweb, e-Kursy, Wiki, gallery, publications, lists, the userdir host and file server.
 * An /en/ twin of part of it (about, staff profiles, every 6th news item, the English-taught courses).
 *
 * Language: Polish (UTF-8 except the legacy pages), English for /en/ and the English-taught offerings of Uczenie maszynowe (from
 * 2016), Systemy rozproszone (2017) and Przetwarzanie języka naturalnego (2018). Dates as `22 listopada`, `22.11.2019`, `22.11`;
 * wykład, ćwiczenia, laboratorium, kolokwium, egzamin, listy zadań with `termin oddania`, warunki zaliczenia, literatura, konsultacje.
 *
 * COURSE HOMES (`courseHomes`, 245: one per offering with a public page of its own, 2006/2007–2019/2020, from 308 offerings of 32
 * courses; 8 more are walled e-Kursy courses, 3 are "przeniesiony do e-Kursów" stubs, 52 have no page but USOS):
 *  1. `old` (73): teachers' userdirs on the frozen 2014 site `http://old.ii…` in four schemes — `~kowalski/dydaktyka/2009z/aisd/`
 *     (18), `~nowak/zajecia/2008-2009/so/` (27), flat `~kozlowski/md2007.html` with files in `md2007/` (24), framesets
 *     `~szymanska/kursy/io12/` (menu.html/glowna.html/zadania.html are subpages; 4) — in ISO-8859-2 or windows-1250 by teacher,
 *     declared in header and meta (33), meta only (17, labels `iso-8859-2`, `latin2`, `Windows-1250`, `x-cp1250` …), header only
 *     (13), neither (9) or only by a wrong ISO-8859-1 header (1); font/table markup. Listed on the teacher's old home (the last
 *     three) and course index (with dead links to deleted pages), and on the old site's `/dydaktyka.php?rok=` chain.
 *  2. `users` (52): newer userdirs `https://users.ii…/~login/dydaktyka/2019z/so/` (29), `~login/zajecia/2018-2019/so/` (6), flat
 *     `~login/so2015.html` (17); 12 of 2014–2015 still ISO-8859-2 with a meta tag; `zadania.html`, PDFs of slides and lists.
 *  3. `cms` (58) and `cmsen` (8): Drupal course pages per semester `/dydaktyka/przedmioty/2019-2020-zimowy/systemy-operacyjne/`
 *     (with `materialy/`) and `/en/teaching/courses/2019-2020-winter/machine-learning/`, listed on the semester pages.
 *  4. `wiki` (31): DokuWiki pages `wiki.ii…/doku.php?id=dydaktyka:2010z:wdp` (subpage `…:zadania`), listed on
 *     `dydaktyka:2010z:start`, reached from `dydaktyka:start` (four semesters) and `dydaktyka:archiwum`.
 *  5. `gsites` (11): Google-Sites-like `sites.ii…/site/wdp2011jabl/home` (`/site/x/` 302s to it; ogloszenia, materialy, oceny,
 *     sitemap, recentChanges, `?attredirects=0&d=1` attachments).
 *  6. `pages` (6): Jekyll sites on GitHub-Pages-like hosts `https://jablonski.strony.ii…/wdp-2018/` (wyklady/, zadania/, zasady/).
 *  7. `moodle` (6): e-Kursy (Moodle 3.5) courses open to guests, `ekursy…/course/view.php?id=N`; the other ~600 (this institute's
 *     walled ones and six faculties') 303 to `/login/index.php` → CAS.
 *
 * COURSE-RELATED NON-HOMES: USOSweb `kontroler.php?_action=katalog2/przedmioty/pokazPrzedmiot&prz_kod=06-II-SO` per course and
 * `…&cdyd_kod=2019Z` per course × cycle (with the home's link, `&lang=en` twins), USOS person pages; sylabusy per course × year
 * 2012–2019; semester course lists chained by «poprzedni semestr» (the archive lists 2014–2017 only); staff profiles with tabs
 * (`?tab=dydaktyka|publikacje|konsultacje`) and /en/ twins; teachers' userdir homes and course indexes (old and new); stubs; course
 * news; subpages, frames, PDFs; e-Kursy category listings and `course/info.php`; wiki revisions of course pages; the timetable.
 *
 * NOISE AND TRAPS (most of the 54,000 records): a photo gallery (85 albums × 12–70 photos × 4 size pages, paginated); a faceted
 * publication repository (`repozytorium…/publikacje?rok=&typ=&zaklad=&autor=&strona=`, 1,500 records with BibTeX and PDFs);
 * pipermail archives of 6 lists 2008–2019 (thread/subject/author/date indexes, messages, .txt.gz); DokuWiki noise (150 pages with
 * revisions, `&rev=`, `&do=diff|revisions|backlink|export_raw|login`, recent changes); Drupal news (1,400 items, `?strona=` pagers,
 * 24 tag archives, year archives) and an endless events calendar (months and days, 1900–2100); the timetable app (groups ×
 * teachers × rooms × endless weeks × two views); e-Kursy category pages; an autoindexed file server (`ftp.ii…/pub/logs/www/2019/
 * 11/access.log-20191101.gz`, `?C=M;O=D`); rekrutacja pages with progi by year; the old site's news; CAS walls (git, poczta,
 * USOS login); 404s of Apache, nginx and Drupal; http→https and trailing-slash redirects; binary files.
 *
 * Breadth-first from the seed (bench/modern-warc.ts, 54,000 records in ~9 s, 40 MB gzipped, ~2,700 revisits, 31 hosts) archives
 * all 245 homes; the evaluator's BFS finds 50% of them after 10,683 fetches, 90% after 27,529 and the last after 28,824 (old-site
 * pages through teachers' indexes, old semesters down the «poprzedni semestr» chain). `respond` is pure and deterministic (all
 * randomness is `rng(hash(…))` of stable keys; the ISO-8859-2/windows-1250 tables are inverted from Node's TextDecoder, so Node
 * needs full ICU — the default build).
 */
import { hash, rng, type Resp } from './modern-web.js';
import { a, bin, esc, hex, int, li, moved, pad, pick, sortParams, textKit, type R } from './web-kit.js';

// =====================================================================================================================
// Hosts
// =====================================================================================================================

const DOM = 'uwk-example.edu.pl';
const H = {
  www: `ii.${DOM}`,
  wwwAlias: `www.ii.${DOM}`,
  uni: `www.${DOM}`,
  uniBare: DOM,
  old: `old.ii.${DOM}`,
  users: `users.ii.${DOM}`,
  wiki: `wiki.ii.${DOM}`,
  moodle: `ekursy.${DOM}`,
  cas: `logowanie.${DOM}`,
  usos: `usosweb.${DOM}`,
  sites: `sites.ii.${DOM}`,
  lists: `listy.ii.${DOM}`,
  foto: `galeria.ii.${DOM}`,
  ftp: `ftp.ii.${DOM}`,
  plan: `plan.ii.${DOM}`,
  repo: `repozytorium.${DOM}`,
  rekr: `rekrutacja.${DOM}`,
  poczta: `poczta.${DOM}`,
  git: `git.ii.${DOM}`,
};
const PAGES = `.strony.ii.${DOM}`;
/** Served over plain http only (the frozen old site, the file server, the list archive); the rest 301 http → https. */
const HTTP_ONLY = new Set([H.old, H.ftp, H.lists]);
const WWW = `https://${H.www}`;
const UNI = `https://${H.uni}`;
const OLD = `http://${H.old}`;
const USERS = `https://${H.users}`;
const WIKI = `https://${H.wiki}`;
const EK = `https://${H.moodle}`;
const CAS = `https://${H.cas}`;
const USOS = `https://${H.usos}/kontroler.php`;
const SITES = `https://${H.sites}`;
const LISTS = `http://${H.lists}`;
const FOTO = `https://${H.foto}`;
const FTP = `http://${H.ftp}`;
const PLAN = `https://${H.plan}`;
const REPO = `https://${H.repo}`;
const REKR = `https://${H.rekr}`;
const GIT = `https://${H.git}`;

// =====================================================================================================================
// Legacy encodings: ISO-8859-2 and windows-1250 (tables inverted from Node's TextDecoder over 0x80–0xFF)
// =====================================================================================================================

type CS = 'utf8' | 'l2' | 'cp1250';
/** How a legacy page declares its charset: header and meta, meta only, header only, neither, or only a wrong ISO-8859-1 header. */
type Decl = 'both' | 'meta' | 'http' | 'none' | 'clash';
const CS_HTTP: Record<CS, string> = { utf8: 'UTF-8', l2: 'ISO-8859-2', cp1250: 'windows-1250' };
const tables: Partial<Record<'l2' | 'cp1250', Map<number, number>>> = {};
function table(cs: 'l2' | 'cp1250'): Map<number, number> {
  const have = tables[cs];
  if (have) return have;
  const t = new Map<number, number>();
  const dec = new TextDecoder(cs === 'l2' ? 'iso-8859-2' : 'windows-1250');
  for (let b = 0x80; b <= 0xff; b++) {
    const s = dec.decode(Uint8Array.of(b));
    if (s.length === 1 && s !== '\ufffd' && !t.has(s.charCodeAt(0))) t.set(s.charCodeAt(0), b);
  }
  tables[cs] = t;
  return t;
}
/** What old editors typed for characters the code page lacks. */
const FALLBACK: Record<string, string> = { '—': '-', '–': '-', '„': '"', '”': '"', '“': '"', '…': '...', '·': '-', '\u00a0': ' ', '«': '"', '»': '"' };
function encode(s: string, cs: CS): Buffer {
  if (cs === 'utf8') return Buffer.from(s, 'utf8');
  const t = table(cs);
  const out: number[] = [];
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (c < 0x80) { out.push(c); continue; }
    const v = t.get(c);
    if (v !== undefined) { out.push(v); continue; }
    const f = FALLBACK[ch];
    if (f) for (const x of f) out.push(t.get(x.charCodeAt(0)) ?? x.charCodeAt(0));
    else out.push(0x3f);
  }
  return Buffer.from(out);
}
function legacy(doc: string, cs: CS, decl: Decl, status = 200): Resp {
  const type = cs === 'utf8' ? 'text/html; charset=UTF-8' : decl === 'both' || decl === 'http' ? `text/html; charset=${CS_HTTP[cs]}` : decl === 'clash' ? 'text/html; charset=ISO-8859-1' : 'text/html';
  return { status, type, body: encode(doc, cs) };
}
/** The meta tag a page carries: none when only the header declares it, when nothing does, or when the only declaration is the wrong header. */
const metaCT = (cs: CS, decl: Decl, label: string) => (cs !== 'utf8' && (decl === 'http' || decl === 'none' || decl === 'clash') ? '' : `<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=${cs === 'utf8' ? 'utf-8' : label}">`);
const page = (body: string, status = 200): Resp => ({ status, type: 'text/html; charset=UTF-8', body });
const txt = (body: string): Resp => ({ status: 200, type: 'text/plain; charset=utf-8', body });
function apache404(host: string, path: string): Resp {
  return { status: 404, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL ${esc(path)} was not found on this server.</p>\n<hr>\n<address>Apache/2.4.10 (Debian) Server at ${host} Port 80</address>\n</body></html>\n` };
}
function nginx404(): Resp {
  return { status: 404, type: 'text/html', body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body bgcolor="white">\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx/1.10.3</center>\r\n</body>\r\n</html>\r\n' };
}
/** The CAS login every protected resource ends at. */
const cas = (target: string) => `${CAS}/cas/login?service=${encodeURIComponent(target)}`;

// =====================================================================================================================
// Calendar: Polish dates; captured Friday 22 November 2019 (semestr zimowy 2019/2020, week 8)
// =====================================================================================================================

const DAY = 86400000;
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY);
const ymd = (n: number): [number, number, number] => { const d = new Date(n * DAY); return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]; };
const wday = (n: number) => new Date(n * DAY).getUTCDay();
const NOW = dayOf(2019, 11, 22);
const MGEN = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'];
const MNOM = ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'];
const MEN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MPIPER = MEN;
const DNI = ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'];
const DAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const fPl = (n: number) => { const [y, m, d] = ymd(n); return `${d} ${MGEN[m - 1]} ${y}`; };
const fPlShort = (n: number) => { const [, m, d] = ymd(n); return `${d} ${MGEN[m - 1]}`; };
const fDot = (n: number) => { const [y, m, d] = ymd(n); return `${pad(d)}.${pad(m)}.${y}`; };
const fDm = (n: number) => { const [, m, d] = ymd(n); return `${pad(d)}.${pad(m)}`; };
const fIso = (n: number) => { const [y, m, d] = ymd(n); return `${y}-${pad(m)}-${pad(d)}`; };
const fEn = (n: number) => { const [y, m, d] = ymd(n); return `${MEN[m - 1]} ${d}, ${y}`; };
/** Monday on or after the given day. */
const monday = (n: number) => n + ((8 - wday(n)) % 7);
/** Winter semester: from the first Monday of October; summer: from the last week of February (of year y+1). */
const semStart = (y: number, z: boolean) => (z ? monday(dayOf(y, 10, 1)) : monday(dayOf(y + 1, 2, 22)));
const HOLI = new Set([[11, 1], [11, 11], [12, 24], [12, 25], [12, 26], [1, 1], [1, 6], [5, 1], [5, 3]].map(([m, d]) => `${m}-${d}`));
const holiday = (n: number) => { const [, m, d] = ymd(n); return HOLI.has(`${m}-${d}`); };
const semSlug = (y: number, z: boolean) => `${y}-${y + 1}-${z ? 'zimowy' : 'letni'}`;
const semSlugEn = (y: number, z: boolean) => `${y}-${y + 1}-${z ? 'winter' : 'summer'}`;
const semName = (y: number, z: boolean) => `semestr ${z ? 'zimowy' : 'letni'} ${y}/${y + 1}`;
const semCode = (y: number, z: boolean) => `${y}${z ? 'Z' : 'L'}`;
const semIdx = (y: number, z: boolean) => (y - 2006) * 2 + (z ? 0 : 1);
const FIRST_Y = 2006;

// =====================================================================================================================
// Vocabulary
// =====================================================================================================================

const VOCAB = 'informatyka instytut wydział zajęcia studenci studia program semestr projekt zespół badania wyniki analiza system dane algorytm sieć obliczenia model metoda praca rozwiązanie problem zadanie termin spotkanie seminarium konferencja rok nauka rozwój współpraca uczelnia laboratorium sala budynek komputer serwer dostęp użytkownik konto hasło wersja zmiana aktualizacja informacja ogłoszenie prośba uwaga zgłoszenie kandydat rekrutacja stypendium grant nagroda publikacja artykuł recenzja opiekun promotor praca dyplomowa obrona egzamin kolokwium zaliczenie ocena wykład ćwiczenia pracownia lista materiały literatura konsultacje dziekanat sekretariat kierownik dyrektor rada posiedzenie uchwała regulamin harmonogram plan kalendarz wydarzenie zaproszenie prezentacja warsztaty szkolenie koło naukowe hackathon konkurs olimpiada finał drużyna zwycięzca gratulacje serdecznie zapraszamy odbędzie się w dniu godzinie sali auli budynku głównym'.split(' ');
const TK = textKit(VOCAB);
const VOCAB_EN = 'institute computer science students course programme semester project team research results analysis system data algorithm network computation model method work solution problem task deadline meeting seminar conference year science development cooperation university laboratory room building server access user account version change update information announcement exam midterm grade lecture exercise lab reading list materials office hours'.split(' ');
const TKEN = textKit(VOCAB_EN);

// =====================================================================================================================
// People and courses
// =====================================================================================================================

interface Zak { id: string; name: string; en: string }
const ZAK: Zak[] = [
  { id: 'zti', name: 'Zakład Teorii Informatyki', en: 'Theoretical Computer Science' },
  { id: 'zsi', name: 'Zakład Systemów Informatycznych', en: 'Information Systems' },
  { id: 'zio', name: 'Zakład Inżynierii Oprogramowania', en: 'Software Engineering' },
  { id: 'zsk', name: 'Zakład Sieci i Systemów Komputerowych', en: 'Computer Networks and Systems' },
  { id: 'zsi2', name: 'Zakład Sztucznej Inteligencji', en: 'Artificial Intelligence' },
];
type OldScheme = 'A' | 'B' | 'C' | 'D';
type NewScheme = 'A' | 'B' | 'C';
interface Fac {
  login: string; first: string; last: string; title: string; zak: string; slug: string;
  /** Scheme of the old (2006–2013) userdir, or none; scheme of the newer userdir. */
  old: OldScheme | null; neu: NewScheme | null;
  cs: 'l2' | 'cp1250'; decl: Decl; label: string;
  pages: boolean; gsites: boolean; since: number;
}
const FAC_SRC = [
  'kowalski|Jan|Kowalski|dr hab.|zti|2006', 'nowak|Anna|Nowak|dr|zsi|2006', 'wisniewski|Piotr|Wiśniewski|dr|zsk|2006',
  'wojcik|Katarzyna|Wójcik|dr hab.|zti|2006', 'kaminski|Tomasz|Kamiński|prof. dr hab.|zsi2|2006', 'lewandowski|Marcin|Lewandowski|dr|zio|2008',
  'zielinski|Andrzej|Zieliński|dr|zsk|2006', 'szymanska|Magdalena|Szymańska|dr|zio|2010', 'wozniak|Krzysztof|Woźniak|dr hab.|zsi|2006',
  'dabrowski|Paweł|Dąbrowski|mgr|zsk|2012', 'kozlowski|Michał|Kozłowski|dr|zti|2007', 'jankowska|Agnieszka|Jankowska|dr|zsi2|2013',
  'mazur|Grzegorz|Mazur|dr|zio|2006', 'kwiatkowski|Łukasz|Kwiatkowski|dr|zsi2|2014', 'krawczyk|Joanna|Krawczyk|dr hab.|zsi|2009',
  'piotrowski|Rafał|Piotrowski|mgr|zio|2015', 'grabowski|Wojciech|Grabowski|prof. dr hab.|zti|2006', 'nowakowska|Ewa|Nowakowska|dr|zsk|2008',
  'pawlowski|Jakub|Pawłowski|dr|zsi2|2016', 'michalski|Stanisław|Michalski|dr|zsi|2006', 'krol|Bartosz|Król|mgr|zsk|2017',
  'wieczorek|Małgorzata|Wieczorek|dr|zti|2011', 'jablonski|Adam|Jabłoński|dr|zio|2006', 'majewski|Dariusz|Majewski|dr hab.|zsk|2006',
];
const LABELS_L2 = ['iso-8859-2', 'ISO-8859-2', 'latin2', 'iso-8859-2'];
const LABELS_1250 = ['windows-1250', 'Windows-1250', 'x-cp1250', 'windows-1250'];
const DECLS: Decl[] = ['both', 'meta', 'meta', 'http', 'none', 'clash', 'both', 'meta'];
const FACULTY: Fac[] = FAC_SRC.map((s) => {
  const [login, first, last, title, zak, since] = s.split('|');
  const h = hash(`fac:${login}`);
  const y0 = Number(since);
  const cs = h % 3 === 0 ? 'cp1250' : 'l2';
  return {
    login, first, last, title, zak, since: y0,
    slug: `${first}-${last}`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l'),
    old: y0 <= 2011 && h % 7 !== 0 ? (['A', 'B', 'C', 'D'] as const)[(h >>> 3) % 4] : null,
    neu: h % 11 === 5 ? null : (['A', 'B', 'C'] as const)[(h >>> 6) % 3],
    cs, decl: DECLS[(h >>> 9) % DECLS.length], label: (cs === 'l2' ? LABELS_L2 : LABELS_1250)[(h >>> 12) % 4],
    pages: (h >>> 15) % 2 === 0, gsites: (h >>> 17) % 2 === 1,
  };
});
const facBy = new Map(FACULTY.map((f) => [f.login, f]));
const fio = (f: Fac) => `${f.title} ${f.first} ${f.last}`;

interface Course { name: string; en: string; slug: string; enSlug: string; short: string; code: string; z: boolean; from: number; to: number; zak: string; enFrom: number; topics: string[]; hours: string }
const C_SRC: [string, string, string, boolean, number, number, string, number, string][] = [
  ['Wstęp do programowania', 'Introduction to Programming', 'wdp', true, 2006, 2019, 'zio', 0, 'Zmienne i typy danych;Instrukcje sterujące;Funkcje i rekurencja;Tablice;Wskaźniki i pamięć;Struktury;Pliki;Testowanie programów'],
  ['Algorytmy i struktury danych', 'Algorithms and Data Structures', 'aisd', false, 2006, 2018, 'zti', 0, 'Złożoność obliczeniowa;Sortowanie;Kopce i kolejki priorytetowe;Drzewa BST i AVL;Haszowanie;Grafy: BFS i DFS;Najkrótsze ścieżki;Programowanie dynamiczne'],
  ['Matematyka dyskretna', 'Discrete Mathematics', 'md', true, 2006, 2019, 'zti', 0, 'Zbiory i relacje;Indukcja matematyczna;Kombinatoryka;Zasada szufladkowa;Rekurencje;Funkcje tworzące;Teoria grafów;Kolorowanie grafów'],
  ['Logika dla informatyków', 'Logic for Computer Scientists', 'ldi', true, 2006, 2019, 'zti', 0, 'Rachunek zdań;Tabele prawdy;Rachunek predykatów;Dowody formalne;Rezolucja;Teoria mnogości;Relacje równoważności;Porządki'],
  ['Programowanie obiektowe', 'Object-Oriented Programming', 'po', false, 2006, 2018, 'zio', 0, 'Klasy i obiekty;Hermetyzacja;Dziedziczenie;Polimorfizm;Interfejsy;Wyjątki;Kolekcje;Wzorce projektowe'],
  ['Systemy operacyjne', 'Operating Systems', 'so', true, 2006, 2019, 'zsk', 0, 'Procesy i wątki;Szeregowanie;Synchronizacja;Zakleszczenia;Pamięć wirtualna;Systemy plików;Wejście-wyjście;Bezpieczeństwo'],
  ['Sieci komputerowe', 'Computer Networks', 'sk', false, 2006, 2018, 'zsk', 0, 'Model warstwowy;Ethernet;Protokół IP;Routing;TCP i UDP;DNS;HTTP;Bezpieczeństwo sieci'],
  ['Bazy danych', 'Databases', 'bd', true, 2006, 2019, 'zsi', 0, 'Model relacyjny;Algebra relacji;SQL;Normalizacja;Transakcje;Indeksy;Optymalizacja zapytań;Bazy NoSQL'],
  ['Języki formalne i złożoność obliczeniowa', 'Formal Languages and Complexity', 'jfizo', false, 2006, 2018, 'zti', 0, 'Automaty skończone;Wyrażenia regularne;Lemat o pompowaniu;Gramatyki bezkontekstowe;Automaty ze stosem;Maszyny Turinga;Rozstrzygalność;Klasy P i NP'],
  ['Architektury systemów komputerowych', 'Computer Architecture', 'ask', false, 2006, 2018, 'zsk', 0, 'Reprezentacja liczb;Układy logiczne;Asembler;Potok;Pamięć podręczna;Przerwania;Wieloprocesory;GPU'],
  ['Inżynieria oprogramowania', 'Software Engineering', 'io', true, 2007, 2019, 'zio', 0, 'Cykl życia oprogramowania;Wymagania;UML;Metodyki zwinne;Testowanie;Kontrola wersji;Integracja ciągła;Zarządzanie projektem'],
  ['Programowanie funkcyjne', 'Functional Programming', 'pf', false, 2008, 2018, 'zti', 0, 'Wyrażenia lambda;Rekursja ogonowa;Listy i funkcje wyższego rzędu;Typy algebraiczne;Klasy typów;Leniwe wartościowanie;Monady;Dowodzenie własności programów'],
  ['Metody numeryczne', 'Numerical Methods', 'mn', true, 2006, 2017, 'zsi', 0, 'Arytmetyka zmiennopozycyjna;Interpolacja;Całkowanie numeryczne;Układy równań liniowych;Rozkład LU;Metody iteracyjne;Równania nieliniowe;Aproksymacja'],
  ['Grafika komputerowa', 'Computer Graphics', 'gk', false, 2006, 2018, 'zsi', 0, 'Rasteryzacja;Przekształcenia geometryczne;Rzutowanie;Oświetlenie;Teksturowanie;OpenGL;Śledzenie promieni;Krzywe Béziera'],
  ['Sztuczna inteligencja', 'Artificial Intelligence', 'si', true, 2007, 2019, 'zsi2', 0, 'Przeszukiwanie przestrzeni stanów;Heurystyki i A*;Gry dwuosobowe;Spełnianie ograniczeń;Logika w SI;Planowanie;Sieci bayesowskie;Uczenie ze wzmocnieniem'],
  ['Kompilatory', 'Compilers', 'komp', true, 2006, 2019, 'zti', 0, 'Analiza leksykalna;Analiza składniowa;Gramatyki LR;Drzewa składniowe;Analiza semantyczna;Kod pośredni;Optymalizacje;Generowanie kodu'],
  ['Programowanie współbieżne i rozproszone', 'Concurrent and Distributed Programming', 'pwr', false, 2009, 2018, 'zsk', 0, 'Procesy współbieżne;Semafory;Monitory;Problem producenta i konsumenta;Przekazywanie komunikatów;MPI;Algorytmy rozproszone;Zegary logiczne'],
  ['Kryptografia', 'Cryptography', 'krypt', false, 2010, 2018, 'zti', 0, 'Szyfry klasyczne;Szyfry blokowe;AES;Funkcje skrótu;RSA;Logarytm dyskretny;Podpisy cyfrowe;Protokoły'],
  ['Uczenie maszynowe', 'Machine Learning', 'um', true, 2013, 2019, 'zsi2', 2016, 'Regresja liniowa;Klasyfikacja;Drzewa decyzyjne;Maszyny wektorów nośnych;Sieci neuronowe;Regularyzacja;Klasteryzacja;Ocena modeli'],
  ['Systemy rozproszone', 'Distributed Systems', 'sr', true, 2010, 2019, 'zsk', 2017, 'Modele systemów rozproszonych;Komunikacja;Replikacja;Spójność;Konsensus;Paxos i Raft;Transakcje rozproszone;Odporność na awarie'],
  ['Aplikacje internetowe', 'Web Applications', 'ai', false, 2011, 2018, 'zio', 0, 'HTML i CSS;JavaScript;Protokół HTTP;Aplikacje serwerowe;Bazy danych w aplikacjach;REST;Bezpieczeństwo aplikacji;Frameworki'],
  ['Rachunek prawdopodobieństwa i statystyka', 'Probability and Statistics', 'rpis', false, 2006, 2018, 'zsi', 0, 'Przestrzeń probabilistyczna;Prawdopodobieństwo warunkowe;Zmienne losowe;Wartość oczekiwana;Rozkłady;Prawa wielkich liczb;Estymacja;Testowanie hipotez'],
  ['Pracownia programowania', 'Programming Lab', 'pp', false, 2006, 2018, 'zio', 0, 'Środowisko pracy;Projekt zespołowy;Make i budowanie;Debugowanie;Testy jednostkowe;Dokumentacja;Przegląd kodu;Prezentacja projektu'],
  ['Seminarium dyplomowe', 'Diploma Seminar', 'semdypl', true, 2008, 2019, 'zsi', 0, 'Wybór tematu;Przegląd literatury;Plan pracy;Prezentacje postępów;Pisanie pracy;Redakcja tekstu;Przygotowanie do obrony;Prezentacje końcowe'],
  ['Konwersatorium: algorytmy tekstowe', 'Text Algorithms', 'at', false, 2012, 2018, 'zti', 0, 'Wyszukiwanie wzorca;Algorytm KMP;Algorytm Boyera-Moore’a;Drzewa sufiksowe;Tablice sufiksowe;Transformata Burrowsa-Wheelera;Kompresja;Dopasowanie przybliżone'],
  ['Bezpieczeństwo systemów komputerowych', 'Computer Security', 'bsk', true, 2012, 2019, 'zsk', 0, 'Modele zagrożeń;Uwierzytelnianie;Kontrola dostępu;Przepełnienie bufora;Bezpieczeństwo WWW;Zapory sieciowe;Wykrywanie włamań;Audyt'],
  ['Programowanie urządzeń mobilnych', 'Mobile Programming', 'pum', false, 2013, 2018, 'zio', 0, 'Platforma Android;Aktywności;Interfejs użytkownika;Przechowywanie danych;Usługi sieciowe;Czujniki;Powiadomienia;Publikacja aplikacji'],
  ['Przetwarzanie języka naturalnego', 'Natural Language Processing', 'pjn', true, 2015, 2019, 'zsi2', 2018, 'Tokenizacja;Morfologia języka polskiego;Modele n-gramowe;Tagowanie;Parsowanie;Reprezentacje wektorowe;Klasyfikacja tekstów;Tłumaczenie maszynowe'],
  ['Algebra liniowa', 'Linear Algebra', 'al', true, 2006, 2012, 'zsi', 0, 'Macierze;Wyznaczniki;Układy równań;Przestrzenie liniowe;Baza i wymiar;Przekształcenia liniowe;Wartości własne;Iloczyn skalarny'],
  ['Obliczenia kwantowe', 'Quantum Computing', 'ok', false, 2016, 2018, 'zti', 0, 'Kubity;Bramki kwantowe;Splątanie;Algorytm Deutscha;Algorytm Grovera;Transformata Fouriera;Algorytm Shora;Korekcja błędów'],
  ['Analiza danych', 'Data Analysis', 'ad', true, 2017, 2019, 'zsi', 0, 'Pandas i ramki danych;Czyszczenie danych;Wizualizacja;Statystyka opisowa;Regresja;Szeregi czasowe;Redukcja wymiaru;Raport z analizy'],
  ['Teoria obliczeń', 'Theory of Computation', 'to', true, 2006, 2013, 'zti', 0, 'Funkcje rekurencyjne;Maszyny Turinga;Teza Churcha;Problem stopu;Redukcje;Hierarchia arytmetyczna;Złożoność przestrzenna;Twierdzenie Savitcha'],
];
const deacc = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const COURSES: Course[] = C_SRC.map(([name, en, short, z, from, to, zak, enFrom, topics]) => ({
  name, en, short, z, from, to, zak, enFrom, topics: topics.split(';'),
  slug: deacc(name), enSlug: deacc(en), code: `06-II-${short.toUpperCase()}`,
  hours: pick(rng(hash(`h:${short}`)), ['30W+30Ć', '30W+30L', '30W+15Ć+30L', '30W+45P', '15W+30L', '30S']),
}));

type Fam = 'old' | 'users' | 'cms' | 'cmsen' | 'moodle' | 'pages' | 'gsites' | 'wiki' | 'walled' | 'stub' | 'none';
interface Off {
  key: string; c: Course; y: number; z: boolean; f: Fac; fam: Fam; home: string; en: boolean;
  cs: CS; decl: Decl; mid?: number; site?: string;
}
interface News { id: number; day: number; title: string; tags: string[]; off?: Off; en: boolean; slug: string }
const TAGS = ['rekrutacja', 'seminarium', 'konferencje', 'studenci', 'stypendia', 'granty', 'nagrody', 'obrony', 'koło-naukowe', 'hackathon', 'praktyki', 'erasmus', 'dydaktyka', 'dziekanat', 'olimpiada', 'wykłady-otwarte', 'publikacje', 'infrastruktura', 'kadra', 'absolwenci', 'dzień-otwarty', 'konkursy', 'współpraca', 'bezpieczeństwo'];
const NEWS_T = ['Seminarium instytutowe: {x}', 'Zaproszenie na wykład otwarty „{x}”', 'Sukces naszych studentów w konkursie {x}', 'Obrona rozprawy doktorskiej — {x}', 'Nabór do koła naukowego {x}', 'Grant NCN dla zespołu {x}', 'Zmiany w harmonogramie sesji', 'Dzień otwarty Instytutu Informatyki', 'Wyniki rekrutacji na studia II stopnia', 'Praktyki studenckie w firmie {x}', 'Konferencja {x} w naszym Instytucie', 'Awaria serwera {x} — komunikat', 'Nowa pracownia komputerowa w sali {x}', 'Stypendia rektora — lista laureatów', 'Hackathon {x} — zapisy'];
const XW = ['AlgoDay', 'Kaszuby Code', 'PolCode', 'DataWeek', 'SecurIT', 'sigma', 'lambda', 'ZSK', 'Boltzmann', 'Gdańsk ML', 'Turing', 'students', 'Morski Bajt', '107', '205', 'Vistula'];

function fillerTitle(r: R, t: string) { return t.replace('{x}', pick(r, XW)); }

// =====================================================================================================================
export class ModernWebT {
  readonly seed = `${WWW}/`;
  readonly www = WWW;
  /** The institute's Drupal robots.txt as its admin left it. */
  readonly robots = `User-agent: *
Crawl-delay: 5
Disallow: /admin/
Disallow: /user/
Disallow: /szukaj/
Disallow: /*?print=1
Disallow: /node/add/
Sitemap: ${WWW}/sitemap.xml
`;
  readonly courseHomes = new Set<string>();
  readonly familyCounts: Record<string, number> = {};

  private offs: Off[] = [];
  private homes = new Map<string, Off>();
  private byFac = new Map<string, Off[]>();
  private bySem = new Map<number, Off[]>();
  private byCourse = new Map<string, Off[]>();
  private userPaths = new Map<string, Off>();
  private oldPaths = new Map<string, Off>();
  private sitesBy = new Map<string, Off>();
  private news: News[] = [];
  private newsById = new Map<number, News>();
  private mcourses = new Map<number, Off>();
  private listsMonths = new Map<string, [number, number, number][]>();

  constructor() {
    this.buildOffs();
    this.buildNews();
    this.buildLists();
  }

  // ===================================================================================================================
  // Construction
  // ===================================================================================================================

  private instructor(c: Course, y: number): Fac {
    let pool = FACULTY.filter((f) => f.zak === c.zak && f.since <= y);
    if (pool.length < 2) pool = FACULTY.filter((f) => f.since <= y);
    const stint = Math.floor((y - FIRST_Y + (hash(c.short) % 3)) / 3);
    return pool[hash(`${c.short}:${stint}`) % pool.length];
  }

  private famOf(c: Course, y: number, f: Fac, r: R): Fam {
    const x = r();
    if (y <= 2013) {
      if (f.old && y >= f.since && x < 0.5) return 'old';
      if (y >= 2011 && x < 0.72) return 'cms';
      if (y >= 2011 && f.gsites && x < 0.8) return 'gsites';
      if (y >= 2009 && x < 0.9) return 'wiki';
      return 'none';
    }
    if (y <= 2016) {
      if (f.neu && x < 0.4) return 'users';
      if (x < 0.56) return 'cms';
      if (y >= 2015 && f.pages && x < 0.66) return 'pages';
      if (f.gsites && x < 0.78) return 'gsites';
      if (x < 0.82) return 'wiki';
      if (x < 0.87 && y >= 2015) return 'moodle';
      if (x < 0.93) return 'walled';
      return 'none';
    }
    if (f.neu && x < 0.3) return 'users';
    if (x < 0.5) return 'cms';
    if (f.pages && x < 0.72) return 'pages';
    if (x < 0.76) return 'moodle';
    if (f.neu && x < 0.83) return 'stub';
    if (x < 0.9) return 'walled';
    if (x < 0.94) return 'wiki';
    return 'none';
  }

  private buildOffs() {
    const midNext = new Map<number, number>();
    for (const c of COURSES) {
      for (let y = c.from; y <= c.to; y++) {
        if (!c.z && y >= 2019) continue;
        if (hash(`skip:${c.short}:${y}`) % 10 === 0 && y !== 2019) continue;
        const f = this.instructor(c, y);
        const key = `${c.short}:${y}`;
        const r = rng(hash(`off:${key}`));
        let fam = this.famOf(c, y, f, r);
        const en = c.enFrom > 0 && y >= c.enFrom;
        if (en) fam = hash(`en:${key}`) % 5 === 0 ? 'moodle' : 'cmsen';
        const cy = c.z ? y : y + 1;
        const cs: CS = fam === 'old' ? f.cs : fam === 'users' && y <= 2015 && hash(`u8:${key}`) % 2 === 0 ? 'l2' : 'utf8';
        const decl: Decl = fam === 'old' ? (hash(`d:${key}`) % 5 === 0 ? DECLS[hash(`dd:${key}`) % DECLS.length] : f.decl) : 'meta';
        const o: Off = { key, c, y, z: c.z, f, fam, home: '', en, cs, decl };
        const L = `/~${f.login}`;
        const sem = `${y}${c.z ? 'z' : 'l'}`;
        if (fam === 'old') {
          const p = f.old === 'A' ? `${L}/dydaktyka/${sem}/${c.short}/` : f.old === 'B' ? `${L}/zajecia/${y}-${y + 1}/${c.short}/` : f.old === 'C' ? `${L}/${c.short}${cy}.html` : `${L}/kursy/${c.short}${pad(cy % 100)}/`;
          o.home = `${OLD}${p}`;
          this.oldPaths.set(p, o);
        } else if (fam === 'users' || fam === 'stub') {
          const p = f.neu === 'A' || fam === 'stub' && f.neu === 'C' ? `${L}/dydaktyka/${sem}/${c.short}/` : f.neu === 'B' ? `${L}/zajecia/${y}-${y + 1}/${c.short}/` : `${L}/${c.short}${cy}.html`;
          o.home = fam === 'users' ? `${USERS}${p}` : '';
          this.userPaths.set(p, o);
        } else if (fam === 'cms') o.home = `${WWW}/dydaktyka/przedmioty/${semSlug(y, c.z)}/${c.slug}/`;
        else if (fam === 'cmsen') o.home = `${WWW}/en/teaching/courses/${semSlugEn(y, c.z)}/${c.enSlug}/`;
        else if (fam === 'pages') o.home = `https://${f.login}${PAGES}/${c.short}-${y}/`;
        else if (fam === 'gsites') { o.site = `${c.short}${y}${f.login.slice(0, 4)}`; o.home = `${SITES}/site/${o.site}/home`; this.sitesBy.set(o.site, o); }
        else if (fam === 'wiki') o.home = `${WIKI}/doku.php?id=dydaktyka:${sem}:${c.short}`;
        if (fam === 'moodle' || fam === 'walled' || fam === 'stub') {
          const si = semIdx(y, c.z);
          const n = midNext.get(si) ?? 0;
          midNext.set(si, n + 1);
          o.mid = 1000 + si * 40 + n;
          this.mcourses.set(o.mid, o);
          if (fam === 'moodle') o.home = `${EK}/course/view.php?id=${o.mid}`;
        }
        this.offs.push(o);
        if (o.home) { this.courseHomes.add(o.home); this.homes.set(o.home, o); }
        this.familyCounts[fam] = (this.familyCounts[fam] ?? 0) + 1;
        const push = <K>(m: Map<K, Off[]>, k: K) => { const l = m.get(k); if (l) l.push(o); else m.set(k, [o]); };
        push(this.byFac, f.login);
        push(this.bySem, semIdx(y, c.z));
        push(this.byCourse, c.short);
      }
    }
  }

  private buildNews() {
    const N = 1400;
    const withHome = this.offs.filter((o) => o.home && o.y >= 2011);
    for (let i = 0; i < N; i++) {
      const r = rng(hash(`news:${i}`));
      const day = NOW - 1 - Math.floor((i * 4300) / N) - int(r, 0, 2);
      const id = 2000 + N - i;
      const tags = [...new Set([pick(r, TAGS), pick(r, TAGS), ...(r() < 0.3 ? [pick(r, TAGS)] : [])])];
      let title = fillerTitle(r, pick(r, NEWS_T));
      let off: Off | undefined;
      if (r() < 0.12) {
        const [y] = ymd(day);
        const cand = withHome.filter((o) => o.y === (ymd(day)[1] >= 9 ? y : y - 1));
        if (cand.length) {
          off = pick(r, cand);
          title = pick(r, [`Zmiana terminu kolokwium z przedmiotu ${off.c.name}`, `${off.c.name}: wyniki egzaminu`, `Zapisy na ${off.c.name} (${semName(off.y, off.z)})`, `Odwołane zajęcia: ${off.c.name}`]);
          if (!tags.includes('dydaktyka')) tags.push('dydaktyka');
        }
      }
      const n: News = { id, day, title, tags, off, en: i % 6 === 0, slug: deacc(title).slice(0, 60) };
      this.news.push(n);
      this.newsById.set(id, n);
    }
  }

  private buildLists() {
    for (const [list, start] of LISTS_DEF) {
      const months: [number, number, number][] = [];
      let first = 1;
      for (let y = start; y <= 2019; y++) for (let m = 1; m <= 12; m++) {
        if (y === 2019 && m > 11) break;
        const n = 2 + (hash(`lm:${list}:${y}:${m}`) % (list === 'studenci' ? 30 : 14));
        months.push([y * 100 + m, first, n]);
        first += n;
      }
      this.listsMonths.set(list, months);
    }
  }

  // ===================================================================================================================
  // Dispatch
  // ===================================================================================================================

  respond(url: string): Resp {
    let u: URL;
    try { u = new URL(url); } catch { return nginx404(); }
    const host = u.hostname.toLowerCase();
    if (host !== DOM && !host.endsWith(`.${DOM}`)) return nginx404();
    if (u.protocol === 'http:' && !HTTP_ONLY.has(host)) return moved(`https://${host}${u.pathname}${u.search}`);
    if (u.protocol === 'https:' && HTTP_ONLY.has(host)) return moved(`http://${host}${u.pathname}${u.search}`);
    if (host.endsWith(PAGES)) return this.pagesHost(u, host.slice(0, -PAGES.length));
    switch (host) {
      case H.www: return this.wwwHost(u);
      case H.wwwAlias: return moved(`${WWW}${u.pathname}${u.search}`);
      case H.uni: return this.uniHost(u);
      case H.uniBare: return moved(`${UNI}${u.pathname}${u.search}`);
      case H.old: return this.oldHost(u);
      case H.users: return this.usersHost(u);
      case H.wiki: return this.wikiHost(u);
      case H.moodle: return this.moodleHost(u);
      case H.cas: return this.casHost(u);
      case H.usos: return this.usosHost(u);
      case H.sites: return this.sitesHost(u);
      case H.lists: return this.listsHost(u);
      case H.foto: return this.fotoHost(u);
      case H.ftp: return this.ftpHost(u);
      case H.plan: return this.planHost(u);
      case H.repo: return this.repoHost(u);
      case H.rekr: return this.rekrHost(u);
      case H.poczta: case H.git: return moved(cas(`https://${host}${u.pathname}`), 302);
      default: return nginx404();
    }
  }

  /** A link to an offering's page as others write it: mostly exact, sometimes the http form or without the trailing slash. */
  private href(o: Off, salt: string): string {
    if (!o.home) return o.mid ? `${EK}/course/view.php?id=${o.mid}` : this.usosCycle(o.c, o.y, o.z);
    const x = hash(`href:${salt}:${o.key}`) % 100;
    if (x < 6 && o.home.startsWith('https://') && (o.fam === 'users' || o.fam === 'cms')) return o.home.replace('https:', 'http:');
    if (x < 11 && o.home.endsWith('/') && (o.fam === 'users' || o.fam === 'old')) return o.home.slice(0, -1);
    return o.home;
  }
  private usosCourse(c: Course, lang = '') { return `${USOS}?_action=katalog2/przedmioty/pokazPrzedmiot&prz_kod=${c.code}${lang}`; }
  private usosCycle(c: Course, y: number, z: boolean) { return `${USOS}?_action=katalog2/przedmioty/pokazPrzedmiot&prz_kod=${c.code}&cdyd_kod=${semCode(y, z)}`; }
  private staffUrl(f: Fac, en = false) { return `${WWW}${en ? '/en/staff' : '/pracownicy'}/${f.slug}/`; }
  private semUrl(y: number, z: boolean) { return `${WWW}/dydaktyka/przedmioty/${semSlug(y, z)}/`; }
  private sylUrl(c: Course, y: number) { return `${WWW}/dydaktyka/sylabusy/${Math.max(2012, y)}/${c.slug}/`; }
  private personalUrl(f: Fac): string | undefined { return f.neu ? `${USERS}/~${f.login}/` : f.old ? `${OLD}/~${f.login}/` : undefined; }

  // ===================================================================================================================
  // Course content shared by every template
  // ===================================================================================================================

  private info(o: Off) {
    const r = rng(hash(`info:${o.key}`));
    const start = semStart(o.y, o.z);
    const dow = int(r, 1, 4);
    const hour = pick(r, ['8:15', '10:15', '12:15', '14:15', '16:15']);
    const room = pick(r, ['s. 105', 's. 119', 'aula A', 's. 207', 's. 4.12', 's. 0.20']);
    const lab = pick(r, ['pracownia 137', 'pracownia 140', 's. 108 (lab.)', 'pracownia 4.08']);
    const cur = o.y === 2019 && o.z;
    const weeks = Array.from({ length: 15 }, (_, i) => start + (dow - 1) + 7 * i).filter((d) => !cur || d <= NOW + 6);
    const kol = start + dow - 1 + 7 * 8;
    const egz = start + 7 * 17 + int(r, 0, 4) + (o.z ? 14 : 0);
    const lists = Math.min(weeks.length, int(r, 8, 12));
    const nLists = cur ? Math.min(lists, Math.floor((NOW - start) / 7) + 1) : lists;
    return { start, dow, hour, room, lab, weeks, kol, egz, nLists, cur, consult: `${DNI[int(r, 1, 5)]} ${pick(r, ['10–12', '12–13', '14–15', '9–11'])}, pok. ${int(r, 101, 340)}` };
  }

  /** The sections every template renders, in Polish or English: [heading, html]. */
  private sections(o: Off, link: { slide: (n: number) => string; list: (n: number) => string }): [string, string][] {
    const I = this.info(o);
    const en = o.en;
    const T = o.c.topics;
    const r = rng(hash(`sec:${o.key}`));
    const topic = (i: number) => (i === 0 ? (en ? 'Introduction, course rules' : 'Wprowadzenie, sprawy organizacyjne') : i === 8 ? (en ? 'Midterm' : 'Kolokwium') : T[Math.min(T.length - 1, Math.floor(((i - 1) * T.length) / 14))]);
    const fd = (d: number) => (hash(`fd:${o.key}`) % 3 === 0 ? fDm(d) : hash(`fd:${o.key}`) % 3 === 1 ? fDot(d) : en ? fEn(d) : fPlShort(d));
    const sched = I.weeks.map((d, i) => `<li>${fd(d)}${holiday(d) ? (en ? ' — no class (holiday)' : ' — zajęcia odwołane (dzień wolny)') : ` — ${esc(topic(i))}${i > 0 && i !== 8 ? ` [${a(link.slide(i), en ? 'slides' : 'slajdy')}]` : ''}`}</li>`).join('');
    const lists = Array.from({ length: I.nLists }, (_, i) => `<li>${a(link.list(i + 1), `${en ? 'Problem set' : 'Lista'} ${i + 1}`)} — ${en ? 'due' : 'termin oddania'} ${fd(I.start + 7 * (i + 1) + I.dow + 6)}</li>`).join('');
    const news: string[] = [];
    if (I.cur) {
      news.push(`<li><b>${fd(NOW - 2)}</b>: ${en ? `Problem set ${I.nLists} is online.` : `Opublikowano listę ${I.nLists}.`}</li>`);
      news.push(`<li><b>${fd(I.kol - 7)}</b>: ${en ? `The midterm will take place on ${fd(I.kol)} during the lecture.` : `Kolokwium odbędzie się ${fd(I.kol)} w czasie wykładu.`}</li>`);
    } else {
      news.push(`<li><b>${fd(I.egz + 5)}</b>: ${en ? 'Exam results are available in USOS.' : 'Wyniki egzaminu są dostępne w USOS.'}</li>`);
      news.push(`<li><b>${fd(I.kol + 6)}</b>: ${en ? 'Midterm results posted.' : 'Wyniki kolokwium wpisane do USOS.'}</li>`);
    }
    news.push(`<li><b>${fd(I.start - 3)}</b>: ${en ? 'Welcome! The first lecture is on ' : 'Pierwszy wykład odbędzie się '}${fd(I.weeks[0])}.</li>`);
    const lit = [`${pick(r, ['T. H. Cormen i in.', 'A. Silberschatz', 'J. Ullman, J. Widom', 'A. Tanenbaum', 'K. Ross, C. Wright', 'N. Wirth', 'S. Russell, P. Norvig', 'R. Graham, D. Knuth, O. Patashnik'])}, <i>${esc(pick(r, ['Wprowadzenie do algorytmów', 'Podstawy systemów operacyjnych', 'Podstawowy wykład z systemów baz danych', 'Sieci komputerowe', 'Matematyka dyskretna', 'Algorytmy + struktury danych = programy', 'Sztuczna inteligencja. Nowe spojrzenie', 'Matematyka konkretna']))}</i>, ${pick(r, ['WNT', 'PWN', 'Helion'])}, ${int(r, 1995, 2015)}.`, `${esc(o.f.first[0])}. ${esc(o.f.last)}, <i>${en ? 'Lecture notes' : 'Notatki do wykładu'}</i>, ${o.y}.`];
    const pts = int(r, 40, 60);
    return [
      [en ? 'News' : 'Ogłoszenia', `<ul>${news.join('')}</ul>`],
      [en ? 'Information' : 'Informacje', `<p>${en ? 'Lecturer' : 'Prowadzący'}: ${esc(fio(o.f))}${en ? '' : ''}<br>${en ? 'Lecture' : 'Wykład'}: ${en ? DAYS_EN[I.dow] : DNI[I.dow]} ${I.hour}, ${esc(I.room)}<br>${en ? 'Classes/lab' : 'Ćwiczenia / laboratorium'}: ${esc(I.lab)}<br>${en ? 'Office hours' : 'Konsultacje'}: ${esc(I.consult)}<br>${en ? 'Hours' : 'Wymiar'}: ${o.c.hours}, USOS: ${a(this.usosCycle(o.c, o.y, o.z), o.c.code)}</p>`],
      [en ? 'Grading' : 'Warunki zaliczenia', en ? `<p>Problem sets: ${pts}%, midterm: ${100 - pts}%. To pass the course one needs 50% of points and a passed exam.</p>` : `<p>Zaliczenie ćwiczeń: listy zadań (${pts}% punktów) i kolokwium (${100 - pts}%). Do egzaminu dopuszczone są osoby z zaliczeniem. Ocena końcowa: 50% dst, 60% dst+, 70% db, 80% db+, 90% bdb.</p><p>Egzamin: ${fd(I.egz)}, ${esc(I.room)}.</p>`],
      [en ? 'Schedule' : 'Harmonogram wykładów', `<ol>${sched}</ol>`],
      [en ? 'Problem sets' : 'Listy zadań', `<ul>${lists}</ul>`],
      [en ? 'Reading' : 'Literatura', `<ul>${lit.map((x) => `<li>${x}</li>`).join('')}</ul>`],
    ];
  }

  private title(o: Off) { return o.en ? `${o.c.en} — ${semName(o.y, o.z).replace('semestr zimowy', 'winter semester').replace('semestr letni', 'summer semester')}` : `${o.c.name} — ${semName(o.y, o.z)}`; }

  // ===================================================================================================================
  // Old host (frozen 2014): legacy userdirs in ISO-8859-2 / windows-1250
  // ===================================================================================================================

  private oldHome(o: Off, sub: string): Resp {
    const f = o.f;
    const meta = metaCT(o.cs, o.decl, o.cs === f.cs ? f.label : CS_HTTP[o.cs]);
    const cy = o.z ? o.y : o.y + 1;
    const base = f.old === 'C' ? `${o.c.short}${cy}/` : '';
    const S = this.sections(o, { slide: (n) => `${base}slajdy/w${pad(n)}.pdf`, list: (n) => `${base}lista${n}.pdf` });
    const title = this.title(o);
    if (f.old === 'D' && sub === '') {
      return legacy(`<HTML>\n<HEAD>\n${meta}\n<TITLE>${esc(title)}</TITLE>\n</HEAD>\n<FRAMESET COLS="180,*" BORDER="0">\n<FRAME SRC="menu.html" NAME="menu">\n<FRAME SRC="glowna.html" NAME="glowna">\n<NOFRAMES><BODY><P>Twoja przeglądarka nie obsługuje ramek.</P><UL><LI><A HREF="glowna.html">${esc(o.c.name)}</A></LI><LI><A HREF="zadania.html">Listy zadań</A></LI></UL></BODY></NOFRAMES>\n</FRAMESET>\n</HTML>\n`, o.cs, o.decl);
    }
    if (sub === 'menu.html') return legacy(`<HTML><HEAD>${meta}<TITLE>Menu</TITLE></HEAD><BODY BGCOLOR="#CCDDEE"><FONT FACE="Verdana" SIZE="2"><B>${esc(o.c.name)}</B><BR>${o.y}/${o.y + 1}<HR><A HREF="glowna.html" TARGET="glowna">Strona główna</A><BR><A HREF="zadania.html" TARGET="glowna">Listy zadań</A><BR><A HREF="literatura.html" TARGET="glowna">Literatura</A><BR><A HREF="/~${f.login}/" TARGET="_top">${esc(f.first)} ${esc(f.last)}</A></FONT></BODY></HTML>\n`, o.cs, o.decl);
    const secs = sub.includes('zadania') ? S.filter((s) => s[0] === 'Listy zadań') : sub.includes('literatura') ? S.filter((s) => s[0] === 'Literatura') : S;
    const body = secs.map(([h, b]) => `<H3><FONT COLOR="#993300">${esc(h)}</FONT></H3>\n${b.toUpperCase() === b ? b : b.replace(/<(\/?)(ul|li|ol|p|b|br|i)>/g, (_, s, t) => `<${s}${t.toUpperCase()}>`)}`).join('\n');
    const back = sub && f.old !== 'D' ? `<P><A HREF="${f.old === 'C' ? `../${o.c.short}${cy}.html` : './'}">&laquo; ${esc(o.c.name)}</A></P>` : '';
    const nav = !sub && f.old !== 'D' ? `<P>[ <A HREF="${base}zadania.html">Listy zadań</A> | <A HREF="${base}literatura.html">Literatura</A> | <A HREF="/~${f.login}/">Strona domowa</A> ]</P>` : '';
    return legacy(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<HTML>\n<HEAD>\n${meta}\n<TITLE>${esc(sub ? `${o.c.name}: ${secs[0]?.[0] ?? ''}` : title)}</TITLE>\n</HEAD>\n<BODY BGCOLOR="#FFFFFF" LINK="#003399" VLINK="#663366">\n<TABLE WIDTH="100%" CELLPADDING="5" BORDER="0"><TR><TD BGCOLOR="#336699"><FONT COLOR="#FFFFFF" FACE="Arial,Helvetica" SIZE="+1"><B>${esc(o.c.name)}</B></FONT><BR><FONT COLOR="#FFFFFF" SIZE="2">${esc(semName(o.y, o.z))} &middot; ${esc(fio(f))}</FONT></TD></TR></TABLE>\n${back}${nav}${body}\n<HR><FONT SIZE="1">Ostatnia modyfikacja: ${fDot(Math.min(NOW, this.info(o).egz + 9))} &middot; <A HREF="/~${f.login}/">${esc(f.first)} ${esc(f.last)}</A> &middot; <A HREF="${OLD}/">Instytut Informatyki</A></FONT>\n</BODY>\n</HTML>\n`, o.cs, o.decl);
  }

  private oldIndexPath(f: Fac) { return f.old === 'A' ? `/~${f.login}/dydaktyka/` : f.old === 'B' ? `/~${f.login}/zajecia/` : f.old === 'C' ? `/~${f.login}/dydaktyka.html` : `/~${f.login}/kursy/`; }

  private oldFac(f: Fac, index: boolean): Resp {
    const offs = (this.byFac.get(f.login) ?? []).filter((o) => o.y <= 2013);
    const meta = metaCT(f.cs, f.decl, f.label);
    const r = rng(hash(`of:${f.login}${index}`));
    const dead = (o: Off) => o.fam === 'none' && hash(`dead:${o.key}`) % 2 === 0;
    const deadPath = (o: Off) => `/~${f.login}/${o.c.short}${o.y}/`;
    if (index) {
      const years = [...new Set(offs.map((o) => o.y))].sort((x, y) => y - x);
      const list = years.map((y) => `<LI><B>Rok akademicki ${y}/${y + 1}</B><UL>${offs.filter((o) => o.y === y).map((o) => `<LI>${o.fam === 'old' ? a(hash(`ol:${o.key}`) % 3 === 0 ? o.home.replace(OLD, '') : o.home, `${o.c.name} (${o.z ? 'sem. zimowy' : 'sem. letni'})`) : dead(o) ? a(deadPath(o), o.c.name) : o.home ? `${esc(o.c.name)} &mdash; ${a(this.href(o, 'oldidx'), 'strona przedmiotu')}` : esc(o.c.name)}</LI>`).join('')}</UL></LI>`).join('');
      return legacy(`<HTML><HEAD>${meta}<TITLE>Dydaktyka &mdash; ${esc(f.first)} ${esc(f.last)}</TITLE></HEAD><BODY BGCOLOR="#FFFFFF"><H2>Zajęcia dydaktyczne</H2><UL>${list}</UL><HR><A HREF="/~${f.login}/">${esc(fio(f))}</A></BODY></HTML>\n`, f.cs, f.decl);
    }
    const recent = offs.filter((o) => o.fam === 'old').slice(-3).reverse();
    const moved2 = f.neu ? `<P><FONT COLOR="#CC0000"><B>Ta strona nie jest już aktualizowana. Aktualna strona: ${a(`${USERS}/~${f.login}/`, `${USERS}/~${f.login}/`)}</B></FONT></P>` : '';
    return legacy(`<HTML>\n<HEAD>\n${meta}\n<TITLE>${esc(fio(f))}</TITLE>\n</HEAD>\n<BODY BGCOLOR="#FFFFF8">\n${moved2}<TABLE BORDER="0" CELLPADDING="8"><TR><TD><IMG SRC="foto.jpg" WIDTH="110" HEIGHT="150" ALT=""></TD><TD VALIGN="top"><FONT SIZE="+2"><B>${esc(fio(f))}</B></FONT><BR>${esc(ZAK.find((z) => z.id === f.zak)!.name)}<BR>Instytut Informatyki UWK<BR>e-mail: ${f.login}&nbsp;(at)&nbsp;ii.${DOM}<BR>pokój ${int(r, 101, 340)}, tel. (58) 523 ${int(r, 10, 99)} ${int(r, 10, 99)}</TD></TR></TABLE>\n<HR>\n<H3>Dydaktyka</H3>\n<UL>${recent.map((o) => `<LI>${a(o.home.replace(OLD, ''), `${o.c.name} (${o.y}/${o.y + 1})`)}</LI>`).join('')}</UL>\n<P>${a(this.oldIndexPath(f), 'Wszystkie zajęcia')}</P>\n<H3>Zainteresowania naukowe</H3><P>${esc(TK.words(r, 25))}</P>\n<P>${a('publikacje.html', 'Publikacje')} | ${a('cv.html', 'Życiorys')}</P>\n<HR><A HREF="${OLD}/">Instytut Informatyki</A> | <A HREF="${OLD}/pracownicy.php">Pracownicy</A>\n</BODY>\n</HTML>\n`, f.cs, f.decl);
  }

  private oldHost(u: URL): Resp {
    const p = u.pathname;
    const cs: CS = 'l2';
    const meta = '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-2">';
    const wrap = (t: string, b: string) => legacy(`<HTML><HEAD>${meta}<TITLE>${esc(t)} - Instytut Informatyki UWK</TITLE></HEAD><BODY BGCOLOR="#FFFFFF"><TABLE WIDTH="100%"><TR><TD BGCOLOR="#003366"><FONT COLOR="#FFFFFF" SIZE="+2">Instytut Informatyki</FONT></TD></TR></TABLE><P><A HREF="/">Strona główna</A> | <A HREF="/pracownicy.php">Pracownicy</A> | <A HREF="/dydaktyka.php">Dydaktyka</A> | <A HREF="/aktualnosci.php">Aktualności</A></P><P><FONT COLOR="#990000">Archiwalna strona Instytutu (zamrożona w 2014 r.). Aktualna strona: <A HREF="${WWW}/">${WWW}/</A></FONT></P>${b}</BODY></HTML>\n`, cs, 'meta');
    if (p === '/' || p === '/index.php') return wrap('Strona główna', `<H2>Witamy</H2><P>${esc(TK.words(rng(1), 40))}</P>`);
    if (p === '/pracownicy.php') return wrap('Pracownicy', `<UL>${FACULTY.filter((f) => f.old).map((f) => `<LI>${a(`/~${f.login}/`, fio(f))}</LI>`).join('')}</UL>`);
    if (p === '/dydaktyka.php') {
      const y = Number(u.searchParams.get('rok') ?? 2013);
      if (!(y >= FIRST_Y && y <= 2013)) return apache404(H.old, p);
      const offs = this.offs.filter((o) => o.y === y);
      return wrap(`Dydaktyka ${y}/${y + 1}`, `<H2>Przedmioty ${y}/${y + 1}</H2><UL>${offs.map((o) => `<LI>${esc(o.c.name)} &mdash; ${esc(fio(o.f))}${o.fam === 'old' ? ` &mdash; ${a(o.home, 'strona')}` : ''}</LI>`).join('')}</UL><P>${y > FIRST_Y ? a(`/dydaktyka.php?rok=${y - 1}`, `« ${y - 1}/${y}`) : ''} ${y < 2013 ? a(`/dydaktyka.php?rok=${y + 1}`, `${y + 1}/${y + 2} »`) : ''}</P>`);
    }
    if (p === '/aktualnosci.php') {
      const s = Number(u.searchParams.get('s') ?? 0);
      const old = this.news.filter((n) => n.day < dayOf(2014, 9, 1));
      if (!(s >= 0 && s * 15 < old.length)) return apache404(H.old, p);
      return wrap('Aktualności', `<UL>${old.slice(s * 15, s * 15 + 15).map((n) => `<LI>${fDot(n.day)} ${esc(n.title)}</LI>`).join('')}</UL><P>${s > 0 ? a(`/aktualnosci.php?s=${s - 1}`, '« nowsze') : ''} ${a(`/aktualnosci.php?s=${s + 1}`, 'starsze »')}</P>`);
    }
    const m = /^\/~([a-z]+)(\/.*)?$/.exec(p);
    if (!m) return apache404(H.old, p);
    const f = facBy.get(m[1]);
    if (!f || !f.old) return apache404(H.old, p);
    const rest = m[2] ?? '';
    if (rest === '') return moved(`${OLD}/~${f.login}/`);
    if (rest === '/' || rest === '/index.html') return this.oldFac(f, false);
    const ip = this.oldIndexPath(f);
    if (p === ip) return this.oldFac(f, true);
    if (`${p}/` === ip) return moved(`${OLD}${ip}`);
    if (rest === '/foto.jpg') return bin('image/jpeg', u.href);
    if (rest === '/publikacje.html' || rest === '/cv.html') return legacy(`<HTML><HEAD>${metaCT(f.cs, f.decl, f.label)}<TITLE>${esc(f.last)}</TITLE></HEAD><BODY><H2>${rest.includes('cv') ? 'Życiorys' : 'Publikacje'}</H2><P>${esc(TK.words(rng(hash(p)), 60))}</P><P><A HREF="./">Powrót</A></P></BODY></HTML>\n`, f.cs, f.decl);
    const direct = this.oldPaths.get(p);
    if (direct) return this.oldHome(direct, '');
    if (this.oldPaths.get(`${p}/`)) return moved(`${OLD}${p}/`);
    // subpages: directory homes (A/B/D) and flat homes' companion folders (C)
    for (const [bp, o] of this.oldPaths) {
      if (o.f !== f) continue;
      const dirBase = f.old === 'C' ? bp.replace(/\.html$/, '/') : bp;
      if (f.old === 'C' && p.startsWith(bp.replace(/\.html$/, ''))) {
        const sub = p.slice(bp.length - 5);
        if (sub === '/zadania.html' || sub === '/literatura.html') return this.oldHome(o, sub.slice(1));
      }
      if (!p.startsWith(dirBase)) continue;
      const sub = p.slice(dirBase.length);
      if (/^(zadania|literatura|glowna|menu)\.html$/.test(sub)) { if ((sub === 'glowna.html' || sub === 'menu.html') && f.old !== 'D') break; return this.oldHome(o, sub === 'glowna.html' ? 'glowna' : sub); }
      if (/^lista\d+\.pdf$/.test(sub) || /^slajdy\/w\d\d\.pdf$/.test(sub)) return bin(hash(p) % 9 === 0 ? 'application/postscript' : 'application/pdf', u.href);
    }
    return apache404(H.old, p);
  }

  // ===================================================================================================================
  // Users host: newer userdirs (UTF-8, a few still ISO-8859-2)
  // ===================================================================================================================

  private usersIndexPath(f: Fac) { return f.neu === 'A' ? `/~${f.login}/dydaktyka/` : f.neu === 'B' ? `/~${f.login}/zajecia/` : `/~${f.login}/dydaktyka.html`; }

  private uwrap(f: Fac, title: string, body: string, cs: CS = 'utf8'): Resp {
    const meta = cs === 'utf8' ? '<meta charset="utf-8">' : '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2">';
    return legacy(`<!DOCTYPE html>\n<html lang="pl">\n<head>\n${meta}\n<title>${esc(title)}</title>\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<style>body{font-family:Georgia,serif;max-width:52em;margin:2em auto;padding:0 1em;color:#222}nav a{margin-right:1em}h1{font-size:1.6em}</style>\n</head>\n<body>\n<nav>${a(`/~${f.login}/`, `${f.first} ${f.last}`)}${a(this.usersIndexPath(f), 'Dydaktyka')}${a(this.staffUrl(f), 'Profil w Instytucie')}</nav>\n${body}\n<footer><hr><small>${esc(fio(f))} · Instytut Informatyki UWK · ${f.login}@ii.${DOM}</small></footer>\n</body>\n</html>\n`, cs, 'meta');
  }

  private usersCourse(o: Off, sub: string): Resp {
    const f = o.f;
    const cy = o.z ? o.y : o.y + 1;
    const base = f.neu === 'C' ? `${o.c.short}${cy}/` : '';
    const S = this.sections(o, { slide: (n) => `${base}wyklady/wyklad${pad(n)}.pdf`, list: (n) => `${base}listy/lista${pad(n)}.pdf` });
    const secs = sub === 'zadania.html' ? S.filter((s) => s[0] === 'Listy zadań') : S;
    const nav = sub ? `<p>${a(f.neu === 'C' ? `../${o.c.short}${cy}.html` : './', `← ${o.c.name}`)}</p>` : `<p>${a(`${base}zadania.html`, 'Listy zadań')} · ${a(this.sylUrl(o.c, o.y), 'Sylabus')}</p>`;
    return this.uwrap(f, sub ? `${o.c.name}: listy zadań` : this.title(o), `<h1>${esc(o.c.name)}</h1>\n<p class="sem">${esc(semName(o.y, o.z))}</p>\n${nav}\n${secs.map(([h, b]) => `<h2>${esc(h)}</h2>\n${b}`).join('\n')}`, o.cs);
  }

  private usersStub(o: Off): Resp {
    return this.uwrap(o.f, `${o.c.name} ${o.y}/${o.y + 1}`, `<h1>${esc(o.c.name)} (${o.y}/${o.y + 1})</h1><p>Przedmiot został przeniesiony do e-Kursów. Materiały, listy zadań i oceny są dostępne po zalogowaniu: ${a(`${EK}/course/view.php?id=${o.mid}`, 'kurs w e-Kursach')}.</p><p>Informacje o przedmiocie: ${a(this.usosCycle(o.c, o.y, o.z), 'USOSweb')}.</p>`);
  }

  private usersFac(f: Fac, index: boolean): Resp {
    const offs = this.byFac.get(f.login) ?? [];
    const r = rng(hash(`uf:${f.login}`));
    const item = (o: Off) => { const h = o.fam === 'stub' ? this.userPathOf(o) : o.home ? this.href(o, `uf${index}`) : ''; return `<li>${h ? a(h, o.c.name) : esc(o.c.name)} <small>(${o.z ? 'zima' : 'lato'} ${o.y}/${o.y + 1}${o.fam === 'moodle' ? ', e-Kursy' : ''})</small></li>`; };
    if (index) {
      const years = [...new Set(offs.filter((o) => o.y >= 2014 || o.fam !== 'old').map((o) => o.y))].sort((x, y) => y - x);
      return this.uwrap(f, `Dydaktyka — ${f.first} ${f.last}`, `<h1>Dydaktyka</h1>${years.map((y) => `<h3>${y}/${y + 1}</h3><ul>${offs.filter((o) => o.y === y && o.fam !== 'old').map(item).join('')}</ul>`).join('')}${f.old ? `<p>Zajęcia sprzed 2014 r.: ${a(`${OLD}${this.oldIndexPath(f)}`, 'stara strona')}</p>` : ''}`);
    }
    const cur = offs.filter((o) => o.y >= 2018);
    return this.uwrap(f, `${f.first} ${f.last}`, `<h1>${esc(fio(f))}</h1><p>${esc(ZAK.find((z) => z.id === f.zak)!.name)}, Instytut Informatyki UWK<br>Pokój ${int(r, 101, 340)} · konsultacje: ${esc(pick(r, ['wtorek 12–14', 'środa 10–12', 'czwartek 14–16']))}</p><h2>Zajęcia</h2><ul>${cur.map(item).join('')}</ul><p>${a(this.usersIndexPath(f), 'Wszystkie zajęcia')}${f.old ? ` · ${a(`${OLD}/~${f.login}/`, 'stara strona (do 2014)')}` : ''}${f.pages ? ` · ${a(`https://${f.login}${PAGES}/`, 'projekty')}` : ''}</p><h2>Badania</h2><p>${esc(TK.words(r, 30))}</p>`);
  }

  private userPathOf(o: Off): string { for (const [p, x] of this.userPaths) if (x === o) return `${USERS}${p}`; return ''; }

  private usersHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/') return page(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>users.ii — strony domowe</title></head><body><h1>Strony domowe pracowników</h1><ul>${FACULTY.filter((f) => f.neu).map((f) => li(`/~${f.login}/`, `${f.last} ${f.first}`)).join('')}</ul></body></html>`);
    const m = /^\/~([a-z]+)(\/.*)?$/.exec(p);
    const f = m ? facBy.get(m[1]) : undefined;
    if (!m || !f || !f.neu) return apache404(H.users, p);
    const rest = m[2] ?? '';
    if (rest === '') return moved(`${USERS}/~${f.login}/`);
    if (rest === '/') return this.usersFac(f, false);
    const ip = this.usersIndexPath(f);
    if (p === ip) return this.usersFac(f, true);
    if (`${p}/` === ip) return moved(`${USERS}${ip}`);
    const direct = this.userPaths.get(p);
    if (direct) return direct.fam === 'stub' ? this.usersStub(direct) : this.usersCourse(direct, '');
    if (this.userPaths.get(`${p}/`)) return moved(`${USERS}${p}/`);
    for (const [bp, o] of this.userPaths) {
      if (o.f !== f || o.fam !== 'users') continue;
      const dir = bp.endsWith('.html') ? bp.replace(/\.html$/, '/') : bp;
      if (!p.startsWith(dir)) continue;
      const sub = p.slice(dir.length);
      if (sub === 'zadania.html') return this.usersCourse(o, sub);
      if (/^(wyklady\/wyklad|listy\/lista)\d\d\.pdf$/.test(sub)) return bin('application/pdf', u.href);
    }
    return apache404(H.users, p);
  }

  // ===================================================================================================================
  // Institute site (Drupal): seed, CMS course pages, listings, staff, news, calendar, English twin
  // ===================================================================================================================

  private dx(title: string, body: string, o: { en?: boolean; crumbs?: [string, string][]; status?: number } = {}): Resp {
    const en = !!o.en;
    const menu: [string, string][] = en
      ? [['/en/', 'Home'], ['/en/about/', 'About'], ['/en/staff/', 'Staff'], ['/en/teaching/courses/', 'Courses in English'], ['/en/news/', 'News'], ['/', 'Polski']]
      : [['/', 'Strona główna'], ['/instytut/', 'Instytut'], ['/pracownicy/', 'Pracownicy'], ['/dydaktyka/', 'Dydaktyka'], ['/aktualnosci/', 'Aktualności'], ['/wydarzenia/kalendarz/2019/11/', 'Wydarzenia'], [`${REKR}/`, 'Rekrutacja'], ['/en/', 'English']];
    const crumbs = o.crumbs ? `<nav class="breadcrumb">${[[en ? '/en/' : '/', en ? 'Home' : 'Strona główna'] as [string, string], ...o.crumbs].map(([h, t]) => a(h, t)).join(' › ')}</nav>` : '';
    return { status: o.status ?? 200, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html>\n<html lang="${en ? 'en' : 'pl'}" dir="ltr">\n<head>\n<meta charset="utf-8">\n<title>${esc(title)} | ${en ? 'Institute of Computer Science' : 'Instytut Informatyki'} UWK</title>\n<meta name="Generator" content="Drupal 7 (http://drupal.org)">\n<link rel="stylesheet" href="/sites/all/themes/uwk/css/style.css">\n</head>\n<body class="html not-front">\n<header><a href="/" class="logo">${en ? 'Institute of Computer Science' : 'Instytut Informatyki'} — Uniwersytet Wiślano-Kaszubski</a>\n<ul class="top">${li(`${UNI}/`, 'UWK')}${li(`${H.usos ? `https://${H.usos}/` : ''}`, 'USOSweb')}${li(`${EK}/`, 'e-Kursy')}${li(`https://${H.poczta}/`, 'Poczta')}</ul></header>\n<nav id="main-menu"><ul>${menu.map(([h, t]) => li(h, t)).join('')}</ul></nav>\n${crumbs}\n<main id="content">\n<h1 class="page-title">${esc(title)}</h1>\n${body}\n</main>\n<footer><ul>${li(`${FOTO}/`, en ? 'Gallery' : 'Galeria')}${li(`${LISTS}/mailman/listinfo`, en ? 'Mailing lists' : 'Listy dyskusyjne')}${li(`${REPO}/publikacje`, en ? 'Publications' : 'Publikacje')}${li(`${WIKI}/doku.php?id=start`, 'Wiki')}${li(`${FTP}/pub/`, en ? 'File server' : 'Serwer plików')}${li(`${OLD}/`, en ? 'Old website' : 'Stara strona')}</ul><p>ul. Wita Stwosza 57, 80-308 Gdańsk-Oliwa · tel. (58) 523 50 00 · ii@${DOM}</p></footer>\n</body>\n</html>\n` };
  }
  private d404(en = false) { return this.dx(en ? 'Page not found' : 'Nie znaleziono strony', `<p>${en ? 'The requested page could not be found.' : 'Żądana strona nie istnieje.'} ${a(en ? '/en/' : '/', en ? 'Home' : 'Strona główna')}</p>`, { en, status: 404 }); }

  private wwwHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    if (p === '/') return this.front();
    if (p === '/sitemap.xml') return { status: 200, type: 'application/xml', body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${WWW}/</loc></url><url><loc>${WWW}/dydaktyka/</loc></url></urlset>` };
    if (p.startsWith('/sites/')) return p.endsWith('.css') ? { status: 200, type: 'text/css', body: 'body{font-family:sans-serif}' } : nginx404();
    if (!p.endsWith('/') && !p.includes('.')) return moved(`${WWW}${p}/${u.search}`);
    if (p.startsWith('/en/')) return this.wwwEn(u);
    let m: RegExpExecArray | null;
    if (p === '/instytut/') return this.dx('Instytut', `<p>${TK.para(rng(7), 4)}</p><ul>${ZAK.map((z) => li(`/instytut/zaklady/${z.id}/`, z.name)).join('')}${li('/instytut/historia/', 'Historia')}${li('/instytut/kontakt/', 'Kontakt')}</ul>`, { crumbs: [] });
    if ((m = /^\/instytut\/zaklady\/([a-z0-9]+)\/$/.exec(p))) {
      const z = ZAK.find((x) => x.id === m![1]);
      if (!z) return this.d404();
      return this.dx(z.name, `${TK.para(rng(hash(z.id)), 3)}<h2>Pracownicy</h2><ul>${FACULTY.filter((f) => f.zak === z.id).map((f) => li(this.staffUrl(f), fio(f))).join('')}</ul>`, { crumbs: [['/instytut/', 'Instytut']] });
    }
    if (p === '/instytut/historia/' || p === '/instytut/kontakt/') return this.dx(p.includes('hist') ? 'Historia' : 'Kontakt', TK.para(rng(hash(p)), 5), { crumbs: [['/instytut/', 'Instytut']] });
    if (p === '/pracownicy/') return this.dx('Pracownicy', `<ul>${[...FACULTY].sort((x, y) => x.last.localeCompare(y.last, 'pl')).map((f) => li(this.staffUrl(f), `${f.last} ${f.first}, ${f.title}`)).join('')}</ul>`, { crumbs: [] });
    if ((m = /^\/pracownicy\/([a-z-]+)\/$/.exec(p))) {
      const f = FACULTY.find((x) => x.slug === m![1]);
      return f ? this.profile(f, false, sp.get('tab') ?? '') : this.d404();
    }
    if (p === '/dydaktyka/') return this.dx('Dydaktyka', `<ul>${li(this.semUrl(2019, true), 'Przedmioty w bieżącym semestrze')}${li('/dydaktyka/przedmioty/', 'Przedmioty — wszystkie semestry')}${li('/dydaktyka/sylabusy/', 'Sylabusy')}${li(`${PLAN}/`, 'Plan zajęć')}${li(`${USOS}?_action=katalog2/jednostki/pokazJednostke&jed_org_kod=0600000`, 'Katalog przedmiotów (USOSweb)')}${li(`${EK}/course/index.php?categoryid=${100 + semIdx(2019, true)}`, 'e-Kursy')}${li('/dydaktyka/regulamin/', 'Regulamin studiów')}</ul>`, { crumbs: [] });
    if (p === '/dydaktyka/regulamin/') return this.dx('Regulamin studiów', TK.para(rng(3), 8) + `<p>${a('/dydaktyka/regulamin/regulamin-2019.pdf', 'Regulamin (PDF)')}</p>`, { crumbs: [['/dydaktyka/', 'Dydaktyka']] });
    if (p.endsWith('.pdf')) return bin('application/pdf', u.href);
    if (p === '/dydaktyka/przedmioty/') {
      const sems: [number, boolean][] = [[2019, true], [2018, false], [2018, true], [2017, false]];
      return this.dx('Przedmioty', `<ul>${sems.map(([y, z]) => li(this.semUrl(y, z), semName(y, z))).join('')}</ul><p>${a('/dydaktyka/przedmioty/archiwum/', 'Archiwum semestrów')}</p>`, { crumbs: [['/dydaktyka/', 'Dydaktyka']] });
    }
    if (p === '/dydaktyka/przedmioty/archiwum/') {
      const sems: [number, boolean][] = [];
      for (let y = 2017; y >= 2014; y--) { sems.push([y, true]); if (y < 2017) sems.push([y, false]); }
      return this.dx('Archiwum semestrów', `<ul>${sems.map(([y, z]) => li(this.semUrl(y, z), semName(y, z))).join('')}</ul><p>Starsze semestry: zob. odnośnik „poprzedni semestr” na stronie semestru ${semName(2014, true)}.</p>`, { crumbs: [['/dydaktyka/', 'Dydaktyka'], ['/dydaktyka/przedmioty/', 'Przedmioty']] });
    }
    if ((m = /^\/dydaktyka\/przedmioty\/(\d{4})-(\d{4})-(zimowy|letni)\/(?:([a-z0-9-]+)\/)?(materialy\/)?$/.exec(p))) {
      const y = Number(m[1]); const z = m[3] === 'zimowy';
      if (Number(m[2]) !== y + 1 || y < FIRST_Y || y > 2019 || (y === 2019 && !z)) return this.d404();
      if (!m[4]) return this.semList(y, z);
      const o = this.homes.get(`${WWW}/dydaktyka/przedmioty/${semSlug(y, z)}/${m[4]}/`);
      if (!o) return this.d404();
      return this.cmsCourse(o, !!m[5]);
    }
    if (p === '/dydaktyka/sylabusy/') return this.dx('Sylabusy', `<ul>${Array.from({ length: 8 }, (_, i) => li(`/dydaktyka/sylabusy/${2019 - i}/`, `Rok akademicki ${2019 - i}/${2020 - i}`)).join('')}</ul>`, { crumbs: [['/dydaktyka/', 'Dydaktyka']] });
    if ((m = /^\/dydaktyka\/sylabusy\/(\d{4})\/(?:([a-z0-9-]+)\/)?$/.exec(p))) {
      const y = Number(m[1]);
      if (y < 2012 || y > 2019) return this.d404();
      const cs = COURSES.filter((c) => c.from <= y && c.to >= y - 1);
      if (!m[2]) return this.dx(`Sylabusy ${y}/${y + 1}`, `<ul>${cs.map((c) => li(`/dydaktyka/sylabusy/${y}/${c.slug}/`, c.name)).join('')}</ul>`, { crumbs: [['/dydaktyka/', 'Dydaktyka'], ['/dydaktyka/sylabusy/', 'Sylabusy']] });
      const c = cs.find((x) => x.slug === m![2]);
      if (!c) return this.d404();
      return this.dx(`Sylabus: ${c.name} (${y}/${y + 1})`, `<table class="sylabus"><tr><th>Kod</th><td>${c.code}</td></tr><tr><th>Semestr</th><td>${c.z ? 'zimowy' : 'letni'}</td></tr><tr><th>Forma zajęć</th><td>${c.hours}</td></tr><tr><th>ECTS</th><td>${4 + (hash(c.short) % 4)}</td></tr><tr><th>Język</th><td>${c.enFrom && y >= c.enFrom ? 'angielski' : 'polski'}</td></tr></table><h2>Treści programowe</h2><ol>${c.topics.map((t) => `<li>${esc(t)}</li>`).join('')}</ol><h2>Efekty uczenia się</h2>${TK.para(rng(hash(`syl:${c.short}:${y}`)), 3)}<h2>Metody weryfikacji</h2><p>Kolokwium, egzamin pisemny, listy zadań.</p><p>${a(this.usosCourse(c), 'Przedmiot w USOSweb')} · ${a(`/dydaktyka/sylabusy/${y}/${c.slug}/sylabus.pdf`, 'PDF')}</p>`, { crumbs: [['/dydaktyka/', 'Dydaktyka'], ['/dydaktyka/sylabusy/', 'Sylabusy'], [`/dydaktyka/sylabusy/${y}/`, `${y}/${y + 1}`]] });
    }
    if (p === '/aktualnosci/') return this.newsList(Number(sp.get('strona') ?? 1), '');
    if ((m = /^\/aktualnosci\/tag\/([^/]+)\/$/.exec(p))) { const t = decodeURIComponent(m[1]); return TAGS.includes(t) ? this.newsList(Number(sp.get('strona') ?? 1), t) : this.d404(); }
    if ((m = /^\/aktualnosci\/archiwum\/(\d{4})\/$/.exec(p))) return this.newsYear(Number(m[1]));
    if ((m = /^\/aktualnosci\/(\d+)-[a-z0-9-]*\/$/.exec(p))) { const n = this.newsById.get(Number(m[1])); return n ? this.newsItem(n, false) : this.d404(); }
    if ((m = /^\/wydarzenia\/kalendarz\/(\d{4})\/(\d{2})\/(?:(\d{2})\/)?$/.exec(p))) return this.calendar(Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : 0);
    if ((m = /^\/wydarzenia\/(\d+)\/$/.exec(p))) return this.event(Number(m[1]));
    return this.d404();
  }

  private front(): Resp {
    const latest = this.news.slice(0, 8);
    const cur = (this.bySem.get(semIdx(2019, true)) ?? []).filter((o) => o.home).slice(0, 6);
    return this.dx('Instytut Informatyki', `<section class="news"><h2>Aktualności</h2><ul>${latest.map((n) => li(this.newsUrl(n), `${fDot(n.day)} — ${n.title}`)).join('')}</ul><p>${a('/aktualnosci/', 'Wszystkie aktualności')}</p></section><section><h2>Wydarzenia</h2><p>${a('/wydarzenia/kalendarz/2019/11/', 'Kalendarz wydarzeń')} · ${a('/wydarzenia/kalendarz/2019/11/22/', 'Dzisiaj')}</p></section><section><h2>Dla studentów</h2><ul>${li(this.semUrl(2019, true), `Przedmioty — ${semName(2019, true)}`)}${cur.map((o) => li(this.href(o, 'front'), o.c.name)).join('')}${li(`${PLAN}/`, 'Plan zajęć')}${li(`https://${H.usos}/`, 'USOSweb')}${li(`${EK}/`, 'e-Kursy (Moodle)')}${li(`${LISTS}/mailman/listinfo/studenci`, 'Lista studenci@')}</ul></section><section><h2>Na skróty</h2><ul>${li(`${FOTO}/`, 'Galeria zdjęć')}${li(`${REPO}/publikacje`, 'Publikacje pracowników')}${li(`${WIKI}/doku.php?id=start`, 'Wiki Instytutu')}${li(`${USERS}/`, 'Strony domowe pracowników')}${li(`${FTP}/pub/`, 'Serwer plików')}${li(`${REKR}/`, 'Rekrutacja 2020/2021')}</ul></section>`);
  }

  private semList(y: number, z: boolean): Resp {
    const offs = (this.bySem.get(semIdx(y, z)) ?? []).filter((o) => !o.en || o.fam !== 'cmsen');
    const en = (this.bySem.get(semIdx(y, z)) ?? []).filter((o) => o.en);
    const prev: [number, boolean] = z ? [y - 1, false] : [y, true];
    const next: [number, boolean] = z ? [y, false] : [y + 1, true];
    const row = (o: Off) => `<tr><td>${o.c.code}</td><td>${o.fam === 'cms' ? a(o.home, o.c.name) : esc(o.c.name)}</td><td>${a(this.staffUrl(o.f), `${o.f.first} ${o.f.last}`)}</td><td>${o.fam !== 'cms' && (o.home || o.mid) ? a(o.fam === 'stub' ? this.userPathOf(o) : this.href(o, 'sem'), o.fam === 'moodle' || o.fam === 'walled' ? 'e-Kursy' : 'strona przedmiotu') : ''}</td><td>${a(this.usosCycle(o.c, o.y, o.z), 'USOS')}${y >= 2012 ? ` · ${a(this.sylUrl(o.c, y), 'sylabus')}` : ''}</td></tr>`;
    return this.dx(`Przedmioty — ${semName(y, z)}`, `<table class="views-table"><thead><tr><th>Kod</th><th>Przedmiot</th><th>Prowadzący</th><th>Strona</th><th>Informacje</th></tr></thead><tbody>${offs.map(row).join('')}</tbody></table>${en.length ? `<p>Przedmioty prowadzone w języku angielskim: ${en.map((o) => a(o.home || this.href(o, 'semen'), o.c.en)).join(', ')}</p>` : ''}<p class="pager">${prev[0] >= FIRST_Y ? a(this.semUrl(...prev), `« poprzedni semestr (${semName(...prev)})`) : ''} ${next[0] < 2019 || (next[0] === 2019 && next[1]) ? a(this.semUrl(...next), `następny semestr »`) : ''}</p>`, { crumbs: [['/dydaktyka/', 'Dydaktyka'], ['/dydaktyka/przedmioty/', 'Przedmioty']] });
  }

  private cmsCourse(o: Off, materials: boolean): Resp {
    const base = o.home;
    const S = this.sections(o, { slide: (n) => `${base}materialy/wyklad-${n}.pdf`, list: (n) => `${base}materialy/lista-${n}.pdf` });
    const en = o.en;
    const crumbs: [string, string][] = en ? [['/en/teaching/courses/', 'Courses in English'], [`/en/teaching/courses/${semSlugEn(o.y, o.z)}/`, `${o.y}/${o.y + 1}`]] : [['/dydaktyka/', 'Dydaktyka'], [this.semUrl(o.y, o.z), semName(o.y, o.z)]];
    if (materials) return this.dx(`${en ? o.c.en : o.c.name}: ${en ? 'materials' : 'materiały'}`, `<ul>${Array.from({ length: 12 }, (_, i) => li(`${base}materialy/wyklad-${i + 1}.pdf`, `${en ? 'Lecture' : 'Wykład'} ${i + 1}`)).join('')}</ul><p>${a(base, '←')}</p>`, { en, crumbs: [...crumbs, [base, en ? o.c.en : o.c.name]] });
    return this.dx(en ? o.c.en : o.c.name, `<div class="field-semestr">${esc(en ? `${o.z ? 'Winter' : 'Summer'} semester ${o.y}/${o.y + 1}` : semName(o.y, o.z))}</div><div class="field-prowadzacy">${a(this.staffUrl(o.f, en), fio(o.f))}</div>${S.map(([h, b]) => `<h2>${esc(h)}</h2>${b}`).join('')}<p>${a(`${base}materialy/`, en ? 'All materials' : 'Wszystkie materiały')} · ${a(this.sylUrl(o.c, o.y), en ? 'Syllabus (PL)' : 'Sylabus')}</p>`, { en, crumbs });
  }

  private profile(f: Fac, en: boolean, tab: string): Resp {
    const r = rng(hash(`prof:${f.login}`));
    const offs = (this.byFac.get(f.login) ?? []);
    const cur = offs.filter((o) => o.y === 2019 || (o.y === 2018 && !o.z));
    const tabs = ['', 'dydaktyka', 'publikacje', 'konsultacje'];
    if (!tabs.includes(tab)) return this.d404(en);
    const base = this.staffUrl(f, en);
    const nav = `<ul class="tabs">${tabs.map((t) => li(t ? `${base}?tab=${t}` : base, t || (en ? 'profile' : 'profil'))).join('')}</ul>`;
    const personal = this.personalUrl(f);
    let body = `<p>${esc(ZAK.find((z) => z.id === f.zak)![en ? 'en' : 'name'])}<br>e-mail: ${f.login}@ii.${DOM}<br>${en ? 'Room' : 'Pokój'} ${int(r, 101, 340)}</p>${personal ? `<p>${a(personal, en ? 'Personal page' : 'Strona domowa')}</p>` : ''}${f.old && f.neu ? `<p>${a(`${OLD}/~${f.login}/`, en ? 'Old page' : 'Strona archiwalna')}</p>` : ''}`;
    if (tab === 'dydaktyka' || tab === '') body += `<h2>${en ? 'Courses' : 'Zajęcia'}</h2><ul>${cur.map((o) => li(o.fam === 'stub' ? this.userPathOf(o) : this.href(o, 'prof'), `${en ? o.c.en : o.c.name} (${semCode(o.y, o.z)})`)).join('')}</ul>`;
    if (tab === 'publikacje') body += `<h2>${en ? 'Publications' : 'Publikacje'}</h2><p>${a(`${REPO}/publikacje?autor=${f.login}`, en ? 'Publications in the repository' : 'Publikacje w repozytorium')}</p>`;
    if (tab === 'konsultacje') body += `<p>${en ? 'Office hours' : 'Konsultacje'}: ${esc(pick(r, ['wtorek 12:15–14:00', 'środa 10:15–12:00', 'czwartek 14:15–16:00']))}</p><p>${a(`${PLAN}/?prowadzacy=${f.login}`, en ? 'Timetable' : 'Plan zajęć')}</p>`;
    return this.dx(fio(f), nav + body, { en, crumbs: [[en ? '/en/staff/' : '/pracownicy/', en ? 'Staff' : 'Pracownicy']] });
  }

  private newsUrl(n: News, en = false) { return en ? `${WWW}/en/news/${n.id}-${n.slug}/` : `${WWW}/aktualnosci/${n.id}-${n.slug}/`; }
  private newsList(page: number, tag: string): Resp {
    const items = tag ? this.news.filter((n) => n.tags.includes(tag)) : this.news;
    const per = 10;
    const last = Math.max(1, Math.ceil(items.length / per));
    if (!(page >= 1 && page <= last && Number.isInteger(page))) return this.d404();
    const base = tag ? `/aktualnosci/tag/${encodeURIComponent(tag)}/` : '/aktualnosci/';
    const pl = (n: number) => (n === 1 ? base : `${base}?strona=${n}`);
    const pages: number[] = [1];
    for (let i = page - 3; i <= page + 3; i++) if (i > 1 && i < last) pages.push(i);
    if (last > 1) pages.push(last);
    return this.dx(tag ? `Aktualności: ${tag}` : 'Aktualności', `<ul class="news">${items.slice((page - 1) * per, page * per).map((n) => `<li>${fDot(n.day)} ${a(this.newsUrl(n), n.title)} <span class="tags">${n.tags.map((t) => a(`/aktualnosci/tag/${encodeURIComponent(t)}/`, t)).join(', ')}</span></li>`).join('')}</ul><ul class="pager">${page > 1 ? li(pl(page - 1), '‹ poprzednia') : ''}${pages.map((n) => (n === page ? `<li class="active">${n}</li>` : li(pl(n), String(n)))).join('')}${page < last ? li(pl(page + 1), 'następna ›') : ''}</ul><p>Archiwum: ${Array.from({ length: 12 }, (_, i) => a(`/aktualnosci/archiwum/${2019 - i}/`, String(2019 - i))).join(' ')}</p>`, { crumbs: [['/aktualnosci/', 'Aktualności']] });
  }
  private newsYear(y: number): Resp {
    const items = this.news.filter((n) => ymd(n.day)[0] === y);
    if (!items.length) return this.d404();
    return this.dx(`Aktualności ${y}`, `<ul>${items.map((n) => li(this.newsUrl(n), `${fDot(n.day)} ${n.title}`)).join('')}</ul>`, { crumbs: [['/aktualnosci/', 'Aktualności']] });
  }
  private newsItem(n: News, en: boolean): Resp {
    const r = rng(hash(`ni:${n.id}`));
    const i = this.news.indexOf(n);
    const prev = this.news[i + 1];
    const next = this.news[i - 1];
    const body = n.off
      ? `<p>${esc(n.title)}. ${en ? 'Details on the course page' : 'Szczegóły na stronie przedmiotu'}: ${a(n.off.home ? this.href(n.off, `n${n.id}`) : this.usosCycle(n.off.c, n.off.y, n.off.z), n.off.c.name)}.</p>${TK.para(r, 1)}`
      : (en ? TKEN.para(r, 3) : TK.para(r, 3) + TK.para(r, 2));
    const tags = n.tags.map((t) => a(`/aktualnosci/tag/${encodeURIComponent(t)}/`, t)).join(', ');
    return this.dx(en ? `[EN] ${n.title}` : n.title, `<div class="date">${en ? fEn(n.day) : fPl(n.day)}</div>${body}<p>Tagi: ${tags}</p>${n.en && !en ? `<p>${a(this.newsUrl(n, true), 'English')}</p>` : ''}<ul class="prevnext">${prev ? li(this.newsUrl(prev, en && prev.en), '« starsza') : ''}${next ? li(this.newsUrl(next, en && next.en), 'nowsza »') : ''}</ul>`, { en, crumbs: [[en ? '/en/news/' : '/aktualnosci/', en ? 'News' : 'Aktualności']] });
  }

  /** Events of a day: seeded, mostly on weekdays during 2008–2020. */
  private eventsOf(d: number): number[] {
    const [y] = ymd(d);
    if (y < 2008 || y > 2020) return [];
    const k = hash(`ev:${d}`) % 10;
    const n = wday(d) === 0 || wday(d) === 6 ? (k === 0 ? 1 : 0) : k < 3 ? 1 : k === 3 ? 2 : 0;
    return Array.from({ length: n }, (_, i) => d * 3 + i);
  }
  private evTitle(id: number) { const r = rng(hash(`evt:${id}`)); return `${pick(r, ['Seminarium', 'Wykład gościnny', 'Warsztaty', 'Spotkanie koła naukowego', 'Obrona pracy doktorskiej', 'Posiedzenie Rady Instytutu', 'Dzień otwarty', 'Hackathon'])}: ${TK.words(r, 4)}`; }
  private calendar(y: number, mo: number, d: number): Resp {
    if (mo < 1 || mo > 12 || y < 1900 || y > 2100) return this.d404();
    const first = dayOf(y, mo, 1);
    const len = dayOf(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, 1) - first;
    if (d > len) return this.d404();
    const ml = (n: number) => { const [yy, mm, dd] = ymd(n); return `/wydarzenia/kalendarz/${yy}/${pad(mm)}/${d ? `${pad(dd)}/` : ''}`; };
    const dayLink = (n: number) => { const [yy, mm, dd] = ymd(n); return `/wydarzenia/kalendarz/${yy}/${pad(mm)}/${pad(dd)}/`; };
    if (d) {
      const n = first + d - 1;
      const evs = this.eventsOf(n);
      return this.dx(`Wydarzenia — ${fPl(n)}`, `${evs.length ? `<ul>${evs.map((e) => li(`/wydarzenia/${e}/`, this.evTitle(e))).join('')}</ul>` : '<p>Brak wydarzeń w tym dniu.</p>'}<p>${a(dayLink(n - 1), '« poprzedni dzień')} · ${a(`/wydarzenia/kalendarz/${y}/${pad(mo)}/`, `${MNOM[mo - 1]} ${y}`)} · ${a(dayLink(n + 1), 'następny dzień »')}</p>`, { crumbs: [['/wydarzenia/kalendarz/2019/11/', 'Wydarzenia']] });
    }
    const cells: string[] = [];
    for (let i = 0; i < len; i++) { const evs = this.eventsOf(first + i); cells.push(`<td>${a(dayLink(first + i), String(i + 1))}${evs.map((e) => `<br>${a(`/wydarzenia/${e}/`, this.evTitle(e))}`).join('')}</td>`); }
    return this.dx(`Kalendarz wydarzeń — ${MNOM[mo - 1]} ${y}`, `<table class="calendar"><tr>${cells.join('')}</tr></table><p>${a(ml(first - 1), '« poprzedni miesiąc')} · ${a(ml(first + len), 'następny miesiąc »')}</p>`, { crumbs: [['/wydarzenia/kalendarz/2019/11/', 'Wydarzenia']] });
  }
  private event(id: number): Resp {
    const d = Math.floor(id / 3);
    if (!this.eventsOf(d).includes(id)) return this.d404();
    const [y, m, dd] = ymd(d);
    return this.dx(this.evTitle(id), `<p>${fPl(d)}, godz. ${pick(rng(id), ['10:15', '12:15', '14:15', '16:15'])}, ${pick(rng(id + 1), ['sala 105', 'aula A', 'sala 207'])}</p>${TK.para(rng(hash(`evb:${id}`)), 2)}<p>${a(`/wydarzenia/kalendarz/${y}/${pad(m)}/${pad(dd)}/`, 'Inne wydarzenia tego dnia')} · ${a(`/wydarzenia/${id}/ical/`, 'iCal')}</p>`, { crumbs: [['/wydarzenia/kalendarz/2019/11/', 'Wydarzenia']] });
  }

  private wwwEn(u: URL): Resp {
    const p = u.pathname;
    let m: RegExpExecArray | null;
    if (p === '/en/') return this.dx('Institute of Computer Science', `<p>${TKEN.para(rng(11), 3)}</p><h2>News</h2><ul>${this.news.filter((n) => n.en).slice(0, 6).map((n) => li(this.newsUrl(n, true), n.title)).join('')}</ul><p>${a('/en/teaching/courses/', 'Courses taught in English')} · ${a('/en/staff/', 'Staff')}</p>`, { en: true });
    if (p === '/en/about/') return this.dx('About the Institute', TKEN.para(rng(12), 6), { en: true, crumbs: [] });
    if (p === '/en/staff/') return this.dx('Staff', `<ul>${FACULTY.map((f) => li(this.staffUrl(f, true), fio(f))).join('')}</ul>`, { en: true, crumbs: [] });
    if ((m = /^\/en\/staff\/([a-z-]+)\/$/.exec(p))) { const f = FACULTY.find((x) => x.slug === m![1]); return f ? this.profile(f, true, u.searchParams.get('tab') ?? '') : this.d404(true); }
    if (p === '/en/news/') {
      const items = this.news.filter((n) => n.en);
      const pg = Number(u.searchParams.get('page') ?? 0);
      if (!(pg >= 0 && pg * 10 < items.length)) return this.d404(true);
      return this.dx('News', `<ul>${items.slice(pg * 10, pg * 10 + 10).map((n) => li(this.newsUrl(n, true), `${fEn(n.day)} — ${n.title}`)).join('')}</ul><p>${pg > 0 ? a(`/en/news/?page=${pg - 1}`, '‹ newer') : ''} ${a(`/en/news/?page=${pg + 1}`, 'older ›')}</p>`, { en: true, crumbs: [] });
    }
    if ((m = /^\/en\/news\/(\d+)-[a-z0-9-]*\/$/.exec(p))) { const n = this.newsById.get(Number(m[1])); return n && n.en ? this.newsItem(n, true) : this.d404(true); }
    const enOffs = this.offs.filter((o) => o.en);
    if (p === '/en/teaching/courses/') {
      const sems = [...new Set(enOffs.map((o) => semIdx(o.y, o.z)))].sort((x, y) => y - x);
      return this.dx('Courses taught in English', `<p>Courses for Erasmus+ and international students.</p><ul>${sems.map((s) => { const y = FIRST_Y + Math.floor(s / 2); const z = s % 2 === 0; return li(`/en/teaching/courses/${semSlugEn(y, z)}/`, `${z ? 'Winter' : 'Summer'} semester ${y}/${y + 1}`); }).join('')}</ul>`, { en: true, crumbs: [] });
    }
    if ((m = /^\/en\/teaching\/courses\/(\d{4})-(\d{4})-(winter|summer)\/(?:([a-z0-9-]+)\/)?(materialy\/)?$/.exec(p))) {
      const y = Number(m[1]); const z = m[3] === 'winter';
      if (!m[4]) {
        const offs = enOffs.filter((o) => o.y === y && o.z === z);
        if (!offs.length) return this.d404(true);
        return this.dx(`Courses in English — ${z ? 'winter' : 'summer'} ${y}/${y + 1}`, `<ul>${offs.map((o) => li(o.home || this.href(o, 'en'), `${o.c.en} — ${fio(o.f)}`)).join('')}</ul>`, { en: true, crumbs: [['/en/teaching/courses/', 'Courses in English']] });
      }
      const o = this.homes.get(`${WWW}/en/teaching/courses/${semSlugEn(y, z)}/${m[4]}/`);
      return o ? this.cmsCourse(o, !!m[5]) : this.d404(true);
    }
    return this.d404(true);
  }

  // ===================================================================================================================
  // USOSweb: course catalogue per course and per cycle (non-homes)
  // ===================================================================================================================

  private usosHost(u: URL): Resp {
    const wrap = (t: string, b: string, lang = 'pl') => page(`<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t)} - USOSweb - Uniwersytet Wiślano-Kaszubski</title></head><body><div id="layout-top"><a href="kontroler.php?_action=home">USOSweb</a> | <a href="kontroler.php?_action=katalog2/index">KATALOG</a> | <a href="kontroler.php?_action=logowaniecas/index">zaloguj się</a></div><div id="layout-main-content"><h1>${esc(t)}</h1>${b}</div><div id="layout-footer">USOSweb 6.4.0 · MUCI</div></body></html>`);
    if (u.pathname === '/' ) return moved(`${USOS}?_action=home`, 302);
    if (u.pathname !== '/kontroler.php') return nginx404();
    const sp = u.searchParams;
    const act = sp.get('_action') ?? '';
    if (act === 'home' || act === '') return wrap('Strona główna', `<p>Witamy w USOSweb — serwisie internetowym dla studentów i pracowników.</p><ul>${li('kontroler.php?_action=katalog2/index', 'Katalog przedmiotów')}${li('kontroler.php?_action=katalog2/jednostki/pokazJednostke&jed_org_kod=0600000', 'Instytut Informatyki')}${li('kontroler.php?_action=news/default', 'Aktualności')}</ul>`);
    if (act === 'logowaniecas/index') return moved(cas(`https://${H.usos}/kontroler.php?_action=home`), 302);
    if (act === 'news/default') return wrap('Aktualności', TK.para(rng(55), 3));
    if (act === 'katalog2/index') return wrap('Katalog', `<ul>${li('kontroler.php?_action=katalog2/jednostki/pokazJednostke&jed_org_kod=0600000', 'Instytut Informatyki')}${li('kontroler.php?_action=katalog2/przedmioty/szukajPrzedmiotu', 'Szukaj przedmiotu')}</ul>`);
    if (act === 'katalog2/przedmioty/szukajPrzedmiotu') return wrap('Szukaj przedmiotu', '<form action="kontroler.php" method="get"><input type="hidden" name="_action" value="katalog2/przedmioty/szukajPrzedmiotu"><input name="prz_nazwa"><button>Szukaj</button></form>');
    if (act === 'katalog2/jednostki/pokazJednostke') return sp.get('jed_org_kod') === '0600000' ? wrap('Instytut Informatyki', `<table>${COURSES.map((c) => `<tr><td>${c.code}</td><td>${a(this.usosCourse(c).replace(USOS, 'kontroler.php'), c.name)}</td></tr>`).join('')}</table>`) : wrap('Jednostka', '<p>Brak danych.</p>');
    if (act === 'katalog2/osoby/pokazOsobe') { const f = facBy.get(sp.get('os_id') ?? ''); return f ? wrap(fio(f), `<p>${a(this.staffUrl(f), 'Strona w Instytucie')}</p><ul>${(this.byFac.get(f.login) ?? []).filter((o) => o.y >= 2015).map((o) => li(this.usosCycle(o.c, o.y, o.z), `${o.c.name} ${semCode(o.y, o.z)}`)).join('')}</ul>`) : wrap('Błąd', '<p>Nie znaleziono osoby.</p>'); }
    if (act === 'katalog2/przedmioty/pokazPrzedmiot') {
      const c = COURSES.find((x) => x.code === sp.get('prz_kod'));
      if (!c) return wrap('Błąd', '<p>Nie znaleziono przedmiotu.</p>');
      const offs = this.byCourse.get(c.short) ?? [];
      const cyc = sp.get('cdyd_kod');
      const lang = sp.get('lang') === 'en' ? 'en' : 'pl';
      const desc = `<table><tr><th>Kod przedmiotu</th><td>${c.code}</td></tr><tr><th>Nazwa w języku angielskim</th><td>${esc(c.en)}</td></tr><tr><th>Jednostka</th><td>Instytut Informatyki</td></tr><tr><th>Punkty ECTS</th><td>${4 + (hash(c.short) % 4)}</td></tr></table><h2>Opis</h2><p>${c.topics.map(esc).join('. ')}.</p>`;
      if (!cyc) return wrap(c.name, `${desc}<h2>Zajęcia w cyklach</h2><ul>${offs.map((o) => li(this.usosCycle(c, o.y, o.z), semName(o.y, o.z))).join('')}</ul><p>${a(this.usosCourse(c, lang === 'pl' ? '&lang=en' : ''), lang === 'pl' ? 'English' : 'polski')}</p>`, lang);
      const o = offs.find((x) => semCode(x.y, x.z) === cyc);
      if (!o) return wrap(c.name, `${desc}<p>Przedmiot nie jest oferowany w cyklu ${esc(cyc)}.</p>`);
      const www = o.home ? this.href(o, 'usos') : o.fam === 'stub' ? this.userPathOf(o) : o.mid ? `${EK}/course/view.php?id=${o.mid}` : '';
      return wrap(`${c.name} ${cyc}`, `${desc}<h2>Zajęcia w cyklu ${semName(o.y, o.z)}</h2><table><tr><th>Koordynator</th><td>${a(`kontroler.php?_action=katalog2/osoby/pokazOsobe&os_id=${o.f.login}`, fio(o.f))}</td></tr><tr><th>Typ zajęć</th><td>${c.hours}</td></tr>${www ? `<tr><th>Strona przedmiotu</th><td>${a(www, www)}</td></tr>` : ''}<tr><th>Zaliczenie</th><td>egzamin</td></tr></table><p>${a(this.usosCourse(c), 'Wszystkie cykle')}</p>`);
    }
    return wrap('Błąd', '<p>Nieznana akcja lub brak uprawnień.</p>');
  }

  // ===================================================================================================================
  // e-Kursy (Moodle 3.5): a few guest courses among walled ones
  // ===================================================================================================================

  private mwrap(title: string, body: string): Resp {
    return page(`<!DOCTYPE html><html dir="ltr" lang="pl" xml:lang="pl"><head><title>${esc(title)}</title><meta charset="utf-8"></head><body id="page-course-view" class="format-topics"><nav class="navbar">${a(`${EK}/`, 'e-Kursy UWK')} <span class="login">Jesteś zalogowany(a) jako gość (${a(`${EK}/login/index.php`, 'Zaloguj się')})</span></nav><div id="page-content">${body}</div><footer>Moodle 3.5 · ${a(`${EK}/admin/tool/dataprivacy/summary.php`, 'Podsumowanie przechowywania danych')}</footer></body></html>`);
  }
  private otherCourse(id: number): [number, string] | undefined {
    // Other faculties' courses: category 10..15, ids 3000+
    if (id < 3000 || id >= 3000 + 6 * 400) return undefined;
    const fc = Math.floor((id - 3000) / 400);
    if ((id - 3000) % 400 >= 80 + fc * 20) return undefined;
    const r = rng(hash(`oc:${id}`));
    return [10 + fc, `${pick(r, ['Analiza', 'Chemia', 'Fizyka', 'Historia', 'Ekonomia', 'Prawo', 'Biologia', 'Filologia', 'Pedagogika'])} ${pick(r, ['ogólna', 'stosowana', 'II', 'dla zaawansowanych', 'w praktyce', 'teoretyczna'])} (${pick(r, ['ćwiczenia', 'wykład', 'seminarium'])}) ${2015 + (id % 5)}/${2016 + (id % 5)}`];
  }
  private moodleHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const FACS = ['Wydział Matematyki i Fizyki', 'Wydział Chemii', 'Wydział Nauk Społecznych', 'Wydział Prawa', 'Wydział Biologii', 'Wydział Filologiczny'];
    if (p === '/' || p === '/index.php') return this.mwrap('e-Kursy UWK', `<h2>Kategorie kursów</h2><ul>${li('/course/index.php?categoryid=1', 'Instytut Informatyki')}${FACS.map((n, i) => li(`/course/index.php?categoryid=${10 + i}`, n)).join('')}</ul>`);
    if (p === '/login/index.php') return moved(cas(`${EK}/login/index.php`), 302);
    if (p === '/course/index.php') {
      const cat = Number(sp.get('categoryid') ?? 0);
      const pg = Number(sp.get('page') ?? 0);
      if (cat === 1) { const sems: number[] = []; for (let s = semIdx(2019, true); s >= semIdx(2014, true); s--) sems.push(s); return this.mwrap('Instytut Informatyki', `<ul>${sems.map((s) => li(`/course/index.php?categoryid=${100 + s}`, semName(FIRST_Y + Math.floor(s / 2), s % 2 === 0))).join('')}</ul>`); }
      let items: [number, string][] = [];
      if (cat >= 100) items = [...this.mcourses.values()].filter((o) => semIdx(o.y, o.z) === cat - 100).map((o) => [o.mid!, `${o.c.name} ${semCode(o.y, o.z)}`]);
      else if (cat >= 10 && cat < 16) for (let id = 3000 + (cat - 10) * 400; id < 3000 + (cat - 10) * 400 + 80 + (cat - 10) * 20; id++) items.push([id, this.otherCourse(id)![1]]);
      else return this.mwrap('Błąd', '<p>Nie można znaleźć rekordu danych w tabeli course_categories.</p>');
      const per = 20;
      if (!(pg >= 0 && (pg === 0 || pg * per < items.length))) return this.mwrap('Błąd', '<p>Niepoprawny numer strony.</p>');
      const last = Math.ceil(items.length / per);
      return this.mwrap('Kursy', `<ul class="courses">${items.slice(pg * per, pg * per + per).map(([id, n]) => `<li>${a(`/course/view.php?id=${id}`, n)} ${a(`/course/info.php?id=${id}`, 'ⓘ')}</li>`).join('')}</ul><p>${Array.from({ length: last }, (_, i) => (i === pg ? String(i + 1) : a(`/course/index.php?categoryid=${cat}&perpage=${per}&page=${i}`, String(i + 1)))).join(' ')}</p>`);
    }
    const id = Number(sp.get('id') ?? 0);
    const o = this.mcourses.get(id);
    const other = this.otherCourse(id);
    if (p === '/course/info.php') {
      if (!o && !other) return this.mwrap('Błąd', '<p>Nie można znaleźć rekordu danych w tabeli course.</p>');
      return this.mwrap('Informacje o kursie', `<h2>${esc(o ? o.c.name : other![1])}</h2><p>${o ? `Prowadzący: ${esc(fio(o.f))}. ${esc(semName(o.y, o.z))}` : 'Kurs na platformie e-Kursy.'}</p><p>${o && o.fam === 'moodle' ? a(`/course/view.php?id=${id}`, 'Wejdź jako gość') : 'Ten kurs wymaga zapisania się.'}</p>`);
    }
    if (p === '/course/view.php') {
      if (!o && !other) return this.mwrap('Błąd', '<p>Nie można znaleźć rekordu danych w tabeli course.</p>');
      if (!o || o.fam !== 'moodle') return { status: 303, location: `${EK}/login/index.php`, type: 'text/html', body: '' };
      const S = this.sections(o, { slide: (n) => `${EK}/mod/resource/view.php?id=${id * 100 + n}`, list: (n) => `${EK}/mod/resource/view.php?id=${id * 100 + 50 + n}` });
      return this.mwrap(`Kurs: ${o.c.name} ${semCode(o.y, o.z)}`, `<h1>${esc(o.c.name)} (${semCode(o.y, o.z)})</h1><ul class="topics"><li class="section"><h3>Ogólne</h3>${a(`${EK}/mod/forum/view.php?id=${id * 100}`, 'Ogłoszenia')}${S.slice(0, 3).map(([h, b]) => `<h4>${esc(h)}</h4>${b}`).join('')}</li>${this.info(o).weeks.slice(0, 8).map((d, i) => `<li class="section"><h3>Temat ${i + 1}</h3><p>${fDm(d)}: ${esc(o.c.topics[i % o.c.topics.length])}</p>${a(`${EK}/mod/resource/view.php?id=${id * 100 + i + 1}`, `Wykład ${i + 1} (PDF)`)} ${a(`${EK}/mod/assign/view.php?id=${id * 100 + 70 + i}`, `Zadanie ${i + 1}`)}</li>`).join('')}</ul>${S.slice(3).map(([h, b]) => `<h3>${esc(h)}</h3>${b}`).join('')}`);
    }
    const mid = Math.floor(id / 100);
    const mo = this.mcourses.get(mid);
    if (p === '/mod/resource/view.php' && mo?.fam === 'moodle') return bin('application/pdf', u.href);
    if (p === '/mod/forum/view.php' && mo?.fam === 'moodle') return this.mwrap('Ogłoszenia', `<p>${TK.para(rng(id), 2)}</p><p>${a(`/course/view.php?id=${mid}`, mo.c.name)}</p>`);
    if (p.startsWith('/mod/') || p.startsWith('/user/') || p.startsWith('/admin/')) return { status: 303, location: `${EK}/login/index.php`, type: 'text/html', body: '' };
    return nginx404();
  }

  private casHost(u: URL): Resp {
    if (u.pathname === '/cas/login') return page(`<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Centralny System Uwierzytelniania UWK</title></head><body><h1>Centralny System Uwierzytelniania</h1><form method="post" action="/cas/login"><label>Identyfikator <input name="username"></label><label>Hasło <input type="password" name="password"></label><button>Zaloguj</button></form><p>${a('/cas/pomoc', 'Nie pamiętasz hasła?')}</p></body></html>`);
    if (u.pathname === '/cas/pomoc') return page('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Pomoc</title></head><body><p>Hasło można zresetować w dziekanacie lub przez USOSweb.</p></body></html>');
    return nginx404();
  }

  // ===================================================================================================================
  // DokuWiki: course pages (dydaktyka:2017l:jfizo) among wiki noise with revisions and diffs
  // ===================================================================================================================

  private wikiPages(): Map<string, { title: string; off?: Off; revs: number }> {
    const m = new Map<string, { title: string; off?: Off; revs: number }>();
    for (const o of this.offs) if (o.fam === 'wiki') {
      const id = `dydaktyka:${o.y}${o.z ? 'z' : 'l'}:${o.c.short}`;
      m.set(id, { title: `${o.c.name} (${semName(o.y, o.z)})`, off: o, revs: 3 + (hash(id) % 9) });
      m.set(`${id}:zadania`, { title: `${o.c.name}: zadania`, revs: 2 + (hash(id) % 5) });
    }
    const NS = ['laboratoria', 'admin', 'howto', 'projekty', 'kolo', 'seminarium'];
    for (let i = 0; i < 150; i++) {
      const r = rng(hash(`wp:${i}`));
      const ns = NS[i % NS.length];
      const id = `${ns}:${deacc(TK.words(r, 2)).replace(/-/g, '_')}_${i}`;
      m.set(id, { title: TK.words(rng(hash(id)), 3), revs: 2 + (hash(id) % 14) });
    }
    return m;
  }
  private _wp?: Map<string, { title: string; off?: Off; revs: number }>;
  private get wp() { return (this._wp ??= this.wikiPages()); }

  private wikiHost(u: URL): Resp {
    if (u.pathname === '/' || u.pathname === '/index.php') return moved(`${WIKI}/doku.php?id=start`);
    if (u.pathname.startsWith('/lib/exe/')) return u.pathname.endsWith('.php') ? { status: 200, type: 'image/gif', body: Buffer.from('GIF89a') } : nginx404();
    if (u.pathname !== '/doku.php') return nginx404();
    const sp = u.searchParams;
    const id = (sp.get('id') ?? 'start').toLowerCase();
    const doo = sp.get('do') ?? '';
    const rev = Number(sp.get('rev') ?? 0);
    const wrap = (title: string, body: string, status = 200) => ({ status, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html>\n<html lang="pl" dir="ltr"><head><meta charset="utf-8"><title>${esc(title)} [Wiki Instytutu Informatyki]</title><meta name="generator" content="DokuWiki"><meta name="robots" content="${doo || rev ? 'noindex,nofollow' : 'index,follow'}"></head><body><div id="dokuwiki__site"><header>${a('/doku.php?id=start', 'Wiki Instytutu Informatyki')} ${a(`/doku.php?id=${id}&do=login&sectok=`, 'Zaloguj')} ${a('/doku.php?id=start&do=index', 'Mapa strony')} ${a('/doku.php?id=start&do=recent', 'Ostatnie zmiany')}</header><div class="page">${body}</div><div class="pageinfo">${a(`/doku.php?id=${id}&do=revisions`, 'Poprzednie wersje')} · ${a(`/doku.php?id=${id}&do=backlink`, 'Odnośniki')}</div></div></body></html>` });
    const sems = [...new Set(this.offs.filter((o) => o.fam === 'wiki').map((o) => `${o.y}${o.z ? 'z' : 'l'}`))].sort().reverse();
    if (doo === 'login') return wrap('Zaloguj', '<form method="post"><input name="u"><input type="password" name="p"><button>Zaloguj</button></form>');
    if (doo === 'index') return wrap('Mapa strony', `<ul>${[...new Set([...this.wp.keys()].map((k) => k.split(':')[0]))].map((ns) => li(`/doku.php?id=${ns}:start`, ns)).join('')}</ul>`);
    if (doo === 'recent') { const first = Number(sp.get('first') ?? 0); const keys = [...this.wp.keys()]; return wrap('Ostatnie zmiany', `<ul>${keys.slice(first, first + 20).map((k) => li(`/doku.php?id=${k}`, k)).join('')}</ul>${first + 20 < keys.length ? a(`/doku.php?id=start&do=recent&first=${first + 20}`, 'starsze zmiany') : ''}`); }
    if (id === 'start') return wrap('Strona główna', `<h1>Wiki Instytutu Informatyki</h1><ul>${li('/doku.php?id=dydaktyka:start', 'Dydaktyka')}${['laboratoria', 'admin', 'howto', 'projekty', 'kolo', 'seminarium'].map((ns) => li(`/doku.php?id=${ns}:start`, ns)).join('')}</ul>`);
    let m: RegExpExecArray | null;
    if (id === 'dydaktyka:start') return wrap('Dydaktyka', `<h1>Dydaktyka</h1><p>Strony przedmiotów prowadzonych na wiki (nowsze przedmioty mają strony w serwisie Instytutu).</p><ul>${sems.slice(0, 4).map((s) => li(`/doku.php?id=dydaktyka:${s}:start`, s)).join('')}</ul><p>${a('/doku.php?id=dydaktyka:archiwum', 'Archiwum')}</p>`);
    if (id === 'dydaktyka:archiwum') return wrap('Archiwum', `<ul>${sems.slice(4).map((s) => li(`/doku.php?id=dydaktyka:${s}:start`, s)).join('')}</ul>`);
    if ((m = /^dydaktyka:(\d{4}[zl]):start$/.exec(id))) {
      const list = [...this.wp.entries()].filter(([k, v]) => v.off && k.startsWith(`dydaktyka:${m![1]}:`));
      if (!list.length) return wrap(id, '<p>Ta strona jeszcze nie istnieje.</p>', 404);
      return wrap(id, `<h1>Przedmioty ${m[1]}</h1><ul>${list.map(([k, v]) => li(`/doku.php?id=${k}`, v.title)).join('')}</ul>`);
    }
    if ((m = /^([a-z]+):start$/.exec(id))) { const list = [...this.wp.keys()].filter((k) => k.startsWith(`${m![1]}:`)); return list.length ? wrap(id, `<ul>${list.map((k) => li(`/doku.php?id=${k}`, this.wp.get(k)!.title)).join('')}</ul>`) : wrap(id, '<p>Ta strona jeszcze nie istnieje.</p>', 404); }
    const pg = this.wp.get(id);
    if (!pg) return wrap(id, '<p>Ta strona jeszcze nie istnieje. Jeśli masz odpowiednie uprawnienia, możesz ją utworzyć.</p>', 404);
    const ts = (i: number) => 1262300000 + (hash(`${id}:${i}`) % 300000000);
    const revs = Array.from({ length: pg.revs }, (_, i) => ts(i)).sort((x, y) => y - x);
    if (doo === 'revisions') return wrap(`${pg.title} — poprzednie wersje`, `<ul>${revs.map((t) => `<li>${a(`/doku.php?id=${id}&rev=${t}`, new Date(t * 1000).toISOString().slice(0, 16).replace('T', ' '))} ${a(`/doku.php?id=${id}&rev=${t}&do=diff`, 'różnice')}</li>`).join('')}</ul>`);
    if (doo === 'backlink') return wrap('Odnośniki', `<ul>${li(`/doku.php?id=${id.split(':')[0]}:start`, id.split(':')[0])}</ul>`);
    if (doo === 'diff') return wrap(`${pg.title} — różnice`, `<table class="diff"><tr><td>- ${esc(TK.words(rng(rev), 12))}</td><td>+ ${esc(TK.words(rng(rev + 1), 12))}</td></tr></table>`);
    if (doo === 'export_raw') return txt(`====== ${pg.title} ======\n${TK.words(rng(hash(id)), 80)}\n`);
    if (doo) return wrap('Brak uprawnień', '<p>Nie masz wystarczających uprawnień.</p>', 403);
    if (rev && !revs.includes(rev)) return wrap(id, '<p>Brak takiej wersji.</p>', 404);
    const banner = rev ? `<div class="notify">To jest stara wersja strony (${new Date(rev * 1000).toISOString().slice(0, 10)}).</div>` : '';
    if (pg.off && !rev) {
      const o = pg.off;
      const S = this.sections(o, { slide: (n) => `/lib/exe/fetch.php?media=${id}:wyklad${n}.pdf`, list: (n) => `/lib/exe/fetch.php?media=${id}:lista${n}.pdf` });
      return wrap(pg.title, `<h1>${esc(o.c.name)}</h1><p><b>${esc(semName(o.y, o.z))}</b> · ${esc(fio(o.f))}</p><p>${a(`/doku.php?id=${id}:zadania`, 'Zadania i wyniki')}</p>${S.map(([h, b]) => `<h2>${esc(h)}</h2>${b}`).join('')}`);
    }
    return wrap(pg.title, `${banner}<h1>${esc(pg.title)}</h1>${TK.para(rng(hash(`${id}${rev}`)), 3)}${id.endsWith(':zadania') ? `<p>${a(`/doku.php?id=${id.slice(0, -8)}`, 'Powrót do przedmiotu')}</p>` : ''}<p>${a(`/doku.php?id=${id}&do=export_raw`, 'źródło')}</p>`);
  }

  // ===================================================================================================================
  // Google-Sites-like and GitHub-Pages-like course sites
  // ===================================================================================================================

  private sitesHost(u: URL): Resp {
    const m = /^\/site\/([a-z0-9]+)\/?(.*)$/.exec(u.pathname);
    if (u.pathname === '/') return page('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sites</title></head><body><p>Witryny Instytutu Informatyki.</p></body></html>');
    const o = m ? this.sitesBy.get(m[1]) : undefined;
    if (!m || !o) return nginx404();
    const rest = m[2];
    if (rest === '') return moved(`${SITES}/site/${m[1]}/home`, 302);
    const base = `/site/${m[1]}`;
    const subs: [string, string][] = [['home', 'Strona główna'], ['ogloszenia', 'Ogłoszenia'], ['materialy', 'Materiały'], ['oceny', 'Oceny']];
    const wrap = (t: string, b: string) => page(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(o.c.name)} ${o.y}/${o.y + 1} - ${esc(t)}</title></head><body><div id="sites-chrome-header"><h1>${esc(o.c.name)} ${o.y}/${o.y + 1}</h1></div><div id="sites-chrome-sidebar-left"><ul>${subs.map(([s, n]) => li(`${base}/${s}`, n)).join('')}</ul><p>${a(`${base}/system/app/pages/sitemap/hierarchy`, 'Mapa witryny')}</p></div><div id="sites-canvas-main">${b}</div><div id="sites-chrome-footer">${a(`${base}/system/app/pages/recentChanges`, 'Ostatnie działania w witrynie')} · Google Sites</div></body></html>`);
    if (rest === 'home') return wrap('Strona główna', `<h2>${esc(this.title(o))}</h2>${this.sections(o, { slide: (n) => `${base}/materialy/wyklad${n}.pdf?attredirects=0&d=1`, list: (n) => `${base}/materialy/lista${n}.pdf?attredirects=0&d=1` }).map(([h, b]) => `<h3>${esc(h)}</h3>${b}`).join('')}`);
    if (rest === 'ogloszenia' || rest === 'oceny') return wrap(rest, TK.para(rng(hash(u.pathname)), 2));
    if (rest === 'materialy') return wrap('Materiały', `<ul>${Array.from({ length: 10 }, (_, i) => li(`${base}/materialy/wyklad${i + 1}.pdf?attredirects=0&d=1`, `wyklad${i + 1}.pdf`)).join('')}</ul>`);
    if (/^materialy\/(wyklad|lista)\d+\.pdf$/.test(rest)) return bin('application/pdf', u.href);
    if (rest === 'system/app/pages/sitemap/hierarchy' || rest === 'system/app/pages/recentChanges') return wrap('Mapa witryny', `<ul>${subs.map(([s, n]) => li(`${base}/${s}`, n)).join('')}</ul>`);
    return nginx404();
  }

  private pagesHost(u: URL, login: string): Resp {
    const f = facBy.get(login);
    if (!f || !f.pages) return nginx404();
    const offs = (this.byFac.get(login) ?? []).filter((o) => o.fam === 'pages');
    const p = u.pathname;
    const wrap = (t: string, b: string) => page(`<!DOCTYPE html>\n<html lang="pl"><head><meta charset="utf-8"><meta name="generator" content="Jekyll v3.8.5"><title>${esc(t)}</title><link rel="stylesheet" href="/assets/css/style.css"></head><body><header class="site-header">${a('/', `${f.first} ${f.last}`)}</header><main class="page-content">${b}</main><footer class="site-footer">${f.login}@ii.${DOM}</footer></body></html>`);
    if (p === '/') return wrap(`${f.first} ${f.last} — projekty`, `<h1>Strony przedmiotów</h1><ul>${offs.map((o) => li(`/${o.c.short}-${o.y}/`, `${o.c.name} ${o.y}/${o.y + 1}`)).join('')}</ul><p>${a(this.staffUrl(f), 'Profil')}</p>`);
    if (p === '/assets/css/style.css') return { status: 200, type: 'text/css', body: 'body{margin:0 auto;max-width:800px}' };
    const m = /^\/([a-z]+)-(\d{4})(\/.*)?$/.exec(p);
    const o = m ? offs.find((x) => x.c.short === m[1] && x.y === Number(m[2])) : undefined;
    if (!m || !o) return wrap('404', '<h1>404</h1><p>File not found</p>');
    const rest = m[3] ?? '';
    if (rest === '') return moved(`https://${login}${PAGES}${p}/`);
    const S = this.sections(o, { slide: (n) => `wyklady/w${pad(n)}.pdf`, list: (n) => `zadania/lista${pad(n)}.pdf` });
    const nav = `<nav>${a(`/${m[1]}-${m[2]}/`, 'Start')} ${a(`/${m[1]}-${m[2]}/wyklady/`, 'Wykłady')} ${a(`/${m[1]}-${m[2]}/zadania/`, 'Zadania')} ${a(`/${m[1]}-${m[2]}/zasady/`, 'Zasady zaliczenia')}</nav>`;
    if (rest === '/') return wrap(this.title(o), `${nav}<h1>${esc(o.c.name)}</h1><p>${esc(semName(o.y, o.z))}</p>${S.map(([h, b]) => `<h2>${esc(h)}</h2>${b}`).join('')}`);
    const sec = rest === '/wyklady/' ? 'Harmonogram wykładów' : rest === '/zadania/' ? 'Listy zadań' : rest === '/zasady/' ? 'Warunki zaliczenia' : '';
    if (sec) return wrap(`${o.c.name}: ${sec}`, nav + S.filter((s) => s[0] === sec).map(([h, b]) => `<h2>${esc(h)}</h2>${b}`).join(''));
    if (/^\/(wyklady|zadania)\/[a-z]+\d\d\.pdf$/.test(rest)) return bin('application/pdf', u.href);
    if (/^\/(wyklady|zadania)\/(w|lista)\d\d\.pdf$/.test(rest.replace('/zadania/', '/zadania/'))) return bin('application/pdf', u.href);
    return wrap('404', '<h1>404</h1><p>File not found</p>');
  }

  // ===================================================================================================================
  // Noise hosts: lists, gallery, file server, timetable, publications, rekrutacja, university
  // ===================================================================================================================

  private listsHost(u: URL): Resp {
    const p = u.pathname;
    const wrap = (t: string, b: string) => page(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2//EN"><HTML><HEAD><TITLE>${esc(t)}</TITLE><META http-equiv="Content-Type" content="text/html; charset=utf-8"></HEAD><BODY BGCOLOR="#ffffff">${b}</BODY></HTML>`);
    if (p === '/' || p === '/mailman/listinfo') return wrap('Listy dyskusyjne', `<h1>Listy dyskusyjne Instytutu</h1><table>${LISTS_DEF.map(([l]) => `<tr><td>${a(`/mailman/listinfo/${l}`, l)}</td><td>${a(`/pipermail/${l}/`, 'archiwum')}</td></tr>`).join('')}</table>`);
    let m: RegExpExecArray | null;
    if ((m = /^\/mailman\/(listinfo|admin)\/([a-z-]+)$/.exec(p))) { if (!this.listsMonths.has(m[2])) return apache404(H.lists, p); return wrap(m[2], m[1] === 'admin' ? '<form method="post"><input type="password" name="adminpw"></form>' : `<p>Lista ${esc(m[2])}@ii.${DOM}</p><p>${a(`/pipermail/${m[2]}/`, 'Archiwum listy')}</p>`); }
    if ((m = /^\/pipermail\/([a-z-]+)\/$/.exec(p))) {
      const months = this.listsMonths.get(m[1]);
      if (!months) return apache404(H.lists, p);
      return wrap(`Archiwum ${m[1]}`, `<h1>Archiwum listy ${esc(m[1])}</h1><table>${[...months].reverse().map(([ym]) => { const mm = `${Math.floor(ym / 100)}-${MPIPER[(ym % 100) - 1]}`; return `<tr><td>${mm}:</td><td>${a(`${mm}/thread.html`, '[ Wątek ]')} ${a(`${mm}/subject.html`, '[ Temat ]')} ${a(`${mm}/author.html`, '[ Autor ]')} ${a(`${mm}/date.html`, '[ Data ]')}</td><td>${a(`${mm}.txt.gz`, '[ Wersja tekstowa ]')}</td></tr>`; }).join('')}</table>`);
    }
    if ((m = /^\/pipermail\/([a-z-]+)\/(\d{4})-([A-Za-z]+)(\.txt\.gz|\/(thread|subject|author|date)\.html|\/(\d{6})\.html)$/.exec(p))) {
      const months = this.listsMonths.get(m[1]);
      const mi = MPIPER.indexOf(m[3]);
      const ent = months?.find(([ym]) => ym === Number(m![2]) * 100 + mi + 1);
      if (!months || !ent) return apache404(H.lists, p);
      if (m[4] === '.txt.gz') return bin('application/x-gzip', u.href);
      const [, first, n] = ent;
      const subj = (k: number) => { const r = rng(hash(`ls:${m![1]}:${Math.floor(k / 3)}`)); return `[${m![1]}] ${TK.words(r, 4)}`; };
      const auth = (k: number) => { const r = rng(hash(`la:${m![1]}:${k}`)); const f = pick(r, FACULTY); return `${f.first} ${f.last}`; };
      if (m[5]) {
        const ks = Array.from({ length: n }, (_, i) => first + i);
        if (m[5] === 'subject') ks.sort((x, y) => subj(x).localeCompare(subj(y)));
        if (m[5] === 'author') ks.sort((x, y) => auth(x).localeCompare(auth(y)));
        return wrap(`Archiwum ${m[1]} ${m[2]}-${m[3]} wg ${m[5]}`, `<h1>${m[2]}-${m[3]} Archives by ${m[5]}</h1><p>${['thread', 'subject', 'author', 'date'].map((x) => a(`${x}.html`, `[ ${x} ]`)).join(' ')} ${a('../', '[ Inne miesiące ]')}</p><ul>${ks.map((k) => `<li>${a(`${pad(k, 6)}.html`, subj(k))} <i>${esc(auth(k))}</i></li>`).join('')}</ul>`);
      }
      const k = Number(m[6]);
      if (k < first || k >= first + n) return apache404(H.lists, p);
      const r = rng(hash(`lm:${m[1]}:${k}`));
      return wrap(subj(k), `<h1>${esc(subj(k))}</h1><b>${esc(auth(k))}</b><br><i>${m[2]}-${m[3]}</i><p><ul><li>Poprzednia wiadomość: ${k > first ? a(`${pad(k - 1, 6)}.html`, subj(k - 1)) : ''}</li><li>Następna wiadomość: ${k < first + n - 1 ? a(`${pad(k + 1, 6)}.html`, subj(k + 1)) : ''}</li><li><b>Wiadomości posortowane wg:</b> ${a('date.html', '[ data ]')} ${a('thread.html', '[ wątek ]')} ${a('subject.html', '[ temat ]')} ${a('author.html', '[ autor ]')}</li></ul><hr><pre>${esc(TK.words(r, 60))}\n\n--\n${esc(auth(k))}</pre><hr><p>${a(`/mailman/listinfo/${m[1]}`, `Więcej informacji o liście ${m[1]}`)}</p>`);
    }
    return apache404(H.lists, p);
  }

  private albums(): { id: number; title: string; n: number; first: number; day: number }[] {
    const out: { id: number; title: string; n: number; first: number; day: number }[] = [];
    let first = 1;
    for (let i = 0; i < 85; i++) {
      const r = rng(hash(`alb:${i}`));
      const n = int(r, 12, 70);
      out.push({ id: i + 1, title: `${pick(r, ['Dzień otwarty', 'Hackathon', 'Konferencja', 'Inauguracja roku akademickiego', 'Obrony prac', 'Wycieczka koła naukowego', 'Olimpiada informatyczna', 'Seminarium wyjazdowe', 'Piknik naukowy'])} ${2008 + (i % 12)}`, n, first, day: dayOf(2008 + (i % 12), 1 + (i % 12), 1 + (i % 27)) });
      first += n;
    }
    return out;
  }
  private _al?: ReturnType<ModernWebT['albums']>;
  private get al() { return (this._al ??= this.albums()); }
  private fotoHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const wrap = (t: string, b: string) => page(`<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>${esc(t)} — Galeria Instytutu Informatyki</title></head><body><header>${a('/', 'Galeria')} · ${a(`${WWW}/`, 'Instytut Informatyki')}</header>${b}</body></html>`);
    let m: RegExpExecArray | null;
    if (p === '/') { const pg = Number(sp.get('strona') ?? 1); const per = 24; const last = Math.ceil(this.al.length / per); if (!(pg >= 1 && pg <= last)) return wrap('Błąd', '<p>Brak strony.</p>'); return wrap('Albumy', `<ul>${this.al.slice((pg - 1) * per, pg * per).map((x) => li(`/album/${x.id}/`, `${x.title} (${x.n})`)).join('')}</ul><p>${Array.from({ length: last }, (_, i) => a(`/?strona=${i + 1}`, String(i + 1))).join(' ')}</p>`); }
    if ((m = /^\/album\/(\d+)\/$/.exec(p))) {
      const al = this.al[Number(m[1]) - 1];
      if (!al) return wrap('Błąd', '<p>Nie ma takiego albumu.</p>');
      const pg = Number(sp.get('strona') ?? 1); const per = 20; const last = Math.ceil(al.n / per);
      if (!(pg >= 1 && pg <= last)) return wrap('Błąd', '<p>Brak strony.</p>');
      const ids = Array.from({ length: al.n }, (_, i) => al.first + i).slice((pg - 1) * per, pg * per);
      return wrap(al.title, `<h1>${esc(al.title)}</h1><p>${fPl(al.day)}</p><ul class="thumbs">${ids.map((id) => `<li>${a(`/zdjecie/${id}/`, `IMG_${pad(id, 4)}`)}</li>`).join('')}</ul><p>${Array.from({ length: last }, (_, i) => a(`/album/${al.id}/?strona=${i + 1}`, String(i + 1))).join(' ')}</p>`);
    }
    if ((m = /^\/zdjecie\/(\d+)\/$/.exec(p))) {
      const id = Number(m[1]);
      const al = this.al.find((x) => id >= x.first && id < x.first + x.n);
      if (!al) return wrap('Błąd', '<p>Nie ma takiego zdjęcia.</p>');
      const size = sp.get('rozmiar') ?? 'm';
      if (!['s', 'm', 'l', 'xl'].includes(size)) return wrap('Błąd', '<p>Nieznany rozmiar.</p>');
      return wrap(`IMG_${pad(id, 4)}`, `<p>${a(`/album/${al.id}/`, al.title)}</p><img src="/media/${id}-${size}.jpg" alt=""><p>Rozmiar: ${['s', 'm', 'l', 'xl'].map((s) => (s === size ? s : a(`/zdjecie/${id}/?rozmiar=${s}`, s))).join(' ')} · ${a(`/media/${id}-xl.jpg`, 'oryginał')}</p><p>${id > al.first ? a(`/zdjecie/${id - 1}/`, '« poprzednie') : ''} ${id < al.first + al.n - 1 ? a(`/zdjecie/${id + 1}/`, 'następne »') : ''}</p>`);
    }
    if (/^\/media\/\d+-(s|m|l|xl)\.jpg$/.test(p)) return bin('image/jpeg', u.href);
    return nginx404();
  }

  private ftpHost(u: URL): Resp {
    const p = u.pathname;
    const q = sortParams(u);
    const sorts = ['N', 'M', 'S', 'D'];
    const listing = (entries: [string, boolean][]) => {
      const col = q.C ?? 'N'; const ord = q.O ?? 'A';
      if (!sorts.includes(col) || !['A', 'D'].includes(ord)) return apache404(H.ftp, p);
      const ents = [...entries];
      if (col === 'N' && ord === 'D') ents.reverse();
      if (col === 'M' || col === 'S') ents.sort((x, y) => (hash(x[0] + col) - hash(y[0] + col)) * (ord === 'D' ? -1 : 1));
      const head = sorts.map((c) => `<th><a href="?C=${c};O=${c === col && ord === 'A' ? 'D' : 'A'}">${{ N: 'Name', M: 'Last modified', S: 'Size', D: 'Description' }[c]}</a></th>`).join('');
      return { status: 200, type: 'text/html;charset=UTF-8', body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html>\n <head>\n  <title>Index of ${esc(p)}</title>\n </head>\n <body>\n<h1>Index of ${esc(p)}</h1>\n  <table>\n   <tr>${head}</tr>\n<tr><td><a href="../">Parent Directory</a></td></tr>\n${ents.map(([n, dir]) => `<tr><td><a href="${esc(n)}${dir ? '/' : ''}">${esc(n)}${dir ? '/' : ''}</a></td><td>${fIso(NOW - (hash(p + n) % 2000))} 03:${pad(hash(n) % 60)}</td><td>${dir ? '-' : `${(hash(n) % 900) + 10}K`}</td></tr>`).join('\n')}\n</table>\n<address>Apache/2.4.10 (Debian) Server at ${H.ftp} Port 80</address>\n</body></html>\n` } as Resp;
    };
    if (p === '/') return moved(`${FTP}/pub/`);
    if (p === '/pub/') return listing([['logs', true], ['dokumenty', true], ['iso', true], ['README.txt', false]]);
    if (p === '/pub/README.txt') return txt('Serwer plików Instytutu Informatyki. Kontakt: admin@ii.' + DOM);
    if (p === '/pub/logs/') return listing([['www', true], ['ftp', true]]);
    if (p === '/pub/iso/') return listing([['debian-9.9.0-amd64-netinst.iso', false], ['ubuntu-18.04.3-desktop-amd64.iso', false], ['lab-image-2019.img.gz', false]]);
    if (p === '/pub/dokumenty/') return listing(Array.from({ length: 30 }, (_, i) => [`zarzadzenie-${2010 + (i % 10)}-${pad(i + 1)}.pdf`, false]));
    let m: RegExpExecArray | null;
    if ((m = /^\/pub\/logs\/(www|ftp)\/$/.exec(p))) return listing(Array.from({ length: 8 }, (_, i) => [String(2012 + i), true]));
    if ((m = /^\/pub\/logs\/(www|ftp)\/(\d{4})\/$/.exec(p))) { const y = Number(m[2]); if (y < 2012 || y > 2019) return apache404(H.ftp, p); return listing(Array.from({ length: y === 2019 ? 11 : 12 }, (_, i) => [pad(i + 1), true])); }
    if ((m = /^\/pub\/logs\/(www|ftp)\/(\d{4})\/(\d{2})\/$/.exec(p))) {
      const y = Number(m[2]); const mo = Number(m[3]);
      if (y < 2012 || y > 2019 || mo < 1 || mo > 12 || (y === 2019 && mo > 11)) return apache404(H.ftp, p);
      const len = dayOf(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, 1) - dayOf(y, mo, 1);
      const days = y === 2019 && mo === 11 ? 21 : len;
      return listing(Array.from({ length: days }, (_, i) => [`${m![1] === 'www' ? 'access' : 'xferlog'}.log-${y}${pad(mo)}${pad(i + 1)}.gz`, false]));
    }
    if (/\.(gz|iso|pdf)$/.test(p) && p.startsWith('/pub/')) return bin(p.endsWith('.pdf') ? 'application/pdf' : 'application/x-gzip', u.href);
    return apache404(H.ftp, p);
  }

  private planHost(u: URL): Resp {
    const sp = u.searchParams;
    if (u.pathname !== '/') return nginx404();
    const GR = ['INF-I-1', 'INF-I-2', 'INF-I-3', 'INF-II-1', 'INF-II-2', 'INF-M-1', 'INF-M-2', 'MAT-INF-1', 'MAT-INF-2', 'ERASMUS'];
    const ROOMS = ['105', '119', '137', '140', '207', 'A', '4.08', '4.12', '0.20'];
    const wrap = (t: string, b: string) => page(`<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>${esc(t)} — Plan zajęć II UWK</title></head><body><h1>${esc(t)}</h1>${b}<p>${a('/', 'Plan zajęć')} · ${a(`${WWW}/`, 'Instytut Informatyki')}</p></body></html>`);
    const gr = sp.get('grupa'); const pr = sp.get('prowadzacy'); const sala = sp.get('sala');
    if (!gr && !pr && !sala) return wrap('Plan zajęć — semestr zimowy 2019/2020', `<h2>Grupy</h2><ul>${GR.map((g) => li(`/?grupa=${g}`, g)).join('')}</ul><h2>Prowadzący</h2><ul>${FACULTY.map((f) => li(`/?prowadzacy=${f.login}`, `${f.last} ${f.first}`)).join('')}</ul><h2>Sale</h2><ul>${ROOMS.map((r) => li(`/?sala=${r}`, r)).join('')}</ul>`);
    const filt = gr ? `grupa=${gr}` : pr ? `prowadzacy=${pr}` : `sala=${sala}`;
    if ((gr && !GR.includes(gr)) || (pr && !facBy.has(pr)) || (sala && !ROOMS.includes(sala))) return wrap('Błąd', '<p>Nieznany filtr.</p>');
    const wk = sp.get('tydzien') ?? '2019-11-18';
    const wm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(wk);
    if (!wm) return wrap('Błąd', '<p>Niepoprawny tydzień.</p>');
    const mon = dayOf(Number(wm[1]), Number(wm[2]), Number(wm[3]));
    if (wday(mon) !== 1) return wrap('Błąd', '<p>Tydzień musi zaczynać się w poniedziałek.</p>');
    const widok = sp.get('widok') === 'lista' ? 'lista' : 'siatka';
    const r = rng(hash(`plan:${filt}`));
    const cur = (this.bySem.get(semIdx(2019, true)) ?? []);
    const inSem = mon >= semStart(2019, true) - 7 && mon <= dayOf(2020, 2, 10);
    const rows = inSem ? Array.from({ length: int(r, 4, 10) }, () => { const o = pick(r, cur); return `<tr><td>${DNI[int(r, 1, 5)]}</td><td>${pick(r, ['8:15', '10:15', '12:15', '14:15'])}</td><td>${a(this.usosCycle(o.c, o.y, o.z), o.c.name)}</td><td>${a(`/?prowadzacy=${o.f.login}&tydzien=${wk}`, o.f.last)}</td><td>${pick(r, ROOMS)}</td></tr>`; }).join('') : '<tr><td colspan="5">Brak zajęć w tym tygodniu.</td></tr>';
    const wl = (d: number) => `/?${filt}&tydzien=${fIso(d)}${widok === 'lista' ? '&widok=lista' : ''}`;
    return wrap(`Plan: ${gr ?? pr ?? `sala ${sala}`} — tydzień od ${fDot(mon)}`, `<table>${rows}</table><p>${a(wl(mon - 7), '« poprzedni tydzień')} · ${a(wl(mon + 7), 'następny tydzień »')} · ${a(`/?${filt}&tydzien=${fIso(mon)}&widok=${widok === 'lista' ? 'siatka' : 'lista'}`, widok === 'lista' ? 'widok siatki' : 'widok listy')}</p>`);
  }

  private pubs(): { id: number; y: number; typ: string; zak: string; authors: Fac[]; title: string }[] {
    const out: { id: number; y: number; typ: string; zak: string; authors: Fac[]; title: string }[] = [];
    for (let i = 0; i < 1500; i++) {
      const r = rng(hash(`pub:${i}`));
      const f = pick(r, FACULTY);
      const co = pick(r, FACULTY);
      out.push({ id: 10000 + i, y: 2000 + (i % 20), typ: pick(r, PUB_T), zak: f.zak, authors: co === f ? [f] : [f, co], title: TKEN.words(r, int(r, 5, 10)).replace(/^./, (c) => c.toUpperCase()) });
    }
    return out;
  }
  private _pubs?: ReturnType<ModernWebT['pubs']>;
  private repoHost(u: URL): Resp {
    const P = (this._pubs ??= this.pubs());
    const sp = u.searchParams;
    const wrap = (t: string, b: string) => page(`<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>${esc(t)} — Repozytorium UWK</title></head><body><header>${a('/publikacje', 'Repozytorium UWK')}</header>${b}</body></html>`);
    let m: RegExpExecArray | null;
    if (u.pathname === '/') return moved(`${REPO}/publikacje`, 302);
    if (u.pathname === '/publikacje') {
      const rok = sp.get('rok') ?? ''; const typ = sp.get('typ') ?? ''; const zak = sp.get('zaklad') ?? ''; const autor = sp.get('autor') ?? '';
      const strona = Number(sp.get('strona') ?? 1);
      const hits = P.filter((x) => (!rok || String(x.y) === rok) && (!typ || x.typ === typ) && (!zak || x.zak === zak) && (!autor || x.authors.some((f) => f.login === autor)));
      const per = 20; const last = Math.max(1, Math.ceil(hits.length / per));
      if (!(strona >= 1 && strona <= last)) return wrap('Brak wyników', '<p>Brak wyników.</p>');
      const q = (o: Record<string, string>) => { const all = { rok, typ, zaklad: zak, autor, ...o }; const s = Object.entries(all).filter(([, v]) => v).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'); return `/publikacje${s ? `?${s}` : ''}`; };
      const facet = (k: string, vals: string[], cur: string) => `<ul>${vals.map((v) => (v === cur ? `<li><b>${esc(v)}</b> ${a(q({ [k]: '', strona: '' }), '×')}</li>` : li(q({ [k]: v, strona: '' }), v))).join('')}</ul>`;
      return wrap('Publikacje', `<aside><h3>Rok</h3>${facet('rok', Array.from({ length: 20 }, (_, i) => String(2019 - i)), rok)}<h3>Typ</h3>${facet('typ', PUB_T, typ)}<h3>Zakład</h3>${facet('zaklad', ZAK.map((z) => z.id), zak)}</aside><p>Wyników: ${hits.length}</p><ol>${hits.slice((strona - 1) * per, strona * per).map((x) => `<li>${x.authors.map((f) => `${f.first[0]}. ${esc(f.last)}`).join(', ')}: ${a(`/publikacja/${x.id}`, x.title)} (${x.y})</li>`).join('')}</ol><p>${strona > 1 ? a(q({ strona: String(strona - 1) }), '« poprzednia') : ''} ${strona < last ? a(q({ strona: String(strona + 1) }), 'następna »') : ''}</p>`);
    }
    if ((m = /^\/publikacja\/(\d+)(\/pdf)?$/.exec(u.pathname))) {
      const x = P[Number(m[1]) - 10000];
      if (!x) return wrap('Nie znaleziono', '<p>Nie znaleziono rekordu.</p>');
      if (m[2]) return bin('application/pdf', u.href);
      if (sp.get('format') === 'bibtex') return txt(`@article{uwk${x.id},\n  title={${x.title}},\n  author={${x.authors.map((f) => `${f.last}, ${f.first}`).join(' and ')}},\n  year={${x.y}}\n}\n`);
      return wrap(x.title, `<h1>${esc(x.title)}</h1><p>${x.authors.map((f) => a(`/publikacje?autor=${f.login}`, `${f.first} ${f.last}`)).join(', ')}</p><p>Rok: ${a(`/publikacje?rok=${x.y}`, String(x.y))} · Typ: ${esc(x.typ)}</p><p>${a(`/publikacja/${x.id}?format=bibtex`, 'BibTeX')} · ${a(`/publikacja/${x.id}/pdf`, 'PDF')}</p>`);
    }
    return wrap('Nie znaleziono', '<p>404</p>');
  }

  private rekrHost(u: URL): Resp {
    const p = u.pathname;
    const KIER = ['informatyka', 'matematyka', 'fizyka', 'chemia', 'biologia', 'ekonomia', 'prawo', 'psychologia', 'filologia-polska', 'historia', 'socjologia', 'pedagogika', 'geografia', 'oceanografia', 'biotechnologia', 'informatyka-i-ekonometria', 'zarzadzanie', 'kulturoznawstwo', 'filozofia', 'politologia'];
    const wrap = (t: string, b: string) => page(`<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>${esc(t)} — Rekrutacja UWK</title></head><body><header>${a('/', 'Rekrutacja 2020/2021')} · ${a(`${UNI}/`, 'UWK')} · ${a(cas(`${REKR}/konto/`), 'Zaloguj się')}</header>${b}</body></html>`);
    if (p === '/') return wrap('Rekrutacja', `<ul>${KIER.map((k) => li(`/kierunki/${k}/`, k.replace(/-/g, ' '))).join('')}</ul><p>${a('/harmonogram/', 'Harmonogram')} · ${a('/oplaty/', 'Opłaty')}</p>`);
    if (p === '/harmonogram/' || p === '/oplaty/') return wrap(p.slice(1, -1), TK.para(rng(hash(p)), 4));
    const m = /^\/kierunki\/([a-z-]+)\/(?:(opis|progi|przedmioty|kontakt)\/)?(?:(\d{4})\/)?$/.exec(p);
    if (!m || !KIER.includes(m[1])) return wrap('Nie znaleziono', '<p>404</p>');
    const k = m[1];
    if (m[3]) { const y = Number(m[3]); if (m[2] !== 'progi' || y < 2012 || y > 2019) return wrap('Nie znaleziono', '<p>404</p>'); return wrap(`Progi ${k} ${y}`, `<p>Próg punktowy: ${hash(`${k}${y}`) % 400 + 200} pkt.</p>`); }
    return wrap(`${k}`, `<ul>${['opis', 'progi', 'przedmioty', 'kontakt'].map((t) => li(`/kierunki/${k}/${t}/`, t)).join('')}</ul>${m[2] === 'progi' ? `<ul>${Array.from({ length: 8 }, (_, i) => li(`/kierunki/${k}/progi/${2019 - i}/`, String(2019 - i))).join('')}</ul>` : TK.para(rng(hash(p)), 2)}${k === 'informatyka' ? `<p>${a(`${WWW}/`, 'Instytut Informatyki')}</p>` : ''}`);
  }

  private uniHost(u: URL): Resp {
    const p = u.pathname;
    const wrap = (t: string, b: string) => page(`<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>${esc(t)} — Uniwersytet Wiślano-Kaszubski</title></head><body><header>${a('/', 'Uniwersytet Wiślano-Kaszubski')} · ${a(`${REKR}/`, 'Rekrutacja')} · ${a(`https://${H.usos}/`, 'USOSweb')} · ${a(`${EK}/`, 'e-Kursy')}</header>${b}</body></html>`);
    if (p === '/') return wrap('Strona główna', `<ul>${li('/uczelnia/', 'Uczelnia')}${li('/jednostki/', 'Jednostki')}${li(`${WWW}/`, 'Instytut Informatyki')}</ul>${TK.para(rng(99), 2)}`);
    if (p === '/uczelnia/' || p === '/jednostki/') return wrap(p.slice(1, -1), `${TK.para(rng(hash(p)), 3)}<p>${a(`${WWW}/`, 'Instytut Informatyki')}</p>`);
    return wrap('Nie znaleziono', '<p>404</p>');
  }
}

const LISTS_DEF: [string, number][] = [['studenci', 2008], ['pracownicy', 2008], ['seminarium', 2010], ['ogloszenia', 2009], ['admin', 2012], ['kolo-naukowe', 2011]];
const PUB_T = ['artykul', 'konferencja', 'rozdzial', 'ksiazka', 'raport'];
