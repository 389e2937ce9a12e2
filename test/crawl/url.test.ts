import { describe, expect, it } from 'vitest';
import { canonicalUrl, DEFAULT_TRAP_LIMITS, dirOf, isBelow, isNonPageUrl, queryDelta, schemeTwins, siteOf, trapReason } from '../../src/crawl/url.js';
import { SqliteFrontier, withoutSessionId } from '../../src/crawl/frontier.js';

describe('canonicalUrl', () => {
  it('lower-cases the host, drops default port and fragment, decodes %7E', () => {
    expect(canonicalUrl('HTTP://WWW.CS.Example.EDU:80/%7Eada/index.html#top')).toBe('http://www.cs.example.edu/~ada/index.html');
    expect(canonicalUrl('http://a.edu')).toBe('http://a.edu/');
    expect(canonicalUrl('../x.html', 'http://a.edu/b/c/d.html')).toBe('http://a.edu/b/x.html');
  });
  it('refuses non-http(s) schemes', () => {
    expect(canonicalUrl('mailto:x@a.edu')).toBeUndefined();
    expect(canonicalUrl('ftp://a.edu/x')).toBeUndefined();
    expect(canonicalUrl('javascript:void(0)')).toBeUndefined();
  });
});

describe('siteOf', () => {
  it('keeps the registrable part of the host', () => {
    expect(siteOf('http://www.cs.utexas.edu/users/')).toBe('utexas.edu');
    expect(siteOf('http://www.cs.ox.ac.uk/')).toBe('ox.ac.uk');
    expect(siteOf('http://127.0.0.1:8080/')).toBe('127.0.0.1');
    expect(siteOf('http://localhost:3000/x')).toBe('localhost');
  });
  it('reads the Public Suffix List, not a fixed number of labels', () => {
    expect(siteOf('https://cs.unimelb.edu.au/')).toBe('unimelb.edu.au');
    expect(siteOf('http://www.hs.district.k12.ca.us/')).toBe('district.k12.ca.us');
    expect(siteOf('https://www.cs.tsinghua.edu.cn/')).toBe('tsinghua.edu.cn');
    // a private suffix: one person's pages are one site, not all of GitHub Pages
    expect(siteOf('https://ada.github.io/cs101/')).toBe('ada.github.io');
    expect(siteOf('http://www.lakeside.example/~hale/')).toBe('lakeside.example');
  });
});

describe('schemeTwins', () => {
  it('gives a URL under http and https (a course home found under one owns its pages linked under the other)', () => {
    expect(schemeTwins('http://pages.cs.u.ac.uk/comp2008/2019-20/')).toEqual(['http://pages.cs.u.ac.uk/comp2008/2019-20/', 'https://pages.cs.u.ac.uk/comp2008/2019-20/']);
    expect(schemeTwins('HTTPS://a.edu/x/')).toEqual(['HTTPS://a.edu/x/', 'http://a.edu/x/']);
    expect(schemeTwins('ftp://a.edu/x/')).toEqual(['ftp://a.edu/x/']);
  });
});

describe('queryDelta', () => {
  it('gives the arguments each side alone has when both address one script, and nothing for another script', () => {
    const page = 'https://u.sg/Module.aspx?code=CS2030';
    expect(queryDelta(`${page}&acadYear=2019-2020&sem=2`, page)).toEqual({ added: [['acadYear', '2019-2020'], ['sem', '2']], dropped: [] });
    expect(queryDelta('https://u.sg/Module.aspx?code=CS2040', page)).toEqual({ added: [['code', 'CS2040']], dropped: [['code', 'CS2030']] });
    // Order does not matter; a repeated argument counts once per occurrence.
    expect(queryDelta('https://u.sg/s.php?b=2&a=1&a=1', 'https://u.sg/s.php?a=1&b=2')).toEqual({ added: [['a', '1']], dropped: [] });
    expect(queryDelta('https://u.sg/Module.aspx', page)).toEqual({ added: [], dropped: [['code', 'CS2030']] });
    expect(queryDelta('https://u.sg/Other.aspx?code=CS2030', page)).toBeUndefined();
    expect(queryDelta('http://u.sg/Module.aspx?code=CS2030', page)).toBeUndefined();
  });
});

describe('dirOf / isBelow', () => {
  it('cuts the last segment and the query; below means strictly inside the directory', () => {
    expect(dirOf('https://a.ca/~csc148h/winter/lectures.html?x=1#t')).toBe('https://a.ca/~csc148h/winter/');
    expect(dirOf('https://a.ca/~csc148h/winter/')).toBe('https://a.ca/~csc148h/winter/');
    expect(isBelow('https://a.ca/c/w/a1/', 'https://a.ca/c/w/')).toBe(true);
    expect(isBelow('https://a.ca/c/w/', 'https://a.ca/c/w/')).toBe(false);
    expect(isBelow('https://a.ca/c/winter2/', 'https://a.ca/c/w/')).toBe(false);
  });
});

describe('trapReason', () => {
  it('flags long URLs, repeated segments, deep paths and query explosions', () => {
    expect(trapReason('http://a.edu/' + 'x'.repeat(300))).toBe('url-length');
    // counted in characters: a Russian wiki's course page is 300 bytes percent-encoded, 117 characters
    const ru = `https://wiki.cs.u.ru/${encodeURI('Теория_вероятностей_и_математическая_статистика_(ПМИ)_2014/2015')}`;
    expect(ru.length).toBeGreaterThan(256);
    expect(trapReason(ru)).toBeUndefined();
    expect(trapReason(`https://wiki.cs.u.ru/${encodeURI('Ж'.repeat(250))}`)).toBe('url-length');
    expect(trapReason('http://a.edu/' + '%41'.repeat(100))).toBe('url-length');
    expect(trapReason('http://a.edu/a/b/a/b/a/')).toBe('repeated-segment');
    expect(trapReason('http://a.edu/' + Array.from({ length: 13 }, (_, i) => `s${i}`).join('/'))).toBe('path-depth');
    expect(trapReason('http://a.edu/p?a=1&b=2&c=3&d=4&e=5')).toBe('query-explosion');
    expect(trapReason('http://a.edu/courses/cs101/?term=fall')).toBeUndefined();
    // Joomla's router keys name the page's kind: its pages are no combinations, its filters still count
    expect(trapReason('https://www.cse.u.ac.in/index.php?option=com_content&view=category&layout=blog&id=21&Itemid=114')).toBeUndefined();
    expect(trapReason('https://www.cse.u.ac.in/index.php?option=com_content&view=category&id=8&Itemid=130&a=1&b=2&c=3&d=4')).toBe('query-explosion');
    expect(trapReason('http://a.edu/p?option=x&view=1&layout=2&id=3&Itemid=4')).toBe('query-explosion');
  });
  it('drops combinations of three facet filters or more, not one or two, nor a plugin\'s named arguments', () => {
    const drupal = 'https://classes.u.edu/search/class?f%5B0%5D=im_field_term_name%3A2188&f%5B1%5D=sm_field_course_level%3Agraduate';
    expect(trapReason(drupal)).toBeUndefined();
    expect(trapReason(`${drupal}&f%5B2%5D=sm_field_subject_area%3Acompsci`)).toBe('facet-combination');
    expect(trapReason('http://u.edu/catalog?f[subject][]=cs&f[level][]=grad&f[term][]=fall')).toBe('facet-combination');
    expect(trapReason('http://u.edu/select?q=*&fq=term:fall&fq=level:grad&fq=dept:cs')).toBe('facet-combination');
    expect(trapReason('http://u.edu/select?q=*&fq=term:fall&fq=level:grad&page=2')).toBeUndefined();
    expect(trapReason('http://u.edu/news/?tx_news_pi1[news]=12&tx_news_pi1[controller]=News&tx_news_pi1[action]=detail')).toBeUndefined();
    expect(trapReason(`${drupal}&f%5B2%5D=x%3Ay`, { ...DEFAULT_TRAP_LIMITS, maxFacetFilters: 3 })).toBeUndefined();
  });
  it('drops revision, history, special and tool views of pages (wiki, listing sort links, login forms), not pages with ordinary queries', () => {
    for (const u of [
      'http://wiki.u.edu/index.php?title=CS101&oldid=1234',
      'http://wiki.u.edu/index.php?title=CS101&diff=1235&oldid=1234',
      'http://wiki.u.edu/index.php?title=CS101&action=history',
      'http://wiki.u.edu/index.php?title=CS101&action=edit',
      'http://wiki.u.edu/wiki/Special:WhatLinksHere/CS101',
      'http://wiki.u.edu/index.php?title=Special%3ARecentChanges',
      'http://wiki.u.edu/doku.php?id=cs101&do=revisions',
      'http://u.edu/logs/?C=M;O=D',
      'http://u.edu/login?returnUrl=%2Fcourses%2F',
      'http://u.edu/news/?format=rss',
      'http://u.edu/events/?output=ical',
      'http://u.edu/news/2019/award-3/print',
      'http://u.edu/print/1234',
      'http://u.edu/printpdf/1234',
      'http://twiki.u.it/twiki/bin/view/Didattica/BasiDiDati1415?skin=print',
      'http://twiki.u.it/twiki/bin/view/Didattica/BasiDiDati1415?raw=on',
      'http://twiki.u.it/twiki/bin/view/Didattica/BasiDiDati1415?cover=print',
      'http://wiki.u.ac.jp/index.php?cmd=backup&page=%E8%AC%9B%E7%BE%A9&age=3',
      'http://wiki.u.ac.jp/index.php?cmd=diff&page=FrontPage',
      'http://wiki.u.ac.jp/index.php?plugin=attach&refer=FrontPage',
    ])
      expect([u, trapReason(u)]).toEqual([u, 'revision-or-tool']);
    for (const u of ['http://wiki.u.edu/wiki/CS101', 'http://wiki.u.edu/index.php?title=CS101', 'http://u.edu/courses/?term=fall2019&page=2', 'http://u.edu/doku.php?id=cs101', 'http://u.edu/special-topics/cs590/', 'http://u.edu/course.php?action=view&id=3', 'http://u.edu/course.php?id=3&format=topics', 'http://u.edu/syllabus?view=full', 'http://u.edu/courses/3d-printing/', 'http://u.edu/blueprint/', 'http://u.edu/theme/?skin=dark', 'http://wiki.u.ac.jp/index.php?%E8%AC%9B%E7%BE%A9', 'http://u.edu/a.php?cmd=view&id=3']) 
      expect([u, trapReason(u)]).toEqual([u, undefined]);
  });
  it('filters known non-page extensions', () => {
    expect(isNonPageUrl('http://a.edu/logs/access-2019-10-01.log')).toBe(true);
    expect(isNonPageUrl('http://a.edu/events/cal.ics')).toBe(true);
    expect(isNonPageUrl('http://a.edu/x.pdf')).toBe(true);
    expect(isNonPageUrl('http://a.edu/x.html')).toBe(false);
    expect(isNonPageUrl('http://a.edu/dir/')).toBe(false);
  });
});

describe('SqliteFrontier.alias', () => {
  it('maps www./bare host and dir / dir/ / dir/index.html onto one key', () => {
    const a = SqliteFrontier.alias('http://www.a.edu/dir/');
    expect(SqliteFrontier.alias('http://a.edu/dir')).toBe(a);
    expect(SqliteFrontier.alias('http://a.edu/dir/index.html')).toBe(a);
    expect(SqliteFrontier.alias('http://a.edu/dir2/')).not.toBe(a);
    // A list's sort orders are one list; its filters are not.
    const list = 'https://www.u.edu/people/directory?type=2&area=11';
    expect(SqliteFrontier.alias(`${list}&sort_by=created&sort_order=DESC`)).toBe(SqliteFrontier.alias(list));
    expect(SqliteFrontier.alias(`${list}&sort_by=field_last_name_value&sort_order=ASC`)).toBe(SqliteFrontier.alias(list));
    expect(SqliteFrontier.alias('https://u.edu/news/?orderby=date')).toBe(SqliteFrontier.alias('https://u.edu/news/'));
    expect(SqliteFrontier.alias('https://u.edu/list?order=desc&page=2')).toBe(SqliteFrontier.alias('https://u.edu/list?page=2'));
    expect(SqliteFrontier.alias('https://u.edu/shop?order=1234')).not.toBe(SqliteFrontier.alias('https://u.edu/shop'));
    expect(SqliteFrontier.alias(`${list}&sort_by=created`)).not.toBe(SqliteFrontier.alias('https://www.u.edu/people/directory?type=1&area=11'));
  });

  it('maps one page in several sessions onto one key: a servlet\'s path session, a PHP or forum session in the query', () => {
    const page = 'https://sigaa.u.br/sigaa/public/componentes/resumo.jsf?codigo=MC102';
    const at = (sid: string) => `https://sigaa.u.br/sigaa/public/componentes/resumo.jsf;jsessionid=${sid}?codigo=MC102`;
    expect(SqliteFrontier.alias(at('23BF3A32D3F6D7FDB7F0397CE7C990F7'))).toBe(SqliteFrontier.alias(page));
    expect(SqliteFrontier.alias(at('F12D28CDA68640EE'))).toBe(SqliteFrontier.alias(at('23BF3A32D3F6D7FDB7F0397CE7C990F7')));
    expect(SqliteFrontier.alias(at('F12D28CDA68640EE').replace('MC102', 'MC358'))).not.toBe(SqliteFrontier.alias(page));
    expect(withoutSessionId('https://rooster.u.nl/2019-2020/week/2019-45;jsessionid=563D465EE43C9697?groep=INF-B1')).toBe('https://rooster.u.nl/2019-2020/week/2019-45?groep=INF-B1');
    expect(withoutSessionId('https://tt.u.ca/?term=20201&course=CSC108H1&sid=6e3b7cc66aa59f21')).toBe('https://tt.u.ca/?term=20201&course=CSC108H1');
    expect(withoutSessionId('http://p.u.in/index.php?PHPSESSID=d6786f020183ebed6a0e0a3c3a')).toBe('http://p.u.in/index.php');
    expect(withoutSessionId('https://forum.u.edu/viewtopic.php?t=12&sid=ad9da18b#p3')).toBe('https://forum.u.edu/viewtopic.php?t=12#p3');
    // an id named sid is no session: digits alone, or too short
    for (const u of ['https://u.edu/section.php?sid=20191104', 'https://u.edu/s?sid=a1', 'https://u.edu/course?id=ab12cd34ef'])
      expect([u, withoutSessionId(u)]).toEqual([u, u]);
  });
});
