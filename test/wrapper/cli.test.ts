/** `extract induce` / `extract apply` end to end on small fixtures, including bad input. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../bin.js';

const extract = (...args: string[]) => runBin('extract', args);

const item = (rec: string, title: string, href: string) =>
  `<li><span data-ie-label="item.title" data-ie-record="${rec}">${title}</span> <a data-ie-label="item.link" data-ie-record="${rec}" href="${href}">go</a></li>`;
const shopPage = (body: string) => `<html><head><base href="http://www.shop.example/list/"></head><body><ul>${body}</ul></body></html>`;

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'ce-cli-'));
  mkdirSync(join(dir, 'labeled'));
  mkdirSync(join(dir, 'pages'));
  writeFileSync(join(dir, 'labeled', 'a.html'), shopPage(item('1', 'Alpha', 'a') + item('2', 'Beta', 'b')));
  writeFileSync(join(dir, 'pages', 'p.html'), shopPage('<li><span>One</span> <a href="1">go</a></li><li><span>Two</span> <a href="2">go</a></li>'));
  writeFileSync(join(dir, 'pages', 'other.html'), '<html><head><base href="http://unknown.example/"></head><body><p>x</p></body></html>');
  return dir;
}

describe('extract induce / apply', { timeout: 60_000 }, () => {
  it('induces a site library and applies it (jsonl, one line per page)', async () => {
    const dir = fixture();
    const ind = await extract('induce', '--labeled', join(dir, 'labeled'), '--out', join(dir, 'wr'));
    expect(ind.code).toBe(0);
    expect(ind.stdout).toMatch(/^shop\.example: 1 pages, 2 records, 1 tag paths, 1 wrappers, [\d.]+ s → .*shop\.example\.json\n$/);
    const lib = JSON.parse(readFileSync(join(dir, 'wr', 'shop.example.json'), 'utf8'));
    expect(lib.schema).toBe(1);
    const ap = await extract('apply', join(dir, 'pages', 'p.html'), '--wrappers', join(dir, 'wr'), '--mode', 'wrappers');
    expect(ap.code).toBe(0);
    expect(JSON.parse(ap.stdout)).toEqual({
      page: join(dir, 'pages', 'p.html'),
      url: 'http://www.shop.example/list/',
      records: [
        { type: 'item', fields: { title: 'One', link: 'http://www.shop.example/list/1' }, wrapper: 'item-1', distance: 0 },
        { type: 'item', fields: { title: 'Two', link: 'http://www.shop.example/list/2' }, wrapper: 'item-1', distance: 0 },
      ],
      mode: 'wrappers',
    });
  });

  it('induce --format xml also writes the XML export, which reads back to the same library', async () => {
    const dir = fixture();
    const ind = await extract('induce', '--labeled', join(dir, 'labeled'), '--out', join(dir, 'wr'), '--format', 'xml');
    expect(ind.code).toBe(0);
    expect(ind.stdout).toMatch(/shop\.example\.json \+ .*shop\.example\.xml\n$/);
    const { libraryFromXml, libraryToJson, loadLibraryFile } = await import('../../src/wrapper/store.js');
    const xml = readFileSync(join(dir, 'wr', 'shop.example.xml'), 'utf8');
    expect(xml).toMatch(/<wrapperLibrary schema="1"/);
    const fromJson = await loadLibraryFile(join(dir, 'wr', 'shop.example.json'));
    expect(fromJson).toBeDefined();
    expect(libraryToJson(libraryFromXml(xml))).toEqual(libraryToJson(fromJson!));
    const bad = await extract('induce', '--labeled', join(dir, 'labeled'), '--out', join(dir, 'wr'), '--format', 'yaml');
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/--format/);
  });

  it('a site with no wrapper: empty records, a warning, exit 0', async () => {
    const dir = fixture();
    const ap = await extract('apply', join(dir, 'pages', 'other.html'), '--wrappers', join(dir, 'none'), '--mode', 'wrappers');
    expect(ap.code).toBe(0);
    expect(JSON.parse(ap.stdout).records).toEqual([]);
    expect(ap.stderr).toMatch(/warning: no wrapper library for site unknown\.example/);
  });

  it('--mode headings on a page with no headings and no records: empty records and sections, exit 0', async () => {
    const dir = fixture();
    const ap = await extract('apply', join(dir, 'pages', 'other.html'), '--mode', 'headings');
    expect(ap.code).toBe(0);
    const out = JSON.parse(ap.stdout);
    expect(out).toMatchObject({ records: [], sections: [], mode: 'headings' });
    expect(ap.stderr).not.toMatch(/Error|at /);
  });

  it('a corrupt wrapper file: one-line error, exit 2', async () => {
    const dir = fixture();
    mkdirSync(join(dir, 'wr'));
    writeFileSync(join(dir, 'wr', 'shop.example.json'), '{"schema": 1, "wrappers": [}');
    const ap = await extract('apply', join(dir, 'pages', 'p.html'), '--wrappers', join(dir, 'wr'));
    expect(ap.code).toBe(2);
    expect(ap.stderr.trim().split('\n')).toHaveLength(1);
    expect(ap.stderr).toMatch(/shop\.example\.json: not valid JSON/);
  });

  it('no labels: one-line error, exit 2', async () => {
    const dir = fixture();
    const ind = await extract('induce', '--labeled', join(dir, 'pages'), '--out', join(dir, 'wr'));
    expect(ind.code).toBe(2);
    expect(ind.stderr).toMatch(/no labeled records in .*pages/);
  });

  it('clashing record ids: the loader names file and line, exit 2', async () => {
    const dir = fixture();
    writeFileSync(join(dir, 'labeled', 'b.html'), shopPage(`<li><span data-ie-label="item.title" data-ie-record="1">A</span><i data-ie-label="other.title" data-ie-record="1">B</i></li>`));
    const ind = await extract('induce', '--labeled', join(dir, 'labeled'), '--out', join(dir, 'wr'));
    expect(ind.code).toBe(2);
    expect(ind.stderr).toMatch(/b\.html:1: record id "1" is used for both "item" and "other"/);
  });

  it('per-page failures do not stop the run', async () => {
    const dir = fixture();
    await extract('induce', '--labeled', join(dir, 'labeled'), '--out', join(dir, 'wr'));
    const ap = await extract('apply', join(dir, 'pages', 'p.html'), 'http://127.0.0.1:9/nothing', '--wrappers', join(dir, 'wr'), '--mode', 'wrappers');
    expect(ap.code).toBe(0);
    const lines = ap.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.records.length)).toEqual([2, 0]);
    expect(lines[1].error).toMatch(/cannot fetch/);
  });

  it('csv and xml formats', async () => {
    const dir = fixture();
    await extract('induce', '--labeled', join(dir, 'labeled'), '--out', join(dir, 'wr'));
    const csv = await extract('apply', join(dir, 'pages', 'p.html'), '--wrappers', join(dir, 'wr'), '--format', 'csv', '--mode', 'wrappers');
    expect(csv.stdout.split('\n')[0]).toBe('page,url,type,wrapper,distance,link,title,error');
    const xml = await extract('apply', join(dir, 'pages', 'p.html'), '--wrappers', join(dir, 'wr'), '--format', 'xml', '--mode', 'wrappers');
    expect(xml.stdout).toContain('<field name="title">One</field>');
  });
  it('--jobs N: the same stdout and stderr bytes as --jobs 1 (input order, per-page errors, one warning per site)', async () => {
    const dir = fixture();
    await extract('induce', '--labeled', join(dir, 'labeled'), '--out', join(dir, 'wr'));
    for (let i = 0; i < 9; i++) {
      const items = Array.from({ length: i + 1 }, (_, j) => `<li><span>T${i}.${j}</span> <a href="${i}-${j}">go</a></li>`).join('');
      writeFileSync(join(dir, 'pages', `q${i}.html`), i % 4 === 3 ? '<html><head><base href="http://unknown.example/"></head><body><p>x</p></body></html>' : shopPage(items));
    }
    const inputs = [join(dir, 'pages'), 'http://127.0.0.1:9/nothing', join(dir, 'pages', 'q2.html')];
    const untimed = (s: string) => s.replace(/, [\d.]+ s \(\d+ pages\/s\)/, '');
    for (const args of [['--mode', 'wrappers'], ['--format', 'json']]) {
      const one = await extract('apply', ...inputs, '--wrappers', join(dir, 'wr'), ...args, '--jobs', '1');
      const many = await extract('apply', ...inputs, '--wrappers', join(dir, 'wr'), ...args, '--jobs', '3');
      expect(one.code).toBe(0);
      expect(many.code).toBe(0);
      expect(many.stdout).toBe(one.stdout);
      expect(untimed(many.stderr)).toBe(untimed(one.stderr));
      if (!args.includes('csv')) {
        const pages = (args.includes('json') ? JSON.parse(one.stdout) : one.stdout.trim().split('\n').map((l) => JSON.parse(l))) as { page: string; records: unknown[]; error?: string }[];
        expect(pages.map((p) => p.page.replace(/.*\//, ''))).toEqual(['other.html', 'p.html', ...Array.from({ length: 9 }, (_, i) => `q${i}.html`), 'nothing', 'q2.html']);
        expect(pages[11].error).toMatch(/cannot fetch/);
        expect(pages[4].records).toHaveLength(3);
      }
      if (args[1] === 'wrappers') {
        expect(many.stderr.match(/no wrapper library for site unknown\.example/g)).toHaveLength(1);
        expect(many.stderr).toMatch(/nothing: cannot fetch/);
        expect(many.stderr).toMatch(/13 pages, 38 records, 1 failed/);
      }
    }
  }, 180_000);

  it('--jobs N: a corrupt wrapper file stops the run with one line, exit 2', async () => {
    const dir = fixture();
    mkdirSync(join(dir, 'wr'));
    writeFileSync(join(dir, 'wr', 'shop.example.json'), '{"schema": 1, "wrappers": [}');
    for (let i = 0; i < 5; i++) writeFileSync(join(dir, 'pages', `q${i}.html`), shopPage('<li>x</li>'));
    const ap = await extract('apply', join(dir, 'pages'), '--wrappers', join(dir, 'wr'), '--jobs', '2');
    expect(ap.code).toBe(2);
    expect(ap.stderr.trim().split('\n')).toHaveLength(1);
    expect(ap.stderr).toMatch(/shop\.example\.json: not valid JSON/);
    const bad = await extract('apply', join(dir, 'pages'), '--wrappers', join(dir, 'wr'), '--jobs', 'x');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--jobs/);
  }, 120_000);
});
