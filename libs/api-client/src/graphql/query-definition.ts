import { type CombinedError, getOperationName } from '@urql/core';
import * as v from 'valibot';
import {
  type CanopyError,
  NotFoundError,
  ParsingError,
  UnauthenticatedError,
  UnauthorizedError,
} from '../errors/errors';
import { reportError } from '../errors/report';
import { errorFromCombinedError, type GraphqlDocument } from './graphql-query';

/**
 * One GraphQL query as a page reads it: the document and its variables, the provider whose API answers it,
 * the valibot schema of `data`, and `select`, which shapes the validated answer for the page (and may throw a
 * typed error, e.g. with `repositoryOf` or `throwOnErrorUnion`). Hooks (`useGraphqlQuery`) and imperative
 * reads (`fetchGraphqlQuery`, to warm the cache) take the same definition.
 */
export interface GraphqlQueryDefinition<TSchema extends v.GenericSchema, TData> {
  document: GraphqlDocument;
  variables?: Record<string, unknown>;
  /** Short or long provider code; selects `/graphql/{provider}` and that provider's cache. */
  provider?: string | null;
  schema: TSchema;
  select: (data: v.InferOutput<TSchema>) => TData;
}

/** Infers a definition's types at the call site: `graphqlQueryDefinition({ … })`. */
export const graphqlQueryDefinition = <TSchema extends v.GenericSchema, TData>(
  definition: GraphqlQueryDefinition<TSchema, TData>,
): GraphqlQueryDefinition<TSchema, TData> => definition;

export function operationName(document: GraphqlDocument): string {
  return getOperationName(document) ?? 'anonymous operation';
}

export type Answer<TData> = { ok: true; data: TData } | { ok: false; error: unknown };

/**
 * The typed result of an answer. Transport failures become typed errors (401, 403, 429, 5xx; a GraphQL error
 * with `extensions.status` 403 becomes `UnauthorizedError` with `guestAccessDenied`); field errors next to
 * data that still passes the schema are let through; a schema mismatch becomes `ParsingError` naming the
 * operation (and is reported once per answer by the caller's memo).
 */
export function readAnswer<TSchema extends v.GenericSchema, TData>(
  definition: Pick<GraphqlQueryDefinition<TSchema, TData>, 'document' | 'schema' | 'select'>,
  data: unknown,
  error: CombinedError | undefined,
): Answer<TData> {
  if (error) {
    const typed = errorFromCombinedError(error);
    if (!typed) return { ok: false, error: error.networkError ?? error };
    if (!isPartialAnswer(typed, data, error)) return { ok: false, error: typed };
  }
  const parsed = v.safeParse(definition.schema, data);
  if (!parsed.success) {
    const parsingError = new ParsingError(operationName(definition.document), v.summarize(parsed.issues));
    reportError(parsingError, parsingError.level);
    return { ok: false, error: parsingError };
  }
  try {
    return { ok: true, data: definition.select(parsed.output) };
  } catch (selectError) {
    return { ok: false, error: selectError };
  }
}

function isPartialAnswer(typed: CanopyError, data: unknown, error: CombinedError): boolean {
  return (
    !error.networkError &&
    data !== undefined &&
    data !== null &&
    !(
      typed instanceof UnauthorizedError ||
      typed instanceof UnauthenticatedError ||
      typed instanceof NotFoundError
    )
  );
}
