import { ProviderError, type RepoRef } from './git-provider';
import { GitHubProvider } from './github';
import { type LoopbackHost, startLoopbackHost } from './loopback-host';

const REPO: RepoRef = { service: 'github', owner: 'acme', name: 'widgets' };
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const DIFF =
  'diff --git a/src/math.js b/src/math.js\n--- a/src/math.js\n+++ b/src/math.js\n@@ -1 +1 @@\n-a\n+b\n';

const PULL = {
  number: 12,
  title: 'Faster sums',
  state: 'closed',
  merged: true,
  merged_at: '2024-05-02T10:00:00Z',
  user: { login: 'ada' },
  base: { ref: 'main', sha: BASE },
  head: { ref: 'faster-sums', sha: HEAD },
};

const COMMIT = {
  sha: HEAD,
  parents: [{ sha: BASE }],
  author: { login: 'ada' },
  commit: { message: 'Faster sums\n\nUses a loop.', author: { name: 'Ada', date: '2024-05-01T09:30:00Z' } },
};

describe('GitHubProvider', () => {
  let host: LoopbackHost;
  let github: GitHubProvider;

  beforeAll(async () => {
    host = await startLoopbackHost(
      {
        'GET /repos/acme/widgets/pulls/12': { body: PULL },
        'GET /repos/acme/widgets/pulls/13': {
          body: { ...PULL, number: 13, state: 'open', merged: false, merged_at: null },
        },
        'GET /repos/acme/widgets/pulls/500': { status: 502, body: { message: 'Bad gateway' } },
        'GET /repos/acme/widgets/pulls/77': { body: 'not json' },
        'GET /repos/acme/widgets/pulls/99': { delayMs: 5000, body: PULL },
        [`GET /repos/acme/widgets/commits/${HEAD}`]: { body: COMMIT },
        [`GET /repos/acme/widgets/commits/${'c'.repeat(40)}`]: {
          status: 422,
          body: { message: 'No commit found' },
        },
        [`GET /repos/acme/widgets/compare/${BASE}...${HEAD}`]: (request) =>
          request.headers.accept === 'application/vnd.github.v3.diff'
            ? { body: DIFF }
            : { body: { merge_base_commit: { sha: BASE }, files: [] } },
        'GET /repos/acme/widgets/contents/src/deep%20dir/math.js?ref=feature%2Fx': (request) =>
          request.headers.accept === 'application/vnd.github.raw'
            ? { body: 'export const x = 1;\n' }
            : { status: 415 },
      },
      { authorization: 'Bearer gh-token' },
    );
    github = new GitHubProvider({ apiUrl: `${host.url}/`, token: 'gh-token', timeoutMs: 1000 });
  });

  afterAll(() => host.close());

  it('reads a merged pull request', async () => {
    await expect(github.pull(REPO, 12)).resolves.toEqual({
      pullid: 12,
      title: 'Faster sums',
      state: 'merged',
      author: 'ada',
      baseBranch: 'main',
      baseSha: BASE,
      headBranch: 'faster-sums',
      headSha: HEAD,
      fromFork: null,
    });
    expect((await github.pull(REPO, 13))?.state).toBe('open');
  });

  it('reads a commit with its parents', async () => {
    await expect(github.commit(REPO, HEAD)).resolves.toEqual({
      sha: HEAD,
      parents: [BASE],
      message: 'Faster sums\n\nUses a loop.',
      author: 'ada',
      timestamp: new Date('2024-05-01T09:30:00Z'),
    });
  });

  it('reads the merge base and the three-dot diff from the compare endpoint', async () => {
    await expect(github.mergeBase(REPO, BASE, HEAD)).resolves.toBe(BASE);
    await expect(github.diff(REPO, BASE, HEAD)).resolves.toBe(DIFF);
  });

  it('reads raw file contents at a ref', async () => {
    await expect(github.fileContent(REPO, 'feature/x', 'src/deep dir/math.js')).resolves.toBe(
      'export const x = 1;\n',
    );
  });

  it('answers null for what GitHub does not have', async () => {
    await expect(github.pull(REPO, 404)).resolves.toBeNull();
    await expect(github.commit(REPO, 'c'.repeat(40))).resolves.toBeNull();
    await expect(github.mergeBase(REPO, HEAD, BASE)).resolves.toBeNull();
    await expect(github.fileContent(REPO, 'main', 'missing.js')).resolves.toBeNull();
  });

  it('turns failures into ProviderErrors that name the request', async () => {
    await expect(github.pull(REPO, 500)).rejects.toEqual(
      new ProviderError('GitHub answered 502 for pulls/500', 502),
    );
    await expect(github.pull(REPO, 500)).rejects.toHaveProperty('status', 502);
    await expect(github.pull(REPO, 77)).rejects.toThrow('GitHub sent an unreadable answer for pulls/77');
    await expect(github.pull(REPO, 99)).rejects.toThrow('GitHub did not answer pulls/99 within 1000 ms');
  });

  it('reports a bad token and an unreachable host', async () => {
    const wrongToken = new GitHubProvider({ apiUrl: host.url, token: 'stale' });
    await expect(wrongToken.pull(REPO, 12)).rejects.toMatchObject({ status: 401 });
    const nowhere = new GitHubProvider({ apiUrl: 'http://127.0.0.1:1', token: 'gh-token' });
    await expect(nowhere.pull(REPO, 12)).rejects.toThrow(/GitHub could not be reached for pulls\/12/);
  });

  it('sends the token, a user agent and the API version with every request', () => {
    expect(host.requests.length).toBeGreaterThan(0);
    for (const request of host.requests.filter((seen) => seen.headers.authorization === 'Bearer gh-token')) {
      expect(request.headers['user-agent']).toBe('Canopy');
      expect(request.headers['x-github-api-version']).toBe('2022-11-28');
    }
  });
});
