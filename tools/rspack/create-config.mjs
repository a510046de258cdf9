// The one Rspack + Module Federation config factory for the shell and every remote.
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { curatedRequest, curatedShareConfig } from './curated-share.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';

const require = createRequire(import.meta.url);
const rootPkg = require('../../package.json');

const version = (name) => rootPkg.dependencies[name];
const caret = (name) => `^${version(name)}`;
/** A big library shared as a curated module: only the names Canopy imports ship (see curated-share.mjs). */
const curated = (name) => ({
  singleton: true,
  requiredVersion: caret(name),
  version: version(name),
  import: curatedRequest(name),
});

/** Shared singletons: one copy of each, provided by the shell, used by every remote. */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: caret('react') },
  'react/jsx-runtime': { singleton: true, requiredVersion: caret('react') },
  'react-dom': { singleton: true, requiredVersion: caret('react-dom') },
  'react-dom/client': { singleton: true, requiredVersion: caret('react-dom') },
  'react-router': curated('react-router'),
  '@tanstack/react-query': curated('@tanstack/react-query'),
  '@urql/core': curated('@urql/core'),
  '@mantine/core': curated('@mantine/core'),
  '@mantine/notifications': { singleton: true, requiredVersion: caret('@mantine/notifications') },
  '@canopy/api-client': { singleton: true, requiredVersion: '^0.1.0' },
  '@canopy/ui-kit': { singleton: true, requiredVersion: '^0.1.0' },
  // Its data views (tables, charts, code and diff viewers): only the remotes use them, so the shell never
  // loads them; the first remote that needs them provides the one copy.
  '@canopy/ui-kit/data-views': { singleton: true, requiredVersion: '^0.1.0' },
  '@canopy/auth': { singleton: true, requiredVersion: '^0.1.0' },
};

/** Paths the API server owns; the dev server forwards them to it (`/login` itself is a shell page). */
const apiPaths = /^\/(graphql|internal|login\/|logout|config\.js$|remotes\.json$|mf\/|upload\/|health)/;
const apiTarget = process.env.CANOPY_API_URL ?? 'http://127.0.0.1:8080';

/**
 * @param {object} options
 * @param {string} options.dirname  the app folder
 * @param {string} options.name     federation name (a JS identifier, e.g. repo_mfe)
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.isHost]
 * @param {number} [options.devPort] port of `rspack serve` when the app runs alone
 */
export function createConfig({ dirname, name, exposes = {}, isHost = false, devPort = 4200 }) {
  const production = process.env.NODE_ENV !== 'development';
  const curatedShare = curatedShareConfig();
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    context: dirname,
    entry: { main: './src/main.ts' },
    output: {
      path: path.join(dirname, 'dist'),
      // The host is served from the site root; remotes resolve chunks from their manifest URL.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      conditionNames: ['browser', 'import', 'module', 'default'],
      alias: curatedShare.alias,
    },
    module: {
      rules: [
        ...curatedShare.rules,
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: rootPkg.browserslist },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpg|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        // Content-hashed in production, so a warm visit takes it from the cache without asking the server again
        // (the manifest, revalidated on every visit, names it).
        filename: isHost ? undefined : production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedSingletons,
        manifest: true,
        dts: false,
        // One federation runtime per page: the shell's. A production remote reads it from the global the shell sets
        // instead of carrying its own copy in remoteEntry.js; a development remote keeps its copy, so that it can
        // run alone (`npm run serve`).
        // The runtime targets browsers only: its Node.js loading paths are left out.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: production, optimization: { target: 'web' } },
      }),
      // A remote's page exists only for running it alone: it loads just the app's own entry, from the site root
      // in development so that deep links work (chunks still resolve from wherever the script came from).
      new rspack.HtmlRspackPlugin({
        template: './index.html',
        inject: 'body',
        scriptLoading: 'defer',
        ...(isHost ? {} : { chunks: ['main'] }),
        ...(!isHost && !production ? { publicPath: '/' } : {}),
      }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // A workspace lib reached from two async chunk groups (a shared singleton's fallback and the chunk
          // that consumes it) goes into one chunk both load, instead of a copy in each: libs are below the
          // default 20 kB floor, so they were duplicated.
          workspaceLibs: {
            test: /[\\/]libs[\\/]/,
            chunks: 'async',
            minChunks: 2,
            minSize: 0,
            priority: -5,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: devPort,
      host: '127.0.0.1',
      historyApiFallback: { disableDotRule: true, index: '/index.html' },
      // Same origin as the API in development, so the session cookie works.
      proxy: [
        { context: (pathname) => apiPaths.test(pathname), target: apiTarget, changeOrigin: false, ws: false },
      ],
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
    },
  };
}
