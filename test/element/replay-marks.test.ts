// The notation's additions as a reader sees them (README "Game records"): a record's title and names, marks and
// arrows drawn on the board and in the hands (light, dark, forced colours) and said in words, and a second right
// answer in a lesson.
import { expect } from '@open-wc/testing';
import { $, $$, click, handTile, mount, record } from './helpers.js';
import { MALTESE_LOCKS, note, shownStep } from './replay-helpers.js';

const MARKED = MALTESE_LOCKS.replace(
  '4-4 3-3 4-1 {North:',
  '4-4 3-3 4-1 {[%mark 1-1 5-0 @1] [%arrow 3-3 @3] [%mark 6-6] North:',
);
/** The step of `4-1` in MALTESE_LOCKS: the position before the question. */
const MARKED_STEP = '9';

describe('replay: title and names', () => {
  it('[title] is shown above the replay and names the table; [names] name the seats unless player-names is set', async () => {
    const el = await mount({ record: `[title Locked suits]\n[names Ann/Ben/Cy/Di]\n${MALTESE_LOCKS}` });
    expect($(el, '.replay__title')!.textContent).to.equal('Locked suits');
    expect($(el, '.frame')!.getAttribute('aria-label')).to.equal('Locked suits');
    expect($(el, '[part~="seat"][data-seat="1"]')!.textContent).to.contain('Ben');
    expect(el.state.seats.map((s) => s.name)).to.deep.equal(['Ann', 'Ben', 'Cy', 'Di']);
    el.setAttribute('player-names', 'Eve, Fay');
    await el.updateComplete;
    expect($(el, '[part~="seat"][data-seat="1"]')!.textContent).to.contain('Fay');
    expect(el.state.seats[0]!.name).to.equal('Eve');
    const untitled = await mount({ record: MALTESE_LOCKS });
    expect($(untitled, '.replay__title')).to.equal(null);
    expect($(untitled, '.frame')!.getAttribute('aria-label')).to.equal('Game record');
  });
});

describe('replay: marks and arrows', () => {
  it('are drawn at their step only: outlines on tiles and ends, an arrow, a tile in a hand; and said in words', async () => {
    const el = await mount({ record: MARKED, step: MARKED_STEP });
    expect(shownStep(el)).to.equal(9);
    // The 1-1 and the 5-0 are in hands, the open 1 and the 6-6 on the board: two outlines there; the arrow, 3-3 to
    // the open 3. The 1-1 is the mover's, shown in the lesson's hand; the 5-0 is seat 2's third tile.
    expect($$(el, '.marks .mark').length).to.equal(2);
    expect($$(el, '.marks .mark-arrow').length).to.equal(1);
    const marked = $(el, '[part~="seat"][data-seat="2"] .seat__tiles > :nth-child(3)')!;
    expect(getComputedStyle(marked).outlineStyle).to.equal('solid');
    const unmarked = $(el, '[part~="seat"][data-seat="2"] .seat__tiles > :nth-child(1)')!;
    expect(getComputedStyle(unmarked).outlineStyle).to.equal('none');
    // The lesson's own hand outlines the 1-1 too.
    expect(getComputedStyle(handTile(el, '1-1')!).outlineStyle).to.equal('solid');
    const said = $(el, '.replay__note .sr-only')!.textContent!;
    expect(said).to.contain('Marked: double one, five–blank, the open one.');
    expect(said).to.contain('An arrow from double three to the open three.');
    expect(note(el)).to.contain('North: 6-4, 4-4, 4-1 (end 1).');
    expect(note(el)).to.not.contain('[%');
    el.step = 8;
    await el.updateComplete;
    expect($$(el, '.marks').length).to.equal(0);
    expect(getComputedStyle(marked).outlineStyle).to.equal('none');
  });

  it('in light, dark and forced colours the marks have a colour of their own, apart from the last move’s', async () => {
    const el = await mount({ record: MARKED, step: MARKED_STEP });
    const stroke = () => getComputedStyle($(el, '.marks .mark')!).stroke;
    const light = stroke();
    const last = getComputedStyle($(el, '[part~="played"].tile--last, .tile--last') ?? $(el, '.marks')!).stroke;
    expect(light).to.not.equal('none');
    expect(light).to.not.equal(last);
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    expect(stroke()).to.not.equal(light);
    // The puppeteer launcher cannot emulate forced-colors (board.test.ts says so too): the replay's own rules are read.
    const sheet = el.shadowRoot!.adoptedStyleSheets.find((x) =>
      [...x.cssRules].some((r) => r instanceof CSSStyleRule && r.selectorText === '.mark'),
    )!;
    const forced = [...sheet.cssRules]
      .filter((r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.includes('forced-colors: active'))
      .flatMap((media) => [...media.cssRules] as CSSStyleRule[]);
    const set = (selector: string, property: string) =>
      forced.find((r) => r.selectorText.split(/,\s*/).includes(selector))?.style.getPropertyValue(property);
    expect(set('.mark', 'stroke')).to.equal('highlight');
    expect(set('.mark-arrow line', 'stroke')).to.equal('highlight');
    expect(set('.mark-arrow polygon', 'fill')).to.equal('highlight');
  });
});

describe('replay: a second right answer', () => {
  it('(= move {comment}) is accepted with "Right!" and its comment; the replay goes on with the record’s move', async () => {
    const text = MALTESE_LOCKS.replace('(5-5 {Legal:', '(= 5-5 {Also right: it unlocks suit 5.}) (2-2 {Legal:');
    const el = await mount({ record: text, step: '9' });
    const seen = record(el, ['domino-answer']);
    // One open end shows a 5: the 5-5 is tried there at once.
    await click(handTile(el, '5-5')!);
    await el.updateComplete;
    expect(shownStep(el)).to.equal(10);
    expect(note(el)).to.contain('Right! Also right: it unlocks suit 5.');
    expect(el.state.layout.tiles.at(-1)!.tile, 'the record’s move is the one played').to.equal('1-1');
    expect((seen[0]!.detail as { correct: boolean }).correct).to.equal(true);
  });
});
