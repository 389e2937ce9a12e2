import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteFrontier } from '../../src/crawl/frontier.js';

const dirs: string[] = [];
function open(): { f: SqliteFrontier; path: string } {
  const d = mkdtempSync(join(tmpdir(), 'frontier-'));
  dirs.push(d);
  const path = join(d, 'f.sqlite');
  return { f: new SqliteFrontier(path), path };
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const entry = (url: string, score: number, depth = 1) => ({ url, site: 'a.edu', host: 'a.edu', depth, score, base: score, hops: 0 });

describe('SqliteFrontier', () => {
  it('a better link to an alias of a queued URL raises the queued one (its score and parent), never lowers it', () => {
    const { f } = open();
    f.push({ ...entry('http://a.edu/users/ada', 0.1), parent: 'http://a.edu/course.html' });
    f.push(entry('http://a.edu/other', 0.3));
    expect(f.knownAlias('http://a.edu/users/ada/')).toBe(true);
    expect(f.raiseAlias({ ...entry('http://a.edu/users/ada/', 0.05), parent: 'http://a.edu/junk.html' })).toBe(false);
    expect(f.raiseAlias({ ...entry('http://a.edu/users/ada/', 0.6), parent: 'http://a.edu/faculty.html' })).toBe(true);
    expect(f.has('http://a.edu/users/ada/')).toBe(false);
    const top = f.pop();
    expect([top?.url, top?.score, top?.parent]).toEqual(['http://a.edu/users/ada', 0.6, 'http://a.edu/faculty.html']);
  });

  it('an alias check may leave out forms fetched already (the crawler: dead ones), never queued ones', () => {
    const { f } = open();
    f.push(entry('http://a.edu/x', 0.5));
    f.push(entry('http://a.edu/y', 0.5));
    const stale = (u: string) => u === 'http://a.edu/x';
    expect(f.knownAlias('http://a.edu/x/index.html', stale)).toBe(true); // still queued
    f.take('http://a.edu/x');
    f.done('http://a.edu/x');
    expect(f.knownAlias('http://a.edu/x/index.html', stale)).toBe(false);
    expect(f.knownAlias('http://a.edu/x/index.html')).toBe(true);
    expect(f.knownAlias('http://a.edu/y/index.html', stale)).toBe(true);
  });

  it('pops best score first, then lower depth, then insertion order', () => {
    const { f } = open();
    f.push(entry('http://a.edu/1', 0.2));
    f.push(entry('http://a.edu/2', 0.9, 3));
    f.push(entry('http://a.edu/3', 0.9, 2));
    f.push(entry('http://a.edu/4', 0.2));
    expect([f.pop()?.url, f.pop()?.url, f.pop()?.url, f.pop()?.url, f.pop()]).toEqual([
      'http://a.edu/3',
      'http://a.edu/2',
      'http://a.edu/1',
      'http://a.edu/4',
      undefined,
    ]);
    f.close();
  });
  it('dedupes URLs and only raises the score of queued ones', () => {
    const { f } = open();
    expect(f.push(entry('http://a.edu/1', 0.2))).toBe(true);
    expect(f.push(entry('http://a.edu/1', 0.1))).toBe(false);
    expect(f.push(entry('http://a.edu/1', 0.5))).toBe(true);
    expect(f.peek(1)[0].score).toBe(0.5);
    f.pop();
    f.done('http://a.edu/1');
    expect(f.push(entry('http://a.edu/1', 0.99))).toBe(false);
    expect(f.queued()).toBe(0);
    f.close();
  });
  it('keeps its queued count equal to the table through pops, requeues, drops and a rolled-back transaction', () => {
    const { f } = open();
    const count = () => (f.db.prepare('SELECT COUNT(*) AS n FROM urls WHERE state = 0').get() as { n: number }).n;
    for (let i = 0; i < 10; i++) f.push(entry(`http://a.edu/${i}`, i / 10));
    f.push(entry('http://a.edu/3', 0.95)); // a raise, not a new entry
    expect([f.queued(), count()]).toEqual([10, 10]);
    const a = f.pop()!;
    const b = f.pop()!;
    f.done(a.url);
    f.requeue(b.url, 0.01);
    f.drop('http://a.edu/5'); // dropped while still queued
    const c = f.pop()!;
    f.unpop(c.url);
    expect([f.queued(), count()]).toEqual([8, 8]);
    expect(() =>
      f.tx(() => {
        f.push(entry('http://a.edu/new', 0.5));
        f.pop();
        throw new Error('rollback');
      }),
    ).toThrow('rollback');
    expect([f.queued(), count()]).toEqual([8, 8]);
    f.close();
  });
  it('skips hosts that are not ready', () => {
    const { f } = open();
    f.push({ ...entry('http://a.edu/1', 0.9), host: 'busy.a.edu' });
    f.push(entry('http://a.edu/2', 0.1));
    expect(f.pop((h) => h !== 'busy.a.edu')?.url).toBe('http://a.edu/2');
    f.close();
  });
  it('after a crash, entries left in flight are handed back once and never popped again', () => {
    const { f, path } = open();
    f.push(entry('http://a.edu/1', 0.9));
    f.push(entry('http://a.edu/2', 0.5));
    expect(f.pop()?.url).toBe('http://a.edu/1');
    f.close(); // "crash" with /1 in flight
    const g = new SqliteFrontier(path);
    expect(g.resume().map((e) => e.url)).toEqual(['http://a.edu/1']);
    expect(g.resume()).toEqual([]);
    expect(g.pop()?.url).toBe('http://a.edu/2');
    expect(g.pop()).toBeUndefined();
    g.close();
  });
});
