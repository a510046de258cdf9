import { type Kysely, sql } from 'kysely';

/**
 * Uploads by repository and state: the repository's flag list (every overview and flags page) and the deleted
 * flags' check read a repository's processed uploads, which no index reached (uploads were indexed by commit
 * only), so each read went through the uploads of every repository.
 */
const up = [`create index uploads_repository_state on uploads (repoid, state)`];

const down = ['drop index if exists uploads_repository_state'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const uploadsByRepository = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
