import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('keys a provider by its long name, so short and long URLs share the cache', () => {
    expect(queryKeys.owner.detail('gh', 'acme')).toEqual(queryKeys.owner.detail('github', 'acme'));
    expect(queryKeys.repo.detail('gl', 'acme', 'web')).toEqual(['repo', 'gitlab', 'acme', 'web']);
    expect(queryKeys.config.detail()).toEqual(['config', null]);
  });

  it('puts the resource first, so one invalidation clears a family', () => {
    const family = queryKeys.owner.detail('gh', 'acme');
    const member = queryKeys.owner.repositories('github', 'acme', { term: 'web' });
    expect(member.slice(0, family.length)).toEqual([...family]);
  });
});
