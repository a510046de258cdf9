/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type RegenerateOrgUploadTokenInput = {
  owner: string;
};

export type SetUploadTokenRequiredInput = {
  orgUsername: string;
  uploadTokenRequired: boolean;
};

export type RegenerateOrgUploadTokenMutationVariables = Exact<{
  input: RegenerateOrgUploadTokenInput;
}>;


export type RegenerateOrgUploadTokenMutation = { regenerateOrgUploadToken: { orgUploadToken: string | null, error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type SetUploadTokenRequiredMutationVariables = Exact<{
  input: SetUploadTokenRequiredInput;
}>;


export type SetUploadTokenRequiredMutation = { setUploadTokenRequired: { error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };
