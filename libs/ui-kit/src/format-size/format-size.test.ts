import { formatBytes, formatBytesChange, formatLoadTime, formatLoadTimeChange } from './format-size';

test('sizes use decimal units with up to two decimals', () => {
  expect(formatBytes(0)).toBe('0B');
  expect(formatBytes(512)).toBe('512B');
  expect(formatBytes(999)).toBe('999B');
  expect(formatBytes(1_000)).toBe('1kB');
  expect(formatBytes(1_234)).toBe('1.23kB');
  expect(formatBytes(250_000)).toBe('250kB');
  expect(formatBytes(3_456_789)).toBe('3.46MB');
  expect(formatBytes(1_100_000_000)).toBe('1.1GB');
  expect(formatBytes(-1_200)).toBe('-1.2kB');
  expect(formatBytes(null)).toBe('-');
});

test('changes carry their sign', () => {
  expect(formatBytesChange(1_200)).toBe('+1.2kB');
  expect(formatBytesChange(-300)).toBe('-300B');
  expect(formatBytesChange(0)).toBe('0B');
  expect(formatBytesChange(undefined)).toBe('-');
  expect(formatLoadTimeChange(120)).toBe('+120ms');
  expect(formatLoadTimeChange(-1_500)).toBe('-1.5s');
});

test('download times go from ms to seconds and minutes', () => {
  expect(formatLoadTime(340)).toBe('340ms');
  expect(formatLoadTime(1_250)).toBe('1.25s');
  expect(formatLoadTime(150_000)).toBe('2.5m');
  expect(formatLoadTime(null)).toBe('-');
});
