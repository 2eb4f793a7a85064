// R-MC-2 in words: the search for the 6-6 is told in the order the tiles were drawn, dealer first.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openRound } from '../../src/engine/lead.js';
import { randomFor } from '../../src/engine/rng.js';
import { rulesFor } from '../../src/engine/rules.js';
import { tilesOf } from '../../src/engine/tiles.js';
import { allLangsReady } from '../../src/i18n/localize.js';
import { leadMessage, seatNames } from '../../src/i18n/messages.js';
import type { LeadInfo, Tile } from '../../src/engine/types.js';

// German is loaded on first use: these tests speak it.
await allLangsReady();

const rules = rulesFor('maltese-cross');

/** Four hands of five without the 6-6, and the boneyard in draw order with the 6-6 at `at`. */
function dealWithSixSixAt(at: number): { hands: Tile[][]; boneyard: Tile[] } {
  const rest = tilesOf('double-six').filter((t) => t !== '6-6');
  const hands = [0, 1, 2, 3].map((s) => rest.slice(s * 5, s * 5 + 5));
  const boneyard: Tile[] = rest.slice(20);
  boneyard.splice(at, 0, '6-6');
  return { hands, boneyard };
}

/** The draws the engine made, as "seat:tile", read off the boneyard: seat by seat from the dealer. */
function expectedDraws(dealer: number, boneyard: readonly string[]): string[] {
  const out: string[] = [];
  for (let k = 0, seat = dealer; ; k++, seat = (seat + 1) % 4) {
    out.push(`${seat}:${boneyard[k]}`);
    if (boneyard[k] === '6-6') return out;
  }
}

describe('lead message: R-MC-2 the search for the 6-6 in play order', () => {
  const en = seatNames('en', 4, 1);
  const de = seatNames('de', 4, 1);

  for (const dealer of [0, 1, 2, 3]) {
    for (const at of [0, 2, 5, 7]) {
      it(`dealer ${en.names[dealer]}, 6-6 is draw no. ${at + 1}: the draws in the order they were made`, () => {
        const deal = dealWithSixSixAt(at);
        const { lead } = openRound(rules, randomFor('x'), dealer, null, deal);
        assert.equal(lead.how, 'double-six');
        const want = expectedDraws(dealer, deal.boneyard);
        const got = lead.search!.map(({ seat, tile }) => `${seat}:${tile}`);
        assert.deepEqual(got, want);
        // The sentence names the same draws in the same order, the leader's 6-6 last.
        const message = leadMessage('en', en, lead);
        const said = [...message.matchAll(/(you|South|West|North|East) drew (\d-\d)/g)].map(
          (m) => `${m[1] === 'you' ? 0 : en.names.indexOf(m[1]!)}:${m[2]}`,
        );
        assert.deepEqual(said, want, message);
      });
    }
  }

  it('the dealer draws first and a seat may draw twice (two rounds of the table)', () => {
    // Dealer North (seat 2): North, East, you, West, North, then East draws the 6-6.
    const deal = dealWithSixSixAt(5);
    const { lead } = openRound(rules, randomFor('x'), 2, null, deal);
    const [a, b, c, d, e] = deal.boneyard;
    assert.equal(
      leadMessage('en', en, lead),
      `Nobody held the 6-6; drawing in turn: North drew ${a}, East drew ${b}, you drew ${c}, West drew ${d}, ` +
        `North drew ${e}, and East drew 6-6. East opens.`,
    );
    assert.equal(
      leadMessage('de', de, lead),
      `Niemand hatte den 6-6-Pasch; reihum gezogen: Nord zog ${a}, Ost zog ${b}, du zogst ${c}, West zog ${d}, ` +
        `Nord zog ${e} und Ost zog 6-6. Ost eröffnet.`,
    );
  });

  it('play to the right: the search runs the other way', () => {
    // Dealer seat 0, anticlockwise: you, East, North; North draws the 6-6.
    const lead: LeadInfo = {
      seat: 2,
      how: 'double-six' as const,
      tile: '6-6',
      drawn: [['1-0'], [], ['6-6'], ['2-0']],
      search: [
        { seat: 0, tile: '1-0' },
        { seat: 3, tile: '2-0' },
        { seat: 2, tile: '6-6' },
      ],
    };
    assert.equal(
      leadMessage('en', en, lead, -1),
      'Nobody held the 6-6; drawing in turn: you drew 1-0, East drew 2-0, and North drew 6-6. North opens.',
    );
  });

  it('a lead without the record of its search (made by hand) still names every drawn tile, per seat', () => {
    const odd: LeadInfo = {
      seat: 1,
      how: 'double-six' as const,
      tile: '6-6',
      drawn: [['3-0', '4-0'], ['6-6'], [], []],
    };
    const message = leadMessage('en', en, odd);
    for (const tile of ['3-0', '4-0', '6-6']) assert.ok(message.includes(tile), message);
  });
});
