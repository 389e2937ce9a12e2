// Shared launcher: run the compiled CLI from dist/ when built (npm run build), else the TypeScript
// sources through tsx, so a fresh checkout works without a build step. A build older than the sources
// beside it (edited after `npm run build`) is not used: it would run code that is no longer there.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of the TypeScript sources (0 when there are none, as in a package without src/). */
function newestSource() {
  const src = join(root, 'src');
  if (!existsSync(src)) return 0;
  let newest = 0;
  for (const f of readdirSync(src, { recursive: true })) {
    if (!String(f).endsWith('.ts')) continue;
    const t = statSync(join(src, String(f))).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

export async function launch(name) {
  const built = join(root, 'dist', 'src', 'cli', `${name}.js`);
  if (existsSync(built) && !process.env.COURSE_EXTRACT_FROM_SOURCE) {
    if (statSync(built).mtimeMs >= newestSource()) {
      const mod = await import(pathToFileURL(built).href);
      return mod.main(process.argv);
    }
    process.stderr.write(`${name}: dist/ is older than src/, running from the sources (npm run build to refresh it)\n`);
  }
  const { tsImport } = await import('tsx/esm/api');
  const mod = await tsImport(pathToFileURL(join(root, 'src', 'cli', `${name}.ts`)).href, import.meta.url);
  return mod.main(process.argv);
}
