import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'kysely';
import {
  capturedBundleStats,
  createCommit,
  uploadBundle,
  uploadCommitBundle,
} from '../../testing/bundle-uploads';
import {
  type HostKind,
  startNotifyHost,
  type NotifyHostStandIn,
  hostPullAnswer,
} from '../../testing/notify-host-stand-in';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';
import { queueNotifications } from './notify-job';

const TOKEN = 'bundle-notify-token';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const HEAD2 = 'c'.repeat(40);
const PUSH = 'd'.repeat(40);
const SMALL = 'e'.repeat(40);
const CONFIGURED = '[configured](https://docs.codecov.com/docs/javascript-bundle-analysis#main-features)';

/** The captured webpack build (3140 bytes: main.js 2876, a lazy chunk 171, a stylesheet 93). */
const baseStats = capturedBundleStats();
const baseMain = baseStats.assets.find((asset) => asset.normalized === 'main.*.js')!.name;

/** The same build with main.js rebuilt at `size` bytes under a new hash. */
function withMain(size: number, hash: string) {
  const name = `main.${hash}.js`;
  return {
    ...baseStats,
    assets: baseStats.assets.map((asset) => (asset.name === baseMain ? { ...asset, name, size } : asset)),
    chunks: baseStats.chunks.map((chunk) => ({
      ...chunk,
      files: chunk.files.map((file) => (file === baseMain ? name : file)),
    })),
  };
}

/** main.js grows by 1570 bytes: 50% of the whole bundle. */
const grownStats = withMain(2876 + 1570, '1111aaaa2222bbbb3333');

/** The GitHub App Canopy is configured as (for the check run test); the stand-in checks its JWTs. */
const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ENV = {
  CANOPY_GITHUB_APP_ID: '4343',
  CANOPY_GITHUB_APP_PRIVATE_KEY: appKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};

describeEachBackend('the bundle status and the bundle section of the comment on GitHub', (backend) => {
  let host: NotifyHostStandIn;
  let server: TestServer;
  let cookie: string;
  const slug = 'acme/bundled';
  const pullUrl = 'https://canopy.example/gh/acme/bundled/pull/9';

  const setYaml = (yaml: string, repo = 'bundled') =>
    sql`update repositories set yaml = ${yaml} where name = ${repo}`.execute(server.database.db);
  const commitId = async (sha: string) =>
    (
      await server.database.db
        .selectFrom('commits')
        .select('id')
        .where('commitid', '=', sha)
        .executeTakeFirstOrThrow()
    ).id;
  /** Notifies the commit again (after codecov.yml changed) and waits for it. */
  const renotify = async (sha: string) => {
    await queueNotifications(server.app.ingestion.queue, await commitId(sha));
    await server.app.ingestion.queue.idle();
  };
  const bundleStatuses = (sha: string) =>
    host.statuses.filter((status) => status.sha === sha && status.context === 'codecov/bundles');
  const recorded = async (sha: string, repo = 'bundled') => {
    const response = await server.graphql<{
      owner: { repository: { commit: { notifications: Record<string, unknown>[] } } };
    }>(
      `{ owner(username: "acme") { repository(name: "${repo}") { ... on Repository { commit(id: "${sha}") {
        notifications { name kind outcome state description error } } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository.commit.notifications;
  };

  beforeAll(async () => {
    host = await startNotifyHost(
      'github',
      'gh-token',
      {},
      { id: APP_ENV.CANOPY_GITHUB_APP_ID, publicKey: appKeys.publicKey },
    );
    server = await startTestServer(backend, {
      env: {
        CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN,
        CANOPY_GITHUB_TOKEN: 'gh-token',
        CANOPY_GITHUB_API_URL: host.url,
        CANOPY_PUBLIC_URL: 'https://canopy.example',
        ...APP_ENV,
      },
    });
    const at = { slug, token: TOKEN };
    await createCommit(server, { ...at, sha: BASE, branch: 'main' });
    await setYaml('bundle_analysis:\n  status: true\n');
    await uploadCommitBundle(server, { ...at, sha: BASE, branch: 'main', stats: baseStats });
    await server.app.ingestion.queue.idle();
    await createCommit(server, { ...at, sha: HEAD, branch: 'feature', parent: BASE, pullid: 9 });
    await uploadCommitBundle(server, { ...at, sha: HEAD, branch: 'feature', pullid: 9, stats: grownStats });
    await server.app.ingestion.queue.idle();
    cookie = await server.signIn('ada');
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  it('fails the status of a pull whose bundle grew beyond the threshold (status: true), in Codecov’s words', async () => {
    expect(bundleStatuses(HEAD)).toEqual([
      {
        sha: HEAD,
        context: 'codecov/bundles',
        state: 'failure',
        description: 'Failed - Bundle change: 50.0% (Threshold: 5.0%)',
        url: pullUrl,
        auth: 'token',
      },
    ]);
    // Nothing about coverage: the head has bundle stats only.
    expect(host.statuses.filter((status) => status.sha === HEAD)).toHaveLength(1);
    // The base heads no pull and has no parent: nothing to compare against, so no status (as Codecov).
    expect(host.statuses.filter((status) => status.sha === BASE)).toEqual([]);
    expect(await recorded(BASE)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'codecov/bundles',
          outcome: 'SKIPPED',
          error: `The parent of ${BASE.slice(0, 7)} is not known.`,
        }),
      ]),
    );
  });

  it('posts one comment holding the bundle section alone, with the bundle table and the changed assets', async () => {
    expect(host.comments).toHaveLength(1);
    const [comment] = host.comments;
    expect(comment).toMatchObject({ pullid: 9, deleted: false });
    expect(comment!.body.split('\n').slice(0, 8)).toEqual([
      `## [Bundle](${pullUrl}) Report`,
      '',
      `:x: Check failed: changes will increase total bundle size by 1.57kB (50.0%) :arrow_up:, **exceeding** the ${CONFIGURED} threshold of 5%.`,
      '',
      '| Bundle name | Size | Change |',
      '| ----------- | ---- | ------ |',
      '| bundle-app-array-push | 4.71kB | 1.57kB (50.0%) :arrow_up::x: |',
      '',
    ]);
    expect(comment!.body).toContain('<summary>view changes for bundle: bundle-app-array-push</summary>');
    expect(comment!.body).toContain('| ```main.*.js``` | 1.57kB | 4.45kB | 54.59% :warning: |');
    expect(comment!.body).not.toContain('## [Codecov]');
    expect(await recorded(HEAD)).toEqual([
      {
        name: 'codecov/bundles',
        kind: 'STATUS',
        outcome: 'POSTED',
        state: 'failure',
        description: 'Failed - Bundle change: 50.0% (Threshold: 5.0%)',
        error: null,
      },
      {
        name: 'comment',
        kind: 'COMMENT',
        outcome: 'POSTED',
        state: null,
        description: 'Comment created: bundles only',
        error: null,
      },
    ]);
  });

  it('passes with a warning when the status is informational, and edits the comment', async () => {
    await setYaml('bundle_analysis:\n  status: informational\n');
    await renotify(HEAD);
    expect(bundleStatuses(HEAD).at(-1)).toMatchObject({
      state: 'success',
      description: 'Passed with Warnings - Bundle change: 50.0% (Threshold: 5.0%)',
    });
    expect(host.comments).toHaveLength(1);
    expect(host.comments[0]!.edits).toHaveLength(2);
    expect(host.comments[0]!.body).toContain(
      `Changes will increase total bundle size by 1.57kB (50.0%) :arrow_up::warning:, exceeding the ${CONFIGURED} threshold of 5%.`,
    );
  });

  it('fails on an exceeded size budget, naming it, whatever the threshold says', async () => {
    await setYaml(`bundle_analysis:
  status: informational
  warning_threshold: 60%
  budgets:
    - assets: "main.*.js"
      max_size: 4 kB
`);
    await renotify(HEAD);
    expect(bundleStatuses(HEAD).at(-1)).toMatchObject({
      state: 'failure',
      description:
        'Failed - Bundle change: 50.0% (Threshold: 60.0%), 1 size budget exceeded: bundle-app-array-push main.*.js 4.45kB > 4.0kB',
    });
    const body = host.comments[0]!.body;
    expect(host.comments).toHaveLength(1);
    expect(body).toContain(
      [
        ':x: **Size budgets exceeded:**',
        '| Bundle | Assets | Size | Budget |',
        '| ------ | ------ | ---- | ------ |',
        '| bundle-app-array-push | `main.*.js` | 4.45kB | 4.0kB |',
      ].join('\n'),
    );
    // Within the threshold, the bundle table folds.
    expect(body).toContain('<details><summary>Detailed changes</summary>');
  });

  it('posts no bundle status with bundle_analysis.status: false', async () => {
    const before = host.statuses.length;
    await setYaml('bundle_analysis:\n  status: false\n');
    await renotify(HEAD);
    expect(host.statuses).toHaveLength(before);
    expect(await recorded(HEAD)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'codecov/bundles',
          outcome: 'SKIPPED',
          error: 'bundle_analysis.status is false',
        }),
      ]),
    );
    // The comment says the change exceeds the threshold without speaking of a check that was never sent.
    expect(host.comments[0]!.body).toContain(':arrow_up::warning:, exceeding the');
  });

  it('edits the same comment for a later head of the pull, kept up to date whatever require_bundle_changes says', async () => {
    await setYaml(`bundle_analysis:
  status: true
comment:
  require_bundle_changes: true
  bundle_change_threshold: 1 mb
`);
    await createCommit(server, {
      slug,
      token: TOKEN,
      sha: HEAD2,
      branch: 'feature',
      parent: HEAD,
      pullid: 9,
    });
    await uploadCommitBundle(server, {
      slug,
      token: TOKEN,
      sha: HEAD2,
      branch: 'feature',
      pullid: 9,
      stats: {
        ...withMain(2876 + 3140, '4444cccc5555dddd6666'),
        // Two installs of one package, both in the entry chunk.
        modules: [
          ...baseStats.modules,
          { name: '../node_modules/tslib/tslib.es6.mjs', size: 900, chunkUniqueIds: ['0-792'] },
          {
            name: '../node_modules/other/node_modules/tslib/tslib.es6.mjs',
            size: 800,
            chunkUniqueIds: ['0-792'],
          },
        ],
      },
    });
    await server.app.ingestion.queue.idle();
    expect(bundleStatuses(HEAD2)).toEqual([
      expect.objectContaining({
        state: 'failure',
        description: 'Failed - Bundle change: 100.0% (Threshold: 5.0%)',
        url: pullUrl,
      }),
    ]);
    expect(host.comments).toHaveLength(1);
    const comment = host.comments[0]!;
    expect(comment.deleted).toBe(false);
    expect(comment.body).toContain(
      ':x: Check failed: changes will increase total bundle size by 3.14kB (100.0%) :arrow_up:',
    );
    expect(comment.edits.length).toBeGreaterThanOrEqual(4);
    expect(comment.body).toContain('\n⚠️ 1 package is bundled more than once: tslib (2 copies)\n');
    // The first head had none: its comment said nothing of the kind.
    expect(comment.edits[0]).not.toContain('bundled more than once');
  });

  it('leaves a pull without a comment when its bundle change is within bundle_change_threshold', async () => {
    await createCommit(server, { slug, token: TOKEN, sha: SMALL, branch: 'tweak', parent: BASE, pullid: 10 });
    await uploadCommitBundle(server, {
      slug,
      token: TOKEN,
      sha: SMALL,
      branch: 'tweak',
      pullid: 10,
      stats: withMain(2876 + 31, '7777eeee8888ffff9999'),
    });
    await server.app.ingestion.queue.idle();
    expect(bundleStatuses(SMALL)).toEqual([
      expect.objectContaining({ state: 'success', description: 'Bundle change: 0.99% (Threshold: 5.0%)' }),
    ]);
    expect(host.comments.filter((comment) => comment.pullid === 10)).toEqual([]);
    expect(await recorded(SMALL)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'comment',
          outcome: 'SKIPPED',
          error:
            'the head has no coverage uploads; bundles: require_bundle_changes: the bundle change is within bundle_change_threshold',
        }),
      ]),
    );
  });

  it('compares a pushed commit with its parent', async () => {
    await setYaml('bundle_analysis:\n  warning_threshold: 1000\n');
    await createCommit(server, { slug, token: TOKEN, sha: PUSH, branch: 'main', parent: BASE });
    await uploadCommitBundle(server, { slug, token: TOKEN, sha: PUSH, branch: 'main', stats: grownStats });
    await server.app.ingestion.queue.idle();
    expect(bundleStatuses(PUSH)).toEqual([
      expect.objectContaining({
        state: 'success',
        description: 'Passed with Warnings - Bundle change: 1.57kB (Threshold: 1.0kB)',
        url: `https://canopy.example/gh/acme/bundled/commit/${PUSH}`,
      }),
    ]);
  });

  it('posts a check run where the GitHub app’s installation covers the repository', async () => {
    const at = { slug: 'checked/shop', token: TOKEN };
    await createCommit(server, { ...at, sha: BASE, branch: 'main' });
    await uploadCommitBundle(server, { ...at, sha: BASE, branch: 'main', stats: baseStats });
    await server.app.ingestion.queue.idle();
    await sql`insert into github_app_installations (ownerid, installation_id, repository_selection)
      select ownerid, 91, 'all' from owners where username = 'checked'`.execute(server.database.db);
    await createCommit(server, { ...at, sha: HEAD, branch: 'feature', parent: BASE, pullid: 3 });
    await uploadCommitBundle(server, { ...at, sha: HEAD, branch: 'feature', pullid: 3, stats: grownStats });
    await server.app.ingestion.queue.idle();
    const url = 'https://canopy.example/gh/checked/shop/pull/3';
    const description = 'Passed with Warnings - Bundle change: 50.0% (Threshold: 5.0%)';
    expect(host.checkRuns.filter((run) => run.sha === HEAD)).toEqual([
      expect.objectContaining({
        name: 'codecov/bundles',
        status: 'completed',
        conclusion: 'success',
        title: description,
        summary: `[View this Pull Request on Codecov](${url})\n\n${description}`,
        detailsUrl: url,
        auth: 'installation',
      }),
    ]);
    expect(host.comments.filter((comment) => comment.body.includes(url))).toEqual([
      expect.objectContaining({ pullid: 3, auth: 'installation' }),
    ]);
  });
});

describe.each(['gitlab', 'bitbucket'] as const)('%s', (kind: Extract<HostKind, 'gitlab' | 'bitbucket'>) => {
  describeEachBackend(`coverage and bundle notifications posted to ${kind}`, (backend) => {
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
          CANOPY_PUBLIC_URL: 'https://canopy.example',
        },
      });
      const upload = async (sha: string, lines: Record<number, number>, stats: unknown, pullid?: number) => {
        await uploadCoverage(server, {
          token: TOKEN,
          service: kind,
          slug: 'acme/widgets',
          sha,
          ...(pullid ? { branch: 'feature', pullid } : {}),
          files: { 'lcov.info': lcov({ 'src/a.js': lines }) },
        });
        const { put } = await uploadBundle(server, {
          token: TOKEN,
          request: {
            commit: sha,
            branch: pullid ? 'feature' : 'main',
            pr: pullid ? String(pullid) : null,
            slug: 'acme::::widgets',
            service: kind,
            git_service: kind,
          },
          stats,
        });
        expect(put?.statusCode).toBe(200);
        await server.app.ingestion.queue.idle();
      };
      await upload(BASE, { 1: 1, 2: 0 }, baseStats);
      await upload(HEAD, { 1: 1, 2: 1 }, grownStats, 3);
    });
    afterAll(async () => {
      await server?.close();
      await host?.close();
    });

    it('posts the bundle status beside the coverage statuses, and one comment holding both sections', () => {
      const success = kind === 'gitlab' ? 'success' : 'SUCCESSFUL';
      const statuses = host.statuses.filter((status) => status.sha === HEAD);
      expect(statuses.map(({ context, state, description }) => [context, state, description])).toEqual([
        ['codecov/project', success, '100.00% (+50.00%) compared to aaaaaaa'],
        ['codecov/patch', success, 'Coverage not affected when comparing aaaaaaa...bbbbbbb'],
        ['codecov/bundles', success, 'Passed with Warnings - Bundle change: 50.0% (Threshold: 5.0%)'],
      ]);
      expect(host.comments).toHaveLength(1);
      const body = host.comments[0]!.body;
      const shortService = kind === 'gitlab' ? 'gl' : 'bb';
      expect(
        body.startsWith(`## [Codecov](https://canopy.example/${shortService}/acme/widgets/pull/3) Report`),
      ).toBe(true);
      expect(body).toContain('Project coverage is 100.00%.');
      expect(body).toContain(
        `\n\n## [Bundle](https://canopy.example/${shortService}/acme/widgets/pull/3) Report\n\nChanges will increase total bundle size by 1.57kB (50.0%) :arrow_up::warning:`,
      );
    });
  });
});
