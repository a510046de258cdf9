import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  configFixture,
  graphqlErrorHandler,
  graphqlHandler,
  graphqlMutationHandler,
  internalUserFixture,
  ownerNotActivatedErrorFixture,
  planDataFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { MemoryRouter } from 'react-router';
import { renderRoute, renderWithTheme } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';
import { overviewHandlers } from '../../testing/overview-test-utils';
import { repoSettingsHandler } from '../../testing/setup-test-utils';
import { type RepoProducts, RepoTabs } from './repo-tabs';

// The frame's pages by repository state (reference §9.1), the tabs' branch, and activation on self-hosted.

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

function mockRepo({
  repository = repositoryFixture() as unknown,
  isCurrentUserPartOfOrg = true,
  isAdmin = false,
  isCurrentUserActivated = true,
} = {}) {
  server.use(
    graphqlHandler('GetRepo', {
      owner: { isAdmin, isCurrentUserPartOfOrg, isCurrentUserActivated, repository },
    }),
    // The set-up page's token step reads the owner's upload settings (the same repository in the cache).
    repoSettingsHandler({ isAdmin, repository: repository }),
  );
}

function renderRepo(url: string, configEnv?: Record<string, unknown>) {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders({ configEnv }),
  });
}

const tabLinks = (tabs: HTMLElement) =>
  Object.fromEntries(
    within(tabs)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  );

describe('a deactivated repository', () => {
  const deactivated = repositoryFixture({ activated: false, active: true });

  test.each(['/gh/acme/widgets', '/gh/acme/widgets/commits', '/gh/acme/widgets/tree/main/src'])(
    '%s has only Configuration, shows the deactivated screen at the root and says how to resume',
    async (url) => {
      mockRepo({ repository: deactivated, isAdmin: true });
      const { location } = renderRepo(url);
      expect(await screen.findByText('This repository is deactivated')).toBeInTheDocument();
      const tabs = screen.getByRole('navigation', { name: 'Repository' });
      expect(tabLinks(tabs)).toEqual({ Configuration: '/gh/acme/widgets/config' });
      expect(
        screen.getByText(
          'Uploads to it are refused until it is activated again; its coverage history is kept.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
      // The address, and so the header's breadcrumb, names the page shown.
      await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets'));
      expect(screen.queryByTestId('file-explorer')).not.toBeInTheDocument();
    },
  );

  test('its Configuration still opens', async () => {
    mockRepo({ repository: deactivated, isAdmin: true });
    renderRepo('/gh/acme/widgets/config');
    expect(await screen.findByRole('navigation', { name: 'Configuration' })).toBeInTheDocument();
    expect(screen.queryByText('This repository is deactivated')).not.toBeInTheDocument();
  });

  test("an admin's Activate activates it, and its pages come back", async () => {
    mockRepo({ repository: deactivated, isAdmin: true });
    const inputs: unknown[] = [];
    server.use(
      graphqlMutationHandler('UpdateRepository', ({ variables }) => {
        inputs.push(variables.input);
        return {
          updateRepository: {
            repository: { repoid: 10, defaultBranch: 'main', activated: true },
            error: null,
          },
        };
      }),
      ...overviewHandlers().handlers,
    );
    const user = userEvent.setup();
    renderRepo('/gh/acme/widgets');
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.queryByText('This repository is deactivated')).not.toBeInTheDocument());
    expect(inputs).toEqual([{ owner: 'acme', repoName: 'widgets', activated: true }]);
    const tabs = screen.getByRole('navigation', { name: 'Repository' });
    expect(Object.keys(tabLinks(tabs))).toContain('Commits');
  });

  test('a member is told an admin activates it; a visitor is told the same, and gets no tabs', async () => {
    mockRepo({ repository: deactivated });
    const view = renderRepo('/gh/acme/widgets');
    expect(
      await screen.findByText(
        'Uploads to it are refused until an admin of acme activates it again in Configuration.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    view.unmount();

    mockRepo({ repository: deactivated, isCurrentUserPartOfOrg: false });
    renderRepo('/gh/acme/widgets');
    expect(
      await screen.findByText('Its coverage pages are back once an admin activates it again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Repository' })).not.toBeInTheDocument();
  });

  test('one that never had an upload goes to set-up: its first upload is accepted and activates it', async () => {
    mockRepo({ repository: repositoryFixture({ activated: false, active: false }) });
    const { location } = renderRepo('/gh/acme/widgets/commits');
    expect(
      await screen.findByText('This repository is deactivated; its first upload activates it.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('upload-instructions')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/new'));
    expect(screen.queryByText('This repository is deactivated')).not.toBeInTheDocument();
  });
});

describe('a repository never set up', () => {
  const notSetUp = repositoryFixture({ active: false });

  test.each([
    '/gh/acme/widgets',
    '/gh/acme/widgets/commits',
    '/gh/acme/widgets/tree/main/src',
    '/gh/acme/widgets/flags',
    '/gh/acme/widgets/new/nonsense',
  ])('%s goes to the set-up page, with set-up, Bundles, Tests and Configuration tabs', async (url) => {
    mockRepo({ repository: notSetUp });
    const { location } = renderRepo(url);
    expect(await screen.findByTestId('upload-instructions')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/new'));
    const tabs = screen.getByRole('navigation', { name: 'Repository' });
    expect(tabLinks(tabs)).toEqual({
      Coverage: '/gh/acme/widgets/new',
      Bundles: '/gh/acme/widgets/bundles',
      Tests: '/gh/acme/widgets/tests',
      Configuration: '/gh/acme/widgets/config',
    });
    expect(within(tabs).getByRole('link', { name: 'Coverage' })).toHaveAttribute('aria-current', 'page');
  });

  test.each([
    ['/gh/acme/widgets/new/other-ci', 'upload-instructions'],
    ['/gh/acme/widgets/bundles/new', 'remote-section'],
    ['/gh/acme/widgets/tests/new', 'remote-section'],
  ])('%s stays', async (url, testId) => {
    mockRepo({ repository: notSetUp });
    const { location } = renderRepo(url);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(location().pathname).toBe(url);
  });

  test('the set-up page looks again when the window regains focus, and says when an upload has arrived', async () => {
    let calls = 0;
    server.use(
      repoSettingsHandler({ repository: notSetUp }),
      graphqlHandler('GetRepo', () => {
        calls += 1;
        return {
          owner: {
            isAdmin: false,
            isCurrentUserPartOfOrg: true,
            isCurrentUserActivated: true,
            repository: calls === 1 ? notSetUp : repositoryFixture(),
          },
        };
      }),
    );
    renderRepo('/gh/acme/widgets/new');
    expect(await screen.findByTestId('first-upload')).toHaveAttribute('data-state', 'waiting');

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('first-upload')).toHaveAttribute('data-state', 'processing'),
    );
    expect(calls).toBe(2);
    // Every tab is back once the repository has coverage; focus no longer asks again.
    expect(tabLinks(screen.getByRole('navigation', { name: 'Repository' }))).toHaveProperty(
      'Flags',
      '/gh/acme/widgets/flags',
    );
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(2);
  });
});

describe('the tabs keep the branch shown', () => {
  test('on a tree route, Coverage, Flags, Components and Commits carry the branch, encoded', async () => {
    mockRepo();
    server.use(...overviewHandlers().handlers);
    renderRepo('/gh/acme/widgets/tree/feature%2Fx/src', { SUNBURST_ENABLED: false });
    const tabs = await screen.findByRole('navigation', { name: 'Repository' });
    expect(tabLinks(tabs)).toEqual({
      Coverage: '/gh/acme/widgets/tree/feature%2Fx',
      Flags: '/gh/acme/widgets/flags/feature%2Fx',
      Components: '/gh/acme/widgets/components/feature%2Fx',
      Commits: '/gh/acme/widgets/commits/feature%2Fx',
      Pulls: '/gh/acme/widgets/pulls',
      Bundles: '/gh/acme/widgets/bundles',
      Tests: '/gh/acme/widgets/tests',
      Configuration: '/gh/acme/widgets/config',
    });
  });

  function renderTabs(branch: string | null) {
    const view = renderWithTheme(
      <MemoryRouter>
        <RepoTabs basePath="/gh/acme/widgets" active="coverage" isMember={false} branch={branch} />
      </MemoryRouter>,
    );
    const links = tabLinks(screen.getByRole('navigation', { name: 'Repository' }));
    view.unmount();
    return links;
  }

  test('a commit SHA is kept by Coverage only, and All branches by none', () => {
    expect(renderTabs('bcecdf5')).toMatchObject({
      Coverage: '/gh/acme/widgets/tree/bcecdf5',
      Flags: '/gh/acme/widgets/flags',
      Commits: '/gh/acme/widgets/commits',
    });
    expect(renderTabs('All branches')).toMatchObject({
      Coverage: '/gh/acme/widgets',
      Commits: '/gh/acme/widgets/commits',
    });
    expect(renderTabs(null)).toMatchObject({ Coverage: '/gh/acme/widgets', Flags: '/gh/acme/widgets/flags' });
  });
});

describe('the tabs follow what the repository has', () => {
  const render = (isMember: boolean, products: RepoProducts) => {
    const view = renderWithTheme(
      <MemoryRouter>
        <RepoTabs basePath="/gh/acme/widgets" active="bundles" isMember={isMember} products={products} />
      </MemoryRouter>,
    );
    const links = Object.keys(tabLinks(screen.getByRole('navigation', { name: 'Repository' })));
    view.unmount();
    return links;
  };

  test('Bundles shows once bundles are uploaded, or to members of a JavaScript or TypeScript repository', () => {
    expect(render(false, { bundleAnalysisEnabled: true, languages: ['python'] })).toContain('Bundles');
    expect(render(false, { bundleAnalysisEnabled: false, languages: ['typescript'] })).not.toContain(
      'Bundles',
    );
    expect(render(true, { bundleAnalysisEnabled: false, languages: ['TypeScript'] })).toContain('Bundles');
    expect(render(true, { bundleAnalysisEnabled: false, languages: ['python'] })).not.toContain('Bundles');
    // Languages not known yet: a member can still set bundle analysis up.
    expect(render(true, { bundleAnalysisEnabled: false, languages: [] })).toContain('Bundles');
  });

  test('a visitor of a repository without coverage sees no coverage tabs; a member does', () => {
    const bundlesOnly = { coverageEnabled: false, bundleAnalysisEnabled: true };
    expect(render(false, bundlesOnly)).toEqual(['Commits', 'Pulls', 'Bundles', 'Tests']);
    expect(render(true, bundlesOnly)).toEqual([
      'Coverage',
      'Flags',
      'Components',
      'Commits',
      'Pulls',
      'Bundles',
      'Tests',
      'Configuration',
    ]);
  });
});

describe('a viewer without a seat', () => {
  test('on a hosted install is sent to the members tab', async () => {
    mockRepo({ repository: ownerNotActivatedErrorFixture(), isCurrentUserActivated: false });
    server.use(graphqlHandler('GetPlanData', planDataFixture()));
    renderRepo('/gh/acme/widgets');
    expect(await screen.findByText(/Activation is required to view this repo, please/)).toHaveTextContent(
      'Activation is required to view this repo, please click here to activate your account.',
    );
    expect(screen.getByRole('link', { name: 'click here' })).toHaveAttribute('href', '/members/gh/acme');
  });

  test("on a self-hosted install sees the spec's message linking to the admin users page, the seat usage and how to get more seats", async () => {
    mockRepo({ repository: ownerNotActivatedErrorFixture(), isCurrentUserActivated: false });
    server.use(graphqlHandler('Seats', { config: configFixture({ seatsUsed: 10, seatsLimit: 10 }) }));
    renderRepo('/gh/acme/widgets', { IS_SELF_HOSTED: true, MARKETING_BASE_URL: 'https://www.canopy.test/' });
    expect(await screen.findByText(/Activation is required to view this repo, please/)).toHaveTextContent(
      'Activation is required to view this repo, please click here to activate your account.',
    );
    expect(screen.getByRole('link', { name: 'click here' })).toHaveAttribute('href', '/admin/gh/users');
    expect(await screen.findByText('0 available seats (10 of 10 used)')).toBeInTheDocument();
    // Spec §8, once every seat is taken.
    expect(
      screen.getByText('Seat limit reached: additional members will not have access.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Sales to increase your seat count' })).toHaveAttribute(
      'href',
      'https://www.canopy.test/sales',
    );
  });

  test('on a self-hosted install with seats left sees the seat usage, without the seat limit message', async () => {
    mockRepo({ repository: ownerNotActivatedErrorFixture(), isCurrentUserActivated: false });
    server.use(graphqlHandler('Seats', { config: configFixture({ seatsUsed: 3, seatsLimit: 10 }) }));
    renderRepo('/gh/acme/widgets', { IS_SELF_HOSTED: true });
    expect(await screen.findByText('7 available seats (3 of 10 used)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'click here' })).toHaveAttribute('href', '/admin/gh/users');
    expect(screen.queryByText(/Seat limit reached/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Contact Sales to increase your seat count' }),
    ).not.toBeInTheDocument();
  });

  test('on a self-hosted install says when the seat usage cannot be read', async () => {
    mockRepo({ repository: ownerNotActivatedErrorFixture(), isCurrentUserActivated: false });
    server.use(graphqlErrorHandler('Seats', { status: 500 }));
    renderRepo('/gh/acme/widgets', { ENV: 'enterprise' });
    expect(await screen.findByText('Unable to get seat usage information')).toBeInTheDocument();
  });
});
