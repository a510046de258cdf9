export {
  type CommitFlagAndComponentTotals,
  type CommitMeasurementsInput,
  computeCommitMeasurements,
  type HitsAndLines,
  type MeasurementBucket,
  type MeasurementInterval,
  type MeasurementKind,
  lastMeasuredAt,
  measurementSeries,
  percentChange,
  recordCommitMeasurements,
  type RepositoriesSeries,
  type RepositoriesSeriesQuery,
  repositoriesSeries,
  type SeriesQuery,
} from './measurement-store';
export { type ReportSource } from './commit-measurements';
export { bucketValues, type TimedValue } from './buckets';
export {
  activateMeasurements,
  BACKFILL_MEASUREMENTS,
  type BackfillContext,
  backfillJobHandler,
  backfillKey,
  isDatasetKind,
} from './datasets';
export { type DatasetKind, type DatasetState, datasetState } from './dataset-store';
export { measurementsAfterProcessing } from './record-after-processing';
export {
  deleteFlag,
  deletedFlagNames,
  deletedFlagsOfRepositories,
  deleteMeasurements,
  repositoryFlagNames,
} from './flag-store';

export { resolvers } from './resolvers';
export { type FlagValue } from './coverage-analytics-resolvers';
