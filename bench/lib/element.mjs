// The element as the CDN ships it, bundled for a bench page; optionally with the board geometry timed.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The CDN bundle (src/bundle.ts) as dist/domino-table.js is built: minified ES module, production builds. */
export async function bundleElement({ timeGeometry = false, from = root } = {}) {
  return bundle(join(from, 'src/bundle.ts'), {
    platform: 'browser',
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: join(from, 'tsconfig.json'),
    nodePaths: [join(root, 'node_modules')],
    plugins: timeGeometry ? [geometryTimer] : [],
  });
}

/**
 * Bench-only instrumentation (src/ is left alone): the bundled copy of src/geometry/index.ts (src/element/geometry/
 * in older checkouts) gets its
 * `placeLayout` wrapped so each call's time is pushed to `globalThis.__benchGeometry`.
 */
const geometryTimer = {
  name: 'time-placeLayout',
  setup(b) {
    b.onLoad({ filter: /src[\\/](element[\\/])?geometry[\\/]index\.ts$/ }, ({ path }) => {
      const source = readFileSync(path, 'utf8');
      const renamed = source.replace('export function placeLayout(', 'function placeLayoutUntimed(');
      if (renamed === source) throw new Error('bench: placeLayout not found in geometry/index.ts');
      return {
        loader: 'ts',
        contents:
          renamed +
          `\nexport function placeLayout(layout: Layout, opts?: PlaceOptions): BoardGeometry {
  const t0 = performance.now();
  try { return placeLayoutUntimed(layout, opts); }
  finally { ((globalThis as any).__benchGeometry ??= []).push(performance.now() - t0); }
}\n`,
      };
    });
  },
};
