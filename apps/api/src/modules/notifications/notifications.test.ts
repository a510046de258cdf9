import { sql } from 'kysely';
import { startNotifyHost, type NotifyHostStandIn } from '../../testing/notify-host-stand-in';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';

const TOKEN = 'notify-token';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const HEAD2 = 'd'.repeat(40);
const MAIN_TIP = 'c'.repeat(40);
const REPO = '/repos/acme/notified';
// HEAD adds lines 3 and 4 of src/a.js; HEAD2 adds line 5 too.
const diff = (added: number) =>
  `diff --git a/src/a.js b/src/a.js\n--- a/src/a.js\n+++ b/src/a.js\n@@ -1,2 +1,${2 + added} @@\n a\n b\n${'+x\n'.repeat(added)}`;
const YAML = `
coverage:
  status:
    project:
      default: {}
      docs:
        paths: ["docs/"]
      parented:
        base: parent
comment:
  layout: "reach, diff, flags, components, files"
flag_management:
  individual_flags:
    - name: unit
      statuses:
        - type: patch
          name_prefix: flag-
component_management:
  individual_components:
    - component_id: core
      paths: ["src/"]
      statuses:
        - type: project
          name_prefix: comp-
`;

interface Totals {
  percentCovered: number | null;
}
interface PullNumbers {
  compareWithBase: {
    baseTotals: Totals;
    headTotals: Totals;
    patchTotals: Totals;
    changeCoverage: number;
  };
}

describeEachBackend('statuses and the pull request comment posted to the git host', (backend) => {
  let host: NotifyHostStandIn;
  let server: TestServer;
  let cookie: string;
  let pullHead = HEAD;

  const commitAnswer = (sha: string, parent: string | null) => ({
    body: {
      sha,
      parents: parent ? [{ sha: parent }] : [],
      commit: { message: sha.slice(0, 3), author: { date: '2026-11-02T10:00:00Z' } },
    },
  });

  beforeAll(async () => {
    host = await startNotifyHost('github', 'gh-token', {
      [`GET ${REPO}/commits/${BASE}`]: commitAnswer(BASE, null),
      [`GET ${REPO}/commits/${HEAD}`]: commitAnswer(HEAD, BASE),
      [`GET ${REPO}/commits/${HEAD2}`]: commitAnswer(HEAD2, HEAD),
      [`GET ${REPO}/pulls/5`]: () => ({
        body: {
          number: 5,
          title: 'Grow a',
          state: 'open',
          user: { login: 'ada' },
          base: { ref: 'main', sha: MAIN_TIP },
          head: { ref: 'feature', sha: pullHead },
        },
      }),
      [`GET ${REPO}/compare/${MAIN_TIP}...${HEAD}`]: { body: { merge_base_commit: { sha: BASE } } },
      [`GET ${REPO}/compare/${MAIN_TIP}...${HEAD2}`]: { body: { merge_base_commit: { sha: BASE } } },
      [`GET ${REPO}/compare/${BASE}...${HEAD}`]: (request) =>
        request.headers.accept?.includes('diff')
          ? { body: diff(2) }
          : { body: { merge_base_commit: { sha: BASE } } },
      [`GET ${REPO}/compare/${BASE}...${HEAD2}`]: (request) =>
        request.headers.accept?.includes('diff')
          ? { body: diff(3) }
          : { body: { merge_base_commit: { sha: BASE } } },
    });
    server = await startTestServer(backend, {
      env: {
        CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN,
        CANOPY_GITHUB_TOKEN: 'gh-token',
        CANOPY_GITHUB_API_URL: host.url,
        CANOPY_PUBLIC_URL: 'https://canopy.example',
      },
    });
    const upload = (sha: string, lines: Record<number, number>, pullid?: number) =>
      uploadCoverage(server, {
        token: TOKEN,
        slug: 'acme/notified',
        sha,
        ...(pullid ? { branch: 'feature', pullid } : {}),
        flags: ['unit'],
        network: ['src/a.js'],
        files: { 'lcov.info': lcov({ 'src/a.js': lines }) },
      });
    await upload(BASE, { 1: 1, 2: 0 });
    await server.app.ingestion.queue.idle();
    await sql`update repositories set yaml = ${YAML} where name = 'notified'`.execute(server.database.db);
    await upload(HEAD, { 1: 1, 2: 1, 3: 1, 4: 0 }, 5);
    await server.app.ingestion.queue.idle();
    cookie = await server.signIn('ada');
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  const pullNumbers = async () => {
    const response = await server.graphql<{ owner: { repository: { pull: PullNumbers } } }>(
      `{ owner(username: "acme") { repository(name: "notified") { ... on Repository { pull(id: 5) {
        compareWithBase { ... on Comparison { baseTotals { percentCovered } headTotals { percentCovered }
          patchTotals { percentCovered } changeCoverage } } } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository.pull.compareWithBase;
  };
  const statusesOf = (sha: string) =>
    Object.fromEntries(host.statuses.filter((status) => status.sha === sha).map((s) => [s.context, s]));

  it('posts the project, patch, flag and component statuses with Codecov states and texts', async () => {
    const numbers = await pullNumbers();
    expect(numbers).toEqual({
      baseTotals: { percentCovered: 50 },
      headTotals: { percentCovered: 75 },
      patchTotals: { percentCovered: 50 },
      changeCoverage: 25,
    });
    const url = 'https://canopy.example/gh/acme/notified/pull/5';
    expect(statusesOf(HEAD)).toEqual({
      'codecov/project': {
        sha: HEAD,
        context: 'codecov/project',
        state: 'success',
        description: '75.00% (+25.00%) compared to aaaaaaa',
        url,
        auth: 'token',
      },
      'codecov/patch': {
        sha: HEAD,
        context: 'codecov/patch',
        state: 'success',
        description: '50.00% of diff hit (target 50.00%)',
        url,
        auth: 'token',
      },
      'codecov/project/parented': {
        sha: HEAD,
        context: 'codecov/project/parented',
        state: 'success',
        description: '75.00% (+25.00%) compared to aaaaaaa',
        url,
        auth: 'token',
      },
      // Its paths hold no file with coverage.
      'codecov/project/docs': {
        sha: HEAD,
        context: 'codecov/project/docs',
        state: 'success',
        description: 'No coverage information found on head',
        url,
        auth: 'token',
      },
      'codecov/patch/flag-unit': {
        sha: HEAD,
        context: 'codecov/patch/flag-unit',
        state: 'success',
        description: '50.00% of diff hit (target 50.00%)',
        url,
        auth: 'token',
      },
      'codecov/project/comp-core': {
        sha: HEAD,
        context: 'codecov/project/comp-core',
        state: 'success',
        description: '75.00% (+25.00%) compared to aaaaaaa',
        url,
        auth: 'token',
      },
    });
    // The base heads no pull and has no parent report: nothing to compare against.
    expect(statusesOf(BASE)['codecov/project']).toMatchObject({
      state: 'success',
      description: 'No report found to compare against',
    });
  });

  it('posts one comment whose numbers are the pull page’s', async () => {
    expect(host.comments).toHaveLength(1);
    const [comment] = host.comments;
    expect(comment).toMatchObject({ pullid: 5, deleted: false });
    const body = comment!.body;
    expect(body).toContain('## [Codecov](https://canopy.example/gh/acme/notified/pull/5) Report');
    expect(body).toContain(
      ':x: Patch coverage is `50.00000%` with `1 line` in your changes missing coverage.',
    );
    expect(body).toContain('Project coverage is 75.00%. Comparing base ([`aaaaaaa`]');
    expect(body).toMatch(/\+ Coverage\s+50\.00%\s+75\.00%\s+\+25\.00%/);
    expect(body).toContain('| unit | `75.00% <50.00%> (+25.00%)` | :arrow_up: |');
    expect(body).toContain('| core | `75.00% <50.00%> (+25.00%)` | :arrow_up: |');
    expect(body).toContain('| src/a.js | `75.00% <50.00%> (+25.00%)` | :arrow_up: |');
  });

  it('records what was posted on the commit', async () => {
    const response = await server.graphql<{
      owner: { repository: { commit: { notifications: unknown[] } } };
    }>(
      `{ owner(username: "acme") { repository(name: "notified") { ... on Repository { commit(id: "${HEAD}") {
        notifications { name outcome state description target error } } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.owner.repository.commit.notifications).toEqual([
      {
        name: 'codecov/patch',
        outcome: 'POSTED',
        state: 'success',
        description: '50.00% of diff hit (target 50.00%)',
        target: '50.00%',
        error: null,
      },
      {
        name: 'codecov/patch/flag-unit',
        outcome: 'POSTED',
        state: 'success',
        description: '50.00% of diff hit (target 50.00%)',
        target: '50.00%',
        error: null,
      },
      {
        name: 'codecov/project',
        outcome: 'POSTED',
        state: 'success',
        description: '75.00% (+25.00%) compared to aaaaaaa',
        target: '50.00%',
        error: null,
      },
      {
        name: 'codecov/project/comp-core',
        outcome: 'POSTED',
        state: 'success',
        description: '75.00% (+25.00%) compared to aaaaaaa',
        target: '50.00%',
        error: null,
      },
      {
        name: 'codecov/project/docs',
        outcome: 'POSTED',
        state: 'success',
        description: 'No coverage information found on head',
        target: null,
        error: null,
      },
      {
        name: 'codecov/project/parented',
        outcome: 'POSTED',
        state: 'success',
        description: '75.00% (+25.00%) compared to aaaaaaa',
        target: '50.00%',
        error: null,
      },
      {
        name: 'comment',
        outcome: 'POSTED',
        state: null,
        description: 'Comment created',
        target: null,
        error: null,
      },
    ]);
  });

  it('edits the same comment for a later head, after a failed post is retried', async () => {
    pullHead = HEAD2;
    host.failWrites(1);
    await uploadCoverage(server, {
      token: TOKEN,
      slug: 'acme/notified',
      sha: HEAD2,
      branch: 'feature',
      pullid: 5,
      flags: ['unit'],
      network: ['src/a.js'],
      files: { 'lcov.info': lcov({ 'src/a.js': { 1: 1, 2: 0, 3: 1, 4: 0, 5: 0 } }) },
    });
    await server.app.ingestion.queue.idle();
    const numbers = await pullNumbers();
    expect(numbers.headTotals.percentCovered).toBe(40);
    expect(statusesOf(HEAD2)['codecov/project']).toMatchObject({
      state: 'failure',
      description: '40.00% (-10.00%) compared to aaaaaaa',
    });
    expect(statusesOf(HEAD2)['codecov/patch']).toMatchObject({
      state: 'failure',
      description: '33.33% of diff hit (target 50.00%)',
    });
    // The first write was refused; the retry posted it, and nothing already posted went twice.
    expect(host.statuses.filter((status) => status.sha === HEAD2)).toHaveLength(6);
    // base: parent compares the new head with the previous one rather than with the pull's base.
    expect(statusesOf(HEAD2)['codecov/project/parented']).toMatchObject({
      state: 'failure',
      description: '40.00% (-35.00%) compared to bbbbbbb',
    });
    expect(host.comments).toHaveLength(1);
    expect(host.comments[0]!.edits).toHaveLength(2);
    expect(host.comments[0]!.body).toContain('Project coverage is 40.00%.');
    expect(host.comments[0]!.body).toContain('Patch coverage is `33.33333%` with `2 lines`');
  });
});
