import { type Kysely, sql } from 'kysely';

/**
 * The seat limit and the licence's end come from the install's configuration only (CANOPY_LICENSE, verified at
 * start, and CANOPY_SEATS_LIMIT): the columns that could also hold them go, so there is one source of truth.
 * Nothing in Canopy wrote them, but an operator may have set a seat limit by hand: rather than drop it and leave
 * the install unlimited without a word, the migration stops and says where the value belongs now.
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

/** The seat limit stored in the database, if the column is still there and holds one. */
async function storedSeatsLimit(db: Kysely<unknown>): Promise<number | null> {
  const column = await sql<{ present: boolean }>`
    select exists (
      select 1 from information_schema.columns
      where table_schema = current_schema() and table_name = 'install_settings' and column_name = 'seats_limit'
    ) as present
  `.execute(db);
  if (!column.rows[0]?.present) return null;
  const row = await sql<{ limit: number | null }>`
    select seats_limit as limit from install_settings where seats_limit is not null limit 1
  `.execute(db);
  return row.rows[0]?.limit ?? null;
}

export const licenceFromConfiguration = {
  up: async (db: Kysely<unknown>) => {
    const stored = await storedSeatsLimit(db);
    if (stored !== null)
      throw new Error(
        `install_settings.seats_limit holds ${stored}, and the seat limit now comes from the configuration only: ` +
          `set CANOPY_SEATS_LIMIT=${stored} (or the licence's seats), then clear the stored one ` +
          `(update install_settings set seats_limit = null) and start again.`,
      );
    await run(db, up);
  },
  down: (db: Kysely<unknown>) => run(db, down),
};
