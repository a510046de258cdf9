// Runs tests_mfe alone for development (`npm run serve -w @canopy/tests-mfe`): the shell's theme and data
// providers, the shell's mounts, and the API reached through the dev server's proxy. The shell never loads this file.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route } from 'react-router';
import { ApiClientProvider, createApiClients } from '@canopy/api-client';
import { StandaloneRemote } from '@canopy/ui-kit';
import { mounts } from '@canopy/routes';
import TestsMfeRoutes from './remote-entry';

const root = document.getElementById('root');
if (!root) throw new Error('No root element found');

createRoot(root).render(
  <StrictMode>
    <ApiClientProvider clients={createApiClients()}>
      <StandaloneRemote name="tests_mfe" examples={['/gh/canopy/demo/tests', '/gh/canopy/demo/tests/new']}>
        <Route path={mounts.tests} element={<TestsMfeRoutes section="tests" />} />
      </StandaloneRemote>
    </ApiClientProvider>
  </StrictMode>,
);
