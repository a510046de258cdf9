// Canopy has no billing yet, so nothing a person can do puts an organisation on a plan: a test that needs one
// writes it while the server is down (the embedded database opens in one process only), then starts it again.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startServer, type RunningServer } from '@canopy/tools/harness';

/** Stops `server` as a crash would, runs `statements` on its database, and starts it again on the same data. */
export async function restartWithDatabaseChanges(
  server: RunningServer,
  env: Record<string, string>,
  statements: Array<{ sql: string; params?: unknown[] }>,
): Promise<RunningServer> {
  await server.kill();
  const db = new PGlite(path.join(server.dataDir, 'pg'));
  try {
    for (const { sql, params } of statements) await db.query(sql, params ?? []);
  } finally {
    await db.close();
  }
  return startServer(env, { dataDir: server.dataDir });
}
