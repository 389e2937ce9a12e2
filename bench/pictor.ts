/**
 * Record-level wrappers on real course list pages (Pictor, seed 004 ch. 10), on
 * ../shared/data/course-pages/labeled: for each page with ≥ 5 records of a type, keep only the labels of
 * the first 2 records of that type (document order), induce, apply to the raw page, and score that type's
 * records with ../shared/bench/course_score.py (Zheng eq. 9.1–9.7; weighted over records).
 * Wrapper-assisted labeling: starting from the first record, label the first record the wrapper does not
 * yet find, until it finds all — the number of labels a page needs (Pictor: 1.68 of 16.1 records).
 *
 *   npx tsx bench/pictor.ts [--labels N] [--theta T] [--verbose]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadFile } from '../src/page/load.js';
import { parseStatic } from '../src/page/static.js';
import { collapse, type PageTree } from '../src/page/tree.js';
import { extractBrooms } from '../src/wrapper/broom.js';
import { extractWithLibrary, induceLibrary } from '../src/wrapper/library.js';
import type { ExtractedRecord } from '../src/wrapper/record.js';
import { arg } from './args.js';

const DATA = resolve(process.env.SHARED_DATA ?? join(import.meta.dirname, '../../shared/data'));
const CP = join(DATA, 'course-pages');
const SCORER = resolve(join(DATA, '../bench/course_score.py'));
const KEEP = Number(arg('labels') ?? 2);
const THETA = arg('theta') ? Number(arg('theta')) : undefined;
const verbose = process.argv.includes('--verbose');

if (!existsSync(CP)) {
  console.error(`bench/pictor: ${CP} not found — skipped`);
  process.exit(0);
}

interface Gold {
  page: string;
  records: { type: string; record: string; fields: Record<string, string> }[];
}
const gold: Gold[] = readFileSync(join(CP, 'gold.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));

/** Record ids of one type in document order (first labeled node). */
function recordOrder(tree: PageTree, type: string): string[] {
  const seen: string[] = [];
  for (const n of tree.nodes) for (const l of n.labels ?? []) if (l.type === type && !seen.includes(l.record)) seen.push(l.record);
  return seen;
}

/** Induce from the given records' labels only and apply to the raw page. */
function run(labeled: PageTree, raw: PageTree, type: string, keep: Set<string>): ExtractedRecord[] {
  const saved = labeled.nodes.map((n) => n.labels);
  for (const n of labeled.nodes) {
    if (!n.labels) continue;
    const l = n.labels.filter((x) => x.type === type && keep.has(x.record));
    n.labels = l.length ? l : undefined;
  }
  const brooms = extractBrooms(labeled);
  labeled.nodes.forEach((n, i) => (n.labels = saved[i]));
  const lib = induceLibrary('page', brooms, 1, THETA !== undefined ? { theta: THETA } : {});
  return extractWithLibrary(raw, lib).map((m) => m.record).filter((r) => r.type === type);
}

const norm = (s: unknown) => collapse(String(Array.isArray(s) ? s.join(' ') : (s ?? ''))).toLowerCase().replace(/^[\s:;,.\-|()[\]]+|[\s:;,.\-|()[\]]+$/g, '');
const found = (g: Record<string, string>, got: ExtractedRecord[]) =>
  got.some((e) => {
    const a = norm(g.title);
    const b = norm(e.fields.title);
    if (a && b) return a === b || (Math.min(a.length, b.length) >= 3 && (a.includes(b) || b.includes(a)));
    return !!g.link && norm(e.fields.link) === norm(g.link);
  });

const outDir = join(import.meta.dirname, '../tmp/bench-pictor');
mkdirSync(outDir, { recursive: true });
const goldOut: string[] = [];
const outLines: string[] = [];
const labelsNeeded: { page: string; type: string; n: number; needed: number | null }[] = [];
const t0 = performance.now();
for (const g of gold) {
  const counts = new Map<string, number>();
  for (const r of g.records) counts.set(r.type, (counts.get(r.type) ?? 0) + 1);
  const types = [...counts].filter(([, c]) => c >= 5).map(([t]) => t);
  if (!types.length) continue;
  const labeled = parseStatic(await loadFile(join(CP, 'labeled', g.page)));
  const raw = parseStatic(await loadFile(join(CP, 'raw', g.page)), { labels: false });
  const records: ExtractedRecord[] = [];
  for (const type of types) {
    const order = recordOrder(labeled, type);
    const got = run(labeled, raw, type, new Set(order.slice(0, KEEP)));
    records.push(...got);
    // wrapper-assisted labeling: label the first record not found yet
    const golds = g.records.filter((r) => r.type === type);
    const byId = new Map(golds.map((r) => [r.record, r]));
    const keep = new Set([order[0]]);
    let needed: number | null = null;
    for (let step = 0; step < order.length; step++) {
      const ext = run(labeled, raw, type, keep);
      const missing = order.find((id) => byId.has(id) && !found(byId.get(id)!.fields, ext));
      if (!missing) {
        needed = keep.size;
        break;
      }
      if (keep.has(missing)) break; // labeled yet not found: the wrapper cannot get it
      keep.add(missing);
    }
    labelsNeeded.push({ page: g.page, type, n: golds.length, needed });
    if (verbose) console.log(`${g.page} ${type}: ${got.length} extracted of ${golds.length}; labels needed ${needed ?? 'never all'}`);
  }
  goldOut.push(JSON.stringify({ ...g, records: g.records.filter((r) => types.includes(r.type)), sections: [] }));
  outLines.push(JSON.stringify({ page: g.page, records }));
}
const goldFile = join(outDir, 'gold-subset.jsonl');
const outFile = join(outDir, 'out.jsonl');
writeFileSync(goldFile, `${goldOut.join('\n')}\n`);
writeFileSync(outFile, `${outLines.join('\n')}\n`);
const score = execFileSync('python3', [SCORER, goldFile, outFile]).toString();
console.log(`# Pictor check: ${labelsNeeded.length} (page, type) pairs with ≥ 5 records; first ${KEEP} records' labels kept; ${((performance.now() - t0) / 1000).toFixed(1)} s`);
console.log(score.split('\n').filter((l) => !l.startsWith('sections')).join('\n').trim());
const done = labelsNeeded.filter((x) => x.needed !== null);
const avg = (a: number[]) => a.reduce((s, x) => s + x, 0) / Math.max(1, a.length);
console.log(
  `wrapper-assisted labeling: all records found on ${done.length}/${labelsNeeded.length} page-types with ${avg(done.map((x) => x.needed!)).toFixed(2)} labels on average (of ${avg(done.map((x) => x.n)).toFixed(1)} records); never all on ${labelsNeeded.length - done.length}`,
);
if (!verbose)
  for (const x of labelsNeeded.filter((y) => y.needed === null || y.needed > 3)) console.log(`  ${x.page} ${x.type}: ${x.n} records, labels needed ${x.needed ?? 'never all'}`);
