// lint-as: apps/api/src/modules/uploads/protocols/boundary-fixture.ts
// expect: no-restricted-imports
// A module's sub-folder is held to the same rule.
import { recordUserProvidedBase } from '../../comparisons/pull-store';
