import {
  type AnyVariables,
  type CombinedError,
  getOperationName,
  type OperationResult,
  type TypedDocumentNode,
} from '@urql/core';
import * as v from 'valibot';
import type { ApiContext } from '../client/create-api-clients';
import { graphqlUrl } from '../client/api-url';
import {
  ApiError,
  type CanopyError,
  errorFromHttpStatus,
  NotFoundError,
  OwnerNotActivatedError,
  ParsingError,
  UnauthenticatedError,
  UnauthorizedError,
} from '../errors/errors';
import { reportError } from '../errors/report';
import { tokenType } from '../providers/providers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GraphqlDocument = TypedDocumentNode<any, AnyVariables>;

export interface GraphqlOperationOptions<TSchema extends v.GenericSchema> {
  document: GraphqlDocument;
  variables?: Record<string, unknown>;
  /** Short or long provider code; selects `/graphql/{provider}`. */
  provider?: string | null;
  /** The valibot schema of `data`. */
  schema: TSchema;
  signal?: AbortSignal;
}

/** Union members that are page-level errors (spec §8): they become typed errors instead of data. */
export type PageErrorTypename =
  'NotFoundError' | 'OwnerNotActivatedError' | 'UnauthenticatedError' | 'UnauthorizedError';

const pageErrors: Record<PageErrorTypename, (message?: string) => CanopyError> = {
  NotFoundError: (message) => new NotFoundError(message),
  OwnerNotActivatedError: (message) => new OwnerNotActivatedError(message),
  UnauthenticatedError: (message) => new UnauthenticatedError(message),
  UnauthorizedError: (message) => new UnauthorizedError(message),
};

/** The typed error for a page-level error `__typename`, or undefined for any other typename. */
export function errorForTypename(
  typename: string | null | undefined,
  message?: string | null,
): CanopyError | undefined {
  if (!typename || !(typename in pageErrors)) return undefined;
  return pageErrors[typename as PageErrorTypename](message ?? undefined);
}

/**
 * Throws the typed error when a union value is NotFoundError, OwnerNotActivatedError, UnauthenticatedError or
 * UnauthorizedError; otherwise returns the value, narrowed.
 */
export function throwOnErrorUnion<T extends { __typename: string; message?: string | null }>(
  value: T,
): Exclude<T, { __typename: PageErrorTypename }> {
  const error = errorForTypename(value.__typename, value.message);
  if (error) throw error;
  return value as Exclude<T, { __typename: PageErrorTypename }>;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Spec §7: string variables are URL-decoded before they are sent (route params such as an encoded
 * 'All branches' arrive encoded). Only top-level strings: nested input objects (filters, forms) are
 * user text and are sent as typed. A string that is not valid URL encoding is sent unchanged.
 */
export function decodeVariables<T extends Record<string, unknown>>(variables: T): T {
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(variables)) {
    decoded[key] = typeof value === 'string' ? safeDecode(value) : value;
  }
  return decoded as T;
}

interface RawGraphqlError {
  type?: unknown;
  extensions?: { status?: unknown; type?: unknown; code?: unknown };
}

function statusOf(error: CombinedError): number | undefined {
  const response = error.response as { status?: unknown } | undefined;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** Maps a transport or GraphQL-level failure to a typed error. Returns undefined for a plain network failure. */
export function errorFromCombinedError(error: CombinedError): CanopyError | undefined {
  for (const graphQLError of error.graphQLErrors) {
    const raw = (graphQLError.originalError ?? {}) as RawGraphqlError;
    const extensions = (graphQLError.extensions ?? {}) as RawGraphqlError['extensions'] & object;
    const type = extensions.type ?? raw.type ?? extensions.code;
    if (extensions.status === 403) {
      return new UnauthorizedError(graphQLError.message || undefined, { guestAccessDenied: true });
    }
    if (extensions.status === 401 || type === 'Unauthenticated' || type === 'UNAUTHENTICATED') {
      return new UnauthenticatedError();
    }
    if (type === 'Unauthorized') return new UnauthorizedError();
    if (type === 'NotFound') return new NotFoundError();
  }
  const status = statusOf(error);
  if (status !== undefined && (status < 200 || status >= 300)) {
    return errorFromHttpStatus(status, { message: error.message });
  }
  if (error.graphQLErrors.length > 0) {
    return new ApiError(500, { errors: error.graphQLErrors.map((e) => e.message) }, error.message);
  }
  return undefined;
}

interface RunResult {
  data?: unknown;
  error?: CombinedError;
}

function run(
  context: ApiContext,
  kind: 'query' | 'mutation',
  options: GraphqlOperationOptions<v.GenericSchema>,
): Promise<RunResult> {
  const { document, provider, signal } = options;
  const variables = decodeVariables(options.variables ?? {});
  const token = tokenType(provider);
  let network: OperationResult | undefined;
  const operationContext = {
    onNetworkResult: (result: OperationResult) => {
      network = result;
    },
    url: graphqlUrl(provider, context.apiUrl),
    fetch: context.fetch,
    fetchOptions: { credentials: 'include' as const, ...(token ? { headers: { 'Token-Type': token } } : {}) },
    // The QueryClient decides when to refetch; the normalised cache is written but never answers first.
    requestPolicy: 'network-only' as const,
  };
  const source =
    kind === 'query'
      ? context.urqlClient.query(document, variables, operationContext)
      : context.urqlClient.mutation(document, variables, operationContext);

  return new Promise<RunResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    let settled = false;
    const onAbort = () => {
      if (settled) return;
      settled = true;
      subscription.unsubscribe();
      reject(signal?.reason);
    };
    const subscription = source.subscribe((result) => {
      // Only the server's answer settles the call: a result without one is graphcache re-reading its store.
      if (settled || result.hasNext || !network) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      resolve({ data: network.data, error: network.error ?? result.error });
      // Unsubscribing inside the callback would run before `subscription` is assigned when the result is synchronous.
      queueMicrotask(() => subscription.unsubscribe());
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function operationName(document: GraphqlDocument): string {
  return getOperationName(document) ?? 'anonymous operation';
}

async function execute<TSchema extends v.GenericSchema>(
  context: ApiContext,
  kind: 'query' | 'mutation',
  options: GraphqlOperationOptions<TSchema>,
): Promise<v.InferOutput<TSchema>> {
  const name = operationName(options.document);
  const { data, error } = await run(context, kind, options);

  if (error) {
    const typed = errorFromCombinedError(error);
    if (!typed) throw error.networkError ?? error;
    // Field errors next to data (a partial result) are let through when the data still passes the schema.
    const partial =
      !error.networkError &&
      data !== undefined &&
      data !== null &&
      !(
        typed instanceof UnauthorizedError ||
        typed instanceof UnauthenticatedError ||
        typed instanceof NotFoundError
      );
    if (!partial) throw typed;
  }

  const result = v.safeParse(options.schema, data);
  if (!result.success) {
    const parsingError = new ParsingError(name, v.summarize(result.issues));
    reportError(parsingError, parsingError.level);
    throw parsingError;
  }
  return result.output;
}

/**
 * Runs a query through the urql client at the provider's GraphQL URL, validates `data` with `schema` and
 * returns it. Transport failures become typed errors (401, 403, 429, 5xx; a GraphQL error with
 * `extensions.status` 403 becomes `UnauthorizedError` with `guestAccessDenied`); a schema mismatch becomes
 * `ParsingError` naming the query. Union members are left to the caller (`throwOnErrorUnion`).
 */
export function graphqlQuery<TSchema extends v.GenericSchema>(
  context: ApiContext,
  options: GraphqlOperationOptions<TSchema>,
): Promise<v.InferOutput<TSchema>> {
  return execute(context, 'query', options);
}

export interface GraphqlMutationOptions<
  TSchema extends v.GenericSchema,
> extends GraphqlOperationOptions<TSchema> {
  /** Picks the payload (the object holding `error`) out of the validated data. */
  payload: (
    data: v.InferOutput<TSchema>,
  ) => { error?: { __typename: string; message?: string | null } | null } | null | undefined;
}

/**
 * Runs a mutation like `graphqlQuery`. Spec §8: when the payload's `error` is UnauthenticatedError,
 * UnauthorizedError or NotFoundError it is thrown as the typed error; any other error (ValidationError …)
 * is returned in the data for the caller to show.
 */
export async function graphqlMutation<TSchema extends v.GenericSchema>(
  context: ApiContext,
  options: GraphqlMutationOptions<TSchema>,
): Promise<v.InferOutput<TSchema>> {
  const data = await execute(context, 'mutation', options);
  const payloadError = options.payload(data)?.error;
  if (payloadError && payloadError.__typename !== 'OwnerNotActivatedError') {
    const error = errorForTypename(payloadError.__typename, payloadError.message);
    if (error) throw error;
  }
  return data;
}
