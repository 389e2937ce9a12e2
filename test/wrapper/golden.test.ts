/**
 * Golden tests on a few real pages from ../shared/data (resolved from the repo root; skipped with a message
 * when absent, never copied into the repo): SWDE book detail pages and one course list page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFile } from '../../src/page/load.js';
import { parseStatic } from '../../src/page/static.js';
import { extractBrooms } from '../../src/wrapper/broom.js';
import { extractWithLibrary, induceLibrary } from '../../src/wrapper/library.js';

const DATA = resolve(join(import.meta.dirname, '../../../shared/data'));
const have = existsSync(join(DATA, 'swde-book'));
if (!have) console.warn(`golden tests skipped: ${DATA} not found`);

const norm = (s: string) => s.replace(/\u00a0/g, ' ').toLowerCase().replace(/\s+/g, ' ').trim().replace(/^[ :;,.\-|]+|[ :;,.\-|]+$/g, '');

function groundTruth(site: string, attr: string): Map<string, string[]> {
  const m = new Map<string, string[]>();
  const lines = readFileSync(join(DATA, 'swde-book', 'groundtruth', `book-${site}-${attr}.txt`), 'utf8').replace(/^\uFEFF/, '').split('\n').slice(2);
  for (const l of lines) {
    const p = l.split('\t');
    if (p.length > 2) m.set(p[0], p.slice(2).map(norm));
  }
  return m;
}

describe.skipIf(!have)('golden: SWDE book pages', { timeout: 120_000 }, () => {
  for (const site of ['booksamillion', 'christianbook']) {
    it(`${site}: wrappers from 2 labeled pages extract all five attributes of 5 unseen pages exactly`, async () => {
      const brooms = [];
      for (const f of ['0000.html', '0001.html']) brooms.push(...extractBrooms(parseStatic(await loadFile(join(DATA, 'swde-book', site, 'labeled', f)))));
      const lib = induceLibrary(site, brooms, 2);
      expect(lib.wrappers.length).toBe(1);
      const attrs = ['title', 'author', 'isbn_13', 'publisher', 'publication_date'];
      const gt = Object.fromEntries(attrs.map((a) => [a, groundTruth(site, a)]));
      for (const id of ['0200', '0201', '0202', '0203', '0205']) {
        const tree = parseStatic(await loadFile(join(DATA, 'swde-book', site, 'pages', `${id}.htm`)), { labels: false });
        const recs = extractWithLibrary(tree, lib).map((m) => m.record);
        expect(recs.length).toBe(1);
        for (const a of attrs) {
          const v = recs[0].fields[a];
          const got = (Array.isArray(v) ? v : [v]).filter(Boolean).map((x) => norm(String(x)));
          expect(got.some((g) => gt[a].get(id)!.includes(g)), `${site} ${id} ${a}: ${got} vs ${gt[a].get(id)}`).toBe(true);
        }
      }
    });
  }
});

describe.skipIf(!existsSync(join(DATA, 'course-pages')))('golden: a course list page', { timeout: 60_000 }, () => {
  it('colostate-stat400/fall2019-homework: two labeled records find all eleven assignments', async () => {
    const page = 'colostate-stat400/fall2019-homework.html';
    const labeled = parseStatic(await loadFile(join(DATA, 'course-pages', 'labeled', page)));
    const order: string[] = [];
    for (const n of labeled.nodes) for (const l of n.labels ?? []) if (l.type === 'assignment' && !order.includes(l.record)) order.push(l.record);
    const keep = new Set(order.slice(0, 2));
    for (const n of labeled.nodes) if (n.labels) n.labels = n.labels.filter((l) => l.type === 'assignment' && keep.has(l.record));
    const lib = induceLibrary('cmu', extractBrooms(labeled), 1);
    const raw = parseStatic(await loadFile(join(DATA, 'course-pages', 'raw', page)), { labels: false });
    const got = extractWithLibrary(raw, lib).map((m) => norm(String(m.record.fields.title)));
    const gold = readFileSync(join(DATA, 'course-pages', 'gold.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .find((g) => g.page === page)
      .records.filter((r: { type: string }) => r.type === 'assignment')
      .map((r: { fields: { title: string } }) => norm(r.fields.title));
    expect(got.length).toBe(gold.length);
    for (const t of gold) expect(got).toContain(t);
  });
});
