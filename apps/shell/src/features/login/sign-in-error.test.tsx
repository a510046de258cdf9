import { screen } from '@testing-library/react';
import { hostedConfig, renderApp, selfHostedConfig, setupShellMocks } from '../../testing/render-app';

const server = setupShellMocks();

describe('sign-in errors from the API', () => {
  it('says why a hosted sign-in did not complete', async () => {
    renderApp(server, { url: '/login?error=access_denied&provider=gh', user: null, config: hostedConfig });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'GitHub did not grant access, so you are not signed in.',
    );
  });

  it('says so on the self-hosted landing page too, for any reason', async () => {
    renderApp(server, { url: '/?error=something_new&provider=gl', user: null, config: selfHostedConfig });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in did not complete. Please try again.',
    );
  });

  it('shows nothing without an error', async () => {
    renderApp(server, { url: '/login', user: null, config: hostedConfig });
    await screen.findByRole('heading', { name: 'Log in to Canopy' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
