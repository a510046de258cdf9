/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type StartTrialInput = {
  orgUsername: string;
};

export type GetAvailablePlansQueryVariables = Exact<{
  owner: string;
}>;


export type GetAvailablePlansQuery = { owner: { ownerid: number | null, username: string | null, availablePlans: Array<{ baseUnitPrice: number, benefits: Array<string>, billingRate: string | null, isEnterprisePlan: boolean, isFreePlan: boolean, isProPlan: boolean, isSentryPlan: boolean, isTeamPlan: boolean, isTrialPlan: boolean, marketingName: string, monthlyUploadLimit: number | null, value: string }> | null } | null };

export type PlanPageDataQueryVariables = Exact<{
  owner: string;
}>;


export type PlanPageDataQuery = { owner: { ownerid: number | null, username: string | null, numberOfUploads: number | null } | null };

export type StartTrialMutationVariables = Exact<{
  input: StartTrialInput;
}>;


export type StartTrialMutation = { startTrial: { error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };
