import { getDomain } from 'tldts';

/**
 * URL canonicalisation, site keys and trap guards — the crawler's first URL-filter stage (seed 004 ch. 3).
 */

/** Canonical form used for dedupe: lower-case host, default port dropped, fragment dropped, `%7E` → `~`,
 *  empty path → `/`. Returns undefined for anything that is not http(s). */
export function canonicalUrl(raw: string, base?: string): string | undefined {
  let u: URL;
  try {
    u = base ? new URL(raw.trim(), base) : new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
  if (!u.hostname) return undefined;
  u.hash = '';
  u.username = '';
  u.password = '';
  let s = u.href;
  s = s.replace(/%7e/gi, '~');
  return s;
}

/**
 * The site of a URL: its registrable domain by the Public Suffix List (tldts), so `cs.ox.ac.uk` is `ox.ac.uk`,
 * `a.b.k12.ca.us` is `b.k12.ca.us`, and a university's subdomains are one site. Budgets are per site, and the
 * crawl stays inside its seeds' sites. Private suffixes count (`ada.github.io` is its own site, not all of
 * GitHub Pages). IP addresses and single-label hosts (`localhost`) are their own site.
 */
export function siteOf(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

/** A URL's directory (query and fragment dropped, last segment cut). */
export function dirOf(u: string): string {
  return u.replace(/[?#].*$/, '').replace(/[^/]*$/, '');
}

/** Whether `u` lies strictly below the directory `dir` (its pages and subdirectories, not `dir` itself). */
export function isBelow(u: string, dir: string): boolean {
  return u.length > dir.length && u.startsWith(dir);
}

/**
 * A URL under both schemes. A page fetched as `http://…/comp2008/2019-20/` owns `https://…/comp2008/2019-20/about/`
 * too: a site serves both (one 301s to the other; a replay answers both from one record), and its pages link
 * either (layout G wrote the https `about/` pages of http-found homes as homes of their own).
 */
export function schemeTwins(u: string): string[] {
  const m = /^(https?):/i.exec(u);
  if (!m) return [u];
  return [u, (m[1].toLowerCase() === 'http' ? 'https' : 'http') + u.slice(m[1].length)];
}

/**
 * How `url` differs from `pageUrl` when both address the same script (origin and path) and differ only in their
 * query: the arguments only `url` has and those only `pageUrl` has (each `[key, value]`, repeated keys counted);
 * undefined for another script or an unparsable URL. A query-routed page's refinements (`?code=X` → `&sem=2`) and
 * language twins (`&lang=hi`) are read from it.
 */
export function queryDelta(url: string, pageUrl: string): { added: [string, string][]; dropped: [string, string][] } | undefined {
  // Cheap first: another path (most links) cannot be the page's script.
  const q = url.indexOf('?');
  if (!pageUrl.startsWith(q < 0 ? url.replace(/#.*$/, '') : url.slice(0, q))) return undefined;
  let a: URL, b: URL;
  try {
    (a = new URL(url)), (b = new URL(pageUrl));
  } catch {
    return undefined;
  }
  if (a.origin !== b.origin || a.pathname !== b.pathname) return undefined;
  const minus = (x: URLSearchParams, y: URLSearchParams): [string, string][] => {
    const left = new Map<string, number>();
    for (const [k, v] of y) left.set(`${k}=${v}`, (left.get(`${k}=${v}`) ?? 0) + 1);
    const out: [string, string][] = [];
    for (const [k, v] of x) {
      const n = left.get(`${k}=${v}`) ?? 0;
      if (n > 0) left.set(`${k}=${v}`, n - 1);
      else out.push([k, v]);
    }
    return out;
  };
  return { added: minus(a.searchParams, b.searchParams), dropped: minus(b.searchParams, a.searchParams) };
}

/** The directory a page lies in, a directory's index counted in its parent's (`/courses/cse488/` → `/courses/`). */
export function shelfOf(u: string): string {
  const path = u.replace(/[?#].*$/, '');
  return path.endsWith('/') ? dirOf(path.slice(0, -1)) : dirOf(path);
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return '';
  }
}

/** Limits of the trap guards. */
export interface TrapLimits {
  /** Longest URL accepted (default 256). */
  maxUrlLength: number;
  /** Most times one path segment may repeat (default 2: `/a/b/a/b/a` is a trap). */
  maxSegmentRepeats: number;
  /** Most query parameters (default 4). */
  maxQueryParams: number;
  /** Most path segments (default 12). */
  maxPathSegments: number;
  /** Most facet filters combined in one query (default 2; see `facetFilters`). */
  maxFacetFilters: number;
}

export const DEFAULT_TRAP_LIMITS: TrapLimits = { maxUrlLength: 256, maxSegmentRepeats: 2, maxQueryParams: 4, maxPathSegments: 12, maxFacetFilters: 2 };

/**
 * Facet filters in a query: values of list-style keys — indexed or bracketed (`f[0]=term:2188&f[1]=level:grad`,
 * Drupal's search facets; `f[subject][]=…`, Blacklight's) or repeated (`fq=…&fq=…`, Solr's). Named subkeys
 * (`tx_news_pi1[news]=12&tx_news_pi1[action]=detail`, a TYPO3 plugin's arguments) are one record's address,
 * not filters. Each added facet only narrows the results of the query without it, whose pagination lists them
 * all; the combinations are what multiply: a schedule's three facets held 900 of a rehearsal crawl's 5,000 fetches.
 */
export function facetFilters(params: URLSearchParams): number {
  const counts = new Map<string, number>();
  for (const k of params.keys()) counts.set(k, (counts.get(k) ?? 0) + 1);
  let n = 0;
  for (const [k, c] of counts) if (/\[\d*\]$/.test(k) || c > 1) n += c;
  return n;
}

/**
 * Joomla's router keys (`index.php?option=com_content&view=category&layout=blog&id=21&Itemid=114`): every page of a
 * Joomla site without URL rewriting is addressed through them, so they name the page's kind, not a combination of
 * filters (layout J: the course archive's year and semester pages were dropped as query explosions).
 */
const JOOMLA_ROUTER_KEYS = /^(option|view|layout|itemid)$/i;

/** Query parameters that may multiply a page: all but a CMS's router keys. */
function queryParamCount(params: URLSearchParams): number {
  const joomla = /^com_/.test(params.get('option') ?? '');
  let n = 0;
  for (const k of params.keys()) if (!(joomla && JOOMLA_ROUTER_KEYS.test(k))) n++;
  return n;
}

/** Percent-encoded UTF-8 characters beyond ASCII (`%D0%9B`, `%E8%AC%9B`): one character each. */
const ENCODED_NON_ASCII = /(?:%[c-f][0-9a-f](?:%[89ab][0-9a-f]){1,3})+/gi;

/**
 * A URL's length in characters: a Russian wiki's page title takes six bytes a letter once percent-encoded, a Japanese
 * one nine, so a course page named in words (`Теория_вероятностей_и_математическая_статистика_(ПМИ)_2014/2015`, 300
 * bytes) is no longer than an English one.
 */
function urlLength(url: string): number {
  if (!url.includes('%')) return url.length;
  return url.replace(ENCODED_NON_ASCII, (m) => {
    try {
      return decodeURIComponent(m);
    } catch {
      return m;
    }
  }).length;
}

/** Why a URL looks like a crawler trap (calendar loops, session ids, relative-link recursion), or undefined. */
export function trapReason(url: string, limits: TrapLimits = DEFAULT_TRAP_LIMITS): string | undefined {
  if (url.length > limits.maxUrlLength && urlLength(url) > limits.maxUrlLength) return 'url-length';
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'invalid';
  }
  const segs = u.pathname.split('/').filter(Boolean);
  if (segs.length > limits.maxPathSegments) return 'path-depth';
  const counts = new Map<string, number>();
  for (const s of segs) {
    const c = (counts.get(s) ?? 0) + 1;
    if (c > limits.maxSegmentRepeats) return 'repeated-segment';
    counts.set(s, c);
  }
  if (queryParamCount(u.searchParams) > limits.maxQueryParams) return 'query-explosion';
  if (facetFilters(u.searchParams) > limits.maxFacetFilters) return 'facet-combination';
  if (isToolUrl(u)) return 'revision-or-tool';
  return undefined;
}

/** Query keys of another view of a page: revisions and diffs (MediaWiki `oldid`/`diff`, Trac `version`), login and comment forms' way back, alternate formats, sharing, TWiki's page source (`raw=on`). */
const TOOL_KEYS = /^(oldid|diff|rev|revision|version|printable|redlink|returnto|returnurl|return_to|redirect_to|destination|replytocom|share|feed|ical|print|raw)$/i;
/** `format=` / `output=` / `export=` are tools only when they name a feed, print or download view (`?format=html` may be the page itself); TWiki's `skin=print` and `cover=print` too. */
const FORMAT_KEYS = /^(format|output|export|view|skin|cover)$/i;
const FORMAT_VALUES = /^(rss\d*|atom|feed|ical|ics|vcal|vcs|json|xml|csv|pdf|print|printable|raw|txt|text|amp)$/i;
/** `action=` / `do=` values of wiki and CMS tools (MediaWiki, DokuWiki, Trac, …). */
const TOOL_ACTIONS = /^(edit|history|info|raw|delete|protect|unprotect|watch|unwatch|purge|render|submit|diff|revisions?|recent|backlinks?|login|logout|register|subscribe|print|export\w*|media|index|admin|rollback|markpatrolled)$/i;

/**
 * Revision, history, diff, special and tool URLs (a wiki's `?oldid=`, `action=history`, `?cmd=backup`, `Special:` pages; a
 * directory listing's sort links `?C=M;O=D`; login forms' `returnto=`; `format=rss` / `print` variants, and
 * print views as path segments):
 * other views of pages already reachable, never new course pages — a wiki or a listing multiplies them by
 * its page count. URL shapes of wiki and web server software, not of one site.
 */
export function isToolUrl(u: URL): boolean {
  if (/(^|\/|=)Special(:|%3A)/i.test(u.pathname + u.search)) return true;
  // Print views as path segments (Drupal's print module `/print/123`, `/node/123/print`, `/printpdf/123`).
  if (/\/(print|printpdf|printable|printer-friendly|print-friendly)(\/|$)/i.test(u.pathname)) return true;
  if (!u.search) return false;
  if (/^\?C=[NMSD][;&]O=[AD]$/i.test(u.search)) return true;
  for (const [k, v] of u.searchParams) {
    if (TOOL_KEYS.test(k)) return true;
    if (FORMAT_KEYS.test(k) && FORMAT_VALUES.test(v)) return true;
    if (/^(action|do)$/i.test(k) && TOOL_ACTIONS.test(v)) return true;
    if (/^(cmd|plugin)$/i.test(k) && (TOOL_ACTIONS.test(v) || PUKIWIKI_TOOLS.test(v))) return true;
  }
  return false;
}

/**
 * PukiWiki's `cmd=` / `plugin=` tools (the wiki of many Japanese sites): a page's backups, their diffs, its source,
 * attachments, lists and feeds (layout Q: 173 of a course wiki's `?cmd=backup&page=…&age=3` views read as its pages).
 */
const PUKIWIKI_TOOLS = /^(backup|source|freeze|unfreeze|rename|attach|filelist|list|rss|rss10|search|newpage|related|referer|logview|yetlist|md5|template|versionlist|ls2)$/i;

/** Known non-page extensions: filtered before fetching (seed 004 ch. 3, the first filter stage). */
const NON_PAGE_EXT = new Set(
  'ics vcf rss atom log css js json png jpg jpeg gif bmp tif tiff svg ico webp pdf ps eps dvi gz tgz zip tar z rar 7z mp3 mp4 mpg mpeg avi mov wav au aiff ogg webm woff woff2 ttf eot exe bin dmg iso rpm deb class jar doc docx xls xlsx ppt pptx rtf tex bib c h cc cpp java py pl lisp scm ml hs xbm xpm ppm pgm pbm'.split(' '),
);

export function extensionOf(url: string): string {
  try {
    const p = new URL(url).pathname;
    const m = /\.([a-z0-9]{1,5})$/i.exec(p);
    return m ? m[1].toLowerCase() : '';
  } catch {
    return '';
  }
}

/** True when the URL's extension says it is not an HTML page. */
export function isNonPageUrl(url: string): boolean {
  return NON_PAGE_EXT.has(extensionOf(url));
}

/**
 * `url` with only the query parameters `keep` accepts (each `key=value` part as written), its fragment kept; `url`
 * itself when every part is kept. The one query filter behind sort keys, session ids and tracking parameters.
 */
export function filterQuery(url: string, keep: (part: string) => boolean): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const parts = url.slice(q + 1, hash < 0 ? undefined : hash).split('&');
  const kept = parts.filter(keep);
  if (kept.length === parts.length) return url;
  return url.slice(0, q) + (kept.length ? `?${kept.join('&')}` : '') + (hash < 0 ? '' : url.slice(hash));
}
