import { trialDaysLeft, trialEndsIn } from './trial-days';

describe('trialDaysLeft', () => {
  const now = new Date(Date.UTC(2026, 4, 10, 15, 30));

  it('counts calendar days to the last day, whatever the hour', () => {
    expect(trialDaysLeft(new Date(Date.UTC(2026, 4, 10, 23, 59)).toISOString(), now)).toBe(0);
    expect(trialDaysLeft(new Date(Date.UTC(2026, 4, 10, 0, 1)).toISOString(), now)).toBe(0);
    expect(trialDaysLeft(new Date(Date.UTC(2026, 4, 11, 0, 1)).toISOString(), now)).toBe(1);
    expect(trialDaysLeft(new Date(Date.UTC(2026, 4, 13, 23, 0)).toISOString(), now)).toBe(3);
    expect(trialDaysLeft(new Date(Date.UTC(2026, 4, 9, 23, 59)).toISOString(), now)).toBe(-1);
  });
});

describe('trialEndsIn (spec §9)', () => {
  it.each([
    [0, 'ends today'],
    [1, 'ends in 1 day'],
    [2, 'ends in 2 days'],
    [3, 'ends in 3 days'],
  ])('%i days left: %s', (days, text) => {
    expect(trialEndsIn(days)).toBe(text);
  });
});
