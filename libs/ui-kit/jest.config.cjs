const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'ui-kit',
  testTimeout: 20000,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup-tests.ts'],
};
