import { act, screen, waitFor } from '@testing-library/react';
import {
  graphqlErrorHandler,
  graphqlHandler,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  repositoryFixture,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import { RepoFrameContext, type RepoFrameValue } from '../common/repo-frame-context';
import { GithubRateLimitBanner } from './github-rate-limit';
import { GITHUB_RATE_LIMITS_DOCS_URL } from './github-rate-limit-note';

const server = setupApiMocks();

const TITLE = 'Rate limit exceeded';
const TEXT =
  'Unable to calculate coverage due to GitHub rate limit exceeded. Please retry later. More info on rate limits: Github documentation.';

type Answer = Record<string, unknown> | null;

const answer = (repository: Record<string, unknown>): Answer => ({
  owner: { ownerid: 2, username: 'acme', repository },
});
const limited = (isGithubRateLimited: boolean | null) =>
  answer({ __typename: 'Repository', repoid: 10, isGithubRateLimited });

/** Answers GetRepoRateLimitStatus with `data`, counting the requests. */
function mockStatus(data: Answer) {
  const requests: unknown[] = [];
  server.use(
    graphqlHandler('GetRepoRateLimitStatus', ({ variables, provider }) => {
      requests.push({ ...variables, provider });
      return data;
    }),
  );
  return requests;
}

function renderBanner(provider = 'gh') {
  const { __typename: _typename, ...repository } = repositoryFixture();
  const frame: RepoFrameValue = {
    provider,
    owner: 'acme',
    repo: 'widgets',
    repository,
    isAdmin: false,
    isMember: true,
    basePath: `/${provider}/acme/widgets`,
  };
  return renderRoute(
    <RepoFrameContext value={frame}>
      <p>page</p>
      <GithubRateLimitBanner />
    </RepoFrameContext>,
    { path: '/:provider/*', url: `/${provider}/acme/widgets`, wrapper: createTestProviders() },
  );
}

/** Lets the answers in flight land. */
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

/** Waits for the status to be asked and answered; the banner never shows in these cases. */
async function settle(requests: unknown[]) {
  await waitFor(() => expect(requests.length).toBeGreaterThan(0));
  await pause();
}

test('shows the reference’s warning, with GitHub’s documentation, while GitHub rate-limits the repository’s owner', async () => {
  const requests = mockStatus(limited(true));
  renderBanner();
  const banner = await screen.findByRole('status');
  expect(banner).toHaveAttribute('data-banner-variant', 'warning');
  expect(banner).toHaveTextContent(TITLE);
  expect(banner).toHaveTextContent(TEXT);
  const link = screen.getByRole('link', { name: 'Github documentation.' });
  expect(link).toHaveAttribute('href', GITHUB_RATE_LIMITS_DOCS_URL);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(requests).toEqual([{ owner: 'acme', repo: 'widgets', provider: 'gh' }]);
});

test('shows nothing while GitHub answers', async () => {
  const requests = mockStatus(limited(false));
  renderBanner();
  await settle(requests);
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
});

test.each([
  ['the status is null', limited(null)],
  ['the repository is missing', answer(notFoundErrorFixture())],
  ['the viewer is not activated in the org', answer(ownerNotActivatedErrorFixture())],
  ['the owner is missing', { owner: null }],
])('shows nothing when %s', async (_case, data) => {
  const requests = mockStatus(data);
  renderBanner();
  await settle(requests);
  expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
});

test('shows nothing, and the page stays, when the status cannot be read', async () => {
  server.use(graphqlErrorHandler('GetRepoRateLimitStatus', { status: 500, body: { detail: 'boom' } }));
  renderBanner();
  await pause();
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
});

test('does not ask on hosts other than GitHub', async () => {
  const requests = mockStatus(limited(true));
  renderBanner('gl');
  await pause();
  expect(requests).toEqual([]);
  expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
});

test('asks on GitHub Enterprise too', async () => {
  mockStatus(limited(true));
  renderBanner('ghe');
  expect(await screen.findByText(TITLE)).toBeInTheDocument();
});
