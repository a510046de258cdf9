/**
 * The reports module's public surface: reading stored reports and views of them, a commit's codecov.yml, diffs
 * (docs/adr/014).
 */
export { buildCommitConfig, type CommitConfig, type YamlSources } from './commit-config';
export { loadYamlSources } from './yaml-store';
export { type SecretScope, YamlSecrets, YAML_SECRETS_PURPOSE } from './yaml-secrets';
export { ReportReader } from './report-reader';
export { type DiffLoad, type DiffProviders, type DiffSource, loadDiff } from './diff-source';
export { Lru } from './lru';
export {
  commitConfig,
  type CommitCoverage,
  type CoverageFilters,
  findComponents,
  flagNames,
  openCommitCoverage,
  viewFor,
} from './commit-coverage';
export { hashedPath } from './hashed-path';
export { ancestors, type ChainCommit, type ChainLink, shortSha, type WalkStop } from './ancestor-store';
