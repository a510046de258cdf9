import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { pgliteParsers, pgTypes } from './normalise';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The embedded instance (PGlite only), e.g. to dump it. */
  pglite?: PGlite;
  /** Closes the pool or the embedded database. */
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** On-disk PGlite; `loadDataDir` starts it from a dump (tests use a migrated template). */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob };

/**
 * Opens the database: PostgreSQL through node-postgres, or PGlite embedded in this process.
 * PGlite has one connection; Kysely's PGlite dialect serialises every query and transaction on it.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin()];
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      types: pgTypes,
    });
    // An idle connection that dies (server restart, network) must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    await sql`select 1`.execute(db);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  await mkdir(options.dataDir, { recursive: true });
  const unlock = lockDataDir(options.dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(options.dataDir, {
      parsers: pgliteParsers,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      try {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Opens the database the settings name: DATABASE_URL when set, else PGlite in the data folder. */
export function openConfiguredDatabase(settings: { databaseUrl: string | null; dataDir: string }) {
  return settings.databaseUrl
    ? openDatabase({ kind: 'postgres', url: settings.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(settings.dataDir, 'pg') });
}

/** Answers when the database does (health checks). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
