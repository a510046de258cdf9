/**
 * The server's log line once the demo's coverage, bundles and test results are processed (apps/api/src/seed): a
 * suite that opens demo pages waits for it, so that a loaded machine cannot show them half processed.
 */
export const DEMO_PROCESSED = /demo data processed: coverage, bundles and test results are ready/;
