// lint-as: apps/repo-mfe/src/features/boundary-fixture.ts
// expect: @typescript-eslint/no-restricted-imports
// Mock data and test clients never ship: production code may not import a `testing` entry.
import { createTestApiClients } from '@canopy/api-client/testing';

export const clients = createTestApiClients;
