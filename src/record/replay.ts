/** Replaying a game record with the engine: the position after every step, round after round. */

import {
  applyMove,
  explainMove,
  newMatch,
  nextRound,
  parseTile,
  tilesOf,
  type Deal,
  type MatchState,
  type Move,
  type MoveRecord,
  type MoveRequest,
  type ResolvedRules,
  type Tile,
} from '../engine/index.js';
import type { TileInfo } from '../engine/tiles.js';
import { fail, guard, type RecordError, type Spot } from './errors.js';
import { tileOf } from './tags.js';
import { endByName, endName, moveName, placeOf } from './names.js';
import {
  MAX_STEPS,
  parseRecord,
  type GameRecord,
  type WrittenMark,
  type WrittenMove,
  type WrittenRound,
} from './parse.js';

/** A wrong try written for a move, resolved against the position before it. */
export interface ReplayTry {
  /** The move the try asks for; a play written as a tile alone that fits no end has `end: ''` (any end matches it). */
  move: MoveRequest;
  text: string;
  comment: string | null;
  /** `(= move)`: a second right answer, accepted with "Right!" and its comment. */
  right: boolean;
}

/** What a mark points at: a tile (on the board or in a hand) or an open end (its id). */
export type MarkTarget = { tile: Tile } | { end: string };

/** A mark of a step's comment, resolved in its position: outlines (`mark`) or an arrow from the first target to the second. */
export interface StepMark {
  kind: 'mark' | 'arrow';
  targets: MarkTarget[];
}

/**
 * One step of a replay: step 0 is the deal of round 1, then one step per move; a round after the first
 * begins with a step of its own (its deal), so a round's first move follows its deal.
 */
export interface ReplayStep {
  round: number;
  /** The match after this step. */
  state: MatchState;
  /** The move just made, as the engine records it (end id resolved); null for a deal. */
  move: Move | null;
  /** Who made it; null for a deal. */
  seat: number | null;
  /** For a draw: the tile drawn. */
  drawn: string | null;
  /** The move as written in the record ('' for a deal). */
  text: string;
  /** The move in the record's shortest notation, a draw naming its tile ("draw:4-2"); '' for a deal. */
  name: string;
  comment: string | null;
  /** The marks of the comment, drawn while this step is shown. */
  marks: StepMark[];
  /** A question (`?`): a lesson stops before this move and asks the reader to find it. */
  question: boolean;
  tries: ReplayTry[];
  /** Offset of the move (or the round's tag) in the record text, -1 when nothing marks it. */
  offset: number;
}

export interface Replay {
  rules: ResolvedRules;
  seed: string;
  /** The first round's deal, as the `deal` attribute would give it. */
  deal?: Deal;
  steps: ReplayStep[];
  /** The engine's moves of every round, as the table keeps them (`rounds` of its context). */
  rounds: Move[][];
  /** Each round's deal where the record gives it (undefined where the seed deals), by round index. */
  deals: (Deal | undefined)[];
  title?: string;
  names?: string[];
}

export type ReplayResult = { ok: true; replay: Replay } | { ok: false; error: RecordError };

/** The place letters of an end in compass form, as the parser keeps a written place (L as W, R as E). */
const compass = (place: string): string => place.replace(/L/g, 'W').replace(/R/g, 'E');

/** The move a written move asks for in this position; `no-end`, `no-place`, `wrong-pip`, `ambiguous-end` otherwise. */
export function resolveMove(state: MatchState, written: WrittenMove): MoveRequest {
  if (written.kind !== 'play') return { type: written.kind };
  // A play is always written with its tile.
  const { name: tile, hi, lo } = parseTile(written.tile) as TileInfo;
  const { layout } = state;
  const { spot, pip, place } = written;
  if (layout.tiles.length === 0 && pip === undefined && !place) return { type: 'play', tile, end: 'center' };
  if (place) {
    const end = layout.ends.find((e) => compass(placeOf(layout, e)) === place);
    if (!end) return fail('no-place', spot, { place });
    if (pip !== undefined && end.pip !== pip) fail('wrong-pip', spot, { place, shown: end.pip, pip });
    return { type: 'play', tile, end: end.id };
  }
  const fits = layout.ends.filter((e) => (pip === undefined ? e.pip === hi || e.pip === lo : e.pip === pip));
  if (fits.length === 1) return { type: 'play', tile, end: (fits[0] as { id: string }).id };
  if (fits.length > 1) {
    fail('ambiguous-end', spot, { names: fits.map((e) => `${tile}@${endName(layout, e)}`).join(', ') });
  }
  if (pip !== undefined) fail('no-end', spot, { pip });
  // A tile alone that matches no open end: no end named, so the engine says why it fits nowhere.
  return { type: 'play', tile, end: '' };
}

/**
 * The engine's deal for a round written with `[hands …]` (README "Deals"): each `+N` filled with the lowest tiles
 * the record leaves over (not in a hand, the boneyard tag or a named draw), the boneyard completed from the
 * named draws, then the rest of the set, highest first.
 */
function dealFor(round: WrittenRound, rules: ResolvedRules): Deal | undefined {
  const written = round.deal;
  if (!written) return undefined;
  const named = round.moves.filter((m) => m.kind === 'draw' && m.tile !== undefined);
  const boneyard = (written.boneyard ?? []).slice();
  const used = new Set([...written.hands.flat(), ...boneyard]);
  // A named tile that was dealt to a hand is left out here: the replay then says which tile that draw takes.
  for (const draw of named) {
    const tile = draw.tile as Tile;
    if (!used.has(tile)) boneyard.push(tile);
    used.add(tile);
  }
  const rest = tilesOf(rules.set, rules.doublesInPlay).filter((tile) => !used.has(tile));
  const hands = written.hands.map((hand, seat) => {
    const more = written.more[seat] ?? 0;
    if (more > rest.length)
      fail('hand-size', written.spot, { seat, count: hand.length + rest.length, n: hand.length + more });
    return more ? [...hand, ...rest.splice(rest.length - more).reverse()] : hand;
  });
  const deal: Deal = { hands };
  if (written.boneyard || named.length > 0) deal.boneyard = [...boneyard, ...rest];
  if (written.leader !== undefined) deal.leader = written.leader;
  return deal;
}

/** Deals a round through the engine; its only refusal left after the tag checks is a leader without a lead tile. */
function dealt(round: WrittenRound, deal: Deal | undefined, start: () => MatchState): MatchState {
  try {
    return start();
  } catch {
    const spot = round.deal?.leaderSpot ?? round.deal?.spot ?? round.spot ?? { at: 0, text: '' };
    return fail('no-lead-tile', spot, { seat: deal?.leader ?? 0 });
  }
}

/** A tile or end a mark names, in this position; `mark-nothing` naming it when there is none. */
function targetOf(state: MatchState, word: Spot, rules: ResolvedRules): MarkTarget {
  if (word.text.startsWith('@')) {
    const end = endByName(state.layout, word.text.slice(1));
    return end ? { end: end.id } : fail('mark-nothing', word);
  }
  const tile = tileOf(word, word.text, rules);
  const shown = state.layout.tiles.some((t) => t.tile === tile) || state.hands.some((hand) => hand.includes(tile));
  return shown ? { tile } : fail('mark-nothing', word);
}

const marksAt = (state: MatchState, marks: readonly WrittenMark[]): StepMark[] =>
  marks.map((mark) => ({ kind: mark.kind, targets: mark.targets.map((w) => targetOf(state, w, state.rules)) }));

function replayOf(record: GameRecord): Replay {
  const { rules } = record;
  const seed = record.seed ?? '';
  const steps: ReplayStep[] = [];
  const rounds: Move[][] = [];
  const deals: (Deal | undefined)[] = [];
  const replay: Replay = { rules, seed, steps, rounds, deals };
  if (record.title !== undefined) replay.title = record.title;
  if (record.names) replay.names = record.names;
  let state: MatchState | undefined;

  const dealStep = (
    next: MatchState,
    comment: string | null,
    spot: Spot | null,
    marks: StepMark[] = [],
    deal?: Deal,
  ): void => {
    state = next;
    rounds.push([]);
    deals.push(deal);
    steps.push({
      round: next.round,
      state: next,
      move: null,
      seat: null,
      drawn: null,
      text: '',
      name: '',
      comment,
      marks,
      question: false,
      tries: [],
      offset: spot ? spot.at : -1,
    });
  };
  const noDeal = (spot: Spot | null, n: number): never => fail('no-deal', spot ?? { at: 0, text: '' }, { n });

  for (const round of record.rounds) {
    const deal = dealFor(round, rules);
    if (!deal && record.seed === undefined) noDeal(round.spot ?? round.moves[0]?.spot ?? null, round.number);
    if (!state) {
      if (deal) replay.deal = deal;
      let first = dealt(round, deal, () => newMatch(rules, seed, deal));
      if (record.scores) first = { ...first, scores: record.scores };
      dealStep(first, round.comment, round.spot, marksAt(first, round.marks), deal);
    } else {
      const marker = round.spot as Spot;
      if (state.phase === 'play') fail('round-not-over', marker, { n: state.round });
      if (state.phase === 'match-over') fail('match-over', marker);
      const from = state;
      const next = dealt(round, deal, () => nextRound(from, deal));
      dealStep(next, round.comment, marker, marksAt(next, round.marks), deal);
    }
    for (const written of round.moves) {
      let before = state as MatchState;
      if (before.phase === 'round-over') {
        // A round ends by itself (domino or block); the next is dealt from the seed unless written out.
        if (round.deal) fail('round-over', written.spot, { n: before.round, next: before.round + 1 });
        if (record.seed === undefined) noDeal(written.spot, before.round + 1);
        dealStep(nextRound(before), null, null);
        before = state as MatchState;
      }
      if (before.phase === 'match-over') fail('match-over', written.spot);
      // A tile the mover does not hold is said to be so, whether or not its end is named.
      const mover = before.current;
      if (
        written.kind === 'play' &&
        written.tile &&
        mover !== null &&
        before.phase === 'play' &&
        !before.hands[mover]?.includes(written.tile)
      ) {
        fail('illegal', written.spot, { seat: mover }, 'not-in-hand');
      }
      const move = resolveMove(before, written);
      const reason = explainMove(before, move);
      if (reason !== null) fail('illegal', written.spot, { seat: before.current ?? 0 }, reason);
      if (written.kind === 'draw' && written.tile !== undefined && before.boneyard[0] !== written.tile) {
        fail('wrong-draw', written.spot, { tile: before.boneyard[0] as string });
      }
      const after = applyMove(before, move);
      // applyMove logs every move it makes: the last record is this one, end resolved.
      const logged = after.log[after.log.length - 1] as MoveRecord;
      rounds[rounds.length - 1]!.push(logged.move);
      steps.push({
        round: after.round,
        state: after,
        move: logged.move,
        seat: logged.seat,
        drawn: logged.drawn ?? null,
        text: written.spot.text,
        name: moveName(before, logged.move, logged.drawn),
        comment: written.comment,
        marks: marksAt(after, written.marks),
        question: written.question,
        tries: written.tries.map((t) => ({
          move: resolveMove(before, t),
          text: t.spot.text,
          comment: t.comment,
          right: t.right === true,
        })),
        offset: written.spot.at,
      });
      state = after;
      if (steps.length > MAX_STEPS + 1) fail('too-long', { at: 0, text: '' }, { n: MAX_STEPS });
    }
  }
  return replay;
}

/** Replays a parsed record. Never throws: an illegal or unresolvable move gives an error naming it, in `lang`. */
export function replayRecord(record: GameRecord, lang = 'en'): ReplayResult {
  const result = guard(record.text, lang, () => replayOf(record));
  return result.ok ? { ok: true, replay: result.value } : result;
}

/** Parses and replays a record's text: what a table in replay mode shows, or the error it reports. */
export function readRecord(text: string, lang = 'en'): ReplayResult {
  const parsed = parseRecord(text, lang);
  return parsed.ok ? replayRecord(parsed.record, lang) : parsed;
}
