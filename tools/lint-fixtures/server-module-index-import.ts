// lint-as: apps/api/src/modules/coverage/boundary-fixture.ts
// expect: none
// The control case: another module's public surface, and shared server code outside the modules.
import { findViewableRepository } from '../repositories';
import type { Database } from '../../db/schema';
