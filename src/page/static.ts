/**
 * Static loading: HTML → PageTree with parse5 (jsdom's own parser), no layout.
 * This is the hot path for wrapper application: ≈2 ms/page where jsdom costs ≈35 ms.
 */
import type { TreeAdapter } from 'parse5';
import { decodeHTML } from 'entities';
import type { LoadedPage } from './load.js';
import { LabelError, parseLabelValue, SECTION_TYPES, stripLabelMarkup, type LabelRange } from './labels.js';
import { textOf, type Label, type PageNode, type PageTree } from './tree.js';
import { parseDocument } from './tokenizer.js';

/** Elements whose content is never page text. */
export const SKIP_ELEMENTS: ReadonlySet<string> = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed']);
const SKIP = SKIP_ELEMENTS;
const LABEL_ATTRS = ['data-ie-label', 'data-ie-record', 'data-ie-section'];


export interface StaticOptions {
  /** Read gold labels (`data-ie-*`, `<ie-label>`); default true. */
  labels?: boolean;
}

/** Resolve a link against the page's base URL; the raw value when it cannot be resolved. */
export function resolveUrl(href: string, base: string | undefined): string {
  const h = href.trim();
  if (!base) return h;
  try {
    return new URL(h, base).href;
  } catch {
    return h;
  }
}

function decodedLength(src: string): number {
  return decodeHTML(src).replace(/\r\n?/g, '\n').length;
}

/** Parse a loaded page into a PageTree without layout. */
export function parseStatic(page: LoadedPage, opts: StaticOptions = {}): PageTree {
  try {
    return parseStaticWith(page, opts, false);
  } catch (e) {
    // Source locations cost ~10% of a parse; they are only needed for <ie-label> ranges (always parsed with
    // them) and for the line number of a label error, so re-parse with them only when an error needs one.
    if (e instanceof LabelError && e.line === 0) return parseStaticWith(page, opts, true);
    throw e;
  }
}

/*
 * parse5 builds PageNodes directly through a tree adapter (no default parse5 tree, no second copy).
 * During the parse a node's `id` is its creation index into the side arrays below (parse5's own tag name,
 * namespace, attribute list, source location, template content); comments are placeholder nodes so that text
 * on both sides of a comment stays two text nodes, as in the DOM. `finish` then walks the tree once in
 * pre-order: it drops comments, whitespace-only text and SKIP_ELEMENTS, numbers the nodes, sets parents and
 * tag paths, and turns attribute lists into records (reading labels) exactly as a DOM walk would.
 */
const COMMENT = '#comment' as PageNode['kind'];
const FRAGMENT = '#fragment' as PageNode['kind'];
const DOCUMENT = '#document' as PageNode['kind'];
/** Placeholder `attrs` / `children` of nodes still being parsed (replaced before a node is kept). */
const NO_ATTRS: Record<string, string> = Object.freeze({}) as Record<string, string>;
const NO_CHILDREN: PageNode[] = Object.freeze([]) as unknown as PageNode[];

interface P5Attr {
  name: string;
  value: string;
}
interface P5Loc {
  startOffset: number;
  endOffset: number;
  startLine: number;
}

/**
 * Per-parse state of the adapter (parse5 parses synchronously, so one module-level state is enough). While
 * parsing, an element keeps parse5's tag name in `tagPath`, its namespace in `text` and parse5's attribute list
 * in `attrs`; `finish` replaces all three. Source locations and template contents live in side arrays by `id`.
 */
let p5Count = 0;
let p5Loc: (P5Loc | undefined)[] = [];
let p5Content: (PageNode | undefined)[] = [];
let p5Mode = 'no-quirks';
let p5Bases = 0;

function newNode(kind: PageNode['kind'], tag: string, p5tag: string, ns: string, attrs: P5Attr[], text: string, children: PageNode[]): PageNode {
  return { id: p5Count++, kind, tag, attrs: attrs as unknown as Record<string, string>, text: kind === 'text' ? text : ns, children, parent: null, tagPath: p5tag };
}
const p5AttrsOf = (el: PageNode): P5Attr[] => el.attrs as unknown as P5Attr[];

const EMPTY_ATTRS: P5Attr[] = [];

function appendChild(parent: PageNode, node: PageNode): void {
  parent.children.push(node);
  node.parent = parent;
}

// Only what parse5's parser calls is implemented with care; the rest mirrors parse5's default adapter.
const adapter = {
  createDocument(): PageNode {
    return newNode(DOCUMENT, '#document', '#document', '', EMPTY_ATTRS, '', []);
  },
  createDocumentFragment(): PageNode {
    return newNode(FRAGMENT, '#document-fragment', '#document-fragment', '', EMPTY_ATTRS, '', []);
  },
  createElement(tagName: string, namespaceURI: string, attrs: P5Attr[]): PageNode {
    if (tagName === 'base') p5Bases++;
    return newNode('element', tagName.toLowerCase(), tagName, namespaceURI, attrs, '', []);
  },
  createCommentNode(_data: string): PageNode {
    return newNode(COMMENT, '#comment', '#comment', '', EMPTY_ATTRS, '', NO_CHILDREN);
  },
  createTextNode(value: string): PageNode {
    return newNode('text', '#text', '#text', '', EMPTY_ATTRS, value, NO_CHILDREN);
  },
  appendChild,
  insertBefore(parent: PageNode, node: PageNode, ref: PageNode): void {
    parent.children.splice(parent.children.indexOf(ref), 0, node);
    node.parent = parent;
  },
  setTemplateContent(tmpl: PageNode, content: PageNode): void {
    p5Content[tmpl.id] = content;
  },
  getTemplateContent(tmpl: PageNode): PageNode | undefined {
    return p5Content[tmpl.id];
  },
  setDocumentType(): void {
    // the doctype is not part of the PageTree; the document mode (set separately) is all parse5 needs
  },
  setDocumentMode(_doc: PageNode, mode: string): void {
    p5Mode = mode;
  },
  getDocumentMode(): string {
    return p5Mode;
  },
  detachNode(node: PageNode): void {
    const p = node.parent;
    if (p) {
      p.children.splice(p.children.indexOf(node), 1);
      node.parent = null;
    }
  },
  insertText(parent: PageNode, text: string): void {
    const c = parent.children;
    if (c.length > 0) {
      const prev = c[c.length - 1];
      if (prev.kind === 'text') {
        prev.text += text;
        return;
      }
    }
    appendChild(parent, adapter.createTextNode(text));
  },
  insertTextBefore(parent: PageNode, text: string, ref: PageNode): void {
    const c = parent.children;
    const prev = c[c.indexOf(ref) - 1];
    if (prev && prev.kind === 'text') prev.text += text;
    else adapter.insertBefore(parent, adapter.createTextNode(text), ref);
  },
  adoptAttributes(recipient: PageNode, attrs: P5Attr[]): void {
    const list = p5AttrsOf(recipient);
    const names = new Set(list.map((a) => a.name));
    for (const a of attrs) if (!names.has(a.name)) list.push(a);
  },
  getFirstChild(node: PageNode): PageNode | undefined {
    return node.children[0];
  },
  getChildNodes(node: PageNode): PageNode[] {
    return node.children;
  },
  getParentNode(node: PageNode): PageNode | null {
    return node.parent;
  },
  getAttrList: p5AttrsOf,
  getTagName(el: PageNode): string {
    return el.tagPath;
  },
  getNamespaceURI(el: PageNode): string {
    return el.text;
  },
  getTextNodeContent(node: PageNode): string {
    return node.text;
  },
  getCommentNodeContent(): string {
    return '';
  },
  getDocumentTypeNodeName(): string {
    return '';
  },
  getDocumentTypeNodePublicId(): string {
    return '';
  },
  getDocumentTypeNodeSystemId(): string {
    return '';
  },
  isTextNode(node: PageNode): boolean {
    return node.kind === 'text';
  },
  isCommentNode(node: PageNode): boolean {
    return node.kind === COMMENT;
  },
  isDocumentTypeNode(): boolean {
    return false;
  },
  isElementNode(node: PageNode): boolean {
    return node.kind === 'element';
  },
  setNodeSourceCodeLocation(node: PageNode, loc: P5Loc | null): void {
    if (loc && node.kind !== DOCUMENT) p5Loc[node.id] = { startOffset: loc.startOffset, endOffset: loc.endOffset, startLine: loc.startLine };
  },
  getNodeSourceCodeLocation(node: PageNode): P5Loc | undefined {
    return p5Loc[node.id];
  },
  updateNodeSourceCodeLocation(node: PageNode, loc: Partial<P5Loc>): void {
    // Only a text node's end moves for us (text appended to it); an element keeps its start line.
    const cur = p5Loc[node.id];
    if (cur && node.kind === 'text' && loc.endOffset !== undefined) cur.endOffset = loc.endOffset;
  },
};
const P5_OPTS = { treeAdapter: adapter as unknown as TreeAdapter, sourceCodeLocationInfo: false };
const P5_OPTS_LOC = { treeAdapter: adapter as unknown as TreeAdapter, sourceCodeLocationInfo: true };

function parseToNodes(src: string, withLocations: boolean): PageNode {
  p5Count = 0;
  p5Loc = [];
  p5Content = [];
  p5Mode = 'no-quirks';
  p5Bases = 0;
  return parseDocument(src, withLocations ? P5_OPTS_LOC : P5_OPTS) as unknown as PageNode;
}

function findFirst(n: PageNode, p5tag: string): PageNode | undefined {
  if (n.kind === 'element' && n.tagPath === p5tag) return n;
  for (const c of n.children) {
    const f = findFirst(c, p5tag);
    if (f) return f;
  }
  return undefined;
}

const NOT_SPACE = /\S/;

/** Deepest nesting kept in a page tree (Chromium's HTML parser nests elements at most 512 deep). */
export const MAX_TREE_DEPTH = 512;
/** Below this many levels from the limit, deep chains are flattened; smaller subtrees (a link and its text) stay whole. */
const KEEP = 32;

/**
 * A page nested deeper than {@link MAX_TREE_DEPTH} (a modern web's page of 20,000 open `<div>`s overflowed the
 * stack of the first recursive tree walk): under each node at depth MAX − KEEP, a child whose subtree is too
 * deep is left empty and its children follow it as siblings, in document order, until what remains fits;
 * subtrees that fit (a link and its text) keep their shape. Text and links are all kept, and every later tree
 * walk may recurse.
 */
function capDepth(doc: PageNode): void {
  const top = MAX_TREE_DEPTH - KEEP;
  const stack: PageNode[] = [doc];
  const depths: number[] = [0];
  while (stack.length) {
    const n = stack.pop()!;
    const d = depths.pop()!;
    const children = n.children;
    if (!children || !children.length) continue;
    if (d < top) for (let i = 0; i < children.length; i++) (stack.push(children[i]), depths.push(d + 1));
    else flattenUnder(n);
  }
}

function flattenUnder(n: PageNode): void {
  // subtree heights, post-order without recursion
  const height = new Map<PageNode, number>();
  const todo: PageNode[] = [n];
  const order: PageNode[] = [];
  while (todo.length) {
    const x = todo.pop()!;
    order.push(x);
    for (const c of x.children ?? []) todo.push(c);
  }
  for (let i = order.length - 1; i >= 0; i--) {
    let h = 0;
    for (const c of order[i].children ?? []) h = Math.max(h, (height.get(c) ?? 0) + 1);
    height.set(order[i], h);
  }
  if (height.get(n)! <= KEEP - 1) return;
  const out: PageNode[] = [];
  const rest = [...n.children].reverse();
  while (rest.length) {
    const c = rest.pop()!;
    out.push(c);
    if ((height.get(c) ?? 0) <= KEEP - 2) continue;
    const cc = c.children;
    c.children = [];
    for (let i = cc.length - 1; i >= 0; i--) rest.push(cc[i]);
  }
  n.children = out;
}

function parseStaticWith(page: LoadedPage, opts: StaticOptions, forceLocations: boolean): PageTree {
  const file = page.source;
  const readLabels = opts.labels !== false;
  const stripped = readLabels ? stripLabelMarkup(page.html, file) : { html: page.html, ranges: [], labeled: false };
  const src = stripped.html;
  const withLocations = forceLocations || stripped.ranges.length > 0;
  const doc = parseToNodes(src, withLocations);
  capDepth(doc);

  // <base href> decides how relative links resolve (it may itself be relative to the page URL).
  let baseUrl = page.url;
  if (p5Bases > 0) {
    const baseEl = findFirst(doc, 'base');
    const baseHref = baseEl && p5AttrsOf(baseEl).find((a) => a.name === 'href')?.value;
    if (baseHref) baseUrl = resolveUrl(baseHref, page.url) || page.url;
  }
  const resolved = new Map<string, string>();
  const resolve = (href: string): string => {
    let r = resolved.get(href);
    if (r === undefined) {
      r = resolveUrl(href, baseUrl);
      resolved.set(href, r);
    }
    return r;
  };

  const ranges = stripped.ranges;
  const recordTypes = new Map<string, { type: string; line: number }>();
  const checkRecord = (l: Label, line: number) => {
    const prev = recordTypes.get(l.record);
    if (prev && prev.type !== l.type)
      throw new LabelError(file, line, `record id "${l.record}" is used for both "${prev.type}" and "${l.type}"`);
    if (!prev) recordTypes.set(l.record, { type: l.type, line });
  };
  for (const r of ranges) checkRecord(r, r.line);

  const nodes: PageNode[] = [];
  const locs = p5Loc;
  let title: PageNode | undefined;
  /** `<iframe src>` of the page: dropped from the tree (no page text), kept as links. */
  const embeds: string[] = [];

  /** Attributes, labels and links of a kept element (read in pre-order, so label errors come in page order). */
  const readElement = (node: PageNode, p5id: number) => {
    const tag = node.tag;
    const list = p5AttrsOf(node);
    const attrs: Record<string, string> = {};
    let labelValue: string | undefined;
    let record = '1';
    let section: string | undefined;
    let hasLabelAttr = false;
    for (let i = 0; i < list.length; i++) {
      const a = list[i];
      const name = a.name;
      if (name.length > 8 && name.charCodeAt(0) === 100 /* d */ && name.startsWith('data-ie-')) {
        if (name === 'data-ie-label') {
          labelValue = a.value;
          hasLabelAttr = true;
          continue;
        } else if (name === 'data-ie-record') {
          record = a.value.trim() || '1';
          hasLabelAttr = true;
          continue;
        } else if (name === 'data-ie-section') {
          section = a.value.trim();
          hasLabelAttr = true;
          continue;
        }
      }
      attrs[name] = a.value;
    }
    node.attrs = attrs;
    node.text = '';
    if (readLabels && (labelValue !== undefined || section !== undefined)) {
      const line = locs[p5id]?.startLine ?? 0;
      if (labelValue !== undefined) {
        const { type, field } = parseLabelValue(labelValue, file, line);
        const label: Label = { type, field, record };
        checkRecord(label, line);
        node.labels = [label];
      }
      if (section !== undefined) {
        if (!(SECTION_TYPES as readonly string[]).includes(section))
          throw new LabelError(file, line, `unknown data-ie-section "${section}" (expected ${SECTION_TYPES.join(' | ')})`);
        node.section = section;
      }
    } else if (!readLabels && hasLabelAttr) {
      // keep the page's own attributes untouched when labels are not read
      for (const a of list) if (LABEL_ATTRS.includes(a.name)) attrs[a.name] = a.value;
    }
    if ((tag === 'a' || tag === 'area') && attrs.href !== undefined) node.href = resolve(attrs.href);
    if (tag === 'img' && attrs.src !== undefined) node.src = resolve(attrs.src);
    if (title === undefined && tag === 'title') title = node;
  };

  /** Keep `node` (an element): number it, then filter and visit its children in place. */
  const visit = (node: PageNode, tagPath: string) => {
    readElement(node, node.id);
    node.id = nodes.length;
    node.tagPath = tagPath;
    nodes.push(node);
    const children = node.children;
    let k = 0;
    for (let i = 0; i < children.length; i++) {
      const c = children[i];
      if (c.kind === 'text') {
        if (!NOT_SPACE.test(c.text)) continue;
        const loc = locs[c.id];
        c.attrs = {};
        c.children = [];
        c.parent = node;
        c.id = nodes.length;
        c.tagPath = tagPath + '/#text';
        nodes.push(c);
        if (loc && ranges.length) attachRanges(c, loc, ranges, src);
        children[k++] = c;
      } else if (c.kind === 'element') {
        if (SKIP.has(c.tag)) {
          if (c.tag === 'iframe') {
            const src = p5AttrsOf(c).find((a) => a.name === 'src')?.value.trim();
            if (src && !/^(about|javascript|data):/i.test(src)) embeds.push(resolve(src));
          }
          continue;
        }
        c.parent = node;
        children[k++] = c;
        visit(c, tagPath + '/' + c.tag);
      }
    }
    children.length = k;
  };

  let root = doc.children.find((c) => c.kind === 'element' && c.tagPath === 'html');
  if (root && SKIP.has(root.tag)) root = undefined;
  if (root) {
    root.parent = null;
    visit(root, root.tag);
  } else {
    root = emptyRoot();
    nodes.push(root);
    root.tagPath = root.tag;
  }
  return {
    root,
    nodes,
    url: page.url,
    source: page.source,
    title: title ? textOf(title) : '',
    rendered: false,
    ...(embeds.length ? { embeds } : {}),
  };
}

function emptyRoot(): PageNode {
  return { id: 0, kind: 'element', tag: 'html', attrs: {}, text: '', children: [], parent: null, tagPath: '' };
}

/** Map labeled source ranges onto the decoded text of one text node. */
function attachRanges(node: PageNode, loc: P5Loc, ranges: LabelRange[], src: string): void {
  const ts = loc.startOffset;
  const te = loc.endOffset;
  for (const r of ranges) {
    if (r.start >= te) break;
    if (r.end <= ts) continue;
    const s = Math.max(r.start, ts);
    const e = Math.min(r.end, te);
    const start = decodedLength(src.slice(ts, s));
    const end = start + decodedLength(src.slice(s, e));
    if (!/\S/.test(node.text.slice(start, end))) continue;
    (node.labels ??= []).push({ type: r.type, field: r.field, record: r.record, start, end, span: r.span });
  }
}

/** Convenience: load-free parse of an HTML string (tests, tools). */
export function parseHtml(html: string, url?: string, source = '<string>', opts: StaticOptions = {}): PageTree {
  return parseStatic({ source, html, url, charset: 'utf-8', charsetSource: 'string' }, opts);
}

/**
 * A live DOM (jsdom) for the few callers that need one (querySelector, DOM mutation): ≈35 ms/page against
 * parse5's ≈2 ms, so never on the hot path. Scripts do not run; the page URL resolves relative links.
 * jsdom is imported lazily so that loading this module stays cheap.
 */
export async function liveDom(page: LoadedPage): Promise<import('jsdom').JSDOM> {
  const { JSDOM } = await import('jsdom');
  const html = stripLabelMarkup(page.html, page.source).html;
  return new JSDOM(html, { url: page.url && /^https?:|^file:/i.test(page.url) ? page.url : undefined, contentType: 'text/html' });
}
