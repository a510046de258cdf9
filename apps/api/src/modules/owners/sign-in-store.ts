import type { Kysely } from 'kysely';
import type { Database, OwnerRecord } from '../../db/schema';

/** A person as a git host described them at sign-in. */
export interface SignedInProfile {
  service: string;
  serviceId: string;
  username: string;
  name: string | null;
  email: string | null;
  avatarUrl: string | null;
  /**
   * This sign-in's token may read private repositories. It replaces the stored token the sync reads, so the flag
   * follows the newest sign-in, both ways.
   */
  privateAccess: boolean;
  /** Staff as worked out at this sign-in: set, or taken away when no longer configured; unchanged if absent. */
  staff?: boolean;
  /** Install admin as the configuration decides at this sign-in; unchanged if absent. */
  installAdmin?: boolean;
}

/**
 * Creates or refreshes the owner a git host signed in (matched by service and service id, never by name) and
 * gives it a user: its own, the `linkToUser` of a person already signed in with another host, or a new one.
 * `host_email` is written here and nowhere else: it is the address the host gave at this sign-in.
 * A stale owner still holding the username (renamed on the host since) gives the name up.
 */
export async function upsertSignedInOwner(
  db: Kysely<Database>,
  profile: SignedInProfile,
  linkToUser: number | null,
): Promise<OwnerRecord> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const stale = await trx
      .selectFrom('owners')
      .select(['ownerid', 'serviceId'])
      .where('service', '=', profile.service)
      .where((eb) => eb(eb.fn('lower', ['username']), '=', profile.username.toLowerCase()))
      .where('serviceId', '!=', profile.serviceId)
      .execute();
    for (const owner of stale) {
      await trx
        .updateTable('owners')
        .set({ username: `${profile.username}~${owner.serviceId}`, updatedAt: now })
        .where('ownerid', '=', owner.ownerid)
        .execute();
    }
    const fields = {
      username: profile.username,
      name: profile.name,
      email: profile.email,
      // What the host vouches for now, absent included: the only writer, so people cannot set it themselves.
      hostEmail: profile.email,
      avatarUrl: profile.avatarUrl,
      updatedAt: now,
      ...(profile.staff !== undefined ? { staff: profile.staff } : {}),
      ...(profile.installAdmin !== undefined ? { isInstallAdmin: profile.installAdmin } : {}),
      privateAccess: profile.privateAccess,
    };
    // A later sign-in keeps the stored name and email when the host gives none.
    const { name, email, ...always } = fields;
    let owner = await trx
      .updateTable('owners')
      .set({ ...always, ...(name !== null ? { name } : {}), ...(email !== null ? { email } : {}) })
      .where('service', '=', profile.service)
      .where('serviceId', '=', profile.serviceId)
      .returningAll()
      .executeTakeFirst();
    if (!owner) {
      owner = await trx
        .insertInto('owners')
        .values({ ...fields, service: profile.service, serviceId: profile.serviceId, createdAt: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    if (owner.userId !== null) return owner;
    const userId =
      linkToUser ??
      (
        await trx
          .insertInto('users')
          .values({ email: profile.email, name: profile.name, createdAt: now, updatedAt: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    return trx
      .updateTable('owners')
      .set({ userId })
      .where('ownerid', '=', owner.ownerid)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
