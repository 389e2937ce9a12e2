/**
 * Cost-driven top-down tree alignment (seed 004 §8.4.1.2, §8.4.2.2): dynamic programming over sibling
 * sequences, layer by layer; children are aligned only under matched parents.
 *
 * - WD-alignment (wrapper ↔ DOM): a wrapper node with sign N / + / * matches several consecutive DOM
 *   nodes, ? and * may match none, a parentheses node matches consecutive DOM spans (one per repetition).
 *   Mismatched wrapper nodes cost their weight (Def. 8) into C_w, mismatched DOM nodes theirs (Def. 7) into C_d.
 * - Ψ (Def. 9) = (C_w / W(T_w) + C_d / W(T_d)) / 2.
 * - Template text (§9.4) only breaks ties: each text mismatch adds a tiny cost (TEXT_COST), so among
 *   alignments with the same tag cost the one that agrees with the template text wins.
 *
 * WW-alignment (wrapper ↔ wrapper, one-to-one) lives in induce.ts next to the sign-inference table.
 */
import { ctext, fullText, PAREN, weight, weight1, forestWeight, type DNode, type WNode } from './wrapper.js';

/** Cost of one template-text mismatch: far below any node weight, so it only decides ties. */
export const TEXT_COST = 1e-4;

export interface Cost {
  /** Cost of mismatched wrapper nodes. */
  cw: number;
  /** Cost of mismatched DOM nodes. */
  cd: number;
  /** Template-text mismatches (tie-breaker). */
  tx: number;
  /** DOM nodes matched (so W(T_d) of the aligned region = cd + mc). */
  mc: number;
}

export interface WDOptions {
  /** DOM nodes before the first matched node cost nothing (a record region inside a longer forest). */
  freeLead?: boolean;
  /** DOM nodes after the last matched node cost nothing. */
  freeTrail?: boolean;
  /** Skipping DOM nodes costs nothing (children of a non-exclusive node belong to other records). */
  freeSkip?: boolean;
}

/** One matched pair of an alignment. */
export interface Pair {
  w: WNode;
  d: DNode;
}

const total = (c: Cost) => c.cw + c.cd + c.tx * TEXT_COST;

const OP_NONE = 0,
  OP_FINISH = 1,
  OP_SKIP = 2,
  OP_MATCH = 3,
  OP_SPAN = 4;

interface Arrays {
  tot: Float64Array;
  cw: Float64Array;
  cd: Float64Array;
  tx: Float64Array;
  mc: Float64Array;
  bp: Int32Array;
  op: Uint8Array;
}

interface SeqTable {
  ws: WNode[];
  ds: DNode[];
  start: number;
  n: number;
  base: number[];
  kmax: number[];
  S: number;
  tot: Float64Array;
  cw: Float64Array;
  cd: Float64Array;
  tx: Float64Array;
  mc: Float64Array;
  bp: Int32Array;
  op: Uint8Array;
}

/** The "done" row of a span table: tot | cw | cd | tx | mc, each `cols` long, for columns start..n. */
interface SpanRow {
  start: number;
  n: number;
  cols: number;
  v: Float64Array;
}

/** Max copies tracked for a sign (+ and * are tracked as "at least one"). */
function kmaxOf(w: WNode): number {
  return typeof w.sign === 'number' ? w.sign : 1;
}
function unbounded(w: WNode): boolean {
  return w.sign === '+' || w.sign === '*';
}
/** Cost of a wrapper item that matched k copies. */
function missing(w: WNode, k: number): number {
  const s = w.sign;
  if (s === '?' || s === '*') return 0;
  if (s === '+') return k === 0 ? weight1(w) : 0;
  return Math.max(0, (s as number) - k) * weight1(w);
}

/** WD-aligner for one page: memoizes the cost of matching a wrapper node with a DOM node. */
export class WDAligner {
  private memo = new Map<number, Map<number, Cost | null>>();
  private spanMemo = new Map<string, SpanRow>();
  private pool: Arrays[] = [];
  private depth = 0;

  /** @param labels compare labels too (clustering labeled brooms); off for unlabeled pages. */
  constructor(private readonly labels = false) {}

  /** Forget memoized costs (after nodes were marked used). */
  reset(): void {
    this.memo.clear();
    this.spanMemo.clear();
  }

  /** Cost of matching wrapper node w with DOM node d (null when they cannot match). */
  match(w: WNode, d: DNode): Cost | null {
    if (w.tag !== d.tag || d.used) return null;
    if (this.labels && (w.label ?? '') !== (d.label ?? '')) return null;
    if (w.caption !== undefined && fullText(d) !== w.caption) return null;
    let m = this.memo.get(w._uid!);
    if (!m) this.memo.set(w._uid!, (m = new Map()));
    const hit = m.get(d.uid);
    if (hit !== undefined) return hit;
    let res: Cost;
    if (!d.children.length) {
      // nothing to align: every wrapper child is missing (no DP needed)
      let cw = 0;
      for (const c of w.children) cw += missing(c, 0);
      res = { cw, cd: 0, tx: 0, mc: 1 };
    } else if (!w.children.length) res = { cw: 0, cd: w.exclusive === false ? 0 : d.size - 1, tx: 0, mc: 1 };
    else if (w.children.length === 1 && d.children.length === 1 && w.children[0].tag !== PAREN) {
      const o = this.oneByOne(w.children[0], d.children[0], w.exclusive === false);
      res = { cw: o.cost.cw, cd: o.cost.cd, tx: o.cost.tx, mc: o.cost.mc + 1 };
    } else if (this.diagonal(w.children, d.children)) res = { cw: 0, cd: 0, tx: 0, mc: 1 + countMatched(this, w.children, d.children) };
    else {
      const t = this.table(w.children, d.children, 0, { freeSkip: w.exclusive === false });
      const c = cellCost(t, t.S - 1, t.n);
      res = { cw: c.cw, cd: c.cd, tx: c.tx, mc: c.mc + 1 };
    }
    if (w.tag === '#text') res.tx += textMismatch(w, d);
    m.set(d.uid, res);
    return res;
  }

  /** One wrapper item against one DOM node: match it (plus missing copies) or leave both unmatched. */
  oneByOne(w: WNode, d: DNode, freeSkip: boolean): { cost: Cost; matched: boolean } {
    const skip = missing(w, 0) + (freeSkip || d.used ? 0 : d.size);
    const c = this.match(w, d);
    if (c) {
      const miss = missing(w, 1);
      if (c.cw + miss + c.cd + c.tx * TEXT_COST < skip + 1e-12) return { cost: { cw: c.cw + miss, cd: c.cd, tx: c.tx, mc: c.mc }, matched: true };
    }
    return { cost: { cw: missing(w, 0), cd: freeSkip || d.used ? 0 : d.size, tx: 0, mc: 0 }, matched: false };
  }

  /**
   * Fast path: sequences of sign-1 tag nodes whose pairwise matches all cost nothing align on the diagonal
   * at cost 0, which no other alignment beats — no DP table needed (most sub-trees of a template page).
   */
  diagonal(ws: WNode[], ds: DNode[]): boolean {
    if (ws.length !== ds.length) return false;
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i];
      if (w.sign !== 1 || w.tag !== ds[i].tag) return false;
    }
    for (let i = 0; i < ws.length; i++) {
      const c = this.match(ws[i], ds[i]);
      if (!c || c.cw !== 0 || c.cd !== 0 || c.tx !== 0) return false;
    }
    return true;
  }

  /** Align a wrapper forest with a DOM forest; returns the cost and the matched pairs. */
  align(ws: WNode[], ds: DNode[], opts: WDOptions = {}): { cost: Cost; pairs: Pair[] } {
    const t = this.table(ws, ds, 0, opts);
    const cost = cellCost(t, t.S - 1, t.n);
    const pairs: Pair[] = [];
    this.trace(t, t.S - 1, t.n, pairs);
    return { cost, pairs };
  }

  /** Cost only (no traceback). */
  cost(ws: WNode[], ds: DNode[], opts: WDOptions = {}): Cost {
    const t = this.table(ws, ds, 0, opts);
    return cellCost(t, t.S - 1, t.n);
  }

  private trace(t: SeqTable, s: number, j: number, out: Pair[]): void {
    const cols = t.n - t.start + 1;
    const stack: Pair[] = [];
    const spans: [WNode, number, number][] = [];
    while (s !== 0 || j !== t.start) {
      const cell = s * cols + (j - t.start);
      const op = t.op[cell];
      const prev = t.bp[cell];
      if (op === OP_NONE || prev < 0) break;
      const ps = Math.floor(prev / cols);
      const pj = (prev % cols) + t.start;
      if (op === OP_MATCH) {
        const item = itemOf(t, ps);
        stack.push({ w: item, d: t.ds[pj] });
      } else if (op === OP_SPAN) {
        spans.push([itemOf(t, ps), pj, j]);
      }
      s = ps;
      j = pj;
    }
    for (const p of stack.reverse()) this.tracePair(p, out);
    for (const [paren, a, b] of spans) {
      const st = this.spanTable(paren, t.ds, a, true);
      this.trace(st, st.S - 1, b, out);
    }
  }

  private tracePair(p: Pair, out: Pair[]): void {
    out.push(p);
    if (p.w.children.length && p.d.children.length) {
      const wc = p.w.children;
      const dc = p.d.children;
      if (wc.length === 1 && dc.length === 1 && wc[0].tag !== PAREN) {
        if (this.oneByOne(wc[0], dc[0], p.w.exclusive === false).matched) this.tracePair({ w: wc[0], d: dc[0] }, out);
      } else if (this.diagonal(wc, dc)) {
        for (let i = 0; i < wc.length; i++) this.tracePair({ w: wc[i], d: dc[i] }, out);
      } else {
        const ct = this.table(p.w.children, p.d.children, 0, { freeSkip: p.w.exclusive === false });
        this.trace(ct, ct.S - 1, ct.n, out);
      }
    }
  }

  /** One repetition of a parentheses node against ds[start..]: spans are capped near the content's length. */
  private spanTable(paren: WNode, ds: DNode[], start: number, fresh: boolean): SeqTable {
    let cap = 2;
    for (const c of paren.children) cap += unbounded(c) ? 4 : kmaxOf(c) + 1;
    return this.table(paren.children, ds, start, {}, Math.min(ds.length, start + cap), fresh);
  }

  /**
   * The last row ("done") of a span table, memoized: all the DP reads. The table itself is filled in the
   * pooled arrays and only this row is kept; a traceback refills the (few) spans it takes in fresh arrays.
   */
  private spanRow(paren: WNode, ds: DNode[], start: number): SpanRow {
    const key = `${paren._uid}:${ds.length ? ds[0].uid : 0}:${start}`;
    let r = this.spanMemo.get(key);
    if (!r) {
      const t = this.spanTable(paren, ds, start, false);
      const cols = t.n - t.start + 1;
      const off = (t.S - 1) * cols;
      const v = new Float64Array(5 * cols);
      for (let e = 0; e < cols; e++) {
        v[e] = t.tot[off + e];
        v[cols + e] = t.cw[off + e];
        v[2 * cols + e] = t.cd[off + e];
        v[3 * cols + e] = t.tx[off + e];
        v[4 * cols + e] = t.mc[off + e];
      }
      r = { start: t.start, n: t.n, cols, v };
      this.spanMemo.set(key, r);
    }
    return r;
  }

  /** The DP table of a wrapper sequence against ds[start..]. States: (item i, copies k), then "done". */
  private table(ws: WNode[], ds: DNode[], start: number, opts: WDOptions, end = ds.length, fresh = false): SeqTable {
    const n = end;
    const { base, kmax, S } = layoutOf(ws);
    // columns start..n only (span tables start mid-sequence: no dead columns before start)
    const cols = n - start + 1;
    const size = S * cols;
    const { tot, cw, cd, tx, mc, bp, op } = this.arrays(size, fresh);
    const t: SeqTable = { ws, ds, start, n, base, kmax, S, tot, cw, cd, tx, mc, bp, op };
    this.depth++;
    try {
      this.fill(t, opts, cols);
    } finally {
      this.depth--;
    }
    return t;
  }

  /**
   * DP arrays: a table is read right after it is filled (except span tables, which are memoized), so each
   * recursion depth reuses one set of arrays instead of allocating seven per table (GC was the top cost).
   */
  private arrays(size: number, fresh: boolean): Arrays {
    let a: Arrays | undefined = fresh ? undefined : this.pool[this.depth];
    if (!a || a.tot.length < size) {
      const cap = fresh ? size : Math.max(size, 2 * (a?.tot.length ?? 0), 64);
      a = { tot: new Float64Array(cap), cw: new Float64Array(cap), cd: new Float64Array(cap), tx: new Float64Array(cap), mc: new Float64Array(cap), bp: new Int32Array(cap), op: new Uint8Array(cap) };
      if (!fresh) this.pool[this.depth] = a;
    }
    // Only tot and bp need resetting: cw / cd / tx / mc / op of a cell are written together with a finite tot
    // and read only where tot is finite (or, for op, where bp ≥ 0); fill() zeroes the start cell itself.
    a.tot.fill(Infinity, 0, size);
    a.bp.fill(-1, 0, size);
    return a;
  }

  private fill(t: SeqTable, opts: WDOptions, cols: number): void {
    const { ws, ds, start, n, base, kmax, S, tot, cw, cd, tx, mc, bp, op } = t;
    const { itemOfState } = layoutOf(ws);
    tot[0] = 0;
    cw[0] = cd[0] = tx[0] = mc[0] = 0;
    op[0] = OP_NONE;
    const last = S - 1;
    const freeSkip = !!opts.freeSkip;
    for (let j = start; j <= n; j++) {
      const jj = j - start;
      // ε-moves: finish item i after k copies (forward in i, so one ascending pass suffices)
      for (let s = 0; s < last; s++) {
        const from = s * cols + jj;
        const f = tot[from];
        if (f === Infinity) continue;
        const i = itemOfState[s];
        const add = missing(ws[i], s - base[i]);
        const to = base[i + 1] * cols + jj;
        if (f + add < tot[to] - 1e-12) {
          tot[to] = f + add;
          cw[to] = cw[from] + add;
          cd[to] = cd[from];
          tx[to] = tx[from];
          mc[to] = mc[from];
          bp[to] = from;
          op[to] = OP_FINISH;
        }
      }
      if (j === n) break;
      const d = ds[j];
      const dFree = freeSkip || !!d.used;
      // the states of one item share its match with d (or its span table at j): look it up once per item
      let lastI = -1;
      let mcost: Cost | null = null;
      let st: SpanRow | undefined;
      for (let s = 0; s < S; s++) {
        const from = s * cols + jj;
        const f = tot[from];
        if (f === Infinity) continue;
        const skipCost = dFree || (opts.freeLead && s === 0 && f === 0) || (opts.freeTrail && s === last) ? 0 : d.size;
        let to = from + 1;
        if (f + skipCost < tot[to] - 1e-12) {
          tot[to] = f + skipCost;
          cw[to] = cw[from];
          cd[to] = cd[from] + skipCost;
          tx[to] = tx[from];
          mc[to] = mc[from];
          bp[to] = from;
          op[to] = OP_SKIP;
        }
        if (s === last) continue;
        const i = itemOfState[s];
        const k = s - base[i];
        const w = ws[i];
        if (k >= kmax[i] && !unbounded(w)) continue;
        const ts = base[i] + Math.min(k + 1, kmax[i]);
        if (i !== lastI) {
          lastI = i;
          if (w.tag === PAREN) st = this.spanRow(w, ds, j);
          else mcost = this.match(w, d);
        }
        if (w.tag === PAREN) {
          const sr = st!;
          const scols = sr.cols;
          const sv = sr.v;
          for (let e = j + 1; e <= sr.n; e++) {
            const c = e - sr.start;
            const stot = sv[c];
            if (stot === Infinity || sv[4 * scols + c] === 0) continue;
            const v = f + stot;
            const cell = ts * cols + (e - start);
            if (v < tot[cell] - 1e-12) {
              tot[cell] = v;
              cw[cell] = cw[from] + sv[scols + c];
              cd[cell] = cd[from] + sv[2 * scols + c];
              tx[cell] = tx[from] + sv[3 * scols + c];
              mc[cell] = mc[from] + sv[4 * scols + c];
              bp[cell] = from;
              op[cell] = OP_SPAN;
            }
          }
        } else {
          const c = mcost;
          if (!c) continue;
          to = ts * cols + jj + 1;
          const v = f + c.cw + c.cd + c.tx * TEXT_COST;
          if (v < tot[to] - 1e-12) {
            tot[to] = v;
            cw[to] = cw[from] + c.cw;
            cd[to] = cd[from] + c.cd;
            tx[to] = tx[from] + c.tx;
            mc[to] = mc[from] + c.mc;
            bp[to] = from;
            op[to] = OP_MATCH;
          }
        }
      }
    }
  }
}

function countMatched(al: WDAligner, ws: WNode[], ds: DNode[]): number {
  let s = 0;
  for (let i = 0; i < ws.length; i++) s += al.match(ws[i], ds[i])!.mc;
  return s;
}

interface Layout {
  base: number[];
  kmax: number[];
  itemOfState: number[];
  S: number;
}
const layouts = new WeakMap<WNode[], Layout>();

/** DP state layout of a wrapper sequence (cached: wrapper child arrays do not change once prepared). */
function layoutOf(ws: WNode[]): Layout {
  let l = layouts.get(ws);
  if (!l) {
    const base: number[] = [];
    const kmax: number[] = [];
    const itemOfState: number[] = [];
    let S = 0;
    ws.forEach((w, i) => {
      base.push(S);
      const k = kmaxOf(w);
      kmax.push(k);
      for (let x = 0; x <= k; x++) itemOfState.push(i);
      S += k + 1;
    });
    base.push(S);
    S += 1;
    l = { base, kmax, itemOfState, S };
    layouts.set(ws, l);
  }
  return l;
}

function itemOf(t: SeqTable, s: number): WNode {
  let i = 0;
  while (i + 1 < t.base.length && t.base[i + 1] <= s) i++;
  return t.ws[i];
}

function cellCost(t: SeqTable, s: number, j: number): Cost {
  const c = s * (t.n - t.start + 1) + (j - t.start);
  if (t.tot[c] === Infinity) return { cw: Infinity, cd: Infinity, tx: 0, mc: 0 };
  return { cw: t.cw[c], cd: t.cd[c], tx: t.tx[c], mc: t.mc[c] };
}

/** Template-text disagreement of a wrapper text node with a DOM text node (0 or 1). */
function textMismatch(w: WNode, d: DNode): number {
  const t = ctext(d);
  if (w.text !== undefined) return w.text === t ? 0 : 1;
  if (w.pre && !t.startsWith(w.pre)) return 1;
  return 0;
}

/** Ψ from an alignment cost (Def. 9). W(T_d) of the aligned region = its matched + mismatched DOM weight. */
export function psi(cost: Cost, wrapperWeight: number): number {
  const wd = cost.cd + cost.mc;
  const a = wrapperWeight > 0 ? Math.min(1, cost.cw / wrapperWeight) : 0;
  const b = wd > 0 ? cost.cd / wd : 0;
  if (!Number.isFinite(cost.cw)) return 1;
  return (a + b) / 2;
}

/** Ψ(T_w, T_d) of a wrapper forest and a DOM forest (whole forests, no free ends). */
export function wdDistance(ws: WNode[], ds: DNode[], aligner = new WDAligner(true)): number {
  const c = aligner.cost(ws, ds);
  if (!Number.isFinite(c.cw)) return 1;
  const ww = forestWeight(ws);
  const wd = ds.reduce((s, d) => s + d.size, 0);
  const a = ww > 0 ? c.cw / ww : 0;
  const b = wd > 0 ? c.cd / wd : 0;
  return (a + b) / 2;
}

export { weight };
