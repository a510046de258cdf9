import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function parseDate(value: unknown): string {
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  throw new GraphQLError('DateTime must be an ISO-8601 date and time');
}

/** ISO-8601 date-time: Dates are written with toISOString(); inputs arrive as normalised ISO strings. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : parseDate(value)),
  parseValue: parseDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string');
    return parseDate(ast.value);
  },
});
