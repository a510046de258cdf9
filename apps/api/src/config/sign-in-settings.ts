import { BITBUCKET_API_URL } from '../git-providers/bitbucket';
import { GITHUB_API_URL } from '../git-providers/github';
import { type Env, envText, httpUrlValue } from './env-values';
import type { Service } from './providers';
import { SettingsError } from './settings-error';

/** One git host's OAuth application and where to reach the host. */
export interface OAuthClientSettings {
  clientId: string;
  clientSecret: string;
  /** The host's web address, where browsers authorize (https://github.com, https://gitlab.example.com). */
  webUrl: string;
  /** The host's API root (https://api.github.com, https://gitlab.example.com/api/v4). */
  apiUrl: string;
}

/** Providers with an OAuth application configured; the others are absent. */
export type SignInSettings = Partial<Record<Service, OAuthClientSettings>>;

interface HostVariables {
  /** Prefix of `<PREFIX>_CLIENT_ID` and `<PREFIX>_CLIENT_SECRET`. */
  client: string;
  /** Variables naming the web address, first set wins. */
  web: string[];
  /** Hosted services have a default address; self-hosted ones must name theirs. */
  defaultWeb?: string;
  /** Variable naming the API root. */
  api: string;
  /** The API root when the variable is unset: a fixed address, or a path below the web address. */
  defaultApi: { url: string } | { suffix: string };
}

/** Variable names as the install guide and `git-providers/config.ts` already use them. */
const HOSTS: Record<Service, HostVariables> = {
  github: {
    client: 'GITHUB',
    web: ['CANOPY_GITHUB_URL'],
    defaultWeb: 'https://github.com',
    api: 'CANOPY_GITHUB_API_URL',
    defaultApi: { url: GITHUB_API_URL },
  },
  gitlab: {
    client: 'GITLAB',
    web: ['CANOPY_GITLAB_URL'],
    defaultWeb: 'https://gitlab.com',
    api: 'CANOPY_GITLAB_API_URL',
    defaultApi: { suffix: '/api/v4' },
  },
  bitbucket: {
    client: 'BITBUCKET',
    web: ['CANOPY_BITBUCKET_URL'],
    defaultWeb: 'https://bitbucket.org',
    api: 'CANOPY_BITBUCKET_API_URL',
    defaultApi: { url: BITBUCKET_API_URL },
  },
  github_enterprise: {
    client: 'GITHUB_ENTERPRISE',
    web: ['GITHUB_ENTERPRISE_URL', 'GHE_URL'],
    api: 'CANOPY_GITHUB_ENTERPRISE_API_URL',
    defaultApi: { suffix: '/api/v3' },
  },
  gitlab_enterprise: {
    client: 'GITLAB_ENTERPRISE',
    web: ['GITLAB_ENTERPRISE_URL', 'GLE_URL'],
    api: 'CANOPY_GITLAB_ENTERPRISE_API_URL',
    defaultApi: { suffix: '/api/v4' },
  },
  bitbucket_server: {
    client: 'BITBUCKET_SERVER',
    web: ['BITBUCKET_SERVER_URL', 'BBS_URL'],
    api: 'CANOPY_BITBUCKET_SERVER_API_URL',
    defaultApi: { suffix: '/rest/api/1.0' },
  },
};

function clientOf(env: Env, service: Service): OAuthClientSettings | undefined {
  const host = HOSTS[service];
  const idName = `${host.client}_CLIENT_ID`;
  const secretName = `${host.client}_CLIENT_SECRET`;
  const clientId = envText(env, idName);
  const clientSecret = envText(env, secretName);
  if (!clientId && !clientSecret) return undefined;
  if (!clientId) throw new SettingsError(`${secretName} is set without ${idName}`);
  if (!clientSecret)
    throw new SettingsError(
      `${idName} is set, so ${secretName} is required (the OAuth application's secret)`,
    );
  const webName = host.web.find((name) => envText(env, name) !== undefined);
  const webText = webName ? envText(env, webName) : host.defaultWeb;
  if (!webText)
    throw new SettingsError(
      `${idName} is set, so ${host.web[0]} is required: the address of the install (for example https://git.example.com)`,
    );
  const webUrl = httpUrlValue(webName ?? host.web[0]!, webText);
  const apiText = envText(env, host.api);
  const apiUrl = apiText
    ? httpUrlValue(host.api, apiText)
    : 'url' in host.defaultApi
      ? host.defaultApi.url
      : `${webUrl}${host.defaultApi.suffix}`;
  return { clientId, clientSecret, webUrl, apiUrl };
}

/**
 * The OAuth applications of the environment. A client id without its secret, or a self-hosted provider without its
 * address, stops the start with a message naming the variable.
 */
export function signInSettingsFromEnv(env: Env): SignInSettings {
  const settings: SignInSettings = {};
  for (const service of Object.keys(HOSTS) as Service[]) {
    const client = clientOf(env, service);
    if (client) settings[service] = client;
  }
  return settings;
}

/** The install's own Okta (self-hosted): an extra sign-in at `/login/okta` for people who already have an account. */
export interface OktaLoginSettings {
  /** The Okta authorization server (https://example.okta.com or …/oauth2/default); discovery is read below it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const OKTA_VARIABLES = ['CANOPY_OKTA_ISSUER', 'CANOPY_OKTA_CLIENT_ID', 'CANOPY_OKTA_CLIENT_SECRET'] as const;

/**
 * CANOPY_OKTA_ISSUER, CANOPY_OKTA_CLIENT_ID and CANOPY_OKTA_CLIENT_SECRET, all or none. Plain http is taken only for
 * an issuer on this machine outside production (a stand-in).
 */
export function oktaLoginFromEnv(
  env: Env,
  { production, isLoopback }: { production: boolean; isLoopback: (host: string) => boolean },
): OktaLoginSettings | null {
  const [issuerText, clientId, clientSecret] = OKTA_VARIABLES.map((name) => envText(env, name));
  if (!issuerText && !clientId && !clientSecret) return null;
  const missing = OKTA_VARIABLES.filter((name) => !envText(env, name));
  if (missing.length > 0 || !issuerText || !clientId || !clientSecret)
    throw new SettingsError(
      `The install's Okta sign-in needs ${OKTA_VARIABLES.join(', ')}; ${missing.join(' and ')} missing`,
    );
  const issuer = httpUrlValue('CANOPY_OKTA_ISSUER', issuerText);
  const url = new URL(issuer);
  if (url.protocol !== 'https:' && (production || !isLoopback(url.hostname)))
    throw new SettingsError(`CANOPY_OKTA_ISSUER must be an https:// address, not "${issuerText}"`);
  return { issuer, clientId, clientSecret };
}
