/** Writing a match as a game record (README "Game records"): the text behind the element's `record()`. */

import {
  applyMove,
  choicesOf,
  newMatch,
  nextRound,
  type Deal,
  type Move,
  type ResolvedRules,
} from '../engine/index.js';
import { moveName } from './names.js';

/** What the table keeps of a match (its context): enough to replay it exactly. */
export interface RecordSource {
  rules: ResolvedRules;
  seed: string;
  /** The fixed first deal, exactly as the match was started with it. */
  deal?: Deal;
  /** The moves of every round, the current one last, ends resolved (the engine's own records). */
  rounds: readonly (readonly Move[])[];
}

/** A tag value as written: bare when it is one plain word, else quoted with `"` and `\` escaped. */
const value = (text: string): string => (/^[\w.:+#-]+$/.test(text) ? text : `"${text.replace(/["\\]/g, '\\$&')}"`);

/** Lines of at most about 72 characters, so a record pastes well into a page or a mail. */
function wrap(words: string[], lines: string[]): void {
  let line = '';
  for (const word of words) {
    if (line && line.length + word.length >= 72) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
}

/**
 * The match so far as a game record: the options the variant lets a page choose, the seed, the fixed deal
 * if any, then every round's moves, each round after the first under its `[round N]`. Replaying the text
 * gives the same states, round after round. The source is the table's own, so every move is legal.
 */
export function writeRecord(source: RecordSource): string {
  const { rules, seed, deal, rounds } = source;
  const choices = choicesOf(rules.variant);
  const lines = [`[variant ${rules.variant}]`];
  if (choices.players.length > 1) lines.push(`[players ${rules.players}]`);
  for (const option of ['set', 'spinners', 'lead'] as const) {
    if (choices[option].length > 1) lines.push(`[${option} ${rules[option]}]`);
  }
  lines.push(`[hand-size ${rules.handSize}]`, `[target-score ${rules.targetScore}]`, `[seed ${value(seed)}]`);
  if (deal) {
    lines.push(`[hands ${deal.hands.map((hand) => hand.join(' ')).join(' / ')}]`);
    if (deal.boneyard) lines.push(`[boneyard ${deal.boneyard.join(' ')}]`);
    if (deal.leader !== undefined) lines.push(`[leader ${deal.leader}]`);
  }
  let state = newMatch(rules, seed, deal);
  rounds.forEach((moves, r) => {
    if (r > 0) {
      state = nextRound(state);
      lines.push(`[round ${r + 1}]`);
    }
    // A deal given without its boneyard had the rest shuffled from the seed; naming a draw there would
    // make the reader build the boneyard from the names instead (README), so those draws stay unnamed.
    const named = r > 0 || !deal || deal.boneyard !== undefined;
    const words: string[] = [];
    for (const move of moves) {
      const before = state;
      state = applyMove(state, move);
      words.push(moveName(before, move, named ? state.log[state.log.length - 1]?.drawn : undefined));
    }
    wrap(words, lines);
  });
  return `${lines.join('\n')}\n`;
}
