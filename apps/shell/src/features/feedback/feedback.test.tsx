import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendFeedback } from '@canopy/auth';
import { adaUser, hostedConfig, renderApp, setupShellMocks } from '../../testing/render-app';
import { validateFeedback } from './feedback-validation';

jest.mock('@canopy/auth', () => ({
  ...jest.requireActual<typeof import('@canopy/auth')>('@canopy/auth'),
  sendFeedback: jest.fn(),
}));

const server = setupShellMocks();
const send = jest.mocked(sendFeedback);
const withSentry = { ...hostedConfig, SENTRY_DSN: 'https://key@sentry.test/1' };

beforeEach(() => {
  window.localStorage.clear();
  send.mockReset();
  send.mockResolvedValue('event-1');
});

async function openFromHelpMenu() {
  const user = userEvent.setup();
  await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Help' }));
  const item = await screen.findByRole('menuitem', { name: 'Share feedback' });
  expect(item).not.toHaveAttribute('href');
  await user.click(item);
  const dialog = await screen.findByRole('dialog', { name: 'Give Feedback' });
  // The form loads when the widget first opens.
  await waitFor(() => expect(within(dialog).queryByLabelText('Loading the feedback form')).toBeNull());
  return { user, dialog };
}

describe('validateFeedback', () => {
  it('requires an e-mail (spec §5) and a description; the username is optional', () => {
    expect(validateFeedback({ name: '', email: '', message: '' })).toEqual({
      email: 'Email is required',
      message: 'Description is required',
    });
    expect(validateFeedback({ name: '', email: 'ada', message: 'Hi' })).toEqual({ email: 'Invalid email' });
    expect(validateFeedback({ name: '', email: 'ada@example.com', message: ' Hi ' })).toEqual({});
  });
});

describe('feedback widget', () => {
  it('is never injected: nothing shows until it is asked for', async () => {
    renderApp(server, { url: '/gh/canopy', config: withSentry });
    expect(await screen.findByTestId('remote')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give Feedback' })).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("opens from the help menu's Share feedback with the spec's wording, prefilled", async () => {
    renderApp(server, { url: '/gh/canopy', config: withSentry });
    const { dialog } = await openFromHelpMenu();
    const form = within(dialog);
    expect(form.getByRole('heading', { name: 'Give Feedback' })).toBeInTheDocument();
    expect(await form.findByRole('textbox', { name: 'Username' })).toHaveValue('ada');
    expect(form.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
    expect(form.getByRole('textbox', { name: /Email/ })).toBeRequired();
    expect(form.getByRole('textbox', { name: /Description/ })).toHaveAttribute(
      'placeholder',
      'Share your experience and suggest opportunities for improvement.',
    );
    expect(form.getByRole('button', { name: 'Send Feedback' })).toBeInTheDocument();
  });

  it('requires an e-mail before sending', async () => {
    renderApp(server, { url: '/gh/canopy', config: withSentry, user: adaUser({ email: null }) });
    const { user, dialog } = await openFromHelpMenu();
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Lovely');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends to Sentry user feedback through @canopy/auth, thanks the user and closes', async () => {
    renderApp(server, { url: '/gh/canopy', config: withSentry });
    const { user, dialog } = await openFromHelpMenu();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Username' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'ada-l');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'The owner page is great');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual({
      message: 'The owner page is great',
      email: 'ada@example.com',
      name: 'ada-l',
    });
    expect(send.mock.calls[0]![1]).toMatchObject({ SENTRY_DSN: withSentry.SENTRY_DSN });
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so, and keeps what was typed, when sending fails', async () => {
    send.mockRejectedValue(new Error('Unable to send feedback.'));
    renderApp(server, { url: '/gh/canopy', config: withSentry });
    const { user, dialog } = await openFromHelpMenu();
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your feedback could not be sent. Please try again later or contact support.',
    );
    expect(within(dialog).getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      'https://canopy.dev/support',
    );
    expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveValue('Hello');
  });

  it('without SENTRY_DSN, says feedback cannot be sent from this install and offers the support link', async () => {
    renderApp(server, { url: '/gh/canopy', config: hostedConfig });
    const { user, dialog } = await openFromHelpMenu();
    expect(within(dialog).getByText("Feedback can't be sent from this install.")).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Support center' })).toHaveAttribute(
      'href',
      'https://canopy.dev/support',
    );
    expect(within(dialog).queryByRole('button', { name: 'Send Feedback' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(send).not.toHaveBeenCalled();
  });

  it('follows the dark and light colour schemes', async () => {
    renderApp(server, { url: '/gh/canopy', config: withSentry });
    const { user, dialog } = await openFromHelpMenu();
    expect(dialog.closest('[data-color-scheme]')).toHaveAttribute('data-color-scheme', 'light');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Switch to dark mode' }));
    const { dialog: dark } = await openFromHelpMenu();
    expect(dark.closest('[data-color-scheme]')).toHaveAttribute('data-color-scheme', 'dark');
  });

  it("has a 'Give Feedback' button on the terms-agreement screen", async () => {
    const user = userEvent.setup();
    renderApp(server, { url: '/gh/canopy', config: withSentry, user: adaUser({ termsAgreement: null }) });
    await screen.findByRole('heading', { name: 'Welcome to Canopy' });
    await user.click(screen.getByRole('button', { name: 'Give Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give Feedback' });
    expect(await within(dialog).findByRole('textbox', { name: 'Username' })).toHaveValue('ada');
    expect(within(dialog).getByRole('button', { name: 'Send Feedback' })).toBeInTheDocument();
  });
});
