import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrgUser } from '@canopy/api-client';
import {
  freePlan,
  graphqlHandler,
  internalUserFixture,
  ongoingTrial,
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
import type { Plan } from '@canopy/api-client';
import type { AccountDetails } from '@canopy/plan-data-access';
import { accountDetailsFixture } from '@canopy/plan-data-access/testing';
import { GenericErrorBoundary } from '@canopy/ui-kit';
import { mockIntersectionObserver, renderRoute } from '@canopy/ui-kit/testing';
import PlanMfeRoutes from '../../remote-entry';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

const ada = orgUserFixture({ ownerid: 3, username: 'ada', name: 'Ada Lovelace', isAdmin: true });
const grace = orgUserFixture({ ownerid: 4, username: 'grace', name: 'Grace Hopper' });
const margaret = orgUserFixture({ ownerid: 6, username: 'margaret', name: null, activated: false });

interface World {
  people: OrgUser[];
  isAdmin?: boolean;
  plan?: Plan;
  details?: Partial<AccountDetails>;
  pageSize?: number;
  asked?: string[];
}

/** The org's members, plan and account details, answered as the server does from `world`. */
function serve(world: World) {
  const details = () => {
    const fixture = accountDetailsFixture();
    const activated = world.people.filter((person) => person.activated).length;
    return accountDetailsFixture({
      activatedUserCount: activated,
      plan: { ...fixture.plan, marketingName: 'Pro', value: 'users-pr-inappy', quantity: 10 },
      ...world.details,
    });
  };
  server.use(
    graphqlHandler('DetailOwner', () => ({ owner: ownerFixture({ isAdmin: world.isAdmin ?? true }) })),
    graphqlHandler('GetPlanData', () => planDataFixture({ plan: world.plan ?? planFixture() })),
    restHandler('get', '/gh/acme/account-details/', details),
    orgUsersHandler((query) => {
      world.asked?.push(query.toString());
      const activated = query.get('activated');
      const isAdmin = query.get('is_admin');
      const search = query.get('search')?.toLowerCase();
      const results = world.people.filter(
        (person) =>
          (activated === null || String(person.activated) === activated) &&
          (isAdmin === null || String(person.isAdmin) === isAdmin) &&
          (!search ||
            [person.username, person.name, person.email].some((t) => t?.toLowerCase().includes(search))),
      );
      const size = world.pageSize ?? Math.max(results.length, 1);
      const page = Number(query.get('page'));
      return restPageFixture(results.slice((page - 1) * size, page * size), {
        page,
        totalPages: Math.max(Math.ceil(results.length / size), 1),
        count: results.length,
      });
    }),
  );
}

const renderMembers = (url = '/members/gh/acme', withBoundary = false) =>
  renderRoute(
    withBoundary ? (
      <GenericErrorBoundary>
        <PlanMfeRoutes section="members" />
      </GenericErrorBoundary>
    ) : (
      <PlanMfeRoutes section="members" />
    ),
    {
      path: '/members/:provider/:owner/*',
      url,
      wrapper: createTestProviders({ configEnv: { MARKETING_BASE_URL: 'https://www.canopy.test' } }),
    },
  );

const row = (username: string) =>
  screen.getAllByRole('row').find((tr) => tr.getAttribute('data-username') === username) as HTMLElement;
const toggleOf = (username: string) => within(row(username)).getByRole('switch');

test('lists the members with avatar and name or username, type, email and an activation toggle', async () => {
  serve({ people: [ada, grace, margaret] });
  renderMembers();
  expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Username',
    'Type',
    'Email',
    'Activation status',
  ]);
  expect(within(row('margaret')).getByText('Developer')).toBeInTheDocument();
  expect(within(row('margaret')).getByRole('switch', { name: 'Activate margaret' })).not.toBeChecked();
  expect(within(row('ada')).getByText('Admin')).toBeInTheDocument();
  expect(within(row('ada')).getByRole('switch', { name: 'ada activated' })).toBeChecked();
  expect(within(row('grace')).getByText('grace@example.com')).toBeInTheDocument();
  expect(within(row('grace')).getByRole('img', { name: 'avatar of grace' })).toBeInTheDocument();

  expect(await screen.findByTestId('seat-count')).toHaveTextContent(
    '2 activated members of 10 available seats',
  );
  expect(screen.getByTestId('plan-line')).toHaveTextContent('Pro plan.');
  expect(screen.getByRole('link', { name: 'change plan' })).toHaveAttribute('href', '/plan/gh/acme');
  expect(screen.getByTestId('missing-member-note')).toHaveTextContent(
    "Don't see a member? They may not be listed because they haven't logged into Canopy yet.",
  );
  expect(screen.queryByTestId('seat-limit-note')).not.toBeInTheDocument();
});

test('the filters and the search narrow the list and stay in the URL; the search waits for 500 ms', async () => {
  const asked: string[] = [];
  serve({ people: [ada, grace, margaret], asked });
  const user = userEvent.setup();
  const { location } = renderMembers();
  await screen.findByText('Grace Hopper');
  expect(asked).toEqual(['ordering=name&page=1']);

  await user.click(screen.getByRole('button', { name: /Status/ }));
  await user.click(await screen.findByRole('option', { name: 'Inactive users' }));
  await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
  expect(asked.at(-1)).toBe('activated=false&ordering=name&page=1');
  expect(location().search).toBe('?activated=false');

  await user.click(screen.getByRole('button', { name: /Status/ }));
  await user.click(await screen.findByRole('option', { name: 'All users' }));
  await user.click(screen.getByRole('button', { name: /Role/ }));
  await user.click(await screen.findByRole('option', { name: 'Admins' }));
  await waitFor(() => expect(asked.at(-1)).toBe('is_admin=true&ordering=name&page=1'));
  expect(location().search).toBe('?isAdmin=true');
  await user.click(screen.getByRole('button', { name: /Role/ }));
  await user.click(await screen.findByRole('option', { name: 'Everyone' }));

  jest.useFakeTimers();
  try {
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'hopper' } });
    act(() => jest.advanceTimersByTime(499));
    expect(location().search).toBe('');
    act(() => jest.advanceTimersByTime(1));
  } finally {
    jest.useRealTimers();
  }
  await waitFor(() => expect(asked.at(-1)).toBe('search=hopper&ordering=name&page=1'));
  expect(location().search).toBe('?search=hopper');
  await waitFor(() => expect(screen.queryByText('margaret')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: /Email/ }));
  await waitFor(() => expect(asked.at(-1)).toBe('search=hopper&ordering=email&page=1'));
  expect(location().search).toBe('?search=hopper&ordering=email');
});

test('a spinner shows while loading; more pages load on scrolling', async () => {
  serve({ people: [ada, grace, margaret], pageSize: 2 });
  const observer = mockIntersectionObserver();
  try {
    renderMembers();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await screen.findByText('Grace Hopper');
    act(() => observer.setIntersecting(true));
    expect(await screen.findByText('margaret')).toBeInTheDocument();
  } finally {
    observer.restore();
  }
});

test('an empty result says No members found', async () => {
  serve({ people: [] });
  renderMembers('/members/gh/acme?search=nobody');
  expect(await screen.findByText('No members found')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody');
});

test('an admin changes a seat; the seat data and the list are asked again', async () => {
  const world: World = { people: [ada, grace, margaret] };
  serve(world);
  let sent: unknown;
  server.use(
    restHandler('patch', '/gh/acme/users/6/', (request) => {
      void request.json().then((body) => (sent = body));
      world.people = world.people.map((p) => (p.ownerid === 6 ? { ...p, activated: true } : p));
      return { ...margaret, activated: true };
    }),
  );
  const user = userEvent.setup();
  renderMembers();
  await screen.findByText('margaret');
  await waitFor(() => expect(toggleOf('margaret')).toBeEnabled());
  await user.click(toggleOf('margaret'));
  expect(await within(row('margaret')).findByRole('switch', { name: 'margaret activated' })).toBeChecked();
  expect(sent).toEqual({ activated: true });
  await waitFor(() =>
    expect(screen.getByTestId('seat-count')).toHaveTextContent('3 activated members of 10 available seats'),
  );
});

test('when every seat is taken, inactive toggles are off and the seat limit message offers more seats to admins', async () => {
  serve({
    people: [ada, grace, margaret],
    plan: planFixture({ hasSeatsLeft: false }),
    details: { activatedUserCount: 2 },
  });
  renderMembers();
  await screen.findByText('margaret');
  await waitFor(() => expect(toggleOf('grace')).toBeEnabled());
  expect(toggleOf('margaret')).toBeDisabled();
  expect(await screen.findByTestId('seat-limit-note')).toHaveTextContent(
    "Every seat of acme's plan is taken: additional members will not have access. Increase seat count",
  );
  expect(screen.getByRole('link', { name: 'Increase seat count' })).toHaveAttribute(
    'href',
    '/plan/gh/acme/upgrade',
  );
  expect(screen.queryByRole('link', { name: 'Contact sales' })).not.toBeInTheDocument();
});

test('members who are not admins are told to contact sales when every seat is taken', async () => {
  serve({
    people: [ada, grace, margaret],
    isAdmin: false,
    plan: planFixture({ hasSeatsLeft: false }),
    details: { activatedUserCount: 2 },
  });
  renderMembers();
  expect(await screen.findByTestId('seat-limit-note')).toHaveTextContent(
    "Every seat of acme's plan is taken: additional members will not have access. Contact sales to add seats to your plan.",
  );
  expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
    'href',
    'https://www.canopy.test/sales',
  );
  expect(screen.queryByRole('link', { name: 'Increase seat count' })).not.toBeInTheDocument();
});

test('on the free plan at its limit, activating asks to upgrade to Pro', async () => {
  serve({ people: [ada, margaret], plan: freePlan({ hasSeatsLeft: false, planUserCount: 1 }) });
  const user = userEvent.setup();
  const { location } = renderMembers();
  await screen.findByText('margaret');
  await waitFor(() => expect(toggleOf('margaret')).toBeEnabled());
  await user.click(toggleOf('margaret'));
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Pro' });
  expect(dialog).toHaveTextContent('maximum number of free users');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(toggleOf('margaret')).not.toBeChecked();

  await user.click(toggleOf('margaret'));
  await user.click(await screen.findByRole('button', { name: 'Upgrade now' }));
  await waitFor(() => expect(location().pathname).toBe('/plan/gh/acme/upgrade'));
  expect(location().search).toBe('?plan=pro');
});

test('a refused change goes to the error boundary and the seats are asked again', async () => {
  let planAsked = 0;
  serve({ people: [ada, margaret] });
  server.use(
    graphqlHandler('GetPlanData', () => {
      planAsked += 1;
      return planDataFixture();
    }),
    restHandler(
      'patch',
      '/gh/acme/users/6/',
      { detail: 'Cannot activate user -- not enough seats left.' },
      { status: 403 },
    ),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderMembers(undefined, true);
  await screen.findByText('margaret');
  await waitFor(() => expect(toggleOf('margaret')).toBeEnabled());
  const before = planAsked;
  await user.click(toggleOf('margaret'));
  expect(await screen.findByText(/There's been an error/)).toBeInTheDocument();
  await waitFor(() => expect(planAsked).toBeGreaterThan(before));
});

test('members who are not admins see read-only toggles and the auto-activation state', async () => {
  serve({ people: [ada, margaret], isAdmin: false, details: { planAutoActivate: true } });
  renderMembers();
  await screen.findByText('margaret');
  expect(toggleOf('margaret')).toBeDisabled();
  expect(toggleOf('ada')).toBeDisabled();
  const auto = await screen.findByRole('switch', { name: /Auto-activate members/ });
  expect(auto).toBeChecked();
  expect(auto).toBeDisabled();
});

test('an admin turns auto-activation off', async () => {
  let sent: unknown;
  serve({ people: [ada], details: { planAutoActivate: true } });
  server.use(
    restHandler('patch', '/gh/acme/account-details/', (request) => {
      void request.json().then((body) => (sent = body));
      return accountDetailsFixture({ planAutoActivate: false });
    }),
  );
  const user = userEvent.setup();
  renderMembers();
  const auto = await screen.findByRole('switch', { name: /Auto-activate members/ });
  await waitFor(() => expect(auto).toBeChecked());
  await user.click(auto);
  await waitFor(() => expect(sent).toEqual({ plan_auto_activate: false }));
  await waitFor(() =>
    expect(screen.getByRole('switch', { name: /Auto-activate members/ })).not.toBeChecked(),
  );
});

test('trial notes: an ongoing trial offers Pro, an ended one says so', async () => {
  serve({ people: [ada], plan: ongoingTrial(5) });
  const { unmount } = renderMembers();
  expect(await screen.findByTestId('trial-note')).toHaveTextContent(
    'Your org is on a free trial. Upgrade to Pro today.',
  );
  expect(screen.getByRole('link', { name: 'Upgrade to Pro today.' })).toHaveAttribute(
    'href',
    '/plan/gh/acme/upgrade?plan=pro',
  );
  unmount();

  serve({ people: [ada], plan: freePlan({ trialStatus: 'EXPIRED' }) });
  renderMembers();
  expect(await screen.findByTestId('trial-note')).toHaveTextContent('Your org trialed Pro plan');
});

test('the seat line falls back when the account details cannot be read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serve({ people: [ada] });
  server.use(restHandler('get', '/gh/acme/account-details/', { detail: 'Nope' }, { status: 500 }));
  renderMembers();
  expect(
    await screen.findByText('Unable to get seat usage information', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
});
