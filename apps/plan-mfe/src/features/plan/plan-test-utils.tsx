// Test set-up shared by the plan and upgrade page tests: the org's answers and the pages as the shell shows them.
import type { ReactNode } from 'react';
import { Notifications } from '@mantine/notifications';
import type { SetupServer } from 'msw/node';
import type { Plan } from '@canopy/api-client';
import { graphqlHandler, ownerFixture, planDataFixture, restHandler } from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import type { AccountDetails, AvailablePlan } from '@canopy/plan-data-access';
import {
  accountDetailsFixture,
  availablePlansDataFixture,
  availablePlansFixture,
  planPageDataFixture,
} from '@canopy/plan-data-access/testing';
import PlanMfeRoutes from '../../remote-entry';

export interface PlanMocks {
  isAdmin?: boolean;
  plan: Plan;
  details?: Partial<AccountDetails>;
  numberOfUploads?: number | null;
  plans?: AvailablePlan[];
}

/** Answers every query of the plan pages for the org 'acme'. */
export function mockPlanPages(
  server: SetupServer,
  { isAdmin = true, plan, details = {}, numberOfUploads = 0, plans = availablePlansFixture() }: PlanMocks,
) {
  server.use(
    graphqlHandler('DetailOwner', { owner: ownerFixture({ isAdmin }) }),
    graphqlHandler('GetPlanData', planDataFixture({ plan })),
    graphqlHandler('PlanPageData', planPageDataFixture(numberOfUploads)),
    graphqlHandler('GetAvailablePlans', availablePlansDataFixture(plans)),
    restHandler('get', '/gh/acme/account-details/', accountDetailsFixture(details)),
  );
}

/** The test providers with the notices shown, as the shell shows them. */
function withNotices() {
  const Providers = createTestProviders();
  return function WithNotices({ children }: { children: ReactNode }) {
    return (
      <Providers>
        <Notifications />
        {children}
      </Providers>
    );
  };
}

export const renderPlanPage = (url: string) =>
  renderRoute(<PlanMfeRoutes section="plan" />, {
    path: '/plan/:provider/:owner/*',
    url,
    wrapper: withNotices(),
  });
