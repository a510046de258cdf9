module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'test-results',
  testEnvironment: 'node',
};
