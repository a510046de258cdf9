import { type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Which organisations' Okta a Canopy session has signed in with (modules/okta records it). Kept beside the
 * sessions because the visibility rule reads it for every viewer.
 */

export async function recordOktaSignIn(db: Kysely<Database>, sessionid: number, ownerid: number) {
  await db
    .insertInto('oktaSessions')
    .values({ sessionid, ownerid })
    .onConflict((conflict) => conflict.columns(['sessionid', 'ownerid']).doNothing())
    .execute();
}

export async function hasOktaSignIn(db: Kysely<Database>, sessionid: number, ownerid: number) {
  const row = await db
    .selectFrom('oktaSessions')
    .select('ownerid')
    .where('sessionid', '=', sessionid)
    .where('ownerid', '=', ownerid)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Organisations that enforce their (enabled) Okta and that this session has not signed in with: their private
 * repositories stay hidden from it.
 */
export async function oktaLockedOrganizations(db: Kysely<Database>, sessionid: number): Promise<number[]> {
  const rows = await db
    .selectFrom('oktaSettings')
    .select('oktaSettings.ownerid')
    .where('oktaSettings.enabled', '=', true)
    .where('oktaSettings.enforced', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('oktaSessions')
            .select('oktaSessions.ownerid')
            .where('oktaSessions.sessionid', '=', sessionid)
            .whereRef('oktaSessions.ownerid', '=', 'oktaSettings.ownerid'),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.ownerid);
}

/** The same organisations, as an `integer[]` expression of a session id (read with the session in one query). */
export function oktaLockedOrganizationsOf(sessionid: Expression<number>) {
  return sql<number[]>`array(
    select okta_settings.ownerid from okta_settings
    where okta_settings.enabled and okta_settings.enforced
      and not exists (
        select 1 from okta_sessions
        where okta_sessions.sessionid = ${sessionid} and okta_sessions.ownerid = okta_settings.ownerid
      )
  )`;
}
