/** A record behind `src`: fetched as plain text (CORS rules apply), refused past the size a table reads. */

import { MAX_BYTES } from '../record/parse.js';

/**
 * What came of a fetch: the text, or why not (`large`: over 256 KB, found before the rest is downloaded; `invalid`:
 * no fetch made, as `src` is empty or not an address; `why`: an HTTP status, or the policy or header that refused the
 * address, named as the page's author finds it in the page's or the host's headers).
 */
export type Fetched = { ok: true; text: string } | { ok: false; large: boolean; why: string; invalid?: true };

/**
 * Fetches the record at `address`. A file that says it is over the limit is not downloaded; one that does not say
 * is read only until it passes the limit. Any failure (network, CORS, an HTTP error) is an answer, never a throw.
 */
export async function fetchRecord(address: string, signal: AbortSignal): Promise<Fetched> {
  // A fetch refused by the page's policy fails as one refused by CORS does ("Failed to fetch"); only the violation
  // event, queued before the failure and dispatched after it, tells them apart.
  let csp = false;
  const seen = (e: SecurityPolicyViolationEvent) => {
    csp ||= e.effectiveDirective == 'connect-src' && address.startsWith(e.blockedURI);
  };
  addEventListener('securitypolicyviolation', seen);
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
    const parts: Uint8Array<ArrayBuffer>[] = [];
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
    // Read as UTF-8, as TextDecoder would.
    return { ok: true, text: await new Blob(parts).text() };
  } catch {
    await new Promise((wake) => setTimeout(wake));
    // The page's policy, else the host's answer: none, or one without this site in Access-Control-Allow-Origin.
    return {
      ok: false,
      large: false,
      why: csp ? 'Content-Security-Policy: connect-src' : 'CORS: Access-Control-Allow-Origin, or no answer',
    };
  } finally {
    removeEventListener('securitypolicyviolation', seen);
  }
}
