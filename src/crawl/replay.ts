/**
 * Replay mode: answer fetches from WARC response records (warcio). An unknown URL is a 404 and still
 * counts as a fetch. Malformed records are skipped (counted in `skipped`), never fatal.
 */
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { WARCParser } from 'warcio';
import { canonicalUrl } from './url.js';

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

export class ReplayWeb {
  readonly records = new Map<string, ReplayRecord>();
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

  async loadFile(path: string): Promise<void> {
    try {
      await access(path);
    } catch {
      throw new ReplayError(`no such WARC file: ${path}`);
    }
    const parser = new WARCParser(createReadStream(path));
    try {
      for await (const record of parser) {
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
        let body: Buffer;
        try {
          body = Buffer.from(await record.readFully(false));
        } catch {
          this.skipped++;
          continue;
        }
        const headers: Record<string, string> = {};
        for (const [k, v] of http.headers as unknown as Iterable<[string, string]>) headers[k.toLowerCase()] = v;
        this.add(uri, { status, headers, body });
      }
    } catch (e) {
      // A broken record mid-file ends what can be read; keep what came before it.
      if (this.records.size === 0) throw new ReplayError(`cannot read WARC ${path}: ${(e as Error).message}`);
      this.skipped++;
    }
  }
}
