// `npm run build` (then tsc writes the .d.ts):
//  (a) dist/domino-table.js: the CDN file, one minified ES module with Lit and XState inside, and
//      dist/chunks/*.js, the parts it loads on demand;
//  (b) dist/**: the npm package, one ES module per source file, dependencies left external.
// rollup is pinned to exactly 4.67.4: newer releases lack platform packages in our registry mirror,
// so `npm install` quietly skips them and `npm ci` then rejects the lock file (TOOLCHAIN.md).
import { readFileSync } from 'node:fs';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { transform } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const deps = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
const isDependency = (id) => id.startsWith('node:') || deps.some((dep) => id === dep || id.startsWith(`${dep}/`));

// esbuild only strips types and lowers to ES2022 (standard decorators included); tsconfig.json gives it
// useDefineForClassFields and no experimentalDecorators.
const typescript = () => esbuild({ target: 'es2022', tsconfig: 'tsconfig.json', sourceMap: false });

/**
 * Minifies the CSS of the element's stylesheets (`css\`…\`` in src/**\/*.styles.ts) with esbuild's CSS
 * minifier: terser leaves template literals as written, comments and all (about 0.9 KB min+gzip).
 * The stylesheets hold no `${…}` interpolations; one that did would be left as it is.
 */
const minifyStyles = () => ({
  name: 'minify-styles',
  async transform(code, id) {
    if (!id.endsWith('.styles.ts')) return null;
    let out = '';
    let last = 0;
    for (const match of code.matchAll(/css`([^`]*)`/g)) {
      const [whole, text] = match;
      if (text.includes('${')) continue;
      const { code: css } = await transform(text, { loader: 'css', minify: true });
      const literal = css.trim().replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');
      out += code.slice(last, match.index) + `css\`${literal}\``;
      last = match.index + whole.length;
    }
    return { code: out + code.slice(last), map: null };
  },
});

export default [
  {
    input: 'src/bundle.ts',
    // The chunks import what they share from the entry itself (no facade file in between).
    preserveEntrySignatures: 'allow-extension',
    // One file a page loads, plus chunks it fetches itself only when a table needs them (the hard
    // computer player, German): relative imports, so they resolve beside the file on any CDN.
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: 'domino-table.js',
      chunkFileNames: 'chunks/[name]-[hash].js',
    },
    plugins: [
      minifyStyles(),
      typescript(),
      // Production builds of the dependencies: Lit's default export condition is already its production
      // build (no dev-mode warning); 'production' is listed so no package picks a development one.
      nodeResolve({ exportConditions: ['production'], browser: true }),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } }),
    ],
  },
  {
    input: { index: 'src/index.ts', 'engine/index': 'src/engine/index.ts' },
    output: {
      dir: 'dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'src',
      entryFileNames: '[name].js',
    },
    external: isDependency,
    plugins: [typescript()],
  },
];
