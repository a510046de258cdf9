// Test helpers of @canopy/account-data-access: fixtures of account-mfe's answers. Never imported by app code.
export { loginSessionFixture, mySessionsAnswer, myTokensAnswer, userTokenFixture } from './access-fixtures';
