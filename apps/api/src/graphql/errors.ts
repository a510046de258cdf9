import type { FastifyBaseLogger } from 'fastify';
import { type ExecutionResult, GraphQLError, type GraphQLFormattedError, type ValidationRule } from 'graphql';
import { AppError } from '../errors';

export const INTERNAL_SERVER_ERROR = 'INTERNAL SERVER ERROR';

/**
 * A GraphQL error as sent. Its kind (`ServerError`, `ValidationError`, `Unauthenticated`, …) is in
 * `extensions.type`: Mercurius' response schema keeps only the standard top-level fields.
 */
type FormattedError = GraphQLFormattedError;

/** Errors that are part of the API (bad queries, typed domain errors) keep their message; anything else is masked. */
function formatOne(error: GraphQLError, log: FastifyBaseLogger): FormattedError[] {
  const original = error.originalError as
    (Error & { errors?: unknown[]; code?: string; statusCode?: number }) | undefined;
  // Mercurius wraps query validation failures (including depth and alias limits) in one error holding the list.
  if (original && Array.isArray(original.errors)) {
    return original.errors.flatMap((inner) =>
      inner instanceof GraphQLError
        ? formatOne(inner, log)
        : [{ message: String((inner as Error).message ?? inner) }],
    );
  }
  const base = error.toJSON() as FormattedError;
  if (!original || original instanceof GraphQLError) return [base];
  if (original instanceof AppError) {
    return [
      {
        ...base,
        message: original.message,
        extensions: { ...base.extensions, type: original.type, status: original.statusCode },
      },
    ];
  }
  if (typeof original.code === 'string' && original.code.startsWith('MER_ERR_'))
    return [{ ...base, message: original.message }];
  log.error({ err: original, path: error.path }, 'GraphQL resolver failed');
  return [
    {
      message: INTERNAL_SERVER_ERROR,
      ...(base.locations ? { locations: base.locations } : {}),
      ...(base.path ? { path: base.path } : {}),
      extensions: { type: 'ServerError' },
    },
  ];
}

/** Mercurius errorFormatter: masks unexpected errors as "INTERNAL SERVER ERROR" (docs/api-contract.md §1.0). */
export function formatErrors(
  execution: ExecutionResult & { statusCode?: number },
  log: FastifyBaseLogger,
): { statusCode: number; response: { data: ExecutionResult['data']; errors: FormattedError[] } } {
  const errors = (execution.errors ?? []).flatMap((error) => formatOne(error, log));
  const single =
    execution.errors?.length === 1
      ? (execution.errors[0]?.originalError as { statusCode?: unknown } | undefined)
      : undefined;
  let statusCode = execution.data ? 200 : (execution.statusCode ?? 200);
  if (
    !execution.data &&
    execution.statusCode === undefined &&
    typeof single?.statusCode === 'number' &&
    !(single instanceof AppError)
  ) {
    statusCode = single.statusCode;
  }
  return { statusCode, response: { data: execution.data ?? null, errors } };
}

/** Rejects documents with more than `max` aliased fields (docs/api-contract.md §1.0: max aliases 10). */
export function maxAliasesRule(max: number): ValidationRule {
  return (context) => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias && ++aliases === max + 1) {
          context.reportError(new GraphQLError(`Query has more than ${max} aliases`, { nodes: [node] }));
        }
      },
    };
  };
}
