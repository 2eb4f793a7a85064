// Issue 36 item 1: the studio's iframe snippets (demo/studio/output.ts) show the whole of a replay, a lesson and a
// figure at 375, 768 and 1280 px wide: without a script at the height the snippet gives (FRAME_HEIGHT), and with the
// snippet's resize lines at the height the frame posts, at every step the reader can reach.
import { expect } from '@open-wc/testing';
import type { DominoTable } from '../../src/element/domino-table.js';
import { FRAME_HEIGHT, iframeSnippet, type Kind } from '../../demo/studio/output.js';
import { wantedHeight } from '../../demo/embed/embed-core.js';
import { KELLEY_DRAWS, MALTESE_LOCKS } from '../record/worked-examples.js';

const until = async (ok: () => boolean, what: string, ms = 15000) => {
  const end = performance.now() + ms;
  while (!ok()) {
    if (performance.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const BASE = `${location.origin}/test/demo/`;
/** A replay is the record without its questions and tries (the studio's "as a replay"). */
const REPLAY = MALTESE_LOCKS.replace(/\(\s*[^(){}]*\{[^{}]*\}\s*\)/g, '').replace(/\?/g, '');
const SHOWN: Record<Kind, { record: string; step: number }> = {
  replay: { record: REPLAY, step: 0 },
  lesson: { record: MALTESE_LOCKS, step: 0 },
  figure: { record: KELLEY_DRAWS, step: 4 },
};
const WIDTHS = [375, 768, 1280];

/**
 * The frame's table shows all it holds: nothing of its content cut by its box, and its box inside the frame (the
 * frame's page does not scroll). The live region, kept off-screen by design, is not content.
 */
function cut(frame: HTMLIFrameElement): string {
  const win = frame.contentWindow!;
  const table = win.document.querySelector('domino-table') as DominoTable;
  const box = table.shadowRoot!.querySelector<HTMLElement>('.frame')!;
  const height = win.innerHeight;
  const problems: string[] = [];
  if (box.scrollHeight > box.clientHeight + 1)
    problems.push(`content ${box.scrollHeight} px in a box of ${box.clientHeight}`);
  if (table.getBoundingClientRect().bottom > height + 1)
    problems.push(`table to ${table.getBoundingClientRect().bottom} px in a frame of ${height}`);
  for (const part of ['.replay__moves', '.replay__bar', '.replay__note', '.replay__lesson', '.board-wrap']) {
    const el = table.shadowRoot!.querySelector(part);
    if (el && el.getBoundingClientRect().bottom > box.getBoundingClientRect().bottom + 1)
      problems.push(`${part} below the table's box`);
  }
  return problems.join('; ');
}

const made: HTMLElement[] = [];
afterEach(() => {
  for (const el of made.splice(0)) el.remove();
});

/** The snippet's iframe at `width`, its table drawn; the steps the reader can reach, one by one. */
async function open(kind: Kind, width: number) {
  const { record, step } = SHOWN[kind];
  const snippet = iframeSnippet({ record }, 'Heights', kind, step, BASE);
  const box = document.body.appendChild(document.createElement('div'));
  box.innerHTML = snippet.slice(0, snippet.indexOf('<script>'));
  made.push(box);
  const frame = box.querySelector('iframe')!;
  frame.style.width = `${width}px`;
  frame.removeAttribute('loading');
  await until(
    () =>
      !!(frame.contentDocument?.querySelector('domino-table') as DominoTable | null)?.shadowRoot?.querySelector(
        '.replay',
      ),
    'the replay drawn',
  );
  const table = frame.contentDocument!.querySelector('domino-table') as DominoTable;
  await table.updateComplete;
  if (kind === 'figure') return { frame, table, steps: [step] };
  // The record's number of steps: from the step bar's event, at its last step.
  let total = -1;
  table.addEventListener('domino-step', (e) => (total = (e as CustomEvent<{ total: number }>).detail.total));
  table.setAttribute('step', 'end');
  await until(() => total >= 0, 'the last step shown');
  return { frame, table, steps: [...Array(total + 1).keys()] };
}

/** Shows each step (as far as the record goes) and calls `check` there. */
async function eachStep(table: DominoTable, steps: number[], check: (step: number) => Promise<void>) {
  for (const step of steps) {
    if (steps.length > 1) table.setAttribute('step', String(step));
    await table.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await check(step);
  }
}

describe('the studio’s iframe snippets: heights at 375, 768 and 1280 px', () => {
  for (const kind of ['replay', 'lesson', 'figure'] as const)
    for (const width of WIDTHS)
      it(`issue 36 item 1: without a script, ${FRAME_HEIGHT[kind]} px shows the whole ${kind} at ${width} px`, async function () {
        this.timeout(60000);
        const { frame, table, steps } = await open(kind, width);
        const wanted: number[] = [];
        await eachStep(table, steps, async (step) => {
          wanted.push(wantedHeight(table));
          expect(cut(frame), `step ${step}`).to.equal('');
        });
        console.log(`${kind} at ${width} px: the heights wanted, ${Math.min(...wanted)}–${Math.max(...wanted)} px`);
      });

  describe('with the snippet’s resize lines', () => {
    before(() => {
      const snippet = iframeSnippet({ record: '' }, '', 'replay');
      const script = document.createElement('script');
      script.textContent = snippet.slice(snippet.indexOf('<script>') + 8, snippet.indexOf('</script>'));
      document.body.append(script);
    });
    for (const kind of ['replay', 'lesson', 'figure'] as const)
      for (const width of WIDTHS)
        it(`issue 36 item 1: the ${kind} at ${width} px: the frame as tall as it asks, everything in it`, async function () {
          this.timeout(60000);
          const { frame, table, steps } = await open(kind, width);
          await eachStep(table, steps, async (step) => {
            const want = wantedHeight(table);
            await until(() => Math.abs(frame.getBoundingClientRect().height - want) <= 1, `step ${step}: ${want} px`);
            expect(cut(frame), `step ${step}`).to.equal('');
          });
        });
  });
});
