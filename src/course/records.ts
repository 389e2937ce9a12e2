/**
 * Sections → records (issue 4 item 3). Items under a classified heading (list items, paragraphs, cards,
 * sub-headings, table rows) become `{type, fields: {title, date | due, link, date_iso}}`. A schedule table
 * gets a role per column from its classified header (type + field: title / date / link / number) and gives,
 * per row, one record per type present; a calendar grid gives one record per filled day cell.
 */
import type { PageNode, PageTree } from '../page/tree.js';
import type { ExtractedRecord, FieldValue } from '../wrapper/record.js';
import { findDates, isDateText } from './dates.js';
import { lastId, type Heading, type TableModel } from './headings.js';
import { CUES, fold, ITEM_CUES, nodeText, RECORD_TYPE, type SectionClass } from './lexicon.js';

type RecordType = 'lecture' | 'assignment' | 'quiz';
type Role = 'title' | 'date' | 'link' | 'number';

export interface TypedHeading {
  heading: Heading;
  /** The type records are built with ('other': no records). */
  type: SectionClass;
  /** The reported section label when it differs from `type` (a prior-corrected class below the record bar). */
  label?: SectionClass;
  score: number;
}

export interface RecordOptions {
  /** Year used to complete ISO dates written without one. */
  year?: number;
}

const BAD_HREF = /^(mailto:|javascript:|#)|^$/i;

function links(n: PageNode): PageNode[] {
  const out: PageNode[] = [];
  const visit = (x: PageNode) => {
    if (x.tag === 'a' && x.href && !BAD_HREF.test(x.attrs.href?.trim() ?? '')) out.push(x);
    for (const c of x.children) visit(c);
  };
  visit(n);
  return out;
}

function linksInRange(tree: PageTree, from: number, to: number, max = Infinity): PageNode[] {
  const out: PageNode[] = [];
  for (let id = from; id <= to && id < tree.nodes.length && out.length < max; id++) {
    const x = tree.nodes[id];
    if (x.tag === 'a' && x.href && !BAD_HREF.test(x.attrs.href?.trim() ?? '')) out.push(x);
  }
  return out;
}

function textInRange(tree: PageTree, from: number, to: number, max = 400): string {
  let s = '';
  for (let id = from; id <= to && id < tree.nodes.length && s.length < max; id++) {
    const x = tree.nodes[id];
    if (x.kind === 'text') s += ` ${x.text}`;
  }
  return s.replace(/[\s\u00a0]+/g, ' ').trim();
}

/** Item-level retyping: "Midterm" in a lecture schedule is a quiz; "No class" is no record. */
function itemType(base: RecordType, title: string): RecordType | null {
  const f = fold(title);
  if (ITEM_CUES.skip.test(f)) return null;
  if (base === 'lecture') {
    if (/\brecitation|\boffice hours?\b/.test(f)) return null;
    if (ITEM_CUES.quiz.test(f) && !/\breview\b/.test(f)) return 'quiz';
    // only an explicit release/deadline line is an assignment ("HW2 writing session" is a class meeting)
    if (/^(homework|hw ?\d+|problem set|pset|assignment)\b.*\b(due|out|released?)\b/.test(f) || /\bproject presentations?\b/.test(f)) return 'assignment';
  }
  if (base === 'assignment' && /\b(quiz|exam|midterm|prova)\b/.test(f) && !ITEM_CUES.assignment.test(f)) return 'quiz';
  return base;
}

function title(text: string, linkNodes: PageNode[]): string {
  const t = text.trim();
  if (t.length <= 160) return t;
  const lt = linkNodes.map((l) => nodeText(l)).find((x) => x.length >= 3);
  if (lt) return lt;
  const sentence = /^(.{10,160}?)[.:;](\s|$)/.exec(t);
  return sentence ? sentence[1] : `${t.slice(0, 120)}…`;
}

function makeRecord(
  type: RecordType,
  titleText: string,
  dateText: string | undefined,
  link: PageNode | undefined,
  due: boolean,
  opts: RecordOptions,
): ExtractedRecord {
  const fields: Record<string, FieldValue> = {};
  if (titleText) fields.title = titleText;
  if (dateText) {
    fields[type === 'assignment' && due ? 'due' : 'date'] = dateText;
    const d = findDates(dateText, opts.year)[0];
    if (d?.iso) fields.date_iso = d.iso;
  }
  if (link?.href) fields.link = link.href;
  return { type, fields };
}

const DUE = /\b(due|deadline|entrega|prazo|echeance|submit)/;

/**
 * The link that opens the item itself (LABELING.md): slides/notes before a recording for a lecture, the
 * handout before starter code or solutions for an assignment, the exam before its solutions. Ties keep page order.
 */
export function primaryLink(type: RecordType, ls: PageNode[]): PageNode | undefined {
  if (ls.length <= 1) return ls[0];
  let best = ls[0];
  let bestScore = -Infinity;
  for (const l of ls) {
    const t = fold(`${nodeText(l)} ${l.href ?? ''}`);
    let sc = 0;
    if (type === 'lecture') {
      if (/\b(slides?|notes|handouts?|pdf|pptx?|lecture)\b|\.(pdf|pptx?|key)\b/.test(t)) sc += 2;
      if (/\b(video|recording|youtube|echo360|panopto|zoom|mp4|watch)\b/.test(t)) sc -= 2;
    } else {
      if (/\b(solutions?|sol|answers?|key|template|stencil|starter|skeleton|code|zip|tar|gradescope|submit)\b|[-_]sol\b/.test(t)) sc -= 2;
      // an exam's formula / crib sheet is a supplement, like its solutions
      if (type === 'quiz' && /\b(formula|crib|cheat|equation) ?sheets?\b|[-_]formu/.test(t)) sc -= 2;
    }
    if (sc > bestScore) {
      best = l;
      bestScore = sc;
    }
  }
  return best;
}

/** A record from one item of a section (list item, paragraph, row without header, card). */
function itemRecord(base: RecordType, text: string, linkNodes: PageNode[], dateSource: string, opts: RecordOptions): ExtractedRecord | null {
  const t = title(text, linkNodes);
  if (!t || t.length < 2) return null;
  const type = itemType(base, t);
  if (!type) return null;
  const d = findDates(dateSource)[0];
  return makeRecord(type, t, d?.raw, primaryLink(type, linkNodes), DUE.test(fold(dateSource)), opts);
}

/** Column roles of a schedule table. */
interface Column {
  type: SectionClass;
  role: Role;
  header: string;
  /** Share of distinct values among the column's non-empty cells. */
  info: number;
}

function informativeness(cells: string[]): number {
  const nonEmpty = cells.filter((c) => c.trim());
  if (!nonEmpty.length) return 0;
  return new Set(nonEmpty.map((c) => c.toLowerCase())).size / nonEmpty.length;
}

const LINK_WORD = /^[([]?(pdf|ppt|pptx|slides?|notes|video|html|zip|code|link|download|solutions?|handout|mp4|youtube)[)\]]?(\s*[([]?(pdf|ppt|slides?|notes|video|html|zip|code|solutions?)[)\]]?)*$/i;

function columnRole(header: string, cells: string[], cellLinks: number[]): Role {
  const f = fold(header);
  if (CUES.number.test(f) || /^(#|no\.?|num(ber)?)$/.test(f)) return 'number';
  const nonEmpty = cells.filter((c) => c.trim());
  if (nonEmpty.length && nonEmpty.filter((c) => /^[#\w]?\d{1,3}[a-z]?$/i.test(c.trim())).length >= nonEmpty.length * 0.7) return 'number';
  const dateShare = nonEmpty.filter((c) => isDateText(c)).length / Math.max(1, nonEmpty.length);
  if (dateShare >= 0.5 || (CUES.date.test(f) && !CUES.title.test(f) && dateShare >= 0.2) || /^(dates?|due( date)?|when|data)$/.test(f)) return 'date';
  // cells that are only a file-type word ("(PDF)", "slides") name a link, not an item
  if (nonEmpty.length && nonEmpty.filter((c) => LINK_WORD.test(c.trim())).length >= nonEmpty.length * 0.6) return 'link';
  const linkShare = cellLinks.filter((n) => n > 0).length / Math.max(1, nonEmpty.length);
  const avgLen = nonEmpty.reduce((n, c) => n + c.length, 0) / Math.max(1, nonEmpty.length);
  if (CUES.link.test(f) && !CUES.title.test(f) && (avgLen < 40 || linkShare >= 0.5)) return 'link';
  return 'title';
}

function splitFragments(cell: PageNode): PageNode[][] {
  // several items in one cell: split on <br>, list items, paragraphs
  const groups: PageNode[][] = [[]];
  const visit = (x: PageNode) => {
    for (const c of x.children) {
      if (c.tag === 'br') groups.push([]);
      else if (c.tag === 'li' || c.tag === 'p' || c.tag === 'div') {
        groups.push([c]);
        groups.push([]);
      } else if (c.tag === 'ul' || c.tag === 'ol') visit(c);
      else groups[groups.length - 1].push(c);
    }
  };
  visit(cell);
  return groups.filter((g) => g.some((n) => nodeText(n)));
}

function fragText(g: PageNode[]): string {
  return g
    .map((n) => (n.kind === 'text' ? n.text : nodeText(n)))
    .join('')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

function fragLinks(g: PageNode[]): PageNode[] {
  return g.flatMap((n) => (n.tag === 'a' && n.href && !BAD_HREF.test(n.attrs.href ?? '') ? [n] : links(n)));
}

/** Records of a schedule table whose columns have types. */
function tableRecords(tm: TableModel, cols: Column[], opts: RecordOptions): ExtractedRecord[] {
  const out: ExtractedRecord[] = [];
  const types = [...new Set(cols.filter((c) => c.type !== 'other').map((c) => c.type))];
  // the primary type: the type of the first typed title column (the row's own item)
  const primary = cols.find((c) => c.type !== 'other' && c.role === 'title')?.type ?? types[0];
  for (const row of tm.rows) {
    if (row.group) continue;
    const cellText = (i: number) => (row.cells[i] ? nodeText(row.cells[i]!) : '');
    const rowDates = cols.map((c, i) => (c.role === 'date' ? cellText(i) : '')).filter((t) => t);
    for (const t of types) {
      const rt = RECORD_TYPE[t as Exclude<SectionClass, 'other'>];
      const idx = cols.map((c, i) => (c.type === t ? i : -1)).filter((i) => i >= 0);
      // the leftmost title column, skipping columns of repeated words ("Class Type": Lecture, Lecture, …)
      const titleCols = idx
        .filter((i) => cols[i].role === 'title' && cellText(i))
        .sort((a, b) => Number(cols[b].info >= 0.5) - Number(cols[a].info >= 0.5) || a - b);
      const dateCols = idx.filter((i) => cols[i].role === 'date' && cellText(i));
      dateCols.sort((a, b) => Number(DUE.test(fold(cols[b].header))) - Number(DUE.test(fold(cols[a].header))));
      const linkCols = idx.filter((i) => cols[i].role === 'link');
      if (t !== primary && titleCols.length) {
        // secondary column (e.g. "Key dates", "Announcements"): each fragment is its own item
        for (const i of titleCols) {
          for (const g of splitFragments(row.cells[i]!)) {
            const text = fragText(g);
            const ls = fragLinks(g);
            const own = findDates(text)[0]?.raw;
            const date = own ?? (dateCols.length ? cellText(dateCols[0]) : rowDates[0]);
            const type = itemType(rt, text);
            if (!type || text.length < 2) continue;
            // a side column names an item only with the type's own words ("HW 2 out", "Quiz 1", "… due")
            const ft = fold(text);
            const cueName = type === 'lecture' ? 'lecture' : type === 'assignment' ? 'assignment' : 'quiz';
            if (!ITEM_CUES[cueName].test(ft) && !CUES[cueName].test(ft) && !DUE.test(ft)) continue;
            out.push(makeRecord(type, title(text, ls), date, primaryLink(type, ls), DUE.test(fold(text)), opts));
          }
        }
        continue;
      }
      // another title column of the same type listing several linked entries per cell ("Previous versions":
      // 2011 Test, 2012 Test): each entry that names the type is its own item
      const split = new Set<number>();
      for (const i of titleCols.slice(1)) {
        const frags = splitFragments(row.cells[i]!);
        if (frags.length < 2) continue;
        for (const g of frags) {
          const text = fragText(g);
          const ls = fragLinks(g);
          const type = itemType(rt, text);
          const ft = fold(text);
          if (!type || text.length < 2 || !ls.length || !(ITEM_CUES[type].test(ft) || CUES[type].test(ft))) continue;
          out.push(makeRecord(type, title(text.replace(/\s*\((pdf|ppt|pptx|html)\)\s*$/i, ''), ls), findDates(text)[0]?.raw, primaryLink(type, ls), false, opts));
          split.add(i);
        }
      }
      let titleText = titleCols.length ? cellText(titleCols[0]) : '';
      let titleCell = titleCols.length ? row.cells[titleCols[0]] : null;
      if (!titleText) {
        const num = idx.find((i) => cols[i].role === 'number' && cellText(i));
        const lk = linkCols.find((i) => cellText(i));
        const pick = num ?? lk;
        if (pick === undefined) continue;
        titleText = cellText(pick);
        titleCell = row.cells[pick];
      }
      const type = itemType(rt, titleText);
      if (!type) continue;
      // the item's primary link: link columns first, then the title cell, then any cell of the type
      const cands: PageNode[] = [];
      for (const i of linkCols) if (row.cells[i]) cands.push(...links(row.cells[i]!));
      if (titleCell) cands.push(...links(titleCell));
      for (const i of idx) if (row.cells[i] && row.cells[i] !== titleCell && !linkCols.includes(i) && !split.has(i)) cands.push(...links(row.cells[i]!));
      const link = primaryLink(type, cands);
      const date = dateCols.length ? cellText(dateCols[0]) : rowDates[0];
      const due = dateCols.length > 0 && DUE.test(fold(cols[dateCols[0]].header));
      out.push(makeRecord(type, title(titleText, titleCell ? links(titleCell) : []), date, link, due, opts));
    }
  }
  return out;
}

const MONTH_WORD = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)[a-z]*/;

/** A calendar grid (weekday columns): every day cell with more than its day number is an item. */
function calendarRecords(tm: TableModel, base: RecordType, monthText: string, opts: RecordOptions): ExtractedRecord[] {
  const out: ExtractedRecord[] = [];
  const month = MONTH_WORD.exec(fold(monthText))?.[0];
  for (const row of tm.rows) {
    for (const cell of row.cells) {
      if (!cell) continue;
      const text = nodeText(cell);
      // a day cell: "12", "12 Lecture 3", or an entry whose day number sits in another row (then no date:
      // the grid position implies it, the page does not write it)
      const m = /^(\d{1,2})\b\s*(.*)$/.exec(text);
      const day = m ? m[1] : undefined;
      const rest = m ? m[2] : text;
      if (!rest || rest.length < 2) continue;
      for (const g of splitFragments(cell)) {
        let t = fragText(g);
        if (day && t === day) continue;
        if (day) t = t.replace(/^\d{1,2}\b\s*/, '');
        if (t.length < 2 || (t.length <= 3 && !/\d/.test(t))) continue; // "GH": a holiday code, not an item
        const f = fold(t);
        const type = ITEM_CUES.quiz.test(f)
          ? 'quiz'
          : ITEM_CUES.assignment.test(f) || /^(lb|lab|hw|a)\s*\d+$/.test(f)
            ? 'assignment'
            : itemType(base, t);
        if (!type) continue;
        const ls = fragLinks(g);
        out.push(makeRecord(type, t, day && month ? `${month} ${day}` : undefined, ls[0], false, opts));
      }
    }
  }
  return out;
}

/**
 * Build the records of a page from its typed headings. Table headings type their columns; flow headings
 * (h1–h6, bold lines, lead-ins, dt, card titles) type the items in their scope.
 */
export function buildRecords(tree: PageTree, typed: TypedHeading[], opts: RecordOptions = {}): ExtractedRecord[] {
  const out: ExtractedRecord[] = [];
  const handled = new Set<PageNode>(); // tables whose rows became records
  const byTable = new Map<TableModel, TypedHeading[]>();
  for (const th of typed) {
    const t = th.heading.table;
    if (t && th.heading.kind === 'colheader') {
      const list = byTable.get(t) ?? [];
      list.push(th);
      byTable.set(t, list);
    }
  }
  const typeOf = new Map<Heading, TypedHeading>(typed.map((t) => [t.heading, t]));
  const enclosingType = (h: Heading | undefined): SectionClass => {
    for (let p = h; p; p = p.parent) {
      const t = typeOf.get(p)?.type;
      if (t && t !== 'other') return t;
    }
    return 'other';
  };

  // 1. schedule tables (typed column headers)
  for (const [tm, ths] of byTable) {
    if (tm.calendar) continue;
    const cols: Column[] = [];
    for (let i = 0; i < tm.ncols; i++) {
      const th = ths.find((x) => x.heading.col === i);
      const cells = tm.rows.filter((r) => !r.group).map((r) => (r.cells[i] ? nodeText(r.cells[i]!) : ''));
      const cl = tm.rows.filter((r) => !r.group).map((r) => (r.cells[i] ? links(r.cells[i]!).length : 0));
      const header = th?.heading.text ?? '';
      cols.push({ type: th?.type ?? 'other', role: columnRole(header, cells, cl), header, info: informativeness(cells) });
    }
    if (cols.every((c) => c.type === 'other')) {
      const t = enclosingType(ths[0]?.heading.parent);
      if (t === 'other') continue;
      for (const c of cols) c.type = t;
    }
    // a typed table needs a title-bearing column; date/link-only columns inherit the row's primary type
    const typedCols = cols.filter((c) => c.type !== 'other');
    const primary = typedCols.find((c) => c.role === 'title')?.type ?? typedCols[0]?.type;
    for (const c of cols) if (c.type !== 'other' && c.type !== primary && c.role !== 'title') c.type = primary;
    if (primary && !cols.some((c) => c.type === primary && c.role === 'title')) {
      // the row's item needs a name: the leftmost distinct text column ("Description") gives it
      const named = cols.find((c) => c.type === 'other' && c.role === 'title' && c.info >= 0.5);
      if (named) named.type = primary;
    }
    // a first column without a header holding distinct short names ("Midterm Exam", "Final Exam") names the rows
    const c0 = cols[0];
    if (primary && c0 && c0.type === 'other' && !c0.header && c0.role === 'title' && c0.info >= 0.8) {
      const names = tm.rows.filter((r) => !r.group && r.cells[0]).map((r) => nodeText(r.cells[0]!));
      if (names.length && names.every((t) => t.length <= 40)) c0.type = primary;
    }
    // date and number columns of a typed table hold fields of its items ("Date", "LEC #", "due date")
    if (primary) for (const c of cols) if (c.type === 'other' && (c.role === 'date' || c.role === 'number')) c.type = primary;
    // the headers report the column types the records were built with
    for (const th of ths) if (th.heading.col !== undefined && cols[th.heading.col].type !== th.type) th.type = cols[th.heading.col].type;
    handled.add(tm.table);
    out.push(...tableRecords(tm, cols, opts));
  }

  // 2. calendar grids
  for (const th of typed) {
    const tm = th.heading.table;
    if (!tm || !tm.calendar || handled.has(tm.table)) continue;
    handled.add(tm.table);
    const parentType = enclosingType(th.heading.parent);
    const monthHeading = th.heading.parent?.text ?? '';
    const caption = tm.table.children.find((c) => c.tag === 'caption');
    const title = tm.titleRow ? nodeText(tm.titleRow) : '';
    const monthText = `${title} ${caption ? nodeText(caption) : ''} ${monthHeading} ${prevText(tree, tm.table)}`;
    const recs = calendarRecords(tm, RECORD_TYPE[(parentType === 'other' ? 'lectures' : parentType) as 'lectures'], monthText, opts);
    out.push(...recs);
    // the grid's own title ("January" over the weekday row) and its weekday headers introduce its entries: they
    // take the entries' majority type (the records are the evidence; the classifier rarely sees a calendar)
    const votes = new Map<RecordType, number>();
    for (const r of recs) votes.set(r.type as RecordType, (votes.get(r.type as RecordType) ?? 0) + 1);
    const top = [...votes].sort((a, b) => b[1] - a[1])[0];
    if (top && top[1] >= 2 && top[1] >= recs.length / 2) {
      const section = (Object.keys(RECORD_TYPE) as Exclude<SectionClass, 'other'>[]).find((k) => RECORD_TYPE[k] === top[0])!;
      for (const t of typed) if (t.heading.table === tm && (t.heading.kind === 'caption' || t.heading.kind === 'colheader')) t.type = section;
    }
  }

  // 3. flow sections
  const flow = typed.filter((t) => t.heading.rank <= 8);
  const isItemHeading = (t: TypedHeading, parentType: SectionClass) =>
    parentType !== 'other' && (t.type === 'other' || t.type === parentType) && (itemLike(t.heading) || smallScope(tree, t.heading, flow));
  for (const th of flow) {
    if (th.type === 'other') continue;
    const h = th.heading;
    const parentType = enclosingType(h.parent);
    if (isItemHeading(th, parentType)) continue; // an item of its parent section
    if (itemLike(h) && !flow.some((f) => f.heading.parent === h) && textInRange(tree, h.from, h.to, 1600).length < 1500) {
      // "Homework 3" over its own description: the heading is the item, its scope gives date and link
      const scopeText = textInRange(tree, h.from, h.to, 600);
      const ls = [...links(h.node), ...linksInRange(tree, h.from, h.to, 5)];
      const r = itemRecord(RECORD_TYPE[th.type as Exclude<SectionClass, 'other'>], h.text, ls, `${h.text} ${scopeText}`, opts);
      if (r) out.push(r);
      continue;
    }
    const base = RECORD_TYPE[th.type as Exclude<SectionClass, 'other'>];
    const subs = flow.filter((s) => s.heading.parent === h);
    const skipRanges: [number, number][] = [];
    for (const s of subs) {
      const sh = s.heading;
      if (isItemHeading(s, th.type)) {
        const scopeText = textInRange(tree, sh.from, sh.to);
        const ls = [...links(sh.node), ...linksInRange(tree, sh.from, Math.min(sh.to, sh.from + 400))];
        const r = itemRecord(base, sh.text, ls, `${sh.text} ${scopeText}`, opts);
        if (r) out.push(r);
        skipRanges.push([sh.node.id, sh.to]);
      } else if (s.type !== 'other') {
        skipRanges.push([sh.node.id, sh.to]); // its own section
      } else {
        skipRanges.push([sh.node.id, lastId(sh.node)]);
      }
    }
    const itemHeadings = subs.filter((s) => isItemHeading(s, th.type)).length;
    // a section holding a schedule table or item headings: those are its items, the prose around them is not
    let holdsTable = false;
    for (const t of handled) if (t.id >= h.from && t.id <= h.to) holdsTable = true;
    out.push(...scopeItems(tree, h, base, skipRanges, handled, opts, itemHeadings >= 2 || holdsTable));
  }
  return out;
}

/** A heading over a little content with a link or a date (a card, "Midterm" + its PDF): one item. */
function smallScope(tree: PageTree, h: Heading, flow: TypedHeading[]): boolean {
  if (flow.some((f) => f.heading.parent === h)) return false;
  const text = textInRange(tree, h.from, h.to, 300);
  if (text.length > 200) return false;
  // distinct targets: a malformed page repeats one <a> (the parser's adoption agency) as empty copies
  const hrefs = new Set([...links(h.node), ...linksInRange(tree, h.from, h.to, 8)].map((l) => l.href));
  return (hrefs.size >= 1 && hrefs.size <= 3) || (findDates(text).length === 1 && text.length < 60);
}

function prevText(tree: PageTree, n: PageNode): string {
  let s = '';
  for (let id = n.id - 1; id >= 0 && s.length < 60; id--) if (tree.nodes[id].kind === 'text') s = `${tree.nodes[id].text} ${s}`;
  return s;
}

/** A heading that names one item ("Homework 3", "PHASE 2", "Lecture 12: Heaps"), not a section. */
export function itemLike(h: Heading): boolean {
  const f = fold(h.text);
  return (
    /^(homework|hw|problem set|pset|assignment|lab|project|phase|milestone|lecture|lec|quiz|exam|midterm|tutorial|lista|tarefa|atividade|prova|aula|devoir|tp|td)\s*#?\d+\b/.test(f) ||
    /\b(homework|hw|assignment|lab|quiz|exam|lecture)\s*#?\d+\b.*\b(posted|released|out|due)\b/.test(f)
  );
}

const ITEM_TAGS = new Set(['li', 'p', 'dd', 'tr', 'blockquote', 'pre']);

/** Items in a heading's scope: list items, rows of header-less tables, paragraphs, leaf blocks. */
function scopeItems(
  tree: PageTree,
  h: Heading,
  base: RecordType,
  skip: [number, number][],
  handled: Set<PageNode>,
  opts: RecordOptions,
  tablesOnly = false,
): ExtractedRecord[] {
  const out: ExtractedRecord[] = [];
  const headingInNav = inNav(h.node);
  let id = h.from;
  while (id <= h.to && id < tree.nodes.length) {
    const sk = skip.find(([a, b]) => id >= a && id <= b);
    if (sk) {
      id = sk[1] + 1;
      continue;
    }
    const n = tree.nodes[id];
    // navigation and sidebars are not section content (unless the heading itself is in one)
    if (!headingInNav && n.kind === 'element' && isNavBox(n)) {
      id = lastId(n) + 1;
      continue;
    }
    if (tablesOnly && n.tag !== 'table' && n.tag !== 'tr' && n.tag !== 'tbody' && n.tag !== 'thead' && !tableAncestor(n, h)) {
      id++;
      continue;
    }
    if (n.kind === 'text' || n.tag === 'a') {
      // loose text / links directly in the scope (1990s pages): one item per line
      const line = looseLine(tree, id, h.to, skip);
      if (line.text.length >= 2 && (line.links.length || findDates(line.text).length || line.text.length <= 100)) {
        const r = itemRecord(base, line.text, line.links, line.text, opts);
        if (r && (line.links.length || ITEM_CUES[base].test(fold(line.text)) || findDates(line.text).length)) out.push(r);
      }
      id = line.next;
      continue;
    }
    if (n.tag === 'table' && handled.has(n)) {
      id = lastId(n) + 1;
      continue;
    }
    // a paragraph wrapping a table or a list (a quirks-mode `<p><table>`): its rows / items are the items
    const wraps = (n.tag === 'p' || n.tag === 'dd' || n.tag === 'blockquote') && n.children.some((c) => c.tag === 'table' || c.tag === 'ul' || c.tag === 'ol');
    const isItem = (ITEM_TAGS.has(n.tag) && !wraps) || (n.tag === 'div' && !n.children.some((c) => c.kind === 'element' && /^(div|p|ul|ol|table|li|h\d|dl)$/.test(c.tag)));
    if (n.tag === 'li') {
      const nested = n.children.filter((c) => c.tag === 'ul' || c.tag === 'ol').flatMap((l) => l.children.filter((c) => c.tag === 'li'));
      const own = n.children.filter((c) => c.tag !== 'ul' && c.tag !== 'ol').map((c) => nodeText(c)).join(' ').trim();
      if (nested.length >= 2 && own.length < 40 && !n.children.some((c) => c.tag === 'a' && c.href)) {
        id++;
        continue; // a group label: its nested items are the items
      }
    }
    if (isItem && lastId(n) <= h.to) {
      const text = nodeText(n);
      const ls = links(n);
      const hasDate = findDates(text.slice(0, 200)).length > 0;
      if (text.length >= 2 && (ls.length || hasDate || text.length <= 100) && !(n.tag === 'tr' && n.children.every((c) => c.tag === 'th'))) {
        const r = itemRecord(base, text, ls, text, opts);
        if (r) out.push(r);
      }
      id = lastId(n) + 1;
      continue;
    }
    id++;
  }
  return out;
}

/** Inline content from `id` up to the next <br> or block boundary: one line of a 1990s page. */
function looseLine(tree: PageTree, id: number, to: number, skip: [number, number][]): { text: string; links: PageNode[]; next: number } {
  const start = tree.nodes[id];
  const parent = start.parent;
  let text = '';
  const ls: PageNode[] = [];
  let k = id;
  while (k <= to && k < tree.nodes.length) {
    const n = tree.nodes[k];
    if (skip.some(([a, b]) => k >= a && k <= b)) break;
    if (n.parent !== parent && !isInside(n, parent)) break;
    if (n.kind === 'element' && (n.tag === 'br' || /^(p|div|ul|ol|li|table|tr|td|h\d|dl|dt|dd|hr|blockquote)$/.test(n.tag))) break;
    if (n.kind === 'text') text += n.text;
    if (n.tag === 'a' && n.href && !BAD_HREF.test(n.attrs.href ?? '')) ls.push(n);
    k++;
  }
  if (k === id) k++;
  else if (k <= to && tree.nodes[k]?.tag === 'br') k++;
  return { text: text.replace(/[\s\u00a0]+/g, ' ').trim(), links: ls, next: k };
}

const NAV_CLASS = /(^|[\s_-])(nav|navbar|navigation|menu|sidebar|toc|breadcrumbs?|footer|masthead)([\s_-]|$)/i;
const NAV_TAGS = new Set(['nav', 'aside', 'footer', 'header']);

function isNavBox(n: PageNode): boolean {
  return NAV_TAGS.has(n.tag) || NAV_CLASS.test(`${n.attrs.class ?? ''} ${n.attrs.id ?? ''} ${n.attrs.role === 'navigation' ? 'nav' : ''}`);
}

function inNav(n: PageNode): boolean {
  for (let p: PageNode | null = n; p; p = p.parent) if (p.kind === 'element' && isNavBox(p)) return true;
  return false;
}

function tableAncestor(n: PageNode, h: Heading): boolean {
  for (let p = n.parent; p && p.id >= h.from; p = p.parent) if (p.tag === 'table') return true;
  return false;
}

function isInside(n: PageNode, anc: PageNode | null): boolean {
  for (let p = n.parent; p; p = p.parent) if (p === anc) return true;
  return false;
}
