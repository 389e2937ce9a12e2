/**
 * Template-independent course records (issue 4): headings → classified sections → records.
 * `extract apply --mode headings|auto` calls `extractCourse`; it works on a static tree and uses visual
 * features (`box`, `style`) when the tree was rendered.
 */
import type { PageTree } from '../page/tree.js';
import type { ExtractedRecord, Section } from '../wrapper/record.js';
import { HeadingClassifier, shippedClassifier } from './classifier.js';
import { pageYear } from './dates.js';
import { gateCandidate, gateGroup, headingFeatures, pageContext } from './features.js';
import { detectHeadings, type Heading } from './headings.js';
import { CUES, fold, keywordRule, SECTION_CLASSES, type SectionClass } from './lexicon.js';
import { buildRecords, type TypedHeading } from './records.js';

export interface CourseExtraction {
  records: ExtractedRecord[];
  sections: Section[];
}

export interface CourseOptions {
  /** Heading classifier; default the shipped model (models/headings.json). */
  classifier?: HeadingClassifier;
  /**
   * Prior correction of section labels: a heading the classifier calls "other" is labeled with its best typed
   * class when that class has at least this fraction of the "other" probability and the heading's own words
   * (or its table column) support it (default OTHER_WEIGHT; 1 = plain argmax). Records ignore it.
   */
  otherWeight?: number;
  /** Use the keyword rule instead of the classifier (the baseline). */
  rule?: 'keyword';
  /**
   * Build records under each heading's reported label rather than the forest's outright winner ('type', the
   * default). 'label' adds the items of sections only the gate or a twin typed (`Weekly topics` over `Week 3:
   * Scheduling` links): on the gold course pages that trades record precision for recall (typed F1 0.8710 →
   * 0.8688 at seed 42), so `extract apply` keeps 'type'; the crawler's critic counts them as yield.
   */
  recordsFrom?: 'type' | 'label';
}

/** Prior correction of the section labels (see classifyHeadings). */
export const OTHER_WEIGHT = 0.7;
const CUE_OF: Record<string, RegExp> = { lectures: CUES.lecture, assignments: CUES.assignment, quizzes: CUES.quiz };

/** Classify every detected heading of a page. */
export function classifyHeadings(tree: PageTree, headings: Heading[], opts: CourseOptions = {}): TypedHeading[] {
  if (opts.rule === 'keyword') return headings.map((heading) => ({ heading, type: keywordRule(heading.text), score: 1 }));
  const clf = opts.classifier ?? shippedClassifier();
  const ctx = pageContext(tree);
  const X = headings.map((h) => headingFeatures(h, tree, headings, ctx));
  const P = clf.probabilities(X);
  if (!clf.hasGate || opts.otherWeight !== undefined) return sameTextLabels(typeHeadings(headings, P, opts.otherWeight));
  return sameTextLabels(gateLabels(typeHeadings(headings, P, 1), X, P, clf));
}

/** A heading's text as a section name: folded, end punctuation stripped ("Major Deliverables:" = "major deliverables"). */
function sectionName(text: string): string {
  return fold(text).replace(/^[\s:;,.\-|()[\]]+|[\s:;,.\-|()[\]]+$/g, '');
}

/**
 * One text, one label: headings of a page with the same text name one kind of section. A heading labeled
 * `other` takes the typed label of its twins when they agree on the type and are at least as many as the
 * `other` ones (itself included): a lead-in "Major Deliverables:" beside three typed "Major Deliverables"
 * headings, a page-title box above an h1 of the same text. `other` is the default class and a typed label is
 * evidence, so a tie goes to the type; a minority typed twin changes nothing (a repeated "Topics" field name
 * beside one typed column). Labels only: records keep the forest's outright winner.
 */
export function sameTextLabels(typed: TypedHeading[]): TypedHeading[] {
  const labelOf = (t: TypedHeading) => (t.type !== 'other' ? t.type : (t.label ?? 'other'));
  const twins = new Map<string, TypedHeading[]>();
  for (const t of typed) {
    const k = sectionName(t.heading.text);
    if (!k) continue;
    const m = twins.get(k);
    if (m) m.push(t);
    else twins.set(k, [t]);
  }
  for (const group of twins.values()) {
    if (group.length < 2) continue;
    const typedTwins = group.filter((t) => labelOf(t) !== 'other');
    if (!typedTwins.length || typedTwins.length * 2 < group.length) continue;
    const label = labelOf(typedTwins[0]);
    if (typedTwins.some((t) => labelOf(t) !== label)) continue;
    for (const t of group) {
      if (labelOf(t) !== 'other') continue;
      t.label = label;
      t.score = typedTwins[0].score;
    }
  }
  return typed;
}

/**
 * Section labels of a v3 model: a heading the forest calls `other` takes its candidate class (its words' type,
 * or a column header's best typed class: `gateCandidate`) when the gate says that is its class with
 * probability ≥ 0.5 — averaged over the headings written to the same pattern under the same parent ("Module 1",
 * "Module 2"), which share a type. Records still take the forest's outright winner.
 */
export function gateLabels(typed: TypedHeading[], X: number[][], P: number[][], clf: HeadingClassifier): TypedHeading[] {
  const idx: number[] = [];
  const cand: SectionClass[] = [];
  typed.forEach((t, i) => {
    const c = t.type === 'other' ? gateCandidate(t.heading, P[i]) : undefined;
    if (c) {
      idx.push(i);
      cand.push(c);
    }
  });
  if (!idx.length) return typed;
  const g = clf.gateProbabilities(
    idx.map((i) => X[i]),
    cand,
  );
  const groups = new Map<string, number[]>();
  idx.forEach((i, k) => {
    const key = gateGroup(typed[i].heading, cand[k]);
    const m = groups.get(key);
    if (m) m.push(k);
    else groups.set(key, [k]);
  });
  for (const members of groups.values()) {
    const mean = members.reduce((a, k) => a + g[k], 0) / members.length;
    if (mean < 0.5) continue;
    for (const k of members) {
      typed[idx[k]].label = cand[k];
      typed[idx[k]].score = Math.round(mean * 1000) / 1000;
    }
  }
  return typed;
}

/**
 * Types from class probabilities (one row per heading, SECTION_CLASSES order): records take the argmax; the
 * section label corrects for the class prior (see CourseOptions.otherWeight).
 */
export function typeHeadings(headings: Heading[], P: number[][], otherWeight?: number): TypedHeading[] {
  const ow = otherWeight ?? OTHER_WEIGHT;
  const typed = headings.map((heading, i) => {
    let best = 0;
    for (let k = 1; k < SECTION_CLASSES.length; k++) if (P[i][k] > P[i][best]) best = k;
    const type = SECTION_CLASSES[best] as SectionClass;
    // the section label corrects for the class prior ("other" is 58% of the training headings): the best typed
    // class wins when it is within otherWeight of "other" and the heading's words name it (or it heads a table
    // column); record building still needs the outright winner
    let label = type;
    if (type === 'other') {
      let t = 0;
      for (let k = 1; k < 3; k++) if (P[i][k] > P[i][t]) t = k;
      const c = SECTION_CLASSES[t] as SectionClass;
      const supported = heading.kind === 'colheader' || heading.kind === 'caption' || CUE_OF[c].test(fold(heading.text));
      if (supported && P[i][t] >= P[i][3] * ow) label = c;
    }
    return { heading, type, label, score: Math.round(P[i][SECTION_CLASSES.indexOf(label)] * 1000) / 1000 };
  });
  return groupRowsTakeTableType(typed);
}

/**
 * A group row of a schedule table ("Week 3 — Trees", a unit row) heads rows of its table, so it takes the
 * type of the table's first typed column header; rows are rare in training data, the table's headers are not.
 */
function groupRowsTakeTableType(typed: TypedHeading[]): TypedHeading[] {
  for (const t of typed) {
    if (t.heading.kind !== 'rowgroup' || !t.heading.table) continue;
    const head = typed.find((o) => o.heading.table === t.heading.table && o.heading.kind === 'colheader' && o.type !== 'other');
    if (head) t.type = head.type;
  }
  return typed;
}

export function extractCourse(tree: PageTree, opts: CourseOptions = {}): CourseExtraction {
  const headings = detectHeadings(tree);
  const typed = classifyHeadings(tree, headings, opts);
  if (opts.recordsFrom === 'label') for (const t of typed) if (t.type === 'other' && t.label && t.label !== 'other') t.type = t.label;
  return recordsAndSections(tree, headings, typed);
}

/** Records from typed headings, and the sections as reported. */
export function recordsAndSections(tree: PageTree, headings: Heading[], typed: TypedHeading[]): CourseExtraction {
  // record building may retype column headers (a schedule table's date/number columns take its type)
  const records = buildRecords(tree, typed, { year: pageYear(`${tree.title} ${headings[0]?.text ?? ''}`) });
  // a heading the records were built under (or retyped by its table) reports that type, others their label
  const sections: Section[] = typed.map((t) => ({ text: t.heading.text, type: t.type !== 'other' ? t.type : (t.label ?? t.type), score: t.score }));
  return { records, sections };
}
