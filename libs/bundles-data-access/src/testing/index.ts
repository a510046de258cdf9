// Test helpers of @canopy/bundles-data-access: fixtures of the bundle documents' answers, in the GraphQL shape
// (`graphqlHandler` of @canopy/api-client/testing runs each document over them). Never imported by app code.

export interface BundleDataFixture {
  size: { gzip: number; uncompress: number };
  loadTime: { threeG: number; highSpeed: number };
}

/** `BundleData`: bytes and ms; the gzip size and download times follow from the size unless given. */
export function bundleDataFixture(
  size: number,
  { gzip = Math.round(size / 3), threeG = Math.round(size / 50), highSpeed = Math.round(size / 2000) } = {},
): BundleDataFixture {
  return { size: { gzip, uncompress: size }, loadTime: { threeG, highSpeed } };
}

/** `Measurement` buckets of a size series, one per value, a week apart from 2024-04-01. */
export function sizeMeasurementsFixture(values: ReadonlyArray<number | null>) {
  return values.map((avg, index) => ({
    timestamp: new Date(Date.UTC(2024, 3, 1 + index * 7)).toISOString(),
    avg,
    min: avg,
    max: avg,
  }));
}

/** A `BundleAsset`: its modules answer `asset(name:)`, its measurements the size trend. */
export function bundleAssetFixture(
  name: string,
  {
    extension = name.split('.').pop() ?? '',
    size = 12_000,
    modules = [] as ReturnType<typeof bundleModuleFixture>[],
    sizes = [10_000, 11_000, size] as ReadonlyArray<number | null>,
  } = {},
) {
  const known = sizes.filter((value): value is number => value != null);
  return {
    name,
    extension,
    normalizedName: name,
    routes: [],
    modules,
    bundleData: bundleDataFixture(size),
    measurements: {
      assetType: 'ASSET_SIZE',
      name,
      size: bundleDataFixture(size),
      change: known.length > 1 ? bundleDataFixture(known[known.length - 1]! - known[0]!) : null,
      measurements: sizeMeasurementsFixture(sizes),
    },
  };
}

export function bundleModuleFixture(name: string, size = 4_000) {
  return { name, extension: name.split('.').pop() ?? '', bundleData: bundleDataFixture(size) };
}

/** One size series of `BundleReport.measurements` per asset type. */
export function bundleTrendFixture(series: Record<string, ReadonlyArray<number | null>>) {
  return Object.entries(series).map(([assetType, values]) => ({
    assetType,
    name: null,
    size: null,
    change: null,
    measurements: sizeMeasurementsFixture(values),
  }));
}

export type BundleAssetFixture = ReturnType<typeof bundleAssetFixture>;

/** `BundleSizeLimit` of `size` bytes, a third of them over the wire: 50 KiB/s download, 1,000 bytes per ms run. */
export function sizeLimitFixture(size: number) {
  const transferSize = Math.round(size / 3);
  const downloadTime = Math.round((transferSize / (50 * 1024)) * 1000);
  const runTime = Math.round(size / 1000);
  return { transferSize, downloadTime, runTime, totalTime: downloadTime + runTime };
}

/** A `DuplicatePackage` with a copy of each size (largest first), at the versions given. */
export function duplicatePackageFixture(name: string, sizes: number[], versions: Array<string | null> = []) {
  const ordered = [...sizes].sort((a, b) => b - a);
  return {
    name,
    versions: [...new Set(versions.filter((version): version is string => version !== null))].sort(),
    wastedBytes: ordered.slice(1).reduce((sum, size) => sum + size, 0),
    copies: ordered.map((size, index) => ({
      path: `node_modules/.pnpm/${name}@${versions[index] ?? index}/node_modules/${name}`,
      version: versions[index] ?? null,
      size,
      chunks: ['0-1'],
    })),
  };
}

/** A `BundleReport`: its assets page (`assetsPaginated`), one asset with modules (`asset`), its trend. */
export function bundleReportFixture(
  name = 'web-app',
  {
    size = 250_000,
    moduleCount = 42,
    assets = [
      bundleAssetFixture('index.js', { size: 200_000 }),
      bundleAssetFixture('index.css', { size: 50_000 }),
    ],
    hasNextPage = false,
    endCursor = null as string | null,
    trend = bundleTrendFixture({ JAVASCRIPT_SIZE: [180_000, 200_000], STYLESHEET_SIZE: [40_000, 50_000] }),
    isCached = false,
    duplicatePackages = [] as ReturnType<typeof duplicatePackageFixture>[],
    cacheConfig = false,
  } = {},
) {
  return {
    name,
    moduleCount,
    isCached,
    cacheConfig,
    bundleData: bundleDataFixture(size),
    bundleDataFiltered: bundleDataFixture(size),
    sizeLimit: sizeLimitFixture(size),
    duplicatePackages,
    info: {
      version: '3',
      pluginName: '@codecov/vite-plugin',
      pluginVersion: '1.9.0',
      builtAt: '2024-05-01T12:00:00Z',
      duration: 1234,
      bundlerName: 'vite',
      bundlerVersion: '5.2.0',
    },
    assets,
    asset: ({ name: asset }: { name: string }) =>
      assets.find((candidate) => candidate.name === asset) ?? null,
    assetsPaginated: {
      totalCount: assets.length,
      edges: assets.map((node, index) => ({ cursor: String(index), node })),
      pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: null, endCursor },
    },
    measurements: trend,
  };
}

export type BundleReportFixture = ReturnType<typeof bundleReportFixture>;

/** A `BundleComparison`: the head's size of the bundle and its change against the base. */
export function bundleComparisonFixture(
  name: string,
  change: number,
  size = 250_000,
  changeType = 'changed',
) {
  return {
    name,
    changeType,
    bundleData: bundleDataFixture(size),
    bundleChange: bundleDataFixture(change),
  };
}

/** The head's `BundleAnalysisReport`: the named bundles, and `bundle(name:)` answering from them. */
export function bundleAnalysisReportFixture(bundles: BundleReportFixture[] = [bundleReportFixture()]) {
  const total = bundles.reduce((sum, bundle) => sum + bundle.bundleData.size.uncompress, 0);
  return {
    __typename: 'BundleAnalysisReport',
    isCached: bundles.some((bundle) => bundle.isCached),
    bundleData: bundleDataFixture(total),
    bundles,
    bundle: ({ name }: { name: string }) => bundles.find((bundle) => bundle.name === name) ?? null,
  };
}

export function missingHeadReportFixture(message = 'Missing head report') {
  return { __typename: 'MissingHeadReport', message };
}

/** The head's `BundleAnalysisComparison` with its parent. */
export function bundleAnalysisComparisonFixture(bundles = [bundleComparisonFixture('web-app', 1_200)]) {
  const change = bundles.reduce((sum, bundle) => sum + bundle.bundleChange.size.uncompress, 0);
  const size = bundles.reduce((sum, bundle) => sum + bundle.bundleData.size.uncompress, 0);
  return {
    __typename: 'BundleAnalysisComparison',
    bundleData: bundleDataFixture(size),
    bundleChange: bundleDataFixture(change),
    bundles,
  };
}

/**
 * `owner.repository.branch(name:)` with a head whose bundle analysis is `report` (null: no branch) and whose
 * comparison with its parent is `comparison`; the answer of every bundle document.
 */
export function bundleBranchFixture(
  report: Record<string, unknown> | null = bundleAnalysisReportFixture(),
  {
    branch = 'main',
    commitid = 'c0ffee1234567890c0ffee1234567890c0ffee12',
    comparison = bundleAnalysisComparisonFixture() as Record<string, unknown> | null,
    bundleStatus = 'COMPLETED' as string | null,
  } = {},
) {
  return {
    owner: {
      ownerid: 1,
      username: 'acme',
      repository: {
        __typename: 'Repository',
        repoid: 10,
        branch:
          report === null
            ? null
            : {
                name: branch,
                headSha: commitid,
                head: {
                  commitid,
                  bundleStatus,
                  bundleAnalysis: {
                    bundleAnalysisReport: report,
                    bundleAnalysisCompareWithParent: comparison,
                  },
                },
              },
      },
    },
  };
}

/** A member of `BundleAnalysisComparisonResult` saying why there is no comparison. */
export function bundleComparisonErrorFixture(
  typename:
    | 'FirstPullRequest'
    | 'MissingBaseCommit'
    | 'MissingHeadCommit'
    | 'MissingHeadReport'
    | 'MissingBaseReport',
  message = typename.replace(/([a-z])([A-Z])/g, '$1 $2'),
) {
  return { __typename: typename, message };
}

interface CommitBundlesFixture {
  commitid?: string;
  bundleStatus?: string | null;
  /** `bundleAnalysisCompareWithParent` (a pull: `bundleAnalysisCompareWithBase`). */
  comparison?: Record<string, unknown> | null;
  /** `bundleAnalysisReport`. */
  report?: Record<string, unknown> | null;
  /** `latestUploadError.errorMessage`: why the latest failed bundle upload failed. */
  uploadError?: string | null;
}

const bundleCommit = ({
  commitid = 'c0ffee1234567890c0ffee1234567890c0ffee12',
  bundleStatus = 'COMPLETED',
  comparison = bundleAnalysisComparisonFixture(),
  report = bundleAnalysisReportFixture(),
  uploadError = null,
}: CommitBundlesFixture) => ({
  commitid,
  bundleStatus,
  bundleAnalysis: {
    bundleAnalysisReport: report,
    bundleAnalysisCompareWithParent: comparison,
    latestUploadError: uploadError === null ? null : { errorMessage: uploadError },
  },
});

const inRepository = (entries: Record<string, unknown>) => ({
  owner: { ownerid: 1, username: 'acme', repository: { __typename: 'Repository', repoid: 10, ...entries } },
});

/** `owner.repository.commit(id:)` with its bundle status, its comparison with its parent and its report. */
export function bundleCommitFixture(commit: CommitBundlesFixture | null = {}) {
  return inRepository({ commit: commit && bundleCommit(commit) });
}

/** `owner.repository.pull(id:)`: its head's bundle status and report, and its comparison with its base. */
export function bundlePullFixture(
  { pullId = 12, ...head }: CommitBundlesFixture & { pullId?: number } = {},
  found = true,
) {
  const commit = bundleCommit(head);
  return inRepository({
    pull: found
      ? {
          pullId,
          head: {
            ...commit,
            bundleAnalysis: {
              bundleAnalysisReport: commit.bundleAnalysis.bundleAnalysisReport,
              latestUploadError: commit.bundleAnalysis.latestUploadError,
            },
          },
          bundleAnalysisCompareWithBase: commit.bundleAnalysis.bundleAnalysisCompareWithParent,
        }
      : null,
  });
}

/** The `updateBundleCacheConfig` payload: each bundle's caching as saved, or the refusal. */
export function updateBundleCacheConfigFixture(
  bundles: ReadonlyArray<{ bundleName: string; toggleCaching: boolean }>,
  error: { __typename: string; message: string } | null = null,
) {
  return {
    updateBundleCacheConfig: {
      results: error
        ? null
        : bundles.map((bundle) => ({
            bundleName: bundle.bundleName,
            isCached: false,
            cacheConfig: bundle.toggleCaching,
          })),
      error,
    },
  };
}
