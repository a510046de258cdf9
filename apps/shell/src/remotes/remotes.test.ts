import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A fresh copy of the module (its cached discovery starts empty) with the runtime mocks it uses. */
async function freshModule() {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  const registerRemotes = jest.mocked(runtime.registerRemotes);
  const loadRemote = jest.mocked(runtime.loadRemote);
  return { ...(await import('./remotes')), registerRemotes, loadRemote };
}

const Routes = () => null;

describe('runtime remote discovery', () => {
  it('reads /remotes.json once and registers every remote without loading any', async () => {
    let reads = 0;
    server.use(
      http.get('*/remotes.json', () => {
        reads += 1;
        return HttpResponse.json({ repo_mfe: '/mf/repo-mfe/mf-manifest.json', 'not a name': '/x', bad: 3 });
      }),
    );
    const { discoverRemotes, registerRemotes, loadRemote } = await freshModule();
    const first = await discoverRemotes();
    await discoverRemotes();
    expect(reads).toBe(1);
    expect(first).toEqual({ repo_mfe: 'http://localhost/mf/repo-mfe/mf-manifest.json' });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'repo_mfe', entry: 'http://localhost/mf/repo-mfe/mf-manifest.json' },
    ]);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('reads the list again after a failure', async () => {
    server.use(http.get('*/remotes.json', () => new HttpResponse(null, { status: 503 }), { once: true }));
    const { discoverRemotes } = await freshModule();
    await expect(discoverRemotes()).rejects.toThrow('answered 503');
    server.use(
      http.get('*/remotes.json', () => HttpResponse.json({ plan_mfe: '/mf/plan-mfe/mf-manifest.json' })),
    );
    await expect(discoverRemotes()).resolves.toHaveProperty('plan_mfe');
  });

  it('loads <remote>/Routes on demand, and re-registers with force on retry', async () => {
    server.use(
      http.get('*/remotes.json', () => HttpResponse.json({ repo_mfe: '/mf/repo-mfe/mf-manifest.json' })),
    );
    const { loadRemoteModule, loadRemote, registerRemotes } = await freshModule();
    loadRemote.mockResolvedValue({ default: Routes });

    await expect(loadRemoteModule('repo_mfe/Routes', { attempt: 0 })).resolves.toEqual({ default: Routes });
    expect(loadRemote).toHaveBeenCalledWith('repo_mfe/Routes');
    expect(registerRemotes).toHaveBeenCalledTimes(1);

    await loadRemoteModule('repo_mfe/Routes', { attempt: 1 });
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'repo_mfe', entry: 'http://localhost/mf/repo-mfe/mf-manifest.json' }],
      { force: true },
    );
  });

  it('shares a first load started before the route asks, and asks again after a failed one', async () => {
    server.use(
      http.get('*/remotes.json', () => HttpResponse.json({ repo_mfe: '/mf/repo-mfe/mf-manifest.json' })),
    );
    const { loadRemoteModule, loadRemote } = await freshModule();
    loadRemote.mockRejectedValueOnce(new Error('offline'));
    await expect(loadRemoteModule('repo_mfe/Routes', { attempt: 0 })).rejects.toThrow('offline');
    loadRemote.mockResolvedValue({ default: Routes });
    const early = loadRemoteModule('repo_mfe/Routes', { attempt: 0 });
    const fromRoute = loadRemoteModule('repo_mfe/Routes', { attempt: 0 });
    expect(fromRoute).toBe(early);
    await expect(fromRoute).resolves.toEqual({ default: Routes });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('rejects unknown remotes and empty modules', async () => {
    server.use(
      http.get('*/remotes.json', () => HttpResponse.json({ repo_mfe: '/mf/repo-mfe/mf-manifest.json' })),
    );
    const { loadRemoteModule, loadRemote } = await freshModule();
    await expect(loadRemoteModule('nope_mfe/Routes', { attempt: 0 })).rejects.toThrow(
      'No remote named nope_mfe',
    );
    loadRemote.mockResolvedValue(null);
    await expect(loadRemoteModule('repo_mfe/Routes', { attempt: 0 })).rejects.toThrow('could not be loaded');
  });
});
