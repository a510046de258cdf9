import { ciStep, ciWaitDelayMs, MAX_CI_WAITS } from './ci-wait';

describe('ciStep (wait_for_ci)', () => {
  it.each([
    ['CI done', {}, 'success', 0, 'go'],
    ['no CI reported', {}, null, 0, 'go'],
    ['CI failed', {}, 'failure', 0, 'go'],
    ['CI running', {}, 'pending', 0, 'wait'],
    ['CI running, wait_for_ci off', { codecov: { notify: { wait_for_ci: false } } }, 'pending', 0, 'go'],
    ['CI running, require_ci_to_pass off', { codecov: { require_ci_to_pass: false } }, 'pending', 0, 'go'],
    ['CI running too long', {}, 'pending', MAX_CI_WAITS, 'giveUp'],
  ] as const)('%s', (_name, config, state, waits, kind) => {
    expect(ciStep(config, state, waits).kind).toBe(kind);
  });

  it('says which check it is, and backs off', () => {
    expect(ciStep({}, 'pending', 2)).toEqual({
      kind: 'wait',
      reason: 'wait_for_ci: CI is still running (check 3 of 10)',
    });
    expect([0, 1, 2, 9].map(ciWaitDelayMs)).toEqual([15_000, 30_000, 60_000, 600_000]);
  });
});
