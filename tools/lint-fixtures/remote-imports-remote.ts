// lint-as: apps/repo-mfe/src/features/boundary-fixture.ts
// expect: @nx/enforce-module-boundaries
// Remotes embed each other only through exposed modules, never by importing source.
import { AccountRoutes } from '@canopy/account-mfe';

export const routes = AccountRoutes;
