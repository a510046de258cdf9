import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  graphqlErrorHandler,
  graphqlHandler,
  graphqlMutationHandler,
  internalUserFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import AccountMfeRoutes from '../../remote-entry';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

const renderAi = (url: string, flag = true) =>
  renderRoute(<AccountMfeRoutes section="ai" />, {
    path: '/canopyai/:provider/:owner/*',
    url,
    wrapper: createTestProviders({ flags: { canopyAiFeaturesTab: flag } }),
  });

const aiApp = (modelConfigured = true) => ({
  appName: 'canopy-ai',
  installUrl: 'https://github.com/apps/canopy-ai/installations/new',
  modelConfigured,
  commands: [{ name: 'test', description: 'Suggests unit tests for the uncovered lines.' }],
});

function features({
  installed = true,
  repos = ['api-server', 'demo'],
  member = true,
  modelConfigured = true,
}: { installed?: boolean; repos?: string[]; member?: boolean; modelConfigured?: boolean } = {}) {
  return graphqlHandler('AiFeatures', {
    owner: {
      ownerid: 2,
      username: 'acme',
      isCurrentUserPartOfOrg: member,
      aiFeaturesEnabled: installed,
      aiEnabledRepos: installed ? repos : null,
    },
    config: { aiApp: aiApp(modelConfigured) },
  });
}

const suggestion = (status: string, body: string | null = null) => ({
  id: '7',
  status,
  commitid: 'a'.repeat(40),
  body,
  error: null,
  commentPosted: status === 'done',
  createdAt: '2026-11-27T01:00:00Z',
});

const pullAnswer = (aiSuggestion: ReturnType<typeof suggestion> | null) => ({
  owner: {
    ownerid: 2,
    username: 'acme',
    repository: {
      __typename: 'Repository',
      repoid: 9,
      pull: { pullId: 12, title: 'Merge sessions in one pass', aiSuggestion },
    },
  },
});

test('without its flag the page is not there', async () => {
  server.use(features());
  renderAi('/canopyai/gh/acme', false);
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Canopy AI' })).not.toBeInTheDocument();
});

test('an unknown owner is the 404 page', async () => {
  server.use(graphqlHandler('AiFeatures', { owner: null, config: { aiApp: aiApp() } }));
  renderAi('/canopyai/gh/nobody');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});

test('a failed load shows the error page', async () => {
  server.use(graphqlErrorHandler('AiFeatures', { status: 500 }));
  renderAi('/canopyai/gh/acme');
  expect(await screen.findByText('Server error', {}, { timeout: 10_000 })).toBeInTheDocument();
}, 15_000);

test('installed: the configured repositories, how to manage them, and the commands', async () => {
  server.use(features());
  renderAi('/canopyai/gh/acme');
  expect(await screen.findByRole('heading', { name: 'Canopy AI' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Repositories the Canopy AI app is enabled on' });
  expect(within(table).getByRole('link', { name: 'demo' })).toHaveAttribute('href', '/gh/acme/demo');
  expect(within(table).getByRole('link', { name: 'api-server' })).toBeInTheDocument();
  expect(
    screen.getByText(/open the canopy-ai app in your organization's GitHub settings/),
  ).toBeInTheDocument();
  expect(screen.getByText('@canopy-ai test')).toBeInTheDocument();
  expect(screen.queryByText('AI suggestions are off on this install')).not.toBeInTheDocument();
  expect(
    screen.queryByRole('heading', { name: 'Install the Canopy AI app on GitHub' }),
  ).not.toBeInTheDocument();
});

test('installed on no repository the viewer can see: the table says so', async () => {
  server.use(features({ repos: [] }));
  renderAi('/canopyai/gh/acme');
  expect(
    await screen.findByText('The app is installed, but on no repository you can see.'),
  ).toBeInTheDocument();
});

test('not installed: the install button and a message to copy for an admin', async () => {
  server.use(features({ installed: false }));
  renderAi('/canopyai/gh/acme');
  expect(
    await screen.findByRole('heading', { name: 'Install the Canopy AI app on GitHub' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Install Canopy AI' })).toHaveAttribute(
    'href',
    'https://github.com/apps/canopy-ai/installations/new',
  );
  expect(screen.getByText(/could you install the canopy-ai GitHub app/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy message to an admin' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText(/Install the app first/)).toBeInTheDocument();
});

test('without a model endpoint: a notice that nothing is sent, and no way to ask', async () => {
  server.use(features({ modelConfigured: false }));
  renderAi('/canopyai/gh/acme');
  expect(await screen.findByText('AI suggestions are off on this install')).toBeInTheDocument();
  expect(screen.getByText(/nothing is sent anywhere/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Suggest tests' })).not.toBeInTheDocument();
});

test('people outside the organisation see no tabs and cannot ask', async () => {
  server.use(features({ member: false }));
  renderAi('/canopyai/gh/acme');
  expect(
    await screen.findByText('Only members of the organization can ask for suggestions.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Suggest tests' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Repos' })).not.toBeInTheDocument();
  expect(
    screen.queryByRole('heading', { name: 'Install the Canopy AI app on GitHub' }),
  ).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a member asks for suggestions on a pull and sees them once written', async () => {
  const inputs: unknown[] = [];
  let reads = 0;
  server.use(
    features(),
    graphqlMutationHandler('RequestAiTestSuggestions', ({ variables }) => {
      inputs.push(variables.input);
      return { requestAiTestSuggestions: { suggestion: suggestion('pending'), error: null } };
    }),
    graphqlHandler('AiSuggestion', () =>
      ++reads === 1 ? pullAnswer(suggestion('pending')) : pullAnswer(suggestion('done', 'test("merges")')),
    ),
  );
  renderAi('/canopyai/gh/acme');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Repository/ }));
  await user.click(await screen.findByRole('option', { name: 'demo' }));
  await user.type(screen.getByRole('textbox', { name: 'Pull request number' }), '12');
  await user.click(screen.getByRole('button', { name: 'Suggest tests' }));
  expect(await screen.findByText('Writing suggestions…')).toBeInTheDocument();
  expect(inputs).toEqual([{ owner: 'acme', repoName: 'demo', pullId: 12 }]);
  expect(await screen.findByText('test("merges")', {}, { timeout: 6000 })).toBeInTheDocument();
  expect(screen.getByText('Suggestions ready')).toBeInTheDocument();
  expect(screen.getByText('Posted as a comment on the pull request.')).toBeInTheDocument();
}, 15_000);

test('asking again on the same pull follows the new request', async () => {
  let asked = 0;
  server.use(
    features(),
    graphqlMutationHandler('RequestAiTestSuggestions', () => {
      asked += 1;
      return { requestAiTestSuggestions: { suggestion: suggestion('pending'), error: null } };
    }),
    graphqlHandler('AiSuggestion', () =>
      pullAnswer(asked === 1 ? suggestion('done', 'first answer') : suggestion('pending')),
    ),
  );
  renderAi('/canopyai/gh/acme');
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Pull request number' }), '12');
  await user.click(screen.getByRole('button', { name: 'Suggest tests' }));
  expect(await screen.findByText('first answer')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Suggest tests' }));
  expect(await screen.findByText('Writing suggestions…')).toBeInTheDocument();
  expect(screen.queryByText('first answer')).not.toBeInTheDocument();
});

test('a refusal from the server is shown', async () => {
  server.use(
    features(),
    graphqlMutationHandler('RequestAiTestSuggestions', {
      requestAiTestSuggestions: {
        suggestion: null,
        error: { __typename: 'ValidationError', message: 'The canopy-ai app is not installed on demo' },
      },
    }),
  );
  renderAi('/canopyai/gh/acme');
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Pull request number' }), '3');
  await user.click(screen.getByRole('button', { name: 'Suggest tests' }));
  expect(await screen.findByText('The canopy-ai app is not installed on demo')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Writing suggestions…')).not.toBeInTheDocument());
});
