import type { Backend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { addPersonaOwners, type Persona, signInPersonas } from './personas';
import { configureOkta, GLOBAL_UPLOAD_TOKEN, prepareTargets, type Target } from './targets';

export interface SecurityFixture {
  server: TestServer;
  personas: Persona[];
  targets: Target[];
}

/** The real server with the demo seed, the extra personas, and coverage on every private target. */
export async function startSecurityServer(
  backend: Backend,
  { env = {} }: { env?: Record<string, string> } = {},
): Promise<SecurityFixture> {
  const server = await startTestServer(backend, {
    env: {
      CANOPY_GLOBAL_UPLOAD_TOKEN: GLOBAL_UPLOAD_TOKEN,
      // The matrices send about a thousand queries in seconds, the anonymous ones all from one address; the
      // per-client budget has its own tests.
      CANOPY_GRAPHQL_COST_PER_MINUTE: '1000000000',
      ...env,
    },
  });
  try {
    await addPersonaOwners(server);
    const targets = await prepareTargets(server);
    const personas = await signInPersonas(server);
    await configureOkta(
      server,
      targets,
      personas.find((persona) => persona.name === 'installAdmin')!.cookie!,
    );
    return { server, personas, targets };
  } catch (error) {
    await server.close();
    throw error;
  }
}
