export * from './types';
export {
  parseCodecovYaml,
  loadCodecovYaml,
  formatCodecovYaml,
  type LoadedYaml,
  MAX_CODECOV_YAML_LENGTH,
} from './parse';
export { validateCodecovYaml, formatYamlError, moveLegacyKeys, type YamlValidation } from './validate';
export {
  DEFAULT_CODECOV_CONFIG,
  PATCH_CENTRIC_CODECOV_CONFIG,
  mergeCodecovConfigs,
  resolveCodecovConfig,
  type CodecovConfigLayers,
} from './merge';
export {
  coverageDisplay,
  ignorePatterns,
  pathFixes,
  defaultPathFixesEnabled,
  flagRules,
  carryforwardFlagNames,
  parserOptions,
  type CoverageDisplay,
  type FlagRules,
} from './accessors';
export { readPercentage, readRange, readBundleThreshold, readByteSize } from './coercions';
export {
  type PathPattern,
  type PathPatternKind,
  classifyPathPattern,
  compilePathPattern,
  compileFixPattern,
  globToRegexSource,
  pathPatternProblem,
  matchesPaths,
  branchPatternToRegExp,
  matchesBranch,
} from './path-patterns';
export { SECRET_PREFIX, revealSecretStrings, type SecretReveal } from './secrets';
