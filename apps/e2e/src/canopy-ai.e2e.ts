// Canopy AI in a real browser: the page is there only with the `canopyAiFeaturesTab` flag (served by a loopback
// LaunchDarkly stand-in), shows the AI app the demo installs on `canopy`, and a member's request for pull #12 of
// `canopy/demo` goes through the real job to a loopback model and comes back on the page.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { type AiStandIn, startAiStandIn } from '@canopy/tools/ai-stand-in';
import { type FlagsStandIn, startFlagsStandIn } from '@canopy/tools/flags-stand-in';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { signedIn } from './support/dev-login.ts';
import { eventually } from './support/eventually.ts';

const PAGE = '/canopyai/gh/canopy';
const FLAG = 'canopy-ai-features-tab';

let model: AiStandIn;
let flags: FlagsStandIn;
let server: RunningServer;
let browser: Browser;

/** A cookie of the development sign-in, for reads made outside the browser. */
async function cookieOf(username: string): Promise<string> {
  const response = await fetch(`${server.url}/login/dev?username=${username}`, { redirect: 'manual' });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

before(async () => {
  [model, flags] = await Promise.all([startAiStandIn(), startFlagsStandIn({ [FLAG]: false })]);
  server = await startServer({
    CANOPY_EDITION: 'cloud',
    CANOPY_DEMO_COVERAGE: 'true',
    CANOPY_AI_API_URL: model.url,
    CANOPY_AI_MODEL: 'e2e-model',
    LAUNCHDARKLY: 'e2e-client-side-id',
    LAUNCHDARKLY_BASE_URL: flags.url,
  });
  browser = await launchBrowser();
  // The demo's coverage is processed by the server's queue after it starts: pull #12 is compared once it is done.
  const cookie = await cookieOf('ada');
  const comparedAs = async () => {
    const response = await fetch(`${server.url}/graphql/gh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        query: `{ owner(username: "canopy") { repository(name: "demo") { ... on Repository {
          pull(id: 12) { compareWithBase { __typename } } } } } }`,
      }),
    });
    const body = (await response.json()) as {
      data?: { owner: { repository: { pull: { compareWithBase: { __typename: string } } | null } } };
    };
    return body.data?.owner.repository.pull?.compareWithBase.__typename ?? null;
  };
  await eventually(comparedAs, 'Comparison', 60_000);
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await flags?.stop();
  await model?.stop();
});

describe('Canopy AI', () => {
  test('without its flag the page is not there, and the owner tabs have no Canopy AI', async () => {
    flags.setFlags({ [FLAG]: false });
    const { page, context } = await signedIn(browser, server.url, 'grace', PAGE);
    try {
      await page.getByRole('heading', { name: 'Not found' }).waitFor();
      await page.goto('/gh/canopy');
      await page.getByRole('link', { name: 'Repos' }).waitFor();
      assert.equal(await page.getByRole('link', { name: /Canopy AI/ }).count(), 0);
    } finally {
      await context.close();
    }
  });

  test('with its flag a member sees the app and gets a suggestion for pull #12 from the model', async () => {
    flags.setFlags({ [FLAG]: true });
    const { page, context, errors } = await signedIn(browser, server.url, 'grace', PAGE);
    try {
      await page.getByRole('heading', { name: 'Canopy AI', exact: true }).waitFor();
      await page.getByRole('link', { name: /Canopy AI\s*beta/ }).waitFor();
      const table = page.getByRole('table', { name: 'Repositories the Canopy AI app is enabled on' });
      await table.getByRole('link', { name: 'demo' }).waitFor();
      assert.equal(await page.getByText('AI suggestions are off on this install').count(), 0);

      await page.getByRole('button', { name: /Repository/ }).click();
      await page.getByRole('option', { name: 'demo' }).click();
      await page.getByRole('textbox', { name: 'Pull request number' }).fill('12');
      await page.getByRole('button', { name: 'Suggest tests' }).click();
      await page.getByText('Suggestions ready').waitFor({ timeout: 30_000 });
      const body = await page.getByTestId('ai-suggestion-body').textContent();
      assert.match(body ?? '', /src\/reports\/merge\.ts/);

      assert.equal(model.requests.length, 1);
      assert.equal(model.requests[0]!.model, 'e2e-model');
      const prompt = model.requests[0]!.messages.find((message) => message.role === 'user')!.content;
      assert.match(prompt, /Pull request #12/);
      assert.match(prompt, /^>\s+\d+ \| /m);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
