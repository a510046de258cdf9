// lint-as: apps/repo-mfe/src/features/boundary-fixture.test.ts
// expect: none
// The control case: a test may use the testing entries and Node.
import { readFileSync } from 'node:fs';
import { createTestApiClients } from '@canopy/api-client/testing';

export const used = [readFileSync, createTestApiClients];
