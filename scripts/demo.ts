/**
 * Demo (first version, foundation issue): render a bundled course page into its visual blocks and print a
 * summary — what the engine sees. Later versions run wrapper induction and then the crawl.
 */
import { fileURLToPath } from 'node:url';
import { loadFile } from '../src/page/load.js';
import { createRenderer } from '../src/page/render.js';
import { blockText, buildBlockTree, leafBlocks, type Block } from '../src/visual/blocks.js';
import { blockFeatureMap } from '../src/visual/features.js';

const file = fileURLToPath(new URL('../test/visual/fixtures/course.html', import.meta.url));
const page = await loadFile(file);
const renderer = await createRenderer({ concurrency: 1 });
try {
  const t0 = performance.now();
  const tree = await renderer.render(page);
  const blocks = buildBlockTree(tree);
  const ms = performance.now() - t0;
  console.log(`${tree.title} — ${tree.nodes.length} nodes, ${blocks.blocks.length} visual blocks, page ${tree.width}×${tree.height} px (${ms.toFixed(0)} ms)`);
  const show = (b: Block) => {
    if (b.depth > 3) return;
    const t = blockText(b);
    const { left, top, width, height } = b.box;
    console.log(`${'  '.repeat(b.depth)}#${b.id} <${b.node.tag}> [${left},${top} ${width}×${height}] ${t.length > 50 ? t.slice(0, 49) + '…' : t}`);
    b.children.forEach(show);
  };
  show(blocks.root);
  // The largest-font leaf blocks: the headings a classifier would look at first.
  const leaves = leafBlocks(blocks).map((b) => ({ b, f: blockFeatureMap(b) }));
  leaves.sort((x, y) => y.f.relFontSize - x.f.relFontSize || x.f.top - y.f.top);
  console.log('\nlargest text (relative font size, bold):');
  for (const { b, f } of leaves.slice(0, 5)) console.log(`  ${f.relFontSize.toFixed(2)} ${f.isBold ? 'bold' : '    '} ${blockText(b)}`);
} finally {
  await renderer.close();
}
