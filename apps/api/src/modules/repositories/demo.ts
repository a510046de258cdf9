/** The fixed demo repository (spec §2): provider, owner and name, shown under a display name. */
export const DEMO_REPOSITORY = {
  service: 'github',
  owner: 'canopy',
  name: 'demo',
  displayName: 'Canopy demo',
} as const;

export function isDemoRepository(service: string, ownerUsername: string, repoName: string): boolean {
  return (
    service === DEMO_REPOSITORY.service &&
    ownerUsername.toLowerCase() === DEMO_REPOSITORY.owner &&
    repoName.toLowerCase() === DEMO_REPOSITORY.name
  );
}
