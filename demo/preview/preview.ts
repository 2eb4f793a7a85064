// Scratch page for screenshots of the board views: realistic mid-game tables of every variant, drawn with the element's styles.
import { LitElement, css, html, type TemplateResult } from 'lit';
import { newMatch } from '../../src/engine/match.js';
import { applyMove, legalMoves } from '../../src/engine/moves.js';
import { rulesFor } from '../../src/engine/rules.js';
import { randomFor } from '../../src/engine/rng.js';
import type { MatchState, RuleOptions, Variant } from '../../src/engine/types.js';
import { styles } from '../../src/element/domino-table.styles.js';
import { boardView } from '../../src/element/views/board.js';
import { boardChunk } from '../../src/element/loaders/board-loader.js';
import { tileImage, tileSvg } from '../../src/element/views/tile.js';

interface Scene {
  title: string;
  variant: Variant;
  options?: Partial<RuleOptions>;
  seed: string;
  /** Share of the round's plays to make before the picture (1: the whole round). */
  upTo: number;
}

const SCENES: Scene[] = [
  { title: 'Maltese Cross', variant: 'maltese-cross', seed: 'preview-mc', upTo: 0.8 },
  { title: 'Doubles (every double a spinner)', variant: 'doubles', seed: 'preview-db', upTo: 0.85 },
  {
    title: "Kelley's Doubles, double-nine, all spinners",
    variant: 'doubles-classic',
    options: { set: 'double-nine', players: 2 },
    seed: 'preview-k9',
    upTo: 0.9,
  },
  {
    title: "Kelley's Doubles, double-nine, no spinners (one line)",
    variant: 'doubles-classic',
    options: { set: 'double-nine', players: 2, spinners: 'none' },
    seed: 'preview-k9n',
    upTo: 0.95,
  },
  { title: 'Doubles in the Boneyard', variant: 'doubles-in-the-boneyard', seed: 'preview-by', upTo: 0.9 },
];

const NAMES = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];
const word = (n: number): string => (n === 0 ? 'blank' : NAMES[n - 1]!.toLowerCase());
const label = (t: string): string => `${word(Number(t[0]))}–${word(Number(t[2]))}`;

/** Plays a share of one round with seeded random legal moves (plays before draws) and stops there. */
function midGame(scene: Scene): MatchState {
  const random = randomFor(scene.seed);
  const start = newMatch(rulesFor(scene.variant, scene.options), scene.seed);
  const states: MatchState[] = [start];
  let state = start;
  for (let i = 0; i < 400 && state.phase === 'play'; i++) {
    const moves = legalMoves(state);
    const plays = moves.filter((m) => m.type === 'play');
    const pool = plays.length ? plays : moves;
    state = applyMove(state, pool[Math.floor(random() * pool.length)]!);
    if (state.phase === 'play') states.push(state);
  }
  const playing = states.filter((s) => legalMoves(s).some((m) => m.type === 'play'));
  return playing[Math.floor((playing.length - 1) * scene.upTo)] ?? start;
}

function table(scene: Scene): TemplateResult {
  const state = midGame(scene);
  const seat = state.current ?? 0;
  const hand = state.hands[seat] ?? [];
  const plays = legalMoves(state).filter((m): m is { type: 'play'; tile: string; end: string } => m.type === 'play');
  const selected = plays[0]?.tile;
  const targets = new Set(plays.filter((m) => m.tile === selected).map((m) => m.end));
  const others = state.hands.map((h, i) => ({ i, n: h.length })).filter((o) => o.i !== seat);
  const place = ['top', 'left', 'right'];
  return html`<section>
    <h2>${scene.title}: ${state.layout.tiles.length} tiles, ${state.layout.ends.length} open ends</h2>
    <div class="table">
      ${others.map(
        (o, k) =>
          html`<div class="seat seat--${place[k % 3]} ${k === 0 ? 'seat--current' : ''}">
            <span class="seat__name">${NAMES[o.i]}</span><span class="seat__count">${o.n} tiles</span>
          </div>`,
      )}
      <div class="board-wrap">
        ${boardView(state.layout, {
          targets,
          lastTile: state.layout.tiles.length - 1,
          label,
          endLabel: (e) => `Play on the open ${e.pip}`,
          name: 'Board',
          // What the element does with a ResizeObserver: a tall board for a narrow container.
          aspect: window.innerWidth < 560 ? 0.8 : 1.6,
          onEnd: () => undefined,
        })}
      </div>
      <div class="seat seat--bottom">
        <div class="status">Your turn <span class="status__arrow">↻</span></div>
        <div class="hand" part="hand">
          ${hand.map(
            (t) =>
              html`<button
                class="hand__tile"
                aria-pressed=${t === selected ? 'true' : 'false'}
                ?disabled=${!plays.some((m) => m.tile === t)}
              >
                ${tileImage(t, { label: label(t), playable: plays.some((m) => m.tile === t), selected: t === selected })}
              </button>`,
          )}
        </div>
        <div class="controls" part="controls">
          <button class="btn">Draw</button><button class="btn">Pass</button><button class="btn">Undo</button
          ><button class="btn btn--primary">New match</button>
        </div>
      </div>
    </div>
  </section>`;
}

/** All pip patterns on one row, to check them by eye. */
function pipChart(): TemplateResult {
  return html`<section>
    <h2>Pips 0–9, highlight states</h2>
    <div class="table">
      <div class="board-wrap">
        <svg class="board" viewBox="-0.6 -1.2 24 4.6" role="img" aria-label="pip chart">
          ${Array.from({ length: 10 }, (_, n) => tileSvg(`${n}-${n}`, { x: n * 1.2, y: 0, horizontal: false }))}
          ${tileSvg('9-8', { x: 12.6, y: 0, horizontal: false, playable: true })}
          ${tileSvg('7-6', { x: 13.8, y: 0, horizontal: false, selected: true })}
          ${tileSvg('5-4', { x: 15, y: 0, horizontal: false, last: true })}
          ${tileSvg('6-3', { x: 18.2, y: -0.1, horizontal: true })}
          ${tileSvg('6-3', { x: 18.2, y: 1.1, horizontal: true, flip: true })}
          ${tileSvg('9-7', { x: 21.2, y: -0.1, horizontal: true })}
          ${tileSvg('8-2', { x: 21.2, y: 1.1, horizontal: true })}
        </svg>
      </div>
    </div>
  </section>`;
}

class PreviewTable extends LitElement {
  static override styles = [
    styles,
    // Preview only: headings and spacing between the scenes.
    css`
      section {
        margin: 0 0 1.5rem;
      }
      h2 {
        font: 600 1rem var(--domino-font);
        color: #333;
        margin: 0 0 0.4rem;
      }
      :host([theme='dark']) h2 {
        color: #ddd;
      }
    `,
  ];
  override render(): TemplateResult {
    return html`${pipChart()}${SCENES.map(table)}`;
  }
}
// The board's code is a chunk the table fetches after its first frame: here it is fetched before the scenes are drawn.
await boardChunk.get();
customElements.define('preview-table', PreviewTable);
