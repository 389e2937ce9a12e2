// Word lists for any script live with the course lexicon (the extractor's cues use them too).
export { UNSPACED_LETTERS, wordsRegExp } from '../course/lexicon.js';

/** A page title's parts, split at its separators (`CS 101 – Intro | Dept` → `CS 101`, `Intro`, `Dept`), empty parts left out. */
export function titleParts(title: string): string[] {
  return title.split(/\s+[|·•–—-]\s+|\s*[|｜]\s*/).filter((p) => p.trim());
}

/**
 * A course code as a word: `CS 336`, `cs395t`, `15-213`, `6.034`, `COMP1100`, and with a credit-and-campus suffix
 * (`CSC263H5`, `CSC148H1`, `MAT137Y1`: a half or full year's credit, a campus digit), which a bare `\b` after the
 * number missed (layout I: the Hugo homes of a campus's offerings, titled `CSC263H5: Data Structures and Analysis`,
 * lost the title's code cue and fell below the threshold). Only H or Y: any letter and digit would read a
 * semester's code (`AY1920S2`) as a course's.
 */
export const CODE_WORD = /\b([a-z]{2,5}\s?-?\d{3,4}(?:[hy]\d|[a-z])?|\d{2}-\d{3}|\d{1,2}\.\d{3})\b/i;

/**
 * A name made of a course code, as a host's first label or a directory (`cs3219-…`, `csc263h5-w20.…`, `~csc148h`,
 * `comp-2011`), with an optional credit-and-campus suffix: the source both patterns are built from.
 */
export const COURSE_NAME = '[a-z]{2,5}[-_]?\\d{2,4}(?:[a-z]{0,2}|[hy]\\d)';
