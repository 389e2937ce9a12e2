/**
 * Wrapper library of a site (seed 004 §9.3): wrappers hang off a tag-path directory (Fig. 9.7) built by
 * merging the sticks' common prefixes; extraction walks the DOM tree and the directory together
 * (Algorithm 8) and, at every boundary node, repeatedly takes the best-matching wrapper (smallest Ψ, at most
 * the alignment threshold θ) until none matches. DOM nodes mapped to exclusive wrapper nodes are marked
 * matched and cannot serve another record; nodes under non-exclusive nodes stay available (crossed records).
 */
import { collapse, textOf, type PageNode, type PageTree } from '../page/tree.js';
import { psi, WDAligner, type Pair } from './align.js';
import type { Broom } from './broom.js';
import { stripTemplate, valueText } from './template.js';
import { carries, dateShape, fitsPattern, isDayOff, namesOtherType, shapeOf, valuePattern } from './pattern.js';
import type { ExtractedRecord, FieldValue } from './record.js';
import { DEFAULT_EPSILON, wpc } from './wpc.js';
import { forestWeight, fullText, toDTree, type DNode, type WNode } from './wrapper.js';

/** A record-level wrapper: broom stick (tag path) + head (wrapper forest). */
export interface Wrapper {
  /** Unique within the library, e.g. `book-1`. */
  id: string;
  /** Record type it extracts. */
  type: string;
  /** Tag path of the boundary node, e.g. `html/body/div/table/tbody/tr`. */
  stick: string;
  /** Wrapper forest matched against the boundary node's children. */
  head: WNode[];
  /** Wrapper level: number of labeled records it was learned from. */
  level: number;
  /** Mean number of records of this wrapper per training page (performance prediction, eq. 10.3). */
  perPage?: number;
  /**
   * Position of the record region among the boundary node's children, when every training region had the
   * same: `lead` siblings before it / `trail` after it. A fixed end is aligned exactly there; only an
   * unfixed end may skip DOM siblings for free (several records under one boundary node, Fig. 9.5). Without
   * this a region that spans all children could lose its tail to a free skip, and a one-cell record would
   * match every cell of a row.
   */
  lead?: number;
  trail?: number;
  /**
   * Content template per field (§9.4, pattern.ts): the words every training value starts with before a
   * number (`lecture` for "Lecture 3", "Lecture 4"); a candidate record whose value lacks them is rejected.
   */
  patterns?: Record<string, string>;
  /** Character-class shape of every training value of a date field (`a, 9/9`), pattern.ts; others rejected. */
  shapes?: Record<string, string>;
  /**
   * Anchor text per link field when every training link had the same one ("Blank Notes" among "Script",
   * "Class Script"): of several anchors in a record, the one with this text is the link (template text, §9.4).
   */
  anchors?: Record<string, string>;
  /** Set when no training title was a day off (pattern.ts isDayOff): candidate titles that are get rejected. */
  noDaysOff?: boolean;
}

export interface WrapperLibrary {
  site: string;
  wrappers: Wrapper[];
  /** ε used by WPC when the library was induced. */
  epsilon: number;
  /** Alignment threshold θ used at extraction (Ψ ≤ θ accepts a record). */
  theta: number;
  /** Training pages seen, and records per page (performance prediction). */
  pages: number;
  records: number;
}

/** Default extraction threshold θ. */
export const DEFAULT_THETA = 0.5;

export interface InduceOptions {
  /** WPC distance threshold ε. */
  epsilon?: number;
  /** Extraction threshold θ stored in the library. */
  theta?: number;
}

/** Cluster brooms by (type, tag path), run WPC per group, and collect the wrappers into a library. */
export function induceLibrary(site: string, brooms: Broom[], pages: number, opts: InduceOptions = {}): WrapperLibrary {
  const groups = new Map<string, Broom[]>();
  for (const b of brooms) {
    const k = `${b.type}\u0000${b.stick}`;
    let g = groups.get(k);
    if (!g) groups.set(k, (g = []));
    g.push(b);
  }
  const wrappers: Wrapper[] = [];
  const count = new Map<string, number>();
  for (const g of groups.values()) {
    for (const c of wpc(g, { epsilon: opts.epsilon })) {
      const n = (count.get(g[0].type) ?? 0) + 1;
      count.set(g[0].type, n);
      const srcs = new Set(c.members.map((m) => m.source));
      wrappers.push({
        id: `${g[0].type}-${n}`,
        type: g[0].type,
        stick: g[0].stick,
        head: c.head,
        level: c.level,
        perPage: c.members.length / Math.max(1, srcs.size),
        lead: c.members.every((m) => m.lead === c.members[0].lead) ? c.members[0].lead : undefined,
        trail: c.members.every((m) => m.trail === c.members[0].trail) ? c.members[0].trail : undefined,
        ...contentTemplates(g[0].type, c.members),
      });
    }
  }
  return { site, wrappers, epsilon: opts.epsilon ?? DEFAULT_EPSILON, theta: opts.theta ?? DEFAULT_THETA, pages, records: brooms.length };
}

/** Content templates (§9.4) of a wrapper learned from its training brooms: patterns, shapes, anchors, noDaysOff. */
export function contentTemplates(type: string, members: Broom[]): Pick<Wrapper, 'patterns' | 'shapes' | 'anchors' | 'noDaysOff'> {
  return { ...patternsOf(members), ...(noDaysOff(type, members) ? { noDaysOff: true } : {}) };
}

/**
 * A wrapper refined by one more broom (Algorithm 9, update.ts): keep only the content templates the new
 * record agrees with — a template is what every training record shares.
 */
export function reconcileContent(w: Wrapper, b: Broom): void {
  const vals = new Map<string, string>();
  const walk = (d: DNode) => {
    if (d.label && !vals.has(d.label)) vals.set(d.label, LINK_FIELD.test(d.label) ? fullText(d) : (d.sample ?? fullText(d)));
    d.children.forEach(walk);
  };
  b.head.forEach(walk);
  const keep = (m: Record<string, string> | undefined, ok: (f: string, v: string, t: string) => boolean) => {
    if (!m) return undefined;
    const r = Object.fromEntries(Object.entries(m).filter(([f, t]) => vals.has(f) && ok(f, vals.get(f)!, t)));
    return Object.keys(r).length ? r : undefined;
  };
  const patterns = keep(w.patterns, (_, v, p) => carries(v, p));
  const shapes = keep(w.shapes, (_, v, sh) => shapeOf(v) === sh);
  const anchors = keep(w.anchors, (_, v, a) => v === a);
  if (patterns) w.patterns = patterns;
  else delete w.patterns;
  if (shapes) w.shapes = shapes;
  else delete w.shapes;
  if (anchors) w.anchors = anchors;
  else delete w.anchors;
  if (!noDaysOff(w.type, [b])) delete w.noDaysOff;
}

/** Two wrappers merged into `into` (Algorithm 9's merging step): only the templates both had, alike, stay. */
export function intersectContent(into: Wrapper, other: Wrapper): void {
  for (const k of ['patterns', 'shapes', 'anchors'] as const) {
    const a = into[k];
    const b = other[k];
    const r = a && b ? Object.fromEntries(Object.entries(a).filter(([f, v]) => b[f] === v)) : {};
    if (Object.keys(r).length) into[k] = r;
    else delete into[k];
  }
  if (!other.noDaysOff) delete into.noDaysOff;
}

/** Whether no training title of a course wrapper is a day off (then candidates that are get rejected). */
function noDaysOff(type: string, members: Broom[]): boolean {
  const titles: string[] = [];
  const visit = (d: DNode) => {
    if (d.label === 'title') titles.push(d.sample ?? fullText(d));
    d.children.forEach(visit);
  };
  members.forEach((m) => m.head.forEach(visit));
  return ['lecture', 'assignment', 'quiz'].includes(type) && titles.length > 0 && !titles.some((t) => isDayOff(t, type));
}

/** Field patterns of a cluster's training records (text fields only; links and images are not text). */
function patternsOf(members: Broom[]): { patterns?: Record<string, string>; shapes?: Record<string, string>; anchors?: Record<string, string> } {
  const values = new Map<string, string[]>();
  const visit = (d: DNode, rec: Map<string, string>) => {
    if (d.label && !LINK_FIELD.test(d.label) && !IMAGE_FIELD.test(d.label) && !rec.has(d.label)) rec.set(d.label, d.sample ?? fullText(d));
    for (const c of d.children) visit(c, rec);
  };
  const recs = members.map((m) => {
    const rec = new Map<string, string>();
    m.head.forEach((d) => visit(d, rec));
    return rec;
  });
  for (const rec of recs) for (const f of rec.keys()) if (!values.has(f)) values.set(f, []);
  const patterns: Record<string, string> = {};
  let shapes: Record<string, string> | undefined;
  for (const f of values.keys()) {
    // every training record must have the field for it to carry a pattern
    if (recs.some((r) => !r.has(f))) continue;
    const p = valuePattern(recs.map((r) => r.get(f)!));
    if (p) patterns[f] = p;
    const sh = dateShape(f, recs.map((r) => r.get(f)!));
    if (sh) (shapes ??= {})[f] = sh;
  }
  // link fields: the anchor text, when every training record has the same one
  const anchors: Record<string, string> = {};
  if (members.length >= 2) {
    const texts = new Map<string, Set<string>>();
    const seen = new Map<string, number>();
    for (const m of members) {
      const got = new Map<string, string>();
      const walk = (d: DNode) => {
        if (d.label && LINK_FIELD.test(d.label) && !got.has(d.label)) got.set(d.label, fullText(d));
        d.children.forEach(walk);
      };
      m.head.forEach(walk);
      for (const [f, t] of got) {
        if (!texts.has(f)) texts.set(f, new Set());
        texts.get(f)!.add(t);
        seen.set(f, (seen.get(f) ?? 0) + 1);
      }
    }
    for (const [f, ts] of texts) {
      const [t] = ts;
      if (ts.size === 1 && seen.get(f) === members.length && t && t.length <= 40) anchors[f] = t;
    }
  }
  return {
    ...(Object.keys(patterns).length ? { patterns } : {}),
    ...(shapes ? { shapes } : {}),
    ...(Object.keys(anchors).length ? { anchors } : {}),
  };
}

/** Tag-path directory node (Fig. 9.7): siblings always have different tags. */
export interface DirNode {
  tag: string;
  children: Map<string, DirNode>;
  wrappers: Wrapper[];
}

export function buildDirectory(lib: WrapperLibrary): DirNode {
  const root: DirNode = { tag: '', children: new Map(), wrappers: [] };
  for (const w of lib.wrappers) {
    let node = root;
    for (const tag of w.stick.split('/')) {
      let c = node.children.get(tag);
      if (!c) node.children.set(tag, (c = { tag, children: new Map(), wrappers: [] }));
      node = c;
    }
    node.wrappers.push(w);
  }
  return root;
}

export interface ExtractOptions {
  /** Alignment threshold θ (default: the library's). */
  theta?: number;
  /** Keep raw values (before template-text stripping) in `raw`. */
  raw?: boolean;
}

/** A record found by a wrapper, with the matched DOM nodes (wrapper-assisted labeling uses them). */
export interface Match {
  record: ExtractedRecord;
  wrapper: Wrapper;
  distance: number;
  pairs: Pair[];
}

/** Extract records from a page tree with a wrapper library (Algorithm 8). */
export function extractWithLibrary(tree: PageTree, lib: WrapperLibrary, opts: ExtractOptions = {}, dir = buildDirectory(lib)): Match[] {
  const theta = opts.theta ?? lib.theta;
  const out: Match[] = [];
  const start = dir.children.get(tree.root.tag);
  if (!start) return out;
  const al = new WDAligner();
  const visit = (d: DNode, L: DirNode) => {
    if (L.wrappers.length && d.children.length) extractAt(d, L.wrappers, theta, al, out, opts);
    if (!L.children.size) return;
    for (const c of d.children) {
      const cl = L.children.get(c.tag);
      if (cl) visit(c, cl);
    }
  };
  visit(toDTree(tree.root), start);
  out.sort((a, b) => firstId(a) - firstId(b));
  return out;
}

function firstId(m: Match): number {
  let min = Infinity;
  for (const p of m.pairs) if (p.w.label && p.d.page.id < min) min = p.d.page.id;
  return min;
}

/** The boundary node's children a wrapper is aligned with: fixed ends cut off, unfixed ends free. */
function region(w: Wrapper, d: DNode): { ds: DNode[]; freeLead: boolean; freeTrail: boolean } | undefined {
  const n = d.children.length;
  const a = w.lead ?? 0;
  const b = n - (w.trail ?? 0);
  if (a >= b) return undefined;
  return { ds: a === 0 && b === n ? d.children : d.children.slice(a, b), freeLead: w.lead === undefined, freeTrail: w.trail === undefined };
}

/** Labels every record of a wrapper must have: labeled nodes with no optional (? or *) node above them. */
function requiredLabels(w: Wrapper): Set<string> {
  let r = required.get(w.head);
  if (!r) {
    const acc = new Set<string>();
    const visit = (n: WNode) => {
      if (n.sign === '?' || n.sign === '*') return;
      if (n.label) acc.add(n.label);
      n.children.forEach(visit);
    };
    w.head.forEach(visit);
    required.set(w.head, (r = acc));
  }
  return r;
}
const required = new WeakMap<WNode[], Set<string>>();

function extractAt(d: DNode, wrappers: Wrapper[], theta: number, al: WDAligner, out: Match[], opts: ExtractOptions): void {
  for (let guard = 0; guard < 10_000; guard++) {
    let best: { w: Wrapper; dist: number; pairs: Pair[]; record: ExtractedRecord } | undefined;
    // nearest candidate rejected for its text: consumed (so the wrapper moves on past it) when no record matches
    let rejected: { dist: number; pairs: Pair[] } | undefined;
    for (const w of wrappers) {
      const r = region(w, d);
      if (!r) continue;
      const c = al.cost(w.head, r.ds, r);
      if (!Number.isFinite(c.cw) || c.mc === 0) continue;
      const dist = psi(c, forestWeight(w.head));
      if (dist > theta || (best && dist >= best.dist)) continue;
      const { pairs } = al.align(w.head, r.ds, r);
      const record = buildRecord(w, pairs, opts);
      // a record without one of its required fields is not that record, however close the tags
      if (!record) continue;
      // nor one whose text contradicts the fields' content template
      if (
        (w.patterns && Object.entries(w.patterns).some(([f, p]) => f in record.fields && !fitsPattern(record.fields[f], p, w.type))) ||
        (w.noDaysOff && record.fields.title !== undefined && isDayOff(record.fields.title, w.type))
      ) {
        if (!rejected || dist < rejected.dist) rejected = { dist, pairs };
        continue;
      }
      // a record whose text carries the content template ("Lecture 4") is that record even when another
      // required field is missing (no slides posted yet); otherwise every required field must be there
      if ([...requiredLabels(w)].some((f) => !(f in record.fields) && !hrefless(f, pairs) && !linkless(f, w, record)) && !carriesPattern(w, record)) continue;
      best = { w, dist, pairs, record };
    }
    if (!best) {
      const skip = rejected?.pairs.filter((p) => p.w.exclusive !== false && !p.d.used);
      if (!skip?.length) return;
      for (const p of skip) p.d.used = true;
      al.reset();
      continue;
    }
    const { pairs, record } = best;
    const fresh = pairs.filter((p) => p.w.exclusive !== false);
    if (!fresh.length) return;
    for (const p of fresh) p.d.used = true;
    al.reset();
    out.push({ record: { ...record, distance: round(best.dist) }, wrapper: best.w, distance: best.dist, pairs });
  }
}

/** A link field matched to an anchor that has no href: the field is there, its value is not (yet). */
function hrefless(field: string, pairs: Pair[]): boolean {
  if (!LINK_FIELD.test(field)) return false;
  return pairs.some((p) => p.w.label === field && !!(findUp(p.d.page, 'a') ?? findDown(p.d.page, 'a')));
}

/**
 * A course record may lack its link (slides not posted yet, a row with no handout) when nothing else speaks
 * against it: its title does not name another type's item or a day off ("Midterm Exam" or "No class" in a
 * lecture schedule, pattern.ts), and its dates have the shape of the training dates ("Week 3" in a group
 * row is not "M, 9/13"). A record with its link needs none of this.
 */
function linkless(field: string, w: Wrapper, record: ExtractedRecord): boolean {
  return (
    LINK_FIELD.test(field) &&
    record.fields.title !== undefined &&
    ['lecture', 'assignment', 'quiz'].includes(w.type) &&
    !namesOtherType(record.fields.title, w.type) &&
    !(w.shapes && Object.entries(w.shapes).some(([f, sh]) => f in record.fields && ![record.fields[f]].flat().some((v) => shapeOf(v) === sh)))
  );
}

/** Whether every pattern field of the wrapper is present and starts with its pattern (strictly). */
function carriesPattern(w: Wrapper, record: ExtractedRecord): boolean {
  if (!w.patterns) return false;
  return Object.entries(w.patterns).every(([f, p]) => f in record.fields && carries(record.fields[f], p));
}

function round(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}

const LINK_FIELD = /^(link|url|href)$/i;
const IMAGE_FIELD = /^(image|img|picture|photo|src)$/i;

function findUp(n: PageNode, tag: string): PageNode | undefined {
  for (let p: PageNode | null = n; p; p = p.parent) if (p.tag === tag) return p;
  return undefined;
}
function findDown(n: PageNode, tag: string): PageNode | undefined {
  if (n.tag === tag) return n;
  for (const c of n.children) {
    const f = findDown(c, tag);
    if (f) return f;
  }
  return undefined;
}

/** Field value of a mapped node: href for link fields, src for images, else the text minus template text. */
export function fieldValue(field: string, w: WNode, d: DNode): { value: string; raw: string } | undefined {
  const p = d.page;
  if (LINK_FIELD.test(field)) {
    const a = findUp(p, 'a') ?? findDown(p, 'a');
    const v = a?.href ?? a?.attrs.href;
    // a link field is an href (issue 3's output spec): an anchor without one (`<a>Notes</a>`, slides not
    // posted yet) gives no value rather than its text
    return v ? { value: v, raw: v } : undefined;
  }
  if (IMAGE_FIELD.test(field) || p.tag === 'img') {
    const img = findDown(p, 'img');
    const v = img?.src ?? img?.attrs.src;
    if (v) return { value: v, raw: v };
  }
  const raw = d.tag === '#text' ? fullText(d) : valueText(p);
  const v = stripTemplate(raw, w.pre, w.post);
  return v ? { value: v, raw } : undefined;
}

function buildRecord(w: Wrapper, pairs: Pair[], opts: ExtractOptions): ExtractedRecord | undefined {
  const vals = new Map<string, { id: number; value: string; raw: string }[]>();
  for (const p of pairs) {
    if (!p.w.label) continue;
    const v = fieldValue(p.w.label, p.w, p.d);
    if (!v) continue;
    let a = vals.get(p.w.label);
    if (!a) vals.set(p.w.label, (a = []));
    if (!a.some((x) => x.value === v.value)) a.push({ id: p.d.page.id, ...v });
  }
  if (!vals.size) return undefined;
  const fields: Record<string, FieldValue> = {};
  const raw: Record<string, FieldValue> = {};
  for (const [f, a] of vals) {
    a.sort((x, y) => x.id - y.id);
    fields[f] = a.length === 1 ? a[0].value : a.map((x) => x.value);
    raw[f] = a.length === 1 ? a[0].raw : a.map((x) => x.raw);
  }
  for (const [f, text] of Object.entries(w.anchors ?? {})) {
    const a = vals.get(f);
    if (!a || a.length !== 1) continue;
    const href = anchorByText(pairs, f, text);
    if (href && href !== fields[f]) fields[f] = raw[f] = href;
  }
  const rec: ExtractedRecord = { type: w.type, fields, wrapper: w.id };
  if (opts.raw) rec.raw = raw;
  return rec;
}

/**
 * The href of the record's anchor with the training anchor text, when the aligned anchor has another text:
 * searched under the record's exclusive nodes, first in document order.
 */
function anchorByText(pairs: Pair[], field: string, text: string): string | undefined {
  const own = pairs.find((p) => p.w.label === field);
  const a0 = own && (findUp(own.d.page, 'a') ?? findDown(own.d.page, 'a'));
  if (a0 && collapse(textOf(a0)) === text) return undefined;
  let best: PageNode | undefined;
  const walk = (n: PageNode) => {
    if (n.tag === 'a' && (n.href ?? n.attrs.href) && collapse(textOf(n)) === text && (!best || n.id < best.id)) best = n;
    else n.children.forEach(walk);
  };
  for (const p of pairs) if (p.w.exclusive !== false && p.d.tag !== '#text') walk(p.d.page);
  return best ? (best.href ?? best.attrs.href) : undefined;
}

/** Site name of a page URL: host without a leading `www.`. */
export function siteOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const h = new URL(url).hostname.toLowerCase();
    return h.replace(/^www\./, '') || undefined;
  } catch {
    return undefined;
  }
}
