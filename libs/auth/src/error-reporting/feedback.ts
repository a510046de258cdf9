import type { ConfigEnv } from '../config/config-env';
import { getConfigEnv } from '../config/config-env';
import { initErrorReporting, startedSentry } from './error-reporting';

/** What the feedback widget sends (spec §2 "Feedback widget"; §5: the e-mail is required). */
export interface UserFeedback {
  message: string;
  email: string;
  /** The name field, labelled 'Username'. */
  name?: string;
}

/** Feedback has nowhere to go: this install has no `SENTRY_DSN`. */
export class FeedbackUnavailableError extends Error {
  constructor() {
    super('Feedback cannot be sent from this install: SENTRY_DSN is not configured.');
    this.name = 'FeedbackUnavailableError';
  }
}

/** Whether this install can take feedback (it goes to Sentry's user feedback, so `SENTRY_DSN` must be set). */
export function isFeedbackAvailable(config: ConfigEnv = getConfigEnv()): boolean {
  return !!config.SENTRY_DSN;
}

/**
 * Sends user feedback to Sentry and resolves with the feedback's event id once Sentry has accepted it.
 * Rejects with `FeedbackUnavailableError` (and loads nothing) without `SENTRY_DSN`; otherwise the SDK is
 * loaded as error reporting loads it (a dynamic `import()`, started once) and the returned promise rejects
 * when the SDK does not load or Sentry does not accept the feedback.
 */
export async function sendFeedback(
  feedback: UserFeedback,
  config: ConfigEnv = getConfigEnv(),
): Promise<string> {
  if (!isFeedbackAvailable(config) || !initErrorReporting(config)) throw new FeedbackUnavailableError();
  const Sentry = await startedSentry();
  if (!Sentry) throw new Error('Feedback could not be sent: the Sentry SDK did not load.');
  const name = feedback.name?.trim();
  return Sentry.sendFeedback({
    message: feedback.message.trim(),
    email: feedback.email.trim(),
    ...(name ? { name } : {}),
  });
}
