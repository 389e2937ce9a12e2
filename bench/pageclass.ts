/**
 * Page-classifier benchmark (issue 4 item 5): course F1 leave-one-university-out on WebKB
 * (train on two of cornell / texas / misc + the course pages, test on the third), beside a keyword baseline;
 * how the classifier treats the real course pages; the online form in crawl order; and features + predict speed.
 * Three forms are scored per held-out university:
 * - "forest": each page alone (`courseProbability(tree)`);
 * - "+ course": the site context's course demotion only (`scoreSite(…, { siteBar: false })`);
 * - "+ bar": course demotion and the site bar (`scoreSite(…, { courseLists: false })`);
 * - "+ site": the shipped site context (`scoreSite` / `courseProbability(tree, context)`): course demotion,
 *   the site bar and course lists (pages a course list links to are exempt from the bar) — the held-out university's pages judged together; the classifier sees the university's URLs,
 *   titles and its own probabilities, never the labels.
 * With several seeds (--seeds) every figure is the mean ± half the range over the seeds' forests.
 *
 *   npx tsx bench/pageclass.ts [--data ../shared/data] [--trees 120] [--seeds 42,7,1] [--threshold 0.4 (the shipped model's)]
 *                              [--quick] [--min-f1 F] [--folds cornell,texas] [--course-pages | --no-course-pages]
 *                              [--no-heading-features] [--save-oof FILE] [--oof FILE] [--errors]
 *
 * --errors: list the shipped form's false positives and misses per held-out university (first seed), by score.
 * --quick: 40 pages per WebKB class and university, 10 trees (the CI smoke run); figures are not comparable.
 * --folds: test only these universities (fast iteration; the reported figure is all three).
 * --course-pages / --no-course-pages: train with / without the real course pages (default: as the shipped
 * model, TRAIN_COURSE_PAGES in scripts/train-pageclass.ts).
 * --no-heading-features: page features only (the version-2 feature set), for the before/after comparison.
 * --save-oof FILE: write the out-of-fold probabilities per seed; --oof FILE: read them instead of training (the
 * site-context stages and thresholds re-scored without retraining; --seeds 42+7 averages two cached seeds' forests).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpus, loadavg } from 'node:os';
import { readCorpus, THRESHOLD, TRAIN_COURSE_PAGES, trainingSet, UNIVERSITIES, type CorpusPage } from '../scripts/train-pageclass.js';
import { COURSE_LIST, forestProbabilities, loadPageClassifier, scoreSite, SiteContext, SITE_BAR, SITE_DEMOTION, trainForest, type SiteContextOptions } from '../src/course/pageclass.js';
import { PAGE_FEATURE_NAMES } from '../src/course/pagefeatures.js';
import { loadFile } from '../src/page/load.js';
import { parseStatic } from '../src/page/static.js';

const args = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : def;
};
const quick = args.includes('--quick');
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const data = resolve(opt('--data', join(root, '..', 'shared', 'data')));
const nEstimators = Number(opt('--trees', quick ? '10' : '120'));
/** Forest seeds; with --oof, "a+b" averages the cached forests of seeds a and b (= one forest of their trees together). */
const seeds = opt('--seeds', '42').split(',');
const oofIn = opt('--oof', '');
const oofOut = opt('--save-oof', '');
const threshold = Number(opt('--threshold', String(THRESHOLD)));
/** Smoke mode: exit 1 when the pooled site-context F1 (first seed) falls below this. */
const minF1 = Number(opt('--min-f1', '0'));
const folds = opt('--folds', UNIVERSITIES.join(',')).split(',');
const withCoursePages = args.includes('--course-pages') ? true : args.includes('--no-course-pages') ? false : TRAIN_COURSE_PAGES;
const headingFeatures = !args.includes('--no-heading-features');
/** Thresholds reported beside the chosen one (F1 per threshold). */
const SWEEP = [0.3, 0.4, 0.5, 0.6, 0.7];

interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}
const prf = (c: Counts) => {
  const p = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 0;
  const r = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 0;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
};
const add = (c: Counts, y: number, pred: boolean) => {
  if (y === 1 && pred) c.tp++;
  else if (y === 1) c.fn++;
  else if (pred) c.fp++;
  else c.tn++;
};
const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0, tn: 0 });
const fmt = (c: Counts) => {
  const { p, r, f1 } = prf(c);
  return `P ${p.toFixed(3)}  R ${r.toFixed(3)}  F1 ${f1.toFixed(3)}  (tp ${c.tp} fp ${c.fp} fn ${c.fn})`;
};
const meanSpread = (a: number[]) => {
  const m = a.reduce((x, y) => x + y, 0) / a.length;
  return a.length > 1 ? `${m.toFixed(3)} ± ${((Math.max(...a) - Math.min(...a)) / 2).toFixed(3)}` : m.toFixed(3);
};

/**
 * Keyword baseline: a course page when the title or URL names a course number or a course word —
 * the rule a crawler would use without a learned critic.
 */
const KEYWORD = /\b(course|class|syllabus|homework|lectures?|assignments?|schedule|exams?|[a-z]{2,5}\s?-?\d{3,4}[a-z]{0,2})\b/i;
const keywordRule = (p: CorpusPage) => KEYWORD.test(p.title) || KEYWORD.test((p.url ?? '').replace(/[/^._-]/g, ' '));

const t0 = Date.now();
const corpus = await readCorpus(data, quick ? { perClassLimit: 40 } : {});
if (!headingFeatures) for (const p of corpus) p.x = p.x.slice(0, PAGE_FEATURE_NAMES.length);
process.stderr.write(`features of ${corpus.length} pages in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
const webkb = corpus.filter((p) => p.set === 'webkb');
const coursePages = corpus.filter((p) => p.set === 'course-pages');

console.log(
  `# Page classifier — leave-one-university-out on WebKB (${nEstimators} trees, seeds ${seeds.join(', ')}, threshold ${threshold}, ` +
    `${headingFeatures ? 'page + heading-classifier features' : 'page features only'}, universities weighted alike, ` +
    `course pages ${withCoursePages ? 'in' : 'not in'} training)`,
);
console.log(`pages: ${webkb.length} WebKB (${webkb.filter((p) => p.y).length} course) + ${coursePages.length} course pages`);
// Each fold also holds out a third of the courses of the course-page set, so those pages get
// out-of-sample probabilities from the same three forests.
const courses = [...new Set(coursePages.map((p) => p.group))].sort();
const courseFold = new Map(courses.map((c, i) => [c, UNIVERSITIES[i % UNIVERSITIES.length]]));
const foldOf = (p: CorpusPage) => (p.set === 'webkb' ? p.group : courseFold.get(p.group)!);

/** Out-of-fold single-page probabilities per seed, aligned with `corpus` (NaN outside the tested folds). */
const oof = new Map<string, number[]>();
const cached = oofIn ? (JSON.parse(await readFile(oofIn, 'utf8')) as { probs: Record<string, number[]>; files?: string[] }) : undefined;
if (cached) {
  if (cached.files && cached.files.join('\n') !== corpus.map((p) => p.file).join('\n')) throw new Error(`${oofIn}: cached for another corpus`);
  for (const seed of seeds) {
    const parts = seed.split('+').map((k) => cached.probs[k]);
    if (parts.some((a) => a?.length !== corpus.length)) throw new Error(`${oofIn}: no out-of-fold probabilities for seed ${seed} over this corpus`);
    oof.set(seed, parts[0].map((_, i) => parts.reduce((a, pr) => a + pr[i], 0) / parts.length));
  }
}
for (const seed of cached ? [] : seeds) {
  const probs = new Array<number>(corpus.length).fill(NaN);
  for (const uni of folds) {
    const { X, y } = trainingSet(
      corpus.filter((p) => foldOf(p) !== uni),
      { coursePages: withCoursePages },
    );
    const rf = trainForest(X, y, { nEstimators, seed: Number(seed) });
    const ids = corpus.map((p, i) => (foldOf(p) === uni ? i : -1)).filter((i) => i >= 0);
    forestProbabilities(
      rf,
      ids.map((i) => corpus[i].x),
    ).forEach((p, k) => (probs[ids[k]] = p));
    process.stderr.write(`seed ${seed}: ${uni} done\n`);
  }
  oof.set(seed, probs);
}
if (oofOut) await writeFile(oofOut, JSON.stringify({ probs: Object.fromEntries(oof), files: corpus.map((p) => p.file) }));

/** Site-context scores: the held-out university's WebKB pages are one site set; each course of the course-page set is its own. */
function siteScores(probs: number[], opts: SiteContextOptions): number[] {
  const out = [...probs];
  const sites = new Map<string, number[]>();
  corpus.forEach((p, i) => {
    if (Number.isNaN(probs[i])) return;
    const k = `${p.set}/${p.group}`;
    (sites.get(k) ?? sites.set(k, []).get(k)!).push(i);
  });
  for (const ids of sites.values()) {
    const s = scoreSite(
      ids.map((i) => ({ url: corpus[i].url, title: corpus[i].title, probability: probs[i], links: corpus[i].links })),
      { ...opts, threshold },
    );
    ids.forEach((i, k) => (out[i] = s[k]));
  }
  return out;
}
const FORMS: [string, (probs: number[]) => number[]][] = [
  ['forest', (p) => p],
  ['+ course', (p) => siteScores(p, { siteBar: false })],
  ['+ bar', (p) => siteScores(p, { courseLists: false })],
  ['+ site', (p) => siteScores(p, {})],
];
const SITE = FORMS.length - 1;
const countsOf = (scores: number[], uni: string | undefined, t = threshold) => {
  const c = zero();
  corpus.forEach((p, i) => {
    if (p.set === 'webkb' && (uni ? p.group === uni : folds.includes(p.group)) && !Number.isNaN(scores[i])) add(c, p.y, scores[i] >= t);
  });
  return c;
};

// Summary over seeds: F1 per held-out university and pooled, per form.
console.log(`# LOUO course F1 at threshold ${threshold}${seeds.length > 1 ? ` (mean ± half-range over seeds ${seeds.join(', ')})` : ''}`);
console.log(`  (+ course: course demotion; + bar: and the site bar; + site: and course lists — the shipped site context)`);
console.log(`  ${'form'.padEnd(9)} ${[...folds, 'pooled'].map((u) => u.padEnd(15)).join(' ')} course pages ≥ t (of ${coursePages.length})`);
const scoresBySeed = new Map<string, number[][]>();
for (const seed of seeds) scoresBySeed.set(seed, FORMS.map(([, f]) => f(oof.get(seed)!)));
FORMS.forEach(([name], k) => {
  const cells = [...folds, undefined].map((u) => meanSpread(seeds.map((s) => prf(countsOf(scoresBySeed.get(s)![k], u)).f1)));
  const cp = seeds.map((s) => coursePages.filter((p) => (scoresBySeed.get(s)![k][corpus.indexOf(p)] ?? 0) >= threshold).length);
  console.log(`  ${name.padEnd(9)} ${cells.map((c) => c.padEnd(15)).join(' ')} ${cp.join(' / ')}`);
});
{
  const cells = [...folds, undefined].map((u) => {
    const c = zero();
    for (const p of webkb) if (u ? p.group === u : folds.includes(p.group)) add(c, p.y, keywordRule(p));
    return prf(c).f1.toFixed(3);
  });
  console.log(`  ${'keyword'.padEnd(9)} ${cells.map((c) => c.padEnd(15)).join(' ')} ${coursePages.filter(keywordRule).length}`);
}
if (seeds.length > 1) {
  console.log(`# Per seed (+ site): ${seeds.map((s) => `${s}: ${[...folds, undefined].map((u) => prf(countsOf(scoresBySeed.get(s)![SITE], u)).f1.toFixed(3)).join(' / ')}`).join('   ')}`);
}

// --errors: the shipped form's (+ site) false positives and misses per held-out university, first seed, by score.
if (args.includes('--errors')) {
  const sc = scoresBySeed.get(seeds[0])![SITE];
  const single = oof.get(seeds[0])!;
  for (const uni of folds) {
    const rows = corpus
      .map((p, i) => ({ p, i }))
      .filter(({ p, i }) => p.set === 'webkb' && p.group === uni && !Number.isNaN(sc[i]) && Boolean(p.y) !== sc[i] >= threshold)
      .sort((a, b) => sc[b.i] - sc[a.i]);
    console.log(`# Errors (+ site), seed ${seeds[0]}, ${uni}: ${rows.length}`);
    for (const { p, i } of rows) console.log(`  ${p.y ? 'miss' : 'fp  '} ${sc[i].toFixed(3)} (page alone ${single[i].toFixed(3)})  ${p.url ?? p.file}  "${(p.title ?? '').slice(0, 50)}"`);
  }
}

// Details for the first seed.
const first = scoresBySeed.get(seeds[0])!;
console.log(`# Details, seed ${seeds[0]}`);
for (const uni of folds) {
  const n = webkb.filter((p) => p.group === uni);
  console.log(`test ${uni.padEnd(8)} (${n.length} pages, ${n.filter((p) => p.y).length} course)`);
  FORMS.forEach(([name], k) => console.log(`  ${name.padEnd(9)}${fmt(countsOf(first[k], uni))}`));
  const kw = zero();
  for (const p of n) add(kw, p.y, keywordRule(p));
  console.log(`  ${'keyword'.padEnd(9)}${fmt(kw)}`);
}
console.log(`overall (pooled over the folds)`);
FORMS.forEach(([name], k) => console.log(`  ${name.padEnd(9)}${fmt(countsOf(first[k], undefined))}`));
const fpBy = (scores: number[]) => {
  const out: Record<string, number> = {};
  corpus.forEach((p, i) => {
    if (p.set === 'webkb' && !p.y && scores[i] >= threshold) out[p.cls] = (out[p.cls] ?? 0) + 1;
  });
  return JSON.stringify(out);
};
console.log(`  false positives by WebKB class: forest ${fpBy(first[0])}; + course ${fpBy(first[1])}; + site ${fpBy(first[SITE])}`);
FORMS.forEach(([name], k) => {
  console.log(`# Threshold, ${name} (F1 per fold, then pooled; seed ${seeds[0]})`);
  for (const u of [...folds, undefined]) console.log(`  ${(u ?? 'pooled').padEnd(8)} ${SWEEP.map((t) => `${t}: ${prf(countsOf(first[k], u, t)).f1.toFixed(3)}`).join('  ')}`);
});

{
  const probs = oof.get(seeds[0])!;
  const ctx = first[SITE];
  const cp = coursePages.map((p) => corpus.indexOf(p));
  const hit = cp.filter((i) => probs[i] >= threshold).length;
  const ctxHit = cp.filter((i) => ctx[i] >= threshold).length;
  const name = (i: number) => corpus[i].file.split('/raw/')[1];
  const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1)).toFixed(3);
  console.log(`# Course pages (${coursePages.length} pages, all counted as course; ${withCoursePages ? 'their course held out of training' : 'none in training'}; seed ${seeds[0]})`);
  console.log(`  forest   recall ${(hit / cp.length).toFixed(3)} (${hit}/${cp.length}), mean p ${mean(cp.map((i) => probs[i]))}`);
  console.log(`  + site   recall ${(ctxHit / cp.length).toFixed(3)} (${ctxHit}/${cp.length}), mean p ${mean(cp.map((i) => ctx[i]))} (each course's pages judged together)`);
  console.log(`  keyword  recall ${(coursePages.filter(keywordRule).length / cp.length).toFixed(3)}`);
  console.log(`  below threshold: ${cp.filter((i) => probs[i] < threshold).map((i) => `${name(i)} ${probs[i].toFixed(2)}`).join(', ') || 'none'}`);
  console.log(`  + site: below threshold after the site context only: ${cp.filter((i) => ctx[i] < threshold && probs[i] >= threshold).map((i) => `${name(i)} ${ctx[i].toFixed(2)}`).join(', ') || 'none'}`);
}

// Online form: each held-out university's pages in breadth-first order over its own links from its root (pages
// not reached appended in file order), each judged with a SiteContext holding the pages judged before it.
{
  const ROOTS: Record<string, string> = { cornell: 'http://www.cs.cornell.edu/', texas: 'http://www.cs.utexas.edu/' };
  const n = (u: string) => u.replace(/#.*$/, '').replace(/^https?:\/\/(www\.)?/i, '').replace(/\/(index|default)\.html?$/i, '/').replace(/\/$/, '').toLowerCase();
  const lines: string[] = [];
  for (const [form, cl] of [['+ site', undefined], ['+ bar', false]] as const) for (const uni of folds.filter((u) => ROOTS[u])) {
    const row = seeds.map((seed) => {
      const probs = oof.get(seed)!;
      const ids = corpus.map((_, i) => i).filter((i) => corpus[i].set === 'webkb' && corpus[i].group === uni);
      const byUrl = new Map<string, number>();
      for (const i of ids) if (corpus[i].url) byUrl.set(n(corpus[i].url!), i);
      const order: number[] = [];
      const seen = new Set<number>();
      const queue = [ROOTS[uni]];
      const queued = new Set(queue.map(n));
      while (queue.length) {
        const i = byUrl.get(n(queue.shift()!));
        if (i === undefined || seen.has(i)) continue;
        seen.add(i);
        order.push(i);
        for (const l of corpus[i].links) if (!queued.has(n(l))) (queued.add(n(l)), queue.push(l));
      }
      for (const i of ids) if (!seen.has(i)) order.push(i);
      const ctx = new SiteContext({ threshold, courseLists: cl });
      const c = zero();
      for (const i of order) {
        const p = corpus[i];
        const s = p.url ? ctx.adjust(p.url, probs[i], p.title) : probs[i];
        if (p.url) ctx.add(p.url, probs[i], p.title, p.links);
        add(c, p.y, s >= threshold);
      }
      return prf(c).f1;
    });
    lines.push(`${form} ${uni} ${meanSpread(row)}`);
  }
  if (lines.length) console.log(`# Online form (crawl order from the root, each page judged once against the pages before it): ${lines.join('   ')}`);
}

// Speed: shipped model (v3) and the version-2 model file (page features only), features + predict on already
// parsed static trees (parse timed separately), as CPU time of this process (process.cpuUsage, user + system) —
// wall time on the shared machine says little. Measured back to back on the same trees.
{
  const v3 = await loadPageClassifier();
  const v2 = await loadPageClassifier(join(root, 'models', 'pageclass.v2.json')).catch(() => undefined);
  const sample = corpus.filter((_, i) => i % Math.max(1, Math.floor(corpus.length / 600)) === 0);
  const trees = [];
  const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
  const tp = process.cpuUsage();
  for (const p of sample) trees.push(parseStatic(await loadFile(p.file), { labels: false }));
  const parseMs = cpuMs(process.cpuUsage(tp));
  const [l1] = loadavg();
  console.log(`# Speed (${trees.length} pages, CPU ms per page; load avg ${l1.toFixed(2)} on ${cpus().length} cores)`);
  for (const [name, clf] of [
    ['v3 (shipped)', v3],
    ['v2 (page features only)', v2],
  ] as const) {
    if (!clf) continue;
    for (const t of trees.slice(0, 50)) clf.courseProbability(t); // warm-up (JIT, heading model load)
    const ts = process.cpuUsage();
    let s = 0;
    for (const t of trees) s += clf.courseProbability(t);
    const ms = cpuMs(process.cpuUsage(ts));
    const ctx = new SiteContext();
    const tc = process.cpuUsage();
    for (const t of trees) clf.courseProbability(t, ctx);
    const msCtx = cpuMs(process.cpuUsage(tc));
    console.log(`  ${name.padEnd(24)} features + predict ${(ms / trees.length).toFixed(2)}; with one SiteContext (online form) ${(msCtx / trees.length).toFixed(2)}; mean p ${(s / trees.length).toFixed(3)}`);
  }
  console.log(`  load + static parse (for reference): ${(parseMs / trees.length).toFixed(2)} ms/page`);
  console.log(`  site context: course demotion × ${SITE_DEMOTION}; site bar ${SITE_BAR.factor} × the ${SITE_BAR.rank}th highest score of the host; course lists link to ≥ ${COURSE_LIST.links} pages ≥ the threshold`);
}

const ctxF1 = prf(countsOf(first[SITE], undefined)).f1;
if (ctxF1 < minF1) {
  console.error(`pageclass: pooled site-context F1 ${ctxF1.toFixed(3)} below --min-f1 ${minF1}`);
  process.exit(1);
}
