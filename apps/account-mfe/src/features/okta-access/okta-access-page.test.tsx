import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { graphqlErrorHandler, graphqlHandler, graphqlMutationHandler } from '@canopy/api-client/testing';
import { DEFAULT_SUPPORT_URL, NOTICE_DURATION } from '@canopy/ui-kit';
import { renderWithTheme } from '@canopy/ui-kit/testing';
import { accountHandlers, renderAccount, setupAccountMocks } from '../../testing/render-account';

const server = setupAccountMocks();
const acme = { ownerid: 2, username: 'acme' };
const SAVED = {
  clientId: '0oa1client',
  clientSecret: 'very-secret',
  url: 'https://acme.okta.com',
  enabled: true,
  enforced: false,
};

let show: jest.SpyInstance;
beforeEach(() => {
  show = jest.spyOn(notifications, 'show');
});
afterEach(() => jest.restoreAllMocks());

function mockOkta(config: typeof SAVED | null = SAVED) {
  const state = { config };
  server.use(
    ...accountHandlers({ isAdmin: true, enterprise: true }),
    graphqlHandler('GetOktaConfig', () => ({
      owner: { ...acme, account: { oktaConfig: state.config } },
    })),
  );
  return state;
}

const okta = () => within(screen.getByRole('form', { name: 'Okta Sync' }));

test('an admin fills in Okta Sync, with the secret masked, and saves it', async () => {
  const state = mockOkta(null);
  const inputs: Array<Record<string, unknown>> = [];
  server.use(
    graphqlMutationHandler('SaveOktaConfig', ({ variables }) => {
      const input = variables.input as Record<string, unknown>;
      inputs.push(input);
      state.config = { ...SAVED, ...(input as Partial<typeof SAVED>), enforced: false };
      return { saveOktaConfig: { error: null } };
    }),
  );
  const user = userEvent.setup();
  renderAccount('/account/gh/acme/okta-access');
  expect(await screen.findByRole('heading', { name: 'Step 1: Enable Okta Sync' })).toBeInTheDocument();
  expect(screen.queryByTestId('okta-admins-only')).not.toBeInTheDocument();
  // Enforcing needs Okta Sync on.
  expect(screen.getByRole('switch', { name: 'Enforce Okta Login' })).toBeDisabled();

  await user.click(okta().getByRole('textbox', { name: /Client ID/ }));
  await user.paste('0oa1client');
  const secret = okta().getByLabelText(/Client Secret/);
  expect(secret).toHaveAttribute('type', 'password');
  await user.click(secret);
  await user.paste('very-secret');
  await user.click(okta().getByRole('button', { name: 'Show client secret' }));
  expect(secret).toHaveAttribute('type', 'text');
  const url = okta().getByRole('textbox', { name: /Okta Base URL/ });
  await user.click(url);
  await user.paste('acme.okta.com');
  await user.click(okta().getByRole('switch', { name: 'Okta Sync Enabled' }));
  await user.click(okta().getByRole('button', { name: 'Save' }));
  expect(await okta().findByText('Enter a valid URL, such as https://your-org.okta.com')).toBeInTheDocument();
  expect(inputs).toEqual([]);

  await user.clear(url);
  await user.paste('https://acme.okta.com');
  await user.click(okta().getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Okta configuration saved', autoClose: NOTICE_DURATION }),
    ),
  );
  expect(inputs).toEqual([
    {
      orgUsername: 'acme',
      clientId: '0oa1client',
      clientSecret: 'very-secret',
      url: 'https://acme.okta.com',
      enabled: true,
    },
  ]);
  // The saved settings come back: enforcing is possible now.
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Enforce Okta Login' })).toBeEnabled());
}, 15000);

test('enforcing is saved on its own, after the warning of what it does', async () => {
  const state = mockOkta();
  const inputs: unknown[] = [];
  server.use(
    graphqlMutationHandler('SaveOktaConfig', ({ variables }) => {
      inputs.push(variables.input);
      state.config = { ...SAVED, enforced: true };
      return { saveOktaConfig: { error: null } };
    }),
  );
  const user = userEvent.setup();
  renderAccount('/account/gh/acme/okta-access');
  const secret = await screen.findByLabelText(/Client Secret/);
  expect(secret).toHaveValue('very-secret');
  expect(secret).toHaveAttribute('type', 'password');
  expect(screen.getByTestId('okta-enforcement')).toHaveTextContent(
    'members of acme must sign in with Okta to see its private repositories',
  );
  await user.click(screen.getByRole('switch', { name: 'Enforce Okta Login' }));
  await waitFor(() => expect(inputs).toEqual([{ orgUsername: 'acme', enforced: true }]));
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Enforce Okta Login' })).toBeChecked());
});

test('a refusal is a notice with the reason and a support link; so is a failed request', async () => {
  mockOkta();
  server.use(
    graphqlMutationHandler('SaveOktaConfig', {
      saveOktaConfig: {
        error: {
          __typename: 'ValidationError',
          message: 'Okta access is available on enterprise plans only',
        },
      },
    }),
  );
  const user = userEvent.setup();
  renderAccount('/account/gh/acme/okta-access');
  const clientId = await screen.findByRole('textbox', { name: /Client ID/ });
  await user.type(clientId, '2');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(show).toHaveBeenCalled());
  const data = show.mock.calls.at(-1)![0] as { message: React.ReactElement; autoClose: number };
  expect(data.autoClose).toBe(NOTICE_DURATION);
  const { container } = renderWithTheme(<div data-testid="notice">{data.message}</div>);
  const shown = within(container).getByTestId('notice');
  expect(shown).toHaveTextContent('Okta access is available on enterprise plans only Contact support');
  expect(within(shown).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    DEFAULT_SUPPORT_URL,
  );

  show.mockClear();
  server.use(graphqlErrorHandler('SaveOktaConfig', { status: 500 }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(show).toHaveBeenCalled());
});

test('a member sees that only admins can change it, and the form read-only', async () => {
  server.use(
    ...accountHandlers({ isAdmin: false, enterprise: true }),
    graphqlHandler('GetOktaConfig', { owner: { ...acme, account: { oktaConfig: null } } }),
    graphqlHandler('OktaSignInState', {
      owner: {
        ...acme,
        isUserOktaAuthenticated: false,
        account: { oktaSignIn: { enabled: true, enforced: true } },
      },
    }),
  );
  renderAccount('/account/gh/acme/okta-access');
  expect(await screen.findByTestId('okta-admins-only')).toHaveTextContent(
    'Only admins of acme can change the Okta settings.',
  );
  expect(screen.getByRole('textbox', { name: /Client ID/ })).toHaveAttribute('readonly');
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Okta Sync Enabled' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Enforce Okta Login' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Enforce Okta Login' })).toBeDisabled();
});
