/**
 * The `persist` code (persistence.ts and storage.ts): a chunk of the CDN bundle (dist/chunks/persist.js) that only a
 * table with a `persist` key fetches, before it draws or starts its match, so a saved match is resumed at once.
 */

import type * as Persist from './persistence.js';

/** Where the code comes from (tests replace it to see a failed load). */
export const load = { persist: (): Promise<typeof Persist> => import('./persistence.js') };

let code: typeof Persist | null = null;
let loading: Promise<boolean> | null = null;

/** The loaded code, or null (not asked for yet, on its way, or failed). */
export const persistCode = (): typeof Persist | null => code;

/**
 * Undefined when the code is here; else a promise (the first call starts the load) of whether it arrived. A load
 * that fails is tried again by the next table that asks.
 */
export function persistReady(): Promise<boolean> | undefined {
  if (code) return undefined;
  loading ??= load.persist().then(
    (module) => {
      code = module;
      return true;
    },
    () => {
      loading = null;
      return false;
    },
  );
  return loading;
}
