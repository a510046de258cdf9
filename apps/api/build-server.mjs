// Builds the server for `npm start`: one ES module bundle of our code and its packages, run by plain Node.
// Compiling TypeScript as it loads (tsx) keeps a compiler process, a loader thread and every module's source
// in memory for the life of the server; the bundle needs none of them.
// Output: dist/server/main.js and the merge worker beside it (dist/server/merge-worker.js). The folder is as
// deep as src/config, so paths worked out from a module's own folder (the web root) stay the same.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = path.join(here, 'dist/server');

/** Packages that read files beside their own modules at run time (PGlite's WASM and data) stay in node_modules. */
const external = ['@electric-sql/pglite'];

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'merge-worker': path.join(here, 'src/modules/processing/merge-worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  // Old whatwg-url copies ask for Node's deprecated punycode module; the npm package of the same name answers.
  alias: { punycode: 'punycode/' },
  // The bundle's source stays in the heap for the life of the server; names are kept for readable stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __canopyRequire } from 'node:module'; const require = __canopyRequire(import.meta.url);",
  },
});
