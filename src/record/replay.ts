/** Replaying a game record with the engine: the position after every step, round after round. */

import {
  explainMove,
  parseTile,
  replayMatch,
  tilesOf,
  type Deal,
  type MatchState,
  type Move,
  type MoveRequest,
  type ResolvedRules,
  type Tile,
} from '../engine/index.js';
import type { TileInfo } from '../engine/tiles.js';
import { fail, guard, type Params, type RecordError, type Spot } from './errors.js';
import { tileOf } from './tags.js';
import { endByName, endName, moveName, placeOf } from './names.js';
import {
  MAX_STEPS,
  parseRecord,
  type GameRecord,
  type WrittenMark,
  type RecordMove,
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

/**
 * A record replayed: every chapter (one for a record without `[chapter]`), `replay` the first of them, and the title
 * of the whole record.
 */
export type ReplayResult =
  { ok: true; replay: Replay; chapters: Replay[]; title?: string } | { ok: false; error: RecordError };

/** The place letters of an end in compass form, as the parser keeps a written place (L as W, R as E). */
const compass = (place: string): string => place.replace(/L/g, 'W').replace(/R/g, 'E');

/**
 * The move a written move asks for in this position; `no-end`, `no-place`, `wrong-pip`, `ambiguous-end` (or
 * `ambiguous-end-waiting`, naming a spinner's flanks that wait) otherwise.
 */
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
  // R-A5-4: a spinner's flank that waits for both sides takes no tile yet, so only the other ends can be meant; an
  // ambiguity among those names the flanks that wait, as a person at the table would be told.
  const ready = fits.filter((e) => !e.waiting);
  const chosen = ready.length === 1 ? ready[0] : ready.length === 0 ? fits[0] : undefined;
  if (chosen) return { type: 'play', tile, end: chosen.id };
  if (ready.length > 1) {
    const names = ready.map((e) => `${tile}@${endName(layout, e)}`).join(', ');
    const waiting = fits.filter((e) => e.waiting).map((e) => endName(layout, e));
    if (waiting.length > 0) fail('ambiguous-end-waiting', spot, { names, flanks: waiting.join(', ') });
    fail('ambiguous-end', spot, { names });
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

const keyOf = (target: MarkTarget): string => ('tile' in target ? target.tile : `@${target.end}`);

/**
 * A step's marks resolved in its position, each checked (a mark naming nothing is an error wherever it is), then
 * each target outlined once and each arrow drawn once (README "Marks"): 12 000 copies of one arrow draw one.
 */
function marksAt(state: MatchState, marks: readonly WrittenMark[]): StepMark[] {
  const seen = new Set<string>();
  const out: StepMark[] = [];
  // A word names the same target wherever it stands in the step: resolved once.
  const named = new Map<string, MarkTarget>();
  const resolve = (word: Spot): MarkTarget => {
    let target = named.get(word.text);
    if (!target) named.set(word.text, (target = targetOf(state, word, state.rules)));
    return target;
  };
  for (const mark of marks) {
    const targets = mark.targets.map(resolve);
    if (mark.kind === 'arrow') {
      const key = `${keyOf(targets[0]!)}>${keyOf(targets[1]!)}`;
      if (!seen.has(key)) out.push({ kind: 'arrow', targets });
      seen.add(key);
      continue;
    }
    const fresh = targets.filter((target) => {
      const key = keyOf(target);
      return !seen.has(key) && !!seen.add(key);
    });
    if (fresh.length) out.push({ kind: 'mark', targets: fresh });
  }
  return out;
}

/** The spot that names a round's deal (its leader, its hands, its tag), for an error about dealing it. */
const dealSpot = (round: WrittenRound): Spot =>
  round.deal?.leaderSpot ?? round.deal?.spot ?? round.spot ?? { at: 0, text: '' };

/**
 * The record replayed by the engine (`replayMatch`): each written round dealt from its hands or the seed, its
 * written moves resolved in their positions, a round that ends by itself followed by the next one dealt from the
 * seed. The record's own rules (a named draw, a tile the mover does not hold, marks) are checked on the way.
 */
function replayOf(record: GameRecord, budget = { steps: MAX_STEPS + 1 }): Replay {
  const { rules } = record;
  const seed = record.seed ?? '';
  const steps: ReplayStep[] = [];
  const rounds: Move[][] = [];
  const deals: (Deal | undefined)[] = [];
  const replay: Replay = { rules, seed, steps, rounds, deals };
  if (record.title !== undefined) replay.title = record.title;
  if (record.names) replay.names = record.names;
  /** The position reached, and the deal of the round being dealt. */
  let state: MatchState | undefined;
  let dealing: Deal | undefined;

  const dealStep = (next: MatchState, comment: string | null, spot: Spot | null, marks: StepMark[], deal?: Deal) => {
    state = next;
    budget.steps--;
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
  /** A seat as an error names it: by the record's name for it when it has one. */
  const seatOf = (seat: number): Params => {
    const name = record.names?.[seat];
    return name ? { seat, who: name } : { seat };
  };
  const noDeal = (spot: Spot | null, n: number): never => fail('no-deal', spot ?? { at: 0, text: '' }, { n });

  const written = record.rounds.map((round) => ({
    // Read when the engine deals the round, after the rounds before it: errors come in the record's order.
    get deal(): Deal | undefined {
      dealing = dealFor(round, rules);
      if (!dealing && record.seed === undefined) noDeal(round.spot ?? round.moves[0]?.spot ?? null, round.number);
      return dealing;
    },
    moves: round.moves,
  }));
  const played = replayMatch<RecordMove>(
    { rules, seed, rounds: written, continue: true },
    {
      dealt(next, at, goesOn) {
        const round = record.rounds[at.round] as WrittenRound;
        if (goesOn) {
          dealStep(next, null, null, []);
          return next;
        }
        let start = next;
        if (at.round === 0) {
          if (dealing) replay.deal = dealing;
          if (record.scores) start = { ...start, scores: record.scores };
        }
        dealStep(start, round.comment, round.spot, marksAt(start, round.marks), dealing);
        return start;
      },
      continuing(before, at) {
        // A round ends by itself (domino or block); the next is dealt from the seed unless written out.
        const spot = (record.rounds[at.round] as WrittenRound).moves[at.move]?.spot as Spot;
        if (record.rounds[at.round]?.deal) fail('round-over', spot, { n: before.round, next: before.round + 1 });
        if (record.seed === undefined) noDeal(spot, before.round + 1);
      },
      resolve(before, given) {
        // A tile the mover does not hold is said to be so, whether or not its end is named.
        if (given.kind === 'play' && given.tile && !before.hands[before.current]?.includes(given.tile)) {
          fail('illegal', given.spot, seatOf(before.current), 'not-in-hand');
        }
        const move = resolveMove(before, given);
        const reason = explainMove(before, move);
        if (reason !== null) fail('illegal', given.spot, seatOf(before.current), reason);
        if (given.kind === 'draw' && given.tile !== undefined && before.boneyard[0] !== given.tile) {
          fail('wrong-draw', given.spot, { tile: before.boneyard[0] as string });
        }
        return move;
      },
      moved(before, after, logged, given) {
        rounds[rounds.length - 1]!.push(logged.move);
        steps.push({
          round: after.round,
          state: after,
          move: logged.move,
          seat: logged.seat,
          drawn: logged.drawn ?? null,
          text: given.spot.text,
          name: moveName(before, logged.move, logged.drawn),
          comment: given.comment,
          marks: marksAt(after, given.marks),
          question: given.question,
          tries: given.tries.map((t) => {
            const move = resolveMove(before, t);
            // A try that is the record's own move would never be judged as a try; a second right answer the
            // reader cannot play would be refused as illegal, then called right: both are the author's mistakes.
            const made = logged.move;
            const same =
              move.type === 'play'
                ? made.type === 'play' && move.tile === made.tile && move.end === made.end
                : move.type === made.type;
            if (same) fail('same-as-answer', t.spot);
            const reason = t.right ? explainMove(before, move) : null;
            if (reason !== null) fail('illegal', t.spot, seatOf(before.current), reason);
            return { move, text: t.spot.text, comment: t.comment, right: t.right === true };
          }),
          offset: given.spot.at,
        });
        state = after;
        // The limit holds for the whole record, every chapter's steps together.
        if (--budget.steps < 0) fail('too-long', { at: 0, text: '' }, { n: MAX_STEPS });
      },
    },
  );
  if (!played.ok) {
    const { at, why, reason } = played;
    const round = record.rounds[at.round] as WrittenRound;
    const spot = round.moves[at.move]?.spot ?? round.spot ?? dealSpot(round);
    if (why === 'match-over') fail('match-over', spot);
    if (reason) fail('illegal', spot, seatOf(state?.current ?? 0), reason);
    if (why === 'round-not-over') fail('round-not-over', spot, { n: state?.round ?? 0 });
    fail('no-lead-tile', at.move < 0 ? dealSpot(round) : spot, seatOf(dealing?.leader ?? 0));
  }
  return replay;
}

/**
 * Replays a parsed record, or each of its chapters (`chapters`, as parseRecord gives them: then `record` is only the
 * text's holder). Never throws: an illegal or unresolvable move gives an error naming it, in `lang`; the first
 * chapter with one is the record's error.
 */
export function replayRecord(
  record: GameRecord,
  lang = 'en',
  chapters: readonly GameRecord[] = [record],
  title?: string,
): ReplayResult {
  const budget = { steps: MAX_STEPS + chapters.length };
  const result = guard(record.text, lang, () => chapters.map((chapter) => replayOf(chapter, budget)));
  if (!result.ok) return result;
  const replayed: ReplayResult = { ok: true, replay: result.value[0] as Replay, chapters: result.value };
  if (title !== undefined) replayed.title = title;
  return replayed;
}

/** Parses and replays a record's text, every chapter: what a table in replay mode shows, or the error it reports. */
export function readRecord(text: string, lang = 'en'): ReplayResult {
  const parsed = parseRecord(text, lang);
  return parsed.ok ? replayRecord(parsed.record, lang, parsed.chapters, parsed.title) : parsed;
}
