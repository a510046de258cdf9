import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppInstallationEvent } from '../../git-providers/directory/index';
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
    await db
      .deleteFrom('githubAppInstallations')
      .where('installationId', '=', event.installationId)
      .execute();
    return;
  }
  const ownerid = await upsertHostOwner(db, event.service, event.account);
  const selected = event.selection === 'selected';
  const row = await db
    .selectFrom('githubAppInstallations')
    .select('repositoryServiceIds')
    .where('ownerid', '=', ownerid)
    .executeTakeFirst();
  const kept = event.action === 'created' || !row ? [] : row.repositoryServiceIds;
  const covered = selected
    ? [...new Set([...kept, ...event.added])].filter((id) => !event.removed.includes(id))
    : [];
  const suspended =
    event.action === 'suspend'
      ? { suspendedAt: new Date() }
      : event.action === 'unsuspend'
        ? { suspendedAt: null }
        : {};
  const fields = {
    installationId: event.installationId,
    repositorySelection: event.selection,
    repositoryServiceIds: covered,
    ...suspended,
    updatedAt: new Date(),
  };
  // An account has one installation of the app: a new one replaces what is left of an old one.
  await db
    .deleteFrom('githubAppInstallations')
    .where('installationId', '=', event.installationId)
    .where('ownerid', '<>', ownerid)
    .execute();
  await db
    .insertInto('githubAppInstallations')
    .values({ ownerid, ...fields })
    .onConflict((conflict) => conflict.column('ownerid').doUpdateSet(fields))
    .execute();
  if (event.action !== 'created' && event.action !== 'unsuspend') return;
  const sender = event.sender ? await ownerIdByServiceId(db, event.service, event.sender.serviceId) : null;
  const members = event.account.isOrg ? await peopleInOrganization(db, ownerid) : [ownerid];
  for (const person of new Set([...(sender === null ? [] : [sender]), ...members]))
    await requestSync(queue, person);
}

/** The app's installation id on each of the owners that have it (and have not had it suspended). */
export async function appInstallationIds(
  db: Kysely<Database>,
  ownerids: readonly number[],
): Promise<Map<number, number>> {
  if (ownerids.length === 0) return new Map();
  const rows = await db
    .selectFrom('githubAppInstallations')
    .select(['ownerid', 'installationId'])
    .where('ownerid', 'in', [...ownerids])
    .where(sql<boolean>`suspended_at is null`)
    .execute();
  return new Map(rows.map((row) => [row.ownerid, Number(row.installationId)]));
}
