import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bitbucketPullDetails } from './bitbucket';
import type { GitProviderSettings } from './config';
import type { PullDetails, RepoRef } from './git-provider';
import { githubAppEvent } from './directory/github-app-events';
import { type DirectoryEvent, githubDirectoryEvent } from './directory/github-events';
import {
  bitbucketDirectoryEvent,
  bitbucketServerDirectoryEvent,
  gitlabDirectoryEvent,
} from './directory/host-events';
import { githubPullDetails } from './github';
import { gitlabPullState } from './gitlab';
import { numberAt, textAt, valueAt } from './json-fields';
import { header, hmacMatches, tokenMatches } from './webhook-signatures';

export interface GitProviderWebhooksOptions {
  settings: GitProviderSettings;
  /** Called with every pull request a webhook describes; the route answers 200 once it resolves. */
  onPull: (repo: RepoRef, pull: PullDetails) => Promise<void>;
  /** Called with each change of membership or repository a webhook describes; ignored without it. */
  onDirectory?: (event: DirectoryEvent) => Promise<void>;
  /** Called with each GitHub `issue_comment` delivery (commands in pull request comments); ignored without it. */
  onGitHubComment?: (payload: unknown) => Promise<void>;
}

type Secrets = GitProviderSettings['webhookSecrets'];

/** What a webhook delivery means to Canopy. */
type Delivery =
  | { kind: 'pull'; repo: RepoRef; pull: PullDetails }
  | { kind: 'directory'; event: DirectoryEvent }
  | { kind: 'comment'; payload: unknown }
  | { kind: 'ping' }
  | { kind: 'ignored' }
  | { kind: 'unreadable' };

interface WebhookSource {
  path: string;
  host: string;
  secret: (secrets: Secrets) => string | undefined;
  signed: (request: FastifyRequest, body: Buffer, secret: string) => boolean;
  read: (request: FastifyRequest, payload: unknown) => Delivery;
}

/** Pull request payloads are small, but some hosts include long descriptions and file lists. */
const BODY_LIMIT = 25 * 1024 * 1024;

/** `owner/name` split at its last '/', so GitLab subgroups stay in the owner. */
function repoFromPath(service: RepoRef['service'], fullPath: string | null): RepoRef | null {
  const cut = fullPath?.lastIndexOf('/') ?? -1;
  if (!fullPath || cut <= 0 || cut === fullPath.length - 1) return null;
  return { service, owner: fullPath.slice(0, cut), name: fullPath.slice(cut + 1) };
}

function pullDelivery(repo: RepoRef | null, pull: PullDetails | null): Delivery {
  return repo && pull ? { kind: 'pull', repo, pull } : { kind: 'unreadable' };
}

function readGitHub(request: FastifyRequest, payload: unknown, enterprise = false): Delivery {
  const event = header(request, 'x-github-event');
  if (event === 'ping') return { kind: 'ping' };
  // GitHub Enterprise Server names itself in every delivery.
  const service = enterprise || header(request, 'x-github-enterprise-host') ? 'github_enterprise' : 'github';
  const found = githubAppEvent(event, payload, service) ?? githubDirectoryEvent(event, payload, service);
  if (found) return { kind: 'directory', event: found };
  if (event === 'issue_comment') return { kind: 'comment', payload };
  if (event !== 'pull_request') return { kind: 'ignored' };
  const owner = textAt(payload, 'repository', 'owner', 'login');
  const name = textAt(payload, 'repository', 'name');
  const repo = owner && name ? ({ service, owner, name } satisfies RepoRef) : null;
  return pullDelivery(repo, githubPullDetails(valueAt(payload, ['pull_request'])));
}

function gitlabService(request: FastifyRequest, payload: unknown): RepoRef['service'] {
  const instance = header(request, 'x-gitlab-instance') ?? textAt(payload, 'project', 'web_url') ?? '';
  try {
    return new URL(instance).hostname === 'gitlab.com' ? 'gitlab' : 'gitlab_enterprise';
  } catch {
    return 'gitlab';
  }
}

function directory(event: DirectoryEvent | null): Delivery {
  return event ? { kind: 'directory', event } : { kind: 'ignored' };
}

function readGitLab(request: FastifyRequest, payload: unknown, enterprise = false): Delivery {
  const service = enterprise ? 'gitlab_enterprise' : gitlabService(request, payload);
  // System and group hooks name their event; project hooks their object.
  if (textAt(payload, 'event_name') !== null && textAt(payload, 'object_kind') === null)
    return directory(gitlabDirectoryEvent(payload, service));
  if (textAt(payload, 'object_kind') !== 'merge_request') return { kind: 'ignored' };
  const attributes = valueAt(payload, ['object_attributes']);
  const pullid = numberAt(attributes, 'iid');
  const repo = repoFromPath(service, textAt(payload, 'project', 'path_with_namespace'));
  if (pullid === null) return { kind: 'unreadable' };
  return pullDelivery(repo, {
    pullid,
    title: textAt(attributes, 'title'),
    state: gitlabPullState(textAt(attributes, 'state')),
    // The delivery names who acted, which is the author only when the merge request was opened.
    author: textAt(attributes, 'action') === 'open' ? textAt(payload, 'user', 'username') : null,
    baseBranch: textAt(attributes, 'target_branch'),
    baseSha: null,
    headBranch: textAt(attributes, 'source_branch'),
    headSha: textAt(attributes, 'last_commit', 'id'),
  });
}

function readBitbucket(request: FastifyRequest, payload: unknown): Delivery {
  const eventKey = header(request, 'x-event-key');
  if (eventKey?.startsWith('repo:')) return directory(bitbucketDirectoryEvent(eventKey, payload));
  if (!eventKey?.startsWith('pullrequest:')) return { kind: 'ignored' };
  const repo = repoFromPath('bitbucket', textAt(payload, 'repository', 'full_name'));
  return pullDelivery(repo, bitbucketPullDetails(valueAt(payload, ['pullrequest'])));
}

const GITHUB = {
  host: 'GitHub',
  secret: (secrets: Secrets) => secrets.github,
  signed: (request: FastifyRequest, body: Buffer, secret: string) =>
    hmacMatches(secret, body, header(request, 'x-hub-signature-256')),
};
const GITLAB = {
  host: 'GitLab',
  secret: (secrets: Secrets) => secrets.gitlab,
  signed: (request: FastifyRequest, _body: Buffer, secret: string) =>
    tokenMatches(secret, header(request, 'x-gitlab-token')),
};

/** The enterprise paths of docs/api-contract.md §2.4 take the same secrets and name their service outright. */
const SOURCES: readonly WebhookSource[] = [
  {
    path: '/webhooks/github_enterprise',
    ...GITHUB,
    read: (request, payload) => readGitHub(request, payload, true),
  },
  {
    path: '/webhooks/gitlab_enterprise',
    ...GITLAB,
    read: (request, payload) => readGitLab(request, payload, true),
  },
  { path: '/webhooks/github', ...GITHUB, read: (request, payload) => readGitHub(request, payload) },
  { path: '/webhooks/gitlab', ...GITLAB, read: (request, payload) => readGitLab(request, payload) },
  {
    path: '/webhooks/bitbucket',
    host: 'Bitbucket',
    secret: (secrets) => secrets.bitbucket,
    signed: (request, body, secret) => hmacMatches(secret, body, header(request, 'x-hub-signature')),
    read: readBitbucket,
  },
  {
    path: '/webhooks/bitbucket_server',
    host: 'Bitbucket Server',
    secret: (secrets) => secrets.bitbucketServer,
    signed: (request, body, secret) => hmacMatches(secret, body, header(request, 'x-hub-signature')),
    read: (request, payload) =>
      directory(bitbucketServerDirectoryEvent(header(request, 'x-event-key'), payload)),
  },
];

/** The JSON of a delivery: the body itself, or GitHub's form-encoded `payload` field. */
function payloadOf(request: FastifyRequest, body: Buffer): unknown {
  const form = header(request, 'content-type')?.startsWith('application/x-www-form-urlencoded');
  const json = form
    ? (new URLSearchParams(body.toString('utf8')).get('payload') ?? '')
    : body.toString('utf8');
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

function answer(reply: FastifyReply, status: number, detail: string) {
  return reply.code(status).send({ detail });
}

/**
 * Webhooks from git hosts: pull request deliveries keep pulls up to date between uploads. A host without a configured
 * secret gets 404, and every delivery is authenticated (against the raw body where signed) before it is read.
 */
export async function gitProviderWebhooks(
  app: FastifyInstance,
  options: GitProviderWebhooksOptions,
): Promise<void> {
  // Signatures cover the exact bytes sent, so bodies stay raw here; this scope's parsers do not reach other routes.
  app.removeAllContentTypeParsers();
  for (const type of ['application/json', 'application/x-www-form-urlencoded'])
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

  for (const source of SOURCES) {
    app.post(source.path, async (request, reply) => {
      const secret = source.secret(options.settings.webhookSecrets);
      if (!secret) return answer(reply, 404, `No ${source.host} webhook secret is configured`);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!source.signed(request, body, secret))
        return answer(reply, 401, `The ${source.host} webhook signature does not match`);
      const payload = payloadOf(request, body);
      if (payload === undefined) return answer(reply, 400, 'The webhook body is not valid JSON');
      const delivery = source.read(request, payload);
      if (delivery.kind === 'unreadable')
        return answer(reply, 400, `The ${source.host} webhook does not describe a pull request`);
      if (delivery.kind === 'ignored') return reply.code(202).send({ received: true });
      if (delivery.kind === 'pull') await options.onPull(delivery.repo, delivery.pull);
      if (delivery.kind === 'directory') {
        if (!options.onDirectory) return reply.code(202).send({ received: true });
        await options.onDirectory(delivery.event);
      }
      if (delivery.kind === 'comment') {
        if (!options.onGitHubComment) return reply.code(202).send({ received: true });
        await options.onGitHubComment(delivery.payload);
      }
      return reply.code(200).send({ received: true });
    });
  }
}
