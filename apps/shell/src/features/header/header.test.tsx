import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchGraphqlQuery, repoQuery } from '@canopy/api-client';
import {
  configFixture,
  currentUserFixture,
  graphqlErrorHandler,
  graphqlMutationHandler,
  graphqlHandler,
  repositoryFixture,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import { renderWithTheme } from '@canopy/ui-kit/testing';
import { MemoryRouter } from 'react-router';
import { TestApiProvider } from '@canopy/api-client/testing';
import { setTestConfigEnv } from '@canopy/auth/testing';
import { hostedConfig, renderApp, selfHostedConfig, setupShellMocks } from '../../testing/render-app';
import { UserMenu } from './user-menu';
import { ONBOARDING_CONTAINER_KEY } from './onboarding-visibility';
import { HELP_BLUR_DELAY } from './help-menu';

// Starting impersonation reloads the page in the browser; jsdom cannot navigate.
jest.mock('../layout/reload-page', () => ({ reloadPage: jest.fn() }));

const server = setupShellMocks();

function header() {
  return screen.findByRole('banner');
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'staff_user=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('guest header', () => {
  it('hosted: marketing links, theme toggle, Log in and Start Free Trial', async () => {
    renderApp(server, {
      url: '/login',
      user: null,
      config: { ...hostedConfig, MARKETING_BASE_URL: 'https://www.canopy.test' },
    });
    await screen.findByRole('heading', { name: 'Log in to Canopy' });
    const bar = within(await header());
    expect(bar.getByRole('link', { name: 'Canopy home' })).toHaveAttribute(
      'href',
      'https://www.canopy.test/',
    );
    expect(bar.getByRole('link', { name: 'Why Test Code?' })).toHaveAttribute(
      'href',
      'https://www.canopy.test/why-test-code',
    );
    expect(bar.getByRole('link', { name: 'Get a Demo' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      'https://www.canopy.test/pricing',
    );
    expect(bar.getByRole('button', { name: /Switch to (dark|light) mode/ })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Start Free Trial' })).toBeInTheDocument();
  });

  it('hosted: Log in goes to the login page, back to this page without the expired marker', async () => {
    renderApp(server, { url: '/gh/canopy?x=1&expired', user: null, config: hostedConfig });
    await screen.findByTestId('remote');
    const bar = within(await header());
    expect(bar.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?to=${encodeURIComponent('/gh/canopy?x=1')}`,
    );
  });

  it("self-hosted: only a primary Log in, to the provider's sign-in rather than the page the guest is on", async () => {
    renderApp(server, { url: '/', user: null, config: selfHostedConfig });
    await screen.findByRole('heading', { name: 'Log in to Canopy' });
    const bar = within(await header());
    // The first configured provider (GitHub, then GitLab), back to its landing.
    await waitFor(() =>
      expect(bar.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/gh?to=%2Fgh'),
    );
    for (const name of ['Why Test Code?', 'Get a Demo', 'Pricing', 'Start Free Trial']) {
      expect(bar.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it("self-hosted: the page's provider, on the API host, back to the page", async () => {
    renderApp(server, {
      url: '/gl/canopy',
      user: null,
      config: { ...selfHostedConfig, API_URL: 'https://api.canopy.test' },
    });
    await screen.findByTestId('remote');
    const bar = within(await header());
    expect(bar.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `https://api.canopy.test/login/gl?to=${encodeURIComponent('/gl/canopy')}`,
    );
  });

  it("self-hosted: the install's default provider when the page names none", async () => {
    renderApp(server, {
      url: '/',
      user: null,
      config: { ...selfHostedConfig, ENTERPRISE_DEFAULT_PROVIDER: 'gitlab' },
    });
    const bar = within(await header());
    expect(bar.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/gl?to=%2Fgl');
  });

  it('self-hosted: the landing page while no provider is configured', async () => {
    server.use(graphqlHandler('Config', { config: configFixture({ loginProviders: [] }) }));
    renderApp(server, { url: '/', user: null, config: selfHostedConfig });
    expect(await screen.findByText('No sign-in provider is configured')).toBeInTheDocument();
    expect(within(await header()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
  });
});

describe('signed-in header', () => {
  it('switches org context: navigates and updates the default org when it differs', async () => {
    const user = userEvent.setup();
    const updates: GraphqlMockRequest['variables'][] = [];
    server.use(
      graphqlMutationHandler('UpdateDefaultOrganization', ({ variables }) => {
        updates.push(variables);
        return { updateDefaultOrganization: { username: 'ada', error: null } };
      }),
    );
    const view = renderApp(server, { url: '/gh/canopy' });
    const switcher = await within(await header()).findByRole('button', { name: /switch organization/i });
    await waitFor(() => expect(switcher).toHaveTextContent('canopy'));

    await user.click(switcher);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['ada', 'canopy']);
    await user.click(screen.getByRole('option', { name: /ada/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/gh/ada'));
    await waitFor(() => expect(updates).toEqual([{ input: { username: 'ada' } }]));

    // Switching back to the default org does not update it.
    await user.click(within(await header()).getByRole('button', { name: /switch organization/i }));
    await user.click(await screen.findByRole('option', { name: /canopy/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/gh/canopy'));
    expect(updates).toHaveLength(1);
  });

  it('shows breadcrumbs on repository routes: owner / repo / commits', async () => {
    renderApp(server, { url: '/gh/canopy/web/commits/All%20branches' });
    const crumbs = await within(await header()).findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'canopy' })).toHaveAttribute('href', '/gh/canopy');
    expect(within(crumbs).getByRole('link', { name: 'web' })).toHaveAttribute('href', '/gh/canopy/web');
    expect(crumbs).toHaveTextContent('canopy/web/commits');
    expect(crumbs).not.toHaveTextContent('All branches');
    expect(
      within(await header()).queryByRole('button', { name: /switch organization/i }),
    ).not.toBeInTheDocument();
  });

  it('makes the repository crumb the page heading, with a lock once the page knows it is private', async () => {
    const view = renderApp(server, { url: '/gh/canopy/web' });
    const crumbs = await within(await header()).findByRole('navigation', { name: 'Breadcrumb' });
    const title = within(crumbs).getByRole('heading', { level: 1, name: 'web' });
    expect(within(title).getByRole('link', { name: 'web' })).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).queryByRole('img', { name: 'Private repository' })).not.toBeInTheDocument();

    // The header never asks for the repository itself; it reads what the repository page loaded.
    server.use(
      graphqlHandler('GetRepo', {
        owner: {
          ownerid: 1,
          isAdmin: false,
          isCurrentUserPartOfOrg: true,
          isCurrentUserActivated: true,
          repository: repositoryFixture({ name: 'web', private: true }),
        },
      }),
    );
    await act(() =>
      fetchGraphqlQuery(view.clients, repoQuery({ provider: 'gh', owner: 'canopy', repo: 'web' })),
    );
    expect(
      await within(crumbs).findByRole('heading', { level: 1, name: 'Private repository web' }),
    ).toBeInTheDocument();
  });

  it('has a help menu that closes 1 s after its trigger loses focus', async () => {
    const user = userEvent.setup();
    renderApp(server, { url: '/gh/canopy' });
    await user.click(await within(await header()).findByRole('button', { name: 'Help' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Developer docs', 'Support center', 'Share feedback', 'Join GitHub discussions']);
    expect(HELP_BLUR_DELAY).toBe(1000);

    const started = Date.now();
    fireEvent.blur(within(await header()).getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('has a user menu with getting started, app installation, settings and sign out (GitHub cloud)', async () => {
    const user = userEvent.setup();
    renderApp(server, { url: '/gh/canopy' });
    await user.click(await within(await header()).findByRole('button', { name: 'Open user menu for ada' }));
    const menu = await screen.findByRole('menu');
    // Spec §2, word for word.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Show getting started', 'Install app', 'Settings', 'Sign Out']);
    expect(within(menu).getByRole('menuitem', { name: 'Install app' })).toHaveAttribute(
      'href',
      'https://github.com/apps/canopy/installations/new',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/account/gh/ada',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitem', { name: 'Show getting started' }));
    expect(window.localStorage.getItem(ONBOARDING_CONTAINER_KEY)).toBe('true');
    await user.click(await within(await header()).findByRole('button', { name: 'Open user menu for ada' }));
    expect(await screen.findByRole('menuitem', { name: 'Hide getting started' })).toBeInTheDocument();
  });

  it('has no getting started or app installation off GitHub', async () => {
    const user = userEvent.setup();
    renderApp(server, { url: '/gl/canopy' });
    await user.click(await within(await header()).findByRole('button', { name: /Open user menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /getting started/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('has getting started but no app installation on GitHub Enterprise', async () => {
    const user = userEvent.setup();
    renderApp(server, { url: '/ghe/canopy' });
    await user.click(await within(await header()).findByRole('button', { name: /Open user menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Show getting started' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('self-hosted: seat usage and the Admin link for admins, no app installation', async () => {
    const user = userEvent.setup();
    renderApp(server, { url: '/gh/canopy', config: selfHostedConfig });
    expect(await within(await header()).findByText('7 available seats (3 of 10 used)')).toBeInTheDocument();
    expect(await within(await header()).findByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin/gh/access',
    );
    await user.click(within(await header()).getByRole('button', { name: 'Open user menu for ada' }));
    expect(
      within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Install app' }),
    ).not.toBeInTheDocument();
  });

  it('self-hosted: says when seat usage is unavailable', async () => {
    server.use(graphqlErrorHandler('Seats', { status: 500 }));
    renderApp(server, { url: '/gh/canopy', config: selfHostedConfig });
    expect(
      await within(await header()).findByText('Unable to get seat usage information'),
    ).toBeInTheDocument();
  });

  it('stores the theme choice under "theme"', async () => {
    const user = userEvent.setup();
    renderApp(server, { url: '/gh/canopy' });
    await user.click(await within(await header()).findByRole('button', { name: 'Switch to dark mode' }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await user.click(within(await header()).getByRole('button', { name: 'Switch to light mode' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});

describe('impersonation', () => {
  it('applies ?user= to the staff_user cookie and shows the banner', async () => {
    renderApp(server, { url: '/gh/canopy?user=grace' });
    expect(await screen.findByText(/^Impersonating/)).toBeInTheDocument();
    expect(document.cookie).toContain('staff_user=grace');
    expect(await header()).toHaveAttribute('data-impersonating', 'true');
  });

  it('names the impersonated user in the banner, and the header shows that user', async () => {
    // The server answers `me` as the impersonated owner; /internal/user stays the staff member (ada).
    server.use(
      graphqlHandler('CurrentUser', {
        me: currentUserFixture({
          email: 'grace@example.com',
          owner: { ownerid: 3, username: 'grace', defaultOrgUsername: 'canopy' },
          user: { ...currentUserFixture().user, username: 'grace', name: 'Grace Hopper' },
        }),
      }),
    );
    renderApp(server, { url: '/gh/canopy?user=grace' });
    expect(await screen.findByText('Impersonating grace')).toBeInTheDocument();
    const banner = within(await header());
    expect(await banner.findByRole('button', { name: 'Open user menu for grace' })).toBeInTheDocument();
    expect(banner.queryByRole('button', { name: 'Open user menu for ada' })).not.toBeInTheDocument();
  });

  it('removes the cookie for an empty ?user=', async () => {
    document.cookie = 'staff_user=grace; path=/';
    renderApp(server, { url: '/gh/canopy?user=' });
    await within(await header()).findByRole('button', { name: /switch organization/i });
    expect(document.cookie).not.toContain('staff_user');
    expect(screen.queryByText('Impersonating')).not.toBeInTheDocument();
  });
});

describe('UserMenu', () => {
  it('signs out with POST /logout, then goes to /login', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    let posted = false;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/logout') posted = true;
    });
    setTestConfigEnv(hostedConfig);
    renderWithTheme(
      <TestApiProvider>
        <MemoryRouter>
          <UserMenu provider="gh" username="ada" navigate={navigate} />
        </MemoryRouter>
      </TestApiProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open user menu for ada' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(posted).toBe(true);
    server.events.removeAllListeners();
  });
});
