// The repo_mfe remote. Production output is served by the API at /mf/repo-mfe/; `npm run serve` runs it alone.
import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({
  dirname: import.meta.dirname,
  name: 'repo_mfe',
  exposes: { './Routes': './src/remote-entry.tsx' },
  devPort: 4201,
});
