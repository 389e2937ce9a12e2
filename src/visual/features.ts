/**
 * Feature vectors of visual blocks (seed 004 §6.1.2–6.1.3 and §7.2.1): position, size, shape, rich format,
 * statistics, nesting depth and parent-relative features. One fixed order ({@link FEATURE_NAMES}) so
 * classifiers (heading classifier, page classifier) can feed `blockFeatures(b)` straight into a model.
 *
 * Categorical values become numbers: booleans 0/1, text-align as two flags (centre, right; left/justify = 0).
 * Ratios whose denominator is 0 are 0.
 */
import type { PageNode } from '../page/tree.js';
import { isShown, type Block } from './blocks.js';

/** Names of the entries of {@link blockFeatures}, in order. */
export const FEATURE_NAMES = [
  // position (§7.2.1)
  'left',
  'top',
  'centerX',
  'centerY',
  'ratioCenterXCenterY',
  'relLeft', // left / page width
  'relTop', // top / page height
  'relCenterX', // centerX / page width
  'relCenterY', // centerY / page height
  // size
  'width',
  'height',
  'area',
  'relWidth',
  'relHeight',
  'relArea',
  // shape
  'ratioWidthHeight',
  // rich format
  'fontSize',
  'relFontSize', // fontSize / page's dominant font size
  'fontWeight',
  'relFontWeight',
  'isBold',
  'isItalic',
  'alignCenter',
  'alignRight',
  'isLink',
  // statistics (§6.1.2)
  'textLength',
  'linkCount',
  'imageCount',
  'paragraphCount',
  'boldParagraphCount',
  'italicParagraphCount',
  'tableCount',
  'childBlockCount',
  // nesting
  'nestedDepth',
  // parent-relative (§6.1.3)
  'relWidthOfParent',
  'relHeightOfParent',
  'relLeftOfParent', // left − parent left
  'relTopOfParent', // top − parent top
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

const div = (a: number, b: number) => (b ? a / b : 0);

/** The element whose computed style speaks for a block: the block's node, or its first text node's parent. */
export function styleNodeOf(b: Block): PageNode {
  if (b.node.kind === 'element' && b.node.style) {
    // A block that holds text speaks in the font of its first text (a <td> holding <b>Title</b>).
    const first = firstText(b.node);
    return first?.style ? first : b.node;
  }
  return b.node;
}

function firstText(n: PageNode): PageNode | undefined {
  if (n.kind === 'text') return /\S/.test(n.text) ? n : undefined;
  for (const c of n.children) {
    const f = firstText(c);
    if (f) return f;
  }
  return undefined;
}

interface Stats {
  textLength: number;
  linkCount: number;
  imageCount: number;
  paragraphCount: number;
  boldParagraphCount: number;
  italicParagraphCount: number;
  tableCount: number;
}

/**
 * Counts of one node's shown subtree. Text length is kept as (non-space characters, non-space runs): the
 * collapsed, space-joined text of a subtree is `chars + runs − 1` long, and both parts add up over children,
 * so every block's statistics come from one bottom-up pass instead of a walk of each block's subtree.
 */
interface Agg extends Omit<Stats, 'textLength'> {
  chars: number;
  runs: number;
}

const ZERO: Agg = { chars: 0, runs: 0, linkCount: 0, imageCount: 0, paragraphCount: 0, boldParagraphCount: 0, italicParagraphCount: 0, tableCount: 0 };
/** Whitespace as {@link collapse} sees it. */
const WORD = /[^\s\u00a0]+/g;

function aggregate(n: PageNode, memo: Map<PageNode, Agg>): Agg {
  const m = memo.get(n);
  if (m) return m;
  let a: Agg;
  if (!isShown(n)) a = ZERO;
  else if (n.kind === 'text') {
    let chars = 0;
    let runs = 0;
    for (const w of n.text.match(WORD) ?? []) {
      chars += w.length;
      runs++;
    }
    a = { ...ZERO, chars, runs };
  } else {
    a = { ...ZERO };
    if (n.tag === 'a' && n.href !== undefined) a.linkCount++;
    else if (n.tag === 'img') a.imageCount++;
    else if (n.tag === 'table') a.tableCount++;
    else if (n.tag === 'p') {
      a.paragraphCount++;
      const st = styleNodeOf({ node: n } as Block).style;
      if (st && st.fontWeight >= 600) a.boldParagraphCount++;
      if (st && st.fontStyle !== 'normal') a.italicParagraphCount++;
    }
    for (const c of n.children) {
      const x = aggregate(c, memo);
      if (x === ZERO) continue;
      a.chars += x.chars;
      a.runs += x.runs;
      a.linkCount += x.linkCount;
      a.imageCount += x.imageCount;
      a.paragraphCount += x.paragraphCount;
      a.boldParagraphCount += x.boldParagraphCount;
      a.italicParagraphCount += x.italicParagraphCount;
      a.tableCount += x.tableCount;
    }
  }
  memo.set(n, a);
  return a;
}

/** One memo per block tree (its page tree is not changed once built). */
const aggMemos = new WeakMap<object, Map<PageNode, Agg>>();

/** Counts over the shown DOM subtree of a block (seed 004 §6.1.2 "statistical features"). */
export function blockStats(b: Block): Stats {
  let memo = b.tree ? aggMemos.get(b.tree) : undefined;
  if (!memo) {
    memo = new Map();
    if (b.tree) aggMemos.set(b.tree, memo);
  }
  const { chars, runs, ...counts } = aggregate(b.node, memo);
  // = collapse(texts.join(' ')).length: runs never span two texts (they are joined by a space)
  return { textLength: chars + Math.max(runs - 1, 0), ...counts };
}

/** True when the block is, or sits inside, a link. */
export function isLinkBlock(b: Block): boolean {
  for (let n: PageNode | null = b.node; n; n = n.parent) if ((n.tag === 'a' || n.tag === 'area') && n.href !== undefined) return true;
  return false;
}

/** The feature vector of a block, in {@link FEATURE_NAMES} order. */
export function blockFeatures(b: Block): number[] {
  const f = blockFeatureMap(b);
  return FEATURE_NAMES.map((k) => f[k]);
}

/** The features of a block by name. */
export function blockFeatureMap(b: Block): Record<FeatureName, number> {
  const { width: pw, height: ph, dominantFontSize, dominantFontWeight } = b.tree.stats;
  const { left, top, width, height } = b.box;
  const cx = left + width / 2;
  const cy = top + height / 2;
  const st = styleNodeOf(b).style;
  const fontSize = st?.fontSize ?? 0;
  const fontWeight = st?.fontWeight ?? 400;
  const s = blockStats(b);
  const p = b.parent?.box;
  return {
    left,
    top,
    centerX: cx,
    centerY: cy,
    ratioCenterXCenterY: div(cx, cy),
    relLeft: div(left, pw),
    relTop: div(top, ph),
    relCenterX: div(cx, pw),
    relCenterY: div(cy, ph),
    width,
    height,
    area: width * height,
    relWidth: div(width, pw),
    relHeight: div(height, ph),
    relArea: div(width * height, pw * ph),
    ratioWidthHeight: div(width, height),
    fontSize,
    relFontSize: div(fontSize, dominantFontSize),
    fontWeight,
    relFontWeight: div(fontWeight, dominantFontWeight),
    isBold: fontWeight >= 600 ? 1 : 0,
    isItalic: st && st.fontStyle !== 'normal' ? 1 : 0,
    alignCenter: st && /center/.test(st.textAlign) ? 1 : 0,
    alignRight: st && /right|end/.test(st.textAlign) ? 1 : 0,
    isLink: isLinkBlock(b) ? 1 : 0,
    textLength: s.textLength,
    linkCount: s.linkCount,
    imageCount: s.imageCount,
    paragraphCount: s.paragraphCount,
    boldParagraphCount: s.boldParagraphCount,
    italicParagraphCount: s.italicParagraphCount,
    tableCount: s.tableCount,
    childBlockCount: b.children.length,
    nestedDepth: b.depth,
    relWidthOfParent: p ? div(width, p.width) : 1,
    relHeightOfParent: p ? div(height, p.height) : 1,
    relLeftOfParent: p ? left - p.left : 0,
    relTopOfParent: p ? top - p.top : 0,
  };
}
