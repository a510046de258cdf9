import { createHmac } from 'node:crypto';
import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const SECRET = 'the-real-secret';

interface Forgery {
  path: string;
  headers: Record<string, string>;
  /** Headers that authenticate `body` with `secret`. */
  sign: (body: string, secret: string) => Record<string, string>;
  body: (repo: { serviceId: string; name: string; owner: string; ownerServiceId: string }) => unknown;
}

const hmac = (name: string) => (body: string, secret: string) => ({
  [name]: `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
});

/** Each host's delivery that, were it believed, would make a private repository public. */
const FORGERIES: Record<string, Forgery> = {
  github: {
    path: '/webhooks/github',
    headers: { 'x-github-event': 'repository' },
    sign: hmac('x-hub-signature-256'),
    body: (repo) => ({
      action: 'publicized',
      repository: {
        id: Number(repo.serviceId) || 1,
        name: repo.name,
        private: false,
        owner: { login: repo.owner, id: Number(repo.ownerServiceId) || 1, type: 'Organization' },
      },
    }),
  },
  gitlab: {
    path: '/webhooks/gitlab',
    headers: { 'x-gitlab-event': 'System Hook', 'x-gitlab-instance': 'https://gitlab.com' },
    sign: (_body, secret) => ({ 'x-gitlab-token': secret }),
    body: (repo) => ({
      event_name: 'project_update',
      project_id: repo.serviceId,
      path_with_namespace: `${repo.owner}/${repo.name}`,
      project_visibility: 'public',
    }),
  },
  bitbucket: {
    path: '/webhooks/bitbucket',
    headers: { 'x-event-key': 'repo:updated' },
    sign: hmac('x-hub-signature'),
    body: (repo) => ({
      repository: {
        uuid: `{${repo.serviceId}}`,
        full_name: `${repo.owner}/${repo.name}`,
        is_private: false,
        workspace: { slug: repo.owner, uuid: `{${repo.ownerServiceId}}` },
        owner: { type: 'team' },
      },
      changes: { is_private: { old: true, new: false } },
    }),
  },
  bitbucket_server: {
    path: '/webhooks/bitbucket_server',
    headers: { 'x-event-key': 'repo:modified' },
    sign: hmac('x-hub-signature'),
    body: (repo) => {
      const at = (isPublic: boolean) => ({
        id: Number(repo.serviceId) || 1,
        slug: repo.name,
        public: isPublic,
        project: { key: repo.owner, type: 'NORMAL' },
      });
      return { old: at(false), new: at(true) };
    },
  },
};

/** Membership and repository webhooks change who sees what: only the host, proving it with its secret, may send them. */
describeEachBackend('security: webhook deliveries that change who sees what', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: {
        CANOPY_GITHUB_WEBHOOK_SECRET: SECRET,
        CANOPY_GITLAB_WEBHOOK_SECRET: SECRET,
        CANOPY_BITBUCKET_WEBHOOK_SECRET: SECRET,
        CANOPY_BITBUCKET_SERVER_WEBHOOK_SECRET: SECRET,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const privateRepositories = () =>
    server.database.db
      .selectFrom('repositories')
      .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
      .select(['repositories.repoid', 'repositories.serviceId', 'repositories.name', 'owners.username'])
      .select('owners.serviceId as ownerServiceId')
      .where('repositories.private', '=', true)
      .orderBy('repositories.repoid')
      .execute();

  it.each(Object.keys(FORGERIES))(
    '%s: a wrong or missing signature is refused and changes nothing',
    async (name) => {
      const forgery = FORGERIES[name]!;
      const before = await privateRepositories();
      expect(before.length).toBeGreaterThan(0);
      for (const repo of before) {
        const body = JSON.stringify(forgery.body({ ...repo, owner: repo.username }));
        for (const signature of [forgery.sign(body, 'not-the-secret'), {}]) {
          const response = await server.app.inject({
            method: 'POST',
            url: forgery.path,
            headers: { 'content-type': 'application/json', ...forgery.headers, ...signature },
            payload: body,
          });
          expect(response.statusCode).toBe(401);
        }
      }
      await server.app.ingestion.queue.idle();
      expect(await privateRepositories()).toEqual(before);
    },
  );
});
