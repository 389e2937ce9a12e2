/**
 * The `--mode auto | wrappers | headings` decision shared by `extract apply` and the crawler: a site's
 * wrapper library when it has one and it finds records on the page, else template-independent course
 * records from headings (`extractCourse`).
 */
import type { PageTree } from '../page/tree.js';
import { buildDirectory, extractWithLibrary, type DirNode, type ExtractOptions, type WrapperLibrary } from '../wrapper/library.js';
import type { PageResult } from '../wrapper/record.js';
import { extractCourse } from './extract.js';

export const MODES = ['auto', 'wrappers', 'headings'] as const;
export type Mode = (typeof MODES)[number];

export interface AutoOptions extends ExtractOptions {
  mode?: Mode;
}

const dirs = new WeakMap<WrapperLibrary, DirNode>();

/** Extract one page: records (+ sections when headings ran). `page` is the input as given. */
export function extractPage(tree: PageTree, page: string, lib: WrapperLibrary | undefined, opts: AutoOptions = {}): PageResult {
  const mode = opts.mode ?? 'auto';
  const res: PageResult = { page, url: tree.url, records: [] };
  if (mode !== 'headings' && lib) {
    let dir = dirs.get(lib);
    if (!dir) dirs.set(lib, (dir = buildDirectory(lib)));
    res.records = extractWithLibrary(tree, lib, opts, dir).map((m) => m.record);
    res.mode = 'wrappers';
    if (res.records.length || mode === 'wrappers') return res;
  } else if (mode === 'wrappers') {
    res.mode = 'wrappers';
    return res;
  }
  const c = extractCourse(tree);
  res.records = c.records;
  res.sections = c.sections;
  res.mode = 'headings';
  return res;
}
