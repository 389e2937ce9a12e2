/**
 * Rendering with puppeteer into a PageTree with boxes and styles.
 *
 * One browser, a pool of reused tabs. The main document is served from memory under the page's real URL
 * (relative links and `<base>` resolve as on the web, with or without network); images, media, fonts and
 * off-page scripts are blocked by default; stylesheets and scripts next to a file page are served from disk.
 * The DOM is read in ONE `page.evaluate` into compact arrays and then aligned with the parse5 static tree, so
 * a rendered tree has exactly the static tree's nodes (same skipped elements, same tag paths, same labels)
 * plus `box` and `style`. When page scripts changed the DOM the browser's tree is used and labels are carried
 * over from the static nodes that still match.
 */
import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { createHash } from 'node:crypto';
import type { Browser, CDPSession } from 'puppeteer';
import { fileUrl, type LoadedPage } from './load.js';
import { stripLabelMarkup } from './labels.js';
import { parseStatic, resolveUrl, SKIP_ELEMENTS } from './static.js';
import { indexTree, type Box, type NodeStyle, type PageNode, type PageTree } from './tree.js';

export interface RendererOptions {
  /** Tabs rendering at once (default 4). */
  concurrency?: number;
  /** Viewport width in CSS px (default 1280). */
  viewportWidth?: number;
  /** Viewport height in CSS px (default 800); the document may be taller. */
  viewportHeight?: number;
  /** Navigation timeout, ms (default 15000). */
  timeoutMs?: number;
  /** Timeout for the DOM read after load, ms (default 10000). */
  scriptTimeoutMs?: number;
  /** Let images/media/fonts and off-page scripts load (default false: blocked). */
  loadResources?: boolean;
  /**
   * Let sub-resource requests that are not served from disk go to the network (default: only for pages
   * that came from a URL; file pages render offline and deterministically).
   */
  network?: boolean;
  /**
   * Answer a page's stylesheet, same-origin script and XHR / fetch requests from here before the network: a
   * replay's WARC, so an archived page renders with its archived styles (only 200 answers are used).
   */
  resources?: (url: string) => { status: number; headers: Record<string, string>; body: Buffer } | undefined;
  /** Extra Chromium command-line switches (appended to the defaults). */
  extraArgs?: string[];
  /** Browser executable; default: see {@link resolveBrowser}. */
  executablePath?: string;
  /** Keep rendered trees in memory keyed by a hash of (url, html, labels) — for benches that revisit pages. */
  cache?: boolean;
}

/** Draw block outlines on the rendered page and save a full-page PNG. */
export interface ScreenshotRequest {
  path: string;
  /** Boxes to outline, computed from the freshly rendered tree (e.g. the visual blocks). */
  outlines: (tree: PageTree) => { box: Box; depth: number }[];
}

export interface RenderCallOptions {
  /** Read gold labels as the static loader does (default true). */
  labels?: boolean;
  screenshot?: ScreenshotRequest;
}

export interface RenderResult {
  page: LoadedPage;
  tree?: PageTree;
  /** Why the page failed (after one retry), when it did. */
  error?: string;
  ms: number;
  /** True when the browser's DOM differed from the static parse (scripts) and labels were mapped by matching. */
  realigned?: boolean;
}

export interface Renderer {
  /** Render one loaded page; read labels as the static loader does. */
  render(page: LoadedPage, opts?: RenderCallOptions): Promise<PageTree>;
  /** Render many pages through the tab pool; never rejects for a page — failures carry a reason. */
  renderAll(
    pages: Iterable<LoadedPage> | AsyncIterable<LoadedPage>,
    opts?: RenderCallOptions & { onResult?: (r: RenderResult) => void },
  ): Promise<RenderResult[]>;
  /** Browser relaunches after crashes so far. */
  readonly relaunches: number;
  /** Process id of the current browser (tests kill it to exercise crash recovery). */
  readonly pid: number | undefined;
  close(): Promise<void>;
}

/** No usable browser: the message says how to get one (printed as one line by the CLI). */
export class BrowserNotFoundError extends Error {
  constructor(tried: string[]) {
    super(
      `no Chromium/Chrome found (tried ${tried.join(', ') || 'nothing'}); install one (Debian: apt-get install chromium), ` +
        `set PUPPETEER_EXECUTABLE_PATH, or run "npx puppeteer browsers install chrome"`,
    );
    this.name = 'BrowserNotFoundError';
  }
}

/** A page that could not be rendered (after a retry); `reason` is short and machine-friendly. */
export class RenderError extends Error {
  constructor(
    readonly source: string,
    readonly reason: string,
  ) {
    super(`cannot render ${source}: ${reason}`);
    this.name = 'RenderError';
  }
}

export const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/**
 * Browser resolution: `PUPPETEER_EXECUTABLE_PATH` / `CHROME_PATH` → a system Chromium/Chrome →
 * puppeteer's own download. Throws {@link BrowserNotFoundError} (one line saying how to get one).
 */
export async function resolveBrowser(
  env: Record<string, string | undefined> = process.env,
  system: string[] = SYSTEM_BROWSERS,
  downloaded: () => Promise<string | undefined> = puppeteerDownload,
): Promise<string> {
  const tried: string[] = [];
  for (const p of [env.PUPPETEER_EXECUTABLE_PATH, env.CHROME_PATH, ...system]) {
    if (!p) continue;
    tried.push(p);
    if (existsSync(p)) return p;
  }
  const d = await downloaded();
  if (d) {
    tried.push(d);
    if (existsSync(d)) return d;
  }
  throw new BrowserNotFoundError(tried);
}

async function puppeteerDownload(): Promise<string | undefined> {
  try {
    const { default: puppeteer } = await import('puppeteer');
    // executablePath() reads .puppeteerrc.cjs, which may point at a system browser already tried.
    return puppeteer.executablePath('chrome');
  } catch {
    return undefined;
  }
}

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--mute-audio',
  '--block-new-web-contents', // popups would be pages outside the pool (and outside request interception)
  '--hide-scrollbars',
  // HttpsUpgrades: Chromium rewrites http:// navigations to https:// — a page must render under its own URL.
  // Site isolation off: every cross-site goto in a reused tab would otherwise spawn a renderer process
  // (measured: 3.2 → 5.6 pages/s with one tab on WebKB pages). We render untrusted pages with no network
  // and no credentials, so process-per-site isolation buys nothing here.
  '--disable-site-isolation-trials',
  // The GPU process only composites our (software) frames: in the browser process it costs no IPC per frame
  // (measured −15 to −20 CPU-ms per page on WebKB, trees identical).
  '--in-process-gpu',
  '--disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,Translate,MediaRouter,IsolateOrigins,site-per-process,BackForwardCache',
];

/** What one `page.evaluate` returns: parallel arrays over the browser's nodes in pre-order. */
interface DomDump {
  tags: string[];
  parents: number[];
  /** Text of text nodes, null for elements. */
  texts: (string | null)[];
  /** Flat [name, value, …] per element, null for text nodes. */
  attrs: (string[] | null)[];
  /** 4 numbers per node: left, top, width, height (document coordinates, CSS px). */
  boxes: number[];
  /** Index into `styles` per node (text nodes: their parent element's style). */
  styleIdx: number[];
  /** `fontSize|fontWeight|fontStyle|textAlign|display|visibility|color`. */
  styles: string[];
  width: number;
  height: number;
}

// A plain string, not a function: tsx/esbuild helpers (e.g. __name) must not leak into the page.
const DUMP_SCRIPT = `(() => {
  const SKIP = new Set(${JSON.stringify([...SKIP_ELEMENTS])});
  const tags = [], parents = [], texts = [], attrs = [], boxes = [], styleIdx = [], styles = [];
  const styleKeys = new Map();
  const range = document.createRange();
  const sx = window.scrollX, sy = window.scrollY;
  const r2 = (v) => Math.round(v * 100) / 100;
  const styleOf = (el) => {
    const cs = getComputedStyle(el);
    const k = (parseFloat(cs.fontSize) || 0) + '|' + cs.fontWeight + '|' + cs.fontStyle + '|' + cs.textAlign + '|' +
      cs.display + '|' + cs.visibility + '|' + cs.color;
    let i = styleKeys.get(k);
    if (i === undefined) { i = styles.length; styles.push(k); styleKeys.set(k, i); }
    return i;
  };
  const visit = (node, parent, parentStyle) => {
    if (node.nodeType === 3) {
      const t = node.data;
      if (!/\\S/.test(t)) return;
      tags.push('#text'); parents.push(parent); texts.push(t); attrs.push(null);
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      boxes.push(r2(r.left + sx), r2(r.top + sy), r2(r.width), r2(r.height));
      styleIdx.push(parentStyle);
      return;
    }
    if (node.nodeType !== 1) return;
    const tag = node.localName.toLowerCase();
    if (SKIP.has(tag)) return;
    const id = tags.length;
    tags.push(tag); parents.push(parent); texts.push(null);
    const a = [];
    for (const at of node.attributes) a.push(at.name, at.value);
    attrs.push(a);
    const r = node.getBoundingClientRect();
    boxes.push(r2(r.left + sx), r2(r.top + sy), r2(r.width), r2(r.height));
    const s = styleOf(node);
    styleIdx.push(s);
    for (let c = node.firstChild; c; c = c.nextSibling) visit(c, id, s);
  };
  const root = document.documentElement;
  if (root) visit(root, -1, 0);
  const de = document.documentElement, b = document.body;
  const width = Math.max(de ? de.scrollWidth : 0, b ? b.scrollWidth : 0);
  const height = Math.max(de ? de.scrollHeight : 0, b ? b.scrollHeight : 0);
  return { tags, parents, texts, attrs, boxes, styleIdx, styles, width, height };
})()`;

function parseStyle(s: string): NodeStyle {
  const [fontSize, fontWeight, fontStyle, textAlign, display, visibility, color] = s.split('|');
  const w = Number(fontWeight);
  return {
    fontSize: Number(fontSize),
    fontWeight: Number.isFinite(w) ? w : fontWeight === 'bold' ? 700 : 400,
    fontStyle,
    textAlign,
    display,
    visibility,
    color,
  };
}

const nodeKey = (tag: string, text: string | null) => (text === null ? tag : `#text\u0000${text}`);

/**
 * Attach the browser's boxes/styles to the static tree. Exact when the browser's node sequence equals the
 * static pre-order (the usual case: both run the HTML5 parsing algorithm); otherwise build the tree from the
 * browser's DOM and carry labels/hrefs over from static nodes matched in order.
 */
export function mergeDump(stat: PageTree, dump: DomDump, keepLabels: boolean): { tree: PageTree; realigned: boolean } {
  const styles = dump.styles.map(parseStyle);
  const n = dump.tags.length;
  const box = (i: number): Box => ({
    left: dump.boxes[4 * i],
    top: dump.boxes[4 * i + 1],
    width: dump.boxes[4 * i + 2],
    height: dump.boxes[4 * i + 3],
  });
  const base: Omit<PageTree, 'root' | 'nodes'> = {
    url: stat.url,
    source: stat.source,
    title: stat.title,
    rendered: true,
    width: dump.width,
    height: dump.height,
  };
  let same = n === stat.nodes.length;
  for (let i = 0; same && i < n; i++) {
    const s = stat.nodes[i];
    if (nodeKey(s.tag, s.kind === 'text' ? s.text : null) !== nodeKey(dump.tags[i], dump.texts[i])) same = false;
    else if (s.kind === 'element' && (s.parent?.id ?? -1) !== dump.parents[i]) same = false;
  }
  if (same) {
    for (let i = 0; i < n; i++) {
      const node = stat.nodes[i];
      node.box = box(i);
      node.style = { ...styles[dump.styleIdx[i]] };
    }
    return { tree: { ...base, root: stat.root, nodes: stat.nodes }, realigned: false };
  }

  // Scripts changed the DOM: the browser's tree wins; match static nodes in order by (tag path, text).
  const built: PageNode[] = [];
  for (let i = 0; i < n; i++) {
    const text = dump.texts[i];
    const attrs: Record<string, string> = {};
    const flat = dump.attrs[i];
    if (flat) for (let k = 0; k < flat.length; k += 2) attrs[flat[k]] = flat[k + 1];
    const node: PageNode = {
      id: i,
      kind: text === null ? 'element' : 'text',
      tag: dump.tags[i],
      attrs,
      text: text ?? '',
      children: [],
      parent: null,
      tagPath: '',
      box: box(i),
      style: { ...styles[dump.styleIdx[i]] },
    };
    built.push(node);
    const p = dump.parents[i];
    if (p >= 0) built[p].children.push(node);
  }
  const root = built[0] ?? { id: 0, kind: 'element', tag: 'html', attrs: {}, text: '', children: [], parent: null, tagPath: '' };
  const nodes = indexTree(root);
  const queues = new Map<string, PageNode[]>();
  for (const s of stat.nodes) {
    const k = `${s.tagPath}\u0001${s.kind === 'text' ? s.text : ''}`;
    const q = queues.get(k);
    if (q) q.push(s);
    else queues.set(k, [s]);
  }
  const baseHref = stat.nodes.find((x) => x.tag === 'base')?.attrs.href;
  const baseUrl = baseHref ? resolveUrl(baseHref, stat.url) || stat.url : stat.url;
  for (const node of nodes) {
    const k = `${node.tagPath}\u0001${node.kind === 'text' ? node.text : ''}`;
    const match = queues.get(k)?.shift();
    if (match) {
      node.attrs = { ...match.attrs };
      if (match.labels) node.labels = match.labels.map((l) => ({ ...l }));
      if (match.section) node.section = match.section;
    } else if (keepLabels) {
      for (const a of ['data-ie-label', 'data-ie-record', 'data-ie-section']) delete node.attrs[a];
    }
    if ((node.tag === 'a' || node.tag === 'area') && node.attrs.href !== undefined) node.href = resolveUrl(node.attrs.href, baseUrl);
    if (node.tag === 'img' && node.attrs.src !== undefined) node.src = resolveUrl(node.attrs.src, baseUrl);
  }
  return { tree: { ...base, root, nodes }, realigned: true };
}

interface Job {
  page: LoadedPage;
  html: string;
  url: string;
  localDir?: string;
  network: boolean;
}

/**
 * One tab: a raw CDP session on a page target (no puppeteer `Page`). Only the domains the render needs are
 * enabled — Page (load event, dialogs), Fetch (request interception), Inspector (crash) — so Chromium sends no
 * Network/Runtime/lifecycle events per request and per navigation, and navigations stay in the tab's renderer
 * process (with a puppeteer `Page` every navigation spawned a new renderer process).
 */
interface Tab {
  session: CDPSession;
  targetId: string;
  frameId: string;
  job?: Job;
  /** The main document of the current job was served (later main-frame navigations are aborted). */
  served: boolean;
  /** Resolves when the main frame's load event fires (replaced before each navigation). */
  onLoad?: () => void;
  /** Rejects the render under way when the tab's renderer crashes. */
  onCrash?: (e: Error) => void;
  closed: boolean;
  /** Browser generation the tab belongs to (tabs of a crashed browser are dead). */
  generation: number;
}

const BLOCKED_ALWAYS = new Set(['image', 'media', 'font']);
const LOCAL_TYPES = new Set(['stylesheet', 'script', 'xhr', 'fetch']);

class TimeoutError extends Error {}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<never>((_, rej) => {
      timer = setTimeout(() => rej(new TimeoutError(`${what} timeout after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Fetch.requestPaused, the fields we read. */
interface PausedRequest {
  requestId: string;
  request: { url: string };
  frameId: string;
  resourceType: string;
}

/** Start one browser with a pool of `concurrency` tabs. */
export async function createRenderer(opts: RendererOptions = {}): Promise<Renderer> {
  const executablePath = opts.executablePath ?? (await resolveBrowser());
  const concurrency = Math.max(1, opts.concurrency ?? 4);
  const viewport = { width: opts.viewportWidth ?? 1280, height: opts.viewportHeight ?? 800 };
  const navTimeout = opts.timeoutMs ?? 15_000;
  const scriptTimeout = opts.scriptTimeoutMs ?? 10_000;
  const { default: puppeteer } = await import('puppeteer');
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');

  let browser: Browser | undefined;
  /** CDP session on the browser target (creates and closes tabs). */
  let browserSession: CDPSession | undefined;
  let userDataDir: string | undefined;
  let launching: Promise<Browser> | undefined;
  let generation = 0;
  let relaunches = 0;
  let closed = false;
  const idle: Tab[] = [];
  const waiters: ((t: Tab) => void)[] = [];
  let tabsCreated = 0;
  const fileCache = new Map<string, Buffer | null>();
  const treeCache = new Map<string, PageTree>();
  const tabsByTarget = new Map<string, Tab>();

  const launch = async (): Promise<Browser> => {
    userDataDir = await mkdtemp(join(tmpdir(), 'course-extract-chromium-'));
    const b = await puppeteer.launch({
      executablePath,
      headless: true,
      pipe: true,
      args: [
        ...LAUNCH_ARGS,
        // Images are blocked anyway; not requesting them at all saves one interception round trip each.
        ...(opts.loadResources ? [] : ['--blink-settings=imagesEnabled=false']),
        `--user-data-dir=${userDataDir}`,
        ...(opts.extraArgs ?? []),
      ],
      // Tabs are raw CDP targets sized by their own Emulation call (see newTab).
      defaultViewport: null,
      protocolTimeout: Math.max(30_000, navTimeout + scriptTimeout + 5_000),
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    return b;
  };

  const getBrowser = async (): Promise<Browser> => {
    if (browser?.connected && browserSession) return browser;
    if (!launching) {
      const old = browser;
      const oldDir = userDataDir;
      launching = (async () => {
        if (old) {
          relaunches++;
          await old.close().catch(() => undefined);
          old.process()?.kill('SIGKILL');
          if (oldDir) await rm(oldDir, { recursive: true, force: true }).catch(() => undefined);
        }
        const b = await launch();
        const bs = await b.target().createCDPSession();
        const gone = (targetId: string, why: string) => {
          const tab = tabsByTarget.get(targetId);
          if (!tab) return;
          tabsByTarget.delete(targetId);
          tab.closed = true;
          tab.onCrash?.(new Error(why));
        };
        // (a closed or crashed tab detaches from the session that attached it; crashes also come as Inspector.targetCrashed)
        bs.on('Target.detachedFromTarget', (e) => gone((e as { targetId?: string }).targetId ?? '', 'Target closed'));
        browserSession = bs;
        browser = b;
        generation++;
        return b;
      })().finally(() => (launching = undefined));
    }
    return launching;
  };

  const readLocal = async (path: string): Promise<Buffer | null> => {
    if (fileCache.has(path)) return fileCache.get(path)!;
    let buf: Buffer | null = null;
    try {
      const st = await stat(path);
      if (st.isFile() && st.size < 4 << 20) buf = await readFile(path);
    } catch {
      buf = null;
    }
    fileCache.set(path, buf);
    return buf;
  };

  /** A sub-resource URL next to the page's file → the file on disk. */
  const localPathFor = (job: Job, reqUrl: string): string | undefined => {
    if (!job.localDir) return undefined;
    let r: URL, u: URL;
    try {
      r = new URL(reqUrl);
      u = new URL(job.url);
    } catch {
      return undefined;
    }
    if (r.origin !== u.origin && !(r.protocol === 'file:' && u.protocol === 'file:')) return undefined;
    let rel: string;
    try {
      rel = posix.relative(posix.dirname(decodeURIComponent(u.pathname)), decodeURIComponent(r.pathname));
    } catch {
      return undefined;
    }
    // Only files under the page's own directory: an untrusted page must not pull other local files into its DOM.
    if (!rel || rel.startsWith('..') || posix.isAbsolute(rel)) return undefined;
    return join(job.localDir, ...rel.split('/'));
  };

  const contentType = (path: string, type: string): string =>
    type === 'stylesheet' || path.endsWith('.css')
      ? 'text/css'
      : type === 'script' || /\.m?js$/.test(path)
        ? 'application/javascript'
        : path.endsWith('.json')
          ? 'application/json'
          : 'text/plain';

  /**
   * A Content-Security-Policy header for the main document that blocks, inside the renderer, the cross-origin
   * requests {@link onRequest} would block anyway (off-page scripts; off-page stylesheets when offline;
   * fonts and media) — an SWDE book page asks for ≈ 20 of them, each a CDP round trip through the browser.
   * Inline scripts, eval, data:/blob: URLs and same-origin requests are allowed and still reach
   * {@link onRequest}. Only for http(s) pages ('self' of a file: page is not well defined).
   */
  const blockingPolicy = (job: Job): string | undefined => {
    if (!/^https?:/i.test(job.url)) return undefined;
    const d: string[] = [];
    if (!opts.loadResources) {
      d.push("script-src 'self' 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' data: blob:", "font-src 'none'", "media-src 'none'");
    }
    // Off-page stylesheets reach onRequest when they can be answered: from the network or from `resources`.
    if (!job.network && !opts.resources) d.push("style-src 'self' 'unsafe-inline' data: blob:");
    return d.length ? d.join('; ') : undefined;
  };

  const fulfill = (tab: Tab, requestId: string, status: number, type: string, body: string | Buffer, csp?: string) =>
    quiet(() => tab.session.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: status,
      responseHeaders: [{ name: 'Content-Type', value: type }, ...(csp ? [{ name: 'Content-Security-Policy', value: csp }] : [])],
      body: (typeof body === 'string' ? Buffer.from(body) : body).toString('base64'),
    }));
  const fail = (tab: Tab, requestId: string, errorReason: 'Aborted' | 'BlockedByClient' | 'InternetDisconnected') =>
    quiet(() => tab.session.send('Fetch.failRequest', { requestId, errorReason }));

  const onRequest = async (tab: Tab, e: PausedRequest): Promise<void> => {
    const job = tab.job;
    const id = e.requestId;
    const url = e.request.url;
    try {
      const type = e.resourceType.toLowerCase();
      if (!job) return void (await fail(tab, id, 'Aborted'));
      if (type === 'document') {
        // Only the first main-frame navigation (ours) is served; meta refreshes / script redirects / frames stay put.
        if (e.frameId === tab.frameId && !tab.served) {
          tab.served = true;
          return void (await fulfill(tab, id, 200, 'text/html; charset=utf-8', job.html, blockingPolicy(job)));
        }
        return void (await fail(tab, id, 'Aborted'));
      }
      if (!opts.loadResources && BLOCKED_ALWAYS.has(type)) return void (await fail(tab, id, 'BlockedByClient'));
      if (LOCAL_TYPES.has(type)) {
        const local = localPathFor(job, url);
        if (local) {
          const buf = await readLocal(local);
          if (buf) return void (await fulfill(tab, id, 200, contentType(local, type), buf));
          return void (await fulfill(tab, id, 404, 'text/plain', ''));
        }
        const offPage = !sameOrigin(url, job.url);
        if (type === 'script' && offPage && !opts.loadResources) return void (await fail(tab, id, 'BlockedByClient'));
        const archived = opts.resources?.(url);
        if (archived?.status === 200)
          return void (await fulfill(tab, id, 200, archived.headers['content-type'] ?? contentType(url.replace(/[?#].*$/, ''), type), archived.body));
        if (job.network && /^https?:/.test(url)) return void (await quiet(() => tab.session.send('Fetch.continueRequest', { requestId: id })));
        return void (await fail(tab, id, 'InternetDisconnected'));
      }
      if (opts.loadResources && job.network && /^https?:/.test(url)) return void (await quiet(() => tab.session.send('Fetch.continueRequest', { requestId: id })));
      await fail(tab, id, 'BlockedByClient');
    } catch {
      // the tab navigated away or closed under us; nothing to resolve
    }
  };

  const newTab = async (): Promise<Tab> => {
    const b = await getBrowser();
    const bs = browserSession!;
    const gen = generation;
    const { targetId } = await bs.send('Target.createTarget', { url: 'about:blank' });
    let session: CDPSession;
    try {
      const { sessionId } = await bs.send('Target.attachToTarget', { targetId, flatten: true });
      const s = bs.connection()?.session(sessionId);
      if (!s) throw new Error('browser crash: no session for new tab');
      session = s;
    } catch (e) {
      await bs.send('Target.closeTarget', { targetId }).catch(() => undefined);
      throw e;
    }
    void b;
    const tab: Tab = { session, targetId, frameId: '', served: false, closed: false, generation: gen };
    tabsByTarget.set(targetId, tab);
    session.on('Fetch.requestPaused', (e) => void onRequest(tab, e as PausedRequest));
    session.on('Page.loadEventFired', () => tab.onLoad?.());
    session.on('Page.javascriptDialogOpening', () => void session.send('Page.handleJavaScriptDialog', { accept: false }).catch(() => undefined));
    session.on('Inspector.targetCrashed', () => tab.onCrash?.(new Error('browser crash: tab crashed')));
    await Promise.all([
      session.send('Page.enable'),
      session.send('Inspector.enable'),
      session.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] }),
      // what puppeteer's defaultViewport sets (boxes depend on it)
      session.send('Emulation.setDeviceMetricsOverride', {
        mobile: false,
        width: viewport.width,
        height: viewport.height,
        deviceScaleFactor: 1,
        screenOrientation: { angle: 0, type: 'portraitPrimary' },
      }),
      session.send('Emulation.setTouchEmulationEnabled', { enabled: false }),
    ]);
    tab.frameId = (await session.send('Page.getFrameTree')).frameTree.frame.id;
    return tab;
  };

  const closeTab = (tab: Tab) => browserSession!.send('Target.closeTarget', { targetId: tab.targetId });

  const acquire = async (): Promise<Tab> => {
    const t = idle.pop();
    if (t) return t;
    if (tabsCreated < concurrency) {
      tabsCreated++;
      try {
        return await newTab();
      } catch (e) {
        tabsCreated--;
        throw e;
      }
    }
    return new Promise<Tab>((res) => waiters.push(res));
  };

  const release = (tab: Tab | undefined) => {
    if (!tab) {
      tabsCreated--;
      // a slot freed without a tab: let a waiter open a fresh one
      const w = waiters.shift();
      if (w) {
        tabsCreated++;
        newTab().then(w, () => {
          tabsCreated--;
        });
      }
      return;
    }
    tab.job = undefined;
    const w = waiters.shift();
    if (w) w(tab);
    else idle.push(tab);
  };

  /** Throw a tab away (hung or crashed); relaunch the browser when it is gone or the tab will not close. */
  const discard = async (tab: Tab) => {
    tab.job = undefined;
    tab.onLoad = tab.onCrash = undefined;
    if (tab.generation !== generation || !browser?.connected) return; // its browser is gone already
    if (tab.closed) return;
    try {
      await withTimeout(closeTab(tab), 5_000, 'tab close');
    } catch {
      const b = browser;
      if (b) {
        b.process()?.kill('SIGKILL');
        await getBrowser().catch(() => undefined);
      }
    }
  };

  /** Navigate the tab to the job's URL (served from memory) and wait for the load event. */
  const navigate = async (tab: Tab, job: Job) => {
    let crashed: (e: Error) => void = () => undefined;
    const done = new Promise<void>((res, rej) => {
      tab.onLoad = res;
      crashed = rej;
    });
    tab.onCrash = crashed;
    try {
      const nav = (await quiet(() => tab.session.send('Page.navigate', {
        url: job.url,
        frameId: tab.frameId,
        // A "typed" (default) browser-initiated cross-site navigation swaps the BrowsingInstance and so spawns a
        // new renderer process for every page of another site; a "link" navigation keeps the tab's process.
        transitionType: 'link',
      }))) as { errorText?: string };
      if (nav.errorText) throw new Error(`${nav.errorText} at ${job.url}`);
      await withTimeout(done, navTimeout, 'navigation');
    } finally {
      tab.onLoad = undefined;
    }
  };

  const evaluate = async (tab: Tab, expression: string): Promise<unknown> => {
    const r = (await quiet(() => tab.session.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }))) as {
      result: { value?: unknown };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    };
    if (r.exceptionDetails) throw new Error(`page script: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
    return r.result.value;
  };

  const renderOnce = async (tab: Tab, job: Job, stat: PageTree, labels: boolean, shot?: ScreenshotRequest) => {
    tab.job = job;
    tab.served = false;
    const t0 = performance.now();
    await navigate(tab, job);
    const t1 = performance.now();
    const crash = new Promise<never>((_, rej) => (tab.onCrash = rej));
    const dump = (await withTimeout(Promise.race([evaluate(tab, DUMP_SCRIPT), crash]), scriptTimeout, 'DOM read')) as DomDump;
    const t2 = performance.now();
    const merged = mergeDump(stat, dump, labels);
    if (process.env.RENDER_TIMINGS) process.stderr.write(`render ${job.page.source}: load ${(t1 - t0).toFixed(0)} ms, dom ${(t2 - t1).toFixed(0)} ms, merge ${(performance.now() - t2).toFixed(0)} ms\n`);
    merged.tree.viewportWidth = viewport.width;
    if (shot) await drawAndShoot(tab.session, merged.tree, shot, (x) => evaluate(tab, x));
    tab.onCrash = undefined;
    crash.catch(() => undefined);
    tab.job = undefined;
    return merged;
  };

  const renderWithRetry = async (page: LoadedPage, call: RenderCallOptions = {}): Promise<{ tree: PageTree; realigned: boolean }> => {
    if (closed) throw new Error('renderer is closed');
    const labels = call.labels !== false;
    // Labels are stripped before rendering; label errors surface from the static parse as LabelError.
    const html = labels ? stripLabelMarkup(page.html, page.source).html : page.html;
    // Static parse first: it throws LabelError for malformed labels before any browser work.
    const stat = parseStatic(page, { labels });
    const isFile = page.source !== '<string>' && !/^https?:\/\//i.test(page.source);
    let url = page.url ?? (isFile ? fileUrl(page.source) : 'http://localhost.invalid/page.html');
    if (!/^(https?|file):/i.test(url) || !URL.canParse(url)) url = isFile ? fileUrl(page.source) : 'http://localhost.invalid/page.html';
    const job: Job = {
      page,
      html,
      url,
      localDir: isFile ? dirname(page.source) : undefined,
      network: opts.network ?? !isFile,
    };
    const key = opts.cache && !call.screenshot ? createHash('sha1').update(`${labels}\u0000${url}\u0000${page.html}`).digest('hex') : '';
    if (key && treeCache.has(key)) return { tree: treeCache.get(key)!, realigned: false };
    let lastReason = '';
    for (let attempt = 0; attempt < 2; attempt++) {
      let tab: Tab | undefined;
      try {
        tab = await acquire();
        if (tab.closed || !browser?.connected || tab.generation !== generation) {
          await discard(tab);
          tab = await newTab();
        }
        const r = await renderOnce(tab, job, stat, labels, call.screenshot);
        release(tab);
        if (key) treeCache.set(key, r.tree);
        return r;
      } catch (e) {
        lastReason = reasonOf(e);
        if (tab) {
          await discard(tab);
          release(undefined);
        }
        if (!browser?.connected) await getBrowser().catch(() => undefined);
      }
    }
    throw new RenderError(page.source, lastReason);
  };

  await getBrowser();

  const renderer: Renderer = {
    get relaunches() {
      return relaunches;
    },
    get pid() {
      return browser?.process()?.pid;
    },
    async render(page, call) {
      return (await renderWithRetry(page, call)).tree;
    },
    async renderAll(pages, call = {}) {
      const out: RenderResult[] = [];
      const it = (Symbol.asyncIterator in pages ? pages[Symbol.asyncIterator]() : (pages as Iterable<LoadedPage>)[Symbol.iterator]()) as
        | AsyncIterator<LoadedPage>
        | Iterator<LoadedPage>;
      const worker = async () => {
        for (;;) {
          const next = await it.next();
          if (next.done) return;
          const page = next.value;
          const t0 = performance.now();
          let r: RenderResult;
          try {
            const { tree, realigned } = await renderWithRetry(page, call);
            r = { page, tree, ms: performance.now() - t0, ...(realigned ? { realigned } : {}) };
          } catch (e) {
            r = { page, error: e instanceof RenderError ? e.reason : reasonOf(e), ms: performance.now() - t0 };
          }
          out.push(r);
          call.onResult?.(r);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return out;
    },
    async close() {
      closed = true;
      const b = browser;
      browser = undefined;
      browserSession = undefined;
      if (b) {
        await withTimeout(b.close(), 10_000, 'browser close').catch(() => b.process()?.kill('SIGKILL'));
      }
      if (userDataDir) await rm(userDataDir, { recursive: true, force: true }).catch(() => undefined);
    },
  };
  return renderer;
}

/**
 * Run `send` without stack traces: puppeteer builds an Error (for a possible rejection) with every CDP call, and
 * capturing its stack was ≈ 8 ms of Node CPU per SWDE page (≈ 25 calls). Messages are unchanged.
 */
function quiet<T>(send: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return send();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

function sameOrigin(a: string, b: string): boolean {
  try {
    const x = new URL(a);
    const y = new URL(b);
    return x.protocol === 'file:' ? y.protocol === 'file:' : x.origin === y.origin;
  } catch {
    return false;
  }
}

function reasonOf(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  if (/timeout/i.test(msg) || (e instanceof Error && e.name === 'TimeoutError')) {
    return /DOM read/.test(msg) ? 'script timeout' : 'navigation timeout';
  }
  if (/Target closed|Session closed|crash|disconnected|Connection closed/i.test(msg)) return `browser crash: ${msg.split('\n')[0].slice(0, 120)}`;
  return msg.split('\n')[0].slice(0, 160);
}

/** Overlay outlines (colour by nesting depth) and take a full-page screenshot. */
async function drawAndShoot(session: CDPSession, tree: PageTree, shot: ScreenshotRequest, evaluate: (x: string) => Promise<unknown>): Promise<void> {
  const COLORS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#008080', '#f032e6', '#9a6324'];
  const boxes = shot.outlines(tree).map((o) => [o.box.left, o.box.top, o.box.width, o.box.height, o.depth]);
  const script = `(() => {
    const boxes = ${JSON.stringify(boxes)}, colors = ${JSON.stringify(COLORS)};
    const layer = document.createElement('div');
    layer.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0;z-index:2147483647;pointer-events:none';
    for (const [l, t, w, h, d] of boxes) {
      const e = document.createElement('div');
      e.style.cssText = 'position:absolute;box-sizing:border-box;left:' + l + 'px;top:' + t + 'px;width:' + w + 'px;height:' + h +
        'px;border:' + (d <= 1 ? 2 : 1) + 'px solid ' + colors[d % colors.length];
      layer.appendChild(e);
    }
    document.documentElement.appendChild(layer);
  })()`;
  await evaluate(script);
  const m = (await session.send('Page.getLayoutMetrics')) as { cssContentSize: { width: number; height: number } };
  const { data } = (await session.send('Page.captureScreenshot', {
    format: 'png',
    captureBeyondViewport: true,
    clip: { x: 0, y: 0, width: Math.ceil(m.cssContentSize.width), height: Math.ceil(m.cssContentSize.height), scale: 1 },
  })) as { data: string };
  await writeFile(shot.path, Buffer.from(data, 'base64'));
}
