import { GraphQLError } from 'graphql';
import { ValidationError } from '../errors';
import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { formatErrors, INTERNAL_SERVER_ERROR, RequestRefusedError } from './errors';

const silentLog = { error: jest.fn(), info: jest.fn() } as never;

describe('formatErrors', () => {
  it('masks unexpected errors and logs them', () => {
    const log = { error: jest.fn() } as never as Parameters<typeof formatErrors>[1];
    const failure = new GraphQLError('connection refused to 10.0.0.5', {
      originalError: new Error('connection refused to 10.0.0.5'),
      path: ['me'],
    });
    const { statusCode, response } = formatErrors({ data: { me: null }, errors: [failure] }, log);
    expect(statusCode).toBe(200);
    expect(response.errors).toEqual([
      { message: INTERNAL_SERVER_ERROR, path: ['me'], extensions: { type: 'ServerError' } },
    ]);
    expect((log as unknown as { error: jest.Mock }).error).toHaveBeenCalled();
  });

  it('keeps the message and type of domain errors', () => {
    const failure = new GraphQLError('Invalid cursor', {
      originalError: new ValidationError('Invalid cursor'),
    });
    expect(formatErrors({ data: null, errors: [failure] }, silentLog).response.errors).toEqual([
      { message: 'Invalid cursor', extensions: { type: 'ValidationError', status: 400 } },
    ]);
  });

  it('answers HTTP client errors with their status and a clear message, logged at info', () => {
    const log = { error: jest.fn(), info: jest.fn() };
    const unsupported = Object.assign(new Error('Unsupported Media Type'), {
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
    const { statusCode, response } = formatErrors(
      { errors: [new GraphQLError(unsupported.message, { originalError: unsupported })] },
      log as never,
    );
    expect(statusCode).toBe(415);
    expect(response.errors).toEqual([
      {
        message: 'Send GraphQL requests as application/json',
        extensions: { type: 'BadRequest', status: 415 },
      },
    ]);
    expect(log.info).toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('keeps refusals as they are, with their status, and says a time limit once', () => {
    const log = { error: jest.fn(), info: jest.fn() };
    const limited = new RequestRefusedError('RateLimited', 'Too many GraphQL requests', 429);
    const refused = formatErrors(
      { errors: [new GraphQLError(limited.message, { originalError: limited })] },
      log as never,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.response.errors).toEqual([
      { message: 'Too many GraphQL requests', extensions: { type: 'RateLimited' } },
    ]);
    const timeout = (path: string) =>
      new GraphQLError('Query took longer than 10 s and was stopped', {
        path: [path],
        originalError: new RequestRefusedError('Timeout', 'Query took longer than 10 s and was stopped'),
      });
    const stopped = formatErrors(
      { data: { a: null, b: null }, errors: [timeout('a'), timeout('b')] },
      log as never,
    );
    expect(stopped.statusCode).toBe(200);
    expect(stopped.response.errors).toEqual([
      {
        message: 'Query took longer than 10 s and was stopped',
        path: ['a'],
        extensions: { type: 'Timeout' },
      },
    ]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('drops "Did you mean" hints in production only', () => {
    const hinted = new GraphQLError('Cannot query field "usernam" on type "Owner". Did you mean "username"?');
    expect(
      formatErrors({ errors: [hinted] }, silentLog, { production: true }).response.errors[0]?.message,
    ).toBe('Cannot query field "usernam" on type "Owner".');
    expect(formatErrors({ errors: [hinted] }, silentLog).response.errors[0]?.message).toBe(hinted.message);
  });

  it('keeps GraphQL validation messages', () => {
    const failure = new GraphQLError('Cannot query field "nope" on type "Query".');
    expect(formatErrors({ errors: [failure] }, silentLog).response.errors[0]?.message).toBe(
      'Cannot query field "nope" on type "Query".',
    );
  });
});

describeEachBackend('GraphQL limits and errors', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it('rejects queries deeper than 20 levels', async () => {
    let selection = 'username';
    for (let depth = 0; depth < 11; depth++) {
      selection = `repository(name: "demo") { ... on Repository { author { ${selection} } } }`;
    }
    const result = await server.graphql(`{ owner(username: "canopy") { ${selection} } }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toMatch(/depth/);
  });

  it('rejects more than 10 aliases', async () => {
    const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: config { isTimescaleEnabled }`).join(' ');
    const result = await server.graphql(`{ ${aliases} }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toBe('Query has more than 10 aliases');
    const ten = Array.from({ length: 10 }, (_, i) => `a${i}: config { isTimescaleEnabled }`).join(' ');
    expect((await server.graphql(`{ ${ten} }`)).errors).toBeUndefined();
  });

  it('explains unknown fields', async () => {
    const result = await server.graphql('{ nope }');
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toBe('Cannot query field "nope" on type "Query".');
  });

  it('allows introspection outside production', async () => {
    const result = await server.graphql<{ __schema: { queryType: { name: string } } }>(
      '{ __schema { queryType { name } } }',
    );
    expect(result.data?.__schema.queryType.name).toBe('Query');
  });

  it('masks a failure of the database as INTERNAL SERVER ERROR', async () => {
    const broken = await startTestServer(backend);
    const cookie = await broken.signIn('ada');
    const executor = broken.database.db.getExecutor();
    const original = executor.executeQuery.bind(executor);
    jest
      .spyOn(executor, 'executeQuery')
      .mockImplementation((query, ...rest) =>
        query.sql.includes('from "repositories"')
          ? Promise.reject(new Error('relation "repositories" is on fire'))
          : original(query, ...rest),
      );
    try {
      const result = await broken.graphql(
        '{ owner(username: "canopy") { username repositories { totalCount } } }',
        { cookie },
      );
      expect(result.status).toBe(200);
      expect(result.data).toEqual({ owner: null });
      expect(result.errors).toEqual([
        expect.objectContaining({ message: 'INTERNAL SERVER ERROR', extensions: { type: 'ServerError' } }),
      ]);
      expect(JSON.stringify(result)).not.toContain('on fire');
    } finally {
      jest.restoreAllMocks();
      await broken.close();
    }
  });
});

describeEachBackend('GraphQL in production mode', (backend) => {
  it('refuses introspection', async () => {
    const server = await startTestServer(backend, {
      env: { NODE_ENV: 'production', CANOPY_PUBLIC_URL: 'https://canopy.example.com' },
    });
    try {
      const result = await server.graphql('{ __schema { queryType { name } } }');
      expect(result.status).toBe(400);
      expect(result.errors?.[0]?.message).toMatch(/introspection/i);
    } finally {
      await server.close();
    }
  });
});
