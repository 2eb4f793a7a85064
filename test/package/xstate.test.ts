/**
 * The npm package survives the page's own XState (issue 37 item 6): its build uses XState's public API only, and the
 * CDN file's narrow `setup` and `enqueueActions` (scripts/xstate-narrow.ts, which speak XState's private action
 * protocol) are swapped in only by the CDN build, only with the lock file's exact XState. `npm run check:xstate` runs
 * the built package with the newest XState 5 from the registry.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { rollup, type RollupOptions } from 'rollup';
import * as xstate from 'xstate';
// @ts-expect-error: the rollup config is plain .mjs
import rollupConfig from '../../rollup.config.mjs';
// @ts-expect-error: plain .mjs
import * as cdn from '../../scripts/xstate-as-used.mjs';

const { CHECKED_VERSION, NARROW_XSTATE, PUBLIC_XSTATE, lockedXState, xstateAsUsed } = cdn as {
  CHECKED_VERSION: string;
  NARROW_XSTATE: string;
  PUBLIC_XSTATE: string;
  lockedXState: (lock?: string) => string | null;
  xstateAsUsed: () => unknown;
};

const npmBuild = (rollupConfig as RollupOptions[]).find(
  (c) => !Array.isArray(c.output) && c.output?.preserveModules,
) as RollupOptions & { output: object };

describe('the npm package and XState', () => {
  it('imports from xstate only what XState exports, and carries none of its private protocol', async () => {
    const bundle = await rollup({ ...npmBuild, onwarn: () => {} });
    const { output } = await bundle.generate({ ...npmBuild.output, format: 'es' });
    await bundle.close();
    const publicNames = new Set(Object.keys(xstate));
    let imports = 0;
    for (const file of output) {
      if (file.type !== 'chunk') continue;
      for (const [, names] of file.code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'xstate'/g))
        for (const name of names!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!)) {
          if (!name) continue;
          imports++;
          assert.ok(publicNames.has(name), `${file.fileName} imports ${name}, which XState does not export`);
        }
      // The narrow enqueueActions marks its action as XState's own and answers XState's `resolve` call.
      assert.doesNotMatch(file.code, /xstate\.enqueueActions|\.resolve\s*=/, file.fileName);
      assert.doesNotMatch(file.code, /from\s*'xstate\/[^']*'/, `${file.fileName}: XState's own paths`);
    }
    assert.ok(imports >= 5, `only ${imports} names imported from xstate`);
  });

  it('package.json asks for any XState 5 from the checked version on; the lock file installs exactly that one', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    assert.equal(pkg.dependencies.xstate, `^${CHECKED_VERSION}`);
    assert.equal(lockedXState(), null);
    const installed = JSON.parse(
      readFileSync(new URL('../../node_modules/xstate/package.json', import.meta.url), 'utf8'),
    );
    assert.equal(installed.version, CHECKED_VERSION, 'npm ci installs the lock file’s XState');
  });

  it('the CDN build refuses a lock file with another XState (the narrow forms were checked against one version)', () => {
    const lock = (version: string) => JSON.stringify({ packages: { 'node_modules/xstate': { version } } });
    assert.equal(lockedXState(lock(CHECKED_VERSION)), null);
    for (const other of ['5.33.4', '5.40.0', '6.0.0-alpha.1'])
      assert.match(lockedXState(lock(other)) as string, new RegExp(`installs XState ${other.replace(/\./g, '\\.')};`));
  });

  it('the CDN build loads scripts/xstate-narrow.ts in place of src/machine/xstate.ts, and nothing else', () => {
    const plugin = xstateAsUsed() as { load: (this: unknown, id: string) => string | null };
    const context = { addWatchFile: () => {} };
    assert.equal(plugin.load.call(context, PUBLIC_XSTATE), readFileSync(NARROW_XSTATE, 'utf8'));
    assert.equal(plugin.load.call(context, NARROW_XSTATE), null);
    assert.match(readFileSync(PUBLIC_XSTATE, 'utf8'), /export \{ enqueueActions, setup \} from 'xstate';/);
  });
});
