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

interface SeqTable {
  ws: WNode[];
  ds: DNode[];
  start: number;
  n: number;
  base: number[];
  kmax: number[];
  S: number;
  tot: number[];
  cw: number[];
  cd: number[];
  tx: number[];
  mc: number[];
  bp: number[];
  op: number[];
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
  private spanMemo = new Map<string, SeqTable>();

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
    if (!w.children.length && !d.children.length) res = { cw: 0, cd: 0, tx: 0, mc: 1 };
    else if (this.diagonal(w.children, d.children)) res = { cw: 0, cd: 0, tx: 0, mc: 1 + countMatched(this, w.children, d.children) };
    else {
      const t = this.table(w.children, d.children, 0, { freeSkip: w.exclusive === false });
      const c = cellCost(t, t.S - 1, t.n);
      res = { cw: c.cw, cd: c.cd, tx: c.tx, mc: c.mc + 1 };
    }
    if (w.tag === '#text') res.tx += textMismatch(w, d);
    m.set(d.uid, res);
    return res;
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
    const cols = t.n + 1;
    const stack: Pair[] = [];
    const spans: [WNode, number, number][] = [];
    while (s !== 0 || j !== t.start) {
      const cell = s * cols + j;
      const op = t.op[cell];
      const prev = t.bp[cell];
      if (op === OP_NONE || prev < 0) break;
      const ps = Math.floor(prev / cols);
      const pj = prev % cols;
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
      const st = this.spanTable(paren, t.ds, a);
      this.trace(st, st.S - 1, b, out);
    }
  }

  private tracePair(p: Pair, out: Pair[]): void {
    out.push(p);
    if (p.w.children.length && p.d.children.length) {
      if (this.diagonal(p.w.children, p.d.children)) {
        for (let i = 0; i < p.w.children.length; i++) this.tracePair({ w: p.w.children[i], d: p.d.children[i] }, out);
      } else {
        const ct = this.table(p.w.children, p.d.children, 0, { freeSkip: p.w.exclusive === false });
        this.trace(ct, ct.S - 1, ct.n, out);
      }
    }
  }

  /** One repetition of a parentheses node against ds[start..]: spans are capped near the content's length. */
  private spanTable(paren: WNode, ds: DNode[], start: number): SeqTable {
    const key = `${paren._uid}:${ds.length ? ds[0].uid : 0}:${start}`;
    let t = this.spanMemo.get(key);
    if (!t) {
      let cap = 2;
      for (const c of paren.children) cap += unbounded(c) ? 4 : kmaxOf(c) + 1;
      t = this.table(paren.children, ds, start, {}, Math.min(ds.length, start + cap));
      this.spanMemo.set(key, t);
    }
    return t;
  }

  /** The DP table of a wrapper sequence against ds[start..]. States: (item i, copies k), then "done". */
  private table(ws: WNode[], ds: DNode[], start: number, opts: WDOptions, end = ds.length): SeqTable {
    const m = ws.length;
    const n = end;
    const base: number[] = [];
    const kmax: number[] = [];
    let S = 0;
    for (const w of ws) {
      base.push(S);
      const k = kmaxOf(w);
      kmax.push(k);
      S += k + 1;
    }
    base.push(S);
    S += 1;
    const cols = n + 1;
    const size = S * cols;
    const t: SeqTable = {
      ws,
      ds,
      start,
      n,
      base,
      kmax,
      S,
      // plain arrays: small typed arrays cost microseconds each to allocate, and most tables are tiny
      tot: new Array<number>(size).fill(Infinity),
      cw: new Array<number>(size).fill(0),
      cd: new Array<number>(size).fill(0),
      tx: new Array<number>(size).fill(0),
      mc: new Array<number>(size).fill(0),
      bp: new Array<number>(size).fill(-1),
      op: new Array<number>(size).fill(0),
    };
    t.tot[start] = 0;
    const relax = (from: number, to: number, cw: number, cd: number, tx: number, mc: number, op: number) => {
      const tot = t.tot[from] + cw + cd + tx * TEXT_COST;
      if (tot < t.tot[to] - 1e-12) {
        t.tot[to] = tot;
        t.cw[to] = t.cw[from] + cw;
        t.cd[to] = t.cd[from] + cd;
        t.tx[to] = t.tx[from] + tx;
        t.mc[to] = t.mc[from] + mc;
        t.bp[to] = from;
        t.op[to] = op;
      }
    };
    const itemOfState: number[] = [];
    for (let i = 0; i < m; i++) for (let k = 0; k <= kmax[i]; k++) itemOfState.push(i);
    for (let j = start; j <= n; j++) {
      // ε-moves: finish item i after k copies (forward in i, so one ascending pass suffices)
      for (let s = 0; s < S - 1; s++) {
        const from = s * cols + j;
        if (t.tot[from] === Infinity) continue;
        const i = itemOfState[s];
        const k = s - base[i];
        relax(from, base[i + 1] * cols + j, missing(ws[i], k), 0, 0, 0, OP_FINISH);
      }
      if (j === n) break;
      const d = ds[j];
      for (let s = 0; s < S; s++) {
        const from = s * cols + j;
        if (t.tot[from] === Infinity) continue;
        const free =
          opts.freeSkip || d.used || (opts.freeLead && s === 0 && t.tot[from] === 0) || (opts.freeTrail && s === S - 1);
        relax(from, s * cols + j + 1, 0, free ? 0 : d.size, 0, 0, OP_SKIP);
        if (s === S - 1) continue;
        const i = itemOfState[s];
        const k = s - base[i];
        const w = ws[i];
        if (k >= kmax[i] && !unbounded(w)) continue;
        const to = base[i] + Math.min(k + 1, kmax[i]);
        if (w.tag === PAREN) {
          const st = this.spanTable(w, ds, j);
          const last = st.S - 1;
          for (let e = j + 1; e <= st.n; e++) {
            const c = last * (st.n + 1) + e;
            if (st.tot[c] === Infinity || st.mc[c] === 0) continue;
            const tot = t.tot[from] + st.tot[c];
            const cell = to * cols + e;
            if (tot < t.tot[cell] - 1e-12) {
              t.tot[cell] = tot;
              t.cw[cell] = t.cw[from] + st.cw[c];
              t.cd[cell] = t.cd[from] + st.cd[c];
              t.tx[cell] = t.tx[from] + st.tx[c];
              t.mc[cell] = t.mc[from] + st.mc[c];
              t.bp[cell] = from;
              t.op[cell] = OP_SPAN;
            }
          }
        } else {
          const c = this.match(w, d);
          if (c) relax(from, to * cols + j + 1, c.cw, c.cd, c.tx, c.mc, OP_MATCH);
        }
      }
    }
    return t;
  }
}

function countMatched(al: WDAligner, ws: WNode[], ds: DNode[]): number {
  let s = 0;
  for (let i = 0; i < ws.length; i++) s += al.match(ws[i], ds[i])!.mc;
  return s;
}

function itemOf(t: SeqTable, s: number): WNode {
  let i = 0;
  while (i + 1 < t.base.length && t.base[i + 1] <= s) i++;
  return t.ws[i];
}

function cellCost(t: SeqTable, s: number, j: number): Cost {
  const c = s * (t.n + 1) + j;
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
