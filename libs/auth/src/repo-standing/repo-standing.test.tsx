import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { graphqlHandler, repositoryFixture, ownerFixture, setupApiMocks } from '@canopy/api-client/testing';
import { createTestProviders } from '../testing';
import { useRepoStanding } from './repo-standing';

const server = setupApiMocks();

describe('useRepoStanding', () => {
  it('reads the repository of the route and builds its base path', async () => {
    server.use(
      graphqlHandler('GetRepo', {
        owner: { ...ownerFixture(), repository: repositoryFixture() },
      }),
    );
    const Providers = createTestProviders();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers>
        <MemoryRouter initialEntries={['/gh/acme/my%20repo/bundles']}>
          <Routes>
            <Route path="/:provider/:owner/:repo/*" element={children} />
          </Routes>
        </MemoryRouter>
      </Providers>
    );
    const { result } = renderHook(() => useRepoStanding(), { wrapper });
    expect(result.current).toMatchObject({ provider: 'gh', owner: 'acme', repo: 'my repo' });
    expect(result.current.basePath).toBe('/gh/acme/my%20repo');
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
  });
});
