import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configFixture, graphqlErrorHandler, graphqlHandler } from '@canopy/api-client/testing';
import { hostedConfig, renderApp, selfHostedConfig, setupShellMocks } from '../../testing/render-app';

const server = setupShellMocks();

/** The install signs in with these providers (GraphQL `config.loginProviders`). */
function loginProviders(...providers: string[]) {
  server.use(graphqlHandler('Config', { config: configFixture({ loginProviders: providers }) }));
}

async function loginPage() {
  return within(await screen.findByRole('region', { name: 'Log in to Canopy' }));
}

describe('login page (hosted)', () => {
  it('/login/gh with no provider configured: the login page, saying GitHub is not set up, and the development sign-in', async () => {
    loginProviders();
    renderApp(server, { url: '/login/gh', user: null, config: { ...hostedConfig, DEV_LOGIN: true } });
    const page = await loginPage();
    expect(await page.findByText('Sign-in with GitHub is not set up on this install.')).toBeInTheDocument();
    expect(page.queryByRole('link', { name: 'Log in with GitHub' })).not.toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Sign in as Ada Lovelace (development)' })).toHaveAttribute(
      'href',
      '/login/dev?username=ada&to=%2F',
    );
  });

  it('/login/gh with nothing to sign in with says so once', async () => {
    loginProviders();
    renderApp(server, { url: '/login/gh', user: null, config: hostedConfig });
    const page = await loginPage();
    expect(await page.findByText('No sign-in provider is configured')).toBeInTheDocument();
    expect(page.queryByText(/is not set up on this install/)).not.toBeInTheDocument();
  });

  it("shows the URL's provider alone when it is configured, in either form, back to its landing", async () => {
    loginProviders('GITHUB', 'GITLAB', 'OKTA');
    renderApp(server, { url: '/login/github', user: null, config: hostedConfig });
    const page = await loginPage();
    expect(await page.findByRole('link', { name: 'Log in with GitHub' })).toHaveAttribute(
      'href',
      '/login/gh?to=%2Fgh',
    );
    expect(page.getAllByRole('link', { name: /^Log in with/ })).toHaveLength(1);
  });

  it('offers the configured providers when the one in the URL is not', async () => {
    loginProviders('GITHUB');
    renderApp(server, { url: '/login/gl', user: null, config: hostedConfig });
    const page = await loginPage();
    expect(await page.findByText('Sign-in with GitLab is not set up on this install.')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Log in with GitHub' })).toHaveAttribute(
      'href',
      '/login/gh?to=%2Fgh',
    );
    expect(page.queryByRole('link', { name: 'Log in with GitLab' })).not.toBeInTheDocument();
  });

  it("/login lists every configured provider once, the install's Okta last", async () => {
    loginProviders('GITHUB', 'GITLAB', 'GITHUB', 'OKTA');
    renderApp(server, { url: '/login', user: null, config: hostedConfig });
    const page = await loginPage();
    await page.findByRole('link', { name: 'Log in with GitHub' });
    expect(page.getAllByRole('link', { name: /^Log in with/ }).map((link) => link.textContent)).toEqual([
      'Log in with GitHub',
      'Log in with GitLab',
      'Log in with Okta',
    ]);
  });

  it.each([
    ['/gh/canopy/web/pulls', '/gh/canopy/web/pulls'],
    ['https://evil.example/', '/gh'],
    ['//evil.example/', '/gh'],
    ['/login/gh', '/gh'],
  ])('honours an on-site `to` (%s → %s) on every button', async (to, back) => {
    loginProviders('GITHUB');
    renderApp(server, {
      url: `/login/gh?to=${encodeURIComponent(to)}`,
      user: null,
      config: { ...hostedConfig, DEV_LOGIN: true, API_URL: 'https://api.canopy.test' },
    });
    const page = await loginPage();
    expect(await page.findByRole('link', { name: 'Log in with GitHub' })).toHaveAttribute(
      'href',
      `https://api.canopy.test/login/gh?to=${encodeURIComponent(back)}`,
    );
    const devBack = back === '/gh' ? '/' : back;
    expect(page.getByRole('link', { name: /development/ })).toHaveAttribute(
      'href',
      `https://api.canopy.test/login/dev?username=ada&to=${encodeURIComponent(devBack)}`,
    );
  });

  it('says when the sign-in options cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    server.use(graphqlErrorHandler('Config', { status: 500 }));
    renderApp(server, { url: '/login/gh', user: null, config: hostedConfig });
    const page = await loginPage();
    expect(await page.findByRole('alert')).toHaveTextContent('The sign-in options could not be loaded');
    loginProviders('GITHUB');
    await user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('link', { name: 'Log in with GitHub' })).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('is reachable from the keyboard: Tab goes to the provider button', async () => {
    const user = userEvent.setup();
    loginProviders('GITHUB');
    renderApp(server, { url: '/login/gh', user: null, config: hostedConfig });
    const button = await (await loginPage()).findByRole('link', { name: 'Log in with GitHub' });
    for (let i = 0; i < 10 && document.activeElement !== button; i += 1) await user.tab();
    expect(button).toHaveFocus();
  });

  it('says why a sign-in the API sent back did not complete', async () => {
    loginProviders('GITHUB');
    renderApp(server, { url: '/login?error=access_denied&provider=gh', user: null, config: hostedConfig });
    const page = await loginPage();
    const alert = await page.findByRole('alert');
    expect(within(alert).getByText('The sign-in did not complete')).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'Canopy was not allowed to use your GitHub account. Try again to sign in.',
    );
    expect(page.getByRole('link', { name: 'Log in with GitHub' })).toBeInTheDocument();
  });

  it("offers the install's Okta on the self-hosted landing page, back to the page asked for", async () => {
    loginProviders('GITHUB', 'OKTA');
    renderApp(server, {
      url: `/?to=${encodeURIComponent('/gh/canopy')}`,
      user: null,
      config: selfHostedConfig,
    });
    const page = await loginPage();
    expect(await page.findByRole('link', { name: 'Log in with Okta' })).toHaveAttribute(
      'href',
      '/login/okta?to=%2Fgh%2Fcanopy',
    );
    expect(page.getByRole('link', { name: 'Log in with GitHub' })).toBeInTheDocument();
  });

  it('offers Okta alone when no git provider signs in, and says nothing is configured only without it', async () => {
    loginProviders('OKTA');
    renderApp(server, { url: '/', user: null, config: selfHostedConfig });
    const page = await loginPage();
    expect(await page.findByRole('link', { name: 'Log in with Okta' })).toHaveAttribute(
      'href',
      '/login/okta?to=%2F',
    );
    expect(page.queryByText('No sign-in provider is configured')).not.toBeInTheDocument();
  });

  it("words an Okta sign-in's failure with Okta's messages", async () => {
    loginProviders('OKTA');
    renderApp(server, { url: '/?error=access_denied&provider=okta', user: null, config: selfHostedConfig });
    expect(await (await loginPage()).findByRole('alert')).toHaveTextContent(
      'The resource owner or authorization server denied the request. Please reach out to your administrator.',
    );
  });

  it('says it on the self-hosted landing page too', async () => {
    renderApp(server, { url: '/?error=invalid_state&provider=gh', user: null, config: selfHostedConfig });
    expect(await (await loginPage()).findByRole('alert')).toHaveTextContent(/took too long/);
  });

  it.each(['/login', '/login/gh?to=/gh/canopy'])('sends %s to / on self-hosted installs', async (url) => {
    const view = renderApp(server, { url, user: null, config: selfHostedConfig });
    await waitFor(() => expect(view.location().pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Log in to Canopy' })).toBeInTheDocument();
  });
});
