/**
 * Checkout directories of common CI services and package install locations. Without the repository's file
 * list these are the only way to turn an absolute build-machine path into a repository path.
 * Patterns run on `/abs/path`, `C:/abs/path` (drive upper-cased) or `relative/path`.
 */
const forges = String.raw`(?:github\.com|gitlab\.com|bitbucket\.org)`;

const knownPrefixes: readonly RegExp[] = [
  /^\/home\/travis\/build\/[^/]+\/[^/]+\//,
  // GitHub Actions on Linux, macOS and Windows; Azure Pipelines.
  /^\/home\/runner\/work\/[^/]+\/[^/]+\//,
  /^\/Users\/runner\/work\/[^/]+\/[^/]+\//,
  /^[A-Z]:\/a\/[^/]+\/[^/]+\//,
  /^\/home\/vsts\/work\/\d+\/s\//,
  /^\/home\/circleci\/(?:repo|project)\//,
  /^\/root\/(?:repo|project)\//,
  // GitLab runners clone into /builds/<namespace>/<project>/.
  /^\/builds\/[^/]+\/[^/]+\//,
  /^\/opt\/atlassian\/pipelines\/agent\/build\//,
  /^\/var\/lib\/buildkite-agent\/builds\/[^/]+\/[^/]+\/[^/]+\//,
  new RegExp(String.raw`^/drone/src/(?:${forges}/[^/]+/[^/]+/)?`),
  /^[A-Z]:\/projects\/[^/]+\//,
  // Jenkins workspaces: /var/lib/jenkins/workspace/<job>/, /home/jenkins/agent/workspace/<job>/, …
  /^(?:[A-Z]:)?\/(?:[^/]+\/)*?[^/]*jenkins[^/]*\/(?:[^/]+\/)*?workspace\/[^/]+\//i,
  // GOPATH checkouts and Go import paths.
  new RegExp(String.raw`^(?:[A-Z]:)?(?:/[^/]+)*?/src/${forges}/[^/]+/[^/]+/`),
  new RegExp(String.raw`^${forges}/[^/]+/[^/]+/`),
  // Installed Python packages report paths inside the environment.
  /^(?:.*\/)?(?:site|dist)-packages\//,
  // Any other Windows path: keep it below the drive.
  /^[A-Z]:\//,
];

/** The path with a known CI or install prefix removed, or undefined when none applies. */
export function stripKnownPrefix(path: string): string | undefined {
  for (const prefix of knownPrefixes) {
    const match = prefix.exec(path);
    if (match) return path.slice(match[0].length);
  }
  return undefined;
}
