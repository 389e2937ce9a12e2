/**
 * `npm run demo`: the main job on the bundled default — crawl three fictional universities
 * (examples/web.warc.gz, replayed offline) for their course pages with the shipped link scorer, extract
 * each course's lectures / assignments / quizzes with the wrappers induced from labeled-pages/, and show
 * what came out. Outputs stay in demo-out/.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'demo-out');
rmSync(out, { recursive: true, force: true });

const args = [
  join(root, 'bin', 'crawl-and-extract.js'),
  join(root, 'examples', 'universities.txt'),
  '--replay', join(root, 'examples', 'web.warc.gz'),
  '--wrappers', join(root, 'wrappers'),
  '--out', out,
  '--max-pages', '400',
];
console.log(`$ crawl-and-extract examples/universities.txt --replay examples/web.warc.gz --wrappers wrappers --out demo-out --max-pages 400`);
const r = spawnSync(process.execPath, args, { stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);

interface Course {
  url: string;
  title: string;
  mode?: string;
  prob: number;
  n: number;
  records: { type: string; fields: Record<string, string | string[]> }[];
}
const courses = readFileSync(join(out, 'courses.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Course);
const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as {
  sites: Record<string, { name?: string; fetches: number; coursePages: number; harvest: [number, number][] }>;
};
console.log('\nPer university (fetches, course pages, fetch at which each course page was found):');
for (const [site, s] of Object.entries(summary.sites))
  console.log(`  ${(s.name ?? site).padEnd(34)} ${String(s.fetches).padStart(4)} fetches  ${String(s.coursePages).padStart(2)} course pages  found at ${s.harvest.map((h) => h[0]).join(', ')}`);
console.log('\nCourse pages and what was extracted from them:');
for (const c of courses) {
  const count = (t: string) => c.records.filter((x) => x.type === t).length;
  console.log(`  #${String(c.n).padStart(3)} ${c.title.padEnd(42).slice(0, 42)} ${count('lecture')} lectures, ${count('assignment')} assignments, ${count('quiz')} quizzes (${c.mode ?? '-'})`);
}
const first = courses.find((c) => c.records.length);
if (first) {
  console.log(`\nFirst records of ${first.url}:`);
  for (const rec of first.records.slice(0, 4)) console.log(`  ${rec.type.padEnd(10)} ${JSON.stringify(rec.fields)}`);
}
console.log(`\nAll outputs: demo-out/fetch-log.jsonl, demo-out/courses.jsonl, demo-out/summary.json`);
