// Test helpers of @canopy/plan-data-access: fixtures of its answers. Never imported by app code.
export { accountDetailsFixture } from './account-details-fixtures';
export { availablePlansFixture, availablePlansDataFixture, planPageDataFixture } from './plan-fixtures';
export { invoiceFixture, invoicesAnswer, invoiceAnswer, unixSeconds } from './invoice-fixtures';
