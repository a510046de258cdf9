import type { GraphQLContext } from '../../graphql/context';
import type { OwnerRecord } from '../../db/schema';
import { describeEachBackend } from '../../testing/test-database';
import { recordCommitMeasurements } from './measurement-store';
import { MeasurementTestData, sha } from './measurement-test-data';
import { resolvers } from './resolvers';

// Owner.measurements(isPublic): the Team plan's analytics average the public repositories only.

describeEachBackend('owner measurements', (backend) => {
  let data: MeasurementTestData;
  let owner: OwnerRecord;

  beforeAll(async () => {
    data = await MeasurementTestData.open(backend);
    const open = await data.repository('open');
    const closed = await data.repository('closed');
    await data.db.updateTable('repositories').set({ private: true }).where('repoid', '=', closed).execute();
    for (const [repoid, hits] of [
      [open, 80],
      [closed, 40],
    ] as const) {
      await recordCommitMeasurements(data.db, {
        repoid,
        commitid: sha(`c${repoid}`),
        branch: 'main',
        timestamp: new Date('2024-03-01T10:00:00Z'),
        totals: { hits, lines: 100 },
      });
    }
    owner = await data.db.selectFrom('owners').selectAll().executeTakeFirstOrThrow();
  });

  afterAll(() => data.close());

  async function averages(isPublic: boolean | null) {
    // The owner itself looking: every repository is its own.
    const context = {
      db: data.db,
      settings: { selfHosted: false },
      viewer: { owner },
    } as unknown as GraphQLContext;
    const measurements = resolvers.Owner!.measurements as unknown as (
      parent: OwnerRecord,
      args: Record<string, unknown>,
      context: GraphQLContext,
    ) => Promise<Array<{ avg: number | null }>>;
    const buckets = await measurements(
      owner,
      {
        interval: 'INTERVAL_1_DAY',
        after: '2024-03-01T00:00:00Z',
        before: '2024-03-01T12:00:00Z',
        ...(isPublic === null ? {} : { isPublic }),
      },
      context,
    );
    return buckets.map((bucket) => bucket.avg);
  }

  it('averages every repository without the filter, the public or the private ones with it', async () => {
    expect(await averages(null)).toEqual([60]);
    expect(await averages(true)).toEqual([80]);
    expect(await averages(false)).toEqual([40]);
  });
});
