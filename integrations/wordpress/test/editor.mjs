// The block in WordPress's own editor (issue 34), driven as an Author: the variations, the sidebar's choices for the
// chosen game, the record checked by the table's own reader, and the post saved through the editor (REST) keeping its
// block. Returns the saved post's id.
import assert from 'node:assert/strict';

/** The sidebar control labelled `label` (the element's attribute name): its id, to act on it as a person does. */
const findControl = (page, label, tag) =>
  page.evaluate(
    (text, name) => {
      const found = [...document.querySelectorAll('.interface-complementary-area label')].find(
        (l) => l.textContent.trim() === text && document.getElementById(l.htmlFor)?.localName === name,
      );
      return found ? found.htmlFor : null;
    },
    label,
    tag,
  );

async function controlId(page, label, tag) {
  const id = await findControl(page, label, tag);
  if (!id) {
    const labels = await page.$$eval('.interface-complementary-area label', (ls) =>
      ls.map((l) => l.textContent.trim()),
    );
    assert.fail(`no ${tag} labelled ${label} in the sidebar; labels: ${labels.join(', ')}`);
  }
  return id;
}

const textOf = (frame, selector) => frame.$eval(selector, (e) => e.textContent);

/** The editor's canvas: its iframe where the editor has one (WordPress 6.3+ when every block is of API version 3). */
async function canvasOf(page) {
  const frame = await page.$('iframe[name="editor-canvas"]');
  return frame ? frame.contentFrame() : page.mainFrame();
}

export async function editorCheck(page, { record, badRecord, shots, iframed }) {
  await page.waitForFunction(
    () =>
      window.wp?.blocks?.getBlockType('domino-table/table') && window.wp.data.select('core/editor').getCurrentPostId(),
    { timeout: 60_000 },
  );
  const games = await page.evaluate(() => window.dominoTableEditor.games.map((g) => g.variant));
  const variations = await page.evaluate(() =>
    window.wp.blocks.getBlockVariations('domino-table/table', 'inserter').map((v) => v.name),
  );
  assert.deepEqual(variations, games, 'one variation per game in the inserter');

  // The inserter's "Kelley's Doubles" variation, as a person picks it.
  await page.evaluate(() => {
    const { blocks, data } = window.wp;
    const variation = blocks.getBlockVariations('domino-table/table').find((v) => v.name === 'doubles-classic');
    const block = blocks.createBlock('domino-table/table', variation.attributes);
    data.dispatch('core/block-editor').insertBlocks(block);
    data.dispatch('core/block-editor').selectBlock(block.clientId);
    data.dispatch('core/edit-post').openGeneralSidebar('edit-post/block');
  });
  const canvas = await canvasOf(page);
  await canvas.waitForSelector('.domino-table-card');
  assert.match(await textOf(canvas, '.domino-table-card__title'), /Kelley's Doubles/);

  // Every panel of the sidebar open, as a person opens them.
  for (const toggle of await page.$$(
    '.interface-complementary-area .components-panel__body-toggle[aria-expanded="false"]',
  ))
    await toggle.click();
  // The sidebar offers the game's own choices: 2-4 players, three spinner rules, two sets.
  const players = await controlId(page, 'players', 'select');
  assert.ok(players, 'a players select');
  const options = await page.$eval(`#${players}`, (s) => [...s.options].map((o) => o.value));
  assert.deepEqual(options, ['', '2', '3', '4']);
  await page.select(`#${players}`, '3');
  const spinners = await controlId(page, 'spinners', 'select');
  assert.deepEqual(await page.$eval(`#${spinners}`, (s) => [...s.options].map((o) => o.value)), [
    '',
    'all',
    'first',
    'none',
  ]);
  const hints = await controlId(page, 'hints', 'input');
  await page.click(`#${hints}`);

  // A game with fewer choices: Maltese Cross fixes the players, and the sidebar says so instead of offering one.
  const variant = await controlId(page, 'variant', 'select');
  await page.select(`#${variant}`, 'maltese-cross');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.domino-table-fixed')].some((p) => /^players: 4/.test(p.textContent)),
  );
  assert.equal(await findControl(page, 'players', 'select'), null, 'no players select for Maltese Cross');
  await page.select(`#${variant}`, 'doubles-classic');
  // 3 players is not Maltese Cross's: it was dropped with the switch, and is chosen again.
  const playersAgain = await controlId(page, 'players', 'select');
  assert.equal(await page.$eval(`#${playersAgain}`, (s) => s.value), '', 'the players Maltese Cross refused are gone');
  await page.select(`#${playersAgain}`, '3');
  // A record with an error: the reader's sentence names the token, in the sidebar and on the card.
  await page.click('.domino-table-textarea-record textarea');
  await page.keyboard.type(badRecord);
  await page.waitForSelector('.domino-table-check--error', { timeout: 15_000 });
  const error = await textOf(page, '.domino-table-check--error');
  assert.match(error, /9-9/, `the error names the token: ${error}`);
  assert.match(await textOf(canvas, '.domino-table-card__error'), /9-9/);
  if (shots) await page.screenshot({ path: `${shots}/editor-record-error.png` });

  // The record as a person pastes it (set at once, as a paste does): checked, summarised.
  await page.evaluate((text) => {
    const { data } = window.wp;
    const id = data.select('core/block-editor').getSelectedBlockClientId();
    data.dispatch('core/block-editor').updateBlockAttributes(id, { record: text });
  }, record);
  await page.waitForFunction(
    () => !document.querySelector('.domino-table-check--error') && document.querySelector('.domino-table-check'),
    {
      timeout: 15_000,
    },
  );
  assert.match(await textOf(page, '.domino-table-check'), /6 moves/);
  if (shots) await page.screenshot({ path: `${shots}/editor-record.png` });

  // Live preview: the real table in the editor, replaying the record (WordPress 6.1's post editor is no iframe).
  await page.click('.domino-table-preview-toggle');
  const live = await page.waitForFunction(
    () => {
      const frame = document.querySelector('iframe[name="editor-canvas"]');
      const doc = frame ? frame.contentDocument : document;
      const table = doc.querySelector('.domino-table-preview domino-table');
      return table?.shadowRoot && table.state ? { record: table.getAttribute('record'), iframe: !!frame } : null;
    },
    { timeout: 20_000 },
  );
  const shown = await live.jsonValue();
  assert.equal(shown.record, record, 'the live table replays the record as typed');
  assert.equal(shown.iframe, iframed, `the editor's canvas is ${iframed ? '' : 'not '}an iframe`);
  if (shots) await page.screenshot({ path: `${shots}/editor-live-preview.png` });
  await page.click('.domino-table-preview-toggle');
  await canvas.waitForSelector('.domino-table-card');

  // Saved through the editor, as the Author: the block comment keeps every attribute set.
  await page.evaluate(() => {
    const { data } = window.wp;
    data.dispatch('core/editor').editPost({ title: 'Saved in the editor by an Author' });
    return data.dispatch('core/editor').savePost();
  });
  await page.waitForFunction(
    () => {
      const editor = window.wp.data.select('core/editor');
      return !editor.isSavingPost() && editor.didPostSaveRequestSucceed();
    },
    { timeout: 30_000 },
  );
  const saved = await page.evaluate(async () => {
    const id = window.wp.data.select('core/editor').getCurrentPostId();
    const post = await window.wp.apiFetch({ path: `/wp/v2/posts/${id}?context=edit` });
    return { id, raw: post.content.raw, blocks: window.wp.blocks.parse(post.content.raw) };
  });
  assert.equal(saved.blocks.length, 1, saved.raw);
  assert.equal(saved.blocks[0].name, 'domino-table/table');
  // KSES filters an Author's block attributes as HTML text: the `&` of the record is stored as `&amp;` (render.php
  // reads it back as `&`: the preview below gets the record exactly).
  assert.deepEqual(saved.blocks[0].attributes, {
    variant: 'doubles-classic',
    players: 3,
    hints: true,
    record: record.replace(/&/g, '&amp;'),
  });
  return saved.id;
}
