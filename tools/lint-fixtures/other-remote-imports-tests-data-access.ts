// lint-as: apps/bundles-mfe/src/boundary-fixture.ts
// expect: @nx/enforce-module-boundaries
// Test analytics data belongs to tests-mfe alone.
import { useTestResults } from '@canopy/tests-data-access';

export const hook = useTestResults;
