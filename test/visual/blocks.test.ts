import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/page/static.js';
import type { Box, NodeStyle, PageTree } from '../../src/page/tree.js';
import { blockOf, blockText, buildBlockTree, leafBlocks, NotRenderedError } from '../../src/visual/blocks.js';
import { blockFeatureMap, blockFeatures, FEATURE_NAMES } from '../../src/visual/features.js';

const style = (o: Partial<NodeStyle> = {}): NodeStyle => ({
  fontSize: 16,
  fontWeight: 400,
  fontStyle: 'normal',
  textAlign: 'start',
  display: 'block',
  visibility: 'visible',
  color: 'rgb(0, 0, 0)',
  ...o,
});
const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, width, height });

/** A hand-laid-out "rendered" tree: boxes and styles as a browser would report them, by node id. */
function fixture(): PageTree {
  const t = parseHtml(
    '<html><head><title>T</title></head><body>' +
      '<div id="main"><h2>Lectures</h2><p>Intro <a href="l1.pdf">slides</a></p><div id="empty"><span> </span></div>' +
      '<p id="hidden">secret</p><img src="x.png"></div>' +
      '<div id="foot">footer</div></body></html>',
    'http://u.edu/c/',
  );
  const by = (pred: (n: (typeof t.nodes)[number]) => boolean) => t.nodes.find(pred)!;
  const set = (n: (typeof t.nodes)[number], b: Box, s: NodeStyle) => {
    n.box = b;
    n.style = s;
  };
  for (const n of t.nodes) set(n, box(0, 0, 0, 0), style({ display: 'none' }));
  set(by((n) => n.tag === 'html'), box(0, 0, 1000, 400), style());
  set(by((n) => n.tag === 'body'), box(0, 0, 1000, 400), style());
  set(by((n) => n.attrs.id === 'main'), box(100, 0, 800, 300), style());
  const h2 = by((n) => n.tag === 'h2');
  set(h2, box(100, 0, 800, 40), style({ fontSize: 32, fontWeight: 700 }));
  set(h2.children[0], box(100, 0, 800, 40), style({ fontSize: 32, fontWeight: 700 })); // same rectangle as its h2
  const p = by((n) => n.tag === 'p' && !n.attrs.id);
  set(p, box(100, 50, 800, 20), style());
  set(p.children[0], box(100, 50, 40, 20), style({ display: 'inline' }));
  const a = by((n) => n.tag === 'a');
  set(a, box(140, 50, 50, 20), style({ display: 'inline' }));
  set(a.children[0], box(140, 50, 50, 20), style({ display: 'inline' }));
  set(by((n) => n.attrs.id === 'empty'), box(100, 80, 800, 20), style());
  set(by((n) => n.tag === 'span'), box(100, 80, 4, 20), style({ display: 'inline' }));
  const hidden = by((n) => n.attrs.id === 'hidden');
  set(hidden, box(100, 100, 800, 20), style({ visibility: 'hidden' }));
  set(hidden.children[0], box(100, 100, 60, 20), style({ visibility: 'hidden' }));
  set(by((n) => n.tag === 'img'), box(100, 200, 100, 100), style({ display: 'inline' }));
  const foot = by((n) => n.attrs.id === 'foot');
  set(foot, box(0, 300, 1000, 100), style({ textAlign: 'center', fontSize: 12 }));
  set(foot.children[0], box(480, 300, 40, 100), style({ textAlign: 'center', fontSize: 12 }));
  return { ...t, rendered: true, width: 1000, height: 400 };
}

describe('visual block tree', () => {
  it('keeps visible non-empty rectangles, nested by the nearest enclosing block', () => {
    const bt = buildBlockTree(fixture());
    const shape = (b: ReturnType<typeof buildBlockTree>['root']): unknown => [
      `${b.node.tag}${b.node.attrs.id ? '#' + b.node.attrs.id : ''}:${blockText(b)}`,
      ...b.children.map(shape),
    ];
    // html and body share the page rectangle; h2 and its text are one block; empty/hidden/display:none are not
    // blocks and their text is not a block's text.
    expect(shape(bt.root)).toEqual([
      'html:Lectures Intro slides footer',
      ['div#main:Lectures Intro slides', ['h2:Lectures'], ['p:Intro slides', ['#text:Intro'], ['a:slides']], ['img:']],
      ['div#foot:footer', ['#text:footer']],
    ]);
    expect(bt.root.nodes.map((n) => n.tag)).toEqual(['html', 'body']);
    expect(bt.blocks.map((b) => b.id)).toEqual(bt.blocks.map((_, i) => i));
    expect(bt.blocks.find((b) => b.node.tag === 'a')!.depth).toBe(3);
    expect(leafBlocks(bt).map((b) => b.node.tag)).toEqual(['h2', '#text', 'a', 'img', '#text']);
    const h2text = fixture().nodes.find((n) => n.text === 'Lectures')!;
    expect(blockOf(bt, bt.page.nodes[h2text.id]).node.tag).toBe('h2');
  });

  it('derives the dominant font from text length', () => {
    // "Intro", "slides" at 16px (11 chars) beat "Lectures" at 32px (8) and "footer" at 12px (6)
    expect(buildBlockTree(fixture()).stats).toEqual({ width: 1000, height: 400, dominantFontSize: 16, dominantFontWeight: 400 });
  });

  it('computes position, size, format, statistics and parent-relative features', () => {
    const bt = buildBlockTree(fixture());
    const h2 = blockFeatureMap(bt.blocks.find((b) => b.node.tag === 'h2')!);
    expect(h2).toMatchObject({ left: 100, top: 0, width: 800, height: 40, centerX: 500, centerY: 20, relLeft: 0.1, relWidth: 0.8, relHeight: 0.1 });
    expect(h2).toMatchObject({ fontSize: 32, relFontSize: 2, fontWeight: 700, isBold: 1, isLink: 0, textLength: 8, nestedDepth: 2 });
    expect(h2).toMatchObject({ relWidthOfParent: 1, relLeftOfParent: 0, relTopOfParent: 0, ratioWidthHeight: 20, relArea: 0.08 });
    const main = blockFeatureMap(bt.blocks.find((b) => b.node.attrs.id === 'main')!);
    expect(main).toMatchObject({ linkCount: 1, imageCount: 1, paragraphCount: 1, tableCount: 0, childBlockCount: 3, textLength: 21 });
    const link = blockFeatureMap(bt.blocks.find((b) => b.node.tag === 'a')!);
    expect(link).toMatchObject({ isLink: 1, relLeftOfParent: 40, relWidthOfParent: 50 / 800 });
    const foot = blockFeatureMap(bt.blocks.find((b) => b.node.attrs.id === 'foot')!);
    expect(foot).toMatchObject({ alignCenter: 1, alignRight: 0, fontSize: 12, relFontSize: 0.75 });
    const v = blockFeatures(bt.root);
    expect(v).toHaveLength(FEATURE_NAMES.length);
    expect(v.every((x) => Number.isFinite(x))).toBe(true);
  });

  it('refuses a static tree', () => {
    expect(() => buildBlockTree(parseHtml('<p>x</p>'))).toThrow(NotRenderedError);
  });
});
