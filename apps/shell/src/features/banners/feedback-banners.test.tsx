import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISMISSED_BANNERS_KEY } from '@canopy/ui-kit';
import { freePlan, ongoingTrial, planFixture, teamPlan } from '@canopy/api-client/testing';
import { answered, bannerMocks, type BannerMocksOptions } from '../../testing/banner-mocks';
import { hostedConfig, renderApp, selfHostedConfig, setupShellMocks } from '../../testing/render-app';
import {
  BUNDLE_FEEDBACK_BANNER_KEY,
  PRO_FEEDBACK_BANNER_KEY,
  TEAM_FEEDBACK_BANNER_KEY,
} from './feedback-banners';

const server = setupShellMocks();

beforeEach(() => window.localStorage.clear());

const PRO = 'How is the Pro plan working for your org?';
const TEAM = 'How is the Team plan working for your org?';
const BUNDLES = 'Your org has tried bundle analysis.';

interface OpenOptions {
  url?: string;
  config?: Record<string, unknown>;
  asked?: string[];
}

function open(
  options: BannerMocksOptions,
  { url = '/gh/canopy', config = hostedConfig, asked = [] }: OpenOptions = {},
) {
  // No upload-token banner in the way.
  server.use(...bannerMocks({ hasPublicRepos: false, ...options }, asked));
  return renderApp(server, { url, config: { ...config, MARKETING_BASE_URL: 'https://canopy.example' } });
}

async function banner(text: string) {
  return (await screen.findByText(text, { exact: false })).closest('[data-top-banner]') as HTMLElement;
}

describe('plan feedback surveys', () => {
  it('Pro plan: a link to the Pro plan survey', async () => {
    open({ plan: planFixture() });
    const shown = await banner(PRO);
    expect(shown).toHaveAttribute('data-top-banner', PRO_FEEDBACK_BANNER_KEY);
    expect(within(shown).getByRole('link', { name: '1-minute survey' })).toHaveAttribute(
      'href',
      'https://canopy.example/surveys/pro-plan',
    );
    expect(screen.queryByText(TEAM, { exact: false })).not.toBeInTheDocument();
  });

  it('Team plan: a link to the Team plan survey', async () => {
    open({ plan: teamPlan() });
    const shown = await banner(TEAM);
    expect(shown).toHaveAttribute('data-top-banner', TEAM_FEEDBACK_BANNER_KEY);
    expect(within(shown).getByRole('link', { name: '1-minute survey' })).toHaveAttribute(
      'href',
      'https://canopy.example/surveys/team-plan',
    );
  });

  it.each([
    ['the free plan', freePlan()],
    ['a trial', ongoingTrial(10)],
    ['a Pro plan while trialling', planFixture({ trialStatus: 'ONGOING' })],
  ])('none on %s', async (_case, plan) => {
    const asked: string[] = [];
    open({ plan }, { asked });
    await answered(asked, 'GetPlanData');
    expect(screen.queryByText(/plan working for your org/)).not.toBeInTheDocument();
  });

  it('none on self-hosted installs', async () => {
    const asked: string[] = [];
    open({ plan: planFixture() }, { config: selfHostedConfig, asked });
    await answered(asked, 'OwnerTokenlessData');
    expect(asked).not.toContain('GetPlanData');
    expect(screen.queryByText(PRO, { exact: false })).not.toBeInTheDocument();
  });

  it('is dismissed under its key and stays dismissed after a reload', async () => {
    const user = userEvent.setup();
    const view = open({ plan: planFixture() });
    await user.click(within(await banner(PRO)).getByRole('button', { name: 'Dismiss banner' }));
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_BANNERS_KEY)!)).toEqual({
      [PRO_FEEDBACK_BANNER_KEY]: true,
    });
    view.unmount();
    const asked: string[] = [];
    open({ plan: planFixture() }, { asked });
    await answered(asked, 'GetPlanData');
    expect(screen.queryByText(PRO, { exact: false })).not.toBeInTheDocument();
  });
});

describe('bundle analysis survey', () => {
  it('shows on the pages of a repository with bundle analysis', async () => {
    open({ plan: freePlan(), bundleAnalysisEnabled: true }, { url: '/gh/canopy/api-server/bundles' });
    const shown = await banner(BUNDLES);
    expect(shown).toHaveAttribute('data-top-banner', BUNDLE_FEEDBACK_BANNER_KEY);
    expect(within(shown).getByRole('link', { name: '1-minute survey' })).toHaveAttribute(
      'href',
      'https://canopy.example/surveys/bundle-analysis',
    );
  });

  it('not for a repository without bundle analysis, nor on self-hosted installs', async () => {
    const asked: string[] = [];
    const view = open({ plan: freePlan() }, { url: '/gh/canopy/api-server', asked });
    await answered(asked, 'GetRepo');
    expect(screen.queryByText(BUNDLES, { exact: false })).not.toBeInTheDocument();
    view.unmount();

    const again: string[] = [];
    open(
      { bundleAnalysisEnabled: true },
      { url: '/gh/canopy/api-server', config: selfHostedConfig, asked: again },
    );
    await answered(again, 'OwnerTokenlessData');
    expect(screen.queryByText(BUNDLES, { exact: false })).not.toBeInTheDocument();
  });

  it('is dismissed under bundle-feedback-banner', async () => {
    const user = userEvent.setup();
    open({ plan: freePlan(), bundleAnalysisEnabled: true }, { url: '/gh/canopy/api-server' });
    await user.click(within(await banner(BUNDLES)).getByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByText(BUNDLES, { exact: false })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_BANNERS_KEY)!)).toEqual({
      [BUNDLE_FEEDBACK_BANNER_KEY]: true,
    });
  });
});
