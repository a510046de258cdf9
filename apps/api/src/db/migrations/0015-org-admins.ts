import { type Kysely, sql } from 'kysely';

/**
 * Who the git host says administers an organisation, kept apart from `admins` (everyone who administers it in
 * Canopy): an admin added in Canopy survives the next sync, and one the host names cannot be removed in Canopy.
 * The admins a sync gave before this column are the host's; those an upload with the global token gave are not.
 * The index serves the members list's latest pull request of each person.
 */
const up = [
  `alter table owners add column host_admins integer[] not null default '{}'`,
  `update owners set host_admins = admins
    where is_org and cardinality(admins) > 0 and service_id not like 'upload:%'`,
  `create index pulls_author on pulls (lower(author_username), created_at desc) where author_username is not null`,
];

const down = ['drop index if exists pulls_author', 'alter table owners drop column if exists host_admins'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const orgAdmins = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
