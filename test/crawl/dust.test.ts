import { describe, expect, it } from 'vitest';
import { applyRule, RedirectRules, ruleOf, withoutTracking } from '../../src/crawl/dust.js';

describe('ruleOf: the rule a redirect shows', () => {
  it('a moved directory, a host or scheme change: the changed front part, up to a path boundary', () => {
    expect(ruleOf('http://www.cs.cornell.edu/Info/Courses/Fall-96/CS481/CS481.html', 'http://www.cs.cornell.edu/Info/Courses/Current/CS481/CS481.html')).toEqual({
      kind: 'prefix',
      from: 'http://www.cs.cornell.edu/Info/Courses/Fall-96',
      to: 'http://www.cs.cornell.edu/Info/Courses/Current',
    });
    expect(ruleOf('http://a.edu/people/ada.html', 'https://a.edu/people/ada.html')).toEqual({ kind: 'prefix', from: 'http://a.edu', to: 'https://a.edu' });
    // the common tail never reaches into the host: `…/x96/a.html` vs `…/y96/a.html` splits at the `/`
    expect(ruleOf('http://a.edu/x96/a.html', 'http://a.edu/y96/a.html')).toEqual({ kind: 'prefix', from: 'http://a.edu/x96', to: 'http://a.edu/y96' });
  });
  it('the last segment: a trailing slash (per directory), a file name dropped or renamed (per depth)', () => {
    expect(ruleOf('http://a.edu/users/porter', 'http://a.edu/users/porter/')).toEqual({ kind: 'slash', origin: 'http://a.edu', dir: 'http://a.edu/users/' });
    expect(ruleOf('http://a.edu/users/novak/index.html', 'http://a.edu/users/novak/')).toEqual({ kind: 'last', origin: 'http://a.edu', depth: 3, from: 'index.html', to: '' });
  });
  it('nothing from redirects that do not generalise (queries, a login page, another directory)', () => {
    expect(ruleOf('http://a.edu/page?sid=1', 'http://a.edu/page')).toBeUndefined();
    expect(ruleOf('http://a.edu/x/secret.html', 'http://a.edu/login')).toBeUndefined();
    expect(ruleOf('http://a.edu/x', 'http://a.edu/x')).toBeUndefined();
  });
});

describe('applyRule', () => {
  it('rewrites only URLs of the rule\'s shape', () => {
    const prefix = { kind: 'prefix' as const, from: 'http://a.edu/Fall-96', to: 'http://a.edu/Current' };
    expect(applyRule(prefix, 'http://a.edu/Fall-96/CS100/home.html')).toBe('http://a.edu/Current/CS100/home.html');
    expect(applyRule(prefix, 'http://a.edu/Fall-960/x.html')).toBeUndefined();
    // a rule into a subdirectory of its own prefix leaves the URLs already there alone
    const lang = { kind: 'prefix' as const, from: 'http://a.edu/docs', to: 'http://a.edu/docs/en' };
    expect(applyRule(lang, 'http://a.edu/docs/a.html')).toBe('http://a.edu/docs/en/a.html');
    expect(applyRule(lang, 'http://a.edu/docs/en/a.html')).toBeUndefined();
    const slash = { kind: 'slash' as const, origin: 'http://a.edu', dir: 'http://a.edu/users/' };
    expect(applyRule(slash, 'http://a.edu/users/lin')).toBe('http://a.edu/users/lin/');
    expect(applyRule(slash, 'http://a.edu/users/lin.html')).toBeUndefined();
    expect(applyRule(slash, 'http://a.edu/docs/Fall96')).toBeUndefined();
    const last = { kind: 'last' as const, origin: 'http://a.edu', depth: 3, from: 'index.html', to: '' };
    expect(applyRule(last, 'http://a.edu/users/ada/index.html')).toBe('http://a.edu/users/ada/');
    expect(applyRule(last, 'http://a.edu/users/ada/x/index.html')).toBeUndefined();
  });
});

describe('RedirectRules', () => {
  const moved = (c: string) => [`http://a.edu/Fall-96/${c}/home.html`, `http://a.edu/Current/${c}/home.html`] as const;
  it('uses a rule once two different redirects agree, not before', () => {
    const r = new RedirectRules();
    r.observe(...moved('CS100'));
    r.observe(...moved('CS100')); // the same redirect again is no new evidence
    expect(r.rewrite('http://a.edu/Fall-96/CS200/home.html')).toBeUndefined();
    r.observe(...moved('CS211'));
    expect(r.rewrite('http://a.edu/Fall-96/CS200/home.html')).toEqual({ url: 'http://a.edu/Current/CS200/home.html', rules: ['p http://a.edu/Fall-96 http://a.edu/Current'] });
    expect(r.rewrite('http://a.edu/Spring-96/CS200/home.html')).toBeUndefined();
  });
  it('drops a rule the site contradicts: dead rewrites, or pages of its shape served without a redirect', () => {
    const r = new RedirectRules();
    r.observe(...moved('CS100'));
    r.observe(...moved('CS211'));
    const rules = r.rewrite('http://a.edu/Fall-96/CS200/home.html')!.rules;
    r.outcome(rules, false);
    expect(r.rewrite('http://a.edu/Fall-96/CS300/home.html')).toBeDefined(); // 1 miss against 2 redirects
    r.outcome(rules, false);
    expect(r.rewrite('http://a.edu/Fall-96/CS300/home.html')).toBeUndefined();
    const host = new RedirectRules();
    host.observe('http://www.a.edu/x/1.html', 'http://a.edu/x/1.html');
    host.observe('http://www.a.edu/y/2.html', 'http://a.edu/y/2.html');
    expect(host.rewrite('http://www.a.edu/z/3.html')?.url).toBe('http://a.edu/z/3.html');
    host.served('http://www.a.edu/index.html');
    host.served('http://www.a.edu/people.html');
    expect(host.rewrite('http://www.a.edu/z/3.html')).toBeUndefined();
  });
  it('chains rules (a scheme change, then a trailing slash) and prefers the most specific prefix', () => {
    const r = new RedirectRules();
    for (const p of ['a', 'b']) r.observe(`http://a.edu/${p}.html`, `https://a.edu/${p}.html`);
    for (const p of ['ada', 'bob']) r.observe(`https://a.edu/people/${p}`, `https://a.edu/people/${p}/`);
    expect(r.rewrite('http://a.edu/people/cy')).toEqual({ url: 'https://a.edu/people/cy/', rules: ['p http://a.edu https://a.edu', 's https://a.edu/people/'] });
    for (const p of ['c', 'd']) r.observe(`http://a.edu/old/${p}.html`, `https://a.edu/new/${p}.html`);
    expect(r.rewrite('http://a.edu/old/e.html')?.url).toBe('https://a.edu/new/e.html');
  });
});

describe('RedirectRules at scale', () => {
  it('keeps at most 1,000 rules, dropping the oldest seen once, never one with support', () => {
    const r = new RedirectRules();
    r.observe('http://a.edu/old/a.html', 'http://a.edu/new/a.html');
    r.observe('http://a.edu/old/b.html', 'http://a.edu/new/b.html');
    for (let i = 0; i < 1500; i++) r.observe(`http://a.edu/~u${i}/x.html`, `http://a.edu/people/u${i}/x.html`);
    expect(r.list().length).toBeLessThanOrEqual(1000);
    expect(r.rewrite('http://a.edu/old/c.html')?.url).toBe('http://a.edu/new/c.html');
    expect(r.list().some((x) => x.rule.kind === 'prefix' && x.rule.from === 'http://a.edu/~u1499')).toBe(true);
  });
});

describe('tracking parameters (a rule known before any redirect)', () => {
  it('drops utm_*, fbclid, gclid and the like from a query, keeping the rest in order', () => {
    expect(withoutTracking('https://sites.u.edu.sg/view/cs1010s-ay1920s2/home?utm_source=soc-news&utm_medium=web')).toBe('https://sites.u.edu.sg/view/cs1010s-ay1920s2/home');
    expect(withoutTracking('https://u.edu/m.aspx?code=CS2106&utm_campaign=x&sem=2#top')).toBe('https://u.edu/m.aspx?code=CS2106&sem=2#top');
    expect(withoutTracking('https://u.edu/cs101/?fbclid=IwAR0abc')).toBe('https://u.edu/cs101/');
    expect(withoutTracking('https://u.edu/cs101/?utm=1&source=news&gclid_x=2')).toBeUndefined();
    expect(withoutTracking('https://u.edu/utm_source/page.html')).toBeUndefined();
    expect(withoutTracking('https://u.edu/a&utm_source=x/page.html')).toBeUndefined();
  });
  it('rewrites links from the start, and stops when the pages without them are dead (an archive holding only the tracked form)', () => {
    const rules = new RedirectRules();
    const u = 'https://u.edu/cs101/?utm_source=news';
    expect(rules.rewrite(u)).toEqual({ url: 'https://u.edu/cs101/', rules: ['t'] });
    expect(rules.list()).toEqual([]);
    rules.outcome(['t'], false);
    expect(rules.rewrite(u)).toBeDefined();
    rules.outcome(['t'], false);
    expect(rules.rewrite(u)).toBeUndefined();
    expect(rules.list().map((r) => [r.seen, r.misses, r.usable])).toEqual([[0, 2, false]]);
  });
});
