import { type CodecovConfig, validateCodecovYaml } from '@canopy/coverage';
import {
  type BundleYamlSections,
  bundleAnalysisSettings,
  changeWithinThreshold,
  statusLevel,
  withinThreshold,
} from './settings';

describe('bundleAnalysisSettings', () => {
  it("fills in Codecov's defaults", () => {
    expect(bundleAnalysisSettings({})).toEqual({
      warningThreshold: { type: 'percentage', value: 5 },
      status: 'informational',
      comment: true,
      requireBundleChanges: false,
      bundleChangeThreshold: { type: 'absolute', value: 0 },
      budgets: [],
    });
  });

  it('reads the bundle keys of codecov.yml', () => {
    expect(
      bundleAnalysisSettings({
        comment: {
          require_bundle_changes: 'bundle_increase',
          bundle_change_threshold: { type: 'absolute', value: 1000 },
        },
        bundle_analysis: {
          warning_threshold: { type: 'absolute', value: 500_000 },
          status: true,
          budgets: [
            { assets: '*.js', max_size: 170_000, gzip: true },
            { assets: '*.css', max_size: 9000, bundle: 'web' },
          ],
        },
      }),
    ).toEqual({
      warningThreshold: { type: 'absolute', value: 500_000 },
      status: true,
      comment: true,
      requireBundleChanges: 'bundle_increase',
      bundleChangeThreshold: { type: 'absolute', value: 1000 },
      budgets: [
        { assets: '*.js', bundle: null, maxSize: 170_000, gzip: true },
        { assets: '*.css', bundle: 'web', maxSize: 9000, gzip: false },
      ],
    });
    expect(bundleAnalysisSettings({ comment: false })).toMatchObject({
      comment: false,
      requireBundleChanges: false,
    });
  });

  it('reads a codecov.yml as validated by @canopy/coverage', () => {
    const { config } = validateCodecovYaml({
      comment: { require_bundle_changes: true, bundle_change_threshold: '1 kb' },
      bundle_analysis: { warning_threshold: 0.5, budgets: [{ assets: '*.js', max_size: '170 kB' }] },
    });
    const sections: BundleYamlSections = config satisfies CodecovConfig;
    expect(bundleAnalysisSettings(sections)).toMatchObject({
      warningThreshold: { type: 'percentage', value: 0.5 },
      requireBundleChanges: true,
      bundleChangeThreshold: { type: 'absolute', value: 1000 },
      budgets: [{ assets: '*.js', bundle: null, maxSize: 170_000, gzip: false }],
    });
  });
});

describe('thresholds', () => {
  const growth = { totalSizeDelta: 6000, percentageDelta: 6 };
  const shrink = { totalSizeDelta: -6000, percentageDelta: -6 };

  it('compare the change in the unit of the threshold; a decrease is always within', () => {
    expect(withinThreshold(growth, { type: 'percentage', value: 5 })).toBe(false);
    expect(withinThreshold(growth, { type: 'absolute', value: 6000 })).toBe(true);
    expect(withinThreshold(shrink, { type: 'percentage', value: 5 })).toBe(true);
    expect(changeWithinThreshold(shrink, { type: 'percentage', value: 5 })).toBe(false);
    expect(changeWithinThreshold(shrink, { type: 'absolute', value: 6000 })).toBe(true);
  });

  it('give the level: info within, a warning beyond when informational or off, an error when on', () => {
    const warningThreshold = { type: 'percentage', value: 5 } as const;
    expect(statusLevel(shrink, { warningThreshold, status: true })).toBe('info');
    expect(statusLevel(growth, { warningThreshold, status: 'informational' })).toBe('warning');
    expect(statusLevel(growth, { warningThreshold, status: false })).toBe('warning');
    expect(statusLevel(growth, { warningThreshold, status: true })).toBe('error');
  });
});
