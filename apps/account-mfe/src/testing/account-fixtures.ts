// Fixtures of the owner answers the account pages read. Test code only.
/** GetPlanData's answer for an organisation on the enterprise plan, or on the free one. */
export function planDataAnswer({ enterprise = false, username = 'acme' } = {}) {
  return {
    owner: {
      ownerid: 2,
      username,
      hasPrivateRepos: true,
      plan: {
        baseUnitPrice: enterprise ? 10 : 0,
        benefits: [],
        billingRate: enterprise ? 'annually' : null,
        hasSeatsLeft: true,
        isEnterprisePlan: enterprise,
        isFreePlan: !enterprise,
        isProPlan: false,
        isSentryPlan: false,
        isTeamPlan: false,
        isTrialPlan: false,
        marketingName: enterprise ? 'Enterprise Cloud' : 'Developer',
        monthlyUploadLimit: null,
        planUserCount: 10,
        pretrialUsersCount: null,
        tierName: enterprise ? 'enterprise' : 'basic',
        trialEndDate: null,
        trialStartDate: null,
        trialStatus: 'NOT_STARTED',
        trialTotalDays: null,
        value: enterprise ? 'users-enterprisey' : 'users-developer',
      },
      pretrialPlan: null,
    },
  };
}
