import { startOAuthHost, type OAuthHostStandIn } from '../../testing/oauth-host';
import { type HostOrganization, type HostRepository, readAll } from '../directory';
import { ProviderError } from '../git-provider';
import { githubFailure, HostRateLimitedError, hostDirectory } from './index';

const org = (id: number, login: string, role: 'admin' | 'member') => ({ id, login, role });
const repo = (id: number, login: string, name: string, isPrivate: boolean, push = false) => ({
  id,
  owner: {
    id: login === 'ada' ? 7 : 100,
    login,
    type: login === 'ada' ? ('User' as const) : ('Organization' as const),
  },
  name,
  private: isPrivate,
  language: 'TypeScript',
  permissions: { admin: false, push, pull: true },
});

describe('GitHub directory client', () => {
  let host: OAuthHostStandIn;

  beforeEach(async () => {
    host = await startOAuthHost({
      kind: 'github',
      clientId: 'id',
      clientSecret: 'secret',
      user: { id: 7, username: 'ada', name: 'Ada', email: 'ada@example.com' },
      directory: {
        pageSize: 2,
        organizations: [
          org(100, 'canopy', 'admin'),
          org(101, 'friends', 'member'),
          org(102, 'later', 'member'),
          { ...org(103, 'invited', 'admin'), state: 'pending' },
        ],
        repositories: [
          repo(1, 'canopy', 'api', true, true),
          repo(2, 'canopy', 'web', false),
          repo(3, 'ada', 'notes', true, true),
          { ...repo(4, 'canopy', 'ops', true), permissions: { admin: true, push: true, pull: true } },
          { ...repo(5, 'canopy', 'none', true), permissions: { admin: false, push: false, pull: false } },
        ],
      },
    });
  });
  afterEach(() => host.close());

  const directory = () =>
    hostDirectory({ service: 'github', apiUrl: host.apiUrl, accessToken: host.issueAccessToken() });

  it('lists active memberships on every page, admins marked', async () => {
    const orgs: HostOrganization[] = await readAll(directory().organizations());
    expect(orgs.map((o) => [o.serviceId, o.username, o.isAdmin])).toEqual([
      ['100', 'canopy', true],
      ['101', 'friends', false],
      ['102', 'later', false],
    ]);
    expect(host.requests.filter((r) => r.startsWith('GET /api/v3/user/memberships/orgs'))).toHaveLength(2);
  });

  it('lists repositories with their owner and the permission the person holds', async () => {
    const repos: HostRepository[] = await readAll(directory().repositories());
    expect(
      repos.map((r) => [r.serviceId, r.owner.username, r.owner.isOrg, r.name, r.private, r.permission]),
    ).toEqual([
      ['1', 'canopy', true, 'api', true, 'write'],
      ['2', 'canopy', true, 'web', false, 'read'],
      ['3', 'ada', false, 'notes', true, 'write'],
      ['4', 'canopy', true, 'ops', true, 'admin'],
    ]);
    expect(repos[0]).toMatchObject({ defaultBranch: 'main', language: 'TypeScript' });
    expect(
      host.requests.some((r) => r.includes('affiliation=owner%2Ccollaborator%2Corganization_member')),
    ).toBe(true);
  });

  it('reads the rate limit', async () => {
    const limit = await directory().rateLimit();
    expect(limit).toEqual({ limit: 5000, remaining: 5000, resetAt: expect.any(Date) });
  });

  it('turns an exhausted rate limit into a rate-limited error with its reset time', async () => {
    host.directory.rateLimit = { limit: 5000, remaining: 0, reset: 2_000_000_000 };
    const failure = await readAll(directory().repositories()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HostRateLimitedError);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as HostRateLimitedError).resetAt).toEqual(new Date(2_000_000_000 * 1000));
    expect((failure as HostRateLimitedError).status).toBe(403);
  });

  it('waits for retry-after on a secondary limit (429), not for the primary window’s reset', async () => {
    host.directory.rateLimit = { limit: 5000, remaining: 4000, reset: 2_000_000_000 };
    host.directory.secondaryRateLimit = { retryAfter: 30 };
    try {
      const before = Date.now();
      const failure = await readAll(directory().organizations()).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HostRateLimitedError);
      expect((failure as HostRateLimitedError).status).toBe(429);
      const wait = (failure as HostRateLimitedError).resetAt.getTime() - before;
      expect(wait).toBeGreaterThanOrEqual(30_000);
      expect(wait).toBeLessThan(35_000);
    } finally {
      host.directory.secondaryRateLimit = null;
    }
  });

  it('waits a minute when the reset GitHub announces cannot be read', () => {
    const before = Date.now();
    const failure = githubFailure(
      { status: 403, response: { headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': 'soon' } } },
      'repositories',
    );
    expect(failure).toBeInstanceOf(HostRateLimitedError);
    const wait = (failure as HostRateLimitedError).resetAt.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(60_000);
    expect(wait).toBeLessThan(65_000);
  });

  it('reports a refused token as a provider error, not a rate limit', async () => {
    const refused = hostDirectory({ service: 'github', apiUrl: host.apiUrl, accessToken: 'stolen' });
    const failure = await readAll(refused.organizations()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).not.toBeInstanceOf(HostRateLimitedError);
    expect((failure as ProviderError).status).toBe(401);
  });

  it('serves GitHub Enterprise through the same client', async () => {
    const enterprise = hostDirectory({
      service: 'github_enterprise',
      apiUrl: host.apiUrl,
      accessToken: host.issueAccessToken(),
    });
    expect((await readAll(enterprise.organizations())).length).toBe(3);
  });
});
