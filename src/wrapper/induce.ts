/**
 * Wrapper induction (seed 004 §8.4.1.2–8.4.1.3): cost-driven WW-alignment of two wrappers (one-to-one,
 * top-down, DP over sibling sequences), the sign-inference table I(·,·), and the merge T_w1 + T_w2 → T_w3.
 *
 * A parentheses node may also be aligned with a run of plain siblings on the other side (its content
 * "inlined"), as in Fig. 8.3 where (C³ D E*)? is aligned with C³ E.
 */
import { overlapPrefix } from './template.js';
import { PAREN, forestWeight, prepare, weight, weight1, type Sign, type WNode } from './wrapper.js';

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

/** How much cheaper aligning two differently-captioned nodes is than leaving both unmatched. */
const CAPTION_SLACK = 0.25;

interface WWCost {
  /** Mismatch cost on side 1 / side 2. */
  c1: number;
  c2: number;
}

type WWOp =
  | { kind: 'match'; a: WNode; b: WNode }
  | { kind: 'skipA'; a: WNode }
  | { kind: 'skipB'; b: WNode }
  | { kind: 'inlineA'; a: WNode; bs: WNode[]; src: WNode[]; from: number }
  | { kind: 'inlineB'; b: WNode; as: WNode[]; src: WNode[]; from: number };

const SKIP_A = 1,
  SKIP_B = 2,
  MATCH = 3,
  INLINE_A = 4,
  INLINE_B = 5;

interface WWResult extends WWCost {
  ops: WWOp[];
}

/** Two wrapper nodes may be aligned (Rule 2): same tag (or both parentheses) and same label. */
function canMatch(a: WNode, b: WNode): boolean {
  return a.tag === b.tag && (a.label ?? '') === (b.label ?? '');
}

/** WW-aligner: memoizes node-pair costs within one alignment. */
export class WWAligner {
  private memo = new Map<string, WWResult | null>();

  matchNodes(a: WNode, b: WNode): WWResult | null {
    if (!canMatch(a, b)) return null;
    const key = `${a._uid}:${b._uid}`;
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    let r = this.seq(a.children, b.children);
    // Nodes with different captions align only when nothing better exists: the pair costs almost as much
    // as leaving both unmatched, and the merged node drops the caption.
    if (a.caption !== b.caption) r = { ...r, c1: r.c1 + weight1(a) - CAPTION_SLACK, c2: r.c2 + weight1(b) - CAPTION_SLACK };
    this.memo.set(key, r);
    return r;
  }

  private seqMemo = new Map<string, WWResult>();
  /** Sibling arrays and the slices taken of them: a slice is (base array id, offset). */
  private canon = new WeakMap<WNode[], { id: number; off: number }>();
  private nextArrayId = 1;

  private canonOf(a: WNode[]): { id: number; off: number } {
    let c = this.canon.get(a);
    if (!c) this.canon.set(a, (c = { id: this.nextArrayId++, off: 0 }));
    return c;
  }

  /** Memo-key part of a[start..end): the same key for the same run of the same sibling array. */
  private rangeKey(a: WNode[], start: number, end: number): string {
    const c = this.canonOf(a);
    return `${c.id}.${c.off + start}.${c.off + end}`;
  }

  /**
   * Optimal one-to-one alignment of two sibling sequences (memoized: parentheses inlining re-asks often).
   * The memo is keyed by (sibling array, start, end) of both sequences rather than by every node's uid
   * (building those keys was the top cost of induction). A node sits in one sibling array, so a uid
   * sequence and its run of its array identify each other (slices map back to their base array); the result
   * is a pure function of the sequences either way.
   */
  seq(as: WNode[], bs: WNode[]): WWResult {
    return this.seqKeyed(`${this.rangeKey(as, 0, as.length)}|${this.rangeKey(bs, 0, bs.length)}`, as, bs);
  }

  /** seq of (p's children, run[start..end)) when pSideA, else (run[start..end), p's children). */
  seqRun(pc: WNode[], run: WNode[], start: number, end: number, pSideA: boolean): WWResult {
    const rk = this.rangeKey(run, start, end);
    const pk = this.rangeKey(pc, 0, pc.length);
    const key = pSideA ? `${pk}|${rk}` : `${rk}|${pk}`;
    const r = this.seqMemo.get(key);
    if (r) return r;
    const sl = run.slice(start, end);
    const c = this.canonOf(run);
    this.canon.set(sl, { id: c.id, off: c.off + start });
    return this.seqKeyed(key, pSideA ? pc : sl, pSideA ? sl : pc);
  }

  private seqKeyed(key: string, as: WNode[], bs: WNode[]): WWResult {
    let r = this.seqMemo.get(key);
    if (!r) {
      r = this.seqUncached(as, bs);
      this.seqMemo.set(key, r);
    }
    return r;
  }

  private seqUncached(as: WNode[], bs: WNode[]): WWResult {
    const n = as.length;
    const m = bs.length;
    const cols = m + 1;
    const tot = new Float64Array((n + 1) * cols).fill(Infinity);
    const c1 = new Float64Array((n + 1) * cols);
    const c2 = new Float64Array((n + 1) * cols);
    // back-pointers as numbers (previous cell + kind); the ops are rebuilt on the traceback only
    const back = new Int32Array((n + 1) * cols).fill(-1);
    const kind = new Uint8Array((n + 1) * cols);
    tot[0] = 0;
    const relax = (pi: number, pj: number, i: number, j: number, d1: number, d2: number, k: number) => {
      const from = pi * cols + pj;
      const to = i * cols + j;
      const v = tot[from] + d1 + d2;
      if (v < tot[to] - 1e-12) {
        tot[to] = v;
        c1[to] = c1[from] + d1;
        c2[to] = c2[from] + d2;
        back[to] = from;
        kind[to] = k;
      }
    };
    // inline spans of a parentheses node against a run of the other side, memoized per start
    const spanA = new Map<string, WWResult[]>();
    const inlineRuns = (p: WNode, other: WNode[], start: number, pSideA: boolean): (WWResult | null)[] => {
      const key = `${pSideA ? 'A' : 'B'}${p._uid}:${start}`;
      let r = spanA.get(key) as (WWResult | null)[] | undefined;
      if (!r) {
        r = [];
        for (let e = start + 1; e <= Math.min(other.length, start + 3 * p.children.length + 2); e++) r[e] = this.seqRun(p.children, other, start, e, pSideA);
        spanA.set(key, r as WWResult[]);
      }
      return r;
    };
    for (let i = 0; i <= n; i++) {
      for (let j = 0; j <= m; j++) {
        if (tot[i * cols + j] === Infinity) continue;
        if (i < n) relax(i, j, i + 1, j, weight(as[i]), 0, SKIP_A);
        if (j < m) relax(i, j, i, j + 1, 0, weight(bs[j]), SKIP_B);
        if (i < n && j < m) {
          const r = this.matchNodes(as[i], bs[j]);
          if (r) relax(i, j, i + 1, j + 1, r.c1, r.c2, MATCH);
        }
        if (i < n && as[i].tag === PAREN && j < m) {
          const runs = inlineRuns(as[i], bs, j, true);
          for (let e = j + 1; e < runs.length; e++) {
            const r = runs[e];
            if (r) relax(i, j, i + 1, e, r.c1, r.c2, INLINE_A);
          }
        }
        if (j < m && bs[j].tag === PAREN && i < n) {
          const runs = inlineRuns(bs[j], as, i, false);
          for (let e = i + 1; e < runs.length; e++) {
            const r = runs[e];
            if (r) relax(i, j, e, j + 1, r.c1, r.c2, INLINE_B);
          }
        }
      }
    }
    const ops: WWOp[] = [];
    let i = n;
    let j = m;
    while (i > 0 || j > 0) {
      const cell = i * cols + j;
      const from = back[cell];
      const pi = Math.floor(from / cols);
      const pj = from % cols;
      const k = kind[cell];
      if (k === SKIP_A) ops.push({ kind: 'skipA', a: as[pi] });
      else if (k === SKIP_B) ops.push({ kind: 'skipB', b: bs[pj] });
      else if (k === MATCH) ops.push({ kind: 'match', a: as[pi], b: bs[pj] });
      else if (k === INLINE_A) ops.push({ kind: 'inlineA', a: as[pi], bs: bs.slice(pj, j), src: bs, from: pj });
      else ops.push({ kind: 'inlineB', b: bs[pj], as: as.slice(pi, i), src: as, from: pi });
      i = pi;
      j = pj;
    }
    ops.reverse();
    const end = n * cols + m;
    return { c1: c1[end], c2: c2[end], ops };
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

/** T_w1 + T_w2 → T_w3: align, then build the new wrapper with the sign-inference table. */
export function mergeForests(a: WNode[], b: WNode[]): WNode[] {
  const al = new WWAligner();
  return prepare(build(al, al.seq(a, b)));
}

function build(al: WWAligner, r: WWResult): WNode[] {
  const out: WNode[] = [];
  for (const op of r.ops) {
    if (op.kind === 'match') {
      const child = al.matchNodes(op.a, op.b)!;
      out.push(mergeNode(op.a, op.b, inferSign(op.a.sign, op.b.sign), build(al, child)));
    } else if (op.kind === 'skipA') out.push(withSign(op.a, inferSign(op.a.sign, NULL)));
    else if (op.kind === 'skipB') out.push(withSign(op.b, inferSign(op.b.sign, NULL)));
    else if (op.kind === 'inlineA') {
      const inner = al.seqRun(op.a.children, op.src, op.from, op.from + op.bs.length, true);
      out.push({ tag: PAREN, sign: inferSign(op.a.sign, 1), children: build(al, inner) });
    } else {
      const inner = al.seqRun(op.b.children, op.src, op.from, op.from + op.as.length, false);
      out.push({ tag: PAREN, sign: inferSign(1, op.b.sign), children: build(al, inner) });
    }
  }
  return out;
}

function clone(w: WNode): WNode {
  const c: WNode = { ...w, children: w.children.map(clone) };
  delete c._uid;
  delete c._w;
  delete c._w1;
  return c;
}

function withSign(w: WNode, sign: Sign): WNode {
  const c = clone(w);
  c.sign = sign;
  return c;
}

function mergeNode(a: WNode, b: WNode, sign: Sign, children: WNode[]): WNode {
  const w: WNode = { tag: a.tag, sign, children };
  if (a.label) w.label = a.label;
  if (a.exclusive === false || b.exclusive === false) w.exclusive = false;
  if (a.text !== undefined && a.text === b.text) w.text = a.text;
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
