import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { Banner } from './banner';
import { clearBannerDismissal, DISMISSED_BANNERS_KEY, isBannerDismissed } from './banner-storage';

describe('Banner', () => {
  beforeEach(() => window.localStorage.clear());

  it('is conformant', async () => {
    await expectConformance(
      (ref) => (
        <Banner ref={ref} title="Trial" bannerKey="global-top-ongoing-trial-banner">
          Your trial ends in 3 days.
        </Banner>
      ),
      { refType: HTMLDivElement },
    );
  });

  it.each(['default', 'warning', 'error'] as const)('renders the %s variant', (variant) => {
    renderWithTheme(<Banner variant={variant}>Message</Banner>);
    expect(screen.getByText('Message').closest('[data-banner-variant]')).toHaveAttribute(
      'data-banner-variant',
      variant,
    );
  });

  it('is dismissed under dismissed-top-banners and stays hidden', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    const view = renderWithTheme(
      <Banner bannerKey="team-feedback-banner" onDismiss={onDismiss}>
        Tell us about Team
      </Banner>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByText('Tell us about Team')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_BANNERS_KEY)!)).toEqual({
      'team-feedback-banner': true,
    });
    expect(onDismiss).toHaveBeenCalled();

    view.unmount();
    renderWithTheme(<Banner bannerKey="team-feedback-banner">Tell us about Team</Banner>);
    expect(screen.queryByText('Tell us about Team')).not.toBeInTheDocument();

    act(() => clearBannerDismissal(['team-feedback-banner']));
    expect(isBannerDismissed('team-feedback-banner')).toBe(false);
    expect(screen.getByText('Tell us about Team')).toBeInTheDocument();
  });

  it('has no close button without a key', () => {
    renderWithTheme(<Banner>Plain</Banner>);
    expect(screen.queryByRole('button', { name: 'Dismiss banner' })).not.toBeInTheDocument();
  });
});
