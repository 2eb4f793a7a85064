// Test harness for <domino-table>: mounts tables and acts on them through the shadow DOM like a user.
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { DominoTable } from '../../src/element/domino-table.js';
import '../../src/define.js';
import type { Move } from '../../src/engine/types.js';
import { guardClock, HANDOVER_GUARD_MS } from '../../src/element/input/guard.js';

export { DominoTable };

let count = 0;
/** Registers the class under a fresh tag, for tests that need an element no other test touched. */
export function isolatedTag(): string {
  const tag = `domino-table-test-${++count}`;
  customElements.define(tag, class extends DominoTable {});
  return tag;
}

/** A table with these attributes, appended to the page (in `parent`, else a fresh div), rendered. */
export async function mount(
  attrs: Record<string, string | boolean>,
  options: { tag?: string; parent?: HTMLElement; before?: (el: DominoTable) => void } = {},
): Promise<DominoTable> {
  const el = document.createElement(options.tag ?? 'domino-table') as DominoTable;
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) el.setAttribute(name, '');
    else if (value !== false) el.setAttribute(name, value);
  }
  options.before?.(el);
  const parent = options.parent ?? document.body.appendChild(document.createElement('div'));
  parent.style.width = parent.style.width || '1024px';
  parent.appendChild(el);
  mounted.push(el);
  await el.updateComplete;
  return el;
}

const mounted: DominoTable[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) (el.parentElement ?? el).remove();
});

/**
 * A failed `expect(node).to.equal(other)` keeps both nodes on the error, and the runner, reporting it, never
 * finishes with a rendered table's nodes (the whole file then "did not finish" after 5 minutes, with no
 * message): such an error keeps the nodes' markup instead.
 */
afterEach(function () {
  const err = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (!err) return;
  for (const key of ['actual', 'expected'] as const) {
    const value = err[key];
    if (value instanceof Element) err[key] = value.outerHTML.slice(0, 200);
    else if (value instanceof Node) err[key] = value.nodeName;
  }
});

export const root = (el: DominoTable): ShadowRoot => el.shadowRoot as ShadowRoot;
export const $ = <T extends Element = HTMLElement>(el: DominoTable, selector: string): T | null =>
  root(el).querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(el: DominoTable, selector: string): T[] => [
  ...root(el).querySelectorAll<T>(selector),
];

/** Polls until `check` holds (rendering and computer moves are asynchronous). */
/**
 * After the next frame, or 50 ms when no frame comes: the runner shows two test pages at once and a page in
 * the background gets no animation frames, so a bare requestAnimationFrame can wait forever.
 */
export const nextFrame = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => resolve());
    setTimeout(resolve, 50);
  });

export async function until(check: () => boolean, what = 'condition', timeout = 15000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Waits until the person at the screen is to act, or the round is over. */
export async function humanTurnOrEnd(el: DominoTable): Promise<void> {
  await until(() => {
    const s = el.state;
    return s.phase === 'round-over' || s.phase === 'match-over' || (s.current !== null && s.seats[s.current]!.human);
  }, 'a human turn or the round end');
  await el.updateComplete;
}

/**
 * The hand-over guard's clock in the tests: real time plus the moments skipped by `guardOver`, or stopped at one moment
 * by `holdGuardClock`. No test waits out the guard in real time (a wait that raced it on a loaded machine).
 */
let skipped = 0;
let stopped: number | null = null;
guardClock.now = (event) => stopped ?? (event?.timeStamp ?? performance.now()) + skipped;

/**
 * Skips the moment after a hot-seat hand-over (or the hand behind it) appears, in which a person's real input is
 * ignored (issue 22 item 2): the guard's clock moves on by that moment, at once. A script's `.click()` is never ignored.
 */
export const guardOver = (): Promise<void> => {
  skipped += HANDOVER_GUARD_MS;
  if (stopped !== null) stopped += HANDOVER_GUARD_MS;
  return Promise.resolve();
};

/**
 * Stops the guard's clock: every press until the returned release happens at one moment, however long the runner takes
 * between two presses (a double-click, a doubled Enter), as a person's quick double press does.
 */
export function holdGuardClock(): () => void {
  stopped = performance.now() + skipped;
  return () => {
    stopped = null;
  };
}

/** The person plays their first legal move each turn (the computer the others) until the round ends; then rendered. */
export async function playRound(el: DominoTable): Promise<void> {
  const over = () => el.state.phase === 'round-over' || el.state.phase === 'match-over';
  for (let step = 0; step < 400 && !over(); step++) {
    await until(() => over() || (el.state.current === 0 && el.legalMoves().length > 0), 'your turn or the end');
    if (over()) break;
    const move = el.legalMoves()[0]!;
    if (move.type === 'play') el.play(move.tile, move.end);
    else if (move.type === 'draw') el.draw();
    else el.pass();
  }
  await until(over, 'the round end');
  await el.updateComplete;
}

/** A real mouse click at the centre of an element of the shadow DOM. */
export async function click(target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center', inline: 'center' });
  const r = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
}

export const handTile = (el: DominoTable, tile: string): HTMLButtonElement | null =>
  $<HTMLButtonElement>(el, `.hand__tile[data-tile="${tile}"]`);
export const target = (el: DominoTable, end: string): SVGGElement | null =>
  $<SVGGElement>(el, `.target[data-end="${end}"]`);
export const action = (el: DominoTable, name: string): HTMLButtonElement =>
  $<HTMLButtonElement>(el, `[data-action="${name}"]`) as HTMLButtonElement;
/** A control that may not be used now: it stays focusable and says why when pressed (aria-disabled). */
export const off = (control: Element): boolean => control.getAttribute('aria-disabled') === 'true';
export const message = (el: DominoTable): string => $(el, '.message')?.textContent?.trim() ?? '';

/** Opens the menu (scores, moves, New match) with a click on its button, unless it is open. */
/**
 * Opens the menu and waits for its panel, drawn by chunks/rare.js (fetched as it opens); with `panel` false, only for
 * New match, which stands alone while that code is held back or missing.
 */
export async function openMenu(el: DominoTable, panel = true): Promise<void> {
  const menu = $<HTMLDetailsElement>(el, '.menu')!;
  if (!menu.open) await click($(el, '.menu__button')!);
  await until(() => !!$(el, panel ? '.menu__panel' : '[data-action="new-match"]'), 'the menu panel');
  await el.updateComplete;
}

/** Presses New match, in the menu. */
export async function pressNewMatch(el: DominoTable): Promise<void> {
  await openMenu(el);
  await click(action(el, 'new-match'));
}

/** Makes `move` with the mouse: the tile, then its end if the board asks; or the Draw / Pass button. */
export async function playByMouse(el: DominoTable, move: Move): Promise<void> {
  if (move.type !== 'play') {
    await click(action(el, move.type));
    return;
  }
  const before = el.state.log.length;
  await click(handTile(el, move.tile) as Element);
  await el.updateComplete;
  if (el.state.log.length === before) {
    const spot = target(el, move.end);
    if (!spot) throw new Error(`no target for ${move.tile} on ${move.end}`);
    // On a board that pans, the view moves to the lit ends after the pick: a person taps the end once it is in view.
    await until(() => {
      const view = $(el, '.board-scroll')?.getBoundingClientRect();
      const area = target(el, move.end)?.querySelector('.target__area')?.getBoundingClientRect();
      return (
        !view ||
        (!!area &&
          area.top >= view.top - 1 &&
          area.bottom <= view.bottom + 1 &&
          area.left >= view.left - 1 &&
          area.right <= view.right + 1)
      );
    }, `the end ${move.end} in view`);
    await click(target(el, move.end)!);
  }
}

/** Makes `move` with the keyboard only: Tab to the hand, arrows to the tile, Enter, arrows to the end, Enter. */
export async function playByKeyboard(el: DominoTable, move: Move): Promise<void> {
  if (move.type !== 'play') {
    const button = action(el, move.type);
    button.focus();
    await sendKeys({ press: 'Enter' });
    return;
  }
  const tiles = $$<HTMLButtonElement>(el, '.hand__tile');
  const from = tiles.findIndex((b) => b.tabIndex === 0);
  const to = tiles.findIndex((b) => b.dataset.tile === move.tile);
  if (root(el).activeElement?.classList.contains('hand__tile') !== true) tiles[from]!.focus();
  for (let i = from; i < to; i++) await sendKeys({ press: 'ArrowRight' });
  for (let i = from; i > to; i--) await sendKeys({ press: 'ArrowLeft' });
  await el.updateComplete;
  if (root(el).activeElement !== handTile(el, move.tile)) throw new Error(`focus is not on ${move.tile}`);
  const before = el.state.log.length;
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
  await el.updateComplete;
  if (el.state.log.length !== before) return;
  const spots = $$<SVGGElement>(el, '.target');
  const index = spots.findIndex((s) => s.dataset.end === move.end);
  if (index < 0) throw new Error(`no target for ${move.tile} on ${move.end}`);
  for (let i = 0; i < index; i++) await sendKeys({ press: 'ArrowRight' });
  if (root(el).activeElement !== spots[index]) throw new Error('focus is not on the chosen end');
  await sendKeys({ press: 'Enter' });
}

/** Records the domino-* events dispatched on (or bubbling through) `target`. */
export function record(target: EventTarget, names: string[]): { type: string; detail: unknown }[] {
  const seen: { type: string; detail: unknown }[] = [];
  for (const name of names)
    target.addEventListener(name, (e) => seen.push({ type: name, detail: (e as CustomEvent).detail }));
  return seen;
}

/** A table in a full-width container on a page without margins, as the layout tests measure it. */
export async function fullWidth(attrs: Record<string, string>): Promise<DominoTable> {
  const wrap = document.body.appendChild(document.createElement('div'));
  wrap.style.width = '100%';
  document.body.style.margin = '0';
  return mount({ 'ai-delay': '0', ...attrs }, { parent: wrap });
}

/** Waits for two frames and the table's redraw (the board is measured after layout). */
export async function settled(el: DominoTable): Promise<void> {
  await nextFrame();
  await nextFrame();
  await el.updateComplete;
  await nextFrame();
  await el.updateComplete;
}

/** Doubles, 2 players: South leads the 6-6; North holds no six, so North draws (the 4-2, no six either) and passes. */
export const NORTH_STUCK = JSON.stringify({
  hands: [
    ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0', '0-0'],
    ['5-5', '5-4', '5-3', '5-2', '5-1', '5-0', '4-4', '4-3'],
  ],
  boneyard: ['4-2', '4-1', '4-0', '3-3', '3-2', '3-1', '3-0', '2-2', '2-1', '2-0', '1-1', '1-0'],
});

/**
 * Puts in `load[key]`'s place (a chunk's loader, src/element/loaders/*-loader.ts) a fetcher that counts its calls,
 * runs `onFetch` at each, and holds the code back until `release()`; the chunk takes it for a new page (src/chunk.ts).
 * The test puts the real loader back (afterEach).
 */
export function held<K extends string, T>(load: Record<K, () => Promise<T>>, key: K, onFetch?: () => void) {
  const real = load[key];
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const fetcher = { fetches: 0, release };
  load[key] = () => (fetcher.fetches++, onFetch?.(), gate.then(real));
  return fetcher;
}
