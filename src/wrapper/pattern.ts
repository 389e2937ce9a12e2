/**
 * Content template of a field (seed 004 §9.4, used where tags cannot tell records apart): when every
 * training value of a field starts with the same words followed by a number — `Lecture 3`, `HW1`,
 * `Problem Set 2`, `L7` — that literal is template text of the record type, not content, and a candidate
 * whose value does not start with it is a structurally identical sibling of another kind ("Readings week 4"
 * beside "Homework 2", the file name of a differently laid out row). Date-like values are never patterns
 * (two training dates of one month say nothing about the next).
 */
import { ITEM_CUES, fold } from '../course/lexicon.js';
import { collapse } from '../page/tree.js';

const MONTH_OR_DAY =
  /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|m|t|w|th|f|tu)$/;

const norm = (s: string) => collapse(s).toLowerCase();

/** Words before the first digit of a value, when they are followed by the number directly or after one of ` #.:-`. */
function lead(v: string): string | undefined {
  const m = /^([^\d]*?)[\s#.:-]*\d/u.exec(norm(v));
  if (!m) return undefined;
  const p = m[1].trim().replace(/\s+/g, ' ');
  return /\p{L}/u.test(p) && p.length <= 30 ? p : undefined;
}

/** The shared lead of at least two distinct training values (or of one bare counter), if all have the same. */
export function valuePattern(samples: string[]): string | undefined {
  const distinct = [...new Set(samples.map(norm).filter(Boolean))];
  // one value is evidence only when it is nothing but a name and a number ("L2", "HW 3"): a counter
  if (!distinct.length || (distinct.length === 1 && !/^[^\d]*?[\s#.:-]*\d+[.:]?$/u.test(distinct[0]))) return undefined;
  const leads = distinct.map(lead);
  const p = leads[0];
  if (!p || leads.some((l) => l !== p)) return undefined;
  if (p.split(' ').some((w) => MONTH_OR_DAY.test(w.replace(/[^\p{L}]/gu, '')))) return undefined;
  return p;
}

/** Whether a value starts with the pattern followed by a number (the template itself, nothing looser). */
export function carries(value: string | string[], pattern: string): boolean {
  return (Array.isArray(value) ? value : [value]).some((v) => lead(v) === pattern);
}

/**
 * Whether a value fits a field's pattern: it starts with the pattern followed by a number, or — for the
 * course record types — it names an item of the record's type in its own words ("Final exam" after
 * "Quiz 1", "Quiz 2"; "Lab 1" after "Assignment 1", "Assignment 2"; ITEM_CUES of course/lexicon.ts).
 * For other types a value with no number at all is let through (nothing contradicts the pattern).
 */
export function fitsPattern(value: string | string[], pattern: string, type?: string): boolean {
  const vs = Array.isArray(value) ? value : [value];
  const course = type === 'lecture' || type === 'assignment' || type === 'quiz' ? type : undefined;
  return vs.some((v) => {
    const l = lead(v);
    if (l === pattern) return true;
    if (course) {
      const t = fold(v);
      return ITEM_CUES[course].test(t) && !ITEM_CUES.skip.test(t);
    }
    return l === undefined;
  });
}


/**
 * Whether a title names an item of another course type and not one of its own ("Midterm Exam" in a row of a
 * lecture schedule, "Project proposal due"), or a day without the item ("No class", "Spring break"):
 * schedules mix types in rows that share one structure. Never for other record types.
 */
export function namesOtherType(value: string | string[], type: string): boolean {
  if (type !== 'lecture' && type !== 'assignment' && type !== 'quiz') return false;
  const t = fold(Array.isArray(value) ? value.join(' ') : value);
  if (isDayOff(t, type)) return true;
  if (ITEM_CUES[type].test(t)) return false;
  return (['lecture', 'assignment', 'quiz'] as const).some((o) => o !== type && ITEM_CUES[o].test(t));
}

/** Character-class shape of a value: letters → a, digits → 9, runs collapsed ("F, 9/10" → "a, 9/9"). */
export function shapeOf(v: string): string {
  return norm(v).replace(/\p{L}+/gu, 'a').replace(/\d+/g, '9');
}

/**
 * The shape every training value of a date field has, when at least two distinct values agree and it holds
 * a number ("a, 9/9" for "F, 9/10", "M, 9/13"): a candidate of another shape ("Week 1" in a group row) is
 * not a date of this wrapper's records.
 */
export function dateShape(field: string, samples: string[]): string | undefined {
  if (!/^(date|due)$/i.test(field)) return undefined;
  const distinct = [...new Set(samples.map(norm).filter(Boolean))];
  if (distinct.length < 2) return undefined;
  const shapes = new Set(distinct.map(shapeOf));
  const [s] = shapes;
  return shapes.size === 1 && s.includes('9') ? s : undefined;
}

/**
 * A day without an item of the type: "No class", "Spring break", "Reading week" (a break at Canadian
 * universities), and for lectures the labeling guide's non-lectures — recitation / discussion sections and
 * office hours. Only for the course record types.
 */
export function isDayOff(value: string | string[], type: string): boolean {
  if (type !== 'lecture' && type !== 'assignment' && type !== 'quiz') return false;
  const t = fold(Array.isArray(value) ? value.join(' ') : value);
  if (ITEM_CUES.skip.test(t) || /\breading (week|break)\b/.test(t)) return true;
  return type === 'lecture' && /\b(recitations?|discussion sections?|office hours)\b/.test(t);
}
