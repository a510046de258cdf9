// lint-as: apps/repo-mfe/src/features/commit/room-fixture.ts
// expect: none
// The control case: a page may use a shared folder.
import { formatPercent } from '../common/format';

export const format = formatPercent;
