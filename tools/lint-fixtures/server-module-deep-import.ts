// lint-as: apps/api/src/modules/coverage/boundary-fixture.ts
// expect: no-restricted-imports
// A server module uses another module only through its index.ts.
import { findViewableRepository } from '../repositories/access';
