#!/usr/bin/env node
// Setup step run by `npm test`, `npm run demo` and `.ci/run`: make sure a browser exists for rendering.
// Order (as src/page/render.ts resolves it): PUPPETEER_EXECUTABLE_PATH / CHROME_PATH → a system
// Chromium/Chrome → puppeteer's own download → (as root with apt-get) install Debian's `chromium` →
// otherwise say in one line how to get one. Never fails the caller: tests that need a browser skip
// themselves with the same message when none is found. No dependencies: runs before `npm install` too.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

async function found() {
  for (const p of [process.env.PUPPETEER_EXECUTABLE_PATH, process.env.CHROME_PATH, ...SYSTEM]) if (p && existsSync(p)) return p;
  try {
    const { default: puppeteer } = await import('puppeteer');
    const p = puppeteer.executablePath('chrome');
    if (p && existsSync(p)) return p;
  } catch {
    // puppeteer not installed yet, or no download
  }
  return null;
}

if (!(await found())) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    process.stderr.write('setup: installing Debian chromium (apt-get) …\n');
    try {
      execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    } catch {
      process.stderr.write('setup: apt-get install chromium failed; rendering tests will be skipped\n');
    }
  }
}
const p = await found();
if (p) process.stderr.write(`setup: browser ${p}\n`);
else
  process.stderr.write(
    'setup: no Chromium/Chrome found; install one (Debian: apt-get install chromium), set PUPPETEER_EXECUTABLE_PATH, ' +
      'or run "npx puppeteer browsers install chrome" (rendering tests will be skipped)\n',
  );
