module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'e2e',
  testEnvironment: 'node',
};
