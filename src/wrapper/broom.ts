/**
 * Brooms (seed 004 §9.1–9.2): a record as a tag-path "stick" from the root to its boundary node plus a
 * "head", the record region — the forest of consecutive sibling sub-trees under the boundary node that
 * covers the record (Def. 12–13). Broom extraction is Algorithm 7, including crossed records whose shared
 * inner nodes become non-exclusive nodes.
 */
import { collapse, type PageNode, type PageTree } from '../page/tree.js';
import { uid, type DNode } from './wrapper.js';

export interface Broom {
  /** Record type (`book`, `lecture`, …). */
  type: string;
  /** Record id on its page. */
  record: string;
  /** Tag path of the boundary node (the broom stick). */
  stick: string;
  /** The record region, selectively copied (the broom head). */
  head: DNode[];
  /** The boundary node on the page. */
  boundary: PageNode;
  /** Page the record came from. */
  source: string;
  /** Boundary-node children before / after the region. */
  lead: number;
  trail: number;
}

/** Record ids labeled inside each node's sub-tree (only nodes that contain any). */
function recordSets(tree: PageTree): Map<PageNode, Set<string>> {
  const sets = new Map<PageNode, Set<string>>();
  for (let k = tree.nodes.length - 1; k >= 0; k--) {
    const n = tree.nodes[k];
    let s: Set<string> | undefined;
    for (const l of n.labels ?? []) (s ??= new Set()).add(l.record);
    for (const c of n.children) {
      const cs = sets.get(c);
      if (cs) {
        s ??= new Set();
        for (const r of cs) s.add(r);
      }
    }
    if (s) sets.set(n, s);
  }
  return sets;
}

function lca(a: PageNode, b: PageNode): PageNode {
  const seen = new Set<PageNode>();
  for (let p: PageNode | null = a; p; p = p.parent) seen.add(p);
  for (let p: PageNode | null = b; p; p = p.parent) if (seen.has(p)) return p;
  return a;
}

/** Extract one broom per record id of a labeled page (Algorithm 7). */
export function extractBrooms(tree: PageTree): Broom[] {
  const sets = recordSets(tree);
  const members = new Map<string, { type: string; nodes: PageNode[] }>();
  for (const n of tree.nodes)
    for (const l of n.labels ?? []) {
      let m = members.get(l.record);
      if (!m) members.set(l.record, (m = { type: l.type, nodes: [] }));
      if (!m.nodes.includes(n)) m.nodes.push(n);
    }
  const out: Broom[] = [];
  for (const [record, { type, nodes }] of members) {
    let boundary = nodes.reduce(lca);
    let region: PageNode[];
    let lead = 0;
    let trail = 0;
    if (nodes.includes(boundary) || !boundary.children.length) {
      // The record is one labeled node: its region is that node under its parent, lifted through
      // single-child ancestors so the region sits among siblings whose position tells records apart
      // (a cell among the row's cells, not a text alone in its cell).
      let only = boundary;
      boundary = only.parent ?? only;
      while (boundary.children.length === 1 && boundary.parent) {
        only = boundary;
        boundary = boundary.parent;
      }
      region = [only];
      const sib = boundary.children;
      lead = Math.max(0, sib.indexOf(only));
      trail = sib.length - 1 - lead;
    } else {
      const kids = boundary.children;
      const has = (c: PageNode) => sets.get(c)?.has(record) ?? false;
      let first = kids.findIndex(has);
      let last = kids.length - 1;
      while (last > first && !has(kids[last])) last--;
      if (first < 0) first = 0;
      region = kids.slice(first, last + 1);
      lead = first;
      trail = kids.length - 1 - last;
    }
    const head: DNode[] = [];
    for (const t of region) {
      const c = selectivelyCopy(t, record, sets);
      if (c) head.push(c);
    }
    out.push({ type, record, stick: boundary.tagPath, head, boundary, source: tree.source, lead, trail });
  }
  return out;
}

/**
 * The broom without its page: the D-nodes' page nodes become a copy of the record region's page sub-trees
 * holding what induction reads of them (kind, tag, text, children: an element's full text, wrapper.ts /
 * align.ts), without parent links, attributes or labels; the boundary node a stub. Induction (WPC, merges,
 * content templates, Algorithm 9) gives the same wrappers; extraction-side uses of a page (hrefs, ancestors)
 * need the real one. `extract induce` keeps only these, so a 200-page run does not hold 200 page trees
 * through its brooms (less memory, less garbage collection).
 */
export function detachBroom(b: Broom): Broom {
  const copies = new Map<PageNode, PageNode>();
  const copy = (n: PageNode): PageNode => {
    let c = copies.get(n);
    if (!c) {
      c = { id: n.id, kind: n.kind, tag: n.tag, attrs: {}, text: n.text, children: [], parent: null, tagPath: n.tagPath };
      copies.set(n, c);
      c.children = n.children.map(copy);
    }
    return c;
  };
  const visit = (d: DNode) => {
    d.page = copy(d.page);
    d.children.forEach(visit);
  };
  b.head.forEach(visit);
  const o = b.boundary;
  return { ...b, boundary: { id: o.id, kind: o.kind, tag: o.tag, attrs: {}, text: '', children: [], parent: null, tagPath: o.tagPath } };
}

/** SelectivelyCopyOneSubtree of Algorithm 7. */
function selectivelyCopy(t: PageNode, record: string, sets: Map<PageNode, Set<string>>): DNode | null {
  const s = sets.get(t);
  if (!s || (s.size === 1 && s.has(record))) return copyWhole(t, record);
  if (!s.has(record)) return null;
  // t holds record i and other records: a non-exclusive node
  const children: DNode[] = [];
  for (const c of t.children) {
    const cc = selectivelyCopy(c, record, sets);
    if (cc) children.push(cc);
  }
  const d: DNode = { uid: uid(), tag: t.tag, children, text: t.text, size: 1 + children.reduce((a, c) => a + c.size, 0), page: t, exclusive: false };
  labelCopy(d, t, record);
  return d;
}

function copyWhole(t: PageNode, record: string): DNode {
  const children = t.children.map((c) => copyWhole(c, record));
  const d: DNode = { uid: uid(), tag: t.tag, children, text: t.text, size: 1 + children.reduce((a, c) => a + c.size, 0), page: t };
  labelCopy(d, t, record);
  return d;
}

function labelCopy(d: DNode, t: PageNode, record: string): void {
  const l = t.labels?.find((x) => x.record === record);
  if (!l) return;
  d.label = l.field;
  if (t.kind === 'text' && l.start !== undefined && l.end !== undefined) {
    const pre = collapse(t.text.slice(0, l.start));
    const post = collapse(t.text.slice(l.end));
    if (pre) d.pre = pre;
    if (post) d.post = post;
    d.sample = collapse(t.text.slice(l.start, l.end));
  }
}
