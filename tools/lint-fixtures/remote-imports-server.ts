// lint-as: apps/repo-mfe/src/features/boundary-fixture.ts
// expect: @nx/enforce-module-boundaries
// A remote must never reach into the server.
import { buildServer } from '@canopy/api';

export const server = buildServer;
