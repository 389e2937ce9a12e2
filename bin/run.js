// Shared launcher: run the compiled CLI from dist/ when built (npm run build), else the TypeScript
// sources through tsx, so a fresh checkout works without a build step.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function launch(name) {
  const built = join(root, 'dist', 'src', 'cli', `${name}.js`);
  if (existsSync(built) && !process.env.COURSE_EXTRACT_FROM_SOURCE) {
    const mod = await import(pathToFileURL(built).href);
    return mod.main(process.argv);
  }
  const { tsImport } = await import('tsx/esm/api');
  const mod = await tsImport(pathToFileURL(join(root, 'src', 'cli', `${name}.ts`)).href, import.meta.url);
  return mod.main(process.argv);
}
