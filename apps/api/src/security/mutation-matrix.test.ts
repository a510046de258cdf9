import { describeEachBackend } from '../testing/test-database';
import { startSecurityServer, type SecurityFixture } from './fixture';
import { excerpt, type Finding, leakedMarkers, reportFindings } from './findings';
import { dig } from './graphql-probes';
import { MUTATION_PROBES, type MutationProbe } from './mutation-probes';
import { actsAsInstallAdmin, type Persona, personaHeaders } from './personas';
import { forbiddenMarkers, inAudience, type Target } from './targets';

type Payload = { error?: { __typename: string; message: string } | null } & Record<string, unknown>;

const MISSING_REPOSITORY = 'no-such-repository';

describeEachBackend('security: mutations', (backend) => {
  let fixture: SecurityFixture;
  beforeAll(async () => {
    fixture = await startSecurityServer(backend);
  });
  afterAll(() => fixture?.server.close());

  async function run(probe: MutationProbe, persona: Persona, target: Target, repo = target.repo) {
    const response = await fixture.server.graphql<Record<string, Payload>>(probe.document, {
      variables: { input: probe.input(target, repo) },
      headers: personaHeaders(persona),
    });
    return { response, payload: response.data?.[probe.field] ?? null, body: JSON.stringify(response) };
  }

  /** What one cell should answer; a message when it did not. */
  async function judge(probe: MutationProbe, persona: Persona, target: Target): Promise<string | null> {
    const { response, payload, body } = await run(probe, persona, target);
    const leaked = leakedMarkers(body, forbiddenMarkers(fixture.targets, persona.actsAs));
    if (leaked.length) return `LEAK ${leaked.join(', ')}: ${excerpt(body)}`;
    if (response.errors?.length || !payload) return `errors: ${excerpt(body)}`;
    const error = payload.error ?? null;
    // A refusal answers nothing else: no token, no owner.
    const answered = Object.entries(payload).filter(([key, value]) => key !== 'error' && value !== null);
    if (error !== null && answered.length > 0) return `refused, yet answered ${excerpt(body)}`;
    if (persona.actsAs === null)
      return error?.__typename === 'UnauthenticatedError' ? null : `should be refused: ${excerpt(body)}`;
    if (probe.role === 'self') {
      if (probe.notWhileImpersonating && persona.impersonating)
        return error?.__typename === 'ValidationError' ? null : `should be refused: ${excerpt(body)}`;
      if (probe.selfAnswer)
        return error?.__typename === probe.selfAnswer
          ? null
          : `should be ${probe.selfAnswer}: ${excerpt(body)}`;
      const me = dig(payload, 'me', 'owner', 'username');
      return error === null && (me === undefined || me === persona.actsAs)
        ? null
        : `unexpected: ${excerpt(body)}`;
    }
    const allowed =
      probe.role === 'installAdmins'
        ? actsAsInstallAdmin(persona)
        : inAudience(target, probe.role, persona.actsAs);
    if (probe.onRepository && !inAudience(target, 'viewers', persona.actsAs)) {
      // Refused exactly as for a repository that does not exist: the answer reveals nothing.
      const missing = await run(probe, persona, target, MISSING_REPOSITORY);
      return JSON.stringify(error) === JSON.stringify(missing.payload?.error ?? null) && error !== null
        ? null
        : `should answer as for a missing repository (${excerpt(JSON.stringify(missing.payload))}): ${excerpt(body)}`;
    }
    if (probe.insideAnswer) {
      if (allowed)
        return error?.__typename === probe.insideAnswer
          ? null
          : `should be ${probe.insideAnswer}: ${excerpt(body)}`;
      if (error?.__typename === probe.insideAnswer)
        return `refused as those in its role are, not by the role check: ${excerpt(body)}`;
    }
    const refused =
      error !== null &&
      ['UnauthenticatedError', 'UnauthorizedError', 'ValidationError'].includes(error.__typename);
    if (allowed && refused) return `should be allowed: ${excerpt(body)}`;
    if (!allowed && !refused) return `should be refused: ${excerpt(body)}`;
    if (allowed && probe.rotates) {
      const fresh = payload[probe.rotates.field];
      if (typeof fresh !== 'string' || fresh === target[probe.rotates.token])
        return `should answer a new ${probe.rotates.token}: ${excerpt(body)}`;
      // From here on, the new token is the one no outsider may see.
      target[probe.rotates.token] = fresh;
    }
    return null;
  }

  async function flagsOf(target: Target): Promise<string[]> {
    const ada = fixture.personas.find((persona) => persona.name === 'installAdmin')!;
    const response = await fixture.server.graphql(
      `query($owner: String!, $repo: String!) { owner(username: $owner) { repository(name: $repo) {
        ... on Repository { coverageAnalytics { flags { edges { node { name } } } } } } } }`,
      { variables: { owner: target.owner, repo: target.repo }, cookie: ada.cookie },
    );
    const edges = dig(response.data, 'owner', 'repository', 'coverageAnalytics', 'flags', 'edges');
    return (edges as Array<{ node: { name: string } }>).map((edge) => edge.node.name);
  }

  async function commitsOf(target: Target): Promise<number> {
    const { db } = fixture.server.database;
    const rows = await db
      .selectFrom('commits')
      .innerJoin('repositories', 'repositories.repoid', 'commits.repoid')
      .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
      .select('commits.id')
      .where('owners.username', '=', target.owner)
      .where('repositories.name', '=', target.repo)
      .execute();
    return rows.length;
  }

  it('refuses each mutation to everyone outside its role, and lets those in it run it', async () => {
    const { personas, targets } = fixture;
    const findings: Finding[] = [];
    for (const target of targets) {
      for (const probe of MUTATION_PROBES) {
        const name = `${probe.field} on ${target.key}`;
        const mayRun = (persona: Persona) =>
          persona.actsAs !== null &&
          (probe.role === 'self' ||
            (probe.role === 'installAdmins'
              ? actsAsInstallAdmin(persona)
              : inAudience(target, probe.role, persona.actsAs)));
        // Refusals first, so that the flag a refused deleteFlag aimed at can be shown to be still there.
        for (const persona of personas.filter((candidate) => !mayRun(candidate))) {
          const problem = await judge(probe, persona, target);
          if (problem) findings.push({ probe: name, persona, problem });
        }
        if (probe.field === 'eraseRepository' && (await commitsOf(target)) === 0)
          findings.push({ probe: name, persona: null, problem: 'a refused call erased the repository' });
        if (probe.field === 'deleteFlag' && !(await flagsOf(target)).includes(target.flag))
          findings.push({ probe: name, persona: null, problem: 'a refused call deleted the flag' });
        for (const persona of personas.filter(mayRun)) {
          const problem = await judge(probe, persona, target);
          if (problem) findings.push({ probe: name, persona, problem });
        }
        if (probe.field === 'eraseRepository' && (await commitsOf(target)) > 0)
          findings.push({ probe: name, persona: null, problem: 'its admins could not erase the repository' });
        if (probe.field === 'deleteFlag' && (await flagsOf(target)).includes(target.flag))
          findings.push({ probe: name, persona: null, problem: 'its admins could not delete the flag' });
      }
    }
    reportFindings('mutations', findings);
  });
});
