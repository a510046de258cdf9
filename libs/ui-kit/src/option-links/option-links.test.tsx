import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createLocationProbe, expectConformance, renderWithTheme } from '../testing';
import { OptionLinks, type OptionLink } from './option-links';

const options: OptionLink[] = [
  { id: 'vite', label: 'Vite', to: '/gh/acme/widgets/bundles/new' },
  { id: 'rollup', label: 'Rollup', to: '/gh/acme/widgets/bundles/new/rollup' },
  { id: 'webpack', label: 'Webpack', to: '/gh/acme/widgets/bundles/new/webpack' },
];

describe('OptionLinks', () => {
  it('is conformant', async () => {
    await expectConformance(
      (ref) => (
        <MemoryRouter>
          <OptionLinks ref={ref} label="Select your bundler" options={options} active="vite" />
        </MemoryRouter>
      ),
      { refType: HTMLDivElement },
    );
  });

  it('offers each option as a radio tile, the current one checked', () => {
    renderWithTheme(
      <MemoryRouter>
        <OptionLinks label="Select your bundler" options={options} active="rollup" />
      </MemoryRouter>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Select your bundler' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Vite', 'Rollup', 'Webpack']);
    expect(within(group).getByRole('radio', { name: 'Rollup' })).toHaveAttribute('aria-checked', 'true');
    expect(within(group).getByRole('radio', { name: 'Vite' })).toHaveAttribute('aria-checked', 'false');
  });

  it('opens the address of the option chosen by click or by the arrow keys', async () => {
    const user = userEvent.setup();
    const probe = createLocationProbe();
    renderWithTheme(
      <MemoryRouter initialEntries={['/gh/acme/widgets/bundles/new']}>
        <OptionLinks label="Select your bundler" options={options} active="vite" />
        <probe.Probe />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('radio', { name: 'Webpack' }));
    await waitFor(() => expect(probe.location().pathname).toBe('/gh/acme/widgets/bundles/new/webpack'));

    screen.getByRole('radio', { name: 'Vite' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(probe.location().pathname).toBe('/gh/acme/widgets/bundles/new/rollup'));
  });

  it('does not navigate when the current option is chosen again', async () => {
    const user = userEvent.setup();
    const probe = createLocationProbe();
    renderWithTheme(
      <MemoryRouter initialEntries={['/start']}>
        <OptionLinks label="Select your bundler" options={options} active="vite" />
        <probe.Probe />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('radio', { name: 'Vite' }));
    expect(probe.location().pathname).toBe('/start');
  });
});
