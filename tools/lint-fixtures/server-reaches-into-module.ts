// lint-as: apps/api/src/graphql/boundary-fixture.ts
// expect: no-restricted-imports
// Code outside the modules uses a module only through its index.ts too.
import { coverageTree } from '../modules/coverage-tree/coverage-tree-service';
