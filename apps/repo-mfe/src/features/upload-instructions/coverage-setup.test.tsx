import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  graphqlErrorHandler,
  graphqlHandler,
  internalUserFixture,
  isTeamPlanFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';
import { overviewHandlers } from '../../testing/overview-test-utils';
import { repoSettingsHandler } from '../../testing/setup-test-utils';
import { FIRST_UPLOAD_POLL_INTERVAL } from './first-upload-status';

// The coverage set-up guides (reference §9.3): tiles, each guide's steps with this repository's values, the
// token's states, and the live wait for the first upload.

jest.setTimeout(20_000);

const server = setupApiMocks(
  restHandler('get', '/user', internalUserFixture()),
  graphqlHandler('IsTeamPlan', isTeamPlanFixture(false)),
);
const CANOPY = 'https://canopy.example.com';
const TOKEN = '9e6a6189-20f1-482d-ab62-ecfaa2629295';
const notSetUp = repositoryFixture({ active: false });
const processed = {
  percentCovered: 75,
  commitSha: 'c0ffee1234567890c0ffee1234567890c0ffee12',
  hits: 3,
  misses: 1,
  lines: 4,
};

function repoAnswer(repository: unknown, { isAdmin = false, isCurrentUserPartOfOrg = true } = {}) {
  return {
    owner: {
      ownerid: 2,
      username: 'acme',
      isAdmin,
      isCurrentUserPartOfOrg,
      isCurrentUserActivated: true,
      repository,
    },
  };
}

function mockRepo(
  repository: unknown = notSetUp,
  options: { isAdmin?: boolean; isCurrentUserPartOfOrg?: boolean; uploadTokenRequired?: boolean } = {},
) {
  server.use(
    graphqlHandler('GetRepo', repoAnswer(repository, options)),
    // The same repository: both answers write it in the one cache.
    repoSettingsHandler({
      uploadTokenRequired: options.uploadTokenRequired ?? false,
      isAdmin: options.isAdmin,
      repository: repository,
    }),
  );
}

function renderSetup(url: string, configEnv: Record<string, unknown> = { API_URL: `${CANOPY}/` }) {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders({ configEnv }),
  });
}

/** The text of the snippet with this accessible name. */
const snippet = (name: string) => screen.getByRole('region', { name }).textContent;

const tile = (name: string) => screen.getByRole('radio', { name });

describe('the set-up option tiles', () => {
  test('GitHub repositories get three tiles, GitHub Actions at /new; each tile opens its own guide', async () => {
    mockRepo();
    const user = userEvent.setup();
    const { location } = renderSetup('/gh/acme/widgets/new');
    const group = await screen.findByRole('radiogroup', { name: 'Select a setup option' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Using GitHub Actions', 'Using Circle CI', "Using Codecov's CLI"]);
    expect(tile('Using GitHub Actions')).toHaveAttribute('aria-checked', 'true');
    expect(tile('Using Circle CI')).toHaveAttribute('aria-checked', 'false');

    await user.click(tile('Using Circle CI'));
    await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/new/circle-ci'));
    expect(tile('Using Circle CI')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('list', { name: 'CircleCI set-up steps' })).toBeInTheDocument();

    // The keyboard moves through the tiles as through any radio group, each one its own address.
    tile('Using Circle CI').focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/new/other-ci'));
    expect(tile("Using Codecov's CLI")).toHaveAttribute('aria-checked', 'true');
    expect(tile("Using Codecov's CLI")).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/new'));
    expect(screen.getByRole('list', { name: 'GitHub Actions set-up steps' })).toBeInTheDocument();
  });

  test('GitLab repositories have no GitHub Actions tile, and /new is the CLI guide', async () => {
    mockRepo();
    renderSetup('/gl/acme/widgets/new');
    const group = await screen.findByRole('radiogroup', { name: 'Select a setup option' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Using Circle CI', "Using Codecov's CLI"]);
    expect(tile("Using Codecov's CLI")).toHaveAttribute('aria-checked', 'true');
    expect(snippet('codecov-cli upload command')).toContain('--git-service gitlab');
  });

  test('an unknown guide goes back to /new', async () => {
    mockRepo();
    const { location } = renderSetup('/gh/acme/widgets/new/travis');
    expect(await screen.findByRole('list', { name: 'GitHub Actions set-up steps' })).toBeInTheDocument();
    expect(location().pathname).toBe('/gh/acme/widgets/new');
  });
});

describe('the guides', () => {
  test("GitHub Actions: the secret, and codecov-action pointed at this Canopy's configured address", async () => {
    mockRepo();
    renderSetup('/gh/acme/widgets/new');
    const steps = await screen.findByRole('list', { name: 'GitHub Actions set-up steps' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Step 1: Output a coverage report file',
      'Step 2: Add the upload token as a repository secret',
      'Step 3: Add Canopy to your GitHub Actions workflow',
      'Step 4: Add a codecov.yml (optional)',
      'Step 5: Merge to main',
    ]);
    expect(screen.getByTestId('protocol-note')).toHaveTextContent(
      `Canopy speaks Codecov's upload protocol, which is why Codecov's GitHub Action, CircleCI orb and CLI upload to it unchanged once pointed at ${CANOPY}.`,
    );
    expect(snippet('Jest test command')).toBe('npx jest --coverage');
    const workflow = snippet('GitHub Actions workflow');
    expect(workflow).toContain('uses: codecov/codecov-action@v5');
    expect(workflow).toContain(`url: ${CANOPY}\n`);
    expect(workflow).toContain('token: ${{ secrets.CODECOV_TOKEN }}');
    expect(workflow).toContain('branches: [main]');
    expect(workflow).toContain('files: coverage/lcov.info');
    expect(workflow).not.toContain(TOKEN);
    expect(screen.getByRole('link', { name: 'open it on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/acme/widgets/settings/secrets/actions',
    );
    expect(screen.getByRole('button', { name: 'Copy GitHub Actions workflow' })).toBeInTheDocument();
    expect(snippet('codecov.yml')).toContain('threshold: 1%');
    expect(snippet('validation command')).toBe(`curl --data-binary @codecov.yml ${CANOPY}/validate`);
  });

  test('the test framework changes the commands and the workflow', async () => {
    mockRepo();
    const user = userEvent.setup();
    renderSetup('/gh/acme/widgets/new');
    await user.click(await screen.findByRole('button', { name: /Test framework/ }));
    await user.click(await screen.findByRole('option', { name: 'Pytest' }));
    expect(snippet('Pytest install command')).toBe('pip install pytest pytest-cov');
    const workflow = snippet('GitHub Actions workflow');
    expect(workflow).toContain('uses: actions/setup-python@v5');
    expect(workflow).toContain('files: coverage.xml');
  });

  test('the framework follows the repository language', async () => {
    mockRepo(repositoryFixture({ active: false, languages: ['go'] }));
    renderSetup('/gh/acme/widgets/new/circle-ci');
    expect(await screen.findByRole('list', { name: 'CircleCI set-up steps' })).toBeInTheDocument();
    expect(snippet('Go test command')).toBe('go test -coverprofile=coverage.txt ./...');
    expect(snippet('CircleCI configuration')).toContain('image: cimg/go:1.23');
  });

  test('CircleCI: the project variable and the orb with its enterprise_url set to this Canopy', async () => {
    mockRepo();
    renderSetup('/gh/acme/widgets/new/circle-ci');
    expect(await screen.findByRole('list', { name: 'CircleCI set-up steps' })).toBeInTheDocument();
    expect(screen.getByText(/Project Settings, then Environment Variables/)).toBeInTheDocument();
    const config = snippet('CircleCI configuration');
    expect(config).toContain('codecov: codecov/codecov@5');
    expect(config).toContain('- codecov/upload:');
    expect(config).toContain(`enterprise_url: ${CANOPY}\n`);
  });

  test("other CI: codecov-cli and canopy-cli command lines with this repository's slug and service", async () => {
    mockRepo();
    renderSetup('/gh/acme/widgets/new/other-ci');
    expect(await screen.findByRole('list', { name: 'CLI set-up steps' })).toBeInTheDocument();
    expect(snippet('codecov-cli install command')).toBe('pip install codecov-cli');
    expect(snippet('codecov-cli upload command')).toBe(
      `codecovcli --url ${CANOPY} upload-process --git-service github -r acme/widgets -t $CODECOV_TOKEN -f coverage/lcov.info`,
    );
    expect(snippet('canopy-cli upload command')).toBe(
      `canopy-cli upload --url ${CANOPY} --git-service github -r acme/widgets -t $CODECOV_TOKEN -f coverage/lcov.info`,
    );
  });

  test("without a configured API address, the page's own origin is the upload address", async () => {
    mockRepo();
    renderSetup('/gh/acme/widgets/new/other-ci', {});
    expect(await screen.findByRole('list', { name: 'CLI set-up steps' })).toBeInTheDocument();
    expect(snippet('codecov-cli upload command')).toContain(`--url ${window.location.origin} `);
  });

  test('code blocks scroll sideways rather than wrap, and take focus for the keyboard', async () => {
    mockRepo();
    renderSetup('/gh/acme/widgets/new');
    const block = await screen.findByRole('region', { name: 'GitHub Actions workflow' });
    expect(block).toHaveStyle({ whiteSpace: 'pre', overflowX: 'auto' });
    expect(block).not.toHaveStyle({ wordBreak: 'break-all' });
    expect(block).toHaveAttribute('tabindex', '0');
  });
});

test.each(['/gh/acme/widgets/new', '/gh/acme/widgets/new/circle-ci', '/gh/acme/widgets/new/other-ci'])(
  '%s has no accessibility violations',
  async (url) => {
    mockRepo(notSetUp, { uploadTokenRequired: false });
    const view = renderSetup(url);
    await screen.findByTestId('upload-token');
    await screen.findByText(/also accepts uploads without a token/);
    const { configureAxe } = await import('jest-axe');
    const axe = configureAxe({ rules: { region: { enabled: false } } });
    const { violations } = await axe(view.container);
    expect(
      violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);
  },
);

describe('the upload token', () => {
  test('a member sees it masked, shows it and copies it, with the secret name', async () => {
    mockRepo(repositoryFixture({ active: false, private: true }));
    const user = userEvent.setup();
    renderSetup('/gh/acme/widgets/new');
    const token = await screen.findByTestId('upload-token');
    expect(token).toHaveTextContent(/^x{36}$/);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(token).toHaveTextContent(TOKEN);
    expect(screen.getByRole('button', { name: 'Copy upload token' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy secret name' })).toBeInTheDocument();
    expect(screen.getByText(/Admins of acme can regenerate it/)).toBeInTheDocument();
    // A private repository takes no upload without the token: nothing to say about forks.
    expect(screen.queryByText(/without a token/)).not.toBeInTheDocument();
  });

  test('an admin is pointed at Configuration to regenerate it', async () => {
    mockRepo(notSetUp, { isAdmin: true });
    renderSetup('/gh/acme/widgets/new');
    expect(await screen.findByTestId('upload-token')).toBeInTheDocument();
    const step = screen.getByRole('list', { name: 'GitHub Actions set-up steps' });
    expect(within(step).getByRole('link', { name: 'Configuration' })).toHaveAttribute(
      'href',
      '/gh/acme/widgets/config/general',
    );
  });

  test('a public repository of an owner without the requirement also takes fork uploads without it', async () => {
    mockRepo(notSetUp, { uploadTokenRequired: false });
    renderSetup('/gh/acme/widgets/new');
    expect(
      await screen.findByText(/also accepts uploads without a token from pull requests of forks/),
    ).toHaveAttribute('data-state', 'tokenless');
  });

  test('an owner that requires the token says so', async () => {
    mockRepo(notSetUp, { uploadTokenRequired: true });
    renderSetup('/gh/acme/widgets/new');
    expect(
      await screen.findByText('acme requires the token for every upload, from forks too.'),
    ).toBeInTheDocument();
  });

  test('a failed settings read is said, and retried on request', async () => {
    mockRepo();
    server.use(graphqlErrorHandler('GetRepoSettings', { status: 500 }));
    const user = userEvent.setup();
    renderSetup('/gh/acme/widgets/new');
    expect(
      await screen.findByText('Whether uploads without a token are accepted could not be loaded.'),
    ).toBeInTheDocument();
    server.use(repoSettingsHandler({ uploadTokenRequired: true }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('acme requires the token for every upload, from forks too.'),
    ).toBeInTheDocument();
  });

  test('a visitor, who cannot see it, is told who can add it', async () => {
    mockRepo(repositoryFixture({ active: false, uploadToken: null }), { isCurrentUserPartOfOrg: false });
    renderSetup('/gh/acme/widgets/new');
    expect(
      await screen.findByText(
        /Only members of acme can see the upload token\. Ask a member of acme to add it/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('upload-token')).not.toBeInTheDocument();
    // The snippets read the secret, whoever reads them.
    expect(snippet('GitHub Actions workflow')).toContain('secrets.CODECOV_TOKEN');
  });
});

describe('waiting for the first upload', () => {
  beforeEach(() => {
    jest.useFakeTimers({ advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  /** GetRepo answers these repositories in turn, the last one from then on. */
  function answerInTurn(...repositories: unknown[]) {
    let calls = 0;
    server.use(
      repoSettingsHandler({ repository: repositories[0] }),
      graphqlHandler('GetRepo', () => {
        calls += 1;
        return repoAnswer(repositories[Math.min(calls, repositories.length) - 1]);
      }),
      ...overviewHandlers().handlers,
    );
    return () => calls;
  }

  test('checks every few seconds, says when the upload is processing, and opens the overview once processed', async () => {
    const calls = answerInTurn(
      notSetUp,
      notSetUp,
      repositoryFixture({ coverageAnalytics: null }),
      repositoryFixture({ coverageAnalytics: processed }),
    );
    const { location } = renderSetup('/gh/acme/widgets/new', { API_URL: CANOPY, SUNBURST_ENABLED: false });
    const status = await screen.findByTestId('first-upload');
    expect(status).toHaveAttribute('data-state', 'waiting');
    expect(status).toHaveTextContent('Waiting for the first upload to acme/widgets');
    expect(calls()).toBe(1);

    await advance(FIRST_UPLOAD_POLL_INTERVAL);
    await waitFor(() => expect(calls()).toBe(2));
    expect(screen.getByTestId('first-upload')).toHaveAttribute('data-state', 'waiting');

    await advance(FIRST_UPLOAD_POLL_INTERVAL);
    await waitFor(() =>
      expect(screen.getByTestId('first-upload')).toHaveAttribute('data-state', 'processing'),
    );
    expect(screen.getByTestId('first-upload')).toHaveTextContent(
      'Uploads have arrived; waiting for the coverage of main',
    );
    // Still the set-up page: the guides stay while the report is processed.
    expect(location().pathname).toBe('/gh/acme/widgets/new');

    await advance(FIRST_UPLOAD_POLL_INTERVAL);
    await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets'));
    expect(await screen.findByTestId('file-explorer')).toBeInTheDocument();
    expect(calls()).toBe(4);

    // Once coverage is there, nobody asks again.
    await advance(FIRST_UPLOAD_POLL_INTERVAL * 4);
    expect(calls()).toBe(4);
  });

  test('does not ask while the tab is hidden, and asks again when it comes back', async () => {
    const calls = answerInTurn(notSetUp);
    renderSetup('/gh/acme/widgets/new');
    await screen.findByTestId('first-upload');
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(FIRST_UPLOAD_POLL_INTERVAL * 3);
    expect(calls()).toBe(1);

    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(calls()).toBe(2));
    await advance(FIRST_UPLOAD_POLL_INTERVAL);
    await waitFor(() => expect(calls()).toBe(3));
    visibility.mockRestore();
  });

  test('a failed check keeps the page, says so, and the next one recovers', async () => {
    let failing = false;
    let calls = 0;
    server.use(
      // Counts every check, and fails them while `failing` holds (else the next handler answers).
      graphql.query('GetRepo', () => {
        calls += 1;
        return failing ? HttpResponse.json({ data: null, errors: [] }, { status: 503 }) : undefined;
      }),
      graphqlHandler('GetRepo', () => repoAnswer(notSetUp)),
      repoSettingsHandler({ repository: notSetUp }),
    );
    renderSetup('/gh/acme/widgets/new');
    await screen.findByTestId('first-upload');
    failing = true;
    await advance(FIRST_UPLOAD_POLL_INTERVAL);
    expect(await screen.findByText('Could not check for uploads')).toBeInTheDocument();
    // The frame and the guides stay.
    expect(screen.getByRole('list', { name: 'GitHub Actions set-up steps' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Repository' })).toBeInTheDocument();

    // Tried again at the same pace; a good answer clears the notice.
    failing = false;
    await advance(FIRST_UPLOAD_POLL_INTERVAL);
    await waitFor(() => expect(screen.queryByText('Could not check for uploads')).not.toBeInTheDocument());
    expect(screen.getByTestId('first-upload')).toHaveAttribute('data-state', 'waiting');
    expect(calls).toBe(3);
  });

  test('a repository with coverage keeps its set-up page open, with a link to the coverage', async () => {
    const calls = answerInTurn(repositoryFixture({ coverageAnalytics: processed }));
    const { location } = renderSetup('/gh/acme/widgets/new/other-ci');
    expect(await screen.findByText(/Coverage reports have arrived/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the coverage' })).toHaveAttribute(
      'href',
      '/gh/acme/widgets',
    );
    await advance(FIRST_UPLOAD_POLL_INTERVAL * 2);
    expect(location().pathname).toBe('/gh/acme/widgets/new/other-ci');
    expect(calls()).toBe(1);
  });
});
