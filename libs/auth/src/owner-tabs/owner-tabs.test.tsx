import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithTheme } from '@canopy/ui-kit/testing';
import { createTestFlagsClient, setTestConfigEnv } from '../testing';
import { FlagsProvider } from '../flags/flags';
import { OwnerTabs } from './owner-tabs';

function renderTabs(flags: Record<string, boolean> = {}) {
  return renderWithTheme(
    <MemoryRouter>
      <FlagsProvider client={createTestFlagsClient(flags)}>
        <OwnerTabs provider="gh" owner="acme" active="repos" />
      </FlagsProvider>
    </MemoryRouter>,
  );
}

const tabNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('OwnerTabs', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('shows the hosted tabs, without Canopy AI while its flag is off', () => {
    restore = setTestConfigEnv({ IS_SELF_HOSTED: false });
    renderTabs();
    expect(tabNames()).toEqual(['Repos', 'Analytics', 'Members', 'Plan', 'Settings']);
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics/gh/acme');
  });

  it('has no Members and Plan on a self-hosted install, and Canopy AI behind its flag', () => {
    restore = setTestConfigEnv({ IS_SELF_HOSTED: true });
    renderTabs({ canopyAiFeaturesTab: true });
    expect(tabNames()).toEqual(['Repos', 'Analytics', 'Canopy AIbeta', 'Settings']);
  });
});
