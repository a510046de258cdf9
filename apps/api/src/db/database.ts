import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
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
 * Postgres settings for one embedded install. PGlite's memory only grows (WebAssembly memory is never given back),
 * so what Postgres touches once stays resident: PGlite's defaults (128 MB of shared buffers, 64 MB for index
 * builds) cost more than the data of a small install. Reads past the buffers come from the operating system's
 * file cache.
 */
export const EMBEDDED_POSTGRES_SETTINGS = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
  work_mem: '4MB',
  temp_buffers: '4MB',
} as const;

const embeddedStartParams = () => [
  ...PGlite.defaultStartParams,
  ...Object.entries(EMBEDDED_POSTGRES_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/** Where PGlite's module is, for a child process; unknown under a test runner (CommonJS), which initialises in-process. */
function pgliteModuleUrl(): string | null {
  try {
    return typeof import.meta.resolve === 'function' ? import.meta.resolve('@electric-sql/pglite') : null;
  } catch {
    return null;
  }
}

/**
 * Creates a new embedded database (Postgres' initdb) in a short-lived child process. initdb takes about
 * 500 MB that the process keeps for good (PGlite's WebAssembly memory only grows); the child gives it back.
 */
async function initialiseDataDir(dataDir: string): Promise<void> {
  const url = pgliteModuleUrl();
  if (!url || existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script =
    'const { PGlite } = await import(process.argv[1]); ' +
    'const db = await PGlite.create(process.argv[2]); await db.close();';
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, url, dataDir], {
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

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
    if (!options.loadDataDir) await initialiseDataDir(options.dataDir);
    pglite = await PGlite.create(options.dataDir, {
      parsers: pgliteParsers,
      startParams: embeddedStartParams(),
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
