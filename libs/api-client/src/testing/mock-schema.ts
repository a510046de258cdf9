import { typeDefs } from '@canopy/graphql-schema';
import {
  buildSchema,
  execute,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  parse,
  validate,
} from 'graphql';

let schema: GraphQLSchema | undefined;

/** The app's GraphQL schema, built once from the shared SDL. */
export function mockSchema(): GraphQLSchema {
  schema ??= buildSchema(typeDefs);
  return schema;
}

/**
 * Reads a mock value by the response key (an alias) first, then by the field name; a function is called
 * with the field's arguments, so a fixture can answer `owner(username:)` per username.
 */
const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, _context, info) => {
  if (typeof source !== 'object' || source === null) return undefined;
  const record = source as Record<string, unknown>;
  const key = String(info.path.key);
  const value = key in record ? record[key] : record[info.fieldName];
  const resolved = typeof value === 'function' ? (value as (a: unknown) => unknown)(args) : value;
  // The server always names the owner it answers for: a fixture need not repeat it.
  if (info.parentType.name === 'Query' && info.fieldName === 'owner' && isRecord(resolved)) {
    return { username: args['username'], ...resolved };
  }
  return resolved;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Answers an operation from mock data the way the server would: the document is validated against the
 * schema, `__typename` is filled in, fields the document did not ask for are dropped, and a missing
 * non-null field is an error. Union members in the mock data need their `__typename`.
 */
export function executeMock(
  query: string,
  variables: Record<string, unknown> | undefined,
  data: unknown,
): ExecutionResult {
  const document = parse(query);
  const errors = validate(mockSchema(), document);
  if (errors.length > 0) return { errors };
  return execute({
    schema: mockSchema(),
    document,
    rootValue: data,
    variableValues: variables,
    fieldResolver,
  }) as ExecutionResult;
}
