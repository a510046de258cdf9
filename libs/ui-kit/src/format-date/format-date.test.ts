import { formatDate, formatDateTime, ordinal } from './format-date';

test("dates read 'MMMM do, yyyy', as spec §9 writes them", () => {
  // Noon UTC is the same calendar day in every zone from UTC-11 to UTC+11.
  expect(formatDate('2026-06-01T12:00:00.000Z')).toBe('June 1st, 2026');
  expect(formatDate(new Date(2026, 0, 22))).toBe('January 22nd, 2026');
  expect(formatDate(new Date(2026, 2, 3))).toBe('March 3rd, 2026');
  expect(formatDate(new Date(2026, 10, 11))).toBe('November 11th, 2026');
  expect(formatDate(null)).toBeNull();
  expect(formatDate('not a date')).toBeNull();
});

test('a time follows the date where a page needs it', () => {
  expect(formatDateTime(new Date(2026, 5, 1, 14, 5))).toBe('June 1st, 2026, 2:05 PM');
  expect(formatDateTime(undefined)).toBeNull();
});

test('ordinals', () => {
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual([
    '1st',
    '2nd',
    '3rd',
    '4th',
    '11th',
    '12th',
    '13th',
    '21st',
    '22nd',
    '23rd',
    '31st',
  ]);
});
