// Test helpers of @canopy/account-data-access: fixtures of account-mfe's answers. Never imported by app code.
export { loginSessionFixture, mySessionsAnswer, myTokensAnswer, userTokenFixture } from './access-fixtures';

type RefusalTypename = 'UnauthorizedError' | 'ValidationError' | 'UnauthenticatedError';
const refusal = (error?: { __typename: RefusalTypename; message: string }) => error ?? null;

/** The answer of RegenerateOrgUploadToken: the new token, or a refusal. */
export function regenerateOrgUploadTokenAnswer(
  orgUploadToken: string | null,
  error?: { __typename: RefusalTypename; message: string },
) {
  return { regenerateOrgUploadToken: { orgUploadToken, error: refusal(error) } };
}

/** The answer of SetUploadTokenRequired: done, or a refusal. */
export function setUploadTokenRequiredAnswer(error?: { __typename: RefusalTypename; message: string }) {
  return { setUploadTokenRequired: { error: refusal(error) } };
}
