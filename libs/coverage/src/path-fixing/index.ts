export {
  createPathResolver,
  indexRepository,
  type PathResolverOptions,
  type RepositoryIndex,
} from './path-resolver';
export {
  normalisePath,
  parseReportedPath,
  formatReportedPath,
  joinReportedPath,
  isRepositoryPath,
  MAX_PATH_LENGTH,
  type ReportedPath,
} from './normalise-path';
export { RepositoryTree, type TreeMatch } from './repository-tree';
export { stripKnownPrefix } from './ci-prefixes';
export { parsePathFixes, applyRewrites, type PathFixRules } from './path-fixes';
