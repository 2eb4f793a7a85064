// The iframe embed (demo/embed/, built to dist/embed.html and dist/embed.js; API.md §1) against the source
// element: only known attributes are taken from the address, set as attributes; the height and the domino-*
// events reach the parent as messages. check-built-demo.ts loads the built page in a real iframe.
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import type { DominoTable } from '../../src/element/domino-table.js';
import { EMBED_ATTRIBUTES, startEmbed, tableFromQuery, type EmbedMessage } from '../../demo/embed/embed-core.js';
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
});
