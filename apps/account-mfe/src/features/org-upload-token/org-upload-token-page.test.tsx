import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { graphqlErrorHandler, graphqlHandler, graphqlMutationHandler } from '@canopy/api-client/testing';
import {
  regenerateOrgUploadTokenAnswer,
  setUploadTokenRequiredAnswer,
} from '@canopy/account-data-access/testing';
import { dismissBanner, isBannerDismissed, NOTICE_DURATION, UPLOAD_TOKEN_BANNER_KEYS } from '@canopy/ui-kit';
import { accountHandlers, renderAccount, setupAccountMocks } from '../../testing/render-account';

const server = setupAccountMocks();
const TOKEN = '4d1c2b9e-0000-4bbb-8ccc-1234567890ab';

let show: jest.SpyInstance;
beforeEach(() => {
  show = jest.spyOn(notifications, 'show');
  window.localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

/** The owner's token settings; each read answers the current state, so a refetch sees a change. */
function mockTokenSettings(initial: { token?: string | null; required?: boolean } = {}) {
  const state = {
    token: initial.token === undefined ? TOKEN : initial.token,
    required: initial.required ?? false,
  };
  server.use(
    ...accountHandlers({ isAdmin: true }),
    graphqlHandler('GetUploadTokenRequired', () => ({
      owner: {
        ownerid: 2,
        username: 'acme',
        isAdmin: true,
        orgUploadToken: state.token,
        uploadTokenRequired: state.required,
      },
    })),
  );
  return state;
}

const notice = (text: string, type: 'success' | 'error') =>
  expect.objectContaining({ message: text, autoClose: NOTICE_DURATION, 'data-notification-type': type });

test('notices last 10 s', () => {
  expect(NOTICE_DURATION).toBe(10000);
});

describe('token authentication', () => {
  test('Required asks first; on success the notice shows and the banner dismissals are cleared', async () => {
    const state = mockTokenSettings();
    const inputs: unknown[] = [];
    server.use(
      graphqlMutationHandler('SetUploadTokenRequired', ({ variables }) => {
        inputs.push(variables.input);
        state.required = (variables.input as { uploadTokenRequired: boolean }).uploadTokenRequired;
        return setUploadTokenRequiredAnswer();
      }),
    );
    for (const key of UPLOAD_TOKEN_BANNER_KEYS) dismissBanner(key);
    dismissBanner('pro-feedback-banner');
    const user = userEvent.setup();
    renderAccount('/account/gh/acme/org-upload-token');

    const group = within(await screen.findByRole('region', { name: 'Token authentication' }));
    expect(group.getByRole('radio', { name: /Not required/ })).toBeChecked();
    await user.click(group.getByRole('radio', { name: /^Required/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Require token for uploads' });
    expect(dialog).toHaveTextContent('without a token will be rejected');
    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inputs).toEqual([]);
    expect(group.getByRole('radio', { name: /Not required/ })).toBeChecked();

    await user.click(group.getByRole('radio', { name: /^Required/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Require token for uploads' })).getByRole('button', {
        name: 'Require token',
      }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(notice('Upload token requirement updated successfully', 'success')),
    );
    expect(inputs).toEqual([{ orgUsername: 'acme', uploadTokenRequired: true }]);
    for (const key of UPLOAD_TOKEN_BANNER_KEYS) expect(isBannerDismissed(key)).toBe(false);
    expect(isBannerDismissed('pro-feedback-banner')).toBe(true);
    // GetUploadTokenRequired is asked again and says Required.
    await waitFor(() => expect(group.getByRole('radio', { name: /^Required/ })).toBeChecked());

    // Back to Not required: no confirmation.
    await user.click(group.getByRole('radio', { name: /Not required/ }));
    await waitFor(() => expect(inputs).toHaveLength(2));
    expect(inputs[1]).toEqual({ orgUsername: 'acme', uploadTokenRequired: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 20000);

  test('a refusal shows its message, or the fallback; dismissals stay', async () => {
    mockTokenSettings({ required: true });
    server.use(
      graphqlMutationHandler(
        'SetUploadTokenRequired',
        setUploadTokenRequiredAnswer({
          __typename: 'UnauthorizedError',
          message: 'Only admins of the organization can do this',
        }),
      ),
    );
    dismissBanner(UPLOAD_TOKEN_BANNER_KEYS[0]);
    const user = userEvent.setup();
    renderAccount('/account/gh/acme/org-upload-token');
    await user.click(await screen.findByRole('radio', { name: /Not required/ }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(notice('Only admins of the organization can do this', 'error')),
    );
    expect(isBannerDismissed(UPLOAD_TOKEN_BANNER_KEYS[0])).toBe(true);
    // The saved choice is shown again.
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Required/ })).toBeChecked());

    server.use(
      graphqlMutationHandler(
        'SetUploadTokenRequired',
        setUploadTokenRequiredAnswer({ __typename: 'ValidationError', message: '' }),
      ),
    );
    await user.click(screen.getByRole('radio', { name: /Not required/ }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(notice('Failed to set upload token requirement', 'error')),
    );
  });

  test('a transport error has its own text', async () => {
    mockTokenSettings({ required: true });
    server.use(graphqlErrorHandler('SetUploadTokenRequired', { status: 500 }));
    const user = userEvent.setup();
    renderAccount('/account/gh/acme/org-upload-token');
    await user.click(await screen.findByRole('radio', { name: /Not required/ }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        notice('An error occurred while updating upload token requirement', 'error'),
      ),
    );
  });
});

describe('global token', () => {
  test('shown masked as CODECOV_TOKEN, shown on demand, copied, and regenerated after confirmation', async () => {
    const state = mockTokenSettings();
    const NEXT = 'ffffffff-1111-4222-8333-444444444444';
    const inputs: unknown[] = [];
    server.use(
      graphqlMutationHandler('RegenerateOrgUploadToken', ({ variables }) => {
        inputs.push(variables.input);
        state.token = NEXT;
        return regenerateOrgUploadTokenAnswer(NEXT);
      }),
    );
    const user = userEvent.setup();
    renderAccount('/account/gh/acme/org-upload-token');
    const token = await screen.findByTestId('upload-token');
    expect(token).toHaveTextContent(`CODECOV_TOKEN=${'x'.repeat(TOKEN.length)}`);
    expect(screen.getByText('Keep this token secret')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show global upload token' }));
    expect(token).toHaveTextContent(`CODECOV_TOKEN=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Copy global upload token' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(await navigator.clipboard.readText()).toBe(`CODECOV_TOKEN=${TOKEN}`);

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate the global upload token?' });
    expect(dialog).toHaveTextContent('you will need to update every repo using it');
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate token' }));
    await waitFor(() =>
      expect(screen.getByTestId('upload-token')).toHaveTextContent(`CODECOV_TOKEN=${NEXT}`),
    );
    expect(inputs).toEqual([{ owner: 'acme' }]);
    expect(show).toHaveBeenCalledWith(notice('Global upload token regenerated', 'success'));
  });

  test('without a token: an explanation and Generate', async () => {
    const state = mockTokenSettings({ token: null });
    server.use(
      graphqlMutationHandler('RegenerateOrgUploadToken', () => {
        state.token = TOKEN;
        return regenerateOrgUploadTokenAnswer(TOKEN);
      }),
    );
    const user = userEvent.setup();
    renderAccount('/account/gh/acme/org-upload-token');
    expect(await screen.findByText(/acme has no global upload token yet/)).toBeInTheDocument();
    expect(screen.queryByTestId('upload-token')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByTestId('upload-token')).toHaveAttribute('data-masked', 'true');
  });
});
