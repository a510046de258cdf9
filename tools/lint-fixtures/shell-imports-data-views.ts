// lint-as: apps/shell/src/boundary-fixture.ts
// expect: no-restricted-imports
// The shell's first load carries no data view: those are the remotes' own entry of the UI kit.
import { Table } from '@canopy/ui-kit/data-views';

export const table = Table;
