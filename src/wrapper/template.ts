/**
 * Template text (seed 004 §9.4): text that every record of a wrapper shares. Captions (`<b>ISBN-13:</b>`)
 * disambiguate nodes whose tags are alike (wrapper.ts / align.ts); template text inside a labeled value
 * (`Publisher: Avon`) is inferred from the overlap of training values and stripped on extraction.
 */

/** Template prefix of a labeled value inferred from two samples' overlap: a shared prefix ending in ':'. */
export function overlapPrefix(a: string | undefined, b: string | undefined): string | undefined {
  if (!a || !b) return undefined;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const common = a.slice(0, i);
  const colon = common.lastIndexOf(':');
  if (colon < 1 || colon > 40) return undefined;
  const pre = common.slice(0, colon + 1);
  return /\p{L}/u.test(pre) ? pre : undefined;
}

/** Strip template text around a value (`pre` before, `post` after), when present. */
export function stripTemplate(value: string, pre?: string, post?: string): string {
  let v = value;
  if (pre && v.startsWith(pre)) v = v.slice(pre.length).trim();
  if (post && v.endsWith(post)) v = v.slice(0, v.length - post.length).trim();
  return v;
}
