/**
 * Where `extract apply`'s static-path CPU goes on SWDE (issue 3 speed check): per raw page, load + decode,
 * parseStatic (parse5 → PageTree), extractWithLibrary (k = 5 wrappers), each stage timed in CPU
 * (process.cpuUsage around the stage: this thread plus GC helper threads), with raw `parse5.parse`, our
 * tokenizer (`parseDocument`, same tokens) on parse5's default tree, and jsdom on the same strings beside it.
 * One thread; each site three passes (cold, then two warm; the table is the last). Pages are not retained
 * between stages beyond the one being worked on, as in the CLI.
 *
 *   npx tsx bench/apply-split.ts [--sites a,b] [--jsdom N]   (N pages for the jsdom ratio, default 40)
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { parse } from 'parse5';
import { loadFile } from '../src/page/load.js';
import { parseStatic } from '../src/page/static.js';
import { extractBrooms, type Broom } from '../src/wrapper/broom.js';
import { buildDirectory, extractWithLibrary, induceLibrary } from '../src/wrapper/library.js';
import { arg } from './args.js';

// same data location and skip rule as bench/swde.ts
const SWDE = join(resolve(process.env.SHARED_DATA ?? join(import.meta.dirname, '../../shared/data')), 'swde-book');
if (!existsSync(SWDE)) {
  console.error(`bench/apply-split: ${SWDE} not found — skipped`);
  process.exit(0);
}
const cpuNow = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
// parseDocument exists from the run-at-once tokenizer on (src/page/tokenizer.ts); older trees print "—"
const tok = existsSync(join(import.meta.dirname, '../src/page/tokenizer.ts')) ? await import('../src/page/tokenizer.js') : undefined;
const jsdomPages = Number(arg('jsdom') ?? 40);

console.log(`# bench/apply-split.ts ${new Date().toISOString()} load average ${loadavg()[0].toFixed(2)}; CPU ms/page (last of 3 passes)`);
console.log('site            load  parseStatic  extraction  total | raw parse5  parseDocument  jsdom | pages/s on 2 idle cores');
for (const site of (arg('sites') ?? 'booksamillion,christianbook').split(',')) {
  const brooms: Broom[] = [];
  for (const f of readdirSync(join(SWDE, site, 'labeled')).sort().slice(0, 5)) brooms.push(...extractBrooms(parseStatic(await loadFile(join(SWDE, site, 'labeled', f)))));
  const lib = induceLibrary(site, brooms, 5);
  const dir = buildDirectory(lib);
  const files = readdirSync(join(SWDE, site, 'pages')).sort().map((f) => join(SWDE, site, 'pages', f));
  const n = files.length;
  let row = '';
  for (let pass = 0; pass < 3; pass++) {
    let tl = 0,
      tp = 0,
      te = 0;
    const c0 = cpuNow();
    for (const f of files) {
      const t0 = cpuNow();
      const page = await loadFile(f);
      const t1 = cpuNow();
      const tree = parseStatic(page, { labels: false });
      const t2 = cpuNow();
      extractWithLibrary(tree, lib, {}, dir);
      const t3 = cpuNow();
      tl += t1 - t0;
      tp += t2 - t1;
      te += t3 - t2;
    }
    const all = (cpuNow() - c0) / n;
    // raw parsers on the decoded strings of this pass's pages (one page at a time, as above)
    let tr = 0,
      td = 0,
      tj = 0;
    for (const f of files) {
      const html = (await loadFile(f)).html;
      let t = cpuNow();
      parse(html);
      tr += cpuNow() - t;
      if (tok) {
        t = cpuNow();
        tok.parseDocument(html);
        td += cpuNow() - t;
      }
    }
    if (pass === 2 && jsdomPages > 0) {
      const { JSDOM } = await import('jsdom');
      for (const f of files.slice(0, jsdomPages)) {
        const html = (await loadFile(f)).html;
        const t = cpuNow();
        new JSDOM(html).window.close();
        tj += cpuNow() - t;
      }
    }
    const f2 = (x: number) => x.toFixed(2).padStart(6);
    row =
      `${site.padEnd(14)} ${f2(tl / n)}  ${f2(tp / n)}       ${f2(te / n)}   ${f2(all)} |  ${f2(tr / n)}     ${tok ? f2(td / n) : '     —'}     ${jsdomPages ? f2(tj / Math.min(n, jsdomPages)) : '—'} | ${((2 * 1000) / all).toFixed(0)}`;
  }
  console.log(row);
}
