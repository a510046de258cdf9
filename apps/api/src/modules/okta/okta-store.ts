import type { Kysely, Selectable } from 'kysely';
import type { Database, OktaSettingsTable, OktaSignInsTable } from '../../db/schema';

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
