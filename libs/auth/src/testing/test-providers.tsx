import type { ReactNode } from 'react';
import type { ApiClients } from '@canopy/api-client';
import { createApiWrapper, createTestApiClients } from '@canopy/api-client/testing';
import type { RawConfigEnv } from '../config/config-env';
import { FlagsProvider } from '../flags/flags';
import type { Flags, FlagsClient } from '../flags/flags-client';
import { createTestFlagsClient, setTestConfigEnv } from './test-doubles';

/** A hosted install with the API on the same origin. */
const testConfigEnv: RawConfigEnv = { API_URL: '', IS_SELF_HOSTED: false, ENV: '' };

export interface TestProvidersOptions {
  /** Runtime configuration (`window.configEnv`), over a hosted install. @default {} */
  configEnv?: RawConfigEnv;
  /** Feature flags (camel-cased keys). @default none: every flag takes its default */
  flags?: Flags;
  /** @default fresh test clients (retries off) */
  clients?: ApiClients;
  /** @default a test client with `flags` */
  flagsClient?: FlagsClient;
}

/**
 * The data-side providers the shell gives every remote, for one test, as a `wrapper` for `renderRoute` or
 * `render`: sets the runtime configuration now, and provides API clients and a flags client.
 */
export function createTestProviders({
  configEnv = {},
  flags = {},
  clients = createTestApiClients(),
  flagsClient = createTestFlagsClient(flags),
}: TestProvidersOptions = {}) {
  setTestConfigEnv({ ...testConfigEnv, ...configEnv });
  const ApiWrapper = createApiWrapper(clients);
  return function TestProviders({ children }: { children: ReactNode }) {
    return (
      <ApiWrapper>
        <FlagsProvider client={flagsClient}>{children}</FlagsProvider>
      </ApiWrapper>
    );
  };
}
