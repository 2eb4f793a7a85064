// What a viewer may see (src/machine/view.ts; issue 22 item 1): one pure policy. R-MC-2: in the search for the 6-6
// each drawer sees only its own drawn tiles; the others learn how many each drew, and the 6-6 when it is led.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyMove, legalMoves, newMatch, rulesFor } from '../../src/engine/index.js';
import type { MatchState } from '../../src/engine/types.js';
import { leadMessage, moveAnnouncement, seatNames, tileName } from '../../src/i18n/index.js';
import { HIDDEN, sees, viewFor, type Viewer } from '../../src/machine/view.js';

/** A Maltese Cross deal where nobody held the 6-6, so the search drew tiles into hidden hands. */
function searched(): MatchState {
  for (let i = 0; i < 500; i++) {
    const match = newMatch(rulesFor('maltese-cross'), `search-${i}`);
    const drawn = match.lead.drawn ?? [];
    if (drawn.filter((tiles) => tiles.some((t) => t !== '6-6')).length >= 2) return match;
  }
  throw new Error('no deal with a search found');
}

const names = (match: MatchState, seats: readonly number[]) =>
  seats.flatMap((seat) => (match.lead.drawn?.[seat] ?? []).filter((t) => t !== match.lead.tile));

describe('viewFor (R-MC-2 and hidden hands)', () => {
  const match = searched();
  const seats = seatNames('en', 4, 4);

  it('R-MC-2: the lead sentence names only the viewer’s own drawn tiles, and the 6-6 that is led', () => {
    for (const viewer of [0, 1, 2, 3]) {
      const sentence = leadMessage('en', seats, viewFor(match, viewer).lead);
      const others = [0, 1, 2, 3].filter((s) => s !== viewer);
      for (const tile of names(match, others))
        assert.ok(!sentence.includes(tile), `${viewer} sees ${tile}: ${sentence}`);
      for (const tile of names(match, [viewer])) assert.ok(sentence.includes(tile), `${viewer} misses ${tile}`);
      assert.ok(sentence.includes('6-6') || sentence.includes('opens'), sentence);
      // How many each drew stays known: one "drew" per draw.
      assert.equal(sentence.split(/ drew /).length - 1, (match.lead.search ?? []).length);
    }
  });

  it('nobody in particular (a hand-over screen) sees no drawn tile and no hand; everyone sees it all', () => {
    const sentence = leadMessage('en', seats, viewFor(match, null).lead);
    for (const tile of names(match, [0, 1, 2, 3])) assert.ok(!sentence.includes(tile), sentence);
    const hidden = viewFor(match, null);
    assert.ok(hidden.hands.every((hand, seat) => hand.length === match.hands[seat]!.length));
    assert.ok(hidden.hands.flat().every((t) => t === HIDDEN));
    assert.ok(hidden.boneyard.every((t) => t === HIDDEN));
    assert.equal(viewFor(match, 'all'), match);
  });

  it('a draw by a hand the viewer may not see has no tile in the log, nor in what is said of it', () => {
    let state = newMatch(rulesFor('doubles', { players: 2 }), 'view-draws');
    for (let i = 0; i < 200 && !state.log.some((r) => r.move.type === 'draw'); i++) {
      if (state.phase !== 'play') break;
      const moves = legalMoves(state);
      state = applyMove(state, moves.find((m) => m.type === 'draw') ?? moves[0]!);
    }
    const draw = state.log.find((r) => r.move.type === 'draw')!;
    assert.ok(draw?.drawn, 'a draw was made');
    for (const viewer of [0, 1, null] as Viewer[]) {
      // Said aloud (tiles in words) and written on screen ("4-2"): neither names a tile the viewer may not see.
      const said = viewFor(state, viewer).log.flatMap((r) => [
        moveAnnouncement('en', seatNames('en', 2, 2), r, true, tileName),
        moveAnnouncement('en', seatNames('en', 2, 2), r, true),
      ]);
      const named = said.some(
        (line) => (line.includes(tileName('en', draw.drawn!)) || line.includes(draw.drawn!)) && line.includes('draw'),
      );
      assert.equal(named, sees(viewer, draw.seat), `${String(viewer)}: ${said.join(' | ')}`);
    }
  });
});
