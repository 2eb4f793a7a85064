/** Saving a match under a `persist` key: tolerant of missing, full or forbidden storage, and of foreign data. */

import { ok, type Result } from '../../engine/result.js';

/** The subset of the Web Storage API the store needs (localStorage, or a stand-in in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Stored data is wrapped with this name and a format version, so foreign, old and newer entries are told apart. */
export const STORAGE_FORMAT = 'domino-table/saved-match';
/**
 * The entry's format. 1: `{ format, version, match }`. 2: adds `variant` (read without replaying the match)
 * and may be a `stale` marker, left where a save failed. Older entries are migrated on load (`MIGRATIONS`).
 */
export const STORAGE_VERSION = 2;

/** A saved entry of the current version. */
export interface SavedEntry {
  format: typeof STORAGE_FORMAT;
  version: typeof STORAGE_VERSION;
  /** The variant of the match saved (null in a `stale` marker). */
  variant: string | null;
  /** The serialized match (`serializeMatch`), or null in a `stale` marker. */
  match: string | null;
  /** Set where saving failed: the match here was older than the one being played, so it was dropped. */
  stale?: true;
}

/** Why an entry under the key cannot be resumed: each is reported and handled as README "Saved matches" says. */
export type Unusable =
  /** Not valid JSON, or our format but not readable: ours to replace once the person moves. */
  | 'corrupt'
  /** Saved by a newer version of the table: kept until the person moves. */
  | 'newer'
  /** A domino-table save of another variant: kept until the person moves. */
  | 'other-variant'
  /** Data that is not a domino-table save: never written over. */
  | 'foreign'
  /** A save failed here earlier: the older match was dropped rather than resumed as if it were current. */
  | 'stale';

/**
 * What the key holds for a table of a variant: the saved match (its JSON) or null when nothing is saved there; else
 * why it cannot be resumed, and for a match of another variant, which.
 */
export type LoadResult = Result<string | null, { why: Unusable; variant?: string }>;

const unusable = (why: Unusable): LoadResult => ({ ok: false, why });

/**
 * Each step turns an entry of version N into one of version N + 1; the last one yields the current version.
 * Throwing means the entry cannot be read (it is then `corrupt`).
 */
const MIGRATIONS: Record<number, (entry: Record<string, unknown>) => Record<string, unknown>> = {
  1: (entry) => {
    const match = entry['match'];
    if (typeof match !== 'string') throw new TypeError('no match');
    const variant = (JSON.parse(match) as { rules?: { variant?: unknown } }).rules?.variant;
    if (typeof variant !== 'string') throw new TypeError('no variant');
    return { ...entry, version: 2, variant };
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a raw stored string holds, for a table of this variant. */
export function readEntry(raw: string | null, variant: string): LoadResult {
  if (raw === null) return ok(null);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return unusable('corrupt');
  }
  if (!isRecord(data) || data['format'] !== STORAGE_FORMAT) return unusable('foreign');
  let version = data['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return unusable('corrupt');
  if (version > STORAGE_VERSION) return unusable('newer');
  try {
    for (; version < STORAGE_VERSION; version++) data = (MIGRATIONS[version] as (e: typeof data) => unknown)(data);
  } catch {
    return unusable('corrupt');
  }
  const entry = data as Partial<SavedEntry>;
  if (entry.stale === true) return unusable('stale');
  if (typeof entry.match !== 'string' || typeof entry.variant !== 'string') return unusable('corrupt');
  if (entry.variant !== variant) return { ok: false, why: 'other-variant', variant: entry.variant };
  return ok(entry.match);
}

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

  /** The raw entry under the key, or null (none, or storage not readable: reported once). */
  read(): string | null {
    if (!this.storage) {
      this.report('storage is not available: the match will not be saved');
      return null;
    }
    try {
      return this.storage.getItem(this.key);
    } catch (error) {
      this.report(`storage could not be read: ${String(error)}`);
      return null;
    }
  }

  /** What is saved under the key, for a table of this variant. */
  load(variant: string): LoadResult {
    return readEntry(this.read(), variant);
  }

  /**
   * Saves a match; returns the raw entry written, or null when it could not be. Where the write fails, the
   * entry is replaced by a small `stale` marker (the older match is dropped), so a reload says the save
   * failed instead of resuming an older position as if it were the current one.
   */
  save(variant: string, match: string): string | null {
    if (!this.storage) return null;
    const raw = JSON.stringify({ format: STORAGE_FORMAT, version: STORAGE_VERSION, variant, match });
    try {
      this.storage.setItem(this.key, raw);
      this.failing = false;
      return raw;
    } catch (error) {
      this.markStale();
      this.report(`the match could not be saved (storage full or forbidden): ${String(error)}`);
      return null;
    }
  }

  clear(): void {
    try {
      this.storage?.removeItem(this.key);
    } catch {
      // Nothing to do: a store that cannot remove cannot have saved either.
    }
  }

  private markStale(): void {
    this.clear();
    try {
      const marker: SavedEntry = {
        format: STORAGE_FORMAT,
        version: STORAGE_VERSION,
        variant: null,
        match: null,
        stale: true,
      };
      this.storage?.setItem(this.key, JSON.stringify(marker));
    } catch {
      // Full even now: the entry is gone, which is still better than an older match resumed silently.
    }
  }

  private report(message: string): void {
    if (this.failing) return;
    this.failing = true;
    this.onProblem(message);
  }
}
