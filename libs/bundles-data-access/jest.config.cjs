module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'bundles-data-access',
};
