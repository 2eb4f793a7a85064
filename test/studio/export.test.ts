// The studio's exports (demo/studio/output.ts; issue 36): a figure is the board alone at its step without
// controls, a replay and a lesson the record; each as HTML and as an iframe of embed.html that is tall enough
// without a script and carries the lines that size it; a src given to the frame absolute; the CDN chosen.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { absolute, baseOf, FRAME_HEIGHT, htmlSnippet, iframeSnippet } from '../../demo/studio/output.js';
import { defaultSetup, emptyDraft, withoutQuestions, writeDraft } from '../../demo/studio/draft.js';

const RECORD = '[title "A & B"]\n[variant doubles]\n[seed x]\n6-6 {Opens.}\n';

describe('studio exports', () => {
  it('a figure is board-only, controls="none" and its step; a replay and a lesson add nothing', () => {
    const figure = htmlSnippet({ record: RECORD }, 'figure', 3);
    assert.match(
      figure,
      /<domino-table record="[^"]*" board-only controls="none" step="3" loading="lazy"><\/domino-table>/,
    );
    assert.match(figure, /record="\[title &quot;A &amp; B&quot;\]\n/);
    assert.match(
      htmlSnippet({ record: RECORD }, 'replay', 3),
      /<domino-table record="[^"]*" loading="lazy"><\/domino-table>/,
    );
    assert.match(
      htmlSnippet({ src: 'lessons/a.txt' }, 'lesson'),
      /<domino-table src="lessons\/a.txt" loading="lazy"><\/domino-table>/,
    );
  });

  it('an iframe of embed.html with the same attributes in its query, tall enough for its kind, and the resize lines', () => {
    const frame = iframeSnippet({ record: RECORD }, 'A & B', 'figure', 2);
    const src = /src="([^"]+)"/.exec(frame)![1]!.replaceAll('&amp;', '&');
    const url = new URL(src);
    assert.equal(url.origin + url.pathname, 'https://cdn.jsdelivr.net/npm/domino-table/dist/embed.html');
    assert.equal(url.searchParams.get('record'), RECORD.trimEnd());
    assert.equal(url.searchParams.get('board-only'), '');
    assert.equal(url.searchParams.get('controls'), 'none');
    assert.equal(url.searchParams.get('step'), '2');
    assert.match(frame, new RegExp(`height="${FRAME_HEIGHT.figure}"`));
    assert.match(frame, /title="A &amp; B"/);
    assert.match(frame, /'domino-table:height'/);
    // The resize lines (run against a real frame in test/demo/embed-cors.test.ts): the origin and the shape checked.
    assert.match(frame, /new URL\(frame\.src\)\.origin === event\.origin/);
    assert.match(frame, /frame\.style\.height = `\$\{Math\.ceil\(height\)\}px`/);
    assert.ok(FRAME_HEIGHT.replay >= 850 && FRAME_HEIGHT.lesson >= FRAME_HEIGHT.replay);
  });

  it('the CDN chosen: jsDelivr, unpkg or a self-hosted folder; a relative src made absolute for the frame', () => {
    assert.equal(baseOf('unpkg', ''), 'https://unpkg.com/domino-table/dist/');
    assert.equal(baseOf('self', '/vendor/dt'), '/vendor/dt/');
    assert.equal(baseOf('self', ''), '/domino-table/');
    assert.match(
      htmlSnippet({ record: RECORD }, 'lesson', 0, baseOf('unpkg', '')),
      /src="https:\/\/unpkg.com\/domino-table\/dist\/domino-table.js"/,
    );
    assert.match(
      iframeSnippet({ src: 'https://example.org/r.txt' }, '', 'replay', 0, '/vendor/'),
      /src="\/vendor\/embed.html\?src=https%3A%2F%2Fexample.org%2Fr.txt"/,
    );
    assert.equal(
      absolute('records/a.txt', 'https://site.example/studio/studio.html'),
      'https://site.example/studio/records/a.txt',
    );
    assert.equal(absolute('https://other.example/a.txt', 'https://site.example/'), 'https://other.example/a.txt');
  });

  it('a replay and a figure are the record without its questions and tries', () => {
    const draft = emptyDraft({ ...defaultSetup(), variant: 'doubles', seed: 'x' });
    draft.rounds[0]!.moves.push({
      name: '6-6',
      question: true,
      comment: 'Why?',
      tries: [{ move: '5-5', right: false, comment: 'No.' }],
    });
    assert.match(writeDraft(draft), /\?6-6 \{Why\?\}\n {2}\(5-5 \{No\.\}\)/);
    const plain = writeDraft(withoutQuestions(draft));
    assert.match(plain, /\n6-6 \{Why\?\}\n$/);
    assert.equal(draft.rounds[0]!.moves[0]!.question, true, 'the draft itself is left as it is');
  });
});
