import {
  graphql,
  type GraphQLQuery,
  type GraphQLResponseBody,
  type GraphQLVariables,
  http,
  HttpResponse,
  type JsonBodyType,
} from 'msw';
import { snakeCaseKeys } from '../rest/case';
import { executeMock } from './mock-schema';

/** What a GraphQL mock receives: the operation's variables and the provider segment of `/graphql/{provider}`. */
export interface GraphqlMockRequest {
  variables: GraphQLVariables;
  /** '' for `/graphql/`. */
  provider: string;
  request: Request;
}

export type GraphqlMockData = Record<string, unknown> | null;
type DataOrResolver = GraphqlMockData | ((request: GraphqlMockRequest) => GraphqlMockData);

export interface GraphqlHandlerOptions {
  /**
   * Send `data` exactly as given instead of executing the document against the schema over it (for
   * responses the schema forbids, e.g. to test a parsing error). @default false
   */
  raw?: boolean;
}

function providerOf(request: Request): string {
  const match = /\/graphql\/([^/?#]*)/.exec(new URL(request.url).pathname);
  return decodeURIComponent(match?.[1] ?? '');
}

function respond(
  data: DataOrResolver,
  info: { query: string; variables: GraphQLVariables; request: Request },
  { raw = false }: GraphqlHandlerOptions,
): HttpResponse<GraphQLResponseBody<GraphQLQuery>> {
  const value =
    typeof data === 'function'
      ? data({ variables: info.variables, provider: providerOf(info.request), request: info.request })
      : data;
  if (raw) return HttpResponse.json({ data: value as GraphQLQuery });
  const result = JSON.parse(JSON.stringify(executeMock(info.query, info.variables, value)));
  return HttpResponse.json(result as GraphQLResponseBody<GraphQLQuery>);
}

/**
 * Answers the GraphQL query named `operationName` (any URL, any provider) from `data`, the response's
 * `data` as the client expects it. The document runs against the real schema over `data`, so the answer has
 * `__typename`s and only the fields asked for; a field the schema does not know fails the test.
 */
export function graphqlHandler(
  operationName: string,
  data: DataOrResolver,
  options: GraphqlHandlerOptions = {},
) {
  return graphql.query(operationName, (info) => respond(data, info, options));
}

/** Answers the GraphQL mutation named `operationName` like `graphqlHandler`. */
export function graphqlMutationHandler(
  operationName: string,
  data: DataOrResolver,
  options: GraphqlHandlerOptions = {},
) {
  return graphql.mutation(operationName, (info) => respond(data, info, options));
}

/**
 * Fails the GraphQL operation named `operationName`: with an HTTP status (401, 403, 429, 500 …) and/or a list
 * of GraphQL errors, e.g. `{ errors: [{ message: 'Unauthorized', extensions: { status: 403 } }] }`.
 */
export function graphqlErrorHandler(
  operationName: string,
  { status = 200, errors, body }: { status?: number; errors?: unknown[]; body?: JsonBodyType } = {},
) {
  return graphql.operation((info) => {
    if (info.operationName !== operationName) return undefined;
    const payload = body ?? { data: null, errors: errors ?? [] };
    // Any JSON body is allowed here (a 429 carries `{ status, detail }`), not only a GraphQL result.
    return new HttpResponse(JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }) as never;
  });
}

export type RestMockMethod = 'get' | 'post' | 'patch' | 'delete';

/**
 * Answers `{method} {any origin}/internal{path}`. `body` is written as the client reads it (camelCase) and
 * is sent snake_cased, as the server would; pass `{ raw: true }` to send it untouched.
 */
export function restHandler(
  method: RestMockMethod,
  path: string,
  body: JsonBodyType | ((request: Request) => JsonBodyType),
  { status = 200, raw = false }: { status?: number; raw?: boolean } = {},
) {
  return http[method](`*/internal${path}`, ({ request }) => {
    const value = typeof body === 'function' ? body(request) : body;
    return HttpResponse.json((raw ? value : snakeCaseKeys(value)) as JsonBodyType, { status });
  });
}

/** `POST {any origin}/logout` answered with 205, as the server does. */
export function logoutHandler() {
  return http.post('*/logout', () => new HttpResponse(null, { status: 205 }));
}
