import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/page/static.js';
import { detectHeadings } from '../../src/course/headings.js';

const kinds = (html: string) => detectHeadings(parseHtml(html)).map((h) => `${h.kind}:${h.text}`);

describe('heading detection per layout family', () => {
  it('headed lists: h2 headings, scope ends at the next heading of the same rank', () => {
    const t = parseHtml(`<body><h1>CS 101</h1><h2>Assignments</h2><ul><li>HW 1</li><li>HW 2</li></ul>
      <h2>Staff</h2><p>Ann</p></body>`);
    const hs = detectHeadings(t);
    expect(hs.map((h) => `${h.kind}:${h.text}:${h.rank}`)).toEqual(['h:CS 101:1', 'h:Assignments:2', 'h:Staff:2']);
    const asg = hs[1];
    const scopeText = t.nodes.filter((n) => n.kind === 'text' && n.id >= asg.from && n.id <= asg.to).map((n) => n.text);
    expect(scopeText).toEqual(['HW 1', 'HW 2']);
    expect(asg.parent?.text).toBe('CS 101');
  });

  it('schedule table: th column headers with their column index, single-cell group rows', () => {
    const hs = detectHeadings(
      parseHtml(`<table><tr><th>Date</th><th>Topic</th><th>Slides</th></tr>
        <tr class="week-header"><td colspan="3">Week 1</td></tr>
        <tr><td>Sep 5</td><td>Intro</td><td><a href="l1.pdf">pdf</a></td></tr></table>`),
    );
    expect(hs.map((h) => `${h.kind}:${h.text}:${h.col ?? '-'}`)).toEqual([
      'colheader:Date:0',
      'colheader:Topic:1',
      'colheader:Slides:2',
      'rowgroup:Week 1:-',
    ]);
    expect(hs[0].table?.rows.filter((r) => !r.group)).toHaveLength(1);
  });

  it('a header-like first row without th (bold cells) is a header row', () => {
    expect(
      kinds(`<table><tr><td><b>Lecture</b></td><td><b>Topic</b></td></tr><tr><td>1</td><td>Heaps</td></tr></table>`),
    ).toEqual(['colheader:Lecture', 'colheader:Topic']);
  });

  it('calendar grid: weekday header marks the table as a calendar', () => {
    const hs = detectHeadings(
      parseHtml(`<h3>March</h3><table><tr><th>S</th><th>M</th><th>T</th><th>W</th><th>T</th><th>F</th><th>S</th></tr>
      <tr><td>1</td><td>2 L1</td><td>3</td><td>4 L2</td><td>5</td><td>6 Lb1</td><td>7</td></tr></table>`),
    );
    expect(hs[0].text).toBe('March');
    expect(hs[1].table?.calendar).toBe(true);
  });

  it('cards: card-title elements are headings', () => {
    expect(
      kinds(`<div class="card"><div class="card-header">Quizzes</div><div class="card-body"><p>Quiz 1</p></div></div>`),
    ).toEqual(['card:Quizzes']);
  });

  it('page-title elements (BEM "page__title", "page-title") are headings', () => {
    expect(kinds(`<header><div class="page__title"><img src="s.png"> Assignments</div><p>quote</p></header>`)).toEqual(['card:Assignments']);
    expect(kinds(`<div class="page-title">Labs</div><p>x</p>`)).toEqual(['card:Labs']);
  });

  it('bold lead-ins and bold lines; bold text inside list items is not a heading', () => {
    expect(
      kinds(`<body><p><b>Coursework:</b><br><a href="hw1.ps">Homework 1</a></p><p><strong>Exams</strong></p>
        <ul><li><b>HW 2</b> due Friday</li></ul></body>`),
    ).toEqual(['leadin:Coursework:', 'bold:Exams']);
  });

  it('an outer heading absorbs a bold element with the same text; dt is a heading', () => {
    expect(kinds(`<h2><b>Labs</b></h2><dl><dt>Midterm</dt><dd>Oct 3</dd></dl>`)).toEqual(['h:Labs', 'dt:Midterm']);
  });
});
