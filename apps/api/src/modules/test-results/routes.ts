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
  failUpload,
  ingestUpload,
  readJson,
  requestUploadTarget,
  signedStorageRoute,
  signedUploadUrl,
  uploadErrorHandler,
} from '../uploads';
import { PROCESS_TEST_RESULTS } from './process-test-results';
import { TEST_RESULTS_UPLOADS } from './test-results-store';
import { testResultsUploadRequest } from './test-results-upload-request';

export interface TestResultsUploadRoutesOptions {
  db: Kysely<Database>;
  settings: Settings;
  storage: Storage;
  queue: JobQueue;
  signingKey: string;
  globalUploadToken: string | null;
}

/** Where the JUnit payload is PUT: the URL the POST hands out, signed for one upload. */
const STORAGE_ROUTE = '/upload/test_results/storage';

/** Why an upload the CLI announced without a file holds no results. */
export const NO_JUNIT_FILE = 'No JUnit file was found by the uploader';

/**
 * Test results uploads of codecov-cli (`do-upload --report-type test_results`) and canopy-cli: the POST names the
 * commit and answers the URL to PUT the JUnit files to; tokens, targets and storage are those of coverage uploads.
 */
export async function testResultsUploadRoutes(app: FastifyInstance, options: TestResultsUploadRoutesOptions) {
  const { db, settings, storage, queue, signingKey } = options;
  const ingest = { db, settings, storage, queue };
  acceptBodiesAsStreams(app);
  app.setErrorHandler(uploadErrorHandler);

  app.post('/upload/test_results/v1', async (request, reply) => {
    const described = testResultsUploadRequest(await readJson(request));
    const target = await requestUploadTarget(
      { db, settings, globalUploadToken: options.globalUploadToken, log: app.log },
      request,
      { service: described.service, slug: described.slug, commit: described.claim },
    );
    const { upload } = await ingestUpload(ingest, target, {
      commit: described.claim,
      upload: {
        uploadType: TEST_RESULTS_UPLOADS,
        reportCode: 'default',
        formatVersion: 'v1',
        ...described.upload,
      },
    });
    // The CLI sends no body then: the upload is kept, failed, so the commit page says why nothing came.
    if (described.fileNotFound)
      await failUpload(db, upload.id, { code: 'file_not_in_storage', message: NO_JUNIT_FILE }, ['started']);
    return reply.code(201).send({
      raw_upload_location: signedUploadUrl(publicOrigin(request), STORAGE_ROUTE, signingKey, upload),
    });
  });

  signedStorageRoute(
    app,
    { ...ingest, signingKey },
    {
      route: STORAGE_ROUTE,
      uploadType: TEST_RESULTS_UPLOADS,
      job: PROCESS_TEST_RESULTS,
      received: 'Test results received',
      repeated: 'These test results were already received',
    },
  );
}

export const routes: AreaRoutes = areaRoutes(testResultsUploadRoutes, (deps) => ({
  db: deps.db,
  settings: deps.settings,
  storage: deps.storage,
  queue: deps.queue,
  signingKey: deps.signingKey,
  globalUploadToken: deps.globalUploadToken,
}));
