/**
 * Replay start-up: how long indexing WARC files takes, the process's memory after it, and a digest of what was
 * indexed (every record's key, status and headers, and the body of every 7th) — the same digest before and
 * after a change to the reader means the same web is replayed.
 *
 *   npx tsx bench/replay-index.ts [FILE.warc[.gz] …]     (default: the WebKB Texas and Cornell WARCs)
 *
 * The rehearsal's 1 GB archive: `npx tsx bench/modern-warc.ts --keep tmp/mw54k`, then
 * `npx tsx bench/replay-index.ts tmp/mw54k/modern.warc.gz`.
 */
import { createHash } from 'node:crypto';
import { ReplayWeb } from '../src/crawl/replay.js';

const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const targets = files.length ? files.map((f) => [f]) : [['../shared/data/webkb-warc/texas.warc.gz'], ['../shared/data/webkb-warc/cornell.warc.gz']];
console.log('file                                             records  skipped  revisits    index ms   RSS MB  digest');
for (const paths of targets) {
  const t = process.hrtime.bigint();
  const web = await ReplayWeb.load(paths);
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  const rss = process.memoryUsage().rss / 1e6;
  const h = createHash('sha1');
  let n = 0;
  for (const k of [...web.records.keys()].sort()) {
    const r = web.records.get(k)!;
    h.update(`${k}\t${r.status}\t${JSON.stringify(Object.entries(r.headers).sort())}\t`);
    if (n++ % 7 === 0) h.update(r.body);
  }
  web.close();
  console.log(
    `${paths.join(' ').padEnd(48)} ${String(web.records.size).padStart(8)} ${String(web.skipped).padStart(8)} ${String(web.revisits).padStart(9)} ${ms.toFixed(0).padStart(11)} ${rss.toFixed(0).padStart(8)}  ${h.digest('hex').slice(0, 16)}`,
  );
}
