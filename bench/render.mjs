#!/usr/bin/env node
// Render cost of <domino-table> per move (`npm run bench:render`, also part of `npm run bench`).
//
// 1. browser: src/bundle.ts bundled and minified by esbuild (production conditions, into a temp dir, not
//    dist/), served on 127.0.0.1 to headless Chromium (puppeteer-core). One watch-mode table per variant
//    (`humans="0" ai-delay="0" ai="easy"`, a seed, `target-score="100000"` so rounds go on); one warm-up
//    round, then N measured rounds. Per move, the element's own update (Lit's `performUpdate`: render,
//    board geometry, DOM commit) is timed by wrapping `DominoTable.prototype.performUpdate` from the page,
//    and then style + layout are forced and timed (what a paced table pays for each move before its
//    paint; `--no-layout` leaves layout to the browser). CDP `Performance.getMetrics` deltas over the
//    measured rounds give the whole main thread per move (task, script incl. the easy AI and the machine).
//    Tasks over 50 ms come from a 'longtask' PerformanceObserver.
// 2. geometry: `placeLayout` (src/geometry/, bundled) timed on every layout along seeded
//    double-nine Kelley rounds with all spinners (test/geometry/games.ts `playRound`, kind
//    kelley-9-all-4p, seeds bench-0…), in Node: p50/p95/max and the seeds of the worst.
//
// A bench, not a test: it prints figures and asserts nothing.
//
//   node bench/render.mjs                          both sections
//   node bench/render.mjs --section browser|geometry
//   node bench/render.mjs --rounds 5               measured browser rounds per variant (default 4)
//   node bench/render.mjs --geometry-rounds 300    Kelley double-nine rounds for the geometry (default 300)
//   node bench/render.mjs --kind kelley-9-all-2p   another kind from test/geometry/games.ts
//   node bench/render.mjs --aspect 1.6             board aspect for the geometry section (default 1.6)
//   node bench/render.mjs --no-layout              do not force style + layout after each update
//   node bench/render.mjs --head                   bench the committed HEAD, not the working tree

import { parseArgs } from 'node:util';
import { browserSection } from './lib/render-browser.mjs';
import { geometrySection } from './lib/render-geometry.mjs';
import { machineLine, sources } from './lib/machine.mjs';

const { values } = parseArgs({
  options: {
    section: { type: 'string' },
    rounds: { type: 'string', default: '4' },
    'geometry-rounds': { type: 'string', default: '300' },
    kind: { type: 'string', default: 'kelley-9-all-4p' },
    aspect: { type: 'string', default: '1.6' },
    'no-layout': { type: 'boolean', default: false },
    head: { type: 'boolean', default: false },
  },
});
console.log(machineLine(values.head));
const src = sources(values.head);
const sections = values.section ? [values.section] : ['browser', 'geometry'];
for (const s of sections) {
  if (s === 'browser') {
    await browserSection({ rounds: Number(values.rounds), forceLayout: !values['no-layout'], from: src.dir });
  } else if (s === 'geometry') {
    await geometrySection({
      geometryRounds: Number(values['geometry-rounds']),
      kind: values.kind,
      aspect: Number(values.aspect),
      from: src.dir,
    });
  } else {
    console.error(`unknown section ${s}: browser, geometry`);
    process.exit(2);
  }
}
src.dispose();
