import { formatCount, formatDuration, formatPercentChange, formatRate } from './format';

test('counts are compact', () => {
  expect(formatCount(950)).toBe('950');
  expect(formatCount(1_234)).toBe('1.2K');
  expect(formatCount(3_400_000)).toBe('3.4M');
});

test('rates from 0 to 1 are percentages', () => {
  expect(formatRate(0)).toBe('0%');
  expect(formatRate(0.125)).toBe('12.5%');
  expect(formatRate(1 / 3)).toBe('33.33%');
});

test('changes carry their sign, and are absent without a previous period', () => {
  expect(formatPercentChange(12.5)).toBe('+12.5%');
  expect(formatPercentChange(-4)).toBe('-4%');
  expect(formatPercentChange(0)).toBe('0%');
  expect(formatPercentChange(null)).toBeNull();
});

test('durations in seconds read in the largest units', () => {
  expect(formatDuration(0)).toBe('0s');
  expect(formatDuration(0.25)).toBe('250ms');
  expect(formatDuration(4.54)).toBe('4.5s');
  expect(formatDuration(125)).toBe('2m 5s');
  expect(formatDuration(3_725)).toBe('1h 2m');
  expect(formatDuration(2 * 86_400 + 3 * 3_600)).toBe('2d 3h');
});
