/** Wrapper files (schema 1), incremental update (Alg. 9), performance prediction (eq. 10.3). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/page/static.js';
import { extractBrooms } from '../../src/wrapper/broom.js';
import { extractWithLibrary, induceLibrary } from '../../src/wrapper/library.js';
import { predictPerformance } from '../../src/wrapper/predict.js';
import { libraryFromJson, libraryToJson, loadLibraryFile, saveLibrary, stringifyLibrary, WrapperFileError } from '../../src/wrapper/store.js';
import { updateLibrary, updateWrappers } from '../../src/wrapper/update.js';
import { notation } from '../../src/wrapper/wrapper.js';

const page = (body: string) => parseHtml(`<html><body>${body}</body></html>`, 'http://shop.example/p');
const item = (rec: string, title: string, extra = '') =>
  `<li><span data-ie-label="item.title" data-ie-record="${rec}">${title}</span>${extra}<a data-ie-label="item.link" data-ie-record="${rec}" href="/${rec}">go</a></li>`;

describe('wrapper file schema 1', () => {
  const lib = induceLibrary('shop.example', extractBrooms(page(`<ul>${item('1', 'A')}${item('2', 'B', '<i>new</i>')}</ul>`)), 1);

  it('round-trips through JSON and still extracts the same records', () => {
    const back = libraryFromJson(JSON.parse(stringifyLibrary(lib)));
    expect(libraryToJson(back)).toEqual(libraryToJson(lib));
    const t = page(`<ul><li><span>X</span><a href="/x">go</a></li></ul>`);
    expect(extractWithLibrary(t, back).map((m) => m.record.fields)).toEqual(extractWithLibrary(t, lib).map((m) => m.record.fields));
  });

  it('is versioned and human-readable', () => {
    const j = libraryToJson(lib) as { schema: number; kind: string; wrappers: { stick: string; head: unknown[] }[] };
    expect(j.schema).toBe(1);
    expect(j.kind).toBe('course-extract/wrapper-library');
    expect(j.wrappers[0].stick).toBe('html/body/ul/li');
    expect(j.wrappers[0].head[0]).toEqual({ tag: 'span', label: 'title', sample: 'A', children: [{ tag: '#text' }] });
  });

  it('rejects corrupt files with a one-line WrapperFileError', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wr-'));
    const f = join(dir, 'bad.json');
    writeFileSync(f, '{"schema": 1, "wrappers": [');
    await expect(loadLibraryFile(f)).rejects.toThrow(WrapperFileError);
    await expect(loadLibraryFile(f)).rejects.toThrow(/bad\.json: not valid JSON/);
    writeFileSync(f, '{"schema": 7, "wrappers": []}');
    await expect(loadLibraryFile(f)).rejects.toThrow(/unsupported wrapper schema 7/);
    writeFileSync(f, JSON.stringify({ schema: 1, wrappers: [{ id: 'x', type: 't', stick: 'html', head: [{ tag: 'p', sign: '!' }] }] }));
    await expect(loadLibraryFile(f)).rejects.toThrow(/bad sign "!"/);
    expect(await loadLibraryFile(join(dir, 'missing.json'))).toBeUndefined();
    const path = await saveLibrary(dir, lib);
    expect(path).toBe(join(dir, 'shop.example.json'));
    expect((await loadLibraryFile(path))!.wrappers.length).toBe(lib.wrappers.length);
  });
});

describe('incremental wrapper update (Algorithm 9)', () => {
  it('refines the nearest wrapper under θ, else starts a new one', () => {
    const [b1, b2] = extractBrooms(page(`<ul>${item('1', 'A')}${item('2', 'B', '<i>x</i>')}</ul>`));
    const [b3] = extractBrooms(page(`<ul><li><table data-ie-label="item.title" data-ie-record="9"><tr><td>1</td></tr><tr><td>2</td></tr><tr><td>3</td></tr></table></li></ul>`));
    const ws: Parameters<typeof updateWrappers>[0] = [];
    updateWrappers(ws, b1);
    expect(ws.length).toBe(1);
    const w = updateWrappers(ws, b2); // Ψ = 0.2 · ½ … below θ = 0.2? i is 1 extra node of 5
    expect(ws.length).toBe(1);
    expect(w.level).toBe(2);
    expect(notation(w.head)).toBe('span_title(#text) i(#text)? a_link(#text)');
    updateWrappers(ws, b3);
    expect(ws.length).toBe(2);
    expect(ws.map((x) => x.id)).toEqual(['item-1', 'item-2']);
  });

  it('updates a stored library and counts pages and records', () => {
    const lib = induceLibrary('shop.example', extractBrooms(page(`<ul>${item('1', 'A')}</ul>`)), 1);
    updateLibrary(lib, extractBrooms(page(`<ul>${item('1', 'C')}${item('2', 'D')}</ul>`)), 1);
    expect([lib.pages, lib.records, lib.wrappers.length, lib.wrappers[0].level]).toEqual([2, 3, 1, 3]);
  });
});

describe('incremental update keeps content templates (§9.4) only while new records share them', () => {
  const lec = (rec: string, title: string) =>
    `<li><span data-ie-label="lecture.title" data-ie-record="${rec}">${title}</span><a data-ie-label="lecture.link" data-ie-record="${rec}" href="/${rec}">go</a></li>`;

  it('a record of the same series keeps the title pattern, one outside it drops the pattern', () => {
    const lib = induceLibrary('shop.example', extractBrooms(page(`<ul>${lec('1', 'Lecture 1: Intro')}${lec('2', 'Lecture 2: Loops')}</ul>`)), 1);
    expect(lib.wrappers.map((w) => w.patterns)).toEqual([{ title: 'lecture' }]);
    updateLibrary(lib, extractBrooms(page(`<ul>${lec('1', 'Lecture 3: Lists')}</ul>`)), 1);
    expect(lib.wrappers.map((w) => w.patterns)).toEqual([{ title: 'lecture' }]);
    updateLibrary(lib, extractBrooms(page(`<ul>${lec('1', 'Guest talk: compilers')}</ul>`)), 1);
    expect(lib.wrappers).toHaveLength(1);
    expect(lib.wrappers[0].patterns).toBeUndefined();
  });
});

describe('performance prediction (eq. 10.3)', () => {
  it('predicts recall from records found at θ = 0 over N̄ per page', () => {
    const lib = induceLibrary('shop.example', extractBrooms(page(`<ul>${item('1', 'A')}${item('2', 'B')}</ul>`)), 1);
    const same = page(`<ul><li><span>X</span><a href="/x">go</a></li><li><span>Y</span><a href="/y">go</a></li></ul>`);
    const other = page(`<ul><li><span>X</span><b>new</b><a href="/x">go</a></li></ul>`);
    const p = predictPerformance(lib, [same, other]);
    expect(p.perPage).toBe(2);
    expect(p.extracted).toBe(2); // the changed record is not a perfect match
    expect(p.recall).toBe(0.5);
    expect(p.precision).toBe(1);
  });
});
