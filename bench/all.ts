/**
 * `npm run bench`: every real-data benchmark in turn, each in its own process (so one failing bench
 * does not hide the others' figures). Prints each bench's figures; exit 1 if any bench failed.
 *   npx tsx bench/all.ts [--only render,swde,...]
 */
import { spawnSync } from 'node:child_process';

const BENCHES: [name: string, args: string[]][] = [
  ['render', []],
  ['static', []],
  ['swde', []],
  ['swde', ['--k', '5', '--eps', '0.1,0.3,0.5,0.8']],
  ['swde', ['--speed']],
  ['apply-split', []],
  ['pictor', []],
  ['course', ['--render']],
  ['pageclass', []],
  ['crawl', []],
  ['replay-index', []],
  ['modern-warc', []],
  ['rehearsal', ['--seeds', '1']],
  ['throughput', []],
];

const i = process.argv.indexOf('--only');
const only = i > 0 ? new Set(process.argv[i + 1].split(',')) : undefined;
const failed: string[] = [];
for (const [name, args] of BENCHES) {
  if (only && !only.has(name)) continue;
  const label = [name, ...args].join(' ');
  process.stderr.write(`\n=== bench/${name}.ts ${args.join(' ')} (${new Date().toISOString()})\n`);
  const r = spawnSync('npx', ['tsx', `bench/${name}.ts`, ...args], { stdio: 'inherit' });
  if (r.status !== 0) failed.push(label);
}
if (failed.length) {
  process.stderr.write(`\nbenches failed: ${failed.join('; ')}\n`);
  process.exitCode = 1;
}
