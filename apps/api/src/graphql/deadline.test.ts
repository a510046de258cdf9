import { GraphQLScalarType } from 'graphql';
import type { GraphQLContext } from './context';
import { withDeadline } from './deadline';
import { RequestRefusedError } from './errors';

describe('withDeadline', () => {
  const scalar = new GraphQLScalarType({ name: 'Day' });
  const resolveType = () => 'Owner';
  const name = jest.fn((..._args: unknown[]) => 'canopy');
  const wrapped = withDeadline({ Day: scalar, Owner: { name, __resolveType: resolveType } });
  const context = (deadline: number | undefined) =>
    ({ deadline, settings: { graphqlTimeoutMs: 10_000 } }) as unknown as GraphQLContext;

  it('runs resolvers before the deadline, and outside GraphQL requests', () => {
    expect(wrapped.Owner.name(null as never, {} as never, context(Date.now() + 1000), null as never)).toBe(
      'canopy',
    );
    expect(wrapped.Owner.name(null as never, {} as never, context(undefined), null as never)).toBe('canopy');
  });

  it('refuses to start a resolver after the deadline', () => {
    name.mockClear();
    const late = () => wrapped.Owner.name(null as never, {} as never, context(Date.now() - 1), null as never);
    expect(late).toThrow(new RequestRefusedError('Timeout', 'Query took longer than 10 s and was stopped'));
    expect(late).toThrow(RequestRefusedError);
    expect(name).not.toHaveBeenCalled();
  });

  it('leaves scalars and type resolvers alone', () => {
    expect(wrapped.Day).toBe(scalar);
    expect(wrapped.Owner.__resolveType).toBe(resolveType);
  });
});
