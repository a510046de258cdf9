// lint-as: apps/bundles-mfe/src/boundary-fixture.ts
// expect: @nx/enforce-module-boundaries
// Plan and billing data belongs to plan-mfe alone.
import { useAccountDetails } from '@canopy/plan-data-access';

export const hook = useAccountDetails;
