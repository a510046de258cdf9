module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'admin-data-access',
};
