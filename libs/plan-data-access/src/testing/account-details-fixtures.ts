import type { AccountDetails } from '../account-details/account-details';

/** An account-details answer (camelCased) of a free organisation with no subscription; override what a test needs. */
export function accountDetailsFixture(overrides: Partial<AccountDetails> = {}): AccountDetails {
  return {
    activatedUserCount: 1,
    inactiveUserCount: 2,
    activatedStudentCount: 0,
    studentCount: 0,
    checkoutSessionId: null,
    checkoutUrl: null,
    delinquent: false,
    email: null,
    integrationId: null,
    name: 'acme',
    nbActivePrivateRepos: 1,
    plan: {
      marketingName: 'Developer',
      value: 'users-developer',
      billingRate: null,
      baseUnitPrice: 0,
      benefits: ['Up to 1 user', 'Unlimited public repositories', 'Unlimited private repositories'],
      quantity: 1,
    },
    planAutoActivate: true,
    planProvider: null,
    repoTotalCredits: 0,
    rootOrganization: null,
    scheduleDetail: null,
    subscriptionDetail: null,
    usesInvoice: false,
    billingConfigured: false,
    ...overrides,
  };
}
