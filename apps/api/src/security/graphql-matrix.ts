import type { SecurityFixture } from './fixture';
import { excerpt, type Finding, leakedMarkers } from './findings';
import { GRAPHQL_PROBES, type GraphQLProbe, probeVariables } from './graphql-probes';
import { personaHeaders } from './personas';
import { forbiddenMarkers, inAudience, type Target } from './targets';

/** Runs the probes as every persona against one target; returns what did not answer as expected. */
export async function graphqlFindings(
  { server, personas, targets }: SecurityFixture,
  target: Target,
  { probes = GRAPHQL_PROBES, provider = 'gh' }: { probes?: readonly GraphQLProbe[]; provider?: string } = {},
) {
  const variables = probeVariables(target);
  const findings: Finding[] = [];
  for (const probe of probes) {
    for (const persona of personas) {
      const response = await server.graphql(probe.query, {
        variables,
        headers: personaHeaders(persona),
        provider,
      });
      const body = JSON.stringify(response);
      const report = (problem: string) => findings.push({ probe: probe.name, persona, problem });
      const leaked = leakedMarkers(body, forbiddenMarkers(targets, persona.actsAs));
      if (leaked.length) report(`LEAK ${leaked.join(', ')}: ${excerpt(body)}`);
      if (response.errors?.length) {
        report(`errors: ${excerpt(JSON.stringify(response.errors))}`);
      } else if (inAudience(target, probe.audience, persona.actsAs)) {
        if (!probe.shown(response.data, target))
          report(`should see it (${probe.audience}): ${excerpt(body)}`);
      } else if (!probe.hidden(response.data, target)) {
        report(`unexpected answer: ${excerpt(body)}`);
      }
    }
  }
  return findings;
}
