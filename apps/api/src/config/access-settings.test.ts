import {
  accessSettingsFromEnv,
  configuredInstallAdmins,
  inAllowedOrg,
  isConfiguredAdmin,
  isConfiguredStaff,
} from './access-settings';
import { loadSettings, SettingsError } from './settings';

describe('access settings', () => {
  it('has no staff and no seat limit unless configured', () => {
    expect(loadSettings({}).access).toEqual({ staff: [], seatsLimit: null, admins: null, allowedOrgs: {} });
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
    // Spaces around the colon are read as CANOPY_ADMINS reads them.
    expect(accessSettingsFromEnv({ CANOPY_STAFF: 'gh : alice' }).staff).toEqual([
      { service: 'github', username: 'alice' },
    ]);
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

  it('reads CANOPY_ADMINS: provider:username on that host, a bare username on every host', () => {
    const { admins } = accessSettingsFromEnv({ CANOPY_ADMINS: ' gh:Ada, grace ,gitlab_enterprise:linus' });
    expect(admins).toEqual([
      { service: 'github', username: 'Ada' },
      { service: null, username: 'grace' },
      { service: 'gitlab_enterprise', username: 'linus' },
    ]);
    expect(isConfiguredAdmin(admins!, 'github', 'ada')).toBe(true);
    expect(isConfiguredAdmin(admins!, 'gitlab', 'ada')).toBe(false);
    expect(isConfiguredAdmin(admins!, 'bitbucket', 'GRACE')).toBe(true);
    expect(isConfiguredAdmin(admins!, 'github', 'linus')).toBe(false);
    for (const value of ['nohost:ada', 'gh:', 'gh:a:b', ':ada'])
      expect(() => loadSettings({ CANOPY_ADMINS: value })).toThrow(SettingsError);
  });

  it('lets CANOPY_ADMINS decide on a self-hosted install, beside the demo admin while the development sign-in is on; unset, nobody in production and the stored admins otherwise', () => {
    const rule = (
      env: Record<string, string>,
      selfHosted = true,
      production = false,
      devLogin = !production,
    ) => configuredInstallAdmins({ selfHosted, production, devLogin, access: accessSettingsFromEnv(env) });
    expect(rule({ CANOPY_ADMINS: 'grace' })).toEqual([
      { service: 'github', username: 'ada' },
      { service: null, username: 'grace' },
    ]);
    // A real sign-in configured in development: the list alone.
    expect(rule({ CANOPY_ADMINS: 'grace' }, true, false, false)).toEqual([
      { service: null, username: 'grace' },
    ]);
    expect(rule({ CANOPY_ADMINS: 'ada' }, true, true)).toEqual([{ service: null, username: 'ada' }]);
    expect(rule({}, true, true)).toEqual([]);
    expect(rule({})).toBeNull();
    expect(rule({ CANOPY_ADMINS: 'ada' }, false)).toBeNull();
  });

  it('reads each provider’s allowed organisations', () => {
    const { allowedOrgs } = accessSettingsFromEnv({
      CANOPY_GITHUB_ALLOWED_ORGS: 'acme, acme-labs',
      CANOPY_GITLAB_ENTERPRISE_ALLOWED_ORGS: 'platform/tools',
      CANOPY_BITBUCKET_ALLOWED_ORGS: ' , ',
    });
    expect(allowedOrgs).toEqual({ github: ['acme', 'acme-labs'], gitlab_enterprise: ['platform/tools'] });
    expect(inAllowedOrg(['Acme'], ['other', 'acme'])).toBe(true);
    expect(inAllowedOrg(['acme'], ['acme-labs'])).toBe(false);
  });
});
