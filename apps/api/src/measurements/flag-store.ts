import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DatasetKind } from './datasets';

/**
 * The repository's flags, by name: every flag of a processed upload, less those deleted since their last
 * uploaded (not carried-forward) session.
 */
export async function repositoryFlagNames(db: Kysely<Database>, repoid: number): Promise<string[]> {
  const [rows, deleted] = await Promise.all([
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('uploads')
          .select([(inner) => inner.fn<string>('unnest', ['flags']).as('flag'), 'sessionType', 'createdAt'])
          .where('repoid', '=', repoid)
          .where('state', '=', 'processed')
          .as('f'),
      )
      .select([
        'f.flag',
        (eb) =>
          eb.fn
            .max(eb.case().when('f.sessionType', '=', 'uploaded').then(eb.ref('f.createdAt')).end())
            .as('lastUploadedAt'),
      ])
      .groupBy('f.flag')
      .execute(),
    db.selectFrom('deletedFlags').select(['flagName', 'deletedAt']).where('repoid', '=', repoid).execute(),
  ]);
  const deletedAt = new Map(deleted.map((row) => [row.flagName, new Date(row.deletedAt).getTime()]));
  return rows
    .filter((row) => {
      const deletion = deletedAt.get(row.flag);
      if (deletion === undefined) return true;
      return row.lastUploadedAt != null && new Date(row.lastUploadedAt).getTime() > deletion;
    })
    .map((row) => row.flag)
    .sort();
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
