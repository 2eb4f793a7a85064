/** Replay mode's own attributes (`step`, `view`, `controls`) read against the record: the value used, or why not. */

/** A problem with one attribute: reported once (console.warn and `domino-error` `invalid-attribute`). */
export interface Problem {
  attribute: string;
  message: string;
  /** `domino-error`'s code: `invalid-attribute` unless said (`load`: a `src` that could not be fetched). */
  code?: 'load';
}

/** What the element's converters give: a number (NaN for text that is not one), `'end'`, or nothing. */
export type StepValue = number | 'end' | null | undefined;

/**
 * The step to show for the `step` attribute: 0 by default, `total` for `end`. A value that is not a step number
 * shows the deal, one past the record's end shows its last step; either is a problem.
 */
export function stepOf(value: StepValue, raw: string | null, total: number, problems: Problem[]): number {
  if (value === undefined || value === null) return 0;
  if (value === 'end') return total;
  if (!Number.isInteger(value) || value < 0) {
    problems.push({
      attribute: 'step',
      message: `step="${raw ?? value}" is not a step number or "end"; showing step 0.`,
    });
    return 0;
  }
  if (value > total) {
    problems.push({
      attribute: 'step',
      message: `step="${value}" is past the record's last step, ${total}; showing it.`,
    });
    return total;
  }
  return value;
}

/** The seat whose view is shown, or null (every hand face up). */
export function viewOf(value: number | null | undefined, raw: string | null, players: number, problems: Problem[]) {
  if (value === undefined || value === null) return null;
  if (Number.isInteger(value) && value >= 0 && value < players) return value;
  problems.push({
    attribute: 'view',
    message: `view="${raw ?? value}" is not a seat of this record (0 to ${players - 1}); every hand is shown.`,
  });
  return null;
}

/** Whether the step bar is shown: `steps` (the default) or `none` (a static diagram). */
export function barOf(value: string | null | undefined, problems: Problem[]): boolean {
  if (value === undefined || value === null || value === 'steps') return true;
  if (value === 'none') return false;
  problems.push({
    attribute: 'controls',
    message: `controls="${value}" is not allowed (allowed: "steps", "none"); using "steps".`,
  });
  return true;
}

/**
 * The chapter to show for the `chapter` attribute: its 1-based number or a chapter's exact title (a number wins), the
 * first by default; anything else shows the first and is a problem.
 */
export function chapterOf(
  value: string | null | undefined,
  chapters: readonly { title?: string }[],
  problems: Problem[],
): number {
  if (value === undefined || value === null) return 0;
  const n = /^\s*\d+\s*$/.test(value) ? Number(value) : 0;
  if (n >= 1 && n <= chapters.length) return n - 1;
  const titled = chapters.findIndex((chapter) => chapter.title === value);
  if (titled >= 0) return titled;
  problems.push({
    attribute: 'chapter',
    message: `chapter="${value}" is not a chapter of this record (1 to ${chapters.length}, or a chapter's exact title); showing chapter 1.`,
  });
  return 0;
}
