import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Service } from '../../config/providers';
import type { Settings } from '../../config/settings';
import { gitProviderFor } from '../../git-providers';
import type { Database, OwnerRecord, RepositoryRecord } from '../../db/schema';
import { ownerByUsername } from '../owners';
import { repositoriesByOwnerAndName } from '../repositories';
import { badRequest, notFound, unauthorized } from './upload-errors';
import type { RepositorySlug } from './slug';
import {
  addToOrganization,
  createUploadOwner,
  createUploadRepository,
  grantRepository,
  installAdminIds,
  ownerByOrgUploadToken,
  ownerOfRepository,
  repositoryByUploadToken,
} from './upload-target-store';
import { checkTokenlessUpload, type TokenlessClaim, type TokenlessDeps } from './tokenless';

export type UploadAuth = 'repository-token' | 'organization-token' | 'global-token' | 'tokenless';

export interface UploadTarget {
  owner: OwnerRecord;
  repo: RepositoryRecord;
  auth: UploadAuth;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token from any of the three places clients put it: `?token=`, `X-Upload-Token`, `Authorization: token …`. */
export function uploadToken(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.token === 'string' ? query.token : undefined;
  const header = request.headers['x-upload-token'];
  const fromHeader = typeof header === 'string' ? header : undefined;
  const authorization = request.headers.authorization;
  const fromAuthorization = authorization?.match(/^(?:token|bearer)\s+(\S+)\s*$/i)?.[1];
  const token = (fromAuthorization ?? fromHeader ?? fromQuery ?? '').trim();
  return token.length > 0 ? token : null;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface TargetQuery {
  token: string | null;
  service: Service | null;
  slug: RepositorySlug | null;
  /**
   * The commit the upload writes to, with the branch and pull request it names: without a token this decides
   * whether the upload is allowed (see tokenless.ts). Null for calls that name no commit (never tokenless).
   */
  commit: TokenlessClaim | null;
  globalUploadToken: string | null;
}

/**
 * Finds the repository an upload is for, in the reference order: global token, organisation token,
 * repository token, then tokenless. Errors say what is wrong (401 bad token, 404 unknown repository).
 */
export async function resolveUploadTarget(deps: TokenlessDeps, query: TargetQuery): Promise<UploadTarget> {
  const { db } = deps;
  const { token, service, slug } = query;
  if (token) {
    if (query.globalUploadToken && sameSecret(token, query.globalUploadToken)) {
      if (!service || !slug)
        throw badRequest(
          'An upload with the global upload token must name the repository: give its service and slug',
        );
      return ensureRepository(db, service, slug);
    }
    if (!UUID.test(token)) throw unauthorized('Invalid upload token');
    const org = await ownerByOrgUploadToken(db, token);
    if (org) {
      if (!slug) throw badRequest('An upload with an organisation token must name the repository (slug)');
      if (slug.owner.toLowerCase() !== org.username.toLowerCase())
        throw unauthorized(`This organisation token is not valid for ${slug.owner}`);
      const repo = await findRepository(db, org, slug.repo);
      if (!repo) throw notFound(`Repository ${slug.owner}/${slug.repo} not found`);
      return { owner: org, repo, auth: 'organization-token' };
    }
    const repo = await repositoryByUploadToken(db, token);
    if (!repo) throw unauthorized('Invalid upload token');
    const owner = await ownerOfRepository(db, repo);
    // A token never writes elsewhere than its repository; a slug naming another one is a mistake worth saying.
    if (slug && !sameRepository(slug, owner, repo))
      throw unauthorized(
        `This upload token belongs to another repository, not to ${slug.owner}/${slug.repo}: use ${slug.repo}'s own token`,
      );
    return { owner, repo, auth: 'repository-token' };
  }

  if (!service || !slug)
    throw unauthorized(
      'An upload token is required (pass it as ?token=, X-Upload-Token or Authorization: token …)',
    );
  const owner = await ownerByUsername(db, service, slug.owner);
  const repo = owner ? await findRepository(db, owner, slug.repo) : undefined;
  // One answer for a missing and a private repository: a visitor learns nothing about private ones.
  if (!owner || !repo || repo.private)
    throw unauthorized(
      `An upload token is required: ${slug.owner}/${slug.repo} is private or does not exist (uploads without a token are for public repositories)`,
    );
  if (owner.uploadTokenRequired)
    throw unauthorized(`${owner.username} requires an upload token for every upload`);
  if (!query.commit)
    throw unauthorized(
      'An upload token is required (pass it as ?token=, X-Upload-Token or Authorization: token …)',
    );
  await checkTokenlessUpload(deps, owner, repo, query.commit);
  return { owner, repo, auth: 'tokenless' };
}

function sameRepository(slug: RepositorySlug, owner: OwnerRecord, repo: RepositoryRecord): boolean {
  return (
    slug.owner.toLowerCase() === owner.username.toLowerCase() &&
    slug.repo.toLowerCase() === repo.name.toLowerCase()
  );
}

/** The repository of an owner by name (any case), not deleted. */
async function findRepository(db: Kysely<Database>, owner: OwnerRecord, name: string) {
  const [repo] = await repositoriesByOwnerAndName(db, [{ ownerid: owner.ownerid, name }]);
  return repo ?? null;
}

/**
 * With the global token, the owner and repository named by the upload are created on first use, as
 * self-hosted installs of the reference system do. New repositories are private; the installation's admins
 * administer the new owner and may read the repository.
 */
async function ensureRepository(
  db: Kysely<Database>,
  service: Service,
  slug: RepositorySlug,
): Promise<UploadTarget> {
  return db.transaction().execute(async (trx) => {
    let owner = await ownerByUsername(trx, service, slug.owner);
    const adminIds = await installAdminIds(trx, service);
    if (!owner) {
      owner = (await createUploadOwner(trx, { service, username: slug.owner, admins: adminIds })) ?? null;
      owner ??= await ownerByUsername(trx, service, slug.owner);
      if (!owner) throw new Error(`could not create owner ${slug.owner}`);
      if (adminIds.length > 0) await addToOrganization(trx, adminIds, owner.ownerid);
    }
    let repo = await findRepository(trx, owner, slug.repo);
    if (!repo) {
      repo = (await createUploadRepository(trx, owner.ownerid, slug)) ?? null;
      repo ??= await findRepository(trx, owner, slug.repo);
      if (!repo) throw new Error(`could not create repository ${slug.owner}/${slug.repo}`);
      const viewers = [...new Set([...adminIds, ...owner.admins])];
      if (viewers.length > 0) await grantRepository(trx, viewers, repo.repoid);
    }
    return { owner, repo, auth: 'global-token' as const };
  });
}

/**
 * As Codecov does: a repository an admin deactivated takes no uploads until it is activated again. One that never
 * received an upload (new from the sync, not activated yet) is activated by its first.
 */
export function refuseDeactivated(target: UploadTarget): UploadTarget {
  if (target.repo.active && !target.repo.activated)
    throw badRequest(
      `This repository is deactivated. To resume uploading to it, an admin activates ${target.owner.username}/${target.repo.name} in its Configuration (General).`,
    );
  return target;
}

export interface RequestTargetDeps {
  db: Kysely<Database>;
  settings: Settings;
  /** The global upload token in force (configured, or generated for development). */
  globalUploadToken: string | null;
  log: FastifyBaseLogger;
}

/**
 * The repository a request uploads to, whatever the protocol: its token (see `uploadToken`), the service and
 * slug it names, and for uploads without a token the commit it writes to. A deactivated repository is refused.
 */
export function requestUploadTarget(
  deps: RequestTargetDeps,
  request: FastifyRequest,
  named: { service: Service | null; slug: RepositorySlug | null; commit: TokenlessClaim | null },
): Promise<UploadTarget> {
  const tokenless: TokenlessDeps = {
    db: deps.db,
    providerFor: (service) => gitProviderFor(deps.settings.gitProviders, service),
    onProviderError: (error) =>
      deps.log.warn({ err: error }, 'could not ask the git host about a pull request'),
  };
  return resolveUploadTarget(tokenless, {
    token: uploadToken(request),
    ...named,
    globalUploadToken: deps.globalUploadToken,
  }).then(refuseDeactivated);
}
