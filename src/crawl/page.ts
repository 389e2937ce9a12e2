/**
 * Fetched bytes → static PageTree (no rendering: the crawler classifies on the static tree and renders
 * only the pages it extracts from).
 */
import { pageFromBytes, type LoadedPage } from '../page/load.js';
import { parseStatic } from '../page/static.js';
import type { PageTree } from '../page/tree.js';

/** Content types the crawler parses; an absent type is sniffed (1997 servers often sent none). */
export function isHtmlType(contentType: string | undefined, body: Uint8Array): boolean {
  if (contentType) return /text\/html|application\/xhtml|text\/plain/i.test(contentType) && !looksBinary(body);
  return !looksBinary(body);
}

/** NUL bytes or many control bytes in the first 1 KB: a binary body under a wrong type. */
export function looksBinary(body: Uint8Array): boolean {
  const n = Math.min(body.length, 1024);
  let ctl = 0;
  for (let i = 0; i < n; i++) {
    const b = body[i];
    if (b === 0) return true;
    if (b < 9 || (b > 13 && b < 32)) ctl++;
  }
  return n > 0 && ctl / n > 0.1;
}

export function loadedFromBytes(url: string, body: Uint8Array, headers: Record<string, string>, status: number): LoadedPage {
  return pageFromBytes(body, url, { url, headers, status });
}

export function staticTree(page: LoadedPage): PageTree {
  return parseStatic(page, { labels: false });
}
