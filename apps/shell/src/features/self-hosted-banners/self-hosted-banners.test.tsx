import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configFixture, graphqlHandler } from '@canopy/api-client/testing';
import { hostedConfig, renderApp, selfHostedConfig, setupShellMocks } from '../../testing/render-app';
import { licenceBannerMessage, licenceBannerState } from './licence-banner-state';

const server = setupShellMocks();

/** Midnight UTC of the day `days` from today: how the server answers a licence's last day. */
function dayFromToday(days: number, now = new Date()): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today + days * 86_400_000).toISOString();
}

const EXPIRED_AND_FULL = "Your organization's license has expired and seat count has been reached.";
const FULL = "Your organization's seat count has been reached.";
const EXPIRED = "Your organization's license has expired.";
const endsIn = (days: number) =>
  days === 0
    ? "Your organization's license ends today."
    : days === 1
      ? "Your organization's license ends in 1 day."
      : `Your organization's license ends in ${days} days.`;

/** Spec §9: a self-hosted install in the dedicated namespace with the display flag set. */
const bannerConfig = {
  ...selfHostedConfig,
  DISPLAY_SELF_HOSTED_EXPIRATION_BANNER: true,
  IS_DEDICATED_NAMESPACE: true,
};

function licence(seatsUsed: number, seatsLimit: number | null, daysLeft: number | null) {
  server.use(
    graphqlHandler('SelfHostedSeatsAndLicense', {
      config: configFixture({
        seatsUsed,
        seatsLimit,
        selfHostedLicense: daysLeft === null ? null : { expirationDate: dayFromToday(daysLeft) },
      }),
    }),
  );
}

function hasAdmins(value: boolean) {
  server.use(graphqlHandler('HasAdmins', { config: configFixture({ hasAdmins: value }) }));
}

const licenceBanner = async (text: string) =>
  (await screen.findByText(text)).closest('[data-banner-variant]') as HTMLElement;

describe('licence banner state', () => {
  const now = new Date('2030-03-01T18:30:00Z');
  const state = (seatsUsed: number, seatsLimit: number | null, expirationDate: string | null) =>
    licenceBannerMessage(licenceBannerState({ seatsUsed, seatsLimit, expirationDate }, now));

  it('says the licence ends in N days for every N from 0 to 30, and nothing from 31', () => {
    expect(state(1, 10, dayFromToday(0, now))).toBe("Your organization's license ends today.");
    expect(state(1, 10, dayFromToday(1, now))).toBe("Your organization's license ends in 1 day.");
    expect(state(1, 10, dayFromToday(2, now))).toBe("Your organization's license ends in 2 days.");
    for (let days = 0; days <= 30; days += 1)
      expect(state(1, 10, dayFromToday(days, now))).toBe(endsIn(days));
    expect(state(1, 10, dayFromToday(31, now))).toBeNull();
    expect(state(1, null, null)).toBeNull();
  });

  it('says the licence has expired once its last day has passed', () => {
    expect(state(1, 10, dayFromToday(-1, now))).toBe(EXPIRED);
    expect(state(1, 10, dayFromToday(-400, now))).toBe(EXPIRED);
  });

  it('says the seat count is reached when the seats used reach the limit', () => {
    expect(state(10, 10, null)).toBe(FULL);
    expect(state(12, 10, dayFromToday(200, now))).toBe(FULL);
    expect(state(9, 10, dayFromToday(200, now))).toBeNull();
    expect(state(9, null, null)).toBeNull();
  });

  it('puts both together when the licence has expired and the seats are full', () => {
    expect(state(10, 10, dayFromToday(-3, now))).toBe(EXPIRED_AND_FULL);
  });

  it('names the seat count over the days left when both hold (spec §8 has no message for the two)', () => {
    expect(state(10, 10, dayFromToday(10, now))).toBe(FULL);
  });
});

describe('self-hosted licence and seat banner', () => {
  it("says how many days are left and opens 'Resolve issue' with Generate New License", async () => {
    licence(3, 10, 10);
    renderApp(server, { url: '/gh/canopy', config: bannerConfig });
    const banner = await licenceBanner(endsIn(10));
    expect(banner).toHaveAttribute('data-banner-variant', 'warning');
    await userEvent.click(within(banner).getByRole('button', { name: 'Resolve issue' }));
    const modal = await screen.findByRole('dialog', { name: 'Resolve issue' });
    expect(modal).toHaveTextContent('Generate a new license, set it as CANOPY_LICENSE');
    expect(within(modal).getByRole('link', { name: 'Generate New License' })).toHaveAttribute(
      'href',
      'https://canopy.dev/self-hosted/license',
    );
    expect(within(modal).queryByText('Seat limit reached')).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the licence has expired', async () => {
    licence(3, 10, -1);
    renderApp(server, { url: '/gh/canopy', config: bannerConfig });
    expect(await licenceBanner(EXPIRED)).toHaveAttribute('data-banner-variant', 'error');
  });

  it('says the seat count is reached, and the modal points to support for more seats', async () => {
    licence(10, 10, 200);
    renderApp(server, {
      url: '/gh/canopy',
      config: { ...bannerConfig, MARKETING_BASE_URL: 'https://example.test/' },
    });
    const banner = await licenceBanner(FULL);
    await userEvent.click(within(banner).getByRole('button', { name: 'Resolve issue' }));
    const modal = await screen.findByRole('dialog', { name: 'Resolve issue' });
    expect(within(modal).getByText('Seat limit reached')).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      'https://canopy.dev/support',
    );
    expect(within(modal).getByRole('link', { name: 'Generate New License' })).toHaveAttribute(
      'href',
      'https://example.test/self-hosted/license',
    );
  });

  it('says both when the licence has expired and the seat count is reached', async () => {
    licence(10, 10, -5);
    renderApp(server, { url: '/gh/canopy', config: bannerConfig });
    const banner = await licenceBanner(EXPIRED_AND_FULL);
    await userEvent.click(within(banner).getByRole('button', { name: 'Resolve issue' }));
    const modal = await screen.findByRole('dialog', { name: 'Resolve issue' });
    expect(within(modal).getByText('Seat limit reached')).toBeInTheDocument();
    expect(within(modal).getByText('Renew your license')).toBeInTheDocument();
  });

  it('is not shown with more than 30 days left and seats free', async () => {
    licence(3, 10, 31);
    hasAdmins(false);
    renderApp(server, { url: '/gh/canopy', config: bannerConfig });
    await screen.findByText('Missing designated admins');
    expect(screen.queryByRole('button', { name: 'Resolve issue' })).not.toBeInTheDocument();
  });

  it.each([
    ['the display flag is off', { ...bannerConfig, DISPLAY_SELF_HOSTED_EXPIRATION_BANNER: false }],
    ['the install is not in the dedicated namespace', { ...bannerConfig, IS_DEDICATED_NAMESPACE: false }],
  ])('is not shown when %s', async (_case, config) => {
    licence(10, 10, -5);
    hasAdmins(false);
    renderApp(server, { url: '/gh/canopy', config });
    // The self-hosted banners have loaded: the other one shows.
    await screen.findByText('Missing designated admins');
    expect(screen.queryByText(EXPIRED_AND_FULL)).not.toBeInTheDocument();
  });
});

describe("self-hosted 'Missing designated admins'", () => {
  it('says no admins are configured and how to name them', async () => {
    hasAdmins(false);
    renderApp(server, { url: '/gh/canopy', config: selfHostedConfig });
    const banner = (await screen.findByText('Missing designated admins')).closest(
      '[data-banner-variant]',
    ) as HTMLElement;
    expect(banner).toHaveTextContent('This install has no admins configured');
    expect(banner).toHaveTextContent('CANOPY_ADMINS=gh:your-username');
  });

  it('is not shown when the install has admins', async () => {
    hasAdmins(true);
    licence(3, 10, 5);
    renderApp(server, { url: '/gh/canopy', config: bannerConfig });
    await licenceBanner(endsIn(5));
    expect(screen.queryByText('Missing designated admins')).not.toBeInTheDocument();
  });
});

describe('self-hosted banners on the hosted edition and for guests', () => {
  it('asks nothing and shows nothing on the hosted edition', async () => {
    const asked = jest.fn();
    server.events.on('request:start', ({ request }) => {
      void request
        .clone()
        .text()
        .then((body) => {
          if (/HasAdmins|SelfHostedSeatsAndLicense/.test(body)) asked(body);
        });
    });
    licence(10, 10, -5);
    hasAdmins(false);
    renderApp(server, { url: '/gh/canopy', config: { ...hostedConfig, IS_DEDICATED_NAMESPACE: true } });
    await screen.findByTestId('remote');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Missing designated admins')).not.toBeInTheDocument();
    expect(screen.queryByText(EXPIRED_AND_FULL)).not.toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('shows nothing to a guest', async () => {
    licence(10, 10, -5);
    hasAdmins(false);
    renderApp(server, { url: '/gh/canopy', user: null, config: bannerConfig });
    await screen.findByTestId('remote');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Missing designated admins')).not.toBeInTheDocument();
    expect(screen.queryByText(EXPIRED_AND_FULL)).not.toBeInTheDocument();
  });
});
