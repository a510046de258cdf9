// The coverage pages in a real browser after real uploads: a user follows the numbers from the owner page down to
// a line of a file, through a commit with a failed upload and a pull request with its base explained. Every page
// visited is audited with axe (no serious or critical violation) and photographed in the light and dark themes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { GitProject, lcov } from './support/git-project.ts';
import { assertAccessible, checkPage } from './support/page-checks.ts';

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

// The server reads source code from a local mirror: the project's own git folder, linked where a mirror belongs.
const mirrors = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-mirrors-'));

before(async () => {
  server = await startServer({ CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN, CANOPY_GIT_MIRROR_DIR: mirrors });
  project = new GitProject(server, OWNER, REPO, TOKEN);
  await project.init();
  fs.mkdirSync(path.join(mirrors, 'github', OWNER), { recursive: true });
  fs.symlinkSync(path.join(project.dir, '.git'), path.join(mirrors, 'github', OWNER, `${REPO}.git`));
  await project.signIn();
  project.write('.gitignore', 'coverage/\nnotes.txt\n');
  project.write('src/cart/cart.js', CART);
  project.write('src/cart/price.js', PRICE);
  project.write('src/util/format.js', FORMAT);

  // main: cart 8 of 9 lines (line 7, the discount, missed), price 3 of 4, format 4 of 5 (percent never called):
  // 15 of 18 lines (83.33%); the `unit` flag alone is src/cart, 11 of 13 (84.62%).
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
  fs.rmSync(mirrors, { recursive: true, force: true });
});

interface Session {
  context: BrowserContext;
  page: Page;
  /** Errors thrown in the page or logged to its console. */
  errors: string[];
  /** Failed page audits (axe), told at the end of the test. */
  failures: string[];
}

async function signedIn(
  to = `/gh/${OWNER}`,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<Session> {
  const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light', viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Unconfigured analytics says so once per load, on purpose (libs/auth/src/analytics/tracker.ts).
    if (message.type() === 'error' && !message.text().startsWith('AMPLITUDE_API_KEY is not defined')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  await page.goto(`/login/dev?username=ada&to=${encodeURIComponent(to)}`);
  await page.waitForURL((url) => url.pathname === to.split(/[?#]/)[0]);
  return { context, page, errors, failures: [] };
}

/** Closes the session, then fails on any page error or failed audit met on the way. */
async function finish({ context, errors, failures }: Session): Promise<void> {
  await context.close();
  assert.deepEqual(errors, [], 'errors thrown in the page or logged to its console');
  if (failures.length > 0) assert.fail(`${failures.length} failed audits:\n${failures.join('\n')}`);
}

const repoPath = `/gh/${OWNER}/${REPO}`;
const short = (commitid: string) => commitid.slice(0, 7);

/** The visible text of each cell of the table row that starts with `first` (a file, folder or branch name). */
async function rowTexts(page: Page, table: string, first: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell').first().getByText(first, { exact: true }) });
  await row.first().waitFor();
  assert.equal(await row.count(), 1, `one row ${first} in ${table}`);
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The visible text of each cell of a row. */
async function cellTexts(row: Locator): Promise<string[]> {
  await row.waitFor();
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The number row of a file explorer table: tracked, covered, partial, missed, coverage. */
async function treeRow(page: Page, folder: string, name: string): Promise<string[]> {
  return (await rowTexts(page, `Coverage of the files and folders in ${folder}`, name)).slice(1);
}

/**
 * `checkPage`, with its failure kept for the end of the test: the walk goes on, so one run tells every page that
 * fails its audit.
 */
async function audit({ page, failures }: Session, name: string, { screenshots = true } = {}): Promise<void> {
  try {
    // An open list or menu is audited as it is (switching the theme could close it), without screenshots.
    await (screenshots ? checkPage(page, name) : assertAccessible(page, name));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push(message.replace(/\n\s*\+ actual - expected[\s\S]*$/, ''));
  }
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab from where the focus is until `target` has it (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60 && !(await isFocused(target)); presses++)
    await page.keyboard.press('Tab');
  assert.ok(await isFocused(target), 'Tab reaches the control');
}

/**
 * Resolves when a select's screen-reader status says it shows `count` results. The message is cleared after half a
 * second, so the wait must start before the key that opens the list.
 */
function announced(page: Page, count: number) {
  return page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('[data-select-status]')].some((element) => element.textContent === text),
    `${count} results are available, use up and down arrow keys to navigate. Press Enter to select.`,
    { polling: 'raf', timeout: 5_000 },
  );
}

/** Waits until `check` stops throwing (the page updates after a query), then returns its value. */
async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('coverage pages', () => {
  test('the owner page lists the repository with its coverage', async () => {
    const session = await signedIn();
    const { page } = session;
    // 18 lines tracked on main, 15 covered.
    const repoRow = page
      .getByRole('table', { name: `Repositories of ${OWNER}` })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: REPO, exact: true }) });
    assert.deepEqual((await cellTexts(repoRow)).slice(2), ['18', '83.33%']);
    await audit(session, 'owner-page');
    await finish(session);
  });

  test('follows the coverage from the owner page down to a missed line of cart.js', async () => {
    const session = await signedIn();
    const { page } = session;
    await page.getByRole('link', { name: REPO, exact: true }).click();
    await page.waitForURL((url) => url.pathname === repoPath);

    // The overview: the coverage of main's head, 15 of the 18 lines.
    await page.getByText('15 of 18 lines covered').waitFor();
    await page.getByText('83.33%').first().waitFor();
    assert.deepEqual(await treeRow(page, REPO, 'src'), ['18', '15', '0', '3', '83.33%']);
    await audit(session, 'overview');

    // Down the tree: src holds cart (13 lines, 11 covered) and util (5 lines, 4 covered).
    await page
      .getByRole('table', { name: `Coverage of the files and folders in ${REPO}` })
      .getByRole('link', { name: 'src', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === `${repoPath}/tree/main/src`);
    assert.deepEqual(await treeRow(page, 'src', 'cart'), ['13', '11', '0', '2', '84.62%']);
    assert.deepEqual(await treeRow(page, 'src', 'util'), ['5', '4', '0', '1', '80.00%']);
    await page
      .getByRole('table', { name: 'Coverage of the files and folders in src' })
      .getByRole('link', { name: 'cart', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === `${repoPath}/tree/main/src/cart`);
    assert.deepEqual(await treeRow(page, 'src/cart', 'cart.js'), ['9', '8', '0', '1', '88.89%']);
    assert.deepEqual(await treeRow(page, 'src/cart', 'price.js'), ['4', '3', '0', '1', '75.00%']);
    await audit(session, 'tree');

    // The file viewer: the source from the mirror, each line with its coverage.
    await page.getByRole('link', { name: 'cart.js', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${repoPath}/blob/main/src/cart/cart.js`);
    const viewer = page.getByRole('region', { name: 'Coverage of src/cart/cart.js' });
    await viewer.getByText('return sum * 0.9;', { exact: true }).waitFor();
    assert.equal(await page.getByText('88.89%').first().isVisible(), true);
    // Audited with its syntax colours, which sit on the coverage backgrounds.
    await page.locator('[data-syntax="highlighted"]').waitFor();
    await audit(session, 'file-viewer');
    await finish(session);
  });

  test('a #L deep link highlights the line and scrolls to it, and a missed line says so', async () => {
    // A short window: without the link, line 7 starts about 80 px below its fold.
    const session = await signedIn(`${repoPath}/blob/main/src/cart/cart.js#L7`, {
      width: 1280,
      height: 360,
    });
    const { page } = session;
    const line = (n: number) => page.locator(`[data-line="${n}"]`);
    await line(7).getByText('return sum * 0.9;').waitFor();
    await eventually(async () => {
      const box = await line(7).boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= 360, `line 7 is in view: ${JSON.stringify(box)}`);
      assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'the page scrolled to the line');
    });
    assert.equal(await line(7).getAttribute('data-highlighted'), 'true');
    assert.equal(await line(6).getAttribute('data-highlighted'), null);
    assert.equal(
      await page.getByRole('link', { name: '7', exact: true }).getAttribute('aria-current'),
      'location',
    );
    // Missed and covered are told in words, not by colour alone.
    assert.match(await line(7).innerText(), /missed/);
    assert.match(await line(6).innerText(), /covered/);
    assert.doesNotMatch(await line(5).innerText(), /covered|missed/);
    await page.locator('[data-syntax="highlighted"]').waitFor();
    await audit(session, 'file-viewer-line');

    // Clicking another line number moves the highlight and the address.
    await page.getByRole('link', { name: '4', exact: true }).click();
    await page.waitForURL((url) => url.hash === '#L4');
    await page.locator('[data-line="4"][data-highlighted]').waitFor({ timeout: 5_000 });
    assert.equal(await line(7).getAttribute('data-highlighted'), null);
    await finish(session);
  });

  test('the commit of the broken branch shows its failed upload and why it failed', async () => {
    const session = await signedIn(`${repoPath}/branches`);
    const { page } = session;
    const branches = `Branches of ${OWNER}/${REPO}`;
    const main = await rowTexts(page, branches, 'main');
    assert.deepEqual(main.slice(0, 4), ['main DEFAULT', '83.33%', '15 of 18', short(sha.main)]);
    const discount = await rowTexts(page, branches, 'discount');
    assert.deepEqual(discount.slice(0, 4), ['discount', '80.95%', '17 of 21', short(sha.pull)]);
    const broken = await rowTexts(page, branches, 'broken');
    assert.deepEqual(broken.slice(0, 4), ['broken', 'No data', '-', short(sha.broken)]);
    await audit(session, 'branches');
    await page.getByRole('link', { name: `Head commit ${short(sha.broken)} of broken` }).click();
    await page.waitForURL((url) => url.pathname === `${repoPath}/commit/${sha.broken}`);

    const history = page.getByRole('region', { name: 'Coverage reports history' });
    await history.getByText('1 errored').waitFor();
    await history
      .getByText('Unsupported file format. Please upload a coverage report in a supported format.')
      .waitFor();
    assert.equal(await history.getByText('errored', { exact: true }).count(), 1);
    await page.getByRole('alert').filter({ hasText: 'No coverage data is available' }).waitFor();
    await audit(session, 'commit');
    await finish(session);
  });
  test('the pull request shows its patch coverage, its base explained and the diff of each changed file', async () => {
    const session = await signedIn(`${repoPath}/pulls`);
    const { page } = session;
    // Pull #5 adds lines 9–11 of cart.js, 2 of them run: patch 66.67%; head 17 of 21 lines (80.95%), 2.38 below main.
    const pullRow = page
      .getByRole('table', { name: `Pull requests of ${OWNER}/${REPO}` })
      .getByRole('row')
      .filter({ hasText: `#${PULL_ID}` });
    assert.deepEqual((await cellTexts(pullRow)).slice(1), ['66.67%', '80.95%', '-2.38%']);
    await audit(session, 'pulls');
    await pullRow.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === `${repoPath}/pull/${PULL_ID}`);

    const figure = (name: string) => page.getByRole('region', { name, exact: true });
    await figure('Patch').getByText('66.67%').waitFor();
    assert.match(await figure('HEAD').innerText(), /80\.95%/);
    assert.match(await figure('Change').innerText(), /-2\.38%/);
    const source = figure('Source');
    assert.match(
      (await source.innerText()).replace(/\s+/g, ' '),
      new RegExp(`based on HEAD ${short(sha.pull)} compared to BASE ${short(sha.main)}`),
    );
    assert.equal(
      await source.getByRole('link', { name: `BASE commit ${short(sha.main)}` }).getAttribute('href'),
      `${repoPath}/commit/${sha.main}`,
    );

    // Files changed: cart.js, 1 line missed, head 10 of 12 (83.33%), patch 66.67%, 5.56 below its base 88.89%.
    const files = page.getByRole('table', { name: 'Files changed, with their coverage' });
    const cartRow = files.getByRole('row').filter({ hasText: 'src/cart/cart.js' }).first();
    assert.deepEqual(await cellTexts(cartRow), ['src/cart/cart.js', '1', '83.33%', '66.67%', '-5.56%']);
    const toggle = cartRow.getByRole('button', { name: 'src/cart/cart.js' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const diff = page.getByRole('region', { name: 'Diff of src/cart/cart.js' });
    await diff.getByText('@@ -6,6 +6,9 @@').waitFor();
    const headLine = (n: number) =>
      diff
        .locator('[data-row-index]')
        .filter({ has: page.getByRole('link', { name: `Head line ${n}`, exact: true }) });
    // The new discount: added lines, line 10 never run; the lines around them are context, shown whole.
    assert.equal(await headLine(9).getAttribute('data-change'), 'added');
    assert.equal(await headLine(10).getAttribute('data-change'), 'added');
    assert.equal(await headLine(10).getAttribute('data-coverage'), 'M');
    assert.match(await headLine(10).innerText(), /missed[\s\S]*return sum - 5;/);
    assert.equal(await headLine(9).getAttribute('data-coverage'), 'H');
    assert.equal(await headLine(13).getAttribute('data-change'), 'context');
    assert.match(await headLine(13).innerText(), /^[\s\S]*\}\s*$/);
    assert.match(await headLine(14).innerText(), /module\.exports = \{ total \};/);
    // Audited with its syntax colours, which sit on the coverage backgrounds.
    await diff.locator('[data-code] span[style*="--canopy-code-"]').first().waitFor();
    await audit(session, 'pull');
    await toggle.click();
    await diff.waitFor({ state: 'detached' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');

    // Per flag: unit's head is 13 of 16 lines (81.25%), 3.37 below main's 84.62%, and carries the whole patch.
    await page
      .getByRole('navigation', { name: 'Pull request' })
      .getByRole('link', { name: /^Flags/ })
      .click();
    await page.waitForURL((url) => url.pathname === `${repoPath}/pull/${PULL_ID}/flags`);
    const flags = page.getByRole('table', { name: `Flags of pull request #${PULL_ID}` });
    const flagRow = (name: string) =>
      flags.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
    assert.deepEqual(await cellTexts(flagRow('unit')), ['unit', '81.25%', '66.67%', '-3.37%']);
    assert.deepEqual(await cellTexts(flagRow('integration')), ['integration', '80.00%', '-', '0.00%']);
    await audit(session, 'pull-flags');
    await finish(session);
  });

  test('choosing the unit flag in the file explorer narrows the tree to its files', async () => {
    const session = await signedIn(repoPath);
    const { page } = session;
    await page.getByText('3 total files').waitFor();
    assert.deepEqual(await treeRow(page, REPO, 'src'), ['18', '15', '0', '3', '83.33%']);

    await page.getByRole('button', { name: /^Filter by flags/ }).click();
    await page.getByRole('option', { name: 'unit', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.getAll('flags').join() === 'unit');
    // `unit` covers src/cart only: cart.js 8 of 9 and price.js 3 of 4.
    await eventually(async () =>
      assert.deepEqual(await treeRow(page, REPO, 'src'), ['13', '11', '0', '2', '84.62%']),
    );
    assert.match(await page.getByRole('button', { name: /^Filter by flags/ }).innerText(), /unit/);

    // The filter stays on the way down.
    await page
      .getByRole('table', { name: `Coverage of the files and folders in ${REPO}` })
      .getByRole('link', { name: 'src', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === `${repoPath}/tree/main/src`);
    assert.equal(new URL(page.url()).searchParams.get('flags'), 'unit');
    assert.deepEqual(await treeRow(page, 'src', 'cart'), ['13', '11', '0', '2', '84.62%']);
    const table = page.getByRole('table', { name: 'Coverage of the files and folders in src' });
    assert.equal(await table.getByRole('link', { name: 'util', exact: true }).count(), 0);
    await finish(session);
  });

  test('the open flag filter of the file explorer passes its audit', async () => {
    const session = await signedIn(repoPath);
    const { page } = session;
    await page.getByText('15 of 18 lines covered').waitFor();
    await page.getByRole('button', { name: /^Filter by flags/ }).click();
    await page.getByRole('listbox', { name: 'Filter by flags' }).waitFor({ timeout: 5_000 });
    await audit(session, 'flag-filter-open', { screenshots: false });
    await finish(session);
  });

  test('the branch selector of the commits page works with the keyboard alone and announces its results', async () => {
    const session = await signedIn(`${repoPath}/commits`);
    const { page } = session;
    const commits = page.getByRole('table', { name: `Commits of ${REPO}` });
    await commits.getByText(short(sha.main)).waitFor();
    const trigger = page.getByRole('button', { name: 'Branch Context' });
    await tabTo(page, trigger);

    // 'All branches' and the three branches, announced once the list is open.
    let status = announced(page, 4);
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox', { name: 'Branch Context' });
    await listbox.waitFor();
    await status;
    await audit(session, 'branch-selector-open', { screenshots: false });
    assert.deepEqual(await listbox.getByRole('option').allInnerTexts(), [
      'All branches',
      'discount',
      'broken',
      'main',
    ]);

    // Arrows move through the list; Enter chooses: the commits of the pull request's branch.
    const active = listbox.locator('[data-combobox-selected]');
    await page.keyboard.press('ArrowDown');
    assert.equal(await active.innerText(), 'All branches');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.equal(await active.innerText(), 'broken');
    await page.keyboard.press('ArrowUp');
    assert.equal(await active.innerText(), 'discount');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `${repoPath}/commits/discount`);
    await listbox.waitFor({ state: 'hidden' });
    await commits.getByText(short(sha.pull)).waitFor();
    assert.equal(await commits.getByText(short(sha.main)).count(), 0);
    assert.ok(await isFocused(trigger), 'focus is back on the selector after choosing');
    assert.match(await trigger.innerText(), /discount/);

    // Space opens it again; Escape closes it without a change and gives the focus back.
    status = announced(page, 4);
    await page.keyboard.press(' ');
    await listbox.waitFor();
    await status;
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    assert.ok(await isFocused(trigger), 'focus is back on the selector after Escape');
    assert.equal(new URL(page.url()).pathname, `${repoPath}/commits/discount`);
    await finish(session);
  });

  test('choosing a branch on the overview with the keyboard keeps the focus on the branch selector', async () => {
    const session = await signedIn(repoPath);
    const { page } = session;
    await page.getByText('15 of 18 lines covered').waitFor();
    const trigger = page.getByRole('button', { name: 'Branch Context' });
    await tabTo(page, trigger);
    const status = announced(page, 3);
    await page.keyboard.press('Enter');
    await status;
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `${repoPath}/tree/discount`);
    await page.getByText('17 of 21 lines covered').waitFor();
    assert.ok(await isFocused(trigger), 'focus is back on the selector after choosing');
    await finish(session);
  });

  test('the commits, flags, components and analytics pages show the uploaded coverage', async () => {
    const session = await signedIn(repoPath);
    const { page } = session;
    const tab = (name: string) =>
      page.getByRole('navigation', { name: 'Repository' }).getByRole('link', { name, exact: true });

    await tab('Commits').click();
    await page.waitForURL((url) => url.pathname.startsWith(`${repoPath}/commits`));
    const commitRow = page
      .getByRole('table', { name: `Commits of ${REPO}` })
      .getByRole('row')
      .filter({ hasText: short(sha.main) });
    assert.deepEqual((await cellTexts(commitRow)).slice(1), ['-', '83.33%', 'No status']);
    await audit(session, 'commits');
    await commitRow.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === `${repoPath}/commit/${sha.main}`);
    await page.getByRole('region', { name: 'HEAD', exact: true }).getByText('83.33%').waitFor();
    const history = page.getByRole('region', { name: 'Coverage reports history' });
    await history.getByText('unit', { exact: true }).first().waitFor();
    await history.getByText('integration', { exact: true }).first().waitFor();
    await audit(session, 'commit-main');

    await tab('Flags').click();
    await page.waitForURL((url) => url.pathname.startsWith(`${repoPath}/flags`));
    await page.getByText('Configured flags').waitFor();
    // Measurements start off: the user turns them on and gets each flag's coverage, unit 11 of 13, integration 4 of 5.
    await page.getByRole('button', { name: 'Enable flag analytics' }).click();
    const flags = page.getByRole('table', { name: 'Flags', exact: true });
    const flagRow = (name: string) =>
      flags.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await flagRow('unit').waitFor({ timeout: 15_000 });
    assert.deepEqual((await cellTexts(flagRow('unit'))).slice(0, 2), ['unit', '84.62%']);
    assert.deepEqual((await cellTexts(flagRow('integration'))).slice(0, 2), ['integration', '80.00%']);
    await audit(session, 'flags');
    // A flag leads to the overview filtered by it.
    await flagRow('unit').getByRole('link').click();
    await page.waitForURL((url) => url.pathname === repoPath && url.searchParams.get('flags') === 'unit');
    await eventually(async () =>
      assert.deepEqual(await treeRow(page, REPO, 'src'), ['13', '11', '0', '2', '84.62%']),
    );

    await tab('Components').click();
    await page.waitForURL((url) => url.pathname.startsWith(`${repoPath}/components`));
    await page
      .getByText(/components/i)
      .first()
      .waitFor();
    await page
      .getByRole('main')
      .getByText(/component/i)
      .first()
      .waitFor();
    await audit(session, 'components');

    await page.goto(`/analytics/gh/${OWNER}`);
    const analyticsRow = page
      .getByRole('table', { name: `Repositories of ${OWNER}` })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: REPO, exact: true }) });
    assert.deepEqual((await cellTexts(analyticsRow)).slice(2), ['18', '83.33%']);
    await audit(session, 'analytics');
    await finish(session);
  });
});
