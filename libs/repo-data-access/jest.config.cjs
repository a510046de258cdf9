module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'repo-data-access',
};
