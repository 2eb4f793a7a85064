/**
 * The iframe embed (dist/embed.html, API.md §1): one table whose attributes come from the page's query, its
 * height and its domino-* events posted to the parent page. Kept apart from embed.ts so a browser test can run
 * it against the source element.
 */

/**
 * The attributes of API.md §2 a query may set, in its order. Nothing else is copied from the address: a query
 * cannot add `style`, an event handler or any attribute the element does not define. test/demo/embed.test.ts
 * checks this list holds every attribute of test/contract.ts.
 */
export const EMBED_ATTRIBUTES = [
  'variant',
  'players',
  'humans',
  'seed',
  'target-score',
  'hand-size',
  'spinners',
  'lead',
  'set',
  'ai',
  'ai-delay',
  'show-hands',
  'hints',
  'lang',
  'theme',
  'record',
  'step',
  'view',
  'controls',
  'loading',
  'sound',
  'player-names',
  'persist',
  'deal',
] as const;

/** Boolean attributes: present unless the query says `false` (`?hints`, `?hints=` and `?hints=true` all set it). */
const BOOLEAN = new Set<string>(['show-hands', 'hints', 'sound']);

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
 * Shows the table alone on the page and reports to `parent`: its height whenever it changes (so the host can
 * size the iframe) and every domino-* event with its detail. Messages go to any origin: the embed cannot know
 * its host's, and they carry only what the events carry for any page script (a hidden hand stays hidden).
 */
export function startEmbed(doc: Document, query: string, parent: EmbedParent): HTMLElement {
  const table = tableFromQuery(doc, query);
  const lang = table.getAttribute('lang');
  if (lang) doc.documentElement.lang = lang;
  // No inline style under a strict Content-Security-Policy: a constructed stylesheet is allowed.
  const sheet = new CSSStyleSheet();
  // The iframe is sized to the table (its height is posted), so the table's height cannot follow the viewport's:
  // it follows the iframe's width instead, as the table does on a phone, and is not capped.
  sheet.replaceSync(
    'html,body{margin:0;padding:0;background:transparent}' +
      'domino-table{display:block;--domino-table-height:max(600px,min(180vw,900px));--domino-table-max-height:none}',
  );
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  doc.body.append(table);

  const post = (message: EmbedMessage) => parent.postMessage(message, '*');
  let last = -1;
  const report = () => {
    const height = Math.ceil(doc.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    post({ type: 'domino-table:height', height });
  };
  new ResizeObserver(report).observe(table);
  report();

  for (const name of EMBED_EVENTS) {
    table.addEventListener(name, (event) => {
      // The details are plain data (API.md §5); a copy through JSON keeps a stray value from failing postMessage.
      const detail: unknown = JSON.parse(JSON.stringify((event as CustomEvent).detail ?? null));
      post({ type: 'domino-table:event', name, detail });
    });
  }
  return table;
}
