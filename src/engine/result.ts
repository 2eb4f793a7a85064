/**
 * The one shape of an outcome that can fail, across the engine, the machine, the element and game records: a
 * move, a rule set, a replay, a saved match restored, a stored entry, a deal, a table's input, a record read.
 */

/**
 * `ok`, then the value (none where there is only something done, as the element's `play()`), or why not: `why` in
 * words for a developer (the console, `domino-error`) unless the edge names its own kind of failure (`Failure`: a
 * code the caller acts on and what it found: a move's reason, a record's error, storage's kinds).
 */
export type Result<T = void, Failure extends object = { why: string }> =
  ([T] extends [void] ? { ok: true } : { ok: true; value: T }) | ({ ok: false } & Failure);

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const failed = (why: string): { ok: false; why: string } => ({ ok: false, why });

/**
 * The engine's edge: its checks throw RangeError from deep inside (a rule set's option, a fixed deal), and here that
 * becomes a result naming the bad value. Anything else thrown is a bug and goes on up.
 */
export function resulting<T>(run: () => T): Result<T> {
  try {
    return ok(run());
  } catch (error) {
    if (error instanceof RangeError) return failed(error.message);
    throw error;
  }
}
