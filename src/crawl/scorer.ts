/**
 * The link scorer (seed 001): a random-forest regressor (ml-random-forest) from a link's features to the
 * relevance R of its target. Features are a selected vocabulary of feature keys (binary) plus the numeric
 * features; the model file holds both, so a shipped model scores any web.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { RandomForestRegression } from 'ml-random-forest';
import { type CartNode, dedupeSplits, leafOf } from '../course/forest.js';
import { NUMERIC_FEATURES } from './features.js';

export class ModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelError';
  }
}

/** A link with features and (for training) a target. */
export interface ScoredInstance {
  keys: string[];
  num: number[];
  target?: number;
  /** Which training web it came from (vocabulary selection prefers keys that occur on every web). */
  web?: string;
}

/**
 * Training links kept before subsampling: all of WebKB's (Cornell 8,001 + Texas 5,734). A 3,000-link sample
 * made each forest a draw: over four forest seeds, the Texas-trained crawl of Cornell reached 90% of its course
 * pages at fetch 389–569 with feedback and 458–521 frozen; with every link kept, 394–422 and 413–495
 * (BENCHMARKS, session 8). Training holds every sampled link's vector: ≈ 880 MB and 64 s for both dev webs.
 */
export const DEFAULT_MAX_SAMPLES = 20_000;

export interface ForestOptions {
  /** Trees (default 20). */
  nEstimators?: number;
  /** Tree depth limit (default 10). */
  maxDepth?: number;
  /** Fraction of the features each tree sees (default 0.4). */
  maxFeatures?: number;
  /** Vocabulary size (default 300). */
  vocabSize?: number;
  /** Keys seen fewer times are not considered (default 4). */
  minSupport?: number;
  /** Largest training sample; links beyond it are subsampled (default {@link DEFAULT_MAX_SAMPLES}). */
  maxSamples?: number;
  seed?: number;
}

export interface LinkScorerJson {
  kind: 'course-extract/linkscorer';
  version: 1;
  numeric: readonly string[];
  vocab: string[];
  forest: unknown;
  meta?: Record<string, unknown>;
}

export class LinkScorer {
  private readonly index: Map<string, number>;
  constructor(
    readonly vocab: string[],
    private readonly forest: RandomForestRegression,
    readonly meta: Record<string, unknown> = {},
  ) {
    this.index = new Map(vocab.map((k, i) => [k, i]));
  }

  vector(inst: { keys: string[]; num: number[] }): number[] {
    const v = new Array<number>(NUMERIC_FEATURES.length + this.vocab.length).fill(0);
    for (let i = 0; i < NUMERIC_FEATURES.length; i++) v[i] = inst.num[i] ?? 0;
    for (const k of inst.keys) {
      const j = this.index.get(k);
      if (j !== undefined) v[NUMERIC_FEATURES.length + j] = 1;
    }
    return v;
  }

  predict(insts: { keys: string[]; num: number[] }[]): number[] {
    if (!insts.length) return [];
    if (this.walk === undefined) this.walk = walkForest(this.forest);
    const walk = this.walk;
    const out = walk ? insts.map((i) => walk(this.vector(i))) : this.forest.predict(insts.map((i) => this.vector(i)));
    return out.map((x) => (Number.isFinite(x) ? Math.max(0, Math.min(1, x)) : 0));
  }

  /** The forest's own tree walk (see `walkForest`); null when its shape is not the one expected. */
  private walk: ((v: number[]) => number) | null | undefined;

  toJSON(): LinkScorerJson {
    return { kind: 'course-extract/linkscorer', version: 1, numeric: NUMERIC_FEATURES, vocab: this.vocab, forest: this.forest.toJSON(), meta: this.meta };
  }

  async save(path: string): Promise<void> {
    await writeFile(path, JSON.stringify(this.toJSON()));
  }

  static fromJSON(j: LinkScorerJson, source = 'model'): LinkScorer {
    if (j?.kind !== 'course-extract/linkscorer' || !Array.isArray(j.vocab) || !j.forest)
      throw new ModelError(`${source} is not a link-scorer model`);
    if (j.numeric.join(',') !== NUMERIC_FEATURES.join(',')) throw new ModelError(`${source} was trained with other numeric features`);
    return new LinkScorer(j.vocab, RandomForestRegression.load(j.forest as never), j.meta ?? {});
  }

  static async load(path: string): Promise<LinkScorer> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      throw new ModelError(`cannot read model ${path}`);
    }
    let j: LinkScorerJson;
    try {
      j = JSON.parse(text) as LinkScorerJson;
    } catch {
      throw new ModelError(`model ${path} is not JSON`);
    }
    return LinkScorer.fromJSON(j, path);
  }

  /** Fit a forest on instances with targets. */
  static fit(data: ScoredInstance[], opts: ForestOptions = {}, meta: Record<string, unknown> = {}): LinkScorer {
    dedupeSplits();
    const train = data.filter((d) => d.target !== undefined);
    if (train.length < 2) throw new ModelError(`too few training links (${train.length})`);
    const sample = subsample(train, opts.maxSamples ?? DEFAULT_MAX_SAMPLES, opts.seed ?? 7);
    const vocab = selectVocabulary(sample, opts.vocabSize ?? 300, opts.minSupport ?? 4);
    const forest = new RandomForestRegression({
      nEstimators: opts.nEstimators ?? 20,
      maxFeatures: opts.maxFeatures ?? 0.4,
      replacement: false,
      seed: opts.seed ?? 7,
      noOOB: true,
      useSampleBagging: true,
      treeOptions: { maxDepth: opts.maxDepth ?? 10, minNumSamples: 3 },
    } as never);
    const scorer0 = new LinkScorer(vocab, forest, meta);
    const sorted = sample
      .map((d) => ({ d, y: Math.round((d.target as number) * 20) / 20 }))
      .sort((a, b) => a.y - b.y);
    const X = sorted.map((s) => scorer0.vector(s.d));
    const y = sorted.map((s) => s.y);
    forest.train(X, y);
    return scorer0;
  }
}

/** At most `max` instances: those with relevance > 0 first (up to half), the rest at random (seeded). */
export function subsample<T extends ScoredInstance>(data: T[], max: number, seed: number): T[] {
  if (data.length <= max) return data;
  const pos = data.filter((d) => (d.target ?? 0) > 0);
  const neg = data.filter((d) => (d.target ?? 0) <= 0);
  const keepPos = pos.length > max / 2 ? shuffle(pos, seed).slice(0, Math.floor(max / 2)) : pos;
  return [...keepPos, ...shuffle(neg, seed + 1).slice(0, max - keepPos.length)];
}

function shuffle<T>(a: T[], seed: number): T[] {
  const out = a.slice();
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1664525 + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Pick the keys that move R the most: |mean R with key − mean R| · √support. With several training
 * webs, a key must occur on each of them (favours words over one site's URL patterns).
 */
export function selectVocabulary(data: ScoredInstance[], size: number, minSupport: number): string[] {
  const webs = new Set(data.map((d) => d.web ?? ''));
  const mean = data.reduce((s, d) => s + (d.target ?? 0), 0) / Math.max(1, data.length);
  const stat = new Map<string, { n: number; sum: number; webs: Set<string> }>();
  for (const d of data)
    for (const k of d.keys) {
      let s = stat.get(k);
      if (!s) stat.set(k, (s = { n: 0, sum: 0, webs: new Set() }));
      s.n++;
      s.sum += d.target ?? 0;
      s.webs.add(d.web ?? '');
    }
  const scored: [string, number][] = [];
  for (const [k, s] of stat) {
    if (s.n < minSupport || (webs.size > 1 && s.webs.size < webs.size)) continue;
    scored.push([k, Math.abs(s.sum / s.n - mean) * Math.sqrt(s.n)]);
  }
  scored.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return scored.slice(0, size).map((x) => x[0]);
}

/**
 * The forest's prediction, walking its trees on the link's own feature vector with the tree walk the page
 * and heading classifiers use (`leafOf`): ml-random-forest's `predict` builds a column-selection view and
 * copies a row per tree and link (about 0.1 ms a link: 0.9 s for a page of 8,000 links). The walk is the
 * same — a node's test `row[column] < value`, the column mapped back through the tree's feature subset, a
 * leaf's value, the mean over trees in order — so the numbers are the same. Returns null for a forest of
 * another shape (not the mean of regression trees with a number at every leaf), which keeps the library's path.
 */
export function walkForest(forest: unknown): ((v: number[]) => number) | null {
  const f = forest as { selectionMethod?: string; estimators?: { root?: CartNode<unknown> }[]; indexes?: number[][] };
  if (f.selectionMethod !== 'mean' || !Array.isArray(f.estimators) || !Array.isArray(f.indexes) || f.estimators.length !== f.indexes.length) return null;
  const regression = (n: CartNode<unknown> | undefined, index: number[]): boolean =>
    !!n &&
    (n.left && n.right
      ? index[n.splitColumn as number] !== undefined && typeof n.splitValue === 'number' && regression(n.left, index) && regression(n.right, index)
      : typeof n.distribution === 'number');
  if (!f.estimators.every((e, t) => regression(e.root, f.indexes![t]))) return null;
  const roots = f.estimators.map((e) => e.root as CartNode<number>);
  const indexes = f.indexes;
  return (v) => {
    let sum = 0;
    for (let t = 0; t < roots.length; t++) sum += leafOf(roots[t], indexes[t], v).distribution;
    return sum / roots.length;
  };
}
