// The shell: the module-federation host. Remotes are not listed here; they are read at run time from
// /remotes.json (see src/remotes/remotes.ts).
import { createConfig } from '../../tools/rspack/create-config.mjs';

/** Paths the API server owns; the dev server forwards them to it. `/login` itself is a shell page. */
const apiPaths = /^\/(graphql|internal|login\/|logout|config\.js$|remotes\.json$|mf\/|upload\/|health)/;
const apiTarget = process.env.CANOPY_API_TARGET ?? 'http://127.0.0.1:8080';

const config = createConfig({ dirname: import.meta.dirname, name: 'shell', isHost: true, devPort: 4200 });

export default {
  ...config,
  devServer: {
    ...config.devServer,
    historyApiFallback: { disableDotRule: true, index: '/index.html' },
    proxy: [
      { context: (pathname) => apiPaths.test(pathname), target: apiTarget, changeOrigin: false, ws: false },
    ],
  },
};
