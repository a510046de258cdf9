export { startServer, repoRoot, type RunningServer } from './server.ts';
export { launchBrowser, chromiumArgs } from './browser.ts';
