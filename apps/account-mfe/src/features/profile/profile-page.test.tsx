import type { ReactNode } from 'react';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  currentUserFixture,
  graphqlErrorHandler,
  graphqlHandler,
  graphqlMutationHandler,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import { ProfilePage } from './profile-page';

const server = setupApiMocks();

const grace = (overrides: { activated?: boolean; isAdmin?: boolean } = {}) => ({
  activated: false,
  email: 'grace@example.com',
  isAdmin: false,
  name: 'Grace Hopper',
  ownerid: 4,
  username: 'grace',
  ...overrides,
});

function mockProfile({
  current = grace(),
  seats = { seatsUsed: 3, seatsLimit: 10 },
}: { current?: ReturnType<typeof grace>; seats?: { seatsUsed: number; seatsLimit: number } } = {}) {
  const me = currentUserFixture();
  server.use(
    graphqlHandler('CurrentUser', {
      me: {
        ...me,
        email: 'grace@example.com',
        user: { ...me.user, username: 'grace', name: 'Grace Hopper' },
      },
    }),
    restHandler('get', '/users/current', current),
    graphqlHandler('Seats', { config: seats }),
  );
}

afterEach(() => notifications.clean());

/** The test providers with the notices shown, as the shell shows them. */
function withNotices() {
  const Providers = createTestProviders({ configEnv: { IS_SELF_HOSTED: true, ENV: 'enterprise' } });
  return function WithNotices({ children }: { children: ReactNode }) {
    return (
      <Providers>
        <Notifications />
        {children}
      </Providers>
    );
  };
}

const renderProfile = () =>
  renderRoute(<ProfilePage />, {
    path: '/account/:provider/:owner',
    url: '/account/gh/grace',
    wrapper: withNotices(),
  });

test('edits the name and e-mail with updateProfile', async () => {
  mockProfile();
  let input: unknown;
  server.use(
    graphqlMutationHandler('UpdateProfile', ({ variables }) => {
      input = variables['input'];
      return { updateProfile: { me: null, error: null } };
    }),
  );
  const user = userEvent.setup();
  renderProfile();
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(name).toHaveValue('Grace Hopper'));
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.com');
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await user.clear(name);
  await user.type(name, 'Grace B. Hopper');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(input).toEqual({ name: 'Grace B. Hopper', email: 'grace@example.com' }));
  // The same details form as the hosted admin page.
  expect(await screen.findByText('Your details have been saved')).toBeInTheDocument();
});

test('a person without a seat activates themselves; the seats are asked again', async () => {
  let activated = false;
  let seatsAsked = 0;
  mockProfile();
  server.use(
    http.get('*/internal/users/current', () => HttpResponse.json({ ...grace(), is_admin: false, activated })),
    graphqlHandler('Seats', () => {
      seatsAsked += 1;
      return { config: { seatsUsed: activated ? 4 : 3, seatsLimit: 10 } };
    }),
    http.patch('*/internal/users/current', async ({ request }) => {
      activated = ((await request.json()) as { activated: boolean }).activated;
      return HttpResponse.json({ ...grace(), is_admin: false, activated });
    }),
  );
  const user = userEvent.setup();
  renderProfile();
  expect(await screen.findByText('You are currently not activated')).toBeInTheDocument();
  await waitFor(() => expect(seatsAsked).toBe(1));
  await user.click(screen.getByRole('switch', { name: 'Non-Active' }));
  expect(await screen.findByText('You are currently activated')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Activated' })).toBeChecked();
  expect(seatsAsked).toBeGreaterThanOrEqual(2);
  expect(screen.queryByTestId('profile-admin-note')).not.toBeInTheDocument();
});

test('with no seat left the toggle is off and says why', async () => {
  mockProfile({ seats: { seatsUsed: 10, seatsLimit: 10 } });
  renderProfile();
  expect(
    await screen.findByText('You are currently unable to activate because there are no seats left'),
  ).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Non-Active' })).toBeDisabled();
});

test('an install admin gets a link to the admin users page', async () => {
  mockProfile({ current: grace({ activated: true, isAdmin: true }) });
  renderProfile();
  expect(await screen.findByRole('link', { name: 'admin users page' })).toHaveAttribute(
    'href',
    '/admin/gh/users',
  );
});

test('a refused activation is a 10 s notice', async () => {
  mockProfile();
  server.use(restHandler('patch', '/users/current', { detail: 'No seats remaining.' }, { status: 403 }));
  const failure = jest.spyOn(notifications, 'show');
  const user = userEvent.setup();
  renderProfile();
  await user.click(await screen.findByRole('switch', { name: 'Non-Active' }));
  await waitFor(() =>
    expect(failure).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Your activation could not be changed. Please try again.',
        autoClose: 10000,
        'data-notification-type': 'error',
      }),
    ),
  );
});

test('a failed account read says so instead of loading forever or leaving the card out', async () => {
  mockProfile();
  server.use(
    graphqlErrorHandler('CurrentUser', { status: 500 }),
    restHandler('get', '/users/current', { detail: 'No account for this provider' }, { status: 404 }),
  );
  renderProfile();
  expect(await screen.findByText('Server error')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your activation could not be loaded. Please try again later.',
  );
  expect(screen.queryByText('Loading profile')).not.toBeInTheDocument();
});
