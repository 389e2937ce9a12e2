import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAction } from '../../src/cli/common.js';
import { formatPageTree, runRender, type RenderCliOptions } from '../../src/cli/render.js';
import { loadFile } from '../../src/page/load.js';
import { liveDom, parseHtml } from '../../src/page/static.js';

const base: RenderCliOptions = { format: 'json', concurrency: 1, labels: true, viewportWidth: 1280, timeout: 5000, static: true };
const labeled = fileURLToPath(new URL('fixtures/labeled.html', import.meta.url));

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => (err.push(String(s)), true));
  return { out, err };
}

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

describe('extract render (static paths, no browser)', () => {
  it('prints the page tree as JSON with labels', async () => {
    const { out } = capture();
    await runRender([labeled], base);
    const doc = JSON.parse(out.join(''));
    expect(doc).toMatchObject({ source: labeled, rendered: false, title: 'Schedule' });
    expect(doc.blocks).toBeUndefined();
    const h2 = doc.tree.children[1].children[0];
    expect(h2).toMatchObject({ tag: 'h2', tagPath: 'html/body/h2', section: 'lectures' });
  });

  it('prints an indented tree with labels and links', () => {
    const t = parseHtml('<p data-ie-label="quiz.title" data-ie-record="Q1">Quiz <a href="q.pdf">1</a></p>', 'http://u.edu/');
    expect(formatPageTree(t)).toBe(
      ['<html>', '  <head>', '  <body>', '    <p> {quiz.title#Q1}', '      "Quiz"', '      <a> → http://u.edu/q.pdf', '        "1"'].join('\n'),
    );
  });

  it('turns bad input into one line and exit code 2', async () => {
    const { err } = capture();
    await runAction('extract render', () => runRender([labeled], { ...base, format: 'xml' as never }));
    await runAction('extract render', () => runRender(['/no/such.html'], base));
    await runAction('extract render', () => runRender([], base));
    expect(err).toEqual([
      'extract render: --format must be one of json, tree, blocks, got "xml"\n',
      'extract render: no such file or directory: /no/such.html\n',
      'extract render: missing PAGE (a file, directory or URL; or --html "<html>…")\n',
    ]);
    expect(process.exitCode).toBe(2);
  });

  it('reports a malformed label with file and line', async () => {
    const { err } = capture();
    await runAction('extract render', () => runRender([], { ...base, html: '<p>\n<ie-label data-ie-label="oops">x</ie-label>' }));
    expect(err).toEqual(['extract render: <string>:2: malformed data-ie-label "oops" (expected "<type>.<field>")\n']);
  });
});

describe('live DOM', () => {
  it('gives jsdom a label-free document under the page URL', async () => {
    const page = await loadFile(labeled);
    const dom = await liveDom({ ...page, url: 'http://u.edu/c/s.html' });
    const a = dom.window.document.querySelector('a')!;
    expect(a.href).toBe('http://u.edu/c/slides/l1.pdf');
    expect(dom.window.document.querySelector('ie-label')).toBeNull();
    expect(a.textContent).toBe('Welcome');
  });
});
