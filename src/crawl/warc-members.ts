/**
 * A fast reader for WARC files written as one gzip member per record (how WARC writers store them): it
 * walks the members with Node's native zlib, which tells where each member ends, and parses each record's
 * WARC and HTTP headers itself. warcio inflates in JavaScript (pako), about 5× slower on a web of tens of
 * thousands of pages; replay.ts falls back to warcio for any file this reader does not understand.
 */
import { readSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

/** One gzip member: where it starts in the file, its compressed length, its inflated bytes. */
export interface GzipMember {
  offset: number;
  length: number;
  data: Buffer;
}

/** The file is not what this reader handles (it is not made of whole-record gzip members). */
export class NotMemberWarc extends Error {}

/** A member that cannot be inflated, or a file that ends inside one. */
export class CorruptMember extends Error {}

const WINDOW = 16 << 20;

/** The gzip members of an open file, in order. Throws {@link CorruptMember} at the first broken one. */
export function* gzipMembers(fd: number, size: number, window = WINDOW): Generator<GzipMember> {
  let winStart = 0;
  let win = Buffer.alloc(0);
  /** The file's bytes from `pos` on, at least `need` of them unless the file ends first. */
  const view = (pos: number, need: number): Buffer => {
    if (pos < winStart || pos + need > winStart + win.length) {
      const len = Math.min(Math.max(window, need), size - pos);
      const buf = Buffer.allocUnsafe(len);
      let got = 0;
      while (got < len) {
        const n = readSync(fd, buf, got, len - got, pos + got);
        if (n <= 0) break;
        got += n;
      }
      win = buf.subarray(0, got);
      winStart = pos;
    }
    return win.subarray(pos - winStart);
  };
  let pos = 0;
  while (pos < size) {
    let need = 18;
    for (;;) {
      const b = view(pos, need);
      if (b.length < 18 || b[0] !== 0x1f || b[1] !== 0x8b || b[2] !== 8) throw new CorruptMember(`no gzip member at byte ${pos}`);
      // header (RFC 1952): fixed 10 bytes, then optional extra field, file name, comment, header CRC
      const flg = b[3];
      let h = 10;
      if (flg & 4) h += 2 + b.readUInt16LE(h);
      if (flg & 8) while (h < b.length && b[h++] !== 0);
      if (flg & 16) while (h < b.length && b[h++] !== 0);
      if (flg & 2) h += 2;
      let inflated: { buffer: Buffer; engine: { bytesWritten: number } };
      try {
        inflated = inflateRawSync(b.subarray(h), { info: true }) as unknown as typeof inflated;
      } catch (e) {
        // the member runs past the window: read more, unless the file has no more (a data error is no
        // reason to read on: a corrupt member in a large file would pull the rest of it into memory)
        if ((e as { code?: string }).code === 'Z_BUF_ERROR' && pos + b.length < size) {
          need = b.length * 2;
          continue;
        }
        throw new CorruptMember(`broken gzip member at byte ${pos}: ${(e as Error).message}`);
      }
      const length = h + inflated.engine.bytesWritten + 8;
      if (pos + length > size) throw new CorruptMember(`file ends inside the gzip member at byte ${pos}`);
      yield { offset: pos, length, data: inflated.buffer };
      pos += length;
      break;
    }
  }
}

/** A WARC record read from one member: its type and target, and for responses the HTTP status, headers and payload. */
export interface MemberRecord {
  type: string;
  uri?: string;
  /** Responses whose HTTP head parsed: status 100–599. */
  status?: number;
  /** Lower-case names; repeated headers joined by ", " (as the WHATWG Headers that warcio uses). */
  headers?: Record<string, string>;
  /** The HTTP payload, raw (as warcio's readFully(false)). */
  payload?: Buffer;
  /** A response whose block is shorter than its Content-Length, or whose HTTP head does not parse. */
  unreadable?: boolean;
}

const CRLF2 = Buffer.from('\r\n\r\n');
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9a-z]+$/;

/**
 * The record a member holds. Throws {@link NotMemberWarc} when the member does not hold exactly one record
 * (a file that is one gzip stream, or records split across members).
 */
export function parseMemberRecord(data: Buffer): MemberRecord {
  if (data.length < 5 || data.toString('latin1', 0, 5) !== 'WARC/') throw new NotMemberWarc('a gzip member does not start a WARC record');
  const warcEnd = data.indexOf(CRLF2);
  if (warcEnd < 0) throw new NotMemberWarc('WARC headers do not end in the member');
  const head = data.toString('utf8', 0, warcEnd).split('\r\n');
  let type = '';
  let uri: string | undefined;
  let clen = -1;
  for (const line of head.slice(1)) {
    const i = line.indexOf(':');
    if (i < 0) continue;
    const k = line.slice(0, i).trim().toLowerCase();
    const v = line.slice(i + 1).trim();
    if (k === 'warc-type') type = v;
    else if (k === 'warc-target-uri') uri = v.startsWith('<') && v.endsWith('>') ? v.slice(1, -1) : v;
    else if (k === 'content-length') clen = Number(v);
  }
  if (!Number.isInteger(clen) || clen < 0) throw new NotMemberWarc('a WARC record without a Content-Length');
  const start = warcEnd + 4;
  const rest = data.subarray(start + clen);
  // what follows the block must be only the record's closing CRLFs: anything else is another record
  if (rest.length > 4 || /\S/.test(rest.toString('latin1'))) throw new NotMemberWarc('a gzip member holds more than one WARC record');
  const rec: MemberRecord = { type, uri };
  if (type !== 'response') return rec;
  const block = data.subarray(start, start + clen);
  if (block.length < clen) return { ...rec, unreadable: true };
  const httpEnd = block.indexOf(CRLF2);
  if (httpEnd < 0) return { ...rec, unreadable: true };
  const lines = block.toString('utf8', 0, httpEnd).split('\r\n');
  const status = Number(/^HTTP\/\d(?:\.\d)?\s+(\d{3})(?:\s|$)/.exec(lines[0])?.[1]);
  if (!Number.isInteger(status) || status < 100 || status > 599) return { ...rec, unreadable: true };
  const headers: Record<string, string> = {};
  let last: string | undefined;
  for (const line of lines.slice(1)) {
    if (/^[ \t]/.test(line) && last) {
      headers[last] += ` ${line.trim()}`;
      continue;
    }
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const k = line.slice(0, i).trim().toLowerCase();
    // a name that is no HTTP token ("WWW Alert", debris of a broken line) is dropped, as Headers does
    if (!TOKEN.test(k)) continue;
    const v = line.slice(i + 1).trim();
    headers[k] = k in headers ? `${headers[k]}, ${v}` : v;
    last = k;
  }
  return { ...rec, status, headers, payload: block.subarray(httpEnd + 4) };
}
