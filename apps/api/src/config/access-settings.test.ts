import { accessSettingsFromEnv, isConfiguredStaff } from './access-settings';
import { loadSettings, SettingsError } from './settings';

describe('access settings', () => {
  it('has no staff and no seat limit unless configured', () => {
    expect(loadSettings({}).access).toEqual({ staff: [], seatsLimit: null });
  });

  it('reads CANOPY_STAFF as provider:username pairs, short or long provider names', () => {
    const access = accessSettingsFromEnv({ CANOPY_STAFF: ' github:alice, gl:Bob ,ghe:carol' });
    expect(access.staff).toEqual([
      { service: 'github', username: 'alice' },
      { service: 'gitlab', username: 'Bob' },
      { service: 'github_enterprise', username: 'carol' },
    ]);
    expect(isConfiguredStaff(access, 'gitlab', 'bob')).toBe(true);
    expect(isConfiguredStaff(access, 'github', 'bob')).toBe(false);
    expect(isConfiguredStaff(access, 'github', 'ALICE')).toBe(true);
  });

  it('stops the start on a malformed CANOPY_STAFF entry', () => {
    for (const value of ['alice', 'nohost:alice', 'github:', 'github:a:b'])
      expect(() => loadSettings({ CANOPY_STAFF: value })).toThrow(SettingsError);
  });

  it('reads CANOPY_SEATS_LIMIT as a whole number', () => {
    expect(accessSettingsFromEnv({ CANOPY_SEATS_LIMIT: '25' }).seatsLimit).toBe(25);
    expect(accessSettingsFromEnv({ CANOPY_SEATS_LIMIT: '0' }).seatsLimit).toBe(0);
    for (const value of ['-1', '2.5', 'many'])
      expect(() => loadSettings({ CANOPY_SEATS_LIMIT: value })).toThrow(
        'CANOPY_SEATS_LIMIT must be a whole number of seats',
      );
  });
});
