/**
 * Incremental wrapper update (seed 004 §10.3.1, Algorithm 9): a newly labeled record refines the nearest
 * wrapper when Ψ < θ (then wrappers that came within θ of it are merged into one), else it starts a new
 * wrapper. This is how Pictor learns while a user labels, record by record.
 */
import { wdDistance } from './align.js';
import type { Broom } from './broom.js';
import { mergeForests, wwDistance } from './induce.js';
import { contentTemplates, intersectContent, reconcileContent, type Wrapper, type WrapperLibrary } from './library.js';
import { forestFromDom } from './wrapper.js';

/** Distance threshold θ of Algorithm 9 (the thesis sets 0.2). */
export const UPDATE_THETA = 0.2;

/**
 * Add one labeled record (a broom) to a wrapper set in place (Algorithm 9). Only wrappers of the broom's
 * type and tag path are candidates (§9.1.1). Returns the wrapper that now covers the record.
 */
export function updateWrappers(wrappers: Wrapper[], t: Broom, theta = UPDATE_THETA): Wrapper {
  const same = wrappers.filter((w) => w.type === t.type && w.stick === t.stick);
  let best: Wrapper | undefined;
  let bestD = Infinity;
  for (const w of same) {
    const d = wdDistance(w.head, t.head);
    if (d < bestD) {
      bestD = d;
      best = w;
    }
  }
  if (best && bestD < theta) {
    let star = best;
    star.head = mergeForests(star.head, forestFromDom(t.head));
    star.level++;
    if (star.lead !== t.lead) star.lead = undefined;
    if (star.trail !== t.trail) star.trail = undefined;
    reconcileContent(star, t); // content templates (§9.4) only while the new record shares them
    // merging sub-procedure: fold wrappers that came within θ of w* into one
    for (let flag = true; flag; ) {
      flag = false;
      for (const w of wrappers) {
        if (w === star || w.type !== star.type || w.stick !== star.stick) continue;
        if (wwDistance(star.head, w.head) < theta) {
          w.head = mergeForests(w.head, star.head);
          w.level += star.level;
          if (w.lead !== star.lead) w.lead = undefined;
          if (w.trail !== star.trail) w.trail = undefined;
          intersectContent(w, star);
          wrappers.splice(wrappers.indexOf(star), 1);
          star = w;
          flag = true;
          break;
        }
      }
    }
    return star;
  }
  const n = wrappers.filter((w) => w.type === t.type).length + 1;
  let id = `${t.type}-${n}`;
  for (let k = n; wrappers.some((w) => w.id === id); k++) id = `${t.type}-${k + 1}`;
  const w: Wrapper = { id, type: t.type, stick: t.stick, head: forestFromDom(t.head), level: 1, perPage: 1, lead: t.lead, trail: t.trail, ...contentTemplates(t.type, [t]) };
  wrappers.push(w);
  return w;
}

/** Algorithm 9 over a library: add the brooms of newly labeled pages one by one. */
export function updateLibrary(lib: WrapperLibrary, brooms: Broom[], pages: number, theta = UPDATE_THETA): WrapperLibrary {
  for (const b of brooms) updateWrappers(lib.wrappers, b, theta);
  lib.pages += pages;
  lib.records += brooms.length;
  return lib;
}
