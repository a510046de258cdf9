module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'repo-mfe',
};
