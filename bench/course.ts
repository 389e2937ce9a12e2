/**
 * Course-records bench (issue 4): leave-one-course-out on ../shared/data/course-pages. For each course, the
 * heading classifier is trained on the OTHER courses' labeled pages and applied to the held-out course's RAW
 * pages; the keyword-rule baseline runs through the same detection and record building. Both outputs are
 * scored by ../shared/bench/course_score.py; section accuracy is also reported per type, and the time of
 * classification + record building per page (static trees: parse time excluded).
 *
 *   npx tsx bench/course.ts [--data DIR] [--courses a,b] [--out DIR] [--trees N] [--min-f1 X]
 * (--min-f1: exit 1 when the classifier's typed F1 is below X — the smoke run's floor)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadFile } from '../src/page/load.js';
import { parseStatic } from '../src/page/static.js';
import type { PageTree } from '../src/page/tree.js';
import { extractCourse } from '../src/course/extract.js';
import { trainHeadingClassifier } from '../src/course/train.js';

const args = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const DATA = opt('--data', join(import.meta.dirname, '../../shared/data/course-pages'));
const OUT = opt('--out', join(import.meta.dirname, '../tmp/bench-course'));
const ONLY = opt('--courses', '');
const TREES = Number(opt('--trees', '60'));
const SCORER = join(DATA, '../../bench/course_score.py');
mkdirSync(OUT, { recursive: true });

const gold = readFileSync(join(DATA, 'gold.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { page: string; sections: { section: string; text: string }[] });
const MIN_F1 = Number(opt('--min-f1', '0'));
const pages = gold.map((g) => g.page.split('/').slice(-2).join('/'));
const courses = [...new Set(pages.map((p) => p.split('/')[0]))].filter((c) => !ONLY || ONLY.split(',').includes(c));

process.stderr.write(`loading ${pages.length} pages (labeled + raw)…\n`);
const labeled = new Map<string, PageTree>();
const raw = new Map<string, PageTree>();
for (const p of pages) {
  labeled.set(p, parseStatic(await loadFile(join(DATA, 'labeled', p))));
  // Links resolve as the gold's do (labels_to_gold.py): against <base href> only, not a canonical link.
  const page = await loadFile(join(DATA, 'raw', p));
  page.url = /<base\s[^>]*href\s*=\s*["']?([^"'\s>]+)/i.exec(page.html.slice(0, 65536))?.[1];
  raw.set(p, parseStatic(page, { labels: false }));
}

const outModel: string[] = [];
const outRule: string[] = [];
let ms = 0;
let nPages = 0;
for (const c of courses) {
  const train = pages.filter((p) => !p.startsWith(`${c}/`)).map((p) => labeled.get(p)!);
  const clf = trainHeadingClassifier(train, { nEstimators: TREES });
  for (const p of pages.filter((q) => q.startsWith(`${c}/`))) {
    const tree = raw.get(p)!;
    const t0 = performance.now();
    const r = extractCourse(tree, { classifier: clf });
    ms += performance.now() - t0;
    nPages++;
    outModel.push(JSON.stringify({ page: p, ...r }));
    outRule.push(JSON.stringify({ page: p, ...extractCourse(tree, { rule: 'keyword' }) }));
  }
  process.stderr.write(`  ${c}: trained on ${train.length} pages\n`);
}
writeFileSync(join(OUT, 'model.jsonl'), outModel.join('\n') + '\n');
writeFileSync(join(OUT, 'rule.jsonl'), outRule.join('\n') + '\n');

function perTypeSections(lines: string[]): string {
  const got = new Map(lines.map((l) => JSON.parse(l)).map((o) => [o.page, o.sections as { text: string; type: string }[]]));
  const norm = (s: string) => s.replace(/\u00a0/g, ' ').toLowerCase().replace(/\s+/g, ' ').trim().replace(/^[ :;,.\-|()[\]]+|[ :;,.\-|()[\]]+$/g, '');
  const acc: Record<string, [number, number]> = { lectures: [0, 0], assignments: [0, 0], quizzes: [0, 0] };
  for (const g of gold) {
    const key = g.page.split('/').slice(-2).join('/');
    if (!got.has(key)) continue;
    const pool = (got.get(key) ?? []).map((s) => `${norm(s.text)}\u0000${s.type}`);
    for (const s of g.sections) {
      if (!(s.section in acc)) continue;
      acc[s.section][1]++;
      const k = pool.indexOf(`${norm(s.text)}\u0000${s.section}`);
      if (k >= 0) {
        pool.splice(k, 1);
        acc[s.section][0]++;
      }
    }
  }
  return Object.entries(acc)
    .map(([t, [ok, n]]) => `${t}=${n ? (ok / n).toFixed(3) : '-'} (${ok}/${n})`)
    .join(' ');
}

// With --courses, score against those courses' gold only (the smoke run), else against all of it.
let goldPath = join(DATA, 'gold.jsonl');
if (ONLY) {
  goldPath = join(OUT, 'gold.jsonl');
  writeFileSync(goldPath, gold.filter((g) => courses.includes(g.page.split('/').slice(-2)[0])).map((g) => JSON.stringify(g)).join('\n') + '\n');
}
const scored: Record<string, number> = {};
for (const [name, file, lines] of [
  ['heading classifier (RF, leave-one-course-out)', 'model.jsonl', outModel],
  ['keyword-rule baseline', 'rule.jsonl', outRule],
] as const) {
  console.log(`== ${name}`);
  const report = execFileSync('python3', [SCORER, goldPath, join(OUT, file)], { encoding: 'utf8' }).trim();
  console.log(report);
  scored[file] = Number(/typed_f1=([\d.]+)/.exec(report)?.[1] ?? 0);
  console.log(`sections per type: ${perTypeSections([...lines])}`);
}
if (scored['model.jsonl'] < MIN_F1) {
  process.stderr.write(`course bench: typed F1 ${scored['model.jsonl']} < --min-f1 ${MIN_F1}\n`);
  process.exitCode = 1;
}
console.log(`speed: classification + record building ${(ms / nPages).toFixed(2)} ms/page over ${nPages} pages (static trees; parse excluded)`);
