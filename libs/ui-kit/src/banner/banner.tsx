import type { ReactNode, Ref } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconXboxX } from '@tabler/icons-react';
import { useBannerDismissal } from './banner-storage';

export type BannerVariant = 'default' | 'warning' | 'error';

export interface BannerProps {
  ref?: Ref<HTMLDivElement>;
  /** @default 'default' */
  variant?: BannerVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** With a key the banner can be dismissed, and stays dismissed (stored under `dismissed-top-banners`). */
  bannerKey?: string;
  /** Called after the banner is dismissed. */
  onDismiss?: () => void;
  /** Icon before the title. @default an icon matching the variant */
  icon?: ReactNode;
}

const look: Record<BannerVariant, { color: string; icon: ReactNode }> = {
  default: { color: 'blue', icon: <IconInfoCircle aria-hidden /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle aria-hidden /> },
  error: { color: 'red', icon: <IconXboxX aria-hidden /> },
};

/** Page or top banner; dismissible when it has a `bannerKey`. */
export function Banner({
  ref,
  variant = 'default',
  title,
  children,
  bannerKey,
  onDismiss,
  icon,
}: BannerProps) {
  const { dismissed, dismiss } = useBannerDismissal(bannerKey);
  if (dismissed) return null;
  const { color, icon: defaultIcon } = look[variant];
  return (
    <Alert
      ref={ref}
      color={color}
      variant="light"
      title={title}
      icon={icon ?? defaultIcon}
      withCloseButton={!!bannerKey}
      closeButtonLabel="Dismiss banner"
      onClose={() => {
        dismiss();
        onDismiss?.();
      }}
      data-banner-variant={variant}
      data-banner-key={bannerKey}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      {children}
    </Alert>
  );
}
