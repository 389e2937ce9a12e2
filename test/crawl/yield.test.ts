import { describe, expect, it } from 'vitest';
import { DeadLinks, DeadTemplates, deadTemplate, DirectoryYield, FileTemplates, fileTemplate, hostTemplate, idPathShape, linkShape, queryShape, Walls, yieldKey } from '../../src/crawl/yield.js';

describe('DirectoryYield', () => {
  it('demotes a directory of misses by 0.7 per miss after the second, never below 0.1, until a course home is found there', () => {
    const y = new DirectoryYield();
    const miss = () => y.page('http://a.edu/old/', { home: false, judged: false, miss: true });
    miss();
    miss();
    expect(y.factor('http://a.edu/old/')).toBe(1);
    miss();
    expect(y.factor('http://a.edu/old/')).toBeCloseTo(0.7, 12);
    miss();
    miss();
    expect(y.factor('http://a.edu/old/')).toBeCloseTo(0.343, 12);
    for (let i = 0; i < 10; i++) miss();
    expect(y.factor('http://a.edu/old/')).toBe(0.1);
    // a course home in the same directory, linked from it, counts once (as the home), not as a second hit
    y.linkedHome('http://a.edu/old/', 'http://a.edu/old/');
    expect(y.factor('http://a.edu/old/')).toBe(0.1);
    y.linkedHome('http://a.edu/old/', 'http://a.edu/old/cs101/');
    expect(y.factor('http://a.edu/old/')).toBe(1);
    expect(y.factor('http://a.edu/elsewhere/')).toBe(1);
  });
  it('demotes a directory of many judged pages per course home by that yield (at most × 0.2)', () => {
    const y = new DirectoryYield();
    y.page('http://a.edu/wiki/', { home: true, judged: true, miss: false });
    // a people or course list is no miss: only the page count grows
    for (let i = 0; i < 20; i++) y.page('http://a.edu/wiki/', { home: false, judged: true, miss: false });
    expect(y.factor('http://a.edu/wiki/')).toBe(1);
    for (let i = 0; i < 40; i++) y.page('http://a.edu/wiki/', { home: false, judged: true, miss: false });
    expect(y.factor('http://a.edu/wiki/')).toBeCloseTo(20 / 60, 12);
    // an article linking the false course home beside it is no second hit
    y.linkedHome('http://a.edu/wiki/', 'http://a.edu/wiki/');
    expect(y.factor('http://a.edu/wiki/')).toBeCloseTo(20 / 60, 12);
    for (let i = 0; i < 400; i++) y.page('http://a.edu/wiki/', { home: false, judged: true, miss: false });
    expect(y.factor('http://a.edu/wiki/')).toBe(0.2);
  });
  it("counts a database's entries, once taken for course homes, as misses when their family flips", () => {
    const y = new DirectoryYield();
    const shelf = 'https://hkn.u.edu/coursesurveys/course/CS/';
    for (let i = 0; i < 8; i++) y.page(shelf, { home: true, judged: true, miss: false });
    expect(y.factor(shelf)).toBe(1);
    for (let i = 0; i < 8; i++) y.retractHome(shelf);
    // eight misses and no home: 0.7^6
    expect(y.factor(shelf)).toBeCloseTo(Math.pow(0.7, 6), 12);
    // the shelf's further entries are misses too (the crawler passes miss for an entry), down to 0.1
    y.page(shelf, { home: false, judged: true, miss: true });
    expect(y.factor(shelf)).toBe(0.1);
  });
});

describe('DirectoryYield on sibling hosts', () => {
  it('counts the same directory of one platform host per course as one', () => {
    const y = new DirectoryYield();
    const cal = (h: string) => `https://${h}.kiro.u.it/v5/Calendario/`;
    for (const h of ['a19', 'b20', 'c18', 'd17']) y.page(cal(h), { home: false, judged: true, miss: true });
    // four misses on four hosts: 0.7^2, and a fifth host's calendar starts there
    expect(y.factor(cal('e16'))).toBeCloseTo(0.49, 12);
    expect(y.factor('https://a19.kiro.u.it/v5/home/')).toBe(1);
    // hosts right below the site stay apart
    y.page('https://moodle.u.it/cal/', { home: false, judged: true, miss: true });
    y.page('https://moodle.u.it/cal/', { home: false, judged: true, miss: true });
    y.page('https://moodle.u.it/cal/', { home: false, judged: true, miss: true });
    expect(y.factor('https://wiki.u.it/cal/')).toBe(1);
  });
});

describe('DeadLinks', () => {
  it('halves the rest of a list\'s links of one shape once three are dead and none alive; per list by 0.7 past three dead to one alive', () => {
    const d = new DeadLinks();
    const cat = linkShape('http://a.edu/Info/Department/Annual95/Faculty/Ada.html');
    const people = linkShape('http://a.edu/Info/People/ada/ada.html');
    expect([cat, people]).toEqual(['a.edu|8', 'a.edu|7']);
    for (let i = 0; i < 3; i++) d.record('http://a.edu/faculty.html', cat, true);
    expect(d.factor('http://a.edu/faculty.html', cat)).toBe(0.5);
    expect(d.factor('http://a.edu/faculty.html', people)).toBe(1);
    d.record('http://a.edu/faculty.html', cat, true);
    expect(d.factor('http://a.edu/faculty.html', cat)).toBe(0.25);
    expect(d.factor('http://a.edu/faculty.html', people)).toBeCloseTo(0.7, 12); // 4 dead, 0 alive in the list
    d.record('http://a.edu/faculty.html', people, false);
    d.record('http://a.edu/faculty.html', people, false);
    expect(d.factor('http://a.edu/faculty.html', people)).toBe(1); // 4 dead to 2 alive: a live list
  });
});

describe('Walls', () => {
  const course = (id: number) => `https://moodle.u.ac.uk/course/view.php?id=${id}`;
  it('walls off a script shape after three walled fetches linked from three pages, none a page', () => {
    const w = new Walls();
    w.fetched(course(1), true, 'https://u.ac.uk/a');
    w.fetched(course(2), true, 'https://u.ac.uk/b');
    expect(w.blocked(course(9), 0.5)).toBe(false);
    w.fetched(course(3), true, 'https://u.ac.uk/c');
    expect(w.blocked(course(9), 0.5)).toBe(true);
    // another shape (other query keys), and a path without a query, are not walled
    expect(w.blocked('https://moodle.u.ac.uk/course/view.php?id=9&section=2', 0.5)).toBe(false);
    expect(w.blocked('https://moodle.u.ac.uk/course/view.php', 0.5)).toBe(false);
  });
  it('does not wall off a shape for one list of private entries (a Moodle category behind its login page)', () => {
    const w = new Walls();
    for (let i = 0; i < 6; i++) w.fetched(course(i), true, 'https://moodle.u.ac.uk/course/index.php?categoryid=2');
    expect(w.blocked(course(9), 0.5)).toBe(false);
  });
  it('keeps a shape with a page among its fetches open until four walled fetches stand for each page', () => {
    const w = new Walls();
    w.fetched(course(0), false, 'https://u.ac.uk/a', false, 0.9);
    for (let i = 1; i < 4; i++) w.fetched(course(i), true, `https://u.ac.uk/${i}`, false, 0.3);
    expect(w.blocked(course(9), 0.3)).toBe(false);
    w.fetched(course(4), true, 'https://u.ac.uk/4', false, 0.3);
    expect(w.blocked(course(9), 0.3)).toBe(true);
    // a link twice as promising as the best one that hit the wall is still fetched
    expect(w.blocked(course(9), 0.61)).toBe(false);
  });
  it('probes a walled shape with a link scored over twice the best walled fetch (public courses among private ones)', () => {
    const w = new Walls();
    for (let i = 0; i < 3; i++) w.fetched(course(i), true, `https://u.ac.uk/${i}`, true, [0.29, 0.31, 0.3][i]);
    expect(w.blocked(course(9), 0.6)).toBe(true);
    expect(w.blocked(course(9), 0.63)).toBe(false);
    // the probe hit the wall too: the bar rises to its score
    w.fetched(course(9), true, 'https://u.ac.uk/9', true, 0.63);
    expect(w.blocked(course(8), 1.2)).toBe(true);
    expect(w.blocked(course(8), 1.3)).toBe(false);
  });
  it('still fetches a sample of walled links: after n fetches, the link that comes up after n more were dropped', () => {
    const w = new Walls();
    for (let i = 0; i < 3; i++) w.fetched(course(i), true, `https://u.ac.uk/${i}`, true, 0.3);
    const asked = Array.from({ length: 9 }, (_, i) => w.blocked(course(100 + i), 0.3));
    expect(asked).toEqual([true, true, true, false, true, true, true, false, true]);
    // the sampled link hit the wall too: one in five now; the counts survive a restart
    w.fetched(course(103), true, 'https://u.ac.uk/x', true, 0.3);
    const saved = w.skips();
    const again = new Walls();
    for (let i = 0; i < 3; i++) again.fetched(course(i), true, `https://u.ac.uk/${i}`, true, 0.3);
    again.fetched(course(103), true, 'https://u.ac.uk/x', true, 0.3);
    again.fetched(course(107), true, 'https://u.ac.uk/x', true, 0.3);
    again.restoreSkips(saved);
    w.fetched(course(107), true, 'https://u.ac.uk/x', true, 0.3);
    const rest = (x: Walls) => Array.from({ length: 6 }, (_, i) => x.blocked(course(200 + i), 0.3));
    expect(rest(w)).toEqual([true, true, true, true, false, true]);
    expect(rest(again)).toEqual([true, true, true, true, false, true]);
  });
  it('judges the links from one directory by what that directory\'s links of the shape led to, once three were fetched', () => {
    const w = new Walls();
    const lms = (id: number) => `https://canvas.u.edu/courses/${148000 + id}`;
    // a schedule's entries link private courses: the shape is walled
    for (let i = 0; i < 6; i++) w.fetched(lms(i), true, `https://classes.u.edu/content/c${i}`, true, 0.4);
    expect(w.blocked(lms(100), 0.4, 'https://classes.u.edu/content/c9')).toBe(true);
    // a department's course pages link public ones as often as private ones
    const dept = (i: number) => `https://www.u.edu/academics/courses/cs${i}`;
    expect(w.blocked(lms(101), 0.4, dept(1))).toBe(true); // nothing known of them yet: the shape's verdict
    w.fetched(lms(10), false, dept(10), false, 0.4);
    w.fetched(lms(11), true, dept(11), true, 0.4);
    w.fetched(lms(12), false, dept(12), false, 0.4);
    expect(w.blocked(lms(101), 0.4, dept(1))).toBe(false);
    expect(w.blocked(lms(100), 0.4, 'https://classes.u.edu/content/c9')).toBe(true);
    // the shape's own wall fell with the second page (7 walled < 4 × 2): its dropped links are queued again
    expect(w.takeOpened()).toEqual(['canvas.u.edu/courses/#']);
    expect(w.takeOpened()).toEqual([]);
  });
  it('never probes a shape whose walled fetches came without scores (a crawl stored before scores were)', () => {
    const w = new Walls();
    for (let i = 0; i < 3; i++) w.fetched(course(i), true, `https://u.ac.uk/${i}`);
    expect(w.blocked(course(9), 100)).toBe(true);
  });
});

describe('Walls on record-numbered paths', () => {
  const lms = (id: number) => `https://canvas.u.edu/courses/${id}`;
  it('groups path-only URLs by their record numbers only', () => {
    expect(idPathShape(lms(1377312))).toBe('canvas.u.edu/courses/#');
    expect(idPathShape('https://u.edu/node/5521/edit')).toBe('u.edu/node/#/edit');
    // a course number or a year is not a record number; a script URL has its query shape instead
    expect(idPathShape('https://u.edu/cse/446/')).toBeUndefined();
    expect(idPathShape('https://u.edu/courses/cs2110/')).toBeUndefined();
    expect(idPathShape('https://u.edu/course/view.php?id=12345')).toBeUndefined();
    // a platform's record in a file name (ILIAS), not a course code's digits
    expect(idPathShape('https://ilias.u.de/goto_u_crs_1000229.html')).toBe('ilias.u.de/goto_u_crs_#.html');
    expect(idPathShape('https://u.edu/~cs1010/')).toBeUndefined();
  });
  it("orders a walled shape's links by the share that answered: a fifth of their score when 1 in 5 did", () => {
    const w = new Walls();
    const cat = (i: number) => `https://lms.u.de/goto_u_cat_${i}.html`;
    const crs = (id: number) => `https://lms.u.de/goto_u_crs_${id}.html`;
    expect(w.openFactor(crs(100901), () => cat(1))).toBe(1);
    for (let i = 0; i < 3; i++) w.fetched(crs(150000 + i), true, cat(i), true);
    // 3 walled, no page: (0 + 1) / (0 + 3 + 2), doubled
    expect(w.openFactor(crs(100901), () => cat(1))).toBeCloseTo(0.4, 9);
    w.fetched(crs(100001), false, cat(1));
    for (let i = 3; i < 8; i++) w.fetched(crs(150000 + i), true, cat(i % 3), true);
    // 8 walled, 1 page: 2 · 2 / 11
    expect(w.openFactor(crs(100902), () => cat(2))).toBeCloseTo(4 / 11, 9);
    // answering half the time or more: no penalty; a shape never walled: none
    for (let i = 0; i < 8; i++) w.fetched(crs(100010 + i), false, cat(1));
    expect(w.openFactor(crs(100903), () => cat(3))).toBe(1);
    expect(w.openFactor('https://canvas.u.edu/courses/1487414', () => cat(1))).toBe(1);
  });
  it('walls off a platform whose course links, from three course pages, redirect to its login page', () => {
    const w = new Walls();
    for (let i = 0; i < 3; i++) w.fetched(lms(1000 + i), true, `https://u.edu/cse${i}/`, true);
    expect(w.blocked(lms(2000), 0.5)).toBe(true);
  });
  it('does not wall off record-numbered paths that were only dead (an old archive\'s missing pages)', () => {
    const w = new Walls();
    for (let i = 0; i < 6; i++) w.fetched(`https://u.edu/news/${1000 + i}`, true, `https://u.edu/list${i}`);
    expect(w.blocked('https://u.edu/news/2000', 0.5)).toBe(false);
  });
});

describe('record-numbered directories', () => {
  it('count as one directory: a build server\'s builds, three pages each, are demoted together', () => {
    expect(yieldKey('https://ci.u.edu/job/sync/934/')).toBe('https://ci.u.edu/job/sync/#/');
    expect(yieldKey('http://u.edu/cse/44/')).toBe('http://u.edu/cse/44/');
    const y = new DirectoryYield();
    for (const b of [934, 933]) for (let i = 0; i < 2; i++) y.page(`https://ci.u.edu/job/sync/${b}/`, { home: false, judged: true, miss: true });
    // four misses over two builds: the next build is demoted as one directory's fifth page would be
    expect(y.factor('https://ci.u.edu/job/sync/932/')).toBeCloseTo(0.49, 5);
    expect(y.factor('https://ci.u.edu/job/other/')).toBe(1);
  });
});

describe('host yield', () => {
  it('demotes a whole host of pages without a course home (a GitLab, a publication database), not one whose pages link homes elsewhere', () => {
    const y = new DirectoryYield();
    // 120 judged pages over 60 repositories of one host, none a course home
    for (let i = 0; i < 120; i++) y.page(`https://git.u.edu/group/repo${i % 60}/-/issues/`, { home: false, judged: true, miss: false });
    expect(y.factor('https://git.u.edu/group/repo99/')).toBeCloseTo(50 / 120, 5);
    // the department's site: as many pages, and its lists linked three course homes on another host
    for (let i = 0; i < 120; i++) y.page(`https://www.u.edu/d${i}/`, { home: false, judged: true, miss: false });
    for (let i = 0; i < 3; i++) y.linkedHome('https://www.u.edu/teaching/', `https://courses.u.edu/c${i}/`);
    expect(y.factor('https://www.u.edu/new/')).toBe(1);
  });
});

describe('FileTemplates', () => {
  it('groups links by host, depth, last segment (digits masked) and query keys; a deeper host stands for its siblings', () => {
    expect(fileTemplate('https://guida.unival.it/2019-2020/insegnamenti/INF0101/pdf')).toBe('guida.unival.it|4|pdf|');
    expect(fileTemplate('https://guida.unival.it/2014-2015/insegnamenti/BIO0006/pdf')).toBe('guida.unival.it|4|pdf|');
    expect(fileTemplate('http://www.cs.u.edu/people/ada-lovelace/vcard')).toBe('*.cs.u.edu|3|vcard|');
    expect(fileTemplate('https://ilias.tu.de/goto_rhf_file_1000156111_download.html')).toBe('ilias.tu.de|1|goto_rhf_file_#_download.html|');
    expect(fileTemplate('https://abc19.kiro.u.it/v5/Materiali/Download.aspx?id=1852&file=l02.pdf')).toBe(fileTemplate('https://xyz20.kiro.u.it/v5/Materiali/Download.aspx?file=a.pdf&id=7'));
    expect(fileTemplate('not a url')).toBeUndefined();
  });

  it('damps a template once its answers were files, by (pages + 1) / (files + 1), down to 0.05', () => {
    const t = new FileTemplates();
    const pdf = (c: string) => `https://guida.unival.it/2019-2020/insegnamenti/${c}/pdf`;
    t.fetched(pdf('INF0101'), true);
    t.fetched(pdf('INF0102'), true);
    expect(t.factor(pdf('INF0103'))).toBe(1);
    t.fetched(pdf('INF0103'), true);
    expect(t.factor(pdf('BIO0001'))).toBeCloseTo(1 / 4);
    // Another template on the same host is not touched.
    expect(t.factor('https://guida.unival.it/2019-2020/insegnamenti/INF0101')).toBe(1);
    for (let i = 0; i < 40; i++) t.fetched(pdf(`ECO${i}`), true);
    expect(t.factor(pdf('X'))).toBe(0.05);
  });

  it('leaves a template that answers pages as well alone', () => {
    const t = new FileTemplates();
    const u = (i: number) => `https://www.u.edu/~ada/teaching/c${i}/`;
    for (let i = 0; i < 6; i++) t.fetched(u(i), true);
    t.fetched(u(6), false);
    t.fetched(u(7), false);
    expect(t.factor(u(9))).toBe(1);
  });
});

describe('sibling hosts (one learning-platform host per course)', () => {
  it('stand for each other in shapes and templates; a host right below its site is itself', () => {
    expect(hostTemplate(new URL('https://mrossiasd20.kiro.unival.it/v5/home/Default.aspx'))).toBe('*.kiro.unival.it');
    expect(hostTemplate(new URL('http://www.cs.u.edu:8080/x'))).toBe('*.cs.u.edu:8080');
    expect(hostTemplate(new URL('https://moodle.u.edu/course/view.php?id=3'))).toBe('moodle.u.edu');
    expect(hostTemplate(new URL('http://127.0.0.1:3000/a'))).toBe('127.0.0.1:3000');
    expect(queryShape('https://a19.kiro.u.it/v5/frm3/ThreadView.aspx?id=2853')).toBe(queryShape('https://b20.kiro.u.it/v5/frm3/ThreadView.aspx?id=17'));
  });

  it('wall a forum behind a login once three of the hosts\' threads redirected to it', () => {
    const w = new Walls();
    const host = (h: string) => `https://${h}.kiro.u.it/v5/frm3`;
    for (const h of ['a19', 'b20', 'c18']) w.fetched(`${host(h)}/ThreadView.aspx?id=1`, true, `${host(h)}/ThreadList.aspx?name=d`, true, 0.1);
    expect(w.blocked(`${host('d17')}/ThreadView.aspx?id=9`, 0.1, `${host('d17')}/ThreadList.aspx?name=d`)).toBe(true);
  });
});

describe('DeadTemplates', () => {
  it('masks every path segment holding a digit, keeps the query keys, folds sibling hosts', () => {
    expect(deadTemplate('https://listas.u.es/pipermail/cluster-users/2016-September/489977.html')).toBe('listas.u.es/pipermail/cluster-users/#/#');
    expect(deadTemplate('https://guia.u.es/guia/2019-2020/asignatura/11566?lang=va&x=1')).toBe('guia.u.es/guia/#/asignatura/#?lang&x');
    expect(deadTemplate('https://a19.kiro.u.it/v5/Calendario/Default.aspx?mese=2018-12')).toBe('*.kiro.u.it/#/calendario/default.aspx?mese');
  });

  it('damps a template from five dead links on by the share that answered', () => {
    const t = new DeadTemplates();
    const msg = (m: string, i: number) => `https://listas.u.es/pipermail/l/2016-${m}/${i}.html`;
    for (let i = 0; i < 4; i++) t.fetched(msg('May', i), true);
    expect(t.factor(msg('June', 9))).toBe(1);
    t.fetched(msg('May', 4), true);
    // 5 dead, none alive: 2 · 1 / 7
    expect(t.factor(msg('June', 9))).toBeCloseTo(2 / 7, 12);
    // another list of the same host is another template
    expect(t.factor('https://listas.u.es/pipermail/other/2016-May/1.html')).toBe(1);
    // as many alive as dead: not damped
    for (let i = 0; i < 5; i++) t.fetched(msg('July', i), false);
    expect(t.factor(msg('June', 9))).toBe(1);
    for (let i = 0; i < 300; i++) t.fetched(msg('Aug', i), true);
    expect(t.factor(msg('June', 9))).toBe(0.05);
  });
});
