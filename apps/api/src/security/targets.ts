import { randomUUID } from 'node:crypto';
import type { TestServer } from '../testing/test-server';
import { lcov, uploadCoverage } from '../testing/upload-coverage';
import { uploadCommitBundle } from '../testing/bundle-uploads';
import { junitXml, uploadJUnit } from '../testing/test-results-uploads';
import { TestAnalyticsData, type TestName } from '../testing/test-analytics-data';

export type TargetKey = 'apiServer' | 'mobile' | 'victim';

/** Who may see a target's data: viewers read the repository, members and admins belong to / run its owner. */
export type Audience = 'viewers' | 'members' | 'admins';

/** A private repository with coverage, a pull request, a flag and a component, all named after its tag. */
export interface Target {
  key: TargetKey;
  about: string;
  owner: string;
  repo: string;
  /** Text found only in this target's data: its folder, flag, component and branch carry it. */
  tag: string;
  base: string;
  head: string;
  branch: string;
  pull: number;
  path: string;
  flag: string;
  component: string;
  /** The owners (by username) in each audience. */
  audiences: Record<Audience, readonly string[]>;
  /** Read back after the uploads. */
  uploadToken: string;
  graphToken: string;
  orgUploadToken: string;
  /** The client secret of the owner's (switched off) Okta application: its admins alone may read it. */
  oktaClientSecret: string;
  /** Storage key of the target's legacy upload, for the download route. */
  storagePath: string;
  /** The raw body of that upload. */
  legacyBody: string;
}

const CANOPY_AUDIENCES = {
  viewers: ['grace', 'hedy', 'ada'],
  members: ['grace', 'hedy', 'ada'],
  admins: ['hedy', 'ada'],
} as const;

// The global upload token makes its new owners' admins (and viewers) the installation admins: ada alone.
const VICTIM_AUDIENCES = { viewers: ['ada'], members: ['ada'], admins: ['ada'] } as const;

type TargetSpec = Pick<Target, 'key' | 'about' | 'owner' | 'repo' | 'tag' | 'pull' | 'audiences'> & {
  shaSeed: string;
};

const SPECS: readonly TargetSpec[] = [
  {
    key: 'apiServer',
    about: 'canopy/api-server (private, active)',
    owner: 'canopy',
    repo: 'api-server',
    tag: 'zapisrv',
    pull: 71,
    audiences: CANOPY_AUDIENCES,
    shaSeed: '71',
  },
  {
    key: 'mobile',
    about: 'canopy/mobile (private, inactive)',
    owner: 'canopy',
    repo: 'mobile',
    tag: 'zmobile',
    pull: 72,
    audiences: CANOPY_AUDIENCES,
    shaSeed: '72',
  },
  {
    key: 'victim',
    about: 'victim/vault (made by the global upload token)',
    owner: 'victim',
    // Not 'secret': repository names are leak markers, and every secret string starts with 'secret:'.
    repo: 'vault',
    tag: 'zvictim',
    pull: 73,
    audiences: VICTIM_AUDIENCES,
    shaSeed: '73',
  },
];

export const TARGET_KEYS: readonly TargetKey[] = SPECS.map((spec) => spec.key);

export const GLOBAL_UPLOAD_TOKEN = 'security-suite-global-token';

/** Whether the owner a persona acts as belongs to an audience of the target. */
export function inAudience(target: Target, audience: Audience, actsAs: string | null): boolean {
  return actsAs !== null && target.audiences[audience].includes(actsAs);
}

/** Strings of the target that only its viewers may read. */
function dataMarkers(target: Target): string[] {
  return [target.repo, target.tag, target.base, target.head, target.storagePath];
}

/**
 * Strings that must reach no response to a persona acting as `actsAs`: the data of every target it may not view,
 * repository tokens of owners it is not a member of, organisation tokens of owners it does not administer.
 */
export function forbiddenMarkers(targets: readonly Target[], actsAs: string | null): string[] {
  const forbidden = new Set<string>();
  for (const target of targets) {
    if (!inAudience(target, 'viewers', actsAs))
      for (const marker of dataMarkers(target)) forbidden.add(marker);
    if (!inAudience(target, 'members', actsAs)) {
      forbidden.add(target.uploadToken);
      forbidden.add(target.graphToken);
    }
    if (!inAudience(target, 'admins', actsAs)) {
      forbidden.add(target.orgUploadToken);
      forbidden.add(target.oktaClientSecret);
    }
  }
  return [...forbidden];
}

function yaml(tag: string): string {
  return `component_management:
  individual_components:
    - component_id: ${tag}_component
      name: ${tag} component
      paths: ["src/${tag}/**"]
`;
}

/** The name of the test that fails on a target's head; its failure message names the tag too. */
export const failingTestOf = (tag: string) => `${tag}_failing_test`;
/** The test a target's test results hold: its suite, class and name carry the tag. */
export const testNameOf = (tag: string): TestName => ({
  testsuite: `${tag}_suite`,
  classname: tag,
  name: 'checks',
});

/** The name of a target's bundle; its main asset is `<bundle>.js`. */
export const bundleNameOf = (tag: string) => `${tag}-bundle`;

function bundleStats(tag: string, size: number) {
  const name = bundleNameOf(tag);
  return {
    version: '3',
    builtAt: 1_795_301_137_789,
    duration: 20,
    bundleName: name,
    bundler: { name: 'webpack', version: '5.112.2' },
    plugin: { name: '@codecov/webpack-plugin', version: '2.0.1' },
    assets: [{ name: `${name}.js`, size, gzipSize: size / 2, normalized: `${name}.js` }],
    chunks: [
      { id: '1', uniqueId: '0-1', entry: true, initial: true, files: [`${name}.js`], names: ['main'] },
    ],
    modules: [{ name: `./src/${tag}/core.ts`, size: 100, chunkUniqueIds: ['0-1'] }],
  };
}

/** A legacy v4 upload, as the review's victim was made: POST with everything in the query, then the PUT. */
async function legacyUpload(
  server: TestServer,
  target: Pick<Target, 'owner' | 'repo' | 'base' | 'flag' | 'tag' | 'legacyBody'>,
) {
  const query = new URLSearchParams({
    token: GLOBAL_UPLOAD_TOKEN,
    slug: `${target.owner}/${target.repo}`,
    commit: target.base,
    branch: 'main',
    flags: target.flag,
    name: `${target.tag}-legacy`,
  });
  const post = await server.app.inject({ method: 'POST', url: `/upload/v4?${query}` });
  if (post.statusCode !== 200) throw new Error(`v4 upload answered ${post.statusCode}: ${post.body}`);
  const put = new URL(post.body.split('\n')[1]!);
  const stored = await server.app.inject({
    method: 'PUT',
    url: `${put.pathname}${put.search}`,
    payload: target.legacyBody,
  });
  if (stored.statusCode !== 200) throw new Error(`v4 PUT answered ${stored.statusCode}: ${stored.body}`);
}

async function prepareTarget(server: TestServer, spec: TargetSpec): Promise<Target> {
  const { shaSeed, ...rest } = spec;
  const db = server.database.db;
  const tag = spec.tag;
  const path = `src/${tag}/core.ts`;
  const extra = `src/${tag}/extra.ts`;
  const partial: Omit<
    Target,
    'uploadToken' | 'graphToken' | 'orgUploadToken' | 'storagePath' | 'oktaClientSecret'
  > = {
    ...rest,
    base: `${shaSeed}a`.repeat(14).slice(0, 40),
    head: `${shaSeed}b`.repeat(14).slice(0, 40),
    branch: `${tag}-feature`,
    path,
    flag: `${tag}_flag`,
    component: `${tag}_component`,
    legacyBody: lcov({ [path]: { 1: 1, 2: 0, 3: 1 } }),
  };
  const upload = (options: Omit<Parameters<typeof uploadCoverage>[1], 'token' | 'slug'>) =>
    uploadCoverage(server, {
      token: GLOBAL_UPLOAD_TOKEN,
      slug: `${spec.owner}/${spec.repo}`,
      flags: [partial.flag],
      network: [path, extra],
      ...options,
    });

  await legacyUpload(server, partial);
  await upload({
    sha: partial.base,
    files: { 'codecov.yml': yaml(tag), 'lcov.info': lcov({ [extra]: { 1: 1, 2: 1 } }) },
  });
  await upload({
    sha: partial.head,
    branch: partial.branch,
    pullid: spec.pull,
    parent: partial.base,
    files: {
      'codecov.yml': yaml(tag),
      'lcov.info': lcov({ [path]: { 1: 1, 2: 1, 3: 0, 4: 0 }, [extra]: { 1: 1, 2: 0 } }),
    },
  });
  // Bundle stats on both commits, named after the tag: a bundle's and its assets' names are markers too.
  for (const [sha, branch, size] of [
    [partial.base, 'main', 1_000],
    [partial.head, partial.branch, 1_500],
  ] as const)
    await uploadCommitBundle(server, {
      slug: `${spec.owner}/${spec.repo}`,
      token: GLOBAL_UPLOAD_TOKEN,
      sha,
      branch,
      ...(sha === partial.head ? { pullid: spec.pull } : {}),
      stats: bundleStats(tag, size),
    });
  // Test results on the head: one test fails, named after the tag.
  await uploadJUnit(server, {
    slug: `${spec.owner}/${spec.repo}`,
    token: GLOBAL_UPLOAD_TOKEN,
    sha: partial.head,
    branch: partial.branch,
    files: {
      'junit.xml': junitXml([{ name: failingTestOf(tag), failure: `${tag} failed` }, { name: 'passes' }]),
    },
  });
  await server.app.ingestion.queue.idle();
  // Test results on main as processing stores them: a failure of the tagged test on the base, and a failed upload
  // on the feature branch whose message names the tag.
  const tests = await TestAnalyticsData.forRepository(db, spec.owner, spec.repo);
  await tests.runs([
    {
      test: testNameOf(tag),
      commitid: partial.base,
      branch: 'main',
      outcome: 'failure',
      durationSeconds: 1.5,
      failureMessage: `${tag} went wrong`,
      flags: [partial.flag],
      timestamp: new Date(),
    },
  ]);
  await tests.upload(partial.head, partial.branch, {
    state: 'error',
    errorCode: 'unsupported_file_format',
    errorMessage: `Error parsing JUnit XML in ${tag}.xml at 1:1`,
  });

  const owner = await db
    .selectFrom('owners')
    .select(['ownerid', 'orgUploadToken'])
    .where('username', '=', spec.owner)
    .executeTakeFirstOrThrow();
  let orgUploadToken = owner.orgUploadToken;
  if (!orgUploadToken) {
    // Owners made by the global token have none until an admin asks for one.
    orgUploadToken = randomUUID();
    await db.updateTable('owners').set({ orgUploadToken }).where('ownerid', '=', owner.ownerid).execute();
  }
  const repo = await db
    .selectFrom('repositories')
    .select(['repoid', 'uploadToken', 'imageToken', 'private'])
    .where('ownerid', '=', owner.ownerid)
    .where('name', '=', spec.repo)
    .executeTakeFirstOrThrow();
  // canopy/mobile stays inactive as seeded; its uploads only give the probes something to hide.
  if (spec.key === 'mobile')
    await db.updateTable('repositories').set({ active: false }).where('repoid', '=', repo.repoid).execute();
  if (!repo.private) throw new Error(`${spec.owner}/${spec.repo} should be private`);
  const legacy = await db
    .selectFrom('uploads')
    .select(['storagePath', 'state'])
    .where('repoid', '=', repo.repoid)
    .where('name', '=', `${tag}-legacy`)
    .executeTakeFirstOrThrow();
  if (!legacy.storagePath || legacy.state !== 'processed')
    throw new Error(`the legacy upload of ${spec.repo} is ${legacy.state}`);
  // Canopy AI: the app on the target's owner, and a suggestion on its pull that carries its tag.
  await db
    .insertInto('aiAppInstallations')
    .values({ ownerid: owner.ownerid, installationId: 7100 + owner.ownerid, repositorySelection: 'all' })
    .onConflict((conflict) => conflict.column('ownerid').doNothing())
    .execute();
  await db
    .insertInto('aiSuggestions')
    .values({ repoid: repo.repoid, pullid: spec.pull, status: 'done', body: `Tests for ${tag}` })
    .execute();
  return {
    ...partial,
    uploadToken: repo.uploadToken,
    graphToken: repo.imageToken,
    orgUploadToken,
    // Saved by `configureOkta` once the personas have signed in.
    oktaClientSecret: `okta-key-of-${spec.owner}`,
    storagePath: legacy.storagePath,
  };
}

/**
 * Puts the targets' owners on an enterprise plan (Okta access comes with it) and has an admin save an Okta
 * application for each, switched off: its secret joins the markers only admins may see, and nothing is hidden.
 */
export async function configureOkta(server: TestServer, targets: readonly Target[], adminCookie: string) {
  const owners = [...new Set(targets.map((target) => target.owner))];
  await server.database.db
    .updateTable('owners')
    .set({ plan: 'users-enterprisey' })
    .where('username', 'in', owners)
    .execute();
  for (const target of targets) {
    const response = await server.graphql(
      `mutation($input: SaveOktaConfigInput!) { saveOktaConfig(input: $input) { error { __typename } } }`,
      {
        cookie: adminCookie,
        variables: {
          input: {
            orgUsername: target.owner,
            clientId: `okta-client-of-${target.owner}`,
            clientSecret: target.oktaClientSecret,
            url: 'https://okta.example.com',
            enabled: false,
            enforced: false,
          },
        },
      },
    );
    if (JSON.stringify(response.data) !== '{"saveOktaConfig":{"error":null}}')
      throw new Error(`saving the Okta of ${target.owner} answered ${JSON.stringify(response)}`);
  }
}

/** Uploads coverage to the three private targets and reads back their tokens. */
export async function prepareTargets(server: TestServer): Promise<Target[]> {
  const targets: Target[] = [];
  for (const spec of SPECS) targets.push(await prepareTarget(server, spec));
  return targets;
}
