// lint-as: apps/shell/src/boundary-fixture.ts
// expect: @nx/enforce-module-boundaries
// The shell's first load carries no repository-page documents: it may not import repo-mfe's data access.
import { usePulls } from '@canopy/repo-data-access';

export const hook = usePulls;
