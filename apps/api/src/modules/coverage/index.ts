/** The coverage module's public surface: what other modules and the server use (docs/adr/014). */
export { branchesByName, type BranchWithHead, listBranches } from './branch-store';
export { commitLookup } from './commit-lookup';
export { commitsByRef, listCommits } from './commit-store';
export {
  coverageStatusOf,
  uploadsOfCommits,
  uploadSummaries,
  type UploadSummary,
} from './commit-upload-store';
export { listedFlagsOf, unmatchedPathsOf } from './commit-uploads';
export { pathContents, type PathContentsValue } from './path-contents-service';
export { type PathContentEntry } from './path-contents-store';
export { resolvers } from './resolvers';
export { type FileValue } from './coverage-file-resolvers';
export { uploadErrorCode } from './upload-resolvers';

export { commitById } from './commit-store';
export { coverageUploadsOfCommit } from './commit-upload-store';
