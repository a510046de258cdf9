import { createHmac } from 'node:crypto';
import { type AiStandIn, startAiStandIn } from '@canopy/tools/ai-stand-in';
import { gitProviderSettingsFromEnv, gitProvidersFor } from '../../git-providers';
import { startNotifyHost } from '../../testing/notify-host-stand-in';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { ComparisonService } from '../comparisons';
import { ReportReader } from '../reports';
import { suggestTests } from './suggest-job';

const REQUEST = `mutation($input: RequestAiTestSuggestionsInput!) {
  requestAiTestSuggestions(input: $input) {
    suggestion { id status }
    error { __typename ... on ResolverError { message } } } }`;
const SUGGESTION = `query($pull: Int!) { owner(username: "canopy") { repository(name: "demo") {
  ... on Repository { pull(id: $pull) { aiSuggestion { id status commitid body error commentPosted } } } } } }`;
const OWNER = `{ owner(username: "canopy") { aiFeaturesEnabled aiEnabledRepos } }`;
const CONFIG = `{ config { aiApp { appName installUrl modelConfigured commands { name description } } } }`;
const CANOPY_WEBHOOK_SECRET = 'canopy-hub-secret';
const WEBHOOK_SECRET = 'ai-webhook-secret-41';
const ANSWER = 'Add a test for `mergeSessions` that passes two sessions with the same line.';

type Payload = {
  requestAiTestSuggestions: {
    suggestion: { id: string; status: string } | null;
    error: { __typename: string; message: string } | null;
  };
};
type Suggestion = {
  id: string;
  status: string;
  commitid: string | null;
  body: string | null;
  error: string | null;
  commentPosted: boolean;
};

describeEachBackend('Canopy AI', (backend) => {
  let server: TestServer;
  let model: AiStandIn;
  let ada: string;
  let grace: string;
  let margaret: string;

  beforeAll(async () => {
    model = await startAiStandIn();
    server = await startTestServer(backend, {
      env: {
        CANOPY_DEMO_COVERAGE: 'true',
        CANOPY_AI_API_URL: model.url,
        CANOPY_AI_API_KEY: 'sk-stand-in',
        CANOPY_AI_MODEL: 'test-writer',
        CANOPY_GITHUB_AI_WEBHOOK_SECRET: WEBHOOK_SECRET,
        CANOPY_GITHUB_WEBHOOK_SECRET: CANOPY_WEBHOOK_SECRET,
      },
    });
    await server.app.ingestion.queue.idle();
    ada = await server.signIn('ada');
    grace = await server.signIn('grace');
    margaret = await server.signIn('margaret');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await model?.stop();
  });

  const ask = async (cookie: string | undefined, input: Record<string, unknown>) => {
    const response = await server.graphql<Payload>(REQUEST, {
      cookie,
      variables: { input: { owner: 'canopy', repoName: 'demo', pullId: 12, ...input } },
    });
    expect(response.errors).toBeUndefined();
    return response.data!.requestAiTestSuggestions;
  };
  const suggestionOf = async (pull = 12) => {
    const response = await server.graphql<{
      owner: { repository: { pull: { aiSuggestion: Suggestion | null } } };
    }>(SUGGESTION, { cookie: ada, variables: { pull } });
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository.pull.aiSuggestion;
  };
  const suggestionCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('aiSuggestions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const deliver = (event: string, payload: unknown, secret = WEBHOOK_SECRET, url = '/webhooks/github-ai') => {
    const body = JSON.stringify(payload);
    const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    return server.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        'x-github-event': event,
        'x-hub-signature-256': signature,
      },
      payload: body,
    });
  };

  it('describes the app: its name, install link, model and commands', async () => {
    const response = await server.graphql<{ config: { aiApp: Record<string, unknown> } }>(CONFIG);
    expect(response.data!.config.aiApp).toEqual({
      appName: 'canopy-ai',
      installUrl: 'https://github.com/apps/canopy-ai/installations/new',
      modelConfigured: true,
      commands: [expect.objectContaining({ name: 'test' })],
    });
  });

  it("shows the seeded installation to the organisation's members only", async () => {
    const forAda = await server.graphql<{ owner: { aiFeaturesEnabled: boolean; aiEnabledRepos: string[] } }>(
      OWNER,
      { cookie: ada },
    );
    expect(forAda.data!.owner.aiFeaturesEnabled).toBe(true);
    expect(forAda.data!.owner.aiEnabledRepos).toEqual(expect.arrayContaining(['demo', 'api-server']));
    const forMargaret = await server.graphql(OWNER, { cookie: margaret });
    expect(forMargaret.data).toEqual({ owner: { aiFeaturesEnabled: false, aiEnabledRepos: null } });
  });

  it('refuses guests, people outside the organisation and unknown pulls, and asks nothing', async () => {
    expect((await ask(undefined, {})).error?.__typename).toBe('UnauthenticatedError');
    expect((await ask(margaret, {})).error?.__typename).toBe('UnauthorizedError');
    expect((await ask(grace, { repoName: 'no-such-repo' })).error).toEqual({
      __typename: 'NotFoundError',
      message: 'Repository not found',
    });
    expect((await ask(grace, { pullId: 999 })).error?.__typename).toBe('NotFoundError');
    expect((await ask(grace, { pullId: -3 })).error?.__typename).toBe('ValidationError');
    expect(await suggestionCount()).toBe(0);
    expect(model.requests).toHaveLength(0);
  });

  it('suggests tests for the uncovered lines of pull #12 through the model, and stores its answer', async () => {
    model.answerWith(ANSWER);
    const asked = await ask(grace, {});
    expect(asked.error).toBeNull();
    expect(asked.suggestion?.status).toBe('pending');
    await server.app.ingestion.queue.idle();
    const suggestion = await suggestionOf();
    expect(suggestion).toMatchObject({ status: 'done', body: ANSWER, commentPosted: false });
    expect(suggestion!.commitid).toMatch(/^[0-9a-f]{40}$/);
    // No git host API is configured here: the comment is not posted, and the reason is kept.
    expect(suggestion!.error).toMatch(/not posted: the git host's API/);
    expect(model.requests).toHaveLength(1);
    const [request] = model.requests;
    expect(request!.model).toBe('test-writer');
    expect(request!.authorization).toBe('Bearer sk-stand-in');
    const prompt = request!.messages.find((message) => message.role === 'user')!.content;
    expect(prompt).toContain('Pull request #12');
    expect(prompt).toMatch(/Uncovered lines added by the pull request: \d+/);
    // The source around each uncovered line, the uncovered ones marked.
    expect(prompt).toMatch(/^>\s+\d+ \| .+$/m);
    expect(prompt).toContain('```diff');
    model.answerWith(null);
  });

  it('posts the suggestion as a pull request comment where the git host can be written', async () => {
    const host = await startNotifyHost('github', 'gh-token');
    try {
      model.answerWith(ANSWER);
      const { db } = server.database;
      const demo = await db
        .selectFrom('repositories')
        .select('repoid')
        .where('name', '=', 'demo')
        .executeTakeFirstOrThrow();
      const { id } = await db
        .insertInto('aiSuggestions')
        .values({ repoid: demo.repoid, pullid: 12 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { storage } = server.app.ingestion;
      // The same reads as the server's (the demo's mirror); comments go to the GitHub stand-in.
      const comparisons = new ComparisonService(db, new ReportReader(storage), storage, (service) =>
        gitProvidersFor(server.settings.gitProviders, service),
      );
      const gitProviders = gitProviderSettingsFromEnv({
        CANOPY_GITHUB_TOKEN: 'gh-token',
        CANOPY_GITHUB_API_URL: host.url,
      });
      await suggestTests({ db, ai: server.settings.ai, gitProviders, comparisons }, Number(id));
      expect(await suggestionOf()).toMatchObject({ status: 'done', commentPosted: true, error: null });
      expect(host.comments).toHaveLength(1);
      expect(host.comments[0]!.pullid).toBe(12);
      expect(host.comments[0]!.body).toContain('@canopy-ai');
      expect(host.comments[0]!.body).toContain(ANSWER);
    } finally {
      model.answerWith(null);
      await host.close();
    }
  });

  it('fails the suggestion with the reason when the model fails, and asks it once', async () => {
    model.failNext(503, 'overloaded');
    const before = model.requests.length;
    expect((await ask(ada, {})).error).toBeNull();
    await server.app.ingestion.queue.idle();
    const suggestion = await suggestionOf();
    expect(suggestion).toMatchObject({ status: 'failed', body: null });
    expect(suggestion!.error).toMatch(/answered 503/);
    expect(model.requests.length).toBe(before + 1);
  });

  it('checks the AI webhook signature and changes nothing on a bad one', async () => {
    const removal = {
      action: 'deleted',
      installation: { id: 7001, account: { id: 1001, login: 'canopy', type: 'Organization' } },
    };
    expect((await deliver('installation', removal, 'wrong-secret')).statusCode).toBe(401);
    const unsigned = await server.app.inject({
      method: 'POST',
      url: '/webhooks/github-ai',
      headers: { 'content-type': 'application/json', 'x-github-event': 'installation' },
      payload: JSON.stringify(removal),
    });
    expect(unsigned.statusCode).toBe(401);
    const owner = await server.graphql<{ owner: { aiFeaturesEnabled: boolean } }>(OWNER, { cookie: ada });
    expect(owner.data!.owner.aiFeaturesEnabled).toBe(true);
  });

  it('follows the installation: removed, then installed on selected repositories only', async () => {
    const account = { id: 1001, login: 'canopy', type: 'Organization' };
    const removed = await deliver('installation', { action: 'deleted', installation: { id: 7001, account } });
    expect(removed.statusCode).toBe(200);
    expect((await server.graphql(OWNER, { cookie: ada })).data).toEqual({
      owner: { aiFeaturesEnabled: false, aiEnabledRepos: null },
    });
    expect((await ask(grace, {})).error).toEqual({
      __typename: 'ValidationError',
      message: 'The canopy-ai app is not installed on demo: install it on GitHub first',
    });
    const demo = await server.database.db
      .selectFrom('repositories')
      .select('serviceId')
      .where('name', '=', 'demo')
      .executeTakeFirstOrThrow();
    const created = await deliver('installation', {
      action: 'created',
      installation: { id: 7002, account, repository_selection: 'selected' },
      repositories: [{ id: Number(demo.serviceId), name: 'demo' }],
    });
    expect(created.statusCode).toBe(200);
    expect((await server.graphql(OWNER, { cookie: ada })).data).toEqual({
      owner: { aiFeaturesEnabled: true, aiEnabledRepos: ['demo'] },
    });
    expect((await ask(grace, { repoName: 'api-server', pullId: 1 })).error?.__typename).toMatch(
      /ValidationError|NotFoundError/,
    );
  });

  it('answers `@canopy-ai test` in a pull request comment', async () => {
    const before = await suggestionCount();
    const comment = (body: string) => ({
      action: 'created',
      issue: { number: 12, pull_request: { url: 'https://api.github.com/repos/canopy/demo/pulls/12' } },
      comment: { body },
      repository: { name: 'demo', owner: { id: 1001, login: 'canopy' } },
    });
    expect((await deliver('issue_comment', comment('nice work'))).statusCode).toBe(202);
    const fromBot = {
      ...comment('@canopy-ai test'),
      comment: { body: '@canopy-ai test', user: { type: 'Bot' } },
    };
    expect((await deliver('issue_comment', fromBot)).statusCode).toBe(202);
    expect(await suggestionCount()).toBe(before);
    expect((await deliver('issue_comment', comment('@canopy-ai test please'))).statusCode).toBe(200);
    await server.app.ingestion.queue.idle();
    expect(await suggestionCount()).toBe(before + 1);
    expect((await suggestionOf())?.status).toBe('done');

    // The same comment delivered to Canopy's own GitHub webhook asks too.
    const own = await deliver(
      'issue_comment',
      comment('@canopy-ai test'),
      CANOPY_WEBHOOK_SECRET,
      '/webhooks/github',
    );
    expect(own.statusCode).toBe(200);
    await server.app.ingestion.queue.idle();
    expect(await suggestionCount()).toBe(before + 2);
  });
});

describeEachBackend('Canopy AI without a model endpoint', (backend) => {
  let server: TestServer;
  let model: AiStandIn;

  beforeAll(async () => {
    model = await startAiStandIn();
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
    await model?.stop();
  });

  it('says so, refuses to ask and sends nothing anywhere', async () => {
    const config = await server.graphql<{ config: { aiApp: { modelConfigured: boolean } } }>(CONFIG);
    expect(config.data!.config.aiApp.modelConfigured).toBe(false);
    await server.database.db
      .insertInto('pulls')
      .values({
        repoid: (
          await server.database.db
            .selectFrom('repositories')
            .select('repoid')
            .where('name', '=', 'demo')
            .executeTakeFirstOrThrow()
        ).repoid,
        pullid: 12,
        state: 'open',
        title: null,
        authorUsername: null,
        baseBranch: null,
        headBranch: null,
        head: null,
        base: null,
        userProvidedBaseSha: null,
        createdAt: new Date(),
        updatestamp: new Date(),
      })
      .execute();
    const response = await server.graphql<Payload>(REQUEST, {
      cookie: await server.signIn('grace'),
      variables: { input: { owner: 'canopy', repoName: 'demo', pullId: 12 } },
    });
    expect(response.data!.requestAiTestSuggestions.error).toEqual({
      __typename: 'ValidationError',
      message: 'AI suggestions are off on this install: no model endpoint is configured, so nothing is sent',
    });
    expect(await server.database.db.selectFrom('aiSuggestions').selectAll().execute()).toEqual([]);
    expect(model.requests).toEqual([]);
  });

  it('has no AI webhook route without its secret', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/webhooks/github-ai',
      headers: { 'content-type': 'application/json', 'x-github-event': 'ping' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
