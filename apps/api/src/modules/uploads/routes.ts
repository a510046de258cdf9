import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { viewerOf } from '../../auth/request-viewer';
import { publicOrigin } from '../../http/origin';
import { shortServiceName, type Service } from '../../config/providers';
import type { Settings } from '../../config/settings';
import type { CommitRecord, Database, RepositoryRecord, UploadRecord } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { type AreaRoutes, areaRoutes } from '../area-routes';
import { activateOnVisit } from '../owners';
import { PROCESS_COVERAGE } from '../processing';
import { findViewableRepository, storeLookups } from '../repositories';
import type { Storage } from '../../storage/storage';
import { decodeSlug, type RepositorySlug, uploadService } from './slug';
import { apiPath, type CliEndpoint, type CliPath, uploadPath } from './cli-paths';
import { recordUserProvidedBase } from '../comparisons';
import { requestNotifications } from '../notifications';
import { badRequest, notFound } from './upload-errors';
import { ingestUpload, type RawBody, recordCommit } from './ingest';
import { cliCommitClaim, cliParentCommit, cliReportCode, cliUpload } from './protocols/cli';
import { first, type Query } from './protocols/fields';
import { legacyTarget, legacyUpload } from './protocols/legacy';
import {
  commitOfRepository,
  ensureReport,
  normaliseSha,
  optionalPullId,
  skipCommitWithoutUploads,
  uploadByStoragePath,
  uploadStatesOfCommit,
} from './upload-store';
import { requestUploadTarget, type UploadTarget } from './upload-target';
import type { TokenlessClaim } from './tokenless';
import { receiveUploadBody, signedUploadUrl } from './signed-upload';
import {
  acceptBodiesAsStreams,
  JSON_LIMIT,
  RAW_BODY,
  readAll,
  readJson,
  uploadErrorHandler,
} from './upload-http';

export interface UploadRoutesOptions {
  db: Kysely<Database>;
  settings: Settings;
  storage: Storage;
  queue: JobQueue;
  /** Signs the storage URLs handed to clients, so only the holder of a fresh URL can write an upload's body. */
  signingKey: string;
  /** The global upload token in force (configured, or generated for development). */
  globalUploadToken: string | null;
}

type Params = Record<string, string>;
type CliHandler = (request: FastifyRequest, reply: FastifyReply, params: Params) => Promise<unknown>;

export async function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions): Promise<void> {
  const { db, settings, storage, queue } = options;

  acceptBodiesAsStreams(app);
  app.setErrorHandler(uploadErrorHandler);

  const storageUrl = (request: FastifyRequest, upload: UploadRecord) =>
    signedUploadUrl(publicOrigin(request), '/upload/storage', options.signingKey, upload);

  const commitUrl = (request: FastifyRequest, target: UploadTarget, commitid: string) =>
    `${publicOrigin(request)}/${shortServiceName(target.owner.service as Service)}/${encodeURIComponent(
      target.owner.username,
    )}/${encodeURIComponent(target.repo.name)}/commit/${commitid}`;

  const target = (
    request: FastifyRequest,
    service: Service | null,
    slug: RepositorySlug | null,
    commit: TokenlessClaim | null,
  ) =>
    requestUploadTarget(
      { db, settings, globalUploadToken: options.globalUploadToken, log: app.log },
      request,
      { service, slug, commit },
    );

  const pathTarget = (request: FastifyRequest, params: Params, commit: TokenlessClaim | null) => {
    const service = uploadService(params.service);
    if (!service) throw notFound(`Unknown git service "${params.service}"`);
    return target(request, service, decodeSlug(params.slug ?? ''), commit);
  };

  /** A call about a commit the client made before (`…/commits/{sha}/…`): its stored branch decides tokenless. */
  const storedCommit = (sha: string): TokenlessClaim => ({ commitid: sha, branch: null, pullid: null });

  const existingCommit = async (repo: RepositoryRecord, sha: string): Promise<CommitRecord> => {
    const commit = await commitOfRepository(db, repo.repoid, sha);
    if (!commit) throw notFound(`Commit ${sha} not found: create it first (POST …/commits)`);
    return commit;
  };

  const uploadReply = (
    request: FastifyRequest,
    reply: FastifyReply,
    t: UploadTarget,
    commit: CommitRecord,
    upload: UploadRecord,
  ) =>
    reply.code(201).send({
      external_id: upload.externalId,
      created_at: upload.createdAt,
      raw_upload_location: storageUrl(request, upload),
      url: commitUrl(request, t, commit.commitid),
      state: upload.state,
    });

  const ingest = { db, settings, storage, queue };
  /** What ingesting a request's upload needs: the site's address goes into a refusal's plan page link. */
  const ingestFor = (request: FastifyRequest) => ({ ...ingest, origin: publicOrigin(request) });

  const rawBody = (request: FastifyRequest): RawBody => ({
    stream: request.body as Readable | undefined,
    contentEncoding: request.headers['content-encoding'],
  });

  const legacy = async (request: FastifyRequest, body?: RawBody) => {
    const query = request.query as Query;
    const { service, slug, claim } = legacyTarget(query);
    const t = await target(request, service, slug, claim);
    const { parentCommitid, upload } = legacyUpload(query);
    return {
      t,
      ...(await ingestUpload(ingestFor(request), t, { commit: { ...claim, parentCommitid }, upload, body })),
    };
  };

  app.post('/upload/v4', async (request, reply) => {
    await readAll(request.body as Readable | undefined, JSON_LIMIT);
    const { t, commit, upload } = await legacy(request);
    // Exactly two lines and no trailing newline: codecov@3 and the CLI split on "\n" and need two parts.
    return reply
      .type('text/plain; charset=utf-8')
      .send(`${commitUrl(request, t, commit.commitid)}\n${storageUrl(request, upload)}`);
  });

  app.post('/upload/v2', RAW_BODY, async (request, reply) => {
    const { t, commit } = await legacy(request, rawBody(request));
    return reply.type('text/plain; charset=utf-8').send(commitUrl(request, t, commit.commitid));
  });

  app.put('/upload/storage/:id', RAW_BODY, async (request, reply) => {
    const { id = '' } = request.params as Params;
    const outcome = await receiveUploadBody(
      { ...ingest, signingKey: options.signingKey },
      {
        id,
        signature: first((request.query as Query).signature) ?? '',
        body: rawBody(request),
        uploadType: 'coverage',
        job: PROCESS_COVERAGE,
      },
    );
    return reply
      .code(200)
      .send({ detail: outcome === 'stored' ? 'Upload received' : 'This upload was already received' });
  });

  // codecov-cli `pr-base-picking`: the user names the commit a pull request is to be compared to.
  const pulls: CliHandler = async (request, reply, params) => {
    const body = await readJson(request);
    const pullid = optionalPullId(params.pullid);
    if (pullid === null) throw badRequest('Missing pull request number');
    const baseSha = normaliseSha(body.user_provided_base_sha, 'base');
    const t = await pathTarget(request, params, null);
    await recordUserProvidedBase(db, t.repo.repoid, pullid, baseSha);
    return reply.code(200).send({ pullid, user_provided_base_sha: baseSha });
  };

  /** The CLI's commit (sha, branch, pull, parent) recorded for the repository the URL names. */
  const commitOfBody = async (request: FastifyRequest, params: Params, body: Record<string, unknown>) => {
    const claim = cliCommitClaim(body);
    const t = await pathTarget(request, params, claim);
    const commit = await recordCommit(db, t, { ...claim, parentCommitid: cliParentCommit(body) });
    return { t, commit };
  };

  const commits: CliHandler = async (request, reply, params) => {
    const body = await readJson(request);
    const { t, commit } = await commitOfBody(request, params, body);
    return reply.code(201).send({
      commitid: commit.commitid,
      branch: commit.branch,
      pullid: commit.pullid,
      parent_commit_id: commit.parentCommitid,
      state: commit.state,
      timestamp: commit.timestamp,
      url: commitUrl(request, t, commit.commitid),
    });
  };

  const reports: CliHandler = async (request, reply, params) => {
    const body = await readJson(request);
    const sha = normaliseSha(params.sha);
    const t = await pathTarget(request, params, storedCommit(sha));
    const commit = await existingCommit(t.repo, sha);
    const code = cliReportCode(body);
    await ensureReport(db, commit, code);
    return reply
      .code(201)
      .send({ code, commitid: commit.commitid, url: commitUrl(request, t, commit.commitid) });
  };

  const uploads: CliHandler = async (request, reply, params) => {
    const body = await readJson(request);
    const sha = normaliseSha(params.sha);
    const t = await pathTarget(request, params, storedCommit(sha));
    const commit = await existingCommit(t.repo, sha);
    const { upload } = await ingestUpload(ingestFor(request), t, {
      commit,
      upload: cliUpload(body, params.code || 'default'),
    });
    return uploadReply(request, reply, t, commit, upload);
  };

  const uploadCoverage: CliHandler = async (request, reply, params) => {
    const body = await readJson(request);
    const claim = cliCommitClaim(body);
    const t = await pathTarget(request, params, claim);
    const { commit, upload } = await ingestUpload(ingestFor(request), t, {
      commit: { ...claim, parentCommitid: cliParentCommit(body) },
      upload: cliUpload(body, cliReportCode(body)),
    });
    return uploadReply(request, reply, t, commit, upload);
  };

  const emptyUpload: CliHandler = async (request, reply, params) => {
    await readJson(request);
    const sha = normaliseSha(params.sha);
    const t = await pathTarget(request, params, storedCommit(sha));
    const commit = await existingCommit(t.repo, sha);
    // A commit that will get no coverage is done, so nothing waits on it.
    await skipCommitWithoutUploads(db, commit.id);
    return reply.code(200).send({
      result: 'Empty upload recorded: no coverage is expected for this commit.',
      non_ignored_files: [],
    });
  };

  const uploadComplete: CliHandler = async (request, reply, params) => {
    await readJson(request);
    const sha = normaliseSha(params.sha);
    const t = await pathTarget(request, params, storedCommit(sha));
    const commit = await existingCommit(t.repo, sha);
    // Statuses and the comment go out once the commit's uploads are processed (manual_trigger waits for this).
    await requestNotifications(db, queue, commit.id);
    const states = await uploadStatesOfCommit(db, commit.id);
    const count = (state: string) => states.filter((value) => value === state).length;
    return reply.code(200).send({
      uploads_total: states.length,
      uploads_success: count('processed'),
      uploads_processing: count('uploaded') + count('started'),
      uploads_error: count('error'),
    });
  };

  const results: CliHandler = async (request, reply, params) => {
    await readJson(request);
    const sha = normaliseSha(params.sha);
    const t = await pathTarget(request, params, storedCommit(sha));
    const commit = await existingCommit(t.repo, sha);
    const state = commit.state === 'complete' ? 'completed' : commit.state === 'error' ? 'error' : 'pending';
    return reply.code(200).send({ state, result: { state, message: `Commit state: ${commit.state}` } });
  };

  const handlers: Record<CliEndpoint, CliHandler> = {
    commits,
    reports,
    uploads,
    results,
    'upload-coverage': uploadCoverage,
    'empty-upload': emptyUpload,
    'upload-complete': uploadComplete,
    pulls,
  };
  const encoded = (endpoint: CliEndpoint) => (request: FastifyRequest, reply: FastifyReply) =>
    handlers[endpoint](request, reply, request.params as Params);
  app.put('/api/v1/:service/:slug/pulls/:pullid', encoded('pulls'));
  app.post('/upload/:service/:slug/commits', encoded('commits'));
  app.post('/upload/:service/:slug/commits/:sha/reports', encoded('reports'));
  app.post('/upload/:service/:slug/commits/:sha/reports/:code/uploads', encoded('uploads'));
  app.post('/upload/:service/:slug/upload-coverage', encoded('upload-coverage'));
  app.post('/upload/:service/:slug/commits/:sha/empty-upload', encoded('empty-upload'));
  app.post('/upload/:service/:slug/commits/:sha/upload-complete', encoded('upload-complete'));
  app.get('/upload/:service/:slug/commits/:sha/reports/:code/results', encoded('results'));
  app.post('/upload/:service/:slug/commits/:sha/reports/:code/results', encoded('results'));

  // The same endpoints with a slug of several segments: plain `owner/repo` (pr-base-picking sends it so) and
  // GitLab subgroups `group/sub/proj`.
  const plain =
    (find: (rest: string) => CliPath | null, allowed?: readonly CliEndpoint[]) =>
    (request: FastifyRequest, reply: FastifyReply) => {
      const { service, '*': rest = '' } = request.params as Params;
      const path = find(rest);
      if (!path || (allowed && !allowed.includes(path.endpoint))) throw notFound('Not found');
      return handlers[path.endpoint](request, reply, { service: service ?? '', ...path.params });
    };
  app.post('/upload/:service/*', plain(uploadPath));
  app.get('/upload/:service/*', plain(uploadPath, ['results']));
  app.put('/api/v1/:service/*', plain(apiPath, ['pulls']));

  // The raw upload as received, for people who may see the repository (Upload.downloadUrl): its coverage is
  // repository data, so a private one of an org needs a seat, as its pages do.
  app.get('/upload/:service/:owner/:repo/download', async (request, reply) => {
    const params = request.params as Params;
    const storagePath = first((request.query as Query).path);
    const service = uploadService(params.service);
    if (!service || !storagePath) throw notFound('Not found');
    const viewer = await viewerOf(request, db, service);
    const found = await findViewableRepository(
      storeLookups(db, service),
      viewer?.owner ?? null,
      params.owner ?? '',
      params.repo ?? '',
      (member, org) => activateOnVisit(db, settings, member, org),
    );
    if (found.kind === 'ownerNotActivated')
      return reply.code(403).send({ detail: 'You must be activated in the org' });
    const row =
      found.kind === 'repository' && (await uploadByStoragePath(db, found.repository.repoid, storagePath));
    if (!row) throw notFound('Not found');
    if (!(await storage.exists(storagePath))) throw notFound('The raw upload is no longer in storage');
    reply.header('content-type', 'text/plain; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${storagePath.split('/').pop()}"`);
    if (row.contentEncoding) reply.header('content-encoding', row.contentEncoding);
    return reply.send(storage.stream(storagePath));
  });
}

export const routes: AreaRoutes = areaRoutes(uploadRoutes, (deps) => ({
  db: deps.db,
  settings: deps.settings,
  storage: deps.storage,
  queue: deps.queue,
  signingKey: deps.signingKey,
  globalUploadToken: deps.globalUploadToken,
}));
