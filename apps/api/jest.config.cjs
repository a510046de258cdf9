module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  testEnvironment: 'node',
};
