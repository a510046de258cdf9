export { RepoOverview as OverviewPage } from '../repo/repo-overview';
