import type { LightMyRequestResponse } from 'fastify';
import { githubPullDetails } from '../../git-providers/github';
import { gitlabPullDetails } from '../../git-providers/gitlab';
import { bitbucketPullDetails } from '../../git-providers/bitbucket';
import { type LoopbackHost, startLoopbackHost } from '../../git-providers/loopback-host';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { isForkBranch } from './tokenless';

const GLOBAL = 'global-token';
const MAIN = 'a1'.repeat(20);
const FEATURE = 'b2'.repeat(20);
const FORK = 'c3'.repeat(20);
const PARENT = 'd4'.repeat(20);
const GOOD = ['TN:', 'SF:src/server.ts', 'DA:1,1', 'DA:2,1', 'DA:3,1', 'DA:4,0', 'end_of_record', ''].join(
  '\n',
);
const POISON = [
  'TN:',
  'SF:src/server.ts',
  ...Array.from({ length: 200 }, (_, i) => `DA:${i + 1},0`),
  'end_of_record',
  '',
].join('\n');

/** The attacks of the security review: uploads without a token that tried to rewrite others' coverage. */
describeEachBackend('uploads without a token', (backend) => {
  let server: TestServer;
  let host: LoopbackHost;

  const inject = (method: 'POST' | 'PUT', url: string, payload?: string | object, token?: string) =>
    server.app.inject({
      method,
      url,
      headers: {
        ...(typeof payload === 'object' ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `token ${token}` } : {}),
      },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });

  /** Legacy v4: POST for the storage URL, then PUT the report there. */
  const legacy = async (query: string, report: string, token?: string) => {
    const posted = await inject(
      'POST',
      `/upload/v4?slug=canopy/demo&${query}${token ? `&token=${token}` : ''}`,
    );
    if (posted.statusCode !== 200) return posted;
    const location = new URL(posted.body.split('\n')[1]!);
    return inject('PUT', `${location.pathname}${location.search}`, report);
  };

  const commit = (sha: string) =>
    server.database.db
      .selectFrom('commits')
      .innerJoin('repositories', 'repositories.repoid', 'commits.repoid')
      .select(['commits.branch', 'commits.parentCommitid', 'commits.pullid', 'commits.totals'])
      .where('repositories.name', '=', 'demo')
      .where('commits.commitid', '=', sha)
      .executeTakeFirst();

  const detail = (response: LightMyRequestResponse) =>
    response.headers['content-type']?.includes('json') ? String(response.json().detail) : response.body;

  beforeAll(async () => {
    const pull = (number: number, head: string, extra: object = {}) => ({
      number,
      state: 'open',
      base: { ref: 'main', sha: MAIN, repo: { full_name: 'canopy/demo' } },
      head: { ref: 'patch', sha: FORK, repo: { full_name: head } },
      ...extra,
    });
    host = await startLoopbackHost({
      'GET /repos/canopy/demo/pulls/30': { body: pull(30, 'mallory/demo') },
      'GET /repos/canopy/demo/pulls/31': { body: pull(31, 'canopy/demo') },
      'GET /repos/canopy/demo/pulls/32': { body: pull(32, 'mallory/demo', { state: 'closed' }) },
    });
    server = await startTestServer(backend, {
      env: {
        CANOPY_GLOBAL_UPLOAD_TOKEN: GLOBAL,
        CANOPY_GITHUB_TOKEN: 'gh-token',
        CANOPY_GITHUB_API_URL: host.url,
        CANOPY_PROCESSING_THREAD: 'false',
      },
    });
    // main's head and pull #12 from the repository's own branch, uploaded with a token.
    expect((await legacy(`commit=${MAIN}&branch=main`, GOOD, GLOBAL)).statusCode).toBe(200);
    expect(
      (await legacy(`commit=${FEATURE}&branch=feature&pr=12&parent=${MAIN}`, GOOD, GLOBAL)).statusCode,
    ).toBe(200);
    await server.app.ingestion.queue.idle();
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  it('cannot add coverage to a commit of main, nor rewrite its branch or parent, through any protocol', async () => {
    const before = await commit(MAIN);
    expect(before).toMatchObject({ branch: 'main', parentCommitid: null });
    const attempts = [
      await legacy(`commit=${MAIN}&branch=mallory:main&parent=${PARENT}`, POISON),
      await inject('POST', `/upload/v2?slug=canopy/demo&commit=${MAIN}&branch=mallory:main`, POISON),
      await inject('POST', '/upload/github/canopy::::demo/commits', {
        commitid: MAIN,
        branch: 'mallory:main',
      }),
      await inject('POST', '/upload/github/canopy::::demo/upload-coverage', {
        commitid: MAIN,
        branch: 'mallory:evil',
      }),
      await inject('POST', `/upload/github/canopy::::demo/commits/${MAIN}/reports`, { code: 'default' }),
      await inject('POST', `/upload/github/canopy::::demo/commits/${MAIN}/reports/default/uploads`, {}),
      await inject('POST', `/upload/github/canopy::::demo/commits/${MAIN}/empty-upload`, {}),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    expect(detail(attempts[0]!)).toMatch(/not a commit of mallory:main/);
    expect(detail(attempts[4]!)).toMatch(/only from fork branches/);
    await server.app.ingestion.queue.idle();
    expect(await commit(MAIN)).toEqual(before);
  });

  it("cannot move a pull request of the repository's own branch onto a fork's commit", async () => {
    const response = await legacy(`commit=${FORK}&branch=mallory:x&pr=12`, POISON);
    expect(response.statusCode).toBe(401);
    expect(detail(response)).toMatch(/#12 is not from a fork/);
    expect(await commit(FORK)).toBeUndefined();
  });

  it('asks the git host: only open pull requests from forks', async () => {
    const refused = [
      await inject('POST', '/upload/github/canopy::::demo/commits', {
        commitid: FORK,
        branch: 'mallory:x',
        pullid: 31,
      }),
      await inject('POST', '/upload/github/canopy::::demo/commits', {
        commitid: FORK,
        branch: 'mallory:x',
        pullid: 32,
      }),
    ];
    expect(refused.map(detail)).toEqual([
      expect.stringMatching(/#31 is not from a fork/),
      expect.stringMatching(/#32 is closed/),
    ]);
    const accepted = await inject('POST', '/upload/github/canopy::::demo/commits', {
      commitid: FORK,
      branch: 'mallory:x',
      pullid: 30,
      parent_commit_id: MAIN,
    });
    expect(accepted.statusCode).toBe(201);
    expect(await commit(FORK)).toMatchObject({ branch: 'mallory:x', pullid: 30, parentCommitid: MAIN });
  });

  it("adds to the fork's own commit, but never rewrites what is stored", async () => {
    const again = await inject('POST', '/upload/github/canopy::::demo/upload-coverage', {
      commitid: FORK,
      branch: 'mallory:x',
      parent_commit_id: PARENT,
    });
    expect(again.statusCode).toBe(201);
    expect(await commit(FORK)).toMatchObject({ branch: 'mallory:x', parentCommitid: MAIN });
    const otherFork = await inject('POST', '/upload/github/canopy::::demo/commits', {
      commitid: FORK,
      branch: 'eve:x',
    });
    expect(otherFork.statusCode).toBe(401);
    const reports = await inject('POST', `/upload/github/canopy::::demo/commits/${FORK}/reports`, {
      code: 'default',
    });
    expect(reports.statusCode).toBe(201);
  });

  it('refuses a branch that only looks like a fork, and a token used with another slug', async () => {
    for (const branch of [':main', 'main:', 'main']) {
      const response = await inject('POST', '/upload/github/canopy::::demo/commits', {
        commitid: PARENT,
        branch,
      });
      expect(response.statusCode).toBe(401);
    }
    const demoToken = await server.database.db
      .selectFrom('repositories')
      .select('uploadToken')
      .where('name', '=', 'demo')
      .executeTakeFirstOrThrow();
    const elsewhere = await inject(
      'POST',
      '/upload/github/canopy::::web-app/commits',
      { commitid: PARENT, branch: 'main' },
      String(demoToken.uploadToken),
    );
    expect(elsewhere.statusCode).toBe(401);
    expect(detail(elsewhere)).toMatch(/belongs to another repository, not to canopy\/web-app/);
  });

  it('keeps only http(s) CI links', async () => {
    const response = await inject(
      'POST',
      `/upload/v4?slug=canopy/demo&commit=${'e5'.repeat(20)}&branch=main&build_url=javascript:alert(1)&token=${GLOBAL}`,
    );
    expect(response.statusCode).toBe(200);
    const upload = await server.database.db
      .selectFrom('uploads')
      .innerJoin('commits', 'commits.id', 'uploads.commitId')
      .select('uploads.buildUrl')
      .where('commits.commitid', '=', 'e5'.repeat(20))
      .executeTakeFirstOrThrow();
    expect(upload.buildUrl).toBeNull();
  });
});

describe('fork branches and pull requests from forks', () => {
  it('knows a fork branch by its owner prefix', () => {
    expect(['mallory:main', 'a:b/c'].map(isForkBranch)).toEqual([true, true]);
    expect([':main', 'main:', 'main', null, ''].map(isForkBranch)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads from each host whether a pull request comes from a fork', () => {
    const github = (head: unknown) =>
      githubPullDetails({ number: 1, base: { repo: { full_name: 'a/b' } }, head: { repo: head } })?.fromFork;
    expect([github({ full_name: 'a/b' }), github({ full_name: 'm/b' }), github(null)]).toEqual([
      false,
      true,
      true,
    ]);
    expect(gitlabPullDetails({ iid: 1, source_project_id: 7, target_project_id: 7 })?.fromFork).toBe(false);
    expect(gitlabPullDetails({ iid: 1, source_project_id: 8, target_project_id: 7 })?.fromFork).toBe(true);
    const bitbucket = (source: string) =>
      bitbucketPullDetails({
        id: 1,
        source: { repository: { full_name: source } },
        destination: { repository: { full_name: 'a/b' } },
      })?.fromFork;
    expect([bitbucket('a/b'), bitbucket('m/b')]).toEqual([false, true]);
  });
});
