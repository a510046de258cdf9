const fs = require('node:fs');
const path = require('node:path');
const preset = require('../../jest.preset.cjs');

/**
 * CI's PostgreSQL pass (CANOPY_TEST_BACKENDS=postgres) runs only the files with suites per back end
 * (`describeEachBackend`): the others never touch PostgreSQL and already ran in the PGlite pass.
 */
function singleBackendFiles() {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (
        entry.name.endsWith('.test.ts') &&
        !fs.readFileSync(file, 'utf8').includes('describeEachBackend')
      )
        out.push(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    }
  };
  walk(path.join(__dirname, 'src'));
  return out;
}

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  // These ship ES modules only; Jest runs CommonJS, so they are transformed like our own code (oauth2-mock-server:
  // the Okta stand-in of the tests).
  transformIgnorePatterns: [
    '/node_modules/(?!(kysely|@octokit|universal-user-agent|before-after-hook|fast-content-type-parse|json-with-bigint|openid-client|oauth4webapi|jose|oauth2-mock-server)/)',
  ],
  // Starting PGlite takes about a second per test file (several on the first run, which builds the template).
  testTimeout: 60000,
  // Jest's default is one worker on two cores: the server suite is the longest project, and it would run alone on
  // one core once the others are done. Its files are independent (own database, own port, own folders).
  maxWorkers: 2,
  // A worker that has run many files keeps what they left (PGlite's memory, the module graphs) and slows down
  // several times over; a fresh one costs a second.
  workerIdleMemoryLimit: '150MB',
  ...(process.env.CANOPY_TEST_BACKENDS === 'postgres'
    ? { testPathIgnorePatterns: ['/node_modules/', ...singleBackendFiles()] }
    : {}),
};
