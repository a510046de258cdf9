import { UsageError } from '../errors';

/**
 * The slug as the upload paths carry it: `owner/repo` → `owner::::repo`, `group/sub/proj` → `group:::sub::::proj`.
 * The colons stay literal in the path.
 */
export function encodeSlug(slug: string): string {
  const parts = slug.split('/').filter((part) => part !== '');
  const repo = parts.pop();
  if (repo === undefined || parts.length === 0) {
    throw new UsageError(`The repository slug must look like owner/repo, got "${slug}".`);
  }
  return `${parts.map(encodeURIComponent).join(':::')}::::${encodeURIComponent(repo)}`;
}

/** A commit in one repository: everything the endpoint paths are built from. */
export interface CommitAddress {
  gitService: string;
  slug: string;
  sha: string;
}

function repositoryPath({ gitService, slug }: CommitAddress): string {
  return `/upload/${encodeURIComponent(gitService)}/${encodeSlug(slug)}`;
}

function commitPath(address: CommitAddress): string {
  return `${repositoryPath(address)}/commits/${encodeURIComponent(address.sha)}`;
}

export const endpoints = {
  uploadCoverage: (address: CommitAddress) => `${repositoryPath(address)}/upload-coverage`,
  commits: (address: CommitAddress) => `${repositoryPath(address)}/commits`,
  emptyUpload: (address: CommitAddress) => `${commitPath(address)}/empty-upload`,
  uploadComplete: (address: CommitAddress) => `${commitPath(address)}/upload-complete`,
  /** The repository travels in the body here, not in the path. */
  testResults: () => '/upload/test_results/v1',
};
