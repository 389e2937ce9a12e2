/**
 * The persistent frontier (seed 004 ch. 3): a best-first priority queue in embedded SQLite
 * (better-sqlite3) under the crawl's output directory. Every URL ever seen has one row (canonical-URL
 * dedupe); its state moves queued → inflight → done. A URL is marked inflight in the same transaction
 * that pops it, so after a crash `resume()` never hands it out again (at most once: an interrupted
 * fetch is logged as such, not repeated).
 */
import Database from 'better-sqlite3';
import type { Database as DB, Statement } from 'better-sqlite3';
import { filterQuery } from './url.js';

/** A directory's index file at the end of a URL (`/x/index.html`): the same page as `/x/` on most servers. */
export const INDEX_FILE = /\/(index|default|welcome)\.(html?|php|asp)$/i;

/** Query keys that only order a list (Drupal Views' `sort_by`/`sort_order`, `orderby`); `order` counts with an `asc`/`desc` value only. */
const SORT_KEY = /^(sort|sort_?by|sort_?order|sort_?dir|sort_?direction|order_?by)$/i;

/**
 * A URL without the query keys that only sort a list: each sort link of a filtered list (a people directory's
 * `?role=2&area=11&sort_by=created&sort_order=DESC`) shows the same rows in another order, and a list's sort
 * and filter links multiply each other (400 of a rehearsal crawl's fetches were one directory's views). The
 * first order seen stands for the others.
 */
export function withoutSortKeys(url: string): string {
  return filterQuery(url, (part) => {
    const eq = part.indexOf('=');
    let key = eq < 0 ? part : part.slice(0, eq);
    try {
      key = decodeURIComponent(key);
    } catch {
      return true;
    }
    return !(SORT_KEY.test(key) || (/^order$/i.test(key) && /^(asc|desc)$/i.test(part.slice(eq + 1))));
  });
}

/** A Java servlet's session in the path (`/resumo.jsf;jsessionid=23BF3A32…?codigo=MC102`), whatever its value. */
const PATH_SESSION = /;jsessionid=[^?#/;]*/gi;
/** Query keys that carry a session (`PHPSESSID`, phpBB's `sid`, `sessionid`, ASP's `ASPSESSIONID…`, osCommerce's `osCsid`). */
const SESSION_KEY = /^(jsessionid|phpsessid|sid|sessionid|session_id|aspsessionid\w*|oscsid|zenid)$/i;
/** A session token: eight or more letters and digits, both present (`sid=12` or `sid=20191104` is an id, not a session). */
const SESSION_VALUE = /^(?=[a-z0-9_.-]*\d)(?=[a-z0-9_.-]*[a-z])[a-z0-9_.-]{8,}$/i;

/**
 * A URL without its session id: the servlet, PHP or forum session each visit gets (SIGAA's `…;jsessionid=…`, a
 * timetable's `?sid=6e3b7cc6…`) names the same page under a new URL per session, and every page fetched links
 * the others under its own. Layout S fetched 2,316 such URLs in 5,000, 1,839 of them a page fetched already.
 * The URL fetched keeps its session (an archive, and many servers, know the page only so); the key does not.
 */
export function withoutSessionId(url: string): string {
  return filterQuery(url.replace(PATH_SESSION, ''), (part) => {
    const eq = part.indexOf('=');
    return eq < 0 || !(SESSION_KEY.test(part.slice(0, eq)) && SESSION_VALUE.test(part.slice(eq + 1)));
  });
}

export const QUEUED = 0;
export const INFLIGHT = 1;
export const DONE = 2;
/** Filtered out after being seen (budget, robots, trap) — never fetched. */
export const DROPPED = 3;

export interface FrontierEntry {
  url: string;
  site: string;
  host: string;
  depth: number;
  /** Priority: higher first. */
  score: number;
  /** Score from the shipped model alone (the apprentice's input is mixed in on top). */
  base: number;
  /** Redirect hops taken to reach this URL. */
  hops: number;
  /** Feature keys and numeric features of the best link seen to it (JSON), for rescoring. */
  feats?: string;
  parent?: string;
  /**
   * Queued under the URL a learned redirect rule gave (see dust.ts): the link's own URL and the rules' keys
   * (JSON `{ o, r }`), so a rewrite that turns out dead falls back to the original.
   */
  dust?: string;
  /**
   * A link naming this URL's directory index file (`/x/index.html` for `/x`) that was found while this URL was
   * queued, and so merged into it: fetched next if this URL turns out dead (an archive may hold only that form).
   */
  alt?: string;
}

export interface Frontier {
  /** Add a URL or raise its score; returns false when it was already known and not improved. */
  push(e: FrontierEntry): boolean;
  /** Best queued entry whose host `ready(host)` allows; marks it inflight. */
  pop(ready?: (host: string) => boolean): FrontierEntry | undefined;
  /** Mark an entry fetched. */
  done(url: string): void;
  /** After a crash: entries left inflight; they are marked done (never refetched) and returned for logging. */
  resume(): FrontierEntry[];
  has(url: string): boolean;
  queued(): number;
}

export class SqliteFrontier implements Frontier {
  readonly db: DB;
  private readonly st: Record<string, Statement>;
  private seq = 0;
  /** Queued entries, kept up to date by every state change (a `COUNT(*)` per fetch costs O(queue): 2.5 ms at 100,000 queued). */
  private nQueued = 0;

  constructor(path: string) {
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    // NORMAL with WAL: a committed transaction survives a process kill (not necessarily a power cut).
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS urls (
        url TEXT PRIMARY KEY, alias TEXT, site TEXT NOT NULL, host TEXT NOT NULL, depth INTEGER NOT NULL,
        score REAL NOT NULL, base REAL NOT NULL, hops INTEGER NOT NULL DEFAULT 0, state INTEGER NOT NULL,
        seq INTEGER NOT NULL, feats TEXT, parent TEXT, dust TEXT, alt TEXT);
      CREATE INDEX IF NOT EXISTS urls_queue ON urls(state, score DESC, depth, seq);
      CREATE INDEX IF NOT EXISTS urls_alias ON urls(alias);
      CREATE INDEX IF NOT EXISTS urls_parent ON urls(parent);
      CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT);`);
    // A frontier written before redirect rules existed: the column is added (empty for its rows).
    const columns = (this.db.pragma('table_info(urls)') as { name: string }[]).map((c) => c.name);
    if (!columns.includes('dust')) this.db.exec('ALTER TABLE urls ADD COLUMN dust TEXT');
    if (!columns.includes('alt')) this.db.exec('ALTER TABLE urls ADD COLUMN alt TEXT');
    this.st = {
      get: this.db.prepare('SELECT state, score FROM urls WHERE url = ?'),
      alias: this.db.prepare('SELECT 1 FROM urls WHERE alias = ? LIMIT 1'),
      aliasRows: this.db.prepare('SELECT url, state FROM urls WHERE alias = ?'),
      insert: this.db.prepare(
        'INSERT INTO urls (url, alias, site, host, depth, score, base, hops, state, seq, feats, parent, dust) VALUES (@url, @alias, @site, @host, @depth, @score, @base, @hops, 0, @seq, @feats, @parent, @dust)',
      ),
      aliasQueued: this.db.prepare('SELECT url, score FROM urls WHERE alias = ? AND state = 0'),
      setAlt: this.db.prepare('UPDATE urls SET alt = ? WHERE url = ? AND state = 0 AND alt IS NULL'),
      raiseAlias: this.db.prepare('UPDATE urls SET score = @score, base = @base, feats = @feats, depth = MIN(depth, @depth), parent = @parent WHERE url = @url AND state = 0'),
      raise: this.db.prepare('UPDATE urls SET score = @score, base = @base, feats = @feats, depth = MIN(depth, @depth) WHERE url = @url AND state = 0'),
      top: this.db.prepare('SELECT * FROM urls WHERE state = 0 ORDER BY score DESC, depth, seq LIMIT ?'),
      // pop reads candidates' hosts only: a row's stored link features are long strings, not worth materialising 64 at a time
      candidates: this.db.prepare('SELECT url, host FROM urls WHERE state = 0 ORDER BY score DESC, depth, seq'),
      row: this.db.prepare('SELECT * FROM urls WHERE url = ?'),
      mark: this.db.prepare('UPDATE urls SET state = ? WHERE url = ?'),
      markQueued: this.db.prepare('UPDATE urls SET state = ? WHERE url = ? AND state = 0'),
      requeue: this.db.prepare('UPDATE urls SET state = 0, score = ? WHERE url = ? AND state = 1'),
      unpop: this.db.prepare('UPDATE urls SET state = 0 WHERE url = ? AND state = 1'),
      revive: this.db.prepare('UPDATE urls SET state = 0, score = ?, dust = NULL WHERE url = ? AND state = 3'),
      setScore: this.db.prepare('UPDATE urls SET score = ? WHERE url = ? AND state = 0'),
      inflight: this.db.prepare('SELECT * FROM urls WHERE state = 1 ORDER BY seq'),
      count: this.db.prepare('SELECT COUNT(*) AS n FROM urls WHERE state = 0'),
      maxSeq: this.db.prepare('SELECT COALESCE(MAX(seq), 0) AS m FROM urls'),
      getMeta: this.db.prepare('SELECT v FROM meta WHERE k = ?'),
      setMeta: this.db.prepare('INSERT INTO meta (k, v) VALUES (?, ?) ON CONFLICT(k) DO UPDATE SET v = excluded.v'),
    };
    this.seq = (this.st.maxSeq.get() as { m: number }).m;
    this.recount();
  }

  private recount(): void {
    this.nQueued = (this.st.count.get() as { n: number }).n;
  }

  /**
   * Alias key: the same page under `www.`/bare host, `dir`/`dir/`/`dir/index.html` (servers redirect between
   * them), the same list in another order (see `withoutSortKeys`), and the same page in another session (see
   * `withoutSessionId`).
   */
  static alias(url: string): string {
    return withoutSortKeys(withoutSessionId(url))
      .replace(/^https?:\/\/(www\.)?/i, '')
      .replace(INDEX_FILE, '/')
      .replace(/\/+$/, '');
  }

  /**
   * True when the URL or one of its aliases is known. With `stale`, a form fetched already for which
   * `stale(form)` holds does not count (the crawler's: a dead form that another form may outlive).
   */
  knownAlias(url: string, stale?: (form: string) => boolean): boolean {
    if (!stale) return this.st.alias.get(SqliteFrontier.alias(url)) !== undefined;
    for (const r of this.st.aliasRows.all(SqliteFrontier.alias(url)) as { url: string; state: number }[]) if (r.state !== DONE || !stale(r.url)) return true;
    return false;
  }

  /**
   * A link to an alias of queued URLs (`dir` for `dir/`): raise those still queued with a lower score to the
   * link's score, features and parent (the better link is where the page was found). Returns true if one was.
   * A link naming the index file of a queued bare directory is kept as that entry's `alt`.
   */
  raiseAlias(e: FrontierEntry): boolean {
    let raised = false;
    const indexForm = INDEX_FILE.test(e.url);
    for (const r of this.st.aliasQueued.all(SqliteFrontier.alias(e.url)) as { url: string; score: number }[]) {
      if (indexForm && !INDEX_FILE.test(r.url)) this.st.setAlt.run(e.url, r.url);
      if (r.score >= e.score) continue;
      this.st.raiseAlias.run({ url: r.url, score: e.score, base: e.base, feats: e.feats ?? null, depth: e.depth, parent: e.parent ?? null });
      raised = true;
    }
    return raised;
  }

  push(e: FrontierEntry): boolean {
    const row = this.st.get.get(e.url) as { state: number; score: number } | undefined;
    if (row) {
      if (row.state !== QUEUED || row.score >= e.score) return false;
      this.st.raise.run({ url: e.url, score: e.score, base: e.base, feats: e.feats ?? null, depth: e.depth });
      return true;
    }
    this.st.insert.run({
      url: e.url,
      alias: SqliteFrontier.alias(e.url),
      site: e.site,
      host: e.host,
      depth: e.depth,
      score: e.score,
      base: e.base,
      hops: e.hops,
      seq: ++this.seq,
      feats: e.feats ?? null,
      parent: e.parent ?? null,
      dust: e.dust ?? null,
    });
    this.nQueued++;
    return true;
  }

  pop(ready: (host: string) => boolean = () => true): FrontierEntry | undefined {
    let hit: string | undefined;
    let n = 0;
    // Best first, stopping at the first ready host (leaving the loop closes the statement for the update below).
    for (const r of this.st.candidates.iterate() as IterableIterator<{ url: string; host: string }>) {
      if (ready(r.host)) {
        hit = r.url;
        break;
      }
      if (++n >= 4096) break;
    }
    return hit === undefined ? undefined : this.take(hit);
  }

  /** Top queued entries (for rescoring / budget checks) without changing them. */
  peek(limit: number): FrontierEntry[] {
    return this.st.top.all(limit) as FrontierEntry[];
  }

  done(url: string): void {
    this.setState(url, DONE);
  }

  drop(url: string): void {
    this.setState(url, DROPPED);
  }

  private setState(url: string, state: number): void {
    const q = this.st.markQueued.run(state, url).changes;
    this.nQueued -= q;
    if (!q) this.st.mark.run(state, url);
  }

  /** Put a popped (in-flight) entry back in the queue with a new score. */
  requeue(url: string, score: number): void {
    this.nQueued += this.st.requeue.run(score, url).changes;
  }

  /** Mark a queued entry in flight and return it (a URL taken out of turn, as `pop` would). */
  take(url: string): FrontierEntry | undefined {
    const n = this.st.markQueued.run(INFLIGHT, url).changes;
    this.nQueued -= n;
    return n ? (this.st.row.get(url) as FrontierEntry) : undefined;
  }

  /**
   * Keep `alt` with a queued URL, fetched if that URL turns out dead: a link merged into it (a rewrite by a
   * learned redirect rule that may be wrong). False when the URL is not queued or keeps another already.
   */
  keepAlt(url: string, alt: string): boolean {
    return this.st.setAlt.run(alt, url).changes > 0;
  }

  /** Queue a dropped entry again with a new score (a URL set aside for a rewrite that turned out dead). */
  revive(url: string, score: number): boolean {
    const n = this.st.revive.run(score, url).changes;
    this.nQueued += n;
    return n > 0;
  }

  /** Put a popped (in-flight) entry back unchanged (the budget ran out before it was fetched). */
  unpop(url: string): void {
    this.nQueued += this.st.unpop.run(url).changes;
  }

  setScore(url: string, score: number): void {
    this.st.setScore.run(score, url);
  }

  resume(): FrontierEntry[] {
    const rows = this.st.inflight.all() as FrontierEntry[];
    for (const r of rows) this.st.mark.run(DONE, r.url);
    return rows;
  }

  /** The URL's state (QUEUED, INFLIGHT, DONE, DROPPED), or undefined when it was never seen. */
  stateOf(url: string): number | undefined {
    return (this.st.get.get(url) as { state: number } | undefined)?.state;
  }

  has(url: string): boolean {
    return this.stateOf(url) !== undefined;
  }

  queued(): number {
    return this.nQueued;
  }

  getMeta(k: string): string | undefined {
    return (this.st.getMeta.get(k) as { v: string } | undefined)?.v;
  }

  setMeta(k: string, v: string): void {
    this.st.setMeta.run(k, v);
  }

  /** Run `fn` in one transaction (a fetch's results commit together). */
  tx<T>(fn: () => T): T {
    try {
      return this.db.transaction(fn)();
    } catch (e) {
      // Rolled back: the count may have moved with statements that were undone.
      this.recount();
      throw e;
    }
  }

  close(): void {
    this.db.close();
  }
}
