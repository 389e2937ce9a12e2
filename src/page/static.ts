/**
 * Static loading: HTML → PageTree with parse5 (jsdom's own parser), no layout.
 * This is the hot path for wrapper application: ≈2 ms/page where jsdom costs ≈35 ms.
 */
import { parse } from 'parse5';
import { decodeHTML } from 'entities';
import type { LoadedPage } from './load.js';
import { LabelError, parseLabelValue, SECTION_TYPES, stripLabelMarkup, type LabelRange } from './labels.js';
import { indexTree, textOf, type Label, type PageNode, type PageTree } from './tree.js';

/** Elements whose content is never page text. */
export const SKIP_ELEMENTS: ReadonlySet<string> = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed']);
const SKIP = SKIP_ELEMENTS;
const LABEL_ATTRS = ['data-ie-label', 'data-ie-record', 'data-ie-section'];

interface P5Location {
  startOffset: number;
  endOffset: number;
  startLine: number;
}
interface P5Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: P5Node[];
  value?: string;
  sourceCodeLocation?: P5Location | null;
}

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

function parseStaticWith(page: LoadedPage, opts: StaticOptions, forceLocations: boolean): PageTree {
  const file = page.source;
  const stripped = opts.labels === false ? { html: page.html, ranges: [], labeled: false } : stripLabelMarkup(page.html, file);
  const src = stripped.html;
  const withLocations = forceLocations || stripped.ranges.length > 0;
  const doc = parse(src, { sourceCodeLocationInfo: withLocations }) as unknown as P5Node;

  // <base href> decides how relative links resolve (it may itself be relative to the page URL).
  let baseUrl = page.url;
  const baseEl = findFirst(doc, 'base');
  const baseHref = baseEl?.attrs?.find((a) => a.name === 'href')?.value;
  if (baseHref) baseUrl = resolveUrl(baseHref, page.url) || page.url;

  const ranges = stripped.ranges;
  const recordTypes = new Map<string, { type: string; line: number }>();
  const checkRecord = (l: Label, line: number) => {
    const prev = recordTypes.get(l.record);
    if (prev && prev.type !== l.type)
      throw new LabelError(file, line, `record id "${l.record}" is used for both "${prev.type}" and "${l.type}"`);
    if (!prev) recordTypes.set(l.record, { type: l.type, line });
  };
  for (const r of ranges) checkRecord(r, r.line);

  const build = (n: P5Node): PageNode | null => {
    if (n.nodeName === '#text') {
      const text = n.value ?? '';
      if (!/\S/.test(text)) return null;
      const node: PageNode = { id: 0, kind: 'text', tag: '#text', attrs: {}, text, children: [], parent: null, tagPath: '' };
      const loc = n.sourceCodeLocation;
      if (loc && ranges.length) attachRanges(node, loc, ranges, src);
      return node;
    }
    if (n.nodeName.startsWith('#') && n.nodeName !== '#document') return null; // comments, doctype
    const tag = (n.tagName ?? n.nodeName).toLowerCase();
    if (SKIP.has(tag)) return null;
    const attrs: Record<string, string> = {};
    let labelValue: string | undefined;
    let record = '1';
    let section: string | undefined;
    for (const a of n.attrs ?? []) {
      if (a.name === 'data-ie-label') labelValue = a.value;
      else if (a.name === 'data-ie-record') record = a.value.trim() || '1';
      else if (a.name === 'data-ie-section') section = a.value.trim();
      else attrs[a.name] = a.value;
    }
    const node: PageNode = { id: 0, kind: 'element', tag, attrs, text: '', children: [], parent: null, tagPath: '' };
    if (opts.labels !== false && (labelValue !== undefined || section !== undefined)) {
      const line = n.sourceCodeLocation?.startLine ?? 0;
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
    } else if (opts.labels === false) {
      // keep the page's own attributes untouched when labels are not read
      for (const a of n.attrs ?? []) if (LABEL_ATTRS.includes(a.name)) attrs[a.name] = a.value;
    }
    if ((tag === 'a' || tag === 'area') && attrs.href !== undefined) node.href = resolveUrl(attrs.href, baseUrl);
    if (tag === 'img' && attrs.src !== undefined) node.src = resolveUrl(attrs.src, baseUrl);
    for (const c of n.childNodes ?? []) {
      const child = build(c);
      if (child) node.children.push(child);
    }
    return node;
  };

  const htmlEl = (doc.childNodes ?? []).find((c) => c.nodeName === 'html');
  const root = (htmlEl && build(htmlEl)) ?? emptyRoot();
  const nodes = indexTree(root);
  const titleEl = nodes.find((n) => n.tag === 'title');
  return {
    root,
    nodes,
    url: page.url,
    source: page.source,
    title: titleEl ? textOf(titleEl) : '',
    rendered: false,
  };
}

function emptyRoot(): PageNode {
  return { id: 0, kind: 'element', tag: 'html', attrs: {}, text: '', children: [], parent: null, tagPath: '' };
}

function findFirst(n: P5Node, tag: string): P5Node | undefined {
  if (n.tagName === tag) return n;
  for (const c of n.childNodes ?? []) {
    const f = findFirst(c, tag);
    if (f) return f;
  }
  return undefined;
}

/** Map labeled source ranges onto the decoded text of one text node. */
function attachRanges(node: PageNode, loc: P5Location, ranges: LabelRange[], src: string): void {
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
