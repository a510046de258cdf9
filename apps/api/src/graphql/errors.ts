import type { FastifyBaseLogger } from 'fastify';
import { type ExecutionResult, GraphQLError, type GraphQLFormattedError, type ValidationRule } from 'graphql';
import { AppError } from '../errors';
import { clientErrorOf } from '../http/errors';

export const INTERNAL_SERVER_ERROR = 'INTERNAL SERVER ERROR';

/**
 * A GraphQL error as sent. Its kind (`ServerError`, `ValidationError`, `Unauthenticated`, …) is in
 * `extensions.type`: Mercurius' response schema keeps only the standard top-level fields.
 */
type FormattedError = GraphQLFormattedError;

/**
 * A request refused before or while it ran (over a limit, bad input): its message and `type` are sent as they
 * are, and it is logged at info. `statusCode` is the HTTP status when nothing was executed.
 */
export class RequestRefusedError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

export interface FormatOptions {
  /** Drop graphql-js' "Did you mean …?" hints: they tell strangers the schema. */
  production?: boolean;
  /** The body limit of the route, for the message of a 413. */
  bodyLimit?: number;
}

/** Errors that are part of the API (bad queries, typed domain errors) keep their message; anything else is masked. */
function formatOne(error: GraphQLError, log: FastifyBaseLogger, options: FormatOptions): FormattedError[] {
  const original = error.originalError as
    (Error & { errors?: unknown[]; code?: string; statusCode?: number }) | undefined;
  // Mercurius wraps query validation failures (including depth and alias limits) in one error holding the list.
  if (original && Array.isArray(original.errors)) {
    return original.errors.flatMap((inner) =>
      inner instanceof GraphQLError
        ? formatOne(inner, log, options)
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
  if (original instanceof RequestRefusedError) {
    log.info({ type: original.type, path: error.path }, original.message);
    return [{ ...base, message: original.message, extensions: { ...base.extensions, type: original.type } }];
  }
  if (typeof original.code === 'string' && original.code.startsWith('MER_ERR_'))
    return [{ ...base, message: original.message }];
  const refused = clientErrorOf(original, options);
  if (refused) {
    const message =
      original.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'Send GraphQL requests as application/json'
        : refused.message;
    log.info({ statusCode: refused.statusCode, code: original.code }, message);
    return [{ message, extensions: { type: 'BadRequest', status: refused.statusCode } }];
  }
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
  options: FormatOptions = {},
): { statusCode: number; response: { data: ExecutionResult['data']; errors: FormattedError[] } } {
  const seen = new Set<string>();
  const errors = (execution.errors ?? [])
    // After a time limit every pending resolver fails the same way: one error says it.
    .filter((error) => {
      const original = error.originalError;
      if (!(original instanceof RequestRefusedError)) return true;
      if (seen.has(original.message)) return false;
      seen.add(original.message);
      return true;
    })
    .flatMap((error) => formatOne(error, log, options))
    .map((error) =>
      options.production
        ? { ...error, message: error.message.replace(/\s*Did you mean [^?]*\?/g, '') }
        : error,
    );
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
