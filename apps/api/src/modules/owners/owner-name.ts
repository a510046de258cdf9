/**
 * An owner as a URL names it. Codecov writes a GitLab subgroup in one segment, `group:subgroup`; the stored name
 * is the host's path, `group/subgroup`. No host allows ':' in a name, so nothing else changes.
 */
export function ownerNameFromPath(segment: string): string {
  return segment.replaceAll(':', '/');
}
