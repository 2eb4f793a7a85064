/** The round statechart: lead, turns (human, computer, hot-seat handover), round and match end, undo, restore. */

import { assign, emit, fromCallback } from 'xstate';
import { enqueueActions, setup, type Enqueue } from './xstate.js';
import { explainMove, legalMoves, type MatchState, type MoveRequest, type ReasonCode } from '../engine/core.js';
import { thinkingLazy } from '../ai/lazy.js';
import { computerPlayerFrom, moveSeed } from './computer.js';
import {
  afterMove,
  canUndo,
  checkInput,
  contextFor,
  firstShownSeat,
  isHumanSeat,
  isLegal,
  lastHumanMove,
  moveOf,
  nextRoundContext,
  startMatch,
  undoneContext,
  type MatchInput,
} from './table.context.js';
import type { TableContext, TableEmitted, TableEvent, TableInput } from './table.events.js';
import { refusalToAct } from './seat.js';

const isHumanMove = (
  event: TableEvent,
): event is Extract<TableEvent, { type: 'tile.play' | 'tile.draw' | 'turn.pass' }> =>
  event.type === 'tile.play' || event.type === 'tile.draw' || event.type === 'turn.pass';

/** The input a `match.new` starts from: the one it carries, or the current settings again (the page's delay too). */
function inputOf(context: TableContext, event: TableEvent): MatchInput {
  return event.type === 'match.new' && event.input !== undefined ? event.input : context;
}

/** What a move emits: the move, then the round's end and the match's end when the move brought them. */
function movePlayed(before: MatchState, after: MatchState): TableEmitted[] {
  const record = after.log[after.log.length - 1];
  const out: TableEmitted[] = [];
  if (record) {
    const played: TableEmitted = { type: 'move.played', round: before.round, seat: record.seat, move: record.move };
    if (record.drawn !== undefined) played.drawn = record.drawn;
    if (record.count !== undefined) {
      played.count = record.count;
      played.points = record.points ?? 0;
    }
    out.push(played);
  }
  if (after.phase !== 'play' && after.lastRound) {
    const { round, reason, winner, points, scores, hands } = after.lastRound;
    out.push({ type: 'round.ended', round, reason, winner, points, scores, hands });
  }
  if (after.phase === 'match-over' && after.winner !== null) {
    out.push({ type: 'match.ended', winner: after.winner, scores: after.scores });
  }
  return out;
}

/** Queues a move for whoever is to act: the context after it (with `also`), then what it emits (movePlayed). */
function queueMove(
  enqueue: Enqueue<TableContext, TableEmitted>,
  context: TableContext,
  move: MoveRequest,
  also?: Partial<TableContext>,
): void {
  const next = afterMove(context, move);
  enqueue.assign({ ...next, ...also });
  for (const out of movePlayed(context.match, next.match)) enqueue.emit(out);
}

/** Why a person's move is refused: the seat policy first (seat.ts), then the engine; null when it may be played. */
const refusalOf = (context: TableContext, event: TableEvent): ReasonCode | null =>
  isHumanMove(event)
    ? (refusalToAct({ context, phase: 'play', handingOver: false }) ?? explainMove(context.match, moveOf(event)))
    : 'wrong-phase';

const humanMove = {
  guard: 'humanMoveAccepted',
  target: '#table.blockCheck',
  actions: 'playHumanMove',
} as const;

/**
 * A pause as an invoked actor rather than a delayed transition: an actor restored from a persisted snapshot
 * (the element's disconnect/reconnect) restarts its invoked actors, but does not re-arm delayed transitions.
 */
const pause = fromCallback<TableEvent, { ms: number }>(({ input, sendBack }) => {
  const timer = setTimeout(() => sendBack({ type: 'pause.end' }), input.ms);
  return () => clearTimeout(timer);
});

export const tableMachine = setup({
  types: {
    context: {} as TableContext,
    events: {} as TableEvent,
    input: {} as TableInput,
    emitted: {} as TableEmitted,
  },
  actors: {
    computerPlayer: computerPlayerFrom(thinkingLazy),
    pause,
  },
  guards: {
    /** The seat policy (seat.ts) allows a person to act, and the engine the move. Reached only in `lead` and `play`. */
    humanMoveAccepted: ({ context, event }) => refusalOf(context, event) === null,
    computerMoveAccepted: ({ context, event }) =>
      event.type === 'computer.move' &&
      context.match.current !== null &&
      !isHumanSeat(context, context.match.current) &&
      isLegal(context.match, event.move),
    /** Several people share the screen and the one to act is not the one it shows. */
    handoverNeeded: ({ context }) =>
      context.humans > 1 && isHumanSeat(context, context.match.current) && context.shownSeat !== context.match.current,
    humanToAct: ({ context }) => isHumanSeat(context, context.match.current),
    roundEnded: ({ context }) => context.match.phase === 'round-over',
    matchEnded: ({ context }) => context.match.phase === 'match-over',
    watching: ({ context }) => context.humans === 0,
    /** Watch mode, paused by the reader: the next computer move waits. */
    held: ({ context }) => context.humans === 0 && context.paused === true,
    /** Watch mode, not paused: the round's result moves on by itself. */
    running: ({ context }) => context.humans === 0 && context.paused !== true,
    undoAllowed: ({ context }) => canUndo(context),
    restorable: ({ event }) => event.type === 'match.restore' && event.restored.ok,
    startable: ({ context, event }) => startMatch(inputOf(context, event)).ok,
  },
  actions: {
    announceLead: emit(({ context }) => {
      const { round, lead } = context.match;
      const settled: TableEmitted = { type: 'lead.settled', round, seat: lead.seat, how: lead.how };
      if (lead.drawn !== undefined) settled.drawn = lead.drawn;
      if (lead.tile !== undefined) settled.tile = lead.tile;
      return settled;
    }),
    announceTurn: emit(({ context }) => {
      const { match } = context;
      // Entered only while a round is played (awaitingHuman, computerThinking), where a seat is always to act.
      if (match.phase !== 'play') throw new Error('a turn starts only in play');
      const seat = match.current;
      return { type: 'turn.started', round: match.round, seat, human: isHumanSeat(context, seat) } as const;
    }),
    playHumanMove: enqueueActions(({ context, event, enqueue }) => {
      // Whoever just moved is at the screen.
      if (isHumanMove(event)) queueMove(enqueue, context, moveOf(event), { shownSeat: context.match.current });
    }),
    playComputerMove: enqueueActions(({ context, event, enqueue }) => {
      if (event.type === 'computer.move') queueMove(enqueue, context, event.move);
    }),
    /**
     * The computer player failed (a bug, not a game situation): say so, and keep the match going with the
     * first move the engine allows rather than leaving the table stuck.
     */
    recoverComputerFailure: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'computer.fail') return;
      enqueue.emit({ type: 'error', code: 'invalid-state', message: `computer player failed: ${event.message}` });
      queueMove(enqueue, context, legalMoves(context.match)[0]!);
    }),
    /** The hard player's code could not be loaded: said once per match; one more load is tried. */
    noteLoadFailure: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'computer.loadFailed') return;
      enqueue.assign({ loadFailures: context.loadFailures + 1 });
      if (context.loadFailures === 0) {
        enqueue.emit({
          type: 'error',
          code: 'load',
          message: `chunks/hard.js could not be loaded (${event.message}): the computer plays as normal`,
        });
      }
    }),
    hold: assign({ paused: true }),
    release: assign({ paused: false }),
    hideHands: assign({ shownSeat: null }),
    showCurrentHand: assign({ shownSeat: ({ context }) => context.match.current }),
    startNextRound: assign(({ context }) => nextRoundContext(context)),
    startNewMatch: assign(({ context, event }) => contextFor(inputOf(context, event))),
    refuseNewMatch: emit(({ context, event }) => {
      const started = startMatch(inputOf(context, event));
      return {
        type: 'error' as const,
        code: 'invalid-state' as const,
        message: `cannot start a match: ${started.ok ? '' : started.why}`,
      };
    }),
    undoMoves: enqueueActions(({ context, enqueue }) => {
      const seat = (context.match.log[lastHumanMove(context)] as { seat: number }).seat;
      const next = undoneContext(context);
      enqueue.assign({ ...next, shownSeat: context.shownSeat });
      enqueue.emit({
        type: 'moves.undone',
        round: context.match.round,
        seat,
        count: context.match.log.length - next.match.log.length,
      });
    }),
    applyRestore: assign(({ event }) => {
      if (event.type !== 'match.restore') return {};
      const result = event.restored;
      if (!result.ok) return {};
      // The saved match replaces the running one; the presentation settings stay the page's.
      return {
        ...result.value,
        deal: result.value.deal,
        shownSeat: firstShownSeat(result.value.humans),
        loadFailures: 0,
      };
    }),
    /** Why a person's move was not taken (refusalOf); out of phase where the match and the move alone allow it. */
    refuseHumanMove: emit(({ context, event }) => ({
      type: 'move.refused' as const,
      reason: refusalOf(context, event) ?? 'wrong-phase',
    })),
    refuseRestore: emit(({ event }) => {
      const result = event.type === 'match.restore' ? event.restored : null;
      return {
        type: 'error' as const,
        code: 'invalid-state' as const,
        message: result && !result.ok ? result.why : 'not a saved match',
      };
    }),
    applySettings: assign(({ context, event }) => {
      if (event.type !== 'settings.update') return {};
      const { ai = context.ai, aiDelay = context.aiDelay } = event;
      const pageDelay = event.pace ? context.pageDelay : aiDelay;
      // Checked like a new match's settings; a bad one is not taken (the element validates and reports first).
      return checkInput({ ...context, ai, aiDelay }).ok ? { ai, aiDelay, pageDelay } : {};
    }),
  },
}).createMachine({
  id: 'table',
  context: ({ input }) => contextFor(input),
  initial: 'lead',
  on: {
    'match.new': [{ guard: 'startable', target: '.lead', actions: 'startNewMatch' }, { actions: 'refuseNewMatch' }],
    'match.restore': [
      { guard: 'restorable', target: '.blockCheck', actions: 'applyRestore' },
      { actions: 'refuseRestore' },
    ],
    'move.undo': { guard: 'undoAllowed', target: '.blockCheck', actions: 'undoMoves' },
    // A person's move no state took (out of turn, out of phase, or one the engine refuses): said, nothing changes.
    'tile.play': { actions: 'refuseHumanMove' },
    'tile.draw': { actions: 'refuseHumanMove' },
    'turn.pass': { actions: 'refuseHumanMove' },
    'settings.update': { actions: 'applySettings' },
    'watch.pause': { guard: 'watching', actions: 'hold' },
    'watch.resume': { guard: 'watching', actions: 'release' },
  },
  states: {
    /** Who opens and why, shown for a moment; a human leader may open at once. */
    lead: {
      entry: 'announceLead',
      initial: 'shown',
      states: {
        /** Who opens and why stays on screen for `aiDelay` ms; a new delay starts the pause again. */
        shown: {
          invoke: { src: 'pause', input: ({ context }) => ({ ms: context.aiDelay }) },
          on: { 'settings.update': { target: 'shown', reenter: true, actions: 'applySettings' } },
        },
      },
      on: {
        'pause.end': 'play',
        // Only a play can open a round. The turn has not been announced yet: announce it first, in game order.
        'tile.play': { ...humanMove, actions: ['announceTurn', 'playHumanMove'] },
      },
    },
    play: {
      initial: 'turn',
      on: { 'tile.play': humanMove, 'tile.draw': humanMove, 'turn.pass': humanMove },
      states: {
        /** A seat is to act: announce it and route to the person or the computer. */
        turn: {
          entry: 'announceTurn',
          always: [
            { guard: 'handoverNeeded', target: 'handover' },
            { guard: 'humanToAct', target: 'awaitingHuman' },
            { guard: 'held', target: 'paused' },
            { target: 'computerThinking' },
          ],
        },
        /** Watch mode, paused: nothing moves until the reader resumes or steps. */
        paused: {
          on: {
            'watch.resume': { target: 'computerThinking', actions: 'release' },
            'watch.step': 'computerThinking',
          },
        },
        /** Hot seat: hands hidden until the next person confirms they have the screen. */
        handover: {
          entry: 'hideHands',
          on: { 'handover.confirm': { target: 'awaitingHuman', actions: 'showCurrentHand' } },
        },
        awaitingHuman: {},
        computerThinking: {
          invoke: {
            src: 'computerPlayer',
            input: ({ context }) => ({
              match: context.match,
              // After two failed loads of the hard player in this match, it is not fetched again.
              level: context.ai === 'hard' && context.loadFailures >= 2 ? 'normal' : context.ai,
              delay: context.aiDelay,
              seed: moveSeed(context.match),
            }),
          },
          on: {
            'computer.move': {
              guard: 'computerMoveAccepted',
              target: '#table.blockCheck',
              actions: 'playComputerMove',
            },
            'computer.fail': { target: '#table.blockCheck', actions: 'recoverComputerFailure' },
            'computer.loadFailed': { actions: 'noteLoadFailure' },
            // Paused while thinking: the thought is dropped and made again on resume (same seed, same move).
            'watch.pause': { guard: 'watching', target: 'paused', actions: 'hold' },
            // A new pace or level applies to the move being thought about: start it again with them.
            'settings.update': { target: 'computerThinking', reenter: true, actions: 'applySettings' },
          },
        },
      },
    },
    /** After every move, undo and restore: the engine's phase says where the match stands. */
    blockCheck: {
      always: [
        { guard: 'matchEnded', target: 'matchOver' },
        { guard: 'roundEnded', target: 'roundOver' },
        { target: 'play' },
      ],
    },
    /** Scores shown; the next round on request, or by itself after a pause in watch mode. */
    roundOver: {
      // Time to read the scores: 3 × the pace, and at least 4 s when the page's own ai-delay is meant for people
      // (from 100 ms), however fast Speed makes the pace; a delay of 0 shows nothing for anyone to read. Only watch
      // mode, not paused, moves on by itself.
      invoke: {
        src: 'pause',
        input: ({ context: { aiDelay, pageDelay } }) => ({
          ms: aiDelay === 0 || pageDelay < 100 ? 3 * aiDelay : Math.max(4000, 3 * aiDelay),
        }),
      },
      on: {
        'pause.end': { guard: 'running', target: 'lead', actions: 'startNextRound' },
        'round.next': { target: 'lead', actions: 'startNextRound' },
        'watch.step': { guard: 'watching', target: 'lead', actions: 'startNextRound' },
        'watch.resume': { guard: 'held', target: 'lead', actions: ['release', 'startNextRound'] },
        'settings.update': { guard: 'watching', target: 'roundOver', reenter: true, actions: 'applySettings' },
      },
    },
    matchOver: {},
  },
});

export type TableMachine = typeof tableMachine;
