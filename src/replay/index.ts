/**
 * The replay chunk (dist/chunks/replay.js), loaded by a table with `record` (src/element/loaders/replay-loader.ts): the
 * record read and replayed (src/record), drawn with the table's views, a step bar, and lessons. The loader
 * calls `install` with what the chunk borrows from the bundle, then makes a `ReplayTable` per table.
 */

import { ReplayReader } from './table.js';
import { replayView } from './view.js';
import { adoptStyles } from './replay.styles.js';
import { adoptHandMarks, handMarks } from './marks.js';
import { drawHandArrows } from './hand-arrows.js';
import type { Box } from './host.js';

export { install, type Kit } from './kit.js';
export { BUILD as build } from '../build-id.js';
export type { Box, ReplayHost } from './host.js';

/** A table in replay mode as the element makes it: the reader (table.ts), drawn by the replay view (view.ts). */
export class ReplayTable extends ReplayReader {
  /** The table at the step shown. */
  render(box: Box) {
    adoptStyles(this.host);
    const step = this.replay?.steps[this.shown];
    adoptHandMarks(this.host, step ? handMarks(step.marks, step.state) : '');
    // Arrows from a hand need the table laid out: after this render is committed.
    void this.host.updateComplete.then(() =>
      drawHandArrows(this.host.renderRoot as ShadowRoot, step?.marks ?? [], step?.state ?? null),
    );
    return replayView(this, box);
  }
}
