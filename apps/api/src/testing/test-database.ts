import { randomBytes, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export type Backend = 'pglite' | 'postgres';

/**
 * PGlite unless CANOPY_TEST_BACKENDS leaves it out (CI's PostgreSQL pass, whose PGlite half already ran);
 * PostgreSQL when DATABASE_URL is set (tools/ci/pg-start.sh). Others are skipped and reported.
 */
const chosen = process.env.CANOPY_TEST_BACKENDS?.split(',').map((name) => name.trim());
export const BACKENDS: ReadonlyArray<{ backend: Backend; enabled: boolean }> = [
  { backend: 'pglite', enabled: !chosen || chosen.includes('pglite') },
  {
    backend: 'postgres',
    enabled: Boolean(process.env.DATABASE_URL) && (!chosen || chosen.includes('postgres')),
  },
];

/** Runs the same suite once per back end; the PostgreSQL run is skipped (and reported) without DATABASE_URL. */
export function describeEachBackend(name: string, suite: (backend: Backend) => void): void {
  for (const { backend, enabled } of BACKENDS) {
    (enabled ? describe : describe.skip)(`${name} [${backend}]`, () => suite(backend));
  }
}

function templateKey(migrated: boolean): string {
  const hash = createHash('sha256').update(migrated ? 'migrated' : 'empty');
  const pgliteManifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '../package.json');
  hash.update(JSON.parse(readFileSync(pgliteManifest, 'utf8')).version);
  if (migrated) {
    const dir = path.join(__dirname, '../db/migrations');
    for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A dump of a fresh (optionally migrated) PGlite database, built once per migration set and kept in the temp
 * folder: each test file then starts PGlite from it in under a second instead of running initdb (~4 s).
 */
async function pgliteTemplate(migrated: boolean): Promise<Blob> {
  const dir = path.join(os.tmpdir(), 'canopy-test-templates');
  const file = path.join(dir, `pglite-${templateKey(migrated)}.tar.gz`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const work = await mkdtemp(path.join(os.tmpdir(), 'canopy-template-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(work, 'pg') });
    try {
      if (migrated) await migrateToLatest(handle.db);
      const dump = await handle.pglite!.dumpDataDir('gzip');
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file); // atomic: parallel test workers never read half a file
    } finally {
      await handle.close();
      await rm(work, { recursive: true, force: true });
    }
  }
  return new Blob([readFileSync(file)]);
}

export interface TestDatabase extends DatabaseHandle {
  backend: Backend;
}

/**
 * A private database for one test file: PGlite in a temporary folder, or a new database on the PostgreSQL
 * server of DATABASE_URL. Migrated unless `migrated: false`. close() removes it.
 */
export async function openTestDatabase(backend: Backend, { migrated = true } = {}): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const work = await mkdtemp(path.join(os.tmpdir(), 'canopy-test-'));
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(work, 'pg'),
      loadDataDir: await pgliteTemplate(migrated),
    });
    return {
      ...handle,
      backend,
      close: async () => {
        await handle.close();
        await rm(work, { recursive: true, force: true });
      },
    };
  }

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `canopy_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 });
  if (migrated) await migrateToLatest(handle.db);
  return {
    ...handle,
    backend,
    close: async () => {
      await handle.close();
      // Without FORCE: terminating a backend that is still closing would make its client emit an error.
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            await cleanup.query(`drop database if exists ${name}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error; // still in use
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}
