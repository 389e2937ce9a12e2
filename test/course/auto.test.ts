/** The fallback order of `extract apply --mode auto|wrappers|headings` (src/course/auto.ts). */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../src/course/auto.js';
import { parseHtml } from '../../src/page/static.js';
import { extractBrooms } from '../../src/wrapper/broom.js';
import { induceLibrary } from '../../src/wrapper/library.js';

const SITE = 'http://www.cs.example.edu/cs101/';
const lecture = (rec: string, title: string, href: string) =>
  `<tr><td data-ie-label="lecture.title" data-ie-record="${rec}">${title}</td><td><a data-ie-label="lecture.link" data-ie-record="${rec}" href="${href}">slides</a></td></tr>`;
const plainLecture = (title: string, href: string) => `<tr><td>${title}</td><td><a href="${href}">slides</a></td></tr>`;
const schedule = (rows: string) => `<html><body><h1>CS 101</h1><table class="lectures">${rows}</table></body></html>`;

/** A page in a layout the wrapper has never seen: headed lists, handled by the heading path. */
const headedPage = `<html><body><h1>CS 101: Introduction to Programming</h1>
<h2>Assignments</h2>
<ul>
  <li><a href="hw1.pdf">Homework 1</a> due September 10</li>
  <li><a href="hw2.pdf">Homework 2</a> due September 17</li>
  <li><a href="hw3.pdf">Homework 3</a> due September 24</li>
</ul>
</body></html>`;

const lib = induceLibrary(
  'cs.example.edu',
  extractBrooms(parseHtml(schedule(lecture('1', 'Lecture 1: Intro', 'l1.pdf') + lecture('2', 'Lecture 2: Loops', 'l2.pdf')), SITE)),
  1,
);
const wrapperPage = parseHtml(schedule(plainLecture('Lecture 1: Intro', 'l1.pdf') + plainLecture('Lecture 2: Loops', 'l2.pdf') + plainLecture('Lecture 3: Lists', 'l3.pdf')), SITE);
const otherLayout = parseHtml(headedPage, SITE);

describe('extract apply fallback order', () => {
  it('auto: the site wrapper wins when it finds records', () => {
    const r = extractPage(wrapperPage, 'p.html', lib);
    expect(r.mode).toBe('wrappers');
    expect(r.records.map((x) => [x.type, x.fields.title, x.fields.link])).toEqual([
      ['lecture', 'Lecture 1: Intro', `${SITE}l1.pdf`],
      ['lecture', 'Lecture 2: Loops', `${SITE}l2.pdf`],
      ['lecture', 'Lecture 3: Lists', `${SITE}l3.pdf`],
    ]);
    expect(r.sections).toBeUndefined();
  });

  it('auto: a wrapper that finds nothing falls back to headings', () => {
    const r = extractPage(otherLayout, 'q.html', lib);
    expect(r.mode).toBe('headings');
    expect(r.sections?.map((s) => s.type)).toContain('assignments');
    expect(r.records.filter((x) => x.type === 'assignment').map((x) => [x.fields.due, x.fields.link])).toEqual([
      ['September 10', `${SITE}hw1.pdf`],
      ['September 17', `${SITE}hw2.pdf`],
      ['September 24', `${SITE}hw3.pdf`],
    ]);
  });

  it('auto without any wrapper library uses headings', () => {
    const r = extractPage(otherLayout, 'q.html', undefined);
    expect(r.mode).toBe('headings');
    expect(r.records.length).toBeGreaterThanOrEqual(3);
  });

  it('wrappers: never falls back (empty records when no wrapper matches or none exists)', () => {
    expect(extractPage(otherLayout, 'q.html', lib, { mode: 'wrappers' })).toEqual({ page: 'q.html', url: SITE, records: [], mode: 'wrappers' });
    expect(extractPage(otherLayout, 'q.html', undefined, { mode: 'wrappers' })).toEqual({ page: 'q.html', url: SITE, records: [], mode: 'wrappers' });
  });

  it('headings: ignores the wrapper even where it would match', () => {
    const r = extractPage(wrapperPage, 'p.html', lib, { mode: 'headings' });
    expect(r.mode).toBe('headings');
    expect(r.records.every((x) => x.wrapper === undefined)).toBe(true);
  });
});
