// Issue 33 item 6: part count, the count after the last play and its points ("15 · +8"), beside the last tile laid
// (R-A5-5, R-A5-6, R-F3-6), drawn by the board view from the moves the engine scored.
import { render } from 'lit';
import { expect } from '@open-wc/testing';
import { boardView } from '../../src/element/views/board.js';
import { boardChunk } from '../../src/element/loaders/board-loader.js';
import { scoringReady } from '../../src/element/loaders/scoring-loader.js';
import { countBadge } from '../../src/replay/count-badge.js';
import { newMatch } from '../../src/engine/match.js';
import { applyMove } from '../../src/engine/moves.js';
import type { MatchState, Move, ResolvedRules } from '../../src/engine/types.js';
import { allFives, fivesAndThrees } from '../engine/scoring-games.js';
import { tilesOf } from '../../src/engine/tiles.js';

/** A fixed first deal: the hands given, the rest of the set in the boneyard, seat 0 to lead. */
const fixedDeal = (rules: ResolvedRules, hands: string[][]) => ({
  hands,
  boneyard: tilesOf(rules.set, rules.doublesInPlay).filter((t) => !hands.flat().includes(t)),
  leader: 0,
});

const hosts: HTMLElement[] = [];
afterEach(() => hosts.splice(0).forEach((h) => h.remove()));

function played(state: MatchState, moves: string): MatchState {
  let s = state;
  for (const step of moves.split(' ')) {
    const [tile, end = 'center'] = step.split('@') as [string, string?];
    s = applyMove(s, { type: 'play', tile, end } as Move);
  }
  return s;
}

/** The board of `state` as the table draws it, at `width` × 420 px. */
function board(state: MatchState, width = 800): SVGSVGElement {
  const host = document.body.appendChild(document.createElement('div'));
  host.style.cssText = `position: relative; width: ${width}px; height: 420px`;
  hosts.push(host);
  const count = countBadge(state.log, state.count);
  render(
    boardView(state.layout, {
      label: (t) => t,
      size: { width, height: 420 },
      lastTile: state.layout.tiles.length - 1,
      ...(count ? { count } : {}),
    }),
    host,
  );
  return host.querySelector('svg')!;
}

const overlap = (a: DOMRect, b: DOMRect): boolean =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

// RULES.md's worked example "Fives and Threes": the last play, 6-6 on the 6, makes 15 and scores 8.
const F3_HANDS = [
  ['5-4', '5-2', '3-2', '6-6', '0-0', '1-0', '2-0'],
  ['4-4', '4-1', '6-1', '3-0', '4-0', '5-0', '6-0'],
];
const F3 = '5-4 4-4@0e 5-2@0w 4-1@1e 3-2@2w 6-1@3e 6-6@5e';
// RULES.md's worked example "All Fives, a lead spinner", to its last play: 6-1 on the 1 (15, +15).
const A5_HANDS = [
  ['5-5', '5-2', '5-1', '0-0', '1-0', '2-0', '3-0', '4-0', '6-0'],
  ['5-3', '5-4', '6-1', '1-1', '2-1', '3-1', '4-1', '2-2', '3-2'],
];
const A5 = '5-5 5-3@0w 5-2@0e 5-4@0n 5-1@0s 6-1@4s';

describe('part count on the board (issue 33 item 6)', () => {
  // The board's code, and the scoring games' (chunks/scoring.js), which places the badge.
  before(() => Promise.all([boardChunk.get(), scoringReady()]));

  for (const [name, state, text] of [
    [
      'R-F3-6 Fives and Threes',
      played(newMatch(fivesAndThrees(), 'c', fixedDeal(fivesAndThrees(), F3_HANDS)), F3),
      '15 · +8',
    ],
    ['R-A5-6 All Fives', played(newMatch(allFives(), 'c', fixedDeal(allFives(), A5_HANDS)), A5), '15 · +15'],
  ] as const) {
    for (const width of [340, 800]) {
      it(`${name} at ${width} px: "${text}" beside the last tile laid, over no tile, inside the board`, () => {
        const svg = board(state, width);
        const badge = svg.querySelector('[part="count"]')!;
        expect(badge, 'part count').to.not.equal(null);
        expect(badge.textContent!.trim()).to.equal(text);
        expect(badge.getAttribute('aria-hidden'), 'said by the status line and live region instead').to.equal('true');
        const box = badge.getBoundingClientRect();
        const tiles = [...svg.querySelectorAll('[part="played"] .tile__face')].map((t) => t.getBoundingClientRect());
        const last = tiles.at(-1)!;
        for (const tile of tiles) expect(overlap(box, tile), 'the badge covers no tile').to.equal(false);
        // Beside the last tile: within half a tile's width of it.
        const gap = Math.max(
          last.left - box.right,
          box.left - last.right,
          last.top - box.bottom,
          box.top - last.bottom,
        );
        expect(gap).to.be.below(last.width / 2 + 1);
        const frame = svg.getBoundingClientRect();
        expect(box.left >= frame.left - 1 && box.right <= frame.right + 1).to.equal(true);
        expect(box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1).to.equal(true);
      });
    }
  }

  it('a play that scores nothing shows the count alone; a game without a count shows no badge', () => {
    const nothing = played(newMatch(fivesAndThrees(), 'c', fixedDeal(fivesAndThrees(), F3_HANDS)), '5-4 4-4@0e');
    expect(board(nothing).querySelector('[part="count"]')!.textContent!.trim()).to.equal('13');
    const plain = { ...nothing, count: null };
    expect(board(plain).querySelector('[part="count"]')).to.equal(null);
  });
});
