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
 *
 * Cost bounds ("need"). Most callers only need the optimal cost when it is at most some bound (WPC: the
 * brooms that can still be nearest; a traceback: the cost it already knows; a parent DP: what is left of
 * its own bound after the prefix cost). Every DP therefore takes a bound `need` and works with the drop
 * threshold M = need + SLACK: a relaxation whose value exceeds M is not stored, and a sub-cost (match of a
 * child pair, span row of a parentheses node) is asked for with the bound M − f (f = the smallest live
 * prefix value of that wrapper item in that column). A sub-cost comes back either exact or as "over"
 * (null / an unusable span entry), and "over" guarantees that its exact value exceeds the bound it was
 * asked with — so every candidate the bounded DP drops has an exact value above M − 1e-9 or so.
 *
 * Why the result is the same (not just the same cost): the exact DP keeps, in every cell, the first
 * candidate that beats the current value by more than the tie tolerance τ = 1e-12 (`v < tot − τ`), and a
 * traceback follows the stored back-pointers. Compare the bounded run with the exact run cell by cell in
 * the (identical) relaxation order. Call a cell "A" when both runs stored the same candidate (hence the same
 * value, cw / cd / tx / mc and back-pointer) and "B" when both stored values (∞ for nothing) exceed
 * M − J·τ, J = number of relaxations so far. Induction over the scan of one cell: candidates from A cells
 * with value ≤ M are offered in both runs with identical values; all other candidates (dropped, from B
 * cells, or built on an "over" sub-cost) have values above M − J·τ in both runs. While a cell is A a
 * dropped candidate can only be accepted by the exact run when the current value is above M + τ, which
 * leaves both runs above M − J·τ (B); while a cell is B, a candidate at or below M − (J+1)·τ is accepted by
 * both runs (A again) and any other keeps both above M − (J+1)·τ. So every cell is A or B at the end of
 * its scan. With J ≤ 1e7 relaxations, J·τ ≤ 1e-5 ≪ SLACK / 2 = 0.25: a cell whose bounded value is at most
 * need + 0.25 cannot be B, so it is A — its value, components and back-pointer are the exact ones — and a
 * bounded value above need + 0.25 (or ∞) means the exact value exceeds need (A: it is that value; B: it
 * is above M − 1e-5). Back-pointer chains only go to cells of lower or equal value (all costs ≥ 0), so the
 * traceback from an A cell stays on A cells: the same alignment. The same argument applied at every level
 * (each sub-DP decides "exact or over" by need + 0.25, independent of its caller's margin) gives exact
 * memoized costs; "over" memo entries remember their bound and are recomputed when asked with a larger one.
 * Checked empirically: wrappers, records, distances and matched node ids on the SWDE runs are identical
 * with and without bounds (tmp identity harness, see BENCHMARKS.md).
 */
import type { PageNode } from '../page/tree.js';
import { ctext, fullText, MAX_CAPTION, PAREN, weight, weight1, forestWeight, type DNode, type WNode } from './wrapper.js';

/** Cost of one template-text mismatch: far below any node weight, so it only decides ties. */
export const TEXT_COST = 1e-4;

/** Margin of the drop threshold over a DP's bound (see the header): half of it decides "exact or over". */
const SLACK = 0.5;
const EXACT_UPTO = SLACK / 2;
/** Bound of the diagonal fast path's matches: below any tag cost (≥ 1), above its text mismatches. */
const DIAGONAL_NEED = 0.5;

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

interface SeqTable extends Arrays {
  ws: WNode[];
  ds: DNode[];
  start: number;
  n: number;
  base: number[];
  kmax: number[];
  S: number;
}

/**
 * The "done" row of a span table: tot | cw | cd | tx | mc, each `cols` long, for columns start..n, stored at
 * offset `o` of the shared slab `v` (rows are many and small: one typed array each cost more than the DP).
 */
interface SpanRow {
  start: number;
  n: number;
  cols: number;
  v: Float64Array;
  o: number;
  /** Bound the row was computed with: entries above need + EXACT_UPTO are not exact (exact ones exceed need). */
  need: number;
}

/** Slab size for span rows (entries). */
const SLAB = 1 << 16;

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

/** Whitespace as /\s/ matches it (what textOf and collapse remove or fold). */
function isSpace(c: number): boolean {
  return (
    c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/** Whether a page sub-tree's text nodes hold more than `limit` non-space characters (stops as soon as they do). */
function nonSpaceOver(n: PageNode, limit: number): boolean {
  let count = 0;
  const visit = (x: PageNode): boolean => {
    if (x.kind === 'text') {
      const t = x.text;
      for (let i = 0; i < t.length; i++) if (!isSpace(t.charCodeAt(i)) && ++count > limit) return true;
      return false;
    }
    for (const c of x.children) if (visit(c)) return true;
    return false;
  };
  return visit(n);
}

let nextKeyTable = 1;

/** Largest content key before pair keys (k1 · 2^26 + k2) would lose precision. */
const KEY_SPACE = 1 << 26;

/**
 * Content keys for WD memos (hash-consing): a DOM node's key is interned from everything a WD-alignment
 * reads of it — tag, label, subtree weight, its collapsed text (text nodes) or, for elements, its full text
 * when a caption could equal it (≤ MAX_CAPTION characters; captions are never longer, checked in `w`) —
 * and its children's keys; a wrapper node's from tag, sign, label, caption, exclusive flag, template text,
 * prefix and its children's keys. `match(w, d, need)` is a pure function of those inputs (the DP reads
 * nothing else, and bounds are part of each memo entry), so a memo keyed by (w key, d key) returns what
 * a uid-keyed memo would have computed: shared between the near-identical sub-trees of different records
 * and, with one aligner per WPC run, between scans for the wrapper parts a merge left as they were.
 * Only for aligners that never mark nodes `used` (WPC scans): `used` is not part of the key.
 */
export class ContentKeys {
  readonly table = nextKeyTable++;
  private ids = new Map<string, number>();
  /** Cons cells (key so far · 2^26 + child key) → key: a wrapper node's key from its own fields' key and its children's. */
  private cons = new Map<number, number>();
  private next = 0;
  private seqs = new WeakMap<DNode[], number>();

  private intern(s: string): number {
    let k = this.ids.get(s);
    if (k === undefined) this.ids.set(s, (k = ++this.next));
    return k;
  }

  private consOf(a: number, b: number): number {
    if (a >= KEY_SPACE || b >= KEY_SPACE) throw new Error('ContentKeys: too many keys');
    const c = a * KEY_SPACE + b;
    let k = this.cons.get(c);
    if (k === undefined) this.cons.set(c, (k = ++this.next));
    return k;
  }

  d(d: DNode): number {
    if (d._ckt === this.table) return d._ck!;
    let s = `${d.tag}\u0001${d.label ?? ''}\u0001${d.size}\u0001`;
    if (d.tag === '#text') s += ctext(d);
    else {
      // the full text only when it can be a caption: an element with more than MAX_CAPTION non-space
      // characters cannot (its collapsed text is longer), and most elements are found out after a few
      // of them instead of joining their whole sub-tree's text (that was quadratic in the depth)
      const f = nonSpaceOver(d.page, MAX_CAPTION) ? undefined : fullText(d);
      s += f !== undefined && f.length <= MAX_CAPTION ? f : '\u0002';
    }
    s += '\u0001';
    for (const c of d.children) s += `${this.d(c)},`;
    d._ck = this.intern(s);
    d._ckt = this.table;
    return d._ck;
  }

  /** Key of a DOM sibling sequence (cached per array: DOM sides do not change). */
  seq(ds: DNode[]): number {
    let k = this.seqs.get(ds);
    if (k === undefined) {
      let s = '\u0003';
      for (const d of ds) s += `${this.d(d)},`;
      this.seqs.set(ds, (k = this.intern(s)));
    }
    return k;
  }

  /** Key of a wrapper node (cached; call `rekey` after editing a wrapper in place). */
  w(w: WNode, fresh = false): number {
    if (!fresh && w._ckt === this.table) return w._ck!;
    if (w.caption !== undefined && w.caption.length > MAX_CAPTION) throw new Error('ContentKeys: caption longer than MAX_CAPTION');
    // own fields interned, then one cons cell per child (equal keys ⟺ equal fields and children's keys;
    // no string holding every child's key per node and merge)
    let k = this.intern(`\u0004${w.tag}\u0001${w.sign}\u0001${w.label ?? ''}\u0001${w.caption ?? '\u0002'}\u0001${w.exclusive === false ? 0 : 1}\u0001${w.text ?? (w.texts ? w.texts.join('\u0003') : '\u0002')}\u0001${w.pre ?? '\u0002'}\u0001`);
    for (const c of w.children) k = this.consOf(k, this.w(c, fresh));
    w._ck = k;
    w._ckt = this.table;
    return w._ck;
  }

  /** Recompute the keys of a wrapper forest (after it was built or edited). */
  rekey(ws: WNode[]): void {
    for (const w of ws) this.w(w, true);
  }

  /**
   * `rekey` for forests whose nodes are either new (no key of this table) or unchanged since keyed, except
   * nodes edited in place that dropped their key (`_ckt`, as refineTemplateText does): recomputes those,
   * and an ancestor only when a child's key changed — the same keys as `rekey`, since a key is a function of
   * the node's own fields and its children's keys (WPC: after a merge most sub-trees are the old ones).
   */
  refresh(ws: WNode[]): void {
    for (const w of ws) this.refreshNode(w);
  }

  /** Returns whether the node's key changed (or is new). */
  private refreshNode(w: WNode): boolean {
    let stale = w._ckt !== this.table;
    for (const c of w.children) if (this.refreshNode(c)) stale = true;
    if (!stale) return false;
    const old = w._ckt === this.table ? w._ck : undefined;
    w._ckt = undefined;
    // children's keys are current: w() recomputes this node only
    return this.w(w) !== old;
  }
}

/** WD-aligner for one page: memoizes the cost of matching a wrapper node with a DOM node. */
export class WDAligner {
  /** Cost of (wrapper uid, DOM uid); null = cannot match; a number = over: exact total exceeds that bound. */
  private memo = new Map<number, Map<number, Cost | null | number>>();
  private spanMemo = new Map<string, SpanRow>();
  /** Span rows by content keys (WPC): (paren key · 2^26 + DOM sequence key) → rows by start column. */
  private spanByKey = new Map<number, SpanRow[]>();
  private slab = new Float64Array(0);
  private slabUsed = 0;
  private pool: Arrays[] = [];
  private depth = 0;

  /**
   * @param labels compare labels too (clustering labeled brooms); off for unlabeled pages.
   * @param keys memoize by content keys instead of node uids (WPC scans; nodes are never marked used).
   */
  constructor(
    private readonly labels = false,
    private readonly keys?: ContentKeys,
  ) {}

  /** Forget memoized costs (after nodes were marked used). */
  reset(): void {
    this.memo.clear();
    this.spanMemo.clear();
    this.spanByKey.clear();
    this.slabUsed = 0;
    this.last = undefined;
  }

  /**
   * Cost of matching wrapper node w with DOM node d (null when they cannot match). With a bound `need`, null
   * also when the exact total cost (cw + cd + tx·TEXT_COST) exceeds need; a returned cost is always exact.
   */
  match(w: WNode, d: DNode, need = Infinity): Cost | null {
    if (w.tag !== d.tag || d.used) return null;
    if (this.labels && (w.label ?? '') !== (d.label ?? '')) return null;
    if (w.caption !== undefined && fullText(d) !== w.caption) return null;
    const keys = this.keys;
    const wk = keys ? (w._ckt === keys.table ? w._ck! : keys.w(w)) : w._uid!;
    const dk = keys ? (d._ckt === keys.table ? d._ck! : keys.d(d)) : d.uid;
    let m = this.memo.get(wk);
    if (!m) this.memo.set(wk, (m = new Map()));
    const hit = m.get(dk);
    if (hit !== undefined) {
      if (typeof hit !== 'number') return hit;
      if (need <= hit) return null;
    }
    let res: Cost | null;
    let dtx: number;
    if (!d.children.length) {
      // nothing to align: every wrapper child is missing (no DP needed)
      let cw = 0;
      for (const c of w.children) cw += missing(c, 0);
      res = { cw, cd: 0, tx: 0, mc: 1 };
    } else if (!w.children.length) res = { cw: 0, cd: w.exclusive === false ? 0 : d.size - 1, tx: 0, mc: 1 };
    else if (w.children.length === 1 && d.children.length === 1 && w.children[0].tag !== PAREN) {
      const o = this.oneByOne(w.children[0], d.children[0], w.exclusive === false, need);
      res = o && { cw: o.cost.cw, cd: o.cost.cd, tx: o.cost.tx, mc: o.cost.mc + 1 };
    } else if ((dtx = this.diagonal(w.children, d.children)) >= 0) res = { cw: 0, cd: 0, tx: dtx, mc: 1 + countMatched(this, w.children, d.children) };
    else {
      const t = this.table(w.children, d.children, 0, { freeSkip: w.exclusive === false }, d.children.length, false, need);
      const c = finalCost(t, need);
      res = c && { cw: c.cw, cd: c.cd, tx: c.tx, mc: c.mc + 1 };
    }
    if (!res) {
      m.set(dk, need);
      return null;
    }
    if (w.tag === '#text') res.tx += textMismatch(w, d);
    m.set(dk, res);
    return res;
  }

  /**
   * One wrapper item against one DOM node: match it (plus missing copies) or leave both unmatched. With a
   * bound: null when the exact cost exceeds need (a returned result is always the exact one). The match is
   * asked with the bound min(need, skip) + 1 − miss: "over" then means match + miss > skip + 1, so the exact
   * choice is the skip (returned when skip ≤ need), or both exceed need (null).
   */
  oneByOne(w: WNode, d: DNode, freeSkip: boolean, need = Infinity): { cost: Cost; matched: boolean } | null {
    const skip = missing(w, 0) + (freeSkip || d.used ? 0 : d.size);
    const miss = missing(w, 1);
    const c = this.match(w, d, Math.min(need, skip) + 1 - miss);
    if (c) {
      if (c.cw + miss + c.cd + c.tx * TEXT_COST < skip + 1e-12) return { cost: { cw: c.cw + miss, cd: c.cd, tx: c.tx, mc: c.mc }, matched: true };
    } else if (skip > need) return null;
    return { cost: { cw: missing(w, 0), cd: freeSkip || d.used ? 0 : d.size, tx: 0, mc: 0 }, matched: false };
  }

  /**
   * Fast path: sequences of sign-1 tag nodes of equal length whose pairwise matches cost nothing in tags
   * (cw = cd = 0) align on the diagonal — no DP table needed (most sub-trees of a template page). Returns the
   * diagonal's template-text mismatches, or -1. Why the DP would return the same: with every wrapper item of
   * sign 1 and the lengths equal, the diagonal is the only alignment that matches every item (one-to-one, in
   * order), so any other leaves an item missing (cost ≥ 1: weights and sizes are integers), while the
   * diagonal costs tx · TEXT_COST < 0.5 — it is the unique optimum. The matches are asked with the bound 0.5:
   * exact when cw = cd = 0 (and fewer than 5,000 text mismatches), else "over".
   */
  diagonal(ws: WNode[], ds: DNode[]): number {
    if (ws.length !== ds.length) return -1;
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i];
      if (w.sign !== 1 || w.tag !== ds[i].tag) return -1;
    }
    let tx = 0;
    for (let i = 0; i < ws.length; i++) {
      const c = this.match(ws[i], ds[i], DIAGONAL_NEED);
      if (!c || c.cw !== 0 || c.cd !== 0) return -1;
      tx += c.tx;
    }
    return tx * TEXT_COST < DIAGONAL_NEED ? tx : -1;
  }

  /**
   * Align a wrapper forest with a DOM forest; returns the cost and the matched pairs. `need`: a bound the
   * optimal cost is known not to exceed (e.g. from `cost`) — the same alignment, computed with pruning;
   * without it the bound is found by doubling.
   */
  align(ws: WNode[], ds: DNode[], opts: WDOptions = {}, need?: number): { cost: Cost; pairs: Pair[] } {
    const b = need ?? this.bound(ws, ds, opts);
    const t = this.table(ws, ds, 0, opts, ds.length, false, b);
    const cost = cellCost(t, t.S - 1, t.n);
    const pairs: Pair[] = [];
    if (t.tot[(t.S - 1) * (t.n + 1) + t.n] <= b + EXACT_UPTO) this.trace(t, t.S - 1, t.n, pairs);
    return { cost, pairs };
  }

  /**
   * Cost only (no traceback). With a bound: the exact cost when it is at most need, else possibly a cost with
   * cw = cd = ∞ ("more than need").
   */
  cost(ws: WNode[], ds: DNode[], opts: WDOptions = {}, need = Infinity): Cost {
    let c: Cost | null = null;
    if (need === Infinity) {
      // no bound given: grow one (a bounded DP costs little when its bound is small; the answer is exact)
      for (let b = 4; !c && b < 1 << 20; b *= 4) c = finalCost(this.table(ws, ds, 0, opts, ds.length, false, b), b);
    }
    c ??= finalCost(this.table(ws, ds, 0, opts, ds.length, false, need), need);
    if (c && need === Infinity) this.last = { ws, ds: ds.slice(), opts: optsKey(opts), need: c.cw + c.cd + c.tx * TEXT_COST + EXACT_UPTO };
    return c ?? { cw: Infinity, cd: Infinity, tx: 0, mc: 0 };
  }

  /** The last unbounded `cost` (an `align` of the same forests right after it knows its bound). */
  private last?: { ws: WNode[]; ds: DNode[]; opts: string; need: number };

  /** A bound on the optimal cost: the preceding `cost` of the same forests, else found by growing it. */
  private bound(ws: WNode[], ds: DNode[], opts: WDOptions): number {
    const l = this.last;
    if (l && l.ws === ws && l.opts === optsKey(opts) && l.ds.length === ds.length && l.ds.every((d, i) => d === ds[i])) return l.need;
    for (let b = 4; b < 1 << 20; b *= 4) if (finalCost(this.table(ws, ds, 0, opts, ds.length, false, b), b)) return b;
    return Infinity;
  }

  private trace(t: SeqTable, s: number, j: number, out: Pair[]): void {
    const cols = t.n - t.start + 1;
    // an unreached cell has no path (its op / bp are stale: only tot is reset)
    if (t.tot[s * cols + (j - t.start)] === Infinity) return;
    // every part of this path costs at most the path's own (exact) value: a valid bound for its sub-tables
    const need = t.tot[s * cols + (j - t.start)];
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
      const st = this.spanTable(paren, t.ds, a, true, need);
      this.trace(st, st.S - 1, b, out);
    }
  }

  private tracePair(p: Pair, out: Pair[]): void {
    out.push(p);
    if (p.w.children.length && p.d.children.length) {
      const wc = p.w.children;
      const dc = p.d.children;
      // the pair's exact cost is memoized (the path used it): it bounds the children's alignment
      const pc = this.match(p.w, p.d)!;
      const need = pc.cw + pc.cd + pc.tx * TEXT_COST + EXACT_UPTO;
      if (wc.length === 1 && dc.length === 1 && wc[0].tag !== PAREN) {
        if (this.oneByOne(wc[0], dc[0], p.w.exclusive === false, need)!.matched) this.tracePair({ w: wc[0], d: dc[0] }, out);
      } else if (this.diagonal(wc, dc) >= 0) {
        for (let i = 0; i < wc.length; i++) this.tracePair({ w: wc[i], d: dc[i] }, out);
      } else {
        const ct = this.table(p.w.children, p.d.children, 0, { freeSkip: p.w.exclusive === false }, dc.length, false, need);
        this.trace(ct, ct.S - 1, ct.n, out);
      }
    }
  }

  /** One repetition of a parentheses node against ds[start..]: spans are capped near the content's length. */
  private spanTable(paren: WNode, ds: DNode[], start: number, fresh: boolean, need: number): SeqTable {
    let cap = 2;
    for (const c of paren.children) cap += unbounded(c) ? 4 : kmaxOf(c) + 1;
    return this.table(paren.children, ds, start, {}, Math.min(ds.length, start + cap), fresh, need);
  }

  /**
   * The last row ("done") of a span table, memoized: all the DP reads. The table itself is filled in the
   * pooled arrays and only this row is kept; a traceback refills the (few) spans it takes in fresh arrays.
   */
  private spanRow(paren: WNode, ds: DNode[], start: number, need: number): SpanRow {
    const keys = this.keys;
    let r: SpanRow | undefined;
    let rows: SpanRow[] | undefined;
    let key: string | undefined;
    if (keys) {
      const pk = keys.w(paren);
      const sk = keys.seq(ds);
      if (pk >= KEY_SPACE || sk >= KEY_SPACE) throw new Error('ContentKeys: too many keys');
      const nk = pk * KEY_SPACE + sk;
      rows = this.spanByKey.get(nk);
      if (!rows) this.spanByKey.set(nk, (rows = []));
      r = rows[start];
    } else {
      key = `${paren._uid}:${ds.length ? ds[0].uid : 0}:${start}`;
      r = this.spanMemo.get(key);
    }
    if (!r || r.need < need) {
      // asked again with a larger bound: grow it geometrically (a row is recomputed a few times, not once per
      // slightly larger bound). A row computed with a larger bound is exact in more entries; the DP drops the
      // extra ones by its own threshold, as it does with any row computed for a larger bound before
      if (r) need = Math.max(need, 4 * r.need + 1);
      const t = this.spanTable(paren, ds, start, false, need);
      const cols = t.n - t.start + 1;
      const off = (t.S - 1) * cols;
      // a recomputed row (larger bound) has the same columns: it overwrites its old slot (no caller holds a
      // row across a call that could recompute it: fill reads a row right after fetching it)
      let v: Float64Array;
      let o: number;
      if (r && r.cols === cols) {
        v = r.v;
        o = r.o;
      } else {
        if (this.slabUsed + 5 * cols > this.slab.length) {
          this.slab = new Float64Array(Math.max(SLAB, 5 * cols));
          this.slabUsed = 0;
        }
        v = this.slab;
        o = this.slabUsed;
        this.slabUsed += 5 * cols;
      }
      for (let e = 0; e < cols; e++) {
        v[o + e] = t.tot[off + e];
        v[o + cols + e] = t.cw[off + e];
        v[o + 2 * cols + e] = t.cd[off + e];
        v[o + 3 * cols + e] = t.tx[off + e];
        v[o + 4 * cols + e] = t.mc[off + e];
      }
      if (r) {
        r.start = t.start;
        r.n = t.n;
        r.cols = cols;
        r.v = v;
        r.o = o;
        r.need = need;
      } else {
        r = { start: t.start, n: t.n, cols, v, o, need };
        if (rows) rows[start] = r;
        else this.spanMemo.set(key!, r);
      }
    }
    return r;
  }

  /** The DP table of a wrapper sequence against ds[start..]. States: (item i, copies k), then "done". */
  private table(ws: WNode[], ds: DNode[], start: number, opts: WDOptions, end = ds.length, fresh = false, need = Infinity): SeqTable {
    const n = end;
    const { base, kmax, S } = layoutOf(ws);
    // columns start..n only (span tables start mid-sequence: no dead columns before start)
    const cols = n - start + 1;
    const size = S * cols;
    const { tot, cw, cd, tx, mc, bp, op } = this.arrays(size, fresh);
    const t: SeqTable = { ws, ds, start, n, base, kmax, S, tot, cw, cd, tx, mc, bp, op };
    this.depth++;
    try {
      this.fill(t, opts, cols, need + SLACK);
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
    // Only tot needs resetting: cw / cd / tx / mc / op / bp of a cell are written together with a finite tot
    // and read only where tot is finite (a traceback starts at a finite cell, follows back-pointers to
    // finite cells and stops at the start cell); fill() sets the start cell itself.
    a.tot.fill(Infinity, 0, size);
    return a;
  }

  /** Fill a table; relaxations whose value exceeds M are dropped (M = need + SLACK, see the header). */
  private fill(t: SeqTable, opts: WDOptions, cols: number, M: number): void {
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
        if (f + add < tot[to] - 1e-12 && f + add <= M) {
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
        if (f + skipCost < tot[to] - 1e-12 && f + skipCost <= M) {
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
          // most items cannot match d at all (another tag): match would say null before any memo lookup
          if (w.tag !== d.tag && w.tag !== PAREN) {
            mcost = null;
            continue;
          }
          // bound of the sub-cost: what M leaves after the item's cheapest live state in this column
          let minf = f;
          for (let s2 = s + 1; s2 < base[i + 1]; s2++) if (tot[s2 * cols + jj] < minf) minf = tot[s2 * cols + jj];
          if (w.tag === PAREN) st = this.spanRow(w, ds, j, M - minf);
          else mcost = this.match(w, d, M - minf);
        }
        if (w.tag === PAREN) {
          const sr = st!;
          const scols = sr.cols;
          const sv = sr.v;
          const exactUpto = sr.need + EXACT_UPTO;
          for (let e = j + 1; e <= sr.n; e++) {
            const c = sr.o + e - sr.start;
            const stot = sv[c];
            if (stot === Infinity || stot > exactUpto || sv[4 * scols + c] === 0) continue;
            const v = f + stot;
            const cell = ts * cols + (e - start);
            if (v < tot[cell] - 1e-12 && v <= M) {
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
          if (v < tot[to] - 1e-12 && v <= M) {
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

function optsKey(o: WDOptions): string {
  return `${!!o.freeLead}${!!o.freeTrail}${!!o.freeSkip}`;
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

/** Cost of a table's final cell when it is exact under the table's bound (see the header), else null. */
function finalCost(t: SeqTable, need: number): Cost | null {
  const c = (t.S - 1) * (t.n - t.start + 1) + (t.n - t.start);
  if (!(t.tot[c] <= need + EXACT_UPTO)) return null;
  return { cw: t.cw[c], cd: t.cd[c], tx: t.tx[c], mc: t.mc[c] };
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
  if (w.texts) return w.texts.includes(t) ? 0 : 1;
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

/**
 * Ψ(T_w, T_d) of a wrapper forest and a DOM forest (whole forests, no free ends). With `maxPsi`: the exact Ψ
 * when it is at most maxPsi, else Infinity or the exact Ψ. Since Ψ = (C_w/W_w + C_d/W_d)/2 ≥
 * (C_w + C_d) / (2·max(W_w, W_d)) and the text tie-breakers add at most W_d·TEXT_COST (one per matched DOM
 * node), Ψ ≤ maxPsi implies a total alignment cost ≤ 2·max(W_w, W_d)·maxPsi + W_d·TEXT_COST: that is the
 * DP's bound, and a cost over it proves Ψ > maxPsi.
 */
export function wdDistance(ws: WNode[], ds: DNode[], aligner = new WDAligner(true), maxPsi = Infinity): number {
  const ww = forestWeight(ws);
  const wd = ds.reduce((s, d) => s + d.size, 0);
  const need = ww > 0 && wd > 0 ? 2 * Math.max(ww, wd) * maxPsi + wd * TEXT_COST + 1e-6 : Infinity;
  const c = aligner.cost(ws, ds, {}, need);
  if (c.cw === Infinity && c.cd === Infinity && need < Infinity) return Infinity;
  if (!Number.isFinite(c.cw)) return 1;
  const a = ww > 0 ? c.cw / ww : 0;
  const b = wd > 0 ? c.cd / wd : 0;
  return (a + b) / 2;
}

export { weight };
