/**
 * Dates as course pages write them ("Tue 9/5", "Sep. 27th", "2024-09-10", "5 de março", "12 septembre",
 * "Δευτέρα 3 Μαρτίου", "2019/10/03", "10月7日(月)", "10월 3일"): found in text, kept raw, and normalised to ISO when the year is known.
 */
import { fold, WORD_CHAR as WORD_CHARS } from './lexicon.js';

export interface FoundDate {
  /** The text as written (weekday prefix and a "– end" range included). */
  raw: string;
  /** `YYYY-MM-DD` when the year is known (written, or given as `defaultYear`), else `--MM-DD`. */
  iso?: string;
  index: number;
}

// Month name stems (bare "out", "set", "ago" left out: they are common words) (folded: lower case, no accents) → month number. English, Portuguese, French, Greek, Russian.
const MONTHS: [string, number][] = [
  ['january', 1], ['jan', 1], ['janeiro', 1], ['janvier', 1], ['janv', 1], ['ιανουαρ', 1], ['ιαν', 1],
  ['february', 2], ['feb', 2], ['fevereiro', 2], ['fev', 2], ['fevrier', 2], ['fevr', 2], ['φεβρουαρ', 2], ['φεβ', 2],
  ['march', 3], ['mar', 3], ['marco', 3], ['mars', 3], ['μαρτ', 3], ['μαρ', 3],
  ['april', 4], ['apr', 4], ['abril', 4], ['abr', 4], ['avril', 4], ['avr', 4], ['απριλ', 4], ['απρ', 4],
  ['may', 5], ['maio', 5], ['mai', 5], ['μαΐ', 5], ['μαι', 5],
  ['june', 6], ['jun', 6], ['junho', 6], ['juin', 6], ['ιουν', 6],
  ['july', 7], ['jul', 7], ['julho', 7], ['juillet', 7], ['juil', 7], ['ιουλ', 7],
  ['august', 8], ['aug', 8], ['agosto', 8], ['aout', 8], ['αυγουστ', 8], ['αυγ', 8],
  ['september', 9], ['sept', 9], ['sep', 9], ['setembro', 9], ['septembre', 9], ['σεπτεμβρ', 9], ['σεπ', 9],
  ['october', 10], ['oct', 10], ['outubro', 10], ['octobre', 10], ['οκτωβρ', 10], ['οκτ', 10],
  ['november', 11], ['nov', 11], ['novembro', 11], ['novembre', 11], ['νοεμβρ', 11], ['νοε', 11],
  ['december', 12], ['dec', 12], ['dezembro', 12], ['dez', 12], ['decembre', 12], ['δεκεμβρ', 12], ['δεκ', 12],
  // Russian, folded (`маи` for `май`), whole words: in the genitive a day takes (`12 марта`), the nominative, and
  // abbreviated (`12 мар.`); no ending may follow them (`5 маршрутов` is no date)
  ['января', 1], ['январь', 1], ['янв', 1], ['февраля', 2], ['февраль', 2], ['фев', 2], ['марта', 3], ['март', 3], ['мар', 3],
  ['апреля', 4], ['апрель', 4], ['апр', 4], ['мая', 5], ['маи', 5], ['июня', 6], ['июнь', 6], ['июн', 6], ['июля', 7], ['июль', 7], ['июл', 7],
  ['августа', 8], ['август', 8], ['авг', 8], ['сентября', 9], ['сентябрь', 9], ['сент', 9], ['сен', 9], ['октября', 10], ['октябрь', 10],
  ['окт', 10], ['ноября', 11], ['ноябрь', 11], ['ноя', 11], ['декабря', 12], ['декабрь', 12], ['дек', 12],
  // Polish, folded (`wrzesnia` for `września`), genitive and nominative; not the three-letter forms (`3 listy` is no
  // 3 November, `sie` is a word)
  ['stycznia', 1], ['styczen', 1], ['lutego', 2], ['luty', 2], ['marca', 3], ['marzec', 3], ['kwietnia', 4], ['kwiecien', 4],
  ['maja', 5], ['czerwca', 6], ['czerwiec', 6], ['lipca', 7], ['lipiec', 7], ['sierpnia', 8], ['sierpien', 8], ['wrzesnia', 9],
  ['wrzesien', 9], ['pazdziernika', 10], ['pazdziernik', 10], ['listopada', 11], ['listopad', 11], ['grudnia', 12], ['grudzien', 12],
];
const MONTH_ALT = MONTHS.map(([m]) => m)
  .sort((a, b) => b.length - a.length)
  .join('|');
const WEEKDAY =
  '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\\.?,?|(?:пн|вт|ср|чт|пт|сб|вс|понедельник|вторник|среда|четверг|пятница|суббота|воскресенье)[а-я]*\\.?,?|(?:poniedziałek|poniedzialek|wtorek|sroda|czwartek|piatek|sobota|niedziela|pon|wt|sr|czw|pt|sob|niedz)\\.?,?|(?:seg|ter|qua|qui|sex|sab|dom)[a-z-]*\\.?,?|(?:lun|mar|mer|jeu|ven|sam|dim)[a-z]*\\.?,?|(?:δευτερα|τριτη|τεταρτη|πεμπτη|παρασκευη|σαββατο|κυριακη),?|[mtwrfsu]\\b';

// The month must be followed by a non-letter so "mar" does not match "march" twice or "market".
const MONTH = `(${MONTH_ALT})[a-zα-ω]*\\.?`;
const ORD = '(?:st|nd|rd|th|º|ª|er)?';
const PATTERNS: { re: RegExp; parse: (m: RegExpExecArray) => { y?: number; mo: number; d: number } | null }[] = [
  // 2024-09-10
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/y, parse: (m) => ({ y: +m[1], mo: +m[2], d: +m[3] }) },
  // 2019/10/03, 2019.10.03: the year first, as Japanese, Chinese and Korean pages write it
  { re: /(\d{4})([/.])(\d{1,2})\2(\d{1,2})\b/y, parse: (m) => ({ y: +m[1], mo: +m[3], d: +m[4] }) },
  // 2019年10月3日, 10月3日 (Japanese, Chinese), 2019년 10월 3일 (Korean)
  {
    re: /(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日|(?:(\d{4})\s*년\s*)?(\d{1,2})\s*월\s*(\d{1,2})\s*일/y,
    parse: (m) => ({ y: m[1] || m[4] ? +(m[1] ?? m[4]) : undefined, mo: +(m[2] ?? m[5]), d: +(m[3] ?? m[6]) }),
  },
  // Sep 5, 2023 / September 5th / Sep. 27th
  {
    re: new RegExp(`${MONTH}\\s*(\\d{1,2})${ORD}\\b(?:,?\\s*(\\d{4}))?`, 'y'),
    parse: (m) => ({ mo: monthOf(m[1]), d: +m[2], y: m[3] ? +m[3] : undefined }),
  },
  // 5 Sep 2023 / 5 de março de 2026 / 12 septembre
  {
    re: new RegExp(`(\\d{1,2})${ORD}\\s*(?:de\\s+)?${MONTH}(?:\\s*(?:de\\s+)?(\\d{4}))?`, 'y'),
    parse: (m) => ({ d: +m[1], mo: monthOf(m[2]), y: m[3] ? +m[3] : undefined }),
  },
  // 9/5, 9/10/24, 10/29/2024, 05.03.2026 (month first unless the first number cannot be a month;
  // dots only with a year, so "Python 3.11" is no date)
  {
    re: /\b(\d{1,2})(?:\/(\d{1,2})(?:\/(\d{2,4}))?|\.(\d{1,2})\.(\d{4}))\b/y,
    parse: (m) => {
      const dotted = m[4] !== undefined;
      let mo = dotted ? +m[4] : +m[1];
      let d = dotted ? +m[1] : +m[2];
      if (mo > 12 && d <= 12) [mo, d] = [d, mo];
      const ys = dotted ? m[5] : m[3];
      const y = ys ? (ys.length === 2 ? (+ys < 70 ? 2000 : 1900) + +ys : +ys) : undefined;
      return { mo, d, y };
    },
  },
];

const MONTH_START = new Set(MONTHS.map(([m]) => m.slice(0, 2)));
const foldCache = new Map<string, string>();
function foldChar(ch: string): string {
  let c = foldCache.get(ch);
  if (c === undefined) {
    c = fold(ch) || (/\s/.test(ch) ? ' ' : '');
    foldCache.set(ch, c);
  }
  return c;
}

function monthOf(s: string): number {
  const f = s.toLowerCase();
  for (const [m, n] of MONTHS) if (f === m) return n;
  return 0;
}

const WEEKDAY_BEFORE = new RegExp(`(?:^|[\\s(,;])((?:${WEEKDAY})\\s*)$`);
const RANGE_AFTER = /^\s*(?:[-–—]|to|a|au|até)\s*/;

function valid(p: { y?: number; mo: number; d: number } | null): p is { y?: number; mo: number; d: number } {
  return !!p && p.mo >= 1 && p.mo <= 12 && p.d >= 1 && p.d <= 31 && (p.y === undefined || (p.y >= 1980 && p.y <= 2100));
}

function iso(p: { y?: number; mo: number; d: number }, defaultYear?: number): string {
  const mm = String(p.mo).padStart(2, '0');
  const dd = String(p.d).padStart(2, '0');
  const y = p.y ?? defaultYear;
  return y ? `${y}-${mm}-${dd}` : `--${mm}-${dd}`;
}

/** One date at position `i` of folded text `f`, or null. */
/** A letter or digit a date may not touch: any but the unspaced scripts' (`第3回10月7日`, `10月7日締切` are dates). */
const WORD_CHAR = new RegExp(WORD_CHARS, 'u');

function dateAt(f: string, i: number): { end: number; p: { y?: number; mo: number; d: number } } | null {
  if (i > 0 && WORD_CHAR.test(f[i - 1])) return null;
  for (const { re, parse } of PATTERNS) {
    re.lastIndex = i;
    const m = re.exec(f);
    if (!m) continue;
    const end = i + m[0].length;
    if (end < f.length && WORD_CHAR.test(f[end]) && !/\d/.test(m[0].slice(-1))) continue;
    if (end < f.length && /\d/.test(f[end])) continue;
    const p = parse(m);
    if (valid(p)) return { end, p };
  }
  return null;
}

/**
 * All dates in `text`, left to right. Folding keeps string length for Latin and Greek letters (accents are
 * combining marks removed one for one only after NFD), so positions are mapped back through an index table.
 */
export function findDates(text: string, defaultYear?: number): FoundDate[] {
  // fold char by char to keep an index map to the original text
  if (!/\d/.test(text)) return [];
  let f = '';
  const map: number[] = [];
  for (let k = 0; k < text.length; k++) {
    const ch = text[k];
    const c = ch < '\u0080' ? ch.toLowerCase() : foldChar(ch);
    for (let j = 0; j < c.length; j++) {
      f += c[j];
      map.push(k);
    }
  }
  map.push(text.length);
  const out: FoundDate[] = [];
  for (let i = 0; i < f.length; i++) {
    // dates start at a word start: a digit, or a month name (checked by its first two letters)
    if (i > 0 && WORD_CHAR.test(f[i - 1])) continue;
    if (!/\d/.test(f[i]) && !MONTH_START.has(f.slice(i, i + 2))) continue;
    const hit = dateAt(f, i);
    if (!hit) continue;
    let start = i;
    const wd = WEEKDAY_BEFORE.exec(f.slice(Math.max(0, i - 14), i));
    if (wd) start = i - wd[1].length;
    let end = hit.end;
    const rest = f.slice(end);
    const r = RANGE_AFTER.exec(rest);
    if (r) {
      const second = dateAt(f, end + r[0].length);
      if (second) end = second.end;
      else {
        const dayOnly = /^(\d{1,2})(?:st|nd|rd|th)?\b/.exec(rest.slice(r[0].length));
        if (dayOnly) end = end + r[0].length + dayOnly[0].length;
      }
    }
    // a time after the date belongs to it ("9/10/2024 11.59pm PT", "Oct 3, 10:00 AM")
    const time = /^,?\s*(?:at\s+|@\s*)?\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?:\s*(?:pt|et|ct|mt|pst|pdt|est|edt|utc|gmt))?\b|^,?\s*(?:at\s+|@\s*)?\d{1,2}[:h]\d{2}\b/.exec(f.slice(end));
    if (time) end += time[0].length;
    const raw = text.slice(map[start], map[end]).trim().replace(/[,(]$/, '').trim();
    out.push({ raw, iso: iso(hit.p, defaultYear), index: map[start] });
    i = end - 1;
  }
  return out;
}

/** True when most of the text is one date (a date cell). */
export function isDateText(text: string): boolean {
  const t = text.trim();
  if (!t || t.length > 40) return false;
  const d = findDates(t);
  return d.length > 0 && d.reduce((n, x) => n + x.raw.length, 0) >= t.replace(/\s+/g, '').length * 0.5;
}

/** A year the page is about ("Fall 2019", "2026/1", "Spring 2015"), used to complete ISO dates. */
export function pageYear(text: string): number | undefined {
  const m = /\b(?:spring|summer|fall|autumn|winter|semestre|semester|term)?\s*((?:19|20)\d\d)\b/i.exec(text);
  return m ? +m[1] : undefined;
}
