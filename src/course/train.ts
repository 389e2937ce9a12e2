/**
 * Training examples for the heading classifier from labeled pages: every detected heading, labeled with the
 * page's `data-ie-section` (on the heading element, or on an ancestor/descendant with the same text);
 * detected headings without a label are `other` (nav titles, item titles like "Homework 3").
 */
import type { PageNode, PageTree } from '../page/tree.js';
import { HeadingClassifier, type TrainOptions } from './classifier.js';
import { headingFeatures, pageContext } from './features.js';
import { detectHeadings } from './headings.js';
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

/** Examples of one labeled page. */
export function pageExamples(tree: PageTree): Examples {
  const headings = detectHeadings(tree);
  const ctx = pageContext(tree);
  const X: number[][] = [];
  const y: SectionClass[] = [];
  for (const h of headings) {
    X.push(headingFeatures(h, tree, headings, ctx));
    y.push(labelOf(h.node, h.text) ?? 'other');
  }
  return { X, y };
}

export function trainHeadingClassifier(pages: PageTree[], opts: TrainOptions = {}): HeadingClassifier {
  const X: number[][] = [];
  const y: SectionClass[] = [];
  for (const t of pages) {
    const e = pageExamples(t);
    X.push(...e.X);
    y.push(...e.y);
  }
  return HeadingClassifier.train(X, y, opts, pages.length);
}
