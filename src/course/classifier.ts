/**
 * Heading classifier (issue 4 item 2): a random forest (ml-random-forest) over `headingFeatures` →
 * lectures | assignments | quizzes | other. The trained model ships as `models/headings.json`
 * (rebuilt by `npm run train:headings`); its feature list is stored with it and checked at load time.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RandomForestClassifier } from 'ml-random-forest';
import { FEATURE_NAMES } from './features.js';
import { dedupeSplits } from './forest.js';
import { SECTION_CLASSES, type SectionClass } from './lexicon.js';

/** Bump when features or labels change meaning. */
export const HEADING_MODEL_VERSION = 2;

export class HeadingModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HeadingModelError';
  }
}

export interface HeadingModelFile {
  name: 'course-extract/headings';
  version: number;
  features: string[];
  classes: readonly string[];
  /** What it was trained on (pages, headings per class), for the record. */
  trainedOn: { pages: number; headings: Record<string, number>; date: string };
  forest: unknown;
}

/** Options of the forest (kept small: a few hundred training headings, 2 shared cores). */
export interface TrainOptions {
  /** Trees in the forest (default 60). */
  nEstimators?: number;
  /** Seed for bagging and feature sampling (default 42). */
  seed?: number;
}

export class HeadingClassifier {
  private constructor(
    private readonly rf: RandomForestClassifier,
    readonly file: HeadingModelFile,
  ) {}

  static train(X: number[][], y: SectionClass[], opts: TrainOptions = {}, pages = 0): HeadingClassifier {
    dedupeSplits();
    const rf = new RandomForestClassifier({
      nEstimators: opts.nEstimators ?? 60,
      seed: opts.seed ?? 42,
      maxFeatures: 0.5,
      replacement: true,
      useSampleBagging: true,
      noOOB: true,
      treeOptions: { maxDepth: 10, minNumSamples: 3 },
    } as never);
    const labels = y.map((c) => SECTION_CLASSES.indexOf(c));
    rf.train(X, labels);
    const counts: Record<string, number> = {};
    for (const c of y) counts[c] = (counts[c] ?? 0) + 1;
    const file: HeadingModelFile = {
      name: 'course-extract/headings',
      version: HEADING_MODEL_VERSION,
      features: FEATURE_NAMES,
      classes: SECTION_CLASSES,
      trainedOn: { pages, headings: counts, date: new Date().toISOString().slice(0, 10) },
      forest: rf.toJSON(),
    };
    return new HeadingClassifier(rf, file);
  }

  static fromJSON(json: unknown, source = '<json>'): HeadingClassifier {
    const f = json as HeadingModelFile;
    if (!f || f.name !== 'course-extract/headings') throw new HeadingModelError(`${source}: not a heading model`);
    if (f.version !== HEADING_MODEL_VERSION)
      throw new HeadingModelError(`${source}: model version ${f.version}, this code needs ${HEADING_MODEL_VERSION} (run npm run train:headings)`);
    if (f.features.join(',') !== FEATURE_NAMES.join(','))
      throw new HeadingModelError(`${source}: model features differ from this code's (run npm run train:headings)`);
    return new HeadingClassifier(RandomForestClassifier.load(f.forest as never), f);
  }

  static load(path: string): HeadingClassifier {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (e) {
      throw new HeadingModelError(`${path}: cannot read heading model (${(e as Error).message})`);
    }
    return HeadingClassifier.fromJSON(json, path);
  }

  /**
   * Class probabilities (fraction of tree votes), one row per input, columns in SECTION_CLASSES order.
   * Walks the trees directly: the same votes as `rf.predictionValues`, without a matrix view per tree.
   */
  probabilities(X: number[][]): number[][] {
    if (!X.length) return [];
    const forest = this.rf as unknown as { estimators: { root: CartNode }[]; indexes: number[][] };
    const out: number[][] = X.map(() => SECTION_CLASSES.map(() => 0));
    const w = 1 / forest.estimators.length;
    forest.estimators.forEach((est, t) => {
      const cols = forest.indexes[t];
      for (let i = 0; i < X.length; i++) {
        const x = X[i];
        let n = est.root;
        while (n.left && n.right) n = x[cols[n.splitColumn!]] < n.splitValue! ? n.left : n.right;
        out[i][leafClass(n)] += w;
      }
    });
    return out;
  }

  toJSON(): HeadingModelFile {
    return this.file;
  }
}

/** Where the shipped model lives: `models/headings.json` at the package root (from src/ or dist/src/). */
export function defaultModelPath(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  for (const up of ['../../models/headings.json', '../../../models/headings.json']) {
    const p = fileURLToPath(new URL(up, `file://${here}`));
    if (existsSync(p)) return p;
  }
  return fileURLToPath(new URL('../../models/headings.json', `file://${here}`));
}

/** A trained ml-cart node (the fields its own `classify` reads). */
interface CartNode {
  left?: CartNode;
  right?: CartNode;
  splitColumn?: number;
  splitValue?: number;
  distribution: { maxRowIndex(row: number): [number, number] };
}

const leafClasses = new WeakMap<CartNode, number>();
function leafClass(n: CartNode): number {
  let c = leafClasses.get(n);
  if (c === undefined) {
    c = n.distribution.maxRowIndex(0)[1];
    leafClasses.set(n, c);
  }
  return c;
}

let shipped: HeadingClassifier | undefined;

/** The shipped model, loaded once. */
export function shippedClassifier(): HeadingClassifier {
  return (shipped ??= HeadingClassifier.load(defaultModelPath()));
}
