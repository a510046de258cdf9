import { formatRelativeTime } from './relative-time';

const now = Date.parse('2024-06-10T12:00:00Z');

test('formats past dates relative to now', () => {
  expect(formatRelativeTime('2024-06-10T11:59:40Z', now)).toBe('just now');
  expect(formatRelativeTime('2024-06-10T09:00:00Z', now)).toBe('3 hours ago');
  expect(formatRelativeTime('2024-06-09T12:00:00Z', now)).toBe('yesterday');
  expect(formatRelativeTime('2024-05-01T12:00:00Z', now)).toBe('last month');
  expect(formatRelativeTime('2022-06-01T12:00:00Z', now)).toBe('2 years ago');
});

test('returns null without a readable date', () => {
  expect(formatRelativeTime(null, now)).toBeNull();
  expect(formatRelativeTime('not a date', now)).toBeNull();
});
