/**
 * Rehearsal web Q: 東和大学 (Towa University, fictional, `towa-u.ac.jp`) — 工学部 情報工学科 and 大学院 情報理工学研究科 — as an
 * archiving crawler would have captured it on Wednesday 15 January 2020: 令和元年度（2019年度）後期, week 14 of 15 (前期 = April–July,
 * 後期 = October–February; 期末試験 from 1/28). Written apart from the crawler (nothing under src/ was read), for bench/modern-warc.ts
 * (`--layout q`). Everything lives under the one registrable domain; Twitter, YouTube, GitHub, researchmap, Google Scholar, CDNs and
 * other universities (`*.ac.jp`, off-site by the public-suffix list) are linked but not archived.
 *
 * Seed: https://www.cs.towa-u.ac.jp/ — the department's WordPress 5.3 (its own robots.txt in `robots`): utility bar (English, アクセス,
 * 学内限定), mega-menu (学科紹介, 入試情報, 教育, 研究, 教員紹介, 学生生活・進路, ニュース), breadcrumbs, footer (東和Moodle, シラバス,
 * 研究者データベース, 旧サイト, address, SNS), news, events, banners and lab tiles; an `/en/` twin of part of it.
 *
 * Language: Japanese throughout (UTF-8, except the legacy pages below), English for the /en/ twin, English-taught graduate courses
 * and a few teachers' pages. Dates as 10月2日(水), 2019/10/02 or Oct. 2 (Wed); class days skip national holidays (10/14, 10/22 of 2019,
 * 11/4 …), 大学祭 and 冬季休業. 科目ナンバリング `CSE-2212` from 2016 on some pages, 時間割コード `0622178` in the syllabus and a few homes.
 *
 * COURSE HOMES (`courseHomes`, 269: one per course offering with a public page of its own, 2005–2019年度, from 651 offerings of 54
 * courses; 66 more are SSO-walled Moodle courses, 316 have no page):
 *  1. `ud` (133): teachers' userdir pages on www.cs in seven schemes — `~tanaka/lecture/2015/automata/` (21), `~suzuki/jugyo/adv-dist2019/`
 *     (5), `~kobayashi/kougi/cg/index.html` for the newest and `…/kougi/image/2012/index.html` for older ones (19), `~ito/class/2019-2/
 *     adv-se.html` with files in `adv-se/` (24), bilingual `~yamamoto/teaching/web/` and `…/teaching/web18/` (20), framesets
 *     `~kimura/kougi/logic10/` (22; the frameset is the home, `menu.html`/`main.html`/`kadai.html` are subpages linked from <noframes>)
 *     and flat `~inoue/lec/parallel11.html` (22). 55 are Shift_JIS or EUC-JP bytes, declared in meta and header, meta only (as
 *     `Shift_JIS`, `shift_jis`, `x-sjis`, `EUC-JP`, `x-euc-jp`), header only, nowhere, or with a wrong `ISO-8859-1` header; table/font
 *     markup to 2010, XHTML to 2015, Bootstrap after. Subpages `kadai.html`/`report.html`/`exercise.html` and slides (`slides/03.pdf`,
 *     `pdf/lec3.pdf`, `os03.pdf`). Listed on the teacher's home (2019), on the teacher's course index (`lecture/`, `kougi/`, `class/`,
 *     `lecture.html` …; every year, with dead links to deleted early pages) and past-offering links on the newest page.
 *  2. `lab` (38): course sites on the lab server, Sphinx (`lab.cs…/~ml-lab/courses/2019/adv-ml/`, `schedule.html`, `assignments.html`,
 *     `genindex.html`, `_sources/…`, `index.html` twin) or Jekyll (`~hpc-lab/class/2018/parallel/`, `schedule/`, `assignments/`), listed
 *     on the lab's `lecture.html`.
 *  3. `old` (39): department-run courses (実験, PBL, 特別講義, 演習) 2009–2017 on the frozen Shift_JIS site, `old.cs…/class/2014/jikken2/
 *     index.html` (the directory form answers too), listed by year on `/class/2014/index.html`.
 *  4. `kyoumu` (15): 演習 pages on the 教務 WordPress (plain permalinks) `www.cs…/kyoumu/?page_id=238`, listed on `?page_id=5`.
 *  5. `wiki` (12): PukiWiki pages `wiki.cs…/index.php?講義%2F2019%2F情報理論` (percent-encoded), with `…/課題` and `…/資料` subpages.
 *  6. `pages` (11): GitLab Pages sites `os-2019.pages.cs…/` (Jekyll; `schedule/`, `assignments/`, `about/`, `feed.xml`), each with its
 *     GitLab project.
 *  7. `cms` (10) and `cmsen` (2): the department WordPress's course pages of 2018–2019, `/education/undergraduate/courses/2019/
 *     jikken1/` (some with a `kadai/` child page), and English `/en/education/graduate/courses/2019/glob/`.
 *  8. `moodle` (9): 東和Moodle 3.5 courses open to guests, `moodle.towa-u.ac.jp/course/view.php?id=1703` (topics format: 第n回 sections,
 *     resources, quizzes, assignments); the other ~1,020 Moodle courses (this department's walled ones and the rest of the university)
 *     303 to `/login/index.php`, whose SSO button 302s to the Shibboleth IdP (`sso…/idp/profile/SAML2/Redirect/SSO?SAMLRequest=…`).
 *
 * COURSE-RELATED NON-HOMES: syllabus entries (one per course × 年度 2015–2019 × ja/en, with the same 授業計画 as the home, print views and
 * links to the home on some), Moodle category listings (年度 → 学部 → 学科 → 学期, guest icons) and course summaries (`info.php`),
 * course lists by 年度 on the CMS, the timetable (`?nendo=&gakki=&gakunen=`), 休講・補講・教室変更・試験 notices on the 教務 WordPress
 * (`?p=`, `?cat=`, `?m=201912`, `?paged=`), faculty profiles (this year's courses), researcher-database teaching tabs, teachers' course
 * indexes, lab `lecture.html` pages, subpages, frames and slides of every home, wiki backups of course pages, the "moved to Moodle"
 * notice on the last userdir page of teachers who switched, news about courses.
 *
 * NOISE AND TRAPS (most of the 54,000 records): the university-wide syllabus (1,530 entries per language, faceted search by 年度 × 学部
 * × 学期 × 曜日 × 時限 with pagers); a PukiWiki (253 pages, 1,844 versions: `?cmd=edit|diff|backup|freeze`, `&age=N&action=diff|
 * nowdiff|source`, `?plugin=attach|template|rename|newpage|related`, NOINDEX meta on non-read pages); a Piwigo gallery (71 albums,
 * 1,571 photos in category, tag and recent contexts, slideshow, EXIF, size variants, downloads → login); MHonArc archives of 13 lists
 * (date/thread indexes with pagers, EUC-JP before 2016); WordPress news (1,004 posts, date/category/tag archives with `/page/N/`,
 * percent-encoded Japanese slugs, `?p=`/`?page_id=` 301s) and an endless events calendar (`/events/month/2031-07/`); the researcher
 * database (335 researchers × 5 tabs × 2 languages); lab sites (members, 業績, 卒業論文 PDFs, ゼミ schedules, graduates' dead userdirs);
 * the frozen 2018 site (news 2008–2017, staff pages); the university site; an autoindexed file server (`ftp.cs…/pub/logs/gw/2019/12/`,
 * `?C=M;O=D` sorts, daily logs, datasets); GitLab; SSO walls (portal, webmail, OPAC); PDFs, images, 403s and Apache/nginx 404s.
 *
 * Breadth-first from the seed (bench/modern-warc.ts, 54,000 records in ~19 s, 73 MB gzipped, 783 revisits, 30 hosts) archives all
 * 269 homes; the evaluator's BFS finds 50% of them after 8,090 fetches, 90% after 24,523 and the last after 45,599 (the
 * 2014 guest Moodle courses and teachers' oldest pages, reached only through course indexes, come last). `respond` is
 * pure and deterministic (all randomness is `rng(hash(…))` of stable keys; the Shift_JIS/EUC-JP tables are inverted from Node's
 * TextDecoder, so Node needs full ICU — the default build).
 */
import { hash, rng, type Resp } from './modern-web.js';
import { a, bin, esc, hex, int, li, moved, pad, pick, sortParams, type R } from './web-kit.js';

// =====================================================================================================================
// Hosts
// =====================================================================================================================

const DOM = 'towa-u.ac.jp';
const H = {
  www: `www.cs.${DOM}`,
  csBare: `cs.${DOM}`,
  uni: `www.${DOM}`,
  uniBare: DOM,
  lab: `lab.cs.${DOM}`,
  gitlab: `gitlab.cs.${DOM}`,
  moodle: `moodle.${DOM}`,
  sso: `sso.${DOM}`,
  syl: `syllabus.${DOM}`,
  wiki: `wiki.cs.${DOM}`,
  photo: `photo.cs.${DOM}`,
  ml: `ml.cs.${DOM}`,
  ftp: `ftp.cs.${DOM}`,
  old: `old.cs.${DOM}`,
  rdb: `researchers.${DOM}`,
  portal: `portal.${DOM}`,
  mail: `webmail.${DOM}`,
  opac: `opac.lib.${DOM}`,
};
const PAGES = `.pages.cs.${DOM}`;
/** Served over plain http only (the frozen 2018 site, the file server, the list archive); every other host 301s http → https. */
const HTTP_ONLY = new Set([H.old, H.ftp, H.ml]);
const WWW = `https://${H.www}`;
const UNI = `https://${H.uni}`;
const LAB = `https://${H.lab}`;
const GL = `https://${H.gitlab}`;
const MOODLE = `https://${H.moodle}`;
const SSO = `https://${H.sso}`;
const SYL = `https://${H.syl}`;
const WIKI = `https://${H.wiki}`;
const PHOTO = `https://${H.photo}`;
const ML = `http://${H.ml}`;
const FTP = `http://${H.ftp}`;
const OLD = `http://${H.old}`;
const RDB = `https://${H.rdb}`;

// =====================================================================================================================
// Legacy encodings: Shift_JIS and EUC-JP bytes for the old pages (Node's TextEncoder writes UTF-8 only, so the tables
// are the inverse of its WHATWG/ICU decoders over the JIS X 0208 double-byte area; built once, deterministic)
// =====================================================================================================================

type CS = 'utf8' | 'sjis' | 'euc';
/** How a page declares its charset: HTTP header and meta, meta only, header only, neither, or a wrong header (ISO-8859-1). */
type Decl = 'both' | 'meta' | 'http' | 'none' | 'clash';
const CS_HTTP: Record<CS, string> = { utf8: 'UTF-8', sjis: 'Shift_JIS', euc: 'EUC-JP' };
const tables: Partial<Record<'sjis' | 'euc', Map<number, number>>> = {};
const span = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
function table(cs: 'sjis' | 'euc'): Map<number, number> {
  const have = tables[cs];
  if (have) return have;
  const t = new Map<number, number>();
  const dec = new TextDecoder(cs === 'sjis' ? 'shift_jis' : 'euc-jp');
  const leads = cs === 'sjis' ? [...span(0x81, 0x84), ...span(0x88, 0x9f), ...span(0xe0, 0xea)] : [...span(0xa1, 0xa8), ...span(0xb0, 0xf4)];
  const trails = cs === 'sjis' ? [...span(0x40, 0x7e), ...span(0x80, 0xfc)] : span(0xa1, 0xfe);
  for (const l of leads) {
    for (const tr of trails) {
      const s = dec.decode(Uint8Array.of(l, tr));
      if (s.length === 1 && s !== '\ufffd' && !t.has(s.charCodeAt(0))) t.set(s.charCodeAt(0), (l << 8) | tr);
    }
  }
  tables[cs] = t;
  return t;
}
/** Look-alikes the decoders map differently (WAVE DASH / FULLWIDTH TILDE, MINUS SIGN / FULLWIDTH HYPHEN-MINUS, …). */
const ALIAS: Record<number, number> = { 0x301c: 0xff5e, 0xff5e: 0x301c, 0x2212: 0xff0d, 0xff0d: 0x2212, 0x2016: 0x2225, 0x2225: 0x2016, 0x00a2: 0xffe0, 0x00a3: 0xffe1, 0x00ac: 0xffe2, 0x2014: 0x2015, 0x2015: 0x2014 };
/** `s` in the given charset; a character outside JIS X 0208 becomes 〓 (the geta mark), as old editors wrote it. */
function encode(s: string, cs: CS): Buffer {
  if (cs === 'utf8') return Buffer.from(s, 'utf8');
  const t = table(cs);
  const geta = t.get(0x3013) ?? 0x3f;
  const alias = (c: number) => t.get(c) ?? t.get(ALIAS[c] ?? -1);
  const out = Buffer.alloc(s.length * 2);
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) out[n++] = c;
    else {
      const v = alias(c) ?? geta;
      out[n++] = v >> 8;
      out[n++] = v & 0xff;
    }
  }
  return out.subarray(0, n);
}
/** A page as an old web server sends it: the bytes in `cs`, the header per `decl` (the meta tag is the template's). */
function legacy(doc: string, cs: CS, decl: Decl, status = 200): Resp {
  const type = cs === 'utf8' ? (decl === 'both' ? 'text/html; charset=UTF-8' : 'text/html') : decl === 'both' || decl === 'http' ? `text/html; charset=${CS_HTTP[cs]}` : decl === 'clash' ? 'text/html; charset=ISO-8859-1' : 'text/html';
  return { status, type, body: encode(doc, cs) };
}
const metaCT = (cs: CS, decl: Decl, label: string) => (cs !== 'utf8' && (decl === 'http' || decl === 'none') ? '' : `<meta http-equiv="Content-Type" content="text/html; charset=${cs === 'utf8' ? 'UTF-8' : label}">`);
const page = (body: string): Resp => ({ status: 200, type: 'text/html; charset=UTF-8', body });
const txt = (body: string, cs: CS = 'utf8'): Resp => ({ status: 200, type: cs === 'utf8' ? 'text/plain; charset=utf-8' : 'text/plain', body: encode(body, cs) });

function apache404(host: string, path: string, port = 443): Resp {
  return { status: 404, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL ${esc(path)} was not found on this server.</p>\n<hr>\n<address>Apache/2.4.29 (Ubuntu) Server at ${host} Port ${port}</address>\n</body></html>\n` };
}
function apache403(host: string, path: string): Resp {
  return { status: 403, type: 'text/html; charset=iso-8859-1', body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>403 Forbidden</title>\n</head><body>\n<h1>Forbidden</h1>\n<p>You don't have permission to access ${esc(path)}\non this server.<br />\n</p>\n<hr>\n<address>Apache/2.4.29 (Ubuntu) Server at ${host} Port 443</address>\n</body></html>\n` };
}
function nginx404(): Resp {
  return { status: 404, type: 'text/html', body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx/1.16.1</center>\r\n</body>\r\n</html>\r\n' };
}
/** The Shibboleth IdP every protected resource ends at (the AuthnRequest differs, the login form does not). */
const sso = (target: string) => `${SSO}/idp/profile/SAML2/Redirect/SSO?SAMLRequest=${hex(`saml:${target}`, 28)}&RelayState=${encodeURIComponent(target)}`;

// =====================================================================================================================
// Calendar: captured Wednesday 15 January 2020 — 令和元年度（2019年度）後期, week 14 of 15
// =====================================================================================================================

const DAY = 86400000;
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY);
const dOf = (n: number) => new Date(n * DAY);
const ymd = (n: number): [number, number, number] => { const d = dOf(n); return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]; };
const wd = (n: number) => dOf(n).getUTCDay();
const WJ = '日月火水木金土';
const WE = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sep.', 'Oct.', 'Nov.', 'Dec.'];
const fJ = (n: number) => { const [y, m, d] = ymd(n); return `${y}年${m}月${d}日`; };
const fMdW = (n: number) => { const [, m, d] = ymd(n); return `${m}月${d}日(${WJ[wd(n)]})`; };
const fSl = (n: number) => { const [y, m, d] = ymd(n); return `${y}/${pad(m)}/${pad(d)}`; };
const fMd = (n: number) => { const [, m, d] = ymd(n); return `${m}/${d}`; };
const fISO = (n: number) => dOf(n).toISOString().slice(0, 10);
const fEn = (n: number) => { const [, m, d] = ymd(n); return `${MON[m - 1]} ${d} (${WE[wd(n)]})`; };
const NOW = dayOf(2020, 1, 15);
const TERM = ['', '前期', '後期'];
const TERM_EN = ['', 'Spring', 'Fall'];
/** 和暦 for 年度 labels: 平成17年度 … 平成30年度, 令和元年度. */
const wareki = (y: number) => (y >= 2019 ? (y === 2019 ? '令和元' : `令和${y - 2018}`) : `平成${y - 1988}`);

const HOLIDAYS = new Set<number>();
{
  const nthMonday = (y: number, m: number, k: number) => { let d = dayOf(y, m, 1); while (wd(d) !== 1) d++; return d + 7 * (k - 1); };
  const base: number[] = [];
  for (let y = 2004; y <= 2021; y++) {
    for (const [m, d] of [[1, 1], [2, 11], [3, 20], [4, 29], [5, 3], [5, 4], [5, 5], [9, 23], [11, 3], [11, 23]]) base.push(dayOf(y, m, d));
    if (y <= 2018) base.push(dayOf(y, 12, 23));
    base.push(nthMonday(y, 1, 2), nthMonday(y, 7, 3), nthMonday(y, 9, 3), nthMonday(y, 10, 2));
  }
  for (const [m, d] of [[4, 30], [5, 1], [5, 2], [10, 22]]) base.push(dayOf(2019, m, d));
  for (const h of base) { HOLIDAYS.add(h); if (wd(h) === 0) HOLIDAYS.add(h + 1); }
}
/** No class: national holidays, 冬季休業 (12/25–1/7) and the 大学祭 (東和祭, 11/1–11/2). */
const isOff = (n: number) => { if (HOLIDAYS.has(n)) return true; const [, m, d] = ymd(n); return (m === 12 && d >= 25) || (m === 1 && d <= 7) || (m === 11 && d <= 2); };
/** Fifteen class days of a term on weekday `day` (1 = 月), then the exam day. */
function sessionDates(y: number, t: number, day: number): number[] {
  let n = t === 1 ? dayOf(y, 4, 8) : dayOf(y, 10, 1);
  while (wd(n) !== day) n++;
  const out: number[] = [];
  while (out.length < 16) { if (!isOff(n)) out.push(n); n += 7; }
  return out;
}

// =====================================================================================================================
// Vocabulary
// =====================================================================================================================

const JN = `計算機 アルゴリズム データ構造 ネットワーク プロトコル 並列処理 機械学習 深層学習 画像認識 自然言語処理 音声認識 情報セキュリティ 暗号
ソフトウェア システム データベース クラウド センサ ロボット 可視化 最適化 シミュレーション モデル 評価実験 プログラム コンパイラ 仮想化 組込みシステム
ユーザインタフェース 情報検索 グラフ 行列計算 確率モデル 統計解析 信号処理 論理回路 ハードウェア メモリ キャッシュ プロセッサ 分散システム 知識表現
推薦システム 対話システム 形式検証 ソフトウェアテスト 高性能計算 量子計算 無線通信 プライバシー保護 教育支援 情報社会`.split(/\s+/);
const JV = ['について検討する', 'を議論した', 'を解説する', 'を紹介します', 'を提案する', 'を実装した', 'の評価を行った', 'を明らかにした', 'を学ぶ', 'を理解する', 'に取り組んでいます', 'を開発しています'];
function jsent(r: R): string {
  const n = () => pick(r, JN);
  switch (int(r, 0, 5)) {
    case 0: return `${n()}の${n()}${pick(r, JV)}。`;
    case 1: return `本研究では、${n()}と${n()}を組み合わせた新しい${n()}を${pick(r, ['提案する', '検討する', '開発した'])}。`;
    case 2: return `${n()}に関する${n()}${pick(r, JV)}。`;
    case 3: return `${n()}を用いた${n()}の${pick(r, ['評価', '解析', '設計', '実装'])}を行い、その有効性を${pick(r, ['確認した', '示した', '明らかにした'])}。`;
    case 4: return `${pick(r, ['近年', '現在', 'これまで', '今後'])}、${n()}は${n()}の分野で${pick(r, ['注目されている', '広く用いられている', '重要な役割を果たしている'])}。`;
    default: return `${n()}や${n()}など、${n()}の${pick(r, ['基礎', '応用', '最新の動向'])}を${pick(r, ['紹介します', '学びます', '解説します'])}。`;
  }
}
const jtext = (r: R, n = 3) => Array.from({ length: n }, () => jsent(r)).join('');
const jpara = (r: R, n = 3) => `<p>${jtext(r, n)}</p>`;
const EW = `the of and to in for is on that with as by this we are be from at an or can our which students course lecture research system
data network learning model algorithm analysis design evaluation method performance security software hardware parallel computing
language image vision graphics robot sensor signal processing optimization theory experiment laboratory university department
engineering information science graduate international program seminar workshop conference paper journal project`.split(/\s+/);
const ewords = (r: R, n: number) => Array.from({ length: n }, () => pick(r, EW)).join(' ');
const epara = (r: R, n = 3) => `<p>${Array.from({ length: n }, () => { const s = ewords(r, int(r, 8, 16)); return `${s[0].toUpperCase()}${s.slice(1)}.`; }).join(' ')}</p>`;

const SEI = '佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 木村 林 斎藤 清水 山崎 森 池田 橋本 阿部 石川 山下 中島 石井 小川 前田 岡田 長谷川 藤田 後藤 近藤 村上 遠藤 青木 坂本 福田 太田 西村 藤井 金子 岡本 藤原 中野 三浦 原田 中川 松田 竹内 小野 田村 中山 和田 石田 森田 上田 原 内田 柴田 酒井 宮崎 横山 高木 安藤 宮本 大野 小島 谷口 今井 工藤 高田 増田 丸山 杉山 村田 大塚 新井 小山 平野 藤本 河野 上野 野口 武田 松井 千葉 岩崎 木下 久保 佐野 野村 松尾 市川 菊地 杉本 古川 大西 島田 水野 桜井 高野 吉川 山内 西田 飯田 永井 服部 川口'.split(' ');
const MEI = '大翔 蓮 悠真 湊 陽翔 樹 颯太 大和 悠斗 陸 翔太 健太 拓海 大輝 翼 直人 和也 亮 誠 達也 優斗 涼 駿 海斗 美咲 陽菜 結衣 葵 彩花 七海 莉子 楓 真央 千尋 舞 愛 菜々子 沙也加 麻衣 奈緒 由佳 理沙 遥 明日香 智也 浩平 雄太 紗希 恵美 裕太'.split(' ');
const student = (r: R) => `${pick(r, SEI)} ${pick(r, MEI)}`;

const ROOMS = ['工学部2号館 2-201', '工学部2号館 2-301', '工学部2号館 2-302', '工学部3号館 3-101', '工学部3号館 3-215', '講義棟A A201', '講義棟A A305', '講義棟B B102', '総合研究棟 511', '情報処理演習室1', '情報処理演習室2'];
const PERIOD = ['', '8:50〜10:20', '10:30〜12:00', '13:00〜14:30', '14:40〜16:10', '16:20〜17:50'];
const PUBLISHER = ['共立出版', 'オーム社', '近代科学社', 'サイエンス社', 'コロナ社', '森北出版', '培風館', '昭晃堂', '朝倉書店', '岩波書店', '数理工学社', '東京電機大学出版局'];

// =====================================================================================================================
// Labs, faculty, courses
// =====================================================================================================================

interface Lab { id: string; ja: string; en: string; site: 'sphinx' | 'jekyll' | 'plain'; topics: string[] }
const LABS: Lab[] = `theory|計算理論研究室|Theory of Computation Laboratory|plain|整列アルゴリズム;ヒープとヒープソート;二分探索木;平衡木;ハッシュ法;グラフの探索;最短経路問題;最小全域木;動的計画法;貪欲法;NP完全性;有限オートマトン;正規表現;文脈自由文法;チューリング機械;帰納法と再帰;計算量の基礎;近似アルゴリズム
os|システムソフトウェア研究室|System Software Laboratory|plain|プロセスとスレッド;CPUスケジューリング;同期と排他制御;デッドロック;メモリ管理;仮想記憶;ページ置換;ファイルシステム;入出力管理;仮想化;システムコール;分散合意;時計の同期;障害耐性;遠隔手続き呼出し
arch|計算機アーキテクチャ研究室|Computer Architecture Laboratory|plain|命令セットアーキテクチャ;数の表現;組合せ回路;順序回路;パイプライン;ハザード;分岐予測;キャッシュメモリ;記憶階層;スーパースカラ;マルチコア;入出力;性能評価;ブール代数;カルノー図
ml|機械学習研究室|Machine Learning Laboratory|sphinx|確率の基礎;線形回帰;ロジスティック回帰;正則化;サポートベクタマシン;決定木;アンサンブル学習;クラスタリング;主成分分析;ニューラルネットワーク;誤差逆伝播法;畳み込みニューラルネットワーク;ベイズ推定;強化学習;探索;知識表現;推定と検定
nlp|自然言語処理研究室|Natural Language Processing Laboratory|plain|情報量とエントロピー;情報源符号化;ハフマン符号;通信路容量;誤り訂正符号;形態素解析;構文解析;単語埋め込み;言語モデル;機械翻訳;情報検索;系列ラベリング;対話システム
net|情報ネットワーク研究室|Information Network Laboratory|plain|OSI参照モデル;物理層とデータリンク層;イーサネット;IPとルーティング;TCPとUDP;輻輳制御;DNS;HTTPとWeb;無線LAN;ネットワークセキュリティ;SDN;P2Pネットワーク
sec|情報セキュリティ研究室|Information Security Laboratory|plain|共通鍵暗号;公開鍵暗号;RSA暗号;楕円曲線暗号;ハッシュ関数;デジタル署名;認証;アクセス制御;マルウェア;Webセキュリティ;暗号プロトコル;秘密分散
db|データ工学研究室|Data Engineering Laboratory|plain|関係モデル;関係代数;SQL;正規化;トランザクション;同時実行制御;障害回復;索引;問合せ最適化;NoSQL;HTMLとCSS;JavaScript;サーバサイドプログラミング
se|ソフトウェア工学研究室|Software Engineering Laboratory|sphinx|変数と式;条件分岐;繰り返し;配列;関数;ポインタ;構造体;ファイル入出力;クラスとオブジェクト;継承;要求分析;設計;UML;テスト;バージョン管理;アジャイル開発;型システム;字句解析;構文解析;意味解析;コード生成
cg|画像情報研究室|Image Information Laboratory|plain|座標変換;投影;ラスタライズ;隠面消去;シェーディング;テクスチャマッピング;レイトレーシング;画像の表現;フィルタリング;エッジ検出;特徴抽出;画像認識;カメラモデル
hci|ヒューマンインタフェース研究室|Human Interface Laboratory|jekyll|人間の認知特性;ユーザビリティ;インタラクションデザイン;プロトタイピング;評価手法;情報可視化;入力デバイス;アクセシビリティ;ユーザ調査;タンジブルインタフェース
hpc|並列分散処理研究室|Parallel and Distributed Processing Laboratory|jekyll|数値誤差;非線形方程式;連立一次方程式;補間;数値積分;常微分方程式;並列計算機;MPI;OpenMP;GPUプログラミング;性能モデル;負荷分散
robot|知能ロボティクス研究室|Intelligent Robotics Laboratory|sphinx|フーリエ変換;離散フーリエ変換;z変換;ディジタルフィルタ;センサ;アクチュエータ;運動学;制御;マイコン;リアルタイムOS;自己位置推定;経路計画`
  .split('\n').map((l) => { const [id, ja, en, site, topics] = l.split('|'); return { id, ja, en, site: site as Lab['site'], topics: topics.split(';') }; });
const labBy = new Map(LABS.map((l) => [l.id, l]));
const labDir = (l: Lab) => `/~${l.id}-lab/`;
const EN_TOPICS: Record<string, string[]> = {
  ml: ['Probability review', 'Linear regression', 'Regularization', 'Kernel methods', 'Support vector machines', 'Graphical models', 'EM algorithm', 'Variational inference', 'Gaussian processes', 'Deep neural networks', 'Optimization for deep learning', 'Generative models', 'Reinforcement learning', 'Learning theory'],
  hpc: ['Parallel architectures', 'Performance modeling', 'Shared memory and OpenMP', 'Message passing with MPI', 'Collective communication', 'GPU programming with CUDA', 'Dense linear algebra', 'Sparse matrices', 'Iterative solvers', 'FFT', 'Load balancing', 'Parallel I/O', 'Roofline analysis'],
  cg: ['Image formation', 'Camera calibration', 'Feature detection', 'Feature matching', 'Epipolar geometry', 'Stereo', 'Structure from motion', 'Optical flow', 'Segmentation', 'Object recognition', 'CNNs for vision', 'Detection', '3D reconstruction'],
  gen: ['Course overview', 'Research ethics', 'Reading papers', 'Technical writing', 'Presentation skills', 'Guest lecture: industry', 'Guest lecture: AI', 'Guest lecture: security', 'Guest lecture: HCI', 'Group discussion', 'Poster session', 'Project proposals', 'Final presentations'],
};
const PROG = ['開発環境と基本操作', '変数と式', '条件分岐', '繰り返し', '配列', '関数', '再帰', 'ポインタ', '構造体', '文字列処理', 'ファイル入出力', 'リスト構造', 'ソートと探索', 'デバッグの方法', 'ライブラリの利用'];
/** Courses whose plan does not come from their lab's list. */
const COURSE_TOPICS: Record<string, string[]> = {
  prog1: PROG, cprog: PROG, prog2: ['クラスとオブジェクト', 'カプセル化', '継承', 'ポリモーフィズム', '例外処理', 'コレクション', 'ジェネリクス', 'GUIプログラミング', 'スレッド', 'ファイルとストリーム', 'テスト駆動開発', 'チーム開発演習', '最終課題'],
  jikken1: ['ガイダンスと安全教育', 'ディジタル回路の基礎', '論理回路の設計', 'マイコン制御', 'センサ計測', 'ネットワーク構築', 'ソケット通信', 'レポートの書き方', '中間報告会', 'データベース設計', '画像処理', '音声信号処理', '最終報告会'],
  jikken2: ['ガイダンス', 'Webアプリケーション', 'FPGAによる回路設計', 'コンパイラ作成', 'OSカーネルの改造', '機械学習実験', '画像認識実験', 'セキュリティ演習', 'ロボット制御', '中間発表', 'テーマ別実験', '成果発表会'],
  pbl: ['ガイダンスとチーム編成', '要求定義', 'ユーザストーリー', '設計レビュー', 'スプリント1', 'スプリント2', 'スプリント3', '中間発表', 'テスト計画', 'スプリント4', 'リリース準備', '最終発表会'],
  rinri: ['情報倫理とは', '著作権と知的財産権', '個人情報保護', '情報セキュリティと法', '技術者倫理', 'ネット社会のトラブル', 'AIと倫理', '企業の社会的責任', 'キャリア形成', '研究倫理', 'グループ討論', 'まとめ'],
  tokubetsu: ['企業における情報技術（1）', '企業における情報技術（2）', '自動車とソフトウェア', 'クラウドサービスの開発', 'ゲーム開発の現場', '金融とIT', '地方自治体の情報化', 'AIビジネス', '研究開発の現場', 'ベンチャー起業', 'グローバルな働き方', '特別講演'],
  jouhou: ['情報工学の世界', '計算機の歴史', '情報の表現', 'アルゴリズムとは', 'ネットワークとインターネット', 'プログラミング入門', '人工知能の今', 'セキュリティ入門', '研究室紹介（1）', '研究室紹介（2）', 'キャリアと進路', 'まとめ'],
};
const GEN_TOPICS = ['ガイダンスと実験の進め方', 'ディジタル回路の基礎', 'マイコン制御', 'ネットワーク構築', 'データベース設計', '画像処理', '音声信号処理', 'ソケット通信', 'Webアプリケーション', 'チーム開発', '要求定義', '中間発表', 'レポートの書き方', '企業における情報技術', '技術者倫理', '知的財産権', '情報社会と法', 'キャリア形成', '最終発表会'];

type Web = 'ud' | 'udm' | 'lab' | 'pg' | 'wk' | 'm' | 'none';
type Scheme = 'lecY' | 'jugyo' | 'kougi' | 'classT' | 'teach' | 'frames' | 'flat' | '-';
interface Fac { login: string; sei: string; mei: string; name: string; roman: string; rank: string; lab: string; web: Web; scheme: Scheme; enc: string; decl: Decl; since: number; en: boolean; rid: number; slug: string; label: string }
// login|氏名|romaji|職位|研究室|公開先|URL方式|文字コード(u=UTF-8, s/e=2012年までSJIS/EUC, S/E=今もSJIS/EUC)|charset宣言|着任|English
const FACULTY: Fac[] = `tanaka|田中 健一|Ken-ichi Tanaka|教授|theory|ud|lecY|s|meta|1998|0
suzuki|鈴木 誠|Makoto Suzuki|教授|os|ud|jugyo|s|meta|1995|0
kato|加藤 隆|Takashi Kato|教授|arch|udm|kougi|S|both|1993|0
ito|伊藤 直樹|Naoki Ito|准教授|se|ud|classT|u|meta|2006|0
sato-m|佐藤 美咲|Misaki Sato|准教授|hci|lab|-|u|meta|2012|1
takahashi|高橋 浩二|Koji Takahashi|教授|net|ud|frames|e|http|1990|0
watanabe|渡辺 大輔|Daisuke Watanabe|准教授|ml|lab|-|u|meta|2010|1
yamamoto|山本 恵子|Keiko Yamamoto|教授|db|ud|teach|u|meta|2001|1
nakamura|中村 拓也|Takuya Nakamura|講師|os|pg|-|u|meta|2014|0
kobayashi|小林 聡|Satoshi Kobayashi|教授|cg|ud|kougi|S|meta|1997|0
yoshida|吉田 和彦|Kazuhiko Yoshida|教授|nlp|wk|-|e|meta|1999|0
yamada-t|山田 剛|Tsuyoshi Yamada|准教授|sec|udm|lecY|u|both|2008|0
matsumoto|松本 亮|Ryo Matsumoto|助教|ml|pg|-|u|meta|2016|1
inoue|井上 真理子|Mariko Inoue|教授|hpc|ud|flat|E|http|1994|0
kimura|木村 修|Osamu Kimura|教授|arch|ud|frames|s|meta|1992|0
hayashi|林 智史|Satoshi Hayashi|准教授|net|m|-|u|meta|2009|0
shimizu|清水 洋平|Yohei Shimizu|准教授|theory|ud|jugyo|u|meta|2011|0
yamaguchi|山口 裕子|Yuko Yamaguchi|講師|se|lab|-|u|meta|2013|0
mori|森 健太郎|Kentaro Mori|教授|robot|ud|classT|S|none|1996|0
ikeda|池田 正人|Masato Ikeda|教授|db|m|-|u|meta|2000|0
hashimoto|橋本 明|Akira Hashimoto|教授|sec|ud|flat|S|clash|1991|0
abe|阿部 悠|Yu Abe|助教|cg|pg|-|u|meta|2017|0
ishikawa|石川 亜希子|Akiko Ishikawa|准教授|nlp|ud|teach|u|meta|2010|1
maeda|前田 慎一|Shin-ichi Maeda|教授|hpc|wk|-|u|meta|2003|0
fujita|藤田 勝|Masaru Fujita|教授|robot|ud|kougi|e|both|1994|0
okada|岡田 久美子|Kumiko Okada|准教授|hci|ud|lecY|u|meta|2009|0
goto|後藤 学|Manabu Goto|講師|theory|none|-|u|meta|2015|0
hasegawa|長谷川 剛史|Takeshi Hasegawa|教授|os|m|-|u|meta|1997|0
murakami|村上 陽介|Yosuke Murakami|准教授|ml|udm|jugyo|u|meta|2007|0
kondo|近藤 亜紀|Aki Kondo|助教|se|none|-|u|meta|2018|0
sakamoto|坂本 光|Hikaru Sakamoto|准教授|arch|ud|lecY|u|meta|2012|0
endo|遠藤 純一|Jun-ichi Endo|教授|net|ud|classT|s|both|1999|0
nishimura|西村 英樹|Hideki Nishimura|名誉教授|theory|ud|flat|E|meta|1980|0
jmorgan|モーガン ジェームズ|James Morgan|准教授|cg|ud|teach|u|meta|2014|1
chen|陳 立|Li Chen|准教授|hpc|lab|-|u|meta|2015|1
fukuda|福田 淳|Jun Fukuda|特任准教授|db|pg|-|u|meta|2018|0
ota|太田 沙織|Saori Ota|助教|sec|m|-|u|meta|2016|0
aoki|青木 翔|Sho Aoki|講師|robot|lab|-|u|meta|2014|0`
  .split('\n').map((line, i) => {
    const [login, name, roman, rank, lab, web, scheme, enc, decl, since, en] = line.split('|');
    const [sei, mei] = name.split(' ');
    const r = rng(hash(`fac:${login}`));
    const legacyCs = enc.toLowerCase() === 'e' ? 'euc' : 'sjis';
    return {
      login, sei, mei, name, roman, rank, lab, web: web as Web, scheme: scheme as Scheme, enc, decl: decl as Decl, since: Number(since), en: en === '1',
      rid: 1000100 + i * 37 + int(r, 0, 30), slug: `${roman.split(' ')[1]}-${roman.split(' ')[0]}`.toLowerCase().replace(/[^a-z-]/g, ''),
      label: legacyCs === 'euc' ? pick(r, ['EUC-JP', 'euc-jp', 'x-euc-jp']) : pick(r, ['Shift_JIS', 'Shift_JIS', 'shift_jis', 'x-sjis']),
    };
  });
const facBy = new Map(FACULTY.map((f) => [f.login, f]));
/** The charset a faculty member's pages of year `y` are written in. */
const csOf = (f: Fac, y: number): CS => (f.enc === 'S' ? 'sjis' : f.enc === 'E' ? 'euc' : f.enc === 's' && y <= 2012 ? 'sjis' : f.enc === 'e' && y <= 2012 ? 'euc' : 'utf8');
const homeCs = (f: Fac): CS => (f.enc === 'S' ? 'sjis' : f.enc === 'E' ? 'euc' : 'utf8');
const active = (f: Fac, y: number) => f.since <= y && !(f.rank === '名誉教授' && y >= 2015);

/** D: run by the department (old site → CMS), K: 演習 pages on the 教務 WordPress, E: English-taught, on the CMS's /en/; L: taught by a lab's faculty. */
interface Course { slug: string; ja: string; en: string; grade: string; t: number; day: number; period: number; lab: string; dept: string; from: number; lang: 'ja' | 'en'; jcd: string; num: string; credits: number }
const COURSES: Course[] = `prog1|プログラミング基礎|Introduction to Programming|1|1|2|3|se|K|2005
jouhou|情報工学概論|Introduction to Computer Science and Engineering|1|1|1|2|-|D|2005
prog2|プログラミング応用|Advanced Programming|1|2|2|3|se|K|2005
discrete|離散数学|Discrete Mathematics|1|2|4|2|theory|L|2005
logic|論理回路|Logic Circuits|1|2|3|1|arch|L|2005
algo|アルゴリズムとデータ構造|Algorithms and Data Structures|2|1|3|2|theory|L|2005
cprog|C言語プログラミング演習|C Programming Exercises|2|1|5|3|os|K|2005
automata|オートマトンと形式言語|Automata and Formal Languages|2|1|1|3|theory|L|2005
numerical|数値計算法|Numerical Methods|2|1|4|1|hpc|L|2005
prob|確率統計|Probability and Statistics|2|1|2|1|ml|L|2005
arch|計算機アーキテクチャ|Computer Architecture|2|2|2|2|arch|L|2005
os|オペレーティングシステム|Operating Systems|2|2|3|3|os|L|2005
infotheory|情報理論|Information Theory|2|2|1|2|nlp|L|2005
oop|オブジェクト指向プログラミング|Object-Oriented Programming|2|2|4|3|se|L|2008
sigproc|信号処理|Signal Processing|2|2|5|2|robot|L|2005
network|コンピュータネットワーク|Computer Networks|3|1|2|2|net|L|2005
db|データベース|Database Systems|3|1|4|2|db|L|2005
ai|人工知能|Artificial Intelligence|3|1|1|1|ml|L|2005
cg|コンピュータグラフィックス|Computer Graphics|3|1|3|1|cg|L|2005
parallel|並列処理|Parallel Processing|3|1|5|2|hpc|L|2005
plang|プログラミング言語論|Programming Languages|3|1|2|4|se|L|2005
crypto|暗号理論|Cryptography|3|1|4|3|sec|L|2008
embedded|組込みシステム|Embedded Systems|3|1|3|4|robot|L|2010
jikken1|情報工学実験I|Computer Science Laboratory I|3|1|1|3|-|D|2005
compiler|コンパイラ|Compiler Construction|3|2|2|2|se|L|2005
se|ソフトウェア工学|Software Engineering|3|2|1|2|se|L|2005
ml|機械学習|Machine Learning|3|2|3|2|ml|L|2013
hci|ヒューマンインタフェース|Human Interface|3|2|4|2|hci|L|2005
security|情報セキュリティ|Information Security|3|2|5|1|sec|L|2005
image|画像処理|Image Processing|3|2|2|1|cg|L|2005
nlp|自然言語処理|Natural Language Processing|3|2|4|1|nlp|L|2009
distributed|分散システム|Distributed Systems|3|2|3|1|os|L|2011
web|Webプログラミング|Web Programming|3|2|5|3|db|L|2012
jikken2|情報工学実験II|Computer Science Laboratory II|3|2|4|3|-|D|2005
pbl|ソフトウェア開発PBL|Software Development PBL|3|2|1|4|-|D|2016
rinri|情報倫理と職業|Information Ethics and Profession|4|1|5|1|-|D|2005
tokubetsu|情報工学特別講義|Special Lectures on Computer Science|4|2|5|2|-|D|2005
adv-algo|アルゴリズム特論|Advanced Algorithms|M|1|2|2|theory|L|2005
adv-arch|計算機アーキテクチャ特論|Advanced Computer Architecture|M|2|3|2|arch|L|2005
adv-dist|分散システム特論|Advanced Distributed Systems|M|1|4|2|os|L|2008
adv-ml|機械学習特論|Advanced Machine Learning|M|1|3|3|ml|L|2014|en
adv-nlp|自然言語処理特論|Advanced Natural Language Processing|M|2|2|3|nlp|L|2007
adv-net|情報ネットワーク特論|Advanced Information Networks|M|1|1|2|net|L|2005
adv-se|ソフトウェア工学特論|Advanced Software Engineering|M|2|1|3|se|L|2005
adv-image|画像情報処理特論|Advanced Image Information Processing|M|2|4|2|cg|L|2005
adv-sec|情報セキュリティ特論|Advanced Information Security|M|1|5|2|sec|L|2010
adv-db|データ工学特論|Advanced Data Engineering|M|2|3|3|db|L|2005
adv-hci|インタラクションデザイン特論|Advanced Interaction Design|M|1|2|3|hci|L|2012
adv-pl|プログラム理論特論|Advanced Theory of Programs|M|2|5|2|theory|L|2005
adv-hpc|高性能計算特論|High Performance Computing|M|2|2|4|hpc|L|2015|en
adv-cv|コンピュータビジョン特論|Advanced Computer Vision|M|1|4|3|cg|L|2016|en
adv-robot|知能ロボティクス特論|Advanced Intelligent Robotics|M|2|1|2|robot|L|2009
adv-qc|量子計算特論|Quantum Computation|M|1|3|4|theory|L|2018
glob|グローバル情報科学特論|Global Topics in Computer Science|M|2|4|4|-|E|2017|en`
  .split('\n').map((line, i) => {
    const [slug, ja, en, grade, t, day, period, lab, dept, from, lang] = line.split('|');
    const g = grade === 'M' ? 5 : Number(grade);
    return {
      slug, ja, en, grade, t: Number(t), day: Number(day), period: Number(period), lab, dept, from: Number(from), lang: lang === 'en' ? 'en' : 'ja',
      jcd: `${g === 5 ? '56' : '06'}${g}${t}${pad(i * 7 + 101, 3)}`, num: `CSE-${g}${t}${pad(i + 1)}`, credits: dept === 'D' && slug.startsWith('jikken') ? 3 : 2,
    };
  });
const courseBy = new Map(COURSES.map((c) => [c.slug, c]));
const gradeJa = (c: Course) => (c.grade === 'M' ? '大学院 博士前期課程' : `学部 ${c.grade}年`);
const hoursJa = (c: Course) => `${TERM[c.t]} ${WJ[c.day]}曜${c.period}限`;

// =====================================================================================================================
// Offerings: one per course × 年度; where its page lives
// =====================================================================================================================

type Fam = 'ud' | 'lab' | 'pages' | 'moodle' | 'cms' | 'cmsen' | 'kyoumu' | 'old' | 'wiki';
interface Off {
  key: string; c: Course; y: number; f: Fac; co: Fac[]; fam: Fam | 'walled' | 'none'; home: string; base: string; host: string;
  cs: CS; decl: Decl; en: boolean; latest: boolean; mid: number; pid: number; wpage: string; variant: number; room: string;
  nrep: number; quizzes: boolean; midterm: boolean; moodleToo: boolean; shownCode: boolean;
}
const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => { const l = m.get(k); if (l) l.push(v); else m.set(k, [v]); };
const titleJa = (o: Off) => (o.c.lang === 'en' && o.c.dept === 'E' ? o.c.en : o.c.ja);
const isCurrent = (o: Off) => o.y === 2019 && o.c.t === 2;

/** Other faculties' courses (the syllabus, Moodle and the researcher database are university-wide). */
const OTHER: { code: string; ja: string; en: string; dept: string; names: string[] }[] = `01|文学部|Faculty of Letters|人文学科|日本文学概論 英米文学講読 言語学概論 日本史概説 西洋史概説 哲学概論 社会学入門 心理学概論 文化人類学 美学美術史 中国文学 考古学
03|法学部|Faculty of Law|法学科|憲法 民法総則 物権法 債権各論 刑法総論 刑事訴訟法 行政法 商法 国際法 労働法 法哲学 政治学原論
04|経済学部|Faculty of Economics|経済学科|ミクロ経済学 マクロ経済学 計量経済学 財政学 金融論 経営学総論 会計学 国際経済学 経済史 統計学 産業組織論 労働経済学
05|理学部|Faculty of Science|数学科|解析学 代数学 幾何学 位相空間論 確率論 量子力学 統計力学 電磁気学 物理化学 有機化学 分子生物学 地球科学
061|工学部|Faculty of Engineering|機械工学科|材料力学 熱力学 流体力学 機械力学 機械設計製図 制御工学 生産加工学 伝熱工学 機構学 機械工学実験
062|工学部|Faculty of Engineering|電気電子工学科|電気回路 電磁気学 電子回路 半導体工学 電力工学 通信工学 電気機器 計測工学 電気電子工学実験 光エレクトロニクス
063|工学部|Faculty of Engineering|応用化学科|有機化学 無機化学 物理化学 分析化学 高分子化学 化学工学 生化学 応用化学実験 触媒化学 環境化学
064|工学部|Faculty of Engineering|建築学科|建築設計製図 建築構造力学 建築計画 建築史 建築環境工学 都市計画 建築材料 建築法規 建築設備
00|全学教育|General Education|共通教育|英語I 英語II ドイツ語初級 中国語初級 微分積分学I 微分積分学II 線形代数学I 線形代数学II 物理学基礎 化学基礎 生物学概論 日本国憲法 健康スポーツ科学 情報リテラシー キャリアデザイン
57|大学院 工学研究科|Graduate School of Engineering|機械システム専攻|材料強度学特論 熱流体工学特論 制御システム特論 電力システム特論 半導体デバイス特論 高分子材料特論 構造解析特論 環境計画特論`
  .split('\n').map((l) => { const [code, ja, en, dept, names] = l.split('|'); return { code, ja, en, dept, names: names.split(' ') }; });

interface MCat { id: number; name: string; parent: number; children: number[]; courses: number[]; y: number }
interface MCourse { id: number; name: string; short: string; cat: number; guest: boolean; teacher: string; o?: Off; summary: boolean }
interface Post { id: number; date: number; title: string; slug: string; cat: string; tags: string[]; body: number; en: boolean; o?: Off; lab?: string; album?: number }
interface KPost { id: number; date: number; title: string; cat: number; o: Off; kind: string; when: number }
interface WPage { name: string; revs: number[]; o?: Off; kind: string; attach: string[] }
interface Album { id: number; name: string; parent: number; children: number[]; photos: number[]; date: number }
interface Photo { id: number; album: number; file: string; date: number; title: string; tags: number[] }
interface List { name: string; desc: string; from: number; perYear: number; lab?: string }
interface Researcher { rid: number; name: string; roman: string; rank: string; bu: string; dept: string; f?: Fac }
interface Ev { id: number; date: number; title: string; place: string; slug: string }

const NEWS_CATS: [string, string][] = [['info', 'お知らせ'], ['event', 'イベント'], ['award', '受賞'], ['admission', '入試'], ['research', '研究'], ['students', '学生の活躍'], ['press', 'プレスリリース'], ['important', '重要']];
const TAGS = ['受賞', '国際会議', '学会発表', '卒業研究', '修士論文', '大学院', 'オープンキャンパス', '高校生向け', '産学連携', '公開講座', '留学生', 'インターンシップ', 'プログラミングコンテスト', '情報処理学会', '電子情報通信学会', '人工知能学会', '科研費', 'プレスリリース', '新任教員', '学位記授与式', '入学式', '研究室紹介', 'セミナー', 'ワークショップ', '就職', 'キャリア', '学生表彰', '地域連携', '出張講義', 'メディア掲載'];
const KCATS: [number, string][] = [[2, '休講'], [3, '補講'], [4, '教室変更'], [5, '試験'], [6, 'お知らせ'], [7, '集中講義']];
const ALBUM_TOPICS = ['入学式', '新入生オリエンテーション', 'オープンキャンパス', '東和祭', '卒業研究発表会', '修士論文発表会', '学位記授与式', '研究室旅行', '学科懇親会', 'プログラミングコンテスト', '国際会議発表', '工場見学', '高校生向け出張講義', 'ロボットコンテスト', '学科交流会', '留学生歓迎会'];

export class ModernWebQ {
  readonly seed = `${WWW}/`;
  readonly www = WWW;
  /** WordPress site with the department's own additions (the 教務 WordPress under /kyoumu/, the userdirs, cgi-bin). */
  readonly robots = `User-agent: *
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php
Disallow: /kyoumu/wp-admin/
Disallow: /cgi-bin/
Disallow: /?s=
Disallow: /en/?s=
Disallow: /*/feed/
Disallow: /~*/private/

Sitemap: ${WWW}/sitemap.xml
`;
  readonly courseHomes = new Set<string>();

  private offs: Off[] = [];
  private byCourse = new Map<string, Off[]>();
  private byFac = new Map<string, Off[]>();
  /** host + directory of every offering with files of its own (longest prefix wins). */
  private bases = new Map<string, Off>();
  /** Every course home → its offering. */
  private homes = new Map<string, Off>();
  private byPid = new Map<number, Off>();
  private byWiki = new Map<string, Off>();
  private cats = new Map<number, MCat>();
  private mcourses = new Map<number, MCourse>();
  private posts: Post[] = [];
  private postById = new Map<number, Post>();
  private kposts: KPost[] = [];
  private kpostById = new Map<number, KPost>();
  private wpages = new Map<string, WPage>();
  private wnames: string[] = [];
  private albums: Album[] = [];
  private photos = new Map<number, Photo>();
  private lists: List[] = [];
  private researchers: Researcher[] = [];
  private rById = new Map<number, Researcher>();
  private events: Ev[] = [];
  private evById = new Map<number, Ev>();

  constructor() {
    this.buildOffs();
    this.buildMoodle();
    this.buildNews();
    this.buildKyoumu();
    this.buildWiki();
    this.buildGallery();
    this.buildLists();
    this.buildResearchers();
  }

  // ===================================================================================================================
  // Construction
  // ===================================================================================================================

  private instructor(c: Course, y: number): Fac {
    let pool = FACULTY.filter((f) => f.lab === c.lab && active(f, y));
    if (!pool.length || c.lab === '-') pool = FACULTY.filter((f) => active(f, y) && f.rank !== '名誉教授');
    const stint = Math.floor((y - 2005 + (hash(c.slug) % 5)) / (c.lab === '-' ? 2 : 5));
    return pool[(hash(`${c.slug}:${stint}`) + stint) % pool.length];
  }

  private buildOffs() {
    for (const c of COURSES) {
      for (let y = Math.max(2005, c.from); y <= 2019; y++) {
        const r = rng(hash(`off:${c.slug}:${y}`));
        if (y < 2019 && r() < 0.05) continue;
        const f = this.instructor(c, y);
        const others = FACULTY.filter((g) => g !== f && active(g, y) && g.rank !== '名誉教授');
        const co = c.dept === 'D' ? [pick(r, others), pick(r, others)].filter((g, i, l) => l.indexOf(g) === i) : c.grade !== 'M' && r() < 0.08 ? [pick(r, others)] : [];
        const p = r();
        let fam: Off['fam'] = 'none';
        if (c.dept === 'D') fam = y >= 2018 ? (p < 0.9 ? 'cms' : 'none') : y >= 2010 ? (p < 0.62 ? 'old' : 'none') : 'none';
        else if (c.dept === 'K') fam = y >= 2014 ? (p < 0.85 ? 'kyoumu' : 'none') : y >= 2009 ? (p < 0.55 ? 'old' : 'none') : 'none';
        else if (c.dept === 'E') fam = 'cmsen';
        else {
          switch (f.web) {
            case 'ud': fam = p < (f.rank === '名誉教授' ? 0.6 : y >= 2016 ? 0.62 : y >= 2011 ? 0.4 : 0.28) ? 'ud' : 'none'; break;
            case 'udm': fam = y < 2016 ? (p < 0.4 ? 'ud' : 'none') : p < 0.35 ? 'moodle' : 'walled'; break;
            case 'lab': fam = y >= 2013 ? (p < 0.78 ? 'lab' : 'none') : 'none'; break;
            case 'pg': fam = y >= 2017 ? (p < 0.85 ? 'pages' : 'none') : 'none'; break;
            case 'wk': fam = y >= 2010 ? (p < 0.5 ? 'wiki' : 'none') : 'none'; break;
            case 'm': fam = y >= 2014 ? (p < 0.3 ? 'moodle' : 'walled') : 'none'; break;
            default: fam = 'none';
          }
          // Two userdir teachers moved their newest courses to GitLab Pages.
          if (fam === 'ud' && y >= 2018 && (f.login === 'sakamoto' || f.login === 'okada') && r() < 0.6) fam = 'pages';
          if (f.web === 'ud' && c.lang === 'en' && y >= 2016 && fam === 'none' && p < 0.8) fam = 'ud';
        }
        if (fam === 'none' && y >= 2016 && r() < 0.5) fam = 'walled';
        const cs: CS = fam === 'ud' ? csOf(f, y) : fam === 'old' ? 'sjis' : 'utf8';
        this.offs.push({
          key: `${c.slug}:${y}`, c, y, f, co, fam, home: '', base: '', host: '', cs, decl: fam === 'ud' ? (cs === 'utf8' && f.decl !== 'both' ? 'meta' : f.decl) : fam === 'old' ? 'both' : 'meta',
          en: c.lang === 'en', latest: false, mid: 0, pid: 0, wpage: '', variant: r(), room: pick(r, ROOMS), nrep: int(r, 2, 5), quizzes: r() < 0.4, midterm: r() < 0.35,
          moodleToo: (fam === 'ud' || fam === 'lab' || fam === 'pages') && y >= 2016 && r() < 0.3, shownCode: y >= 2016 && r() < 0.35,
        });
      }
    }
    // The latest offering of a course keeps the unversioned address in the `kougi` and `teach` schemes.
    const latest = new Map<string, Off>();
    for (const o of this.offs) if (o.fam === 'ud') latest.set(`${o.f.login}:${o.c.slug}`, o);
    for (const o of latest.values()) o.latest = true;
    let pid = 118;
    for (const o of this.offs) {
      const gr = o.c.grade === 'M' ? 'graduate' : 'undergraduate';
      switch (o.fam) {
        case 'ud': o.host = H.www; [o.base, o.home] = udPath(o); break;
        case 'lab': {
          const lab = labBy.get(o.f.lab)!;
          o.host = H.lab;
          o.base = `${labDir(lab)}${lab.site === 'jekyll' ? 'class' : 'courses'}/${o.y}/${o.c.slug}/`;
          o.home = LAB + o.base;
          break;
        }
        case 'pages': o.host = `${o.c.slug}-${o.y}${PAGES}`; o.base = '/'; o.home = `https://${o.host}/`; break;
        case 'cms': o.host = H.www; o.base = `/education/${gr}/courses/${o.y}/${o.c.slug}/`; o.home = WWW + o.base; break;
        case 'cmsen': o.host = H.www; o.base = `/en/education/graduate/courses/${o.y}/${o.c.slug}/`; o.home = WWW + o.base; break;
        case 'kyoumu': o.pid = pid += int(rng(hash(o.key)), 3, 40); o.home = `${WWW}/kyoumu/?page_id=${o.pid}`; this.byPid.set(o.pid, o); break;
        case 'old': o.host = H.old; o.base = `/class/${o.y}/${o.c.slug}/`; o.home = `${OLD}${o.base}index.html`; break;
        case 'wiki': o.wpage = `講義/${o.y}/${o.c.ja}`; o.home = `${WIKI}/index.php?${encodeURIComponent(o.wpage)}`; this.byWiki.set(o.wpage, o); break;
        default: break;
      }
      if (o.base) this.bases.set(o.host + o.base, o);
      if (o.home) { this.courseHomes.add(o.home); this.homes.set(o.home, o); }
      push(this.byCourse, o.c.slug, o);
      push(this.byFac, o.f.login, o);
      for (const g of o.co) push(this.byFac, g.login, o);
    }
  }

  private buildMoodle() {
    let cid = 1;
    const cat = (name: string, parent: number, y: number) => {
      const c: MCat = { id: cid++, name, parent, children: [], courses: [], y };
      this.cats.set(c.id, c);
      this.cats.get(parent)?.children.push(c.id);
      return c;
    };
    cat('トップ', 0, 0);
    let mid = 2;
    const add = (y: number, leaf: MCat, name: string, short: string, teacher: string, guest: boolean, o?: Off) => {
      const id = mid;
      mid += 1 + (hash(`mid:${short}`) % 3);
      this.mcourses.set(id, { id, name, short, cat: leaf.id, guest, teacher, o, summary: guest || hash(short) % 2 === 0 });
      leaf.courses.push(id);
      return id;
    };
    for (let y = 2014; y <= 2019; y++) {
      const yc = cat(`${y}年度（${wareki(y)}年度）`, 1, y);
      const leaves = new Map<string, MCat>();
      const eng = cat('工学部', yc.id, y);
      const ours = cat('情報工学科', eng.id, y);
      for (const t of [1, 2]) leaves.set(`cs:${t}`, cat(TERM[t], ours.id, y));
      const grad = cat('大学院 情報理工学研究科', yc.id, y);
      for (const t of [1, 2]) leaves.set(`gs:${t}`, cat(TERM[t], grad.id, y));
      for (const od of OTHER) {
        const parent = od.code.startsWith('06') ? eng : cat(od.ja, yc.id, y);
        const dc = od.code.startsWith('06') ? cat(od.dept, parent.id, y) : parent;
        for (const t of [1, 2]) leaves.set(`${od.code}:${t}`, cat(TERM[t], dc.id, y));
      }
      // Our offerings first (they are created at the start of each 年度), the rest of the university after.
      for (const o of this.offs.filter((x) => x.y === y && (x.fam === 'moodle' || x.fam === 'walled' || x.moodleToo))) {
        const leaf = leaves.get(`${o.c.grade === 'M' ? 'gs' : 'cs'}:${o.c.t}`)!;
        o.mid = add(y, leaf, `${y}${TERM[o.c.t]} ${o.c.ja}`, `${y}-${o.c.jcd}`, o.f.name, o.fam === 'moodle', o);
        if (o.fam === 'moodle') { o.home = `${MOODLE}/course/view.php?id=${o.mid}`; this.courseHomes.add(o.home); this.homes.set(o.home, o); }
      }
      for (const od of OTHER) {
        for (const t of [1, 2]) {
          const r = rng(hash(`mo:${od.code}:${y}:${t}`));
          const leaf = leaves.get(`${od.code}:${t}`)!;
          const n = int(r, 4, 11);
          for (let i = 0; i < n; i++) add(y, leaf, `${y}${TERM[t]} ${pick(r, od.names)}${r() < 0.3 ? pick(r, ['（月1）', '（水3）', '（金2）', ' A', ' B']) : ''}`, `${y}-${od.code.slice(0, 2)}${t}${pad(int(r, 0, 9999), 4)}`, `${pick(r, SEI)} ${pick(r, MEI)}`, false);
        }
      }
    }
    cat('共通・その他', 1, 0);
    const misc = [...this.cats.values()].find((c) => c.name === '共通・その他')!;
    for (const nm of ['Moodle利用マニュアル（教員向け）', '情報セキュリティ研修', 'TA研修', '研究倫理教育', '新入生向け情報リテラシー']) add(0, misc, nm, `misc-${hex(nm, 4)}`, '教育推進センター', false);
  }

  private buildNews() {
    const r = rng(hash('news'));
    const from = dayOf(2012, 4, 2);
    const N = 980;
    const comp = ['富士通', 'NEC', '日立製作所', 'NTTデータ', 'トヨタ自動車', 'ソニー', 'パナソニック', '楽天', 'サイバーエージェント', 'LINE', 'ヤフー', 'デンソー'];
    const conf = ['情報処理学会全国大会', '電子情報通信学会総合大会', 'FIT情報科学技術フォーラム', '人工知能学会全国大会', 'ACM CHI', 'IEEE ICDE', 'NeurIPS', 'ACL', 'IPDPS', 'SIGGRAPH Asia', 'ICRA', 'ACM CCS'];
    const award = ['学生奨励賞', '優秀論文賞', '大会奨励賞', 'ベストペーパー賞', '若手研究者賞', '論文賞', 'ヤングリサーチャー賞', '優秀発表賞'];
    for (let i = 0; i < N; i++) {
      const date = from + Math.floor((i * (NOW - 1 - from)) / N);
      const [y, m] = ymd(date);
      const f = pick(r, FACULTY.filter((g) => active(g, y)));
      const lab = labBy.get(f.lab)!;
      const k = int(r, 0, 11);
      const ahead = ymd(date + int(r, 6, 40));
      const md = `${ahead[1]}月${ahead[2]}日`;
      const ny = m >= 4 ? y : y - 1;
      const [title, cat, tags] = ([
        [`${lab.ja}の${student(r)}さんが${pick(r, conf)}で${pick(r, award)}を受賞しました`, 'award', ['受賞', '学会発表']],
        [`${f.name}${f.rank}が${pick(r, ['情報処理学会', '電子情報通信学会', '日本ソフトウェア科学会'])}${pick(r, award)}を受賞しました`, 'award', ['受賞']],
        [`オープンキャンパス${y}${m >= 9 || m <= 3 ? '（秋）' : ''}を開催しました`, 'event', ['オープンキャンパス', '高校生向け']],
        [`${ny}年度 卒業研究発表会のお知らせ（${md}）`, 'info', ['卒業研究']],
        [`大学院入試説明会（${md}）のお知らせ`, 'admission', ['大学院']],
        [`【重要】${md}の授業について`, 'important', []],
        [`公開講座「${pick(r, JN)}入門」開催のお知らせ`, 'event', ['公開講座', '地域連携']],
        [`${pick(r, comp)}によるキャリアセミナーを開催します`, 'event', ['就職', 'キャリア']],
        [`${lab.ja}の研究成果がプレスリリースされました`, 'press', ['プレスリリース', '研究室紹介']],
        [`${f.name}${f.rank}の研究が${pick(r, ['日本経済新聞', 'NHK', '中日新聞', '日刊工業新聞'])}で紹介されました`, 'research', ['メディア掲載']],
        [`${pick(r, conf)}で${pick(r, [2, 3, 4, 5])}件の発表を行いました`, 'research', ['国際会議', '学会発表']],
        [`${student(r)}さんが${pick(r, ['ICPCアジア地区予選', 'SecHack365', 'Kaggle', 'ETロボコン', '高専プロコン'])}で入賞しました`, 'students', ['学生表彰', 'プログラミングコンテスト']],
      ] as [string, string, string[]][])[k];
      const id = 240 + i * 9 + int(r, 0, 8);
      const slug = r() < 0.55 ? `post-${id}` : encodeURIComponent(title.replace(/[【】（）「」、。]/g, '').replace(/\s+/g, '-')).toLowerCase().slice(0, 180).replace(/%[0-9a-f]?$/, '');
      const p: Post = { id, date, title, slug, cat, tags: [...tags, ...(r() < 0.4 ? [pick(r, TAGS)] : [])].filter((t, j, l) => l.indexOf(t) === j), body: int(r, 2, 5), en: r() < 0.22, lab: lab.id, album: k === 2 || k === 3 ? int(r, 1, 60) : undefined };
      this.posts.push(p);
      this.postById.set(id, p);
    }
    // Course news: a new course, a special lecture series, PBL final presentations.
    for (const o of this.offs) {
      const rr = rng(hash(`cn:${o.key}`));
      if (!o.home || o.y < 2013 || rr() > (o.c.slug === 'pbl' || o.c.slug === 'tokubetsu' ? 0.9 : 0.05)) continue;
      const ses = sessionDates(o.y, o.c.t, o.c.day);
      const date = o.c.slug === 'pbl' ? ses[14] + 2 : ses[0] - int(rr, 5, 14);
      if (date >= NOW) continue;
      const title = o.c.slug === 'pbl' ? `${o.y}年度 ソフトウェア開発PBL 最終発表会を開催しました` : o.c.slug === 'tokubetsu' ? `${o.y}年度 情報工学特別講義（学外講師）のご案内` : `${o.y}年度${TERM[o.c.t]}「${o.c.ja}」の授業ページを公開しました`;
      const id = 20000 + (hash(o.key) % 5000) * 3;
      if (this.postById.has(id)) continue;
      const p: Post = { id, date, title, slug: `post-${id}`, cat: 'info', tags: ['授業'], body: 2, en: false, o };
      this.posts.push(p);
      this.postById.set(id, p);
    }
    this.posts.sort((x, y) => x.date - y.date || x.id - y.id);
    const er = rng(hash('events'));
    for (let i = 0; i < 260; i++) {
      const date = dayOf(2014, 4, 1) + Math.floor((i * (dayOf(2020, 7, 31) - dayOf(2014, 4, 1))) / 260) + int(er, 0, 3);
      const kind = pick(er, ['情報工学セミナー', '情報工学セミナー', '講演会', 'オープンキャンパス', '大学院入試説明会', '卒業研究発表会', '修士論文公聴会', 'ワークショップ', '公開講座', '就職ガイダンス']);
      const [ey, em] = ymd(date);
      const title = kind === '講演会' || kind === '情報工学セミナー' ? `${kind}「${pick(er, JN)}の${pick(er, ['最前線', '基礎と応用', '未来', '実践'])}」` : `${em >= 4 ? ey : ey - 1}年度 ${kind}`;
      const ev: Ev = { id: 7000 + i * 4, date, title, place: pick(er, ['工学部2号館 大講義室', '総合研究棟 1階ホール', '講義棟A A201', '情報工学科 会議室', 'オンライン']), slug: `event-${7000 + i * 4}` };
      this.events.push(ev);
      this.evById.set(ev.id, ev);
    }
  }

  private buildKyoumu() {
    const r = rng(hash('kyoumu'));
    let id = 300;
    for (const o of this.offs) {
      if (o.y < 2014) continue;
      const ses = sessionDates(o.y, o.c.t, o.c.day);
      const n = int(r, 0, 3) + (o.c.dept === 'K' ? 2 : 0);
      for (let i = 0; i < n; i++) {
        const kind = pick(r, ['休講', '休講', '補講', '教室変更', '試験', 'お知らせ']);
        const when = kind === '試験' ? ses[15] : ses[int(r, 1, 14)];
        const date = when - int(r, 2, 12);
        if (date >= NOW) continue;
        const cat = KCATS.find((k) => k[1] === kind)![0];
        const title = kind === '試験' ? `【期末試験】${o.c.ja}（${fMdW(when)}${o.c.period}限）` : kind === '教室変更' ? `【教室変更】${o.c.ja}（${fMdW(when)}）` : kind === 'お知らせ' ? `${o.c.ja}の受講者へ` : `【${kind}】${fMdW(when)} ${o.c.period}限「${o.c.ja}」`;
        id += int(r, 2, 9);
        const k: KPost = { id, date, title, cat, o, kind, when };
        this.kposts.push(k);
      }
    }
    this.kposts.sort((x, y) => x.date - y.date || x.id - y.id);
    for (const k of this.kposts) this.kpostById.set(k.id, k);
  }

  private buildWiki() {
    const r = rng(hash('wiki'));
    const add = (name: string, kind: string, nrev: number, o?: Off) => {
      const revs: number[] = [];
      let d = dayOf(2009, 4, 1) + int(r, 0, 3000);
      if (o) d = sessionDates(o.y, o.c.t, o.c.day)[0] - 10;
      for (let i = 0; i < nrev && d < NOW; i++) { revs.push(d); d += int(r, 1, o ? 12 : 90); }
      if (!revs.length) revs.push(NOW - 30);
      const attach = kind === 'course' ? Array.from({ length: int(r, 3, 9) }, (_, i) => `${pad(i + 1)}.pdf`) : r() < 0.25 ? [`${pick(r, ['memo', 'slide', 'data', 'manual'])}.pdf`] : [];
      this.wpages.set(name, { name, revs, o, kind, attach });
      this.wnames.push(name);
    };
    for (const n of ['FrontPage', 'MenuBar', 'RecentChanges', 'Help', 'FormattingRules', 'SandBox', 'InterWikiName', 'PukiWiki', '研究室', '計算機環境', 'マニュアル', '議事録', '輪講', '講義']) add(n, 'sys', int(r, 2, 20));
    for (const l of LABS) { add(`研究室/${l.ja}`, 'lab', int(r, 5, 30)); add(`研究室/${l.ja}/メンバー`, 'lab', int(r, 3, 15)); add(`研究室/${l.ja}/ゼミ予定`, 'lab', int(r, 5, 25)); }
    for (const t of ['プリンタ', 'VPN接続', '無線LAN', 'メール設定', 'ssh', 'GPUサーバ', '計算機室', 'バックアップ', 'アカウント申請', 'Slurm', 'Docker', 'LaTeX', '卒論テンプレート', 'ポスター印刷', '研究室サーバ', 'ネットワーク障害', '停電対応']) add(`計算機環境/${t}`, 'env', int(r, 3, 30));
    for (let y = 2012; y <= 2019; y++) {
      for (let i = 0; i < 14; i++) { const d = dayOf(y, 4, 10) + i * 25 + int(r, 0, 6); if (d < NOW) add(`議事録/${fISO(d)}`, 'minutes', int(r, 1, 4)); }
      for (const l of LABS) if (hash(`rk:${l.id}:${y}`) % 3 === 0) add(`輪講/${y}/${l.ja}`, 'seminar', int(r, 2, 12));
    }
    for (const t of ['卒論執筆の手引き', '修論スケジュール', '学会発表の手続き', '出張旅費', '物品購入', 'TAの手引き', '成績入力']) add(`マニュアル/${t}`, 'manual', int(r, 2, 16));
    for (const o of this.offs.filter((x) => x.fam === 'wiki')) {
      add(o.wpage, 'course', int(r, 6, 26), o);
      add(`${o.wpage}/課題`, 'coursesub', int(r, 3, 12), o);
      if (r() < 0.6) add(`${o.wpage}/資料`, 'coursesub', int(r, 2, 10), o);
    }
  }

  private buildGallery() {
    const r = rng(hash('gallery'));
    let pid = 100;
    for (let y = 2010; y <= 2019; y++) {
      const top: Album = { id: this.albums.length + 1, name: `${y}年度`, parent: 0, children: [], photos: [], date: dayOf(y, 4, 1) };
      this.albums.push(top);
      const topics = [...ALBUM_TOPICS].sort((p, q) => hash(`${y}${p}`) - hash(`${y}${q}`)).slice(0, int(r, 5, 8));
      for (const t of topics) {
        const date = dayOf(y, int(r, 4, 12), int(r, 1, 28));
        const al: Album = { id: this.albums.length + 1, name: `${t} ${y}`, parent: top.id, children: [], photos: [], date };
        this.albums.push(al);
        top.children.push(al.id);
        const [yy, mm, dd] = ymd(date);
        for (let j = 0, n = int(r, 12, 42); j < n; j++) {
          const ph: Photo = { id: pid, album: al.id, file: `upload/${yy}/${pad(mm)}/${pad(dd)}/${yy}${pad(mm)}${pad(dd)}${pad(int(r, 0, 23))}${pad(int(r, 0, 59))}${pad(int(r, 0, 59))}-${hex(`ph${pid}`, 8)}`, date, title: r() < 0.4 ? `${t} (${j + 1})` : `IMG_${int(r, 1000, 9999)}`, tags: [hash(t) % ALBUM_TOPICS.length] };
          this.photos.set(pid, ph);
          al.photos.push(pid);
          pid += int(r, 1, 2);
        }
      }
    }
  }

  private buildLists() {
    this.lists.push({ name: 'cs-all', desc: '情報工学科 全体連絡', from: 2012, perYear: 60 }, { name: 'cs-grad', desc: '大学院生連絡', from: 2012, perYear: 45 }, { name: 'cs-seminar', desc: '情報工学セミナー案内', from: 2013, perYear: 25 }, { name: 'sysadmin', desc: '計算機管理（障害・メンテナンス）', from: 2014, perYear: 40 });
    for (const l of LABS) if (hash(`ml:${l.id}`) % 4 !== 0) this.lists.push({ name: `${l.id}-lab`, desc: `${l.ja} メーリングリスト`, from: 2013 + (hash(l.id) % 4), perYear: 55 + (hash(l.id) % 60), lab: l.id });
  }

  private buildResearchers() {
    for (const f of FACULTY) { const x: Researcher = { rid: f.rid, name: f.name, roman: f.roman, rank: f.rank, bu: '06', dept: '情報工学科', f }; this.researchers.push(x); this.rById.set(x.rid, x); }
    const r = rng(hash('researchers'));
    for (const od of OTHER) {
      for (let i = 0, n = int(r, 22, 36); i < n; i++) {
        const x: Researcher = { rid: 1100000 + int(r, 0, 899999), name: student(r), roman: '', rank: pick(r, ['教授', '教授', '准教授', '准教授', '講師', '助教']), bu: od.code.slice(0, 2), dept: od.dept };
        if (this.rById.has(x.rid)) continue;
        this.researchers.push(x);
        this.rById.set(x.rid, x);
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
      case H.csBare: return moved(`${WWW}${u.pathname}${u.search}`);
      case H.uni: return this.uniHost(u);
      case H.uniBare: return moved(`${UNI}${u.pathname}${u.search}`);
      case H.lab: return this.labHost(u);
      case H.gitlab: return this.gitlabHost(u);
      case H.moodle: return this.moodleHost(u);
      case H.sso: return this.ssoHost(u);
      case H.syl: return this.sylHost(u);
      case H.wiki: return this.wikiHost(u);
      case H.photo: return this.photoHost(u);
      case H.ml: return this.mlHost(u);
      case H.ftp: return this.ftpHost(u);
      case H.old: return this.oldHost(u);
      case H.rdb: return this.rdbHost(u);
      case H.portal: case H.mail: case H.opac: return moved(sso(`https://${host}${u.pathname}`), 302);
      default: return nginx404();
    }
  }

  /** A link to an offering's page as others write it: mostly exact, sometimes the old http form or without the slash. */
  private href(o: Off, salt: string): string {
    if (!o.home) return o.mid ? `${MOODLE}/course/view.php?id=${o.mid}` : this.sylUrl(o.c, o.y);
    const x = hash(`href:${salt}:${o.key}`) % 100;
    const h = o.home;
    if (x < 7 && h.startsWith('https://') && o.fam !== 'moodle' && o.fam !== 'pages') return h.replace('https:', 'http:');
    if (x < 12 && h.endsWith('/') && o.fam !== 'pages') return h.slice(0, -1);
    return h;
  }
  private sylUrl(c: Course, y: number, lang = 'ja') { return `${SYL}/Syllabus/Detail?nendo=${y}&jcd=${c.jcd}&lang=${lang}`; }
  private facPage(f: Fac) { return `${WWW}/~${f.login}/`; }
  private memberUrl(f: Fac, en = false) { return `${WWW}${en ? '/en' : ''}/members/${f.slug}/`; }

  // ===================================================================================================================
  // Course content shared by every template
  // ===================================================================================================================

  private info(o: Off) {
    const r = rng(hash(`info:${o.key}`));
    const ses = sessionDates(o.y, o.c.t, o.c.day);
    const lab = labBy.get(o.c.lab);
    const own = COURSE_TOPICS[o.c.slug];
    const pool = o.en ? (EN_TOPICS[o.c.lab] ?? EN_TOPICS.gen) : own ?? (lab ? lab.topics : GEN_TOPICS);
    // Courses of one lab take consecutive windows of its topic list (the list runs by sub-area).
    const sib = COURSES.filter((x) => x.lab === o.c.lab && !COURSE_TOPICS[x.slug]);
    const spread = (l: string[], i: number) => { const j = Math.floor(((i - 1) * l.length) / 13); return i > 1 && Math.floor(((i - 2) * l.length) / 13) === j ? `${l[j]}（${o.en ? 'cont.' : '続き'}）` : l[j]; };
    const s0 = own || o.en ? 0 : (Math.floor((Math.max(0, sib.indexOf(o.c)) * pool.length) / Math.max(1, sib.length)) + (o.y % 2)) % pool.length;
    const topic = (i: number) => (i === 0 ? (o.en ? 'Introduction and course overview' : 'ガイダンス') : o.midterm && i === 7 ? (o.en ? 'Midterm exam' : '中間試験') : i === 14 ? (o.en ? 'Review' : 'まとめと総合演習') : own || o.en ? spread(pool, i) : pool[(s0 + i) % pool.length]);
    const rows = ses.slice(0, 15).map((d, i) => ({ n: i + 1, date: d, topic: topic(i), slides: d < NOW && !(o.midterm && i === 7) ? i + 1 : 0 }));
    const reports = Array.from({ length: o.nrep }, (_, i) => { const at = 2 + Math.floor((i * 12) / o.nrep); return { n: i + 1, title: o.en ? `Homework ${i + 1}: ${topic(at)}` : `${o.variant < 0.5 ? 'レポート課題' : '課題'}${i + 1}（${topic(at)}）`, out: ses[at], due: ses[at] + 7 + 7 * (i % 2) }; }).filter((x) => x.out < NOW);
    const cur = isCurrent(o);
    const notices: [number, string][] = [];
    const off = int(r, 3, 12);
    if (cur) {
      const done = rows.filter((x) => x.date < NOW).length;
      notices.push([NOW - 1, o.en ? `Slides for lecture ${done} are available.` : `第${done}回の講義資料を掲載しました。`]);
      const last = reports[reports.length - 1];
      if (last) notices.push([last.out, o.en ? `Homework ${last.n} posted (due ${fEn(last.due)}).` : `${last.title}を掲載しました（提出期限：${fMdW(last.due)}）。`]);
      notices.push([ses[13] - 3, o.en ? `The final exam is on ${fEn(ses[15])}, period ${o.c.period}, in ${o.room}.` : `期末試験は${fMdW(ses[15])} ${o.c.period}限に${o.room}で実施します。持込不可。`]);
    } else {
      notices.push([ses[15] + 9, o.en ? 'Grades have been submitted.' : '成績評価を終えました。受講ありがとうございました。']);
      notices.push([ses[14] - 2, o.en ? `Final exam: ${fEn(ses[15])}.` : `期末試験の範囲は第1回〜第14回です（${fMdW(ses[15])}）。`]);
    }
    if (r() < 0.6) notices.push([ses[off] - int(r, 1, 5), o.en ? `No class on ${fEn(ses[off])} (business trip). A make-up class will be announced.` : `${fMdW(ses[off])}は出張のため休講とします。補講日は追って連絡します。`]);
    if (o.moodleToo) notices.push([ses[1] - 1, o.en ? 'Submit homework via Towa Moodle.' : 'レポートの提出は東和Moodleから行ってください。']);
    notices.push([ses[0] - int(r, 2, 9), o.en ? 'Course page opened.' : `${o.y}年度の授業ページを公開しました。`]);
    const visible = notices.filter((n) => n[0] <= NOW).sort((x, y) => y[0] - x[0]);
    const ex = int(r, 40, 70);
    const grading = o.en ? `Final exam ${ex}%, homework ${100 - ex - (o.quizzes ? 10 : 0)}%${o.quizzes ? ', quizzes 10%' : ''}.` : `期末試験 ${ex}%、レポート ${100 - ex - (o.quizzes ? 10 : 0)}%${o.quizzes ? '、小テスト 10%' : ''}。出席が2/3に満たない者は評価対象外とする。`;
    const br = rng(hash(`books:${o.c.slug}:${o.f.login}`));
    const subj = o.c.ja.replace(/[IV]+$/, '');
    const books = o.en ? [`${pick(br, ['Introduction to', 'Foundations of', 'Principles of'])} ${o.c.en.replace(/^Advanced /, '')} (${pick(br, ['MIT Press', 'Springer', 'Cambridge University Press', 'Morgan Kaufmann'])}, ${int(br, 1998, o.y - 1)})`] : [`『${pick(br, [`${subj}入門`, `${subj}の基礎`, `はじめての${subj}`, `${subj}（第${int(br, 2, 4)}版）`, `${pick(br, pool)}入門`])}』${student(br)} 著, ${pick(br, PUBLISHER)}, ${int(br, 1995, o.y - 1)}年`, ...(br() < 0.5 ? [`『${pick(br, pool)}の${pick(br, ['理論', '実践', '演習'])}』${student(br)} 著, ${pick(br, PUBLISHER)}`] : [])];
    const tp = [topic(2), topic(5), topic(9)];
    const overview = o.en
      ? `<p>This course covers ${tp.map((t) => t.toLowerCase()).join(', ')} and related topics of ${o.c.en.toLowerCase()}. ${pick(r, ['Lectures are complemented by weekly exercises.', 'Students work on programming assignments and a final project.', 'Each lecture ends with a short quiz.'])} ${ewords(r, 10).replace(/^./, (c) => c.toUpperCase())}.</p>`
      : `<p>本講義では、${o.c.ja}の${pick(r, ['基礎', '基本的な考え方', '理論と応用'])}として、${tp.join('、')}などを扱う。${pick(r, ['講義に加えて演習を行い、', '毎回の小テストと課題を通じて', '具体的な例題とプログラミング演習を通して', '企業の技術者による講演も交えて'])}${pick(r, ['理論と実践の両面から理解を深める。', '基本的な考え方を身につける。', '応用力を養う。'])}${jsent(r)}</p>`;
    const goals = o.en ? [`Explain the main ideas of ${tp[0].toLowerCase()}.`, `Apply ${tp[1].toLowerCase()} to concrete problems.`] : [`${tp[0]}の基本的な概念を説明できる。`, `${tp[1]}を用いて具体的な問題を解くことができる。`, ...(r() < 0.5 ? [`${tp[2]}について、自分の言葉で説明できる。`] : [])];
    return { ses, rows, reports, notices: visible, grading, books, overview, goals, exam: ses[15], quizzes: o.quizzes ? rows.filter((x) => x.n % 4 === 0 && x.date < NOW).map((x) => x.n) : [] };
  }

  /** Where the offering's own files are, as the home writes it (relative to the home). */
  private rel(o: Off, path: string): string {
    if (o.fam === 'moodle' || o.fam === 'kyoumu' || o.fam === 'wiki') return path;
    if (o.fam === 'lab' || o.fam === 'pages') return o.base + path;
    const inBase = o.home.startsWith(`https://${o.host}${o.base}`) || o.home.startsWith(`http://${o.host}${o.base}`);
    return inBase ? path : `${o.base.split('/').filter(Boolean).pop()}/${path}`;
  }
  private slideRel(o: Off, n: number): string {
    if (o.fam === 'cms' || o.fam === 'cmsen') { const [y, m] = ymd(sessionDates(o.y, o.c.t, o.c.day)[0]); return `/wp-content/uploads/${y}/${pad(m)}/${o.c.slug}-${o.y}-${pad(n)}.pdf`; }
    if (o.fam === 'kyoumu') return `/kyoumu/wp-content/uploads/${o.y}/${o.c.slug}_${pad(n)}.pdf`;
    if (o.fam === 'wiki') return `index.php?plugin=attach&refer=${encodeURIComponent(o.wpage)}&openfile=${pad(n)}.pdf`;
    const v = Math.floor(o.variant * 3);
    return this.rel(o, v === 0 ? `slides/${pad(n)}.pdf` : v === 1 ? `pdf/lec${n}.pdf` : `${o.c.slug}${pad(n)}.pdf`);
  }
  private hasSlide(o: Off, rest: string): boolean {
    const m = /^(?:slides\/(\d\d)\.pdf|pdf\/lec(\d+)\.pdf|[a-z0-9-]+?(\d\d)\.pdf)$/.exec(rest);
    if (!m) return false;
    const n = Number(m[1] ?? m[2] ?? m[3]);
    const v = Math.floor(o.variant * 3);
    if ((v === 0) !== (m[1] !== undefined) || (v === 1) !== (m[2] !== undefined)) return false;
    return this.info(o).rows.some((x) => x.slides === n);
  }
  private subName(o: Off) { return o.variant < 0.33 ? 'kadai.html' : o.variant < 0.66 ? 'report.html' : 'exercise.html'; }

  /** The blocks every course page has, in one of three markups. */
  private blocks(o: Off, mk: 'old' | 'plain' | 'modern') {
    const I = this.info(o);
    const en = o.en;
    const h = (t: string) => (mk === 'old' ? `<h3><font color="#003366">■ ${esc(t)}</font></h3>` : mk === 'plain' ? `<h2>${esc(t)}</h2>` : `<h2 class="h4 border-bottom pb-1 mt-4">${esc(t)}</h2>`);
    const tbl = mk === 'old' ? '<table border="1" cellspacing="0" cellpadding="3">' : mk === 'plain' ? '<table class="schedule" border="1">' : '<table class="table table-sm table-striped">';
    const news = `${h(en ? 'Announcements' : 'お知らせ')}<ul>${I.notices.map(([d, t]) => `<li>${mk === 'old' ? `<font color="#CC0000">${en ? fEn(d) : fSl(d)}</font>` : `<span class="date">${en ? fEn(d) : fSl(d)}</span>`} ${esc(t)}</li>`).join('')}</ul>`;
    const overview = `${h(en ? 'Overview' : o.variant < 0.5 ? '授業概要' : '講義の概要')}${I.overview}<ul>${I.goals.map((g) => `<li>${esc(g)}</li>`).join('')}</ul>`;
    const plan = `${h(en ? 'Schedule' : o.variant < 0.5 ? '授業計画' : '講義予定')}${tbl}<tr${mk === 'old' ? ' bgcolor="#CCDDFF"' : ''}><th>${en ? '#' : '回'}</th><th>${en ? 'Date' : '日付'}</th><th>${en ? 'Topic' : '内容'}</th><th>${en ? 'Slides' : '資料'}</th></tr>${I.rows.map((x) => `<tr><td>${en ? x.n : `第${x.n}回`}</td><td>${en ? fEn(x.date) : o.variant < 0.5 ? fMdW(x.date) : fSl(x.date)}</td><td>${esc(x.topic)}</td><td>${x.slides ? a(this.slideRel(o, x.slides), 'PDF') : ''}</td></tr>`).join('')}<tr><td>${en ? 'Exam' : '試験'}</td><td>${en ? fEn(I.exam) : fMdW(I.exam)}</td><td>${en ? 'Final exam' : '期末試験'}</td><td></td></tr></table>`;
    const subUrl = o.fam === 'ud' || o.fam === 'old' ? this.rel(o, this.subName(o)) : '';
    const reps = `${h(en ? 'Homework' : o.variant < 0.5 ? 'レポート課題' : '課題')}${I.reports.length ? `<ul>${I.reports.map((x) => `<li>${subUrl ? a(`${subUrl}#r${x.n}`, x.title) : esc(x.title)} ${en ? `due ${fEn(x.due)}` : `提出期限：${fMdW(x.due)}`}</li>`).join('')}</ul>` : `<p>${en ? 'None yet.' : '未掲載'}</p>`}${I.quizzes.length ? `<p>${en ? 'Quizzes' : '小テスト'}: ${I.quizzes.map((n) => (en ? `lecture ${n}` : `第${n}回`)).join(', ')}</p>` : ''}${o.moodleToo ? `<p>${en ? 'Submit via' : '提出は'} ${a(`${MOODLE}/course/view.php?id=${o.mid}`, en ? 'Towa Moodle' : '東和Moodle')}${en ? '.' : 'から。'}</p>` : ''}`;
    const grading = `${h(en ? 'Grading' : '成績評価')}<p>${esc(I.grading)}</p>`;
    const books = `${h(en ? 'Textbooks' : '教科書・参考書')}<ul>${I.books.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
    const meta = en
      ? `<p>Instructor: ${esc(o.f.roman)}${o.co.map((g) => `, ${esc(g.roman)}`).join('')} / ${TERM_EN[o.c.t]} ${o.y}, ${WE[o.c.day]} period ${o.c.period} / Room: ${esc(o.room)}${o.shownCode ? ` / ${o.c.num}` : ''}</p>`
      : `<p>担当：${esc(o.f.name)}${o.co.map((g) => `、${esc(g.name)}`).join('')}　${esc(hoursJa(o.c))}（${PERIOD[o.c.period]}）　教室：${esc(o.room)}${o.shownCode ? `　科目ナンバリング：${o.c.num}` : ''}${o.variant > 0.8 ? `　時間割コード：${o.c.jcd}` : ''}</p>`;
    const past = this.pastLinks(o);
    return { I, news, overview, plan, reps, grading, books, meta, past, h };
  }

  /** 過去の授業: sibling offerings of the same course by the same teacher and family. */
  private pastLinks(o: Off): string {
    const sib = (this.byCourse.get(o.c.slug) ?? []).filter((x) => x !== o && x.home && x.fam === o.fam && x.f === o.f && x.y < o.y).reverse();
    if (!sib.length || !o.latest) return '';
    return `<p>${o.en ? 'Past offerings' : '過去の授業'}：${sib.map((x) => a(x.home.replace(/^https?:\/\/[^/]+/, ''), `${x.y}年度`)).join(' | ')}</p>`;
  }

  /** The course home in its family's template. */
  private courseHome(o: Off): Resp {
    switch (o.fam) {
      case 'ud': return this.udHome(o);
      case 'lab': return labBy.get(o.f.lab)!.site === 'jekyll' ? this.jekyll(o, '') : this.sphinx(o, 'index');
      case 'pages': return this.jekyll(o, '');
      case 'old': return this.oldCourse(o, '');
      default: return nginx404();
    }
  }

  private udStyle(o: Off): 'old' | 'frames' | 'plain' | 'modern' {
    if (o.f.scheme === 'frames') return 'frames';
    if (o.f.scheme === 'teach') return 'modern';
    if (o.cs !== 'utf8' || o.y <= 2010) return 'old';
    return o.y <= 2015 || o.variant < 0.45 ? 'plain' : 'modern';
  }

  private udHome(o: Off): Resp {
    const st = this.udStyle(o);
    const title = `${o.en ? o.c.en : o.c.ja} ${o.en ? o.y : `${o.y}年度`}`;
    const meta = metaCT(o.cs, o.decl, o.f.label);
    if (st === 'frames') {
      return legacy(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN">\n<html>\n<head>\n${meta}\n<title>${esc(title)}</title>\n</head>\n<frameset cols="180,*" border="1">\n<frame src="menu.html" name="menu">\n<frame src="main.html" name="main">\n<noframes>\n<body>\n<p>フレーム対応のブラウザでご覧ください。</p>\n<ul><li><a href="main.html">授業情報</a></li><li><a href="menu.html">メニュー</a></li><li><a href="kadai.html">課題</a></li></ul>\n</body>\n</noframes>\n</frameset>\n</html>\n`, o.cs, o.decl);
    }
    const B = this.blocks(o, st === 'old' ? 'old' : st);
    if (o.latest && o.f.web === 'udm') {
      const nxt = (this.byCourse.get(o.c.slug) ?? []).find((x) => x.y > o.y && x.f === o.f && x.mid);
      B.news = `<p><b>${o.y + 1}年度以降の講義資料は東和Moodleに掲載しています。</b>${nxt ? a(`${MOODLE}/course/view.php?id=${nxt.mid}`, `（${nxt.y}年度のコース）`) : ''}以下は${o.y}年度の内容です。</p>${B.news}`;
    }
    const back = `/~${o.f.login}/`;
    if (st === 'old') {
      return legacy(`<HTML>\n<HEAD>\n${meta}\n<TITLE>${esc(title)}</TITLE>\n</HEAD>\n<BODY BGCOLOR="#FFFFFF" TEXT="#000000" LINK="#0000FF" VLINK="#800080">\n<TABLE WIDTH="100%" BORDER="0" CELLPADDING="6"><TR><TD BGCOLOR="#336699"><FONT COLOR="#FFFFFF" SIZE="+2"><B>${esc(o.c.ja)}</B></FONT><BR><FONT COLOR="#FFFFFF">${o.y}年度 ${esc(hoursJa(o.c))}</FONT></TD></TR></TABLE>\n${B.meta}\n${B.news}\n${B.overview}\n${B.plan}\n${B.reps}\n${B.grading}\n${B.books}\n${B.past}\n<HR>\n<FONT SIZE="-1">最終更新：${fSl(Math.min(NOW - 1, B.I.ses[14]))}　<a href="${back}">${esc(o.f.name)}のページへ戻る</a></FONT>\n</BODY>\n</HTML>\n`, o.cs, o.decl);
    }
    if (st === 'plain') {
      return legacy(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml" lang="ja">\n<head>\n${meta}\n<title>${esc(title)}</title>\n<link rel="stylesheet" type="text/css" href="/~${o.f.login}/style.css" />\n</head>\n<body>\n<div id="header"><h1>${esc(o.en ? o.c.en : o.c.ja)}</h1><p>${o.y}年度 ${TERM[o.c.t]}</p></div>\n<div id="menu"><ul><li><a href="#news">お知らせ</a></li><li><a href="#plan">授業計画</a></li><li>${a(this.rel(o, this.subName(o)), '課題')}</li><li><a href="${back}">${esc(o.f.sei)}研究室トップ</a></li></ul></div>\n<div id="main">\n${B.meta}\n<a name="news"></a>${B.news}\n${B.overview}\n<a name="plan"></a>${B.plan}\n${B.reps}\n${B.grading}\n${B.books}\n${B.past}\n</div>\n<div id="footer"><p>${esc(o.f.name)} (${o.f.login} [at] cs.${DOM})</p></div>\n</body>\n</html>\n`, o.cs, o.decl);
    }
    const bil = o.f.scheme === 'teach' && !o.en;
    return legacy(`<!DOCTYPE html>\n<html lang="${o.en ? 'en' : 'ja'}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${esc(title)}</title>\n<link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/css/bootstrap.min.css">\n</head>\n<body>\n<nav class="navbar navbar-expand navbar-dark bg-primary"><a class="navbar-brand" href="${o.home.replace(/^https?:\/\/[^/]+/, '')}">${esc(o.en ? o.c.en : o.c.ja)}</a><ul class="navbar-nav"><li class="nav-item"><a class="nav-link" href="#schedule">${bil ? 'Schedule / ' : ''}${o.en ? 'Schedule' : '授業計画'}</a></li><li class="nav-item"><a class="nav-link" href="${this.rel(o, this.subName(o))}">${o.en ? 'Homework' : '課題'}</a></li><li class="nav-item"><a class="nav-link" href="${back}">${esc(o.en ? o.f.roman : o.f.name)}</a></li></ul></nav>\n<main class="container my-4">\n<h1 class="h3">${esc(o.en ? o.c.en : o.c.ja)}${bil ? ` <small class="text-muted">${esc(o.c.en)}</small>` : ''}</h1>\n${B.meta}\n<div class="alert alert-info">${B.news}</div>\n${B.overview}\n<div id="schedule">${B.plan}</div>\n${B.reps}\n${B.grading}\n${B.books}\n${B.past}\n</main>\n<footer class="container small text-muted">&copy; ${o.y} ${esc(o.en ? o.f.roman : o.f.name)}, ${o.en ? 'Department of Computer Science and Engineering, Towa University' : '東和大学 工学部 情報工学科'}</footer>\n</body>\n</html>\n`, 'utf8', 'meta');
  }

  /** A userdir offering's other files: frames, the homework page, slides. */
  private udSub(o: Off, rest: string): Resp | undefined {
    const meta = metaCT(o.cs, o.decl, o.f.label);
    const st = this.udStyle(o);
    if (st === 'frames' && (rest === 'menu.html' || rest === 'main.html' || rest === 'kadai.html')) {
      if (rest === 'menu.html') return legacy(`<html><head>${meta}<title>menu</title></head><body bgcolor="#E0E8F0"><font size="2"><b>${esc(o.c.ja)}</b><br>${o.y}年度<br><br><a href="main.html" target="main">授業情報</a><br><a href="main.html#plan" target="main">講義予定</a><br><a href="kadai.html" target="main">課題</a><br><a href="/~${o.f.login}/" target="_top">${esc(o.f.sei)}のページ</a></font></body></html>\n`, o.cs, o.decl);
      const B = this.blocks(o, 'old');
      if (rest === 'main.html') return legacy(`<html><head>${meta}<title>${esc(o.c.ja)}</title></head><body bgcolor="#FFFFFF"><h2>${esc(o.c.ja)}（${o.y}年度）</h2>${B.meta}${B.news}${B.overview}<a name="plan"></a>${B.plan}${B.grading}${B.books}</body></html>\n`, o.cs, o.decl);
      return legacy(`<html><head>${meta}<title>課題</title></head><body bgcolor="#FFFFFF"><h2>${esc(o.c.ja)} 課題</h2>${B.I.reports.map((x) => `<a name="r${x.n}"></a><h3>${esc(x.title)}</h3>${jpara(rng(hash(`${o.key}r${x.n}`)), 2)}<p>提出期限：${fMdW(x.due)} 17:00（レポートボックス）</p>`).join('')}</body></html>\n`, o.cs, o.decl);
    }
    if (rest === this.subName(o)) {
      const B = this.blocks(o, st === 'modern' ? 'plain' : st === 'frames' ? 'old' : st);
      const en = o.en;
      return legacy(`<html><head>${meta}<title>${esc(en ? `${o.c.en}: homework` : `${o.c.ja} 課題`)}</title></head><body><h1>${esc(en ? `${o.c.en} — Homework` : `${o.c.ja}（${o.y}年度）課題`)}</h1>${B.I.reports.map((x) => `<a name="r${x.n}"></a><h2>${esc(x.title)}</h2>${en ? epara(rng(hash(`${o.key}r${x.n}`)), 2) : jpara(rng(hash(`${o.key}r${x.n}`)), 2)}<p>${en ? `Due ${fEn(x.due)}` : `提出期限：${fMdW(x.due)}　提出方法：${o.moodleToo ? '東和Moodle' : pick(rng(hash(o.key)), ['レポートボックス（2号館3階）', 'メール', '授業開始時に提出'])}`}</p>`).join('') || `<p>${en ? 'No homework yet.' : '課題はまだありません。'}</p>`}<hr>${a(o.home.replace(/^https?:\/\/[^/]+/, ''), en ? 'Back to the course page' : '授業ページへ戻る')}</body></html>\n`, st === 'modern' ? 'utf8' : o.cs, st === 'modern' ? 'meta' : o.decl);
    }
    if (this.hasSlide(o, rest)) return bin('application/pdf', `${o.host}${o.base}${rest}`);
    return undefined;
  }

  private sphinx(o: Off, which: string): Resp {
    const lab = labBy.get(o.f.lab)!;
    const B = this.blocks(o, 'plain');
    const title = which === 'index' ? `${o.en ? o.c.en : o.c.ja} ${o.y}` : which === 'schedule' ? (o.en ? 'Schedule' : '講義予定') : which === 'assignments' ? (o.en ? 'Assignments' : '課題') : which === 'genindex' ? '索引' : '検索';
    const body = which === 'index' ? `${B.meta}${B.news}${B.overview}${B.grading}${B.books}${B.past}` : which === 'schedule' ? B.plan : which === 'assignments' ? B.reps : which === 'genindex' ? '<h1 id="index">索引</h1><div class="genindex-jumpbox"></div>' : '<h1 id="search-documentation">検索</h1><form action="" method="get"><input type="text" name="q"></form><p>検索する語を入力してください。</p>';
    return page(`<!DOCTYPE html>\n<html lang="${o.en ? 'en' : 'ja'}">\n<head><meta charset="utf-8"><title>${esc(title)} — ${esc(o.en ? o.c.en : o.c.ja)} ${o.y} ドキュメント</title><link rel="stylesheet" href="_static/alabaster.css" type="text/css"><link rel="index" title="索引" href="genindex.html"><link rel="search" title="検索" href="search.html"></head>\n<body><div class="document"><div class="documentwrapper"><div class="bodywrapper"><div class="body" role="main"><div class="section" id="top"><h1>${esc(title)}<a class="headerlink" href="#top" title="このヘッドラインへのパーマリンク">¶</a></h1>${body}</div></div></div></div>\n<div class="sphinxsidebar" role="navigation"><div class="sphinxsidebarwrapper"><h1 class="logo"><a href="index.html">${esc(o.en ? o.c.en : o.c.ja)}</a></h1><h3>ナビゲーション</h3><ul><li class="toctree-l1"><a class="reference internal" href="schedule.html">${o.en ? 'Schedule' : '講義予定'}</a></li><li class="toctree-l1"><a class="reference internal" href="assignments.html">${o.en ? 'Assignments' : '課題'}</a></li></ul><div class="relations"><ul><li><a href="${labDir(lab)}">${esc(lab.ja)}</a></li></ul></div><div id="searchbox" role="search"><form class="search" action="search.html" method="get"><input type="text" name="q"></form></div></div></div><div class="clearer"></div></div>\n<div class="footer">&copy;${o.y}, ${esc(o.f.name)}. | Powered by <a href="http://sphinx-doc.org/">Sphinx 1.8.5</a> &amp; <a href="https://github.com/bitprophet/alabaster">Alabaster 0.7.12</a> | <a href="_sources/${which}.rst.txt" rel="nofollow">ソースコードを表示</a></div></body></html>\n`);
  }

  private jekyll(o: Off, which: string): Resp {
    const B = this.blocks(o, 'modern');
    const root = o.fam === 'pages' ? '/' : o.base;
    const nav = [['', o.en ? 'Home' : 'ホーム'], ['schedule/', o.en ? 'Schedule' : '講義予定'], ['assignments/', o.en ? 'Assignments' : '課題'], ['about/', o.en ? 'Staff' : '担当・連絡先']];
    const body = which === '' ? `${B.meta}${B.news}${B.overview}${B.grading}${B.books}${B.past}` : which === 'schedule/' ? B.plan : which === 'assignments/' ? B.reps : `<p>${esc(o.en ? o.f.roman : o.f.name)}（${o.f.login} [at] cs.${DOM}）</p><p>TA：${esc(student(rng(hash(o.key))))}</p>${o.fam === 'pages' ? `<p>${a(`${GL}/${o.f.login}/${o.c.slug}-${o.y}`, 'GitLab リポジトリ')}</p>` : ''}`;
    const title = nav.find((x) => x[0] === which)?.[1] ?? '';
    return page(`<!DOCTYPE html>\n<html lang="${o.en ? 'en' : 'ja'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${which ? `${esc(title)} | ` : ''}${esc(o.en ? o.c.en : o.c.ja)} ${o.y}</title><meta name="generator" content="Jekyll v3.8.5"><link rel="stylesheet" href="${root}assets/main.css"><link type="application/atom+xml" rel="alternate" href="${root}feed.xml"></head>\n<body><header class="site-header"><div class="wrapper"><a class="site-title" rel="author" href="${root}">${esc(o.en ? o.c.en : o.c.ja)} ${o.y}</a><nav class="site-nav">${nav.slice(1).map(([p, l]) => `<a class="page-link" href="${root}${p}">${esc(l)}</a>`).join('')}</nav></div></header>\n<main class="page-content"><div class="wrapper"><article class="post"><h1 class="post-title">${esc(which ? title : o.en ? o.c.en : o.c.ja)}</h1>${body}</article></div></main>\n<footer class="site-footer"><div class="wrapper"><p>${esc(o.en ? 'Department of Computer Science and Engineering, Towa University' : '東和大学 工学部 情報工学科')}${o.fam === 'lab' ? ` · ${a(labDir(labBy.get(o.f.lab)!), labBy.get(o.f.lab)!.ja)}` : ''}</p></div></footer></body></html>\n`);
  }

  private oldCourse(o: Off, which: string): Resp {
    const B = this.blocks(o, 'old');
    const body = which === '' ? `${B.meta}${B.news}${B.overview}${B.plan}${B.reps}${B.grading}${B.books}` : `<h3>■ 課題</h3>${B.I.reports.map((x) => `<a name="r${x.n}"></a><h4>${esc(x.title)}</h4>${jpara(rng(hash(`${o.key}r${x.n}`)), 2)}<p>提出期限：${fMdW(x.due)}</p>`).join('')}`;
    return this.oldPage(`${o.c.ja}（${o.y}年度）${which ? ' 課題' : ''}`, `<h2>${esc(o.c.ja)}</h2><p>${o.y}年度 ${esc(hoursJa(o.c))} / ${esc(gradeJa(o.c))}</p>${body}<p>${a(`/class/${o.y}/`, `${o.y}年度 授業一覧へ`)}</p>`);
  }

  // ===================================================================================================================
  // www.cs: the department's WordPress 5.3 (pretty permalinks), its /en/ twin, the 教務 WordPress and the userdirs
  // ===================================================================================================================

  private wp(title: string, content: string, o: { crumbs?: [string, string][]; side?: string; en?: boolean; status?: number; cls?: string } = {}): Resp {
    const en = !!o.en;
    const P = en ? '/en' : '';
    const menu = en ? MENU_EN : MENU;
    const nav = menu.map(([l, h, sub]) => `<li class="menu-item menu-item-has-children">${a(h.startsWith('http') ? h : P + h, l)}<ul class="sub-menu mega">${sub.map(([sl, sh]) => li(sh.startsWith('http') || sh.startsWith('/kyoumu') ? sh : P + sh, sl)).join('')}</ul></li>`).join('');
    const crumbs = [[`${P}/`, en ? 'Home' : 'ホーム'], ...(o.crumbs ?? [])].map(([h, l], i, arr) => (i < arr.length - 1 || o.crumbs?.length ? `<li>${a(h, l)}</li>` : '')).join('');
    const r = rng(hash(`wp:${title}`));
    const body = `<!DOCTYPE html>
<html lang="${en ? 'en-US' : 'ja'}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} | ${en ? 'Department of Computer Science and Engineering, Towa University' : '東和大学 工学部 情報工学科'}</title>
<link rel='stylesheet' id='towa-cs-style-css' href='${WWW}/wp-content/themes/towa-cs/style.css?ver=1.4.2' type='text/css' media='all' />
<link rel="alternate" hreflang="${en ? 'ja' : 'en'}" href="${WWW}${en ? '' : '/en'}/">
<meta name="generator" content="WordPress 5.3.2" />
<script type='text/javascript' src='${WWW}/wp-includes/js/jquery/jquery.js?ver=1.12.4-wp'></script>
</head>
<body class="${o.cls ?? 'page'}">
<div id="utility"><ul>${li(en ? '/' : '/en/', en ? '日本語' : 'English')}${li(`${P}/about/access/`, en ? 'Access' : 'アクセス')}${li(`${P}/contact/`, en ? 'Contact' : 'お問い合わせ')}${li(`${P}/sitemap/`, en ? 'Sitemap' : 'サイトマップ')}${li(`${UNI}/${en ? 'en/' : ''}`, en ? 'Towa University' : '東和大学')}${li(`https://${H.portal}/`, en ? 'Intranet' : '学内限定')}</ul>
<form role="search" method="get" action="${WWW}${P}/"><input type="search" name="s" placeholder="${en ? 'Search' : 'サイト内検索'}"></form></div>
<header id="masthead"><a href="${P}/" class="site-logo">${en ? 'Towa University — Department of Computer Science and Engineering' : '東和大学 工学部 情報工学科 ／ 大学院 情報理工学研究科'}</a></header>
<nav id="global-nav" class="mega-menu"><ul>${nav}</ul></nav>
<ol class="breadcrumb">${crumbs}</ol>
<div id="content" class="site-content"><main id="main"><article><h1 class="entry-title">${esc(title)}</h1><div class="entry-content">${content}</div></article></main>
${o.side ? `<aside id="secondary" class="widget-area">${o.side}</aside>` : ''}</div>
<footer id="colophon"><div class="footer-links"><ul>${li(`${MOODLE}/`, en ? 'Towa Moodle' : '東和Moodle')}${li(`${SYL}/Syllabus/Top?lang=${en ? 'en' : 'ja'}`, en ? 'Syllabus' : 'シラバス')}${li(`${RDB}/search?bu=06&lang=${en ? 'en' : 'ja'}`, en ? 'Researcher Database' : '研究者データベース')}${li(`${OLD}/index.html`, en ? 'Old site (until March 2018)' : '旧サイト（2018年3月まで）')}${li(`${P}/privacy/`, en ? 'Privacy Policy' : 'プライバシーポリシー')}</ul>
<p>〒464-8601 愛知県名古屋市東和区学園町1-1　東和大学 工学部2号館<br>TEL 052-789-0000（学科事務室）</p>
<ul class="sns">${li('https://twitter.com/towa_u_cs', 'Twitter')}${li('https://www.youtube.com/channel/UCtowaucs', 'YouTube')}${li('https://www.facebook.com/towa.u.cs', 'Facebook')}</ul>
<p class="copyright">&copy; ${en ? 'Department of Computer Science and Engineering, Towa University' : '東和大学 工学部 情報工学科'} 2020</p></div></footer>
<script type='text/javascript'>/* <![CDATA[ */var towa_cs={"ajaxurl":"https:\\/\\/${H.www}\\/wp-admin\\/admin-ajax.php","nonce":"${hex(title, 10)}"};/* ]]> */</script>
</body>
</html>
`;
    return { status: o.status ?? 200, type: 'text/html; charset=UTF-8', body };
  }
  private w404(en = false): Resp { return this.wp(en ? 'Page not found' : 'ページが見つかりませんでした', `<p>${en ? 'The page you requested could not be found.' : 'お探しのページは見つかりませんでした。移動または削除された可能性があります。'}</p><p>${a(en ? '/en/' : '/', en ? 'Home' : 'トップページへ')}</p>`, { status: 404, en, cls: 'error404' }); }

  private newsUrl(p: Post, en = false) { const [y, m, d] = ymd(p.date); return `${en ? '/en' : ''}/news/${y}/${pad(m)}/${pad(d)}/${p.slug}/`; }
  private newsSide(en = false): string {
    const P = en ? '/en' : '';
    const ps = this.posts.filter((p) => p.date <= NOW && (!en || p.en));
    const months: string[] = [];
    for (const p of ps) { const [y, m] = ymd(p.date); const k = `${y}/${pad(m)}`; if (months[months.length - 1] !== k) months.push(k); }
    return `<section class="widget"><h2 class="widget-title">${en ? 'Recent Posts' : '最近の投稿'}</h2><ul>${ps.slice(-5).reverse().map((p) => li(this.newsUrl(p, en), p.title)).join('')}</ul></section>
<section class="widget"><h2 class="widget-title">${en ? 'Categories' : 'カテゴリー'}</h2><ul>${NEWS_CATS.map(([k, l]) => li(`${P}/news/category/${k}/`, l)).join('')}</ul></section>
<section class="widget"><h2 class="widget-title">${en ? 'Archives' : 'アーカイブ'}</h2><ul>${[...months].reverse().map((k) => li(`${P}/news/${k}/`, en ? k : `${k.slice(0, 4)}年${Number(k.slice(5))}月`)).join('')}</ul></section>`;
  }
  private pager(base: string, page: number, last: number): string {
    if (last <= 1) return '';
    const link = (n: number, l: string) => a(n === 1 ? base : `${base}page/${n}/`, l, 'page-numbers');
    const out: string[] = [];
    if (page > 1) out.push(link(page - 1, '« 前へ'));
    for (let n = 1; n <= last; n++) if (n === 1 || n === last || Math.abs(n - page) <= 2) out.push(n === page ? `<span class="page-numbers current">${n}</span>` : link(n, String(n))); else if (Math.abs(n - page) === 3) out.push('<span class="page-numbers dots">…</span>');
    if (page < last) out.push(link(page + 1, '次へ »'));
    return `<nav class="pagination">${out.join(' ')}</nav>`;
  }
  private postList(ps: Post[], base: string, page: number, title: string, en: boolean, crumbs: [string, string][]): Resp {
    const per = 10;
    const last = Math.max(1, Math.ceil(ps.length / per));
    if (page > last) return this.w404(en);
    const items = [...ps].reverse().slice((page - 1) * per, page * per);
    return this.wp(title, `<ul class="news-list">${items.map((p) => `<li><time>${fSl(p.date)}</time> <span class="cat">${esc(NEWS_CATS.find((c) => c[0] === p.cat)?.[1] ?? '')}</span> ${a(this.newsUrl(p, en), p.title)}</li>`).join('')}</ul>${this.pager(base, page, last)}`, { en, crumbs, side: this.newsSide(en), cls: 'archive' });
  }

  private wwwHost(u: URL): Resp {
    const p = u.pathname;
    if (p.startsWith('/~')) return this.userdir(u);
    if (p === '/robots.txt') return txt(this.robots);
    if (p === '/sitemap.xml') return { status: 200, type: 'application/xml', body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${STATIC.map(([x]) => `<url><loc>${WWW}${x}</loc></url>`).join('')}</urlset>` };
    if (p.startsWith('/kyoumu')) return this.kyoumu(u);
    if (p.startsWith('/wp-content/uploads/')) return /\.pdf$/.test(p) ? bin('application/pdf', u.href) : /\.(jpg|png)$/.test(p) ? bin('image/jpeg', u.href) : apache404(H.www, p);
    if (p.startsWith('/wp-content/') || p.startsWith('/wp-includes/')) return { status: 200, type: p.endsWith('.js') ? 'application/javascript' : 'text/css', body: '/* towa-cs */' };
    if (p.startsWith('/wp-admin')) return moved(`${WWW}/wp-login.php?redirect_to=${encodeURIComponent(WWW + p)}&reauth=1`, 302);
    if (p === '/wp-login.php') return page(`<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"><title>ログイン &lsaquo; 東和大学 情報工学科 &#8212; WordPress</title></head><body class="login"><div id="login"><form name="loginform" id="loginform" action="${WWW}/wp-login.php" method="post"><input type="text" name="log"><input type="password" name="pwd"></form><p id="nav">${a('/wp-login.php?action=lostpassword', 'パスワードをお忘れですか ?')}</p><p id="backtoblog">${a('/', '&larr; 東和大学 情報工学科 へ移動')}</p></div></body></html>`);
    if (p.startsWith('/cgi-bin/')) return apache403(H.www, p);
    if (p === '/index.html' || p === '/index.php') return moved(`${WWW}/`);
    if (p === '/' && u.searchParams.has('page_id')) { const s = STATIC.find((x) => staticId(x[0]) === Number(u.searchParams.get('page_id'))); return s ? moved(WWW + s[0]) : this.w404(); }
    if (p === '/' && u.searchParams.has('p')) { const n = this.postById.get(Number(u.searchParams.get('p'))); return n && n.date <= NOW ? moved(WWW + this.newsUrl(n)) : this.w404(); }
    if (p === '/' && u.searchParams.has('s')) return this.wp('検索結果', `<p>「${esc(u.searchParams.get('s') ?? '')}」の検索結果：0件</p>`, { cls: 'search' });
    if (!p.endsWith('/') && !/\.[a-z]+$/.test(p)) return moved(`${WWW}${p}/${u.search}`);
    const en = p === '/en/' || p.startsWith('/en/');
    const q = en ? p.slice(3) : p;
    const P = en ? '/en' : '';
    if (q === '/') return this.landing(en);
    let m = /^\/news\/(?:page\/(\d+)\/)?$/.exec(q);
    if (m) return this.postList(this.posts.filter((x) => x.date <= NOW && (!en || x.en)), `${P}/news/`, Number(m[1] ?? 1), en ? 'News' : 'ニュース・お知らせ', en, [[`${P}/news/`, en ? 'News' : 'ニュース']]);
    m = /^\/news\/category\/([a-z]+)\/(?:page\/(\d+)\/)?$/.exec(q);
    if (m) { const c = NEWS_CATS.find((x) => x[0] === m![1]); if (!c) return this.w404(en); return this.postList(this.posts.filter((x) => x.date <= NOW && x.cat === c[0] && (!en || x.en)), `${P}/news/category/${c[0]}/`, Number(m[2] ?? 1), `${en ? 'Category' : 'カテゴリー'}: ${c[1]}`, en, [[`${P}/news/`, en ? 'News' : 'ニュース']]); }
    m = /^\/news\/tag\/([^/]+)\/(?:page\/(\d+)\/)?$/.exec(q);
    if (m) { let t = ''; try { t = decodeURIComponent(m[1]); } catch { return this.w404(en); } if (!TAGS.includes(t) && t !== '授業') return this.w404(en); return this.postList(this.posts.filter((x) => x.date <= NOW && x.tags.includes(t) && (!en || x.en)), `${P}/news/tag/${m[1].toLowerCase()}/`, Number(m[2] ?? 1), `${en ? 'Tag' : 'タグ'}: ${t}`, en, [[`${P}/news/`, en ? 'News' : 'ニュース']]); }
    m = /^\/news\/(\d{4})\/(?:(\d\d)\/)?(?:page\/(\d+)\/)?$/.exec(q);
    if (m) { const y = Number(m[1]); const mo = m[2] ? Number(m[2]) : 0; return this.postList(this.posts.filter((x) => x.date <= NOW && ymd(x.date)[0] === y && (!mo || ymd(x.date)[1] === mo) && (!en || x.en)), `${P}/news/${m[1]}/${m[2] ? `${m[2]}/` : ''}`, Number(m[3] ?? 1), mo ? `${y}年${mo}月` : `${y}年`, en, [[`${P}/news/`, en ? 'News' : 'ニュース']]); }
    m = /^\/news\/(\d{4})\/(\d\d)\/(\d\d)\/([^/]+)\/$/.exec(q);
    if (m) { const d = dayOf(Number(m[1]), Number(m[2]), Number(m[3])); const slug = m[4].toLowerCase(); const n = this.posts.find((x) => x.date === d && x.slug === slug && x.date <= NOW && (!en || x.en)); return n ? this.newsItem(n, en) : this.w404(en); }
    if (q === '/events/') return this.wp(en ? 'Events' : 'イベント', `<ul>${this.events.filter((e) => e.date >= NOW).slice(0, 12).map((e) => `<li>${fSl(e.date)} ${a(`${P}/events/${e.slug}/`, e.title)}（${esc(e.place)}）</li>`).join('')}</ul><p>${a(`${P}/events/month/2020-01/`, en ? 'Calendar' : 'カレンダー表示')}</p>`, { en, crumbs: [[`${P}/events/`, en ? 'Events' : 'イベント']] });
    m = /^\/events\/month\/(\d{4})-(\d\d)\/$/.exec(q);
    if (m) return this.calendar(Number(m[1]), Number(m[2]), en);
    m = /^\/events\/event-(\d+)\/$/.exec(q);
    if (m) { const e = this.evById.get(Number(m[1])); if (!e) return this.w404(en); const [y, mo] = ymd(e.date); return this.wp(e.title, `<p>${en ? 'Date' : '日時'}：${fJ(e.date)}（${WJ[wd(e.date)]}）${pick(rng(hash(e.slug)), ['13:00〜15:00', '15:00〜16:30', '10:00〜16:00'])}</p><p>${en ? 'Venue' : '場所'}：${esc(e.place)}</p>${jpara(rng(hash(e.slug)), 3)}<p>${a(`${P}/events/month/${y}-${pad(mo)}/`, en ? 'Back to calendar' : 'カレンダーへ戻る')}</p>`, { en, crumbs: [[`${P}/events/`, en ? 'Events' : 'イベント']] }); }
    m = /^\/education\/(undergraduate|graduate)\/courses\/(?:(\d{4})\/)?$/.exec(q);
    if (m) return this.courseList(m[1] === 'graduate', Number(m[2] ?? 2019), en);
    m = /^\/education\/(undergraduate|graduate)\/courses\/(\d{4})\/([a-z0-9-]+)\/(kadai\/)?$/.exec(q);
    if (m) { const o = this.bases.get(H.www + p.replace(/kadai\/$/, '')); if (!o || (o.fam !== 'cms' && o.fam !== 'cmsen')) return this.w404(en); return this.cmsCourse(o, !!m[4]); }
    if (q === '/education/timetable/') return this.timetable(u, en);
    if (q === '/members/') return this.members(en);
    m = /^\/members\/([a-z-]+)\/$/.exec(q);
    if (m) { const f = FACULTY.find((x) => x.slug === m![1]); return f ? this.profile(f, en) : this.w404(en); }
    if (q === '/research/labs/') return this.wp(en ? 'Laboratories' : '研究室一覧', `<ul class="labs">${LABS.map((l) => `<li>${a(`${P}/research/labs/${l.id}/`, en ? l.en : l.ja)} — ${FACULTY.filter((f) => f.lab === l.id && active(f, 2019)).map((f) => esc(en ? f.roman : f.name)).join('、')}</li>`).join('')}</ul>`, { en, crumbs: [[`${P}/research/`, en ? 'Research' : '研究']] });
    m = /^\/research\/labs\/([a-z]+)\/$/.exec(q);
    if (m) { const l = labBy.get(m[1]); return l ? this.labPage(l, en) : this.w404(en); }
    if (q === '/research/theses/') return this.wp(en ? 'Theses' : '卒業論文・修士論文', `<ul>${span(2012, 2019).reverse().map((y) => li(`${P}/research/theses/${y}/`, `${y}年度`)).join('')}</ul>`, { en, crumbs: [[`${P}/research/`, en ? 'Research' : '研究']] });
    m = /^\/research\/theses\/(\d{4})\/$/.exec(q);
    if (m && Number(m[1]) >= 2012 && Number(m[1]) <= 2019) return this.theses(Number(m[1]), en);
    const s = STATIC.find((x) => x[0] === q && (!en || x[2]));
    if (s) return this.staticPage(s, en);
    return this.w404(en);
  }

  private landing(en: boolean): Resp {
    const P = en ? '/en' : '';
    const ps = this.posts.filter((x) => x.date <= NOW && (!en || x.en)).slice(-8).reverse();
    const evs = this.events.filter((e) => e.date >= NOW).slice(0, 4);
    const r = rng(hash('landing'));
    return this.wp(en ? 'Home' : 'トップページ', `<div class="hero"><ul class="slider">${li(en ? '/en/admission/' : '/admission/opencampus/', en ? 'Open Campus 2020' : 'オープンキャンパス2020 開催予定')}${li(`${P}/research/topics/`, en ? 'Research highlights' : '研究紹介')}${li(`${P}/admission/graduate/`, en ? 'Graduate admissions' : '大学院入試（博士前期課程）')}</ul></div>
<section class="news"><h2>${en ? 'News' : 'お知らせ'}</h2><ul>${ps.map((x) => `<li><time>${fSl(x.date)}</time> ${a(this.newsUrl(x, en), x.title)}</li>`).join('')}</ul>${a(`${P}/news/`, en ? 'More news' : 'お知らせ一覧')}</section>
<section class="events"><h2>${en ? 'Events' : 'イベント'}</h2><ul>${evs.map((e) => `<li>${fSl(e.date)} ${a(`${P}/events/${e.slug}/`, e.title)}</li>`).join('')}</ul>${a(`${P}/events/`, en ? 'All events' : 'イベント一覧')}</section>
<section class="banners"><ul>${li(`${MOODLE}/`, en ? 'Towa Moodle' : '東和Moodle')}${li(`${SYL}/Syllabus/Top?lang=${en ? 'en' : 'ja'}`, en ? 'Syllabus' : 'シラバス検索')}${li('/kyoumu/?cat=2', en ? 'Class cancellations' : '休講・補講情報')}${li(`${P}/education/calendar/`, en ? 'Academic calendar' : '学年暦')}${li(`${P}/admission/`, en ? 'Admissions' : '入試情報')}</ul></section>
<section class="labs"><h2>${en ? 'Laboratories' : '研究室紹介'}</h2><ul>${LABS.map((l) => li(`${P}/research/labs/${l.id}/`, en ? l.en : l.ja)).join('')}</ul></section>${en ? epara(r, 2) : jpara(r, 2)}`, { en, cls: 'home' });
  }

  private newsItem(n: Post, en: boolean): Resp {
    const r = rng(hash(`post:${n.id}`));
    const P = en ? '/en' : '';
    let body = `<p class="meta"><time>${fJ(n.date)}</time> ${a(`${P}/news/category/${n.cat}/`, NEWS_CATS.find((c) => c[0] === n.cat)?.[1] ?? '')}</p>`;
    for (let i = 0; i < n.body; i++) body += en ? epara(r, int(r, 2, 4)) : jpara(r, int(r, 2, 4));
    if (n.o) body += `<p>${en ? 'Course page' : '授業ページ'}：${a(this.href(n.o, `news${n.id}`), `${n.o.c.ja}（${n.o.y}年度）`)}</p>`;
    if (n.lab) body += `<p>${a(`${P}/research/labs/${n.lab}/`, labBy.get(n.lab)!.ja)}${r() < 0.3 ? ` · ${a(`${LAB}${labDir(labBy.get(n.lab)!)}`, en ? 'Lab website' : '研究室ウェブサイト')}` : ''}</p>`;
    if (n.album) body += `<p>${a(`${PHOTO}/index.php?/category/${n.album}`, en ? 'Photos' : '写真はフォトギャラリーをご覧ください')}</p>`;
    if (r() < 0.15) body += `<p>${a(`/?page_id=${staticId(pick(r, STATIC)[0])}`, en ? 'Details' : '詳細はこちら')}</p>`;
    if (n.date < dayOf(2015, 4, 1) && r() < 0.12) body += `<p>${a(`${OLD}/event/${ymd(n.date)[0]}/${hex(`ev${n.id}`, 6)}.html`, en ? 'Event page' : 'イベントページ（旧サイト）')}</p>`;
    const ps = this.posts.filter((x) => x.date <= NOW && (!en || x.en));
    const i = ps.indexOf(n);
    body += `<nav class="post-navigation">${ps[i - 1] ? a(this.newsUrl(ps[i - 1], en), `« ${ps[i - 1].title}`) : ''} ${ps[i + 1] ? a(this.newsUrl(ps[i + 1], en), `${ps[i + 1].title} »`) : ''}</nav>`;
    body += `<p class="tags">${n.tags.map((t) => a(`${P}/news/tag/${encodeURIComponent(t).toLowerCase()}/`, t)).join(' ')}</p>${en ? '' : `<p>${a(`/?p=${n.id}`, '短縮URL')}</p>`}`;
    return this.wp(n.title, body, { en, crumbs: [[`${P}/news/`, en ? 'News' : 'ニュース']], side: this.newsSide(en), cls: 'single' });
  }

  /** The Events Calendar month view: every month answers, with its neighbours linked (an endless trap). */
  private calendar(y: number, mo: number, en: boolean): Resp {
    if (mo < 1 || mo > 12 || y < 1970 || y > 2100) return this.w404(en);
    const P = en ? '/en' : '';
    const first = dayOf(y, mo, 1);
    const days = dayOf(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, 1) - first;
    const evs = this.events.filter((e) => e.date >= first && e.date < first + days);
    let g = `<table class="tribe-events-calendar"><tr>${[...WJ].map((d) => `<th>${d}</th>`).join('')}</tr><tr>${'<td></td>'.repeat(wd(first))}`;
    for (let d = 0; d < days; d++) { if (wd(first + d) === 0 && d) g += '</tr><tr>'; g += `<td>${d + 1}${evs.filter((e) => e.date === first + d).map((e) => `<div>${a(`${P}/events/${e.slug}/`, e.title)}</div>`).join('')}</td>`; }
    const prev = mo === 1 ? `${y - 1}-12` : `${y}-${pad(mo - 1)}`;
    const next = mo === 12 ? `${y + 1}-01` : `${y}-${pad(mo + 1)}`;
    return this.wp(`${y}年${mo}月のイベント`, `${g}</tr></table><nav>${a(`${P}/events/month/${prev}/`, '« 前の月')} ${a(`${P}/events/month/${next}/`, '次の月 »')}</nav>`, { en, crumbs: [[`${P}/events/`, en ? 'Events' : 'イベント']], cls: 'tribe-events' });
  }

  private staticPage(s: [string, string, string], en: boolean): Resp {
    const [path, ja, et] = s;
    const P = en ? '/en' : '';
    const r = rng(hash(`static:${path}:${en}`));
    let body = en ? epara(r, 3) + epara(r, 2) : jpara(r, 4) + jpara(r, 3);
    const up = (y: number, m: number, f: string, l: string) => li(`/wp-content/uploads/${y}/${pad(m)}/${f}`, l);
    switch (path) {
      case '/education/': body += `<ul>${li(`${P}/education/undergraduate/`, en ? 'Undergraduate program' : '学部教育')}${li(`${P}/education/graduate/`, en ? 'Graduate program' : '大学院教育')}${li(`${P}/education/curriculum/`, en ? 'Curriculum' : 'カリキュラム')}${li(`${P}/education/timetable/`, en ? 'Timetable' : '時間割')}${li(`${SYL}/Syllabus/Top?lang=${en ? 'en' : 'ja'}`, en ? 'Syllabus' : 'シラバス')}</ul>`; break;
      case '/education/undergraduate/': body += `<ul>${li(`${P}/education/undergraduate/courses/`, en ? 'Courses' : '授業一覧')}${li(`${P}/education/timetable/?nendo=2019&gakki=2`, en ? 'Timetable' : '時間割（2019年度後期）')}${li('/kyoumu/', en ? 'Academic affairs' : '教務情報（演習・実験）')}${li(`${SYL}/Syllabus/Search?nendo=2019&gakubu=06&lang=${en ? 'en' : 'ja'}`, en ? 'Syllabus' : 'シラバス（工学部）')}</ul>`; break;
      case '/education/graduate/': body += `<ul>${li(`${P}/education/graduate/courses/`, en ? 'Courses' : '授業一覧')}${li('/en/education/graduate/courses/', 'Courses taught in English')}${li(`${SYL}/Syllabus/Search?nendo=2019&gakubu=56&lang=${en ? 'en' : 'ja'}`, en ? 'Syllabus' : 'シラバス（研究科）')}</ul>`; break;
      case '/education/curriculum/': body += `<table><tr><th>${en ? 'Year' : '学年'}</th><th>${en ? 'Spring' : '前期'}</th><th>${en ? 'Fall' : '後期'}</th></tr>${['1', '2', '3', '4', 'M'].map((g) => `<tr><td>${g}</td>${[1, 2].map((t) => `<td>${COURSES.filter((c) => c.grade === g && c.t === t).map((c) => a(this.sylUrl(c, 2019, en ? 'en' : 'ja'), en ? c.en : c.ja)).join('<br>')}</td>`).join('')}</tr>`).join('')}</table>`; break;
      case '/education/calendar/': body += `<ul>${up(2019, 3, 'gakunenreki2019.pdf', '2019年度 学年暦 (PDF)')}${up(2018, 3, 'gakunenreki2018.pdf', '2018年度 学年暦 (PDF)')}</ul>`; break;
      case '/education/handbook/': body += `<ul>${span(2015, 2019).reverse().map((y) => up(y, 4, `binran${y}.pdf`, `${y}年度 学生便覧 (PDF)`)).join('')}</ul>`; break;
      case '/admission/undergraduate/': case '/admission/graduate/': body += `<ul>${span(2018, 2020).reverse().map((y) => up(y - 1, 6, `${path.includes('grad') ? 'daigakuin' : 'gakubu'}-boshu${y}.pdf`, `${y}年度 募集要項 (PDF)`)).join('')}${up(2019, 6, 'kakomon2019.pdf', '過去問題 (PDF)')}</ul>`; break;
      case '/admission/opencampus/': body += `<p>${a(`${PHOTO}/index.php?/category/${this.albums.find((x) => x.name.startsWith('オープンキャンパス'))?.id ?? 1}`, 'これまでの様子（フォトギャラリー）')}</p>`; break;
      case '/research/topics/': body += `<ul>${LABS.map((l) => li(`${P}/research/labs/${l.id}/`, en ? l.en : l.ja)).join('')}</ul>${li(`${P}/research/theses/`, en ? 'Theses' : '卒業論文・修士論文')}`; break;
      case '/research/': body += `<ul>${li(`${P}/research/labs/`, en ? 'Laboratories' : '研究室一覧')}${li(`${P}/research/topics/`, en ? 'Highlights' : '研究紹介')}${li(`${P}/research/theses/`, en ? 'Theses' : '卒業論文・修士論文')}${li(`${RDB}/search?bu=06&lang=${en ? 'en' : 'ja'}`, en ? 'Researcher database' : '研究者データベース')}</ul>`; break;
      case '/campuslife/': body += `<ul>${li(`${P}/campuslife/scholarship/`, '奨学金')}${li(`${P}/campuslife/counseling/`, '学生相談')}${li(`${P}/campuslife/procedures/`, '各種手続き')}${li(`${P}/career/`, '就職・進路')}${li(`${PHOTO}/`, 'フォトギャラリー')}</ul>`; break;
      case '/campuslife/awards/': body += `<ul>${span(2014, 2019).map((y) => `<li>${y}年度：${Array.from({ length: 3 }, () => esc(student(r))).join('、')}</li>`).join('')}</ul>`; break;
      case '/career/': body += `<table><tr><th>年度</th><th>主な就職先</th></tr>${span(2014, 2018).reverse().map((y) => `<tr><td>${y}</td><td>${['富士通', 'NEC', 'デンソー', 'トヨタ自動車', 'NTTデータ', '日立製作所', '楽天', 'ヤフー', '中部電力', '愛知県庁'].filter((_, i) => hash(`${y}${i}`) % 2 === 0).join('、')}</td></tr>`).join('')}</table>`; break;
      case '/sitemap/': body += `<ul>${STATIC.filter((x) => !en || x[2]).map(([x, l, e]) => li(`${P}${x}`, en ? e : l)).join('')}${li(`${P}/members/`, en ? 'Faculty' : '教員一覧')}${li(`${P}/news/`, en ? 'News' : 'ニュース')}${li(`${P}/research/labs/`, en ? 'Laboratories' : '研究室一覧')}</ul>`; break;
      default: break;
    }
    const parent = STATIC.find((x) => x[0] !== path && path.startsWith(x[0]) && x[0] !== '/');
    return this.wp(en ? et : ja, body, { en, crumbs: [...(parent ? [[`${P}${parent[0]}`, en ? parent[2] : parent[1]] as [string, string]] : []), [`${P}${path}`, en ? et : ja]] });
  }

  /** 授業一覧 of one 年度 (2018 and 2019 are on this site; older years on the old one). */
  private courseList(grad: boolean, y: number, en: boolean): Resp {
    if (y !== 2018 && y !== 2019 && !(en && grad && y === 2017)) return this.w404(en);
    const P = en ? '/en' : '';
    const gr = grad ? 'graduate' : 'undergraduate';
    const offs = this.offs.filter((o) => o.y === y && (o.c.grade === 'M') === grad && (!en || o.c.lang === 'en'));
    const row = (o: Off) => {
      const x = hash(`cl:${o.key}`) % 10;
      const site = o.fam === 'cms' || o.fam === 'cmsen' || o.fam === 'kyoumu' ? a(this.href(o, 'cl'), en ? 'Course page' : '授業ページ') : o.home && x < 4 ? a(this.href(o, 'cl'), en ? 'Website' : '授業HP') : o.mid && x < 6 ? a(`${MOODLE}/course/view.php?id=${o.mid}`, 'Moodle') : '';
      return `<tr><td>${o.fam === 'cms' || o.fam === 'cmsen' ? a(this.href(o, 'cl2'), en ? o.c.en : o.c.ja) : esc(en ? o.c.en : o.c.ja)}</td><td>${esc(en ? o.f.roman : o.f.name)}</td><td>${esc(en ? `${TERM_EN[o.c.t]} ${WE[o.c.day]} ${o.c.period}` : hoursJa(o.c))}</td><td>${a(this.sylUrl(o.c, y, en ? 'en' : 'ja'), en ? 'Syllabus' : 'シラバス')}</td><td>${site}</td></tr>`;
    };
    const years = en && grad ? [2019, 2018, 2017] : [2019, 2018];
    return this.wp(`${en ? 'Courses' : '授業一覧'}（${grad ? (en ? 'Graduate' : '大学院') : en ? 'Undergraduate' : '学部'}）${y}${en ? '' : '年度'}`, `<p>${years.map((x) => (x === y ? `<strong>${x}</strong>` : a(`${P}/education/${gr}/courses/${x}/`, String(x)))).join(' | ')} | ${a(`${OLD}/class/`, en ? 'Before 2018 (old site)' : '2017年度以前（旧サイト）')}</p>${[1, 2].map((t) => `<h2>${en ? TERM_EN[t] : TERM[t]}</h2><table class="courses"><tr><th>${en ? 'Course' : '科目名'}</th><th>${en ? 'Instructor' : '担当'}</th><th>${en ? 'Time' : '曜日・時限'}</th><th>${en ? 'Syllabus' : 'シラバス'}</th><th>${en ? 'Web' : '授業HP'}</th></tr>${offs.filter((o) => o.c.t === t).map(row).join('')}</table>`).join('')}`, { en, crumbs: [[`${P}/education/`, en ? 'Education' : '教育'], [`${P}/education/${gr}/`, grad ? (en ? 'Graduate' : '大学院教育') : en ? 'Undergraduate' : '学部教育']] });
  }

  private cmsCourse(o: Off, kadai: boolean): Resp {
    const en = o.fam === 'cmsen';
    const B = this.blocks(o, 'modern');
    const P = en ? '/en' : '';
    const gr = o.c.grade === 'M' ? 'graduate' : 'undergraduate';
    const info = `<table class="course-info"><tr><th>${en ? 'Course' : '科目名'}</th><td>${esc(en ? o.c.en : o.c.ja)}</td></tr><tr><th>${en ? 'Code' : '科目ナンバリング'}</th><td>${o.c.num}</td></tr><tr><th>${en ? 'Timetable code' : '時間割コード'}</th><td>${o.c.jcd}</td></tr><tr><th>${en ? 'Instructors' : '担当教員'}</th><td>${[o.f, ...o.co].map((g) => a(this.memberUrl(g, en), en ? g.roman : g.name)).join(en ? ', ' : '、')}</td></tr><tr><th>${en ? 'Term' : '開講'}</th><td>${o.y}${en ? ` ${TERM_EN[o.c.t]}` : `年度 ${hoursJa(o.c)}`}</td></tr><tr><th>${en ? 'Room' : '教室'}</th><td>${esc(o.room)}</td></tr><tr><th>${en ? 'Syllabus' : 'シラバス'}</th><td>${a(this.sylUrl(o.c, o.y, en ? 'en' : 'ja'), en ? 'Syllabus' : 'シラバスを見る')}</td></tr></table>`;
    const crumbs: [string, string][] = [[`${P}/education/`, en ? 'Education' : '教育'], [`${P}/education/${gr}/courses/${o.y}/`, `${en ? 'Courses' : '授業一覧'} ${o.y}`], [o.base, en ? o.c.en : o.c.ja]];
    if (kadai) return hash(o.key) % 3 === 0 ? this.wp(`${en ? o.c.en : o.c.ja} ${en ? 'Assignments' : '課題'}`, B.reps, { en, crumbs: [...crumbs, [`${o.base}kadai/`, en ? 'Assignments' : '課題']] }) : this.w404(en);
    return this.wp(`${en ? o.c.en : o.c.ja}（${o.y}${en ? '' : '年度'}）`, `${info}${B.news}${B.overview}${B.plan}${B.reps}${hash(o.key) % 3 === 0 ? `<p>${a(`${o.base}kadai/`, en ? 'Assignment details' : '課題の詳細')}</p>` : ''}${B.grading}${B.books}`, { en, crumbs });
  }

  private timetable(u: URL, en: boolean): Resp {
    const P = en ? '/en' : '';
    const y = Number(u.searchParams.get('nendo') ?? 2019);
    const t = Number(u.searchParams.get('gakki') ?? 2);
    const g = u.searchParams.get('gakunen') ?? '';
    if ((y !== 2018 && y !== 2019) || (t !== 1 && t !== 2) || !['', '1', '2', '3', '4', 'M'].includes(g)) return this.w404(en);
    const offs = this.offs.filter((o) => o.y === y && o.c.t === t && (!g || o.c.grade === g));
    const link = (ny: number, nt: number, ng: string) => `${P}/education/timetable/?nendo=${ny}&gakki=${nt}${ng ? `&gakunen=${ng}` : ''}`;
    const grid = `<table class="timetable"><tr><th></th>${[1, 2, 3, 4, 5].map((d) => `<th>${WJ[d]}</th>`).join('')}</tr>${[1, 2, 3, 4, 5].map((pr) => `<tr><th>${pr}${en ? '' : '限'}<br><small>${PERIOD[pr]}</small></th>${[1, 2, 3, 4, 5].map((d) => `<td>${offs.filter((o) => o.c.day === d && o.c.period === pr).map((o) => `${a(this.sylUrl(o.c, y, en ? 'en' : 'ja'), en ? o.c.en : o.c.ja)}<br><small>${esc(o.room)}</small>`).join('<hr>')}</td>`).join('')}</tr>`).join('')}</table>`;
    return this.wp(`${en ? 'Timetable' : '時間割'} ${y}${en ? ` ${TERM_EN[t]}` : `年度 ${TERM[t]}`}${g ? ` ${g}${en ? '' : g === 'M' ? '（大学院）' : '年'}` : ''}`, `<p class="filters">${[2019, 2018].map((ny) => a(link(ny, t, g), `${ny}`)).join(' ')} | ${[1, 2].map((nt) => a(link(y, nt, g), en ? TERM_EN[nt] : TERM[nt])).join(' ')} | ${['', '1', '2', '3', '4', 'M'].map((ng) => a(link(y, t, ng), ng ? `${ng}${en || ng === 'M' ? '' : '年'}` : en ? 'All' : '全学年')).join(' ')}</p>${grid}<p>${a('/kyoumu/?cat=2', en ? 'Cancellations' : '休講・補講情報')} · ${a('/kyoumu/?cat=4', en ? 'Room changes' : '教室変更')}</p>`, { en, crumbs: [[`${P}/education/`, en ? 'Education' : '教育'], [`${P}/education/timetable/`, en ? 'Timetable' : '時間割']] });
  }

  private members(en: boolean): Resp {
    const P = en ? '/en' : '';
    const rows = FACULTY.filter((f) => active(f, 2019) || f.rank === '名誉教授').map((f) => `<tr><td>${a(`${P}/members/${f.slug}/`, en ? f.roman : f.name)}</td><td>${esc(en ? RANK_EN[f.rank] ?? f.rank : f.rank)}</td><td>${a(`${P}/research/labs/${f.lab}/`, en ? labBy.get(f.lab)!.en : labBy.get(f.lab)!.ja)}</td><td>${hasUd(f) && hash(`ml:${f.login}`) % 3 !== 0 ? a(hash(f.login) % 9 === 0 ? `http://${H.www}/~${f.login}/` : `/~${f.login}/`, en ? 'Homepage' : '個人ページ') : ''}</td></tr>`);
    return this.wp(en ? 'Faculty' : '教員一覧', `<table class="members"><tr><th>${en ? 'Name' : '氏名'}</th><th>${en ? 'Position' : '職位'}</th><th>${en ? 'Laboratory' : '研究室'}</th><th></th></tr>${rows.join('')}</table>`, { en, crumbs: [[`${P}/members/`, en ? 'Faculty' : '教員一覧']] });
  }

  private profile(f: Fac, en: boolean): Resp {
    const P = en ? '/en' : '';
    const r = rng(hash(`prof:${f.login}`));
    const lab = labBy.get(f.lab)!;
    const cur = (this.byFac.get(f.login) ?? []).filter((o) => o.y === 2019);
    return this.wp(en ? f.roman : `${f.name}（${f.rank}）`, `<p>${esc(en ? RANK_EN[f.rank] ?? f.rank : f.rank)} · ${a(`${P}/research/labs/${lab.id}/`, en ? lab.en : lab.ja)}</p>${en ? epara(r, 2) : jpara(r, 2)}<h2>${en ? 'Courses (2019)' : '担当授業（2019年度）'}</h2><ul>${cur.map((o) => `<li>${a(this.sylUrl(o.c, 2019, en ? 'en' : 'ja'), en ? o.c.en : o.c.ja)}${o.home && hash(`pf:${o.key}`) % 3 === 0 ? ` [${a(this.href(o, 'prof'), en ? 'web' : '授業ページ')}]` : ''}</li>`).join('')}</ul><h2>${en ? 'Links' : 'リンク'}</h2><ul>${hasUd(f) ? li(`/~${f.login}/`, en ? 'Personal homepage' : '個人ページ') : ''}${li(`${RDB}/researcher/${f.rid}?lang=${en ? 'en' : 'ja'}`, en ? 'Researcher database' : '研究者データベース')}${li(`${LAB}${labDir(lab)}`, en ? 'Laboratory website' : '研究室ウェブサイト')}</ul><p>E-mail: ${f.login} [at] cs.${DOM}</p>`, { en, crumbs: [[`${P}/members/`, en ? 'Faculty' : '教員一覧']] });
  }

  private labPage(l: Lab, en: boolean): Resp {
    const P = en ? '/en' : '';
    const r = rng(hash(`labp:${l.id}`));
    const fs = FACULTY.filter((f) => f.lab === l.id && active(f, 2019));
    return this.wp(en ? l.en : l.ja, `${en ? epara(r, 3) : jpara(r, 4)}<h2>${en ? 'Members' : '教員'}</h2><ul>${fs.map((f) => li(`${P}/members/${f.slug}/`, en ? `${f.roman}, ${RANK_EN[f.rank] ?? f.rank}` : `${f.name} ${f.rank}`)).join('')}</ul><p>${a(`${LAB}${labDir(l)}`, en ? 'Laboratory website' : '研究室ウェブサイト')} · ${a(`${WIKI}/index.php?${encodeURIComponent(`研究室/${l.ja}`)}`, 'Wiki')}</p>`, { en, crumbs: [[`${P}/research/`, en ? 'Research' : '研究'], [`${P}/research/labs/`, en ? 'Laboratories' : '研究室一覧']] });
  }

  private theses(y: number, en: boolean): Resp {
    const P = en ? '/en' : '';
    const r = rng(hash(`theses:${y}`));
    return this.wp(`${y}年度 卒業論文・修士論文`, LABS.map((l) => `<h2>${esc(en ? l.en : l.ja)}</h2><ul>${Array.from({ length: int(r, 3, 7) }, () => `<li>${esc(student(r))}「${esc(pick(r, JN))}を用いた${esc(pick(r, JN))}の${pick(r, ['研究', '検討', '提案', '実装と評価'])}」${r() < 0.3 ? '（修士論文）' : ''}</li>`).join('')}</ul>`).join(''), { en, crumbs: [[`${P}/research/`, en ? 'Research' : '研究'], [`${P}/research/theses/`, en ? 'Theses' : '卒業論文・修士論文']] });
  }

  // ---- /kyoumu/: the 教務委員会's older WordPress (plain permalinks, Twenty Twelve) -------------------------------

  private kwrap(title: string, content: string, status = 200): Resp {
    const months: string[] = [];
    for (const k of this.kposts) { if (k.date > NOW) continue; const [y, m] = ymd(k.date); const s = `${y}${pad(m)}`; if (months[months.length - 1] !== s) months.push(s); }
    const side = `<div id="secondary" class="widget-area"><aside class="widget"><h3 class="widget-title">固定ページ</h3><ul>${KSTATIC.map(([id, t]) => li(`/kyoumu/?page_id=${id}`, t)).join('')}</ul></aside><aside class="widget"><h3 class="widget-title">最近の投稿</h3><ul>${this.kposts.filter((k) => k.date <= NOW).slice(-5).reverse().map((k) => li(`/kyoumu/?p=${k.id}`, k.title)).join('')}</ul></aside><aside class="widget"><h3 class="widget-title">カテゴリー</h3><ul>${KCATS.map(([id, t]) => li(`/kyoumu/?cat=${id}`, t)).join('')}</ul></aside><aside class="widget"><h3 class="widget-title">アーカイブ</h3><ul>${[...months].reverse().map((s) => li(`/kyoumu/?m=${s}`, `${s.slice(0, 4)}年${Number(s.slice(4))}月`)).join('')}</ul></aside></div>`;
    return { status, type: 'text/html; charset=UTF-8', body: `<!DOCTYPE html>\n<html lang="ja">\n<head><meta charset="UTF-8"><title>${esc(title)} | 情報工学科 教務情報</title><link rel='stylesheet' href='${WWW}/kyoumu/wp-content/themes/twentytwelve/style.css?ver=4.9.13' type='text/css'><meta name="generator" content="WordPress 4.9.13"></head>\n<body class="home blog"><div id="page" class="hfeed site"><header id="masthead"><hgroup><h1 class="site-title">${a('/kyoumu/', '情報工学科 教務情報')}</h1><h2 class="site-description">休講・補講・教室変更・試験・演習科目のお知らせ</h2></hgroup><nav>${a(`${WWW}/`, '情報工学科トップ')} ${a(`${WWW}/education/`, '教育')}</nav></header>\n<div id="main" class="wrapper"><div id="primary" class="site-content"><div id="content" role="main"><h1 class="entry-title">${esc(title)}</h1>${content}</div></div>${side}</div>\n<footer id="colophon"><p>東和大学 工学部 情報工学科 教務委員会 · Proudly powered by WordPress</p></footer></div></body></html>\n` };
  }
  private kList(ks: KPost[], base: string, paged: number, title: string): Resp {
    const per = 10;
    const all = ks.filter((k) => k.date <= NOW).reverse();
    const last = Math.max(1, Math.ceil(all.length / per));
    if (paged > last) return this.kwrap('見つかりませんでした', '<p>お探しの物は見つかりませんでした。</p>', 404);
    const items = all.slice((paged - 1) * per, paged * per);
    const sep = base.includes('?') ? '&' : '?';
    return this.kwrap(title, `${items.map((k) => `<article><h2>${a(`/kyoumu/?p=${k.id}`, k.title)}</h2><p class="date">${fJ(k.date)}</p></article>`).join('')}<nav class="navigation">${paged < last ? a(`${base}${sep}paged=${paged + 1}`, '← 過去の投稿') : ''} ${paged > 1 ? a(paged === 2 ? base : `${base}${sep}paged=${paged - 1}`, '新しい投稿 →') : ''}</nav>`);
  }
  private kyoumu(u: URL): Resp {
    const p = u.pathname;
    if (p === '/kyoumu') return moved(`${WWW}/kyoumu/`);
    if (p.startsWith('/kyoumu/wp-content/uploads/')) return p.endsWith('.pdf') ? bin('application/pdf', u.href) : apache404(H.www, p);
    if (p.startsWith('/kyoumu/wp-admin') || p === '/kyoumu/wp-login.php') return moved(`${WWW}/kyoumu/wp-login.php?redirect_to=${encodeURIComponent(u.href)}`, 302);
    if (p !== '/kyoumu/' && p !== '/kyoumu/index.php') return this.kwrap('見つかりませんでした', '<p>お探しの物は見つかりませんでした。</p>', 404);
    const sp = u.searchParams;
    const paged = Math.max(1, Number(sp.get('paged') ?? 1) || 1);
    if (sp.has('page_id')) {
      const id = Number(sp.get('page_id'));
      const o = this.byPid.get(id);
      if (o) return this.kyoumuCourse(o);
      const s = KSTATIC.find((x) => x[0] === id);
      if (!s) return this.kwrap('見つかりませんでした', '<p>お探しの物は見つかりませんでした。</p>', 404);
      if (id === 5) {
        const ks = this.offs.filter((o2) => o2.fam === 'kyoumu').reverse();
        return this.kwrap(s[1], `<p>演習・実験科目の授業ページです。講義科目は各担当教員のページまたはシラバスを参照してください。</p>${span(2014, 2019).reverse().map((y) => `<h2>${y}年度</h2><ul>${ks.filter((o2) => o2.y === y).map((o2) => li(`/kyoumu/?page_id=${o2.pid}`, `${o2.c.ja}（${TERM[o2.c.t]}）`)).join('')}</ul>`).join('')}`);
      }
      const r = rng(hash(`ks${id}`));
      return this.kwrap(s[1], `${jpara(r, 3)}<ul>${Array.from({ length: int(r, 2, 5) }, (_, i) => li(`/kyoumu/wp-content/uploads/2019/${pad(int(r, 1, 12))}/form${id}-${i + 1}.pdf`, `様式${i + 1} (PDF)`)).join('')}</ul>`);
    }
    if (sp.has('p')) {
      const k = this.kpostById.get(Number(sp.get('p')));
      if (!k || k.date > NOW) return this.kwrap('見つかりませんでした', '<p>お探しの物は見つかりませんでした。</p>', 404);
      const o = k.o;
      const r = rng(hash(`kp${k.id}`));
      const what = k.kind === '休講' ? `${fMdW(k.when)} ${o.c.period}限の「${o.c.ja}」（${o.f.name}）は、${pick(r, ['担当教員の出張のため', '学会出張のため', '担当教員の都合により', '入試業務のため'])}休講とします。${r() < 0.6 ? `補講は${fMdW(k.when + 14 + int(r, 1, 3))} ${int(r, 3, 5)}限に行います。` : ''}` : k.kind === '補講' ? `「${o.c.ja}」の補講を${fMdW(k.when)} ${int(r, 3, 5)}限に${o.room}で行います。` : k.kind === '教室変更' ? `${fMdW(k.when)}の「${o.c.ja}」は${pick(r, ROOMS)}に教室を変更します。` : k.kind === '試験' ? `「${o.c.ja}」の期末試験を${fMdW(k.when)} ${o.c.period}限に実施します。学生証を持参すること。` : `「${o.c.ja}」の受講者は授業ページを確認してください。`;
      const i = this.kposts.indexOf(k);
      return this.kwrap(k.title, `<p class="date">${fJ(k.date)} · ${a(`/kyoumu/?cat=${k.cat}`, k.kind)}</p><p>${esc(what)}</p><p>${o.home && (o.fam === 'kyoumu' || hash(`kp${k.id}`) % 4 === 0) ? a(this.href(o, `kp${k.id}`), '授業ページ') : a(this.sylUrl(o.c, o.y), 'シラバス')}</p><nav>${this.kposts[i - 1] ? a(`/kyoumu/?p=${this.kposts[i - 1].id}`, `← ${this.kposts[i - 1].title}`) : ''} ${this.kposts[i + 1] && this.kposts[i + 1].date <= NOW ? a(`/kyoumu/?p=${this.kposts[i + 1].id}`, `${this.kposts[i + 1].title} →`) : ''}</nav>`);
    }
    if (sp.has('cat')) { const c = KCATS.find((x) => x[0] === Number(sp.get('cat'))); if (!c) return this.kwrap('見つかりませんでした', '', 404); return this.kList(this.kposts.filter((k) => k.cat === c[0]), `/kyoumu/?cat=${c[0]}`, paged, `カテゴリー: ${c[1]}`); }
    if (sp.has('m')) { const m = /^(\d{4})(\d\d)$/.exec(sp.get('m') ?? ''); if (!m) return this.kwrap('見つかりませんでした', '', 404); return this.kList(this.kposts.filter((k) => ymd(k.date)[0] === Number(m[1]) && ymd(k.date)[1] === Number(m[2])), `/kyoumu/?m=${m[1]}${m[2]}`, paged, `月別: ${m[1]}年${Number(m[2])}月`); }
    return this.kList(this.kposts, '/kyoumu/', paged, '教務情報');
  }
  private kyoumuCourse(o: Off): Resp {
    const B = this.blocks(o, 'plain');
    const tr = rng(hash(`ta${o.key}`));
    const ta = Array.from({ length: int(tr, 2, 6) }, () => esc(student(tr)));
    return this.kwrap(`${o.c.ja}（${o.y}年度）`, `${B.meta}<p>TA：${ta.join('、')}</p>${B.news}${B.overview}${B.plan}${B.reps}${B.grading}${B.books}<p>${a('/kyoumu/?page_id=5', '演習科目一覧へ戻る')}</p>`);
  }

  // ---- userdirs: www.cs…/~login/ ----------------------------------------------------------------------------------

  private findBase(host: string, path: string): [Off, string] | undefined {
    for (let i = path.length; i > 0; i--) {
      if (path[i - 1] !== '/') continue;
      const o = this.bases.get(host + path.slice(0, i));
      if (o) return [o, path.slice(i)];
    }
    return undefined;
  }

  private userdir(u: URL): Resp {
    const p = u.pathname;
    const m = /^\/~([a-z-]+)(\/.*)?$/.exec(p);
    const f = m ? facBy.get(m[1]) : undefined;
    if (!m || !f || !hasUd(f)) return apache404(H.www, p);
    const rest = m[2] ?? '';
    if (!rest) return moved(`${WWW}/~${f.login}/`);
    if (rest.startsWith('/private/')) return apache403(H.www, p);
    if (rest === '/' || rest === '/index.html' || rest === '/index.htm') return this.facHome(f);
    if (rest === '/index-e.html' && f.en) return this.facHomeEn(f);
    if (rest === '/style.css') return { status: 200, type: 'text/css', body: 'body{font-family:"MS PGothic",sans-serif;background:#fff}#header{background:#336}h2{border-left:6px solid #336;padding-left:4px}' };
    if (['/research.html', '/papers.html', '/cv.html', '/link.html'].includes(rest)) return this.facMisc(f, rest);
    if (/^\/papers\/[a-z0-9-]+\.pdf$/.test(rest)) return bin('application/pdf', u.href);
    if (rest === indexPath(f)) return this.facIndex(f);
    const o = this.homes.get(WWW + p) ?? (p.endsWith('/index.html') ? this.homes.get(WWW + p.slice(0, -10)) : undefined) ?? this.homes.get(`${WWW}${p}index.html`);
    if (o && o.fam === 'ud') return this.udHome(o);
    const fb = this.findBase(H.www, p);
    if (fb && fb[0].fam === 'ud') {
      const sub = this.udSub(fb[0], fb[1]);
      if (sub) return sub;
      if (fb[1] === '' ) return apache403(H.www, p);
    }
    if (!p.endsWith('/') && (this.bases.has(`${H.www}${p}/`) || this.homes.has(`${WWW}${p}/`))) return moved(`${WWW}${p}/`);
    return apache404(H.www, p);
  }

  /** An offering as its teacher lists it: the home, else the Moodle course, else the syllabus entry, else plain text. */
  private facLink(o: Off, salt: string, en: boolean): string {
    const name = en ? o.c.en : o.c.ja;
    if (o.home) return a(o.fam === 'ud' && o.f.scheme !== 'teach' && hash(`fl:${salt}:${o.key}`) % 5 === 0 ? o.home.replace(/^https?:\/\/[^/]+/, '') : this.href(o, salt), name);
    if (o.mid) return `${esc(name)}（${a(`${MOODLE}/course/view.php?id=${o.mid}`, en ? 'Moodle' : '東和Moodle')}）`;
    return hash(`fl2:${o.key}`) % 2 ? `${esc(name)}（${a(this.sylUrl(o.c, o.y, en ? 'en' : 'ja'), en ? 'syllabus' : 'シラバス')}）` : esc(name);
  }

  private facHome(f: Fac): Resp {
    const cs = homeCs(f);
    const r = rng(hash(`fh:${f.login}`));
    const lab = labBy.get(f.lab)!;
    const offs = this.byFac.get(f.login) ?? [];
    const cur = offs.filter((o) => o.y === 2019);
    const idx = indexPath(f);
    const oldStyle = cs !== 'utf8' || f.scheme === 'frames' || f.scheme === 'flat';
    const past = idx ? a(`/~${f.login}${idx}`, '過去の授業・講義一覧') : f.web === 'lab' ? a(`${LAB}${labDir(lab)}lecture.html`, '研究室の講義ページ') : f.web === 'pg' ? a(`${GL}/${f.login}`, 'GitLab（講義資料リポジトリ）') : '';
    const wikiList = f.web === 'wk' ? `<ul>${offs.filter((o) => o.fam === 'wiki').reverse().map((o) => li(o.home, `${o.y}年度 ${o.c.ja}`)).join('')}</ul>` : '';
    const pgList = f.web === 'pg' ? `<ul>${offs.filter((o) => o.fam === 'pages' && o.y < 2019).reverse().map((o) => li(o.home, `${o.y}年度 ${o.c.ja}`)).join('')}</ul>` : '';
    const soc = ['https://www.ipsj.or.jp/', 'https://www.ieice.org/', 'https://www.acm.org/', 'https://www.ieee.org/', 'https://www.jssst.or.jp/', 'https://www.ai-gakkai.or.jp/'].filter((_, i) => hash(`${f.login}${i}`) % 2 === 0);
    const socNames: Record<string, string> = { 'https://www.ipsj.or.jp/': '情報処理学会', 'https://www.ieice.org/': '電子情報通信学会', 'https://www.acm.org/': 'ACM', 'https://www.ieee.org/': 'IEEE', 'https://www.jssst.or.jp/': '日本ソフトウェア科学会', 'https://www.ai-gakkai.or.jp/': '人工知能学会' };
    const news = [NOW - int(r, 3, 40), NOW - int(r, 60, 300)].map((d) => `<li>${fSl(d)} ${esc(jsent(r))}</li>`).join('');
    const courses = `<ul>${cur.map((o) => `<li>${this.facLink(o, 'fh', false)}（${TERM[o.c.t]}・${o.c.grade === 'M' ? '大学院' : `${o.c.grade}年`}）</li>`).join('')}</ul>${wikiList}${pgList}${past ? `<p>${past}</p>` : ''}`;
    const links = `${a('research.html', '研究内容')} | ${a('papers.html', '研究業績')} | ${a('cv.html', '略歴')} | ${a('link.html', 'リンク')}${f.en ? ` | ${a('index-e.html', 'English')}` : ''}${hash(`priv:${f.login}`) % 3 === 0 ? ` | ${a('private/', '学内限定')}` : ''}`;
    if (oldStyle) {
      const meta = metaCT(cs, f.decl, f.label);
      return legacy(`<HTML>\n<HEAD>\n${meta}\n<TITLE>${esc(f.name)}のホームページ</TITLE>\n</HEAD>\n<BODY BGCOLOR="#FFFFEE">\n<CENTER><FONT SIZE="+2"><B>${esc(f.name)}</B></FONT><BR>${esc(f.roman)}<BR>東和大学 工学部 情報工学科 ${esc(f.rank)}</CENTER>\n<HR>\n<P>${links}</P>\n<TABLE BORDER="0" WIDTH="100%"><TR><TD VALIGN="top" WIDTH="50%">\n<H3>お知らせ</H3><UL>${news}</UL>\n<H3>担当授業（2019年度）</H3>${courses}\n</TD><TD VALIGN="top">\n<H3>研究室</H3><P>${a(`${LAB}${labDir(lab)}`, lab.ja)}</P>\n<H3>研究分野</H3><P>${esc(jtext(r, 2))}</P>\n<H3>所属学会</H3><UL>${soc.map((s) => li(s, socNames[s])).join('')}</UL>\n</TD></TR></TABLE>\n<HR>\n<ADDRESS>${esc(f.name)} &lt;${f.login}@cs.${DOM}&gt;<BR>〒464-8601 名古屋市東和区学園町1-1 東和大学 工学部2号館 ${int(r, 3, 6)}${pad(int(r, 1, 30))}号室</ADDRESS>\n<P><A HREF="${WWW}/">情報工学科</A> | <a href="${UNI}/">東和大学</a></P>\n</BODY>\n</HTML>\n`, cs, f.decl);
    }
    return page(`<!DOCTYPE html>\n<html lang="ja">\n<head>\n<meta charset="utf-8">\n<title>${esc(f.name)} | 東和大学 情報工学科</title>\n<link rel="stylesheet" href="/~${f.login}/style.css">\n</head>\n<body>\n<header><h1>${esc(f.name)} <small>${esc(f.roman)}</small></h1><p>${esc(f.rank)}　東和大学 工学部 情報工学科 ／ 大学院 情報理工学研究科　${a(`${LAB}${labDir(lab)}`, lab.ja)}</p><nav>${links}</nav></header>\n<main>\n<section><h2>お知らせ</h2><ul>${news}</ul></section>\n<section><h2>研究テーマ</h2>${jpara(r, 2)}</section>\n<section><h2>担当授業</h2><p>2019年度</p>${courses}</section>\n<section><h2>所属学会</h2><ul>${soc.map((s) => li(s, socNames[s])).join('')}</ul></section>\n<section><h2>外部リンク</h2><ul>${li(`${RDB}/researcher/${f.rid}?lang=ja`, '研究者データベース')}${li(`https://researchmap.jp/${f.slug}`, 'researchmap')}${hash(f.login) % 2 ? li(`https://github.com/${f.login.replace('-', '')}`, 'GitHub') : ''}${li(`https://scholar.google.co.jp/citations?user=${hex(f.login, 12)}`, 'Google Scholar')}</ul></section>\n</main>\n<footer><p>${f.login} [at] cs.${DOM}　工学部2号館 ${int(r, 3, 6)}${pad(int(r, 1, 30))}号室</p><p>${a(`${WWW}/`, '情報工学科')} | ${a(`${WWW}/members/${f.slug}/`, '教員紹介ページ')}</p></footer>\n</body>\n</html>\n`);
  }

  private facHomeEn(f: Fac): Resp {
    const r = rng(hash(`fhe:${f.login}`));
    const lab = labBy.get(f.lab)!;
    const cur = (this.byFac.get(f.login) ?? []).filter((o) => o.y === 2019);
    return page(`<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${esc(f.roman)} — Towa University</title></head><body><h1>${esc(f.roman)}</h1><p>${esc(RANK_EN[f.rank] ?? f.rank)}, Department of Computer Science and Engineering, Towa University · ${a(`${LAB}${labDir(lab)}`, lab.en)}</p>${epara(r, 3)}<h2>Teaching (2019)</h2><ul>${cur.map((o) => `<li>${this.facLink(o, 'fhe', true)} (${TERM_EN[o.c.t]})</li>`).join('')}</ul>${indexPath(f) ? `<p>${a(`/~${f.login}${indexPath(f)}`, 'All courses')}</p>` : ''}<p>${a('index.html', '日本語')} | ${a('papers.html', 'Publications')}</p></body></html>\n`);
  }

  /** The teacher's list of every offering by year (the way past offerings are found). */
  private facIndex(f: Fac): Resp {
    const offs = (this.byFac.get(f.login) ?? []).filter((o) => o.f === f);
    const cs = homeCs(f);
    const years = [...new Set(offs.map((o) => o.y))].sort((x, y) => y - x);
    const en = f.scheme === 'teach';
    // Pages of some early years were deleted but are still listed (dead links).
    const dead = (o: Off) => o.fam === 'none' && o.y <= 2012 && f.scheme !== '-' && hash(`dead:${o.key}`) % 3 === 0;
    const list = years.map((y) => `<h3>${y}${en ? '' : '年度'}</h3><ul>${offs.filter((o) => o.y === y).map((o) => `<li>${dead(o) ? a(udPath(o)[1].replace(WWW, ''), en ? o.c.en : o.c.ja) : this.facLink(o, 'idx', en && o.c.lang === 'en')}${o.fam === 'none' && !dead(o) ? (en ? ' (no web page)' : '（資料なし）') : ''}</li>`).join('')}</ul>`).join('\n');
    const meta = metaCT(cs, f.decl, f.label);
    return legacy(`<HTML><HEAD>${meta}<TITLE>${esc(en ? `Teaching — ${f.roman}` : `${f.name} 講義一覧`)}</TITLE></HEAD>\n<BODY BGCOLOR="#FFFFFF">\n<H2>${esc(en ? 'Teaching / 担当授業' : '担当講義一覧')}</H2>\n${list}\n<HR><a href="/~${f.login}/">${esc(f.name)}</a></BODY></HTML>\n`, cs, f.decl);
  }

  private facMisc(f: Fac, rest: string): Resp {
    const cs = homeCs(f);
    const r = rng(hash(`fm:${f.login}${rest}`));
    const meta = metaCT(cs, f.decl, f.label);
    let title = '';
    let body = '';
    if (rest === '/research.html') { title = '研究内容'; body = Array.from({ length: 4 }, () => `<h3>${esc(pick(r, JN))}に関する研究</h3>${jpara(r, 3)}`).join(''); }
    else if (rest === '/papers.html') {
      title = '研究業績';
      body = span(2008, 2019).reverse().map((y) => `<h3>${y}年</h3><ol>${Array.from({ length: int(r, 1, 4) }, () => { const t = `${pick(r, JN)}を用いた${pick(r, JN)}の${pick(r, ['提案', '評価', '実装', '高速化'])}`; return `<li>${esc(f.name)}, ${esc(student(r))}: 「${esc(t)}」, ${pick(r, ['情報処理学会論文誌', '電子情報通信学会論文誌', '情報処理学会研究報告', 'Proc. IEEE ICDE', 'Proc. ACM CHI'])}, ${y}. ${r() < 0.4 ? a(`papers/${hex(`${f.login}${t}${y}`, 8)}.pdf`, '[PDF]') : ''}</li>`; }).join('')}</ol>`).join('');
    } else if (rest === '/cv.html') { title = '略歴'; body = `<ul><li>${f.since - 8}年 ${pick(r, ['東京大学', '京都大学', '名古屋大学', '大阪大学', '東北大学'])}工学部 卒業</li><li>${f.since - 3}年 同大学院 博士課程修了 博士（工学）</li><li>${f.since}年 東和大学 工学部 情報工学科 ${f.rank === '教授' ? '講師' : '助教'}</li></ul>`; }
    else {
      title = 'リンク';
      body = `<ul>${li(`${WWW}/`, '東和大学 情報工学科')}${li(`${UNI}/`, '東和大学')}${li(`${WIKI}/index.php?FrontPage`, '学科Wiki')}${li(`${LAB}${labDir(labBy.get(f.lab)!)}`, labBy.get(f.lab)!.ja)}${['https://www.nagoya-u.ac.jp/', 'https://www.titech.ac.jp/', 'https://www.kyoto-u.ac.jp/', 'https://www.u-tokyo.ac.jp/', 'https://www.nii.ac.jp/', 'https://www.ipsj.or.jp/', 'https://www.jsps.go.jp/'].filter((_, i) => hash(`ln${f.login}${i}`) % 3 === 0).map((x) => li(x, x.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, ''))).join('')}</ul>`;
    }
    return legacy(`<HTML><HEAD>${meta}<TITLE>${esc(f.name)} - ${title}</TITLE></HEAD><BODY BGCOLOR="#FFFFFF"><H2>${title}</H2>${body}<HR><a href="/~${f.login}/">戻る</a></BODY></HTML>\n`, cs, f.decl);
  }

  // ===================================================================================================================
  // lab.cs: research-lab sites (~xx-lab/) and the course sites some labs host (Sphinx or Jekyll output)
  // ===================================================================================================================

  private labHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/' || p === '/index.html') return page(`<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>lab.cs.${DOM}</title></head><body><h1>情報工学科 研究室サーバ</h1><ul>${LABS.map((l) => li(labDir(l), l.ja)).join('')}</ul><p>${a(`${WWW}/research/labs/`, '研究室一覧（学科ウェブサイト）')}</p></body></html>`);
    const m = /^\/~([a-z]+)-lab(\/.*)?$/.exec(p);
    const lab = m ? labBy.get(m[1]) : undefined;
    if (!m || !lab) return apache404(H.lab, p);
    const rest = m[2] ?? '';
    if (!rest) return moved(`${LAB}${labDir(lab)}`);
    const fb = this.findBase(H.lab, p);
    if (fb && fb[0].fam === 'lab') {
      const [o, r] = fb;
      if (labBy.get(o.f.lab)!.site === 'jekyll') {
        if (r === '' || r === 'index.html') return this.jekyll(o, '');
        if (['schedule/', 'assignments/', 'about/'].includes(r)) return this.jekyll(o, r);
        if (['schedule', 'assignments', 'about'].includes(r)) return moved(`${LAB}${p}/`);
        if (r === 'feed.xml') return { status: 200, type: 'application/atom+xml', body: `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${esc(o.c.ja)}</title><link href="${o.home}"/></feed>` };
        if (r === 'assets/main.css') return { status: 200, type: 'text/css', body: '.site-header{border-top:5px solid #424242}' };
      } else {
        if (r === '' || r === 'index.html') return this.sphinx(o, 'index');
        const sm = /^(schedule|assignments|genindex|search)\.html$/.exec(r);
        if (sm) return this.sphinx(o, sm[1]);
        if (/^_sources\/(index|schedule|assignments|genindex|search)\.rst\.txt$/.test(r)) return txt(`${o.c.ja}\n${'='.repeat(20)}\n\n.. toctree::\n   :maxdepth: 2\n\n   schedule\n   assignments\n`);
        if (r.startsWith('_static/')) return { status: 200, type: 'text/css', body: 'div.body{max-width:800px}' };
      }
      if (this.hasSlide(o, r)) return bin('application/pdf', u.href);
      return apache404(H.lab, p);
    }
    if (!p.endsWith('/') && this.bases.has(`${H.lab}${p}/`)) return moved(`${LAB}${p}/`);
    const r0 = rng(hash(`lab:${lab.id}`));
    const fs = FACULTY.filter((f) => f.lab === lab.id && active(f, 2019));
    const D = labDir(lab);
    const wrap = (t: string, b: string) => page(`<!DOCTYPE html>\n<html lang="ja"><head><meta charset="utf-8"><title>${esc(t)} - ${esc(lab.ja)}</title></head><body><header><h1>${a(D, lab.ja)}</h1><p>${esc(lab.en)}</p><nav>${[['index.html', 'ホーム'], ['members.html', 'メンバー'], ['research.html', '研究内容'], ['publications.html', '業績'], ['theses.html', '卒業論文・修士論文'], ['lecture.html', '講義'], ['seminar/2019.html', 'ゼミ'], ['access.html', 'アクセス']].map(([h, l]) => a(D + h, l)).join(' | ')}</nav></header><main><h2>${esc(t)}</h2>${b}</main><footer>${a(`${WWW}/research/labs/${lab.id}/`, '東和大学 情報工学科')} · ${a(`${WIKI}/index.php?${encodeURIComponent(`研究室/${lab.ja}`)}`, '研究室Wiki（学内）')}</footer></body></html>\n`);
    switch (rest) {
      case '/': case '/index.html': return wrap('ホーム', `${jpara(r0, 3)}<h3>ニュース</h3><ul>${this.posts.filter((x) => x.lab === lab.id && x.date <= NOW).slice(-6).reverse().map((x) => `<li>${fSl(x.date)} ${a(WWW + this.newsUrl(x), x.title)}</li>`).join('')}</ul>`);
      case '/members.html': return wrap('メンバー', `<h3>教員</h3><ul>${fs.map((f) => li(hasUd(f) ? `${WWW}/~${f.login}/` : `${WWW}/members/${f.slug}/`, `${f.name} ${f.rank}`)).join('')}</ul><h3>学生</h3><ul>${Array.from({ length: int(r0, 8, 16) }, () => `<li>${pick(r0, ['D3', 'D1', 'M2', 'M2', 'M1', 'M1', 'B4', 'B4', 'B4'])} ${esc(student(r0))}</li>`).join('')}</ul><h3>OB・OG</h3><ul>${Array.from({ length: int(r0, 3, 8) }, () => { const y = int(r0, 10, 17); return `<li>${y + 2004}年度 修了 ${r0() < 0.4 ? a(`${WWW}/~s${y}${pad(int(r0, 1, 9))}${pad(int(r0, 0, 99), 3)}/`, student(r0)) : esc(student(r0))}</li>`; }).join('')}</ul>`);
      case '/research.html': return wrap('研究内容', Array.from({ length: 4 }, () => `<h3>${esc(pick(r0, JN))}</h3>${jpara(r0, 3)}`).join(''));
      case '/publications.html': return wrap('業績', span(2012, 2019).reverse().map((y) => `<h3>${y}</h3><ol>${Array.from({ length: int(r0, 2, 6) }, (_, i) => `<li>${esc(student(r0))}, ${esc(pick(r0, fs.length ? fs : FACULTY).name)}: ${esc(pick(r0, JN))}の${pick(r0, ['研究', '提案', '評価'])}, ${pick(r0, ['情報処理学会研究報告', '電子情報通信学会技術研究報告', 'Proc. IEEE', 'Proc. ACM'])} (${y}) ${i % 3 === 0 ? a(`${D}pub/${y}-${i}.pdf`, 'PDF') : ''}</li>`).join('')}</ol>`).join(''));
      case '/theses.html': return wrap('卒業論文・修士論文', span(2012, 2018).reverse().map((y) => `<h3>${y}年度</h3><ul>${Array.from({ length: int(r0, 3, 7) }, (_, i) => `<li>${esc(student(r0))}「${esc(pick(r0, JN))}に関する研究」 ${i % 2 === 0 ? a(`${D}theses/${y}/${pick(r0, ['b', 'm'])}${i + 1}.pdf`, 'PDF') : ''}</li>`).join('')}</ul>`).join(''));
      case '/access.html': return wrap('アクセス', `<p>工学部2号館 ${int(r0, 3, 6)}階</p>${jpara(r0, 1)}<p>${a(`${WWW}/about/access/`, '学科へのアクセス')}</p>`);
      case '/lecture.html': {
        const offs = this.offs.filter((o) => o.f.lab === lab.id && o.f === o.f && (o.fam === 'lab' || (o.y >= 2017 && o.c.lab === lab.id))).reverse();
        return wrap('講義', `<p>研究室教員が担当する授業です。</p>${[...new Set(offs.map((o) => o.y))].map((y) => `<h3>${y}年度</h3><ul>${offs.filter((o) => o.y === y).map((o) => `<li>${o.home ? a(o.fam === 'lab' ? o.base : this.href(o, 'lablec'), o.c.ja) : `${esc(o.c.ja)}（${a(this.sylUrl(o.c, o.y), 'シラバス')}）`} ${esc(o.f.name)}</li>`).join('')}</ul>`).join('')}`);
      }
      default: break;
    }
    const sm = /^\/seminar\/(\d{4})\.html$/.exec(rest);
    if (sm && Number(sm[1]) >= 2014 && Number(sm[1]) <= 2019) {
      const y = Number(sm[1]);
      const rr = rng(hash(`sem:${lab.id}:${y}`));
      return wrap(`${y}年度 ゼミ・輪講`, `<p>${span(2014, 2019).map((x) => a(`${D}seminar/${x}.html`, String(x))).join(' ')}</p><table border="1"><tr><th>日付</th><th>担当</th><th>内容</th></tr>${sessionDates(y, 1, 4).concat(sessionDates(y, 2, 4)).filter((d) => d < NOW).map((d) => `<tr><td>${fMdW(d)}</td><td>${esc(student(rr))}</td><td>${esc(pick(rr, ['論文紹介', '進捗報告', '輪講', '中間発表練習']))}：${esc(pick(rr, JN))}</td></tr>`).join('')}</table>`);
    }
    if (/^\/(pub\/\d{4}-\d+|theses\/\d{4}\/[bm]\d+)\.pdf$/.test(rest)) return bin('application/pdf', u.href);
    return apache404(H.lab, p);
  }

  // ===================================================================================================================
  // GitLab Pages course sites and the GitLab behind them
  // ===================================================================================================================

  private pagesHost(u: URL, host: string): Resp {
    const o = this.bases.get(`${host}/`);
    const p = u.pathname;
    const notFound: Resp = { status: 404, type: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html><head><title>The page you\'re looking for could not be found (404)</title></head><body><h1>404</h1><p>The page you\'re looking for could not be found.</p><a href="javascript:history.back()">Go back</a></body></html>' };
    if (!o) return notFound;
    if (p === '/' || p === '/index.html') return this.jekyll(o, '');
    const r = p.slice(1);
    if (['schedule/', 'assignments/', 'about/'].includes(r)) return this.jekyll(o, r);
    if (['schedule', 'assignments', 'about'].includes(r)) return moved(`https://${host}${p}/`, 302);
    if (r === 'feed.xml') return { status: 200, type: 'application/atom+xml', body: `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${esc(o.c.ja)}</title><link href="${o.home}"/><updated>${fISO(Math.min(NOW, sessionDates(o.y, o.c.t, o.c.day)[14]))}T09:00:00+09:00</updated></feed>` };
    if (r === 'assets/main.css') return { status: 200, type: 'text/css', body: '.site-header{border-top:5px solid #e24329}' };
    if (this.hasSlide(o, r)) return bin('application/pdf', u.href);
    return notFound;
  }

  private gitlabHost(u: URL): Resp {
    const p = u.pathname.replace(/\/$/, '');
    const signIn = moved(`${GL}/users/sign_in`, 302);
    const wrap = (t: string, b: string) => page(`<!DOCTYPE html><html class="" lang="ja"><head><meta charset="utf-8"><title>${esc(t)} · GitLab</title></head><body><header class="navbar">${a('/explore', 'GitLab')} ${a('/users/sign_in', 'サインイン / 登録')}</header><div class="content-wrapper"><h1>${esc(t)}</h1>${b}</div></body></html>`);
    const projs = this.offs.filter((o) => o.fam === 'pages');
    if (p === '' ) return signIn;
    if (p === '/users/sign_in') return wrap('サインイン', `<form action="/users/auth/saml" method="post"><button>東和大学SSO</button></form><p>${a('/explore', 'プロジェクト、グループ、スニペットを探す')}</p>`);
    if (p === '/explore' || p === '/explore/projects') return wrap('プロジェクトを探す', `<ul>${projs.map((o) => li(`/${o.f.login}/${o.c.slug}-${o.y}`, `${o.f.name} / ${o.c.slug}-${o.y}`)).join('')}</ul>`);
    const m = /^\/([a-z-]+)(?:\/([a-z0-9-]+)(\/-\/(tree|commits|issues|merge_requests|blob)\/?.*)?)?$/.exec(p);
    if (!m) return signIn;
    const f = facBy.get(m[1]);
    if (!f) return signIn;
    if (!m[2]) return wrap(f.name, `<ul>${projs.filter((o) => o.f === f).map((o) => li(`/${f.login}/${o.c.slug}-${o.y}`, `${o.c.slug}-${o.y}`)).join('')}</ul>`);
    const o = projs.find((x) => x.f === f && `${x.c.slug}-${x.y}` === m[2]);
    if (!o) return signIn;
    if (m[4] === 'issues' || m[4] === 'merge_requests') return signIn;
    const r = rng(hash(`gl:${o.key}`));
    if (m[4] === 'commits') return wrap(`コミット · ${o.c.slug}-${o.y}`, `<ul>${Array.from({ length: 20 }, (_, i) => `<li>${hex(`${o.key}c${i}`, 8)} ${esc(pick(r, ['第', '課題', 'typo修正', '資料追加', 'スケジュール更新']))}${i} — ${esc(o.f.name)}</li>`).join('')}</ul>`);
    if (m[4] === 'tree' || m[4] === 'blob') return wrap(`${o.c.slug}-${o.y}`, `<ul>${['_config.yml', 'index.md', 'schedule.md', 'assignments.md', 'about.md', 'slides/', '.gitlab-ci.yml'].map((x) => li(`/${f.login}/${m[2]}/-/blob/master/${x}`, x)).join('')}</ul>`);
    return wrap(`${o.c.slug}-${o.y}`, `<p>${esc(o.c.ja)}（${o.y}年度）の講義ページ</p><p>Pages: ${a(o.home, o.home)}</p><ul>${li(`/${f.login}/${m[2]}/-/tree/master`, 'ファイル')}${li(`/${f.login}/${m[2]}/-/commits/master`, 'コミット')}${li(`/${f.login}/${m[2]}/-/issues`, 'Issue')}</ul>`);
  }

  // ===================================================================================================================
  // 東和Moodle (Moodle 3.5, Boost) and the Shibboleth IdP
  // ===================================================================================================================

  private mwrap(title: string, crumbs: [string, string][], body: string, cls = 'pagelayout-coursecategory'): Resp {
    const who = cls.includes('guest') ? 'あなたはゲストユーザとしてアクセスしています' : 'あなたはログインしていません。';
    return page(`<!DOCTYPE html>\n<html dir="ltr" lang="ja" xml:lang="ja">\n<head><title>${esc(title)}</title><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><link rel="stylesheet" type="text/css" href="${MOODLE}/theme/styles.php/boost/1573612345_1/all" /></head>\n<body class="${cls} lang-ja">\n<nav class="fixed-top navbar navbar-light bg-white"><a href="${MOODLE}/" class="navbar-brand">東和Moodle</a><span class="login">${who} (${a(`${MOODLE}/login/index.php`, 'ログイン')})</span></nav>\n<div id="page"><header id="page-header"><h1>${esc(title)}</h1><ol class="breadcrumb">${crumbs.map(([h, l]) => `<li class="breadcrumb-item">${a(h, l)}</li>`).join('')}</ol></header>\n<div id="region-main">${body}</div></div>\n<footer id="page-footer"><div class="logininfo">${who} (${a(`${MOODLE}/login/index.php`, 'ログイン')})</div><div class="homelink">${a(`${MOODLE}/`, 'ホーム')}</div><p>${a(`${MOODLE}/admin/tool/dataprivacy/summary.php`, 'データ保持概要')}</p></footer>\n</body>\n</html>\n`);
  }
  private catCrumbs(id: number): [string, string][] {
    const out: [string, string][] = [];
    for (let c = this.cats.get(id); c && c.id !== 1; c = this.cats.get(c.parent)) out.unshift([`${MOODLE}/course/index.php?categoryid=${c.id}`, c.name]);
    return [[`${MOODLE}/`, 'ホーム'], [`${MOODLE}/course/index.php`, 'コース'], ...out];
  }
  private moodleHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const login = moved(`${MOODLE}/login/index.php`, 303);
    if (p === '/' || p === '/index.php') {
      const top = this.cats.get(1)!;
      return this.mwrap('東和Moodle', [], `<div class="sitetopic">${jpara(rng(hash('moodle')), 2)}</div><h2>サイトアナウンスメント</h2><ul><li>${fSl(NOW - 20)} 1月25日(土) 8:00〜12:00 システムメンテナンスのため停止します</li><li>${fSl(NOW - 90)} ${a(`${MOODLE}/course/view.php?id=${[...this.mcourses.values()].find((c) => c.short.startsWith('misc'))!.id}`, 'Moodle利用マニュアル')}を更新しました</li></ul><h2>コースカテゴリ</h2><ul class="category_subcategories">${top.children.map((c) => `<li>${a(`${MOODLE}/course/index.php?categoryid=${c}`, this.cats.get(c)!.name)}<ul>${this.cats.get(c)!.children.map((x) => li(`${MOODLE}/course/index.php?categoryid=${x}`, this.cats.get(x)!.name)).join('')}</ul></li>`).join('')}</ul>`, 'pagelayout-frontpage');
    }
    if (p === '/login/index.php') return this.mwrap('東和Moodle: ログイン', [[`${MOODLE}/`, 'ホーム']], `<div class="loginform"><p>${a(`${MOODLE}/auth/shibboleth/index.php`, '東和大学統合認証（SSO）でログイン')}</p><form action="${MOODLE}/login/index.php" method="post"><input type="hidden" name="username" value="guest"><button>ゲストとしてログインする</button></form><p>ブラウザのクッキーを有効にしてください。</p></div>`, 'pagelayout-login');
    if (p === '/auth/shibboleth/index.php') return moved(sso(`${MOODLE}/auth/shibboleth/index.php`), 302);
    if (p === '/course/index.php') {
      const id = Number(sp.get('categoryid') ?? 1);
      const c = this.cats.get(id);
      if (!c) return this.mwrap('エラー', [], '<div class="alert alert-danger">データベースにレコードが見つかりません。</div>');
      const per = 20;
      const pg = Math.max(0, Number(sp.get('page') ?? 0) || 0);
      const cs = c.courses.slice(pg * per, pg * per + per).map((id2) => this.mcourses.get(id2)!);
      const last = Math.ceil(c.courses.length / per);
      const paging = last > 1 ? `<nav class="pagination">${Array.from({ length: last }, (_, i) => (i === pg ? `<strong>${i + 1}</strong>` : a(`${MOODLE}/course/index.php?categoryid=${id}&perpage=${per}&page=${i}`, String(i + 1)))).join(' ')}</nav>` : '';
      return this.mwrap(`コースカテゴリ: ${c.name}`, this.catCrumbs(id), `${c.children.length ? `<div class="subcategories"><ul>${c.children.map((x) => li(`${MOODLE}/course/index.php?categoryid=${x}`, `${this.cats.get(x)!.name} (${this.cats.get(x)!.courses.length})`)).join('')}</ul></div>` : ''}<div class="courses">${cs.map((mc) => `<div class="coursebox"><h3 class="coursename">${a(`${MOODLE}/course/view.php?id=${mc.id}`, mc.name)}</h3><div class="moreinfo">${mc.summary ? a(`${MOODLE}/course/info.php?id=${mc.id}`, '概要') : ''}</div><div class="enrolmenticons">${mc.guest ? '<i class="icon fa fa-unlock" title="このコースにはゲストがアクセスできます" aria-label="このコースにはゲストがアクセスできます"></i>' : '<i class="icon fa fa-graduation-cap" title="自己登録"></i>'}</div><ul class="teachers"><li>教師: ${esc(mc.teacher)}</li></ul></div>`).join('')}</div>${paging}`);
    }
    const id = Number(sp.get('id') ?? 0);
    if (p === '/course/view.php') { const mc = this.mcourses.get(id); if (!mc) return this.mwrap('エラー', [], '<div class="alert alert-danger">データベースにレコードが見つかりません。</div>'); return mc.guest && mc.o ? this.moodleCourse(mc, mc.o) : login; }
    if (p === '/course/info.php') {
      const mc = this.mcourses.get(id);
      if (!mc || !mc.summary) return login;
      const r = rng(hash(`mi:${id}`));
      return this.mwrap(`概要: ${mc.name}`, [...this.catCrumbs(mc.cat), [`${MOODLE}/course/info.php?id=${id}`, mc.short]], `<div class="coursebox"><h3>${a(`${MOODLE}/course/view.php?id=${id}`, mc.name)}</h3><div class="summary">${mc.o ? `<p>${esc(mc.o.c.ja)}（${mc.o.y}年度 ${hoursJa(mc.o.c)}）</p>${a(this.sylUrl(mc.o.c, mc.o.y), 'シラバス')}` : jpara(r, 1)}</div><ul class="teachers"><li>教師: ${esc(mc.teacher)}</li></ul>${mc.guest ? '<p>ゲストアクセス</p>' : '<p>自己登録（学生）</p>'}</div>`);
    }
    const cm = Math.floor(id / 100);
    const mc = this.mcourses.get(cm);
    if (p === '/mod/resource/view.php' || p === '/mod/page/view.php' || p === '/mod/forum/view.php' || p === '/mod/url/view.php') {
      if (!mc || !mc.guest || !mc.o) return login;
      const o = mc.o;
      if (p === '/mod/resource/view.php') return moved(`${MOODLE}/pluginfile.php/${cm * 7 + 3}/mod_resource/content/1/${o.c.slug}_${pad(id % 100)}.pdf`, 303);
      if (p === '/mod/url/view.php') return moved(this.sylUrl(o.c, o.y), 303);
      if (p === '/mod/forum/view.php') return this.mwrap(`${mc.short}: ニュースフォーラム`, [...this.catCrumbs(mc.cat), [`${MOODLE}/course/view.php?id=${cm}`, mc.short]], `<table class="forumheaderlist">${this.info(o).notices.map(([d, t2]) => `<tr><td>${esc(t2.slice(0, 24))}</td><td>${esc(o.f.name)}</td><td>${fSl(d)}</td></tr>`).join('')}</table>`, 'path-mod-forum');
      return this.mwrap(`${mc.short}: 授業の進め方`, [...this.catCrumbs(mc.cat), [`${MOODLE}/course/view.php?id=${cm}`, mc.short]], jpara(rng(hash(`mp${id}`)), 3), 'path-mod-page');
    }
    if (p.startsWith('/pluginfile.php/')) return bin('application/pdf', u.href);
    if (p.startsWith('/theme/')) return { status: 200, type: 'text/css', body: '/* boost */' };
    return login;
  }
  private moodleCourse(mc: MCourse, o: Off): Resp {
    const I = this.info(o);
    const base = mc.id * 100;
    const sec = I.rows.map((x) => `<li class="section main" id="section-${x.n}"><h3 class="sectionname">第${x.n}回 ${fMdW(x.date)} ${esc(x.topic)}</h3><ul class="section">${x.slides ? `<li class="activity resource">${a(`${MOODLE}/mod/resource/view.php?id=${base + x.n}`, `第${x.n}回 講義資料`)}<span class="resourcelinkdetails">PDF</span></li>` : ''}${I.quizzes.includes(x.n) ? `<li class="activity quiz">${a(`${MOODLE}/mod/quiz/view.php?id=${base + 50 + x.n}`, `小テスト（第${x.n}回）`)}</li>` : ''}</ul></li>`).join('');
    const reps = I.reports.map((x) => `<li class="activity assign">${a(`${MOODLE}/mod/assign/view.php?id=${base + 80 + x.n}`, x.title)} <span class="text-muted">提出期限：${fMdW(x.due)} 23:59</span></li>`).join('');
    return this.mwrap(`コース: ${mc.name}`, [...this.catCrumbs(mc.cat), [`${MOODLE}/course/view.php?id=${mc.id}`, mc.short]], `<div class="course-content"><ul class="topics"><li class="section main" id="section-0"><div class="summary"><p><strong>${esc(o.c.ja)}</strong>（${o.y}年度 ${esc(hoursJa(o.c))}、${esc(o.room)}）</p><p>担当：${esc(o.f.name)}</p>${I.overview}<p>成績評価：${esc(I.grading)}</p></div><ul class="section"><li class="activity forum">${a(`${MOODLE}/mod/forum/view.php?id=${base}`, 'アナウンスメント')}</li><li class="activity url">${a(`${MOODLE}/mod/url/view.php?id=${base + 99}`, 'シラバス')}</li><li class="activity page">${a(`${MOODLE}/mod/page/view.php?id=${base + 98}`, '授業の進め方')}</li>${reps}</ul></li>${sec}</ul></div><div class="guestinfo">ゲストアクセス：あなたはゲストとしてこのコースを閲覧しています。課題の提出・小テストの受験にはログインが必要です。</div>`, 'format-topics path-course path-course-view guest');
  }

  private ssoHost(u: URL): Resp {
    if (u.pathname === '/idp/profile/SAML2/Redirect/SSO' && u.searchParams.has('SAMLRequest')) return moved(`${SSO}/idp/profile/SAML2/Redirect/SSO?execution=e1s1`, 302);
    if (u.pathname === '/idp/profile/SAML2/Redirect/SSO') return page(`<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>東和大学 統合認証システム</title></head><body><div class="wrapper"><h1>東和大学 統合認証システム</h1><form action="/idp/profile/SAML2/Redirect/SSO?execution=e1s1" method="post"><label>東和ID <input name="j_username"></label><label>パスワード <input type="password" name="j_password"></label><button name="_eventId_proceed">ログイン</button></form><p>${a(`${UNI}/it/password/`, 'パスワードを忘れた方')}</p><p>学外からのアクセスには多要素認証が必要です。</p></div></body></html>`);
    return nginx404();
  }

  // ===================================================================================================================
  // syllabus.: the university's syllabus system (ASP.NET MVC): one entry per course × 年度 × language, faceted search
  // ===================================================================================================================

  private sylMemo = new Map<string, { jcd: string; ja: string; en: string; t: number; day: number; period: number; teacher: string; o?: Off }[]>();
  private sylList(bu: string, y: number) {
    const k = `${bu}:${y}`;
    let l = this.sylMemo.get(k);
    if (l) return l;
    l = [];
    if (bu === '06' || bu === '56') for (const o of this.offs) if (o.y === y && (o.c.grade === 'M') === (bu === '56')) l.push({ jcd: o.c.jcd, ja: o.c.ja, en: o.c.en, t: o.c.t, day: o.c.day, period: o.c.period, teacher: o.f.name, o });
    for (const od of OTHER.filter((x) => x.code.slice(0, 2) === bu)) {
      od.names.forEach((nm, i) => {
        const r = rng(hash(`syl:${od.code}:${nm}`));
        // General-education courses run in many classes; faculty courses often have a 演習 or 特論 twin.
        const vs = od.code === '00' ? 'ABCDEFGH'.slice(0, int(r, 3, 8)).split('').map((k) => `${nm}（${k}クラス）`) : [nm, ...(r() < 0.5 ? [`${nm}演習`] : []), ...(r() < 0.3 ? [`${nm}特論`] : []), ...(r() < 0.3 ? [`${nm}（再履修）`] : [])];
        vs.forEach((v, k) => {
          const rv = rng(hash(`syl:${od.code}:${v}:${y}`));
          if (y < 2015 || rv() < 0.05 * (2019 - y)) return;
          const rr = rng(hash(`syl:${od.code}:${v}`));
          l!.push({ jcd: `${od.code.padEnd(3, '0')}${pad(i * 10 + k, 4)}`, ja: v, en: `${v} (${od.en})`, t: int(rr, 1, 2), day: int(rr, 1, 5), period: int(rr, 1, 5), teacher: `${pick(rr, SEI)} ${pick(rr, MEI)}` });
        });
      });
    }
    this.sylMemo.set(k, l);
    return l;
  }
  private swrap(title: string, body: string, lang: string): Resp {
    const en = lang === 'en';
    return page(`<!DOCTYPE html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)} - ${en ? 'Towa University Syllabus' : '東和大学 シラバス'}</title><link href="/Content/site.css" rel="stylesheet"></head><body><div class="navbar">${a(`/Syllabus/Top?lang=${lang}`, en ? 'Syllabus Search' : 'シラバス検索')} | ${a(`/Syllabus/Top?lang=${en ? 'ja' : 'en'}`, en ? '日本語' : 'English')} | ${a(`${UNI}/`, en ? 'Towa University' : '東和大学')}</div><div class="container body-content"><h2>${esc(title)}</h2>${body}<hr><footer><p>&copy; 2020 Towa University Academic Affairs Division</p></footer></div></body></html>\n`);
  }
  private sylHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const lang = sp.get('lang') === 'en' ? 'en' : 'ja';
    const en = lang === 'en';
    const BU: [string, string, string][] = [['06', '工学部', 'Faculty of Engineering'], ['56', '大学院 情報理工学研究科', 'Graduate School of Information Science and Engineering'], ...OTHER.filter((o, i, l) => l.findIndex((x) => x.code.slice(0, 2) === o.code.slice(0, 2)) === i && o.code.slice(0, 2) !== '06').map((o) => [o.code.slice(0, 2), o.ja, o.en] as [string, string, string])];
    if (p === '/' || p === '/Syllabus' || p === '/Syllabus/') return moved(`${SYL}/Syllabus/Top?lang=ja`, 302);
    if (p === '/Content/site.css') return { status: 200, type: 'text/css', body: 'body{padding-top:50px}' };
    if (p === '/Syllabus/Top') return this.swrap(en ? 'Syllabus Search' : 'シラバス検索', `<form action="/Syllabus/Search" method="get"><input name="kamoku"><input type="hidden" name="lang" value="${lang}"></form>${span(2015, 2019).reverse().map((y) => `<h3>${y}${en ? '' : '年度'}</h3><ul>${BU.map(([c, ja, e]) => li(`/Syllabus/Search?nendo=${y}&gakubu=${c}&lang=${lang}`, en ? e : ja)).join('')}</ul>`).join('')}`, lang);
    if (p === '/Syllabus/Search') {
      const y = Number(sp.get('nendo') ?? 2019);
      const bu = sp.get('gakubu') ?? '06';
      if (y < 2015 || y > 2019 || !BU.some((b) => b[0] === bu)) return this.swrap(en ? 'Error' : 'エラー', `<p>${en ? 'Invalid search condition.' : '検索条件が正しくありません。'}</p>`, lang);
      const fk = ['gakki', 'youbi', 'jigen'] as const;
      const fv: Record<string, number> = {};
      for (const k of fk) if (sp.get(k)) fv[k] = Number(sp.get(k));
      const all = this.sylList(bu, y).filter((c) => (!fv.gakki || c.t === fv.gakki) && (!fv.youbi || c.day === fv.youbi) && (!fv.jigen || c.period === fv.jigen));
      const per = 20;
      const pg = Math.max(1, Number(sp.get('page') ?? 1) || 1);
      const last = Math.max(1, Math.ceil(all.length / per));
      const q = (o: Record<string, number | undefined>) => { const x = { ...fv, ...o }; return `/Syllabus/Search?nendo=${y}&gakubu=${bu}${fk.filter((k) => x[k]).map((k) => `&${k}=${x[k]}`).join('')}${x.page && x.page > 1 ? `&page=${x.page}` : ''}&lang=${lang}`; };
      const facets = fk.map((k) => `<p>${k === 'gakki' ? (en ? 'Term' : '学期') : k === 'youbi' ? (en ? 'Day' : '曜日') : en ? 'Period' : '時限'}: ${fv[k] ? `<strong>${k === 'youbi' ? WJ[fv[k]] : fv[k]}</strong> ${a(q({ [k]: undefined, page: undefined }), en ? '[clear]' : '[解除]')}` : (k === 'gakki' ? [1, 2] : [1, 2, 3, 4, 5]).map((v) => a(q({ [k]: v, page: undefined }), k === 'gakki' ? (en ? TERM_EN[v] : TERM[v]) : k === 'youbi' ? WJ[v] : String(v))).join(' ')}</p>`).join('');
      return this.swrap(`${en ? 'Search results' : '検索結果'} (${all.length}${en ? '' : '件'})`, `${facets}<table class="table"><tr><th>${en ? 'Code' : '時間割コード'}</th><th>${en ? 'Course' : '授業科目名'}</th><th>${en ? 'Instructor' : '担当教員'}</th><th>${en ? 'Term' : '学期'}</th><th>${en ? 'Day/Period' : '曜日時限'}</th></tr>${all.slice((pg - 1) * per, pg * per).map((c) => `<tr><td>${c.jcd}</td><td>${a(`/Syllabus/Detail?nendo=${y}&jcd=${c.jcd}&lang=${lang}`, en ? c.en : c.ja)}</td><td>${esc(c.teacher)}</td><td>${en ? TERM_EN[c.t] : TERM[c.t]}</td><td>${WJ[c.day]}${c.period}</td></tr>`).join('')}</table>${last > 1 ? `<p>${Array.from({ length: last }, (_, i) => (i + 1 === pg ? `<b>${i + 1}</b>` : a(q({ page: i + 1 }), String(i + 1)))).join(' ')}</p>` : ''}`, lang);
    }
    if (p === '/Syllabus/Detail') {
      const y = Number(sp.get('nendo'));
      const jcd = sp.get('jcd') ?? '';
      const bu = jcd.slice(0, 2);
      const c = this.sylList(bu, y).find((x) => x.jcd === jcd);
      if (!c) return this.swrap(en ? 'Not found' : 'シラバス参照', `<p>${en ? 'No syllabus found.' : '該当するシラバスはありません。'}</p>`, lang);
      const o = c.o;
      const r = rng(hash(`sd:${jcd}:${y}`));
      const print = sp.get('print') === '1';
      const plan = o ? this.info({ ...o, en: en && o.c.lang === 'en' }).rows.map((x) => `<tr><td>${x.n}</td><td>${esc(x.topic)}</td></tr>`).join('') : Array.from({ length: 15 }, (_, i) => `<tr><td>${i + 1}</td><td>${esc(en ? ewords(r, 4) : `${pick(r, JN)}${pick(r, ['の基礎', '（1）', '（2）', 'の応用', '演習'])}`)}</td></tr>`).join('');
      const site = o && o.home && (o.fam === 'cms' || o.fam === 'kyoumu' || o.fam === 'cmsen' || hash(`syl:${o.key}`) % 3 === 0) ? a(this.href(o, 'syl'), this.href(o, 'syl')) : '';
      const fac = o ? o.f : undefined;
      const rel = o ? this.sylList(bu, y).filter((x) => x.o && x.o.c.lab === o.c.lab && x !== c).slice(0, 3) : [];
      const row = (k: string, v: string) => `<tr><th>${k}</th><td>${v}</td></tr>`;
      const body = `<table class="syllabus">${row(en ? 'Year' : '開講年度', String(y))}${row(en ? 'Timetable code' : '時間割コード', jcd)}${o && y >= 2016 ? row(en ? 'Course number' : '科目ナンバリング', o.c.num) : ''}${row(en ? 'Course title' : '授業科目名', esc(c.ja))}${row(en ? 'Title (English)' : '英文名', esc(c.en))}${row(en ? 'Instructor' : '担当教員', fac ? a(`${RDB}/researcher/${fac.rid}?lang=${lang}`, en ? fac.roman : fac.name) : esc(c.teacher))}${row(en ? 'Term / Day / Period' : '開講学期・曜日時限', `${en ? TERM_EN[c.t] : TERM[c.t]} ${WJ[c.day]}${c.period}`)}${row(en ? 'Credits' : '単位数', String(o ? o.c.credits : 2))}${o ? row(en ? 'Students' : '対象', esc(`${o.c.grade === 'M' ? '情報理工学研究科' : '工学部 情報工学科'} ${gradeJa(o.c)}`)) : ''}</table>
<h3>${en ? 'Aims and outline' : '授業の目的と概要'}</h3>${en ? epara(r, 3) : jpara(r, 3)}<h3>${en ? 'Goals' : '到達目標'}</h3>${en ? epara(r, 1) : jpara(r, 2)}<h3>${en ? 'Course plan' : '授業計画'}</h3><table class="plan">${plan}</table><h3>${en ? 'Study outside class' : '授業時間外の学習'}</h3>${en ? epara(r, 1) : jpara(r, 1)}<h3>${en ? 'Grading' : '成績評価の方法'}</h3><p>${o ? esc(this.info(o).grading) : en ? 'Exam and reports.' : '期末試験およびレポートにより評価する。'}</p><h3>${en ? 'Textbooks' : '教科書'}</h3><p>${o ? esc(this.info(o).books[0]) : en ? 'Handouts.' : '配布資料'}</p>${site ? `<h3>${en ? 'Course website' : '授業ホームページ'}</h3><p>${site}</p>` : ''}${rel.length ? `<h3>${en ? 'Related courses' : '関連科目'}</h3><ul>${rel.map((x) => li(`/Syllabus/Detail?nendo=${y}&jcd=${x.jcd}&lang=${lang}`, en ? x.en : x.ja)).join('')}</ul>` : ''}
<p>${en ? 'Other years' : '他年度'}: ${span(2015, 2019).filter((x) => x !== y).map((x) => a(`/Syllabus/Detail?nendo=${x}&jcd=${jcd}&lang=${lang}`, String(x))).join(' ')} | ${a(`/Syllabus/Detail?nendo=${y}&jcd=${jcd}&lang=${en ? 'ja' : 'en'}`, en ? '日本語' : 'English')}${print ? '' : ` | ${a(`/Syllabus/Detail?nendo=${y}&jcd=${jcd}&lang=${lang}&print=1`, en ? 'Print' : '印刷用')}`}</p>`;
      return this.swrap(`${en ? 'Syllabus' : 'シラバス参照'}: ${en ? c.en : c.ja}`, body, lang);
    }
    return { status: 404, type: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html><head><title>404 - ファイルまたはディレクトリが見つかりません。</title></head><body><h2>404 - ファイルまたはディレクトリが見つかりません。</h2></body></html>' };
  }

  // ===================================================================================================================
  // wiki.cs: PukiWiki 1.5.2 (UTF-8) — course pages among lab, meeting and help pages, every one with its backups
  // ===================================================================================================================

  private wikiHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/') return moved(`${WIKI}/index.php?FrontPage`);
    if (p.startsWith('/skin/')) return { status: 200, type: 'text/css', body: 'body{background:#fff}' };
    if (p !== '/index.php') return apache404(H.wiki, p);
    const qs = u.search.slice(1);
    const dec = (s: string) => { try { return decodeURIComponent(s.replace(/\+/g, ' ')); } catch { return ''; } };
    if (!qs) return this.wikiRead('FrontPage');
    if (!qs.includes('=')) return this.wikiRead(dec(qs));
    const sp = u.searchParams;
    const cmd = sp.get('cmd') ?? '';
    const plugin = sp.get('plugin') ?? '';
    const name = sp.get('page') ?? sp.get('refer') ?? '';
    const w = this.wpages.get(name);
    const e = encodeURIComponent(name);
    if (cmd === 'list') return this.wwrap('ページの一覧', `<ul>${[...this.wnames].sort().map((n) => li(`index.php?${encodeURIComponent(n)}`, n)).join('')}</ul>`, '', true);
    if (cmd === 'search') return this.wwrap('単語検索', '<form action="index.php?cmd=search" method="post"><input name="word"><input type="radio" name="type" value="AND" checked>AND検索</form>', '', false);
    if (cmd === 'rss') return { status: 200, type: 'application/xml; charset=UTF-8', body: `<?xml version="1.0" encoding="UTF-8"?><rss version="0.91"><channel><title>情報工学科Wiki</title><link>${WIKI}/</link>${this.wikiRecent().slice(0, 15).map((x) => `<item><title>${esc(x.name)}</title><link>${WIKI}/index.php?${encodeURIComponent(x.name)}</link></item>`).join('')}</channel></rss>` };
    if (cmd === 'help') return this.wikiRead('Help');
    if (plugin === 'attach') {
      if (!w) return this.wwrap('添付ファイル', '<p>ページがありません</p>', '', false);
      const file = sp.get('openfile') ?? sp.get('file') ?? '';
      if (sp.get('openfile')) return w.attach.includes(file) ? bin('application/pdf', u.href) : this.wwrap('添付ファイル', `<p>${esc(file)} はありません</p>`, '', false);
      if (sp.get('pcmd') === 'info') return w.attach.includes(file) ? this.wwrap(`添付ファイルの情報: ${file}`, `<p>${a(`index.php?plugin=attach&refer=${e}&openfile=${encodeURIComponent(file)}`, file)}</p><dl><dt>ページ</dt><dd>${a(`index.php?${e}`, name)}</dd><dt>サイズ</dt><dd>${hash(file + name) % 900 + 40}KB</dd><dt>格納ファイル名</dt><dd>${hex(name + file, 32)}</dd></dl><p>${a(`index.php?plugin=attach&pcmd=list&refer=${e}`, '添付ファイル一覧')}</p>`, name, false) : this.wwrap('添付ファイル', '<p>ファイルがありません</p>', '', false);
      if (sp.get('pcmd') === 'list') return this.wwrap(`添付ファイル一覧: ${name}`, `<ul>${w.attach.map((f) => `<li>${a(`index.php?plugin=attach&refer=${e}&openfile=${encodeURIComponent(f)}`, f)} [${a(`index.php?plugin=attach&pcmd=info&refer=${e}&file=${encodeURIComponent(f)}`, '詳細')}]</li>`).join('')}</ul>`, name, false);
      return this.wwrap(`${name} への添付`, `<form enctype="multipart/form-data" action="index.php" method="post"><input type="file" name="attach_file"></form><p>${a(`index.php?plugin=attach&pcmd=list&refer=${e}`, '添付ファイル一覧')}</p>`, name, false);
    }
    if (!w) return this.wwrap('エラー', `<p>${esc(name)} は存在しません。</p>`, '', false);
    const tail = w.revs.length - 1;
    if (cmd === 'edit') return this.wwrap(`${name} の編集`, `<form action="index.php" method="post"><textarea name="msg" rows="20" cols="80">${esc(this.wikiSource(w, tail))}</textarea><input type="submit" name="write" value="ページの更新"></form>`, name, false);
    if (cmd === 'freeze') return this.wwrap(`${name} の凍結`, '<form action="index.php" method="post"><input type="password" name="pass"></form>', name, false);
    if (cmd === 'diff') return this.wwrap(`${name} の差分`, `<pre>${esc(this.wikiDiff(w, tail))}</pre>`, name, false);
    if (plugin === 'related') return this.wwrap(`${name} への関連ページ`, `<ul>${this.wnames.filter((n) => n !== name && (name.startsWith(`${n}/`) || n.startsWith(`${name}/`) || n === 'MenuBar')).map((n) => li(`index.php?${encodeURIComponent(n)}`, n)).join('')}</ul>`, name, false);
    if (plugin === 'template' || plugin === 'rename' || plugin === 'newpage') return this.wwrap(plugin === 'template' ? '複製' : plugin === 'rename' ? '名前変更' : '新規ページ作成', `<form action="index.php" method="post"><input name="page" value="${esc(name)}"></form>`, name, false);
    if (cmd === 'backup') {
      const age = Number(sp.get('age') ?? 0);
      const list = `<ul>${w.revs.slice(0, tail).map((d, i) => `<li>${a(`index.php?cmd=backup&page=${e}&age=${i + 1}`, String(i + 1))} ${fSl(d)} (${WJ[wd(d)]}) ${pad(hash(`${name}${i}`) % 24)}:${pad(hash(`${i}${name}`) % 60)} [ ${a(`index.php?cmd=backup&page=${e}&age=${i + 1}&action=diff`, '差分')} | ${a(`index.php?cmd=backup&page=${e}&age=${i + 1}&action=nowdiff`, '現在との差分')} | ${a(`index.php?cmd=backup&page=${e}&age=${i + 1}&action=source`, 'ソース')} ]</li>`).join('')}</ul>`;
      if (!age) return this.wwrap(`${name} のバックアップ一覧`, tail ? list : '<p>バックアップはありません</p>', name, false);
      if (age < 1 || age > tail) return this.wwrap(`${name} のバックアップ`, '<p>指定された版はありません</p>', name, false);
      const action = sp.get('action') ?? '';
      const content = action === 'diff' ? `<pre>${esc(this.wikiDiff(w, age))}</pre>` : action === 'nowdiff' ? `<pre>${esc(this.wikiDiff(w, tail))}\n${esc(this.wikiDiff(w, age))}</pre>` : action === 'source' ? `<pre>${esc(this.wikiSource(w, age))}</pre>` : this.wikiBody(w, age);
      return this.wwrap(`${name} のバックアップ(No.${age})`, `${list}<hr>${content}`, name, false);
    }
    if (cmd === 'read' && !plugin) return this.wikiRead(name);
    return this.wwrap('エラー', `<p>プラグイン ${esc(plugin || cmd)} は存在しません</p>`, '', false);
  }
  private wikiRecent() { return [...this.wpages.values()].filter((x) => !['MenuBar', 'RecentChanges'].includes(x.name)).sort((x, y) => y.revs[y.revs.length - 1] - x.revs[x.revs.length - 1] || (x.name < y.name ? -1 : 1)); }
  private wikiSource(w: WPage, age: number): string { const r = rng(hash(`ws:${w.name}:${age}`)); return `*${w.name}\n${jtext(r, 2)}\n**${pick(r, JN)}\n-${jsent(r)}\n-${jsent(r)}\n`; }
  private wikiDiff(w: WPage, age: number): string { const r = rng(hash(`wd:${w.name}:${age}`)); return ` *${w.name}\n-${jsent(r)}\n+${jsent(r)}\n ${jsent(r)}\n`; }
  private wikiBody(w: WPage, age: number): string {
    const r = rng(hash(`wb:${w.name}:${age}`));
    const e = encodeURIComponent(w.name);
    const children = this.wnames.filter((n) => n.startsWith(`${w.name}/`) && !n.slice(w.name.length + 1).includes('/'));
    const deep = ['講義', '議事録', '輪講'].includes(w.name) ? this.wnames.filter((n) => n.startsWith(`${w.name}/`) && this.wpages.get(n)!.kind !== 'coursesub') : children;
    let b = '';
    if (w.o && w.kind === 'course') {
      const B = this.blocks(w.o, 'plain');
      b = `${B.meta}${B.news}${B.overview}${B.plan}${B.reps}${B.grading}${B.books}<ul>${children.map((n) => li(`index.php?${encodeURIComponent(n)}`, n.slice(w.name.length + 1))).join('')}</ul>`;
    } else if (w.o) {
      const B = this.blocks(w.o, 'plain');
      b = `${w.name.endsWith('課題') ? B.reps : B.plan}<p>${a(`index.php?${encodeURIComponent(w.o.wpage)}`, w.o.c.ja)}</p>`;
    } else if (w.name === 'FrontPage') b = `<p>東和大学 工学部 情報工学科の学内向けWikiです。</p><ul>${['研究室', '計算機環境', 'マニュアル', '議事録', '輪講', '講義'].map((n) => li(`index.php?${encodeURIComponent(n)}`, n)).join('')}</ul>${jpara(r, 2)}`;
    else if (w.name === 'RecentChanges') b = `<ul>${this.wikiRecent().slice(0, 40).map((x) => `<li>${fSl(x.revs[x.revs.length - 1])} - ${a(`index.php?${encodeURIComponent(x.name)}`, x.name)}</li>`).join('')}</ul>`;
    else b = `${jpara(r, int(r, 1, 3))}${w.name.startsWith('研究室/') && !w.name.includes('/', 4) ? `<p>${a(`${LAB}${labDir(LABS.find((l) => w.name === `研究室/${l.ja}`) ?? LABS[0])}`, '研究室ウェブサイト')}</p>` : ''}${deep.length ? `<ul>${deep.map((n) => li(`index.php?${encodeURIComponent(n)}`, n)).join('')}</ul>` : ''}`;
    if (w.attach.length) b += `<div id="attach">添付ファイル: ${w.attach.map((f) => `${a(`index.php?plugin=attach&refer=${e}&openfile=${encodeURIComponent(f)}`, f)} ${hash(f + w.name) % 900 + 40}件 [${a(`index.php?plugin=attach&pcmd=info&refer=${e}&file=${encodeURIComponent(f)}`, '詳細')}]`).join(' ')}</div>`;
    return b;
  }
  private wikiRead(name: string): Resp {
    const w = this.wpages.get(name);
    if (!w) return this.wwrap(name || 'エラー', `<p>${esc(name)} は存在しません。${a(`index.php?cmd=edit&page=${encodeURIComponent(name)}`, '新規作成')}</p>`, '', true);
    return this.wwrap(name, `${this.wikiBody(w, w.revs.length - 1)}<div id="lastmodified">Last-modified: ${fSl(w.revs[w.revs.length - 1])} (${WJ[wd(w.revs[w.revs.length - 1])]}) ${pad(hash(name) % 24)}:${pad(hash(`m${name}`) % 60)}:${pad(hash(`s${name}`) % 60)}</div>`, name, true);
  }
  private wwrap(title: string, body: string, name: string, read: boolean): Resp {
    const e = encodeURIComponent(name || 'FrontPage');
    const menu = `<div id="menubar"><h4>メニュー</h4><ul>${li('index.php?FrontPage', 'トップ')}${li(`index.php?${encodeURIComponent('研究室')}`, '研究室')}${li(`index.php?${encodeURIComponent('計算機環境')}`, '計算機環境')}${li(`index.php?${encodeURIComponent('マニュアル')}`, 'マニュアル')}${li(`index.php?${encodeURIComponent('議事録')}`, '議事録')}${li(`index.php?${encodeURIComponent('講義')}`, '講義')}</ul><h4>最新の20件</h4><ul>${this.wikiRecent().slice(0, 20).map((x) => li(`index.php?${encodeURIComponent(x.name)}`, x.name)).join('')}</ul></div>`;
    const nav = `[ ${a('index.php?FrontPage', 'トップ')} ] [ ${a(`index.php?cmd=edit&page=${e}`, '編集')} | ${a(`index.php?cmd=freeze&page=${e}`, '凍結')} | ${a(`index.php?cmd=diff&page=${e}`, '差分')} | ${a(`index.php?cmd=backup&page=${e}`, 'バックアップ')} | ${a(`index.php?plugin=attach&pcmd=upload&page=${e}`, '添付')} | ${a(`index.php?plugin=template&refer=${e}`, '複製')} | ${a(`index.php?plugin=rename&refer=${e}`, '名前変更')} | ${a(`index.php?${e}`, 'リロード')} ] [ ${a(`index.php?plugin=newpage&refer=${e}`, '新規')} | ${a('index.php?cmd=list', '一覧')} | ${a('index.php?cmd=search', '単語検索')} | ${a('index.php?RecentChanges', '最終更新')} | ${a('index.php?Help', 'ヘルプ')} ]`;
    return page(`<?xml version="1.0" encoding="UTF-8" ?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="ja">\n<head>\n<meta http-equiv="content-type" content="application/xhtml+xml; charset=UTF-8" />\n${read ? '' : '<meta name="robots" content="NOINDEX,NOFOLLOW" />\n'}<title>${esc(title)} - 情報工学科Wiki</title>\n<link rel="stylesheet" type="text/css" href="skin/pukiwiki.css" />\n</head>\n<body>\n<div id="header"><a href="index.php?FrontPage"><img id="logo" src="image/pukiwiki.png" width="80" height="80" alt="[PukiWiki]" title="[PukiWiki]" /></a><h1 class="title">${read && name ? a(`index.php?plugin=related&page=${e}`, title) : esc(title)}</h1></div>\n<div id="navigator">${nav}</div>\n<table border="0" style="width:100%"><tr><td class="menubar">${menu}</td><td valign="top"><div id="body">${body}</div></td></tr></table>\n<div id="footer">Site admin: 情報工学科 計算機管理WG<br />PukiWiki 1.5.2 &copy; 2001-2019 PukiWiki Development Team.</div>\n</body>\n</html>\n`);
  }

  // ===================================================================================================================
  // photo.cs: 学科フォトギャラリー (Piwigo 2.9): albums, photo pages in several contexts, slideshows, EXIF, downloads
  // ===================================================================================================================

  private photoHost(u: URL): Resp {
    const p = u.pathname;
    const qs = decodeURIComponent(u.search.slice(1));
    const wrap = (t: string, b: string) => page(`<!DOCTYPE html>\n<html lang="ja" dir="ltr"><head><meta charset="utf-8"><meta name="generator" content="Piwigo (aka PWG), see piwigo.org"><title>${esc(t)} | 情報工学科 フォトギャラリー</title></head><body id="theCategoryPage"><div id="menubar"><dl><dt>${a('index.php?/categories', 'アルバム')}</dt><dd><ul>${this.albums.filter((x) => !x.parent).map((x) => li(`index.php?/category/${x.id}`, x.name)).join('')}</ul></dd><dt>特別カテゴリ</dt><dd><ul>${li('index.php?/recent_pics', '最新の写真')}${li('index.php?/tags', 'タグ')}</ul></dd><dt>${a('identification.php', 'ログイン')}</dt></dl></div><div id="content"><h2>${a(`${PHOTO}/`, 'ホーム')} / ${esc(t)}</h2>${b}</div><div id="copyright">Powered by <a href="https://piwigo.org">Piwigo</a> · ${a(`${WWW}/`, '東和大学 情報工学科')}</div></body></html>\n`);
    const thumbs = (ids: number[], ctx: string) => `<ul class="thumbnails">${ids.map((id) => { const ph = this.photos.get(id)!; return `<li>${a(`picture.php?/${id}/${ctx}`, ph.title)}<img src="i.php?/${ph.file}-th.jpg" alt="${esc(ph.title)}"></li>`; }).join('')}</ul>`;
    const paged = (ids: number[], base: string, ctx: string, start: number) => `${thumbs(ids.slice(start, start + 15), ctx)}${ids.length > 15 ? `<div class="navigationBar">${Array.from({ length: Math.ceil(ids.length / 15) }, (_, i) => (i * 15 === start ? `<span>${i + 1}</span>` : a(i ? `index.php?/${base}/start-${i * 15}` : `index.php?/${base}`, String(i + 1)))).join(' ')}</div>` : ''}`;
    if (p === '/identification.php') return wrap('ログイン', '<form method="post" action="identification.php"><input name="username"><input type="password" name="password"></form>');
    if (p === '/i.php') return bin('image/jpeg', u.href);
    if (p === '/action.php') return moved(`${PHOTO}/identification.php`, 302);
    if (p === '/' || p === '/index.php') {
      if (!qs || qs === '/categories') return wrap('アルバム', `<ul class="albums">${this.albums.filter((x) => !x.parent).reverse().map((x) => li(`index.php?/category/${x.id}`, `${x.name}（${x.children.length}アルバム）`)).join('')}</ul>`);
      let m = /^\/category\/(\d+)(?:\/start-(\d+))?$/.exec(qs);
      if (m) {
        const al = this.albums[Number(m[1]) - 1];
        if (!al) return wrap('エラー', '<p>アルバムが見つかりません</p>');
        if (al.children.length) return wrap(al.name, `<ul class="albums">${al.children.map((c) => li(`index.php?/category/${c}`, this.albums[c - 1].name)).join('')}</ul>`);
        return wrap(al.name, paged(al.photos, `category/${al.id}`, `category/${al.id}`, Number(m[2] ?? 0)));
      }
      if (qs === '/recent_pics') return wrap('最新の写真', thumbs([...this.photos.keys()].slice(-30).reverse(), 'recent_pics'));
      if (qs === '/tags') return wrap('タグ', `<ul>${ALBUM_TOPICS.map((t, i) => li(`index.php?/tags/${i + 1}-${encodeURIComponent(t).toLowerCase()}`, t)).join('')}</ul>`);
      m = /^\/tags\/(\d+)-[^/]+(?:\/start-(\d+))?$/.exec(qs);
      if (m) {
        const t = Number(m[1]) - 1;
        if (!ALBUM_TOPICS[t]) return wrap('エラー', '');
        const ids = [...this.photos.values()].filter((ph) => ph.tags.includes(t)).map((ph) => ph.id).reverse();
        const tag = `tags/${t + 1}-${encodeURIComponent(ALBUM_TOPICS[t]).toLowerCase()}`;
        return wrap(`タグ: ${ALBUM_TOPICS[t]}`, paged(ids, tag, tag, Number(m[2] ?? 0)));
      }
      return wrap('エラー', '<p>ページが見つかりません</p>');
    }
    if (p === '/picture.php') {
      const m = /^\/(\d+)\/(category\/\d+|recent_pics|tags\/\d+-[^/&]+)(&slideshow=|&metadata)?$/.exec(qs);
      const ph = m ? this.photos.get(Number(m[1])) : undefined;
      if (!m || !ph) return wrap('エラー', '<p>写真が見つかりません</p>');
      const al = this.albums[ph.album - 1];
      const seq = m[2].startsWith('category') ? al.photos : m[2] === 'recent_pics' ? [...this.photos.keys()].slice(-30).reverse() : [...this.photos.values()].filter((x) => x.tags.includes(ph.tags[0])).map((x) => x.id).reverse();
      const i = seq.indexOf(ph.id);
      const ctx = m[2];
      const enc = ctx.startsWith('tags') ? ctx.replace(/^(tags\/\d+-)(.*)$/, (_s, a1: string, b1: string) => a1 + encodeURIComponent(b1).toLowerCase()) : ctx;
      if (m[3] === '&slideshow=') return wrap(ph.title, `<img src="i.php?/${ph.file}-me.jpg"><p>${seq[i + 1] ? a(`picture.php?/${seq[i + 1]}/${enc}&slideshow=`, '次') : ''} ${a(`picture.php?/${ph.id}/${enc}`, 'スライドショーを停止')}</p>`);
      if (m[3] === '&metadata') return wrap(ph.title, `<table><tr><td>Make</td><td>${pick(rng(ph.id), ['Canon', 'NIKON CORPORATION', 'SONY', 'FUJIFILM'])}</td></tr><tr><td>DateTimeOriginal</td><td>${fISO(ph.date).replace(/-/g, ':')} 1${ph.id % 9}:${pad(ph.id % 60)}:00</td></tr></table>${a(`picture.php?/${ph.id}/${enc}`, '戻る')}`);
      return wrap(ph.title, `<div id="imageToolBar">${seq[0] !== ph.id ? a(`picture.php?/${seq[0]}/${enc}`, '最初') : ''} ${i > 0 ? a(`picture.php?/${seq[i - 1]}/${enc}`, '前') : ''} ${a(ctx.startsWith('category') ? `index.php?/${enc}` : `index.php?/${enc}`, 'サムネイル')} ${seq[i + 1] ? a(`picture.php?/${seq[i + 1]}/${enc}`, '次') : ''} ${a(`picture.php?/${ph.id}/${enc}&slideshow=`, 'スライドショー')} ${a(`picture.php?/${ph.id}/${enc}&metadata`, 'EXIF')} ${a(`action.php?id=${ph.id}&part=e&download`, 'ダウンロード')}</div><div class="switchBox">写真サイズ: ${a(`i.php?/${ph.file}-xl.jpg`, 'XL - 特大')}</div><img src="i.php?/${ph.file}-me.jpg" alt="${esc(ph.title)}"><dl><dt>作成日</dt><dd>${fJ(ph.date)}</dd><dt>アルバム</dt><dd>${a(`index.php?/category/${al.id}`, al.name)}</dd><dt>タグ</dt><dd>${a(`index.php?/tags/${ph.tags[0] + 1}-${encodeURIComponent(ALBUM_TOPICS[ph.tags[0]]).toLowerCase()}`, ALBUM_TOPICS[ph.tags[0]])}</dd></dl>`);
    }
    return apache404(H.photo, p);
  }

  // ===================================================================================================================
  // ml.cs: MHonArc archives of the department's mailing lists (EUC-JP before 2016, UTF-8 after)
  // ===================================================================================================================

  private msgs(l: List, y: number) {
    const r = rng(hash(`ml:${l.name}:${y}`));
    const n = y === 2020 ? Math.round(l.perYear / 24) : Math.round(l.perYear * (0.6 + r() * 0.8));
    const subj = l.lab ? ['ゼミ資料', '輪講の担当について', '進捗報告', '研究室サーバ停止', '学会締切', '卒論中間発表', '飲み会のお知らせ', '物品購入'] : l.name === 'sysadmin' ? ['計画停電に伴う計算機停止', 'メールサーバ障害', 'VPN メンテナンス', 'プリンタ故障', 'ディスク容量警告'] : ['学科会議', '成績入力締切', '入試業務', 'セミナーのお知らせ', '学位論文提出', '健康診断', '奨学金'];
    const from = y === 2020 ? dayOf(2020, 1, 1) : dayOf(y, 1, 1);
    const span2 = y === 2020 ? NOW - from : 365;
    return Array.from({ length: n }, (_, i) => ({ i, day: from + Math.floor((i * span2) / Math.max(1, n)), subj: `${r() < 0.4 ? 'Re: ' : ''}[${l.name}:${pad(hash(l.name) % 900 + i + (y - 2012) * 100, 5)}] ${pick(r, subj)}`, from: student(r), re: r() < 0.4 && i > 0 ? i - 1 - int(r, 0, Math.min(i - 1, 3)) : -1 }));
  }
  private mlHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/' || p === '/archives') return moved(`${ML}/archives/`);
    const wrap = (t: string, b: string, cs: CS) => legacy(`<!-- MHonArc v2.6.19 -->\n<html><head>${metaCT(cs, 'meta', CS_HTTP[cs])}<title>${esc(t)}</title></head><body>\n<h1>${esc(t)}</h1>${b}<hr><address>MHonArc 2.6.19</address></body></html>\n`, cs, 'meta');
    if (p === '/archives/') return wrap('情報工学科 メーリングリスト アーカイブ', `<ul>${this.lists.map((l) => `<li>${a(`${l.name}/`, l.name)} — ${esc(l.desc)}</li>`).join('')}</ul><p>${a(`${WWW}/`, '情報工学科')}</p>`, 'utf8');
    const m = /^\/archives\/([a-z-]+)\/(?:(\d{4})\/(maillist\.html|threads\.html|mail(\d+)\.html|thrd(\d+)\.html|msg(\d{5})\.html)?)?$/.exec(p);
    const l = m ? this.lists.find((x) => x.name === m[1]) : undefined;
    if (!m || !l) return apache404(H.ml, p, 80);
    if (!m[2]) return wrap(`${l.name} アーカイブ`, `<ul>${span(l.from, 2020).reverse().map((y) => `<li>${y}: ${a(`${y}/maillist.html`, '日付順')} ${a(`${y}/threads.html`, 'スレッド順')}</li>`).join('')}</ul>`, 'utf8');
    const y = Number(m[2]);
    if (y < l.from || y > 2020) return apache404(H.ml, p, 80);
    if (!m[3]) return moved(`${ML}${p}maillist.html`, 302);
    const cs: CS = y <= 2015 ? 'euc' : 'utf8';
    const ms = this.msgs(l, y);
    const per = 50;
    const pages = Math.max(1, Math.ceil(ms.length / per));
    const idxName = (k: number, t: boolean) => (k === 1 ? (t ? 'threads.html' : 'maillist.html') : t ? `thrd${k}.html` : `mail${k}.html`);
    if (!m[6]) {
      const t = m[3].startsWith('thr');
      const k = Number(m[4] ?? m[5] ?? 1);
      if (k < 1 || k > pages) return apache404(H.ml, p, 80);
      const items = (t ? [...ms].sort((x, z) => (x.re < 0 ? x.i : x.re) - (z.re < 0 ? z.i : z.re) || x.i - z.i) : [...ms].reverse()).slice((k - 1) * per, k * per);
      return wrap(`${l.name} ${y} (${t ? 'スレッド' : '日付'}順)`, `<p>${a(idxName(1, !t), t ? '[日付順]' : '[スレッド順]')} ${a('../', '[年一覧]')} ${k > 1 ? a(idxName(k - 1, t), '[前のページ]') : ''} ${k < pages ? a(idxName(k + 1, t), '[次のページ]') : ''}</p><ul>${items.map((x) => `<li>${x.re >= 0 && t ? '&nbsp;&nbsp;' : ''}<strong>${a(`msg${pad(x.i, 5)}.html`, x.subj)}</strong>, <em>${esc(x.from)}</em> ${fSl(x.day)}</li>`).join('')}</ul>`, cs);
    }
    const i = Number(m[6]);
    const x = ms[i];
    if (!x) return apache404(H.ml, p, 80);
    const r = rng(hash(`mb:${l.name}:${y}:${i}`));
    return wrap(x.subj, `<!--X-Head-of-Message-->\n<ul><li><em>From</em>: ${esc(x.from)} &lt;${hex(x.from, 6)}@cs.${DOM}&gt;</li><li><em>Date</em>: ${fSl(x.day)} ${pad(int(r, 8, 22))}:${pad(int(r, 0, 59))}</li></ul>\n<pre>${esc(jtext(r, int(r, 2, 6)))}\n\n-- \n${esc(x.from)}\n</pre>\n<hr><ul><li>Prev by Date: ${ms[i - 1] ? a(`msg${pad(i - 1, 5)}.html`, ms[i - 1].subj) : ''}</li><li>Next by Date: ${ms[i + 1] ? a(`msg${pad(i + 1, 5)}.html`, ms[i + 1].subj) : ''}</li>${x.re >= 0 ? `<li>Prev by thread: ${a(`msg${pad(x.re, 5)}.html`, ms[x.re].subj)}</li>` : ''}<li>Index(es): ${a(idxName(Math.floor((ms.length - 1 - i) / per) + 1, false), 'Date')} ${a('threads.html', 'Thread')}</li></ul>`, cs);
  }

  // ===================================================================================================================
  // ftp.cs: the file server's Apache autoindex (/pub/): lab logs, data, software, seminar slides
  // ===================================================================================================================

  private ftpHost(u: URL): Resp {
    const p = u.pathname;
    if (p === '/') return moved(`${FTP}/pub/`);
    const s = sortParams(u);
    const hosts = ['gw', 'calc', 'gpu01'];
    const dir = (rows: [string, string, string][]) => {
      const key = s.C ?? 'N';
      const desc = s.O === 'D';
      const sorted = [...rows].sort((x, y) => { const c = key === 'M' ? x[1].localeCompare(y[1]) : key === 'S' ? x[2].localeCompare(y[2]) : x[0].localeCompare(y[0]); return desc ? -c : c; });
      const h = (k: string, l: string) => a(`?C=${k};O=${key === k && !desc ? 'D' : 'A'}`, l);
      return page(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html>\n <head>\n  <title>Index of ${esc(p)}</title>\n </head>\n <body>\n<h1>Index of ${esc(p)}</h1>\n<pre>      ${h('N', 'Name')}                    ${h('M', 'Last modified')}      ${h('S', 'Size')}  ${h('D', 'Description')}<hr>      ${a(p.replace(/[^/]+\/$/, ''), 'Parent Directory')}                             -\n${sorted.map(([n, d, z]) => `      ${a(n, n)}${' '.repeat(Math.max(1, 24 - n.length))}${d}  ${z}`).join('\n')}\n<hr></pre>\n<address>Apache/2.4.29 (Ubuntu) Server at ${H.ftp} Port 80</address>\n</body></html>\n`);
    };
    if (p === '/pub/') return dir([['logs/', '2020-01-15 00:05', '-'], ['lab-data/', '2019-12-20 17:41', '-'], ['software/', '2019-04-08 10:12', '-'], ['seminar/', '2019-12-18 18:30', '-'], ['README.txt', '2015-04-01 09:00', '1.2K']]);
    if (p === '/pub/README.txt') return txt('東和大学 情報工学科 ファイルサーバ\n学外への再配布はご遠慮ください。\n', 'euc');
    if (p === '/pub/logs/') return dir(hosts.map((h) => [`${h}/`, '2020-01-15 00:05', '-']));
    let m = /^\/pub\/logs\/([a-z0-9]+)\/(?:(\d{4})\/(?:(\d\d)\/(?:([a-z0-9]+)-(\d{8})\.log)?)?)?$/.exec(p);
    if (m && hosts.includes(m[1])) {
      if (!m[2]) return dir(span(2017, 2020).map((y) => [`${y}/`, `${y}-12-31 23:59`, '-']));
      const y = Number(m[2]);
      if (y < 2017 || y > 2020) return apache404(H.ftp, p, 80);
      const months = span(1, 12).filter((mo) => dayOf(y, mo, 1) <= NOW);
      if (!m[3]) return dir(months.map((mo) => [`${pad(mo)}/`, `${y}-${pad(mo)}-28 23:59`, '-']));
      const mo = Number(m[3]);
      if (!months.includes(mo)) return apache404(H.ftp, p, 80);
      const days = span(1, dayOf(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, 1) - dayOf(y, mo, 1)).filter((d) => dayOf(y, mo, d) < NOW);
      if (!m[4]) return dir(days.map((d) => [`${m![1]}-${y}${pad(mo)}${pad(d)}.log`, `${y}-${pad(mo)}-${pad(d)} 23:59`, `${hash(`${p}${d}`) % 800 + 20}K`]));
      const d = Number(m[5].slice(6));
      if (m[4] !== m[1] || m[5].slice(0, 6) !== `${y}${pad(mo)}` || !days.includes(d)) return apache404(H.ftp, p, 80);
      const r = rng(hash(p));
      return txt(Array.from({ length: 30 }, () => `${y}-${pad(mo)}-${pad(d)}T${pad(int(r, 0, 23))}:${pad(int(r, 0, 59))}:${pad(int(r, 0, 59))}+09:00 ${m![1]} ${pick(r, ['sshd', 'CRON', 'kernel', 'postfix/smtpd', 'slurmd', 'nfsd'])}[${int(r, 100, 32000)}]: ${pick(r, ['Accepted publickey for', 'session opened for user', 'connection from', 'job completed', 'disk usage', 'Invalid user'])} ${hex(`${p}${r()}`, 6)}`).join('\n') + '\n');
    }
    if (p === '/pub/lab-data/') return dir(LABS.filter((l) => hash(`ld${l.id}`) % 2 === 0).map((l) => [`${l.id}/`, '2019-11-02 12:00', '-']));
    m = /^\/pub\/lab-data\/([a-z]+)\/(.*)$/.exec(p);
    if (m && labBy.has(m[1]) && hash(`ld${m[1]}`) % 2 === 0) {
      const files = Array.from({ length: 12 }, (_, i) => `${m![1]}-dataset-${2014 + (i % 6)}-${i}.${pick(rng(hash(`${m![1]}${i}`)), ['tar.gz', 'csv', 'zip'])}`);
      if (!m[2]) return dir(files.map((f, i) => [f, `${2014 + (i % 6)}-0${(i % 9) + 1}-15 10:00`, `${hash(f) % 900 + 10}M`]));
      return files.includes(m[2]) ? bin(m[2].endsWith('.csv') ? 'text/csv' : 'application/octet-stream', u.href) : apache404(H.ftp, p, 80);
    }
    if (p === '/pub/software/') return dir(['towa-latex-template-2.3.tar.gz', 'sotsuron-style-2019.zip', 'vpn-setup-win.zip', 'vpn-setup-mac.dmg', 'printer-driver-ricoh.tar.gz'].map((f) => [f, '2019-04-08 10:12', '3.4M']));
    if (/^\/pub\/software\/[a-z0-9.-]+$/.test(p)) return bin('application/octet-stream', u.href);
    if (p === '/pub/seminar/') return dir(span(2013, 2019).map((y) => [`${y}/`, `${y}-12-20 18:00`, '-']));
    m = /^\/pub\/seminar\/(\d{4})\/(.*)$/.exec(p);
    if (m && Number(m[1]) >= 2013 && Number(m[1]) <= 2019) {
      const fs = this.events.filter((e) => ymd(e.date)[0] === Number(m![1]) && e.title.startsWith('情報工学セミナー')).map((e) => `seminar-${fISO(e.date)}.pdf`);
      if (!m[2]) return dir(fs.map((f) => [f, f.slice(8, 18), '2.1M']));
      return fs.includes(m[2]) ? bin('application/pdf', u.href) : apache404(H.ftp, p, 80);
    }
    if (!p.endsWith('/')) return moved(`${FTP}${p}/`);
    return apache404(H.ftp, p, 80);
  }

  // ===================================================================================================================
  // old.cs: the department site as it was frozen in March 2018 (static Shift_JIS pages, http)
  // ===================================================================================================================

  private oldPage(title: string, body: string, status = 200): Resp {
    const menu = [['/index.html', 'トップ'], ['/about/index.html', '学科紹介'], ['/staff/index.html', '教員紹介'], ['/class/index.html', '授業'], ['/news/index.html', 'ニュース'], ['/admission/index.html', '入試情報'], ['/lab/index.html', '研究室'], ['/link.html', 'リンク']];
    return legacy(`<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html lang="ja">\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">\n<title>${esc(title)} - 東和大学 工学部 情報工学科</title>\n<link rel="stylesheet" href="/css/common.css" type="text/css">\n</head>\n<body>\n<div class="notice">このサイトは2018年3月31日をもって更新を終了しました。最新の情報は<a href="http://${H.www}/index.html">新しい情報工学科ウェブサイト</a>をご覧ください。</div>\n<table width="900" border="0" cellspacing="0" cellpadding="0"><tr><td colspan="2"><img src="/img/logo.gif" alt="東和大学 工学部 情報工学科" width="900" height="90"></td></tr><tr><td width="170" valign="top" class="menu">${menu.map(([h, l]) => `<a href="${h}">${l}</a><br>`).join('')}</td><td valign="top" class="main">${body}</td></tr></table>\n<p class="copy">Copyright (C) 2005-2018 Department of Computer Science and Engineering, Towa University. All Rights Reserved.</p>\n</body>\n</html>\n`, 'sjis', 'both', status);
  }
  private oldHost(u: URL): Resp {
    const p = u.pathname;
    const nf = () => this.oldPage('ページが見つかりません', '<p>お探しのページは見つかりません。</p>', 404);
    if (p === '/' || p === '/index.html') return this.oldPage('トップ', `<h2>東和大学 工学部 情報工学科</h2><h3>新着情報</h3><ul>${this.oldNews(2017).slice(-8).reverse().map((n) => `<li>${fSl(n.d)} ${a(`/news/2017/${n.id}.html`, n.t)}</li>`).join('')}</ul><p>${a('/class/index.html', '授業のページ')} | ${a('/staff/index.html', '教員紹介')}</p>`);
    if (p.startsWith('/css/') || p.startsWith('/img/')) return p.endsWith('.css') ? { status: 200, type: 'text/css', body: '.notice{background:#ffc}' } : bin('image/gif', u.href);
    if (p === '/class/' || p === '/class/index.html') return this.oldPage('授業', `<h2>授業のページ</h2><ul>${span(2008, 2017).reverse().map((y) => li(`/class/${y}/index.html`, `${y}年度（${wareki(y)}年度）`)).join('')}</ul><p>講義科目の資料は担当教員のページに掲載されています。${a('/staff/index.html', '教員紹介')}</p>`);
    let m = /^\/class\/(\d{4})\/(?:index\.html)?$/.exec(p);
    if (m && Number(m[1]) >= 2008 && Number(m[1]) <= 2017) {
      const y = Number(m[1]);
      const offs = this.offs.filter((o) => o.y === y);
      return this.oldPage(`${y}年度の授業`, `<h2>${y}年度の授業</h2>${[1, 2].map((t) => `<h3>${TERM[t]}</h3><table border="1" cellspacing="0" cellpadding="3"><tr><th>科目</th><th>担当</th><th>ページ</th></tr>${offs.filter((o) => o.c.t === t).map((o) => `<tr><td>${esc(o.c.ja)}</td><td>${esc(o.f.name)}</td><td>${o.fam === 'old' ? a(`/class/${y}/${o.c.slug}/index.html`, '授業ページ') : o.fam === 'ud' && hash(`old:${o.key}`) % 2 === 0 ? a(o.home.replace('https:', 'http:'), '担当教員のページ') : o.fam === 'kyoumu' ? a(o.home, '教務情報') : '-'}</td></tr>`).join('')}</table>`).join('')}`);
    }
    const fb = this.findBase(H.old, p);
    if (fb && fb[0].fam === 'old') {
      const [o, r] = fb;
      if (r === '' || r === 'index.html') return this.oldCourse(o, '');
      if (r === this.subName(o)) return this.oldCourse(o, 'kadai');
      if (this.hasSlide(o, r)) return bin('application/pdf', u.href);
      return nf();
    }
    if (p === '/news/' || p === '/news/index.html') return this.oldPage('ニュース', `<ul>${span(2008, 2017).reverse().map((y) => li(`/news/${y}.html`, `${y}年のニュース`)).join('')}</ul>`);
    m = /^\/news\/(\d{4})(?:\.html|\/(\d+)\.html)$/.exec(p);
    if (m && Number(m[1]) >= 2008 && Number(m[1]) <= 2017) {
      const ns = this.oldNews(Number(m[1]));
      if (!m[2]) return this.oldPage(`${m[1]}年のニュース`, `<ul>${[...ns].reverse().map((n) => `<li>${fSl(n.d)} ${a(`/news/${m![1]}/${n.id}.html`, n.t)}</li>`).join('')}</ul>`);
      const n = ns.find((x) => x.id === Number(m![2]));
      return n ? this.oldPage(n.t, `<h2>${esc(n.t)}</h2><p>${fJ(n.d)}</p>${jpara(rng(hash(`on${n.id}`)), 3)}<p>${a(`/news/${m[1]}.html`, '一覧へ戻る')}</p>`) : nf();
    }
    if (p === '/staff/' || p === '/staff/index.html') return this.oldPage('教員紹介', `<table border="1" cellspacing="0">${FACULTY.filter((f) => f.since <= 2017 && !(f.rank === '名誉教授')).map((f) => `<tr><td>${a(`/staff/${f.login}.html`, f.name)}</td><td>${esc(f.rank)}</td><td>${esc(labBy.get(f.lab)!.ja)}</td></tr>`).join('')}</table>`);
    m = /^\/staff\/([a-z-]+)\.html$/.exec(p);
    if (m && facBy.has(m[1])) { const f = facBy.get(m[1])!; return this.oldPage(f.name, `<h2>${esc(f.name)}</h2><p>${esc(f.rank)} / ${esc(labBy.get(f.lab)!.ja)}</p>${jpara(rng(hash(`os${f.login}`)), 2)}${hasUd(f) ? `<p>${a(`http://${H.www}/~${f.login}/`, '個人のページ')}</p>` : ''}`); }
    const statics: Record<string, string> = { '/about/index.html': '学科紹介', '/admission/index.html': '入試情報', '/lab/index.html': '研究室', '/link.html': 'リンク' };
    if (statics[p]) return this.oldPage(statics[p], `<h2>${statics[p]}</h2>${jpara(rng(hash(p)), 4)}${p === '/lab/index.html' ? `<ul>${LABS.map((l) => li(`${LAB}${labDir(l)}`, l.ja)).join('')}</ul>` : ''}${p === '/link.html' ? `<ul>${li(`${UNI}/`, '東和大学')}${li(`http://${H.wiki}/`, '学科Wiki')}${li(`${FTP}/pub/`, 'ファイルサーバ')}${li(`${ML}/archives/`, 'メーリングリストアーカイブ')}</ul>` : ''}`);
    return nf();
  }
  private oldNews(y: number) {
    const r = rng(hash(`oldnews:${y}`));
    return Array.from({ length: int(r, 25, 45) }, (_, i) => ({ id: 1000 + i * 3, d: dayOf(y, 1, 1) + Math.floor((i * 360) / 45), t: pick(r, [`${y}年度 卒業研究発表会`, 'オープンキャンパスのお知らせ', `${student(r)}さんが学会で受賞`, '大学院入試説明会', '公開講座のご案内', `${pick(r, JN)}に関する講演会`, '休講のお知らせ']) }));
  }

  // ===================================================================================================================
  // researchers.: the university's researcher database (profiles with tabs, 部局 listings)
  // ===================================================================================================================

  private rdbHost(u: URL): Resp {
    const p = u.pathname;
    const sp = u.searchParams;
    const lang = sp.get('lang') === 'en' ? 'en' : 'ja';
    const en = lang === 'en';
    const BU: Record<string, string> = { '06': '工学部', '01': '文学部', '03': '法学部', '04': '経済学部', '05': '理学部', '00': '全学教育', '57': '大学院 工学研究科' };
    const wrap = (t: string, b: string) => page(`<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t)} - ${en ? 'Towa University Researcher Database' : '東和大学 研究者データベース'}</title></head><body><header>${a(`/search?lang=${lang}`, en ? 'Researcher Database' : '研究者データベース')} | ${a(`${p}?${[...sp.entries()].filter(([k]) => k !== 'lang').map(([k, v]) => `${k}=${encodeURIComponent(v)}&`).join('')}lang=${en ? 'ja' : 'en'}`, en ? '日本語' : 'English')}</header><main><h1>${esc(t)}</h1>${b}</main><footer>東和大学 研究推進部</footer></body></html>`);
    if (p === '/') return moved(`${RDB}/search?lang=ja`, 302);
    if (p === '/search') {
      const bu = sp.get('bu') ?? '';
      const per = 20;
      const pg = Math.max(1, Number(sp.get('page') ?? 1) || 1);
      const rs = this.researchers.filter((x) => !bu || x.bu === bu);
      const last = Math.max(1, Math.ceil(rs.length / per));
      return wrap(en ? 'Search researchers' : '研究者検索', `<p>${Object.entries(BU).map(([k, v]) => a(`/search?bu=${k}&lang=${lang}`, v)).join(' | ')}</p><ul>${rs.slice((pg - 1) * per, pg * per).map((x) => li(`/researcher/${x.rid}?lang=${lang}`, `${x.name}（${x.dept} ${x.rank}）`)).join('')}</ul><p>${Array.from({ length: last }, (_, i) => (i + 1 === pg ? `<b>${i + 1}</b>` : a(`/search?${bu ? `bu=${bu}&` : ''}page=${i + 1}&lang=${lang}`, String(i + 1)))).join(' ')}</p>`);
    }
    const m = /^\/researcher\/(\d+)$/.exec(p);
    const x = m ? this.rById.get(Number(m[1])) : undefined;
    if (!x) return { status: 404, type: 'text/html; charset=utf-8', body: '<html><body><h1>404 Not Found</h1></body></html>' };
    const tab = sp.get('tab') ?? '';
    const tabs = [['', en ? 'Profile' : '基本情報'], ['paper', en ? 'Papers' : '論文'], ['lecture', en ? 'Teaching' : '担当授業科目'], ['award', en ? 'Awards' : '受賞'], ['society', en ? 'Societies' : '所属学会']];
    if (!tabs.some((t) => t[0] === tab)) return wrap('Error', '<p>invalid tab</p>');
    const r = rng(hash(`rdb:${x.rid}:${tab}`));
    let b = `<nav>${tabs.map(([k, l]) => a(`/researcher/${x.rid}?${k ? `tab=${k}&` : ''}lang=${lang}`, l)).join(' | ')}</nav>`;
    if (!tab) b += `<table><tr><th>${en ? 'Affiliation' : '所属'}</th><td>${esc(BU[x.bu] ?? '')} ${esc(x.dept)}</td></tr><tr><th>${en ? 'Position' : '職名'}</th><td>${esc(x.rank)}</td></tr><tr><th>${en ? 'Degree' : '学位'}</th><td>博士（${pick(r, ['工学', '情報学', '理学', '学術'])}）</td></tr></table>${jpara(r, 2)}${x.f && hasUd(x.f) ? `<p>${a(`${WWW}/~${x.f.login}/`, en ? 'Homepage' : 'ホームページ')}</p>` : ''}`;
    else if (tab === 'lecture') b += x.f ? span(2015, 2019).reverse().map((y) => `<h3>${y}${en ? '' : '年度'}</h3><ul>${(this.byFac.get(x.f!.login) ?? []).filter((o) => o.y === y).map((o) => li(this.sylUrl(o.c, y, lang), en ? o.c.en : o.c.ja)).join('')}</ul>`).join('') : `<ul>${Array.from({ length: int(r, 2, 5) }, () => `<li>${esc(pick(r, pick(r, OTHER).names))}</li>`).join('')}</ul>`;
    else b += `<ol>${Array.from({ length: int(r, 3, 10) }, () => `<li>${esc(tab === 'paper' ? `${pick(r, JN)}に関する研究, ${pick(r, ['情報処理学会論文誌', '電子情報通信学会論文誌', 'IEEE Trans.', '日本機械学会論文集', '経済研究'])}, ${int(r, 2005, 2019)}` : tab === 'award' ? `${pick(r, ['論文賞', '奨励賞', '功労賞'])} (${int(r, 2005, 2019)})` : pick(r, ['情報処理学会', '電子情報通信学会', 'IEEE', 'ACM', '日本物理学会', '日本経済学会', '日本建築学会']))}</li>`).join('')}</ol>`;
    return wrap(`${x.name}${en && x.roman ? ` (${x.roman})` : ''}`, b);
  }

  // ===================================================================================================================
  // www.: the university's own site (news, faculties, admissions, access)
  // ===================================================================================================================

  private uniHost(u: URL): Resp {
    const p = u.pathname;
    const en = p.startsWith('/en/');
    const nav = [['/about/', '大学案内'], ['/faculty/', '学部・大学院'], ['/admissions/', '入試情報'], ['/campuslife/', '学生生活'], ['/research/', '研究'], ['/access/', 'アクセス'], ['/news/', 'ニュース'], ['/calendar/', '学年暦'], ['/en/', 'English']];
    const wrap = (t: string, b: string, status = 200): Resp => ({ status, type: 'text/html; charset=UTF-8', body: `<!DOCTYPE html><html lang="${en ? 'en' : 'ja'}"><head><meta charset="utf-8"><title>${esc(t)} | 東和大学</title></head><body><header>${a('/', '東和大学')}<nav>${nav.map(([h, l]) => a(h, l)).join(' ')}</nav><ul class="tools">${li(`${SYL}/Syllabus/Top?lang=ja`, 'シラバス')}${li(`${MOODLE}/`, '東和Moodle')}${li(`https://${H.opac}/`, '図書館')}${li(`https://${H.portal}/`, '学務情報システム')}${li(`https://${H.mail}/`, 'Webメール')}</ul></header><main><h1>${esc(t)}</h1>${b}</main><footer>〒464-8601 愛知県名古屋市東和区学園町1-1 · &copy; Towa University</footer></body></html>` });
    const news = (() => { const r = rng(hash('uninews')); return Array.from({ length: 360 }, (_, i) => ({ id: 5000 + i * 2, d: dayOf(2016, 4, 1) + Math.floor((i * (NOW - dayOf(2016, 4, 1))) / 360), t: pick(r, ['学長定例記者会見', '公開講座のご案内', '入学試験の実施について', '研究成果が国際誌に掲載', '台風に伴う休講措置について', '東和祭の開催', '学位記授与式', '入学式', '図書館の臨時休館', '奨学金説明会', 'オープンキャンパス', '産学連携フォーラム']) + (r() < 0.5 ? `（${int(r, 1, 12)}月）` : '') })); })();
    if (p === '/' || p === '/index.html') return wrap('東和大学', `<h2>ニュース</h2><ul>${news.slice(-10).reverse().map((n) => `<li>${fSl(n.d)} ${a(`/news/detail/${n.id}.html`, n.t)}</li>`).join('')}</ul>${a('/news/', 'ニュース一覧')}`);
    if (p === '/news/') { const pg = Math.max(1, Number(u.searchParams.get('page') ?? 1) || 1); const last = Math.ceil(news.length / 20); if (pg > last) return wrap('Not Found', '', 404); return wrap('ニュース', `<ul>${[...news].reverse().slice((pg - 1) * 20, pg * 20).map((n) => `<li>${fSl(n.d)} ${a(`/news/detail/${n.id}.html`, n.t)}</li>`).join('')}</ul><p>${pg > 1 ? a(`/news/?page=${pg - 1}`, '前へ') : ''} ${pg < last ? a(`/news/?page=${pg + 1}`, '次へ') : ''}</p>`); }
    const m = /^\/news\/detail\/(\d+)\.html$/.exec(p);
    if (m) { const n = news.find((x) => x.id === Number(m[1])); return n ? wrap(n.t, `<p>${fJ(n.d)}</p>${jpara(rng(n.id), 3)}`) : wrap('Not Found', '', 404); }
    if (p === '/faculty/') return wrap('学部・大学院', `<ul>${OTHER.filter((o, i, l) => l.findIndex((x) => x.ja === o.ja) === i).map((o) => `<li>${esc(o.ja)}${o.ja === '工学部' ? ` — ${a(`${WWW}/`, '情報工学科')}` : ''}</li>`).join('')}<li>${a(`${WWW}/education/graduate/`, '大学院 情報理工学研究科')}</li></ul>`);
    if (p === '/calendar/') return wrap('学年暦', `<p>${a(`${WWW}/wp-content/uploads/2019/03/gakunenreki2019.pdf`, '2019年度 学年暦 (PDF)')}</p><table>${[['前期授業開始', dayOf(2019, 4, 8)], ['前期定期試験', dayOf(2019, 7, 29)], ['後期授業開始', dayOf(2019, 10, 1)], ['冬季休業', dayOf(2019, 12, 25)], ['後期定期試験', dayOf(2020, 1, 28)], ['学位記授与式', dayOf(2020, 3, 24)]].map(([l, d]) => `<tr><th>${l}</th><td>${fJ(d as number)}</td></tr>`).join('')}</table>`);
    if (p === '/admissions/guide/') return wrap('募集要項', `<ul>${span(2018, 2020).map((y) => li(`/admissions/guide/${y}.pdf`, `${y}年度 一般選抜 募集要項`)).join('')}</ul>`);
    if (/^\/admissions\/guide\/\d{4}\.pdf$/.test(p)) return bin('application/pdf', u.href);
    const hit = nav.find(([h]) => h === p) ?? (['/en/about/', '/en/admissions/', '/about/history/', '/campuslife/scholarship/'].includes(p) ? [p, p] : undefined);
    if (hit) return wrap(hit[1].replace(/\//g, ' ').trim() || 'Towa University', `${en ? epara(rng(hash(p)), 3) : jpara(rng(hash(p)), 4)}${p === '/admissions/' ? a('/admissions/guide/', '募集要項') : ''}${p === '/en/' ? `<ul>${li('/en/about/', 'About')}${li('/en/admissions/', 'Admissions')}${li(`${WWW}/en/`, 'Computer Science and Engineering')}</ul>` : ''}`);
    if (!p.endsWith('/') && !/\.[a-z]+$/.test(p)) return moved(`${UNI}${p}/`);
    return wrap('ページが見つかりません', '<p>お探しのページは見つかりませんでした。</p>', 404);
  }
}

// =====================================================================================================================
// Tables used by the templates
// =====================================================================================================================

/** A userdir offering's directory and home in its teacher's URL scheme. */
function udPath(o: Off): [string, string] {
  const L = `/~${o.f.login}`;
  const yy = pad(o.y % 100);
  switch (o.f.scheme) {
    case 'lecY': return [`${L}/lecture/${o.y}/${o.c.slug}/`, `${WWW}${L}/lecture/${o.y}/${o.c.slug}/`];
    case 'jugyo': return [`${L}/jugyo/${o.c.slug}${o.y}/`, `${WWW}${L}/jugyo/${o.c.slug}${o.y}/`];
    case 'kougi': { const b = o.latest ? `${L}/kougi/${o.c.slug}/` : `${L}/kougi/${o.c.slug}/${o.y}/`; return [b, `${WWW}${b}index.html`]; }
    case 'classT': return [`${L}/class/${o.y}-${o.c.t}/${o.c.slug}/`, `${WWW}${L}/class/${o.y}-${o.c.t}/${o.c.slug}.html`];
    case 'teach': { const b = o.latest ? `${L}/teaching/${o.c.slug}/` : `${L}/teaching/${o.c.slug}${yy}/`; return [b, WWW + b]; }
    case 'frames': return [`${L}/kougi/${o.c.slug}${yy}/`, `${WWW}${L}/kougi/${o.c.slug}${yy}/`];
    default: return [`${L}/lec/${o.c.slug}${yy}/`, `${WWW}${L}/lec/${o.c.slug}${yy}.html`];
  }
}
const RANK_EN: Record<string, string> = { 教授: 'Professor', 准教授: 'Associate Professor', 講師: 'Lecturer', 助教: 'Assistant Professor', 特任准教授: 'Project Associate Professor', 名誉教授: 'Professor Emeritus' };
/** Who has a userdir home page (the Moodle-only and newest members do not, except 林 who points to Moodle from his). */
const hasUd = (f: Fac) => (f.web !== 'none' && f.web !== 'm') || f.login === 'hayashi';
/** The teacher's course index under the userdir, per URL scheme. */
const indexPath = (f: Fac) => ({ lecY: '/lecture/', jugyo: '/jugyo/', kougi: '/kougi/', classT: '/class/', teach: '/teaching/', frames: '/lecture.html', flat: '/lecture.html', '-': '' })[f.scheme];
const MENU: [string, string, [string, string][]][] = [
  ['学科紹介', '/about/', [['学科長挨拶', '/about/message/'], ['沿革', '/about/history/'], ['教育理念・3つのポリシー', '/about/policy/'], ['施設・設備', '/about/facilities/'], ['アクセス', '/about/access/']]],
  ['入試情報', '/admission/', [['学部入試', '/admission/undergraduate/'], ['大学院入試', '/admission/graduate/'], ['オープンキャンパス', '/admission/opencampus/'], ['進学説明会', '/admission/briefing/'], ['よくある質問', '/admission/faq/']]],
  ['教育', '/education/', [['学部教育', '/education/undergraduate/'], ['大学院教育', '/education/graduate/'], ['カリキュラム', '/education/curriculum/'], ['授業一覧（学部）', '/education/undergraduate/courses/'], ['授業一覧（大学院）', '/education/graduate/courses/'], ['時間割', '/education/timetable/'], ['学年暦', '/education/calendar/'], ['休講・補講情報', '/kyoumu/?cat=2'], ['学生便覧', '/education/handbook/']]],
  ['研究', '/research/', [['研究室一覧', '/research/labs/'], ['研究紹介', '/research/topics/'], ['卒業論文・修士論文', '/research/theses/'], ['共同研究・産学連携', '/research/collaboration/']]],
  ['教員紹介', '/members/', [['教員一覧', '/members/'], ['研究室別', '/research/labs/']]],
  ['学生生活・進路', '/campuslife/', [['就職・進路', '/career/'], ['奨学金', '/campuslife/scholarship/'], ['学生相談', '/campuslife/counseling/'], ['各種手続き', '/campuslife/procedures/'], ['学生表彰', '/campuslife/awards/']]],
  ['ニュース', '/news/', [['お知らせ', '/news/category/info/'], ['イベント', '/events/'], ['受賞', '/news/category/award/'], ['プレスリリース', '/news/category/press/']]],
];
const MENU_EN: [string, string, [string, string][]][] = [
  ['About', '/about/', [['Message from the Chair', '/about/message/'], ['History', '/about/history/'], ['Access', '/about/access/']]],
  ['Admissions', '/admission/', [['Undergraduate', '/admission/undergraduate/'], ['Graduate', '/admission/graduate/']]],
  ['Education', '/education/', [['Undergraduate program', '/education/undergraduate/'], ['Graduate program', '/education/graduate/'], ['Courses taught in English', '/education/graduate/courses/'], ['Curriculum', '/education/curriculum/']]],
  ['Research', '/research/', [['Laboratories', '/research/labs/'], ['Highlights', '/research/topics/']]],
  ['Faculty', '/members/', [['Faculty members', '/members/']]],
  ['News', '/news/', [['Events', '/events/']]],
];
const STATIC: [string, string, string][] = [
  ['/about/', '学科紹介', 'About'], ['/about/message/', '学科長挨拶', 'Message from the Chair'], ['/about/history/', '沿革', 'History'], ['/about/policy/', '教育理念・3つのポリシー', ''], ['/about/facilities/', '施設・設備', 'Facilities'], ['/about/access/', 'アクセス', 'Access'],
  ['/admission/', '入試情報', 'Admissions'], ['/admission/undergraduate/', '学部入試', 'Undergraduate Admissions'], ['/admission/graduate/', '大学院入試', 'Graduate Admissions'], ['/admission/opencampus/', 'オープンキャンパス', ''], ['/admission/briefing/', '進学説明会', ''], ['/admission/faq/', 'よくある質問', ''],
  ['/education/', '教育', 'Education'], ['/education/undergraduate/', '学部教育', 'Undergraduate Program'], ['/education/graduate/', '大学院教育', 'Graduate Program'], ['/education/curriculum/', 'カリキュラム', 'Curriculum'], ['/education/calendar/', '学年暦', 'Academic Calendar'], ['/education/handbook/', '学生便覧', ''],
  ['/research/', '研究', 'Research'], ['/research/topics/', '研究紹介', 'Research Highlights'], ['/research/collaboration/', '共同研究・産学連携', ''],
  ['/campuslife/', '学生生活', ''], ['/campuslife/scholarship/', '奨学金', ''], ['/campuslife/counseling/', '学生相談', ''], ['/campuslife/procedures/', '各種手続き', ''], ['/campuslife/awards/', '学生表彰', ''],
  ['/career/', '就職・進路', 'Careers'], ['/contact/', 'お問い合わせ', 'Contact'], ['/sitemap/', 'サイトマップ', 'Sitemap'], ['/privacy/', 'プライバシーポリシー', 'Privacy Policy'],
];
const staticId = (path: string) => 2 + STATIC.findIndex((s) => s[0] === path) * 7;
const KSTATIC: [number, string][] = [[5, '演習・実験科目 授業一覧'], [7, '定期試験時間割'], [9, 'TA・SA募集'], [11, '各種様式・届出'], [13, '成績評価に関する申立て']];
