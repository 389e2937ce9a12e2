/** Public, typed library API. */
export * from './page/tree.js';
export * from './page/load.js';
export * from './page/labels.js';
export * from './page/static.js';
export * from './page/render.js';
export * from './visual/blocks.js';
export * from './visual/features.js';
export * from './wrapper/record.js';
