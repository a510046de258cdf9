import { type Kysely, sql } from 'kysely';

/**
 * The seat limit and the licence's end come from the install's configuration only (CANOPY_LICENSE, verified at
 * start, and CANOPY_SEATS_LIMIT): the columns that could also hold them go, so there is one source of truth.
 * Nothing in Canopy wrote them; a value set by hand belongs in CANOPY_SEATS_LIMIT now.
 */
const up = [
  'alter table install_settings drop column if exists seats_limit',
  'alter table install_settings drop column if exists license_expires_at',
];

const down = [
  'alter table install_settings add column if not exists seats_limit integer',
  'alter table install_settings add column if not exists license_expires_at timestamptz',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const licenceFromConfiguration = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
