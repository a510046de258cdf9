import { screen, within } from '@testing-library/react';
import { hostedConfig, renderApp, selfHostedConfig, setupShellMocks } from '../../testing/render-app';
import { forgetSessionExpired, SESSION_EXPIRED_COOKIE, sessionExpiredAtLoad } from './session-expired';

const server = setupShellMocks();
const MESSAGE = 'Your session has expired. Please log in again to continue.';

function setExpiredCookie() {
  document.cookie = `${SESSION_EXPIRED_COOKIE}=1; path=/`;
}

beforeEach(() => {
  document.cookie = `${SESSION_EXPIRED_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  forgetSessionExpired();
});

async function banner() {
  const title = await screen.findByText('Your session has expired.');
  return title.closest('[data-banner-variant]') as HTMLElement;
}

describe('sessionExpiredAtLoad', () => {
  it('reads the server cookie once per page load and removes it', () => {
    const jar = { cookie: `a=1; ${SESSION_EXPIRED_COOKIE}=1` };
    expect(sessionExpiredAtLoad(jar)).toBe(true);
    expect(jar.cookie).toContain('expires=Thu, 01 Jan 1970');
    expect(sessionExpiredAtLoad({ cookie: '' })).toBe(true);
    forgetSessionExpired();
    expect(sessionExpiredAtLoad({ cookie: 'a=1' })).toBe(false);
  });
});

describe('session-expired banner', () => {
  it('says the spec §8 message on the login page, without a link (the sign-in buttons are right there)', async () => {
    renderApp(server, { url: '/login?expired', user: null, config: hostedConfig });
    const shown = await banner();
    expect(shown).toHaveTextContent(MESSAGE);
    expect(within(shown).queryByRole('link')).not.toBeInTheDocument();
  });

  it('elsewhere links to logging in again, back to the page without the marker', async () => {
    renderApp(server, { url: '/gh/canopy?expired=1&x=2', user: null, config: hostedConfig });
    const shown = await banner();
    expect(within(shown).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?to=${encodeURIComponent('/gh/canopy?x=2')}`,
    );
  });

  it("self-hosted: links to the provider's sign-in, and not on the landing page", async () => {
    const view = renderApp(server, { url: '/gl/canopy?expired', user: null, config: selfHostedConfig });
    expect(within(await banner()).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login/gl?to=${encodeURIComponent('/gl/canopy')}`,
    );
    view.unmount();
    renderApp(server, { url: '/?expired', user: null, config: selfHostedConfig });
    expect(within(await banner()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is shown to a guest when the server said, with its cookie, that the session had expired', async () => {
    setExpiredCookie();
    renderApp(server, { url: '/login', user: null, config: hostedConfig });
    expect(await banner()).toHaveTextContent(MESSAGE);
    expect(document.cookie).not.toContain(SESSION_EXPIRED_COOKIE);
  });

  it('is not shown to a signed-in user for a leftover cookie, which is removed all the same', async () => {
    setExpiredCookie();
    renderApp(server, { url: '/gh/canopy', config: hostedConfig });
    await screen.findByTestId('remote');
    expect(screen.queryByText('Your session has expired.')).not.toBeInTheDocument();
    expect(document.cookie).not.toContain(SESSION_EXPIRED_COOKIE);
  });

  it('is not shown otherwise', async () => {
    renderApp(server, { url: '/login', user: null, config: hostedConfig });
    await screen.findByRole('heading', { name: 'Log in to Canopy' });
    expect(screen.queryByText('Your session has expired.')).not.toBeInTheDocument();
  });
});
