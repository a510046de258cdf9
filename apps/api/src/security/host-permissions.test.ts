import { createHmac } from 'node:crypto';
import { TokenCipher } from '../auth/oauth/token-cipher';
import { saveHostToken } from '../auth/oauth/oauth-token-store';
import { syncOwner } from '../modules/sync';
import type { StandInRepository } from '../testing/github-directory-host';
import { startOAuthHost, type OAuthHostStandIn } from '../testing/oauth-host';
import { describeEachBackend } from '../testing/test-database';
import { startSecurityServer, type SecurityFixture } from './fixture';
import { excerpt, type Finding, leakedMarkers, reportFindings } from './findings';
import { GRAPHQL_PROBES, probeVariables } from './graphql-probes';
import { createApiToken, type Persona, personaHeaders } from './personas';
import type { Target } from './targets';

const SECRET = 'host-permissions-hook';

/**
 * Access the git host grants, through the sync and its webhooks, for one person (margaret, a stranger to every
 * target until the host says otherwise): member without read, member with read, removed by a webhook, org admin.
 * Every GraphQL probe runs as her against every target; nothing she may not read may reach her.
 */
describeEachBackend('security: access the git host grants', (backend) => {
  let host: OAuthHostStandIn;
  let fixture: SecurityFixture;
  let margaret: Persona;
  /** Her personal API token: what the host grants her reaches it exactly as it reaches her session. */
  let margaretToken: Persona;
  let ownerid: number;
  let personServiceId: string;
  let canopy: { ownerid: number; serviceId: string };
  const repoIds: Record<string, string> = {};
  const cipher = new TokenCipher('host-permissions-test-secret');

  beforeAll(async () => {
    host = await startOAuthHost({
      kind: 'github',
      clientId: 'unused',
      clientSecret: 'unused',
      user: { id: 2004, username: 'margaret', name: 'Margaret Knight', email: 'margaret@example.com' },
    });
    fixture = await startSecurityServer(backend, { env: { CANOPY_GITHUB_WEBHOOK_SECRET: SECRET } });
    margaret = fixture.personas.find((persona) => persona.name === 'stranger')!;
    const apiToken = await createApiToken(fixture.server, margaret.cookie!, 'host permissions');
    margaretToken = {
      ...margaret,
      about: "margaret's API token",
      cookie: undefined,
      authorization: `Bearer ${apiToken}`,
    };
    const { db } = fixture.server.database;
    const person = await db
      .selectFrom('owners')
      .select(['ownerid', 'serviceId'])
      .where('username', '=', 'margaret')
      .executeTakeFirstOrThrow();
    ownerid = person.ownerid;
    personServiceId = person.serviceId;
    canopy = await db
      .selectFrom('owners')
      .select(['ownerid', 'serviceId'])
      .where('username', '=', 'canopy')
      .executeTakeFirstOrThrow();
    const repos = await db.selectFrom('repositories').select(['name', 'serviceId']).execute();
    for (const repo of repos) repoIds[repo.name] = repo.serviceId;
    const token = cipher.encrypt(host.issueAccessToken());
    await saveHostToken(db, {
      ownerid,
      service: 'github',
      accessToken: token,
      refreshToken: null,
      expiresAt: null,
      scope: 'repo',
    });
  });
  afterAll(async () => {
    await fixture?.server.close();
    await host?.close();
  });

  const org = () => ({ id: Number(canopy.serviceId), login: 'canopy' });
  const hostRepo = (name: string): StandInRepository => ({
    id: Number(repoIds[name]),
    owner: { id: Number(canopy.serviceId), login: 'canopy', type: 'Organization' },
    name,
    private: true,
    permissions: { admin: false, push: false, pull: true },
  });
  const sync = async () => {
    const outcome = await syncOwner(
      {
        db: fixture.server.database.db,
        cipher,
        signIn: { github: { clientId: 'x', clientSecret: 'x', webUrl: host.url, apiUrl: host.apiUrl } },
      },
      ownerid,
    );
    expect(outcome.kind).toBe('synced');
  };

  /** Runs every probe as margaret; `reads` are the targets she may read, `admin` whether she runs canopy. */
  async function findings(reads: readonly string[], admin: boolean): Promise<Finding[]> {
    const { server, targets } = fixture;
    const may = (target: Target) => reads.includes(target.repo);
    const readsOwner = (target: Target) =>
      targets.some((other) => other.owner === target.owner && may(other));
    const forbidden = targets.flatMap((target) => [
      ...(may(target) ? [] : [target.repo, target.tag, target.base, target.head, target.storagePath]),
      ...(may(target) ? [] : [target.uploadToken, target.graphToken]),
      ...(admin && target.owner === 'canopy' ? [] : [target.orgUploadToken]),
    ]);
    const found: Finding[] = [];
    for (const persona of [margaret, margaretToken])
      for (const target of targets)
        for (const probe of GRAPHQL_PROBES) {
          const response = await server.graphql(probe.query, {
            variables: probeVariables(target),
            headers: personaHeaders(persona),
          });
          const body = JSON.stringify(response);
          const report = (problem: string) =>
            found.push({ probe: `${probe.name} on ${target.key}`, persona, problem });
          const leaked = leakedMarkers(body, forbidden);
          if (leaked.length) report(`LEAK ${leaked.join(', ')}: ${excerpt(body)}`);
          else if (response.errors?.length) report(`errors: ${excerpt(JSON.stringify(response.errors))}`);
          // Owner-wide lists rightly show her other repositories of the owner: there the markers decide alone.
          else if (
            probe.audience === 'viewers' &&
            !may(target) &&
            !readsOwner(target) &&
            !probe.hidden(response.data, target)
          )
            report(`unexpected answer: ${excerpt(body)}`);
          else if (probe.audience === 'viewers' && may(target) && !probe.shown(response.data, target))
            report(`should see it: ${excerpt(body)}`);
        }
    return found;
  }

  async function isAdmin(): Promise<unknown> {
    const answer = await fixture.server.graphql(
      '{ owner(username: "canopy") { isAdmin isCurrentUserPartOfOrg } }',
      {
        headers: personaHeaders(margaret),
      },
    );
    return answer.data;
  }

  it('a member the host gives no read on a private repository sees none of it', async () => {
    host.directory.organizations = [{ ...org(), role: 'member' }];
    host.directory.repositories = [];
    await sync();
    expect(await isAdmin()).toEqual({ owner: { isAdmin: false, isCurrentUserPartOfOrg: true } });
    reportFindings('member without read', await findings([], false));
  });

  it('a member with read (and a seat) sees that repository and no other', async () => {
    host.directory.repositories = [hostRepo('api-server')];
    await sync();
    const { db } = fixture.server.database;
    await db
      .updateTable('owners')
      .set({
        planActivatedUsers: [
          ...(
            await db
              .selectFrom('owners')
              .select('planActivatedUsers')
              .where('ownerid', '=', canopy.ownerid)
              .executeTakeFirstOrThrow()
          ).planActivatedUsers,
          ownerid,
        ],
      })
      .where('ownerid', '=', canopy.ownerid)
      .execute();
    reportFindings('member with read', await findings(['api-server'], false));
  });

  it('an org admin on the host administers canopy, and still reads only what the host grants', async () => {
    host.directory.organizations = [{ ...org(), role: 'admin' }];
    await sync();
    expect(await isAdmin()).toEqual({ owner: { isAdmin: true, isCurrentUserPartOfOrg: true } });
    reportFindings('org admin', await findings(['api-server'], true));
  });

  it('removed from the organisation by a webhook, sees nothing at once', async () => {
    host.directory.rateLimit.remaining = 0; // no sync can run: the webhook alone must revoke
    const body = JSON.stringify({
      action: 'member_removed',
      membership: { user: { login: 'margaret', id: Number(personServiceId) }, role: 'admin' },
      organization: { login: 'canopy', id: Number(canopy.serviceId) },
    });
    const response = await fixture.server.app.inject({
      method: 'POST',
      url: '/webhooks/github',
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'organization',
        'x-hub-signature-256': `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`,
      },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(await isAdmin()).toEqual({ owner: { isAdmin: null, isCurrentUserPartOfOrg: false } });
    reportFindings('removed by a webhook', await findings([], false));
  });
});
