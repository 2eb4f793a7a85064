/** The replay view's look, added to the table's shadow root when a replay is first drawn there. */

/**
 * The sheet's text, tagged css so the build minifies it like the element's sheets (rollup.config.mjs,
 * minifyStyles). A plain string, not Lit's CSSResult: Lit is the bundle's, and a sheet is made per window below.
 */
const css = (strings: TemplateStringsArray): string => strings.join('');

export const replayStyles = css`
  /* A replay is as tall as what it shows (a diagram in a rules text is not a whole screen), unless the page sets
     --domino-table-height. */
  .frame.replay {
    /* Its felt asks for no share of the viewport (a playing table's does, frame.styles.ts): a figure's height is
       the same on every screen. */
    --_felt: 180px;
    grid-template-rows: minmax(min-content, 1fr);
    min-height: var(--domino-table-height, 0px);
    max-height: var(--domino-table-max-height, none);
  }
  .replay .board-wrap {
    min-height: clamp(200px, 56cqi, 340px);
  }
  @container (min-width: 900px) {
    .replay .me {
      justify-content: center;
    }
  }
  /* Narrow: the bottom seat's chip takes the row, its tiles beside its name like the others'. */
  @container (max-width: 899px) {
    .replay .me > .seat {
      flex: 1;
      max-width: none;
    }
  }
  /* board-only: a figure in a text, as tall as its board (and hand): the board drawn as wide as the figure (up to its
     largest tiles), its height from its own aspect. */
  .frame.replay--figure {
    display: flex;
    flex-direction: column;
    padding: 6px;
  }
  .replay--figure .board-wrap {
    min-height: 0;
    margin: 4px;
  }
  .replay--figure .board {
    position: static;
    display: block;
    height: auto;
  }
  /* With --domino-table-height: that height, the board scaled to the room left (smaller or larger than its own). */
  .frame.replay--sized {
    height: var(--domino-table-height);
  }
  .replay--sized .board-wrap {
    flex: 1;
  }
  .replay--sized .board {
    position: absolute;
    height: 100%;
    max-width: none !important;
    max-height: none !important;
  }
  .replay__hand {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 4px;
    margin: 6px 0 0;
    padding: 0;
    list-style: none;
  }
  /* The figure's own pip pattern stands closer (figure-tile.ts): smaller dots than the table's. */
  .replay__hand .pip {
    stroke-width: 0.2;
  }
  .replay__hand .tile-img {
    display: block;
    height: 52px;
    width: auto;
  }
  .replay:focus {
    outline: none;
  }
  .replay__note {
    margin: 0;
    padding: 0 4px;
    font-size: 15px;
  }
  .replay__note > p {
    margin: 0 0 4px;
  }
  .replay__caption {
    font-weight: 600;
  }
  .replay__caption strong {
    color: var(--domino-highlight);
  }
  .replay__comment {
    color: var(--_ink);
    font-style: italic;
  }
  .replay__lesson {
    display: grid;
    gap: 6px;
    padding: 8px;
    border: 2px solid var(--domino-highlight);
    border-radius: 12px;
    background: var(--_panel);
  }
  .replay__lesson p {
    margin: 0;
  }
  .replay__ask {
    font-weight: 600;
  }
  .replay__lesson .hand {
    padding-top: 4px;
  }
  .replay__bar {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
  }
  .replay__step {
    display: inline-grid;
    place-items: center;
    padding: 0 12px;
  }
  .replay__step svg {
    width: 16px;
    height: 16px;
    fill: currentColor;
  }
  .replay__step[aria-disabled='true'] {
    border: 1px dashed color-mix(in srgb, var(--_ink) 35%, transparent);
    background: transparent;
    color: color-mix(in srgb, var(--_ink) 50%, transparent);
    cursor: not-allowed;
  }
  .replay__count {
    min-width: 64px;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  /* The steps in one row that scrolls sideways, the one shown kept in view. */
  .replay__moves {
    position: relative;
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 2px 2px 6px;
    overflow-x: auto;
    list-style: none;
    scrollbar-width: thin;
  }
  .replay__item {
    flex: none;
  }
  .replay__move,
  .replay__more {
    min-height: 36px;
    padding: 0 10px;
    border: 1px solid #fff3;
    border-radius: 8px;
    background: none;
    color: inherit;
    font: 14px/1 var(--domino-font);
    white-space: nowrap;
    cursor: pointer;
  }
  .replay__more {
    border-style: dotted;
  }
  .replay__move:hover,
  .replay__more:hover {
    background: #ffffff1f;
  }
  .replay__item--round .replay__move {
    border-style: dashed;
    font-weight: 600;
  }
  .replay__move[aria-current] {
    border-color: transparent;
    background: var(--domino-highlight);
    color: #1d1d1f;
  }
  .replay__no {
    margin-right: 6px;
    font-size: 12px;
    opacity: 0.7;
  }
  /* A record's title above it; the board keeps the row that grows. */
  .frame.replay--titled {
    grid-template-rows: auto minmax(min-content, 1fr);
  }
  /* A record's chapters: one row of buttons that scrolls sideways, as the move list does. */
  .replay__chapters ol {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 2px 2px 4px;
    overflow-x: auto;
    list-style: none;
    scrollbar-width: thin;
  }
  .replay__chapters li {
    flex: none;
  }
  .replay__chapter {
    min-height: 36px;
    padding: 0 10px;
    border: 1px solid color-mix(in srgb, var(--_ink) 35%, transparent);
    border-radius: 8px;
    background: none;
    color: inherit;
    font: 600 14px/1 var(--domino-font);
    white-space: nowrap;
    cursor: pointer;
  }
  .replay__chapter[aria-current] {
    border-color: transparent;
    background: var(--domino-highlight);
    color: #1d1d1f;
  }
  .replay__title {
    margin: 0;
    padding: 0 4px;
    font-size: 16px;
    font-weight: 600;
  }
  /* Marks and arrows ([%mark], [%arrow]): a colour of their own, apart from the highlight of the last move. */
  .replay {
    --_mark: #e8177a;
    --_mark-w: 3px;
  }
  :host([theme='dark']) .replay {
    --_mark: #ff6eb4;
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) .replay {
      --_mark: #ff6eb4;
    }
  }
  .marks {
    pointer-events: none;
  }
  /* Arrows from a tile in a hand to the board: over the whole table, drawn once it is laid out. */
  .replay__arrows {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: 100%;
    height: 100%;
    overflow: visible;
    pointer-events: none;
  }
  .mark-anchor {
    fill: none;
    stroke: none;
  }
  .mark {
    fill: none;
    stroke: var(--_mark);
    stroke-width: 0.12;
  }
  .mark-arrow line {
    stroke: var(--_mark);
    stroke-width: 0.16;
    stroke-linecap: round;
  }
  .mark-arrow polygon {
    fill: var(--_mark);
  }
  @media (forced-colors: active) {
    .replay {
      --_mark: Highlight;
    }
    .mark,
    .mark-arrow line {
      stroke: Highlight;
    }
    .mark-arrow polygon {
      fill: Highlight;
    }
    .replay__move[aria-current] {
      border-color: Highlight;
    }
    .replay__step[aria-disabled='true'] {
      border-color: GrayText;
      color: GrayText;
    }
  }
`;

/** The sheet per window: a shadow root only takes constructed sheets made in its own document's window. */
const sheets = new WeakMap<Window, CSSStyleSheet>();

/**
 * Adds the replay's sheet to the host's shadow root, once (and again after the element re-made its sheets in
 * another document): as a constructed sheet, so a strict Content-Security-Policy has nothing to refuse.
 */
export function adoptStyles(host: HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment }): void {
  const root = host.renderRoot as ShadowRoot;
  const view = host.ownerDocument.defaultView;
  if (!view || !root.adoptedStyleSheets) return;
  let sheet = sheets.get(view);
  if (!sheet) {
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(replayStyles);
    sheets.set(view, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
