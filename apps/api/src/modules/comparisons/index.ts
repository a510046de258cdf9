/** The comparisons module's public surface: what other modules and the server use (docs/adr/014). */
export { type BaseChoice, selectPullBase, targetBranch } from './base-selection';
export { behindBy } from './target-branch-store';
export { ComparisonService, type CoverageComparison } from './comparison';
export { compareRefs, compareWithBase, compareWithParent } from './outcomes';
export { recordProviderPull } from './provider-pulls';
export { syncCommitFromProvider } from './provider-sync';
export {
  isOnlyPull,
  listPulls,
  openPullsWithHead,
  pullById,
  type PullState,
  recordPullFromUpload,
  recordUserProvidedBase,
} from './pull-store';
export { warmPullComparisons } from './warm';
export { resolvers } from './resolvers';
export { type ImpactedFileValue } from './comparison-resolvers';
export { baseChoice, type BaseChoiceReads } from './pull-resolvers';
