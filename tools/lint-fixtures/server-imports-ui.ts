// lint-as: apps/api/src/boundary-fixture.ts
// expect: @nx/enforce-module-boundaries
// The server never imports browser code.
import { ErrorPage } from '@canopy/ui-kit';

export const page = ErrorPage;
