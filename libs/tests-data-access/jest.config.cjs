module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'tests-data-access',
};
