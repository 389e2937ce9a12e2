/**
 * SWDE book vertical (../shared/data/swde-book): induce from the first k labeled pages of a site, apply to
 * its 400 raw pages (static path), score with ../shared/bench/swde_score.py (lenient and exact F1).
 *
 *   npx tsx bench/swde.ts                       k = 1, 2, 5, 10, 20 at the default ε, both sites
 *   npx tsx bench/swde.ts --k 5 --eps 0.1,0.3,0.5,0.8   ε sweep
 *   npx tsx bench/swde.ts --speed [--k K]       induce 200 (or K) pages; apply pages/s; parse5 vs jsdom per page
 *                                               (--workers N: also apply with N worker threads, wall pages/s)
 *   options: --sites a,b  --theta T  --pages N (apply to the first N raw pages only)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { loadFile } from '../src/page/load.js';
import { parseStatic } from '../src/page/static.js';
import type { PageTree } from '../src/page/tree.js';
import { extractBrooms, type Broom } from '../src/wrapper/broom.js';
import { buildDirectory, DEFAULT_THETA, extractWithLibrary, induceLibrary, type WrapperLibrary } from '../src/wrapper/library.js';
import { libraryFromJson, libraryToJson } from '../src/wrapper/store.js';
import { DEFAULT_EPSILON } from '../src/wrapper/wpc.js';
import { arg } from './args.js';

/** Worker thread of `--speed --workers N`: load + parse5 + extract its share of the pages when told to go. */
async function applyWorker(): Promise<void> {
  const { libJson, files } = workerData as { libJson: unknown; files: string[] };
  const lib = libraryFromJson(libJson);
  const dir = buildDirectory(lib);
  const port = parentPort!;
  // warm up (JIT) on a few of its pages, as the one-thread figure runs warm after induction
  for (const f of files.slice(0, 5)) extractWithLibrary(parseStatic(await loadFile(f), { labels: false }), lib, {}, dir);
  await new Promise<void>((ok) => {
    port.once('message', () => ok());
    port.postMessage({ ready: true });
  });
  let n = 0;
  for (const f of files) n += extractWithLibrary(parseStatic(await loadFile(f), { labels: false }), lib, {}, dir).length;
  port.postMessage({ done: true, records: n });
}

/** Apply with `workers` threads: wall time from "go" (library loaded, modules compiled, 5 pages warm-up) to the last page. */
async function applyParallel(lib: WrapperLibrary, files: string[], workers: number): Promise<{ s: number; records: number }> {
  const libJson = libraryToJson(lib);
  // the worker runs this file through tsx's loader (a plain `new Worker(url)` cannot load .ts); young
  // generation as in `extract apply --jobs` (src/cli/apply.ts)
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((api) => { api.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const ws = Array.from({ length: workers }, (_, i) => new Worker(boot, { eval: true, workerData: { libJson, files: files.filter((_, j) => j % workers === i) }, resourceLimits: { maxYoungGenerationSizeMb: 96 } }));
  await Promise.all(ws.map((w) => new Promise((ok, err) => (w.once('message', ok), w.once('error', err)))));
  const t0 = performance.now();
  const done = ws.map((w) => new Promise<number>((ok, err) => (w.once('message', (m: { records: number }) => ok(m.records)), w.once('error', err))));
  for (const w of ws) w.postMessage('go');
  const recs = await Promise.all(done);
  const s = (performance.now() - t0) / 1000;
  await Promise.all(ws.map((w) => w.terminate()));
  return { s, records: recs.reduce((a, b) => a + b, 0) };
}

if (!isMainThread) await applyWorker();
else await main();

async function main(): Promise<void> {
const DATA = resolve(process.env.SHARED_DATA ?? join(import.meta.dirname, '../../shared/data'));
const SWDE = join(DATA, 'swde-book');
const SCORER = resolve(join(DATA, '../bench/swde_score.py'));

const nums = (s: string | undefined, d: number[]) => (s ? s.split(',').map(Number) : d);

if (!existsSync(SWDE)) {
  console.error(`bench/swde: ${SWDE} not found — skipped`);
  process.exit(0);
}

const sites = (arg('sites') ?? 'booksamillion,christianbook').split(',');
const ks = nums(arg('k'), [1, 2, 5, 10, 20]);
const epss = nums(arg('eps'), [DEFAULT_EPSILON]);
const theta = Number(arg('theta') ?? DEFAULT_THETA);
const maxPages = Number(arg('pages') ?? 400);
const speed = process.argv.includes('--speed');
const outDir = join(import.meta.dirname, '../tmp/bench-swde');
mkdirSync(outDir, { recursive: true });

const brooms = new Map<string, Broom[][]>();
async function labeledBrooms(site: string, k: number): Promise<Broom[]> {
  let all = brooms.get(site);
  if (!all) brooms.set(site, (all = []));
  const files = readdirSync(join(SWDE, site, 'labeled')).sort();
  for (let i = all.length; i < k; i++) all.push(extractBrooms(parseStatic(await loadFile(join(SWDE, site, 'labeled', files[i])))));
  return all.slice(0, k).flat();
}

const rawTrees = new Map<string, { name: string; tree: PageTree }[]>();
async function raw(site: string) {
  let t = rawTrees.get(site);
  if (!t) {
    const files = readdirSync(join(SWDE, site, 'pages')).sort().slice(0, maxPages);
    t = [];
    for (const f of files) t.push({ name: f, tree: parseStatic(await loadFile(join(SWDE, site, 'pages', f)), { labels: false }) });
    rawTrees.set(site, t);
  }
  return t;
}

function score(site: string, lib: WrapperLibrary, pages: { name: string; tree: PageTree }[], tag: string) {
  const dir = buildDirectory(lib);
  const lines: string[] = [];
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (const p of pages) {
    const ms = extractWithLibrary(p.tree, lib, { theta }, dir);
    lines.push(JSON.stringify({ page: p.name, url: p.tree.url, records: ms.map((m) => m.record) }));
  }
  const ms = performance.now() - t0;
  const cu = process.cpuUsage(c0);
  const file = join(outDir, `${site}-${tag}.jsonl`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  const ids = pages.map((p) => p.name.replace(/\..*$/, '')).join(',');
  const out = execFileSync('python3', [SCORER, join(SWDE, 'groundtruth'), 'book', site, file, '--pages', ids]).toString();
  const m = /f1_lenient=([\d.]+) f1_exact=([\d.]+)/.exec(out)!;
  return { lenient: Number(m[1]), exact: Number(m[2]), extractMs: ms / pages.length, cpuMs: (cu.user + cu.system) / 1000 / pages.length, detail: out };
}

if (!speed) {
  console.log(`# SWDE book: induce from first k labeled pages, apply to ${maxPages} raw pages; θ = ${theta}`);
  console.log('site            k   ε     wrappers  induce s  F1 lenient  F1 exact  extract ms/page (wall / cpu)');
  for (const site of sites) {
    const pages = await raw(site);
    for (const k of ks)
      for (const eps of epss) {
        const bs = await labeledBrooms(site, k);
        const t0 = performance.now();
        const lib = induceLibrary(site, bs, k, { epsilon: eps, theta });
        const ind = (performance.now() - t0) / 1000;
        const r = score(site, lib, pages, `k${k}-e${eps}`);
        console.log(
          `${site.padEnd(15)} ${String(k).padStart(2)}  ${eps.toFixed(2)}  ${String(lib.wrappers.length).padStart(8)}  ${ind.toFixed(2).padStart(8)}  ${r.lenient.toFixed(4).padStart(10)}  ${r.exact.toFixed(4).padStart(8)}  ${r.extractMs.toFixed(2).padStart(8)} / ${r.cpuMs.toFixed(2)}`,
        );
        if (process.argv.includes('--detail')) console.log(r.detail);
      }
  }
} else {
  const { JSDOM } = await import('jsdom');
  const { readFile } = await import('node:fs/promises');
  for (const site of sites) {
    // induce from 200 labeled pages, parse included
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    // all 200 labeled pages, or the first k with --k
    const files = readdirSync(join(SWDE, site, 'labeled')).sort().slice(0, arg('k') ? ks[0] : undefined);
    const bs: Broom[] = [];
    for (const f of files) bs.push(...extractBrooms(parseStatic(await loadFile(join(SWDE, site, 'labeled', f)))));
    const lib = induceLibrary(site, bs, files.length, {});
    const induceS = (performance.now() - t0) / 1000;
    const ci = process.cpuUsage(c0);
    const induceCpu = (ci.user + ci.system) / 1e6;
    // apply: load + parse5 static tree + extraction, one thread
    const rawFiles = readdirSync(join(SWDE, site, 'pages')).sort().slice(0, maxPages);
    const dir = buildDirectory(lib);
    let parseMs = 0;
    const t1 = performance.now();
    const c1 = process.cpuUsage();
    let n = 0;
    for (const f of rawFiles) {
      const page = await loadFile(join(SWDE, site, 'pages', f));
      const p0 = performance.now();
      const tree = parseStatic(page, { labels: false });
      parseMs += performance.now() - p0;
      n += extractWithLibrary(tree, lib, {}, dir).length;
    }
    const applyS = (performance.now() - t1) / 1000;
    const ca = process.cpuUsage(c1);
    const applyCpu = (ca.user + ca.system) / 1e6;
    // jsdom parse of the same pages (what a DOM-based path would pay before any extraction)
    const sample = rawFiles.slice(0, 30);
    const htmls = await Promise.all(sample.map((f) => readFile(join(SWDE, site, 'pages', f), 'latin1')));
    const t2 = performance.now();
    for (const h of htmls) new JSDOM(h).window.close();
    const jsdomMs = (performance.now() - t2) / htmls.length;
    const workers = Number(arg('workers') ?? 0);
    let par = '';
    if (workers > 0) {
      const r = await applyParallel(lib, rawFiles.map((f) => join(SWDE, site, 'pages', f)), workers);
      par = `\n  apply ${rawFiles.length} pages with ${workers} worker threads (load + parse5 + extraction): ${r.s.toFixed(2)} s wall = ${(rawFiles.length / r.s).toFixed(0)} pages/s (${r.records} records)`;
    }
    const { loadavg } = await import('node:os');
    console.log(
      `${site}: induce ${files.length} labeled pages: ${induceS.toFixed(2)} s wall, ${induceCpu.toFixed(2)} s cpu (${lib.wrappers.length} wrappers)\n` +
        `  apply ${rawFiles.length} pages (load + parse5 + extraction, one thread): ${applyS.toFixed(2)} s wall = ${(rawFiles.length / applyS).toFixed(0)} pages/s; ${applyCpu.toFixed(2)} s cpu = ${(rawFiles.length / applyCpu).toFixed(0)} pages/s per core, ≈ ${((2 * rawFiles.length) / applyCpu).toFixed(0)} pages/s on 2 cores (${n} records)\n` +
        `  per page (wall): parse5 ${(parseMs / rawFiles.length).toFixed(2)} ms, load + extraction ${((applyS * 1000 - parseMs) / rawFiles.length).toFixed(2)} ms; jsdom parse alone ${jsdomMs.toFixed(1)} ms; load average ${loadavg()[0].toFixed(1)}${par}`,
    );
  }
}
}
