export { formatRelativeTime } from '@canopy/ui-kit/data-views';
