// Spec §2 routes and §8 error pages that a browser walk found wrong, on the real server: the commit page's file
// form, /plan/{provider}, unknown paths under a repository and under no provider, /flags/{branch}, and the
// self-hosted 401 page's link.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { DEMO_PROCESSED } from './support/demo.ts';
import { signedIn } from './support/dev-login.ts';

let hosted: RunningServer;
let selfHosted: RunningServer;
let browser: Browser;

before(async () => {
  [hosted, selfHosted] = await Promise.all([
    startServer({ CANOPY_EDITION: 'cloud', CANOPY_DEMO_COVERAGE: 'true' }, { waitForLog: DEMO_PROCESSED }),
    startServer(),
  ]);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await Promise.all([hosted?.stop(), selfHosted?.stop()]);
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The demo repository's default branch and its head commit, as the signed-in page's own GraphQL answers them. */
async function demoHead(page: Page): Promise<{ branch: string; sha: string }> {
  const repo = `owner(username: "canopy") { repository(name: "demo") { ... on Repository`;
  const ask = async <T>(query: string): Promise<T> => {
    const response = await page.request.post('/graphql/gh', { data: { query } });
    assert.equal(response.status(), 200);
    return ((await response.json()) as { data: T }).data;
  };
  type Repo<T> = { owner: { repository: T } };
  const { owner } = await ask<Repo<{ defaultBranch: string }>>(`{ ${repo} { defaultBranch } } } }`);
  const branch = owner.repository.defaultBranch;
  // The demo's coverage is processed after the server starts: wait for the head's report.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const head = await ask<Repo<{ branch: { head: { commitid: string; coverageAnalytics: unknown } } }>>(
      `{ ${repo} { branch(name: ${JSON.stringify(branch)}) { head { commitid
        coverageAnalytics { totals { percentCovered } } } } } } } }`,
    );
    const { commitid, coverageAnalytics } = head.owner.repository.branch.head;
    if (coverageAnalytics) return { branch, sha: commitid };
    assert.ok(Date.now() < deadline, 'the demo coverage was not processed in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('hosted edition', () => {
  test('/commit/{sha}/{path} shows the file, as /commit/{sha}/blob/{path} does', async () => {
    const { context, page, errors } = await signedIn(browser, hosted.url, 'ada', '/gh/canopy/demo', {
      arrive: true,
    });
    const { sha } = await demoHead(page);
    const filePath = 'src/server.ts';

    await page.goto(`/gh/canopy/demo/commit/${sha}/${filePath}`);
    const crumbs = page.getByRole('navigation', { name: 'File path' });
    await crumbs.waitFor({ timeout: 60_000 });
    const fileName = decodeURIComponent(filePath.split('/').at(-1)!);
    await crumbs.getByText(fileName, { exact: true }).waitFor();
    assert.equal(pathOf(page), `/gh/canopy/demo/commit/${sha}/${filePath}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('/plan/{provider} takes the landing redirect to the owner page', async () => {
    const { context, page } = await signedIn(browser, hosted.url, 'ada', '/gh/canopy', { arrive: true });
    await page.goto('/plan/gh');
    await page.waitForURL((url) => url.pathname === '/gh/canopy');
    // `to=plan` still opens the plan page.
    await page.goto('/gh?to=plan');
    await page.waitForURL((url) => url.pathname === '/plan/gh/canopy');
    await context.close();
  });

  test('an unknown path under a repository takes the landing redirect', async () => {
    const { context, page } = await signedIn(browser, hosted.url, 'ada', '/gh/canopy', { arrive: true });
    await page.goto('/gh/canopy/demo/nosuchtab/x/y/z');
    await page.waitForURL((url) => url.pathname === '/gh/canopy');
    await context.close();
  });

  test('a guest on a path that names no provider goes to log in, and nothing asks /graphql/{non-provider}', async () => {
    const context = await browser.newContext({ baseURL: hosted.url, colorScheme: 'light' });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/graphql/')) asked.push(url.pathname);
    });
    await page.goto('/a/b/c/d/e/f/g');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Log in to Canopy' }).waitFor();
    // The login page's own Config query goes to `/graphql/`; nothing treats 'a' as a provider.
    assert.ok(!asked.includes('/graphql/a'), asked.join(', '));
    assert.deepEqual(
      asked.filter((path) => !['/graphql/', '/graphql/gh', '/graphql/gl', '/graphql/bb'].includes(path)),
      [],
    );
    await context.close();
  });

  test('/flags/{branch} has the branch selector, on that branch', async () => {
    const { context, page } = await signedIn(browser, hosted.url, 'ada', '/gh/canopy/demo', { arrive: true });
    const { branch } = await demoHead(page);
    await page.goto(`/gh/canopy/demo/flags/${encodeURIComponent(branch)}`);
    const selector = page.getByRole('button', { name: /Branch Context/ });
    await selector.waitFor();
    assert.match(await selector.innerText(), new RegExp(branch));
    await context.close();
  });
});

describe('self-hosted edition', () => {
  test("the 401 page's 'log in' links to /login, which opens the landing page", async () => {
    const context = await browser.newContext({ baseURL: selfHosted.url, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/account/gh/canopy/yaml');
    await page.getByText('Error 401').waitFor();
    const login = page.getByRole('link', { name: 'log in', exact: true });
    assert.equal(await login.getAttribute('href'), '/login');
    await login.click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
