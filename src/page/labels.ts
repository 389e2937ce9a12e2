/**
 * Labeled pages (format of shared/data/README.md): labels are pure insertions into the original page.
 * `<ie-label>` wrappers are removed from the source *before* parsing, so the parsed tree is exactly the
 * original page's; the labeled character ranges are then mapped onto the text nodes they cover.
 */

export class LabelError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${file}:${line}: ${message}`);
    this.name = 'LabelError';
  }
}

export const SECTION_TYPES = ['lectures', 'assignments', 'quizzes', 'other'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** A labeled character range in the cleaned (wrapper-free) source. */
export interface LabelRange {
  start: number;
  end: number;
  type: string;
  field: string;
  record: string;
  line: number;
  /** Index of this `<ie-label>` in the page (shared by all text nodes it covers). */
  span: number;
}

export interface StrippedSource {
  html: string;
  ranges: LabelRange[];
  /** True when the page carries any label markup (ranges or data-ie-* attributes). */
  labeled: boolean;
}

const ANY = /<(\/?)ie-label\b([^>]*)>/gi;

function lineAt(src: string, offset: number): number {
  let line = 1;
  for (let i = src.indexOf('\n'); i !== -1 && i < offset; i = src.indexOf('\n', i + 1)) line++;
  return line;
}

function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** Split `type.field`; throws a LabelError naming the place when malformed. */
export function parseLabelValue(value: string, file: string, line: number): { type: string; field: string } {
  const m = /^([A-Za-z_][\w-]*)\.([A-Za-z_][\w-]*)$/.exec(value.trim());
  if (!m) throw new LabelError(file, line, `malformed data-ie-label "${value}" (expected "<type>.<field>")`);
  return { type: m[1], field: m[2] };
}

/** Remove `<ie-label>` wrappers, returning the original source and the labeled ranges. */
export function stripLabelMarkup(src: string, file = '<string>'): StrippedSource {
  const labeled = /data-ie-(label|section|record)|<ie-label/i.test(src);
  if (!/<\/?ie-label\b/i.test(src)) return { html: src, ranges: [], labeled };
  const out: string[] = [];
  const ranges: LabelRange[] = [];
  const stack: { range: LabelRange; srcOffset: number }[] = [];
  let last = 0;
  let cleanLen = 0;
  let span = 0;
  ANY.lastIndex = 0;
  for (let m = ANY.exec(src); m; m = ANY.exec(src)) {
    out.push(src.slice(last, m.index));
    cleanLen += m.index - last;
    last = m.index + m[0].length;
    if (m[1] === '/') {
      const open = stack.pop();
      if (!open) throw new LabelError(file, lineAt(src, m.index), '</ie-label> without a matching <ie-label>');
      open.range.end = cleanLen;
      if (open.range.end === open.range.start)
        throw new LabelError(file, open.range.line, `empty <ie-label> for ${open.range.type}.${open.range.field}`);
      ranges.push(open.range);
    } else {
      const line = lineAt(src, m.index);
      const value = attr(m[2], 'data-ie-label');
      if (!value) throw new LabelError(file, line, '<ie-label> without data-ie-label');
      const { type, field } = parseLabelValue(value, file, line);
      const record = attr(m[2], 'data-ie-record') ?? '1';
      stack.push({ range: { start: cleanLen, end: -1, type, field, record, line, span: span++ }, srcOffset: m.index });
    }
  }
  if (stack.length) {
    const open = stack[stack.length - 1];
    throw new LabelError(file, lineAt(src, open.srcOffset), '<ie-label> is never closed');
  }
  out.push(src.slice(last));
  ranges.sort((a, b) => a.start - b.start || a.span - b.span);
  return { html: out.join(''), ranges, labeled };
}
