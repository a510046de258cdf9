import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { UploadToken } from './upload-token';

describe('UploadToken', () => {
  it('is conformant', async () => {
    await expectConformance(() => <UploadToken token="abc" />);
  });

  it('masks the token with x characters until shown, and copies it with its prefix', async () => {
    const user = userEvent.setup();
    renderWithTheme(<UploadToken token="9f3c-77" prefix="CODECOV_TOKEN=" tokenName="global token" />);
    const token = screen.getByTestId('upload-token');
    expect(token).toHaveTextContent('CODECOV_TOKEN=xxxxxxx');
    expect(token).toHaveAttribute('data-masked', 'true');
    await user.click(screen.getByRole('button', { name: 'Show global token' }));
    expect(token).toHaveTextContent('CODECOV_TOKEN=9f3c-77');
    expect(token).not.toHaveAttribute('data-masked');
    // The accessible name follows the visible word.
    expect(screen.getByRole('button', { name: 'Hide global token' })).toHaveTextContent('Hide');
    await user.click(screen.getByRole('button', { name: 'Copy upload token' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(await navigator.clipboard.readText()).toBe('CODECOV_TOKEN=9f3c-77');
  });
});
