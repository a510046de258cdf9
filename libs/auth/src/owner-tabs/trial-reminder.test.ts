import { freePlan, ongoingTrial, planFixture } from '@canopy/api-client/testing';
import { trialReminderOf } from './trial-reminder';

const NOW = new Date('2026-11-20T22:00:00Z');

describe('trialReminderOf', () => {
  it('counts the calendar days left of an ongoing trial, in UTC', () => {
    const plan = ongoingTrial(0, { trialEndDate: '2026-11-23T01:00:00Z' });
    expect(trialReminderOf(plan, NOW)).toEqual({ kind: 'ongoing', daysLeft: 3 });
    expect(trialReminderOf({ ...plan, trialEndDate: '2026-11-20T23:59:00Z' }, NOW)).toEqual({
      kind: 'ongoing',
      daysLeft: 0,
    });
  });

  it('says nothing of a trial whose end has passed but is not expired yet, or of an unreadable date', () => {
    expect(trialReminderOf(ongoingTrial(0, { trialEndDate: '2026-11-19T10:00:00Z' }), NOW)).toBeNull();
    expect(trialReminderOf(ongoingTrial(0, { trialEndDate: 'soon' }), NOW)).toBeNull();
  });

  it('offers Upgrade after an expired trial on the free plan only', () => {
    expect(trialReminderOf(freePlan({ trialStatus: 'EXPIRED' }), NOW)).toEqual({ kind: 'expired' });
    expect(trialReminderOf(planFixture({ trialStatus: 'EXPIRED' }), NOW)).toBeNull();
  });

  it('has nothing to say without a trial or a plan', () => {
    expect(trialReminderOf(freePlan(), NOW)).toBeNull();
    expect(trialReminderOf(freePlan({ trialStatus: 'CANNOT_TRIAL' }), NOW)).toBeNull();
    expect(trialReminderOf(null, NOW)).toBeNull();
  });
});
