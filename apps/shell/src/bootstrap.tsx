import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createApiClients } from '@canopy/api-client';
import {
  applyImpersonationParam,
  getConfigEnv,
  initAnalytics,
  initErrorReporting,
  initFeatureFlags,
} from '@canopy/auth';
import { App, AppProviders } from './app/app';
import { discoverRemotes, loadRemoteModule } from './remotes/remotes';

const root = document.getElementById('root');
if (!root) throw new Error('No root element found');

const config = getConfigEnv();
// Impersonation must be in place before the first request (spec §4).
applyImpersonationParam(window.location.search);
// Each service stays off, with no network call, when its key is not configured.
initErrorReporting(config);
const flagsClient = initFeatureFlags(config);
const tracker = initAnalytics(config);
const clients = createApiClients({ apiUrl: config.API_URL });
// Read the remote list early; remotes themselves load when their route is first visited.
discoverRemotes().catch((error: unknown) => console.error('Remote list unavailable:', error));

createRoot(root).render(
  <StrictMode>
    <AppProviders clients={clients} loader={loadRemoteModule} flagsClient={flagsClient} tracker={tracker}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
