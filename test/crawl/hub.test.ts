import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { crawl, type FetchLogLine } from '../../src/crawl/crawler.js';
import { HttpFetcher } from '../../src/crawl/fetch.js';
import { coursePage, serve, type Resp } from './web.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A people list: Ada's page leads to a course; Bob and Cy (same URL shape) come after ten "term talk" links (scored above plain names). */
function peopleWeb(): Record<string, Resp> {
  const junk = Array.from({ length: 10 }, (_, i) => `<li><a href="/series${i}/talk.html">Term talk ${i}</a></li>`).join('');
  const web: Record<string, Resp> = {
    '/robots.txt': { status: 404 },
    '/': { body: '<html><head><title>Dept</title></head><body><a href="/people/">People</a></body></html>' },
    '/people/': {
      body: `<html><head><title>People</title></head><body><ul><li><a href="/people/ada/">Ada (teaching)</a></li>${junk}<li><a href="/people/bob/">Bob Smith</a></li><li><a href="/people/cy/">Cy Jones</a></li></ul></body></html>`,
    },
    '/people/ada/': { body: '<html><head><title>Ada</title></head><body><a href="/people/ada/cs101/">CS 101</a></body></html>' },
    '/people/ada/cs101/': { body: coursePage('CS 101', 'Introduction to Computing') },
    '/people/bob/': { body: '<html><head><title>Bob</title></head><body>Bob.</body></html>' },
    '/people/cy/': { body: '<html><head><title>Cy</title></head><body>Cy.</body></html>' },
  };
  for (let i = 0; i < 10; i++) web[`/series${i}/talk.html`] = { body: `<html><head><title>Talk ${i}</title></head><body>A talk.</body></html>` };
  return web;
}

async function order(hubBoost: number, feedback = true): Promise<string[]> {
  const server = await serve(peopleWeb());
  const out = join(mkdtempSync(join(tmpdir(), 'crawl-hub-')), 'out');
  dirs.push(out);
  try {
    await crawl([{ url: server.url }], { out, maxPages: 40, fetcher: new HttpFetcher({ retries: 0 }), feedback, hubBoost, apprenticeWeight: 0 });
  } finally {
    await server.close();
  }
  return readFileSync(join(out, 'fetch-log.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => new URL((JSON.parse(l) as FetchLogLine).url).pathname);
}

describe('hub credit', () => {
  it('raises the rest of a people list once one of its pages led to a course home', async () => {
    const withCredit = await order(0.4);
    const without = await order(0);
    const firstJunk = (log: string[]) => log.findIndex((p) => p.startsWith('/series'));
    expect(withCredit.indexOf('/people/ada/cs101/')).toBeGreaterThan(0);
    // Without credit the "term" links (a course-ish word) go first; with it, Ada's siblings do.
    expect(without.indexOf('/people/bob/')).toBeGreaterThan(firstJunk(without));
    expect(withCredit.indexOf('/people/bob/')).toBeLessThan(firstJunk(withCredit));
    expect(withCredit.indexOf('/people/cy/')).toBeLessThan(firstJunk(withCredit));
  });

  it('is learned from the critic, so --no-feedback freezes it', async () => {
    const frozen = await order(0.4, false);
    expect(frozen.indexOf('/people/ada/cs101/')).toBeGreaterThan(0);
    expect(frozen).toEqual(await order(0, false));
  });
});
