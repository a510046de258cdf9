/**
 * Checks a `codecov.yml` against this server before committing it, in the form Codecov documents: curl's
 * `--data-binary` already sends a POST. `serverUrl` has no trailing slash.
 */
export function validateYamlCommand(serverUrl: string): string {
  return `curl --data-binary @codecov.yml ${serverUrl}/validate`;
}
