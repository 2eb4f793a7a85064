/**
 * The block editor's check of a pasted record or deal (issue 34): the element's own reader and deal check, built by
 * `npm run build:wp` into the plugin's assets/editor-check.js, loaded by the editor only when a record or deal is
 * typed. The element's bundle gains nothing.
 */

import { readRecord } from '../../src/record/index.js';
import { readDeal } from '../../src/element/config.js';
import { rulesFor, isVariant, type RuleOptions } from '../../src/engine/index.js';

export type Checked =
  { ok: true; variant: string; moves: number; title: string | null; hands: number } | { ok: false; message: string };

/** A record as the table reads it: its error sentence in `lang`, or its game, title and number of moves. */
export function checkRecord(text: string, lang = 'en'): Checked {
  const read = readRecord(text, lang);
  if (!read.ok) return { ok: false, message: read.error.message };
  const { replay } = read;
  const moves = replay.steps.filter((step) => step.move !== null).length;
  return { ok: true, variant: replay.rules.variant, moves, title: replay.title ?? null, hands: replay.rules.players };
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
    ? { ok: true, variant: game, moves: 0, title: null, hands: result.value.hands.length }
    : { ok: false, message: `deal: ${result.why}` };
}
