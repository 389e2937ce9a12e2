/**
 * Throughput without rendering: our crawler vs Crawlee's CheerioCrawler on the same web, side by side in
 * one run. The WebKB Texas WARC is served by a local HTTP proxy on 127.0.0.1 (absolute-URI requests
 * answered from the WARC; unknown URLs are 404); both crawlers go through it (our `--proxy`, Crawlee's
 * proxyConfiguration) from the same seed, same fetch budget, same concurrency. Each crawler runs in its own
 * child process so peak RSS is its own.
 *
 *   npx tsx bench/throughput.ts [--max N] [--concurrency C] [--no-feedback]
 */
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReplayWeb } from '../src/crawl/replay.js';
import { arg } from './args.js';

const WARC = '../shared/data/webkb-warc/texas.warc.gz';
const SEED = 'http://www.cs.utexas.edu/';
const max = Number(arg('max') ?? '3000');
const conc = Number(arg('concurrency') ?? '8');
/** `--no-feedback`: our crawler without the apprentice (no retraining / rescoring). */
const noFeedback = process.argv.includes('--no-feedback');

/** Child mode: run CheerioCrawler through the proxy and print one JSON line. */
async function crawleeChild(proxy: string): Promise<void> {
  const { CheerioCrawler, ProxyConfiguration, Configuration } = await import('@crawlee/cheerio');
  const config = new Configuration({ persistStorage: false, purgeOnStart: true });
  let pages = 0;
  const t0 = performance.now();
  const crawler = new CheerioCrawler(
    {
      proxyConfiguration: new ProxyConfiguration({ proxyUrls: [proxy] }),
      maxRequestsPerCrawl: max,
      maxConcurrency: conc,
      minConcurrency: conc,
      maxRequestRetries: 0,
      useSessionPool: false,
      additionalMimeTypes: ['text/plain'],
      requestHandler: async ({ enqueueLinks }) => {
        pages++;
        await enqueueLinks({ strategy: 'same-domain' });
      },
      failedRequestHandler: async () => {
        pages++;
      },
    },
    config,
  );
  await crawler.run([SEED]);
  const secs = (performance.now() - t0) / 1000;
  console.log(JSON.stringify({ fetches: pages, secs, maxRssMB: process.resourceUsage().maxRSS / 1024 }));
}

async function main(): Promise<void> {
  if (process.argv[2] === '--child-crawlee') return crawleeChild(process.argv[3]);
  const web = await ReplayWeb.load([WARC]);
  let served = 0;
  const proxy = http.createServer((req, res) => {
    served++;
    const rec = req.url ? web.get(req.url) : undefined;
    if (!rec) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>Not found</body></html>');
      return;
    }
    const headers: Record<string, string> = {};
    // the replay hands bodies out decoded (chunked framing and gzip / deflate / br undone): their wire headers go
    for (const [k, v] of Object.entries(rec.headers)) if (!/^(content-length|transfer-encoding|content-encoding|connection)$/.test(k)) headers[k] = v;
    if (!headers['content-type'] && rec.status === 200) headers['content-type'] = 'text/html';
    res.writeHead(rec.status, headers);
    res.end(rec.body);
  });
  proxy.keepAliveTimeout = 5000;
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const load = () => spawnSync('uptime', { encoding: 'utf8' }).stdout.trim().replace(/^.*load/, 'load');

  const runChild = (cmd: string, args: string[], env: Record<string, string> = {}) =>
    new Promise<{ out: string; err: string; secs: number }>((resolve, reject) => {
      const t0 = performance.now();
      const c = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      c.stdout.on('data', (d) => (out += d));
      c.stderr.on('data', (d) => (err += d));
      c.on('exit', (code) => (code === 0 ? resolve({ out, err, secs: (performance.now() - t0) / 1000 }) : reject(new Error(`${cmd} exited ${code}: ${err.slice(-2000)}`))));
    });

  console.log(`throughput on ${WARC}${noFeedback ? ' (ours with --no-feedback)' : ''} through a replay proxy at ${proxyUrl}; budget ${max} fetches, concurrency ${conc}; ${load()}`);
  const dir = mkdtempSync(join(tmpdir(), 'throughput-'));
  const uni = join(dir, 'u.txt');
  writeFileSync(uni, `${SEED}\n`);
  const results: Record<string, { fetches: number; secs: number; rss: number }> = {};
  try {
    // ours: the real CLI, live fetcher through --proxy, no rendering, no politeness delay (local proxy)
    served = 0;
    const ours = await runChild('/usr/bin/time', [
      '-f', 'MAXRSS=%M',
      process.execPath, 'bin/crawl-and-extract.js', uni, '--proxy', proxyUrl, '--out', join(dir, 'ours'), '--max-pages', String(max),
      '--render', 'never', '--concurrency', String(conc), '--per-host', String(conc), '--delay', '0', '--no-progress', '--no-robots',
      ...(noFeedback ? ['--no-feedback'] : []),
    ], { COURSE_EXTRACT_QUIET: '1' });
    const rssKb = Number(/MAXRSS=(\d+)/.exec(ours.err)?.[1] ?? NaN);
    results.ours = { fetches: served, secs: ours.secs, rss: rssKb / 1024 };
    // Crawlee CheerioCrawler through the same proxy
    served = 0;
    const crawlee = await runChild('/usr/bin/time', ['-f', 'MAXRSS=%M', process.execPath, '--import', 'tsx', 'bench/throughput.ts', '--child-crawlee', proxyUrl, '--max', String(max), '--concurrency', String(conc)], {
      CRAWLEE_STORAGE_DIR: join(dir, 'crawlee'),
      CRAWLEE_LOG_LEVEL: 'ERROR',
    });
    const cRss = Number(/MAXRSS=(\d+)/.exec(crawlee.err)?.[1] ?? NaN);
    results.crawlee = { fetches: served, secs: crawlee.secs, rss: cRss / 1024 };
  } finally {
    proxy.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`${'crawler'.padEnd(24)} ${'fetches'.padStart(8)} ${'wall s'.padStart(8)} ${'pages/s'.padStart(8)} ${'peak RSS MB'.padStart(12)}`);
  for (const [name, r] of Object.entries(results))
    console.log(`${(name === 'ours' ? 'crawl-and-extract' : 'Crawlee CheerioCrawler').padEnd(24)} ${String(r.fetches).padStart(8)} ${r.secs.toFixed(1).padStart(8)} ${(r.fetches / r.secs).toFixed(1).padStart(8)} ${r.rss.toFixed(0).padStart(12)}`);
  console.log(`(wall time includes process start-up; ${load()})`);
}

await main();
