import type { CodecovConfig } from '@canopy/coverage';

export interface TriggerFacts {
  /** Notifications were asked for by hand (`send-notifications`). */
  requested: boolean;
  /** Uploads not processed yet. */
  waiting: number;
  /** Processed uploads (carried-forward sessions excluded). */
  processed: number;
}

export type TriggerDecision = { notify: true } | { notify: false; reason: string };

/**
 * Whether a commit's notifications go out now (Codecov's finisher): only when no upload is still waiting, after
 * `send-notifications` when `codecov.notify.manual_trigger` is set, and once `codecov.notify.after_n_builds`
 * uploads are in. `wait_for_ci` would wait for the CI status the host reports; the CI state is not asked from
 * the host yet, so a commit whose CI state is unknown is not held back.
 */
export function notifyDecision(config: CodecovConfig, facts: TriggerFacts): TriggerDecision {
  const notify = config.codecov?.notify ?? {};
  if (facts.waiting > 0) return { notify: false, reason: `${facts.waiting} uploads still processing` };
  if (notify.manual_trigger && !facts.requested)
    return { notify: false, reason: 'manual_trigger: waiting for send-notifications' };
  if (notify.after_n_builds && facts.processed < notify.after_n_builds)
    return {
      notify: false,
      reason: `after_n_builds: ${facts.processed} of ${notify.after_n_builds} uploads processed`,
    };
  return { notify: true };
}
