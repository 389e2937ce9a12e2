/**
 * Focused crawl vs breadth-first on the WebKB replay webs (issue 5 checks): train the link scorer on one
 * university, crawl the other with feedback, without feedback, and breadth-first, in one run; score every
 * fetch log with ../shared/bench/warc_crawl_eval.py.
 *
 * The scorer is retrained for every run, once per forest seed (`--forest-seeds`, default 7,1,2,3): the
 * first 2N fetches are a 76 / 88-fetch window in which the order of a 30-name faculty list decides several
 * course pages, and that order moves with the forest's seed — one seed's figures are one draw. Each seed
 * gets its rows; the last block is the mean over seeds, with how many seeds met each check.
 *
 *   [CRAWL_BENCH_OUT=dir] npx tsx bench/crawl.ts [--max N] [--max-bfs N] [--only texas|cornell] [--skip-bfs]
 *     [--forest-seeds 7,1,2,3] [--reuse-models] [--max-depth N] [--focused-args "--hub-boost 0 …"]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { arg } from './args.js';

const DATA = '../shared/data/webkb-warc';
const EVAL = '../shared/bench/warc_crawl_eval.py';
const OUT = process.env.CRAWL_BENCH_OUT ?? '.bench-out/crawl';
const WEBS = { cornell: 'http://www.cs.cornell.edu/', texas: 'http://www.cs.utexas.edu/' } as const;
type Web = keyof typeof WEBS;

const max = Number(arg('max') ?? 3000);
/** BFS needs more: 90% of Cornell's course pages come after 6,239 breadth-first fetches. */
const maxBfs = Number(arg('max-bfs') ?? 7000);
const only = arg('only') as Web | undefined;
/** Reuse the last BFS fetch log (the baseline does not depend on the focused code). */
const skipBfs = process.argv.includes('--skip-bfs');
/** Link depth limit of the crawls (the CLI's default is 10). */
const maxDepth = arg('max-depth');
/** Further CLI options for the focused runs, e.g. `--focused-args "--hub-boost 0"`. */
const focusedArgs = (arg('focused-args') ?? '').split(' ').filter(Boolean);
/** Forest seeds of the scorer (`train --forest-seed`): one model and one pair of focused crawls each. */
const forestSeeds = (arg('forest-seeds') ?? '7,1,2,3').split(',').map(Number);
if (!forestSeeds.length || forestSeeds.some((n) => !Number.isInteger(n) || n < 0)) throw new Error('--forest-seeds: comma-separated non-negative integers');
/** Keep a model file from an earlier run (a stale model silently measures old features: off by default). */
const reuseModels = process.argv.includes('--reuse-models');
const bin = 'bin/crawl-and-extract.js';
mkdirSync(OUT, { recursive: true });

function run(args: string[]): void {
  execFileSync(process.execPath, [bin, ...args], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, COURSE_EXTRACT_QUIET: '1' } });
}

function score(web: Web, out: string): Record<string, number> {
  const line = execFileSync('python3', [EVAL, 'score', `${DATA}/${web}.warc.gz`, `${DATA}/${web}.labels.tsv`, join(out, 'fetch-log.jsonl')], { encoding: 'utf8' }).trim().split('\n').pop()!;
  const r: Record<string, number> = {};
  for (const kv of line.split(' ')) {
    const [k, v] = kv.split('=');
    r[k] = v === 'NA' ? NaN : Number(v);
  }
  return r;
}

type Score = Record<string, number> & { secs: number };
const ratio = (x: number, y: number) => (Number.isFinite(x) && Number.isFinite(y) ? x / y : NaN);
const fmt = (x: number, d = 3) => (Number.isFinite(x) ? x.toFixed(d) : 'NA');
const header = `  ${'run'.padEnd(16)} ${'to50%'.padStart(7)} ${'to90%'.padStart(7)} ${'to100%'.padStart(7)} ${'found'.padStart(6)} ${'fetches'.padStart(8)} ${'harvest@2N'.padStart(11)} ${'secs'.padStart(6)}`;
const line = (name: string, r: Score, d = 0) =>
  `  ${name.padEnd(16)} ${fmt(r.fetches_to_50, d).padStart(7)} ${fmt(r.fetches_to_90, d).padStart(7)} ${fmt(r.fetches_to_100, d).padStart(7)} ${fmt(r.found, d).padStart(6)} ${fmt(r.fetches, 0).padStart(8)} ${fmt(r['harvest@2N']).padStart(11)} ${fmt(r.secs, 1).padStart(6)}`;

function crawl(test: Web, model: string, out: string, extra: string[], bfs: boolean): Score {
  if (bfs && skipBfs && existsSync(join(out, 'fetch-log.jsonl'))) return { ...score(test, out), secs: NaN };
  rmSync(out, { recursive: true, force: true });
  const t = performance.now();
  const uni = join(OUT, `${test}.txt`);
  run([uni, '--replay', `${DATA}/${test}.warc.gz`, '--model', model, '--out', out, '--max-pages', String(bfs ? maxBfs : max), '--render', 'never', '--no-progress', ...(maxDepth ? ['--max-depth', maxDepth] : []), ...(bfs ? [] : focusedArgs), ...extra]);
  return { ...score(test, out), secs: (performance.now() - t) / 1000 };
}

const pairs: [Web, Web][] = [
  ['cornell', 'texas'],
  ['texas', 'cornell'],
];
const summary: string[] = [];
for (const [train, test] of pairs) {
  if (only && test !== only) continue;
  execFileSync('sh', ['-c', `printf '%s\\t%s\\n' '${WEBS[test]}' '${test}' > ${join(OUT, `${test}.txt`)}`]);
  const runs: { seed: number; f: Score; nf: Score }[] = [];
  let bfs: Score | undefined;
  for (const seed of forestSeeds) {
    const model = join(OUT, `linkscorer-${train}-${seed}.json`);
    let t = performance.now();
    if (!reuseModels || !existsSync(model))
      run(['train', '--replay', `${DATA}/${train}.warc.gz`, '--labels', `${DATA}/${train}.labels.tsv`, '--seed', WEBS[train], '--model', model, '--forest-seed', String(seed)]);
    const trainS = (performance.now() - t) / 1000;
    const f = crawl(test, model, join(OUT, `${train}-to-${test}-feedback-${seed}`), [], false);
    const nf = crawl(test, model, join(OUT, `${train}-to-${test}-no-feedback-${seed}`), ['--no-feedback'], false);
    // BFS does not read the model: once per pair.
    bfs ??= crawl(test, model, join(OUT, `${train}-to-${test}-bfs`), ['--strategy', 'bfs'], true);
    runs.push({ seed, f, nf });
    console.log(
      [
        `train ${train} (forest seed ${seed}, ${trainS.toFixed(0)} s) → crawl ${test}: course pages ${f.course_pages}`,
        header,
        line('feedback', f),
        line('no-feedback', nf),
        line('bfs', bfs),
        `  fetches to 90%: feedback/bfs = ${fmt(ratio(f.fetches_to_90, bfs.fetches_to_90))} (target ≤ 0.2), no-feedback/bfs = ${fmt(ratio(nf.fetches_to_90, bfs.fetches_to_90))}`,
        `  harvest@2N: feedback ${fmt(f['harvest@2N'])} (target ≥ 0.5), feedback/no-feedback = ${fmt(ratio(f['harvest@2N'], nf['harvest@2N']))} (target ≥ 1.2)`,
      ].join('\n'),
    );
  }
  const mean = (pick: (r: { f: Score; nf: Score }) => Score): Score => {
    const out: Record<string, number> = {};
    for (const k of Object.keys(runs[0].f)) out[k] = runs.reduce((a, r) => a + pick(r)[k], 0) / runs.length;
    return out as Score;
  };
  const f = mean((r) => r.f);
  const nf = mean((r) => r.nf);
  const met = (ok: (r: { f: Score; nf: Score }) => boolean) => `${runs.filter(ok).length} of ${runs.length}`;
  const block = [
    `${train} → ${test}, mean over forest seeds ${forestSeeds.join(', ')} (NA: a run that never reached the mark counts as NA in the mean)`,
    header,
    line('feedback', f, 1),
    line('no-feedback', nf, 1),
    line('bfs', bfs!),
    `  fetches to 90%: feedback/bfs = ${fmt(ratio(f.fetches_to_90, bfs!.fetches_to_90))} (target ≤ 0.2; met by ${met((r) => r.f.fetches_to_90 <= 0.2 * bfs!.fetches_to_90)} seeds)`,
    `  harvest@2N: feedback ${fmt(f['harvest@2N'])} (target ≥ 0.5; met by ${met((r) => r.f['harvest@2N'] >= 0.5)}), feedback/no-feedback = ${fmt(ratio(f['harvest@2N'], nf['harvest@2N']))} (target ≥ 1.2; met by ${met((r) => r.f['harvest@2N'] >= 1.2 * r.nf['harvest@2N'])})`,
  ].join('\n');
  summary.push(block);
  if (forestSeeds.length > 1) console.log(block);
}
if (forestSeeds.length > 1 && summary.length > 1) console.log(`\nsummary\n${summary.join('\n')}`);
