// `npm start`: serves the repository root so demo pages can load ../dist/domino-table.js (built first)
// or the TypeScript sources directly (esbuild), with bare imports resolved from node_modules.
import { esbuildPlugin } from '@web/dev-server-esbuild';

export default {
  rootDir: '.',
  hostname: 'localhost',
  // 8000, or the next free port after it (PORT=… to choose one).
  ...(process.env.PORT ? { port: Number(process.env.PORT) } : {}),
  nodeResolve: true,
  plugins: [
    // Only .ts goes through esbuild: with a target set, the plugin would also re-print every .js file,
    // the minified dist/domino-table.js included; `'.js': false` turns that off.
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json', loaders: { '.js': false } }),
    {
      name: 'print-demo-url',
      serverStart({ config }) {
        console.log(`\n  domino-table demo: http://${config.hostname}:${config.port}/demo/\n`);
      },
    },
  ],
};
