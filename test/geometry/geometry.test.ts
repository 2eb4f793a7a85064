// Board geometry as properties over thousands of seeded random rounds: no overlaps, every tile against its parent.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { placeLayout, type BoardGeometry, type PlacedTile } from '../../src/element/geometry.js';
import type { Layout } from '../../src/engine/types.js';
import { KINDS, playRound } from './games.js';

const ROUNDS = Number(process.env.GEOMETRY_ROUNDS ?? 400);
const EPS = 1e-6;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const box = (t: { x: number; y: number; horizontal: boolean }): Box => {
  const hx = t.horizontal ? 1 : 0.5;
  const hy = t.horizontal ? 0.5 : 1;
  return { x0: t.x - hx, y0: t.y - hy, x1: t.x + hx, y1: t.y + hy };
};
const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 - EPS && b.x0 < a.x1 - EPS && a.y0 < b.y1 - EPS && b.y0 < a.y1 - EPS;
/** Length of the edge two boxes share (0 when they only meet at a corner or are apart). */
function shared(a: Box, b: Box): number {
  const ox = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const oy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (Math.abs(ox) < EPS && oy > EPS) return oy;
  if (Math.abs(oy) < EPS && ox > EPS) return ox;
  return 0;
}
/** The two 1 × 1 halves of a tile in drawing order (left/top first) with the number each shows. */
function halves(t: PlacedTile): Array<{ box: Box; pip: number }> {
  const [a, b] = t.flip ? [Number(t.tile[2]), Number(t.tile[0])] : [Number(t.tile[0]), Number(t.tile[2])];
  const first = t.horizontal ? { x: t.x - 0.5, y: t.y, horizontal: false } : { x: t.x, y: t.y - 0.5, horizontal: true };
  const second = t.horizontal ? { x: t.x + 0.5, y: t.y, horizontal: false } : { x: t.x, y: t.y + 0.5, horizontal: true };
  const sq = (c: { x: number; y: number }): Box => ({ x0: c.x - 0.5, y0: c.y - 0.5, x1: c.x + 0.5, y1: c.y + 0.5 });
  return [
    { box: sq(first), pip: a },
    { box: sq(second), pip: b },
  ];
}

/** Every failed property of one placed layout, as readable lines (empty when all hold). */
export function problems(layout: Layout, g: BoardGeometry): string[] {
  const out: string[] = [];
  if (g.tiles.length !== layout.tiles.length) out.push(`placed ${g.tiles.length} of ${layout.tiles.length} tiles`);
  const boxes = g.tiles.map(box);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      if (overlaps(boxes[i]!, boxes[j]!)) out.push(`tiles ${i} (${g.tiles[i]!.tile}) and ${j} (${g.tiles[j]!.tile}) overlap`);
    }
  }
  layout.tiles.forEach((t, i) => {
    if (t.parent === null) return;
    const child = g.tiles[i]!;
    const parent = g.tiles[t.parent]!;
    if (shared(boxes[i]!, boxes[t.parent]!) <= EPS) out.push(`tile ${i} (${t.tile}) does not touch its parent ${t.parent}`);
    // The matched numbers touch: a half of the child showing `match` shares an edge with a half of the parent showing it.
    const touching = halves(child).some((c) => c.pip === t.match && halves(parent).some((p) => p.pip === t.match && shared(c.box, p.box) > EPS));
    if (!touching) out.push(`tile ${i} (${t.tile}) does not put its ${t.match} against the ${t.match} of tile ${t.parent} (${parent.tile})`);
    if (child.double !== (t.tile[0] === t.tile[2])) out.push(`tile ${i} double flag wrong`);
  });
  const b = g.bounds;
  for (const o of [...g.tiles, ...g.ends]) {
    const q = box(o);
    if (q.x0 < b.x - EPS || q.y0 < b.y - EPS || q.x1 > b.x + b.width + EPS || q.y1 > b.y + b.height + EPS) out.push(`bounds miss ${JSON.stringify(o)}`);
  }
  if (g.ends.length !== layout.ends.length) out.push('not one placed end per open end');
  return out;
}

describe('placeLayout', () => {
  it('puts a lone single lead in the centre, horizontal, high number first', () => {
    const g = placeLayout({ tiles: [{ tile: '5-2', parent: null, end: null, spinner: false, match: null, dir: null }], ends: [] });
    assert.deepEqual(g.tiles[0], { index: 0, tile: '5-2', x: 0, y: 0, horizontal: true, flip: false, spinner: false, double: false });
  });

  it('lays a double crosswise and a single on its line with the matched number against it', () => {
    const layout: Layout = {
      tiles: [
        { tile: '6-6', parent: null, end: null, spinner: true, match: null, dir: null },
        { tile: '6-2', parent: 0, end: '0e', spinner: false, match: 6, dir: 'e' },
        { tile: '6-3', parent: 0, end: '0w', spinner: false, match: 6, dir: 'w' },
      ],
      ends: [],
    };
    const [lead, east, west] = placeLayout(layout).tiles;
    assert.equal(lead!.horizontal, false);
    assert.deepEqual([east!.x, east!.y, east!.horizontal, east!.flip], [1.5, 0, true, false]);
    // Growing west, the 6 is drawn second (on the right), so the low number comes first.
    assert.deepEqual([west!.x, west!.y, west!.horizontal, west!.flip], [-1.5, 0, true, true]);
  });

  it('turns a long line into rows (snake) instead of running off to one side', () => {
    const layouts = playRound(KINDS.find((k) => k.name === 'kelley-9-none-2p')!, 'long-line');
    const layout = layouts.reduce((a, b) => (b.tiles.length > a.tiles.length ? b : a));
    assert.ok(layout.tiles.length >= 20, `a long line (${layout.tiles.length})`);
    const g = placeLayout(layout, { maxAspect: 1.6 });
    assert.ok(g.bounds.width / g.bounds.height < 4, `aspect ${g.bounds.width}/${g.bounds.height}`);
    assert.deepEqual(problems(layout, g), []);
  });

  it('lays out tall for a narrow container: turned a quarter, still valid', () => {
    const layouts = playRound(KINDS.find((k) => k.name === 'kelley-9-none-2p')!, 'tall');
    const layout = layouts[layouts.length - 1]!;
    const wide = placeLayout(layout, { maxAspect: 1.6 });
    const tall = placeLayout(layout, { maxAspect: 1 / 1.6 });
    assert.ok(tall.bounds.height > tall.bounds.width, 'taller than wide');
    assert.equal(tall.tiles[0]!.horizontal, !wide.tiles[0]!.horizontal);
    assert.deepEqual(problems(layout, tall), []);
  });

  it('places every drop target on the free side of its end, touching the end tile', () => {
    const layouts = playRound(KINDS.find((k) => k.name === 'doubles')!, 'targets');
    for (const layout of layouts) {
      const g = placeLayout(layout);
      for (const e of g.ends) {
        const end = layout.ends.find((x) => x.id === e.id)!;
        assert.ok(shared(box(e), box(g.tiles[end.tile]!)) > EPS, `target ${e.id} touches tile ${end.tile}`);
        for (const t of g.tiles) assert.ok(!overlaps(box(e), box(t)), `target ${e.id} is free of tile ${t.index}`);
      }
    }
  });

  for (const kind of KINDS) {
    it(`${kind.name}: over ${ROUNDS} random rounds, after every move, no two tiles overlap and every matched number touches its parent's`, () => {
      let layoutsChecked = 0;
      let largest = 0;
      for (let r = 0; r < ROUNDS; r++) {
        const layouts = playRound(kind, `${kind.name}-${r}`);
        for (const layout of layouts) {
          const g = placeLayout(layout, { maxAspect: r % 3 === 2 ? 0.7 : r % 3 === 1 ? 2.2 : undefined });
          const found = problems(layout, g);
          if (found.length) assert.fail(`${kind.name} round ${r} after ${layout.tiles.length} tiles:\n${found.join('\n')}\n${JSON.stringify(layout.tiles)}`);
          layoutsChecked++;
          largest = Math.max(largest, layout.tiles.length);
        }
      }
      assert.ok(layoutsChecked > ROUNDS, 'layouts were checked');
      assert.ok(largest >= (kind.name.includes('-9-') ? 25 : 12), `largest layout ${largest}`);
    });
  }
});
