/**
 * Template-independent course records: headings → sections → records (issue 4).
 * Stub with the fixed signature `extract apply --mode headings|auto` calls.
 */
import type { PageTree } from '../page/tree.js';
import type { ExtractedRecord, Section } from '../wrapper/record.js';

export interface CourseExtraction {
  records: ExtractedRecord[];
  sections: Section[];
}

export function extractCourse(_tree: PageTree): CourseExtraction {
  return { records: [], sections: [] };
}
