/**
 * Wrapper-oriented page clustering, WPC (seed 004 §8.4.2, Fig. 8.5), applied to brooms (§9.2.3): only
 * records with the same tag path and type are clustered together; each cluster yields one wrapper.
 */
import { ContentKeys, WDAligner, wdDistance } from './align.js';
import type { Broom } from './broom.js';
import { mergeForests, WWAligner } from './induce.js';
import { refineTemplateText } from './template.js';
import { forestFromDom, forestWeight, PAREN, type DNode, type WNode } from './wrapper.js';

/** Default distance threshold ε (the thesis finds 0.3–0.8 stable; chosen by the sweep in BENCHMARKS.md). */
export const DEFAULT_EPSILON = 0.5;

export interface Cluster {
  /** The cluster's wrapper (record region forest). */
  head: WNode[];
  /** Brooms absorbed by the cluster. */
  members: Broom[];
  /** Wrapper level: number of brooms used to learn the wrapper. */
  level: number;
}

export interface WpcOptions {
  /** Distance threshold ε: brooms closer than this refine the cluster's wrapper. */
  epsilon?: number;
}

/**
 * WPC (Fig. 8.5). Brooms are taken in input order instead of at random, so runs are reproducible; a refining
 * broom is the nearest one under ε (the figure takes any).
 */
export function wpc(brooms: Broom[], opts: WpcOptions = {}): Cluster[] {
  const eps = opts.epsilon ?? DEFAULT_EPSILON;
  const D = [...brooms];
  const clusters: Cluster[] = [];
  // one WW-aligner for every merge of the run: its memo is keyed by content, so alignments of wrapper and
  // record parts that a previous merge already aligned are reused (induce.ts)
  const ww = new WWAligner();
  // likewise one WD-aligner for every distance scan, memoizing by content keys (align.ts ContentKeys):
  // sub-trees shared by many records, and wrapper parts a merge did not change, are aligned once
  const keys = new ContentKeys();
  const al = new WDAligner(true, keys);
  while (D.length) {
    const d1 = D.shift()!;
    let head = forestFromDom(d1.head);
    const C: Cluster = { head, members: [d1], level: 1 };
    let ds: number[] = [];
    // Ψ of every remaining broom, but only where it is needed: the exact zeros (absorbed first) and the
    // nearest of the others under ε (first in input order among equal distances). Brooms are scanned
    // nearest-first by the previous scan's distances, and each Ψ is computed with the bound "at most the
    // smallest non-zero Ψ so far" (cost-bounded DP, see align.ts): a broom over the bound gets ∞ — it is not
    // 0, and it cannot be the nearest non-zero one nor tie with it — so absorbExact and the choice below see
    // exactly what the full scan gave them.
    // The scan starts with the bound g = min(ε, 2 × the previous scan's nearest non-zero Ψ) instead of ε
    // (the first brooms of a scan are the costly ones with a loose bound). If it finds a non-zero Ψ below g,
    // the nearest broom's Ψ is below g, so everything it was computed to be and every broom tying with it
    // are exact, as in a scan started at ε; zeros are exact under any bound. Otherwise it scans again with
    // the bound 4g (at most ε), and so on: the first scan that finds a non-zero Ψ below its bound is exact in
    // the same sense, and a scan at ε that finds none is the full scan's answer (nothing under ε).
    let prevBest = eps;
    const dist = () => {
      // the wrapper is new after a merge, or its template text was edited in place by absorbExact
      keys.refresh(head);
      const order = D.map((_, k) => k);
      if (ds.length === D.length) order.sort((a, b) => (ds[a] === ds[b] ? a - b : ds[a] < ds[b] ? -1 : 1));
      const wp = wrapperPaths(head);
      const lbs = D.map((b) => psiLowerBound(b.head, wp));
      const scan = (g: number) => {
        const out: number[] = new Array(D.length).fill(Infinity);
        let best = g;
        for (const k of order) {
          // Ψ ≥ lbs[k] > best: over the bound, as wdDistance would have found (psiLowerBound)
          if (lbs[k] > best) continue;
          const x = wdDistance(head, D[k].head, al, best);
          out[k] = x;
          if (x > 0 && x < best) best = x;
        }
        return { out, best };
      };
      let g = Math.min(eps, 2 * prevBest);
      let r = scan(g);
      // nothing non-zero below g: widen the bound step by step (a scan at a small bound is cheap, one at ε
      // computes the first brooms of the order almost exactly); each scan is exact as argued above
      while (!(r.best < g) && g < eps) {
        g = Math.min(eps, 4 * g);
        r = scan(g);
      }
      prevBest = r.best;
      return r.out;
    };
    ds = dist();
    absorbExact(D, ds, C);
    for (;;) {
      let best = -1;
      for (let k = 0; k < D.length; k++) if (ds[k] < eps && (best < 0 || ds[k] < ds[best])) best = k;
      if (best < 0) break;
      const [d2] = D.splice(best, 1);
      ds.splice(best, 1);
      head = mergeForests(head, forestFromDom(d2.head), ww);
      C.head = head;
      C.level++;
      C.members.push(d2);
      ds = dist();
      absorbExact(D, ds, C);
    }
    clusters.push(C);
  }
  return clusters;
}

/**
 * Paths of a wrapper forest (tag and label from the root, parentheses skipped): `caps` has every path, with
 * the sum over its nodes of their capacity (the product of the largest copy counts along the chain from the
 * root: N for N, 1 for 1 and ?, ∞ for + and *); `free`: the paths of non-exclusive nodes; `unitPaths` /
 * `unitValues`: the paths whose units are positive and their units — the sum over the path's nodes of their
 * unit weight u(v) (the product of the weight factors of the node and all its ancestors, parentheses
 * included: N for N, 1 for 1 and +, 0 for ? and *; Σ units = W(T_w)), as parallel arrays for psiLowerBound's
 * loop; `weight`: W(T_w).
 */
export interface WrapperPaths {
  free: Set<string>;
  caps: Map<string, number>;
  unitPaths: string[];
  unitValues: number[];
  weight: number;
}

/** Weight factor of a sign (Def. 8): N for N, 1 for + (and 1), 0 for ? and *. */
function factorOf(w: WNode): number {
  return w.sign === '?' || w.sign === '*' ? 0 : w.sign === '+' ? 1 : w.sign;
}

/** Most copies a sign lets an item match under one parent match: N for N, 1 for 1 and ?, ∞ for + and *. */
function copiesOf(w: WNode): number {
  return w.sign === '+' || w.sign === '*' ? Infinity : w.sign === '?' ? 1 : w.sign;
}

export function wrapperPaths(ws: WNode[]): WrapperPaths {
  const free = new Set<string>();
  const units = new Map<string, number>();
  const caps = new Map<string, number>();
  const walk = (w: WNode, p: string, e: number, k: number) => {
    if (w.tag === PAREN) {
      for (const c of w.children) walk(c, p, e * factorOf(w), k * copiesOf(w));
      return;
    }
    const q = `${p}\u0001${w.tag}\u0002${w.label ?? ''}`;
    const u = e * factorOf(w);
    const x = k * copiesOf(w);
    units.set(q, (units.get(q) ?? 0) + u);
    caps.set(q, (caps.get(q) ?? 0) + x);
    if (w.exclusive === false) free.add(q);
    for (const c of w.children) walk(c, q, u, x);
  };
  for (const w of ws) walk(w, '', 1, 1);
  const unitPaths: string[] = [];
  const unitValues: number[] = [];
  for (const [q, u] of units)
    if (u > 0) {
      unitPaths.push(q);
      unitValues.push(u);
    }
  return { free, caps, unitPaths, unitValues, weight: forestWeight(ws) };
}

/** Per record: its DOM nodes grouped by path (count and the paths of the proper ancestors), and W(T_d). */
interface DomPath {
  q: string;
  n: number;
  anc: string[];
}
const domPaths = new WeakMap<DNode[], { byPath: Map<string, DomPath>; list: DomPath[]; size: number }>();

/**
 * A lower bound on wdDistance(ws, ds) (any bound) from path counts alone; n_d(q) = the record's nodes with
 * path q. A DOM node can only be matched to a wrapper node with the same path (a match needs the same tag and
 * label, and its parent matched — Rule 2, top-down), each DOM node to one wrapper node, and a wrapper node v
 * matches at most cap(v) DOM nodes (WrapperPaths.caps: at most kmax copies per match of its parent, by
 * induction from the roots); so at least n_d(q) − caps(q) nodes of path q stay unmatched. An unmatched DOM node
 * costs exactly 1 in C_d (a skipped sub-tree costs its node count, so do the children of a matched leaf
 * wrapper node) unless it is skipped for free, which needs its nearest matched ancestor to be a non-exclusive
 * wrapper node — so some proper ancestor path in `free`. Hence C_d ≥ n = Σ (n_d(q) − caps(q))⁺ over the paths
 * with no ancestor path in `free`.
 * The wrapper side: C_w ≥ n_w = Σ_q (units(q) − n_d(q))⁺. C_w is the sum of the `missing` charges, item x
 * missing copies in one match of its parent charged per copy W(σ'_x) = Σ over the nodes v of x's sub-tree of
 * r_x(v) (the product of the factors strictly below x down to v, 1 for v = x). Attribute r_x(v) of each missing
 * copy of x to v: C_w = Σ_v T(v), and T(v) = def(v) + f(v)·T(p) for v's parent p (parentheses too), def(v) =
 * Σ over p's matches of (N − k) for N, [k = 0] for +, 0 for ? and * (k = v's copies in that match) ≥ Σ (f(v) − k)
 * = f(v)·m(p) − m(v), m = matches. By induction from the roots T(v) ≥ u(v) − m(v) (roots: one "parent match",
 * u = f), and T ≥ 0; summed over the nodes of path q, Σ T ≥ units(q) − Σ m(v) ≥ units(q) − n_d(q).
 * Both hold for every alignment, hence for the one wdDistance picks, and Ψ = (C_w/W_w + C_d/W_d)/2 ≥
 * (n_w/W_w + n/W_d)/2 in floating point too (all counts are integers; division by the same W_w = forestWeight
 * and W_d, a non-negative addend and halving are monotone). wdDistance's ∞ ("over") and 1 (no alignment) are
 * above the bound (each side is at most 1/2).
 */
export function psiLowerBound(ds: DNode[], wp: WrapperPaths): number {
  let m = domPaths.get(ds);
  if (!m) {
    const byPath = new Map<string, DomPath>();
    const walk = (d: DNode, p: string, anc: string[]) => {
      const q = `${p}\u0001${d.tag}\u0002${d.label ?? ''}`;
      let e = byPath.get(q);
      if (!e) byPath.set(q, (e = { q, n: 0, anc }));
      e.n++;
      const a2 = [...anc, q];
      for (const c of d.children) walk(c, q, a2);
    };
    let size = 0;
    for (const d of ds) {
      walk(d, '', []);
      size += d.size;
    }
    m = { byPath, list: [...byPath.values()], size };
    domPaths.set(ds, m);
  }
  // plain loops over arrays: this runs for every remaining broom after every merge (Map iterators and
  // closures here were a large share of WPC's garbage)
  let n = 0;
  for (const e of m.list) {
    const over = e.n - (wp.caps.get(e.q) ?? 0);
    if (over <= 0) continue;
    let free = false;
    for (const a of e.anc)
      if (wp.free.has(a)) {
        free = true;
        break;
      }
    if (!free) n += over;
  }
  let nw = 0;
  for (let i = 0; i < wp.unitPaths.length; i++) {
    const short = wp.unitValues[i] - (m.byPath.get(wp.unitPaths[i])?.n ?? 0);
    if (short > 0) nw += short;
  }
  const wd = m.size;
  return ((wp.weight > 0 ? nw / wp.weight : 0) + (wd > 0 ? n / wd : 0)) / 2;
}

/** Move brooms the wrapper already matches perfectly (Ψ = 0) into the cluster. */
function absorbExact(D: Broom[], ds: number[], C: Cluster): void {
  for (let k = D.length - 1; k >= 0; k--)
    if (ds[k] === 0) {
      refineTemplateText(C.head, D[k].head);
      C.members.push(D[k]);
      D.splice(k, 1);
      ds.splice(k, 1);
    }
}
