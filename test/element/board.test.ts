// The board view: one tile per layout tile, drop targets that click and key through to onEnd, no overlaps.
import { render, type CSSResult } from 'lit';
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { DominoTable } from '../../src/element/domino-table.js';
import { boardView, type BoardOptions } from '../../src/element/views/board.js';
import { boardChunk } from '../../src/element/loaders/board-loader.js';
import { newMatch } from '../../src/engine/match.js';
import { applyMove, legalMoves } from '../../src/engine/moves.js';
import { rulesFor } from '../../src/engine/rules.js';
import { randomFor } from '../../src/engine/rng.js';
import type { Layout, RuleOptions, Variant } from '../../src/engine/types.js';

/** The largest layout of a round played with seeded random legal moves (plays before draws). */
function bigLayout(variant: Variant, options: Partial<RuleOptions>, seed: string): Layout {
  const random = randomFor(seed);
  let state = newMatch(rulesFor(variant, options), seed);
  let best = state.layout;
  for (let i = 0; i < 400 && state.phase === 'play'; i++) {
    const moves = legalMoves(state);
    const plays = moves.filter((m) => m.type === 'play');
    const pool = plays.length ? plays : moves;
    state = applyMove(state, pool[Math.floor(random() * pool.length)]!);
    if (state.layout.tiles.length > best.tiles.length) best = state.layout;
  }
  return best;
}

const label = (t: string): string => `tile ${t}`;

// Rendered straight into the page (not @open-wc's fixture, which waits for an animation frame that a
// background tab never gets when test files run side by side).
const hosts: HTMLElement[] = [];
afterEach(() => hosts.splice(0).forEach((h) => h.remove()));

async function board(layout: Layout, opts: Partial<BoardOptions> = {}): Promise<SVGSVGElement> {
  const host = document.body.appendChild(document.createElement('div'));
  host.style.width = '800px';
  hosts.push(host);
  render(boardView(layout, { label, ...opts }), host);
  return host.querySelector('svg')!;
}

describe('board view', () => {
  // The view draws with the board's code (chunks/board.js), which a table fetches after its first frame.
  before(() => boardChunk.get());

  it('shows an empty felt spot before the lead, and a lead target when "center" is offered', async () => {
    const empty = await board({ tiles: [], ends: [] });
    expect(empty.getAttribute('part')).to.equal('board');
    expect(empty.classList.contains('board--empty')).to.equal(true);
    expect(empty.querySelectorAll('.tile').length).to.equal(0);
    expect(empty.querySelector('.board__spot')).to.not.equal(null);
    let got = '';
    const lead = await board({ tiles: [], ends: [] }, { targets: new Set(['center']), onEnd: (id) => (got = id) });
    lead.querySelector<SVGGElement>('.target')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(got).to.equal('center');
  });

  it("R-ALL-3 (issue 35): a dense board shows its lines: unjoined tiles that touch have a gap of felt between them, and the open ends are light dots, the picked tile's ends its only slots", async () => {
    const layout = bigLayout('doubles-classic', { set: 'double-nine', players: 2 }, 'board-seams');
    const picked = new Set(
      layout.ends
        .filter((e) => e.open)
        .slice(0, 1)
        .map((e) => e.id),
    );
    const svg = await board(layout, { size: { width: 700, height: 500 }, marks: true, targets: picked });
    const g = (await boardChunk.get())!.placeLayout(layout, { felt: { width: 700, height: 500 } });
    expect(g.seams!.length, 'a dense board has tiles that touch unjoined').to.be.above(0);
    expect(svg.querySelector('path.seam')!.getAttribute('d')).to.equal(g.seams);
    const marks = [...svg.querySelectorAll<SVGRectElement>('.end')];
    expect(marks.length).to.equal(layout.ends.length - picked.size);
    // A dot, a fifth of a tile's short side or so: never a tile-sized slot.
    for (const m of marks) expect(m.width.baseVal.value).to.be.below(0.5);
    const slots = [...svg.querySelectorAll<SVGRectElement>('.target__area')];
    expect(slots.length).to.equal(1);
    expect(slots[0]!.width.baseVal.value).to.be.above(0.5);
  });

  it('has one tile per layout tile, named by the label function, and one target per given end', async () => {
    const layout = bigLayout('doubles', {}, 'board-1');
    const ends = layout.ends.slice(0, 2).map((e) => e.id);
    const svg = await board(layout, { targets: new Set(ends), endLabel: (e) => `play on ${e.pip} (${e.id})` });
    const tiles = svg.querySelectorAll('.tile');
    expect(tiles.length).to.equal(layout.tiles.length);
    expect([...svg.querySelectorAll('.tile title')].map((t) => t.textContent)).to.deep.equal(
      layout.tiles.map((t) => `tile ${t.tile}`),
    );
    const targets = [...svg.querySelectorAll<SVGGElement>('.target')];
    expect(targets.map((t) => t.dataset.end)).to.deep.equal(ends);
    for (const t of targets) {
      expect(t.getAttribute('role')).to.equal('button');
      expect(t.getAttribute('tabindex')).to.equal('0');
      expect(t.getAttribute('aria-label')).to.match(/^play on \d \(/);
    }
  });

  it('calls onEnd with the end id on click, Enter and Space', async () => {
    const layout = bigLayout('maltese-cross', {}, 'board-2');
    const ids = layout.ends.map((e) => e.id);
    const got: string[] = [];
    const svg = await board(layout, { targets: new Set(ids), onEnd: (id) => got.push(id) });
    const targets = [...svg.querySelectorAll<SVGGElement>('.target')];
    targets[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    targets[1]!.focus();
    expect(svg.getRootNode() instanceof Document ? document.activeElement : null).to.equal(targets[1]);
    targets[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    targets[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    targets[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(got).to.deep.equal([ids[0], ids[1], ids[2]]);
  });

  it('highlights the last tile', async () => {
    const layout = bigLayout('doubles-in-the-boneyard', {}, 'board-3');
    const svg = await board(layout, { lastTile: layout.tiles.length - 1 });
    const tiles = svg.querySelectorAll('.tile');
    expect(tiles[tiles.length - 1]!.classList.contains('tile--last')).to.equal(true);
    expect(svg.querySelectorAll('.tile--last').length).to.equal(1);
  });

  for (const [variant, options, seed] of [
    ['doubles-classic', { set: 'double-nine', players: 2 }, 'board-big-9'],
    ['doubles-classic', { set: 'double-nine', players: 2, spinners: 'none' }, 'board-line-9'],
    ['doubles', { players: 2 }, 'board-big-6'],
  ] as const) {
    it(`renders a large ${variant} ${JSON.stringify(options)} layout with no two tiles overlapping (getBBox), all in view`, async () => {
      const layout = bigLayout(variant, options, seed);
      expect(layout.tiles.length).to.be.greaterThan(15);
      const svg = await board(layout, { targets: new Set(layout.ends.map((e) => e.id)) });
      // Rendered boxes in board units: each tile's face rect, mapped through its transform.
      const boxes = [...svg.querySelectorAll<SVGGElement>('.tile')].map((g) => {
        const r = g.querySelector('rect')!.getBBox();
        const m = svg.getScreenCTM()!.inverse().multiply(g.getScreenCTM()!);
        const pts = [new DOMPoint(r.x, r.y), new DOMPoint(r.x + r.width, r.y + r.height)].map((p) =>
          p.matrixTransform(m),
        );
        return {
          x0: Math.min(pts[0]!.x, pts[1]!.x),
          x1: Math.max(pts[0]!.x, pts[1]!.x),
          y0: Math.min(pts[0]!.y, pts[1]!.y),
          y1: Math.max(pts[0]!.y, pts[1]!.y),
        };
      });
      expect(boxes.length).to.equal(layout.tiles.length);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!;
          const b = boxes[j]!;
          const apart = a.x1 <= b.x0 + 1e-3 || b.x1 <= a.x0 + 1e-3 || a.y1 <= b.y0 + 1e-3 || b.y1 <= a.y0 + 1e-3;
          expect(apart, `tiles ${i} and ${j} overlap`).to.equal(true);
        }
      // Everything inside the viewBox: no part of the board is cut off.
      const vb = svg.viewBox.baseVal;
      for (const b of boxes) {
        expect(b.x0).to.be.at.least(vb.x);
        expect(b.y0).to.be.at.least(vb.y);
        expect(b.x1).to.be.at.most(vb.x + vb.width);
        expect(b.y1).to.be.at.most(vb.y + vb.height);
      }
      // And the svg fits its container's width.
      expect(svg.getBoundingClientRect().width).to.be.at.most(800);
    });
  }

  it('lays the board out tall for a narrow container', async () => {
    const layout = bigLayout('doubles-classic', { set: 'double-nine', players: 2, spinners: 'none' }, 'board-tall');
    const wide = (await board(layout, { aspect: 2 })).viewBox.baseVal;
    const tall = (await board(layout, { aspect: 0.6 })).viewBox.baseVal;
    expect(wide.width / wide.height).to.be.greaterThan(1);
    expect(tall.width / tall.height).to.be.lessThan(1);
  });

  describe('with the element styles', () => {
    /** The board inside a shadow root that adopts the element's styles, as in <domino-table>. */
    function styled(layout: Layout): ShadowRoot {
      const host = document.body.appendChild(document.createElement('div'));
      hosts.push(host);
      const root = host.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = (DominoTable.styles as CSSResult[]).map((s) => s.styleSheet!);
      render(boardView(layout, { label, targets: new Set(layout.ends.map((e) => e.id)), lastTile: 0 }), root);
      return root;
    }
    afterEach(() => emulateMedia({ reducedMotion: 'no-preference', colorScheme: 'light' }));

    it('glides tiles and pulses targets, and stops all of it under prefers-reduced-motion', async () => {
      const layout = bigLayout('maltese-cross', {}, 'board-motion');
      let root = styled(layout);
      expect(getComputedStyle(root.querySelector('.tile')!).transitionDuration).to.equal('0.35s');
      expect(getComputedStyle(root.querySelector('.target__area')!).animationName).to.equal('pulse');
      await emulateMedia({ reducedMotion: 'reduce' });
      root = styled(layout);
      expect(getComputedStyle(root.querySelector('.tile')!).transitionDuration).to.equal('0s');
      expect(getComputedStyle(root.querySelector('.tile--last')!).animationName).to.equal('none');
      expect(getComputedStyle(root.querySelector('.target__area')!).animationName).to.equal('none');
    });

    it('draws pips and tile edges in system colours under forced colours', () => {
      // The puppeteer launcher cannot emulate forced-colors, so the rule itself is checked.
      const rules = (DominoTable.styles as CSSResult[])
        .flatMap((s) => [...s.styleSheet!.cssRules])
        .filter(
          (r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.includes('forced-colors: active'),
        )
        .flatMap((media) => [...media.cssRules] as CSSStyleRule[]);
      expect(rules.length, 'forced-colors blocks').to.be.greaterThan(0);
      const set = (selector: string, property: string): string | undefined =>
        rules
          .find((r) => r.selectorText.split(/,\s*/).includes(selector) && r.style.getPropertyValue(property))
          ?.style.getPropertyValue(property);
      expect(set('.pip', 'stroke')).to.equal('canvastext');
      expect(set('.tile__face', 'stroke')).to.equal('canvastext');
      expect(set('.tile__face', 'fill')).to.equal('canvas');
    });

    it('takes its colours from the theme: light by default, dark when chosen, the system with "auto"', async () => {
      const layout = bigLayout('doubles', {}, 'board-theme');
      const felt = (theme: string | null): string => {
        const root = styled(layout);
        if (theme) (root.host as HTMLElement).setAttribute('theme', theme);
        return getComputedStyle(root.host).getPropertyValue('--domino-table-felt').trim();
      };
      const light = felt(null);
      expect(light).to.equal('#1f6b45');
      expect(felt('dark')).to.not.equal(light);
      expect(felt('auto')).to.equal(light);
      await emulateMedia({ colorScheme: 'dark' });
      expect(felt('auto')).to.equal(felt('dark'));
      expect(felt('light')).to.equal(light);
    });
  });
});
