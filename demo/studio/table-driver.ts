/**
 * The studio's table: a real <domino-table> where the author plays every seat, set up from the draft and
 * brought to its last position through the element's public methods; and the name of the move just made.
 */

import type { Deal, Move } from '../../src/engine/index.js';
import type { Replay } from '../../src/record/index.js';
import { choicesOf } from '../../src/engine/index.js';
import type { Setup } from './draft.js';

/** The element as the studio uses it: its public API only (API.md §4). */
export interface TableApi extends HTMLElement {
  readonly state: {
    phase: string;
    round: number;
    current: number | null;
    seats: { hand: string[] }[];
    layout: { tiles: { tile: string }[] };
  };
  play(tile: string, end?: string): { ok: boolean };
  draw(): { ok: boolean };
  pass(): { ok: boolean };
  nextRound(): { ok: boolean };
  record(): string;
  readonly updateComplete: Promise<boolean>;
}

/**
 * A playing table for the draft: every seat a person (the author plays them all), every hand face up, hints on;
 * the options the variant offers; the deal of round `from` of the replay (or the seed's).
 */
export function tableFor(doc: Document, setup: Setup, replay: Replay, from: number, lang: string): TableApi {
  const table = doc.createElement('domino-table') as TableApi;
  const set = (name: string, value: string): void => table.setAttribute(name, value);
  const choices = choicesOf(setup.variant);
  set('variant', setup.variant);
  set('players', String(setup.players));
  for (const option of ['set', 'spinners', 'lead'] as const)
    if ((choices[option] as readonly string[]).length > 1) set(option, setup[option]);
  if (setup.handSize.trim()) set('hand-size', String(replay.rules.handSize));
  if (setup.targetScore.trim()) set('target-score', String(replay.rules.targetScore));
  set('seed', replay.seed || 'studio');
  const deal: Deal | undefined = replay.deals[from] ?? (from === 0 ? replay.deal : undefined);
  if (deal) set('deal', JSON.stringify(deal));
  set('humans', String(setup.players));
  set('show-hands', '');
  set('hints', '');
  set('ai-delay', '0');
  const names = setup.names
    .split('/')
    .map((name) => name.trim().replace(/,/g, ' '))
    .filter(Boolean);
  if (names.length) set('player-names', names.join(','));
  set('lang', lang);
  return table;
}

/**
 * Called once the table is in the page (its shadow root made). The table's own Copy record (in its round-end panel) copies the moves without the studio's comments, questions
 * and marks: in the studio it is hidden, so the studio's Copy the record is the one there is.
 */
export function hideCopyRecord(table: TableApi): void {
  const root = table.shadowRoot;
  if (!root) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('[data-action="copy-record"]{display:none}');
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** The round the table must start from to reach the replay's end: the last round whose deal the record gives. */
export function startRound(replay: Replay): number {
  for (let r = replay.deals.length - 1; r > 0; r--) if (replay.deals[r]) return r;
  return 0;
}

/** Makes one of the replay's moves on the table; false when the table refuses it. */
export function makeMove(table: TableApi, move: Move): boolean {
  if (move.type === 'play') return table.play(move.tile, move.end).ok;
  return move.type === 'draw' ? table.draw().ok : table.pass().ok;
}

/**
 * Brings a table (already in the page, dealt round `from`) to the replay's last position: the moves of every round
 * from `from` on, the next round dealt between them. False when the table does not follow (a record the table
 * cannot reach with its public methods).
 */
export async function playOut(table: TableApi, replay: Replay, from: number): Promise<boolean> {
  await table.updateComplete;
  for (let r = from; r < replay.rounds.length; r++) {
    if (r > from) {
      if (!table.nextRound().ok) return false;
      await table.updateComplete;
    }
    for (const move of replay.rounds[r] ?? []) {
      if (!makeMove(table, move)) return false;
    }
    await table.updateComplete;
  }
  return samePosition(table, replay);
}

/** The table shows the replay's last position: the same hands and the same tiles on the board. */
export function samePosition(table: TableApi, replay: Replay): boolean {
  const last = replay.steps[replay.steps.length - 1];
  if (!last) return false;
  const { state } = table;
  const hands = (list: readonly (readonly string[])[]): string => JSON.stringify(list.map((hand) => [...hand].sort()));
  return (
    hands(state.seats.map((s) => s.hand)) === hands(last.state.hands) &&
    JSON.stringify(state.layout.tiles.map((t) => t.tile)) === JSON.stringify(last.state.layout.tiles.map((t) => t.tile))
  );
}

/** The move the table just made, in record notation, as its own `record()` writes it: the record's last word. */
export function lastMoveName(table: TableApi): string {
  const words = table.record().trim().split(/\s+/);
  return words[words.length - 1] ?? '';
}

/**
 * A round's deal tags as the table's `record()` writes them (the last round's `[hands …]`, `[boneyard …]` and
 * `[leader …]`), for a later round the author deals on the table.
 */
export function lastDealTags(table: TableApi): string[] {
  const text = table.record();
  const at = text.lastIndexOf('[round ');
  const tail = at < 0 ? text : text.slice(text.indexOf(']', at) + 1);
  return [...tail.matchAll(/\[(hands|boneyard|leader)\s[^\]]*\]/g)].map((m) => m[0]);
}

/**
 * The hot seat's hand-over screen, passed at once: the author is every player. It is the Ready button of the
 * table's `dialog` part (API.md §7) while that dialog is the hand-over (the only one with a single button and
 * no heading list of scores), so a tap on the table always goes to a tile.
 */
export function passHandover(table: TableApi): void {
  const dialog = table.shadowRoot?.querySelector('[part~="dialog"].dialog--handover');
  const ready = dialog?.querySelector<HTMLButtonElement>('button');
  if (!ready) return;
  // Ready takes the focus to the hand (and the page to the table): an author who is not at the table, typing in
  // the studio's forms or just arrived on the page, keeps the focus and the scroll where they were.
  const before = document.activeElement as HTMLElement | null;
  const atTable = before === table;
  const { scrollX, scrollY } = window;
  ready.click();
  if (atTable) return;
  void table.updateComplete.then(() => {
    if (before && before !== document.body) before.focus({ preventScroll: true });
    else (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(scrollX, scrollY);
  });
}

/** Passes every hand-over screen the table shows from now on, as soon as it is drawn. */
export function passHandovers(table: TableApi): MutationObserver {
  const observer = new MutationObserver(() => passHandover(table));
  if (table.shadowRoot) observer.observe(table.shadowRoot, { childList: true, subtree: true });
  passHandover(table);
  return observer;
}
