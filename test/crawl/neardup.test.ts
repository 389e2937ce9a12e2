import { describe, expect, it } from 'vitest';
import { nearKey, NearDuplicates, NEAR_DUPLICATE, resemblance, sketchFromString, sketchOf, sketchToString } from '../../src/crawl/neardup.js';

const words = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}${(i * 7919) % 1009}`).join(' ');

describe('near-duplicate course homes (word 3-shingles, bottom-k sketches)', () => {
  it('gives the exact resemblance of small texts (shared shingles over the union)', () => {
    // a b c d → {abc, bcd}; a b c e → {abc, bce}: union {abc, bcd, bce}, both {abc} → 1/3
    expect(resemblance(sketchOf('a b c d'), sketchOf('a b c e'))).toBeCloseTo(1 / 3, 10);
    // a b c d e → {abc, bcd, cde}; b c d e f → {bcd, cde, def}: 2 of 4
    expect(resemblance(sketchOf('a b c d e'), sketchOf('b c d e f'))).toBe(0.5);
    expect(resemblance(sketchOf('A  b, C!'), sketchOf('a b c'))).toBe(1);
    expect(resemblance(sketchOf(''), sketchOf('a b c'))).toBe(0);
  });

  it('keeps a sketch to k hashes and reads it back from its string', () => {
    const s = sketchOf(words(2000, 'w'));
    expect(s.length).toBe(256);
    expect([...s]).toEqual([...s].sort((a, b) => a - b));
    expect([...sketchFromString(sketchToString(s))]).toEqual([...s]);
  });

  it('takes a page under a second address (its footer and self-links apart) for the first; another offering is another page', () => {
    const body = words(1500, 'cours');
    const home = `${body} footer des atelier secrétariat orale`;
    const twin = `${body} footer appel été sera par`;
    // the next year's offering: same template and course description, a tenth of the text new
    const next = `${words(1350, 'cours')} ${words(150, 'annee')}`;
    expect(resemblance(sketchOf(home), sketchOf(twin))).toBeGreaterThanOrEqual(NEAR_DUPLICATE);
    expect(resemblance(sketchOf(home), sketchOf(next))).toBeLessThan(0.9);
    const index = new NearDuplicates();
    const key = nearKey('univ-valmont.fr', ' INF8101M - Programmation  parallèle ')!;
    expect(key).toBe(nearKey('univ-valmont.fr', 'inf8101m - programmation parallèle'));
    index.add(key, 'http://u/spip.php?article258', sketchOf(home));
    expect(index.find(key, sketchOf(twin))).toBe('http://u/spip.php?article258');
    expect(index.find(key, sketchOf(next))).toBeUndefined();
    // only pages with the same title on the same site are compared; an untitled page never is
    expect(index.find(nearKey('univ-valmont.fr', 'INF8101M')!, sketchOf(twin))).toBeUndefined();
    expect(index.find(nearKey('other.fr', 'INF8101M - Programmation parallèle')!, sketchOf(twin))).toBeUndefined();
    expect(nearKey('u.fr', '  ')).toBeUndefined();
  });
});
