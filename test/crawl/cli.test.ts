import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crawlRendererOptions } from '../../src/cli/crawl-and-extract.js';
import { ReplayWeb } from '../../src/crawl/replay.js';
import { runBin } from '../bin.js';
import { record } from './warc.js';

const cli = (...args: string[]) => runBin('crawl-and-extract', args);

describe('crawl-and-extract on bad input: one line on stderr, exit 2, nothing crawled', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ce-crawl-cli-'));
  const list = join(dir, 'unis.txt');
  writeFileSync(list, '# dev web\nhttp://www.a.edu/\tA University\n');

  it.each([
    ['a missing universities file', () => [join(dir, 'nope.txt')], /^crawl-and-extract: cannot read universities file .*nope\.txt$/],
    ['a line that is no URL', () => (writeFileSync(join(dir, 'bad.txt'), 'http://www.a.edu/\nwww.b.edu\n'), [join(dir, 'bad.txt')]), /^crawl-and-extract: .*bad\.txt:2: not an http\(s\) URL: www\.b\.edu$/],
    ['a missing WARC file', () => [list, '--replay', join(dir, 'nope.warc.gz')], /^crawl-and-extract: no such WARC file: .*nope\.warc\.gz$/],
    ['a file that holds no WARC record', () => (writeFileSync(join(dir, 'page.warc.gz'), gzipSync('<html><a href="/x">x</a></html>')), [list, '--replay', join(dir, 'page.warc.gz')]), /^crawl-and-extract: cannot read WARC .*page\.warc\.gz: no WARC record found \(not a WARC file\?\)$/],
    ['an unknown strategy', () => [list, '--strategy', 'dfs'], /^crawl-and-extract: --strategy must be focused or bfs, got "dfs"$/],
  ])('%s', async (_name, args, message) => {
    const out = join(dir, `out-${Math.random().toString(36).slice(2)}`);
    const r = await cli(...args(), '--out', out, '--no-progress', '--render', 'never');
    expect([r.code, r.stderr.trim().split('\n').length, r.stdout]).toEqual([2, 1, '']);
    expect(r.stderr.trim()).toMatch(message);
    expect(existsSync(join(out, 'fetch-log.jsonl'))).toBe(false);
  });

  it('warns when a seed is not in the replayed archive (the wrong list or the wrong archive), then crawls', async () => {
    const warc = join(dir, 'web.warc.gz');
    writeFileSync(warc, await record('http://www.a.edu/', '200 OK', { 'content-type': 'text/html' }, '<html><body><a href="/cs101/">CS 101</a></body></html>'));
    const two = join(dir, 'two.txt');
    writeFileSync(two, 'http://www.a.edu/\nhttp://www.b.edu/\n');
    const r = await cli(two, '--replay', warc, '--out', join(dir, 'out-two'), '--no-progress', '--render', 'never');
    expect(r.code).toBe(0);
    const warnings = r.stderr.split('\n').filter((l) => l.includes('is not in the archive'));
    expect(warnings).toEqual(['replay: http://www.b.edu/ is not in the archive (its fetch will be a 404)']);
  });
});

describe('crawl-and-extract renderer', () => {
  it('renders a replay from its archive (no live fetches), a live crawl with network and through its --proxy', () => {
    const web = new ReplayWeb();
    web.add('http://a.edu/style.css', { status: 200, headers: { 'content-type': 'text/css' }, body: Buffer.from('h1{color:red}') });
    const replay = crawlRendererOptions(web, 'http://127.0.0.1:8080');
    expect([replay.network, replay.extraArgs]).toEqual([false, []]);
    expect(replay.resources?.('http://a.edu/style.css')?.body.toString()).toBe('h1{color:red}');
    expect(replay.resources?.('http://a.edu/other.css')).toBeUndefined();
    expect(crawlRendererOptions(undefined, 'http://127.0.0.1:8080')).toEqual({ concurrency: 1, network: true, extraArgs: ['--proxy-server=http://127.0.0.1:8080'] });
    expect(crawlRendererOptions(undefined)).toEqual({ concurrency: 1, network: true, extraArgs: [] });
  });
});
