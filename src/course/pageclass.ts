/**
 * Page classifier — the crawler's critic: course page or not, with a probability (issue 4 item 5).
 * Stub with the fixed signature the crawler calls.
 */
import type { PageTree } from '../page/tree.js';

export interface PageClassifier {
  /** Probability that the page is a course page. */
  courseProbability(tree: PageTree): number;
}

/** Load the shipped model (models/pageclass.json) or the given file. */
export async function loadPageClassifier(_path?: string): Promise<PageClassifier> {
  return { courseProbability: () => 0.5 };
}
