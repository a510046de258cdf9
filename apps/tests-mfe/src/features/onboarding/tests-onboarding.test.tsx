import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  graphqlHandler,
  internalUserFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import TestsMfeRoutes from '../../remote-entry';

// The test analytics set-up guides: this install's URL and the token in the snippets, framework tabs, copy
// buttons, and the guides for members only.

jest.setTimeout(20_000);

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));
const CANOPY = 'https://canopy.example.com';
const TOKEN = '9e6a6189-20f1-482d-ab62-ecfaa2629295';

function mockRepo({
  isCurrentUserPartOfOrg = true,
  uploadToken = TOKEN as string | null,
  languages = ['Python'] as string[] | null,
} = {}) {
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        isAdmin: false,
        isCurrentUserPartOfOrg,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ testAnalyticsEnabled: false, uploadToken, languages }),
      },
    }),
  );
}

const renderGuide = (url: string) =>
  renderRoute(<TestsMfeRoutes section="tests" />, {
    path: '/:provider/:owner/:repo/tests/*',
    url,
    wrapper: createTestProviders({ configEnv: { API_URL: `${CANOPY}/` } }),
  });

/** The text of the snippet with this accessible name. */
const snippet = (name: string) => screen.getByRole('region', { name }).textContent;

describe('GitHub Actions', () => {
  test('the upload step and the workflow upload to this install, also when tests failed', async () => {
    mockRepo();
    renderGuide('/gh/acme/widgets/tests/new');
    expect(await screen.findByRole('heading', { name: 'Test Analytics' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'GitHub Actions set-up steps' });
    expect(within(steps).getByText('Step 1: Output a JUnit XML file in your CI')).toBeInTheDocument();
    expect(within(steps).getByText('Step 4: Run your test suite')).toBeInTheDocument();

    expect(snippet('GitHub Actions upload step')).toBe(
      [
        '      - name: Upload test results to Canopy',
        '        if: ${{ !cancelled() }}',
        `        run: npx canopy-cli test-results --url ${CANOPY} --token \${{ secrets.CODECOV_TOKEN }}`,
        '',
      ].join('\n'),
    );
    const workflow = snippet('GitHub Actions workflow')!;
    // Python repositories start on Pytest.
    expect(workflow).toContain('run: pytest --junit-xml=junit.xml -o junit_family=legacy');
    expect(workflow).toContain('uses: actions/setup-python@v5');
    expect(workflow).toContain(`--url ${CANOPY} --token`);
    expect(workflow).toContain('if: ${{ !cancelled() }}');
    expect(workflow).not.toContain(TOKEN);
    expect(snippet('codecov-cli test results upload command')).toBe(
      `codecovcli --url ${CANOPY} do-upload --report-type test_results -t $CODECOV_TOKEN`,
    );
    expect(screen.getByText(/the failed and flaky tests of each/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tests tab' })).toHaveAttribute('href', '/gh/acme/widgets/tests');
  });

  test('members are shown the upload token as the CODECOV_TOKEN secret, copyable', async () => {
    mockRepo();
    renderGuide('/gh/acme/widgets/tests/new');
    const token = await screen.findByTestId('upload-token');
    expect(token).not.toHaveTextContent(TOKEN);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(token).toHaveTextContent(TOKEN);
    expect(screen.getByRole('button', { name: 'Copy upload token' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy secret name' })).toBeInTheDocument();
  });

  test('without the token, the guide says who can add it', async () => {
    mockRepo({ uploadToken: null });
    renderGuide('/gh/acme/widgets/tests/new');
    expect(await screen.findByText(/cannot see this repository's upload token/)).toBeInTheDocument();
    expect(screen.queryByTestId('upload-token')).not.toBeInTheDocument();
  });
});

describe('the framework tabs', () => {
  test('switch by click and by keyboard, and the workflow follows', async () => {
    mockRepo({ languages: null });
    const user = userEvent.setup();
    renderGuide('/gh/acme/widgets/tests/new');
    const tabs = await screen.findByRole('tablist', { name: 'Test framework' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pytest', 'Jest', 'Vitest', 'PHPUnit', 'Go', 'Node test runner']);
    expect(screen.getByRole('tab', { name: 'Pytest' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Jest' }));
    expect(snippet('Jest install command')).toBe('npm install --save-dev jest-junit');
    expect(snippet('Jest configuration')).toContain(
      "reporters: ['default', ['jest-junit', { outputName: 'junit.xml' }]]",
    );
    expect(snippet('Jest test command')).toBe('npx jest --ci');
    expect(snippet('GitHub Actions workflow')).toContain('run: npx jest --ci');

    // Arrow keys move between the tabs and select them.
    screen.getByRole('tab', { name: 'Jest' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Vitest' })).toHaveAttribute('aria-selected', 'true');
    expect(snippet('Vitest test command')).toBe('npx vitest run --reporter=junit --outputFile=junit.xml');
    await user.keyboard('{ArrowRight}');
    expect(snippet('PHPUnit test command')).toBe('./vendor/bin/phpunit --log-junit junit.xml');
    await user.keyboard('{ArrowRight}');
    expect(snippet('Go install command')).toBe('go install gotest.tools/gotestsum@latest');
    expect(snippet('Go test command')).toBe('gotestsum --junitfile junit.xml');
    await user.keyboard('{ArrowRight}');
    expect(snippet('Node test runner test command')).toBe(
      'node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=junit --test-reporter-destination=junit.xml',
    );
    expect(snippet('GitHub Actions workflow')).toContain('uses: actions/setup-node@v4');
  });

  test('every snippet has a copy button', async () => {
    mockRepo();
    renderGuide('/gh/acme/widgets/tests/new/canopy-cli');
    await screen.findByRole('list', { name: 'CLI set-up steps' });
    const regions = screen.getAllByRole('region');
    expect(regions.length).toBeGreaterThan(4);
    for (const region of regions) {
      const name = region.getAttribute('aria-label');
      expect(screen.getByRole('button', { name: `Copy ${name}` })).toBeInTheDocument();
    }
  });
});

describe("Canopy's CLI", () => {
  test('uploads to this install with the token from the secret, and names the file and a flag', async () => {
    mockRepo();
    renderGuide('/gh/acme/widgets/tests/new/canopy-cli');
    const steps = await screen.findByRole('list', { name: 'CLI set-up steps' });
    expect(within(steps).getByText('Step 3: Install canopy-cli')).toBeInTheDocument();
    expect(within(steps).getByText('Step 5: See your results')).toBeInTheDocument();
    expect(snippet('canopy-cli test results upload command')).toBe(
      `canopy-cli test-results --url ${CANOPY} --token $CODECOV_TOKEN`,
    );
    expect(snippet('canopy-cli test results upload command with a file and a flag')).toBe(
      `canopy-cli test-results --url ${CANOPY} --token $CODECOV_TOKEN --file junit.xml --flag unit`,
    );
    expect(screen.getByTestId('canopy-cli-note')).toHaveTextContent('**/junit*.xml');
    expect(screen.getByTestId('canopy-cli-note')).toHaveTextContent('**/TEST-*.xml');
    expect(snippet('codecov-cli test results upload command')).toBe(
      `codecovcli --url ${CANOPY} do-upload --report-type test_results -t $CODECOV_TOKEN`,
    );
    expect(await screen.findByTestId('upload-token')).toBeInTheDocument();
  });
});

test('visitors are sent to the dashboard', async () => {
  mockRepo({ isCurrentUserPartOfOrg: false });
  const { location } = renderGuide('/gh/acme/widgets/tests/new/canopy-cli');
  await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/tests'));
  expect(screen.queryByRole('region', { name: /canopy-cli/ })).not.toBeInTheDocument();
});

test.each(['/gh/acme/widgets/tests/new', '/gh/acme/widgets/tests/new/canopy-cli'])(
  '%s has no accessibility violations',
  async (url) => {
    mockRepo();
    const view = renderGuide(url);
    await screen.findByTestId('upload-token');
    const { configureAxe } = await import('jest-axe');
    const axe = configureAxe({ rules: { region: { enabled: false } } });
    const { violations } = await axe(view.container);
    expect(
      violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);
  },
);
