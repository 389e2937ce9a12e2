/**
 * Training speed-up shared by every random forest here (heading classifier, link scorer).
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
