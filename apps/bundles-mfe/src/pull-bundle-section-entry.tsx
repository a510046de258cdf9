import type { PullBundleSectionProps, RemoteComponent } from '@canopy/ui-kit';
import { PullBundleSection } from './features/bundle-sections/pull-bundle-section';

/**
 * The `bundles_mfe/PullBundleSection` module: the bundle section repo_mfe embeds in the pull request page
 * (docs/interfaces.md).
 */
const PullBundleSectionEntry: RemoteComponent<PullBundleSectionProps> = ({ section: _section, ...props }) => (
  <PullBundleSection {...props} />
);

export default PullBundleSectionEntry;
