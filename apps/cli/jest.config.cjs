module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'cli',
  testEnvironment: 'node',
};
