import { screen, waitFor } from '@testing-library/react';
import { currentUserFixture, graphqlHandler, setupApiMocks } from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import { PrivateRepositoriesAccess } from './private-repositories-access';

const server = setupApiMocks();

/** Lets an answer that arrived be rendered, so that what is absent is absent for good. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function expectNothingOffered() {
  expect(screen.queryByText(/Public repositories only/)).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
}

/** Answers CurrentUser with `me`, counting the requests. */
function mockMe(me: ReturnType<typeof currentUserFixture> | null) {
  const asked = { count: 0 };
  server.use(
    graphqlHandler('CurrentUser', () => {
      asked.count += 1;
      return { me };
    }),
  );
  return asked;
}

function renderAccess(url = '/gh/acme?search=web', configEnv?: Record<string, unknown>) {
  return renderRoute(<PrivateRepositoriesAccess provider={url.split('/')[1]!} />, {
    path: '/:provider/:owner',
    url,
    wrapper: createTestProviders({ configEnv }),
  });
}

test('offers a GitHub user with public repositories only the sign-in that adds private ones, back to this page', async () => {
  mockMe(currentUserFixture({ privateAccess: false }));
  renderAccess();

  const link = await screen.findByRole('link', { name: 'Add private repositories' });
  expect(screen.getByText(/Public repositories only\./)).toBeInTheDocument();
  // The server's sign-in, a full page load (not a router link), with the page to come back to.
  expect(link).toHaveAttribute('href', '/login/gh?private=true&to=%2Fgh%2Facme%3Fsearch%3Dweb');
});

test('goes through the API host when it has its own', async () => {
  mockMe(currentUserFixture({ privateAccess: false }));
  renderAccess('/gh/acme', { API_URL: 'https://api.canopy.example/' });

  expect(await screen.findByRole('link', { name: 'Add private repositories' })).toHaveAttribute(
    'href',
    'https://api.canopy.example/login/gh?private=true&to=%2Fgh%2Facme',
  );
});

test('offers it on GitHub Enterprise too', async () => {
  mockMe(currentUserFixture({ privateAccess: false }));
  renderAccess('/ghe/acme');

  expect(await screen.findByRole('link', { name: 'Add private repositories' })).toHaveAttribute(
    'href',
    '/login/ghe?private=true&to=%2Fghe%2Facme',
  );
});

test('shows nothing once private access is granted', async () => {
  const asked = mockMe(currentUserFixture({ privateAccess: true }));
  renderAccess();

  await waitFor(() => expect(asked.count).toBe(1));
  await settle();
  expectNothingOffered();
});

test('shows nothing to a visitor who is not signed in', async () => {
  const asked = mockMe(null);
  renderAccess();

  await waitFor(() => expect(asked.count).toBe(1));
  await settle();
  expectNothingOffered();
});

test.each([
  [
    'a self-hosted install, which always asks GitHub for private repositories',
    '/gh/acme',
    { IS_SELF_HOSTED: true },
  ],
  ['another git host', '/gl/acme', {}],
  ['Bitbucket', '/bb/acme', {}],
])('shows nothing and asks nothing on %s', async (_case, url, configEnv) => {
  const asked = mockMe(currentUserFixture({ privateAccess: false }));
  renderAccess(url, configEnv);

  // Give a request the time to be made, if one were.
  await settle();
  expect(asked.count).toBe(0);
  expectNothingOffered();
});
