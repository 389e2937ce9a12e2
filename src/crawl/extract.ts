/**
 * Extraction of a course page for `courses.jsonl`: the engine of `extract apply --mode auto`
 * (src/course/auto.ts: the site's wrapper library when it finds records, else heading-based course
 * records). Wrapper libraries are read once per site from the wrapper directory.
 */
import { extractPage } from '../course/auto.js';
import type { PageTree } from '../page/tree.js';
import { siteOf, type WrapperLibrary } from '../wrapper/library.js';
import type { PageResult } from '../wrapper/record.js';
import { libraryPath, loadLibraryFile } from '../wrapper/store.js';

export class CourseExtractor {
  private readonly libs = new Map<string, WrapperLibrary | null>();
  constructor(private readonly wrappers?: string) {}

  private async library(url: string | undefined): Promise<WrapperLibrary | undefined> {
    const site = siteOf(url);
    if (!site || !this.wrappers) return undefined;
    let lib = this.libs.get(site);
    if (lib === undefined) {
      lib = (await loadLibraryFile(libraryPath(this.wrappers, site))) ?? null;
      this.libs.set(site, lib);
    }
    return lib ?? undefined;
  }

  async extract(tree: PageTree, page: string): Promise<PageResult> {
    return extractPage(tree, page, await this.library(tree.url), { mode: 'auto' });
  }
}
