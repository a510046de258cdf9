/** The bundle analysis module's public surface: what other modules and the server use (docs/adr/014). */
export { routes } from './routes';
export { bundleJobHandler, PROCESS_BUNDLE_ANALYSIS } from './process-bundle';
