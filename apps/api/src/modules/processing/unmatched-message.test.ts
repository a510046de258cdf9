import { unmatchedMessage } from './unmatched-message';

describe('unmatchedMessage', () => {
  it('speaks of one file in the singular', () => {
    expect(unmatchedMessage(1, ['a.js'])).toBe(
      '1 file in the report matched no file in the repository: a.js',
    );
  });

  it('says how many when none is listed', () => {
    expect(unmatchedMessage(4, [])).toBe('4 files in the report matched no file in the repository');
  });
});
