import { act, screen, waitFor } from '@testing-library/react';
import {
  currentUserFixture,
  graphqlErrorHandler,
  graphqlHandler,
  graphqlMutationHandler,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import { adaUser, renderApp, selfHostedConfig, setupShellMocks } from '../../testing/render-app';
import { DEFAULT_ORG_FAILURE } from '@canopy/auth';
import { defaultOrgTarget } from './default-organization';

// Starting impersonation reloads the page in the browser; jsdom cannot navigate.
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

const server = setupShellMocks();

function me(defaultOrgUsername: string | null) {
  return currentUserFixture({
    owner: { ownerid: 2, username: 'ada', defaultOrgUsername },
    user: { ...currentUserFixture().user, username: 'ada', name: 'Ada Lovelace' },
  });
}

/** CurrentUser answers with `defaultOrgUsername`; records every UpdateDefaultOrganization (provider, input). */
function recordUpdates(defaultOrgUsername: string | null) {
  const updates: Array<{ provider: string; variables: GraphqlMockRequest['variables'] }> = [];
  server.use(
    graphqlHandler('CurrentUser', { me: me(defaultOrgUsername) }),
    graphqlMutationHandler('UpdateDefaultOrganization', ({ provider, variables }) => {
      updates.push({ provider, variables });
      return { updateDefaultOrganization: { username: 'ada', error: null } };
    }),
  );
  return updates;
}

/** Lets pending queries and effects run, so that "nothing was sent" means something. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));

beforeEach(() => {
  document.cookie = 'staff_user=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('defaultOrgTarget', () => {
  it('is the own username when there is no default organization', () => {
    expect(defaultOrgTarget(me(null))).toBe('ada');
    expect(defaultOrgTarget(me(''))).toBe('ada');
  });

  it('leaves an existing default organization alone', () => {
    expect(defaultOrgTarget(me('canopy'))).toBeUndefined();
    expect(defaultOrgTarget(null)).toBeUndefined();
  });
});

describe('default organization (signed-in gate)', () => {
  it('sets the own username as the default organization once, for the page provider', async () => {
    const updates = recordUpdates(null);
    const view = renderApp(server, { url: '/gh/canopy' });
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({ provider: 'gh', variables: { input: { username: 'ada' } } });

    // The success refreshes CurrentUser; this one still has no default, and nothing is sent again.
    await settle();
    view.unmount();
    expect(updates).toHaveLength(1);
  });

  it('sends nothing when there is a default organization', async () => {
    const updates = recordUpdates('canopy');
    renderApp(server, { url: '/gh/canopy' });
    expect(await screen.findByTestId('remote')).toBeInTheDocument();
    await settle();
    expect(updates).toEqual([]);
  });

  it('works on self-hosted installs too', async () => {
    const updates = recordUpdates(null);
    renderApp(server, { url: '/gh/canopy', config: selfHostedConfig });
    await waitFor(() => expect(updates).toHaveLength(1));
  });

  it('waits for the terms agreement, and never touches an impersonated user', async () => {
    const updates = recordUpdates(null);
    const terms = renderApp(server, { url: '/gh/canopy', user: adaUser({ termsAgreement: null }) });
    expect(await screen.findByRole('heading', { name: 'Welcome to Canopy' })).toBeInTheDocument();
    await settle();
    terms.unmount();

    renderApp(server, { url: '/gh/canopy?user=grace' });
    expect(await screen.findByText(/^Impersonating/)).toBeInTheDocument();
    await settle();
    expect(updates).toEqual([]);
  });

  it('shows an error notification when the update returns an error', async () => {
    server.use(
      graphqlHandler('CurrentUser', { me: me(null) }),
      graphqlMutationHandler('UpdateDefaultOrganization', {
        updateDefaultOrganization: {
          username: null,
          error: { __typename: 'ValidationError', message: 'Organization does not belong to the user' },
        },
      }),
    );
    renderApp(server, { url: '/gh/canopy' });
    expect(await screen.findByText('Organization does not belong to the user')).toBeInTheDocument();
  });

  it('shows an error notification when the update fails', async () => {
    server.use(
      graphqlHandler('CurrentUser', { me: me(null) }),
      graphqlErrorHandler('UpdateDefaultOrganization', { status: 500 }),
    );
    renderApp(server, { url: '/gh/canopy' });
    expect(await screen.findByText(DEFAULT_ORG_FAILURE)).toBeInTheDocument();
  });
});

describe('GitHub app install request (/gh/{username}?setup_action=request)', () => {
  it('lands on the own GitHub account, keeps setup_action and leaves the default organization alone', async () => {
    const updates = recordUpdates('canopy');
    const view = renderApp(server, { url: '/gh?setup_action=request' });
    await waitFor(() => expect(view.location().pathname).toBe('/gh/ada'));
    expect(view.location().search).toBe('?setup_action=request');
    expect(await screen.findByTestId('remote')).toHaveAttribute('data-section', 'owner');
    await settle();
    expect(updates).toEqual([]);
    // The owner route keeps the query for the owner page.
    expect(view.location().search).toBe('?setup_action=request');
  });

  it('does the same from the landing page at /, without touching the default organization', async () => {
    const updates = recordUpdates('canopy');
    const view = renderApp(server, { url: '/?setup_action=request' });
    await waitFor(() => expect(view.location().pathname).toBe('/gh/ada'));
    expect(view.location().search).toBe('?setup_action=request');
    await screen.findByTestId('remote');
    await settle();
    expect(updates).toEqual([]);
  });

  it('opened directly, the legacy path is the owner page and changes no default organization', async () => {
    const updates = recordUpdates('canopy');
    const view = renderApp(server, { url: '/gh/ada?setup_action=request' });
    expect(await screen.findByTestId('remote')).toHaveAttribute('data-section', 'owner');
    await settle();
    expect(view.location().pathname).toBe('/gh/ada');
    expect(updates).toEqual([]);
  });

  it('is a plain landing redirect for another provider', async () => {
    recordUpdates('canopy');
    const view = renderApp(server, { url: '/gl?setup_action=request' });
    await waitFor(() => expect(view.location().pathname).toBe('/gl/canopy'));
    expect(view.location().search).toBe('?setup_action=request');
  });
});
