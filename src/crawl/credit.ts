/**
 * List credit (seed 001's relevance, fed back online, per page instead of per link context): a page whose
 * linked pages turn out to be course homes (a course list) or hubs (a person's page listing her courses,
 * found through a people list) is worth following further. Per list page: its linked pages fetched (f) and
 * those that were course homes (direct, counted from the 4th on: a person's page with three courses is a
 * hub, not a list of courses) or hubs (v); its queued links get `hubBoost` × min(1, v / √(f + 4)) — the
 * evidence that the list pays, kept up to date as f and v change (eagerly, in steps of ≥ 0.02): a course
 * list or a faculty list whose pages keep leading to courses gains the full raise, a long students list
 * with a few TAs a part of it, a list whose pages led nowhere nothing. A hub below one person's page (her
 * profile → her homepage → her teaching page) credits the people list above instead. The apprentice also learns the link
 * to a hub as a good one (target 0.8), and the first course home found from a page raises that page's other
 * course-numbered links by `hubBoost` (her other courses). Like the apprentice, this learns from the critic's
 * verdicts, so the crawler makes it learn only with feedback.
 */
import type { Database as DB, Statement } from 'better-sqlite3';
import { looksLikeSubpage } from './prior.js';
import { dirOf, hostOf, shelfOf } from './url.js';
import { yieldKey } from './yield.js';

interface ListStat {
  f: number;
  v: number;
  direct: number;
  applied: number;
  depth: number;
  /** Per area (host, directory) of a list's links: those fetched and the course homes among them (list-wide stats only). */
  areas?: Map<string, { f: number; h: number }>;
  /** Areas whose links from this list led to AREA_TRIAL pages and no course home: not raised by the list's courses. */
  barred?: Set<string>;
  /** The list page's own URL template (list-wide stats only): lists of one template share their directory bars. */
  tpl?: string;
  /** Areas in `barred` because TEMPLATE_BARS lists of its template barred them, not by its own links. */
  inherited?: Set<string>;
}

/** A page's URL template: host, the directory above its own, and its path length (`/people/ada/x.html` ~ `/people/bob/y.html`). */
export function urlTemplate(u: string): string {
  const d = dirOf(u);
  return `${d.replace(/[^/]*\/$/, '')}|${d.split('/').length}|${u.split('/').length}`;
}

export interface ListCreditDeps {
  /** The crawl's frontier database (`urls`: parent, feats, depth, score, state). */
  db: DB;
  /** Largest raise (0: no list credit). */
  hubBoost: number;
  /** Whether the credit raises scores and teaches hubs (feedback); without, it only counts. */
  learn: boolean;
  /** The page holding the link that led to `u` and that link's URL, past redirects. */
  origin(u: string): { list: string | undefined; link: string };
  /** A page judged a course page. */
  accepted(u: string): boolean;
  /** A page inside a known course's directory (its own subpage). */
  inCourseDir(u: string): boolean;
  /** A course's catalogue entry or a course database's entry: one course's record, not a teacher's page. */
  entry(u: string): boolean;
  /** A page that was a people list. */
  peopleList(u: string): boolean;
  /** Teach the apprentice a lesson (the link to a hub: target 0.8). */
  teach(keys: string[], target: number): void;
  /**
   * The demotion factor in a queued link's score (its directory's yield, its list's dead links, its wall; 1
   * when none): a raise is damped by it as the rest of the score is, so a walled or dead link is not lifted
   * back by its list's credit.
   */
  factor?(u: string): number;
}

export class ListCredit {
  /** Per list page (course homes linked directly) and per list page and URL template of its links (hubs). */
  private readonly lists = new Map<string, ListStat>();
  private readonly creditedHubs = new Set<string>();
  /** Per hub that led to a course home: the raise of its queued course-numbered links (her other courses). */
  private readonly hubCodes = new Map<string, number>();
  /** Per hub whose course-numbered links were raised: those fetched since, and the course homes among them. */
  private readonly trials = new Map<string, { fetched: number; homes: number }>();
  /** Per course home credited: see Given. */
  private readonly given = new Map<string, Given>();
  /** Per list template: per directory area, the lists of that template that barred it, and whether the bar holds for all of them. */
  private readonly templateBars = new Map<string, Map<string, { by: Set<string>; active: boolean }>>();
  /** Per list template: its lists' pages (those with list-wide stats). */
  private readonly templateLists = new Map<string, Set<string>>();
  private readonly getRow: Statement;
  private readonly siblings: Statement;
  private readonly raise: Statement;
  private readonly codedLinks: Statement;

  constructor(private readonly deps: ListCreditDeps) {
    const { db } = deps;
    this.getRow = db.prepare('SELECT parent, feats, depth FROM urls WHERE url = ?');
    this.siblings = db.prepare('SELECT url FROM urls WHERE parent = ? AND state = 0');
    this.raise = db.prepare('UPDATE urls SET score = score + ? WHERE url = ? AND state = 0');
    this.codedLinks = db.prepare(`SELECT url FROM urls WHERE parent = ? AND state = 0 AND (feats LIKE '%"a:code"%' OR feats LIKE '%"u:code"%')`);
  }

  /** Whether the queued or fetched link `url` names a course number (its stored features). */
  private coded(url: string): boolean {
    const row = this.getRow.get(url) as { feats: string | null } | undefined;
    return !!row?.feats && hasCode((JSON.parse(row.feats) as { k: string[] }).k);
  }

  /** The raise (before its link's demotion factor) already in the scores of `parent`'s queued links of this template (`t`: the link's, computed when missing; `keys`: its features, for a hub's course-numbered links). */
  bonus(parent: string, url: string, t = urlTemplate(url), keys?: readonly string[]): number {
    const coded = keys !== undefined && hasCode(keys) ? (this.hubCodes.get(parent) ?? 0) : 0;
    if (this.ownPage(url)) return coded;
    const st = this.lists.get(parent);
    const own = st && !barredIn(st, url) ? st.applied : 0;
    return own + (this.lists.get(`${parent}\t${t}`)?.applied ?? 0) + coded;
  }

  private stat(list: string, t?: string): ListStat | undefined {
    const key = t === undefined ? list : `${list}\t${t}`;
    let st = this.lists.get(key);
    if (!st) {
      const row = this.getRow.get(list) as { depth: number } | undefined;
      if (!row) return undefined;
      this.lists.set(key, (st = { f: 0, v: 0, direct: 0, applied: 0, depth: row.depth }));
      if (t === undefined) {
        const tpl = (st.tpl = urlTemplate(list));
        let ls = this.templateLists.get(tpl);
        if (!ls) this.templateLists.set(tpl, (ls = new Set()));
        ls.add(list);
        // A new list of a template whose lists keep barring a directory starts with it barred (its raise is 0 yet).
        for (const [area, tb] of this.templateBars.get(tpl) ?? []) if (tb.active) this.inherit(st, area);
      }
    }
    return st;
  }

  private update(list: string, st: ListStat, t: string | undefined, replay: boolean): void {
    // The seed links to everything (its links share their context): lists are pages below it.
    const { hubBoost, learn } = this.deps;
    if (hubBoost <= 0 || !learn || st.depth < 1) return;
    const b = st.v > 0 ? hubBoost * Math.min(1, st.v / Math.sqrt(st.f + 4)) : 0;
    if (Math.abs(b - st.applied) < 0.02) return;
    // Replayed by --resume: the raise is in the stored scores already.
    if (!replay) this.raiseLinks(list, b - st.applied, (u) => (t === undefined ? !barredIn(st, u) : urlTemplate(u) === t));
    st.applied = b;
  }

  /**
   * Raise `list`'s queued links that `pick` keeps by `delta`, except a course's own pages: a course page that
   * links its other offerings is a list, but its raise is not for its exercises, slides and exam pages (layout
   * D: a seminar's page, critic 0.42, led to its three other terms, and its `exercises/`, `reading/`,
   * `lectures/`, `exam/` pages came next, 0.50–0.75 instead of 0.37).
   */
  private raiseLinks(list: string, delta: number, pick: (u: string) => boolean): void {
    for (const r of this.siblings.all(list) as { url: string }[]) if (pick(r.url) && !this.ownPage(r.url)) this.raiseBy(delta, r.url);
  }

  /** Add `delta` to a queued link's score, damped by the demotion factor already in it. */
  private raiseBy(delta: number, url: string): void {
    this.raise.run(delta * (this.deps.factor?.(url) ?? 1), url);
  }

  /** Raise `hub`'s queued course-numbered links by `delta`. */
  private raiseCoded(delta: number, hub: string): void {
    for (const r of this.codedLinks.all(hub) as { url: string }[]) this.raiseBy(delta, r.url);
  }

  /** A course's own page, by what the crawl knows (inside a course home's directory) or by its name (`…/exam/`, `hw3.html`). */
  private ownPage(u: string): boolean {
    return this.deps.inCourseDir(u) || looksLikeSubpage(u, '');
  }

  /** One more of a list's links followed to its end (past redirects): f of the list and of the link's template. */
  fetched(u: string, replay: boolean): void {
    const { list, link } = this.deps.origin(u);
    if (!list) return;
    const trial = this.trials.get(list);
    if (trial && (this.hubCodes.get(list) ?? 0) > 0 && this.coded(link)) {
      // CODED_TRIAL of the raised links fetched and none a course home: they were not her other courses (a
      // course list's links to the catalogue's records of its courses, beside the courses' own sites).
      if (trial.fetched >= CODED_TRIAL && trial.homes === 0) this.dropCoded(list, replay, true);
      else trial.fetched++;
    }
    const st = this.stat(list);
    if (st) {
      // An area (a host, a directory) whose links from this list led to AREA_TRIAL pages and no course home is
      // barred from the list's raise: a course list's links to the catalogue's records of its courses, on the
      // catalogue's host (layout C) or in the department's module handbook beside the courses (layout D: 57 of
      // the feedback crawl's fetches 100–300 were handbook entries the term list's raise lifted from 0.08).
      for (const area of areasOf(link)) {
        const as = (st.areas ??= new Map()).get(area) ?? { f: 0, h: 0 };
        st.areas.set(area, as);
        this.judgeArea(list, st, area, replay);
        as.f++;
      }
      st.f++;
      this.update(list, st, undefined, replay);
    }
    const t = urlTemplate(link);
    const ts = this.stat(list, t);
    if (ts) (ts.f++, this.update(list, ts, t, replay));
  }

  /** Bar `area` from list `st`'s raise when its links from the list led to AREA_TRIAL pages and no course home. */
  private judgeArea(list: string, st: ListStat, area: string, replay: boolean): void {
    const as = st.areas?.get(area);
    if (!as || as.f < AREA_TRIAL || as.h > 0 || (st.barred ??= new Set()).has(area)) return;
    this.bar(list, st, area, replay);
    // Not the list's own directory: it holds the list's siblings (a course catalogue's category pages beside its courses).
    if (st.tpl && area.startsWith('d:') && !areasOf(list).includes(area)) this.templateBar(st.tpl, list, area, replay);
  }

  /**
   * List `list` of template `tpl` barred directory `area`: once TEMPLATE_BARS lists of the template did, the bar
   * holds for all its lists, those met already and those to come. A department's term pages each link the
   * course database's records of their courses (layout S: ~15 term pages each spent AREA_TRIAL fetches on
   * SIGAA's class records before barring them, 0.62 with the raise against 0.04 frozen). Directories only: a
   * host holds the courses of other terms too, and the lists' own directory their siblings (layout C: Moodle's
   * category pages lie in `course/` beside the courses; two of them barring it would bar it for all seven).
   */
  private templateBar(tpl: string, list: string, area: string, replay: boolean): void {
    let bars = this.templateBars.get(tpl);
    if (!bars) this.templateBars.set(tpl, (bars = new Map()));
    let tb = bars.get(area);
    if (!tb) bars.set(area, (tb = { by: new Set(), active: false }));
    tb.by.add(list);
    if (tb.active || tb.by.size < TEMPLATE_BARS) return;
    tb.active = true;
    for (const other of this.templateLists.get(tpl) ?? []) {
      const os = this.lists.get(other);
      if (!os || os.barred?.has(area)) continue;
      this.bar(other, os, area, replay);
      this.inherit(os, area);
    }
  }

  /** Bar `area` in list `st` by its template's bar. */
  private inherit(st: ListStat, area: string): void {
    (st.barred ??= new Set()).add(area);
    (st.inherited ??= new Set()).add(area);
  }

  /** Bar `area` from list `st`'s raise: its queued links there lose the raise. */
  private bar(list: string, st: ListStat, area: string, replay: boolean): void {
    if (st.applied && !replay) this.shiftArea(list, st, area, -st.applied);
    (st.barred ??= new Set()).add(area);
  }

  /** Let `area` back into list `st`'s raise, when it was barred: its queued links there get the raise again. */
  private unbar(list: string, st: ListStat, area: string, replay: boolean): void {
    if (st.barred?.delete(area) && st.applied && !replay && this.deps.learn) this.shiftArea(list, st, area, st.applied);
  }

  /** A link in `area` from a list of template `tpl` led to a course home: the template's bar is lifted from the lists that had it only from the template. */
  private liftTemplateBar(tpl: string, area: string, replay: boolean): void {
    const tb = this.templateBars.get(tpl)?.get(area);
    if (!tb) return;
    const was = tb.active;
    tb.active = false;
    tb.by.clear();
    if (!was) return;
    for (const other of this.templateLists.get(tpl) ?? []) {
      const os = this.lists.get(other);
      if (os?.inherited?.delete(area)) this.unbar(other, os, area, replay);
    }
  }

  /** Move the scores of `list`'s queued links in `area` that no other bar holds by `delta` (as the area is barred or let back in). */
  private shiftArea(list: string, st: ListStat, area: string, delta: number): void {
    this.raiseLinks(list, delta, (u) => areasOf(u).includes(area) && !barredIn(st, u));
  }

  /** A course home was found at `u`: credit the page that linked it and, when that is a hub, the list of hubs above it (for the hub's URL template). */
  courseHome(u: string, replay: boolean): void {
    const { origin, accepted, inCourseDir, learn } = this.deps;
    const { list: from, link: via } = origin(u);
    if (!from) return;
    const trial = this.trials.get(from);
    if (trial && this.coded(via)) trial.homes++;
    const st = this.stat(from);
    if (st?.areas)
      for (const area of areasOf(via)) {
        const as = st.areas.get(area);
        if (!as) continue;
        as.h++;
        // A barred area's link led to a course home: the list's raise is its links' again.
        this.unbar(from, st, area, replay);
        st.inherited?.delete(area);
        if (st.tpl) this.liftTemplateBar(st.tpl, area, replay);
      }
    const given: Given = { from, via, codes: false };
    this.given.set(u, given);
    if (st && ++st.direct >= 4) {
      st.v = st.direct - 3;
      this.update(from, st, undefined, replay);
    }
    const hub = from;
    // A hub is a page that is neither a course page nor one of a course's own pages.
    if (accepted(hub) || inCourseDir(hub) || this.creditedHubs.has(hub)) return;
    const row = this.getRow.get(hub) as { parent: string | null; feats: string | null; depth: number } | undefined;
    if (!row || row.depth < 1) return;
    // A page that led to a course home (a professor's page, a course list): its other course-numbered links
    // are likely more courses. Raised at once, for the first course home only (WebKB Texas: a professor's
    // 2nd and 3rd courses waited 25 fetches behind the faculty list that her page's success had raised).
    // Not for an entry: its other course-numbered links are the same course's records elsewhere (its exam
    // archive, its schedule's sections), not other courses (layout E: 58 exam archives and 80 schedule
    // sections in feedback's first 554 fetches, 6 in the frozen crawl's).
    if (learn && !this.hubCodes.has(hub) && !this.deps.entry(hub)) {
      // Any URL shape: a course list's courses lie at `CS717/` and at `CS681/CS681.html` (WebKB Cornell;
      // raising only links shaped like the course's own cost 30 fetches to 90% there).
      if (!replay) this.raiseCoded(this.deps.hubBoost, hub);
      this.hubCodes.set(hub, this.deps.hubBoost);
      this.trials.set(hub, { fetched: 0, homes: 0 });
      given.codes = true;
    }
    this.creditHub(hub, row, given, replay);
  }

  /**
   * A course database's entry linking a course home found already by another way (the registrar's record of a
   * course whose site the crawl reached from the department's list): a hub as much as one through which the
   * home was found. Its list is credited the same for its template, so the schedule's other
   * entries are raised whichever way the crawl met their homes first (layout E: when the first entries fetched
   * linked homes found already, the schedule's 265 entries stayed at 0.20–0.25 and waited 800 fetches).
   */
  linkedHome(hub: string, replay: boolean): void {
    const { accepted, inCourseDir } = this.deps;
    if (accepted(hub) || inCourseDir(hub) || this.creditedHubs.has(hub)) return;
    const row = this.getRow.get(hub) as { parent: string | null; feats: string | null; depth: number } | undefined;
    // Its link is not taught as a hub's: the apprentice would raise every link shaped like it (a department's
    // course pages' links to the student society's course surveys, 20 more fetched in layout E's first 420).
    if (row) this.creditHub(hub, row, undefined, replay, false);
  }

  /** Credit `hub` (a page that led to a course home, not itself a course's page): teach its link (`lesson`), credit its list for its template, or the people list above; recorded in `given` to be taken back with the home. */
  private creditHub(hub: string, row: { feats: string | null; depth: number }, given: Given | undefined, replay: boolean, lesson = true): void {
    const { origin, accepted, inCourseDir, learn, teach } = this.deps;
    if (row.depth < 2) return;
    this.creditedHubs.add(hub);
    if (lesson && learn && row.feats && !replay) teach((JSON.parse(row.feats) as { k: string[] }).k, 0.8);
    const { list, link } = origin(hub);
    if (!list || accepted(list)) return;
    const t = urlTemplate(link);
    const ls = this.stat(list, t);
    if (!ls) return;
    ls.v++;
    if (given) given.hubList = [list, t];
    this.update(list, ls, t, replay);
    // The hub's list is one person's page (a profile linking her homepage, whose teaching page links the
    // course): the list that pays is the people list above, PEOPLE_HOPS pages up at most. Credit it for the
    // template of its link on the chain, so her colleagues' profiles are raised as a people list of hubs is
    // (layout C: 30 courses behind staff profiles → homepage → teaching; 90 % at 1,173–1,235 fetches → 880–1,038).
    if (this.deps.peopleList(list)) return;
    let cur = list;
    for (let k = 0; k < PEOPLE_HOPS; k++) {
      if (accepted(cur) || inCourseDir(cur) || this.creditedHubs.has(cur) || this.deps.entry(cur)) return;
      const r = this.getRow.get(cur) as { depth: number } | undefined;
      if (!r || r.depth < 2) return;
      const o = origin(cur);
      if (!o.list || accepted(o.list)) return;
      if (!this.deps.peopleList(o.list)) {
        cur = o.list;
        continue;
      }
      const t2 = urlTemplate(o.link);
      const ps = this.stat(o.list, t2);
      if (!ps) return;
      this.creditedHubs.add(cur);
      ps.v++;
      if (given) given.peopleList = [o.list, t2, cur];
      this.update(o.list, ps, t2, replay);
      return;
    }
  }

  /** Take back the raise of `hub`'s course-numbered links; `keep`: it is not raised again (else a later course home from it may). */
  private dropCoded(hub: string, replay: boolean, keep: boolean): void {
    if (!replay) this.raiseCoded(-(this.hubCodes.get(hub) ?? 0), hub);
    if (keep) this.hubCodes.set(hub, 0);
    else this.hubCodes.delete(hub);
  }

  /**
   * `u` was credited as a course home but turned out a course database's entry: its credit is taken back (the
   * list's count of homes, the raise of its linking page's coded links, the hub list's count). A systems wiki's
   * class page linked its siblings' pages; with the raise kept, the wiki's setup pages came before courses.
   */
  retract(u: string, replay: boolean): void {
    const g = this.given.get(u);
    if (!g) return;
    this.given.delete(u);
    const st = this.lists.get(g.from);
    if (st) {
      st.direct = Math.max(0, st.direct - 1);
      st.v = Math.max(0, st.direct - 3);
      // Its areas lose the home too: a course list's links to a database (a registrar's records, taken for
      // homes until their family flipped) are judged as having led to none (layout D: 101 of feedback's
      // first 540 fetches were LSF records, raised from 0.08 by the term list's credit).
      const areas = areasOf(g.via);
      for (const area of areas) {
        const as = st.areas?.get(area);
        if (as && as.h > 0) as.h--;
      }
      this.update(g.from, st, undefined, replay);
      for (const area of areas) this.judgeArea(g.from, st, area, replay);
    }
    if (g.codes) this.dropCoded(g.from, replay, false);
    if (g.hubList) this.uncreditHub(g.hubList[0], g.hubList[1], g.from, replay);
    if (g.peopleList) this.uncreditHub(g.peopleList[0], g.peopleList[1], g.peopleList[2], replay);
  }

  /** Take back one hub `hub` of `list`'s links of template `t`. */
  private uncreditHub(list: string, t: string, hub: string, replay: boolean): void {
    const ls = this.lists.get(`${list}\t${t}`);
    if (ls) {
      ls.v = Math.max(0, ls.v - 1);
      this.update(list, ls, t, replay);
    }
    this.creditedHubs.delete(hub);
  }
}

/** A course home's credit, kept so that it can be taken back: the page that linked it, the link's URL, whether it raised that page's coded links, and the hub list (list, template) it credited. */
interface Given {
  from: string;
  via: string;
  codes: boolean;
  hubList?: [string, string];
  /** The people list above a single person's page it credited: list, template, the page on the chain. */
  peopleList?: [string, string, string];
}

/** Raised course-numbered links of a hub fetched without a course home among them before the raise is taken back. */
export const CODED_TRIAL = 3;

/** Pages above a hub's list searched for the people list that led to it (profile → homepage → teaching → course). */
export const PEOPLE_HOPS = 3;

/** A list's links to one area (host, directory) fetched without a course home among them before that area is barred from its raise. */
export const AREA_TRIAL = 3;

/** Lists of one URL template that barred a directory before it is barred for all the template's lists. */
export const TEMPLATE_BARS = 2;

/** The areas a link lies in for a list's bars: its host and its directory (a directory index's parent, record numbers as one). */
function areasOf(u: string): string[] {
  return [`h:${hostOf(u)}`, `d:${yieldKey(shelfOf(u))}`];
}

/** Whether `u` lies in an area barred from list `st`'s raise. */
function barredIn(st: ListStat, u: string): boolean {
  return !!st.barred?.size && areasOf(u).some((a) => st.barred!.has(a));
}

/** A link's features name a course number (in its anchor or URL). */
function hasCode(keys: readonly string[]): boolean {
  return keys.includes('a:code') || keys.includes('u:code');
}
