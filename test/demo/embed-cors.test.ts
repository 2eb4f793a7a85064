// Issue 36 item 1: the studio's iframe snippet (demo/studio/output.ts) on an author's page, its record behind `src`
// on another origin (a second server on 127.0.0.1, web-test-runner.config.mjs `second-origin`). embed.html's policy
// lets a record in from any http(s) address (API.md §2 `src`: "CORS rules apply"): the host allows it or not by
// CORS, and a refusal names the policy or header that refused it. The snippet's resize lines take a height only
// from their own frame, from the origin it was given, and only a height.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { DominoTable } from '../../src/element/domino-table.js';
import type { EmbedMessage } from '../../demo/embed/embed-core.js';
import { iframeSnippet } from '../../demo/studio/output.js';

const until = async (ok: () => boolean, what: string, ms = 15000) => {
  const end = performance.now() + ms;
  while (!ok()) {
    if (performance.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** embed.html from the source (served at /test/demo/embed.html under embed.html's own policy). */
const BASE = `${location.origin}/test/demo/`;

/** The snippet's iframe put in the page as an author pastes it; its script once, as the page's own. */
let scripted = false;
function paste(snippet: string): HTMLIFrameElement {
  const at = snippet.indexOf('<script>');
  const box = document.body.appendChild(document.createElement('div'));
  box.style.width = '600px';
  box.innerHTML = snippet.slice(0, at);
  if (!scripted) {
    const script = document.createElement('script');
    script.textContent = snippet.slice(at + '<script>'.length, snippet.indexOf('</script>'));
    document.body.append(script);
    scripted = true;
  }
  pasted.push(box);
  return box.querySelector('iframe')!;
}
const pasted: HTMLElement[] = [];
afterEach(() => {
  for (const box of pasted.splice(0)) box.remove();
});

/** What the frame posted (its forwarded events and heights). */
function heard(frame: HTMLIFrameElement): EmbedMessage[] {
  const messages: EmbedMessage[] = [];
  window.addEventListener('message', (event) => {
    if (event.source === frame.contentWindow) messages.push(event.data as EmbedMessage);
  });
  return messages;
}

const tableIn = (frame: HTMLIFrameElement) =>
  frame.contentDocument?.querySelector('domino-table') as DominoTable | null | undefined;
const playedIn = (frame: HTMLIFrameElement) =>
  tableIn(frame)?.shadowRoot?.querySelectorAll('[part~="played"]').length ?? 0;
const noteIn = (frame: HTMLIFrameElement) =>
  tableIn(frame)?.shadowRoot?.querySelector('.replay__note')?.textContent?.replace(/\s+/g, ' ') ?? '';
const errorsIn = (messages: EmbedMessage[]) =>
  messages.flatMap((m) =>
    m.type === 'domino-table:event' && m.name === 'domino-error' ? [m.detail as { code: string; message: string }] : [],
  );

describe('the studio’s iframe snippet, its record on another origin', () => {
  let other = '';
  before(async () => {
    other = (await executeServerCommand<string, undefined>('second-origin'))!;
    expect(new URL(other).origin).to.not.equal(location.origin);
  });

  it('issue 36 item 1: a host that allows the site by CORS: the record is shown, and the frame takes its height', async function () {
    this.timeout(40000);
    const src = `${other}/cors/doubles-short.txt`;
    const snippet = iframeSnippet({ src }, 'Locked ends', 'replay', 0, BASE);
    expect(snippet).to.contain(`src="${BASE}embed.html?src=${encodeURIComponent(src)}`);
    const frame = paste(snippet);
    const messages = heard(frame);
    // At step 0, the deal: the record is read (its hands shown, its moves listed), no error.
    await until(() => tableIn(frame)?.record?.().includes('[variant doubles]') === true, 'the record read');
    const file = await (await fetch('/test/element/records/doubles-short.txt')).text();
    expect(tableIn(frame)!.record()).to.equal(file);
    await until(
      () => (tableIn(frame)?.shadowRoot?.querySelectorAll('.replay__move').length ?? 0) > 0,
      'its moves listed',
    );
    expect(errorsIn(messages)).to.deep.equal([]);
    // The resize lines applied the last height posted.
    await until(() => messages.some((m) => m.type === 'domino-table:height'), 'a height posted');
    const last = () => messages.filter((m) => m.type === 'domino-table:height').at(-1) as { height: number };
    await until(() => frame.style.height === `${last().height}px`, 'the frame sized to the last height');
    expect(frame.getBoundingClientRect().height).to.be.closeTo(last().height, 1);
  });

  it('issue 36 item 1: a host without Access-Control-Allow-Origin: a load error that names the header', async function () {
    this.timeout(40000);
    const src = `${other}/plain/doubles-short.txt`;
    const frame = paste(iframeSnippet({ src }, 'Locked ends', 'replay', 0, BASE));
    const messages = heard(frame);
    await until(() => errorsIn(messages).length > 0, 'a domino-error forwarded');
    const [error] = errorsIn(messages);
    expect(error!.code).to.equal('load');
    expect(error!.message).to.contain(src).and.contain('Access-Control-Allow-Origin');
    expect(error!.message).to.not.contain('Content-Security-Policy');
    // The same sentence in the table, under an empty board.
    await until(() => noteIn(frame).includes('Access-Control-Allow-Origin'), 'the sentence shown');
    expect(noteIn(frame)).to.contain(src);
    expect(playedIn(frame)).to.equal(0);
  });

  it('issue 36 item 1: an address embed.html’s policy refuses (not http or https): a load error that names the policy', async function () {
    this.timeout(40000);
    const src = 'data:text/plain,%5Bvariant%20doubles%5D';
    const frame = paste(iframeSnippet({ src }, 'Data', 'replay', 0, BASE));
    const messages = heard(frame);
    await until(() => errorsIn(messages).length > 0, 'a domino-error forwarded');
    const [error] = errorsIn(messages);
    expect(error!.code).to.equal('load');
    expect(error!.message).to.contain('Content-Security-Policy: connect-src');
    expect(error!.message).to.not.contain('Access-Control-Allow-Origin');
    await until(() => noteIn(frame).includes('Content-Security-Policy'), 'the sentence shown');
  });

  it('issue 36 item 1: the resize lines take a height only from their frame, from its origin, and only a number', async function () {
    this.timeout(40000);
    const frame = paste(iframeSnippet({ record: '[variant doubles]\n[seed s]\ndraw' }, 'x', 'replay', 0, BASE));
    const messages = heard(frame);
    await until(() => messages.some((m) => m.type === 'domino-table:height'), 'a height posted');
    await until(() => frame.style.height !== '', 'sized once');
    const sized = frame.style.height;
    const send = (data: unknown, origin: string, source: Window | null) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    send({ type: 'domino-table:height', height: 77 }, 'http://evil.example', frame.contentWindow);
    send({ type: 'domino-table:height', height: 77 }, location.origin, window);
    for (const height of ['77px', -5, 0, null, 1e9, { valueOf: () => 77 }])
      send({ type: 'domino-table:height', height }, location.origin, frame.contentWindow);
    send({ type: 'domino-table:event', height: 77 }, location.origin, frame.contentWindow);
    send('domino-table:height', location.origin, frame.contentWindow);
    expect(frame.style.height, 'nothing else taken').to.equal(sized);
    send({ type: 'domino-table:height', height: 77.2 }, location.origin, frame.contentWindow);
    expect(frame.style.height, 'its own frame’s height taken').to.equal('78px');
  });
});
