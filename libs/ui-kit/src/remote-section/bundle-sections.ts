// The props of the bundle sections bundles_mfe exposes and repo_mfe embeds in the commit and pull pages
// (`<RemoteSection<CommitBundleSectionProps> id="bundles_mfe/CommitBundleSection" … />`). Types only.

/**
 * How a bundle section shows: `panel` is the section alone (a repository with bundle analysis and no coverage);
 * `dropdown` is the collapsible "bundle" panel shown beside the "coverage" one, its trigger giving the one-line
 * summary, opened and closed by the embedding page.
 */
export type BundleSectionDisplay =
  | { display: 'panel' }
  | {
      display: 'dropdown';
      /** The panel is open. */
      opened: boolean;
      /** Called with the next state when the reader opens or closes the panel. */
      onOpenedChange: (opened: boolean) => void;
    };

/** `bundles_mfe/CommitBundleSection`: a commit's bundles against its parent's. */
export type CommitBundleSectionProps = BundleSectionDisplay & {
  provider: string;
  owner: string;
  repo: string;
  /** The commit SHA as the page's address gives it. */
  commitid: string;
};

/** `bundles_mfe/PullBundleSection`: a pull request's bundles against its base's. */
export type PullBundleSectionProps = BundleSectionDisplay & {
  provider: string;
  owner: string;
  repo: string;
  pullId: number;
};

/**
 * `bundles_mfe/BundleCaching`: the "Configure data caching" button and the bundle caching modal it opens, for the
 * bundles of `branch`'s head (the Configuration Manager passes the default branch).
 */
export interface BundleCachingProps {
  provider: string;
  owner: string;
  repo: string;
  branch: string;
}
