import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeHtml, expandInputs, loadFile, LoadError, loadHtmlString, pageFromBytes, splitHeaderBlock, urlFromHtml } from '../../src/page/load.js';
import { parseStatic } from '../../src/page/static.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('charset detection', () => {
  it('uses a UTF-8 BOM and strips it', () => {
    const d = decodeHtml(bytes([0xef, 0xbb, 0xbf], '<p>caf', [0xc3, 0xa9], '</p>'));
    expect(d).toEqual({ html: '<p>café</p>', charset: 'utf-8', charsetSource: 'bom' });
  });
  it('uses a UTF-16LE BOM', () => {
    const d = decodeHtml(bytes([0xff, 0xfe], [0x3c, 0, 0x70, 0, 0x3e, 0, 0xe9, 0]));
    expect(d).toEqual({ html: '<p>é', charset: 'utf-16le', charsetSource: 'bom' });
  });
  it('prefers the HTTP header charset over <meta>', () => {
    const d = decodeHtml(bytes('<meta charset="utf-8"><p>caf', [0xe9]), 'iso-8859-1');
    expect(d.html).toBe('<meta charset="utf-8"><p>café');
    expect(d.charsetSource).toBe('header');
    // iso-8859-1 means windows-1252 on the web: 0x93/0x94 are curly quotes, not C1 controls
    expect(decodeHtml(bytes([0x93], 'hi', [0x94, 0x80]), 'iso-8859-1').html).toBe('\u201chi\u201d\u20ac');
  });
  it('reads <meta charset> and <meta http-equiv content=…charset>', () => {
    const a = decodeHtml(bytes('<meta charset="windows-1251"><p>', [0xc4, 0xe0]));
    expect(a).toEqual({ html: '<meta charset="windows-1251"><p>Да', charset: 'windows-1251', charsetSource: 'meta' });
    const b = decodeHtml(bytes('<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1"><p>', [0xfc]));
    expect(b.html.endsWith('<p>ü')).toBe(true);
    expect(b.charset).toBe('iso-8859-1');
  });
  it('ignores a <meta> claiming UTF-16 on ASCII-readable bytes', () => {
    expect(decodeHtml(bytes('<meta charset="utf-16"><p>ok')).charsetSource).toBe('utf8-valid');
  });
  it('takes valid UTF-8, else falls back to windows-1252 (latin-1 superset)', () => {
    expect(decodeHtml(bytes('<p>', [0xe2, 0x82, 0xac])).html).toBe('<p>€');
    const f = decodeHtml(bytes('<p>', [0xe9, 0x93]));
    expect(f).toEqual({ html: '<p>é“', charset: 'windows-1252', charsetSource: 'fallback' });
  });
  // A Japanese teacher's page of the 2000s in Shift_JIS (encoded by Python's shift_jis codec)
  const SJIS_TEXT = '東和大学 情報工学科 アルゴリズムとデータ構造 2019年度 後期。本講義では基本的なアルゴリズムとデータ構造を学ぶ。レポート課題は毎週出題し、提出期限は次回の講義の前日とする。成績評価は期末試験とレポートによる。';
  const sjis = Buffer.from('938c986191e58a77208fee95f18d488a7789c8208341838b8353838a8359838082c68366815b835e8d5c91a22032303139944e9378208ce38afa8142967b8d758b6082c582cd8aee967b934982c88341838b8353838a8359838082c68366815b835e8d5c91a282f08a7782d48142838c837c815b836789db91e882cd96888f548f6f91e882b5814192f18f6f8afa8cc082cd8e9f89f182cc8d758b6082cc914f93fa82c682b782e9814290ac90d1955d89bf82cd8afa96968e8e8cb182c6838c837c815b836782c982e682e98142', 'hex');
  it('detects an undeclared multi-byte charset (Shift_JIS) that is not UTF-8, as a browser would', () => {
    expect(decodeHtml(bytes('<p>', [...sjis], '</p>'))).toEqual({ html: `<p>${SJIS_TEXT}</p>`, charset: 'shift_jis', charsetSource: 'sniffed' });
  });
  it('takes the page\'s own multi-byte <meta> charset over a server\'s Latin-1 default, not over another header', () => {
    const page = bytes('<meta http-equiv="Content-Type" content="text/html; charset=x-sjis"><p>', [...sjis]);
    expect(decodeHtml(page, 'ISO-8859-1')).toMatchObject({ charset: 'x-sjis', charsetSource: 'meta' });
    expect(decodeHtml(page, 'ISO-8859-1').html.endsWith(SJIS_TEXT)).toBe(true);
    expect(decodeHtml(page, 'euc-jp').charsetSource).toBe('header');
  });
  // A Russian teacher's page of the 2000s, and a German one, in their single-byte charsets (bytes from Node's decoders inverted)
  const single = (text: string, label: string) => {
    const td = new TextDecoder(label);
    const byChar = new Map<string, number>();
    for (let b = 0xa0; b < 256; b++) byChar.set(td.decode(Uint8Array.of(b)), b);
    return [...text].map((c) => (c.charCodeAt(0) < 128 ? c.charCodeAt(0) : byChar.get(c) ?? 0x3f));
  };
  const RU_TEXT = 'Основы программирования, весенний семестр 2010 года. Лекции по четвергам. Домашнее задание 3: срок сдачи 12 марта. Контрольная работа и экзамен.';
  it('detects an undeclared Cyrillic single-byte charset (windows-1251, KOI8-R) whose letters come in words', () => {
    expect(decodeHtml(bytes('<p>', single(RU_TEXT, 'windows-1251'), '</p>'))).toEqual({ html: `<p>${RU_TEXT}</p>`, charset: 'windows-1251', charsetSource: 'sniffed' });
    expect(decodeHtml(bytes('<p>', single(RU_TEXT, 'koi8-r'), '</p>'))).toEqual({ html: `<p>${RU_TEXT}</p>`, charset: 'koi8-r', charsetSource: 'sniffed' });
  });
  it('keeps an undeclared Latin-1 page windows-1252: its accented letters stand alone between ASCII ones', () => {
    const DE = 'Übungsblätter zur Vorlesung Datenstrukturen, Wintersemester 2009/10. Abgabe der Lösungen bis Donnerstag, 12. März; Klausur im Hörsaal Süd. Café française, élèves, résumé, théorie.';
    expect(decodeHtml(bytes('<p>', single(DE, 'windows-1252'), '</p>'))).toEqual({ html: `<p>${DE}</p>`, charset: 'windows-1252', charsetSource: 'fallback' });
  });
  const PL_TEXT = 'Wykład: Algorytmy i struktury danych, semestr zimowy 2009/10. Ćwiczenia we środy; kolokwium zaliczeniowe 28 listopada. Zadania domowe należy oddać do piątku. Łódź, Gdańsk, Kraków.';
  it('detects an undeclared Polish page in ISO-8859-2 or windows-1250: its letters are symbols inside words in windows-1252', () => {
    expect(decodeHtml(bytes('<p>', single(PL_TEXT, 'iso-8859-2'), '</p>'))).toEqual({ html: `<p>${PL_TEXT}</p>`, charset: 'iso-8859-2', charsetSource: 'sniffed' });
    const cp1250 = (t: string) => {
      const td = new TextDecoder('windows-1250');
      const byChar = new Map<string, number>();
      for (let b = 0x80; b < 256; b++) byChar.set(td.decode(Uint8Array.of(b)), b);
      return [...t].map((c) => (c.charCodeAt(0) < 128 ? c.charCodeAt(0) : byChar.get(c) ?? 0x3f));
    };
    expect(decodeHtml(bytes('<p>', cp1250(PL_TEXT), '</p>'))).toEqual({ html: `<p>${PL_TEXT}</p>`, charset: 'windows-1250', charsetSource: 'sniffed' });
    // a Spanish page's ¿ and ¡ open sentences: still windows-1252
    const ES = '¿Dónde están los exámenes? ¡Aquí! Prácticas de laboratorio, evaluación continua y apuntes del curso.';
    expect(decodeHtml(bytes('<p>', single(ES, 'windows-1252'), '</p>')).charsetSource).toBe('fallback');
  });
  it('takes the page\'s own Cyrillic <meta> charset over a server\'s Latin-1 default', () => {
    const page = bytes('<meta http-equiv="Content-Type" content="text/html; charset=koi8-r"><p>', single(RU_TEXT, 'koi8-r'));
    expect(decodeHtml(page, 'ISO-8859-1')).toMatchObject({ charset: 'koi8-r', charsetSource: 'meta' });
    expect(decodeHtml(page, 'ISO-8859-1').html.endsWith(RU_TEXT)).toBe(true);
  });
  it('rejects an unknown forced charset', () => {
    expect(() => decodeHtml(bytes('x'), undefined, 'klingon-8')).toThrow(LoadError);
  });
});

describe('WebKB files', () => {
  const webkb = bytes(
    'Date: Wed, 15 Jan 1997 20:07:30 GMTServer: NCSA/1.5\r\nContent-type: text/html; charset=iso-8859-1\r\nLast-modified: Mon, 13 Jan 1997\r\n\r\n',
    '<!WA0><HTML><TITLE>CS 414</TITLE><BODY>Caf',
    [0xe9],
    ' <A HREF="hw1.html">HW1</A></BODY></HTML>',
  );
  it('splits the header block (glued headers: first wins) and decodes with its charset', () => {
    const s = splitHeaderBlock(webkb);
    expect(s.headers!.date).toBe('Wed, 15 Jan 1997 20:07:30 GMTServer: NCSA/1.5');
    expect(s.headers!['content-type']).toBe('text/html; charset=iso-8859-1');
    const p = pageFromBytes(webkb, '/d/webkb/course/cornell/http:^^www.cs.cornell.edu^Info^CS414^');
    expect(p.url).toBe('http://www.cs.cornell.edu/Info/CS414/');
    expect(p.charset).toBe('iso-8859-1');
    expect(p.html.startsWith('<!WA0><HTML>')).toBe(true);
    const t = parseStatic(p);
    expect(t.title).toBe('CS 414');
    expect(t.nodes.find((n) => n.tag === 'a')!.href).toBe('http://www.cs.cornell.edu/Info/CS414/hw1.html');
    expect(t.nodes.some((n) => n.text.includes('Café'))).toBe(true);
  });
  it('recognises a redirect stub', () => {
    const p = pageFromBytes(bytes('HTTP/1.0 302 Found\r\nLocation: /new/\r\n\r\n<a href="/new/">moved</a>'), 'http:^^u.edu^old');
    expect(p.status).toBe(302);
    expect(p.redirect).toBe('http://u.edu/new/');
  });
  it('does not take page text starting with "Note:" for a header block', () => {
    const p = pageFromBytes(bytes('Note: this page moved.\nPlease update your bookmarks\nand links.\n\n<p>x</p>'), 'x.html');
    expect(p.headers).toBeUndefined();
    expect(p.html.startsWith('Note:')).toBe(true);
  });
});

describe('page URL', () => {
  it('comes from <base href>, then a canonical link', () => {
    expect(urlFromHtml('<head><base href="http://a.edu/c/"><link rel="canonical" href="http://b.edu/"></head>')).toBe('http://a.edu/c/');
    expect(urlFromHtml('<link href="https://b.edu/x" rel="canonical">')).toBe('https://b.edu/x');
    // a generator that doubled the site prefix (MIT OCW) would misresolve every link: ignored
    expect(urlFromHtml('<link rel="canonical" href="https://ocw.mit.edu/https://ocw.mit.edu/pages/exams/" />')).toBeUndefined();
    expect(urlFromHtml('<link rel="canonical" href="https://b.edu/p?u=http://c.edu/">')).toBe('https://b.edu/p?u=http://c.edu/');
    expect(urlFromHtml('<base href="/relative/">')).toBeUndefined();
    expect(loadHtmlString('<p>x</p>', 'http://u.edu/').url).toBe('http://u.edu/');
  });
});

describe('files and directories', () => {
  it('loads files, expands directories (assets skipped, sorted), and names missing inputs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ce-load-'));
    await mkdir(join(dir, 'sub'));
    await writeFile(join(dir, 'b.html'), '<p>b</p>');
    await writeFile(join(dir, 'a.htm'), '<p>a</p>');
    await writeFile(join(dir, 'style.css'), 'p{}');
    await writeFile(join(dir, 'sub', 'c.html'), '<p>c</p>');
    expect(await expandInputs([dir])).toEqual([join(dir, 'a.htm'), join(dir, 'b.html'), join(dir, 'sub', 'c.html')]);
    expect((await loadFile(join(dir, 'a.htm'))).html).toBe('<p>a</p>');
    await expect(loadFile(join(dir, 'nope.html'))).rejects.toThrow(/^no such file: /);
    await expect(loadFile(dir)).rejects.toThrow(/^is a directory/);
    await expect(expandInputs([join(dir, 'missing')])).rejects.toThrow(LoadError);
  });
});

describe('static tree (parse5 tree adapter)', () => {
  const shape = (html: string, url?: string) =>
    parseStatic(loadHtmlString(html, url)).nodes.map((n) => `${n.id}:${n.tagPath}${n.kind === 'text' ? `=${JSON.stringify(n.text)}` : ''}`);

  it('keeps text on both sides of a comment as two text nodes and drops whitespace-only text', () => {
    expect(shape('<p>a<!-- c -->b</p>\n<p> </p>')).toEqual(['0:html', '1:html/head', '2:html/body', '3:html/body/p', '4:html/body/p/#text="a"', '5:html/body/p/#text="b"', '6:html/body/p']);
  });
  it('follows the HTML tree construction rules (foster parenting, adoption agency, implied tbody)', () => {
    expect(shape('<table>x<tr><td>1</td></tr></table>')).toEqual([
      '0:html', '1:html/head', '2:html/body', '3:html/body/#text="x"', '4:html/body/table', '5:html/body/table/tbody',
      '6:html/body/table/tbody/tr', '7:html/body/table/tbody/tr/td', '8:html/body/table/tbody/tr/td/#text="1"',
    ]);
    expect(shape('<b>1<p>2</b>3</p>')).toEqual([
      '0:html', '1:html/head', '2:html/body', '3:html/body/b', '4:html/body/b/#text="1"', '5:html/body/p',
      '6:html/body/p/b', '7:html/body/p/b/#text="2"', '8:html/body/p/#text="3"',
    ]);
  });
  it('skips script/style/template content, lower-cases SVG tag names, merges repeated <body> attributes', () => {
    const t = parseStatic(loadHtmlString('<body class="a"><script>x</script><template><p>t</p></template><svg><foreignObject/></svg><body id="b" class="z">'));
    expect(t.nodes.map((n) => n.tag)).toEqual(['html', 'head', 'body', 'svg', 'foreignobject']);
    expect(t.nodes[2].attrs).toEqual({ class: 'a', id: 'b' });
    expect(t.nodes.every((n, i) => n.id === i && (n.parent === null) === (i === 0))).toBe(true);
  });
  it('resolves links against the first <base href>, even one in the body, and reads the first <title>', () => {
    const t = parseStatic(loadHtmlString('<title>T <b>1</b></title><a href="x.html">x</a><a href="x.html">y</a><base href="/d/"><img src="i.png">', 'http://u.edu/a/'));
    expect(t.nodes.filter((n) => n.href || n.src).map((n) => n.href ?? n.src)).toEqual(['http://u.edu/d/x.html', 'http://u.edu/d/x.html', 'http://u.edu/d/i.png']);
    expect(t.title).toBe('T <b>1</b>');
  });
});
