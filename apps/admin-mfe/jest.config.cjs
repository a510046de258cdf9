module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'admin-mfe',
};
