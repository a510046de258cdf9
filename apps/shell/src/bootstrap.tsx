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
import { remoteForPath } from './remotes/remote-for-path';
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
// The remote of the page being opened loads beside the session and header requests, not after them; its route
// takes the same load (a failure shows there, and its next mount asks again).
const firstRemote = remoteForPath(window.location.pathname);
if (firstRemote) loadRemoteModule(firstRemote, { attempt: 0 }).catch(() => undefined);

createRoot(root).render(
  <StrictMode>
    <AppProviders clients={clients} loader={loadRemoteModule} flagsClient={flagsClient} tracker={tracker}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
