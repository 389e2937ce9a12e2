/**
 * What extraction produces: the contract of `extract apply --format jsonl` and of the crawler's
 * `courses.jsonl`. Every extraction path (site wrappers, heading-based course records) returns these.
 */

/** A field value: the node's text (whitespace collapsed, template text stripped), an absolute href/src,
 *  or an array when several nodes fill one field. */
export type FieldValue = string | string[];

export interface ExtractedRecord {
  /** Record type: `book`, `lecture`, `assignment`, `quiz`, … */
  type: string;
  fields: Record<string, FieldValue>;
  /** Id of the wrapper that produced it (wrapper path only). */
  wrapper?: string;
  /** Wrapper-DOM distance Ψ of the match (wrapper path only). */
  distance?: number;
  /** Raw values before template-text stripping (only with --raw). */
  raw?: Record<string, FieldValue>;
}

/** A classified section heading (heading path). */
export interface Section {
  text: string;
  type: 'lectures' | 'assignments' | 'quizzes' | 'other';
  /** Classifier probability of `type`. */
  score?: number;
}

/** One output line per input page. */
export interface PageResult {
  /** The input as given: path or URL. */
  page: string;
  url?: string;
  records: ExtractedRecord[];
  sections?: Section[];
  /** Which path produced the records. */
  mode?: 'wrappers' | 'headings';
  /** Set when the page could not be processed (the run goes on). */
  error?: string;
}
