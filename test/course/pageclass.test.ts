import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/page/static.js';
import { fileURLToPath } from 'node:url';
import { FEATURE_NAMES, HEADING_FEATURE_NAMES, PAGE_FEATURE_NAMES, pageFeatures, tokens } from '../../src/course/pagefeatures.js';
import { COURSE_LIST, courseKey, forestProbabilities, titleCourseNo, loadPageClassifier, pageClassifierFromModel, PageClassModelError, scoreSite, SiteContext, SITE_BAR, SITE_DEMOTION, type PageClassModel } from '../../src/course/pageclass.js';

/** A small course home page in the 1990s style WebKB holds. */
const COURSE = `<html><head><title>CS 414: Operating Systems, Fall 1996</title></head><body>
<h1>CS 414 Operating Systems</h1>
<p>Instructor: Prof. Smith. Lectures MWF 10:10-11:00, Upson B17. Office hours: Tue 2-3.</p>
<h2>Course information</h2>
<ul>
<li><a href="syllabus.html">Syllabus</a> and grading</li>
<li><a href="hw/hw1.ps">Homework 1</a> due Sep 12</li>
<li><a href="hw/hw2.ps">Homework 2</a> due Sep 26</li>
<li><a href="notes/lecture1.pdf">Lecture 1 notes</a></li>
<li><a href="exams/prelim.html">Prelim exam</a> Oct 15</li>
</ul>
<p>Teaching assistants: <a href="mailto:ta@cs.cornell.edu">ta@cs.cornell.edu</a></p>
</body></html>`;

/** A faculty home page of the same era. */
const FACULTY = `<html><head><title>John Smith's Home Page</title></head><body>
<h1>John Smith</h1>
<img src="me.gif">
<p>I am an associate professor in the Department of Computer Science. My research interests are
distributed systems and fault tolerance. I received my PhD from MIT in 1989.</p>
<h2>Research</h2>
<ul><li><a href="http://www.research.example.org/horus/">The Horus project</a></li>
<li><a href="papers.html">Publications</a> and technical reports</li></ul>
<p>Email: <a href="mailto:smith@cs.cornell.edu">smith@cs.cornell.edu</a>. Phone 255-1234.</p>
</body></html>`;

const feat = (html: string, url: string, title?: string) => {
  const doc = title === undefined ? html : `<html><head><title>${title}</title></head><body>${html}</body></html>`;
  const { values } = pageFeatures(parseHtml(doc, url));
  return Object.fromEntries(FEATURE_NAMES.map((n, i) => [n, values[i]]));
};

describe('page features', () => {
  it('tokenises Unicode words in lower case', () => {
    expect(tokens('Cálculo Integral — HW#3, Μάθημα')).toEqual(['cálculo', 'integral', 'hw', '3', 'μάθημα']);
  });

  it('gives exact values on the course fixture', () => {
    const f = feat(COURSE, 'http://www.cs.cornell.edu/Info/Courses/Fall-96/CS414/');
    expect(f['title.course']).toBe(0);
    expect(f['title.term']).toBe(1); // "Fall"
    expect(f['title.courseNo']).toBe(1); // "CS 414"
    expect(f['title.year']).toBe(1);
    expect(f['url.courseNo']).toBe(1); // "/CS414/"
    expect(f['url.hasYear']).toBe(1); // "Fall-96"
    expect(f['url.indexLike']).toBe(1);
    expect(f['url.depth']).toBe(4);
    expect(f['url.tilde']).toBe(0);
    expect(f['head.courseNo']).toBe(1); // the h1 "CS 414 Operating Systems"
    expect(f['head.count']).toBe(2); // h1, h2
    expect(f['anchor.assignments']).toBe(2); // "Homework" ×2
    expect(f['anchor.lectures']).toBe(2); // "Lecture", "notes"
    expect(f['anchor.exams']).toBe(1); // "exam"
    expect(f['links.log']).toBe(Math.round(Math.log1p(6) * 10) / 10);
    expect(f['links.mailto']).toBe(1);
    expect(f['links.docFrac']).toBe(0.5); // 3 of 6 links are .ps / .pdf
    expect(f['links.below.log']).toBe(Math.round(Math.log1p(5) * 10) / 10); // all but the mailto are under /CS414/
    expect(f['links.up']).toBe(0);
    expect(f['body.meeting']).toBe(2); // "MWF", "10:10-11:00"
    expect(f['listItems.log']).toBe(Math.round(Math.log1p(5) * 10) / 10);
    expect(f['tables']).toBe(0);
  });

  it('gives exact values on the faculty fixture', () => {
    const f = feat(FACULTY, 'http://www.cs.cornell.edu/home/smith/');
    expect(f['title.home']).toBe(2); // the phrase "home page" and the word "home"
    expect(f['title.personal']).toBe(0);
    expect(f['title.words']).toBe(5); // john smith s home page
    expect(f['title.courseNo']).toBe(0);
    expect(f['body.firstPerson']).toBe(8); // I, my, I, my: 4 per 100 words, counted on at least 50 words
    expect(f['links.offsiteFrac']).toBe(0.33); // the Horus link of three
    expect(f['links.mailto']).toBe(1);
    expect(f['images']).toBe(1);
    expect(f['body.meeting']).toBe(0);
    expect(f['url.courseNo']).toBe(0);
  });
});

describe('page features, details', () => {
  const titleNo = (title: string) => feat(`<title>${title}</title><p>x</p>`, 'http://x.edu/')['title.courseNo'];

  it('recognises course-number patterns of several schools and eras', () => {
    expect(titleNo('CS 414 Operating Systems')).toBe(1);
    expect(titleNo('CSCI 1470 Deep Learning')).toBe(1);
    expect(titleNo('10-605 ML with Large Datasets')).toBe(1);
    expect(titleNo('6.034 Artificial Intelligence')).toBe(1);
    expect(titleNo('CmpSci 191a: Practical Skills')).toBe(1);
    expect(titleNo('G22.2270 Computer Graphics')).toBe(1);
    expect(titleNo('198:205 - Discrete Structures I')).toBe(1);
    expect(titleNo('John Smith, Fall 1996')).toBe(0);
  });

  it('reads course numbers and sub-page words from the URL path', () => {
    const f = feat('<p>x</p>', 'https://brown-deep-learning.github.io/csci1470/assignments.html');
    expect(f['url.courseNo']).toBe(1);
    expect(f['urlLast.subpage']).toBe(1);
    expect(f['urlLast.courseNo']).toBe(0);
    expect(f['url.indexLike']).toBe(0);
  });

  it('tells a course home page from a part of a course site (title, URL shape)', () => {
    const home = feat('<h1>CS 211 Computers and Programming</h1><p>Instructor: A. B. Office hours: Mon 2-3. Prerequisite: CS 100. Textbook: x. Grading: y.</p>', 'http://www.cs.cornell.edu/Info/Courses/Current/CS211/', 'CS 211 Computers and Programming');
    expect(home['title.courseNamed']).toBe(1);
    expect(home['title.partShare']).toBe(0);
    expect(home['url.belowCourseDir']).toBe(0);
    expect(home['url.fileIsPart']).toBe(0);
    expect(home['body.homeInfo']).toBeGreaterThanOrEqual(4);
    const part = feat('<h1>Course Staff</h1><p>x</p>', 'http://www.cs.cornell.edu/Info/Courses/Current/CS211/coursestaff.html', 'CS211 Course Staff');
    expect(part['title.courseNamed']).toBe(0);
    expect(part['title.partShare']).toBe(1); // "staff" (course is neutral)
    expect(part['url.belowCourseDir']).toBe(1);
    expect(part['url.fileIsPart']).toBe(1);
    const same = feat('<p>x</p>', 'http://www.gsm.cornell.edu/courses/nba610/nba610.html', 'NBA-610');
    expect(same['urlLast.sameAsDir']).toBe(1);
    expect(same['url.belowCourseDir']).toBe(0);
    expect(feat('<p>x</p>', 'http://www.cs.usask.ca/classes/330/', 'Cmpt330 (T1, 1996/97) Home Page')['title.courseNo']).toBe(1);
    expect(feat('<p>x</p>', 'http://www.cs.uiowa.edu/~herman/22C294.html', '22C:294 Seminar')['title.courseNo']).toBe(1);
    expect(feat('<p>x</p>', 'http://www.cs.dartmouth.edu/courseguide/undergrad/cs_23.html', 'x')['url.courseNo']).toBe(1);
  });

  it('gives a rendered tree (boxes, styles) the same vector as the static one', () => {
    const url = 'http://www.cs.cornell.edu/Info/Courses/Fall-96/CS414/';
    const plain = pageFeatures(parseHtml(COURSE, url)).values;
    const rendered = parseHtml(COURSE, url);
    rendered.rendered = true;
    for (const n of rendered.nodes) {
      n.box = { left: 0, top: n.id * 10, width: 800, height: 10 };
      n.style = { fontSize: 16, fontWeight: 400, fontStyle: 'normal', textAlign: 'left', display: 'block', visibility: 'visible', color: '#000' };
    }
    expect(pageFeatures(rendered).values).toEqual(plain);
  });
});

/** A course page with typed sections (lectures, homework, exams). */
const SECTIONS = `<html><head><title>CS 101</title></head><body><h1>CS 101</h1>
<h2>Lectures</h2><ul><li><a href="l1.pdf">Lecture 1: Introduction</a> Sep 3</li><li><a href="l2.pdf">Lecture 2: Recursion</a> Sep 5</li><li><a href="l3.pdf">Lecture 3: Lists</a> Sep 10</li></ul>
<h2>Homework</h2><ul><li><a href="hw1.pdf">Homework 1</a> due Sep 12</li><li><a href="hw2.pdf">Homework 2</a> due Sep 26</li></ul>
<h2>Exams</h2><ul><li>Midterm exam Oct 15</li><li>Final exam Dec 12</li></ul></body></html>`;

describe('heading-classifier features', () => {
  it('are appended to the page features and left out on request', () => {
    const tree = parseHtml(SECTIONS, 'http://x.edu/cs101/');
    const all = pageFeatures(tree).values;
    const page = pageFeatures(tree, { headings: false }).values;
    expect(FEATURE_NAMES).toEqual([...PAGE_FEATURE_NAMES, ...HEADING_FEATURE_NAMES]);
    expect(all).toHaveLength(FEATURE_NAMES.length);
    expect(page).toEqual(all.slice(0, PAGE_FEATURE_NAMES.length));
  });

  it('count typed sections on a course page and none on a faculty page', () => {
    const course = feat(SECTIONS, 'http://x.edu/cs101/');
    for (const t of ['lectures', 'assignments', 'quizzes']) {
      expect(course[`hc.label.${t}`]).toBeGreaterThan(0);
      expect(course[`hc.max.${t}`]).toBeGreaterThan(0);
    }
    expect(course['hc.kinds']).toBeGreaterThanOrEqual(1);
    expect(course['hc.typedShare']).toBeGreaterThan(0);
    const faculty = feat(FACULTY, 'http://www.cs.cornell.edu/home/smith/');
    expect(faculty['hc.count']).toBeGreaterThan(0); // it has headings, none of them typed
    for (const n of HEADING_FEATURE_NAMES.filter((x) => x !== 'hc.count')) expect(faculty[n]).toBe(0);
  });
});

describe('shipped page classifier', () => {
  it('still reads a version-2 model file (page features only)', async () => {
    const v2 = await loadPageClassifier(fileURLToPath(new URL('../../models/pageclass.v2.json', import.meta.url)));
    const c = v2.classify(parseHtml(COURSE, 'http://www.cs.cornell.edu/Info/Courses/Fall-96/CS414/'));
    expect(c.isCourse).toBe(true);
    expect(Object.keys(c.features)).toEqual([...PAGE_FEATURE_NAMES]);
    expect(v2.courseProbability(parseHtml(FACULTY, 'http://www.cs.cornell.edu/home/smith/'))).toBeLessThan(0.3);
  });

  it('loads and separates a course page from a faculty home page', async () => {
    const clf = await loadPageClassifier();
    const course = clf.courseProbability(parseHtml(COURSE, 'http://www.cs.cornell.edu/Info/Courses/Fall-96/CS414/'));
    const faculty = clf.courseProbability(parseHtml(FACULTY, 'http://www.cs.cornell.edu/home/smith/'));
    expect(course).toBeGreaterThan(0.7);
    expect(faculty).toBeLessThan(0.3);
    const c = clf.classify(parseHtml(COURSE, 'http://www.cs.cornell.edu/Info/Courses/Fall-96/CS414/'));
    expect(c.probability).toBe(course);
    expect(c.isCourse).toBe(true);
    expect(c.features['title.courseNo']).toBe(1);
    expect(Object.keys(c.features)).toEqual([...FEATURE_NAMES]);
  });

  it('rejects a model built for other features', () => {
    const bad = { kind: 'pageclass', version: 2, features: ['x'], threshold: 0.5, trainedOn: {}, createdAt: '', forest: {} } as unknown as PageClassModel;
    expect(() => pageClassifierFromModel(bad, 'm.json')).toThrow(PageClassModelError);
    expect(() => pageClassifierFromModel(bad, 'm.json')).toThrow(/m\.json: model was built for other page features/);
  });

  it('names a missing model file', async () => {
    await expect(loadPageClassifier('/nonexistent/pageclass.json')).rejects.toThrow(/cannot read page-classifier model \/nonexistent\/pageclass\.json/);
  });
});

describe('forestProbabilities', () => {
  it('walks the shipped forest\'s trees directly and counts the same votes as ml-random-forest\'s predictionValues', async () => {
    const { readFileSync } = await import('node:fs');
    const { RandomForestClassifier } = await import('ml-random-forest');
    const model = JSON.parse(readFileSync(fileURLToPath(new URL('../../models/pageclass.v3.json', import.meta.url)), 'utf8')) as PageClassModel;
    const rf = RandomForestClassifier.load(model.forest as never);
    let s = 7;
    const r = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
    const X = Array.from({ length: 300 }, () => model.features.map(() => (r() < 0.5 ? 0 : Math.round(r() * 20) / (r() < 0.5 ? 1 : 20))));
    const library = rf.predictionValues(X);
    const expected = X.map((_, i) => library.getRow(i).filter((v: number) => v === 1).length / library.columns);
    expect(forestProbabilities(rf, X)).toEqual(expected);
    expect(new Set(expected).size).toBeGreaterThan(5); // the vectors reach many different vote counts
  });
});

describe('site context', () => {
  it('names the course directory of a URL (host without www., first course-number segment, terms skipped)', () => {
    expect(courseKey('http://www.cs.cornell.edu/Info/Courses/Current/CS211/home.html')).toBe('cs.cornell.edu/info/courses/current/cs211');
    expect(courseKey('http://cs.cornell.edu/Info/Courses/Current/CS211/hw/hw1.html')).toBe('cs.cornell.edu/info/courses/current/cs211');
    expect(courseKey('http://www.cs.cornell.edu/Info/People/tah/cs611.html')).toBe('cs.cornell.edu/info/people/tah/cs611');
    expect(courseKey('https://x.edu/courses/fall2025/cs101/')).toBe('x.edu/courses/fall2025/cs101');
    expect(courseKey('https://x.edu/~smith/1996/')).toBeUndefined();
    expect(courseKey('http://www.cs.cornell.edu/home/smith/')).toBeUndefined();
  });

  it('demotes the parts of a course site below its more probable home page, not the home page', () => {
    const base = 'http://www.cs.cornell.edu/Info/Courses/Current/CS211/';
    const pages = [
      { url: `${base}home.html`, probability: 0.9 },
      { url: `${base}coursestaff.html`, probability: 0.6 }, // same directory
      { url: `http://cs.cornell.edu/Info/Courses/Current/CS211/hw/hw1.html`, probability: 0.5 }, // below it, host alias
      { url: 'http://www.cs.cornell.edu/Info/Courses/Current/CS314/', probability: 0.55 }, // another course
      { url: 'http://www.cs.cornell.edu/home/smith/', probability: 0.45 }, // no course directory
    ];
    const out = scoreSite(pages);
    expect(out[0]).toBe(0.9);
    expect(out[1]).toBeCloseTo(0.6 * SITE_DEMOTION);
    expect(out[2]).toBeCloseTo(0.5 * SITE_DEMOTION);
    expect(out[3]).toBe(0.55);
    expect(out[4]).toBe(0.45);
  });

  it('leaves sibling terms / sections and a page above the home page alone', () => {
    const out = scoreSite([
      { url: 'http://www.cs.bu.edu/faculty/best/crs/cs101/s95/home.html', probability: 0.9 },
      { url: 'http://www.cs.bu.edu/faculty/best/crs/cs101/f94/home.html', probability: 0.6 },
      { url: 'http://x.edu/cs101/', probability: 0.5 },
      { url: 'http://x.edu/cs101/notes/', probability: 0.8 }, // more probable, but below: it cannot demote the page above
    ]);
    expect(out).toEqual([0.9, 0.6, 0.5, 0.8]);
  });

  it('joins pages of one host by the course number of their titles, and lets a directory entry win a tie', () => {
    expect(titleCourseNo('CS384G Course Description')).toBe('cs384g');
    expect(titleCourseNo('CS 384G Computer Graphics')).toBe('cs384g');
    expect(titleCourseNo('Fall 1996 schedule')).toBeUndefined();
    const byTitle = scoreSite([
      { url: 'http://www.cs.utexas.edu/users/fussell/', title: 'CS 384G Computer Graphics', probability: 0.8 },
      { url: 'http://www.cs.utexas.edu/users/fussell/turnin.html', title: 'CS384G Turning in assignments', probability: 0.6 },
      { url: 'http://www.cs.utexas.edu/users/fussell/cg.html', title: 'CS354 Introduction', probability: 0.6 }, // another number
      { url: 'http://other.edu/users/fussell/turnin.html', title: 'CS384G Turning in assignments', probability: 0.6 }, // another host
    ]);
    expect(byTitle).toEqual([0.8, 0.6 * SITE_DEMOTION, 0.6, 0.6]);
    const tie = scoreSite([
      { url: 'http://x.edu/cs617/', probability: 0.97 },
      { url: 'http://x.edu/cs617/format.html', probability: 0.97 },
    ]);
    expect(tie).toEqual([0.97, 0.97 * SITE_DEMOTION]);
  });

  it('does not let a page demote the entry page of its own directory, only a page above it', () => {
    const out = scoreSite([
      { url: 'https://x.github.io/ce412a/index.htm', probability: 0.5 },
      { url: 'https://x.github.io/ce412a/schedule.htm', probability: 0.8 }, // same directory, not its entry
      { url: 'https://x.github.io/ce412a/hw/', probability: 0.6 }, // entry of a directory below
    ]);
    expect(out[0]).toBe(0.5);
    expect(out[1]).toBe(0.8);
    expect(out[2]).toBeCloseTo(0.6 * SITE_DEMOTION); // schedule.htm's directory is above hw/
  });

  it('raises the bar on a host with many high-scoring pages (site bar), not on a small site', () => {
    const { rank, factor } = SITE_BAR;
    const dept = Array.from({ length: rank }, (_, i) => ({ url: `http://cs.big.edu/courses/cs${100 + i}/`, probability: 1 }));
    const student = { url: 'http://cs.big.edu/people/jhsu/cs631/', title: 'CS631 project', probability: 0.6 };
    const out = scoreSite([...dept, student]);
    for (const o of out.slice(0, rank)) expect(o).toBeCloseTo(0.4 / factor); // scaled by 0.4 / (factor × 1), still ≥ 0.4
    expect(out[rank]).toBeCloseTo((0.6 * 0.4) / factor); // below the threshold 0.4 now
    expect(out[rank]).toBeLessThan(0.4);
    // fewer than `rank` pages on the host (the page itself counts): the bar does not apply
    const small = scoreSite([...dept.slice(2), student]);
    expect(small[rank - 2]).toBe(0.6);
    // off on request; another host is not affected
    expect(scoreSite([...dept, student], { siteBar: false })[rank]).toBe(0.6);
    expect(scoreSite([...dept, { ...student, url: 'http://other.edu/people/jhsu/cs631/' }])[rank]).toBe(0.6);
  });

  it('applies the site bar online once enough pages of the host are known', () => {
    const ctx = new SiteContext();
    const { rank, factor } = SITE_BAR;
    expect(ctx.adjust('http://cs.big.edu/people/jhsu/cs631/', 0.6)).toBe(0.6);
    for (let i = 0; i < rank; i++) ctx.add(`http://cs.big.edu/courses/cs${100 + i}/`, 0.9);
    expect(ctx.adjust('http://cs.big.edu/people/jhsu/cs631/', 0.6)).toBeCloseTo((0.6 * 0.4) / (factor * 0.9));
    // demoted parts of a course do not raise the bar: 30 parts of one course below its home page
    const parts = new SiteContext();
    parts.add('http://cs.small.edu/courses/cs100/', 0.9);
    for (let i = 0; i < rank; i++) parts.add(`http://cs.small.edu/courses/cs100/hw${i}.html`, 0.8);
    expect(parts.adjust('http://cs.small.edu/people/x/cs631/', 0.6)).toBe(0.6);
  });

  it('exempts the pages a course list links to from the site bar (a list: below the threshold, >= COURSE_LIST.links pages at or above it)', () => {
    const { rank, factor } = SITE_BAR;
    const n = COURSE_LIST.links;
    expect(n).toBe(15);
    const dept = Array.from({ length: rank }, (_, i) => ({ url: `http://cs.big.edu/courses/cs${100 + i}/`, probability: 1 }));
    const x = { url: 'http://cs.big.edu/users/vlr/f96.html', probability: 0.6 }; // a real course page under the bar
    const y = { url: 'http://cs.big.edu/users/twang/cs372/', probability: 0.6 }; // a student's page about a course
    const list = (k: number, probability = 0.1) => ({
      url: 'http://cs.big.edu/docs/classes.html',
      probability,
      links: [...dept.slice(0, k).map((d) => d.url.replace('cs.big.edu', 'www.cs.big.edu')), `${x.url}#top`, 'http://cs.big.edu/docs/classes.html'],
    });
    const scaled = (0.6 * 0.4) / factor;
    // the list links to n - 1 department course pages and to x: n pages at or above 0.4 (x counts itself)
    const out = scoreSite([...dept, x, y, list(n - 1)]);
    expect(out[rank]).toBe(0.6);
    expect(out[rank + 1]).toBeCloseTo(scaled);
    expect(out[0]).toBeCloseTo(1); // listed pages keep their demoted score, not more
    // one course page fewer: not a list
    expect(scoreSite([...dept, x, y, list(n - 2)])[rank]).toBeCloseTo(scaled);
    // a page at or above the threshold (a course page with many links) is not a list
    expect(scoreSite([...dept, x, y, list(n - 1, 0.4)])[rank]).toBeCloseTo(scaled);
    // off on request
    expect(scoreSite([...dept, x, y, list(n - 1)], { courseLists: false })[rank]).toBeCloseTo(scaled);
  });

  it('finds course lists online, whether the list or the pages it links to come first', () => {
    const { rank, factor } = SITE_BAR;
    const n = COURSE_LIST.links;
    const dept = Array.from({ length: rank }, (_, i) => `http://cs.big.edu/courses/cs${100 + i}/`);
    const x = 'http://cs.big.edu/users/vlr/f96.html';
    const links = [...dept.slice(0, n - 1), x];
    // list first (as a crawl finds it): its targets count as they are recorded
    const ctx = new SiteContext();
    expect(ctx.usesLinks).toBe(true);
    ctx.add('http://cs.big.edu/docs/classes.html', 0.1, 'Classes', links);
    for (const u of dept.slice(0, n - 2)) ctx.add(u, 0.9);
    expect(ctx.isListed(x, 0.6)).toBe(false); // n - 2 course pages + x itself: n - 1
    ctx.add(dept[n - 2], 0.9);
    expect(ctx.isListed(x, 0.6)).toBe(true);
    expect(ctx.isListed(x, 0.3)).toBe(false); // x below the threshold does not count itself
    for (const u of dept.slice(n - 1)) ctx.add(u, 0.9);
    expect(ctx.adjust(x, 0.6)).toBe(0.6); // the bar applies on the host (30 pages at 0.9), not to x
    expect(ctx.adjust('http://cs.big.edu/users/twang/cs372/', 0.6)).toBeCloseTo((0.6 * 0.4) / (factor * 0.9));
    // pages first, list last
    const late = new SiteContext();
    for (const u of dept) late.add(u, 0.9);
    expect(late.isListed(x, 0.6)).toBe(false);
    late.add('http://cs.big.edu/docs/classes.html', 0.1, 'Classes', links);
    expect(late.isListed(x, 0.6)).toBe(true);
    expect(late.adjust(x, 0.6)).toBe(0.6);
    expect(new SiteContext({ courseLists: false }).usesLinks).toBe(false);
  });

  it('with the in-link rule on, demotes a course page no outside page links to when others of its course are linked', () => {
    const pages = [
      { url: 'http://x.edu/courses.html', probability: 0.1, links: ['http://x.edu/cs101/'] },
      { url: 'http://x.edu/cs101/', probability: 0.6 },
      { url: 'http://x.edu/cs101/notes.html', probability: 0.7 },
      { url: 'http://x.edu/cs202/', probability: 0.6 }, // nobody links into cs202: no evidence, left alone
    ];
    expect(scoreSite(pages, { inlinks: 'on' })).toEqual([0.1, 0.6, 0.7 * SITE_DEMOTION, 0.6]);
    expect(scoreSite(pages)).toEqual([0.1, 0.6, 0.7, 0.6]); // off by default
  });

  it('works online: a page judged before its home page is judged alone, later parts are demoted', async () => {
    const clf = await loadPageClassifier();
    const home = parseHtml(COURSE, 'http://www.cs.cornell.edu/Info/Courses/Fall-96/CS414/');
    const partHtml = '<html><head><title>CS 414 Homework</title></head><body><h1>CS 414 Homework 1</h1><p>Due Sep 12. Submit to the TA.</p><a href="../">CS 414</a></body></html>';
    const part = parseHtml(partHtml, 'http://www.cs.cornell.edu/Info/Courses/Fall-96/CS414/hw/hw1.html');
    const alone = clf.courseProbability(part);
    const ctx = new SiteContext();
    expect(clf.courseProbability(part, ctx)).toBe(alone); // home not seen yet
    expect(clf.courseProbability(home, ctx)).toBe(clf.courseProbability(home));
    expect(ctx.size).toBe(2);
    expect(clf.courseProbability(home)).toBeGreaterThan(alone);
    expect(clf.courseProbability(part, ctx)).toBeCloseTo(alone * SITE_DEMOTION);
  });
});
