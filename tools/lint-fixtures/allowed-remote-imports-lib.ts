// lint-as: apps/repo-mfe/src/features/boundary-fixture.ts
// expect: none
// The control case: a remote may use a shared library.
import { ErrorPage } from '@canopy/ui-kit';

export const page = ErrorPage;
