export {
  ALL_BRANCHES,
  encodePath,
  encodeSegment,
  decodeSegment,
  joinPath,
  providerSegment,
} from './segments';
export { mounts, shellRoutes, reservedSegments, ownerPaths, type Mount } from './mounts';
export { repoPaths, type PullTab, type CommitTab } from './repo-paths';
export { repoRoutes, repoRoot, repoPagePatterns, type RepoPage } from './repo-routes';
export {
  trends,
  DEFAULT_TREND,
  isTrend,
  trendWindow,
  startOfUtcDay,
  type Trend,
  type TrendInterval,
} from './trend';
export { readRepeatedParam, writeRepeatedParam } from './query-params';
