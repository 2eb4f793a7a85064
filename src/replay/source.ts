/** A record behind `src`: fetched as plain text (CORS rules apply), refused past the size a table reads. */

import { MAX_BYTES } from '../record/parse.js';

/**
 * What came of a fetch: the text, or why not (`large`: over 256 KB, found before the rest is downloaded; `invalid`:
 * no fetch made, as `src` is empty or not an address).
 */
export type Fetched = { ok: true; text: string } | { ok: false; large: boolean; why: string; invalid?: true };

/**
 * Fetches the record at `address`. A file that says it is over the limit is not downloaded; one that does not say
 * is read only until it passes the limit. Any failure (network, CORS, an HTTP error) is an answer, never a throw.
 */
export async function fetchRecord(address: string, signal: AbortSignal): Promise<Fetched> {
  try {
    const response = await fetch(address, { signal, headers: { accept: 'text/plain' } });
    if (!response.ok) return { ok: false, large: false, why: `HTTP ${response.status}` };
    const large = { ok: false, large: true, why: '' } as const;
    if (Number(response.headers.get('content-length')) > MAX_BYTES) {
      void response.body?.cancel();
      return large;
    }
    const reader = response.body?.getReader();
    if (!reader) return { ok: true, text: '' };
    const parts: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_BYTES) {
        void reader.cancel();
        return large;
      }
      parts.push(value);
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const part of parts) {
      bytes.set(part, at);
      at += part.length;
    }
    return { ok: true, text: new TextDecoder().decode(bytes) };
  } catch (error) {
    return { ok: false, large: false, why: error instanceof Error ? error.message : String(error) };
  }
}
