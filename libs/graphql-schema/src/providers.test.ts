import {
  longProviders,
  longToShort,
  shortProviders,
  shortToLong,
  toLongProvider,
  toShortProvider,
} from './providers';

describe('provider codes', () => {
  it('maps every short code to a long name and back', () => {
    for (const short of shortProviders) expect(longToShort[shortToLong[short]]).toBe(short);
    for (const long of longProviders) expect(shortToLong[longToShort[long]]).toBe(long);
  });

  it('normalises either form, case-insensitively, and refuses unknown codes', () => {
    expect(toLongProvider('GH')).toBe('github');
    expect(toLongProvider('gitlab_enterprise')).toBe('gitlab_enterprise');
    expect(toShortProvider('bitbucket_server')).toBe('bbs');
    expect(toLongProvider('svn')).toBeUndefined();
    expect(toLongProvider(undefined)).toBeUndefined();
  });
});
