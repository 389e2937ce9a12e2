/**
 * Link features (seeds 000, 001, 002): anchor tokens, URL tokens (`~`, path words, extension), DOM-offset
 * ⟨token, d⟩ pairs with |d| ≤ 5 over the page's text leaves (seed 002), the nearest heading and the
 * source page's title (path context, seed 000), plus numeric features: the source page's course
 * probability (critic), depth, anchor length, URL depth.
 *
 * Keys are strings (`a:lectur`, `u:~`, `o-2:cours`); a model keeps a selected vocabulary of them, so
 * features stay words and DOM context rather than site-specific URL patterns.
 */
import type { PageNode, PageTree } from '../page/tree.js';
import { canonicalUrl, extensionOf, hostOf } from './url.js';
import { fold } from '../course/lexicon.js';
import { CODE_WORD, UNSPACED_LETTERS } from './words.js';

/** Largest |d| of the DOM-offset features (seed 002 uses 5). */
export const MAX_OFFSET = 5;
const TOKENS_PER_LEAF = 6;

const STOP = new Set(
  'the a an and or of to in on for at by with from is are be this that it its as your you our we i my me us http https www html htm index php asp aspx cgi bin'.split(' '),
);

/** Light suffix stripping so `lectures`/`lecture`, `courses`/`course` share a key. */
function stem(w: string): string {
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('es') && !w.endsWith('ses')) return w.slice(0, -1);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/**
 * Lower-case word tokens; numbers become their shape (`#3` = a 3-digit number, a course-number cue).
 *
 * Words of any script: an ASCII-only split cut `Übungsblätter` into `bungsbl`, `tter` and left a Japanese or
 * Chinese anchor (`講義資料`) without a single token, so the apprentice had nothing to learn from it. Text with
 * other characters is read by `tokenizeUnicode`; ASCII text keeps the same tokens as ever (the shipped model's
 * vocabulary was learned on them).
 */
export function tokenize(text: string, max = 64): string[] {
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(text)) return tokenizeUnicode(text, max);
  const out: string[] = [];
  const parts = text.toLowerCase().split(/[^a-z0-9~]+|(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/);
  for (const p of parts) {
    if (!p || p === '~') continue;
    if (/^[0-9]+$/.test(p)) out.push(`#${Math.min(p.length, 5)}`);
    else if (p.length >= 2 && !STOP.has(p)) out.push(stem(p.replace(/~/g, '')));
    if (out.length >= max) break;
  }
  return out;
}

/** `tokenize`'s split, for letters of any script: between unspaced and other letters too. */
const UNICODE_SPLIT = new RegExp(
  `[^\\p{L}0-9~]+|(?<=\\p{L})(?=[0-9])|(?<=[0-9])(?=\\p{L})|(?<=[${UNSPACED_LETTERS}])(?=[^${UNSPACED_LETTERS}])|(?<=[^${UNSPACED_LETTERS}])(?=[${UNSPACED_LETTERS}])`,
  'u',
);
/**
 * A run of the scripts written without spaces between words (Han, kana, Hangul): no word list can split them, so
 * they are read as overlapping character bigrams (the usual CJK indexing, Lucene's CJKAnalyzer), a run of one
 * character as itself.
 */
const UNSPACED_RUN = new RegExp(`^[${UNSPACED_LETTERS}]+$`, 'u');

/**
 * `tokenize` for text beyond ASCII, the same split with letters of any script: NFKC folds full-width forms
 * (`ＣＳ１０１` → `cs101`, half-width kana) and the diacritics of Latin letters are dropped (`Übung` → `ubung`,
 * `séances` → `seances`: the same word written with or without them, as URLs write it). Punctuation beyond
 * ASCII (`’`, `–`, no-break spaces) separates words as ASCII punctuation does, so an English page's tokens do
 * not change with its typography.
 */
function tokenizeUnicode(text: string, max: number): string[] {
  const out: string[] = [];
  const folded = fold(text.normalize('NFKC'));
  for (const p of folded.split(UNICODE_SPLIT)) {
    if (!p || p === '~') continue;
    if (/^[0-9]+$/.test(p)) out.push(`#${Math.min(p.length, 5)}`);
    else if (UNSPACED_RUN.test(p)) {
      const chars = [...p];
      if (chars.length === 1) out.push(p);
      for (let i = 0; i + 1 < chars.length && out.length < max; i++) out.push(chars[i] + chars[i + 1]);
    } else if (p.length >= 2 && !STOP.has(p)) out.push(stem(p.replace(/~/g, '')));
    if (out.length >= max) break;
  }
  return out;
}


/**
 * A URL path without its dates: in `/news/2019/…`, `/events/2020-03-14/…`, `/blog/news-2019`,
 * `/news/2020/05/18/…` the year (with its month and day) is a date, yet `news 2019` or `news 05` has a course
 * code's shape, so every dated page of a modern site (news, events, seminars, blogs: thousands) looked like a
 * course link. A year glued to letters (`fall2019`, `2019fa`) or a course number outside 1950–2049 is kept.
 */
export function undatedPath(path: string): string {
  return path.replace(/(?<=^|[/_.-])(?:19[5-9]\d|20[0-4]\d)(?:[-_./]\d{1,2}){0,2}(?=$|[/_.-])/g, '');
}

/** URL tokens: path words, `~` (personal pages), extension, query keys. Host words are left out (site-specific). */
export function urlFeatureKeys(url: string, out: Set<string>): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return;
  }
  const path = decodeURIComponentSafe(u.pathname);
  if (path.includes('~')) out.add('u:~');
  for (const t of tokenize(path, 24)) out.add(`u:${t}`);
  for (const k of u.searchParams.keys()) out.add(`q:${k.toLowerCase()}`);
  if (u.search) out.add('u:?');
  const ext = extensionOf(url);
  out.add(`ux:${ext || (path.endsWith('/') ? 'dir' : 'none')}`);
  if (CODE_WORD.test(undatedPath(path).replace(/[/_]/g, ' '))) out.add('u:code');
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** One outlink of a page with its feature keys. */
export interface LinkInstance {
  /** Canonical target URL. */
  url: string;
  anchor: string;
  keys: string[];
  /** Numeric features, see `NUMERIC_FEATURES`. */
  num: number[];
  /** A `<meta http-equiv=refresh>` of ≤ 5 s: the page forwards here, like a redirect (a slower one is a plain link). */
  refresh?: true;
}

/**
 * The target of a page's `<meta http-equiv="refresh" content="N; url=…">`, and whether it forwards (within
 * 5 s: the page is a redirect in HTML). A slower one (a ticker moving on after a minute) is a plain link.
 */
function refreshTarget(n: PageNode): { url: string; forwards: boolean } | undefined {
  if ((n.attrs['http-equiv'] ?? '').toLowerCase() !== 'refresh') return undefined;
  // `N`, `N; url=…`, `N, '…'`, `url=…`: the delay ends at a separator (`60` alone refreshes the page itself).
  const m = /^\s*(?:(\d+(?:\.\d+)?)\s*(?:[;,]|$))?\s*(?:url\s*=\s*)?(['"]?)(.*?)\2\s*$/i.exec(n.attrs.content ?? '');
  if (!m || !m[3]) return undefined;
  return { url: m[3], forwards: Number(m[1] ?? 0) <= 5 };
}

/** Names of `LinkInstance.num`, in order. */
export const NUMERIC_FEATURES = ['srcProb', 'depth', 'anchorLen', 'urlDepth', 'sameHost'] as const;

const HEADING = /^(h[1-6]|th|dt|caption)$/;

/**
 * An icon's title marking a course open to visitors (Moodle's `<i class="fa fa-unlock-alt" title="Guest access">`
 * beside a course in its listings; the others end at the login). Only this mark is read from icons: their titles as
 * text shifted every DOM offset behind them and moved other webs' crawls (layout C's 90 % 666 → 987). Moodle titles
 * the icon in the site's language (its language packs' `guestaccess`: French `Accès anonyme`, German `Gastzugang`,
 * Japanese `ゲストアクセス` or `このコースにはゲストユーザが入ることができます`, …; layout K's 60 guest courses are marked in French).
 */
const GUEST_ICON =
  /\bguests?\s+access\b|\ballows?\s+guests?\b|\bguests?\s+(allowed|welcome)\b|\bacc[eè]s\s+(anonyme|invités?)\b|\bgastzugang\b|\bacceso\s+(de\s+)?invitados?\b|\bacesso\s+(de|para|a)\s+visitantes?\b|\baccesso\s+(per\s+gli\s+|agli\s+)?ospiti\b|\bgasttoegang\b|\bgasten\s+toegelaten\b|\blaat\s+gasten\s+toe\b|\bgäståtkomst\b|ゲストアクセス|ゲスト(ユーザー?)?が(アクセス|入ること)|访客访问|訪客訪問|손님\s?접근/i;
/** The key a link marked by a guest-access icon carries (see `linkPrior`). */
export const GUEST_KEY = 'm:guest';

interface Leaf {
  tokens: string[];
  /** Index of the closest enclosing `<a href>` among the page's links, or -1. */
  link: number;
  heading: boolean;
}

/**
 * Outlinks of a page with features. `srcProb` is the critic's course probability of the source page,
 * `depth` the depth of the link's target (source depth + 1).
 */
export function extractLinks(tree: PageTree, srcProb: number, depth: number): LinkInstance[] {
  const base = tree.url;
  const anchors: PageNode[] = [];
  const leaves: Leaf[] = [];
  const srcHost = base ? hostOf(base) : '';
  const titleKeys = tokenize(tree.title, 8).map((t) => `t:${t}`);
  // headingBefore[i] = tokens of the last heading seen before link i
  const headingOf: string[][] = [];
  /** Number of leaves before each link: where a text-less link sits among the leaves. */
  const position: number[] = [];
  let lastHeading: string[] = [];
  /** Indexes into `anchors` of meta-refresh targets. */
  const refreshes = new Set<number>();
  /** Leaf positions of icons marking guest access (the icon sits before that leaf). */
  const guestIcons: number[] = [];

  const visit = (n: PageNode, link: number, inHeading: boolean) => {
    if (n.kind === 'text') {
      const toks = tokenize(n.text, TOKENS_PER_LEAF);
      if (toks.length) {
        leaves.push({ tokens: toks, link, heading: inHeading });
        if (inHeading && link < 0) lastHeading = toks;
      }
      return;
    }
    let l = link;
    if ((n.tag === 'a' || n.tag === 'area') && n.href) {
      l = anchors.length;
      anchors.push(n);
      headingOf.push(lastHeading);
      position.push(leaves.length);
      if (n.tag === 'area' && n.attrs.alt) leaves.push({ tokens: tokenize(n.attrs.alt, TOKENS_PER_LEAF), link: l, heading: false });
    }
    if (n.tag === 'img' && l >= 0 && n.attrs.alt) leaves.push({ tokens: tokenize(n.attrs.alt, TOKENS_PER_LEAF), link: l, heading: false });
    else if (n.kind === 'element' && !n.children.length && GUEST_ICON.test(n.attrs.title || n.attrs['aria-label'] || '')) guestIcons.push(leaves.length);
    if (n.tag === 'frame' && n.attrs.src) {
      // frames are links too (seed 004: framesets are navigation)
      const f: PageNode = { ...n, href: base ? canonicalUrl(n.attrs.src, base) : n.attrs.src };
      anchors.push(f);
      headingOf.push(lastHeading);
      position.push(leaves.length);
    }
    const refresh = n.tag === 'meta' ? refreshTarget(n) : undefined;
    if (refresh) {
      if (refresh.forwards) refreshes.add(anchors.length);
      anchors.push({ ...n, href: base ? canonicalUrl(refresh.url, base) : refresh.url });
      headingOf.push(lastHeading);
      position.push(leaves.length);
    }
    const h = inHeading || HEADING.test(n.tag);
    for (const c of n.children) visit(c, l, h);
  };
  visit(tree.root, -1, false);
  // iframes (kept by the static tree as URLs): embedded pages are linked pages, after the page's own links
  for (const src of tree.embeds ?? []) {
    anchors.push({ id: -1, kind: 'element', tag: 'iframe', attrs: { src }, text: '', children: [], parent: null, tagPath: '', href: base ? canonicalUrl(src, base) : src });
    headingOf.push([]);
    position.push(leaves.length);
  }

  // First and last leaf of each link, for the DOM offsets.
  const first = new Array<number>(anchors.length).fill(-1);
  const last = new Array<number>(anchors.length).fill(-1);
  leaves.forEach((lf, i) => {
    if (lf.link >= 0) {
      if (first[lf.link] < 0) first[lf.link] = i;
      last[lf.link] = i;
    }
  });
  const out: LinkInstance[] = [];
  const seen = new Set<string>();
  anchors.forEach((a, i) => {
    const url = a.href && canonicalUrl(a.href, base);
    if (!url || seen.has(url) || url === base) return;
    seen.add(url);
    const keys = new Set<string>();
    const anchorToks: string[] = [];
    if (first[i] >= 0) for (let j = first[i]; j <= last[i]; j++) if (leaves[j].link === i) anchorToks.push(...leaves[j].tokens);
    const anchorText = anchorToks.join(' ');
    for (const t of anchorToks) keys.add(`a:${t}`);
    if (!anchorToks.length) keys.add('a:<empty>');
    const rawAnchor = textOfAnchor(a);
    if (CODE_WORD.test(rawAnchor)) keys.add('a:code');
    urlFeatureKeys(url, keys);
    // DOM offsets: d < 0 before the link's first leaf, d > 0 after its last.
    const lo = first[i] >= 0 ? first[i] : position[i];
    const hi = first[i] >= 0 ? last[i] : position[i] - 1;
    for (let d = 1; d <= MAX_OFFSET; d++) {
      const b = lo - d;
      const f = hi + d;
      if (b >= 0) for (const t of leaves[b].tokens) (keys.add(`o-${d}:${t}`), keys.add(`o:${t}`));
      if (f < leaves.length) for (const t of leaves[f].tokens) (keys.add(`o+${d}:${t}`), keys.add(`o:${t}`));
    }
    // A guest-access icon right after the link (at most two leaves between): the course opens to visitors.
    if (guestIcons.some((p) => p > hi && p <= hi + 3)) keys.add(GUEST_KEY);
    for (const t of headingOf[i]) keys.add(`h:${t}`);
    for (const k of titleKeys) keys.add(k);
    let urlDepth = 0;
    try {
      urlDepth = new URL(url).pathname.split('/').filter(Boolean).length;
    } catch {
      /* canonical URLs parse */
    }
    out.push({
      url,
      anchor: rawAnchor.slice(0, 200),
      keys: [...keys],
      num: [srcProb, depth, Math.min(anchorText.length, 100), urlDepth, hostOf(url) === srcHost ? 1 : 0],
      ...(refreshes.has(i) ? { refresh: true as const } : {}),
    });
  });
  return out;
}

function textOfAnchor(a: PageNode): string {
  const parts: string[] = [];
  const v = (n: PageNode) => {
    if (n.kind === 'text') parts.push(n.text);
    else if (n.tag === 'img' && n.attrs.alt) parts.push(n.attrs.alt);
    for (const c of n.children) v(c);
  };
  v(a);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
