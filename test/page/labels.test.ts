import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/page/static.js';
import { LabelError } from '../../src/page/labels.js';
import { textOf } from '../../src/page/tree.js';

const strip = (t: ReturnType<typeof parseHtml>) =>
  JSON.stringify(t.nodes.map((n) => [n.tagPath, n.text, n.attrs]));

describe('labeled pages', () => {
  const original = '<html><body><td><b>Vendor:</b> Value &amp; Books<br><b>ISBN-13:</b> 978</td><p class="x">Hi</p></body></html>';
  const labeled =
    '<html><body><td><b>Vendor:</b> <ie-label data-ie-label="book.publisher" data-ie-record="1">Value &amp; Books</ie-label><br>' +
    '<b>ISBN-13:</b> <ie-label data-ie-label="book.isbn_13" data-ie-record="1">978</ie-label></td>' +
    '<p class="x" data-ie-label="book.title" data-ie-record="1" data-ie-section="other">Hi</p></body></html>';

  it('gives exactly the tree of the unlabeled page plus labels', () => {
    const a = parseHtml(original);
    const b = parseHtml(labeled);
    expect(strip(b)).toBe(strip(a));
    const pub = b.nodes.find((n) => n.labels?.[0]?.field === 'publisher')!;
    expect(pub.kind).toBe('text');
    expect(pub.text).toBe(' Value & Books');
    expect(pub.text.slice(pub.labels![0].start, pub.labels![0].end)).toBe('Value & Books');
    const p = b.nodes.find((n) => n.tag === 'p')!;
    expect(p.labels).toEqual([{ type: 'book', field: 'title', record: '1' }]);
    expect(p.section).toBe('other');
    expect(p.attrs).toEqual({ class: 'x' });
    expect(textOf(b.root)).toBe('Vendor: Value & Books ISBN-13: 978 Hi');
  });

  it('names file and line for malformed labels', () => {
    const bad = '<p>\n<ie-label data-ie-label="title">x</ie-label></p>';
    expect(() => parseHtml(bad, undefined, 'page.html')).toThrow(LabelError);
    expect(() => parseHtml(bad, undefined, 'page.html')).toThrow(/^page\.html:2: malformed data-ie-label "title"/);
    expect(() => parseHtml('<p><ie-label data-ie-label="a.b">x</p>', undefined, 'f.html')).toThrow(/f\.html:1: <ie-label> is never closed/);
    expect(() => parseHtml('<p>x</ie-label></p>', undefined, 'f.html')).toThrow(/without a matching/);
    expect(() => parseHtml('<h2 data-ie-section="homework">x</h2>', undefined, 'f.html')).toThrow(/unknown data-ie-section "homework"/);
  });

  it('rejects record ids that clash across types', () => {
    const html = '<p data-ie-label="lecture.title" data-ie-record="1">a</p>\n<p data-ie-label="quiz.title" data-ie-record="1">b</p>';
    expect(() => parseHtml(html, undefined, 'f.html')).toThrow(/f\.html:2: record id "1" is used for both "lecture" and "quiz"/);
  });

  it('resolves links against <base href>', () => {
    const t = parseHtml('<head><base href="/c/"></head><a href="hw1.pdf">HW1</a>', 'http://u.edu/x/index.html');
    expect(t.nodes.find((n) => n.tag === 'a')!.href).toBe('http://u.edu/c/hw1.pdf');
  });

  it('labels every text node an <ie-label> spans (elements inside), nested labels overlap, one span id per wrapper', () => {
    const html =
      '<p>x <ie-label data-ie-label="lecture.title" data-ie-record="L1">Intro <b>to <ie-label data-ie-label="lecture.date" data-ie-record="L1">Sep&nbsp;2</ie-label></b> CS</ie-label> y</p>';
    const t = parseHtml(html);
    const plain = parseHtml('<p>x Intro <b>to Sep&nbsp;2</b> CS y</p>');
    expect(strip(t)).toBe(strip(plain));
    const texts = t.nodes.filter((n) => n.kind === 'text');
    expect(texts.map((n) => [n.text, n.labels])).toEqual([
      ['x Intro ', [{ type: 'lecture', field: 'title', record: 'L1', start: 2, end: 8, span: 0 }]],
      [
        'to Sep\u00a02',
        [
          { type: 'lecture', field: 'title', record: 'L1', start: 0, end: 8, span: 0 },
          { type: 'lecture', field: 'date', record: 'L1', start: 3, end: 8, span: 1 },
        ],
      ],
      [' CS y', [{ type: 'lecture', field: 'title', record: 'L1', start: 0, end: 3, span: 0 }]],
    ]);
  });

  it('keeps CRLF and entity offsets right', () => {
    const t = parseHtml('<p>a &amp;\r\nb <ie-label data-ie-label="quiz.title" data-ie-record="Q1">Quiz&#32;1</ie-label></p>');
    const n = t.nodes.find((x) => x.labels)!;
    expect(n.text).toBe('a &\nb Quiz 1');
    expect(n.text.slice(n.labels![0].start, n.labels![0].end)).toBe('Quiz 1');
  });

  it('ignores labels when asked, keeping data-ie-* as plain attributes', () => {
    const t = parseHtml('<p data-ie-label="a.b">x</p>', undefined, 'f.html', { labels: false });
    expect(t.nodes.find((n) => n.tag === 'p')!.attrs).toEqual({ 'data-ie-label': 'a.b' });
    expect(t.nodes.some((n) => n.labels)).toBe(false);
  });

  it('names file and line for every malformed wrapper', () => {
    expect(() => parseHtml('<p>\n\n<ie-label data-ie-record="1">x</ie-label>', undefined, 'a.html')).toThrow(
      /^a\.html:3: <ie-label> without data-ie-label$/,
    );
    expect(() => parseHtml('<p>\n<ie-label data-ie-label="a.b"></ie-label>', undefined, 'a.html')).toThrow(/^a\.html:2: empty <ie-label> for a\.b$/);
    expect(() => parseHtml('<p>\n<b data-ie-label="a.b.c">x</b>', undefined, 'a.html')).toThrow(/^a\.html:2: malformed data-ie-label "a\.b\.c"/);
  });
});
