/** Child process for the kill -9 test: crawl the test server given on the command line. */
import { writeFileSync } from 'node:fs';
import { crawl } from '../../src/crawl/crawler.js';
import { HttpFetcher } from '../../src/crawl/fetch.js';

const [out, url, max, resume] = process.argv.slice(2);
await crawl([{ url }], {
  out,
  maxPages: Number(max),
  resume: resume === 'resume',
  fetcher: new HttpFetcher({ retries: 0, timeoutMs: 5000 }),
  concurrency: 2,
  perHost: 2,
  extract: true,
});
writeFileSync(`${out}/child-done`, 'ok');
