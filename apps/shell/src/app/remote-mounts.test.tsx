import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { RemoteModule } from '@canopy/ui-kit';
import { renderApp, setupShellMocks } from '../testing/render-app';

// The federation runtime never runs in unit tests: the module that calls it is replaced.
jest.mock('../remotes/remotes', () => ({
  loadRemoteModule: jest.fn(),
  discoverRemotes: jest.fn(),
}));

import { loadRemoteModule } from '../remotes/remotes';

const server = setupShellMocks();

function RepoRoutes({ section }: { section: string }) {
  return (
    <p>
      repo remote ({section}) at {useLocation().pathname}
    </p>
  );
}

describe('remote mounts', () => {
  beforeEach(() => jest.mocked(loadRemoteModule).mockReset());

  it('loads a remote only when its route is first visited', async () => {
    jest.mocked(loadRemoteModule).mockResolvedValue({ default: RepoRoutes } as RemoteModule);
    renderApp(server, { url: '/login', user: null, loader: loadRemoteModule });
    await screen.findByRole('heading', { name: 'Log in to Canopy' });
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('shows "This section is unavailable" when a remote fails, keeps the shell, and Retry loads it', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    jest
      .mocked(loadRemoteModule)
      .mockRejectedValueOnce(new Error('remoteEntry.js: 503'))
      .mockResolvedValueOnce({ default: RepoRoutes } as RemoteModule);
    renderApp(server, { url: '/gh/canopy', loader: loadRemoteModule });

    const unavailable = await screen.findByRole('alert');
    expect(
      within(unavailable).getByRole('heading', { name: 'This section is unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('repo_mfe/Routes', { attempt: 0 });

    await user.click(within(unavailable).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('repo remote (owner) at /gh/canopy')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenLastCalledWith('repo_mfe/Routes', { attempt: 1 });
    consoleError.mockRestore();
  });
});
