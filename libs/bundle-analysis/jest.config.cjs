module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'bundle-analysis',
  testEnvironment: 'node',
};
