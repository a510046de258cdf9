import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodeReport, type Report } from '@canopy/coverage';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ReportReader } from '../reports';
import { createLocalStorage, type Storage } from '../../storage/storage';
import { type Backend, openTestDatabase, type TestDatabase } from '../../testing/test-database';

export interface TestSession {
  sessionId: number;
  flags: string[];
  carriedForward?: boolean;
}

export interface TestCommit {
  commitid: string;
  branch: string;
  timestamp: string;
  report: Report;
  sessions: TestSession[];
  yaml?: string;
}

/** A database and report storage with repositories and processed commits written as ingestion leaves them (tests only). */
export class MeasurementTestData {
  readonly reports: ReportReader;
  private ownerid: number | undefined;

  private constructor(
    readonly database: TestDatabase,
    readonly storage: Storage,
    private readonly root: string,
  ) {
    this.reports = new ReportReader(storage);
  }

  static async open(backend: Backend): Promise<MeasurementTestData> {
    const root = await mkdtemp(path.join(os.tmpdir(), 'canopy-measurements-'));
    return new MeasurementTestData(await openTestDatabase(backend), createLocalStorage(root), root);
  }

  get db(): Kysely<Database> {
    return this.database.db;
  }

  async close(): Promise<void> {
    await this.database.close();
    await rm(this.root, { recursive: true, force: true });
  }

  async repository(
    name: string,
    { defaultBranch = 'main', yaml = null as string | null } = {},
  ): Promise<number> {
    this.ownerid ??= (
      await this.db
        .insertInto('owners')
        .values({ service: 'github', serviceId: '1', username: 'canopy', isOrg: true })
        .returning('ownerid')
        .executeTakeFirstOrThrow()
    ).ownerid;
    const row = await this.db
      .insertInto('repositories')
      .values({ ownerid: this.ownerid, serviceId: name, name, private: false, defaultBranch, yaml })
      .returning('repoid')
      .executeTakeFirstOrThrow();
    return row.repoid;
  }

  /** A processed commit: its stored report, totals and one processed upload per session. */
  async commit(repoid: number, commit: TestCommit): Promise<number> {
    const key = `reports/${repoid}/${commit.commitid}/report.json.gz`;
    await this.storage.write(key, gzipSync(encodeReport(commit.report)));
    const row = await this.db
      .insertInto('commits')
      .values({
        repoid,
        commitid: commit.commitid,
        branch: commit.branch,
        timestamp: commit.timestamp,
        state: 'complete',
        reportStoragePath: key,
        totals: JSON.stringify(commit.report.totals()),
        sessionCount: commit.sessions.length,
        yaml: commit.yaml ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const session of commit.sessions)
      await this.db
        .insertInto('uploads')
        .values({
          commitId: row.id,
          repoid,
          sessionId: session.sessionId,
          state: 'processed',
          flags: session.flags,
          sessionType: session.carriedForward ? 'carriedforward' : 'uploaded',
        })
        .execute();
    return row.id;
  }
}

/** A 40-character sha starting with `prefix`. */
export const sha = (prefix: string): string => prefix.padEnd(40, '0');
