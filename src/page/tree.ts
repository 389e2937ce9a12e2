/**
 * The page model every later stage reads: one tree type for rendered and static pages.
 * Visual fields (`box`, `style`) are present only when the page was rendered.
 */

/** Layout box in CSS px, relative to the document's top-left corner. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The computed style fields the visual features need (seed 004 ch. 6, "rich format"). */
export interface NodeStyle {
  fontSize: number;
  /** Numeric weight: 400 normal, 700 bold. */
  fontWeight: number;
  fontStyle: string;
  textAlign: string;
  display: string;
  visibility: string;
  color: string;
}

/**
 * A gold label from a labeled page (`data-ie-label="<type>.<field>"`, `data-ie-record`).
 * On a text node that came from `<ie-label>`, `start`/`end` delimit the labeled characters
 * inside the node's raw text (the wrapper is removed, so adjacent text merges as in the original page).
 */
export interface Label {
  type: string;
  field: string;
  record: string;
  start?: number;
  end?: number;
  /** Which `<ie-label>` this came from: text nodes covered by one `<ie-label>` share it. */
  span?: number;
}

export type NodeKind = 'element' | 'text';

export interface PageNode {
  /** Pre-order index in `PageTree.nodes`. */
  id: number;
  kind: NodeKind;
  /** Lower-case tag name; `#text` for text nodes. */
  tag: string;
  /** Element attributes (label attributes removed). Empty for text nodes. */
  attrs: Record<string, string>;
  /** Raw text of a text node (entities decoded, whitespace as in the source); '' for elements. */
  text: string;
  children: PageNode[];
  parent: PageNode | null;
  /** Tag names from the root, e.g. `html/body/div/table/tbody/tr/td/#text`. */
  tagPath: string;
  /** Absolute href of an `<a>` / `<area>` (resolved against the page URL / `<base href>`). */
  href?: string;
  /** Absolute src of an `<img>`. */
  src?: string;
  box?: Box;
  style?: NodeStyle;
  /** Gold labels (labeled pages only). */
  labels?: Label[];
  /** `data-ie-section` of a labeled heading / column header. */
  section?: string;
}

export interface PageTree {
  root: PageNode;
  /** All nodes in pre-order; `nodes[n.id] === n`. */
  nodes: PageNode[];
  /** The page's URL (given, from `<base href>`, or canonical link); may be undefined for bare files. */
  url?: string;
  /** Where the page came from: a file path, a URL, or `<string>`. */
  source: string;
  title: string;
  /** True when boxes and styles come from a real layout engine. */
  rendered: boolean;
  /** URLs of the page's iframes (static trees; the elements themselves hold no page text and are dropped). */
  embeds?: string[];
  /** Document width/height in CSS px (rendered pages only). */
  width?: number;
  height?: number;
  /** Viewport width used for layout (rendered pages only). */
  viewportWidth?: number;
}

const WS = /\s+/g;

/** A page's `<body>` element, or its root when it has none (a frameset, a fragment). */
export function bodyOf(tree: PageTree): PageNode {
  return tree.nodes.find((n) => n.tag === 'body') ?? tree.root;
}

/** Whitespace-collapsed text of a node and its descendants (text nodes joined by a space where a block breaks). */
export function textOf(node: PageNode): string {
  const parts: string[] = [];
  collectText(node, parts);
  return parts.join(' ').replace(WS, ' ').trim();
}

function collectText(node: PageNode, out: string[]): void {
  if (node.kind === 'text') {
    out.push(node.text);
    return;
  }
  if (node.tag === 'br') out.push(' ');
  for (const c of node.children) collectText(c, out);
}

/** Collapse whitespace (incl. NBSP) and trim. */
export function collapse(s: string): string {
  return s.replace(/[\s\u00a0]+/g, ' ').trim();
}

/** Visit every node in pre-order. Return `false` from `fn` to skip a node's children. */
export function walk(node: PageNode, fn: (n: PageNode) => boolean | void): void {
  if (fn(node) === false) return;
  for (const c of node.children) walk(c, fn);
}

/** Ancestors of `node`, nearest first. */
export function ancestors(node: PageNode): PageNode[] {
  const out: PageNode[] = [];
  for (let p = node.parent; p; p = p.parent) out.push(p);
  return out;
}

/** Depth of a node (root = 0). */
export function depthOf(node: PageNode): number {
  let d = 0;
  for (let p = node.parent; p; p = p.parent) d++;
  return d;
}

/** Re-number ids and tag paths after a tree was built or edited; returns the pre-order node list. */
export function indexTree(root: PageNode): PageNode[] {
  const nodes: PageNode[] = [];
  const visit = (n: PageNode, parentPath: string) => {
    n.id = nodes.length;
    n.tagPath = parentPath ? `${parentPath}/${n.tag}` : n.tag;
    nodes.push(n);
    for (const c of n.children) {
      c.parent = n;
      visit(c, n.tagPath);
    }
  };
  root.parent = null;
  visit(root, '');
  return nodes;
}

/** A JSON-safe view of a node (no parent pointers), for `extract render --format json`. */
export interface SerializedNode {
  id: number;
  tag: string;
  tagPath: string;
  text?: string;
  attrs?: Record<string, string>;
  href?: string;
  src?: string;
  box?: Box;
  style?: NodeStyle;
  labels?: Label[];
  section?: string;
  children?: SerializedNode[];
}

export function serializeNode(n: PageNode): SerializedNode {
  const out: SerializedNode = { id: n.id, tag: n.tag, tagPath: n.tagPath };
  if (n.kind === 'text') out.text = n.text;
  if (Object.keys(n.attrs).length) out.attrs = n.attrs;
  if (n.href) out.href = n.href;
  if (n.src) out.src = n.src;
  if (n.box) out.box = n.box;
  if (n.style) out.style = n.style;
  if (n.labels) out.labels = n.labels;
  if (n.section) out.section = n.section;
  if (n.children.length) out.children = n.children.map(serializeNode);
  return out;
}
