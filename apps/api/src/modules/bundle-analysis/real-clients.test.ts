import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { bundleUploadsOf, expectedRows, storedBundle } from '../../testing/bundle-uploads';

const run = promisify(execFile);
const TOKEN = 'real-bundle-clients-token';
const SHA = '5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed';
const SLUG = 'acme/real-bundles';
const NODE_MODULES = path.resolve(__dirname, '../../../../../node_modules');

jest.setTimeout(180_000);

/** A tiny app: an entry that uses two modules, a lazy import and a stylesheet (webpack and vite), and the page vite builds from. */
async function makeApp(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'canopy-bundle-app-'));
  await mkdir(path.join(dir, 'src'));
  const files: Record<string, string> = {
    'src/math.js': 'export const add = (a, b) => a + b;\nexport const twice = (a) => add(a, a);\n',
    'src/greet.js': 'export const greet = (name) => `Hello, ${name}!`;\n',
    'src/lazy.js': "export default function later() {\n  return 'loaded later';\n}\n",
    'src/index.js': [
      "import { add, twice } from './math.js';",
      "import { greet } from './greet.js';",
      'console.log(greet(String(add(1, twice(2)))));',
      "import('./lazy.js').then((module) => console.log(module.default()));",
      '',
    ].join('\n'),
    'src/web.js': "import './styles.css';\nimport './index.js';\n",
    'src/styles.css': 'body {\n  color: rebeccapurple;\n}\n',
    'index.html':
      '<!doctype html>\n<html>\n  <body>\n    <script type="module" src="/src/web.js"></script>\n  </body>\n</html>\n',
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

const plugin = (url: string, bundleName: string) =>
  JSON.stringify({
    enableBundleAnalysis: true,
    bundleName,
    apiUrl: url,
    uploadToken: TOKEN,
    telemetry: false,
    uploadOverrides: { sha: SHA, branch: 'main', slug: SLUG },
  });

const webpackBuild = (url: string) => `
const path = require('node:path');
const modules = ${JSON.stringify(NODE_MODULES)};
const webpack = require(path.join(modules, 'webpack'));
const MiniCssExtractPlugin = require(path.join(modules, 'mini-css-extract-plugin'));
const { codecovWebpackPlugin } = require(path.join(modules, '@codecov/webpack-plugin'));
webpack({
  mode: 'production',
  context: __dirname,
  entry: { main: './src/web.js' },
  output: {
    path: path.join(__dirname, 'dist'),
    filename: '[name].[contenthash].js',
    chunkFilename: '[id].[contenthash].chunk.js',
    clean: true,
  },
  resolve: { modules: ['node_modules', modules] },
  resolveLoader: { modules: [modules] },
  module: { rules: [{ test: /\\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
  plugins: [
    new MiniCssExtractPlugin({ filename: '[name].[contenthash].css' }),
    codecovWebpackPlugin(${plugin(url, 'real-webpack')}),
  ],
}, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
  console.log(stats.toString('minimal'));
});
`;

const rollupBuild = (url: string) => `
const path = require('node:path');
const modules = ${JSON.stringify(NODE_MODULES)};
const { rollup } = require(path.join(modules, 'rollup'));
const { codecovRollupPlugin } = require(path.join(modules, '@codecov/rollup-plugin'));
(async () => {
  const bundle = await rollup({
    input: path.join(__dirname, 'src/index.js'),
    plugins: [codecovRollupPlugin(${plugin(url, 'real-rollup')})],
  });
  await bundle.write({ dir: path.join(__dirname, 'dist-rollup'), format: 'es', entryFileNames: '[name]-[hash].js' });
  await bundle.close();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

// An ES module: the CommonJS entry of Vite's Node API prints a deprecation warning.
const viteBuild = (url: string) => `
import path from 'node:path';
import { pathToFileURL } from 'node:url';
const modules = ${JSON.stringify(NODE_MODULES)};
const load = (name, file) => import(pathToFileURL(path.join(modules, name, file)).href);
const { build } = await load('vite', 'dist/node/index.js');
const { codecovVitePlugin } = await load('@codecov/vite-plugin', 'dist/index.mjs');
await build({
  root: import.meta.dirname,
  configFile: false,
  logLevel: 'warn',
  build: { outDir: 'dist-vite', emptyOutDir: true },
  plugins: [codecovVitePlugin(${plugin(url, 'real-vite')})],
});
`;

/**
 * Runs a client in a bare environment: no CI variables (`CI`, `GITHUB_ACTIONS`, …), so the plugins use their
 * Local provider and never ask api.github.com anything. Resolves with its output; rejects on a non-zero exit.
 */
function client(dir: string, args: string[]) {
  return run(process.execPath, args, {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), NO_COLOR: '1' },
  });
}

/** The plugin's own log lines must say it uploaded, and nothing may read as a warning or an error. */
function expectCleanUpload(output: { stdout: string; stderr: string }, bundleName: string) {
  expect(output.stderr).toBe('');
  const lines = output.stdout.split('\n').filter((line) => line.includes('[codecov]'));
  expect(lines).toContain(`[codecov] Successfully uploaded stats for bundle: ${bundleName}`);
  expect(lines.filter((line) => /fail|error|warn|limit|invalid|unable|could not/i.test(line))).toEqual([]);
}

/** Files of a build's output folder by name (relative to it), with their sizes on disk. */
async function filesOf(dir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    sizes.set(path.relative(dir, full), (await stat(full)).size);
  }
  return sizes;
}

describeEachBackend(
  'the real @codecov bundler plugins and bundle-analyzer against the real server',
  (backend) => {
    let server: TestServer;
    let url: string;
    let app: string;

    beforeAll(async () => {
      server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN } });
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      app = await makeApp();
    });
    afterAll(async () => {
      await server.close();
      if (app) await rm(app, { recursive: true, force: true });
    });

    /** The stats the client sent, as the server stored them, and the rows made of them. */
    async function uploaded(bundleName: string) {
      await server.app.ingestion.queue.idle();
      const upload = (await bundleUploadsOf(server, SHA)).find((row) => row.name === bundleName);
      expect(upload).toMatchObject({ state: 'processed', errorMessage: null });
      const sent = JSON.parse(
        (await server.app.ingestion.storage.read(upload!.storagePath!)).toString('utf8'),
      );
      const stored = await storedBundle(server, SHA, bundleName);
      const expected = expectedRows(sent);
      expect(stored!.assets.map(({ assetType: _type, ...asset }) => asset)).toEqual(expected.assets);
      expect(stored!.chunks).toEqual(expected.chunks);
      expect(stored!.modules).toEqual(expected.modules);
      return { sent, stored: stored! };
    }

    it('webpack 5 with @codecov/webpack-plugin: the build passes quietly and every asset is stored as the plugin measured it', async () => {
      await writeFile(path.join(app, 'build-webpack.cjs'), webpackBuild(url));
      const output = await client(app, ['build-webpack.cjs']);
      expectCleanUpload(output, 'real-webpack-array-push');
      const { sent, stored } = await uploaded('real-webpack-array-push');
      expect(sent).toMatchObject({
        bundler: { name: 'webpack' },
        plugin: { name: '@codecov/webpack-plugin' },
      });

      const onDisk = await filesOf(path.join(app, 'dist'));
      expect(stored.assets.map((asset) => [asset.name, asset.size])).toEqual(
        stored.assets.map((asset) => [asset.name, onDisk.get(asset.name)]),
      );
      expect(stored.assets.map((asset) => asset.assetType).sort()).toEqual([
        'JAVASCRIPT',
        'JAVASCRIPT',
        'STYLESHEET',
      ]);
      const entry = stored.chunks.find((chunk) => chunk.entry)!;
      const lazy = stored.chunks.find((chunk) => !chunk.initial)!;
      expect(entry.dynamicImports).toEqual(lazy.files);
      expect(stored.modules.some((module) => module.name.includes('lazy.js'))).toBe(true);
      expect(stored.report).toMatchObject({ pluginName: '@codecov/webpack-plugin', bundlerName: 'webpack' });
    });

    it('rollup 4 with @codecov/rollup-plugin: the build passes quietly and its bundle joins the same commit', async () => {
      await writeFile(path.join(app, 'build-rollup.cjs'), rollupBuild(url));
      const output = await client(app, ['build-rollup.cjs']);
      expectCleanUpload(output, 'real-rollup-esm');
      const { stored } = await uploaded('real-rollup-esm');
      const onDisk = await filesOf(path.join(app, 'dist-rollup'));
      expect(stored.assets.length).toBe(2);
      expect(stored.assets.map((asset) => [asset.name, asset.size])).toEqual(
        stored.assets.map((asset) => [asset.name, onDisk.get(asset.name)]),
      );
      expect(stored.chunks.find((chunk) => chunk.entry)!.dynamicImports).toHaveLength(1);
      expect(stored.report).toMatchObject({ bundlerName: 'rollup' });
      // The webpack bundle is untouched.
      expect(await storedBundle(server, SHA, 'real-webpack-array-push')).not.toBeNull();
    });

    it('vite 6 with @codecov/vite-plugin: the build passes quietly and its bundle is stored asset by asset', async () => {
      await writeFile(path.join(app, 'build-vite.mjs'), viteBuild(url));
      const output = await client(app, ['build-vite.mjs']);
      expectCleanUpload(output, 'real-vite-esm');
      const { sent, stored } = await uploaded('real-vite-esm');
      // Vite builds with rollup, and the plugin names the bundler that wrote the chunks.
      expect(sent).toMatchObject({ bundler: { name: 'rollup' }, plugin: { name: '@codecov/vite-plugin' } });
      // Every asset the plugin reported is a file vite wrote (the plugin measures them before vite's last rewrite
      // of the output, so the sizes are the stats', which `uploaded` compared, not always those on disk).
      const onDisk = await filesOf(path.join(app, 'dist-vite'));
      expect(stored.assets.every((asset) => onDisk.has(asset.name))).toBe(true);
      expect(stored.chunks.find((chunk) => chunk.entry)!.dynamicImports).toHaveLength(1);
      expect(stored.modules.some((module) => module.name.includes('lazy.js'))).toBe(true);
      expect(stored.assets.map((asset) => asset.assetType).sort()).toEqual([
        'JAVASCRIPT',
        'JAVASCRIPT',
        'STYLESHEET',
      ]);
      expect(stored.report).toMatchObject({ pluginName: '@codecov/vite-plugin', bundlerName: 'rollup' });
    });

    it('the bundle-analyzer CLI on dist/: exit 0, no warning, every file stored as an asset', async () => {
      await writeFile(
        path.join(app, 'ba-config.json'),
        JSON.stringify({ uploadOverrides: { sha: SHA, branch: 'main', slug: SLUG } }),
      );
      const cli = path.join(NODE_MODULES, '@codecov/bundle-analyzer/dist/cli.cjs');
      const output = await client(app, [
        cli,
        './dist',
        `--api-url=${url}`,
        `--upload-token=${TOKEN}`,
        '--bundle-name=real-cli',
        '--config-file=ba-config.json',
      ]);
      expectCleanUpload(output, 'real-cli');
      const { stored } = await uploaded('real-cli');
      const onDisk = await filesOf(path.join(app, 'dist'));
      expect(new Map(stored.assets.map((asset) => [asset.name, asset.size]))).toEqual(onDisk);
      expect(stored.report).toMatchObject({ pluginName: '@codecov/bundle-analyzer', bundlerName: null });

      const repo = await server.database.db
        .selectFrom('repositories')
        .select('bundleAnalysisEnabled')
        .where('name', '=', 'real-bundles')
        .executeTakeFirstOrThrow();
      expect(repo.bundleAnalysisEnabled).toBe(true);
    });
  },
);
