import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { MAX_API_TOKENS } from './api-tokens';

const CREATE_API_TOKEN = `mutation CreateApiToken($name: String!) {
  createApiToken(input: { name: $name }) {
    fullToken
    session { sessionid type name lastFour ip useragent }
    error { __typename ... on ResolverError { message } }
  }
}`;

const CREATE_USER_TOKEN = `mutation CreateUserToken($name: String!, $tokenType: String) {
  createUserToken(input: { name: $name, tokenType: $tokenType }) {
    fullToken
    token { id name type lastFour expiration }
    error { __typename ... on ResolverError { message } }
  }
}`;

const REVOKE = `mutation Revoke($tokenid: String!) {
  revokeUserToken(input: { tokenid: $tokenid }) { error { __typename ... on ResolverError { message } } }
}`;

const TOKENS = `query Tokens($first: Int, $after: String) {
  me {
    tokens(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id name type lastFour expiration createdAt lastseen } }
    }
    sessions { edges { node { type } } }
  }
}`;

const ME = '{ me { owner { username } } }';

interface Created {
  fullToken: string | null;
  session: { sessionid: number; type: string; name: string; lastFour: string } | null;
  error: { __typename: string; message: string } | null;
}
interface TokenNode {
  id: string;
  name: string;
  type: string;
  lastFour: string;
  expiration: string | null;
  createdAt: string;
  lastseen: string;
}
interface TokensData {
  me: {
    tokens: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: Array<{ node: TokenNode }>;
    };
    sessions: { edges: Array<{ node: { type: string } }> };
  };
}

describeEachBackend('API tokens', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function create(cookie: string, name: string): Promise<Created> {
    const response = await server.graphql<{ createApiToken: Created }>(CREATE_API_TOKEN, {
      variables: { name },
      cookie,
    });
    return response.data!.createApiToken;
  }

  it('creates a token shown once, lists it without its secret, and the token is its user', async () => {
    const cookie = await server.signIn('grace');
    const created = await create(cookie, '  CI nightly  ');
    expect(created.error).toBeNull();
    expect(created.fullToken).toMatch(/^canopy_api_[\w-]{43}$/);
    expect(created.session).toMatchObject({
      type: 'api',
      name: 'CI nightly',
      lastFour: created.fullToken!.slice(-4),
      ip: null,
      useragent: null,
    });

    const listed = await server.graphql<TokensData>(TOKENS, { cookie });
    const nodes = listed.data!.me.tokens.edges.map((edge) => edge.node);
    expect(nodes).toEqual([
      expect.objectContaining({
        id: String(created.session!.sessionid),
        name: 'CI nightly',
        type: 'api',
        lastFour: created.fullToken!.slice(-4),
        expiration: null,
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.fullToken!);
    // Sign-in sessions and API tokens are listed apart.
    expect(listed.data!.me.sessions.edges.map((edge) => edge.node.type)).toEqual(['login']);
    const stored = await server.database.db.selectFrom('sessions').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(created.fullToken!);

    for (const authorization of [`Bearer ${created.fullToken}`, `token ${created.fullToken}`]) {
      const me = await server.graphql(ME, { headers: { authorization } });
      expect(me.data).toEqual({ me: { owner: { username: 'grace' } } });
    }
    const user = await server.app.inject({ url: '/internal/user', headers: bearer(created.fullToken!) });
    expect(user.statusCode).toBe(200);
    expect(user.json().owners[0].username).toBe('grace');
  });

  it('createUserToken answers the token as a UserToken; only the "api" type exists', async () => {
    const cookie = await server.signIn('linus');
    const made = await server.graphql<{ createUserToken: Record<string, unknown> }>(CREATE_USER_TOKEN, {
      variables: { name: 'laptop', tokenType: 'api' },
      cookie,
    });
    const payload = made.data!.createUserToken;
    expect(payload).toMatchObject({ error: null, token: { name: 'laptop', type: 'api', expiration: null } });
    const me = await server.graphql(ME, { headers: bearer(payload.fullToken as string) });
    expect(me.data).toEqual({ me: { owner: { username: 'linus' } } });
    const other = await server.graphql<{ createUserToken: Record<string, unknown> }>(CREATE_USER_TOKEN, {
      variables: { name: 'x', tokenType: 'upload' },
      cookie,
    });
    expect(other.data!.createUserToken).toMatchObject({
      token: null,
      fullToken: null,
      error: { __typename: 'ValidationError', message: expect.stringMatching(/only one is "api"/) },
    });
  });

  it('refuses a blank or too long name, and guests', async () => {
    const cookie = await server.signIn('margaret');
    expect((await create(cookie, '   ')).error).toEqual({
      __typename: 'ValidationError',
      message: 'A token name is required',
    });
    expect((await create(cookie, 'x'.repeat(101))).error).toEqual({
      __typename: 'ValidationError',
      message: 'A token name is at most 100 characters',
    });
    expect((await create(cookie, 'x'.repeat(100))).error).toBeNull();
    const guest = await server.graphql<{ createApiToken: Created }>(CREATE_API_TOKEN, {
      variables: { name: 'mine' },
    });
    expect(guest.data!.createApiToken).toEqual({
      fullToken: null,
      session: null,
      error: { __typename: 'UnauthenticatedError', message: 'You are not authenticated' },
    });
    const guestList = await server.graphql(TOKENS);
    expect(guestList.data).toEqual({ me: null });
  });

  it(`stops at ${MAX_API_TOKENS} tokens per person`, async () => {
    const cookie = await server.signIn('ada');
    const { db } = server.database;
    const ada = await db
      .selectFrom('owners')
      .select('ownerid')
      .where('username', '=', 'ada')
      .executeTakeFirstOrThrow();
    const existing = await db
      .selectFrom('sessions')
      .select('sessionid')
      .where('ownerid', '=', ada.ownerid)
      .where('type', '=', 'api')
      .execute();
    const now = new Date();
    await db
      .insertInto('sessions')
      .values(
        Array.from({ length: MAX_API_TOKENS - existing.length }, (_, index) => ({
          tokenHash: `filler-${index}`,
          ownerid: ada.ownerid,
          type: 'api',
          name: `filler ${index}`,
          lastFour: String(index).padStart(4, '0'),
          createdAt: now,
          lastseen: now,
          expiresAt: new Date('9999-12-31T00:00:00Z'),
        })),
      )
      .execute();
    expect((await create(cookie, 'one more')).error?.message).toMatch(/revoke one before creating another/);
    // The list pages newest first and ends.
    const first = await server.graphql<TokensData>(TOKENS, { cookie, variables: { first: 60 } });
    const page = first.data!.me.tokens;
    expect(page.totalCount).toBe(MAX_API_TOKENS);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await server.graphql<TokensData>(TOKENS, {
      cookie,
      variables: { first: 60, after: page.pageInfo.endCursor },
    });
    expect(second.data!.me.tokens.edges).toHaveLength(MAX_API_TOKENS - 60);
    expect(second.data!.me.tokens.pageInfo.hasNextPage).toBe(false);
    const ids = [...page.edges, ...second.data!.me.tokens.edges].map((edge) => Number(edge.node.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await db.deleteFrom('sessions').where('tokenHash', 'like', 'filler-%').execute();
  });

  it("revokes the owner's own token at once; someone else's is not found and keeps working", async () => {
    const grace = await server.signIn('grace');
    const margaret = await server.signIn('margaret');
    const mine = await create(grace, 'to revoke');
    const id = String(mine.session!.sessionid);

    const stolen = await server.graphql<{ revokeUserToken: unknown }>(REVOKE, {
      variables: { tokenid: id },
      cookie: margaret,
    });
    expect(stolen.data!.revokeUserToken).toEqual({
      error: { __typename: 'NotFoundError', message: 'Token not found' },
    });
    expect((await server.graphql(ME, { headers: bearer(mine.fullToken!) })).data).toEqual({
      me: { owner: { username: 'grace' } },
    });
    for (const tokenid of ['nonsense', '-1', '99999999']) {
      const answer = await server.graphql<{ revokeUserToken: unknown }>(REVOKE, {
        variables: { tokenid },
        cookie: grace,
      });
      expect(answer.data!.revokeUserToken).toEqual({
        error: { __typename: 'NotFoundError', message: 'Token not found' },
      });
    }

    const revoked = await server.graphql<{ revokeUserToken: unknown }>(REVOKE, {
      variables: { tokenid: id },
      cookie: grace,
    });
    expect(revoked.data!.revokeUserToken).toEqual({ error: null });
    const after = await server.app.inject({
      method: 'POST',
      url: '/graphql/gh',
      headers: { 'content-type': 'application/json', ...bearer(mine.fullToken!) },
      payload: JSON.stringify({ query: ME }),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toMatch(/Invalid API token/);
    const internal = await server.app.inject({ url: '/internal/user', headers: bearer(mine.fullToken!) });
    expect(internal.statusCode).toBe(401);
    expect(internal.json().detail).toMatch(/unknown or has been revoked/);
  });

  it('a sign-in cookie is no API token, nor the reverse', async () => {
    const cookie = await server.signIn('grace');
    const sessionToken = decodeURIComponent(/canopy_session=([^.;]+)\./.exec(cookie)![1]!);
    const asBearer = await server.app.inject({ url: '/internal/user', headers: bearer(sessionToken) });
    expect(asBearer.statusCode).toBe(401);
  });

  it('refuses an empty or malformed bearer credential with a 401, and leaves other schemes alone', async () => {
    for (const authorization of ['Bearer', 'Bearer ', 'token  ', 'Bearer a b', 'Bearer nope']) {
      const response = await server.app.inject({ url: '/internal/user', headers: { authorization } });
      expect({ authorization, status: response.statusCode, detail: response.json().detail }).toEqual({
        authorization,
        status: 401,
        detail: expect.stringMatching(/Invalid API token/),
      });
    }
    // Basic credentials belong to a proxy in front of the server, if any: the request is a visit without a token.
    const basic = await server.graphql(ME, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic).toMatchObject({ status: 200, data: { me: null } });
  });

  it('updates lastseen when the token is used, at most every few minutes', async () => {
    const cookie = await server.signIn('linus');
    const created = await create(cookie, 'lastseen');
    const { db } = server.database;
    const old = new Date(Date.now() - 60 * 60 * 1000);
    await db
      .updateTable('sessions')
      .set({ lastseen: old })
      .where('sessionid', '=', created.session!.sessionid)
      .execute();
    await server.graphql(ME, { headers: bearer(created.fullToken!) });
    const touched = await db
      .selectFrom('sessions')
      .select('lastseen')
      .where('sessionid', '=', created.session!.sessionid)
      .executeTakeFirstOrThrow();
    expect(new Date(touched.lastseen).getTime()).toBeGreaterThan(Date.now() - 60 * 1000);
  });

  it('is not created while staff view as someone else, and the cookie does nothing beside a token', async () => {
    const ada = await server.signIn('ada');
    const asGrace = await server.graphql<{ createApiToken: Created }>(CREATE_API_TOKEN, {
      variables: { name: 'as grace' },
      cookie: `${ada}; staff_user=grace`,
    });
    expect(asGrace.data!.createApiToken.error).toEqual({
      __typename: 'ValidationError',
      message: 'An API token cannot be created while viewing as another user',
    });
    const own = await create(ada, 'ada herself');
    const me = await server.graphql(ME, {
      headers: { ...bearer(own.fullToken!), cookie: 'staff_user=grace' },
    });
    expect(me.data).toEqual({ me: { owner: { username: 'ada' } } });
  });
});
