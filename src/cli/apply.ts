/**
 * `extract apply PAGE|DIR|URL…`: extract records with the site's wrapper library on the static path
 * (parse5, no browser), or with heading-based course extraction (`--mode auto|headings`).
 * Per-page failures are reported in the page's `error` field and on stderr; the run goes on.
 *
 * `--jobs N` (default: the number of cores, at most one per PAGES_PER_JOB pages) applies the pages in N jobs: the main thread
 * and N − 1 worker threads (a worker's module load and cold JIT cost as much as a few dozen pages, so the main
 * thread, already loaded, works too). Results are written in input order, so stdout and stderr are the same
 * bytes as with `--jobs 1` (everything in the main thread, no worker).
 */
import type { Command } from 'commander';
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { expandInputs, loadPage } from '../page/load.js';
import { parseStatic } from '../page/static.js';
import { extractPage, MODES, type Mode } from '../course/auto.js';
import { siteOf, type WrapperLibrary } from '../wrapper/library.js';
import type { PageResult } from '../wrapper/record.js';
import { libraryPath, loadLibraryFile, WrapperFileError } from '../wrapper/store.js';
import { formatResults, jsonlLine, OUTPUT_FORMATS, type OutputFormat } from '../output/write.js';
import { isUserError, log, parseFloatOption, parseIntOption, registerUserError, runAction, UsageError } from './common.js';

registerUserError(WrapperFileError);

export interface ApplyCliOptions {
  wrappers: string;
  site?: string;
  format: OutputFormat;
  mode: Mode;
  theta?: number;
  raw?: boolean;
  out?: string;
  /** Jobs: the main thread + N − 1 worker threads (default: cores, at most one per PAGES_PER_JOB pages); 1 = no worker. */
  jobs?: number;
}

/** A stderr line of one page; `once` lines (a site without a library) are printed only the first time. */
interface LogLine {
  msg: string;
  once?: boolean;
}
type Say = (msg: string, once?: boolean) => void;

/** Loads each site's library once; remembers sites without one (warned once). */
export class LibraryCache {
  private libs = new Map<string, WrapperLibrary | null>();
  constructor(private readonly dir: string) {}
  async get(site: string | undefined, warn: boolean, say: Say = log): Promise<WrapperLibrary | undefined> {
    if (!site) return undefined;
    let lib = this.libs.get(site);
    if (lib === undefined) {
      lib = (await loadLibraryFile(libraryPath(this.dir, site))) ?? null;
      this.libs.set(site, lib);
      if (!lib && warn) say(`extract apply: warning: no wrapper library for site ${site} in ${this.dir}/`, true);
    }
    return lib ?? undefined;
  }
}

/** Apply to one page; a broken wrapper file (WrapperFileError) is thrown, every other failure is the page's. */
async function applyOne(page: string, opts: ApplyCliOptions, cache: LibraryCache, say: Say): Promise<{ res: PageResult; failed: boolean }> {
  try {
    const tree = parseStatic(await loadPage(page), { labels: false });
    const site = opts.site ?? siteOf(tree.url);
    if (!site && opts.mode === 'wrappers') say(`extract apply: warning: ${page}: no URL to tell its site (pass --site NAME)`);
    const lib = opts.mode === 'headings' ? undefined : await cache.get(site, opts.mode === 'wrappers', say);
    return { res: extractPage(tree, page, lib, { mode: opts.mode, theta: opts.theta, raw: opts.raw }), failed: false };
  } catch (e) {
    if (e instanceof WrapperFileError) throw e; // a broken wrapper file stops the run
    const msg = e instanceof Error ? e.message : String(e);
    if (!isUserError(e)) say(`extract apply: ${page}: internal error: ${(e as Error).stack ?? msg}`);
    else say(`extract apply: ${page}: ${msg}`);
    return { res: { page, records: [], error: msg }, failed: true };
  }
}

/** One page's outcome as a worker sends it: the jsonl line when streaming, else the result object. */
interface Done {
  i: number;
  line?: string;
  res?: PageResult;
  records: number;
  failed: boolean;
  logs: LogLine[];
}
type FromWorker = { done: Done[] } | { fatal: { i: number; message: string } };

/**
 * A job: applies index ranges of `pages` one after the other (in the order posted) and sends each range's
 * outcomes — then a `fatal` message and nothing more if a wrapper file is broken. Worker threads run one, and
 * so does the main thread when `--jobs` > 1.
 */
function rangeJob(
  pages: string[],
  opts: ApplyCliOptions,
  stream: boolean,
  send: (m: FromWorker) => void,
  onError: (e: unknown) => void = (e) => {
    throw e; // in a worker: its 'error' event
  },
): (range: [number, number]) => void {
  const cache = new LibraryCache(opts.wrappers);
  let chain = Promise.resolve();
  let stopped = false;
  const run = async ([start, end]: [number, number]) => {
    const done: Done[] = [];
    for (let i = start; i < end && !stopped; i++) {
      const logs: LogLine[] = [];
      try {
        const { res, failed } = await applyOne(pages[i], opts, cache, (msg, once) => logs.push(once ? { msg, once } : { msg }));
        done.push(stream ? { i, line: jsonlLine(res), records: res.records.length, failed, logs } : { i, res, records: res.records.length, failed, logs });
      } catch (e) {
        stopped = true;
        if (done.length) send({ done });
        if (e instanceof WrapperFileError) send({ fatal: { i, message: e.message } });
        else throw e;
        return;
      }
    }
    if (!stopped) send({ done });
  };
  return (range) => {
    chain = chain.then(() => run(range)).catch(onError);
  };
}

/**
 * Worker threads run this module: the boot script imports it (through tsx when it is TypeScript) and calls
 * this. Pages come as index ranges of `workerData.pages`; results go back per range.
 */
export async function applyWorkerMain(): Promise<void> {
  const { pages, opts, stream } = workerData as { pages: string[]; opts: ApplyCliOptions; stream: boolean };
  const port = parentPort!;
  port.on('message', rangeJob(pages, opts, stream, (m) => port.postMessage(m)));
}

if (!isMainThread && (workerData as { applyWorker?: boolean } | undefined)?.applyWorker) await applyWorkerMain();

/**
 * Default pages per job: a worker's start (module load, cold JIT: ≈ 0.2–0.3 s CPU from a build) costs about as
 * much as 30–40 pages, so a small run stays in the main thread.
 */
const PAGES_PER_JOB = 32;

/** Young-generation size of a worker: parsing a page allocates a lot that dies with the page. */
const WORKER_YOUNG_MB = 96;

function startWorker(pages: string[], opts: ApplyCliOptions, stream: boolean): Worker {
  // tsx's tsImport (bin/run.js from source) adds a `?tsx-namespace=…` query to the module URL: drop it.
  const url = new URL(import.meta.url);
  url.search = '';
  url.hash = '';
  const self = url.href;
  // Built (dist/*.js): import this module. From source (.ts, run through tsx): register tsx in the worker first.
  const boot = url.pathname.endsWith('.ts')
    ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((api) => { api.register(); return import(${JSON.stringify(self)}); })`
    : `import(${JSON.stringify(self)})`;
  return new Worker(boot, {
    eval: true,
    workerData: { applyWorker: true, pages, opts, stream },
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
  });
}

/**
 * Apply `pages` in `jobs` jobs: the main thread and `jobs − 1` worker threads. Ranges of a few pages are handed
 * out on demand (two in flight per job); `emit` gets every page's outcome in input order. A broken wrapper file
 * stops the run after the pages before it were emitted, as in the one-thread loop.
 */
async function applyInWorkers(pages: string[], opts: ApplyCliOptions, jobs: number, stream: boolean, emit: (d: Done) => void): Promise<void> {
  const n = pages.length;
  const chunk = Math.max(1, Math.min(8, Math.ceil(n / (jobs * 4))));
  const workers = Array.from({ length: jobs - 1 }, () => startWorker(pages, opts, stream));
  const outcomes: (Done | undefined)[] = new Array(n);
  let next = 0;
  let flushed = 0;
  let fatal: { i: number; message: string } | undefined;
  let stop = false;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (e: unknown) => {
        stop = true;
        reject(e);
      };
      const give = (post: (range: [number, number]) => void) => {
        if (stop || next >= n || (fatal && next > fatal.i)) return;
        const end = Math.min(n, next + chunk);
        post([next, end]);
        next = end;
      };
      const finish = () => {
        while (flushed < n && outcomes[flushed]) {
          emit(outcomes[flushed]!);
          outcomes[flushed++] = undefined;
        }
        if (fatal && flushed >= fatal.i) fail(new WrapperFileError(fatal.message));
        else if (flushed === n) resolve();
      };
      const onMessage = (m: FromWorker, post: (range: [number, number]) => void) => {
        if (stop) return;
        if ('fatal' in m) {
          if (!fatal || m.fatal.i < fatal.i) fatal = m.fatal;
        } else {
          for (const d of m.done) outcomes[d.i] = d;
          give(post);
        }
        finish();
      };
      for (const w of workers) {
        const post = (range: [number, number]) => w.postMessage(range);
        w.on('message', (m: FromWorker) => onMessage(m, post));
        w.on('error', fail);
        w.on('exit', (code) => {
          if (code !== 0) fail(new Error(`extract apply: a worker thread exited with code ${code}`));
        });
        give(post);
        give(post);
      }
      // The main thread's job; its outcomes arrive on a later tick, as a worker's would.
      const post: (range: [number, number]) => void = rangeJob(pages, opts, stream, (m) => queueMicrotask(() => onMessage(m, post)), fail);
      give(post);
      give(post);
    });
  } finally {
    stop = true;
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

export async function runApply(inputs: string[], opts: ApplyCliOptions): Promise<PageResult[]> {
  if (!inputs.length) throw new UsageError('no pages given (PAGE, DIR or URL)');
  if (!(OUTPUT_FORMATS as readonly string[]).includes(opts.format))
    throw new UsageError(`--format must be one of ${OUTPUT_FORMATS.join(', ')}, got "${opts.format}"`);
  if (!(MODES as readonly string[]).includes(opts.mode)) throw new UsageError(`--mode must be one of ${MODES.join(', ')}, got "${opts.mode}"`);
  if (opts.jobs === 0) throw new UsageError('--jobs must be at least 1');
  const pages = await expandInputs(inputs);
  const stream = opts.format === 'jsonl' && !opts.out;
  const jobs = Math.min(opts.jobs ?? Math.min(availableParallelism(), Math.ceil(pages.length / PAGES_PER_JOB)), pages.length);
  const results: PageResult[] = [];
  const t0 = performance.now();
  let records = 0;
  let failed = 0;
  const warned = new Set<string>();
  const say: Say = (msg, once) => {
    if (once) {
      if (warned.has(msg)) return;
      warned.add(msg);
    }
    log(msg);
  };
  if (jobs <= 1) {
    const cache = new LibraryCache(opts.wrappers);
    for (const page of pages) {
      const { res, failed: f } = await applyOne(page, opts, cache, say);
      if (f) failed++;
      records += res.records.length;
      if (stream) process.stdout.write(`${jsonlLine(res)}\n`);
      else results.push(res);
    }
  } else {
    // plain options only (commander's option object is not structured-cloneable as is)
    const plain: ApplyCliOptions = { wrappers: opts.wrappers, site: opts.site, format: opts.format, mode: opts.mode, theta: opts.theta, raw: opts.raw };
    await applyInWorkers(pages, plain, jobs, stream, (d) => {
      for (const l of d.logs) say(l.msg, l.once);
      if (d.failed) failed++;
      records += d.records;
      if (stream) process.stdout.write(`${d.line}\n`);
      else results.push(d.res!);
    });
  }
  if (!stream) {
    const text = formatResults(results, opts.format);
    if (opts.out) await writeFile(opts.out, text);
    else process.stdout.write(text);
  }
  const s = (performance.now() - t0) / 1000;
  log(`extract apply: ${pages.length} pages, ${records} records, ${failed} failed, ${s.toFixed(2)} s (${(pages.length / s).toFixed(0)} pages/s)`);
  if (failed === pages.length) process.exitCode = 2;
  return results;
}

export function registerApply(program: Command): void {
  program
    .command('apply')
    .description('Extract records from pages with the site wrapper library (static path) or from headings.')
    .argument('<inputs...>', 'pages: files, directories or URLs')
    .option('--wrappers <dir>', 'directory of <site>.json wrapper libraries', 'wrappers')
    .option('--site <name>', 'site whose wrappers to use (default: host of each page URL)')
    .option('--format <fmt>', `output format: ${OUTPUT_FORMATS.join(' | ')}`, 'jsonl')
    .option('--mode <mode>', 'auto: wrappers when the site has a library that finds records, else headings; wrappers; headings', 'auto')
    .option('--theta <t>', 'alignment threshold θ (default: the library\'s)', parseFloatOption('--theta', 0, 1))
    .option('--raw', 'also output raw values before template-text stripping')
    .option('-o, --out <file>', 'write the output to a file instead of stdout')
    .option('-j, --jobs <n>', `jobs: the main thread and N − 1 worker threads (default: number of cores, at most one per ${PAGES_PER_JOB} pages; 1 = no workers)`, parseIntOption('--jobs'))
    .action((inputs: string[], opts: ApplyCliOptions) => runApply_(inputs, opts));
}

const runApply_ = (inputs: string[], opts: ApplyCliOptions) => runAction('extract apply', async () => void (await runApply(inputs, opts)));
