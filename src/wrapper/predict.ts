/**
 * Wrapper performance prediction on unlabeled pages (seed 004 §10.3.3, eq. 10.1–10.3). With the alignment
 * threshold θ = 0 only perfectly matching records are extracted, so predicted precision is 1, and recall is
 * the records found over the records expected: Rec = Σ_p N_e(p) / (|D| · N̄), N̄ = records per training page.
 */
import type { PageTree } from '../page/tree.js';
import { buildDirectory, extractWithLibrary, type WrapperLibrary } from './library.js';

export interface Prediction {
  /** Pages in the unlabeled test set |D|. */
  pages: number;
  /** Records extracted Σ N_e(p). */
  extracted: number;
  /** N̄: average records per labeled training page. */
  perPage: number;
  /** Predicted precision (1 by the assumption of eq. 10.3 at θ = 0). */
  precision: number;
  /** Predicted recall, eq. 10.3 (capped at 1). */
  recall: number;
  /** θ used. */
  theta: number;
}

/** Predict precision/recall of a library on unlabeled pages (eq. 10.3). */
export function predictPerformance(lib: WrapperLibrary, trees: Iterable<PageTree>, theta = 0): Prediction {
  const dir = buildDirectory(lib);
  let pages = 0;
  let extracted = 0;
  for (const t of trees) {
    pages++;
    extracted += extractWithLibrary(t, lib, { theta }, dir).length;
  }
  const perPage = lib.pages > 0 ? lib.records / lib.pages : 0;
  const recall = pages && perPage ? Math.min(1, extracted / (pages * perPage)) : 0;
  return { pages, extracted, perPage, precision: 1, recall, theta };
}
