import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expectConformance, renderWithTheme } from '../testing';
import { TabLinks, type TabLink } from './tab-links';

const tabs: TabLink[] = [
  { id: 'coverage', label: 'Coverage', to: '/gh/acme/widgets' },
  { id: 'commits', label: 'Commits', to: '/gh/acme/widgets/commits' },
];

describe('TabLinks', () => {
  it('is conformant', async () => {
    await expectConformance(
      (ref) => (
        <MemoryRouter>
          <TabLinks ref={ref} label="Repository" tabs={tabs} active="commits" />
        </MemoryRouter>
      ),
      { refType: HTMLElement },
    );
  });

  it('is a navigation landmark of links, the current one marked', () => {
    renderWithTheme(
      <MemoryRouter>
        <TabLinks label="Repository" tabs={tabs} active="commits" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Repository' });
    const coverage = within(nav).getByRole('link', { name: 'Coverage' });
    const commits = within(nav).getByRole('link', { name: 'Commits' });
    expect(coverage).toHaveAttribute('href', '/gh/acme/widgets');
    expect(coverage).not.toHaveAttribute('aria-current');
    expect(coverage).not.toHaveAttribute('data-active');
    expect(commits).toHaveAttribute('aria-current', 'page');
    expect(commits).toHaveAttribute('data-active', 'true');
  });

  it('marks no tab without an active id', () => {
    renderWithTheme(
      <MemoryRouter>
        <TabLinks label="Repository" tabs={tabs} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });
});
