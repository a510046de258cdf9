module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'coverage',
  testEnvironment: 'node',
};
