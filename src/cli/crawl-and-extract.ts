/**
 * `crawl-and-extract`: find the course pages of a list of universities with the focused crawler and
 * extract their lectures, assignments and quizzes; `crawl-and-extract train` fits the link scorer.
 */
import { readFile } from 'node:fs/promises';
import { Command } from 'commander';
import cliProgress from 'cli-progress';
import { loadPageClassifier } from '../course/pageclass.js';
import { createRenderer, type RendererOptions } from '../page/render.js';
import { crawl, CrawlError, type University } from '../crawl/crawler.js';
import { Critic } from '../crawl/critic.js';
import { HttpFetcher, ReplayFetcher, type Fetcher } from '../crawl/fetch.js';
import { ReplayError, ReplayWeb } from '../crawl/replay.js';
import { DEFAULT_MAX_SAMPLES, LinkScorer, ModelError } from '../crawl/scorer.js';
import { readLabels, trainScorer, type TrainingWeb } from '../crawl/train.js';
import { log, parseIntOption, registerUserError, runProgram, UsageError } from './common.js';
import { packageFile } from '../package-file.js';

registerUserError(CrawlError);
registerUserError(ReplayError);
registerUserError(ModelError);

/** The shipped link-scorer model (trained on the WebKB dev webs). */
export const DEFAULT_MODEL = packageFile('models/linkscorer.json');

/** Read the universities file: one home-page URL per line, optional name after a tab, `#` comments. */
export async function readUniversities(path: string): Promise<University[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new UsageError(`cannot read universities file ${path}`);
  }
  const out: University[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\s+#.*$/, '').replace(/^#.*$/, '').trim();
    if (!line) return;
    const [url, ...name] = line.split('\t');
    if (!/^https?:\/\/[^\s/]+/i.test(url.trim())) throw new UsageError(`${path}:${i + 1}: not an http(s) URL: ${url.trim()}`);
    out.push({ url: url.trim(), ...(name.length ? { name: name.join(' ').trim() } : {}) });
  });
  if (!out.length) throw new UsageError(`${path}: no universities (one home-page URL per line)`);
  return out;
}

interface CrawlCliOptions {
  out: string;
  maxPages: number;
  perSite?: number;
  maxDepth: number;
  replay?: string[];
  model?: string;
  strategy: string;
  feedback: boolean;
  redirectRules: boolean;
  concurrency?: number;
  perHost: number;
  delay?: number;
  proxy?: string;
  resume?: boolean;
  robots: boolean;
  render: string;
  wrappers: string;
  batch: number;
  hubBoost?: number;
  apprenticeWeight?: number;
  progress: boolean;
}

async function runCrawl(file: string, o: CrawlCliOptions): Promise<void> {
  if (o.strategy !== 'focused' && o.strategy !== 'bfs') throw new UsageError(`--strategy must be focused or bfs, got "${o.strategy}"`);
  if (!['auto', 'never'].includes(o.render)) throw new UsageError(`--render must be auto or never, got "${o.render}"`);
  if (o.proxy && !/^http:\/\/[^/]+/i.test(o.proxy)) throw new UsageError(`--proxy must be an http:// proxy URL, got "${o.proxy}"`);
  if (o.batch < 1) throw new UsageError('--batch must be at least 1');
  if (o.hubBoost !== undefined && !(o.hubBoost >= 0)) throw new UsageError('--hub-boost must be a number ≥ 0');
  if (o.apprenticeWeight !== undefined && !(o.apprenticeWeight >= 0 && o.apprenticeWeight <= 1)) throw new UsageError('--apprentice-weight must be a number in [0, 1]');
  const universities = await readUniversities(file);
  const replay = o.replay?.length ? await ReplayWeb.load(o.replay) : undefined;
  if (replay?.skipped || replay?.nonHttp || replay?.revisits || replay?.unresolvedRevisits) {
    const parts = [`${replay.records.size} records`];
    if (replay.revisits) parts.push(`${replay.revisits} revisit record(s) answered from their original response`);
    if (replay.unresolvedRevisits) parts.push(`${replay.unresolvedRevisits} revisit record(s) whose original is in no file given (404s)`);
    if (replay.nonHttp) parts.push(`${replay.nonHttp} non-http record(s) ignored`);
    if (replay.skipped) parts.push(`${replay.skipped} unreadable record(s) skipped`);
    log(`replay: ${parts.join(', ')}`);
  }
  // A seed the archive does not hold is most often the wrong list or the wrong archive: say so before the crawl.
  if (replay) for (const u of universities) if (!replay.get(u.url)) log(`replay: ${u.url} is not in the archive (its fetch will be a 404)`);
  const fetcher: Fetcher = replay ? new ReplayFetcher(replay) : new HttpFetcher({ proxy: o.proxy });
  const scorer = o.strategy === 'focused' ? await LinkScorer.load(o.model ?? DEFAULT_MODEL) : undefined;
  let classifier;
  try {
    classifier = await loadPageClassifier();
  } catch (e) {
    log(`crawl-and-extract: page classifier unavailable (${(e as Error).message}); the critic uses page cues only`);
  }
  const bar =
    o.progress && process.stderr.isTTY
      ? new cliProgress.SingleBar(
          { format: 'crawl |{bar}| {value}/{total} fetches | {courses} course pages | {queued} queued', stream: process.stderr, hideCursor: true },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
  bar?.start(o.maxPages, 0, { courses: 0, queued: 0 });
  const t0 = performance.now();
  const summary = await crawl(universities, {
    out: o.out,
    maxPages: o.maxPages,
    perSite: o.perSite,
    maxDepth: o.maxDepth,
    strategy: o.strategy,
    feedback: o.feedback,
    redirectRules: o.redirectRules,
    concurrency: o.concurrency ?? (replay ? 1 : 4),
    perHost: o.perHost,
    delayMs: o.delay ?? (replay ? 0 : 1000),
    resume: o.resume,
    robots: o.robots,
    replay: !!replay,
    batch: o.batch,
    hubBoost: o.hubBoost,
    apprenticeWeight: o.apprenticeWeight,
    wrappers: o.wrappers,
    fetcher,
    scorer,
    classifier,
    renderer: o.render === 'never' ? undefined : () => createRenderer(crawlRendererOptions(replay, o.proxy)),
    onFetch: (s) => bar?.update(s.fetches, { courses: s.courses, queued: s.queued }),
    log: (m) => (bar ? bar.stop() : undefined, log(m)),
  });
  bar?.stop();
  fetcher.close?.();
  const secs = (performance.now() - t0) / 1000;
  for (const [site, s] of Object.entries(summary.sites))
    log(`${site}: ${s.fetches} fetches, ${s.coursePages} course pages`);
  log(`crawl-and-extract: ${summary.fetches} fetches, ${summary.coursePages} course pages in ${secs.toFixed(1)} s → ${o.out}/{fetch-log.jsonl,courses.jsonl,summary.json}`);
}

interface TrainCliOptions {
  replay: string[];
  labels: string[];
  seed: string[];
  model: string;
  rounds: number;
  trees: number;
  forestSeed: number;
  maxSamples: number;
}

/**
 * The crawl's renderer. A replay renders from its archive: a page's stylesheets and same-origin scripts come
 * from the WARC, never from the live web (with no network each lookup can stall a render for seconds; with
 * one, a replay would contact the hosts it stands in for). A live crawl's renderer goes through --proxy.
 */
export function crawlRendererOptions(replay: ReplayWeb | undefined, proxy?: string): RendererOptions {
  if (replay) return { concurrency: 1, network: false, extraArgs: [], resources: (u) => replay.get(u) };
  return { concurrency: 1, network: true, extraArgs: proxy ? [`--proxy-server=${proxy}`] : [] };
}

async function runTrain(o: TrainCliOptions): Promise<void> {
  if (o.replay.length !== o.labels.length || o.replay.length !== o.seed.length)
    throw new UsageError(`give one --labels and one --seed per --replay (got ${o.replay.length} / ${o.labels.length} / ${o.seed.length})`);
  const classifier = await loadPageClassifier().catch((e: Error) => {
    log(`crawl-and-extract train: page classifier unavailable (${e.message}); the critic uses page cues only`);
    return undefined;
  });
  const critic = new Critic(classifier);
  const webs: TrainingWeb[] = [];
  for (let i = 0; i < o.replay.length; i++) {
    const replay = await ReplayWeb.load([o.replay[i]]);
    const labels = await readLabels(o.labels[i]);
    if (![...labels.values()].includes('course')) throw new UsageError(`${o.labels[i]}: no page labeled "course"`);
    const name = o.replay[i].replace(/^.*\//, '').replace(/\.warc(\.gz)?$/, '');
    webs.push({ replay, labels, seed: o.seed[i], name });
  }
  const t0 = performance.now();
  const model = trainScorer(webs, critic, { selfTrainingRounds: o.rounds, nEstimators: o.trees, seed: o.forestSeed, maxSamples: o.maxSamples, log });
  await model.save(o.model);
  log(`crawl-and-extract train: ${model.vocab.length} feature keys, ${o.trees} trees, ${o.rounds} self-training round(s) in ${((performance.now() - t0) / 1000).toFixed(1)} s → ${o.model}`);
}

const collect = (v: string, prev: string[] = []) => [...prev, v];

export function buildProgram(): Command {
  const program = new Command('crawl-and-extract')
    .description('Focused crawl of university webs for course pages; extracts their lectures, assignments and quizzes.')
    .version('0.1.0')
    .showHelpAfterError('(run with --help for usage)');
  program.exitOverride();
  program
    .command('crawl', { isDefault: true })
    .description('crawl the universities in UNIVERSITIES (one home-page URL per line, optional name after a tab, # comments)')
    .argument('<universities>', 'universities file')
    .option('--out <dir>', 'output directory', 'crawl-out')
    .option('--max-pages <n>', 'total fetch budget (every fetch counts)', parseIntOption('--max-pages'), 2000)
    .option('--per-site <n>', 'fetch budget per university', parseIntOption('--per-site'))
    .option('--max-depth <n>', 'link depth limit', parseIntOption('--max-depth'), 20)
    .option('--replay <warc>', 'answer fetches from a WARC file (repeatable); unknown URLs are 404', collect)
    .option('--model <file>', 'link-scorer model (default: the shipped models/linkscorer.json)')
    .option('--strategy <s>', 'focused | bfs', 'focused')
    .option('--no-feedback', 'freeze the link scores (no apprentice learning from the critic)')
    .option('--no-redirect-rules', 'do not learn the sites\' redirect rules (trailing slash, http → https, a moved directory) to fetch links under the URL they redirect to')
    .option('--batch <n>', 'retrain the apprentice every N fetches', parseIntOption('--batch'), 25)
    .option('--hub-boost <x>', 'list credit: a list\'s queued links gain X × min(1, v / √(f + 4)), v = its pages that were course homes or hubs, f = its pages fetched; the first course home found from a page raises its other course-numbered links by X (default 0.4; 0: none)', Number)
    .option('--apprentice-weight <x>', 'largest weight of the apprentice in a link\'s score (default 0.35)', Number)
    .option('--concurrency <n>', 'fetches in flight (default 4 live, 1 replay)', parseIntOption('--concurrency'))
    .option('--per-host <n>', 'connections per host at once', parseIntOption('--per-host'), 1)
    .option('--delay <ms>', 'delay between requests to one host (default 1000 live, 0 replay)', parseIntOption('--delay'))
    .option('--proxy <url>', 'HTTP proxy for all fetches, e.g. http://127.0.0.1:8080')
    .option('--no-robots', 'ignore robots.txt')
    .option('--render <when>', 'render course pages before extraction: auto (when a browser is available) | never', 'auto')
    .option('--wrappers <dir>', 'wrapper libraries for extraction', 'wrappers')
    .option('--resume', 'continue the crawl in --out after a crash or kill')
    .option('--no-progress', 'no progress bar')
    .action((file: string, o: CrawlCliOptions) => runCrawl(file, o));
  program
    .command('train')
    .description('fit the link scorer on labeled replay webs (relevance R = 1 − dist(P,T)/dist(S,T), seed 001)')
    .requiredOption('--replay <warc>', 'training web as WARC (repeatable)', collect)
    .requiredOption('--labels <tsv>', 'url<TAB>class labels of that web; class "course" is the target (repeatable)', collect)
    .requiredOption('--seed <url>', 'start URL of that web (repeatable)', collect)
    .option('--model <file>', 'output model file', 'linkscorer.json')
    .option('--rounds <n>', 'self-training rounds', parseIntOption('--rounds'), 2)
    .option('--trees <n>', 'trees in the forest', parseIntOption('--trees'), 20)
    .option('--forest-seed <n>', 'random seed of the forest and its subsample (same seed, same model)', parseIntOption('--forest-seed'), 7)
    .option('--max-samples <n>', 'training links kept: those with relevance > 0 first (up to half), the rest at random; memory grows with it', parseIntOption('--max-samples'), DEFAULT_MAX_SAMPLES)
    .action((o: TrainCliOptions) => runTrain(o));
  return program;
}

export async function main(argv: string[]): Promise<void> {
  await runProgram(buildProgram(), argv);
}
