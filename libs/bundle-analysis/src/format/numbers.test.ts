import fc from 'fast-check';
import { bytesReadable, pythonFloat, round2 } from './numbers';

describe('round2', () => {
  it.each([
    [20.6795, 20.68],
    [-48.888, -48.89],
    [1.125, 1.12],
    [1.375, 1.38],
    [-1.125, -1.12],
    [2.675, 2.67],
    [0.004, 0],
  ])('%d → %d like Python', (value, expected) => {
    expect(round2(value)).toBe(expected);
  });

  it('never moves a value by more than half a hundredth', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        expect(Math.abs(round2(value) - value)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe('pythonFloat', () => {
  it.each([
    [5, '5.0'],
    [-100, '-100.0'],
    [20.68, '20.68'],
    [-0, '-0.0'],
  ])('%d → %s', (value, expected) => {
    expect(pythonFloat(value)).toBe(expected);
  });
});

describe('bytesReadable', () => {
  it.each([
    [0, '0 bytes'],
    [123, '123 bytes'],
    [188, '188 bytes'],
    [1000, '1.0kB'],
    [1500, '1.5kB'],
    [1_000_000, '1.0MB'],
    [1_500_010, '1.5MB'],
    [1e9, '1.0GB'],
    [1_230_000_000, '1.23GB'],
    [2_500_000_000_000, '2500.0GB'],
    [-1010, '-1.01kB'],
    [-372_560, '-372.56kB'],
  ])('%d → %s as Codecov writes it', (bytes, expected) => {
    expect(bytesReadable(bytes)).toBe(expected);
  });

  it('can leave the sign out', () => {
    expect(bytesReadable(-372_560, false)).toBe('372.56kB');
  });
});
