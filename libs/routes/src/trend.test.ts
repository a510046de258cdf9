import { isTrend, trendWindow } from './trend';

describe('trend windows', () => {
  const now = Date.parse('2025-06-15T15:30:00Z');

  it('knows the trend values of the query parameter', () => {
    expect(isTrend('30 days')).toBe(true);
    expect(isTrend('2 days')).toBe(false);
  });

  it('starts at midnight UTC, daily for a month or less, weekly up to half a year, monthly beyond', () => {
    expect(trendWindow('30 days', null, now)).toEqual({
      interval: 'INTERVAL_1_DAY',
      after: '2025-05-16T00:00:00.000Z',
    });
    expect(trendWindow('6 months', null, now)).toEqual({
      interval: 'INTERVAL_7_DAY',
      after: '2024-12-15T00:00:00.000Z',
    });
  });

  it('never starts before the oldest commit, and all time starts there', () => {
    expect(trendWindow('12 months', '2025-03-02T10:00:00Z', now).after).toBe('2025-03-02T00:00:00.000Z');
    expect(trendWindow('all time', '2025-03-02T10:00:00Z', now)).toEqual({
      interval: 'INTERVAL_30_DAY',
      after: '2025-03-02T00:00:00.000Z',
    });
    expect(trendWindow('all time', null, now).after).toBeNull();
  });
});
