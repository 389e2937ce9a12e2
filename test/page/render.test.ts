/**
 * Rendering tests: ONE shared browser for the whole file. They skip (printing why) when no browser exists.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFile, loadHtmlString } from '../../src/page/load.js';
import { BrowserNotFoundError, createRenderer, resolveBrowser, type Renderer } from '../../src/page/render.js';
import { parseStatic } from '../../src/page/static.js';
import type { PageTree } from '../../src/page/tree.js';
import { buildBlockTree } from '../../src/visual/blocks.js';

const fixture = (p: string) => fileURLToPath(new URL(p, import.meta.url));

describe('browser resolution', () => {
  it('takes PUPPETEER_EXECUTABLE_PATH, then CHROME_PATH, then system paths, then the download', async () => {
    const exe = process.execPath; // any existing file stands in for a browser
    expect(await resolveBrowser({ PUPPETEER_EXECUTABLE_PATH: exe, CHROME_PATH: '/nope' }, [], async () => undefined)).toBe(exe);
    expect(await resolveBrowser({ PUPPETEER_EXECUTABLE_PATH: '/nope', CHROME_PATH: exe }, [], async () => undefined)).toBe(exe);
    expect(await resolveBrowser({}, ['/nope', exe], async () => undefined)).toBe(exe);
    expect(await resolveBrowser({}, ['/nope'], async () => exe)).toBe(exe);
  });
  it('fails with one line saying how to get a browser', async () => {
    const err = await resolveBrowser({ CHROME_PATH: '/opt/none/chrome' }, ['/usr/bin/none'], async () => undefined).catch((e) => e);
    expect(err).toBeInstanceOf(BrowserNotFoundError);
    expect(err.message).not.toContain('\n');
    expect(err.message).toBe(
      'no Chromium/Chrome found (tried /opt/none/chrome, /usr/bin/none); install one (Debian: apt-get install chromium), ' +
        'set PUPPETEER_EXECUTABLE_PATH, or run "npx puppeteer browsers install chrome"',
    );
  });
});

let skipReason = '';
try {
  await resolveBrowser();
} catch (e) {
  skipReason = (e as Error).message;
  console.warn(`rendering tests skipped: ${skipReason}`);
}

describe.skipIf(Boolean(skipReason))('rendering (one shared browser)', () => {
  let renderer: Renderer;
  beforeAll(async () => {
    renderer = await createRenderer({ concurrency: 2, timeoutMs: 4000, scriptTimeoutMs: 3000 });
  });
  afterAll(async () => {
    await renderer?.close();
  });

  const node = (t: PageTree, pred: (n: PageTree['nodes'][number]) => boolean) => {
    const n = t.nodes.find(pred);
    if (!n) throw new Error('node not found');
    return n;
  };

  it('gives exact boxes and computed styles for a fixed layout', async () => {
    const html =
      '<!DOCTYPE html><html><head><style>body{margin:0;font:16px/20px sans-serif}' +
      '#a{position:absolute;left:10px;top:20px;width:300px;height:100px;text-align:center;color:#ff0000}' +
      '#b{display:block;width:50px;height:60px;margin-left:5px}</style></head>' +
      '<body><div id="a"><h1 style="font-size:30px;margin:0;height:40px;font-style:italic">T</h1><b>bold</b></div>' +
      '<span id="b">x</span><p style="display:none">gone</p><img src="http://u.edu/p.png" width="40" height="30"></body></html>';
    const t = await renderer.render(loadHtmlString(html, 'http://u.edu/c/page.html'));
    expect(t.rendered).toBe(true);
    expect(t.viewportWidth).toBe(1280);
    expect(t.width).toBe(1280);
    const a = node(t, (n) => n.attrs.id === 'a');
    expect(a.box).toEqual({ left: 10, top: 20, width: 300, height: 100 });
    expect(a.style).toEqual({ fontSize: 16, fontWeight: 400, fontStyle: 'normal', textAlign: 'center', display: 'block', visibility: 'visible', color: 'rgb(255, 0, 0)' });
    const h1 = node(t, (n) => n.tag === 'h1');
    expect(h1.box).toEqual({ left: 10, top: 20, width: 300, height: 40 });
    expect(h1.style).toMatchObject({ fontSize: 30, fontWeight: 700, fontStyle: 'italic' });
    const bText = node(t, (n) => n.text === 'bold');
    expect(bText.style).toMatchObject({ fontWeight: 700, display: 'inline' });
    // a text box is its glyphs' box (font-dependent), inside its 20px line at y 60–80
    expect(bText.box!.top).toBeGreaterThanOrEqual(60);
    expect(bText.box!.top + bText.box!.height).toBeLessThanOrEqual(80);
    expect(bText.box!.height).toBeGreaterThan(10);
    expect(node(t, (n) => n.attrs.id === 'b').box).toEqual({ left: 5, top: 0, width: 50, height: 60 });
    expect(node(t, (n) => n.tag === 'p').box).toEqual({ left: 0, top: 0, width: 0, height: 0 });
    expect(node(t, (n) => n.tag === 'p').style!.display).toBe('none');
    // image blocked, but its declared size is laid out
    expect(node(t, (n) => n.tag === 'img').box).toMatchObject({ width: 40, height: 30 });
    expect(node(t, (n) => n.tag === 'img').src).toBe('http://u.edu/p.png');
  });

  it('renders a file page with its local stylesheet into the expected block tree', async () => {
    const t = await renderer.render(await loadFile(fixture('../visual/fixtures/course.html')));
    expect(node(t, (n) => n.tag === 'h1').style).toMatchObject({ fontSize: 32, fontWeight: 700 });
    const bt = buildBlockTree(t);
    expect(bt.root.children.map((b) => [b.node.attrs.id, b.box])).toEqual([
      ['header', { left: 0, top: 0, width: 1000, height: 100 }],
      ['nav', { left: 0, top: 100, width: 200, height: 400 }],
      ['main', { left: 200, top: 100, width: 800, height: 324 }],
      ['footer', { left: 0, top: 600, width: 1000, height: 20 }],
    ]);
    const main = bt.root.children[2];
    expect(main.children.map((b) => b.node.tag)).toEqual(['h2', 'table', 'h2', 'ul', 'h2', 'p']);
    expect(main.children[1].children.map((b) => b.box.top)).toEqual([150, 170, 190, 210]);
    // a bare file has no page URL: links stay as written, as in the static tree
    expect(t.url).toBeUndefined();
    expect(node(t, (n) => n.text === 'L1').parent!.href).toBe('slides/l1.pdf');
  });

  it('keeps the labels of a labeled page exactly as the static loader reads them', async () => {
    const page = await loadFile(fixture('fixtures/labeled.html'));
    const t = await renderer.render(page);
    const s = parseStatic(page);
    const view = (x: PageTree) => x.nodes.map((n) => [n.tagPath, n.text, n.attrs, n.labels, n.section, n.href]);
    expect(view(t)).toEqual(view(s));
    expect(t.nodes.every((n) => n.box && n.style)).toBe(true);
    const title = node(t, (n) => n.labels?.[0]?.field === 'title' && n.labels[0].type === 'lecture');
    expect(title.text).toBe('Welcome');
    expect(title.box!.width).toBeGreaterThan(0);
    expect(node(t, (n) => n.tag === 'h2').section).toBe('lectures');
    expect(t.nodes.filter((n) => n.labels?.some((l) => l.type === 'assignment')).map((n) => n.text)).toEqual(['Due: HW ', '1']);
    const raw = await renderer.render(page, { labels: false });
    expect(node(raw, (n) => n.tag === 'h2').attrs['data-ie-section']).toBe('lectures');
  });

  it('renders under the page URL (no https upgrade) and maps labels when scripts change the DOM', async () => {
    const html =
      '<body><p id="loc"></p><p data-ie-label="quiz.title" data-ie-record="Q1">Quiz 1</p><a href="hw.html">hw</a>' +
      '<script>document.getElementById("loc").textContent = location.href; document.body.insertBefore(document.createElement("hr"), document.body.firstChild);</script></body>';
    const [r] = await renderer.renderAll([loadHtmlString(html, 'http://u.edu/c/x.html')]);
    expect(r.error).toBeUndefined();
    expect(r.realigned).toBe(true);
    const t = r.tree!;
    expect(t.nodes.map((n) => n.tagPath)).toContain('html/body/hr');
    expect(node(t, (n) => n.attrs.id === 'loc').children[0].text).toBe('http://u.edu/c/x.html');
    const quiz = node(t, (n) => n.text === 'Quiz 1').parent!;
    expect(quiz.labels).toEqual([{ type: 'quiz', field: 'title', record: 'Q1' }]);
    expect(quiz.attrs).toEqual({});
    expect(node(t, (n) => n.tag === 'a').href).toBe('http://u.edu/c/hw.html');
  });

  it('blocks off-page scripts but runs inline, eval and data: scripts', async () => {
    const html =
      '<head><script>window.fromCdn = "no"</script><script src="http://cdn.other.org/x.js"></script></head><body><p id="cdn"></p><p id="ev"></p>' +
      '<script>document.getElementById("cdn").textContent = "cdn " + window.fromCdn; document.getElementById("ev").textContent = "eval " + eval("6*7")</script>' +
      '<script src="data:text/javascript,document.body.appendChild(document.createElement(%22hr%22))"></script></body>';
    const [r] = await renderer.renderAll([loadHtmlString(html, 'http://u.edu/c/s.html')]);
    expect(r.error).toBeUndefined();
    const texts = r.tree!.nodes.filter((n) => n.kind === 'text').map((n) => n.text);
    expect(texts).toEqual(['cdn no', 'eval 42']);
    expect(r.tree!.nodes.map((n) => n.tag)).toContain('hr');
  });

  it('reports a hanging page as failed with a reason and keeps going', async () => {
    const hang = loadHtmlString('<p>x</p><script>for(;;){}</script>', 'http://u.edu/hang.html');
    const ok = loadHtmlString('<p>fine</p>', 'http://u.edu/ok.html');
    const res = await renderer.renderAll([hang, ok]);
    expect(res.find((r) => r.page === hang)!.error).toBe('navigation timeout');
    expect(res.find((r) => r.page === ok)!.tree!.nodes.some((n) => n.text === 'fine')).toBe(true);
  });

  it('relaunches a crashed browser and retries the page', async () => {
    const before = renderer.relaunches;
    process.kill(renderer.pid!, 'SIGKILL');
    const t = await renderer.render(loadHtmlString('<p>after crash</p>', 'http://u.edu/a.html'));
    expect(t.nodes.some((n) => n.text === 'after crash')).toBe(true);
    expect(renderer.relaunches).toBe(before + 1);
  });
});

describe.skipIf(Boolean(skipReason))('rendering an archived page (resources from a replay, no network)', () => {
  it('applies an archived stylesheet, on or off the page\'s origin, and nothing it does not hold', async () => {
    const sheets: Record<string, string> = {
      'http://cdn.u.edu/site.css': 'h1{font-size:40px}',
      'http://u.edu/local.css': 'h2{font-size:30px}',
    };
    const r = await createRenderer({
      concurrency: 1,
      network: false,
      timeoutMs: 4000,
      scriptTimeoutMs: 3000,
      resources: (u) => (sheets[u] ? { status: 200, headers: { 'content-type': 'text/css' }, body: Buffer.from(sheets[u]) } : undefined),
    });
    try {
      const html =
        '<!DOCTYPE html><html><head><link rel="stylesheet" href="http://cdn.u.edu/site.css"><link rel="stylesheet" href="/local.css">' +
        '<link rel="stylesheet" href="http://cdn.u.edu/missing.css"></head><body><h1>A</h1><h2>B</h2><h3>C</h3></body></html>';
      const t = await r.render(loadHtmlString(html, 'http://u.edu/course/index.html'));
      const size = (tag: string) => t.nodes.find((n) => n.tag === tag)!.style!.fontSize;
      expect([size('h1'), size('h2'), size('h3')]).toEqual([40, 30, 18.72]);
    } finally {
      await r.close();
    }
  });
});
