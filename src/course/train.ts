/**
 * Training examples for the heading classifier from labeled pages: every detected heading, labeled with the
 * page's `data-ie-section` (on the heading element, or on an ancestor/descendant with the same text);
 * detected headings without a label are `other` (nav titles, item titles like "Homework 3").
 */
import type { PageNode, PageTree } from '../page/tree.js';
import { HeadingClassifier, type GateExample, type TrainOptions } from './classifier.js';
import { gateCandidate, headingFeatures, pageContext } from './features.js';
import { detectHeadings, type Heading } from './headings.js';
import { nodeText, SECTION_CLASSES, type SectionClass } from './lexicon.js';

export interface Examples {
  X: number[][];
  y: SectionClass[];
}

function labelOf(n: PageNode, text: string): SectionClass | undefined {
  const ok = (s?: string) => (s && (SECTION_CLASSES as readonly string[]).includes(s) ? (s as SectionClass) : undefined);
  if (ok(n.section)) return ok(n.section);
  for (let p = n.parent; p; p = p.parent) {
    if (p.section) return nodeText(p) === text ? ok(p.section) : undefined;
    if (nodeText(p) !== text) break;
  }
  let found: SectionClass | undefined;
  const visit = (x: PageNode) => {
    if (found) return;
    if (x.section && nodeText(x) === text) found = ok(x.section);
    x.children.forEach(visit);
  };
  visit(n);
  return found;
}

/** Gold class of a detected heading of a labeled page (`other` when unlabeled). */
export function labelOfHeading(h: Heading): SectionClass {
  return labelOf(h.node, h.text) ?? 'other';
}

/** Examples of one labeled page (cached per tree: leave-one-course-out trains on the same pages many times). */
const cache = new WeakMap<PageTree, Examples & { headings: Heading[] }>();
export function pageExamples(tree: PageTree): Examples & { headings: Heading[] } {
  const hit = cache.get(tree);
  if (hit) return hit;
  const headings = detectHeadings(tree);
  const ctx = pageContext(tree);
  const X: number[][] = [];
  const y: SectionClass[] = [];
  for (const h of headings) {
    X.push(headingFeatures(h, tree, headings, ctx));
    y.push(labelOfHeading(h));
  }
  const e = { X, y, headings };
  cache.set(tree, e);
  return e;
}

export interface HeadingTrainOptions extends TrainOptions {
  /**
   * Group of each page (its course): the gate's examples take their candidate class from out-of-fold
   * first-stage probabilities, with whole groups held out (default: each page its own group).
   */
  groups?: string[];
  /** Folds for those out-of-fold probabilities (default 4). */
  gateFolds?: number;
}

/**
 * The forest over every detected heading, and its gate: trained on the headings that have a candidate class
 * (`gateCandidate`; table headers take theirs from out-of-fold probabilities of forests that did not see
 * their group), answering "is the candidate this heading's gold class?".
 */
export function trainHeadingClassifier(pages: PageTree[], opts: HeadingTrainOptions = {}): HeadingClassifier {
  const ex = pages.map(pageExamples);
  const X = ex.flatMap((e) => e.X);
  const y = ex.flatMap((e) => e.y);
  const groups = opts.groups ?? pages.map((_, i) => String(i));
  const names = [...new Set(groups)];
  const folds = Math.max(2, Math.min(opts.gateFolds ?? 4, names.length));
  const foldOf = (i: number) => names.indexOf(groups[i]) % folds;
  const oof: number[][][] = ex.map((e) => e.X.map(() => [0, 0, 0, 1]));
  if (names.length >= 2) {
    for (let f = 0; f < folds; f++) {
      const tr = ex.filter((_, i) => foldOf(i) !== f);
      if (!tr.length) continue;
      const clf = HeadingClassifier.train(tr.flatMap((e) => e.X), tr.flatMap((e) => e.y), opts);
      ex.forEach((e, i) => {
        if (foldOf(i) === f) oof[i] = clf.probabilities(e.X);
      });
    }
  }
  const gate: GateExample[] = [];
  ex.forEach((e, i) =>
    e.headings.forEach((h, k) => {
      const candidate = gateCandidate(h, oof[i][k]);
      if (candidate) gate.push({ x: e.X[k], candidate, yes: e.y[k] === candidate });
    }),
  );
  return HeadingClassifier.train(X, y, opts, pages.length, gate);
}
