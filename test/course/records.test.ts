import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/page/static.js';
import { extractCourse } from '../../src/course/extract.js';
import { findDates, isDateText } from '../../src/course/dates.js';

// The keyword rule types the headings here, so these tests pin record building, not the model.
const recs = (html: string) =>
  extractCourse(parseHtml(html, 'https://c.edu/cs101/'), { rule: 'keyword' }).records.map((r) => ({ type: r.type, ...r.fields }));

describe('sections → records', () => {
  it('headed list: one record per list item, with link and due date', () => {
    expect(
      recs(`<h2>Homework</h2><ul><li><a href="hw1.pdf">HW 1: Sorting</a> due Sep 12</li>
        <li><a href="hw2.pdf">HW 2: Heaps</a> due Sep 19</li></ul><h2>Staff</h2><ul><li>Ann</li></ul>`),
    ).toEqual([
      { type: 'assignment', title: 'HW 1: Sorting due Sep 12', due: 'Sep 12', date_iso: '--09-12', link: 'https://c.edu/cs101/hw1.pdf' },
      { type: 'assignment', title: 'HW 2: Heaps due Sep 19', due: 'Sep 19', date_iso: '--09-19', link: 'https://c.edu/cs101/hw2.pdf' },
    ]);
  });

  it('schedule table: a role per column; exam rows become quizzes, no-class rows are skipped', () => {
    expect(
      recs(`<title>CS 101 Fall 2024</title><table><tr><th>Date</th><th>Lecture</th><th>Slides</th></tr>
        <tr><td>Tue 9/3</td><td>Introduction</td><td><a href="l1.pdf">pdf</a></td></tr>
        <tr><td>Thu 9/5</td><td>No class: holiday</td><td></td></tr>
        <tr><td>Tue 10/8</td><td>Midterm exam</td><td></td></tr></table>`),
    ).toEqual([
      { type: 'lecture', title: 'Introduction', date: 'Tue 9/3', date_iso: '2024-09-03', link: 'https://c.edu/cs101/l1.pdf' },
      { type: 'quiz', title: 'Midterm exam', date: 'Tue 10/8', date_iso: '2024-10-08' },
    ]);
  });

  it('schedule table: the primary link of a lecture is its slides, not its recording', () => {
    expect(
      recs(`<table><tr><th>Date</th><th>Lecture</th><th>Slides</th></tr>
        <tr><td>6/13</td><td>Trees</td><td><a href="https://video.example/1">Video</a> <a href="t.pdf">Slides</a></td></tr></table>`),
    ).toEqual([{ type: 'lecture', title: 'Trees', date: '6/13', date_iso: '--06-13', link: 'https://c.edu/cs101/t.pdf' }]);
  });

  it('schedule table: a secondary typed column gives one record per item in its cells', () => {
    expect(
      recs(`<table><tr><th>Date</th><th>Lecture</th><th>Homework</th></tr>
        <tr><td>9/3</td><td>Intro</td><td><a href="hw1.pdf">HW 1 out</a><br>HW 0 due</td></tr></table>`),
    ).toEqual([
      { type: 'lecture', title: 'Intro', date: '9/3', date_iso: '--09-03' },
      { type: 'assignment', title: 'HW 1 out', date: '9/3', date_iso: '--09-03', link: 'https://c.edu/cs101/hw1.pdf' },
      { type: 'assignment', title: 'HW 0 due', due: '9/3', date_iso: '--09-03' },
    ]);
  });

  it('exam table: an unheaded first column names the rows; several linked entries in a typed cell are items', () => {
    expect(
      recs(`<h2>Exams</h2><table><tr><th></th><th>Formula sheets</th><th>Previous exams</th><th>Exams</th></tr>
        <tr><td>Midterm Exam</td><td><a href="mid-formula.pdf">Formula Sheet (PDF)</a></td>
        <td><p><a href="t2011.pdf">2011 Test (PDF)</a></p><p><a href="t2012.pdf">2012 Test (PDF)</a></p></td>
        <td><a href="t2013.pdf">2013 Test (PDF)</a></td></tr></table>`),
    ).toEqual([
      { type: 'quiz', title: '2011 Test', link: 'https://c.edu/cs101/t2011.pdf' },
      { type: 'quiz', title: '2012 Test', link: 'https://c.edu/cs101/t2012.pdf' },
      { type: 'quiz', title: 'Midterm Exam', link: 'https://c.edu/cs101/t2013.pdf' },
    ]);
  });

  it('a paragraph wrapping a header-less table (quirks-mode <p><table>): each row is an item', () => {
    const html = `<h2>Exams</h2><p><table><tr><td>Practice Midterm</td><td><a href="pm.pdf">Questions</a></td><td><a href="pm-sol.pdf">Solutions</a></td></tr>
      <tr><td>Midterm</td><td><a href="m.pdf">Questions</a></td><td><a href="m-sol.pdf">Solutions</a></td></tr></table>`;
    expect(recs(html).map((r) => [r.type, (r as Record<string, unknown>).title, (r as Record<string, unknown>).link])).toEqual([
      ['quiz', 'Practice Midterm Questions Solutions', 'https://c.edu/cs101/pm.pdf'],
      ['quiz', 'Midterm Questions Solutions', 'https://c.edu/cs101/m.pdf'],
    ]);
  });

  it('calendar grid: each filled day cell is an item dated by the month heading', () => {
    expect(
      recs(`<h3>Lecture calendar: March</h3><table><tr><th>S</th><th>M</th><th>T</th><th>W</th><th>T</th><th>F</th><th>S</th></tr>
      <tr><td>1</td><td>2 Lecture 1</td><td>3</td><td>4 Quiz 1</td><td>5</td><td>6 Lab 1</td><td>7</td></tr></table>`),
    ).toEqual([
      { type: 'lecture', title: 'Lecture 1', date: 'march 2', date_iso: '--03-02' },
      { type: 'quiz', title: 'Quiz 1', date: 'march 4', date_iso: '--03-04' },
      { type: 'assignment', title: 'Lab 1', date: 'march 6', date_iso: '--03-06' },
    ]);
  });

  it('calendar grid: its month title and weekday headers report the majority type of its entries', () => {
    const r = extractCourse(
      parseHtml(`<table><tr><td colspan="7"><b>January</b></td></tr><tr><th>S</th><th>M</th><th>T</th><th>W</th><th>Th</th><th>F</th><th>S</th></tr>
      <tr><td>1</td><td>2 Lecture 1</td><td>3</td><td>4 Lecture 2</td><td>5</td><td>6 Lab 1</td><td>7</td></tr></table>`),
      { rule: 'keyword' },
    );
    expect(r.records.map((x) => x.type)).toEqual(['lecture', 'lecture', 'assignment']);
    expect(r.sections.map((s) => `${s.text}=${s.type}`).slice(0, 3)).toEqual(['January=lectures', 'S=lectures', 'M=lectures']);
  });

  it('cards: each card under a typed heading is an item', () => {
    expect(
      recs(`<h2>Exams</h2><div class="grid"><div class="card"><div class="card-title">Midterm 1</div>
        <p><a href="m1.pdf">exam</a> Oct 3, 2024</p></div><div class="card"><div class="card-title">Final</div>
        <p><a href="f.pdf">exam</a> Dec 12, 2024</p></div></div>`),
    ).toEqual([
      { type: 'quiz', title: 'Midterm 1', date: 'Oct 3, 2024', date_iso: '2024-10-03', link: 'https://c.edu/cs101/m1.pdf' },
      { type: 'quiz', title: 'Final', date: 'Dec 12, 2024', date_iso: '2024-12-12', link: 'https://c.edu/cs101/f.pdf' },
    ]);
  });

  it('1990s bold lead-in followed by loose lines', () => {
    expect(
      recs(`<body><b>Homework:</b><br><a href="hw1.ps">Problem set 1</a> (due 2/3/98)<br>
        <a href="hw2.ps">Problem set 2</a> (due 2/10/98)<br></body>`),
    ).toEqual([
      { type: 'assignment', title: 'Problem set 1 (due 2/3/98)', due: '2/3/98', date_iso: '1998-02-03', link: 'https://c.edu/cs101/hw1.ps' },
      { type: 'assignment', title: 'Problem set 2 (due 2/10/98)', due: '2/10/98', date_iso: '1998-02-10', link: 'https://c.edu/cs101/hw2.ps' },
    ]);
  });

  it('a numbered item heading ("Homework 2") over its description is one record', () => {
    expect(
      recs(`<h2>Homework 1</h2><p>Due: 9/10/2024</p><p><a href="HW1.pdf">Download PDF</a></p>
        <h2>Homework 2</h2><p>Due: 9/24/2024</p><p><a href="HW2.pdf">Download PDF</a></p>`),
    ).toEqual([
      { type: 'assignment', title: 'Homework 1', due: '9/10/2024', date_iso: '2024-09-10', link: 'https://c.edu/cs101/HW1.pdf' },
      { type: 'assignment', title: 'Homework 2', due: '9/24/2024', date_iso: '2024-09-24', link: 'https://c.edu/cs101/HW2.pdf' },
    ]);
  });

  it('sections report every detected heading with its type', () => {
    const r = extractCourse(parseHtml('<h2>Lectures</h2><p>x</p><h2>Office hours</h2>'), { rule: 'keyword' });
    expect(r.sections.map((s) => `${s.text}=${s.type}`)).toEqual(['Lectures=lectures', 'Office hours=other']);
  });
});

describe('dates', () => {
  it('finds raw dates with weekday and normalises to ISO when the year is known', () => {
    expect(findDates('Due Tue 9/5 and Sep. 27th, 2023; 5 de março de 2026; 2024-01-09').map((d) => [d.raw, d.iso])).toEqual([
      ['Tue 9/5', '--09-05'],
      ['Sep. 27th, 2023', '2023-09-27'],
      ['5 de março de 2026', '2026-03-05'],
      ['2024-01-09', '2024-01-09'],
    ]);
    expect(findDates('9/10/24', 2020)[0].iso).toBe('2024-09-10');
    expect(findDates('Due: 9/10/2024 11.59pm PT.')[0].raw).toBe('9/10/2024 11.59pm PT');
    expect(findDates('Oct 3', 2024)[0].iso).toBe('2024-10-03');
  });
  it('reads Russian months in the genitive and abbreviated, with a weekday, and not a word starting like one', () => {
    expect(findDates('Лекция 3 (чт, 12 марта); ДЗ 2 до 1 мая 2020; экзамен 9 июн.; 12.03.2020', 2020).map((d) => [d.raw, d.iso])).toEqual([
      ['чт, 12 марта', '2020-03-12'],
      ['1 мая 2020', '2020-05-01'],
      ['9 июн.', '2020-06-09'],
      ['12.03.2020', '2020-03-12'],
    ]);
    expect(findDates('3 материала и 5 маршрутов')).toEqual([]);
    // Polish, folded (`października`), and no date in `3 listy zadań`
    expect(findDates('Kolokwium: czw. 28 listopada; egzamin 3 lutego 2020; 12 października', 2019).map((d) => [d.raw, d.iso])).toEqual([
      ['czw. 28 listopada', '2019-11-28'],
      ['3 lutego 2020', '2020-02-03'],
      ['12 października', '2019-10-12'],
    ]);
    expect(findDates('3 listy zadań i 2 sie')).toEqual([]);
  });
  it('does not read version numbers or plain numbers as dates', () => {
    expect(findDates('Python 3.11 and 42 students')).toEqual([]);
    expect(isDateText('Sep 5')).toBe(true);
    expect(isDateText('Introduction to heaps')).toBe(false);
  });
});
