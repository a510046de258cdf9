/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type CreateUserTokenInput = {
  name: string;
  /** "api", the only kind there is (the default). */
  tokenType?: string | null | undefined;
};

export type DeleteSessionInput = {
  sessionid: number;
};

export type RegenerateOrgUploadTokenInput = {
  owner: string;
};

export type RequestAiTestSuggestionsInput = {
  owner: string;
  pullId: number;
  repoName: string;
};

export type RevokeUserTokenInput = {
  tokenid: string;
};

export type SetUploadTokenRequiredInput = {
  orgUsername: string;
  uploadTokenRequired: boolean;
};

export type CreateUserTokenMutationVariables = Exact<{
  input: CreateUserTokenInput;
}>;


export type CreateUserTokenMutation = { createUserToken: { fullToken: string | null, token: { id: string, name: string, type: string, lastFour: string, createdAt: string, lastseen: string | null } | null, error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type DeleteSessionMutationVariables = Exact<{
  input: DeleteSessionInput;
}>;


export type DeleteSessionMutation = { deleteSession: { error:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'UnauthenticatedError', message: string }
     | null } | null };

export type MySessionsQueryVariables = Exact<{
  first: number;
}>;


export type MySessionsQuery = { me: { sessions: { totalCount: number, edges: Array<{ node: { sessionid: number, ip: string | null, lastseen: string | null, useragent: string | null, current: boolean } } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type MyTokensQueryVariables = Exact<{
  first: number;
}>;


export type MyTokensQuery = { me: { tokens: { totalCount: number, edges: Array<{ node: { id: string, name: string, type: string, lastFour: string, createdAt: string, lastseen: string | null } } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type RevokeUserTokenMutationVariables = Exact<{
  input: RevokeUserTokenInput;
}>;


export type RevokeUserTokenMutation = { revokeUserToken: { error:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'UnauthenticatedError', message: string }
     | null } | null };

export type AiFeaturesQueryVariables = Exact<{
  owner: string;
}>;


export type AiFeaturesQuery = { owner: { ownerid: number | null, username: string | null, isCurrentUserPartOfOrg: boolean, aiFeaturesEnabled: boolean, aiEnabledRepos: Array<string> | null } | null, config: { aiApp: { appName: string, installUrl: string | null, modelConfigured: boolean, commands: Array<{ name: string, description: string }> } } };

export type AiSuggestionQueryVariables = Exact<{
  owner: string;
  repo: string;
  pullId: number;
}>;


export type AiSuggestionQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, pull: { pullId: number, title: string | null, aiSuggestion: { id: string, status: string, commitid: string | null, body: string | null, error: string | null, commentPosted: boolean, createdAt: string } | null } | null }
     } | null };

export type RequestAiTestSuggestionsMutationVariables = Exact<{
  input: RequestAiTestSuggestionsInput;
}>;


export type RequestAiTestSuggestionsMutation = { requestAiTestSuggestions: { suggestion: { id: string, status: string, commitid: string | null, body: string | null, error: string | null, commentPosted: boolean, createdAt: string } | null, error:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

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
