import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expectConformance, renderWithTheme } from '../testing';
import { OwnerTabLinks, type OwnerTabLinksProps } from './owner-tab-links';

function renderTabs(props: Partial<OwnerTabLinksProps> = {}) {
  renderWithTheme(
    <MemoryRouter>
      <OwnerTabLinks provider="gh" owner="acme" active="repos" {...props} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Owner' });
}

const names = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('OwnerTabLinks', () => {
  it('is conformant', async () => {
    await expectConformance(
      (ref) => (
        <MemoryRouter>
          <OwnerTabLinks ref={ref} provider="gh" owner="acme" active="plan" withAiTab />
        </MemoryRouter>
      ),
      { refType: HTMLElement },
    );
  });

  it('links every tab of a hosted install to its page, the current one marked', () => {
    const nav = renderTabs({ active: 'analytics' });
    expect(names(nav)).toEqual(['Repos', 'Analytics', 'Members', 'Plan', 'Settings']);
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Repos')).toBe('/gh/acme');
    expect(href('Analytics')).toBe('/analytics/gh/acme');
    expect(href('Members')).toBe('/members/gh/acme');
    expect(href('Plan')).toBe('/plan/gh/acme');
    expect(href('Settings')).toBe('/account/gh/acme');
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no Members and Plan tabs on a self-hosted install', () => {
    expect(names(renderTabs({ isSelfHosted: true }))).toEqual(['Repos', 'Analytics', 'Settings']);
  });

  it('adds the Canopy AI tab (beta) when asked', () => {
    const nav = renderTabs({ withAiTab: true, active: 'ai' });
    const ai = within(nav).getByRole('link', { name: /Canopy AI/ });
    expect(ai).toHaveAttribute('href', '/canopyai/gh/acme');
    expect(ai).toHaveTextContent('beta');
    expect(ai).toHaveAttribute('aria-current', 'page');
  });

  it('encodes the provider and owner', () => {
    const nav = renderTabs({ owner: 'a b' });
    expect(within(nav).getByRole('link', { name: 'Repos' })).toHaveAttribute('href', '/gh/a%20b');
  });

  it('reminds of an ongoing trial with its days left, linking to the plan page', () => {
    const nav = renderTabs({ trial: { kind: 'ongoing', daysLeft: 9 } });
    const chip = within(nav).getByRole('link', { name: 'Trial active for 9 days' });
    expect(chip).toHaveAttribute('href', '/plan/gh/acme');
    expect(names(nav)).toEqual([
      'Repos',
      'Analytics',
      'Members',
      'Plan',
      'Settings',
      'Trial active for 9 days',
    ]);
  });

  it('words the last days of a trial', () => {
    const nav = renderTabs({ trial: { kind: 'ongoing', daysLeft: 1 } });
    expect(within(nav).getByText('Trial active for 1 day')).toBeInTheDocument();
  });

  it('says the trial ends today on its last day', () => {
    const nav = renderTabs({ trial: { kind: 'ongoing', daysLeft: 0 } });
    expect(within(nav).getByText('Trial ends today')).toBeInTheDocument();
  });

  it('offers Upgrade once the trial is over', () => {
    const nav = renderTabs({ trial: { kind: 'expired' } });
    expect(within(nav).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/plan/gh/acme/upgrade',
    );
  });

  it('has no trial reminder on a self-hosted install', () => {
    const nav = renderTabs({ isSelfHosted: true, trial: { kind: 'expired' } });
    expect(within(nav).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});
