// The coverage pages in a real browser after real uploads: a user follows the numbers from the owner page down to
// a line of a file, through a commit with a failed upload and a pull request with its base explained. Every page
// visited is audited with axe (no serious or critical violation) and photographed in the light and dark themes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { GitProject, lcov } from './support/git-project.ts';
import { checkPage } from './support/page-checks.ts';

const TOKEN = 'coverage-pages-token';
const OWNER = 'acme';
const REPO = 'shop';

// The project: a cart with prices and a formatter. `unit` covers src/cart, `integration` covers src/util.
const CART = [
  'function total(items) {',
  '  let sum = 0;',
  '  for (const item of items) {',
  '    sum += item.price * item.quantity;',
  '  }',
  '  if (sum > 100) {',
  '    return sum * 0.9;',
  '  }',
  '  return sum;',
  '}',
  'module.exports = { total };',
];
const PRICE = [
  'function price(cents) {',
  '  if (cents < 0) throw new Error("negative");',
  '  return cents / 100;',
  '}',
  'module.exports = { price };',
];
const FORMAT = [
  'function money(value) {',
  '  return `$${value.toFixed(2)}`;',
  '}',
  'function percent(value) {',
  '  return `${value}%`;',
  '}',
  'module.exports = { money, percent };',
];
// The pull request adds a discount rule to the cart: lines 9–11 are new, 10 is never run.
const CART_PULL = [
  ...CART.slice(0, 8),
  '  if (items.length > 10) {',
  '    return sum - 5;',
  '  }',
  ...CART.slice(8),
];

let server: RunningServer;
let browser: Browser;
let project: GitProject;
const sha = { main: '', broken: '', pull: '' };
const PULL_ID = 5;

before(async () => {
  server = await startServer({ CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN });
  project = new GitProject(server, OWNER, REPO, TOKEN);
  await project.init();
  await project.signIn();
  project.write('.gitignore', 'coverage/\nnotes.txt\n');
  project.write('src/cart/cart.js', CART);
  project.write('src/cart/price.js', PRICE);
  project.write('src/util/format.js', FORMAT);

  // main: cart 8 of 9 lines (line 7, the discount, missed), price 2 of 3, format 3 of 5 (percent never called).
  project.write(
    'coverage/unit.info',
    lcov({
      'src/cart/cart.js': '1:4 2:4 3:4 4:9 6:4 7:0 9:4 10:4 11:1',
      'src/cart/price.js': '1:1 2:3 3:0 5:1',
    }),
  );
  project.write('coverage/integration.info', lcov({ 'src/util/format.js': '1:1 2:2 4:1 5:0 7:1' }));
  sha.main = await project.commitAll('Cart totals with a discount over 100');
  await project.canopyCli('--branch', 'main', '--flag', 'unit', '--file', 'coverage/unit.info');
  await project.canopyCli('--branch', 'main', '--flag', 'integration', '--file', 'coverage/integration.info');
  assert.equal((await project.settled(sha.main)).state, 'complete');

  // A branch whose only upload is not a coverage report: it fails, and its reason is kept.
  await project.git('checkout', '-q', '-b', 'broken');
  project.write('README.md', '# shop\n');
  sha.broken = await project.commitAll('Add a readme');
  project.write('notes.txt', 'these are meeting notes, not coverage\n');
  await project.canopyCli('--branch', 'broken', '--file', 'notes.txt').catch(() => '');
  await project.settled(sha.broken);

  // The pull request: the discount rule, uploaded with its diff against main.
  await project.git('checkout', '-q', '-b', 'discount', sha.main);
  project.write('src/cart/cart.js', CART_PULL);
  project.write(
    'coverage/unit.info',
    lcov({
      'src/cart/cart.js': '1:4 2:4 3:4 4:9 6:4 7:0 9:4 10:0 11:4 12:4 13:4 14:1',
      'src/cart/price.js': '1:1 2:3 3:0 5:1',
    }),
  );
  sha.pull = await project.commitAll('Five off for more than ten items');
  const pullArgs = ['--branch', 'discount', '--pr', String(PULL_ID), '--diff-base', 'main'];
  await project.canopyCli(...pullArgs, '--flag', 'unit', '--file', 'coverage/unit.info');
  await project.canopyCli(...pullArgs, '--flag', 'integration', '--file', 'coverage/integration.info');
  assert.equal((await project.settled(sha.pull)).state, 'complete');

  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  project?.remove();
});

interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function signedIn(): Promise<Session> {
  const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/login/dev?username=ada&to=${encodeURIComponent(`/gh/${OWNER}`)}`);
  await page.waitForURL(new RegExp(`/gh/${OWNER}$`));
  return { context, page, errors };
}

describe('coverage pages', () => {
  test('the owner page lists the repository with its coverage', async () => {
    const { context, page, errors } = await signedIn();
    await page.getByRole('link', { name: REPO, exact: true }).waitFor();
    await checkPage(page, 'owner-page');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
