/**
 * Multilingual cue words for course sections (English, Portuguese, French, Greek — the languages the
 * course pages contain — and the crawl's other languages: Japanese, Chinese, Korean, Russian, Polish). Russian cues are
 * written folded (`е` for `ё`, `и` for `й`: `fold` drops their marks). They feed the heading classifier as features (never as the decision alone) and
 * drive the keyword-rule baseline (seed 000 §3.1.2: "the type of the data under a heading is the heading's").
 */
import type { PageNode } from '../page/tree.js';

/** Lower-case, strip accents (so "exercícios" ≡ "exercicios", "διάλεξη" ≡ "διαλεξη"), collapse whitespace. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    // composed again: NFD splits kana from their voicing marks (`ド`) and Hangul syllables into their letters
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/**
 * Letters of the scripts written without spaces between words (Han, kana; Hangul's words carry their particles):
 * no letter beside a word there says the word ends, so `講義` in `第3回講義資料` is a word.
 */
export const UNSPACED_LETTERS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30fc\\u3005';
/** A letter or digit that continues a word: any but the unspaced scripts' (see `wordsRegExp`); a regex source for a `u` regex. */
export const WORD_CHAR = `(?![${UNSPACED_LETTERS}])[\\p{L}\\p{N}]`;

/**
 * Word lists matched between letters of any script: `\b` is ASCII-only, so it fails before `Ü` (`Übung`), after `é`
 * (`séances`) and around every Greek word. The crawl's critic, prior and course families read German, French,
 * Spanish, Portuguese, Italian, Dutch, Swedish, Japanese, Chinese and Korean pages with them.
 */
export function wordsRegExp(alternation: string, flags: string): RegExp {
  return new RegExp(`(?<!${WORD_CHAR})(${alternation})(?!${WORD_CHAR})`, flags);
}

/** `\b` before and after a cue, as ASCII reads it (`_` continues a word) and for letters of any script. */
const LEAD = `(?<!${WORD_CHAR}|_)`;
const TAIL = `(?!${WORD_CHAR}|_)`;
/** A cue group: words of any script between word boundaries, and words of the unspaced scripts anywhere. */
const cueGroup = (words: string, unspaced = '') => new RegExp(`${LEAD}(?:${words})${TAIL}${unspaced ? `|${unspaced}` : ''}`, 'u');

/**
 * Cue groups; each is a regex over folded text. Greek words were never matched before the boundaries read any
 * script (`\bδιαλεξ` needs an ASCII letter before it); Japanese, Chinese and Korean cues need none.
 */
export const CUES = {
  lecture: cueGroup(
    String.raw`lec(ture)?s?|lecture ?notes|class(es)?|slides?|topics?|schedule|calendar|week|semana|aulas?|cronograma|andamento|cours|seances?|lecons?|modules?|tutorials?|handouts?|unit|sessions?|meetings?|διαλεξ\S*|μαθημα\S*|εβδομαδα|лекци\S*|заняти[яе]|семинар\S*|расписание|программа курса|недел[яи]|темы|wykład\S*|wyklad\S*|zajecia|plan zajec|harmonogram|tematy?`,
    String.raw`講義|授業(予定|計画|日程|内容|資料)|スライド|配布資料|讲义|课件|教学(安排|进度|日历)|课程安排|강의|수업`,
  ),
  assignment: cueGroup(
    String.raw`assignments?|assn|homeworks?|hws?\d*|problem ?sets?|psets?|ps\d+|exercises?|exercicios|exercices|labs?|projects?|mini-?projects?|deliverables?|milestones?|coursework|listas?|tarefas?|entregas?|trabalhos?|devoirs?|projets?|tps?|tds?|εργασι\S*|ασκησ\S*|домашн\S* задани\S*|задани[яе]|дз|лабораторн\S* работ\S*|лабораторн\S*|практикум|проект\S*|zadani[ae]( domowe)?|list[ay] zadan|cwiczeni[ae]|laboratori(um|a)|pracowni[ae]?|prace domowe`,
    String.raw`課題|レポート|宿題|演習|作业|习题|实验|과제|숙제|실습`,
  ),
  quiz: cueGroup(
    String.raw`quiz(zes)?|exams?|examinations?|midterms?|mid-?sem|end-?sem|finals?|tests?|provas?|avaliac\S*|examens?|partiels?|controles?|εξετασ\S*|διαγωνισμα\S*|προοδος|контрольн\S*( работ\S*)?|экзамен\S*|зачет\S*|коллоквиум\S*|тест\S*|кр|kolokwi(um|a)|egzamin\S*|zaliczeni[ae]|sprawdzian\S*|kartkowk\S*`,
    String.raw`小テスト|試験|テスト|考试|测验|测试|期中|期末|시험|퀴즈|중간고사|기말고사`,
  ),
  other: cueGroup(
    String.raw`staff|instructors?|teaching|tas?|office ?hours?|grading|grades?|textbooks?|books?|polic(y|ies)|prerequisites?|contact|announcements?|resources?|links?|about|navigation|on this page|contents?|description|overview|piazza|gradescope|readings?|references?|bibliograf\S*|bibliographie|notas|avisos|comments?|faq|syllabus|where|time and place|location|integrity|communication|software|преподавател\S*|ассистент\S*|литература|оценк[аи]|формула оценки|объявлени[яе]|контакты|ссылки|о курсе|prowadzac\S*|konsultacj\S*|literatura|ocen[ay]|warunki zaliczenia|ogłoszeni[ae]|ogloszeni[ae]`,
    String.raw`担当教員|成績評価|評価方法|教科書|参考書|オフィスアワー|連絡先|お知らせ|授業概要|概要|授课教师|成绩|教材|参考书|공지|교재|성적|담당`,
  ),
  date: cueGroup(String.raw`dates?|due|when|day|data|datas|prazo|echeance|jour|ημερομηνια|out|released?|deadline|posted|дата|срок\S*|дедлаин\S*|когда|termin\S*`, String.raw`日付|日程|期限|締切|月日|日期|截止|날짜|마감`),
  link: cueGroup(String.raw`slides?|notes?|materials?|handouts?|pdf|videos?|recordings?|solutions?|code|files?|link|download|resources?|starter|instructions|слаид\S*|материал\S*|видео|запис\S*|конспект\S*|решени[яе]|презентаци\S*|slajdy|materiały|materialy|rozwiazani[ae]`, String.raw`資料|スライド|解答|下载|자료`),
  title: cueGroup(String.raw`topics?|titles?|descriptions?|subjects?|name|contents?|assuntos?|sujets?|themes?|θεμα\S*|тема|темы|название|содержание|temat|tytuł|tytul`, String.raw`内容|テーマ|題目|タイトル|主題|主题|제목|내용`),
  number: /^(#|no\.?|n[º°]|№|lec ?#|assn ?#|lec|ses ?#|week|wk|semana|day|回|週|주|неделя)$/u,
} as const;

export type CueName = keyof typeof CUES;
export const CUE_NAMES = Object.keys(CUES) as CueName[];

/** Item-level cues: a single item's own text, e.g. "HW 3", "Lecture 12", "Midterm exam", "第3回". */
export const ITEM_CUES = {
  lecture: new RegExp(String.raw`${LEAD}(lecture|lec|class|aula|cours|seance|διαλεξη|лекция|занятие|семинар|wykład|wyklad)\s*(#|№|nr)?\s*\d+|第\s*\d+\s*[回講讲周週]|\d+\s*주차`, 'u'),
  assignment: new RegExp(
    String.raw`${LEAD}(homework|hw|problem set|pset|ps|assignment|assn|lab|project|exercise|lista|tarefa|atividade|devoir|tp|td|εργασια|дз|домашнее задание|задание|лабораторная работа|лр|lista|zadanie|laboratorium|cwiczenia)\s*(#|№|nr)?\s*\d+|${LEAD}(project|proposal|milestone|deliverable|report|presentation|write-?up|poster)${TAIL}|(課題|レポート|宿題|演習|作业|习题|实验|과제)\s*#?\d+`,
    'u',
  ),
  quiz: new RegExp(String.raw`${LEAD}(quiz|exam|midterm|final exam|test|prova|examen|partiel|εξεταση|контрольная работа|контрольная|экзамен|зачет|коллоквиум|кр ?\d|kolokwium|egzamin|sprawdzian|kartkowka)${TAIL}|${LEAD}p\d${TAIL}|小テスト|中間試験|期末試験|考试|测验|期中|期末|시험|퀴즈|중간고사|기말고사`, 'u'),
  skip: new RegExp(String.raw`${LEAD}(no class(es)?|no lecture|holiday|recess|break|thanksgiving|vacation|feriado|ferias|no quiz|cancel+ed|занятия не будет|занятия отменяются|праздник|zajecia odwołane|zajecia odwolane|nie ma zajec|dzien wolny)${TAIL}|休講|停课|휴강`, 'u'),
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
