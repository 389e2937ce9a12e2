import { describe, expect, it } from 'vitest';
import { NUMERIC_FEATURES } from '../../src/crawl/features.js';
import { DEFAULT_MAX_SAMPLES, LinkScorer, ModelError, walkForest, type ScoredInstance } from '../../src/crawl/scorer.js';

/** Course-number anchors lead to course pages (target 1), news and photo anchors do not (0), with noise words. */
function data(): ScoredInstance[] {
  let s = 42;
  const r = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
  const out: ScoredInstance[] = [];
  for (let i = 0; i < 400; i++) {
    const course = r() < 0.3;
    const keys = course ? ['a:cs', 'a:#3', 'u:course'] : [r() < 0.5 ? 'a:news' : 'a:photo', 'u:archive'];
    for (const w of ['o:the', 'o:home', 'o:page', 'h:list']) if (r() < 0.4) keys.push(w);
    out.push({ keys, num: NUMERIC_FEATURES.map(() => Math.round(r() * 10)), target: course ? (r() < 0.9 ? 1 : 0.5) : r() < 0.1 ? 0.3 : 0 });
  }
  return out;
}

describe('LinkScorer', () => {
  const scorer = LinkScorer.fit(data(), { nEstimators: 8, maxDepth: 6, minSupport: 2 });
  it('learns which link words lead to course pages', () => {
    const [course, news] = scorer.predict([
      { keys: ['a:cs', 'a:#3', 'u:course'], num: [0, 2, 3, 2, 1] },
      { keys: ['a:news', 'u:archive'], num: [0, 2, 3, 2, 1] },
    ]);
    expect(course).toBeGreaterThan(0.6);
    expect(news).toBeLessThan(0.2);
  });
  it('walks its trees itself with exactly the numbers of ml-random-forest\'s own predict', () => {
    const forest = (scorer as unknown as { forest: { predict(x: number[][]): number[] } }).forest;
    const walk = walkForest(forest);
    expect(walk).not.toBeNull();
    const rows = data().map((d) => scorer.vector(d));
    expect(rows.map((v) => walk!(v))).toEqual(forest.predict(rows));
    // through JSON, as a shipped model is loaded
    const loaded = LinkScorer.fromJSON(JSON.parse(JSON.stringify(scorer.toJSON())));
    expect(loaded.predict(data())).toEqual(scorer.predict(data()));
  });
  it('keeps the library\'s path for a forest of another shape, and refuses a file that is no model', () => {
    expect(walkForest({ selectionMethod: 'median', estimators: [], indexes: [] })).toBeNull();
    expect(walkForest({ selectionMethod: 'mean', estimators: [{ root: { left: {}, right: { distribution: 1 } } }], indexes: [[0]] })).toBeNull();
    expect(() => LinkScorer.fromJSON({ kind: 'other' } as never)).toThrow(ModelError);
  });
  it('trains on every link up to maxSamples (default 20,000), and on a sample beyond it', () => {
    const fit = (maxSamples?: number) => JSON.stringify(LinkScorer.fit(data(), { nEstimators: 4, maxDepth: 6, minSupport: 2, maxSamples }).toJSON());
    expect(DEFAULT_MAX_SAMPLES).toBe(20_000);
    expect(fit()).toBe(fit(data().length));
    expect(fit()).not.toBe(fit(100));
  });
  it('is reproducible by its seed (`train --forest-seed`): the same seed gives the same model, another seed another forest', () => {
    const fit = (seed: number) => JSON.stringify(LinkScorer.fit(data(), { nEstimators: 4, maxDepth: 6, minSupport: 2, seed }).toJSON());
    expect(fit(3)).toBe(fit(3));
    expect(fit(3)).not.toBe(fit(4));
  });
});
