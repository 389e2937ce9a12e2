/**
 * Static path benchmark: CPU ms/page of load+decode, raw parse5, parse5 with a minimal tree adapter, and
 * parseStatic (parse5 → PageTree), on the SWDE book pages. Each variant runs in its own process so that
 * parse5's call sites only ever see one tree adapter (as in `extract apply`); figures are the best of
 * `--reps` passes after one warm-up pass, as CPU time (process.cpuUsage), not wall time.
 *
 *   npx tsx bench/static.ts [--sets raw,labeled] [--every K] [--reps 3] [--json]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parse, defaultTreeAdapter, type TreeAdapter } from 'parse5';
import { listPageFiles, pageFromBytes } from '../src/page/load.js';
import { parseStatic } from '../src/page/static.js';
import { arg } from './args.js';

const DATA = new URL('../../shared/data/', import.meta.url).pathname;
const VARIANTS = ['decode', 'parse5', 'parse5-light', 'parseStatic', 'total'] as const;
type Variant = (typeof VARIANTS)[number];
const reps = Number(arg('reps') ?? 3);
const every = Number(arg('every') ?? 1);
const sets = (arg('sets') ?? 'raw,labeled').split(',');

/** The least parse5 needs: plain objects, no source locations (the reference for "parse5 + own adapter"). */
interface LNode {
  tagName?: string;
  namespaceURI?: string;
  attrs?: unknown[];
  value?: string;
  data?: string;
  childNodes: LNode[];
  parentNode: LNode | null;
}
const light = {
  ...defaultTreeAdapter,
  createElement: (tagName: string, namespaceURI: string, attrs: unknown[]): LNode => ({ tagName, namespaceURI, attrs, childNodes: [], parentNode: null }),
  createTextNode: (value: string): LNode => ({ value, childNodes: [], parentNode: null }),
  createCommentNode: (data: string): LNode => ({ data, childNodes: [], parentNode: null }),
  appendChild(p: LNode, n: LNode) {
    p.childNodes.push(n);
    n.parentNode = p;
  },
  insertText(p: LNode, text: string) {
    const last = p.childNodes[p.childNodes.length - 1];
    if (last && last.value !== undefined) last.value += text;
    else light.appendChild(p, light.createTextNode(text));
  },
  isTextNode: (n: LNode) => n.value !== undefined,
  isCommentNode: (n: LNode) => n.data !== undefined,
  isElementNode: (n: LNode) => n.tagName !== undefined,
} as unknown as TreeAdapter;

async function files(set: string): Promise<string[]> {
  const out: string[] = [];
  for (const site of ['booksamillion', 'christianbook'])
    out.push(...(await listPageFiles(`${DATA}swde-book/${site}/${set === 'raw' ? 'pages' : 'labeled'}`)));
  return out.filter((_, i) => i % every === 0);
}

/** Child process: one variant on one set; prints `{ms}` as JSON. */
async function child(variant: Variant, set: string): Promise<void> {
  const paths = await files(set);
  const bytes = paths.map((f) => readFileSync(f));
  const pages = paths.map((f, i) => pageFromBytes(bytes[i], f));
  const labels = set === 'labeled'; // `extract apply` reads raw pages without labels; induce reads labeled ones
  let sink = 0;
  const run: Record<Variant, () => void> = {
    decode: () => paths.forEach((f, i) => (sink += pageFromBytes(bytes[i], f).html.length)),
    parse5: () => pages.forEach((p) => (sink += (parse(p.html) as { childNodes: unknown[] }).childNodes.length)),
    'parse5-light': () => pages.forEach((p) => (sink += (parse(p.html, { treeAdapter: light }) as LNode).childNodes.length)),
    parseStatic: () => pages.forEach((p) => (sink += parseStatic(p, { labels }).nodes.length)),
    total: () => paths.forEach((f) => (sink += parseStatic(pageFromBytes(readFileSync(f), f), { labels }).nodes.length)),
  };
  run[variant]();
  let best = Infinity;
  for (let r = 0; r < reps; r++) {
    const t = process.cpuUsage();
    run[variant]();
    const d = process.cpuUsage(t);
    best = Math.min(best, (d.user + d.system) / 1000 / pages.length);
  }
  process.stdout.write(JSON.stringify({ ms: best, pages: pages.length, sink: sink > 0 }) + '\n');
}

const ci = process.argv.indexOf('--child');
if (ci > 0) {
  await child(process.argv[ci + 1] as Variant, process.argv[ci + 2]);
} else {
  const self = fileURLToPath(import.meta.url);
  const load = loadavg()[0];
  const out: Record<string, Record<string, number>> = {};
  for (const set of sets) {
    out[set] = {};
    for (const v of VARIANTS) {
      const r = spawnSync(process.execPath, ['--import', 'tsx', self, '--child', v, set, '--reps', String(reps), '--every', String(every)], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`bench/static ${v} ${set} failed: ${r.stderr}`);
      out[set][v] = JSON.parse(r.stdout.trim().split('\n').pop()!).ms;
    }
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify({ load, ...out }));
  else {
    console.log(`static path, CPU ms/page (best of ${reps}; load average ${load.toFixed(1)} at start)`);
    console.log(`set      ${VARIANTS.map((v) => v.padStart(13)).join('')}`);
    for (const set of sets) console.log(`${set.padEnd(9)}${VARIANTS.map((v) => out[set][v].toFixed(2).padStart(13)).join('')}`);
    console.log('decode = bytes → LoadedPage; total = readFile + decode + parseStatic (labels read on the labeled set)');
  }
}
