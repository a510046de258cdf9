const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  // kysely ships ES modules only; Jest runs CommonJS, so it is transformed like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(kysely)/)'],
  // Starting PGlite takes about a second per test file (several on the first run, which builds the template).
  testTimeout: 60000,
};
