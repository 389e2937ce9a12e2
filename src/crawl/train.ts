/**
 * Training the link scorer on labeled webs (seed 001): crawl the replay breadth-first from the seed,
 * compute every page's link distance to the nearest target (course page), relevance
 * R(P) = 1 − dist(P,T)/dist(S,T) (clamped to [0,1]; unreachable → 0), and fit the random forest on the
 * links' features with R of their targets. Self-training rounds then label the links to unlabeled pages
 * with the model's most confident predictions and refit.
 */
import { readFile } from 'node:fs/promises';
import { Critic } from './critic.js';
import { extractLinks } from './features.js';
import { isHtmlType, loadedFromBytes, staticTree } from './page.js';
import { ReplayWeb } from './replay.js';
import { DEFAULT_MAX_SAMPLES, LinkScorer, ModelError, subsample, type ForestOptions, type ScoredInstance } from './scorer.js';
import { canonicalUrl, siteOf } from './url.js';

export interface TrainingWeb {
  replay: ReplayWeb;
  /** canonical (replay key) URL → class */
  labels: Map<string, string>;
  seed: string;
  name: string;
}

export async function readLabels(path: string): Promise<Map<string, string>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new ModelError(`cannot read labels ${path}`);
  }
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('url\t') || line.startsWith('#')) continue;
    const [u, c] = line.split('\t');
    const k = u && ReplayWeb.key(u);
    if (k && c) out.set(k, c.trim());
  }
  return out;
}

/** The features of a link kept as a place only (shared, never written: readFeatures gives the sampled ones their own). */
const NO_KEYS: string[] = [];
const NO_NUM: number[] = [];

export interface WebGraph {
  /** Link instances with the replay key of their target; past `featureCap`, `at` (the link's place among its page's links) instead of features. */
  links: (ScoredInstance & { to: string; from: string; at?: number })[];
  /** Page key → out-neighbour keys (links and redirects). */
  edges: Map<string, string[]>;
  pages: number;
  /** HTML pages that could not be parsed (kept as pages without links, as the crawler drops them). */
  unparsable: number;
  /** Breadth-first depth of every page reached. */
  depth: Map<string, number>;
}

/**
 * Breadth-first over the replay from the seed, same site only (as the BFS baseline), collecting link features.
 * Past `featureCap` links, a link keeps only its place on its page (`at`): a large web's features are read
 * again for the links sampled for training (see {@link trainingInstances}).
 */
export function buildGraph(web: TrainingWeb, critic: Critic, maxPages = 50_000, featureCap = Infinity): WebGraph {
  const site = siteOf(web.seed);
  const start = ReplayWeb.key(web.seed);
  if (!start) throw new ModelError(`bad seed URL ${web.seed}`);
  const depth = new Map<string, number>([[start, 0]]);
  const queue = [start];
  const edges = new Map<string, string[]>();
  const links: WebGraph['links'] = [];
  // One copy of each feature key and URL string: a modern web's 1.6 million links repeat the same menu keys
  // (their strings were most of a 4 GB training on 54,000 pages).
  const pool = new Map<string, string>();
  const intern = (k: string): string => {
    const p = pool.get(k);
    if (p !== undefined) return p;
    pool.set(k, k);
    return k;
  };
  let pages = 0;
  let unparsable = 0;
  for (let qi = 0; qi < queue.length && pages < maxPages; qi++) {
    const u = queue[qi];
    const rec = web.replay.get(u);
    const out: string[] = [];
    edges.set(u, out);
    if (!rec) continue;
    const d = depth.get(u) ?? 0;
    let body: Buffer; // read once: replay bodies come from the WARC file on each access
    if (rec.status >= 300 && rec.status < 400 && rec.headers.location) {
      const v = ReplayWeb.key(canonicalUrl(rec.headers.location, u) ?? '');
      if (v) out.push(v);
    } else if (rec.status !== 200) {
      continue;
    } else if (isHtmlType(rec.headers['content-type'], (body = rec.body))) {
      pages++;
      const found = pageLinks(u, body, rec.headers, critic, d + 1);
      if (!found) {
        // One page that cannot be read (the crawler drops such a page too) does not end the training.
        unparsable++;
        continue;
      }
      const linked = new Set<string>();
      for (let at = 0; at < found.length; at++) {
        const l = found[at];
        if (siteOf(l.url) !== site) continue;
        const k = ReplayWeb.key(l.url);
        if (!k) continue;
        const v = intern(k);
        out.push(v);
        // a page's second link to the same URL is no new instance (trainingInstances keeps the first)
        if (linked.has(v)) continue;
        linked.add(v);
        if (links.length < featureCap) links.push({ keys: l.keys.map(intern), num: l.num, to: v, from: u, web: web.name });
        else links.push({ keys: NO_KEYS, num: NO_NUM, to: v, from: u, web: web.name, at });
      }
    }
    for (const v of out)
      if (!depth.has(v)) {
        depth.set(v, d + 1);
        queue.push(v);
      }
  }
  return { links, edges, pages, unparsable, depth };
}

/**
 * A page's links with their features (its static tree judged by the critic), or undefined when it cannot be
 * read. buildGraph and readFeatures both read pages through here: a link's place among them (`at`) must name
 * the same link when a page is read again.
 */
function pageLinks(u: string, body: Buffer, headers: Record<string, string>, critic: Critic, depth: number): ReturnType<typeof extractLinks> | undefined {
  try {
    const tree = staticTree(loadedFromBytes(u, body, headers, 200));
    return extractLinks(tree, critic.judge(tree).prob, depth);
  } catch {
    return undefined;
  }
}

/**
 * Link distance from every page to the nearest target (reverse breadth-first search). With `depth`, only
 * forward edges (to a page deeper from the seed) count: a course's own subpages link back to it, but
 * following them finds no new course, so they should not inherit its relevance.
 */
export function distanceToTargets(edges: Map<string, string[]>, targets: Set<string>, depth?: Map<string, number>): Map<string, number> {
  const rev = new Map<string, string[]>();
  for (const [u, vs] of edges)
    for (const v of vs) {
      if (depth && (depth.get(v) ?? Infinity) <= (depth.get(u) ?? 0)) continue;
      (rev.get(v) ?? rev.set(v, []).get(v)!).push(u);
    }
  const dist = new Map<string, number>();
  const q: string[] = [];
  for (const t of targets) {
    dist.set(t, 0);
    q.push(t);
  }
  for (let i = 0; i < q.length; i++) {
    const v = q[i];
    const d = dist.get(v)!;
    for (const u of rev.get(v) ?? [])
      if (!dist.has(u)) {
        dist.set(u, d + 1);
        q.push(u);
      }
  }
  return dist;
}

/** R(P) = 1 − dist(P,T)/dist(S,T), clamped to [0, 1]; unreachable pages get 0. */
export function relevance(dist: Map<string, number>, page: string, seedDist: number): number {
  const d = dist.get(page);
  if (d === undefined) return 0;
  if (d === 0) return 1;
  return Math.max(0, 1 - d / Math.max(1, seedDist));
}

export interface TrainOptions extends ForestOptions {
  /** Self-training rounds (default 2). */
  selfTrainingRounds?: number;
  /** Fraction of unlabeled links labeled per round at each end (default 0.1). */
  selfTrainingFraction?: number;
  /** Progress messages. */
  log?: (msg: string) => void;
}

export interface InstanceOptions {
  /** Links whose features are kept as the graph is built (default 5 × maxSamples); past it, see below. */
  featureCap?: number;
  /** Training sample size and seed (as {@link LinkScorer.fit}'s). */
  maxSamples?: number;
  seed?: number;
}

type Instance = ScoredInstance & { from?: string; at?: number };

/**
 * Labeled training instances of one web, plus its unlabeled ones (links into pages the labels do not cover).
 * A web with more links than `featureCap` (a modern site: 60 menu links on each of 50,000 pages) has each
 * set sampled here as the forest would sample it (`maxSamples`, relevance > 0 first), and only the sampled
 * links' features are read, from their pages again: holding 1.6 million links' features took 2.2 GB.
 */
export function trainingInstances(web: TrainingWeb, critic: Critic, opts: InstanceOptions = {}): { labeled: ScoredInstance[]; unlabeled: ScoredInstance[]; stats: Record<string, number> } {
  const maxSamples = opts.maxSamples ?? DEFAULT_MAX_SAMPLES;
  const g = buildGraph(web, critic, undefined, opts.featureCap ?? 5 * maxSamples);
  const targets = new Set([...web.labels].filter(([, c]) => c === 'course').map(([u]) => u));
  const dist = distanceToTargets(g.edges, targets, g.depth);
  const seedKey = ReplayWeb.key(web.seed)!;
  const seedDist = dist.get(seedKey) ?? 1;
  let labeled: Instance[] = [];
  let unlabeled: Instance[] = [];
  // buildGraph gives each (page, URL) pair once (a set of 1.6 million pair ids cost a large web hundreds of MB).
  // Copies, not the graph's own objects: keeping those (with their URLs) for training raised the peak RSS of a
  // 54,000-page training from 2.2 to 2.8 GB.
  for (const l of g.links) {
    const rec = web.replay.get(l.to);
    const known = !rec || rec.status !== 200 || web.labels.has(l.to);
    const inst: Instance = { keys: l.keys, num: l.num, web: l.web, target: relevance(dist, l.to, seedDist) };
    if (l.at !== undefined) ((inst.from = l.from), (inst.at = l.at));
    if (known) labeled.push(inst);
    else unlabeled.push(inst);
  }
  const sampled = g.links.length > 0 && g.links[g.links.length - 1].at !== undefined;
  if (sampled) {
    labeled = subsample(labeled, maxSamples, opts.seed ?? 7);
    unlabeled = subsample(unlabeled, maxSamples, (opts.seed ?? 7) + 2);
    readFeatures([...labeled, ...unlabeled], web, critic, g.depth);
  }
  return { labeled, unlabeled, stats: { pages: g.pages, unparsable: g.unparsable, links: g.links.length, ...(sampled ? { sampled: labeled.length + unlabeled.length } : {}), targets: targets.size, seedDist, reachedTargets: [...targets].filter((t) => g.edges.has(t)).length } };
}

/** The features of sampled links that were kept as places only (`from`, `at`): their pages are read again, each once. */
function readFeatures(insts: Instance[], web: TrainingWeb, critic: Critic, depth: Map<string, number>): void {
  const byPage = new Map<string, Instance[]>();
  for (const i of insts) if (i.at !== undefined && i.from !== undefined) (byPage.get(i.from) ?? byPage.set(i.from, []).get(i.from)!).push(i);
  for (const [u, list] of byPage) {
    const rec = web.replay.get(u);
    // read once already; a page that fails now leaves its links without features
    const found = rec ? pageLinks(u, rec.body, rec.headers, critic, (depth.get(u) ?? 0) + 1) : undefined;
    for (const i of list) {
      const f = found?.[i.at!];
      if (f) ((i.keys = f.keys), (i.num = f.num));
      delete i.from;
      delete i.at;
    }
  }
}

/** Train the link scorer on one or more labeled webs, with self-training rounds over their unlabeled links. */
export function trainScorer(webs: TrainingWeb[], critic: Critic, opts: TrainOptions = {}): LinkScorer {
  const log = opts.log ?? (() => {});
  let labeled: ScoredInstance[] = [];
  let unlabeled: ScoredInstance[] = [];
  const stats: Record<string, unknown> = {};
  for (const w of webs) {
    const t = trainingInstances(w, critic, { maxSamples: opts.maxSamples, seed: opts.seed });
    log(`${w.name}: ${t.stats.pages} pages${t.stats.unparsable ? ` (${t.stats.unparsable} unparsable, skipped)` : ''}, ${t.stats.sampled ? `${t.stats.links} links sampled to ` : ''}${t.labeled.length} labeled + ${t.unlabeled.length} unlabeled links, ${t.stats.targets} course pages, dist(S,T)=${t.stats.seedDist}`);
    labeled = labeled.concat(t.labeled);
    unlabeled = unlabeled.concat(t.unlabeled);
    stats[w.name] = t.stats;
  }
  const meta = { trainedOn: webs.map((w) => w.name), seeds: webs.map((w) => w.seed), stats, selfTraining: [] as number[] };
  let model = LinkScorer.fit(labeled, opts, meta);
  const rounds = opts.selfTrainingRounds ?? 2;
  const frac = opts.selfTrainingFraction ?? 0.1;
  for (let r = 0; r < rounds && unlabeled.length >= 10; r++) {
    const pred = model.predict(unlabeled);
    const order = pred.map((p, i) => [p, i] as const).sort((a, b) => b[0] - a[0]);
    const k = Math.max(1, Math.floor(unlabeled.length * frac));
    const picked = new Set<number>();
    for (const [p, i] of order.slice(0, k)) ((unlabeled[i].target = p), picked.add(i));
    for (const [, i] of order.slice(-k)) ((unlabeled[i].target = 0), picked.add(i));
    labeled = labeled.concat(unlabeled.filter((_, i) => picked.has(i)));
    unlabeled = unlabeled.filter((_, i) => !picked.has(i));
    meta.selfTraining.push(picked.size);
    log(`self-training round ${r + 1}: +${picked.size} pseudo-labeled links`);
    model = LinkScorer.fit(labeled, opts, meta);
  }
  return model;
}
