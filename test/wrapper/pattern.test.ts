/** Content templates of fields (§9.4, pattern.ts): records sharing a structure told apart by their text. */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/page/static.js';
import { extractBrooms } from '../../src/wrapper/broom.js';
import { extractWithLibrary, induceLibrary } from '../../src/wrapper/library.js';
import { dateShape, fitsPattern, isDayOff, namesOtherType, shapeOf, valuePattern } from '../../src/wrapper/pattern.js';
import { libraryFromJson, stringifyLibrary } from '../../src/wrapper/store.js';

describe('valuePattern', () => {
  it('is the words every value starts with before a number', () => {
    expect(valuePattern(['Lecture 1: Intro', 'Lecture 2 — Search'])).toBe('lecture');
    expect(valuePattern(['HW1', 'HW 2'])).toBe('hw');
    expect(valuePattern(['Problem Set 1', 'Problem  set #2'])).toBe('problem set');
  });
  it('needs two distinct values that agree, or one bare counter, and never takes dates', () => {
    expect(valuePattern(['Homework 1: Hash tables'])).toBeUndefined();
    expect(valuePattern(['Homework 1: Hash tables', 'Homework 1: Hash tables'])).toBeUndefined();
    expect(valuePattern(['L2'])).toBe('l');
    expect(valuePattern(['HW 3'])).toBe('hw');
    expect(valuePattern(['Homework 1', 'Lab 2'])).toBeUndefined();
    expect(valuePattern(['Intro', 'Search'])).toBeUndefined();
    expect(valuePattern(['Sep 5', 'Sep 12'])).toBeUndefined();
    expect(valuePattern(['Tue 9/5', 'Tue 9/12'])).toBeUndefined();
  });
});

describe('fitsPattern', () => {
  it('accepts the pattern and, for course types, items named in their own words', () => {
    expect(fitsPattern('Homework 7', 'homework', 'assignment')).toBe(true);
    expect(fitsPattern('Lab 1: Memory Safety', 'assignment', 'assignment')).toBe(true);
    expect(fitsPattern('Final exam', 'quiz', 'quiz')).toBe(true);
    expect(fitsPattern('Readings week 4', 'homework', 'assignment')).toBe(false);
    expect(fitsPattern('04-Assignment-1-RSG.pdf', 'assignment', 'assignment')).toBe(false);
    expect(fitsPattern('No class', 'lecture', 'lecture')).toBe(false);
  });
  it('lets a number-free value through for other types, not another numbered series', () => {
    expect(fitsPattern('Gift edition', 'volume', 'book')).toBe(true);
    expect(fitsPattern('Part 3', 'volume', 'book')).toBe(false);
  });
});

describe('content templates in extraction', () => {
  const li = (t: string, rec?: string) =>
    rec ? `<li><span data-ie-label="assignment.title" data-ie-record="${rec}">${t}</span> <em>due</em></li>` : `<li><span>${t}</span> <em>due</em></li>`;
  const html = (labels: boolean) =>
    `<html><body><ul>${li('Homework 1', labels ? 'A1' : undefined)}${li('Readings week 1')}${li('Homework 2', labels ? 'A2' : undefined)}${li('Readings week 2')}${li('Homework 3')}${li('Lab 1')}</ul></body></html>`;
  const lib = induceLibrary('c.example', extractBrooms(parseHtml(html(true), 'http://c.example/')), 1);

  it('rejects structurally identical siblings of another numbered series', () => {
    expect(lib.wrappers[0].patterns).toEqual({ title: 'homework' });
    const got = extractWithLibrary(parseHtml(html(false), 'http://c.example/'), lib).map((m) => m.record.fields.title);
    expect(got).toEqual(['Homework 1', 'Homework 2', 'Homework 3', 'Lab 1']);
  });

  it('takes a record that carries the template even when a required field is missing', () => {
    const row = (t: string, rec?: string, href?: string) => {
      const a = (r: string | undefined, h: string) => `<a${r ? ` data-ie-label="lecture.link" data-ie-record="${r}"` : ''} href="${h}">notes</a>`;
      const title = rec ? `<td data-ie-label="lecture.title" data-ie-record="${rec}">${t}</td>` : `<td>${t}</td>`;
      return `<tr>${title}<td>${href ? a(rec, href) : '<i>No handouts</i>'}</td></tr>`;
    };
    const rows = (labels: boolean) =>
      `<html><body><table>${row('Lecture 1', labels ? 'L1' : undefined, 'l1.pdf')}${row('Lecture 2', labels ? 'L2' : undefined, 'l2.pdf')}${row('Lecture 3')}${row('Review session')}${row('Lecture 4', undefined, 'l4.pdf')}</table></body></html>`;
    const lib2 = induceLibrary('c.example', extractBrooms(parseHtml(rows(true), 'http://c.example/')), 1);
    const got = extractWithLibrary(parseHtml(rows(false), 'http://c.example/'), lib2).map((m) => m.record.fields);
    expect(got.map((f) => f.title)).toEqual(['Lecture 1', 'Lecture 2', 'Lecture 3', 'Lecture 4']);
    expect(got[2].link).toBeUndefined();
    expect(got[3].link).toBe('http://c.example/l4.pdf');
  });

  it('keeps the patterns in the wrapper file', () => {
    const back = libraryFromJson(JSON.parse(stringifyLibrary(lib)));
    expect(back.wrappers[0].patterns).toEqual({ title: 'homework' });
    expect(() => libraryFromJson({ ...JSON.parse(stringifyLibrary(lib)), wrappers: [{ ...JSON.parse(stringifyLibrary(lib)).wrappers[0], patterns: [1] }] })).toThrow(/patterns/);
  });
});

describe('link fields', () => {
  it('are hrefs only: an anchor without one gives no value, and the record is still found', () => {
    const row = (d: string, t: string, href: string | undefined, rec?: string) => {
      const l = (f: string) => (rec ? ` data-ie-label="lecture.${f}" data-ie-record="${rec}"` : '');
      return `<tr><td${l('date')}>${d}</td><td${l('title')}>${t}</td><td><a${l('link')}${href ? ` href="${href}"` : ''}>Notes</a></td></tr>`;
    };
    const rows = (labels: boolean) =>
      `<html><body><table>${row('9/4', 'Intro', 'a.pdf', labels ? 'L1' : undefined)}${row('9/6', 'Search', 'b.pdf', labels ? 'L2' : undefined)}${row('9/9', 'Trees', undefined)}</table></body></html>`;
    const lib = induceLibrary('c.example', extractBrooms(parseHtml(rows(true), 'http://c.example/')), 1);
    const got = extractWithLibrary(parseHtml(rows(false), 'http://c.example/'), lib).map((m) => m.record.fields);
    expect(got).toEqual([
      { date: '9/4', title: 'Intro', link: 'http://c.example/a.pdf' },
      { date: '9/6', title: 'Search', link: 'http://c.example/b.pdf' },
      { date: '9/9', title: 'Trees' },
    ]);
  });
});

describe('records without their link', () => {
  const row = (d: string, t: string, href?: string, rec?: string) => {
    const l = (f: string) => (rec ? ` data-ie-label="lecture.${f}" data-ie-record="${rec}"` : '');
    return `<tr><td${l('date')}>${d}</td><td${l('title')}>${t}</td><td>${href ? `<a${l('link')} href="${href}">pdf</a>` : ''}</td></tr>`;
  };
  const rows = (labels: boolean) =>
    `<html><body><table>${row('M, 9/13', 'Perceptrons', 'a.pdf', labels ? 'L1' : undefined)}${row('W, 9/15', 'Backprop', 'b.pdf', labels ? 'L2' : undefined)}` +
    `${row('F, 9/17', 'Optimization')}${row('Week 2', 'Deep learning fundamentals')}${row('M, 9/20', 'Midterm Exam')}${row('W, 9/22', 'No class')}` +
    `${row('F, 9/24', 'Recitation: PyTorch')}${row('M, 9/27', 'CNNs', 'c.pdf')}</table></body></html>`;
  const lib = induceLibrary('c.example', extractBrooms(parseHtml(rows(true), 'http://c.example/')), 1);

  it('are kept when title and date speak for them, not in group rows, exam days, days off or recitations', () => {
    expect(lib.wrappers[0].shapes).toEqual({ date: 'a, 9/9' });
    const got = extractWithLibrary(parseHtml(rows(false), 'http://c.example/'), lib).map((m) => m.record.fields.title);
    expect(got).toEqual(['Perceptrons', 'Backprop', 'Optimization', 'CNNs']);
  });

  it('names of other types and date shapes', () => {
    expect(namesOtherType('Midterm Exam', 'lecture')).toBe(true);
    expect(namesOtherType('Project proposal due', 'lecture')).toBe(true);
    expect(namesOtherType('Lecture 3: Exams in history', 'lecture')).toBe(false);
    expect(namesOtherType('Graph neural networks', 'lecture')).toBe(false);
    expect(namesOtherType('Midterm Exam', 'book')).toBe(false);
    expect(shapeOf('Mon Aug 25, 2025')).toBe('a a 9, 9');
    expect(dateShape('date', ['Tue 9/5', 'Thu 10/12'])).toBe('a 9/9');
    expect(dateShape('date', ['Tue 9/5', 'Sep 12'])).toBeUndefined();
    expect(dateShape('title', ['Tue 9/5', 'Thu 10/12'])).toBeUndefined();
    expect(dateShape('date', ['Optional', 'Later'])).toBeUndefined();
  });
});

describe('days off', () => {
  it('are no lectures, however alike their rows (recitations neither, per the labeling guide)', () => {
    const row = (d: string, t: string, rec?: string) => {
      const l = (f: string) => (rec ? ` data-ie-label="lecture.${f}" data-ie-record="${rec}"` : '');
      return `<tr><td${l('date')}>${d}</td><td${l('title')}>${t}</td><td><a${l('link')} href="${d.replace(/\W/g, '')}.pdf">slides</a></td></tr>`;
    };
    const rows = (labels: boolean) =>
      `<html><body><table>${row('Mon 1/13', 'Bayes', labels ? 'L1' : undefined)}${row('Wed 1/15', 'Priors', labels ? 'L2' : undefined)}` +
      `${row('Fri 1/17', 'Recitation: Stan')}${row('Mon 2/17', 'Reading week.')}${row('Wed 2/19', 'MCMC')}</table></body></html>`;
    const lib = induceLibrary('c.example', extractBrooms(parseHtml(rows(true), 'http://c.example/')), 1);
    expect(lib.wrappers[0].noDaysOff).toBe(true);
    expect(extractWithLibrary(parseHtml(rows(false), 'http://c.example/'), lib).map((m) => m.record.fields.title)).toEqual(['Bayes', 'Priors', 'MCMC']);
    expect(isDayOff('Spring break', 'assignment')).toBe(true);
    expect(isDayOff('Recitation 3', 'assignment')).toBe(false);
    expect(isDayOff('No class', 'book')).toBe(false);
  });
});

describe('anchor text of links', () => {
  it('picks the anchor with the training text among several in a record', () => {
    const row = (t: string, links: [string, string][], rec?: string, which = 0) =>
      `<tr><td${rec ? ` data-ie-label="lecture.title" data-ie-record="${rec}"` : ''}>${t}</td><td>${links
        .map(([x, h], i) => `<a${rec && i === which ? ` data-ie-label="lecture.link" data-ie-record="${rec}"` : ''} href="${h}">${x}</a>`)
        .join(' | ')}</td></tr>`;
    const rows = (labels: boolean) =>
      `<html><body><table>${row('Intro', [['Syllabus', 's.pdf'], ['Notes', 'n1.pdf'], ['Script', 'r1.R']], labels ? 'L1' : undefined, 1)}` +
      `${row('Tidy data', [['Notes', 'n2.pdf'], ['Script', 'r2.R']], labels ? 'L2' : undefined, 0)}` +
      `${row('Bootstrap', [['Script', 'r3.R'], ['Notes', 'n3.pdf']])}</table></body></html>`;
    const lib = induceLibrary('c.example', extractBrooms(parseHtml(rows(true), 'http://c.example/')), 1);
    expect(lib.wrappers[0].anchors).toEqual({ link: 'Notes' });
    const links = extractWithLibrary(parseHtml(rows(false), 'http://c.example/'), lib).map((m) => [m.record.fields.title, m.record.fields.link]);
    expect(links).toEqual([
      ['Intro', 'http://c.example/n1.pdf'],
      ['Tidy data', 'http://c.example/n2.pdf'],
      ['Bootstrap', 'http://c.example/n3.pdf'],
    ]);
    expect(libraryFromJson(JSON.parse(stringifyLibrary(lib))).wrappers[0].anchors).toEqual({ link: 'Notes' });
  });
});

describe('field text', () => {
  it('is the text as read: inline markup does not split words, cells and blocks do', async () => {
    const { valueText } = await import('../../src/wrapper/template.js');
    const t = parseHtml('<html><body><table><tr><td id="a">Clustering (<i>k</i>-means and <b>EM</b>)</td><td id="b"><p>One</p><p>Two</p>three<br>four</td></tr></table></body></html>', 'http://c.example/');
    const byId = (id: string) => t.nodes.find((n) => n.attrs?.id === id)!;
    expect(valueText(byId('a'))).toBe('Clustering (k-means and EM)');
    expect(valueText(byId('b'))).toBe('One Two three four');
  });
});

describe('content templates under incremental update', () => {
  const row = (d: string, t: string, rec: string) =>
    `<tr><td data-ie-label="lecture.date" data-ie-record="${rec}">${d}</td><td data-ie-label="lecture.title" data-ie-record="${rec}">${t}</td></tr>`;
  const brooms = (rows: string) => extractBrooms(parseHtml(`<html><body><table>${rows}</table></body></html>`, 'http://c.example/'));
  const fresh = () => induceLibrary('c.example', brooms(row('M, 9/13', 'Lecture 1', 'L1') + row('W, 9/15', 'Lecture 2', 'L2')), 1).wrappers[0];

  it('keep a template only while the new record shares it', async () => {
    const { reconcileContent } = await import('../../src/wrapper/library.js');
    const w = fresh();
    expect(w.patterns).toEqual({ title: 'lecture' });
    expect(w.shapes).toEqual({ date: 'a, 9/9' });
    reconcileContent(w, brooms(row('F, 9/17', 'Lecture 3', 'L3'))[0]);
    expect(w.patterns).toEqual({ title: 'lecture' });
    reconcileContent(w, brooms(row('Week 4', 'Guest talk', 'L4'))[0]);
    expect(w.patterns).toBeUndefined();
    expect(w.shapes).toBeUndefined();
    expect(w.noDaysOff).toBe(true);
    reconcileContent(w, brooms(row('M, 9/20', 'No class', 'L5'))[0]);
    expect(w.noDaysOff).toBeUndefined();
  });

  it('merged wrappers keep what both had', async () => {
    const { intersectContent } = await import('../../src/wrapper/library.js');
    const a = fresh();
    const b = { ...fresh(), shapes: { date: 'a 9' } };
    intersectContent(a, b);
    expect(a.patterns).toEqual({ title: 'lecture' });
    expect(a.shapes).toBeUndefined();
  });
});
