/**
 * Cost-bounded WD-alignment (align.ts header): a bounded DP returns the exact cost and the same alignment
 * whenever the exact cost is within the bound, and "over" only when it is not; WPC's bounded scans choose
 * what full scans choose. Checked on random wrappers (merged from random trees: ?, *, +, N and parentheses
 * nodes) against random DOM forests.
 */
import { describe, expect, it } from 'vitest';
import { TEXT_COST, WDAligner, wdDistance, type Cost } from '../../src/wrapper/align.js';
import type { Broom } from '../../src/wrapper/broom.js';
import { mergeForests } from '../../src/wrapper/induce.js';
import { wpc } from '../../src/wrapper/wpc.js';
import { dFromNotation, forestFromDom, type DNode, type WNode } from '../../src/wrapper/wrapper.js';

/** Small deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomTree(r: () => number, depth: number): string {
  const tag = 'abcd'[Math.floor(r() * 4)];
  if (depth <= 0 || r() < 0.3) return tag;
  const n = 1 + Math.floor(r() * 4);
  const kids: string[] = [];
  for (let i = 0; i < n; i++) {
    const k = randomTree(r, depth - 1);
    // repeats make N signs and parentheses nodes
    const rep = r() < 0.25 ? 2 + Math.floor(r() * 2) : 1;
    for (let j = 0; j < rep; j++) kids.push(k);
  }
  return `${tag}(${kids.join(' ')})`;
}

function randomForest(r: () => number): DNode[] {
  const n = 1 + Math.floor(r() * 2);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(randomTree(r, 3));
  return dFromNotation(parts.join(' '));
}

function randomWrapper(r: () => number): WNode[] {
  let w = forestFromDom(randomForest(r));
  const merges = Math.floor(r() * 3);
  for (let i = 0; i < merges; i++) w = mergeForests(w, forestFromDom(randomForest(r)));
  return w;
}

const total = (c: Cost) => c.cw + c.cd + c.tx * TEXT_COST;
/** A bound large enough never to prune (Infinity would make `cost` grow its own bound). */
const NO_BOUND = Number.MAX_VALUE;

describe('cost-bounded WD-alignment', () => {
  it('is exact within the bound and "over" only beyond it, with the same alignment', () => {
    const r = rng(7);
    let within = 0;
    let over = 0;
    for (let trial = 0; trial < 150; trial++) {
      const ws = randomWrapper(r);
      const ds = randomForest(r);
      for (const opts of [{}, { freeLead: true, freeTrail: true }, { freeSkip: true }]) {
        const exact = new WDAligner().cost(ws, ds, opts, NO_BOUND);
        const ref = new WDAligner().align(ws, ds, opts, NO_BOUND);
        const t = total(exact);
        for (const need of [0, 1, 2, t - 1, t, t + 0.5, 5, 20]) {
          const c = new WDAligner().cost(ws, ds, opts, need);
          if (t <= need) {
            within++;
            expect(c).toEqual(exact);
          } else if (c.cw === Infinity) over++;
          else expect(c).toEqual(exact);
        }
        // unbounded cost (grows its bound) and an align that knows the cost: the reference alignment
        const al = new WDAligner();
        expect(al.cost(ws, ds, opts)).toEqual(exact);
        const a = al.align(ws, ds, opts);
        expect(a.cost).toEqual(ref.cost);
        expect(a.pairs.map((p) => [p.w._uid, p.d.uid])).toEqual(ref.pairs.map((p) => [p.w._uid, p.d.uid]));
        expect(new WDAligner().align(ws, ds, opts).pairs.length).toBe(ref.pairs.length);
      }
    }
    // both branches were exercised
    expect(within).toBeGreaterThan(100);
    expect(over).toBeGreaterThan(100);
  });

  it('Ψ with a bound is exact up to it', () => {
    const r = rng(11);
    for (let trial = 0; trial < 150; trial++) {
      const ws = randomWrapper(r);
      const ds = randomForest(r);
      const psi = wdDistance(ws, ds);
      for (const max of [0, 0.05, psi, 0.2, 0.5]) {
        const b = wdDistance(ws, ds, new WDAligner(true), max);
        if (psi <= max) expect(b).toBe(psi);
        else expect(b === Infinity || b === psi).toBe(true);
      }
    }
  });
});

describe('WPC with bounded scans', () => {
  /** WPC as in Fig. 8.5 with full distance scans (the reference the bounded scans must reproduce). */
  function reference(brooms: Broom[], eps: number): string[] {
    const D = [...brooms];
    const out: string[] = [];
    while (D.length) {
      const members = [D.shift()!];
      let head = forestFromDom(members[0].head);
      const dist = () => D.map((d) => wdDistance(head, d.head));
      const absorb = (ds: number[]) => {
        for (let k = D.length - 1; k >= 0; k--)
          if (ds[k] === 0) {
            members.push(D[k]);
            D.splice(k, 1);
            ds.splice(k, 1);
          }
      };
      let ds = dist();
      absorb(ds);
      for (;;) {
        let best = -1;
        for (let k = 0; k < D.length; k++) if (ds[k] < eps && (best < 0 || ds[k] < ds[best])) best = k;
        if (best < 0) break;
        const [d2] = D.splice(best, 1);
        head = mergeForests(head, forestFromDom(d2.head));
        members.push(d2);
        ds = dist();
        absorb(ds);
      }
      out.push(members.map((m) => m.record).join(','));
    }
    return out;
  }

  it('clusters exactly like full scans', () => {
    const r = rng(3);
    for (let trial = 0; trial < 12; trial++) {
      // brooms: variations of a few base trees, so some are identical (Ψ = 0) and some close
      const bases = [randomTree(r, 3), randomTree(r, 3)];
      const brooms: Broom[] = [];
      for (let i = 0; i < 14; i++) {
        const src = r() < 0.5 ? bases[Math.floor(r() * 2)] : `${bases[0]} ${randomTree(r, 2)}`;
        brooms.push({ type: 't', record: String(i), stick: 'x', head: dFromNotation(src), boundary: null as never, source: 'p', lead: 0, trail: 0 });
      }
      for (const eps of [0.2, 0.5]) expect(wpc(brooms, { epsilon: eps }).map((c) => c.members.map((m) => m.record).join(','))).toEqual(reference(brooms, eps));
    }
  });
});
