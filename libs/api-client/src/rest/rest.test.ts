import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { ApiError, ParsingError } from '../errors/errors';
import { setErrorReporter } from '../errors/report';
import { restHandler, setupApiMocks } from '../testing';
import { camelCaseKeys, snakeCaseKeys, toCamelCase, toSnakeCase } from './case';
import { buildQueryString, rest } from './rest';

const server = setupApiMocks();
const API = 'https://api.canopy.test';
const AnySchema = v.unknown();

describe('key conversion', () => {
  it('snake_cases and camelCases keys, deeply', () => {
    expect(toSnakeCase('isAdmin')).toBe('is_admin');
    expect(toSnakeCase('avatarURL')).toBe('avatar_url');
    expect(toCamelCase('external_id')).toBe('externalId');
    expect(toCamelCase('_private')).toBe('_private');
    expect(snakeCaseKeys({ ownerId: 1, nested: [{ planUserCount: 2 }] })).toEqual({
      owner_id: 1,
      nested: [{ plan_user_count: 2 }],
    });
    expect(
      camelCaseKeys({ total_pages: 3, results: [{ is_admin: true, stats: { repo_count: 1 } }] }),
    ).toEqual({
      totalPages: 3,
      results: [{ isAdmin: true, stats: { repoCount: 1 } }],
    });
  });
});

describe('buildQueryString', () => {
  it('snake_cases keys, repeats arrays and leaves out undefined, null and empty values', () => {
    expect(
      buildQueryString({
        isAdmin: true,
        search: '',
        page: 1,
        names: ['a', 'b'],
        activated: undefined,
        ordering: null,
      }),
    ).toBe('?is_admin=true&page=1&names=a&names=b');
    expect(buildQueryString({ search: '', names: [] })).toBe('');
  });
});

describe('rest', () => {
  it('GETs {API_URL}/internal{path} with snake_case query, JSON headers and cookies, and camelCases the answer', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${API}/internal/users`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ total_pages: 2, results: [{ is_admin: true, owner_id: 7 }] });
      }),
    );
    const data = await rest({
      path: '/users',
      query: { isAdmin: true, activated: undefined, search: '', page: '1', repoNames: ['a', 'b'] },
      schema: v.object({
        totalPages: v.number(),
        results: v.array(v.object({ isAdmin: v.boolean(), ownerId: v.number() })),
      }),
      apiUrl: API,
    });
    expect(data).toEqual({ totalPages: 2, results: [{ isAdmin: true, ownerId: 7 }] });
    const url = new URL(seen!.url);
    expect(url.search).toBe('?is_admin=true&page=1&repo_names=a&repo_names=b');
    expect(seen!.method).toBe('GET');
    expect(seen!.credentials).toBe('include');
    expect(seen!.headers.get('accept')).toBe('application/json');
    expect(seen!.headers.get('content-type')).toBe('application/json');
    expect(seen!.headers.has('token-type')).toBe(false);
  });

  it('sends the Token-Type header of the long provider name', async () => {
    const tokenTypes: Array<string | null> = [];
    server.use(
      http.get(`${API}/internal/user`, ({ request }) => {
        tokenTypes.push(request.headers.get('token-type'));
        return HttpResponse.json({});
      }),
    );
    await rest({ path: '/user', provider: 'gh', schema: AnySchema, apiUrl: API });
    await rest({ path: '/user', provider: 'bbs', schema: AnySchema, apiUrl: API });
    await rest({ path: '/user', provider: 'gitlab_enterprise', schema: AnySchema, apiUrl: API });
    expect(tokenTypes).toEqual(['github-token', 'bitbucket_server-token', 'gitlab_enterprise-token']);
  });

  it('sends a snake_cased JSON body', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${API}/internal/users/5`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ owner_id: 5, is_admin: false });
      }),
    );
    const data = await rest({
      path: '/users/5',
      method: 'PATCH',
      body: { activated: true, isAdmin: false },
      schema: v.object({ ownerId: v.number(), isAdmin: v.boolean() }),
      apiUrl: API,
    });
    expect(bodies).toEqual([{ activated: true, is_admin: false }]);
    expect(data).toEqual({ ownerId: 5, isAdmin: false });
  });

  it('uses window.configEnv.API_URL by default, and the same origin without it', async () => {
    server.use(restHandler('get', '/user', { name: 'Jane' }));
    await expect(rest({ path: '/user', schema: v.object({ name: v.string() }) })).resolves.toEqual({
      name: 'Jane',
    });

    let host = '';
    server.use(
      http.get('https://configured.test/internal/user', ({ request }) => {
        host = new URL(request.url).host;
        return HttpResponse.json({});
      }),
    );
    const configured = window as unknown as { configEnv?: { API_URL: string } };
    configured.configEnv = { API_URL: 'https://configured.test' };
    try {
      await rest({ path: '/user', schema: AnySchema });
    } finally {
      delete configured.configEnv;
    }
    expect(host).toBe('configured.test');
  });

  it('rejects a non-OK response with ApiError { status, data }', async () => {
    server.use(
      http.get(`${API}/internal/users/9`, () =>
        HttpResponse.json({ detail: 'not enough seats' }, { status: 403 }),
      ),
    );
    const error = await rest({ path: '/users/9', schema: AnySchema, apiUrl: API }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, data: { detail: 'not enough seats' } });
  });

  it('rejects a response that fails its schema with a ParsingError (status 400) and reports it as an error', async () => {
    const reports: Array<[Error, string]> = [];
    const restore = setErrorReporter((error, level) => reports.push([error, level]));
    server.use(http.get(`${API}/internal/users`, () => HttpResponse.json({ count: 'many' })));
    const error = await rest({ path: '/users', schema: v.object({ count: v.number() }), apiUrl: API }).catch(
      (e: unknown) => e,
    );
    restore();
    expect(error).toBeInstanceOf(ParsingError);
    expect(error).toMatchObject({ status: 400, query: 'GET /internal/users' });
    expect((error as Error).message).toContain('Parsing Error');
    expect(reports).toEqual([[error, 'error']]);
  });

  it('passes the abort signal to fetch', async () => {
    server.use(http.get(`${API}/internal/slow`, () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = rest({ path: '/slow', schema: AnySchema, apiUrl: API, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
