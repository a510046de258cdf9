import type { CodecovConfig } from '@canopy/coverage';
import type { CiState, HostNotifier } from '../../git-providers';
import { repoRef } from '../repositories';
import type { CommitScene } from './commit-side';

/** Checks of a running CI before notifications are given up, as Codecov retries its notify task. */
export const MAX_CI_WAITS = 10;

/** 15 s, 30 s, 60 s, … up to 10 minutes between checks. */
export function ciWaitDelayMs(waits: number): number {
  return Math.min(15_000 * 2 ** waits, 600_000);
}

export type CiStep = { kind: 'go' } | { kind: 'wait'; reason: string } | { kind: 'giveUp'; reason: string };

/** `wait_for_ci` (with `require_ci_to_pass`): hold notifications while the host reports CI still running. */
export function ciStep(config: CodecovConfig, state: CiState, waits: number): CiStep {
  const codecov = config.codecov ?? {};
  const waitForCi = codecov.require_ci_to_pass !== false && codecov.notify?.wait_for_ci !== false;
  if (!waitForCi || state !== 'pending') return { kind: 'go' };
  if (waits >= MAX_CI_WAITS)
    return {
      kind: 'giveUp',
      reason: `wait_for_ci: CI was still running after ${MAX_CI_WAITS} checks; nothing posted`,
    };
  return { kind: 'wait', reason: `wait_for_ci: CI is still running (check ${waits + 1} of ${MAX_CI_WAITS})` };
}

/** The host's CI state of the head; a host that cannot be asked counts as "no CI reported". */
export async function ciStateOf(notifier: HostNotifier | null, scene: CommitScene): Promise<CiState> {
  if (!notifier) return null;
  return notifier.ciState(repoRef(scene.owner, scene.repo), scene.commit.commitid).catch(() => null);
}
