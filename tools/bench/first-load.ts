// Cold first load of the owner page in Chromium: from navigation to the repository list on screen; then the
// first visit to a repository page and the JavaScript it transfers.
// Each run uses a fresh browser context (empty cache) against the real server on an embedded database.
import { launchBrowser, startServer } from '../harness/index.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
// The demo repository's coverage is what the repository page shows; test servers leave it out unless asked.
const server = await startServer({ CANOPY_DEMO_COVERAGE: 'true' });
const browser = await launchBrowser();
try {
  // Sign in once to get a session cookie; every measured run starts from an empty cache with that cookie.
  const signIn = await browser.newContext({ baseURL: server.url });
  const signInPage = await signIn.newPage();
  await signInPage.goto('/login/dev?to=/gh/canopy');
  const cookies = await signIn.cookies();
  await signIn.close();

  const times: number[] = [];
  const bytes: number[] = [];
  const repoTimes: number[] = [];
  const repoScriptBytes: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({ baseURL: server.url });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const responses: Promise<number>[] = [];
    page.on('requestfinished', (req) => responses.push(req.sizes().then((s) => s.responseBodySize)));
    const start = performance.now();
    await page.goto('/gh/canopy');
    await page.getByRole('link', { name: 'web-app', exact: true }).waitFor({ timeout: 30_000 });
    times.push(performance.now() - start);
    bytes.push((await Promise.all(responses)).reduce((a, b) => a + b, 0));
    await context.close();

    // The first visit to a repository page, straight from its address: the JavaScript it needs on the wire.
    const repoContext = await browser.newContext({ baseURL: server.url });
    await repoContext.addCookies(cookies);
    const repoPage = await repoContext.newPage();
    const scripts: Promise<number>[] = [];
    repoPage.on('requestfinished', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.sizes().then((s) => s.responseBodySize));
    });
    const repoStart = performance.now();
    await repoPage.goto('/gh/canopy/demo');
    await repoPage
      .getByText(/lines covered/)
      .first()
      .waitFor({ timeout: 30_000 });
    repoTimes.push(performance.now() - repoStart);
    repoScriptBytes.push((await Promise.all(scripts)).reduce((a, b) => a + b, 0));
    await repoContext.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `owner page, cold first load to content (${runs} runs): median ${median.toFixed(0)} ms, ` +
      `min ${sorted[0]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
  );
  console.log(
    `transferred per cold load (compressed bodies): ${(Math.max(...bytes) / 1024).toFixed(1)} KiB; ` +
      `first run / median ratio ${((times[0] ?? 0) / median).toFixed(2)}`,
  );
  const repoSorted = [...repoTimes].sort((a, b) => a - b);
  console.log(
    `repository page, cold first visit to its coverage (${runs} runs): median ` +
      `${(repoSorted[Math.floor(repoSorted.length / 2)] ?? 0).toFixed(0)} ms; JavaScript transferred ` +
      `(compressed): ${(Math.max(...repoScriptBytes) / 1024).toFixed(1)} KiB`,
  );
} finally {
  await browser.close();
  await server.stop();
}
