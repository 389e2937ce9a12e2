/**
 * Template text (seed 004 §9.4): text that every record of a wrapper shares. Captions (`<b>ISBN-13:</b>`)
 * disambiguate nodes whose tags are alike (wrapper.ts / align.ts); template text inside a labeled value
 * (`Publisher: Avon`) is inferred from the overlap of training values and stripped on extraction.
 */
import { collapse, type PageNode } from '../page/tree.js';
import { WDAligner } from './align.js';
import { ctext, fullText, textsOf, unionTexts, type DNode, type WNode } from './wrapper.js';

/** Template prefix of a labeled value inferred from two samples' overlap: a shared prefix ending in ':'. */
export function overlapPrefix(a: string | undefined, b: string | undefined): string | undefined {
  if (!a || !b) return undefined;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const common = a.slice(0, i);
  const colon = common.lastIndexOf(':');
  if (colon < 1 || colon > 40) return undefined;
  const pre = common.slice(0, colon + 1);
  return /\p{L}/u.test(pre) ? pre : undefined;
}

/** Strip template text around a value (`pre` before, `post` after), when present. */
export function stripTemplate(value: string, pre?: string, post?: string): string {
  let v = value;
  if (pre && v.startsWith(pre)) v = v.slice(pre.length).trim();
  if (post && v.endsWith(post)) v = v.slice(0, v.length - post.length).trim();
  return v;
}

/**
 * Transfer only overlapping text when a record joins a wrapper without changing its structure (Ψ = 0, WPC
 * lines 10–11): template text the record does not share is dropped, and a labeled value's template prefix
 * is inferred from the overlap of the two values.
 */
export function refineTemplateText(head: WNode[], record: DNode[]): void {
  const { pairs } = new WDAligner(true).align(head, record);
  // text inside labeled nodes is field content: kept only while shared, never as alternatives
  const inLabel = new Set<WNode>();
  const walk = (w: WNode, under: boolean) => {
    if (under) inLabel.add(w);
    for (const c of w.children) walk(c, under || !!w.label);
  };
  for (const w of head) walk(w, false);
  // fields are set to undefined rather than deleted (dictionary-mode nodes are slow to align), and an edited
  // node drops its cached WD content key (ContentKeys.rekey recomputes it and its ancestors' keys)
  for (const { w, d } of pairs) {
    const before = templateFields(w);
    if (inLabel.has(w)) {
      if (w.text !== undefined && w.text !== ctext(d)) w.text = undefined;
    } else if ((w.text !== undefined && w.text !== ctext(d)) || (w.texts && !w.texts.includes(ctext(d)))) unionTexts(w, [textsOf(w), [ctext(d)]]);
    if (w.caption !== undefined && w.caption !== fullText(d)) w.caption = undefined;
    if (w.label) {
      const v = d.sample ?? fullText(d);
      if (w.pre !== undefined && d.pre !== undefined && w.pre !== d.pre) w.pre = undefined;
      else if (w.pre === undefined && d.pre === undefined) {
        const p = overlapPrefix(w.sample, v);
        if (p) w.pre = p;
      } else if (w.pre !== undefined && d.pre === undefined && !v.startsWith(w.pre)) w.pre = undefined;
    }
    if (templateFields(w) !== before) w._ckt = undefined;
  }
}

/** What refineTemplateText may change of a node, as one string (a change invalidates its content key). */
function templateFields(w: WNode): string {
  return `${w.text}\u0001${w.texts?.join('\u0001')}\u0001${w.caption}\u0001${w.pre}`;
}

/** Elements whose start and end separate words (rendered on their own line or cell). */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'img', 'li', 'main', 'nav', 'ol', 'p',
  'pre', 'section', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

/**
 * The text of an element as a reader sees it (innerText-like): text nodes joined as they stand, so inline
 * markup does not split words ("Clustering (<i>k</i>-means)" → "Clustering (k-means)"), a space only where
 * a block element, cell or `<br>` begins or ends; whitespace collapsed.
 */
export function valueText(node: PageNode): string {
  const parts: string[] = [];
  const walk = (n: PageNode) => {
    if (n.kind === 'text') {
      parts.push(n.text);
      return;
    }
    const block = BLOCK.has(n.tag);
    if (block) parts.push(' ');
    for (const c of n.children) walk(c);
    if (block) parts.push(' ');
  };
  walk(node);
  return collapse(parts.join(''));
}
