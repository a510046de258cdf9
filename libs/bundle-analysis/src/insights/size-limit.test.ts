import { captured } from '../testing/captured';
import { JS_BYTES_PER_MS_MID_RANGE_PHONE, SLOW_3G_BYTES_PER_SECOND, sizeLimitEstimate } from './size-limit';

describe('sizeLimitEstimate', () => {
  it('downloads the gzip bytes at 50 kB/s and runs the JavaScript at 1 kB per ms', () => {
    expect(SLOW_3G_BYTES_PER_SECOND).toBe(51_200);
    expect(JS_BYTES_PER_MS_MID_RANGE_PHONE).toBe(1000);
    expect(
      sizeLimitEstimate([
        { name: 'app.js', size: 200_000, gzipSize: 51_200 },
        { name: 'app.css', size: 30_000, gzipSize: null },
      ]),
    ).toEqual({ gzip: 81_200, loadingMs: 1586, runningMs: 200, totalMs: 1786 });
  });

  it('estimates the webpack capture', () => {
    expect(sizeLimitEstimate(captured('webpack-plugin-token').assets)).toEqual({
      gzip: 1768,
      loadingMs: 35,
      runningMs: 3,
      totalMs: 38,
    });
  });
});
