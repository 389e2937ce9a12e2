/**
 * Heading features for the heading classifier (issue 4 item 2): visual (font size relative to the page,
 * weight, position, depth — from `style`/`box` when the tree was rendered, from tags otherwise), lexical
 * (multilingual cue groups over the heading text) and the content of the section under the heading (dates,
 * links and their file types, "due", numbered items like "HW 3" / "Lecture 12"), plus context: the enclosing
 * heading, the other column headers of the same table, and the page title.
 */
import type { PageNode, PageTree } from '../page/tree.js';
import { depthOf } from '../page/tree.js';
import { findDates, isDateText } from './dates.js';
import type { Heading } from './headings.js';
import { CUE_NAMES, CUES, fold, ITEM_CUES, keywordRule, nodeText, SECTION_CLASSES, type SectionClass } from './lexicon.js';

const KINDS = ['h', 'bold', 'leadin', 'dt', 'card', 'caption', 'colheader', 'rowgroup'] as const;
const TAG_FONT: Record<string, number> = { h1: 2, h2: 1.5, h3: 1.17, h4: 1, h5: 0.83, h6: 0.67 };
const NAV = /(^|[\s_-])(nav|navbar|menu|sidebar|toc|footer|breadcrumb|masthead|site-header)([\s_-]|$)/i;
const NAV_TAGS = new Set(['nav', 'footer', 'aside', 'header']);
const DUE_WORDS = /\bdue\b|\bentrega|\bprazo|\bdeadline/;
const DOC_LINK = /\.(pdf|pptx?|docx?|zip|ipynb|tar|gz|py|txt|ps|key|mp4)(\?|#|$)/i;
const SLIDES_LINK = /slides?|lecture|notes|lec\d/i;
const HW_LINK = /hw|homework|assign|pset|problem|lab|proj|exerc|lista/i;
const EXAM_LINK = /exam|quiz|midterm|final|prova|test/i;

/** Feature names, in vector order (stored with the model so a mismatch is caught at load time). */
export const FEATURE_NAMES: string[] = [
  ...KINDS.map((k) => `kind_${k}`),
  'rank', 'font_rel', 'bold', 'depth', 'position', 'in_nav', 'is_link',
  'len', 'words', 'upper', 'colon', 'digit',
  ...CUE_NAMES.map((c) => `cue_${c}`),
  'item_lecture', 'item_assignment', 'item_quiz', 'item_skip',
  ...SECTION_CLASSES.map((c) => `rule_${c}`),
  ...SECTION_CLASSES.map((c) => `parent_rule_${c}`),
  ...['lecture', 'assignment', 'quiz', 'other'].map((c) => `parent_${c}`),
  ...['lecture', 'assignment', 'quiz'].map((c) => `title_${c}`),
  ...['lecture', 'assignment', 'quiz', 'other'].map((c) => `table_${c}`),
  'c_units', 'c_len', 'c_links', 'c_doclinks', 'c_dates', 'c_due', 'c_date_cells', 'c_link_cells',
  'c_item_lecture', 'c_item_assignment', 'c_item_quiz', 'c_item_skip',
  'c_link_slides', 'c_link_hw', 'c_link_exam', 'c_subheadings',
  // v2: what the items under the heading look like (share of items, not counts), the heading vs the page title
  'u_lecture', 'u_assignment', 'u_quiz', 'u_date', 'u_link', 'u_numbered', 'title_match', 'calendar',
];

interface Content {
  texts: string[];
  links: PageNode[];
  units: number;
  /** Up to MAX_ITEMS item nodes (cells, rows, list items, paragraphs) for the item-share features. */
  items: PageNode[];
}

const MAX_ITEMS = 60;
const ITEM_TAGS = new Set(['li', 'tr', 'p', 'dd']);

/** The content a heading introduces: its column's cells, its group's rows, or its scope. */
export function contentOf(h: Heading, tree: PageTree, all: Heading[]): { units: PageNode[]; range?: [number, number] } {
  if (h.kind === 'colheader' && h.table && h.col !== undefined) {
    return { units: h.table.rows.filter((r) => !r.group).map((r) => r.cells[h.col!]).filter((c): c is PageNode => !!c) };
  }
  if (h.kind === 'rowgroup' && h.table) {
    const rows = h.table.rows;
    const i = rows.findIndex((r) => r.tr === h.node);
    const units: PageNode[] = [];
    for (let k = i + 1; k < rows.length && !rows[k].group; k++) units.push(rows[k].tr);
    return { units };
  }
  if (h.kind === 'caption' && h.table) return { units: h.table.rows.map((r) => r.tr) };
  void all;
  void tree;
  return { units: [], range: [h.from, h.to] };
}

function gather(h: Heading, tree: PageTree, all: Heading[]): Content {
  const { units, range } = contentOf(h, tree, all);
  const texts: string[] = [];
  const links: PageNode[] = [];
  if (range) {
    let chars = 0;
    for (let id = range[0]; id <= range[1] && id < tree.nodes.length && chars < 3000; id++) {
      const n = tree.nodes[id];
      if (n.kind === 'text') {
        texts.push(n.text);
        chars += n.text.length;
      } else if (n.tag === 'a' && n.href) links.push(n);
    }
    let count = 0;
    const items: PageNode[] = [];
    // bounded: a page-wide h1 scope need not be counted to the end
    for (let id = range[0]; id <= range[1] && id < tree.nodes.length && id < range[0] + 4000; id++) {
      const n = tree.nodes[id];
      if (ITEM_TAGS.has(n.tag)) {
        count++;
        if (items.length < MAX_ITEMS) items.push(n);
      }
    }
    return { texts, links, units: count, items };
  }
  for (const u of units) {
    texts.push(nodeText(u));
    const visit = (x: PageNode) => {
      if (x.tag === 'a' && x.href) links.push(x);
      x.children.forEach(visit);
    };
    visit(u);
  }
  return { texts, links, units: units.length, items: units.slice(0, MAX_ITEMS) };
}

const NUMBERED = /^\W{0,3}(\p{L}{1,12}\.?\s*)?#?\d{1,3}\b/u;

/** Shares of the items that read as a lecture / an assignment / a quiz, carry a date, a link, a leading number. */
function itemShares(items: PageNode[]): number[] {
  const acc = [0, 0, 0, 0, 0, 0];
  let n = 0;
  for (const it of items) {
    const fl = itemFlags(it);
    if (!fl) continue;
    n++;
    for (let k = 0; k < 6; k++) acc[k] += fl[k];
  }
  return acc.map((v) => (n ? v / n : 0));
}

// nested scopes (an h1 over its h2s) share their items: each item's flags are computed once per tree
const flagCache = new WeakMap<PageNode, number[] | null>();
function itemFlags(it: PageNode): number[] | null {
  let fl = flagCache.get(it);
  if (fl !== undefined) return fl;
  const t = nodeText(it).slice(0, 200);
  if (!t) fl = null;
  else {
    const f = fold(t);
    fl = [
      ITEM_CUES.lecture.test(f),
      ITEM_CUES.assignment.test(f),
      ITEM_CUES.quiz.test(f),
      findDates(t.slice(0, 80)).length > 0,
      hasHref(it),
      NUMBERED.test(f),
    ].map(Number);
  }
  flagCache.set(it, fl);
  return fl;
}

function hasHref(n: PageNode): boolean {
  if (n.tag === 'a' && n.href) return true;
  return n.children.some(hasHref);
}

/** Share of the heading's word tokens that also occur in the page title. */
function titleMatch(text: string, titleTokens: Set<string>): number {
  const toks = fold(text).match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  if (!toks.length || !titleTokens.size) return 0;
  return toks.filter((t) => titleTokens.has(t)).length / toks.length;
}

function cueVec(text: string): number[] {
  const f = fold(text);
  return [CUES.lecture.test(f), CUES.assignment.test(f), CUES.quiz.test(f), CUES.other.test(f)].map(Number);
}

const globalRe = new Map<RegExp, RegExp>();
function countRe(re: RegExp, s: string): number {
  let g = globalRe.get(re);
  if (!g) globalRe.set(re, (g = new RegExp(re.source, 'g')));
  g.lastIndex = 0;
  let n = 0;
  while (g.exec(s) && n < 50) n++;
  return n;
}

/** In a navigation box — one that is not most of the page (a wrapper classed "menu" or "sidebar-layout"). */
function inNav(n: PageNode, pageChars: number): boolean {
  for (let p = n.parent; p; p = p.parent) {
    if (NAV_TAGS.has(p.tag) || NAV.test(`${p.attrs.class ?? ''} ${p.attrs.id ?? ''}`)) {
      if (nodeText(p).length < pageChars * 0.5) return true;
    }
  }
  return false;
}

/** Per-page context computed once. */
export interface PageContext {
  bodyFont: number;
  titleCues: number[];
  titleTokens: Set<string>;
  /** Text length of the page: a "nav" container holding most of it is the page's main column (a misnamed class). */
  pageChars: number;
}

export function pageContext(tree: PageTree): PageContext {
  let bodyFont = 0;
  if (tree.rendered) {
    const sizes: number[] = [];
    for (const n of tree.nodes) if (n.kind === 'text' && n.parent?.style) sizes.push(n.parent.style.fontSize);
    sizes.sort((a, b) => a - b);
    bodyFont = sizes.length ? sizes[sizes.length >> 1] : 0;
  }
  return {
    bodyFont,
    titleCues: cueVec(tree.title).slice(0, 3),
    titleTokens: new Set(fold(tree.title).match(/[\p{L}\p{N}]{3,}/gu) ?? []),
    pageChars: nodeText(tree.root).length,
  };
}

/** Feature vector of one heading. */
export function headingFeatures(h: Heading, tree: PageTree, all: Heading[], ctx: PageContext): number[] {
  const n = h.node;
  const text = h.text;
  const f = fold(text);
  const style = n.style ?? firstStyled(n);
  const fontRel = style && ctx.bodyFont ? style.fontSize / ctx.bodyFont : (TAG_FONT[n.tag] ?? (h.kind === 'colheader' ? 1 : 1));
  const bold = style ? Number(style.fontWeight >= 600) : Number(/^h\d$|^(b|strong|th|dt)$/.test(n.tag) || h.kind === 'bold' || h.kind === 'leadin');
  const position = n.box && tree.height ? n.box.top / tree.height : n.id / Math.max(1, tree.nodes.length);
  const letters = text.replace(/[^\p{L}]/gu, '');
  const upper = letters ? letters.replace(/[^\p{Lu}]/gu, '').length / letters.length : 0;
  const isLink = Number(n.tag === 'a' || !!findDesc(n, (x) => x.tag === 'a' && !!x.href) || anc(n, 'a'));

  const parentCues = h.parent ? [...cueVec(h.parent.text)] : [0, 0, 0, 0];
  let tableCues = [0, 0, 0, 0];
  if (h.table) {
    const others = all.filter((o) => o.table === h.table && o !== h && o.kind === 'colheader');
    tableCues = others.reduce((acc, o) => cueVec(o.text).map((v, i) => acc[i] + v), [0, 0, 0, 0]).map((v) => Math.min(v, 3));
  }

  const c = gather(h, tree, all);
  const joined = fold(c.texts.join(' ').slice(0, 3000));
  const hrefs = c.links.map((l) => l.href ?? '');
  const nonEmpty = c.texts.filter((t) => t.trim());
  const dateCells = h.kind === 'colheader' ? nonEmpty.filter((t) => isDateText(t)).length / Math.max(1, nonEmpty.length) : 0;
  const linkCells = h.kind === 'colheader' ? c.texts.length && c.links.length / Math.max(1, nonEmpty.length) : 0;
  const subheadings = all.filter((o) => o.rank <= 8 && o.node.id >= h.from && o.node.id <= h.to && o !== h).length;
  const lg = (x: number) => Math.log1p(x);

  return [
    ...KINDS.map((k) => Number(h.kind === k)),
    h.rank,
    fontRel,
    bold,
    depthOf(n) / 30,
    position,
    Number(inNav(n, ctx.pageChars)),
    isLink,
    lg(text.length),
    text.split(/\s+/).length,
    upper,
    Number(/[:：]\s*$/.test(text)),
    Number(/\d/.test(text)),
    ...CUE_NAMES.map((k) => Number(CUES[k].test(f))),
    Number(ITEM_CUES.lecture.test(f)),
    Number(ITEM_CUES.assignment.test(f)),
    Number(ITEM_CUES.quiz.test(f)),
    Number(ITEM_CUES.skip.test(f)),
    ...SECTION_CLASSES.map((c) => Number(keywordRule(text) === c)),
    ...SECTION_CLASSES.map((c) => Number(!!h.parent && keywordRule(h.parent.text) === c)),
    ...parentCues,
    ...ctx.titleCues,
    ...tableCues,
    lg(c.units),
    lg(joined.length),
    lg(c.links.length),
    lg(hrefs.filter((u) => DOC_LINK.test(u)).length),
    lg(findDates(joined.slice(0, 1500)).length),
    lg(countRe(DUE_WORDS, joined)),
    dateCells,
    Math.min(2, linkCells),
    lg(countRe(ITEM_CUES.lecture, joined)),
    lg(countRe(ITEM_CUES.assignment, joined)),
    lg(countRe(ITEM_CUES.quiz, joined)),
    lg(countRe(ITEM_CUES.skip, joined)),
    lg(hrefs.filter((u) => SLIDES_LINK.test(u)).length),
    lg(hrefs.filter((u) => HW_LINK.test(u)).length),
    lg(hrefs.filter((u) => EXAM_LINK.test(u)).length),
    lg(subheadings),
    ...itemShares(c.items),
    titleMatch(text, ctx.titleTokens),
    Number(!!h.table?.calendar),
  ];
}

function firstStyled(n: PageNode): PageNode['style'] {
  for (const c of n.children) {
    if (c.style) return c.style;
    const s = firstStyled(c);
    if (s) return s;
  }
  return undefined;
}

function findDesc(n: PageNode, fn: (x: PageNode) => boolean): PageNode | undefined {
  for (const c of n.children) {
    if (fn(c)) return c;
    const d = findDesc(c, fn);
    if (d) return d;
  }
  return undefined;
}

function anc(n: PageNode, tag: string): boolean {
  for (let p = n.parent; p; p = p.parent) if (p.tag === tag) return true;
  return false;
}

const MONTHS =
  /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)$/;

/** The pattern a heading is written to: its first word (a month name as one word) and whether a number follows. */
export function headingPattern(text: string): string {
  const words = fold(text).match(/[\p{L}]+|\d+/gu) ?? [];
  const w0 = words[0];
  if (w0 === undefined) return '';
  if (MONTHS.test(w0)) return '<month>'; // "January", "February 2024"
  const first = /^\d+$/.test(w0) ? '#' : w0;
  const num = words.slice(1, 3).some((w) => /^\d+$/.test(w) || /^[ivx]+$/.test(w));
  return `${first}${num ? ' #' : ''}`;
}

const GATE_CUES: [SectionClass, RegExp][] = [
  ['quizzes', CUES.quiz],
  ['assignments', CUES.assignment],
  ['lectures', CUES.lecture],
];

/**
 * The class a heading's section label may be corrected to when the forest calls it `other`: for a flow
 * heading, the type its own words name (quiz before assignment before lecture words); for a table column
 * header or caption, the best typed class of its first-stage probabilities `p` (a column of a typed table
 * is often typed without a cue word: "date", "topic"). Group rows and headings without a cue have none.
 */
export function gateCandidate(h: Heading, p: number[]): SectionClass | undefined {
  if (h.kind === 'rowgroup') return undefined;
  if (h.kind === 'colheader' || h.kind === 'caption') {
    let t = 0;
    for (let k = 1; k < 3; k++) if (p[k] > p[t]) t = k;
    return SECTION_CLASSES[t];
  }
  const f = fold(h.text);
  return GATE_CUES.find(([, re]) => re.test(f))?.[0];
}

/** Pooling key of the gate: flow headings under one parent, of one kind and rank, written to one pattern, with one candidate. */
export function gateGroup(h: Heading, candidate: SectionClass): string {
  if (h.kind === 'colheader' || h.kind === 'caption') return `#${h.index}`;
  return `${h.parent ? h.parent.index : -1}|${h.kind}|${h.rank}|${headingPattern(h.text)}|${candidate}`;
}
