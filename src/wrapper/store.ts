/**
 * Wrapper files: `wrappers/<site>.json`, one wrapper library per site. The JSON on disk is the contract
 * `extract apply` reads; it is versioned by `schema` and meant to be readable by people.
 *
 * Schema 1:
 * ```
 * {
 *   "schema": 1,
 *   "kind": "course-extract/wrapper-library",
 *   "site": "booksamillion.com",        // host of the pages, without "www."
 *   "epsilon": 0.5,                     // WPC threshold ε used to induce it
 *   "theta": 0.5,                       // alignment threshold θ used to apply it (Ψ ≤ θ accepts)
 *   "pages": 5, "records": 5,           // training pages and labeled records
 *   "wrappers": [{
 *     "id": "book-1", "type": "book",
 *     "stick": "html/body/div/div",     // tag path of the boundary node (broom stick)
 *     "level": 5,                       // records it was learned from
 *     "perPage": 1,                     // records per training page (performance prediction)
 *     "lead": 0, "trail": 0,            // boundary children before/after the region, when always the same
 *                                       // (omitted: that end of the region floats)
 *     "patterns": { "title": "lecture" }, // content template per field: words every value starts with
 *                                       // before a number (pattern.ts); omitted when none
 *     "shapes": { "date": "a, 9/9" },   // shape of every training date (letters a, digits 9); omitted when none
 *     "anchors": { "link": "Slides" },  // text every training link's anchor had: picks it among several
 *     "noDaysOff": true,                // course types: titles like "No class", "Reading week" are rejected
 *     "head": [ NODE, … ]               // the record region (broom head)
 *   }]
 * }
 * NODE = { "tag": "td" | "#text" | "()",        // "()" is a parentheses node
 *          "sign": 1 | N | "?" | "+" | "*",       // omitted when 1
 *          "label": "title",                      // field of a labeled node
 *          "exclusive": false,                    // non-exclusive node (crossed records); omitted when true
 *          "caption": "ISBN-13:",                 // caption: text this element must have to match
 *          "text": "Publisher:",                  // template text of an unlabeled text node
 *          "texts": ["&", ",", "By:"],            // or its alternatives (records differed; at most 4)
 *          "pre": "ISBN-13:", "post": "",         // template text stripped around a labeled value
 *          "sample": "…",                         // one training value (template-text inference)
 *          "children": [ NODE, … ] }               // omitted when empty
 * ```
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Wrapper, WrapperLibrary } from './library.js';
import { prepare, type Sign, type WNode } from './wrapper.js';

export const SCHEMA_VERSION = 1;
export const LIBRARY_KIND = 'course-extract/wrapper-library';

/** A wrapper file that cannot be read or does not follow the schema. */
export class WrapperFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WrapperFileError';
  }
}

function nodeToJson(w: WNode): Record<string, unknown> {
  const o: Record<string, unknown> = { tag: w.tag };
  if (w.sign !== 1) o.sign = w.sign;
  if (w.label) o.label = w.label;
  if (w.exclusive === false) o.exclusive = false;
  if (w.caption !== undefined) o.caption = w.caption;
  if (w.text !== undefined) o.text = w.text;
  if (w.texts) o.texts = [...w.texts];
  if (w.pre) o.pre = w.pre;
  if (w.post) o.post = w.post;
  if (w.sample) o.sample = w.sample;
  if (w.children.length) o.children = w.children.map(nodeToJson);
  return o;
}

/** The library as a schema-1 JSON object. */
export function libraryToJson(lib: WrapperLibrary): Record<string, unknown> {
  return {
    schema: SCHEMA_VERSION,
    kind: LIBRARY_KIND,
    site: lib.site,
    epsilon: lib.epsilon,
    theta: lib.theta,
    pages: lib.pages,
    records: lib.records,
    wrappers: lib.wrappers.map((w) => ({
      id: w.id,
      type: w.type,
      stick: w.stick,
      level: w.level,
      ...(w.perPage !== undefined ? { perPage: Math.round(w.perPage * 1000) / 1000 } : {}),
      ...(w.lead !== undefined ? { lead: w.lead } : {}),
      ...(w.trail !== undefined ? { trail: w.trail } : {}),
      ...(w.patterns ? { patterns: w.patterns } : {}),
      ...(w.shapes ? { shapes: w.shapes } : {}),
      ...(w.anchors ? { anchors: w.anchors } : {}),
      ...(w.noDaysOff ? { noDaysOff: true } : {}),
      head: w.head.map(nodeToJson),
    })),
  };
}

/** Serialize with one node per line (readable, diffable, not too long). */
export function stringifyLibrary(lib: WrapperLibrary): string {
  return `${JSON.stringify(libraryToJson(lib), null, 1)}\n`;
}

function bad(file: string, msg: string): never {
  throw new WrapperFileError(`${file}: ${msg}`);
}

function parseSign(v: unknown, file: string, where: string): Sign {
  if (v === undefined) return 1;
  if (v === '?' || v === '+' || v === '*') return v;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 1) return v;
  if (typeof v === 'string' && /^\d+$/.test(v) && Number(v) >= 1) return Number(v);
  return bad(file, `${where}: bad sign ${JSON.stringify(v)} (expected 1, N, "?", "+" or "*")`);
}

function nodeFromJson(o: unknown, file: string, where: string): WNode {
  if (!o || typeof o !== 'object' || Array.isArray(o)) bad(file, `${where}: node is not an object`);
  const r = o as Record<string, unknown>;
  if (typeof r.tag !== 'string' || !r.tag) bad(file, `${where}: node without a "tag"`);
  const kids = r.children ?? [];
  if (!Array.isArray(kids)) bad(file, `${where}: "children" is not an array`);
  const w: WNode = { tag: r.tag, sign: parseSign(r.sign, file, where), children: kids.map((c, i) => nodeFromJson(c, file, `${where}/${i}`)) };
  for (const k of ['label', 'caption', 'text', 'pre', 'post', 'sample'] as const) {
    if (r[k] === undefined) continue;
    if (typeof r[k] !== 'string') bad(file, `${where}: "${k}" is not a string`);
    w[k] = r[k] as string;
  }
  if (r.texts !== undefined) {
    if (!Array.isArray(r.texts) || r.texts.some((t) => typeof t !== 'string')) bad(file, `${where}: "texts" is not an array of strings`);
    w.texts = [...(r.texts as string[])];
  }
  if (r.exclusive === false) w.exclusive = false;
  return w;
}

function stringMap<K extends 'patterns' | 'shapes' | 'anchors'>(key: K, v: unknown, file: string, i: number): { [k in K]?: Record<string, string> } {
  if (v === undefined) return {};
  if (!v || typeof v !== 'object' || Array.isArray(v) || Object.values(v).some((p) => typeof p !== 'string'))
    bad(file, `wrapper ${i}: "${key}" is not an object of strings`);
  return { [key]: { ...(v as Record<string, string>) } } as { [k in K]?: Record<string, string> };
}

/** Parse and validate a schema-1 library. */
export function libraryFromJson(o: unknown, file = '<json>'): WrapperLibrary {
  if (!o || typeof o !== 'object' || Array.isArray(o)) bad(file, 'not a wrapper library (expected a JSON object)');
  const r = o as Record<string, unknown>;
  if (r.schema !== SCHEMA_VERSION) bad(file, `unsupported wrapper schema ${JSON.stringify(r.schema)} (this version reads schema ${SCHEMA_VERSION})`);
  if (!Array.isArray(r.wrappers)) bad(file, '"wrappers" is missing or not an array');
  const num = (k: string, dflt: number) => {
    const v = r[k];
    if (v === undefined) return dflt;
    if (typeof v !== 'number' || !Number.isFinite(v)) bad(file, `"${k}" is not a number`);
    return v;
  };
  const wrappers: Wrapper[] = r.wrappers.map((x, i) => {
    if (!x || typeof x !== 'object') bad(file, `wrapper ${i} is not an object`);
    const w = x as Record<string, unknown>;
    for (const k of ['id', 'type', 'stick'] as const) if (typeof w[k] !== 'string' || !w[k]) bad(file, `wrapper ${i}: "${k}" missing`);
    if (!Array.isArray(w.head) || !w.head.length) bad(file, `wrapper ${i}: "head" missing or empty`);
    return {
      id: w.id as string,
      type: w.type as string,
      stick: w.stick as string,
      level: typeof w.level === 'number' ? w.level : 1,
      perPage: typeof w.perPage === 'number' ? w.perPage : undefined,
      lead: typeof w.lead === 'number' ? w.lead : undefined,
      trail: typeof w.trail === 'number' ? w.trail : undefined,
      ...stringMap('patterns', w.patterns, file, i),
      ...stringMap('shapes', w.shapes, file, i),
      ...stringMap('anchors', w.anchors, file, i),
      ...(w.noDaysOff === true ? { noDaysOff: true } : {}),
      head: prepare(w.head.map((n, k) => nodeFromJson(n, file, `wrapper ${w.id}/head/${k}`))),
    };
  });
  return {
    site: typeof r.site === 'string' ? r.site : '',
    wrappers,
    epsilon: num('epsilon', 0.5),
    theta: num('theta', 0.5),
    pages: num('pages', 0),
    records: num('records', 0),
  };
}

/** Path of a site's wrapper file in a wrapper directory. */
export function libraryPath(dir: string, site: string, format: 'json' | 'xml' = 'json'): string {
  return join(dir, `${site}.${format}`);
}

/** Write `<dir>/<site>.json` (what `extract apply` reads), or the XML export `<dir>/<site>.xml`. */
export async function saveLibrary(dir: string, lib: WrapperLibrary, format: 'json' | 'xml' = 'json'): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = libraryPath(dir, lib.site, format);
  await writeFile(path, format === 'xml' ? libraryToXml(lib) : stringifyLibrary(lib));
  return path;
}

/*
 * XML export of schema 1 (same content as the JSON; fast-xml-parser):
 *   <wrapperLibrary schema="1" kind="…" site="…" epsilon="0.5" theta="0.5" pages="5" records="5">
 *     <wrapper id="lecture-1" type="lecture" stick="html/body/table/tr" level="2" perPage="2" lead="0" trail="1" noDaysOff="true">
 *       <pattern field="title">lecture</pattern> <shape field="date">a, 9/9</shape> <anchor field="link">Notes</anchor>
 *       <head><node tag="td" label="date" sample="M, 9/13"><node tag="#text"/></node> …</head>
 *     </wrapper>
 *   </wrapperLibrary>
 * Node attributes are the JSON node's keys (sign omitted when 1); child nodes nest as <node> elements.
 */
const MAPS = [
  ['patterns', 'pattern'],
  ['shapes', 'shape'],
  ['anchors', 'anchor'],
] as const;

function nodeToXml(n: Record<string, unknown>): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  // texts (an array) as JSON text in one attribute
  for (const [k, v] of Object.entries(n)) if (k !== 'children') o[`@_${k}`] = Array.isArray(v) ? JSON.stringify(v) : String(v);
  if (Array.isArray(n.children)) o.node = (n.children as Record<string, unknown>[]).map(nodeToXml);
  return o;
}

/** The library as an XML document (export; `libraryFromXml` reads it back). */
export function libraryToXml(lib: WrapperLibrary): string {
  const j = libraryToJson(lib) as Record<string, unknown> & { wrappers: Record<string, unknown>[] };
  const root: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(j)) if (k !== 'wrappers') root[`@_${k}`] = String(v);
  root.wrapper = j.wrappers.map((w) => {
    const o: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(w)) if (typeof v !== 'object') o[`@_${k}`] = String(v);
    for (const [key, el] of MAPS) {
      const m = w[key] as Record<string, string> | undefined;
      if (m) o[el] = Object.entries(m).map(([field, text]) => ({ '@_field': field, '#text': text }));
    }
    o.head = { node: (w.head as Record<string, unknown>[]).map(nodeToXml) };
    return o;
  });
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true, suppressBooleanAttributes: false });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ wrapperLibrary: root })}`;
}

const NUMERIC = new Set(['schema', 'epsilon', 'theta', 'pages', 'records', 'level', 'perPage', 'lead', 'trail']);

/** Read the XML export back (validated like a JSON wrapper file). */
export function libraryFromXml(xml: string, file = '<xml>'): WrapperLibrary {
  let doc: Record<string, unknown>;
  try {
    doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      parseAttributeValue: false,
      parseTagValue: false,
      trimValues: false,
      isArray: (name) => ['wrapper', 'node', 'pattern', 'shape', 'anchor'].includes(name),
    }).parse(xml, true) as Record<string, unknown>;
  } catch (e) {
    return bad(file, `not valid XML (${(e as Error).message.split('\n')[0]})`);
  }
  const root = doc.wrapperLibrary as Record<string, unknown> | undefined;
  if (!root || typeof root !== 'object') bad(file, 'not a wrapper library (no <wrapperLibrary> element)');
  const attrs = (o: Record<string, unknown>) => {
    const r: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o))
      if (k.startsWith('@_')) {
        const key = k.slice(2);
        r[key] = NUMERIC.has(key) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v;
      }
    return r;
  };
  const node = (o: Record<string, unknown>): Record<string, unknown> => {
    const r = attrs(o);
    if (typeof r.sign === 'string' && /^\d+$/.test(r.sign)) r.sign = Number(r.sign);
    if (typeof r.texts === 'string') {
      try {
        r.texts = JSON.parse(r.texts);
      } catch {
        bad(file, `node "texts" is not a JSON array`);
      }
    }
    for (const k of ['label', 'caption', 'text', 'pre', 'post', 'sample', 'tag'] as const) if (r[k] !== undefined) r[k] = String(r[k]);
    if (Array.isArray(o.node)) r.children = (o.node as Record<string, unknown>[]).map(node);
    return r;
  };
  const json: Record<string, unknown> = attrs(root);
  json.wrappers = ((root.wrapper as Record<string, unknown>[] | undefined) ?? []).map((w) => {
    const r = attrs(w);
    for (const k of ['id', 'type', 'stick'] as const) if (r[k] !== undefined) r[k] = String(r[k]);
    for (const [key, el] of MAPS) {
      const items = w[el] as Record<string, unknown>[] | undefined;
      if (items) r[key] = Object.fromEntries(items.map((x) => [String(x['@_field']), String(x['#text'] ?? '')]));
    }
    const head = w.head as Record<string, unknown> | undefined;
    r.head = head && Array.isArray(head.node) ? (head.node as Record<string, unknown>[]).map(node) : [];
    return r;
  });
  return libraryFromJson(json, file);
}

/** Read a wrapper file; a missing file returns undefined, a corrupt one throws WrapperFileError. */
export async function loadLibraryFile(path: string): Promise<WrapperLibrary | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new WrapperFileError(`${path}: cannot read (${(e as Error).message})`);
  }
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch (e) {
    throw new WrapperFileError(`${path}: not valid JSON (${(e as Error).message.split('\n')[0]})`);
  }
  return libraryFromJson(o, path);
}
