import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  graphqlErrorHandler,
  graphqlMutationHandler,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import {
  adaUser,
  hostedConfig,
  renderApp,
  selfHostedConfig,
  setupShellMocks,
} from '../../testing/render-app';
import { ONBOARDING_CONTAINER_KEY } from '../header/onboarding-visibility';
import { validateTerms } from './terms-validation';

const server = setupShellMocks();

beforeEach(() => window.localStorage.clear());
const newUser = () => adaUser({ termsAgreement: null, name: 'Ada Lovelace', email: 'ada@example.com' });

describe('validateTerms', () => {
  const valid = {
    marketingName: 'Ada',
    marketingEmail: 'ada@example.com',
    marketingConsent: false,
    tos: true,
  };

  it('accepts a complete form', () => {
    expect(validateTerms(valid)).toEqual({});
  });

  it('has the messages of spec §5', () => {
    expect(
      validateTerms({ marketingName: '  ', marketingEmail: 'nope', marketingConsent: false, tos: false }),
    ).toEqual({
      marketingName: 'Name is required',
      marketingEmail: 'Invalid email',
      tos: 'You must accept Terms and Conditions.',
    });
  });

  it('does not validate the email once marketing consent unregisters it', () => {
    expect(validateTerms({ ...valid, marketingEmail: 'nope', marketingConsent: true })).toEqual({});
  });
});

describe('terms-agreement screen', () => {
  it('is shown instead of the page until the terms are agreed (cloud)', async () => {
    renderApp(server, { url: '/gh/canopy', user: newUser() });
    expect(await screen.findByRole('heading', { name: 'Welcome to Canopy' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
  });

  it('is never shown on self-hosted installs', async () => {
    renderApp(server, { url: '/gh/canopy', user: newUser(), config: selfHostedConfig });
    expect(await screen.findByTestId('remote')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to Canopy' })).not.toBeInTheDocument();
  });

  it('validates on change and keeps Continue disabled until dirty and valid', async () => {
    const user = userEvent.setup();
    renderApp(server, { url: '/gh/canopy', user: newUser(), config: hostedConfig });
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'Ada');

    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('You must accept Terms and Conditions.')).toBeInTheDocument();
    expect(continueButton).toBeDisabled();

    // Ticking marketing consent unregisters the email field: its error no longer counts.
    await user.click(screen.getByRole('checkbox', { name: /receive updates/ }));
    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await waitFor(() => expect(continueButton).toBeEnabled());
  });

  it('shows the terms error as soon as the box is unticked, without waiting for it to lose focus', async () => {
    const user = userEvent.setup();
    renderApp(server, { url: '/gh/canopy', user: newUser(), config: hostedConfig });
    const tos = await screen.findByRole('checkbox', { name: /I agree to the/ });
    expect(screen.queryByText('You must accept Terms and Conditions.')).not.toBeInTheDocument();
    // Keyboard only: the box keeps the focus throughout.
    tos.focus();
    await user.keyboard(' ');
    expect(tos).toBeChecked();
    await user.keyboard(' ');
    expect(tos).not.toBeChecked();
    expect(tos).toHaveFocus();
    expect(await screen.findByText('You must accept Terms and Conditions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('saves the agreement and redirects with source=onboarding', async () => {
    const user = userEvent.setup();
    const saved: GraphqlMockRequest['variables'][] = [];
    server.use(
      graphqlMutationHandler('SaveTermsAgreement', ({ variables }) => {
        saved.push(variables);
        return { saveTermsAgreement: { error: null } };
      }),
    );
    const view = renderApp(server, { url: '/gh/canopy', user: newUser() });
    await user.click(await screen.findByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.location().search).toBe('?source=onboarding'));
    expect(view.location().pathname).toBe('/gh/canopy');
    // On GitHub, with nothing stored yet, source=onboarding shows the getting-started container (spec §4).
    await waitFor(() => expect(window.localStorage.getItem(ONBOARDING_CONTAINER_KEY)).toBe('true'));
    expect(saved).toEqual([
      {
        input: {
          termsAgreement: true,
          name: 'Ada Lovelace',
          marketingConsent: false,
          businessEmail: 'ada@example.com',
        },
      },
    ]);
  });

  it('shows the failure text when saving fails', async () => {
    const user = userEvent.setup();
    server.use(graphqlErrorHandler('SaveTermsAgreement', { status: 500 }));
    renderApp(server, { url: '/gh/canopy', user: newUser() });
    await user.click(await screen.findByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We're sorry for the inconvenience, there was an error with our servers. Please try again later or Contact support.",
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeInTheDocument();
  });
});
