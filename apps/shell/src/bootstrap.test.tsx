import { act, screen } from '@testing-library/react';
import { restHandler } from '@canopy/api-client/testing';
import { MISSING_AMPLITUDE_KEY } from '@canopy/auth';
import { setTestConfigEnv } from '@canopy/auth/testing';
import { adaUser, hostedConfig, setupShellMocks, stubRemoteLoader } from './testing/render-app';

jest.mock('./remotes/remotes', () => ({
  discoverRemotes: jest.fn(() => Promise.resolve({})),
  loadRemoteModule: jest.fn((...args: Parameters<typeof stubRemoteLoader>) => mockLoadRemote(...args)),
}));
const mockLoadRemote: typeof stubRemoteLoader = (...args) => stubRemoteLoader(...args);

setupShellMocks(restHandler('get', '/user', adaUser()));

describe('bootstrap', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('refuses to start without a #root element', async () => {
    document.body.innerHTML = '<main></main>';
    await jest.isolateModulesAsync(async () => {
      await expect(import('./bootstrap')).rejects.toThrow('No root element found');
    });
  });

  it('without an analytics key, says so once per page load: not on navigation, not on render', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setTestConfigEnv({ ...hostedConfig, AMPLITUDE_API_KEY: '' });
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/gh/canopy');
    await act(async () => {
      await import('./bootstrap');
    });
    expect(await screen.findByTestId('remote')).toHaveTextContent('repo_mfe/Routes (owner) at /gh/canopy');
    for (const path of ['/gh/canopy/web', '/account/gh/canopy', '/gh/canopy']) {
      act(() => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(await screen.findByText(new RegExp(`at ${path}$`))).toBeInTheDocument();
    }
    const missingKey = consoleError.mock.calls.filter(([message]) => message === MISSING_AMPLITUDE_KEY);
    expect(missingKey).toHaveLength(1);
    consoleError.mockRestore();
  });
});
