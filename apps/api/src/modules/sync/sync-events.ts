import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DirectoryEvent } from '../../git-providers/directory/index';
import { applyAppInstallation } from './app-installations';
import { applyRepositoryAt } from './sync-events-by-path';
import { requestSync, type SyncQueue } from './sync-jobs';
import {
  leaveOrganization,
  markRepositoryDeleted,
  ownerIdByServiceId,
  peopleInOrganization,
  peopleWithRepository,
  repoIdByServiceId,
  revokeRepository,
} from './sync-events-store';
import { upsertHostOwner, upsertHostRepository } from './sync-store';

export interface DirectoryEventDeps {
  db: Kysely<Database>;
  queue: SyncQueue;
}

/** Changes that can take a private repository away from people who could read it before. */
const NARROWING = new Set(['privatized', 'transferred']);

/**
 * A webhook's membership or repository change. What it takes away goes at once; what it may give is left to a
 * sync of the people concerned, since only their own host token tells what they may read.
 */
export async function applyDirectoryEvent(deps: DirectoryEventDeps, event: DirectoryEvent): Promise<void> {
  const { db, queue } = deps;
  const known = (who: { serviceId: string }) => ownerIdByServiceId(db, event.service, who.serviceId);
  switch (event.kind) {
    case 'memberAdded':
    case 'memberChanged': {
      const person = await known(event.person);
      if (person !== null) await requestSync(queue, person);
      return;
    }
    case 'memberRemoved': {
      const [person, org] = [await known(event.person), await known(event.org)];
      if (person === null) return;
      if (org !== null) await leaveOrganization(db, person, org);
      await requestSync(queue, person);
      return;
    }
    case 'collaboratorChanged': {
      const person = await known(event.person);
      if (person === null) return;
      const repoid = await repoIdByServiceId(db, event.service, event.repo.serviceId);
      if (event.removed && repoid !== null) await revokeRepository(db, repoid, person);
      await requestSync(queue, person);
      return;
    }
    case 'appInstallation':
      return applyAppInstallation(deps, event);
    case 'repositoryAt':
      return applyRepositoryAt(deps, event);
    case 'repository': {
      if (event.action === 'deleted') {
        const repoid = await markRepositoryDeleted(db, event.service, event.repo.serviceId);
        if (repoid !== null) await revokeRepository(db, repoid);
        return;
      }
      const ownerid = await upsertHostOwner(db, event.service, event.repo.owner);
      const repoid = await upsertHostRepository(db, event.service, ownerid, event.repo);
      const narrowing = NARROWING.has(event.action);
      // Those who read it before may still reach it another way: their syncs tell.
      const readers = narrowing ? await peopleWithRepository(db, repoid) : [];
      if (narrowing) await revokeRepository(db, repoid);
      const members =
        event.repo.private && (narrowing || event.action === 'created')
          ? await peopleInOrganization(db, ownerid)
          : [];
      for (const person of new Set([...readers, ...members])) await requestSync(queue, person);
    }
  }
}
