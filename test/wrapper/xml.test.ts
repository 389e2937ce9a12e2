/** XML export of wrapper libraries (store.ts): same content as the JSON schema 1, read back losslessly. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/page/static.js';
import { extractBrooms } from '../../src/wrapper/broom.js';
import { extractWithLibrary, induceLibrary } from '../../src/wrapper/library.js';
import { libraryFromXml, libraryToJson, libraryToXml, saveLibrary, WrapperFileError } from '../../src/wrapper/store.js';

const row = (d: string, t: string, href: string, rec?: string) => {
  const l = (f: string) => (rec ? ` data-ie-label="lecture.${f}" data-ie-record="${rec}"` : '');
  return `<tr><td${l('date')}>${d}</td><td${l('title')}>Lecture ${t}</td><td><b>Slides:</b> <a${l('link')} href="${href}">Notes &amp; "code"</a></td></tr>`;
};
const page = (labels: boolean) =>
  `<html><body><table>${row('M, 9/13', '1', 'a.pdf', labels ? 'L1' : undefined)}${row('W, 9/15', '2', 'b.pdf', labels ? 'L2' : undefined)}${row('F, 9/17', '3', 'c.pdf')}</table></body></html>`;
const lib = induceLibrary('c.example', extractBrooms(parseHtml(page(true), 'http://c.example/')), 1);

describe('wrapper library XML export', () => {
  it('round-trips to the same library and extracts the same records', () => {
    const xml = libraryToXml(lib);
    expect(xml).toMatch(/^<\?xml version="1.0"/);
    expect(xml).toContain('<wrapperLibrary schema="1"');
    expect(xml).toContain('<pattern field="title">lecture</pattern>');
    const back = libraryFromXml(xml);
    expect(libraryToJson(back)).toEqual(libraryToJson(lib));
    const t = parseHtml(page(false), 'http://c.example/');
    expect(extractWithLibrary(t, back).map((m) => m.record.fields)).toEqual(extractWithLibrary(t, lib).map((m) => m.record.fields));
  });

  it('is written beside the JSON by saveLibrary(dir, lib, "xml")', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wx-'));
    const path = await saveLibrary(dir, lib, 'xml');
    expect(path).toBe(join(dir, 'c.example.xml'));
    expect(libraryToJson(libraryFromXml(readFileSync(path, 'utf8')))).toEqual(libraryToJson(lib));
  });

  it('rejects documents that are not wrapper libraries', () => {
    expect(() => libraryFromXml('<other/>')).toThrow(WrapperFileError);
    expect(() => libraryFromXml('<wrapperLibrary schema="2"/>')).toThrow(/schema/);
  });
});
