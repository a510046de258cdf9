import { screen, within } from '@testing-library/react';
import { graphqlHandler } from '@canopy/api-client/testing';
import { captureError } from '@canopy/auth';
import { hostedConfig, renderApp, setupShellMocks } from '../../testing/render-app';
import { OKTA_ERROR_MESSAGES, oktaErrorMessage, UNKNOWN_OKTA_ERROR } from './okta-error-message';

jest.mock('@canopy/auth', () => ({
  ...jest.requireActual<typeof import('@canopy/auth')>('@canopy/auth'),
  captureError: jest.fn(),
}));

const server = setupShellMocks();
const report = jest.mocked(captureError);

beforeEach(() => report.mockReset());

function okta(signIn: { enabled: boolean; enforced: boolean } | null, authenticated = false) {
  server.use(
    graphqlHandler('OktaSignInState', {
      owner: { isUserOktaAuthenticated: authenticated, account: { oktaSignIn: signIn } },
    }),
  );
}

const title = 'Single sign-on has been enabled for canopy';

describe('Okta banners', () => {
  it('asks a member to authenticate when the organisation enforces Okta, linking to its Okta sign-in', async () => {
    okta({ enabled: true, enforced: true });
    renderApp(server, { url: '/gh/canopy', config: { ...hostedConfig, API_URL: 'https://api.canopy.test' } });
    const banner = (await screen.findByText(title)).closest('[data-banner-variant]') as HTMLElement;
    expect(banner).toHaveAttribute('data-banner-variant', 'warning');
    expect(banner).toHaveTextContent('its private repositories stay hidden until you authenticate');
    expect(within(banner).getByRole('link', { name: 'Authenticate' })).toHaveAttribute(
      'href',
      'https://api.canopy.test/login/okta/gh/canopy',
    );
  });

  it('has an optional variant when Okta is enabled but not enforced', async () => {
    okta({ enabled: true, enforced: false });
    renderApp(server, { url: '/gh/canopy/api-server', config: hostedConfig });
    const banner = (await screen.findByText(title)).closest('[data-banner-variant]') as HTMLElement;
    expect(banner).toHaveAttribute('data-banner-variant', 'default');
    expect(banner).toHaveTextContent("Authenticate to use your organization's single sign-on.");
    expect(within(banner).getByRole('link', { name: 'Authenticate' })).toHaveAttribute(
      'href',
      '/login/okta/gh/canopy',
    );
  });

  it('is not shown once the session signed in with Okta, nor when Okta is off', async () => {
    okta({ enabled: true, enforced: true }, true);
    const view = renderApp(server, { url: '/gh/canopy', config: hostedConfig });
    await screen.findByTestId('remote');
    expect(screen.queryByText(title)).not.toBeInTheDocument();
    view.unmount();
    okta({ enabled: false, enforced: true });
    renderApp(server, { url: '/gh/canopy', config: hostedConfig });
    await screen.findByTestId('remote');
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it('is not shown to guests', async () => {
    okta({ enabled: true, enforced: true });
    renderApp(server, { url: '/gh/canopy', user: null, config: hostedConfig });
    await screen.findByTestId('remote');
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it('says what an Okta error in the query means, beside the sign-in banner', async () => {
    okta({ enabled: true, enforced: true });
    renderApp(server, { url: '/gh/canopy?error=access_denied', config: hostedConfig });
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(OKTA_ERROR_MESSAGES.access_denied!);
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });

  it('reports an unknown error value and says the unknown-error message', async () => {
    okta({ enabled: true, enforced: false }, true);
    renderApp(server, { url: '/gh/canopy?error=invalid_state', config: hostedConfig });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNKNOWN_OKTA_ERROR);
    expect(screen.queryByText(title)).not.toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(expect.any(Error), { error: 'invalid_state' });
  });
});

describe('oktaErrorMessage (spec §8)', () => {
  it.each([
    'unauthorized_client',
    'access_denied',
    'unsupported_response_type',
    'unsupported_response_mode',
    'invalid_scope',
    'invalid_client',
  ])('%s asks to reach out to an administrator', (value) => {
    expect(oktaErrorMessage(value)).toMatch(/Please reach out to your administrator\.$/);
  });

  it.each(['server_error', 'invalid_request'])('%s asks to try again or contact support', (value) => {
    expect(oktaErrorMessage(value)).toMatch(/Please try again or contact support\.$/);
  });

  it('words the rest as the spec does', () => {
    expect(oktaErrorMessage('temporarily_unavailable')).toMatch(/Please try again later\.$/);
    expect(oktaErrorMessage('login_required')).toMatch(/Please sign in and try again\.$/);
    expect(oktaErrorMessage('user_canceled_request')).toMatch(/^Request canceled.*Please try again\.$/);
    expect(oktaErrorMessage('toString')).toBe(UNKNOWN_OKTA_ERROR);
    expect(oktaErrorMessage('something_else')).toBe(
      'An unknown error occurred. Please try again or contact support.',
    );
  });
});
