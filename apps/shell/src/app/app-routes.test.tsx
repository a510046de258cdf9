import { act, screen, waitFor } from '@testing-library/react';
import { graphqlMutationHandler } from '@canopy/api-client/testing';
import { adaUser, hostedConfig, renderApp, selfHostedConfig, setupShellMocks } from '../testing/render-app';

const server = setupShellMocks();

async function remote() {
  return screen.findByTestId('remote');
}

describe('route table', () => {
  it.each([
    ['/gh/canopy', 'repo_mfe/Routes', 'owner'],
    ['/gh/canopy/web/commits/main', 'repo_mfe/Routes', 'owner'],
    ['/analytics/gh/canopy', 'repo_mfe/Routes', 'analytics'],
    ['/account/gh/ada/yaml', 'account_mfe/Routes', 'account'],
    ['/canopyai/gh/canopy', 'account_mfe/Routes', 'ai'],
    ['/plan/gh/canopy/invoices', 'plan_mfe/Routes', 'plan'],
    ['/members/gh/canopy', 'plan_mfe/Routes', 'members'],
  ])('hosted: %s mounts %s (%s)', async (url, id, section) => {
    renderApp(server, { url, config: hostedConfig });
    const mounted = await remote();
    expect(mounted).toHaveAttribute('data-remote', id);
    expect(mounted).toHaveAttribute('data-section', section);
    expect(mounted).toHaveTextContent(`at ${url}`);
  });

  it.each([
    ['/admin/gh/users', 'admin_mfe/Routes', 'admin'],
    ['/account/gh/ada', 'account_mfe/Routes', 'account'],
    ['/gh/canopy', 'repo_mfe/Routes', 'owner'],
  ])('self-hosted: %s mounts %s (%s)', async (url, id, section) => {
    renderApp(server, { url, config: selfHostedConfig });
    const mounted = await remote();
    expect(mounted).toHaveAttribute('data-remote', id);
    expect(mounted).toHaveAttribute('data-section', section);
  });

  it('has no admin area on hosted installs', async () => {
    const view = renderApp(server, { url: '/admin/gh/users', config: hostedConfig });
    await waitFor(() => expect(view.location().pathname).toBe('/gh/canopy'));
  });

  it.each(['/plan/gh/canopy', '/members/gh/canopy'])('has no %s on self-hosted installs', async (url) => {
    const view = renderApp(server, { url, config: selfHostedConfig });
    await waitFor(() => expect(view.location().pathname).toBe('/gh/canopy'));
  });

  it('redirects /compare/* to the matching /pull/* path', async () => {
    const view = renderApp(server, { url: '/gh/canopy/web/compare/12/tree/src?flags=a' });
    await waitFor(() => expect(view.location().pathname).toBe('/gh/canopy/web/pull/12/tree/src'));
    expect(view.location().search).toBe('?flags=a');
    expect(await remote()).toHaveAttribute('data-remote', 'repo_mfe/Routes');
  });

  it('sends /plan/:provider to the landing redirect (hosted)', async () => {
    const view = renderApp(server, { url: '/plan/gh' });
    await waitFor(() => expect(view.location().pathname).toBe('/gh/canopy'));
  });

  it('redirects /:provider to the landing owner', async () => {
    const view = renderApp(server, { url: '/gl', user: adaUser({ defaultOrg: null }) });
    await waitFor(() => expect(view.location().pathname).toBe('/gl/ada'));
  });

  it('sends / to the landing owner on hosted installs', async () => {
    const view = renderApp(server, { url: '/?setup_action=install' });
    await waitFor(() => expect(view.location().pathname).toBe('/gh/canopy'));
    expect(view.location().search).toBe('?setup_action=install');
  });

  it('after a GitHub app install request, submits one sync and sends the user to their own account', async () => {
    const syncs: string[] = [];
    server.use(
      graphqlMutationHandler('SyncWithGitProvider', ({ provider }) => {
        syncs.push(provider);
        return { syncWithGitProvider: { me: { isSyncingWithGitProvider: true }, error: null } };
      }),
    );
    const view = renderApp(server, { url: '/?setup_action=request' });
    await waitFor(() => expect(view.location().pathname).toBe('/gh/ada'));
    expect(view.location().search).toBe('?setup_action=request');
    await waitFor(() => expect(syncs).toEqual(['gh']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(syncs).toHaveLength(1);
  });

  it('submits no sync for any other landing, nor for a guest', async () => {
    let syncs = 0;
    server.use(
      graphqlMutationHandler('SyncWithGitProvider', () => {
        syncs += 1;
        return { syncWithGitProvider: { me: { isSyncingWithGitProvider: true }, error: null } };
      }),
    );
    const view = renderApp(server, { url: '/?setup_action=install' });
    await waitFor(() => expect(view.location().pathname).toBe('/gh/canopy'));
    view.unmount();
    const guest = renderApp(server, { url: '/?setup_action=request', user: null });
    await waitFor(() => expect(guest.location().pathname).toBe('/login'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(syncs).toBe(0);
  });

  it('sends any other path to the landing redirect, and a guest to /login', async () => {
    // A first segment that names no provider is not an owner page.
    const view = renderApp(server, { url: '/definitely/not/a/page/here', config: hostedConfig });
    await waitFor(() => expect(view.location().pathname).toBe('/gh/canopy'));
    view.unmount();
    const guest = renderApp(server, { url: '/definitely/not/a/page', user: null, config: hostedConfig });
    await waitFor(() => expect(guest.location().pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Log in to Canopy' })).toBeInTheDocument();
  });

  it('keeps a guest on an owner path of a known provider (public repositories)', async () => {
    renderApp(server, { url: '/gl/someone/project', user: null, config: hostedConfig });
    expect(await remote()).toHaveAttribute('data-remote', 'repo_mfe/Routes');
  });

  it('shows the login page on hosted installs, with provider buttons and the development sign-in', async () => {
    renderApp(server, {
      url: '/login?to=/gh/canopy',
      user: null,
      config: { ...hostedConfig, DEV_LOGIN: true },
    });
    expect(await screen.findByRole('heading', { name: 'Log in to Canopy' })).toBeInTheDocument();
    const github = await screen.findByRole('link', { name: 'Log in with GitHub' });
    expect(github).toHaveAttribute('href', '/login/gh?to=%2Fgh%2Fcanopy');
    expect(screen.getByRole('link', { name: 'Log in with GitLab' })).toHaveAttribute(
      'href',
      '/login/gl?to=%2Fgh%2Fcanopy',
    );
    expect(screen.getByRole('link', { name: 'Sign in as Ada Lovelace (development)' })).toHaveAttribute(
      'href',
      '/login/dev?username=ada&to=%2Fgh%2Fcanopy',
    );
  });

  it('shows one provider on /login/:provider, pointing at the API host', async () => {
    renderApp(server, {
      url: '/login/gl',
      user: null,
      config: { ...hostedConfig, API_URL: 'https://api.canopy.test' },
    });
    const button = await screen.findByRole('link', { name: 'Log in with GitLab' });
    expect(button).toHaveAttribute('href', 'https://api.canopy.test/login/gl?to=%2Fgl');
    expect(screen.queryByRole('link', { name: 'Log in with GitHub' })).not.toBeInTheDocument();
    expect(screen.queryByText(/development/)).not.toBeInTheDocument();
  });

  it.each(['/login', '/login/gh'])('redirects %s to / on self-hosted installs', async (url) => {
    const view = renderApp(server, { url, user: null, config: selfHostedConfig });
    await waitFor(() => expect(view.location().pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Log in to Canopy' })).toBeInTheDocument();
  });

  it('guards the self-hosted landing page: a signed-in user goes into the app', async () => {
    const view = renderApp(server, { url: '/', config: selfHostedConfig });
    await waitFor(() => expect(view.location().pathname).toBe('/gh/canopy'));
  });

  it('shows the session-expired banner when the query contains "expired"', async () => {
    renderApp(server, { url: '/login?expired', user: null });
    const title = await screen.findByText('Your session has expired.');
    expect(title.closest('p')).toHaveTextContent(
      'Your session has expired. Please log in again to continue.',
    );
  });

  it('has no session-expired banner otherwise', async () => {
    renderApp(server, { url: '/login', user: null });
    await screen.findByRole('heading', { name: 'Log in to Canopy' });
    expect(screen.queryByText(/Your session has expired/)).not.toBeInTheDocument();
  });

  it('sends a user without owners to /sync, where the breadcrumb area is hidden', async () => {
    const view = renderApp(server, { url: '/gh/canopy', user: adaUser({ owners: [], defaultOrg: null }) });
    await waitFor(() => expect(view.location().pathname).toBe('/sync'));
    // The sync finds nothing: the other hosts are offered.
    expect(
      await screen.findByRole('heading', { name: 'No organization or repository found' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sync with GitHub' })).toHaveAttribute(
      'href',
      '/login/gh?to=%2Fgh',
    );
    expect(screen.queryByRole('button', { name: /switch organization/i })).not.toBeInTheDocument();
  });
});
