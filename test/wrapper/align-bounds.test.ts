/**
 * Cost-bounded WD-alignment (align.ts header): a bounded DP returns the exact cost and the same alignment
 * whenever the exact cost is within the bound, and "over" only when it is not; WPC's bounded scans choose
 * what full scans choose. Checked on random wrappers (merged from random trees: ?, *, +, N and parentheses
 * nodes) against random DOM forests.
 */
import { describe, expect, it } from 'vitest';
import { ContentKeys, TEXT_COST, WDAligner, wdDistance, type Cost } from '../../src/wrapper/align.js';
import type { Broom } from '../../src/wrapper/broom.js';
import { mergeForests, WWAligner } from '../../src/wrapper/induce.js';
import { psiLowerBound, wpc, wrapperPaths } from '../../src/wrapper/wpc.js';
import { dFromNotation, forestFromDom, notation, parseNotation, type DNode, type WNode } from '../../src/wrapper/wrapper.js';
import { rng } from '../rng.js';

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
      out.push(`${members.map((m) => m.record).join(',')} ${notation(head)}`);
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
      for (const eps of [0.2, 0.5]) expect(wpc(brooms, { epsilon: eps }).map((c) => `${c.members.map((m) => m.record).join(',')} ${notation(c.head)}`)).toEqual(reference(brooms, eps));
    }
  });
});

/** Like randomTree, with a few labeled leaves (labels are part of both content keys). */
function labeledTree(r: () => number, depth: number): string {
  const tag = 'abcd'[Math.floor(r() * 4)];
  if (depth <= 0 || r() < 0.3) return r() < 0.3 ? `${tag}_${'xy'[Math.floor(r() * 2)]}` : tag;
  const n = 1 + Math.floor(r() * 4);
  const kids: string[] = [];
  for (let i = 0; i < n; i++) {
    const k = labeledTree(r, depth - 1);
    const rep = r() < 0.25 ? 2 + Math.floor(r() * 2) : 1;
    for (let j = 0; j < rep; j++) kids.push(k);
  }
  return `${tag}(${kids.join(' ')})`;
}
function labeledForest(r: () => number): DNode[] {
  const n = 1 + Math.floor(r() * 2);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(labeledTree(r, 3));
  return dFromNotation(parts.join(' '));
}
function labeledWrapper(r: () => number): WNode[] {
  let w = forestFromDom(labeledForest(r));
  const merges = Math.floor(r() * 3);
  for (let i = 0; i < merges; i++) w = mergeForests(w, forestFromDom(labeledForest(r)));
  return w;
}

/** A wrapper as plain data (signs, tags, labels, template fields; no runtime caches). */
function plain(ws: WNode[]): unknown {
  return JSON.parse(JSON.stringify(ws, (k, v) => (k.startsWith('_') ? undefined : v)));
}

describe('cost-bounded, content-keyed WW-alignment (induce.ts)', () => {
  it('bounded attempts return the plain DP\'s cost and ops; merges build the same wrapper', () => {
    const r = rng(17);
    let nonZero = 0;
    // one aligner for all trials: its content-keyed memo sees sub-trees that differ only in signs or labels
    const shared = new WWAligner();
    for (let trial = 0; trial < 200; trial++) {
      const a = labeledWrapper(r);
      const b = r() < 0.5 ? labeledWrapper(r) : forestFromDom(labeledForest(r));
      const exact = new WWAligner(false).seq(a, b);
      const bounded = new WWAligner().seq(a, b);
      expect(bounded).toEqual(exact);
      shared.rekey(a);
      shared.rekey(b);
      expect(shared.seq(a, b)).toEqual(exact);
      if (exact.c1 + exact.c2 > 4) nonZero++;
      // too small a drop threshold cannot fake a result: the plain DP's cost is above it or the same
      const small = new WWAligner().seqBounded(a, b, 1.5);
      if (small.c1 + small.c2 <= 1.25) expect(small).toEqual(exact);
      else expect(exact.c1 + exact.c2).toBeGreaterThan(1);
      expect(plain(mergeForests(a, b))).toEqual(plain(mergeForests(a, b, new WWAligner(false))));
      // one DP read out at every prefix (inline runs) = the DP of each prefix
      const pb = new WWAligner().prefixes(a, b, true);
      for (let e = 1; e <= b.length; e++) expect(pb[e - 1]).toEqual(new WWAligner(false).seq(a, b.slice(0, e)));
      const pa = new WWAligner().prefixes(a, b, false);
      for (let e = 1; e <= a.length; e++) expect(pa[e - 1]).toEqual(new WWAligner(false).seq(a.slice(0, e), b));
    }
    // alignments that need more than the first attempt (bound 4) were exercised
    expect(nonZero).toBeGreaterThan(40);
  });

  it('one aligner reused across merges (content-keyed memo) builds what fresh aligners build', () => {
    const r = rng(23);
    for (let trial = 0; trial < 20; trial++) {
      const base = randomTree(r, 3);
      const shared = new WWAligner();
      let w1 = forestFromDom(dFromNotation(base));
      let w2 = forestFromDom(dFromNotation(base));
      for (let step = 0; step < 8; step++) {
        const src = r() < 0.5 ? base : `${base} ${randomTree(r, 2)}`;
        w1 = mergeForests(w1, forestFromDom(dFromNotation(src)), shared);
        w2 = mergeForests(w2, forestFromDom(dFromNotation(src)), new WWAligner(false));
        expect(notation(w1)).toBe(notation(w2));
        expect(plain(w1)).toEqual(plain(w2));
      }
    }
  });
});

describe('content-keyed WD memo (align.ts ContentKeys)', () => {
  it('gives the costs and alignments of the uid-keyed memo, also with one aligner across wrappers', () => {
    const r = rng(29);
    const keys = new ContentKeys();
    const shared = new WDAligner(true, keys);
    for (let trial = 0; trial < 150; trial++) {
      const ws = labeledWrapper(r);
      keys.rekey(ws);
      // DOM forests that repeat sub-trees of each other (shared content keys)
      const ds = r() < 0.5 ? labeledForest(r) : dFromNotation(`${notation(ws).replace(/[?+*]|\^\d+/g, '')}`.replace(/\(\)/g, ''));
      const exact = new WDAligner(true).cost(ws, ds, {}, NO_BOUND);
      const t = total(exact);
      for (const need of [0, 1, t, 5, NO_BOUND]) {
        const c = shared.cost(ws, ds, {}, need);
        if (t <= need) expect(c).toEqual(exact);
        else expect(c.cw === Infinity || total(c) === t).toBe(true);
      }
      // the same forest with labels swapped: same tags, different content keys
      const flip = (d: DNode): DNode => ({ ...d, _ck: undefined, _ckt: undefined, uid: d.uid + 1e6, label: d.label === 'x' ? 'y' : d.label === 'y' ? 'x' : d.label, children: d.children.map(flip) });
      const fl = ds.map(flip);
      expect(shared.cost(ws, fl, {}, NO_BOUND)).toEqual(new WDAligner(true).cost(ws, fl, {}, NO_BOUND));
      const ref = new WDAligner(true).align(ws, ds, {}, NO_BOUND);
      const a = new WDAligner(true, keys).align(ws, ds, {}, NO_BOUND);
      expect(a.pairs.map((p) => [p.w._uid, p.d.uid])).toEqual(ref.pairs.map((p) => [p.w._uid, p.d.uid]));
      for (const max of [0, 0.1, 0.5]) {
        const psi = wdDistance(ws, ds);
        const b = wdDistance(ws, ds, shared, max);
        if (psi <= max) expect(b).toBe(psi);
        else expect(b === Infinity || b === psi).toBe(true);
      }
    }
  });
});

describe('path lower bound on Ψ (wpc.ts psiLowerBound)', () => {
  it('never exceeds the exact Ψ (labels, non-exclusive nodes, parentheses), and is tight where paths differ', () => {
    const r = rng(11);
    let positive = 0;
    let equal = 0;
    for (let trial = 0; trial < 400; trial++) {
      const ws = labeledWrapper(r);
      const ds = labeledForest(r);
      // some wrapper nodes non-exclusive (their children's skips are free)
      const walk = (w: WNode) => {
        if (r() < 0.15) w.exclusive = false;
        w.children.forEach(walk);
      };
      if (trial % 2) ws.forEach(walk);
      const lb = psiLowerBound(ds, wrapperPaths(ws));
      const psi = wdDistance(ws, ds, new WDAligner(true));
      expect(lb).toBeLessThanOrEqual(psi);
      if (lb > 0) positive++;
      if (lb > 0 && lb === psi) equal++;
    }
    // the bound is not vacuous on these inputs
    expect(positive).toBeGreaterThan(100);
    expect(equal).toBeGreaterThan(0);
  });

  it('counts the nodes of paths the wrapper lacks, unless under a non-exclusive node', () => {
    const ws = forestFromDom(dFromNotation('a(b(c) d)'));
    const ds = dFromNotation('a(b(c e(f)) g)');
    // e, f and g have no wrapper path: 3 of 6 DOM nodes; the record has no a/d: 1 of the wrapper's 4 units
    expect(psiLowerBound(ds, wrapperPaths(ws))).toBe((1 / 4 + 3 / 6) / 2);
    ws[0].children[0].exclusive = false;
    // e and f sit under b, which the wrapper's non-exclusive b may match: only g counts
    expect(psiLowerBound(ds, wrapperPaths(ws))).toBe((1 / 4 + 1 / 6) / 2);
  });

  it('counts the unit weights a path has beyond the record\'s nodes of that path (N multiplies, ? and * count nothing)', () => {
    const ws = forestFromDom(dFromNotation('a(b(c) b(c) d(e))'));
    expect(notation(ws)).toBe('a(b(c)^2 d(e))');
    // units: a/b 2 (the record has 1 b: short 1), a/b/c 2 (none: 2), a/d/e 1 (none: 1); W(T_w) = 1 + 2·2 + 2 = 7
    const ds = dFromNotation('a(b d)');
    expect(psiLowerBound(ds, wrapperPaths(ws))).toBe(4 / 7 / 2);
    // here that is the exact Ψ (b's second copy and the three missing leaves)
    expect(wdDistance(ws, ds, new WDAligner(true))).toBe(4 / 7 / 2);
    // an optional d: its sub-tree weighs nothing, so only a/b (1) and the two c's count (of 5)
    ws[0].children[1].sign = '?';
    ws[0].children[1]._w = undefined;
    ws[0]._w = ws[0]._w1 = undefined;
    expect(psiLowerBound(ds, wrapperPaths(ws))).toBe(3 / 5 / 2);
    expect(wdDistance(ws, ds, new WDAligner(true))).toBeGreaterThanOrEqual(3 / 5 / 2);
  });

  it('counts the record\'s nodes of a path beyond what its wrapper nodes can match (N caps, + and * do not)', () => {
    const ws = parseNotation('a(b^2 c?)');
    // b^2 matches at most 2 of the 3 b's, c? at most 1 of the 2 c's: 2 of 6 DOM nodes stay unmatched
    const ds = dFromNotation('a(b b b c c)');
    expect(psiLowerBound(ds, wrapperPaths(ws))).toBe(2 / 6 / 2);
    expect(wdDistance(ws, ds, new WDAligner(true))).toBe(2 / 6 / 2);
    // under a + parent the capacity is unbounded
    expect(psiLowerBound(dFromNotation('a(b b b) a(b b b)'), wrapperPaths(parseNotation('a(b^2)+')))).toBe(0);
    expect(psiLowerBound(dFromNotation('a(b b b) a(b b b)'), wrapperPaths(parseNotation('a(b^2)^2')))).toBe(2 / 8 / 2);
  });

  it('never exceeds the exact Ψ when records lack parts of the wrapper (merged wrappers: ?, *, +, N, parentheses)', () => {
    const r = rng(29);
    let wrapperSide = 0;
    let capSide = 0;
    for (let trial = 0; trial < 400; trial++) {
      const f = labeledForest(r);
      // a wrapper that has seen the record's shape and others (so it holds paths the record lacks)
      let ws = forestFromDom(f);
      const merges = 1 + Math.floor(r() * 3);
      for (let i = 0; i < merges; i++) ws = mergeForests(ws, forestFromDom(labeledForest(r)));
      if (trial % 2) {
        const walk = (w: WNode) => {
          if (r() < 0.15) w.exclusive = false;
          w.children.forEach(walk);
        };
        ws.forEach(walk);
      }
      const ds = trial % 3 ? labeledForest(r) : dFromNotation(notation(forestFromDom(f)));
      const wp = wrapperPaths(ws);
      const lb = psiLowerBound(ds, wp);
      const psi = wdDistance(ws, ds, new WDAligner(true));
      expect(lb).toBeLessThanOrEqual(psi);
      // the record side alone (no wrapper units): the wrapper side adds something on many pairs
      const dOnly = psiLowerBound(ds, { ...wp, unitPaths: [], unitValues: [] });
      expect(lb).toBeGreaterThanOrEqual(dOnly);
      if (lb > dOnly) wrapperSide++;
      // without capacities (every wrapper path unbounded) the record side counts only paths the wrapper lacks
      const noCaps = psiLowerBound(ds, { ...wp, caps: new Map([...wp.caps.keys()].map((q) => [q, Infinity])) });
      expect(lb).toBeGreaterThanOrEqual(noCaps);
      if (lb > noCaps) capSide++;
    }
    // (merges make most extra parts optional, which weigh nothing: 24 of these 400 pairs)
    expect(wrapperSide).toBeGreaterThan(10);
    expect(capSide).toBeGreaterThan(10);
  });
});
