/** The reports module's public surface: reading stored reports, a commit's codecov.yml, diffs (docs/adr/014). */
export { buildCommitConfig, type CommitConfig, type YamlSources } from './commit-config';
export { loadYamlSources } from './yaml-store';
export { ReportReader } from './report-reader';
export { type DiffLoad, type DiffProviders, type DiffSource, loadDiff } from './diff-source';
export { Lru } from './lru';
export { ancestors, type ChainCommit, type ChainLink, shortSha, type WalkStop } from './ancestor-store';
