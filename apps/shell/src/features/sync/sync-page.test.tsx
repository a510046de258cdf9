import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configFixture, graphqlErrorHandler, graphqlHandler } from '@canopy/api-client/testing';
import { adaUser, hostedConfig, renderApp, setupShellMocks } from '../../testing/render-app';

const server = setupShellMocks();

function syncProviders(...providers: string[]) {
  server.use(graphqlHandler('Config', { config: configFixture({ syncProviders: providers }) }));
}

async function syncPage() {
  return within(await screen.findByRole('region', { name: 'What repo provider would you like to sync?' }));
}

describe('sync page (/sync)', () => {
  it('is shown to a signed-in user who has owners, with a way on to their organisation', async () => {
    syncProviders('GITHUB', 'GITLAB');
    const view = renderApp(server, { url: '/sync' });
    const page = await syncPage();
    expect(page.getByText("You'll be taken to your repo provider to authenticate.")).toBeInTheDocument();
    expect(await page.findByRole('link', { name: 'Sync with GitHub' })).toHaveAttribute(
      'href',
      '/login/gh?to=%2Fgh',
    );
    expect(page.getByRole('link', { name: 'Sync with GitLab' })).toHaveAttribute(
      'href',
      '/login/gl?to=%2Fgl',
    );
    expect(page.getByRole('link', { name: 'Continue to canopy' })).toHaveAttribute('href', '/gh/canopy');
    expect(view.location().pathname).toBe('/sync');
    // The breadcrumb area (org context switcher) is hidden on this page.
    expect(screen.queryByRole('button', { name: /switch organization/i })).not.toBeInTheDocument();
  });

  it('is where a user without owners lands, with nowhere else to go', async () => {
    syncProviders('GITHUB');
    const view = renderApp(server, { url: '/gh/canopy', user: adaUser({ owners: [], defaultOrg: null }) });
    await waitFor(() => expect(view.location().pathname).toBe('/sync'));
    const page = await syncPage();
    expect(await page.findByRole('link', { name: 'Sync with GitHub' })).toBeInTheDocument();
    expect(page.queryByRole('link', { name: /Continue to/ })).not.toBeInTheDocument();
  });

  it('honours an on-site `to` query', async () => {
    syncProviders('GITHUB');
    renderApp(server, {
      url: `/sync?to=${encodeURIComponent('/gh/canopy/web')}`,
      config: { ...hostedConfig, API_URL: 'https://api.canopy.test' },
    });
    expect(await (await syncPage()).findByRole('link', { name: 'Sync with GitHub' })).toHaveAttribute(
      'href',
      `https://api.canopy.test/login/gh?to=${encodeURIComponent('/gh/canopy/web')}`,
    );
  });

  it('says when no provider is configured, with the install guide', async () => {
    syncProviders();
    renderApp(server, { url: '/sync' });
    const page = await syncPage();
    expect(await page.findByText('No git provider to sync with')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'self-hosted install guide' })).toBeInTheDocument();
    expect(page.queryByRole('link', { name: /^Sync with/ })).not.toBeInTheDocument();
  });

  it('says when the providers cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    server.use(graphqlErrorHandler('Config', { status: 500 }));
    renderApp(server, { url: '/sync' });
    const page = await syncPage();
    expect(await page.findByRole('alert')).toHaveTextContent('The providers could not be loaded');
    syncProviders('GITHUB');
    await user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('link', { name: 'Sync with GitHub' })).toBeInTheDocument();
  });
});
