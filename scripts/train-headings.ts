/**
 * Rebuild the shipped heading classifier (models/headings.json) from every labeled dev page in
 * ../shared/data/course-pages/labeled.
 *
 *   npm run train:headings [-- --data DIR] [-- --out models/headings.json] [-- --trees N]
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadFile } from '../src/page/load.js';
import { parseStatic } from '../src/page/static.js';
import type { PageTree } from '../src/page/tree.js';
import { trainHeadingClassifier } from '../src/course/train.js';

const args = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : def;
};
const data = opt('--data', join(import.meta.dirname, '../../shared/data/course-pages'));
const out = opt('--out', join(import.meta.dirname, '../models/headings.json'));
const trees = Number(opt('--trees', '60'));
if (!Number.isInteger(trees) || trees < 1) {
  process.stderr.write(`train-headings: --trees must be a positive integer, got "${opt('--trees', '')}"\n`);
  process.exit(2);
}

const dir = join(data, 'labeled');
let courses: string[];
try {
  courses = readdirSync(dir).sort();
} catch {
  process.stderr.write(`train-headings: no labeled pages at ${dir} (use --data)\n`);
  process.exit(2);
}
const pages: PageTree[] = [];
const groups: string[] = [];
for (const c of courses) {
  for (const f of readdirSync(join(dir, c)).sort()) {
    if (!/\.html?$/i.test(f)) continue;
    pages.push(parseStatic(await loadFile(join(dir, c, f))));
    groups.push(c);
  }
}
process.stderr.write(`training on ${pages.length} labeled pages from ${courses.length} courses (${trees} trees)…\n`);
// the gate's out-of-fold first-stage probabilities hold out whole courses (4 folds)
const clf = trainHeadingClassifier(pages, { nEstimators: trees, groups });
writeFileSync(out, JSON.stringify(clf.toJSON()) + '\n');
const t = clf.file.trainedOn;
process.stderr.write(`wrote ${out}: ${Object.entries(t.headings).map(([k, v]) => `${k}=${v}`).join(' ')}\n`);
