/**
 * Focused crawl vs breadth-first on the WebKB replay webs (issue 5 checks): train the link scorer on one
 * university, crawl the other with feedback, without feedback, and breadth-first, in one run; score every
 * fetch log with ../shared/bench/warc_crawl_eval.py.
 *
 *   [CRAWL_BENCH_OUT=dir] npx tsx bench/crawl.ts [--max N] [--max-bfs N] [--only texas|cornell] [--skip-bfs] [--max-depth N] [--focused-args "--hub-boost 0 …"]
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

const rows: string[] = [];
const pairs: [Web, Web][] = [
  ['cornell', 'texas'],
  ['texas', 'cornell'],
];
for (const [train, test] of pairs) {
  if (only && test !== only) continue;
  const model = join(OUT, `linkscorer-${train}.json`);
  let t = performance.now();
  if (!existsSync(model)) run(['train', '--replay', `${DATA}/${train}.warc.gz`, '--labels', `${DATA}/${train}.labels.tsv`, '--seed', WEBS[train], '--model', model]);
  const trainS = (performance.now() - t) / 1000;
  const uni = join(OUT, `${test}.txt`);
  execFileSync('sh', ['-c', `printf '%s\\t%s\\n' '${WEBS[test]}' '${test}' > ${uni}`]);
  const res: Record<string, Record<string, number> & { secs: number }> = {};
  for (const [name, extra] of [
    ['feedback', []],
    ['no-feedback', ['--no-feedback']],
    ['bfs', ['--strategy', 'bfs']],
  ] as [string, string[]][]) {
    const out = join(OUT, `${train}-to-${test}-${name}`);
    if (name === 'bfs' && skipBfs && existsSync(join(out, 'fetch-log.jsonl'))) {
      res[name] = { ...score(test, out), secs: NaN };
      continue;
    }
    rmSync(out, { recursive: true, force: true });
    t = performance.now();
    run([uni, '--replay', `${DATA}/${test}.warc.gz`, '--model', model, '--out', out, '--max-pages', String(name === 'bfs' ? maxBfs : max), '--render', 'never', '--no-progress', ...(maxDepth ? ['--max-depth', maxDepth] : []), ...(name === 'bfs' ? [] : focusedArgs), ...extra]);
    res[name] = { ...score(test, out), secs: (performance.now() - t) / 1000 };
  }
  const f = res.feedback;
  const nf = res['no-feedback'];
  const b = res.bfs;
  const ratio = (x: number, y: number) => (Number.isFinite(x) && Number.isFinite(y) ? (x / y).toFixed(3) : 'NA');
  rows.push(
    `train ${train} (${trainS.toFixed(0)} s) → crawl ${test}: course pages ${f.course_pages}`,
    `  ${'run'.padEnd(12)} ${'to50%'.padStart(7)} ${'to90%'.padStart(7)} ${'to100%'.padStart(7)} ${'found'.padStart(6)} ${'fetches'.padStart(8)} ${'harvest@2N'.padStart(11)} ${'secs'.padStart(6)}`,
    ...(['feedback', 'no-feedback', 'bfs'] as const).map(
      (k) =>
        `  ${k.padEnd(12)} ${String(res[k].fetches_to_50).padStart(7)} ${String(res[k].fetches_to_90).padStart(7)} ${String(res[k].fetches_to_100).padStart(7)} ${String(res[k].found).padStart(6)} ${String(res[k].fetches).padStart(8)} ${res[k]['harvest@2N'].toFixed(3).padStart(11)} ${res[k].secs.toFixed(1).padStart(6)}`,
    ),
    `  fetches to 90%: feedback/bfs = ${ratio(f.fetches_to_90, b.fetches_to_90)} (target ≤ 0.2), no-feedback/bfs = ${ratio(nf.fetches_to_90, b.fetches_to_90)}`,
    `  harvest@2N: feedback ${f['harvest@2N'].toFixed(3)} (target ≥ 0.5), feedback/no-feedback = ${ratio(f['harvest@2N'], nf['harvest@2N'])} (target ≥ 1.2)`,
  );
  console.log(rows.slice(-7).join('\n'));
}
