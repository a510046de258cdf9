module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'account-data-access',
};
