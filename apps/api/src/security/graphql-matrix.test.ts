import { describeEachBackend } from '../testing/test-database';
import { startSecurityServer, type SecurityFixture } from './fixture';
import { excerpt, type Finding, leakedMarkers, reportFindings } from './findings';
import { graphqlFindings } from './graphql-matrix';
import { GRAPHQL_PROBES, probeVariables } from './graphql-probes';
import { personaHeaders } from './personas';
import { forbiddenMarkers, inAudience, TARGET_KEYS } from './targets';

describeEachBackend('security: GraphQL authorisation matrix', (backend) => {
  let fixture: SecurityFixture;
  beforeAll(async () => {
    fixture = await startSecurityServer(backend);
  });
  afterAll(() => fixture?.server.close());

  it.each(TARGET_KEYS)('%s: every probe × every persona', async (key) => {
    const target = fixture.targets.find((candidate) => candidate.key === key)!;
    reportFindings(`GraphQL on ${target.about}`, await graphqlFindings(fixture, target));
  });

  it('answers the viewer-rooted probes the same without a provider in the URL (/graphql)', async () => {
    const probes = GRAPHQL_PROBES.filter((probe) => probe.name.startsWith('me.'));
    const findings: Finding[] = [];
    for (const target of fixture.targets)
      findings.push(...(await graphqlFindings(fixture, target, { probes, provider: '' })));
    reportFindings('GraphQL without a provider', findings);
  });

  it('answers a query sent with GET by the same rules', async () => {
    const { server, personas, targets } = fixture;
    const probe = GRAPHQL_PROBES.find((candidate) => candidate.name === 'repository.commits')!;
    const findings: Finding[] = [];
    for (const target of targets) {
      const query = new URLSearchParams({
        query: probe.query,
        variables: JSON.stringify(probeVariables(target)),
      });
      for (const persona of personas) {
        const response = await server.app.inject({
          method: 'GET',
          url: `/graphql/gh?${query}`,
          headers: personaHeaders(persona),
        });
        const report = (problem: string) => findings.push({ probe: `GET ${target.key}`, persona, problem });
        const leaked = leakedMarkers(response.body, forbiddenMarkers(targets, persona.actsAs));
        if (leaked.length) report(`LEAK ${leaked.join(', ')}`);
        const data = (response.json() as { data?: unknown }).data;
        const visible = inAudience(target, probe.audience, persona.actsAs);
        if (visible ? !probe.shown(data, target) : !probe.hidden(data, target))
          report(`${visible ? 'should see it' : 'unexpected answer'}: ${excerpt(response.body)}`);
      }
    }
    reportFindings('GraphQL over GET', findings);
  });
});
