/**
 * What the table's rarer buttons do, out of the entry (buttons.ts keeps a stub for each): New match's question, the
 * rules and review panels opening (dist/chunks/rare.js), and hot seat's Ready and watch mode's Speed
 * (dist/chunks/modes.js, which those tables fetch before their first frame). Imports nothing of the entry's: what it
 * uses comes in the kit (buttons.ts builds it), so each chunk holds no second Lit, catalog or chunk loader; the English
 * of its own words (i18n/en-rare.ts) it brings.
 */

import type { CSSResult, TemplateResult } from 'lit';
import type { Chunk } from '../../chunk.js';
import type { RareKit } from './rare-types.js';
import type { Review, ReviewPanel } from '../views/review.js';
import { enModes, enRare } from '../../i18n/en-rare.js';
import type { Lang, t as T } from '../../i18n/index.js';

/** Watch mode's paces, times the `ai-delay` attribute: slow, normal, fast. */
const PACE = [2, 1, 0.25];

/**
 * A chunk's code: fetched by its own `get`, or, where the press began its fetch before this code was here, that
 * fetch's outcome (a failure is not fetched again for the same press).
 */
const fetched = <M>(part: Chunk<M>, fetching: Promise<boolean> | undefined): Promise<M> =>
  fetching ? fetching.then((ok) => (ok ? part.get() : Promise.reject(new Error('not loaded')))) : part.get();

/** A panel's Close (its English comes with this chunk), pressed: `toggle` closes the panel. */
const close = (kit: RareKit, toggle: (kit: RareKit) => void) => ({
  label: kit[4](kit[1].lang(), 'close', {}, enRare),
  run: () => toggle(kit),
});

/** Redraws the table, then puts focus on `focus` (a selector in its shadow root) if given. */
function redraw([host]: RareKit, focus?: string): void {
  host.requestUpdate();
  if (focus) void host.updateComplete.then(() => host.renderRoot.querySelector<HTMLElement>(focus)?.focus());
}

/** New match pressed while a match with a person's move is in progress: it asks first, focus on Keep playing. */
export function ask(kit: RareKit): void {
  kit[3].asking = true;
  redraw(kit, '[data-action="keep-playing"]');
}

/** New match's question answered: yes starts one, no keeps playing; focus goes back to the menu's button. */
export function answer(kit: RareKit, yes: boolean): void {
  const [host, , , ui] = kit;
  if (yes) host.newMatch();
  ui.asking = false;
  redraw(kit, '.menu__button');
}

/** The question's look, brought with it (the entry's stylesheet no longer carries it). */
let askLook: CSSResult | undefined;

/** New match's question, in the buttons' place (Escape keeps playing). */
export function question(kit: RareKit): TemplateResult {
  const [, table, , , t, html, css] = kit;
  adopt(
    kit,
    (askLook ??= css`
      .controls__question {
        flex-basis: 100%;
        text-align: center;
        font-weight: 600;
      }
    `),
  );
  const lang = table.lang();
  const no = () => answer(kit, false);
  return html`<div
    class="controls controls--ask"
    part="controls"
    role="group"
    aria-labelledby="ask-new"
    @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && no()}
  >
    <span class="controls__question" id="ask-new">${t(lang, 'newMatch.ask', {}, enRare)}</span>
    <button type="button" class="btn btn--primary" data-action="confirm-new-match" @click=${() => answer(kit, true)}>
      ${t(lang, 'newMatch')}
    </button>
    <button type="button" class="btn" data-action="keep-playing" @click=${no}>
      ${t(lang, 'keepPlaying', {}, enRare)}
    </button>
  </div>`;
}

/** A panel's own look, brought by its chunk: added once to the table's styles (constructed sheets pass a CSP). */
function adopt([host]: RareKit, { styleSheet }: CSSResult): void {
  const root = host.renderRoot as ShadowRoot;
  if (styleSheet && !root.adoptedStyleSheets.includes(styleSheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, styleSheet];
}

/** Opens the rules panel (its text fetched in the table's language) or closes it, focus following. */
export function toggleRules(kit: RareKit, fetching?: Promise<boolean>): void {
  const [, table, , ui, , html, css, rules, , missing] = kit;
  if (ui.rules) {
    ui.rules = undefined;
    redraw(kit, '[data-action="rules"]');
    return;
  }
  const lang = table.lang();
  fetched(rules[lang], fetching).then(
    (m) => {
      const text = m.rulesText(table.snapshot().context.rules);
      adopt(kit, m.rulesStyles(css));
      ui.rules = () => m.rulesView(html, text, close(kit, toggleRules));
      redraw(kit, '[data-action="close-rules"]');
    },
    () => missing(rules[lang], `chunks/rules-${lang}.js`),
  );
}

/**
 * Opens the review of the last round (the coach fetched on first use) or closes it, focus following. An item opens the
 * position after its move on the table's board (announced, focus on it); Back (or Escape) returns to the list, focus
 * on that item.
 */
export function toggleReview(kit: RareKit, fetching?: Promise<boolean>): void {
  const [host, table, , ui, , html, css, , coach, missing, board] = kit;
  if (ui.review) {
    ui.review = undefined;
    redraw(kit, '[data-action="review"]');
    return;
  }
  const lang = table.lang();
  void Promise.all([host.review(), fetched(coach, fetching)]).then(
    ([items, m]) => {
      const review: Review = { items, words: m.reviewWords(lang) };
      // Hot seat: every person's moves are "You played …", so each item names whose move it was.
      if (table.snapshot().context.humans > 1) review.seats = table.names();
      const round = m.endedRound(table.snapshot().context);
      adopt(kit, m.reviewStyles(css));
      let at: ReviewPanel['at'] = null;
      const open = (index: number): void => {
        const item = items[index];
        if (!item || !round) return;
        const position = m.positionAfter(round, item.step);
        const draw = (size?: { width: number; height: number }) =>
          board(lang, position.layout, null, () => {}, {
            lastTile: item.move.type === 'play' ? position.layout.tiles.length - 1 : undefined,
            count: m.countBadge(position.log, position.count),
            size,
          });
        // The board is laid out for its space, as the table's own is: the space shown (a step from a position), or
        // measured once the position is drawn with its space empty (so no tile glides from a first guess).
        const space = (): { width: number; height: number } | undefined => {
          const wrap = host.renderRoot.querySelector('.dialog--at .board-wrap')?.getBoundingClientRect();
          return wrap?.width && wrap.height ? { width: wrap.width, height: wrap.height } : undefined;
        };
        const known = space();
        at = { index, board: known ? draw(known) : html`<div class="board-wrap"></div>` };
        redraw(kit, '.dialog--at');
        table.say(`${review.words.step(item.step + 1)}. ${m.itemName(review, item)}`);
        if (!known)
          void host.updateComplete.then(() => {
            if (at?.index !== index) return;
            at = { index, board: draw(space()) };
            host.requestUpdate();
          });
      };
      const back = (): void => {
        const index = at?.index;
        at = null;
        redraw(kit, `.review__item[data-index="${index}"]`);
      };
      ui.review = () => m.reviewView(html, review, { close: close(kit, toggleReview), open, back, at });
      redraw(kit, '[data-action="close-review"]');
    },
    () => missing(coach, 'chunks/coach.js'),
  );
}

/** The hot-seat Ready: the screen passes to the person whose turn it is, focus to their hand if a person pressed. */
export function ready([host, table, pick, , t]: RareKit): void {
  // A person pressing Ready holds focus in the table and goes on to the hand; a page's script passing the screen
  // (the studio does, for an author who is every player) does not pull focus, and so the page's scroll, to it.
  const focused = (host.renderRoot as ShadowRoot).activeElement != null;
  table.send({ type: 'handover.confirm' });
  const { current } = table.snapshot().context.match;
  if (current !== null) table.say(t(table.lang(), 'turn', { name: table.names()[current] }));
  if (focused) pick.focusHandSoon();
}

/** Watch mode's Speed button's words ("Speed: Normal"), its English brought by this chunk. */
export const speedLabel = (t: typeof T, lang: Lang, pace: number): string =>
  t(lang, 'speed', { speed: t(lang, 'speeds', {}, enModes).split(',')[pace] }, enModes);

/** Watch mode's Speed: slow, normal, fast in turn (Pause, Resume and Step are the entry's: buttons.ts). */
export function speed([host, table, , ui]: RareKit): void {
  ui.speed = (ui.speed + 1) % 3;
  table.send({ type: 'settings.update', pace: true, aiDelay: Math.round(table.aiDelay() * (PACE[ui.speed] ?? 1)) });
  host.requestUpdate();
}
