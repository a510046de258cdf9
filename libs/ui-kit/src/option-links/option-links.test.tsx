import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expectConformance, renderWithTheme } from '../testing';
import { OptionLinks, type OptionLink } from './option-links';

const options: OptionLink[] = [
  { id: 'vite', label: 'Vite', to: '/gh/acme/widgets/bundles/new' },
  { id: 'rollup', label: 'Rollup', to: '/gh/acme/widgets/bundles/new/rollup' },
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

  it('links each option, the chosen one current', () => {
    renderWithTheme(
      <MemoryRouter>
        <OptionLinks label="Select your bundler" options={options} active="rollup" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Select your bundler')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Select your bundler' });
    expect(within(nav).getByRole('link', { name: 'Vite' })).not.toHaveAttribute('aria-current');
    const rollup = within(nav).getByRole('link', { name: 'Rollup' });
    expect(rollup).toHaveAttribute('href', '/gh/acme/widgets/bundles/new/rollup');
    expect(rollup).toHaveAttribute('aria-current', 'page');
    expect(rollup).toHaveAttribute('data-active', 'true');
  });
});
