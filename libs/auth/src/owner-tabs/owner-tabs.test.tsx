import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { usePlanData } from '@canopy/api-client';
import {
  freePlan,
  graphqlHandler,
  ongoingTrial,
  planDataFixture,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { renderWithTheme } from '@canopy/ui-kit/testing';
import { createTestProviders } from '../testing';
import { OwnerTabs } from './owner-tabs';

const server = setupApiMocks();

/** What asks for the org's plan on a real page (the shell's trial banners): the tabs only read the cache. */
function PlanBanners() {
  usePlanData({ provider: 'gh', owner: 'acme' });
  return null;
}

function renderTabs({
  flags = {},
  selfHosted = false,
  withBanners = false,
}: { flags?: Record<string, boolean>; selfHosted?: boolean; withBanners?: boolean } = {}) {
  const Providers = createTestProviders({ flags, configEnv: { IS_SELF_HOSTED: selfHosted } });
  return renderWithTheme(
    <Providers>
      <MemoryRouter>
        {withBanners && <PlanBanners />}
        <OwnerTabs provider="gh" owner="acme" active="repos" />
      </MemoryRouter>
    </Providers>,
  );
}

const tabNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('OwnerTabs', () => {
  it('shows the hosted tabs, without Canopy AI while its flag is off, and asks the server nothing', () => {
    // No handler: a request would fail the test (setupApiMocks refuses unhandled requests).
    renderTabs();
    expect(tabNames()).toEqual(['Repos', 'Analytics', 'Members', 'Plan', 'Settings']);
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics/gh/acme');
  });

  it('has no Members and Plan on a self-hosted install, and Canopy AI behind its flag', () => {
    renderTabs({ selfHosted: true, flags: { canopyAiFeaturesTab: true } });
    expect(tabNames()).toEqual(['Repos', 'Analytics', 'Canopy AIbeta', 'Settings']);
  });

  it("reminds members of the org's ongoing trial, linking to the plan page", async () => {
    server.use(graphqlHandler('GetPlanData', planDataFixture({ plan: ongoingTrial(10) })));
    renderTabs({ withBanners: true });
    expect(await screen.findByRole('link', { name: 'Trial active for 10 days' })).toHaveAttribute(
      'href',
      '/plan/gh/acme',
    );
  });

  it('offers Upgrade once the trial is over on the free plan', async () => {
    server.use(
      graphqlHandler('GetPlanData', planDataFixture({ plan: freePlan({ trialStatus: 'EXPIRED' }) })),
    );
    renderTabs({ withBanners: true });
    expect(await screen.findByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/plan/gh/acme/upgrade',
    );
  });
});
