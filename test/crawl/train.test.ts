import { describe, expect, it } from 'vitest';
import { Critic } from '../../src/crawl/critic.js';
import { loadedFromBytes, staticTree } from '../../src/crawl/page.js';
import { ReplayWeb } from '../../src/crawl/replay.js';
import { buildGraph, distanceToTargets } from '../../src/crawl/train.js';

const html = (body: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(`<html><head><title>t</title></head><body>${body}</body></html>`) });

describe('training graph', () => {
  it('skips a page too deeply nested to build (counted), keeps the rest of the web', () => {
    const deep = `${'<div>'.repeat(20_000)}<a href="/lost.html">lost</a>${'</div>'.repeat(20_000)}`;
    expect(() => staticTree(loadedFromBytes('http://u.edu/deep.html', html(deep).body, html(deep).headers, 200))).toThrow();
    const replay = new ReplayWeb();
    replay.add('http://u.edu/', html('<a href="/courses.html">Courses</a> <a href="/deep.html">Gallery</a>'));
    replay.add('http://u.edu/courses.html', html('<a href="/cs101/">CS 101</a>'));
    replay.add('http://u.edu/cs101/', html('<h1>CS 101</h1>'));
    replay.add('http://u.edu/deep.html', html(deep));
    replay.add('http://u.edu/lost.html', html('lost'));
    const labels = new Map([[ReplayWeb.key('http://u.edu/cs101/')!, 'course']]);
    const g = buildGraph({ replay, labels, seed: 'http://u.edu/', name: 'u' }, new Critic(undefined));
    expect([g.pages, g.unparsable]).toEqual([4, 1]); // HTML pages read, of which unparsable
    expect(g.edges.get(ReplayWeb.key('http://u.edu/deep.html')!)).toEqual([]);
    expect(g.links.map((l) => l.to).sort()).toEqual(['http://u.edu/courses.html', 'http://u.edu/cs101/', 'http://u.edu/deep.html']);
    const dist = distanceToTargets(g.edges, new Set(labels.keys()), g.depth);
    expect(dist.get(ReplayWeb.key('http://u.edu/')!)).toBe(2);
  });
});
