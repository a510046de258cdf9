// Public surface of @canopy/account-data-access: the documents and REST calls of account-mfe's pages.

// Access: personal API tokens and login sessions
export {
  MyTokensDocument,
  MyTokensSchema,
  MAX_USER_TOKENS,
  myTokensQuery,
  useMyTokens,
  type UserToken,
} from './access/my-tokens';
export {
  MySessionsDocument,
  MySessionsSchema,
  MAX_SESSIONS,
  mySessionsQuery,
  useMySessions,
  type LoginSession,
} from './access/my-sessions';
export {
  CreateUserTokenDocument,
  CreateUserTokenSchema,
  createUserTokenMutation,
  useCreateUserToken,
  type CreateUserTokenVariables,
  type CreatedUserToken,
} from './access/create-user-token';
export {
  RevokeUserTokenDocument,
  RevokeUserTokenSchema,
  revokeUserTokenMutation,
  useRevokeUserToken,
  type RevokeUserTokenVariables,
} from './access/revoke-user-token';
export {
  DeleteSessionDocument,
  DeleteSessionSchema,
  deleteSessionMutation,
  useDeleteSession,
  type DeleteSessionVariables,
} from './access/delete-session';
// Profile (self-hosted): the signed-in person's own install seat
export {
  updateSelfActivationMutationOptions,
  useUpdateSelfActivation,
} from './profile/update-self-activation';
// Global Upload Token
export {
  RegenerateOrgUploadTokenDocument,
  RegenerateOrgUploadTokenSchema,
  regenerateOrgUploadTokenMutation,
  useRegenerateOrgUploadToken,
  type RegenerateOrgUploadTokenResult,
} from './org-upload-token/regenerate-org-upload-token';
export {
  SetUploadTokenRequiredDocument,
  SetUploadTokenRequiredSchema,
  setUploadTokenRequiredMutation,
  useSetUploadTokenRequired,
  type SetUploadTokenRequiredResult,
  type SetUploadTokenRequiredVariables,
} from './org-upload-token/set-upload-token-required';
// Canopy AI: the AI app's installation, and test suggestions for a pull
export {
  AiFeaturesDocument,
  AiFeaturesSchema,
  aiFeaturesQuery,
  useAiFeatures,
  type AiCommand,
  type AiFeatures,
} from './ai/ai-features';
export {
  AiSuggestionDocument,
  AiSuggestionSchema,
  aiSuggestionQuery,
  useAiSuggestion,
  SUGGESTION_POLL_MS,
  type AiSuggestion,
  type PullSuggestion,
} from './ai/ai-suggestion';
export {
  RequestAiTestSuggestionsDocument,
  RequestAiTestSuggestionsSchema,
  requestAiTestSuggestionsMutation,
  useRequestAiTestSuggestions,
  type RequestAiTestSuggestionsResult,
  type RequestAiTestSuggestionsVariables,
} from './ai/request-ai-test-suggestions';
