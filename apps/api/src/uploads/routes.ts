import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { viewerOf } from '../auth/request-viewer';
import { publicOrigin } from '../http/origin';
import { shortServiceName, type Service } from '../config/providers';
import type { Settings } from '../config/settings';
import type { CommitRecord, Database, RepositoryRecord, UploadRecord } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { canViewRepository } from '../owners/permissions';
import { PROCESS_COVERAGE } from '../processing/process-coverage';
import { type Storage, TooLargeError } from '../storage/storage';
import { decodeSlug, type RepositorySlug, uploadService } from './slug';
import { recordUserProvidedBase } from '../comparisons/pull-store';
import { badRequest, notFound, UploadHttpError } from './upload-errors';
import {
  createUpload,
  ensureReport,
  markUploaded,
  normaliseFlags,
  normaliseSha,
  optionalBranch,
  optionalPullId,
  optionalSha,
  type UploadDescription,
  upsertCommit,
} from './upload-store';
import { resolveUploadTarget, type UploadTarget, uploadToken } from './upload-target';
import type { TokenlessClaim, TokenlessDeps } from './tokenless';
import { gitProviderFor } from '../git-providers';

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

const JSON_LIMIT = 1024 * 1024;

/**
 * Raw upload bodies are stored exactly as sent, compressed or not; decompression happens later, within limits
 * (a request-decompression hook would expand a gzip bomb in memory).
 */
const RAW_BODY = { decompress: false } as const;

type Params = Record<string, string>;
type Query = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

async function readAll(stream: Readable | undefined, limit: number): Promise<Buffer> {
  if (!stream) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new TooLargeError(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readJson(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body = await readAll(request.body as Readable | undefined, JSON_LIMIT);
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('The request body must be a JSON object');
  return parsed as Record<string, unknown>;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  return null;
}

function stringRecord(value: unknown): Record<string, string> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, String(entry ?? '')]));
}

function humanBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KiB`;
  return `${bytes} bytes`;
}

export async function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions): Promise<void> {
  const { db, settings, storage, queue } = options;

  // Bodies arrive as streams: raw uploads go straight to storage, with a size limit, whatever their type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.setErrorHandler((error, request, reply) => {
    const legacy = request.url.startsWith('/upload/v');
    const send = (status: number, message: string) =>
      legacy
        ? reply.code(status).type('text/plain; charset=utf-8').send(message)
        : reply.code(status).send({ detail: message, message });
    if (error instanceof UploadHttpError) return send(error.statusCode, error.message);
    if (error instanceof TooLargeError)
      return send(413, `Upload too large: the limit is ${humanBytes(error.limit)} (${error.limit} bytes)`);
    request.log.error({ err: error }, 'upload request failed');
    return send(500, 'The upload could not be stored; nothing was accepted. Please retry.');
  });

  const sign = (upload: UploadRecord) =>
    createHmac('sha256', options.signingKey).update(`upload:${upload.externalId}`).digest('hex').slice(0, 32);

  const storageUrl = (request: FastifyRequest, upload: UploadRecord) =>
    `${publicOrigin(request)}/upload/storage/${upload.externalId}?signature=${sign(upload)}`;

  const commitUrl = (request: FastifyRequest, target: UploadTarget, commitid: string) =>
    `${publicOrigin(request)}/${shortServiceName(target.owner.service as Service)}/${encodeURIComponent(
      target.owner.username,
    )}/${encodeURIComponent(target.repo.name)}/commit/${commitid}`;

  const tokenless: TokenlessDeps = {
    db,
    providerFor: (service) => gitProviderFor(settings.gitProviders, service),
    onProviderError: (error) =>
      app.log.warn({ err: error }, 'could not ask the git host about a pull request'),
  };

  const target = (
    request: FastifyRequest,
    service: Service | null,
    slug: RepositorySlug | null,
    commit: TokenlessClaim | null,
  ) =>
    resolveUploadTarget(tokenless, {
      token: uploadToken(request),
      service,
      slug,
      commit,
      globalUploadToken: options.globalUploadToken,
    });

  const pathTarget = (request: FastifyRequest, commit: TokenlessClaim | null) => {
    const params = request.params as Params;
    const service = uploadService(params.service);
    if (!service) throw notFound(`Unknown git service "${params.service}"`);
    return target(request, service, decodeSlug(params.slug ?? ''), commit);
  };

  /** A call about a commit the client made before (`…/commits/{sha}/…`): its stored branch decides tokenless. */
  const storedCommit = (sha: string): TokenlessClaim => ({ commitid: sha, branch: null, pullid: null });

  const existingCommit = async (repo: RepositoryRecord, sha: string): Promise<CommitRecord> => {
    const commit = await db
      .selectFrom('commits')
      .selectAll()
      .where('repoid', '=', repo.repoid)
      .where('commitid', '=', sha)
      .executeTakeFirst();
    if (!commit) throw notFound(`Commit ${sha} not found: create it first (POST …/commits)`);
    return commit;
  };

  /** The CLI's upload fields, shared by `…/uploads` and `…/upload-coverage`. */
  const cliUpload = (body: Record<string, unknown>): UploadDescription => {
    const cliArgs = (body.cli_args && typeof body.cli_args === 'object' ? body.cli_args : {}) as Record<
      string,
      unknown
    >;
    return {
      formatVersion: 'v1',
      flags: normaliseFlags(body.flags),
      name: text(body.name),
      provider: text(body.ci_service),
      buildUrl: text(body.ci_url) ?? text(body.build_url),
      buildCode: text(body.build_code) ?? text(cliArgs.build_code),
      jobCode: text(body.job_code),
      env: stringRecord(body.env),
    };
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

  // Legacy protocol (codecov@3, the bash and Node uploaders, codecov-cli --legacy): everything in the query.
  const legacyUpload = async (request: FastifyRequest) => {
    const query = request.query as Query;
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
    const t = await target(request, service, slug, { commitid, branch, pullid });
    const commit = await upsertCommit(
      db,
      t.repo,
      { commitid, branch, pullid, parentCommitid: optionalSha(first(query.parent), 'parent') },
      t.auth,
    );
    await ensureReport(db, commit, 'default');
    const upload = await createUpload(db, commit, {
      formatVersion: 'legacy',
      flags: normaliseFlags(query.flags),
      name: text(first(query.name)),
      provider: text(first(query.service)),
      buildCode: text(first(query.build)),
      buildUrl: text(first(query.build_url)),
      jobCode: text(first(query.job)),
    });
    return { t, commit, upload };
  };

  const storeBody = async (request: FastifyRequest, upload: UploadRecord) => {
    const encoding = request.headers['content-encoding']?.toLowerCase().trim() || null;
    if (encoding && encoding !== 'gzip' && encoding !== 'deflate' && encoding !== 'identity')
      throw badRequest(`Unsupported Content-Encoding "${encoding}": send the body plain or gzip-compressed`);
    const key = `uploads/${upload.repoid}/${upload.commitId}/${upload.externalId}.raw`;
    const body = request.body as Readable | undefined;
    const sizeBytes = await storage.write(key, body ?? Buffer.alloc(0), {
      maxBytes: settings.maxUploadBytes,
    });
    await markUploaded(db, upload, {
      storagePath: key,
      sizeBytes,
      contentEncoding: encoding === 'identity' ? null : encoding,
    });
    await queue.enqueue(PROCESS_COVERAGE, String(upload.commitId), { commitId: upload.commitId });
  };

  app.post('/upload/v4', async (request, reply) => {
    await readAll(request.body as Readable | undefined, JSON_LIMIT);
    const { t, commit, upload } = await legacyUpload(request);
    // Exactly two lines and no trailing newline: codecov@3 and the CLI split on "\n" and need two parts.
    return reply
      .type('text/plain; charset=utf-8')
      .send(`${commitUrl(request, t, commit.commitid)}\n${storageUrl(request, upload)}`);
  });

  app.post('/upload/v2', RAW_BODY, async (request, reply) => {
    const { t, commit, upload } = await legacyUpload(request);
    await storeBody(request, upload);
    return reply.type('text/plain; charset=utf-8').send(commitUrl(request, t, commit.commitid));
  });

  app.put('/upload/storage/:id', RAW_BODY, async (request, reply) => {
    const { id } = request.params as Params;
    const signature = first((request.query as Query).signature) ?? '';
    const upload = /^[0-9a-f-]{36}$/i.test(id ?? '')
      ? await db
          .selectFrom('uploads')
          .selectAll()
          .where('externalId', '=', id ?? '')
          .executeTakeFirst()
      : undefined;
    const expected = upload ? Buffer.from(sign(upload)) : Buffer.alloc(32);
    const given = Buffer.from(signature.padEnd(32).slice(0, 32));
    if (!upload || !timingSafeEqual(expected, given) || signature.length !== 32)
      throw new UploadHttpError(403, 'This upload URL is not valid');
    if (upload.state !== 'started' && upload.state !== 'uploaded') {
      await readAll(request.body as Readable | undefined, settings.maxUploadBytes);
      return reply.code(200).send({ detail: 'This upload was already received' });
    }
    await storeBody(request, upload);
    return reply.code(200).send({ detail: 'Upload received' });
  });

  // codecov-cli `pr-base-picking`: the user names the commit a pull request is to be compared to.
  app.put('/api/v1/:service/:slug/pulls/:pullid', async (request, reply) => {
    const body = await readJson(request);
    const pullid = optionalPullId((request.params as { pullid?: string }).pullid);
    if (pullid === null) throw badRequest('Missing pull request number');
    const baseSha = normaliseSha(body.user_provided_base_sha, 'base');
    const t = await pathTarget(request, null);
    await recordUserProvidedBase(db, t.repo.repoid, pullid, baseSha);
    return reply.code(200).send({ pullid, user_provided_base_sha: baseSha });
  });

  /** The CLI's commit description (sha, branch, pull, parent) recorded for the repository the URL names. */
  const commitOfBody = async (request: FastifyRequest, body: Record<string, unknown>) => {
    const claim = {
      commitid: normaliseSha(body.commitid),
      branch: optionalBranch(body.branch),
      pullid: optionalPullId(body.pullid),
    };
    const t = await pathTarget(request, claim);
    const commit = await upsertCommit(
      db,
      t.repo,
      { ...claim, parentCommitid: optionalSha(body.parent_commit_id, 'parent') },
      t.auth,
    );
    return { t, commit };
  };

  app.post('/upload/:service/:slug/commits', async (request, reply) => {
    const body = await readJson(request);
    const { t, commit } = await commitOfBody(request, body);
    return reply.code(201).send({
      commitid: commit.commitid,
      branch: commit.branch,
      pullid: commit.pullid,
      parent_commit_id: commit.parentCommitid,
      state: commit.state,
      timestamp: commit.timestamp,
      url: commitUrl(request, t, commit.commitid),
    });
  });

  app.post('/upload/:service/:slug/commits/:sha/reports', async (request, reply) => {
    const body = await readJson(request);
    const sha = normaliseSha((request.params as Params).sha);
    const t = await pathTarget(request, storedCommit(sha));
    const commit = await existingCommit(t.repo, sha);
    const code = text(body.code) ?? 'default';
    await ensureReport(db, commit, code);
    return reply
      .code(201)
      .send({ code, commitid: commit.commitid, url: commitUrl(request, t, commit.commitid) });
  });

  app.post('/upload/:service/:slug/commits/:sha/reports/:code/uploads', async (request, reply) => {
    const body = await readJson(request);
    const params = request.params as Params;
    const sha = normaliseSha(params.sha);
    const t = await pathTarget(request, storedCommit(sha));
    const commit = await existingCommit(t.repo, sha);
    const code = params.code || 'default';
    await ensureReport(db, commit, code);
    const upload = await createUpload(db, commit, { ...cliUpload(body), reportCode: code });
    return uploadReply(request, reply, t, commit, upload);
  });

  app.post('/upload/:service/:slug/upload-coverage', async (request, reply) => {
    const body = await readJson(request);
    const { t, commit } = await commitOfBody(request, body);
    const code = text(body.code) ?? 'default';
    await ensureReport(db, commit, code);
    const upload = await createUpload(db, commit, { ...cliUpload(body), reportCode: code });
    return uploadReply(request, reply, t, commit, upload);
  });

  app.post('/upload/:service/:slug/commits/:sha/empty-upload', async (request, reply) => {
    await readJson(request);
    const sha = normaliseSha((request.params as Params).sha);
    const t = await pathTarget(request, storedCommit(sha));
    const commit = await existingCommit(t.repo, sha);
    const uploads = await db
      .selectFrom('uploads')
      .select('id')
      .where('commitId', '=', commit.id)
      .limit(1)
      .execute();
    // A commit that will get no coverage is done, so nothing waits on it.
    if (uploads.length === 0)
      await db.updateTable('commits').set({ state: 'skipped' }).where('id', '=', commit.id).execute();
    return reply.code(200).send({
      result: 'Empty upload recorded: no coverage is expected for this commit.',
      non_ignored_files: [],
    });
  });

  app.post('/upload/:service/:slug/commits/:sha/upload-complete', async (request, reply) => {
    await readJson(request);
    const sha = normaliseSha((request.params as Params).sha);
    const t = await pathTarget(request, storedCommit(sha));
    const commit = await existingCommit(t.repo, sha);
    const states = await db.selectFrom('uploads').select('state').where('commitId', '=', commit.id).execute();
    const count = (state: string) => states.filter((upload) => upload.state === state).length;
    return reply.code(200).send({
      uploads_total: states.length,
      uploads_success: count('processed'),
      uploads_processing: count('uploaded') + count('started'),
      uploads_error: count('error'),
    });
  });

  const results = async (request: FastifyRequest, reply: FastifyReply) => {
    await readJson(request);
    const sha = normaliseSha((request.params as Params).sha);
    const t = await pathTarget(request, storedCommit(sha));
    const commit = await existingCommit(t.repo, sha);
    const state = commit.state === 'complete' ? 'completed' : commit.state === 'error' ? 'error' : 'pending';
    return reply.code(200).send({ state, result: { state, message: `Commit state: ${commit.state}` } });
  };
  app.get('/upload/:service/:slug/commits/:sha/reports/:code/results', results);
  app.post('/upload/:service/:slug/commits/:sha/reports/:code/results', results);

  // The raw upload as received, for people who may see the repository (Upload.downloadUrl).
  app.get('/upload/:service/:owner/:repo/download', async (request, reply) => {
    const params = request.params as Params;
    const storagePath = first((request.query as Query).path);
    const service = uploadService(params.service);
    if (!service || !storagePath) throw notFound('Not found');
    const row = await db
      .selectFrom('uploads')
      .innerJoin('repositories', 'repositories.repoid', 'uploads.repoid')
      .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
      .select([
        'uploads.storagePath',
        'uploads.contentEncoding',
        'repositories.repoid',
        'repositories.ownerid',
        'repositories.private',
        'repositories.deleted',
        'repositories.name',
        'owners.username',
        'owners.service',
      ])
      .where('uploads.storagePath', '=', storagePath)
      .executeTakeFirst();
    if (
      !row ||
      row.service !== service ||
      row.username.toLowerCase() !== (params.owner ?? '').toLowerCase() ||
      row.name.toLowerCase() !== (params.repo ?? '').toLowerCase()
    )
      throw notFound('Not found');
    const viewer = await viewerOf(request, db, service);
    if (!canViewRepository(viewer?.owner ?? null, row)) throw notFound('Not found');
    if (!(await storage.exists(storagePath))) throw notFound('The raw upload is no longer in storage');
    reply.header('content-type', 'text/plain; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${storagePath.split('/').pop()}"`);
    if (row.contentEncoding) reply.header('content-encoding', row.contentEncoding);
    return reply.send(storage.stream(storagePath));
  });
}
