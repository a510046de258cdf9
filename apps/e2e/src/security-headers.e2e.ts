// The product under its security headers in a real browser: the Content-Security-Policy forbids inline script and
// eval, yet the owner page, the charts, the code viewer, the pull page and the remotes behind them all work, and no
// other site can frame the app (clickjacking).
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { DEMO_PROCESSED } from './support/demo.ts';

let server: RunningServer;
let browser: Browser;
/** Another site on another loopback port that puts the app in an iframe, beside a page of its own. */
let framer: http.Server;
let framerUrl: string;

const REPO = '/gh/canopy/demo';
const FILE = 'src/reports/merge.ts';
const CSP_MESSAGE = /Content[- ]Security[- ]Policy|X-Frame-Options/i;

before(async () => {
  // The demo's history, coverage, pull requests and mirror (with sources) give every page something to show.
  server = await startServer({ CANOPY_DEMO_COVERAGE: 'true' }, { waitForLog: DEMO_PROCESSED });
  browser = await launchBrowser();
  framer = http.createServer((request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (request.url === '/own') return response.end('<!doctype html><title>Own</title><p>Framed fine</p>');
    response.end(
      '<!doctype html><title>Framer</title>' +
        '<iframe id="own" src="/own" title="own"></iframe>' +
        `<iframe id="app" src="${server.url}/gh/canopy" title="app" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  framerUrl = `http://127.0.0.1:${(framer.address() as AddressInfo).port}/`;
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => framer?.close(resolve));
});

interface Session {
  context: BrowserContext;
  page: Page;
  /** `securitypolicyviolation` events and the browser's CSP console messages. */
  violations: string[];
  /** Errors thrown in the page or logged to its console. */
  errors: string[];
}

async function signedIn(to: string): Promise<Session> {
  const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light' });
  const violations: string[] = [];
  const errors: string[] = [];
  // Bindings and init scripts come through DevTools, so the policy under test does not apply to them.
  await context.exposeBinding('reportViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      void report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile || event.documentURI}:${event.lineNumber})`,
      );
    });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) violations.push(`console: ${message.text()}`);
    // Unconfigured analytics says so once per load, on purpose (libs/auth/src/analytics/tracker.ts).
    else if (message.type() === 'error' && !message.text().startsWith('AMPLITUDE_API_KEY is not defined'))
      errors.push(`console: ${message.text()}`);
  });
  const response = await page.goto(`/login/dev?username=ada&to=${encodeURIComponent(to)}`);
  await page.waitForURL((url) => url.pathname === to);
  const policy = response?.headers()['content-security-policy'] ?? '';
  assert.match(policy, /(^|; )script-src 'self'(;|$)/, `the page came with the policy: ${policy}`);
  return { context, page, violations, errors };
}

async function finish({ context, violations, errors }: Session): Promise<void> {
  await context.close();
  assert.deepEqual(violations, [], 'nothing the page did was refused by the policy');
  assert.deepEqual(errors, [], 'errors thrown in the page or logged to its console');
}

const LONG = { timeout: 60_000 };

describe('under the Content-Security-Policy', () => {
  test('the browser refuses inline script, and says so', async () => {
    const session = await signedIn('/gh/canopy');
    const ran = await session.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true;';
      document.head.append(script);
      return 'inlineScriptRan' in window;
    });
    assert.equal(ran, false);
    // The event and the console message come a moment later.
    for (let waited = 0; session.violations.length < 2 && waited < 5_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    assert.ok(
      session.violations.some((text) => text.startsWith('script-src-elem refused inline')),
      JSON.stringify(session.violations),
    );
    assert.ok(session.violations.some((text) => /^console: .*inline script/.test(text)));
    session.violations.length = 0;
    await finish(session);
  });

  test('the owner page, a repository overview with its charts, a file and a pull request work', async () => {
    const session = await signedIn('/gh/canopy');
    const { page } = session;

    await page.getByRole('link', { name: 'Canopy demo', exact: true }).click();
    await page.waitForURL((url) => url.pathname === REPO);
    await page.getByText(/\d+ of \d+ lines covered/).waitFor(LONG);
    await page.getByRole('img', { name: /^Coverage of main: \d/ }).waitFor(LONG);
    await page.getByRole('group', { name: 'Coverage of the files of main' }).waitFor(LONG);

    await page.goto(`${REPO}/blob/main/${FILE}`);
    const viewer = page.getByRole('region', { name: `Coverage of ${FILE}` });
    await viewer.locator('[data-line="1"]').waitFor(LONG);
    await page.locator('[data-syntax="highlighted"]').waitFor(LONG);

    // The demo's pulls have coverage and a bundle: the coverage panel is opened by the address.
    await page.goto(`${REPO}/pull/12?dropdown=coverage`);
    await page.getByRole('region', { name: 'Patch', exact: true }).getByText(/%/).waitFor(LONG);
    const files = page.getByRole('table', { name: 'Files changed, with their coverage' });
    const toggle = files.getByRole('row').nth(1).getByRole('button').first();
    await toggle.click();
    await page
      .getByRole('region', { name: /^Diff of / })
      .getByText(/^@@ /)
      .first()
      .waitFor(LONG);

    // The repository pages come from the repo-mfe remote, loaded at run time under the policy.
    assert.ok(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/mf/repo-mfe/')),
      ),
    );
    await finish(session);
  });

  test('another site cannot frame the app, even for a signed-in user', async () => {
    const session = await signedIn('/gh/canopy');
    const framing = await session.context.newPage();
    const refusals: string[] = [];
    framing.on('console', (message) => {
      if (CSP_MESSAGE.test(message.text())) refusals.push(message.text());
    });
    await framing.goto(framerUrl, { waitUntil: 'load' });

    const frameOf = (id: string): Promise<Frame | null> =>
      framing
        .locator(`iframe#${id}`)
        .elementHandle()
        .then((handle) => handle?.contentFrame() ?? null);
    // The framer's own page shows: framing as such works.
    await framing.frameLocator('iframe#own').getByText('Framed fine').waitFor();
    // The app's frame holds the browser's error page instead of Canopy: nothing of the app is there to click.
    const app = await frameOf('app');
    assert.ok(app, 'the iframe exists');
    assert.doesNotMatch(app.url(), /^http:\/\/127\.0\.0\.1:\d+\/gh\/canopy/, `frame at ${app.url()}`);
    assert.equal(await framing.frameLocator('iframe#app').locator('#root').count(), 0);
    assert.ok(
      refusals.some((text) => /frame-ancestors 'none'/.test(text)),
      `the browser says why: ${JSON.stringify(refusals)}`,
    );
    await framing.close();
    await finish(session);
  });
});
