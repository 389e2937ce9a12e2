/**
 * Heading detection (issue 4 item 1): h1–h6, short bold / large-font lines, `dt`, card/panel titles,
 * table column headers (`th` or a header-like first row), single-cell group rows of schedule tables, and
 * 1990s bold lead-ins (`<b>Coursework:</b>` followed by a list). Works on a static tree (tags only) and uses
 * `style` (font size / weight) when the tree was rendered. Each heading gets the part of the page it
 * introduces: its *scope* (following content up to the next heading of the same or higher rank) or, for a
 * column header, its table column.
 */
import type { PageNode, PageTree } from '../page/tree.js';
import { fold, isBlock, nodeText } from './lexicon.js';

export type HeadingKind = 'h' | 'bold' | 'leadin' | 'dt' | 'card' | 'caption' | 'colheader' | 'rowgroup';

export interface Heading {
  node: PageNode;
  /** Text as shown (whitespace collapsed). */
  text: string;
  kind: HeadingKind;
  /** Rank: 1–6 for h1–h6, 7 for bold/lead-in/card lines, 8 for `dt`; table headings 9. Lower ranks enclose higher. */
  rank: number;
  /** For column headers and group rows: the table model. */
  table?: TableModel;
  /** Column index of a column header. */
  col?: number;
  /** Scope of a non-table heading: pre-order node-id range [from, to] of the content it introduces. */
  from: number;
  to: number;
  /** Nearest enclosing non-table heading (lower rank, earlier). */
  parent?: Heading;
  /** Index in the page's heading list. */
  index: number;
}

export interface TableModel {
  table: PageNode;
  /** A single spanning cell above the header row (a calendar month, a table title). */
  titleRow?: PageNode;
  headerRow?: PageNode;
  /** Body rows (header row excluded), each as cells by column (null = no cell starts here). */
  rows: { tr: PageNode; cells: (PageNode | null)[]; group: boolean }[];
  ncols: number;
  /** Header cell per column (null when the header row has no cell there). */
  header: (PageNode | null)[];
  /** Weekday header: a calendar grid. */
  calendar: boolean;
}

const H = /^h([1-6])$/;
const BOLD_TAGS = new Set(['b', 'strong']);
const CARD_CLASS =
  /(^|[\s_-])(card|panel|box|callout|accordion|module)[-_]?(title|header|heading)\b|(^|\s)(title|heading|section-title|header-title)(\s|$)|(^|\s)(page|post|entry|article|content)(__|-|_)(title|heading)(\s|$)/i;
const MAX_HEADING = 120;

/** Index of the last pre-order descendant of `n`. */
export function lastId(n: PageNode): number {
  let x = n;
  while (x.children.length) x = x.children[x.children.length - 1];
  return x.id;
}

function isBold(n: PageNode): boolean {
  if (n.style) return n.style.fontWeight >= 600;
  return BOLD_TAGS.has(n.tag);
}

function hasAncestor(n: PageNode, tags: Set<string>, stopAt?: PageNode): boolean {
  for (let p = n.parent; p && p !== stopAt; p = p.parent) if (tags.has(p.tag)) return true;
  return false;
}

const ITEMISH = new Set(['li', 'a', 'dd', 'button', 'label', 'option']);

/** Inside a list item, link, or a small table cell (a big cell is page layout, as in 1990s pages). */
function inItem(n: PageNode): boolean {
  for (let p = n.parent; p; p = p.parent) {
    if (ITEMISH.has(p.tag)) return true;
    if ((p.tag === 'td' || p.tag === 'th') && nodeText(p).length < 200) return true;
  }
  return false;
}

/** Rows of a table that belong to it (not to nested tables). */
function tableRows(table: PageNode): PageNode[] {
  const rows: PageNode[] = [];
  const visit = (n: PageNode) => {
    for (const c of n.children) {
      if (c.tag === 'tr') rows.push(c);
      else if (c.tag === 'thead' || c.tag === 'tbody' || c.tag === 'tfoot') visit(c);
    }
  };
  visit(table);
  return rows;
}

function cellsOf(tr: PageNode): PageNode[] {
  return tr.children.filter((c) => c.tag === 'td' || c.tag === 'th');
}

function span(c: PageNode): number {
  const s = parseInt(c.attrs.colspan ?? '1', 10);
  return Number.isFinite(s) && s > 0 ? Math.min(s, 20) : 1;
}

/** Cells placed by column (colspan expanded to the first column only). */
function gridRow(tr: PageNode): (PageNode | null)[] {
  const out: (PageNode | null)[] = [];
  for (const c of cellsOf(tr)) {
    out.push(c);
    for (let k = 1; k < span(c); k++) out.push(null);
  }
  return out;
}

const WEEKDAYS = /^(s|m|t|w|th|r|f|sa|su|mon|tue|wed|thu|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|seg|ter|qua|qui|sex|sab|dom|lun|mar|mer|jeu|ven|sam|dim)\.?$/;

function headerLike(tr: PageNode, rows: PageNode[]): boolean {
  const cells = cellsOf(tr);
  if (cells.length < 2) return false;
  if (cells.every((c) => c.tag === 'th')) return true;
  if (tr.parent?.tag === 'thead') return true;
  const texts = cells.map((c) => nodeText(c));
  if (texts.some((t) => t.length > 40)) return false;
  if (cells.some((c) => hasLink(c))) return false;
  if (texts.filter((t) => t).length < 2) return false;
  const allBold = cells.every((c) => !nodeText(c) || boldWhole(c));
  if (allBold) return true;
  // A first row with no digits over a body with digits (dates, numbers) reads as a header.
  if (rows.length >= 3 && !texts.some((t) => /\d/.test(t))) {
    const digitRows = rows.slice(1).filter((r) => /\d/.test(nodeText(r))).length;
    return digitRows >= (rows.length - 1) / 2;
  }
  return false;
}

function hasLink(n: PageNode): boolean {
  if (n.tag === 'a' && n.href) return true;
  return n.children.some(hasLink);
}

/** The whole text of `n` is inside bold elements (or the node itself renders bold). */
function boldWhole(n: PageNode): boolean {
  if (n.style && n.style.fontWeight >= 600) return true;
  const t = nodeText(n);
  if (!t) return false;
  let boldLen = 0;
  const visit = (x: PageNode) => {
    if (x.kind === 'element' && isBold(x)) {
      boldLen += nodeText(x).length;
      return;
    }
    for (const c of x.children) visit(c);
  };
  visit(n);
  return boldLen >= t.length - 1;
}

export function buildTableModel(table: PageNode): TableModel | null {
  const rows = tableRows(table);
  if (rows.length < 1 || (rows.length < 2 && !headerLike(rows[0], rows))) return null;
  let headerRow: PageNode | undefined;
  let start = 0;
  // the header row is the first non-empty row when it looks like one
  while (start < rows.length - 1 && !nodeText(rows[start])) start++;
  if (rows.length === 1 && !headerLike(rows[0], rows)) return null;
  let titleRow: PageNode | undefined;
  const first = cellsOf(rows[start]).filter((c) => nodeText(c));
  if (first.length === 1 && span(first[0]) >= 2 && rows[start + 1] && headerLike(rows[start + 1], rows.slice(start + 1))) {
    // a title row spanning the table ("January") above the column headers (a month of a calendar grid)
    titleRow = rows[start];
    start++;
  }
  if (headerLike(rows[start], rows.slice(start))) headerRow = rows[start];
  const body = rows.slice(headerRow ? start + 1 : start);
  const header = headerRow ? gridRow(headerRow) : [];
  let ncols = header.length;
  const grid = body.map((tr) => {
    const cells = gridRow(tr);
    ncols = Math.max(ncols, cells.length);
    return { tr, cells, group: false };
  });
  for (const r of grid) {
    const nonEmpty = cellsOf(r.tr).filter((c) => nodeText(c));
    r.group =
      (ncols >= 3 && nonEmpty.length === 1 && (span(nonEmpty[0]) >= 2 || cellsOf(r.tr).length === 1)) ||
      (/(^|[\s_-])(week|group|section|unit|module)?-?(header|heading|group)\b/i.test(r.tr.attrs.class ?? '') && !hasLink(r.tr));
  }
  const calendar = header.filter((c) => c && WEEKDAYS.test(fold(nodeText(c)))).length >= 5;
  return { table, titleRow, headerRow, rows: grid, ncols, header, calendar };
}

function rankOf(kind: HeadingKind, n: PageNode): number {
  if (kind === 'h') return +H.exec(n.tag)![1];
  if (kind === 'dt') return 8;
  if (kind === 'caption' || kind === 'colheader' || kind === 'rowgroup') return 9;
  return 7;
}

/** Is this node the first visible content of its block (a lead-in)? */
function leadsBlock(n: PageNode): PageNode | null {
  let p = n.parent;
  let child = n;
  while (p && !isBlock(p.tag)) {
    child = p;
    p = p.parent;
  }
  if (!p) return null;
  const idx = p.children.indexOf(child);
  for (let k = 0; k < idx; k++) if (nodeText(p.children[k])) return null;
  return p;
}

/** Detect the headings of a page, in document order, with their scopes. */
export function detectHeadings(tree: PageTree): Heading[] {
  const found: { node: PageNode; kind: HeadingKind; table?: TableModel; col?: number }[] = [];
  const taken = new Set<PageNode>();
  const bodyFont = tree.rendered ? medianFont(tree) : 0;

  const add = (node: PageNode, kind: HeadingKind, extra: { table?: TableModel; col?: number } = {}) => {
    // one heading per element: an outer heading with the same text absorbs inner ones (<h2><b>X</b></h2>)
    for (let p: PageNode | null = node; p; p = p.parent) if (taken.has(p)) return;
    taken.add(node);
    found.push({ node, kind, ...extra });
  };

  for (const n of tree.nodes) {
    if (n.kind !== 'element') continue;
    const tag = n.tag;
    if (tag === 'table') {
      const tm = buildTableModel(n);
      if (!tm) continue;
      if (tm.titleRow) add(cellsOf(tm.titleRow).find((c) => nodeText(c))!, 'caption', { table: tm });
      if (tm.headerRow) {
        tm.header.forEach((c, col) => {
          if (c && nodeText(c) && nodeText(c).length <= MAX_HEADING) add(c, 'colheader', { table: tm, col });
        });
      }
      for (const r of tm.rows) if (r.group) add(r.tr, 'rowgroup', { table: tm });
      continue;
    }
    // only heading-capable elements get their text computed (a page root's text is the whole page)
    const styled = !!n.style && isBlock(tag) && (n.style.fontWeight >= 600 || (bodyFont > 0 && n.style.fontSize >= bodyFont * 1.25));
    if (!(H.test(tag) || tag === 'dt' || tag === 'caption' || tag === 'blockquote' || BOLD_TAGS.has(tag) || styled || CARD_CLASS.test(n.attrs.class ?? '')))
      continue;
    const text = nodeText(n);
    if (!text || text.length > MAX_HEADING) continue;
    if (H.test(tag)) add(n, 'h');
    else if (tag === 'dt') add(n, 'dt');
    else if (tag === 'caption') add(n, 'caption');
    else if (CARD_CLASS.test(n.attrs.class ?? '') && !inItem(n) && text.length <= 80) add(n, 'card');
    else if (tag === 'blockquote' && text.length <= 60 && !hasLink(n)) add(n, 'bold');
    else if ((BOLD_TAGS.has(tag) || (n.style && isBlock(tag) && n.style.fontWeight >= 600)) && text.length <= 80) {
      if (inItem(n) || hasAncestor(n, new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']))) continue;
      const block = leadsBlock(n);
      if (!block) continue;
      const blockText = nodeText(block);
      if (blockText.length <= text.length + 1) add(n, 'bold');
      else if (/[:：]\s*$/.test(text) || nextIsBreak(n)) add(n, 'leadin');
    } else if (bodyFont && n.style && isBlock(tag) && n.style.fontSize >= bodyFont * 1.25 && text.length <= 80 && !inItem(n)) {
      // rendered: a large-font line with no heading tag
      if (n.children.every((c) => c.kind === 'text' || !isBlock(c.tag))) add(n, 'bold');
    }
  }
  found.sort((a, b) => a.node.id - b.node.id);

  const headings: Heading[] = found.map((f, index) => ({
    node: f.node,
    text: nodeText(f.node),
    kind: f.kind,
    rank: rankOf(f.kind, f.node),
    table: f.table,
    col: f.col,
    from: lastId(f.node) + 1,
    to: lastId(f.node),
    index,
  }));
  assignScopes(headings, tree);
  return headings;
}

function nextIsBreak(n: PageNode): boolean {
  const p = n.parent;
  if (!p) return false;
  const idx = p.children.indexOf(n);
  const next = p.children[idx + 1];
  return !!next && (next.tag === 'br' || next.tag === 'ul' || next.tag === 'ol');
}

function medianFont(tree: PageTree): number {
  const sizes: number[] = [];
  for (const n of tree.nodes) if (n.kind === 'text' && n.parent?.style) sizes.push(n.parent.style.fontSize);
  if (!sizes.length) return 0;
  sizes.sort((a, b) => a - b);
  return sizes[sizes.length >> 1];
}

/**
 * Scope: from the end of the heading to just before the next non-table heading of the same or a higher
 * rank, and never past the heading's container (the nearest ancestor with content after the heading), so
 * a sidebar heading does not swallow the main column.
 */
function assignScopes(headings: Heading[], tree: PageTree): void {
  const flow = headings.filter((h) => h.rank <= 8);
  for (let i = 0; i < flow.length; i++) {
    const h = flow[i];
    let end = tree.nodes.length - 1;
    for (let j = i + 1; j < flow.length; j++) {
      if (flow[j].rank <= h.rank) {
        end = flow[j].node.id - 1;
        break;
      }
    }
    // container: climb while the ancestor has no content after the heading
    let c: PageNode | null = h.node.parent;
    const own = lastId(h.node);
    while (c && (lastId(c) === own || !nodeTextAfter(c, own, 3))) c = c.parent;
    if (c) end = Math.min(end, lastId(c));
    if (h.kind === 'dt') {
      // a dt's scope is its dd siblings up to the next dt
      const p = h.node.parent!;
      const idx = p.children.indexOf(h.node);
      let last = own;
      for (let k = idx + 1; k < p.children.length && p.children[k].tag !== 'dt'; k++) last = lastId(p.children[k]);
      end = Math.min(end, last);
    }
    h.from = own + 1;
    h.to = Math.max(own, end);
    // parent: nearest earlier flow heading of lower rank whose scope covers this one
    for (let j = i - 1; j >= 0; j--) {
      if (flow[j].rank < h.rank && flow[j].to >= h.node.id) {
        h.parent = flow[j];
        break;
      }
    }
  }
  // table headings: parent is the flow heading whose scope holds the table
  for (const h of headings) {
    if (h.rank <= 8) continue;
    const id = h.node.id;
    let best: Heading | undefined;
    for (const f of flow) if (f.node.id < id && f.to >= id && (!best || f.node.id > best.node.id)) best = f;
    h.parent = best;
  }
}

/** Does `c` have at least `min` characters of text after node id `after`? */
function nodeTextAfter(c: PageNode, after: number, min: number): boolean {
  let n = 0;
  const visit = (x: PageNode): boolean => {
    if (x.kind === 'text' && x.id > after) n += x.text.trim().length;
    if (n >= min) return true;
    for (const ch of x.children) if (visit(ch)) return true;
    return false;
  };
  return visit(c);
}
