/**
 * Redirect rules learned on the fly ("DUST": different URLs with similar text — Bar-Yossef, Keidar and
 * Schonfeld, WWW 2007; learned URL normalisation — Dasgupta, Kumar and Sasturkar, WWW 2008). A site that
 * redirects `http:` to `https:`, `/people/ada` to `/people/ada/`, `…/index.html` to `…/`, or an old term's
 * directory to the current one (`/Courses/Fall-96/CS481/` → `/Courses/Current/CS481/`) does it for every
 * URL of that shape, and each redirect costs a fetch that brings no page. After two redirects agree, new
 * links of that shape are queued under the URL the site would send them to; a rewritten URL that turns out
 * dead counts against its rule (and the crawler fetches the original instead), so a rule that misses
 * stops being used.
 */

import { filterQuery } from './url.js';

/** How a rule rewrites a URL. */
export type DustRule =
  /** URLs starting with `from` + `/` start with `to` + `/` instead (scheme, host, leading directories). */
  | { kind: 'prefix'; from: string; to: string }
  /** A last path segment equal to `from` becomes `to` (`index.html` → ``) on this origin, at this path depth. */
  | { kind: 'last'; origin: string; depth: number; from: string; to: string }
  /** A last path segment without a dot gets a trailing slash in this directory (`/people/ada` → `/people/ada/` in `/people/`). */
  | { kind: 'slash'; origin: string; dir: string }
  /** Tracking parameters dropped from the query (`?utm_source=news&utm_medium=web`, `fbclid`): known before any redirect. */
  | { kind: 'track' };

/**
 * Query parameters that only say where a click came from (Google Analytics' `utm_*`, Facebook's `fbclid`, Google
 * Ads' `gclid`, Mailchimp's, HubSpot's, Microsoft's, Instagram's): the page is the same without them. A department's
 * news and mailings link course sites so (layout H: `…/view/cs1010s-ay1920s2/home?utm_source=soc-news` was fetched,
 * and written, besides the home itself).
 */
const TRACKING_PARAM = /^(utm_[a-z]+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi|mkt_tok)$/i;
const MAYBE_TRACKING = /[?&](utm_|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|igshid|mc_cid|mc_eid|_hs|mkt_tok)/i;

/** `url` without its tracking parameters, or undefined when it has none. */
export function withoutTracking(url: string): string | undefined {
  if (!MAYBE_TRACKING.test(url)) return undefined;
  // `&utm_…` in a path without a query is no parameter: filterQuery leaves such a URL as it is.
  const out = filterQuery(url, (p) => p !== '' && !TRACKING_PARAM.test(decodeURIComponentSafe(p.split('=')[0])));
  return out === url ? undefined : out;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

interface RuleStats {
  rule: DustRule;
  /** Redirects that showed the rule (distinct source URLs). */
  seen: number;
  /** Rewritten URLs fetched alive, and dead. */
  hits: number;
  misses: number;
  /** URLs of the rule's shape the site served as they were (no redirect): evidence against it. */
  served: number;
}

export interface DustOptions {
  /** Redirects that must agree before a rule is used (default 2). */
  support?: number;
}

/** Rules kept at most (each fetched page is checked against all of them). */
const MAX_RULES = 1000;

const ORIGIN = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)/i;

function originOf(url: string): string | undefined {
  return ORIGIN.exec(url)?.[1];
}

/**
 * Path segments of a URL after its origin (`/users/ada` 2, `/users/ada/` 2): the last-segment rules hold
 * per depth — a server that adds the slash to `/people/ada` may serve `/docs/1996/Fall96` as a file.
 */
function depthOf(url: string, origin: string): number {
  return url.slice(origin.length).split('/').filter(Boolean).length;
}

/** The rule a redirect `src` → `dst` shows, if it has a shape that generalises. */
export function ruleOf(src: string, dst: string): DustRule | undefined {
  const os = originOf(src);
  const od = originOf(dst);
  if (!os || !od || src === dst) return undefined;
  if (src.includes('?') || dst.includes('?') || src.includes('#') || dst.includes('#')) return undefined;
  // The longest common tail that starts at a `/` inside both paths: what stays is the part that changed in front.
  let i = 0;
  while (i < src.length && i < dst.length && src[src.length - 1 - i] === dst[dst.length - 1 - i]) i++;
  let tail = src.slice(src.length - i);
  const cut = tail.indexOf('/');
  tail = cut < 0 ? '' : tail.slice(cut);
  while (tail && (src.length - tail.length < os.length || dst.length - tail.length < od.length)) {
    const next = tail.indexOf('/', 1);
    tail = next < 0 ? '' : tail.slice(next);
  }
  if (tail) {
    const from = src.slice(0, src.length - tail.length);
    const to = dst.slice(0, dst.length - tail.length);
    return { kind: 'prefix', from, to };
  }
  // Only the last segment differs (same origin, same directory).
  if (os !== od) return undefined;
  const dir = src.slice(0, src.lastIndexOf('/') + 1);
  if (dir.length <= os.length || !dst.startsWith(dir)) return undefined;
  const a = src.slice(dir.length);
  const b = dst.slice(dir.length);
  const depth = depthOf(src, os);
  if (b === `${a}/` && a && !a.includes('.')) return { kind: 'slash', origin: os, dir };
  if (a && !b.slice(0, -1).includes('/')) return { kind: 'last', origin: os, depth, from: a, to: b };
  return undefined;
}

/** A rule as a person reads it: `http://a.edu/Fall-96/… → http://a.edu/Current/…`. */
export function describeRule(r: DustRule): string {
  if (r.kind === 'track') return '…?utm_source=… → … (tracking parameters dropped)';
  if (r.kind === 'prefix') return `${r.from}/… → ${r.to}/…`;
  if (r.kind === 'slash') return `${r.dir}x → ${r.dir}x/`;
  return `${r.origin}/${'*/'.repeat(r.depth - 1)}${r.from} → ${r.origin}/${'*/'.repeat(r.depth - 1)}${r.to}`;
}

function keyOf(r: DustRule): string {
  if (r.kind === 'track') return 't';
  return r.kind === 'prefix' ? `p ${r.from} ${r.to}` : r.kind === 'last' ? `l ${r.origin} ${r.depth} ${r.from} ${r.to}` : `s ${r.dir}`;
}

/** Apply one rule to a URL; undefined when it does not match. */
export function applyRule(r: DustRule, url: string): string | undefined {
  if (r.kind === 'track') return withoutTracking(url);
  if (r.kind === 'prefix') {
    if (!url.startsWith(`${r.from}/`)) return undefined;
    // `/docs` → `/docs/en`: a URL already under `/docs/en/` is where the rule leads, not a URL to move again.
    if (r.to.startsWith(`${r.from}/`) && url.startsWith(`${r.to}/`)) return undefined;
    return r.to + url.slice(r.from.length);
  }
  if (url.includes('?') || url.includes('#')) return undefined;
  const slash = url.lastIndexOf('/');
  if (slash < r.origin.length) return undefined;
  const last = url.slice(slash + 1);
  if (r.kind === 'slash') return last && !last.includes('.') && url.slice(0, slash + 1) === r.dir ? `${url}/` : undefined;
  if (originOf(url) !== r.origin || depthOf(url, r.origin) !== r.depth) return undefined;
  return last === r.from ? url.slice(0, slash + 1) + r.to : undefined;
}

export class RedirectRules {
  private readonly rules = new Map<string, RuleStats>();
  /** Source URLs already counted (a redirect seen twice is one piece of evidence). */
  private readonly sources = new Set<string>();
  private readonly support: number;
  /** Keys of the usable rules (most rules never gather support: looked at per link, they would cost). */
  private active: string[] | undefined;

  constructor(opts: DustOptions = {}) {
    this.support = opts.support ?? 2;
    // Known before any redirect shows it, as if `support` redirects had: dead rewrites still turn it off (an
    // archive that holds a page only under its tracking form).
    const track: DustRule = { kind: 'track' };
    this.rules.set(keyOf(track), { rule: track, seen: this.support, hits: 0, misses: 0, served: 0 });
  }

  /** A redirect was fetched: learn the rule it shows. */
  observe(src: string, dst: string): void {
    const r = ruleOf(src, dst);
    if (!r || this.sources.has(src)) return;
    this.sources.add(src);
    const k = keyOf(r);
    const st = this.rules.get(k) ?? { rule: r, seen: 0, hits: 0, misses: 0, served: 0 };
    st.seen++;
    this.rules.set(k, st);
    this.active = undefined;
    // A site with thousands of one-off redirects (`/~ada` → `/people/ada/`) would make every fetch check
    // thousands of rules: the oldest rules seen once go first.
    if (this.rules.size > MAX_RULES)
      for (const [key, r] of this.rules) {
        if (this.rules.size <= MAX_RULES * 0.8) break;
        if (r.seen === 1 && key !== k) this.rules.delete(key);
      }
  }

  /**
   * A URL was served as it was (2xx, fetched under its own URL): each rule that would have rewritten it is
   * contradicted (`www.` moved to a bare host for two old pages is not the whole host's rule).
   */
  served(url: string): void {
    for (const st of this.rules.values())
      if (applyRule(st.rule, url) !== undefined) {
        st.served++;
        this.active = undefined;
      }
  }

  /** A URL rewritten by these rules was fetched: alive (2xx/3xx) or dead. */
  outcome(rules: string[], alive: boolean): void {
    for (const k of rules) {
      const st = this.rules.get(k);
      if (!st) continue;
      if (alive) st.hits++;
      else st.misses++;
      this.active = undefined;
    }
  }

  private usable(st: RuleStats): boolean {
    // Trusted while dead rewrites and pages served without a redirect stay rare next to the evidence for it.
    return st.seen >= this.support && (st.misses + st.served) * 2 <= st.seen + st.hits;
  }

  /**
   * The URL the site would redirect `url` to, by the usable rules (the longest prefix first: the most
   * specific evidence; up to three in a row, as `http:` → `https:` then a trailing slash), with the keys of
   * the rules used; undefined when none applies.
   */
  rewrite(url: string): { url: string; rules: string[] } | undefined {
    this.active ??= [...this.rules].filter(([, st]) => this.usable(st)).map(([k]) => k);
    if (!this.active.length) return undefined;
    const used: string[] = [];
    let cur = url;
    for (let step = 0; step < 3; step++) {
      let best: { url: string; rule: string; len: number } | undefined;
      for (const k of this.active) {
        const st = this.rules.get(k)!;
        if (used.includes(k)) continue;
        const out = applyRule(st.rule, cur);
        if (out === undefined || out === cur) continue;
        const len = st.rule.kind === 'prefix' ? st.rule.from.length : 0;
        if (!best || len > best.len) best = { url: out, rule: k, len };
      }
      if (!best) break;
      cur = best.url;
      used.push(best.rule);
    }
    return used.length && cur !== url ? { url: cur, rules: used } : undefined;
  }

  /** Rules and their evidence (for the summary and tests). */
  list(): { rule: DustRule; seen: number; hits: number; misses: number; served: number; usable: boolean }[] {
    // The tracking rule is listed once it rewrote a link; it was shown by no redirect.
    return [...this.rules.values()]
      .filter((st) => st.rule.kind !== 'track' || st.hits + st.misses > 0)
      .map((st) => ({ ...st, seen: st.rule.kind === 'track' ? 0 : st.seen, usable: this.usable(st) }));
  }
}
