import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { graphqlHandler, isTeamPlanFixture, setupApiMocks } from '@canopy/api-client/testing';
import { createTestProviders } from '../testing';
import { useIsTeamPrivateRepo } from './team-private-repo';

const server = setupApiMocks();

function render(isPrivate: boolean | undefined) {
  const Providers = createTestProviders();
  const wrapper = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>;
  return renderHook(() => useIsTeamPrivateRepo({ provider: 'gh', owner: 'acme', isPrivate }), { wrapper });
}

describe('useIsTeamPrivateRepo', () => {
  it('is true for a private repository of a Team-plan owner', async () => {
    server.use(graphqlHandler('IsTeamPlan', isTeamPlanFixture(true)));
    const { result } = render(true);
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is false for a private repository of another plan', async () => {
    server.use(graphqlHandler('IsTeamPlan', isTeamPlanFixture(false)));
    const { result } = render(true);
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('is false for a public repository without asking for the plan', () => {
    const asked: string[] = [];
    server.use(
      graphqlHandler('IsTeamPlan', () => {
        asked.push('IsTeamPlan');
        return isTeamPlanFixture(true);
      }),
    );
    const { result } = render(false);
    expect(result.current).toBe(false);
    expect(asked).toEqual([]);
  });

  it('is unknown while the repository is', () => {
    expect(render(undefined).result.current).toBeUndefined();
  });
});
