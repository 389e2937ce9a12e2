/**
 * Page loading: file | directory | URL | HTML string → decoded HTML + URL + charset.
 * Charset order: BOM → HTTP header → <meta> → valid UTF-8 → a detected multi-byte charset (Shift_JIS, EUC-JP,
 * GBK, Big5, EUC-KR) → windows-1252 (the latin-1 fallback the 1997 WebKB pages need). Files that start with an HTTP header block (WebKB) are understood.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyse } from 'chardet';

export class LoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoadError';
  }
}

export interface LoadedPage {
  /** What the caller passed: a path, a URL, or `<string>`. */
  source: string;
  /** Decoded HTML (header block removed). */
  html: string;
  /** Page URL: the fetched/given URL, else `<base href>`, else canonical link, else a WebKB-style file name. */
  url?: string;
  /** Charset used to decode, and where it came from. */
  charset: string;
  charsetSource: 'bom' | 'header' | 'meta' | 'utf8-valid' | 'sniffed' | 'fallback' | 'string';
  /** HTTP status / headers when the bytes carried or came with a header block. */
  status?: number;
  headers?: Record<string, string>;
  /** Location of a redirect stub (3xx or a `Location:` header with no real body). */
  redirect?: string;
}

export interface LoadOptions {
  /** URL to use for the page when none is known (resolves relative links). */
  baseUrl?: string;
  /** Charset to force, bypassing detection. */
  charset?: string;
  /** Fetch timeout for URLs, ms. */
  timeoutMs?: number;
}

const HEADER_LINE = /^(HTTP\/\d(\.\d)?\s+\d{3}|[A-Za-z][A-Za-z0-9-]*:\s?)/;

/** Split a leading HTTP header block (as in WebKB files) from the body. */
export function splitHeaderBlock(bytes: Uint8Array): { headers?: Record<string, string>; status?: number; body: Uint8Array } {
  const headLen = Math.min(bytes.length, 16384);
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, headLen).toString('latin1');
  if (!HEADER_LINE.test(head)) return { body: bytes };
  const m = /\r?\n\r?\n/.exec(head);
  if (!m) return { body: bytes };
  const block = head.slice(0, m.index);
  // Only a header block if most lines look like headers: pages may start with "Note: ..." text.
  const lines = block.split(/\r?\n/);
  const headerish = lines.filter((l) => HEADER_LINE.test(l) || /^\s/.test(l)).length;
  if (headerish < Math.ceil(lines.length * 0.8)) return { body: bytes };
  const headers: Record<string, string> = {};
  let status: number | undefined;
  for (const line of lines) {
    const s = /^HTTP\/\d(?:\.\d)?\s+(\d{3})/.exec(line);
    if (s) {
      status = Number(s[1]);
      continue;
    }
    const i = line.indexOf(':');
    if (i > 0) {
      const k = line.slice(0, i).trim().toLowerCase();
      // WebKB debris glues several headers on one line ("Date: …Date: …"); the first wins.
      if (!(k in headers)) headers[k] = line.slice(i + 1).trim();
    }
  }
  return { headers, status, body: bytes.subarray(m.index + m[0].length) };
}

function charsetFromContentType(ct: string | undefined): string | undefined {
  const m = ct && /charset\s*=\s*["']?([\w.:-]+)/i.exec(ct);
  return m ? m[1].toLowerCase() : undefined;
}

function charsetFromMeta(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 4096)).toString('latin1');
  const m =
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head) ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset\s*=\s*([\w.:-]+)/i.exec(head);
  return m ? m[1].toLowerCase() : undefined;
}

function supported(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}

// WHATWG windows-1252 for 0x80–0x9F (undefined bytes map to their C1 code point, as browsers do).
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/**
 * Decode with a WHATWG label. Node 20's TextDecoder decodes windows-1252 (and the latin-1 labels that
 * mean it) as ISO-8859-1, turning the curly quotes of 1997 pages into C1 controls; fix those bytes here.
 */
function decodeWith(label: string, bytes: Uint8Array): string {
  const td = new TextDecoder(label);
  if (td.encoding !== 'windows-1252') return td.decode(bytes);
  const s = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  return s.replace(/[\x80-\x9f]/g, (c) => String.fromCharCode(CP1252_HIGH[c.charCodeAt(0) - 0x80]));
}

/** Decode page bytes: BOM → header charset (unless a Latin-1 default against a multi-byte meta) → meta charset → valid UTF-8 → a sniffed multi-byte charset → windows-1252. */
export function decodeHtml(
  bytes: Uint8Array,
  headerCharset?: string,
  forced?: string,
): { html: string; charset: string; charsetSource: LoadedPage['charsetSource'] } {
  if (forced) {
    if (!supported(forced)) throw new LoadError(`unknown charset: ${forced}`);
    return { html: decodeWith(forced, bytes), charset: forced, charsetSource: 'header' };
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { html: new TextDecoder('utf-8').decode(bytes.subarray(3)), charset: 'utf-8', charsetSource: 'bom' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { html: new TextDecoder('utf-16le').decode(bytes.subarray(2)), charset: 'utf-16le', charsetSource: 'bom' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { html: new TextDecoder('utf-16be').decode(bytes.subarray(2)), charset: 'utf-16be', charsetSource: 'bom' };
  const meta = charsetFromMeta(bytes);
  // A server's default (Apache's `AddDefaultCharset ISO-8859-1`) against a page that names its multi-byte charset
  // itself: the page's author knew (a 2000s Japanese teacher's Shift_JIS page, unreadable as Latin-1).
  const authorsOwn = headerCharset && LATIN1.test(headerCharset) && meta && (MULTIBYTE.test(meta) || OTHER_SCRIPT.test(meta) || CENTRAL_EUROPEAN.test(meta)) && supported(meta);
  if (headerCharset && supported(headerCharset) && !authorsOwn)
    return { html: decodeWith(headerCharset, bytes), charset: headerCharset, charsetSource: 'header' };
  // A page that declares UTF-16 in <meta> but was readable as ASCII is lying: HTML spec says use UTF-8.
  if (meta && supported(meta) && !meta.startsWith('utf-16'))
    return { html: decodeWith(meta, bytes), charset: meta, charsetSource: 'meta' };
  try {
    return { html: new TextDecoder('utf-8', { fatal: true }).decode(bytes), charset: 'utf-8', charsetSource: 'utf8-valid' };
  } catch {
    // Undeclared and not UTF-8: a legacy multi-byte page (Shift_JIS, EUC-JP, GBK, Big5, EUC-KR) reads as
    // mojibake in windows-1252, so its encoding is detected as a browser would; anything else stays windows-1252.
    const head = bytes.subarray(0, 65536);
    const guesses = analyse(head);
    const runs = highByteRuns(head);
    const sniffed = sniffMultibyte(guesses) ?? sniffOtherScript(runs, guesses) ?? sniffCentralEuropean(head, runs);
    if (sniffed) return { html: decodeWith(sniffed, bytes), charset: sniffed, charsetSource: 'sniffed' };
    return { html: decodeWith('windows-1252', bytes), charset: 'windows-1252', charsetSource: 'fallback' };
  }
}

/** Charset labels that mean Latin-1 (WHATWG reads them all as windows-1252). */
const LATIN1 = /^(iso[-_]?8859[-_]?1|latin-?1|l1|windows-1252|cp1252|us-ascii|ascii)$/i;
/** Multi-byte charsets of Japanese, Chinese and Korean pages. */
const MULTIBYTE = /^(shift[-_]?jis|sjis|x-sjis|ms_kanji|windows-31j|cp932|euc-jp|x-euc-jp|iso-2022-jp|gb2312|gbk|gb18030|x-gbk|big5(-hkscs)?|euc-kr|ks_c_5601-1987|windows-949)$/i;
/** chardet's names of those charsets, and the confidence (0–100) from which its guess is taken. */
const SNIFFABLE = new Set(['Shift_JIS', 'EUC-JP', 'ISO-2022-JP', 'GB18030', 'Big5', 'EUC-KR']);
const SNIFF_CONFIDENCE = 50;

type Guesses = ReturnType<typeof analyse>;

/** The multi-byte charset chardet (ICU's detector) finds in undeclared bytes, or undefined. */
function sniffMultibyte(guesses: Guesses): string | undefined {
  const best = guesses[0];
  return best && SNIFFABLE.has(best.name) && best.confidence >= SNIFF_CONFIDENCE && supported(best.name) ? best.name.toLowerCase() : undefined;
}

/** Bytes 0xA0–0xFF, and how many of them stand in runs of three or more. */
interface HighByteRuns {
  high: number;
  inRuns: number;
}
function highByteRuns(head: Uint8Array): HighByteRuns {
  let high = 0;
  let inRuns = 0;
  let run = 0;
  for (const b of head) {
    if (b >= 0xa0) {
      high++;
      run++;
    } else {
      if (run >= 3) inRuns += run;
      run = 0;
    }
  }
  if (run >= 3) inRuns += run;
  return { high, inRuns };
}

/** Central European single-byte charsets (Polish, Czech, Slovak, Hungarian, Croatian, Romanian). */
const CENTRAL_EUROPEAN = /^(iso[-_]?8859[-_]?2|latin-?2|l2|windows-1250|cp1250|x-cp1250)$/i;
const CENTRAL_CANDIDATES = ['iso-8859-2', 'windows-1250'] as const;
const letterTables = new Map<string, boolean[]>();
/** Which bytes 0x80–0xFF are letters in a single-byte charset. */
function letterBytes(label: string): boolean[] {
  let t = letterTables.get(label);
  if (!t) {
    const s = decodeWith(label, Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i));
    t = [...s].map((c) => /\p{L}/u.test(c));
    letterTables.set(label, t);
  }
  return t;
}
const isAsciiLetter = (b: number | undefined) => b !== undefined && ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a));

/**
 * An undeclared Polish or Czech page in ISO-8859-2 or windows-1250, or undefined. Read as windows-1252 their letters
 * `ą ł ś ź ż Ś Ł` (and Czech `š ž ť`) are symbols — `±`, `³`, `¶`, `¼`, `¿` — inside words (`wyk³ad`), where no Latin-1
 * text has one; a Spanish `¿` opens a sentence. Each candidate scores such bytes with a letter on both sides, less those
 * it makes no letter beside a letter; the best score of three or more names the page.
 */
function sniffCentralEuropean(head: Uint8Array, { high, inRuns }: HighByteRuns): string | undefined {
  // High bytes in runs are another script's letters or a multi-byte charset's pairs (an undetected GB2312 page), not Latin-2's.
  if (inRuns >= 0.3 * high) return undefined;
  const latin1 = letterBytes('windows-1252');
  let best: string | undefined;
  let bestScore = 2;
  for (const cs of CENTRAL_CANDIDATES) {
    const letters = letterBytes(cs);
    const letter = (b: number | undefined) => b !== undefined && (isAsciiLetter(b) || (b >= 0x80 && letters[b - 0x80]));
    // A high byte inside a word is a hit when the candidate makes it a letter windows-1252 does not; one beside a letter
    // is a miss when the candidate makes it no letter (windows-1250's `ś`, 0x9C, is a C1 control in ISO-8859-2, ISO's `ą`,
    // 0xB1, is `±` in windows-1250).
    let score = 0;
    for (let i = 1; i < head.length - 1; i++) {
      const b = head[i];
      if (b < 0x80) continue;
      const before = letter(head[i - 1]);
      const after = letter(head[i + 1]);
      if (!letters[b - 0x80]) {
        if (before || after) score -= 2;
      } else if (before && after && !latin1[b - 0x80]) score++;
    }
    if (score > bestScore) {
      bestScore = score;
      best = cs;
    }
  }
  return best;
}

/** Single-byte charsets of the Cyrillic, Greek, Hebrew and Arabic scripts (a page naming one knows its script). */
const OTHER_SCRIPT = /^(windows-125[1356]|cp125[1356]|koi8-[ru]|koi8|iso[-_]?8859[-_]?[5678]|x-mac-cyrillic|ibm866|cp866)$/i;
/** chardet's names of those charsets. */
const OTHER_SNIFFABLE = new Set(['windows-1251', 'KOI8-R', 'ISO-8859-5', 'windows-1253', 'ISO-8859-7', 'windows-1255', 'ISO-8859-8', 'windows-1256', 'ISO-8859-6']);

/**
 * An undeclared page of a non-Latin single-byte script (a 2000s Russian teacher's windows-1251 or KOI8-R page), or
 * undefined. chardet's confidence on such short pages is low (≈ 35) and it also guesses them for Latin-1 text, so the
 * bytes must look like that script first: its letters are all high bytes and come in words, while the accented letters
 * of a Latin-1 page stand alone between ASCII ones (`Übungsblätter`). Then chardet's best guess of those scripts names it.
 */
function sniffOtherScript({ high, inRuns }: HighByteRuns, guesses: Guesses): string | undefined {
  if (high < 20 || inRuns < 0.7 * high) return undefined;
  const guess = guesses.find((m) => OTHER_SNIFFABLE.has(m.name));
  return guess && supported(guess.name) ? guess.name.toLowerCase() : undefined;
}

/** WebKB stores pages under their URL with `/` written as `^`. */
export function urlFromWebkbName(path: string): string | undefined {
  const b = basename(path);
  if (!/^https?:\^\^/i.test(b)) return undefined;
  return b.replace(/\^/g, '/');
}

/** `<base href>` or `<link rel=canonical>` from the page text (cheap scan; no parse needed). */
export function urlFromHtml(html: string): string | undefined {
  const head = html.slice(0, 65536);
  const base = /<base\s[^>]*href\s*=\s*["']?([^"'\s>]+)/i.exec(head);
  if (base && plausiblePageUrl(base[1])) return base[1];
  const canon =
    /<link\s[^>]*rel\s*=\s*["']?canonical["']?[^>]*href\s*=\s*["']?([^"'\s>]+)/i.exec(head) ??
    /<link\s[^>]*href\s*=\s*["']?([^"'\s>]+)["']?[^>]*rel\s*=\s*["']?canonical/i.exec(head);
  if (canon && plausiblePageUrl(canon[1])) return canon[1];
  return undefined;
}

/**
 * An absolute http(s) URL whose path does not embed another absolute URL: generators that prefix the site
 * URL twice (MIT OCW: `https://ocw.mit.edu/https://ocw.mit.edu/pages/…`) would otherwise misresolve every link.
 */
function plausiblePageUrl(u: string): boolean {
  const m = /^https?:\/\/[^/?#]+([^?#]*)/i.exec(u);
  return !!m && !/https?:\/\//i.test(m[1]) && !/https?:\/\/?$/i.test(m[1]);
}

/** Build a LoadedPage from raw bytes (a file's content or an HTTP body). */
export function pageFromBytes(
  bytes: Uint8Array,
  source: string,
  opts: LoadOptions & { url?: string; headers?: Record<string, string>; status?: number } = {},
): LoadedPage {
  let { headers, status } = opts;
  let body = bytes;
  if (!headers) {
    const split = splitHeaderBlock(bytes);
    headers = split.headers;
    status = split.status;
    body = split.body;
  }
  const dec = decodeHtml(body, charsetFromContentType(headers?.['content-type']), opts.charset);
  const location = headers?.location;
  const url = opts.url ?? urlFromHtml(dec.html) ?? urlFromWebkbName(source) ?? opts.baseUrl;
  const page: LoadedPage = { source, html: dec.html, url, charset: dec.charset, charsetSource: dec.charsetSource };
  if (headers) page.headers = headers;
  if (status !== undefined) page.status = status;
  if (location && (status === undefined || (status >= 300 && status < 400) || dec.html.trim().length < 512)) {
    try {
      page.redirect = url ? new URL(location, url).href : location;
    } catch {
      page.redirect = location;
    }
  }
  return page;
}

/** Load an HTML string with an optional base URL. */
export function loadHtmlString(html: string, baseUrl?: string): LoadedPage {
  return { source: '<string>', html, url: baseUrl ?? urlFromHtml(html), charset: 'utf-8', charsetSource: 'string' };
}

export async function loadFile(path: string, opts: LoadOptions = {}): Promise<LoadedPage> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new LoadError(`no such file: ${path}`);
    if (code === 'EISDIR') throw new LoadError(`is a directory (expected a page): ${path}`);
    throw new LoadError(`cannot read ${path}: ${(e as Error).message}`);
  }
  return pageFromBytes(bytes, path, opts);
}

export async function loadUrl(url: string, opts: LoadOptions = {}): Promise<LoadedPage> {
  let res: Response;
  try {
    res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000) });
  } catch (e) {
    throw new LoadError(`cannot fetch ${url}: ${(e as Error).message}`);
  }
  if (!res.ok) throw new LoadError(`cannot fetch ${url}: HTTP ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => (headers[k] = v));
  return pageFromBytes(bytes, url, { ...opts, url: res.url || url, headers, status: res.status });
}

const NON_PAGE = /\.(css|js|mjs|json|png|jpe?g|gif|svg|ico|webp|pdf|ps|gz|zip|tar|mp[34]|woff2?|ttf|eot|txt|md|tsv|csv|py|map)$/i;

/** Files under a directory that may be pages (recursive, sorted; assets and data files skipped). */
export async function listPageFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const visit = async (d: string) => {
    const entries = await readdir(d, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const p = join(d, e.name);
      if (e.isDirectory()) await visit(p);
      else if (e.isFile() && !NON_PAGE.test(e.name)) out.push(p);
    }
  };
  await visit(dir);
  return out;
}

export function isUrl(s: string): boolean {
  return /^https?:\/\//i.test(s);
}

/** Expand CLI inputs (files, directories, URLs) to a flat list of page sources. */
export async function expandInputs(inputs: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const input of inputs) {
    if (isUrl(input)) {
      out.push(input);
      continue;
    }
    let st;
    try {
      st = await stat(input);
    } catch {
      throw new LoadError(`no such file or directory: ${input}`);
    }
    if (st.isDirectory()) {
      const files = await listPageFiles(input);
      if (!files.length) throw new LoadError(`no pages in directory: ${input}`);
      out.push(...files);
    } else out.push(input);
  }
  return out;
}

/** Load a page from a path or URL. */
export async function loadPage(input: string, opts: LoadOptions = {}): Promise<LoadedPage> {
  return isUrl(input) ? loadUrl(input, opts) : loadFile(input, opts);
}

/** A file path as a file:// URL (used when rendering a local page without a known URL). */
export function fileUrl(path: string): string {
  return pathToFileURL(resolve(path)).href;
}
