/**
 * Template text alternatives (§9.4, wrapper.ts `texts`): an unlabeled text node whose records had a few
 * different texts keeps them, so equal-tag alignments still pick the block whose text the records had.
 */
import { describe, expect, it } from 'vitest';
import { WDAligner } from '../../src/wrapper/align.js';
import { mergeForests } from '../../src/wrapper/induce.js';
import type { WrapperLibrary } from '../../src/wrapper/library.js';
import { libraryFromJson, libraryFromXml, libraryToJson, libraryToXml } from '../../src/wrapper/store.js';
import { dFromNotation, forestFromDom, MAX_TEXTS, notation, parseNotation, type DNode, type WNode } from '../../src/wrapper/wrapper.js';

/** Set the text of the #text nodes of a forest in pre-order. */
function withTexts<T extends DNode | WNode>(ns: T[], texts: string[], set: (n: T, t: string) => void): T[] {
  let i = 0;
  const walk = (n: T) => {
    if (n.tag === '#text') set(n, texts[i++]);
    (n.children as T[]).forEach(walk);
  };
  ns.forEach(walk);
  return ns;
}
const dom = (src: string, texts: string[]) => withTexts(dFromNotation(src), texts, (d, t) => (d.text = t));

/** Which DOM block (0, 1) the author link is paired with under the unlabeled alignment extraction uses. */
function authorBlock(ws: WNode[], ds: DNode[]): number {
  const { pairs } = new WDAligner(false).align(ws, ds);
  const p = pairs.find((q) => q.w.label === 'author')!;
  return ds.findIndex((b) => b.children.includes(p.d));
}

describe('template text alternatives', () => {
  // an editor line (optional), the author line, a series line (optional): alike in tags, told apart by text
  const wrapper = () => {
    const ws = parseNotation('div(#text a)? div(#text a_author) div(#text a)?');
    const sets = [['Edited By:', 'Illustrated By:'], ['&', 'By:'], ['More in']];
    let i = 0;
    const walk = (w: WNode) => {
      if (w.tag === '#text') w.texts = sets[i++];
      w.children.forEach(walk);
    };
    ws.forEach(walk);
    return ws;
  };

  it('decide between blocks that tie on tags', () => {
    // the two pages tie on tags in opposite ways: without texts one fixed tie order gets one of them wrong
    expect(authorBlock(wrapper(), dom('div(#text a) div(#text a)', ['By:', 'More in']))).toBe(0);
    expect(authorBlock(wrapper(), dom('div(#text a) div(#text a)', ['Edited By:', 'By:']))).toBe(1);
  });

  it('are collected by merges up to MAX_TEXTS, outside labeled nodes only', () => {
    const rec = (pre: string, title: string) => forestFromDom(dom('p(#text b_title(#text))', [pre, title]));
    let ws = mergeForests(rec('By:', 'A'), rec('&', 'B'));
    const p = ws[0];
    expect(p.children[0].text).toBeUndefined();
    expect(p.children[0].texts).toEqual(['&', 'By:']);
    // the labeled node's own text is content: neither kept nor collected
    expect(p.children[1].children[0].text).toBeUndefined();
    expect(p.children[1].children[0].texts).toBeUndefined();
    // a shared text stays a single template text
    expect(mergeForests(rec('By:', 'A'), rec('By:', 'B'))[0].children[0].text).toBe('By:');
    // more alternatives than MAX_TEXTS: content text, nothing kept
    for (let i = 0; i < MAX_TEXTS; i++) ws = mergeForests(ws, rec(`x${i}`, 'C'));
    expect(ws[0].children[0].texts).toBeUndefined();
    expect(ws[0].children[0].text).toBeUndefined();
  });

  it('round-trip through the wrapper file (JSON and XML)', () => {
    const lib: WrapperLibrary = { site: 's', epsilon: 0.5, theta: 0.5, pages: 1, records: 1, wrappers: [{ id: 'b-1', type: 'b', stick: 'html/body', head: wrapper(), level: 2 }] };
    const j = libraryToJson(lib);
    expect(libraryToJson(libraryFromJson(JSON.parse(JSON.stringify(j))))).toEqual(j);
    expect(libraryToJson(libraryFromXml(libraryToXml(lib)))).toEqual(j);
    expect(JSON.stringify(j)).toContain('"texts":["&","By:"]');
  });
});

describe('captions of optional nodes', () => {
  it('an optional captioned node folds into a node with another caption (it costs nothing to leave out)', () => {
    // a publisher line beside a labeled node: a caption per record, optional after a first merge
    const a = parseNotation('p(div(#text)? span_title(#text))');
    a[0].children[0].caption = 'Moody Publishers / 2005';
    const b = parseNotation('p(div(#text) span_title(#text))');
    b[0].children[0].caption = 'Zondervan / 2001';
    const m = mergeForests(a, b);
    // one optional line without a caption, not one optional node per caption ever seen
    expect(notation(m)).toBe('p(div(#text)? span_title(#text))');
    expect(m[0].children[0].caption).toBeUndefined();
    // a node with the same caption still wins over one with another
    const c = parseNotation('p(div(#text)? div(#text) span_title(#text))');
    c[0].children[0].caption = 'Edition:';
    c[0].children[1].caption = 'ISBN:';
    const d = parseNotation('p(div(#text) span_title(#text))');
    d[0].children[0].caption = 'ISBN:';
    const m2 = mergeForests(c, d);
    expect(m2[0].children.map((x) => x.caption)).toEqual(['Edition:', 'ISBN:', undefined]);
  });
});
