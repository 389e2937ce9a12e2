import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseHtml } from '../../src/page/static.js';
import { defaultModelPath, HeadingClassifier, HeadingModelError, HEADING_MODEL_VERSION, shippedClassifier } from '../../src/course/classifier.js';
import { FEATURE_NAMES } from '../../src/course/features.js';
import { extractCourse } from '../../src/course/extract.js';

describe('shipped heading model (models/headings.json)', () => {
  it('loads, with this code version and feature list', () => {
    const clf = shippedClassifier();
    expect(clf.file.version).toBe(HEADING_MODEL_VERSION);
    expect(clf.file.features).toEqual(FEATURE_NAMES);
    expect(clf.file.classes).toEqual(['lectures', 'assignments', 'quizzes', 'other']);
    expect(defaultModelPath()).toMatch(/models\/headings\.json$/);
  });

  it('gives a probability distribution per heading', () => {
    const p = shippedClassifier().probabilities([FEATURE_NAMES.map(() => 0)]);
    expect(p).toHaveLength(1);
    expect(p[0].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });

  it('classifies a plain homework section and extracts its items', () => {
    const r = extractCourse(
      parseHtml(`<title>CS 101</title><h1>CS 101</h1><h2>Homework</h2><ul>
        <li><a href="hw1.pdf">Homework 1</a> due Sep 12</li><li><a href="hw2.pdf">Homework 2</a> due Sep 19</li>
        <li><a href="hw3.pdf">Homework 3</a> due Sep 26</li></ul><h2>Office hours</h2><p>Mon 3pm, Gates 104</p>`),
    );
    expect(r.sections.map((s) => `${s.text}=${s.type}`)).toEqual(['CS 101=other', 'Homework=assignments', 'Office hours=other']);
    expect(r.records.map((x) => [x.type, x.fields.due])).toEqual([
      ['assignment', 'Sep 12'],
      ['assignment', 'Sep 19'],
      ['assignment', 'Sep 26'],
    ]);
  });

  it('section labels correct for the class prior; records need the outright winner', () => {
    // a stub forest: "Slides" gets lectures 0.35 / other 0.45 (within the prior correction and named by its words),
    // "Staff" 0.1 / 0.9; "CS 101" 0.35 / 0.45 but no word names a type
    const stub = {
      probabilities: (X: number[][]) => X.map((_, i) => (i !== 1 ? [0.35, 0.1, 0.1, 0.45] : [0.1, 0, 0, 0.9])),
    } as unknown as HeadingClassifier;
    const r = extractCourse(parseHtml(`<h2>Slides</h2><ul><li><a href="a.pdf">Chapter 1</a></li></ul><h2>Staff</h2><p>Ann</p><h2>CS 101</h2><p>x</p>`), {
      classifier: stub,
    });
    expect(r.sections.map((s) => `${s.text}=${s.type}`)).toEqual(['Slides=lectures', 'Staff=other', 'CS 101=other']);
    expect(r.records).toEqual([]);
  });

  it('rejects a file that is not a heading model, or one with other features', () => {
    expect(() => HeadingClassifier.fromJSON({ name: 'x' })).toThrow(HeadingModelError);
    const f = JSON.parse(readFileSync(defaultModelPath(), 'utf8'));
    expect(() => HeadingClassifier.fromJSON({ ...f, features: ['a'] })).toThrow(/features differ/);
  });
});
