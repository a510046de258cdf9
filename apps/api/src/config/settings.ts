import { isLoopbackHost } from '../http/loopback';
import { type GitProviderSettings, gitProviderSettingsFromEnv } from '../git-providers';
import path from 'node:path';
import { SERVICES, type Service } from './providers';
import { type Env, envText, httpUrlValue } from './env-values';
import { SettingsError } from './settings-error';
import {
  type OktaLoginSettings,
  oktaLoginFromEnv,
  type SignInSettings,
  signInSettingsFromEnv,
} from './sign-in-settings';
import { type AccessSettings, accessSettingsFromEnv } from './access-settings';
import { type Licence, licenceFromEnv } from './licence';

export type Edition = 'self-hosted' | 'cloud';
export type RuntimeConfigValue = string | number | boolean;

export interface BillingSettings {
  stripeSecretKey: string;
  /** Null: webhooks are refused (nothing can prove they came from Stripe). */
  stripeWebhookSecret: string | null;
  /** Where the Stripe API answers, e.g. https://api.stripe.com. */
  stripeApiUrl: string;
}

export interface AiSettings {
  appName: string;
  /** Signs the AI app's webhook deliveries (CANOPY_GITHUB_AI_WEBHOOK_SECRET); without it its route answers 404. */
  webhookSecret: string | null;
  model: { apiUrl: string; apiKey: string | null; model: string } | null;
}

/** Everything the server reads from its environment, parsed once at start. */
export interface Settings {
  port: number;
  host: string;
  nodeEnv: string;
  production: boolean;
  edition: Edition;
  selfHosted: boolean;
  /** PGlite data folder, used when no DATABASE_URL is set. */
  dataDir: string;
  databaseUrl: string | null;
  /** Signs cookies; when null the server uses a secret generated once and kept in the database. */
  secret: string | null;
  /** Providers with an OAuth client configured. */
  loginServices: Service[];
  /** Each configured provider's OAuth client and addresses (GITHUB_CLIENT_ID, CANOPY_GITHUB_URL, …). */
  signIn: SignInSettings;
  /** The install's Okta sign-in (CANOPY_OKTA_ISSUER and its client); only a self-hosted install offers it. */
  oktaLogin: OktaLoginSettings | null;
  /**
   * Staff, the self-hosted seat limit, install admins and allowed organisations (CANOPY_STAFF, CANOPY_SEATS_LIMIT,
   * CANOPY_ADMINS, CANOPY_<PROVIDER>_ALLOWED_ORGS).
   */
  access: AccessSettings;
  /**
   * The self-hosted licence (CANOPY_LICENSE), verified at start against Canopy's key: its seats cap the seat limit
   * and its last day is `config.selfHostedLicense.expirationDate`. Null when none is installed.
   */
  licence: Licence | null;
  /**
   * The development sign-in (`/login/dev`) is offered: never in production or with a sign-in provider, and
   * otherwise only when the server listens on loopback or CANOPY_DEV_LOGIN=true says so.
   */
  devLogin: boolean;
  /** Where browsers and uploaders reach this server (CANOPY_PUBLIC_URL): the origin of every URL handed out. */
  publicUrl: string | null;
  /** Folder holding `apps/<app>/dist` of the built front end. */
  webRoot: string;
  /** Federation name → manifest URL overrides (CANOPY_REMOTES). */
  remotesOverride: Record<string, string>;
  /** `window.configEnv` served by /config.js. */
  runtimeConfig: Record<string, RuntimeConfigValue>;
  /**
   * The payment provider of the hosted edition: Stripe when STRIPE_SECRET_KEY is set (its webhooks signed with
   * STRIPE_WEBHOOK_SECRET, its API at CANOPY_STRIPE_API_URL, Stripe's own by default). Null: plan changes apply at
   * once and nothing is charged.
   */
  billing: BillingSettings | null;
  /**
   * Canopy AI: the GitHub app name (GH_APP_AI) and the OpenAI-compatible chat-completions endpoint that writes test
   * suggestions (CANOPY_AI_API_URL, CANOPY_AI_API_KEY, CANOPY_AI_MODEL). `model` is null when no endpoint is
   * configured: nothing is sent anywhere.
   */
  ai: AiSettings;
  enterpriseUrls: { github: string | null; gitlab: string | null; bitbucketServer: string | null };
  trustProxy: boolean;
  logLevel: string;
  version: string;
  /** Self-hosted global upload token (CANOPY_GLOBAL_UPLOAD_TOKEN); development generates one when unset. */
  globalUploadToken: string | null;
  /** Raw uploads and report blobs (CANOPY_STORAGE_DIR, default <data dir>/storage). */
  storageDir: string;
  /** Largest upload body accepted, in bytes (CANOPY_MAX_UPLOAD_BYTES). */
  maxUploadBytes: number;
  /** Largest size a compressed coverage file may expand to, in bytes (CANOPY_MAX_DECOMPRESSED_BYTES). */
  maxDecompressedBytes: number;
  /** Run processing jobs inside this process (CANOPY_EMBEDDED_WORKER, default true). */
  embeddedWorker: boolean;
  /**
   * People whose last sync with their git host is older than this are synced again (CANOPY_SYNC_REFRESH_HOURS,
   * default 24; 0 turns the refresh off). In milliseconds.
   */
  syncRefreshMs: number;
  /** Parse and merge uploads in a worker thread (CANOPY_PROCESSING_THREAD, default true). */
  processingThread: boolean;
  /** Upload demo coverage on the first start (CANOPY_DEMO_COVERAGE; default true, false under tests). */
  demoCoverage: boolean;
  /**
   * Git hosts and local mirrors used for pull requests, diffs and file contents (CANOPY_GITHUB_TOKEN, …; mirrors in
   * CANOPY_GIT_MIRROR_DIR, default <data dir>/git-mirrors).
   */
  gitProviders: GitProviderSettings;
  /** Largest cost of one GraphQL request (CANOPY_GRAPHQL_MAX_COST; see graphql/cost.ts). */
  graphqlMaxCost: number;
  /** GraphQL cost each client may spend a minute, per API process (CANOPY_GRAPHQL_COST_PER_MINUTE). */
  graphqlCostPerMinute: number;
  /** Resolvers not started this long after a GraphQL request arrived are not run (CANOPY_GRAPHQL_TIMEOUT_MS). */
  graphqlTimeoutMs: number;
}

export { SettingsError };

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = envText(env, name);
  if (value === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new SettingsError(`${name} must be true or false, not "${value}"`);
}

function numberValue(env: Env, name: string, fallback: number): number {
  const value = envText(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new SettingsError(`${name} must be a number, not "${value}"`);
  return parsed;
}

function parseRemotes(env: Env): Record<string, string> {
  const raw = envText(env, 'CANOPY_REMOTES');
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new SettingsError('CANOPY_REMOTES must be a JSON object of federation name → manifest URL');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new SettingsError('CANOPY_REMOTES must be a JSON object of federation name → manifest URL');
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  for (const [name, url] of entries) {
    if (typeof url !== 'string') throw new SettingsError(`CANOPY_REMOTES.${name} must be a string URL`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function parsePublicUrl(env: Env): string | null {
  const value = envText(env, 'CANOPY_PUBLIC_URL');
  return value ? httpUrlValue('CANOPY_PUBLIC_URL', value) : null;
}

/** The workspace root: four levels above this file (apps/api/src/config). */
function defaultWebRoot(): string {
  const here = typeof __dirname === 'string' ? __dirname : import.meta.dirname;
  return path.resolve(here, '../../../..');
}

/**
 * Parses the environment. Throws SettingsError with a readable message on a bad value, so that a
 * misconfigured server stops at start rather than misbehaving later.
 */
export function loadSettings(env: Env = process.env, cwd: string = process.cwd()): Settings {
  const nodeEnv = envText(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const editionText = envText(env, 'CANOPY_EDITION') ?? 'self-hosted';
  if (editionText !== 'self-hosted' && editionText !== 'cloud') {
    throw new SettingsError(`CANOPY_EDITION must be "self-hosted" or "cloud", not "${editionText}"`);
  }
  const edition: Edition = editionText;
  const selfHosted = edition === 'self-hosted';
  const signIn = signInSettingsFromEnv(env);
  const loginServices = SERVICES.filter((service) => signIn[service] !== undefined);
  const oktaLogin = oktaLoginFromEnv(env, { production, isLoopback: isLoopbackHost });
  const port = numberValue(env, 'PORT', 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new SettingsError(`PORT must be a port number`);
  // Development listens on this machine only: the development sign-in must never be reachable from elsewhere.
  const host = envText(env, 'HOST') ?? (production ? '0.0.0.0' : 'localhost');
  const devLogin =
    loginServices.length === 0 &&
    !oktaLogin &&
    !production &&
    flag(env, 'CANOPY_DEV_LOGIN', isLoopbackHost(host));
  const publicUrl = parsePublicUrl(env);
  if (production && !publicUrl && !isLoopbackHost(host))
    throw new SettingsError(
      'CANOPY_PUBLIC_URL must be set in production: the address browsers and uploaders use to reach Canopy ' +
        '(for example https://canopy.example.com); upload and download links are built from it',
    );
  const version = envText(env, 'CANOPY_VERSION') ?? '0.1.0';
  const enterpriseUrls = {
    github: envText(env, 'GITHUB_ENTERPRISE_URL') ?? envText(env, 'GHE_URL') ?? null,
    gitlab: envText(env, 'GITLAB_ENTERPRISE_URL') ?? envText(env, 'GLE_URL') ?? null,
    bitbucketServer: envText(env, 'BITBUCKET_SERVER_URL') ?? envText(env, 'BBS_URL') ?? null,
  };

  // Only these keys ever reach the browser (docs/interfaces.md); nothing else from the environment leaks.
  const runtimeConfig: Record<string, RuntimeConfigValue> = {
    API_URL: envText(env, 'API_URL') ?? '',
    BASE_URL: envText(env, 'BASE_URL') ?? '',
    MARKETING_BASE_URL: envText(env, 'MARKETING_BASE_URL') ?? '',
    GH_APP: envText(env, 'GH_APP') ?? 'canopy',
    GH_APP_AI: envText(env, 'GH_APP_AI') ?? 'canopy-ai',
    ENV: envText(env, 'ENV') ?? (selfHosted ? 'enterprise' : production ? 'production' : 'development'),
    IS_SELF_HOSTED: selfHosted,
    IS_DEDICATED_NAMESPACE: flag(env, 'IS_DEDICATED_NAMESPACE', false),
    HIDE_ACCESS_TAB: flag(env, 'HIDE_ACCESS_TAB', false),
    SUNBURST_ENABLED: flag(env, 'SUNBURST_ENABLED', true),
    DISPLAY_SELF_HOSTED_EXPIRATION_BANNER: flag(env, 'DISPLAY_SELF_HOSTED_EXPIRATION_BANNER', true),
    ENTERPRISE_DEFAULT_PROVIDER: envText(env, 'ENTERPRISE_DEFAULT_PROVIDER') ?? '',
    GHE_URL: enterpriseUrls.github ?? '',
    GLE_URL: enterpriseUrls.gitlab ?? '',
    BBS_URL: enterpriseUrls.bitbucketServer ?? '',
    SENTRY_DSN: envText(env, 'SENTRY_DSN') ?? '',
    SENTRY_ENVIRONMENT: envText(env, 'SENTRY_ENVIRONMENT') ?? '',
    SENTRY_TRACING_SAMPLE_RATE: numberValue(env, 'SENTRY_TRACING_SAMPLE_RATE', 1),
    SENTRY_PROFILING_SAMPLE_RATE: numberValue(env, 'SENTRY_PROFILING_SAMPLE_RATE', 0.1),
    SENTRY_SESSION_SAMPLE_RATE: numberValue(env, 'SENTRY_SESSION_SAMPLE_RATE', 0.1),
    SENTRY_ERROR_SAMPLE_RATE: numberValue(env, 'SENTRY_ERROR_SAMPLE_RATE', 1),
    CANOPY_VERSION: version,
    LAUNCHDARKLY: envText(env, 'LAUNCHDARKLY') ?? '',
    LAUNCHDARKLY_BASE_URL: envText(env, 'LAUNCHDARKLY_BASE_URL') ?? '',
    AMPLITUDE_API_KEY: envText(env, 'AMPLITUDE_API_KEY') ?? '',
    AMPLITUDE_SERVER_URL: envText(env, 'AMPLITUDE_SERVER_URL') ?? '',
    NODE_ENV: nodeEnv,
    DEV_LOGIN: devLogin,
  };

  const dataDir = path.resolve(cwd, envText(env, 'CANOPY_DATA_DIR') ?? '.canopy-data');
  const maxUploadBytes = numberValue(env, 'CANOPY_MAX_UPLOAD_BYTES', 256 * 1024 * 1024);
  const maxDecompressedBytes = numberValue(env, 'CANOPY_MAX_DECOMPRESSED_BYTES', 512 * 1024 * 1024);
  if (!(maxUploadBytes > 0) || !(maxDecompressedBytes > 0))
    throw new SettingsError('CANOPY_MAX_UPLOAD_BYTES and CANOPY_MAX_DECOMPRESSED_BYTES must be positive');
  const graphqlMaxCost = numberValue(env, 'CANOPY_GRAPHQL_MAX_COST', 25_000);
  const graphqlCostPerMinute = numberValue(env, 'CANOPY_GRAPHQL_COST_PER_MINUTE', 250_000);
  const graphqlTimeoutMs = numberValue(env, 'CANOPY_GRAPHQL_TIMEOUT_MS', 10_000);
  if (!(graphqlMaxCost > 0) || !(graphqlTimeoutMs > 0))
    throw new SettingsError('CANOPY_GRAPHQL_MAX_COST and CANOPY_GRAPHQL_TIMEOUT_MS must be positive');
  const syncRefreshHours = numberValue(env, 'CANOPY_SYNC_REFRESH_HOURS', 24);
  if (!(syncRefreshHours >= 0)) throw new SettingsError('CANOPY_SYNC_REFRESH_HOURS must be 0 or more');
  // A smaller budget would refuse the largest request for ever.
  if (!(graphqlCostPerMinute >= graphqlMaxCost))
    throw new SettingsError('CANOPY_GRAPHQL_COST_PER_MINUTE must be at least CANOPY_GRAPHQL_MAX_COST');

  return {
    port,
    host,
    nodeEnv,
    production,
    edition,
    selfHosted,
    dataDir,
    databaseUrl: envText(env, 'DATABASE_URL') ?? null,
    secret: envText(env, 'CANOPY_SECRET') ?? null,
    loginServices,
    signIn,
    oktaLogin,
    access: accessSettingsFromEnv(env),
    licence: licenceFromEnv(env, { production }),
    devLogin,
    publicUrl,
    webRoot: path.resolve(cwd, envText(env, 'CANOPY_WEB_ROOT') ?? defaultWebRoot()),
    remotesOverride: parseRemotes(env),
    runtimeConfig,
    billing: billingSettingsFromEnv(env),
    ai: aiSettingsFromEnv(env),
    enterpriseUrls,
    trustProxy: flag(env, 'TRUST_PROXY', false),
    logLevel: envText(env, 'LOG_LEVEL') ?? 'info',
    version,
    globalUploadToken: envText(env, 'CANOPY_GLOBAL_UPLOAD_TOKEN') ?? null,
    storageDir: path.resolve(cwd, envText(env, 'CANOPY_STORAGE_DIR') ?? path.join(dataDir, 'storage')),
    maxUploadBytes,
    maxDecompressedBytes,
    embeddedWorker: flag(env, 'CANOPY_EMBEDDED_WORKER', true),
    syncRefreshMs: syncRefreshHours * 3_600_000,
    processingThread: flag(env, 'CANOPY_PROCESSING_THREAD', true),
    demoCoverage: flag(env, 'CANOPY_DEMO_COVERAGE', nodeEnv !== 'test'),
    // A folder of the data dir holds mirrors unless another is named: the demo repository's mirror is made there.
    gitProviders: gitProviderSettingsFromEnv(env, path.join(dataDir, 'git-mirrors')),
    graphqlMaxCost,
    graphqlCostPerMinute,
    graphqlTimeoutMs,
  };
}

function billingSettingsFromEnv(env: NodeJS.ProcessEnv): BillingSettings | null {
  const stripeSecretKey = envText(env, 'STRIPE_SECRET_KEY');
  if (!stripeSecretKey) return null;
  const stripeApiUrl = envText(env, 'CANOPY_STRIPE_API_URL') ?? 'https://api.stripe.com';
  try {
    new URL(stripeApiUrl);
  } catch {
    throw new SettingsError(`CANOPY_STRIPE_API_URL must be a URL, not "${stripeApiUrl}"`);
  }
  return {
    stripeSecretKey,
    stripeWebhookSecret: envText(env, 'STRIPE_WEBHOOK_SECRET') ?? null,
    stripeApiUrl,
  };
}

function aiSettingsFromEnv(env: NodeJS.ProcessEnv): AiSettings {
  const appName = envText(env, 'GH_APP_AI') ?? 'canopy-ai';
  const webhookSecret = envText(env, 'CANOPY_GITHUB_AI_WEBHOOK_SECRET') ?? null;
  const apiUrl = envText(env, 'CANOPY_AI_API_URL');
  if (!apiUrl) return { appName, webhookSecret, model: null };
  try {
    new URL(apiUrl);
  } catch {
    throw new SettingsError(`CANOPY_AI_API_URL must be a URL, not "${apiUrl}"`);
  }
  return {
    appName,
    webhookSecret,
    model: {
      apiUrl,
      apiKey: envText(env, 'CANOPY_AI_API_KEY') ?? null,
      model: envText(env, 'CANOPY_AI_MODEL') ?? 'gpt-4o-mini',
    },
  };
}
