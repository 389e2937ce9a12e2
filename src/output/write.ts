/**
 * Output writers for `extract apply` results: jsonl (one line per page, streamable), json (an array),
 * csv (one row per record, via csv-stringify) and xml (via fast-xml-parser's builder).
 */
import { stringify } from 'csv-stringify/sync';
import { XMLBuilder } from 'fast-xml-parser';
import type { FieldValue, PageResult } from '../wrapper/record.js';

export const OUTPUT_FORMATS = ['jsonl', 'json', 'csv', 'xml'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** One jsonl line (no trailing newline): `{"page", "url", "records", ["sections"], ["mode"], ["error"]}`. */
export function jsonlLine(r: PageResult): string {
  return JSON.stringify(r);
}

export function toJson(results: PageResult[]): string {
  return `${JSON.stringify(results, null, 2)}\n`;
}

/** Multi-valued fields in one CSV cell are joined with this separator. */
export const CSV_MULTI_SEPARATOR = ' | ';

const cell = (v: FieldValue | undefined) => (v === undefined ? '' : Array.isArray(v) ? v.join(CSV_MULTI_SEPARATOR) : v);

/** One row per record: page, url, type, wrapper, distance, then one column per field (union, sorted). */
export function toCsv(results: PageResult[]): string {
  const fields = new Set<string>();
  for (const r of results) for (const rec of r.records) for (const f of Object.keys(rec.fields)) fields.add(f);
  const cols = [...fields].sort();
  const rows: string[][] = [];
  for (const r of results) {
    if (!r.records.length) {
      rows.push([r.page, r.url ?? '', '', '', '', ...cols.map(() => ''), r.error ?? '']);
      continue;
    }
    for (const rec of r.records)
      rows.push([r.page, r.url ?? '', rec.type, rec.wrapper ?? '', rec.distance === undefined ? '' : String(rec.distance), ...cols.map((c) => cell(rec.fields[c])), r.error ?? '']);
  }
  return stringify(rows, { header: true, columns: ['page', 'url', 'type', 'wrapper', 'distance', ...cols, 'error'] });
}

/** `<results><page src url mode><record type wrapper distance><field name>value</field>…` */
export function toXml(results: PageResult[]): string {
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });
  const pages = results.map((r) => ({
    '@_src': r.page,
    ...(r.url ? { '@_url': r.url } : {}),
    ...(r.mode ? { '@_mode': r.mode } : {}),
    ...(r.error ? { error: r.error } : {}),
    record: r.records.map((rec) => ({
      '@_type': rec.type,
      ...(rec.wrapper ? { '@_wrapper': rec.wrapper } : {}),
      ...(rec.distance !== undefined ? { '@_distance': rec.distance } : {}),
      field: Object.entries(rec.fields).flatMap(([name, v]) => (Array.isArray(v) ? v : [v]).map((x) => ({ '@_name': name, '#text': x }))),
    })),
    ...(r.sections ? { section: r.sections.map((s) => ({ '@_type': s.type, '#text': s.text })) } : {}),
  }));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ results: { page: pages } })}`;
}

/** Serialize all results in a buffered format. */
export function formatResults(results: PageResult[], format: OutputFormat): string {
  switch (format) {
    case 'jsonl':
      return results.map((r) => `${jsonlLine(r)}\n`).join('');
    case 'json':
      return toJson(results);
    case 'csv':
      return toCsv(results);
    case 'xml':
      return toXml(results);
  }
}
