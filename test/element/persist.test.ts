// Saved matches (`persist`, API.md §2 "Saved matches"): issue 11 items 1 and 3-7, as a page author and a
// reader would meet them in Chromium with real localStorage.
import { expect } from '@open-wc/testing';
import { STORAGE_FORMAT, STORAGE_VERSION } from '../../src/element/saving/storage.js';
import { $, action, click, mount, pressNewMatch, record, until, type DominoTable } from './helpers.js';

type Recorded = { type: string; detail: unknown }[];

const keys: string[] = [];
afterEach(() => {
  for (const key of keys.splice(0)) localStorage.removeItem(key);
});
const newKey = (): string => {
  const key = `persist-test-${Math.random()}`;
  keys.push(key);
  return key;
};

/** The serialized match saved under `key` (null when the entry is not a save). */
const savedMatch = (key: string): string | null => {
  const raw = localStorage.getItem(key);
  try {
    return (JSON.parse(raw ?? 'null') as { match?: string } | null)?.match ?? null;
  } catch {
    return null;
  }
};
const entry = (fields: object): string =>
  JSON.stringify({ format: STORAGE_FORMAT, version: STORAGE_VERSION, ...fields });
const storageErrors = (errors: Recorded): string[] =>
  errors
    .filter((e) => (e.detail as { code: string }).code === 'storage')
    .map((e) => (e.detail as { message: string }).message);

/** Both seats human (one screen passed round): nothing moves unless the test moves. */
const hotSeat = { variant: 'doubles', players: '2', humans: '2', seed: 'persist' };

function firstMove(el: DominoTable): void {
  const move = el.legalMoves()[0]!;
  const result = move.type === 'play' ? el.play(move.tile, move.end) : move.type === 'draw' ? el.draw() : el.pass();
  expect(result).to.deep.equal({ ok: true });
}

/** A match of `attrs` with `moves` moves made, saved under `key`, then the table taken away. */
async function saveMatch(key: string, attrs: Record<string, string>, moves: number): Promise<string> {
  const el = await mount({ ...attrs, persist: key });
  for (let i = 0; i < moves; i++) firstMove(el);
  const match = el.serialize();
  expect(savedMatch(key)).to.equal(match);
  el.remove();
  return match;
}

async function mountRecording(attrs: Record<string, string>): Promise<{ el: DominoTable; errors: Recorded }> {
  let errors: Recorded = [];
  const el = await mount(attrs, { before: (e) => (errors = record(e, ['domino-error'])) });
  return { el, errors };
}

describe('persist: what is under the key and cannot be resumed (issue 11 item 1)', function () {
  this.timeout(20000);

  const cases: [string, (key: string) => Promise<string> | string, RegExp][] = [
    ['corrupt text', () => '{"format":"domino-table/saved-match", oops', /cannot be resumed/],
    [
      'a newer format version',
      () => JSON.stringify({ format: STORAGE_FORMAT, version: STORAGE_VERSION + 1, variant: 'doubles', match: '{}' }),
      /newer version/,
    ],
    [
      "another variant's match",
      async (key) => {
        await saveMatch(key, { variant: 'doubles-in-the-boneyard', humans: '3', seed: 'other' }, 2);
        return localStorage.getItem(key)!;
      },
      /doubles-in-the-boneyard match is saved/,
    ],
  ];
  for (const [what, make, says] of cases) {
    it(`${what}: reported (storage), left untouched until the person's first move, then replaced`, async () => {
      const key = newKey();
      const raw = await make(key);
      localStorage.setItem(key, raw);
      const { el, errors } = await mountRecording({ ...hotSeat, persist: key });
      const messages = storageErrors(errors);
      expect(messages).to.have.length(1);
      expect(messages[0]).to.match(says);
      expect(el.state.log).to.have.length(0);
      expect(localStorage.getItem(key), 'untouched on load').to.equal(raw);
      el.remove();
      // A reload before any move: still there, reported again.
      const again = await mountRecording({ ...hotSeat, persist: key });
      expect(storageErrors(again.errors)).to.have.length(1);
      expect(localStorage.getItem(key)).to.equal(raw);
      firstMove(again.el);
      expect(savedMatch(key), 'the first move of the fresh match is saved').to.equal(again.el.serialize());
    });
  }

  it('a held save is not written over by the computer moves before the person moves', async () => {
    const key = newKey();
    const raw = JSON.stringify({ format: STORAGE_FORMAT, version: 99, variant: 'maltese-cross', match: 'x' });
    localStorage.setItem(key, raw);
    // Maltese Cross, one person: three computer seats play round the table before (and after) the person.
    const { el } = await mountRecording({ variant: 'maltese-cross', seed: 'held', 'ai-delay': '0', persist: key });
    await until(() => el.state.log.length >= 2 || el.state.current === 0, 'computers moved or the person is to act');
    await until(() => el.state.current === 0 && el.state.phase === 'play', "the person's turn");
    expect(el.state.log.length, 'the computers have moved').to.be.greaterThan(0);
    expect(localStorage.getItem(key)).to.equal(raw);
    firstMove(el);
    await until(() => savedMatch(key) !== null, 'saved after the move');
  });

  it("data that is not a domino-table save is never written over: the page's own data survives every move", async () => {
    const key = newKey();
    const pageData = JSON.stringify({ theme: 'dark', visits: 3 });
    localStorage.setItem(key, pageData);
    const { el, errors } = await mountRecording({ ...hotSeat, persist: key });
    const messages = storageErrors(errors);
    expect(messages).to.have.length(1);
    expect(messages[0]).to.match(/not a domino-table save/);
    for (let i = 0; i < 4; i++) firstMove(el);
    el.newMatch();
    firstMove(el);
    await el.updateComplete;
    expect(localStorage.getItem(key)).to.equal(pageData);
    expect(storageErrors(errors)).to.have.length(1);
  });
});

describe('persist: resuming and switching keys (issue 11 items 3 and 4)', function () {
  this.timeout(20000);

  it('a save of the same variant is resumed as saved (its rules, seed, seats); the next New match uses the attributes', async () => {
    const key = newKey();
    const match = await saveMatch(key, { ...hotSeat, 'target-score': '150', seed: 'saved' }, 3);
    const { el, errors } = await mountRecording({
      variant: 'doubles',
      players: '2',
      'target-score': '90',
      persist: key,
    });
    expect(storageErrors(errors)).to.deep.equal([]);
    expect(el.serialize()).to.equal(match);
    expect(el.state.rules.targetScore).to.equal(150);
    expect(el.state.seats.map((s) => s.human)).to.deep.equal([true, true]);
    expect(el.state.log).to.have.length(3);
    el.newMatch();
    await el.updateComplete;
    expect(el.state.rules.targetScore).to.equal(90);
    expect(el.state.seats.map((s) => s.human)).to.deep.equal([true, false]);
  });

  for (const [version, variant, moves] of [
    [1, 'doubles', 9],
    [2, 'doubles-classic', 12],
  ] as const) {
    it(`issue 11 item 2: the format-version-${version} fixture under the key is resumed by a table (migrated where older)`, async () => {
      const key = newKey();
      const fixture = await (
        await fetch(new URL(`../storage/fixtures/saved-match-v${version}.json`, import.meta.url))
      ).text();
      localStorage.setItem(key, fixture.trim());
      const { el, errors } = await mountRecording({ variant, persist: key });
      expect(storageErrors(errors)).to.deep.equal([]);
      // The save as it was, with one field more: the count (null in a game that does not score during play).
      const saved = JSON.parse((JSON.parse(fixture) as { match: string }).match) as { match: Record<string, unknown> };
      saved.match.count = null;
      expect(JSON.parse(el.serialize())).to.deep.equal(saved);
      expect(el.state.log).to.have.length(moves);
      localStorage.removeItem(key);
    });
  }

  it('resuming never writes anything but the saved match to the key (no fresh match first)', async () => {
    const key = newKey();
    const match = await saveMatch(key, { ...hotSeat, seed: 'saved' }, 3);
    const written: string[] = [];
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, k: string, value: string) {
      if (k === key) written.push(value);
      setItem.call(this, k, value);
    };
    try {
      const el = await mount({ ...hotSeat, persist: key });
      expect(el.serialize()).to.equal(match);
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(savedMatch(key)).to.equal(match);
    for (const value of written)
      expect((JSON.parse(value) as { match?: string }).match, 'every write holds the saved match').to.equal(match);
  });

  it('changing persist switches to the new key and resumes what is saved there; the old key keeps its save', async () => {
    const [k1, k2, k3] = [newKey(), newKey(), newKey()];
    const other = await saveMatch(k2, { ...hotSeat, seed: 'other' }, 2);
    const el = await mount({ ...hotSeat, persist: k1 });
    firstMove(el);
    const mine = el.serialize();
    expect(savedMatch(k1)).to.equal(mine);
    el.persist = k2;
    await el.updateComplete;
    expect(el.serialize(), 'resumed what k2 holds').to.equal(other);
    expect(savedMatch(k1), 'k1 keeps its last save').to.equal(mine);
    firstMove(el);
    expect(savedMatch(k2)).to.equal(el.serialize());
    expect(el.state.log).to.have.length(3);
    expect(savedMatch(k1)).to.equal(mine);
    // A key with nothing saved: a fresh match there; neither other key is touched.
    el.setAttribute('persist', k3);
    await el.updateComplete;
    expect(el.state.log).to.have.length(0);
    expect(savedMatch(k3)).to.equal(el.serialize());
    expect(savedMatch(k1)).to.equal(mine);
    expect(savedMatch(k2)).to.not.equal(null);
    // And back: k1's match again.
    el.persist = k1;
    await el.updateComplete;
    expect(el.serialize()).to.equal(mine);
  });
});

describe('persist: another tab, a full storage (issue 11 items 5 and 6)', function () {
  this.timeout(20000);

  it('follows a save made to its key by another tab (the storage event): the idle tab shows the newer match and does not overwrite it', async () => {
    const key = newKey();
    const el = await mount({ ...hotSeat, persist: key });
    firstMove(el);
    // The other tab: a document of the same origin writing through its own localStorage.
    const frame = document.body.appendChild(document.createElement('iframe'));
    try {
      const theirs = await saveMatch(`${key}-scratch`, { ...hotSeat }, 8);
      keys.push(`${key}-scratch`);
      const raw = entry({ variant: 'doubles', match: theirs });
      frame.contentWindow!.localStorage.setItem(key, raw);
      await until(() => el.serialize() === theirs, 'the idle table shows the other tab’s match');
      expect(el.state.log).to.have.length(8);
      expect(localStorage.getItem(key), 'not written back').to.equal(raw);
      firstMove(el);
      expect(el.state.log).to.have.length(9);
      expect(savedMatch(key)).to.equal(el.serialize());
      // What is not a usable save of this variant is not followed.
      frame.contentWindow!.localStorage.setItem(key, '{"theme":"dark"}');
      await new Promise((r) => setTimeout(r, 50));
      expect(el.state.log).to.have.length(9);
    } finally {
      frame.remove();
    }
  });

  it('a failed save is reported once; a reload says so instead of resuming the older position', async () => {
    const key = newKey();
    const { el, errors } = await mountRecording({ ...hotSeat, persist: key });
    firstMove(el);
    expect(savedMatch(key)).to.equal(el.serialize());
    const setItem = Storage.prototype.setItem;
    // Full: a save of the match no longer fits (a small entry still does).
    Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
      if (name === key && value.length > 200) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, name, value);
    };
    try {
      firstMove(el);
      firstMove(el);
    } finally {
      Storage.prototype.setItem = setItem;
    }
    const messages = storageErrors(errors);
    expect(messages, 'told once').to.have.length(1);
    expect(messages[0]).to.match(/could not be saved/);
    el.remove();
    const reload = await mountRecording({ ...hotSeat, persist: key });
    const said = storageErrors(reload.errors);
    expect(said).to.have.length(1);
    expect(said[0]).to.match(/last save .* failed/);
    expect(reload.el.state.log, 'not the older position').to.have.length(0);
  });
});

/** The question's code comes with chunks/rare.js (fetched when the menu opens): a press before it waits for it. */
const asked = (el: DominoTable) =>
  until(() => $(el, '[data-action="confirm-new-match"]') !== null, 'the question (its chunk arrives)');

describe('"New match" asks while a match is in progress (issue 11 item 7)', function () {
  this.timeout(20000);

  it('the button asks once a person has moved; Keep playing (or Escape) keeps the match; the method never asks', async () => {
    // No seed: each new match deals afresh.
    const el = await mount({ variant: 'doubles', players: '2', humans: '2' });
    // Nothing played by a person yet: the button starts a new match at once.
    const before = el.serialize();
    await pressNewMatch(el);
    await el.updateComplete;
    expect(el.serialize()).to.not.equal(before);
    expect($(el, '[data-action="confirm-new-match"]')).to.equal(null);

    firstMove(el);
    await el.updateComplete;
    const playing = el.serialize();
    await pressNewMatch(el);
    await asked(el);
    await el.updateComplete;
    expect($(el, '.controls')!.textContent).to.match(/Start a new match\?/);
    expect(el.serialize(), 'nothing happens until answered').to.equal(playing);
    await until(() => el.shadowRoot!.activeElement === $(el, '[data-action="keep-playing"]'), 'focus on Keep playing');
    await click(action(el, 'keep-playing'));
    await el.updateComplete;
    expect(el.serialize()).to.equal(playing);
    await until(() => el.shadowRoot!.activeElement === $(el, '.menu__button'), 'focus back on the menu button');
    expect($<HTMLDetailsElement>(el, '.menu')!.open, 'the menu closed when the question was asked').to.equal(false);

    await pressNewMatch(el);
    await asked(el);
    await el.updateComplete;
    $(el, '.controls')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await el.updateComplete;
    expect($(el, '[data-action="confirm-new-match"]')).to.equal(null);
    expect(el.serialize()).to.equal(playing);

    await pressNewMatch(el);
    await asked(el);
    await el.updateComplete;
    await click(action(el, 'confirm-new-match'));
    await el.updateComplete;
    expect(el.state.log).to.have.length(0);
    expect(el.serialize()).to.not.equal(playing);

    firstMove(el);
    const again = el.serialize();
    el.newMatch();
    await el.updateComplete;
    expect(el.serialize(), 'newMatch() does not ask').to.not.equal(again);
    expect($(el, '[data-action="confirm-new-match"]')).to.equal(null);
  });

  it('German: the question and its answers in the table’s language', async () => {
    const el = await mount({ ...hotSeat, lang: 'de' });
    firstMove(el);
    await el.updateComplete;
    await pressNewMatch(el);
    await asked(el);
    await el.updateComplete;
    expect($(el, '.controls')!.textContent).to.match(/Eine neue Partie beginnen\?/);
    expect(action(el, 'keep-playing').textContent!.trim()).to.equal('Weiterspielen');
  });
});
