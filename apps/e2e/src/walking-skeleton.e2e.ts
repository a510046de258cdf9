// The composed product in a real browser: shell, lazily loaded remotes, real server, embedded database.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { GitProject, lcov } from './support/git-project.ts';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

interface Session {
  context: BrowserContext;
  page: Page;
  remoteRequests: string[];
  /** Requests to any origin other than the server: none are allowed (third-party services are unconfigured). */
  foreignRequests: string[];
  errors: string[];
}

async function openSession(): Promise<Session> {
  const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light' });
  const page = await context.newPage();
  const remoteRequests: string[] = [];
  const foreignRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== server.url) foreignRequests.push(req.url());
    if (url.pathname.startsWith('/mf/')) remoteRequests.push(url.pathname);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, remoteRequests, foreignRequests, errors };
}

const remotesLoaded = (requests: string[]) =>
  [...new Set(requests.map((p) => p.split('/')[2]))].filter(Boolean).sort();

async function signIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: /development/i }).click();
  await page.waitForURL(/\/(gh|github)\/canopy$/);
}

describe('a guest', () => {
  test('sees the login page on a fresh start, and no remote is fetched', async () => {
    const { page, context, remoteRequests } = await openSession();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Log in to Canopy' }).waitFor();
    assert.ok(await page.getByRole('link', { name: /development/i }).isVisible());
    assert.deepEqual(remotesLoaded(remoteRequests), []);
    await context.close();
  });

  test('gets the 404 page with a Log in button for an unknown owner', async () => {
    const { page, context } = await openSession();
    await page.goto('/gh/no-such-owner');
    await page.getByText('Error 404').waitFor();
    assert.ok(await page.getByText('Not found').first().isVisible());
    assert.ok(await page.getByRole('link', { name: 'Log in' }).first().isVisible());
    assert.ok(await page.getByText(/log in to view private repos/i).isVisible());
    await context.close();
  });
});

describe('a signed-in user', () => {
  test('lands on the owner page through the landing redirect and sees the seeded repositories', async () => {
    const { page, context, remoteRequests, foreignRequests, errors } = await openSession();
    await signIn(page);
    for (const name of ['Canopy demo', 'api-server', 'web-app']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    assert.deepEqual(remotesLoaded(remoteRequests), ['repo-mfe']);
    assert.deepEqual(errors, []);
    // Error reporting, flags and analytics are unconfigured: not one request leaves the server's origin.
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  test('loads a remote only when its route is first visited', async () => {
    const { page, context, remoteRequests } = await openSession();
    await signIn(page);
    await page.getByRole('link', { name: 'web-app', exact: true }).click();
    await page.waitForURL(/\/canopy\/web-app/);
    await page
      .getByRole('heading', { name: /web-app/ })
      .first()
      .waitFor();
    assert.deepEqual(remotesLoaded(remoteRequests), ['repo-mfe']);

    await page.goto('/account/gh/canopy');
    await page.waitForFunction(() => location.pathname.startsWith('/account/gh/canopy'));
    await page.getByRole('navigation', { name: /settings/i }).waitFor();
    assert.ok(remotesLoaded(remoteRequests).includes('account-mfe'));
    assert.ok(!remotesLoaded(remoteRequests).includes('plan-mfe'));
    await context.close();
  });

  test('keeps the theme across a reload', async () => {
    const { page, context } = await openSession();
    await signIn(page);
    const scheme = () =>
      page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    assert.equal(await scheme(), 'light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    assert.equal(await scheme(), 'dark');
    await page.reload();
    await page.getByRole('link', { name: 'web-app', exact: true }).waitFor();
    assert.equal(await scheme(), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await context.close();
  });

  test('sends an unknown path through the landing redirect and shows 404 for an unknown owner', async () => {
    const { page, context } = await openSession();
    await signIn(page);
    await page.goto('/gh');
    await page.waitForURL(/\/(gh|github)\/canopy$/);
    await page.goto('/gh/no-such-owner');
    await page.getByText('Error 404').waitFor();
    assert.ok(await page.getByRole('button', { name: 'Return to previous page' }).isVisible());
    assert.equal(await page.getByRole('link', { name: 'Log in' }).count(), 0);
    await context.close();
  });

  test('sees a section as unavailable when its remote cannot load, while the shell keeps working', async () => {
    const { page, context } = await openSession();
    await signIn(page);
    await page.route('**/mf/account-mfe/**', (route) => route.abort());
    await page.goto('/account/gh/canopy');
    await page.getByText('This section is unavailable').waitFor();
    // The shell is still alive around the failed section: its header works.
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await page.unroute('**/mf/account-mfe/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('navigation', { name: /settings/i }).waitFor();
    await page.goto('/gh/canopy');
    await page.getByRole('link', { name: 'web-app', exact: true }).waitFor();
    await context.close();
  });

  test('as staff, impersonates a user through the user query parameter', async () => {
    const { page, context } = await openSession();
    await signIn(page);
    await page.goto('/gh/canopy?user=grace');
    await page.getByText('Impersonating').first().waitFor();
    const cookies = await context.cookies();
    assert.equal(cookies.find((c) => c.name === 'staff_user')?.value, 'grace');
    await page.goto('/gh/canopy?user=');
    await page.getByRole('link', { name: 'web-app', exact: true }).waitFor();
    assert.equal(
      (await context.cookies()).find((c) => c.name === 'staff_user'),
      undefined,
    );
    assert.equal(await page.getByText('Impersonating').count(), 0);
    await context.close();
  });
});

describe("a repository's coverage set-up", () => {
  // Last in this file: the upload turns the seeded canopy/mobile from never set up into a repository with coverage.
  test('waits on /new for the first upload and shows its coverage when it arrives, without a reload', async () => {
    const { page, context, foreignRequests, errors } = await openSession();
    await signIn(page);
    await page.goto('/gh/canopy/mobile');
    // Never set up: its pages go to the set-up guide, which waits for the first upload.
    await page.waitForURL(/\/gh\/canopy\/mobile\/new$/);
    const status = page.getByTestId('first-upload');
    await status.waitFor();
    assert.equal(await status.getAttribute('data-state'), 'waiting');
    assert.equal(
      await page.getByRole('radio', { name: 'Using GitHub Actions' }).getAttribute('aria-checked'),
      'true',
    );
    // The snippets carry this server's address; the token comes from the page, as a person would copy it.
    const workflow = await page.getByRole('region', { name: 'GitHub Actions workflow' }).innerText();
    assert.ok(workflow.includes(`url: ${server.url}\n`), workflow);
    // The guide's own token field: an admin's upload-token banner above it shows the organisation's token too.
    const instructions = page.getByTestId('upload-instructions');
    const tokenField = instructions.getByTestId('upload-token');
    assert.match(await tokenField.innerText(), /^x+$/);
    await instructions.getByRole('button', { name: 'Show' }).click();
    const token = (await tokenField.innerText()).trim();
    assert.match(token, /^[0-9a-f-]{36}$/);

    // The starter codecov.yml passes this server's own check, with the command the page gives.
    const yaml = await page.getByRole('region', { name: 'codecov.yml' }).innerText();
    const validation = await fetch(`${server.url}/validate`, { method: 'POST', body: yaml });
    assert.match(await validation.text(), /^Valid!/);

    // The CLI guide is a tile away, with the same values.
    await page.getByRole('radio', { name: "Using Codecov's CLI" }).click();
    await page.waitForURL(/\/new\/other-ci$/);
    const cli = await page.getByRole('region', { name: 'canopy-cli upload command' }).innerText();
    assert.ok(
      cli.startsWith(`canopy-cli upload --url ${server.url} --git-service github -r canopy/mobile`),
      cli,
    );

    // A marker on the window: a reload would drop it.
    await page.evaluate(() => Object.assign(window, { __setUpPage: true }));
    const project = new GitProject(server, 'canopy', 'mobile', token);
    try {
      await project.init();
      project.write('src/app.kt', ['fun main() {', '  println("hi")', '}']);
      project.write('coverage/lcov.info', lcov({ 'src/app.kt': '1:1 2:1 3:0' }));
      await project.commitAll('first');
      await project.canopyCli('--file', 'coverage/lcov.info');
    } finally {
      project.remove();
    }

    // The page notices by itself, opens the overview and shows the coverage of the upload.
    await page.waitForURL(/\/gh\/canopy\/mobile$/, { timeout: 60_000 });
    await page
      .getByText(/2 of 3 lines covered/)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByTestId('file-explorer').waitFor();
    assert.equal(await page.evaluate(() => (window as { __setUpPage?: boolean }).__setUpPage), true);
    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });
});
