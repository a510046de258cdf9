import { describeEachBackend } from '../testing/test-database';
import { startSecurityServer, type SecurityFixture } from './fixture';
import { excerpt, type Finding, reportFindings } from './findings';
import { personaHeaders, type Persona } from './personas';

const DELETE = `mutation($sessionid: Int!) {
  deleteSession(input: { sessionid: $sessionid }) { error { __typename ... on ResolverError { message } } }
}`;
const SESSIONS = '{ me { sessions { edges { node { sessionid } } } } }';

/** Not a persona: nobody in the suite signs in as linus, so his sessions are no one else's to end. */
const VICTIM = 'linus';

/**
 * `deleteSession` for every persona: another person's sign-in session is refused (unauthenticated, or not found
 * for those signed in) and lives on; a session of the person behind the credentials is theirs to end, even when
 * staff look as someone else (whose sessions stay out of reach). `Session.current` marks the persona's own
 * sign-in and nothing else.
 */
describeEachBackend('security: ending sign-in sessions', (backend) => {
  let fixture: SecurityFixture;
  beforeAll(async () => {
    fixture = await startSecurityServer(backend);
  });
  afterAll(() => fixture?.server.close());

  /** A new sign-in of `username` and its session id. */
  async function freshSession(username: string) {
    const cookie = await fixture.server.signIn(username);
    const answer = await fixture.server.graphql<{
      me: { sessions: { edges: Array<{ node: { sessionid: number } }> } };
    }>(SESSIONS, { cookie });
    return { cookie, sessionid: answer.data!.me.sessions.edges[0]!.node.sessionid };
  }
  const alive = async (cookie: string) =>
    (await fixture.server.graphql<{ me: unknown }>('{ me { owner { username } } }', { cookie })).data?.me !=
    null;
  async function end(persona: Persona, sessionid: number) {
    const response = await fixture.server.graphql<{
      deleteSession: { error: { __typename: string } | null };
    }>(DELETE, { variables: { sessionid }, headers: personaHeaders(persona) });
    return { response, error: response.data?.deleteSession.error ?? null, body: JSON.stringify(response) };
  }

  it("refuses everyone another person's session, which lives on", async () => {
    const victim = await freshSession(VICTIM);
    const findings: Finding[] = [];
    for (const persona of fixture.personas) {
      const { response, error, body } = await end(persona, victim.sessionid);
      const expected = persona.actsAs === null ? 'UnauthenticatedError' : 'NotFoundError';
      if (response.errors?.length || error?.__typename !== expected)
        findings.push({
          probe: 'deleteSession (victim)',
          persona,
          problem: `should be ${expected}: ${excerpt(body)}`,
        });
      if (!(await alive(victim.cookie)))
        findings.push({ probe: 'deleteSession (victim)', persona, problem: 'the session was ended' });
    }
    reportFindings('session deletion', findings);
  });

  it('lets every signed-in persona end a session of its own person, and no one else’s', async () => {
    const findings: Finding[] = [];
    for (const persona of fixture.personas.filter((candidate) => candidate.signedInAs !== null)) {
      const own = await freshSession(persona.signedInAs!);
      const { error, body } = await end(persona, own.sessionid);
      if (error !== null)
        findings.push({ probe: 'deleteSession (own)', persona, problem: `refused: ${excerpt(body)}` });
      else if (await alive(own.cookie))
        findings.push({ probe: 'deleteSession (own)', persona, problem: 'answered, yet the session lives' });
      if (persona.impersonating) {
        // The person looked as: their session is listed in `me.sessions`, yet not the staff member's to end.
        const looked = await freshSession(persona.actsAs!);
        const refused = await end(persona, looked.sessionid);
        if (refused.error?.__typename !== 'NotFoundError' || !(await alive(looked.cookie)))
          findings.push({
            probe: 'deleteSession (impersonated)',
            persona,
            problem: `should be NotFoundError and live: ${excerpt(refused.body)}`,
          });
      }
    }
    reportFindings('session deletion', findings);
  });

  it('marks as current only the session a persona arrived with', async () => {
    const findings: Finding[] = [];
    for (const persona of fixture.personas) {
      const answer = await fixture.server.graphql<{
        me: { sessions: { edges: Array<{ node: { current: boolean } }> } } | null;
      }>('{ me { sessions { edges { node { current } } } } }', { headers: personaHeaders(persona) });
      const current = (answer.data?.me?.sessions.edges ?? []).filter((edge) => edge.node.current).length;
      // A browser sees its own sign-in marked; an API token is no sign-in, and staff looking as someone list
      // that person's sessions, none of which is theirs.
      const expected = persona.actsAs !== null && !persona.authorization && !persona.impersonating ? 1 : 0;
      if (answer.errors?.length || current !== expected)
        findings.push({
          probe: 'me.sessions.current',
          persona,
          problem: `${current} marked current, expected ${expected}: ${excerpt(JSON.stringify(answer))}`,
        });
    }
    reportFindings('current session', findings);
  });
});
