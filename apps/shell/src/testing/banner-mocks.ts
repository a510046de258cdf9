import { act, waitFor } from '@testing-library/react';
import type { Plan } from '@canopy/api-client';
import {
  freePlan,
  graphqlHandler,
  ownerFixture,
  planFixture,
  repositoryFixture,
  type GraphqlMockRequest,
  type OwnerFixture,
} from '@canopy/api-client/testing';

export interface BannerMocksOptions {
  /** The signed-in user belongs to the org. @default true */
  member?: boolean;
  /** … and administers it. @default false */
  admin?: boolean;
  /** @default planFixture() */
  plan?: Plan | null;
  /** @default false */
  uploadTokenRequired?: boolean;
  /** @default '6b2f6c1e-2a4b-4d8e-9f10-1a2b3c4d5e6f' */
  orgUploadToken?: string | null;
  /** @default true */
  hasActiveRepos?: boolean;
  /** @default true */
  hasPublicRepos?: boolean;
  /** The repository pages' repository has bundle analysis. @default false */
  bundleAnalysisEnabled?: boolean;
}

export const ORG_UPLOAD_TOKEN = '6b2f6c1e-2a4b-4d8e-9f10-1a2b3c4d5e6f';

/**
 * The answers the top banners ask for on the canopy org's pages, as the server gives them to this viewer. Each
 * operation answered is pushed onto `asked`.
 */
export function bannerMocks(
  {
    member = true,
    admin = false,
    plan = planFixture(),
    uploadTokenRequired = false,
    orgUploadToken = ORG_UPLOAD_TOKEN,
    hasActiveRepos = true,
    hasPublicRepos = true,
    bundleAnalysisEnabled = false,
  }: BannerMocksOptions = {},
  asked: string[] = [],
) {
  // Organisation-only fields are null for a visitor, as the server does.
  const org = <T>(value: T): T | null => (member ? value : null);
  const ownerOf = ({ variables }: GraphqlMockRequest) =>
    ownerFixture({
      ownerid: 1,
      username: String(variables['owner'] ?? variables['username']),
      isCurrentUserPartOfOrg: member,
      isAdmin: org(admin),
      hasActiveRepos: org(hasActiveRepos),
      hasPublicRepos: org(hasPublicRepos),
    });
  const answer = (operation: string, data: (owner: OwnerFixture) => object) =>
    graphqlHandler(operation, (request) => {
      asked.push(operation);
      return { owner: data(ownerOf(request)) };
    });
  return [
    answer('OwnerTokenlessData', (owner) => owner),
    answer('GetPlanData', (owner) => ({ ...owner, plan: org(plan), pretrialPlan: null })),
    answer('GetUploadTokenRequired', (owner) => ({
      ...owner,
      uploadTokenRequired: org(uploadTokenRequired),
      orgUploadToken: member && admin ? orgUploadToken : null,
    })),
    answer('GetRepo', (owner) => ({
      ...owner,
      repository: repositoryFixture({ name: 'api-server', bundleAnalysisEnabled }),
    })),
  ];
}

/**
 * What every shell test gets unless it says otherwise: an org with nothing to show in the top banners (the
 * repository is left to the tests of repository pages, as before).
 */
export const quietBannerMocks = () =>
  bannerMocks({ plan: freePlan(), hasActiveRepos: false }).filter(
    (handler) => handler.info.operationName !== 'GetRepo',
  );

/** Waits until `operation` has been answered and its answer rendered, so that a banner's absence means something. */
export async function answered(asked: string[], operation: string): Promise<void> {
  await waitFor(() => expect(asked).toContain(operation));
  // The answer travels through the client and React after the handler ran.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}
