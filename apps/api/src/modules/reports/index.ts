/** The reports module's public surface: reading stored reports, a commit's codecov.yml, diffs (docs/adr/014). */
export { buildCommitConfig, type CommitConfig, loadYamlSources, type YamlSources } from './commit-config';
export { ReportReader } from './report-reader';
export { type DiffLoad, type DiffProviders, type DiffSource, loadDiff } from './diff-source';
export { Lru } from './lru';
export { ancestors, type ChainCommit, type ChainLink, shortSha, type WalkStop } from './ancestor-store';
