module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'routes',
  testEnvironment: 'node',
};
