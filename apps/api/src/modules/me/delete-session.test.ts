import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

const SESSIONS = '{ me { sessions { totalCount edges { node { sessionid type lastFour } } } } }';
const DELETE = `mutation DeleteSession($sessionid: Int!) {
  deleteSession(input: { sessionid: $sessionid }) { error { __typename ... on ResolverError { message } } }
}`;

interface SessionsAnswer {
  me: {
    sessions: { totalCount: number; edges: Array<{ node: { sessionid: number; type: string } }> };
  } | null;
}

describeEachBackend('deleteSession', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  const sessionIds = async (cookie: string) =>
    ((await server.graphql<SessionsAnswer>(SESSIONS, { cookie })).data?.me?.sessions.edges ?? []).map(
      (edge) => edge.node.sessionid,
    );
  /** The newest session of a cookie: the one it was just given. */
  const newestSession = async (cookie: string) => (await sessionIds(cookie))[0]!;
  const signedIn = async (cookie: string) =>
    (await server.graphql<{ me: unknown }>('{ me { owner { username } } }', { cookie })).data?.me !== null;
  const deleteSession = async (sessionid: number, headers: Record<string, string> = {}) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql/gh',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ query: DELETE, variables: { sessionid } }),
    });
    return {
      error: (response.json() as { data: { deleteSession: { error: unknown } } }).data.deleteSession.error,
      cookies: response.cookies,
    };
  };

  it('refuses a guest', async () => {
    const laptop = await server.signIn('linus');
    const { error } = await deleteSession(await newestSession(laptop));
    expect(error).toEqual({ __typename: 'UnauthenticatedError', message: 'You are not authenticated' });
    expect(await signedIn(laptop)).toBe(true);
  });

  it('ends another session of the same person: that browser is signed out, this one is not', async () => {
    const laptop = await server.signIn('linus');
    const laptopSession = await newestSession(laptop);
    const phone = await server.signIn('linus');
    const phoneSession = await newestSession(phone);
    expect(await sessionIds(laptop)).toEqual(expect.arrayContaining([laptopSession, phoneSession]));

    const { error, cookies } = await deleteSession(laptopSession, { cookie: phone });
    expect(error).toBeNull();
    expect(cookies.find((cookie) => cookie.name === 'canopy_session')).toBeUndefined();
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(true);
    expect(await sessionIds(phone)).not.toContain(laptopSession);
    // Ended once: a second time it is not there.
    expect((await deleteSession(laptopSession, { cookie: phone })).error).toMatchObject({
      __typename: 'NotFoundError',
    });
  });

  it('signs the browser out when it ends its own current session', async () => {
    const cookie = await server.signIn('linus');
    const { error, cookies } = await deleteSession(await newestSession(cookie), { cookie });
    expect(error).toBeNull();
    // The session cookie is cleared, as sign-out clears it.
    expect(cookies.find((entry) => entry.name === 'canopy_session')).toMatchObject({ value: '' });
    expect(await signedIn(cookie)).toBe(false);
  });

  it("answers another person's session as not found, and the session lives on", async () => {
    const victim = await server.signIn('linus');
    const victimSession = await newestSession(victim);
    for (const username of ['grace', 'margaret', 'ada']) {
      const cookie = await server.signIn(username);
      expect((await deleteSession(victimSession, { cookie })).error).toEqual({
        __typename: 'NotFoundError',
        message: 'Session not found',
      });
    }
    // Staff looking as linus see his sessions, but may not end them.
    const staff = `${await server.signIn('ada')}; staff_user=linus`;
    expect(await sessionIds(staff)).toContain(victimSession);
    expect((await deleteSession(victimSession, { cookie: staff })).error).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect(await signedIn(victim)).toBe(true);
  });

  it('does not end an API token, which is revoked with revokeUserToken', async () => {
    const cookie = await server.signIn('linus');
    const created = await server.graphql<{
      createApiToken: { fullToken: string; session: { sessionid: number } };
    }>('mutation { createApiToken(input: { name: "ci" }) { fullToken session { sessionid } } }', { cookie });
    const { fullToken, session } = created.data!.createApiToken;
    expect((await deleteSession(session.sessionid, { cookie })).error).toMatchObject({
      __typename: 'NotFoundError',
    });
    const asToken = await server.graphql<{ me: { owner: { username: string } } }>(
      '{ me { owner { username } } }',
      { headers: { authorization: `Bearer ${fullToken}` } },
    );
    expect(asToken.data?.me.owner.username).toBe('linus');
  });

  it('lets an API token end one of its person’s sign-in sessions', async () => {
    const cookie = await server.signIn('linus');
    const created = await server.graphql<{ createApiToken: { fullToken: string } }>(
      'mutation { createApiToken(input: { name: "script" }) { fullToken } }',
      { cookie },
    );
    const token = created.data!.createApiToken.fullToken;
    const { error } = await deleteSession(await newestSession(cookie), { authorization: `Bearer ${token}` });
    expect(error).toBeNull();
    expect(await signedIn(cookie)).toBe(false);
  });

  it('marks the session the browser asks with as current, and no other', async () => {
    const laptop = await server.signIn('linus');
    const laptopSession = await newestSession(laptop);
    const phone = await server.signIn('linus');
    const phoneSession = await newestSession(phone);
    const marked = async (request: { cookie?: string; headers?: Record<string, string> }) =>
      (
        await server.graphql<{
          me: { sessions: { edges: Array<{ node: { sessionid: number; current: boolean } }> } };
        }>('{ me { sessions { edges { node { sessionid current } } } } }', request)
      )
        .data!.me.sessions.edges.filter((edge) => edge.node.current)
        .map((edge) => edge.node.sessionid);
    expect(await marked({ cookie: laptop })).toEqual([laptopSession]);
    expect(await marked({ cookie: phone })).toEqual([phoneSession]);
    // An API token is not a sign-in: none of the listed sessions is the one it came with.
    const created = await server.graphql<{ createApiToken: { fullToken: string } }>(
      'mutation { createApiToken(input: { name: "list" }) { fullToken } }',
      { cookie: laptop },
    );
    expect(
      await marked({ headers: { authorization: `Bearer ${created.data!.createApiToken.fullToken}` } }),
    ).toEqual([]);
  });

  it('answers an id no session has as not found', async () => {
    const cookie = await server.signIn('linus');
    expect((await deleteSession(2_000_000_000, { cookie })).error).toMatchObject({
      __typename: 'NotFoundError',
    });
  });
});
