/** WARC fixtures for the replay tests: one response record, written by warcio as one gzip member. */
import { WARCRecord, WARCSerializer } from 'warcio';

export async function record(url: string, status: string, headers: Record<string, string>, body: Uint8Array | string): Promise<Uint8Array> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  async function* content() {
    yield bytes;
  }
  const r = WARCRecord.create({ url, type: 'response', warcVersion: 'WARC/1.0', statusline: `HTTP/1.0 ${status}`, httpHeaders: headers }, content());
  return WARCSerializer.serialize(r, { gzip: true });
}
