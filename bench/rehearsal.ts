/**
 * The rehearsal webs side by side: crawl each layout's archive (bench/modern-warc.ts) with the CLI as the
 * evaluation does, over several score-jitter seeds, and print what the issue measures — fetches to 50 / 90 /
 * 100 % of the course homes and harvest@2N (../shared/bench/warc_crawl_eval.py score) — with the written
 * courses.jsonl's homes (role `home`) scored against the archive's labels: precision, and how many labelled
 * homes were written.
 *
 *   npx tsx bench/rehearsal.ts [--layouts b,c,…,s (default: all but A)] [--seeds 1,2,3] [--max 5000] [--code DIR] [--out tmp/rehearsal]
 *                              [--jobs 2] [-- extra crawl options]
 *
 * `--code DIR`: the checkout whose `bin/crawl-and-extract.js` runs (default: this one). Run a checkout that is
 * not being edited — the launcher runs `src/` when `dist/` is older, so editing the sources while a batch runs
 * changes the code under its later crawls. Archives are read from `tmp/mw<layout>/` and built there
 * (`modern-warc.ts --archive-only`) when missing. Every crawl starts from an empty output directory (a reused
 * one would resume the old crawl). One line per crawl, then a table of means per layout.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { arg } from './args.js';

const run = promisify(execFile);
const layouts = (arg('layouts') ?? 'b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t').split(',').filter(Boolean);
const seeds = (arg('seeds') ?? '1,2,3').split(',').filter(Boolean);
const max = Number(arg('max') ?? 5000);
const code = resolve(arg('code') ?? '.');
const outRoot = resolve(arg('out') ?? 'tmp/rehearsal');
const jobs = Math.max(1, Number(arg('jobs') ?? 2));
const dd = process.argv.indexOf('--');
const extra = dd > 0 ? process.argv.slice(dd + 1) : [];

/** The evaluator's URL key (warc_crawl_eval.py `canon`): https folded onto http, `%7E` as `~`, no fragment. */
const key = (u: string) => u.replace(/^https:/i, 'http:').replace(/#.*$/, '').replace(/%7e/gi, '~');

interface Result {
  layout: string;
  seed: string;
  marks: Record<string, number | undefined>;
  harvest: number;
  found: number;
  homes: number;
  written: number;
  writtenTrue: number;
  seconds: number;
}

function archive(layout: string): string {
  const dir = join('tmp', `mw${layout}`);
  if (!existsSync(join(dir, 'modern.warc.gz'))) {
    process.stderr.write(`building layout ${layout} → ${dir}\n`);
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/modern-warc.ts', '--layout', layout, '--pages', '54000', '--archive-only', '--keep', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return dir;
}

async function crawl(layout: string, seed: string): Promise<Result> {
  const dir = archive(layout);
  const out = join(outRoot, `${layout}-${seed}`);
  rmSync(out, { recursive: true, force: true });
  const t0 = performance.now();
  await run(process.execPath, [join(code, 'bin', 'crawl-and-extract.js'), join(dir, 'universities.txt'), '--replay', join(dir, 'modern.warc.gz'), '--out', out, '--max-pages', String(max), '--render', 'never', '--no-progress', ...extra], {
    env: { ...process.env, CRAWL_SCORE_JITTER: seed },
    maxBuffer: 64 << 20,
  });
  const seconds = (performance.now() - t0) / 1000;
  const { stdout } = await run('python3', ['../shared/bench/warc_crawl_eval.py', 'score', join(dir, 'modern.warc.gz'), join(dir, 'modern.labels.tsv'), join(out, 'fetch-log.jsonl')], { maxBuffer: 64 << 20 });
  const line = stdout.trim().split('\n').pop() ?? '';
  const field = (k: string) => /=(\S+)/.exec(line.split(' ').find((p) => p.startsWith(`${k}=`)) ?? '')?.[1];
  const num = (k: string) => (field(k) && field(k) !== 'NA' ? Number(field(k)) : undefined);
  const labels = new Map<string, string>();
  for (const l of readFileSync(join(dir, 'modern.labels.tsv'), 'utf8').split('\n').slice(1)) {
    const [u, c] = l.split('\t');
    if (u) labels.set(key(u), c);
  }
  const homes = new Set<string>();
  let written = 0;
  for (const l of readFileSync(join(out, 'courses.jsonl'), 'utf8').split('\n')) {
    if (!l) continue;
    const r = JSON.parse(l) as { url: string; role?: string };
    if (r.role !== 'home') continue;
    written++;
    if (labels.get(key(r.url)) === 'course') homes.add(key(r.url));
  }
  return {
    layout,
    seed,
    marks: { 50: num('fetches_to_50'), 90: num('fetches_to_90'), 100: num('fetches_to_100') },
    harvest: num('harvest@2N') ?? 0,
    found: num('found') ?? 0,
    homes: num('course_pages') ?? 0,
    written,
    writtenTrue: homes.size,
    seconds,
  };
}

const fmt = (n: number | undefined) => (n === undefined ? 'never' : n.toLocaleString('en-US'));
const tasks = layouts.flatMap((l) => seeds.map((s) => [l, s] as const));
for (const l of layouts) archive(l);
const results: Result[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: Math.min(jobs, tasks.length) }, async () => {
    while (next < tasks.length) {
      const [l, s] = tasks[next++];
      const r = await crawl(l, s);
      results.push(r);
      console.log(
        `${l} seed ${s}: 50/90/100 % at ${fmt(r.marks[50])} / ${fmt(r.marks[90])} / ${fmt(r.marks[100])}, harvest@2N ${r.harvest.toFixed(3)}, found ${r.found} of ${r.homes}; courses.jsonl homes ${r.written}, precision ${(r.writtenTrue / Math.max(1, r.written)).toFixed(3)}, ${r.writtenTrue} of ${r.homes} written; ${r.seconds.toFixed(1)} s`,
      );
    }
  }),
);
console.log(`\n| layout | 90 % (seeds ${seeds.join(' / ')}) | harvest@2N | found | courses.jsonl precision / written |`);
console.log('|---|---|---|---|---|');
for (const l of layouts) {
  const rs = seeds.map((s) => results.find((r) => r.layout === l && r.seed === s)!);
  console.log(
    `| ${l.toUpperCase()} | ${rs.map((r) => fmt(r.marks[90])).join(' / ')} | ${rs.map((r) => r.harvest.toFixed(3)).join(' / ')} | ${rs.map((r) => r.found).join(' / ')} of ${rs[0].homes} | ${rs.map((r) => `${(r.writtenTrue / Math.max(1, r.written)).toFixed(3)} / ${r.writtenTrue}`).join(', ')} |`,
  );
}
