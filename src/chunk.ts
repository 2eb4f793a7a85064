/**
 * The one way a part of the CDN bundle loaded on demand (dist/chunks/…) is fetched: every chunk (hard, languages,
 * rules-<lang>, coach, persist, sound, replay) goes through `chunk`. No DOM here: the players and the catalogs use it.
 */

import { BUILD } from './build-id.js';

export interface Chunk<T> {
  /** The code once it has arrived, else null (not asked for yet, on its way, or the last fetch failed). */
  code(): T | null;
  /**
   * Undefined when the code is here; else the fetch in flight (this call starts one when none is), resolving to
   * whether the code arrived. However many tables ask at once there is one fetch. A failed fetch is forgotten, so
   * the next call fetches again: callers ask on an action (a press, a table's start), never in a loop.
   */
  ready(): Promise<boolean> | undefined;
  /** The code, fetched if need be (rejects with the fetch's error when it cannot be). */
  get(): Promise<T>;
  /** True the first time it is asked after a failed fetch, false after: a page hears of a missing chunk once. */
  report(): boolean;
}

/**
 * `fetcher` gives the function that fetches the code (`() => load.hard`): a test that puts another one in its place
 * gets a fresh load from it rather than the code an earlier test loaded, and a fresh report (as a new page would).
 * A module whose build id is not the entry's (a file left from another build, an empty one, a page of HTML would not
 * even be a module) is a failed load like a missing file, never used. With the same id it is this build's own chunk,
 * whose exports the loader's type (`typeof import(…)`) has checked against what its part uses.
 */
export function chunk<T>(fetcher: () => () => Promise<T>): Chunk<T> {
  let code: T | null = null;
  let from: unknown;
  let loading: Promise<boolean> | undefined;
  let failure: unknown;
  // 0: no failure yet; 1: failed, not reported; 2: reported.
  let told = 0;
  let tried: unknown;
  const here = () => (from === fetcher() ? code : null);
  const ready = (): Promise<boolean> | undefined => {
    if (here()) return undefined;
    const fetch = fetcher();
    if (fetch !== tried) told = 0;
    tried = fetch;
    // Through a resolved promise: a fetch that throws at once fails like one that rejects, after `loading` is set.
    return (loading ??= Promise.resolve()
      .then(fetch)
      .then((module) => {
        if ((module as { build?: unknown }).build !== BUILD) throw Error('stale');
        return module;
      })
      .then(
        (module) => {
          code = module;
          from = fetch;
          return true;
        },
        (error: unknown) => {
          failure = error;
          told ||= 1;
          return false;
        },
      )
      .finally(() => (loading = undefined)));
  };
  return {
    code: here,
    ready,
    async get() {
      await ready();
      if (here()) return code!;
      throw failure;
    },
    report: () => told === 1 && !!(told = 2),
  };
}
