// lint-as: apps/api/src/uploads/boundary-fixture.ts
// expect: @typescript-eslint/no-restricted-imports
// The server's test harness is for tests only.
import { startTestServer } from '../testing/test-server';

export const start = startTestServer;
