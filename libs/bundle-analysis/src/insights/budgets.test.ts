import { captured } from '../testing/captured';
import { budgetBreaches, checkBudgets } from './budgets';

describe('checkBudgets', () => {
  const stats = captured('webpack-plugin-token');

  it('weighs the matching assets together, on disk or gzipped', () => {
    expect(
      checkBudgets(stats.bundleName, stats.assets, [
        { assets: '*.js', bundle: null, maxSize: 3000, gzip: false },
        { assets: '*.js', bundle: null, maxSize: 3000, gzip: true },
        { assets: 'main.*.css', bundle: 'bundle-app-*', maxSize: 100, gzip: true },
      ]),
    ).toEqual([
      {
        bundle: 'bundle-app-array-push',
        assets: '*.js',
        matched: ['main.cd9780c0831556b6524b.js', '899.daffaab1b35673ebaa20.chunk.js'],
        size: 3047,
        maxSize: 3000,
        gzip: false,
        exceeded: true,
      },
      expect.objectContaining({ size: 1664, exceeded: false }),
      expect.objectContaining({ matched: ['main.ac9cd98a0b14587af1cb.css'], size: 104, exceeded: true }),
    ]);
  });

  it('skips budgets for other bundles and lists only breaches on request', () => {
    const budgets = [
      { assets: '**', bundle: 'other', maxSize: 0, gzip: false },
      { assets: '*.png', bundle: null, maxSize: 0, gzip: false },
      { assets: '899.*', bundle: null, maxSize: 100, gzip: false },
    ];
    expect(checkBudgets(stats.bundleName, stats.assets, budgets).map((r) => r.assets)).toEqual([
      '*.png',
      '899.*',
    ]);
    expect(budgetBreaches(stats.bundleName, stats.assets, budgets).map((r) => r.assets)).toEqual(['899.*']);
  });
});
