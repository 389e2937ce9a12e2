/** The crawler's extraction yield (src/crawl/extract.ts): what the critic counts beside the records it writes. */
import { describe, expect, it } from 'vitest';
import { CourseExtractor } from '../../src/crawl/extract.js';
import { extractCourse } from '../../src/course/extract.js';
import { parseHtml } from '../../src/page/static.js';

const SITE = 'https://cs4215-ay1920s2.pages.comp.u.edu/';
const topics = ['Admin and Overview', 'Lexing', 'Parsing', 'Type Checking', 'Interpreters', 'Virtual Machines'];
/** A Pages site's home (layout H): its weekly topics list is typed by the gate only, so headings write no record. */
const home = `<html><head><title>Programming Language Implementation</title></head><body>
<h1>CS4215 Programming Language Implementation</h1><p>2019-2020-sem2 · 4 MCs</p>
<h2>Teaching team</h2><ul><li>Ada Lim (lecturer)</li><li>Bo Tan (TA)</li></ul>
<h2>Weekly topics</h2><ul>${topics.map((t, i) => `<li><a href="${SITE}docs/week-${i + 1}">Week ${i + 1}: ${t}</a></li>`).join('')}</ul>
</body></html>`;

describe('CourseExtractor.yieldOf', () => {
  it('counts the items of sections only the gate typed when headings wrote no record', async () => {
    const tree = parseHtml(home, SITE);
    const x = new CourseExtractor();
    const ex = await x.extract(tree, SITE);
    expect(ex.mode).toBe('headings');
    expect(ex.records).toEqual([]);
    expect(ex.sections?.find((s) => s.text === 'Weekly topics')?.type).toBe('lectures');
    expect(x.yieldOf(tree, ex)).toBe(topics.length);
    // the records themselves, had they been built under the label
    expect(extractCourse(tree, { recordsFrom: 'label' }).records.map((r) => [r.type, r.fields.title])).toEqual(topics.map((t, i) => ['lecture', `Week ${i + 1}: ${t}`]));
  });

  it("counts only items linking the page's own material (below its directory)", async () => {
    // A survey site's page: its `Past semesters` list links ratings elsewhere on the host, no course's material.
    const elsewhere = home.replaceAll(`${SITE}docs/`, 'https://cs4215-ay1920s2.pages.comp.u.edu.other.org/rating/');
    const tree = parseHtml(elsewhere, SITE);
    const x = new CourseExtractor();
    const ex = await x.extract(tree, SITE);
    expect(ex.records).toEqual([]);
    expect(x.yieldOf(tree, ex)).toBe(0);
  });

  it('is the records written when there are some', async () => {
    const tree = parseHtml('<html><body><h1>CS 101</h1><h2>Assignments</h2><ul><li>Homework 1 due Sep 5</li><li>Homework 2 due Sep 12</li></ul></body></html>', SITE);
    const x = new CourseExtractor();
    const ex = await x.extract(tree, SITE);
    expect(ex.records.length).toBe(2);
    expect(x.yieldOf(tree, ex)).toBe(2);
  });
});
