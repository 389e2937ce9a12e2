/**
 * parse5 with run-at-once character states: the same tokens, so the same tree, at a fraction of the allocations.
 *
 * parse5's tokenizer consumes one code point per state call and appends it to the token being built
 * (`attr.value += String.fromCodePoint(cp)`), so a 300-character href costs 300 state calls and ≈ 300 cons
 * strings of garbage, and every reader later flattens them. Here, after parse5's own state function has handled
 * a code point in one of the hot states (data, RCDATA, RAWTEXT, script data, tag name, attribute name / value,
 * comment), the run of following code units that the same state would append one by one without any other
 * effect is appended as one slice and the input position moves past it. A run stops before anything that has
 * another effect or needs the preprocessor's per-character bookkeeping: the state's own special characters,
 * whitespace where it changes the token type, `&` (character references), NUL, CR and LF (newline
 * normalisation, line numbers), and surrogates (pairs, gaps). Tag and attribute names get parse5's ASCII-only
 * lower-casing. So the tokens — and the source locations, when asked for — are exactly parse5's; the parser
 * (tree construction, the HTML5 algorithm) is parse5's, untouched. Only when no parse-error handler is set
 * (the per-character error checks are skipped then, as in parse5 itself).
 */
import { Parser, Tokenizer, type DefaultTreeAdapterMap, type ParserOptions, type TreeAdapterTypeMap } from 'parse5';

interface Pre {
  html: string;
  pos: number;
}
/** The parts of parse5's Tokenizer the fast paths touch (internal fields of parse5 7.x). */
interface Tok {
  preprocessor: Pre;
  consumedAfterSnapshot: number;
  currentAttr: { name: string; value: string };
  currentCharacterToken: { chars: string } | null;
  currentToken: { tagName?: string; data?: string } | null;
}
type StateFn = (this: Tok, cp: number) => void;
const P = Tokenizer.prototype as unknown as Record<string, StateFn>;
const STATE_NAMES = [
  '_stateData',
  '_stateRcdata',
  '_stateRawtext',
  '_stateScriptData',
  '_stateTagName',
  '_stateAttributeName',
  '_stateAttributeValueDoubleQuoted',
  '_stateAttributeValueSingleQuoted',
  '_stateAttributeValueUnquoted',
  '_stateComment',
] as const;
// The fast paths override parse5 7.x internals; another parse5 (a future upgrade) gets its own tokenizer,
// slower but correct, rather than a broken static path.
const FAST = STATE_NAMES.every((s) => typeof P[s] === 'function');
const superData = P._stateData;
const superRcdata = P._stateRcdata;
const superRawtext = P._stateRawtext;
const superScript = P._stateScriptData;
const superTagName = P._stateTagName;
const superAttrName = P._stateAttributeName;
const superDQ = P._stateAttributeValueDoubleQuoted;
const superSQ = P._stateAttributeValueSingleQuoted;
const superUQ = P._stateAttributeValueUnquoted;
const superComment = P._stateComment;

const isSurrogate = (c: number) => c >= 0xd800 && c <= 0xdfff;

/** Character-token text: stops at `<`, `&`, NUL, whitespace (another token type), CR, surrogates. */
function runText(h: string, i: number): number {
  for (const n = h.length; i < n; i++) {
    const c = h.charCodeAt(i);
    if (c <= 0x3c) {
      if (c === 0x3c || c === 0x26 || c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d || c === 0) return i;
    } else if (isSurrogate(c)) return i;
  }
  return i;
}
/** Quoted attribute value: stops at the quote, `&`, NUL, CR, LF, surrogates. */
function runQuoted(h: string, i: number, q: number): number {
  for (const n = h.length; i < n; i++) {
    const c = h.charCodeAt(i);
    if (c <= 0x27) {
      if (c === q || c === 0x26 || c === 0x0a || c === 0x0d || c === 0) return i;
    } else if (isSurrogate(c)) return i;
  }
  return i;
}
/** Unquoted attribute value: stops at whitespace, `&`, `>`, NUL, the characters parse5 reports, CR, surrogates. */
function runUnquoted(h: string, i: number): number {
  for (const n = h.length; i < n; i++) {
    const c = h.charCodeAt(i);
    if (c <= 0x3e) {
      if (c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d || c === 0x26 || c === 0x3e || c === 0 || c === 0x22 || c === 0x27 || c === 0x3c || c === 0x3d) return i;
    } else if (c === 0x60 || isSurrogate(c)) return i;
  }
  return i;
}
/** Tag name: stops at whitespace, `/`, `>`, NUL, CR, surrogates. */
function runTagName(h: string, i: number): number {
  for (const n = h.length; i < n; i++) {
    const c = h.charCodeAt(i);
    if (c <= 0x3e) {
      if (c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d || c === 0x2f || c === 0x3e || c === 0) return i;
    } else if (isSurrogate(c)) return i;
  }
  return i;
}
/** Attribute name: stops at whitespace, `/`, `>`, `=`, NUL, `"`, `'`, `<`, CR, surrogates. */
function runAttrName(h: string, i: number): number {
  for (const n = h.length; i < n; i++) {
    const c = h.charCodeAt(i);
    if (c <= 0x3e) {
      if (c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d || c === 0x2f || c === 0x3e || c === 0x3d || c === 0 || c === 0x22 || c === 0x27 || c === 0x3c) return i;
    } else if (isSurrogate(c)) return i;
  }
  return i;
}
/** Comment text: stops at `-`, `<`, NUL, CR, LF, surrogates. */
function runComment(h: string, i: number): number {
  for (const n = h.length; i < n; i++) {
    const c = h.charCodeAt(i);
    if (c <= 0x3c) {
      if (c === 0x2d || c === 0x3c || c === 0x0a || c === 0x0d || c === 0) return i;
    } else if (isSurrogate(c)) return i;
  }
  return i;
}

const UPPER = /[A-Z]/;
const UPPERS = /[A-Z]+/g;
/** parse5's name lower-casing: ASCII A–Z only. */
const asciiLower = (s: string) => (UPPER.test(s) ? s.replace(UPPERS, (m) => m.toLowerCase()) : s);

/** Move the input position past the run [pre.pos + 1, end) and return its text ('' when empty). */
function take(t: Tok, end: number): string {
  const pre = t.preprocessor;
  const a = pre.pos + 1;
  if (end <= a) return '';
  pre.pos = end - 1;
  t.consumedAfterSnapshot += end - a;
  return pre.html.slice(a, end);
}

/** A plain character of a text state: appended to a CHARACTER token (not whitespace, NUL, `<`, `&`, EOF). */
const plainText = (cp: number) => cp > 0x20 && cp !== 0x3c && cp !== 0x26;

const Base = Tokenizer as unknown as new (options: unknown, handler: unknown) => Tok;

class FastTokenizer extends Base {
  _stateData(cp: number): void {
    superData.call(this, cp);
    if (plainText(cp)) this.textRun();
  }
  _stateRcdata(cp: number): void {
    superRcdata.call(this, cp);
    if (plainText(cp)) this.textRun();
  }
  _stateRawtext(cp: number): void {
    superRawtext.call(this, cp);
    if (plainText(cp)) this.textRun();
  }
  _stateScriptData(cp: number): void {
    superScript.call(this, cp);
    if (plainText(cp)) this.textRun();
  }
  textRun(): void {
    const s = take(this, runText(this.preprocessor.html, this.preprocessor.pos + 1));
    if (s) this.currentCharacterToken!.chars += s;
  }
  _stateTagName(cp: number): void {
    superTagName.call(this, cp);
    // after the default branch only (a character appended to the name)
    if (cp > 0x20 && cp !== 0x2f && cp !== 0x3e) {
      const s = take(this, runTagName(this.preprocessor.html, this.preprocessor.pos + 1));
      if (s) this.currentToken!.tagName += asciiLower(s);
    }
  }
  _stateAttributeName(cp: number): void {
    superAttrName.call(this, cp);
    if (cp > 0x20 && cp !== 0x2f && cp !== 0x3e && cp !== 0x3d) {
      const s = take(this, runAttrName(this.preprocessor.html, this.preprocessor.pos + 1));
      if (s) this.currentAttr.name += asciiLower(s);
    }
  }
  _stateAttributeValueDoubleQuoted(cp: number): void {
    superDQ.call(this, cp);
    if (cp > 0 && cp !== 0x22 && cp !== 0x26 && cp !== 0x0a) this.currentAttr.value += take(this, runQuoted(this.preprocessor.html, this.preprocessor.pos + 1, 0x22));
  }
  _stateAttributeValueSingleQuoted(cp: number): void {
    superSQ.call(this, cp);
    if (cp > 0 && cp !== 0x27 && cp !== 0x26 && cp !== 0x0a) this.currentAttr.value += take(this, runQuoted(this.preprocessor.html, this.preprocessor.pos + 1, 0x27));
  }
  _stateAttributeValueUnquoted(cp: number): void {
    superUQ.call(this, cp);
    if (cp > 0x20 && cp !== 0x26 && cp !== 0x3e) this.currentAttr.value += take(this, runUnquoted(this.preprocessor.html, this.preprocessor.pos + 1));
  }
  _stateComment(cp: number): void {
    superComment.call(this, cp);
    if (cp > 0 && cp !== 0x2d && cp !== 0x3c && cp !== 0x0a) {
      const s = take(this, runComment(this.preprocessor.html, this.preprocessor.pos + 1));
      if (s) this.currentToken!.data += s;
    }
  }
}

/** parse5's Parser with the fast tokenizer (the default one when a parse-error handler is set). */
class FastParser<T extends TreeAdapterTypeMap> extends Parser<T> {
  constructor(options?: ParserOptions<T>) {
    super(options);
    if (FAST && !this.onParseError) this.tokenizer = new FastTokenizer(this.options, this) as unknown as Tokenizer;
  }
}

/** Same as parse5's `parse(html, options)`, faster (see above). */
export function parseDocument<T extends TreeAdapterTypeMap = DefaultTreeAdapterMap>(html: string, options?: ParserOptions<T>): T['document'] {
  return FastParser.parse(html, options) as T['document'];
}
