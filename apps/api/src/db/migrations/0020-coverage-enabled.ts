import { type Kysely, sql } from 'kysely';

/**
 * `coverage_enabled` says whether the repository sends coverage: the first coverage upload turns it on, as the
 * first processed bundle turns on `bundle_analysis_enabled`. A repository that only sends bundle stats opens
 * on its bundles and shows its commits' bundle panel alone. Repositories with coverage uploads keep it on.
 */
const up = [
  'alter table repositories alter column coverage_enabled set default false',
  `update repositories r set coverage_enabled = exists (
     select 1 from uploads u where u.repoid = r.repoid and u.upload_type = 'coverage')`,
];

const down = ['alter table repositories alter column coverage_enabled set default true'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const coverageEnabled = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
