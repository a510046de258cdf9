// The tests_mfe remote. Production output is served by the API at /mf/tests-mfe/; `npm run serve` runs it alone.
import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({
  dirname: import.meta.dirname,
  name: 'tests_mfe',
  exposes: {
    './Routes': './src/remote-entry.tsx',
    // The test results section of the commit and pull pages, embedded by repo_mfe.
    './CommitTestResults': './src/commit-test-results-section-entry.tsx',
  },
  devPort: 4206,
});
