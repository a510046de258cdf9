/** The sync module's public surface (docs/adr/014): the person's organisations and repositories from their git host. */
export { resolvers } from './resolvers';
export { appInstallationIds, coveringInstallation } from './app-installation-store';
export { applyDirectoryEvent, type DirectoryEventDeps } from './sync-events';
export { requestSync, type SyncQueue, syncJobHandler } from './sync-jobs';
export { refreshDueSyncs, startSyncRefresh, type SyncRefreshOptions } from './sync-refresh';
export { type SyncDeps, type SyncOutcome, syncOwner } from './sync-service';
export { rateLimitedOwnerIds, SYNC_OWNER } from './sync-state-store';
