/**
 * `domino-table/engine` (API.md §6): package.json points it at src/headless.ts's build, which rollup's npm
 * build emits; it offers the engine and `chooseMove`, while src/engine itself knows nothing of the players.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
// @ts-expect-error: the rollup config is plain .mjs
import rollupConfig from '../../rollup.config.mjs';

interface Conditional {
  types: string;
  default: string;
}
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, Conditional | string>;
};
const engineExport = pkg.exports['./engine'] as Conditional;

/** The source file a built module comes from: ./dist/x/y.js ← src/x/y.ts. */
const sourceOf = (built: string): string => built.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts');

describe('the domino-table/engine entry', () => {
  it('package.json: its module and its types are one file of dist/, built from src/headless.ts', () => {
    assert.equal(sourceOf(engineExport.default), 'src/headless.ts');
    assert.equal(engineExport.types, engineExport.default.replace(/\.js$/, '.d.ts'));
  });

  it('rollup: the npm build has that file as an entry, as it has the package entry', () => {
    const npmBuild = (rollupConfig as { input: unknown; output: { preserveModules?: boolean } }[]).find(
      (c) => c.output.preserveModules,
    );
    assert.ok(npmBuild, 'the npm build (preserveModules)');
    const inputs = Object.values(npmBuild.input as Record<string, string>);
    assert.ok(inputs.includes(sourceOf(engineExport.default)), JSON.stringify(inputs));
    assert.ok(inputs.includes(sourceOf((pkg.exports['.'] as Conditional).default)), JSON.stringify(inputs));
  });

  it('offers the engine and chooseMove: a whole round played by the normal player', async () => {
    const entry = await import(`../../${sourceOf(engineExport.default)}`);
    for (const name of ['rulesFor', 'newMatch', 'nextRound', 'legalMoves', 'applyMove', 'explainMove', 'chooseMove']) {
      assert.equal(typeof entry[name], 'function', name);
    }
    let state = entry.newMatch(entry.rulesFor('doubles'), 'entry');
    while (state.phase === 'play') state = entry.applyMove(state, entry.chooseMove(state, 'normal', 'entry'));
    assert.notEqual(state.lastRound, null);
  });

  it('layers import downward: src/engine does not export the players', async () => {
    const engine = await import('../../src/engine/index.js');
    assert.equal('chooseMove' in engine, false);
  });
});
