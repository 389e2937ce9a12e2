/**
 * Rendering with puppeteer into a PageTree with boxes and styles. (Interface fixed early so other
 * areas can code against it; the implementation lands with the foundation issue.)
 */
import type { LoadedPage } from './load.js';
import type { PageTree } from './tree.js';

export interface RendererOptions {
  /** Tabs rendering at once (default 4). */
  concurrency?: number;
  /** Viewport width in CSS px (default 1280). */
  viewportWidth?: number;
  /** Navigation timeout, ms. */
  timeoutMs?: number;
  /** Let images/media/fonts and off-page scripts load (default false: blocked). */
  loadResources?: boolean;
}

export interface Renderer {
  /** Render one loaded page; read labels as the static loader does. */
  render(page: LoadedPage, opts?: { labels?: boolean }): Promise<PageTree>;
  close(): Promise<void>;
}

export async function createRenderer(_opts: RendererOptions = {}): Promise<Renderer> {
  throw new Error('renderer not implemented yet');
}
