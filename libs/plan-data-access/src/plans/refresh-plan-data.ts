import { type ApiClients, GetPlanDataDocument } from '@canopy/api-client';

/**
 * Asks the server for the organisation's plan again after it changed (a new plan, seats, a trial): graphcache
 * writes the answer into the one owner, so every view of the plan (the trial banners, Okta access, the pages)
 * shows it at once.
 */
export async function refreshPlanData(clients: ApiClients, provider: string, owner: string): Promise<void> {
  await clients
    .graphql(provider)
    .client.query(GetPlanDataDocument, { owner }, { requestPolicy: 'network-only' })
    .toPromise();
}
