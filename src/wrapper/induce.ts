/**
 * Wrapper induction (seed 004 §8.4.1.2–8.4.1.3): cost-driven WW-alignment of two wrappers (one-to-one,
 * top-down, DP over sibling sequences), the sign-inference table I(·,·), and the merge T_w1 + T_w2 → T_w3.
 *
 * A parentheses node may also be aligned with a run of plain siblings on the other side (its content
 * "inlined"), as in Fig. 8.3 where (C³ D E*)? is aligned with C³ E.
 */
import { overlapPrefix } from './template.js';
import { PAREN, forestWeight, prepare, textsOf, unionTexts, weight, weight1, type Sign, type WNode } from './wrapper.js';

/** NULL of the sign-inference table: the node was mismatched. */
export const NULL = null;

/** Sign-inference function I (§8.4.1.3); symmetric. */
export function inferSign(a: Sign, b: Sign | null): Sign {
  if (b === null) {
    if (a === 1 || a === '?') return '?';
    return '*';
  }
  const rank = (s: Sign) => (s === 1 ? 0 : typeof s === 'number' ? 1 : s === '?' ? 2 : s === '+' ? 3 : 4);
  if (rank(a) > rank(b)) [a, b] = [b, a];
  const ra = rank(a);
  const rb = rank(b);
  if (rb === 4) return '*'; // anything with * → *
  if (ra === 2 || rb === 2) return ra === 2 && rb === 2 ? '?' : ra === 0 ? '?' : '*'; // (?,?)=?, (1,?)=?, (?,N)=(?,+)=*
  if (ra === 0 && rb === 0) return 1;
  if (ra === 1 && rb === 1) return a === b ? a : '+';
  return '+'; // (1,N), (1,+), (N,+), (+,+)
}

/** Margin of a WW attempt's drop threshold over its bound (seqUncached). */
const WW_SLACK = 0.5;

/** How much cheaper aligning two differently-captioned nodes is than leaving both unmatched. */
const CAPTION_SLACK = 0.25;

interface WWCost {
  /** Mismatch cost on side 1 / side 2. */
  c1: number;
  c2: number;
}

/**
 * One step of an alignment, by position: [kind, i, j, e] — MATCH / SKIP_A / SKIP_B: as[i] and / or bs[j];
 * INLINE_A: parentheses node as[i] against the run bs[j..e); INLINE_B: bs[j] against as[i..e). Positions,
 * not nodes, so a result can be replayed on any pair of sequences with the same content keys.
 */
const SKIP_A = 1,
  SKIP_B = 2,
  MATCH = 3,
  INLINE_A = 4,
  INLINE_B = 5;

interface DpArrays {
  tot: Float64Array;
  c1: Float64Array;
  c2: Float64Array;
  back: Int32Array;
  kind: Uint8Array;
}

interface WWResult extends WWCost {
  /** Flat quadruples [kind, i, j, e] in alignment order. */
  ops: number[];
}

/**
 * Two wrapper nodes may be aligned (Rule 2, §8.4.1.2): both inner nodes or both leaf nodes (1), same tag or
 * both parentheses (2), same label (3; the thesis labels leaves only, here labeled elements compare too).
 */
function canMatch(a: WNode, b: WNode): boolean {
  return a.tag === b.tag && (a.label ?? '') === (b.label ?? '') && (a.children.length === 0) === (b.children.length === 0);
}

/** Largest content / sequence key before pair keys (k1 · 2^26 + k2) would lose precision. */
const KEY_SPACE = 1 << 26;
let nextTable = 1;

/**
 * WW-aligner: memoizes node-pair and sequence-pair alignments by **content keys** (hash-consing). A node's
 * key is interned from exactly what a WW-alignment reads of it — tag, label, caption, sign and its
 * children's keys (weights follow from those) — and a sibling run's key from its nodes' keys. Equal keys
 * mean equal inputs to the (deterministic) DP, hence equal costs and equal positional ops, so a memo entry
 * may be reused for any node pair / run pair with the same keys: within one alignment, across the merges
 * of one WPC run (one aligner, see wpc.ts), and between the many near-identical records of a site. The
 * other fields of a node (text, pre, post, sample, exclusive) are read only by `build`, from the actual
 * nodes. Keys are cached on the nodes (`_wk`, tagged with the aligner's table id); `mergeForests` re-keys
 * both inputs first, since WPC edits template text and captions of its wrapper in place.
 */
export class WWAligner {
  private readonly table = nextTable++;
  private ids = new Map<string, number>();
  /** Sequence keys: cons cells (previous sequence key, node key) → key; 0 = empty sequence. */
  private cons = new Map<number, number>();
  private nextSeq = 1;
  private memo = new Map<number, WWResult | null>();
  private seqMemo = new Map<number, WWResult>();
  private fullSeq = new WeakMap<WNode[], number>();
  private pool: DpArrays[] = [];
  private depth = 0;

  /** @param bounded find each alignment by cost-bounded attempts (seqUncached); false: the plain DP (tests). */
  constructor(private readonly bounded = true) {}

  /** (Re)compute the content keys of a forest (after building or editing it). */
  rekey(ws: WNode[]): void {
    for (const w of ws) this.keyOf(w, true);
  }

  private keyOf(w: WNode, fresh = false): number {
    if (!fresh && w._wkt === this.table) return w._wk!;
    // the children as one sequence key (cons cells, as for runs): a short string per node, not one holding
    // every child's key
    let sk = 0;
    for (const c of w.children) sk = this.consKey(sk, this.keyOf(c, fresh));
    const s = `${w.tag}\u0001${w.label ?? ''}\u0001${w.caption ?? '\u0002'}\u0001${w.sign}\u0001${sk}`;
    let k = this.ids.get(s);
    if (k === undefined) {
      k = this.ids.size + 1;
      if (k >= KEY_SPACE) throw new Error('WWAligner: too many content keys');
      this.ids.set(s, k);
    }
    w._wk = k;
    w._wkt = this.table;
    return k;
  }

  /** Key of the sequence `prev` extended by node w. */
  private extend(prev: number, w: WNode): number {
    return this.consKey(prev, this.keyOf(w));
  }

  /** Key of the sequence `prev` extended by a node of key `key`. */
  private consKey(prev: number, key: number): number {
    const c = prev * KEY_SPACE + key;
    let k = this.cons.get(c);
    if (k === undefined) {
      k = this.nextSeq++;
      if (k >= KEY_SPACE) throw new Error('WWAligner: too many sequence keys');
      this.cons.set(c, k);
    }
    return k;
  }

  private seqKey(a: WNode[], start = 0, end = a.length): number {
    const whole = start === 0 && end === a.length;
    if (whole) {
      const k = this.fullSeq.get(a);
      if (k !== undefined) return k;
    }
    let k = 0;
    for (let i = start; i < end; i++) k = this.extend(k, a[i]);
    if (whole) this.fullSeq.set(a, k);
    return k;
  }

  matchNodes(a: WNode, b: WNode): WWResult | null {
    if (!canMatch(a, b)) return null;
    const key = this.keyOf(a) * KEY_SPACE + this.keyOf(b);
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    let r = this.seq(a.children, b.children);
    // Nodes with different captions align only when nothing better exists: the pair costs almost as much
    // as leaving both unmatched — their weights, so an optional (weight 0) captioned node folds into another
    // caption's node instead of every record's caption line becoming one more optional node (it used
    // weight1: 378 such nodes in christianbook's 200-page wrapper) — and the merged node drops the caption.
    if (a.caption !== b.caption) r = { ...r, c1: r.c1 + Math.max(0, weight(a) - CAPTION_SLACK), c2: r.c2 + Math.max(0, weight(b) - CAPTION_SLACK) };
    this.memo.set(key, r);
    return r;
  }

  /** Optimal one-to-one alignment of two sibling sequences (memoized by the sequences' content keys). */
  seq(as: WNode[], bs: WNode[]): WWResult {
    return this.seqKeyed(this.seqKey(as) * KEY_SPACE + this.seqKey(bs), as, bs);
  }

  /**
   * seq of (p's children, run[start..end)) when pSideA, else (run[start..end), p's children). `runKey`: the
   * run's sequence key when the caller has it.
   */
  seqRun(pc: WNode[], run: WNode[], start: number, end: number, pSideA: boolean, runKey = this.seqKey(run, start, end)): WWResult {
    const pk = this.seqKey(pc);
    const key = pSideA ? pk * KEY_SPACE + runKey : runKey * KEY_SPACE + pk;
    const r = this.seqMemo.get(key);
    if (r) return r;
    const sl = run.slice(start, end);
    return this.seqKeyed(key, pSideA ? pc : sl, pSideA ? sl : pc);
  }

  private seqKeyed(key: number, as: WNode[], bs: WNode[]): WWResult {
    let r = this.seqMemo.get(key);
    if (!r) {
      r = this.seqUncached(as, bs);
      this.seqMemo.set(key, r);
    }
    return r;
  }

  /**
   * The exact optimal alignment, found by cost-bounded attempts: need = 4, 16, 64, … up to U, the cost of
   * leaving everything unmatched (no alignment costs more, so the attempt at U always succeeds). An attempt
   * expands only cells whose value is at most M = need + SLACK and drops candidates above M; it succeeds
   * when the final cell's value is at most need + SLACK / 2. Why a successful attempt returns exactly what
   * the unbounded DP returns (same cost, same ops): the argument of align.ts's header, with exact sub-costs
   * (matchNodes / seqRun results are always exact here, each found by its own attempts). The DP scans the
   * cells in a fixed order and keeps, per cell, the first candidate that beats the current value by more
   * than τ = 1e-12; all step costs are ≥ 0 (a caption pair costs weight1 − 0.25 ≥ 0.75 per side). Compare
   * the bounded and the unbounded run cell by cell: a cell is "A" when both stored the same candidate (value,
   * c1, c2, back-pointer, kind) and "B" when both values (∞ for none) exceed M − J·τ, J = relaxations so far.
   * Candidates from A cells with value ≤ M are offered identically in both runs; every other candidate
   * (from an unexpanded cell, or above M) has a value above M − J·τ in both. While a cell is A, a candidate
   * only the unbounded run sees can be accepted only when the current value is above M + τ, which leaves both
   * runs above M − J·τ (B); while B, a candidate ≤ M − (J+1)·τ is accepted by both (A again), any other
   * leaves both above M − (J+1)·τ. With J ≤ 1e7, J·τ ≤ 1e-5 < SLACK / 2, so a cell whose bounded value is at
   * most need + SLACK / 2 is A; back-pointers lead to cells of lower or equal value (costs ≥ 0), so the
   * traceback from a successful final cell visits A cells only: the same ops. Checked against the unbounded
   * DP on random wrappers (test/wrapper/align-bounds.test.ts).
   */
  private seqUncached(as: WNode[], bs: WNode[]): WWResult {
    if (!this.bounded) return this.seqBounded(as, bs, Infinity);
    let U = 0;
    for (const a of as) U += weight(a);
    for (const b of bs) U += weight(b);
    for (let need = Math.min(4, U); ; need = Math.min(need * 4, U)) {
      const r = this.seqBounded(as, bs, need + WW_SLACK);
      if (r.c1 + r.c2 <= need + WW_SLACK / 2 || need >= U) return r;
    }
  }

  /** The DP with drop threshold M (Infinity: the plain unbounded DP); see seqUncached. */
  seqBounded(as: WNode[], bs: WNode[], M: number): WWResult {
    return this.dp(as, bs, M, false)[0]!;
  }

  /**
   * All prefixes at once: the plain DP of as against bs, read out at every end — alongB: (as, bs[0..e)) for
   * e = 1..|bs|, else (as[0..e), bs) for e = 1..|as| (result e − 1). Each equals the DP of that prefix pair:
   * every step moves forward in both sequences, so a cell (i, j) receives candidates only from cells
   * (i' ≤ i, j' ≤ j), and the row-major scan offers them in the same order whatever lies beyond the prefix;
   * a steps that would leave the prefix (an inline run past its end) only reaches cells outside it. Cells
   * inside the prefix therefore hold the same values and back-pointers, and so does the traceback.
   */
  prefixes(as: WNode[], bs: WNode[], alongB: boolean, wanted?: boolean[]): (WWResult | undefined)[] {
    return this.dp(as, bs, Infinity, alongB ? 'B' : 'A', wanted);
  }

  /** `wanted`: with ends, the prefixes to trace back (default all; the others are undefined). */
  private dp(as: WNode[], bs: WNode[], M: number, ends: false | 'A' | 'B', wanted?: boolean[]): (WWResult | undefined)[] {
    const n = as.length;
    const m = bs.length;
    const cols = m + 1;
    const size = (n + 1) * cols;
    // DP arrays pooled per recursion depth (a nested DP runs while this one fills; this one's traceback reads
    // its arrays before returning): typed-array allocation was a large share of the merges
    let pool = this.pool[this.depth];
    if (!pool || pool.tot.length < size) {
      const cap = Math.max(size, 2 * (pool?.tot.length ?? 0), 64);
      pool = { tot: new Float64Array(cap), c1: new Float64Array(cap), c2: new Float64Array(cap), back: new Int32Array(cap), kind: new Uint8Array(cap) };
      this.pool[this.depth] = pool;
    }
    this.depth++;
    try {
      return this.fillDp(as, bs, M, ends, pool, wanted);
    } finally {
      this.depth--;
    }
  }

  private fillDp(as: WNode[], bs: WNode[], M: number, ends: false | 'A' | 'B', pool: DpArrays, wanted?: boolean[]): (WWResult | undefined)[] {
    const n = as.length;
    const m = bs.length;
    const cols = m + 1;
    const size = (n + 1) * cols;
    const { tot, c1, c2, back, kind } = pool;
    // only tot needs resetting: c1 / c2 / back / kind of a cell are written together with a finite tot, and
    // read only there (the start cell below, relaxations and the traceback from a finite cell, which
    // follows back-pointers to finite cells and stops at the start cell)
    tot.fill(Infinity, 0, size);
    tot[0] = 0;
    c1[0] = 0;
    c2[0] = 0;
    const relax = (pi: number, pj: number, i: number, j: number, d1: number, d2: number, k: number) => {
      const from = pi * cols + pj;
      const to = i * cols + j;
      const v = tot[from] + d1 + d2;
      if (v < tot[to] - 1e-12 && v <= M) {
        tot[to] = v;
        c1[to] = c1[from] + d1;
        c2[to] = c2[from] + d2;
        back[to] = from;
        kind[to] = k;
      }
    };
    // inline spans of a parentheses node against the runs other[start..e) of the other side, e = start + 1 + x
    // at index x (each cell asks once, so no memo here; the sequence memo holds the alignments)
    // scratch arrays of this DP's inline runs (a caller reads `r` before the next call; nested DPs have their own)
    const keys: number[] = [];
    const rks: number[] = [];
    const missing: boolean[] = [];
    const r: WWResult[] = [];
    /** Fills r[0..len) and returns len. */
    const inlineRuns = (p: WNode, other: WNode[], start: number, pSideA: boolean): number => {
      const maxE = Math.min(other.length, start + 3 * p.children.length + 2);
      const len = maxE - start;
      const pk = this.seqKey(p.children);
      let rk = 0;
      let todo = false;
      for (let x = 0; x < len; x++) {
        rk = this.extend(rk, other[start + x]);
        rks[x] = rk;
        const key = pSideA ? pk * KEY_SPACE + rk : rk * KEY_SPACE + pk;
        keys[x] = key;
        if ((missing[x] = !this.seqMemo.has(key))) todo = true;
      }
      if (todo && len > 1) {
        // the runs start..e for every e are prefixes of one run: one DP gives them all (prefixes); only the
        // ones the memo lacks are traced back
        const run = other.slice(start, maxE);
        const all = pSideA ? this.prefixes(p.children, run, true, missing) : this.prefixes(run, p.children, false, missing);
        for (let x = 0; x < len; x++) if (missing[x] && !this.seqMemo.has(keys[x])) this.seqMemo.set(keys[x], all[x]!);
      }
      for (let x = 0; x < len; x++) r[x] = this.seqMemo.get(keys[x]) ?? this.seqRun(p.children, other, start, start + 1 + x, pSideA, rks[x]);
      return len;
    };
    for (let i = 0; i <= n; i++) {
      for (let j = 0; j <= m; j++) {
        // cells above M (and unreachable ones, ∞) are not expanded
        if (!(tot[i * cols + j] <= M)) continue;
        if (i < n) relax(i, j, i + 1, j, weight(as[i]), 0, SKIP_A);
        if (j < m) relax(i, j, i, j + 1, 0, weight(bs[j]), SKIP_B);
        if (i < n && j < m) {
          const r = this.matchNodes(as[i], bs[j]);
          if (r) relax(i, j, i + 1, j + 1, r.c1, r.c2, MATCH);
        }
        if (i < n && as[i].tag === PAREN && j < m) {
          const len = inlineRuns(as[i], bs, j, true);
          for (let x = 0; x < len; x++) {
            const rx = r[x];
            if (rx) relax(i, j, i + 1, j + 1 + x, rx.c1, rx.c2, INLINE_A);
          }
        }
        if (j < m && bs[j].tag === PAREN && i < n) {
          const len = inlineRuns(bs[j], as, i, false);
          for (let x = 0; x < len; x++) {
            const rx = r[x];
            if (rx) relax(i, j, i + 1 + x, j + 1, rx.c1, rx.c2, INLINE_B);
          }
        }
      }
    }
    const trace = (ei: number, ej: number): WWResult => {
      const end = ei * cols + ej;
      if (tot[end] === Infinity) return { c1: Infinity, c2: Infinity, ops: [] };
      const rev: number[] = [];
      let i = ei;
      let j = ej;
      while (i > 0 || j > 0) {
        const cell = i * cols + j;
        const from = back[cell];
        const pi = Math.floor(from / cols);
        const pj = from % cols;
        const k = kind[cell];
        // pushed reversed (e, j, i, kind), so one reverse() gives [kind, i, j, e] in order
        if (k === INLINE_A) rev.push(j, pj, pi, k);
        else if (k === INLINE_B) rev.push(i, pj, pi, k);
        else rev.push(0, pj, pi, k);
        i = pi;
        j = pj;
      }
      return { c1: c1[end], c2: c2[end], ops: rev.reverse() };
    };
    if (ends === 'B') return Array.from({ length: m }, (_, e) => (!wanted || wanted[e] ? trace(n, e + 1) : undefined));
    if (ends === 'A') return Array.from({ length: n }, (_, e) => (!wanted || wanted[e] ? trace(e + 1, m) : undefined));
    return [trace(n, m)];
  }
}

/** WW-alignment cost of two wrapper forests (total mismatched weight, as in Fig. 8.3). */
export function wwCost(a: WNode[], b: WNode[]): number {
  const r = new WWAligner().seq(a, b);
  return r.c1 + r.c2;
}

/** Distance of two wrappers (Ψ with both sides normalised by their own weight), used by Alg. 9's merging. */
export function wwDistance(a: WNode[], b: WNode[]): number {
  const r = new WWAligner().seq(a, b);
  const wa = forestWeight(a);
  const wb = forestWeight(b);
  return ((wa > 0 ? Math.min(1, r.c1 / wa) : 0) + (wb > 0 ? Math.min(1, r.c2 / wb) : 0)) / 2;
}

/**
 * T_w1 + T_w2 → T_w3: align, then build the new wrapper with the sign-inference table. `al`: an aligner to
 * reuse (WPC keeps one per run, so alignments of unchanged content are not recomputed).
 */
export function mergeForests(a: WNode[], b: WNode[], al = new WWAligner()): WNode[] {
  al.rekey(a);
  al.rekey(b);
  return prepare(build(al, al.seq(a, b), a, b));
}

/** `inLabel`: the sequences lie inside a labeled node (their text is content: no template alternatives). */
function build(al: WWAligner, r: WWResult, as: WNode[], bs: WNode[], inLabel = false): WNode[] {
  const out: WNode[] = [];
  const ops = r.ops;
  for (let x = 0; x < ops.length; x += 4) {
    const kind = ops[x];
    const i = ops[x + 1];
    const j = ops[x + 2];
    const e = ops[x + 3];
    if (kind === MATCH) {
      const a = as[i];
      const b = bs[j];
      const child = al.matchNodes(a, b)!;
      out.push(mergeNode(a, b, inferSign(a.sign, b.sign), build(al, child, a.children, b.children, inLabel || !!a.label), inLabel));
    } else if (kind === SKIP_A) out.push(withSign(as[i], inferSign(as[i].sign, NULL)));
    else if (kind === SKIP_B) out.push(withSign(bs[j], inferSign(bs[j].sign, NULL)));
    else if (kind === INLINE_A) {
      const p = as[i];
      const inner = al.seqRun(p.children, bs, j, e, true);
      out.push({ tag: PAREN, sign: inferSign(p.sign, 1), children: build(al, inner, p.children, bs.slice(j, e), inLabel) });
    } else {
      const p = bs[j];
      const inner = al.seqRun(p.children, as, i, e, false);
      out.push({ tag: PAREN, sign: inferSign(1, p.sign), children: build(al, inner, as.slice(i, e), p.children, inLabel) });
    }
  }
  return out;
}

/** Copy of a wrapper sub-tree without its runtime caches (built field by field: `delete` on a spread copy
 * turned every cloned node into a slow dictionary-mode object). */
function clone(w: WNode): WNode {
  const c: WNode = { tag: w.tag, sign: w.sign, children: w.children.map(clone) };
  if (w.label !== undefined) c.label = w.label;
  if (w.exclusive !== undefined) c.exclusive = w.exclusive;
  if (w.text !== undefined) c.text = w.text;
  if (w.texts !== undefined) c.texts = w.texts;
  if (w.caption !== undefined) c.caption = w.caption;
  if (w.pre !== undefined) c.pre = w.pre;
  if (w.post !== undefined) c.post = w.post;
  if (w.sample !== undefined) c.sample = w.sample;
  return c;
}

function withSign(w: WNode, sign: Sign): WNode {
  const c = clone(w);
  c.sign = sign;
  return c;
}

function mergeNode(a: WNode, b: WNode, sign: Sign, children: WNode[], inLabel: boolean): WNode {
  const w: WNode = { tag: a.tag, sign, children };
  if (a.label) w.label = a.label;
  if (a.exclusive === false || b.exclusive === false) w.exclusive = false;
  // template text (§9.4): the text both share or, outside labeled nodes, the alternatives both have seen
  if (a.text !== undefined && a.text === b.text) w.text = a.text;
  else if (a.tag === '#text' && !a.label && !inLabel) unionTexts(w, [textsOf(a), textsOf(b)]);
  if (a.caption !== undefined && a.caption === b.caption) w.caption = a.caption;
  if (a.label) {
    const pre = a.pre !== undefined && a.pre === b.pre ? a.pre : (a.pre ?? b.pre) === undefined ? overlapPrefix(a.sample, b.sample) : undefined;
    if (pre) w.pre = pre;
    if (a.post !== undefined && a.post === b.post) w.post = a.post;
    if (a.sample ?? b.sample) w.sample = a.sample ?? b.sample;
  }
  return w;
}

export { weight };
