import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('keys a provider by its long name, so short and long URLs share the cache', () => {
    expect(queryKeys.repo.part('gh', 'acme', 'web', 'coverage-tree')).toEqual(
      queryKeys.repo.part('github', 'acme', 'web', 'coverage-tree'),
    );
    expect(queryKeys.me.selfHosted('gl')).toEqual(['me', 'self-hosted', 'gitlab']);
    expect(queryKeys.me.selfHosted()).toEqual(['me', 'self-hosted', null]);
  });

  it('puts the resource first, so one invalidation clears a family', () => {
    const family = queryKeys.repo.part('gh', 'acme', 'web', 'coverage-tree');
    const member = queryKeys.repo.part('github', 'acme', 'web', 'coverage-tree', { branch: 'main' });
    expect(member.slice(0, family.length)).toEqual([...family]);
    expect(queryKeys.me.internal().slice(0, 1)).toEqual([...queryKeys.me.all]);
    expect(queryKeys.selfHostedUsers.list('gh', { isAdmin: true }).slice(0, 1)).toEqual([
      ...queryKeys.selfHostedUsers.all,
    ]);
    const members = queryKeys.owner.users('gh', 'acme');
    expect(queryKeys.owner.users('github', 'acme', { search: 'ada' }).slice(0, members.length)).toEqual([
      ...members,
    ]);
    expect(members.slice(0, 1)).toEqual([...queryKeys.owner.all]);
  });
});
