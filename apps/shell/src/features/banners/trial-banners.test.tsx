import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISMISSED_BANNERS_KEY } from '@canopy/ui-kit';
import { daysFromNow, freePlan, ongoingTrial, planFixture } from '@canopy/api-client/testing';
import { answered, bannerMocks } from '../../testing/banner-mocks';
import { hostedConfig, renderApp, selfHostedConfig, setupShellMocks } from '../../testing/render-app';
import { EXPIRED_TRIAL_BANNER_KEY, ONGOING_TRIAL_BANNER_KEY } from './trial-banners';

const server = setupShellMocks();

beforeEach(() => window.localStorage.clear());

function open(url = '/gh/canopy', config: Record<string, unknown> = hostedConfig) {
  return renderApp(server, { url, config });
}

async function bannerWith(text: string) {
  return (await screen.findByText(text, { exact: false })).closest('[data-top-banner]') as HTMLElement;
}

describe('ongoing trial banner', () => {
  it.each([
    [0, "The org's free Pro trial ends today."],
    [1, "The org's free Pro trial ends in 1 day."],
    [2, "The org's free Pro trial ends in 2 days."],
    [3, "The org's free Pro trial ends in 3 days."],
  ])('%i days left: %s, with Upgrade to the plan page', async (days, text) => {
    server.use(...bannerMocks({ plan: ongoingTrial(days) }));
    open();
    const banner = await bannerWith(text);
    expect(banner).toHaveAttribute('data-top-banner', ONGOING_TRIAL_BANNER_KEY);
    expect(within(banner).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/plan/gh/canopy/upgrade',
    );
  });

  it('is not shown with more than 3 days left, once over, or outside a trial plan', async () => {
    for (const plan of [
      ongoingTrial(4),
      ongoingTrial(-1),
      planFixture({ trialStatus: 'ONGOING', trialEndDate: daysFromNow(2) }),
      ongoingTrial(2, { trialStatus: 'NOT_STARTED' }),
    ]) {
      const asked: string[] = [];
      server.use(...bannerMocks({ plan }, asked));
      const view = open();
      await answered(asked, 'GetPlanData');
      expect(screen.queryByText(/free Pro trial/)).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('is dismissed under its key, and stays dismissed after a reload', async () => {
    const user = userEvent.setup();
    server.use(...bannerMocks({ plan: ongoingTrial(2) }));
    const view = open();
    const banner = await bannerWith('ends in 2 days');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByText(/ends in 2 days/)).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_BANNERS_KEY)!)).toEqual({
      [ONGOING_TRIAL_BANNER_KEY]: true,
    });
    view.unmount();
    const asked: string[] = [];
    server.use(...bannerMocks({ plan: ongoingTrial(2) }, asked));
    open();
    await answered(asked, 'GetPlanData');
    expect(screen.queryByText(/ends in 2 days/)).not.toBeInTheDocument();
  });
});

describe('expired trial banner', () => {
  it('says the 14-day free trial has ended, with Add payment method and Upgrade', async () => {
    server.use(...bannerMocks({ plan: freePlan({ trialStatus: 'EXPIRED', trialEndDate: daysFromNow(-5) }) }));
    open('/gh/canopy/api-server');
    const banner = await bannerWith("The org's 14-day free Pro trial has ended.");
    expect(banner).toHaveAttribute('data-top-banner', EXPIRED_TRIAL_BANNER_KEY);
    expect(within(banner).getByText('Trial ended')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Add payment method' })).toHaveAttribute(
      'href',
      '/plan/gh/canopy',
    );
    expect(within(banner).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/plan/gh/canopy/upgrade',
    );
  });

  it('needs the free plan', async () => {
    const asked: string[] = [];
    server.use(...bannerMocks({ plan: planFixture({ trialStatus: 'EXPIRED' }) }, asked));
    open();
    await answered(asked, 'GetPlanData');
    expect(screen.queryByText(/trial has ended/)).not.toBeInTheDocument();
  });

  it('is dismissed under its own key', async () => {
    const user = userEvent.setup();
    server.use(...bannerMocks({ plan: freePlan({ trialStatus: 'EXPIRED' }) }));
    open();
    const banner = await bannerWith('14-day free Pro trial has ended');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss banner' }));
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_BANNERS_KEY)!)).toEqual({
      [EXPIRED_TRIAL_BANNER_KEY]: true,
    });
  });
});

describe('who sees trial banners (spec §6)', () => {
  it('not a visitor who is not a member of the org', async () => {
    const asked: string[] = [];
    server.use(...bannerMocks({ member: false, plan: ongoingTrial(1) }, asked));
    open();
    await answered(asked, 'GetPlanData');
    expect(screen.queryByText(/free Pro trial/)).not.toBeInTheDocument();
  });

  it('nobody on a self-hosted install', async () => {
    const asked: string[] = [];
    server.use(...bannerMocks({ plan: freePlan({ trialStatus: 'EXPIRED' }) }, asked));
    open('/gh/canopy', selfHostedConfig);
    // The upload-token banners ask on every edition: by then the plan would have been asked for too.
    await answered(asked, 'OwnerTokenlessData');
    expect(asked).not.toContain('GetPlanData');
    expect(screen.queryByText(/trial has ended/)).not.toBeInTheDocument();
  });
});
