export { freePort, startServer, repoRoot, type RunningServer, type StartOptions } from './server.ts';
export { launchBrowser, chromiumArgs } from './browser.ts';
