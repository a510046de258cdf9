import { accessSettingsFromEnv } from '../../config/access-settings';
import { isStaffAtSignIn } from './staff';

describe('isStaffAtSignIn', () => {
  const access = accessSettingsFromEnv({ CANOPY_STAFF: 'gh:alice,gle:bob' });

  it('names configured owners on their own host only', () => {
    expect(isStaffAtSignIn(access, 'github', { username: 'Alice', siteAdmin: false })).toBe(true);
    expect(isStaffAtSignIn(access, 'gitlab', { username: 'alice', siteAdmin: false })).toBe(false);
    expect(isStaffAtSignIn(access, 'gitlab_enterprise', { username: 'bob', siteAdmin: false })).toBe(true);
  });

  it('makes the site admins of GitHub Enterprise and GitLab self-managed staff, not those of hosted services', () => {
    const admin = { username: 'carol', siteAdmin: true };
    expect(isStaffAtSignIn(access, 'github_enterprise', admin)).toBe(true);
    expect(isStaffAtSignIn(access, 'gitlab_enterprise', admin)).toBe(true);
    expect(isStaffAtSignIn(access, 'github', admin)).toBe(false);
    expect(isStaffAtSignIn(access, 'gitlab', admin)).toBe(false);
    expect(isStaffAtSignIn(access, 'github_enterprise', { username: 'carol', siteAdmin: false })).toBe(false);
  });
});
