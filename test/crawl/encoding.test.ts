import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { WARCRecord, WARCSerializer } from 'warcio';
import { dechunk, decodeBody } from '../../src/crawl/encoding.js';
import { HttpFetcher, ReplayFetcher } from '../../src/crawl/fetch.js';
import { ReplayWeb } from '../../src/crawl/replay.js';

const html = '<html><head><title>CS 101</title></head><body><a href="/syllabus.html">Syllabus</a></body></html>';
const chunked = (b: Buffer, size = 7) => {
  const parts: Buffer[] = [];
  for (let i = 0; i < b.length; i += size) {
    const c = b.subarray(i, i + size);
    parts.push(Buffer.from(`${c.length.toString(16)};ext=1\r\n`), c, Buffer.from('\r\n'));
  }
  return Buffer.concat([...parts, Buffer.from('0\r\n\r\n')]);
};

describe('decodeBody', () => {
  it('undoes chunked framing, and keeps what arrived of a body cut short', () => {
    expect(dechunk(Buffer.from('4\r\nWiki\r\n5\r\npedia\r\n0\r\n\r\n'))?.toString()).toBe('Wikipedia');
    expect(dechunk(Buffer.from('4\r\nWiki\r\n9\r\nped'))?.toString()).toBe('Wikiped');
    expect(dechunk(Buffer.from('<html>not chunked</html>'))).toBeUndefined();
  });
  it('decodes gzip, x-gzip, deflate (zlib and raw), br and chunked gzip from a WARC', () => {
    const b = Buffer.from(html);
    expect(decodeBody({ 'content-encoding': 'gzip' }, gzipSync(b)).body.toString()).toBe(html);
    expect(decodeBody({ 'content-encoding': 'x-gzip' }, gzipSync(b)).body.toString()).toBe(html);
    expect(decodeBody({ 'content-encoding': 'deflate' }, deflateSync(b)).body.toString()).toBe(html);
    expect(decodeBody({ 'content-encoding': 'deflate' }, deflateRawSync(b)).body.toString()).toBe(html);
    expect(decodeBody({ 'content-encoding': 'br' }, brotliCompressSync(b)).body.toString()).toBe(html);
    expect(decodeBody({ 'content-encoding': 'gzip', 'transfer-encoding': 'chunked' }, chunked(gzipSync(b)), { wire: true }).body.toString()).toBe(html);
    // a live response is de-chunked by node:http already: the framing is only undone for wire bodies
    expect(decodeBody({ 'transfer-encoding': 'chunked' }, Buffer.from('4\r\nWiki\r\n0\r\n\r\n')).body.toString()).toBe('4\r\nWiki\r\n0\r\n\r\n');
  });
  it('leaves a body it cannot decode as it was, and reports a decoded body over the cap', () => {
    expect(decodeBody({ 'content-encoding': 'gzip' }, Buffer.from(html)).body.toString()).toBe(html); // decoded already, header kept
    const broken = Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3]);
    expect(decodeBody({ 'content-encoding': 'gzip' }, broken).body).toEqual(broken);
    expect(decodeBody({ 'content-encoding': 'compress' }, Buffer.from('x')).body.toString()).toBe('x');
    const bomb = gzipSync(Buffer.alloc(5_000_000, 0x20));
    expect(decodeBody({ 'content-encoding': 'gzip' }, bomb, { maxBytes: 2_000_000 })).toEqual({ body: Buffer.alloc(0), truncated: true });
  });
});

describe('compressed pages end to end', () => {
  const dir = mkdtempSync(join(tmpdir(), 'enc-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('replay: a WARC record kept chunked and gzipped (as wget and Heritrix write them) is served as its HTML', async () => {
    const body = chunked(gzipSync(Buffer.from(html)));
    async function* content() {
      yield new Uint8Array(body);
    }
    const r = WARCRecord.create(
      { url: 'http://a.edu/cs101/', type: 'response', warcVersion: 'WARC/1.0', statusline: 'HTTP/1.1 200 OK', httpHeaders: { 'content-type': 'text/html', 'content-encoding': 'gzip', 'transfer-encoding': 'chunked' } },
      content(),
    );
    const path = join(dir, 'wire.warc.gz');
    writeFileSync(path, Buffer.from(await WARCSerializer.serialize(r, { gzip: true })));
    const web = await ReplayWeb.load([path]);
    const res = await new ReplayFetcher(web).fetch('http://a.edu/cs101/');
    expect([res.status, res.body.toString()]).toEqual([200, html]);
    expect(web.get('http://a.edu/cs101/')?.body.toString()).toBe(html); // what `train` reads too
    web.close();
  });

  it('live: asks for compressed pages, decodes them, and skips one that inflates past the cap', async () => {
    let asked = '';
    const server = http.createServer((req, res) => {
      asked = String(req.headers['accept-encoding']);
      if (req.url === '/bomb') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.end(gzipSync(Buffer.alloc(3_000_000, 0x20)));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' });
      res.end(brotliCompressSync(Buffer.from(html)));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const f = new HttpFetcher({ retries: 0 });
    const ok = await f.fetch(`${base}/`);
    const bomb = await f.fetch(`${base}/bomb`);
    await new Promise((r) => server.close(r));
    expect(asked).toBe('gzip, deflate, br');
    expect(ok.body.toString()).toBe(html);
    expect([bomb.body.length, bomb.skipped]).toEqual([0, 'body over 2000000 bytes (decoded)']);
  });
});
