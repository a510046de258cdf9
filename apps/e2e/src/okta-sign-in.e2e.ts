// Okta per organisation in a real browser: the organisation's admin enforces its Okta, a member who signs in with
// GitHub sees the banner and no private repository until they authenticate at the organisation's Okta (a loopback
// OpenID Connect issuer that approves every sign-in).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import {
  logInAsNewPerson,
  rememberPrivateRepositories,
  startOAuthHost,
  type RunningOAuthHost,
} from './support/oauth-host.ts';
import { startOktaIssuer, type RunningOktaIssuer } from './support/okta-issuer.ts';
import { expectRepositories } from './support/repositories.ts';
import { restartWithDatabaseChanges } from './support/stopped-server-database.ts';

const ADMIN = { id: 4100, username: 'lauren', name: 'Lauren Olamina', email: 'lauren@example.com' };
const MEMBER = { id: 4242, username: 'octavia', name: 'Octavia Butler', email: 'octavia@example.com' };
const ORG = { id: 500, login: 'parable', type: 'Organization' };

/** The organisation as GitHub shows it to a person: its private and its public repository, and their role. */
const directory = (role: 'admin' | 'member') => {
  const permissions = { admin: role === 'admin', push: role === 'admin', pull: true };
  return {
    organizations: [{ id: ORG.id, login: ORG.login, role }],
    repositories: [
      { id: 10, owner: ORG, name: 'sower', private: true, permissions },
      { id: 12, owner: ORG, name: 'public-web', private: false, permissions },
    ],
  };
};

let github: RunningOAuthHost;
let okta: RunningOktaIssuer;
let server: RunningServer;
let browser: Browser;

before(async () => {
  [github, okta] = await Promise.all([
    startOAuthHost({
      kind: 'github',
      clientId: 'e2e-client',
      clientSecret: 'e2e-secret',
      user: ADMIN,
      directory: directory('admin'),
    }),
    startOktaIssuer(),
  ]);
  const env = {
    CANOPY_EDITION: 'cloud',
    GITHUB_CLIENT_ID: 'e2e-client',
    GITHUB_CLIENT_SECRET: 'e2e-secret',
    CANOPY_GITHUB_URL: github.url,
    CANOPY_GITHUB_API_URL: github.apiUrl,
  };
  // Parable is on the enterprise plan, which Okta needs, before anyone signs in.
  server = await restartWithDatabaseChanges(await startServer(env), env, [
    {
      sql: `insert into owners (service, service_id, username, name, is_org, plan, plan_user_count)
            values ('github', $1, $2, 'Parable', true, 'users-enterprisey', 10)`,
      params: [String(ORG.id), ORG.login],
    },
  ]);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([github?.stop(), okta?.stop()]);
});

describe('Okta per organisation', () => {
  test('the admin enforces the organisation’s Okta', async () => {
    const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light' });
    const page = await context.newPage();
    await logInAsNewPerson(
      page,
      { display: 'GitHub', short: 'gh', username: ADMIN.username },
      { privateRepositories: true },
    );
    await page.goto(`/gh/${ORG.login}`);
    await expectRepositories(page, ['public-web', 'sower']);
    const saved = await page.evaluate(
      async (input) => {
        const response = await fetch('/graphql/gh', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: `mutation($input: SaveOktaConfigInput!) {
              saveOktaConfig(input: $input) { error { __typename } } }`,
            variables: { input },
          }),
        });
        return response.json();
      },
      {
        orgUsername: ORG.login,
        clientId: 'parable-okta',
        clientSecret: 'parable-okta-secret',
        url: okta.url,
        enabled: true,
        enforced: true,
      },
    );
    assert.deepEqual(saved, { data: { saveOktaConfig: { error: null } } });
    await context.close();
  });

  test('a member sees no private repository until they sign in with the organisation’s Okta', async () => {
    await github.setUser(MEMBER);
    await github.setDirectory(directory('member'));
    const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light' });
    const page = await context.newPage();
    await logInAsNewPerson(
      page,
      { display: 'GitHub', short: 'gh', username: MEMBER.username },
      { privateRepositories: true },
    );
    await page.goto(`/gh/${ORG.login}`);
    await expectRepositories(page, ['public-web']);
    const banner = page.getByTestId('okta-banners');
    await banner.getByText(`Single sign-on has been enabled for ${ORG.login}`).waitFor();
    await banner.getByText(`${ORG.login} requires signing in with Okta`).waitFor();

    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(new URL(request.url()).origin);
    });
    await banner.getByRole('link', { name: 'Authenticate' }).click();
    await page.waitForURL(`${server.url}/gh/${ORG.login}`);
    assert.ok(visited.includes(okta.url), 'the browser went through the Okta stand-in');
    await expectRepositories(page, ['public-web', 'sower']);
    assert.equal(await page.getByTestId('okta-banners').count(), 0);
    await context.close();
  });

  test('an Okta sign-in that comes back refused says why', async () => {
    const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light' });
    // GitHub grants the private repository: only Okta stands in the way.
    await rememberPrivateRepositories(context, server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Log in with GitHub', exact: true }).click();
    await page.waitForURL(`${server.url}/gh/${MEMBER.username}`);
    await page.goto(`/gh/${ORG.login}?error=access_denied`);
    const banner = page.getByTestId('okta-banners');
    await banner.getByText('Okta sign-in failed').waitFor();
    await banner
      .getByText(
        'The resource owner or authorization server denied the request. Please reach out to your administrator.',
      )
      .waitFor();
    // A new session has not signed in with Okta: the private repository stays hidden.
    await expectRepositories(page, ['public-web']);
    await context.close();
  });
});
