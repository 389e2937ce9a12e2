/**
 * Wrapper trees (seed 004 §8.2): extended DOM trees whose nodes carry a sign 1 / N / ? / + / *,
 * plus parentheses nodes that group a repeated sub-forest. Also the light "D-tree" every alignment
 * reads on the DOM side (tag, children, subtree weight), built once per page from a PageTree.
 */
import { collapse, textOf, type PageNode } from '../page/tree.js';

/** Node sign (Def. 6): 1, an integer N ≥ 2, or a wildcard. */
export type Sign = number | '?' | '+' | '*';

/** Tag of a parentheses node (no HTML tag of its own). */
export const PAREN = '()';

/** A wrapper node. Serialized as-is (fields starting with `_` are runtime caches). */
export interface WNode {
  tag: string;
  sign: Sign;
  /** Field label (`title`, `author`, …) of a labeled node; the record type lives on the wrapper. */
  label?: string;
  children: WNode[];
  /** False for non-exclusive nodes (Fig. 9.6): shared containers of crossed records. Default true. */
  exclusive?: boolean;
  /** Template text of an unlabeled text node, kept only while identical across merged records (§9.4). */
  text?: string;
  /**
   * Template text alternatives of an unlabeled text node whose records did not all share one text: the
   * distinct texts seen (sorted), while there are at most MAX_TEXTS of them ("By:", "," and "&" before
   * authors; "More in" before a series). More are content text, and the node keeps none (§9.4).
   */
  texts?: string[];
  /**
   * Caption (§9.4): the text of a short unlabeled element beside a labeled node (`<b>ISBN-13:</b>`). It is
   * part of the node's identity — a wrapper node with a caption matches only a DOM node with that text — so
   * caption/value rows whose tags are all alike still align by their captions. Kept only while identical.
   */
  caption?: string;
  /** Template text around a labeled value (`Publisher:` before, `(Hardcover)` after), stripped on extraction. */
  pre?: string;
  post?: string;
  /** One sample value seen in training (used to infer template text from overlaps). */
  sample?: string;
  /** Runtime: unique id for alignment memos; cached weight. */
  _uid?: number;
  _w?: number;
  _w1?: number;
  /** Runtime: content keys of a WW-aligner (`_wk`, table `_wkt`) and of a WD content-key table (`_ck`, `_ckt`). */
  _wk?: number;
  _wkt?: number;
  _ck?: number;
  _ckt?: number;
}

let nextUid = 1;
export function uid(): number {
  return nextUid++;
}

/** DOM side of an alignment: a page node (or a broom's selective copy of one) with its weight. */
export interface DNode {
  uid: number;
  tag: string;
  children: DNode[];
  /** Raw text of a text node ('' for elements). */
  text: string;
  /** DOM-node weight (Def. 7): number of nodes in the sub-tree. */
  size: number;
  /** The page node this stands for. */
  page: PageNode;
  /** Set during extraction once the node was mapped to an exclusive wrapper node (Alg. 8). */
  used?: boolean;
  /** Broom copies only: label of record i on this node, non-exclusive flag, template text around it. */
  label?: string;
  exclusive?: boolean;
  pre?: string;
  post?: string;
  sample?: string;
  _ctext?: string;
  _ftext?: string;
  /** Runtime: content key of a WD content-key table (`_ck`, table `_ckt`; align.ts ContentKeys). */
  _ck?: number;
  _ckt?: number;
}

/** Build the D-tree of a page sub-tree. */
export function toDTree(n: PageNode): DNode {
  const children = n.children.map(toDTree);
  let size = 1;
  for (const c of children) size += c.size;
  return { uid: uid(), tag: n.tag, children, text: n.text, size, page: n };
}

/** Whitespace-collapsed text of a D-node's text (text nodes) — cached. */
export function ctext(d: DNode): string {
  if (d._ctext === undefined) d._ctext = d.tag === '#text' ? collapse(d.text) : '';
  return d._ctext;
}

/** Whitespace-collapsed text of the whole page sub-tree a D-node stands for (cached). */
export function fullText(d: DNode): string {
  if (d._ftext === undefined) d._ftext = d.tag === '#text' ? ctext(d) : collapse(textOf(d.page));
  return d._ftext;
}

/** Longest caption text considered (longer texts are content, not captions). */
export const MAX_CAPTION = 40;

/** Caption of an unlabeled element with a single short text child, if any. */
function captionOf(d: DNode): string | undefined {
  if (d.label || d.tag === '#text' || d.children.length !== 1) return undefined;
  const c = d.children[0];
  if (c.tag !== '#text' || c.label) return undefined;
  const t = ctext(c);
  return t.length > 0 && t.length <= MAX_CAPTION && /\p{L}/u.test(t) ? t : undefined;
}

function hasLabel(d: DNode): boolean {
  return !!d.label || d.children.some(hasLabel);
}

export function isWild(s: Sign): boolean {
  return s === '?' || s === '+' || s === '*';
}

/** Weight of a node as if its sign were 1 (σ' in Def. 8). */
export function weight1(w: WNode): number {
  if (w._w1 !== undefined) return w._w1;
  let s = w.tag === PAREN ? 0 : 1;
  for (const c of w.children) s += weight(c);
  w._w1 = s;
  return s;
}

/** Wrapper-node weight (Def. 8): 0 for ? and *, W(σ') for +, N·W(σ') for N. */
export function weight(w: WNode): number {
  if (w._w !== undefined) return w._w;
  const s = w.sign;
  const v = s === '?' || s === '*' ? 0 : s === '+' ? weight1(w) : (s as number) * weight1(w);
  w._w = v;
  return v;
}

/** Weight of a wrapper forest (Def. 11 for a record region). */
export function forestWeight(ws: WNode[]): number {
  let s = 0;
  for (const w of ws) s += weight(w);
  return s;
}

/** Give every node a fresh uid and drop cached weights (after building or editing a wrapper). */
export function prepare(ws: WNode[]): WNode[] {
  const visit = (w: WNode) => {
    w._uid = uid();
    w._w = undefined;
    w._w1 = undefined;
    w.children.forEach(visit);
  };
  ws.forEach(visit);
  return ws;
}

/**
 * Shapes of one level-1 wrapper build: node → shape id, and shape strings (a node's own fields and its
 * children's ids) → id. Shared by the nested combineRepeats calls of one build, so a sub-tree's shape is
 * computed once, and ids (not the whole sub-tree's string at every level) compose the parent's.
 */
interface ShapeCtx {
  memo: Map<WNode, number>;
  ids: Map<string, number>;
}
function shapeCtx(): ShapeCtx {
  return { memo: new Map(), ids: new Map() };
}

/** Structural identity for repeat combination: tags, signs and labels count, text does not (equal ids ⟺ equal shapes). */
function shape(w: WNode, ctx: ShapeCtx): number {
  let k = ctx.memo.get(w);
  if (k === undefined) {
    let s = `${w.tag}${w.label ? `[${w.label}]` : ''}${w.caption !== undefined ? `{${w.caption}}` : ''}${w.exclusive === false ? '!' : ''}^${w.sign}(`;
    for (const c of w.children) s += `${shape(c, ctx)},`;
    k = ctx.ids.get(s);
    if (k === undefined) ctx.ids.set(s, (k = ctx.ids.size));
    ctx.memo.set(w, k);
  }
  return k;
}

/** Longest repeated unit considered by repeat-pattern combination (sub-forests of up to this many trees). */
const MAX_UNIT = 8;

/**
 * Repeat-pattern combination (§8.4.1.1, Fig. 8.2) on one sibling sequence: N ≥ 2 identical consecutive
 * sub-trees become one node with sign N; N identical consecutive sub-forests become a parentheses node
 * with sign N. Shorter units are combined first; repeated until nothing changes.
 */
export function combineRepeats(seq: WNode[], inLabel = false, ctx = shapeCtx()): WNode[] {
  let items = seq;
  let changed = true;
  while (changed) {
    changed = false;
    for (let L = 1; L <= Math.min(MAX_UNIT, Math.floor(items.length / 2)); L++) {
      const keys = items.map((w) => shape(w, ctx));
      const out: WNode[] = [];
      let i = 0;
      while (i < items.length) {
        let k = 1;
        if (i + 2 * L <= items.length) {
          while (i + (k + 1) * L <= items.length && sameRun(keys, i, i + k * L, L)) k++;
        }
        if (k >= 2) {
          const unit = items.slice(i, i + L).map((u, t) => intersectText(u, items, i + t, L, k, inLabel));
          if (L === 1 && unit[0].sign === 1) out.push({ ...unit[0], sign: k });
          else out.push({ tag: PAREN, sign: k, children: unit });
          i += k * L;
          changed = true;
        } else {
          out.push(items[i]);
          i++;
        }
      }
      if (changed) {
        items = out;
        break;
      }
    }
  }
  return items;
}

/**
 * Most template text alternatives a text node keeps; more are content text (names, prices), and none is kept.
 * Separators and captions have few (christianbook's author line: "By:", ","); 4 vs 8 gave the same SWDE F1
 * except christianbook k = 200 (0.9947 vs 0.9942), with fewer content texts churning the memo keys.
 */
export const MAX_TEXTS = 4;

/** A node's template texts: [text], its alternatives, or undefined (content text: any). */
export function textsOf(w: WNode): string[] | undefined {
  return w.text !== undefined ? [w.text] : w.texts;
}

/**
 * Set the template text of w to the union of the given template texts: one shared text → `text`, up to
 * MAX_TEXTS distinct ones → `texts`, else (or when one side is content text) neither.
 */
export function unionTexts(w: WNode, sets: (string[] | undefined)[]): void {
  // assigned, not deleted: `delete` turns a node into a slow dictionary-mode object
  if (w.text !== undefined) w.text = undefined;
  if (w.texts !== undefined) w.texts = undefined;
  const all = new Set<string>();
  for (const s of sets) {
    if (!s) return;
    for (const t of s) all.add(t);
  }
  if (all.size === 1) w.text = [...all][0];
  else if (all.size > 1 && all.size <= MAX_TEXTS) w.texts = [...all].sort();
}

/**
 * Copy of items[at] keeping only the template text all k repetitions share (structures are identical): one
 * text, or its alternatives (not inside a labeled node, whose text is the field's content).
 */
function intersectText(u: WNode, items: WNode[], at: number, L: number, k: number, inLabel: boolean): WNode {
  const copies: WNode[] = [];
  for (let r = 0; r < k; r++) copies.push(items[at + r * L]);
  const merge = (cs: WNode[]): WNode => {
    const w: WNode = { ...cs[0], children: cs[0].children.map((_, ci) => merge(cs.map((c) => c.children[ci]))) };
    if (cs.some((c) => c.text !== cs[0].text || c.texts !== undefined)) {
      if (inLabel || cs[0].label) w.text = undefined;
      else unionTexts(w, cs.map(textsOf));
    }
    if (cs.some((c) => c.sample !== cs[0].sample)) delete w.sample;
    return w;
  };
  return k > 1 ? merge(copies) : u;
}

function sameRun(keys: number[], a: number, b: number, L: number): boolean {
  for (let t = 0; t < L; t++) if (keys[a + t] !== keys[b + t]) return false;
  return true;
}

/** DOM tree (or broom copy) → level-1 wrapper (T_d → T_w), with repeat-pattern combination. */
export function fromDom(d: DNode, inLabel = false, ctx = shapeCtx()): WNode {
  const kids = d.children.map((c) => fromDom(c, inLabel || !!d.label, ctx));
  if (d.children.some(hasLabel))
    d.children.forEach((c, i) => {
      const cap = captionOf(c);
      if (cap !== undefined) kids[i].caption = cap;
    });
  const w: WNode = { tag: d.tag, sign: 1, children: combineRepeats(kids, inLabel || !!d.label, ctx) };
  if (d.label) w.label = d.label;
  if (d.exclusive === false) w.exclusive = false;
  if (d.tag === '#text') {
    if (d.label) {
      if (d.pre) w.pre = d.pre;
      if (d.post) w.post = d.post;
      w.sample = d.sample ?? ctext(d);
    } else w.text = ctext(d);
  } else if (d.label) w.sample = d.sample ?? fullText(d);
  return w;
}

/** Level-1 wrapper of a forest (a record region). */
export function forestFromDom(ds: DNode[]): WNode[] {
  const ctx = shapeCtx();
  return prepare(combineRepeats(ds.map((d) => fromDom(d, false, ctx)), false, ctx));
}

/** Compact one-line notation, e.g. `A(B(F+ G*) (C^3 D? E*)?)`, for tests and debugging. */
export function notation(ws: WNode[]): string {
  return ws
    .map((w) => {
      const sign = w.sign === 1 ? '' : typeof w.sign === 'number' ? `^${w.sign}` : w.sign;
      const head = w.tag === PAREN ? '' : `${w.tag}${w.label ? `_${w.label}` : ''}`;
      const kids = w.children.length ? `(${notation(w.children)})` : w.tag === PAREN ? '()' : '';
      return `${head}${kids}${sign}`;
    })
    .join(' ');
}

/** A wrapper from the compact notation (tests): `A(B(F^2) (C^3 D E*)?)`; `x_lbl` labels a node. */
export function parseNotation(src: string): WNode[] {
  let i = 0;
  const ws = () => {
    while (src[i] === ' ') i++;
  };
  const seq = (): WNode[] => {
    const out: WNode[] = [];
    for (;;) {
      ws();
      if (i >= src.length || src[i] === ')') return out;
      let tag = PAREN;
      let label: string | undefined;
      const m = /^([#A-Za-z][\w#-]*?)(?:_(\w+))?(?=[()^?+*\s]|$)/.exec(src.slice(i));
      if (m && src[i] !== '(') {
        tag = m[1];
        label = m[2];
        i += m[0].length;
      }
      let children: WNode[] = [];
      if (src[i] === '(') {
        i++;
        children = seq();
        if (src[i] !== ')') throw new Error(`notation: missing ) at ${i}`);
        i++;
      }
      let sign: Sign = 1;
      if (src[i] === '^') {
        const n = /^\^(\d+)/.exec(src.slice(i));
        if (!n) throw new Error(`notation: bad ^ at ${i}`);
        sign = Number(n[1]);
        i += n[0].length;
      } else if (src[i] === '?' || src[i] === '+' || src[i] === '*') sign = src[i++] as Sign;
      const w: WNode = { tag, sign, children };
      if (label) w.label = label;
      out.push(w);
    }
  };
  const out = seq();
  return prepare(out);
}

/** A D-tree from the compact notation (tests): tags, children, labels; signs must be absent. */
export function dFromNotation(src: string): DNode[] {
  const toD = (w: WNode): DNode => {
    const children = w.children.map(toD);
    const page = { id: 0, kind: 'element', tag: w.tag, attrs: {}, text: '', children: [], parent: null, tagPath: '' } as PageNode;
    const d: DNode = { uid: uid(), tag: w.tag, children, text: '', size: 1 + children.reduce((s, c) => s + c.size, 0), page };
    if (w.label) d.label = w.label;
    return d;
  };
  return parseNotation(src).map(toD);
}
