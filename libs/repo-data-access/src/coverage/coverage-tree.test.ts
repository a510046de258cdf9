import { http, HttpResponse } from 'msw';
import { renderHook, waitFor } from '@testing-library/react';
import { ApiError, ParsingError } from '@canopy/api-client';
import {
  createApiWrapper,
  createTestApiClients,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import {
  coverageTreeQueryOptions,
  coverageTreeRoot,
  folderChain,
  graftCoverageTree,
  useCoverageTree,
  useCoverageTreeLevels,
} from './coverage-tree';

const server = setupApiMocks();

const wire = [
  { name: 'setup.py', full_path: 'setup.py', coverage: 50, lines: 2, hits: 1, partials: 0, misses: 1 },
  {
    name: 'src',
    full_path: 'src',
    coverage: 75,
    lines: 8,
    hits: 6,
    partials: 1,
    misses: 1,
    children: [
      { name: 'a.ts', full_path: 'src/a.ts', coverage: 75, lines: 8, hits: 6, partials: 1, misses: 1 },
    ],
  },
];

describe('coverage tree (GET /internal/{provider}/{owner}/{repo}/coverage/tree)', () => {
  it('sends branch, flags and components, camel-cases the tree and wraps it in a root for the repository', async () => {
    let url: URL | null = null;
    server.use(
      http.get('*/internal/gh/acme/web/coverage/tree', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json(wire);
      }),
    );
    const { result } = renderHook(
      () =>
        useCoverageTree({
          provider: 'gh',
          owner: 'acme',
          repo: 'web',
          branch: 'main',
          flags: ['unit', 'e2e'],
          components: ['api'],
        }),
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(url!.searchParams.get('branch')).toBe('main');
    expect(url!.searchParams.getAll('flags')).toEqual(['unit', 'e2e']);
    expect(url!.searchParams.getAll('components')).toEqual(['api']);
    expect(url!.searchParams.has('sha')).toBe(false);
    const root = result.current.data!;
    expect(root).toMatchObject({ name: 'web', fullPath: '', lines: 10, hits: 7, partials: 1, misses: 2 });
    expect(root.coverage).toBeCloseTo(70);
    expect(root.children?.[1]?.children?.[0]).toEqual({
      name: 'a.ts',
      fullPath: 'src/a.ts',
      coverage: 75,
      lines: 8,
      hits: 6,
      partials: 1,
      misses: 1,
    });
  });

  it('keys by source and filters, and reads a commit by sha', async () => {
    const args = { provider: 'gh', owner: 'acme', repo: 'web', sha: 'abc1234' };
    expect(coverageTreeQueryOptions(args).queryKey).toEqual([
      'repo',
      'github',
      'acme',
      'web',
      'coverage-tree',
      { branch: null, sha: 'abc1234', flags: [], components: [] },
    ]);
    server.use(
      restHandler('get', '/gh/acme/web/coverage/tree', (request) =>
        new URL(request.url).searchParams.get('sha') === 'abc1234' ? [] : wire,
      ),
    );
    const { queryClient } = createTestApiClients();
    await expect(queryClient.fetchQuery(coverageTreeQueryOptions(args))).resolves.toEqual(
      coverageTreeRoot('web', []),
    );
    expect(coverageTreeRoot('web', []).coverage).toBeNull();
  });

  it('rejects with ApiError on 404 and with ParsingError on a malformed tree', async () => {
    const args = { provider: 'gh', owner: 'acme', repo: 'web' };
    server.use(restHandler('get', '/gh/acme/web/coverage/tree', { detail: 'Not found.' }, { status: 404 }));
    const { queryClient } = createTestApiClients();
    const error = await queryClient.fetchQuery(coverageTreeQueryOptions(args)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);

    server.use(restHandler('get', '/gh/acme/web/coverage/tree', [{ name: 'src' }]));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      createTestApiClients().queryClient.fetchQuery(coverageTreeQueryOptions(args)),
    ).rejects.toBeInstanceOf(ParsingError);
    jest.mocked(console.error).mockRestore();
  });

  it('grows the tree a folder at a time: the root, then each folder on the way to the focus', async () => {
    const asked: string[] = [];
    const folder = (fullPath: string, children: unknown[], partial?: boolean) => ({
      name: fullPath.split('/').pop() || 'web',
      full_path: fullPath,
      coverage: 75,
      lines: 8,
      hits: 6,
      partials: 1,
      misses: 1,
      children,
      ...(partial ? { partial } : {}),
    });
    server.use(
      http.get('*/internal/gh/acme/web/coverage/tree', ({ request }) => {
        const url = new URL(request.url);
        const path = url.searchParams.get('path') ?? '';
        asked.push(`${path}@${url.searchParams.get('depth')}`);
        if (path === '') return HttpResponse.json(folder('', [folder('src', [folder('src/lib', [], true)])]));
        if (path === 'src') return HttpResponse.json(folder('src', [folder('src/lib', [], true)]));
        return HttpResponse.json(folder('src/lib', [wire[1]!.children![0]]));
      }),
    );
    const { result, rerender } = renderHook(
      ({ focus }) =>
        useCoverageTreeLevels({ provider: 'gh', owner: 'acme', repo: 'web', branch: 'main', focus }),
      { wrapper: createApiWrapper(createTestApiClients()), initialProps: { focus: '' } },
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toMatchObject({ name: 'web', fullPath: '' });
    expect(result.current.data!.children![0]!.children![0]).toMatchObject({
      fullPath: 'src/lib',
      partial: true,
    });
    rerender({ focus: 'src/lib' });
    await waitFor(() =>
      expect(result.current.data!.children![0]!.children![0]!.children).toEqual([
        expect.objectContaining({ fullPath: 'src/a.ts' }),
      ]),
    );
    expect(result.current.data!.children![0]!.children![0]!.partial).toBeUndefined();
    expect(asked.sort()).toEqual(['@3', 'src/lib@3', 'src@3']);
  });

  it('names the folders on the way to a path and grafts a folder in place', () => {
    expect(folderChain('')).toEqual(['']);
    expect(folderChain('src/lib/')).toEqual(['', 'src', 'src/lib']);
    const leaf = {
      name: 'a.ts',
      fullPath: 'src/a.ts',
      coverage: 1,
      lines: 1,
      hits: 1,
      partials: 0,
      misses: 0,
    };
    const root = {
      ...leaf,
      name: 'web',
      fullPath: '',
      children: [{ ...leaf, name: 'src', fullPath: 'src', children: [], partial: true }],
    };
    const grafted = graftCoverageTree(root, { ...leaf, name: 'src', fullPath: 'src', children: [leaf] });
    expect(grafted.children![0]!.children).toEqual([leaf]);
    expect(root.children[0]!.children).toEqual([]);
    expect(graftCoverageTree(root, { ...leaf, fullPath: 'lib' })).toEqual(root);
  });
});
