// What a browser downloads on a first visit, measured the way a user pays for it: every JavaScript and CSS file
// the page fetched (from a cold cache, signed in), each compressed with gzip -9, summed (and, beside it, the bytes
// the server really sent: the build's brotli copies). Two pages: the owner page
// and a repository's coverage overview, each opened straight from its address.
// Run: node tools/bench/page-weight.ts (after `npx nx run-many -t build`); `--all` lists every file, not the largest.
// With --check, fails when a page weighs more than its budget in page-weight-budget.json (bytes, gzip -9, summed).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, startServer } from '../harness/index.ts';

interface Fetched {
  url: string;
  type: 'script' | 'stylesheet';
  raw: number;
  gzip9: number;
  /** Bytes on the wire as the server sent them (its build's brotli copy, or compressed per request). */
  sent: number;
}

const PAGES = [
  {
    name: 'owner page',
    budget: 'ownerPage',
    path: '/gh/canopy',
    ready: { role: 'link', name: 'Canopy demo' },
  },
  {
    name: 'repository overview',
    budget: 'repositoryOverview',
    path: '/gh/canopy/demo',
    ready: { text: /\d+ of \d+ lines covered/ },
  },
] as const;

const check = process.argv.includes('--check');
const budget = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'page-weight-budget.json'), 'utf8'),
) as Record<(typeof PAGES)[number]['budget'], number>;
const overBudget: string[] = [];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const server = await startServer({ CANOPY_DEMO_COVERAGE: 'true' });
const browser = await launchBrowser();
try {
  const signIn = await browser.newContext({ baseURL: server.url });
  await (await signIn.newPage()).goto('/login/dev?username=ada&to=/gh/canopy');
  const cookies = await signIn.cookies();
  await signIn.close();

  for (const target of PAGES) {
    const context = await browser.newContext({ baseURL: server.url });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const pending: Array<Promise<Fetched | null>> = [];
    const inFlight = new Set<unknown>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        Promise.all([response.body(), response.request().sizes()]).then(
          ([body, sizes]) => ({
            url: response.url(),
            type,
            raw: body.length,
            gzip9: gzipSync(body, { level: 9 }).length,
            sent: sizes.responseBodySize,
          }),
          () => null,
        ),
      );
    });
    await page.goto(target.path);
    const ready =
      'role' in target.ready
        ? page.getByRole(target.ready.role, { name: target.ready.name, exact: true })
        : page.getByText(target.ready.text);
    await ready.first().waitFor({ timeout: 60_000 });
    // Chunks the page asks for once it is on screen (lazy viewers, charts) count too: a chart asks for its code only
    // when its data and its place in view are there, which can be a while after the network first went quiet.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    for (let waited = 0; inFlight.size > 0 && waited < 30_000; waited += 100) await page.waitForTimeout(100);
    const files = (await Promise.all(pending)).filter((file): file is Fetched => file !== null);
    const sum = (list: Fetched[], key: 'raw' | 'gzip9' | 'sent') =>
      list.reduce((total, file) => total + file[key], 0);
    const scripts = files.filter((file) => file.type === 'script');
    const styles = files.filter((file) => file.type === 'stylesheet');
    console.log(
      `${target.name} (${target.path}), first visit: ${kb(sum(files, 'gzip9'))} JS+CSS gzip -9 ` +
        `(${scripts.length} scripts ${kb(sum(scripts, 'gzip9'))}, ${styles.length} stylesheets ` +
        `${kb(sum(styles, 'gzip9'))}; ${kb(sum(files, 'raw'))} uncompressed; ${kb(sum(files, 'sent'))} as sent)`,
    );
    const total = sum(files, 'gzip9');
    if (total > budget[target.budget]) {
      overBudget.push(`${target.name}: ${total} B gzip -9 is over its budget of ${budget[target.budget]} B`);
    }
    const listed = process.argv.includes('--all') ? files.length : 8;
    for (const file of [...files].sort((a, b) => b.gzip9 - a.gzip9).slice(0, listed))
      console.log(`  ${kb(file.gzip9).padStart(9)}  ${new URL(file.url).pathname}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

if (check) {
  for (const problem of overBudget) console.error(`over budget: ${problem}`);
  if (overBudget.length > 0) process.exit(1);
  console.log('both pages within their page-weight budgets');
}
