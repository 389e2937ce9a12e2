/**
 * Page classifier — the crawler's critic: course page or not, with a probability (issue 4 item 5).
 * A random forest (ml-random-forest) over the page features of ./pagefeatures.ts, trained on WebKB
 * (`course` — a course's home page — vs every other class) and the real course pages; shipped as
 * models/pageclass.v3.json (page features + heading-classifier features) and rebuilt by
 * `npm run train:pageclass` (scripts/train-pageclass.ts). Version-2 files (page features only) still load.
 */
import { readFile } from 'node:fs/promises';
import { RandomForestClassifier } from 'ml-random-forest';
import { type CartNode, leafClass, leafOf } from './forest.js';
import type { PageTree } from '../page/tree.js';
import { shippedClassifier } from './classifier.js';
import { FEATURE_NAMES, PAGE_FEATURE_NAMES, pageFeatures } from './pagefeatures.js';
import { packageFile } from '../package-file.js';

/** Absolute http(s) hrefs of a page's links, fragments dropped, each once. */
export function pageLinks(tree: PageTree): string[] {
  const out = new Set<string>();
  for (const n of tree.nodes) {
    const h = n.kind === 'element' ? n.href : undefined;
    if (h && /^https?:/i.test(h)) out.add(h.replace(/#.*$/, ''));
  }
  return [...out];
}

/** Thrown when a model file is missing, unreadable or built for other features. */
export class PageClassModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageClassModelError';
  }
}

export interface PageClassification {
  /** Share of the forest's trees that vote "course page", in [0, 1]. */
  probability: number;
  /** `probability >= threshold` of the model. */
  isCourse: boolean;
  /** The feature vector, keyed by feature name (for inspection and debugging). */
  features: Record<string, number>;
}

export interface PageClassifier {
  /**
   * Probability that the page is a course page (a course's home page, WebKB's notion).
   *
   * Without `context`: the forest's vote on this page alone (unchanged meaning; ~1 ms per page).
   * With a {@link SiteContext} (what is known so far about the same site): the forest's vote, demoted by
   * `SITE_DEMOTION` (× 0.3) when the context holds a more probable page of the same course (same course
   * directory, see {@link courseKey}, or same host and title course number) whose directory is this page's
   * directory or one above it — the course's home page, of which this page is a part; then scaled by the
   * site bar (on a host where `SITE_BAR.rank` pages already score high, the page must reach
   * `SITE_BAR.factor` × the rank-th highest score to stay ≥ the threshold). The page is then recorded in
   * `context` (its single-page probability, title and out-links), so the same context can be passed for
   * every page as a crawl goes. Pages are judged once, against the pages recorded before them.
   */
  courseProbability(tree: PageTree, context?: SiteContext): number;
  /** Probability, decision and the features behind them. */
  classify(tree: PageTree): PageClassification;
  /** Decision threshold stored with the model. */
  readonly threshold: number;
}

/** The versioned model file. */
export interface PageClassModel {
  kind: 'pageclass';
  /**
   * Bumped when the file layout or the feature set changes: 2 = the page features (PAGE_FEATURE_NAMES),
   * 3 = the page features and the heading-classifier features (FEATURE_NAMES).
   */
  version: 2 | 3;
  features: string[];
  threshold: number;
  /** What the model was trained on (counts per source), for provenance. */
  trainedOn: Record<string, number>;
  /** Version 3: date of the heading model (models/headings.json) whose outputs the forest was trained on. */
  headingModel?: string;
  createdAt: string;
  forest: ReturnType<RandomForestClassifier['toJSON']>;
}

/** Options of the forest; defaults are the shipped model's. */
export interface PageForestOptions {
  /**
   * Number of trees (default 120). 30-tree forests of different seeds disagreed by ±0.015 pooled F1; at 60 the
   * pooled spread was ±0.003 but per university still ±0.02–0.04 (vote fractions k/60 sit right at the site
   * bar); 120 halves that (BENCHMARKS.md, pass 4). Prediction stays ≈ 0.1 ms of the ≈ 3 ms per page.
   */
  nEstimators?: number;
  /** Share of the features each tree sees (default 0.4). */
  maxFeatures?: number;
  /** Depth limit of each tree (default 12); keeps the model file small and prediction fast. */
  maxDepth?: number;
  /** Smallest node the trees still split (default 5). */
  minNumSamples?: number;
  /** 32-bit seed (default 42) so a rebuild gives the same model. */
  seed?: number;
  /**
   * Repeat course pages until both classes weigh the same (default true). The forest has no class weights,
   * and the share of course pages differs a lot between webs (4% of Cornell's, 17% of the misc pages):
   * balanced training keeps 0.5 a meaningful threshold on all of them.
   */
  balance?: boolean;
}

export const MODEL_VERSION = 3;
export const DEFAULT_MODEL_PATH = packageFile('models/pageclass.v3.json');

interface CartMatrix {
  rows: number;
  getRow(i: number): number[];
}
interface CartNodeProto {
  bestSplit(XTranspose: CartMatrix, y: number[]): { maxGain: number; maxColumn?: number; maxValue?: number; numberSamples?: number };
}
let cartPatched = false;

/** Gini impurity from class counts. */
function gini(counts: number[], n: number): number {
  if (n === 0) return 0;
  let s = 0;
  for (const c of counts) s += (c / n) * (c / n);
  return 1 - s;
}

/**
 * ml-cart (the trees inside ml-random-forest) scores every candidate split by re-partitioning all samples:
 * O(n) per candidate and one candidate per adjacent sample pair whose labels differ (duplicates included),
 * so quadratic in the sample count — over ten minutes per WebKB forest on this shared machine. This is the
 * same search (same candidates: midpoints between sorted neighbours with different labels; same Gini gain;
 * first best kept, features then values in ascending order) as one sorted sweep per feature with running
 * class counts. The node class is not exported, so it is reached through a tree of a tiny forest.
 */
function patchCartSplits(): void {
  if (cartPatched) return;
  const probe = new RandomForestClassifier({ nEstimators: 1, noOOB: true, seed: 1, replacement: false });
  probe.train([[0], [1], [0], [1], [0], [1]], [0, 1, 0, 1, 0, 1]);
  const root = (probe.estimators?.[0] as unknown as { root: object } | undefined)?.root;
  const proto = root && (Object.getPrototypeOf(root) as CartNodeProto);
  if (!proto || typeof proto.bestSplit !== 'function') return; // library changed: keep its own code
  proto.bestSplit = function bestSplit(XT: CartMatrix, y: number[]) {
    const n = y.length;
    let k = 0;
    for (const v of y) if (v + 1 > k) k = v + 1;
    const total = new Array<number>(k).fill(0);
    for (const v of y) total[v]++;
    const parent = gini(total, n);
    let maxGain = -Infinity;
    let maxColumn: number | undefined;
    let maxValue: number | undefined;
    const order = Array.from({ length: n }, (_, i) => i);
    const left = new Array<number>(k);
    const right = new Array<number>(k);
    for (let f = 0; f < XT.rows; f++) {
      const x = XT.getRow(f);
      order.sort((a, b) => x[a] - x[b]);
      left.fill(0);
      let nLeft = 0;
      let last = NaN;
      for (let i = 1; i < n; i++) {
        const a = order[i - 1];
        const b = order[i];
        if (y[a] === y[b]) continue;
        const v = (x[a] + x[b]) / 2;
        if (v === last) continue;
        last = v;
        // samples with x < v go left (ml-cart's rule); advance the running counts up to v
        while (nLeft < n && x[order[nLeft]] < v) left[y[order[nLeft++]]]++;
        for (let c = 0; c < k; c++) right[c] = total[c] - left[c];
        const gain = parent - (gini(left, nLeft) * nLeft) / n - (gini(right, n - nLeft) * (n - nLeft)) / n;
        if (gain > maxGain) {
          maxGain = gain;
          maxColumn = f;
          maxValue = v;
        }
      }
    }
    return { maxGain, maxColumn, maxValue, numberSamples: maxColumn === undefined ? undefined : n };
  };
  cartPatched = true;
}

/** Train a forest on feature vectors `X` with labels `y` (1 = course page, 0 = other). */
export function trainForest(X: number[][], y: number[], opts: PageForestOptions = {}): RandomForestClassifier {
  patchCartSplits();
  if (opts.balance ?? true) {
    const pos = X.filter((_, i) => y[i] === 1);
    const neg = y.length - pos.length;
    if (pos.length > 0 && neg > pos.length) {
      const reps = Math.round(neg / pos.length) - 1;
      X = [...X];
      y = [...y];
      for (let r = 0; r < reps; r++) for (const x of pos) (X.push(x), y.push(1));
    }
  }
  const rf = new RandomForestClassifier({
    nEstimators: opts.nEstimators ?? 120,
    maxFeatures: opts.maxFeatures ?? 0.4,
    // Features without replacement: each tree sees distinct features.
    replacement: false,
    useSampleBagging: true,
    noOOB: true,
    seed: opts.seed ?? 42,
    treeOptions: { maxDepth: opts.maxDepth ?? 12, minNumSamples: opts.minNumSamples ?? 5 },
  });
  rf.train(X, y);
  return rf;
}

/**
 * Share of trees voting for class 1. (ml-random-forest's own `predictProbability` seeds its sum with the
 * first tree's label, which skews it; counting votes ourselves is exact.)
 */
export function forestProbabilities(rf: RandomForestClassifier, X: number[][]): number[] {
  // The trees are walked directly (as the heading classifier does): `predictionValues` builds a matrix view
  // per tree for each page — a third of the critic's time. Same tests, same leaves, same count.
  const forest = rf as unknown as { estimators?: { root: CartNode }[]; indexes?: number[][] };
  if (!Array.isArray(forest.estimators) || !Array.isArray(forest.indexes)) {
    const votes = rf.predictionValues(X);
    const out: number[] = [];
    for (let i = 0; i < votes.rows; i++) {
      const row = votes.getRow(i);
      let ones = 0;
      for (const v of row) if (v === 1) ones++;
      out.push(ones / row.length);
    }
    return out;
  }
  const { estimators, indexes } = forest as { estimators: { root: CartNode }[]; indexes: number[][] };
  return X.map((x) => {
    let ones = 0;
    for (let t = 0; t < estimators.length; t++) {
      if (leafClass(leafOf(estimators[t].root, indexes[t], x)) === 1) ones++;
    }
    return ones / estimators.length;
  });
}

/** Wrap a trained forest as a model file object. */
export function toModel(rf: RandomForestClassifier, threshold: number, trainedOn: Record<string, number>, opts: { headings?: boolean } = {}): PageClassModel {
  const headings = opts.headings ?? true;
  return {
    kind: 'pageclass',
    version: headings ? MODEL_VERSION : 2,
    features: [...(headings ? FEATURE_NAMES : PAGE_FEATURE_NAMES)],
    threshold,
    trainedOn,
    ...(headings ? { headingModel: JSON.stringify(shippedClassifier().file.trainedOn) } : {}),
    createdAt: new Date().toISOString(),
    forest: rf.toJSON(),
  };
}

/** A classifier from an in-memory model (checked against the current feature set). */
export function pageClassifierFromModel(model: PageClassModel, source = '<model>'): PageClassifier {
  if (model?.kind !== 'pageclass') throw new PageClassModelError(`${source}: not a page-classifier model`);
  if (model.version !== MODEL_VERSION && model.version !== 2)
    throw new PageClassModelError(`${source}: model version ${model.version}, this build reads versions 2 and ${MODEL_VERSION}`);
  // version 2: the page features only (no heading classifier run); version 3: page + heading-classifier features
  const headings = model.version === 3;
  if (headings) {
    try {
      shippedClassifier(); // the heading model the features need: fail at load time, not on the first page
    } catch (e) {
      throw new PageClassModelError(`${source}: needs the heading classifier (models/headings.json): ${(e as Error).message}`);
    }
  }
  const names = headings ? FEATURE_NAMES : PAGE_FEATURE_NAMES;
  if (model.features.length !== names.length || model.features.some((f, i) => f !== names[i]))
    throw new PageClassModelError(`${source}: model was built for other page features; rebuild it with npm run train:pageclass`);
  const rf = RandomForestClassifier.load(model.forest);
  const threshold = model.threshold;
  const vector = (tree: PageTree) => pageFeatures(tree, { headings }).values;
  const classify = (tree: PageTree): PageClassification => {
    const values = vector(tree);
    const probability = forestProbabilities(rf, [values])[0];
    const features: Record<string, number> = {};
    names.forEach((n, i) => (features[n] = values[i]));
    return { probability, isCourse: probability >= threshold, features };
  };
  return {
    threshold,
    classify,
    courseProbability: (tree, context) => {
      const p = forestProbabilities(rf, [vector(tree)])[0];
      if (!context || !tree.url) return p;
      const adjusted = context.adjust(tree.url, p, tree.title);
      context.add(tree.url, p, tree.title, context.usesLinks ? pageLinks(tree) : undefined);
      return adjusted;
    },
  };
}

/**
 * Factor applied to a page's probability when its site holds a more probable page of the same course in
 * the same or a higher directory (see {@link SiteContext}). Chosen on the leave-one-university-out
 * evaluation (0.3, 0.5 and 0.7 measured; BENCHMARKS.md).
 */
export const SITE_DEMOTION = 0.3;

/**
 * Site bar (see {@link SiteContextOptions.siteBar}): on a host where at least `rank` pages already score high,
 * a page must reach `factor` × the `rank`-th highest score to count as a course page. Chosen on the
 * leave-one-university-out evaluation (BENCHMARKS.md, "Page classifier pass 3"; a nested choice is reported
 * there too).
 */
export const SITE_BAR = { rank: 30, factor: 0.75 } as const;
/**
 * Course lists (see {@link SiteContextOptions.courseLists}): a page below the threshold that links to at least
 * `links` distinct pages of the context at or above it lists courses, and the pages it links to are exempt
 * from the site bar. 10–25 give the same leave-one-university-out figures (8 and fewer let people's pages
 * that link to their students' project pages count as lists); 15 is also what a nested choice (on the two
 * training universities, ties to the larger value) picks in every fold (BENCHMARKS.md, "Page classifier pass 4").
 */
export const COURSE_LIST = { links: 15 } as const;
/** The shipped model's decision threshold (models/pageclass.v3.json), the site bar's default floor. */
export const DEFAULT_THRESHOLD = 0.4;

/** A URL path segment that names a course: "cs414", "CS100A", "csci1470", "15-316", "6.034", "395t", "22c096", "g22.3033". */
const COURSE_SEGMENT = /^(?:[a-z]{1,7}[-_]?\d{3,4}[a-z]{0,2}|[a-z]{1,5}_\d{1,2}|\d{3}[a-z]?|\d{2}[a-z]:?\d{3}|[a-z]?\d{2}\.\d{3,4}|\d{2}-\d{3}|\d{1,2}\.\d{3}j?)$/i;
/** Terms and years ("fall96", "spring2025", "f95", "1996") look like course numbers but name a term. */
const TERM_SEGMENT = /^(?:(?:fall|spring|summer|winter|autumn|fa|sp|su|wi|f|s|w)[-_]?\d{2,4}|(?:19|20)\d\d)$/i;
/** File extensions dropped from the last segment before it is tested as a course number. */
const PAGE_EXT = /\.(?:s?html?|php\d?|aspx?|jsp|cgi|txt)$/i;
/** A course number in a title: "CS 414", "CSCI-1470", "CS384G", "Comp 50"; the first one counts. */
const TITLE_COURSE_NO = /\b([A-Za-z]{2,5})\s?-?(\d{2,4}[A-Za-z]{0,2})\b/;
const TERM_WORD = /^(?:fall|spring|summer|winter|autumn|19|20)/i;

interface SitePath {
  host: string;
  /** host (lower case, no `www.`) + '/' + lower-case path segments joined by '/'. */
  norm: string;
  /** The page's directory in the same form (the page itself when its URL names a directory). */
  dir: string;
  /** The course directory, see courseKey; undefined when the URL names no course. */
  key?: string;
  /** The URL names a directory's entry page (`…/`, index / default / home / welcome, or the course directory's own file). */
  entry: boolean;
}

function sitePath(url: string): SitePath | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
  const host = u.hostname.toLowerCase().replace(/^www\./, '');
  let path = u.pathname;
  const namesDir = path.endsWith('/') || /\/(?:index|default)\.html?$/i.test(path);
  path = path.replace(/\/(?:index|default)\.html?$/i, '/');
  const segs = path.toLowerCase().split('/').filter(Boolean);
  const dirSegs = namesDir ? segs : segs.slice(0, -1);
  let key: string | undefined;
  for (let i = 0; i < segs.length; i++) {
    const b = i === segs.length - 1 ? segs[i].replace(PAGE_EXT, '') : segs[i];
    if (COURSE_SEGMENT.test(b) && !TERM_SEGMENT.test(b)) {
      key = [host, ...segs.slice(0, i), b].join('/');
      break;
    }
  }
  const norm = [host, ...segs].join('/');
  const entry = namesDir || /\/(?:home|welcome)\.s?html?$/i.test(path) || (key !== undefined && norm.replace(PAGE_EXT, '') === key);
  return { host, norm, dir: [host, ...dirSegs].join('/'), key, entry };
}

/**
 * The course directory of a URL: host (without `www.`) and the path down to the first segment that names a
 * course number (terms and years excluded), in lower case, file extension dropped — so
 * `http://www.cs.cornell.edu/Info/Courses/Current/CS211/home.html`, `…/CS211/hw/hw1.html` and
 * `http://cs.cornell.edu/Info/Courses/Current/CS211/` share `cs.cornell.edu/info/courses/current/cs211`, and
 * `/~tah/cs611.html` and `/~tah/cs611/notes.html` share `…/~tah/cs611`. Undefined when no segment names a course.
 */
export function courseKey(url: string): string | undefined {
  return sitePath(url)?.key;
}

/** The course number a title names ("CS 384G Course Description" → "cs384g"), terms and years excluded. */
export function titleCourseNo(title: string | undefined): string | undefined {
  const m = title ? TITLE_COURSE_NO.exec(title) : null;
  if (!m || TERM_WORD.test(m[1])) return undefined;
  return `${m[1]}${m[2]}`.toLowerCase();
}

const under = (ancestor: string, d: string) => d === ancestor || d.startsWith(`${ancestor}/`);
/** `e` sits in `p`'s directory or above it — but a directory's entry page is not outranked by another page of its own directory. */
const above = (e: SitePath, p: SitePath) => under(e.dir, p.dir) && !(p.entry && !e.entry && e.dir === p.dir);

/** Options of the site context. */
export interface SiteContextOptions {
  /**
   * In-link rule (default 'off': measured, it did not help — BENCHMARKS.md, pass 3): a page in a course
   * directory is demoted (× {@link SITE_DEMOTION}) when pages outside that directory link into it, but none
   * links to this page — the course is entered elsewhere (its home page, which department course lists and
   * people's pages link to). Uses the out-links passed to {@link SiteContext.add}.
   */
  inlinks?: 'on' | 'off';
  /**
   * Site bar (default {@link SITE_BAR}; false = off): a calibration per host. On a host where at least `rank`
   * pages score high (after the course demotion), the bar a page must reach is raised from `threshold` to
   * `factor` × the `rank`-th highest score, and the page's score is scaled by `threshold / bar` (so
   * `score >= threshold` means "reaches the site's bar"). On a department web the crawler has covered, the
   * course home pages score near 1 and the pages that only look like courses (students' project pages named
   * by a course number, lecture pages of a course whose home page is elsewhere) stay well below them; on a
   * small site (one course, a few pages) it never applies.
   */
  siteBar?: { rank: number; factor: number } | false;
  /**
   * Course lists (default {@link COURSE_LIST}; false = off): a page whose single-page probability is below
   * `threshold` and whose out-links reach at least `links` distinct recorded pages at or above it is a list of
   * courses (a department's class schedule, a course index); the pages it links to are exempt from the site
   * bar. On a covered department web the bar keeps students' pages about a course they take out (linked from
   * their own home page only) but also costs real course pages scoring 0.6–0.7 under it; the department's
   * course list links to the latter, not to the former. Needs the out-links passed to {@link SiteContext.add}.
   */
  courseLists?: { links: number } | false;
  /** Decision threshold the site bar scales to (default {@link DEFAULT_THRESHOLD}, the shipped model's). */
  threshold?: number;
}

/** The highest `k` values seen, in descending order. */
class TopK {
  readonly v: number[] = [];
  constructor(private readonly k: number) {}
  push(x: number): void {
    if (this.v.length >= this.k && x <= this.v[this.v.length - 1]) return;
    let i = this.v.length;
    while (i > 0 && this.v[i - 1] < x) i--;
    this.v.splice(i, 0, x);
    if (this.v.length > this.k) this.v.pop();
  }
  /** The k-th highest value, when k values were seen. */
  get kth(): number | undefined {
    return this.v.length >= this.k ? this.v[this.k - 1] : undefined;
  }
}

interface SiteEntry extends SitePath {
  p: number;
}

/**
 * Site context for the page classifier: the single-page probabilities of other pages of the same site.
 * WebKB's `course` (and the crawl evaluation's) is a course's HOME page; the parts of a course site
 * (assignment lists, staff, handouts, lecture pages) look like course pages one at a time. Among the pages of
 * one course, the home page is the most course-like page at the top, so a page is demoted
 * (× {@link SITE_DEMOTION}) when the context holds another page of the same course
 * - whose directory is the page's own or one above it (or which is the course directory's own file,
 *   `/~tah/cs611.html` for `/~tah/cs611/…`), and
 * - with a higher single-page probability — or the same probability when that page is a directory's entry
 *   (`…/`, index / home / welcome) and this one is not.
 *
 * "The same course": the same course directory ({@link courseKey}), or the same host and the same course
 * number in the title ({@link titleCourseNo}: `…/~fussell/turnin384g.html` "CS384G Turning in assignments"
 * below `…/~fussell/` "CS384G Computer Graphics"). Pages of different terms or sections in sibling
 * directories (`cs101/s95/`, `cs101/f95/`) do not demote each other; a page above the more probable one is
 * never demoted by it. Only URLs, titles and the classifier's own probabilities are used, never labels.
 *
 * Then the site bar ({@link SiteContextOptions.siteBar}, {@link SITE_BAR}): a calibration per host — on a
 * department web with many course-like pages, a page must reach a share of the host's rank-th highest score.
 *
 * Batch use (a whole site known, as in the benchmark): {@link scoreSite}. Online use (a crawl): pass one
 * context per crawl to `courseProbability(tree, context)` for every fetched page; a page fetched before its
 * course's home page is judged alone, later pages of that course are demoted once the home page is in, and
 * the site bar applies once the host has enough high-scoring pages.
 * Cost: one URL parse and a scan of the pages recorded for the same course (a handful) per call, plus the
 * out-links' URL parses when links are passed and the in-link rule is on.
 */
export class SiteContext {
  private readonly byKey = new Map<string, SiteEntry[]>();
  private readonly byTitle = new Map<string, SiteEntry[]>();
  /** Course-directory pages linked from outside their course directory (normalised URL → number of such links). */
  private readonly enteredPages = new Map<string, number>();
  /** Course directories that some page outside them links into. */
  private readonly enteredKeys = new Set<string>();
  /** Per host: the highest demoted scores of the pages recorded so far (for the site bar). */
  private readonly topByHost = new Map<string, TopK>();
  /** Single-page probability of every recorded page (normalised URL → highest probability), for course lists. */
  private readonly prob = new Map<string, number>();
  /** Candidate course lists (pages below the threshold with enough out-links) linking to a page: target → list pages. */
  private readonly listsTo = new Map<string, string[]>();
  /** Per candidate course list: its distinct targets recorded at or above the threshold. */
  private readonly listHits = new Map<string, Set<string>>();
  private readonly opts: Required<SiteContextOptions>;
  private n = 0;

  constructor(opts: SiteContextOptions = {}) {
    this.opts = {
      inlinks: opts.inlinks ?? 'off',
      siteBar: opts.siteBar ?? SITE_BAR,
      threshold: opts.threshold ?? DEFAULT_THRESHOLD,
      courseLists: opts.courseLists ?? COURSE_LIST,
    };
  }

  /** The factor the site bar applies on `host` given scores recorded so far (1 when it does not apply). */
  private barScale(host: string): number {
    const sb = this.opts.siteBar;
    if (!sb) return 1;
    const kth = this.topByHost.get(host)?.kth;
    if (kth === undefined) return 1;
    const bar = Math.max(this.opts.threshold, sb.factor * kth);
    return this.opts.threshold / bar;
  }

  private recordScore(host: string, score: number): void {
    const sb = this.opts.siteBar;
    if (!sb) return;
    let t = this.topByHost.get(host);
    if (!t) this.topByHost.set(host, (t = new TopK(sb.rank)));
    t.push(score);
  }

  private addLinks(from: SitePath, links: readonly string[]): void {
    for (const href of links) {
      const t = sitePath(href);
      if (!t?.key || t.key === from.key || t.norm === from.norm) continue;
      this.enteredPages.set(t.norm, (this.enteredPages.get(t.norm) ?? 0) + 1);
      this.enteredKeys.add(t.key);
    }
  }

  /** Course lists: record `from`'s single-page probability and, when it is a candidate list, its out-links. */
  private addList(from: SitePath, probability: number, links: readonly string[] | undefined): void {
    const cl = this.opts.courseLists;
    if (!cl) return;
    const t = this.opts.threshold;
    const old = this.prob.get(from.norm);
    this.prob.set(from.norm, Math.max(old ?? 0, probability));
    // a page newly at or above the threshold is a hit of every candidate list that links to it
    if (probability >= t && !(old !== undefined && old >= t)) for (const l of this.listsTo.get(from.norm) ?? []) this.listHits.get(l)!.add(from.norm);
    if (probability >= t || !links || links.length < cl.links || this.listHits.has(from.norm)) return;
    const hits = new Set<string>();
    const seen = new Set<string>();
    for (const href of links) {
      const norm = sitePath(href)?.norm;
      if (!norm || norm === from.norm || seen.has(norm)) continue;
      seen.add(norm);
      (this.listsTo.get(norm) ?? this.listsTo.set(norm, []).get(norm)!).push(from.norm);
      if ((this.prob.get(norm) ?? 0) >= t) hits.add(norm);
    }
    if (seen.size >= cl.links) this.listHits.set(from.norm, hits);
    else for (const norm of seen) this.listsTo.get(norm)!.pop(); // not enough distinct targets: not a candidate
  }

  /** A course list links to the page (counting the page itself as a hit when its own probability reaches the threshold). */
  private listed(sp: SitePath, probability: number): boolean {
    const cl = this.opts.courseLists;
    if (!cl) return false;
    const self = probability >= this.opts.threshold;
    for (const l of this.listsTo.get(sp.norm) ?? []) {
      const hits = this.listHits.get(l)!;
      if (hits.size + (self && !hits.has(sp.norm) ? 1 : 0) >= cl.links) return true;
    }
    return false;
  }

  /**
   * Record a page's single-page probability (a page already recorded keeps its highest probability) and,
   * when given, its out-links (absolute hrefs): links into a course directory from outside it mark the
   * course's entry pages (see {@link SiteContextOptions.inlinks}).
   */
  add(url: string, probability: number, title?: string, links?: readonly string[]): void {
    const sp = sitePath(url);
    if (!sp) return;
    if (links && this.opts.inlinks !== 'off') this.addLinks(sp, links);
    this.addList(sp, probability, links);
    // the site bar counts the page's score after the course demotion (a course's sub-pages do not raise it)
    this.recordScore(sp.host, this.demote(sp, probability, title));
    const tno = titleCourseNo(title);
    if (!sp.key && !tno) return;
    const entry: SiteEntry = { ...sp, p: probability };
    let added = false;
    for (const [map, k] of [
      [this.byKey, sp.key],
      [this.byTitle, tno && `${sp.host}#${tno}`],
    ] as const) {
      if (!k) continue;
      const list = map.get(k) ?? [];
      const old = list.find((e) => e.norm === sp.norm);
      if (old) old.p = Math.max(old.p, probability);
      else (list.push(entry), (added = true));
      map.set(k, list);
    }
    if (added) this.n++;
  }

  /** The page's probability given the recorded pages (`probability` is its single-page probability). */
  adjust(url: string, probability: number, title?: string): number {
    const sp = sitePath(url);
    if (!sp) return probability;
    const d = this.demote(sp, probability, title);
    return this.listed(sp, probability) ? d : d * this.barScale(sp.host);
  }

  /** The course demotion alone (no site bar). */
  private demote(sp: SitePath, probability: number, title?: string): number {
    const beats = (e: SiteEntry) => e.norm !== sp.norm && (e.p > probability || (e.p === probability && e.entry && !sp.entry));
    if (sp.key && this.opts.inlinks !== 'off' && this.enteredKeys.has(sp.key) && !this.enteredPages.has(sp.norm))
      return probability * SITE_DEMOTION;
    if (sp.key) {
      for (const e of this.byKey.get(sp.key) ?? [])
        if (beats(e) && (above(e, sp) || e.norm.replace(PAGE_EXT, '') === sp.key)) return probability * SITE_DEMOTION;
    }
    const tno = titleCourseNo(title);
    if (tno) {
      for (const e of this.byTitle.get(`${sp.host}#${tno}`) ?? []) if (beats(e) && above(e, sp)) return probability * SITE_DEMOTION;
    }
    return probability;
  }

  /** Whether {@link SiteContext.add} reads out-links (the in-link rule or course lists are on). */
  get usesLinks(): boolean {
    return this.opts.inlinks === 'on' || this.opts.courseLists !== false;
  }

  /** Whether a course list of the context links to `url` (see {@link SiteContextOptions.courseLists}). */
  isListed(url: string, probability: number): boolean {
    const sp = sitePath(url);
    return sp !== undefined && this.listed(sp, probability);
  }

  /** Number of recorded pages (pages that name a course in their URL or title). */
  get size(): number {
    return this.n;
  }
}

/**
 * Site-context probabilities of a set of pages of one site (or of several sites: contexts only join pages of
 * the same host), given their single-page probabilities: every page is judged against all the others (see
 * {@link SiteContext}). Pages without a URL keep their probability.
 */
export function scoreSite(pages: { url?: string; title?: string; probability: number; links?: readonly string[] }[], opts: SiteContextOptions = {}): number[] {
  // course demotion with every page known; then the site bar from those demoted scores, per host
  const ctx = new SiteContext({ ...opts, siteBar: false, threshold: opts.threshold ?? DEFAULT_THRESHOLD });
  for (const p of pages) if (p.url) ctx.add(p.url, p.probability, p.title, p.links);
  const demoted = pages.map((p) => (p.url ? ctx.adjust(p.url, p.probability, p.title) : p.probability));
  const sb = opts.siteBar ?? SITE_BAR;
  if (!sb) return demoted;
  const threshold = opts.threshold ?? DEFAULT_THRESHOLD;
  const hosts = pages.map((p) => (p.url ? sitePath(p.url)?.host : undefined));
  const top = new Map<string, TopK>();
  hosts.forEach((h, i) => {
    if (!h) return;
    if (!top.has(h)) top.set(h, new TopK(sb.rank));
    top.get(h)!.push(demoted[i]);
  });
  return demoted.map((d, i) => {
    const kth = hosts[i] ? top.get(hosts[i]!)?.kth : undefined;
    if (kth === undefined || ctx.isListed(pages[i].url!, pages[i].probability)) return d;
    return (d * threshold) / Math.max(threshold, sb.factor * kth);
  });
}

/** Load the shipped model (models/pageclass.v3.json) or the given file (version 2 or 3). */
export async function loadPageClassifier(path?: string): Promise<PageClassifier> {
  const file = path ?? DEFAULT_MODEL_PATH;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new PageClassModelError(`cannot read page-classifier model ${file}: ${(e as Error).message}`);
  }
  let model: PageClassModel;
  try {
    model = JSON.parse(text) as PageClassModel;
  } catch {
    throw new PageClassModelError(`${file}: not JSON`);
  }
  return pageClassifierFromModel(model, file);
}
