/** Saving a match under a `persist` key: tolerant of missing, full or forbidden storage, and of foreign data. */

/** The subset of the Web Storage API the store needs (localStorage, or a stand-in in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Stored data is wrapped with this name and schema version, so foreign or old entries are recognised. */
export const STORAGE_FORMAT = 'domino-table/saved-match';
export const STORAGE_VERSION = 1;

export type LoadResult = { kind: 'empty' } | { kind: 'found'; match: string } | { kind: 'problem'; message: string };

/** Finds localStorage without throwing: sandboxed frames and some privacy modes throw on mere access. */
export function defaultStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * One match's slot in storage. A failure to write is reported once (`onProblem`), then play goes on
 * unsaved; a later successful write re-arms the report.
 */
export class MatchStore {
  private failing = false;

  constructor(
    readonly key: string,
    private readonly storage: KeyValueStorage | null,
    private readonly onProblem: (message: string) => void,
  ) {}

  /** The serialized match saved under the key, if any; a problem when the entry is not ours or unreadable. */
  load(): LoadResult {
    if (!this.storage) {
      this.report('storage is not available: the match will not be saved');
      return { kind: 'empty' };
    }
    let raw: string | null;
    try {
      raw = this.storage.getItem(this.key);
    } catch (error) {
      this.report(`storage could not be read: ${String(error)}`);
      return { kind: 'empty' };
    }
    if (raw === null) return { kind: 'empty' };
    try {
      const data: unknown = JSON.parse(raw);
      if (
        typeof data === 'object' &&
        data !== null &&
        (data as { format?: unknown }).format === STORAGE_FORMAT &&
        (data as { version?: unknown }).version === STORAGE_VERSION &&
        typeof (data as { match?: unknown }).match === 'string'
      ) {
        return { kind: 'found', match: (data as { match: string }).match };
      }
      return { kind: 'problem', message: `the data saved under "${this.key}" is not a saved match of this version` };
    } catch {
      return { kind: 'problem', message: `the data saved under "${this.key}" is not valid JSON` };
    }
  }

  save(match: string): void {
    if (!this.storage) return;
    try {
      this.storage.setItem(this.key, JSON.stringify({ format: STORAGE_FORMAT, version: STORAGE_VERSION, match }));
      this.failing = false;
    } catch (error) {
      this.report(`the match could not be saved (storage full or forbidden): ${String(error)}`);
    }
  }

  clear(): void {
    try {
      this.storage?.removeItem(this.key);
    } catch {
      // Nothing to do: a store that cannot remove cannot have saved either.
    }
  }

  private report(message: string): void {
    if (this.failing) return;
    this.failing = true;
    this.onProblem(message);
  }
}
