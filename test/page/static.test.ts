import { describe, expect, it } from 'vitest';
import { MAX_TREE_DEPTH, parseHtml } from '../../src/page/static.js';
import { textOf, type PageNode } from '../../src/page/tree.js';

function maxDepth(root: PageNode): number {
  let max = 0;
  const stack: [PageNode, number][] = [[root, 0]];
  while (stack.length) {
    const [n, d] = stack.pop()!;
    max = Math.max(max, d);
    for (const c of n.children) stack.push([c, d + 1]);
  }
  return max;
}

describe('static page tree', () => {
  it("nests at most 512 deep as Chromium's parser does: deeper nodes move up in document order, text and links kept", () => {
    const n = 3000;
    const html = `<html><body><p>top</p>${'<div>'.repeat(n)}deep <a href="/x.html">link</a> <b>bold</b>${'</div>'.repeat(n)}<p>tail</p></body></html>`;
    const tree = parseHtml(html, 'http://u.edu/');
    // from <html>, itself one below the document: the deepest node sits at the limit (the link's text under it)
    expect(maxDepth(tree.root)).toBe(MAX_TREE_DEPTH - 2);
    expect(textOf(tree.root).replace(/\s+/g, ' ').trim()).toBe('top deep link bold tail');
    expect(tree.nodes.filter((x) => x.href).map((x) => [x.href, textOf(x)])).toEqual([['http://u.edu/x.html', 'link']]);
    // a page within the limit keeps its shape
    const shallow = parseHtml(`<html><body>${'<div>'.repeat(100)}x${'</div>'.repeat(100)}</body></html>`);
    expect(maxDepth(shallow.root)).toBe(102);
  });
});
