// README badges in a real browser: an <img> of a private repository's badge, with its graph token, renders with the
// real percentage and colour; without the token it is the grey 'unknown'. No front-end build is needed: the page is
// blank and only loads images from the server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';

const TOKEN = 'badges-e2e-token';
const SHA = 'badbadbad'.padEnd(40, '0');

let server: RunningServer;
let browser: Browser;
let graphToken = '';

/** The owner's own session (ada, signed in before her repository exists) (the dev sign-in): it may read the repository's graph token. */
let cookie = '';

async function signIn(): Promise<void> {
  const login = await fetch(`${server.url}/login/dev?username=ada`, { redirect: 'manual' });
  cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

async function readGraphToken(): Promise<string> {
  const response = await fetch(`${server.url}/graphql/gh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      query: '{ owner(username: "ada") { repository(name: "badged") { ... on Repository { graphToken } } } }',
    }),
  });
  const body = (await response.json()) as { data?: { owner?: { repository?: { graphToken?: string } } } };
  return body.data?.owner?.repository?.graphToken ?? '';
}

before(async () => {
  server = await startServer({ CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN });
  await signIn();
  const post = await fetch(
    `${server.url}/upload/v4?commit=${SHA}&branch=main&slug=ada%2Fbadged&token=${TOKEN}`,
    {
      method: 'POST',
    },
  );
  const putUrl = (await post.text()).split('\n')[1]!;
  // 3 of 4 lines covered: 75%.
  const lcov = 'TN:\nSF:src/a.js\nDA:1,1\nDA:2,1\nDA:3,1\nDA:4,0\nend_of_record\n';
  const put = await fetch(putUrl, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: lcov });
  assert.equal(put.status, 200);
  graphToken = await readGraphToken();
  assert.ok(graphToken, 'the owner reads the graph token');
  const deadline = Date.now() + 30_000;
  while ((await (await fetch(badgeUrl('txt', graphToken))).text()) === 'unknown') {
    assert.ok(Date.now() < deadline, 'the upload is processed');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

function badgeUrl(extension: 'svg' | 'txt', token: string | null): string {
  return `${server.url}/gh/ada/badged/graph/badge.${extension}${token ? `?token=${token}` : ''}`;
}

describe('badges', () => {
  test('an <img> of the badge renders the percentage and colour; without the token, unknown', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/health`);
    const images = await page.evaluate(
      async (urls) =>
        Promise.all(
          urls.map(
            (src) =>
              new Promise<{ width: number; height: number }>((resolve) => {
                const image = new Image();
                image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
                image.onerror = () => resolve({ width: 0, height: 0 });
                image.src = src;
              }),
          ),
        ),
      [badgeUrl('svg', graphToken), badgeUrl('svg', null)],
    );
    assert.ok(images[0]!.width > 0 && images[0]!.height === 20, JSON.stringify(images));
    assert.ok(images[1]!.width > 0, JSON.stringify(images));
    const svg = await (await fetch(badgeUrl('svg', graphToken))).text();
    assert.match(svg, /<title>coverage: 75%<\/title>/);
    // 75% in Codecov's default range 70..100: between red and yellow, not grey.
    assert.match(svg, /<rect x="\d+" width="\d+" height="20" fill="#e[0-9a-f]{5}"\/>/);
    assert.match(await (await fetch(badgeUrl('svg', null))).text(), /coverage: unknown.*fill="#9f9f9f"/s);
    await page.close();
  });
});
