import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { DatasetKind } from './dataset-store';

/**
 * The repository's flags, by name: every flag of a processed upload, less those deleted since their last
 * uploaded (not carried-forward) session.
 */
export async function repositoryFlagNames(db: Kysely<Database>, repoid: number): Promise<string[]> {
  // One query: the deleted ones are taken away in it (`except` also makes the names distinct).
  const rows = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn<string>('unnest', ['flags']).as('flag'))
    .where('repoid', '=', repoid)
    .where('state', '=', 'processed')
    .except(deletedFlags(db, [repoid]).select('d.flagName as flag'))
    .execute();
  return rows.map((row) => row.flag).sort();
}

/**
 * Flags deleted and not uploaded (carried-forward sessions do not count) since: every flag list leaves them
 * out, as the reference does.
 */
export async function deletedFlagNames(db: Kysely<Database>, repoid: number): Promise<Set<string>> {
  return (await deletedFlagsOfRepositories(db, [repoid])).get(repoid) ?? new Set();
}

/** `deletedFlagNames` of several repositories in one query, by repository id. */
export async function deletedFlagsOfRepositories(
  db: Kysely<Database>,
  repoids: readonly number[],
): Promise<Map<number, Set<string>>> {
  const byRepository = new Map<number, Set<string>>(repoids.map((repoid) => [repoid, new Set()]));
  if (repoids.length === 0) return byRepository;
  const rows = await deletedFlags(db, repoids).select(['d.repoid', 'd.flagName']).execute();
  for (const row of rows) byRepository.get(row.repoid)?.add(row.flagName);
  return byRepository;
}

/** The deleted flags of the repositories that no uploaded session brought back since, as `d`. */
function deletedFlags(db: Kysely<Database>, repoids: readonly number[]) {
  return db
    .selectFrom('deletedFlags as d')
    .where('d.repoid', 'in', [...repoids])
    .where(({ not, exists, selectFrom, ref }) =>
      not(
        exists(
          selectFrom('uploads as u')
            .select('u.id')
            .whereRef('u.repoid', '=', 'd.repoid')
            .where('u.state', '=', 'processed')
            .where('u.sessionType', '=', 'uploaded')
            .whereRef('u.createdAt', '>', 'd.deletedAt')
            .where(ref('d.flagName'), '=', sql<string>`any(${sql.ref('u.flags')})`),
        ),
      ),
    );
}

/**
 * Deletes a flag as the reference does: it leaves the flag list and its series are dropped; stored reports
 * keep their sessions, and a later upload with the flag brings it back.
 */
export async function deleteFlag(db: Kysely<Database>, repoid: number, flagName: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('deletedFlags')
      .values({ repoid, flagName, deletedAt: new Date() })
      .onConflict((conflict) =>
        conflict
          .columns(['repoid', 'flagName'])
          .doUpdateSet((eb) => ({ deletedAt: eb.ref('excluded.deletedAt') })),
      )
      .execute();
    await deleteMeasurements(trx, repoid, 'flag', flagName);
  });
}

/** Drops every stored point of one flag or component of a repository. */
export async function deleteMeasurements(
  db: Kysely<Database>,
  repoid: number,
  kind: DatasetKind,
  measurableId: string,
): Promise<void> {
  await db
    .deleteFrom('measurements')
    .where('repoid', '=', repoid)
    .where('kind', '=', kind)
    .where('measurableId', '=', measurableId)
    .execute();
}
