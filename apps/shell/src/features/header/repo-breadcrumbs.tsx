import { Anchor, Breadcrumbs, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { repoQuery, useGraphqlQuery } from '@canopy/api-client';
import { appLinks } from '../../links/links';
import type { RepoRoute } from '../../app/route-context';

/**
 * The crumb after owner / repo, as the reference words it: a pull request or commit, 'commits' on the commit
 * list, the file's path on a file view; none on the other tabs (their branch shows in the page).
 */
function pageCrumb(route: RepoRoute): string | null {
  switch (route.page) {
    case 'pull':
      return route.pullId ? `pulls / #${route.pullId}` : 'pulls';
    case 'commit':
      return route.commit ? `commits / ${route.commit.slice(0, 7)}` : 'commits';
    case 'commits':
      return 'commits';
    case 'blob':
      return route.path ? route.path.split('/').join(' / ') : null;
    default:
      return null;
  }
}

/**
 * Whether the repository is private. The repository page asks for the same query, so the two share one request;
 * a cache-only read here would instead hold that shared request to the cache when it starts first.
 */
function useIsPrivate({ provider, owner, repo }: RepoRoute): boolean {
  const { data } = useGraphqlQuery(repoQuery({ provider, owner, repo }));
  return data?.repository?.private ?? false;
}

/**
 * owner / repo / page breadcrumbs of a repository route. They are the page's title: the repository crumb is
 * its level-1 heading (the repository frame shows no second one), with a lock when the repository is private.
 */
export function RepoBreadcrumbs({ route }: { route: RepoRoute }) {
  const crumb = pageCrumb(route);
  const isPrivate = useIsPrivate(route);
  return (
    <nav aria-label="Breadcrumb" data-breadcrumbs>
      <Breadcrumbs separator="/" separatorMargin={6}>
        <Anchor component={Link} to={appLinks.owner(route.provider, route.owner)} size="sm" c="dimmed">
          {route.owner}
        </Anchor>
        <Title order={1} fz="sm" fw={600} lh="inherit" data-private={isPrivate || undefined}>
          <Anchor
            component={Link}
            to={appLinks.repo(route.provider, route.owner, route.repo)}
            inherit
            c="inherit"
            aria-current={route.page === 'overview' ? 'page' : undefined}
          >
            {isPrivate && (
              <IconLock
                size={12}
                role="img"
                aria-label="Private repository"
                style={{ marginRight: 4, verticalAlign: -1 }}
              />
            )}
            {route.repo}
          </Anchor>
        </Title>
        {crumb && (
          <Text size="sm" c="dimmed" aria-current="page">
            {crumb}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
