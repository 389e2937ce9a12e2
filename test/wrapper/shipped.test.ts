/**
 * The wrapper libraries shipped in wrappers/ (read by `npm run demo`) are exactly what `extract induce`
 * writes from labeled-pages/ with the current code: a change to induction must re-run it, or the demo
 * would show wrappers the code no longer makes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { runInduce } from '../../src/cli/induce.js';
import { DEFAULT_THETA } from '../../src/wrapper/library.js';
import { UPDATE_THETA } from '../../src/wrapper/update.js';
import { DEFAULT_EPSILON } from '../../src/wrapper/wpc.js';

const root = resolve(import.meta.dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'shipped-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('wrappers/*.json = extract induce --labeled labeled-pages (re-run `extract induce` after changing induction)', async () => {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    await runInduce({ labeled: join(root, 'labeled-pages'), out, threshold: DEFAULT_EPSILON, theta: DEFAULT_THETA, updateTheta: UPDATE_THETA });
  } finally {
    write.mockRestore();
  }
  const shipped = readdirSync(join(root, 'wrappers')).filter((f) => f.endsWith('.json')).sort();
  expect(readdirSync(out).filter((f) => f.endsWith('.json')).sort()).toEqual(shipped);
  for (const f of shipped) expect([f, readFileSync(join(out, f), 'utf8')]).toEqual([f, readFileSync(join(root, 'wrappers', f), 'utf8')]);
});
