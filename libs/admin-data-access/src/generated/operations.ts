/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type UpdateSelfHostedSettingsInput = {
  shouldAutoActivate: boolean;
};

export type SelfHostedSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SelfHostedSettingsQuery = { config: { planAutoActivate: boolean | null, seatsUsed: number | null, seatsLimit: number | null } };

export type UpdateSelfHostedSettingsMutationVariables = Exact<{
  input: UpdateSelfHostedSettingsInput;
}>;


export type UpdateSelfHostedSettingsMutation = { updateSelfHostedSettings: { error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };
