/**
 * The focused crawler: a best-first loop over the persistent frontier (seed 004 ch. 3/5). Each fetched
 * page is classified on its static tree by the critic; course pages are extracted (rendered only then,
 * when a renderer is available); outlinks are scored by the shipped link scorer (seed 001) mixed with the
 * apprentice (seed 002), which learns from the critic's verdicts every B fetches.
 *
 * Everything a fetch produces (frontier updates, its fetch-log line, its course record) commits in one
 * SQLite transaction (the apprentice is saved at each retraining); the JSONL files are appended after the commit and reconciled from the
 * database on `--resume`, so a kill at any point loses no record and fetches nothing twice.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import robotsParserModule from 'robots-parser';
import { XMLParser } from 'fast-xml-parser';
import type { Statement } from 'better-sqlite3';
import type { PageClassifier } from '../course/pageclass.js';
import type { Renderer } from '../page/render.js';
import { bodyOf, textOf, type PageTree } from '../page/tree.js';
import type { PageResult } from '../wrapper/record.js';
import { Apprentice } from './apprentice.js';
import { Critic, isClassSchedulePage } from './critic.js';
import { CourseExtractor } from './extract.js';
import { extractLinks, urlFeatureKeys, type LinkInstance } from './features.js';
import { codeAnchorCount, linkPrior, looksLikeSubpage, namesCourseList, namesOneCourse, offeringsBelow, offeringUnder, otherCourseNumbers, ownPagesBelow, peopleListKind, type PriorContext } from './prior.js';
import { fetchable, USER_AGENT, type Fetcher, type FetchResult } from './fetch.js';
import { describeRule, RedirectRules } from './dust.js';
import { DONE, INDEX_FILE, QUEUED, SqliteFrontier, type FrontierEntry } from './frontier.js';
import { isHtmlType, loadedFromBytes, staticTree } from './page.js';
import type { LinkScorer } from './scorer.js';
import { canonicalUrl, DEFAULT_TRAP_LIMITS, dirOf, hostOf, isBelow, queryDelta, schemeTwins, siteOf, trapReason, type TrapLimits } from './url.js';
import { COURSE_NAME } from './words.js';
import { DeadLinks, DeadTemplates, DirectoryYield, FileTemplates, linkShape, Walls, yieldDirOf } from './yield.js';
import { CourseFamilies, familyKey, materialLinks } from './family.js';
import { ListCredit, urlTemplate } from './credit.js';
import { nearKey, NearDuplicates, sketchFromString, sketchOf, sketchToString } from './neardup.js';

/**
 * The settings a resumed crawl changes, as `name: then → now` (a crawl stored before a setting was recorded
 * does not count it).
 */
export function settingsChanged(saved: Record<string, unknown>, now: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(now)) {
    if (!(k in saved)) continue;
    const a = JSON.stringify(saved[k]);
    const b = JSON.stringify(v);
    if (a !== b) out.push(`${k}: ${a} → ${b}`);
  }
  return out;
}

/** A number in [0, 1) fixed by a URL and a seed. */
function jitterOf(url: string, seed: string): number {
  return createHash('sha1').update(`${seed}\t${url}`).digest().readUInt32BE(0) / 2 ** 32;
}

export class CrawlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CrawlError';
  }
}

export interface University {
  url: string;
  name?: string;
}

export interface CrawlOptions {
  /** Output directory: frontier.sqlite, fetch-log.jsonl, courses.jsonl, summary.json. */
  out: string;
  /** Total fetch budget (every fetch counts: redirects, misses, robots.txt, sitemaps). */
  maxPages: number;
  /** Fetch budget per site (default: maxPages). */
  perSite?: number;
  /** Largest link depth from a seed (default 20: some course pages sit 7 links deep, and a focused path is longer than the shortest one). */
  maxDepth?: number;
  /** `focused` (learned scores) or `bfs` (breadth-first baseline). */
  strategy?: 'focused' | 'bfs';
  /** Apprentice learns from the critic (default true); false freezes the link scores. */
  feedback?: boolean;
  /** Fetches in flight (default 1). */
  concurrency?: number;
  /** Connections per host at once (default 1). */
  perHost?: number;
  /** Delay between requests to one host, ms (default 0; robots.txt Crawl-delay raises it). */
  delayMs?: number;
  /** Continue a killed crawl in `out`. */
  resume?: boolean;
  /** Obey robots.txt and read its sitemaps (default true; replay mode: only if the WARC holds one, and its Crawl-delay is not applied). */
  robots?: boolean;
  /** Live fetches: robots.txt/sitemap fetches are counted; replay: they are looked up, not counted. */
  replay?: boolean;
  /** Largest redirect chain (default 5). */
  maxRedirects?: number;
  /**
   * Learn the site's redirect rules (`http:` → `https:`, a trailing slash, `index.html` dropped, an old
   * directory moved) and queue new links under the URL they would redirect to, saving the redirect's fetch
   * (default true; see dust.ts). A rewritten URL that is dead falls back to the link's own URL.
   */
  redirectRules?: boolean;
  /** Critic probability from which a page is a course page (default 0.5). */
  courseThreshold?: number;
  /** Apprentice retraining period B in fetches (default 25). */
  batch?: number;
  /** Further (u, v) lessons per judged page v, from pages fetched after v that link it (default 3; 0: only the link v was queued from). */
  knownLessons?: number;
  /** Weight of the apprentice in a link's score once trained (default 0.35: at 0.5 it pulls the late crawl away from hubs). */
  apprenticeWeight?: number;
  /** Factor on links from a course page into its own directory (its subpages; default 0.4): the course is found already. */
  subpageFactor?: number;
  /** Raise of the queued links of a list whose linked pages led to course home pages, per hub that led to a course home, at most 2 ×; also the raise of the course-numbered links of a page that led to a course home (default 0.4; 0: no hub credit at all, neither the raises nor the apprentice's hub lessons). */
  hubBoost?: number;
  /** Weight of the generic course-link prior (src/crawl/prior.ts) against the learned score (default 0.5). */
  priorWeight?: number;
  trapLimits?: TrapLimits;
  /** Wrapper library directory for extraction. */
  wrappers?: string;
  /** Extract course records (default true). */
  extract?: boolean;
  fetcher: Fetcher;
  scorer?: LinkScorer;
  classifier?: PageClassifier;
  /** Renderer for course pages (optional: static trees are used without it). */
  renderer?: () => Promise<Renderer | undefined>;
  /** Called after each fetch (progress bar). */
  onFetch?: (s: { fetches: number; courses: number; queued: number }) => void;
  log?: (msg: string) => void;
}

export interface FetchLogLine {
  n: number;
  url: string;
  status: number;
  depth: number;
  score: number;
  /** Critic's course probability (pages only). */
  prob: number | null;
  ms: number;
  site: string;
  from?: string;
  redirect?: string;
  skipped?: string;
  error?: string;
  /** robots.txt / sitemap fetches. */
  kind?: 'robots' | 'sitemap';
  /** The fetch was in flight when the crawl was killed; it is not repeated. */
  interrupted?: true;
  /** The link's own URL, when a learned redirect rule queued it under this one. */
  rewritten?: string;
  /** The page fetched before under another URL with the same bytes (as a course's home, not written to courses.jsonl again). */
  duplicateOf?: string;
}

export interface SiteSummary {
  seed: string;
  name?: string;
  fetches: number;
  coursePages: number;
  /** [fetches so far on the site, course pages so far] at each course page found. */
  harvest: [number, number][];
}

export interface CrawlSummary {
  fetches: number;
  coursePages: number;
  strategy: string;
  feedback: boolean;
  apprenticeRounds: number;
  /** The apprentice's weight at the end (its measured reliability × the largest weight). */
  apprenticeWeight: number;
  /** Redirect rules in use at the end (at most 20, most used first): redirects seen, rewrites alive and dead, pages of the shape served as they were. */
  redirectRules: { rule: string; redirects: number; rewrites: number; dead: number; served: number }[];
  dropped: Record<string, number>;
  sites: Record<string, SiteSummary>;
}

type Robots = NonNullable<HostState['robots']>;
// robots-parser is CommonJS with an ESM-style `export default` in its types.
const robotsParser = ((robotsParserModule as unknown as { default?: unknown }).default ?? robotsParserModule) as (url: string, body: string) => Robots;

/**
 * What one fetch told the crawl, beyond its log line: the inputs of `observe`. Stored per fetch so that
 * --resume rebuilds the crawl's in-memory state (list credit, dead directories, course directories, the
 * apprentice's reliability window) as it was, not from nothing.
 */
/** A frameset's frames in its own directory or below: its page's parts (not another site it wraps). */
function framesIn(tree: PageTree, url: string): Fact['fs'] {
  const dir = dirOf(url);
  const frames = new Set<string>();
  for (const n of tree.nodes) {
    if (n.tag !== 'frame' || !n.attrs.src) continue;
    const c = canonicalUrl(n.attrs.src, url);
    if (c && c !== url && c.startsWith(dir)) frames.add(c);
  }
  return frames.size ? { t: tree.title, f: [...frames] } : undefined;
}

interface Fact {
  /** URL, the page that linked it, redirect hops to it, HTTP status. */
  u: string;
  pa?: string;
  ho?: number;
  s: number;
  /** A redirect that was followed. */
  rt?: 1;
  /** Accepted as a course page; a course list; a course home; inside a known course's directory. */
  c?: 1;
  l?: 1;
  h?: 1;
  sp?: 1;
  /** The critic's probability (pages only). */
  p?: number;
  /** A catalogue's entry or a dated article (its verdict capped below the threshold). */
  ca?: 1;
  /** A catalogue's entry that reads as a course page (capped): its course is taught near the page that linked it. */
  ce?: 1;
  /** A software forge's page (a repository, an issue, a build job). */
  fg?: 1;
  /** A wiki's page that read as a course page but held no records (capped): its space's pages are damped. */
  wk?: 1;
  /** The page's translations it declares (`<link rel="alternate" hreflang>`), canonical. */
  lt?: string[];
  /** A people list; a page listing course-numbered links. */
  pe?: 1;
  sl?: 1;
  /** The apprentice's prediction, the base score and the outcome, for its reliability. */
  j?: [number, number, 0 | 1];
  /** The lesson target taught for the link that led here. */
  t?: number;
  /** Pages already judged that this page's links taught a lesson about. */
  k?: string[];
  /** The apprentice's fetches since its last retraining period ended. */
  b?: number;
  /** Where a redirect pointed (canonical, on a crawled site): evidence for a redirect rule. */
  rl?: string;
  /** A page's body digest (the first URL to bring these bytes owns them; see `duplicateOf`). */
  dg?: string;
  /** A written course home's title key and text sketch (neardup.ts): a later page of this site, title and text is this page. */
  nd?: [string, string];
  /** A course database's entry linking a course home found already, in another directory (its shelf is alive). */
  eh?: 1;
  /** A frameset not taken for a course page: its title and its frames in its directory (their page, see `frameOf`). */
  fs?: { t: string; f: string[] };
  /** The link's score when it was fetched (a wall's bar for probes). */
  sc?: number;
  /** A file: a 200 answer that was not HTML (a catalogue entry's PDF export behind `…/pdf`, a vCard). */
  fi?: 1;
  /** A course home's family (host, directory, title suffix) and whether it links its course's material. */
  fy?: [string, 0 | 1];
  /** The family of a page written as a course home without being learnt as one (see `CourseFamilies.wrote`). */
  fw?: string;
  /** Fetched under a rewritten URL: the link's own URL and the rules used. */
  dw?: { o: string; r: string[] };
}

const FETCH_LOG = 'fetch-log.jsonl';
const COURSES = 'courses.jsonl';
/** Fetches after which the walled links' worths are worked out again. */
const WORTH_STALE = 100;

/** Where `worth` goes in `list`, sorted by ascending worth (after its equals). */
function sortedIndex(list: readonly { worth: number }[], worth: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].worth <= worth) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface HostState {
  busy: number;
  next: number;
  delay: number;
  robots?: { isAllowed(url: string, ua?: string): boolean | undefined; getCrawlDelay(ua?: string): number | undefined; getSitemaps(): string[] };
  robotsLoading?: Promise<void>;
}

export async function crawl(universities: University[], opts: CrawlOptions): Promise<CrawlSummary> {
  const log = opts.log ?? (() => {});
  const strategy = opts.strategy ?? 'focused';
  const feedback = strategy === 'focused' && opts.feedback !== false;
  const threshold = opts.courseThreshold ?? 0.5;
  const maxDepth = opts.maxDepth ?? 20;
  const perSite = opts.perSite ?? opts.maxPages;
  const maxRedirects = opts.maxRedirects ?? 5;
  /** Redirect rules learned from the redirects fetched (null: off). */
  const dust = opts.redirectRules === false ? null : new RedirectRules();
  /** Fetched URLs that were dead (4xx, 5xx, errors): a rewrite onto one is not taken, an alias of one is no duplicate. */
  const deadUrls = new Set<string>();
  /**
   * The URL the learned redirect rules send `url` to, when the crawl takes it: not onto a URL fetched dead
   * (the link may be alive as it is), and one the crawl may fetch (a crawled site, a page, no trap) — else the
   * link keeps its own URL. Asked as links are found and, for links queued before a rule, as they are popped.
   */
  const rewriteOf = (url: string) => {
    const rw = dust?.rewrite(url);
    return rw && !deadUrls.has(rw.url) && seeds.has(siteOf(rw.url)) && fetchable(rw.url) && !trapReason(rw.url, limits) ? rw : undefined;
  };
  const concurrency = Math.max(1, opts.concurrency ?? 1);
  const perHost = Math.max(1, opts.perHost ?? 1);
  const wApp = opts.apprenticeWeight ?? 0.35;
  const limits = opts.trapLimits ?? DEFAULT_TRAP_LIMITS;
  const useRobots = opts.robots !== false;

  mkdirSync(opts.out, { recursive: true });
  const dbPath = join(opts.out, 'frontier.sqlite');
  if (opts.resume && !existsSync(dbPath)) throw new CrawlError(`nothing to resume in ${opts.out} (no frontier.sqlite)`);
  if (!opts.resume && existsSync(dbPath)) throw new CrawlError(`${opts.out} already holds a crawl: pass --resume to continue it, or choose another --out`);
  const frontier = new SqliteFrontier(dbPath);
  const db = frontier.db;
  db.exec(`
    CREATE TABLE IF NOT EXISTS fetches (n INTEGER PRIMARY KEY, site TEXT NOT NULL, course INTEGER NOT NULL, line TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS courses (n INTEGER PRIMARY KEY, line TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS dropped (reason TEXT PRIMARY KEY, n INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS lessons (n INTEGER PRIMARY KEY, keys TEXT NOT NULL, target REAL NOT NULL);
    CREATE TABLE IF NOT EXISTS facts (n INTEGER PRIMARY KEY, fact TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS applied (url TEXT PRIMARY KEY, f REAL NOT NULL);
    CREATE TABLE IF NOT EXISTS walled (url TEXT PRIMARY KEY, wall TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS unwalled (url TEXT PRIMARY KEY);
    CREATE INDEX IF NOT EXISTS walled_wall ON walled(wall);`);
  const insFact = db.prepare('INSERT OR REPLACE INTO facts (n, fact) VALUES (?, ?)');
  const insApplied = db.prepare('INSERT OR REPLACE INTO applied (url, f) VALUES (?, ?)');
  const insFetch = db.prepare('INSERT INTO fetches (n, site, course, line) VALUES (?, ?, ?, ?)');
  const insCourse = db.prepare('INSERT INTO courses (n, line) VALUES (?, ?)');
  const courseLinesOf = db.prepare("SELECT n, line FROM courses WHERE json_extract(line, '$.url') = ?");
  const setCourseLine = db.prepare('UPDATE courses SET line = ? WHERE n = ?');
  /**
   * Pages taken for course homes that turned out a course database's entries (their family flipped as this
   * fetch was observed): their stored lines say so from now on, and courses.jsonl is rewritten when the crawl
   * ends (marked in the database: a crawl killed before its end rewrites it at the end of its --resume).
   */
  const relabel: string[] = [];
  const relabelEntry = (u: string) => {
    for (const r of courseLinesOf.all(u) as { n: number; line: string }[]) {
      const rec = JSON.parse(r.line) as { role?: string };
      // A notice among them (a short entry pointing to its course's site) is an entry too.
      if (rec.role !== 'home' && rec.role !== 'notice') continue;
      setCourseLine.run(JSON.stringify({ ...rec, role: 'entry' }), r.n);
      frontier.setMeta('relabelled', '1');
    }
  };
  /**
   * The course line of a taken frame (`frameOf`): written as its frameset's, the home of the course when the
   * frameset's URL and title read as one and no frame of it was written so before, or when this frame holds more
   * records than the one that was (a menu frame first, the main frame later); a frame listing courses is a list.
   */
  const framedLine = (rec: Record<string, unknown>, frame: string, frameTitle: string, fs: { set: string; title: string }, listing: boolean) => {
    if (listing) return { line: JSON.stringify({ ...rec, role: 'list' }) };
    const course = courseOf(frame);
    const title = fs.title.trim() || frameTitle;
    const line = { ...rec, page: fs.set, url: fs.set, title, frame, frameTitle };
    const records = (rec.records as unknown[] | undefined)?.length ?? 0;
    const before = (courseLinesOf.all(fs.set) as { n: number; line: string }[]).map((r) => ({ n: r.n, rec: JSON.parse(r.line) as Record<string, unknown> })).find((r) => r.rec.role === 'home');
    if (before) {
      if (((before.rec.records as unknown[] | undefined)?.length ?? 0) >= records) return { line: JSON.stringify({ ...rec, role: 'subpage', course: fs.set }) };
      const { frame: f, frameTitle: t, ...rest } = before.rec;
      const swap = () => {
        setCourseLine.run(JSON.stringify({ ...rest, page: f, url: f, title: t, role: 'subpage', course: fs.set }), before.n);
        frontier.setMeta('relabelled', '1');
      };
      return { line: JSON.stringify({ ...line, role: 'home' }), swap };
    }
    const home = !inCourseDir(fs.set) && !looksLikeSubpage(fs.set, title, true);
    return { line: JSON.stringify(home ? { ...line, role: 'home' } : { ...rec, role: 'subpage', ...(course ? { course } : {}) }) };
  };
  const insLesson = db.prepare('INSERT INTO lessons (keys, target) VALUES (?, ?)');
  const insDrop = db.prepare('INSERT INTO dropped (reason, n) VALUES (?, 1) ON CONFLICT(reason) DO UPDATE SET n = n + 1');
  /** A dropped link queued again (its wall fell or the crawl ran out of better links): no longer counted as dropped. */
  const undrop = db.prepare('UPDATE dropped SET n = n - 1 WHERE reason = ?');
  /** Links dropped behind a wall, by the wall's key: queued again if it falls. */
  const insWalled = db.prepare('INSERT OR REPLACE INTO walled (url, wall) VALUES (?, ?)');
  const behindWall = db.prepare('SELECT w.url AS url, u.score AS score FROM walled w JOIN urls u ON u.url = w.url WHERE w.wall = ? AND u.state = 3');
  const unwall = db.prepare('DELETE FROM walled WHERE wall = ?');
  /**
   * A wall defers its links, it does not give them up: once the best link left scores below one dropped behind
   * a wall, that one is queued again and fetched as any other (layout D: public ILIAS courses dropped behind
   * a login wall waited out 7,000 fetches of links scored 0.01–0.05 below their 0.12–0.17).
   */
  const walledRows = db.prepare('SELECT w.url AS url, u.score AS score, u.parent AS parent FROM walled w JOIN urls u ON u.url = w.url WHERE u.state = 3');
  const unwallOne = db.prepare('DELETE FROM walled WHERE url = ?');
  const insUnwalled = db.prepare('INSERT OR IGNORE INTO unwalled (url) VALUES (?)');
  /** Links queued again past their wall: not dropped by it again. */
  const unwalled = new Set((db.prepare('SELECT url FROM unwalled').raw().all() as [string][]).map(([u]) => u));
  let walledTop =
    (db.prepare('SELECT MAX(u.score) AS m FROM walled w JOIN urls u ON u.url = w.url WHERE u.state = 3').get() as { m: number | null }).m ?? -Infinity;
  /**
   * The walled links by worth, best last: worked out from every walled row at most once per WORTH_STALE
   * fetches, a link dropped since added at its worth then (a web with thousands of walled links must not
   * rescore them all at each revival; a worth that fell since is corrected by lazy demotion when it comes up).
   */
  let walledByWorth: { url: string; worth: number; f: number }[] | undefined;
  let worthAt = 0;
  const featsOf = db.prepare('SELECT feats FROM urls WHERE url = ?');

  const seeds = new Map<string, University & { site: string }>();
  for (const u of universities) {
    const c = canonicalUrl(u.url);
    if (!c) throw new CrawlError(`not an http(s) URL: ${u.url}`);
    seeds.set(siteOf(c), { ...u, url: c, site: siteOf(c) });
  }
  if (!seeds.size) throw new CrawlError('no universities to crawl');

  const critic = new Critic(opts.classifier, threshold);
  const subpageFactor = opts.subpageFactor ?? 0.4;
  /** Directories of accepted course pages: their subpages are the course's own, not new courses. */
  const courseDirs = new Set<string>();
  /**
   * Frames of a frameset in its directory → the frameset (URL, title). A frameset shows its frames as one page: a
   * course home built so (`<frameset>` of `menu.html` and `main.html`, common on 1997–2010 pages) holds no text of
   * its own, so the critic cannot take it, but a frame it shows can be taken; courses.jsonl then writes the
   * frameset, the URL its course is linked and known by, for the frame (layout F wrote `…/CS674/menu.html` as
   * the home of `…/CS674/`). Output only: the crawl reads the frame as it always did.
   */
  const frameOf = new Map<string, { set: string; title: string }>();
  /** Course homes found (fetched, taken, not a course's subpage). */
  const homeUrls = new Set<string>();
  /**
   * Accepted course pages addressed by a record number in their query (`moodle…/course/view.php?id=2422`), by
   * host, directory and parameter: another view of the record in that directory (`view.php?id=2422&section=10`,
   * `info.php?id=2422`) is the course's own page, as a subpage in its directory is — the directory itself holds
   * every course of the platform and is owned by none.
   */
  const courseRecords = new Set<string>();
  // (Most webs have no such course: their links are not parsed for records.)
  /**
   * Accepted course pages addressed by their query (`…/module/?code=CS-213&year=2009`), by host, path and sorted
   * query: a view of the record with one parameter more (`&tab=coursework`) is the course's own page.
   */
  const courseQueries = new Map<string, string>();
  const queryOwner = (u: string) => {
    if (!courseQueries.size || !u.includes('?')) return undefined;
    for (const k of queryViews(u)) if (courseQueries.has(k)) return courseQueries.get(k);
    return undefined;
  };
  const ownRecord = (u: string) => (courseRecords.size > 0 && recordKeys(u).some((k) => courseRecords.has(k))) || queryOwner(u) !== undefined;
  /**
   * The course page that first owned each course directory and record, and so the course a page inside them belongs
   * to (courses.jsonl's `course` on a subpage line: a course's lectures and assignments are often on its subpages).
   */
  const ownerOfDir = new Map<string, string>();
  const ownerOfRecord = new Map<string, string>();
  /** The course page owning `u` (the deepest owned directory above it, or its record), if any. */
  const courseOf = (u: string): string | undefined => {
    for (const d of ancestorDirs(u)) if (courseDirs.has(d) && !offeringUnder(u, d)) return ownerOfDir.get(d);
    for (const k of courseRecords.size ? recordKeys(u) : []) if (ownerOfRecord.has(k)) return ownerOfRecord.get(k);
    return queryOwner(u);
  };
  /** Whether `u` is another term's page below a grouping segment of the nearest course directory above it (see `offeringUnder`). */
  const groupedOffering = (u: string): boolean => {
    for (const d of ancestorDirs(u)) if (courseDirs.has(d)) return offeringUnder(u, d, true);
    return false;
  };
  /** An accepted course page owns its directories and, addressed by one record number only (not a section of one: `?id=2422&section=10`), its record. */
  const ownCourse = (u: string) => {
    // A course's own page owning a directory of its own (`…/cs378/hw/` below `…/cs378/`) keeps the course's owner.
    const owner = courseOf(u) ?? u;
    for (const d of ownedDirs(u).flatMap(schemeTwins)) {
      courseDirs.add(d);
      if (!ownerOfDir.has(d)) ownerOfDir.set(d, owner);
    }
    const q = queryKey(u);
    if (q && !courseQueries.has(q)) courseQueries.set(q, owner);
    const keys = recordKeys(u);
    if (keys.length === 1) {
      courseRecords.add(keys[0]);
      if (!ownerOfRecord.has(keys[0])) ownerOfRecord.set(keys[0], owner);
    }
  };
  /** Another term's offering right below a course page's directory is a course of its own (`offeringUnder`). */
  const inCourseDir = (u: string, dirs = ancestorDirs(u)) => dirs.some((d) => courseDirs.has(d) && !offeringUnder(u, d)) || ownRecord(u);
  /**
   * Directories of a software forge's pages (a repository, a build job): its issues, commits and builds are
   * damped as a course's subpages are; so are those of a wiki's course-like pages without records (a tutors'
   * wiki space `…/display/ALGO12019/`: its meeting notes and marking hints).
   */
  const forgeDirs = new Set<string>();
  /** Pages fetched already in another language (a fetched page declared them its translations): not fetched again. */
  const translations = new Set<string>();
  const damped = (u: string, dirs = ancestorDirs(u)) => inCourseDir(u, dirs) || dirs.some((d) => forgeDirs.has(d));
  const extractor = new CourseExtractor(opts.wrappers);
  const wPrior = opts.priorWeight ?? 0.5;
  /** Per directory and per link list: what their fetched pages and links turned out to be (yield.ts). */
  const dirYield = new DirectoryYield();
  const families = new CourseFamilies();
  const deadLinks = new DeadLinks();
  const fileTemplates = new FileTemplates();
  const deadTemplates = new DeadTemplates();
  /**
   * What a link's outcomes so far make of it, one factor wherever a link is scored (pushed, rescored, popped):
   * the worst of its directory's yield, its list's dead links of its shape, its template's files and its
   * template's dead links, times the
   * share of its walled shape that answered (its page `p`: the list; past redirects for the walls' per-directory counts).
   */
  const linkFactor = (u: string, p: string | undefined, dir = yieldDirOf(u), urlShape = linkShape(u)) =>
    strategy === 'focused'
      ? Math.min(dirYield.factor(dir), p ? deadLinks.factor(p, urlShape) : 1, fileTemplates.factor(u), deadTemplates.factor(u)) * (p ? walls.openFactor(u, () => origin(u, p).list) : 1)
      : 1;
  const hubBoost = opts.hubBoost ?? 0.4;
  /** Fetched URLs that answered a redirect, and pages judged course pages (a hub is neither). */
  const redirected = new Set<string>();
  /** Script URL shapes behind a login page or leading only to files (yield.ts). */
  const walls = new Walls();
  /**
   * Login forms (host and path) a redirect led to already: another redirect there is not followed, whatever its
   * query (an ILIAS answers each private course with `login.php?target=crs_N`: one more fetch each, the same form).
   */
  const loginForms = new Set<string>();
  const loginForm = (u: string) => {
    const x = new URL(u);
    return x.host + x.pathname;
  };
  /** Pages that were people lists. */
  const peopleLists = new Set<string>();
  const accepted = new Set<string>();
  /** Pages taken for a course's catalogue entry or a course database's entry. */
  const entries = new Set<string>();
  const getParent = db.prepare('SELECT parent FROM urls WHERE url = ?');
  const parentOf = (u: string) => (getParent.get(u) as { parent: string | null } | undefined)?.parent ?? undefined;
  /** The page holding the link that led to `u` and that link's URL, past redirects. */
  const origin = (u: string, parent = parentOf(u)) => {
    let link = u;
    let list = parent;
    for (let k = 0; list && redirected.has(list) && k < 5; k++) ((link = list), (list = parentOf(list)));
    return { list, link };
  };
  /** List credit (credit.ts): learns from the critic's verdicts, so only with feedback. */
  const credit = new ListCredit({
    db,
    hubBoost,
    learn: feedback,
    origin: (u) => origin(u),
    peopleList: (u) => peopleLists.has(u),
    accepted: (u) => accepted.has(u),
    inCourseDir: (u) => inCourseDir(u),
    entry: (u) => entries.has(u),
    teach: (keys, target) => teach(keys, target),
    factor: (u) => applied.get(u) ?? 1,
  });
  const listBonus = (p: string | undefined, u: string, t?: string, keys?: readonly string[]) => (p && strategy === 'focused' ? credit.bonus(p, u, t, keys) : 0);
  /**
   * The apprentice's measured reliability: for the last links fetched after it was trained, its prediction
   * (made before the outcome was known), the base score (offline model + prior) and whether the link led to a
   * course home. At each retraining its weight becomes `wApp` × how well it ranked those links relative to the
   * base score (AUC above chance, as a fraction of the base's; 1 when it ranks at least as well), so feedback
   * does not pull the crawl away from a prior that is doing better. Too few outcomes yet: full weight.
   */
  const judged: { a: number; b: number; y: boolean }[] = [];
  let wEff = wApp;
  const reliability = (): number => {
    const pos = judged.filter((j) => j.y);
    const neg = judged.filter((j) => !j.y);
    if (pos.length < 3 || neg.length < 3) return 1;
    const auc = (f: (j: { a: number; b: number }) => number) => {
      let s = 0;
      for (const p of pos) for (const n of neg) s += f(p) > f(n) ? 1 : f(p) === f(n) ? 0.5 : 0;
      return s / (pos.length * neg.length);
    };
    const a = auc((j) => j.a);
    const b = auc((j) => j.b);
    if (b <= 0.5) return a > 0.5 ? 1 : 0;
    return Math.max(0, Math.min(1, (a - 0.5) / (b - 0.5)));
  };
  /** The demotion factor already in each queued entry's score (lazy demotion at pop). */
  const applied = new Map<string, number>();
  /** Stored too (a resumed crawl must not demote a score twice); 1, the default, is not. */
  const setApplied = (u: string, f: number) => {
    if ((applied.get(u) ?? 1) === f) return;
    applied.set(u, f);
    insApplied.run(u, f);
  };
  let apprentice = new Apprentice({ batch: opts.batch ?? 25 });
  /** A lesson for the apprentice, stored in the fetch's transaction (a resumed crawl reads them back). */
  const teach = (keys: string[], target: number) => {
    apprentice.add({ keys, target });
    insLesson.run(JSON.stringify(keys), target);
  };
  /** The critic's verdict taught for each fetched page (and for a redirect, its target's), by URL. */
  const verdicts = new Map<string, { target: number; taught: number }>();
  const knownLessons = opts.knownLessons ?? 3;
  /**
   * Seed 002's (u, v) instances: a page u fetched later that links a page v already judged is a lesson too,
   * not only the link v was queued from (§2.1: "any page u fetched before the current batch links to some
   * page v in the batch"). At most `knownLessons` per v: a menu repeated on every page would otherwise
   * teach the same link thousands of times.
   */
  const teachKnown = (l: LinkInstance, from: string): boolean => {
    if (!feedback || knownLessons <= 0 || from === l.url) return false;
    const v = verdicts.get(l.url);
    if (!v || v.taught >= knownLessons) return false;
    v.taught++;
    teach(l.keys.filter((k) => !k.startsWith('t:')), v.target);
    return true;
  };

  // Counters, rebuilt from the database on resume.
  let fetches = (db.prepare('SELECT COALESCE(MAX(n), 0) AS n FROM fetches').get() as { n: number }).n;
  const siteFetches = new Map<string, number>();
  for (const r of db.prepare('SELECT site, COUNT(*) AS c FROM fetches GROUP BY site').all() as { site: string; c: number }[]) siteFetches.set(r.site, r.c);
  let courses = (db.prepare('SELECT COUNT(*) AS c FROM courses').get() as { c: number }).c;

  /**
   * What shapes the crawl's order: a resumed crawl goes on exactly as one that never stopped only with these
   * unchanged (the budgets, concurrency and politeness may change). The scorer counts by a digest of its file.
   */
  const settings: Record<string, unknown> = {
    strategy,
    feedback,
    maxDepth,
    redirectRules: dust !== null,
    courseThreshold: threshold,
    batch: opts.batch ?? 25,
    knownLessons,
    apprenticeWeight: wApp,
    subpageFactor,
    hubBoost,
    priorWeight: wPrior,
    robots: useRobots,
    trapLimits: limits,
    model: opts.scorer ? createHash('sha1').update(JSON.stringify(opts.scorer.toJSON())).digest('hex').slice(0, 16) : 'none',
  };
  if (opts.resume) {
    const changed = settingsChanged(JSON.parse(frontier.getMeta('options') ?? '{}') as Record<string, unknown>, settings);
    if (changed.length) {
      frontier.close();
      throw new CrawlError(`--resume with other settings than the crawl in ${opts.out} started with (${changed.join('; ')}): use the same options, or start a new --out`);
    }
    frontier.setMeta('options', JSON.stringify({ ...settings, maxPages: opts.maxPages, perSite }));
    const saved = frontier.getMeta('apprentice');
    // The lessons so far (before a first retraining too), and the model of the last retraining.
    const lessons = (db.prepare('SELECT keys, target FROM lessons ORDER BY n').all() as { keys: string; target: number }[]).map((r) => ({ keys: JSON.parse(r.keys) as string[], target: r.target }));
    const model = saved ? (JSON.parse(saved) as Parameters<typeof Apprentice.fromJSON>[0] & { wEff?: number }) : { weights: [], bias: 0, rounds: 0 };
    apprentice = Apprentice.fromJSON(model, { batch: opts.batch ?? 25 }, lessons.length ? lessons : undefined);
    if (model.wEff !== undefined) wEff = model.wEff;
    for (const r of db.prepare('SELECT url, f FROM applied').all() as { url: string; f: number }[]) applied.set(r.url, r.f);
    const skips = frontier.getMeta('walls');
    if (skips) walls.restoreSkips(JSON.parse(skips) as Record<string, number>);
    const interrupted = frontier.resume();
    frontier.tx(() => {
      for (const e of interrupted) {
        const n = ++fetches;
        siteFetches.set(e.site, (siteFetches.get(e.site) ?? 0) + 1);
        const line: FetchLogLine = { n, url: e.url, status: 0, depth: e.depth, score: round(e.score), prob: null, ms: 0, site: e.site, interrupted: true };
        insFetch.run(n, e.site, 0, JSON.stringify(line));
      }
    });
    log(`resuming: ${fetches} fetches done, ${courses} course pages, ${frontier.queued()} queued${interrupted.length ? `, ${interrupted.length} interrupted fetch(es) not repeated` : ''}`);
  } else {
    frontier.setMeta('options', JSON.stringify({ ...settings, maxPages: opts.maxPages, perSite }));
    frontier.tx(() => {
      for (const s of seeds.values())
        frontier.push({ url: s.url, site: s.site, host: hostOf(s.url), depth: 0, score: 2, base: 2, hops: 0 });
    });
  }
  const logFd = reconcile(join(opts.out, FETCH_LOG), db.prepare('SELECT line FROM fetches ORDER BY n').raw());
  /** The course lines in fetch order: what courses.jsonl holds (caught up on --resume, rewritten after re-labelling). */
  const courseLines = db.prepare('SELECT line FROM courses ORDER BY n').raw();
  const courseFd = reconcile(join(opts.out, COURSES), courseLines);

  const hosts = new Map<string, HostState>();
  const hostState = (h: string): HostState => {
    let s = hosts.get(h);
    if (!s) hosts.set(h, (s = { busy: 0, next: 0, delay: opts.delayMs ?? 0 }));
    return s;
  };
  const ready = (h: string) => {
    const s = hostState(h);
    return s.busy < perHost && Date.now() >= s.next;
  };
  const drop = (reason: string) => insDrop.run(reason);

  let renderer: Renderer | undefined;
  let rendererTried = false;
  const getRenderer = async () => {
    if (!rendererTried && opts.renderer) {
      rendererTried = true;
      try {
        renderer = await opts.renderer();
      } catch (e) {
        log(`rendering off (static trees are extracted): ${(e as Error).message.split('\n')[0]}`);
      }
    }
    return renderer;
  };

  /**
   * Benchmarks only (CRAWL_SCORE_JITTER=seed[:amount], default amount 0.04): every link's base score times 1 ± amount/2,
   * fixed per URL and seed. A focused crawl's order is chaotic — one page fetched 13 places earlier moved a
   * rehearsal web's harvest@2N from 0.42 to 0.33 — so a change is judged over several jittered runs, not one.
   */
  const jitter = (() => {
    const v = globalThis.process.env.CRAWL_SCORE_JITTER;
    if (!v) return undefined;
    const [seed, amount] = v.split(':');
    return { seed, amount: amount ? Number(amount) : 0.04 };
  })();
  /** Score new links: the shipped model (or URL/anchor cues without one), mixed with the apprentice. */
  const scoreLinks = (links: LinkInstance[], ctx?: PriorContext): { base: number; score: number }[] => {
    if (strategy === 'bfs') return links.map(() => ({ base: 0, score: 0 }));
    const learned = opts.scorer ? opts.scorer.predict(links) : links.map((l) => cueScore(l.keys));
    const base = ctx && wPrior > 0 ? learned.map((b, i) => (1 - wPrior) * b + wPrior * linkPrior(links[i], ctx)) : learned;
    if (jitter) for (let i = 0; i < base.length; i++) base[i] *= 1 + jitter.amount * (jitterOf(links[i].url, jitter.seed) - 0.5);
    return links.map((l, i) => ({ base: base[i], score: mix(base[i], l.keys) }));
  };
  const mix = (base: number, keys: string[]) => (feedback && apprentice.trained && wEff > 0 ? (1 - wEff) * base + wEff * apprentice.predict(keys) : base);

  /**
   * What a rescore derives from a queued URL and its stored features, kept for the URLs of the last rescore:
   * the best queued links stay near the top from one retraining to the next, and parsing their features'
   * JSON and their URLs again each time was a third of a feedback crawl's CPU.
   */
  interface RescoreMemo {
    feats: string;
    keys: string[];
    dir: string;
    dirs: string[];
    shape: string;
    template: string;
  }
  let rescoreMemo = new Map<string, RescoreMemo>();
  /** After the apprentice retrains: rescore the best queued links with it (their features are stored). */
  const rescore = () => {
    const top = frontier.peek(1000);
    const memo = new Map<string, RescoreMemo>();
    frontier.tx(() => {
      for (const e of top) {
        if (!e.feats || e.depth === 0) continue;
        let m = rescoreMemo.get(e.url);
        if (!m || m.feats !== e.feats) {
          const u = e.url;
          m = { feats: e.feats, keys: (JSON.parse(e.feats) as { k: string[] }).k, dir: yieldDirOf(u), dirs: ancestorDirs(u), shape: linkShape(u), template: urlTemplate(u) };
        }
        memo.set(e.url, m);
        const df = linkFactor(e.url, e.parent, m.dir, m.shape);
        setApplied(e.url, df);
        // The same factors as at push time: a course's own subpages stay damped.
        const sub = damped(e.url, m.dirs) ? subpageFactor : 1;
        // A redirect's target keeps the +1 it was queued with (it is the page the link meant: fetch it next).
        frontier.setScore(e.url, (mix(e.base, m.keys) * sub + listBonus(e.parent, e.url, m.template, m.keys)) * df + (e.hops > 0 ? 1 : 0));
      }
    });
    rescoreMemo = memo;
  };

  const writeLine = (fd: number, line: string) => writeSync(fd, line + '\n');

  const record = (e: FrontierEntry, res: FetchResult | undefined, extra: Partial<FetchLogLine>, course: boolean, courseLine?: string) => {
    const n = ++fetches;
    siteFetches.set(e.site, (siteFetches.get(e.site) ?? 0) + 1);
    const line: FetchLogLine = {
      n,
      url: e.url,
      status: res?.status ?? 0,
      depth: e.depth,
      score: round(e.score),
      prob: null,
      ms: res?.ms ?? 0,
      site: e.site,
      ...(e.parent ? { from: e.parent } : {}),
      ...extra,
    };
    if (res?.location) line.redirect = res.location;
    if (res?.skipped) line.skipped = res.skipped;
    if (res?.error) line.error = res.error;
    const text = JSON.stringify(line);
    insFetch.run(n, e.site, course ? 1 : 0, text);
    if (courseLine) {
      courses++;
      insCourse.run(n, courseLine);
    }
    return text;
  };

  /** robots.txt of a host, once (live mode: a counted fetch; replay: only if the WARC has one). */
  const loadRobots = async (e: FrontierEntry) => {
    const hs = hostState(e.host);
    if (hs.robots || !useRobots) return;
    hs.robotsLoading ??= (async () => {
      const origin = new URL(e.url).origin;
      const robotsUrl = `${origin}/robots.txt`;
      // A resumed crawl reads robots.txt from the database: it was fetched (and counted) before the kill.
      const saved = frontier.getMeta(`robots:${origin}`);
      const res = saved === undefined ? await opts.fetcher.fetch(robotsUrl) : undefined;
      const body = saved ?? (res?.status === 200 ? res.body.toString('utf8') : '');
      const robots = robotsParser(robotsUrl, body);
      hs.robots = robots;
      const cd = robots.getCrawlDelay(USER_AGENT);
      // A replay contacts no host: a recorded Crawl-delay (Drupal's default robots.txt says 10) would only
      // stretch a 20,000-fetch replay over days.
      if (cd && opts.replay) log(`${e.host}: robots.txt Crawl-delay ${cd} s not applied to a replay`);
      else if (cd) hs.delay = Math.max(hs.delay, Math.min(10_000, cd * 1000));
      if (!res) return;
      if (!opts.replay || res.status === 200) {
        const entry: FrontierEntry = { url: robotsUrl, site: e.site, host: e.host, depth: e.depth, score: 0, base: 0, hops: 0 };
        const text = frontier.tx(() => {
          frontier.setMeta(`robots:${origin}`, body);
          return record(entry, res, { kind: 'robots' }, false);
        });
        writeLine(logFd, text);
      }
      // Sitemaps of a seed host: their URLs enter the frontier scored on URL features alone.
      if (seeds.get(e.site)?.url && hostOf(seeds.get(e.site)!.url) === e.host)
        for (const sm of robots.getSitemaps().slice(0, 2)) await loadSitemap(sm, e);
    })();
    await hs.robotsLoading;
  };

  const xml = new XMLParser({ ignoreAttributes: true });
  const loadSitemap = async (url: string, e: FrontierEntry) => {
    const c = canonicalUrl(url);
    if (!c || fetches >= opts.maxPages) return;
    const res = await opts.fetcher.fetch(c);
    const entry: FrontierEntry = { url: c, site: e.site, host: hostOf(c), depth: 1, score: 0, base: 0, hops: 0 };
    let locs: string[] = [];
    if (res.status === 200) {
      try {
        const doc = xml.parse(res.body.toString('utf8')) as Record<string, unknown>;
        const list = (x: unknown) => (Array.isArray(x) ? x : x ? [x] : []) as { loc?: string }[];
        const urlset = doc.urlset as { url?: unknown } | undefined;
        const index = doc.sitemapindex as { sitemap?: unknown } | undefined;
        locs = list(urlset?.url).map((u) => u.loc ?? '').concat(list(index?.sitemap).map((u) => u.loc ?? ''));
      } catch {
        /* a malformed sitemap adds nothing */
      }
    }
    const links: LinkInstance[] = [];
    for (const l of locs.slice(0, 5000)) {
      const u = typeof l === 'string' && canonicalUrl(l);
      if (!u || siteOf(u) !== e.site) continue;
      const keys = new Set<string>(['a:<empty>']);
      urlFeatureKeys(u, keys);
      links.push({ url: u, anchor: '', keys: [...keys], num: [0, 1, 0, 0, hostOf(u) === e.host ? 1 : 0] });
    }
    const text = frontier.tx(() => {
      pushLinks(links, { ...entry, depth: 0 });
      return record(entry, res, { kind: 'sitemap' }, false);
    });
    writeLine(logFd, text);
  };

  const pushLinks = (found: LinkInstance[], from: FrontierEntry, ctx?: PriorContext, fact?: Fact) => {
    // Each link under the URL the site would redirect it to, by the rules learned so far (dust.ts).
    const rewrites = new Map<LinkInstance, string>();
    const links = !dust
      ? found
      : found.map((l) => {
          const rw = rewriteOf(l.url);
          if (!rw) return l;
          // Onto a URL queued from another link: the link's own URL is kept with it, fetched if the rule was
          // wrong there (WebKB Cornell: `Fall-96/` → `Current/` held for course pages, and sent the term's
          // course list onto the home page's dead `Current/courses.html`). When it keeps one already, the
          // link stays as it is.
          if (frontier.stateOf(rw.url) === QUEUED && !frontier.keepAlt(rw.url, l.url)) return l;
          const out = { ...l, url: rw.url };
          rewrites.set(out, JSON.stringify({ o: l.url, r: rw.rules }));
          return out;
        });
    /** Per link kept: already queued (else never seen). */
    const queued: boolean[] = [];
    const ok = links.filter((l) => {
      const site = siteOf(l.url);
      if (!seeds.has(site)) return false;
      if (!fetchable(l.url)) return (drop('extension'), false);
      const trap = trapReason(l.url, limits);
      if (trap) return (drop(`trap:${trap}`), false);
      if (from.depth + 1 > maxDepth) return (drop('depth'), false);
      // A URL fetched, in flight or dropped already cannot be raised: not worth scoring again (a modern
      // site's menu repeats on every page; the forest costs ≈ 0.1 ms a link).
      const state = frontier.stateOf(l.url);
      if (state !== undefined && state !== QUEUED) {
        if (state === DONE && fact && teachKnown(l, from.url)) (fact.k ??= []).push(l.url);
        return false;
      }
      queued.push(state === QUEUED);
      return true;
    });
    // A link to an alias of a known URL (`dir` vs `dir/`) is not queued twice, but a better link to it raises the queued one.
    // A link naming the directory's index file (`/x/index.html`) where the bare directory (`/x`, `/x/`) was
    // fetched dead is not that page again: an archive holds a page under the form its crawler found (WebKB:
    // `suzy/cs304p` a 404, `suzy/cs304p/index.html` a course). Host twins and slash forms of a dead URL are
    // as dead (none was alive in 700-fetch WebKB crawls of both webs), so they stay duplicates.
    const alias = ok.map((l, i) => !queued[i] && frontier.knownAlias(l.url, INDEX_FILE.test(l.url) ? (form) => deadUrls.has(form) && !INDEX_FILE.test(form) : undefined));
    const scores = scoreLinks(ok, ctx);
    if (strategy === 'focused')
      ok.forEach((l, i) => {
        if (damped(l.url)) scores[i] = { base: scores[i].base * subpageFactor, score: scores[i].score * subpageFactor };
        const df = linkFactor(l.url, from.url);
        if (df < 1) scores[i] = { base: scores[i].base, score: scores[i].score * df };
        if (!queued[i] && !alias[i]) setApplied(l.url, df);
      });
    ok.forEach((l, i) => {
      // A page that forwards by meta refresh is a redirect in HTML: its target is fetched next, as a redirect's is.
      if (l.refresh && strategy === 'focused') scores[i] = { base: scores[i].base, score: Math.max(scores[i].score, from.score + 1) };
      if (alias[i]) drop('alias');
      (alias[i] ? frontier.raiseAlias.bind(frontier) : frontier.push.bind(frontier))({
        url: l.url,
        site: siteOf(l.url),
        host: hostOf(l.url),
        depth: from.depth + 1,
        score: scores[i].score,
        base: scores[i].base,
        hops: 0,
        parent: from.url,
        feats: feedback ? JSON.stringify({ k: l.keys.filter((k) => !k.startsWith('t:')) }) : undefined,
        dust: rewrites.get(l),
      });
    });
  };

  /**
   * The first URL that brought each page body (its digest): a CMS answering one article under two addresses (SPIP's
   * `spip.php?article258` and `spip.php?page=article&id_article=258`), a directory and its `index.html` served alike.
   * The later URL's page is the same course page, not another one to write (layout K: 8 false homes so).
   */
  const bodies = new Map<string, string>();
  /** Written course homes by site, title and text: a page under a second address whose bytes differ a little (neardup.ts). */
  const nearHomes = new NearDuplicates();
  /**
   * Update the crawl's own state — course directories, list credit, directory and link-list statistics,
   * the apprentice's reliability window and verdicts — from one fetch's fact. The same code runs live (with
   * `between` pushing the page's links at the point the live order needs) and when --resume replays the
   * stored facts (no `between`: the frontier and the lessons are in the database already), so a resumed
   * crawl goes on exactly as one that was never stopped.
   */
  const observe = (f: Fact, between?: () => void) => {
    const replay = between === undefined;
    if (f.dg && !bodies.has(f.dg)) bodies.set(f.dg, f.u);
    if (f.nd) nearHomes.add(f.nd[0], f.u, sketchFromString(f.nd[1]));
    const is3xx = f.s >= 300 && f.s < 400;
    if (f.rl) dust?.observe(f.u, f.rl);
    const alive = f.s >= 200 && f.s < 400;
    const dead = f.s >= 400 || f.s === 0;
    // A page (judged by the critic), or a wall: an error, a file, or a redirect to a login page or to a URL
    // not followed (a file, another site). A redirect to a page is neither.
    const login = is3xx && !!f.rl && Walls.isLogin(f.rl);
    if (login) loginForms.add(loginForm(f.rl!));
    if (!is3xx || !f.rl || login) {
      const walled = !(f.s >= 200 && f.s < 300 && f.p !== undefined);
      // Which page linked it, past redirects: one list of private courses does not wall off a shape.
      walls.fetched(f.u, walled, f.pa ? origin(f.u, f.pa).list : undefined, login, f.sc);
    }
    if (dead) deadUrls.add(f.u);
    deadTemplates.fetched(f.u, dead);
    // A page judged or a file: what its template answers (a redirect's target counts under its own URL).
    if (f.s >= 200 && f.s < 300 && (f.fi || f.p !== undefined)) fileTemplates.fetched(f.u, f.fi === 1);
    if (dust && f.s >= 200 && f.s < 300 && !f.dw) dust.served(f.u);
    if (f.dw) dust?.outcome(f.dw.r, alive);
    // A rewritten URL that is dead says nothing of the link: its own URL is fetched next and counts instead.
    if (f.dw && !alive) {
      if (between) between();
      return;
    }
    const home = f.h === 1 && f.sp !== 1;
    if (home) for (const u of schemeTwins(f.u)) homeUrls.add(u);
    if (f.c && !f.l) ownCourse(f.u);
    if (f.fg || f.wk) for (const d of schemeTwins(dirOf(f.u))) forgeDirs.add(d);
    for (const t of f.lt ?? []) translations.add(t);
    for (const u of f.fs?.f ?? []) if (!frameOf.has(u)) frameOf.set(u, { set: f.u, title: f.fs!.t });
    if (f.c) accepted.add(f.u);
    if (f.ce) entries.add(f.u);
    // A family just found to be a course database: its homes so far are entries, and the links that led to
    // them are taught so (live; a resumed crawl has those lessons stored); their list credit is taken back below.
    if (f.fw) families.wrote(f.fw, f.u);
    const flipped = f.fy ? families.home(f.fy[0], f.fy[1] === 1, f.u) : [];
    // Pages of the family only written as homes are its entries too; they were never taught or credited as homes.
    for (const u of flipped.length ? [...families.takeWritten(), ...flipped] : []) {
      entries.add(u);
      if (!replay) relabel.push(u);
    }
    for (const u of flipped) {
      const v = verdicts.get(u);
      if (v) v.target = Math.min(v.target, 0.1);
      if (feedback && !replay) {
        const row = featsOf.get(u) as { feats: string | null } | undefined;
        if (row?.feats) teach((JSON.parse(row.feats) as { k: string[] }).k, 0.1);
      }
    }
    if (is3xx) redirected.add(f.u);
    if (strategy === 'focused' && !f.rt) credit.fetched(f.u, replay);
    if (home && strategy === 'focused' && hubBoost > 0) credit.courseHome(f.u, replay);
    if (f.eh && strategy === 'focused' && hubBoost > 0) credit.linkedHome(f.u, replay);
    if (strategy === 'focused') for (const u of flipped) credit.retract(u, replay);
    // Before the page itself is counted below: the page that flipped its family keeps its own hit, and so its
    // shelf stays alive — a registrar's entries link their courses' sites (retracting that hit too demoted the
    // shelf at once; E's feedback 90 % mark moved from ≈ 820 to ≈ 1,360 fetches).
    for (const u of flipped) dirYield.retractHome(yieldDirOf(u));
    if ((home || f.ce) && f.pa) {
      // The directory of the page that linked a course home is not dead (a course list, a people list there).
      // Nor is one whose page linked a course's catalogue entry (a teacher's profile linking her courses'):
      // only the apprentice is not taught that entries are courses. But an entry linking another entry is a
      // database's shelves linking each other (a society's CS and EE course surveys kept each other alive).
      const p = origin(f.u, f.pa).list;
      if (p && p !== f.u && (home || !entries.has(p))) dirYield.linkedHome(yieldDirOf(p), yieldDirOf(f.u));
    }
    if (!f.rt && !is3xx) {
      const p = f.p ?? null;
      // A list of people or of courses is not a miss: it is where hubs and courses are found.
      // A person's page reached from a people list is a hub still unexplored (profile → homepage → teaching):
      // not counted against its directory. A dead one is a miss as before.
      const { list: from, link } = origin(f.u, f.pa);
      const person = p !== null && from !== undefined && peopleLists.has(from);
      if (f.pe) peopleLists.add(f.u);
      dirYield.page(yieldDirOf(f.u), { home: f.h === 1, judged: p !== null && !person, miss: (p === null || p < 0.3 || f.ca === 1 || (f.ce === 1 && !f.eh)) && !f.pe && !f.sl && !person });
      // Counted for the page that holds the link, past redirects (a list's redirected links are alive).
      if (from) deadLinks.record(from, linkShape(link), dead);
    }
    if (between) between();
    else for (const u of f.k ?? []) verdicts.get(u)!.taught++;
    if (f.j) {
      judged.push({ a: f.j[0], b: f.j[1], y: f.j[2] === 1 });
      if (judged.length > 400) judged.shift();
    }
    if (f.t !== undefined) {
      verdicts.set(f.u, { target: f.t, taught: 0 });
      if (f.ho && f.pa) verdicts.set(f.pa, { target: f.t, taught: 0 });
    }
  };

  /** Process one fetch result; returns the lines to append after the commit. */
  const process = async (e: FrontierEntry, res: FetchResult) => {
    let prob: number | null = null;
    let courseLine: string | undefined;
    let courseRec: Record<string, unknown> | undefined;
    let links: LinkInstance[] = [];
    let redirectTo: string | undefined;
    /** A redirect to a login form reached already, not followed (still a login redirect to the walls). */
    let loginTo: string | undefined;
    let home = false;
    /** Written to courses.jsonl as a course's home (which `home`, what the crawl learns, may not be). */
    let written = false;
    let listing = false;
    let family = '';
    let material = false;
    let entry = false;
    let ctx: PriorContext | undefined;
    let capped = false;
    let catalogEntry = false;
    let forge = false;
    let wikiCapped = false;
    let twins: string[] = [];
    let frames: Fact['fs'];
    /** Run with this fetch's own line: the frame written for its frameset before is its subpage now. */
    let swapFrame: (() => void) | undefined;
    let digest: string | undefined;
    let duplicateOf: string | undefined;
    let nearSketch: [string, string] | undefined;
    /** Taken with no record (then, once its links are read: no material link and little text of its own, see `isNotice`). */
    let notice = false;
    /** A 200 answer that is not HTML. */
    let file = false;
    if (res.status >= 300 && res.status < 400 && res.location) {
      const c = canonicalUrl(res.location);
      if (!c) drop('redirect:not-http');
      else if (e.hops + 1 > maxRedirects) drop('redirect:too-many');
      else if (!seeds.has(siteOf(c))) drop('redirect:off-site');
      // A redirect's target passes the filters a link does (Moodle's resource links redirect to their PDFs).
      else if (!fetchable(c)) drop('redirect:extension');
      else if (loginForms.has(loginForm(c)) && Walls.isLogin(c)) {
        drop('redirect:login');
        loginTo = c;
      } else {
        const trap = trapReason(c, limits);
        if (trap) drop(`redirect:trap:${trap}`);
        else redirectTo = c;
      }
    } else if (res.status === 200 && !res.skipped && isHtmlType(res.headers['content-type'], res.body)) {
      digest = createHash('sha1').update(res.body).digest('base64').slice(0, 16);
      const first = bodies.get(digest);
      if (first !== undefined && first !== e.url) duplicateOf = first;
      let tree: PageTree | undefined;
      try {
        tree = staticTree(loadedFromBytes(e.url, res.body, res.headers, res.status));
      } catch {
        drop('unparsable');
      }
      if (tree) {
        const verdict = critic.judge(tree);
        prob = verdict.prob;
        capped = verdict.cap < 1;
        catalogEntry = verdict.catalogEntry === true;
        // One more entry of a course database: not a course's page, nor taught as one. Its links are scored as
        // a course home's are (an entry links its course's site; as a plain page's, its links to the
        // schedule's and the surveys' entries came first and the homes 300 fetches later on layout E).
        family = familyKey(e.url, tree.title);
        // A schedule of classes' entry (`CS 4700 … | Class Roster`) is one from the first: its system names itself
        // (layout F: each term's roster, a family of its own, cost 8 entries to learn, 200 of the first 590 fetches).
        entry = prob >= threshold && (families.isDatabase(family) || isClassSchedulePage(tree));
        forge = verdict.forge === true;
        twins = translationsOf(tree, e.url);
        // Taken for a course page; a database's entry is taken too but not extracted (nor rendered).
        let taken = false;
        if (entry) {
          prob = critic.withYield(verdict, 0);
          taken = prob >= threshold;
        } else if (prob >= threshold && opts.extract !== false) {
          let xtree = tree;
          const r = await getRenderer();
          if (r) {
            try {
              xtree = await r.render(loadedFromBytes(e.url, res.body, res.headers, res.status), { labels: false });
            } catch {
              xtree = tree;
            }
          }
          let ex: PageResult;
          try {
            ex = await extractor.extract(xtree, e.url);
          } catch (err) {
            ex = { page: e.url, url: e.url, records: [], error: (err as Error).message };
          }
          // A wiki's page is taken only on records written: its setup and account pages list their items under
          // headings the gate types (layout E: 94 `Class_accounts/cs114` pages taken at 0.99 otherwise).
          // A course site's front page that lists nothing itself but links its own material pages (`Problem sets`,
          // `Syllabus`, `Tutorials` below its directory) yields a record per OWN_MATERIAL of them (layout I: eight Hugo
          // homes whose only list is their announcements fell 0.05 short; layout G: guest Moodle courses linking 31
          // resources, 0.002 short as one record).
          const found = verdict.wiki ? ex.records.length : extractor.yieldOf(xtree, ex) || materialYield(ownMaterial(tree, e.url));
          prob = critic.withYield(verdict, found);
          wikiCapped = critic.wikiWithoutRecords(verdict, found);
          notice = found === 0;
          if (prob >= threshold) {
            courseRec = { ...ex, page: e.url, url: e.url, site: e.site, n: fetches + 1, prob: round(prob), title: tree.title };
            taken = true;
          }
        }
        links = extractLinks(tree, prob, e.depth + 1);
        notice = notice && isNotice(tree, e.url, links);
        // A language switcher's links: the page itself with another `lang=` (layout J: 1,100 of 5,000 fetches).
        for (const l of links) if (!l.refresh && isLanguageVariant(l.url, e.url)) twins.push(l.url);
        // A page listing several course numbers is a course list (a term's courses), not one course's home. So is
        // one linking two terms' offerings below it, unless it is a course page with pages of its own there (this
        // year's module page above its past years); a staff member's teaching page listing her sections stays a list.
        // A page titled by one course and linking its own material (slides, TD sheets) is that course's, whatever
        // other courses a sidebar names (SPIP's `Dans la même rubrique`); a catalogue's entry naming its prerequisites is no such page.
        listing = (otherCourseNumbers(links, e.url, tree.title) >= 4 && !(namesOneCourse(tree.title) && materialLinks(links, e.url) >= TITLED_MATERIAL)) || namesCourseList(tree.title) || (offeringsBelow(links, e.url) >= 2 && !(taken && ownPagesBelow(links, e.url) >= 2));
        const own = !listing && !inCourseDir(e.url);
        const homeLike = own && !looksLikeSubpage(e.url, tree.title);
        // courses.jsonl reads the page as `looksLikeSubpage(…, true)` does: a course named by its topics
        // (`CSE 390: Special Topics in Computing`) or titled `Syllabus` at a URL named after it is written as a home,
        // a course's numbered item (`…/proj/proj2/`) as a subpage. The crawl does not learn them so: taught as a
        // target (or counted in its family, its directory), a topics course's subpage word lifted other courses'
        // `Topics` pages (B feedback harvest@2N 0.277 → 0.246–0.253, E 90 % 797 → 863–951 on one seed).
        home = taken && homeLike;
        // As written, a term's page one level below a grouping segment of a course's directory is an offering of its own.
        written = taken && (own || (!listing && groupedOffering(e.url))) && !looksLikeSubpage(e.url, tree.title, true) && !notice;
        if (home && !entry) material = materialLinks(links, e.url) > 0;
        // A home to write that is an earlier home under another address, but for a footer or its self-links.
        if (written && !listing && !duplicateOf) {
          const key = nearKey(siteOf(e.url), tree.title);
          if (key) {
            const sketch = sketchOf(textOf(bodyOf(tree)));
            const near = nearHomes.find(key, sketch);
            if (near !== undefined && near !== e.url) duplicateOf = near;
            else nearSketch = [key, sketchToString(sketch)];
          }
        }
        // What the page is to its course: its home, one of its pages, or a list of courses.
        const frameset = courseRec ? frameOf.get(e.url) : undefined;
        if (courseRec && frameset) ({ line: courseLine, swap: swapFrame } = framedLine(courseRec, e.url, tree.title, frameset, listing));
        else if (courseRec) {
          const canonical = listing ? undefined : reorderedViewOf(tree, e.url);
          const role = listing ? 'list' : written && !canonical ? 'home' : notice ? 'notice' : 'subpage';
          const course = canonical ?? (role === 'subpage' ? courseOf(e.url) : undefined);
          courseLine = JSON.stringify({ ...courseRec, role, ...(course ? { course } : {}) });
        }
        if (!taken) frames = framesIn(tree, e.url);
        // A wiki's course-like page without records is not taken, but its links are a course page's: its own
        // space's pages are its subpages, a link out of it may be the course's home.
        const srcCourse = taken || wikiCapped || inCourseDir(e.url);
        // A people list by its title and URL, in both modes (the anchor that led here was read only with
        // feedback, where link features are stored, so the frozen crawl differed beyond its learning).
        const srcPeople = srcCourse || e.depth === 0 ? undefined : peopleListKind(tree.title, e.url);
        ctx = { srcCourseHome: home || (wikiCapped && homeLike), srcCourse, srcDir: dirOf(e.url), srcListing: listing || codeAnchorCount(links) >= 4, srcUrl: e.url, srcPeople };
      }
    } else if (res.status === 200 && isHtmlType(res.headers['content-type'], res.body) === false) {
      drop('binary-or-type');
      file = true;
    }
    let retrained = false;
    const subpage = inCourseDir(e.url);
    const is3xx = res.status >= 300 && res.status < 400;
    const fact: Fact = { u: e.url, s: res.status, sc: Math.round(e.score * 1e4) / 1e4 };
    if (e.parent) fact.pa = e.parent;
    if (e.hops) fact.ho = e.hops;
    if (redirectTo) (fact.rt = 1), (fact.rl = redirectTo);
    else if (loginTo) fact.rl = loginTo;
    const rewritten = e.dust ? (JSON.parse(e.dust) as { o: string; r: string[] }) : undefined;
    if (rewritten) fact.dw = rewritten;
    if (file) fact.fi = 1;
    if (courseLine) fact.c = 1;
    if (listing) fact.l = 1;
    if (digest) fact.dg = digest;
    if (nearSketch) fact.nd = nearSketch;
    // A duplicate is judged and learnt from as the page it is; only a course's home is not written twice (a
    // subpage kept unchanged from one offering to the next is the next offering's page too).
    const outLine = duplicateOf && written && !listing ? undefined : courseLine;
    if (!outLine) swapFrame = undefined;
    // A database's entry is taken but is not a course home to the crawl's own counts.
    const ownHome = home && !entry;
    if (ownHome) fact.h = 1;
    if (subpage) fact.sp = 1;
    if (prob !== null) fact.p = prob;
    if (capped) fact.ca = 1;
    if (forge) fact.fg = 1;
    if (wikiCapped) fact.wk = 1;
    if (twins.length) fact.lt = twins;
    if (frames) fact.fs = frames;
    if (ctx?.srcPeople) fact.pe = 1;
    if (ownHome) fact.fy = [family, material ? 1 : 0];
    else if (written && !entry) fact.fw = family;
    if (catalogEntry || entry) fact.ce = 1;
    // An entry is a miss to its shelf, but not one linking a course home, even one found before by another way: the
    // shelf links course sites (layout E seed 3: the schedule's first entries linked homes found already, their shelf
    // was demoted after 3 misses, and the 200 entries linking homes found nowhere else waited 1,000 fetches).
    if (entry && links.some((l) => homeUrls.has(l.url) && dirOf(l.url) !== dirOf(e.url))) fact.eh = 1;
    if (ctx?.srcListing) fact.sl = 1;
    const keys = feedback && e.feats ? (JSON.parse(e.feats) as { k: string[] }).k : undefined;
    const taught = ownHome && !subpage;
    if (keys && apprentice.trained && !redirectTo && !is3xx) fact.j = [apprentice.predict(keys), e.base, taught ? 1 : 0];
    // Only a course's home page is a target: its subpages and other pages the critic likes teach nothing.
    if (keys && prob !== null) fact.t = taught ? prob : Math.min(prob, 0.2) * 0.5;
    const text = frontier.tx(() => {
      frontier.done(e.url);
      observe(fact, () => {
        /** Another URL for this fetch's link, fetched next (+1 over this entry's score) unless known already. */
        const next = (url: string, hops = e.hops, parent = e.parent) =>
          frontier.has(url) || frontier.push({ url, site: siteOf(url), host: hostOf(url), depth: e.depth, score: e.score + 1, base: e.base, hops, parent, feats: e.feats });
        const dead = !(res.status >= 200 && res.status < 400);
        // A rewritten URL was dead: the link's own URL next, as a redirect's target would be (set aside
        // when the rewrite was made at pop time, never queued when it was made as the link was found).
        if (rewritten && dead && !frontier.revive(rewritten.o, e.score + 1)) next(rewritten.o);
        // A bare directory that was dead, with a link to its index file merged into it: that form next.
        // A link merged into it at pop time was set aside: queued again.
        if (e.alt && dead && !frontier.revive(e.alt, e.score + 1)) next(e.alt);
        if (redirectTo) next(redirectTo, e.hops + 1, e.url);
        if (links.length) pushLinks(links, e, ctx, fact);
      });
      // A wall that fell (a page behind it): the links dropped behind it are queued again, as they were.
      for (const k of walls.takeOpened()) {
        for (const r of behindWall.all(k) as { url: string; score: number }[]) if (frontier.revive(r.url, r.score)) undrop.run('walled');
        unwall.run(k);
      }
      if (keys && fact.t !== undefined) teach(keys, fact.t);
      const line = record(e, res, { prob: prob === null ? null : round(prob), ...(rewritten ? { rewritten: rewritten.o } : {}), ...(duplicateOf ? { duplicateOf } : {}) }, outLine !== undefined, outLine);
      // After this page's own line: the page that made its family a database is one of its entries.
      for (const u of relabel.splice(0)) relabelEntry(u);
      swapFrame?.();
      if (feedback) {
        retrained = apprentice.tick();
        fact.b = apprentice.pendingTicks;
        if (retrained) {
          wEff = wApp * reliability();
          frontier.setMeta('apprentice', JSON.stringify({ ...apprentice.model(), wEff }));
        }
      }
      insFact.run(fetches, JSON.stringify(fact));
      return line;
    });
    writeLine(logFd, text);
    if (outLine) writeLine(courseFd, outLine);
    if (retrained) rescore();
    opts.onFetch?.({ fetches, courses, queued: frontier.queued() });
  };

  // A resumed crawl replays what each fetch told it, in order (crawls from before facts were stored: the
  // course pages' directories only).
  const facts = db.prepare('SELECT fact FROM facts ORDER BY n').raw().all() as [string][];
  for (const [json] of facts) {
    const f = JSON.parse(json) as Fact;
    observe(f);
    if (f.b !== undefined) apprentice.restoreTicks(f.b);
  }
  // The walls that fell before the stop: their links were queued again then.
  walls.takeOpened();
  if (!facts.length)
    for (const r of db.prepare('SELECT line FROM courses').all() as { line: string }[]) {
      const u = (JSON.parse(r.line) as { url: string }).url;
      ownCourse(u);
      accepted.add(u);
    }

  /**
   * The next entry to fetch, or `again` when the one popped was set aside (dropped, demoted, walled, rewritten),
   * or `empty`. Run as one transaction: the pops, lazy demotions and drops of one choice commit together (each
   * had been a commit of its own, a third of what a crawl wrote to the WAL).
   */
  const choose = (): FrontierEntry | 'again' | 'empty' => {
    let e = frontier.pop(ready);
    for (let k = 0; e && k < 200 && e.depth > 0; k++) {
      // Lazy demotion: a directory that has since yielded only misses lowers its queued links when they come up.
      const df = linkFactor(e.url, e.parent);
      const was = applied.get(e.url) ?? 1;
      if (df >= was * 0.95) break;
      setApplied(e.url, df);
      frontier.requeue(e.url, (e.score * df) / was);
      e = frontier.pop(ready);
    }
    if (!e) return 'empty';
    // A link queued before the rule that rewrites it was learned: fetch it under the URL the site would
    // redirect it to (or not at all when that page is known already).
    const rw = !e.dust && e.hops === 0 && e.depth > 0 ? rewriteOf(e.url) : undefined;
    const known = rw && frontier.stateOf(rw.url);
    // Queued already from another link: that entry keeps this URL to fall back on (as above), or, when it keeps
    // one already, this link is fetched as it is.
    if (rw && !(known === QUEUED && !frontier.keepAlt(rw.url, e.url))) {
      frontier.drop(e.url);
      if (known !== undefined) {
        drop('rewritten:known');
        // Queued already under that URL: it keeps the better of the two scores.
        if (known === QUEUED) frontier.push({ ...e, url: rw.url, site: siteOf(rw.url), host: hostOf(rw.url), dust: undefined });
        return 'again';
      }
      drop('rewritten');
      const host = hostOf(rw.url);
      frontier.push({ ...e, url: rw.url, site: siteOf(rw.url), host, dust: JSON.stringify({ o: e.url, r: rw.rules }) });
      // Another host that is busy or resting (politeness): queued, taken when that host is ready.
      const taken = host === e.host || ready(host) ? frontier.take(rw.url) : undefined;
      if (!taken) return 'again';
      e = taken;
    }
    if (strategy === 'focused' && e.depth > 0 && translations.has(e.url)) {
      frontier.drop(e.url);
      drop('translation');
      return 'again';
    }
    if (strategy === 'focused' && e.score < walledTop) {
      // Each at its worth (its wall's share of pages has fallen since it was dropped, as a queued link's lazy
      // demotion reads it): a wall of login redirects keeps its links until the crawl has nothing better.
      if (!walledByWorth || fetches - worthAt >= WORTH_STALE) {
        walledByWorth = (walledRows.all() as { url: string; score: number; parent: string | null }[])
          .map((r) => {
            const f = linkFactor(r.url, r.parent ?? undefined);
            return { url: r.url, worth: (r.score * f) / (applied.get(r.url) ?? 1), f };
          })
          .sort((a, b) => a.worth - b.worth);
        worthAt = fetches;
      }
      const byWorth = walledByWorth;
      let revived = 0;
      for (let w = byWorth.at(-1); w && w.worth > e.score; w = byWorth.at(-1)) {
        byWorth.pop();
        // Not dropped any more: its wall fell since (queued again already).
        if (!frontier.revive(w.url, w.worth)) continue;
        undrop.run('walled');
        setApplied(w.url, w.f);
        unwallOne.run(w.url);
        insUnwalled.run(w.url);
        unwalled.add(w.url);
        revived++;
      }
      if (revived) frontier.unpop(e.url);
      walledTop = byWorth.at(-1)?.worth ?? -Infinity;
      if (revived) return 'again';
    }
    if (strategy === 'focused' && e.depth > 0 && !unwalled.has(e.url)) {
      const blocked = walls.blocked(e.url, e.score, origin(e.url, e.parent).list);
      const skips = walls.changedSkips();
      if (skips) frontier.setMeta('walls', JSON.stringify(skips));
      if (blocked) {
        frontier.drop(e.url);
        drop('walled');
        insWalled.run(e.url, walls.lastKey);
        const f = linkFactor(e.url, e.parent);
        const worth = (e.score * f) / (applied.get(e.url) ?? 1);
        if (walledByWorth) walledByWorth.splice(sortedIndex(walledByWorth, worth), 0, { url: e.url, worth, f });
        walledTop = Math.max(walledTop, worth);
        return 'again';
      }
    }
    if ((siteFetches.get(e.site) ?? 0) >= perSite) {
      frontier.drop(e.url);
      drop('site-budget');
      return 'again';
    }
    return e;
  };

  // Worker pool: each worker pops the best entry whose host is ready.
  let inflight = 0;
  const workers: Promise<void>[] = [];
  const worker = async () => {
    for (;;) {
      if (fetches + inflight >= opts.maxPages) return;
      const e = frontier.tx(choose);
      if (e === 'again') continue;
      if (e === 'empty') {
        if (inflight === 0 && frontier.queued() === 0) return;
        await sleep(inflight ? 5 : 20);
        if (inflight === 0 && frontier.queued() === 0) return;
        continue;
      }
      inflight++;
      const hs = hostState(e.host);
      hs.busy++;
      try {
        await loadRobots(e);
        if (hs.robots && hs.robots.isAllowed(e.url, USER_AGENT) === false) {
          frontier.tx(() => {
            frontier.drop(e.url);
            drop('robots');
          });
          continue;
        }
        if (fetches >= opts.maxPages) {
          // robots/sitemap fetches used the last of the budget: leave the entry for a later --resume
          frontier.tx(() => frontier.unpop(e.url));
          continue;
        }
        const res = await opts.fetcher.fetch(e.url);
        hs.next = Date.now() + hs.delay;
        await process(e, res);
      } finally {
        hs.busy--;
        inflight--;
      }
    }
  };
  for (let i = 0; i < concurrency; i++) workers.push(worker());
  try {
    await Promise.all(workers);
  } finally {
    closeSync(logFd);
    closeSync(courseFd);
    await renderer?.close().catch(() => {});
  }
  // Lines written as course homes whose family later turned out a course database were re-labelled in the
  // database as the crawl went: the file says so too once the crawl ends (written aside, then renamed).
  if (frontier.getMeta('relabelled') === '1') {
    const tmp = join(opts.out, `${COURSES}.tmp`);
    const fd = openSync(tmp, 'w');
    for (const [line] of courseLines.iterate() as Iterable<[string]>) writeSync(fd, `${line}\n`);
    closeSync(fd);
    renameSync(tmp, join(opts.out, COURSES));
    frontier.setMeta('relabelled', '0');
  }

  // The redirect rules in use at the end, with their evidence (what the crawl learned of the sites' URLs).
  const redirectRules = (dust?.list() ?? [])
    .filter((r) => r.usable)
    .sort((a, b) => b.seen + b.hits - (a.seen + a.hits))
    .slice(0, 20)
    .map((r) => ({ rule: describeRule(r.rule), redirects: r.seen, rewrites: r.hits, dead: r.misses, served: r.served }));
  const summary = summarize(db, seeds, { strategy, feedback, apprenticeRounds: apprentice.rounds, apprenticeWeight: feedback ? round(wEff) : 0, redirectRules }, threshold);
  // An archive may hold what its robots.txt disallowed (its crawler ignored it): say what the rules cost here.
  if (opts.replay && summary.dropped.robots)
    log(`robots.txt rules of the replayed sites kept ${summary.dropped.robots} queued URL(s) from being fetched (--no-robots reads the whole archive)`);
  writeFileSync(join(opts.out, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');
  frontier.close();
  return summary;
}

function summarize(
  db: SqliteFrontier['db'],
  seeds: Map<string, University & { site: string }>,
  info: Pick<CrawlSummary, 'strategy' | 'feedback' | 'apprenticeRounds' | 'apprenticeWeight' | 'redirectRules'>,
  _threshold: number,
): CrawlSummary {
  const sites: Record<string, SiteSummary> = {};
  for (const s of seeds.values()) sites[s.site] = { seed: s.url, ...(s.name ? { name: s.name } : {}), fetches: 0, coursePages: 0, harvest: [] };
  for (const r of db.prepare('SELECT site, course FROM fetches ORDER BY n').iterate() as Iterable<{ site: string; course: number }>) {
    const s = (sites[r.site] ??= { seed: '', fetches: 0, coursePages: 0, harvest: [] });
    s.fetches++;
    if (r.course) {
      s.coursePages++;
      s.harvest.push([s.fetches, s.coursePages]);
    }
  }
  const dropped: Record<string, number> = {};
  for (const r of db.prepare('SELECT reason, n FROM dropped ORDER BY reason').all() as { reason: string; n: number }[]) if (r.n) dropped[r.reason] = r.n;
  const total = Object.values(sites);
  return {
    fetches: total.reduce((a, s) => a + s.fetches, 0),
    coursePages: total.reduce((a, s) => a + s.coursePages, 0),
    ...info,
    dropped,
    sites,
  };
}

/**
 * Make a JSONL file hold exactly the database's lines: cut a torn last line, append what the database
 * committed after the file was last written. Returns an fd open for appending.
 */
function reconcile(path: string, rows: Statement): number {
  let complete = 0;
  if (existsSync(path)) {
    const buf = readFileSync(path);
    const lastNl = buf.lastIndexOf(10);
    const keep = lastNl + 1;
    for (let i = 0; i < keep; i++) if (buf[i] === 10) complete++;
    if (keep < buf.length) {
      const fd = openSync(path, 'r+');
      ftruncateSync(fd, keep);
      closeSync(fd);
    }
  }
  const fd = openSync(path, 'a');
  let i = 0;
  for (const [line] of rows.iterate() as Iterable<unknown[]>) if (i++ >= complete) writeSync(fd, `${line as string}\n`);
  return fd;
}

/** A term's directory of many courses: a season's (`Fall-96/`, `spring97/`), a year's, an academic year's or a semester's (`2019/`, `2019-2020/`, `2007-2/`, `2018.1/`, `2019s2/`). */
const TERM_DIR = /^((fall|spring|summer|winter|autumn|[fsw])[-_]?\d{2,4}|(19|20)\d\d([-_]\d{1,4}|[-_.]?s?[1-3])?)$/i;

/**
 * A course page that owns its directory: a directory index, or a page in a directory named like a course
 * (`cs304p/`). A faculty member's `~ada/cs101.html` does not own `~ada/` (her other courses live there too).
 */
function isCourseHome(url: string): boolean {
  let x: URL;
  try {
    x = new URL(url);
  } catch {
    return false;
  }
  const path = x.pathname;
  const dir = path.replace(/[^/]*$/, '').split('/').filter(Boolean).pop() ?? '';
  // `cs304p/`, `CS481/`, `395t/` — not a term's directory of many courses (`Fall-96/`, `spring97/`), nor a year's, an
  // academic year's or a semester's (`2019/`, `2019-2020/`, `2007-2/`: layout M's insegnamenti of A.A. 2019-2020 and
  // layout Q's teachers' `class/2007-2/` each hold many courses; the first taken made the others its subpages).
  const named = /[a-z]*\d{2,}/i.test(dir) && !TERM_DIR.test(dir);
  // A page addressed by its query (`/teaching/module/?code=CS-211&year=2013`) is one record of the script at its
  // path, which holds every course (layout G: one such home owned its module finder, and its 60 other modules'
  // homes were taken for its subpages): it owns the directory only when that is named like a course.
  if (x.search) return named;
  if (path.endsWith('/') || /\/(index|welcome|home|default|main)\.[a-z]+$/i.test(path)) return path.split('/').filter(Boolean).length >= 1 || COURSE_HOST.test(x.hostname);
  // Any page at a course-named host's root is its site's front page (a Jupyter Book's `/` redirects to its
  // `intro.html`: layout I wrote eight such books' `genindex.html` as homes of their own).
  return named || (!path.slice(1).includes('/') && COURSE_HOST.test(x.hostname));
}

const INDEX_FILE_PATH = /\/(index|default|home)\.[a-z]{2,5}$/i;

/** Words of text under which a page with no record and no material link is a notice (see `isNotice`). */
const NOTICE_WORDS = 80;

/**
 * A notice at a course's address: a page titled by the course and its term that says where the course is instead
 * (`The course web for Spring 2020 has moved to Canvas: CSE 473 on Canvas`, `This course has no page on the
 * department website. See the course website.`) — no record, no link to material nor to any page of its own below
 * its directory, a few lines of text, no frames. Its title reads as the course's home; it is not written as one
 * (layout P: 65 such quarters, a fifth of its homes written). A short home linking its own `Rooster` and
 * `Materiaal`, or a frameset, is not one. The crawl reads it as before.
 */
export function isNotice(tree: PageTree, url: string, links: LinkInstance[]): boolean {
  if (ownMaterial(tree, url) > 0) return false;
  // Any page of its own below its directory (`ownPagesBelow` leaves out other terms' pages: a term in this page's own
  // path made a frozen site's `…/1415/ZT1010/rooster.php` one).
  const path = url.replace(/[?#].*$/, '');
  const dir = dirOf(url);
  const own = (u: string, p = u.replace(/[?#].*$/, '')) => isBelow(u, dir) && p !== path && !INDEX_FILE_PATH.test(p);
  if (links.some((l) => own(l.url))) return false;
  if (tree.nodes.some((n) => n.tag === 'frameset' || n.tag === 'frame' || n.tag === 'iframe')) return false;
  const body = bodyOf(tree);
  return (textOf(body).match(/\p{L}+/gu) ?? []).length < NOTICE_WORDS;
}

/** Links to material pages of its own (`materialLinks`) for which a course page's front page yields one record. */
const OWN_MATERIAL = 3;

/** Material links from which a page titled by one course is that course's page, not a list (layout K: 8–16; a module catalogue's entry: 1). */
const TITLED_MATERIAL = 3;

/** The records a front page's own material links stand for: one per OWN_MATERIAL links, none for fewer. */
export function materialYield(links: number): number {
  return Math.floor(links / OWN_MATERIAL);
}

/** A page's links to its own material (`materialLinks` over its anchors). */
export function ownMaterial(tree: PageTree, url: string): number {
  const links: { url: string; anchor: string }[] = [];
  for (const n of tree.nodes) {
    if (n.tag !== 'a' || !n.href) continue;
    const c = canonicalUrl(n.href, url);
    if (c) links.push({ url: c, anchor: textOf(n) });
  }
  return materialLinks(links, url);
}

/**
 * A host named by a course (`cs3219-ay1920s1.pages.comp.u.edu`, Pages sites per module and year; `cs61a.org`): its
 * root page, taken for a course page, owns the host as a course directory's index owns the directory (layout H: a
 * home left its thirteen `docs/week-N` pages to be fetched as candidate homes); a code's credit-and-campus suffix too
 * (`csc263h5-w20.cs.u.ca`). Any other host's root holds a site.
 */
const COURSE_HOST = new RegExp(`^${COURSE_NAME}[-_.]`, 'i');

/**
 * The translations a page declares (`<link rel="alternate" hreflang="en" href="/en/…">`; its language switcher's
 * links are read from its extracted links, see `isLanguageVariant`): the same page in
 * another language, with the same links in it. A bilingual site (`/de/…` and `/en/…`) otherwise costs every
 * page twice.
 */
function translationsOf(tree: PageTree, pageUrl: string): string[] {
  const out = new Set<string>();
  for (const n of tree.nodes) {
    if (n.tag !== 'link' || !n.attrs.hreflang || !/\balternate\b/i.test(n.attrs.rel ?? '') || !n.attrs.href) continue;
    const u = canonicalUrl(n.attrs.href, pageUrl);
    if (u && u !== pageUrl) out.add(u);
  }
  return [...out];
}

/** Query keys that choose a page's language (Joomla's and Moodle's `lang`, MediaWiki's `uselang`, Google's `hl`). */
const LANGUAGE_KEY = /^(lang|language|locale|lng|hl|uselang)$/i;

/** Whether `url` is `pageUrl` with only its language chosen otherwise (a language key added, changed or removed). */
export function isLanguageVariant(url: string, pageUrl: string): boolean {
  if (url === pageUrl) return false;
  const d = queryDelta(url, pageUrl);
  return !!d && d.added.length + d.dropped.length > 0 && [...d.added, ...d.dropped].every(([k]) => LANGUAGE_KEY.test(k));
}

/** A URL's directory and the directories above it, down to the host's (`http://a.b/x/y/` → that, `http://a.b/x/`). */
function ancestorDirs(u: string): string[] {
  const out: string[] = [];
  for (let d = dirOf(u); d.length > 8; d = d.replace(/[^/]*\/$/, '')) out.push(d);
  return out;
}

/**
 * The directories a course page owns (its links there are its own subpages): its directory when it is a
 * course home, and the directory named like it — `~ada/cs378.html` owns `~ada/cs378/` (its slides,
 * projects), though not `~ada/` (her other courses). The same rule when a resumed crawl rebuilds them.
 */
export function ownedDirs(url: string): string[] {
  const out: string[] = [];
  if (isCourseHome(url)) out.push(dirOf(url));
  const stem = looksLikeSubpage(url, '') ? undefined : stemDir(url);
  if (stem) out.push(stem);
  return out;
}

/** A URL's host and path (`host/path?`) and its query's parameters (`k=v`), or undefined without a query. */
function queryParts(url: string): { at: string; params: string[] } | undefined {
  if (!url.includes('?')) return undefined;
  let x: URL;
  try {
    x = new URL(url);
  } catch {
    return undefined;
  }
  const params = [...x.searchParams].map(([k, v]) => `${k}=${v}`);
  return params.length ? { at: `${x.host}${x.pathname}?`, params } : undefined;
}

/**
 * The page's canonical URL (`<link rel="canonical">`) when this URL is that page's with its query parameters in
 * another order (`Module.aspx?acadYear=2019-2020&sem=2&code=CS2106` declaring `Module.aspx?code=CS2106&acadYear=…`):
 * courses.jsonl writes it as a view of that page, not as a second home (layout H wrote 15 such pages as homes).
 * The crawl still fetches both forms: folding parameter order in the frontier would keep whichever came first.
 */
export function reorderedViewOf(tree: PageTree, url: string): string | undefined {
  if (!url.includes('?')) return undefined;
  for (const n of tree.nodes) {
    if (n.tag !== 'link' || !/(^|\s)canonical(\s|$)/i.test(n.attrs.rel ?? '') || !n.attrs.href) continue;
    const c = canonicalUrl(n.attrs.href, url);
    return c && c !== url && queryKey(c) === queryKey(url) ? c : undefined;
  }
  return undefined;
}

/** A URL's host, path and sorted query (undefined without a query). */
function queryKey(url: string): string | undefined {
  const q = queryParts(url);
  return q && q.at + [...q.params].sort().join('&');
}

/** The keys of a URL's views with one query parameter fewer (`?code=X&tab=notes&year=Y` → `?code=X&year=Y`, …). */
function queryViews(url: string): string[] {
  const q = queryParts(url);
  if (!q || q.params.length < 2) return [];
  return q.params.map((_, i) => q.at + q.params.filter((__, j) => j !== i).sort().join('&'));
}

/** Query keys whose numbers are no record's: a year, term, week, page or language (`?code=CS-211&year=2013`). */
const NOT_RECORD_KEY = /^(year|yr|jahr|term|semester|sem|session|week|page|lang|language)$/i;

/** A URL's record numbers in its query, each with its host and directory (`host/course/?id=2422`). */
function recordKeys(url: string): string[] {
  const q = url.indexOf('?');
  if (q < 0) return [];
  let x: URL;
  try {
    x = new URL(url);
  } catch {
    return [];
  }
  const at = x.host + x.pathname.replace(/[^/]*$/, '');
  const out: string[] = [];
  for (const [k, v] of x.searchParams) if (/^\d+$/.test(v) && !NOT_RECORD_KEY.test(k)) out.push(`${at}?${k}=${v}`);
  return out;
}

/**
 * The directory named like a page (`…/cs378.html` → `…/cs378/`), for a page that is not a directory index; a
 * platform's record addressed by its path (`canvas…/courses/1476268`, `/node/34582`) owns the directory of its
 * views (`…/courses/1476268/modules`, `/assignments`).
 */
export function stemDir(url: string): string | undefined {
  if (/^https?:\/\/[^?#]*\/\d{4,}$/i.test(url)) return `${url}/`;
  // A path alias in a term's directory (`…/insegnamenti/2019-2020/basi-di-dati`, whose pages are
  // `…/basi-di-dati/materiale`): the term's directory holds the other courses, so the page's own name is its directory.
  const alias = /^https?:\/\/[^?#]*\/([^/?#]+)\/[^/?#.]+$/i.exec(url);
  if (alias && TERM_DIR.test(alias[1])) return `${url}/`;
  const m = /^(https?:\/\/[^?#]*\/)([^/?#]+)\.[a-z]{2,5}$/i.exec(url);
  if (!m || /^(index|welcome|home|default|main)$/i.test(m[2])) return undefined;
  return `${m[1]}${m[2]}/`;
}

/** Without a model: anchor/URL words that say "course" (the thesis's keyword baseline). */
function cueScore(keys: string[]): number {
  let s = 0.1;
  for (const k of keys) {
    if (/^[au]:(cours|class|syllabu|lectur|teach|curriculum|schedul|semester|fall|spring|autumn|winter|term|undergrad|graduat)$/.test(k)) s += 0.25;
    if (k === 'a:code' || k === 'u:code') s += 0.3;
    if (/^[au]:(news|event|photo|galler|calendar|login|search|archiv|wiki|revision|log)$/.test(k)) s -= 0.1;
  }
  return Math.max(0, Math.min(1, s));
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
