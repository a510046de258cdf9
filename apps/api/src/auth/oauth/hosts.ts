import type { OAuthClientSettings } from '../../config/sign-in-settings';
import type { Service } from '../../config/providers';
import { arrayAt, isObject, numberAt, textAt, valueAt } from '../../git-providers/json-fields';
import { callHost, type Fetch, SignInError } from './host-http';

/** The person a host says signed in. */
export interface HostProfile {
  serviceId: string;
  username: string;
  name: string | null;
  email: string | null;
  avatarUrl: string | null;
  /** A site admin of the host (GitHub `site_admin`, GitLab `is_admin`); only enterprise hosts make them staff. */
  siteAdmin: boolean;
}

/** What a token endpoint gave. */
export interface HostTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scope: string | null;
}

/** How one kind of git host does the authorization-code flow (RFC 6749 §4.1, with PKCE, RFC 7636). */
export interface OAuthHost {
  authorizePath: string;
  tokenPath: string;
  /** Scopes to ask for; `privateAccess` when the install or the person asked for private repositories. */
  scope(privateAccess: boolean): string;
  /** Bitbucket Cloud takes the client in HTTP Basic and its callback only from the consumer's settings. */
  bitbucketCloud?: boolean;
  profile(fetcher: Fetch, client: OAuthClientSettings, accessToken: string): Promise<HostProfile>;
}

const GITHUB_SCOPES = 'user:email,read:org,repo:status,write:repo_hook';

function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

function required(value: string | null, what: string): string {
  if (!value) throw new SignInError('profile_error', `the host's answer has no ${what}`);
  return value;
}

function idText(value: unknown, ...keys: string[]): string | null {
  const number = numberAt(value, ...keys);
  return number !== null ? String(number) : textAt(value, ...keys);
}

const github: OAuthHost = {
  authorizePath: '/login/oauth/authorize',
  tokenPath: '/login/oauth/access_token',
  scope: (privateAccess) => (privateAccess ? `${GITHUB_SCOPES},repo` : GITHUB_SCOPES),
  async profile(fetcher, client, token) {
    const headers = { ...bearer(token), accept: 'application/vnd.github+json' };
    const user = await callHost(fetcher, { url: `${client.apiUrl}/user`, headers, failure: 'profile_error' });
    let email = textAt(user, 'email');
    if (!email) {
      // A private address is only in /user/emails (scope user:email); without it the profile still signs in.
      const emails = await callHost(fetcher, {
        url: `${client.apiUrl}/user/emails`,
        headers,
        failure: 'profile_error',
      }).catch(() => []);
      const primary = (Array.isArray(emails) ? emails : []).find(
        (entry) => valueAt(entry, ['primary']) === true && valueAt(entry, ['verified']) !== false,
      );
      email = textAt(primary, 'email');
    }
    return {
      serviceId: required(idText(user, 'id'), 'id'),
      username: required(textAt(user, 'login'), 'login'),
      name: textAt(user, 'name'),
      email,
      avatarUrl: textAt(user, 'avatar_url'),
      siteAdmin: valueAt(user, ['site_admin']) === true,
    };
  },
};

const gitlab: OAuthHost = {
  authorizePath: '/oauth/authorize',
  tokenPath: '/oauth/token',
  scope: () => 'api',
  async profile(fetcher, client, token) {
    const user = await callHost(fetcher, {
      url: `${client.apiUrl}/user`,
      headers: bearer(token),
      failure: 'profile_error',
    });
    return {
      serviceId: required(idText(user, 'id'), 'id'),
      username: required(textAt(user, 'username'), 'username'),
      name: textAt(user, 'name'),
      email: textAt(user, 'email') ?? textAt(user, 'public_email'),
      avatarUrl: textAt(user, 'avatar_url'),
      siteAdmin: valueAt(user, ['is_admin']) === true,
    };
  },
};

const bitbucket: OAuthHost = {
  authorizePath: '/site/oauth2/authorize',
  tokenPath: '/site/oauth2/access_token',
  scope: () => 'account team repository',
  bitbucketCloud: true,
  async profile(fetcher, client, token) {
    const headers = bearer(token);
    const user = await callHost(fetcher, { url: `${client.apiUrl}/user`, headers, failure: 'profile_error' });
    const emails = await callHost(fetcher, {
      url: `${client.apiUrl}/user/emails`,
      headers,
      failure: 'profile_error',
    }).catch(() => null);
    const primary = arrayAt(emails, 'values').find(
      (entry) => valueAt(entry, ['is_primary']) === true && valueAt(entry, ['is_confirmed']) !== false,
    );
    // Bitbucket names accounts by a braced UUID; the reference server keeps it without the braces.
    const uuid = required(textAt(user, 'uuid'), 'uuid').replace(/^\{|\}$/g, '');
    return {
      serviceId: uuid,
      username: required(textAt(user, 'username') ?? textAt(user, 'nickname'), 'username'),
      name: textAt(user, 'display_name'),
      email: textAt(primary, 'email'),
      avatarUrl: textAt(user, 'links', 'avatar', 'href'),
      siteAdmin: false,
    };
  },
};

const bitbucketServer: OAuthHost = {
  authorizePath: '/rest/oauth2/latest/authorize',
  tokenPath: '/rest/oauth2/latest/token',
  // Repository admin covers reading and the webhooks that report uploads' commits.
  scope: () => 'PUBLIC_REPOS REPO_ADMIN',
  async profile(fetcher, client, token) {
    const headers = bearer(token);
    const whoami = await callHost(fetcher, {
      url: `${client.webUrl}/plugins/servlet/applinks/whoami`,
      headers,
      failure: 'profile_error',
      text: true,
    });
    const name = required(typeof whoami === 'string' ? whoami.trim() : null, 'user name');
    const user = await callHost(fetcher, {
      url: `${client.apiUrl}/users/${encodeURIComponent(name)}?avatarSize=64`,
      headers,
      failure: 'profile_error',
    });
    if (!isObject(user)) throw new SignInError('profile_error', 'the user answer is not an object');
    const avatar = textAt(user, 'avatarUrl');
    return {
      serviceId: required(idText(user, 'id'), 'id'),
      username: required(textAt(user, 'slug') ?? textAt(user, 'name'), 'slug'),
      name: textAt(user, 'displayName'),
      email: textAt(user, 'emailAddress'),
      // Relative avatar paths are below the install's address.
      avatarUrl: avatar && avatar.startsWith('/') ? `${client.webUrl}${avatar}` : avatar,
      siteAdmin: false,
    };
  },
};

export const OAUTH_HOSTS: Record<Service, OAuthHost> = {
  github,
  github_enterprise: github,
  gitlab,
  gitlab_enterprise: gitlab,
  bitbucket,
  bitbucket_server: bitbucketServer,
};

/** Reads a token endpoint's answer; GitHub reports a bad code with 200 and an `error` field. */
export function tokensFrom(answer: unknown, now: Date): HostTokens {
  const error = textAt(answer, 'error');
  const accessToken = textAt(answer, 'access_token');
  if (error || !accessToken)
    throw new SignInError(
      'token_error',
      `the token endpoint refused the code: ${error ?? 'no access_token'}`,
    );
  const expiresIn = numberAt(answer, 'expires_in');
  const scopes = valueAt(answer, ['scopes']);
  return {
    accessToken,
    refreshToken: textAt(answer, 'refresh_token'),
    expiresAt: expiresIn !== null ? new Date(now.getTime() + expiresIn * 1000) : null,
    scope: textAt(answer, 'scope') ?? (typeof scopes === 'string' ? scopes : null),
  };
}
