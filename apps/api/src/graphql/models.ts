import type { LineComparison, SegmentComparison } from '@canopy/coverage';
import type { CoverageComparison, ImpactedFileValue } from '../modules/comparisons';
import type { BranchRecord, CommitRecord, PullRecord, UploadRecord } from '../db/schema';
import type { FileValue, PathContentEntry } from '../modules/coverage';
import type { FlagValue } from '../modules/measurements';

// Parent types of the generated resolver types of the coverage part of the schema (see @canopy/graphql-schema).
declare module '@canopy/graphql-schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BranchModel extends BranchRecord {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface CommitModel extends CommitRecord {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface UploadModel extends UploadRecord {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface PullModel extends PullRecord {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ComparisonModel extends CoverageComparison {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ImpactedFileModel extends ImpactedFileValue {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SegmentComparisonModel extends SegmentComparison {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LineComparisonModel extends LineComparison {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FileModel extends FileValue {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FlagModel extends FlagValue {}
  interface PathContentsModel {
    results: PathContentEntry[];
  }
}
