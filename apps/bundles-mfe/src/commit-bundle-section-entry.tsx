import type { CommitBundleSectionProps, RemoteComponent } from '@canopy/ui-kit';
import { CommitBundleSection } from './features/bundle-sections/commit-bundle-section';

/**
 * The `bundles_mfe/CommitBundleSection` module: the bundle section repo_mfe embeds in the commit page
 * (docs/interfaces.md).
 */
const CommitBundleSectionEntry: RemoteComponent<CommitBundleSectionProps> = ({
  section: _section,
  ...props
}) => <CommitBundleSection {...props} />;

export default CommitBundleSectionEntry;
