import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { internalUserFixture, restHandler, setupApiMocks } from '@canopy/api-client/testing';
import { NotFoundError, RateLimitedError } from '@canopy/api-client';
import { renderRoute } from '@canopy/ui-kit/testing';
import { createTestProviders } from '../testing';
import { PageError } from './page-error';

const server = setupApiMocks();

function renderPageError(ui: ReactElement, configEnv = {}) {
  return renderRoute(ui, { path: '*', url: '/gh/acme', wrapper: createTestProviders({ configEnv }) });
}

describe('PageError', () => {
  it('takes the status of a typed error', async () => {
    server.use(restHandler('get', '/user', internalUserFixture()));
    renderPageError(<PageError error={new RateLimitedError()} />);
    expect(await screen.findByText('Error 429')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rate limit exceeded' })).toBeInTheDocument();
  });

  it('signs out before returning to log in on a 429', async () => {
    const logouts: string[] = [];
    server.use(
      restHandler('get', '/user', internalUserFixture()),
      http.post('*/logout', ({ request }) => {
        logouts.push(request.method);
        return new HttpResponse(null, { status: 205 });
      }),
    );
    // jsdom cannot navigate; the page's own navigation after signing out is not what this test checks.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPageError(<PageError status={429} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Return to login' }));
    await waitFor(() => expect(logouts).toEqual(['POST']));
    jest.mocked(console.error).mockRestore();
  });

  it('is a server error for anything else, and a given status wins', () => {
    server.use(restHandler('get', '/user', internalUserFixture()));
    const { unmount } = renderPageError(<PageError error={new Error('bug')} />);
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    unmount();
    renderPageError(<PageError error={new NotFoundError()} status={403} />);
    expect(screen.getByText('Error 403')).toBeInTheDocument();
  });

  it("links 'Please log in.' to /login, on a self-hosted install too", async () => {
    server.use(restHandler('get', '/user', { detail: 'Not logged in' }, { status: 401 }));
    const { unmount } = renderPageError(<PageError status={401} />);
    expect(await screen.findByRole('link', { name: /log in/i })).toHaveAttribute('href', '/login');
    unmount();
    renderPageError(<PageError status={401} />, { IS_SELF_HOSTED: true, ENV: 'enterprise' });
    expect(await screen.findByRole('link', { name: /log in/i })).toHaveAttribute('href', '/login');
  });

  it('offers a guest to log in on a 404', async () => {
    server.use(restHandler('get', '/user', { detail: 'Not logged in' }, { status: 401 }));
    renderPageError(<PageError status={404} />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('does not offer a signed-in user to log in, and points self-hosted installs to the docs only', async () => {
    server.use(restHandler('get', '/user', internalUserFixture()));
    renderPageError(<PageError status={404} />, { IS_SELF_HOSTED: true, ENV: 'enterprise' });
    expect(await screen.findByRole('link', { name: 'docs' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Canopy's status" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
