import { MESSAGE_MAX_LENGTH, truncateCommitMessage } from './commits-table';

describe('truncateCommitMessage', () => {
  it('shows the subject line only, not the body', () => {
    expect(truncateCommitMessage('Read report paths\n\nBackslashes are turned into slashes.')).toBe(
      'Read report paths',
    );
  });

  it('cuts a long subject at the limit', () => {
    const subject = 'x'.repeat(MESSAGE_MAX_LENGTH + 5);
    expect(truncateCommitMessage(subject)).toBe(`${'x'.repeat(MESSAGE_MAX_LENGTH)}...`);
  });

  it('stands in for a missing or blank message', () => {
    expect(truncateCommitMessage(null)).toBe('commit message unavailable');
    expect(truncateCommitMessage('   ')).toBe('commit message unavailable');
  });
});
