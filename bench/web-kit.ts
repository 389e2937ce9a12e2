/**
 * Small pure helpers the rehearsal webs written since layout H share: HTML snippets, responses, seeded numbers and
 * filler text. Each web keeps its own vocabulary, templates and structure (it is written apart from the crawler); only
 * these mechanics are common, so that a fix to one (an escaping bug, a content type) is a fix to all.
 */
import { hash, rng, type Resp } from './modern-web.js';

/** A seeded random source (`rng(seed)`). */
export type R = () => number;

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const pick = <T>(r: R, arr: readonly T[]): T => arr[Math.floor(r() * arr.length)];
export const int = (r: R, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
export const a = (href: string, text: string, cls = '') => `<a href="${esc(href)}"${cls ? ` class="${cls}"` : ''}>${esc(text)}</a>`;
export const li = (href: string, text: string) => `<li>${a(href, text)}</li>`;
export const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const slugify = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** `len` hex digits seeded by `s`. */
export const hex = (s: string, len = 8) => Array.from({ length: Math.ceil(len / 8) }, (_, i) => hash(`${i}:${s}`).toString(16).padStart(8, '0')).join('').slice(0, len);
export const html = (body: string): Resp => ({ status: 200, type: 'text/html; charset=utf-8', body });
export const moved = (location: string, status = 301): Resp => ({ status, location });
/** A binary body (an archive, a slide deck) of the given type, its size seeded by the URL. */
export const bin = (type: string, url: string): Resp => ({ status: 200, type, body: Buffer.from(`%BIN ${type}\n${url}\n${'\u0000\u0001PK'.repeat(40 + (hash(url) % 400))}`) });
/** Apache autoindex sort parameters `?C=M;O=D` (separated by `;`, which URLSearchParams does not split). */
export const sortParams = (u: URL) => Object.fromEntries(u.search.slice(1).split(/[;&]/).map((kv) => kv.split('=')).filter((kv) => kv.length === 2)) as Record<string, string | undefined>;

/** Filler text from a web's own vocabulary: `n` words, a paragraph of sentences, a 2 KB chunk of a template's bundle per kind. */
export function textKit(vocab: readonly string[]) {
  const words = (r: R, n: number): string => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(vocab[Math.floor(r() * vocab.length)]);
    return out.join(' ');
  };
  const para = (r: R, sentences = 3): string => {
    const out: string[] = [];
    for (let i = 0; i < sentences; i++) {
      const s = words(r, int(r, 8, 18));
      out.push(s[0].toUpperCase() + s.slice(1) + '.');
    }
    return `<p>${out.join(' ')}</p>`;
  };
  const chunks = new Map<string, string>();
  const chunk = (kind: string): string => {
    let c = chunks.get(kind);
    if (!c) {
      const r = rng(hash(`chunk:${kind}`));
      const parts: string[] = [];
      while (parts.join(',').length < 2000) parts.push(`{"id":"${hex(`${kind}${parts.length}`, 10)}","label":"${words(r, 3)}","w":${int(r, 0, 999)},"v":[${int(r, 0, 99)},${int(r, 0, 99)}]}`);
      c = parts.join(',');
      chunks.set(kind, c);
    }
    return c;
  };
  return { words, para, chunk };
}
