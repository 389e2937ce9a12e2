/**
 * Files shipped at the package root (`models/…`), found from either layout: the TypeScript sources
 * (`src/<dir>/x.ts`, two levels down) or the build (`dist/src/<dir>/x.js`, three levels down).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of `rel` (e.g. `models/headings.json`) at the package root; the source layout's path if neither exists. */
export function packageFile(rel: string): string {
  const candidates = ['../', '../../'].map((up) => fileURLToPath(new URL(up + rel, import.meta.url)));
  return candidates.find((p) => existsSync(p)) ?? candidates[0];
}
