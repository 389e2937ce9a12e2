/**
 * A fast WARC reader for the two layouts WARC writers use: one gzip member per record, or an uncompressed
 * file. It finds where each record lies in the file and parses the WARC and HTTP headers itself. A plain
 * record ends after its Content-Length. A gzip member's end is found without inflating all of it: only its
 * first bytes are inflated (the headers say how long the record is), and the member ends where the next
 * gzip member that holds a WARC record follows a trailer whose ISIZE is that length. Anything that does not add up is read the
 * slow way: the whole member inflated by Node's native zlib, which tells how many bytes it consumed.
 * warcio inflates in JavaScript (pako), about 5× slower on a web of tens of thousands of pages; replay.ts
 * falls back to warcio for any file this reader does not understand.
 */
import { readSync } from 'node:fs';
import { constants, gunzipSync, inflateRawSync } from 'node:zlib';

/** Where one record lies in its file (`length` bytes at `offset`), and its bytes (inflated for gzip). */
export interface RecordSpan {
  offset: number;
  length: number;
  /** The record's bytes, or with `head` only its first bytes (its WARC and HTTP headers at least). */
  data: Buffer;
  /** `data` is the head of a record whose gzip trailer says it is whole (its size: `head`). */
  head?: number;
}

/** The file is not in a layout this reader handles (one gzip stream, records split across members, not WARC). */
export class UnsupportedLayout extends Error {}

/** A member that cannot be inflated, or a file that ends inside a record. */
export class CorruptRecord extends Error {}

const WINDOW = 16 << 20;

/** `len` bytes of the file from `pos` (fewer when the file ends first). */
export function readAt(fd: number, pos: number, len: number): Buffer {
  const buf = Buffer.allocUnsafe(len);
  let got = 0;
  while (got < len) {
    const n = readSync(fd, buf, got, len - got, pos + got);
    if (n <= 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}

/** A reader of the file through one window: `view(pos, need)` = the bytes from `pos` on, at least `need` unless the file ends. */
function fileWindow(fd: number, size: number, window: number): (pos: number, need: number) => Buffer {
  let winStart = 0;
  let win: Buffer = Buffer.alloc(0);
  // One buffer, refilled (a new 16 MB buffer per move left hundreds of MB of freed pages in the process).
  let store: Buffer = Buffer.alloc(0);
  return (pos, need) => {
    if (pos < winStart || pos + need > winStart + win.length) {
      const len = Math.min(Math.max(window, need), size - pos);
      if (store.length < len) store = Buffer.allocUnsafe(len);
      let got = 0;
      while (got < len) {
        const n = readSync(fd, store, got, len - got, pos + got);
        if (n <= 0) break;
        got += n;
      }
      win = store.subarray(0, got);
      winStart = pos;
    }
    return win.subarray(pos - winStart);
  };
}

/** The records of an open file, in order: gzip members, or plain records. Throws {@link CorruptRecord} at the first broken one. */
export function recordSpans(fd: number, size: number, gzip: boolean, window = WINDOW): Generator<RecordSpan> {
  return gzip ? gzipMembers(fd, size, window) : plainRecords(fd, size, window);
}

/** The length of a gzip member's header (RFC 1952: fixed 10 bytes, then optional extra field, file name, comment, header CRC), or undefined when `b` holds none. */
function memberHeader(b: Buffer): number | undefined {
  if (b.length < 18 || b[0] !== 0x1f || b[1] !== 0x8b || b[2] !== 8) return undefined;
  const flg = b[3];
  let h = 10;
  if (flg & 4) h += 2 + b.readUInt16LE(h);
  if (flg & 8) while (h < b.length && b[h++] !== 0);
  if (flg & 16) while (h < b.length && b[h++] !== 0);
  if (flg & 2) h += 2;
  return h;
}

const MEMBER_MAGIC = Buffer.from([0x1f, 0x8b, 0x08]);
/** Compressed bytes inflated first for a record's headers (then 4× more, up to {@link HEAD_MAX}). */
const HEAD_FIRST = 2048;
const HEAD_MAX = 128 << 10;

/**
 * The member at `pos` from its head alone, or undefined (read it whole): its WARC headers give the record's
 * size E (headers, block, up to 4 closing line ends); the member ends at the first `1f 8b 08` (or the file's
 * end) where the 4 bytes before — the gzip trailer's ISIZE — equal E and a member that inflates to `WARC/`
 * starts (bytes like these inside a stored body are not a boundary). A web's bodies are then inflated
 * once, when fetched, not also to index them (54,000 records, 1 GB: 9.4 s → 2.4 s to index).
 */
function memberFromHead(view: (pos: number, need: number) => Buffer, pos: number, size: number): RecordSpan | undefined {
  let b = view(pos, 18);
  const h = memberHeader(b);
  if (h === undefined) return undefined;
  let data: Buffer | undefined;
  let whole: number[] = [];
  for (let n = HEAD_FIRST; n <= HEAD_MAX; n *= 4) {
    b = view(pos, h + n);
    let d: Buffer;
    let used: number;
    try {
      const r = inflateRawSync(b.subarray(h, h + n), { finishFlush: constants.Z_SYNC_FLUSH, info: true }) as unknown as { buffer: Buffer; engine: { bytesWritten: number } };
      ((d = r.buffer), (used = r.engine.bytesWritten));
    } catch {
      return undefined;
    }
    // The deflate stream ended in what was read (a small member): its length is known, the record is whole.
    const len = h + used + 8;
    if (len <= b.length && used < n && b.readUInt32LE(len - 4) === d.length % 2 ** 32) return { offset: pos, length: len, data: d };
    if (b.length < h + n) return undefined; // the file ends inside the member
    const warcEnd = d.indexOf(CRLF2);
    if (warcEnd < 0 || d.toString('latin1', 0, 5) !== 'WARC/') continue;
    const warc = fields(d.toString('utf8', 0, warcEnd).split('\r\n').slice(1));
    const clen = Number(warc['content-length']);
    if (!Number.isInteger(clen) || clen < 0) return undefined;
    const type = warc['warc-type'];
    // a response's HTTP head must be in what was inflated
    if ((type === 'response' || type === 'revisit') && d.indexOf(CRLF2, warcEnd + 4) < 0) continue;
    const e = warcEnd + 4 + clen;
    if (d.length >= e) return undefined;
    whole = [0, 1, 2, 3, 4].map((k) => (e + k) % 2 ** 32);
    data = d;
    break;
  }
  if (!data) return undefined;
  // A member is at most its record's size plus deflate's stored-block overhead and the gzip frame.
  const limit = h + whole[4] + Math.ceil(whole[4] / 16_000) * 5 + 64;
  let from = h + 1;
  for (let need = Math.min(limit, 64 << 10) + 512; ; need = need * 4) {
    b = view(pos, need);
    const eof = pos + b.length >= size;
    const end = Math.min(b.length, limit);
    let i = b.indexOf(MEMBER_MAGIC, from);
    for (; i >= 0 && i + 3 <= end; i = b.indexOf(MEMBER_MAGIC, i + 1)) {
      if (i < h + 8) continue;
      // the next member's head must be in view to be checked: read on from here
      if (i + 512 > b.length && !eof) break;
      const at = whole.indexOf(b.readUInt32LE(i - 4));
      if (at >= 0 && startsRecord(b.subarray(i, i + 512))) return { offset: pos, length: i, data, head: whole[at] };
    }
    if (eof && b.length <= limit && b.length >= h + 8) {
      const at = whole.indexOf(b.readUInt32LE(b.length - 4));
      return at >= 0 ? { offset: pos, length: b.length, data, head: whole[at] } : undefined;
    }
    if (eof || (end >= limit && (i < 0 || i + 3 > end))) return undefined;
    from = i >= 0 && i + 3 <= end ? i : Math.max(h + 1, end - 2);
  }
}

/** Whether `b` starts a gzip member that inflates to a WARC record (a trailer-like run of bytes inside a body does not). */
function startsRecord(b: Buffer): boolean {
  const h = memberHeader(b);
  if (h === undefined) return false;
  try {
    return inflateRawSync(b.subarray(h), { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1', 0, 5) === 'WARC/';
  } catch {
    return false;
  }
}

function* gzipMembers(fd: number, size: number, window: number): Generator<RecordSpan> {
  const view = fileWindow(fd, size, window);
  let pos = 0;
  while (pos < size) {
    const fast = memberFromHead(view, pos, size);
    if (fast) {
      yield fast;
      pos += fast.length;
      continue;
    }
    let need = 18;
    for (;;) {
      const b = view(pos, need);
      const h = memberHeader(b);
      if (h === undefined) throw new CorruptRecord(`no gzip member at byte ${pos}`);
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
        throw new CorruptRecord(`broken gzip member at byte ${pos}: ${(e as Error).message}`);
      }
      const length = h + inflated.engine.bytesWritten + 8;
      if (pos + length > size) throw new CorruptRecord(`file ends inside the gzip member at byte ${pos}`);
      yield { offset: pos, length, data: inflated.buffer };
      pos += length;
      break;
    }
  }
}

function* plainRecords(fd: number, size: number, window: number): Generator<RecordSpan> {
  const view = fileWindow(fd, size, window);
  let pos = 0;
  for (;;) {
    // records are separated by CRLF CRLF; tolerate any run of line ends
    let b: Buffer;
    while (pos < size && ((b = view(pos, 1))[0] === 0x0d || b[0] === 0x0a)) pos++;
    if (pos >= size) return;
    let need = 4096;
    for (;;) {
      b = view(pos, need);
      if (b.length >= 5 && b.toString('latin1', 0, 5) !== 'WARC/') throw new UnsupportedLayout(`no WARC record at byte ${pos}`);
      const end = b.indexOf(CRLF2);
      if (end < 0) {
        if (pos + b.length >= size) throw new CorruptRecord(`file ends inside the WARC headers at byte ${pos}`);
        need = b.length * 2;
        continue;
      }
      const clen = Number(fields(b.toString('utf8', 0, end).split('\r\n').slice(1))['content-length']);
      if (!Number.isInteger(clen) || clen < 0) throw new UnsupportedLayout(`a WARC record without a Content-Length at byte ${pos}`);
      const length = end + 4 + clen;
      if (pos + length > size) throw new CorruptRecord(`file ends inside the WARC record at byte ${pos}`);
      if (b.length < length) {
        need = length;
        continue;
      }
      // a copy: the window's buffer is refilled
      yield { offset: pos, length, data: Buffer.from(b.subarray(0, length)) };
      pos += length;
      break;
    }
  }
}

/** A WARC record: its type and target, and for responses and revisits the HTTP status, headers and payload (a revisit's is empty). */
export interface WarcRecord {
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
  /** `WARC-Payload-Digest` (responses and revisits): a revisit's payload is the response with the same digest. */
  digest?: string;
  /** A revisit's `WARC-Refers-To-Target-URI`: the URL whose earlier response holds its payload. */
  refersTo?: string;
}

const CRLF2 = Buffer.from('\r\n\r\n');
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9a-z]+$/;

/**
 * Header lines → lower-case name → value: continuation lines appended, repeated names joined by ", ", a
 * name that is no HTTP token ("WWW Alert", debris of a broken line) dropped — as the Headers warcio uses.
 */
function fields(lines: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  let last: string | undefined;
  for (const line of lines) {
    if (/^[ \t]/.test(line) && last) {
      out[last] += ` ${line.trim()}`;
      continue;
    }
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const k = line.slice(0, i).trim().toLowerCase();
    if (!TOKEN.test(k)) continue;
    const v = line.slice(i + 1).trim();
    out[k] = k in out ? `${out[k]}, ${v}` : v;
    last = k;
  }
  return out;
}

/** A WARC URI field's value without the angle brackets WARC 1.1 writers put around it (`<http://…>`). */
export function unbracket(v: string | undefined): string | undefined {
  return v?.startsWith('<') && v.endsWith('>') ? v.slice(1, -1) : v;
}

/**
 * The record in `data` (one span's bytes). Throws {@link UnsupportedLayout} when they do not hold exactly one
 * record (a file that is one gzip stream, or records split across members). `head`: `data` is only the first
 * bytes of a record of that size (a {@link RecordSpan}'s `head`): headers are read, the payload is not given.
 */
export function parseRecord(data: Buffer, head?: number): WarcRecord {
  if (data.length < 5 || data.toString('latin1', 0, 5) !== 'WARC/') throw new UnsupportedLayout('a span does not start a WARC record');
  const warcEnd = data.indexOf(CRLF2);
  if (warcEnd < 0) throw new UnsupportedLayout('WARC headers do not end in the span');
  const warc = fields(data.toString('utf8', 0, warcEnd).split('\r\n').slice(1));
  const type = warc['warc-type'] ?? '';
  const uri = unbracket(warc['warc-target-uri']);
  const clen = Number(warc['content-length']);
  if (!Number.isInteger(clen) || clen < 0) throw new UnsupportedLayout('a WARC record without a Content-Length');
  const start = warcEnd + 4;
  const rest = data.subarray(start + clen);
  // what follows the block must be only the record's closing CRLFs: anything else is another record
  if (head !== undefined ? head < start + clen || head > start + clen + 4 : rest.length > 4 || /\S/.test(rest.toString('latin1'))) throw new UnsupportedLayout('a gzip member holds more than one WARC record');
  const rec: WarcRecord = { type, uri };
  if (type !== 'response' && type !== 'revisit') return rec;
  if (warc['warc-payload-digest']) rec.digest = warc['warc-payload-digest'];
  const refers = unbracket(warc['warc-refers-to-target-uri']);
  if (type === 'revisit' && refers) rec.refersTo = refers;
  const block = data.subarray(start, start + clen);
  if (block.length < clen && head === undefined) return { ...rec, unreadable: true };
  const httpEnd = block.indexOf(CRLF2);
  if (httpEnd < 0) return { ...rec, unreadable: true };
  const lines = block.toString('utf8', 0, httpEnd).split('\r\n');
  const status = Number(/^HTTP\/\d(?:\.\d)?\s+(\d{3})(?:\s|$)/.exec(lines[0])?.[1]);
  if (!Number.isInteger(status) || status < 100 || status > 599) return { ...rec, unreadable: true };
  const headers = fields(lines.slice(1));
  return head === undefined ? { ...rec, status, headers, payload: block.subarray(httpEnd + 4) } : { ...rec, status, headers };
}

/** The payload of the response record that `length` bytes at `offset` hold (read again when a page is fetched). */
export function readPayload(fd: number, offset: number, length: number, gzip: boolean): Buffer {
  const raw = readAt(fd, offset, length);
  return parseRecord(gzip ? gunzipSync(raw) : raw).payload ?? Buffer.alloc(0);
}
