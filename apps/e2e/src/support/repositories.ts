// The owner page's repository list as a person reads it, and the sync with the git host they would ask for.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** The repository names the owner page lists, sorted, once the list (or its empty state) has rendered. */
export async function ownerRepositories(page: Page): Promise<string[]> {
  await page
    .getByLabel('Search repositories')
    .waitFor({ timeout: 15_000 })
    .catch(async (error: Error) => {
      const text = await page.locator('body').innerText();
      throw new Error(`no repository list at ${page.url()}:\n${text.slice(0, 600)}`, { cause: error });
    });
  await page.waitForLoadState('networkidle');
  const labels = await page.getByTestId('repo-name').allInnerTexts();
  return labels.map((label) => label.split('\n')[0]!.trim()).sort();
}

/** Waits for the owner page's list to be `expected`, reloading while the sync that follows a sign-in runs. */
export async function expectRepositories(page: Page, expected: string[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const names = await ownerRepositories(page);
    if (JSON.stringify(names) === JSON.stringify(expected) || Date.now() > deadline) {
      assert.deepEqual(names, expected);
      return;
    }
    await page.waitForTimeout(500);
    await page.reload();
  }
}

/** Asks Canopy to read the person's organisations and repositories again (`syncWithGitProvider`). */
export async function syncWithGitProvider(page: Page, short: string): Promise<void> {
  const answer = await page.evaluate(async (provider) => {
    const response = await fetch(`/graphql/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { syncWithGitProvider { error { __typename } } }' }),
    });
    return response.json();
  }, short);
  assert.deepEqual(answer, { data: { syncWithGitProvider: { error: null } } });
}

/** What the server answers the page about `owner/name`: 'Repository', 'NotFoundError' or 'OwnerNotActivatedError'. */
export async function repositoryTypename(
  page: Page,
  short: string,
  owner: string,
  name: string,
): Promise<string> {
  const answer = await page.evaluate(
    async ({ provider, variables }) => {
      const response = await fetch(`/graphql/${provider}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `query($owner: String!, $name: String!) {
            owner(username: $owner) { repository(name: $name) { __typename } } }`,
          variables,
        }),
      });
      return response.json();
    },
    { provider: short, variables: { owner, name } },
  );
  return answer.data.owner.repository.__typename;
}
