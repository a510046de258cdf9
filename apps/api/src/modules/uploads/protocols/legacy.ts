import type { Service } from '../../../config/providers';
import type { TokenlessClaim } from '../tokenless';
import { decodeSlug, type RepositorySlug, uploadService } from '../slug';
import {
  normaliseFlags,
  normaliseSha,
  optionalBranch,
  optionalPullId,
  optionalSha,
  type UploadDescription,
} from '../upload-store';
import { first, type Query, text } from './fields';

/** Who a legacy upload (`POST /upload/v4`, `/upload/v2`) is for, read before the token is checked. */
export interface LegacyTarget {
  service: Service | null;
  slug: RepositorySlug | null;
  claim: TokenlessClaim;
}

/** The rest of a legacy upload, read once the target is known. */
export interface LegacyUpload {
  parentCommitid: string | null;
  upload: UploadDescription;
}

/** The legacy protocol (codecov@3, the bash and Node uploaders, codecov-cli --legacy): all in the query. */
export function legacyTarget(query: Query): LegacyTarget {
  const commitid = normaliseSha(first(query.commit));
  const branch = optionalBranch(first(query.branch));
  const slugText = first(query.slug);
  const slug = slugText ? decodeSlug(slugText) : null;
  // `service` here is the CI; the git service is implied by it (github-actions) or given explicitly.
  const service =
    uploadService(first(query.git_service)) ??
    uploadService(first(query.service)) ??
    (slug ? 'github' : null);
  const pullid = optionalPullId(first(query.pr));
  return { service, slug, claim: { commitid, branch, pullid } };
}

export function legacyUpload(query: Query): LegacyUpload {
  return {
    parentCommitid: optionalSha(first(query.parent), 'parent'),
    upload: {
      formatVersion: 'legacy',
      flags: normaliseFlags(query.flags),
      name: text(first(query.name)),
      provider: text(first(query.service)),
      buildCode: text(first(query.build)),
      buildUrl: text(first(query.build_url)),
      jobCode: text(first(query.job)),
    },
  };
}
