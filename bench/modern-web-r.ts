/**
 * Rehearsal web R: Невоградский государственный университет (НевГУ, fictional, `nevgu-example.ru`) — its Факультет компьютерных наук
 * (ФКН) with four кафедры (ПИ, ТИ, ИС, КСС) — as an archiving crawler would have captured it on Wednesday 18 March 2020: весенний
 * семестр 2019/2020, week 6, the day after teaching went online (the 16 March news item; current course pages say "С 17 марта
 * занятия проводятся дистанционно"). Осенний семестр = September–December (сессия in January), весенний = from ~7 February
 * (сессия in June); holidays 23.02, 8.03, 1.05, 9.05, 4.11 skipped. Written apart from the crawler (nothing under src/ was read),
 * for bench/modern-warc.ts (`--layout r`). All hosts are under the one registrable domain; vk.com, t.me, YouTube, Stepik,
 * Яндекс.Контест, anytask, GitHub, Kaggle, Google Sheets, eLIBRARY and CDNs are linked but off-site.
 *
 * Seed: https://cs.nevgu-example.ru/ — the faculty's 1C-Bitrix site (its own robots.txt in `robots`; `www.cs…` 301s to it): menu
 * (О факультете, Кафедры, Образование, Наука, Сотрудники, Новости, События, Абитуриентам, Студентам, English), header links to ЭИОС,
 * Wiki and РУЗ, a footer to the forum, gallery, lists, file archive, the frozen old site, GitLab and the university; an /en/ twin of
 * part of it (about, staff, news, the English-taught master's).
 *
 * Language: Russian (UTF-8 except the legacy pages), English for /en/ and the three English-taught master's courses. Dates as
 * `12 марта`, `12.03.2020`, `12.03`; курс/семестр/пара, РПД, ДЗ, КР, коллоквиум, зачёт/экзамен, формула оценки, ведомость.
 *
 * COURSE HOMES (`courseHomes`, 289: one per offering with a public page of its own, 2008/2009–2019/2020, from 451 offerings of 36
 * courses, some with a second поток for ПМИ; 43 more are SSO-walled ЭИОС courses, 119 have no page):
 *  1. `wiki` (94): MediaWiki pages `wiki.cs…/Дискретная_математика_2019/2020`, `…/Алгоритмы_и_структуры_данных/2019-2020`,
 *     `…_(ПМИ)_2018/2019` (percent-encoded UTF-8, `/` kept), with subpages `…/Домашние_задания`, `…/Лекции`, `…/Контрольная_работа`
 *     and talk pages; current-year pages on Заглавная_страница, older ones through Категория:Курсы_YYYY/YYYY (chained year by year
 *     from Архив_курсов), course hub pages (`Машинное_обучение_1`) under Категория:Курсы, and «Прошлые годы» links.
 *  2. `old` (75): teachers' userdirs on the frozen 2014 site `http://old.cs…` in five schemes — `~ivanov/teaching/2009/algo/`,
 *     `~petrov/courses/ml12/`, flat `~sidorov/kurs/dm2010.htm` (files in `kurs/dm2010/`), `~kuznetsova/study/os/2011/index.html`,
 *     framesets `~smirnov/lections/nets09/` (menu.htm/main.htm/zadaniya.htm are subpages) — in windows-1251 or KOI8-R, declared in
 *     header and meta, meta only (`windows-1251`, `Windows-1251`, `cp1251`, `koi8-r`), header only, neither, or with a wrong
 *     ISO-8859-1 header; font/table markup. Listed on the teacher's old home and course index (with dead links to deleted pages),
 *     on the old site's `/study/2010.php` lists.
 *  3. `people` (57): newer userdirs `people…/~ivanov/teaching/2018-2019/algo/`, `~petrov/courses/ml2017/`, flat
 *     `~kuznetsova/osnprog-2016.html`; Bootstrap after 2016; `homework.html`, slides. Listed on the teacher's home and index.
 *  4. `gsites` (16): the 2017 export of classic Google Sites, `sites.cs…/site/dm2013petr/home` (`/site/x/` 302s to it; `lekcii`,
 *     `domashnie-zadania`, `ocenki`, sitemap and recentChanges pages, `?attredirects=0&d=1` attachments).
 *  5. `cms` (15) and `cmsen` (8): Bitrix course pages `/education/courses/2018-2019/osnprog/` (some with `materials/`) and
 *     `/en/education/courses/2016-2017/aml/`.
 *  6. `moodle` (15): ЭИОС (Moodle 3.6) courses open to guests, `eios…/course/view.php?id=N` (Тема N sections, resources, quizzes);
 *     the ~900 other courses (this faculty's walled ones and six other faculties') 303 to `/login/index.php` → Keycloak SSO.
 *  7. `pages` (9): MkDocs Material sites on GitLab Pages, `https://stepanov.pages.cs…/os-2017/` (`lectures/`, `homework/`,
 *     `grading/`), each with a GitLab project (`git.cs…/stepanov/os-2017`) and listed on the teacher's Pages root.
 *
 * COURSE-RELATED NON-HOMES: РПД (рабочая программа дисциплины) per course × year 2015–2019 with the same topics, PDFs and ФОС,
 * RPD lists by year, course lists by учебный год (`/education/courses/?year=2018`), staff profiles with tabs (courses, pubs),
 * teachers' homes and course indexes, "курс переехал в ЭИОС" stubs (`people…/~kuznetsova/teaching/os/`), subpages, frames, slides
 * and PDFs of every home, wiki revisions/diffs/histories/edit/info of course pages, permalinks (`&oldid=` of the current revision),
 * course hubs and categories, ЭИОС category listings and course info pages, forum topics about course homework, course news.
 *
 * NOISE AND TRAPS (most of the 54,000 records): a Piwigo-like gallery (~80 albums × photos × 5 sizes); a phpBB forum (18 forums,
 * topics with `&start=` pages, `viewtopic.php?p=` permalinks, profiles, posting/search → login); pipermail archives of 8 lists
 * (thread/date/subject/author indexes, messages, .txt.gz) 2009–2020; MediaWiki noise (~300 pages: histories, `&oldid=`,
 * `&diff=`, `action=edit|info`, `Служебная:Ссылки_сюда/…`, `Служебная:Вклад/…`, `Служебная:Вход&returnto=…`, RecentChanges with
 * days×limit); Bitrix news (1,150 items, `?PAGEN_1=`, `?tag=` with Cyrillic, year/month archives) and an endless events calendar
 * (`/events/calendar/?month=2031-07`); a faceted publication list (year × кафедра × type × pages); РУЗ timetables by group and
 * lecturer with endless weeks; the university site (news, dissertation councils with defences and 7 PDFs each, «Сведения об
 * образовательной организации»); приёмная комиссия competition lists (program × basis × pages); an autoindexed file server
 * (`files.cs…/pub/logs/www/2019/03/access.log-20190301.gz`, `?C=M;O=D`); the old site's news; GitLab; SSO walls (lk, mail, lib).
 *
 * Breadth-first from the seed (bench/modern-warc.ts, 54,000 records in ~14 s, 54 MB gzipped, ~6,200 revisits, 24 hosts) archives
 * all 289 homes; the evaluator's BFS finds 50% of them after 8,787 fetches, 90% after 30,627 and the last after 34,165 (old-year
 * wiki pages down the category chain, old userdir pages reached only through teachers' course indexes). `respond` is pure and
 * deterministic (all randomness is `rng(hash(…))` of stable keys; the windows-1251/KOI8-R tables are inverted from Node's
 * TextDecoder, so Node needs full ICU — the default build).
 */
import { hash, rng, type Resp } from './modern-web.js';
import { a, bin, esc, hex, int, li, moved, pad, pick, sortParams, type R } from './web-kit.js';

// =====================================================================================================================
// Hosts
// =====================================================================================================================

const DOM = 'nevgu-example.ru';
const H = {
  www: `cs.${DOM}`,
  wwwAlias: `www.cs.${DOM}`,
  uni: `www.${DOM}`,
  uniBare: DOM,
  old: `old.cs.${DOM}`,
  people: `people.${DOM}`,
  wiki: `wiki.cs.${DOM}`,
  moodle: `eios.${DOM}`,
  sso: `sso.${DOM}`,
  sites: `sites.cs.${DOM}`,
  gitlab: `git.cs.${DOM}`,
  forum: `forum.cs.${DOM}`,
  lists: `lists.cs.${DOM}`,
  photo: `foto.cs.${DOM}`,
  files: `files.cs.${DOM}`,
  ruz: `ruz.${DOM}`,
  priem: `priem.${DOM}`,
  lk: `lk.${DOM}`,
  mail: `mail.${DOM}`,
  lib: `lib.${DOM}`,
};
const PAGES = `.pages.cs.${DOM}`;
/** Served over plain http only (the frozen 2014 site with the old userdirs, the file server, the list archive); the rest 301 http → https. */
const HTTP_ONLY = new Set([H.old, H.files, H.lists]);
const WWW = `https://${H.www}`;
const UNI = `https://${H.uni}`;
const OLD = `http://${H.old}`;
const PPL = `https://${H.people}`;
const WIKI = `https://${H.wiki}`;
const EIOS = `https://${H.moodle}`;
const SSO = `https://${H.sso}`;
const SITES = `https://${H.sites}`;
const GIT = `https://${H.gitlab}`;
const FORUM = `https://${H.forum}`;
const LISTS = `http://${H.lists}`;
const FOTO = `https://${H.photo}`;
const FILES = `http://${H.files}`;
const RUZ = `https://${H.ruz}`;
const PRIEM = `https://${H.priem}`;

// =====================================================================================================================
// Legacy encodings: windows-1251 and KOI8-R bytes (tables inverted from Node's TextDecoder over 0x80–0xFF)
// =====================================================================================================================

type CS = 'utf8' | 'cp1251' | 'koi8';
/** How a legacy page declares its charset: header and meta, meta only, header only, neither, or a wrong ISO-8859-1 header. */
type Decl = 'both' | 'meta' | 'http' | 'none' | 'clash';
const CS_HTTP: Record<CS, string> = { utf8: 'UTF-8', cp1251: 'windows-1251', koi8: 'KOI8-R' };
const tables: Partial<Record<'cp1251' | 'koi8', Map<number, number>>> = {};
function table(cs: 'cp1251' | 'koi8'): Map<number, number> {
  const have = tables[cs];
  if (have) return have;
  const t = new Map<number, number>();
  const dec = new TextDecoder(cs === 'cp1251' ? 'windows-1251' : 'koi8-r');
  for (let b = 0x80; b <= 0xff; b++) {
    const s = dec.decode(Uint8Array.of(b));
    if (s.length === 1 && s !== '\ufffd' && !t.has(s.charCodeAt(0))) t.set(s.charCodeAt(0), b);
  }
  tables[cs] = t;
  return t;
}
/** Stand-ins old editors typed for what the code page lacks. */
const FALLBACK: Record<string, string> = { '—': '-', '–': '-', '«': '"', '»': '"', '„': '"', '“': '"', '”': '"', '№': 'N', '…': '...', '\u00a0': ' ', 'ё': 'е', 'Ё': 'Е' };
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
  const type = cs === 'utf8' ? 'text/html' : decl === 'both' || decl === 'http' ? `text/html; charset=${CS_HTTP[cs]}` : decl === 'clash' ? 'text/html; charset=ISO-8859-1' : 'text/html';
  return { status, type, body: encode(doc, cs) };
}
const metaCT = (cs: CS, decl: Decl, label: string) => (cs !== 'utf8' && (decl === 'http' || decl === 'none') ? '' : `<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=${cs === 'utf8' ? 'utf-8' : label}">`);
const page = (body: string, status = 200): Resp => ({ status, type: 'text/html; charset=UTF-8', body });
const txt = (body: string): Resp => ({ status: 200, type: 'text/plain; charset=utf-8', body });

function apache404(host: string, path: string, port = 80): Resp {
  return { status: 404, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL ${esc(path)} was not found on this server.</p>\n<hr>\n<address>Apache/2.2.22 (Debian) Server at ${host} Port ${port}</address>\n</body></html>\n` };
}
function apache403(host: string, path: string): Resp {
  return { status: 403, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>403 Forbidden</title>\n</head><body>\n<h1>Forbidden</h1>\n<p>You don't have permission to access ${esc(path)}\non this server.</p>\n<hr>\n<address>Apache/2.2.22 (Debian) Server at ${host} Port 80</address>\n</body></html>\n` };
}
function nginx404(): Resp {
  return { status: 404, type: 'text/html', body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body bgcolor="white">\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx/1.14.2</center>\r\n</body>\r\n</html>\r\n' };
}
/** The Keycloak login every protected resource ends at. */
const sso = (target: string) => `${SSO}/auth/realms/nevgu/protocol/openid-connect/auth?client_id=${new URL(target).hostname.split('.')[0]}&redirect_uri=${encodeURIComponent(target)}&response_type=code&state=${hex(`st:${target}`, 16)}`;

// =====================================================================================================================
// Calendar: captured Wednesday 18 March 2020 — весенний семестр 2019/2020, week 6; distance learning from 17 March
// =====================================================================================================================

const DAY = 86400000;
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY);
const ymd = (n: number): [number, number, number] => { const d = new Date(n * DAY); return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]; };
const wd = (n: number) => new Date(n * DAY).getUTCDay();
const MGEN = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
const MNOM = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];
const MEN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WDR = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];
const WDFULL = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];
const fRu = (n: number) => { const [y, m, d] = ymd(n); return `${d} ${MGEN[m - 1]} ${y}`; };
const fDM = (n: number) => { const [, m, d] = ymd(n); return `${d} ${MGEN[m - 1]}`; };
const fDot = (n: number) => { const [y, m, d] = ymd(n); return `${pad(d)}.${pad(m)}.${y}`; };
const fDD = (n: number) => { const [, m, d] = ymd(n); return `${pad(d)}.${pad(m)}`; };
const fISO = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
const fEn = (n: number) => { const [, m, d] = ymd(n); return `${MEN[m - 1].slice(0, 3)} ${d}`; };
const NOW = dayOf(2020, 3, 18);
const DISTANCE = dayOf(2020, 3, 17);
const span = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
/** Учебный год `y` = y/y+1 ("2019/2020"). */
const uy = (y: number) => `${y}/${y + 1}`;
const uyDash = (y: number) => `${y}-${y + 1}`;
const SEM = ['', 'осенний', 'весенний'];
const SEM_EN = ['', 'Fall', 'Spring'];
const HOLI = new Set<number>();
for (let y = 2007; y <= 2021; y++) for (const [m, d] of [[1, 1], [1, 2], [1, 7], [2, 23], [3, 8], [5, 1], [5, 9], [6, 12], [11, 4]]) HOLI.add(dayOf(y, m, d));
/** Sixteen weekly class days of the offering's semester (holidays skipped), then the exam. */
function sessions(y: number, sem: number, day: number): number[] {
  let n = sem === 1 ? dayOf(y, 9, 1) : dayOf(y + 1, 2, 7);
  if (sem === 1 && wd(n) === 0) n++;
  while (wd(n) !== day) n++;
  const out: number[] = [];
  while (out.length < 16) { if (!HOLI.has(n)) out.push(n); n += 7; }
  const exam = sem === 1 ? dayOf(y + 1, 1, 10) + (hash(`ex${y}${day}`) % 12) : dayOf(y + 1, 6, 8) + (hash(`ex${y}${day}`) % 14);
  out.push(exam);
  return out;
}

// =====================================================================================================================
// Vocabulary
// =====================================================================================================================

const RN = `алгоритм граф сеть модель система данные протокол компилятор ядро процесс поток память кэш сервер клиент база запрос индекс
транзакция обучение выборка признак классификатор регрессия кластеризация нейросеть оптимизация верификация спецификация тестирование
архитектура интерфейс библиотека фреймворк контейнер виртуализация безопасность шифрование аутентификация распределённость консенсус
репликация масштабируемость производительность параллелизм синхронизация планировщик драйвер файловая_система маршрутизация`.split(/\s+/).map((w) => w.replace(/_/g, ' '));
const RV = ['рассматривается', 'изучается', 'обсуждается', 'анализируется', 'реализуется', 'исследуется', 'вводится', 'доказывается'];
function rsent(r: R): string {
  const n = () => pick(r, RN);
  switch (int(r, 0, 5)) {
    case 0: return `В рамках работы ${pick(r, RV)} ${n()} и ${n()}.`;
    case 1: return `Предложен новый подход к задаче «${n()}» на основе ${pick(r, ['методов', 'идей', 'моделей'])} теории ${pick(r, ['графов', 'вероятностей', 'автоматов', 'оптимизации'])}.`;
    case 2: return `${pick(r, ['Показано', 'Установлено', 'Доказано', 'Экспериментально подтверждено'])}, что ${n()} существенно влияет на ${n()}.`;
    case 3: return `${pick(r, ['Сотрудники', 'Студенты', 'Аспиранты'])} факультета ${pick(r, ['приняли участие', 'выступили с докладами', 'заняли призовые места'])} на ${pick(r, ['конференции', 'олимпиаде', 'хакатоне', 'школе-семинаре'])} по теме «${n()}».`;
    case 4: return `${pick(r, ['Особое внимание', 'Большое внимание', 'Отдельное внимание'])} уделяется вопросам ${pick(r, ['производительности', 'надёжности', 'безопасности', 'масштабируемости'])} и ${n()}.`;
    default: return `Работа выполнена при поддержке ${pick(r, ['РФФИ', 'РНФ', 'Минобрнауки России', 'фонда «Сколково»'])} (проект № ${int(r, 17, 20)}-${pad(int(r, 1, 99))}-${pad(int(r, 0, 99999), 5)}).`;
  }
}
const rtext = (r: R, n = 3) => Array.from({ length: n }, () => rsent(r)).join(' ');
const rpara = (r: R, n = 3) => `<p>${rtext(r, n)}</p>`;
const EW = `the of and to in for is on that with as by this we are be from at an or can course lecture students research system data network
learning model algorithm analysis design evaluation method performance security software parallel computing language graph theory program`.split(/\s+/);
const epara = (r: R, n = 3) => `<p>${Array.from({ length: n }, () => { const s = Array.from({ length: int(r, 8, 15) }, () => pick(r, EW)).join(' '); return `${s[0].toUpperCase()}${s.slice(1)}.`; }).join(' ')}</p>`;

const FAM_M = 'Иванов Смирнов Кузнецов Попов Васильев Петров Соколов Михайлов Новиков Фёдоров Морозов Волков Алексеев Лебедев Семёнов Егоров Павлов Козлов Степанов Николаев Орлов Андреев Макаров Никитин Захаров Зайцев Соловьёв Борисов Яковлев Григорьев Романов Воробьёв Сергеев Кузьмин Фролов Александров Дмитриев Королёв Гусев Киселёв Ильин Максимов Поляков Сорокин Виноградов Ковалёв Белов Медведев Антонов Тарасов Жуков Баранов Филиппов Комаров Давыдов Беляев Герасимов Богданов Осипов Сидоров Матвеев Титов Марков Миронов Крылов Куликов Карпов Власов Мельников Денисов Гаврилов Тихонов Казаков Афанасьев Данилов Савельев Тимофеев Фомин Чернов Абрамов Мартынов Ефимов Федотов Щербаков Назаров Калинин Исаев Чернышёв Быков Маслов Родионов Коновалов Лазарев Воронин Климов Филатов Пономарёв Голубев Кудрявцев Прохоров Наумов Потапов Журавлёв Овчинников Трофимов Леонов Соболев Ермаков Колесников Гончаров Емельянов Никифоров Грачёв Котов'.split(' ');
const NAME_M = 'Александр Дмитрий Максим Сергей Андрей Алексей Артём Илья Кирилл Михаил Никита Матвей Роман Егор Арсений Иван Денис Евгений Даниил Тимофей Владислав Игорь Владимир Павел Руслан Марк Константин Тимур Олег Ярослав Антон Николай Глеб'.split(' ');
const NAME_F = 'Анастасия Мария Анна Виктория Екатерина Наталья Марина Полина Софья Дарья Алиса Ксения Александра Елена Ольга Татьяна Юлия Ирина Светлана Алина Вероника Валерия'.split(' ');
const femi = (s: string) => (/(ов|ев|ёв|ин)$/.test(s) ? `${s}а` : s.endsWith('ий') ? `${s.slice(0, -2)}ая` : s);
const student = (r: R) => (r() < 0.6 ? `${pick(r, FAM_M)} ${pick(r, NAME_M)}` : `${femi(pick(r, FAM_M))} ${pick(r, NAME_F)}`);
const initials = (r: R) => `${pick(r, FAM_M)} ${pick(r, 'АБВГДЕИКЛМНОПРСТ'.split(''))}. ${pick(r, 'АБВГДЕИКЛМНОПРСТ'.split(''))}.`;
const ROOMS = ['ауд. 101', 'ауд. 214', 'ауд. 305', 'ауд. 312', 'ауд. 401', 'ауд. 418', 'ауд. 502 (комп. класс)', 'ауд. 507 (комп. класс)', 'Большая физическая аудитория', 'ауд. 3-21 (корп. 3)', 'ауд. 3-40 (корп. 3)'];
const PARA = ['', '9:00–10:35', '10:45–12:20', '13:00–14:35', '14:45–16:20', '16:30–18:05', '18:15–19:50'];
const PUBL = ['БХВ-Петербург', 'Питер', 'ДМК Пресс', 'Вильямс', 'МЦНМО', 'Бином. Лаборатория знаний', 'Наука', 'Физматлит', 'Лань', 'Юрайт', 'Диалектика'];

// =====================================================================================================================
// Кафедры, teachers, courses
// =====================================================================================================================

interface Kaf { id: string; name: string; short: string; en: string }
const KAF: Kaf[] = [
  { id: 'pi', name: 'Кафедра программной инженерии', short: 'ПИ', en: 'Department of Software Engineering' },
  { id: 'ti', name: 'Кафедра теоретической информатики', short: 'ТИ', en: 'Department of Theoretical Computer Science' },
  { id: 'is', name: 'Кафедра интеллектуальных систем', short: 'ИС', en: 'Department of Intelligent Systems' },
  { id: 'ks', name: 'Кафедра компьютерных систем и сетей', short: 'КСС', en: 'Department of Computer Systems and Networks' },
];
const kafBy = new Map(KAF.map((k) => [k.id, k]));

type Fam = 'wiki' | 'old' | 'people' | 'pages' | 'gsites' | 'moodle' | 'cms' | 'cmsen';
type Where = Fam | 'walled' | 'none';
/** Old-host schemes: A `~x/teaching/2009/algo/`, B `~x/courses/ml2012/`, C flat `~x/kurs/dm2010.htm`, D `~x/study/os/2011/index.html`, F framesets `~x/lections/nets09/`; people-host: P `x/teaching/2018-2019/algo/`, Q `x/courses/ml2017/`, S flat `x/os-2019.html`. */
type Scheme = 'A' | 'B' | 'C' | 'D' | 'F';
type PScheme = 'P' | 'Q' | 'S';
interface Fac { login: string; fio: string; fam: string; io: string; short: string; roman: string; rank: string; kaf: string; hist: [number, Where][]; scheme: Scheme; pscheme: PScheme; cs: CS; decl: Decl; label: string; en: boolean; sid: number }
// login|ФИО|romanized|должность|кафедра|веб по годам|old-схема|people-схема|кодировка старых страниц (w=1251, k=KOI8-R)|объявление|English
const FACULTY: Fac[] = `ivanov|Иванов Игорь Петрович|Igor Ivanov|профессор|ti|2008:old,2015:people|A|P|w|meta|0
petrov|Петров Алексей Николаевич|Alexey Petrov|доцент|is|2008:old,2013:gsites,2016:people|B|Q|w|both|1
sidorov|Сидоров Виктор Семёнович|Viktor Sidorov|доцент|ti|2008:old|C|P|k|http|0
kuznetsova|Кузнецова Ольга Владимировна|Olga Kuznetsova|доцент|pi|2008:old,2015:people,2018:moodle|D|S|w|none|0
smirnov|Смирнов Павел Андреевич|Pavel Smirnov|старший преподаватель|ks|2008:old,2016:moodle|F|P|k|both|0
volkov|Волков Дмитрий Сергеевич|Dmitry Volkov|доцент|is|2012:gsites,2017:pages|A|P|w|meta|1
lebedeva|Лебедева Анна Михайловна|Anna Lebedeva|доцент|pi|2011:gsites,2016:people|A|Q|w|meta|0
morozov|Морозов Константин Юрьевич|Konstantin Morozov|профессор|ks|2008:old,2014:people|B|P|w|clash|1
egorov|Егоров Артём Валерьевич|Artem Egorov|ассистент|pi|2016:pages|A|P|w|meta|0
pavlova|Павлова Елена Игоревна|Elena Pavlova|доцент|ti|2009:old,2015:people|D|S|k|meta|0
kozlov|Козлов Михаил Борисович|Mikhail Kozlov|заведующий кафедрой, профессор|pi|2008:old,2012:none,2017:cms|C|P|w|both|0
stepanov|Степанов Роман Олегович|Roman Stepanov|старший преподаватель|ks|2013:gsites,2017:pages|A|P|w|meta|0
orlova|Орлова Мария Александровна|Maria Orlova|доцент|is|2014:people,2018:pages|A|Q|w|meta|1
andreev|Андреев Николай Фёдорович|Nikolay Andreev|профессор|ti|2008:old|A|P|w|http|0
makarov|Макаров Сергей Викторович|Sergey Makarov|доцент|ks|2008:moodle|A|P|w|meta|0
nikitina|Никитина Татьяна Павловна|Tatiana Nikitina|доцент|pi|2008:old,2014:moodle|B|P|k|none|0
zakharov|Захаров Илья Дмитриевич|Ilya Zakharov|старший преподаватель|is|2015:people|A|S|w|meta|0
zaitsev|Зайцев Андрей Геннадьевич|Andrey Zaitsev|доцент|ks|2008:old,2015:pages|D|P|w|both|0
solovyeva|Соловьёва Ирина Витальевна|Irina Solovyeva|доцент|ti|2010:gsites,2016:wiki|A|P|w|meta|0
borisov|Борисов Григорий Львович|Grigory Borisov|профессор|ks|2008:old,2013:people|F|Q|w|meta|0
yakovlev|Яковлев Евгений Александрович|Evgeny Yakovlev|ассистент|is|2017:pages|A|P|w|meta|1
grigoryeva|Григорьева Наталья Олеговна|Natalia Grigoryeva|старший преподаватель|pi|2008:moodle|A|P|w|meta|0
romanov|Романов Денис Игоревич|Denis Romanov|доцент|is|2011:old,2014:people|B|Q|w|meta|1
sergeeva|Сергеева Юлия Андреевна|Yulia Sergeeva|доцент|ks|2012:none,2016:moodle|A|P|w|meta|0
frolov|Фролов Владимир Ильич|Vladimir Frolov|профессор|ti|2008:old,2013:none|C|P|k|clash|0
belov|Белов Кирилл Максимович|Kirill Belov|старший преподаватель|pi|2014:people|A|S|w|meta|0
medvedev|Медведев Олег Станиславович|Oleg Medvedev|доцент|is|2009:old,2016:people|A|P|w|both|0
tarasova|Тарасова Светлана Юрьевна|Svetlana Tarasova|доцент|ti|2013:none,2017:moodle|A|P|w|meta|0
thompson|Томпсон Джеймс|James Thompson|visiting professor|is|2017:cmsen|A|P|w|meta|1
gusev|Гусев Тимур Русланович|Timur Gusev|ассистент|ks|2018:pages|A|P|w|meta|0`
  .split('\n').map((l, i) => {
    const [login, fio, roman, rank, kaf, hist, scheme, pscheme, enc, decl, en] = l.split('|');
    const [fam, nm, ot] = fio.split(' ');
    const r = rng(hash(`fac:${login}`));
    const cs: CS = enc === 'k' ? 'koi8' : 'cp1251';
    return {
      login, fio, fam, io: ot ? `${nm[0]}. ${ot[0]}.` : nm, short: ot ? `${fam} ${nm[0]}. ${ot[0]}.` : fio, roman, rank, kaf,
      hist: hist.split(',').map((h) => { const [y, w] = h.split(':'); return [Number(y), w as Where] as [number, Where]; }),
      scheme: scheme as Scheme, pscheme: pscheme as PScheme, cs, decl: decl as Decl, en: en === '1', sid: 1200 + i * 13 + int(r, 0, 9),
      label: cs === 'koi8' ? pick(r, ['koi8-r', 'KOI8-R']) : pick(r, ['windows-1251', 'windows-1251', 'Windows-1251', 'cp1251']),
    };
  });
const facBy = new Map(FACULTY.map((f) => [f.login, f]));
const webOf = (f: Fac, y: number): Where => { let w: Where = 'none'; for (const [from, x] of f.hist) if (y >= from) w = x; return f.hist[0][0] > y ? 'none' : w; };
const everWeb = (f: Fac, w: Where) => f.hist.some((h) => h[1] === w);
const hasOld = (f: Fac) => everWeb(f, 'old');
const hasPeople = (f: Fac) => everWeb(f, 'people') || f.login === 'kuznetsova' || f.login === 'smirnov' || f.login === 'zaitsev';

/** W: the department's wiki courses (from 2012/2013), C: run by the dean's office on the site, E: English-taught master's. */
interface Course { slug: string; name: string; en: string; kurs: string; sem: number; day: number; para: number; kaf: string; dept: string; from: number; topics: string[]; wname: string; code: string }
const COURSES: Course[] = `osnprog|Основы программирования|Introduction to Programming|1|1|1|2|pi|T|2008|Среда разработки и первая программа;Типы данных и выражения;Условные операторы;Циклы;Массивы;Функции;Рекурсия;Строки;Структуры;Указатели и динамическая память;Файлы;Модульность и сборка;Отладка
python|Программирование на Python|Programming in Python|1|1|3|3|pi|T|2013|Основы синтаксиса;Списки и кортежи;Словари и множества;Функции;Исключения;Модули и пакеты;ООП в Python;Итераторы и генераторы;Декораторы;Работа с файлами;Библиотека NumPy;pandas;Тестирование
dm|Дискретная математика|Discrete Mathematics|1|1|2|1|ti|W|2008|Множества и отношения;Комбинаторика;Бином Ньютона;Принцип включений-исключений;Рекуррентные соотношения;Производящие функции;Графы: основные понятия;Деревья;Эйлеровы и гамильтоновы графы;Планарность;Раскраски;Булевы функции;Полнота систем булевых функций
algo|Алгоритмы и структуры данных|Algorithms and Data Structures|1|2|3|2|ti|W|2008|Асимптотика;Сортировки;Куча;Быстрая сортировка и порядковые статистики;Хеш-таблицы;Деревья поиска;АВЛ и красно-чёрные деревья;Обход графов;Кратчайшие пути;Минимальное остовное дерево;Динамическое программирование;Жадные алгоритмы;Строковые алгоритмы
arch|Архитектура ЭВМ|Computer Architecture|1|2|4|3|ks|T|2008|Представление чисел;Логические элементы;Комбинационные схемы;Триггеры и регистры;Архитектура фон Неймана;Система команд;Ассемблер x86;Стек и вызов подпрограмм;Прерывания;Конвейер;Кэш-память;Виртуальная память;Многоядерные процессоры
practicum|Практикум по программированию|Programming Practicum|1|2|5|4|pi|C|2008|Вводное занятие;Система контроля версий Git;Стиль кода;Задачи на массивы;Задачи на строки;Контрольная работа 1;Рекурсивные задачи;Структуры данных;Файлы;Контрольная работа 2;Мини-проект;Защита проектов
cpp|Программирование на C++|C++ Programming|2|1|2|2|pi|T|2008|Классы и объекты;Конструкторы и деструкторы;Перегрузка операторов;Наследование;Виртуальные функции;Шаблоны;STL: контейнеры;STL: алгоритмы;Исключения;Умные указатели;Семантика перемещения;Многопоточность в C++11;Лямбда-функции
logic|Математическая логика и теория алгоритмов|Mathematical Logic and Theory of Algorithms|2|1|1|3|ti|W|2008|Логика высказываний;Исчисление высказываний;Полнота;Логика предикатов;Теорема Гёделя о полноте;Машины Тьюринга;Вычислимые функции;Неразрешимые проблемы;Рекурсивные функции;Теорема Райса;Арифметика;Теоремы Гёделя о неполноте
comb|Комбинаторика и теория графов|Combinatorics and Graph Theory|2|1|4|2|ti|W|2010|Перестановки и сочетания;Числа Стирлинга;Разбиения;Теорема Рамсея;Паросочетания;Теорема Холла;Потоки в сетях;Связность;Теорема Менгера;Хроматические многочлены;Случайные графы;Экстремальные задачи
db|Базы данных|Databases|2|1|3|4|pi|T|2008|Реляционная модель;Реляционная алгебра;SQL: выборка;SQL: соединения и подзапросы;Проектирование и ER-модель;Нормализация;Индексы;Транзакции;Уровни изоляции;Хранимые процедуры;NoSQL;Репликация;Оптимизация запросов
prob|Теория вероятностей и математическая статистика|Probability and Statistics|2|2|2|1|ti|W|2008|Вероятностное пространство;Условная вероятность;Случайные величины;Математическое ожидание и дисперсия;Предельные теоремы;Многомерные распределения;Выборка и оценки;Метод максимального правдоподобия;Доверительные интервалы;Проверка гипотез;Критерий хи-квадрат;Регрессия
os|Операционные системы|Operating Systems|2|2|4|2|ks|T|2008|Введение в ОС;Процессы;Потоки;Планирование;Синхронизация;Взаимоблокировки;Управление памятью;Виртуальная память;Файловые системы;Ввод-вывод;Безопасность ОС;Виртуализация;Linux изнутри
tfya|Формальные языки и трансляции|Formal Languages and Translation|2|2|1|3|ti|W|2009|Алфавиты и языки;Регулярные выражения;Конечные автоматы;Минимизация автоматов;Лемма о накачке;Контекстно-свободные грамматики;Автоматы с магазинной памятью;LL-анализ;LR-анализ;Атрибутные грамматики;Генераторы анализаторов
java|Программирование на Java|Java Programming|2|2|5|3|pi|T|2010|JVM и байт-код;Классы и интерфейсы;Коллекции;Generics;Исключения;Потоки ввода-вывода;Stream API;Многопоточность;java.util.concurrent;JDBC;Spring: введение;Тестирование с JUnit
nets|Компьютерные сети|Computer Networks|3|1|3|2|ks|T|2008|Модель OSI и стек TCP/IP;Физический уровень;Ethernet;Коммутация и VLAN;IP-адресация;Маршрутизация;TCP и UDP;DNS;HTTP;Безопасность сетей;Беспроводные сети;SDN;Диагностика сетей
numeth|Численные методы|Numerical Methods|3|1|2|4|ti|T|2008|Погрешности;Решение нелинейных уравнений;Прямые методы для СЛАУ;Итерационные методы;Интерполяция;Сплайны;Численное интегрирование;Численное дифференцирование;ОДУ: методы Рунге–Кутты;Жёсткие системы;Метод наименьших квадратов
ml|Машинное обучение|Machine Learning|3|1|4|3|is|W|2012|Введение в машинное обучение;Метрические методы;Линейная регрессия;Линейная классификация;Регуляризация;Решающие деревья;Композиции: бэггинг и бустинг;Градиентный бустинг;Оценка качества;Отбор признаков;Кластеризация;Понижение размерности;Нейронные сети
web|Веб-программирование|Web Programming|3|1|5|4|pi|T|2011|HTML и CSS;JavaScript;DOM;HTTP и REST;Node.js;Шаблонизаторы;Базы данных в веб-приложениях;Аутентификация;Безопасность веб-приложений;React;Развёртывание;Производительность
compilers|Конструирование компиляторов|Compiler Construction|3|2|3|2|ti|T|2008|Структура компилятора;Лексический анализ;Синтаксический анализ;Абстрактное синтаксическое дерево;Семантический анализ;Промежуточное представление;Оптимизации;Распределение регистров;Генерация кода;Сборка мусора;LLVM
se|Технологии программирования|Software Engineering|3|2|2|3|pi|T|2008|Жизненный цикл ПО;Требования;UML;Паттерны проектирования;Архитектура ПО;Git и ветвление;Code review;Тестирование;Непрерывная интеграция;Agile и Scrum;Документирование;Сопровождение
cg|Компьютерная графика|Computer Graphics|3|2|4|4|is|T|2009|Растровая графика;Алгоритмы растеризации;Аффинные преобразования;Проекции;Удаление невидимых поверхностей;Освещение;Текстурирование;OpenGL;Шейдеры;Трассировка лучей;Кривые и поверхности
func|Функциональное программирование|Functional Programming|3|2|5|2|ti|T|2012|Лямбда-исчисление;Haskell: основы;Рекурсия и списки;Функции высших порядков;Типы и классы типов;Ленивые вычисления;Функторы;Монады;Парсер-комбинаторы;Конкурентность в Haskell;Зависимые типы: введение
mlproj|Проектный семинар|Project Seminar|3|2|1|5|pi|C|2012|Выбор темы;Постановка задачи;Обзор литературы;План проекта;Промежуточный отчёт;Прототип;Тестирование;Защита проекта
security|Защита информации|Information Security|4|1|2|3|ks|T|2008|Угрозы и модели нарушителя;Симметричные шифры;Режимы шифрования;Асимметричная криптография;Хеш-функции и ЭЦП;PKI;Аутентификация;Защита сетей;Уязвимости веб-приложений;Анализ вредоносного ПО;Нормативная база
parallel|Параллельное программирование|Parallel Programming|4|1|3|4|ks|T|2008|Архитектуры параллельных систем;Закон Амдала;OpenMP;MPI: основы;MPI: коллективные операции;Разделяемая память и гонки;CUDA;Параллельные алгоритмы сортировки;Балансировка нагрузки;Профилирование
complexity|Теория сложности вычислений|Computational Complexity|4|1|5|2|ti|W|2011|Классы P и NP;NP-полнота;Теорема Кука–Левина;Сведения;PSPACE;Иерархии;Вероятностные классы;Схемная сложность;Интерактивные доказательства;PCP;Приближённые алгоритмы
ai|Системы искусственного интеллекта|Artificial Intelligence Systems|4|2|2|2|is|T|2008|Поиск в пространстве состояний;Эвристический поиск;Игры;Логический вывод;Представление знаний;Экспертные системы;Нечёткая логика;Байесовские сети;Планирование;Обучение с подкреплением
nis|Научно-исследовательский семинар|Research Seminar|4|2|4|6|is|C|2014|Организационное занятие;Как читать статьи;Доклады студентов;Обзор области;Доклады студентов;Научное письмо;Доклады студентов;Итоговые доклады
dl|Глубинное обучение|Deep Learning|M|2|3|5|is|W|2016|Полносвязные сети;Обратное распространение;Оптимизаторы;Свёрточные сети;Архитектуры CNN;Рекуррентные сети;LSTM;Внимание и трансформеры;Автокодировщики;GAN;Обучение представлений;Перенос обучения
nlp|Обработка естественного языка|Natural Language Processing|M|1|2|5|is|T|2014|Токенизация и морфология;N-граммные модели;Векторные представления слов;Классификация текстов;Разметка последовательностей;Синтаксический анализ;Seq2seq;Машинный перевод;BERT;Вопросно-ответные системы
cv|Компьютерное зрение|Computer Vision|M|1|4|5|is|T|2015|Формирование изображения;Фильтрация;Детекторы особенностей;Сопоставление;Геометрия камеры;Стерео;Сегментация;Детекция объектов;Трекинг;3D-реконструкция
bigdata|Технологии обработки больших данных|Big Data Technologies|M|2|2|6|ks|T|2014|Hadoop и HDFS;MapReduce;Spark;Spark SQL;Потоковая обработка;Kafka;NoSQL-хранилища;Колоночные СУБД;Оркестрация;Облачные платформы
distsys|Распределённые системы|Distributed Systems|M|1|3|6|ks|T|2010|Модели распределённых систем;Время и часы;Взаимное исключение;Выбор лидера;Консенсус;Paxos;Raft;Репликация;Согласованность;Распределённые транзакции;Отказоустойчивость
formal|Формальная верификация программ|Formal Verification|M|2|1|5|ti|T|2012|Логика Хоара;Слабейшие предусловия;Проверка моделей;Темпоральные логики;SAT и SMT;Символьное исполнение;Абстрактная интерпретация;Coq: введение;Доказательство корректности
advalgo|Продвинутые алгоритмы|Advanced Algorithms|M|1|5|5|ti|W|2013|Амортизационный анализ;Потоки;Паросочетания;Линейное программирование;Рандомизированные алгоритмы;Хеширование;Потоковые алгоритмы;Приближённые алгоритмы;Параметризованная сложность
aml|Advanced Machine Learning|Advanced Machine Learning|M|1|2|6|is|E|2016|Course overview;Bayesian inference;Graphical models;Variational inference;Sampling methods;Gaussian processes;Kernel methods;Deep generative models;Reinforcement learning;Learning theory
sesd|Software Engineering for Data Science|Software Engineering for Data Science|M|2|4|6|pi|E|2017|Course overview;Reproducible research;Version control for data;Testing ML code;Data pipelines;Containers;Model serving;Monitoring;MLOps;Team projects
bc|Blockchain Technologies|Blockchain Technologies|M|2|5|6|ks|E|2018|Course overview;Cryptographic primitives;Bitcoin;Consensus protocols;Ethereum;Smart contracts;Solidity;Scalability;Privacy;Applications`
  .split('\n').map((l, i) => {
    const [slug, name, en, kurs, sem, day, para, kaf, dept, from, topics] = l.split('|');
    return { slug, name, en, kurs, sem: Number(sem), day: Number(day), para: Number(para), kaf, dept, from: Number(from), topics: topics.split(';'), wname: name.replace(/ /g, '_'), code: `Б1.${kurs === 'M' ? 'В' : 'Б'}.${pad(i + 7)}` };
  });
const courseBy = new Map(COURSES.map((c) => [c.slug, c]));
const kursRu = (c: Course) => (c.kurs === 'M' ? 'магистратура, 1 курс' : `${c.kurs} курс`);
const whenRu = (c: Course) => `${SEM[c.sem]} семестр, ${WDFULL[c.day]}, ${c.para}-я пара (${PARA[c.para]})`;
const PROGRAMS = ['09.03.04 «Программная инженерия»', '01.03.02 «Прикладная математика и информатика»', '09.04.04 «Программная инженерия» (магистратура)', '01.04.02 «Науки о данных» (магистратура, на английском языке)'];

// =====================================================================================================================
// Offerings: one per course × учебный год; where its page lives
// =====================================================================================================================

interface Off {
  key: string; c: Course; y: number; f: Fac; asst: string[]; fam: Where; home: string; base: string; host: string; cs: CS; decl: Decl;
  mid: number; wtitle: string; variant: number; room: string; nhw: number; kr: boolean; kolok: boolean; exam: string; moodleToo: boolean; en: boolean; gname: string; stream: number;
}
const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => { const l = m.get(k); if (l) l.push(v); else m.set(k, [v]); };
const isCurrent = (o: Off) => o.y === 2019 && o.c.sem === 2;
/** MediaWiki's URL form of a title: percent-encoded UTF-8, with `/`, `:`, `(`, `)` and `,` kept. */
const wenc = (t: string) => encodeURIComponent(t.replace(/ /g, '_')).replace(/%2F/g, '/').replace(/%3A/g, ':').replace(/%28/g, '(').replace(/%29/g, ')').replace(/%2C/g, ',');
const wdec = (s: string) => { try { return decodeURIComponent(s).replace(/ /g, '_'); } catch { return ''; } };

interface MCat { id: number; name: string; parent: number; children: number[]; courses: number[] }
interface MCourse { id: number; name: string; short: string; cat: number; guest: boolean; teacher: string; o?: Off }
interface News { id: number; date: number; title: string; tags: string[]; en: boolean; o?: Off; album?: number }
interface Rev { id: number; date: number; user: string; size: number; comment: string }
interface WPage { title: string; ns: string; revs: Rev[]; o?: Off; sub?: string; cats: string[]; kind: string }
interface Album { id: number; name: string; date: number; photos: number[] }
interface Ev { id: number; date: number; title: string; place: string }
interface Pub { id: number; year: number; kaf: string; type: string; title: string; authors: string; venue: string }
interface Defence { slug: string; council: number; year: number; date: number; who: string; title: string; spec: string }
const CS_ROLES = ['лектор', 'семинарист', 'ассистент', 'учебный ассистент'];
const NEWS_TAGS = ['олимпиада', 'конференция', 'хакатон', 'стажировка', 'абитуриентам', 'магистратура', 'наука', 'семинар', 'выпускники', 'расписание', 'дистанционное обучение', 'студенческая жизнь', 'гранты', 'награды'];
const FORUMS: [number, string, string][] = [[1, 'Объявления', 'Новости факультета и администрации'], [2, 'Учебный процесс', 'Расписание, сессия, пересдачи'], [3, 'Алгоритмы и структуры данных', 'Вопросы по курсу и ДЗ'], [4, 'Дискретная математика', 'Вопросы по курсу'], [5, 'Программирование', 'C++, Python, Java'], [6, 'Машинное обучение', 'Курсы и соревнования'], [7, 'Операционные системы и сети', 'Лабораторные работы'], [8, 'Курсовые и дипломные работы', 'Темы, руководители, оформление'], [9, 'Магистратура', 'Поступление и обучение'], [10, 'Олимпиады', 'ACM ICPC, командные и личные'], [11, 'Работа и стажировки', 'Вакансии для студентов'], [12, 'Общежитие', 'Вопросы проживания'], [13, 'Спорт', 'Секции и турниры'], [14, 'Барахолка', 'Куплю/продам'], [15, 'Флейм', 'Обо всём'], [16, 'Техническая поддержка', 'Компьютерные классы, Wi-Fi, почта'], [17, 'Абитуриентам', 'Вопросы о поступлении'], [18, 'Выпускники', 'Встречи выпускников']];
const FORUM_COURSE: Record<number, string> = { 3: 'algo', 4: 'dm', 5: 'cpp', 6: 'ml', 7: 'os' };
const ALBUMS = ['День первокурсника', 'Посвящение в студенты', 'Олимпиада школьников', 'День открытых дверей', 'Защиты ВКР', 'Вручение дипломов', 'Хакатон ФКН', 'Четвертьфинал ICPC', 'Зимняя школа', 'Летняя школа по машинному обучению', 'Научная конференция студентов', 'Новогодний вечер', 'Турнир по футболу', 'Экскурсия в Яндекс', 'День науки', 'Встреча выпускников'];
const LISTS_DEF: [string, string, number, number][] = [['fcs-news', 'Новости факультета', 2009, 14], ['fcs-students', 'Рассылка для студентов', 2010, 30], ['fcs-seminar', 'Общефакультетский научный семинар', 2011, 10], ['ml-reading', 'Семинар по машинному обучению', 2014, 16], ['theory-seminar', 'Семинар кафедры ТИ', 2009, 9], ['olymp', 'Олимпиадное программирование', 2012, 20], ['sysadmin', 'Компьютерные классы и серверы', 2012, 18], ['grad', 'Аспирантура', 2013, 7]];
const COUNCILS: [number, string, string][] = [[1, 'Д 212.171.04', '05.13.11 — Математическое и программное обеспечение вычислительных машин, комплексов и компьютерных сетей'], [2, 'Д 212.171.07', '05.13.17 — Теоретические основы информатики'], [3, 'Д 212.171.09', '05.13.01 — Системный анализ, управление и обработка информации']];
const FACULTIES_OTHER = ['Физический факультет', 'Механико-математический факультет', 'Экономический факультет', 'Химический факультет', 'Юридический факультет', 'Факультет иностранных языков'];
const OTHER_NAMES = 'Математический анализ;Линейная алгебра;Аналитическая геометрия;Общая физика;Механика;Электродинамика;Микроэкономика;Макроэкономика;Эконометрика;Органическая химия;Неорганическая химия;Теория государства и права;Гражданское право;Английский язык;Немецкий язык;Философия;История России;Безопасность жизнедеятельности;Физическая культура'.split(';');

export class ModernWebR {
  readonly seed = `${WWW}/`;
  readonly www = WWW;
  /** 1C-Bitrix's robots.txt as the department's webmaster kept it. */
  readonly robots = `User-agent: *
Disallow: /bitrix/
Disallow: /upload/tmp/
Disallow: /search/
Disallow: /auth/
Disallow: /personal/
Disallow: /*?print=
Disallow: /*&print=
Disallow: /*?sphrase_id=
Allow: /bitrix/templates/
Host: https://${H.www}
Sitemap: ${WWW}/sitemap.xml

User-agent: Yandex
Disallow: /bitrix/
Disallow: /search/
Clean-param: sphrase_id /
`;
  readonly courseHomes = new Set<string>();

  private offs: Off[] = [];
  private byCourse = new Map<string, Off[]>();
  private byFac = new Map<string, Off[]>();
  private bases = new Map<string, Off>();
  private homes = new Map<string, Off>();
  private cats = new Map<number, MCat>();
  private mcourses = new Map<number, MCourse>();
  private news: News[] = [];
  private newsById = new Map<number, News>();
  private events: Ev[] = [];
  private evById = new Map<number, Ev>();
  private wpages = new Map<string, WPage>();
  private revById = new Map<number, [WPage, number]>();
  private albums: Album[] = [];
  private photoAlbum = new Map<number, Album>();
  private pubs: Pub[] = [];
  private defences: Defence[] = [];

  constructor() {
    this.buildOffs();
    this.buildMoodle();
    this.buildNews();
    this.buildWiki();
    this.buildGallery();
    this.buildPubs();
  }

  // ===================================================================================================================
  // Construction
  // ===================================================================================================================

  private instructor(c: Course, y: number): Fac {
    if (c.dept === 'E' && y >= 2017 && c.kaf === 'is') return facBy.get('thompson')!;
    let pool = FACULTY.filter((f) => f.kaf === c.kaf && f.hist[0][0] <= y && f.login !== 'thompson');
    if (!pool.length) pool = FACULTY.filter((f) => f.hist[0][0] <= y && f.login !== 'thompson');
    const stint = Math.floor((y - 2008 + (hash(c.slug) % 4)) / 4);
    return pool[(hash(`${c.slug}:${stint}`) + stint) % pool.length];
  }

  private buildOffs() {
    for (const c of COURSES) {
      for (let y = Math.max(2008, c.from); y <= 2019; y++) for (const stream of [1, 2]) {
        const r = rng(hash(`off:${c.slug}:${y}${stream === 2 ? ':2' : ''}`));
        if (y < 2019 && r() < 0.05) continue;
        // Big first- to third-year courses have a second lecture stream (поток) for the ПМИ programme.
        if (stream === 2 && (c.kurs === 'M' || c.kurs === '4' || c.dept === 'C' || c.dept === 'E' || y < 2010 || r() > 0.6)) continue;
        let f = this.instructor(c, y);
        if (stream === 2) { const pool = FACULTY.filter((g) => g !== f && g.kaf === c.kaf && g.hist[0][0] <= y && g.login !== 'thompson'); if (!pool.length) continue; f = pool[hash(`s2:${c.slug}:${Math.floor(y / 3)}`) % pool.length]; }
        const p = r();
        let fam: Where = 'none';
        const w = webOf(f, y);
        if (c.dept === 'W' && y >= 2012) fam = p < 0.9 ? 'wiki' : 'none';
        else if (c.dept === 'C' && y >= 2015) fam = p < 0.85 ? 'cms' : 'none';
        else if (c.dept === 'E') fam = p < 0.95 ? 'cmsen' : 'none';
        else {
          switch (w) {
            case 'old': fam = p < (y <= 2010 ? 0.55 : 0.7) ? 'old' : 'none'; break;
            case 'people': fam = p < 0.78 ? 'people' : 'none'; break;
            case 'gsites': fam = p < 0.85 ? 'gsites' : 'none'; break;
            case 'pages': fam = p < 0.92 ? 'pages' : 'none'; break;
            case 'moodle': fam = y >= 2013 ? (p < 0.34 ? 'moodle' : 'walled') : 'none'; break;
            case 'cms': fam = p < 0.8 ? 'cms' : 'none'; break;
            case 'wiki': fam = p < 0.7 ? 'wiki' : 'none'; break;
            default: fam = 'none';
          }
        }
        if (fam === 'none' && y >= 2015 && r() < 0.5) fam = 'walled';
        const others = FACULTY.filter((g) => g !== f && g.kaf === c.kaf && g.hist[0][0] <= y);
        const asst = [...(r() < 0.4 && others.length ? [pick(r, others).short] : []), ...Array.from({ length: int(r, 0, 3) }, () => student(r))];
        const cs: CS = fam === 'old' ? (f.cs === 'koi8' && y >= 2012 && r() < 0.5 ? 'cp1251' : f.cs) : 'utf8';
        if (stream === 2 && (fam === 'cms' || fam === 'cmsen')) continue;
        this.offs.push({
          key: `${c.slug}:${y}${stream === 2 ? ':2' : ''}`, c, y, f, asst, fam, home: '', base: '', host: '', cs, decl: fam === 'old' ? f.decl : 'meta', mid: 0, wtitle: '', variant: r(), room: pick(r, ROOMS),
          nhw: int(r, 3, 6), kr: r() < 0.6, kolok: r() < 0.35, exam: pick(r, ['экзамен', 'экзамен', 'зачёт', 'дифференцированный зачёт']),
          moodleToo: (fam === 'people' || fam === 'pages' || fam === 'wiki') && y >= 2016 && r() < 0.3, en: c.dept === 'E', gname: '', stream,
        });
      }
    }
    for (const o of this.offs) {
      const L = `/~${o.f.login}`;
      const yy = pad(o.y % 100);
      switch (o.fam) {
        case 'wiki': {
          const v = hash(`wv:${o.c.slug}`) % 3;
          const wn = o.stream === 2 ? `${o.c.wname}_(ПМИ)` : o.c.wname;
          o.wtitle = v === 1 ? `${wn}/${uyDash(o.y)}` : `${wn}_${uy(o.y)}`;
          o.home = `${WIKI}/${wenc(o.wtitle)}`;
          break;
        }
        case 'old': {
          o.host = H.old;
          const s = o.f.scheme;
          o.base = s === 'A' ? `${L}/teaching/${o.y}/${o.c.slug}/` : s === 'B' ? `${L}/courses/${o.c.slug}${yy}/` : s === 'C' ? `${L}/kurs/${o.c.slug}${o.y}/` : s === 'D' ? `${L}/study/${o.c.slug}/${o.y}/` : `${L}/lections/${o.c.slug}${yy}/`;
          o.home = OLD + (s === 'C' ? `${L}/kurs/${o.c.slug}${o.y}.htm` : s === 'D' ? `${o.base}index.html` : o.base);
          break;
        }
        case 'people': {
          o.host = H.people;
          const s = o.f.pscheme;
          o.base = s === 'P' ? `${L}/teaching/${uyDash(o.y)}/${o.c.slug}/` : s === 'Q' ? `${L}/courses/${o.c.slug}${o.y}/` : `${L}/${o.c.slug}-${o.y}/`;
          o.home = PPL + (s === 'S' ? `${L}/${o.c.slug}-${o.y}.html` : o.base);
          break;
        }
        case 'gsites': o.host = H.sites; o.gname = `${o.c.slug}${o.y}${o.f.login.slice(0, 4)}`; o.base = `/site/${o.gname}/`; o.home = `${SITES}${o.base}home`; break;
        case 'pages': o.host = `${o.f.login}${PAGES}`; o.base = `/${o.c.slug}-${o.y}/`; o.home = `https://${o.host}${o.base}`; break;
        case 'cms': o.host = H.www; o.base = `/education/courses/${uyDash(o.y)}/${o.c.slug}/`; o.home = WWW + o.base; break;
        case 'cmsen': o.host = H.www; o.base = `/en/education/courses/${uyDash(o.y)}/${o.c.slug}/`; o.home = WWW + o.base; break;
        default: break;
      }
      if (o.base) this.bases.set(o.host + o.base, o);
      if (o.home) { this.courseHomes.add(o.home); this.homes.set(o.home, o); }
      push(this.byCourse, o.c.slug, o);
      push(this.byFac, o.f.login, o);
    }
  }

  private buildMoodle() {
    let cid = 1;
    const cat = (name: string, parent: number) => {
      const c: MCat = { id: cid++, name, parent, children: [], courses: [] };
      this.cats.set(c.id, c);
      this.cats.get(parent)?.children.push(c.id);
      return c;
    };
    cat('Все курсы', 0);
    let mid = 3;
    const add = (leaf: MCat, name: string, short: string, teacher: string, guest: boolean, o?: Off) => {
      const id = mid;
      mid += 1 + (hash(`mid:${short}`) % 4);
      this.mcourses.set(id, { id, name, short, cat: leaf.id, guest, teacher, o });
      leaf.courses.push(id);
      return id;
    };
    for (let y = 2013; y <= 2019; y++) {
      const yc = cat(`${uy(y)} учебный год`, 1);
      const fcs = cat('Факультет компьютерных наук', yc.id);
      const leaves = new Map(KAF.map((k) => [k.id, cat(k.name, fcs.id)]));
      for (const o of this.offs.filter((x) => x.y === y && (x.fam === 'moodle' || x.fam === 'walled' || x.moodleToo))) {
        o.mid = add(leaves.get(o.c.kaf)!, `${o.c.name} (${uy(o.y)}, ${SEM[o.c.sem]} семестр)`, `${o.c.slug}-${y}`, o.f.short, o.fam === 'moodle', o);
        if (o.fam === 'moodle') { o.home = `${EIOS}/course/view.php?id=${o.mid}`; this.courseHomes.add(o.home); this.homes.set(o.home, o); }
      }
      for (const fn of FACULTIES_OTHER) {
        const fc = cat(fn, yc.id);
        const r = rng(hash(`mo:${fn}:${y}`));
        for (let i = 0, n = int(r, 8, 22); i < n; i++) add(fc, `${pick(r, OTHER_NAMES)}${r() < 0.3 ? ` (гр. ${int(r, 101, 499)})` : ''}`, `${hex(`${fn}${y}${i}`, 6)}`, initials(r), false);
      }
    }
    const misc = cat('Общие ресурсы', 1);
    for (const nm of ['Инструкция для преподавателей ЭИОС', 'Электронная библиотека: доступ', 'Антикоррупционное просвещение', 'Охрана труда (инструктаж)', 'Адаптационный курс для первокурсников']) add(misc, nm, `misc-${hex(nm, 4)}`, 'Центр ЭИОС', false);
  }

  private buildNews() {
    const r = rng(hash('news'));
    const from = dayOf(2010, 9, 1);
    const N = 1150;
    for (let i = 0; i < N; i++) {
      const date = from + Math.floor((i * (NOW - 2 - from)) / N);
      const [y] = ymd(date);
      const f = pick(r, FACULTY);
      const k = int(r, 0, 11);
      const tags: string[] = [];
      const title = [
        () => { tags.push('олимпиада'); return `Команда факультета вышла в финал ${pick(r, ['четвертьфинала ICPC', 'полуфинала ICPC NERC', 'олимпиады «Я — профессионал»', 'Открытой олимпиады по программированию'])}`; },
        () => { tags.push('конференция'); return `Сотрудники факультета выступили на конференции ${pick(r, ['«Ломоносов»', 'ИТНТ', 'SYRCoSE', 'AIST', 'CEE-SECR', 'ACM SIGMOD', 'NeurIPS'])}`; },
        () => { tags.push('семинар'); return `Научный семинар: «${pick(r, RN)} и ${pick(r, RN)}» (докладчик — ${student(r)})`; },
        () => { tags.push('хакатон'); return `Итоги хакатона ФКН ${y}`; },
        () => { tags.push('стажировка'); return `Стажировка в компании ${pick(r, ['Яндекс', 'JetBrains', 'Лаборатория Касперского', 'ABBYY', 'Сбер', 'Тинькофф', 'VK', 'Positive Technologies'])}: приём заявок`; },
        () => { tags.push('абитуриентам'); return `День открытых дверей факультета ${fDM(date + int(r, 7, 30))}`; },
        () => { tags.push('магистратура'); return `Приём в магистратуру ${y}: программы и сроки`; },
        () => { tags.push('награды'); return `${f.short} награждён${f.fam.endsWith('а') ? 'а' : ''} ${pick(r, ['почётной грамотой', 'премией университета', 'благодарностью Минобрнауки'])}`; },
        () => { tags.push('гранты'); return `Проект кафедры поддержан грантом ${pick(r, ['РФФИ', 'РНФ', 'Президента РФ'])}`; },
        () => { tags.push('студенческая жизнь'); return `${pick(r, ['Посвящение в студенты', 'Новогодний вечер', 'Турнир по футболу', 'Выезд на зимнюю школу'])} ${y}`; },
        () => { tags.push('выпускники'); return `Защиты выпускных квалификационных работ ${y}`; },
        () => { tags.push('расписание'); return `Изменения в расписании ${pick(r, ['на неделю', 'сессии', 'пересдач'])} (${fDot(date)})`; },
      ][k]();
      const id = 3100 + i * 7 + int(r, 0, 6);
      const n: News = { id, date, title, tags: [...tags, ...(r() < 0.3 ? [pick(r, NEWS_TAGS)] : [])].filter((t, j, l) => l.indexOf(t) === j), en: r() < 0.15, album: k === 3 || k === 9 ? int(r, 1, 90) : undefined };
      this.news.push(n);
    }
    for (const o of this.offs) {
      const rr = rng(hash(`cn:${o.key}`));
      if (!o.home || o.y < 2013 || rr() > 0.12) continue;
      const d = sessions(o.y, o.c.sem, o.c.day)[0] - int(rr, 3, 12);
      if (d >= NOW) continue;
      const id = 90000 + (hash(o.key) % 9000) * 3;
      if (this.news.some((x) => x.id === id)) continue;
      this.news.push({ id, date: d, title: o.en ? `${o.c.en}: registration is open (${uy(o.y)})` : `Стартует курс «${o.c.name}» (${SEM[o.c.sem]} семестр ${uy(o.y)})`, tags: ['учебный процесс'], en: o.en, o });
    }
    this.news.push({ id: 99991, date: dayOf(2020, 3, 16), title: 'О переходе на дистанционный формат обучения с 17 марта 2020 года', tags: ['дистанционное обучение', 'расписание'], en: false });
    this.news.push({ id: 99993, date: dayOf(2020, 3, 16), title: 'Transition to distance learning from 17 March 2020', tags: ['дистанционное обучение'], en: true });
    this.news.sort((x, y) => x.date - y.date || x.id - y.id);
    for (const n of this.news) this.newsById.set(n.id, n);
    const er = rng(hash('events'));
    for (let i = 0; i < 420; i++) {
      const date = dayOf(2012, 9, 1) + Math.floor((i * (dayOf(2020, 8, 31) - dayOf(2012, 9, 1))) / 420) + int(er, 0, 2);
      const kind = pick(er, ['Научный семинар', 'Научный семинар', 'Открытая лекция', 'День открытых дверей', 'Защита ВКР', 'Олимпиада', 'Школа-семинар', 'Заседание учёного совета', 'Мастер-класс']);
      const ev: Ev = { id: 500 + i * 3, date, title: kind === 'Научный семинар' || kind === 'Открытая лекция' ? `${kind}: «${pick(er, RN)}: ${pick(er, ['теория и практика', 'новые результаты', 'обзор', 'открытые задачи'])}»` : `${kind} ${ymd(date)[0]}`, place: pick(er, [...ROOMS, 'онлайн (Zoom)']) };
      this.events.push(ev);
      this.evById.set(ev.id, ev);
    }
  }

  private buildWiki() {
    const r = rng(hash('wiki'));
    const users = ['Admin', ...FACULTY.filter((f) => f.hist.some((h) => h[1] === 'wiki') || f.kaf === 'ti' || f.kaf === 'is').map((f) => f.roman.split(' ')[1]), 'Ассистент1', 'Kirill.s', 'Maria-tk', 'Denis93', 'Bot'];
    const pending: [string, string, number, Off | undefined, string | undefined, string[], string][] = [];
    const add = (title: string, kind: string, nrev: number, o?: Off, sub?: string, cats: string[] = []) => pending.push([title, kind, nrev, o, sub, cats, '']);
    for (const t of ['Заглавная_страница', 'Архив_курсов', 'Правила_оформления', 'Преподаватели', 'Консультации', 'Научно-исследовательский_семинар', 'Проекты_студентов', 'Компьютерные_классы', 'Аспирантура', 'Олимпиадное_программирование', 'Учебные_планы', 'Шаблоны_курсов', 'Вычислительный_кластер', 'Как_получить_доступ_к_GPU', 'Git_для_начинающих', 'LaTeX', 'Часто_задаваемые_вопросы']) add(t, 'sys', int(r, 4, 40));
    for (let y = 2012; y <= 2019; y++) {
      add(`Курсовые_работы_${uy(y)}`, 'misc', int(r, 5, 30), undefined, undefined, ['Курсовые_работы']);
      add(`Темы_ВКР_${y + 1}`, 'misc', int(r, 3, 20), undefined, undefined, ['ВКР']);
      for (const k of KAF) if (hash(`sem${k.id}${y}`) % 2 === 0) add(`Семинар_кафедры_${k.short}/${uyDash(y)}`, 'misc', int(r, 6, 25), undefined, undefined, ['Семинары']);
    }
    for (const u of users) if (u !== 'Bot') add(`Участник:${u}`, 'user', int(r, 1, 8));
    for (const c of COURSES.filter((x) => this.offs.some((o) => o.c === x && o.fam === 'wiki'))) add(c.wname, 'hub', int(r, 3, 15), undefined, undefined, ['Курсы', kafBy.get(c.kaf)!.name.replace(/ /g, '_')]);
    for (const o of this.offs.filter((x) => x.fam === 'wiki')) {
      const cats = [`Курсы_${uy(o.y)}`];
      add(o.wtitle, 'course', int(r, 12, 45), o, undefined, cats);
      add(`${o.wtitle}/Домашние_задания`, 'coursesub', int(r, 4, 18), o, 'Домашние_задания');
      if (r() < 0.5) add(`${o.wtitle}/Лекции`, 'coursesub', int(r, 3, 15), o, 'Лекции');
      if (o.kr && r() < 0.5) add(`${o.wtitle}/Контрольная_работа`, 'coursesub', int(r, 2, 8), o, 'Контрольная_работа');
      if (r() < 0.35) add(`Обсуждение:${o.wtitle}`, 'talk', int(r, 1, 6), o);
    }
    // Revisions get ids in date order across the wiki, as MediaWiki assigns them.
    const all: [WPage, Rev][] = [];
    for (const [title, kind, nrev, o, sub, cats] of pending) {
      const ns = title.includes(':') ? title.split(':')[0] : '';
      const p: WPage = { title, ns, revs: [], o, sub, cats, kind };
      let d = o ? sessions(o.y, o.c.sem, o.c.day)[0] - int(r, 5, 20) : dayOf(2011, 9, 1) + int(r, 0, 2500);
      let size = int(r, 800, 3000);
      for (let i = 0; i < nrev && d < NOW; i++) {
        size += int(r, -200, 900);
        const rev: Rev = { id: 0, date: d, user: kind === 'course' || kind === 'coursesub' ? (r() < 0.5 ? o!.f.roman.split(' ')[1] : pick(r, users)) : pick(r, users), size: Math.max(200, size), comment: pick(r, ['', '', 'обновление', 'ДЗ', 'новости', 'оценки', 'исправлена опечатка', 'добавлены материалы', 'ссылки на лекции', '/* Новости */', '/* Оценки */', 'дедлайн', 'оформление']) };
        p.revs.push(rev);
        all.push([p, rev]);
        d += o ? int(r, 1, 14) : int(r, 3, 160);
      }
      if (!p.revs.length) { const rev: Rev = { id: 0, date: NOW - 3, user: 'Admin', size: 500, comment: '' }; p.revs.push(rev); all.push([p, rev]); }
      this.wpages.set(title, p);
    }
    all.sort((x, y) => x[1].date - y[1].date);
    let id = 1020;
    for (const [p, rev] of all) { rev.id = id += 1 + (hash(`rv${id}`) % 3); this.revById.set(rev.id, [p, p.revs.indexOf(rev)]); }
  }

  private buildGallery() {
    const r = rng(hash('gallery'));
    let pid = 1000;
    let aid = 1;
    for (let y = 2011; y <= 2019; y++) {
      const topics = [...ALBUMS].sort((p, q) => hash(`${y}${p}`) - hash(`${y}${q}`)).slice(0, int(r, 7, 11));
      for (const t of topics) {
        const al: Album = { id: aid++, name: `${t} ${y}`, date: dayOf(y, int(r, 1, 12), int(r, 1, 28)), photos: [] };
        for (let j = 0, n = int(r, 12, 36); j < n; j++) { al.photos.push(pid); this.photoAlbum.set(pid, al); pid += int(r, 1, 3); }
        this.albums.push(al);
      }
    }
  }

  private buildPubs() {
    const r = rng(hash('pubs'));
    let id = 4000;
    for (let y = 2008; y <= 2019; y++) {
      for (let i = 0, n = int(r, 60, 110); i < n; i++) {
        const k = pick(r, KAF);
        const fs = FACULTY.filter((f) => f.kaf === k.id);
        this.pubs.push({ id: id += int(r, 1, 4), year: y, kaf: k.id, type: pick(r, ['article', 'article', 'conf', 'conf', 'book', 'patent']), title: `${pick(r, ['Метод', 'Алгоритм', 'Модель', 'Подход', 'Об одном классе задач', 'Исследование'])} ${pick(r, ['решения задачи', 'построения', 'анализа', 'оптимизации'])} «${pick(r, RN)}» ${pick(r, ['в распределённых системах', 'для больших графов', 'с ограничениями', 'на основе машинного обучения', 'в реальном времени'])}`, authors: `${pick(r, fs).short}, ${initials(r)}`, venue: pick(r, ['Программирование', 'Труды ИСП РАН', 'Информатика и её применения', 'Вестник НевГУ. Серия: Информатика', 'Моделирование и анализ информационных систем', 'Proc. IEEE', 'LNCS', 'Программные продукты и системы', 'Доклады РАН']) });
      }
    }
    for (const [cn, , spec] of COUNCILS) {
      for (let y = 2012; y <= 2020; y++) {
        for (let i = 0, n = int(r, 2, 7); i < n; i++) {
          const date = dayOf(y, int(r, 1, 12), int(r, 1, 28));
          if (date > dayOf(2020, 6, 30)) continue;
          const who = student(r);
          this.defences.push({ slug: `${translit(who.split(' ')[0])}-${hex(`${who}${y}${i}`, 4)}`, council: cn, year: y, date, who, title: `${pick(r, ['Методы и алгоритмы', 'Модели и методы', 'Разработка и исследование методов', 'Математическое обеспечение'])} ${pick(r, ['анализа', 'синтеза', 'верификации', 'оптимизации', 'обработки'])} ${pick(r, ['программных систем', 'распределённых вычислений', 'текстовых данных', 'графовых структур', 'сетевого трафика', 'изображений'])}`, spec });
        }
      }
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
    if (host.endsWith(PAGES)) return this.pagesHost(u, host);
    switch (host) {
      case H.www: return this.wwwHost(u);
      case H.wwwAlias: return moved(`${WWW}${u.pathname}${u.search}`);
      case H.uni: return this.uniHost(u);
      case H.uniBare: return moved(`${UNI}${u.pathname}${u.search}`);
      case H.old: return this.oldHost(u);
      case H.people: return this.peopleHost(u);
      case H.wiki: return this.wikiHost(u);
      case H.moodle: return this.moodleHost(u);
      case H.sso: return this.ssoHost(u);
      case H.sites: return this.sitesHost(u);
      case H.gitlab: return this.gitHost(u);
      case H.forum: return this.forumHost(u);
      case H.lists: return this.listsHost(u);
      case H.photo: return this.fotoHost(u);
      case H.files: return this.filesHost(u);
      case H.ruz: return this.ruzHost(u);
      case H.priem: return this.priemHost(u);
      case H.lk: case H.mail: case H.lib: return moved(sso(`https://${host}${u.pathname}`), 302);
      default: return nginx404();
    }
  }

  /** A link to an offering's page as others write it: mostly exact, sometimes the http form or without the trailing slash. */
  private href(o: Off, salt: string): string {
    if (!o.home) return o.mid ? `${EIOS}/course/view.php?id=${o.mid}` : this.rpdUrl(o.c, o.y);
    const x = hash(`href:${salt}:${o.key}`) % 100;
    const h = o.home;
    if (x < 7 && h.startsWith('https://') && o.fam !== 'moodle' && o.fam !== 'pages' && o.fam !== 'wiki') return h.replace('https:', 'http:');
    if (x < 12 && h.endsWith('/') && o.fam !== 'pages') return h.slice(0, -1);
    return h;
  }
  private rpdUrl(c: Course, y: number) { return `${WWW}/education/rpd/${Math.max(2015, Math.min(2019, y))}/${c.slug}/`; }
  private staffUrl(f: Fac, en = false) { return `${WWW}${en ? '/en' : ''}/staff/${f.login}/`; }
  private facHomeUrl(f: Fac): string { return hasPeople(f) ? `${PPL}/~${f.login}/` : hasOld(f) ? `${OLD}/~${f.login}/` : everWeb(f, 'pages') ? `https://${f.login}${PAGES}/` : this.staffUrl(f); }

  // ===================================================================================================================
  // Course content shared by every template
  // ===================================================================================================================

  private info(o: Off) {
    const r = rng(hash(`info:${o.key}`));
    const ses = sessions(o.y, o.c.sem, o.c.day);
    const T = o.c.topics;
    const en = o.en;
    const spread = (i: number) => { const j = Math.floor(((i - 1) * T.length) / 14); return i > 1 && Math.floor(((i - 2) * T.length) / 14) === j ? `${T[j]} (${en ? 'cont.' : 'продолжение'})` : T[j]; };
    const topic = (i: number) => (i === 0 ? (en ? 'Introduction. Course logistics' : 'Введение. Организация курса') : o.kr && i === 8 ? (en ? 'Midterm' : 'Контрольная работа') : o.kolok && i === 12 ? (en ? 'Colloquium' : 'Коллоквиум') : i === 15 ? (en ? 'Review' : 'Обзорная лекция. Консультация') : spread(i));
    const rows = ses.slice(0, 16).map((d, i) => ({ n: i + 1, date: d, topic: topic(i), slides: d < NOW && !(o.kr && i === 8) ? i + 1 : 0, online: d >= DISTANCE }));
    const hws = Array.from({ length: o.nhw }, (_, i) => { const at = 2 + Math.floor((i * 12) / o.nhw); return { n: i + 1, title: en ? `Homework ${i + 1}: ${topic(at)}` : `ДЗ ${i + 1}. ${topic(at)}`, out: ses[at], due: ses[at] + 14 }; }).filter((x) => x.out < NOW);
    const wH = int(r, 2, 5) * 5;
    const wK = o.kr ? int(r, 1, 3) * 5 : 0;
    const wC = o.kolok ? 10 : 0;
    const wE = 100 - wH * 2 - wK - wC;
    const formula = en ? `Final = ${(wH * 2) / 100}·Homework + ${wK / 100}·Midterm${wC ? ` + ${wC / 100}·Colloquium` : ''} + ${wE / 100}·Exam (rounded)` : `О<sub>итог</sub> = ${((wH * 2) / 100).toFixed(2).replace('.', ',')}·О<sub>дз</sub>${wK ? ` + ${(wK / 100).toFixed(2).replace('.', ',')}·О<sub>кр</sub>` : ''}${wC ? ` + 0,1·О<sub>колл</sub>` : ''} + ${(wE / 100).toFixed(2).replace('.', ',')}·О<sub>экз</sub>; округление арифметическое. Оценка по 10-балльной шкале.`;
    const cur = isCurrent(o);
    const notices: [number, string][] = [];
    if (cur) {
      notices.push([DISTANCE - 1, en ? 'From March 17 all classes are held online (Zoom); links are in the course chat.' : `С 17 марта занятия проводятся дистанционно (${pick(r, ['Zoom', 'MS Teams', 'Zoom', 'Discord', 'BigBlueButton в ЭИОС'])}). Ссылки — в чате курса.`]);
      const last = hws[hws.length - 1];
      if (last) notices.push([last.out, en ? `Homework ${last.n} is out, due ${fEn(last.due)} 23:59.` : `Выложено ${last.title}. Дедлайн — ${fDM(last.due)}, 23:59.`]);
      const done = rows.filter((x) => x.date < NOW).length;
      notices.push([NOW - 1, en ? `Slides for lecture ${done} are online.` : `Выложены слайды ${done}-й лекции.`]);
    } else {
      notices.push([ses[16] + 5, en ? 'Final grades are published.' : `Выставлены итоговые оценки (${pick(r, ['ведомость в ЭИОС', 'см. таблицу', 'ведомость сдана в учебный офис'])}).`]);
      notices.push([ses[16] - 6, en ? `Exam: ${fEn(ses[16])}, ${o.room}.` : `${o.exam === 'экзамен' ? 'Экзамен' : 'Зачёт'} состоится ${fDM(ses[16])} в ${PARA[2].slice(0, 5)}, ${o.room}. Список вопросов — ниже.`]);
    }
    if (o.kr) notices.push([ses[7] - 2, en ? `Midterm on ${fEn(ses[8])}.` : `Контрольная работа — ${fDD(ses[8])} на семинаре. Можно принести один лист А4 с формулами.`]);
    if (r() < 0.5) { const k = int(r, 3, 11); notices.push([ses[k] - 1, en ? `No lecture on ${fEn(ses[k])}.` : `${fDM(ses[k])} лекции не будет (командировка). Перенос — ${fDD(ses[k] + int(r, 2, 4))}.`]); }
    notices.push([ses[0] - int(r, 2, 9), en ? 'The course page is up.' : `Открыта страница курса ${uy(o.y)}.`]);
    const visible = notices.filter((n) => n[0] <= NOW).sort((x, y) => y[0] - x[0]);
    const br = rng(hash(`books:${o.c.slug}`));
    const books = en ? [`${pick(br, ['Bishop C.', 'Murphy K.', 'Goodfellow I. et al.', 'Kleppmann M.', 'Narayanan A. et al.'])} ${o.c.en}. ${pick(br, ['MIT Press', 'Springer', "O'Reilly"])}, ${int(br, 2006, 2018)}.`] : [`${initials(br)} ${pick(br, [o.c.name, `Введение в ${o.c.name.toLowerCase()}`, `${o.c.name}: учебное пособие`])}. — М.: ${pick(br, PUBL)}, ${int(br, 1995, 2017)}.`, `${pick(br, ['Кормен Т. и др. Алгоритмы: построение и анализ', 'Таненбаум Э. Современные операционные системы', 'Кнут Д. Искусство программирования', 'Страуструп Б. Язык программирования C++', 'Ахо А. и др. Компиляторы: принципы, технологии и инструменты', 'Воронцов К. В. Лекции по машинному обучению', 'Гэри М., Джонсон Д. Вычислительные машины и труднорешаемые задачи', 'Олифер В., Олифер Н. Компьютерные сети'])}.`, ...(br() < 0.5 ? [`${initials(br)} Сборник задач по курсу «${o.c.name}». — ${pick(br, PUBL)}, ${int(br, 2000, 2016)}.`] : [])];
    const chat = o.y >= 2016 && r() < 0.6 ? `https://t.me/joinchat/${hex(`tg:${o.key}`, 22)}` : '';
    const ext = o.y >= 2015 && r() < 0.45 ? pick(r, [`https://stepik.org/course/${int(r, 1000, 70000)}`, `https://contest.yandex.ru/contest/${int(r, 3000, 17000)}/`, `https://anytask.org/course/${int(r, 100, 700)}`, `https://github.com/nevgu-fcs/${o.c.slug}-${o.y}`, `https://www.kaggle.com/c/nevgu-${o.c.slug}-${o.y}`]) : '';
    const sheet = o.y >= 2014 && r() < 0.5 ? `https://docs.google.com/spreadsheets/d/${hex(`gs:${o.key}`, 44)}/edit#gid=0` : '';
    const annot = en ? `<p>The course covers ${T.slice(1, 4).join(', ').toLowerCase()} and more. ${pick(r, ['Weekly homework and a final project.', 'Lectures are followed by hands-on seminars.'])}</p>` : `<p>В курсе ${pick(r, ['рассматриваются', 'изучаются', 'обсуждаются'])} ${T.slice(1, 4).map((t) => t.toLowerCase()).join(', ')} и ${pick(r, ['смежные вопросы', 'другие темы', 'их приложения'])}. ${pick(r, ['Курс читается для студентов', 'Курс обязателен для студентов', 'Курс по выбору для студентов'])} ${o.c.kurs === 'M' ? 'магистратуры' : `${o.c.kurs} курса`} (${o.c.kurs === 'M' ? PROGRAMS[2] : pick(r, PROGRAMS.slice(0, 2))}). ${pick(r, ['Предполагается знание основ программирования.', 'Для успешного освоения нужны знания дискретной математики и алгоритмов.', 'Занятия включают лекции и семинары, на семинарах решаются задачи и разбираются домашние задания.', 'На практических занятиях используется язык Python.', 'Лабораторные работы выполняются в компьютерном классе.', 'Курс сопровождается контестом в Яндекс.Контесте.'])}</p>`;
    return { ses, rows, hws, formula, notices: visible, books, chat, ext, sheet, annot, exam: ses[16] };
  }

  /** The offering's page in sections (title, HTML), for the templates to wrap. */
  private sections(o: Off, mk: 'old' | 'plain' | 'modern', link: { slide: (n: number) => string; hw?: (n: number) => string }): [string, string][] {
    const I = this.info(o);
    const en = o.en;
    const tbl = mk === 'old' ? '<TABLE BORDER="1" CELLSPACING="0" CELLPADDING="4" WIDTH="100%">' : mk === 'plain' ? '<table border="1" cellpadding="3">' : '<table class="table table-sm table-bordered">';
    const th = mk === 'old' ? '<TR BGCOLOR="#C0C0FF">' : '<tr>';
    const out: [string, string][] = [];
    out.push([en ? 'News' : 'Новости', `<ul>${I.notices.map(([d, t]) => `<li>${mk === 'old' ? `<FONT COLOR="#990000"><B>${fDot(d)}</B></FONT>` : `<b>${en ? fEn(d) : fDot(d)}</b>`} — ${esc(t)}</li>`).join('')}</ul>`]);
    out.push([en ? 'About the course' : 'О курсе', `${I.annot}<p>${en ? 'Lecturer' : 'Лектор'}: ${a(this.facHomeUrl(o.f), en ? o.f.roman : o.f.short)}${o.asst.length ? `. ${en ? 'TAs' : o.variant < 0.5 ? 'Семинаристы' : 'Ассистенты'}: ${o.asst.map(esc).join(', ')}` : ''}.</p><p>${en ? `${SEM_EN[o.c.sem]} ${o.c.sem === 1 ? o.y : o.y + 1}` : esc(whenRu(o.c))}, ${esc(o.room)}.${o.c.kurs !== 'M' && !en ? ` ${esc(kursRu(o.c))}.` : ''}</p>${I.chat ? `<p>${en ? 'Course chat' : 'Чат курса в Telegram'}: ${a(I.chat, 't.me')}</p>` : ''}${I.ext ? `<p>${en ? 'Submissions' : 'Сдача заданий'}: ${a(I.ext, I.ext.replace(/^https:\/\/(www\.)?/, '').split('/')[0])}</p>` : ''}${o.moodleToo && o.mid ? `<p>${en ? 'Quizzes in' : 'Тесты и сдача ДЗ — в'} ${a(`${EIOS}/course/view.php?id=${o.mid}`, 'ЭИОС')}.</p>` : ''}`]);
    out.push([en ? 'Schedule and materials' : o.variant < 0.5 ? 'Лекции и семинары' : 'Материалы курса', `${tbl}${th}<th>№</th><th>${en ? 'Date' : 'Дата'}</th><th>${en ? 'Topic' : 'Тема'}</th><th>${en ? 'Slides' : 'Материалы'}</th></tr>${I.rows.map((x) => `<tr><td>${x.n}</td><td>${en ? fEn(x.date) : o.variant < 0.4 ? fDD(x.date) : fDot(x.date)}${x.online && !en ? ' (онлайн)' : ''}</td><td>${esc(x.topic)}</td><td>${x.slides ? a(link.slide(x.slides), en ? 'pdf' : o.variant < 0.5 ? 'слайды' : 'конспект') : ''}</td></tr>`).join('')}</table>`]);
    out.push([en ? 'Homework' : 'Домашние задания', I.hws.length ? `<ol>${I.hws.map((x) => `<li>${link.hw ? a(link.hw(x.n), x.title) : esc(x.title)} — ${en ? `due ${fEn(x.due)}` : `срок сдачи ${fDD(x.due)}`}</li>`).join('')}</ol>${en ? '' : '<p>Штраф за опоздание — 1 балл за каждые сутки. Списывание — обнуление работы у всех участников.</p>'}` : `<p>${en ? 'Not yet.' : 'Пока нет.'}</p>`]);
    out.push([en ? 'Grading' : 'Формула оценки', `<p>${I.formula}</p>${I.sheet ? `<p>${a(I.sheet, en ? 'Grades' : 'Ведомость (Google Таблица)')}</p>` : ''}<p>${en ? 'Form of assessment' : 'Форма контроля'}: ${esc(en ? 'exam' : o.exam)}${o.kolok && !en ? ', коллоквиум' : ''}${o.kr && !en ? ', контрольная работа' : ''}.</p>`]);
    out.push([en ? 'Literature' : 'Литература', `<ol>${I.books.map((b) => `<li>${esc(b)}</li>`).join('')}</ol>`]);
    const sib = (this.byCourse.get(o.c.slug) ?? []).filter((x) => x !== o && x.home && x.f === o.f && x.fam === o.fam && x.y < o.y).reverse();
    if (sib.length && o.variant > 0.25) out.push([en ? 'Previous years' : 'Прошлые годы', `<p>${sib.map((x) => a(x.home, uy(x.y))).join(' | ')}</p>`]);
    return out;
  }

  /** Where a family keeps an offering's slides and homework (relative where the template writes it so). */
  private slideOf(o: Off, n: number): string {
    switch (o.fam) {
      case 'old': return o.f.scheme === 'C' ? `${o.c.slug}${o.y}/lec${n}.pdf` : o.variant < 0.5 ? `lec${n}.pdf` : `slides/lecture${pad(n)}.ppt`;
      case 'people': return o.f.pscheme === 'S' ? `${o.c.slug}-${o.y}/lecture${pad(n)}.pdf` : `slides/lec${pad(n)}.pdf`;
      case 'gsites': return `${o.base}lekcii/lekciya-${n}.pdf?attredirects=0&d=1`;
      case 'pages': return `${o.base}lectures/lec${pad(n)}.pdf`;
      case 'wiki': return `${WIKI}/images/${hex(`${o.key}${n}`, 1)}/${hex(`${o.key}${n}`, 2)}/${wenc(`${o.c.slug}_${o.y}_lec${pad(n)}.pdf`)}`;
      default: return `/upload/iblock/${hex(`${o.key}${n}`, 3)}/${o.c.slug}_${o.y}_lec${pad(n)}.pdf`;
    }
  }
  private hwOf(o: Off, n: number): string | undefined {
    switch (o.fam) {
      case 'old': return o.f.scheme === 'C' ? `${o.c.slug}${o.y}/zadanie${n}.htm` : `zadaniya.htm#z${n}`;
      case 'people': return o.f.pscheme === 'S' ? `${o.c.slug}-${o.y}/hw${n}.pdf` : `homework.html#hw${n}`;
      case 'gsites': return `${o.base}domashnie-zadania`;
      case 'pages': return `${o.base}homework/#dz-${n}`;
      case 'wiki': return `${WIKI}/${wenc(`${o.wtitle}/Домашние_задания`)}`;
      default: return undefined;
    }
  }

  // ---- old host: frozen 2014 department site (windows-1251) and the old userdirs ------------------------------------

  private oldHome(o: Off, sub = ''): Resp {
    const f = o.f;
    // A teacher who moved from KOI8-R to windows-1251 in 2012 labels the new pages as written (the teacher's label names the old charset).
    const meta = metaCT(o.cs, o.decl, o.cs === f.cs ? f.label : CS_HTTP[o.cs]);
    const title = `${o.c.name} ${uy(o.y)}`;
    if (f.scheme === 'F' && sub === '') {
      return legacy(`<HTML>\n<HEAD>\n${meta}\n<TITLE>${esc(title)}</TITLE>\n</HEAD>\n<FRAMESET COLS="200,*" BORDER="1">\n<FRAME SRC="menu.htm" NAME="menu">\n<FRAME SRC="main.htm" NAME="main">\n<NOFRAMES>\n<BODY>\n<P>Ваш браузер не поддерживает фреймы.</P>\n<UL><LI><A HREF="main.htm">Курс «${esc(o.c.name)}»</A></LI><LI><A HREF="menu.htm">Меню</A></LI><LI><A HREF="zadaniya.htm">Задания</A></LI></UL>\n</BODY>\n</NOFRAMES>\n</FRAMESET>\n</HTML>\n`, o.cs, o.decl);
    }
    const S = this.sections(o, 'old', { slide: (n) => this.slideOf(o, n), hw: (n) => this.hwOf(o, n)! });
    if (sub === 'menu.htm') return legacy(`<HTML><HEAD>${meta}<TITLE>Меню</TITLE></HEAD><BODY BGCOLOR="#E0E0F0"><FONT FACE="Arial" SIZE="2"><B>${esc(o.c.name)}</B><BR>${uy(o.y)}<HR><A HREF="main.htm" TARGET="main">Главная</A><BR><A HREF="zadaniya.htm" TARGET="main">Задания</A><BR><A HREF="literatura.htm" TARGET="main">Литература</A><BR><A HREF="/~${f.login}/" TARGET="_top">${esc(f.short)}</A></FONT></BODY></HTML>\n`, o.cs, o.decl);
    const secs = sub === 'zadaniya.htm' || /^zadanie\d+\.htm$/.test(sub) ? S.filter((s) => s[0] === 'Домашние задания') : sub === 'literatura.htm' ? S.filter((s) => s[0] === 'Литература') : S;
    const body = secs.map(([h, b]) => `<H3><FONT COLOR="#000080">${esc(h)}</FONT></H3>\n${b}`).join('\n');
    const r = rng(hash(`oh:${o.key}${sub}`));
    const hdr = sub ? `<P><A HREF="${f.scheme === 'C' ? `../${o.c.slug}${o.y}.htm` : f.scheme === 'F' ? 'main.htm' : './'}">« ${esc(o.c.name)}</A></P>` : '';
    const extra = sub === 'zadaniya.htm' || sub.startsWith('zadanie') ? `<P>${esc(rtext(r, 2))}</P><PRE>${esc(rtext(r, 1))}</PRE>` : '';
    return legacy(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">\n<HTML>\n<HEAD>\n${meta}\n<TITLE>${esc(sub ? `${title}: ${secs[0]?.[0] ?? ''}` : title)}</TITLE>\n</HEAD>\n<BODY BGCOLOR="#FFFFFF" TEXT="#000000" LINK="#0000CC" VLINK="#660099">\n<TABLE WIDTH="100%" BORDER="0" CELLPADDING="6"><TR><TD BGCOLOR="#000080"><FONT COLOR="#FFFFFF" FACE="Arial" SIZE="+1"><B>${esc(o.c.name)}</B></FONT><BR><FONT COLOR="#FFFFFF" SIZE="2">${uy(o.y)} уч. год, ${SEM[o.c.sem]} семестр · ${esc(f.short)}</FONT></TD></TR></TABLE>\n${hdr}${body}${extra}\n<HR><FONT SIZE="1">Последнее изменение: ${fDot(Math.min(NOW, this.info(o).exam + 10))} · <A HREF="/~${f.login}/">${esc(f.short)}</A> · <A HREF="${OLD}/">Кафедра</A></FONT>\n</BODY>\n</HTML>\n`, o.cs, o.decl);
  }

  /** The teacher's page and course index on the old host (legacy bytes, as the teacher last saved them). */
  private oldFac(f: Fac, index: boolean): Resp {
    const offs = (this.byFac.get(f.login) ?? []).filter((o) => webOf(f, o.y) === 'old' || (o.fam === 'old'));
    const meta = metaCT(f.cs, f.decl, f.label);
    const r = rng(hash(`of:${f.login}${index}`));
    const dead = (o: Off) => o.fam === 'none' && o.y <= 2011 && hash(`dead:${o.key}`) % 3 === 0;
    const years = [...new Set(offs.map((o) => o.y))].sort((x, y) => y - x);
    const path = (o: Off) => { const s = f.scheme; const yy = pad(o.y % 100); const L = `/~${f.login}`; return s === 'A' ? `${L}/teaching/${o.y}/${o.c.slug}/` : s === 'B' ? `${L}/courses/${o.c.slug}${yy}/` : s === 'C' ? `${L}/kurs/${o.c.slug}${o.y}.htm` : s === 'D' ? `${L}/study/${o.c.slug}/${o.y}/index.html` : `${L}/lections/${o.c.slug}${yy}/`; };
    const list = years.map((y) => `<LI><B>${uy(y)}</B><UL>${offs.filter((o) => o.y === y).map((o) => `<LI>${o.fam === 'old' ? a(hash(`ol:${o.key}`) % 4 === 0 ? o.home.replace(OLD, '') : o.home, o.c.name) : dead(o) ? a(path(o), o.c.name) : `${esc(o.c.name)}${o.home ? ` (${a(this.href(o, 'oldidx'), 'новая страница')})` : ''}`}</LI>`).join('')}</UL></LI>`).join('');
    const idxPath = indexOf(f);
    if (index) return legacy(`<HTML><HEAD>${meta}<TITLE>Учебные курсы — ${esc(f.short)}</TITLE></HEAD><BODY BGCOLOR="#FFFFFF"><H2>Учебные курсы</H2><UL>${list}</UL><HR><A HREF="/~${f.login}/">${esc(f.fio)}</A></BODY></HTML>\n`, f.cs, f.decl);
    const moved2 = hasPeople(f) ? `<P><FONT COLOR="red"><B>Страница больше не обновляется. Новая страница: ${a(`${PPL}/~${f.login}/`, `${PPL}/~${f.login}/`)}</B></FONT></P>` : '';
    return legacy(`<HTML>\n<HEAD>\n${meta}\n<TITLE>${esc(f.fio)}</TITLE>\n</HEAD>\n<BODY BGCOLOR="#FFFFF0">\n${moved2}<TABLE BORDER="0" CELLPADDING="8"><TR><TD VALIGN="top"><IMG SRC="foto.jpg" WIDTH="120" HEIGHT="160" ALT=""></TD><TD VALIGN="top"><FONT SIZE="+2"><B>${esc(f.fio)}</B></FONT><BR>${esc(f.rank)}, ${esc(kafBy.get(f.kaf)!.name.toLowerCase())}<BR>ФКН НевГУ<BR>E-mail: ${f.login}@cs.${DOM}<BR>Комн. ${int(r, 201, 540)}, тел. ${int(r, 2000, 2999)}</TD></TR></TABLE>\n<HR>\n<H3>Учебные курсы</H3>\n<UL>${offs.filter((o) => o.fam === 'old').slice(-4).reverse().map((o) => `<LI>${a(o.home.replace(OLD, ''), `${o.c.name} (${uy(o.y)})`)}</LI>`).join('')}</UL>\n<P>${a(idxPath, 'Все курсы')}</P>\n<H3>Научные интересы</H3><P>${esc(rtext(r, 2))}</P>\n<P>${a('publications.htm', 'Список публикаций')} | ${a('cv.htm', 'Биография')}</P>\n<HR><A HREF="${OLD}/">Кафедра</A> | <A HREF="${OLD}/staff.php">Сотрудники</A>\n</BODY>\n</HTML>\n`, f.cs, f.decl);
  }

  private oldHost(u: URL): Resp {
    const p = u.pathname;
    const cs: CS = 'cp1251';
    const wrap = (t: string, b: string, status = 200) => legacy(`<HTML><HEAD><META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=windows-1251"><TITLE>${esc(t)} - Факультет компьютерных наук НевГУ</TITLE></HEAD><BODY BGCOLOR="#FFFFFF"><TABLE WIDTH="100%" BGCOLOR="#003366"><TR><TD><FONT COLOR="#FFFFFF" SIZE="+1"><B>Факультет компьютерных наук</B></FONT></TD></TR></TABLE><P><A HREF="/">Главная</A> | <A HREF="/index.php?id=news">Новости</A> | <A HREF="/staff.php">Сотрудники</A> | <A HREF="/study/">Учебный процесс</A> | <A HREF="${WWW}/">Новый сайт</A></P><P><FONT COLOR="#CC0000">Внимание! Это архивная версия сайта (2014). Актуальная информация — на ${a(`${WWW}/`, 'cs.nevgu-example.ru')}</FONT></P><H2>${esc(t)}</H2>${b}<HR><FONT SIZE="1">© 2003–2014 ФКН НевГУ</FONT></BODY></HTML>\n`, cs, 'both', status);
    if (p === '/' || p === '/index.php' && !u.searchParams.has('id')) return wrap('Главная', `<P>${esc(rtext(rng(7), 3))}</P><UL>${this.oldNews().slice(-8).reverse().map((n) => `<LI>${fDot(n.date)} ${a(`/index.php?id=news&nid=${n.id}`, n.title)}</LI>`).join('')}</UL>`);
    if (p === '/index.php' && u.searchParams.get('id') === 'news') {
      const nid = Number(u.searchParams.get('nid') ?? 0);
      const all = this.oldNews();
      if (nid) { const n = all.find((x) => x.id === nid); return n ? wrap(n.title, `<P>${fDot(n.date)}</P><P>${esc(rtext(rng(nid), 4))}</P>`) : wrap('Ошибка', '<P>Новость не найдена</P>', 404); }
      const pg = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1);
      const last = Math.ceil(all.length / 15);
      if (pg > last) return wrap('Новости', '<P>Нет новостей</P>');
      return wrap('Новости', `<UL>${[...all].reverse().slice((pg - 1) * 15, pg * 15).map((n) => `<LI>${fDot(n.date)} ${a(`/index.php?id=news&nid=${n.id}`, n.title)}</LI>`).join('')}</UL><P>Страницы: ${span(1, last).map((i) => (i === pg ? `<B>${i}</B>` : a(`/index.php?id=news&page=${i}`, String(i)))).join(' ')}</P>`);
    }
    if (p === '/staff.php') return wrap('Сотрудники', `<TABLE BORDER="1" CELLPADDING="3">${FACULTY.filter((f) => f.hist[0][0] <= 2013).map((f) => `<TR><TD>${hasOld(f) ? a(`/~${f.login}/`, f.fio) : esc(f.fio)}</TD><TD>${esc(f.rank)}</TD><TD>${esc(kafBy.get(f.kaf)!.short)}</TD></TR>`).join('')}</TABLE>`);
    if (p === '/study/' || p === '/study/index.php') return wrap('Учебный процесс', `<UL>${span(2008, 2013).reverse().map((y) => li(`/study/${y}.php`, `${uy(y)} учебный год`)).join('')}</UL>`);
    if (p === '/study') return moved(`${OLD}/study/`);
    const sm = /^\/study\/(\d{4})\.php$/.exec(p);
    if (sm && Number(sm[1]) >= 2008 && Number(sm[1]) <= 2013) {
      const y = Number(sm[1]);
      const offs = this.offs.filter((o) => o.y === y);
      return wrap(`Курсы ${uy(y)}`, [1, 2].map((s) => `<H3>${SEM[s]} семестр</H3><TABLE BORDER="1" CELLPADDING="3">${offs.filter((o) => o.c.sem === s).map((o) => `<TR><TD>${o.home && (o.fam === 'old' || hash(`st:${o.key}`) % 3 === 0) ? a(this.href(o, 'oldstudy'), o.c.name) : esc(o.c.name)}</TD><TD>${esc(o.f.short)}</TD><TD>${esc(kursRu(o.c))}</TD></TR>`).join('')}</TABLE>`).join(''));
    }
    const m = /^\/~([a-z]+)(\/.*)?$/.exec(p);
    const f = m ? facBy.get(m[1]) : undefined;
    if (!m || !f || !hasOld(f)) return apache404(H.old, p);
    const rest = m[2] ?? '';
    if (!rest) return moved(`${OLD}/~${f.login}/`);
    if (rest === '/' || rest === '/index.html' || rest === '/index.htm') return this.oldFac(f, false);
    if (rest === indexOf(f).replace(`/~${f.login}`, '') || (indexOf(f).endsWith('/') && rest === `${indexOf(f).replace(`/~${f.login}`, '')}index.html`)) return this.oldFac(f, true);
    if (rest === '/foto.jpg') return bin('image/jpeg', u.href);
    if (rest === '/publications.htm' || rest === '/cv.htm') { const r = rng(hash(`opub${f.login}${rest}`)); return legacy(`<HTML><HEAD>${metaCT(f.cs, f.decl, f.label)}<TITLE>${esc(f.short)}</TITLE></HEAD><BODY><H2>${rest === '/cv.htm' ? 'Биография' : 'Публикации'}</H2>${rest === '/cv.htm' ? `<P>${esc(rtext(r, 4))}</P>` : `<OL>${Array.from({ length: int(r, 8, 25) }, () => `<LI>${esc(f.short)}, ${esc(initials(r))} ${esc(pick(r, RN))}: ${esc(rsent(r))} // ${pick(r, ['Программирование', 'Вестник НевГУ', 'Труды ИСП РАН', 'Кибернетика'])}, ${int(r, 1995, 2013)}.</LI>`).join('')}</OL>`}<A HREF="./">Назад</A></BODY></HTML>\n`, f.cs, f.decl); }
    const o = this.homes.get(OLD + p);
    if (o && o.fam === 'old') return this.oldHome(o);
    const fb = this.findBase(H.old, p);
    if (fb && fb[0].fam === 'old') {
      const [fo, r] = fb;
      if (r === '' && fo.f.scheme === 'D') return moved(`${OLD}${p}index.html`, 302);
      if (['zadaniya.htm', 'literatura.htm', ...(fo.f.scheme === 'F' ? ['menu.htm', 'main.htm'] : [])].includes(r) || (fo.f.scheme === 'C' && /^zadanie\d+\.htm$/.test(r))) return r === 'main.htm' ? this.oldHome(fo, 'main') : this.oldHome(fo, r);
      if (/^(lec\d+\.pdf|slides\/lecture\d\d\.ppt)$/.test(r)) return bin(r.endsWith('.ppt') ? 'application/vnd.ms-powerpoint' : 'application/pdf', u.href);
      if (r === '') return apache403(H.old, p);
    }
    if (!p.endsWith('/') && this.bases.has(`${H.old}${p}/`)) return moved(`${OLD}${p}/`);
    return apache404(H.old, p);
  }
  private oldNews(): News[] { return this.news.filter((n) => n.date < dayOf(2014, 9, 1) && !n.en); }

  private findBase(host: string, path: string): [Off, string] | undefined {
    for (let i = path.length; i > 0; i--) {
      if (path[i - 1] !== '/') continue;
      const o = this.bases.get(host + path.slice(0, i));
      if (o) return [o, path.slice(i)];
    }
    return undefined;
  }

  // ---- people host: the newer userdirs (UTF-8, 2013–2020) -----------------------------------------------------------

  private pwrap(f: Fac, title: string, body: string, modern: boolean): Resp {
    const nav = `${a(`/~${f.login}/`, 'Главная')} · ${a(`/~${f.login}/${f.pscheme === 'Q' ? 'courses' : 'teaching'}/`, 'Преподавание')} · ${a(`/~${f.login}/papers.html`, 'Публикации')}${f.en ? ` · ${a(`/~${f.login}/en.html`, 'English')}` : ''}`;
    if (!modern) return page(`<!DOCTYPE html>\n<html lang="ru"><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="stylesheet" href='/~${f.login}/style.css'></head><body><div id="nav">${nav}</div><h1>${esc(title)}</h1>${body}<hr><address>${esc(f.fio)}, ${f.login}@cs.${DOM}</address></body></html>\n`);
    return page(`<!DOCTYPE html>\n<html lang="ru">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${esc(title)}</title>\n<link rel="stylesheet" href='https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/css/bootstrap.min.css'>\n</head>\n<body>\n<nav class="navbar navbar-expand navbar-light bg-light"><a class="navbar-brand" href="/~${f.login}/">${esc(f.short)}</a><div class="navbar-nav">${nav}</div></nav>\n<div class="container mt-3">\n<h1 class="h3">${esc(title)}</h1>\n${body}\n</div>\n<footer class="container text-muted small mt-5 mb-3">© ${esc(f.fio)}, ${esc(kafBy.get(f.kaf)!.name.toLowerCase())} ФКН НевГУ</footer>\n</body>\n</html>\n`);
  }

  private peopleCourse(o: Off, sub: string): Resp {
    const modern = o.y >= 2017 || o.variant < 0.3;
    const S = this.sections(o, modern ? 'modern' : 'plain', { slide: (n) => this.slideOf(o, n), hw: (n) => this.hwOf(o, n)! });
    const title = o.en ? `${o.c.en} (${uy(o.y)})` : `${o.c.name}, ${uy(o.y)}`;
    const h = (t: string) => (modern ? `<h2 class="h5 mt-4 border-bottom">${esc(t)}</h2>` : `<h2>${esc(t)}</h2>`);
    if (sub === 'homework.html') return this.pwrap(o.f, `${title}: домашние задания`, `<p>${a('./', '← На страницу курса')}</p>${S.filter((s) => s[0].startsWith('Домаш') || s[0] === 'Homework').map(([t, b]) => h(t) + b).join('')}${this.info(o).hws.map((x) => `<h3 id="hw${x.n}">${esc(x.title)}</h3>${rpara(rng(hash(`hw${o.key}${x.n}`)), 2)}`).join('')}`, modern);
    return this.pwrap(o.f, title, S.map(([t, b]) => h(t) + b).join('\n'), modern);
  }

  private peopleFac(f: Fac, index: boolean): Resp {
    const offs = (this.byFac.get(f.login) ?? []).filter((o) => o.y >= 2013);
    const r = rng(hash(`pf:${f.login}`));
    const item = (o: Off) => {
      const n = `${o.c.name}${o.en ? ` / ${o.c.en}` : ''}`;
      if (o.home) return `${a(o.fam === 'people' && hash(`pr:${o.key}`) % 4 === 0 ? o.home.replace(PPL, '') : this.href(o, 'ppl'), n)}${o.fam === 'moodle' ? ' (ЭИОС, гостевой доступ)' : ''}`;
      if (o.fam === 'walled' && webOf(f, o.y) === 'moodle' && hasPeople(f)) return `${a(`/~${f.login}/teaching/${o.c.slug}/`, n)} <small>(курс переехал в ЭИОС)</small>`;
      if (o.fam === 'walled') return `${esc(n)} — ${a(`${EIOS}/course/view.php?id=${o.mid}`, 'ЭИОС')}`;
      return `${esc(n)} (${a(this.rpdUrl(o.c, o.y), 'РПД')})`;
    };
    const years = [...new Set(offs.map((o) => o.y))].sort((x, y) => y - x);
    const full = years.map((y) => `<h3 class="h6 mt-3">${uy(y)}</h3><ul>${offs.filter((o) => o.y === y).map((o) => `<li>${item(o)}</li>`).join('')}</ul>`).join('');
    if (index) return this.pwrap(f, 'Преподавание', `${full}${hasOld(f) ? `<p>Курсы до ${f.hist.find((h) => h[1] !== 'old')?.[0] ?? 2014} года — на ${a(`${OLD}${indexOf(f)}`, 'старой странице')}.</p>` : ''}${everWeb(f, 'gsites') ? `<p>Архив сайтов курсов 2011–2015 (Google Sites): ${offs.length ? '' : ''}${(this.byFac.get(f.login) ?? []).filter((o) => o.fam === 'gsites').map((o) => a(o.home, `${o.c.name} ${uy(o.y)}`)).join(', ')}</p>` : ''}`, true);
    const cur = offs.filter((o) => o.y === 2019);
    const courses = f.pscheme === 'S' ? full : `<ul>${cur.map((o) => `<li>${item(o)}</li>`).join('')}</ul><p>${a(`/~${f.login}/${f.pscheme === 'Q' ? 'courses' : 'teaching'}/`, 'Все курсы по годам →')}</p>`;
    return this.pwrap(f, f.fio, `<div class="row"><div class="col-md-8"><p>${esc(f.rank)}, ${a(`${WWW}/departments/${f.kaf}/`, kafBy.get(f.kaf)!.name.toLowerCase())}, факультет компьютерных наук НевГУ.</p><h2 class="h5">Научные интересы</h2>${rpara(r, 2)}<h2 class="h5" id="teaching">Преподавание</h2>${courses}</div><div class="col-md-4"><p>E-mail: ${f.login}@cs.${DOM}<br>Кабинет: ${int(r, 201, 540)}</p><ul>${li(this.staffUrl(f), 'Страница на сайте ФКН')}${hasOld(f) ? li(`${OLD}/~${f.login}/`, 'Старая страница (до 2014)') : ''}${li(`https://scholar.google.ru/citations?user=${hex(f.login, 12)}`, 'Google Scholar')}${li(`https://elibrary.ru/author_profile.asp?id=${int(r, 100000, 999999)}`, 'eLIBRARY.RU')}${hash(f.login) % 2 ? li(`https://github.com/${f.login}`, 'GitHub') : ''}</ul></div></div>`, true);
  }

  private peopleHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/') return page(`<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Личные страницы сотрудников НевГУ</title></head><body><h1>Личные страницы сотрудников</h1><ul>${FACULTY.filter(hasPeople).map((f) => li(`/~${f.login}/`, f.fio)).join('')}</ul><p>${a(`${WWW}/staff/`, 'Сотрудники ФКН')}</p></body></html>`);
    const m = /^\/~([a-z]+)(\/.*)?$/.exec(p);
    const f = m ? facBy.get(m[1]) : undefined;
    if (!m || !f || !hasPeople(f)) return apache404(H.people, p, 443);
    const rest = m[2] ?? '';
    if (!rest) return moved(`${PPL}/~${f.login}/`);
    if (rest === '/' || rest === '/index.html') return this.peopleFac(f, false);
    if ((rest === '/teaching/' && f.pscheme !== 'Q') || (rest === '/courses/' && f.pscheme === 'Q')) return this.peopleFac(f, true);
    if (rest === '/teaching' || rest === '/courses') return moved(`${PPL}${p}/`);
    if (rest === '/style.css') return { status: 200, type: 'text/css', body: 'body{font-family:Georgia,serif;max-width:860px;margin:auto}' };
    if (rest === '/papers.html') { const r = rng(hash(`pp${f.login}`)); return this.pwrap(f, 'Публикации', `<ol>${this.pubs.filter((x) => x.authors.startsWith(f.short)).map((x) => `<li>${esc(x.authors)}. ${esc(x.title)} // ${esc(x.venue)}, ${x.year}. ${r() < 0.3 ? a(`/~${f.login}/pdf/${x.id}.pdf`, 'pdf') : ''}</li>`).join('')}</ol>`, true); }
    if (/^\/pdf\/\d+\.pdf$/.test(rest)) return bin('application/pdf', u.href);
    if (rest === '/en.html' && f.en) return page(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(f.roman)}</title></head><body><h1>${esc(f.roman)}</h1>${epara(rng(hash(f.roman)), 3)}<h2>Teaching</h2><ul>${(this.byFac.get(f.login) ?? []).filter((o) => o.y === 2019).map((o) => `<li>${o.home ? a(o.home, o.c.en) : esc(o.c.en)}</li>`).join('')}</ul><p>${a(`/~${f.login}/`, 'Русская версия')}</p></body></html>`);
    const stub = /^\/teaching\/([a-z]+)\/$/.exec(rest);
    if (stub) {
      const o = (this.byFac.get(f.login) ?? []).filter((x) => x.c.slug === stub[1] && x.fam === 'walled' && webOf(f, x.y) === 'moodle').pop();
      if (o) return this.pwrap(f, o.c.name, `<div class="alert alert-info">Курс переехал в ЭИОС: ${a(`${EIOS}/course/view.php?id=${o.mid}`, `${o.c.name} (${uy(o.y)})`)}. Для доступа нужна учётная запись НевГУ.</div><p>Материалы прошлых лет: ${(this.byCourse.get(o.c.slug) ?? []).filter((x) => x.f === f && x.home && x.y < o.y).map((x) => a(x.home, uy(x.y))).join(', ') || 'нет'}</p>`, true);
    }
    const o = this.homes.get(PPL + p);
    if (o && o.fam === 'people') return this.peopleCourse(o, '');
    const fb = this.findBase(H.people, p);
    if (fb && fb[0].fam === 'people') {
      const [fo, r] = fb;
      if (r === 'homework.html' && fo.f.pscheme !== 'S') return this.peopleCourse(fo, r);
      if (/^(slides\/lec\d\d|lecture\d\d|hw\d)\.pdf$/.test(r)) return bin('application/pdf', u.href);
      if (r === '' && fo.f.pscheme === 'S') return apache403(H.people, p);
    }
    if (!p.endsWith('/') && this.bases.has(`${H.people}${p}/`)) return moved(`${PPL}${p}/`);
    return apache404(H.people, p, 443);
  }

  // ---- sites.cs: the 2017 export of the department's classic Google Sites ------------------------------------------

  private sitesHost(u: URL): Resp {
    const p = u.pathname;
    const gs = this.offs.filter((o) => o.fam === 'gsites');
    if (p === '/') return page(`<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Архив Google Sites ФКН</title></head><body><h1>Архив сайтов Google Sites (экспорт 2017 г.)</h1><p>В 2017 году сайты курсов, созданные в домене nevgu-example.ru на Google Sites, были экспортированы и размещены здесь только для чтения.</p><ul>${[...new Set(gs.map((o) => o.f))].map((f) => `<li>${esc(f.short)}: ${gs.filter((o) => o.f === f && hash(`gsl${o.key}`) % 3 !== 0).map((o) => a(o.home, `${o.gname}`)).join(', ')}</li>`).join('')}</ul></body></html>`);
    const m = /^\/site\/([a-z0-9]+)\/(.*)$/.exec(p);
    const o = m ? gs.find((x) => x.gname === m[1]) : undefined;
    if (!m || !o) return page('<html><body><h1>Запрошенная страница не найдена.</h1></body></html>', 404);
    const rest = m[2];
    if (rest === '') return moved(`${SITES}${o.base}home`, 302);
    const S = this.sections(o, 'plain', { slide: (n) => this.slideOf(o, n), hw: (n) => this.hwOf(o, n)! });
    const subs: [string, string, string][] = [['home', 'Главная', ''], ['lekcii', 'Лекции', 'Лекции и семинары'], ['domashnie-zadania', 'Домашние задания', 'Домашние задания'], ['ocenki', 'Оценки', 'Формула оценки']];
    const cur = subs.find((s) => s[0] === rest);
    const sysp = /^system\/app\/pages\/(sitemap\/hierarchy|recentChanges)$/.exec(rest);
    if (/\.pdf$/.test(rest) && /^(lekcii|domashnie-zadania)\//.test(rest)) return bin('application/pdf', u.href);
    if (!cur && !sysp) return page('<html><body><h1>Запрошенная страница не найдена.</h1></body></html>', 404);
    const r = rng(hash(`gs:${o.key}:${rest}`));
    const content = sysp ? (sysp[1] === 'recentChanges' ? `<table>${Array.from({ length: 12 }, (_, i) => `<tr><td>${fDot(this.info(o).ses[Math.min(16, i)])}</td><td>${esc(o.f.short)} изменил(а) ${a(`${o.base}${pick(r, subs)[0]}`, pick(r, subs)[1])}</td></tr>`).join('')}</table>` : `<ul>${subs.map((s) => li(`${o.base}${s[0]}`, s[1])).join('')}</ul>`) : cur![2] ? S.filter((s) => s[0].startsWith(cur![2].split(' ')[0])).map(([t, b]) => `<h3>${esc(t)}</h3>${b}`).join('') : S.map(([t, b]) => `<h3>${esc(t)}</h3>${b}`).join('');
    return page(`<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${esc(cur ? cur[1] : 'Карта сайта')} - ${esc(o.c.name)} ${uy(o.y)}</title></head><body class="sites-layout-name-one-column"><div id="sites-chrome-header"><h1 id="sites-chrome-userheader-title"><a href="${o.base}home">${esc(o.c.name)} ${uy(o.y)}</a></h1></div><table id="sites-chrome-main"><tr><td id="sites-chrome-sidebar-left"><div class="sites-embed-border-off sites-sidebar-nav"><ul>${subs.map((s) => li(`${o.base}${s[0]}`, s[1])).join('')}</ul></div><div class="sites-embed-content-sidebar-textbox">${esc(o.f.short)}<br>${o.f.login}@cs.${DOM}</div></td><td id="sites-canvas-wrapper"><div id="sites-canvas"><h2 id="sites-page-title-header"><span id="sites-page-title">${esc(cur ? cur[1] : 'Карта сайта')}</span></h2><div id="sites-canvas-main-content">${content}</div></div></td></tr></table><div id="sites-chrome-footer">${a(`${o.base}system/app/pages/recentChanges`, 'Последние действия на сайте')} | ${a(`${o.base}system/app/pages/sitemap/hierarchy`, 'Карта сайта')} | Технологии Google Сайтов</div></body></html>\n`);
  }

  // ---- GitLab Pages course sites (MkDocs Material) and the GitLab behind them ---------------------------------------

  private mkdocs(o: Off, sub: string): Resp {
    const S = this.sections(o, 'modern', { slide: (n) => this.slideOf(o, n), hw: (n) => this.hwOf(o, n)! });
    const nav: [string, string, string][] = [['', o.en ? 'Home' : 'О курсе', ''], ['lectures/', o.en ? 'Lectures' : 'Лекции', 'Лекции|Материалы|Schedule'], ['homework/', o.en ? 'Homework' : 'Домашние задания', 'Домашние|Homework'], ['grading/', o.en ? 'Grading' : 'Оценивание', 'Формула|Grading']];
    const cur = nav.find((n) => n[0] === sub)!;
    const secs = cur[2] ? S.filter((s) => new RegExp(`^(${cur[2]})`).test(s[0])) : S.filter((s) => !/^(Домаш|Homework|Формула|Grading)/.test(s[0]));
    const site = `${o.c.name} — ${uy(o.y)}`;
    return page(`<!doctype html>\n<html lang="${o.en ? 'en' : 'ru'}" class="no-js">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width,initial-scale=1">\n<meta name="generator" content="mkdocs-1.0.4, mkdocs-material-4.6.3">\n<link rel="canonical" href="${o.home}${sub}">\n<title>${esc(cur[1])} - ${esc(site)}</title>\n<link rel="stylesheet" href='${o.base}assets/stylesheets/application.adb8469c.css'>\n</head>\n<body dir="ltr" data-md-color-primary="indigo">\n<header class="md-header"><nav class="md-header-nav"><a href="${o.base}" class="md-header-nav__button md-logo">${esc(site)}</a><a href="${GIT}/${o.f.login}/${o.c.slug}-${o.y}" class="md-source">${o.f.login}/${o.c.slug}-${o.y}</a></nav></header>\n<div class="md-container"><main class="md-main"><div class="md-main__inner md-grid">\n<div class="md-sidebar md-sidebar--primary"><nav class="md-nav md-nav--primary"><ul class="md-nav__list">${nav.map((n) => `<li class="md-nav__item${n === cur ? ' md-nav__item--active' : ''}">${a(`${o.base}${n[0]}`, n[1], 'md-nav__link')}</li>`).join('')}</ul></nav></div>\n<div class="md-content"><article class="md-content__inner md-typeset">\n<h1>${esc(cur === nav[0] ? site : cur[1])}</h1>\n${secs.map(([t, b]) => `<h2 id="${hex(t, 6)}">${esc(t)}</h2>${b}`).join('\n')}\n</article></div></div></main>\n<footer class="md-footer"><div class="md-footer-meta md-typeset"><div class="md-footer-copyright">© ${o.y + (o.c.sem === 2 ? 1 : 0)} ${esc(o.f.short)} · Made with <a href="https://squidfunk.github.io/mkdocs-material/">Material for MkDocs</a></div></div></footer></div>\n</body>\n</html>\n`);
  }

  private pagesHost(u: URL, host: string): Resp {
    const login = host.slice(0, -PAGES.length);
    const f = facBy.get(login);
    const p = u.pathname;
    const nf: Resp = { status: 404, type: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html><head><title>The page you\'re looking for could not be found (404)</title></head><body><h1>404</h1><p>The page you\'re looking for could not be found.</p></body></html>' };
    if (!f) return nf;
    const mine = this.offs.filter((o) => o.fam === 'pages' && o.f === f);
    if (!mine.length) return nf;
    if (p === '/' || p === '/index.html') return page(`<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>${esc(f.short)} — курсы</title></head><body><h1>${esc(f.fio)}</h1><p>${esc(f.rank)}, ФКН НевГУ. ${a(WWW + `/staff/${f.login}/`, 'Страница на сайте факультета')}</p><h2>Курсы</h2><ul>${mine.filter((o) => o.y >= 2018 || hash(`pgi${o.key}`) % 2 === 0).reverse().map((o) => li(o.home, `${o.c.name} (${uy(o.y)})`)).join('')}</ul></body></html>`);
    const fb = this.findBase(host, p);
    if (!fb) { if (!p.endsWith('/') && this.bases.has(`${host}${p}/`)) return moved(`https://${host}${p}/`); return nf; }
    const [o, r] = fb;
    if (r === '' || r === 'index.html') return this.mkdocs(o, '');
    if (['lectures/', 'homework/', 'grading/'].includes(r)) return this.mkdocs(o, r);
    if (['lectures', 'homework', 'grading'].includes(r)) return moved(`https://${host}${p}/`, 302);
    if (/^lectures\/lec\d\d\.pdf$/.test(r)) return bin('application/pdf', u.href);
    if (r === 'search/search_index.json') return { status: 200, type: 'application/json', body: `{"config":{"lang":["ru"]},"docs":[{"location":"","title":"${o.c.slug}"}]}` };
    return nf;
  }

  private gitHost(u: URL): Resp {
    const p = u.pathname.replace(/\/$/, '');
    const signIn = moved(`${GIT}/users/sign_in`, 302);
    const wrap = (t: string, b: string) => page(`<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>${esc(t)} · GitLab</title></head><body><header class="navbar">${a('/explore', 'GitLab ФКН')} ${a('/users/sign_in', 'Войти')}</header><div class="content-wrapper"><h1>${esc(t)}</h1>${b}</div></body></html>`);
    const projs = this.offs.filter((o) => o.fam === 'pages');
    if (p === '') return signIn;
    if (p === '/users/sign_in') return wrap('Вход', `<p>${a(`${GIT}/users/auth/openid_connect`, 'Войти через НевГУ ID')}</p><p>${a('/explore', 'Проекты')}</p>`);
    if (p === '/users/auth/openid_connect') return moved(sso(`${GIT}/users/auth/openid_connect/callback`), 302);
    if (p === '/explore' || p === '/explore/projects') { const pg = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1); const per = 20; const last = Math.ceil(projs.length / per); return pg > last ? signIn : wrap('Проекты', `<ul>${[...projs].reverse().slice((pg - 1) * per, pg * per).map((o) => li(`/${o.f.login}/${o.c.slug}-${o.y}`, `${o.f.short} / ${o.c.slug}-${o.y}`)).join('')}</ul><p>${pg < last ? a(`/explore/projects?page=${pg + 1}`, 'Далее') : ''}</p>`); }
    const m = /^\/([a-z]+)(?:\/([a-z0-9-]+)(?:\/-\/(tree|commits|issues|blob|merge_requests)(?:\/.*)?)?)?$/.exec(p);
    const f = m ? facBy.get(m[1]) : undefined;
    if (!m || !f) return signIn;
    if (!m[2]) return wrap(f.short, `<ul>${projs.filter((o) => o.f === f).map((o) => li(`/${f.login}/${o.c.slug}-${o.y}`, `${o.c.slug}-${o.y}`)).join('')}</ul>`);
    const o = projs.find((x) => x.f === f && `${x.c.slug}-${x.y}` === m[2]);
    if (!o || m[3] === 'issues' || m[3] === 'merge_requests') return signIn;
    const r = rng(hash(`gl:${o.key}`));
    if (m[3] === 'commits') return wrap(`Коммиты · ${m[2]}`, `<ul>${Array.from({ length: 20 }, (_, i) => `<li>${hex(`${o.key}c${i}`, 8)} ${esc(pick(r, ['Добавлена лекция', 'ДЗ', 'Исправления', 'Обновлено расписание', 'Слайды']))} ${i + 1} — ${esc(o.f.short)}</li>`).join('')}</ul>`);
    if (m[3] === 'tree' || m[3] === 'blob') return wrap(m[2], `<ul>${['mkdocs.yml', 'docs/index.md', 'docs/lectures.md', 'docs/homework.md', 'docs/grading.md', '.gitlab-ci.yml'].map((x) => li(`/${f.login}/${m[2]}/-/blob/master/${x}`, x)).join('')}</ul>`);
    return wrap(m[2], `<p>Сайт курса «${esc(o.c.name)}» (${uy(o.y)})</p><p>Pages: ${a(o.home, o.home)}</p><ul>${li(`/${f.login}/${m[2]}/-/tree/master`, 'Файлы')}${li(`/${f.login}/${m[2]}/-/commits/master`, 'Коммиты')}${li(`/${f.login}/${m[2]}/-/issues`, 'Задачи')}</ul>`);
  }

  // ===================================================================================================================
  // wiki.cs: MediaWiki 1.31 (Vector) — the department's course wiki
  // ===================================================================================================================

  private wlink(t: string) { return `/${wenc(t)}`; }
  private wq(t: string, q: string) { return `/index.php?title=${wenc(t)}&${q}`; }
  private revTime(rv: Rev) { const h = 8 + (rv.id % 14); return `${pad(h)}:${pad((rv.id * 7) % 60)}, ${fRu(rv.date)}`; }

  private wwrap(title: string, body: string, o: { t?: string; status?: number; noindex?: boolean; tabs?: boolean } = {}): Resp {
    const t = o.t ?? title;
    const pg = this.wpages.get(t);
    const talk = `Обсуждение:${t}`;
    const tabs = o.tabs === false || t.startsWith('Служебная:') ? '' : `<div id="p-namespaces"><ul><li>${a(this.wlink(t), t.startsWith('Категория:') ? 'Категория' : 'Статья')}</li><li>${this.wpages.has(talk) ? a(this.wlink(talk), 'Обсуждение') : a(this.wq(talk, 'action=edit&redlink=1'), 'Обсуждение', 'new')}</li></ul></div><div id="p-views"><ul><li>${a(this.wlink(t), 'Читать')}</li><li>${a(this.wq(t, 'action=edit'), 'Просмотр')}</li><li>${a(this.wq(t, 'action=history'), 'История')}</li></ul></div>`;
    const tools = o.tabs === false || t.startsWith('Служебная:') || !pg ? '' : `<div class="portal" id="p-tb"><h3>Инструменты</h3><ul>${li(this.wlink(`Служебная:Ссылки_сюда/${t}`), 'Ссылки сюда')}${li(this.wq(t, `oldid=${pg.revs[pg.revs.length - 1].id}`), 'Постоянная ссылка')}${li(this.wq(t, 'action=info'), 'Сведения о странице')}${li(this.wq(t, 'printable=yes'), 'Версия для печати')}</ul></div>`;
    return { status: o.status ?? 200, type: 'text/html; charset=UTF-8', body: `<!DOCTYPE html>\n<html class="client-nojs" lang="ru" dir="ltr">\n<head>\n<meta charset="UTF-8"/>\n<title>${esc(title.replace(/_/g, ' '))} — Wiki ФКН</title>\n${o.noindex ? '<meta name="robots" content="noindex,nofollow"/>\n' : ''}<meta name="generator" content="MediaWiki 1.31.6"/>\n<link rel="stylesheet" href='/load.php?lang=ru&amp;modules=site.styles&amp;only=styles&amp;skin=vector'/>\n</head>\n<body class="mediawiki ltr sitedir-ltr skin-vector action-view">\n<div id="content" class="mw-body" role="main"><h1 id="firstHeading" class="firstHeading" lang="ru">${esc(title.replace(/_/g, ' '))}</h1>\n<div id="bodyContent" class="mw-body-content"><div id="mw-content-text" lang="ru" dir="ltr" class="mw-content-ltr"><div class="mw-parser-output">\n${body}\n</div></div>${pg && pg.cats.length && o.tabs !== false ? `<div id="catlinks" class="catlinks"><div id="mw-normal-catlinks" class="mw-normal-catlinks">${a(this.wlink('Служебная:Категории'), 'Категории')}: <ul>${pg.cats.map((c) => li(this.wlink(`Категория:${c}`), c.replace(/_/g, ' '))).join('')}</ul></div></div>` : ''}</div></div>\n<div id="mw-head"><div id="p-personal"><ul><li>${a(`/index.php?title=${wenc('Служебная:Вход')}&returnto=${wenc(t)}`, 'Войти')}</li></ul></div>${tabs}</div>\n<div id="mw-panel"><div id="p-logo">${a(this.wlink('Заглавная_страница'), '')}</div><div class="portal" id="p-navigation"><ul>${li(this.wlink('Заглавная_страница'), 'Заглавная страница')}${li(this.wlink('Архив_курсов'), 'Архив курсов')}${li(this.wlink('Служебная:Свежие_правки'), 'Свежие правки')}${li(this.wlink('Служебная:Служебные_страницы'), 'Служебные страницы')}${li(`${WWW}/`, 'Сайт ФКН')}</ul></div>${tools}</div>\n<div id="footer"><ul id="footer-info"><li id="footer-info-lastmod">${pg ? `Эта страница последний раз была отредактирована ${fRu(pg.revs[pg.revs.length - 1].date)}.` : ''}</li></ul><ul id="footer-places"><li>${a(this.wlink('Wiki_ФКН:Политика_конфиденциальности'), 'Политика конфиденциальности')}</li><li>${a(this.wlink('Wiki_ФКН:Описание'), 'Описание Wiki ФКН')}</li></ul></div>\n</body>\n</html>\n` };
  }

  /** A wiki page's rendered text as of revision index `ri` (the last one is the current page). */
  private wbody(p: WPage, ri: number): string {
    const r = rng(hash(`wb:${p.title}`));
    const frac = (ri + 1) / p.revs.length;
    const o = p.o;
    if (o && (p.kind === 'course' || p.kind === 'coursesub')) {
      const S = this.sections(o, 'plain', { slide: (n) => this.slideOf(o, n), hw: p.kind === 'course' ? (n) => `${this.hwOf(o, n)!}#ДЗ_${n}` : undefined });
      const pick2 = p.kind === 'course' ? S : S.filter((s) => (p.sub === 'Домашние_задания' ? /^Домаш/.test(s[0]) : p.sub === 'Лекции' ? /^(Лекции|Материалы)/.test(s[0]) : /^Формула/.test(s[0])));
      const shown = pick2.slice(0, Math.max(1, Math.ceil(pick2.length * frac)));
      const subs = p.kind === 'course' ? [...this.wpages.values()].filter((x) => x.o === o && x.kind === 'coursesub') : [];
      const toc = `<div id="toc" class="toc"><div class="toctitle"><h2>Содержание</h2></div><ul>${shown.map(([t], i) => `<li class="toclevel-1"><a href="#${wenc(t)}"><span class="tocnumber">${i + 1}</span> <span class="toctext">${esc(t)}</span></a></li>`).join('')}</ul></div>`;
      const extra = p.kind === 'coursesub' ? `<p>${a(this.wlink(o.wtitle), `← ${o.wtitle.replace(/_/g, ' ')}`)}</p>${p.sub === 'Домашние_задания' ? this.info(o).hws.map((x) => `<h3><span class="mw-headline" id="ДЗ_${x.n}">${esc(x.title)}</span></h3>${rpara(rng(hash(`whw${o.key}${x.n}`)), 2)}`).join('') : rpara(r, 2)}` : subs.length ? `<p><b>Страницы курса:</b> ${subs.map((x) => a(this.wlink(x.title), x.sub!.replace(/_/g, ' '))).join(' · ')}</p>` : '';
      return `${p.kind === 'course' && shown.length > 2 ? toc : ''}${shown.map(([t, b]) => `<h2><span class="mw-headline" id="${esc(wenc(t))}">${esc(t)}</span></h2>\n${b}`).join('\n')}${extra}`;
    }
    if (p.kind === 'hub') {
      const c = COURSES.find((x) => x.wname === p.title)!;
      const ys = this.offs.filter((o2) => o2.c === c && o2.fam === 'wiki').reverse();
      return `<p>«${esc(c.name)}» — курс ${esc(kafBy.get(c.kaf)!.name.toLowerCase().replace('кафедра', 'кафедры'))}. ${esc(rsent(r))}</p><h2>Страницы курса по годам</h2><ul>${ys.map((o2) => li(this.wlink(o2.wtitle), `${uy(o2.y)} (${o2.f.short})`)).join('')}</ul><p>См. также: ${a(this.rpdUrl(c, 2019), 'рабочая программа дисциплины')}.</p>`;
    }
    if (p.title === 'Заглавная_страница') {
      const cur = this.offs.filter((o2) => o2.fam === 'wiki' && o2.y === 2019);
      return `<p>Добро пожаловать в Wiki факультета компьютерных наук НевГУ! Здесь размещаются страницы учебных курсов, семинаров и проектов.</p><h2>Курсы ${uy(2019)}</h2>${[2, 1].map((s) => `<h3>${SEM[s]} семестр</h3><ul>${cur.filter((o2) => o2.c.sem === s).map((o2) => li(this.wlink(o2.wtitle), o2.c.name)).join('')}</ul>`).join('')}<p>${a(this.wlink('Архив_курсов'), 'Архив курсов прошлых лет')} · ${a(this.wlink('Категория:Курсы'), 'Все курсы')}</p><h2>Прочее</h2><ul>${[...this.wpages.values()].filter((x) => x.kind === 'sys' && x.title !== p.title).map((x) => li(this.wlink(x.title), x.title.replace(/_/g, ' '))).join('')}</ul>`;
    }
    if (p.title === 'Архив_курсов') return `<p>Страницы курсов по учебным годам (на странице категории — ссылки на соседние годы):</p><ul>${span(2018, 2019).reverse().map((y) => li(this.wlink(`Категория:Курсы_${uy(y)}`), `${uy(y)} учебный год`)).join('')}</ul><p>Курсы по названиям: ${a(this.wlink('Категория:Курсы'), 'Категория:Курсы')}.</p><p>Курсы до 2012 года см. на ${a(`${OLD}/study/`, 'старом сайте')}.</p>`;
    const links = [...this.wpages.values()].filter((x) => x.kind === p.kind && x !== p && hash(`wl${p.title}${x.title}`) % 9 === 0).slice(0, 6);
    return `${rpara(r, 3)}${p.kind === 'user' ? '' : rpara(r, 2)}${links.length ? `<h2>См. также</h2><ul>${links.map((x) => li(this.wlink(x.title), x.title.replace(/_/g, ' '))).join('')}</ul>` : ''}`;
  }

  private wikiHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    if (p === '/') return moved(`${WIKI}${this.wlink('Заглавная_страница')}`);
    if (p.startsWith('/images/')) return p.endsWith('.pdf') ? bin('application/pdf', u.href) : apache404(H.wiki, p, 443);
    if (p === '/load.php') return { status: 200, type: 'text/css', body: '.mw-body{margin-left:11em}' };
    let title = '';
    if (p === '/index.php') title = (sp.get('title') ?? '').replace(/ /g, '_');
    else title = wdec(p.slice(1));
    if (!title) return this.wwrap('Ошибка', '<p>Запрошенное название страницы недопустимо.</p>', { status: 400, tabs: false });
    if (title.startsWith('Служебная:')) return this.wspecial(title.slice(10), sp);
    if (title.startsWith('Категория:')) {
      const cat = title.slice(10);
      const members = [...this.wpages.values()].filter((x) => x.cats.includes(cat));
      const subcats: string[] = [];
      const cy = /^Курсы_(\d{4})\/\d{4}$/.exec(cat);
      const chain = cy ? `<table class="navbox"><tr><td>${Number(cy[1]) > 2012 ? a(this.wlink(`Категория:Курсы_${uy(Number(cy[1]) - 1)}`), `← ${uy(Number(cy[1]) - 1)}`) : ''}</td><td>${a(this.wlink('Категория:Курсы'), 'Все курсы')}</td><td>${Number(cy[1]) < 2019 ? a(this.wlink(`Категория:Курсы_${uy(Number(cy[1]) + 1)}`), `${uy(Number(cy[1]) + 1)} →`) : ''}</td></tr></table>` : '';
      if (!members.length && !subcats.length) return this.wwrap(title, '<p>Эта категория пуста.</p>', { status: 404, tabs: false });
      return this.wwrap(title, `${chain}${subcats.length ? `<h2>Подкатегории</h2><ul>${subcats.map((c) => li(this.wlink(`Категория:${c}`), c.replace(/_/g, ' '))).join('')}</ul>` : ''}<h2>Страницы в категории «${esc(cat.replace(/_/g, ' '))}»</h2><ul>${members.map((x) => li(this.wlink(x.title), x.title.replace(/_/g, ' '))).join('')}</ul>`, { tabs: false });
    }
    const pg = this.wpages.get(title);
    const action = sp.get('action') ?? '';
    if (!pg) {
      if (action === 'edit') return this.wwrap(`Просмотр «${title}»`, `<p>У вас нет прав на создание страниц. ${a(`/index.php?title=${wenc('Служебная:Вход')}&returnto=${wenc(title)}`, 'Войдите')}.</p>`, { t: title, noindex: true, tabs: false });
      return this.wwrap(title, `<p>В Wiki ФКН нет страницы с таким названием.</p>`, { status: 404, tabs: false });
    }
    const last = pg.revs.length - 1;
    if (sp.has('diff')) {
      const oldid = Number(sp.get('oldid') ?? 0);
      const dv = sp.get('diff') ?? '';
      const ia = oldid ? this.revById.get(oldid) : undefined;
      let i2 = dv === 'prev' ? (ia ? ia[1] : -1) : dv === 'cur' ? last : this.revById.get(Number(dv))?.[1] ?? -1;
      let i1 = dv === 'prev' ? i2 - 1 : ia && ia[0] === pg ? ia[1] : i2 - 1;
      if (i2 < 0 || (ia && ia[0] !== pg)) return this.wwrap(title, '<p>Не удалось найти версии для сравнения.</p>', { status: 404, t: title, noindex: true });
      if (i1 > i2) [i1, i2] = [i2, i1];
      const A = i1 >= 0 ? pg.revs[i1] : undefined;
      const B = pg.revs[i2];
      const r = rng(hash(`diff${B.id}`));
      return this.wwrap(`${title}: различия между версиями`, `<table class="diff"><tr><td colspan="2" class="diff-otitle">${A ? `${a(this.wq(title, `oldid=${A.id}`), `Версия ${this.revTime(A)}`)}<br>${esc(A.user)}${i1 > 0 ? `<br>${a(this.wq(title, `diff=${A.id}&oldid=${pg.revs[i1 - 1].id}`), '← Предыдущая правка')}` : ''}` : '(новая страница)'}</td><td colspan="2" class="diff-ntitle">${a(this.wq(title, `oldid=${B.id}`), `Версия ${this.revTime(B)}`)}<br>${esc(B.user)} <span class="comment">(${esc(B.comment)})</span>${i2 < last ? `<br>${a(this.wq(title, `diff=${pg.revs[i2 + 1].id}&oldid=${B.id}`), 'Следующая правка →')}` : ''}</td></tr>${Array.from({ length: int(r, 1, 4) }, () => `<tr><td class="diff-marker">−</td><td class="diff-deletedline"><div>${esc(rsent(r))}</div></td><td class="diff-marker">+</td><td class="diff-addedline"><div>${esc(rsent(r))}</div></td></tr>`).join('')}</table><hr>${this.wbody(pg, i2)}`, { t: title, noindex: true });
    }
    if (sp.has('oldid')) {
      const hit = this.revById.get(Number(sp.get('oldid')));
      if (!hit || hit[0] !== pg) return this.wwrap(title, '<p>Версия не найдена.</p>', { status: 404, t: title, noindex: true });
      const i = hit[1];
      const rv = pg.revs[i];
      return this.wwrap(title, `<div id="mw-revision-info" class="mw-revision">Версия от ${this.revTime(rv)}; ${a(this.wlink(`Участник:${rv.user}`), rv.user)} (${a(this.wlink(`Служебная:Вклад/${rv.user}`), 'вклад')})<br>${i > 0 ? a(this.wq(title, `diff=prev&oldid=${rv.id}`), '(разн.)') : '(разн.)'} ${i > 0 ? a(this.wq(title, `oldid=${pg.revs[i - 1].id}`), '← Предыдущая версия') : ''} | ${i === last ? 'Текущая версия' : a(this.wlink(title), 'Текущая версия')} | ${i < last ? a(this.wq(title, `oldid=${pg.revs[i + 1].id}`), 'Следующая версия →') : ''}</div>${this.wbody(pg, i)}`, { t: title });
    }
    switch (action) {
      case '': case 'view': case 'purge': return this.wwrap(title, this.wbody(pg, last), { t: title, noindex: sp.has('printable') });
      case 'history': return this.wwrap(`${title}: история изменений`, `<p>Условные обозначения: (текущ.) — отличие от текущей версии; (пред.) — отличие от предшествующей версии.</p><ul id="pagehistory">${[...pg.revs].reverse().map((rv) => { const i = pg.revs.indexOf(rv); return `<li>(${i === last ? 'текущ.' : a(this.wq(title, `diff=${pg.revs[last].id}&oldid=${rv.id}`), 'текущ.')} | ${i === 0 ? 'пред.' : a(this.wq(title, `diff=${rv.id}&oldid=${pg.revs[i - 1].id}`), 'пред.')}) ${a(this.wq(title, `oldid=${rv.id}`), this.revTime(rv))} ${a(this.wlink(`Участник:${rv.user}`), rv.user)} (${a(this.wlink(`Служебная:Вклад/${rv.user}`), 'вклад')}) . . (${rv.size} байт) ${rv.comment ? `<span class="comment">(${esc(rv.comment)})</span>` : ''}</li>`; }).join('')}</ul>`, { t: title, noindex: true });
      case 'edit': return this.wwrap(`Просмотр «${title}»`, `<p>У вас нет прав на редактирование этой страницы. Вы можете просмотреть и скопировать исходный текст.</p><textarea readonly rows="25">${esc(`== ${pg.title.replace(/_/g, ' ')} ==\n${rtext(rng(hash(pg.title)), 4)}\n[[Категория:${pg.cats[0] ?? 'Прочее'}]]`)}</textarea><p>Возврат к странице ${a(this.wlink(title), title.replace(/_/g, ' '))}.</p>`, { t: title, noindex: true });
      case 'info': return this.wwrap(`Сведения о «${title}»`, `<table class="wikitable"><tr><td>Отображаемое название</td><td>${esc(title.replace(/_/g, ' '))}</td></tr><tr><td>Длина страницы (в байтах)</td><td>${pg.revs[last].size}</td></tr><tr><td>Число правок</td><td>${pg.revs.length}</td></tr><tr><td>Создатель страницы</td><td>${esc(pg.revs[0].user)}</td></tr><tr><td>Дата создания</td><td>${a(this.wq(title, `oldid=${pg.revs[0].id}`), this.revTime(pg.revs[0]))}</td></tr><tr><td>Последняя правка</td><td>${a(this.wq(title, `diff=${pg.revs[last].id}&oldid=${pg.revs[Math.max(0, last - 1)].id}`), this.revTime(pg.revs[last]))}</td></tr></table>`, { t: title, noindex: true });
      case 'raw': return txt(`== ${title} ==\n${rtext(rng(hash(title)), 4)}\n`);
      default: return this.wwrap(title, '<p>Неизвестное действие.</p>', { status: 400, t: title, noindex: true });
    }
  }

  private wspecial(name: string, sp: URLSearchParams): Resp {
    const S = (n: string) => `Служебная:${n}`;
    if (name === 'Свежие_правки' || name === 'RecentChanges') {
      const days = Number(sp.get('days') ?? 30);
      const limit = Number(sp.get('limit') ?? 50);
      if (![1, 3, 7, 14, 30].includes(days) || ![50, 100, 250, 500].includes(limit)) return this.wwrap(S(name), '<p>Неверные параметры.</p>', { status: 400, noindex: true });
      const all = [...this.revById.entries()].filter(([, [pg, i]]) => pg.revs[i].date > NOW - days - 200).sort((x, y) => y[0] - x[0]).slice(0, limit);
      const opts = `<p>Показать последние ${[50, 100, 250, 500].map((l) => a(`/index.php?title=${wenc(S('Свежие_правки'))}&days=${days}&limit=${l}`, String(l))).join(' | ')} изменений за ${[1, 3, 7, 14, 30].map((d) => a(`/index.php?title=${wenc(S('Свежие_правки'))}&days=${d}&limit=${limit}`, String(d))).join(' | ')} дней</p>`;
      return this.wwrap('Свежие правки', `${opts}<ul class="special">${all.map(([id, [pg, i]]) => `<li>(${i > 0 ? a(this.wq(pg.title, `diff=${id}&oldid=${pg.revs[i - 1].id}`), 'разн.') : 'разн.'} | ${a(this.wq(pg.title, 'action=history'), 'история')}) . . ${a(this.wlink(pg.title), pg.title.replace(/_/g, ' '))}; ${this.revTime(pg.revs[i])} . . ${esc(pg.revs[i].user)}</li>`).join('')}</ul>`, { t: S('Свежие_правки'), noindex: true });
    }
    if (name === 'Служебные_страницы') return this.wwrap('Служебные страницы', `<ul>${[['Свежие_правки', 'Свежие правки'], ['Категории', 'Категории'], ['Вход', 'Вход']].map(([x, l]) => li(this.wlink(`Служебная:${x}`), l)).join('')}</ul>`, { t: S(name) });
    if (name === 'Все_страницы') return this.wwrap('Все страницы', `<ul>${[...this.wpages.keys()].sort().map((t) => li(this.wlink(t), t.replace(/_/g, ' '))).join('')}</ul>`, { t: S(name) });
    if (name === 'Категории') return this.wwrap('Категории', `<ul>${[...new Set([...this.wpages.values()].flatMap((x) => x.cats))].sort().map((c) => li(this.wlink(`Категория:${c}`), c.replace(/_/g, ' '))).join('')}</ul>`, { t: S(name) });
    if (name === 'Вход') return this.wwrap('Вход', `<form method="post" action="/index.php?title=${wenc(S('Вход'))}"><p>Имя участника: <input name="wpName"></p><p>Пароль: <input type="password" name="wpPassword"></p><p>${a(`${SSO}/auth/realms/nevgu/account`, 'Войти через НевГУ ID')}</p></form>`, { t: S(name), noindex: true });
    const wl = /^Ссылки_сюда\/(.+)$/.exec(name);
    if (wl) {
      const t = wl[1];
      const pg = this.wpages.get(t);
      if (!pg) return this.wwrap('Ссылки сюда', '<p>Страница не существует.</p>', { status: 404, noindex: true });
      const refs = [...this.wpages.values()].filter((x) => (pg.o && x.o === pg.o && x !== pg) || (pg.kind === 'course' && x.kind === 'hub' && pg.cats.includes(x.title)) || (x.title === 'Заглавная_страница' && pg.o?.y === 2019 && pg.kind === 'course'));
      return this.wwrap(`Ссылки на страницу «${t.replace(/_/g, ' ')}»`, refs.length ? `<ul>${refs.map((x) => li(this.wlink(x.title), x.title.replace(/_/g, ' '))).join('')}</ul>` : '<p>Нет страниц, ссылающихся на данную.</p>', { t: S(name), noindex: true });
    }
    const vk = /^Вклад\/(.+)$/.exec(name);
    if (vk) {
      const revs = [...this.revById.entries()].filter(([, [pg, i]]) => pg.revs[i].user === vk[1]).sort((x, y) => y[0] - x[0]).slice(0, 50);
      return this.wwrap(`Вклад участника ${vk[1]}`, revs.length ? `<ul>${revs.map(([id, [pg, i]]) => `<li>${a(this.wq(pg.title, `oldid=${id}`), this.revTime(pg.revs[i]))} ${a(this.wlink(pg.title), pg.title.replace(/_/g, ' '))}</li>`).join('')}</ul>` : '<p>Правок не найдено.</p>', { t: S(name), noindex: true });
    }
    return this.wwrap('Нет такой служебной страницы', '<p>Вы запросили несуществующую служебную страницу.</p>', { status: 404, noindex: true });
  }

  // ===================================================================================================================
  // eios: the university's Moodle 3.6 (ЭИОС) and the Keycloak SSO
  // ===================================================================================================================

  private mwrap(title: string, body: string, guest = false): Resp {
    return page(`<!DOCTYPE html>\n<html dir="ltr" lang="ru" xml:lang="ru">\n<head><title>${esc(title)}</title><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /></head>\n<body class="${guest ? 'pagelayout-course guest' : 'pagelayout-coursecategory'} lang-ru">\n<nav class="navbar">${a(`${EIOS}/`, 'ЭИОС НевГУ')} <span class="login">${guest ? 'Вы зашли под гостевым входом' : 'Вы не вошли в систему'} (${a(`${EIOS}/login/index.php`, 'Вход')})</span></nav>\n<div id="page" class="container-fluid"><h1>${esc(title)}</h1>${body}</div>\n<footer>${a(`${EIOS}/admin/tool/dataprivacy/summary.php`, 'Сводка хранения данных')} · ${a(`${UNI}/`, 'НевГУ')}</footer></body></html>\n`);
  }
  private moodleHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const login = moved(`${EIOS}/login/index.php`, 303);
    const id = Number(sp.get('id') ?? 0);
    if (p === '/' || p === '/index.php') return this.mwrap('Электронная информационно-образовательная среда НевГУ', `<p>Вход в ЭИОС — через единую учётную запись НевГУ.</p><h2>Категории курсов</h2><ul>${this.cats.get(1)!.children.map((c) => li(`${EIOS}/course/index.php?categoryid=${c}`, this.cats.get(c)!.name)).join('')}</ul>`);
    if (p === '/login/index.php') return this.mwrap('ЭИОС: вход', `<p>${a(`${EIOS}/auth/oauth2/login.php?id=1&wantsurl=%2F&sesskey=${hex('sk', 10)}`, 'Войти через НевГУ ID')}</p><p>Некоторые курсы открыты для гостевого доступа.</p>`);
    if (p === '/auth/oauth2/login.php') return moved(sso(`${EIOS}/admin/oauth2callback.php`), 302);
    if (p === '/admin/tool/dataprivacy/summary.php') return this.mwrap('Сводка хранения данных', rpara(rng(3), 3));
    if (p === '/course/index.php') {
      const c = this.cats.get(Number(sp.get('categoryid') ?? 1));
      if (!c) return this.mwrap('Ошибка', '<div class="alert">Не удалось найти запись в таблице course_categories.</div>');
      const per = 20;
      const pg = Math.max(0, Number(sp.get('page') ?? 0) || 0);
      const last = Math.max(1, Math.ceil(c.courses.length / per));
      if (pg >= last) return this.mwrap(c.name, '<p>Нет курсов</p>');
      const crumbs: string[] = [];
      for (let x = this.cats.get(c.parent); x && x.id !== 1; x = this.cats.get(x.parent)) crumbs.unshift(a(`${EIOS}/course/index.php?categoryid=${x.id}`, x.name));
      return this.mwrap(c.name, `<p class="breadcrumb">${crumbs.join(' / ')}</p>${c.children.length ? `<ul class="subcategories">${c.children.map((x) => li(`${EIOS}/course/index.php?categoryid=${x}`, this.cats.get(x)!.name)).join('')}</ul>` : ''}<div class="courses">${c.courses.slice(pg * per, pg * per + per).map((mid) => { const mc = this.mcourses.get(mid)!; return `<div class="coursebox"><h3>${a(`${EIOS}/course/view.php?id=${mid}`, mc.name)}${mc.guest ? ' <img alt="Гостевой доступ" title="Гостевой доступ" src="/theme/image.php/boost/enrol_guest/1/withoutpassword">' : ''}</h3><p>Преподаватель: ${esc(mc.teacher)}</p>${hash(`mi${mid}`) % 2 ? a(`${EIOS}/course/info.php?id=${mid}`, 'Описание') : ''}</div>`; }).join('')}</div>${last > 1 ? `<p>${span(0, last - 1).map((i) => (i === pg ? `<b>${i + 1}</b>` : a(`${EIOS}/course/index.php?categoryid=${c.id}&perpage=${per}&page=${i}`, String(i + 1)))).join(' ')}</p>` : ''}`);
    }
    const mc = this.mcourses.get(id);
    if (p === '/course/view.php') return mc && mc.guest && mc.o ? this.moodleCourse(mc, mc.o) : mc ? login : this.mwrap('Ошибка', '<p>Не удалось найти запись в таблице course.</p>');
    if (p === '/course/info.php') return mc ? this.mwrap(`Описание: ${mc.name}`, `${mc.o ? `<p>${esc(mc.o.c.name)} — ${esc(whenRu(mc.o.c))}.</p><p>${a(this.rpdUrl(mc.o.c, mc.o.y), 'РПД')}</p>` : rpara(rng(id), 1)}<p>Преподаватель: ${esc(mc.teacher)}</p><p>${a(`${EIOS}/course/view.php?id=${id}`, 'Перейти к курсу')}</p>`) : login;
    if (p === '/mod/resource/view.php') { const cid = Math.floor(id / 100); const m2 = this.mcourses.get(cid); return m2 && m2.guest ? bin('application/pdf', u.href) : login; }
    if (p === '/mod/forum/view.php') { const m2 = this.mcourses.get(Math.floor(id / 100)); if (!m2 || !m2.guest || !m2.o) return login; return this.mwrap(`Новостной форум: ${m2.name}`, `<ul>${this.info(m2.o).notices.map(([d, t], i) => li(`${EIOS}/mod/forum/discuss.php?d=${id * 10 + i}`, `${fDot(d)} ${t.slice(0, 50)}`)).join('')}</ul>`, true); }
    return login;
  }
  private moodleCourse(mc: MCourse, o: Off): Resp {
    const I = this.info(o);
    const res = (n: number) => `${EIOS}/mod/resource/view.php?id=${mc.id * 100 + n}`;
    const weeks = I.rows.filter((x) => x.date < NOW + 7);
    const secs = weeks.map((x) => `<li class="section main" id="section-${x.n}"><h3 class="sectionname">Тема ${x.n}. ${esc(x.topic)}</h3><p>${fDot(x.date)}</p><ul class="section">${x.slides ? `<li class="activity resource">${a(res(x.n), `Презентация к лекции ${x.n}`)}</li>` : ''}${I.hws.find((h) => h.out === x.date) ? `<li class="activity assign">${a(`${EIOS}/mod/assign/view.php?id=${mc.id * 100 + 50 + x.n}`, `Задание: ${I.hws.find((h) => h.out === x.date)!.title}`)}</li>` : ''}${x.n % 4 === 0 ? `<li class="activity quiz">${a(`${EIOS}/mod/quiz/view.php?id=${mc.id * 100 + 80 + x.n}`, `Тест по теме ${x.n}`)}</li>` : ''}</ul></li>`).join('');
    return this.mwrap(mc.name, `<p class="breadcrumb">${a(`${EIOS}/course/index.php?categoryid=${mc.cat}`, this.cats.get(mc.cat)!.name)}</p><ul class="topics"><li class="section main" id="section-0"><ul>${`<li class="activity forum">${a(`${EIOS}/mod/forum/view.php?id=${mc.id * 100 + 99}`, 'Новостной форум')}</li>`}</ul><div class="summary"><p>Преподаватель: ${esc(o.f.short)}${o.asst.length ? `; ассистенты: ${o.asst.map(esc).join(', ')}` : ''}</p>${I.annot}<p><b>Формула оценки:</b> ${I.formula}</p></div></li>${secs}</ul>`, true);
  }
  private ssoHost(u: URL): Resp {
    if (u.pathname.startsWith('/auth/realms/nevgu/')) return page(`<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Вход — НевГУ ID</title></head><body class="login-pf"><div id="kc-form"><h1>НевГУ ID</h1><form id="kc-form-login" action="${SSO}/auth/realms/nevgu/login-actions/authenticate" method="post"><label>Логин</label><input name="username"><label>Пароль</label><input type="password" name="password"><input type="submit" value="Войти"></form><p>${a(`${UNI}/it/faq/`, 'Забыли пароль?')}</p></div></body></html>`);
    return nginx404();
  }

  // ===================================================================================================================
  // cs.: the faculty's 1C-Bitrix site (Russian, with an /en/ twin of part of it)
  // ===================================================================================================================

  private bx(title: string, body: string, o: { en?: boolean; crumbs?: [string, string][]; status?: number } = {}): Resp {
    const en = !!o.en;
    const P = en ? '/en' : '';
    const menu: [string, string][] = en ? [['/en/about/', 'About'], ['/en/education/', 'Education'], ['/en/education/masters/', "Master's in Data Science"], ['/en/staff/', 'People'], ['/en/news/', 'News'], ['/', 'Русский']] : [['/about/', 'О факультете'], ['/departments/', 'Кафедры'], ['/education/', 'Образование'], ['/science/', 'Наука'], ['/staff/', 'Сотрудники'], ['/news/', 'Новости'], ['/events/calendar/', 'События'], [`${PRIEM}/`, 'Абитуриентам'], ['/students/', 'Студентам'], ['/en/', 'English']];
    const crumbs = [[`${P}/`, en ? 'Home' : 'Главная'] as [string, string], ...(o.crumbs ?? [])].map(([h, l]) => a(h, l)).join(' / ');
    return { status: o.status ?? 200, type: 'text/html; charset=UTF-8', body: `<!DOCTYPE html>\n<html lang="${en ? 'en' : 'ru'}">\n<head>\n<meta charset="UTF-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${esc(title)} — ${en ? 'Faculty of Computer Science, Nevograd State University' : 'Факультет компьютерных наук НевГУ'}</title>\n<link href='/bitrix/templates/fcs2018/template_styles.css?158123' type='text/css' rel='stylesheet'>\n</head>\n<body>\n<header class="header"><div class="header__top"><a class="logo" href="${P}/">${en ? 'Faculty of Computer Science' : 'Факультет компьютерных наук'}</a> <span>${en ? 'Nevograd State University' : 'Невоградский государственный университет'}</span> ${a(`${EIOS}/`, 'ЭИОС')} ${a(`${WIKI}/`, 'Wiki')} ${a(`${RUZ}/`, en ? 'Timetable' : 'Расписание')}</div><nav class="menu"><ul>${menu.map(([h, l]) => li(h, l)).join('')}</ul></nav></header>\n<div class="breadcrumbs">${crumbs}</div>\n<main class="content"><h1>${esc(title)}</h1>\n${body}\n</main>\n<footer class="footer"><div class="footer__cols"><ul>${li(`${UNI}/`, en ? 'University' : 'НевГУ')}${li(`${FORUM}/`, 'Форум')}${li(`${FOTO}/`, 'Фотогалерея')}${li(`${LISTS}/mailman/listinfo`, 'Рассылки')}${li(`${FILES}/pub/`, 'Файловый архив')}${li(`${OLD}/`, 'Старый сайт')}${li(`${GIT}/explore`, 'GitLab')}${li(`${UNI}/sveden/`, 'Сведения об образовательной организации')}</ul><ul>${li('https://vk.com/fcs_nevgu', 'ВКонтакте')}${li('https://t.me/fcs_nevgu', 'Telegram')}${li('https://www.youtube.com/channel/UCfcsnevgu', 'YouTube')}</ul></div><p>© 2005–2020 ${en ? 'Faculty of Computer Science, NevSU' : 'ФКН НевГУ'}. 190000, г. Невоград, ул. Университетская, 7. ${a(`${P}/about/contacts/`, en ? 'Contacts' : 'Контакты')}</p></footer>\n</body>\n</html>\n` };
  }
  private b404(en = false) { return this.bx(en ? 'Page not found' : 'Страница не найдена', `<p>${en ? 'The page does not exist.' : 'К сожалению, запрашиваемая страница не существует.'} ${a(en ? '/en/' : '/', en ? 'Home' : 'На главную')}</p>`, { en, status: 404 }); }

  private wwwHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const en = p.startsWith('/en/') || p === '/en';
    if (p === '/en') return moved(`${WWW}/en/`);
    if (p.startsWith('/bitrix/') || p.startsWith('/auth/') || p.startsWith('/search/')) return p.endsWith('.css') ? { status: 200, type: 'text/css', body: '.header{background:#1b3d6d}' } : moved(`${WWW}/auth/?backurl=${encodeURIComponent(p)}`, 302);
    if (p.startsWith('/upload/')) return /\.(pdf|docx?)$/.test(p) ? bin(p.endsWith('.pdf') ? 'application/pdf' : 'application/msword', u.href) : this.b404();
    if (p === '/sitemap.xml') return { status: 200, type: 'application/xml', body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${WWW}/</loc></url></urlset>` };
    const o = this.homes.get(WWW + p);
    if (o && (o.fam === 'cms' || o.fam === 'cmsen')) return this.cmsCourse(o, '');
    const fb = this.findBase(H.www, p);
    if (fb && (fb[0].fam === 'cms' || fb[0].fam === 'cmsen') && fb[1] === 'materials/' && hash(fb[0].key) % 2 === 0) return this.cmsCourse(fb[0], 'materials/');
    if (!p.endsWith('/') && !/\.[a-z]+$/.test(p)) return moved(`${WWW}${p}/${u.search}`);
    if (p === '/' || p === '/index.php') {
      const last = this.news.filter((n) => !n.en).slice(-8).reverse();
      const evs = this.events.filter((e) => e.date >= NOW).slice(0, 4);
      return this.bx('Факультет компьютерных наук', `<div class="alert">${a('/news/detail.php?ID=99991', 'С 17 марта 2020 года обучение переводится в дистанционный формат')}</div><section class="news"><h2>${a('/news/', 'Новости')}</h2><ul>${last.map((n) => `<li><span class="date">${fDot(n.date)}</span> ${a(`/news/detail.php?ID=${n.id}`, n.title)}</li>`).join('')}</ul></section><section><h2>${a('/events/calendar/', 'Ближайшие события')}</h2><ul>${evs.map((e) => `<li>${fDM(e.date)} — ${a(`/events/detail.php?ID=${e.id}`, e.title)}</li>`).join('')}</ul></section><section class="tiles"><ul>${li('/education/courses/', 'Курсы 2019/2020')}${li(`${RUZ}/`, 'Расписание занятий')}${li('/education/rpd/', 'Рабочие программы дисциплин')}${li(`${WIKI}/`, 'Wiki факультета')}${li('/science/publications/', 'Публикации')}${li(`${UNI}/science/dissovet/`, 'Диссертационные советы')}${li(`${PRIEM}/`, 'Приём 2020')}</ul></section>`);
    }
    if (p === '/about/' || p === '/en/about/') return this.bx(en ? 'About the Faculty' : 'О факультете', `${en ? epara(rng(1), 4) : rpara(rng(1), 5)}<ul>${li(`${en ? '/en' : ''}/about/contacts/`, en ? 'Contacts' : 'Контакты')}${en ? '' : li('/about/history/', 'История')}</ul>`, { en });
    if (p === '/about/history/' || p === '/about/contacts/' || p === '/en/about/contacts/' || p === '/students/') return this.bx({ '/about/history/': 'История факультета', '/about/contacts/': 'Контакты', '/en/about/contacts/': 'Contacts', '/students/': 'Студентам' }[p]!, `${en ? epara(rng(hash(p)), 2) : rpara(rng(hash(p)), 4)}${p === '/students/' ? `<ul>${li(`${RUZ}/`, 'Расписание')}${li('/education/courses/', 'Курсы')}${li(`${FORUM}/`, 'Форум')}${li(`${LISTS}/mailman/listinfo/fcs-students`, 'Рассылка для студентов')}${li(`${EIOS}/`, 'ЭИОС')}${li(`${UNI}/students/stipendii/`, 'Стипендии')}</ul>` : ''}`, { en });
    if (p === '/departments/') return this.bx('Кафедры', `<ul>${KAF.map((k) => li(`/departments/${k.id}/`, k.name)).join('')}</ul>`);
    const km = /^\/departments\/([a-z]+)\/$/.exec(p);
    if (km && kafBy.has(km[1])) { const k = kafBy.get(km[1])!; return this.bx(k.name, `${rpara(rng(hash(k.id)), 3)}<h2>Сотрудники</h2><ul>${FACULTY.filter((f) => f.kaf === k.id).map((f) => li(`/staff/${f.login}/`, `${f.fio}, ${f.rank}`)).join('')}</ul><h2>Дисциплины</h2><ul>${COURSES.filter((c) => c.kaf === k.id).map((c) => li(this.rpdUrl(c, 2019), c.name)).join('')}</ul>`, { crumbs: [['/departments/', 'Кафедры']] }); }
    if (p === '/education/') return this.bx('Образование', `<ul>${PROGRAMS.map((x) => `<li>${esc(x)}</li>`).join('')}</ul><ul>${li('/education/courses/', 'Курсы текущего учебного года')}${li('/education/rpd/', 'Рабочие программы дисциплин')}${li(`${RUZ}/`, 'Расписание (РУЗ)')}${li('/upload/docs/uchebnyj-plan-09.03.04-2019.pdf', 'Учебный план 09.03.04 (2019)')}${li('/upload/docs/uchebnyj-plan-01.03.02-2019.pdf', 'Учебный план 01.03.02 (2019)')}</ul>`);
    if (p === '/education/courses/') return this.courseList(Number(sp.get('year') ?? 2019));
    if (p === '/education/rpd/') return this.rpdList(Number(sp.get('year') ?? 2019));
    const rm = /^\/education\/rpd\/(\d{4})\/([a-z]+)\/$/.exec(p);
    if (rm) return this.rpd(Number(rm[1]), courseBy.get(rm[2]));
    if (p === '/staff/' || p === '/en/staff/') return this.bx(en ? 'People' : 'Сотрудники', `<table class="staff">${FACULTY.map((f) => `<tr><td>${a(this.staffUrl(f, en), en ? f.roman : f.fio)}</td><td>${esc(en ? '' : f.rank)}</td><td>${esc(en ? kafBy.get(f.kaf)!.en : kafBy.get(f.kaf)!.short)}</td></tr>`).join('')}</table>`, { en });
    const stm = /^(?:\/en)?\/staff\/([a-z]+)\/$/.exec(p);
    if (stm && facBy.has(stm[1])) return this.staff(facBy.get(stm[1])!, en, sp.get('tab') ?? '');
    if (p === '/science/') return this.bx('Наука', `${rpara(rng(5), 3)}<ul>${li('/science/publications/', 'Публикации сотрудников')}${li(`${UNI}/science/dissovet/`, 'Диссертационные советы НевГУ')}${li(`${LISTS}/pipermail/fcs-seminar/`, 'Архив рассылки научного семинара')}</ul>`);
    if (p === '/science/publications/') return this.pubList(sp);
    const pm = /^\/science\/publications\/(\d+)\/$/.exec(p);
    if (pm) { const x = this.pubs.find((q) => q.id === Number(pm[1])); return x ? this.bx(x.title, `<p>${esc(x.authors)}</p><p>${esc(x.venue)}, ${x.year}.</p><p>${a(`/upload/pub/${x.id}.pdf`, 'Полный текст (PDF)')}</p>`, { crumbs: [['/science/publications/', 'Публикации']] }) : this.b404(); }
    if (p === '/news/' || p === '/en/news/') {
      const tag = sp.get('tag');
      const list = this.news.filter((n) => n.en === en && (!tag || n.tags.includes(tag))).reverse();
      const pg = Math.max(1, Number(sp.get('PAGEN_1') ?? 1) || 1);
      const per = 12;
      const last = Math.max(1, Math.ceil(list.length / per));
      if (pg > last) return this.b404(en);
      const base = `${en ? '/en' : ''}/news/?${tag ? `tag=${encodeURIComponent(tag)}&` : ''}`;
      return this.bx(en ? 'News' : tag ? `Новости: ${tag}` : 'Новости', `<ul class="news-list">${list.slice((pg - 1) * per, pg * per).map((n) => `<li><span class="date">${fDot(n.date)}</span> ${a(`${en ? '/en' : ''}/news/detail.php?ID=${n.id}`, n.title)}</li>`).join('')}</ul><div class="pager">${span(Math.max(1, pg - 4), Math.min(last, pg + 4)).map((i) => (i === pg ? `<b>${i}</b>` : a(`${base}PAGEN_1=${i}`, String(i)))).join(' ')} ${pg < last ? a(`${base}PAGEN_1=${last}`, 'Конец') : ''}</div>${en ? '' : `<p>${NEWS_TAGS.map((t) => a(`/news/?tag=${encodeURIComponent(t)}`, t)).join(' · ')}</p><p>Архив: ${span(2010, 2020).map((y) => a(`/news/archive/${y}/`, String(y))).join(' ')}</p>`}`, { en });
    }
    const am = /^\/news\/archive\/(\d{4})\/(?:(\d\d)\/)?$/.exec(p);
    if (am && Number(am[1]) >= 2010 && Number(am[1]) <= 2020) {
      const y = Number(am[1]);
      const mo = am[2] ? Number(am[2]) : 0;
      const list = this.news.filter((n) => !n.en && ymd(n.date)[0] === y && (!mo || ymd(n.date)[1] === mo));
      return this.bx(mo ? `Новости: ${MNOM[mo - 1]} ${y}` : `Новости ${y} года`, `<p>${span(1, 12).map((m) => a(`/news/archive/${y}/${pad(m)}/`, MNOM[m - 1])).join(' · ')}</p><ul>${list.map((n) => `<li>${fDot(n.date)} ${a(`/news/detail.php?ID=${n.id}`, n.title)}</li>`).join('')}</ul>`, { crumbs: [['/news/', 'Новости']] });
    }
    if (p === '/news/detail.php' || p === '/en/news/detail.php') {
      const n = this.newsById.get(Number(sp.get('ID')));
      if (!n || n.en !== en) return this.b404(en);
      const r = rng(n.id);
      const i = this.news.indexOf(n);
      const body = n.id === 99991 ? '<p>В соответствии с приказом ректора с 17 марта 2020 года все занятия проводятся с применением дистанционных образовательных технологий. Расписание сохраняется. Ссылки на онлайн-занятия публикуются преподавателями в ЭИОС, на страницах курсов и в чатах групп.</p>' : n.o ? `<p>${esc(n.o.en ? '' : `Приглашаем студентов на курс «${n.o.c.name}». Первое занятие — ${fDM(this.info(n.o).ses[0])}, ${n.o.room}.`)}</p><p>${a(this.href(n.o, `news${n.id}`), n.o.en ? 'Course page' : 'Страница курса')}</p>` : en ? epara(r, 3) : rpara(r, 4);
      return this.bx(n.title, `<p class="date">${fRu(n.date)}</p>${body}${n.album ? `<p>${a(`${FOTO}/album/${n.album}/`, 'Фотографии')}</p>` : ''}<p>${n.tags.map((t) => a(`/news/?tag=${encodeURIComponent(t)}`, `#${t}`)).join(' ')}</p><p>${i > 0 && this.news[i - 1].en === en ? a(`${en ? '/en' : ''}/news/detail.php?ID=${this.news[i - 1].id}`, '← Предыдущая') : ''}</p>`, { en, crumbs: [[`${en ? '/en' : ''}/news/`, en ? 'News' : 'Новости']] });
    }
    if (p === '/events/calendar/') {
      const mm = /^(\d{4})-(\d\d)$/.exec(sp.get('month') ?? '2020-03');
      if (!mm || Number(mm[2]) < 1 || Number(mm[2]) > 12) return this.b404();
      const y = Number(mm[1]);
      const mo = Number(mm[2]);
      const first = dayOf(y, mo, 1);
      const n = dayOf(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, 1) - first;
      const evs = this.events.filter((e) => e.date >= first && e.date < first + n);
      const prev = mo === 1 ? `${y - 1}-12` : `${y}-${pad(mo - 1)}`;
      const next = mo === 12 ? `${y + 1}-01` : `${y}-${pad(mo + 1)}`;
      return this.bx(`События: ${MNOM[mo - 1]} ${y}`, `<table class="calendar"><tr>${['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'].map((d) => `<th>${d}</th>`).join('')}</tr><tr>${'<td></td>'.repeat((wd(first) + 6) % 7)}${span(0, n - 1).map((d) => `${d && wd(first + d) === 1 ? '</tr><tr>' : ''}<td>${d + 1}${evs.filter((e) => e.date === first + d).map((e) => `<div>${a(`/events/detail.php?ID=${e.id}`, e.title)}</div>`).join('')}</td>`).join('')}</tr></table><p>${a(`/events/calendar/?month=${prev}`, '← Предыдущий месяц')} | ${a(`/events/calendar/?month=${next}`, 'Следующий месяц →')}</p>`, { crumbs: [['/events/calendar/', 'События']] });
    }
    if (p === '/events/detail.php') { const e = this.evById.get(Number(sp.get('ID'))); return e ? this.bx(e.title, `<p>${fRu(e.date)}, ${esc(e.place)}</p>${rpara(rng(e.id), 3)}<p>${a(`/events/calendar/?month=${fISO(e.date).slice(0, 7)}`, 'Все события месяца')}</p>`, { crumbs: [['/events/calendar/', 'События']] }) : this.b404(); }
    if (p === '/en/') return this.bx('Faculty of Computer Science', `${epara(rng(11), 3)}<ul>${li('/en/education/masters/', "Master's programme in Data Science (taught in English)")}${li('/en/news/', 'News')}${li('/en/staff/', 'People')}</ul>`, { en: true });
    if (p === '/en/education/') return this.bx('Education', `${epara(rng(12), 2)}<ul>${li('/en/education/masters/', "Master's in Data Science")}${li(`${RUZ}/?lang=en`, 'Timetable')}</ul>`, { en: true });
    if (p === '/en/education/masters/') {
      const offs = this.offs.filter((x) => x.en).reverse();
      return this.bx("Master's Programme in Data Science", `${epara(rng(13), 3)}<h2>Courses taught in English</h2>${[...new Set(offs.map((x) => x.y))].map((y) => `<h3>${uy(y)}</h3><ul>${offs.filter((x) => x.y === y).map((x) => `<li>${x.home ? a(this.href(x, 'enm'), x.c.en) : esc(x.c.en)} — ${esc(x.f.roman)}</li>`).join('')}</ul>`).join('')}`, { en: true, crumbs: [['/en/education/', 'Education']] });
    }
    return this.b404(en);
  }

  private cmsCourse(o: Off, sub: string): Resp {
    const en = o.fam === 'cmsen';
    const S = this.sections(o, 'modern', { slide: (n) => this.slideOf(o, n) });
    const crumbs: [string, string][] = en ? [['/en/education/', 'Education'], ['/en/education/masters/', "Master's in Data Science"]] : [['/education/', 'Образование'], [`/education/courses/?year=${o.y}`, `Курсы ${uy(o.y)}`]];
    const info = `<table class="course-card"><tr><th>${en ? 'Instructor' : 'Преподаватель'}</th><td>${a(this.staffUrl(o.f, en), en ? o.f.roman : o.f.fio)}</td></tr><tr><th>${en ? 'Term' : 'Семестр'}</th><td>${en ? `${SEM_EN[o.c.sem]} ${uy(o.y)}` : `${SEM[o.c.sem]}, ${uy(o.y)}`}</td></tr><tr><th>${en ? 'Syllabus' : 'РПД'}</th><td>${a(this.rpdUrl(o.c, o.y), en ? 'Syllabus (in Russian)' : 'Рабочая программа')}</td></tr></table>`;
    const title = en ? `${o.c.en} (${uy(o.y)})` : `${o.c.name} (${uy(o.y)})`;
    if (sub) return this.bx(`${title}: ${en ? 'materials' : 'материалы'}`, S.filter((s) => /^(Лекции|Материалы|Schedule)/.test(s[0])).map(([t, b]) => `<h2>${esc(t)}</h2>${b}`).join(''), { en, crumbs: [...crumbs, [o.base, title]] });
    return this.bx(title, `${info}${S.map(([t, b]) => `<h2>${esc(t)}</h2>${b}`).join('\n')}${hash(o.key) % 2 === 0 ? `<p>${a(`${o.base}materials/`, en ? 'All materials' : 'Все материалы курса')}</p>` : ''}`, { en, crumbs });
  }

  private courseList(y: number): Resp {
    if (y < 2015 || y > 2019) return this.b404();
    const offs = this.offs.filter((o) => o.y === y);
    const row = (o: Off) => {
      const x = hash(`cl:${o.key}`) % 10;
      const site = o.fam === 'cms' || o.fam === 'cmsen' || (o.home && x < 5) ? a(this.href(o, 'cl'), o.fam === 'wiki' ? 'Wiki' : 'Сайт курса') : o.mid && x < 7 ? a(`${EIOS}/course/view.php?id=${o.mid}`, 'ЭИОС') : '';
      return `<tr><td>${esc(o.c.name)}</td><td>${esc(kursRu(o.c))}</td><td>${a(this.staffUrl(o.f), o.f.short)}</td><td>${a(this.rpdUrl(o.c, y), 'РПД')}</td><td>${site}</td></tr>`;
    };
    return this.bx(`Курсы ${uy(y)} учебного года`, `<p>${span(2015, 2019).reverse().map((z) => (z === y ? `<b>${uy(z)}</b>` : a(`/education/courses/?year=${z}`, uy(z)))).join(' | ')}</p>${[1, 2].map((s) => `<h2>${SEM[s][0].toUpperCase()}${SEM[s].slice(1)} семестр</h2><table class="courses"><tr><th>Дисциплина</th><th>Курс</th><th>Преподаватель</th><th>РПД</th><th>Материалы</th></tr>${offs.filter((o) => o.c.sem === s).map(row).join('')}</table>`).join('')}<p>Курсы прошлых лет — на страницах преподавателей, в ${a(`${WIKI}/${wenc('Архив_курсов')}`, 'архиве Wiki')} и на ${a(`${OLD}/study/`, 'старом сайте')}.</p>`, { crumbs: [['/education/', 'Образование']] });
  }

  private rpdList(y: number): Resp {
    if (y < 2015 || y > 2019) return this.b404();
    return this.bx(`Рабочие программы дисциплин (${uy(y)})`, `<p>${span(2015, 2019).reverse().map((z) => (z === y ? `<b>${uy(z)}</b>` : a(`/education/rpd/?year=${z}`, uy(z)))).join(' | ')}</p><ul>${COURSES.filter((c) => c.from <= y).map((c) => li(`/education/rpd/${y}/${c.slug}/`, `${c.code} ${c.name}`)).join('')}</ul>`, { crumbs: [['/education/', 'Образование']] });
  }

  /** РПД: one per course × учебный год — the same topics as the course's pages, but not a course site. */
  private rpd(y: number, c?: Course): Resp {
    if (!c || y < Math.max(2015, c.from) || y > 2019) return this.b404();
    const r = rng(hash(`rpd:${c.slug}:${y}`));
    const o = (this.byCourse.get(c.slug) ?? []).find((x) => x.y === y);
    const ze = int(r, 3, 6);
    return this.bx(`${c.code} ${c.name}: рабочая программа дисциплины`, `<p>Направление подготовки: ${esc(c.kurs === 'M' ? pick(r, PROGRAMS.slice(2)) : pick(r, PROGRAMS.slice(0, 2)))}. Год набора: ${y}. Форма обучения: очная.</p><table><tr><th>Трудоёмкость</th><td>${ze} з.е. (${ze * 36} ч.)</td></tr><tr><th>Контактная работа</th><td>${ze * 16} ч.</td></tr><tr><th>Форма промежуточной аттестации</th><td>${esc(o?.exam ?? 'экзамен')}</td></tr><tr><th>Разработчик</th><td>${esc(o?.f.short ?? FACULTY.find((f) => f.kaf === c.kaf)!.short)}</td></tr></table><h2>1. Цели освоения дисциплины</h2><p>Целью освоения дисциплины «${esc(c.name)}» является ${pick(r, ['формирование у студентов', 'освоение студентами', 'получение студентами'])} знаний в области ${esc(c.topics[1].toLowerCase())} и ${esc(c.topics[2].toLowerCase())}.</p><h2>2. Компетенции</h2><ul>${['УК-1', 'ОПК-1', 'ОПК-2', 'ОПК-5', 'ПК-1', 'ПК-3'].filter(() => r() < 0.6).map((k) => `<li>${k}: ${esc(rsent(r))}</li>`).join('')}</ul><h2>3. Содержание дисциплины</h2><ol>${c.topics.map((t) => `<li>${esc(t)}</li>`).join('')}</ol><h2>4. Оценочные средства</h2><p>Контрольная работа, домашние задания, ${esc(o?.exam ?? 'экзамен')}.</p><p>${a(`/upload/rpd/${y}/${c.slug}.pdf`, 'РПД (PDF, подписанная версия)')} · ${a(`/upload/rpd/${y}/${c.slug}_fos.docx`, 'Фонд оценочных средств')}</p>${o?.home && hash(`rpdl:${o.key}`) % 3 === 0 ? `<p>Страница курса: ${a(this.href(o, 'rpd'), o.home.replace(/^https?:\/\//, ''))}</p>` : ''}`, { crumbs: [['/education/', 'Образование'], [`/education/rpd/?year=${y}`, 'РПД']] });
  }

  private staff(f: Fac, en: boolean, tab: string): Resp {
    const P = en ? '/en' : '';
    const r = rng(hash(`staff:${f.login}`));
    if (tab && tab !== 'pub' && tab !== 'courses') return this.b404(en);
    const nav = `<p>${a(`${P}/staff/${f.login}/`, en ? 'Profile' : 'Профиль')} | ${a(`${P}/staff/${f.login}/?tab=courses`, en ? 'Teaching' : 'Дисциплины')} | ${a(`${P}/staff/${f.login}/?tab=pub`, en ? 'Publications' : 'Публикации')}</p>`;
    const offs = this.byFac.get(f.login) ?? [];
    let body = '';
    if (tab === 'pub') body = `<ol>${this.pubs.filter((x) => x.authors.startsWith(f.short)).map((x) => `<li>${a(`/science/publications/${x.id}/`, x.title)} // ${esc(x.venue)}, ${x.year}</li>`).join('')}</ol>`;
    else if (tab === 'courses') body = span(2015, 2019).reverse().map((y) => `<h3>${uy(y)}</h3><ul>${offs.filter((o) => o.y === y).map((o) => `<li>${a(this.rpdUrl(o.c, y), en ? o.c.en : o.c.name)}${o.home && hash(`sc:${o.key}`) % 3 === 0 ? ` — ${a(this.href(o, 'staff'), en ? 'course site' : 'сайт курса')}` : ''}</li>`).join('')}</ul>`).join('');
    else {
      const cur = offs.filter((o) => o.y === 2019);
      const personal = hasPeople(f) ? `${PPL}/~${f.login}/` : hasOld(f) ? `${OLD}/~${f.login}/` : everWeb(f, 'pages') ? `https://${f.login}${PAGES}/` : '';
      body = `<p>${esc(en ? kafBy.get(f.kaf)!.en : `${f.rank}, ${kafBy.get(f.kaf)!.name.toLowerCase()}`)}</p>${en ? epara(r, 2) : rpara(r, 2)}<h2>${en ? 'Courses 2019/2020' : 'Дисциплины 2019/2020'}</h2><ul>${cur.map((o) => `<li>${esc(en ? o.c.en : o.c.name)} (${a(this.rpdUrl(o.c, 2019), en ? 'syllabus' : 'РПД')}${o.home && hash(`sp:${o.key}`) % 2 === 0 ? `, ${a(this.href(o, 'sp'), en ? 'site' : 'сайт')}` : ''})</li>`).join('')}</ul>${personal ? `<p>${a(personal, en ? 'Personal page' : 'Личная страница')}</p>` : ''}${everWeb(f, 'gsites') && !hasPeople(f) ? `<p>${en ? 'Archived course sites' : 'Архив сайтов курсов'}: ${offs.filter((o) => o.fam === 'gsites').map((o) => a(o.home, uy(o.y))).join(', ')}</p>` : ''}<p>E-mail: ${f.login}@cs.${DOM}</p><p>${a(`${RUZ}/timetable/lecturer/${f.sid}?week=2020-03-16`, en ? 'Timetable' : 'Расписание преподавателя')}</p>`;
    }
    return this.bx(en ? f.roman : f.fio, nav + body, { en, crumbs: [[`${P}/staff/`, en ? 'People' : 'Сотрудники']] });
  }

  private pubList(sp: URLSearchParams): Resp {
    const y = Number(sp.get('year') ?? 0);
    const k = sp.get('kaf') ?? '';
    const t = sp.get('type') ?? '';
    const pg = Math.max(1, Number(sp.get('PAGEN_1') ?? 1) || 1);
    if ((y && (y < 2008 || y > 2019)) || (k && !kafBy.has(k)) || (t && !['article', 'conf', 'book', 'patent'].includes(t))) return this.b404();
    const list = this.pubs.filter((x) => (!y || x.year === y) && (!k || x.kaf === k) && (!t || x.type === t)).reverse();
    const per = 20;
    const last = Math.max(1, Math.ceil(list.length / per));
    if (pg > last) return this.b404();
    const q = (ny: number, nk: string, nt: string, np = 1) => `/science/publications/?${[ny ? `year=${ny}` : '', nk ? `kaf=${nk}` : '', nt ? `type=${nt}` : '', np > 1 ? `PAGEN_1=${np}` : ''].filter(Boolean).join('&')}`;
    const TY: Record<string, string> = { article: 'Статьи', conf: 'Доклады', book: 'Монографии', patent: 'Свидетельства' };
    return this.bx('Публикации сотрудников', `<div class="filter"><p>Год: ${a(q(0, k, t), 'все')} ${span(2008, 2019).reverse().map((z) => a(q(z, k, t), String(z))).join(' ')}</p><p>Кафедра: ${a(q(y, '', t), 'все')} ${KAF.map((x) => a(q(y, x.id, t), x.short)).join(' ')}</p><p>Тип: ${a(q(y, k, ''), 'все')} ${Object.entries(TY).map(([x, l]) => a(q(y, k, x), l)).join(' ')}</p></div><ol>${list.slice((pg - 1) * per, pg * per).map((x) => `<li>${esc(x.authors)}. ${a(`/science/publications/${x.id}/`, x.title)} // ${esc(x.venue)}, ${x.year}.</li>`).join('')}</ol><p>${span(1, last).map((i) => (i === pg ? `<b>${i}</b>` : a(q(y, k, t, i), String(i)))).join(' ')}</p>`, { crumbs: [['/science/', 'Наука']] });
  }

  // ===================================================================================================================
  // Noise hosts: university site and dissertation councils, forum, list archives, gallery, file server, РУЗ, приём
  // ===================================================================================================================

  private uniHost(u: URL): Resp {
    const p = u.pathname;
    const wrap = (t: string, b: string, status = 200) => page(`<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>${esc(t)} | НевГУ</title></head><body><header>${a('/', 'Невоградский государственный университет')} <nav>${[['/about/', 'Об университете'], ['/news/', 'Новости'], ['/science/dissovet/', 'Диссертационные советы'], [`${PRIEM}/`, 'Поступающим'], ['/students/', 'Студентам'], ['/sveden/', 'Сведения об образовательной организации'], [`${WWW}/`, 'ФКН']].map(([h, l]) => a(h, l)).join(' ')}</nav></header><main><h1>${esc(t)}</h1>${b}</main><footer>© НевГУ, 1918–2020</footer></body></html>`, status);
    const news = (() => { const r = rng(hash('uninews')); return Array.from({ length: 520 }, (_, i) => ({ id: 10000 + i * 3, d: dayOf(2015, 9, 1) + Math.floor((i * (NOW - dayOf(2015, 9, 1))) / 520), t: `${pick(r, ['Ректор НевГУ', 'Учёный совет', 'Студенты НевГУ', 'Приёмная комиссия', 'Профком', 'Научная библиотека'])} ${pick(r, ['провёл встречу', 'объявляет конкурс', 'подвёл итоги года', 'информирует', 'приглашает на мероприятие', 'сообщает о стипендиях'])}` })); })();
    if (p === '/') return wrap('НевГУ', `<ul>${news.slice(-10).reverse().map((n) => `<li>${fDot(n.d)} ${a(`/news/${n.id}/`, n.t)}</li>`).join('')}</ul>`);
    if (p === '/news/') { const pg = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1); const last = Math.ceil(news.length / 15); if (pg > last) return wrap('Не найдено', '', 404); return wrap('Новости', `<ul>${[...news].reverse().slice((pg - 1) * 15, pg * 15).map((n) => `<li>${fDot(n.d)} ${a(`/news/${n.id}/`, n.t)}</li>`).join('')}</ul><p>${pg > 1 ? a(`/news/?page=${pg - 1}`, '←') : ''} ${pg < last ? a(`/news/?page=${pg + 1}`, '→') : ''}</p>`); }
    const nm = /^\/news\/(\d+)\/$/.exec(p);
    if (nm) { const n = news.find((x) => x.id === Number(nm[1])); return n ? wrap(n.t, `<p>${fRu(n.d)}</p>${rpara(rng(n.id), 4)}`) : wrap('Не найдено', '', 404); }
    if (p === '/science/dissovet/') return wrap('Диссертационные советы', `<ul>${COUNCILS.map(([n, code, spec]) => li(`/science/dissovet/${n}/`, `${code} (${spec})`)).join('')}</ul>`);
    const dm = /^\/science\/dissovet\/(\d)\/(?:(\d{4})\/)?(?:([a-z]+-[0-9a-f]{4})\/)?(.*)$/.exec(p);
    if (dm && COUNCILS.some((c) => c[0] === Number(dm[1]))) {
      const cn = Number(dm[1]);
      const [, code, spec] = COUNCILS.find((c) => c[0] === cn)!;
      const ds = this.defences.filter((d) => d.council === cn);
      if (!dm[2] && !dm[4]) return wrap(`Диссертационный совет ${code}`, `<p>Специальность: ${esc(spec)}</p><p>${a(`/science/dissovet/${cn}/sostav.pdf`, 'Состав совета (PDF)')}</p><h2>Защиты</h2><ul>${[...new Set(ds.map((d) => d.year))].reverse().map((y) => li(`/science/dissovet/${cn}/${y}/`, String(y))).join('')}</ul>`);
      if (dm[4] === 'sostav.pdf' && !dm[2]) return bin('application/pdf', u.href);
      const y = Number(dm[2]);
      if (!dm[3] && !dm[4]) return wrap(`${code}: защиты ${y} года`, `<ul>${ds.filter((d) => d.year === y).map((d) => li(`/science/dissovet/${cn}/${y}/${d.slug}/`, `${fDot(d.date)} — ${d.who}, «${d.title}»`)).join('')}</ul>`);
      const d = ds.find((x) => x.year === y && x.slug === dm[3]);
      if (!d) return wrap('Не найдено', '', 404);
      const files = ['dissertaciya.pdf', 'avtoreferat.pdf', 'otzyv-rukovoditelya.pdf', 'otzyv-opponenta-1.pdf', 'otzyv-opponenta-2.pdf', 'otzyv-vedushchey-organizacii.pdf', 'zaklyuchenie.pdf'];
      if (files.includes(dm[4])) return bin('application/pdf', u.href);
      if (dm[4]) return wrap('Не найдено', '', 404);
      return wrap(`${d.who}: «${d.title}»`, `<p>Диссертация на соискание учёной степени кандидата технических наук по специальности ${esc(d.spec)}.</p><p>Дата защиты: ${fRu(d.date)}, ${pick(rng(hash(d.slug)), ['14:00', '15:30', '16:00'])}, ауд. 501.</p><ul>${files.map((f) => li(f, f.replace('.pdf', '').replace(/-/g, ' '))).join('')}</ul>`);
    }
    if (['/about/', '/students/', '/sveden/', '/students/stipendii/', '/it/faq/'].includes(p)) return wrap({ '/about/': 'Об университете', '/students/': 'Студентам', '/sveden/': 'Сведения об образовательной организации', '/students/stipendii/': 'Стипендии', '/it/faq/': 'ИТ-поддержка' }[p]!, `${rpara(rng(hash(p)), 4)}${p === '/sveden/' ? `<ul>${['common', 'struct', 'document', 'education', 'eduStandarts', 'employees', 'objects', 'paid_edu', 'budget', 'vacant'].map((s) => li(`/sveden/${s}/`, s)).join('')}</ul>` : ''}`);
    if (/^\/sveden\/[a-zA-Z_]+\/$/.test(p)) return wrap('Сведения', `${rpara(rng(hash(p)), 3)}<p>${a(`/upload/sveden/${p.split('/')[2]}.pdf`, 'Документ (PDF)')}</p>`);
    if (p.startsWith('/upload/')) return bin('application/pdf', u.href);
    if (!p.endsWith('/') && !/\.[a-z]+$/.test(p)) return moved(`${UNI}${p}/`);
    return wrap('Страница не найдена', '<p>Ошибка 404</p>', 404);
  }

  private forumHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const wrap = (t: string, b: string, status = 200) => page(`<!DOCTYPE html><html dir="ltr" lang="ru"><head><meta charset="utf-8"><title>${esc(t)} - Форум ФКН НевГУ</title></head><body id="phpbb" class="section-${p.slice(1, -4)}"><div class="headerbar"><h1>${a('./index.php', 'Форум ФКН НевГУ')}</h1><p>${a('./ucp.php?mode=login', 'Вход')} ${a('./ucp.php?mode=register', 'Регистрация')} ${a('./faq.php', 'FAQ')}</p></div><div id="page-body"><h2>${esc(t)}</h2>${b}</div><div class="copyright">Создано на основе phpBB® Forum Software © phpBB Limited</div></body></html>`, status);
    const topics = (f: number) => 25 + (hash(`ft${f}`) % 90);
    const posts = (t: number) => 1 + (hash(`tp${t}`) % 64);
    const tdate = (t: number) => dayOf(2010, 9, 1) + Math.floor(((t % 1000) * (NOW - dayOf(2010, 9, 1))) / topics(Math.floor(t / 1000)));
    const ttitle = (t: number) => {
      const f = Math.floor(t / 1000);
      const r = rng(hash(`tt${t}`));
      const cs = FORUM_COURSE[f];
      const [y] = ymd(tdate(t));
      if (cs) { const c = courseBy.get(cs)!; return pick(r, [`${c.name}: ДЗ ${int(r, 1, 6)}, задача ${int(r, 1, 5)}`, `${c.name} ${uy(y - 1)}: результаты контрольной`, `Вопросы к экзамену по курсу «${c.name}»`, `Кто сдавал ${c.name.toLowerCase()}? Подскажите`]); }
      return `${pick(r, ['Вопрос', 'Помогите', 'Обсуждение', 'Объявление', 'Ищу', 'Продам', 'Важно'])}: ${pick(r, RN)} ${pick(r, ['(срочно)', '', '', `${y}`, '?!'])}`.trim();
    };
    if (p === '/' || p === '/index.php') return wrap('Список форумов', `<ul class="forums">${FORUMS.map(([id, n, d]) => `<li>${a(`./viewforum.php?f=${id}`, n)}<br><small>${esc(d)}</small> — тем: ${topics(id)}</li>`).join('')}</ul><p>${a('./memberlist.php', 'Пользователи')}</p>`);
    if (p === '/viewforum.php') {
      const f = Number(sp.get('f'));
      const fo = FORUMS.find((x) => x[0] === f);
      if (!fo) return wrap('Информация', '<p>Запрошенный форум не существует.</p>', 404);
      const st = Number(sp.get('start') ?? 0);
      const n = topics(f);
      if (st % 25 || st >= n) return wrap('Информация', '<p>Нет тем.</p>', 404);
      const ts = span(0, n - 1).reverse().slice(st, st + 25).map((i) => f * 1000 + i);
      return wrap(fo[1], `<p>${a(`./posting.php?mode=post&f=${f}`, 'Новая тема')}</p><ul class="topiclist">${ts.map((t) => `<li>${a(`./viewtopic.php?f=${f}&t=${t}`, ttitle(t))} — ответов: ${posts(t) - 1}${posts(t) > 15 ? ` [${span(1, Math.ceil(posts(t) / 15) - 1).map((k) => a(`./viewtopic.php?f=${f}&t=${t}&start=${k * 15}`, String(k + 1))).join(', ')}]` : ''}</li>`).join('')}</ul><p>${span(0, Math.ceil(n / 25) - 1).map((k) => (k * 25 === st ? `<b>${k + 1}</b>` : a(`./viewforum.php?f=${f}${k ? `&start=${k * 25}` : ''}`, String(k + 1)))).join(' ')}</p>`);
    }
    if (p === '/viewtopic.php') {
      let t = Number(sp.get('t') ?? 0);
      let st = Number(sp.get('start') ?? 0);
      const pid = Number(sp.get('p') ?? 0);
      if (pid) { t = Math.floor(pid / 100); st = Math.floor((pid % 100) / 15) * 15; }
      const f = Math.floor(t / 1000);
      if (!FORUMS.some((x) => x[0] === f) || t % 1000 >= topics(f) || st % 15 || st >= posts(t) || (pid && pid % 100 >= posts(t))) return wrap('Информация', '<p>Запрошенной темы не существует.</p>', 404);
      const r = rng(hash(`vt${t}:${st}`));
      const d0 = tdate(t);
      const c = FORUM_COURSE[f] ? courseBy.get(FORUM_COURSE[f]) : undefined;
      const o = c ? (this.byCourse.get(c.slug) ?? []).filter((x) => x.home && x.y <= ymd(d0)[0]).pop() : undefined;
      const body = span(st, Math.min(posts(t), st + 15) - 1).map((k) => { const uid = 50 + (hash(`pu${t}${k}`) % 900); return `<div class="post" id="p${t * 100 + k}"><h3>${k % 6 === 0 ? a(`./viewtopic.php?p=${t * 100 + k}#p${t * 100 + k}`, `Re: ${ttitle(t)}`) : `Re: ${esc(ttitle(t))}`}</h3><p class="author">${a(`./memberlist.php?mode=viewprofile&u=${uid}`, `user${uid}`)} » ${fDot(d0 + k)}</p><div class="content">${esc(rtext(r, int(r, 1, 3)))}${k === 0 && o ? ` Страница курса: ${a(o.home, o.home)}` : ''}</div></div>`; }).join('');
      const pages = Math.ceil(posts(t) / 15);
      return wrap(ttitle(t), `<p>${a(`./posting.php?mode=reply&f=${f}&t=${t}`, 'Ответить')} · ${a(`./viewforum.php?f=${f}`, FORUMS.find((x) => x[0] === f)![1])}</p>${body}${pages > 1 ? `<p>${span(0, pages - 1).map((k) => (k * 15 === st ? `<b>${k + 1}</b>` : a(`./viewtopic.php?f=${f}&t=${t}${k ? `&start=${k * 15}` : ''}`, String(k + 1)))).join(' ')}</p>` : ''}`);
    }
    if (p === '/memberlist.php') {
      if (sp.get('mode') === 'viewprofile') { const uid = Number(sp.get('u')); if (uid < 50 || uid >= 950) return wrap('Информация', '<p>Пользователь не найден.</p>', 404); const r = rng(uid); return wrap(`Профиль: user${uid}`, `<p>Зарегистрирован: ${fDot(dayOf(2010, 1, 1) + int(r, 0, 3500))}</p><p>Сообщений: ${int(r, 1, 900)}</p><p>${a(`./search.php?author_id=${uid}&sr=posts`, 'Найти все сообщения')}</p>`); }
      return moved(`${FORUM}/ucp.php?mode=login`, 302);
    }
    if (p === '/ucp.php') return wrap('Вход', '<form method="post" action="./ucp.php?mode=login"><p>Имя пользователя: <input name="username"></p><p>Пароль: <input type="password" name="password"></p></form>');
    if (p === '/faq.php') return wrap('Часто задаваемые вопросы', rpara(rng(9), 5));
    if (p === '/posting.php' || p === '/search.php') return moved(`${FORUM}/ucp.php?mode=login&redirect=${encodeURIComponent(p.slice(1))}`, 302);
    return wrap('Информация', '<p>Страница не найдена.</p>', 404);
  }

  private listsHost(u: URL): Resp {
    const p = u.pathname;
    const wrap = (t: string, b: string, status = 200) => ({ status, type: 'text/html; charset=utf-8', body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<HTML><HEAD><TITLE>${esc(t)}</TITLE><META http-equiv="Content-Type" content="text/html; charset=utf-8"></HEAD><BODY BGCOLOR="#ffffff"><H1>${esc(t)}</H1>${b}<HR><ADDRESS>Mailman 2.1.29</ADDRESS></BODY></HTML>\n` });
    const months = (l: typeof LISTS_DEF[number]) => { const out: [number, number][] = []; for (let y = l[2]; y <= 2020; y++) for (let m = 1; m <= 12; m++) if (dayOf(y, m, 1) <= NOW) out.push([y, m]); return out; };
    const count = (name: string, y: number, m: number, per: number) => Math.max(0, Math.floor(per * (0.3 + (hash(`lc${name}${y}${m}`) % 100) / 70) / (m === 7 || m === 8 ? 4 : 1)));
    if (p === '/mailman/listinfo' || p === '/mailman/listinfo/') return wrap('Списки рассылки ФКН', `<TABLE>${LISTS_DEF.map(([n, d]) => `<TR><TD>${a(`/mailman/listinfo/${n}`, n)}</TD><TD>${esc(d)}</TD></TR>`).join('')}</TABLE>`);
    const li1 = /^\/mailman\/listinfo\/([a-z-]+)$/.exec(p);
    if (li1) { const l = LISTS_DEF.find((x) => x[0] === li1[1]); return l ? wrap(`${l[0]} -- ${l[1]}`, `<P>${a(`/pipermail/${l[0]}/`, `Архив ${l[0]}`)}</P><P>Подписка: ${a(`/mailman/subscribe/${l[0]}`, 'форма')}</P>`) : wrap('Нет такого списка', '', 404); }
    const m = /^\/pipermail\/([a-z-]+)\/(?:(\d{4})-([A-Za-z]+)(?:\/(thread|date|subject|author)\.html|\/(\d{6})\.html|\.txt\.gz)?)?$/.exec(p);
    const l = m ? LISTS_DEF.find((x) => x[0] === m[1]) : undefined;
    if (!m || !l) return apache404(H.lists, p);
    if (!m[2]) return wrap(`Архив ${l[0]}`, `<TABLE BORDER="3"><TR><TD>Месяц</TD><TD>Архив</TD><TD>Загрузить</TD></TR>${months(l).reverse().map(([y, mo]) => `<TR><TD>${MEN[mo - 1]} ${y}</TD><TD>${['thread', 'subject', 'author', 'date'].map((k) => a(`${y}-${MEN[mo - 1]}/${k}.html`, `[ ${k} ]`)).join(' ')}</TD><TD>${a(`${y}-${MEN[mo - 1]}.txt.gz`, 'Gzip')}</TD></TR>`).join('')}</TABLE>`);
    const y = Number(m[2]);
    const mo = MEN.indexOf(m[3]) + 1;
    if (!mo || !months(l).some(([a1, b1]) => a1 === y && b1 === mo)) return apache404(H.lists, p);
    if (p.endsWith('.txt.gz')) return bin('application/x-gzip', u.href);
    let base = 0;
    for (const [yy, mm] of months(l)) { if (yy === y && mm === mo) break; base += count(l[0], yy, mm, l[3]); }
    const n = count(l[0], y, mo, l[3]);
    const subj = (i: number) => { const r = rng(hash(`ls${l[0]}${i}`)); return `[${l[0]}] ${pick(r, ['Семинар', 'Объявление', 'Re: вопрос', 'Доклад', 'Изменение расписания', 'Вакансия', 'Конференция', 'Сервер недоступен'])}: ${pick(r, RN)}`; };
    if (m[4]) return wrap(`Архив ${l[0]} за ${MEN[mo - 1]} ${y} (${m[4]})`, `<P>Сообщений: ${n}</P><UL>${span(base, base + n - 1).map((i) => `<LI>${a(`${pad(i, 6)}.html`, subj(i))}</LI>`).join('')}</UL><P>${a(`/pipermail/${l[0]}/`, 'Другие месяцы')}</P>`);
    const i = Number(m[5]);
    if (i < base || i >= base + n) return apache404(H.lists, p);
    const r = rng(hash(`lm${l[0]}${i}`));
    return wrap(subj(i), `<B>${esc(student(r))}</B> ${fRu(dayOf(y, mo, 1 + (i % 27)))}<P><PRE>${esc(rtext(r, int(r, 2, 6)))}</PRE></P><HR><UL>${i > base ? `<LI>Предыдущее: ${a(`${pad(i - 1, 6)}.html`, subj(i - 1))}</LI>` : ''}${i < base + n - 1 ? `<LI>Следующее: ${a(`${pad(i + 1, 6)}.html`, subj(i + 1))}</LI>` : ''}<LI>${a('date.html', '[ по дате ]')} ${a('thread.html', '[ по теме ]')}</LI></UL>`);
  }

  private fotoHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const wrap = (t: string, b: string, status = 200) => page(`<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>${esc(t)} — Фотогалерея ФКН</title></head><body><header>${a('/', 'Фотогалерея ФКН')} · ${a(`${WWW}/`, 'Сайт факультета')}</header><h1>${esc(t)}</h1>${b}</body></html>`, status);
    if (p === '/') return wrap('Альбомы', span(2011, 2019).reverse().map((y) => `<h2>${y}</h2><ul>${this.albums.filter((x) => ymd(x.date)[0] === y).map((x) => li(`/album/${x.id}/`, `${x.name} (${x.photos.length})`)).join('')}</ul>`).join(''));
    const am = /^\/album\/(\d+)\/$/.exec(p);
    if (am) {
      const al = this.albums[Number(am[1]) - 1];
      if (!al) return wrap('Альбом не найден', '', 404);
      const pg = Math.max(1, Number(sp.get('page') ?? 1) || 1);
      const last = Math.ceil(al.photos.length / 16);
      if (pg > last) return wrap('Альбом не найден', '', 404);
      return wrap(al.name, `<p>${fRu(al.date)}</p><div class="thumbs">${al.photos.slice((pg - 1) * 16, pg * 16).map((id) => `<a href="/photo/${id}/"><img src="/files/${id}_s.jpg" alt=""></a>`).join(' ')}</div><p>${span(1, last).map((i) => (i === pg ? `<b>${i}</b>` : a(`/album/${al.id}/?page=${i}`, String(i)))).join(' ')}</p>`);
    }
    const pm = /^\/photo\/(\d+)\/$/.exec(p);
    if (pm) {
      const id = Number(pm[1]);
      const al = this.photoAlbum.get(id);
      const size = sp.get('size') ?? 'm';
      if (!al || !['s', 'm', 'l', 'xl', 'orig'].includes(size)) return wrap('Фото не найдено', '', 404);
      const i = al.photos.indexOf(id);
      return wrap(`${al.name} — фото ${i + 1}`, `<p>${a(`/files/${id}_${size}.jpg`, `<img>`.replace(/<img>/, 'Открыть'))}</p><p>Размеры: ${['s', 'm', 'l', 'xl', 'orig'].map((s) => (s === size ? `<b>${s}</b>` : a(`/photo/${id}/?size=${s}`, s))).join(' ')}</p><p>${i > 0 ? a(`/photo/${al.photos[i - 1]}/`, '← Предыдущее') : ''} ${a(`/album/${al.id}/`, 'К альбому')} ${i < al.photos.length - 1 ? a(`/photo/${al.photos[i + 1]}/`, 'Следующее →') : ''}</p><p>${a(`/files/${id}_orig.jpg?download=1`, 'Скачать оригинал')}</p>`);
    }
    if (/^\/files\/\d+_(s|m|l|xl|orig)\.jpg$/.test(p)) return bin('image/jpeg', u.href);
    return wrap('Не найдено', '', 404);
  }

  private filesHost(u: URL): Resp {
    const p = u.pathname;
    const s = sortParams(u);
    const listing = (dir: string, entries: [string, number, number][]) => {
      const col = s.C ?? 'N';
      const desc = s.O === 'D';
      const sorted = [...entries].sort((x, y) => (col === 'M' ? x[1] - y[1] : col === 'S' ? x[2] - y[2] : x[0] < y[0] ? -1 : 1) * (desc ? -1 : 1));
      return { status: 200, type: 'text/html;charset=UTF-8', body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html>\n <head>\n  <title>Index of ${esc(dir)}</title>\n </head>\n <body>\n<h1>Index of ${esc(dir)}</h1>\n<pre>${['N', 'M', 'S', 'D'].map((c) => `<a href="?C=${c};O=${col === c && !desc ? 'D' : 'A'}">${{ N: 'Name', M: 'Last modified', S: 'Size', D: 'Description' }[c]}</a>`).join(' ')}<hr><a href="${dir.split('/').slice(0, -2).join('/')}/">Parent Directory</a>\n${sorted.map(([n, d, sz]) => `<a href="${n}">${n}</a> ${fISO(d)} 12:00 ${sz}`).join('\n')}\n<hr></pre>\n<address>Apache/2.2.22 (Debian) Server at ${H.files} Port 80</address>\n</body></html>\n` };
    };
    if (p === '/') return moved(`${FILES}/pub/`);
    if (p === '/pub/') return listing(p, [['logs/', dayOf(2020, 3, 18), 0], ['distrib/', dayOf(2019, 9, 1), 0], ['datasets/', dayOf(2019, 11, 2), 0], ['courses/', dayOf(2016, 6, 30), 0]]);
    if (p === '/pub/logs/') return listing(p, ['www/', 'mail/', 'proxy/'].map((x) => [x, dayOf(2020, 3, 18), 0]));
    const lm = /^\/pub\/logs\/(www|mail|proxy)\/(?:(\d{4})\/(?:(\d\d)\/(?:([a-z]+)\.log-(\d{8})\.gz)?)?)?$/.exec(p);
    if (lm) {
      if (!lm[2]) return listing(p, span(2016, 2020).map((y) => [`${y}/`, dayOf(y, 12, 31), 0]));
      const y = Number(lm[2]);
      if (y < 2016 || y > 2020) return apache404(H.files, p);
      if (!lm[3]) return listing(p, span(1, 12).filter((m) => dayOf(y, m, 1) <= NOW).map((m) => [`${pad(m)}/`, dayOf(y, m, 28), 0]));
      const m = Number(lm[3]);
      if (m < 1 || m > 12 || dayOf(y, m, 1) > NOW) return apache404(H.files, p);
      const n = dayOf(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1) - dayOf(y, m, 1);
      if (!lm[4]) return listing(p, span(1, n).filter((d) => dayOf(y, m, d) < NOW).map((d) => [`${lm[1] === 'www' ? 'access' : lm[1]}.log-${y}${pad(m)}${pad(d)}.gz`, dayOf(y, m, d), 100000 + (hash(`${y}${m}${d}`) % 900000)]));
      return bin('application/x-gzip', u.href);
    }
    if (p === '/pub/distrib/') return listing(p, ['ubuntu-18.04.4-desktop-amd64.iso', 'VirtualBox-6.0.14.exe', 'putty-0.73-installer.msi', 'texlive2019.iso', 'anaconda3-2019.10-Linux.sh'].map((x, i) => [x, dayOf(2019, 3 + i, 1), 50000000 + i * 12345]));
    if (p === '/pub/datasets/') return listing(p, ['nevgu-news-corpus-2018.tar.gz', 'fcs-photos-faces.zip', 'ruz-timetable-2019.csv', 'forum-dump-2017.sql.gz'].map((x, i) => [x, dayOf(2018, 2 + i, 5), 2000000 + i * 99999]));
    if (p === '/pub/courses/') return listing(p, COURSES.slice(0, 14).map((c) => [`${c.slug}/`, dayOf(2016, 6, 30), 0]));
    const cm = /^\/pub\/courses\/([a-z]+)\/$/.exec(p);
    if (cm && courseBy.has(cm[1])) return listing(p, span(2010, 2015).map((y) => [`${cm[1]}-${y}.tar.gz`, dayOf(y + 1, 6, 30), 1000000 + (hash(`${cm[1]}${y}`) % 9000000)]));
    if (/\.(iso|exe|msi|sh|gz|zip|csv)$/.test(p)) return bin('application/octet-stream', u.href);
    return apache404(H.files, p);
  }

  private ruzHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const groups = span(0, 23).map((i) => ({ id: 301 + i * 4, name: `ФКН-${16 + Math.floor(i / 6)}${pad((i % 6) + 1)}`, kurs: 4 - Math.floor(i / 6) }));
    const wrap = (t: string, b: string, status = 200) => page(`<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>${esc(t)} — РУЗ НевГУ</title></head><body><h1>${esc(t)}</h1><nav>${a('/', 'Группы')} ${a('/lecturers/', 'Преподаватели')} ${a(`${WWW}/`, 'ФКН')}</nav>${b}</body></html>`, status);
    if (p === '/') return wrap('Расписание учебных занятий', `<ul>${groups.map((g) => li(`/timetable/group/${g.id}?week=2020-03-16`, g.name)).join('')}</ul>`);
    if (p === '/lecturers/') return wrap('Преподаватели', `<ul>${FACULTY.map((f) => li(`/timetable/lecturer/${f.sid}?week=2020-03-16`, f.short)).join('')}</ul>`);
    const m = /^\/timetable\/(group|lecturer)\/(\d+)$/.exec(p);
    const wk = /^(\d{4})-(\d\d)-(\d\d)$/.exec(sp.get('week') ?? '');
    if (!m || !wk) return wrap('Не найдено', '', 404);
    const monday = dayOf(Number(wk[1]), Number(wk[2]), Number(wk[3]));
    if (wd(monday) !== 1 || monday < dayOf(2014, 1, 1) || monday > dayOf(2025, 12, 31)) return wrap('Неверная неделя', '', 404);
    const id = Number(m[2]);
    const g = m[1] === 'group' ? groups.find((x) => x.id === id) : undefined;
    const f = m[1] === 'lecturer' ? FACULTY.find((x) => x.sid === id) : undefined;
    if (!g && !f) return wrap('Не найдено', '', 404);
    const [yy, mm] = ymd(monday);
    const ay = mm >= 8 ? yy : yy - 1;
    const sem = mm >= 9 || mm === 1 ? 1 : mm >= 2 && mm <= 6 ? 2 : 0;
    const offs = sem ? this.offs.filter((o) => o.y === Math.min(2019, ay) && o.c.sem === sem && (g ? o.c.kurs === String(g.kurs) : o.f === f)) : [];
    const base = `/timetable/${m[1]}/${id}?week=`;
    return wrap(`${g ? `Группа ${g.name}` : f!.short}: неделя с ${fDot(monday)}`, `<p>${a(`${base}${fISO(monday - 7)}`, '← Предыдущая неделя')} | ${a(`${base}${fISO(monday + 7)}`, 'Следующая неделя →')}</p><table border="1">${span(1, 6).map((d) => `<tr><th>${WDFULL[d]}, ${fDD(monday + d - 1)}</th><td>${offs.filter((o) => o.c.day === d).map((o) => `${PARA[o.c.para]} ${a(this.rpdUrl(o.c, o.y), o.c.name)} (${g ? esc(o.f.short) : esc(kursRu(o.c))}, ${monday + d - 1 >= DISTANCE ? 'онлайн' : esc(o.room)})`).join('<br>')}</td></tr>`).join('')}</table>`);
  }

  private priemHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const wrap = (t: string, b: string, status = 200) => page(`<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>${esc(t)} — Приёмная комиссия НевГУ</title></head><body><header>${a('/', 'Приёмная комиссия НевГУ')} ${a('/bachelor/', 'Бакалавриат')} ${a('/master/', 'Магистратура')} ${a('/lists/', 'Конкурсные списки 2019')} ${a('/faq/', 'Вопросы')}</header><h1>${esc(t)}</h1>${b}</body></html>`, status);
    const progs = ['09.03.04', '01.03.02', '09.03.01', '02.03.02', '09.04.04', '01.04.02', '38.03.01', '03.03.02', '04.03.01', '40.03.01'];
    if (p === '/') return wrap('Приём 2020', `${rpara(rng(21), 3)}<ul>${li('/bachelor/', 'Бакалавриат')}${li('/master/', 'Магистратура')}${li('/olympiads/', 'Олимпиады школьников')}${li('/docs/pravila-priema-2020.pdf', 'Правила приёма 2020 (PDF)')}</ul>`);
    if (['/bachelor/', '/master/', '/olympiads/', '/faq/'].includes(p)) return wrap({ '/bachelor/': 'Бакалавриат', '/master/': 'Магистратура', '/olympiads/': 'Олимпиады', '/faq/': 'Вопросы и ответы' }[p]!, `${rpara(rng(hash(p)), 4)}<ul>${progs.filter((x) => (p === '/master/') === x.includes('.04.')).map((x) => li(`/programs/${x}/`, x)).join('')}</ul>`);
    const pm = /^\/programs\/(\d\d\.0[34]\.\d\d)\/$/.exec(p);
    if (pm && progs.includes(pm[1])) return wrap(`Направление ${pm[1]}`, `${rpara(rng(hash(p)), 3)}<p>${a(`/lists/?program=${pm[1]}&basis=budget`, 'Конкурсный список 2019 (бюджет)')} · ${a(`/lists/?program=${pm[1]}&basis=contract`, 'платное обучение')}</p>`);
    if (p === '/lists/') {
      const prog = sp.get('program');
      const basis = sp.get('basis') ?? 'budget';
      if (!prog) return wrap('Конкурсные списки 2019', `<ul>${progs.map((x) => li(`/lists/?program=${x}&basis=budget`, x)).join('')}</ul>`);
      if (!progs.includes(prog) || !['budget', 'contract', 'target', 'quota'].includes(basis)) return wrap('Не найдено', '', 404);
      const n = 40 + (hash(`pl${prog}${basis}`) % 400);
      const pg = Math.max(1, Number(sp.get('page') ?? 1) || 1);
      const last = Math.ceil(n / 50);
      if (pg > last) return wrap('Не найдено', '', 404);
      const r = rng(hash(`pl${prog}${basis}${pg}`));
      return wrap(`Конкурсный список: ${prog} (${basis})`, `<p>${['budget', 'contract', 'target', 'quota'].map((b) => a(`/lists/?program=${prog}&basis=${b}`, b)).join(' | ')}</p><table border="1"><tr><th>№</th><th>СНИЛС / номер</th><th>Сумма баллов</th><th>Согласие</th></tr>${span((pg - 1) * 50 + 1, Math.min(n, pg * 50)).map((i) => `<tr><td>${i}</td><td>${int(r, 100, 999)}-${int(r, 100, 999)}-${int(r, 100, 999)} ${pad(int(r, 0, 99))}</td><td>${Math.max(150, 310 - i + int(r, -3, 3))}</td><td>${r() < 0.4 ? 'да' : 'нет'}</td></tr>`).join('')}</table><p>${span(1, last).map((i) => (i === pg ? `<b>${i}</b>` : a(`/lists/?program=${prog}&basis=${basis}&page=${i}`, String(i)))).join(' ')}</p>`);
    }
    if (p.startsWith('/docs/')) return bin('application/pdf', u.href);
    return wrap('Страница не найдена', '', 404);
  }
}

// =====================================================================================================================
// Tables used by the templates
// =====================================================================================================================

/** The teacher's course index on the old host, per URL scheme. */
const indexOf = (f: Fac) => ({ A: `/~${f.login}/teaching/`, B: `/~${f.login}/courses/`, C: `/~${f.login}/kurs.htm`, D: `/~${f.login}/study/`, F: `/~${f.login}/lections/` })[f.scheme];
const TR: Record<string, string> = { а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya' };
function translit(s: string): string { return [...s.toLowerCase()].map((c) => TR[c] ?? (/[a-z]/.test(c) ? c : '')).join(''); }
