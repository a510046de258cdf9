module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'tests-mfe',
};
