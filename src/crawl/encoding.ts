/**
 * HTTP body decoding for what a server or a WARC hands over as sent on the wire: `Transfer-Encoding:
 * chunked` framing (WARCs written by wget, Heritrix or warcprox keep it) and `Content-Encoding` gzip /
 * deflate / br. Node's zlib does the work; the output is capped like a fetched body. A body that does not
 * decode is returned as it was (the binary sniff downstream then drops it) — never an exception.
 */
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

/** Largest page body read (bytes, after decoding): 2 MB holds any real course page. */
export const MAX_BODY = 2_000_000;

export interface Decoded {
  body: Buffer;
  /** The decoded body was cut at `maxBytes`. */
  truncated?: boolean;
}

/** Undo chunked framing; undefined when `raw` is not a well-formed chunked body. */
export function dechunk(raw: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let i = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', i);
    if (eol < 0) return undefined;
    const m = /^([0-9a-fA-F]+)(?:;.*)?$/.exec(raw.toString('latin1', i, eol).trim());
    if (!m) return undefined;
    const size = parseInt(m[1], 16);
    if (size === 0) return Buffer.concat(parts);
    const start = eol + 2;
    // a body cut short (a truncated capture) keeps what arrived
    if (start + size > raw.length) return Buffer.concat([...parts, raw.subarray(start)]);
    parts.push(raw.subarray(start, start + size));
    i = start + size;
    if (raw.toString('latin1', i, i + 2) === '\r\n') i += 2;
    if (i >= raw.length) return Buffer.concat(parts);
  }
}

/**
 * The body as the page's bytes. `wire`: the body still carries its transfer framing (a WARC record's
 * payload); a live response from node:http is already de-chunked.
 */
export function decodeBody(headers: Record<string, string>, body: Buffer, opts: { wire?: boolean; maxBytes?: number } = {}): Decoded {
  if (!headers['content-encoding'] && !(opts.wire && headers['transfer-encoding'])) return { body };
  const maxBytes = opts.maxBytes ?? MAX_BODY;
  let out = body;
  if (opts.wire && /\bchunked\b/i.test(headers['transfer-encoding'] ?? '')) out = dechunk(out) ?? out;
  const codings = (headers['content-encoding'] ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c && c !== 'identity');
  // Applied in order by the server, so undone in reverse.
  for (const c of codings.reverse()) {
    const next = decompress(c, out, maxBytes);
    if (!next) return { body: out };
    if (next.truncated) return next;
    out = next.body;
  }
  return { body: out };
}

function decompress(coding: string, data: Buffer, maxBytes: number): Decoded | undefined {
  const gz = data.length >= 2 && data[0] === 0x1f && data[1] === 0x8b;
  const tries: ((b: Buffer, o: { maxOutputLength: number }) => Buffer)[] =
    coding === 'gzip' || coding === 'x-gzip' ? [gunzipSync] : coding === 'deflate' ? [inflateSync, inflateRawSync] : coding === 'br' ? [brotliDecompressSync] : [];
  // a body labelled gzip that is plain HTML (a proxy decoded it and kept the header) stays as it is
  if ((coding === 'gzip' || coding === 'x-gzip') && !gz) return undefined;
  for (const f of tries) {
    try {
      return { body: f(data, { maxOutputLength: maxBytes }) };
    } catch (e) {
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { body: Buffer.alloc(0), truncated: true };
    }
  }
  return undefined;
}
