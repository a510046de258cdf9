/** The test results module's public surface: what other modules and the server use (docs/adr/014). */
export { routes } from './routes';
export { PROCESS_TEST_RESULTS, testResultsJobHandler } from './process-test-results';
export { resolvers } from './resolvers';
export { testResultsNotice } from './test-results-notice';
