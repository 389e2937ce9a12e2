/**
 * Near-duplicate course homes: one page answered under two addresses whose bytes differ a little (SPIP's
 * `spip.php?article258` and `spip.php?page=article&id_article=258`, each with its own self-links and a footer that
 * varies per request; a session id, a timestamp or a visit counter elsewhere). Byte digests (crawler.ts `bodies`)
 * miss them, and the course would be written twice. Resemblance of word 3-shingles (Broder, "On the resemblance
 * and containment of documents", 1997) is estimated from a bottom-k sketch of each page's shingle hashes (Cohen
 * and Kaplan's bottom-k, Broder's MinHash with one hash function): k hashes a page, so the index stays small at
 * thousands of homes.
 *
 * Only pages of one site with the same title are compared: another year's offering of a course may share its
 * template and most of its text (two Moodle courses of layout C with one title: resemblance 0.92), an address twin
 * shares all but a footer (layout K: 0.98–0.99).
 */

/** Hashes kept per page. */
export const SKETCH_SIZE = 256;
/** Estimated resemblance from which a page is the same page as an earlier one. */
export const NEAR_DUPLICATE = 0.96;

/** FNV-1a, 32 bits: fast, well spread for short strings. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The bottom-k sketch of a text's word 3-shingles (lower-cased letters and digits of any script), ascending. */
export function sketchOf(text: string, k = SKETCH_SIZE): Uint32Array {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const hashes = new Set<number>();
  if (words.length < 3) {
    if (words.length) hashes.add(fnv1a(words.join(' ')));
  } else for (let i = 0; i + 3 <= words.length; i++) hashes.add(fnv1a(`${words[i]} ${words[i + 1]} ${words[i + 2]}`));
  const all = Uint32Array.from(hashes).sort();
  return all.slice(0, k);
}

/**
 * Estimated resemblance of two pages from their sketches: of the k smallest hashes of the union, the share both
 * sketches hold. Exact when both pages have fewer than k shingles.
 */
export function resemblance(a: Uint32Array, b: Uint32Array, k = SKETCH_SIZE): number {
  if (!a.length || !b.length) return a.length === b.length ? 1 : 0;
  let i = 0;
  let j = 0;
  let union = 0;
  let both = 0;
  while (union < k && (i < a.length || j < b.length)) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) i++;
    else if (i >= a.length || b[j] < a[i]) j++;
    else {
      both++;
      i++;
      j++;
    }
    union++;
  }
  return both / union;
}

export function sketchToString(s: Uint32Array): string {
  return Buffer.from(s.buffer, s.byteOffset, s.byteLength).toString('base64');
}

export function sketchFromString(s: string): Uint32Array {
  const b = Buffer.from(s, 'base64');
  const out = new Uint32Array(b.byteLength >>> 2);
  for (let i = 0; i < out.length; i++) out[i] = b.readUInt32LE(i * 4);
  return out;
}

/** The key pages are compared under: their site and their title, as read (case and spacing aside). */
export function nearKey(site: string, title: string): string | undefined {
  const t = title.trim().replace(/\s+/g, ' ').toLowerCase();
  return t ? `${site}\t${t}` : undefined;
}

/** Course homes written so far, by site and title, with their sketches. */
export class NearDuplicates {
  private readonly groups = new Map<string, { url: string; sketch: Uint32Array }[]>();

  /** The first home written whose text this page's resembles (≥ `NEAR_DUPLICATE`), if any. */
  find(key: string, sketch: Uint32Array): string | undefined {
    for (const h of this.groups.get(key) ?? []) if (resemblance(h.sketch, sketch) >= NEAR_DUPLICATE) return h.url;
    return undefined;
  }

  add(key: string, url: string, sketch: Uint32Array): void {
    const g = this.groups.get(key);
    if (g) g.push({ url, sketch });
    else this.groups.set(key, [{ url, sketch }]);
  }
}
