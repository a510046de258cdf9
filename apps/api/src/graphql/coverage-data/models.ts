import type { BranchRecord, CommitRecord, UploadRecord } from '../../db/schema';
import type { PathContentEntry } from './path-contents';

// Parent types of the generated resolver types of the coverage part of the schema (see @canopy/graphql-schema).
declare module '@canopy/graphql-schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BranchModel extends BranchRecord {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface CommitModel extends CommitRecord {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface UploadModel extends UploadRecord {}
  interface PathContentsModel {
    results: PathContentEntry[];
  }
}
