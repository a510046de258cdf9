import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlHandler, repositoryFixture } from '@canopy/api-client/testing';
import { coverageBranchFixture, coverageRepositoryFixture } from '@canopy/repo-data-access/testing';
import { renderRepoPage, setupRepoPageMocks } from '../common/repo-page-test-utils';
import { bundleBadgeUrl, imageUrl, snippet } from './badge-urls';

const TOKEN = 'graph-token-1234';

function branches() {
  const names = ['main', 'feature/x'];
  return graphqlHandler('GetBranches', () =>
    coverageRepositoryFixture({
      branches: {
        totalCount: names.length,
        edges: names.map((name) => ({ cursor: name, node: coverageBranchFixture(name, null) })),
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    }),
  );
}

function graphToken(isPrivate: boolean) {
  return graphqlHandler('RepoGraphToken', {
    owner: {
      ownerid: 2,
      username: 'acme',
      repository: {
        __typename: 'Repository',
        repoid: 10,
        name: 'widgets',
        private: isPrivate,
        defaultBranch: 'main',
        graphToken: TOKEN,
      },
    },
  });
}

const server = setupRepoPageMocks(branches(), graphToken(false));

const frame = (repository: Parameters<typeof repositoryFixture>[0]) =>
  graphqlHandler('GetRepo', {
    owner: {
      ownerid: 2,
      username: 'acme',
      isAdmin: false,
      isCurrentUserPartOfOrg: true,
      isCurrentUserActivated: true,
      repository: repositoryFixture(repository),
    },
  });
const privateFrame = () => frame({ private: true });

/** The default branch head's bundles; records the branch each request asked for. */
function badgeBundles(names: string[], asked: string[] = []) {
  return graphqlHandler('BadgeBundles', ({ variables }) => {
    asked.push(String(variables.branch));
    return {
      owner: {
        ownerid: 2,
        username: 'acme',
        repository: {
          __typename: 'Repository',
          repoid: 10,
          branch: {
            name: 'main',
            head: {
              commitid: 'c0ffee',
              bundleAnalysis: {
                bundleAnalysisReport: {
                  __typename: 'BundleAnalysisReport',
                  bundles: names.map((name) => ({ name })),
                },
              },
            },
          },
        },
      },
    };
  });
}

const origin = window.location.origin;

test('a public repository: badge and graphs of the default branch without a token, copyable', async () => {
  const user = userEvent.setup();
  renderRepoPage('/gh/acme/widgets/config/badge');

  const badge = await screen.findByRole('img', { name: 'Coverage badge of acme/widgets' });
  expect(badge).toHaveAttribute('src', `${origin}/gh/acme/widgets/graph/badge.svg`);
  const markdown = `[![coverage](${origin}/gh/acme/widgets/graph/badge.svg)](${origin}/gh/acme/widgets)`;
  expect(screen.getByText(markdown)).toBeInTheDocument();
  expect(screen.queryByTestId('graph-token')).not.toBeInTheDocument();
  // Without bundle analysis there is no bundle badge to offer.
  expect(screen.queryByRole('region', { name: 'Bundle badge' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Copy badge Markdown' }));
  expect(await navigator.clipboard.readText()).toBe(markdown);
  expect(screen.getAllByRole('button', { name: 'Copied' })).toHaveLength(1);

  for (const [title, image] of [
    ['Sunburst', 'sunburst'],
    ['Grid', 'tree'],
    ['Icicle', 'icicle'],
  ] as const) {
    const card = screen.getByRole('region', { name: `${title} graph` });
    expect(within(card).getByRole('img')).toHaveAttribute(
      'src',
      `${origin}/gh/acme/widgets/graph/${image}.svg`,
    );
    expect(within(card).getByRole('button', { name: `Copy ${title.toLowerCase()} graph RST` })).toBeVisible();
  }
});

test('a private repository: every URL carries the graph token; another branch is in the path', async () => {
  server.use(privateFrame(), graphToken(true));
  const user = userEvent.setup();
  renderRepoPage('/gh/acme/widgets/config/badge');

  const badge = await screen.findByRole('img', { name: 'Coverage badge of acme/widgets' });
  expect(badge).toHaveAttribute('src', `${origin}/gh/acme/widgets/graph/badge.svg?token=${TOKEN}`);
  expect(screen.getByTestId('graph-token')).toHaveTextContent(TOKEN);

  await user.click(screen.getByRole('button', { name: /^Branch/ }));
  await user.click(await screen.findByRole('option', { name: 'feature/x' }));
  await waitFor(() =>
    expect(badge).toHaveAttribute(
      'src',
      `${origin}/gh/acme/widgets/branch/feature/x/graph/badge.svg?token=${TOKEN}`,
    ),
  );
  const icicle = screen.getByRole('region', { name: 'Icicle graph' });
  expect(within(icicle).getByRole('img')).toHaveAttribute(
    'src',
    `${origin}/gh/acme/widgets/branch/feature/x/graph/icicle.svg?token=${TOKEN}`,
  );
});

test('the page of a GitLab subgroup repository gives badge and graph snippets in the group:subgroup form', async () => {
  renderRepoPage('/gl/group%2Fsub/widgets/config/badge');
  const badge = await screen.findByRole('img', { name: 'Coverage badge of group/sub/widgets' });
  expect(badge).toHaveAttribute('src', `${origin}/gl/group:sub/widgets/graph/badge.svg`);
  expect(
    screen.getByText(`.. image:: ${origin}/gl/group:sub/widgets/graph/badge.svg`, { exact: false }),
  ).toBeInTheDocument();
  const grid = screen.getByRole('region', { name: 'Grid graph' });
  expect(within(grid).getByRole('img')).toHaveAttribute(
    'src',
    `${origin}/gl/group:sub/widgets/graph/tree.svg`,
  );
});

test('a GitLab subgroup owner is written as group:subgroup, so that a branch cannot be read as part of it', () => {
  const target = {
    apiUrl: 'https://c.test',
    provider: 'gl',
    owner: 'group/sub/deep',
    repo: 'proj',
    token: null,
  };
  expect(imageUrl({ ...target, branch: null }, 'badge')).toBe(
    'https://c.test/gl/group:sub:deep/proj/graph/badge.svg',
  );
  expect(imageUrl({ ...target, branch: 'feature/x', token: 't' }, 'sunburst')).toBe(
    'https://c.test/gl/group:sub:deep/proj/branch/feature/x/graph/sunburst.svg?token=t',
  );
});

test('snippets in each format', () => {
  const url = imageUrl(
    { apiUrl: 'https://c.test', provider: 'gh', owner: 'a', repo: 'b', branch: 'x y', token: 't' },
    'badge',
  );
  expect(url).toBe('https://c.test/gh/a/b/branch/x%20y/graph/badge.svg?token=t');
  expect(snippet('HTML', url, 'https://c.test/gh/a/b', 'coverage')).toBe(
    `<a href="https://c.test/gh/a/b">\n  <img src="${url}" alt="coverage"/>\n</a>`,
  );
  expect(snippet('RST', url, 'L', 'coverage')).toBe(`.. image:: ${url}\n   :target: L\n   :alt: coverage`);
});

test("with bundle analysis, a bundle badge of the default branch head's bundles, the first chosen, copyable", async () => {
  const asked: string[] = [];
  server.use(frame({ bundleAnalysisEnabled: true }), badgeBundles(['web-app', 'admin'], asked));
  const user = userEvent.setup();
  renderRepoPage('/gh/acme/widgets/config/badge');

  const card = await screen.findByRole('region', { name: 'Bundle badge' });
  const badge = await within(card).findByRole('img', { name: 'Bundle size badge of admin' });
  const url = `${origin}/gh/acme/widgets/graph/bundle/admin/badge.svg`;
  expect(badge).toHaveAttribute('src', url);
  expect(asked).toEqual(['main']);
  const markdown = `[![bundle size](${url})](${origin}/gh/acme/widgets)`;
  expect(within(card).getByText(markdown)).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Copy bundle badge Markdown' }));
  expect(await navigator.clipboard.readText()).toBe(markdown);

  await user.click(within(card).getByRole('button', { name: /^Bundle/ }));
  await user.click(await screen.findByRole('option', { name: 'web-app' }));
  await waitFor(() =>
    expect(within(card).getByRole('img', { name: 'Bundle size badge of web-app' })).toHaveAttribute(
      'src',
      `${origin}/gh/acme/widgets/graph/bundle/web-app/badge.svg`,
    ),
  );
  // The coverage badge's branch does not move the bundle badge off the default branch.
  await user.click(screen.getByRole('button', { name: /^Branch/ }));
  await user.click(await screen.findByRole('option', { name: 'feature/x' }));
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'Coverage badge of acme/widgets' })).toHaveAttribute(
      'src',
      `${origin}/gh/acme/widgets/branch/feature/x/graph/badge.svg`,
    ),
  );
  expect(within(card).getByRole('img')).toHaveAttribute(
    'src',
    `${origin}/gh/acme/widgets/graph/bundle/web-app/badge.svg`,
  );
});

test("a private repository's bundle badge carries the graph token", async () => {
  server.use(
    frame({ private: true, bundleAnalysisEnabled: true }),
    graphToken(true),
    badgeBundles(['web app']),
  );
  renderRepoPage('/gh/acme/widgets/config/badge');
  const card = await screen.findByRole('region', { name: 'Bundle badge' });
  expect(await within(card).findByRole('img')).toHaveAttribute(
    'src',
    `${origin}/gh/acme/widgets/graph/bundle/web%20app/badge.svg?token=${TOKEN}`,
  );
});

test('a default branch without bundles offers no bundle badge image', async () => {
  server.use(frame({ bundleAnalysisEnabled: true }), badgeBundles([]));
  renderRepoPage('/gh/acme/widgets/config/badge');
  const card = await screen.findByRole('region', { name: 'Bundle badge' });
  await waitFor(() =>
    expect(within(card).getByRole('button', { name: /^Bundle/ })).toHaveTextContent(
      'No bundles on the default branch',
    ),
  );
  expect(within(card).getByRole('button', { name: /^Bundle/ })).toBeDisabled();
  expect(within(card).queryByRole('img')).not.toBeInTheDocument();
});

test('the bundle badge URL names the bundle as one segment, on the branch and with the token given', () => {
  const target = { apiUrl: 'https://c.test', provider: 'gl', owner: 'group/sub', repo: 'proj', token: 't' };
  expect(bundleBadgeUrl({ ...target, branch: null }, '@scope/app')).toBe(
    'https://c.test/gl/group:sub/proj/graph/bundle/%40scope%2Fapp/badge.svg?token=t',
  );
  expect(bundleBadgeUrl({ ...target, branch: 'feature/x', token: null }, 'web')).toBe(
    'https://c.test/gl/group:sub/proj/branch/feature/x/graph/bundle/web/badge.svg',
  );
});
