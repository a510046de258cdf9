import { intervalForSpan, measurementWindow } from './measurement-window';
import { averageOf } from './measurement-schemas';

const now = Date.UTC(2026, 10, 22, 9, 30);

describe('measurementWindow', () => {
  it('uses whole UTC days ending after today', () => {
    expect(measurementWindow('LAST_7_DAYS', { now })).toEqual({
      interval: 'INTERVAL_1_DAY',
      after: '2026-11-15T00:00:00.000Z',
      before: '2026-11-23T00:00:00.000Z',
    });
    expect(measurementWindow('LAST_30_DAYS', { now }).after).toBe('2026-10-23T00:00:00.000Z');
  });

  it('counts months back by calendar and uses weeks for months', () => {
    expect(measurementWindow('LAST_3_MONTHS', { now })).toMatchObject({
      interval: 'INTERVAL_7_DAY',
      after: '2026-08-22T00:00:00.000Z',
    });
    expect(measurementWindow('LAST_6_MONTHS', { now }).after).toBe('2026-05-22T00:00:00.000Z');
  });

  it('starts all time at the oldest commit, by month', () => {
    expect(measurementWindow('ALL_TIME', { now, oldestCommitAt: '2024-03-05T17:00:00Z' })).toMatchObject({
      interval: 'INTERVAL_30_DAY',
      after: '2024-03-05T00:00:00.000Z',
    });
    expect(measurementWindow('ALL_TIME', { now }).after).toBe('2021-11-22T00:00:00.000Z');
  });

  it('is stable within a day', () => {
    expect(measurementWindow('LAST_7_DAYS', { now })).toEqual(
      measurementWindow('LAST_7_DAYS', { now: now + 60 * 60 * 1000 }),
    );
  });
});

describe('intervalForSpan', () => {
  it('picks days up to 31 days, weeks up to 6 months, then months', () => {
    expect(intervalForSpan('2026-01-01', '2026-02-01')).toBe('INTERVAL_1_DAY');
    expect(intervalForSpan('2026-01-01', '2026-02-02')).toBe('INTERVAL_7_DAY');
    expect(intervalForSpan('2026-01-01', '2026-07-01')).toBe('INTERVAL_7_DAY');
    expect(intervalForSpan('2026-01-01', '2026-12-01')).toBe('INTERVAL_30_DAY');
  });
});

describe('averageOf', () => {
  it('averages the measured intervals only', () => {
    expect(
      averageOf([
        { timestamp: 'a', avg: 50 },
        { timestamp: 'b', avg: null },
        { timestamp: 'c', avg: 70 },
      ]),
    ).toBe(60);
    expect(averageOf([{ timestamp: 'a', avg: null }])).toBeNull();
  });
});
