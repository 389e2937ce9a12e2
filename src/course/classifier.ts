/**
 * Heading classifier (issue 4 item 2): a random forest (ml-random-forest) over `headingFeatures` →
 * lectures | assignments | quizzes | other. The trained model ships as `models/headings.json`
 * (rebuilt by `npm run train:headings`); its feature list is stored with it and checked at load time.
 */
import { readFileSync } from 'node:fs';
import { RandomForestClassifier } from 'ml-random-forest';
import { FEATURE_NAMES } from './features.js';
import { type CartNode, dedupeSplits, leafClass, leafOf } from './forest.js';
import { SECTION_CLASSES, type SectionClass } from './lexicon.js';
import { packageFile } from '../package-file.js';

/** Bump when features or labels change meaning (3: the gate forest that checks prior-corrected labels; 4: head word, due columns, scoped column headers). */
export const HEADING_MODEL_VERSION = 4;

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
  /**
   * The gate (v3): a binary forest over the features plus a candidate class, trained on the headings whose
   * first-stage type is uncertain enough to be corrected (see `GateExample`): "is this heading's gold type the
   * candidate?". Section labels use it instead of a fixed runner-up weight.
   */
  gate?: unknown;
}

/** One training example of the gate: a heading's features, its candidate class, and whether that is its gold class. */
export interface GateExample {
  x: number[];
  candidate: SectionClass;
  yes: boolean;
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

  private gateRf?: RandomForestClassifier;

  static train(X: number[][], y: SectionClass[], opts: TrainOptions = {}, pages = 0, gate?: GateExample[]): HeadingClassifier {
    const rf = forest(opts);
    const labels = y.map((c) => SECTION_CLASSES.indexOf(c));
    rf.train(X, labels);
    let gateRf: RandomForestClassifier | undefined;
    // the gate needs both answers among its examples
    if (gate && gate.some((g) => g.yes) && gate.some((g) => !g.yes)) {
      gateRf = forest(opts);
      gateRf.train(
        gate.map((g) => gateInput(g.x, g.candidate)),
        gate.map((g) => Number(g.yes)),
      );
    }
    const counts: Record<string, number> = {};
    for (const c of y) counts[c] = (counts[c] ?? 0) + 1;
    const file: HeadingModelFile = {
      name: 'course-extract/headings',
      version: HEADING_MODEL_VERSION,
      features: FEATURE_NAMES,
      classes: SECTION_CLASSES,
      trainedOn: { pages, headings: counts, date: new Date().toISOString().slice(0, 10) },
      forest: rf.toJSON(),
      ...(gateRf ? { gate: gateRf.toJSON() } : {}),
    };
    const clf = new HeadingClassifier(rf, file);
    clf.gateRf = gateRf;
    return clf;
  }

  static fromJSON(json: unknown, source = '<json>'): HeadingClassifier {
    const f = json as HeadingModelFile;
    if (!f || f.name !== 'course-extract/headings') throw new HeadingModelError(`${source}: not a heading model`);
    // a v2 file is a v3 file without the gate (labels then use the fixed runner-up weight)
    if (f.version !== HEADING_MODEL_VERSION && !(f.version === 2 && !f.gate))
      throw new HeadingModelError(`${source}: model version ${f.version}, this code needs ${HEADING_MODEL_VERSION} (run npm run train:headings)`);
    if (f.features.join(',') !== FEATURE_NAMES.join(','))
      throw new HeadingModelError(`${source}: model features differ from this code's (run npm run train:headings)`);
    const clf = new HeadingClassifier(RandomForestClassifier.load(f.forest as never), f);
    if (f.gate) clf.gateRf = RandomForestClassifier.load(f.gate as never);
    return clf;
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

  /** Class probabilities (fraction of tree votes), one row per input, columns in SECTION_CLASSES order. */
  probabilities(X: number[][]): number[][] {
    return votes(this.rf, X, SECTION_CLASSES.length);
  }

  /** Has a gate (model v3)? */
  get hasGate(): boolean {
    return !!this.gateRf;
  }

  /** The gate's probability that each heading's gold class is its candidate (0 without a gate). */
  gateProbabilities(X: number[][], candidates: SectionClass[]): number[] {
    if (!this.gateRf) return X.map(() => 0);
    return votes(
      this.gateRf,
      X.map((x, i) => gateInput(x, candidates[i])),
      2,
    ).map((p) => p[1]);
  }

  toJSON(): HeadingModelFile {
    return this.file;
  }
}

/** A forest as every heading model here grows it (kept small: a few hundred headings, 2 shared cores). */
function forest(opts: TrainOptions): RandomForestClassifier {
  dedupeSplits();
  return new RandomForestClassifier({
    nEstimators: opts.nEstimators ?? 60,
    seed: opts.seed ?? 42,
    maxFeatures: 0.5,
    replacement: true,
    useSampleBagging: true,
    noOOB: true,
    treeOptions: { maxDepth: 10, minNumSamples: 3 },
  } as never);
}

/** The gate's input: the heading's features and its candidate class (index in SECTION_CLASSES). */
function gateInput(x: number[], candidate: SectionClass): number[] {
  return [...x, SECTION_CLASSES.indexOf(candidate)];
}

/**
 * Fraction of tree votes per class, one row per input. Walks the trees directly: the same votes as
 * `rf.predictionValues`, without a matrix view per tree.
 */
function votes(rf: RandomForestClassifier, X: number[][], nClasses: number): number[][] {
  if (!X.length) return [];
  {
    const forest = rf as unknown as { estimators: { root: CartNode }[]; indexes: number[][] };
    const out: number[][] = X.map(() => new Array<number>(nClasses).fill(0));
    const w = 1 / forest.estimators.length;
    forest.estimators.forEach((est, t) => {
      const cols = forest.indexes[t];
      for (let i = 0; i < X.length; i++) {
        out[i][leafClass(leafOf(est.root, cols, X[i]))] += w;
      }
    });
    return out;
  }
}

/** Where the shipped model lives: `models/headings.json` at the package root (from src/ or dist/src/). */
export function defaultModelPath(): string {
  return packageFile('models/headings.json');
}

let shipped: HeadingClassifier | undefined;

/** The shipped model, loaded once. */
export function shippedClassifier(): HeadingClassifier {
  return (shipped ??= HeadingClassifier.load(defaultModelPath()));
}
