// lint-as: apps/repo-mfe/src/features/file-viewer/room-fixture.ts
// expect: no-restricted-imports
// A shared folder of repo-mfe imports no page: the dependency runs from pages to shared pieces.
import { OverviewPage } from '../overview/overview-page';

export const page = OverviewPage;
