import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseHtml } from '../../src/page/static.js';
import { defaultModelPath, HeadingClassifier, HeadingModelError, HEADING_MODEL_VERSION, shippedClassifier } from '../../src/course/classifier.js';
import { FEATURE_NAMES, gateCandidate, headingFeatures, headingPattern, headWord, pageContext } from '../../src/course/features.js';
import { extractCourse } from '../../src/course/extract.js';
import { detectHeadings } from '../../src/course/headings.js';

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

  it('the shipped model (v4) has a gate', () => {
    expect(shippedClassifier().hasGate).toBe(true);
  });

  it('a gate trained with the forest survives toJSON / fromJSON and gives a probability per heading', () => {
    const X = Array.from({ length: 40 }, (_, i) => FEATURE_NAMES.map((_, k) => ((i * 7 + k * 3) % 11) / 10));
    const y = X.map((_, i) => (['lectures', 'assignments', 'quizzes', 'other'] as const)[i % 4]);
    const gate = X.map((x, i) => ({ x, candidate: 'lectures' as const, yes: x[0] > 0.5 || i % 5 === 0 }));
    const clf = HeadingClassifier.train(X, y, { nEstimators: 5 }, 1, gate);
    expect(clf.hasGate).toBe(true);
    const back = HeadingClassifier.fromJSON(JSON.parse(JSON.stringify(clf.toJSON())));
    expect(back.hasGate).toBe(true);
    const g = back.gateProbabilities(X.slice(0, 3), ['lectures', 'lectures', 'lectures']);
    expect(g).toEqual(clf.gateProbabilities(X.slice(0, 3), ['lectures', 'lectures', 'lectures']));
    for (const p of g) expect(p).toBeGreaterThanOrEqual(0), expect(p).toBeLessThanOrEqual(1);
    expect(HeadingClassifier.train(X, y, { nEstimators: 5 }).hasGate).toBe(false);
  });

  it('heading patterns: numbered siblings and month names share one', () => {
    expect(headingPattern('Module 1: Linear Classifiers')).toBe(headingPattern('Module 2: Neural Network'));
    expect(headingPattern('January')).toBe(headingPattern('February 2024'));
    expect(headingPattern('Week 3')).not.toBe(headingPattern('Weekly quizzes'));
    expect(headingPattern('Decision Trees')).not.toBe(headingPattern('December'));
  });

  it('gate candidates: a flow heading\'s own words, a column header\'s best typed class, none for group rows', () => {
    const t = parseHtml(`<h2>Written Homeworks</h2><p>x</p><h2>Staff</h2><p>y</p>
      <table><tr><th>date</th><th>topic</th></tr><tr><td>Sep 1</td><td>Intro</td></tr></table>`);
    const hs = detectHeadings(t);
    const p = [0.1, 0.3, 0.05, 0.55];
    expect(hs.map((h) => gateCandidate(h, p))).toEqual(['assignments', undefined, 'assignments', 'assignments']);
  });

  it('head words: the last word before an of/de phrase, a trailing index dropped', () => {
    expect(['Written Homeworks', 'Late Homework Policy', 'Capítulo Listas de Exercícios', 'Reading assignments for 256', 'Readings week 12', 'Homework 3', 'Exercícios🔗'].map(headWord)).toEqual([
      'homeworks', 'policy', 'listas', 'assignments', 'readings', 'homework', 'exercicios',
    ]);
  });

  it('gate candidates come from the head word first: none when it names an other topic', () => {
    const t = parseHtml(`<h2>Readings week 3</h2><p>x</p><h2>Late Homework Policy</h2><p>y</p><h2>Class Schedule</h2><p>z</p><h2>Tutorial Problem &amp; Supplementary Information:</h2><p>w</p>`);
    const p = [0.1, 0.3, 0.05, 0.55];
    expect(detectHeadings(t).map((h) => gateCandidate(h, p))).toEqual([undefined, undefined, 'lectures', 'lectures']);
  });

  it('due columns: a column beside a due column, and a flow heading over a table with one, see it', () => {
    const t = parseHtml(`<h1>Papers</h1><table><tr><th>Reading</th><th>Link</th><th>Due date</th></tr>
      <tr><td>Holland 1986</td><td><a href="h.pdf">Link</a></td><td>9/17/24</td></tr></table>`);
    const hs = detectHeadings(t);
    const f = (h: (typeof hs)[number], name: string) => headingFeatures(h, t, hs, pageContext(t))[FEATURE_NAMES.indexOf(name)];
    expect(hs.map((h) => h.text)).toEqual(['Papers', 'Reading', 'Link', 'Due date']);
    expect(hs.map((h) => f(h, 'table_due'))).toEqual([0, 1, 1, 0]);
    expect(hs.map((h) => f(h, 'due_head'))).toEqual([0, 0, 0, 1]);
    expect(hs.map((h) => f(h, 'c_col_due'))).toEqual([1, 0, 0, 0]);
  });

  it('gated section labels pool over pattern siblings; records still need the outright winner', () => {
    // stub: every heading "other" for the forest; the gate says 0.7 / 0.4 to the two modules (mean 0.55 ≥ 0.5)
    // and 0.4 to "Lectures" alone
    const stub = {
      hasGate: true,
      probabilities: (X: number[][]) => X.map(() => [0.3, 0.1, 0.0, 0.6]),
      gateProbabilities: (X: number[][]) => X.map((_, i) => [0.7, 0.4, 0.4][i] ?? 0),
    } as unknown as HeadingClassifier;
    const r = extractCourse(
      parseHtml(`<h2>Module 1</h2><p>a</p><h2>Module 2</h2><p>b</p><h2>Lectures</h2><p>c</p><h2>Staff</h2><p>d</p>`),
      { classifier: stub },
    );
    expect(r.sections.map((s) => `${s.text}=${s.type}`)).toEqual(['Module 1=lectures', 'Module 2=lectures', 'Lectures=other', 'Staff=other']);
    expect(r.records).toEqual([]);
  });

  it('one text, one label: an `other` heading takes the label of its typed twins when they agree and are at least as many', () => {
    // stub forest: the two h2 "Major Deliverables" are assignments, the lead-in "Major Deliverables:" other;
    // "Readings" is lectures once and other once (a tie: the type); "Notes" lectures once, other twice (no
    // change); the gate says no to everything
    const P = [
      [0, 0.8, 0, 0.2],
      [0, 0.8, 0, 0.2],
      [0.1, 0, 0, 0.9],
      [0.1, 0.2, 0, 0.7],
      [0.6, 0, 0, 0.4],
      [0.2, 0, 0, 0.8],
      [0.6, 0, 0, 0.4],
      [0.2, 0, 0, 0.8],
      [0.2, 0, 0, 0.8],
    ];
    const stub = {
      hasGate: true,
      probabilities: (X: number[][]) => X.map((_, i) => P[i]),
      gateProbabilities: (X: number[][]) => X.map(() => 0),
    } as unknown as HeadingClassifier;
    const r = extractCourse(
      parseHtml(`<h2>Major Deliverables</h2><ul><li>Report 1</li></ul><h2>Major  deliverables</h2><ul><li>Report 2</li></ul>
        <h2>Course grade</h2><p><b>Major Deliverables:</b> Poster</p><h2>Readings</h2><ul><li>Lecture 1 notes</li></ul><h2>Readings</h2><p>See the library.</p>
        <h2>Notes</h2><ul><li>Lecture 2 notes</li></ul><h2>Notes</h2><p>x</p><h2>Notes</h2><p>y</p>`),
      { classifier: stub },
    );
    expect(r.sections.map((s) => `${s.text}=${s.type}`)).toEqual([
      'Major Deliverables=assignments',
      'Major deliverables=assignments',
      'Course grade=other',
      'Major Deliverables:=assignments',
      'Readings=lectures',
      'Readings=lectures',
      'Notes=lectures',
      'Notes=other',
      'Notes=other',
    ]);
    // labels only: no record from the lead-in
    expect(r.records.map((x) => `${x.type}:${x.fields.title}`)).toEqual(['assignment:Report 1', 'assignment:Report 2', 'lecture:Lecture 1 notes', 'lecture:Lecture 2 notes']);
  });
});
