/**
 * Fetching one URL, one hop (the crawler follows redirects itself so every hop counts and is bounded):
 * live HTTP(S) through node:http with timeouts, retries, a size cap, a content-type filter and an optional
 * HTTP proxy; or replay from WARC records.
 */
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { decodeBody, MAX_BODY } from './encoding.js';
import { isNonPageUrl } from './url.js';
import type { ReplayWeb } from './replay.js';

export interface FetchResult {
  url: string;
  /** HTTP status; 0 when no response came (network error, timeout). */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Absolute Location of a 3xx. */
  location?: string;
  /** Why the body was not kept (type, size, error). */
  skipped?: string;
  error?: string;
  ms: number;
}

export interface Fetcher {
  fetch(url: string): Promise<FetchResult>;
  close?(): void;
}

export interface HttpFetcherOptions {
  /** Per-request timeout, ms (default 15000). */
  timeoutMs?: number;
  /** Retries after a network error or a 5xx (default 1). */
  retries?: number;
  /** Largest body kept, bytes (default 2 MB); longer bodies are cut off and marked. */
  maxBytes?: number;
  /** HTTP proxy, e.g. `http://127.0.0.1:8080` (http URLs go as absolute-URI requests, https via CONNECT). */
  proxy?: string;
  userAgent?: string;
}

export const USER_AGENT = 'course-extract/0.1 (focused crawler; +https://example.invalid/course-extract)';

const ACCEPTED_TYPE = /^(text\/html|application\/xhtml\+xml|text\/plain|application\/xml|text\/xml)\b/i;

function location(url: string, headers: Record<string, string>): string | undefined {
  const loc = headers.location;
  if (!loc) return undefined;
  try {
    return new URL(loc, url).href;
  } catch {
    return undefined;
  }
}

export class HttpFetcher implements Fetcher {
  private readonly agentHttp = new http.Agent({ keepAlive: true, maxSockets: 64 });
  private readonly agentHttps = new https.Agent({ keepAlive: true, maxSockets: 64 });
  private readonly proxy?: URL;

  constructor(private readonly opts: HttpFetcherOptions = {}) {
    if (opts.proxy) this.proxy = new URL(opts.proxy);
  }

  async fetch(url: string): Promise<FetchResult> {
    const retries = this.opts.retries ?? 1;
    let last: FetchResult | undefined;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
      last = await this.once(url);
      if (last.status !== 0 && last.status < 500) return last;
    }
    return last!;
  }

  private once(url: string): Promise<FetchResult> {
    const t0 = Date.now();
    const u = new URL(url);
    const maxBytes = this.opts.maxBytes ?? MAX_BODY;
    const timeout = this.opts.timeoutMs ?? 15_000;
    const headers: Record<string, string> = {
      'user-agent': this.opts.userAgent ?? USER_AGENT,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
      // Compressed pages cost a fraction of the bandwidth; decodeBody undoes it (capped like a plain body).
      'accept-encoding': 'gzip, deflate, br',
    };
    return new Promise<FetchResult>((resolve) => {
      let settled = false;
      const finish = (r: Omit<FetchResult, 'ms' | 'url'>) => {
        if (settled) return;
        settled = true;
        resolve({ url, ms: Date.now() - t0, ...r });
      };
      const onResponse = (res: http.IncomingMessage) => {
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h[k] = Array.isArray(v) ? v.join(', ') : v;
        const status = res.statusCode ?? 0;
        const loc = status >= 300 && status < 400 ? location(url, h) : undefined;
        const type = h['content-type'];
        const len = Number(h['content-length'] ?? NaN);
        // Filter on the headers before reading a body (seed 004 ch. 3, second filter stage).
        let skip: string | undefined;
        if (status >= 300 && status < 400) skip = 'redirect';
        else if (type && !ACCEPTED_TYPE.test(type)) skip = `content-type ${type.split(';')[0]}`;
        else if (len > maxBytes) skip = `content-length ${len}`;
        if (skip) {
          res.destroy();
          finish({ status, headers: h, body: Buffer.alloc(0), location: loc, skipped: skip === 'redirect' ? undefined : skip });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) {
            res.destroy();
            finish({ status, headers: h, body: Buffer.concat(chunks), skipped: `body over ${maxBytes} bytes` });
            return;
          }
          chunks.push(c);
        });
        res.on('end', () => {
          const d = decodeBody(h, Buffer.concat(chunks), { maxBytes });
          if (d.truncated) finish({ status, headers: h, body: Buffer.alloc(0), skipped: `body over ${maxBytes} bytes (decoded)` });
          else finish({ status, headers: h, body: d.body, location: loc });
        });
        res.on('error', (e) => finish({ status, headers: h, body: Buffer.concat(chunks), error: e.message }));
      };
      let req: http.ClientRequest;
      const isHttps = u.protocol === 'https:';
      if (this.proxy && !isHttps) {
        req = http.request(
          { host: this.proxy.hostname, port: this.proxy.port || 80, method: 'GET', path: url, headers: { ...headers, host: u.host }, agent: this.agentHttp },
          onResponse,
        );
      } else if (this.proxy && isHttps) {
        // CONNECT tunnel, then TLS to the origin through it.
        const connect = http.request({ host: this.proxy.hostname, port: this.proxy.port || 80, method: 'CONNECT', path: `${u.hostname}:${u.port || 443}` });
        connect.setTimeout(timeout, () => connect.destroy(new Error('timeout')));
        connect.on('connect', (res, socket) => {
          if (res.statusCode !== 200) {
            socket.destroy();
            finish({ status: 0, headers: {}, body: Buffer.alloc(0), error: `proxy CONNECT ${res.statusCode}` });
            return;
          }
          const r = https.request(
            { host: u.hostname, port: u.port || 443, path: u.pathname + u.search, headers, createConnection: () => tls.connect({ socket, servername: u.hostname }) },
            onResponse,
          );
          r.setTimeout(timeout, () => r.destroy(new Error('timeout')));
          r.on('error', (e) => finish({ status: 0, headers: {}, body: Buffer.alloc(0), error: e.message }));
          r.end();
        });
        connect.on('error', (e) => finish({ status: 0, headers: {}, body: Buffer.alloc(0), error: e.message }));
        connect.end();
        return;
      } else {
        req = (isHttps ? https : http).request(url, { method: 'GET', headers, agent: isHttps ? this.agentHttps : this.agentHttp }, onResponse);
      }
      req.setTimeout(timeout, () => req.destroy(new Error('timeout')));
      req.on('error', (e) => finish({ status: 0, headers: {}, body: Buffer.alloc(0), error: e.message }));
      req.end();
    });
  }

  close(): void {
    this.agentHttp.destroy();
    this.agentHttps.destroy();
  }
}

/** Fetches answered from WARC records; an unknown URL is a 404. */
export class ReplayFetcher implements Fetcher {
  constructor(private readonly web: ReplayWeb) {}

  async fetch(url: string): Promise<FetchResult> {
    const t0 = Date.now();
    const rec = this.web.get(url);
    if (!rec) return { url, status: 404, headers: {}, body: Buffer.alloc(0), ms: Date.now() - t0 };
    const loc = rec.status >= 300 && rec.status < 400 ? location(url, rec.headers) : undefined;
    const type = rec.headers['content-type'];
    let skipped = type && !ACCEPTED_TYPE.test(type) ? `content-type ${type.split(';')[0]}` : undefined;
    let body: Buffer = Buffer.alloc(0);
    if (!skipped) {
      // Decoded by the replay already; the same size cap as a live fetch.
      body = rec.body;
      if (body.length > MAX_BODY) (skipped = `body over ${MAX_BODY} bytes`), (body = Buffer.alloc(0));
    }
    return { url, status: rec.status, headers: rec.headers, body, location: loc, skipped, ms: Date.now() - t0 };
  }
}

/** First filter stage: only http(s), no known non-page extension. */
export function fetchable(url: string): boolean {
  return /^https?:\/\//i.test(url) && !isNonPageUrl(url);
}
