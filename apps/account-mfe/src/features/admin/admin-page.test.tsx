import type { ReactNode } from 'react';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  connectionFixture,
  currentUserFixture,
  graphqlHandler,
  graphqlMutationHandler,
  internalUserFixture,
  orgUserFixture,
  orgUsersHandler,
  ownerFixture,
  planDataFixture,
  planFixture,
  restHandler,
  restPageFixture,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import AccountMfeRoutes from '../../remote-entry';
import { ADMIN_TEXTS } from './admin-texts';

// Whole pages in jsdom, and a search that waits out its 500 ms debounce.
jest.setTimeout(20000);
afterEach(() => notifications.clean());

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

const me = (defaultOrgUsername: string | null = 'acme') =>
  currentUserFixture({ owner: { ownerid: 1, username: 'jane', defaultOrgUsername } });

function mockAccount({ owner = 'acme', isAdmin = true, defaultOrg = 'acme' as string | null } = {}) {
  server.use(
    graphqlHandler('DetailOwner', { owner: ownerFixture({ username: owner, isAdmin }) }),
    graphqlHandler('CurrentUser', { me: me(defaultOrg) }),
    graphqlHandler('GetPlanData', planDataFixture({ username: owner, plan: planFixture({ benefits: [] }) })),
    graphqlHandler('MyContexts', {
      me: {
        owner: { ownerid: 1, username: 'jane', avatarUrl: 'https://avatars.example.com/jane' },
        myOrganizations: connectionFixture([
          { ownerid: 2, username: 'acme', avatarUrl: 'https://avatars.example.com/acme' },
          { ownerid: 3, username: 'umbrella', avatarUrl: 'https://avatars.example.com/umbrella' },
        ]),
      },
    }),
  );
}

/** The test providers with the notices shown, as the shell shows them. */
function withNotices() {
  const Providers = createTestProviders();
  return function WithNotices({ children }: { children: ReactNode }) {
    return (
      <Providers>
        <Notifications />
        {children}
      </Providers>
    );
  };
}

const renderAccount = (url = '/account/gh/acme') =>
  renderRoute(<AccountMfeRoutes section="account" />, {
    path: '/account/:provider/:owner/*',
    url,
    wrapper: withNotices(),
  });

/** The organisation's admins and members as the server would keep them, with PATCH changing them. */
function mockMembers(
  initial = [orgUserFixture({ username: 'jane', name: 'Jane Doe', ownerid: 1, isAdmin: true })],
) {
  const members = [
    ...initial,
    orgUserFixture({ username: 'grace', name: 'Grace Hopper', ownerid: 5 }),
    orgUserFixture({ username: 'linus', name: 'Linus Pauling', ownerid: 6 }),
  ];
  const patches: unknown[] = [];
  const searches: string[] = [];
  server.use(
    orgUsersHandler((query) => {
      const isAdmin = query.get('is_admin');
      const search = (query.get('search') ?? '').toLowerCase();
      if (isAdmin === 'false') searches.push(search);
      const results = members.filter(
        (member) =>
          (isAdmin === null || String(member.isAdmin) === isAdmin) &&
          (member.username.includes(search) || (member.name ?? '').toLowerCase().includes(search)),
      );
      return restPageFixture(results);
    }),
    http.patch('*/internal/gh/acme/users/:user/', async ({ request, params }) => {
      const body = (await request.json()) as { is_admin?: boolean };
      patches.push({ user: params.user, ...body });
      const member = members.find((candidate) => candidate.username === params.user)!;
      if (member.username === 'linus' && body.is_admin === false)
        return HttpResponse.json(
          {
            detail:
              'linus is an admin of acme on GitHub, and admins there are admins here: change their role on GitHub.',
          },
          { status: 400 },
        );
      if (body.is_admin !== undefined) member.isAdmin = body.is_admin;
      return HttpResponse.json({ ...member, is_admin: member.isAdmin, last_pull_timestamp: null });
    }),
  );
  return { members, patches, searches };
}

const adminsTable = () => screen.findByRole('table', { name: ADMIN_TEXTS.adminsCaption });

describe('organisation admin page', () => {
  it('shows the organisation details: avatar, username, provider, plan and its page on the git host', async () => {
    mockAccount();
    mockMembers();
    renderAccount();
    const details = await screen.findByRole('region', { name: 'acme' });
    expect(within(details).getByRole('heading', { name: 'acme' })).toBeInTheDocument();
    expect(details).toHaveTextContent('Provider: GitHub');
    await waitFor(() => expect(details).toHaveTextContent('Plan: Pro'));
    expect(within(details).getByRole('link', { name: 'View acme on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/acme',
    );
    expect(screen.getByRole('heading', { name: 'Manage admins' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_TEXTS.adminPowers)).toBeInTheDocument();
  });

  it('lists the admins with Username and Email, and says that host admins are admins when none were added', async () => {
    mockAccount();
    mockMembers();
    renderAccount();
    const table = await adminsTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Username', 'Email', 'Actions']);
    expect(await within(table).findByRole('cell', { name: 'jane' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'jane@example.com' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Revoke jane' })).toHaveTextContent('Revoke');

    mockMembers([]);
    renderAccount();
    expect(
      await screen.findByText(
        'No admins have been added here. Admins of the organization on GitHub are admins here automatically.',
      ),
    ).toBeInTheDocument();
  });

  it('adds an administrator found by a debounced search, then revokes them', async () => {
    const user = userEvent.setup();
    mockAccount();
    const { patches, searches } = mockMembers();
    renderAccount();
    await within(await adminsTable()).findByRole('cell', { name: 'jane' });

    await user.click(screen.getByRole('button', { name: /^Search to add administrator/ }));
    await user.type(await screen.findByPlaceholderText('Search for members'), 'hop');
    await waitFor(() => expect(searches).toContain('hop'), { timeout: 2000 });
    // One search after the typing stopped, not one per key.
    expect(searches.filter((search) => search.startsWith('h'))).toEqual(['hop']);
    await waitFor(() => expect(screen.queryByRole('option', { name: /linus/ })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper (grace)' }));

    expect(await screen.findByText('grace is now an admin')).toBeInTheDocument();
    const table = await adminsTable();
    expect(await within(table).findByRole('cell', { name: 'grace' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Revoke grace' }));
    expect(await screen.findByText('grace is no longer an admin')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('cell', { name: 'grace' })).not.toBeInTheDocument());
    expect(patches).toEqual([
      { user: 'grace', is_admin: true },
      { user: 'grace', is_admin: false },
    ]);
  });

  it("shows the server's reason when a revoke is refused", async () => {
    const user = userEvent.setup();
    mockAccount();
    mockMembers([orgUserFixture({ username: 'linus', ownerid: 6, isAdmin: true })]);
    renderAccount();
    await user.click(await within(await adminsTable()).findByRole('button', { name: 'Revoke linus' }));
    expect(
      await screen.findByText(
        'linus is an admin of acme on GitHub, and admins there are admins here: change their role on GitHub.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the admins cannot be loaded, and tries again', async () => {
    mockAccount();
    server.use(restHandler('get', '/gh/acme/users/', { detail: 'Server error' }, { status: 500 }));
    renderAccount();
    expect(
      await screen.findByText('The admins could not be loaded', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    mockMembers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await adminsTable()).findByRole('cell', { name: 'jane' })).toBeInTheDocument();
  });

  it('has a deletion card that sends to support, and no self-serve delete', async () => {
    mockAccount();
    mockMembers();
    renderAccount();
    const card = await screen.findByRole('region', { name: 'Delete organization' });
    expect(within(card).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('default organization', () => {
  it('shows the current default and changes it, with a success notice', async () => {
    const user = userEvent.setup();
    mockAccount();
    mockMembers();
    let sent: unknown = null;
    server.use(
      graphqlMutationHandler('UpdateDefaultOrganization', ({ variables }) => {
        sent = variables;
        return { updateDefaultOrganization: { username: 'umbrella', error: null } };
      }),
    );
    renderAccount();
    const setting = await screen.findByRole('region', { name: 'Default organization' });
    // The choice shows with its avatar: "Default organization, avatar of acme, acme".
    const trigger = await within(setting).findByRole('button', { name: /^Default organization .*acme$/ });
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: /umbrella$/ }));
    expect(await screen.findByText('Your default organization is now umbrella')).toBeInTheDocument();
    expect(sent).toEqual({ input: { username: 'umbrella' } });
  });

  it('shows the error the server returns', async () => {
    const user = userEvent.setup();
    mockAccount();
    mockMembers();
    server.use(
      graphqlMutationHandler('UpdateDefaultOrganization', {
        updateDefaultOrganization: {
          username: null,
          error: {
            __typename: 'ValidationError',
            message: 'Organization does not belong to the current user',
          },
        },
      }),
    );
    renderAccount();
    await user.click(await screen.findByRole('button', { name: /^Default organization .*acme$/ }));
    await user.click(await screen.findByRole('option', { name: /umbrella$/ }));
    expect(await screen.findByText('Organization does not belong to the current user')).toBeInTheDocument();
  });
});

describe('personal account (hosted)', () => {
  it('edits the name and email with clear errors and saves them', async () => {
    const user = userEvent.setup();
    mockAccount({ owner: 'jane', defaultOrg: null });
    let sent: unknown = null;
    server.use(
      graphqlMutationHandler('UpdateProfile', ({ variables }) => {
        sent = variables;
        return {
          updateProfile: {
            me: { email: 'jane@acme.test', user: { name: 'Jane Q. Doe', username: 'jane', avatarUrl: 'x' } },
            error: null,
          },
        };
      }),
    );
    renderAccount('/account/gh/jane');
    const details = await screen.findByRole('region', { name: 'Details' });
    const name = within(details).getByRole('textbox', { name: /^Name/ });
    const email = within(details).getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(name).toHaveValue('Jane Doe'));
    expect(email).toHaveValue('jane@example.com');
    const save = within(details).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    await user.clear(name);
    expect(await within(details).findByText('Name is required')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'not-an-email');
    expect(await within(details).findByText('Invalid email')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.type(name, 'Jane Q. Doe');
    await user.clear(email);
    await user.type(email, 'jane@acme.test');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Your details have been saved')).toBeInTheDocument();
    expect(sent).toEqual({ input: { name: 'Jane Q. Doe', email: 'jane@acme.test' } });
    expect(screen.getByRole('region', { name: 'Default organization' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delete account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manage admins' })).not.toBeInTheDocument();
  });

  it("shows the server's validation error", async () => {
    const user = userEvent.setup();
    mockAccount({ owner: 'jane' });
    server.use(
      graphqlMutationHandler('UpdateProfile', {
        updateProfile: {
          me: null,
          error: { __typename: 'ValidationError', message: 'enter a valid email address' },
        },
      }),
    );
    renderAccount('/account/gh/jane');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Jane Doe'));
    await user.type(name, 'x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const details = screen.getByRole('region', { name: 'Details' });
    expect(await within(details).findByRole('alert')).toHaveTextContent('enter a valid email address');
  });
});
