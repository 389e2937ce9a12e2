/**
 * Rebuild the shipped page classifier (models/pageclass.v3.json) from ../shared/data:
 * WebKB `course` pages (positives) vs every other WebKB class, each university weighted alike
 * (see trainingSet), plus the 48 real course pages as positives (see TRAIN_COURSE_PAGES). Features: the page
 * features and the heading classifier's output on the page (models/headings.json, as shipped at training time:
 * retrain this model when the heading model changes).
 *
 *   npm run train:pageclass [-- --data ../shared/data --out models/pageclass.v3.json] [--no-course-pages]
 *                           [--no-heading-features (a version-2 model: page features only)] [--trees 120] [--seed 42]
 *
 * Also exports the corpus reader the benchmark (bench/pageclass.ts) uses.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFile } from '../src/page/load.js';
import { parseStatic } from '../src/page/static.js';
import type { PageTree } from '../src/page/tree.js';
import { PAGE_FEATURE_NAMES, pageFeatures } from '../src/course/pagefeatures.js';
import { pageLinks } from '../src/course/pageclass.js';
import { DEFAULT_MODEL_PATH, toModel, trainForest } from '../src/course/pageclass.js';

export const WEBKB_CLASSES = ['course', 'department', 'faculty', 'other', 'project', 'staff', 'student'];
export const UNIVERSITIES = ['cornell', 'texas', 'misc'];

export interface CorpusPage {
  /** File path. */
  file: string;
  /** `webkb` or `course-pages`. */
  set: 'webkb' | 'course-pages';
  /** WebKB university, or the course slug for course pages. */
  group: string;
  /** WebKB class, or `course` for the course pages. */
  cls: string;
  /** 1 = course page. */
  y: number;
  x: number[];
  url?: string;
  title: string;
  /** Absolute hrefs of the page's links (for the site-context stage). */
  links: string[];
}

/**
 * Whether the real course pages (course-pages/) are training positives. On since the site-context stage
 * (src/course/pageclass.ts, SiteContext): WebKB's `course` is a course's HOME page, and 40 of the 48 real pages
 * are parts of a course site (schedules, assignment lists); as positives they teach the forest to accept
 * course sub-pages, which the single-page figure pays for (pooled LOUO 0.824 with them, 0.850 without), but
 * the site-context stage demotes sub-pages below their home page (0.902 with them, 0.903 without), and
 * without them the forest rejects most modern course pages (22 of 48 held-out pages ≥ 0.4, against 42 with
 * them). Measured both ways in BENCHMARKS.md; `--no-course-pages` trains without them.
 */
export const TRAIN_COURSE_PAGES = true;

/**
 * Decision threshold stored with the model: the best pooled leave-one-university-out F1 (BENCHMARKS.md).
 * Chosen on that same evaluation, so slightly optimistic; the folds disagree (Cornell and Texas, whose
 * `other` pages hold many course sub-pages, peak at 0.7, the misc pages at 0.3).
 */
export const THRESHOLD = 0.4;

/**
 * Training rows of `pages`: WebKB pages repeated so that every university weighs as much as the largest
 * (misc holds 4131 pages, Cornell 880, Texas 840; misc's `other` sample holds few course sub-pages, so
 * unweighted it drowns the Cornell/Texas sub-pages the forest must learn to reject); course pages once,
 * when `coursePages` is set.
 */
export function trainingSet(pages: CorpusPage[], opts: { coursePages?: boolean } = {}): { X: number[][]; y: number[] } {
  const withCp = opts.coursePages ?? TRAIN_COURSE_PAGES;
  const count: Record<string, number> = {};
  for (const p of pages) if (p.set === 'webkb') count[p.group] = (count[p.group] ?? 0) + 1;
  const most = Math.max(0, ...Object.values(count));
  const X: number[][] = [];
  const y: number[] = [];
  for (const p of pages) {
    if (p.set !== 'webkb' && !withCp) continue;
    const reps = p.set === 'webkb' ? Math.max(1, Math.round(most / count[p.group])) : 1;
    for (let r = 0; r < reps; r++) (X.push(p.x), y.push(p.y));
  }
  return { X, y };
}

/** Redirect stubs and near-empty bodies carry no page to judge; WebKB still labels them, so they stay. */
async function featuresOf(file: string, baseUrl?: string): Promise<{ x: number[]; url?: string; title: string; links: string[]; tree: PageTree }> {
  const page = await loadFile(file, { baseUrl });
  const tree = parseStatic(page, { labels: false });
  return { x: pageFeatures(tree).values, url: tree.url, title: tree.title, links: pageLinks(tree), tree };
}

/**
 * Course pages have no URL of their own in the data set; they were published from GitHub repositories,
 * so the URL they had is rebuilt as `https://<owner>.github.io/<repo>/<path>` from index.tsv — the same kind
 * of URL words (course numbers, "schedule", "assignments") a crawler would see.
 */
async function coursePageUrls(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const tsv = await readFile(join(dir, 'index.tsv'), 'utf8');
  const [head, ...rows] = tsv.trim().split('\n');
  const col = head.split('\t');
  const iFile = col.indexOf('file');
  const iRepo = col.indexOf('source_repo');
  const iPath = col.indexOf('path_in_repo');
  for (const r of rows) {
    const c = r.split('\t');
    const [owner, repo] = c[iRepo].split('/');
    out.set(c[iFile], `https://${owner.toLowerCase()}.github.io/${repo}/${c[iPath]}`);
  }
  return out;
}

/** Read WebKB and the course pages under `dataDir` into feature vectors. Progress on stderr. */
export async function readCorpus(dataDir: string, opts: { universities?: string[]; perClassLimit?: number } = {}): Promise<CorpusPage[]> {
  const out: CorpusPage[] = [];
  const unis = opts.universities ?? UNIVERSITIES;
  for (const cls of WEBKB_CLASSES) {
    for (const uni of unis) {
      const dir = join(dataDir, 'webkb', cls, uni);
      let names: string[];
      try {
        names = (await readdir(dir)).sort();
      } catch {
        continue;
      }
      if (opts.perClassLimit) names = names.slice(0, opts.perClassLimit);
      for (const name of names) {
        const file = join(dir, name);
        const { x, url, title, links } = await featuresOf(file);
        out.push({ file, set: 'webkb', group: uni, cls, y: cls === 'course' ? 1 : 0, x, url, title, links });
      }
      process.stderr.write(`\r${out.length} pages read`);
    }
  }
  const cp = join(dataDir, 'course-pages');
  const urls = await coursePageUrls(cp);
  for (const [rel, url] of [...urls].sort()) {
    const file = join(cp, 'raw', rel);
    const { x, title, links } = await featuresOf(file, url);
    out.push({ file, set: 'course-pages', group: rel.split('/')[0], cls: 'course', y: 1, x, url, title, links });
  }
  process.stderr.write(`\r${out.length} pages read\n`);
  return out;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const opt = (name: string, def: string) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] ? args[i + 1] : def;
  };
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const data = resolve(opt('--data', join(root, '..', 'shared', 'data')));
  const out = resolve(opt('--out', DEFAULT_MODEL_PATH));
  const withCp = args.includes('--no-course-pages') ? false : args.includes('--with-course-pages') || TRAIN_COURSE_PAGES;
  const headings = !args.includes('--no-heading-features');
  const corpus = (await readCorpus(data)).filter((p) => withCp || p.set === 'webkb');
  if (!headings) for (const p of corpus) p.x = p.x.slice(0, PAGE_FEATURE_NAMES.length);
  const t0 = Date.now();
  const { X, y } = trainingSet(corpus, { coursePages: withCp });
  const rf = trainForest(X, y, { nEstimators: Number(opt('--trees', '120')), seed: Number(opt('--seed', '42')) });
  const trainedOn: Record<string, number> = {};
  for (const p of corpus) {
    const k = p.set === 'webkb' ? `webkb.${p.cls}` : 'course-pages';
    trainedOn[k] = (trainedOn[k] ?? 0) + 1;
  }
  await writeFile(out, JSON.stringify(toModel(rf, THRESHOLD, trainedOn, { headings })));
  process.stderr.write(`trained on ${corpus.length} pages in ${((Date.now() - t0) / 1000).toFixed(1)} s → ${out}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
