/**
 * Identity dump for result-preserving speed changes of induction / extraction (SWDE book,
 * ../shared/data/swde-book): induce from the first k labeled pages of each site, apply to the raw pages, and
 * write one file per (site, k) with the wrapper library JSON and, per raw page, every record with its
 * wrapper id, Ψ and the matched DOM node ids. Run it on two trees and compare the files byte for byte.
 *
 *   npx tsx bench/wrapper-identity.ts --out DIR [--k 1,5,20,200] [--sites a,b] [--pages N] [--no-apply]
 *
 * Prints per file its md5 and the CPU seconds of `induceLibrary` (parsing excluded).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadFile } from '../src/page/load.js';
import { parseStatic } from '../src/page/static.js';
import { extractBrooms, type Broom } from '../src/wrapper/broom.js';
import { buildDirectory, extractWithLibrary, induceLibrary } from '../src/wrapper/library.js';
import { stringifyLibrary } from '../src/wrapper/store.js';
import { arg } from './args.js';

const DATA = resolve(process.env.SHARED_DATA ?? join(import.meta.dirname, '../../shared/data'));
const SWDE = join(DATA, 'swde-book');
if (!existsSync(SWDE)) {
  console.error(`bench/wrapper-identity: ${SWDE} not found — skipped`);
  process.exit(0);
}
const out = arg('out');
if (!out) {
  console.error('bench/wrapper-identity: --out DIR is required');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const sites = (arg('sites') ?? 'booksamillion,christianbook').split(',');
const ks = (arg('k') ?? '1,5,20,200').split(',').map(Number);
const maxPages = Number(arg('pages') ?? 400);
const apply = !process.argv.includes('--no-apply');

for (const site of sites) {
  const labeled = readdirSync(join(SWDE, site, 'labeled')).sort();
  const perPage: Broom[][] = [];
  for (const f of labeled.slice(0, Math.max(...ks))) perPage.push(extractBrooms(parseStatic(await loadFile(join(SWDE, site, 'labeled', f)))));
  const raw = [];
  if (apply) for (const f of readdirSync(join(SWDE, site, 'pages')).sort().slice(0, maxPages)) raw.push({ name: f, tree: parseStatic(await loadFile(join(SWDE, site, 'pages', f)), { labels: false }) });
  for (const k of ks) {
    const c0 = process.cpuUsage();
    const lib = induceLibrary(site, perPage.slice(0, k).flat(), k);
    const cu = process.cpuUsage(c0);
    const lines = [stringifyLibrary(lib)];
    const dir = buildDirectory(lib);
    for (const p of raw) {
      const ms = extractWithLibrary(p.tree, lib, {}, dir);
      lines.push(JSON.stringify({ page: p.name, records: ms.map((m) => ({ wrapper: m.wrapper.id, distance: m.distance, record: m.record, nodes: m.pairs.map((q) => q.d.page.id) })) }));
    }
    const text = `${lines.join('\n')}\n`;
    const file = join(out, `${site}-k${k}.txt`);
    writeFileSync(file, text);
    const md5 = createHash('md5').update(text).digest('hex');
    console.log(`${site} k=${k}: ${lib.wrappers.length} wrappers, induce ${((cu.user + cu.system) / 1e6).toFixed(2)} s cpu, ${md5}`);
  }
}
