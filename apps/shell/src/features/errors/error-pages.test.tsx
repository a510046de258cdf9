import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  NotFoundError,
  OwnerNotActivatedError,
  ParsingError,
  RateLimitedError,
  UnauthenticatedError,
  UnauthorizedError,
  useOwner,
} from '@canopy/api-client';
import { graphqlErrorHandler } from '@canopy/api-client/testing';
import { useLocation } from 'react-router';
import type { RemoteLoader } from '@canopy/ui-kit';
import { hostedConfig, renderApp, selfHostedConfig, setupShellMocks } from '../../testing/render-app';

const server = setupShellMocks();

/** A remote whose page throws `error` while rendering at /gh/canopy/broken, and works elsewhere. */
function throwingLoader(error: unknown): RemoteLoader {
  return async () => ({
    default: function Page() {
      const { pathname } = useLocation();
      if (pathname.endsWith('/broken')) throw error;
      return <p>page at {pathname}</p>;
    },
  });
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('error pages from typed errors', () => {
  it.each([
    [new NotFoundError(), 404, 'Not found'],
    [new UnauthenticatedError(), 401, 'Please log in.'],
    [new UnauthorizedError(), 403, 'Unauthorized'],
    [new RateLimitedError(), 429, 'Rate limit exceeded'],
    [new ParsingError('GetRepo', 'owner: expected object'), 400, 'Bad Request'],
    [new ApiError(502), 500, 'Server error'],
  ])('%s shows Error %i', async (error, status, title) => {
    renderApp(server, { url: '/gh/canopy/broken', loader: throwingLoader(error) });
    expect(await screen.findByText(`Error ${status}`)).toBeInTheDocument();
    // On a repository path the header's breadcrumb is a heading too; the error page is the main one.
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('links the 401 title to /login', async () => {
    renderApp(server, { url: '/gh/canopy/broken', loader: throwingLoader(new UnauthenticatedError()) });
    expect(await screen.findByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  });

  it('offers Log in on a 404 for a guest', async () => {
    renderApp(server, { url: '/gh/canopy/broken', user: null, loader: throwingLoader(new NotFoundError()) });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByTestId('error-page-hint')).toHaveTextContent('Log in to view private repositories.');
  });

  it('self-hosted pages point to the docs only', async () => {
    renderApp(server, {
      url: '/gh/canopy/broken',
      config: selfHostedConfig,
      loader: throwingLoader(new ApiError(500)),
    });
    await screen.findByText('Error 500');
    expect(screen.getByRole('link', { name: 'docs' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Canopy's status" })).not.toBeInTheDocument();
  });

  it('shows the activation message linking to the members tab for OwnerNotActivated', async () => {
    renderApp(server, { url: '/gh/canopy/broken', loader: throwingLoader(new OwnerNotActivatedError()) });
    expect(await screen.findByText(/Activation is required to view this repo, please/)).toHaveTextContent(
      'Activation is required to view this repo, please click here to activate your account.',
    );
    expect(screen.getByRole('link', { name: 'click here' })).toHaveAttribute('href', '/members/gh/canopy');
  });

  it('shows the generic error for anything else, with a support link', async () => {
    renderApp(server, { url: '/gh/canopy/broken', loader: throwingLoader(new Error('bug')) });
    expect(
      await screen.findByText(
        /There's been an error. Please try refreshing your browser, if this error persists please/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact support' })).toBeInTheDocument();
  });

  it.each([
    ['the generic boundary', new Error('bug'), /There's been an error/],
    ['the error page', new NotFoundError(), /Error 404/],
  ])('resets %s on navigation', async (_name, error, text) => {
    const user = userEvent.setup();
    renderApp(server, { url: '/gh/canopy/broken', loader: throwingLoader(error) });
    await screen.findByText(text);
    // The header's home link navigates away from the broken page.
    await user.click(screen.getAllByRole('link', { name: 'Canopy home' })[0]!);
    expect(await screen.findByText('page at /gh/canopy')).toBeInTheDocument();
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
});

describe('self-hosted GraphQL 403', () => {
  function OwnerPage() {
    const owner = useOwner({ provider: 'gh', owner: 'canopy' });
    return <p>{owner.isError ? 'owner failed' : 'owner page'}</p>;
  }
  const loader: RemoteLoader = async () => ({ default: OwnerPage });

  it('redirects to /login (and so to the landing page)', async () => {
    server.use(
      graphqlErrorHandler('DetailOwner', {
        errors: [{ message: 'Unauthorized', extensions: { status: 403 } }],
      }),
    );
    const view = renderApp(server, { url: '/gh/canopy', user: null, config: selfHostedConfig, loader });
    await waitFor(() => expect(view.location().pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Log in to Canopy' })).toBeInTheDocument();
  });

  it('stays on the page on hosted installs', async () => {
    server.use(
      graphqlErrorHandler('DetailOwner', {
        errors: [{ message: 'Unauthorized', extensions: { status: 403 } }],
      }),
    );
    const view = renderApp(server, { url: '/gh/canopy', user: null, config: hostedConfig, loader });
    expect(await screen.findByText('owner failed')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/gh/canopy');
  });

  it('is shown as Unauthorized on hosted installs', async () => {
    renderApp(server, {
      url: '/gh/canopy/broken',
      config: hostedConfig,
      loader: throwingLoader(new UnauthorizedError('Unauthorized', { guestAccessDenied: true })),
    });
    expect(await screen.findByText('Error 403')).toBeInTheDocument();
  });
});
