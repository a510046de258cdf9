// Test helpers for the pages inside the repository frame (their MSW server, the IntersectionObserver of the
// infinite lists, rendering at a URL). Never imported by app code.
import type { RequestHandler } from 'msw';
import {
  graphqlHandler,
  internalUserFixture,
  isTeamPlanFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { mockIntersectionObserver, renderRoute, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';

/** The git host does not rate-limit the frame's repository (the commit and pull pages ask). */
export function notRateLimitedHandler(): RequestHandler {
  return graphqlHandler('GetRepoRateLimitStatus', {
    owner: {
      ownerid: 2,
      username: 'acme',
      repository: { __typename: 'Repository', repoid: 10, isGithubRateLimited: false },
    },
  });
}

/**
 * The signed-in viewer and the frame's repository (`acme/widgets`, active, the viewer a member), which the
 * git host does not rate-limit; its owner is not on the Team plan.
 */
export function repoFrameHandlers(): RequestHandler[] {
  return [
    restHandler('get', '/user', internalUserFixture()),
    notRateLimitedHandler(),
    graphqlHandler('IsTeamPlan', isTeamPlanFixture(false)),
    graphqlHandler('GetRepo', {
      owner: {
        ownerid: 2,
        username: 'acme',
        isAdmin: false,
        isCurrentUserPartOfOrg: true,
        isCurrentUserActivated: true,
        repository: repositoryFixture(),
      },
    }),
  ];
}

/** The MSW server of a repository page's tests, with the frame's handlers before `handlers`. Top level only. */
export function setupRepoPageMocks(...handlers: RequestHandler[]) {
  return setupApiMocks(...repoFrameHandlers(), ...handlers);
}

/** A fresh IntersectionObserver mock for each test of the file; the returned function reads the current one. */
export function mockIntersectionObserverEachTest(): () => IntersectionObserverMock {
  let observer: IntersectionObserverMock | undefined;
  beforeEach(() => {
    observer = mockIntersectionObserver();
  });
  afterEach(() => observer?.restore());
  return () => observer!;
}

/** The repo-mfe routes at `url`, mounted as the shell mounts them for an owner. */
export function renderRepoPage(url: string) {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });
}
