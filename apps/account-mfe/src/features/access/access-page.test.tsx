import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import {
  loginSessionFixture,
  mySessionsAnswer,
  myTokensAnswer,
  userTokenFixture,
} from '@canopy/account-data-access/testing';
import {
  graphqlErrorHandler,
  graphqlHandler,
  graphqlMutationHandler,
  internalUserFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import { AccessPage } from './access-page';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

const FULL_TOKEN = 'canopy_api_Zm9yIHRlc3RzIG9ubHkgLSBub3QgYSByZWFsIHRva2Vu';
const laptop = loginSessionFixture({ sessionid: 12, ip: '198.51.100.4', current: true });
const phone = loginSessionFixture({
  sessionid: 9,
  ip: '203.0.113.9',
  useragent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
});

/** The server's lists as the mutations change them. */
function mockServer({
  tokens = [userTokenFixture({ id: '41', name: 'deploy', lastFour: 'f00d', lastseen: null })],
  sessions = [laptop, phone],
} = {}) {
  const state = { tokens: [...tokens], sessions: [...sessions] };
  const inputs: Record<string, unknown[]> = { create: [], revoke: [], end: [] };
  server.use(
    graphqlHandler('MyTokens', () => myTokensAnswer(state.tokens)),
    graphqlHandler('MySessions', () => mySessionsAnswer(state.sessions)),
    graphqlMutationHandler('CreateUserToken', ({ variables }) => {
      const input = variables.input as { name: string };
      inputs.create!.push(input);
      const token = userTokenFixture({ id: '42', name: input.name, lastFour: FULL_TOKEN.slice(-4) });
      state.tokens = [token, ...state.tokens];
      return { createUserToken: { fullToken: FULL_TOKEN, token, error: null } };
    }),
    graphqlMutationHandler('RevokeUserToken', ({ variables }) => {
      const { tokenid } = variables.input as { tokenid: string };
      inputs.revoke!.push(tokenid);
      state.tokens = state.tokens.filter((token) => token.id !== tokenid);
      return { revokeUserToken: { error: null } };
    }),
    graphqlMutationHandler('DeleteSession', ({ variables }) => {
      const { sessionid } = variables.input as { sessionid: number };
      inputs.end!.push(sessionid);
      state.sessions = state.sessions.filter((session) => session.sessionid !== sessionid);
      return { deleteSession: { error: null } };
    }),
  );
  return inputs;
}

function renderAccess(navigate: (href: string) => void = jest.fn()) {
  return renderRoute(<AccessPage provider="gh" navigate={navigate} />, {
    path: '/account/:provider/:owner/access',
    url: '/account/gh/jane/access',
    wrapper: createTestProviders(),
  });
}

const tokensSection = () => screen.getByRole('region', { name: 'API Tokens' });
const sessionsSection = () => screen.getByRole('region', { name: 'Login Sessions' });
const rowsOf = (section: HTMLElement) => within(section).getAllByRole('row').slice(1);

let shown: jest.SpyInstance;
beforeEach(() => {
  shown = jest.spyOn(notifications, 'show');
});
afterEach(() => {
  shown.mockRestore();
  act(() => notifications.clean());
});
const noticeTexts = () => shown.mock.calls.map(([notice]) => String(notice.message));

test('explains API tokens and lists them masked, with their last use, and the sessions with this device marked', async () => {
  mockServer({
    tokens: [
      userTokenFixture({ id: '41', name: 'deploy', lastFour: 'f00d', lastseen: null }),
      userTokenFixture({ id: '40', name: 'nightly', lastFour: 'beef', lastseen: '2026-06-01T12:00:00.000Z' }),
    ],
  });
  renderAccess();
  expect(await within(tokensSection()).findByText('deploy')).toBeInTheDocument();
  expect(tokensSection()).toHaveTextContent('Authorization: bearer <token>');
  expect(
    within(tokensSection())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Name', 'Token', 'Created', 'Last used', 'Revoke']);
  const [deploy, nightly] = rowsOf(tokensSection());
  expect(deploy).toHaveTextContent('xxxx…f00d');
  expect(deploy).toHaveTextContent('Never');
  expect(nightly).toHaveTextContent('xxxx…beef');
  expect(nightly).not.toHaveTextContent('Never');
  // Spec §9's date format.
  expect(nightly).toHaveTextContent('June 1st, 2026');

  expect(await within(sessionsSection()).findByText('198.51.100.4')).toBeInTheDocument();
  expect(
    within(sessionsSection())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['IP', 'Last seen', 'User agent', 'Revoke']);
  const [current, other] = rowsOf(sessionsSection());
  expect(current).toHaveTextContent('This device');
  expect(current).toHaveTextContent('Chrome 126 on Linux');
  expect(other).not.toHaveTextContent('This device');
  expect(within(other!).getByText('Safari 17 on iOS')).toHaveAttribute('title', phone.useragent);
});

test('says when there are no tokens', async () => {
  mockServer({ tokens: [] });
  renderAccess();
  expect(await within(tokensSection()).findByText('No API tokens')).toBeInTheDocument();
});

test('generates a token: the name is required, the secret is shown once with a copy button', async () => {
  const inputs = mockServer();
  const user = userEvent.setup();
  renderAccess();
  await within(tokensSection()).findByText('deploy');
  await user.click(screen.getByRole('button', { name: 'Generate Token' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate new API access token' });
  const name = within(dialog).getByRole('textbox', { name: /Token Name/ });
  expect(name).toHaveFocus();

  await user.click(within(dialog).getByRole('button', { name: 'Generate Token' }));
  expect(within(dialog).getByText('A token name is required')).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(inputs.create).toEqual([]);

  await user.type(name, 'ci{Enter}');
  const created = await screen.findByRole('dialog', { name: 'API access token' });
  expect(inputs.create).toEqual([{ name: 'ci', tokenType: 'api' }]);
  expect(within(created).getByTestId('new-api-token')).toHaveTextContent(FULL_TOKEN);
  expect(created).toHaveTextContent("Make sure to copy your token now. You won't be able to see it again.");
  await user.click(within(created).getByRole('button', { name: 'Copy token' }));
  expect(await within(created).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(FULL_TOKEN);

  // The list asks again and shows the new token by its last four characters only.
  const rows = await waitFor(() => {
    const found = rowsOf(tokensSection());
    expect(found).toHaveLength(2);
    return found;
  });
  expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('ci');
  expect(rows[0]).toHaveTextContent(`xxxx…${FULL_TOKEN.slice(-4)}`);
  expect(within(tokensSection()).getByRole('table')).not.toHaveTextContent(FULL_TOKEN);

  await user.click(within(created).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Shown once: opening the dialog again asks for a new name.
  await user.click(screen.getByRole('button', { name: 'Generate Token' }));
  const again = await screen.findByRole('dialog', { name: 'Generate new API access token' });
  expect(again).not.toHaveTextContent(FULL_TOKEN);
  expect(within(again).getByRole('textbox', { name: /Token Name/ })).toHaveValue('');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test("shows the server's refusal of a name in the form, and a failed call as a notice", async () => {
  mockServer();
  server.use(
    graphqlMutationHandler('CreateUserToken', {
      createUserToken: {
        fullToken: null,
        token: null,
        error: { __typename: 'ValidationError', message: 'A token name is at most 100 characters' },
      },
    }),
  );
  const user = userEvent.setup();
  renderAccess();
  await user.click(await screen.findByRole('button', { name: 'Generate Token' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate new API access token' });
  await user.type(within(dialog).getByRole('textbox', { name: /Token Name/ }), 'x{Enter}');
  expect(await within(dialog).findByText('A token name is at most 100 characters')).toBeInTheDocument();

  server.use(graphqlErrorHandler('CreateUserToken', { status: 500 }));
  await user.click(within(dialog).getByRole('button', { name: 'Generate Token' }));
  await waitFor(() => expect(shown).toHaveBeenCalled());
  expect(shown.mock.calls[0]![0]).toMatchObject({ color: 'red', autoClose: 10000 });
  expect(screen.getByRole('dialog', { name: 'Generate new API access token' })).toBeInTheDocument();
});

test('revokes a token after confirming; Escape or Cancel leave it', async () => {
  const inputs = mockServer();
  const user = userEvent.setup();
  renderAccess();
  await within(tokensSection()).findByText('deploy');

  await user.click(screen.getByRole('button', { name: 'Revoke token deploy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke API token?' });
  expect(dialog).toHaveTextContent('"deploy" (xxxx…f00d) stops working at once');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(inputs.revoke).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Revoke token deploy' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Revoke API token?' })).getByRole('button', {
      name: 'Revoke token',
    }),
  );
  expect(await within(tokensSection()).findByText('No API tokens')).toBeInTheDocument();
  expect(inputs.revoke).toEqual(['41']);
  expect(noticeTexts()).toEqual(['API token "deploy" revoked']);
});

test("a token that is already gone is the server's message in a notice", async () => {
  mockServer();
  server.use(
    graphqlMutationHandler('RevokeUserToken', {
      revokeUserToken: { error: { __typename: 'NotFoundError', message: 'Token not found' } },
    }),
  );
  const user = userEvent.setup();
  renderAccess();
  await user.click(await screen.findByRole('button', { name: 'Revoke token deploy' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Revoke API token?' })).getByRole('button', {
      name: 'Revoke token',
    }),
  );
  await waitFor(() => expect(noticeTexts()).toEqual(['Token not found']));
  expect(shown.mock.calls[0]![0]).toMatchObject({ color: 'red' });
  expect(within(tokensSection()).getByText('deploy')).toBeInTheDocument();
});

test('revokes another session: its row goes; this one stays', async () => {
  const inputs = mockServer();
  const navigate = jest.fn();
  const user = userEvent.setup();
  renderAccess(navigate);
  await within(sessionsSection()).findByText('203.0.113.9');
  await user.click(screen.getByRole('button', { name: 'Revoke session of Safari 17 on iOS at 203.0.113.9' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke login session?' });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke session' }));
  await waitFor(() => expect(within(sessionsSection()).queryByText('203.0.113.9')).not.toBeInTheDocument());
  expect(rowsOf(sessionsSection())).toHaveLength(1);
  expect(inputs.end).toEqual([9]);
  expect(navigate).not.toHaveBeenCalled();
  expect(noticeTexts()).toEqual(['Login session revoked']);
});

test('revoking this device signs you out to /login', async () => {
  const inputs = mockServer();
  const navigate = jest.fn();
  const user = userEvent.setup();
  renderAccess(navigate);
  await user.click(await screen.findByRole('button', { name: 'Revoke this device' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
  expect(dialog).toHaveTextContent('revoking its session signs you out here');
  await user.click(within(dialog).getByRole('button', { name: 'Revoke and sign out' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  expect(inputs.end).toEqual([12]);
});

test('a session that cannot be revoked is a notice', async () => {
  mockServer();
  server.use(graphqlErrorHandler('DeleteSession', { status: 500 }));
  const user = userEvent.setup();
  renderAccess();
  await user.click(
    await screen.findByRole('button', { name: 'Revoke session of Safari 17 on iOS at 203.0.113.9' }),
  );
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Revoke login session?' })).getByRole('button', {
      name: 'Revoke session',
    }),
  );
  await waitFor(() => expect(shown).toHaveBeenCalled());
  expect(shown.mock.calls[0]![0]).toMatchObject({ color: 'red', autoClose: 10000 });
  expect(within(sessionsSection()).getByText('203.0.113.9')).toBeInTheDocument();
});

test('lists that fail to load say so and can be asked again', async () => {
  mockServer();
  server.use(
    graphqlErrorHandler('MyTokens', { status: 500 }),
    graphqlErrorHandler('MySessions', { status: 500 }),
  );
  const user = userEvent.setup();
  renderAccess();
  expect(await within(tokensSection()).findByRole('alert')).toHaveTextContent(
    'Your API tokens failed to load',
  );
  expect(await within(sessionsSection()).findByRole('alert')).toHaveTextContent(
    'Your login sessions failed to load',
  );
  mockServer();
  await user.click(within(tokensSection()).getByRole('button', { name: 'Try again' }));
  expect(await within(tokensSection()).findByText('deploy')).toBeInTheDocument();
});
