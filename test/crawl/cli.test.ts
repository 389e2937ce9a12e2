import { describe, expect, it } from 'vitest';
import { crawlRendererOptions } from '../../src/cli/crawl-and-extract.js';
import { ReplayWeb } from '../../src/crawl/replay.js';

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
