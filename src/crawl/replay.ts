/**
 * Replay mode: answer fetches from WARC response records (warc-records.ts, warcio for other layouts), and
 * revisit records from the response they point to (deduplicating crawlers store a payload once). An unknown
 * URL is a 404 and still counts as a fetch. Bodies are handed out decoded (chunked framing and gzip / deflate / br undone). Malformed records are skipped (counted in `skipped`), never fatal.
 */
import { closeSync, createReadStream, fstatSync, openSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { WARCParser } from 'warcio';
import { decodeBody } from './encoding.js';
import { canonicalUrl } from './url.js';
import { CorruptRecord, parseRecord, readAt, readPayload, recordSpans, unbracket, UnsupportedLayout } from './warc-records.js';

export class ReplayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplayError';
  }
}

export interface ReplayRecord {
  status: number;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * A record whose body stays in its WARC file: only where the record lies is kept (`length` bytes at
 * `offset`, a gzip member or a plain record), and the body is read back when it is fetched. A web of 50,000
 * modern pages holds gigabytes of bodies; a fetch reads each page about once.
 */
class LazyRecord implements ReplayRecord {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    private readonly fd: number,
    private readonly offset: number,
    private readonly length: number,
    private readonly gzip: boolean,
  ) {}

  get body(): Buffer {
    return pageBytes(this.headers, readPayload(this.fd, this.offset, this.length, this.gzip));
  }
}

/** Largest decoded body a record gives (a compression bomb stops here; the fetcher's own cap is lower). */
const MAX_DECODED = 32_000_000;

/** A record's payload as the page's bytes: a WARC keeps it as it came over the wire (chunked, gzipped: wget, Heritrix, warcprox). */
function pageBytes(headers: Record<string, string>, payload: Buffer): Buffer {
  const d = decodeBody(headers, payload, { wire: true, maxBytes: MAX_DECODED });
  return d.truncated ? payload.subarray(0, 0) : d.body;
}

export class ReplayWeb {
  readonly records = new Map<string, ReplayRecord>();
  private readonly fds: number[] = [];
  /** Records that could not be read (bad headers, truncated bodies). */
  skipped = 0;
  /** Well-formed records of other schemes (ftp://, gopher://): the crawler fetches http(s) only. */
  nonHttp = 0;
  /** Revisit records answered with the response they point to (by payload digest or by refers-to URL). */
  revisits = 0;
  /** Revisit records whose response is in none of the files read so far (their URLs stay unknown: 404s). */
  get unresolvedRevisits(): number {
    return this.pending.length;
  }
  /** Revisits waiting for their response (it may come in a later file). */
  private pending: { uri: string; digest?: string; refersTo?: string }[] = [];
  /** 200 responses by payload digest: deduplicating crawlers (Heritrix, warcprox, Browsertrix) store a page's payload once. */
  private readonly byDigest = new Map<string, ReplayRecord>();

  /** Canonical key: as `canonicalUrl`, with https folded onto http (the 1997 webs were http only). */
  static key(url: string): string | undefined {
    const c = canonicalUrl(url);
    return c?.replace(/^https:/, 'http:');
  }

  get(url: string): ReplayRecord | undefined {
    const k = ReplayWeb.key(url);
    return k ? this.records.get(k) : undefined;
  }

  /** Add a record; a 200 never gets replaced by a later non-200 for the same URL (as the scorer does). */
  add(url: string, rec: ReplayRecord): void {
    const k = ReplayWeb.key(url);
    if (!k) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:/i.test(url)) this.nonHttp++;
      else this.skipped++;
      return;
    }
    const prev = this.records.get(k);
    if (prev && prev.status === 200 && rec.status !== 200) return;
    this.records.set(k, rec);
  }

  /** A response as a revisit's original: by its payload digest. */
  private original(rec: ReplayRecord, digest: string | undefined): void {
    if (digest && rec.status === 200 && !this.byDigest.has(digest)) this.byDigest.set(digest, rec);
  }

  /**
   * A revisit record says "same payload as an earlier response" (WARC 1.0 §6.7): answer its URL with that
   * response — found by payload digest, else by the refers-to URL — when it has been read; else keep waiting.
   */
  private resolveRevisits(): void {
    const waiting: typeof this.pending = [];
    for (const r of this.pending) {
      const byUrl = r.refersTo ? this.get(r.refersTo) : undefined;
      const orig = (r.digest && this.byDigest.get(r.digest)) || (byUrl?.status === 200 ? byUrl : undefined);
      if (!orig) {
        waiting.push(r);
        continue;
      }
      this.revisits++;
      this.add(r.uri, orig);
    }
    this.pending = waiting;
  }

  static async load(paths: string[]): Promise<ReplayWeb> {
    const web = new ReplayWeb();
    for (const p of paths) await web.loadFile(p);
    return web;
  }

  /** Close the WARC files the lazy bodies are read from (records keep working only until then). */
  close(): void {
    for (const fd of this.fds.splice(0)) closeSync(fd);
  }

  /**
   * The fast path (warc-records.ts) for a file of one gzip member per record or an uncompressed one: false,
   * with nothing added, for any other layout (one gzip stream, records split across members) — warcio reads it.
   */
  private loadSpans(path: string, fd: number): number | false {
    const magic = readAt(fd, 0, 2);
    const gzip = magic.length === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
    const found: [string, ReplayRecord, string | undefined][] = [];
    const revisits: typeof this.pending = [];
    let skipped = 0;
    let seen = 0;
    try {
      for (const span of recordSpans(fd, fstatSync(fd).size, gzip)) {
        seen++;
        const r = parseRecord(span.data, span.head);
        if (r.type === 'revisit') {
          if (r.uri) revisits.push({ uri: r.uri, digest: r.digest, refersTo: r.refersTo });
          continue;
        }
        if (r.type !== 'response') continue;
        if (!r.uri || r.unreadable || r.status === undefined || !r.headers) {
          skipped++;
          continue;
        }
        found.push([r.uri, new LazyRecord(r.status, r.headers, fd, span.offset, span.length, gzip), r.digest]);
      }
    } catch (e) {
      if (e instanceof UnsupportedLayout) return false;
      if (!(e instanceof CorruptRecord)) throw e;
      // a broken record ends what can be read; keep the records before it (as the warcio path does)
      if (!found.length && !skipped) throw new ReplayError(`cannot read WARC ${path}: ${e.message}`);
      skipped++;
    }
    for (const [uri, rec, digest] of found) {
      this.add(uri, rec);
      this.original(rec, digest);
    }
    this.pending.push(...revisits);
    this.resolveRevisits();
    this.skipped += skipped;
    return seen;
  }

  async loadFile(path: string): Promise<void> {
    try {
      await access(path);
    } catch {
      throw new ReplayError(`no such WARC file: ${path}`);
    }
    const fd = openSync(path, 'r');
    this.fds.push(fd);
    const spans = this.loadSpans(path, fd);
    if (spans !== false) return this.nothingIn(path, spans);
    // other layouts (one gzip stream, records split across members): warcio, bodies kept in memory
    const parser = new WARCParser(createReadStream(path));
    let seen = 0;
    try {
      for await (const record of parser) {
        // warcio hands out any bytes as a record; only a WARC/1.x header line makes one
        if (!/^WARC\/\d/.test(record.warcHeaders?.protocol ?? '')) {
          this.skipped++;
          continue;
        }
        seen++;
        if (record.warcType === 'revisit') {
          const uri = record.warcTargetURI;
          if (uri) this.pending.push({ uri, digest: record.warcHeader('WARC-Payload-Digest') ?? undefined, refersTo: unbracket(record.warcHeader('WARC-Refers-To-Target-URI') ?? undefined) });
          await record.skipFully?.();
          continue;
        }
        if (record.warcType !== 'response') {
          await record.skipFully?.();
          continue;
        }
        const uri = record.warcTargetURI;
        const http = record.httpHeaders;
        const status = Number(http?.statusCode);
        if (!uri || !http || !Number.isInteger(status) || status < 100 || status > 599) {
          this.skipped++;
          await record.skipFully?.();
          continue;
        }
        const headers: Record<string, string> = {};
        for (const [k, v] of http.headers as unknown as Iterable<[string, string]>) headers[k.toLowerCase()] = v;
        let body: Buffer;
        try {
          body = Buffer.from(await record.readFully(false));
        } catch {
          this.skipped++;
          continue;
        }
        const rec = { status, headers, body: pageBytes(headers, body) };
        this.add(uri, rec);
        this.original(rec, record.warcHeader('WARC-Payload-Digest') ?? undefined);
      }
    } catch (e) {
      // A broken record mid-file ends what can be read; keep what came before it.
      if (this.records.size === 0) throw new ReplayError(`cannot read WARC ${path}: ${(e as Error).message}`);
      this.skipped++;
    }
    this.resolveRevisits();
    this.nothingIn(path, seen);
  }

  /**
   * A file in which no WARC record was found is not a WARC file (a wrong path, an HTML page, a truncated
   * download): replaying it would answer every fetch with a 404 and end the crawl silently after its seeds.
   */
  private nothingIn(path: string, seen: number): void {
    if (seen === 0) throw new ReplayError(`cannot read WARC ${path}: no WARC record found (not a WARC file?)`);
  }
}
