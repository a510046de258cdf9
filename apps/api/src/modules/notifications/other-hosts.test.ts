import { startNotifyHost, type NotifyHostStandIn, hostPullAnswer } from '../../testing/notify-host-stand-in';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';

const TOKEN = 'hosts-token';
const BASE = '1'.repeat(40);
const HEAD = '2'.repeat(40);

describe.each(['gitlab', 'bitbucket'] as const)('%s', (kind) => {
  describeEachBackend(`notifications posted to ${kind}`, (backend) => {
    let host: NotifyHostStandIn;
    let server: TestServer;

    beforeAll(async () => {
      const [path, pull] = hostPullAnswer(kind, BASE, HEAD);
      host = await startNotifyHost(kind, `${kind}-token`, { [`GET ${path}`]: { body: pull } });
      const prefix = kind.toUpperCase();
      server = await startTestServer(backend, {
        env: {
          CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN,
          [`CANOPY_${prefix}_TOKEN`]: `${kind}-token`,
          [`CANOPY_${prefix}_API_URL`]: host.url,
        },
      });
      const upload = (sha: string, lines: Record<number, number>, pullid?: number) =>
        uploadCoverage(server, {
          token: TOKEN,
          service: kind,
          slug: 'acme/widgets',
          sha,
          ...(pullid ? { branch: 'feature', pullid } : {}),
          files: { 'lcov.info': lcov({ 'src/a.js': lines }) },
        });
      await upload(BASE, { 1: 1, 2: 0 });
      await server.app.ingestion.queue.idle();
      await upload(HEAD, { 1: 1, 2: 1 }, 3);
      await server.app.ingestion.queue.idle();
    });
    afterAll(async () => {
      await server?.close();
      await host?.close();
    });

    it('posts the head’s statuses and one pull request comment', () => {
      const success = kind === 'gitlab' ? 'success' : 'SUCCESSFUL';
      const statuses = host.statuses.filter((status) => status.sha === HEAD);
      expect(statuses.map(({ context, state, description }) => [context, state, description])).toEqual([
        ['codecov/project', success, '100.00% (+50.00%) compared to 1111111'],
        ['codecov/patch', success, 'Coverage not affected when comparing 1111111...2222222'],
      ]);
      expect(host.comments).toHaveLength(1);
      expect(host.comments[0]).toMatchObject({ pullid: 3, deleted: false });
      expect(host.comments[0]!.body).toContain('Project coverage is 100.00%.');
    });
  });
});

// Bitbucket Server's pulls are not read from the host: the uploads name the pull, the parent and the diff.
describeEachBackend('notifications posted to Bitbucket Server', (backend) => {
  const HEAD2 = '3'.repeat(40);
  const diff = (added: number) =>
    `diff --git a/src/a.js b/src/a.js\n--- a/src/a.js\n+++ b/src/a.js\n@@ -1,2 +1,${2 + added} @@\n a\n b\n${'+x\n'.repeat(added)}`;
  let host: NotifyHostStandIn;
  let server: TestServer;
  const upload = (sha: string, lines: Record<number, number>, pull?: { parent: string; added: number }) =>
    uploadCoverage(server, {
      token: TOKEN,
      service: 'bitbucket_server',
      slug: 'ACME/widgets',
      sha,
      ...(pull
        ? {
            branch: 'feature',
            pullid: 4,
            parent: pull.parent,
            diff: { base: BASE, head: sha, text: diff(pull.added) },
          }
        : {}),
      files: { 'lcov.info': lcov({ 'src/a.js': lines }) },
    });

  beforeAll(async () => {
    host = await startNotifyHost('bitbucket_server', 'bbs-token');
    server = await startTestServer(backend, {
      env: {
        CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN,
        CANOPY_BITBUCKET_SERVER_TOKEN: 'bbs-token',
        CANOPY_BITBUCKET_SERVER_API_URL: `${host.url}/rest/api/1.0`,
      },
    });
    await upload(BASE, { 1: 1, 2: 0 });
    await server.app.ingestion.queue.idle();
    await upload(HEAD, { 1: 1, 2: 1, 3: 1 }, { parent: BASE, added: 1 });
    await server.app.ingestion.queue.idle();
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  it('posts build statuses and one pull request comment', () => {
    const statuses = host.statuses.filter((status) => status.sha === HEAD);
    expect(statuses.map(({ context, state, description }) => [context, state, description])).toEqual([
      ['codecov/project', 'SUCCESSFUL', '100.00% (+50.00%) compared to 1111111'],
      ['codecov/patch', 'SUCCESSFUL', '100.00% of diff hit (target 50.00%)'],
    ]);
    expect(host.requests).toContain(`POST /rest/build-status/1.0/commits/${HEAD}`);
    expect(host.comments).toHaveLength(1);
    expect(host.comments[0]).toMatchObject({ pullid: 4, deleted: false, version: 0 });
    expect(host.comments[0]!.body).toContain('Project coverage is 100.00%.');
  });

  it('edits the comment in place at its current version for a later head', async () => {
    await upload(HEAD2, { 1: 1, 2: 1, 3: 1, 4: 0 }, { parent: HEAD, added: 2 });
    await server.app.ingestion.queue.idle();
    const project = host.statuses.find(
      (status) => status.sha === HEAD2 && status.context === 'codecov/project',
    );
    expect(project).toMatchObject({
      state: 'SUCCESSFUL',
      description: '75.00% (+25.00%) compared to 1111111',
    });
    expect(host.comments).toHaveLength(1);
    expect(host.comments[0]).toMatchObject({ version: 1, deleted: false });
    expect(host.comments[0]!.edits).toHaveLength(2);
    expect(host.comments[0]!.body).toContain('Project coverage is 75.00%.');
    const commentPath = `/rest/api/1.0/projects/ACME/repos/widgets/pull-requests/4/comments/${host.comments[0]!.id}`;
    expect(host.requests).toEqual(expect.arrayContaining([`GET ${commentPath}`, `PUT ${commentPath}`]));
  });
});
