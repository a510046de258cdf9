import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GitProviderSettings } from './config';
import type { PullDetails, RepoRef } from './git-provider';
import { gitProviderWebhooks } from './webhooks';

const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);

const SETTINGS: GitProviderSettings = {
  webhookSecrets: { github: 'hub-secret', gitlab: 'lab-secret', bitbucket: 'bucket-secret' },
};

const GITHUB_PULL = JSON.stringify({
  action: 'closed',
  number: 12,
  pull_request: {
    number: 12,
    title: 'Faster sums',
    state: 'closed',
    merged: true,
    user: { login: 'ada' },
    base: { ref: 'main', sha: BASE },
    head: { ref: 'faster-sums', sha: HEAD },
  },
  repository: { name: 'widgets', owner: { login: 'acme' } },
});

const GITLAB_MERGE_REQUEST = JSON.stringify({
  object_kind: 'merge_request',
  user: { username: 'grace' },
  project: {
    path_with_namespace: 'acme/platform/widgets',
    web_url: 'https://gitlab.com/acme/platform/widgets',
  },
  object_attributes: {
    iid: 7,
    title: 'Faster sums',
    state: 'opened',
    action: 'open',
    target_branch: 'main',
    source_branch: 'faster-sums',
    last_commit: { id: HEAD },
  },
});

const BITBUCKET_PULL = JSON.stringify({
  pullrequest: {
    id: 3,
    title: 'Faster sums',
    state: 'MERGED',
    author: { nickname: 'linus' },
    destination: { branch: { name: 'main' }, commit: { hash: BASE.slice(0, 12) } },
    source: { branch: { name: 'faster-sums' }, commit: { hash: HEAD.slice(0, 12) } },
  },
  repository: { full_name: 'acme/widgets' },
});

function sign(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

describe('gitProviderWebhooks', () => {
  let app: FastifyInstance;
  const received: Array<[RepoRef, PullDetails]> = [];

  async function build(settings: GitProviderSettings): Promise<FastifyInstance> {
    const server = Fastify();
    await server.register(gitProviderWebhooks, {
      settings,
      onPull: async (repo, pull) => {
        received.push([repo, pull]);
      },
    });
    // A neighbour outside the plugin keeps Fastify's own JSON parsing.
    server.post('/echo', async (request) => ({ parsed: request.body }));
    return server;
  }

  beforeAll(async () => {
    app = await build(SETTINGS);
  });
  afterAll(() => app.close());
  beforeEach(() => received.splice(0));

  const github = (payload: string, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/webhooks/github',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('passes a signed GitHub pull request delivery to onPull', async () => {
    const response = await github(GITHUB_PULL, {
      'x-github-event': 'pull_request',
      'x-hub-signature-256': sign('hub-secret', GITHUB_PULL),
    });
    expect(response.statusCode).toBe(200);
    expect(received).toEqual([
      [
        { service: 'github', owner: 'acme', name: 'widgets' },
        {
          pullid: 12,
          title: 'Faster sums',
          state: 'merged',
          author: 'ada',
          baseBranch: 'main',
          baseSha: BASE,
          headBranch: 'faster-sums',
          headSha: HEAD,
          fromFork: null,
        },
      ],
    ]);
  });

  it('tells GitHub Enterprise deliveries apart and accepts form-encoded ones', async () => {
    const form = `payload=${encodeURIComponent(GITHUB_PULL)}`;
    const response = await app.inject({
      method: 'POST',
      url: '/webhooks/github',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-github-event': 'pull_request',
        'x-github-enterprise-host': 'git.example.com',
        'x-hub-signature-256': sign('hub-secret', form),
      },
      payload: form,
    });
    expect(response.statusCode).toBe(200);
    expect(received[0]?.[0].service).toBe('github_enterprise');
  });

  it('names the enterprise service on the enterprise paths, with the same secrets', async () => {
    const enterprise = (url: string, payload: string, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const hub = { 'x-github-event': 'pull_request', 'x-hub-signature-256': sign('hub-secret', GITHUB_PULL) };
    expect((await enterprise('/webhooks/github_enterprise', GITHUB_PULL, hub)).statusCode).toBe(200);
    const lab = { 'x-gitlab-token': 'lab-secret' };
    expect((await enterprise('/webhooks/gitlab_enterprise', GITLAB_MERGE_REQUEST, lab)).statusCode).toBe(200);
    expect(received.map(([repo]) => repo.service)).toEqual(['github_enterprise', 'gitlab_enterprise']);
    const wrong = { ...hub, 'x-hub-signature-256': sign('other', GITHUB_PULL) };
    expect((await enterprise('/webhooks/github_enterprise', GITHUB_PULL, wrong)).statusCode).toBe(401);
    const wrongToken = { 'x-gitlab-token': 'other' };
    expect(
      (await enterprise('/webhooks/gitlab_enterprise', GITLAB_MERGE_REQUEST, wrongToken)).statusCode,
    ).toBe(401);
  });

  it('refuses bad signatures before reading the body', async () => {
    for (const signature of [sign('wrong', GITHUB_PULL), 'sha256=abc', 'sha1=00', undefined]) {
      const headers: Record<string, string> = { 'x-github-event': 'pull_request' };
      if (signature) headers['x-hub-signature-256'] = signature;
      expect((await github(GITHUB_PULL, headers)).statusCode).toBe(401);
    }
    const tampered = GITHUB_PULL.replace('"merged":true', '"merged":false');
    const response = await github(tampered, {
      'x-github-event': 'pull_request',
      'x-hub-signature-256': sign('hub-secret', GITHUB_PULL),
    });
    expect(response.statusCode).toBe(401);
    expect(received).toEqual([]);
  });

  it('answers pings, ignores other events and rejects unreadable bodies', async () => {
    const ping = JSON.stringify({ zen: 'Keep it logically awesome.' });
    const headers = (event: string, body: string) => ({
      'x-github-event': event,
      'x-hub-signature-256': sign('hub-secret', body),
    });
    expect((await github(ping, headers('ping', ping))).statusCode).toBe(200);
    const push = await github(ping, headers('push', ping));
    expect(push.statusCode).toBe(202);
    expect(push.json()).toEqual({ received: true });
    expect((await github('{not json', headers('pull_request', '{not json'))).statusCode).toBe(400);
    const empty = JSON.stringify({ repository: { name: 'w', owner: { login: 'a' } } });
    expect((await github(empty, headers('pull_request', empty))).statusCode).toBe(400);
    expect(received).toEqual([]);
  });

  it('checks the GitLab token and reads merge request events of subgroup projects', async () => {
    const deliver = (token: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/webhooks/gitlab',
        headers: { 'content-type': 'application/json', 'x-gitlab-token': token },
        payload,
      });
    expect((await deliver('wrong', GITLAB_MERGE_REQUEST)).statusCode).toBe(401);
    expect((await deliver('lab-secret', GITLAB_MERGE_REQUEST)).statusCode).toBe(200);
    expect((await deliver('lab-secret', JSON.stringify({ object_kind: 'push' }))).statusCode).toBe(202);
    expect(received).toEqual([
      [
        { service: 'gitlab', owner: 'acme/platform', name: 'widgets' },
        {
          pullid: 7,
          title: 'Faster sums',
          state: 'open',
          author: 'grace',
          baseBranch: 'main',
          baseSha: null,
          headBranch: 'faster-sums',
          headSha: HEAD,
        },
      ],
    ]);
  });

  it('checks the Bitbucket signature and reads pullrequest events', async () => {
    const deliver = (event: string, signature: string) =>
      app.inject({
        method: 'POST',
        url: '/webhooks/bitbucket',
        headers: { 'content-type': 'application/json', 'x-event-key': event, 'x-hub-signature': signature },
        payload: BITBUCKET_PULL,
      });
    expect((await deliver('pullrequest:fulfilled', sign('wrong', BITBUCKET_PULL))).statusCode).toBe(401);
    expect((await deliver('repo:push', sign('bucket-secret', BITBUCKET_PULL))).statusCode).toBe(202);
    expect((await deliver('pullrequest:fulfilled', sign('bucket-secret', BITBUCKET_PULL))).statusCode).toBe(
      200,
    );
    expect(received).toHaveLength(1);
    expect(received[0]?.[0]).toEqual({ service: 'bitbucket', owner: 'acme', name: 'widgets' });
    expect(received[0]?.[1]).toMatchObject({
      pullid: 3,
      state: 'merged',
      author: 'linus',
      headBranch: 'faster-sums',
    });
  });

  it('has no route for a provider without a secret', async () => {
    const bare = await build({ webhookSecrets: { gitlab: 'lab-secret' } });
    const response = await bare.inject({
      method: 'POST',
      url: '/webhooks/github',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign('', GITHUB_PULL) },
      payload: GITHUB_PULL,
    });
    expect(response.statusCode).toBe(404);
    await bare.close();
  });

  it('leaves JSON parsing of other routes alone', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ flag: 'unit' }),
    });
    expect(response.json()).toEqual({ parsed: { flag: 'unit' } });
  });
});
