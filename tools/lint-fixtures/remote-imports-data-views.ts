// lint-as: apps/repo-mfe/src/features/boundary-fixture.ts
// expect: none
// The control case: a remote imports the data views from their own entry of the UI kit.
import { Table } from '@canopy/ui-kit/data-views';

export const table = Table;
