// The parts of @sentry/react that error reporting uses. Loaded with a dynamic import() only when SENTRY_DSN is
// set; naming the exports here keeps the rest of the SDK out of that chunk.
export {
  init,
  captureException,
  sendFeedback,
  browserTracingIntegration,
  browserProfilingIntegration,
  replayIntegration,
} from '@sentry/react';
