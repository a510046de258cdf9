import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  beforeEach(() => window.localStorage.clear());

  it('is conformant', async () => {
    await expectConformance((ref) => <ThemeToggle ref={ref} />, { refType: HTMLButtonElement });
  });

  it('toggles the scheme and stores it under "theme"', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Switch to dark mode' });
    expect(toggle).toHaveAttribute('data-color-scheme', 'light');

    await user.click(toggle);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toHaveAttribute(
      'data-color-scheme',
      'dark',
    );

    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});
