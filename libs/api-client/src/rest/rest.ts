import * as v from 'valibot';
import { defaultApiUrl, internalUrl } from '../client/api-url';
import { ApiError, ParsingError } from '../errors/errors';
import { reportError } from '../errors/report';
import { tokenType } from '../providers/providers';
import { camelCaseKeys, snakeCaseKeys, toSnakeCase } from './case';

export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type RestQueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

export interface RestOptions<TSchema extends v.GenericSchema> {
  /** Path below `/internal`, e.g. `/user`. */
  path: string;
  method?: RestMethod;
  /** Keys are snake_cased; arrays repeat the key; undefined, null, '' and [] are left out. */
  query?: Readonly<Record<string, RestQueryValue>>;
  /** Sent as JSON with snake_cased keys. */
  body?: unknown;
  /** Short or long provider code; sets the `Token-Type` header when known. */
  provider?: string | null;
  signal?: AbortSignal;
  /** The valibot schema of the camelCased response. */
  schema: TSchema;
  /** Defaults to `window.configEnv.API_URL`. */
  apiUrl?: string;
  fetch?: typeof fetch;
}

/** Builds `?a_b=1&c=x&c=y` from a query object (empty string when nothing is left). */
export function buildQueryString(query: RestOptions<v.GenericSchema>['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const name = toSnakeCase(key);
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      params.append(name, String(item));
    }
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return response.ok ? undefined : { detail: text };
  }
}

/**
 * The internal REST helper of spec §7: `{API_URL}/internal{path}{query}` with cookies, JSON in snake_case,
 * JSON out in camelCase, validated by `schema`. A non-OK response rejects with `ApiError { status, data }`;
 * a response that fails the schema rejects with `ParsingError` (also reported as an error).
 */
export async function rest<TSchema extends v.GenericSchema>(
  options: RestOptions<TSchema>,
): Promise<v.InferOutput<TSchema>> {
  const { path, method = 'GET', query, body, provider, signal, schema } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const url = `${internalUrl(path, options.apiUrl ?? defaultApiUrl())}${buildQueryString(query)}`;

  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = tokenType(provider);
  if (token) headers['Token-Type'] = token;

  const response = await fetchImpl(url, {
    method,
    headers,
    credentials: 'include',
    signal,
    body: body === undefined || method === 'GET' ? undefined : JSON.stringify(snakeCaseKeys(body)),
  });

  const raw = await readJson(response);
  const data = camelCaseKeys(raw);
  if (!response.ok) throw new ApiError(response.status, data ?? {});

  const result = v.safeParse(schema, data);
  if (!result.success) {
    const error = new ParsingError(`${method} /internal${path}`, v.summarize(result.issues));
    reportError(error, error.level);
    throw error;
  }
  return result.output;
}
