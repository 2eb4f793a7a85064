/**
 * The iframe embed (dist/embed.html, API.md §1): one table whose attributes come from the page's query, its
 * height and its domino-* events posted to the parent page. Kept apart from embed.ts so a browser test can run
 * it against the source element.
 */

import { ATTRIBUTE_NAMES, ATTRIBUTE_TABLE, attributeName } from '../../src/element/attribute-table.js';

/**
 * The attributes of API.md §2 a query may set: the element's one attribute table. Nothing else is copied from the
 * address: a query cannot add `style`, an event handler or any attribute the element does not define.
 */
export const EMBED_ATTRIBUTES: readonly string[] = ATTRIBUTE_NAMES;

/** Boolean attributes: present unless the query says `false` (`?hints`, `?hints=` and `?hints=true` all set it). */
const BOOLEAN = new Set<string>(
  Object.entries(ATTRIBUTE_TABLE).flatMap(([property, [kind]]) => (kind === 'flag' ? [attributeName(property)] : [])),
);

/** The events of API.md §5, forwarded to the parent page. */
export const EMBED_EVENTS = [
  'domino-lead',
  'domino-move',
  'domino-turn',
  'domino-round-end',
  'domino-match-end',
  'domino-step',
  'domino-answer',
  'domino-error',
] as const;

/** What the embed posts to its parent. */
export type EmbedMessage =
  { type: 'domino-table:height'; height: number } | { type: 'domino-table:event'; name: string; detail: unknown };

/** Where messages go: the parent window (a test passes its own). */
export interface EmbedParent {
  postMessage(message: EmbedMessage, targetOrigin: string): void;
}

/**
 * A <domino-table> with the query's known attributes, set one by one with setAttribute (never parsed as HTML),
 * before it is connected so its first match already uses them.
 */
export function tableFromQuery(doc: Document, query: string): HTMLElement {
  const params = new URLSearchParams(query);
  const table = doc.createElement('domino-table');
  for (const name of EMBED_ATTRIBUTES) {
    const value = params.get(name);
    if (value === null) continue;
    if (BOOLEAN.has(name)) {
      if (value !== 'false') table.setAttribute(name, '');
    } else table.setAttribute(name, value);
  }
  return table;
}

/**
 * The height to ask the host for: what the table would take if the frame were as tall as it likes. A table that
 * plays likes a comfortable height for its width (as it had before it followed the frame: at least 600 px, 180% of
 * the width up to 900 px); a replay is as tall as what it shows. Measured by laying the table out once that way and
 * putting its styles back in the same task, so nothing is painted and no resize is observed.
 */
export function wantedHeight(table: HTMLElement): number {
  const replay = table.hasAttribute('record') || table.hasAttribute('src');
  const { style } = table;
  const before = [style.getPropertyValue('--domino-table-height'), style.getPropertyValue('--domino-table-max-height')];
  // A replay without a height of its own is as tall as what it shows (`initial`: as if the property were not set).
  style.setProperty('--domino-table-height', replay ? 'initial' : 'max(600px, min(180vw, 900px))');
  style.setProperty('--domino-table-max-height', 'none');
  const height = Math.ceil(table.getBoundingClientRect().height);
  style.setProperty('--domino-table-height', before[0] || null);
  style.setProperty('--domino-table-max-height', before[1] || null);
  return height;
}

/**
 * Shows the table alone on the page, as tall as the frame (the host picks the height with the iframe's `height`,
 * so a host that runs no script still shows the whole table), and reports to `parent`: the height it would like,
 * once the table has drawn and whenever that changes (so a host that may run a script can size the iframe), and
 * every domino-* event with its detail. Messages go to any origin: the embed cannot know its host's, and they
 * carry only what the events carry for any page script (a hidden hand stays hidden).
 */
export function startEmbed(doc: Document, query: string, parent: EmbedParent): HTMLElement {
  const table = tableFromQuery(doc, query);
  const lang = table.getAttribute('lang');
  if (lang) doc.documentElement.lang = lang;
  // No inline style under a strict Content-Security-Policy: a constructed stylesheet is allowed. A table that plays
  // takes the frame's height (dvh is the frame's viewport), and never less than the 480 px it needs. A replay fills
  // the frame too, but is never cut: it is at least as tall as what it shows (a frame too short for it scrolls). A
  // figure (board-only) is as tall as its board, whatever the frame's height: the rest of the frame is the page.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    'html,body{margin:0;padding:0;background:transparent}' +
      // Positioned and clipped: the table's live region (drawn off-screen below its frame) must not scroll the page.
      'domino-table{display:block;position:relative;overflow:clip;--domino-table-height:max(480px,100dvh);--domino-table-max-height:max(480px,100dvh)}' +
      'domino-table:is([record],[src]){--domino-table-height:100dvh;--domino-table-max-height:none}' +
      'domino-table[board-only]{--domino-table-height:initial}',
  );
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  doc.body.append(table);

  const post = (message: EmbedMessage) => parent.postMessage(message, '*');
  let last = 0;
  let queued = false;
  const report = () => {
    queued = false;
    const height = wantedHeight(table);
    // Never 0: a table not drawn yet (its chunks on the way) or in a hidden frame has nothing to say.
    if (height <= 0 || height === last) return;
    last = height;
    post({ type: 'domino-table:height', height });
  };
  const soon = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(report);
  };
  // The wanted height changes with the frame's width and with what the table draws (hands wrap, a round ends, a
  // replay steps): both are watched once the table has drawn its first frame.
  void customElements
    .whenDefined('domino-table')
    .then(() => (table as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete)
    .then(() => {
      new ResizeObserver(soon).observe(table);
      if (table.shadowRoot)
        new MutationObserver(soon).observe(table.shadowRoot, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      soon();
    });

  for (const name of EMBED_EVENTS) {
    table.addEventListener(name, (event) => {
      // The details are plain data (API.md §5); a copy through JSON keeps a stray value from failing postMessage.
      const detail: unknown = JSON.parse(JSON.stringify((event as CustomEvent).detail ?? null));
      post({ type: 'domino-table:event', name, detail });
    });
  }
  return table;
}
