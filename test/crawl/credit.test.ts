import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ListCredit } from '../../src/crawl/credit.js';
import { SqliteFrontier, type FrontierEntry } from '../../src/crawl/frontier.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const H = 'http://u.edu';

/** A fresh frontier in a temporary directory (removed after the tests). */
function newFrontier(): SqliteFrontier {
  const dir = mkdtempSync(join(tmpdir(), 'credit-'));
  dirs.push(dir);
  return new SqliteFrontier(join(dir, 'frontier.sqlite'));
}

/** List credit with feedback over frontier `f` (a link's list is its parent); `fetch` takes a queued link, and a course home when `home`. */
function creditOn(f: SqliteFrontier, accepted: (u: string) => boolean, inCourseDir: (u: string) => boolean, peopleList: (u: string) => boolean = () => false) {
  const credit = new ListCredit({
    db: f.db,
    hubBoost: 0.4,
    learn: true,
    origin: (u) => ({ list: (f.db.prepare('SELECT parent FROM urls WHERE url = ?').get(u) as { parent: string }).parent, link: u }),
    accepted,
    inCourseDir,
    peopleList,
    entry: () => false,
    teach: () => {},
  });
  const score = (u: string) => (f.db.prepare('SELECT score FROM urls WHERE url = ?').get(u) as { score: number }).score;
  const fetch = (u: string, home = true) => {
    (f.take(u), f.done(u));
    credit.fetched(u, false);
    if (home) credit.courseHome(u, false);
  };
  return { credit, score, fetch };
}
/** A faculty list → Ada's page → her links: the course home just found, three more course-numbered ones (code in the URL, in the anchor, elsewhere on the site), her papers. */
function setup(learn: boolean, entry = false) {
  const dir = mkdtempSync(join(tmpdir(), 'credit-'));
  dirs.push(dir);
  const f = new SqliteFrontier(join(dir, 'frontier.sqlite'));
  const row = (url: string, depth: number, parent: string | undefined, keys: string[]): FrontierEntry => ({ url: H + url, site: 'u.edu', host: 'u.edu', depth, score: 0.3, base: 0.3, hops: 0, parent: parent && H + parent, feats: JSON.stringify({ k: keys }) });
  f.push(row('/faculty.html', 1, '/', ['a:faculty']));
  f.push(row('/~ada/', 2, '/faculty.html', ['a:ada']));
  f.push(row('/~ada/cs101.html', 3, '/~ada/', ['a:code', 'u:code']));
  f.push(row('/~ada/cs202.html', 3, '/~ada/', ['u:code']));
  f.push(row('/~ada/compilers.html', 3, '/~ada/', ['a:code']));
  f.push(row('/catalog/cs101', 3, '/~ada/', ['a:code', 'u:code']));
  f.push(row('/~ada/papers.html', 3, '/~ada/', ['a:papers']));
  for (const u of ['/faculty.html', '/~ada/', '/~ada/cs101.html']) (f.take(H + u), f.done(H + u));
  const taught: number[] = [];
  const credit = new ListCredit({
    db: f.db,
    hubBoost: 0.4,
    learn,
    origin: (u) => ({ list: (f.db.prepare('SELECT parent FROM urls WHERE url = ?').get(u) as { parent: string }).parent, link: u }),
    accepted: (u) => u === H + '/~ada/cs101.html',
    inCourseDir: () => false,
    peopleList: (u) => u === H + '/faculty.html',
    entry: (u) => entry && u === H + '/~ada/',
    teach: (_k, t) => taught.push(t),
  });
  const score = (u: string) => (f.db.prepare('SELECT score FROM urls WHERE url = ?').get(H + u) as { score: number }).score;
  return { f, credit, score, taught };
}

describe('list credit: a hub that led to a course home', () => {
  it("raises the hub's other course-numbered links by hubBoost, whatever their URL shape, not its other links", () => {
    const { credit, score, taught } = setup(true);
    credit.courseHome(H + '/~ada/cs101.html', false);
    expect(score('/~ada/cs202.html')).toBeCloseTo(0.7, 9);
    expect(score('/~ada/compilers.html')).toBeCloseTo(0.7, 9);
    expect(score('/catalog/cs101')).toBeCloseTo(0.7, 9);
    expect(score('/~ada/papers.html')).toBeCloseTo(0.3, 9);
    // A rescore keeps the raise for coded links only.
    expect(credit.bonus(H + '/~ada/', H + '/~ada/cs202.html', undefined, ['u:code'])).toBeCloseTo(0.4, 9);
    expect(credit.bonus(H + '/~ada/', H + '/~ada/papers.html', undefined, ['a:papers'])).toBe(0);
    // The hub itself is a lesson for the apprentice.
    expect(taught).toEqual([0.8]);
  });

  it("does not raise a catalogue entry's other course-numbered links: they are the same course's records elsewhere", () => {
    const { credit, score } = setup(true, true);
    credit.courseHome(H + '/~ada/cs101.html', false);
    expect(score('/~ada/cs202.html')).toBeCloseTo(0.3, 9);
    expect(score('/catalog/cs101')).toBeCloseTo(0.3, 9);
    expect(credit.bonus(H + '/~ada/', H + '/~ada/cs202.html', undefined, ['u:code'])).toBe(0);
  });

  it("takes back a home's credit when it turns out a course database's entry", () => {
    const { credit, score } = setup(true);
    credit.courseHome(H + '/~ada/cs101.html', false);
    expect(score('/~ada/cs202.html')).toBeCloseTo(0.7, 9);
    credit.retract(H + '/~ada/cs101.html', false);
    expect(score('/~ada/cs202.html')).toBeCloseTo(0.3, 9);
    expect(score('/~ada/compilers.html')).toBeCloseTo(0.3, 9);
    expect(credit.bonus(H + '/~ada/', H + '/~ada/cs202.html', undefined, ['u:code'])).toBe(0);
    // a page never credited: nothing to take back
    credit.retract(H + '/~ada/papers.html', false);
    expect(score('/~ada/papers.html')).toBeCloseTo(0.3, 9);
  });

  it('takes the raise back when three raised course-numbered links were fetched and none was a course home', () => {
    const { credit, score, f } = setup(true);
    credit.courseHome(H + '/~ada/cs101.html', false);
    // two more coded links of hers, fetched, not course homes: the raise stands
    for (const u of ['/~ada/cs202.html', '/catalog/cs101']) {
      (f.take(H + u), f.done(H + u));
      credit.fetched(H + u, false);
    }
    expect(score('/~ada/compilers.html')).toBeCloseTo(0.7, 9);
    // her papers (not course-numbered) do not count
    credit.fetched(H + '/~ada/papers.html', false);
    expect(score('/~ada/compilers.html')).toBeCloseTo(0.7, 9);
    f.push({ url: H + '/~ada/cs303.html', site: 'u.edu', host: 'u.edu', depth: 3, score: 0.3, base: 0.3, hops: 0, parent: H + '/~ada/', feats: JSON.stringify({ k: ['u:code'] }) });
    f.push({ url: H + '/~ada/cs404.html', site: 'u.edu', host: 'u.edu', depth: 3, score: 0.3, base: 0.3, hops: 0, parent: H + '/~ada/', feats: JSON.stringify({ k: ['u:code'] }) });
    (f.take(H + '/~ada/cs303.html'), f.done(H + '/~ada/cs303.html'));
    credit.fetched(H + '/~ada/cs303.html', false);
    expect(score('/~ada/compilers.html')).toBeCloseTo(0.7, 9);
    // the fourth comes up after three misses: the rest are back to their own scores
    (f.take(H + '/~ada/cs404.html'), f.done(H + '/~ada/cs404.html'));
    credit.fetched(H + '/~ada/cs404.html', false);
    expect(score('/~ada/compilers.html')).toBeCloseTo(0.3, 9);
    expect(credit.bonus(H + '/~ada/', H + '/~ada/compilers.html', undefined, ['a:code'])).toBe(0);
  });

  it('keeps the raise while the raised links keep leading to course homes', () => {
    const { credit, score, f } = setup(true);
    credit.courseHome(H + '/~ada/cs101.html', false);
    (f.take(H + '/~ada/cs202.html'), f.done(H + '/~ada/cs202.html'));
    credit.fetched(H + '/~ada/cs202.html', false);
    credit.courseHome(H + '/~ada/cs202.html', false);
    for (let i = 0; i < 4; i++) {
      const u = `/~ada/cs30${i}.html`;
      f.push({ url: H + u, site: 'u.edu', host: 'u.edu', depth: 3, score: 0.3, base: 0.3, hops: 0, parent: H + '/~ada/', feats: JSON.stringify({ k: ['u:code'] }) });
      (f.take(H + u), f.done(H + u));
      credit.fetched(H + u, false);
    }
    expect(score('/~ada/compilers.html')).toBeCloseTo(0.7, 9);
  });

  it('is not raised twice for a second course from the same hub', () => {
    const { credit, score, f } = setup(true);
    credit.courseHome(H + '/~ada/cs101.html', false);
    (f.take(H + '/~ada/cs202.html'), f.done(H + '/~ada/cs202.html'));
    credit.courseHome(H + '/~ada/cs202.html', false);
    expect(score('/~ada/compilers.html')).toBeCloseTo(0.7, 9);
  });

  it('learns only with feedback, and a --resume replay restores the raise without applying it again', () => {
    const frozen = setup(false);
    frozen.credit.courseHome(H + '/~ada/cs101.html', false);
    expect(frozen.score('/~ada/cs202.html')).toBeCloseTo(0.3, 9);
    expect(frozen.credit.bonus(H + '/~ada/', H + '/~ada/cs202.html', undefined, ['u:code'])).toBe(0);
    const resumed = setup(true);
    resumed.credit.courseHome(H + '/~ada/cs101.html', true);
    expect(resumed.score('/~ada/cs202.html')).toBeCloseTo(0.3, 9);
    expect(resumed.credit.bonus(H + '/~ada/', H + '/~ada/cs202.html', undefined, ['u:code'])).toBeCloseTo(0.4, 9);
  });
});

describe("list credit: a list's links to a host that led nowhere", () => {
  it('are barred from the raise its course homes earn, and let back in when one leads to a course home', () => {
    const f = newFrontier();
    const CAT = 'http://catalogue.u.edu';
    const row = (url: string, depth: number, parent: string): FrontierEntry => ({ url, site: 'u.edu', host: new URL(url).host, depth, score: 0.3, base: 0.3, hops: 0, parent, feats: JSON.stringify({ k: [] }) });
    f.push(row(H + '/', 0, ''));
    f.push(row(H + '/courses.html', 1, H + '/'));
    for (let i = 0; i < 8; i++) f.push(row(`${H}/c${i}/`, 2, H + '/courses.html'));
    for (let i = 0; i < 8; i++) f.push(row(`${CAT}/record/${i}`, 2, H + '/courses.html'));
    for (const u of [H + '/', H + '/courses.html']) (f.take(u), f.done(u));
    const { credit, score, fetch } = creditOn(f, (u) => u.startsWith(H + '/c'), () => false);
    for (let i = 0; i < 4; i++) fetch(`${H}/c${i}/`, true);
    // four course homes: the list's links are raised, on every host
    const raise = 0.4 / Math.sqrt(8);
    expect(score(`${H}/c7/`)).toBeCloseTo(0.3 + raise, 9);
    expect(score(`${CAT}/record/7`)).toBeCloseTo(0.3 + raise, 9);
    for (let i = 0; i < 3; i++) fetch(`${CAT}/record/${i}`, false);
    const after = 0.4 / Math.sqrt(11);
    expect(score(`${CAT}/record/7`)).toBeCloseTo(0.3 + after, 9);
    // the catalogue's fourth record comes up after three that led nowhere: its host is barred
    fetch(`${CAT}/record/3`, false);
    expect(score(`${CAT}/record/7`)).toBeCloseTo(0.3, 9);
    expect(credit.bonus(H + '/courses.html', `${CAT}/record/7`)).toBe(0);
    // the list's own raise stands (0.4 / √12 is within 0.02 of it: not rewritten)
    expect(score(`${H}/c7/`)).toBeCloseTo(0.3 + after, 9);
    expect(credit.bonus(H + '/courses.html', `${H}/c7/`)).toBeCloseTo(after, 9);
    // one of the catalogue's links turns out a course home: the host is raised again
    fetch(`${CAT}/record/4`, true);
    expect(score(`${CAT}/record/7`)).toBeGreaterThan(0.3);
    expect(credit.bonus(H + '/courses.html', `${CAT}/record/7`)).toBeCloseTo(score(`${CAT}/record/7`) - 0.3, 9);
  });
});

describe("list credit: a list's links to a directory that led nowhere", () => {
  it('are barred from its raise on their own host too (a term list beside the module handbook)', () => {
    const f = newFrontier();
    const row = (url: string, depth: number, parent: string): FrontierEntry => ({ url, site: 'u.edu', host: 'u.edu', depth, score: 0.3, base: 0.3, hops: 0, parent, feats: JSON.stringify({ k: [] }) });
    const LIST = H + '/study/courses/ss20/';
    f.push(row(H + '/', 0, ''));
    f.push(row(LIST, 1, H + '/'));
    for (let i = 0; i < 8; i++) f.push(row(`${H}/chairs/c${i}/teaching/ss20/seminar/`, 2, LIST));
    for (let i = 0; i < 8; i++) f.push(row(`${H}/study/handbook/t-info-10${i}/`, 2, LIST));
    for (const u of [H + '/', LIST]) (f.take(u), f.done(u));
    const { credit, score, fetch } = creditOn(f, (u) => u.includes('/chairs/'), () => false);
    for (let i = 0; i < 4; i++) fetch(`${H}/chairs/c${i}/teaching/ss20/seminar/`, true);
    const handbook = `${H}/study/handbook/t-info-107/`;
    expect(score(handbook)).toBeCloseTo(0.3 + 0.4 / Math.sqrt(8), 9);
    for (let i = 0; i < 4; i++) fetch(`${H}/study/handbook/t-info-10${i}/`, false);
    // four handbook entries and no course home: the handbook's directory is barred, the courses' host is not
    expect(score(handbook)).toBeCloseTo(0.3, 9);
    expect(credit.bonus(LIST, handbook)).toBe(0);
    expect(score(`${H}/chairs/c7/teaching/ss20/seminar/`)).toBeGreaterThan(0.4);
    expect(credit.bonus(LIST, `${H}/chairs/c7/teaching/ss20/seminar/`)).toBeCloseTo(score(`${H}/chairs/c7/teaching/ss20/seminar/`) - 0.3, 9);
  });

  it("are barred once the homes they led to are taken back (a registrar's records, a database)", () => {
    const f = newFrontier();
    const REG = 'http://campus.u.edu/lsf/record';
    const row = (url: string, depth: number, parent: string): FrontierEntry => ({ url, site: 'u.edu', host: new URL(url).host, depth, score: 0.3, base: 0.3, hops: 0, parent, feats: JSON.stringify({ k: [] }) });
    const LIST = H + '/study/courses/ss20/';
    f.push(row(H + '/', 0, ''));
    f.push(row(LIST, 1, H + '/'));
    for (let i = 0; i < 8; i++) f.push(row(`${H}/chairs/c${i}/seminar/`, 2, LIST));
    for (let i = 0; i < 6; i++) f.push(row(`${REG}?id=${i}`, 2, LIST));
    for (const u of [H + '/', LIST]) (f.take(u), f.done(u));
    const { credit, score, fetch } = creditOn(f, () => true, () => false);
    // three records taken for course homes, then five courses' own pages: the list pays, records included
    for (let i = 0; i < 3; i++) fetch(`${REG}?id=${i}`);
    for (let i = 0; i < 5; i++) fetch(`${H}/chairs/c${i}/seminar/`);
    expect(score(`${REG}?id=5`)).toBeCloseTo(0.3 + 0.4, 9);
    // the records' family turns out a database: their credit is taken back, and their host with it
    for (let i = 0; i < 3; i++) credit.retract(`${REG}?id=${i}`, false);
    const raise = 0.4 * (2 / Math.sqrt(12));
    expect(score(`${H}/chairs/c7/seminar/`)).toBeCloseTo(0.3 + raise, 9);
    expect(credit.bonus(LIST, `${H}/chairs/c7/seminar/`)).toBeCloseTo(raise, 9);
    expect(score(`${REG}?id=5`)).toBeCloseTo(0.3, 9);
    expect(credit.bonus(LIST, `${REG}?id=5`)).toBe(0);
  });
});

describe("list credit: a course home that links its other offerings", () => {
  it('raises its links to other pages, not its own exercises and exam pages', () => {
    const f = newFrontier();
    const SEM = H + '/teaching/ss20/seminar/';
    const row = (url: string, depth: number, parent: string): FrontierEntry => ({ url, site: 'u.edu', host: 'u.edu', depth, score: 0.3, base: 0.3, hops: 0, parent, feats: JSON.stringify({ k: [] }) });
    f.push(row(H + '/', 0, ''));
    f.push(row(SEM, 1, H + '/'));
    const terms = ['ws19', 'ss19', 'ws18', 'ss18'];
    for (const t of terms) f.push(row(`${H}/teaching/${t}/seminar/`, 2, SEM));
    for (const p of ['exercises/', 'exam/']) f.push(row(SEM + p, 2, SEM));
    f.push(row(H + '/teaching/ws19/colloquium/', 2, SEM));
    f.push(row(H + '/teaching/ws19/lectures/', 2, SEM));
    for (const u of [H + '/', SEM]) (f.take(u), f.done(u));
    const { credit, score, fetch } = creditOn(f, (u) => u.endsWith('/seminar/'), (u) => u.startsWith(SEM) && u !== SEM);
    for (const t of terms) fetch(`${H}/teaching/${t}/seminar/`);
    // four offerings were course homes: the seminar's page is a list of courses
    const raise = 0.4 / Math.sqrt(8);
    expect(score(H + '/teaching/ws19/colloquium/')).toBeCloseTo(0.3 + raise, 9);
    expect(credit.bonus(SEM, H + '/teaching/ws19/colloquium/')).toBeCloseTo(raise, 9);
    // but its own pages are the course's, not more courses
    expect(score(SEM + 'exercises/')).toBeCloseTo(0.3, 9);
    expect(score(SEM + 'exam/')).toBeCloseTo(0.3, 9);
    expect(credit.bonus(SEM, SEM + 'exam/')).toBe(0);
    // nor for a page named like a course's own, in no course known yet
    expect(score(H + '/teaching/ws19/lectures/')).toBeCloseTo(0.3, 9);
    expect(credit.bonus(SEM, H + '/teaching/ws19/lectures/')).toBe(0);
  });
});

describe('list credit: a course behind one person\'s pages', () => {
  /** people list → 8 profiles → Ada's profile → her homepage → her teaching page → a course home. */
  function chain(people: boolean) {
    const f = newFrontier();
    const P = H + '/people/staff/';
    const row = (url: string, depth: number, parent: string): FrontierEntry => ({ url, site: 'u.edu', host: new URL(url).host, depth, score: 0.1, base: 0.1, hops: 0, parent, feats: JSON.stringify({ k: [] }) });
    f.push(row(H + '/', 0, ''));
    f.push(row(P, 1, H + '/'));
    for (const n of ['ada', 'bob', 'cy', 'dee']) f.push(row(`${P}${n}.html`, 2, P));
    f.push(row(H + '/news/2020/open-day.html', 2, P));
    f.push(row('http://home.u.edu/~ada/', 3, P + 'ada.html'));
    f.push(row('http://home.u.edu/~ada/teaching/', 4, 'http://home.u.edu/~ada/'));
    f.push(row('http://home.u.edu/~ada/teaching/cs101/', 5, 'http://home.u.edu/~ada/teaching/'));
    for (const u of [H + '/', P]) (f.take(u), f.done(u));
    const c = creditOn(f, (u) => u.endsWith('/cs101/'), () => false, (u) => people && u === P);
    for (const u of [P + 'ada.html', 'http://home.u.edu/~ada/', 'http://home.u.edu/~ada/teaching/']) c.fetch(u, false);
    return { ...c, P };
  }

  it("raises the people list's other profiles, three pages up, and takes it back with the home", () => {
    const { credit, score, fetch, P } = chain(true);
    fetch('http://home.u.edu/~ada/teaching/cs101/');
    // one hub among the list's profiles (1 fetched): 0.4 × 1/√(1 + 4)
    const raise = 0.4 / Math.sqrt(5);
    expect(score(P + 'bob.html')).toBeCloseTo(0.1 + raise, 9);
    expect(credit.bonus(P, P + 'dee.html')).toBeCloseTo(raise, 9);
    // not its links of other shapes
    expect(score(H + '/news/2020/open-day.html')).toBeCloseTo(0.1, 9);
    credit.retract('http://home.u.edu/~ada/teaching/cs101/', false);
    expect(score(P + 'bob.html')).toBeCloseTo(0.1, 9);
  });

  it('credits nothing when no people list lies within reach', () => {
    const { score, fetch, P } = chain(false);
    fetch('http://home.u.edu/~ada/teaching/cs101/');
    expect(score(P + 'bob.html')).toBeCloseTo(0.1, 9);
  });
});

describe('list credit: a database entry linking a course home found already', () => {
  /** A schedule's term page → three class entries and its help page; the first entry fetched links a course site the crawl reached another way. */
  function schedule() {
    const f = newFrontier();
    const T = H + '/search/class?term=2195';
    const row = (url: string, depth: number, parent: string, keys: string[] = []): FrontierEntry => ({ url, site: 'u.edu', host: 'u.edu', depth, score: 0.2, base: 0.2, hops: 0, parent, feats: JSON.stringify({ k: keys }) });
    f.push(row(H + '/', 0, ''));
    f.push(row(T, 1, H + '/'));
    for (const c of ['cs170', 'cs70', 'math37']) f.push(row(`${H}/content/2019-summer-${c}-001`, 2, T, ['a:code']));
    f.push(row(H + '/help.html', 2, T));
    for (const u of [H + '/', T]) (f.take(u), f.done(u));
    const taught: number[] = [];
    const score = (u: string) => (f.db.prepare('SELECT score FROM urls WHERE url = ?').get(u) as { score: number }).score;
    const credit = new ListCredit({
      db: f.db,
      hubBoost: 0.4,
      learn: true,
      origin: (u) => ({ list: (f.db.prepare('SELECT parent FROM urls WHERE url = ?').get(u) as { parent: string }).parent, link: u }),
      accepted: () => false,
      inCourseDir: () => false,
      peopleList: () => false,
      entry: (u) => u.includes('/content/'),
      teach: (_k, t) => taught.push(t),
    });
    const e1 = `${H}/content/2019-summer-cs170-001`;
    (f.take(e1), f.done(e1));
    credit.fetched(e1, false);
    return { credit, score, T, e1, taught };
  }

  it("credits the entry's term page for its entries, as if the home had been found through it, once", () => {
    const { credit, score, T, e1, taught } = schedule();
    credit.linkedHome(e1, false);
    // one hub among the term page's entries (1 fetched): 0.4 × 1/√(1 + 4)
    const raise = 0.4 / Math.sqrt(5);
    expect(score(`${H}/content/2019-summer-cs70-001`)).toBeCloseTo(0.2 + raise, 9);
    expect(credit.bonus(T, `${H}/content/2019-summer-math37-001`)).toBeCloseTo(raise, 9);
    // not the term page's links of another shape
    expect(score(H + '/help.html')).toBeCloseTo(0.2, 9);
    // the link to the entry is not taught (the apprentice would raise every link shaped like it)
    expect(taught).toEqual([]);
    credit.linkedHome(e1, false);
    expect(score(`${H}/content/2019-summer-cs70-001`)).toBeCloseTo(0.2 + raise, 9);
  });

  it('a --resume replay restores the credit without raising the scores again', () => {
    const { credit, score, T, e1, taught } = schedule();
    credit.linkedHome(e1, true);
    expect(score(`${H}/content/2019-summer-cs70-001`)).toBeCloseTo(0.2, 9);
    expect(credit.bonus(T, `${H}/content/2019-summer-cs70-001`)).toBeCloseTo(0.4 / Math.sqrt(5), 9);
    expect(taught).toEqual([]);
  });
});

describe("list credit: a directory that lists of one template keep barring", () => {
  const row = (url: string, depth: number, parent: string): FrontierEntry => ({ url, site: 'u.edu', host: 'u.edu', depth, score: 0.3, base: 0.3, hops: 0, parent, feats: JSON.stringify({ k: [] }) });
  /** A department's term pages, each linking its courses' sites and the course database's records of them. */
  function terms(names: string[]) {
    const f = newFrontier();
    f.push(row(H + '/', 0, ''));
    for (const t of names) {
      const list = `${H}/study/terms/${t}/`;
      f.push(row(list, 1, H + '/'));
      for (let i = 0; i < 8; i++) f.push(row(`${H}/chairs/c${t}${i}/`, 2, list));
      for (let i = 0; i < 6; i++) f.push(row(`${H}/db/turmas/view.jsf?id=${t}${i}`, 2, list));
      (f.take(list), f.done(list));
    }
    (f.take(H + '/'), f.done(H + '/'));
    return { f, ...creditOn(f, (u) => u.includes('/chairs/'), () => false) };
  }
  const list = (t: string) => `${H}/study/terms/${t}/`;
  const rec = (t: string, i: number) => `${H}/db/turmas/view.jsf?id=${t}${i}`;

  it('is barred for all of them once two did, for those met already and those to come, and lifted by a course home there', () => {
    const { credit, score, fetch } = terms(['19a', '19b', '20a', '20b']);
    const homes = (t: string) => {
      for (let i = 0; i < 4; i++) fetch(`${H}/chairs/c${t}${i}/`, true);
    };
    const raise = 0.4 / Math.sqrt(8);
    homes('20a');
    expect(score(rec('20a', 5))).toBeCloseTo(0.3 + raise, 9);
    // two term pages spend four fetches each on the database's records and bar them
    for (const t of ['19a', '19b']) {
      homes(t);
      for (let i = 0; i < 4; i++) fetch(rec(t, i), false);
      expect(score(rec(t, 5))).toBeCloseTo(0.3, 9);
    }
    // the third term page, raised before, loses the raise on its records without fetching one
    expect(score(rec('20a', 5))).toBeCloseTo(0.3, 9);
    expect(credit.bonus(list('20a'), rec('20a', 5))).toBe(0);
    expect(score(`${H}/chairs/c20a7/`)).toBeCloseTo(0.3 + raise, 9);
    // the fourth, met later, is raised for its courses and not for its records
    homes('20b');
    fetch(rec('20b', 0), false);
    expect(score(`${H}/chairs/c20b7/`)).toBeCloseTo(0.3 + raise, 9);
    expect(score(rec('20b', 5))).toBeCloseTo(0.3, 9);
    // one of its records turns out a course home: the template's bar is lifted where it came from the template
    fetch(rec('20b', 1), true);
    expect(score(rec('20b', 5))).toBeGreaterThan(0.3);
    expect(credit.bonus(list('20b'), rec('20b', 5))).toBeCloseTo(score(rec('20b', 5)) - 0.3, 9);
    expect(score(rec('20a', 5))).toBeCloseTo(0.3 + raise, 9);
    // the lists that barred the records by their own fetches keep their bars
    expect(score(rec('19a', 5))).toBeCloseTo(0.3, 9);
  });

  it('is not shared by one list alone', () => {
    const { score, fetch } = terms(['19a', '20a']);
    for (const t of ['20a', '19a']) for (let i = 0; i < 4; i++) fetch(`${H}/chairs/c${t}${i}/`, true);
    for (let i = 0; i < 4; i++) fetch(rec('19a', i), false);
    expect(score(rec('19a', 5))).toBeCloseTo(0.3, 9);
    expect(score(rec('20a', 5))).toBeCloseTo(0.3 + 0.4 / Math.sqrt(8), 9);
  });

  it("is not shared for the lists' own directory, where their siblings lie (a catalogue's category pages)", () => {
    const f = newFrontier();
    const cat = (t: string) => `${H}/course/index.php?categoryid=${t}`;
    f.push(row(H + '/', 0, ''));
    for (const t of ['1', '2', '3']) {
      f.push(row(cat(t), 1, H + '/'));
      for (let i = 0; i < 8; i++) f.push(row(`${H}/chairs/c${t}${i}/`, 2, cat(t)));
      for (let i = 0; i < 6; i++) f.push(row(cat(`${t}${i}`), 2, cat(t)));
      (f.take(cat(t)), f.done(cat(t)));
    }
    (f.take(H + '/'), f.done(H + '/'));
    const { score, fetch } = creditOn(f, (u) => u.includes('/chairs/'), () => false);
    for (let i = 0; i < 4; i++) fetch(`${H}/chairs/c3${i}/`, true);
    // two category pages' first four subcategories led to no course: each bars its own directory for itself
    for (const t of ['1', '2']) for (let i = 0; i < 4; i++) fetch(cat(`${t}${i}`), false);
    expect(score(cat('35'))).toBeCloseTo(0.3 + 0.4 / Math.sqrt(8), 9);
  });
});
