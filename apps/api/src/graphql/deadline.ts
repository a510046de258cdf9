import type { GraphQLContext } from './context';
import { RequestRefusedError } from './errors';

type Resolver = (parent: unknown, args: unknown, context: GraphQLContext, info: unknown) => unknown;

function duration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function guarded(resolve: Resolver): Resolver {
  return (parent, args, context, info) => {
    if (context.deadline !== undefined && Date.now() > context.deadline) {
      const limit = context.settings.graphqlTimeoutMs;
      throw new RequestRefusedError('Timeout', `Query took longer than ${duration(limit)} and was stopped`);
    }
    return resolve(parent, args, context, info);
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The resolvers, each refusing to start after the request's deadline (`context.deadline`). Wrapped once at
 * start-up, so a request pays one clock read per resolver; a resolver already running is left to finish.
 */
export function withDeadline<T extends object>(resolvers: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [type, fields] of Object.entries(resolvers)) {
    // Scalars are class instances; `__resolveType` and the like are not field resolvers.
    wrapped[type] = isPlainObject(fields)
      ? Object.fromEntries(
          Object.entries(fields).map(([name, resolve]) => [
            name,
            typeof resolve === 'function' && !name.startsWith('__') ? guarded(resolve as Resolver) : resolve,
          ]),
        )
      : fields;
  }
  return wrapped as T;
}
