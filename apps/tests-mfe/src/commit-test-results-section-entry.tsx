import type { CommitTestResultsProps, RemoteComponent } from '@canopy/ui-kit';
import { CommitTestResultsSection } from './features/commit-tests/commit-test-results';

/**
 * The `tests_mfe/CommitTestResults` module: the test results section repo_mfe embeds in the commit and pull pages
 * (docs/interfaces.md).
 */
const CommitTestResultsEntry: RemoteComponent<CommitTestResultsProps> = ({ section: _section, ...props }) => (
  <CommitTestResultsSection {...props} />
);

export default CommitTestResultsEntry;
