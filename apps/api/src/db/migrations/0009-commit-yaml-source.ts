import { type Kysely, sql } from 'kysely';

/**
 * Which codecov.yml applied to a commit and where it came from: `yaml_source` is repository_file (read from the
 * git host or mirror at the commit, `yaml_path` names the file), upload, repository (its settings), owner or
 * default. `yaml_host_read_at` marks that the host was asked, so it is asked once per commit, not per upload.
 */
const up = [
  'alter table commits add column yaml_source text',
  'alter table commits add column yaml_path text',
  'alter table commits add column yaml_host_read_at timestamptz',
];

const down = [
  'alter table commits drop column if exists yaml_host_read_at',
  'alter table commits drop column if exists yaml_path',
  'alter table commits drop column if exists yaml_source',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const commitYamlSource = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
