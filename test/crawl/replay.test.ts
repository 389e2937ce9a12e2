import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { WARCRecord, WARCSerializer } from 'warcio';
import { ReplayFetcher } from '../../src/crawl/fetch.js';
import { ReplayError, ReplayWeb } from '../../src/crawl/replay.js';

const dir = mkdtempSync(join(tmpdir(), 'replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function record(url: string, status: string, headers: Record<string, string>, body: Uint8Array | string): Promise<Uint8Array> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  async function* content() {
    yield bytes;
  }
  const r = WARCRecord.create({ url, type: 'response', warcVersion: 'WARC/1.0', statusline: `HTTP/1.0 ${status}`, httpHeaders: headers }, content());
  return WARCSerializer.serialize(r, { gzip: true });
}

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
      // in one gzip stream only the first record can be found again by offset (and was checked)
      expect([name, lazy]).toEqual([name, name === 'stream.warc.gz' ? 1 : 3]);
      expect(web.get('http://a.edu/1')?.body.toString()).toBe('<p>one</p>');
      expect(web.get('http://a.edu/2')?.body.toString()).toBe(big);
      expect([web.get('http://a.edu/3')?.status, web.get('http://a.edu/3')?.body.toString()]).toEqual([404, 'gone']);
      web.close();
    }
  });

  it('a missing file is a user error', async () => {
    await expect(ReplayWeb.load([join(dir, 'nope.warc.gz')])).rejects.toBeInstanceOf(ReplayError);
  });
});
