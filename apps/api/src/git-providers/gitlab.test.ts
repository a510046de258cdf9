import { ProviderError, type RepoRef } from './git-provider';
import { GitLabProvider, gitlabUnifiedDiff } from './gitlab';
import { type LoopbackHost, startLoopbackHost } from './loopback-host';

const REPO: RepoRef = { service: 'gitlab', owner: 'acme/platform', name: 'widgets' };
const PROJECT = '/api/v4/projects/acme%2Fplatform%2Fwidgets';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);

const MERGE_REQUEST = {
  iid: 7,
  title: 'Faster sums',
  state: 'opened',
  author: { username: 'grace' },
  target_branch: 'main',
  source_branch: 'faster-sums',
  sha: HEAD,
  diff_refs: { base_sha: BASE, head_sha: HEAD, start_sha: BASE },
};

const CHANGES = [
  {
    old_path: 'src/math.js',
    new_path: 'src/math.js',
    a_mode: '100644',
    b_mode: '100644',
    new_file: false,
    renamed_file: false,
    deleted_file: false,
    diff: '@@ -1,2 +1,2 @@\n-a\n+b\n c\n',
  },
  {
    old_path: 'src/new.js',
    new_path: 'src/new.js',
    a_mode: '0',
    b_mode: '100644',
    new_file: true,
    renamed_file: false,
    deleted_file: false,
    diff: '@@ -0,0 +1 @@\n+x',
  },
  {
    old_path: 'src/old.js',
    new_path: 'src/old.js',
    a_mode: '100644',
    b_mode: '0',
    new_file: false,
    renamed_file: false,
    deleted_file: true,
    diff: '@@ -1 +0,0 @@\n-y\n',
  },
  {
    old_path: 'lib/a.js',
    new_path: 'lib/b.js',
    a_mode: '100644',
    b_mode: '100644',
    new_file: false,
    renamed_file: true,
    deleted_file: false,
    diff: '',
  },
];

const UNIFIED = [
  'diff --git a/src/math.js b/src/math.js',
  '--- a/src/math.js',
  '+++ b/src/math.js',
  '@@ -1,2 +1,2 @@',
  '-a',
  '+b',
  ' c',
  'diff --git a/src/new.js b/src/new.js',
  'new file mode 100644',
  '--- /dev/null',
  '+++ b/src/new.js',
  '@@ -0,0 +1 @@',
  '+x',
  'diff --git a/src/old.js b/src/old.js',
  'deleted file mode 100644',
  '--- a/src/old.js',
  '+++ /dev/null',
  '@@ -1 +0,0 @@',
  '-y',
  'diff --git a/lib/a.js b/lib/b.js',
  'rename from lib/a.js',
  'rename to lib/b.js',
  '',
].join('\n');

describe('gitlabUnifiedDiff', () => {
  it('writes GitLab file changes as git diff text', () => {
    expect(gitlabUnifiedDiff(CHANGES)).toBe(UNIFIED);
    expect(gitlabUnifiedDiff([])).toBe('');
  });
});

describe('GitLabProvider', () => {
  let host: LoopbackHost;
  let gitlab: GitLabProvider;

  beforeAll(async () => {
    host = await startLoopbackHost(
      {
        [`GET ${PROJECT}/merge_requests/7`]: { body: MERGE_REQUEST },
        [`GET ${PROJECT}/merge_requests/8`]: { body: { ...MERGE_REQUEST, iid: 8, state: 'merged' } },
        [`GET ${PROJECT}/merge_requests/9`]: { body: { ...MERGE_REQUEST, iid: 9, state: 'closed' } },
        [`GET ${PROJECT}/merge_requests/500`]: { status: 500, body: { message: 'boom' } },
        [`GET ${PROJECT}/merge_requests/60`]: { delayMs: 5000, body: MERGE_REQUEST },
        [`GET ${PROJECT}/repository/commits/${HEAD}`]: {
          body: {
            id: HEAD,
            parent_ids: [BASE],
            message: 'Faster sums\n',
            author_name: 'Grace',
            authored_date: '2024-05-01T11:30:00.000+02:00',
          },
        },
        [`GET ${PROJECT}/repository/merge_base?refs[]=${BASE}&refs[]=${HEAD}`]: { body: { id: BASE } },
        [`GET ${PROJECT}/repository/merge_base?refs[]=main&refs[]=gone`]: {
          status: 400,
          body: { message: 'Could not find ref' },
        },
        [`GET ${PROJECT}/repository/compare?from=${BASE}&to=${HEAD}&straight=false`]: {
          body: { commit: { id: HEAD }, diffs: CHANGES },
        },
        [`GET ${PROJECT}/repository/files/src%2Fmath.js/raw?ref=${HEAD}`]: { body: 'export const x = 1;\n' },
      },
      { 'private-token': 'gl-token' },
    );
    gitlab = new GitLabProvider({ apiUrl: `${host.url}/api/v4`, token: 'gl-token', timeoutMs: 1000 });
  });

  afterAll(() => host.close());

  it('reads a merge request of a project in a subgroup', async () => {
    await expect(gitlab.pull(REPO, 7)).resolves.toEqual({
      pullid: 7,
      title: 'Faster sums',
      state: 'open',
      author: 'grace',
      baseBranch: 'main',
      baseSha: BASE,
      headBranch: 'faster-sums',
      headSha: HEAD,
      fromFork: null,
    });
    expect((await gitlab.pull(REPO, 8))?.state).toBe('merged');
    expect((await gitlab.pull(REPO, 9))?.state).toBe('closed');
  });

  it('reads a commit with its parents', async () => {
    await expect(gitlab.commit(REPO, HEAD)).resolves.toEqual({
      sha: HEAD,
      parents: [BASE],
      message: 'Faster sums\n',
      author: 'Grace',
      timestamp: new Date('2024-05-01T09:30:00Z'),
    });
  });

  it('reads the merge base, the diff since it, and raw files', async () => {
    await expect(gitlab.mergeBase(REPO, BASE, HEAD)).resolves.toBe(BASE);
    await expect(gitlab.mergeBase(REPO, 'main', 'gone')).resolves.toBeNull();
    await expect(gitlab.diff(REPO, BASE, HEAD)).resolves.toBe(UNIFIED);
    await expect(gitlab.fileContent(REPO, HEAD, 'src/math.js')).resolves.toBe('export const x = 1;\n');
  });

  it('answers null for what GitLab does not have and fails on errors', async () => {
    await expect(gitlab.pull(REPO, 404)).resolves.toBeNull();
    await expect(gitlab.commit(REPO, 'c'.repeat(40))).resolves.toBeNull();
    await expect(gitlab.fileContent(REPO, HEAD, 'missing.js')).resolves.toBeNull();
    await expect(gitlab.pull(REPO, 500)).rejects.toEqual(
      new ProviderError('GitLab answered 500 for merge_requests/500', 500),
    );
    await expect(gitlab.pull(REPO, 60)).rejects.toThrow(
      'GitLab did not answer merge_requests/60 within 1000 ms',
    );
  });

  it('sends the token as PRIVATE-TOKEN', () => {
    expect(host.requests.every((request) => request.headers['private-token'] === 'gl-token')).toBe(true);
  });
});
