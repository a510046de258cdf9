import { Box } from '@mantine/core';
import { Banner, type BannerProps, useBannerDismissal } from '@canopy/ui-kit';

export interface TopBannerProps extends Omit<BannerProps, 'bannerKey'> {
  /** The banner's key under `dismissed-top-banners`: every top banner can be dismissed. */
  bannerKey: string;
}

/** One dismissible banner of the stack above the page; a dismissed one leaves no gap behind. */
export function TopBanner({ bannerKey, ...props }: TopBannerProps) {
  const { dismissed } = useBannerDismissal(bannerKey);
  if (dismissed) return null;
  return (
    <Box mb="sm" data-top-banner={bannerKey}>
      <Banner bannerKey={bannerKey} {...props} />
    </Box>
  );
}
