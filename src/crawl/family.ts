/**
 * Course databases: families of pages, one per course, that are about courses but are not their sites — a
 * registrar's schedule (`2020 Spring COMPSCI 114 102 DIS 102 | Class Schedule`), a catalogue without the word
 * in its title (`ELENG 113. Power Electronics | EECS at Westbrook`), a student society's course surveys, a
 * systems wiki's class-account pages. Each entry names a course number and title, a term and an instructor,
 * and the page classifier, which learned course pages from 1997 titles, gave them 0.85–1.0. What no entry has
 * is a course's own material: links to its lectures, assignments and exams under its own URL. A course's
 * home has them (in a US-style rehearsal web, 60 of 60 sampled homes; WebKB's 1997 homes 65 of 82), and
 * the homes of one family rarely lack them all.
 *
 * A family is the pages of one host and one directory (an index page's own directory counts as its parent's:
 * `/education/courses/cse488/` is one of `/education/courses/`'s entries) whose titles end alike
 * (`… | Class Schedule`, `… - HKN Mu Chapter`). Once FAMILY_MIN of its pages were taken for course homes and
 * fewer than a quarter had material links, it is a database: its further pages are neither extracted, written
 * nor taught as course homes (their links are still scored as a home's: an entry links its course's site), and
 * the links that led to its first homes are taught again as leading to entries.
 */

import { yieldKey } from './yield.js';
import { dirOf, extensionOf, hostOf, isBelow, shelfOf } from './url.js';
import { titleParts, wordsRegExp } from './words.js';

/** Homes taken in one family before it can be judged a database. */
export const FAMILY_MIN = 8;
/** Homes taken in a family beside a database (see `CourseFamilies.isDatabase`) before it can be judged one. */
export const SIBLING_MIN = 3;
/** Share of a family's homes with material links under which it is a database. */
export const MATERIAL_SHARE = 0.25;

/**
 * A course's material, by the link's anchor (or a file's name), in the languages the critic reads (German
 * compounds spelled out: `Vorlesungsfolien`, `Übungsblätter`, not `Vorlesungsverzeichnis`, a catalogue). Matched
 * between letters of any script (`\b` misses `Ü`).
 */
const MATERIAL = wordsRegExp(
  '(lectures?|slides?|notes|homeworks?|hw\\s?\\d*|assignments?|problem\\s?sets?|psets?|projects?|exams?|midterms?|quiz(zes)?|syllabus|readings?|labs?|discussions?|handouts?|solutions?|week\\s?\\d+|modules|announcements|tutorials?|exercises?' +
    '|cours|td|tp|examens?|devoirs?|polycopiés?|séances?|partiels?|corrigés?' +
    '|clases|temario|exámenes|tareas|prácticas|apuntes|aulas|provas|listas?|exercícios|lezioni|esami|esercitazioni|soluzioni' +
    // Portuguese: materials, evaluations, assignments, lecture notes, the course's plan and schedule (a SIGAA class's tabs)
    '|materiais|material didático|avaliações|trabalhos|notas de aula|plano de (curso|ensino)|cronograma' +
    '|hoorcolleges?|werkcolleges?|tentamens?|opdrachten|oefeningen' +
    '|vorlesung(en|sfolien|saufzeichnungen)?|folien|(ü|ue)bung(en|sblatt|sblätter|sblaetter|saufgaben)?|klausur(en)?|hausaufgaben?' +
    '|skript(e|en)?|aufgabenbl(a|ä)tt(er)?|l(ö|oe)sung(en)?|tutorium|tutorien|praktikum' +
    // Japanese, Chinese, Korean: materials, slides, assignments and reports, exercises, quizzes and exams, answers,
    // a numbered lecture (`第3回`)
    '|講義資料|授業資料|資料|スライド|課題|レポート|演習|小テスト|試験|解答|第\\s?\\d+\\s?回|课件|讲义|作业|考试|习题|과제|강의\\s?자료|시험|퀴즈' +
    // Russian: a lecture or seminar (numbered), slides, presentations, assignments, homework, lab work, notes, tests
    '|лекци\\p{L}*|семинар\\p{L}*|слайд\\p{L}*|презентаци\\p{L}*|задани\\p{L}*|дз\\s?\\d*|домашн\\p{L}* задани\\p{L}*|лабораторн\\p{L}* работ\\p{L}*|конспект\\p{L}*|контрольн\\p{L}*|материалы' +
    // Polish: lectures, slides, materials, problem lists, exercises, labs, tests, exams, solutions
    '|wykład\\p{L}*|slajdy|materiały|zadani[ae]|list[ay] zadań|ćwiczeni[ae]|laboratori(um|a)|kolokwi(um|a)|egzamin\\p{L}*|rozwiązani[ae])',
  'iu',
);
/** A file a course hands out. */
const HANDOUT = /^(pdf|ps|ppt|pptx|doc|docx|zip|ipynb|tar|gz|tgz|txt|py|java|c|m|r|key)$/;

/** The last segment of a title split at its separators, words only (`… | Class Schedule` → `class schedule`); '' for a one-part title. */
export function titleSuffix(title: string): string {
  const parts = titleParts(title);
  if (parts.length < 2) return '';
  return parts[parts.length - 1].toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

/** The family of a page: host, directory (an index page's parent) and title suffix. */
export function familyKey(url: string, title: string): string {
  return `${hostOf(url)}|${yieldKey(shelfOf(url)).replace(COURSE_DIR, '@')}|${titleSuffix(title)}`;
}

/**
 * A directory named by a course code (`/archive/CS6216/`, `/teaching/modules/comp2022/`): one catalogue keeps each
 * module's yearly entries in a directory of its own, so a family by directory never grew to FAMILY_MIN (layout H:
 * 141 archive entries written as homes). Every course's directory on a host is one family.
 */
const COURSE_DIR = /(?<=\/)[a-z]{2,5}[-_]?\d{3,4}[a-z]{0,2}(?=\/)/gi;

/**
 * Links to a course's own material: a lecture, an assignment, an exam… by anchor, that lie under the page's
 * directory on its host, or are handout files, or are a script's records on its host (a Moodle course's
 * `mod/resource/view.php?id=…`).
 */
export function materialLinks(links: readonly { url: string; anchor: string }[], pageUrl: string): number {
  const dir = dirOf(pageUrl);
  const host = hostOf(pageUrl);
  let n = 0;
  for (const l of links) {
    if (l.url === pageUrl) continue;
    const file = HANDOUT.test(extensionOf(l.url));
    const material = MATERIAL.test(leadOf(l.anchor)) || (file && MATERIAL.test(l.url.slice(l.url.lastIndexOf('/') + 1)));
    if (!material) continue;
    const same = hostOf(l.url) === host;
    if (file || (same && (isBelow(l.url, dir) || l.url.includes('?')))) n++;
  }
  return n;
}

/**
 * An anchor's first words, where a material link names its kind (`Week 3 slides`, `Assignment 2: A Shell`); a
 * report's or a paper's title mentioning `notes` or `project` further on is no course material (layout F: a
 * technical-report browse page linked 14 such titles).
 */
const leadOf = (anchor: string) => anchor.trim().split(/\s+/, LEAD_WORDS).join(' ');
const LEAD_WORDS = 3;

export class CourseFamilies {
  private readonly families = new Map<string, { homes: number; material: number; urls: string[] }>();
  /** Pages written as homes but not learnt as ones (see `wrote`), by family. */
  private readonly writtenOnly = new Map<string, string[]>();
  /** Host, parent directory and title suffix of families judged databases on FAMILY_MIN homes (see `siblingOf`). */
  private readonly databaseParents = new Set<string>();

  /**
   * Page `url` of family `key` was taken for a course home; `material`: it links its course's material. Returns
   * the family's homes when this one made it a database (they were taught as course homes: unteach them),
   * with those of its sibling shelves that became databases with it.
   */
  home(key: string, material: boolean, url = ''): string[] {
    const f = this.families.get(key) ?? { homes: 0, material: 0, urls: [] };
    const was = this.isDatabase(key);
    f.homes++;
    if (material) f.material++;
    f.urls.push(url);
    this.families.set(key, f);
    if (was || !this.isDatabase(key)) return [];
    const urls = f.urls;
    f.urls = [];
    const parent = siblingOf(key);
    if (parent && f.homes >= FAMILY_MIN && !this.databaseParents.has(parent)) {
      this.databaseParents.add(parent);
      // Its sibling shelves that are databases by SIBLING_MIN now flip with it: their homes so far are
      // entries too (layout E: the EE surveys' first 5 homes kept their shelf undemoted for 30 more fetches).
      for (const [k, g] of this.families)
        if (g.urls.length && siblingOf(k) === parent && this.isDatabase(k)) {
          urls.push(...g.urls);
          g.urls = [];
        }
    }
    return urls;
  }

  /**
   * Page `url` of family `key` was written as a course home but not learnt as one (a course named by its topics,
   * `CS6216 Advanced Topics in …`): it does not count towards the family's verdict, but is one of its entries
   * once the family is a database (layout H: five archive entries stayed homes after their family flipped).
   */
  wrote(key: string, url: string): void {
    const w = this.writtenOnly.get(key);
    if (w) w.push(url);
    else this.writtenOnly.set(key, [url]);
  }

  /** The pages `wrote` recorded in families that are databases now, each returned once. */
  takeWritten(): string[] {
    const out: string[] = [];
    for (const [k, w] of this.writtenOnly)
      if (this.isDatabase(k)) {
        out.push(...w);
        this.writtenOnly.delete(k);
      }
    return out;
  }

  /**
   * Whether family `key` is a course database. A family beside a database (same host and title suffix, a
   * sibling directory: a society's `/coursesurveys/course/EE/` beside `/coursesurveys/course/CS/`) is judged
   * on SIBLING_MIN homes: it is likely the same database's next shelf, unless its pages link material.
   */
  isDatabase(key: string): boolean {
    const f = this.families.get(key);
    if (!f) return false;
    const parent = siblingOf(key);
    const min = parent && this.databaseParents.has(parent) ? SIBLING_MIN : FAMILY_MIN;
    return f.homes >= min && f.material < MATERIAL_SHARE * f.homes;
  }
}

/** A family key's host, parent directory and title suffix; undefined for a family without a suffix (one-part titles say nothing of a site's template). */
function siblingOf(key: string): string | undefined {
  const [host, dir, suffix] = key.split('|');
  if (!suffix || dir === undefined) return undefined;
  return `${host}|${shelfOf(dir)}|${suffix}`;
}
