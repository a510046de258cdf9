import { Report } from '@canopy/coverage';
import { describeEachBackend } from '../../testing/test-database';
import {
  computeCommitMeasurements,
  type HitsAndLines,
  type MeasurementBucket,
  measurementSeries,
  percentChange,
  recordCommitMeasurements,
  repositoriesSeries,
} from './measurement-store';
import { MeasurementTestData, sha } from './measurement-test-data';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

/** Buckets as [iso timestamp, avg, min, max], values rounded to 3 places. */
function plain(series: readonly MeasurementBucket[] | undefined) {
  const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);
  return (series ?? []).map((b) => [b.timestamp.toISOString(), round(b.avg), round(b.min), round(b.max)]);
}

describe('percentChange', () => {
  const bucket = (avg: number | null): MeasurementBucket => ({
    timestamp: new Date(0),
    avg,
    min: avg,
    max: avg,
  });

  it('is the last value minus the first, skipping empty buckets', () => {
    expect(percentChange([bucket(null), bucket(60), bucket(null), bucket(72.5), bucket(null)])).toBe(12.5);
  });

  it('is zero for one point and null for none', () => {
    expect(percentChange([bucket(null), bucket(40)])).toBe(0);
    expect(percentChange([bucket(null), bucket(null)])).toBeNull();
    expect(percentChange([])).toBeNull();
  });
});

describe('computeCommitMeasurements', () => {
  it('folds each flag over the sessions that carry it', () => {
    const report = new Report();
    const a = report.file('src/a.ts');
    a.addLine(0, 1, 1); // unit: hit
    a.addLine(0, 2, 0); // unit: miss
    a.addLine(1, 2, 3); // ui: hit, so the line is a hit for both flags together
    a.addLine(2, 3, 0); // carried forward, flags unit and e2e
    const flags = new Map([
      [0, ['unit']],
      [1, ['ui']],
      [2, ['unit', 'e2e']],
    ]);
    const { flags: result, components } = computeCommitMeasurements(report, flags, []);
    expect(Object.fromEntries(result)).toEqual({
      unit: { hits: 1, lines: 3 },
      ui: { hits: 1, lines: 1 },
      e2e: { hits: 0, lines: 1 },
    });
    expect(components.size).toBe(0);
  });
});

describeEachBackend('measurement series', (backend) => {
  let data: MeasurementTestData;
  let repoid: number;

  async function point(
    commit: string,
    branch: string,
    timestamp: string,
    totals: HitsAndLines,
    flags?: Record<string, HitsAndLines>,
  ) {
    await recordCommitMeasurements(data.db, {
      repoid,
      commitid: sha(commit),
      branch,
      timestamp: at(timestamp),
      totals,
      ...(flags ? { flags: new Map(Object.entries(flags)) } : {}),
    });
  }

  beforeAll(async () => {
    data = await MeasurementTestData.open(backend);
    repoid = await data.repository('demo');
    await point(
      'c1',
      'main',
      '2024-03-01T10:00:00Z',
      { hits: 50, lines: 100 },
      { unit: { hits: 5, lines: 10 } },
    );
    await point(
      'c2',
      'main',
      '2024-03-01T20:00:00Z',
      { hits: 60, lines: 100 },
      { unit: { hits: 8, lines: 10 } },
    );
    await point(
      'c4',
      'feature',
      '2024-03-02T12:00:00Z',
      { hits: 1, lines: 10 },
      { unit: { hits: 0, lines: 4 } },
    );
    await point('c3', 'main', '2024-03-03T05:00:00Z', { hits: 3, lines: 4 }, { ui: { hits: 1, lines: 2 } });
    // No coverable lines: a point without a value.
    await point('c5', 'main', '2024-03-05T00:00:00Z', { hits: 0, lines: 0 }, {});
  });

  afterAll(() => data.close());

  it('buckets by day with avg, min and max, and empty buckets as nulls', async () => {
    const series = await measurementSeries(data.db, {
      repoid,
      kind: 'coverage',
      branch: 'main',
      interval: 'INTERVAL_1_DAY',
      after: at('2024-03-01T00:00:00Z'),
      before: at('2024-03-05T12:00:00Z'),
    });
    expect([...series.keys()]).toEqual(['']);
    expect(plain(series.get(''))).toEqual([
      ['2024-03-01T00:00:00.000Z', 55, 50, 60],
      ['2024-03-02T00:00:00.000Z', null, null, null],
      ['2024-03-03T00:00:00.000Z', 75, 75, 75],
      ['2024-03-04T00:00:00.000Z', null, null, null],
      ['2024-03-05T00:00:00.000Z', null, null, null],
    ]);
  });

  it('counts every branch without a branch filter', async () => {
    const series = await measurementSeries(data.db, {
      repoid,
      kind: 'coverage',
      interval: 'INTERVAL_1_DAY',
      after: at('2024-03-01T00:00:00Z'),
      before: at('2024-03-03T00:00:00Z'),
    });
    expect(plain(series.get(''))).toEqual([
      ['2024-03-01T00:00:00.000Z', 55, 50, 60],
      ['2024-03-02T00:00:00.000Z', 10, 10, 10],
      ['2024-03-03T00:00:00.000Z', null, null, null],
    ]);
  });

  it('buckets by 7 days aligned to the start of the window', async () => {
    const query = {
      repoid,
      kind: 'coverage' as const,
      interval: 'INTERVAL_7_DAY' as const,
      after: at('2024-02-28T00:00:00Z'),
      before: at('2024-03-10T00:00:00Z'),
    };
    const main = await measurementSeries(data.db, { ...query, branch: 'main' });
    expect(plain(main.get(''))).toEqual([
      ['2024-02-28T00:00:00.000Z', 61.667, 50, 75],
      ['2024-03-06T00:00:00.000Z', null, null, null],
    ]);
    const all = await measurementSeries(data.db, query);
    expect(plain(all.get(''))[0]).toEqual(['2024-02-28T00:00:00.000Z', 48.75, 10, 75]);
  });

  it('starts at the first point when there is no start', async () => {
    const series = await measurementSeries(data.db, {
      repoid,
      kind: 'coverage',
      branch: 'main',
      interval: 'INTERVAL_1_DAY',
      before: at('2024-03-03T12:00:00Z'),
    });
    expect(plain(series.get(''))).toEqual([
      ['2024-03-01T10:00:00.000Z', 55, 50, 60],
      ['2024-03-02T10:00:00.000Z', 75, 75, 75],
      ['2024-03-03T10:00:00.000Z', null, null, null],
    ]);
  });

  it('widens the buckets of a long window to at most 1000', async () => {
    const series = await measurementSeries(data.db, {
      repoid,
      kind: 'coverage',
      branch: 'main',
      interval: 'INTERVAL_1_DAY',
      after: at('2020-01-01T00:00:00Z'),
      before: at('2024-03-06T00:00:00Z'),
    });
    const buckets = series.get('')!;
    expect(buckets.length).toBeLessThanOrEqual(1000);
    expect(buckets[1]!.timestamp.getTime() - buckets[0]!.timestamp.getTime()).toBe(2 * DAY);
    // 2024-03-01 is 1521 days after 2020-01-01, an odd number: its bucket starts the day before.
    const filled = buckets.filter((bucket) => bucket.avg !== null);
    expect(plain(filled)).toEqual([
      ['2024-02-29T00:00:00.000Z', 55, 50, 60],
      ['2024-03-02T00:00:00.000Z', 75, 75, 75],
    ]);
  });

  it('returns no buckets for an empty repository without a start, and nulls for one with a start', async () => {
    const empty = await data.repository('empty');
    const query = { repoid: empty, kind: 'coverage' as const, interval: 'INTERVAL_1_DAY' as const };
    expect((await measurementSeries(data.db, query)).get('')).toEqual([]);
    const window = await measurementSeries(data.db, {
      ...query,
      after: at('2024-03-01T00:00:00Z'),
      before: at('2024-03-02T00:00:00Z'),
    });
    expect(plain(window.get(''))).toEqual([
      ['2024-03-01T00:00:00.000Z', null, null, null],
      ['2024-03-02T00:00:00.000Z', null, null, null],
    ]);
  });

  it('charts each flag, or only the flags asked for', async () => {
    const query = {
      repoid,
      kind: 'flag' as const,
      interval: 'INTERVAL_1_DAY' as const,
      after: at('2024-03-01T00:00:00Z'),
      before: at('2024-03-03T12:00:00Z'),
    };
    const all = await measurementSeries(data.db, query);
    expect([...all.keys()].sort()).toEqual(['ui', 'unit']);
    expect(plain(all.get('unit'))).toEqual([
      ['2024-03-01T00:00:00.000Z', 65, 50, 80],
      ['2024-03-02T00:00:00.000Z', 0, 0, 0],
      ['2024-03-03T00:00:00.000Z', null, null, null],
    ]);
    expect(plain(all.get('ui'))).toEqual([
      ['2024-03-01T00:00:00.000Z', null, null, null],
      ['2024-03-02T00:00:00.000Z', null, null, null],
      ['2024-03-03T00:00:00.000Z', 50, 50, 50],
    ]);
    const some = await measurementSeries(data.db, {
      ...query,
      branch: 'main',
      measurableIds: ['unit', 'e2e'],
    });
    expect([...some.keys()].sort()).toEqual(['e2e', 'unit']);
    expect(plain(some.get('unit')).map((bucket) => bucket[1])).toEqual([65, null, null]);
    expect(plain(some.get('e2e')).map((bucket) => bucket[1])).toEqual([null, null, null]);
  });

  it('replaces a commit point when recorded again, dropping flags it no longer has', async () => {
    const other = await data.repository('again');
    const record = (flags: Record<string, HitsAndLines>, hits: number) =>
      recordCommitMeasurements(data.db, {
        repoid: other,
        commitid: sha('a1'),
        branch: 'main',
        timestamp: at('2024-03-01T10:00:00Z'),
        totals: { hits, lines: 10 },
        flags: new Map(Object.entries(flags)),
      });
    await record({ unit: { hits: 1, lines: 2 }, ui: { hits: 2, lines: 2 } }, 4);
    await record({ unit: { hits: 2, lines: 2 } }, 7);
    await record({ unit: { hits: 2, lines: 2 } }, 7);
    const rows = await data.db
      .selectFrom('measurements')
      .select(['kind', 'measurableId', 'hits', 'lines', 'value'])
      .where('repoid', '=', other)
      .orderBy('kind')
      .execute();
    expect(rows).toEqual([
      { kind: 'coverage', measurableId: '', hits: 7, lines: 10, value: 70 },
      { kind: 'flag', measurableId: 'unit', hits: 2, lines: 2, value: 100 },
    ]);
  });
});

describeEachBackend('owner coverage series', (backend) => {
  let data: MeasurementTestData;
  let alpha: number;
  let beta: number;

  const point = (
    repoid: number,
    commit: string,
    branch: string,
    timestamp: string,
    hits: number,
    lines: number,
  ) =>
    recordCommitMeasurements(data.db, {
      repoid,
      commitid: sha(commit),
      branch,
      timestamp: at(timestamp),
      totals: { hits, lines },
    });

  beforeAll(async () => {
    data = await MeasurementTestData.open(backend);
    alpha = await data.repository('alpha');
    beta = await data.repository('beta', { defaultBranch: 'trunk' });
    await point(alpha, 'a1', 'main', '2024-03-01T10:00:00Z', 50, 100);
    await point(alpha, 'a2', 'main', '2024-03-01T18:00:00Z', 80, 100);
    await point(alpha, 'a3', 'feature', '2024-03-02T10:00:00Z', 0, 500);
    await point(alpha, 'a4', 'main', '2024-03-03T10:00:00Z', 30, 60);
    await point(beta, 'b1', 'trunk', '2024-03-01T09:00:00Z', 9, 10);
    // Not beta's default branch: left out.
    await point(beta, 'b2', 'main', '2024-03-01T12:00:00Z', 0, 1000);
    await point(beta, 'b3', 'trunk', '2024-03-02T09:00:00Z', 1, 10);
  });

  afterAll(() => data.close());

  it("averages the repositories in each bucket, carrying each one's last commit into later buckets", async () => {
    const series = await repositoriesSeries(data.db, {
      repoids: [alpha, beta],
      interval: 'INTERVAL_1_DAY',
      after: at('2024-03-01T00:00:00Z'),
      before: at('2024-03-04T00:00:00Z'),
    });
    expect(plain(series.buckets)).toEqual([
      // alpha's last of the day 80 %, beta's 90 %; not 89/110 lines (80.909 %).
      ['2024-03-01T00:00:00.000Z', 85, 80, 90],
      // alpha carried at 80 %, beta's 10 %.
      ['2024-03-02T00:00:00.000Z', 45, 10, 80],
      // alpha's 50 %, beta carried at 10 %.
      ['2024-03-03T00:00:00.000Z', 30, 10, 50],
      ['2024-03-04T00:00:00.000Z', 30, 10, 50],
    ]);
    expect(plain(series.repositories.get(alpha))).toEqual([
      ['2024-03-01T00:00:00.000Z', 65, 50, 80],
      ['2024-03-02T00:00:00.000Z', null, null, null],
      ['2024-03-03T00:00:00.000Z', 50, 50, 50],
      ['2024-03-04T00:00:00.000Z', null, null, null],
    ]);
    expect(plain(series.repositories.get(beta)).map((bucket) => bucket[1])).toEqual([90, 10, null, null]);
  });

  it('starts each repository at its last point before the window', async () => {
    const series = await repositoriesSeries(data.db, {
      repoids: [alpha, beta],
      interval: 'INTERVAL_1_DAY',
      after: at('2024-03-02T00:00:00Z'),
      before: at('2024-03-02T12:00:00Z'),
    });
    // alpha's last point before the window is 80 % (1 March); beta's 10 % is inside it.
    expect(plain(series.buckets)).toEqual([['2024-03-02T00:00:00.000Z', 45, 10, 80]]);
  });

  it('starts at the first default-branch point without a start', async () => {
    const series = await repositoriesSeries(data.db, {
      repoids: [alpha, beta],
      interval: 'INTERVAL_7_DAY',
      before: at('2024-03-04T00:00:00Z'),
    });
    // (50 + 10) / 2: each repository's last commit of the week.
    expect(plain(series.buckets)).toEqual([['2024-03-01T09:00:00.000Z', 30, 10, 50]]);
  });

  it('is empty without repositories', async () => {
    const series = await repositoriesSeries(data.db, {
      repoids: [],
      interval: 'INTERVAL_1_DAY',
      after: null,
    });
    expect(series.buckets).toEqual([]);
  });
});
