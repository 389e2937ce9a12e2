import { describe, expect, it } from 'vitest';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { parseDocument } from '../../src/page/tokenizer.js';
import { rng } from '../rng.js';

type Node = DefaultTreeAdapterMap['node'];

/** Every node with its name, attributes (in order), text / comment data and source location, parents excluded. */
function dump(n: Node): unknown {
  const o = n as unknown as Record<string, unknown>;
  return {
    name: o.nodeName,
    attrs: o.attrs,
    value: o.value ?? o.data,
    ns: o.namespaceURI,
    loc: o.sourceCodeLocation,
    mode: o.mode,
    kids: ((o.childNodes as Node[] | undefined) ?? []).map(dump),
    content: o.content ? dump(o.content as Node) : undefined,
  };
}

function outcome(f: () => Node): unknown {
  try {
    return dump(f());
  } catch (e) {
    return `throws ${String(e)}`;
  }
}

// pieces chosen to hit every stop character of the fast paths and the states around them
const PIECES = [
  '<div', '<DIV', '<Table', '<td', '<p', '<a', '<svg', '<math', '<title>', '</title>', '<textarea>', '</textarea>', '<script>',
  '</script>', '<style>', '</style>', '<plaintext>', '<template>', '</template>', '<!--', '-->', '--', '-', '<!-', '<!DOCTYPE html>',
  '</div>', '</p>', '</a>', '</td>', '</', '>', '/>', '/', ' ', '  ', '\t', '\n', '\r', '\r\n', '\f', '\v', '\u0000', '\u0001',
  '=', '="', '"', "='", "'", '`', '<', '&', '&amp;', '&amp', '&lt', '&notit;', '&#65;', '&#x1F600;', '&#0;', '&nbsp', '&zz;',
  'href', 'HREF', 'Class', 'data-x', 'onclick', 'x', 'Hello', 'wORLD', 'abc123', 'é', 'ü€', '\u00a0', '日本',
  '\ud83d\ude00', '\ud83d', '\ude00', '\ufffd', '\ufdd0', 'a=b', 'c=d>', 'http://x.com/?a=1&b=2', 'A', 'Z', '[', '@', '\u0085',
];

function randomHtml(r: () => number, len: number): string {
  let s = '';
  for (let i = 0; i < len; i++) s += PIECES[Math.floor(r() * PIECES.length)];
  return s;
}

describe('parseDocument (parse5 with run-at-once tokenizer states)', () => {
  it('builds the same tree as parse5 on random markup, with and without source locations', () => {
    const r = rng(20261124);
    let checked = 0;
    for (let i = 0; i < 3000; i++) {
      const html = randomHtml(r, 5 + Math.floor(r() * 60));
      const withLoc = i % 2 === 1;
      const opts = { sourceCodeLocationInfo: withLoc };
      // parse5 itself throws on a few inputs (a surrogate pair in a tag name): the same error then
      expect(outcome(() => parseDocument(html, opts)), JSON.stringify(html)).toEqual(outcome(() => parse(html, opts)));
      checked++;
    }
    expect(checked).toBe(3000);
  });

  it('keeps attribute values, names and text exactly (entities, CR/LF, NUL, surrogates, upper case)', () => {
    const html =
      '<DIV Class="a&amp;b\r\nc\u0000d\ud83d\ude00e\ud83d" DATA-X=\'q&lt;r\' Un=quo`ted&gt;x ON-Click=x"y>' +
      'Te&notit;xt\r\nline\u0000 two\ud83d\ude00 &#x41;<!-- com-ment\r\n<x -- --><textarea>A&amp;B\r\nC</textarea>' +
      '<script>if (a<b && c) { x = "</scr" + "ipt>" }</script><style>p{a:b}</style></DIV>';
    const a = parseDocument(html, { sourceCodeLocationInfo: true });
    expect(dump(a)).toEqual(dump(parse(html, { sourceCodeLocationInfo: true })));
    type El = DefaultTreeAdapterMap['element'];
    const body = (a.childNodes[0] as El).childNodes[1] as El;
    const div = body.childNodes[0] as El;
    expect(div.tagName).toBe('div');
    expect(div.attrs).toEqual([
      { name: 'class', value: 'a&b\nc\ufffdd\ud83d\ude00e\ud83d' },
      { name: 'data-x', value: 'q<r' },
      { name: 'un', value: 'quo`ted>x' },
      { name: 'on-click', value: 'x"y' },
    ]);
    expect((div.childNodes[0] as DefaultTreeAdapterMap['textNode']).value).toBe('Te¬it;xt\nline two\ud83d\ude00 A');
  });
});
