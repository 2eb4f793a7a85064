/** The one shape of an outcome at an edge that can fail: a saved match restored, a stored entry, a deal, a table's input. */

/**
 * The value, or why not. `why` is in words for a developer (the console, `domino-error`) unless the edge names its
 * own kinds of failure (`Failure`: a code the caller acts on, and what it found), as storage does.
 */
export type Result<T, Failure extends { why: unknown } = { why: string }> =
  { ok: true; value: T } | ({ ok: false } & Failure);

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const failed = (why: string): { ok: false; why: string } => ({ ok: false, why });
