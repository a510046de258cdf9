export {
  CanopyThemeProvider,
  type CanopyThemeProviderProps,
} from './canopy-theme-provider/canopy-theme-provider';
export { canopyTheme, canopyColorSchemeManager, THEME_STORAGE_KEY } from './canopy-theme-provider/theme';
export { ThemeToggle, type ThemeToggleProps } from './theme-toggle/theme-toggle';
export {
  ErrorPage,
  DEFAULT_DOCS_URL,
  DEFAULT_STATUS_URL,
  type ErrorPageProps,
} from './error-page/error-page';
export {
  GenericErrorBoundary,
  DEFAULT_SUPPORT_URL,
  type GenericErrorBoundaryProps,
} from './generic-error-boundary/generic-error-boundary';
export {
  RemoteSection,
  RemoteLoaderProvider,
  RemoteLoadError,
  useRemoteLoader,
  type RemoteSectionProps,
  type RemoteLoaderProviderProps,
  type RemoteLoader,
  type RemoteModule,
  type RemoteRoutes,
  type RemoteRoutesProps,
  type RemoteComponent,
} from './remote-section/remote-section';
export type {
  BundleCachingProps,
  BundleSectionDisplay,
  CommitBundleSectionProps,
  PullBundleSectionProps,
} from './remote-section/bundle-sections';
export type { CommitTestResultsProps } from './remote-section/test-sections';
export {
  Select,
  SELECT_MAX_HEIGHT,
  SELECT_PAGE_JUMP,
  type SelectProps,
  type SelectVariant,
} from './select/select';
export { resultsMessage } from './select/use-a11y-status';
export { SearchField, SEARCH_DEBOUNCE, type SearchFieldProps } from './search-field/search-field';
export { Avatar, avatarLetter, type AvatarProps, type AvatarState } from './avatar/avatar';
export { Banner, type BannerProps, type BannerVariant } from './banner/banner';
export {
  DISMISSED_BANNERS_KEY,
  UPLOAD_TOKEN_BANNER_KEYS,
  isBannerDismissed,
  dismissBanner,
  clearBannerDismissal,
  useBannerDismissal,
} from './banner/banner-storage';
export { CopyButton, COPY_CONFIRMATION, type CopyButtonProps } from './copy-button/copy-button';
export {
  toast,
  notify,
  notifyNotice,
  TOAST_DURATIONS,
  APP_ERROR_TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_GUTTER,
  TOAST_MAX_WIDTH,
  TOAST_POSITION,
  TOAST_REMOVE_DELAY,
  NOTIFICATION_DEFAULT_DURATION,
  NOTICE_DURATION,
  type ToastOptions,
  type ToastType,
  type NotifyInput,
  type NotificationType,
} from './notify/notify';
export { FullPageLoader, type FullPageLoaderProps } from './full-page-loader/full-page-loader';
export { CanopyLogo, type CanopyLogoProps } from './canopy-logo/canopy-logo';
export { useInView, type UseInViewOptions } from './use-in-view/use-in-view';
export { useLoaded } from './use-loaded/use-loaded';
export { TabLinks, type TabLinksProps, type TabLink } from './tab-links/tab-links';
export {
  OwnerTabLinks,
  type OwnerTabLinksProps,
  type OwnerTab,
  type OwnerTrialReminder,
} from './owner-tab-links/owner-tab-links';
export { OptionLinks, type OptionLinksProps, type OptionLink } from './option-links/option-links';
export { NotAvailable, type NotAvailableProps } from './not-available/not-available';
export { StandaloneRemote, type StandaloneRemoteProps } from './standalone-remote/standalone-remote';
export { PageHeading, type PageHeadingProps } from './page-heading/page-heading';
export { LabeledValue, type LabeledValueProps } from './labeled-value/labeled-value';
export { UploadToken, type UploadTokenProps } from './upload-token/upload-token';
export { formatDate, formatDateTime, ordinal } from './format-date/format-date';
