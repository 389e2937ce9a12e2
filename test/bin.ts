/** Run one of the project's executables end to end (`bin/NAME.js`): exit code and both streams, never a throw. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function runBin(name: 'extract' | 'crawl-and-extract', args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(join(import.meta.dirname, '../bin', `${name}.js`), args, { env: { ...process.env, COURSE_EXTRACT_QUIET: '' } });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, stdout: x.stdout, stderr: x.stderr };
  }
}
