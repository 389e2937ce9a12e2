/**
 * Visual block tree (seed 004 ch. 6, Definitions 3–5): every DOM node that renders as a visible rectangle
 * with nonzero size and some content is a block; a block's parent is the nearest enclosing block
 * (Definition 4 — "covers it, with no block in between"). Nodes whose rectangle equals the enclosing
 * block's rectangle (a `<td>` holding one `<a>` that fills it, a text node alone in its `<b>` …) are the same
 * visual block, not a new level: they are added to `nodes` of that block.
 *
 * Works on rendered trees only (it needs boxes); {@link buildBlockTree} throws on a static tree.
 */
import { collapse, type Box, type PageNode, type PageTree } from '../page/tree.js';

/** One visual block. */
export interface Block {
  /** Block id: pre-order index in `BlockTree.blocks` (the page block is 0). */
  id: number;
  /** The outermost DOM node that renders this rectangle. */
  node: PageNode;
  /** All DOM nodes sharing this rectangle, outermost first. */
  nodes: PageNode[];
  box: Box;
  parent: Block | null;
  children: Block[];
  /** Nesting depth in the block tree (page block = 0). */
  depth: number;
  /** The tree this block belongs to (for page-relative features). */
  tree: BlockTree;
}

/** Page-level figures the relative features divide by. */
export interface PageStats {
  width: number;
  height: number;
  /** The font size (px) carrying most text characters on the page. */
  dominantFontSize: number;
  /** The font weight carrying most text characters on the page. */
  dominantFontWeight: number;
}

export interface BlockTree {
  page: PageTree;
  root: Block;
  /** All blocks in pre-order. */
  blocks: Block[];
  stats: PageStats;
}

export class NotRenderedError extends Error {
  constructor(source: string) {
    super(`visual blocks need a rendered page (boxes missing): ${source}`);
    this.name = 'NotRenderedError';
  }
}

/** Elements that are content on their own, even without text. */
const REPLACED = new Set(['img', 'input', 'select', 'textarea', 'button', 'video', 'canvas', 'svg', 'hr']);

/** A node is visible when it has a nonzero box and is neither `display:none` nor hidden. */
export function isVisible(n: PageNode): boolean {
  const b = n.box;
  if (!b || b.width <= 0 || b.height <= 0) return false;
  const s = n.style;
  return !s || (s.display !== 'none' && s.visibility !== 'hidden' && s.visibility !== 'collapse');
}

function hasContent(n: PageNode, memo: Map<PageNode, boolean>): boolean {
  const m = memo.get(n);
  if (m !== undefined) return m;
  let r = false;
  // Content is what a reader can see: text with a rectangle, or a visible image/control (spacer GIFs are not).
  if (n.kind === 'text') r = /\S/.test(n.text.replace(/\u00a0/g, ' ')) && (!n.box || (n.box.width > 0 && n.box.height > 0));
  else if (REPLACED.has(n.tag)) r = isVisible(n);
  else for (const c of n.children) if (hasContent(c, memo)) { r = true; break; }
  memo.set(n, r);
  return r;
}

const sameBox = (a: Box, b: Box) =>
  Math.abs(a.left - b.left) < 0.5 && Math.abs(a.top - b.top) < 0.5 && Math.abs(a.width - b.width) < 0.5 && Math.abs(a.height - b.height) < 0.5;

/**
 * Build the visual block tree of a rendered page. The page block (id 0) spans the whole document
 * (`tree.width × tree.height`), whatever the `<html>` element's own box is.
 */
export function buildBlockTree(tree: PageTree): BlockTree {
  if (!tree.rendered) throw new NotRenderedError(tree.source);
  const width = tree.width ?? tree.root.box?.width ?? 0;
  const height = tree.height ?? tree.root.box?.height ?? 0;
  const bt = { page: tree, blocks: [] as Block[], stats: pageStats(tree, width, height) } as BlockTree;
  const root: Block = { id: 0, node: tree.root, nodes: [tree.root], box: { left: 0, top: 0, width, height }, parent: null, children: [], depth: 0, tree: bt };
  bt.root = root;
  bt.blocks.push(root);
  const memo = new Map<PageNode, boolean>();
  const visit = (n: PageNode, parent: Block) => {
    if (n.kind === 'element' && (n.tag === 'head' || n.style?.display === 'none')) return;
    let here = parent;
    if (isVisible(n) && hasContent(n, memo)) {
      if (sameBox(n.box!, parent.box)) parent.nodes.push(n);
      else {
        here = { id: bt.blocks.length, node: n, nodes: [n], box: n.box!, parent, children: [], depth: parent.depth + 1, tree: bt };
        parent.children.push(here);
        bt.blocks.push(here);
      }
    }
    for (const c of n.children) visit(c, here);
  };
  for (const c of tree.root.children) visit(c, root);
  return bt;
}

function pageStats(tree: PageTree, width: number, height: number): PageStats {
  const size = new Map<number, number>();
  const weight = new Map<number, number>();
  for (const n of tree.nodes) {
    if (n.kind !== 'text' || !n.style || !isVisible(n)) continue;
    const len = collapse(n.text).length;
    size.set(n.style.fontSize, (size.get(n.style.fontSize) ?? 0) + len);
    weight.set(n.style.fontWeight, (weight.get(n.style.fontWeight) ?? 0) + len);
  }
  const top = (m: Map<number, number>, d: number) => {
    let best = d;
    let bestN = -1;
    for (const [k, v] of m) if (v > bestN || (v === bestN && k < best)) [best, bestN] = [k, v];
    return best;
  };
  return { width, height, dominantFontSize: top(size, 16), dominantFontWeight: top(weight, 400) };
}

/** Leaf blocks (seed 004 Definition 5: blocks without child blocks). */
export function leafBlocks(bt: BlockTree): Block[] {
  return bt.blocks.filter((b) => b.children.length === 0);
}

/**
 * False for nodes the reader cannot see (`display:none`, `visibility:hidden`): their text and counts do not
 * belong to a visual block. Nodes without a style (static trees) are shown.
 */
export function isShown(n: PageNode): boolean {
  const s = n.style;
  return !s || (s.display !== 'none' && s.visibility !== 'hidden' && s.visibility !== 'collapse');
}

/** Text of a block: its shown text, whitespace-collapsed; `<br>` and block boundaries become spaces. */
export function blockText(b: Block): string {
  const parts: string[] = [];
  const visit = (n: PageNode) => {
    if (!isShown(n)) return;
    if (n.kind === 'text') parts.push(n.text);
    else {
      if (n.tag === 'br') parts.push(' ');
      for (const c of n.children) visit(c);
    }
  };
  visit(b.node);
  return collapse(parts.join(' '));
}

/** The innermost block containing a DOM node (by DOM ancestry), or the page block. */
export function blockOf(bt: BlockTree, node: PageNode): Block {
  const byNode = nodeIndex(bt);
  for (let n: PageNode | null = node; n; n = n.parent) {
    const b = byNode.get(n);
    if (b) return b;
  }
  return bt.root;
}

const indexes = new WeakMap<BlockTree, Map<PageNode, Block>>();
function nodeIndex(bt: BlockTree): Map<PageNode, Block> {
  let m = indexes.get(bt);
  if (!m) {
    m = new Map();
    for (const b of bt.blocks) for (const n of b.nodes) m.set(n, b);
    indexes.set(bt, m);
  }
  return m;
}

/** A JSON-safe view of a block tree (for `extract render --format json`). */
export interface SerializedBlock {
  id: number;
  node: number;
  tag: string;
  box: Box;
  text?: string;
  children?: SerializedBlock[];
}

export function serializeBlock(b: Block, maxText = 80): SerializedBlock {
  const out: SerializedBlock = { id: b.id, node: b.node.id, tag: b.node.tag, box: b.box };
  const t = blockText(b);
  if (t) out.text = t.length > maxText ? `${t.slice(0, maxText - 1)}…` : t;
  if (b.children.length) out.children = b.children.map((c) => serializeBlock(c, maxText));
  return out;
}
