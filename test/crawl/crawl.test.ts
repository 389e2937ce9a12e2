import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawl, CrawlError, isLanguageVariant, isNotice, materialYield, ownedDirs, ownMaterial, reorderedViewOf, settingsChanged, stemDir, type FetchLogLine } from '../../src/crawl/crawler.js';
import { yieldDirOf } from '../../src/crawl/yield.js';
import { extractLinks } from '../../src/crawl/features.js';
import { parseHtml } from '../../src/page/static.js';
import { HttpFetcher, ReplayFetcher } from '../../src/crawl/fetch.js';
import { ReplayWeb } from '../../src/crawl/replay.js';
import { FAMILY_MIN } from '../../src/crawl/family.js';
import { coursePage, serve, universityWeb, type Resp, type TestServer } from './web.js';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'crawl-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const readLog = (out: string): FetchLogLine[] =>
  readFileSync(join(out, 'fetch-log.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as FetchLogLine);
/** Serve `web` on 127.0.0.1, crawl it frozen (no feedback, no retries) for `maxPages` fetches; the output directory and its log. */
async function crawlWeb(web: Record<string, Resp>, maxPages: number): Promise<{ out: string; log: FetchLogLine[] }> {
  const server = await serve(web);
  try {
    const out = join(tmp(), 'out');
    await crawl([{ url: server.url }], { out, maxPages, fetcher: new HttpFetcher({ retries: 0 }), feedback: false });
    return { out, log: readLog(out) };
  } finally {
    await server.close();
  }
}

describe('crawl against a local web', () => {
  let server: TestServer;
  let log: FetchLogLine[];
  let out: string;
  beforeAll(async () => {
    server = await serve(universityWeb());
    out = join(tmp(), 'out');
    await crawl([{ url: server.url, name: 'Test U' }], { out, maxPages: 70, fetcher: new HttpFetcher({ retries: 1, timeoutMs: 5000 }), concurrency: 2, perHost: 2 });
    log = readLog(out);
  });
  afterAll(() => server.close());

  it('obeys robots.txt (fetched once, counted) and never fetches a disallowed page', () => {
    expect(server.hits.get('/robots.txt')).toBe(1);
    expect(log.filter((l) => l.kind === 'robots').map((l) => l.status)).toEqual([200]);
    expect(server.hits.has('/private/secret.html')).toBe(false);
  });
  it('reads the sitemap robots.txt names (a counted fetch) and queues its on-site URLs', () => {
    expect(log.filter((l) => l.kind === 'sitemap').map((l) => [new URL(l.url).pathname, l.status])).toEqual([['/sitemap.xml', 200]]);
    expect(log.some((l) => l.url.endsWith('/orphan/cs999/') && l.status === 200)).toBe(true);
    expect(log.some((l) => l.url.includes('elsewhere.example'))).toBe(false);
  });
  it('fetches no URL twice and logs every fetch in order', () => {
    const urls = log.map((l) => l.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(log.map((l) => l.n)).toEqual(log.map((_, i) => i + 1));
    // (the news storm is retried; participant pages are one path with many queries)
    for (const [path, n] of server.hits) if (!path.startsWith('/news/') && path !== '/user/view.php') expect(n, path).toBe(1);
  });
  it('retries 500s once and still counts them as one fetch each', () => {
    const news = log.filter((l) => /\/news\/\d$/.test(l.url));
    expect(news.length).toBe(8);
    expect(news.every((l) => l.status === 500)).toBe(true);
    for (let i = 0; i < 8; i++) expect(server.hits.get(`/news/${i}`)).toBe(2);
  });
  it('follows redirects one counted hop at a time and stops a redirect loop', () => {
    const loop = log.filter((l) => /loop[12]$/.test(l.url));
    expect(loop.map((l) => [new URL(l.url).pathname, l.status])).toEqual([
      ['/loop1', 302],
      ['/loop2', 302],
    ]);
    const old = log.find((l) => l.url.endsWith('/old-courses'));
    expect(old?.status).toBe(301);
    // a script whose 16 links (4 on each of 4 pages) all redirect to a login page: fetched until three
    // have, from three pages (at most 4 + 4 + 1, and one more in flight with concurrency 2); the others
    // deferred behind the wall, fetched only once nothing better is left (after the course pages, each at
    // a worth below every link fetched before the wall)
    const walled = log.filter((l) => l.url.includes('/user/view.php'));
    expect(walled.every((l) => l.status === 303)).toBe(true);
    const top = Math.max(...walled.map((l) => l.score ?? 0));
    const before = walled.filter((l) => l.score === top);
    const deferred = walled.filter((l) => l.score !== top);
    expect(new Set(before.map((l) => l.from)).size).toBeGreaterThanOrEqual(3);
    expect(before.length).toBeLessThanOrEqual(10);
    expect(deferred.length).toBeGreaterThan(0);
    const lastCourse = Math.max(...log.filter((l) => l.url.includes('/courses/cs')).map((l) => l.n));
    expect(deferred.every((l) => l.n > lastCourse && (l.score ?? 1) < top / 2)).toBe(true);
    // none lost: the links neither fetched nor deferred yet stay counted as dropped behind the wall
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).dropped.walled ?? 0).toBe(16 - walled.length);
    expect(log.filter((l) => l.url.endsWith('/login/index.php')).length).toBe(1);
    // a redirect's target passes the link filters: a file extension is not fetched
    expect(log.find((l) => l.url.includes('/handout?'))?.status).toBe(303);
    expect(log.some((l) => l.url.endsWith('.pdf'))).toBe(false);
  });
  it('keeps a trap calendar within its guards and skips binary bodies and non-http links', () => {
    const cal = log.filter((l) => l.url.includes('/calendar/'));
    expect(cal.length).toBeGreaterThan(0);
    expect(log.some((l) => l.url.startsWith('mailto:'))).toBe(false);
    const bin = log.find((l) => l.url.endsWith('/logo'));
    expect(bin?.status).toBe(200);
    expect(bin?.prob).toBeNull();
  });
  it('finds the three course pages, extracts them, and writes the summary', () => {
    const courses = readFileSync(join(out, 'courses.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { url: string; records: unknown[] });
    expect(courses.map((c) => new URL(c.url).pathname).sort()).toEqual(['/courses/cs101/', '/courses/cs202/', '/courses/cs303/', '/orphan/cs999/']);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    const site = summary.sites['127.0.0.1'];
    expect(site.name).toBe('Test U');
    expect(site.fetches).toBe(log.length);
    expect(site.coursePages).toBe(4);
    expect(site.harvest.map((h: number[]) => h[1])).toEqual([1, 2, 3, 4]);
  });
  it('focused order reaches the course pages before the 500 storm', () => {
    const firstCourse = log.findIndex((l) => l.url.includes('/courses/cs'));
    const firstNews = log.findIndex((l) => /\/news\/\d$/.test(l.url));
    expect(firstCourse).toBeLessThan(firstNews);
  });
  it('refuses to overwrite a crawl without --resume', async () => {
    await expect(crawl([{ url: server.url }], { out, maxPages: 5, fetcher: new HttpFetcher() })).rejects.toBeInstanceOf(CrawlError);
  });
});

describe('a trap site stays within budget', () => {
  it('the default guards make an endless calendar finite: the crawl ends before its budget', async () => {
    const web: Record<string, Resp> = { '/robots.txt': { status: 404 }, '/': { body: '<a href="/calendar/2020/1">cal</a> <a href="/courses/">Courses</a>' } };
    const server = await serve(web);
    const out = join(tmp(), 'out');
    const budget = 400;
    const s = await crawl([{ url: server.url }], { out, maxPages: budget, fetcher: new HttpFetcher({ retries: 0 }), strategy: 'bfs' });
    await server.close();
    const cal = readLog(out).filter((l) => l.url.includes('/calendar/'));
    expect(cal.length).toBeGreaterThan(0);
    // Without a guard the calendar never ends (every month links the next): the budget would be spent on it.
    expect(s.fetches).toBeLessThan(budget / 4);
    expect(readLog(out).some((l) => l.url.endsWith('/courses/'))).toBe(true);
  });

  it('spends at most --per-site fetches on it', async () => {
    const web: Record<string, Resp> = { '/robots.txt': { status: 404 }, '/': { body: '<a href="/calendar/2020/1">cal</a>' } };
    const server = await serve(web);
    const out = join(tmp(), 'out');
    const s = await crawl([{ url: server.url }], { out, maxPages: 500, perSite: 25, maxDepth: 1000, fetcher: new HttpFetcher({ retries: 0 }), strategy: 'bfs' });
    await server.close();
    expect(s.fetches).toBe(25);
    expect(readLog(out).length).toBe(25);
  });
});

describe('--no-feedback is the same crawler with learning frozen', () => {
  it('scores a page\'s links alike in both modes before anything is learned (a list named only by the anchor that led to it is no people list in either)', async () => {
    const web: Record<string, Resp> = {
      '/robots.txt': { status: 404 },
      '/': { body: '<html><head><title>Dept</title></head><body><a href="/x/list.html">Our faculty</a></body></html>' },
      '/x/list.html': { body: '<html><head><title>Untitled</title></head><body><a href="/x/ada.html">Ada</a> <a href="/x/bob.html">Bob</a></body></html>' },
      '/x/ada.html': { body: '<html><head><title>Ada</title></head><body>Research.</body></html>' },
      '/x/bob.html': { body: '<html><head><title>Bob</title></head><body>Research.</body></html>' },
    };
    const server = await serve(web);
    const scores: Record<string, number>[] = [];
    for (const feedback of [true, false]) {
      const out = join(tmp(), 'out');
      await crawl([{ url: server.url }], { out, maxPages: 10, feedback, fetcher: new HttpFetcher({ retries: 0 }) });
      scores.push(Object.fromEntries(readLog(out).map((l) => [new URL(l.url).pathname, l.score])));
    }
    await server.close();
    expect(Object.keys(scores[0]).sort()).toEqual(['/', '/robots.txt', '/x/ada.html', '/x/bob.html', '/x/list.html']);
    expect(scores[0]).toEqual(scores[1]);
    // cue score 0.1 and prior 0.15 (a person's page, no people list), half each
    expect(scores[0]['/x/ada.html']).toBe(0.125);
  });
});

describe('kill -9 and --resume', () => {
  it('continues without fetching anything twice and without losing a record', async () => {
    const web = universityWeb();
    // a bigger web: 40 course pages behind a list, 60 other pages
    const list = Array.from({ length: 40 }, (_, i) => `<li><a href="/c/cs${100 + i}/">CS ${100 + i} Course ${i}</a></li>`).join('');
    web['/courses/'] = { body: `<html><head><title>Courses</title></head><body><ul>${list}</ul></body></html>` };
    // each its own page (one body under two URLs is one page, written once)
    for (let i = 0; i < 40; i++) web[`/c/cs${100 + i}/`] = { body: coursePage(`CS ${100 + i}`, `Course ${i}`) };
    web['/people/'] = { body: Array.from({ length: 60 }, (_, i) => `<a href="/people/p${i}.html">P${i}</a>`).join(' ') };
    for (let i = 0; i < 60; i++) web[`/people/p${i}.html`] = { body: `<html><head><title>P${i}</title></head><body>Person ${i}</body></html>` };
    const server = await serve(web, 15);
    const out = join(tmp(), 'out');
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'child.ts'), out, server.url, '400'], { stdio: 'ignore' });
    // kill -9 once the child is well into the crawl
    await new Promise<void>((resolve) => {
      const t = setInterval(() => {
        const n = [...server.hits.values()].reduce((a, b) => a + b, 0);
        if (n >= 40) {
          clearInterval(t);
          child.kill('SIGKILL');
          resolve();
        }
      }, 5);
    });
    await new Promise((r) => child.once('exit', r));
    expect(existsSync(join(out, 'child-done'))).toBe(false);
    const before = readLog(out).length;
    expect(before).toBeGreaterThan(0);
    await crawl([{ url: server.url }], { out, maxPages: 400, resume: true, fetcher: new HttpFetcher({ retries: 0 }), concurrency: 2, perHost: 2 });
    await server.close();
    const log = readLog(out);
    // no URL fetched twice: by the log and by the server
    const urls = log.map((l) => l.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const [path, n] of server.hits) expect(n, path).toBe(1); // retries are off in both runs
    // no record lost: the log numbers every fetch once, every course page the critic accepted is in courses.jsonl
    expect(log.map((l) => l.n)).toEqual(log.map((_, i) => i + 1));
    const courses = readFileSync(join(out, 'courses.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { url: string });
    const courseUrls = new Set(courses.map((c) => c.url));
    expect(courseUrls.size).toBe(courses.length);
    const fetchedCourses = log.filter((l) => /\/c\/cs\d+\/$|\/courses\/cs\d+\/$/.test(l.url) && !l.interrupted).map((l) => l.url);
    // at most `concurrency` fetches were in flight at the kill; they are logged as interrupted, not repeated
    const interrupted = log.filter((l) => l.interrupted).length;
    expect(interrupted).toBeLessThanOrEqual(2);
    expect(fetchedCourses.length).toBeGreaterThanOrEqual(40 - interrupted);
    for (const u of fetchedCourses) expect(courseUrls.has(u), u).toBe(true);
    // everything the server served was logged
    const logged = new Set(log.map((l) => new URL(l.url).pathname));
    expect([...server.hits.keys()].filter((p) => !logged.has(p))).toEqual([]);
  }, 120_000);
});

describe('a home page that forwards by meta refresh', () => {
  it('has its target fetched next, before its own better-looking links', async () => {
    const server = await serve({
      '/': { body: `<html><head><meta http-equiv="refresh" content="0; url=/en/"><title>CS</title></head><body><a href="/courses/cs101/">CS 101 Introduction to Programming</a> <a href="/courses/cs202/">CS 202 Data Structures</a></body></html>` },
      '/en/': { body: `<html><head><title>Computer Science</title></head><body><a href="/courses/">Courses</a></body></html>` },
      '/courses/': { body: '<html><body>Courses</body></html>' },
      '/courses/cs101/': { body: coursePage('CS 101', 'Introduction to Programming') },
      '/courses/cs202/': { body: coursePage('CS 202', 'Data Structures') },
    });
    const out = join(tmp(), 'out');
    await crawl([{ url: server.url }], { out, maxPages: 4, fetcher: new HttpFetcher({ retries: 0 }), robots: false });
    await server.close();
    expect(readLog(out).map((l) => new URL(l.url).pathname).slice(0, 2)).toEqual(['/', '/en/']);
  });
});

describe('--resume goes on as if the crawl had never stopped', () => {
  /** Courses behind a list and behind people's pages, dead links, a news archive: list credit, dead directories and the apprentice all move scores. */
  const web = (): Record<string, Resp> => {
    const w = universityWeb();
    w['/courses/'] = { body: `<html><head><title>Courses</title></head><body><ul>${Array.from({ length: 20 }, (_, i) => `<li><a href="/c/cs${100 + i}/">CS ${100 + i} Topic ${i}</a></li>`).join('')}<li><a href="/archive/">Old terms</a></li></ul></body></html>` };
    for (let i = 0; i < 20; i++) w[`/c/cs${100 + i}/`] = { body: coursePage(`CS ${100 + i}`, `Topic ${i}`) };
    w['/archive/'] = { body: Array.from({ length: 12 }, (_, i) => `<a href="/archive/cs${300 + i}">CS ${300 + i}</a>`).join(' ') };
    // People links without the trailing slash the server adds (redirect rules rewrite them after two).
    w['/people/'] = { body: `<html><head><title>Faculty</title></head><body>${Array.from({ length: 16 }, (_, i) => `<a href="/~p${i}">Prof ${i}</a>`).join(' ')}</body></html>` };
    for (let i = 0; i < 16; i++) w[`/~p${i}`] = { status: 301, location: `/~p${i}/` };
    for (let i = 0; i < 16; i++)
      w[`/~p${i}/`] = { body: `<html><head><title>Prof ${i}</title></head><body>Research. ${i % 3 === 0 ? `I teach <a href="/~p${i}/cs4${i}.html">CS 4${i}</a> and <a href="/c/cs${100 + i}/">CS ${100 + i}</a>.` : '<a href="/~p' + i + '/papers.html">Papers</a>'}</body></html>` };
    for (let i = 0; i < 16; i += 3) w[`/~p${i}/cs4${i}.html`] = { body: coursePage(`CS 4${i}`, `Seminar ${i}`) };
    return w;
  };
  const run = async (url: string, out: string, maxPages: number, resume = false) =>
    crawl([{ url }], { out, maxPages, resume, batch: 5, fetcher: new HttpFetcher({ retries: 0 }), concurrency: 1 });
  const order = (out: string) => readLog(out).map((l) => [l.url, l.status, l.score, l.prob]);

  it('stopped at its budget and resumed with a larger one, it fetches exactly what one run would, in the same order with the same scores', async () => {
    const server = await serve(web());
    const whole = join(tmp(), 'whole');
    await run(server.url, whole, 90);
    const parts = join(tmp(), 'parts');
    await run(server.url, parts, 30);
    await run(server.url, parts, 60, true);
    await run(server.url, parts, 90, true);
    // Control: the same stop and resume without the stored facts (as before they were kept) goes elsewhere.
    const amnesic = join(tmp(), 'amnesic');
    await run(server.url, amnesic, 30);
    const db = new Database(join(amnesic, 'frontier.sqlite'));
    db.exec('DELETE FROM facts; DELETE FROM applied;');
    db.close();
    await run(server.url, amnesic, 90, true);
    await server.close();
    expect(order(whole).length).toBe(90);
    expect(order(parts)).toEqual(order(whole));
    expect(readFileSync(join(parts, 'courses.jsonl'), 'utf8')).toBe(readFileSync(join(whole, 'courses.jsonl'), 'utf8'));
    expect(order(amnesic)).not.toEqual(order(whole));
    expect(readLog(whole).filter((l) => l.rewritten).length).toBeGreaterThan(3);
  }, 60_000);
});

describe('a directory of many pages without course homes (a wiki, an album)', () => {
  it('is demoted by its yield, so a plainer link elsewhere is reached before the directory is exhausted', async () => {
    // Wiki pages with teaching words (a higher prior than "About") that link on to more wiki pages, and that
    // look a little like course pages (critic ≈ 0.4: not misses of their directory): without a per-directory
    // yield the crawl would spend its whole budget on them before trying "About".
    const name = (i: number) => `Page_${[...i.toString(26).padStart(2, '0')].map((c) => String.fromCharCode(97 + parseInt(c, 26))).join('')}`;
    const web: Record<string, Resp> = {
      '/': { body: `<html><head><title>Dept</title></head><body><a href="/about/">About</a> ${Array.from({ length: 5 }, (_, i) => `<a href="/w/${name(i)}">Teaching wiki</a>`).join(' ')}</body></html>` },
      '/about/': { body: '<html><head><title>About</title></head><body><a href="/about/cs101/">CS 101 Introduction to Programming</a></body></html>' },
      '/about/cs101/': { body: coursePage('CS 101', 'Introduction to Programming') },
    };
    for (let i = 0; i < 200; i++)
      web[`/w/${name(i)}`] = { body: `<html><head><title>Seminar wiki</title></head><body><p>Readings.</p>${[1, 2, 3].map((d) => `<a href="/w/${name((i * 3 + d) % 200)}">Teaching wiki</a>`).join(' ')}</body></html>` };
    const { log } = await crawlWeb(web, 150);
    const wiki = log.filter((l) => l.url.includes('/w/'));
    const course = log.findIndex((l) => l.url.endsWith('/about/cs101/'));
    expect(course).toBeGreaterThan(0);
    // reached once the wiki's pages had shown their yield (20 pages per course home), not after all of them
    expect(wiki.filter((l) => l.n < log[course].n).length).toBeLessThan(100);
  });
});

describe('a catalogue whose entries each link their PDF export under a URL with no extension', () => {
  it('learns from a few fetches that the template answers files, so the course elsewhere is reached before most of them', async () => {
    // Each entry's `…/pdf` link reads like the entry's syllabus (a good prior): without the file templates the crawl
    // fetched all 40 exports before trying "About".
    const entry = (i: number) => `/guide/2019/entries/INF${String(i).padStart(4, '0')}`;
    const web: Record<string, Resp> = {
      '/': { body: `<html><head><title>Dept</title></head><body><a href="/about/">About</a> <a href="/guide/2019/">Course syllabus guide</a></body></html>` },
      '/about/': { body: '<html><head><title>About</title></head><body><a href="/about/cs201/">CS 201 Data Structures</a></body></html>' },
      '/about/cs201/': { body: coursePage('CS 201', 'Data Structures') },
      '/guide/2019/': { body: `<html><head><title>Guide</title></head><body>${Array.from({ length: 40 }, (_, i) => `<a href="${entry(i)}">Entry ${i}</a>`).join(' ')}</body></html>` },
    };
    for (let i = 0; i < 40; i++) {
      web[entry(i)] = { body: `<html><head><title>Entry ${i}</title></head><body><p>Credits: 6.</p><a href="${entry(i)}/pdf">CS ${200 + i} course syllabus, lectures and homework</a></body></html>` };
      web[`${entry(i)}/pdf`] = { type: 'application/pdf', body: '%PDF-1.4 syllabus' };
    }
    const { log } = await crawlWeb(web, 120);
    const course = log.findIndex((l) => l.url.endsWith('/about/cs201/'));
    expect(course).toBeGreaterThan(0);
    const pdfs = log.filter((l) => l.url.endsWith('/pdf') && l.n < log[course].n);
    expect(pdfs.length).toBeGreaterThanOrEqual(3);
    expect(pdfs.length).toBeLessThan(10);
  });
});

describe('an archive that holds a mailing list\'s monthly indexes but not their messages', () => {
  it('learns the messages\' template is dead after a few, across months, so the course elsewhere comes before most of them', async () => {
    // Each month's index is a list of its own: per list, three dead links each (36 in all) before DeadLinks damps it.
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    const web: Record<string, Resp> = {
      '/': { body: `<html><head><title>Dept</title></head><body><a href="/about/">About</a> <a href="/pipermail/cs-teaching/">Teaching list archives</a></body></html>` },
      '/about/': { body: '<html><head><title>About</title></head><body><a href="/about/cs201/">CS 201 Data Structures</a></body></html>' },
      '/about/cs201/': { body: coursePage('CS 201', 'Data Structures') },
      '/pipermail/cs-teaching/': { body: `<html><head><title>The cs-teaching Archives</title></head><body>${months.map((m) => `<a href="2019-${m}/thread.html">[ Thread ] 2019-${m}: course syllabus, lectures and homework</a>`).join(' ')}</body></html>` },
    };
    months.forEach((m, i) => {
      web[`/pipermail/cs-teaching/2019-${m}/thread.html`] = {
        body: `<html><head><title>${m} 2019 Archives by thread</title></head><body>${Array.from({ length: 6 }, (_, j) => `<a href="${1000 + i * 10 + j}.html">[cs-teaching] CS 20${j} course syllabus, lectures and homework</a>`).join(' ')}</body></html>`,
      };
    });
    const { log } = await crawlWeb(web, 120);
    const course = log.findIndex((l) => l.url.endsWith('/about/cs201/'));
    expect(course).toBeGreaterThan(0);
    const dead = log.filter((l) => /\/\d+\.html$/.test(l.url) && l.n < log[course].n);
    expect(dead.every((l) => l.status === 404)).toBe(true);
    expect(dead.length).toBeGreaterThanOrEqual(5);
    expect(dead.length).toBeLessThan(15);
  });
});

describe('a month of a mailing list\'s archive (dated articles that name a course)', () => {
  it('counts its messages as misses of their directory, so the course elsewhere is reached after a few', async () => {
    // Messages read like course pages (a course number, homework, exams) and link on to the next ones with
    // course-numbered subjects; the critic caps them below its threshold (dated articles), and their directory
    // is demoted as one of misses is.
    const msg = (i: number) => `/pipermail/cs101/2019-October/${String(i).padStart(6, '0')}.html`;
    const web: Record<string, Resp> = {
      '/': { body: `<html><head><title>Dept</title></head><body><a href="/about/">About</a> <a href="${msg(0)}">[CS 101] Homework 3 question</a></body></html>` },
      '/about/': { body: '<html><head><title>About</title></head><body><a href="/about/cs201/">CS 201 Data Structures</a></body></html>' },
      '/about/cs201/': { body: coursePage('CS 201', 'Data Structures') },
    };
    for (let i = 0; i < 80; i++)
      web[msg(i)] = {
        body: `<html><head><title>[CS 101] Homework ${i} question</title></head><body><h1>CS 101 Homework ${i}</h1><p>Lectures, homework, exams, syllabus, office hours, grading, instructor.</p>${[1, 2, 3].map((d) => `<a href="${msg((i + d) % 80)}">[CS 101] Homework ${(i + d) % 80} question</a>`).join(' ')}</body></html>`,
      };
    const { log } = await crawlWeb(web, 100);
    const course = log.findIndex((l) => l.url.endsWith('/about/cs201/'));
    expect(course).toBeGreaterThan(0);
    const messages = log.filter((l) => l.url.includes('/pipermail/') && l.n < log[course].n);
    expect(messages.every((l) => l.prob === 0.45)).toBe(true);
    expect(messages.length).toBeLessThan(12);
  });
});

/** A registrar's schedule: one entry per class (each reading as a course page) linking the class's own site. */
function scheduleWeb(codes: number[], entry: (c: number) => string, system = 'Office of the Registrar'): Record<string, Resp> {
  const web: Record<string, Resp> = {
    '/': { body: `<html><head><title>Dept</title></head><body><a href="/schedule/">Schedule of Classes</a></body></html>` },
    '/schedule/': { body: `<html><head><title>Classes</title></head><body>${codes.map((c) => `<a href="${entry(c)}">CS ${c} LEC 001</a>`).join(' ')}</body></html>` },
  };
  for (const c of codes) {
    // the entry: a course number, a term, an instructor, course words, and a link to the class's site
    web[entry(c)] = {
      body: `<html><head><title>2020 Spring CS ${c} 001 LEC 001 | ${system}</title></head><body><h1>CS ${c} Spring 2020</h1><p>Lectures MWF 10:00. Instructor: Prof. Ada. Exams, grading and prerequisites: see the syllabus.</p><a href="/~cs${c}/">Class homepage</a> <a href="/final-exams/">Final exam schedule</a></body></html>`,
    };
    web[`/~cs${c}/`] = { body: coursePage(`CS ${c}`, 'Operating Systems').replace('</body>', `<a href="hw1.html">Homework 1</a> <a href="lec1.pdf">Lecture 1 slides</a></body>`) };
  }
  return web;
}

const rolesIn = (out: string) => readFileSync(join(out, 'courses.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { url: string; role: string });
const rolesOf = (lines: { url: string; role: string }[], part: string) => [...new Set(lines.filter((l) => l.url.includes(part)).map((l) => l.role))];

describe('a registrar\'s schedule (one entry per class, each reading as a course page)', () => {
  const codes = Array.from({ length: 12 }, (_, i) => 100 + i * 7);
  const entry = (c: number) => `/schedule/2020-spring-cs-${c}-lec-001`;

  it(`is a course database after ${FAMILY_MIN} entries without material links: the rest are not written as courses, the homes they link are`, async () => {
    const { out, log } = await crawlWeb(scheduleWeb(codes, entry), 60);
    expect(codes.every((c) => log.some((l) => l.url.endsWith(entry(c))))).toBe(true);
    const lines = rolesIn(out);
    const written = lines.map((l) => l.url);
    expect(written.filter((u) => u.includes('/schedule/')).length).toBe(FAMILY_MIN);
    expect(codes.filter((c) => written.some((u) => u.endsWith(`/~cs${c}/`))).length).toBe(codes.length);
    // the entries written as homes before the family was judged a database say what they turned out to be
    expect(rolesOf(lines, '/schedule/')).toEqual(['entry']);
    expect(rolesOf(lines, '/~cs')).toEqual(['home']);
    expect(existsSync(join(out, 'courses.jsonl.tmp'))).toBe(false);
  });

  it('says so in courses.jsonl at the end of a --resume when the crawl that found it was stopped first', async () => {
    const server = await serve(scheduleWeb(codes, entry));
    const out = join(tmp(), 'out');
    const base = { out, fetcher: new HttpFetcher({ retries: 0 }), feedback: false };
    try {
      // stopped (an error from the progress callback) right after the family was judged a database
      const stop = new Error('stop');
      const err = await crawl([{ url: server.url }], {
        ...base,
        maxPages: 60,
        onFetch: () => {
          if (rolesIn(out).filter((l) => l.url.includes('/schedule/')).length >= FAMILY_MIN) throw stop;
        },
      }).catch((e: Error) => e);
      expect(err).toBe(stop);
      // streamed as notices (a few lines naming the class, pointing to its site), not yet as entries
      expect(rolesOf(rolesIn(out), '/schedule/')).toEqual(['notice']);
      await crawl([{ url: server.url }], { ...base, maxPages: 60, resume: true });
    } finally {
      await server.close();
    }
    expect(rolesOf(rolesIn(out), '/schedule/')).toEqual(['entry']);
  });

  it('is one from its first entry when its title names the system (`… | Class Schedule`): no entry written, every home it links is', async () => {
    const { out, log } = await crawlWeb(scheduleWeb(codes, entry, 'Class Schedule'), 60);
    expect(codes.every((c) => log.some((l) => l.url.endsWith(entry(c))))).toBe(true);
    const lines = rolesIn(out);
    expect(lines.filter((l) => l.url.includes('/schedule/'))).toEqual([]);
    expect(codes.filter((c) => lines.some((l) => l.url.endsWith(`/~cs${c}/`) && l.role === 'home')).length).toBe(codes.length);
  });
});

describe('a course home built as a frameset (no text of its own; its frames hold the course)', () => {
  const frameWeb = (menuTitle: string): Record<string, Resp> => ({
    '/': { body: '<html><head><title>Dept</title></head><body><a href="/~ada/">Ada</a></body></html>' },
    '/~ada/': { body: '<html><head><title>Ada</title></head><body>Teaching: <a href="/~ada/cs674/">CS 674</a></body></html>' },
    '/~ada/cs674/': {
      body: '<html><head><title>CS 674: Advanced Topics in Machine Learning</title></head><frameset cols="180,*"><frame src="menu.html" name="menu"><frame src="main.html" name="main"><noframes><body>This page uses frames.</body></noframes></frameset></html>',
    },
    '/~ada/cs674/menu.html': {
      body: `<html><head><title>${menuTitle}</title></head><body><h2>CS 674 Fall 2005</h2><ul><li><a href="syllabus.html" target="main">Syllabus</a></li><li><a href="hw.html" target="main">Homework</a></li><li><a href="exams.html" target="main">Exams</a></li><li><a href="main.html">Lectures</a></li></ul><p>Office hours, grading, midterm and final exam.</p></body></html>`,
    },
    '/~ada/cs674/main.html': { body: coursePage('CS 674', 'Advanced Topics in Machine Learning') },
  });

  it('is written in courses.jsonl as the course\'s home under the frameset\'s URL and title, with the records of the frame that holds them', async () => {
    for (const menuTitle of ['CS 674 Menu', 'Menu']) {
      const { out, log } = await crawlWeb(frameWeb(menuTitle), 20);
      expect(log.some((l) => l.url.endsWith('/cs674/main.html'))).toBe(true);
      const lines = readFileSync(join(out, 'courses.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { url: string; role: string; title: string; frame?: string; records: unknown[] });
      const homes = lines.filter((l) => l.role === 'home');
      expect([menuTitle, homes.map((l) => [new URL(l.url).pathname, l.title, l.frame && new URL(l.frame).pathname])]).toEqual([
        menuTitle,
        [['/~ada/cs674/', 'CS 674: Advanced Topics in Machine Learning', '/~ada/cs674/main.html']],
      ]);
      expect(homes[0].records.length).toBeGreaterThan(0);
      // a frame written before it (the menu) is the home's subpage under its own URL
      for (const l of lines.filter((x) => x.role !== 'home'))
        expect([new URL(l.url).pathname, l.role, l.frame, (l as { course?: string }).course]).toEqual(['/~ada/cs674/menu.html', 'subpage', undefined, homes[0].url]);
    }
  });
});

describe('a schedule of classes whose first entries link course homes found already', () => {
  it('keeps its entries alive: the homes only its later entries link come before its plainer links', async () => {
    const known = [100, 101, 102, 103, 104, 105];
    const only = [200, 201, 202, 203];
    const entry = (c: number) => `/schedule/2020-spring-cs-${c}-lec-001`;
    const web: Record<string, Resp> = {
      '/': { body: '<html><head><title>Dept</title></head><body><a href="/courses/">Courses</a></body></html>' },
      '/courses/': {
        body: `<html><head><title>Courses</title></head><body>${known.map((c) => `<a href="/~cs${c}/">CS ${c} Operating Systems</a>`).join(' ')} <a href="/schedule/">Schedule of Classes</a></body></html>`,
      },
      // the schedule also links its instructors' profiles (no course pages: a plainer way on)
      '/schedule/': {
        body: `<html><head><title>Classes</title></head><body>${[...known, ...only].map((c) => `<a href="${entry(c)}">CS ${c} LEC 001</a>`).join(' ')} ${Array.from({ length: 30 }, (_, i) => `<a href="/people/p${i}.html">Professor ${i}</a>`).join(' ')}</body></html>`,
      },
    };
    for (let i = 0; i < 30; i++) web[`/people/p${i}.html`] = { body: `<html><head><title>Professor ${i}</title></head><body><p>Research in systems.</p></body></html>` };
    for (const c of [...known, ...only]) {
      web[entry(c)] = {
        body: `<html><head><title>2020 Spring CS ${c} 001 LEC 001 | Class Schedule</title></head><body><h1>CS ${c} Spring 2020</h1><p>Lectures MWF 10:00. Instructor: Prof. Ada. Exams, grading and prerequisites: see the syllabus.</p><a href="/~cs${c}/">Class homepage</a></body></html>`,
      };
      web[`/~cs${c}/`] = { body: coursePage(`CS ${c}`, 'Operating Systems') };
    }
    const { log } = await crawlWeb(web, 70);
    const at = (p: string) => log.find((l) => new URL(l.url).pathname === p)?.n ?? Infinity;
    const lastHome = Math.max(...only.map((c) => at(`/~cs${c}/`)));
    const people = log.filter((l) => new URL(l.url).pathname.startsWith('/people/p')).map((l) => l.n);
    expect(people.length).toBeGreaterThan(0);
    expect(lastHome).toBeLessThan(Math.min(...people));
  });
});

describe('teachers\' profiles that link their courses\' catalogue entries', () => {
  it('are not a directory of misses: the profile that leads to a homepage\'s course comes before plainer links', async () => {
    // Each profile (a miss: no course words) links its course's handbook entry, which reads as a course page
    // but is capped as a catalogue's entry; the last profile also links its owner's homepage, whose link is
    // the course's own page. The list's other links, each into its own directory, score as the profiles do.
    const n = 10;
    const rooms = [...'ABCDEFGHIJKLMNOPQRST'];
    const web: Record<string, Resp> = {
      '/': { body: `<html><head><title>School</title></head><body><a href="/list/">Course list</a></body></html>` },
      '/list/': {
        body: `<html><head><title>Course list</title></head><body><table>${Array.from({ length: n }, (_, i) => `<tr><td>Topic</td><td><a href="/staff/p${i}.html">Person ${rooms[i]}</a></td></tr>`).join('')}</table>${rooms.map((r) => `<a href="/r${r}/">Room ${r}</a>`).join(' ')}</body></html>`,
      },
      [`/~p${n - 1}/`]: { body: `<html><head><title>Person</title></head><body><a href="/~p${n - 1}/cs909/">CS 909 Networks</a></body></html>` },
      [`/~p${n - 1}/cs909/`]: { body: coursePage('CS 909', 'Networks') },
    };
    for (const r of rooms) web[`/r${r}/`] = { body: `<html><head><title>Room ${r}</title></head><body>Bookings.</body></html>` };
    for (let i = 0; i < n; i++) {
      const home = i === n - 1 ? ` <a href="/~p${i}/">Teaching</a>` : '';
      web[`/staff/p${i}.html`] = { body: `<html><head><title>Person ${rooms[i]}</title></head><body>Profile. Teaches <a href="/handbook/comp10${i}">COMP10${i} Topic</a>.${home}</body></html>` };
      web[`/handbook/comp10${i}`] = { body: coursePage(`COMP10${i}`, 'Topic').replace(/<title>[^<]*<\/title>/, `<title>COMP10${i} Topic - Handbook</title>`) };
    }
    const { log } = await crawlWeb(web, 80);
    expect(log.filter((l) => l.url.includes('/handbook/')).every((l) => l.prob === 0.45)).toBe(true);
    const course = log.find((l) => l.url.endsWith('/cs909/'));
    expect(course).toBeDefined();
    expect(log.filter((l) => /\/r[A-Z]\/$/.test(l.url) && l.n < course!.n).length).toBe(0);
  });
});

describe('an index of a course\'s offerings (cse410/ → 19sp/, 19au/, 20wi/)', () => {
  it('does not own its directory: each offering is a course home of its own, not its subpage', async () => {
    const terms = ['19sp', '19au', '20wi'];
    const web: Record<string, Resp> = {
      '/': { body: '<html><head><title>CSE</title></head><body><a href="/cse410/">CSE 410 Computer Systems</a></body></html>' },
      '/cse410/': { body: coursePage('CSE 410', 'Computer Systems').replace('</body>', `${terms.map((t) => `<a href="/cse410/${t}/">${t}</a>`).join(' ')}</body>`) },
    };
    for (const t of terms) web[`/cse410/${t}/`] = { body: coursePage('CSE 410', `Computer Systems ${t}`).replace('</body>', t === '19sp' ? '<a href="/cse410/19sp/hw1.html">Homework 1</a></body>' : '</body>') };
    web['/cse410/19sp/hw1.html'] = { body: coursePage('CSE 410', 'Homework 1') };
    const { out } = await crawlWeb(web, 10);
    const db = new Database(join(out, 'frontier.sqlite'), { readonly: true });
    const facts = (db.prepare('SELECT fact FROM facts').all() as { fact: string }[]).map((r) => JSON.parse(r.fact) as { u: string; c?: 1; l?: 1; h?: 1; sp?: 1 });
    db.close();
    const of = (p: string) => facts.find((f) => new URL(f.u).pathname === p);
    expect(of('/cse410/')).toMatchObject({ c: 1, l: 1 });
    expect(of('/cse410/')?.h).toBeUndefined();
    for (const t of terms) expect([t, of(`/cse410/${t}/`)?.h, of(`/cse410/${t}/`)?.sp]).toEqual([t, 1, undefined]);
    // and courses.jsonl says what each page is to its course
    const roles = readFileSync(join(out, 'courses.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { url: string; role: string });
    expect(Object.fromEntries(roles.map((r) => [new URL(r.url).pathname, r.role]))).toEqual({ '/cse410/': 'list', '/cse410/19sp/': 'home', '/cse410/19au/': 'home', '/cse410/20wi/': 'home', '/cse410/19sp/hw1.html': 'subpage' });
  });
});

describe('a module\'s page keeping its past years below it (comp2022/ → 2017-18/, 2018-19/, lectures/, coursework/)', () => {
  it('is this year\'s home, not an index of offerings: its own pages are its subpages, its past years homes of their own', async () => {
    const years = ['2017-18', '2018-19'];
    const own = ['lectures', 'coursework'];
    const web: Record<string, Resp> = {
      '/': { body: '<html><head><title>School</title></head><body><a href="/comp2022/">COMP2022 Concurrent Programming</a></body></html>' },
      '/comp2022/': { body: coursePage('COMP2022', 'Concurrent Programming').replace('</body>', `${[...own, ...years].map((p) => `<a href="/comp2022/${p}/">${p}</a>`).join(' ')}</body>`) },
    };
    for (const y of years) web[`/comp2022/${y}/`] = { body: coursePage('COMP2022', `Concurrent Programming ${y}`) };
    for (const p of own) web[`/comp2022/${p}/`] = { body: coursePage('COMP2022', `Concurrent Programming: ${p}`) };
    const { out } = await crawlWeb(web, 10);
    const roles = readFileSync(join(out, 'courses.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { url: string; role: string; course?: string });
    expect(Object.fromEntries(roles.map((r) => [new URL(r.url).pathname, [r.role, r.course && new URL(r.course).pathname]]))).toEqual({
      '/comp2022/': ['home', undefined],
      '/comp2022/2017-18/': ['home', undefined],
      '/comp2022/2018-19/': ['home', undefined],
      '/comp2022/lectures/': ['subpage', '/comp2022/'],
      '/comp2022/coursework/': ['subpage', '/comp2022/'],
    });
  });
});

describe('a course\'s page listing a single offering (cse501/ → 19au/)', () => {
  it('is the course\'s home, and its one offering a course home of its own, not its subpage (its homework is)', async () => {
    const web: Record<string, Resp> = {
      '/': { body: '<html><head><title>CSE</title></head><body><a href="/cse501/">CSE 501 Programming Languages</a></body></html>' },
      '/cse501/': { body: coursePage('CSE 501', 'Programming Languages').replace('</body>', '<a href="/cse501/19au/">Autumn 2019</a></body>') },
      '/cse501/19au/': { body: coursePage('CSE 501', 'Programming Languages, Autumn 2019').replace('</body>', '<a href="/cse501/19au/hw1.html">Homework 1</a></body>') },
      '/cse501/19au/hw1.html': { body: coursePage('CSE 501', 'Homework 1') },
    };
    const { out } = await crawlWeb(web, 10);
    const roles = readFileSync(join(out, 'courses.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { url: string; role: string });
    expect(Object.fromEntries(roles.map((r) => [new URL(r.url).pathname, r.role]))).toEqual({ '/cse501/': 'home', '/cse501/19au/': 'home', '/cse501/19au/hw1.html': 'subpage' });
    // a subpage line names the course home it belongs to: the offering's, not the course's page above it
    const course = Object.fromEntries(roles.map((r) => [new URL(r.url).pathname, (r as { course?: string }).course && new URL((r as { course?: string }).course!).pathname]));
    expect(course).toEqual({ '/cse501/': undefined, '/cse501/19au/': undefined, '/cse501/19au/hw1.html': '/cse501/19au/' });
  });
});

describe('course homes addressed by their query (a module finder: `/teaching/module/?code=CS-213&year=2009`)', () => {
  it('are each a course home, not the subpages of the first one found; a view with one parameter more is its home\'s subpage', async () => {
    const mods = [
      ['CS-213', '2009', 'Databases'],
      ['CS-216', '2009', 'Compilers'],
      ['CS-216', '2012', 'Compilers'],
    ];
    const at = (code: string, year: string, tab?: string) => `/teaching/module/?code=${code}${tab ? `&tab=${tab}` : ''}&year=${year}`;
    const web: Record<string, Resp> = {
      '/': { body: '<html><head><title>School</title></head><body><a href="/teaching/module/">Module finder</a></body></html>' },
      '/teaching/module/': { body: `<html><head><title>Module finder</title></head><body>${mods.map(([c, y, t]) => `<a href="${at(c, y).replace(/&/g, '&amp;')}">${c} ${t} ${y}</a>`).join(' ')}</body></html>` },
    };
    for (const [c, y, t] of mods) {
      web[at(c, y)] = { body: coursePage(c, `${t} (${y}/${Number(y.slice(2)) + 1})`).replace('</body>', `<a href="${at(c, y, 'notes').replace(/&/g, '&amp;')}">Lecture notes</a></body>`) };
      web[at(c, y, 'notes')] = { body: coursePage(c, `${t}: lecture notes`) };
    }
    const { out } = await crawlWeb(web, 20);
    const lines = readFileSync(join(out, 'courses.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { url: string; role: string; course?: string });
    const key = (u: string) => new URL(u).search;
    expect(Object.fromEntries(lines.map((l) => [key(l.url), [l.role, l.course && key(l.course)]]))).toEqual({
      '?code=CS-213&year=2009': ['home', undefined],
      '?code=CS-216&year=2009': ['home', undefined],
      '?code=CS-216&year=2012': ['home', undefined],
      '?code=CS-213&tab=notes&year=2009': ['subpage', '?code=CS-213&year=2009'],
      '?code=CS-216&tab=notes&year=2009': ['subpage', '?code=CS-216&year=2009'],
      '?code=CS-216&tab=notes&year=2012': ['subpage', '?code=CS-216&year=2012'],
    });
  });
});

describe('a software forge\'s repository named after a course', () => {
  it('has its commits damped as a course\'s subpages are: the course elsewhere comes first', async () => {
    const repo = '/git/grp/cs101-exercises';
    const commit = (i: number) => `${repo}/-/commit/${(0x9a1b2c3 + i * 7919).toString(16)}`;
    const web: Record<string, Resp> = {
      '/': { body: `<html><head><title>Dept</title></head><body><a href="${repo}">CS 101 exercises</a> <a href="/teaching/">Teaching</a></body></html>` },
      [repo]: { body: `<html><head><title>grp / cs101-exercises · GitLab</title></head><body><h1>CS 101 exercises</h1><p>Homework, exams.</p>${Array.from({ length: 40 }, (_, i) => `<a href="${commit(i)}">CS 101 sheet ${i} fix</a>`).join(' ')}</body></html>` },
      '/teaching/': { body: '<html><head><title>Teaching</title></head><body><a href="/teaching/cs202/">CS 202 Data Structures</a></body></html>' },
      '/teaching/cs202/': { body: coursePage('CS 202', 'Data Structures') },
    };
    for (let i = 0; i < 40; i++) web[commit(i)] = { body: `<html><head><title>CS 101 sheet ${i} fix (${i}) · Commits · cs101-exercises · GitLab</title></head><body>diff</body></html>` };
    const { log } = await crawlWeb(web, 60);
    const course = log.find((l) => l.url.endsWith('/teaching/cs202/'));
    expect(course).toBeDefined();
    expect(log.find((l) => l.url.endsWith(repo))?.prob).toBe(0.1);
    expect(log.filter((l) => l.url.includes('/-/commit/') && l.n < course!.n).length).toBe(0);
  });
});

describe('a platform that answers each private course with its login form (`login.php?target=crs_N`)', () => {
  it('follows the first redirect to the form, not the others: each is a login redirect to the walls, not a fetch', async () => {
    const web: Record<string, Resp> = {
      '/': { body: `<html><head><title>Dept</title></head><body><a href="/courses.html">Courses</a></body></html>` },
      '/courses.html': {
        body: `<html><head><title>Courses</title></head><body>${Array.from({ length: 6 }, (_, i) => `<a href="/goto/crs_${i}.html">CS ${101 + i} course room</a>`).join(' ')} <a href="/cs202/">CS 202 Data Structures</a></body></html>`,
      },
      '/login.php': { body: '<html><head><title>Login</title></head><body><form><input name="user"><input type="password" name="pw"></form></body></html>' },
      '/cs202/': { body: coursePage('CS 202', 'Data Structures') },
    };
    for (let i = 0; i < 6; i++) web[`/goto/crs_${i}.html`] = { status: 302, location: `/login.php?target=crs_${i}&cmd=force_login` };
    const { out, log } = await crawlWeb(web, 40);
    const gotos = log.filter((l) => l.url.includes('/goto/crs_'));
    expect(gotos.length).toBe(6);
    expect(gotos.every((l) => l.status === 302)).toBe(true);
    expect(log.filter((l) => l.url.includes('/login.php')).map((l) => l.status)).toEqual([200]);
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).dropped['redirect:login']).toBe(5);
  });
});

describe('a platform\'s courses addressed by a record number (`course/view.php?id=2`)', () => {
  it('takes another view of an accepted course\'s record (its sections, its info page) for the course\'s own page', async () => {
    const M = '/moodle/course';
    const web: Record<string, Resp> = {
      '/': { body: `<html><head><title>Dept</title></head><body><a href="${M}/index.php">Courses</a> <a href="/people/">People</a></body></html>` },
      [`${M}/index.php`]: { body: `<html><head><title>Courses</title></head><body>${[1, 2, 3].map((i) => `<a href="${M}/view.php?id=${i}">CS 10${i} Course</a>`).join(' ')}</body></html>` },
      '/people/': { body: `<html><head><title>Faculty</title></head><body><a href="/~ada/">Ada Lovelace</a> <a href="/~bob/">Bob Babbage</a></body></html>` },
      '/~ada/': { body: `<html><head><title>Ada Lovelace</title></head><body><p>Teaching:</p><a href="/~ada/cs201/">CS 201 Data Structures</a></body></html>` },
      '/~bob/': { body: `<html><head><title>Bob Babbage</title></head><body><p>Teaching:</p><a href="/~bob/cs202/">CS 202 Algorithms</a></body></html>` },
      '/~ada/cs201/': { body: coursePage('CS 201', 'Data Structures') },
      '/~bob/cs202/': { body: coursePage('CS 202', 'Algorithms') },
    };
    for (const i of [1, 2, 3]) {
      const sections = Array.from({ length: 8 }, (_, k) => `<a href="${M}/view.php?id=${i}&amp;section=${k + 1}">CS 10${i} Week ${k + 1}: lecture and homework</a>`).join(' ');
      web[`${M}/view.php?id=${i}`] = { body: coursePage(`CS 10${i}`, 'Course').replace('</body>', `${sections} <a href="${M}/info.php?id=${i}">CS 10${i} course info</a></body>`) };
      for (let k = 1; k <= 8; k++) web[`${M}/view.php?id=${i}&section=${k}`] = { body: `<html><head><title>CS 10${i}: Week ${k}</title></head><body><h1>Week ${k}</h1><p>Lecture slides, homework ${k}.</p></body></html>` };
      web[`${M}/info.php?id=${i}`] = { body: `<html><head><title>CS 10${i}: Course info</title></head><body><p>Syllabus summary.</p></body></html>` };
    }
    const { log } = await crawlWeb(web, 60);
    const homes = ['/~ada/cs201/', '/~bob/cs202/', ...[1, 2, 3].map((i) => `${M}/view.php?id=${i}`)].map((p) => log.find((l) => l.url.endsWith(p))?.n);
    expect(homes.every((n) => n !== undefined)).toBe(true);
    const views = log.filter((l) => /section=|info\.php/.test(l.url));
    // every course home before any other view of a course's record
    expect(Math.max(...(homes as number[]))).toBeLessThan(Math.min(...views.map((l) => l.n), Infinity));
  });

  it('is a course home though its week sections are linked by their dates and it links its other terms; its sections are its own pages', async () => {
    const M = '/moodle/course';
    const days = ['Mon Aug 29 - Sun Sep 4', 'Mon Sep 5 - Sun Sep 11', 'Mon Sep 12 - Sun Sep 18', 'Mon Sep 19 - Sun Sep 25', 'Mon Sep 26 - Sun Oct 2', 'Mon Oct 3 - Sun Oct 9'];
    const terms = ['Fall 2015', 'Fall 2016', 'Fall 2018'];
    const sections = days.map((d, k) => `<a href="${M}/view.php?id=7&amp;section=${k + 1}">${d}</a> <a href="/moodle/mod/quiz/view.php?id=${k}">Quiz ${k + 1}</a>`).join(' ');
    const web: Record<string, Resp> = {
      '/': { body: `<html><head><title>Dept</title></head><body><a href="${M}/index.php">Courses</a></body></html>` },
      [`${M}/index.php`]: { body: `<html><head><title>Courses</title></head><body><a href="${M}/view.php?id=7">CS 1110 Introduction to Computing</a></body></html>` },
      [`${M}/view.php?id=7`]: { body: coursePage('CS 1110', 'Introduction to Computing').replace('</body>', `${sections} <p>Other offerings: ${terms.map((t, k) => `<a href="/cs1110/${k}/">${t}</a>`).join(' ')}</p></body>`) },
    };
    for (let k = 1; k <= days.length; k++) web[`${M}/view.php?id=7&section=${k}`] = { body: coursePage('CS 1110', `Introduction to Computing, week ${k}`).replace('<title>', `<title>Week ${k}: `) };
    terms.forEach((t, k) => (web[`/cs1110/${k}/`] = { body: coursePage('CS 1110', `Introduction to Computing (${t})`) }));
    const { out } = await crawlWeb(web, 40);
    const roles = Object.fromEntries(rolesIn(out).map((r) => [r.url.replace(/^https?:\/\/[^/]+/, ''), r.role]));
    // dates (`Sep 11`) and terms (`Fall 2016`) are no course numbers: not a list of courses
    expect(roles[`${M}/view.php?id=7`]).toBe('home');
    const sectionRoles = Object.entries(roles).filter(([u]) => u.includes('section=')).map(([, r]) => r);
    expect(sectionRoles.length).toBeGreaterThan(0);
    expect(sectionRoles.every((r) => r === 'subpage')).toBe(true);
  });
});

describe('a bilingual site (`/de/…` and `/en/…`, each page declaring its translation)', () => {
  it('fetches each page in one language only, and still finds the courses listed in either', async () => {
    const page = (lang: 'de' | 'en', path: string, title: string, body: string) => {
      const other = lang === 'de' ? 'en' : 'de';
      return { body: `<html lang="${lang}"><head><title>${title}</title><link rel="alternate" hreflang="${other}" href="/${other}${path}"></head><body><a href="/${other}${path}">${other.toUpperCase()}</a> ${body}</body></html>` };
    };
    const web: Record<string, Resp> = { '/': { status: 301, location: '/de/' } };
    for (const lang of ['de', 'en'] as const) {
      const t = lang === 'de' ? 'Lehre' : 'Teaching';
      web[`/${lang}/`] = page(lang, '/', 'Informatik', `<a href="/${lang}/lehre/">${t}</a>`);
      web[`/${lang}/lehre/`] = page(lang, '/lehre/', t, `<a href="/${lang}/lehre/swt1/">SWT 101 Softwaretechnik</a> <a href="/${lang}/lehre/ml/">INF 202 Machine Learning</a>`);
      web[`/${lang}/lehre/swt1/`] = page(lang, '/lehre/swt1/', 'SWT 101 Softwaretechnik', 'Vorlesung, Übung, Klausur. Lectures, homework, exams, syllabus.');
      web[`/${lang}/lehre/ml/`] = page(lang, '/lehre/ml/', 'INF 202 Machine Learning', 'Lectures, homework, exams, syllabus, office hours.');
    }
    const { out, log } = await crawlWeb(web, 30);
    const paths = log.filter((l) => l.status === 200 && l.kind === undefined).map((l) => new URL(l.url).pathname);
    // each page once, in whichever language came first
    const pages = paths.map((p) => p.replace(/^\/(de|en)/, ''));
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.sort()).toEqual(['/', '/lehre/', '/lehre/ml/', '/lehre/swt1/']);
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).dropped.translation).toBeGreaterThan(0);
  });
});

describe('stemDir', () => {
  it('names the directory a course page owns by its file name, not a directory index', () => {
    expect(stemDir('http://u.edu/users/yufeng/cs378.html')).toBe('http://u.edu/users/yufeng/cs378/');
    expect(stemDir('http://u.edu/~ada/teaching/cs101.php')).toBe('http://u.edu/~ada/teaching/cs101/');
    expect(stemDir('http://u.edu/cs101/index.html')).toBeUndefined();
    expect(stemDir('http://u.edu/cs101/')).toBeUndefined();
    expect(stemDir('http://u.edu/course.php?id=3')).toBeUndefined();
    // a record addressed by its path owns its views' directory; a page named by words does not
    expect(stemDir('https://canvas.u.edu/courses/1476268')).toBe('https://canvas.u.edu/courses/1476268/');
    expect(stemDir('https://u.edu/~ada/teaching')).toBeUndefined();
    expect(stemDir('https://u.edu/courses/cs101')).toBeUndefined();
    // a path alias in a term's directory names its own: the term's holds the other courses
    expect(stemDir('https://www.di.u.it/it/didattica/insegnamenti/2019-2020/basi-di-dati')).toBe('https://www.di.u.it/it/didattica/insegnamenti/2019-2020/basi-di-dati/');
  });
});

describe('ownedDirs', () => {
  it('owns a course directory from its index, and a host named by a course from its root', () => {
    expect(ownedDirs('http://u.edu/cs101/')).toEqual(['http://u.edu/cs101/']);
    expect(ownedDirs('http://u.edu/~ada/cs378.html')).toEqual(['http://u.edu/~ada/cs378/']);
    expect(ownedDirs('https://cs3219-ay1920s1.pages.comp.u.edu/')).toEqual(['https://cs3219-ay1920s1.pages.comp.u.edu/']);
    expect(ownedDirs('https://cs61a.org/')).toEqual(['https://cs61a.org/']);
    // any front page at a course-named host's root (a Jupyter Book's `intro.html`), a code's campus suffix too
    expect(ownedDirs('https://csc108-w20.cs.u.ca/intro.html')).toEqual(['https://csc108-w20.cs.u.ca/', 'https://csc108-w20.cs.u.ca/intro/']);
    expect(ownedDirs('https://csc263h5-w20.cs.u.ca/')).toEqual(['https://csc263h5-w20.cs.u.ca/']);
    expect(ownedDirs('https://www.cs.u.ca/intro.html')).toEqual(['https://www.cs.u.ca/intro/']);
    // a department's or a platform's root holds a site, not one course
    expect(ownedDirs('https://www.cs.u.edu/')).toEqual([]);
    expect(ownedDirs('https://web2.u.edu/')).toEqual([]);
    expect(ownedDirs('https://coursemology.u.edu/')).toEqual([]);
  });
  it('owns a course-named directory from any page in it, not a year\'s, an academic year\'s or a semester\'s', () => {
    expect(ownedDirs('http://u.edu/cs378/cs378.html')).toEqual(['http://u.edu/cs378/', 'http://u.edu/cs378/cs378/']);
    expect(ownedDirs('https://www.di.u.it/it/didattica/insegnamenti/2019-2020/basi-di-dati')).toEqual(['https://www.di.u.it/it/didattica/insegnamenti/2019-2020/basi-di-dati/']);
    expect(ownedDirs('https://www.cs.u.ac.jp/~ito/class/2007-2/se.html')).toEqual(['https://www.cs.u.ac.jp/~ito/class/2007-2/se/']);
    expect(ownedDirs('http://u.edu/Fall-96/cs101.html')).toEqual(['http://u.edu/Fall-96/cs101/']);
  });
});

describe('isNotice', () => {
  const notice = (html: string, url: string) => {
    const tree = parseHtml(html, url);
    return isNotice(tree, url, extractLinks(tree, 0.6, 2));
  };
  it('is a course address\'s few lines pointing elsewhere, not a short home with pages of its own nor a frameset', () => {
    const stub = '<html><head><title>CSE 473 Spring 2020</title></head><body><h1>CSE 473: Introduction to Artificial Intelligence, Spring 2020</h1><p>The course web for Spring 2020 has moved to Canvas: <a href="https://canvas.u.edu/courses/1377312">CSE 473 on Canvas</a> (UE NetID required). Discussion is on <a href="https://edstem.org/us/courses/12/discussion/">Ed</a>. Instructor: Kwame Owusu. <a href="../">Other quarters</a></p></body></html>';
    expect(notice(stub, 'https://courses.cs.u.edu/courses/cse473/20sp/')).toBe(true);
    // a frozen site's short home linking its own timetable and material (a term in its own path)
    const own = '<html><head><title>ZITI - ZT1010 Digitale Techniek (2014-2015)</title></head><body><a href="rooster.php">Rooster</a> <a href="materiaal.php">Materiaal</a><p>In dit vak (5 EC, kwartiel 1) behandelen we combinatorische schakelingen. Docent: W. Schouten.</p></body></html>';
    expect(notice(own, 'http://www.ziti.u.nl/onderwijs/1415/ZT1010/')).toBe(false);
    const frames = '<html><head><title>CSE 331 Spring 2015</title></head><frameset cols="20%,80%"><frame src="menu.html"><frame src="main.html"><noframes>This page uses frames. <a href="menu.html">Menu</a></noframes></frameset></html>';
    expect(notice(frames, 'https://courses.cs.u.edu/courses/cse331/15sp/')).toBe(false);
    const long = stub.replace('</p>', ` ${'Welcome to the course; we meet twice a week online. '.repeat(10)}</p>`);
    expect(notice(long, 'https://courses.cs.u.edu/courses/cse473/20sp/')).toBe(false);
    // one link to its own lecture slides is material
    expect(notice(stub.replace('</p>', ' <a href="lec01.pdf">Lecture 1 slides</a></p>'), 'https://courses.cs.u.edu/courses/cse473/20sp/')).toBe(false);
  });
});

describe('ownMaterial', () => {
  it('counts a front page\'s links to its own material pages, not the same words elsewhere nor its other pages', () => {
    const nav = (base: string) =>
      ['schedule/|Schedule', 'psets/|Problem sets', 'syllabus/|Syllabus', 'staff/|Course team', 'tutorials/|Tutorials'].map((x) => `<a href="${base}${x.split('|')[0]}">${x.split('|')[1]}</a>`).join(' ');
    const home = parseHtml(`<html><head><title>CSC207H5</title></head><body>${nav('https://csc207h5-f16.cs.u.ca/')}</body></html>`, 'https://csc207h5-f16.cs.u.ca/');
    expect(ownMaterial(home, 'https://csc207h5-f16.cs.u.ca/')).toBe(3);
    // the same anchors on another host are not the page's own
    const other = parseHtml(`<html><head><title>Links</title></head><body>${nav('https://csc207h5-f16.cs.u.ca/')}</body></html>`, 'https://www.cs.u.ca/links/');
    expect(ownMaterial(other, 'https://www.cs.u.ca/links/')).toBe(0);
  });

  it('stands for a record per three material links, none for fewer', () => {
    expect([0, 2, 3, 5, 6, 31].map(materialYield)).toEqual([0, 0, 1, 1, 2, 10]);
  });
});

describe('isLanguageVariant', () => {
  it('reads a language switcher\'s links as the page itself, not pages that differ in anything else', () => {
    const page = 'https://www.cse.u.ac.in/index.php?option=com_content&view=article&id=305&Itemid=114';
    expect([`${page}&lang=hi`, `${page}&lang=en`, 'https://moodle.u.ac.in/course/index.php?categoryid=3&lang=hi'].map((u) => isLanguageVariant(u, page))).toEqual([true, true, false]);
    expect(isLanguageVariant(page, `${page}&lang=hi`)).toBe(true);
    // another article, the same page, another key
    expect([page.replace('id=305', 'id=306') + '&lang=hi', page, `${page}&limitstart=10`].map((u) => isLanguageVariant(u, page))).toEqual([false, false, false]);
  });
});

describe('reorderedViewOf', () => {
  it('names the canonical page of a URL whose query parameters come in another order, and nothing else', () => {
    const mod = 'https://u.edu.sg/modules/Module.aspx?code=CS2106&acadYear=2019-2020&sem=2';
    const page = (href: string) => parseHtml(`<html><head><title>CS2106</title><link rel="canonical" href="${href}"></head><body>OS</body></html>`, mod);
    expect(reorderedViewOf(page(mod), 'https://u.edu.sg/modules/Module.aspx?acadYear=2019-2020&sem=2&code=CS2106')).toBe(mod);
    // the page itself, another page, or a canonical URL without the query are not
    expect(reorderedViewOf(page(mod), mod)).toBeUndefined();
    expect(reorderedViewOf(page(mod.replace('CS2106', 'CS2105')), 'https://u.edu.sg/modules/Module.aspx?acadYear=2019-2020&sem=2&code=CS2106')).toBeUndefined();
    expect(reorderedViewOf(page('https://u.edu.sg/modules/Module.aspx'), 'https://u.edu.sg/modules/Module.aspx?acadYear=2019-2020&sem=2&code=CS2106')).toBeUndefined();
  });
});

describe('redirect rules learned on the fly (dust.ts)', () => {
  // A people list whose links all lack the trailing slash the server adds — except p4, a file served as it is.
  const web = (): Record<string, Resp> => {
    const w: Record<string, Resp> = {
      '/': { body: '<html><head><title>CS</title></head><body><a href="/people/">People</a></body></html>' },
      '/people/': { body: `<html><head><title>Faculty</title></head><body>${[0, 1, 2, 3, 4, 5].map((i) => `<a href="/people/p${i}">Prof ${i}</a>`).join(' ')}</body></html>` },
      '/people/p4': { body: '<html><head><title>Prof 4</title></head><body>Research.</body></html>' },
    };
    for (const i of [0, 1, 2, 3, 5]) {
      w[`/people/p${i}`] = { status: 301, location: `/people/p${i}/` };
      w[`/people/p${i}/`] = { body: `<html><head><title>Prof ${i}</title></head><body>Research.</body></html>` };
    }
    return w;
  };
  const run = async (redirectRules: boolean) => {
    const server = await serve(web());
    const out = join(tmp(), 'out');
    await crawl([{ url: server.url }], { out, maxPages: 30, fetcher: new HttpFetcher({ retries: 0 }), robots: false, concurrency: 1, redirectRules });
    await server.close();
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { redirectRules: { rule: string }[] };
    lastRules = summary.redirectRules.map((r) => ({ ...r, rule: r.rule.replaceAll(server.url, '/') }));
    return readLog(out).map((l) => `${l.status} ${new URL(l.url).pathname}${l.rewritten ? ` <= ${new URL(l.rewritten).pathname}` : ''}`);
  };
  let lastRules: { rule: string }[] = [];

  it('after two redirects agree, fetches the rest under the URL they redirect to; a dead rewrite falls back to the link', async () => {
    const log = await run(true);
    expect(log.filter((l) => l.includes('/people/p'))).toEqual([
      '301 /people/p0',
      '200 /people/p0/',
      '301 /people/p1',
      '200 /people/p1/',
      '200 /people/p2/ <= /people/p2',
      '200 /people/p3/ <= /people/p3',
      '404 /people/p4/ <= /people/p4',
      '200 /people/p4',
      '200 /people/p5/ <= /people/p5',
    ]);
    expect(new Set(log.map((l) => l.split(' ')[1])).size).toBe(log.length);
    // summary.json says what was learned: two redirects, three live rewrites, one dead, one page served as it was
    expect(lastRules).toEqual([{ rule: '/people/x → /people/x/', redirects: 2, rewrites: 3, dead: 1, served: 1 }]);
  });

  it('a link rewritten onto a URL queued from another link falls back to its own URL when that one is dead', async () => {
    const page = (t: string, links = '') => ({ body: `<html><head><title>${t}</title></head><body>${links}</body></html>` });
    const a = (h: string) => `<a href="${h}">${h}</a>`;
    const server = await serve({
      // Two redirects teach `/Fall-96/…` → `/Current/…`; the home page also links `/Current/` forms that are dead.
      '/': page('CS', ['/Fall-96/CS100/home.html', '/Fall-96/CS200/home.html', '/Fall-96/CS300/home.html', '/Current/CS300/home.html', '/people/', '/Current/CS400/home.html'].map(a).join(' ')),
      '/Fall-96/CS100/home.html': { status: 301, location: '/Current/CS100/home.html' },
      '/Fall-96/CS200/home.html': { status: 301, location: '/Current/CS200/home.html' },
      '/Current/CS100/home.html': page('CS100'),
      '/Current/CS200/home.html': page('CS200'),
      '/Fall-96/CS300/home.html': page('CS300'),
      '/people/': page('People', a('/Fall-96/CS400/home.html')),
      '/Fall-96/CS400/home.html': page('CS400'),
    });
    const out = join(tmp(), 'out');
    await crawl([{ url: server.url }], { out, maxPages: 30, fetcher: new HttpFetcher({ retries: 0 }), robots: false, strategy: 'bfs' });
    await server.close();
    const log = readLog(out).map((l) => `${l.status} ${new URL(l.url).pathname}`);
    // CS300's link, queued before the rule and rewritten as it was popped: set aside, then fetched after its rewrite was dead
    expect(log.indexOf('200 /Fall-96/CS300/home.html')).toBeGreaterThan(log.indexOf('404 /Current/CS300/home.html'));
    // CS400's link, rewritten as it was found (on /people/): the same
    expect(log.indexOf('200 /Fall-96/CS400/home.html')).toBeGreaterThan(log.indexOf('404 /Current/CS400/home.html'));
    expect(log.indexOf('404 /Current/CS300/home.html')).toBeGreaterThan(0);
    expect(new Set(log).size).toBe(log.length);
  });

  it('without them, each link costs its redirect', async () => {
    const log = await run(false);
    expect(log.filter((l) => l.startsWith('301')).length).toBe(5);
    expect(log.length).toBe(2 + 11);
  });
});

describe('a link to a directory\'s index file where the bare directory was a miss', () => {
  it('is fetched (an archive holds a page under the form its crawler found); a slash twin of a miss is not', async () => {
    const server = await serve({
      '/': {
        body: `<html><head><title>Computer Science</title></head><body><a href="/courses/cs101">CS 101 Introduction to Programming</a>
<a href="/courses/cs202">CS 202 Data Structures</a> <a href="/more.html">More</a></body></html>`,
      },
      '/courses/cs101': { status: 404, body: 'not here' },
      '/courses/cs202': { status: 404, body: 'not here' },
      '/more.html': { body: `<html><head><title>More</title></head><body><a href="/people/ada.html">Ada</a></body></html>` },
      '/people/ada.html': {
        body: `<html><head><title>Ada</title></head><body>I teach <a href="/courses/cs101/index.html">CS 101</a> and <a href="/courses/cs202/">CS 202</a>.</body></html>`,
      },
      '/courses/cs101/index.html': { body: coursePage('CS 101', 'Introduction to Programming') },
      '/courses/cs202/': { body: coursePage('CS 202', 'Data Structures') },
    });
    const out = join(tmp(), 'out');
    await crawl([{ url: server.url }], { out, maxPages: 20, fetcher: new HttpFetcher({ retries: 0 }), robots: false });
    await server.close();
    const paths = readLog(out).map((l) => new URL(l.url).pathname);
    expect(paths.indexOf('/courses/cs101')).toBeGreaterThan(0);
    expect(paths.indexOf('/courses/cs101/index.html')).toBeGreaterThan(paths.indexOf('/people/ada.html'));
    expect(paths).not.toContain('/courses/cs202/');
    expect(new Set(paths).size).toBe(paths.length);
    const courses = readFileSync(join(out, 'courses.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => new URL(JSON.parse(l).url).pathname);
    expect(courses).toEqual(['/courses/cs101/index.html']);
  });
});

describe('--resume with other settings', () => {
  it('is refused before anything is fetched or written, naming what changed; budgets may grow', async () => {
    const server = await serve(universityWeb());
    const out = join(tmp(), 'out');
    const base = { out, fetcher: new HttpFetcher({ retries: 0 }), robots: false };
    await crawl([{ url: server.url }], { ...base, maxPages: 4 });
    const before = readFileSync(join(out, 'fetch-log.jsonl'), 'utf8');
    const hits = [...server.hits.values()].reduce((a, b) => a + b, 0);
    const err = await crawl([{ url: server.url }], { ...base, maxPages: 8, resume: true, feedback: false, hubBoost: 0.2 }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(CrawlError);
    expect((err as Error).message).toContain('feedback: true → false; hubBoost: 0.4 → 0.2');
    expect(readFileSync(join(out, 'fetch-log.jsonl'), 'utf8')).toBe(before);
    expect([...server.hits.values()].reduce((a, b) => a + b, 0)).toBe(hits);
    // the same settings with a larger budget go on
    await crawl([{ url: server.url }], { ...base, maxPages: 8, resume: true });
    await server.close();
    expect(readLog(out).length).toBe(8);
  });
  it('settingsChanged ignores settings a stored crawl did not record', () => {
    expect(settingsChanged({ strategy: 'focused', feedback: true }, { strategy: 'focused', feedback: true, batch: 25 })).toEqual([]);
    expect(settingsChanged({ strategy: 'focused', batch: 25 }, { strategy: 'bfs', batch: 25 })).toEqual(['strategy: "focused" → "bfs"']);
  });
});

describe('a link to a directory\'s index file found while the bare directory is still queued', () => {
  it('is merged into it, and fetched next when the bare directory turns out dead', async () => {
    const server = await serve({
      '/': { body: `<html><head><title>CS</title></head><body><a href="/list.html">Courses</a> <a href="/courses/cs101">CS 101</a> <a href="/courses/cs202">CS 202</a></body></html>` },
      '/list.html': { body: `<html><head><title>Courses</title></head><body><a href="/courses/cs101/index.html">CS 101</a> <a href="/courses/cs202/index.html">CS 202</a></body></html>` },
      '/courses/cs101': { status: 404, body: 'not here' },
      '/courses/cs101/index.html': { body: coursePage('CS 101', 'Introduction to Programming') },
      '/courses/cs202': { body: coursePage('CS 202', 'Data Structures') },
      '/courses/cs202/index.html': { body: coursePage('CS 202', 'Data Structures') },
    });
    const out = join(tmp(), 'out');
    await crawl([{ url: server.url }], { out, maxPages: 20, fetcher: new HttpFetcher({ retries: 0 }), robots: false, strategy: 'bfs' });
    await server.close();
    const paths = readLog(out).map((l) => new URL(l.url).pathname);
    // breadth first: both bare forms are queued (depth 1) before the list's index-file links (depth 2) are seen
    expect(paths).toEqual(['/', '/list.html', '/courses/cs101', '/courses/cs101/index.html', '/courses/cs202']);
  });
});

describe('a replayed robots.txt with a Crawl-delay', () => {
  it('is obeyed for its rules but its delay is not applied (no host is contacted), and the crawl says so', async () => {
    const web = new ReplayWeb();
    const html = (body: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(`<html><head><title>T</title></head><body>${body}</body></html>`) });
    web.add('http://u.example/robots.txt', { status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from('User-agent: *\nCrawl-delay: 30\nDisallow: /admin/\n') });
    web.add('http://u.example/', html('<a href="/a">A</a> <a href="/b">B</a> <a href="/admin/x">X</a> <a href="/c">C</a>'));
    for (const p of ['a', 'b', 'c']) web.add(`http://u.example/${p}`, html(`page ${p}`));
    web.add('http://u.example/admin/x', html('admin'));
    const said: string[] = [];
    const out = join(tmp(), 'out');
    // with the delay applied (capped at 10 s a fetch) these fetches took 30 s
    await crawl([{ url: 'http://u.example/' }], { out, maxPages: 10, fetcher: new ReplayFetcher(web), replay: true, log: (m) => said.push(m) });
    const paths = readLog(out).map((l) => new URL(l.url).pathname);
    expect([...paths].sort()).toEqual(['/', '/a', '/b', '/c', '/robots.txt']);
    expect(said).toContain('u.example: robots.txt Crawl-delay 30 s not applied to a replay');
    expect(said).toContain('robots.txt rules of the replayed sites kept 1 queued URL(s) from being fetched (--no-robots reads the whole archive)');
  });
});

describe('profiles on a people list (profile → personal homepage → course)', () => {
  it('are not a barren directory: the courses behind the 11th to 16th profile come before the news', async () => {
    const names = Array.from({ length: 16 }, (_, i) => `Person ${String.fromCharCode(65 + i)}`);
    const web: Record<string, Resp> = {
      '/': { body: `<html><head><title>Department</title></head><body><a href="/people/">Faculty</a> <a href="/news/">News</a></body></html>` },
      '/people/': { body: `<html><head><title>Faculty</title></head><body><h1>Faculty</h1>${names.map((n, i) => `<a href="/people/profile/${1000 + i}">${n}</a>`).join(' ')}</body></html>` },
      '/news/': { body: `<html><head><title>News</title></head><body>${Array.from({ length: 80 }, (_, i) => `<a href="/news/item-${i}.html">Department event ${i}</a>`).join(' ')}</body></html>` },
    };
    names.forEach((n, i) => {
      web[`/people/profile/${1000 + i}`] = { body: `<html><head><title>${n}</title></head><body><h1>${n}</h1><p>Professor.</p><a href="/~p${i}/">Personal homepage</a></body></html>` };
      web[`/~p${i}/`] = { body: `<html><head><title>${n}'s home page</title></head><body>I teach <a href="/~p${i}/cs${300 + i}/">CS ${300 + i}</a>.</body></html>` };
      web[`/~p${i}/cs${300 + i}/`] = { body: coursePage(`CS ${300 + i}`, 'Topics') };
    });
    for (let i = 0; i < 80; i++) web[`/news/item-${i}.html`] = { body: `<html><head><title>Event ${i}</title></head><body><p>News of the department.</p></body></html>` };
    const server = await serve(web);
    const out = join(tmp(), 'out');
    await crawl([{ url: server.url }], { out, maxPages: 60, fetcher: new HttpFetcher({ retries: 0 }), robots: false, concurrency: 1 });
    await server.close();
    const log = readLog(out);
    const courses = log.filter((l) => /\/cs3\d\d\/$/.test(l.url));
    expect(courses.length).toBe(16);
  });
});

describe('yieldDirOf', () => {
  it('gives a Joomla component a directory of its own below the script\'s, and leaves other URLs in theirs', () => {
    expect(yieldDirOf('https://www.cse.u.ac.in/index.php?option=com_jevents&task=day.listevents&year=2020&month=02&day=24&Itemid=131')).toBe('https://www.cse.u.ac.in/@com_jevents/');
    expect(yieldDirOf('https://www.cse.u.ac.in/index.php?option=com_content&view=article&id=305&Itemid=114')).toBe('https://www.cse.u.ac.in/@com_content/');
    expect(yieldDirOf('https://u.edu/events/calendar.php?year=2020&month=02')).toBe('https://u.edu/events/');
  });
});

/** Crawl `web` whole (10 fetches), and again stopped after 3 and resumed to 10: the two output directories, and the web's origin. */
async function wholeAndResumed(web: Record<string, Resp>): Promise<{ origin: string; outs: string[] }> {
  const server = await serve(web);
  const run = (out: string, maxPages: number, resume = false) => crawl([{ url: server.url }], { out, maxPages, resume, fetcher: new HttpFetcher({ retries: 0 }), concurrency: 1, feedback: false });
  const whole = join(tmp(), 'whole');
  await run(whole, 10);
  const parts = join(tmp(), 'parts');
  await run(parts, 3);
  await run(parts, 10, true);
  await server.close();
  return { origin: server.url, outs: [whole, parts] };
}

describe('one page under two addresses (a CMS article by id and by query, a directory and its index.html served alike)', () => {
  it('is written once, under the first address fetched; the other fetch is logged as its duplicate, also across --resume', async () => {
    const article = coursePage('VLIN505', 'Analyse numérique');
    const web: Record<string, Resp> = {
      '/': { body: '<html><head><title>Département</title></head><body><a href="/spip.php?article230">VLIN505 Analyse numérique</a> <a href="/list.html">Enseignements</a></body></html>' },
      '/spip.php?article230': { body: article },
      '/list.html': { body: '<html><head><title>Enseignements</title></head><body><a href="/spip.php?page=article&amp;id_article=230">VLIN505 - Analyse numérique</a> <a href="/spip.php?article231">VLIN506 Graphes</a></body></html>' },
      '/spip.php?page=article&id_article=230': { body: article },
      '/spip.php?article231': { body: coursePage('VLIN506', 'Graphes') },
    };
    const { origin, outs } = await wholeAndResumed(web);
    for (const out of outs) {
      const log = readLog(out);
      const copy = log.find((l) => l.url.includes('id_article=230'));
      expect(copy?.duplicateOf).toBe(`${origin}spip.php?article230`);
      expect(log.filter((l) => l.duplicateOf).length).toBe(1);
      expect(rolesIn(out).map((r) => new URL(r.url).search).sort()).toEqual(['?article230', '?article231']);
    }
  });
});
describe('one page in several sessions (a servlet\'s `;jsessionid=`, each page linking the others under its own)', () => {
  it('is fetched once, under the first session seen; another page of the same servlet is fetched', async () => {
    const tt = (sid: string, week: number) => `/tt.jsp;jsessionid=${sid}?week=${week}`;
    const page = (sid: string, week: number) => ({ body: `<html><head><title>Timetable week ${week}</title></head><body><a href="${tt(sid, 1)}">Week 1</a> <a href="${tt(sid, 2)}">Week 2</a></body></html>` });
    const web: Record<string, Resp> = {
      '/': { body: `<html><head><title>Dept</title></head><body><a href="${tt('AB12CD34EF56AB78', 1)}">Timetable</a></body></html>` },
      [tt('AB12CD34EF56AB78', 1)]: page('9F8E7D6C5B4A3F2E', 1),
      [tt('9F8E7D6C5B4A3F2E', 1)]: page('1A2B3C4D5E6F7A8B', 1),
      [tt('9F8E7D6C5B4A3F2E', 2)]: page('1A2B3C4D5E6F7A8B', 2),
      [tt('1A2B3C4D5E6F7A8B', 1)]: page('2B3C4D5E6F7A8B9C', 1),
      [tt('1A2B3C4D5E6F7A8B', 2)]: page('2B3C4D5E6F7A8B9C', 2),
    };
    const server = await serve(web);
    const out = join(tmp(), 'sessions');
    await crawl([{ url: server.url }], { out, maxPages: 20, fetcher: new HttpFetcher({ retries: 0 }), concurrency: 1, feedback: false });
    await server.close();
    const weeks = readLog(out).map((l) => l.url).filter((u) => u.includes('tt.jsp')).map((u) => new URL(u).search);
    expect(weeks).toEqual(['?week=1', '?week=2']);
  });
});

describe('one page under two addresses whose bytes differ (its self-links, a footer varying per request)', () => {
  it('is written once, under the first address; the same title over other text is another course page, also across --resume', async () => {
    // A course description as long as a real article's: a varying footer is a small share of its text.
    const description = `<p>${Array.from({ length: 60 }, (_, i) => `Séance ${i + 1} : méthode numérique ${(i * 37) % 101} et son analyse d'erreur.`).join(' ')}</p>`;
    const article = (self: string, footer: string) =>
      coursePage('VLIN505', 'Analyse numérique').replace('</body>', `${description}<p><a href="${self}">fr</a> | <a href="${self}&amp;lang=en">en</a></p><p>${footer} · Plan du site</p></body>`);
    const other = coursePage('VLIN505', 'Analyse numérique').replace(/<h2>Lectures<\/h2>[\s\S]*<\/body>/, '<h2>Séances 2016</h2><ul><li>Cours 1 : interpolation de Lagrange, 12 septembre</li><li>Cours 2 : quadratures de Gauss, 19 septembre</li><li>TD 1 : méthode de Newton</li><li>Partiel le 7 novembre</li></ul></body>');
    const web: Record<string, Resp> = {
      '/': { body: '<html><head><title>Département</title></head><body><a href="/spip.php?article230">VLIN505 Analyse numérique</a> <a href="/list.html">Enseignements</a></body></html>' },
      '/spip.php?article230': { body: article('spip.php?article230', 'des atelier secrétariat orale') },
      '/list.html': { body: '<html><head><title>Enseignements</title></head><body><a href="/spip.php?page=article&amp;id_article=230">VLIN505 - Analyse numérique</a> <a href="/spip.php?article229">VLIN505 Analyse numérique 2016</a></body></html>' },
      '/spip.php?page=article&id_article=230': { body: article('spip.php?page=article&amp;id_article=230', 'appel été sera par') },
      '/spip.php?article229': { body: other },
    };
    const { origin, outs } = await wholeAndResumed(web);
    for (const out of outs) {
      const log = readLog(out);
      expect(log.find((l) => l.url.includes('id_article=230'))?.duplicateOf).toBe(`${origin}spip.php?article230`);
      expect(log.filter((l) => l.duplicateOf).length).toBe(1);
      expect(rolesIn(out).map((r) => new URL(r.url).search).sort()).toEqual(['?article229', '?article230']);
    }
  });
});

