import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Settings } from '../../config/settings';
import type { Database } from '../../db/schema';
import { publicOrigin } from '../../http/origin';
import type { JobQueue } from '../../jobs/queue';
import type { Storage } from '../../storage/storage';
import { type AreaRoutes, areaRoutes } from '../area-routes';
import {
  acceptBodiesAsStreams,
  ingestUpload,
  readJson,
  requestUploadTarget,
  signedStorageRoute,
  signedUploadUrl,
  uploadErrorHandler,
} from '../uploads';
import { BUNDLE_UPLOADS, saveCompareSha } from './bundle-report-store';
import { bundleUploadRequest } from './bundle-upload-request';
import { PROCESS_BUNDLE_ANALYSIS } from './process-bundle';

export interface BundleUploadRoutesOptions {
  db: Kysely<Database>;
  settings: Settings;
  storage: Storage;
  queue: JobQueue;
  signingKey: string;
  globalUploadToken: string | null;
}

/** Where the stats are PUT: the URL the POST hands out, signed for one upload. */
const STORAGE_ROUTE = '/upload/bundle_analysis/storage';

/**
 * Bundle stats uploads of the @codecov bundler plugins and bundle-analyzer: the POST names the commit and answers
 * the URL to PUT the stats to; tokens, targets and storage are those of coverage uploads.
 */
export async function bundleUploadRoutes(app: FastifyInstance, options: BundleUploadRoutesOptions) {
  const { db, settings, storage, queue, signingKey } = options;
  const ingest = { db, settings, storage, queue };
  acceptBodiesAsStreams(app);
  app.setErrorHandler(uploadErrorHandler);

  app.post('/upload/bundle_analysis/v1', async (request, reply) => {
    const described = bundleUploadRequest(await readJson(request));
    const target = await requestUploadTarget(
      { db, settings, globalUploadToken: options.globalUploadToken, log: app.log },
      request,
      { service: described.service, slug: described.slug, commit: described.claim },
    );
    const { commit, upload } = await ingestUpload(ingest, target, {
      commit: described.claim,
      upload: {
        uploadType: BUNDLE_UPLOADS,
        reportCode: 'default',
        formatVersion: 'v1',
        ...described.upload,
      },
    });
    if (described.compareSha) await saveCompareSha(db, commit.id, described.compareSha);
    return reply
      .code(200)
      .send({ url: signedUploadUrl(publicOrigin(request), STORAGE_ROUTE, signingKey, upload) });
  });

  signedStorageRoute(
    app,
    { ...ingest, signingKey },
    {
      route: STORAGE_ROUTE,
      uploadType: BUNDLE_UPLOADS,
      job: PROCESS_BUNDLE_ANALYSIS,
      received: 'Bundle stats received',
      repeated: 'These bundle stats were already received',
    },
  );
}

export const routes: AreaRoutes = areaRoutes(bundleUploadRoutes, (deps) => ({
  db: deps.db,
  settings: deps.settings,
  storage: deps.storage,
  queue: deps.queue,
  signingKey: deps.signingKey,
  globalUploadToken: deps.globalUploadToken,
}));
