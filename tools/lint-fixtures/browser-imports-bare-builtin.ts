// lint-as: libs/api-client/src/boundary-fixture.ts
// expect: @typescript-eslint/no-restricted-imports
// A bare built-in name is the same module as its `node:` form.
import path from 'path';

export const join = path.join;
