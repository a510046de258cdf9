import { toCamelCase } from '@canopy/api-client';
import type { LDClient, LDContext, LDFlagSet } from 'launchdarkly-js-client-sdk';
import type { ConfigEnv } from '../config/config-env';

export type Flags = Record<string, unknown>;

/** The user the flag service is told about once signed in. */
export interface FlagsUser {
  /** A stable id: the owner id of the signed-in user. */
  key: string;
  name?: string | null;
  email?: string | null;
  /** Extra attributes to target on (service, plan …). */
  attributes?: Record<string, string | number | boolean | null | undefined>;
}

export interface FlagsClient {
  /** False when `LAUNCHDARKLY` is not configured: every flag is its default and nothing reaches the network. */
  readonly enabled: boolean;
  /** Current flags: keys camel-cased, keys beginning with `$` left out. */
  getFlags(): Flags;
  subscribe(listener: () => void): () => void;
  /** Switches from the anonymous context to `user`; a no-op when it is already the identified one. */
  identify(user: FlagsUser): Promise<void>;
}

/** LaunchDarkly flag set → our flags: `$`-prefixed keys dropped, keys camel-cased (`canopy-ai` → `canopyAi`). */
export function normalizeFlags(flagSet: LDFlagSet | null | undefined): Flags {
  const flags: Flags = {};
  for (const [key, value] of Object.entries(flagSet ?? {})) {
    if (key.startsWith('$')) continue;
    flags[toCamelCase(key)] = value;
  }
  return flags;
}

export const anonymousContext: LDContext = { kind: 'user', key: 'anonymous', anonymous: true };

export function userContext(user: FlagsUser): LDContext {
  const context: Record<string, unknown> = { kind: 'user', key: user.key };
  if (user.name) context['name'] = user.name;
  if (user.email) context['email'] = user.email;
  for (const [name, value] of Object.entries(user.attributes ?? {})) {
    if (value !== undefined && value !== null) context[name] = value;
  }
  return context as LDContext;
}

const noFlags: Flags = Object.freeze({});

/** The client used when no flag service is configured: defaults only, no network. */
export const disabledFlagsClient: FlagsClient = Object.freeze({
  enabled: false,
  getFlags: () => noFlags,
  subscribe: () => () => undefined,
  identify: () => Promise.resolve(),
});

function launchDarklyOptions(baseUrl: string) {
  if (!baseUrl) return {};
  const url = baseUrl.replace(/\/+$/, '');
  // A local stand-in answers all three services at one address.
  return { baseUrl: url, streamUrl: url, eventsUrl: url };
}

/**
 * The feature-flag client. With `LAUNCHDARKLY` set, the LaunchDarkly SDK is loaded and started with an
 * anonymous context (and `LAUNCHDARKLY_BASE_URL` as its base, stream and events URL when set); without it
 * nothing is loaded and every flag keeps its default.
 */
export function initFeatureFlags(config: ConfigEnv): FlagsClient {
  if (!config.LAUNCHDARKLY) return disabledFlagsClient;

  const listeners = new Set<() => void>();
  let flags: Flags = noFlags;
  let identifiedKey: string | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const update = (client: LDClient) => {
    flags = normalizeFlags(client.allFlags());
    notify();
  };

  const ready: Promise<LDClient | undefined> = import('launchdarkly-js-client-sdk')
    .then(({ initialize }) => {
      const client = initialize(
        config.LAUNCHDARKLY,
        anonymousContext,
        launchDarklyOptions(config.LAUNCHDARKLY_BASE_URL),
      );
      client.on('ready', () => update(client));
      client.on('change', () => update(client));
      return client;
    })
    .catch((error: unknown) => {
      console.error(error);
      return undefined;
    });

  return {
    enabled: true,
    getFlags: () => flags,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async identify(user) {
      if (identifiedKey === user.key) return;
      identifiedKey = user.key;
      const client = await ready;
      if (!client) return;
      try {
        await client.identify(userContext(user));
        update(client);
      } catch (error) {
        // The flags stay as they were (defaults at worst); a later identify may try again.
        identifiedKey = undefined;
        console.warn(error);
      }
    },
  };
}
