/** Machine emits → `domino-*` DOM events, and the words the live region says about them. */

import { pageSees, viewerOf, viewFor, type TableContext, type TableEmitted } from '../machine/index.js';
import {
  leadMessage,
  matchMessage,
  moveAnnouncement,
  roundSummary,
  t,
  tileName,
  type Lang,
  type Seats,
} from '../i18n/index.js';
import type { DetailOf, DominoEventName } from './events.js';
import { copy } from './table-state.js';

/** Dispatches a `domino-*` event on the element. */
export type Dispatch = <K extends DominoEventName>(name: K, detail: DetailOf<K>) => void;

/**
 * Where an emit is told: the table's language (`lang`, `seats`), the match it left (`context`), whether a drawn
 * tile is named (`showHands`), the element's events and its live region. Keys start with `_` and a lower-case
 * letter, so terser renames them (rollup.config.mjs, TERSER): the options object costs the bundle no key names.
 */
export interface AnnounceTo {
  _lang: Lang;
  _seats: Seats;
  _context: TableContext;
  _showHands: boolean;
  _dispatch: Dispatch;
  _say: (text: string) => void;
}

/** One emit as a `domino-*` event and, where a reader should hear it, a sentence. */
export function announce(
  event: TableEmitted,
  { _lang: lang, _seats: seats, _context: context, _showHands: showHands, _dispatch: dispatch, _say: say }: AnnounceTo,
): void {
  const { match } = context;
  switch (event.type) {
    case 'lead.settled': {
      const { round, seat, how, drawn } = event;
      // Details are copies, the page's to keep or change: the match's own arrays never change (a missing `drawn` stays out).
      dispatch('domino-lead', copy({ round, seat, how, drawn }));
      // The event carries who and how; the match (same round) adds the reshuffles.
      const lead = match.round === round ? match.lead : { seat, how, ...(drawn ? { drawn } : {}) };
      say(
        leadMessage(lang, seats, viewFor({ ...match, lead }, viewerOf(context, showHands)).lead, match.rules.direction),
      );
      break;
    }
    case 'move.played': {
      const { round, seat, move, drawn, count, points } = event;
      // A draw names its tile (an extra field) only where the page may know it (machine/view.ts).
      const reveal = drawn !== undefined && pageSees(context, showHands, seat);
      const detail: DetailOf<'domino-move'> = { round, seat, move: reveal ? { ...move, tile: drawn } : { ...move } };
      // Games that score during play (README "Events"): the count and the points, never in the others.
      if (count !== undefined) Object.assign(detail, { count, points });
      dispatch('domino-move', detail);
      const record = match.log[match.log.length - 1];
      const said = record && record.seat === seat ? record : { seat, move };
      // Said as the viewer may know it: a draw by a hand not on show has no tile.
      say(
        moveAnnouncement(
          lang,
          seats,
          viewFor({ ...match, log: [said] }, viewerOf(context, showHands)).log[0]!,
          true,
          tileName,
        ),
      );
      break;
    }
    case 'turn.started':
      dispatch('domino-turn', { round: event.round, seat: event.seat, human: event.human });
      // The one person at this screen hears it is their turn (in hot seat, Ready says whose it is).
      if (event.human && context.humans === 1) say(t(lang, 'turn', { you: true }));
      break;
    case 'round.ended': {
      const { round, reason, winner, points, scores, hands } = event;
      dispatch('domino-round-end', copy({ round, reason, winner, points, scores, hands }));
      say(roundSummary(lang, seats, match.rules, event).join(' '));
      break;
    }
    case 'match.ended':
      dispatch('domino-match-end', copy({ winner: event.winner, scores: event.scores }));
      say(matchMessage(lang, seats, event.winner, event.scores));
      break;
    case 'moves.undone':
      say(t(lang, 'undo'));
      break;
    case 'error':
      dispatch('domino-error', { code: event.code, message: event.message });
      break;
    // A refused move is answered by the call or press that made it (controllers/answers.ts): no event, nothing said.
    case 'move.refused':
  }
}
