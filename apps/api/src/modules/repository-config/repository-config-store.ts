import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The writes of a repository's configuration page and of the owner's yaml. */

export async function branchExists(db: Kysely<Database>, repoid: number, branch: string): Promise<boolean> {
  const row = await db
    .selectFrom('branches')
    .select('branch')
    .where('repoid', '=', repoid)
    .where('branch', '=', branch)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateRepositorySettings(
  db: Kysely<Database>,
  repoid: number,
  changes: { defaultBranch?: string; activated?: boolean },
): Promise<void> {
  await db
    .updateTable('repositories')
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where('repoid', '=', repoid)
    .execute();
}

export async function setGraphToken(db: Kysely<Database>, repoid: number, token: string): Promise<void> {
  await db
    .updateTable('repositories')
    .set({ imageToken: token, updatedAt: sql<Date>`now()` })
    .where('repoid', '=', repoid)
    .execute();
}

export async function setOwnerYaml(
  db: Kysely<Database>,
  ownerid: number,
  yaml: string | null,
): Promise<void> {
  await db
    .updateTable('owners')
    .set({ yaml, updatedAt: sql<Date>`now()` })
    .where('ownerid', '=', ownerid)
    .execute();
}

/**
 * Deletes every coverage row of the repository, children first (uploads, report files, notifications and
 * report records also go with their commits by cascade), and marks it as never uploaded to. The repository row
 * stays, as Codecov keeps it: its settings and tokens survive and a new upload starts it again.
 */
export async function eraseRepositoryRows(db: Kysely<Database>, repoid: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const commitIds = trx.selectFrom('commits').select('id').where('repoid', '=', repoid);
    await trx.deleteFrom('commitNotifications').where('commitId', 'in', commitIds).execute();
    await trx.deleteFrom('notifyRequests').where('commitId', 'in', commitIds).execute();
    await trx.deleteFrom('reportFiles').where('commitId', 'in', commitIds).execute();
    await trx.deleteFrom('commitReports').where('commitId', 'in', commitIds).execute();
    await trx.deleteFrom('uploads').where('repoid', '=', repoid).execute();
    await trx.deleteFrom('commits').where('repoid', '=', repoid).execute();
    await trx.deleteFrom('branches').where('repoid', '=', repoid).execute();
    await trx.deleteFrom('pullComments').where('repoid', '=', repoid).execute();
    await trx.deleteFrom('pulls').where('repoid', '=', repoid).execute();
    await trx.deleteFrom('measurements').where('repoid', '=', repoid).execute();
    await trx.deleteFrom('measurementDatasets').where('repoid', '=', repoid).execute();
    await trx.deleteFrom('deletedFlags').where('repoid', '=', repoid).execute();
    await trx
      .updateTable('repositories')
      .set({
        active: false,
        coveragePercent: null,
        coverageTotals: null,
        latestCommitAt: null,
        oldestCommitAt: null,
        updatedAt: sql<Date>`now()`,
      })
      .where('repoid', '=', repoid)
      .execute();
  });
}
