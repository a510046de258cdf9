import { compareBundles } from './bundles';

describe('compareBundles', () => {
  it('marks bundles added, changed and removed, with deltas and percentages of the base', () => {
    const comparison = compareBundles(
      [
        { name: 'core', size: 38_220, gzipSize: 10_000 },
        { name: 'server', size: 342_320 },
        { name: 'same', size: 500 },
      ],
      [
        { name: 'core', size: 8_200, gzipSize: 3_000, isCached: true },
        { name: 'new', size: 1_100 },
        { name: 'same', size: 500 },
      ],
    );
    expect(comparison.bundles).toEqual([
      {
        name: 'core',
        changeType: 'changed',
        sizeDelta: -30_020,
        percentageDelta: -78.55,
        baseSize: 38_220,
        headSize: 8_200,
        gzipDelta: -7_000,
        isCached: true,
      },
      {
        name: 'new',
        changeType: 'added',
        sizeDelta: 1_100,
        percentageDelta: 100,
        baseSize: 0,
        headSize: 1_100,
        gzipDelta: null,
        isCached: false,
      },
      expect.objectContaining({ name: 'same', changeType: 'changed', sizeDelta: 0, percentageDelta: 0 }),
      expect.objectContaining({
        name: 'server',
        changeType: 'removed',
        sizeDelta: -342_320,
        percentageDelta: -100,
      }),
    ]);
    expect(comparison).toMatchObject({
      totalSizeDelta: -30_020 + 1_100 - 342_320,
      percentageDelta: -97.43,
      baseSize: 381_040,
      headSize: 9_800,
      hasBase: true,
    });
  });

  it('gives 100.0 percent when the base is empty or missing', () => {
    expect(compareBundles([], [{ name: 'a', size: 10 }]).percentageDelta).toBe(100);
    const missing = compareBundles(null, [{ name: 'a', size: 10 }]);
    expect(missing).toMatchObject({ hasBase: false, totalSizeDelta: 10, percentageDelta: 100 });
    expect(missing.bundles[0]?.changeType).toBe('added');
  });

  it('does not divide by an empty base bundle', () => {
    expect(
      compareBundles([{ name: 'a', size: 0 }], [{ name: 'a', size: 5 }]).bundles[0]?.percentageDelta,
    ).toBe(100);
  });
});
