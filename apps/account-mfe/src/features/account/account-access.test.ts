import { accountAccess, type AccountViewer } from './account-access';

const viewer = (overrides: Partial<AccountViewer>): AccountViewer => ({
  isSelfHosted: false,
  hideAccessTab: false,
  isAdmin: false,
  isPersonal: false,
  isEnterprisePlan: false,
  ...overrides,
});

describe('hosted', () => {
  test('an org admin lands on the admin page and sees the admin sidebar', () => {
    const access = accountAccess(viewer({ isAdmin: true }));
    expect(access.index).toBe('admin');
    expect(access.sidebar).toEqual(['admin', 'yaml', 'org-upload-token']);
    expect(access.orgUploadToken).toBe(true);
  });

  test('okta access only on an enterprise plan, access only on a personal account, which has no org token', () => {
    const personal = accountAccess(viewer({ isAdmin: true, isEnterprisePlan: true, isPersonal: true }));
    expect(personal.sidebar).toEqual(['admin', 'okta-access', 'access', 'yaml']);
    expect(personal.orgUploadToken).toBe(false);
    expect(accountAccess(viewer({ isEnterprisePlan: true })).oktaAccess).toBe(true);
    expect(accountAccess(viewer({})).oktaAccess).toBe(false);
  });

  test("access/ is the Access page on your own account; on anyone else's it goes to the account's index", () => {
    expect(accountAccess(viewer({ isPersonal: true })).access).toBe('page');
    expect(accountAccess(viewer({ isAdmin: true })).access).toBe('index');
    expect(accountAccess(viewer({})).access).toBe('index');
  });

  test('a non-admin is sent to yaml and cannot open the org upload token', () => {
    const access = accountAccess(viewer({ isEnterprisePlan: true }));
    expect(access.index).toBe('yaml');
    expect(access.sidebar).toEqual(['okta-access', 'yaml']);
    expect(access.orgUploadToken).toBe(false);
  });
});

describe('self-hosted', () => {
  test('a personal account lands on its profile, and has no org upload token', () => {
    const access = accountAccess(viewer({ isSelfHosted: true, isPersonal: true, isAdmin: true }));
    expect(access.index).toBe('profile');
    expect(access.sidebar).toEqual(['profile', 'access', 'yaml']);
    expect(access.orgUploadToken).toBe(false);
  });

  test('an org goes to yaml; admins also get the org upload token', () => {
    expect(accountAccess(viewer({ isSelfHosted: true })).index).toBe('yaml');
    expect(accountAccess(viewer({ isSelfHosted: true, isAdmin: true })).sidebar).toEqual([
      'yaml',
      'org-upload-token',
    ]);
  });

  test('HIDE_ACCESS_TAB removes the access page', () => {
    const access = accountAccess(viewer({ isSelfHosted: true, isPersonal: true, hideAccessTab: true }));
    expect(access.sidebar).toEqual(['profile', 'yaml']);
    expect(access.access).toBeNull();
    expect(accountAccess(viewer({ isSelfHosted: true, hideAccessTab: true })).access).toBeNull();
  });

  test("access/ on an org's account goes to the account's index", () => {
    expect(accountAccess(viewer({ isSelfHosted: true, isPersonal: true })).access).toBe('page');
    expect(accountAccess(viewer({ isSelfHosted: true, isAdmin: true })).access).toBe('index');
  });

  test('no okta access on self-hosted installs', () => {
    expect(accountAccess(viewer({ isSelfHosted: true, isEnterprisePlan: true })).oktaAccess).toBe(false);
  });
});
