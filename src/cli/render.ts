/**
 * `extract render PAGE…`: render pages headlessly and print the page tree with layout boxes and the visual
 * block tree (what every later stage sees); `--screenshot` outlines the blocks on the rendered page.
 */
import type { Command } from 'commander';
import { expandInputs, loadHtmlString, loadPage, type LoadedPage } from '../page/load.js';
import { parseStatic } from '../page/static.js';
import { BrowserNotFoundError, createRenderer, RenderError } from '../page/render.js';
import { serializeNode, type PageNode, type PageTree } from '../page/tree.js';
import { blockText, buildBlockTree, serializeBlock, type Block } from '../visual/blocks.js';
import { log, parseIntOption, registerUserError, runAction, UsageError } from './common.js';

registerUserError(BrowserNotFoundError);
registerUserError(RenderError);

const FORMATS = ['json', 'tree', 'blocks'] as const;
type Format = (typeof FORMATS)[number];

export interface RenderCliOptions {
  format: Format;
  screenshot?: string;
  baseUrl?: string;
  concurrency: number;
  static?: boolean;
  labels: boolean;
  viewportWidth: number;
  timeout: number;
  loadResources?: boolean;
  html?: string;
}

const r1 = (v: number) => Math.round(v * 10) / 10;
const fmtBox = (b: { left: number; top: number; width: number; height: number }) => `[${r1(b.left)},${r1(b.top)} ${r1(b.width)}×${r1(b.height)}]`;
const clip = (s: string, n = 60) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};

/** Indented page tree: one node a line with its box, font and labels. */
export function formatPageTree(tree: PageTree): string {
  const lines: string[] = [];
  const visit = (n: PageNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const box = n.box ? ` ${fmtBox(n.box)}` : '';
    const font = n.style && n.kind === 'element' ? ` ${n.style.fontSize}px${n.style.fontWeight >= 600 ? ' bold' : ''}${n.style.fontStyle !== 'normal' ? ` ${n.style.fontStyle}` : ''}` : '';
    const lab = n.labels ? ` {${n.labels.map((l) => `${l.type}.${l.field}#${l.record}`).join(' ')}}` : '';
    const sec = n.section ? ` {section:${n.section}}` : '';
    if (n.kind === 'text') lines.push(`${pad}"${clip(n.text)}"${box}${lab}`);
    else {
      const id = n.attrs.id ? `#${n.attrs.id}` : '';
      const cls = n.attrs.class ? `.${n.attrs.class.trim().split(/\s+/).join('.')}` : '';
      const href = n.href ? ` → ${n.href}` : '';
      lines.push(`${pad}<${n.tag}${id}${cls}>${box}${font}${href}${lab}${sec}`);
    }
    for (const c of n.children) visit(c, depth + 1);
  };
  visit(tree.root, 0);
  return lines.join('\n');
}

/** Indented visual block tree: one block a line. */
export function formatBlockTree(root: Block): string {
  const lines: string[] = [];
  const visit = (b: Block) => {
    lines.push(`${'  '.repeat(b.depth)}#${b.id} <${b.node.tag}> ${fmtBox(b.box)} ${clip(blockText(b))}`.trimEnd());
    b.children.forEach(visit);
  };
  visit(root);
  return lines.join('\n');
}

function output(tree: PageTree, format: Format): string {
  const blocks = tree.rendered ? buildBlockTree(tree) : undefined;
  if (format === 'json') {
    return JSON.stringify({
      source: tree.source,
      url: tree.url,
      title: tree.title,
      rendered: tree.rendered,
      width: tree.width,
      height: tree.height,
      viewportWidth: tree.viewportWidth,
      tree: serializeNode(tree.root),
      blocks: blocks ? serializeBlock(blocks.root) : undefined,
    });
  }
  const head = `# ${tree.source}${tree.url ? ` (${tree.url})` : ''} — ${tree.nodes.length} nodes` +
    (blocks ? `, ${blocks.blocks.length} blocks, page ${tree.width}×${tree.height}` : ', static (no layout)');
  if (format === 'blocks') {
    if (!blocks) throw new UsageError('--format blocks needs rendering (drop --static)');
    return `${head}\n${formatBlockTree(blocks.root)}`;
  }
  return `${head}\n${formatPageTree(tree)}`;
}

export async function runRender(inputs: string[], o: RenderCliOptions): Promise<void> {
  if (!FORMATS.includes(o.format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got "${o.format}"`);
  if (o.screenshot && !/\.png$/i.test(o.screenshot)) throw new UsageError(`--screenshot must name a .png file, got "${o.screenshot}"`);
  if (o.html !== undefined && inputs.length) throw new UsageError('give either PAGE arguments or --html, not both');
  if (o.html === undefined && !inputs.length) throw new UsageError('missing PAGE (a file, directory or URL; or --html "<html>…")');
  const sources = o.html !== undefined ? [] : await expandInputs(inputs);
  if (o.screenshot && sources.length > 1) throw new UsageError('--screenshot takes one page');
  const load = async (s: string): Promise<LoadedPage> => loadPage(s, { baseUrl: o.baseUrl });
  const pages: LoadedPage[] = o.html !== undefined ? [loadHtmlString(o.html, o.baseUrl)] : [];
  for (const s of sources) pages.push(await load(s));

  if (o.static) {
    for (const p of pages) process.stdout.write(`${output(parseStatic(p, { labels: o.labels }), o.format)}\n`);
    return;
  }
  const renderer = await createRenderer({
    concurrency: Math.min(o.concurrency, pages.length),
    viewportWidth: o.viewportWidth,
    timeoutMs: o.timeout,
    loadResources: o.loadResources,
  });
  let failed = 0;
  try {
    if (pages.length === 1) {
      const tree = await renderer.render(pages[0], {
        labels: o.labels,
        screenshot: o.screenshot
          ? { path: o.screenshot, outlines: (t) => buildBlockTree(t).blocks.slice(1).map((b) => ({ box: b.box, depth: b.depth })) }
          : undefined,
      });
      process.stdout.write(`${output(tree, o.format)}\n`);
      if (o.screenshot) log(`render: screenshot with block outlines → ${o.screenshot}`);
      return;
    }
    // Several pages: results in input order, failures reported on stderr.
    const results = await renderer.renderAll(pages, { labels: o.labels });
    const bySource = new Map(results.map((r) => [r.page, r]));
    for (const p of pages) {
      const r = bySource.get(p)!;
      if (r.error) {
        failed++;
        log(`render: FAILED ${p.source}: ${r.error}`);
      } else process.stdout.write(`${output(r.tree!, o.format)}\n`);
    }
  } finally {
    await renderer.close();
  }
  if (failed) {
    log(`render: ${failed} of ${pages.length} pages failed`);
    process.exitCode = 1;
  }
}

export function registerRender(program: Command): void {
  program
    .command('render')
    .description('Render pages headlessly into the page tree (boxes, styles, labels) and its visual blocks.')
    .argument('[PAGE...]', 'HTML file, directory of pages, or http(s) URL')
    .option('-f, --format <format>', 'json (page tree + block tree, every node with its box) | tree (page tree) | blocks (block tree)', 'json')
    .option('--screenshot <out.png>', 'save a full-page screenshot with the visual blocks outlined (one page)')
    .option('--base-url <url>', 'URL of the page when it is not known (resolves relative links)')
    .option('--html <string>', 'render this HTML string instead of a PAGE')
    .option('-c, --concurrency <n>', 'browser tabs rendering at once', parseIntOption('--concurrency'), 4)
    .option('--viewport-width <px>', 'layout width in CSS px', parseIntOption('--viewport-width'), 1280)
    .option('--timeout <ms>', 'navigation timeout per page', parseIntOption('--timeout'), 15000)
    .option('--load-resources', 'let images, fonts and off-page scripts load (blocked by default)')
    .option('--no-labels', 'keep data-ie-* attributes as plain attributes instead of reading gold labels')
    .option('--static', 'parse without rendering (parse5; no boxes or blocks)')
    .addHelpText(
      'after',
      `
Examples:
  extract render page.html --format tree
  extract render page.html --format blocks --screenshot blocks.png
  extract render https://example.edu/cs101/ --format json > tree.json
  extract render --html '<h1>Hi</h1>' --base-url http://u.edu/c/ --format tree`,
    )
    .action(async (inputs: string[], o: RenderCliOptions) => runAction('extract render', () => runRender(inputs, o)));
}
