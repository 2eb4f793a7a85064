// The notation's additions as a reader sees them (README "Game records"): a record's title and names, marks and
// arrows drawn on the board and in the hands (light, dark, forced colours) and said in words, and a second right
// answer in a lesson.
import { expect } from '@open-wc/testing';
import { $, $$, click, handTile, mount, record, root, until, type DominoTable } from './helpers.js';
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

  it('R-REC-MARKS: 12 000 copies of one arrow draw one; the words name 10 marks and arrows, then how many more', async () => {
    const outlines = ['6-6', '6-4', '6-3', '6-0', '6-5', '4-4', '3-3', '4-1', '1-1', '5-0', '5-5', '6-2'];
    const text = MALTESE_LOCKS.replace(
      '4-4 3-3 4-1 {North:',
      `4-4 3-3 4-1 {${'[%arrow 3-3 @3]'.repeat(12_000)}${'[%mark 6-6]'.repeat(3_000)}${outlines.map((t) => `[%mark ${t}]`).join(' ')} North:`,
    );
    const el = await mount({ record: text, step: MARKED_STEP });
    expect(shownStep(el)).to.equal(9);
    expect($$(el, '.marks .mark-arrow').length).to.equal(1);
    expect($$(el, '.marks .mark').length).to.equal(8, 'the eight tiles on the board, each outlined once');
    const said = $(el, '.replay__note .sr-only')!.textContent!;
    expect(said.match(/An arrow/g)!.length).to.equal(1);
    expect(said.match(/Marked:/g)!.length).to.equal(9);
    expect(said).to.match(/and 3 more\.$/);
    expect(said.length).to.be.below(600);
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

/** The arrows drawn from a hand: for each, where its shaft starts and ends on screen (CSS pixels). */
function handArrows(el: DominoTable) {
  const layer = $<SVGSVGElement>(el, '.replay__arrows')!;
  const area = layer.getBoundingClientRect();
  const scale = area.width / layer.viewBox.baseVal.width;
  return [...layer.querySelectorAll('.mark-arrow line')].map((line) => {
    const at = (name: string) => Number(line.getAttribute(name)) * scale;
    return {
      from: { x: area.left + at('x1'), y: area.top + at('y1') },
      to: { x: area.left + at('x2'), y: area.top + at('y2') },
    };
  });
}

const inside = (p: { x: number; y: number }, r: DOMRect) =>
  p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom;
const distance = (p: { x: number; y: number }, r: DOMRect) =>
  Math.hypot(p.x - (r.left + r.width / 2), p.y - (r.top + r.height / 2));

describe('replay: marks and arrows in a board-only figure', () => {
  it('are drawn on the figure’s board, and a marked tile of the hand shown is outlined there', async () => {
    const el = await mount({ record: MARKED, step: MARKED_STEP, 'board-only': true, view: '2' });
    expect($(el, '.replay--figure')).to.not.equal(null);
    // The open 1 and the 6-6 outlined on the board, the arrow from the 3-3 to the open 3; the 1-1 is in no hand shown.
    expect($$(el, '.marks .mark').length).to.equal(2);
    expect($$(el, '.marks .mark-arrow').length).to.equal(1);
    // Seat 2's hand under the figure: its third tile, the 5-0, is marked.
    const hand = $$(el, '.replay__hand > li');
    expect(getComputedStyle(hand[2]!).outlineStyle).to.equal('solid');
    expect(getComputedStyle(hand[0]!).outlineStyle).to.equal('none');
    el.step = 8;
    await el.updateComplete;
    expect($$(el, '.marks').length).to.equal(0);
  });

  it('the figure’s hand shows each number’s pips, one dot each, none touching another', async () => {
    const el = await mount({ record: MARKED, step: MARKED_STEP, 'board-only': true, view: '2' });
    const paths = $$<SVGPathElement>(el, '.replay__hand .pip');
    const hand = el.state.seats[2]!.hand;
    expect(paths.length).to.equal(hand.length);
    for (const [k, path] of paths.entries()) {
      const tile = hand[k]!;
      const dots = [...(path.getAttribute('d') ?? '').matchAll(/M(-?[\d.]+) (-?[\d.]+)h0/g)].map((m) => [
        +m[1]!,
        +m[2]!,
      ]);
      const [hi = 0, lo = 0] = tile.split('-').map(Number);
      expect(dots.length, `${tile}: its pips`).to.equal(hi + lo);
      // A dot is the stroke's width across; two centres closer than that would touch.
      const across = parseFloat(getComputedStyle(path).strokeWidth);
      for (let i = 0; i < dots.length; i++)
        for (let j = i + 1; j < dots.length; j++)
          expect(Math.hypot(dots[i]![0]! - dots[j]![0]!, dots[i]![1]! - dots[j]![1]!), `${tile}: two pips`).to.be.above(
            across + 0.04,
          );
    }
  });

  it('an arrow from a tile of the figure’s hand is drawn from that tile to its end on the board', async () => {
    const text = MALTESE_LOCKS.replace('4-4 3-3 4-1 {North:', '4-4 3-3 4-1 {[%arrow 5-0 @1] North:');
    const el = await mount({ record: text, step: MARKED_STEP, 'board-only': true, view: '2' });
    await until(() => handArrows(el).length === 1, 'an arrow drawn from the hand');
    const [arrow] = handArrows(el);
    const tile = $$(el, '.replay__hand > li')[2]!.getBoundingClientRect();
    const end = $(el, '.mark-anchor')!.getBoundingClientRect();
    expect(inside(arrow!.from, tile), 'it starts on the 5-0').to.equal(true);
    expect(distance(arrow!.to, end)).to.be.below(distance(arrow!.from, end));
    expect(distance(arrow!.to, end)).to.be.below(end.width + end.height);
    // The arrow shows the tile: no outline on it, and none around the end either.
    expect(getComputedStyle($$(el, '.replay__hand > li')[2]!).outlineStyle).to.equal('none');
    expect($$(el, '.replay__arrows .mark').length).to.equal(0);
  });
});

describe('replay: an arrow from a tile in a hand', () => {
  it('starts at the tile where the hand shows it (a lesson’s hand, a seat’s chip), not as outlines', async () => {
    // At step 9 the 1-1 is in the lesson's hand (the question), the 5-0 in seat 2's chip.
    const text = MALTESE_LOCKS.replace('4-4 3-3 4-1 {North:', '4-4 3-3 4-1 {[%arrow 1-1 @1] [%arrow 5-0 @3] North:');
    const el = await mount({ record: text, step: MARKED_STEP });
    await until(() => handArrows(el).length === 2, 'two arrows drawn from the hands');
    const [fromLesson, fromChip] = handArrows(el);
    expect(inside(fromLesson!.from, handTile(el, '1-1')!.getBoundingClientRect())).to.equal(true);
    const chipTile = $(el, '[part~="seat"][data-seat="2"] .seat__tiles > :nth-child(3)')!;
    expect(inside(fromChip!.from, chipTile.getBoundingClientRect())).to.equal(true);
    for (const [i, arrow] of [fromLesson!, fromChip!].entries()) {
      const end = $(el, `.mark-anchor[data-mark="${i}"]`)!.getBoundingClientRect();
      expect(distance(arrow.to, end)).to.be.below(end.width + end.height);
    }
    expect(getComputedStyle(handTile(el, '1-1')!).outlineStyle).to.equal('none');
    expect($$(el, '.marks .mark').length, 'the ends are pointed at, not outlined').to.equal(0);
    // The arrows go with their step.
    el.step = 8;
    await el.updateComplete;
    await until(() => root(el).querySelectorAll('.replay__arrows > *').length === 0, 'no arrow at step 8');
  });

  it('a tile in a hand the view hides leaves its end outlined', async () => {
    const text = MALTESE_LOCKS.replace('4-4 3-3 4-1 {North:', '4-4 3-3 4-1 {[%arrow 5-0 @3] North:');
    const el = await mount({ record: text, step: MARKED_STEP, view: '1' });
    await until(() => $$(el, '.replay__arrows .mark').length === 1, 'the end outlined');
    expect(handArrows(el).length).to.equal(0);
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
