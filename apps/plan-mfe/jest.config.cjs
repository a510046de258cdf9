module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'plan-mfe',
};
