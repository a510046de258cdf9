/**
 * Git providers: what Canopy learns from the git host about pull requests, commit parents, diffs and file contents.
 *
 * - `gitProviderSettingsFromEnv(process.env)` reads the configuration: a host's API is used only when its token is
 *   set (CANOPY_GITHUB_TOKEN, CANOPY_GITLAB_TOKEN, CANOPY_BITBUCKET_TOKEN and their _ENTERPRISE / _SERVER
 *   variants, with CANOPY_<HOST>_API_URL to point elsewhere), local bare mirrors are read from
 *   CANOPY_GIT_MIRROR_DIR (`{dir}/{service}/{owner}/{name}.git`; the server's default is `<data dir>/git-mirrors`),
 *   and webhook secrets come from CANOPY_<HOST>_WEBHOOK_SECRET. A GitHub App (CANOPY_GITHUB_APP_ID with
 *   CANOPY_GITHUB_APP_PRIVATE_KEY, and the _ENTERPRISE_ pair) posts notifications with installation tokens.
 * - `gitProviderFor(settings, service)` gives the provider for a repository's service (the host first, then the
 *   mirror), or null when neither is configured: comparisons then work from upload metadata alone.
 * - Null answers mean "not known"; a `ProviderError` means the host could not be asked (unreachable, 5xx, timeout,
 *   unreadable answer) and the caller may retry later.
 * - `gitProviderWebhooks` is a Fastify plugin serving POST /webhooks/{github,gitlab,bitbucket}; it hands each pull
 *   request a delivery describes to `onPull`.
 */
export type {
  CheckAnnotation,
  CheckRun,
  CommitDetails,
  CommitStatus,
  GitProvider,
  HostNotifier,
  PullDetails,
  PullState,
  RepoRef,
} from './git-provider';
export { ProviderError } from './git-provider';
export type { CiState } from './ci-state';
export type { GitHubAppHost, GitProviderSettings, HostApiSettings } from './config';
export {
  githubAppFor,
  gitProviderFor,
  gitProvidersFor,
  gitProviderSettingsFromEnv,
  hostNotifierFor,
} from './config';
export type { GitProviderWebhooksOptions } from './webhooks';
export { gitProviderWebhooks } from './webhooks';
