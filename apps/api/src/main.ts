import { setFlagsFromString } from 'node:v8';
import { loadSettings, SettingsError } from './config/settings';
import { type Licence, licenceDaysLeft } from './config/licence';
import { isLoopbackHost } from './http/loopback';
import { DataDirLockedError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/database';
import { createServer } from './server';

/** An expired licence stops nothing: Canopy keeps serving and the licence banner asks for a new one. */
function logLicence(
  log: { info: (text: string) => void; warn: (text: string) => void },
  licence: Licence | null,
) {
  if (!licence) return;
  const until = licence.expires.toISOString().slice(0, 10);
  const days = licenceDaysLeft(licence);
  const text = `licence (CANOPY_LICENSE): ${licence.company}, ${licence.seats} seats, until ${until}`;
  if (days < 0) log.warn(`${text}: expired; Canopy keeps working, renew the licence`);
  else log.info(`${text} (${days} days left)`);
}

/** Starts Canopy: `npx tsx apps/api/src/main.ts` (see apps/api/README.md for the environment). */
async function main(): Promise<void> {
  let settings;
  try {
    settings = loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`Canopy cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // PGlite's WebAssembly is compiled once, by the optimising compiler, instead of by the baseline compiler as well:
  // about 30 MiB less code resident for a second or two more at start. Set here rather than on the command line,
  // which worker threads inherit and refuse.
  setFlagsFromString('--no-liftoff');
  const database = await openConfiguredDatabase(settings);
  const app = await createServer({ settings, database, logger: { level: settings.logLevel } });
  app.log.info(
    settings.databaseUrl
      ? 'database: PostgreSQL (DATABASE_URL)'
      : `database: embedded PGlite in ${settings.dataDir}`,
  );
  if (settings.devLogin) app.log.info('development sign-in is on: /login/dev?username=NAME');
  logLicence(app.log, settings.licence);
  if (!settings.production && !isLoopbackHost(settings.host))
    app.log.warn(
      `development mode is listening on ${settings.host}, reachable from other machines: ` +
        (settings.devLogin
          ? 'the development sign-in is on because CANOPY_DEV_LOGIN=true'
          : 'the development sign-in is off (it needs HOST=localhost or CANOPY_DEV_LOGIN=true)'),
    );
  if (!settings.publicUrl && !isLoopbackHost(settings.host))
    app.log.warn(
      'CANOPY_PUBLIC_URL is not set: upload links name localhost, which other machines cannot reach',
    );
  const { globalUploadToken } = app.ingestion;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  app.log.info(`Canopy is running at http://localhost:${port}`);
  // The same line unstructured, so a person starting the server sees where to go among the JSON logs.
  process.stdout.write(`\nCanopy is running at http://localhost:${port}\n\n`);
  if (globalUploadToken && !settings.globalUploadToken)
    process.stdout.write(
      `Global upload token (development; set CANOPY_GLOBAL_UPLOAD_TOKEN to choose one): ${globalUploadToken}\n` +
        `  npx codecov -u http://localhost:${port} -t ${globalUploadToken} -r OWNER/REPO -f coverage/lcov.info\n\n`,
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? `Canopy cannot start: ${error.message}` : error);
  process.exit(1);
});
