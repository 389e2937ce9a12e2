// Skip puppeteer's own browser download when a usable system Chromium/Chrome exists
// (this machine class has no internet; Debian's chromium is installed by scripts/setup.mjs).
const fs = require('node:fs');
const candidates = [
  process.env.PUPPETEER_EXECUTABLE_PATH,
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
].filter(Boolean);
const systemBrowser = candidates.find((p) => { try { return fs.statSync(p).isFile(); } catch { return false; } });
/** @type {import('puppeteer').Configuration} */
module.exports = {
  skipDownload: Boolean(systemBrowser),
  ...(systemBrowser ? { executablePath: systemBrowser } : {}),
};
