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
  // v4: the heading's head word (what it is about, not what it mentions: "Late Homework Policy" is a policy),
  // a due word of its own, a due column beside it (a table with a due column lists deliverables), and the
  // column headers of the tables in its scope (a flow heading over a table introduces that table's items)
  ...['lecture', 'assignment', 'quiz', 'other'].map((c) => `head_${c}`),
  'due_head', 'table_due', 'c_col_due', 'c_col_lecture', 'c_col_assignment', 'c_col_quiz',
];

/** A due word: the heading or column names when work is handed in (multilingual). */
const DUE_HEAD = /\b(due|deadline|entregas?|prazo|echeance|rendu|a rendre|submission|παραδοση)\b/;

/**
 * The heading's head word: the last word before an "of / de / for …" phrase ("Written Homeworks" → homeworks,
 * "Late Homework Policy" → policy, "Capítulo Listas de Exercícios" → listas, "Reading assignments for 256" →
 * assignments), a trailing index dropped ("Readings week 3" → readings, "Homework 3" → homework).
 */
export function headWord(text: string): string {
  const f = fold(text);
  const cut = /\s(of|de|des|do|da|dos|das|du|for|para|pour|για|του|της|των)\s/.exec(f);
  let words: string[] = (cut ? f.slice(0, cut.index) : f).match(/[\p{L}]+|\d+/gu) ?? [];
  // a trailing index is a modifier when words precede it: "Readings week 3" → readings, "Homework 3" → homework
  const k = words.length - 1;
  if (k >= 2 && /^\d+$/.test(words[k]) && (CUES.number.test(words[k - 1]) || words[k - 1] === 'part')) words = words.slice(0, k - 1);
  words = words.filter((w) => !/^\d+$/.test(w));
  return words.length ? words[words.length - 1] : '';
}

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
/** Matches of a cue in a text (at most 50). */
export function countRe(re: RegExp, s: string): number {
  let g = globalRe.get(re);
  // the cue's own flags kept (a cue for any script is a `u` regex: without it `\p{L}` reads as letters)
  if (!g) globalRe.set(re, (g = new RegExp(re.source, `${re.flags.replace('g', '')}g`)));
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

// every heading's folded text is read by the other headings of its page (due columns, scoped tables)
const foldCache = new WeakMap<Heading, string>();
function folded(h: Heading): string {
  let f = foldCache.get(h);
  if (f === undefined) foldCache.set(h, (f = fold(h.text)));
  return f;
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
  const head = headWord(text);
  const headCue = head ? cueVec(head) : [0, 0, 0, 0];
  const tableDue = h.table ? Number(all.some((o) => o.table === h.table && o !== h && o.kind === 'colheader' && DUE_HEAD.test(folded(o)))) : 0;
  // column headers of the tables inside a flow heading's scope
  const cols = h.kind === 'colheader' || h.kind === 'caption' || h.kind === 'rowgroup' ? [] : all.filter((o) => o.kind === 'colheader' && o.node.id >= h.from && o.node.id <= h.to);
  const colShare = (re: RegExp) => (cols.length ? cols.filter((o) => re.test(folded(o))).length / cols.length : 0);
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
    ...headCue,
    Number(DUE_HEAD.test(f)),
    tableDue,
    Number(cols.some((o) => DUE_HEAD.test(folded(o)))),
    colShare(CUES.lecture),
    colShare(CUES.assignment),
    colShare(CUES.quiz),
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
 * heading, the type its head word names, none when the head word names an `other` topic, else the type its
 * other words name (quiz before assignment before lecture words); for a table column
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
  // the head word says what the heading is about: "Readings week 3" and "Late Homework Policy" are not about
  // weeks or homework, "Written Homeworks" is; without a cue in the head, any cue word of the text
  const head = headWord(h.text);
  if (head) {
    const typed = GATE_CUES.find(([, re]) => re.test(head))?.[0];
    if (typed) return typed;
    if (CUES.other.test(head)) return undefined;
  }
  const f = fold(h.text);
  return GATE_CUES.find(([, re]) => re.test(f))?.[0];
}

/** Pooling key of the gate: flow headings under one parent, of one kind and rank, written to one pattern, with one candidate. */
export function gateGroup(h: Heading, candidate: SectionClass): string {
  if (h.kind === 'colheader' || h.kind === 'caption') return `#${h.index}`;
  return `${h.parent ? h.parent.index : -1}|${h.kind}|${h.rank}|${headingPattern(h.text)}|${candidate}`;
}
