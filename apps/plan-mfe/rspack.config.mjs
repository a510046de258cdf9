// Build and dev-server config of the plan_mfe remote. Production output is served by the API at /mf/plan-mfe/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { createConfig } from '../../tools/rspack/create-config.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const config = createConfig({
  dirname,
  name: 'plan_mfe',
  exposes: { './Routes': './src/remote-entry.tsx' },
  devPort: 4203,
});

// Running alone, the remote talks to the API server through the dev server (same origin, so the session cookie works).
const apiTarget = process.env.CANOPY_API_URL ?? 'http://127.0.0.1:8080';
config.devServer.proxy = [
  {
    context: ['/graphql', '/internal', '/login', '/logout', '/upload', '/health', '/config.js'],
    target: apiTarget,
    changeOrigin: false,
  },
];

// The standalone page loads only the app's own entry, from the site root so that deep links work (chunks still
// resolve from wherever the script came from, as they must when the shell loads this remote).
config.plugins = config.plugins.map((plugin) =>
  plugin instanceof rspack.HtmlRspackPlugin
    ? new rspack.HtmlRspackPlugin({
        template: './index.html',
        inject: 'body',
        scriptLoading: 'defer',
        chunks: ['main'],
        ...(process.env.NODE_ENV === 'development' ? { publicPath: '/' } : {}),
      })
    : plugin,
);

export default config;
