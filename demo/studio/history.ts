/**
 * The studio's undo and redo: the draft as text before each edit. A run of typing in one field is one edit (the
 * field's own undo takes back letters), so a keystroke costs a comparison, not a copy of the draft. Pure: no DOM.
 */

export class History {
  private past: string[] = [];
  private future: string[] = [];
  /** The field being typed in, while a run of typing in it lasts. */
  private run: string | null = null;

  constructor(private readonly limit = 200) {}

  /**
   * Call before changing the draft. `now` gives the draft as it is (asked for only when a new edit starts);
   * `run` names a field typed in: further calls with the same name add to the same edit until `seal`.
   */
  edit(now: () => string, run: string | null = null): void {
    if (run !== null && run === this.run) return;
    this.run = run;
    const before = now();
    this.future = [];
    if (this.past[this.past.length - 1] === before) return;
    this.past.push(before);
    if (this.past.length > this.limit) this.past.shift();
  }

  /** Ends a run of typing: the next keystroke, even in the same field, is a new edit. */
  seal(): void {
    this.run = null;
  }

  /** The draft before the last edit (`now` is kept for redo), or null when there is none. */
  undo(now: string): string | null {
    return this.move(this.past, this.future, now);
  }

  /** The draft an undo took back, or null. */
  redo(now: string): string | null {
    return this.move(this.future, this.past, now);
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  private move(from: string[], to: string[], now: string): string | null {
    this.run = null;
    const next = from.pop();
    if (next === undefined) return null;
    to.push(now);
    return next;
  }
}
