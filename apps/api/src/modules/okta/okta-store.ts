import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, OktaSettingsTable, OktaSignInsTable, OwnerRecord } from '../../db/schema';

/** An organisation's Okta application as stored: the client secret is still encrypted. */
export type StoredOktaSettings = Omit<Selectable<OktaSettingsTable>, 'updatedAt'>;

export async function oktaSettingsOf(
  db: Kysely<Database>,
  ownerid: number,
): Promise<StoredOktaSettings | null> {
  const row = await db
    .selectFrom('oktaSettings')
    .select(['ownerid', 'clientId', 'clientSecret', 'url', 'enabled', 'enforced'])
    .where('ownerid', '=', ownerid)
    .executeTakeFirst();
  return row ?? null;
}

export async function saveOktaSettings(db: Kysely<Database>, settings: StoredOktaSettings): Promise<void> {
  const { ownerid: _ownerid, ...values } = settings;
  await db
    .insertInto('oktaSettings')
    .values(settings)
    .onConflict((conflict) => conflict.column('ownerid').doUpdateSet({ ...values, updatedAt: new Date() }))
    .execute();
}

export type PendingOktaSignIn = Selectable<OktaSignInsTable>;

/** Keeps a started Okta sign-in, and drops the ones whose ten minutes are over. */
export async function savePendingOktaSignIn(db: Kysely<Database>, pending: PendingOktaSignIn, now: Date) {
  await db.deleteFrom('oktaSignIns').where('expiresAt', '<=', now).execute();
  await db.insertInto('oktaSignIns').values(pending).execute();
}

/** Takes a started Okta sign-in out (single use): a replayed callback finds nothing. */
export async function takePendingOktaSignIn(
  db: Kysely<Database>,
  stateHash: string,
): Promise<PendingOktaSignIn | null> {
  const row = await db
    .deleteFrom('oktaSignIns')
    .where('stateHash', '=', stateHash)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** The people (not organisations) of the user who signs in with this Okta account, latest signed in first. */
export async function ownersOfOktaSubject(db: Kysely<Database>, subject: string): Promise<OwnerRecord[]> {
  return db
    .selectFrom('owners')
    .innerJoin('users', 'users.id', 'owners.userId')
    .selectAll('owners')
    .where('users.oktaSubject', '=', subject)
    .where('owners.isOrg', '=', false)
    .orderBy('owners.updatedAt', 'desc')
    .orderBy('owners.ownerid')
    .execute();
}

/**
 * People with a user whose git host gave this email address (case-insensitively) at their latest sign-in with it,
 * latest signed in first. Never the address people may edit in Canopy: that would let anyone claim another's.
 */
export async function ownersWithHostEmail(db: Kysely<Database>, email: string): Promise<OwnerRecord[]> {
  return db
    .selectFrom('owners')
    .selectAll()
    .where('isOrg', '=', false)
    .where('userId', 'is not', null)
    .where('hostEmail', 'is not', null)
    .where(sql<string>`lower(host_email)`, '=', email.toLowerCase())
    .orderBy('updatedAt', 'desc')
    .orderBy('ownerid')
    .execute();
}

/** Records the Okta account a user signs in with; answers false when another user already has it. */
export async function linkOktaSubject(
  db: Kysely<Database>,
  userId: number,
  subject: string,
): Promise<boolean> {
  const linked = await db
    .updateTable('users')
    .set({ oktaSubject: subject, updatedAt: new Date() })
    .where('id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('users as other').select('other.id').where('other.oktaSubject', '=', subject),
        ),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  return linked !== undefined;
}
