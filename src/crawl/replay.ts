/**
 * Replay mode: answer fetches from WARC response records (warcio). An unknown URL is a 404 and still
 * counts as a fetch. Malformed records are skipped (counted in `skipped`), never fatal.
 */
import { closeSync, createReadStream, fstatSync, openSync, readSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { WARCParser } from 'warcio';
import { canonicalUrl } from './url.js';
import { CorruptMember, gzipMembers, NotMemberWarc, parseMemberRecord } from './warc-members.js';

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
 * Where a record's payload sits in its WARC file: the raw record (one gzip member, or a plain slice) at
 * `offset`, `length` bytes long. A web of 50,000 modern pages holds gigabytes of bodies; the replay keeps
 * only this and reads a body again when it is fetched (a fetch reads each page about once).
 */
interface PayloadRef {
  fd: number;
  offset: number;
  length: number;
  gzip: boolean;
}

/** A record whose body is read from the WARC file on first access (and not kept after that). */
class LazyRecord implements ReplayRecord {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    private readonly ref: PayloadRef,
  ) {}

  get body(): Buffer {
    return readPayload(this.ref);
  }
}

/** The HTTP payload of the WARC record at `ref`: after the WARC headers and the HTTP headers, raw (as warcio's readFully(false)). */
function readPayload(ref: PayloadRef): Buffer {
  const raw = Buffer.allocUnsafe(ref.length);
  let got = 0;
  while (got < ref.length) {
    const n = readSync(ref.fd, raw, got, ref.length - got, ref.offset + got);
    if (n <= 0) break;
    got += n;
  }
  const rec = ref.gzip ? gunzipSync(raw.subarray(0, got)) : raw.subarray(0, got);
  const warcEnd = rec.indexOf('\r\n\r\n');
  const head = rec.subarray(0, warcEnd).toString('latin1');
  const len = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? rec.length - warcEnd - 4);
  const block = rec.subarray(warcEnd + 4, warcEnd + 4 + len);
  const httpEnd = block.indexOf('\r\n\r\n');
  return Buffer.from(httpEnd < 0 ? block.subarray(block.length) : block.subarray(httpEnd + 4));
}

export class ReplayWeb {
  readonly records = new Map<string, ReplayRecord>();
  private readonly fds: number[] = [];
  /** Records that could not be read (bad headers, truncated bodies). */
  skipped = 0;
  /** Well-formed records of other schemes (ftp://, gopher://): the crawler fetches http(s) only. */
  nonHttp = 0;

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
   * The fast path for a file of one gzip member per record (warc-members.ts): false, with nothing added,
   * when the file is not one (plain, one gzip stream, records split across members) — warcio reads it then.
   */
  private loadMembers(path: string, fd: number): boolean {
    const magic = Buffer.alloc(2);
    if (readSync(fd, magic, 0, 2, 0) !== 2 || magic[0] !== 0x1f || magic[1] !== 0x8b) return false;
    const found: [string, ReplayRecord][] = [];
    let skipped = 0;
    try {
      for (const m of gzipMembers(fd, fstatSync(fd).size)) {
        const r = parseMemberRecord(m.data);
        if (r.type !== 'response') continue;
        if (!r.uri || r.unreadable || r.status === undefined || !r.headers) {
          skipped++;
          continue;
        }
        found.push([r.uri, new LazyRecord(r.status, r.headers, { fd, offset: m.offset, length: m.length, gzip: true })]);
      }
    } catch (e) {
      if (e instanceof NotMemberWarc) return false;
      if (!(e instanceof CorruptMember)) throw e;
      // a broken member ends what can be read; keep the records before it (as the warcio path does)
      if (!found.length && !skipped) throw new ReplayError(`cannot read WARC ${path}: ${e.message}`);
      skipped++;
    }
    for (const [uri, rec] of found) this.add(uri, rec);
    this.skipped += skipped;
    return true;
  }

  async loadFile(path: string): Promise<void> {
    try {
      await access(path);
    } catch {
      throw new ReplayError(`no such WARC file: ${path}`);
    }
    const fd = openSync(path, 'r');
    this.fds.push(fd);
    if (this.loadMembers(path, fd)) return;
    const parser = new WARCParser(createReadStream(path));
    // Bodies are read back lazily when records can be found again by offset: one gzip member per record
    // (as WARC files should be) or an uncompressed file. The first response record checks it; records of
    // a file that is one gzip stream (no member starts at their offsets) keep their bodies in memory.
    const magic = Buffer.alloc(2);
    readSync(fd, magic, 0, 2, 0);
    const gzip = magic[0] === 0x1f && magic[1] === 0x8b;
    let lazy: boolean | undefined;
    // A record's length is known once the next one starts (gzip members are consumed lazily by the parser,
    // so its own length figure can stop short of the member's end); the last one ends with the file.
    let open: PayloadRef | undefined;
    let probe: { ref: PayloadRef; body: Buffer; add: () => void } | undefined;
    const settle = (end: number) => {
      if (open) open.length = end - open.offset;
      open = undefined;
      if (probe) {
        try {
          lazy = readPayload(probe.ref).equals(probe.body);
        } catch {
          lazy = false;
        }
        probe.add();
        probe = undefined;
      }
    };
    try {
      for await (const record of parser) {
        settle(parser.offset);
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
        // each record must start where the parser says: a gzip member's magic, or "WA" of "WARC/"
        const got = readSync(fd, magic, 0, 2, parser.offset);
        const starts = got === 2 && (gzip ? magic[0] === 0x1f && magic[1] === 0x8b : magic.toString('latin1') === 'WA');
        if (lazy === false || !starts) {
          this.add(uri, { status, headers, body });
          continue;
        }
        const ref: PayloadRef = { fd, offset: parser.offset, length: 0, gzip };
        open = ref;
        if (lazy === undefined) probe = { ref, body, add: () => this.add(uri, lazy ? new LazyRecord(status, headers, ref) : { status, headers, body }) };
        else this.add(uri, new LazyRecord(status, headers, ref));
      }
      settle(fstatSync(fd).size);
    } catch (e) {
      // A broken record mid-file ends what can be read; keep what came before it (the last good record
      // ends where the parser found the broken one, or at the end of the file).
      settle(open && parser.offset > open.offset ? parser.offset : fstatSync(fd).size);
      if (this.records.size === 0) throw new ReplayError(`cannot read WARC ${path}: ${(e as Error).message}`);
      this.skipped++;
    }
  }
}
