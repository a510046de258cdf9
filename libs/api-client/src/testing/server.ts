import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

/**
 * One MSW server per test file, with the jest lifecycle wired: listen before the file's tests (any request
 * without a handler fails the test), reset the per-test handlers after each test, close at the end.
 *
 *   const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));
 *   test('…', () => { server.use(graphqlHandler('CurrentUser', { me: null })); … });
 *
 * Call it at the top level of a test file (it registers beforeAll/afterEach/afterAll).
 */
export function setupApiMocks(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
