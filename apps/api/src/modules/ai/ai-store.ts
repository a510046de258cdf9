import type { Kysely, Selectable } from 'kysely';
import type { AiSuggestionsTable, Database } from '../../db/schema';

export type AiSuggestionRecord = Selectable<AiSuggestionsTable>;

/** The AI app's installation on an owner, as stored. */
export interface AiInstallation {
  installationId: number;
  repositorySelection: 'all' | 'selected';
  repositoryServiceIds: string[];
  suspended: boolean;
}

export async function aiInstallationOf(
  db: Kysely<Database>,
  ownerid: number,
): Promise<AiInstallation | null> {
  const row = await db
    .selectFrom('aiAppInstallations')
    .select(['installationId', 'repositorySelection', 'repositoryServiceIds', 'suspendedAt'])
    .where('ownerid', '=', ownerid)
    .executeTakeFirst();
  if (!row) return null;
  return {
    installationId: Number(row.installationId),
    repositorySelection: row.repositorySelection === 'selected' ? 'selected' : 'all',
    repositoryServiceIds: row.repositoryServiceIds,
    suspended: row.suspendedAt !== null,
  };
}

/** An account has one installation of the AI app: a new one replaces what is left of an old one. */
export async function saveAiInstallation(
  db: Kysely<Database>,
  ownerid: number,
  installation: Omit<AiInstallation, 'suspended'> & { suspendedAt?: Date | null },
): Promise<void> {
  const fields = { ...installation, updatedAt: new Date() };
  await db
    .deleteFrom('aiAppInstallations')
    .where('installationId', '=', installation.installationId)
    .where('ownerid', '<>', ownerid)
    .execute();
  await db
    .insertInto('aiAppInstallations')
    .values({ ownerid, ...fields })
    .onConflict((conflict) => conflict.column('ownerid').doUpdateSet(fields))
    .execute();
}

export async function deleteAiInstallation(db: Kysely<Database>, installationId: number): Promise<void> {
  await db.deleteFrom('aiAppInstallations').where('installationId', '=', installationId).execute();
}

/** The owner's repositories with these host ids (all of them when `ids` is null), by name. */
export async function repositoriesOfInstallation(
  db: Kysely<Database>,
  ownerid: number,
  ids: readonly string[] | null,
): Promise<Array<{ repoid: number; ownerid: number; name: string; private: boolean; deleted: boolean }>> {
  if (ids !== null && ids.length === 0) return [];
  let query = db
    .selectFrom('repositories')
    .select(['repoid', 'ownerid', 'name', 'private', 'deleted'])
    .where('ownerid', '=', ownerid)
    .where('deleted', '=', false);
  if (ids !== null) query = query.where('serviceId', 'in', [...ids]);
  return query.orderBy('name').execute();
}

export async function insertSuggestion(
  db: Kysely<Database>,
  values: { repoid: number; pullid: number; command: string },
): Promise<AiSuggestionRecord> {
  return db.insertInto('aiSuggestions').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function suggestionById(db: Kysely<Database>, id: number): Promise<AiSuggestionRecord | null> {
  return (await db.selectFrom('aiSuggestions').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The latest suggestion asked for on each of these pulls. */
export async function latestSuggestions(
  db: Kysely<Database>,
  pulls: ReadonlyArray<{ repoid: number; pullid: number }>,
): Promise<AiSuggestionRecord[]> {
  if (pulls.length === 0) return [];
  const rows = await db
    .selectFrom('aiSuggestions')
    .selectAll()
    .where((eb) =>
      eb.or(pulls.map((pull) => eb.and([eb('repoid', '=', pull.repoid), eb('pullid', '=', pull.pullid)]))),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const latest = new Map<string, AiSuggestionRecord>();
  for (const row of rows)
    if (!latest.has(`${row.repoid}:${row.pullid}`)) latest.set(`${row.repoid}:${row.pullid}`, row);
  return [...latest.values()];
}

/** A suggestion still waiting for its job on this pull: a second request joins it rather than asking again. */
export async function pendingSuggestion(
  db: Kysely<Database>,
  repoid: number,
  pullid: number,
): Promise<AiSuggestionRecord | null> {
  const row = await db
    .selectFrom('aiSuggestions')
    .selectAll()
    .where('repoid', '=', repoid)
    .where('pullid', '=', pullid)
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

export async function finishSuggestion(
  db: Kysely<Database>,
  id: number,
  outcome: {
    status: 'done' | 'failed' | 'skipped';
    commitid?: string | null;
    body?: string | null;
    error?: string | null;
    commentPosted?: boolean;
  },
): Promise<void> {
  await db
    .updateTable('aiSuggestions')
    .set({ ...outcome, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}
