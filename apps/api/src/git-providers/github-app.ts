import { sign } from 'node:crypto';
import type { GitHubAppSettings } from '../config/github-app-settings';
import { HostClient, segment, type TokenSource } from './provider-http';

/** GitHub refuses app JWTs that expire more than 10 minutes after they were issued. */
const JWT_LIFETIME_S = 540;
/** Issued a minute in the past, as GitHub advises, in case this clock is ahead of GitHub's. */
const CLOCK_DRIFT_S = 60;
/** A cached installation token is replaced this long before GitHub says it expires. */
const RENEW_BEFORE_MS = 60_000;

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** The RS256 JWT that authenticates as the app itself (only to ask for installation tokens). */
export function appJwt(app: GitHubAppSettings, now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iat: seconds - CLOCK_DRIFT_S,
      exp: seconds - CLOCK_DRIFT_S + JWT_LIFETIME_S,
      iss: app.appId,
    }),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), app.privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

interface InstallationToken {
  token: string;
  expiresAt: number;
}

/** A fetch of an installation's token, and the token once it came. */
interface CacheEntry {
  fetching: Promise<InstallationToken>;
  known?: InstallationToken;
}

/**
 * Installation access tokens of one GitHub App on one GitHub (`POST /app/installations/{id}/access_tokens`), each
 * kept until a minute before it expires. Requests made at once for the same installation share one fetch.
 */
export class InstallationTokens {
  private readonly cache = new Map<number, CacheEntry>();
  private readonly client: HostClient;

  constructor(
    private readonly app: GitHubAppSettings,
    apiUrl: string,
    host = 'GitHub',
    private readonly now: () => number = Date.now,
  ) {
    // A fresh JWT for every request, so there is nothing to forget when one is refused.
    const jwt: TokenSource = { token: async () => appJwt(this.app, new Date(this.now())), refused: () => {} };
    this.client = new HostClient(
      host,
      { apiUrl, token: '', tokenSource: jwt },
      { accept: 'application/vnd.github+json', 'user-agent': 'Canopy', 'x-github-api-version': '2022-11-28' },
    );
  }

  /** The token source a client uses for the repositories `installationId` covers. */
  forInstallation(installationId: number): TokenSource {
    return {
      token: () => this.token(installationId),
      refused: (token) => this.refused(installationId, token),
    };
  }

  private async token(installationId: number): Promise<string> {
    let entry = this.cache.get(installationId);
    if (entry?.known && entry.known.expiresAt - RENEW_BEFORE_MS <= this.now()) {
      this.cache.delete(installationId);
      entry = undefined;
    }
    if (!entry) {
      const fetching = this.fetch(installationId);
      const created: CacheEntry = { fetching };
      entry = created;
      this.cache.set(installationId, created);
      fetching.then(
        (known) => {
          created.known = known;
        },
        () => {
          if (this.cache.get(installationId) === created) this.cache.delete(installationId);
        },
      );
    }
    return (await entry.fetching).token;
  }

  /** GitHub no longer takes `token` (revoked, or the installation changed): the next request fetches another. */
  private refused(installationId: number, token: string): void {
    if (this.cache.get(installationId)?.known?.token === token) this.cache.delete(installationId);
  }

  private async fetch(installationId: number): Promise<InstallationToken> {
    const label = `app/installations/${installationId}/access_tokens`;
    const answer = await this.client.mustWrite({
      method: 'POST',
      path: `/app/installations/${segment(String(installationId))}/access_tokens`,
      label,
    });
    const { token, expires_at: expiresAt } = answer as { token?: unknown; expires_at?: unknown };
    const expires = typeof expiresAt === 'string' ? Date.parse(expiresAt) : NaN;
    if (typeof token !== 'string' || token === '' || Number.isNaN(expires))
      throw this.client.badAnswer(label);
    return { token, expiresAt: expires };
  }
}
