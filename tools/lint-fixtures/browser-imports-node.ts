// lint-as: apps/repo-mfe/src/features/boundary-fixture.ts
// expect: @typescript-eslint/no-restricted-imports
// Browser code cannot use Node built-ins, with or without the `node:` prefix.
import { readFileSync } from 'node:fs';

export const read = readFileSync;
