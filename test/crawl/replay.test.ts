import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { WARCRecord, WARCSerializer } from 'warcio';
import { ReplayFetcher } from '../../src/crawl/fetch.js';
import { ReplayError, ReplayWeb } from '../../src/crawl/replay.js';
import { recordSpans } from '../../src/crawl/warc-records.js';
import { record } from './warc.js';

const dir = mkdtempSync(join(tmpdir(), 'replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ReplayWeb', () => {
  it('reads response records, folds aliases to canonical keys and keeps a 200 over a later redirect', async () => {
    const parts = [
      await record('http://www.a.edu/%7Eada/', '200 OK', { 'content-type': 'text/html' }, '<html>Ada</html>'),
      await record('http://www.a.edu/~ada/', '301 Moved', { location: 'http://www.a.edu/x/' }, ''),
      await record('http://www.a.edu/c', '301 Moved Permanently', { location: 'http://www.a.edu/c/' }, ''),
      await record('http://www.a.edu/logo.gif', '200 OK', { 'content-type': 'image/gif' }, new Uint8Array([71, 73, 70, 0, 1, 2])),
      await record('ftp://ftp.a.edu/pub', '200 OK', {}, 'ftp listing'),
    ];
    const path = join(dir, 'ok.warc.gz');
    writeFileSync(path, Buffer.concat(parts.map((p) => Buffer.from(p))));
    const web = await ReplayWeb.load([path]);
    expect(web.records.size).toBe(3);
    expect([web.skipped, web.nonHttp]).toEqual([0, 1]); // the ftp record is well formed, just not http
    expect(web.get('http://WWW.A.EDU/~ada/')?.body.toString()).toBe('<html>Ada</html>');
    const f = new ReplayFetcher(web);
    const redirect = await f.fetch('http://www.a.edu/c');
    expect([redirect.status, redirect.location]).toEqual([301, 'http://www.a.edu/c/']);
    const gif = await f.fetch('http://www.a.edu/logo.gif');
    expect([gif.status, gif.skipped, gif.body.length]).toEqual([200, 'content-type image/gif', 0]);
    expect((await f.fetch('http://www.a.edu/never-captured.html')).status).toBe(404);
  });

  it('skips a record with a broken HTTP status line and keeps reading', async () => {
    const good = await record('http://a.edu/1', '200 OK', { 'content-type': 'text/html' }, 'one');
    const bad = await record('http://a.edu/2', 'XYZ', { 'content-type': 'text/html' }, 'two');
    const good2 = await record('http://a.edu/3', '200 OK', { 'content-type': 'text/html' }, 'three');
    const path = join(dir, 'bad-status.warc.gz');
    writeFileSync(path, Buffer.concat([good, bad, good2].map((p) => Buffer.from(p))));
    const web = await ReplayWeb.load([path]);
    expect([...web.records.keys()].sort()).toEqual(['http://a.edu/1', 'http://a.edu/3']);
    expect(web.skipped).toBe(1);
  });

  it('keeps the records before a truncated one', async () => {
    const good = Buffer.from(await record('http://a.edu/1', '200 OK', { 'content-type': 'text/html' }, 'one'));
    const raw = Buffer.from('WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: http://a.edu/2\r\nContent-Length: 5000\r\n\r\nHTTP/1.0 200 OK\r\n\r\nshort');
    const path = join(dir, 'truncated.warc.gz');
    writeFileSync(path, Buffer.concat([good, gzipSync(raw)]));
    const web = await ReplayWeb.load([path]);
    expect(web.get('http://a.edu/1')?.body.toString()).toBe('one');
    // the truncated record never yields more than the bytes that are there
    expect(web.get('http://a.edu/2')?.body.length ?? 0).toBeLessThanOrEqual('short'.length);
  });

  it('reads bodies back from the file by offset (per-record gzip or plain), or keeps them when the file is one gzip stream', async () => {
    const big = 'x'.repeat(70_000) + 'end';
    const parts = [
      await record('http://a.edu/1', '200 OK', { 'content-type': 'text/html' }, '<p>one</p>'),
      await record('http://a.edu/2', '200 OK', { 'content-type': 'text/html' }, big),
      await record('http://a.edu/3', '404 Not Found', { 'content-type': 'text/html' }, 'gone'),
    ].map((p) => Buffer.from(p));
    const plain = Buffer.concat(parts.map((p) => gunzipSync(p)));
    const files = { 'members.warc.gz': Buffer.concat(parts), 'plain.warc': plain, 'stream.warc.gz': gzipSync(plain) };
    for (const [name, bytes] of Object.entries(files)) {
      const path = join(dir, name);
      writeFileSync(path, bytes);
      const web = await ReplayWeb.load([path]);
      const lazy = [...web.records.values()].filter((r) => Object.getOwnPropertyDescriptor(r, 'body') === undefined).length;
      // a file that is one gzip stream has no record boundaries to come back to: warcio reads it, bodies kept
      expect([name, lazy]).toEqual([name, name === 'stream.warc.gz' ? 0 : 3]);
      expect(web.get('http://a.edu/1')?.body.toString()).toBe('<p>one</p>');
      expect(web.get('http://a.edu/2')?.body.toString()).toBe(big);
      expect([web.get('http://a.edu/3')?.status, web.get('http://a.edu/3')?.body.toString()]).toEqual([404, 'gone']);
      web.close();
    }
  });

  it('per-record gzip members (read with native zlib) give the same records as the plain file (read with warcio)', async () => {
    const parts = [
      await record('http://a.edu/x', '200 OK', { 'content-type': 'text/html', 'WWW Alert': 'not a header name', 'Set-Cookie': 'a=1' }, '<p>x</p>'),
      await record('http://a.edu/y', '302 Found', { location: 'http://a.edu/x' }, ''),
      await record('http://a.edu/z', 'XYZ', { 'content-type': 'text/html' }, 'broken status'),
      await record('ftp://a.edu/pub', '200 OK', {}, 'listing'),
    ].map((p) => Buffer.from(p));
    const members = join(dir, 'same-members.warc.gz');
    const plain = join(dir, 'same-plain.warc');
    writeFileSync(members, Buffer.concat(parts));
    writeFileSync(plain, Buffer.concat(parts.map((p) => gunzipSync(p))));
    const [a, b] = [await ReplayWeb.load([members]), await ReplayWeb.load([plain])];
    const view = (w: ReplayWeb) => ({
      skipped: w.skipped,
      nonHttp: w.nonHttp,
      records: [...w.records].map(([k, r]) => [k, r.status, Object.entries(r.headers).sort(), r.body.toString()]).sort(),
    });
    expect(view(a)).toEqual(view(b));
    expect(view(a).records.map((r) => r[0])).toEqual(['http://a.edu/x', 'http://a.edu/y']);
    expect(a.get('http://a.edu/x')?.headers['www alert']).toBeUndefined();
  });

  it('a gzip member with a file name in its header, and a corrupt member: the records before it are kept', async () => {
    const one = Buffer.from(await record('http://a.edu/1', '200 OK', { 'content-type': 'text/html' }, 'one'));
    // the same member with FNAME set and a name after the fixed header (as gzip(1) writes it)
    const named = Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 8, 0, 0, 0, 0, 0, 3]), Buffer.from('rec.warc\0'), one.subarray(10)]);
    const two = Buffer.from(await record('http://a.edu/2', '200 OK', { 'content-type': 'text/html' }, 'two'));
    const corrupt = Buffer.from(two);
    corrupt.fill(0x55, 20, 40);
    const path = join(dir, 'corrupt.warc.gz');
    writeFileSync(path, Buffer.concat([named, two, corrupt]));
    const web = await ReplayWeb.load([path]);
    expect([web.get('http://a.edu/1')?.body.toString(), web.get('http://a.edu/2')?.body.toString(), web.skipped]).toEqual(['one', 'two', 1]);
  });

  it('records are found whatever the read window: larger than it and across its end, gzip members or plain', async () => {
    const parts = await Promise.all(['a', 'b'.repeat(5000), 'c', 'd'.repeat(300)].map((t, i) => record(`http://a.edu/${i}`, '200 OK', {}, t)));
    const plain = parts.map((p) => gunzipSync(Buffer.from(p)));
    const layouts = [
      { name: 'window.warc.gz', gzip: true, bytes: parts.map((p) => Buffer.from(p)) },
      { name: 'window.warc', gzip: false, bytes: plain },
    ];
    for (const { name, gzip, bytes } of layouts) {
      const path = join(dir, name);
      writeFileSync(path, Buffer.concat(bytes));
      const fd = openSync(path, 'r');
      try {
        for (const w of [1, 64, 100, 1 << 20]) {
          const spans = [...recordSpans(fd, statSync(path).size, gzip, w)];
          // a plain record's span ends with its block; the CRLF CRLF after it separates records
          expect([name, w, spans.map((s) => s.length)]).toEqual([name, w, bytes.map((b) => (gzip ? b.length : b.length - 4))]);
          expect(spans.map((s, i) => plain[i].subarray(0, s.data.length).equals(s.data))).toEqual([true, true, true, true]);
        }
      } finally {
        closeSync(fd);
      }
    }
  });

  it('finds large gzip members from their heads (the trailer ISIZE after a 1f 8b 08), not fooled by trailer-like bytes in a body', async () => {
    // Incompressible bodies are stored verbatim by deflate, so bytes planted in them appear in the member as they are.
    let x = 2463534242; // xorshift32: bytes deflate cannot shrink
    const noise = (n: number) => Uint8Array.from({ length: n }, () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), (x >>> 0) & 0xff));
    const bodies = [noise(40_000), noise(30_000), new TextEncoder().encode('small'), noise(25_000)];
    // Node's zlib stores incompressible input verbatim (warcio's pako codes it with Huffman blocks).
    const build = async () =>
      Promise.all(
        bodies.map(async (b, i) => {
          async function* content() {
            yield b;
          }
          const r = WARCRecord.create({ url: `http://a.edu/${i}`, type: 'response', warcVersion: 'WARC/1.0', statusline: 'HTTP/1.0 200 OK', httpHeaders: { 'content-type': 'application/octet-stream' } }, content());
          return gzipSync(await WARCSerializer.serialize(r, { gzip: false }));
        }),
      );
    // In body 1, a fake member boundary: the record's own size as an ISIZE, then a gzip magic (no WARC record after it).
    let parts = await build();
    const size1 = gunzipSync(Buffer.from(parts[1])).length;
    const fake = Buffer.alloc(8);
    fake.writeUInt32LE(size1, 0);
    fake.set([0x1f, 0x8b, 0x08, 0x00], 4);
    bodies[1].set(fake, 25_000); // past the first deflate block (headers and all), which is Huffman-coded
    parts = await build();
    expect(gunzipSync(Buffer.from(parts[1])).length).toBe(size1);
    expect(Buffer.from(parts[1]).indexOf(fake)).toBeGreaterThan(0);
    const path = join(dir, 'heads.warc.gz');
    writeFileSync(path, Buffer.concat(parts.map((p) => Buffer.from(p))));
    const fd = openSync(path, 'r');
    try {
      for (const w of [4096, 1 << 20]) {
        const spans = [...recordSpans(fd, statSync(path).size, true, w)];
        expect(spans.map((sp) => sp.length)).toEqual(parts.map((p) => p.length));
        // the large ones from their heads (only their first bytes inflated), the small one whole
        expect(spans.map((sp) => sp.head !== undefined)).toEqual([true, true, false, true]);
        expect(spans[0].data.length).toBeLessThan(10_000);
      }
    } finally {
      closeSync(fd);
    }
    const web = await ReplayWeb.load([path]);
    expect(bodies.map((b, i) => web.get(`http://a.edu/${i}`)?.body.equals(Buffer.from(b)))).toEqual([true, true, true, true]);
    expect(web.skipped).toBe(0);
  });

  it('answers revisit records with the response they point to (by payload digest, else by URL), across files, in every layout', async () => {
    /** A record written by hand: warcio's writer would compute its own digests. */
    const raw = (type: string, url: string, warc: Record<string, string>, http: string, body = '') => {
      const block = Buffer.from(`${http}\r\n\r\n${body}`);
      const head = Object.entries({ 'WARC-Type': type, 'WARC-Target-URI': url, ...warc, 'Content-Length': String(block.length) }).map(([k, v]) => `${k}: ${v}`);
      return Buffer.concat([Buffer.from(`WARC/1.0\r\n${head.join('\r\n')}\r\n\r\n`), block, Buffer.from('\r\n\r\n')]);
    };
    const page = raw('response', 'http://a.edu/page1', { 'WARC-Payload-Digest': 'sha1:SAME' }, 'HTTP/1.1 200 OK\r\nContent-Type: text/html', '<p>same</p>');
    const rev = (url: string, digest: string, refers: string) =>
      raw('revisit', url, { 'WARC-Payload-Digest': digest, 'WARC-Refers-To-Target-URI': refers, 'WARC-Profile': 'http://netpreserve.org/warc/1.0/revisit/identical-payload-digest' }, 'HTTP/1.1 200 OK\r\nContent-Type: text/html');
    const first = [
      rev('http://a.edu/early', 'sha1:LATER', 'http://a.edu/later'), // its response comes in the next file
      page,
      rev('http://a.edu/page2', 'sha1:SAME', 'http://a.edu/page1'),
      rev('http://a.edu/page3', 'sha1:OTHER', 'http://a.edu/page1'),
      rev('http://a.edu/lost', 'sha1:NONE', 'http://a.edu/nowhere'),
    ];
    const second = [raw('response', 'http://a.edu/later', { 'WARC-Payload-Digest': 'sha1:LATER' }, 'HTTP/1.1 200 OK\r\nContent-Type: text/html', '<p>later</p>')];
    const layouts: Record<string, (rs: Buffer[]) => Buffer> = {
      'rv-members.warc.gz': (rs) => Buffer.concat(rs.map((r) => gzipSync(r))),
      'rv-plain.warc': (rs) => Buffer.concat(rs),
      'rv-stream.warc.gz': (rs) => gzipSync(Buffer.concat(rs)),
    };
    for (const [name, pack] of Object.entries(layouts)) {
      const paths = [join(dir, `1-${name}`), join(dir, `2-${name}`)];
      writeFileSync(paths[0], pack(first));
      writeFileSync(paths[1], pack(second));
      const web = await ReplayWeb.load(paths);
      const body = (u: string) => web.get(u)?.body.toString();
      expect([name, body('http://a.edu/page2'), body('http://a.edu/page3'), body('http://a.edu/early'), web.get('http://a.edu/lost')]).toEqual([name, '<p>same</p>', '<p>same</p>', '<p>later</p>', undefined]);
      expect([web.revisits, web.unresolvedRevisits, web.skipped]).toEqual([3, 1, 0]);
      const f = new ReplayFetcher(web);
      expect((await f.fetch('http://a.edu/page2')).status).toBe(200);
      expect((await f.fetch('http://a.edu/lost')).status).toBe(404);
      web.close();
    }
  });

  it('a missing file is a user error', async () => {
    await expect(ReplayWeb.load([join(dir, 'nope.warc.gz')])).rejects.toBeInstanceOf(ReplayError);
  });

  it('a file without a single WARC record is a user error, not an empty web (every fetch a 404)', async () => {
    const html = Buffer.from('<html><body><a href="/x">x</a></body></html>');
    const files = { 'empty.warc': Buffer.alloc(0), 'page.warc': html, 'page.warc.gz': gzipSync(html), 'noise.warc': Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 37 + 11) % 256)) };
    for (const [name, bytes] of Object.entries(files)) {
      writeFileSync(join(dir, name), bytes);
      const err = await ReplayWeb.load([join(dir, name)]).then(
        () => undefined,
        (e: Error) => e,
      );
      expect([name, err instanceof ReplayError, err?.message]).toEqual([name, true, `cannot read WARC ${join(dir, name)}: no WARC record found (not a WARC file?)`]);
    }
  });
});
