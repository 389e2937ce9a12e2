/**
 * Render benchmark: load → render (tab pool) → page tree → visual blocks + features for every page of
 * ../shared/data/webkb (5,812 pages of 1997) and the 800 SWDE book pages; plus the static (parse5) path.
 * Prints pages/s, p50/p95 ms, failures per page with a reason, and browser relaunches (crashes).
 *
 *   npx tsx bench/render.ts [--concurrency 4] [--limit N] [--every K] [--sets webkb,swde-book] [--static-only] [--render-only] [--json]
 *
 * `--every K` takes every K-th page (the CI smoke run uses a small sample). Exits 1 when a page hangs
 * the pool or the browser had to be relaunched more often than pages failed (an unexplained crash).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadFile, listPageFiles, type LoadedPage } from '../src/page/load.js';
import { parseStatic } from '../src/page/static.js';
import { createRenderer, type RenderResult } from '../src/page/render.js';
import { buildBlockTree } from '../src/visual/blocks.js';
import { blockFeatures } from '../src/visual/features.js';
import { loadavg } from 'node:os';
import { arg } from './args.js';

const DATA = new URL('../../shared/data/', import.meta.url).pathname;

const flag = (name: string) => process.argv.includes(`--${name}`);

const concurrency = Number(arg('concurrency') ?? 4);
const limit = Number(arg('limit') ?? Infinity);
const every = Number(arg('every') ?? 1);

async function pageFiles(): Promise<{ set: string; files: string[] }[]> {
  // Every WebKB file, even those named like .txt/.ps/.map that listPageFiles would skip: the crawler meets them too.
  const webkb = (readdirSync(join(DATA, 'webkb'), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name))
    .sort();
  const swde: string[] = [];
  for (const site of readdirSync(join(DATA, 'swde-book')).sort()) {
    if (site === 'groundtruth') continue;
    for (const sub of ['labeled', 'pages']) swde.push(...(await listPageFiles(join(DATA, 'swde-book', site, sub))));
  }
  const pick = (a: string[]) => a.filter((_, i) => i % every === 0).slice(0, limit);
  return [
    { set: 'webkb', files: pick(webkb) },
    { set: 'swde-book', files: pick(swde) },
  ];
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

interface SetFigures {
  set: string;
  pages: number;
  static?: { pagesPerSec: number; p50: number; p95: number; failed: { file: string; reason: string }[] };
  render?: {
    pagesPerSec: number;
    p50: number;
    p95: number;
    realigned: number;
    blocks: number;
    /** CPU ms per page of this process plus the browser's process tree. */
    cpuMsPerPage: number;
    failed: { file: string; reason: string }[];
    relaunches: number;
  };
}

async function staticPass(files: string[]): Promise<NonNullable<SetFigures['static']>> {
  const ms: number[] = [];
  const failed: { file: string; reason: string }[] = [];
  const t0 = performance.now();
  for (const f of files) {
    const t = performance.now();
    try {
      parseStatic(await loadFile(f));
    } catch (e) {
      failed.push({ file: f, reason: (e as Error).message });
    }
    ms.push(performance.now() - t);
  }
  const secs = (performance.now() - t0) / 1000;
  return { pagesPerSec: files.length / secs, p50: pct(ms, 50), p95: pct(ms, 95), failed };
}

/**
 * CPU seconds used so far by a process tree (live processes' own time plus what their reaped children used).
 * Load-independent, so `2 cores / CPU per page` projects the pages/s of an otherwise idle 2-core machine.
 */
function treeCpuSeconds(rootPid: number | undefined): number {
  if (!rootPid) return 0;
  const tick = 100; // USER_HZ on Linux
  const stats = new Map<number, { ppid: number; cpu: number }>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const st = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
      // fields after "(comm)": state ppid … utime(14) stime(15) cutime(16) cstime(17) (1-based in proc(5))
      stats.set(Number(d), { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / tick });
    } catch {
      // process ended while listing
    }
  }
  let sum = 0;
  const inTree = (pid: number): boolean => {
    for (let p = pid, i = 0; p > 1 && i < 64; i++) {
      if (p === rootPid) return true;
      p = stats.get(p)?.ppid ?? 0;
    }
    return false;
  };
  for (const [pid, st] of stats) if (inTree(pid)) sum += st.cpu;
  return sum;
}

/** Figures of the pass under way, printed if the run is killed. */
let partial: (() => string) | undefined;
for (const sig of ['SIGTERM', 'SIGINT'] as const)
  process.on(sig, () => {
    if (partial) process.stdout.write(`${partial()}\nkilled by ${sig}\n`);
    process.exit(130);
  });

async function renderPass(files: string[]): Promise<NonNullable<SetFigures['render']>> {
  const renderer = await createRenderer({ concurrency });
  const ms: number[] = [];
  const failed: { file: string; reason: string }[] = [];
  let realigned = 0;
  let blocks = 0;
  let done = 0;
  async function* pages(): AsyncGenerator<LoadedPage> {
    for (const f of files) {
      try {
        yield await loadFile(f);
      } catch (e) {
        failed.push({ file: f, reason: `load: ${(e as Error).message}` });
      }
    }
  }
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const browserCpu0 = treeCpuSeconds(renderer.pid);
  partial = () =>
    `partial render: ${done}/${files.length} pages in ${((performance.now() - t0) / 1000).toFixed(0)} s ` +
    `(${(done / ((performance.now() - t0) / 1000)).toFixed(1)} pages/s), p50 ${pct(ms, 50).toFixed(0)} ms, p95 ${pct(ms, 95).toFixed(0)} ms, ` +
    `failed ${failed.length}${failed.map((x) => `\n  FAILED ${x.file}: ${x.reason}`).join('')}`;
  const onResult = (r: RenderResult) => {
    done++;
    ms.push(r.ms);
    if (r.error) failed.push({ file: r.page.source, reason: r.error });
    else {
      if (r.realigned) realigned++;
      try {
        const bt = buildBlockTree(r.tree!);
        for (const b of bt.blocks) blockFeatures(b);
        blocks += bt.blocks.length;
      } catch (e) {
        failed.push({ file: r.page.source, reason: `blocks: ${(e as Error).message}` });
      }
    }
    if (done % 500 === 0) process.stderr.write(`  ${done}/${files.length} rendered, ${failed.length} failed, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  };
  let cpuMs = 0;
  try {
    await renderer.renderAll(pages(), { onResult });
    const c = process.cpuUsage(cpu0);
    cpuMs = (c.user + c.system) / 1000 + (treeCpuSeconds(renderer.pid) - browserCpu0) * 1000;
  } finally {
    await renderer.close();
  }
  const secs = (performance.now() - t0) / 1000;
  return { pagesPerSec: files.length / secs, p50: pct(ms, 50), p95: pct(ms, 95), realigned, blocks, failed, relaunches: renderer.relaunches, cpuMsPerPage: cpuMs / files.length };
}

const only = arg('sets')?.split(',');
const all = await pageFiles();
const sets = only ? only.map((n) => all.find((s) => s.set === n)!).filter(Boolean) : all;
const out: SetFigures[] = [];
const load0 = loadavg()[0];
const say = (line: string) => process.stdout.write(`${line}\n`); // line by line: a killed run keeps what it printed
const staticLine = (set: string, pages: number, f: NonNullable<SetFigures['static']>) =>
  `${set.padEnd(9)} static  ${pages} pages  ${f.pagesPerSec.toFixed(1)} pages/s  p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  failed ${f.failed.length}`;
const renderLine = (set: string, pages: number, f: NonNullable<SetFigures['render']>) =>
  `${set.padEnd(9)} render  ${pages} pages  ${f.pagesPerSec.toFixed(1)} pages/s  p50 ${f.p50.toFixed(0)} ms  p95 ${f.p95.toFixed(0)} ms  ` +
  `failed ${f.failed.length}  relaunches ${f.relaunches}  realigned ${f.realigned}  blocks ${f.blocks}  ` +
  `CPU ${f.cpuMsPerPage.toFixed(0)} ms/page (idle 2 cores ≈ ${(2000 / f.cpuMsPerPage).toFixed(1)} pages/s)`;
if (!flag('json')) say(`# bench/render.ts ${new Date().toISOString()} concurrency ${concurrency}, load average (1 min) at start ${load0.toFixed(2)}`);
for (const { set, files } of sets) {
  const fig: SetFigures = { set, pages: files.length };
  if (!flag('render-only')) {
    process.stderr.write(`static ${set}: ${files.length} pages\n`);
    fig.static = await staticPass(files);
    if (!flag('json')) say(staticLine(set, files.length, fig.static));
  }
  if (!flag('static-only')) {
    process.stderr.write(`render ${set}: ${files.length} pages, concurrency ${concurrency}\n`);
    fig.render = await renderPass(files);
    if (!flag('json')) say(`${renderLine(set, files.length, fig.render)}  (load ${loadavg()[0].toFixed(2)})`);
  }
  if (!flag('json')) for (const x of [...(fig.static?.failed ?? []), ...(fig.render?.failed ?? [])]) say(`  FAILED ${x.file}: ${x.reason}`);
  out.push(fig);
}
const load1 = loadavg()[0];
if (flag('json')) console.log(JSON.stringify({ concurrency, load: [load0, load1], sets: out }, null, 2));
else if (out.length > 1) {
  const total = (k: 'static' | 'render') => {
    const xs = out.filter((f) => f[k]);
    if (!xs.length) return '';
    const pages = xs.reduce((a, f) => a + f.pages, 0);
    const secs = xs.reduce((a, f) => a + f.pages / f[k]!.pagesPerSec, 0);
    const failed = xs.reduce((a, f) => a + f[k]!.failed.length, 0);
    return `all       ${k.padEnd(7)} ${pages} pages  ${(pages / secs).toFixed(1)} pages/s  failed ${failed}`;
  };
  for (const k of ['static', 'render'] as const) if (total(k)) say(total(k));
  say(`# load average (1 min) at end ${load1.toFixed(2)}`);
}
const failedTotal = out.reduce((s, f) => s + (f.render?.failed.length ?? 0) + (f.static?.failed.length ?? 0), 0);
const hangs = out.reduce((s, f) => s + (f.render?.failed.filter((x) => /timeout/.test(x.reason)).length ?? 0), 0);
if (hangs > 0 || failedTotal > 0) process.exitCode = 1;
