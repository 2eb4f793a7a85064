/**
 * The block editor's check of a pasted record or deal (issue 34): the element's own reader and deal check, built by
 * `npm run build:wp` into the plugin's assets/editor-check.js, loaded by the editor only when a record or deal is
 * typed. The element's bundle gains nothing.
 */

import { readRecord } from '../../src/record/index.js';
import { readDeal } from '../../src/element/config.js';
import { rulesFor, isVariant, type RuleOptions } from '../../src/engine/index.js';

export type Checked = { ok: true; summary: string } | { ok: false; message: string };

/** A record as the table reads it: its error sentence in `lang`, or how many moves it replays. */
export function checkRecord(text: string, lang = 'en'): Checked {
  const read = readRecord(text, lang);
  if (!read.ok) return { ok: false, message: read.error.message };
  const moves = read.replay.steps.filter((step) => step.move !== null).length;
  const title = read.replay.title ? `“${read.replay.title}”: ` : '';
  return { ok: true, summary: `${title}${read.replay.rules.variant}, ${moves} ${moves === 1 ? 'move' : 'moves'}` };
}

/** A deal as the table checks it, for the game and options chosen in the block. */
export function checkDeal(text: string, variant: string | undefined, options: Partial<RuleOptions> = {}): Checked {
  const game = variant ?? 'maltese-cross';
  if (!isVariant(game)) return { ok: false, message: `unknown game ${game}` };
  let rules;
  try {
    rules = rulesFor(game, options);
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  const result = readDeal(text, rules);
  return result.ok
    ? { ok: true, summary: `a deal of ${result.value.hands.length} hands` }
    : { ok: false, message: `deal: ${result.why}` };
}
