import type { Kysely } from 'kysely';
import type { CommitRecord, Database } from '../../db/schema';
import type { Job, JobQueue } from '../../jobs/queue';
import { commitById } from '../coverage';
import {
  CommitComponents,
  measureCommit,
  type MeasureCommitOptions,
  type MeasuredKinds,
  type ReportSource,
} from './commit-measurements';
import {
  addDataset,
  type BackfillCursor,
  commitsWithReportPage,
  type DatasetKind,
  datasetState,
  markBackfilled,
} from './dataset-store';
import { sessionFlagsOfCommits } from './measurement-store';

export const BACKFILL_MEASUREMENTS = 'backfill-measurements';

const PAGE_SIZE = 200;
/** Commits measured between lease renewals: each may read and fold a large report. */
const RENEW_EVERY = 20;

export function isDatasetKind(value: unknown): value is DatasetKind {
  return value === 'flag' || value === 'component';
}

export function backfillKey(repoid: number, kind: DatasetKind): string {
  return `${repoid}:${kind}`;
}

/**
 * Switches a repository's flag or component series on. New commits are measured from now on by processing;
 * a backfill job measures the commits it already has. Activating again only restarts an unfinished backfill.
 */
export async function activateMeasurements(
  db: Kysely<Database>,
  queue: Pick<JobQueue, 'enqueue'>,
  repoid: number,
  kind: DatasetKind,
): Promise<void> {
  await addDataset(db, repoid, kind);
  const state = await datasetState(db, repoid, kind);
  if (!state.backfilled)
    await queue.enqueue(BACKFILL_MEASUREMENTS, backfillKey(repoid, kind), { repoid, kind });
}

export interface BackfillContext {
  db: Kysely<Database>;
  reports: ReportSource;
  /** Continues a long backfill as a new job, so a crash resumes from the last finished page. */
  queue: Pick<JobQueue, 'enqueue'>;
  renew?: (job: Job) => Promise<void>;
  pageSize?: number;
}

interface BackfillPayload {
  repoid: number;
  kind: DatasetKind;
  /** Where the previous page ended. */
  cursor?: BackfillCursor;
}

/**
 * Measures one page of a repository's commits with a report, newest first, then queues the next page with
 * a cursor; the last page marks the dataset backfilled. Every page only upserts, so running one again after
 * a crash is harmless.
 */
export function backfillJobHandler(context: BackfillContext) {
  return async (job: Job): Promise<void> => {
    const payload = backfillPayload(job);
    const { db } = context;
    if (!(await datasetState(db, payload.repoid, payload.kind)).active) return;
    const page = await commitsWithReportPage(
      db,
      payload.repoid,
      payload.cursor,
      context.pageSize ?? PAGE_SIZE,
    );
    await measurePage(context, job, payload.kind, page);
    const last = page.at(-1);
    if (page.length === (context.pageSize ?? PAGE_SIZE) && last) {
      const cursor = { timestamp: last.cursorTimestamp, id: last.id };
      await context.queue.enqueue(BACKFILL_MEASUREMENTS, job.key, { ...payload, cursor });
      return;
    }
    await markBackfilled(db, payload.repoid, payload.kind);
  };
}

function backfillPayload(job: Job): BackfillPayload {
  const [keyRepo, keyKind] = job.key.split(':');
  const repoid = Number(job.payload.repoid ?? keyRepo);
  const kind = job.payload.kind ?? keyKind;
  if (!Number.isInteger(repoid) || !isDatasetKind(kind)) throw new Error(`invalid backfill job ${job.key}`);
  const cursor = job.payload.cursor as BackfillPayload['cursor'] | undefined;
  return { repoid, kind, ...(cursor ? { cursor } : {}) };
}

async function measurePage(
  context: BackfillContext,
  job: Job,
  kind: DatasetKind,
  page: readonly CommitRecord[],
): Promise<void> {
  const { db } = context;
  const kinds: MeasuredKinds = { flags: kind === 'flag', components: kind === 'component' };
  const flagsByCommit = await sessionFlagsOfCommits(
    db,
    page.map((commit) => commit.id),
  );
  const components = new CommitComponents(db);
  for (const [i, commit] of page.entries()) {
    await measureLatest(context, commit, { kinds, sessionFlags: flagsByCommit.get(commit.id)!, components });
    if ((i + 1) % RENEW_EVERY === 0) await context.renew?.(job);
  }
}

/**
 * Processing may replace a commit's report while the backfill reads it (and removes the old blob). It
 * measures the commit itself afterwards, but a backfill finishing later must not leave the older values.
 */
async function measureLatest(
  context: BackfillContext,
  commit: CommitRecord,
  options: MeasureCommitOptions,
): Promise<void> {
  const { db, reports } = context;
  let current = commit;
  let currentOptions = options;
  for (let attempt = 1; ; attempt++) {
    let failure: unknown;
    try {
      await measureCommit(db, reports, current, currentOptions);
    } catch (error) {
      failure = error;
    }
    const fresh = await commitById(db, current.id);
    const replaced = fresh?.reportStoragePath !== current.reportStoragePath;
    if (!replaced && failure !== undefined) throw failure;
    if (!replaced || !fresh || fresh.deleted || attempt === 3) return;
    current = fresh;
    currentOptions = {
      kinds: options.kinds,
      ...(options.components ? { components: options.components } : {}),
    };
  }
}
