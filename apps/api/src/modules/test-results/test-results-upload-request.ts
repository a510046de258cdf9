import type { Service } from '../../config/providers';
import {
  badRequest,
  decodeSlug,
  normaliseFlags,
  normaliseSha,
  optionalBranch,
  optionalPullId,
  type RepositorySlug,
  text,
  type TokenlessClaim,
  uploadService,
} from '../uploads';

/**
 * What `POST /upload/test_results/v1` says (docs/upload-protocols.md §4.5): the slug encoded as `owner::::repo`,
 * `service` the git service, `ci_service` the CI, the upload's flags and names, and `file_not_found` when the
 * uploader found no JUnit file (it then sends no body).
 */
export interface TestResultsUploadRequest {
  service: Service | null;
  slug: RepositorySlug | null;
  /** The commit, read before the token is checked: without a token it decides whether the upload may write. */
  claim: TokenlessClaim;
  fileNotFound: boolean;
  upload: {
    flags: string[];
    name: string | null;
    provider: string | null;
    buildCode: string | null;
    buildUrl: string | null;
    jobCode: string | null;
  };
}

const GIT_SERVICES = 'github, gitlab, bitbucket, github_enterprise, gitlab_enterprise or bitbucket_server';

export function testResultsUploadRequest(body: Record<string, unknown>): TestResultsUploadRequest {
  const claim: TokenlessClaim = {
    commitid: normaliseSha(body.commit),
    branch: optionalBranch(body.branch),
    pullid: optionalPullId(body.pull_request_number ?? body.pr),
  };
  if (body.slug !== undefined && body.slug !== null && typeof body.slug !== 'string')
    throw badRequest('"slug" must be a string: owner::::repo (or owner/repo)');
  const slug = body.slug ? decodeSlug(body.slug) : null;
  const named = text(body.service) ?? text(body.git_service);
  const service = uploadService(named);
  if (named && !service) throw badRequest(`Unknown git service "${named}": use ${GIT_SERVICES}`);
  if (
    body.flags !== undefined &&
    body.flags !== null &&
    !Array.isArray(body.flags) &&
    typeof body.flags !== 'string'
  )
    throw badRequest('"flags" must be a list of flag names');
  return {
    service: service ?? (slug ? 'github' : null),
    slug,
    claim,
    fileNotFound: body.file_not_found === true,
    upload: {
      flags: normaliseFlags(body.flags ?? []),
      name: text(body.name),
      provider: text(body.ci_service),
      buildCode: text(body.build) ?? text(body.build_code),
      buildUrl: text(body.build_url) ?? text(body.ci_url),
      jobCode: text(body.job_code),
    },
  };
}
