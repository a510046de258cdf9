import type { CodecovConfig } from '@canopy/coverage';

export interface TriggerFacts {
  /** Notifications were asked for by hand (`send-notifications`). */
  requested: boolean;
  /** Uploads not processed yet. */
  waiting: number;
  /** Processed uploads (carried-forward sessions excluded). */
  processed: number;
  /** Uploads whose processing failed. */
  failed: number;
}

/** `error`: `codecov.notify.notify_error` and some upload failed, so the comment says so instead of numbers. */
export type TriggerDecision =
  { notify: true } | { notify: 'error'; failed: number; total: number } | { notify: false; reason: string };

/**
 * Whether a commit's notifications go out now (Codecov's finisher): only when no upload is still waiting, after
 * `send-notifications` when `codecov.notify.manual_trigger` is set, at once as an error when
 * `codecov.notify.notify_error` is set and an upload failed, and once `codecov.notify.after_n_builds` uploads are
 * in. `wait_for_ci` is judged later, against the CI state the host reports (ci-wait.ts).
 */
export function notifyDecision(config: CodecovConfig, facts: TriggerFacts): TriggerDecision {
  const notify = config.codecov?.notify ?? {};
  if (facts.waiting > 0) return { notify: false, reason: `${facts.waiting} uploads still processing` };
  if (notify.manual_trigger && !facts.requested)
    return { notify: false, reason: 'manual_trigger: waiting for send-notifications' };
  // A failed upload never counts towards after_n_builds, so the error is told before that wait.
  if (notify.notify_error && facts.failed > 0)
    return { notify: 'error', failed: facts.failed, total: facts.failed + facts.processed };
  if (notify.after_n_builds && facts.processed < notify.after_n_builds)
    return {
      notify: false,
      reason: `after_n_builds: ${facts.processed} of ${notify.after_n_builds} uploads processed`,
    };
  return { notify: true };
}
