import { GraphQLError } from 'graphql';
import { ValidationError } from '../errors';
import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { formatErrors, INTERNAL_SERVER_ERROR } from './errors';

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
