/**
 * Letters of the scripts written without spaces between words (Han, kana; Hangul's words carry their particles):
 * no letter beside a word there says the word ends, so `講義` in `第3回講義資料` is a word.
 */
export const UNSPACED_LETTERS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30fc\\u3005';
/** A letter or digit that continues a word: any but the unspaced scripts' (see `wordsRegExp`). */
const WORD_CHAR = `(?![${UNSPACED_LETTERS}])[\\p{L}\\p{N}]`;

/**
 * Word lists matched between letters of any script: `\b` is ASCII-only, so it fails before `Ü` (`Übung`) and
 * after `é` (`séances`). The critic's cues, the prior's course-list and course-site words and the course
 * databases' material words all read German, French, Spanish, Portuguese, Italian and Dutch pages,
 * and Japanese, Chinese and Korean ones.
 */
export function wordsRegExp(alternation: string, flags: string): RegExp {
  return new RegExp(`(?<!${WORD_CHAR})(${alternation})(?!${WORD_CHAR})`, flags);
}

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
