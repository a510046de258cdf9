// One way to open an account page in a test: the real routes over mocked owner answers. Test code only.
import {
  currentUserFixture,
  enterprisePlan,
  freePlan,
  graphqlHandler,
  internalUserFixture,
  ownerFixture,
  planDataFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import AccountMfeRoutes from '../remote-entry';

/** MSW for an account page test, answering who the viewer is (`GET /user`). */
export const setupAccountMocks = () => setupApiMocks(restHandler('get', '/user', internalUserFixture()));

/** The owner `acme` seen by `jane`, an admin or a member, on the enterprise plan or not. */
export function accountHandlers({ isAdmin = true, enterprise = false } = {}) {
  const owner = ownerFixture({ isAdmin });
  return [
    graphqlHandler('DetailOwner', { owner }),
    graphqlHandler('CurrentUser', {
      me: currentUserFixture({ user: { ...currentUserFixture().user, username: 'jane' } }),
    }),
    graphqlHandler('GetPlanData', planDataFixture({ plan: enterprise ? enterprisePlan() : freePlan() })),
  ];
}

export function renderAccount(url: string) {
  return renderRoute(<AccountMfeRoutes section="account" />, {
    path: '/account/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });
}
