/**
 * Word lists matched between letters of any script: `\b` is ASCII-only, so it fails before `Ü` (`Übung`) and
 * after `é` (`séances`). The critic's cues, the prior's course-list and course-site words and the course
 * databases' material words all read German, French, Spanish, Portuguese, Italian and Dutch pages.
 */
export function wordsRegExp(alternation: string, flags: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(${alternation})(?![\\p{L}\\p{N}])`, flags);
}

/** A page title's parts, split at its separators (`CS 101 – Intro | Dept` → `CS 101`, `Intro`, `Dept`), empty parts left out. */
export function titleParts(title: string): string[] {
  return title.split(/\s+[|·•–—-]\s+|\s*\|\s*/).filter((p) => p.trim());
}
