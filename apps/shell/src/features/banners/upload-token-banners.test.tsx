import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearBannerDismissal, DISMISSED_BANNERS_KEY, UPLOAD_TOKEN_BANNER_KEYS } from '@canopy/ui-kit';
import { answered, bannerMocks, ORG_UPLOAD_TOKEN, type BannerMocksOptions } from '../../testing/banner-mocks';
import { renderApp, selfHostedConfig, setupShellMocks } from '../../testing/render-app';
import { TOKEN_NOT_REQUIRED_TITLE, TOKEN_REQUIRED_TITLE } from './upload-token-banners';

const server = setupShellMocks();

beforeEach(() => window.localStorage.clear());

const [REQUIRED_ADMIN, REQUIRED_MEMBER, NOT_REQUIRED_ADMIN, NOT_REQUIRED_MEMBER] = UPLOAD_TOKEN_BANNER_KEYS;

function open(options: BannerMocksOptions, url = '/gh/canopy', asked: string[] = []) {
  server.use(...bannerMocks(options, asked));
  return renderApp(server, { url });
}

async function banner(title: string) {
  return (await screen.findByText(title)).closest('[data-top-banner]') as HTMLElement;
}

describe('upload-token banners (spec §2, §6)', () => {
  it('token required, admin: the global upload token and a link to its settings', async () => {
    open({ admin: true, uploadTokenRequired: true });
    const shown = await banner(TOKEN_REQUIRED_TITLE);
    expect(shown).toHaveAttribute('data-top-banner', REQUIRED_ADMIN);
    const token = within(shown).getByTestId('upload-token');
    expect(token).toHaveAttribute('data-masked', 'true');
    expect(token).not.toHaveTextContent(ORG_UPLOAD_TOKEN);
    await userEvent.setup().click(within(shown).getByRole('button', { name: 'Show global upload token' }));
    expect(token).toHaveTextContent(ORG_UPLOAD_TOKEN);
    expect(within(shown).getByRole('button', { name: 'Hide global upload token' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copy the global upload token' })).toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: 'Global upload token settings' })).toHaveAttribute(
      'href',
      '/account/gh/canopy/org-upload-token',
    );
    expect(shown).not.toHaveTextContent('contact your admins');
  });

  it('token required, member: contact your admins, and no token', async () => {
    open({ uploadTokenRequired: true });
    const shown = await banner(TOKEN_REQUIRED_TITLE);
    expect(shown).toHaveAttribute('data-top-banner', REQUIRED_MEMBER);
    expect(shown).toHaveTextContent('contact your admins');
    expect(within(shown).queryByTestId('upload-token')).not.toBeInTheDocument();
    expect(within(shown).queryByRole('link')).not.toBeInTheDocument();
  });

  it('token not required, admin: the token and the settings link', async () => {
    open({ admin: true }, '/gh/canopy/api-server');
    const shown = await banner(TOKEN_NOT_REQUIRED_TITLE);
    expect(shown).toHaveAttribute('data-top-banner', NOT_REQUIRED_ADMIN);
    expect(within(shown).getByTestId('upload-token')).toHaveTextContent('x'.repeat(ORG_UPLOAD_TOKEN.length));
    expect(within(shown).getByRole('link', { name: 'Global upload token settings' })).toHaveAttribute(
      'href',
      '/account/gh/canopy/org-upload-token',
    );
  });

  it('token not required, member: contact your admins', async () => {
    open({});
    const shown = await banner(TOKEN_NOT_REQUIRED_TITLE);
    expect(shown).toHaveAttribute('data-top-banner', NOT_REQUIRED_MEMBER);
    expect(shown).toHaveTextContent(
      'Public repositories can upload coverage without a token. To change the upload token settings, contact your admins.',
    );
  });

  it('are shown on self-hosted installs too', async () => {
    server.use(...bannerMocks({ admin: true }));
    renderApp(server, { url: '/gh/canopy', config: selfHostedConfig });
    expect(await banner(TOKEN_NOT_REQUIRED_TITLE)).toHaveAttribute('data-top-banner', NOT_REQUIRED_ADMIN);
  });

  it.each([
    ['without active repositories', { hasActiveRepos: false }],
    ['without public repositories', { hasPublicRepos: false }],
    ['to a visitor outside the org', { member: false }],
  ] as const)('are not shown %s', async (_case, options) => {
    const asked: string[] = [];
    open({ admin: true, ...options }, '/gh/canopy', asked);
    await answered(asked, 'OwnerTokenlessData');
    expect(asked).not.toContain('GetUploadTokenRequired');
    expect(screen.queryByText(TOKEN_NOT_REQUIRED_TITLE)).not.toBeInTheDocument();
  });

  it('are not shown on the global upload token page, the excluded source', async () => {
    const asked: string[] = [];
    open({ admin: true }, '/account/gh/canopy/org-upload-token', asked);
    await answered(asked, 'GetPlanData');
    expect(asked).not.toContain('OwnerTokenlessData');
    expect(screen.queryByText(TOKEN_NOT_REQUIRED_TITLE)).not.toBeInTheDocument();
  });

  it('are shown on the other account pages', async () => {
    open({ admin: true }, '/account/gh/canopy/yaml');
    expect(await banner(TOKEN_NOT_REQUIRED_TITLE)).toBeInTheDocument();
  });

  it('are not shown to guests', async () => {
    const asked: string[] = [];
    server.use(...bannerMocks({}, asked));
    renderApp(server, { url: '/gh/canopy', user: null });
    await screen.findByTestId('remote');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(asked).toEqual([]);
    expect(screen.queryByText(TOKEN_NOT_REQUIRED_TITLE)).not.toBeInTheDocument();
  });
});

describe('upload-token banner dismissal (spec §4)', () => {
  it('is kept per banner under dismissed-top-banners, across reloads, until the requirement changes', async () => {
    const user = userEvent.setup();
    const view = open({ admin: true });
    await user.click(
      within(await banner(TOKEN_NOT_REQUIRED_TITLE)).getByRole('button', { name: 'Dismiss banner' }),
    );
    expect(screen.queryByText(TOKEN_NOT_REQUIRED_TITLE)).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_BANNERS_KEY)!)).toEqual({
      [NOT_REQUIRED_ADMIN]: true,
    });
    view.unmount();

    // A reload: still dismissed.
    const asked: string[] = [];
    const again = open({ admin: true }, '/gh/canopy', asked);
    await answered(asked, 'GetUploadTokenRequired');
    expect(screen.queryByText(TOKEN_NOT_REQUIRED_TITLE)).not.toBeInTheDocument();
    again.unmount();

    // Dismissing one variant leaves the others: once tokens are required, the admin is told.
    open({ admin: true, uploadTokenRequired: true });
    expect(await banner(TOKEN_REQUIRED_TITLE)).toBeInTheDocument();

    // Changing the requirement clears the four dismissals.
    await user.click(
      within(await banner(TOKEN_REQUIRED_TITLE)).getByRole('button', { name: 'Dismiss banner' }),
    );
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_BANNERS_KEY)!)).toEqual({
      [NOT_REQUIRED_ADMIN]: true,
      [REQUIRED_ADMIN]: true,
    });
    act(() => clearBannerDismissal(UPLOAD_TOKEN_BANNER_KEYS));
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_BANNERS_KEY)!)).toEqual({});
    expect(await banner(TOKEN_REQUIRED_TITLE)).toHaveAttribute('data-top-banner', REQUIRED_ADMIN);
  });
});
