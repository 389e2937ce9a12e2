/** Broom extraction (Alg. 7, Fig. 9.4–9.6) and extraction with a wrapper library (Alg. 8). */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/page/static.js';
import { detachBroom, extractBrooms } from '../../src/wrapper/broom.js';
import { extractWithLibrary, induceLibrary } from '../../src/wrapper/library.js';
import { libraryToJson } from '../../src/wrapper/store.js';
import { notation, forestFromDom } from '../../src/wrapper/wrapper.js';

const page = (body: string) => parseHtml(`<html><head><title>t</title></head><body>${body}</body></html>`, 'http://shop.example/p');
const lab = (field: string, rec: string, text: string, tag = 'span') => `<${tag} data-ie-label="item.${field}" data-ie-record="${rec}">${text}</${tag}>`;

describe('broom extraction (Algorithm 7)', () => {
  it('scenario 1 (Fig. 9.4): one record per boundary node; the stick ends at the boundary node', () => {
    const t = page(`<ul><li>${lab('title', '1', 'A')} <b>x</b> ${lab('price', '1', '$1')}</li><li>${lab('title', '2', 'B')} ${lab('price', '2', '$2')}</li></ul>`);
    const bs = extractBrooms(t);
    expect(bs.map((b) => [b.record, b.stick])).toEqual([
      ['1', 'html/body/ul/li'],
      ['2', 'html/body/ul/li'],
    ]);
    expect(notation(forestFromDom(bs[0].head))).toBe('span_title(#text) b(#text) span_price(#text)');
    expect([bs[0].lead, bs[0].trail]).toEqual([0, 0]);
    expect(bs[0].head.every((d) => d.exclusive !== false)).toBe(true);
  });

  it('special case (Fig. 9.5): several records under one boundary node are forests of consecutive siblings', () => {
    const t = page(`<div><h2>News</h2>${lab('title', '1', 'A', 'h3')}<p>${lab('price', '1', '$1')}</p>${lab('title', '2', 'B', 'h3')}<p>${lab('price', '2', '$2')}</p></div>`);
    const bs = extractBrooms(t);
    expect(bs[0].stick).toBe('html/body/div');
    expect(notation(forestFromDom(bs[0].head))).toBe('h3_title(#text) p(span_price(#text))');
    expect(notation(forestFromDom(bs[1].head))).toBe('h3_title(#text) p(span_price(#text))');
    expect([bs[0].lead, bs[0].trail, bs[1].lead, bs[1].trail]).toEqual([1, 2, 3, 0]);
  });

  it('scenario 2 (Fig. 9.6): crossed records copy shared inner nodes as non-exclusive nodes', () => {
    // record 1 = first column, record 2 = second column of a two-row table
    const t = page(
      `<table><tbody><tr>${lab('title', '1', 'A', 'td')}${lab('title', '2', 'B', 'td')}</tr><tr>${lab('price', '1', '$1', 'td')}${lab('price', '2', '$2', 'td')}</tr></tbody></table>`,
    );
    const bs = extractBrooms(t);
    expect(bs.map((b) => b.stick)).toEqual(['html/body/table/tbody', 'html/body/table/tbody']);
    const b1 = bs[0];
    expect(b1.head.map((d) => [d.tag, d.exclusive])).toEqual([
      ['tr', false],
      ['tr', false],
    ]);
    // only record 1's cells are copied under the non-exclusive rows
    expect(notation(forestFromDom(b1.head))).toBe('tr(td_title(#text)) tr(td_price(#text))');
    expect(b1.head[0].children[0].exclusive).toBeUndefined();
  });
});

describe('extraction with a wrapper library (Algorithm 8)', () => {
  it('extracts every record of a list page from one labeled record', () => {
    const train = page(`<ul><li>${lab('title', '1', 'Alpha')} <a data-ie-label="item.link" data-ie-record="1" href="/a">more</a></li><li>Beta <a href="/b">more</a></li></ul>`);
    const lib = induceLibrary('shop.example', extractBrooms(train), 1);
    const test = page(`<ul><li><span>One</span> <a href="/1">more</a></li><li><span>Two</span> <a href="/2">more</a></li><li><span>Three</span> <a href="/3">more</a></li></ul>`);
    const recs = extractWithLibrary(test, lib).map((m) => m.record);
    expect(recs.map((r) => r.fields)).toEqual([
      { title: 'One', link: 'http://shop.example/1' },
      { title: 'Two', link: 'http://shop.example/2' },
      { title: 'Three', link: 'http://shop.example/3' },
    ]);
    expect(recs.every((r) => r.wrapper === 'item-1' && r.distance === 0)).toBe(true);
  });

  it('finds several records under one boundary node (Fig. 9.5)', () => {
    const train = page(`<div><h2>News</h2>${lab('title', '1', 'A', 'h3')}<p>${lab('price', '1', '$1')}</p>${lab('title', '2', 'B', 'h3')}<p>${lab('price', '2', '$2')}</p></div>`);
    const lib = induceLibrary('shop.example', extractBrooms(train), 1);
    expect(lib.wrappers.length).toBe(1);
    const test = page(`<div><h2>News</h2><h3>X</h3><p><span>$7</span></p><h3>Y</h3><p><span>$8</span></p><h3>Z</h3><p><span>$9</span></p></div>`);
    expect(extractWithLibrary(test, lib).map((m) => m.record.fields)).toEqual([
      { title: 'X', price: '$7' },
      { title: 'Y', price: '$8' },
      { title: 'Z', price: '$9' },
    ]);
  });

  it('extracts crossed records: non-exclusive rows are shared, cells are not reused (Fig. 9.6)', () => {
    const train = page(
      `<table><tbody><tr>${lab('title', '1', 'A', 'td')}${lab('title', '2', 'B', 'td')}</tr><tr>${lab('price', '1', '$1', 'td')}${lab('price', '2', '$2', 'td')}</tr></tbody></table>`,
    );
    const lib = induceLibrary('shop.example', extractBrooms(train), 1);
    const test = page(`<table><tbody><tr><td>P</td><td>Q</td><td>R</td></tr><tr><td>$5</td><td>$6</td><td>$7</td></tr></tbody></table>`);
    expect(extractWithLibrary(test, lib).map((m) => m.record.fields)).toEqual([
      { title: 'P', price: '$5' },
      { title: 'Q', price: '$6' },
      { title: 'R', price: '$7' },
    ]);
  });

  it('uses captions to disambiguate caption/value rows and strips template text (§9.4)', () => {
    const rec = (rows: [string, string, boolean][]) =>
      `<div><h1 data-ie-label="book.title">T</h1><p>${rows.map(([c, v, l]) => `<b>${c}</b> ${l ? `<ie-label data-ie-label="book.${c.toLowerCase().replace(/\W/g, '')}">${v}</ie-label>` : v}<br>`).join('')}</p></div>`;
    const a = page(rec([['Format:', 'Paperback', false], ['Pages:', '96', false], ['Publisher:', 'Acme', true], ['ISBN:', '123', true]]));
    const b = page(rec([['Format:', 'Hardcover', false], ['Publisher:', 'Beta', true], ['ISBN:', '456', true]]));
    const lib = induceLibrary('books.example', [...extractBrooms(a), ...extractBrooms(b)], 2);
    // a new page with an unseen row before the ISBN: tags alone would shift the ISBN onto it
    const c = page(`<div><h1>New</h1><p><b>Format:</b> Audio<br><b>Publisher:</b> Gamma<br><b>UPC:</b> 999<br><b>ISBN:</b> 789<br></p></div>`);
    expect(extractWithLibrary(c, lib).map((m) => m.record.fields)).toEqual([{ title: 'New', publisher: 'Gamma', isbn: '789' }]);
  });

  it('infers template text from overlapping values and keeps the raw value on request', () => {
    const mk = (v: string) => page(`<div><h1 data-ie-label="book.title">T</h1><p data-ie-label="book.publisher">Publisher: ${v}</p></div>`);
    const lib = induceLibrary('b.example', [...extractBrooms(mk('Acme')), ...extractBrooms(mk('Avon Books'))], 2);
    const [m] = extractWithLibrary(mk('Zed Press'), lib, { raw: true });
    expect(m.record.fields.publisher).toBe('Zed Press');
    expect(m.record.raw?.publisher).toBe('Publisher: Zed Press');
  });

  it('a page of another layout yields no records (Ψ above θ)', () => {
    const train = page(`<ul><li>${lab('title', '1', 'Alpha')} <i>x</i></li></ul>`);
    const lib = induceLibrary('shop.example', extractBrooms(train), 1);
    expect(extractWithLibrary(page(`<ul><li><table><tr><td>1</td></tr></table></li></ul>`), lib)).toEqual([]);
  });
});

describe('detached brooms (extract induce)', () => {
  it('induce the same library as brooms on their pages, without holding the page', () => {
    // captions, a shared value prefix, a link, crossed records (non-exclusive cells), short and long elements
    const body =
      `<table><tr><td><b>ISBN:</b> ${lab('isbn', '1', 'Publisher: 111')}</td><td><b>By:</b> <a href="/a" data-ie-label="item.author" data-ie-record="1">Ann</a> <i>a long note that is not a caption at all, far over forty characters</i></td></tr>` +
      `<tr><td><b>ISBN:</b> ${lab('isbn', '2', 'Publisher: 222')}</td><td><b>By:</b> <a href="/b" data-ie-label="item.author" data-ie-record="2">Bob</a></td></tr></table>` +
      `<div>${lab('title', '3', 'X')} ${lab('title', '4', 'Y')}</div>`;
    const bs = () => [...extractBrooms(page(body)), ...extractBrooms(page(body.replace('Ann', 'Cy').replace('111', '333')))];
    const detached = bs().map(detachBroom);
    expect(detached.every((b) => b.head.every((d) => d.page.parent === null))).toBe(true);
    expect(libraryToJson(induceLibrary('shop.example', detached, 2))).toEqual(libraryToJson(induceLibrary('shop.example', bs(), 2)));
  });
});
