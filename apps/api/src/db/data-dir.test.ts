import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { openConfiguredDatabase } from './database';

describe('the PGlite data folder', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'canopy-datadir-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is created on first start and opened again later', async () => {
    const dataDir = path.join(root, 'nested', '.canopy-data');
    const first = await openConfiguredDatabase({ databaseUrl: null, dataDir });
    expect(first.kind).toBe('pglite');
    await sql`create table kept (id int)`.execute(first.db);
    await sql`insert into kept values (7)`.execute(first.db);
    await first.close();
    expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);

    const second = await openConfiguredDatabase({ databaseUrl: null, dataDir });
    try {
      expect((await sql<{ id: number }>`select id from kept`.execute(second.db)).rows).toEqual([{ id: 7 }]);
      // One process per folder: a second opener is refused while the first runs.
      await expect(openConfiguredDatabase({ databaseUrl: null, dataDir })).rejects.toThrow(
        DataDirLockedError,
      );
    } finally {
      await second.close();
    }
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = path.join(root, 'pg');
    writeFileSync(`${dir}.lock`, '999999999');
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError); // held, even by this very process
    unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
