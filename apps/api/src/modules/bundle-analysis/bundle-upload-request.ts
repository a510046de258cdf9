import type { Service } from '../../config/providers';
import {
  badRequest,
  decodeSlug,
  normaliseSha,
  optionalBranch,
  optionalPullId,
  optionalSha,
  type RepositorySlug,
  text,
  type TokenlessClaim,
  uploadService,
} from '../uploads';

/**
 * What `POST /upload/bundle_analysis/v1` says (docs/upload-protocols.md §2.2): the CI's service params, the
 * slug encoded as `owner::::repo`, `git_service` when there is no token, sometimes `compareSha`. The bundle's name
 * is not here: it is in the stats the client PUTs next.
 */
export interface BundleUploadRequest {
  service: Service | null;
  slug: RepositorySlug | null;
  /** The commit, read before the token is checked: without a token it decides whether the upload may write. */
  claim: TokenlessClaim;
  compareSha: string | null;
  upload: {
    provider: string | null;
    buildCode: string | null;
    buildUrl: string | null;
    jobCode: string | null;
  };
}

const GIT_SERVICES = 'github, gitlab, bitbucket, github_enterprise, gitlab_enterprise or bitbucket_server';

export function bundleUploadRequest(body: Record<string, unknown>): BundleUploadRequest {
  const claim: TokenlessClaim = {
    commitid: normaliseSha(body.commit),
    branch: optionalBranch(body.branch),
    pullid: optionalPullId(body.pr),
  };
  if (body.slug !== undefined && body.slug !== null && typeof body.slug !== 'string')
    throw badRequest('"slug" must be a string: owner::::repo (or owner/repo)');
  const slug = body.slug ? decodeSlug(body.slug) : null;
  const gitService = text(body.git_service);
  const named = uploadService(gitService);
  if (gitService && !named) throw badRequest(`Unknown git service "${gitService}": use ${GIT_SERVICES}`);
  // `service` is the CI (`local`, `github-actions`, `gitlab`…); it implies the git service when it can.
  const service = named ?? uploadService(text(body.service)) ?? (slug ? 'github' : null);
  return {
    service,
    slug,
    claim,
    compareSha: optionalSha(body.compareSha, 'compare'),
    upload: {
      provider: text(body.service),
      buildCode: text(body.build),
      buildUrl: text(body.buildURL),
      jobCode: text(body.job),
    },
  };
}
