module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'graphql-schema',
  testEnvironment: 'node',
};
