// lint-as: apps/account-mfe/src/boundary-fixture.ts
// expect: @nx/enforce-module-boundaries
// A remote reads its own area's data access, never another area's.
import { useCommits } from '@canopy/repo-data-access';

export const hook = useCommits;
