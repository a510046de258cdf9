import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { SecretShownOnce } from './secret-shown-once';

describe('SecretShownOnce', () => {
  it('is conformant', async () => {
    await expectConformance(() => (
      <SecretShownOnce
        value="secret:abc"
        label="secret string"
        intro="Add this secret string to your codecov.yml."
        note="It only works in this repository."
        onDone={() => {}}
      />
    ));
  });

  it('shows the secret between what it is and the note, copies it, and Done hands back', async () => {
    const user = userEvent.setup();
    const onDone = jest.fn();
    renderWithTheme(
      <SecretShownOnce
        value="9f3c-77aa"
        label="token"
        intro="Personal API token"
        note="You won't be able to see it again."
        onDone={onDone}
        testId="new-api-token"
      />,
    );
    expect(screen.getByText('Personal API token')).toBeInTheDocument();
    expect(screen.getByTestId('new-api-token')).toHaveTextContent('9f3c-77aa');
    expect(screen.getByRole('region', { name: 'token' })).toBe(screen.getByTestId('new-api-token'));
    expect(screen.getByText("You won't be able to see it again.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy token' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(await navigator.clipboard.readText()).toBe('9f3c-77aa');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
