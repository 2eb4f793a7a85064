// What the WordPress check asks of each <domino-table> on a page, through the element's public API (API.md §4).
import assert from 'node:assert/strict';

/** Waits until table `index` has upgraded and dealt (or, with a record, replayed); returns what it reports. */
async function reported(page, index) {
  await page.waitForFunction(
    (i) => {
      const table = document.querySelectorAll('domino-table')[i];
      return table?.shadowRoot && table.state && (table.state.phase === 'play' || table.hasAttribute('record'));
    },
    { timeout: 20_000 },
    index,
  );
  return page.evaluate((i) => {
    const table = document.querySelectorAll('domino-table')[i];
    return {
      state: table.state,
      hints: table.hints,
      showHands: table.showHands,
      record: table.getAttribute('record'),
      recordMethod: table.hasAttribute('record') ? table.record() : null,
    };
  }, index);
}

/**
 * Table `index` matches `expected`: `rules` (a subset of `state.rules`), `flags` (boolean properties), `names`
 * (seat 0's name, as text), `record` (the record attribute exactly as written, replayed to `moves` moves).
 */
export async function checkTable(page, index, expected) {
  const got = await reported(page, index);
  const label = `table ${index + 1}`;
  for (const [key, value] of Object.entries(expected.rules ?? {}))
    assert.equal(got.state.rules[key], value, `${label}: state.rules.${key}`);
  for (const [key, value] of Object.entries(expected.flags ?? {})) assert.equal(got[key], value, `${label}: ${key}`);
  if (expected.names !== undefined) assert.equal(got.state.seats[0].name, expected.names, `${label}: seat 0's name`);
  if (expected.hand !== undefined)
    assert.deepEqual(
      [...got.state.seats[0].hand].sort(),
      [...expected.hand].sort(),
      `${label}: seat 0 holds the deal's hand`,
    );
  if (expected.record !== undefined) {
    assert.equal(got.record, expected.record, `${label}: the record reaches the table exactly as written`);
    assert.equal(got.recordMethod, expected.record, `${label}: record() gives it back`);
    // step="end": the position after the last move, the whole record replayed.
    await page.waitForFunction(
      (i, n) => document.querySelectorAll('domino-table')[i].state.log.length === n,
      { timeout: 10_000 },
      index,
      expected.moves,
    );
  }
}

/** The person at table `index` makes a legal move (the first the table offers) and the table takes it. */
export async function playMove(page, index) {
  // With ai-delay 0 the computer seats play at once until seat 0, the person, is to act.
  await page.waitForFunction(
    (i) => {
      const table = document.querySelectorAll('domino-table')[i];
      return table.state.phase === 'play' && table.state.current === 0 && table.legalMoves().length > 0;
    },
    { timeout: 20_000 },
    index,
  );
  const result = await page.evaluate((i) => {
    const table = document.querySelectorAll('domino-table')[i];
    const before = table.state.log.length;
    const move = table.legalMoves()[0];
    const answer = move.type === 'play' ? table.play(move.tile, move.end) : table[move.type]();
    const last = table.state.log[before];
    return { answer, move, last };
  }, index);
  assert.deepEqual(result.answer, { ok: true }, `table ${index + 1}: ${JSON.stringify(result.move)} is accepted`);
  assert.equal(result.last?.seat, 0, `table ${index + 1}: the move is in the log as seat 0's`);
}
