import { compareAssets } from '../comparison/assets';
import type { BundleChange, BundlesComparison } from '../comparison/bundles';
import { compareBundles } from '../comparison/bundles';
import { snapshotAssets } from '../comparison/snapshot';
import { captured } from '../testing/captured';
import type { BundleThreshold } from './settings';
import type { DuplicatePackage } from '../insights/packages';
import {
  bundleCommentSection,
  commentThresholdText,
  duplicatePackagesLine,
  shouldCommentOnBundles,
} from './comment';

const CONFIGURED = '[configured](https://docs.codecov.com/docs/javascript-bundle-analysis#main-features)';
const percent = (value: number): BundleThreshold => ({ type: 'percentage', value });

const change = (
  name: string,
  changeType: BundleChange['changeType'],
  sizeDelta: number,
  percentageDelta: number,
  isCached = false,
): BundleChange => ({
  name,
  changeType,
  sizeDelta,
  percentageDelta,
  baseSize: 0,
  headSize: changeType === 'removed' ? 0 : 123_456,
  gzipDelta: null,
  isCached,
});

const comparison = (bundles: BundleChange[], percentageDelta: number): BundlesComparison => ({
  bundles,
  totalSizeDelta: bundles.reduce((sum, item) => sum + item.sizeDelta, 0),
  percentageDelta,
  baseSize: 0,
  headSize: 0,
  hasBase: true,
});

const text = (lines: string[]) => `${lines.join('\n')}\n`;

describe('bundleCommentSection', () => {
  it('warns beyond the threshold when informational, in Codecov words', () => {
    const lines = bundleCommentSection(
      comparison(
        [
          change('added-bundle', 'added', 12_345, 5.56),
          change('changed-bundle', 'changed', 3_456, 0.35),
          change('removed-bundle', 'removed', -1_234, -1.23),
        ],
        5.56,
      ),
      { warningThreshold: percent(5), status: 'informational' },
      { pullUrl: 'URL' },
    );
    expect(text(lines)).toBe(
      [
        '## [Bundle](URL) Report',
        '',
        `Changes will increase total bundle size by 14.57kB (5.56%) :arrow_up::warning:, exceeding the ${CONFIGURED} threshold of 5%.`,
        '',
        '| Bundle name | Size | Change |',
        '| ----------- | ---- | ------ |',
        '| added-bundle | 123.46kB | 12.35kB (5.56%) :arrow_up::warning: |',
        '| changed-bundle | 123.46kB | 3.46kB (0.35%) :arrow_up: |',
        '| removed-bundle | (removed) | -1.23kB (-1.23%) :arrow_down: |',
        '',
      ].join('\n'),
    );
  });

  it('says the check failed beyond an absolute threshold when the status is on', () => {
    const lines = bundleCommentSection(
      comparison(
        [
          change('added-bundle', 'added', 12_345, 5.56),
          change('changed-bundle', 'changed', 3_456, 2.56),
          change('removed-bundle', 'removed', -1_234, -100),
        ],
        5.56,
      ),
      { warningThreshold: { type: 'absolute', value: 10_000 }, status: true },
      { pullUrl: 'URL' },
    );
    expect(lines.slice(2)).toEqual([
      `:x: Check failed: changes will increase total bundle size by 14.57kB (5.56%) :arrow_up:, **exceeding** the ${CONFIGURED} threshold of 10.0kB.`,
      '',
      '| Bundle name | Size | Change |',
      '| ----------- | ---- | ------ |',
      '| added-bundle | 123.46kB | 12.35kB (5.56%) :arrow_up::x: |',
      '| changed-bundle | 123.46kB | 3.46kB (2.56%) :arrow_up: |',
      '| removed-bundle | (removed) | -1.23kB (-100.0%) :arrow_down: |',
    ]);
  });

  it('folds the table within the threshold and notes cached bundles', () => {
    const lines = bundleCommentSection(
      comparison(
        [change('a', 'changed', 3_456, 2.56), change('cached-bundle', 'changed', 3_456, 2.56, true)],
        3.46,
      ),
      { warningThreshold: percent(5), status: 'informational' },
      { pullUrl: 'URL' },
    );
    expect(lines.slice(2)).toEqual([
      `Changes will increase total bundle size by 6.91kB (3.46%) :arrow_up:. This is within the ${CONFIGURED} threshold :white_check_mark:`,
      '',
      '<details><summary>Detailed changes</summary>',
      '',
      '| Bundle name | Size | Change |',
      '| ----------- | ---- | ------ |',
      '| a | 123.46kB | 3.46kB (2.56%) :arrow_up: |',
      '| cached-bundle* | 123.46kB | 3.46kB (2.56%) :arrow_up: |',
      '',
      '</details>',
      '',
      'ℹ️ *Bundle size includes cached data from a previous commit',
    ]);
  });

  it('says when nothing changed and leaves unchanged bundles out', () => {
    expect(
      bundleCommentSection(
        comparison([change('test-bundle', 'changed', 0, 0)], 0),
        { warningThreshold: percent(5), status: 'informational' },
        { pullUrl: 'URL' },
      ),
    ).toEqual(['## [Bundle](URL) Report', '', 'Bundle size has no change :white_check_mark:']);
  });

  it('writes a decrease without a sign in the sentence and keeps 100 whole for an added bundle', () => {
    const real = compareBundles([{ name: 'old', size: 5000 }], [{ name: 'new', size: 1000 }]);
    expect(
      bundleCommentSection(real, { warningThreshold: percent(5), status: true }, { pullUrl: 'URL' }).slice(
        2,
        3,
      ),
    ).toEqual([
      `Changes will decrease total bundle size by 4.0kB (-80.0%) :arrow_down:. This is within the ${CONFIGURED} threshold :white_check_mark:`,
    ]);
    expect(
      bundleCommentSection(real, { warningThreshold: percent(5), status: true }, { pullUrl: 'URL' }),
    ).toContain('| new | 1.0kB | 1.0kB (100%) :arrow_up: |');
  });

  it('lists exceeded size budgets', () => {
    const lines = bundleCommentSection(
      comparison([], 0),
      { warningThreshold: percent(5), status: true },
      {
        pullUrl: 'URL',
        budgets: [
          {
            bundle: 'web',
            assets: '*.js',
            matched: ['a.js'],
            size: 180_500,
            maxSize: 170_000,
            gzip: true,
            exceeded: true,
          },
          { bundle: 'web', assets: '*.css', matched: [], size: 0, maxSize: 1, gzip: false, exceeded: false },
        ],
      },
    );
    expect(lines.slice(3)).toEqual([
      '',
      ':x: **Size budgets exceeded:**',
      '| Bundle | Assets | Size | Budget |',
      '| ------ | ------ | ---- | ------ |',
      '| web | `*.js` (gzip) | 180.5kB | 170.0kB |',
    ]);
  });

  it('details the assets that changed per bundle, with the changed files among their modules', () => {
    const head = snapshotAssets(captured('webpack-plugin-token'));
    const base = head
      .filter((asset) => asset.normalized !== '899.*.chunk.js')
      .map((asset) => (asset.normalized === 'main.*.js' ? { ...asset, size: 2000 } : asset));
    base.push({ name: 'gone.1.js', normalized: 'gone.*.js', size: 20_000, modules: [] });
    const lines = bundleCommentSection(
      comparison([change('app', 'changed', 876 + 171 - 20_000, 1)], 1),
      { warningThreshold: percent(5), status: 'informational' },
      {
        pullUrl: 'URL',
        assetChanges: new Map([['app', compareAssets(base, head)]]),
        changedFiles: ['bundle-app/src/lazy.js'],
      },
    );
    const details = lines.slice(lines.indexOf('### Affected Assets, Files, and Routes:'));
    expect(details).toEqual([
      '### Affected Assets, Files, and Routes:',
      '',
      '<details>',
      '<summary>view changes for bundle: app</summary>',
      '',
      '#### **Assets Changed:**',
      '| Asset Name | Size Change | Total Size | Change (%) |',
      '| ---------- | ----------- | ---------- | ---------- |',
      '| ```main.*.js``` | 876 bytes | 2.88kB | 43.8% :warning: |',
      '| **```899.*.chunk.js```** _(New)_ | 171 bytes | 171 bytes | 100.0% :rocket: |',
      '| ~~**```gone.*.js```**~~ _(Deleted)_ | -20.0kB | 0 bytes | -100.0% :wastebasket: |',
      '',
      '**Files in** **```899.*.chunk.js```**:',
      '',
      '- ```./src/lazy.js``` → Total Size: **82 bytes**',
      '',
      '</details>',
    ]);
  });
});

/** A package found `copies` times, each copy after the first costing `extra` bytes. */
const duplicate = (name: string, copies: number, extra: number): DuplicatePackage => ({
  name,
  versions: [],
  copies: Array.from({ length: copies }, (_, index) => ({
    root: `node_modules/${index}/node_modules/${name}`,
    version: null,
    size: extra,
    chunks: [],
  })),
  extraBytes: extra * (copies - 1),
});

describe('duplicatePackagesLine', () => {
  it('names the most wasteful packages first, at most three, and counts the rest', () => {
    expect(duplicatePackagesLine([])).toEqual([]);
    expect(duplicatePackagesLine([duplicate('lodash', 2, 70_000)])).toEqual([
      '⚠️ 1 package is bundled more than once: lodash (2 copies)',
    ]);
    expect(
      duplicatePackagesLine([
        duplicate('tslib', 2, 1_000),
        duplicate('react', 3, 5_000),
        duplicate('lodash', 2, 70_000),
        duplicate('uuid', 2, 500),
        duplicate('ms', 2, 100),
      ]),
    ).toEqual([
      '⚠️ 5 packages are bundled more than once: lodash (2 copies), react (3 copies), tslib (2 copies) and 2 more',
    ]);
  });

  it('names a package duplicated in several bundles once, with its most copies', () => {
    expect(
      duplicatePackagesLine([
        duplicate('react', 2, 5_000),
        duplicate('lodash', 2, 1_000),
        duplicate('react', 3, 10),
      ]),
    ).toEqual(['⚠️ 2 packages are bundled more than once: react (3 copies), lodash (2 copies)']);
  });

  it('stands between the bundle table and the size budgets of the section', () => {
    const lines = bundleCommentSection(
      comparison([change('web', 'changed', 2_000, 10)], 10),
      { warningThreshold: percent(5), status: false },
      { pullUrl: 'URL', duplicatePackages: [duplicate('lodash', 2, 70_000)] },
    );
    const table = lines.indexOf('| web | 123.46kB | 2.0kB (10.0%) :arrow_up::warning: |');
    expect(table).toBeGreaterThan(0);
    expect(lines.slice(table + 1)).toEqual(['', '⚠️ 1 package is bundled more than once: lodash (2 copies)']);
  });
});

describe('commentThresholdText', () => {
  it('writes bytes, or a whole percentage rounded half to even', () => {
    expect(commentThresholdText({ type: 'absolute', value: 10_000 })).toBe('10.0kB');
    expect(commentThresholdText(percent(5))).toBe('5%');
    expect(commentThresholdText(percent(2.5))).toBe('2%');
    expect(commentThresholdText(percent(0.6))).toBe('1%');
  });
});

describe('shouldCommentOnBundles', () => {
  const settings = (
    requireBundleChanges: boolean | 'bundle_increase',
    bundleChangeThreshold: BundleThreshold,
  ) => ({
    comment: true,
    requireBundleChanges,
    bundleChangeThreshold,
  });
  const grew = { totalSizeDelta: 2000, percentageDelta: 2 };
  const shrank = { totalSizeDelta: -2000, percentageDelta: -2 };
  const none = { totalSizeDelta: 0, percentageDelta: 0 };
  const zero: BundleThreshold = { type: 'absolute', value: 0 };

  it('always comments when changes are not required, never with comments off', () => {
    expect(shouldCommentOnBundles(none, settings(false, zero))).toBe(true);
    expect(shouldCommentOnBundles(grew, { ...settings(false, zero), comment: false })).toBe(false);
  });

  it('requires a change beyond the threshold either way with true', () => {
    expect(shouldCommentOnBundles(none, settings(true, zero))).toBe(false);
    expect(shouldCommentOnBundles(shrank, settings(true, zero))).toBe(true);
    expect(shouldCommentOnBundles(shrank, settings(true, { type: 'absolute', value: 2000 }))).toBe(false);
    expect(shouldCommentOnBundles(shrank, settings(true, percent(1)))).toBe(true);
  });

  it('requires growth beyond the threshold with bundle_increase', () => {
    expect(shouldCommentOnBundles(shrank, settings('bundle_increase', zero))).toBe(false);
    expect(shouldCommentOnBundles(grew, settings('bundle_increase', zero))).toBe(true);
    expect(shouldCommentOnBundles(grew, settings('bundle_increase', percent(2)))).toBe(false);
  });

  it('keeps an existing comment up to date whatever the requirement', () => {
    expect(shouldCommentOnBundles(none, settings(true, zero), { hasExistingComment: true })).toBe(true);
  });
});
