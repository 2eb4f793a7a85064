// Stop means stop (issue 22 item 5): a watched table whose document goes away (left in an iframe that is removed, or
// taken out of the page) makes no move and starts no timer from that moment on: not even one more move.
import { expect } from '@open-wc/testing';
import { mount, record, until } from './helpers.js';

const realTimeout = window.setTimeout.bind(window);
const wait = (ms: number): Promise<void> => new Promise((r) => realTimeout(r, ms));

describe('stop means stop (issue 22 item 5)', () => {
  it('a table in an iframe removed mid-watch makes no move after the removal', async () => {
    for (const delay of ['0', '5', '40']) {
      const el = await mount({ variant: 'doubles', humans: '0', seed: `stop-${delay}`, 'ai-delay': delay });
      const iframe = document.body.appendChild(document.createElement('iframe'));
      await wait(0);
      const other = iframe.contentDocument!;
      other.body.append(other.adoptNode(el));
      const moves = record(el, ['domino-move']);
      await until(() => moves.length >= 3, 'moves in the iframe');
      const timers: number[] = [];
      const setTimeout = window.setTimeout;
      iframe.remove();
      const seen = moves.length;
      const log = el.state.log.length;
      // Any timer the table starts from now on is counted (the page's own test timers are made before).
      window.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
        timers.push(args[1] ?? 0);
        return setTimeout(...args);
      }) as typeof setTimeout;
      try {
        await wait(400);
      } finally {
        window.setTimeout = setTimeout;
      }
      expect(moves.length, `ai-delay ${delay}: no move after the removal`).to.equal(seen);
      expect(el.state.log.length).to.equal(log);
      expect(timers, `ai-delay ${delay}: no timer started`).to.deep.equal([]);
    }
  });

  it('a table taken out of the page mid-watch makes no move until it is back', async () => {
    const el = await mount({ variant: 'doubles', humans: '0', seed: 'stop-out', 'ai-delay': '0' });
    const moves = record(el, ['domino-move']);
    await until(() => moves.length >= 3, 'moves');
    const parent = el.parentElement!;
    el.remove();
    const seen = moves.length;
    await wait(300);
    expect(moves.length).to.equal(seen);
    parent.append(el);
    await until(() => moves.length > seen, 'moves again once back');
  });
});
