import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import {
  graphqlHandler,
  graphqlMutationHandler,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import {
  selfHostedSettingsFixture,
  selfHostedUserFixture,
  selfHostedUsersHandler,
} from '@canopy/admin-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { GenericErrorBoundary } from '@canopy/ui-kit';
import { mockIntersectionObserver, renderRoute } from '@canopy/ui-kit/testing';
import { AUTO_ACTIVATE_ERROR, SEAT_USAGE_UNAVAILABLE } from './activation-panel';
import { UsersPage } from './users-page';

const server = setupApiMocks();

const ada = selfHostedUserFixture();
const grace = selfHostedUserFixture({
  ownerid: 4,
  username: 'grace',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  isAdmin: false,
});
const margaret = selfHostedUserFixture({
  ownerid: 6,
  username: 'margaret',
  name: null,
  email: 'margaret@example.com',
  isAdmin: false,
  activated: false,
});

function seatsHandlers(
  config: () => { seatsUsed: number | null; seatsLimit: number | null; planAutoActivate?: boolean },
) {
  return [
    graphqlHandler('Seats', () => ({ config: config() })),
    graphqlHandler('SelfHostedSettings', () => selfHostedSettingsFixture(config())),
  ];
}

const renderUsers = (url = '/admin/gh/users') =>
  renderRoute(
    <GenericErrorBoundary>
      <UsersPage />
    </GenericErrorBoundary>,
    {
      path: '/admin/:provider/users',
      url,
      wrapper: createTestProviders({ configEnv: { IS_SELF_HOSTED: true, ENV: 'enterprise' } }),
    },
  );

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

test('lists the members with name or username, type, email and an activation toggle', async () => {
  server.use(
    selfHostedUsersHandler(() => [ada, grace, margaret]),
    ...seatsHandlers(() => ({ seatsUsed: 2, seatsLimit: 10 })),
  );
  renderUsers();
  expect(screen.getByRole('heading', { name: 'Account Members' })).toBeInTheDocument();
  expect(
    screen.getByText('All members under the organization plan and related management'),
  ).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Username',
    'Type',
    'Email',
    'Activation Status',
  ]);
  // No name: the username.
  expect(within(row('margaret')).getByText('Developer')).toBeInTheDocument();
  expect(within(row('margaret')).getByRole('switch', { name: 'Activate margaret' })).not.toBeChecked();
  expect(within(row('Ada Lovelace')).getByText('Admin')).toBeInTheDocument();
  expect(within(row('Ada Lovelace')).getByRole('switch', { name: 'Ada Lovelace activated' })).toBeChecked();
  expect(within(row('Grace Hopper')).getByText('grace@example.com')).toBeInTheDocument();
  expect(await screen.findByTestId('seat-count')).toHaveTextContent('2 / 10 available seats');
});

test('the toggles wait for the seat counts, so a refusal the page could foresee is never sent', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    selfHostedUsersHandler(() => [ada, margaret]),
    graphqlHandler('Seats', { config: { seatsUsed: 2, seatsLimit: 10 } }),
    graphql.query('SelfHostedSettings', async () => {
      await held;
      return HttpResponse.json({ data: selfHostedSettingsFixture({ seatsUsed: 2, seatsLimit: 10 }) });
    }),
  );
  renderUsers();
  await screen.findByRole('cell', { name: 'margaret' });
  expect(within(row('margaret')).getByRole('switch', { name: 'Activate margaret' })).toBeDisabled();
  expect(within(row('Ada Lovelace')).getByRole('switch', { name: 'Ada Lovelace activated' })).toBeDisabled();
  await act(async () => release());
  await waitFor(() =>
    expect(within(row('margaret')).getByRole('switch', { name: 'Activate margaret' })).toBeEnabled(),
  );
  expect(within(row('Ada Lovelace')).getByRole('switch', { name: 'Ada Lovelace activated' })).toBeEnabled();
});

test('the filters and the search narrow the list; the search waits for 500 ms of no typing', async () => {
  const asked: string[] = [];
  server.use(
    selfHostedUsersHandler(() => [ada, grace, margaret], { asked }),
    ...seatsHandlers(() => ({ seatsUsed: 2, seatsLimit: 10 })),
  );
  const user = userEvent.setup();
  const { location } = renderUsers();
  await screen.findByRole('cell', { name: 'Grace Hopper' });
  expect(asked).toEqual(['?page=1']);

  await user.click(screen.getByRole('button', { name: /Status/ }));
  await user.click(await screen.findByRole('option', { name: 'Non-Active' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Grace Hopper' })).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'margaret' })).toBeInTheDocument();
  expect(asked.at(-1)).toBe('?activated=false&page=1');
  expect(location().search).toBe('?activated=false');

  await user.click(screen.getByRole('button', { name: /Status/ }));
  await user.click(await screen.findByRole('option', { name: 'All Users' }));
  await user.click(screen.getByRole('button', { name: /Role/ }));
  await user.click(await screen.findByRole('option', { name: 'Admins' }));
  await waitFor(() => expect(asked.at(-1)).toBe('?is_admin=true&page=1'));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'margaret' })).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: /Role/ }));
  await user.click(await screen.findByRole('option', { name: 'Developers' }));
  await waitFor(() => expect(asked.at(-1)).toBe('?is_admin=false&page=1'));

  jest.useFakeTimers();
  try {
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'hopper' } });
    act(() => jest.advanceTimersByTime(499));
    expect(asked.at(-1)).toBe('?is_admin=false&page=1');
    act(() => jest.advanceTimersByTime(1));
  } finally {
    jest.useRealTimers();
  }
  await waitFor(() => expect(asked.at(-1)).toBe('?is_admin=false&search=hopper&page=1'));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'margaret' })).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
});

test('an empty result says No members found', async () => {
  server.use(
    selfHostedUsersHandler(() => []),
    ...seatsHandlers(() => ({ seatsUsed: 0, seatsLimit: 10 })),
  );
  renderUsers('/admin/gh/users?search=nobody');
  expect(await screen.findByText('No members found')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody');
});

test('shows a spinner while loading, and loads the next page from the next link', async () => {
  server.use(
    selfHostedUsersHandler(() => [ada, grace, margaret], { pageSize: 2 }),
    ...seatsHandlers(() => ({ seatsUsed: 2, seatsLimit: 10 })),
  );
  const observer = mockIntersectionObserver();
  try {
    renderUsers();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Grace Hopper' });
    act(() => observer.setIntersecting(true));
    expect(await screen.findByRole('cell', { name: 'margaret' })).toBeInTheDocument();
  } finally {
    observer.restore();
  }
});

test('a change asks again for the seats and the list; a non-active toggle is off while seats are full', async () => {
  let people = [ada, grace, margaret];
  let seatsUsed = 2;
  server.use(
    selfHostedUsersHandler(() => people),
    ...seatsHandlers(() => ({ seatsUsed, seatsLimit: 2 })),
    http.patch('*/internal/users/4', async ({ request }) => {
      const { activated } = (await request.json()) as { activated: boolean };
      people = people.map((user) => (user.ownerid === 4 ? { ...user, activated } : user));
      seatsUsed = activated ? 2 : 1;
      return HttpResponse.json({ ...grace, is_admin: false, isAdmin: undefined, activated });
    }),
  );
  const user = userEvent.setup();
  renderUsers();
  await screen.findByRole('cell', { name: 'Grace Hopper' });
  await waitFor(() => expect(within(row('margaret')).getByRole('switch')).toBeDisabled());
  expect(screen.getByTestId('seat-count')).toHaveTextContent('2 / 2 available seats');
  expect(screen.getByTestId('seat-limit-note')).toHaveTextContent(
    'additional members will not have access. Contact sales to add seats to your license.',
  );

  await user.click(within(row('Grace Hopper')).getByRole('switch', { name: 'Grace Hopper activated' }));
  expect(
    await within(row('Grace Hopper')).findByRole('switch', { name: 'Activate Grace Hopper' }),
  ).not.toBeChecked();
  await waitFor(() => expect(screen.getByTestId('seat-count')).toHaveTextContent('1 / 2 available seats'));
  expect(within(row('margaret')).getByRole('switch')).toBeEnabled();
  expect(screen.queryByTestId('seat-limit-note')).not.toBeInTheDocument();
});

test('a failed change goes to the error boundary', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    selfHostedUsersHandler(() => [ada, grace]),
    ...seatsHandlers(() => ({ seatsUsed: 2, seatsLimit: 10 })),
    restHandler('patch', '/users/4', { detail: 'No seats remaining.' }, { status: 403 }),
  );
  const user = userEvent.setup();
  renderUsers();
  await screen.findByRole('cell', { name: 'Grace Hopper' });
  await user.click(within(row('Grace Hopper')).getByRole('switch', { name: 'Grace Hopper activated' }));
  expect(await screen.findByText(/There's been an error/)).toBeInTheDocument();
});

test('the seat line falls back when the seats cannot be read', async () => {
  server.use(
    selfHostedUsersHandler(() => [ada]),
    ...seatsHandlers(() => ({ seatsUsed: null, seatsLimit: null })),
  );
  renderUsers();
  expect(await screen.findByText(SEAT_USAGE_UNAVAILABLE)).toBeInTheDocument();
});

test('the auto-activate toggle saves the setting and reads it again; a refusal is a 10 s notice', async () => {
  let planAutoActivate = true;
  let sent: unknown;
  server.use(
    selfHostedUsersHandler(() => [ada]),
    ...seatsHandlers(() => ({ seatsUsed: 1, seatsLimit: 10, planAutoActivate })),
    graphqlMutationHandler('UpdateSelfHostedSettings', ({ variables }) => {
      sent = variables['input'];
      planAutoActivate = (variables['input'] as { shouldAutoActivate: boolean }).shouldAutoActivate;
      return { updateSelfHostedSettings: { error: null } };
    }),
  );
  const user = userEvent.setup();
  renderUsers();
  const toggle = await screen.findByRole('switch', { name: /Auto-activate members/ });
  await waitFor(() => expect(toggle).toBeChecked());
  await user.click(toggle);
  expect(sent).toEqual({ shouldAutoActivate: false });
  await waitFor(() =>
    expect(screen.getByRole('switch', { name: /Auto-activate members/ })).not.toBeChecked(),
  );

  const failure = jest.spyOn(notifications, 'show');
  server.use(
    graphqlMutationHandler('UpdateSelfHostedSettings', {
      updateSelfHostedSettings: { error: { __typename: 'ValidationError', message: 'No' } },
    }),
  );
  await user.click(screen.getByRole('switch', { name: /Auto-activate members/ }));
  await waitFor(() =>
    expect(failure).toHaveBeenCalledWith(
      expect.objectContaining({
        message: AUTO_ACTIVATE_ERROR,
        autoClose: 10000,
        'data-notification-type': 'error',
      }),
    ),
  );
  expect(AUTO_ACTIVATE_ERROR).toBe("Error updating org auto activation. Contact us and we'll help you out.");
});
