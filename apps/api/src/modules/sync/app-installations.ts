import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppInstallationEvent } from '../../git-providers/directory/index';
import { coveredRepositories, deleteInstallation, saveInstallation } from './app-installation-store';
import { requestSync, type SyncQueue } from './sync-jobs';
import { ownerIdByServiceId, peopleInOrganization } from './sync-events-store';
import { upsertHostOwner } from './sync-store';

/**
 * Records the GitHub app's installation on the account. A new installation (or a suspended one resumed) queues a
 * sync of the person who installed it and of the organisation's members Canopy knows: what the app may now read
 * is worth reading again.
 */
export async function applyAppInstallation(
  deps: { db: Kysely<Database>; queue: SyncQueue },
  event: AppInstallationEvent,
): Promise<void> {
  const { db, queue } = deps;
  if (event.action === 'deleted') {
    await deleteInstallation(db, event.installationId);
    return;
  }
  const ownerid = await upsertHostOwner(db, event.service, event.account);
  const selected = event.selection === 'selected';
  const stored = await coveredRepositories(db, ownerid);
  const kept = event.action === 'created' || !stored ? [] : stored;
  const covered = selected
    ? [...new Set([...kept, ...event.added])].filter((id) => !event.removed.includes(id))
    : [];
  const suspended =
    event.action === 'suspend'
      ? { suspendedAt: new Date() }
      : event.action === 'unsuspend'
        ? { suspendedAt: null }
        : {};
  await saveInstallation(db, ownerid, {
    installationId: event.installationId,
    repositorySelection: event.selection,
    repositoryServiceIds: covered,
    ...suspended,
  });
  if (event.action !== 'created' && event.action !== 'unsuspend') return;
  const sender = event.sender ? await ownerIdByServiceId(db, event.service, event.sender.serviceId) : null;
  const members = event.account.isOrg ? await peopleInOrganization(db, ownerid) : [ownerid];
  for (const person of new Set([...(sender === null ? [] : [sender]), ...members]))
    await requestSync(queue, person);
}
