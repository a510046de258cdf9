import { gzipSync } from 'node:zlib';
import { encodeReport, Report } from '@canopy/coverage';
import { type Job, JobQueue } from '../../jobs/queue';
import { describeEachBackend } from '../../testing/test-database';
import { activateMeasurements, BACKFILL_MEASUREMENTS, backfillJobHandler } from './datasets';
import { datasetState, type DatasetKind } from './dataset-store';
import { type MeasurementBucket, measurementSeries } from './measurement-store';
import { MeasurementTestData, sha, type TestSession } from './measurement-test-data';
import { measurementsAfterProcessing } from './record-after-processing';

const REPOSITORY_YAML = `component_management:
  individual_components:
    - component_id: api
      paths: ['src/api/']
    - component_id: frontend
      name: Frontend
      flag_regexes: ['ui']
`;
const COMMIT_YAML = `component_management:
  individual_components:
    - component_id: web
      paths: ['src/web/']
`;

const UNIT: TestSession = { sessionId: 0, flags: ['unit'] };
const CHROME: TestSession = { sessionId: 1, flags: ['ui-chrome'] };
const FIREFOX: TestSession = { sessionId: 2, flags: ['ui-firefox'], carriedForward: true };

/**
 * A report from per-line hit counts: `{ 'src/api/a.ts': { 0: [1, 0] } }` is session 0 hitting line 1 and
 * missing line 2; null leaves a line without data.
 */
function report(files: Record<string, Record<number, (number | null)[]>>): Report {
  const result = new Report();
  for (const [path, sessions] of Object.entries(files))
    for (const [session, hits] of Object.entries(sessions))
      hits.forEach((count, i) => {
        if (count !== null) result.file(path).addLine(Number(session), i + 1, count);
      });
  return result;
}

function averages(series: readonly MeasurementBucket[] | undefined): (number | null)[] {
  return (series ?? []).map((bucket) => (bucket.avg === null ? null : Math.round(bucket.avg * 1000) / 1000));
}

/** The queue a handler continues on, without running anything. */
function recordingQueue() {
  const jobs: Job[] = [];
  return {
    jobs,
    enqueue: async (kind: string, key: string, payload: Record<string, unknown> = {}) => {
      jobs.push({ id: jobs.length + 1, kind, key, payload, attempts: 1 });
    },
  };
}

describeEachBackend('flag and component measurements', (backend) => {
  let data: MeasurementTestData;
  let repoid: number;
  const window = {
    interval: 'INTERVAL_1_DAY' as const,
    after: new Date('2024-03-01T00:00:00Z'),
    before: new Date('2024-03-03T12:00:00Z'),
  };

  beforeAll(async () => {
    data = await MeasurementTestData.open(backend);
    repoid = await data.repository('demo', { yaml: REPOSITORY_YAML });
    // unit 1/2; ui-chrome 2/3 (api line 3, web 1/2); ui-firefox 1/3; api 2/3; frontend 3/4.
    await data.commit(repoid, {
      commitid: sha('k1'),
      branch: 'main',
      timestamp: '2024-03-01T10:00:00Z',
      report: report({
        'src/api/a.ts': { 0: [1, 0], 1: [null, null, 1] },
        'src/web/b.ts': { 1: [1, 0], 2: [0, 1, 0] },
      }),
      sessions: [UNIT, CHROME, FIREFOX],
    });
    // unit 2/2; ui-chrome 0/2; api 2/2; frontend 0/2.
    await data.commit(repoid, {
      commitid: sha('k2'),
      branch: 'main',
      timestamp: '2024-03-02T10:00:00Z',
      report: report({ 'src/api/a.ts': { 0: [1, 1] }, 'src/web/b.ts': { 1: [0, 0] } }),
      sessions: [UNIT, CHROME],
    });
    // Its own yaml replaces the repository's: only the web component, 3/4. unit 1/2; ui-chrome 3/4.
    await data.commit(repoid, {
      commitid: sha('k3'),
      branch: 'feature',
      timestamp: '2024-03-03T10:00:00Z',
      report: report({ 'src/api/a.ts': { 0: [0, 1] }, 'src/web/b.ts': { 1: [1, 1, 1, 0] } }),
      sessions: [UNIT, CHROME],
      yaml: COMMIT_YAML,
    });
  });

  afterAll(() => data.close());

  async function runQueue(pageSize: number): Promise<void> {
    const queue = new JobQueue(data.db, { pollMs: 20, onError: (error) => console.error(error) });
    queue.register(
      BACKFILL_MEASUREMENTS,
      backfillJobHandler({ db: data.db, reports: data.reports, queue, pageSize }),
    );
    queue.start();
    try {
      await queue.idle();
    } finally {
      await queue.stop();
    }
  }

  async function queuedJobs(kind: DatasetKind): Promise<number> {
    const rows = await data.db
      .selectFrom('jobs')
      .select('state')
      .where('kind', '=', BACKFILL_MEASUREMENTS)
      .where('key', '=', `${repoid}:${kind}`)
      .where('state', '=', 'queued')
      .execute();
    return rows.length;
  }

  it('backfills the flag series of every commit once activated', async () => {
    expect(await datasetState(data.db, repoid, 'flag')).toEqual({ active: false, backfilled: false });
    const queue = new JobQueue(data.db);
    await activateMeasurements(data.db, queue, repoid, 'flag');
    expect(await datasetState(data.db, repoid, 'flag')).toEqual({ active: true, backfilled: false });
    expect(await queuedJobs('flag')).toBe(1);

    // Two commits a page: the backfill continues over two jobs.
    await runQueue(2);
    expect(await datasetState(data.db, repoid, 'flag')).toEqual({ active: true, backfilled: true });

    const series = await measurementSeries(data.db, { repoid, kind: 'flag', ...window });
    expect([...series.keys()].sort()).toEqual(['ui-chrome', 'ui-firefox', 'unit']);
    expect(averages(series.get('unit'))).toEqual([50, 100, 50]);
    expect(averages(series.get('ui-chrome'))).toEqual([66.667, 0, 75]);
    // A carried-forward session counts like an uploaded one.
    expect(averages(series.get('ui-firefox'))).toEqual([33.333, null, null]);
    const main = await measurementSeries(data.db, { repoid, kind: 'flag', branch: 'main', ...window });
    expect(averages(main.get('unit'))).toEqual([50, 100, null]);

    // The backfill records coverage points too.
    const coverage = await measurementSeries(data.db, { repoid, kind: 'coverage', ...window });
    expect(averages(coverage.get(''))).toEqual([66.667, 50, 66.667]);

    await activateMeasurements(data.db, queue, repoid, 'flag');
    expect(await queuedJobs('flag')).toBe(0);
  });

  it('backfills components by path and by flag regex, from the yaml of each commit', async () => {
    await activateMeasurements(data.db, new JobQueue(data.db), repoid, 'component');
    await runQueue(200);
    expect(await datasetState(data.db, repoid, 'component')).toEqual({ active: true, backfilled: true });
    const series = await measurementSeries(data.db, { repoid, kind: 'component', ...window });
    expect([...series.keys()].sort()).toEqual(['api', 'frontend', 'web']);
    expect(averages(series.get('api'))).toEqual([66.667, 100, null]);
    expect(averages(series.get('frontend'))).toEqual([75, 0, null]);
    expect(averages(series.get('web'))).toEqual([null, null, 75]);
  });

  it('measures a processed commit for the series that are on', async () => {
    const k4 = await data.commit(repoid, {
      commitid: sha('k4'),
      branch: 'main',
      timestamp: '2024-03-03T11:00:00Z',
      report: report({ 'src/api/a.ts': { 0: [1, 1, 1, 0] }, 'src/web/b.ts': { 1: [1] } }),
      sessions: [UNIT, CHROME],
    });
    await measurementsAfterProcessing(data.db, data.reports, k4);
    const rows = await data.db
      .selectFrom('measurements')
      .select(['kind', 'measurableId', 'value'])
      .where('commitid', '=', sha('k4'))
      .orderBy('kind')
      .orderBy('measurableId')
      .execute();
    expect(rows).toEqual([
      { kind: 'component', measurableId: 'api', value: 75 },
      { kind: 'component', measurableId: 'frontend', value: 100 },
      { kind: 'coverage', measurableId: '', value: 80 },
      { kind: 'flag', measurableId: 'ui-chrome', value: 100 },
      { kind: 'flag', measurableId: 'unit', value: 75 },
    ]);
  });

  it('records only the coverage point, without opening the report, when no series is on', async () => {
    const other = await data.repository('plain');
    const commit = await data.commit(other, {
      commitid: sha('p1'),
      branch: 'main',
      timestamp: '2024-03-01T10:00:00Z',
      report: report({ 'a.ts': { 0: [1, 0, 0, 1] } }),
      sessions: [UNIT],
    });
    const unreadable = { read: () => Promise.reject(new Error('the report should not be read')) };
    await measurementsAfterProcessing(data.db, unreadable, commit);
    const rows = await data.db
      .selectFrom('measurements')
      .select(['kind', 'value'])
      .where('repoid', '=', other)
      .execute();
    expect(rows).toEqual([{ kind: 'coverage', value: 50 }]);
    await measurementsAfterProcessing(data.db, unreadable, 999_999);
  });

  it('resumes from the page it stopped at, keeping commits that differ by microseconds apart', async () => {
    const other = await data.repository('resume');
    for (const [name, timestamp] of [
      ['r1', '2024-03-01T10:00:00Z'],
      ['r2', '2024-03-02T10:00:00.000100Z'],
      ['r3', '2024-03-02T10:00:00.000200Z'],
    ] as const)
      await data.commit(other, {
        commitid: sha(name),
        branch: 'main',
        timestamp,
        report: report({ 'a.ts': { 0: [1, 0] } }),
        sessions: [UNIT],
      });
    const queue = recordingQueue();
    await activateMeasurements(data.db, queue, other, 'flag');
    const handler = backfillJobHandler({ db: data.db, reports: data.reports, queue, pageSize: 1 });
    const seen: string[] = [];
    for (let i = 0; i < queue.jobs.length; i++) {
      const job = queue.jobs[i]!;
      // Every page runs twice, as after a crash before the queue marked it done.
      await handler(job);
      queue.jobs.splice(i + 1);
      await handler(job);
      seen.push(JSON.stringify(job.payload.cursor ?? null));
    }
    expect(queue.jobs).toHaveLength(4); // the activation, then a continuation after each full page
    expect(await datasetState(data.db, other, 'flag')).toEqual({ active: true, backfilled: true });
    const rows = await data.db
      .selectFrom('measurements')
      .select('commitid')
      .where('repoid', '=', other)
      .where('kind', '=', 'flag')
      .orderBy('commitid')
      .execute();
    expect(rows.map((row) => row.commitid)).toEqual([sha('r1'), sha('r2'), sha('r3')]);
    expect(new Set(seen).size).toBe(4);
  });

  it('measures the newer report when processing replaces it during the backfill', async () => {
    const other = await data.repository('racing');
    const commitId = await data.commit(other, {
      commitid: sha('x1'),
      branch: 'main',
      timestamp: '2024-03-01T10:00:00Z',
      report: report({ 'a.ts': { 0: [1, 0] } }),
      sessions: [UNIT],
    });
    const newer = `reports/${other}/${sha('x1')}/newer.json.gz`;
    await data.storage.write(newer, gzipSync(encodeReport(report({ 'a.ts': { 0: [1, 1, 1, 0] } }))));
    let replaced = false;
    const racing = {
      read: async (key: string) => {
        if (!replaced) {
          // A processing pass lands between the page query and the read, and removes the old blob.
          replaced = true;
          await data.db
            .updateTable('commits')
            .set({ reportStoragePath: newer })
            .where('id', '=', commitId)
            .execute();
          throw new Error(`ENOENT: ${key}`);
        }
        return data.reports.read(key);
      },
    };
    const queue = recordingQueue();
    await activateMeasurements(data.db, queue, other, 'flag');
    await backfillJobHandler({ db: data.db, reports: racing, queue })(queue.jobs[0]!);
    const row = await data.db
      .selectFrom('measurements')
      .select('value')
      .where('repoid', '=', other)
      .where('kind', '=', 'flag')
      .executeTakeFirstOrThrow();
    expect(row.value).toBe(75);
    expect(await datasetState(data.db, other, 'flag')).toEqual({ active: true, backfilled: true });
  });
});
