import { describe, expect, it } from 'vitest';
import type { LinkInstance } from '../../src/crawl/features.js';
import { courseNumbers, linkPrior, looksLikeSubpage, type PriorContext } from '../../src/crawl/prior.js';

const link = (url: string, anchor: string, keys: string[] = []): LinkInstance => ({ url, anchor, keys, num: [] });
const plain: PriorContext = { srcCourseHome: false, srcDir: 'http://u.edu/dept/', srcListing: false };

describe('link prior', () => {
  it('ranks course-number and course-word links above others', () => {
    const code = linkPrior(link('http://u.edu/~ada/cs414.html', 'CS 414'), plain);
    const word = linkPrior(link('http://u.edu/dept/teaching.html', 'Courses', ['a:cours']), plain);
    const other = linkPrior(link('http://u.edu/dept/news.html', 'News'), plain);
    expect(code).toBeGreaterThan(word);
    expect(word).toBeGreaterThan(other);
    expect(linkPrior(link('http://u.edu/~ada/15-381/', '15-381'), plain)).toBeGreaterThan(other);
    expect(linkPrior(link('http://u.edu/x/', '6.034 Artificial Intelligence'), plain)).toBeGreaterThan(other);
  });

  it('keeps a course home page from pulling in its own subpages', () => {
    const home: PriorContext = { srcCourseHome: true, srcCourse: true, srcDir: 'http://u.edu/courses/cs414/', srcListing: false, srcUrl: 'http://u.edu/courses/cs414/' };
    expect(linkPrior(link('http://u.edu/courses/cs414/hw/hw1.html', 'Homework 1'), home)).toBeLessThan(0.1);
    expect(linkPrior(link('http://u.edu/courses/cs414/syllabus.html', 'Syllabus'), home)).toBeLessThan(0.1);
    // the same course number elsewhere (students' projects) is not a new course either
    expect(linkPrior(link('http://u.edu/~bob/cs414/project.html', 'CS414 project'), { ...home, srcCourseHome: false })).toBeLessThan(0.1);
    // another course from a listing page is
    const listing: PriorContext = { ...plain, srcListing: true };
    expect(linkPrior(link('http://u.edu/courses/cs415/', 'CS 415'), listing)).toBeGreaterThan(0.7);
  });

  it('reads course numbers and subpage names from URLs', () => {
    expect([...courseNumbers('http://u.edu/Info/Courses/CS631/projects.html')]).toEqual(['631']);
    expect(looksLikeSubpage('http://u.edu/cs414/syllabus.html', 'CS 414 Syllabus')).toBe(true);
    expect(looksLikeSubpage('http://u.edu/cs414/', 'CS 414: Operating Systems, Fall 1996')).toBe(false);
  });
});
