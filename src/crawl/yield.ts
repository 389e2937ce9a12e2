/**
 * Demotion by what fetches returned, per directory and per link list. Both are structural — counts of
 * misses, dead links and course homes, not the critic's learning — so they act with and without feedback.
 */

import { dirOf, hostOf, siteOf } from './url.js';

/**
 * Pages fetched per course home (+ 1) above which a directory's links are demoted by that yield. 10: a wiki in
 * which the critic took 1 article in 15 for a course held the synthetic crawl for 650 fetches at 20; the
 * WebKB crawls fetch the same pages in the same order over their first 1,000 fetches either way.
 */
export const SATURATION = 10;

interface DirStat {
  /** Fetched pages that were misses or plain pages (not people or course lists). */
  miss: number;
  /** Course homes found there, or linked from a page there. */
  hit: number;
  /** Pages fetched there that were not course homes. */
  pages: number;
}

/**
 * The directory a page's yield counts for: record-numbered directories are one (`/job/sync/934/`,
 * `/job/sync/933/` → `/job/sync/#/`; `/news/2019/`, `/news/2020/`). A build server's or a wiki's history
 * files each record in a directory of its own, a few pages each, and no one of them ever looked barren.
 */
export function yieldKey(dir: string): string {
  return dir.replace(/(?<=\/)\d{3,}(?=\/)/g, '#');
}

/**
 * The directory a page's yield counts for, by its URL: its directory, but a Joomla site's component
 * (`index.php?option=com_jevents&task=day.listevents&…`, the events calendar) stands for a directory of its own
 * below it — every page of such a site lives in `/index.php`, so one endless calendar and the articles that link
 * course pages shared one yield (layout J: about 340 calendar fetches in 5,000).
 */
export function yieldDirOf(u: string): string {
  const d = dirOf(u);
  const m = /[?&]option=(com_[a-z0-9_]+)/i.exec(u);
  return m ? `${d}@${m[1].toLowerCase()}/` : d;
}

/**
 * Pages fetched per course home (+ 1) on one host above which all its links are demoted by that yield: a
 * department's GitLab (a repository's issues, commits, blobs and wiki each a directory of its own), a
 * publication database, an events system. 50: a host whose pages link course homes elsewhere (a department's
 * main site) counts those homes too.
 */
export const HOST_SATURATION = 50;

/**
 * A directory's yield key with its host's siblings folded (`hostTemplate`): one learning-platform host per
 * course holds the same calendar and forum directories (layout M: `*.kiro…/v5/Calendario/` 126 fetches in
 * 3,000, none a course home), one class account per course the same subdirectories.
 */
function siblingKey(dir: string): string {
  const k = yieldKey(dir);
  try {
    const u = new URL(k);
    return `${hostTemplate(u)}${u.pathname}${u.search}`;
  } catch {
    return k;
  }
}

/** The stat kept under `key`, created empty on first use. */
function statOf(stats: Map<string, DirStat>, key: string): DirStat {
  let st = stats.get(key);
  if (!st) stats.set(key, (st = { miss: 0, hit: 0, pages: 0 }));
  return st;
}

/** Per directory, and per host: how its fetched pages turned out. */
export class DirectoryYield {
  private readonly dirs = new Map<string, DirStat>();
  private readonly hosts = new Map<string, DirStat>();
  /** Each directory's key (`siblingKey` parses it: asked of every link scored). */
  private readonly keys = new Map<string, string>();

  private key(dir: string): string {
    let k = this.keys.get(dir);
    if (k === undefined) this.keys.set(dir, (k = siblingKey(dir)));
    return k;
  }

  private hostStat(dir: string): DirStat {
    return statOf(this.hosts, hostOf(dir));
  }

  private stat(dir: string): DirStat {
    return statOf(this.dirs, this.key(dir));
  }

  /** A page fetched in `dir`: a course home, a page the critic judged (`prob`), and whether it was a miss. */
  page(dir: string, o: { home: boolean; judged: boolean; miss: boolean }): void {
    const st = this.stat(dir);
    if (!o.home && o.judged) st.pages++;
    if (o.home) st.hit++;
    else if (o.miss) st.miss++;
    const hs = this.hostStat(dir);
    if (!o.home && o.judged) hs.pages++;
    if (o.home) hs.hit++;
  }

  /**
   * A page in `dir` linked a course home in `homeDir`: its directory is not dead (a course list, a people list
   * there). A home in the same directory counted there already: not twice (a wiki whose articles the critic
   * now and then takes for courses doubled its hits that way and was never demoted).
   */
  linkedHome(dir: string, homeDir: string): void {
    if (yieldKey(dir) !== yieldKey(homeDir)) this.stat(dir).hit++;
    if (hostOf(dir) !== hostOf(homeDir)) this.hostStat(dir).hit++;
  }

  /**
   * A page in `dir` counted as a course home turned out a course database's entry (its family flipped): a
   * miss. (The page that linked it keeps its hit: an entry's linking page is not dead, see `linkedHome`.) A
   * society's course surveys, 8 taken for homes before their family flipped, kept their shelf alive for 90.
   */
  retractHome(dir: string): void {
    const st = this.stat(dir);
    st.hit = Math.max(0, st.hit - 1);
    st.miss++;
    st.pages++;
    const hs = this.hostStat(dir);
    hs.hit = Math.max(0, hs.hit - 1);
    hs.pages++;
  }

  /** Factor on links into `dir` (1: none). */
  factor(dir: string): number {
    const hs = this.hosts.get(hostOf(dir));
    const host = hs && hs.pages > HOST_SATURATION * (hs.hit + 1) ? Math.max(0.2, (HOST_SATURATION * (hs.hit + 1)) / hs.pages) : 1;
    return Math.min(host, this.dirFactor(dir));
  }

  private dirFactor(dir: string): number {
    const st = this.dirs.get(this.key(dir));
    if (!st) return 1;
    // A directory of many pages with few course homes among them (a wiki's articles, a photo album, a news
    // archive): its pages are worth less the more of them were fetched per course home found there —
    // whatever the critic thought of each (a wiki page now and then looks like a course).
    const many = st.pages > SATURATION * (st.hit + 1) ? Math.max(0.2, (SATURATION * (st.hit + 1)) / st.pages) : 1;
    // A directory that keeps yielding misses and no course page.
    if (st.hit > 0 || st.miss < 3) return many;
    return Math.min(many, Math.max(0.1, Math.pow(0.7, st.miss - 2)));
  }
}

/** A link's shape within its list: host and path length (`/Info/People/ada/ada.html` vs `/Info/Department/Annual95/Faculty/Ada.html`). */
export function linkShape(u: string): string {
  return `${hostOf(u)}|${u.replace(/[?#].*$/, '').split('/').length}`;
}

/** Per link list (source page), and per list and link shape: how many of its fetched links were dead or alive. */
export class DeadLinks {
  private readonly lists = new Map<string, { dead: number; alive: number }>();

  /** A link of `list` with this shape was fetched: dead (4xx, 5xx, error) or alive. */
  record(list: string, shape: string, dead: boolean): void {
    for (const key of [list, `${list} ${shape}`]) {
      const st = this.lists.get(key) ?? { dead: 0, alive: 0 };
      if (dead) st.dead++;
      else st.alive++;
      this.lists.set(key, st);
    }
  }

  /** Factor on the rest of a list's links of this shape (1: none): a stale hotlist, an old catalogue. */
  factor(list: string, shape: string): number {
    // Its links of this shape all dead so far: a stale list (an old catalogue, a hotlist of pages never
    // captured). Per shape: a faculty list's dead annual-report links say nothing of its personal pages.
    const sh = this.lists.get(`${list} ${shape}`);
    const f1 = sh && sh.alive === 0 && sh.dead >= 3 ? Math.max(0.1, Math.pow(0.5, sh.dead - 2)) : 1;
    const st = this.lists.get(list);
    if (!st || st.dead < 4 || st.alive * 3 >= st.dead) return f1;
    return Math.min(f1, Math.max(0.1, Math.pow(0.7, st.dead - 3)));
  }
}

/**
 * Fetches of one template, files and pages, after which its links are damped: FILE_AFTER files, and FILE_RATIO
 * files or more for each page.
 */
export const FILE_AFTER = 3;
export const FILE_RATIO = 4;
/** The least factor a template of files puts on its links (they stay queued: a file is never a course page, but a rare template may still answer pages). */
const FILE_FLOOR = 0.05;

/**
 * A host as shapes and templates group it: a host below a subdomain of its site stands for its siblings
 * (`mrossiasd20.kiro.unival.it` → `*.kiro.unival.it`, one learning-platform host per course, each with the same
 * forum behind a login and the same downloads; `www.cs.u.edu` → `*.cs.u.edu`); a host right below its site is itself.
 */
export function hostTemplate(url: URL): string {
  let t = hostTemplates.get(url.host);
  if (t === undefined) {
    const site = siteOf(url.href);
    const below = url.hostname.endsWith(`.${site}`) ? url.hostname.slice(0, -site.length - 1) : '';
    t = below.includes('.') ? url.host.replace(/^[^.]+/, '*') : url.host;
    hostTemplates.set(url.host, t);
  }
  return t;
}
/** Per host (with its port): its template (a crawl has a few hundred hosts; the public suffix lookup is not free). */
const hostTemplates = new Map<string, string>();

/** A URL's query keys, sorted, once each (`view.php?id=3&course=7&id=4` → `course&id`). */
function queryKeys(url: URL): string {
  return [...new Set(url.searchParams.keys())].sort().join('&');
}

/**
 * A link's file template: host, path depth, last path segment with its digits masked, and the query's keys
 * (`guida…/2019-2020/insegnamenti/INF0101/pdf` → `guida…|5|pdf|`, `www.cs…/people/ada-lovelace/vcard` → `*.cs…|3|vcard|`,
 * `ilias…/goto_rhf_file_1000156111_download.html` → `ilias…|1|goto_rhf_file_#_download.html|`).
 */
export function fileTemplate(u: string): string | undefined {
  const url = parsed(u);
  if (!url) return undefined;
  const segs = url.pathname.split('/');
  const last = segs[segs.length - 1].toLowerCase().replace(/\d+/g, '#');
  return `${hostTemplate(url)}|${segs.length - 1}|${last}|${queryKeys(url)}`;
}

/**
 * Per URL template (the subclass's): how many fetches turned out bad (a file, a dead link) and good. What
 * `FileTemplates` and `DeadTemplates` share; each reads the counts into its own factor.
 */
abstract class TemplateOutcomes {
  private readonly counts = new Map<string, { bad: number; good: number }>();

  constructor(private readonly templateOf: (u: string) => string | undefined) {}

  /** A fetch of `url` ended, bad (`FileTemplates`: a file; `DeadTemplates`: dead) or good. */
  fetched(url: string, bad: boolean): void {
    const k = this.templateOf(url);
    if (!k) return;
    const st = this.counts.get(k) ?? { bad: 0, good: 0 };
    if (bad) st.bad++;
    else st.good++;
    this.counts.set(k, st);
  }

  /** The counts of `url`'s template, if any fetch of it ended. */
  protected outcomes(url: string): { bad: number; good: number } | undefined {
    if (!this.counts.size) return undefined;
    const k = this.templateOf(url);
    return k ? this.counts.get(k) : undefined;
  }
}

/**
 * URL templates that answer with files. A course catalogue's entries each link their PDF export
 * (`…/insegnamenti/INF0101/pdf`), a research portal each publication's BibTeX and RIS export, a department's
 * profiles their vCards, an ILIAS its downloads under `.html` names: no file extension tells them before the
 * fetch, and on the rehearsal webs they were up to a fifth of the first 5,000 fetches (layout M 564 catalogue
 * PDFs, N 773 PDFs and exports, D 255 downloads, K 176 HAL documents). Per template (see `fileTemplate`): its
 * 200 answers that were files and those that were pages; a template of files damps its queued links by
 * (pages + 1) / (files + 1), no lower than FILE_FLOOR.
 */
export class FileTemplates extends TemplateOutcomes {
  constructor() {
    super(fileTemplate);
  }

  /** Factor on a link to `url` (1: none). */
  factor(url: string): number {
    const st = this.outcomes(url);
    if (!st || st.bad < FILE_AFTER || st.bad < FILE_RATIO * st.good) return 1;
    return Math.max(FILE_FLOOR, (st.good + 1) / (st.bad + 1));
  }
}

/** Dead fetches of one template after which its links are damped. */
export const DEAD_AFTER = 5;

/**
 * A link's dead-link template: host (its siblings', `hostTemplate`), its path with every segment holding a digit
 * masked, and its query's keys (`listas…/pipermail/cluster-users/2016-September/489977.html` →
 * `listas…/pipermail/cluster-users/#/#`).
 */
export function deadTemplate(u: string): string | undefined {
  const url = parsed(u);
  if (!url) return undefined;
  const path = url.pathname
    .split('/')
    .map((s) => (/\d/.test(s) ? '#' : s.toLowerCase()))
    .join('/');
  return `${hostTemplate(url)}${path}${url.search ? `?${queryKeys(url)}` : ''}`;
}

/**
 * URL templates whose links are dead. An archive holds what its crawler reached: a mailing list's monthly
 * indexes without the messages they list, a catalogue's search without its entries, a forum's threads without
 * their users — every such link answers 404 in replay, and each month's index or each thread is a list of its own
 * to `DeadLinks`. On the rehearsal webs these were up to half of the first 5,000 fetches (layout O 2,407, H 1,037,
 * G 638: 447 of them one list's messages). Per template (`deadTemplate`): its fetches that were dead (an error,
 * 4xx, 5xx) and alive; from DEAD_AFTER dead ones on, its links are worth the share that answered,
 * 2 · (alive + 1) / (alive + dead + 2) (at most 1, no lower than FILE_FLOOR).
 */
export class DeadTemplates extends TemplateOutcomes {
  constructor() {
    super(deadTemplate);
  }

  /** Factor on a link to `url` (1: none). */
  factor(url: string): number {
    const st = this.outcomes(url);
    if (!st || st.bad < DEAD_AFTER) return 1;
    return Math.max(FILE_FLOOR, Math.min(1, (2 * (st.good + 1)) / (st.good + st.bad + 2)));
  }
}

function parsed(u: string): URL | undefined {
  try {
    return new URL(u);
  } catch {
    return undefined;
  }
}

/** A login or single-sign-on page (`/login/index.php`, `/idp/profile/SAML2/…`, `/cas/login`, `/users/sign_in`). */
const LOGIN = /\/(log-?in|log-?on|sign-?in|sign_in|sso|cas|idp|auth|shibboleth|saml2?)(\/|\.|$)/i;

/** A script URL's shape: host (its siblings' too, see `hostTemplate`), path and the names of its query keys (`moodle…/user/view.php?course&id`); undefined without a query. */
export function queryShape(u: string): string | undefined {
  const url = parsed(u);
  if (!url?.search) return undefined;
  return `${hostTemplate(url)}${url.pathname}?${queryKeys(url)}`;
}

/** A path-only URL's shape when it holds a record number (`canvas…/courses/#`, `/node/#/edit`, `goto_rhf_crs_#.html`); undefined otherwise. */
export function idPathShape(u: string): string | undefined {
  const url = parsed(u);
  if (!url || url.search) return undefined;
  // A segment that is a number (`/courses/1487414`), or a platform's record in a file name (`goto_rhf_crs_1000229.html`).
  const path = url.pathname.replace(/(?<=\/)\d{4,}(?=\/|$)/g, '#').replace(/(?<=[/_-])\d{5,}(?=[/._-]|$)/g, '#');
  return path === url.pathname ? undefined : `${hostTemplate(url)}${path}`;
}

/**
 * Script URLs behind a wall: a shape (host, path, query keys) whose fetches kept ending in a login page, a file,
 * another site or an error, and never in a page. A public Moodle answers every participant, grade and forum link
 * of every course with a redirect to its login page, and every resource link with a redirect to a PDF: on a
 * UK-style rehearsal web these were a fifth of the first 5,000 fetches. After WALL_AFTER such fetches, linked from
 * WALL_SOURCES different pages, and no page, the shape's other links are dropped unfetched. One list is not
 * enough: a Moodle's private category lists courses behind its login page, its public ones the same
 * `course/view.php?id` links that answer (on layout C, three private courses from one category list walled off
 * all 62 public ones).
 *
 * A path-only URL is its own page and is never grouped, unless a path segment is a record number
 * (`canvas…/courses/1377312`): every course page of a modern site links its learning platform's course, and the
 * platform answers with its login page. Those shapes count login redirects only (a dead link is not a wall).
 *
 * A wall is not final. A link scored over PROBE_MARGIN times the best score of any fetch of its shape that hit
 * the wall is fetched anyway (a probe), and one page among the shape's fetches lowers the wall to the links
 * scored no better than those that hit it, as long as WALL_RATIO walled fetches or more stand for each page. On
 * a US-style rehearsal web (layout E) three private Canvas courses linked from catalogue entries (scores
 * 0.29–0.31) walled off all 38 public ones, which course lists and people pages link at 0.43–1.02, while the
 * schedule app links hundreds of private ones at 0.37–0.39.
 *
 * Nor is a wall blind: after n fetches of the links it judges, the link that comes up after n more were
 * dropped is fetched anyway — a sample that thins as the evidence grows (about √(2m) fetches for m links). A
 * platform's public courses linked beside its private ones, alike in every feature, are found that way, and a
 * shape stays open while one fetch in WALL_RATIO + 1 or more is a page. (A sample by URL hash drew none of the
 * 12 public courses among 20 such links on layout E.) The drop counts are state: `skips()` / `restoreSkips()`.
 *
 * The same counts are kept per shape and directory of the linking pages: once WALL_AFTER links of a shape
 * from one directory were fetched, their verdict is that directory's. A registrar's schedule links hundreds of
 * private courses, a department's course pages as many public ones as private; one verdict for both walled
 * off the department's (layout E: 20 of its 38 public Canvas courses).
 */
export const WALL_AFTER = 3;
export const WALL_SOURCES = 3;
export const PROBE_MARGIN = 2;
export const WALL_RATIO = 4;

/** One shape's (or one shape's and linking directory's) fetches: walled, pages, linking pages (up to WALL_SOURCES), best walled score. */
interface WallCounts {
  walled: number;
  pages: number;
  sources: Set<string>;
  bar: number;
}

export class Walls {
  private readonly shapes = new Map<string, WallCounts>();
  /** Per shape (or shape and directory): links dropped since its last sampled one. */
  private dropped = new Map<string, number>();
  private changed = false;
  /** Keys whose wall fell since the last `takeOpened()`. */
  private opened: string[] = [];
  /** The key the last blocked link was judged under. */
  lastKey = '';

  /** A URL's shape for walls: a script's (host, path, query keys), or a record-numbered path's. */
  private static shapeOf(url: string): string | undefined {
    return queryShape(url) ?? idPathShape(url);
  }

  /** The key of a shape's counts for the links from `source`'s directory. */
  private static groupKey(shape: string, source: string): string {
    return `${shape} ${yieldKey(dirOf(source))}`;
  }

  /** The counts a link of shape `k` (counts `shape`) from page `source` is judged by, and their key: its linking directory's once they hold WALL_AFTER fetches, else the shape's. */
  private judgedBy(k: string, shape: WallCounts, source?: string): [string, WallCounts] {
    const gk = source ? Walls.groupKey(k, source) : undefined;
    const group = gk ? this.shapes.get(gk) : undefined;
    return group && gk && group.walled + group.pages >= WALL_AFTER ? [gk, group] : [k, shape];
  }

  /** Whether counts `st` (of shape `k`, or of its links from one directory) wall their links off. */
  private walls(k: string, st: { walled: number; pages: number }): boolean {
    const shape = this.shapes.get(k);
    return !!shape && shape.sources.size >= WALL_SOURCES && st.walled >= WALL_AFTER && st.walled >= WALL_RATIO * st.pages;
  }

  /**
   * A fetch of `url`, linked from `source`, ended: `walled` when it was an error or a redirect to a login page, a
   * file or off the site; `login` when it was a redirect to a login page; `score`: the link's score when it was
   * fetched (unknown: no link of the shape is ever probed).
   */
  fetched(url: string, walled: boolean, source?: string, login = false, score?: number): void {
    const q = queryShape(url);
    const k = q ?? idPathShape(url);
    if (!k) return;
    if (!q && walled && !login) return;
    for (const key of source ? [k, Walls.groupKey(k, source)] : [k]) {
      const st = this.shapes.get(key) ?? { walled: 0, pages: 0, sources: new Set<string>(), bar: 0 };
      if (!walled && this.walls(k, st) && !this.walls(k, { walled: st.walled, pages: st.pages + 1 })) this.opened.push(key);
      if (walled) {
        st.walled++;
        st.bar = Math.max(st.bar, score ?? Infinity);
        if (source && st.sources.size < WALL_SOURCES) st.sources.add(source);
      } else st.pages++;
      this.shapes.set(key, st);
    }
  }

  /** Whether a redirect to `target` is a wall: a login page. */
  static isLogin(target: string): boolean {
    try {
      return LOGIN.test(new URL(target).pathname);
    } catch {
      return false;
    }
  }

  /**
   * The share of a walled shape's links that answer with a page, as a factor on a link's expected worth: a
   * platform linking 12 public courses among 61 private ones from its categories (layout D) is worth a fifth of
   * what its links score, and ordering them so keeps the crawl from paying four login redirects per course
   * each time a public one lowers the wall. 1 for a shape not walled WALL_AFTER times from WALL_SOURCES pages,
   * or answering half the time or more; else 2 · (pages + 1) / (pages + walled + 2), of the linking
   * directory's own counts once it has WALL_AFTER fetches (as `blocked` judges).
   */
  openFactor(url: string, source: () => string | undefined): number {
    const k = Walls.shapeOf(url);
    if (!k) return 1;
    const shape = this.shapes.get(k);
    if (!shape || shape.sources.size < WALL_SOURCES || shape.walled < WALL_AFTER) return 1;
    const [, st] = this.judgedBy(k, shape, source());
    if (st.walled < WALL_AFTER) return 1;
    return Math.min(1, (2 * (st.pages + 1)) / (st.pages + st.walled + 2));
  }

  /**
   * Whether `url`, a link scored `score` on page `source`, is walled off: to be dropped now. Counts the drop
   * (or the sample it takes instead), so it is asked once per link, when the link comes up.
   */
  blocked(url: string, score: number, source?: string): boolean {
    const k = Walls.shapeOf(url);
    if (!k) return false;
    const shape = this.shapes.get(k);
    // A wall at all: walled fetches linked from WALL_SOURCES pages (not one list of private courses).
    if (!shape || shape.sources.size < WALL_SOURCES) return false;
    const [key, st] = this.judgedBy(k, shape, source);
    if (!this.walls(k, st)) return false;
    if (score > PROBE_MARGIN * st.bar) return false;
    const n = this.dropped.get(key) ?? 0;
    this.changed = true;
    if (n >= st.walled + st.pages) {
      this.dropped.delete(key);
      return false;
    }
    this.dropped.set(key, n + 1);
    this.lastKey = key;
    return true;
  }

  /**
   * The keys whose wall fell (a page among their fetches) since the last call: the links dropped under them
   * are queued again (`--resume` replays the fetches, not the revivals: it discards these).
   */
  takeOpened(): string[] {
    const o = this.opened;
    this.opened = [];
    return o;
  }

  /** The drop counts when they changed since the last call (to store), else undefined. */
  changedSkips(): Record<string, number> | undefined {
    if (!this.changed) return undefined;
    this.changed = false;
    return this.skips();
  }

  /** The drop counts, to store (a resumed crawl samples the same links). */
  skips(): Record<string, number> {
    return Object.fromEntries(this.dropped);
  }

  restoreSkips(saved: Record<string, number>): void {
    this.dropped = new Map(Object.entries(saved));
  }
}
