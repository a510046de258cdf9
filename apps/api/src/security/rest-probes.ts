import { REMOTE_FOLDERS } from '../config/runtime-config';
import { type Audience, bundleNameOf, type Target } from './targets';

/** A repository name that exists nowhere: hidden answers must equal its answers. */
export const MISSING_REPOSITORY = 'no-such-repository';

/**
 * The REST probes: each route that can answer with repository data, in the variants the review tried. Each runs
 * for every persona against every target (rest-matrix.test.ts). `nobody` probes must be refused even to the
 * target's viewers; `everyone` probes authenticate otherwise than by cookie (their positive control).
 */
export interface RestProbe {
  name: string;
  /** The route as Fastify prints it, with its method: joins the route list of rest-matrix.test.ts. */
  route: string;
  audience: Audience | 'nobody' | 'everyone';
  url(target: Target, targets: readonly Target[]): string;
  headers?(target: Target): Record<string, string>;
  /** A JSON body, for probes of routes that change something (sent as `application/json`). */
  body?(target: Target): unknown;
  /** The positive control, for those in the audience. */
  shown?(status: number, body: string, target: Target): boolean;
  /** The status a refusal answers when not a 4xx: badges are images, a grey 'unknown' with 200. */
  refusedStatus?: number;
}

const TREE = 'GET /internal/:provider/:owner/:repo/coverage/tree';
const DOWNLOAD = 'GET /upload/:service/:owner|:slug/:repo/download';
const RESULTS = 'GET /upload/:service/:owner|:slug/commits/:sha/reports/:code/results';
const UPLOAD_COMPLETE = 'POST /upload/:service/:owner|:slug/commits/:sha/upload-complete';
/** The CLI endpoints with a plain `owner/repo` (or GitLab `group/sub/proj`) slug. */
const PLAIN_GET = 'GET /upload/:service/*';
const PLAIN_POST = 'POST /upload/:service/*';
const BUNDLE_UPLOAD = 'POST /upload/bundle_analysis/v1';
const TEST_RESULTS_UPLOAD = 'POST /upload/test_results/v1';

const MEMBERS = 'GET /internal/:provider/:owner/users';
const MEMBER = 'PATCH /internal/:provider/:owner/users/:member';
const ACCOUNT_DETAILS = 'GET /internal/:provider/:owner/account-details';
const ACCOUNT_CHANGE = 'PATCH /internal/:provider/:owner/account-details';
const BILLING_EMAIL = 'PATCH /internal/:provider/:owner/account-details/update_email';
const BILLING_ADDRESS = 'PATCH /internal/:provider/:owner/account-details/update_billing_address';
const PAYMENT_METHOD = 'PATCH /internal/:provider/:owner/account-details/update_payment';

const GRAPH = 'GET /:service/:owner/:repo/graph/:file';
const GRAPHS = 'GET /:service/:owner/:repo/graphs/:file';
const BRANCH_GRAPH = 'GET /:service/:owner/:repo/branch/*';
const BUNDLE_BADGE = 'GET /:service/:owner/:repo/graph/bundle/:bundle/:file';
const BUNDLE_BADGES = 'GET /:service/:owner/:repo/graphs/bundle/:bundle/:file';

const tree = (provider: string, owner: string, repo: string, query = '') =>
  `/internal/${provider}/${owner}/${repo}/coverage/tree${query}`;
const download = (owner: string, repo: string, ...paths: string[]) =>
  `/upload/gh/${owner}/${repo}/download?${paths.map((path) => `path=${encodeURIComponent(path)}`).join('&')}`;
const cli = (target: Target, rest: string) =>
  `/upload/github/${target.owner}::::${target.repo}/commits/${target.head}/${rest}`;
const plainCli = (target: Target, rest: string) =>
  `/upload/github/${target.owner}/${target.repo}/commits/${target.head}/${rest}`;

/** What the bundler plugins POST before the stats (docs/upload-protocols.md §2.2), for a target's head. */
const bundleRequest = (target: Target, branch: string) => ({
  commit: target.head,
  branch,
  slug: `${target.owner}::::${target.repo}`,
  service: 'local',
  git_service: 'github',
});

/**
 * The slug travels in the body; it is repeated in the query (which the route ignores) so that the matrix counts
 * the repository named in the answer as the request's own words, not a leak.
 */
const bundleUrl = (target: Target) => `/upload/bundle_analysis/v1?slug=${target.owner}/${target.repo}`;
const testResultsUrl = (target: Target) => `/upload/test_results/v1?slug=${target.owner}/${target.repo}`;
/** What codecov-cli POSTs before the JUnit files (docs/upload-protocols.md §4.5), for a target's head. */
const testResultsRequest = (target: Target, branch: string) => ({
  commit: target.head,
  branch,
  slug: `${target.owner}::::${target.repo}`,
  service: 'github',
  ci_service: 'local',
  flags: [],
  file_not_found: false,
});

const members = (provider: string, owner: string, query = '') =>
  `/internal/${provider}/${owner}/users/${query}`;
/** The answer names the person: the list (or the changed member) of the target's owner was read. */
const names = (username: string) => (status: number, body: string) =>
  status === 200 && body.includes(`"username":"${username}"`);

const badge = (target: Target, rest: string) => `/gh/${target.owner}/${target.repo}/${rest}`;
const badgeShown = (status: number, body: string) => status === 200 && /coverage: \d/.test(body);
/** The bundle badge of a target's bundle; its head's bundle is 1.5KB, its base's (on main) 1KB. */
const bundleBadge = (target: Target, rest: string) => rest.replace('{bundle}', bundleNameOf(target.tag));
const bundleShown = (size: string) => (status: number, body: string) =>
  status === 200 && (body === size || body.includes(`bundle: ${size}`));

/** `Api-Server` for `api-server`: same name, other case. */
const otherCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).toUpperCase();

/** The folder holding a file ('' at the root). */
const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

const treeShown = (status: number, body: string, target: Target) =>
  status === 200 && body.includes(target.path);
const rawShown = (status: number, body: string, target: Target) =>
  status === 200 && body === target.legacyBody;

/** Another target's upload, to ask for through this target's URL. */
const otherUpload = (target: Target, targets: readonly Target[]) =>
  targets[(targets.indexOf(target) + 1) % targets.length]!.storagePath;

export const REST_PROBES: readonly RestProbe[] = [
  {
    name: 'tree',
    route: TREE,
    audience: 'viewers',
    url: (target) => tree('gh', target.owner, target.repo),
    shown: treeShown,
  },
  {
    name: 'tree, other case',
    route: TREE,
    audience: 'viewers',
    url: (target) => tree('gh', target.owner.toUpperCase(), otherCase(target.repo)),
    shown: treeShown,
  },
  {
    name: 'tree ?sha=',
    route: TREE,
    audience: 'viewers',
    url: (target) => tree('github', target.owner, target.repo, `?sha=${target.head}`),
    shown: treeShown,
  },
  {
    name: 'tree ?branch=',
    route: TREE,
    audience: 'viewers',
    url: (target) => tree('gh', target.owner, target.repo, `?branch=${target.branch}`),
    shown: treeShown,
  },
  {
    name: 'tree ?depth=&path= (a folder at a time)',
    route: TREE,
    audience: 'viewers',
    url: (target) =>
      tree('gh', target.owner, target.repo, `?depth=8&path=${encodeURIComponent(folderOf(target.path))}`),
    shown: treeShown,
  },
  {
    name: "tree ?depth= of a public repository at the target's sha",
    route: TREE,
    audience: 'nobody',
    url: (target) => tree('gh', 'canopy', 'demo', `?sha=${target.head}&depth=8`),
  },
  {
    name: "tree of a public repository at the target's sha",
    route: TREE,
    audience: 'nobody',
    url: (target) => tree('gh', 'canopy', 'demo', `?sha=${target.head}`),
  },
  {
    name: 'download',
    route: DOWNLOAD,
    audience: 'viewers',
    url: (target) => download(target.owner, target.repo, target.storagePath),
    shown: rawShown,
  },
  {
    name: 'download, other case',
    route: DOWNLOAD,
    audience: 'viewers',
    url: (target) => download(target.owner.toUpperCase(), otherCase(target.repo), target.storagePath),
    shown: rawShown,
  },
  {
    name: 'download, path twice (upload first)',
    route: DOWNLOAD,
    audience: 'viewers',
    url: (target) => download(target.owner, target.repo, target.storagePath, '../../pg/PG_VERSION'),
    shown: rawShown,
  },
  {
    name: 'download, path twice (traversal first)',
    route: DOWNLOAD,
    audience: 'nobody',
    url: (target) => download(target.owner, target.repo, '../../pg/PG_VERSION', target.storagePath),
  },
  {
    name: 'download through a public repository',
    route: DOWNLOAD,
    audience: 'nobody',
    url: (target) => download('canopy', 'demo', target.storagePath),
  },
  {
    name: "download of another repository's upload",
    route: DOWNLOAD,
    audience: 'nobody',
    url: (target, targets) => download(target.owner, target.repo, otherUpload(target, targets)),
  },
  {
    name: 'download ../../pg/PG_VERSION',
    route: DOWNLOAD,
    audience: 'nobody',
    url: (target) => download(target.owner, target.repo, '../../pg/PG_VERSION'),
  },
  {
    name: 'download /etc/passwd',
    route: DOWNLOAD,
    audience: 'nobody',
    url: (target) => download(target.owner, target.repo, '/etc/passwd'),
  },
  {
    name: 'download, traversal inside the upload folder',
    route: DOWNLOAD,
    audience: 'nobody',
    url: (target) =>
      download(target.owner, target.repo, `${target.storagePath}/../../../../../pg/PG_VERSION`),
  },
  {
    // Cookies never open the upload API: only tokens do.
    name: 'CLI results without a token',
    route: RESULTS,
    audience: 'nobody',
    url: (target) => cli(target, 'reports/default/results'),
  },
  {
    name: 'CLI results with the repository token',
    route: RESULTS,
    audience: 'everyone',
    url: (target) => cli(target, 'reports/default/results'),
    headers: (target) => ({ authorization: `token ${target.uploadToken}` }),
    shown: (status, body) => status === 200 && body.includes('Commit state'),
  },
  {
    name: 'CLI upload-complete without a token',
    route: UPLOAD_COMPLETE,
    audience: 'nobody',
    url: (target) => cli(target, 'upload-complete'),
  },
  {
    name: 'CLI results, plain slug, without a token',
    route: PLAIN_GET,
    audience: 'nobody',
    url: (target) => plainCli(target, 'reports/default/results'),
  },
  {
    name: 'CLI results, plain slug, with the repository token',
    route: PLAIN_GET,
    audience: 'everyone',
    url: (target) => plainCli(target, 'reports/default/results'),
    headers: (target) => ({ authorization: `token ${target.uploadToken}` }),
    shown: (status, body) => status === 200 && body.includes('Commit state'),
  },
  {
    name: 'CLI upload-complete, plain slug, without a token',
    route: PLAIN_POST,
    audience: 'nobody',
    url: (target) => plainCli(target, 'upload-complete'),
  },
  // Bundle stats uploads: cookies and API tokens never open them, and a fork branch opens no private repository.
  {
    name: 'bundle upload without an upload token',
    route: BUNDLE_UPLOAD,
    audience: 'nobody',
    url: bundleUrl,
    body: (target) => bundleRequest(target, target.branch),
  },
  {
    name: 'bundle upload from a fork branch without an upload token',
    route: BUNDLE_UPLOAD,
    audience: 'nobody',
    url: bundleUrl,
    body: (target) => bundleRequest(target, `mallory:${target.branch}`),
  },
  // Test results uploads: the same rules as bundle stats.
  {
    name: 'test results upload without an upload token',
    route: TEST_RESULTS_UPLOAD,
    audience: 'nobody',
    url: testResultsUrl,
    body: (target) => testResultsRequest(target, target.branch),
  },
  {
    name: 'test results upload from a fork branch without an upload token',
    route: TEST_RESULTS_UPLOAD,
    audience: 'nobody',
    url: testResultsUrl,
    body: (target) => testResultsRequest(target, `mallory:${target.branch}`),
  },
  // The organisation's members: its members read the list, its admins change a member's admin right. The change
  // probed gives an admin the right they hold already, so the matrix changes nothing however it runs. Seats on a
  // self-hosted install are the install admins' (install-admin-matrix.test.ts).
  {
    name: 'members list',
    route: MEMBERS,
    audience: 'members',
    url: (target) => members('gh', target.owner),
    shown: (status, body, target) => names(target.audiences.members[0]!)(status, body),
  },
  {
    name: 'members list, other case, long provider, admins only',
    route: MEMBERS,
    audience: 'members',
    url: (target) => members('github', target.owner.toUpperCase(), '?is_admin=true&ordering=-username'),
    shown: (status, body, target) => names(target.audiences.admins[0]!)(status, body),
  },
  {
    name: 'members: make an admin admin',
    route: MEMBER,
    audience: 'admins',
    url: (target) => `/internal/gh/${target.owner}/users/${target.audiences.admins[0]}/`,
    body: () => ({ is_admin: true }),
    shown: (status, body, target) =>
      names(target.audiences.admins[0]!)(status, body) && body.includes('"is_admin":true'),
  },
  // Plans are the hosted edition's: on this (self-hosted) install the account details exist for no one. Their
  // members and admins on the hosted edition: billing-matrix.test.ts.
  {
    name: 'account details',
    route: ACCOUNT_DETAILS,
    audience: 'nobody',
    url: (target) => `/internal/gh/${target.owner}/account-details/`,
  },
  {
    name: 'account details: change the plan',
    route: ACCOUNT_CHANGE,
    audience: 'nobody',
    url: (target) => `/internal/gh/${target.owner}/account-details`,
    body: () => ({ plan: { value: 'users-teamm', quantity: 10 } }),
  },
  {
    name: 'account details: change the billing e-mail',
    route: BILLING_EMAIL,
    audience: 'nobody',
    url: (target) => `/internal/gh/${target.owner}/account-details/update_email`,
    body: () => ({ new_email: 'billing@example.test', apply_to_default_payment_method: true }),
  },
  {
    name: 'account details: change the billing address',
    route: BILLING_ADDRESS,
    audience: 'nobody',
    url: (target) => `/internal/gh/${target.owner}/account-details/update_billing_address`,
    body: () => ({
      name: 'Probe',
      billing_address: { line_1: '1 Main St', city: 'Springfield', postal_code: '62701', country: 'US' },
    }),
  },
  {
    name: 'account details: change the payment method',
    route: PAYMENT_METHOD,
    audience: 'nobody',
    url: (target) => `/internal/gh/${target.owner}/account-details/update_payment`,
    body: () => ({}),
  },
  // Badges never answer 404: a private repository's without its graph token is a missing one's grey 'unknown'.
  {
    name: 'badge without the graph token',
    route: GRAPH,
    audience: 'nobody',
    refusedStatus: 200,
    url: (target) => badge(target, 'graph/badge.svg'),
  },
  {
    name: 'badge.txt with a wrong graph token',
    route: GRAPH,
    audience: 'nobody',
    refusedStatus: 200,
    url: (target) => badge(target, `graph/badge.txt?token=${target.uploadToken}`),
  },
  {
    name: 'badge with the graph token',
    route: GRAPH,
    audience: 'everyone',
    url: (target) => badge(target, `graph/badge.svg?token=${target.graphToken}`),
    shown: badgeShown,
  },
  {
    name: 'badge.json of a branch without the graph token',
    route: BRANCH_GRAPH,
    audience: 'nobody',
    refusedStatus: 200,
    url: (target) => badge(target, `branch/${target.branch}/graph/badge.json`),
  },
  {
    name: 'branch badge with the graph token',
    route: BRANCH_GRAPH,
    audience: 'everyone',
    url: (target) => badge(target, `branch/${target.branch}/graph/badge.svg?token=${target.graphToken}`),
    shown: badgeShown,
  },
  {
    name: 'bundle badge without the graph token',
    route: BUNDLE_BADGE,
    audience: 'nobody',
    refusedStatus: 200,
    url: (target) => badge(target, bundleBadge(target, 'graph/bundle/{bundle}/badge.svg')),
  },
  {
    name: 'bundle badge.txt with a wrong graph token',
    route: BUNDLE_BADGES,
    audience: 'nobody',
    refusedStatus: 200,
    url: (target) =>
      badge(target, bundleBadge(target, `graphs/bundle/{bundle}/badge.txt?token=${target.uploadToken}`)),
  },
  {
    name: 'bundle badge with the graph token',
    route: BUNDLE_BADGE,
    audience: 'everyone',
    url: (target) =>
      badge(target, bundleBadge(target, `graph/bundle/{bundle}/badge.svg?token=${target.graphToken}`)),
    shown: bundleShown('1KB'),
  },
  {
    name: 'branch bundle badge.txt without the graph token',
    route: BRANCH_GRAPH,
    audience: 'nobody',
    refusedStatus: 200,
    url: (target) =>
      badge(target, bundleBadge(target, `branch/${target.branch}/graph/bundle/{bundle}/badge.txt`)),
  },
  {
    name: 'branch bundle badge with the graph token',
    route: BRANCH_GRAPH,
    audience: 'everyone',
    url: (target) =>
      badge(
        target,
        bundleBadge(
          target,
          `branch/${target.branch}/graphs/bundle/{bundle}/badge.txt?token=${target.graphToken}`,
        ),
      ),
    shown: bundleShown('1.5KB'),
  },
  {
    name: 'sunburst without the graph token',
    route: GRAPHS,
    audience: 'nobody',
    url: (target) => badge(target, 'graphs/sunburst.svg'),
  },
  {
    name: 'icicle of a branch without the graph token',
    route: BRANCH_GRAPH,
    audience: 'nobody',
    url: (target) => badge(target, `branch/${target.branch}/graph/icicle.svg`),
  },
];

/**
 * Routes that need no REST probe, each with where it is tested or why it shows no repository data. HEAD routes
 * answer as their GET without a body and are not listed.
 */
export const ROUTES_ELSEWHERE: Readonly<Record<string, string>> = {
  'POST /webhooks/stripe':
    "writes subscriptions, invoices, payment methods, plans and delinquency; needs STRIPE_WEBHOOK_SECRET's signature (modules/billing/stripe/stripe-webhooks.test.ts, security/stripe-webhook-deliveries.test.ts)",
  'GET /graphql': 'GraphQL matrix (me.* probes without a provider)',
  'POST /graphql': 'GraphQL matrix (me.* probes without a provider)',
  'GET /graphql/:provider': 'GraphQL matrix over GET',
  'POST /graphql/:provider': 'GraphQL matrix',
  'GET /internal/user': 'identity test in rest-matrix.test.ts',
  'GET /internal/users/current': 'identity test in rest-matrix.test.ts',
  'GET /internal/users': 'install admins only: install-admin-matrix.test.ts (both editions)',
  'PATCH /internal/users/:ownerid': 'install admins only: install-admin-matrix.test.ts (both editions)',
  'PATCH /internal/users/current': "the caller's own seat: install-admin-matrix.test.ts (both editions)",
  'GET /login/dev': 'sessions.test.ts',
  'GET /login/:provider': 'sessions.test.ts (sign-in with a git host), auth/oauth/oauth-sign-in.test.ts',
  'GET /login/okta':
    "the install's Okta sign-in: refusals in sign-in-rules.test.ts, the flow in modules/okta/install-okta.test.ts",
  'GET /login/okta/:provider/:owner': 'Okta sign-in: modules/okta/okta.test.ts, okta-matrix.test.ts',
  'GET /login/okta/callback':
    'Okta sign-in: forged, replayed and foreign states in modules/okta/okta.test.ts',
  'POST /logout': 'sessions.test.ts',
  'GET /logout/:provider': 'sessions.test.ts',
  'POST /logout/:provider': 'sessions.test.ts',
  'GET /health': 'status, database kind and version only',
  'GET /config.js': 'runtime settings from the environment, nothing from the database',
  'GET /remotes.json': 'front-end module locations',
  'GET *': "the front end's files and index.html; pages load their data through the API",
  'POST /webhooks/github':
    "writes pull requests, membership, repositories and app installations; needs the provider's secret (webhooks.test.ts, webhook-deliveries.test.ts)",
  'POST /webhooks/github-ai':
    "the AI app's installations and `@app test` comments; needs CANOPY_GITHUB_AI_WEBHOOK_SECRET (modules/ai/ai.test.ts)",
  'POST /webhooks/gitlab':
    "writes pull requests, membership and repositories; needs the provider's secret (webhooks.test.ts, webhook-deliveries.test.ts)",
  'POST /webhooks/bitbucket':
    "writes pull requests and repositories; needs the provider's secret (webhooks.test.ts, webhook-deliveries.test.ts)",
  'POST /webhooks/github_enterprise':
    'as /webhooks/github, for GitHub Enterprise; the same secret (webhooks.test.ts)',
  'POST /webhooks/gitlab_enterprise':
    'as /webhooks/gitlab, for GitLab self-managed; the same secret (webhooks.test.ts)',
  'POST /webhooks/bitbucket_server':
    "writes repositories; needs the provider's secret (webhook-deliveries.test.ts, sync-host-events.test.ts)",
  'POST /upload/v4': 'upload write path, token-checked (uploads.test.ts)',
  'POST /upload/v2': 'upload write path, token-checked (uploads.test.ts)',
  'PUT /upload/storage/:id': 'upload body, needs the signed URL (uploads.test.ts)',
  'PUT /upload/test_results/storage/:id':
    'JUnit files body, needs the signed URL of a test results upload (modules/test-results/test-results-uploads.test.ts)',
  'PUT /upload/bundle_analysis/storage/:id':
    'bundle stats body, needs the signed URL of a bundle upload (modules/bundle-analysis/bundle-uploads.test.ts)',
  'POST /upload/:service/:owner|:slug/commits': 'upload write path, token-checked (uploads.test.ts)',
  'POST /upload/:service/:owner|:slug/commits/:sha/reports':
    'upload write path, token-checked (uploads.test.ts)',
  'POST /upload/:service/:owner|:slug/commits/:sha/reports/:code/uploads':
    'upload write path, token-checked (uploads.test.ts)',
  'POST /upload/:service/:owner|:slug/commits/:sha/reports/:code/results': 'the GET handler, probed above',
  'POST /upload/:service/:owner|:slug/commits/:sha/empty-upload':
    'upload write path, token-checked (uploads.test.ts)',
  'POST /upload/:service/:owner|:slug/upload-coverage': 'upload write path, token-checked (uploads.test.ts)',
  'PUT /api/v1/:service/:slug/pulls/:pullid': 'upload write path, token-checked (uploads.test.ts)',
  'GET /validate': 'usage text only',
  'GET /validate/v1': 'usage text only',
  'GET /validate/v2': 'usage text only',
  'POST /validate': 'checks the posted yaml only; reads no stored data (modules/validate/validate.test.ts)',
  'POST /validate/v1':
    'checks the posted yaml only; reads no stored data (modules/validate/validate.test.ts)',
  'POST /validate/v2':
    'checks the posted yaml only; reads no stored data (modules/validate/validate.test.ts)',
  'PUT /api/v1/:service/*': 'pr-base-picking with a plain slug, token-checked (slug-forms.test.ts)',
  ...Object.fromEntries(
    Object.values(REMOTE_FOLDERS).map((folder) => [
      `GET /mf/${folder}/*`,
      "a front-end remote's built files (503 when not built); pages load their data through the API",
    ]),
  ),
};
