import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  configFixture,
  graphqlErrorHandler,
  graphqlHandler,
  graphqlMutationHandler,
  restHandler,
} from '@canopy/api-client/testing';
import { adaUser, hostedConfig, renderApp, setupShellMocks } from '../../testing/render-app';

const server = setupShellMocks();

function syncProviders(...providers: string[]) {
  server.use(graphqlHandler('Config', { config: configFixture({ syncProviders: providers }) }));
}

/**
 * A git host whose sync runs through one poll, after which `/internal/user` answers `then`; `answerUser`
 * (after `renderApp`, whose user it replaces) serves the user records from then on.
 */
function syncingHost({ then }: { then: ReturnType<typeof adaUser> }) {
  let syncs = 0;
  let polls = 0;
  let pollsWhileSyncing = 0;
  let user = adaUser({ owners: [], defaultOrg: null });
  server.use(
    graphqlMutationHandler('SyncWithGitProvider', () => {
      syncs += 1;
      pollsWhileSyncing = 1;
      return { syncWithGitProvider: { me: { isSyncingWithGitProvider: true }, error: null } };
    }),
    graphqlHandler('IsSyncingWithGitProvider', () => {
      polls += 1;
      const syncing = pollsWhileSyncing > 0;
      if (syncing) pollsWhileSyncing -= 1;
      else user = then;
      return { me: { isSyncingWithGitProvider: syncing } };
    }),
  );
  return {
    answerUser: () => server.use(restHandler('get', '/user', () => user)),
    syncs: () => syncs,
    polls: () => polls,
  };
}

async function syncPage() {
  return within(await screen.findByRole('region', { name: 'What repo provider would you like to sync?' }));
}

describe('sync page (/sync)', () => {
  it('is shown to a signed-in user who has owners, with a way on to their organisation', async () => {
    syncProviders('GITHUB', 'GITLAB');
    const view = renderApp(server, { url: '/sync' });
    const page = await syncPage();
    expect(page.getByText("You'll be taken to your repo provider to authenticate.")).toBeInTheDocument();
    expect(await page.findByRole('link', { name: 'Sync with GitHub' })).toHaveAttribute(
      'href',
      '/login/gh?to=%2Fgh',
    );
    expect(page.getByRole('link', { name: 'Sync with GitLab' })).toHaveAttribute(
      'href',
      '/login/gl?to=%2Fgl',
    );
    expect(page.getByRole('link', { name: 'Continue to canopy' })).toHaveAttribute('href', '/gh/canopy');
    expect(view.location().pathname).toBe('/sync');
    // The breadcrumb area (org context switcher) is hidden on this page.
    expect(screen.queryByRole('button', { name: /switch organization/i })).not.toBeInTheDocument();
  });

  it('syncs a user without owners once, shows it running, then sends them to their organisation', async () => {
    syncProviders('GITHUB');
    const host = syncingHost({ then: adaUser() });
    const view = renderApp(server, { url: '/gh/canopy', user: adaUser({ owners: [], defaultOrg: null }) });
    host.answerUser();
    const progress = await screen.findByRole('region', {
      name: 'Syncing your organizations and repositories',
    });
    expect(
      within(progress)
        .getByText(/Reading them from your git host/)
        .closest('[aria-live="polite"]'),
    ).not.toBeNull();
    await waitFor(() => expect(view.location().pathname).toBe('/gh/canopy'), { timeout: 8000 });
    expect(host.syncs()).toBe(1);
    // Over: no more polling.
    const polls = host.polls();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(host.polls()).toBe(polls);
  }, 15000);

  it('says when the git host listed nothing, and offers the other hosts', async () => {
    syncProviders('GITHUB', 'GITLAB');
    const host = syncingHost({ then: adaUser({ owners: [], defaultOrg: null }) });
    const view = renderApp(server, { url: '/sync', user: adaUser({ owners: [], defaultOrg: null }) });
    host.answerUser();
    const page = within(
      await screen.findByRole('region', { name: 'No organization or repository found' }, { timeout: 8000 }),
    );
    expect(page.getByText(/listed no organization or repository/)).toBeInTheDocument();
    expect(await page.findByRole('link', { name: 'Sync with GitLab' })).toBeInTheDocument();
    expect(page.queryByRole('link', { name: /Continue to/ })).not.toBeInTheDocument();
    expect(view.location().pathname).toBe('/sync');
    expect(host.syncs()).toBe(1);
  }, 15000);

  it('keeps the provider buttons for a guest, and submits no sync', async () => {
    syncProviders('GITHUB');
    const host = syncingHost({ then: adaUser() });
    renderApp(server, { url: '/sync', user: null });
    expect(await (await syncPage()).findByRole('link', { name: 'Sync with GitHub' })).toBeInTheDocument();
    expect(host.syncs()).toBe(0);
  });

  it('honours an on-site `to` query', async () => {
    syncProviders('GITHUB');
    renderApp(server, {
      url: `/sync?to=${encodeURIComponent('/gh/canopy/web')}`,
      config: { ...hostedConfig, API_URL: 'https://api.canopy.test' },
    });
    expect(await (await syncPage()).findByRole('link', { name: 'Sync with GitHub' })).toHaveAttribute(
      'href',
      `https://api.canopy.test/login/gh?to=${encodeURIComponent('/gh/canopy/web')}`,
    );
  });

  it('says when no provider is configured, with the install guide', async () => {
    syncProviders();
    renderApp(server, { url: '/sync' });
    const page = await syncPage();
    expect(await page.findByText('No git provider to sync with')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'self-hosted install guide' })).toBeInTheDocument();
    expect(page.queryByRole('link', { name: /^Sync with/ })).not.toBeInTheDocument();
  });

  it('says when the providers cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    server.use(graphqlErrorHandler('Config', { status: 500 }));
    renderApp(server, { url: '/sync' });
    const page = await syncPage();
    expect(await page.findByRole('alert')).toHaveTextContent('The providers could not be loaded');
    syncProviders('GITHUB');
    await user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('link', { name: 'Sync with GitHub' })).toBeInTheDocument();
  });
});
