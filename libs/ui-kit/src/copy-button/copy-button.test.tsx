import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  afterEach(() => jest.useRealTimers());

  it('is conformant', async () => {
    await expectConformance((ref) => <CopyButton ref={ref} value="token" />, { refType: HTMLButtonElement });
  });

  it('copies and shows a check for 1.5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onCopy = jest.fn();
    renderWithTheme(<CopyButton value="secret-token" label="Copy token" onCopy={onCopy} />);
    await user.click(screen.getByRole('button', { name: 'Copy token' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(await navigator.clipboard.readText()).toBe('secret-token');
    const button = screen.getByRole('button', { name: 'Copied' });
    expect(button).toHaveAttribute('data-copied', 'true');
    expect(onCopy).toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1500);
    });
    expect(screen.getByRole('button', { name: 'Copy token' })).not.toHaveAttribute('data-copied');
  });
});
