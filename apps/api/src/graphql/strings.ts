import { GraphQLError, type ValidationRule } from 'graphql';

/** PostgreSQL text cannot hold NUL: refused up front rather than failing in a query. */
export const NUL_MESSAGE = 'String arguments may not contain NUL characters';

/** Refuses string literals (arguments, input fields, variable defaults) that contain a NUL character. */
export const noNulStringsRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\u0000'))
      context.reportError(
        new GraphQLError(NUL_MESSAGE, { nodes: [node], extensions: { type: 'ValidationError' } }),
      );
  },
});

/** Whether any string in the variables (at any depth) contains a NUL character. */
export function variablesHaveNul(variables: unknown): boolean {
  const pending: unknown[] = [variables];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const item of Array.isArray(value) ? value : Object.values(value)) pending.push(item);
    }
  }
  return false;
}
