/**
 * `extract induce`: labeled pages → brooms (Alg. 7) → WPC per tag path (Fig. 8.5) → one wrapper library per
 * site, written to `<out>/<site>.json`. `--incremental` feeds the new records to an existing library with
 * Algorithm 9; `--predict DIR` estimates precision/recall on unlabeled pages (eq. 10.3).
 */
import { Option, type Command } from 'commander';
import { stat } from 'node:fs/promises';
import { listPageFiles, loadFile, LoadError } from '../page/load.js';
import { parseStatic } from '../page/static.js';
import type { PageTree } from '../page/tree.js';
import { detachBroom, extractBrooms, type Broom } from '../wrapper/broom.js';
import { DEFAULT_THETA, induceLibrary, siteOf, type WrapperLibrary } from '../wrapper/library.js';
import { predictPerformance } from '../wrapper/predict.js';
import { libraryPath, loadLibraryFile, saveLibrary, WrapperFileError } from '../wrapper/store.js';
import { UPDATE_THETA, updateLibrary } from '../wrapper/update.js';
import { DEFAULT_EPSILON } from '../wrapper/wpc.js';
import { log, parseFloatOption, registerUserError, runAction, UsageError } from './common.js';

registerUserError(WrapperFileError);

export interface InduceCliOptions {
  labeled: string;
  out: string;
  threshold: number;
  theta: number;
  site?: string;
  incremental?: boolean;
  updateTheta: number;
  predict?: string;
  /** Also write the XML export `<site>.xml` beside `<site>.json`. */
  format?: 'json' | 'xml';
}

/** Site used when a page has no URL and no --site was given. */
export const LOCAL_SITE = 'local';

async function pagesIn(dir: string): Promise<string[]> {
  try {
    if (!(await stat(dir)).isDirectory()) throw new UsageError(`--labeled: not a directory: ${dir}`);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new LoadError(`no such directory: ${dir}`);
  }
  const files = await listPageFiles(dir);
  if (!files.length) throw new LoadError(`no pages in directory: ${dir}`);
  return files;
}

export async function runInduce(opts: InduceCliOptions): Promise<WrapperLibrary[]> {
  const files = await pagesIn(opts.labeled);
  const bySite = new Map<string, { brooms: Broom[]; pages: number; ms: number }>();
  let noUrl = 0;
  const unlabeled: string[] = [];
  for (const f of files) {
    const t0 = performance.now();
    const tree = parseStatic(await loadFile(f));
    // detached from the page: the page tree can go once its brooms are out
    const brooms = extractBrooms(tree).map(detachBroom);
    if (!brooms.length) {
      unlabeled.push(f);
      continue;
    }
    let site = opts.site ?? siteOf(tree.url);
    if (!site) {
      noUrl++;
      site = LOCAL_SITE;
    }
    let s = bySite.get(site);
    if (!s) bySite.set(site, (s = { brooms: [], pages: 0, ms: 0 }));
    s.brooms.push(...brooms);
    s.pages++;
    s.ms += performance.now() - t0;
  }
  if (unlabeled.length && bySite.size)
    log(`extract induce: ${unlabeled.length} page(s) without labels skipped (${unlabeled.slice(0, 3).join(', ')}${unlabeled.length > 3 ? ', …' : ''})`);
  if (!bySite.size) throw new UsageError(`no labeled records in ${opts.labeled} (label fields with data-ie-label="<type>.<field>")`);
  if (noUrl) log(`induce: ${noUrl} page(s) have no URL (<base href> or canonical link); grouped as site "${LOCAL_SITE}" (pass --site NAME)`);
  const libs: WrapperLibrary[] = [];
  for (const [site, s] of bySite) {
    const t0 = performance.now();
    let lib: WrapperLibrary;
    if (opts.incremental) {
      const path = libraryPath(opts.out, site);
      const old = await loadLibraryFile(path);
      lib = old ?? { site, wrappers: [], epsilon: opts.threshold, theta: opts.theta, pages: 0, records: 0 };
      updateLibrary(lib, s.brooms, s.pages, opts.updateTheta);
    } else lib = induceLibrary(site, s.brooms, s.pages, { epsilon: opts.threshold, theta: opts.theta });
    const ms = s.ms + performance.now() - t0;
    const path = await saveLibrary(opts.out, lib);
    const xml = opts.format === 'xml' ? ` + ${await saveLibrary(opts.out, lib, 'xml')}` : '';
    const sticks = new Set(lib.wrappers.map((w) => `${w.type} ${w.stick}`)).size;
    process.stdout.write(
      `${site}: ${s.pages} pages, ${s.brooms.length} records, ${sticks} tag paths, ${lib.wrappers.length} wrappers, ${(ms / 1000).toFixed(2)} s${opts.incremental ? ' (incremental)' : ''} → ${path}${xml}\n`,
    );
    libs.push(lib);
  }
  if (opts.predict) {
    const files2 = await pagesIn(opts.predict);
    const trees = new Map<string, PageTree[]>();
    for (const f of files2) {
      const tree = parseStatic(await loadFile(f), { labels: false });
      const site = opts.site ?? siteOf(tree.url) ?? LOCAL_SITE;
      let a = trees.get(site);
      if (!a) trees.set(site, (a = []));
      a.push(tree);
    }
    for (const lib of libs) {
      const ts = trees.get(lib.site) ?? [];
      if (!ts.length) {
        log(`induce --predict: no pages of site ${lib.site} in ${opts.predict}`);
        continue;
      }
      const p = predictPerformance(lib, ts, 0);
      process.stdout.write(
        `${lib.site}: predicted precision ${p.precision.toFixed(3)} recall ${p.recall.toFixed(3)} (θ = 0: ${p.extracted} records on ${p.pages} unlabeled pages, N̄ = ${p.perPage.toFixed(2)} per page)\n`,
      );
    }
  }
  return libs;
}

export function registerInduce(program: Command): void {
  program
    .command('induce')
    .description('Learn record-level wrappers (brooms + WPC) from labeled pages, one library per site.')
    .option('--labeled <dir>', 'directory of labeled pages', 'labeled-pages')
    .option('--out <dir>', 'where to write <site>.json wrapper libraries', 'wrappers')
    .option('--threshold <e>', 'WPC distance threshold ε (0–1)', parseFloatOption('--threshold', 0, 1), DEFAULT_EPSILON)
    .option('--theta <t>', 'alignment threshold θ stored for extraction (0–1)', parseFloatOption('--theta', 0, 1), DEFAULT_THETA)
    .option('--site <name>', 'site name for all pages (default: host of the page URL)')
    .option('--incremental', 'add the records to the existing library with Algorithm 9')
    .option('--update-theta <t>', 'Algorithm 9 distance threshold θ', parseFloatOption('--update-theta', 0, 1), UPDATE_THETA)
    .option('--predict <dir>', 'predict precision/recall on unlabeled pages of DIR (eq. 10.3)')
    .addOption(new Option('--format <f>', 'json, or xml: also write the XML export <site>.xml').choices(['json', 'xml']).default('json'))
    .action((opts: InduceCliOptions) => runAction('extract induce', async () => void (await runInduce(opts))));
}
