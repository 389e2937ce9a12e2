import { describe, expect, it } from 'vitest';
import { formatResults, toCsv, toXml } from '../../src/output/write.js';
import type { PageResult } from '../../src/wrapper/record.js';

const results: PageResult[] = [
  { page: 'a.html', url: 'http://x/a', records: [{ type: 'book', fields: { title: 'T, "1"', author: ['A', 'B'] }, wrapper: 'book-1', distance: 0 }] },
  { page: 'b.html', records: [], error: 'no such file: b.html' },
];

describe('output writers', () => {
  it('jsonl: one line per page, as the issue specifies', () => {
    const lines = formatResults(results, 'jsonl').trim().split('\n');
    expect(lines.length).toBe(2);
    expect(JSON.parse(lines[0])).toEqual({ page: 'a.html', url: 'http://x/a', records: [{ type: 'book', fields: { title: 'T, "1"', author: ['A', 'B'] }, wrapper: 'book-1', distance: 0 }] });
    expect(JSON.parse(lines[1]).error).toBe('no such file: b.html');
  });
  it('csv: one row per record, quoted by csv-stringify, arrays joined', () => {
    expect(toCsv(results)).toBe('page,url,type,wrapper,distance,author,title,error\na.html,http://x/a,book,book-1,0,A | B,"T, ""1""",\nb.html,,,,,,,no such file: b.html\n');
  });
  it('xml: records with named fields', () => {
    const x = toXml(results);
    expect(x).toContain('<page src="a.html" url="http://x/a">');
    expect(x).toContain('<record type="book" wrapper="book-1" distance="0">');
    expect(x).toContain('<field name="author">A</field>');
    expect(x).toContain('<field name="title">T, &quot;1&quot;</field>');
    expect(x).toContain('<error>no such file: b.html</error>');
  });
});
