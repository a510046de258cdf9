import { act, waitFor } from '@testing-library/react';
import { freePlan } from '@canopy/api-client/testing';
import { answered, bannerMocks } from '../../testing/banner-mocks';
import { renderApp, setupShellMocks } from '../../testing/render-app';

const server = setupShellMocks();

beforeEach(() => window.localStorage.clear());

const shownKeys = () =>
  [...document.querySelectorAll('[data-top-banner]')].map((node) => node.getAttribute('data-top-banner'));

describe('top banners', () => {
  it('stack above the page: trial, upload token, then the survey', async () => {
    server.use(
      ...bannerMocks({
        admin: true,
        plan: freePlan({ trialStatus: 'EXPIRED' }),
        bundleAnalysisEnabled: true,
      }),
    );
    renderApp(server, { url: '/gh/canopy/api-server' });
    await waitFor(() =>
      expect(shownKeys()).toEqual([
        'global-top-expired-trial-banner',
        'upload-token-not-required-admin-banner',
        'bundle-feedback-banner',
      ]),
    );
  });

  it.each(['/sync', '/login'])('ask nothing on %s, which names no owner', async (url) => {
    const asked: string[] = [];
    server.use(...bannerMocks({ admin: true }, asked));
    renderApp(server, { url });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(asked).toEqual([]);
    expect(shownKeys()).toEqual([]);
  });

  it('follow the owner of the page', async () => {
    const asked: string[] = [];
    server.use(...bannerMocks({ admin: true }, asked));
    renderApp(server, { url: '/analytics/gh/canopy' });
    await answered(asked, 'GetUploadTokenRequired');
    expect(shownKeys()).toContain('upload-token-not-required-admin-banner');
  });
});
