import { captured } from '../testing/captured';
import { LINK_SPEEDS, bundleData, loadTime, sizeData } from './bundle-data';

describe('loadTime', () => {
  it('is bits over the link speed in whole milliseconds (750 kbps and 30 Mbps)', () => {
    expect(LINK_SPEEDS).toEqual({ threeG: 750_000, highSpeed: 30_000_000 });
    expect(loadTime(0)).toEqual({ threeG: 0, highSpeed: 0 });
    // 93750 bytes = 750000 bits: one second on 3G, 25 ms on the fast link.
    expect(loadTime(93_750)).toEqual({ threeG: 1000, highSpeed: 25 });
    // 3140 bytes → 33.49 ms and 0.84 ms, truncated.
    expect(loadTime(3140)).toEqual({ threeG: 33, highSpeed: 0 });
  });

  it('truncates towards zero for a shrinking delta', () => {
    expect(loadTime(-3140)).toEqual({ threeG: -33, highSpeed: 0 });
  });
});

describe('bundleData', () => {
  it('sums sizes, lets uncompressed sizes stand in for missing gzip sizes, and times the uncompressed total', () => {
    expect(
      bundleData([
        { size: 1000, gzipSize: 400 },
        { size: 500, gzipSize: null },
      ]),
    ).toEqual({ size: { uncompress: 1500, gzip: 900 }, loadTime: { threeG: 16, highSpeed: 0 } });
    expect(bundleData([])).toEqual(sizeData(0));
  });

  it('gives the webpack capture its totals', () => {
    const stats = captured('webpack-plugin-token');
    expect(bundleData(stats.assets)).toEqual({
      size: { uncompress: 3140, gzip: 1768 },
      loadTime: { threeG: 33, highSpeed: 0 },
    });
  });
});
