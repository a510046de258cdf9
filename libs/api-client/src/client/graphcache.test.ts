import { graphcacheIntrospection } from '../../scripts/graphcache-schema';
import { embeddedTypenames, graphcacheKeys, graphcacheSchema } from './graphcache';

describe('graphcache configuration', () => {
  it('carries the current schema (else run `npm run graphcache-schema -w @canopy/api-client`)', () => {
    expect(graphcacheSchema).toEqual(graphcacheIntrospection());
  });

  it('keys owners by username (one cache per provider), else ownerid, and repositories by repoid', () => {
    expect(graphcacheKeys['Owner']!({ __typename: 'Owner', ownerid: 5, username: 'acme' })).toBe(
      'username:acme',
    );
    expect(graphcacheKeys['Owner']!({ __typename: 'Owner', ownerid: null, username: 'acme' })).toBe(
      'username:acme',
    );
    expect(graphcacheKeys['Owner']!({ __typename: 'Owner', ownerid: 5 })).toBe('id:5');
    expect(graphcacheKeys['Owner']!({ __typename: 'Owner' })).toBeNull();
    expect(graphcacheKeys['Repository']!({ __typename: 'Repository', repoid: 10 })).toBe('10');
  });

  it('embeds the types that have no identity of their own', () => {
    expect(embeddedTypenames).toEqual(
      expect.arrayContaining([
        'Me',
        'User',
        'trackingMetadata',
        'Config',
        'NotFoundError',
        'UpdateProfilePayload',
      ]),
    );
    expect(embeddedTypenames).not.toEqual(
      expect.arrayContaining(['Query', 'Owner', 'PageInfo', 'RepositoryEdge']),
    );
    expect(graphcacheKeys['Me']!({ __typename: 'Me' })).toBeNull();
  });

  it('embeds the types whose id is not global (an upload session, a component of codecov.yml)', () => {
    for (const typename of ['Upload', 'Component', 'ComponentComparison', 'ComponentsYaml']) {
      expect(graphcacheKeys[typename]!({ __typename: typename, id: 'api' })).toBeNull();
    }
  });
});
