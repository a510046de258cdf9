import { screen, within } from '@testing-library/react';
import {
  connectionFixture,
  currentUserFixture,
  freePlan,
  graphqlHandler,
  internalUserFixture,
  ongoingTrial,
  ownerFixture,
  planDataFixture,
  planFixture,
  restHandler,
  setupApiMocks,
  teamPlan,
} from '@canopy/api-client/testing';
import type { Plan } from '@canopy/api-client';
import { mockIntersectionObserver, type IntersectionObserverMock, renderRoute } from '@canopy/ui-kit/testing';
import { createTestProviders } from '@canopy/auth/testing';
import RepoMfeRoutes from '../../remote-entry';

const server = setupApiMocks(
  restHandler('get', '/user', internalUserFixture()),
  graphqlHandler('IsSyncingWithGitProvider', { me: { isSyncingWithGitProvider: false } }),
  graphqlHandler('GetOwnerRateLimitStatus', {
    me: { owner: { ownerid: 1, username: 'ada', isGithubRateLimited: false } },
  }),
  graphqlHandler('CurrentUser', { me: currentUserFixture() }),
  graphqlHandler('ReposForOwner', { owner: { repositories: connectionFixture([]) } }),
);

let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => observer.restore());

/** The owner page of acme, whose plan is `plan`, with `numberOfUploads` this month. */
function renderOwnerPage({
  plan,
  numberOfUploads,
  member = true,
  configEnv,
}: {
  plan: Plan | null;
  numberOfUploads: number | null;
  member?: boolean;
  configEnv?: Record<string, unknown>;
}) {
  server.use(
    graphqlHandler('OwnerPageData', {
      owner: ownerFixture({
        numberOfUploads,
        isCurrentUserPartOfOrg: member,
        isAdmin: member ? false : null,
      }),
    }),
    graphqlHandler('GetPlanData', planDataFixture({ plan })),
  );
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url: '/gh/acme',
    wrapper: createTestProviders({
      configEnv: { MARKETING_BASE_URL: 'https://canopy.example', ...configEnv },
    }),
  });
}

const pageLoaded = () => screen.findByRole('navigation', { name: 'Owner' });

test('at the Developer plan’s limit the banner says uploads are refused, with Upgrade plan and sales', async () => {
  renderOwnerPage({ plan: freePlan({ monthlyUploadLimit: 250 }), numberOfUploads: 250 });
  const banner = (await screen.findByText('Upload limit has been reached')).closest(
    '[role="alert"]',
  ) as HTMLElement;
  expect(banner).toHaveTextContent(
    'This org is currently on the Developer plan; which includes 250 free uploads monthly. It has made 250 uploads to private repositories in the last 30 days: new ones are refused, so their reports will not be generated.',
  );
  expect(within(banner).getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
    'href',
    '/plan/gh/acme/upgrade',
  );
  expect(within(banner).getByRole('link', { name: 'Contact our sales team' })).toHaveAttribute(
    'href',
    'https://canopy.example/sales',
  );
  // As the reference: it stays until the count drops or the plan changes.
  expect(within(banner).queryByRole('button', { name: 'Dismiss banner' })).not.toBeInTheDocument();
});

test('from 90 % of the limit the banner warns that it is near', async () => {
  renderOwnerPage({ plan: teamPlan({ monthlyUploadLimit: 2500 }), numberOfUploads: 2250 });
  const title = await screen.findByText('Upload limit almost reached');
  expect(title.closest('[role="status"]')).toHaveTextContent(
    'This org is currently on the Team plan; which includes 2500 free uploads monthly. It has made 2250 uploads to private repositories in the last 30 days; once it reaches 2500, new ones are refused.',
  );
});

test('below 90 % of the limit, or on a plan without one, there is no banner', async () => {
  const first = renderOwnerPage({ plan: freePlan({ monthlyUploadLimit: 250 }), numberOfUploads: 224 });
  await pageLoaded();
  expect(screen.queryByText(/Upload limit/)).not.toBeInTheDocument();
  first.unmount();

  renderOwnerPage({ plan: planFixture(), numberOfUploads: 5000 });
  await pageLoaded();
  expect(screen.queryByText(/Upload limit/)).not.toBeInTheDocument();
});

test('visitors and self-hosted installs see no upload limit banner', async () => {
  const visitor = renderOwnerPage({ plan: null, numberOfUploads: null, member: false });
  expect(await screen.findByText('Viewing as visitor')).toBeInTheDocument();
  expect(screen.queryByText(/Upload limit/)).not.toBeInTheDocument();
  visitor.unmount();

  renderOwnerPage({
    plan: freePlan({ monthlyUploadLimit: 250 }),
    numberOfUploads: 300,
    configEnv: { IS_SELF_HOSTED: true, ENV: 'enterprise' },
  });
  await pageLoaded();
  expect(screen.queryByText(/Upload limit/)).not.toBeInTheDocument();
});

test('the owner tabs remind members of the ongoing trial once the plan is known', async () => {
  renderOwnerPage({ plan: ongoingTrial(12), numberOfUploads: 0 });
  const tabs = await pageLoaded();
  expect(await within(tabs).findByRole('link', { name: 'Trial active for 12 days' })).toHaveAttribute(
    'href',
    '/plan/gh/acme',
  );
});
