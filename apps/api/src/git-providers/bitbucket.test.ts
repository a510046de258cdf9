import { BitbucketProvider } from './bitbucket';
import { ProviderError, type RepoRef } from './git-provider';
import { type LoopbackHost, startLoopbackHost } from './loopback-host';

const REPO: RepoRef = { service: 'bitbucket', owner: 'acme', name: 'widgets' };
const PATH = '/2.0/repositories/acme/widgets';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const DIFF =
  'diff --git a/src/math.js b/src/math.js\n--- a/src/math.js\n+++ b/src/math.js\n@@ -1 +1 @@\n-a\n+b\n';

const PULL = {
  id: 3,
  title: 'Faster sums',
  state: 'DECLINED',
  author: { display_name: 'Linus T', nickname: 'linus' },
  destination: { branch: { name: 'main' }, commit: { hash: BASE.slice(0, 12) } },
  source: { branch: { name: 'faster-sums' }, commit: { hash: HEAD.slice(0, 12) } },
};

describe('BitbucketProvider', () => {
  let host: LoopbackHost;
  let bitbucket: BitbucketProvider;

  beforeAll(async () => {
    host = await startLoopbackHost(
      {
        [`GET ${PATH}/pullrequests/3`]: { body: PULL },
        [`GET ${PATH}/pullrequests/4`]: { body: { ...PULL, id: 4, state: 'MERGED' } },
        [`GET ${PATH}/pullrequests/5`]: { body: { ...PULL, id: 5, state: 'OPEN' } },
        [`GET ${PATH}/pullrequests/503`]: { status: 503, body: 'maintenance' },
        [`GET ${PATH}/pullrequests/60`]: { delayMs: 5000, body: PULL },
        [`GET ${PATH}/commit/${HEAD}`]: {
          body: {
            hash: HEAD,
            parents: [{ hash: BASE }],
            message: 'Faster sums\n',
            author: { raw: 'Linus <linus@example.com>', user: { nickname: 'linus' } },
            date: '2024-05-01T09:30:00+00:00',
          },
        },
        [`GET ${PATH}/merge-base/${BASE}..${HEAD}`]: { body: { hash: BASE } },
        [`GET ${PATH}/diff/${HEAD}..${BASE}?topic=true`]: { body: DIFF },
        [`GET ${PATH}/src/${HEAD}/src/math.js`]: { body: 'export const x = 1;\n' },
      },
      { authorization: 'Bearer bb-token' },
    );
    bitbucket = new BitbucketProvider({ apiUrl: `${host.url}/2.0`, token: 'bb-token', timeoutMs: 1000 });
  });

  afterAll(() => host.close());

  it('reads a pull request and maps its state', async () => {
    await expect(bitbucket.pull(REPO, 3)).resolves.toEqual({
      pullid: 3,
      title: 'Faster sums',
      state: 'closed',
      author: 'linus',
      baseBranch: 'main',
      baseSha: BASE.slice(0, 12),
      headBranch: 'faster-sums',
      headSha: HEAD.slice(0, 12),
      fromFork: null,
    });
    expect((await bitbucket.pull(REPO, 4))?.state).toBe('merged');
    expect((await bitbucket.pull(REPO, 5))?.state).toBe('open');
  });

  it('reads a commit, the merge base, the diff in source..destination order, and files', async () => {
    await expect(bitbucket.commit(REPO, HEAD)).resolves.toEqual({
      sha: HEAD,
      parents: [BASE],
      message: 'Faster sums\n',
      author: 'linus',
      timestamp: new Date('2024-05-01T09:30:00Z'),
    });
    await expect(bitbucket.mergeBase(REPO, BASE, HEAD)).resolves.toBe(BASE);
    await expect(bitbucket.diff(REPO, BASE, HEAD)).resolves.toBe(DIFF);
    await expect(bitbucket.fileContent(REPO, HEAD, 'src/math.js')).resolves.toBe('export const x = 1;\n');
  });

  it('answers null for what Bitbucket does not have and fails on errors', async () => {
    await expect(bitbucket.pull(REPO, 404)).resolves.toBeNull();
    await expect(bitbucket.commit(REPO, 'c'.repeat(40))).resolves.toBeNull();
    await expect(bitbucket.diff(REPO, HEAD, BASE)).resolves.toBeNull();
    await expect(bitbucket.pull(REPO, 503)).rejects.toEqual(
      new ProviderError('Bitbucket answered 503 for pullrequests/503', 503),
    );
    await expect(bitbucket.pull(REPO, 60)).rejects.toThrow(
      'Bitbucket did not answer pullrequests/60 within 1000 ms',
    );
  });

  it('sends the token as a bearer token', () => {
    expect(host.requests.every((request) => request.headers.authorization === 'Bearer bb-token')).toBe(true);
  });
});
