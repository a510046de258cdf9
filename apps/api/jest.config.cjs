const preset = require('../../jest.preset.cjs');

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
};
