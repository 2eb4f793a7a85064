/** Watch mode's pace for the live region: a line a screen reader can finish before the next (part of chunks/modes.js). */

/** Watch mode says at most one move's line in this time (a screen reader speaks a move's sentence in about 2 s). */
export const WATCH_PACE_MS = 2500;

/**
 * Every line of a watched table passes here. A move's line (`paced`) is said only when the last line is
 * WATCH_PACE_MS old, with a count of those left unsaid since (`skipped` words it); other lines (a round's end) are
 * said at once. Nothing waits to be said later: a screen reader never falls behind the table.
 */
export class Pacer {
  #spoke = -Infinity;
  #skipped = 0;

  line(to: { say(text: string): void }, text: string, paced: boolean, skipped: (count: number) => string): void {
    const now = performance.now();
    if (paced && now - this.#spoke < WATCH_PACE_MS) {
      this.#skipped++;
      return;
    }
    if (!text) return;
    to.say(paced && this.#skipped ? `${skipped(this.#skipped)} ${text}` : text);
    this.#spoke = now;
    this.#skipped = 0;
  }
}
