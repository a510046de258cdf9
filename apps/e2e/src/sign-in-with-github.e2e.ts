// Sign-in with a git host in a real browser: the server configured for GitHub against a loopback stand-in, which
// grants scopes as GitHub does (private repositories only with `repo`, asked for through `/login/gh?private=true`).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { logInAsNewPerson, startOAuthHost, type RunningOAuthHost } from './support/oauth-host.ts';
import { expectRepositories } from './support/repositories.ts';

const USER = { id: 4242, username: 'octavia', name: 'Octavia Butler', email: 'octavia@example.com' };
const READER = { id: 4343, username: 'ursula', name: 'Ursula K. Le Guin', email: 'ursula@example.com' };
const ORG = { id: 500, login: 'parable', type: 'Organization' };
const read = { admin: false, push: false, pull: true };
// GitHub lists the private one only to a token with the `repo` scope.
const DIRECTORY = {
  organizations: [{ id: ORG.id, login: ORG.login, role: 'member' }],
  repositories: [
    { id: 10, owner: ORG, name: 'sower', private: true, permissions: read },
    { id: 12, owner: ORG, name: 'public-web', private: false, permissions: read },
  ],
};

let host: RunningOAuthHost;
let server: RunningServer;
let browser: Browser;

before(async () => {
  host = await startOAuthHost({
    kind: 'github',
    clientId: 'e2e-client',
    clientSecret: 'e2e-secret',
    user: USER,
    directory: DIRECTORY,
  });
  server = await startServer({
    CANOPY_EDITION: 'cloud',
    GITHUB_CLIENT_ID: 'e2e-client',
    GITHUB_CLIENT_SECRET: 'e2e-secret',
    CANOPY_GITHUB_URL: host.url,
    CANOPY_GITHUB_API_URL: host.apiUrl,
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await host?.stop();
});

describe('sign-in with GitHub', () => {
  test('the login page sends the browser to GitHub, which sends it back signed in on its owner page', async () => {
    const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light' });
    const page = await context.newPage();
    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(new URL(request.url()).origin);
    });
    await page.goto('/login');
    const button = page.getByRole('link', { name: 'Log in with GitHub' });
    await button.waitFor();
    assert.match((await button.getAttribute('href')) ?? '', /^\/login\/gh\?to=/);
    await button.click();
    await page.waitForURL(`${server.url}/gh/${USER.username}`);
    assert.ok(visited.includes(host.url), 'the browser went through the GitHub stand-in');

    const me = await page.evaluate(async () => {
      const response = await fetch('/graphql/gh', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { user { username name } } }' }),
      });
      return response.json();
    });
    assert.deepEqual(me.data, { me: { user: { username: USER.username, name: USER.name } } });
    const cookies = await context.cookies();
    assert.ok(cookies.some((cookie) => cookie.name === 'canopy_session' && cookie.httpOnly));
    await context.close();
  });

  test('a person who denies consent comes back to the login page, not signed in', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    // GitHub sends a person who clicks Cancel back to the callback with error=access_denied.
    await page.goto('/login/gh?error=access_denied&state=whatever');
    await page.waitForURL(/\/login\?error=access_denied&provider=gh$/);
    await page.getByRole('heading', { name: 'Log in to Canopy' }).waitFor();
    assert.ok(!(await context.cookies()).some((cookie) => cookie.name === 'canopy_session'));
    await context.close();
  });

  test('a session ended elsewhere sends the next page visit to the login page with the session-expired banner', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Log in with GitHub' }).click();
    await page.waitForURL(`${server.url}/gh/${USER.username}`);
    // Signed out from another tab or device: the browser still holds the cookie of a session that is gone.
    const cookie = (await context.cookies()).find((entry) => entry.name === 'canopy_session')!;
    const signOut = await fetch(`${server.url}/logout`, {
      method: 'POST',
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    assert.equal(signOut.status, 205);
    await page.goto(`/gh/${USER.username}`);
    await page.waitForURL(/\/login\?expired&to=%2Fgh%2Foctavia$/);
    await page.getByText('Your session has expired. Please log in again to continue.').waitFor();
    assert.ok(!(await context.cookies()).some((entry) => entry.name === 'canopy_session'));
    await context.close();
  });
  test('when GitHub rate-limits the sync, the owner page says so in place of Resync', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await logInAsNewPerson(page, { display: 'GitHub', short: 'gh', username: USER.username });
    const resync = page.getByRole('button', { name: 'Resync' });
    await resync.waitFor();

    // GitHub has no calls left for the person's token for the next hour.
    const reset = Math.floor(Date.now() / 1000) + 3600;
    await host.setDirectory({ ...DIRECTORY, rateLimit: { limit: 5000, remaining: 0, reset } });
    try {
      await resync.click();
      const note = page.getByRole('link', { name: 'GitHub rate limits.' });
      await note.waitFor({ timeout: 20_000 });
      assert.equal(
        await note.getAttribute('href'),
        'https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api',
      );
      assert.match(
        await page.locator('p', { hasText: 'Not seeing a repository?' }).innerText(),
        /Not seeing a repository\? It may be due to GitHub rate limits\./,
      );
      assert.equal(await resync.count(), 0);
      // The server holds the flag: a fresh visit shows the note straight away.
      await page.reload();
      await note.waitFor();
    } finally {
      await host.setDirectory(DIRECTORY);
    }
    await context.close();
  });

  test('a person who granted public repositories only is offered private ones, and sees them after granting', async () => {
    const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light' });
    const page = await context.newPage();
    // Someone GitHub has not rate-limited (the test above leaves Octavia limited until the reset it announced).
    await host.setUser(READER);
    await logInAsNewPerson(page, { display: 'GitHub', short: 'gh', username: READER.username });
    await page.goto(`/gh/${ORG.login}`);
    await expectRepositories(page, ['public-web']);
    await page.getByText('Public repositories only.').waitFor();
    const addPrivate = page.getByRole('link', { name: 'Add private repositories' });
    assert.equal(
      await addPrivate.getAttribute('href'),
      `/login/gh?private=true&to=${encodeURIComponent(`/gh/${ORG.login}`)}`,
    );

    // Through the server's sign-in and GitHub's consent again, back on the same page.
    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(new URL(request.url()).origin);
    });
    await addPrivate.click();
    await page.waitForURL(`${server.url}/gh/${ORG.login}`);
    assert.ok(visited.includes(host.url), 'the browser went through the GitHub stand-in');
    await expectRepositories(page, ['public-web', 'sower']);
    const badges = await page.getByTestId('repo-name').filter({ hasText: 'Private' }).allInnerTexts();
    assert.deepEqual(
      badges.map((text) => text.split('\n')[0]),
      ['sower'],
    );
    assert.equal(await page.getByRole('link', { name: 'Add private repositories' }).count(), 0);
    assert.equal(await page.getByText('Public repositories only.').count(), 0);
    await context.close();
  });
});
