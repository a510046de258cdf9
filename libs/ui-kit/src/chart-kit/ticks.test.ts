import { categoryTicks, niceTicks } from './ticks';

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten and covers the largest value', () => {
    expect(niceTicks(0, 100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0, 93_000)).toEqual([0, 20_000, 40_000, 60_000, 80_000, 100_000]);
    expect(niceTicks(0, 1_234_567, 3)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(niceTicks(0, 0.3)).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3]);
  });

  it('gives a usable axis for a flat or empty series', () => {
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    expect(niceTicks(40, 40)).toEqual([0, 20, 40, 60, 80]);
    expect(niceTicks(-10, 30, 4)).toEqual([-10, 0, 10, 20, 30]);
    expect(niceTicks(Number.NaN, 3)).toEqual([0]);
  });
});

describe('categoryTicks', () => {
  it('labels every point when they are far enough apart', () => {
    expect(categoryTicks(4, 600, 78)).toEqual([0, 1, 2, 3]);
  });

  it('labels every n-th point counted back from the newest when they are crowded', () => {
    // 31 points over 600 px: 20 px apart, labels need 110 px, so every 6th.
    expect(categoryTicks(31, 600, 78)).toEqual([0, 6, 12, 18, 24, 30]);
    expect(categoryTicks(10, 100, 78)).toEqual([9]);
  });

  it('handles no point and one point', () => {
    expect(categoryTicks(0, 600, 78)).toEqual([]);
    expect(categoryTicks(1, 600, 78)).toEqual([0]);
  });
});
