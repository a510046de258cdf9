// lint-as: apps/repo-mfe/src/features/commit/room-fixture.ts
// expect: no-restricted-imports
// A page of repo-mfe does not import another page; what both use lives in a shared folder.
import { CommitsPage } from '../commits/commits-page';

export const page = CommitsPage;
