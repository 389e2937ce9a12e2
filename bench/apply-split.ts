/**
 * Where `extract apply`'s static-path time goes on SWDE (issue 3 speed check): per raw page, load + decode,
 * parseStatic (parse5 → PageTree), extractWithLibrary (k = 5 wrappers), with raw `parse5.parse` on the same
 * strings as the floor. One thread; each site twice (cold, then warm).
 *
 *   npx tsx bench/apply-split.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { parse } from 'parse5';
import { loadFile } from '../src/page/load.js';
import { parseStatic } from '../src/page/static.js';
import { extractBrooms, type Broom } from '../src/wrapper/broom.js';
import { buildDirectory, extractWithLibrary, induceLibrary } from '../src/wrapper/library.js';

// same data location and skip rule as bench/swde.ts
const SWDE = join(resolve(process.env.SHARED_DATA ?? join(import.meta.dirname, '../../shared/data')), 'swde-book');
if (!existsSync(SWDE)) {
  console.error(`bench/apply-split: ${SWDE} not found — skipped`);
  process.exit(0);
}
const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;

console.log(`# bench/apply-split.ts ${new Date().toISOString()} load average ${loadavg()[0].toFixed(2)}`);
for (const site of ['booksamillion', 'christianbook']) {
  const brooms: Broom[] = [];
  for (const f of readdirSync(join(SWDE, site, 'labeled')).sort().slice(0, 5)) brooms.push(...extractBrooms(parseStatic(await loadFile(join(SWDE, site, 'labeled', f)))));
  const lib = induceLibrary(site, brooms, 5);
  const dir = buildDirectory(lib);
  const files = readdirSync(join(SWDE, site, 'pages')).sort().map((f) => join(SWDE, site, 'pages', f));
  const n = files.length;
  for (const pass of ['cold', 'warm']) {
    let tl = 0, tp = 0, te = 0;
    const c0 = process.cpuUsage();
    for (const f of files) {
      let t = performance.now();
      const page = await loadFile(f);
      tl += performance.now() - t;
      t = performance.now();
      const tree = parseStatic(page, { labels: false });
      tp += performance.now() - t;
      t = performance.now();
      extractWithLibrary(tree, lib, {}, dir);
      te += performance.now() - t;
    }
    const cpu = cpuMs(process.cpuUsage(c0)) / n;
    console.log(`${site.padEnd(14)} ${pass}  load ${(tl / n).toFixed(2)}  parseStatic ${(tp / n).toFixed(2)}  extraction ${(te / n).toFixed(2)} ms/page wall;  cpu ${cpu.toFixed(2)} ms/page (≈ ${((2 * 1000) / cpu).toFixed(0)} pages/s on 2 idle cores)`);
  }
  const htmls = files.map((f) => readFileSync(f, 'latin1'));
  const kb = htmls.reduce((a, h) => a + h.length, 0) / n / 1024;
  const c0 = process.cpuUsage();
  for (const h of htmls) parse(h);
  console.log(`${site.padEnd(14)} raw parse5.parse: ${(cpuMs(process.cpuUsage(c0)) / n).toFixed(2)} cpu-ms/page (avg page ${kb.toFixed(0)} KB)`);
}
