import { describe, expect, it } from 'vitest';
import { crawlRendererOptions } from '../../src/cli/crawl-and-extract.js';

describe('crawl-and-extract renderer', () => {
  it('renders a replay offline (no live stylesheet fetches), a live crawl with network and through its --proxy', () => {
    expect(crawlRendererOptions(true, 'http://127.0.0.1:8080')).toEqual({ concurrency: 1, network: false, extraArgs: [] });
    expect(crawlRendererOptions(false, 'http://127.0.0.1:8080')).toEqual({ concurrency: 1, network: true, extraArgs: ['--proxy-server=http://127.0.0.1:8080'] });
    expect(crawlRendererOptions(false)).toEqual({ concurrency: 1, network: true, extraArgs: [] });
  });
});
