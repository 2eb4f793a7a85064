// The iframe embed (demo/embed/, built to dist/embed.html and dist/embed.js; API.md §1) against the source
// element: only known attributes are taken from the address, set as attributes; the height and the domino-*
// events reach the parent as messages. check-built-demo.ts loads the built page in a real iframe.
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import type { DominoTable } from '../../src/element/domino-table.js';
import {
  EMBED_ATTRIBUTES,
  startEmbed,
  tableFromQuery,
  wantedHeight,
  type EmbedMessage,
} from '../../demo/embed/embed-core.js';
import { ATTRIBUTES } from '../contract.js';

/** A stand-in for the parent window: collects what the embed posts, and to which origin. */
function parent() {
  const messages: EmbedMessage[] = [];
  const origins: string[] = [];
  return {
    messages,
    origins,
    postMessage(message: EmbedMessage, origin: string) {
      messages.push(message);
      origins.push(origin);
    },
  };
}

const until = async (ok: () => boolean, ms = 5000) => {
  const end = performance.now() + ms;
  while (!ok()) {
    if (performance.now() > end) throw new Error(`not within ${ms} ms: ${ok.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('embed.html', () => {
  const made: HTMLElement[] = [];
  afterEach(() => {
    for (const el of made.splice(0)) el.remove();
  });

  it('knows every attribute of API.md §2 that the element has today', () => {
    for (const name of ATTRIBUTES) expect(EMBED_ATTRIBUTES as readonly string[]).to.include(name);
  });

  it('copies only known attributes, as attributes: no handler, no style, no markup', () => {
    const evil = '"><img src=x onerror="window.__pwned=1">';
    const table = tableFromQuery(
      document,
      `?variant=doubles&players=2&player-names=${encodeURIComponent(evil)}&onclick=alert(1)&style=display:none&class=x&hints&show-hands=false&lang=es`,
    );
    expect(table.tagName).to.equal('DOMINO-TABLE');
    expect(table.getAttributeNames().sort()).to.deep.equal(['hints', 'lang', 'player-names', 'players', 'variant']);
    expect(table.getAttribute('player-names')).to.equal(evil);
    expect(table.getAttribute('hints')).to.equal('');
    expect(table.children.length).to.equal(0);
  });

  it('posts its height, then forwards domino-* events with their details', async () => {
    const host = parent();
    const table = startEmbed(
      document,
      '?variant=doubles&players=2&humans=0&ai-delay=0&seed=embed-test&lang=es',
      host,
    ) as DominoTable;
    made.push(table);
    expect(table.parentElement).to.equal(document.body);
    expect(document.documentElement.lang).to.equal('es');
    await until(() => host.messages.some((m) => m.type === 'domino-table:height' && m.height > 100));
    // The first height posted is the table's real height, never 0 (issue 21: "the first height message is 0").
    const first = host.messages.find((m) => m.type === 'domino-table:height');
    expect(first && 'height' in first ? first.height : 0).to.be.at.least(480);
    await until(() => host.messages.some((m) => m.type === 'domino-table:event' && m.name === 'domino-move'));
    const lead = host.messages.find((m) => m.type === 'domino-table:event' && m.name === 'domino-lead');
    expect(lead, 'the lead is forwarded').to.not.equal(undefined);
    const move = host.messages.find((m) => m.type === 'domino-table:event' && m.name === 'domino-move');
    expect(move && 'detail' in move ? (move.detail as { seat: number }).seat : -1).to.be.within(0, 1);
    expect(new Set(host.origins)).to.deep.equal(new Set(['*']));
    // A height change is posted once per change.
    const heights = () => host.messages.filter((m) => m.type === 'domino-table:height').length;
    const before = heights();
    table.style.minHeight = '2000px';
    await until(() => heights() > before);
    const last = host.messages.filter((m) => m.type === 'domino-table:height').at(-1);
    expect(last && 'height' in last ? last.height : 0).to.be.at.least(2000);
  });

  it('reports an invalid value as the element does: a forwarded domino-error', async () => {
    const host = parent();
    made.push(startEmbed(document, '?players=9&seed=embed-error', host));
    await until(() => host.messages.some((m) => m.type === 'domino-table:event' && m.name === 'domino-error'));
    const error = host.messages.find((m) => m.type === 'domino-table:event' && m.name === 'domino-error');
    expect(error && 'detail' in error ? (error.detail as { code: string }).code : '').to.equal('invalid-attribute');
  });

  /** embed.html (the source version, embed-frame.html) in an iframe of the given size; what it posts, in order. */
  async function frame(query: string, width: number, height: number) {
    const iframe = document.createElement('iframe');
    Object.assign(iframe.style, { width: `${width}px`, height: `${height}px`, border: '0' });
    const heights: number[] = [];
    const listen = (event: MessageEvent) => {
      const data = event.data as EmbedMessage;
      if (event.source === iframe.contentWindow && data?.type === 'domino-table:height') heights.push(data.height);
    };
    window.addEventListener('message', listen);
    iframe.src = `/test/demo/embed-frame.html${query}`;
    document.body.append(iframe);
    made.push(iframe);
    await until(() => heights.length > 0, 15000);
    const win = iframe.contentWindow!;
    const table = win.document.querySelector('domino-table') as DominoTable;
    return { iframe, heights, table, win, stop: () => window.removeEventListener('message', listen) };
  }

  it('takes the frame height a host without script gives it: the whole table shows in 720 px on a phone', async function () {
    this.timeout(30000);
    const { heights, table, win, stop } = await frame('?variant=doubles&players=2&seed=embed-fit', 375, 720);
    stop();
    await table.updateComplete;
    const box = table.getBoundingClientRect();
    expect(box.height).to.be.within(719, 721);
    // Nothing below the frame: the page does not scroll, and the buttons under the hand are inside it.
    const doc = win.document.documentElement;
    expect(doc.scrollHeight).to.be.at.most(720);
    const controls = table.shadowRoot!.querySelector('[part~="controls"]')!.getBoundingClientRect();
    expect(controls.bottom).to.be.at.most(720);
    expect(controls.height).to.be.above(20);
    // The first height posted is a real one, the height the table would like at this width.
    expect(heights[0]).to.be.at.least(480);
  });

  it('never goes below 480 px: a shorter frame scrolls rather than squeeze the table', async function () {
    this.timeout(30000);
    const { table, stop } = await frame('?variant=doubles&players=2&seed=embed-short', 375, 300);
    stop();
    await table.updateComplete;
    expect(table.getBoundingClientRect().height).to.be.at.least(480);
  });

  it('replays a record from src, and asks for the height it shows', async function () {
    this.timeout(30000);
    const { heights, table, stop } = await frame(
      `?src=${encodeURIComponent('/test/element/records/doubles-short.txt')}&board-only&step=end`,
      600,
      500,
    );
    await until(() => (table.shadowRoot?.querySelectorAll('[part~="played"]').length ?? 0) > 0, 15000);
    expect(table.hasAttribute('board-only')).to.equal(true);
    // The figure asks for what it shows, not the 500 px frame: the board and nothing else.
    await until(() => heights.at(-1)! < 480);
    expect(heights.every((h) => h > 0)).to.equal(true);
    // The last height posted is the one it wants now (a message may still be on its way).
    await until(() => Math.abs(heights.at(-1)! - wantedHeight(table)) <= 1);
    expect(heights.at(-1)).to.be.below(480);
    stop();
  });

  it('the README’s resize snippet finds the frame of a self-hosted copy as well as the CDN’s', async () => {
    const readme = await (await fetch('/README.md')).text();
    const snippet = readme.slice(readme.indexOf("type: 'domino-table:height'") - 2000);
    const selector = /document\.querySelector\('([^']+)'\)/.exec(snippet)?.[1];
    expect(selector, 'the snippet picks its frame with querySelector').to.be.a('string');
    const cdn = /<iframe\s+src="([^"]+)"/.exec(readme)?.[1]?.replaceAll('&amp;', '&');
    expect(cdn).to.match(/^https:\/\/cdn\./);
    for (const src of [cdn!, '/vendor/domino-table/embed.html?variant=doubles', 'embed.html?lang=fr']) {
      const box = document.createElement('div');
      const frame = box.appendChild(document.createElement('iframe'));
      frame.setAttribute('src', src); // detached: nothing is loaded
      expect(box.querySelector(selector!), src).to.equal(frame);
    }
  });
});
