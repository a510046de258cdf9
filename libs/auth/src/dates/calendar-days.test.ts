import { calendarDaysUntil } from './calendar-days';

describe('calendarDaysUntil', () => {
  const now = new Date(Date.UTC(2026, 4, 10, 15, 30));

  it('counts UTC calendar days, whatever the hour on either side', () => {
    expect(calendarDaysUntil('2026-05-10', now)).toBe(0);
    expect(calendarDaysUntil('2026-05-10T23:59:00Z', now)).toBe(0);
    expect(calendarDaysUntil('2026-05-11T00:01:00Z', now)).toBe(1);
    expect(calendarDaysUntil('2026-06-09', now)).toBe(30);
    expect(calendarDaysUntil('2026-05-09T23:59:00Z', now)).toBe(-1);
    expect(calendarDaysUntil('2026-05-11', new Date(Date.UTC(2026, 4, 10, 23, 59)))).toBe(1);
  });

  it('has no answer for a date it cannot read', () => {
    expect(calendarDaysUntil('soon', now)).toBeNull();
  });
});
