/** Writing a match as a game record (README "Game records"): the text behind the element's `record()`. */

import { choicesOf, replayMatch, type Deal, type MatchState, type Move, type ResolvedRules } from '../engine/core.js';
import { moveName } from './names.js';

/** What the table keeps of a match (its context): enough to replay it exactly. */
export interface RecordSource {
  rules: ResolvedRules;
  seed: string;
  /** The fixed first deal, exactly as the match was started with it. */
  deal?: Deal;
  /** The deal of each later round where it was fixed (a replayed record's), by round index; else the seed deals. */
  deals?: readonly (Deal | undefined)[];
  /** The moves of every round, the current one last, ends resolved (the engine's own records). */
  rounds: readonly (readonly Move[])[];
}

/** A tag value as written: bare when it is one plain word, else quoted with `"` and `\` escaped. */
const value = (text: string): string => (/^[\w.:+#/-]+$/.test(text) ? text : `"${text.replace(/["\\]/g, '\\$&')}"`);

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
 * A round's deal as tags, from the round just dealt: the hands as dealt (before a Maltese search for the 6-6,
 * whose draws the boneyard tag lists), and the leader where the hands do not decide it (drawn doubles, a fixed
 * deal's). The tiles drawn later are named by their draws, so the rest of the boneyard is never written.
 */
function dealTags({ hands, lead }: MatchState, lines: string[]): void {
  const drawn = lead.search?.map((d) => d.tile).join(' ') ?? '';
  lines.push(`[hands ${hands.map((hand) => hand.filter((tile) => !drawn.includes(tile)).join(' ')).join(' / ')}]`);
  if (drawn) lines.push(`[boneyard ${drawn}]`);
  if (lead.how === 'drawn-doubles' || lead.how === 'deal') lines.push(`[leader ${lead.seat}]`);
}

/**
 * The match so far as a game record: the options the variant lets a page choose, `names` when given, then each round under its `[round N]`: its deal and its moves, each draw naming its tile. Never the seed:
 * a record shows no deal that has not been played. Replaying the text gives the same positions, round after
 * round. The source is the table's own, so every move is legal.
 */
export function writeRecord(source: RecordSource, names?: readonly string[]): string {
  const { rules, seed, deal, deals, rounds } = source;
  const choices = choicesOf(rules.variant);
  const lines = [`[variant ${rules.variant}]`];
  if (choices.players.length > 1) lines.push(`[players ${rules.players}]`);
  for (const option of ['set', 'spinners', 'lead'] as const) {
    if (choices[option].length > 1) lines.push(`[${option} ${rules[option]}]`);
  }
  lines.push(`[hand-size ${rules.handSize}]`, `[target-score ${rules.targetScore}]`);
  // A name cannot hold the `/` that separates them.
  if (names?.length) lines.push(`[names ${value(names.map((name) => name.replace(/\//g, ' ')).join('/'))}]`);
  let words: string[] = [];
  // The table's own moves: the engine accepts them again, so the replay runs to the end.
  replayMatch(
    { rules, seed, rounds: rounds.map((moves, r) => ({ deal: r === 0 ? deal : deals?.[r], moves })) },
    {
      dealt(state, at) {
        if (at.round > 0) {
          wrap(words, lines);
          words = [];
          lines.push(`[round ${at.round + 1}]`);
        }
        dealTags(state, lines);
        return state;
      },
      moved(before, _after, record, move) {
        words.push(moveName(before, move, record.drawn));
      },
    },
  );
  wrap(words, lines);
  return `${lines.join('\n')}\n`;
}
