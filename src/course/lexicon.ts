/**
 * Multilingual cue words for course sections (English, Portuguese, French, Greek — the languages the
 * course pages contain). They feed the heading classifier as features (never as the decision alone) and
 * drive the keyword-rule baseline (seed 000 §3.1.2: "the type of the data under a heading is the heading's").
 */
import type { PageNode } from '../page/tree.js';

/** Lower-case, strip accents (so "exercícios" ≡ "exercicios", "διάλεξη" ≡ "διαλεξη"), collapse whitespace. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** Cue groups; each is a regex over folded text. */
export const CUES = {
  lecture:
    /\b(lec(ture)?s?|lecture ?notes|class(es)?|slides?|topics?|schedule|calendar|week|semana|aulas?|cronograma|andamento|cours|seances?|lecons?|modules?|tutorials?|handouts?|unit|sessions?|meetings?|διαλεξ\S*|μαθημα\S*|εβδομαδα)\b/,
  assignment:
    /\b(assignments?|assn|homeworks?|hws?\d*|problem ?sets?|psets?|ps\d+|exercises?|exercicios|exercices|labs?|projects?|mini-?projects?|deliverables?|milestones?|coursework|listas?|tarefas?|entregas?|trabalhos?|devoirs?|projets?|tps?|tds?|εργασι\S*|ασκησ\S*)\b/,
  quiz: /\b(quiz(zes)?|exams?|examinations?|midterms?|mid-?sem|end-?sem|finals?|tests?|provas?|avaliac\S*|examens?|partiels?|controles?|εξετασ\S*|διαγωνισμα\S*|προοδος)\b/,
  other:
    /\b(staff|instructors?|teaching|tas?|office ?hours?|grading|grades?|textbooks?|books?|polic(y|ies)|prerequisites?|contact|announcements?|resources?|links?|about|navigation|on this page|contents?|description|overview|piazza|gradescope|readings?|references?|bibliograf\S*|bibliographie|notas|avisos|comments?|faq|syllabus|where|time and place|location|integrity|communication|software)\b/,
  date: /\b(dates?|due|when|day|data|datas|prazo|echeance|jour|ημερομηνια|out|released?|deadline|posted)\b/,
  link: /\b(slides?|notes?|materials?|handouts?|pdf|videos?|recordings?|solutions?|code|files?|link|download|resources?|starter|instructions)\b/,
  title: /\b(topics?|titles?|descriptions?|subjects?|name|contents?|assuntos?|sujets?|themes?|θεμα\S*)\b/,
  number: /^(#|no\.?|n[º°]|lec ?#|assn ?#|lec|ses ?#|week|wk|semana|day)$/,
} as const;

export type CueName = keyof typeof CUES;
export const CUE_NAMES = Object.keys(CUES) as CueName[];

/** Item-level cues: a single item's own text, e.g. "HW 3", "Lecture 12", "Midterm exam". */
export const ITEM_CUES = {
  lecture: /\b(lecture|lec|class|aula|cours|seance|διαλεξη)\s*#?\d+/,
  assignment:
    /\b(homework|hw|problem set|pset|ps|assignment|assn|lab|project|exercise|lista|tarefa|atividade|devoir|tp|td|εργασια)\s*#?\d+|\b(project|proposal|milestone|deliverable|report|presentation|write-?up|poster)\b/,
  quiz: /\b(quiz|exam|midterm|final exam|test|prova|examen|partiel|εξεταση)\b|\bp\d\b/,
  skip: /\b(no class(es)?|no lecture|holiday|recess|break|thanksgiving|vacation|feriado|ferias|no quiz|cancel+ed)\b/,
} as const;

/** Does the folded text match the cue group? */
export function cue(text: string, name: CueName): boolean {
  return CUES[name].test(text);
}

/** Section types the headings path produces. */
export const SECTION_CLASSES = ['lectures', 'assignments', 'quizzes', 'other'] as const;
export type SectionClass = (typeof SECTION_CLASSES)[number];

/** Section type → record type. */
export const RECORD_TYPE: Record<Exclude<SectionClass, 'other'>, 'lecture' | 'assignment' | 'quiz'> = {
  lectures: 'lecture',
  assignments: 'assignment',
  quizzes: 'quiz',
};

/**
 * The keyword rule of the baseline (the seed-000-style heading rule the classifier must beat): a heading whose
 * text names assignments/homework, lectures, or quizzes/exams gets that type, everything else `other`.
 */
export function keywordRule(text: string): SectionClass {
  const t = fold(text);
  if (/\b(quiz|quizzes|exams?|midterms?|finals?|tests?|provas?)\b/.test(t)) return 'quizzes';
  if (/\b(assignments?|homeworks?|hw|problem sets?|psets?|exercises?|labs?|projects?)\b/.test(t)) return 'assignments';
  if (/\b(lectures?|lecture notes|slides|class(es)?|schedule|calendar)\b/.test(t)) return 'lectures';
  return 'other';
}

const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'center', 'dd', 'details', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li',
  'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

const INLINE = new Set(['span', 'a', 'font', 'small', 'big', 'abbr', 'code', 'time', 'label']);

// Boundaries where page sources nearly always have whitespace (the checker keeps it); not div/span.
const SPACED = new Set(['td', 'th', 'tr', 'li', 'p', 'dt', 'dd', 'table', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'section', 'article', 'header', 'footer', 'nav', 'caption', 'hr']);

export function isBlock(tag: string): boolean {
  return BLOCK.has(tag);
}

/**
 * Text of a node as the gold checker reads it: text nodes concatenated, `<br>` and block boundaries as
 * spaces (the static tree drops whitespace-only text nodes, which the checker would keep between cells).
 */
export function nodeText(node: PageNode): string {
  const hit = textCache.get(node);
  if (hit !== undefined) return hit;
  const out: string[] = [];
  const visit = (n: PageNode) => {
    if (n.kind === 'text') {
      out.push(n.text);
      return;
    }
    if (n.tag === 'br') {
      out.push(' ');
      return;
    }
    const block = SPACED.has(n.tag);
    if (block) out.push(' ');
    let prev: PageNode | undefined;
    for (const c of n.children) {
      // the static tree drops whitespace-only text, so `<span>A</span> <span>B</span>` loses its space:
      // adjacent inline elements are taken to have been separated
      if (prev && prev.kind === 'element' && c.kind === 'element' && INLINE.has(prev.tag) && INLINE.has(c.tag)) out.push(' ');
      visit(c);
      prev = c;
    }
    if (block) out.push(' ');
  };
  visit(node);
  const text = out.join('').replace(/[\s\u00a0]+/g, ' ').trim();
  textCache.set(node, text);
  return text;
}

// Trees are not edited after parsing; heading detection asks for the same texts many times.
const textCache = new WeakMap<PageNode, string>();
