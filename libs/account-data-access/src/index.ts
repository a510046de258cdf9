// Public surface of @canopy/account-data-access: the documents and REST calls of account-mfe's pages.

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
