import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authRoutes } from './auth/routes';
import { TokenCipher } from './auth/oauth/token-cipher';
import { redirectExpiredSessions } from './auth/expired-session';
import { deleteExpiredSessions } from './auth/session-store';
import { configuredInstallAdmins } from './config/access-settings';
import { configRoutes } from './config/routes';
import type { Settings } from './config/settings';
import type { DatabaseHandle } from './db/database';
import { developmentGlobalUploadToken, loadInstallSettings } from './db/install-settings';
import { migrateToLatest } from './db/migrate';
import {
  ComparisonService,
  recordProviderPull,
  syncCommitFromProvider,
  warmPullComparisons,
} from './modules/comparisons';
import { gitProviderFor, gitProvidersFor, gitProviderWebhooks, type RepoRef } from './git-providers';
import { CostBudget } from './graphql/budget';
import { graphqlPlugin } from './graphql/plugin';
import { rootErrorHandler } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import {
  BACKFILL_MEASUREMENTS,
  backfillJobHandler,
  measurementsAfterProcessing,
} from './modules/measurements';
import { healthRoutes } from './health/routes';
import { NOTIFY_COMMIT, notifyJobHandler, queueNotifications } from './modules/notifications';
import { internalRoutes } from './internal/routes';
import { JobQueue } from './jobs/queue';
import { MergeThread, coverageJobHandler, PROCESS_COVERAGE } from './modules/processing';
import { bundleJobHandler, bundleNotice, PROCESS_BUNDLE_ANALYSIS } from './modules/bundle-analysis';
import { PROCESS_TEST_RESULTS, testResultsJobHandler, testResultsNotice } from './modules/test-results';
import { ReportReader, YamlSecrets } from './modules/reports';
import { createLocalStorage, type Storage } from './storage/storage';
import { applyCommentCommand } from './modules/ai';
import { startUploadSweeper } from './modules/uploads';
import { AREAS } from './modules/areas';
import {
  applyDirectoryEvent,
  requestSync,
  startSyncRefresh,
  SYNC_OWNER,
  syncJobHandler,
} from './modules/sync';
import type { RouteDeps } from './modules/area-routes';
import { DEMO_PROCESSED, seedDemoCoverage } from './seed/demo-coverage';
import { seedDemoData } from './db/seed/demo-data';
import { setInstallAdmins } from './modules/owners';
import { registerWebApp } from './static/web-app';

/** How long the merge worker thread waits for the next merge before it ends. */
const MERGE_THREAD_IDLE_MS = 30_000;

/**
 * Merges in the worker thread, which ends once no merge has come for a while: its V8 heap and code stay
 * resident as long as it lives. The next merge starts a new one (a fraction of a second).
 */
function idleEndingMerges(thread: MergeThread) {
  let running = 0;
  let timer: NodeJS.Timeout | undefined;
  // A merge that arrives while the idle worker is ending waits for it to be gone, then starts a new one.
  let ending: Promise<void> | undefined;
  return {
    run: async (...args: Parameters<MergeThread['run']>) => {
      clearTimeout(timer);
      running++;
      try {
        await ending;
        return await thread.run(...args);
      } finally {
        if (--running === 0) {
          timer = setTimeout(() => {
            ending = thread.close().finally(() => (ending = undefined));
          }, MERGE_THREAD_IDLE_MS);
          timer.unref();
        }
      }
    },
    close: () => {
      clearTimeout(timer);
      return thread.close();
    },
  };
}

/** What ingestion adds to the server, reachable from tests and the start-up message. */
export interface IngestionHandle {
  queue: JobQueue;
  storage: Storage;
  /** The global upload token in force: configured, generated for development, or none. */
  globalUploadToken: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ingestion: IngestionHandle;
  }
}

export interface ServerOptions {
  settings: Settings;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Prepares the database (migrations, first-start demo data) and builds the HTTP server. Does not listen:
 * main.ts does, tests use inject() or listen on port 0.
 */
export async function createServer({
  settings,
  database,
  logger = false,
}: ServerOptions): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    logger,
    trustProxy: settings.trustProxy,
    // Clients join a base URL and a path, so `//upload/v4` must work (docs/upload-protocols.md §6).
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });
  registerSecurityHeaders(app, settings);

  app.decorate('canopySettings', settings);

  const applied = await migrateToLatest(db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  const demoSeeded = (await seedDemoData(db)).seeded;
  if (demoSeeded) app.log.info('first start: demo data seeded (users ada, grace, linus, margaret)');
  // CANOPY_ADMINS decides for the people already here too, not only at their next sign-in.
  const admins = configuredInstallAdmins(settings);
  if (admins !== null) {
    const changed = await setInstallAdmins(db, admins);
    if (changed > 0) app.log.info({ changed }, 'install admins set from CANOPY_ADMINS');
  }
  await deleteExpiredSessions(db);
  const install = await loadInstallSettings(db);
  // CANOPY_SECRET, else the one generated at first start: signs cookies and storage URLs, keys git-host tokens.
  const secret = settings.secret ?? install.cookieSecret;

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyCookie, { secret });

  redirectExpiredSessions(app, db, settings);
  app.setErrorHandler(rootErrorHandler);
  await app.register(healthRoutes, { db, databaseKind: database.kind, version: settings.version });
  await app.register(configRoutes, { settings });
  const queue = new JobQueue(db, {
    onError: (error, job) =>
      app.log.error(
        { err: error, job: job?.kind, key: job?.key },
        job ? 'job failed' : 'job queue unavailable',
      ),
  });
  const cipher = new TokenCipher(secret);
  const yamlSecrets = new YamlSecrets(secret);
  await app.register(authRoutes, {
    db,
    settings,
    cipher,
    afterSignIn: (owner) => requestSync(queue, owner.ownerid),
  });
  await app.register(internalRoutes, { db });
  const storage = createLocalStorage(settings.storageDir);
  const diffProviders = (service: string) => gitProvidersFor(settings.gitProviders, service);
  const reports = new ReportReader(storage);
  const comparisons = new ComparisonService(db, reports, storage, diffProviders);

  const mergeThread = settings.processingThread ? idleEndingMerges(new MergeThread()) : null;
  queue.register(
    PROCESS_COVERAGE,
    coverageJobHandler(
      {
        db,
        storage,
        maxDecompressedBytes: settings.maxDecompressedBytes,
        log: app.log,
        queue,
        diffProviders,
        providerFor: (service) => gitProviderFor(settings.gitProviders, service as RepoRef['service']),
        afterReport: async (commitId) => {
          await measurementsAfterProcessing(db, reports, commitId);
          // Only a head start for the first reader: a failure here must not fail the processing job.
          await warmPullComparisons(db, comparisons, commitId).catch((error: unknown) =>
            app.log.warn({ err: error, commitId }, 'could not prepare pull request comparisons'),
          );
          await queueNotifications(queue, commitId);
        },
        beforeMerge: (commitId) =>
          syncCommitFromProvider(
            {
              db,
              providerFor: (service) => gitProviderFor(settings.gitProviders, service as RepoRef['service']),
              log: app.log,
            },
            commitId,
          ),
        ...(mergeThread ? { merge: mergeThread.run } : {}),
      },
      (job) => queue.renew(job),
    ),
  );
  queue.register(
    PROCESS_BUNDLE_ANALYSIS,
    bundleJobHandler(
      {
        db,
        storage,
        maxDecompressedBytes: settings.maxDecompressedBytes,
        log: app.log,
        afterBundles: (commitId) => queueNotifications(queue, commitId),
      },
      (job) => queue.renew(job),
    ),
  );
  queue.register(
    PROCESS_TEST_RESULTS,
    testResultsJobHandler(
      {
        db,
        storage,
        maxDecompressedBytes: settings.maxDecompressedBytes,
        log: app.log,
        afterTestResults: (commitId) => queueNotifications(queue, commitId),
      },
      (job) => queue.renew(job),
    ),
  );
  queue.register(
    BACKFILL_MEASUREMENTS,
    backfillJobHandler({ db, reports, queue, renew: (job) => queue.renew(job) }),
  );
  queue.register(
    NOTIFY_COMMIT,
    notifyJobHandler({
      db,
      queue,
      comparisons,
      reports,
      gitProviders: settings.gitProviders,
      secrets: yamlSecrets,
      bundles: (commit, pull) => bundleNotice({ db, reports }, commit, pull),
      testResults: (commit) => testResultsNotice(db, commit),
      siteUrl: settings.publicUrl ?? `http://localhost:${settings.port}`,
    }),
  );
  queue.register(SYNC_OWNER, syncJobHandler({ db, cipher, signIn: settings.signIn, log: app.log }));
  // One budget per client for GraphQL and the REST lists: a client cannot double it by switching between them.
  const budget = new CostBudget(settings.graphqlCostPerMinute);
  await app.register(graphqlPlugin, {
    budget,
    db,
    settings,
    reports,
    comparisons,
    queue,
    cipher,
    yamlSecrets,
    storage,
  });
  await app.register(gitProviderWebhooks, {
    settings: settings.gitProviders,
    onPull: (repo, pull) => recordProviderPull(db, repo, pull),
    onDirectory: (event) => applyDirectoryEvent({ db, queue }, event),
    // A pull request comment mentioning the AI app with a command reaches Canopy's webhook too.
    onGitHubComment: async (payload) => {
      await applyCommentCommand({ db, ai: settings.ai, queue }, payload);
    },
  });
  const globalUploadToken =
    settings.globalUploadToken ?? (settings.production ? null : await developmentGlobalUploadToken(db));
  app.decorate('ingestion', { queue, storage, globalUploadToken });
  const routeDeps: RouteDeps = {
    db,
    settings,
    storage,
    queue,
    reports,
    comparisons,
    signingKey: secret,
    globalUploadToken,
    cipher,
    budget,
  };
  for (const area of AREAS) await area.routes?.register(app, routeDeps);
  const demoCoverage = demoSeeded && settings.demoCoverage;
  if (demoCoverage)
    await seedDemoCoverage(db, storage, queue, { mirrorDir: settings.gitProviders.mirrorDir, log: app.log });
  const stopSweeper = startUploadSweeper(db, storage, app.log);
  if (settings.embeddedWorker) {
    // This process is the only worker on its data, so jobs it left running before a restart are resumed.
    if (database.kind === 'pglite') await queue.releaseAll();
    queue.start();
    // Says when the demo's coverage, bundles and test results are processed: its pages are complete from then on.
    if (demoCoverage)
      void queue.idle(10 * 60_000).then(
        () => app.log.info(DEMO_PROCESSED),
        () => undefined,
      );
  }
  const stopSyncRefresh = settings.embeddedWorker
    ? startSyncRefresh({
        db,
        queue,
        services: Object.keys(settings.signIn),
        maxAgeMs: settings.syncRefreshMs,
        log: app.log,
      })
    : () => {};
  await registerWebApp(app, settings);

  app.addHook('onClose', async () => {
    stopSweeper();
    stopSyncRefresh();
    await queue.stop();
    await mergeThread?.close();
    await database.close();
  });
  return app;
}
