import { ACCOUNT_REMOTE, PUBLIC_REMOTE, isAccountPath, isAdminPath, isProtectedPath, remoteForPath } from './paths';

describe('paths', () => {
  it('hides header and footer on /admin and everything under it only', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/')).toBe(true);
    expect(isAdminPath('/admin/dashboard')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/registration')).toBe(false);
    expect(isAdminPath('/')).toBe(false);
  });

  it('protects /admin* and /registration, not /registration-success or /registration-certificate', () => {
    expect(isProtectedPath('/admin/messages')).toBe(true);
    expect(isProtectedPath('/registration')).toBe(true);
    expect(isProtectedPath('/registration/')).toBe(true);
    expect(isProtectedPath('/registration-success')).toBe(false);
    expect(isProtectedPath('/registration-certificate')).toBe(false);
    expect(isAccountPath('/login')).toBe(false);
  });

  it('routes account paths to mf-account and the rest to mf-public', () => {
    expect(remoteForPath('/admin/settings')).toBe(ACCOUNT_REMOTE);
    expect(remoteForPath('/registration')).toBe(ACCOUNT_REMOTE);
    expect(remoteForPath('/search/tokyo')).toBe(PUBLIC_REMOTE);
    expect(remoteForPath('/registration-success')).toBe(PUBLIC_REMOTE);
  });
});
