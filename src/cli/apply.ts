/**
 * `extract apply PAGE|DIR|URL…`: extract records with the site's wrapper library on the static path
 * (parse5, no browser), or with heading-based course extraction (`--mode auto|headings`).
 * Per-page failures are reported in the page's `error` field and on stderr; the run goes on.
 */
import type { Command } from 'commander';
import { writeFile } from 'node:fs/promises';
import { expandInputs, loadPage } from '../page/load.js';
import { parseStatic } from '../page/static.js';
import { extractPage, MODES, type Mode } from '../course/auto.js';
import { siteOf, type WrapperLibrary } from '../wrapper/library.js';
import type { PageResult } from '../wrapper/record.js';
import { libraryPath, loadLibraryFile, WrapperFileError } from '../wrapper/store.js';
import { formatResults, jsonlLine, OUTPUT_FORMATS, type OutputFormat } from '../output/write.js';
import { isUserError, log, parseFloatOption, registerUserError, runAction, UsageError } from './common.js';

registerUserError(WrapperFileError);

export interface ApplyCliOptions {
  wrappers: string;
  site?: string;
  format: OutputFormat;
  mode: Mode;
  theta?: number;
  raw?: boolean;
  out?: string;
}

/** Loads each site's library once; remembers sites without one (warned once). */
export class LibraryCache {
  private libs = new Map<string, WrapperLibrary | null>();
  constructor(private readonly dir: string) {}
  async get(site: string | undefined, warn: boolean): Promise<WrapperLibrary | undefined> {
    if (!site) return undefined;
    let lib = this.libs.get(site);
    if (lib === undefined) {
      lib = (await loadLibraryFile(libraryPath(this.dir, site))) ?? null;
      this.libs.set(site, lib);
      if (!lib && warn) log(`extract apply: warning: no wrapper library for site ${site} in ${this.dir}/`);
    }
    return lib ?? undefined;
  }
}

export async function runApply(inputs: string[], opts: ApplyCliOptions): Promise<PageResult[]> {
  if (!inputs.length) throw new UsageError('no pages given (PAGE, DIR or URL)');
  if (!(OUTPUT_FORMATS as readonly string[]).includes(opts.format))
    throw new UsageError(`--format must be one of ${OUTPUT_FORMATS.join(', ')}, got "${opts.format}"`);
  if (!(MODES as readonly string[]).includes(opts.mode)) throw new UsageError(`--mode must be one of ${MODES.join(', ')}, got "${opts.mode}"`);
  const pages = await expandInputs(inputs);
  const cache = new LibraryCache(opts.wrappers);
  const stream = opts.format === 'jsonl' && !opts.out;
  const results: PageResult[] = [];
  const t0 = performance.now();
  let records = 0;
  let failed = 0;
  for (const page of pages) {
    let res: PageResult;
    try {
      const tree = parseStatic(await loadPage(page), { labels: false });
      const site = opts.site ?? siteOf(tree.url);
      if (!site && opts.mode === 'wrappers') log(`extract apply: warning: ${page}: no URL to tell its site (pass --site NAME)`);
      const lib = opts.mode === 'headings' ? undefined : await cache.get(site, opts.mode === 'wrappers');
      res = extractPage(tree, page, lib, { mode: opts.mode, theta: opts.theta, raw: opts.raw });
    } catch (e) {
      if (e instanceof WrapperFileError) throw e; // a broken wrapper file stops the run
      const msg = e instanceof Error ? e.message : String(e);
      if (!isUserError(e)) log(`extract apply: ${page}: internal error: ${(e as Error).stack ?? msg}`);
      else log(`extract apply: ${page}: ${msg}`);
      res = { page, records: [], error: msg };
      failed++;
    }
    records += res.records.length;
    if (stream) process.stdout.write(`${jsonlLine(res)}\n`);
    else results.push(res);
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
    .action((inputs: string[], opts: ApplyCliOptions) => runApply_(inputs, opts));
}

const runApply_ = (inputs: string[], opts: ApplyCliOptions) => runAction('extract apply', async () => void (await runApply(inputs, opts)));
