import DataLoader from 'dataloader';
import { type BundleData, type BundleReportGroup, sizeData } from '@canopy/bundle-analysis';
import type { GraphQLContext } from '../../graphql/context';
import { bucketValues, type MeasurementBucket, type MeasurementInterval } from '../measurements';
import { bundleLoaders } from './bundle-loaders';
import { type BundleSizePoint, bundleSizePoints } from './bundle-read-store';
import type { BundleAssetValue, BundleReportValue } from './bundle-values';

/**
 * Bundle sizes over time, computed from the stored bundles at read time rather than recorded at processing:
 * the per-commit sums are one grouped query over rows the bundle pages read anyway, nothing needs a backfill
 * when bundles are replaced or commits deleted, and the buckets are those of the coverage charts.
 */

export type BundleMeasurementType =
  | 'REPORT_SIZE'
  | 'JAVASCRIPT_SIZE'
  | 'STYLESHEET_SIZE'
  | 'FONT_SIZE'
  | 'IMAGE_SIZE'
  | 'ASSET_SIZE'
  | 'UNKNOWN_SIZE';

const ALL_TYPES: readonly BundleMeasurementType[] = [
  'REPORT_SIZE',
  'JAVASCRIPT_SIZE',
  'STYLESHEET_SIZE',
  'FONT_SIZE',
  'IMAGE_SIZE',
  'ASSET_SIZE',
  'UNKNOWN_SIZE',
];

const GROUP_OF: Partial<Record<BundleMeasurementType, BundleReportGroup>> = {
  JAVASCRIPT_SIZE: 'JAVASCRIPT',
  STYLESHEET_SIZE: 'STYLESHEET',
  FONT_SIZE: 'FONT',
  IMAGE_SIZE: 'IMAGE',
  UNKNOWN_SIZE: 'UNKNOWN',
};

export interface MeasurementWindowArgs {
  interval: MeasurementInterval;
  before: string;
  after?: string | null;
  branch?: string | null;
}

export interface BundleMeasurementsValue {
  assetType: BundleMeasurementType;
  name: string | null;
  size: BundleData | null;
  change: BundleData | null;
  measurements: MeasurementBucket[];
}

interface Window {
  interval: MeasurementInterval;
  after: Date | null;
  before: Date;
  branch: string | null;
}

function windowOf(args: MeasurementWindowArgs, value: BundleReportValue): Window {
  return {
    interval: args.interval,
    before: new Date(args.before),
    after: args.after ? new Date(args.after) : null,
    branch: args.branch ?? value.commit.branch,
  };
}

/** One commit's sizes of one series. */
interface CommitSize {
  timestamp: Date;
  size: number;
  gzip: number;
}

/** A series from its commits' sizes: buckets of uncompressed bytes, the latest size and the change over it. */
function series(
  assetType: BundleMeasurementType,
  name: string | null,
  points: readonly CommitSize[],
  window: Window,
): BundleMeasurementsValue {
  const sizes = bucketValues(
    points.map((point) => ({ timestamp: point.timestamp, value: point.size })),
    window,
  );
  const gzips = bucketValues(
    points.map((point) => ({ timestamp: point.timestamp, value: point.gzip })),
    window,
  );
  const measured = (sizes ?? []).flatMap((bucket, index) =>
    bucket.avg === null ? [] : [{ size: bucket.avg, gzip: gzips?.[index]?.avg ?? bucket.avg }],
  );
  const first = measured[0];
  const last = measured.at(-1);
  const round = Math.round;
  return {
    assetType,
    name,
    size: last ? sizeData(round(last.size), round(last.gzip)) : null,
    change:
      first && last && measured.length > 1
        ? sizeData(round(last.size) - round(first.size), round(last.gzip) - round(first.gzip))
        : null,
    measurements: sizes ?? [],
  };
}

/**
 * Per commit, the sum of the chosen keys' sizes (all keys when null). A group series counts 0 for a commit of
 * the bundle without assets of the group; an asset series has points only where the asset was built.
 */
function perCommit(
  points: readonly BundleSizePoint[],
  keys: ReadonlySet<string> | null,
  { zeroFill }: { zeroFill: boolean },
): CommitSize[] {
  const byCommit = new Map<string, CommitSize>();
  for (const point of points) {
    const chosen = !keys || keys.has(point.key);
    if (!chosen && !zeroFill) continue;
    const entry = byCommit.get(point.commitid) ?? { timestamp: point.timestamp, size: 0, gzip: 0 };
    if (chosen) {
      entry.size += point.size;
      entry.gzip += point.gzip;
    }
    byCommit.set(point.commitid, entry);
  }
  return [...byCommit.values()];
}

function byKey(points: readonly BundleSizePoint[]): Map<string, BundleSizePoint[]> {
  const out = new Map<string, BundleSizePoint[]>();
  for (const point of points) {
    const list = out.get(point.key) ?? [];
    list.push(point);
    out.set(point.key, list);
  }
  return out;
}

/** `BundleReport.measurements`: the bundle's series of the asked types, in asset type order (then name). */
export async function bundleMeasurements(
  value: BundleReportValue,
  args: MeasurementWindowArgs & {
    orderingDirection?: 'ASC' | 'DESC' | null;
    filters?: { assetTypes?: readonly BundleMeasurementType[] | null } | null;
  },
  context: GraphQLContext,
): Promise<BundleMeasurementsValue[]> {
  const window = windowOf(args, value);
  const types = args.filters?.assetTypes?.length ? new Set(args.filters.assetTypes) : new Set(ALL_TYPES);
  const branch = window.branch;
  if (!branch) return [];
  const query = { ...window, repoid: value.report.repoid, bundle: value.report.name, branch };
  const out: BundleMeasurementsValue[] = [];
  const groupTypes = [...types].filter((type) => type !== 'ASSET_SIZE');
  if (groupTypes.length > 0) {
    const points = await bundleSizePoints(context.db, query);
    for (const type of groupTypes) {
      const group = GROUP_OF[type];
      out.push(
        series(type, null, perCommit(points, group ? new Set([group]) : null, { zeroFill: true }), window),
      );
    }
  }
  if (types.has('ASSET_SIZE')) {
    const assets = await bundleLoaders(context).assets.load(value.report.id);
    const names = [...new Set(assets.map((asset) => asset.normalized))];
    const points = await bundleSizePoints(context.db, { ...query, assets: names });
    const named = new Map(assets.map((asset) => [asset.normalized, asset.name]));
    const byAsset = byKey(points);
    for (const normalized of names)
      out.push(
        series(
          'ASSET_SIZE',
          named.get(normalized) ?? normalized,
          perCommit(byAsset.get(normalized) ?? [], null, { zeroFill: false }),
          window,
        ),
      );
  }
  const sign = args.orderingDirection === 'DESC' ? -1 : 1;
  return out.sort(
    (a, b) => sign * (a.assetType.localeCompare(b.assetType) || (a.name ?? '').localeCompare(b.name ?? '')),
  );
}

/** One loader per bundle and window: the assets of a page ask for their series in one query. */
const assetLoaders = new WeakMap<GraphQLContext, Map<string, DataLoader<string, CommitSize[]>>>();

function assetSeriesLoader(
  value: BundleReportValue,
  window: Window & { branch: string },
  context: GraphQLContext,
) {
  let loaders = assetLoaders.get(context);
  if (!loaders) assetLoaders.set(context, (loaders = new Map()));
  const key = JSON.stringify([value.report.id, window]);
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader<string, CommitSize[]>(async (names) => {
      const points = await bundleSizePoints(context.db, {
        repoid: value.report.repoid,
        bundle: value.report.name,
        ...window,
        assets: names,
      });
      const byAsset = byKey(points);
      return names.map((name) => perCommit(byAsset.get(name) ?? [], null, { zeroFill: false }));
    });
    loaders.set(key, loader);
  }
  return loader;
}

/** `BundleAsset.measurements`: the asset's size (by its normalized name) over time. */
export async function assetMeasurements(
  value: BundleAssetValue,
  args: MeasurementWindowArgs,
  context: GraphQLContext,
): Promise<BundleMeasurementsValue | null> {
  const window = windowOf(args, value.bundle);
  if (!window.branch) return null;
  const points = await assetSeriesLoader(value.bundle, { ...window, branch: window.branch }, context).load(
    value.asset.normalized,
  );
  return series('ASSET_SIZE', value.asset.name, points, window);
}
