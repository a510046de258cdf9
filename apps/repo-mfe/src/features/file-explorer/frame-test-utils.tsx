// Test helper: renders a piece of a repository page inside a repository frame, without the frame's query.
// Never imported by app code.
import type { ReactNode } from 'react';
import { repositoryFixture } from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import { RepoFrameContext, type RepoFrameValue } from '../common/repo-frame-context';

export function frameValue(overrides: Partial<RepoFrameValue> = {}): RepoFrameValue {
  const { __typename: _typename, ...repository } = repositoryFixture();
  return {
    provider: 'gh',
    owner: 'acme',
    repo: 'widgets',
    repository,
    isAdmin: false,
    isMember: true,
    basePath: '/gh/acme/widgets',
    ...overrides,
  };
}

/** Renders `ui` at `path` (opened at `url`) with the API providers and a repository frame. */
export function renderInFrame(
  ui: ReactNode,
  { url = '/gh/acme/widgets', path = '/gh/acme/widgets', frame = frameValue() } = {},
) {
  return renderRoute(<RepoFrameContext value={frame}>{ui}</RepoFrameContext>, {
    path,
    url,
    wrapper: createTestProviders(),
  });
}
