import type { CodecovConfig } from '@canopy/coverage';
import type { CheckAnnotation, CheckRun } from '../../git-providers';
import type { StatusState } from './status-evaluation';

/** Hosts whose repositories can get check runs instead of commit statuses. */
const CHECK_HOSTS = ['github', 'github_enterprise'];

/**
 * GitHub check runs replace commit statuses when Canopy is configured as a GitHub App whose installation covers the
 * repository (only an app's installation token may create check runs) and `github_checks` is not `false`; they need
 * a pull, as Codecov's checks notifier.
 */
export function checkRunsWanted(config: CodecovConfig, service: string, appCoversRepo: boolean): boolean {
  return CHECK_HOSTS.includes(service) && appCoversRepo && config.github_checks !== false;
}

/** `github_checks.annotations` (on by default): a patch check run points at the added lines tests missed. */
export function annotationsWanted(config: CodecovConfig): boolean {
  const checks = config.github_checks;
  return typeof checks === 'object' ? checks.annotations !== false : checks !== false;
}

/** Codecov's annotations: one per run of consecutive uncovered added lines of a file. */
export function checkAnnotations(
  files: readonly { path: string; lines: readonly number[] }[],
): CheckAnnotation[] {
  const out: CheckAnnotation[] = [];
  for (const file of files) {
    const lines = [...new Set(file.lines)].sort((a, b) => a - b);
    let start = 0;
    for (let index = 0; index < lines.length; index += 1) {
      if (index + 1 < lines.length && lines[index + 1] === lines[index]! + 1) continue;
      const [first, last] = [lines[start]!, lines[index]!];
      out.push({
        path: file.path,
        startLine: first,
        endLine: last,
        level: 'warning',
        message:
          first === last
            ? `Added line #L${first} was not covered by tests`
            : `Added lines #L${first} - L${last} were not covered by tests`,
      });
      start = index + 1;
    }
  }
  return out;
}

/** The check run that says what the status would: its state as the conclusion, its description as the title. */
export function checkRun(
  name: string,
  status: { state: StatusState; description: string },
  url: string,
  annotations: CheckAnnotation[],
): CheckRun {
  return {
    name,
    // A check run has no "error" conclusion: it fails.
    conclusion: status.state === 'success' ? 'success' : 'failure',
    title: status.description,
    summary: `[View this Pull Request on Codecov](${url})\n\n${status.description}`,
    detailsUrl: url,
    annotations,
  };
}
