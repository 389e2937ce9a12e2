/**
 * Crawl at scale on a synthetic modern university web (bench/modern-web.ts): 20,000+ fetches with the shipped
 * link scorer and page classifier, with and without feedback. The web is served by a local HTTP proxy on
 * 127.0.0.1 (pages generated on request), the crawler runs in a child process (its CPU and RSS are its own)
 * through `--proxy`-style fetching, and reports per 1,000-fetch window: CPU ms per fetch, RSS, queued
 * frontier size, SQLite size (database + WAL), apprentice retraining + rescoring CPU, course homes found,
 * and where the fetches went (wiki revisions/history/special, gallery, calendar, logs, news, …).
 *
 * Synthetic: it measures cost, growth and trap behaviour, not accuracy.
 *
 *   npx tsx bench/scale.ts [--max 20000] [--no-feedback] [--both] [--concurrency 4] [--keep DIR] [--model FILE]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg } from './args.js';
import { ModernWeb } from './modern-web.js';

const max = Number(arg('max') ?? 20000);
const conc = Number(arg('concurrency') ?? 4);
const WINDOW = 1000;

/** Where a URL's fetch went: the kinds of place a modern university web wastes a crawl on. */
export function kindOf(url: string): string {
  if (/[?&](oldid|diff)=/.test(url)) return 'wiki-revision';
  if (/[?&]action=/.test(url)) return 'wiki-action';
  if (/Special:|Special%3A/.test(url)) return 'wiki-special';
  if (/\/\/wiki\./.test(url)) return 'wiki-page';
  if (/\/\/photos\./.test(url)) return 'gallery';
  if (/\/calendar\//.test(url)) return 'calendar';
  if (/\/logs\//.test(url)) return 'logs';
  if (/\/rooms\//.test(url)) return 'booking';
  if (/\/(news|events)\//.test(url)) return 'news-events';
  if (/\/\/courses\./.test(url)) return 'course-site';
  if (/\/people\//.test(url)) return 'people';
  if (/\/academics\//.test(url)) return 'catalogue';
  return 'other';
}

interface Window {
  fetches: number;
  cpuMs: number;
  rssMB: number;
  heapMB: number;
  queued: number;
  sqliteMB: number;
  retrainMs: number;
  retrains: number;
  courses: number;
}

/** Child: crawl through the proxy in-process and print one JSON line per window, then a summary line. */
async function child(proxy: string, out: string, feedback: boolean): Promise<void> {
  const { crawl } = await import('../src/crawl/crawler.js');
  const { HttpFetcher } = await import('../src/crawl/fetch.js');
  const { LinkScorer } = await import('../src/crawl/scorer.js');
  const { loadPageClassifier } = await import('../src/course/pageclass.js');
  const { Apprentice } = await import('../src/crawl/apprentice.js');
  const { DEFAULT_MODEL } = await import('../src/cli/crawl-and-extract.js');
  // Apprentice retraining cost (the rescoring that follows it runs inside the crawl's fetch loop and is in cpuMs).
  let retrainMs = 0;
  let retrains = 0;
  const orig = Apprentice.prototype.retrain;
  Apprentice.prototype.retrain = function (this: InstanceType<typeof Apprentice>) {
    const t = process.cpuUsage();
    const r = orig.call(this);
    const d = process.cpuUsage(t);
    retrainMs += (d.user + d.system) / 1000;
    retrains++;
    return r;
  };
  // --model: another link scorer (the parent passes it on)
  const scorer = await LinkScorer.load(arg('model') ?? DEFAULT_MODEL);
  const classifier = await loadPageClassifier();
  const web = new ModernWeb();
  const fetcher = new HttpFetcher({ proxy, retries: 0, timeoutMs: 30_000 });
  let last = process.cpuUsage();
  let lastRetrain = 0;
  let lastRetrains = 0;
  const db = join(out, 'frontier.sqlite');
  const size = (p: string) => (existsSync(p) ? statSync(p).size : 0);
  let courses = 0;
  const t0 = performance.now();
  const summary = await crawl([{ url: web.seed, name: 'synthetic modern university' }], {
    out,
    maxPages: max,
    feedback,
    concurrency: conc,
    perHost: conc,
    delayMs: 0,
    robots: false,
    fetcher,
    scorer,
    classifier,
    extract: true,
    onFetch: (s) => {
      courses = s.courses;
      if (s.fetches % WINDOW !== 0) return;
      const d = process.cpuUsage(last);
      last = process.cpuUsage();
      const m = process.memoryUsage();
      const w: Window = {
        fetches: s.fetches,
        cpuMs: (d.user + d.system) / 1000,
        rssMB: m.rss / 2 ** 20,
        heapMB: m.heapUsed / 2 ** 20,
        queued: s.queued,
        sqliteMB: (size(db) + size(`${db}-wal`)) / 2 ** 20,
        retrainMs: retrainMs - lastRetrain,
        retrains: retrains - lastRetrains,
        courses,
      };
      lastRetrain = retrainMs;
      lastRetrains = retrains;
      console.log(JSON.stringify({ window: w }));
    },
  });
  fetcher.close();
  console.log(JSON.stringify({ done: { fetches: summary.fetches, coursePages: summary.coursePages, secs: (performance.now() - t0) / 1000, maxRssMB: process.resourceUsage().maxRSS / 1024, dropped: summary.dropped, apprenticeWeight: summary.apprenticeWeight, retrainMs, retrains, cpu: process.cpuUsage() } }));
}

async function main(): Promise<void> {
  if (process.argv[2] === '--child') return child(process.argv[3], process.argv[4], process.argv[5] === 'feedback');
  const web = new ModernWeb();
  let served = 0;
  let bytes = 0;
  const server = http.createServer((req, res) => {
    served++;
    const r = web.respond(req.url ?? '');
    const headers: Record<string, string> = {};
    if (r.type) headers['content-type'] = r.type;
    if (r.location) headers.location = r.location;
    res.writeHead(r.status, headers);
    const body = r.body ?? '';
    bytes += typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    res.end(body);
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const proxy = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const modes = process.argv.includes('--both') ? [true, false] : [!process.argv.includes('--no-feedback')];
  console.log(`# bench/scale.ts ${new Date().toISOString()} — synthetic modern web: ${web.courseHomes.size} course-site homes, ${web.people.length} people; ${max} fetches, concurrency ${conc}; load ${load()}`);
  for (const feedback of modes) {
    const keep = arg('keep');
    const out = keep ? join(keep, feedback ? 'feedback' : 'no-feedback') : mkdtempSync(join(tmpdir(), 'scale-'));
    if (keep) rmSync(out, { recursive: true, force: true });
    served = 0;
    bytes = 0;
    const lines: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const c = spawn('/usr/bin/time', ['-f', 'MAXRSS=%M USER=%U SYS=%S', process.execPath, '--import', 'tsx', 'bench/scale.ts', '--child', proxy, out, feedback ? 'feedback' : 'frozen', '--max', String(max), '--concurrency', String(conc), ...(arg('model') ? ['--model', arg('model')!] : [])], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, COURSE_EXTRACT_QUIET: '1' },
      });
      let buf = '';
      let err = '';
      c.stdout.on('data', (d: Buffer) => {
        buf += d;
        for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
          lines.push(buf.slice(0, i));
          buf = buf.slice(i + 1);
          const j = JSON.parse(lines[lines.length - 1]) as { window?: Window };
          if (j.window) {
            const w = j.window;
            if (w.fetches === WINDOW) console.log(`\n## ${feedback ? 'feedback' : 'no feedback (frozen)'}\n${'fetches'.padStart(8)} ${'cpu ms/fetch'.padStart(12)} ${'RSS MB'.padStart(7)} ${'heap MB'.padStart(8)} ${'queued'.padStart(8)} ${'sqlite MB'.padStart(10)} ${'retrain ms'.padStart(10)} ${'courses'.padStart(8)}`);
            console.log(`${String(w.fetches).padStart(8)} ${(w.cpuMs / WINDOW).toFixed(2).padStart(12)} ${w.rssMB.toFixed(0).padStart(7)} ${w.heapMB.toFixed(0).padStart(8)} ${String(w.queued).padStart(8)} ${w.sqliteMB.toFixed(1).padStart(10)} ${w.retrainMs.toFixed(0).padStart(10)} ${String(w.courses).padStart(8)}`);
          }
        }
      });
      c.stderr.on('data', (d: Buffer) => (err += d));
      c.on('exit', (code) => {
        const t = /MAXRSS=(\d+) USER=([\d.]+) SYS=([\d.]+)/.exec(err);
        if (code !== 0) return reject(new Error(`crawl child exited ${code}: ${err.slice(-3000)}`));
        if (t) console.log(`peak RSS ${(Number(t[1]) / 1024).toFixed(0)} MB; CPU ${t[2]} user + ${t[3]} sys s (start-up and model load included)`);
        resolve();
      });
    });
    const done = lines.map((l) => JSON.parse(l) as { done?: Record<string, unknown> }).find((j) => j.done)?.done;
    // Where the fetches went, from the fetch log, and the harvest of course-site homes.
    const log = readFileSync(join(out, 'fetch-log.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { n: number; url: string; status: number });
    const kinds = new Map<string, number>();
    const status = new Map<string, number>();
    const found: number[] = [];
    for (const f of log) {
      kinds.set(kindOf(f.url), (kinds.get(kindOf(f.url)) ?? 0) + 1);
      const s = f.status >= 500 || f.status === 0 ? '5xx/err' : f.status >= 400 ? '4xx' : f.status >= 300 ? '3xx' : '200';
      status.set(s, (status.get(s) ?? 0) + 1);
      if (f.status === 200 && web.courseHomes.has(f.url)) found.push(f.n);
    }
    const N = web.courseHomes.size;
    const at = (k: number) => (found.length >= k ? found[k - 1] : 'NA');
    console.log(`fetches ${log.length} (server answered ${served}, ${(bytes / 2 ** 20).toFixed(0)} MB); wall ${(done?.secs as number)?.toFixed(1)} s; retraining ${(done?.retrainMs as number)?.toFixed(0)} ms CPU in ${done?.retrains} rounds; apprentice weight ${done?.apprenticeWeight}`);
    console.log(`course-site homes fetched ${found.length} of ${N}; to 50% ${at(Math.ceil(N / 2))}, to 90% ${at(Math.ceil(0.9 * N))}; harvest@2N ${(found.filter((n) => n <= 2 * N).length / (2 * N)).toFixed(3)}; accepted by the critic ${done?.coursePages}`);
    console.log(`where: ${[...kinds].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(`status: ${[...status].map(([k, v]) => `${k} ${v}`).join(', ')}; dropped: ${JSON.stringify(done?.dropped)}`);
    if (!keep) rmSync(out, { recursive: true, force: true });
  }
  server.close();
  writeFileSync('/dev/null', '');
}

await main();
