// Test helpers of @canopy/account-data-access: fixtures of account-mfe's answers. Never imported by app code.
export { orgUserFixture, orgUsersHandler, orgUsersPageFixture } from './org-users-fixtures';
