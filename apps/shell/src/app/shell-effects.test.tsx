import { waitFor, screen } from '@testing-library/react';
import { renderApp, setupShellMocks } from '../testing/render-app';

const server = setupShellMocks();

describe('feature flags and analytics', () => {
  it('identifies a signed-in user to the flag service and analytics', async () => {
    const view = renderApp(server, { url: '/gh/canopy' });
    await screen.findByTestId('remote');
    await waitFor(() => expect(view.flags.identified.map((user) => user.key)).toEqual(['1']));
    await waitFor(() => expect(view.tracker.identities).toEqual([{ userOwnerId: 1, provider: 'gh' }]));
    expect(view.tracker.context).toMatchObject({ path: '/gh/canopy', ownerid: 1 });
  });

  it('does not identify a guest', async () => {
    const view = renderApp(server, { url: '/gh/canopy', user: null });
    await screen.findByTestId('remote');
    expect(view.flags.identified).toEqual([]);
    expect(view.tracker.identities).toEqual([]);
    expect(view.tracker.context).toMatchObject({ path: '/gh/canopy' });
  });
});
