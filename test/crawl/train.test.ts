import { describe, expect, it } from 'vitest';
import { Critic } from '../../src/crawl/critic.js';
import { ReplayWeb } from '../../src/crawl/replay.js';
import { buildGraph, distanceToTargets, trainingInstances } from '../../src/crawl/train.js';
import type { PageTree } from '../../src/page/tree.js';

const html = (body: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(`<html><head><title>t</title></head><body>${body}</body></html>`) });

function web() {
  const replay = new ReplayWeb();
  replay.add('http://u.edu/', html('<a href="/courses.html">Courses</a> <a href="/deep.html">Gallery</a> <a href="/broken.html">News</a>'));
  replay.add('http://u.edu/courses.html', html('<a href="/cs101/">CS 101</a>'));
  replay.add('http://u.edu/cs101/', html('<h1>CS 101</h1>'));
  // 20,000 open elements (the synthetic modern web has such a page): its link is still read
  replay.add('http://u.edu/deep.html', html(`${'<div>'.repeat(20_000)}<a href="/found.html">found</a>${'</div>'.repeat(20_000)}`));
  replay.add('http://u.edu/found.html', html('found'));
  replay.add('http://u.edu/broken.html', html('<a href="/behind.html">behind</a>'));
  replay.add('http://u.edu/behind.html', html('behind'));
  const labels = new Map([[ReplayWeb.key('http://u.edu/cs101/')!, 'course']]);
  return { replay, labels, seed: 'http://u.edu/', name: 'u' };
}

/** A critic that fails on one page, as any per-page defect would. */
class FailingCritic extends Critic {
  override judge(tree: PageTree) {
    if (tree.url?.endsWith('/broken.html')) throw new Error('boom');
    return super.judge(tree);
  }
}

describe('training graph', () => {
  it('reads a deeply nested page, skips (and counts) a page that fails, keeps the rest of the web', () => {
    const g = buildGraph(web(), new FailingCritic(undefined));
    expect([g.pages, g.unparsable]).toEqual([6, 1]); // HTML pages read, of which failed
    expect(g.edges.get(ReplayWeb.key('http://u.edu/broken.html')!)).toEqual([]);
    expect(g.links.map((l) => l.to).sort()).toEqual(['http://u.edu/broken.html', 'http://u.edu/courses.html', 'http://u.edu/cs101/', 'http://u.edu/deep.html', 'http://u.edu/found.html']);
    const dist = distanceToTargets(g.edges, new Set(web().labels.keys()), g.depth);
    expect(dist.get(ReplayWeb.key('http://u.edu/')!)).toBe(2);
  });
});

describe('training instances of a large web', () => {
  it('past featureCap, reads the features of the sampled links from their pages again: the same instances as when all were kept', () => {
    const all = trainingInstances(web(), new Critic(undefined));
    const capped = trainingInstances(web(), new Critic(undefined), { featureCap: 1, maxSamples: 1000 });
    const view = (t: typeof all) => [...t.labeled, ...t.unlabeled].map((i) => JSON.stringify([i.keys, i.num, i.target])).sort();
    expect(all.stats.sampled).toBeUndefined();
    expect(capped.stats.sampled).toBe(6);
    expect(view(capped)).toEqual(view(all));
    expect(view(all).every((v) => !v.startsWith('[[]'))).toBe(true);
    // and a sample of at most maxSamples per set, relevance > 0 first
    const small = trainingInstances(web(), new Critic(undefined), { featureCap: 1, maxSamples: 2 });
    expect(small.labeled.length + small.unlabeled.length).toBeLessThanOrEqual(4);
    expect(small.labeled.every((i) => i.keys.length > 0)).toBe(true);
    expect(small.labeled.some((i) => (i.target ?? 0) > 0)).toBe(true);
  });
});
