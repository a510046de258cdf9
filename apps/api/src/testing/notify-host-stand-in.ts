import { type KeyObject, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ANNOTATIONS_PER_REQUEST } from '../git-providers/github';
import type { StandInRoute } from '../git-providers/loopback-host';

export type HostKind = 'github' | 'gitlab' | 'bitbucket' | 'bitbucket_server';

/** Which credentials a write came with: the configured token, or a GitHub App installation's token. */
export type TokenKind = 'token' | 'installation';

/** The GitHub App the stand-in knows: it checks the app's JWTs with the public key. */
export interface StandInApp {
  id: string;
  publicKey: KeyObject;
}

/** A commit status as the stand-in received it, in Codecov's words whatever the host calls them. */
export interface ReceivedStatus {
  sha: string;
  context: string;
  /** The host's own state word (`success`, `failed`, `SUCCESSFUL`, …). */
  state: string;
  description: string;
  url: string;
  auth: TokenKind;
}

export interface ReceivedComment {
  id: string;
  pullid: number;
  body: string;
  /** Every body it had, the first one first. */
  edits: string[];
  deleted: boolean;
  /** Bitbucket Server's comment version: a write must name the current one. */
  version: number;
  /** The credentials it was created with. */
  auth: TokenKind;
}

/** A GitHub check run as the stand-in received it: created, then updated with more annotations. */
export interface ReceivedCheckRun {
  id: string;
  sha: string;
  name: string;
  status: string;
  conclusion: string;
  detailsUrl: string;
  title: string;
  summary: string;
  /** Every annotation, as GitHub's API names its fields. */
  annotations: Record<string, unknown>[];
  /** How many annotations each request (the creation, then each update) carried. */
  batches: number[];
  auth: TokenKind;
}

export interface NotifyHostStandIn {
  url: string;
  statuses: ReceivedStatus[];
  comments: ReceivedComment[];
  checkRuns: ReceivedCheckRun[];
  /** Every request, `METHOD path`. */
  requests: string[];
  /** The next `count` writes answer 502, as a host having a bad moment. */
  failWrites(count: number): void;
  /** Check run creation answers 403, as for an app without the checks permission. */
  refuseCheckRuns(refuse: boolean): void;
  /** The installation id of every installation token handed out, in order. */
  issuedTokens: number[];
  /** The installation tokens handed out so far answer 401 from now on, as expired or revoked ones do. */
  revokeInstallationTokens(): void;
  close(): Promise<void>;
}

const AUTH: Record<HostKind, (token: string) => [string, string]> = {
  github: (token) => ['authorization', `Bearer ${token}`],
  gitlab: (token) => ['private-token', token],
  bitbucket: (token) => ['authorization', `Bearer ${token}`],
  bitbucket_server: (token) => ['authorization', `Bearer ${token}`],
};

/** Where each host takes statuses and comments; the groups are sha or pull id, and comment id. */
const ROUTES: Record<HostKind, { status: RegExp; comments: RegExp; comment: RegExp }> = {
  github: {
    status: /^\/repos\/[^/]+\/[^/]+\/statuses\/(\w+)$/,
    comments: /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/,
    comment: /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/,
  },
  gitlab: {
    status: /^\/projects\/[^/]+\/statuses\/(\w+)$/,
    comments: /^\/projects\/[^/]+\/merge_requests\/(\d+)\/notes$/,
    comment: /^\/projects\/[^/]+\/merge_requests\/\d+\/notes\/(\d+)$/,
  },
  bitbucket: {
    status: /^\/repositories\/[^/]+\/[^/]+\/commit\/(\w+)\/statuses\/build$/,
    comments: /^\/repositories\/[^/]+\/[^/]+\/pullrequests\/(\d+)\/comments$/,
    comment: /^\/repositories\/[^/]+\/[^/]+\/pullrequests\/\d+\/comments\/(\d+)$/,
  },
  bitbucket_server: {
    status: /^\/rest\/build-status\/1\.0\/commits\/(\w+)$/,
    comments: /^\/rest\/api\/1\.0\/projects\/[^/]+\/repos\/[^/]+\/pull-requests\/(\d+)\/comments$/,
    comment: /^\/rest\/api\/1\.0\/projects\/[^/]+\/repos\/[^/]+\/pull-requests\/\d+\/comments\/(\d+)$/,
  },
};

const ACCESS_TOKENS = /^\/app\/installations\/(\d+)\/access_tokens$/;
const CHECK_RUNS = /^\/repos\/[^/]+\/[^/]+\/check-runs$/;
const CHECK_RUN = /^\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/;

interface CheckRunBody {
  name?: string;
  head_sha?: string;
  status?: string;
  conclusion?: string;
  details_url?: string;
  output?: { title?: string; summary?: string; annotations?: Record<string, unknown>[] };
}

function jsonPart(part: string | undefined): Record<string, unknown> | null {
  try {
    return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** As GitHub checks an app's JWT: RS256 signed by the app's key, issued by the app, not expired, at most 10 minutes long. */
function appJwtProblem(app: StandInApp, authorization: string | undefined): string | null {
  const jwt = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  const [header, payload, signature] = jwt.split('.');
  const head = jsonPart(header);
  const claims = jsonPart(payload);
  if (!head || !claims || !signature) return 'A JSON web token could not be decoded';
  if (head.alg !== 'RS256') return "'alg' must be RS256";
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    app.publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'A JSON web token could not be decoded';
  if (String(claims.iss) !== app.id) return "'Issuer' claim ('iss') must be an Integer";
  const now = Math.floor(Date.now() / 1000);
  const [iat, exp] = [Number(claims.iat), Number(claims.exp)];
  if (!(exp > now))
    return "'Expiration time' claim ('exp') must be a numeric value representing the future time";
  if (!(iat <= now) || exp - iat > 600) return "'Expiration time' claim ('exp') is too far in the future";
  return null;
}

function statusOf(kind: HostKind, sha: string, body: Record<string, string>): Omit<ReceivedStatus, 'auth'> {
  if (kind === 'gitlab')
    return {
      sha,
      context: body.name!,
      state: body.state!,
      description: body.description!,
      url: body.target_url!,
    };
  if (kind === 'bitbucket' || kind === 'bitbucket_server')
    return { sha, context: body.key!, state: body.state!, description: body.description!, url: body.url! };
  return {
    sha,
    context: body.context!,
    state: body.state!,
    description: body.description!,
    url: body.target_url!,
  };
}

function commentText(kind: HostKind, body: unknown): string {
  const value = body as { body?: string; text?: string; content?: { raw?: string } };
  if (kind === 'bitbucket_server') return value.text ?? '';
  return (kind === 'bitbucket' ? value.content?.raw : value.body) ?? '';
}

/**
 * A git host's REST API on 127.0.0.1 as notifications use it: commit statuses, GitHub check runs and pull request
 * comments (created, edited, deleted), recorded as received. Reads (pulls, commits, diffs) answer from `reads`, keyed
 * `METHOD url` as in `startLoopbackHost`. Requests without the token get 401. Given a GitHub `app`, it hands out
 * installation tokens for the app's JWTs and takes them as credentials; as on GitHub, only those may write check runs.
 */
export async function startNotifyHost(
  kind: HostKind,
  token: string,
  reads: Record<string, StandInRoute> = {},
  app?: StandInApp,
): Promise<NotifyHostStandIn> {
  const statuses: ReceivedStatus[] = [];
  const comments: ReceivedComment[] = [];
  const checkRuns: ReceivedCheckRun[] = [];
  const requests: string[] = [];
  let failing = 0;
  let refusingChecks = false;
  let nextId = 1000;
  const issuedTokens: number[] = [];
  /** Installation token → whether it is still good. */
  const installationTokens = new Map<string, boolean>();
  const [header, expected] = AUTH[kind](token);
  const routes = ROUTES[kind];

  const accessToken = (installationId: number, authorization: string | undefined) => {
    if (!app) return { status: 404, body: { message: 'Not Found' } };
    const problem = appJwtProblem(app, authorization);
    if (problem) return { status: 401, body: { message: problem } };
    const issued = `ghs_${installationId}_${issuedTokens.push(installationId)}`;
    installationTokens.set(issued, true);
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    return { status: 201, body: { token: issued, expires_at: expiresAt } };
  };

  /** Whose credentials a request carries; null when the host takes none of them. */
  const credentials = (headers: http.IncomingHttpHeaders): TokenKind | null => {
    const given = headers[header];
    if (given === expected) return 'token';
    const bearer = /^Bearer (.+)$/.exec(typeof given === 'string' ? given : '')?.[1];
    return kind === 'github' && bearer && installationTokens.get(bearer) ? 'installation' : null;
  };

  const checkRunAnswer = (method: string, path: string, body: unknown, auth: TokenKind) => {
    // GitHub lets only a GitHub App's installation write check runs.
    if (auth !== 'installation')
      return { status: 403, body: { message: 'Resource not accessible by integration' } };
    const given = body as CheckRunBody;
    const annotations = given.output?.annotations ?? [];
    if (annotations.length > ANNOTATIONS_PER_REQUEST)
      return {
        status: 422,
        body: { message: `Only ${ANNOTATIONS_PER_REQUEST} annotations are allowed per request` },
      };
    if (method === 'POST') {
      if (refusingChecks) return { status: 403, body: { message: 'Resource not accessible by integration' } };
      const run: ReceivedCheckRun = {
        id: String(nextId++),
        sha: given.head_sha ?? '',
        name: given.name ?? '',
        status: given.status ?? 'queued',
        conclusion: given.conclusion ?? '',
        detailsUrl: given.details_url ?? '',
        title: given.output?.title ?? '',
        summary: given.output?.summary ?? '',
        annotations: [...annotations],
        batches: [annotations.length],
        auth,
      };
      checkRuns.push(run);
      return { status: 201, body: { id: Number(run.id) } };
    }
    const run = checkRuns.find((candidate) => candidate.id === CHECK_RUN.exec(path)?.[1]);
    if (method !== 'PATCH' || !run) return { status: 404, body: { message: 'Not Found' } };
    // GitHub adds the annotations of an update to those the run has.
    run.annotations.push(...annotations);
    run.batches.push(annotations.length);
    if (given.conclusion) run.conclusion = given.conclusion;
    if (given.output?.title) run.title = given.output.title;
    if (given.output?.summary) run.summary = given.output.summary;
    return { status: 200, body: { id: Number(run.id) } };
  };

  const answer = (method: string, url: string, headers: http.IncomingHttpHeaders, body: unknown) => {
    const path = url.split('?')[0]!;
    const tokenFor = kind === 'github' && method === 'POST' ? ACCESS_TOKENS.exec(path) : null;
    if (tokenFor) return accessToken(Number(tokenFor[1]), headers.authorization);
    const auth = credentials(headers);
    if (!auth) return { status: 401, body: { message: 'Bad credentials' } };
    if (method !== 'GET' && failing > 0) {
      failing -= 1;
      return { status: 502, body: { message: 'Bad gateway' } };
    }
    let match: RegExpExecArray | null;
    if (method === 'POST' && (match = routes.status.exec(path))) {
      statuses.push({ ...statusOf(kind, match[1]!, body as Record<string, string>), auth });
      // Bitbucket Server answers a build status with no content.
      return kind === 'bitbucket_server'
        ? { status: 204, body: '' }
        : { status: 201, body: { id: nextId++ } };
    }
    if (kind === 'github' && (CHECK_RUNS.test(path) || CHECK_RUN.test(path)))
      return checkRunAnswer(method, path, body, auth);
    if (method === 'POST' && (match = routes.comments.exec(path))) {
      const text = commentText(kind, body);
      const comment = {
        id: String(nextId++),
        pullid: Number(match[1]),
        body: text,
        edits: [text],
        deleted: false,
        version: 0,
        auth,
      };
      comments.push(comment);
      return { status: 201, body: { id: Number(comment.id), version: comment.version } };
    }
    if ((match = routes.comment.exec(path))) {
      const comment = comments.find((candidate) => candidate.id === match![1] && !candidate.deleted);
      if (!comment) return { status: 404, body: { message: 'Not Found' } };
      if (method === 'GET')
        return {
          status: 200,
          body: { id: Number(comment.id), version: comment.version, text: comment.body },
        };
      if (kind === 'bitbucket_server') {
        const named =
          method === 'DELETE'
            ? Number(new URLSearchParams(url.split('?')[1] ?? '').get('version'))
            : (body as { version?: number }).version;
        if (named !== comment.version) return { status: 409, body: { message: 'Comment version is stale' } };
      }
      if (method === 'DELETE') {
        comment.deleted = true;
        return { status: 204, body: '' };
      }
      comment.body = commentText(kind, body);
      comment.edits.push(comment.body);
      comment.version += 1;
      return { status: 200, body: { id: Number(comment.id), version: comment.version } };
    }
    const route = reads[`${method} ${url}`];
    if (!route) return { status: 404, body: { message: 'Not Found' } };
    const given = typeof route === 'function' ? route({ method, url, headers }) : route;
    return { status: given.status ?? 200, body: given.body ?? {} };
  };

  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const method = incoming.method ?? 'GET';
      const url = incoming.url ?? '/';
      requests.push(`${method} ${url}`);
      const text = Buffer.concat(chunks).toString('utf8');
      const result = answer(method, url, incoming.headers, text ? (JSON.parse(text) as unknown) : null);
      const isText = typeof result.body === 'string';
      response
        .writeHead(result.status, { 'content-type': isText ? 'text/plain' : 'application/json' })
        .end(isText ? result.body : JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    statuses,
    comments,
    checkRuns,
    requests,
    failWrites: (count) => {
      failing = count;
    },
    refuseCheckRuns: (refuse) => {
      refusingChecks = refuse;
    },
    issuedTokens,
    revokeInstallationTokens: () => {
      for (const issued of installationTokens.keys()) installationTokens.set(issued, false);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * The pull request answer of a GitLab or Bitbucket host for pull 3 of acme/widgets, naming `base` as its base and
 * `head` as its head: the path it is served at and its body.
 */
export function hostPullAnswer(kind: 'gitlab' | 'bitbucket', base: string, head: string): [string, object] {
  return kind === 'gitlab'
    ? [
        '/projects/acme%2Fwidgets/merge_requests/3',
        {
          iid: 3,
          title: 'MR',
          state: 'opened',
          target_branch: 'main',
          source_branch: 'feature',
          diff_refs: { base_sha: base, head_sha: head },
        },
      ]
    : [
        '/repositories/acme/widgets/pullrequests/3',
        {
          id: 3,
          title: 'PR',
          state: 'OPEN',
          destination: { branch: { name: 'main' }, commit: { hash: base } },
          source: { branch: { name: 'feature' }, commit: { hash: head } },
        },
      ];
}
