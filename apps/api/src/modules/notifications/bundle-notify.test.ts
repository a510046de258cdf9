import type { BudgetResult } from '@canopy/bundle-analysis';
import { bundleStatusDescription } from './bundle-notify';

const budget = (overrides: Partial<BudgetResult>): BudgetResult => ({
  bundle: 'web',
  assets: 'main.*.js',
  matched: ['main.1.js'],
  size: 180_500,
  maxSize: 170_000,
  gzip: false,
  exceeded: true,
  ...overrides,
});

describe('bundleStatusDescription', () => {
  const message = 'Failed - Bundle change: 0.0% (Threshold: 5.0%), 1 size budget exceeded';

  it('keeps the message as it is when no budget is exceeded', () => {
    expect(
      bundleStatusDescription('Bundle change: 1.0% (Threshold: 5.0%)', [budget({ exceeded: false })]),
    ).toBe('Bundle change: 1.0% (Threshold: 5.0%)');
  });

  it('names each exceeded budget: bundle, glob, gzip or not, size over budget', () => {
    expect(
      bundleStatusDescription(message.replace('1 size budget', '2 size budgets'), [
        budget({}),
        budget({ assets: '*.css', gzip: true, size: 9001, maxSize: 9000 }),
        budget({ assets: '*.png', exceeded: false }),
      ]),
    ).toBe(
      'Failed - Bundle change: 0.0% (Threshold: 5.0%), 2 size budgets exceeded: web main.*.js 180.5kB > 170.0kB; web *.css (gzip) 9.0kB > 9.0kB',
    );
  });

  it('stays within the 140 characters a commit status description may have', () => {
    const text = bundleStatusDescription(message, [budget({ assets: `assets/${'x'.repeat(200)}/*.js` })]);
    expect(text).toHaveLength(140);
    expect(text.endsWith('…')).toBe(true);
    expect(text.startsWith(`${message}: web assets/xxx`)).toBe(true);
  });
});
