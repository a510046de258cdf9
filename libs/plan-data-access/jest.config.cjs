module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'plan-data-access',
};
