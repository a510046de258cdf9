/**
 * The runtime configuration served by the API as `window.configEnv` (docs/interfaces.md), typed and
 * defaulted. Values arrive as strings like environment variables; booleans and numbers are parsed leniently
 * ('true'/'1', '0.5'), and anything missing takes its default.
 */

export interface ConfigEnv {
  /** '' = same origin. */
  API_URL: string;
  BASE_URL: string;
  MARKETING_BASE_URL: string;
  /** @default 'canopy' */
  GH_APP: string;
  /** @default 'canopy-ai' */
  GH_APP_AI: string;
  /** 'enterprise' on a self-hosted install. */
  ENV: string;
  IS_SELF_HOSTED: boolean;
  IS_DEDICATED_NAMESPACE: boolean;
  HIDE_ACCESS_TAB: boolean;
  /** @default true */
  SUNBURST_ENABLED: boolean;
  /** @default true */
  DISPLAY_SELF_HOSTED_EXPIRATION_BANNER: boolean;
  ENTERPRISE_DEFAULT_PROVIDER: string;
  GHE_URL: string;
  GLE_URL: string;
  BBS_URL: string;
  /** Error reporting is off when empty. */
  SENTRY_DSN: string;
  SENTRY_ENVIRONMENT: string;
  /** @default 1 */
  SENTRY_TRACING_SAMPLE_RATE: number;
  /** @default 0.1 */
  SENTRY_PROFILING_SAMPLE_RATE: number;
  /** @default 0.1 */
  SENTRY_SESSION_SAMPLE_RATE: number;
  /** @default 1 */
  SENTRY_ERROR_SAMPLE_RATE: number;
  CANOPY_VERSION: string;
  /** LaunchDarkly client-side id; feature flags are off when empty. */
  LAUNCHDARKLY: string;
  /** A LaunchDarkly stand-in (tests): base, stream and events URL. */
  LAUNCHDARKLY_BASE_URL: string;
  /** Analytics are off when empty. */
  AMPLITUDE_API_KEY: string;
  /** An analytics stand-in (tests): the full URL events are posted to. */
  AMPLITUDE_SERVER_URL: string;
  /** @default 'production' */
  NODE_ENV: string;
  /** The development sign-in is offered. */
  DEV_LOGIN: boolean;
}

export type RawConfigEnv = Partial<Record<keyof ConfigEnv, unknown>> & Record<string, unknown>;

declare global {
  interface Window {
    configEnv?: RawConfigEnv;
  }
}

export const configEnvDefaults: Readonly<ConfigEnv> = Object.freeze({
  API_URL: '',
  BASE_URL: '',
  MARKETING_BASE_URL: '',
  GH_APP: 'canopy',
  GH_APP_AI: 'canopy-ai',
  ENV: '',
  IS_SELF_HOSTED: false,
  IS_DEDICATED_NAMESPACE: false,
  HIDE_ACCESS_TAB: false,
  SUNBURST_ENABLED: true,
  DISPLAY_SELF_HOSTED_EXPIRATION_BANNER: true,
  ENTERPRISE_DEFAULT_PROVIDER: '',
  GHE_URL: '',
  GLE_URL: '',
  BBS_URL: '',
  SENTRY_DSN: '',
  SENTRY_ENVIRONMENT: '',
  SENTRY_TRACING_SAMPLE_RATE: 1,
  SENTRY_PROFILING_SAMPLE_RATE: 0.1,
  SENTRY_SESSION_SAMPLE_RATE: 0.1,
  SENTRY_ERROR_SAMPLE_RATE: 1,
  CANOPY_VERSION: '',
  LAUNCHDARKLY: '',
  LAUNCHDARKLY_BASE_URL: '',
  AMPLITUDE_API_KEY: '',
  AMPLITUDE_SERVER_URL: '',
  NODE_ENV: 'production',
  DEV_LOGIN: false,
});

function toBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(text)) return true;
    if (['false', '0', 'no', 'off'].includes(text)) return false;
  }
  return fallback;
}

function toNumber(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

function toText(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return fallback;
}

/** Parses a raw configuration object; unknown keys are ignored, missing ones defaulted. */
export function parseConfigEnv(raw: RawConfigEnv | null | undefined): ConfigEnv {
  const source = raw ?? {};
  const result = { ...configEnvDefaults } as Record<keyof ConfigEnv, unknown>;
  for (const key of Object.keys(configEnvDefaults) as Array<keyof ConfigEnv>) {
    const fallback = configEnvDefaults[key];
    const value = source[key];
    if (value === undefined || value === null) continue;
    if (typeof fallback === 'boolean') result[key] = toBoolean(value, fallback);
    else if (typeof fallback === 'number') result[key] = toNumber(value, fallback);
    else result[key] = toText(value, fallback);
  }
  return Object.freeze(result) as ConfigEnv;
}

let cached: { raw: RawConfigEnv | undefined; parsed: ConfigEnv } | undefined;

/** The typed `window.configEnv` (the same object until `window.configEnv` is replaced). */
export function getConfigEnv(): ConfigEnv {
  const raw = typeof window === 'undefined' ? undefined : window.configEnv;
  if (!cached || cached.raw !== raw) cached = { raw, parsed: parseConfigEnv(raw) };
  return cached.parsed;
}

/** The typed runtime configuration in a component (it does not change while the page lives). */
export function useConfigEnv(): ConfigEnv {
  return getConfigEnv();
}

/** A self-hosted install: `IS_SELF_HOSTED`, or `ENV` set to 'enterprise' (spec §6). */
export function isSelfHosted(config: ConfigEnv = getConfigEnv()): boolean {
  return config.IS_SELF_HOSTED || config.ENV === 'enterprise';
}

/** A production build or deployment. */
export function isProduction(config: ConfigEnv = getConfigEnv()): boolean {
  return config.NODE_ENV === 'production' || config.ENV === 'production';
}
