// The benches' one bundler helper: esbuild, minified ES2022 modules, as the shipped files are built; and a
// way to import such a bundle in Node (which imports files, not strings).

import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundles `entry` into one minified ES module and returns its code. `entry` is a file, or `{ source }`: the
 * text of an entry module (TypeScript) whose imports are absolute paths or relative to the repository.
 * `options` go to esbuild as they are (platform, conditions, define, plugins, tsconfig…).
 */
export async function bundle(entry, options = {}) {
  const input =
    typeof entry === 'string'
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.source, resolveDir: root, sourcefile: 'entry.ts', loader: 'ts' } };
  const result = await build({
    ...input,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'error',
    ...options,
  });
  return result.outputFiles[0].text;
}

/** Imports bundled code as a module, through a temporary file. */
export async function importBundle(code) {
  const dir = mkdtempSync(join(tmpdir(), 'domino-bench-'));
  try {
    const file = join(dir, 'bundle.mjs');
    writeFileSync(file, code);
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
