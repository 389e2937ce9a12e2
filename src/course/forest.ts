/**
 * Training speed-up shared by every random forest here (heading classifier, link scorer), and the tree walk
 * their predictions share.
 *
 * ml-cart (under ml-random-forest) proposes one split per label change along a feature's sorted column,
 * without dedupe: a binary feature over n samples costs up to n splits of O(n) each. Trying each distinct
 * threshold once grows the same trees (equal thresholds have equal gain; ties keep the first) — 10–50×
 * faster training on our mostly binary features. Classifier and regression trees share ml-cart's one
 * TreeNode class, which is internal, so it is reached through a tiny probe tree.
 */
import { RandomForestClassifier } from 'ml-random-forest';

let splitsDeduped = false;

/** Patch ml-cart's split search once per process (no-op when the library's internals changed). */
export function dedupeSplits(): void {
  if (splitsDeduped) return;
  splitsDeduped = true;
  const probe = new RandomForestClassifier({ nEstimators: 1, seed: 1, maxFeatures: 1, noOOB: true, replacement: false, useSampleBagging: false } as never);
  probe.train([[0], [1]], [0, 1]);
  const root = (probe as unknown as { estimators: { root: object }[] }).estimators[0]?.root;
  const proto = root && (Object.getPrototypeOf(root) as { featureSplit?: (x: number[], y: number[]) => number[] });
  if (!proto || typeof proto.featureSplit !== 'function') return; // library changed: keep its own (slow) search
  const original = proto.featureSplit;
  proto.featureSplit = function (this: unknown, x: number[], y: number[]): number[] {
    return [...new Set(original.call(this, x, y))];
  };
}

/** A classification leaf's distribution (a row of class probabilities). */
export interface ClassDistribution {
  maxRowIndex(row: number): [number, number];
}

/** A trained ml-cart node (the fields its own `classify` reads); `D`: a leaf's distribution — class probabilities, or a regression tree's value. */
export interface CartNode<D = ClassDistribution> {
  left?: CartNode<D>;
  right?: CartNode<D>;
  splitColumn?: number;
  splitValue?: number;
  distribution: D;
}

const leafClasses = new WeakMap<CartNode, number>();

/** A leaf's class as ml-cart's tree `predict` gives it (the first most probable), computed once per leaf. */
export function leafClass(n: CartNode): number {
  let c = leafClasses.get(n);
  if (c === undefined) {
    c = n.distribution.maxRowIndex(0)[1];
    leafClasses.set(n, c);
  }
  return c;
}

/** The leaf a tree of a forest sends `x` to (`cols`: the tree's feature subset), as ml-cart's `classify` walks it. */
export function leafOf<D>(root: CartNode<D>, cols: number[], x: number[]): CartNode<D> {
  let n = root;
  while (n.left && n.right) n = x[cols[n.splitColumn!]] < n.splitValue! ? n.left : n.right;
  return n;
}
