module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'tools',
  testEnvironment: 'node',
};
