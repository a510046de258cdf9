import type { Kysely } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import { migrations } from './migrations';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Applies every pending migration; throws MigrationError naming the migration that failed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database type: migrations use raw SQL
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((item) => item.status === 'Error');
    throw new MigrationError(
      `migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(result.error)}`,
      {
        cause: result.error,
      },
    );
  }
  return (result.results ?? []).map((item) => item.migrationName);
}
