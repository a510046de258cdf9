// The bundles_mfe remote. Production output is served by the API at /mf/bundles-mfe/; `npm run serve` runs it alone.
import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({
  dirname: import.meta.dirname,
  name: 'bundles_mfe',
  exposes: { './Routes': './src/remote-entry.tsx' },
  devPort: 4205,
});
