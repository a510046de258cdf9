// The props of the test results section tests_mfe exposes and repo_mfe embeds in the commit and pull pages
// (`<RemoteSection<CommitTestResultsProps> id="tests_mfe/CommitTestResults" … />`). Types only.

/** `tests_mfe/CommitTestResults`: the tests that ran on a commit and those that failed (a pull's head commit). */
export interface CommitTestResultsProps {
  provider: string;
  owner: string;
  repo: string;
  /** The commit SHA. */
  commitid: string;
}
