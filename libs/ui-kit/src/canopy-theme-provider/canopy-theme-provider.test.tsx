import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { expectConformance } from '../testing';
import { CanopyThemeProvider } from './canopy-theme-provider';
import { ThemeToggle } from '../theme-toggle/theme-toggle';
import { THEME_STORAGE_KEY } from './theme';
import { toast } from '../notify/notify';

describe('CanopyThemeProvider', () => {
  beforeEach(() => window.localStorage.clear());

  it('is conformant', async () => {
    await expectConformance((ref) => <Button ref={ref}>Inside the theme</Button>, {
      refType: HTMLButtonElement,
    });
  });

  it('defaults to the system preference when nothing is stored', () => {
    render(
      <CanopyThemeProvider env="test">
        <ThemeToggle />
      </CanopyThemeProvider>,
    );
    // jsdom's matchMedia stub reports no dark preference.
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('reads the stored scheme under "theme"', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(
      <CanopyThemeProvider env="test">
        <ThemeToggle />
      </CanopyThemeProvider>,
    );
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('renders toasts in the notification stack', async () => {
    render(<CanopyThemeProvider env="test" />);
    act(() => {
      toast.success('Saved');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('can leave the notification stack out', async () => {
    const user = userEvent.setup();
    render(
      <CanopyThemeProvider env="test" withNotifications={false}>
        <button type="button" onClick={() => toast('Hello')}>
          go
        </button>
      </CanopyThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });
});
