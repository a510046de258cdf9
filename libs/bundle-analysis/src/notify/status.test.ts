import type { BudgetResult } from '../insights/budgets';
import type { BundleThreshold } from './settings';
import { bundleStatus } from './status';

const percent = (value: number): BundleThreshold => ({ type: 'percentage', value });
const bytes = (value: number): BundleThreshold => ({ type: 'absolute', value });

describe('bundleStatus', () => {
  it.each([
    [
      { totalSizeDelta: -372_560, percentageDelta: -48.89 },
      percent(5),
      'informational',
      'Bundle change: -48.89% (Threshold: 5.0%)',
    ],
    [
      { totalSizeDelta: 372_560, percentageDelta: 95.64 },
      percent(5),
      'informational',
      'Passed with Warnings - Bundle change: 95.64% (Threshold: 5.0%)',
    ],
    [
      { totalSizeDelta: -372_560, percentageDelta: -48.89 },
      bytes(500_000),
      true,
      'Bundle change: -372.56kB (Threshold: 500.0kB)',
    ],
    [
      { totalSizeDelta: 372_560, percentageDelta: 95.64 },
      bytes(300_000),
      'informational',
      'Passed with Warnings - Bundle change: 372.56kB (Threshold: 300.0kB)',
    ],
    [
      { totalSizeDelta: 372_560, percentageDelta: 95.64 },
      bytes(300_000),
      true,
      'Failed - Bundle change: 372.56kB (Threshold: 300.0kB)',
    ],
    [
      { totalSizeDelta: 10, percentageDelta: 100 },
      percent(0.5),
      true,
      'Failed - Bundle change: 100.0% (Threshold: 0.5%)',
    ],
  ] as const)('%j against %j (%s) → %s', (comparison, warningThreshold, status, message) => {
    expect(bundleStatus(comparison, { warningThreshold, status })?.message).toBe(message);
  });

  it('fails only when on and beyond the threshold', () => {
    const beyond = { totalSizeDelta: 9000, percentageDelta: 9 };
    expect(bundleStatus(beyond, { warningThreshold: percent(5), status: true })).toMatchObject({
      state: 'failure',
      level: 'error',
    });
    expect(bundleStatus(beyond, { warningThreshold: percent(5), status: 'informational' })).toMatchObject({
      state: 'success',
      level: 'warning',
    });
    expect(bundleStatus(beyond, { warningThreshold: percent(10), status: true })).toMatchObject({
      state: 'success',
      level: 'info',
    });
  });

  it('sends nothing when the status is off', () => {
    expect(
      bundleStatus(
        { totalSizeDelta: 1, percentageDelta: 1 },
        { warningThreshold: percent(5), status: false },
      ),
    ).toBeNull();
  });

  it('fails on an exceeded size budget whatever the threshold says', () => {
    const breach: BudgetResult = {
      bundle: 'web',
      assets: '*.js',
      matched: ['main.js'],
      size: 2000,
      maxSize: 1000,
      gzip: false,
      exceeded: true,
    };
    expect(
      bundleStatus(
        { totalSizeDelta: 0, percentageDelta: 0 },
        { warningThreshold: percent(5), status: 'informational' },
        [breach, { ...breach, exceeded: false }],
      ),
    ).toEqual({
      state: 'failure',
      level: 'error',
      message: 'Failed - Bundle change: 0.0% (Threshold: 5.0%), 1 size budget exceeded',
    });
  });
});
