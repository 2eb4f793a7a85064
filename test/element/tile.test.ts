// The tile view: real pip patterns 0–9, face down, orientation, highlight states and accessible names.
import { html, render } from 'lit';
import { expect } from '@open-wc/testing';
import { PIPS, tileImage, tileSvg } from '../../src/element/views/tile.js';
import type { Tile } from '../../src/engine/types.js';

// Rendered straight into the page (not @open-wc's fixture, which waits for an animation frame that a
// background tab never gets when test files run side by side).
const hosts: HTMLElement[] = [];
afterEach(() => hosts.splice(0).forEach((h) => h.remove()));

async function image(tile: string, opts: Parameters<typeof tileImage>[1] = {}): Promise<SVGSVGElement> {
  const host = document.body.appendChild(document.createElement('div'));
  hosts.push(host);
  // `${n}-0` in the tests below is a tile for every n they try (0…9).
  render(html`${tileImage(tile as Tile, opts)}`, host);
  return host.querySelector('svg')!;
}

/** The centres of a tile's pips, read from its one pip path (a dot each: a round-capped segment of no length). */
function pips(svg: SVGSVGElement): (readonly [number, number])[] {
  const paths = svg.querySelectorAll('path.pip');
  expect(paths.length, 'one pip path a tile').to.equal(1);
  const d = paths[0]!.getAttribute('d') ?? '';
  expect(d).to.match(/^(M-?[\d.]+ -?[\d.]+h0)*$/);
  return [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)h0/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
}

describe('tile view', () => {
  for (let n = 0; n <= 9; n++) {
    it(`shows ${n} pips for a ${n} (and ${2 * n} on the double ${n}-${n})`, async () => {
      const single = await image(`${n}-0`);
      expect(pips(single).length).to.equal(n);
      const double = await image(`${n}-${n}`);
      expect(pips(double).length).to.equal(2 * n);
    });
  }

  it('keeps every pip inside its own half, and no two pips of a number on top of each other', async () => {
    for (let n = 1; n <= 9; n++) {
      const svg = await image(`${n}-0`);
      const centres = pips(svg);
      for (const [x, y] of centres) {
        expect(Math.abs(x)).to.be.lessThan(0.4);
        expect(y).to.be.within(-0.9, -0.1); // the first (high) number is drawn in the top half
      }
      for (let i = 0; i < centres.length; i++)
        for (let j = i + 1; j < centres.length; j++) {
          expect(Math.hypot(centres[i]![0] - centres[j]![0], centres[i]![1] - centres[j]![1])).to.be.greaterThan(0.2);
        }
    }
    expect(PIPS.map((p) => p.length)).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('draws the low number first when flipped', async () => {
    const svg = await image('5-1', { flip: true });
    const top = pips(svg).filter(([, y]) => y < 0);
    expect(top.length).to.equal(1);
  });

  it('is sized to one upright tile, and named only when given a label', async () => {
    const hidden = await image('3-2');
    expect(hidden.getAttribute('viewBox')).to.equal('-.5 -1 1 2');
    expect(hidden.getAttribute('aria-hidden')).to.equal('true');
    const named = await image('3-2', { label: 'three two' });
    expect(named.getAttribute('role')).to.equal('img');
    expect(named.getAttribute('aria-label')).to.equal('three two');
    expect(named.getAttribute('aria-hidden')).to.equal(null);
    const box = named.querySelector('.tile')!.getBoundingClientRect();
    expect(box.height).to.be.greaterThan(box.width);
  });

  it('marks highlight states with classes and the part it is given (played on the board), and names a board tile with <title>', async () => {
    const host = document.createElement('div');
    render(
      html`<svg viewBox="-2 -2 4 4">
        ${tileSvg('4-2', { playable: true, selected: true, last: true, spinner: true, label: 'four two', part: 'played' })}
      </svg>`,
      host,
    );
    const g = host.querySelector('g')!;
    expect([...g.classList]).to.include.members([
      'tile',
      'tile--playable',
      'tile--selected',
      'tile--last',
      'tile--spinner',
    ]);
    expect(g.getAttribute('part')).to.equal('played');
    expect(g.querySelector('title')?.textContent).to.equal('four two');
    expect(g.querySelector('.tile__pin'), 'a spinner wears its pin').to.not.equal(null);
    render(html`<svg>${tileSvg('4-2')}</svg>`, host);
    expect(host.querySelector('g')!.hasAttribute('part')).to.equal(false);
    expect(host.querySelector('.tile__pin')).to.equal(null);
  });
});
