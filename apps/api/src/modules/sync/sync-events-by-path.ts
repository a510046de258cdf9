import type { DirectoryEvent } from '../../git-providers/directory/index';
import { requestSync } from './sync-jobs';
import type { DirectoryEventDeps } from './sync-events';
import {
  markRepositoryDeleted,
  ownerAccount,
  ownerIdByPath,
  peopleInOrganization,
  peopleWithRepository,
  repoIdByServiceId,
  repositoryById,
  revokeRepository,
} from './sync-events-store';
import { upsertHostRepository } from './sync-store';

type RepositoryAt = Extract<DirectoryEvent, { kind: 'repositoryAt' }>;

/**
 * A repository change a host describes by path (GitLab). The repository follows its new name and namespace when
 * Canopy knows that namespace; whoever may have lost it loses it at once, and is synced with the namespace's members.
 */
export async function applyRepositoryAt(deps: DirectoryEventDeps, event: RepositoryAt): Promise<void> {
  const { db, queue } = deps;
  const repoid = await repoIdByServiceId(db, event.service, event.serviceId);
  if (event.action === 'deleted') {
    if (repoid === null) return;
    await markRepositoryDeleted(db, event.service, event.serviceId);
    await revokeRepository(db, repoid);
    return;
  }
  const ownerid = await ownerIdByPath(db, event.service, event.ownerPath);
  const members = ownerid === null ? [] : await peopleInOrganization(db, ownerid);
  const syncAll = async (people: number[]) => {
    for (const person of new Set(people)) await requestSync(queue, person);
  };
  if (repoid === null) {
    // The delivery lacks what a repository row needs; the syncs of those who may read it bring it in.
    if (event.private !== false) await syncAll(members);
    return;
  }
  const before = await repositoryById(db, repoid);
  const isPrivate = event.private ?? before.private;
  const narrowing = event.action === 'transferred' || (isPrivate && !before.private);
  const readers = narrowing ? await peopleWithRepository(db, repoid) : [];
  if (ownerid === null) {
    // Moved to a namespace Canopy has not met: hidden until a sync finds it there.
    await markRepositoryDeleted(db, event.service, event.serviceId);
  } else {
    const owner = await ownerAccount(db, ownerid);
    await upsertHostRepository(db, event.service, ownerid, {
      serviceId: event.serviceId,
      owner,
      name: event.name,
      private: isPrivate,
      defaultBranch: before.defaultBranch,
      language: before.language,
      permission: 'read',
    });
  }
  if (narrowing) await revokeRepository(db, repoid);
  if (narrowing || (isPrivate && event.action === 'created')) await syncAll([...readers, ...members]);
}
